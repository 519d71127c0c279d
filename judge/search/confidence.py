"""How sure an answer is (DESIGN.md, the answer object's ``confidence``):

- ``none``: no ruling of the sources answers the question: it says almost nothing about the game's
  rules (another game, prices, the venue, a greeting, gibberish);
- ``low``: the results are candidates ("did you mean…"), not one answer;
- ``high``: the first result answers the question.

The decision reads a few measurements of the question and its ranking (:class:`Evidence`), with
thresholds measured on the question sets and a fitted probability (judge/search/fitted.py) (``make eval`` prints how often each set gets each
confidence, and how often the first result is right when it says ``high``). :func:`weigh` takes the
measurements, :func:`decide` decides.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.search.candidates import Features
from judge.search.fitted import MODEL, probability
from judge.search.question import Question, named
from judge.index.store import Store

HIGH, LOW, NONE = "high", "low", "none"

#: Below this much rule evidence (the summed inverse document frequency of the rule terms the
#: question names), with no card the corpus knows and no close way of asking, nothing answers it.
#: "Pokémon" alone weighs 0.5; "Bench" 2.0; "Knock Out" 2.9. Measured on tests/offtopic
#: (off-topic-dev: every question but one below 1.0) against the rules questions of tests/questions,
#: tests/real and tests/holdout (2% of them below 1.0, each naming a card or asked closely).
NONE_EVIDENCE = 1.0
#: A question naming an off-topic kind of thing (index/off-topic.yaml) is off-topic unless it says
#: at least this much about the rules (off-topic-dev: at most 3.7 with a marker; rules questions
#: holding a marker word: none in the measured sets).
MARKED_EVIDENCE = 6.0
#: Game talk (deck advice, a card's strength, the metagame) names the game's own words (deck, a
#: card, Supporter, ex) while asking nothing of the rules, so its marker holds up to more rule
#: evidence: tests/offtopic/game-talk-dev.yaml's questions with a marker reach 11.7 (deck advice
#: naming a card and deck building: "tips for building a deck around Lugia VSTAR?"); no rules question
#: of the measured sets holds a marker (tests/test_confidence.py). Tournament procedure does the same
#: (who goes first in game 2 of a best-of-three, a penalty for a card seen while shuffling, cutting
#: the opponent's deck): procedure-dev's questions with a marker reach 13.7, most below 11.
SUBJECT_EVIDENCE = 12.0
#: The kinds whose marker holds up to SUBJECT_EVIDENCE.
SUBJECT_KINDS = frozenset({"game-talk", "tournament-procedure"})
#: Kinds of off-topic words that say where a question is asked, not what: on a phone, in an app.
#: A question holding only these and saying at least MARKED_EVIDENCE of the rules is a rules
#: question asked there, decided as any other; one saying less is off-topic, answered that the
#: guides do not cover it.
CONTEXT_KINDS = frozenset({"software-and-devices"})
#: Words naming an event ("at locals", 「シティリーグで」, 「店赛上」) say where a rules question was
#: asked as often as they begin game talk of that event (what won it): they never make a question
#: off-topic (rules-at-events-dev: 8 of 60 rules questions asked at an event say less than
#: MARKED_EVIDENCE of the rules), but one saying less than that is never answered as sure.
#: (A judge's ruling reported, "the judge at regionals said", is no off-topic word at all.)
PLACE_KINDS = frozenset({"event"})
#: A way of asking a ruling this close to the question (character n-gram cosine) makes it a rules
#: question however few rule terms it names (dev/holdout card-name questions: 0.5 and above).
NEAR_ASKED = 0.45


@dataclass
class Evidence:
    """What the decision reads, for one question and its ranking."""

    rules: float = 0.0
    """Summed inverse document frequency of the rule terms the question names (names excluded)."""
    named: int = 0
    """Cards, attacks and Abilities named in the question that the corpus knows."""
    off_topic: list[str] = field(default_factory=list)
    """Kinds of off-topic words found (other-game, prices-and-collecting, …)."""
    nearest: float = 0.0
    """Cosine of the question with the closest way of asking the first result's topic."""
    margin: float = 0.0
    """The first result's score minus the best score of a result of another topic."""
    results: int = 0
    """How many results the search found."""
    agrees: bool = False
    """The ruling asked most like the question (its asks, its FAQs' questions) is the first result's topic."""
    cases: bool = False
    """The first result is a topic whose FAQs the question does not tell apart (rank.faqs_alike)."""
    share: float = 0.0
    """The first result's topic's share of all the results' scores (with fitted weights, the ranking
    model's own probability that this topic answers: its rulings' odds over every candidate's)."""
    alone: float = 0.0
    """The first result's topic's share of the ranking's odds with the meaning signal left out
    (rank.Ranking.unmeant): whether the other signals alone put it ahead as well. Cross-validated by
    source (a scratch run of the confidence model alone), it tells right first results from wrong
    better: AUC 0.761 → 0.770 on tests/real, 0.725 → 0.738 on tests/forum."""
    sure: float = 0.0
    """The fitted probability that the first result answers the question (:func:`sure`)."""
    lang: str = "en"
    """The question's language: the measures above run on other scales in Japanese and Chinese
    (character n-grams, their word scores), so the confidence weighs it too."""


