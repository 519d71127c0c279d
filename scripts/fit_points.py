"""Measure, and fit, which point of a ruling the answer leads with, on the question bank (index/bank).

    python scripts/fit_points.py            # the figures, each batch scored with itself left out of the bank
    python scripts/fit_points.py --fit      # also the weights (judge/search/points.py WEIGHTS) that score best
    python scripts/fit_points.py --served   # also what `judge ask` serves for each bank question
    python scripts/fit_points.py --agree index/bank/held-out/b016.yaml   # the same answer in every script?
    python scripts/fit_points.py --agree-bank --every 2   # the same, on the bank's own groups, each batch held out
    python scripts/fit_points.py --learn    # fit the learned mapping on the whole bank (index/points-model.npz)
    python scripts/fit_points.py --every 3 --gate /tmp/rows.pkl   # the first pass's point gate, by each bar
    JUDGE_STATIC_TABLE=other.npz python scripts/fit_points.py --every 3 --gate /tmp/other.pkl --readings static \
        --e5-from /tmp/rows.pkl --folds /tmp/folds              # another table, e5's rows and the fold models kept

Without --gate, the questions are read as ``$JUDGE_MEANING_ENCODER`` says (``static`` and ``first-pass``
read them by the table: the first pass's gate is measured by --gate only).

Every figure is cross-validated by batch: a batch's questions are scored by a mapping that reads the
bank's other batches only (a point written by one writer is judged by the questions of the others):
the bank's neighbours without the batch, and the learned mapping (judge/index/point_model.py)
fitted without the batch's fold (FOLDS folds of batches; scikit-learn, the ``fit`` extra).
"point in ruling" is the share of questions whose point is chosen among its topic's points (the
topic given); "served" the share where `judge ask`'s first result is of the point's topic, and where
its point is the one asked (the served answer reads the whole bank: in-sample for the bank feature).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import pickle
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.corpus import bank as bank_mod  # noqa: E402
from judge.index.point_model import SCALE, PointModel, model_file, topic_of  # noqa: E402
from judge.search import points as points_mod  # noqa: E402
from judge.search.ask import open_index  # noqa: E402
from judge.search.question import read  # noqa: E402

LANG = {"en": "en", "ja": "ja", "zh-Hans": "zh", "zh-Hant": "zh"}
#: The weights tried when fitting: each feature's weight beside meaning's 1.
GRID = {"wording": (0.0, 0.15, 0.3, 0.6), "terms": (0.0, 0.01, 0.02, 0.04), "counts": (0.0, 0.05),
        "bank": (0.0, 0.5, 1.0, 2.0, 4.0), "plays": (0.0, 0.05, 0.15), "learned": (0.0, 0.1, 0.2, 0.4)}
#: Folds of the bank's batches the learned mapping is cross-validated over: a batch's questions are
#: scored by the model fitted without its fold (the batches in id order, dealt round).
FOLDS = 5
#: The logit's inverse regularisation (scikit-learn's C). Chosen by the cross-validation above (the
#: point, with points.LEARNED at its best for each): C 0.3 0.769, 1 0.776, 3 0.779, 10 0.781, 30 0.783
#: (at weight 0.1; 0.777 at 0.2): 10, the flatter optimum.
C = 10.0


def fit_model(meaning, leave_out: frozenset[str] = frozenset(), c: float = C) -> PointModel:
    """A logit per topic over its points, fitted on the bank's questions' vectors (the batches in
    ``leave_out`` left out); a topic whose questions ask one point only gets none."""
    from sklearn.linear_model import LogisticRegression  # lazily: the fit extra, at development time only

    x = np.asarray(meaning.bank_matrix, dtype=np.float32)
    points, batches = np.asarray(meaning.bank_points), np.asarray(meaning.bank_batches)
    keep = ~np.isin(batches, sorted(leave_out))
    topics = np.asarray([topic_of(p) for p in meaning.bank_points])
    names, weights, bias = [], [], []
    for topic in sorted(set(topics[keep])):
        rows = np.where(keep & (topics == topic))[0]
        if len(set(points[rows])) < 2:
            continue
        logit = LogisticRegression(C=c, max_iter=300).fit(x[rows] * SCALE, points[rows])
        if len(logit.classes_) == 2:  # one row of weights: the second class's logit against a row of zeros
            w, b = np.vstack([np.zeros(x.shape[1]), logit.coef_[0]]), np.array([0.0, logit.intercept_[0]])
        else:
            w, b = logit.coef_, logit.intercept_
        names += logit.classes_.tolist()
        weights.append(w)
        bias.append(b)
    return PointModel(names, np.vstack(weights), np.concatenate(bias), sorted(set(batches[keep].tolist())), c)


def fold_models(meaning, batches, kept: Path | None = None) -> dict[str, PointModel]:
    """Each batch's learned mapping: the model fitted without its fold (FOLDS). With ``kept``, a
    folder: a fold's model read from it where one fitted on the same batches is there (its weights
    float16, as the committed model's), else fitted and written there."""
    ids = sorted(b.batch for b in batches)
    fold = {b: i % FOLDS for i, b in enumerate(ids)}
    models = []
    for f in range(FOLDS):
        without = frozenset(b for b in ids if fold[b] == f)
        path = kept / f"fold-{f}.npz" if kept else None
        model = PointModel.read(path) if path and path.exists() else None
        if model is None or model.batches != sorted(set(ids) - without) or model.regularisation != C:
            model = fit_model(meaning, without)
            if path:
                kept.mkdir(parents=True, exist_ok=True)
                model.write(path)
        models.append(model)
    return {b: models[fold[b]] for b in ids}


