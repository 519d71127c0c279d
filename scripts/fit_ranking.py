"""Fit the ranking's weights and the confidence model on the question sets (index/ranking.json).

Usage: .venv/bin/python scripts/fit_ranking.py [--write]      (needs scikit-learn: pip install -e ".[fit]")

Every candidate of a question is described by its raw features (candidates.Features: the word
score, the wording's closeness, the nearest way of asking, the share of terms held, meaning, FAQ
or topic, its source (the guides, the XY-regulation notice, the overview), a named card's phrases).
The ranking's weights are fitted as a conditional logit of the right candidate among each
question's candidates; a second one, over a topic's own candidates, chooses between the topic and
its FAQs (rank.WITHIN, rank.CASE); the confidence is a logistic model of whether the first result
is right. Training sets: tests/questions and tests/beginner (our own writing, one
source each), tests/real and tests/forum (questions by others; a source per site). Every figure
printed for them is cross-validated: the weights that score a question were fitted without any
question of its source. Which passes of rank.RANK_STEPS stay, and rank.CASE, are chosen by the same
cross-validation. tests/holdout, tests/forum-holdout and the off-topic holdouts are never fitted on nor chosen
by: ``make eval`` scores them with the written weights.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.corpus import safeyaml  # noqa: E402
from judge.search.ask import open_index  # noqa: E402
from judge.search.candidates import MEANING_SIGNALS, Candidate, gather  # noqa: E402
from judge.search.confidence import Evidence, decide, inputs, weigh  # noqa: E402
from judge.search.evaluate import settles  # noqa: E402
from judge.search.found import Found  # noqa: E402
from judge.search.pipeline import general_first, guide_over_note, stated_first  # noqa: E402
from judge.search.fitted import FITTED, probability  # noqa: E402
from judge.search.question import Question, read  # noqa: E402
from judge.search.rank import ALWAYS_RUN, FEATURES, RANK_STEPS, rank, words_enough  # noqa: E402
from judge.search.candidates import Features  # noqa: E402

TRAIN = {"questions": "tests/questions", "beginner": "tests/beginner", "real": "tests/real", "forum": "tests/forum"}
#: Off-topic questions written for this project (their dev halves): no ruling answers them, so the
#: confidence learns from them that its first result is not the answer. The ranking skips them.
OFF_TOPIC = {"offtopic-dev": "tests/offtopic/offtopic-dev.yaml", "game-talk-dev": "tests/offtopic/game-talk-dev.yaml"}
BY_OTHERS = ("real", "forum")
#: The share of ``high`` answers that must be right in each set of HIGH_SETS, cross-validated.
HIGH_PRECISION = 0.95
#: The sets in each of which HIGH_PRECISION must hold: every set fitted on, not only the questions by
#: others. Measured (cross-validated) when only real and forum held it: the bar 0.816, and tests/questions'
#: high answers right 0.931 of the time (real 0.384 high, right 0.956); with every set, the bar 0.867,
#: tests/questions 0.956 (0.685 high), real 0.978 (0.260 high), forum 0.960 (0.403 high). Plain questions
#: of a player's own (not the card Q&A's) then meet the bar as often as those it was measured on.
HIGH_SETS = tuple(TRAIN)
#: Inverse regularisation of the ranking's conditional logit. Measured by the cross-validation below
#: with it set for the choice within a topic too (top-1 / exact first results of 442): 0.03 357/327,
#: 0.1 356/330, 0.3 353/331, 1.0 (the default it had) 351/327, 3.0 345/322.
C_RANK = 0.1
#: ... and of the choice within a topic: at 0.1 too, the ways of asking each left out (`judge eval
#: --left-out`) got 15 FAQ verdicts, not 40 (FAQs were put first less often), so it keeps 1.0.
C_WITHIN = 1.0
#: Inverse regularisation of the confidence's logistic model. Measured the same way with C_RANK 0.1,
#: within a topic too (share given high on real / forum, each right at least HIGH_PRECISION): 0.3 0.277/0.403, 1.0
#: 0.277/0.371, 3.0 0.023/0.016 (the bar, chosen on about 240 questions, moves a lot with it).
C_CONFIDENCE = 0.3
STEPS = tuple(step.key for step in RANK_STEPS if step.key not in ALWAYS_RUN)
#: The pipeline's stages after the ranking that the report runs over each cross-validated ranking (served).
AFTER_RANKING = (general_first, stated_first, guide_over_note)
#: rank.CASE while the passes are chosen (before CASE itself is).
FIRST_CASE = 0.5


@dataclass
class Asked:
    q: str
    lang: str
    ids: list[str]
    set: str
    source: str
    query: Question | None = None
    candidates: list[Candidate] = field(default_factory=list)
    asked: dict[str, float] = field(default_factory=dict)


def source_of(row: dict, set_name: str) -> str:
    """A question's source: our own sets one each; a question by others, its site (on GitHub, its
    repository; a Rulings Compendium quote, the Compendium)."""
    if set_name not in BY_OTHERS:
        return f"ours:{set_name}"
    text = str(row.get("source", ""))
    if "Compendium" in text or "compendium" in text:
        return "compendium.pokegym.net"
    gh = re.search(r"github\.com/([^/\s]+/[^/\s]+)", text)
    if gh:
        return f"github.com/{gh.group(1)}"
    url = re.search(r"https?://(?:www\.)?([^/\s]+)", text)
    return url.group(1).rstrip(".") if url else (text or "unknown").split(" ")[0]


def load(sets: dict[str, str]) -> list[Asked]:
    out = []
    for name, folder in sets.items():
        path = ROOT / folder
        for f in sorted(path.glob("*.yaml")) if path.is_dir() else [path]:
            for row in safeyaml.load(f.read_text(encoding="utf-8")) or []:
                ids = list(row.get("ids") or row.get("expect") or [])
                if ids or name in OFF_TOPIC:
                    out.append(Asked(str(row["q"]), row.get("lang", "en"), ids, name, source_of(row, name)))
    return out


def describe(asked: list[Asked]) -> list[Asked]:
    """Each question's query and candidates, with their features (what the search gathers); and the
    same questions as the words alone find them (the meaning signal not asked), each signal asked once."""
    idx = open_index()
    plain = []
    for a in asked:
        a.query = read(idx, a.q, None)
        words = gather(idx, a.query, without=MEANING_SIGNALS)
        g = gather(idx, a.query, scored=words.scored)
        a.candidates, a.asked = g.candidates, asked_scores(g)
        plain.append(replace(a, candidates=words.candidates, asked=asked_scores(words)))
    return plain


def asked_scores(g) -> dict[str, float]:
    """Each ruling's nearest way of asking, as the asking signal of a gathering scored it."""
    return g.scored["asked"].scores if "asked" in g.scored else {}


