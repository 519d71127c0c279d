"""Answering a question as one ordered table of named stages (:data:`PIPELINE`), in the spirit of the
engine's damage steps: the question is read once (:func:`judge.search.question.read`), then each
stage reads and rewrites one :class:`~judge.search.found.Found`, in order. After each stage its
promise is checked (what it guarantees of the order and the confidence, as a rescore phase checks
its order); a broken promise raises :class:`BrokenPromise` naming the stage.

What the last stage leaves is what the answer shows (judge/search/answer.py only composes it) and
what ``judge eval`` and the fit's report measure: the order, the confidence and the verdict.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Callable

from judge.corpus.verdicts import point_ruling
from judge.index.store import Store
from judge.search.candidates import MEANING_SIGNALS, Gathered, gather
from judge.search.confidence import HIGH, LOW, NONE, decide, sure, weigh
from judge.search.found import BrokenPromise, Found
from judge.search.question import Question
from judge.search.rank import ENOUGH, WITH_MEANING, WORDS_ALONE, WORDS_SWITCHED_OFF, Fitted, rank, words_enough
from judge.search.points import asked_point, point_features, point_in_doubt
from judge.search.verdict import first_verdict, general, part_asked, statement_topic

#: A stage's promise: given the Found after it, and the order and confidence before it, what it broke ("" or None: nothing).
Promise = Callable[[Found, list[tuple[str, float]], str], "str | None"]


@dataclass(frozen=True)
class Stage:
    """One stage of answering."""

    name: str
    """What it does, in the search's terms."""
    run: Callable[[Store, Found], None]
    """The stage: reads and rewrites the Found."""
    promise: Promise
    """What it guarantees, checked after it runs."""
    fitted: str
    """What its constants were fitted or measured on."""


# --- the stages -------------------------------------------------------------------------------

def weighed(store: Store, found: Found, gathered: Gathered, fit: Fitted) -> None:
    """The candidates ranked by one fitted way, how sure that ranking is, and the confidence."""
    ranking = rank(store, found.question, gathered.candidates, fit.weights, fit.steps, within=fit.within, case=fit.case)
    asking = gathered.scored.get("asked")
    evidence = weigh(store, found.question, ranking.order, asking.scores if asking else {}, ranking.undecided, ranking.unmeant)
    first = next((c.features for c in gathered.candidates if ranking.order and c.id == ranking.order[0][0]), None)
    evidence.sure = sure(evidence, first, fit.confidence)
    found.order, found.undecided, found.evidence = ranking.order, ranking.undecided, evidence
    found.candidates, found.scored, found.fit = gathered.candidates, gathered.scored, fit
    found.confidence = decide(evidence, fit.high)


def words_alone(store: Store, found: Found) -> None:
    """The words alone first (the meaning signal not asked): where the fit lets them answer (ENOUGH at
    most 1), or where the meaning signal is switched off, and then every question, by their own bar."""
    if WORDS_ALONE is None or (store.meaning is not None and ENOUGH > 1.0):
        return
    fit = WORDS_ALONE if store.meaning is not None else WORDS_SWITCHED_OFF
    weighed(store, found, gather(store, found.question, without=MEANING_SIGNALS), fit)


def with_meaning(store: Store, found: Found) -> None:
    """The meaning signal asked too (the question embedded), where the words alone did not answer:
    they leave the first topic in doubt (its share of the odds below ENOUGH), or it has FAQs to
    choose between (rank.words_enough). What the words found is not asked again."""
    if found.fit is not None and (found.fit is not WORDS_ALONE or words_enough(store, found.first, found.evidence.share, ENOUGH)):
        return
    if store.meaning is None or store.meaning.encoder != "first-pass":
        weighed(store, found, gather(store, found.question, scored=found.scored), WITH_MEANING)
        return
    found.question = replace(found.question, reading="static")
    weighed(store, found, gather(store, found.question, scored=found.scored), WITH_MEANING)
    if not in_doubt(found):
        return
    found.question = replace(found.question, reading="e5")
    again = {name: s for name, s in found.scored.items() if name not in READ_SIGNALS}
    weighed(store, found, gather(store, found.question, scored=again), WITH_MEANING)


#: The signals that read the question's own vector (the card texts' vectors are the build's): asked
#: again where a first pass by the static table is read again by e5.
READ_SIGNALS = ("meaning",)
#: How much closer in meaning (e5 cosine) one of the guides' points a note's point names in ``same_as``
#: must be to the question than the next for the guides' ruling stating it to lead (guide_over_note):
#: below it the question asks the note's rules together ("how does a Special Condition end?") and the
#: note answers. Set by reading the four questions of tests/forum and tests/real whose first result
#: the overview's two- and three-rule points moved (gaps 0.003 and 0.005 asked the rules together,
#: 0.035 and 0.045 asked one of them); not fitted.
LINK_MARGIN = 0.02


