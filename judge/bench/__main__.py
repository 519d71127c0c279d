"""``python -m judge.bench`` (``make bench``): every part, or one with ``--only``."""

from __future__ import annotations

import argparse
import subprocess
import sys

from rich.console import Console

from judge.bench import bench_server, load_table
from judge.bench.faults import bench_clients, bench_faults, clients_table, faults_tables
from judge.bench.search import bench_search
from judge.index.build import ensure

#: The parts, in the order they run.
PARTS = {"search": "the search and scenarios", "serve": "the server under load",
         "clients": "the server beside clients that hold connections", "faults": "the server under load through faults"}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m judge.bench", description="make bench: measured speeds and memory.")
    parser.add_argument("--only", choices=list(PARTS), help="Run one part: " + "; ".join(f"{k}, {v}" for k, v in PARTS.items()) + ".")
    parser.add_argument("--requests", type=int, default=10_000, help="Requests per level of connections (default 10,000).")
    parser.add_argument("--workers", default="1,2", help="Server processes to measure, comma-separated (default 1,2).")
    parser.add_argument("--gunicorn", type=int, metavar="N", help="Also measure gunicorn with N processes (where it is installed).")
    args = parser.parse_args(argv)
    console = Console(width=max(Console().width, 130))
    parts = [args.only] if args.only else list(PARTS)
    if args.only == "search":
        bench_search(console)
    elif not args.only:  # in a process of its own: this one then maps no dictionary and holds no build while the servers run
        subprocess.run([sys.executable, "-m", "judge.bench", "--only", "search"], check=True)
    if parts != ["search"]:
        ensure()  # the servers start on a built index
    if "serve" in parts:
        results = [bench_server(int(w), args.requests) for w in args.workers.split(",")]
        # The same 2 processes with the meaning signal switched off, measured in the same run.
        results.append(bench_server(2, args.requests, meaning=False))
        if args.gunicorn:
            results.append(bench_server(args.gunicorn, args.requests, gunicorn=True))
        console.print(load_table(results, args.requests))
    if "clients" in parts:
        rows = [row for w in args.workers.split(",") for limit in (None, 100) for row in bench_clients(int(w), limit)]
        console.print(clients_table(rows))
    if "faults" in parts:
        for table in faults_tables(bench_faults(args.requests)):
            console.print(table)


if __name__ == "__main__":
    main()
