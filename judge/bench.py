"""``make bench``: measured speeds, printed as a table (targets beside the figures)."""

from __future__ import annotations

import statistics
import time

from rich.console import Console
from rich.table import Table


def bench_scenarios(repeat: int = 3) -> dict:
    """Run every scenario ``repeat`` times: the best total and the median per scenario."""
    from . import scenario

    files = scenario.scenario_files()
    scenario.run(files[0])  # warm imports
    totals, per = [], {f: [] for f in files}
    for _ in range(repeat):
        start = time.perf_counter()
        for f in files:
            t = time.perf_counter()
            scenario.run(f)
            per[f].append(time.perf_counter() - t)
        totals.append(time.perf_counter() - start)
    medians = [statistics.median(v) for v in per.values()]
    return {"scenarios": len(files), "total_s": min(totals), "median_ms": statistics.median(medians) * 1000,
            "max_ms": max(medians) * 1000}


def main() -> None:
    console = Console()
    table = Table("measure", "value", "target", title="judge bench")
    s = bench_scenarios()
    table.add_row(f"run all {s['scenarios']} scenarios (best of 3)", f"{s['total_s']:.3f} s", "< 2 s")
    table.add_row("median per scenario", f"{s['median_ms']:.2f} ms", "")
    table.add_row("slowest scenario (median)", f"{s['max_ms']:.2f} ms", "")
    console.print(table)


if __name__ == "__main__":
    main()
