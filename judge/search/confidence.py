"""How sure an answer is (DESIGN.md, the answer object's ``confidence``):

- ``none``: no ruling of the sources answers the question: it says almost nothing about the game's
  rules (another game, prices, the venue, a greeting, gibberish);
- ``low``: the results are candidates ("did you mean…"), not one answer;
- ``high``: the first result answers the question.

The decision reads a few measurements of the question and its ranking (:class:`Evidence`), with
thresholds measured on the question sets (``make eval`` prints how often each set gets each
confidence, and how often the first result is right when it says ``high``). :func:`weigh` takes the
measurements, :func:`decide` decides.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from judge.lang.text import fold
from judge.search.query import Query, named
from judge.search.store import Store

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
#: of the measured sets holds a marker (tests/test_confidence.py).
GAME_TALK_EVIDENCE = 12.0
#: A way of asking a ruling this close to the question (character n-gram cosine) makes it a rules
#: question however few rule terms it names (dev/holdout card-name questions: 0.5 and above).
NEAR_ASKED = 0.45
#: The first result is the answer when it leads the best result of another ruling by this much
#: (re-ranked score; a note shown as the same ruling's difference is not another ruling) and the
#: ruling asked most like the question is the same; or when it leads by HIGH_LEAD whatever the ways
#: of asking say. Measured on tests/questions (dev) and tests/real with their final asks: margin
#: 0.3 alone gives high on 82% of the dev questions, right on 95% of them; 0.2 with agreement or
#: 0.5 alone, 81% / 96.3% (real: 27% / 72%); 0.1 with agreement or 0.4 alone, 86% / 96.5% (real:
#: 36% / 75%), the best of the grid on both sets. A judge is worse served by a wrong answer given
#: as sure than by candidates. Measured again once no way of asking was left within 0.5 cosine of a
#: measured question (the ways of asking agree less often): a lead of 0.35 alone adds 14 `high`
#: answers on tests/questions, tests/real, tests/beginner and tests/forum, one of them wrong; 0.3 adds
#: 35, six of them wrong.
HIGH_MARGIN = 0.1
HIGH_LEAD = 0.35
#: ... and the question says at least this much about the rules, or is asked this closely.
HIGH_EVIDENCE = 2.0


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


def decide(e: Evidence) -> str:
    """``high``, ``low`` or ``none`` for the evidence."""
    if not e.results:
        return NONE
    if e.off_topic and e.rules < (GAME_TALK_EVIDENCE if "game-talk" in e.off_topic else MARKED_EVIDENCE):
        return NONE
    if e.rules < NONE_EVIDENCE and not e.named and e.nearest < NEAR_ASKED:
        return NONE
    leads = e.margin >= HIGH_LEAD or (e.margin >= HIGH_MARGIN and e.agrees)
    if leads and (e.rules >= HIGH_EVIDENCE or e.named or e.nearest >= NEAR_ASKED):
        return HIGH
    return LOW


def weigh(store: Store, query: Query, ranked: list[tuple[str, float]], asked: dict[str, float]) -> Evidence:
    """How much the question says about the rules, and how clearly the first result of its ranking
    leads (``asked``: each ruling's nearest way of asking, the asking signal's scores)."""
    e = Evidence(results=len(ranked))
    for c in query.concepts:
        if named(c):
            e.named += store.doc_frequency("concepts", c) + store.doc_frequency("lead_concepts", c) > 0
            continue
        df = max(store.doc_frequency("concepts", c), store.doc_frequency("lead_concepts", c))
        if df:
            e.rules += math.log(store.documents / df)
    e.off_topic = sorted({m.concept for m in store.off_topic.find(fold(query.text))})
    if ranked:
        first = ranked[0][0].split("/")[0]
        payloads = store.payloads
        # The lead over another answer: a note shown as the same ruling's difference is none.
        same = lambda rid: rid.split("/")[0] == first or first in payloads[payloads[rid]["topic"]].get("touches", [])  # noqa: E731
        e.margin = ranked[0][1] - next((s for rid, s in ranked[1:] if not same(rid)), 0.0)
        e.nearest = max((c for rid, c in asked.items() if rid.split("/")[0] == first), default=0.0)
        if asked:
            e.agrees = max(asked, key=lambda rid: (asked[rid], rid)).split("/")[0] == first
    return e