def vector(f: Features) -> np.ndarray:
    return np.array([getattr(f, name) for name in FEATURES])


def fit_listwise(asked: list[Asked]) -> Features:
    """Conditional logit (softmax over each question's candidates): the likelihood that a right
    candidate (its topic answering for its FAQs: evaluate.settles) comes first."""
    groups = []
    for a in asked:
        X = np.array([vector(c.features) for c in a.candidates])
        groups.append((X, np.array([settles(c.id, a.ids) for c in a.candidates])))
    return conditional_logit(groups, C_RANK)


#: Into how many parts the questions of a source that names FAQs are split to cross-validate the
#: choice between a topic and its FAQs (only such sources teach it: see fit_within).
WITHIN_PARTS = 5


def names_faqs(asked: list[Asked]) -> set[str]:
    """The sources some of whose questions expect a FAQ: those that chose between a topic and its
    FAQs (tests/questions; the sites' questions name only topics)."""
    return {a.source for a in asked if any("/" in i for i in a.ids)}


def within_key(i: int, a: Asked, labelled: set[str]) -> str:
    """The fold of the choice within a topic a question is scored in: its source, or for a source
    that names FAQs, one of WITHIN_PARTS parts of it (no other source can stand in for it)."""
    return f"{a.source}#{i % WITHIN_PARTS}" if a.source in labelled else a.source