def scored_rows(idx, batches, every: int = 1, kept: Path | None = None):
    """Per bank question (every ``every``-th of each batch): its batch, language, gold point, and each
    point of its topic with its features (the bank read without the question's own batch, the learned
    mapping fitted without its fold)."""
    rows = []
    models = fold_models(idx.meaning, batches, kept)
    for b, q, payload, question in bank_questions(idx, batches, every):
        feats = points_mod.point_features(idx, payload, question, leave_out=frozenset({b.batch}), model=models[b.batch])
        rows.append((b.batch, q.lang, q.point, [(p["id"], f) for p, f in feats], q.q))
    return rows


def bank_questions(idx, batches, every: int = 1):
    """Every ``every``-th question of each batch whose point its topic holds: (batch, question, the topic's payload,
    the question as read)."""
    for b in batches:
        for q in b.questions[::every]:
            payload = idx.payloads.get(q.point.split("/")[0])
            if payload and any(p["id"] == q.point for p in payload["points"]):
                yield b, q, payload, read(idx, q.q, LANG[q.lang])


def reading_rows(idx, batches, every: int = 1, readings=("e5", "static"), kept: Path | None = None):
    """scored_rows for each reading of the questions' vectors (``e5``, ``static``: the table, the one
    ``$JUDGE_STATIC_TABLE`` names), the same questions in the same order: {reading: rows}. The
    vectors are read as the search reads them (Meaning.question, whatever ``$JUDGE_MEANING_ENCODER``
    says). The fold models (fitted on the bank's e5 vectors, whatever the reading) are fold_models',
    kept in the folder ``kept`` when given."""
    out = {r: [] for r in readings}
    models = fold_models(idx.meaning, batches, kept)
    for b, q, payload, question in bank_questions(idx, batches, every):
        for r in readings:
            feats = points_mod.point_features(idx, payload, replace(question, reading=r),
                                              leave_out=frozenset({b.batch}), model=models[b.batch])
            out[r].append((b.batch, q.lang, q.point, [(p["id"], f) for p, f in feats], q.q))
    return out


def chosen(feats, weights) -> str:
    """The point chosen of a question's scored points (points.asked_point's rule)."""
    return feats[max(range(len(feats)), key=lambda i: (points_mod.score_of(feats[i][1], weights), -i))][0]


def gated(static_rows, e5_rows, bar: float, learned_disagrees: bool, weights=None) -> list[tuple[bool, bool]]:
    """Per question, whether the first pass's point gate (points.point_in_doubt at ``bar``) sends it
    to e5, and whether the point then chosen is the one asked."""
    out = []
    for s, e in zip(static_rows, e5_rows):
        doubt = points_mod.point_in_doubt(s[3], weights, bar, learned_disagrees)
        out.append((doubt, chosen((e if doubt else s)[3], weights or points_mod.WEIGHTS) == s[2]))
    return out


