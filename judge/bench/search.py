"""The search's part of ``make bench`` (``search``): scenario run time, the index build, question
latency, cold ``judge ask`` and ``judge card``, and what the card table adds to a process. The page
in a browser is :mod:`judge.bench.page`."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from judge.bench.load import QUESTIONS, percentile


def bench_scenarios(repeat: int = 3) -> dict:
    """Run every scenario ``repeat`` times: the best total and the median per scenario."""
    from judge.engine.scenario.files import scenario_files  # lazily: each measure loads what it times, no more
    from judge.engine.scenario.runner import run

    files = scenario_files()
    run(files[0])  # warm imports
    totals, per = [], {f: [] for f in files}
    for _ in range(repeat):
        start = time.perf_counter()
        for f in files:
            t = time.perf_counter()
            run(f)
            per[f].append(time.perf_counter() - t)
        totals.append(time.perf_counter() - start)
    medians = [statistics.median(v) for v in per.values()]
    return {"scenarios": len(files), "total_s": min(totals), "median_ms": statistics.median(medians) * 1000,
            "max_ms": max(medians) * 1000}


def bench_build() -> float:
    from judge.index.build import build  # lazily: each measure loads what it times, no more

    start = time.perf_counter()
    build()
    return time.perf_counter() - start


def bench_queries(rounds: int = 5) -> dict:
    """Latency of a question with a warm searcher: search alone, and the whole answer object."""
    # lazily: each measure loads what it times, no more
    from judge.search.ask import Index, open_index
    from judge.search.evaluate import Baseline, load_questions

    questions = [q.q for q in load_questions([QUESTIONS])]
    first = first_time(Index(open_index().path), questions)  # a new process's index: each question is its first
    plain = Index(open_index().path)
    plain.meaning = None  # as with $JUDGE_MEANING_SIGNAL=off
    first_plain = first_time(plain, questions)
    search, answer = warm(open_index(), questions, rounds)
    _, answer_plain = warm(plain, questions, rounds)
    t = time.perf_counter()
    base = Baseline()
    base_build = time.perf_counter() - t
    base_lat = []
    for _ in range(rounds):
        for q in questions:
            t = time.perf_counter()
            base.search(q)
            base_lat.append((time.perf_counter() - t) * 1000)
    return {"n": len(search), "first_p50": percentile(first, 50), "first_p99": percentile(first, 99), "search_p50": percentile(search, 50), "search_p99": percentile(search, 99),
            "ask_p50": percentile(answer, 50), "ask_p99": percentile(answer, 99),
            "first_plain_p50": percentile(first_plain, 50), "first_plain_p99": percentile(first_plain, 99),
            "ask_plain_p50": percentile(answer_plain, 50), "ask_plain_p99": percentile(answer_plain, 99),
            "base_p50": percentile(base_lat, 50), "base_p99": percentile(base_lat, 99), "base_build": base_build}


def first_time(idx, questions: list[str]) -> list[float]:
    """Each question's search time (ms) on an index that has answered none of them."""
    idx.search("こだわりメット 撤退 retreat")  # start the tokenizers
    out = []
    for q in questions:
        t = time.perf_counter()
        idx.search(q)
        out.append((time.perf_counter() - t) * 1000)
    return out


def warm(idx, questions: list[str], rounds: int) -> tuple[list[float], list[float]]:
    """Search times and whole-answer times (ms) of questions the index has answered before."""
    for q in questions:  # warm the searcher, the analyzers and the caches
        idx.ask(q)
    search, answer = [], []
    for _ in range(rounds):
        for q in questions:
            t = time.perf_counter()
            idx.search(q)
            search.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            idx.ask(q)
            answer.append((time.perf_counter() - t) * 1000)
    return search, answer


#: The questions a cold ``judge ask`` is timed with: the answer object (``--json``) in each language,
#: and an answer printed at the terminal as a user reads it.
COLD_ASKS = (("ja", "こだわりメット付いてたら反動ダメも減る?", True), ("zh", "撤退能量减1的效果会叠加吗", True),
             ("en", "does the damage reduction apply to self-damage?", True), ("en, printed", "Can I retreat while Asleep?", False))


def bench_cold(runs: int = 3) -> dict:
    """A fresh ``judge ask`` process per question (index already built): wall and CPU time, peak memory."""
    return {what: cold(["ask", q], runs, as_json) for what, q, as_json in COLD_ASKS}