def in_doubt(found: Found) -> bool:
    """Whether a ranking of the question read by the static table leaves its answer in doubt, so that
    e5 reads it too (``$JUDGE_MEANING_ENCODER=first-pass``): its answer is not sure (``high``)."""
    return found.confidence != HIGH


def point_read(store: Store, found: Found) -> None:
    """Where the question's vector is the static table's (``$JUDGE_MEANING_ENCODER=first-pass``: the
    topic sure by the table, or answered by the words alone), the point of the first result chosen by
    that reading, unless the choice is in doubt (points.point_in_doubt): there e5 reads the question
    (once; its vector is kept as any question's), and every point of the answer is chosen by e5's
    reading, as under ``e5``. The order and the confidence stay as they are."""
    if store.meaning is None or store.meaning.encoder != "first-pass" or not found.order:
        return
    if (found.question.reading or store.meaning.reading) == "e5":
        return
    if point_in_doubt(point_features(store, store.payloads[found.first], found.question)):
        found.question = replace(found.question, reading="e5")


def general_first(store: Store, found: Found) -> None:
    """A general question's topic first, its FAQs next as the cases, and the answer sure
    (verdict.general: its FAQs answer it yes and no, and its ``depends`` line says on what)."""
    if found.confidence not in (HIGH, LOW):
        return
    over = general(store, found)
    if over is None:
        return
    topic = lambda rid: store.payloads[rid]["topic"]  # noqa: E731
    own = [(rid, s) for rid, s in found.order if rid != over and topic(rid) == over]
    others = [(rid, s) for rid, s in found.order if rid != over and topic(rid) != over]
    found.order = [(over, found.order[0][1])] + own + others
    found.over, found.confidence = over, HIGH


def stated_first(store: Store, found: Found) -> None:
    """A topic among the first results one of whose statements the question asks exactly first, and
    the answer sure (verdict.statement_topic: the question names exactly that point, the same way round)."""
    if found.over is not None or found.confidence not in (HIGH, LOW):
        return
    stating = statement_topic(store, found)
    if stating is None:
        return
    if found.first != stating:
        found.order = [(stating, found.order[0][1])] + [(rid, s) for rid, s in found.order if rid != stating]
    found.stating, found.confidence = stating, HIGH


def guide_over_note(store: Store, found: Found) -> None:
    """A first result of the XY-regulation notice or the overview whose point the question asks is
    one the guides state too (the point's ``same_as``): the guides' ruling stating it first, the note
    next beside it, the confidence as it was. A point only the note states answers on its own.

    Where the note's point states two rules the guides state in two points (Poison ends on going to
    the Bench or on evolving: I-A-03/p8, I-A-05/p7), the guides' point clearly closest to the question
    in meaning leads (the question asks that half: LINK_MARGIN); where none is, the question asks the
    rules together and the note answers as it came. A question asking what a game term is or how a basic
    step goes (``asks_what``) asks no point's rule: the note's topic answers it as it came; one
    asking how many asks the number a point states."""
    if not found.order or store.payloads[found.first]["authority"] == "official":
        return
    if found.question.asks_what and not found.question.asking.how_many:
        return  # what a term is or how a basic step goes: no point's rule asked, the note's topic answers it
    asked = asked_point(store, store.payloads[found.first], found.question)
    same = [p for p in (asked or {}).get("same_as", ()) if point_ruling(p) in store.payloads]
    if not same:
        return
    if len(same) > 1:  # which of the guides' rules the question asks: the one clearly closest to it
        close = found.question.points_in_meaning(store.meaning, same) if store.meaning else {}
        ranked = sorted(same, key=lambda p: -close.get(p, 0.0))
        if len(close) < len(same) or close[ranked[0]] - close[ranked[1]] < LINK_MARGIN:
            return  # the question asks the note's rules together, or none of them clearly: the note answers
        same = ranked
    stating = same[0]
    guide, note = point_ruling(stating), found.order[0]
    found.order = [(guide, note[1]), note] + [(rid, s) for rid, s in found.order[1:] if rid != guide]
    found.guide_point = stating


def guide_first(found: Found, before: list[tuple[str, float]], was: str) -> str | None:
    """Where the stage moved a guide's ruling first: the note it came from is next, nothing was lost
    and the confidence is as it was; where it did not, nothing moved."""
    if found.guide_point is None:
        return None if found.order == before and found.confidence == was else "the order or the confidence moved"
    if found.first != point_ruling(found.guide_point) or found.order[1] != before[0] or found.confidence != was:
        return f"{point_ruling(found.guide_point)} is not first with the note {before[0][0]} next, as sure as it was"
    if not Counter(rid for rid, _ in before) <= Counter(rid for rid, _ in found.order):
        return "a ruling was lost"
    return None