#: The bars tried for the point gate (a score margin: meaning's cosine weighs 1).
BARS = (0.0, 0.005, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.12, 0.15, 0.2, 0.3, 1e9)
#: How close to e5's point choice the gate must hold, on the folds it is chosen on.
WITHIN = 0.003


def gate_report(static_rows, e5_rows) -> None:
    """The point choice and the share sent to e5 by each bar (with and without the learned mapping's
    disagreeing), over the whole bank; then the bar cross-validated by fold of batches (FOLDS): for
    each fold, the smallest bar holding the choice within WITHIN of e5's on the other folds, applied
    to the fold."""
    w = points_mod.WEIGHTS
    e5_ok = [chosen(e[3], w) == e[2] for e in e5_rows]
    st_ok = [chosen(s[3], w) == s[2] for s in static_rows]
    n = len(e5_rows)
    print(f"gate: {n} questions; e5 {sum(e5_ok) / n:.3f}, static {sum(st_ok) / n:.3f}")
    table = {}
    for disagrees in (False, True):
        for bar in BARS:
            g = gated(static_rows, e5_rows, bar, disagrees)
            table[disagrees, bar] = g
            print(f"gate bar {bar:g}{' or learned disagrees' if disagrees else ''}: point {sum(ok for _, ok in g) / n:.3f}, "
                  f"to e5 {sum(d for d, _ in g) / n:.3f}")
    ids = sorted({r[0] for r in e5_rows})
    fold = {b: i % FOLDS for i, b in enumerate(ids)}
    for disagrees in (False, True):
        right = sent = 0
        bars = []
        for f in range(FOLDS):
            train = [i for i, r in enumerate(e5_rows) if fold[r[0]] != f]
            test = [i for i, r in enumerate(e5_rows) if fold[r[0]] == f]
            target = sum(e5_ok[i] for i in train) / len(train) - WITHIN
            bar = next((b for b in BARS if sum(table[disagrees, b][i][1] for i in train) / len(train) >= target), BARS[-1])
            bars.append(bar)
            right += sum(table[disagrees, bar][i][1] for i in test)
            sent += sum(table[disagrees, bar][i][0] for i in test)
        print(f"gate cross-validated{' with the learned mapping' if disagrees else ''}: bars {bars}, point {right / n:.3f} "
              f"(e5 {sum(e5_ok) / n:.3f}), to e5 {sent / n:.3f}")


def accuracy(rows, weights) -> tuple[float, dict]:
    right, per = 0, defaultdict(lambda: [0, 0])
    for batch, lang, gold, feats, _ in rows:
        best = max(range(len(feats)), key=lambda i: (round(sum(weights[k] * v for k, v in feats[i][1].items()), 6), -i))
        ok = feats[best][0] == gold
        right += ok
        for key in (batch, lang):
            per[key][0] += ok
            per[key][1] += 1
    return right / len(rows), {k: v[0] / v[1] for k, v in per.items()}


def fit(rows) -> dict:
    """The grid's weights that choose the asked point most often (meaning weighs 1), ties to the smaller sum."""
    best = None
    for combo in itertools.product(*GRID.values()):
        w = {"meaning": 1.0, **dict(zip(GRID, combo))}
        acc, _ = accuracy(rows, w)
        key = (round(acc, 4), -sum(combo))
        if best is None or key > best[0]:
            best = (key, w)
    return best[1]


def served(idx, batches, every: int = 1) -> dict:
    """What `judge ask` serves for every ``every``-th bank question, per batch: topic top-1 and point
    top-1, then the same where the guides' point a note's point is the same as (``same_as``: the rule
    the guides' ruling answers first) counts as its own, and the questions' count."""
    same_as = {p["id"]: set(p.get("same_as") or ()) for payload in idx.payloads.values() for p in payload.get("points", ())}
    per = defaultdict(lambda: [0, 0, 0, 0, 0])
    for b in batches:
        for q in b.questions[::every]:
            a = idx.ask(q.q, LANG[q.lang], limit=3)
            top = a["results"][0] if a["results"] else {}
            topic, point = top.get("topic"), (top.get("point") or {}).get("id")
            also = same_as.get(q.point, set())
            row = per[b.batch]
            row[0] += topic == q.point.split("/")[0]
            row[1] += topic == q.point.split("/")[0] and point == q.point
            row[2] += topic == q.point.split("/")[0] or topic in {s.split("/")[0] for s in also}
            row[3] += point == q.point or point in also
            row[4] += 1
    return {k: (v[0] / v[4], v[1] / v[4], v[2] / v[4], v[3] / v[4], v[4]) for k, v in sorted(per.items())}


