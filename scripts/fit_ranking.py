"""Fit the ranking's weights and the confidence model on the question sets (index/ranking.json).

Usage: .venv/bin/python scripts/fit_ranking.py [--write]      (needs scikit-learn: pip install -e ".[fit]")

Every candidate of a question is described by its raw features (candidates.Features: the word
score, the wording's closeness, the nearest way of asking, the share of terms held, meaning, FAQ
or note). The ranking's weights are fitted by pairwise logistic regression (a right candidate
against each wrong one of the same question); the confidence is a logistic model of whether the
first result is right. Training sets: tests/questions and tests/beginner (our own writing, one
source each), tests/real and tests/forum (questions by others; a source per site). Every figure
printed for them is cross-validated: the weights that score a question were fitted without any
question of its source. Which passes of rank.RANK_STEPS stay is chosen by the same cross-validated
top-1. tests/holdout, tests/forum-holdout and the off-topic holdouts are never fitted on nor chosen
by: ``make eval`` scores them with the written weights.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.corpus import safeyaml  # noqa: E402
from judge.search.ask import open_index  # noqa: E402
from judge.search.candidates import Candidate, gather  # noqa: E402
from judge.search.confidence import Evidence, decide, inputs, weigh  # noqa: E402
from judge.search.evaluate import settles  # noqa: E402
from judge.search.fitted import FITTED, probability  # noqa: E402
from judge.search.query import Query, read  # noqa: E402
from judge.search.rank import FEATURES, RANK_STEPS, WITHIN_TOPIC, rank  # noqa: E402
from judge.search.candidates import Features  # noqa: E402

TRAIN = {"questions": "tests/questions", "beginner": "tests/beginner", "real": "tests/real", "forum": "tests/forum"}
#: Off-topic questions written for this project (their dev halves): no ruling answers them, so the
#: confidence learns from them that its first result is not the answer. The ranking skips them.
OFF_TOPIC = {"offtopic-dev": "tests/offtopic/offtopic-dev.yaml", "game-talk-dev": "tests/offtopic/game-talk-dev.yaml"}
BY_OTHERS = ("real", "forum")
#: The share of ``high`` answers that must be right, on questions by others, cross-validated.
HIGH_PRECISION = 0.95
#: Inverse regularisation of both logistic models: scikit-learn's default, not tuned.
C = 1.0
#: Fit the ranking by the conditional logit of the right candidate (True) or pairwise (False).
LISTWISE = True
STEPS = tuple(step.__name__ for _, step in RANK_STEPS if step.__name__ not in WITHIN_TOPIC)


@dataclass
class Asked:
    q: str
    lang: str
    ids: list[str]
    set: str
    source: str
    query: Query | None = None
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


def describe(asked: list[Asked]) -> None:
    """Each question's query and candidates, with their features (what the search gathers)."""
    idx = open_index()
    for a in asked:
        a.query = read(idx, a.q, None)
        g = gather(idx, a.query)
        a.candidates = g.candidates
        a.asked = g.scored["asked"].scores if "asked" in g.scored else {}


def vector(f: Features) -> np.ndarray:
    return np.array([getattr(f, name) for name in FEATURES])


def fit_ranking(asked: list[Asked]) -> Features:
    return fit_listwise(asked) if LISTWISE else fit_pairwise(asked)


def fit_listwise(asked: list[Asked]) -> Features:
    """Conditional logit (softmax over each question's candidates): the likelihood that a right
    candidate comes first, with an L2 penalty of 1/C on standardised features (scipy's L-BFGS)."""
    groups = []
    for a in asked:
        X = np.array([vector(c.features) for c in a.candidates])
        right = np.array([settles(c.id, a.ids) for c in a.candidates])
        if len(X) and right.any() and not right.all():
            groups.append((X, right))
    allX = np.vstack([g[0] for g in groups])
    scale = allX.std(axis=0) + 1e-9
    groups = [(X / scale, r) for X, r in groups]

    def loss(w):
        total, grad = 0.5 * w @ w / C, w / C
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


