"""Ranking a question's candidates: a combined score from their features and named weights
(:data:`WEIGHTS`), then the re-ranking passes of :data:`RANK_STEPS`, in order, each with its
measured constant.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields, replace
from typing import Callable

from judge.search.candidates import CARD_TEXT_PART, Candidate, Features
from judge.search.fitted import MODEL
from judge.search.found import BrokenPromise
from judge.search.question import Question, named
from judge.index.store import Store

FEATURES = tuple(f.name for f in fields(Features))


@dataclass(frozen=True)
class Fitted:
    """One fitted way of ranking and weighing a question's candidates (index/ranking.json)."""

    weights: Features
    """The ranking's weights (WEIGHTS)."""
    within: Features
    """The weights that order a topic and its FAQs (WITHIN)."""
    case: float
    """CASE."""
    steps: tuple[str, ...]
    """The passes of RANK_STEPS kept, by function name."""
    confidence: dict[str, float]
    """The confidence model's weights (judge/search/confidence.py)."""
    high: float
    """The probability from which the first result is given as the answer."""


def fitted(model: dict) -> Fitted:
    """A way of ranking as index/ranking.json (or its ``words_only`` part) writes it."""
    return Fitted(Features(**{name: model["weights"].get(name, 0.0) for name in FEATURES}),
                  Features(**{name: model.get("within", {}).get(name, 0.0) for name in FEATURES}),
                  model.get("case", 0.5), tuple(model["steps"]), model["confidence"], model["high"])


#: The ranking with the meaning signal (the model's top level): the weights of each feature, and the
#: passes of RANK_STEPS kept, read from index/ranking.json (fitted by scripts/fit_ranking.py).
WITH_MEANING = fitted(MODEL)
WEIGHTS = WITH_MEANING.weights
#: The weights that choose between a topic and its own FAQs (which of them answers, once the topic
#: does): fitted apart from WEIGHTS on the exact ruling each question expects (scripts/fit_ranking.py),
#: since WEIGHTS is fitted on whether the topic is right and lets a topic answer for its FAQs.
WITHIN = WITH_MEANING.within
#: The same fitted on the candidates the words find alone (the meaning signal not asked; its features
#: 0): it answers where no vectors are, and first wherever they are (None in a model without it).
WORDS_ALONE = fitted(MODEL["words_only"]) if "words_only" in MODEL else None
#: The same where the meaning signal is switched off: the words answer every question then, by the bar
#: chosen on their own cross-validated answers (``high_alone``), not the one they share with the
#: meaning signal where each answers some.
WORDS_SWITCHED_OFF = replace(WORDS_ALONE, high=MODEL["words_only"].get("high_alone", WORDS_ALONE.high)) if WORDS_ALONE else None
#: A question whose first topic the words alone give at least this share of the ranking's odds
#: (confidence.Evidence.share), a topic with no FAQs, is answered by them, without embedding it (most
#: of a first-time answer's time); below it, or for a topic with FAQs, the meaning signal is asked too
#: (words_enough). Chosen by scripts/fit_ranking.py, cross-validated on the training sets: the lowest
#: share tried at which the right and the exact first results and the high answers on questions by
#: others are as many, none more wrong (index/ranking.json); above 1 (no share tried was), the words
#: alone answer only where the meaning signal is switched off.
ENOUGH = MODEL["words_only"]["enough"] if WORDS_ALONE else 1.01
#: How far a FAQ that the topic's own weights put above its topic moves past the topic, per unit of
#: its lead: small enough to pass no other ruling, enough to order two such FAQs of one topic.
FAQ_ORDER = 1e-7
#: A FAQ answers the question alone when WITHIN gives it at least this share of its topic's
#: candidates (the softmax of their WITHIN scores); below it the question does not tell the cases
#: apart and the topic, which holds them all, comes first. Chosen by scripts/fit_ranking.py from a
#: few values by the cross-validated exact top-1 of the training sets (index/ranking.json).
CASE = WITH_MEANING.case
#: Which FAQs are the cases then (the ranking's ``undecided``): those at least this share of the
#: leading FAQ's (not fitted: half as likely as the leading case is still one of the cases).
ALIKE = 0.5
#: A question asking what a game term is ("what is Weakness?", 「特性とは？」, 「昏厥是什么意思」: question.ASKS_WHAT,
#: with at most DEFINED_TERMS rule terms and no card named) wants the ruling that defines the term,
#: not a card text's wording of it: a ruling of part II of the guide (how card texts read) whose
#: title names none of the question's terms weighs this much. Measured on tests/beginner: top-1
#: 20/38 -> 23/38, top-3 25 -> 29, the same from 0.8 down to 0.4; tests/questions and tests/real the
#: same. "How many" asked in Japanese and Chinese too (何枚, 多少张: "how many cards
#: in a deck?" is the deck-building rule, not the Prize count of II-D-17): beginner 31/38 -> 34/38,
#: tests/questions and tests/real the same.
DEFINITION = 0.6
DEFINED_TERMS = 2
#: A short question naming a few rule terms and no card (basic_question) is about the game's basic
#: flow: a ruling on how card texts read whose title names none of its terms weighs this much (as
#: DEFINITION, less strongly). Measured on tests/forum (real questions from fan Q&A pages and player
#: blogs): top-1 32 -> 35 of 62 ("can you evolve Pokémon on the Bench?" finds evolution, not "put
#: onto … to evolve it"); tests/questions, tests/real and tests/beginner the same; 0.8 and below
#: cost tests/questions and tests/real one each. Short: at most 80 characters and 3 terms (2 terms
#: loses a forum question; 4 costs two dev ones).
BASIC = 0.9
BASIC_TERMS = 3
BASIC_LENGTH = 80
QUESTION_FORMS = ("what-is", "how-to")
#: A ruling a pass puts just above another scores this much more: enough to be above, too little to
#: pass any other.
JUST_ABOVE = 1e-6


