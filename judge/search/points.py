"""Which of a ruling's points a question asks: the point whose line the answer leads with.

A ruling's points (``rulings/points/``, in each payload's ``points``) are its rules one at a time,
each with its one line and its yes/no question. The point a question asks is the one closest to it
in meaning (the question's vector against each point's lines and questions, in every language),
then in the terms they share (each weighing by how few rulings hold it) and in wording (n-grams).
"""

from __future__ import annotations

import math
from collections import Counter
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from judge.index import point_model
from judge.index.closeness import cosine
from judge.index.store import Store
from judge.search.question import Question, asks_to_play, numbers

#: How much the terms a point shares with the question count, and how much its wording, beside its
#: closeness in meaning (a cosine of e5, which runs from about 0.7 for unrelated texts to 1). Fitted
#: with COUNTS on the bank's batches b001-b003 (2,020 questions, `python scripts/fit_points.py --fit`):
#: the point of its topic chosen for 0.701 of them, against 0.663 by meaning alone.
TERMS = 0.01
WORDING = 0.3
#: How much a point's naming the counts the question names counts, and, for a question asking how
#: many, its naming any count ("How many Supporters a turn?": the point on one a turn, not the one
#: on playing them only during your own turn). Fitted as TERMS and WORDING were.
COUNTS = 0.02
#: How much a point's closeness through the bank counts (the mean cosine of the bank's NEAREST
#: questions asking it closest to the question), beside its own lines' closeness; used only where the
#: bank holds questions of every point of the ruling. Chosen on `python scripts/fit_points.py --every 3`
#: (4,106 questions of 27 batches, each scored with its own batch left out of the bank): 0.698 at 2,
#: 0.688 at 1, 0.698 at 4, 0.651 at 0.
BANK = 2.0
NEAREST = 3
#: How much a point whose question asks whether a card can be played counts, for a question asking
#: that ("can I play Boss's Orders when …?": the points on when a Supporter cannot be played, not the
#: one on showing it). Set by reading the lines of the questions tests/test_answers.py checks; not fitted.
PLAYS = 0.15
#: The term of when a card cannot be played (its use would change nothing): a point naming it counts
#: whole for such a question, one whose yes/no question asks to play a card half.
PLAYABLE = "would-change-nothing"


#: How much the learned mapping's probability of a point counts (judge/index/point_model.py: a logit
#: per topic over the question's vector, fitted on the bank). Chosen on `python scripts/fit_points.py
#: --every 3` (6,549 questions of 55 batches; each scored by models fitted without its batch, 5 folds
#: by batch; the logit's C 10): the point 0.734 without it, 0.778 at 0.1, 0.781 at 0.2, 0.768 at 0.4,
#: 0.754 at 1; by the mapping alone 0.735. Set at 0.1, the flatter side of the optimum: at 0.2 a
#: question asking how many Supporters a turn leads with the point on when they are played
#: (tests/test_answers.py), the mapping reading the card kind asked but not the count. On 57 batches
#: (6,719 questions, the same command): 0.777 with it, 0.734 without.
LEARNED = 0.1


#: The features a point is scored by, each with its weight (meaning's own weighs 1).
WEIGHTS = {"meaning": 1.0, "wording": WORDING, "terms": TERMS, "counts": COUNTS, "bank": BANK, "plays": PLAYS,
           "learned": LEARNED}