def inputs(e: Evidence, first: Features | None) -> dict[str, float]:
    """What the fitted confidence reads: the evidence, and the first result's features."""
    # The lead as log-odds too: the margin of scores near 1 saturates (scores are exp of the fitted score).
    odds = min(-math.log(max(1e-9, 1.0 - e.margin)), 10.0) / 10.0
    out = {"margin": e.margin, "odds": odds, "rules": min(e.rules, 20.0) / 10.0, "named": float(e.named > 0), "nearest": e.nearest,
           "agrees": float(e.agrees), "share": e.share, "cases": float(e.cases),
           "share_odds": max(-10.0, min(10.0, math.log(max(e.share, 1e-9) / max(1.0 - e.share, 1e-9)))) / 10.0,
           "ja": float(e.lang == "ja"), "zh": float(e.lang == "zh"), "alone": e.alone}
    for name in Features.__slots__:
        out[f"first_{name}"] = getattr(first, name) if first is not None else 0.0
    return out


def sure(e: Evidence, first: Features | None, weights: dict[str, float] | None = None) -> float:
    """The probability that the first result answers the question, by the fitted confidence model."""
    return probability(MODEL["confidence"] if weights is None else weights, inputs(e, first)) if e.results else 0.0


def decide(e: Evidence, high: float | None = None) -> str:
    """``high``, ``low`` or ``none`` for the evidence: ``none`` for a question that says too little
    about the rules (or is off-topic), ``high`` when the fitted probability that the first result
    answers is at least ``high`` (the fitted bar: where it was right at least 95 % of the time)."""
    if not e.results:
        return NONE
    kinds = [k for k in e.off_topic if k not in PLACE_KINDS]
    if kinds and e.rules < (SUBJECT_EVIDENCE if SUBJECT_KINDS.intersection(kinds) else MARKED_EVIDENCE):
        return NONE
    if e.rules < NONE_EVIDENCE and not e.named and e.nearest < NEAR_ASKED:
        return NONE
    if kinds and not CONTEXT_KINDS.issuperset(kinds):  # an off-topic kind of thing, yet much of the rules: never read out as sure
        return LOW
    if len(kinds) < len(e.off_topic) and e.rules < MARKED_EVIDENCE:  # an event named, little of the rules
        return LOW
    return HIGH if e.sure >= (MODEL["high"] if high is None else high) else LOW


def weigh(store: Store, question: Question, ranked: list[tuple[str, float]], asked: dict[str, float],
          undecided: tuple[str, ...] = (), unmeant: dict[str, float] | None = None) -> Evidence:
    """How much the question says about the rules, and how clearly the first result of its ranking
    leads (``asked``: each ruling's nearest way of asking, the asking signal's scores; ``undecided``:
    the FAQs of the first result the question does not tell apart; ``unmeant``: each candidate's
    odds with the meaning signal left out, rank.Ranking.unmeant)."""
    e = Evidence(results=len(ranked), cases=bool(undecided), lang=question.lang)
    for c in question.concepts:
        if named(c):
            e.named += store.doc_frequency("concepts", c) + store.doc_frequency("lead_concepts", c) > 0
            continue
        df = max(store.doc_frequency("concepts", c), store.doc_frequency("lead_concepts", c))
        if df:
            e.rules += math.log(store.documents / df)
    e.off_topic = list(question.off_topic)
    if ranked:
        first = ranked[0][0].split("/")[0]
        payloads = store.payloads
        # The lead over another answer: a note shown as the same ruling's difference is none.
        same = lambda rid: rid.split("/")[0] == first or first in payloads[payloads[rid]["topic"]].get("touches", [])  # noqa: E731
        e.margin = ranked[0][1] - next((s for rid, s in ranked[1:] if not same(rid)), 0.0)
        e.share = share_of(ranked, same)
        e.alone = share_of(list(unmeant.items()), same) if unmeant else e.share
        e.nearest = max((c for rid, c in asked.items() if rid.split("/")[0] == first), default=0.0)
        if asked:
            e.agrees = max(asked, key=lambda rid: (asked[rid], rid)).split("/")[0] == first
    return e


def share_of(odds: list[tuple[str, float]], mine: Callable[[str], bool]) -> float:
    """The share of the odds that the rulings ``mine`` accepts hold."""
    total = sum(s for _, s in odds)
    return sum(s for rid, s in odds if mine(rid)) / total if total > 0 else 0.0