@dataclass
class Ranking:
    """A question's candidates on their way to the final order: the passes read and rewrite it."""

    store: Store
    question: Question
    combined: dict[str, float]
    """Each candidate's combined score (its features and WEIGHTS), in the candidates' order."""
    order: list[tuple[str, float]]
    """(ruling id, score), best first once the first pass has sorted them."""
    undecided: tuple[str, ...] = ()
    """FAQs of the first result's topic matched too alike to tell apart (the topic came first)."""
    within: dict[str, float] = field(default_factory=dict)
    """Each candidate's score by WITHIN (log-odds): how a topic and its own FAQs compare."""
    case: float = 0.5
    """CASE, or the value the fit tries."""
    unmeant: dict[str, float] = field(default_factory=dict)
    """Each candidate's odds against the best with the meaning features left out (MEANING_FEATURES):
    how the other signals alone rank it (what the confidence reads beside the ranking)."""


#: The features of the meaning signal (left out of Ranking.unmeant).
MEANING_FEATURES = ("meaning", "meaning_topic", "card_meaning")


def words_enough(store: Store, first: str | None, share: float, enough: float) -> bool:
    """Whether the words alone answer a question whose words-alone ranking puts ``first`` first with
    ``share`` of its odds: the share is at least ``enough`` (ENOUGH, or a share the fit tries) and the
    first topic has no FAQs.
    Which of a topic's rulings answers (the topic or one of its FAQs) is where the meaning signal
    counts most: cross-validated by source, answering every sure first topic by the words alone lost
    4 to 7 of the 349 exact first results at each share tried; where the topic has no FAQs, 0 or 1."""
    if first is None:
        return False
    topic = store.payloads[first]["topic"]
    return share >= enough and f"{topic}/faq-1" not in store.payloads


def combined(features: Features, weights: Features = WEIGHTS) -> float:
    """The weighted sum of a candidate's features (added up in the order of FEATURES)."""
    total = 0.0
    for name in FEATURES:
        total += getattr(weights, name) * getattr(features, name)
    return total


def odds(scores: dict[str, float]) -> dict[str, float]:
    """Combined scores as each one's odds against the best (exp of the difference: the best's 1)."""
    top = max(scores.values(), default=0.0)
    return {rid: math.exp(s - top) for rid, s in scores.items()}


def rank(store: Store, question: Question, candidates: list[Candidate], weights: Features | None = None,
         steps: tuple[str, ...] | None = None, scale: str | None = None, within: Features | None = None,
         case: float | None = None) -> Ranking:
    """The candidates, best first: combined, then passed through the passes of RANK_STEPS the fit
    keeps (``steps``: their function names), in order. With fitted weights (``scale: odds``) a score
    is exp(combined − the best combined): the first result's 1, another's the odds the fitted model
    gives it against the first, so that the passes' factors read as before (positive, best first).
    ``within`` and ``case`` (WITHIN, CASE when not given) order a topic and its FAQs."""
    weights = weights or WEIGHTS
    scores = {c.id: combined(c.features, weights) for c in candidates}
    unmeant = odds({c.id: scores[c.id] - sum(getattr(weights, n) * getattr(c.features, n) for n in MEANING_FEATURES)
                    for c in candidates})
    if (MODEL.get("scale") if scale is None else scale) == "odds":
        scores = odds(scores)
    inside = {c.id: combined(c.features, within or WITHIN) for c in candidates}
    ranking = Ranking(store, question, scores, sorted(scores.items(), key=lambda kv: -kv[1]), within=inside,
                      case=CASE if case is None else case, unmeant=unmeant)
    kept = WITH_MEANING.steps if steps is None else steps
    for step in RANK_STEPS:
        if step.key in ALWAYS_RUN or step.key in kept:
            before = list(ranking.order)
            step.run(ranking)
            broken = step.promise(before, ranking)
            if broken:
                raise BrokenPromise(f"pass {step.name!r}: {broken}")
    return ranking