def fit_within(asked: list[Asked]) -> Features:
    """The same model over each expected topic's own candidates (the topic and its FAQs), where the
    right one is the exact ruling the question expects: which of a topic's rulings answers. Only the
    sources that name FAQs (names_faqs) teach it: a source that always names the topic never chose."""
    groups = []
    labelled = names_faqs(asked)
    for a in asked:
        if a.source not in labelled:
            continue
        for topic in sorted({i.split("/")[0] for i in a.ids}):  # in order: the sum, and so the fit, is the same in every process
            own = [c for c in a.candidates if c.topic == topic]
            if own:
                groups.append((np.array([vector(c.features) for c in own]), np.array([c.id in a.ids for c in own])))
    return conditional_logit(groups, C_WITHIN)


def conditional_logit(groups: list[tuple[np.ndarray, np.ndarray]], c: float) -> Features:
    """The weights that maximise the likelihood that a right member of each group (rows: features;
    a mask of the right ones) comes first by the softmax of its members' weighted features, with
    an L2 penalty of 1/c on standardised features (scipy's L-BFGS). Groups all right or all wrong
    teach nothing and are left out."""
    groups = [(X, r) for X, r in groups if len(X) > 1 and r.any() and not r.all()]
    allX = np.vstack([g[0] for g in groups])
    scale = allX.std(axis=0) + 1e-9
    groups = [(X / scale, r) for X, r in groups]

    def loss(w):
        total, grad = 0.5 * w @ w / c, w / c
        for X, r in groups:
            s = X @ w
            m = s.max()
            e = np.exp(s - m)
            z = e.sum()
            er = e[r].sum()
            total -= np.log(er) - np.log(z)
            grad = grad - (X[r].T @ e[r]) / er + (X.T @ e) / z
        return total, grad

    from scipy.optimize import minimize  # the fitting library is needed only to fit, not to --report

    w = minimize(loss, np.zeros(allX.shape[1]), jac=True, method="L-BFGS-B").x
    return Features(**dict(zip(FEATURES, (w / scale).tolist())))


@dataclass
class Model:
    weights: Features
    """The ranking's weights (fit_listwise)."""
    within: Features
    """The weights that order a topic and its FAQs (fit_within)."""


def fit_model(asked: list[Asked]) -> Model:
    return Model(fit_listwise(asked), fit_within(asked))


def ranked(idx, a: Asked, model: Model, steps: tuple[str, ...], case: float) -> tuple[list[str], Evidence, tuple[str, ...]]:
    """A question's ranking by one model (its ids), its evidence, and the FAQs it leaves undecided."""
    r = rank(idx, a.query, a.candidates, model.weights, steps, scale="odds", within=model.within, case=case)
    return [rid for rid, _ in r.order], weigh(idx, a.query, r.order, a.asked, r.undecided, r.unmeant), r.undecided


def first_features(a: Asked, order: list[str]) -> Features | None:
    return next((c.features for c in a.candidates if order and c.id == order[0]), None)


def fit_confidence(rows: list[tuple[dict[str, float], bool]]) -> dict[str, float]:
    keys = sorted(rows[0][0])
    X = np.array([[z[k] for k in keys] for z, _ in rows])
    y = np.array([ok for _, ok in rows])
    from sklearn.linear_model import LogisticRegression  # only to fit (the "fit" extra), not to --report

    model = LogisticRegression(C=C_CONFIDENCE, max_iter=5000).fit(X, y)
    return {"bias": float(model.intercept_[0]), **dict(zip(keys, model.coef_[0].tolist()))}


def bar_for(results: dict[str, list[tuple[float, bool]]]) -> float:
    """The lowest probability from which at least HIGH_PRECISION of the answers were right in each
    set (``results``: per set of HIGH_SETS, each question's probability and whether its first result
    was right): the target holds for each set, not only for them pooled (pooled, with real and forum
    alone, the bar was 0.864 and real's high answers were right 0.946 of the time; so, 0.866 and 0.964)."""
    def right(rows: list[tuple[float, bool]], p: float) -> bool:
        above = [ok for q, ok in rows if q >= p]
        return not above or sum(above) / len(above) >= HIGH_PRECISION
    best = 1.01
    for p in sorted({p for rows in results.values() for p, _ in rows}, reverse=True):
        if all(right(rows, p) for rows in results.values()):
            best = p
    return best


