"""The search index: ``judge index build``, and the index the other commands read, built first
(with progress) when it is missing or stale."""

from __future__ import annotations

import subprocess
import sys

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from judge.commands.common import fail


@click.group("index")
def index_group() -> None:
    """The search index."""


@index_group.command("build")
def index_build() -> None:
    """(Re)build the search index beside the live one and swap it in atomically."""
    from judge.index.build import build  # lazily: the search only for the commands that search

    build_with_progress(build)


def ready_index():
    """The live index, built first (with progress) when missing or stale; a message and exit status
    2 when it can be neither read nor built."""
    # lazily: the search only for the commands that search
    from judge.search.ask import open_index
    from judge.index.build import is_fresh
    from judge.index.storage import IndexUnavailable

    if not is_fresh():
        build_with_progress()
    try:
        return open_index(ensure=False)
    except IndexUnavailable as err:
        fail(err)


def serving_index():
    """The index a server answers from (:mod:`judge.search.live`): built first when missing or stale,
    in a process of its own (with progress: a build leaves much in memory that serving does not
    need); a message and exit status 2 when it can be neither read nor built."""
    # lazily: the search only for the commands that search
    from judge.index.build import is_fresh, live_root
    from judge.index.storage import IndexUnavailable
    from judge.search.live import opened

    if not is_fresh():
        built = subprocess.run([sys.executable, "-m", "judge.cli", "index", "build"])
        if built.returncode:
            raise SystemExit(built.returncode)
        live_root(again=True)
    try:
        return opened(ensure=False)
    except IndexUnavailable as err:
        fail(err)


def build_with_progress(fn=None):
    """Build the index with a progress bar: ``fn`` (by default, build only when it is not fresh,
    waiting for a build another process has started)."""
    from judge.index.build import ensure
    from judge.index.storage import IndexUnavailable  # lazily: the search only for the commands that search

    fn = fn or ensure

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=False) as bar:
        tasks = {}

        def report(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            bar.update(tasks[stage], completed=done, total=total)

        from judge.corpus.load import CorpusError  # lazily: only the commands that read the corpus load it

        try:
            path = fn(progress=report)
        except CorpusError as err:
            for p in err.problems:
                click.echo(f"error: {p}", err=True)
            raise SystemExit(2)
        except IndexUnavailable as err:
            fail(err)
    click.echo(f"index built: {path}", err=True)
    return path