#: Where a question's vector is the static table's (``$JUDGE_MEANING_ENCODER=first-pass``, the topic
#: sure without e5), the point of its first result is chosen by that reading unless the choice is in
#: doubt: the best point's score (WEIGHTS) ahead of the second by less than this bar, or the learned
#: mapping preferring another point (LEARNED_DISAGREES). There e5 reads the question and chooses the
#: point (judge/search/pipeline.py, point_read). Chosen on the bank's 59 batches, every third question
#: (6,759; `python scripts/fit_points.py --every 3 --gate FILE`), each scored with its batch left out of
#: the bank and its fold out of the learned mapping, by the table refitted with the relative term
#: (scripts/build_static.py --refine --relative 1): the point 0.752 by the table alone, 0.776 by e5;
#: by the gate at 0.03 0.773 with 0.205 of the questions sent to e5, at 0.04 0.775 with 0.260, at 0.05
#: 0.775 with 0.314. The bar cross-validated by fold of batches (the smallest holding the choice within
#: 0.003 of e5's on the other four folds): 0.04 in every fold, 0.774 with 0.250 sent. The learned
#: mapping's disagreeing sends more for nothing (cross-validated 0.774 with 0.305): not used. With the
#: table before the refit the gate needed 0.12 (0.775, 0.647 sent); at 0.06, 0.764 with 0.393.
POINT_DOUBT = 0.04
LEARNED_DISAGREES = False
#: The bank's batches the served answer's point choice reads without, and the learned mapping it reads
#: (True: the committed one): none left out, the committed mapping, but while a development measure
#: serves a bank batch as if it were not in the bank (bank_held_out).
_HELD: ContextVar[tuple[frozenset[str], "point_model.PointModel | bool"]] = ContextVar("held", default=(frozenset(), True))


@contextmanager
def bank_held_out(batches: frozenset[str], model: point_model.PointModel | bool = True):
    """Within it, the answer's point (asked_point, point_features called without ``leave_out`` and
    with the committed mapping) is chosen without the bank's ``batches`` as neighbours and by ``model``:
    a bank batch's questions served as a question the bank does not hold (scripts/fit_points.py
    --agree-bank: the model fitted without the batch's fold)."""
    token = _HELD.set((frozenset(batches), model))
    try:
        yield
    finally:
        _HELD.reset(token)


def asked_point(store: Store, payload: dict, question: Question, also: str | None = None,
                leave_out: frozenset[str] = frozenset(), weights: dict | None = None,
                model: point_model.PointModel | bool = True) -> dict | None:
    """The point of a ruling the question asks (of a topic: its own points and its FAQs'), or None
    for a ruling without points: the one whose features (point_features) weigh most (WEIGHTS, or
    ``weights`` to fit them); a tie goes to the point written first."""
    scored = point_features(store, payload, question, also, leave_out, model)
    if not scored:
        return None
    return scored[_best([score_of(f, weights) for _, f in scored])][0]


def _best(totals: list[float]) -> int:
    """The place of the highest score, the first of those tied."""
    return max(range(len(totals)), key=lambda i: (totals[i], -i))


def score_of(features: dict[str, float], weights: dict | None = None) -> float:
    """A point's score: its features weighed (WEIGHTS, or ``weights``)."""
    w = weights or WEIGHTS
    return round(sum(w[k] * v for k, v in features.items()), 6)


def point_in_doubt(scored: list[tuple[dict, dict[str, float]]], weights: dict | None = None,
                   bar: float | None = None, learned_disagrees: bool | None = None) -> bool:
    """Whether a ruling's points as scored (point_features) leave the one asked in doubt: the best
    ahead of the second by less than ``bar`` (POINT_DOUBT), or, with ``learned_disagrees``
    (LEARNED_DISAGREES), the learned mapping's most likely point another than the best. A ruling of
    one point, or none, is never in doubt."""
    if len(scored) < 2:
        return False
    bar = POINT_DOUBT if bar is None else bar
    disagrees = LEARNED_DISAGREES if learned_disagrees is None else learned_disagrees
    totals = [score_of(f, weights) for _, f in scored]
    best = _best(totals)
    second = max(t for i, t in enumerate(totals) if i != best)
    if totals[best] - second < bar:
        return True
    if disagrees:
        learned = [f.get("learned", 0.0) for _, f in scored]
        if any(learned) and _best(learned) != best:
            return True
    return False


