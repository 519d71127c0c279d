"""Measure the asker's situation (judge.situation) on situation sets: each question replayed as
``judge ask`` would, its outcome compared with the one computed by hand from the guides.

A set (tests/situations/situations-dev.yaml's format) lists ``questions``, each with ``id``, ``lang``
(en, ja, zh-Hans, zh-Hant), ``q``, ``asks`` and ``expect``: the outcome's keys (``damage``,
``knocked_out``, ``hp_left``, ``prizes``, ``retreat_cost``, ``yes_no`` — the ``answer`` "yes"/"no" —)
or ``{status: incomplete, missing: […]}`` for a question that lacks what the outcome turns on.

Per language it prints:

- right: replayed, every expected key in the outcome and equal;
- wrong: replayed with an expected key unequal, or replayed where the set expects incomplete (each
  listed with what was expected and what was got) — the one failure that matters;
- partial: replayed right in what it states, but an expected key left out;
- incomplete: not replayed where the set expects incomplete (right), or where it expects an outcome (missed);
- none: no situation read.

    python scripts/eval_situations.py tests/situations/situations-dev.yaml
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict

import yaml

from judge.cards.table import load
from judge.situation.replay import situation

#: The languages in the order the table prints them.
LANGS = ("en", "ja", "zh-Hans", "zh-Hant")
#: The categories, as printed.
COLUMNS = ("right", "wrong", "partial", "incomplete-right", "missed", "none")


def expected_outcome(expect: dict) -> dict:
    """The expected keys as the outcome writes them (``yes_no: false`` is ``answer: no``)."""
    out = {k: v for k, v in expect.items() if k not in ("yes_no", "status", "missing")}
    if "yes_no" in expect:
        out["answer"] = "yes" if expect["yes_no"] else "no"
    return out


def judged(q: dict, got: dict | None) -> tuple[str, str]:
    """The category of one question's result, and a note for the wrong and missed ones."""
    expect = q.get("expect") or {}
    wants_incomplete = expect.get("status") == "incomplete"
    if got is None:
        return "none", ""
    if got["status"] != "replayed":
        if wants_incomplete:
            return "incomplete-right", ""
        return "missed", f"missing {got['missing']}"
    outcome = got.get("outcome") or {}
    if wants_incomplete:
        return "wrong", f"expected incomplete ({expect.get('missing')}), got {outcome}"
    wanted = expected_outcome(expect)
    unequal = {k: (v, outcome[k]) for k, v in wanted.items() if k in outcome and outcome[k] != v}
    if unequal:
        return "wrong", "; ".join(f"{k}: expected {e}, got {g}" for k, (e, g) in unequal.items())
    if any(k not in outcome for k in wanted):
        return "partial", f"expected {wanted}, got {outcome}"
    return "right", ""


def measure(paths: list[str], verbose: bool = False) -> dict:
    table = load()
    counts: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(COLUMNS, 0))
    notes: dict[str, list[str]] = defaultdict(list)
    took = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
        for q in data["questions"]:
            lang = q["lang"]
            start = time.perf_counter()
            got = situation(q["q"], None, table)
            took.append(time.perf_counter() - start)
            kind, note = judged(q, got)
            counts[lang][kind] += 1
            if kind in ("wrong", "partial") or (verbose and note):
                notes[kind].append(f"{q['id']} ({lang}): {note}")
    return {"counts": counts, "notes": notes, "took": took}


def report(result: dict) -> str:
    counts = result["counts"]
    lines = [f"{'lang':<9}" + "".join(f"{c:>18}" for c in COLUMNS)]
    total = dict.fromkeys(COLUMNS, 0)
    for lang in [*LANGS, *sorted(set(counts) - set(LANGS))]:
        if lang not in counts:
            continue
        row = counts[lang]
        lines.append(f"{lang:<9}" + "".join(f"{row[c]:>18}" for c in COLUMNS))
        for c in COLUMNS:
            total[c] += row[c]
    lines.append(f"{'all':<9}" + "".join(f"{total[c]:>18}" for c in COLUMNS))
    for kind in ("wrong", "partial", "missed"):
        for note in result["notes"].get(kind, []):
            lines.append(f"{kind}: {note}")
    took = sorted(result["took"])
    if took:
        lines.append(f"time per question: median {1000 * took[len(took) // 2]:.1f} ms, most {1000 * took[-1]:.1f} ms")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("-v", "--verbose", action="store_true", help="also list what the missed questions lack")
    args = parser.parse_args(argv)
    result = measure(args.files, args.verbose)
    print(report(result))
    return 1 if any(row["wrong"] for row in result["counts"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
