"""Fit the ranking's weights and the confidence model on the question sets (writes index/ranking.json).

Usage: .venv/bin/python scripts/fit_ranking.py [--write]      (needs scikit-learn: pip install -e ".[fit]")

Training sets are the ones the search was already developed on: tests/questions and tests/beginner
(our own writing, one source each), tests/real and tests/forum (questions by others; one source per
site, by the host of each question's ``source``). Every figure printed for them is cross-validated:
the weights that score a question were fitted without any question of its source. tests/holdout and
tests/forum-holdout are never fitted on: they are scored once, by the weights fitted on all the
training sets. The word ranking that is one of the features was itself tuned by hand on the training
sets, so their cross-validated figures still lean on it; the held-out sets do not.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.corpus import safeyaml  # noqa: E402
from judge.corpus.load import cached  # noqa: E402
from judge.search import meaning  # noqa: E402
from judge.search.ask import open_index  # noqa: E402
from judge.search.build import _documents  # noqa: E402
from judge.search.evaluate import settles  # noqa: E402
from judge.search.fitted import Features, candidates, confidence_inputs, weights_file  # noqa: E402

TRAIN = {"questions": "tests/questions", "beginner": "tests/beginner", "real": "tests/real", "forum": "tests/forum"}
HELD_OUT = {"holdout": "tests/holdout", "forum-holdout": "tests/forum-holdout"}
BY_OTHERS = ("real", "forum")
#: The share of ``high`` answers that must be right, on questions by others, cross-validated.
HIGH_PRECISION = 0.95
#: Negatives per question in the pairwise fit (the closest by the word ranking and by meaning come first).
NEGATIVES = 12
#: Inverse regularisation of both logistic models: the default of scikit-learn, not tuned.
C = 1.0


@dataclass
class Asked:
    q: str
    lang: str
    ids: list[str]
    set: str
    source: str
    cands: dict[str, Features] = field(default_factory=dict)
    word_first: str | None = None


def source_of(row: dict, set_name: str) -> str:
    if set_name not in BY_OTHERS:
        return f"ours:{set_name}"
    url = re.search(r"https?://(?:www\.)?([^/\s]+)", row.get("source", ""))
    return url.group(1) if url else (row.get("source") or "unknown").split(" ")[0]


def load(sets: dict[str, str]) -> list[Asked]:
    out = []
    for name, folder in sets.items():
        path = ROOT / folder
        for f in sorted(path.glob("*.yaml")) if path.is_dir() else [path]:
            for row in safeyaml.load(f.read_text(encoding="utf-8")) or []:
                ids = list(row.get("ids") or row.get("expect") or [])
                out.append(Asked(str(row["q"]), row.get("lang", "en"), ids, name, source_of(row, name)))
    return out


def describe(asked: list[Asked]) -> None:
    idx = open_index()
    folder = Path(tempfile.mkdtemp(prefix="judge-meaning-"))
    meaning.write(_documents(cached()), folder)
    m = meaning.Meaning(folder)
    for a in asked:
        found = idx.judge(a.q, None, limit=40)
        a.word_first = found.ranked[0][0] if found.ranked else None
        a.cands = candidates(found.ranked, m.closeness(found.question))


def pairs(asked: list[Asked]) -> tuple[np.ndarray, np.ndarray]:
    X, y = [], []
    for a in asked:
        pos = [f for rid, f in a.cands.items() if settles(rid, a.ids)]
        neg = [f for rid, f in a.cands.items() if not settles(rid, a.ids)]
        neg.sort(key=lambda f: -(f.word + f.meaning_rank))
        for p in pos:
            for n in neg[:NEGATIVES]:
                d = np.array(p.vector()) - np.array(n.vector())
                X += [d, -d]
                y += [1, 0]
    return np.array(X), np.array(y)


def fit_ranking(asked: list[Asked]) -> dict[str, float]:
    """Pairwise logistic regression on standardised feature differences (chosen over raw features by
    the cross-validated top-1 of the training sets: the meaning features' differences are a few
    hundredths, so unscaled they were held down by the regularisation)."""
    X, y = pairs(asked)
    scale = X.std(axis=0) + 1e-9
    model = LogisticRegression(C=C, fit_intercept=False, max_iter=2000).fit(X / scale, y)
    return dict(zip(Features.names(), (model.coef_[0] / scale).tolist()))


def ranked_by(weights: dict[str, float], a: Asked) -> list[tuple[str, float]]:
    score = {rid: sum(weights[k] * v for k, v in zip(Features.names(), f.vector())) for rid, f in a.cands.items()}
    return sorted(score.items(), key=lambda x: -x[1])


def fit_confidence(rows: list[tuple[dict[str, float], bool]]) -> dict[str, float]:
    keys = sorted(rows[0][0])
    X = np.array([[z[k] for k in keys] for z, _ in rows])
    y = np.array([ok for _, ok in rows])
    model = LogisticRegression(C=C, max_iter=1000).fit(X, y)
    return {"bias": float(model.intercept_[0]), **dict(zip(keys, model.coef_[0].tolist()))}


def probability(weights: dict[str, float], z: dict[str, float]) -> float:
    s = weights["bias"] + sum(weights[k] * v for k, v in z.items())
    return float(1 / (1 + np.exp(-s)))


def cross_validate(train: list[Asked]) -> dict[int, tuple[list[tuple[str, float]], float]]:
    """Each training question's ranking and probability, by weights fitted without its source."""
    sources = sorted({a.source for a in train})
    ranked: dict[int, list[tuple[str, float]]] = {}
    for s in sources:
        w = fit_ranking([a for a in train if a.source != s])
        for i, a in enumerate(train):
            if a.source == s:
                ranked[i] = ranked_by(w, a)
    # the confidence model, cross-validated the same way on the cross-validated rankings
    rows = {i: (confidence_inputs(ranked[i], train[i].cands), bool(ranked[i]) and settles(ranked[i][0][0], train[i].ids))
            for i in ranked if ranked[i]}
    out = {}
    for s in sources:
        cw = fit_confidence([rows[i] for i in rows if train[i].source != s])
        for i in rows:
            if train[i].source == s:
                out[i] = (ranked[i], probability(cw, rows[i][0]))
    return out