def per_set(train: list[Asked], prob: dict[int, float], order: dict[int, list[str]]) -> dict[str, list[tuple[float, bool]]]:
    """Per set of HIGH_SETS, each question's probability and whether its first result is right."""
    out: dict[str, list[tuple[float, bool]]] = {s: [] for s in HIGH_SETS}
    for i in order:
        if train[i].set in HIGH_SETS and train[i].ids:
            out[train[i].set].append((prob[i], top(train[i], order[i], 1)))
    return out


def fit_folds(train: list[Asked]) -> dict[int, Model]:
    """Each question's model fitted without it: the ranking without its source, the choice within
    a topic without its within_key fold."""
    labelled = names_faqs(train)
    keys = {i: within_key(i, a, labelled) for i, a in enumerate(train)}
    ranking = {s: fit_listwise([a for a in train if a.source != s]) for s in sorted({a.source for a in train})}
    within = {k: fit_within([a for i, a in enumerate(train) if keys[i] != k]) for k in sorted(set(keys.values()))}
    return {i: Model(ranking[a.source], within[keys[i]]) for i, a in enumerate(train)}


def cross_validate(idx, train: list[Asked], steps: tuple[str, ...], case: float, folds: dict[int, Model] | None = None):
    """Each question's ranking and evidence by weights fitted without it (fit_folds; ``folds``:
    those already fitted); then its probability by a confidence model fitted by source the same way
    on those rankings."""
    sources = sorted({a.source for a in train})
    folds = folds if folds is not None else fit_folds(train)
    out: dict[int, tuple[list[str], Evidence]] = {i: ranked(idx, a, folds[i], steps, case) for i, a in enumerate(train)}
    rows = {i: (inputs(e, first_features(train[i], order)), bool(order) and settles(order[0], train[i].ids))
            for i, (order, e, _) in out.items() if reaches_confidence(e)}
    prob: dict[int, float] = {}
    for s in sources:
        cw = fit_confidence([rows[i] for i in rows if train[i].source != s])
        for i in rows:
            if train[i].source == s:
                prob[i] = probability(cw, rows[i][0]) if out[i][0] else 0.0
    return out, {i: prob.get(i, 0.0) for i in out}


def reaches_confidence(e: Evidence) -> bool:
    """Whether the question's evidence is weighed by the confidence model at all (the search says
    ``none`` or ``low`` before it for a question that says too little of the rules or is off-topic)."""
    return decide(e, high=0.0) == "high"


def top(a: Asked, order: list[str], k: int) -> bool:
    return any(settles(r, a.ids) for r in order[:k])


def exact(a: Asked, order: list[str]) -> bool:
    """Whether the first result is the very ruling expected (a FAQ, not its topic; a topic, not one FAQ)."""
    return bool(order) and order[0] in a.ids


def nested_high(train: list[Asked], prob: dict[int, float], order: dict[int, list[str]]) -> dict[int, bool]:
    """Whether each question is high by a bar chosen without its source (bar_for on the others'
    probabilities): the bar is chosen on the figures it reports, so how often it is right on a source
    it was not chosen on says how far those figures flatter it."""
    bars = {s: bar_for(per_set(train, prob, {i: o for i, o in order.items() if train[i].source != s}))
            for s in {train[i].source for i in order}}
    return {i: prob[i] >= bars[train[i].source] for i in order}