def fit_pairwise(asked: list[Asked]) -> Features:
    """Pairwise logistic regression on standardised feature differences (a right candidate minus a
    wrong one of the same question, and the reverse), without intercept; weights unscaled after."""
    X = []
    for a in asked:
        right = [vector(c.features) for c in a.candidates if settles(c.id, a.ids)]
        wrong = [vector(c.features) for c in a.candidates if not settles(c.id, a.ids)]
        X += [r - w for r in right for w in wrong]
    X = np.array(X)
    scale = X.std(axis=0) + 1e-9
    Xs = np.vstack([X / scale, -X / scale])
    y = np.r_[np.ones(len(X)), np.zeros(len(X))]
    from sklearn.linear_model import LogisticRegression  # only to fit (the "fit" extra), not to --report

    model = LogisticRegression(C=C, fit_intercept=False, max_iter=5000).fit(Xs, y)
    return Features(**dict(zip(FEATURES, (model.coef_[0] / scale).tolist())))


def ranked(idx, a: Asked, weights: Features, steps: tuple[str, ...]) -> tuple[list[str], Evidence]:
    r = rank(idx, a.query, a.candidates, weights, steps, scale="odds")
    return [rid for rid, _ in r.order], weigh(idx, a.query, r.order, a.asked)


def first_features(a: Asked, order: list[str]) -> Features | None:
    return next((c.features for c in a.candidates if order and c.id == order[0]), None)


def fit_confidence(rows: list[tuple[dict[str, float], bool]]) -> dict[str, float]:
    keys = sorted(rows[0][0])
    X = np.array([[z[k] for k in keys] for z, _ in rows])
    y = np.array([ok for _, ok in rows])
    from sklearn.linear_model import LogisticRegression  # only to fit (the "fit" extra), not to --report

    model = LogisticRegression(C=C, max_iter=5000).fit(X, y)
    return {"bias": float(model.intercept_[0]), **dict(zip(keys, model.coef_[0].tolist()))}


def bar_for(results: list[tuple[float, bool]]) -> float:
    """The lowest probability from which at least HIGH_PRECISION of the answers were right."""
    best = 1.01
    for p, _ in sorted(results, reverse=True):
        above = [ok for q, ok in results if q >= p]
        if sum(above) / len(above) >= HIGH_PRECISION:
            best = p
    return best


def cross_validate(idx, train: list[Asked], steps: tuple[str, ...]):
    """Each question's ranking and evidence by weights fitted without its source; then its
    probability by a confidence model fitted the same way on those rankings."""
    sources = sorted({a.source for a in train})
    out: dict[int, tuple[list[str], Evidence]] = {}
    for s in sources:
        w = fit_ranking([a for a in train if a.source != s])
        for i, a in enumerate(train):
            if a.source == s:
                out[i] = ranked(idx, a, w, steps)
    rows = {i: (inputs(e, first_features(train[i], order)), bool(order) and settles(order[0], train[i].ids))
            for i, (order, e) in out.items() if reaches_confidence(e)}
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


def report(title: str, asked: list[Asked], order: dict[int, list[str]], prob: dict[int, float], bar: float,
           by: str = "set") -> dict:
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, a in enumerate(asked):
        if a.set in OFF_TOPIC:
            continue
        key = a.set if by == "set" else a.source
        groups[(key, a.lang)].append(i)
        groups[(key, "all")].append(i)
    print(f"\n{title}")
    print(f"{by:28} {'lang':4} {'n':>4} {'top-1':>6} {'top-3':>6} {'high':>6} {'right when high':>16}")
    figures = {}
    for (s, lang), idxs in sorted(groups.items()):
        if by != "set" and lang != "all":
            continue
        high = [i for i in idxs if prob[i] >= bar]
        row = {"n": len(idxs), "top1": sum(top(asked[i], order[i], 1) for i in idxs) / len(idxs),
               "top3": sum(top(asked[i], order[i], 3) for i in idxs) / len(idxs), "high": len(high) / len(idxs),
               "right_when_high": sum(top(asked[i], order[i], 1) for i in high) / len(high) if high else None}
        figures[f"{s}/{lang}"] = row
        rwh = f"{row['right_when_high']:16.3f}" if high else f"{'–':>16}"
        print(f"{s:28} {lang:4} {row['n']:4} {row['top1']:6.3f} {row['top3']:6.3f} {row['high']:6.3f} {rwh}")
    return figures