def bar_for(results: list[tuple[float, bool]]) -> float:
    """The lowest probability above which at least HIGH_PRECISION of the answers were right."""
    best = 1.0
    for p, _ in sorted(results, reverse=True):
        above = [ok for q, ok in results if q >= p]
        if sum(above) / len(above) >= HIGH_PRECISION:
            best = p
    return best


def report(title: str, asked: list[Asked], ranked: dict[int, list], prob: dict[int, float], bar: float) -> None:
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, a in enumerate(asked):
        groups[(a.set, a.lang)].append(i)
        groups[(a.set, "all")].append(i)
    print(f"\n{title}")
    print(f"{'set':15} {'lang':4} {'n':>4} {'word top-1':>10} {'top-1':>6} {'top-3':>6} {'high':>6} {'right when high':>16}")
    for (s, lang), idxs in sorted(groups.items()):
        def hit(i, k):
            return any(settles(r, asked[i].ids) for r, _ in ranked[i][:k])
        word1 = sum(asked[i].word_first is not None and settles(asked[i].word_first, asked[i].ids) for i in idxs)
        high = [i for i in idxs if prob[i] >= bar]
        right = sum(hit(i, 1) for i in high)
        print(f"{s:15} {lang:4} {len(idxs):4} {word1 / len(idxs):10.3f} {sum(hit(i, 1) for i in idxs) / len(idxs):6.3f} "
              f"{sum(hit(i, 3) for i in idxs) / len(idxs):6.3f} {len(high) / len(idxs):6.3f} "
              f"{(right / len(high)) if high else float('nan'):16.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="write the fitted weights to index/ranking.json")
    args = ap.parse_args()
    train, held = load(TRAIN), load(HELD_OUT)
    describe(train + held)
    cv = cross_validate(train)
    others = [(cv[i][1], settles(cv[i][0][0][0], train[i].ids)) for i in cv if train[i].set in BY_OTHERS]
    bar = bar_for(others)
    print(f"sources: {len({a.source for a in train})}; high from p ≥ {bar:.3f} (cross-validated, questions by others)")
    report("cross-validated by source (training sets)", train, {i: cv[i][0] if i in cv else [] for i in range(len(train))},
           {i: cv[i][1] if i in cv else 0.0 for i in range(len(train))}, bar)
    weights = fit_ranking(train)
    final_rank = {i: ranked_by(weights, a) for i, a in enumerate(train)}
    conf = fit_confidence([(confidence_inputs(final_rank[i], a.cands), settles(final_rank[i][0][0], a.ids))
                           for i, a in enumerate(train) if final_rank[i]])
    held_rank = {i: ranked_by(weights, a) for i, a in enumerate(held)}
    held_prob = {i: probability(conf, confidence_inputs(held_rank[i], a.cands)) if held_rank[i] else 0.0 for i, a in enumerate(held)}
    report("held out (weights fitted on all training sets)", held, held_rank, held_prob, bar)
    print("\nranking weights:", json.dumps({k: round(v, 3) for k, v in weights.items()}))
    print("confidence weights:", json.dumps({k: round(v, 3) for k, v in conf.items()}))
    if args.write:
        weights_file().write_text(json.dumps({
            "fitted_by": "scripts/fit_ranking.py", "train": TRAIN, "folds": "one per source",
            "ranking": weights, "confidence": conf, "high": bar}, indent=1) + "\n", encoding="utf-8")
        print(f"written: {weights_file()}")


if __name__ == "__main__":
    main()