def faq_weight(payloads: dict[str, dict], rid: str, scores: dict[str, float], within: dict[str, float]) -> float:
    """A ruling's score; a FAQ that its topic's own weights (WITHIN: ``within``) put above its topic
    takes the topic's place: it is the topic's answer to this very question ("こだわりメット付いてたら
    反動ダメも減る?" is II-B-09's FAQ 2, not all of II-B-09). Which of a topic's rulings answers is not
    what the ranking's weights measure (a topic answers for its FAQs there)."""
    p = payloads[rid]
    own = scores.get(p["topic"])
    if p["kind"] != "faq" or own is None or within[rid] <= within[p["topic"]]:
        return scores[rid]
    # Just above its topic; two FAQs of it that both lead it keep their own order.
    return max(scores[rid], own + JUST_ABOVE + FAQ_ORDER * (within[rid] - within[p["topic"]]))


def faqs_weighed(r: Ranking) -> None:
    """Every candidate by its combined score, a FAQ above its topic where faq_weight says; best first."""
    r.order = sorted(((rid, faq_weight(r.store.payloads, rid, r.combined, r.within)) for rid in r.combined),
                     key=lambda kv: -kv[1])


def case_shares(r: Ranking, topic: str) -> dict[str, float]:
    """Each candidate of a topic (the topic, its FAQs) with its share of them by WITHIN (softmax)."""
    own = {rid: v for rid, v in r.within.items() if r.store.payloads[rid]["topic"] == topic}
    top = max(own.values())
    z = sum(math.exp(v - top) for v in own.values())
    return {rid: math.exp(v - top) / z for rid, v in own.items()}


def faqs_alike(r: Ranking) -> None:
    """A first FAQ that WITHIN gives less than CASE of its topic does not answer the question alone:
    the question does not tell the situations apart, so their topic, which holds them all, comes
    first; the FAQs at least ALIKE as likely as the leading one are the ranking's ``undecided``
    (when two or more are; none when one FAQ leads)."""
    if not r.order:
        return
    first, score = r.order[0]
    payloads = r.store.payloads
    if payloads[first]["kind"] != "faq":
        return
    topic = payloads[first]["topic"]
    shares = case_shares(r, topic)
    if shares[first] >= r.case:
        return
    alike = tuple(rid for rid, _ in r.order if payloads[rid]["kind"] == "faq" and payloads[rid]["topic"] == topic
                  and shares[rid] >= ALIKE * shares[first])
    r.order = [(topic, score + JUST_ABOVE)] + [(rid, s) for rid, s in r.order if rid != topic]
    r.undecided = alike if len(alike) > 1 else ()


def defining_first(r: Ranking) -> None:
    """For a question asking what a game term is (asks_what): a ruling on how card texts read (part II
    of the guide) weighs DEFINITION unless its title names one of the question's terms (Devolve);
    for a question about the game's basic flow (basic_question), BASIC."""
    q = r.question
    if asks_what(q):
        weight_of_part = DEFINITION
    elif basic_question(q):
        weight_of_part = BASIC
    else:
        return
    asked = set(q.concepts)

    def weight(rid: str) -> float:
        if not rid.startswith(CARD_TEXT_PART):
            return 1.0
        title = r.store.payloads[rid]["title"]
        return 1.0 if r.store.terms_of(title.get(q.lang) or title["en"], q.lang) & asked else weight_of_part

    r.order = sorted(((rid, s * weight(rid)) for rid, s in r.order), key=lambda kv: -kv[1])