def top1(train: list[Asked], out) -> int:
    return sum(top(train[i], out[i][0], 1) for i in out)


def choose_steps(idx, train: list[Asked]) -> tuple[str, ...]:
    """Leave out, one at a time, each pass whose leaving out does not lower the cross-validated top-1."""
    steps = STEPS
    base = top1(train, cross_validate(idx, train, steps)[0])
    asked = sum(bool(a.ids) for a in train)
    print(f"cross-validated top-1 (training sets) with every pass: {base}/{asked}")
    for step in STEPS:
        trial = tuple(s for s in steps if s != step)
        got = top1(train, cross_validate(idx, train, trial)[0])
        print(f"  without {step}: {got}/{asked}", "(left out)" if got >= base else "(kept)")
        if got >= base:
            steps, base = trial, got
    return steps


def print_report(model: dict) -> None:
    """The cross-validated figures of the sets the ranking was fitted on, as the fit printed them."""
    print(f"cross-validated by source ({model['fitted_by']}, folds: {model['folds']}): the sets the weights were fitted on")
    print(f"{'set':12} {'lang':4} {'n':>4} {'top-1':>6} {'top-3':>6} {'high':>6} {'right when high':>16}")
    for key, row in model["cross_validated"].items():
        s, lang = key.split("/")
        rwh = f"{row['right_when_high']:16.3f}" if row["right_when_high"] is not None else f"{'–':>16}"
        print(f"{s:12} {lang:4} {row['n']:4} {row['top1']:6.3f} {row['top3']:6.3f} {row['high']:6.3f} {rwh}")


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
    describe(train)
    print(f"{len(train)} questions from {len({a.source for a in train})} sources")
    steps = choose_steps(idx, train)
    out, prob = cross_validate(idx, train, steps)
    others = [(prob[i], top(train[i], out[i][0], 1)) for i in out if train[i].set in BY_OTHERS]
    bar = bar_for(others)
    print(f"passes kept: {', '.join(steps) or 'none'}; high from p ≥ {bar:.3f} (cross-validated, questions by others)")
    order = {i: out[i][0] for i in out}
    for name in OFF_TOPIC:
        mine = [i for i in out if train[i].set == name]
        sure = sum(prob[i] >= bar for i in mine if reaches_confidence(out[i][1]))
        print(f"{name}: {sure} of {len(mine)} would be high (cross-validated; they must be none)")
    figures = report("cross-validated by source (training sets)", train, order, prob, bar)
    report("cross-validated, per source", train, order, prob, bar, by="source")
    weights = fit_ranking(train)
    final = {i: ranked(idx, a, weights, steps) for i, a in enumerate(train)}
    conf = fit_confidence([(inputs(e, first_features(train[i], o)), bool(o) and settles(o[0], train[i].ids))
                           for i, (o, e) in final.items() if reaches_confidence(e)])
    print("\nranking weights:", json.dumps({k: round(getattr(weights, k), 4) for k in FEATURES}))
    print("confidence weights:", json.dumps({k: round(v, 4) for k, v in conf.items()}))
    if args.write:
        Path(args.write).write_text(json.dumps({
            "fitted_by": "scripts/fit_ranking.py", "train": TRAIN, "folds": "one per source", "scale": "odds",
            "weights": {k: getattr(weights, k) for k in FEATURES}, "steps": list(steps), "confidence": conf,
            "high": bar, "cross_validated": figures}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"written: {args.write}")


if __name__ == "__main__":
    main()