def first_result_verdict(store: Store, found: Found) -> None:
    """The first result's verdict, when the answer is sure: ``depends`` for a general question's
    topic, else what verdict.first_verdict reads (a statement asked exactly, a FAQ's own answer, a way
    of asking matched almost word for word)."""
    if found.confidence != HIGH or not found.order:
        return
    payload = store.payloads[found.first]
    found.verdict = "depends" if found.first == found.over else \
        first_verdict(store, payload, found, part_asked(store, payload, found.question))


# --- the promises ------------------------------------------------------------------------------

def ranked_once(found: Found, before: list[tuple[str, float]], was: str) -> str | None:
    """Every candidate in the order once, and nothing else but the topic of a candidate (the topic
    of FAQs a question cannot tell apart comes first: rank.faqs_alike); a confidence of the three,
    none without results."""
    ids = [rid for rid, _ in found.order]
    candidates = {c.id for c in found.candidates}
    if len(ids) != len(set(ids)) or not candidates <= set(ids):
        return "the order does not hold every candidate once"
    if set(ids) - candidates - {c.topic for c in found.candidates}:
        return f"{sorted(set(ids) - candidates)} in the order, neither a candidate nor a candidate's topic"
    if found.confidence not in (HIGH, LOW, NONE) or (not ids and found.confidence != NONE):
        return f"confidence {found.confidence!r} with {len(ids)} results"
    return None


def first_promoted(attribute: str) -> Promise:
    """The promise of a stage that puts one topic first (``attribute`` of Found names it): where it
    did, that topic is first and the answer ``high``; every ruling of the order before is still
    there; and where it did not, nothing moved."""
    def promise(found: Found, before: list[tuple[str, float]], was: str) -> str | None:
        chosen = getattr(found, attribute)
        if chosen is None:
            return None if found.order == before and found.confidence == was else "the order or the confidence moved"
        if found.first != chosen or found.confidence != HIGH:
            return f"{chosen} is not first and sure"
        if not Counter(rid for rid, _ in before) <= Counter(rid for rid, _ in found.order):
            return "a ruling was lost"
        return None
    return promise


def order_kept(found: Found, before: list[tuple[str, float]], was: str) -> str | None:
    """The order and the confidence as they were; a verdict only where the answer is sure."""
    if found.order != before or found.confidence != was:
        return "the order or the confidence moved"
    return "a verdict on an answer not sure" if found.verdict and found.confidence != HIGH else None


#: The stages, in order, after the question is read.
PIPELINE: tuple[Stage, ...] = (
    Stage("the words alone: candidates without the meaning signal, ranked, weighed and decided", words_alone, ranked_once,
          "index/ranking.json's words_only: weights, passes and confidence cross-validated by source on the training sets"),
    Stage("the meaning signal asked where the words alone leave the first topic in doubt or it has FAQs", with_meaning, ranked_once,
          "index/ranking.json: the ranking, its passes and confidence as above; ENOUGH chosen by the same cross-validation"),
    Stage("a general question: its topic first, its FAQs next as the cases, sure", general_first, first_promoted("over"),
          "verdict.GENERAL_OUTSIDE, measured on the README's example questions and the dev set"),
    Stage("a statement the question asks exactly: its topic first, sure", stated_first, first_promoted("stating"),
          "verdict.STATED_WITHIN and verdict.BESIDE_A_POINT, measured with `judge eval --left-out`"),
    Stage("the first pass: e5 reads the question where the table's reading leaves the first result's point in doubt",
          point_read, order_kept, "points.POINT_DOUBT and LEARNED_DISAGREES, chosen on the bank's batches "
          "(scripts/fit_points.py --gate, the bar cross-validated by fold of batches)"),
    Stage("a point of a note or the overview the guides state too: the guides' ruling first, the note next", guide_over_note,
          guide_first, "the points' same_as links (rulings/points/XY-*, SV-*), written by reading both points; nothing fitted"),
    Stage("the first result's verdict, where the answer is sure", first_result_verdict, order_kept,
          "verdict.TOPIC_VERDICT_NEAR, FAQ_VERDICT_NEAR and PART_LEAD, measured with `judge eval --left-out` and the dev and real sets"),
)


def run(store: Store, question: Question, limit: int = 5, stages: tuple[Stage, ...] = PIPELINE) -> Found:
    """The stages over one question as read, each promise checked after its stage."""
    found = Found(question, limit=limit)
    for stage in stages:
        before, was = list(found.order), found.confidence
        stage.run(store, found)
        broken = stage.promise(found, before, was)
        if broken:
            raise BrokenPromise(f"stage {stage.name!r}: {broken}")
    return found