def point_features(store: Store, payload: dict, question: Question, also: str | None = None,
                   leave_out: frozenset[str] = frozenset(),
                   model: point_model.PointModel | bool = True) -> list[tuple[dict, dict[str, float]]]:
    """Each point of a ruling (of a topic: its own points and its FAQs') with what tells it apart as
    the one asked: its closeness in meaning (``meaning``: its closest line or question), in wording
    (``wording``: n-gram cosine with the question, or with ``also``, a text the answer's verdict rests
    on: the statement or way of asking it matched), the terms it shares (``terms``: specificity), the
    counts (``counts``), its closeness through the bank's questions (``bank``; 0 for every point
    where the bank lacks questions of one: ``leave_out``, batches not read) and the learned mapping's
    probability of it (``learned``: by ``model``, the committed one when True, none when False; 0
    for a topic without one)."""
    points = payload.get("points") or []
    if not points:
        return []
    if not leave_out and model is True:  # as served: the bank read as bank_held_out says (whole, by default)
        leave_out, model = _HELD.get()
    lang = question.lang
    ids = [p["id"] for p in points]
    meaning = question.points_in_meaning(store.meaning, ids) if store.meaning else {}
    banked = question.points_in_bank(store.meaning, ids, NEAREST, leave_out) if store.meaning else {}
    if len(banked) < len(ids):  # a point the bank holds no question of: the bank does not choose
        banked = {}
    mapping = point_model.load() if model is True else (model or None)
    learned = mapping.probabilities(question.meant(store.meaning), ids) if mapping is not None and store.meaning else {}
    wanted = set(question.concepts)
    also_grams = store.grams_of(also) if also else None
    counts, how_many = question.asking.counts, question.asking.how_many
    plays = question.asks_to_play and not question.asking.asks_which
    out = []
    for p in points:
        texts = [t for t in (p["line"].get(lang), (p.get("ask") or {}).get(lang)) if t]
        grams = [store.grams_of(t) for t in texts]
        terms = set().union(*(store.terms_of(t, lang) for t in texts))
        said = max(cosine(question.wording, g) for g in grams)
        if also_grams is not None:
            said = max(said, max(cosine(also_grams, g) for g in grams))
        named = numbers(p["line"].get(lang) or "")
        out.append((p, {"meaning": meaning.get(p["id"], 0.0), "wording": said,
                        "terms": specificity(store, implied(store, terms) & wanted),
                        "counts": float(len(counts & named) + (bool(named) if how_many else 0)),
                        "bank": banked.get(p["id"], 0.0), "learned": learned.get(p["id"], 0.0),
                        "plays": (1.0 if PLAYABLE in terms else 0.5 * asks_to_play((p.get("ask") or {}).get("en") or "")) if plays else 0.0}))
    return out


def implied(store: Store, terms: set[str]) -> set[str]:
    """Terms with those their names hold ("no-weakness-resistance" speaks of Weakness and Resistance,
    "dc-step3-weakness" of Weakness): a phrase the dictionary reads as one term still names its parts."""
    ids = store.terms.by_id
    return set(terms) | {part for t in terms for part in runs(t) if part in ids}


@lru_cache(maxsize=8192)
def runs(term: str) -> tuple[str, ...]:
    """Every shorter run of a term id's hyphenated words ("dc-step3-weakness": "dc", "step3", "weakness",
    "dc-step3", "step3-weakness"): the ids a term's name can hold whole (made once per term)."""
    words = term.split("-")
    return tuple("-".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1) if j - i < len(words))


def specificity(store: Store, terms: set[str]) -> float:
    """How much a set of terms says: each weighs by how few rulings hold it (log of the rulings over
    those holding it, plus one), so that a sentence naming Asleep beside retreating says more than
    one naming the Active Pokémon beside it."""
    rulings = len(store.payloads)
    return sum(math.log(rulings / (1 + holding(store, t))) + 1 for t in terms)


def holding(store: Store, term: str) -> int:
    """How many rulings hold a term anywhere (counted once per opened index)."""
    if not store.holding:
        counts = Counter(t for terms in store.covered.values() for t in terms)
        store.holding.update(counts or {"": 0})
    return store.holding.get(term, 0)