def agreement(idx, batches) -> dict:
    """Over each batch's parallel groups (one situation asked in every script), what `judge ask`
    serves: the share of groups whose first result is the same topic in every script, the same point
    too, and the share of their questions whose first topic and point are the ones asked (or the
    guides' point a note's point asked is the same as, which the guides' ruling answers first)."""
    same_as = {p["id"]: set(p.get("same_as") or ()) for payload in idx.payloads.values() for p in payload.get("points", ())}
    out = {}
    for b in batches:
        groups = defaultdict(list)
        for q in b.questions:
            if q.parallel:
                groups[q.parallel].append(q)
        same_topic = same_point = right_topic = right_point = n = 0
        for qs in groups.values():
            firsts = []
            for q in qs:
                a = idx.ask(q.q, LANG[q.lang], limit=1)
                top = a["results"][0] if a["results"] else {}
                firsts.append((top.get("topic"), (top.get("point") or {}).get("id")))
                right_topic += firsts[-1][0] == q.point.split("/")[0] or firsts[-1][1] in same_as.get(q.point, ())
                right_point += firsts[-1][1] == q.point or firsts[-1][1] in same_as.get(q.point, ())
                n += 1
            same_topic += len({t for t, _ in firsts}) == 1
            same_point += len(set(firsts)) == 1
        if groups:
            out[b.batch] = {"groups": len(groups), "same_topic": same_topic / len(groups), "same_point": same_point / len(groups),
                            "topic_top1": right_topic / n, "point_top1": right_point / n}
    return out


SCRIPTS = ("en", "ja", "zh-Hans", "zh-Hant")


def served_first(idx, q: str, lang: str) -> dict:
    """What `judge ask` serves first for a question (its topic and point), with the ranking's first
    three rulings and their scores and how sure it is (to see where the scripts part)."""
    found = idx.search(q, lang, 1)
    top = (idx.answer(q, found)["results"] or [{}])[0]
    return {"topic": top.get("topic"), "point": (top.get("point") or {}).get("id"), "confidence": found.confidence,
            "order": [(rid, round(float(score), 4)) for rid, score in found.order[:3]]}


def odd_one(values: list) -> int | None:
    """The one of four that differs where the other three agree (its index), else None."""
    if len(values) != 4:
        return None
    for i, v in enumerate(values):
        rest = values[:i] + values[i + 1:]
        if len(set(rest)) == 1 and rest[0] != v:
            return i
    return None


