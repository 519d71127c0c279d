"""What a first-time question costs, by the reading of its meaning the search is set to
(``$JUDGE_MEANING_ENCODER``: e5, static, first-pass).

Usage: .venv/bin/python scripts/time_meaning.py [--n 200] [--seed 1]

Asks ``--n`` questions of the training sets (tests/questions, tests/beginner, tests/real, tests/forum;
timed only, nothing chosen by them), each once, in one process after one warm-up question (the index
and the encoder loaded): none is in the cache of recent questions. Prints the p50 / p90 / p99 / mean
time of ``Index.search`` per question (``--answer``: of ``Index.ask``, the answer composed too), the time spent reading the questions' vectors (e5's or the
table's), and how many questions reached e5.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.corpus import safeyaml  # noqa: E402
from judge.index import meaning  # noqa: E402
from judge.search.ask import open_index  # noqa: E402

SETS = ("tests/questions", "tests/beginner", "tests/real", "tests/forum")


def questions() -> list[tuple[str, str]]:
    out = []
    for folder in SETS:
        for path in sorted((ROOT / folder).glob("*.yaml")):
            out += [(str(r["q"]), r.get("lang", "en")) for r in safeyaml.load(path.read_text(encoding="utf-8")) or []]
    return list(dict.fromkeys(out))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--answer", action="store_true", help="time Index.ask, the answer served (its points chosen, which "
                    "read the question's vector where the words alone ranked it), not Index.search alone")
    args = ap.parse_args(argv)
    asked = questions()
    random.Random(args.seed).shuffle(asked)
    asked = asked[:args.n]
    idx = open_index()
    reads = {"e5": [], "static": []}
    encode = idx.meaning.encode

    def timed(text, reading=None):
        started = time.perf_counter()
        try:
            return encode(text, reading)
        finally:
            reads[reading or idx.meaning.reading].append(time.perf_counter() - started)

    idx.meaning.encode = timed
    idx.search("warm-up: can I attach two energies in one turn?", "en")
    for reading in {"e5": ("e5",), "static": ("static",)}.get(meaning.encoder_name(), ("static", "e5")):
        idx.meaning.encode("warm-up: does a Stadium stay in play?", reading)  # the encoder and the table loaded
    for r in reads.values():
        r.clear()
    took, meant = [], 0
    for q, lang in asked:
        before = sum(map(len, reads.values()))
        started = time.perf_counter()
        idx.ask(q, lang) if args.answer else idx.search(q, lang)
        took.append(time.perf_counter() - started)
        meant += sum(map(len, reads.values())) > before
    ms = np.asarray(took) * 1000
    print(f"encoder {meaning.encoder_name()}: {len(asked)} first-time questions, {'Index.ask' if args.answer else 'Index.search'} "
          f"p50 {np.percentile(ms, 50):.1f} ms, p90 {np.percentile(ms, 90):.1f} ms, p99 {np.percentile(ms, 99):.1f} ms, "
          f"mean {ms.mean():.1f} ms")
    print(f"  the question's vector read for {meant} of {len(asked)}")
    for name, r in reads.items():
        if r:
            r_ms = np.asarray(r) * 1000
            print(f"  read by {name}: {len(r)} questions, p50 {np.percentile(r_ms, 50):.3f} ms, "
                  f"p99 {np.percentile(r_ms, 99):.3f} ms, {r_ms.sum() / len(asked):.2f} ms a question asked")
    print(f"  reaching e5: {len(reads['e5'])} of {len(asked)} asked ({len(reads['e5']) / len(asked):.3f}), "
          f"of {meant} read ({len(reads['e5']) / max(meant, 1):.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