def report(title: str, asked: list[Asked], order: dict[int, list[str]], high: dict[int, bool], by: str = "set",
           nested: dict[int, bool] | None = None) -> dict:
    """Per set (or source) and language: top-1, exact, top-3, the share high and how often it is right;
    with ``nested``, the same two by a bar chosen without the question's source (nested_high)."""
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, a in enumerate(asked):
        if a.set in OFF_TOPIC:
            continue
        key = a.set if by == "set" else a.source
        groups[(key, a.lang)].append(i)
        groups[(key, "all")].append(i)
    print(f"\n{title}")
    print(f"{by:28} {'lang':4} {'n':>4} {'top-1':>6} {'exact':>6} {'top-3':>6} {'high':>6} {'right when high':>16}"
          + (f" {'high, bar without its source':>29} {'right':>6}" if nested else ""))
    figures = {}

    def right(idxs: list[int]) -> float | None:
        return sum(top(asked[i], order[i], 1) for i in idxs) / len(idxs) if idxs else None

    for (s, lang), idxs in sorted(groups.items()):
        if by != "set" and lang != "all":
            continue
        sure = [i for i in idxs if high[i]]
        row = {"n": len(idxs), "top1": right(idxs), "exact": sum(exact(asked[i], order[i]) for i in idxs) / len(idxs),
               "top3": sum(top(asked[i], order[i], 3) for i in idxs) / len(idxs), "high": len(sure) / len(idxs),
               "right_when_high": right(sure)}
        if nested:
            apart = [i for i in idxs if nested[i]]
            row["high_nested"], row["right_when_high_nested"] = len(apart) / len(idxs), right(apart)
        figures[f"{s}/{lang}"] = row
        print(f"{s:28} {lang:4} {row['n']:4} {row['top1']:6.3f} {row['exact']:6.3f} {row['top3']:6.3f} {row['high']:6.3f} "
              f"{share(row['right_when_high'], 16)}" + (f" {row['high_nested']:29.3f} {share(row['right_when_high_nested'], 6)}" if nested else ""))
    return figures


def share(value: float | None, width: int) -> str:
    """A figure as the reports print it (– where there is none)."""
    return f"{value:{width}.3f}" if value is not None else f"{'–':>{width}}"


def top1(train: list[Asked], out) -> int:
    return sum(top(train[i], out[i][0], 1) for i in out)


def exact1(train: list[Asked], out) -> int:
    return sum(exact(train[i], out[i][0]) for i in out)


#: The values of rank.CASE tried (0: a FAQ that leads its topic always answers alone).
CASES = (0.0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)


def choose(idx, train: list[Asked]) -> tuple[tuple[str, ...], float, dict[int, Model]]:
    """The passes kept and rank.CASE, by cross-validated figures of the training sets: each pass
    whose leaving out does not lower top-1 is left out, one at a time; then the value of CASE that gives the
    most exact first results (the FAQ or topic expected), the highest of equals (the surest FAQ)."""
    folds = fit_folds(train)
    steps, case = STEPS, FIRST_CASE
    base = top1(train, cross_validate(idx, train, steps, case, folds)[0])
    asked = sum(bool(a.ids) for a in train)
    print(f"cross-validated top-1 (training sets) with every pass: {base}/{asked}")
    for step in STEPS:
        trial = tuple(s for s in steps if s != step)
        got = top1(train, cross_validate(idx, train, trial, case, folds)[0])
        print(f"  without {step}: {got}/{asked}", "(left out)" if got >= base else "(kept)")
        if got >= base:
            steps, base = trial, got
    best = None
    for c in CASES:
        got = exact1(train, cross_validate(idx, train, steps, c, folds)[0])
        print(f"  CASE {c}: exact first result {got}/{asked}")
        if best is None or got >= best[0]:
            best = (got, c)
    return steps, best[1], folds


def print_report(model: dict) -> None:
    """The cross-validated figures of the sets the ranking was fitted on, as the fit printed them."""
    print(f"cross-validated by source ({model['fitted_by']}, folds: {model['folds']}): the sets the weights were fitted on, "
          "as served (the pipeline's stages after the ranking run over each ranking)")
    print("(the last two columns: high and right when high by a bar chosen without the question's source)")
    print(f"{'set':12} {'lang':4} {'n':>4} {'top-1':>6} {'exact':>6} {'top-3':>6} {'high':>6} {'right when high':>16}"
          f" {'high':>6} {'right':>6}")
    for key, row in model["cross_validated"].items():
        s, lang = key.split("/")
        print(f"{s:12} {lang:4} {row['n']:4} {row['top1']:6.3f} {row['exact']:6.3f} {row['top3']:6.3f} {row['high']:6.3f} "
              f"{share(row['right_when_high'], 16)} {share(row.get('high_nested'), 6)} {share(row.get('right_when_high_nested'), 6)}")


