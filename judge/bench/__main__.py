"""``python -m judge.bench`` (``make bench``): every part, or one with ``--only``.

The parts are a table (:data:`PARTS`), run in its order. A part that needs an optional package
that is not installed is skipped, saying which package and how to install it; the others still
run and print their figures."""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
from dataclasses import dataclass
from typing import Callable

from rich.console import Console
from rich.text import Text

from judge.bench.faults import bench_clients, bench_faults, clients_table, faults_tables
from judge.bench.floods import bench_floods, floods_table
from judge.bench.page import bench_page
from judge.bench.search import bench_search
from judge.bench.serve import bench_server, load_table
from judge.index.build import ensure


@dataclass(frozen=True)
class Part:
    """A part of the benchmarks, as ``--only`` names it."""

    name: str
    what: str
    """What it measures, in a few words (``--help`` lists them)."""
    run: Callable[[Console, argparse.Namespace], None]
    """Measures and prints its tables, given the command line's options."""
    packages: tuple[str, ...] = ()
    """The optional packages it needs, as they are imported (and installed: ``pip install NAME``)."""
    built_index: bool = True
    """It starts on a built index: the index is built first (once) where it is missing or stale."""
    own_process: bool = False
    """When every part runs, it runs in a process of its own (``--only NAME``): this one then maps
    no dictionary and holds no build or app while the servers run."""


def _search(console: Console, args: argparse.Namespace) -> None:
    bench_search(console)


def _page(console: Console, args: argparse.Namespace) -> None:
    bench_page(console)


def _serve(console: Console, args: argparse.Namespace) -> None:
    results = [bench_server(int(w), args.requests) for w in args.workers.split(",")]
    # The same 2 processes with the meaning signal switched off, measured in the same run.
    results.append(bench_server(2, args.requests, meaning=False))
    if args.gunicorn and missing(("gunicorn",)):
        console.print(Text(skipped("serve with gunicorn", ["gunicorn"]), style="yellow"), soft_wrap=True)
    elif args.gunicorn:
        results.append(bench_server(args.gunicorn, args.requests, gunicorn=True))
    console.print(load_table(results, args.requests))


def _clients(console: Console, args: argparse.Namespace) -> None:
    rows = [row for w in args.workers.split(",") for limit in (None, 100) for row in bench_clients(int(w), limit)]
    console.print(clients_table(rows))


def _faults(console: Console, args: argparse.Namespace) -> None:
    for table in faults_tables(bench_faults(args.requests)):
        console.print(table)


def _floods(console: Console, args: argparse.Namespace) -> None:
    console.print(floods_table([row for w in args.workers.split(",") for row in bench_floods(int(w))]))


#: The parts, in the order they run.
PARTS = (
    Part("search", "the search and scenarios", _search, built_index=False, own_process=True),
    Part("page", "the page in a browser", _page, packages=("playwright",), own_process=True),
    Part("serve", "the server under load", _serve),
    Part("clients", "the server beside clients that hold connections", _clients),
    Part("faults", "the server under load through faults", _faults),
    Part("floods", "a normal user beside floods and a truncated index file", _floods),
)


def missing(packages: tuple[str, ...]) -> list[str]:
    """The packages of ``packages`` that cannot be imported here."""
    out = []
    for name in packages:
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            out.append(name)
    return out


#: The optional packages that an extra of pyproject.toml installs, by the extra's name.
EXTRAS = {"playwright": "test"}


def skipped(what: str, packages: list[str]) -> str:
    """What a part that cannot run says: the packages it needs and how to install them."""
    extras = sorted({EXTRAS[p] for p in packages if p in EXTRAS})
    also = "".join(f"; the {e} extra has {'it' if len(packages) == 1 else 'them'}: pip install -e \".[{e}]\"" for e in extras)
    return (f"{what}: skipped, it needs {', '.join(packages)}, which {'is' if len(packages) == 1 else 'are'} not installed "
            f"(pip install {' '.join(packages)}{also})")


def main(argv: list[str] | None = None, parts: tuple[Part, ...] = PARTS) -> None:
    named = {p.name: p for p in parts}
    parser = argparse.ArgumentParser(prog="python -m judge.bench", description="make bench: measured speeds and memory.")
    parser.add_argument("--only", choices=list(named), help="Run one part: " + "; ".join(f"{p.name}, {p.what}" for p in parts) + ".")
    parser.add_argument("--requests", type=int, default=10_000, help="Requests per level of connections (default 10,000).")
    parser.add_argument("--workers", default="1,2", help="Server processes to measure, comma-separated (default 1,2).")
    parser.add_argument("--gunicorn", type=int, metavar="N", help="Also measure gunicorn with N processes (where it is installed).")
    args = parser.parse_args(argv)
    console = Console(width=max(Console().width, 130))
    built = False
    for part in [named[args.only]] if args.only else parts:
        lacking = missing(part.packages)
        if lacking:
            console.print(Text(skipped(f"{part.name} ({part.what})", lacking), style="yellow"), soft_wrap=True)
        elif part.own_process and not args.only:
            subprocess.run([sys.executable, "-m", "judge.bench", "--only", part.name], check=True)
        else:
            if part.built_index and not built:
                ensure()
                built = True
            part.run(console, args)


if __name__ == "__main__":
    main()