def cold(args: list[str], runs: int, as_json: bool = True) -> dict:
    """``judge ARGS --json`` (or ``judge ARGS``, printed, without ``as_json``) in a fresh process,
    ``runs`` times: the median wall and CPU times (on cores shared with other work, the wall time is
    the CPU time plus the wait for a core) and the peak memory."""
    judge = str(Path(sys.executable).with_name("judge"))
    times, cpu, rss = [], [], []
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", _COLD, judge, "--json" if as_json else "", *args],
                              capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - t)
        child = json.loads(proc.stdout.strip().splitlines()[-1])
        rss.append(child["maxrss_mb"])
        cpu.append(child["cpu_s"])
    return {"seconds": statistics.median(times), "cpu_s": statistics.median(cpu), "maxrss_mb": max(rss)}


_COLD = """
import json, resource, subprocess, sys
flag = [sys.argv[2]] if sys.argv[2] else []  # --json, or nothing: the answer printed
subprocess.run([sys.argv[1], *sys.argv[3:], *flag], check=True, stdout=subprocess.DEVNULL)
use = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"maxrss_mb": use.ru_maxrss / 1024, "cpu_s": use.ru_utime + use.ru_stime}))
"""
CARD_NAMES = ("Guzma", "こだわりメット", "古兹马")


def bench_cards(runs: int = 5) -> dict:
    """``judge card`` in a fresh process per name, and what the card table adds to a process's
    resident memory once it is loaded and a card read."""
    out = {name: cold(["card", name], runs) for name in CARD_NAMES}
    proc = subprocess.run([sys.executable, "-c", _CARD_TABLE_RSS], capture_output=True, text=True, check=True)
    out["table"] = json.loads(proc.stdout.strip().splitlines()[-1])
    return out


_CARD_TABLE_RSS = """
import json, os
from judge.bench.process import rss_mb
import judge.cards.lookup as lookup
before = rss_mb(os.getpid())
lookup.lookup("Guzma")
print(json.dumps({"added_mb": rss_mb(os.getpid()) - before}))
"""


def bench_search(console: Console) -> None:
    table = Table("measure", "value", "target", "baseline", title="judge bench")
    build_s = bench_build()
    s = bench_scenarios()
    table.add_row(f"run all {s['scenarios']} scenarios (best of 3)", f"{s['total_s']:.3f} s", "< 2 s", "")
    table.add_row("median per scenario", f"{s['median_ms']:.2f} ms", "", "")
    table.add_row("slowest scenario (median)", f"{s['max_ms']:.2f} ms", "", "")
    q = bench_queries()
    table.add_row("index build (judge index build)", f"{build_s:.2f} s", "≤ 15 s", f"{q['base_build']:.2f} s")
    table.add_row(f"search p50 (warm, {q['n']} queries)", f"{q['search_p50']:.2f} ms", "≤ 3 ms", f"{q['base_p50']:.2f} ms")
    table.add_row("search p99 (warm)", f"{q['search_p99']:.2f} ms", "≤ 10 ms", f"{q['base_p99']:.2f} ms")
    table.add_row("search p50, each question's first time", f"{q['first_p50']:.2f} ms", "≤ 25 ms", "")
    table.add_row("search p99, each question's first time", f"{q['first_p99']:.2f} ms", "≤ 60 ms", "")
    table.add_row("  the same, meaning signal off: p50 / p99", f"{q['first_plain_p50']:.2f} / {q['first_plain_p99']:.2f} ms", "", "")
    table.add_row("answer p50 (search + composition)", f"{q['ask_p50']:.2f} ms", "≤ 3 ms", "")
    table.add_row("answer p99 (search + composition)", f"{q['ask_p99']:.2f} ms", "≤ 10 ms", "")
    table.add_row("  the same, meaning signal off: p50 / p99", f"{q['ask_plain_p50']:.2f} / {q['ask_plain_p99']:.2f} ms", "", "")
    for lang, c in bench_cold().items():
        table.add_row(f"cold `judge ask` ({lang}; CPU time)", f"{c['seconds']:.2f} s ({c['cpu_s']:.2f} s)", "≤ 1.0 s", "")
        table.add_row(f"peak memory, cold ask ({lang})", f"{c['maxrss_mb']:.0f} MB", "", "")
    cards = bench_cards()
    for name in CARD_NAMES:
        table.add_row(f"cold `judge card {name}` (CPU time)", f"{cards[name]['seconds']:.2f} s ({cards[name]['cpu_s']:.2f} s)",
                      "< 0.5 s", "")
    table.add_row("peak memory, cold card", f"{max(cards[n]['maxrss_mb'] for n in CARD_NAMES):.0f} MB", "", "")
    table.add_row("memory the card table adds to a process", f"{cards['table']['added_mb']:.1f} MB", "≤ 30 MB", "")
    import resource  # lazily: POSIX only; the rest of this module runs anywhere

    table.add_row("peak memory, this bench process", f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB", "", "")
    console.print(table)