@dataclass
class Pipeline:
    """One way of answering, fitted and cross-validated: the ranking, the choice within a topic, the
    passes kept, CASE, the confidence and its bar."""

    steps: tuple[str, ...]
    case: float
    out: dict[int, tuple[list[str], Evidence]]
    """Each question's cross-validated ranking and evidence."""
    prob: dict[int, float]
    """Each question's cross-validated probability that its first result answers."""
    bar: float
    model: Model
    """Fitted on every question (what is written)."""
    confidence: dict[str, float]

    def written(self) -> dict:
        return {"weights": {k: getattr(self.model.weights, k) for k in FEATURES}, "steps": list(self.steps),
                "within": {k: getattr(self.model.within, k) for k in FEATURES}, "case": self.case,
                "confidence": self.confidence, "high": self.bar}


def fit_pipeline(idx, train: list[Asked], name: str) -> Pipeline:
    """Choose, cross-validate and fit one way of answering on the questions' candidates as described."""
    print(f"\n== {name} ==")
    steps, case, folds = choose(idx, train)
    out, prob = cross_validate(idx, train, steps, case, folds)
    bar = bar_for(per_set(train, prob, {i: out[i][0] for i in out}))
    print(f"passes kept: {', '.join(steps) or 'none'}; CASE {case}; high from p ≥ {bar:.3f} (cross-validated, in each set fitted on)")
    model = fit_model(train)
    final = {i: ranked(idx, a, model, steps, case) for i, a in enumerate(train)}
    conf = fit_confidence([(inputs(e, first_features(train[i], o)), bool(o) and settles(o[0], train[i].ids))
                           for i, (o, e, _) in final.items() if reaches_confidence(e)])
    print("ranking weights:", json.dumps({k: round(getattr(model.weights, k), 4) for k in FEATURES}))
    print("within a topic:", json.dumps({k: round(getattr(model.within, k), 4) for k in FEATURES}))
    print("confidence weights:", json.dumps({k: round(v, 4) for k, v in conf.items()}))
    return Pipeline(steps, case, out, prob, bar, model, conf)


#: The shares of the first topic (by the words alone) tried as ENOUGH, from which the meaning signal
#: is not asked (1.01: always asked).
ENOUGHS = (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 1.01)


def combined_answers(idx, train: list[Asked], full: Pipeline, plain: Pipeline, enough: float):
    """Each question's cross-validated order and whether it is high, when the words alone answer the
    questions whose first topic they give at least ``enough`` of their odds and that has no FAQs
    (rank.words_enough), and meaning the others; and which questions the words alone answered."""
    order, prob, alone = {}, {}, set()
    for i in full.out:
        first = plain.out[i][0]
        by_words = words_enough(idx, first[0] if first else None, plain.out[i][1].share, enough)
        p = plain if by_words else full
        order[i], prob[i] = p.out[i][0], p.prob[i] if reaches_confidence(p.out[i][1]) else 0.0
        if by_words:
            alone.add(i)
    bar = bar_for(per_set(train, prob, order))
    return order, {i: prob[i] >= bar for i in order}, alone, bar, prob


def served(idx, train: list[Asked], full: Pipeline, plain: Pipeline, alone: set[int], order: dict[int, list[str]],
           high: dict[int, bool]) -> tuple[dict[int, list[str]], dict[int, bool]]:
    """What the answer serves of each question's cross-validated ranking: the pipeline's stages after
    the ranking (judge/search/pipeline.py: a general question's topic first, a statement asked
    exactly first, each making the answer sure) run over it, as they run over every answer."""
    out_order, out_high = {}, {}
    for i in order:
        _, e, undecided = (plain if i in alone else full).out[i]
        confidence = "none" if not reaches_confidence(e) else "high" if high[i] else "low"
        found = Found(train[i].query, [(rid, 1.0) for rid in order[i]], e, confidence, undecided)
        for stage in AFTER_RANKING:
            stage(idx, found)
        out_order[i], out_high[i] = [rid for rid, _ in found.order], found.confidence == "high"
    return out_order, out_high