def topics_apart(r: Ranking) -> None:
    """The first result and its cases (the FAQs ``undecided`` between, which its answer reads); then
    each other topic's best ruling, in order; then the rest (a topic's other FAQs) in order. The
    results shown are then so many different answers: when the first is not the one, the next are
    other topics, not more FAQs of the same one (its page lists them all). The first result, and so
    top-1 and the confidence, stay as they were. Cross-validated by source (make fit), top-3 went
    from 163 to 166 of tests/real's 177 (0.921 → 0.938) and from 162 to 161 of tests/questions' 165;
    tests/forum and tests/beginner did not change. (With the cases too put after the other topics,
    tests/real's top-3 was 169 and tests/questions' 162, but a topic the question could not tell its
    FAQs apart for would then show its cases below four other topics, or not at all.)"""
    if not r.order:
        return
    payloads = r.store.payloads
    cases = set(r.undecided)
    seen = {payloads[r.order[0][0]]["topic"]}
    first, rest = [r.order[0]] + [kv for kv in r.order[1:] if kv[0] in cases], []
    for rid, score in r.order[1:]:
        if rid in cases:
            continue
        topic = payloads[rid]["topic"]
        (rest if topic in seen else first).append((rid, score))
        seen.add(topic)
    r.order = first + rest


@dataclass(frozen=True)
class Pass:
    """A re-ranking pass over a question's candidates, with what it promises of the order."""

    name: str
    """What it does."""
    run: Callable[[Ranking], None]
    """The pass: reads and rewrites Ranking.order."""
    promise: Callable[[list[tuple[str, float]], Ranking], "str | None"]
    """What it guarantees (given the order before it), checked after it runs: what it broke, or None."""

    @property
    def key(self) -> str:
        """Its name in index/ranking.json's ``steps`` (the function's)."""
        return self.run.__name__


def each_once(before: list[tuple[str, float]], r: Ranking) -> str | None:
    """Every ruling of the order before still in it, and each once."""
    ids = [rid for rid, _ in r.order]
    if len(ids) != len(set(ids)):
        return "a ruling is in the order twice"
    return "a ruling was lost" if {rid for rid, _ in before} - set(ids) else None


def best_first(before: list[tuple[str, float]], r: Ranking) -> str | None:
    """each_once, and the order by score, best first."""
    scores = [s for _, s in r.order]
    return each_once(before, r) or (None if scores == sorted(scores, reverse=True) else "the order is not by score")


def topic_of_first(before: list[tuple[str, float]], r: Ranking) -> str | None:
    """each_once, and the first result the one before or its topic."""
    if before and r.order and r.order[0][0] not in (before[0][0], r.store.payloads[before[0][0]]["topic"]):
        return f"{r.order[0][0]} came first, neither {before[0][0]} nor its topic"
    return each_once(before, r)


def first_kept(before: list[tuple[str, float]], r: Ranking) -> str | None:
    """each_once, and the first result the one before."""
    if before and r.order[:1] != before[:1]:
        return "the first result moved"
    return each_once(before, r)


#: The re-ranking passes, in order, after the combined score.
RANK_STEPS: tuple[Pass, ...] = (
    Pass("a FAQ stands just above its topic when it matches better", faqs_weighed, best_first),
    Pass("a FAQ WITHIN gives less than CASE of its topic: the topic first", faqs_alike, topic_of_first),
    Pass("what-is and basic questions: the defining ruling before card-text wording (DEFINITION, BASIC)", defining_first, best_first),
    Pass("each topic's best ruling before any topic's second", topics_apart, first_kept),
)


#: The passes that order a topic's own rulings (a FAQ or its topic), and the one that puts each topic's
#: best before any second (it keeps the first result): always run. The fit keeps the others only where
#: its cross-validated top-1 needs them (a topic answers for its FAQs there, so it cannot measure these).
ALWAYS_RUN = ("faqs_weighed", "faqs_alike", "topics_apart")


def basic_question(q: Question) -> bool:
    """Whether a question is about the game's basic flow: short (BASIC_LENGTH characters), naming at most
    BASIC_TERMS rule terms ("Pokémon" not counted) and no card, attack or Ability, known or not
    ("can you evolve Pokémon on the Bench?", 「逃げたあと攻撃できる?」)."""
    return q.length <= BASIC_LENGTH and not q.names and _few_terms_no_card(q.concepts, BASIC_TERMS, QUESTION_FORMS + ("pokemon-card",))


def asks_what(q: Question) -> bool:
    """Whether a question asks what a game term is or how a basic step goes (question.ASKS_WHAT), naming
    at most DEFINED_TERMS rule terms and no card, attack or Ability."""
    return q.asks_what and _few_terms_no_card(q.concepts, DEFINED_TERMS)


def _few_terms_no_card(concepts: tuple[str, ...], most: int, leave: tuple[str, ...] = QUESTION_FORMS) -> bool:
    """Whether the terms (those in ``leave`` not counted) are at most ``most`` and name no card,
    attack or Ability."""
    ruled = [c for c in concepts if c not in leave]
    return len(ruled) <= most and not any(named(c) for c in ruled)