def agreement_bank(idx, batches, every: int = 1, dump: Path | None = None, kept: Path | None = None) -> dict:
    """The same answer in every script, on the bank's own parallel groups with all four scripts
    (every ``every``-th of each batch, in id order), each batch served as a question the bank does not
    hold: its batch left out of the bank's neighbours and the learned mapping the one fitted without
    its fold (points.bank_held_out). Per group: the same first topic in every script, the same point
    too; per script, the first topic and point the ones asked (or a guides' point the asked one is
    the same as); where a group parts with three scripts agreeing, the odd one out, per stage (the
    topic; the point, the topic the same).

    On the bank of 59 batches, every 4th group (417 groups, ``--every 4``): the same first topic in
    every script 0.559, the same point too 0.365; 184 groups parted by the topic (the odd one out en
    47, ja 34, zh-Hans 5, zh-Hant 5), 81 by the point (en 23, ja 14, zh-Hans 2, zh-Hant 4); the first
    topic the one asked en 0.580, ja 0.564, zh-Hans 0.556, zh-Hant 0.547. The bank is training data:
    this is a development measure, the held-out batches' figure (``--agree``) the one reported."""
    same_as = {p["id"]: set(p.get("same_as") or ()) for payload in idx.payloads.values() for p in payload.get("points", ())}
    models = fold_models(idx.meaning, batches, kept)
    groups = same_topic = same_point = 0
    right = {s: [0, 0, 0] for s in SCRIPTS}
    odd = {"topic": dict.fromkeys(SCRIPTS, 0), "point": dict.fromkeys(SCRIPTS, 0)}
    parted = {"topic": 0, "point": 0}
    out = open(dump, "w", encoding="utf-8") if dump else None
    for b in batches:
        by_group = defaultdict(dict)
        for q in b.questions:
            if q.parallel:
                by_group[q.parallel][q.lang] = q
        full = [g for g in sorted(by_group) if len(by_group[g]) == len(SCRIPTS)]
        with points_mod.bank_held_out(frozenset({b.batch}), models[b.batch]):
            for g in full[::every]:
                qs = [by_group[g][s] for s in SCRIPTS]
                firsts = [served_first(idx, q.q, LANG[q.lang]) for q in qs]
                for q, f in zip(qs, firsts):
                    also = same_as.get(q.point, set())
                    r = right[q.lang]
                    r[0] += f["topic"] == q.point.split("/")[0] or f["point"] in also
                    r[1] += f["point"] == q.point or f["point"] in also
                    r[2] += 1
                topics, answers = [f["topic"] for f in firsts], [(f["topic"], f["point"]) for f in firsts]
                groups += 1
                same_topic += len(set(topics)) == 1
                same_point += len(set(answers)) == 1
                stage = None if len(set(answers)) == 1 else "topic" if len(set(topics)) > 1 else "point"
                if stage:
                    parted[stage] += 1
                    i = odd_one(topics if stage == "topic" else answers)
                    if i is not None:
                        odd[stage][SCRIPTS[i]] += 1
                if out:
                    out.write(json.dumps({"batch": b.batch, "group": g, "point": qs[0].point, "parted": stage,
                                          "served": {q.lang: {"q": q.q, **f} for q, f in zip(qs, firsts)}},
                                         ensure_ascii=False) + "\n")
    if out:
        out.close()
    return {"groups": groups, "same_topic": same_topic / groups, "same_point": same_point / groups,
            "topic_top1": {s: r[0] / r[2] for s, r in right.items()}, "point_top1": {s: r[1] / r[2] for s, r in right.items()},
            "parted": parted, "odd": odd}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fit", action="store_true")
    parser.add_argument("--served", type=int, nargs="?", const=1, default=0, metavar="EVERY",
                        help="also what judge ask serves, for every EVERY-th question of each batch (1: all)")
    parser.add_argument("--every", type=int, default=1, help="score every EVERY-th question of each batch")
    parser.add_argument("--try", dest="tried", action="append", default=[], metavar="NAME=W,…",
                        help="also score these weights, e.g. --try wording=0.3,terms=0.01,counts=0.05,bank=1")
    parser.add_argument("--learn", action="store_true", help="fit the learned mapping on the whole bank and write it "
                        "(index/points-model.npz, what the answer reads)")
    parser.add_argument("--agree", nargs="+", metavar="FILE", help="only the agreement across scripts on these batch files "
                        "(a batch not in the bank, e.g. index/bank/held-out/b016.yaml, is a held-out measure)")
    parser.add_argument("--gate", type=Path, metavar="FILE",
                        help="the first pass's point gate: each question's points scored by e5's reading and the table's "
                             "(kept in FILE, read back when it exists), the choice and the share sent to e5 by each bar")
    parser.add_argument("--readings", default="e5,static", help="with --gate: the readings scored")
    parser.add_argument("--e5-from", type=Path, metavar="FILE", help="with --gate: e5's rows from another run's FILE")
    parser.add_argument("--agree-bank", action="store_true", help="only the agreement across scripts on the bank's own "
                        "parallel groups (every EVERY-th of each batch), each batch served without itself in the bank")
    parser.add_argument("--folds", type=Path, metavar="DIR", help="the fold models kept in DIR "
                        "(read where fitted on the same batches, else fitted and written)")
    parser.add_argument("--dump", type=Path, help="with --agree-bank: each group's served answers, one JSON line a group")
    args = parser.parse_args()
    idx = open_index()
    if args.learn:
        start = time.perf_counter()
        model = fit_model(idx.meaning)
        model.write(model_file())
        print(f"{model_file()}: {len(model.points)} points of {len(model.topics)} topics, fitted on {len(model.batches)} batches "
              f"({len(idx.meaning.bank_points)} questions) in {time.perf_counter() - start:.1f} s")
        return
    if args.agree:
        for batch, f in agreement(idx, [bank_mod.read_batch(Path(x)) for x in args.agree]).items():
            print(f"{batch}: {f['groups']} parallel groups; same first topic in every script {f['same_topic']:.3f}, "
                  f"same point too {f['same_point']:.3f}; first topic the one asked {f['topic_top1']:.3f}, "
                  f"point {f['point_top1']:.3f}")
        return
    batches = bank_mod.load()
    if args.gate:
        if args.gate.exists():
            by = pickle.loads(args.gate.read_bytes())
        else:
            by = reading_rows(idx, batches, args.every, tuple(args.readings.split(",")), args.folds)
            args.gate.write_bytes(pickle.dumps(by))
        if "e5" not in by and args.e5_from:  # e5's reading scored once, by another run
            by["e5"] = pickle.loads(args.e5_from.read_bytes())["e5"]
        for name, rows in by.items():
            print(f"point in ruling, read by {name}: {accuracy(rows, points_mod.WEIGHTS)[0]:.3f} ({len(rows)} questions)")
        gate_report(by["static"], by["e5"])
        return
    if args.agree_bank:
        start = time.perf_counter()
        f = agreement_bank(idx, batches, args.every, args.dump, args.folds)
        print(f"{f['groups']} parallel groups of {len(batches)} batches (every {args.every}, each batch held out): "
              f"same first topic in every script {f['same_topic']:.3f}, same point too {f['same_point']:.3f}")
        for s in SCRIPTS:
            print(f"  {s}: first topic the one asked {f['topic_top1'][s]:.3f}, point {f['point_top1'][s]:.3f}")
        for stage in ("topic", "point"):
            print(f"  parted by the {stage}: {f['parted'][stage]} groups; the odd one out of four: "
                  + ", ".join(f"{s} {n}" for s, n in f["odd"][stage].items()))
        print(f"  in {time.perf_counter() - start:.0f} s")
        return
    rows = scored_rows(idx, batches, args.every, args.folds)
    for tried in args.tried:
        w = {"meaning": 1.0, "wording": 0.0, "terms": 0.0, "counts": 0.0, "bank": 0.0, "plays": 0.0, "learned": 0.0}
        w.update({k: float(v) for k, v in (x.split("=") for x in tried.split(","))})
        acc, per = accuracy(rows, w)
        print(f"point in ruling, {tried}: {acc:.3f}  " + "  ".join(f"{k} {v:.3f}" for k, v in sorted(per.items())))
    print(f"{len(rows)} bank questions of {len(batches)} batches (every {args.every})")
    for name, w in (("hand-set weights (points.WEIGHTS)", points_mod.WEIGHTS),
                    ("meaning alone", {"meaning": 1.0, "wording": 0, "terms": 0, "counts": 0, "bank": 0, "plays": 0, "learned": 0}),
                    ("without the bank", {**points_mod.WEIGHTS, "bank": 0.0, "learned": 0.0}),
                    ("without the learned mapping", {**points_mod.WEIGHTS, "learned": 0.0}),
                    ("the learned mapping alone", {"meaning": 0.0, "wording": 0, "terms": 0, "counts": 0, "bank": 0, "plays": 0, "learned": 1.0})):
        acc, per = accuracy(rows, w)
        print(f"point in ruling, {name}: {acc:.3f}  " + "  ".join(f"{k} {v:.3f}" for k, v in sorted(per.items())))
    if args.fit:
        w = fit(rows)
        acc, per = accuracy(rows, w)
        print(f"fitted {w}: {acc:.3f} (in-sample for the weights; the bank feature cross-validated by batch)")
    if args.served:
        rows = served(idx, batches, args.served)
        for batch, (topic, point, topic_as, point_as, n) in rows.items():
            print(f"served {batch}: topic top-1 {topic:.3f}, point top-1 {point:.3f}; with same_as {topic_as:.3f}, "
                  f"{point_as:.3f} ({n} questions)")
        n = sum(r[4] for r in rows.values())
        print("served, all: topic top-1 {:.3f}, point top-1 {:.3f}; with same_as {:.3f}, {:.3f} ({} questions)".format(
            *(sum(r[i] * r[4] for r in rows.values()) / n for i in range(4)), n))


if __name__ == "__main__":
    main()