def choose_enough(idx, train: list[Asked], full: Pipeline, plain: Pipeline) -> float:
    """ENOUGH: the lowest share tried at which answering by the words alone loses nothing, cross-validated
    on the training sets: no fewer right first results nor exact ones, no fewer high answers on
    questions by others and no more of them wrong, than meaning asked for every question (1.01:
    none such, and meaning is asked for every question)."""
    def score(enough: float) -> tuple[int, int, int, int, int]:
        order, high, alone, _, _ = combined_answers(idx, train, full, plain, enough)
        asked = [i for i in order if train[i].ids]
        others = [i for i in asked if train[i].set in BY_OTHERS and high[i]]
        return (sum(top(train[i], order[i], 1) for i in asked), sum(exact(train[i], order[i]) for i in asked),
                len(others), sum(not top(train[i], order[i], 1) for i in others), len(alone))
    always = score(1.01)
    chosen = 1.01
    for enough in sorted(ENOUGHS, reverse=True):
        got = score(enough)
        print(f"  ENOUGH {enough}: top-1 {got[0]}, exact {got[1]}, high on questions by others {got[2]} ({got[3]} wrong); "
              f"by the words alone {got[4]}/{len(train)}")
        if got[0] >= always[0] and got[1] >= always[1] and got[2] >= always[2] and got[3] <= always[3]:
            chosen = enough
    return chosen


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", nargs="?", const=str(FITTED), default=None,
                    help="write the fitted model (default index/ranking.json, what the search reads)")
    ap.add_argument("--report", action="store_true",
                    help="print the cross-validated figures index/ranking.json holds (no fitting; what make eval prints)")
    args = ap.parse_args()
    if args.report:
        print_report(json.loads(FITTED.read_text(encoding="utf-8")))
        return
    idx = open_index()
    train = load({**TRAIN, **OFF_TOPIC})
    plain_train = describe(train)
    print(f"{len(train)} questions from {len({a.source for a in train})} sources")
    full = fit_pipeline(idx, train, "with the meaning signal")
    plain = fit_pipeline(idx, plain_train, "by the words alone (the meaning signal not asked)")
    print("\n== when the words alone are enough ==")
    enough = choose_enough(idx, train, full, plain)
    order, high, alone, bar, prob = combined_answers(idx, train, full, plain, enough)
    fitted_order, fitted_high = order, high
    order, high = served(idx, train, full, plain, alone, order, high)
    promoted = {i for i in high if high[i] and not fitted_high[i]}
    print(f"high from p ≥ {bar:.3f}; {len(promoted)} more made sure by the stages after the ranking (what is served)")
    print(f"ENOUGH {enough}: {len(alone)} of {len(train)} questions answered by the words alone (cross-validated)")
    for name in OFF_TOPIC:
        mine = [i for i in order if train[i].set == name]
        print(f"{name}: {sum(high[i] for i in mine)} of {len(mine)} would be high (cross-validated; they must be none)")
    fitted_nested = nested_high(train, prob, fitted_order)
    report("cross-validated by source (training sets), the ranking and its fitted confidence alone", train, fitted_order,
           fitted_high, nested=fitted_nested)
    nested = {i: sure or i in promoted for i, sure in fitted_nested.items()}
    figures = report("cross-validated by source (training sets), as served", train, order, high, nested=nested)
    report("cross-validated, per source", train, order, high, by="source")
    report("cross-validated, meaning asked for every question", train, {i: full.out[i][0] for i in full.out},
           {i: full.prob[i] >= full.bar and reaches_confidence(full.out[i][1]) for i in full.out})
    if args.write:
        Path(args.write).write_text(json.dumps({
            "fitted_by": "scripts/fit_ranking.py", "train": TRAIN, "folds": "one per source", "scale": "odds",
            # One bar where both answer (ENOUGH at most 1); else the words alone answer only with the
            # meaning signal switched off, by their own bar.
            **full.written(), "high": bar,
            # high_alone: where the meaning signal is switched off and the words answer every question.
            "words_only": {**plain.written(), "high": bar if enough <= 1 else plain.bar, "high_alone": plain.bar, "enough": enough},
            "cross_validated": figures}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"written: {args.write}")


if __name__ == "__main__":
    main()
