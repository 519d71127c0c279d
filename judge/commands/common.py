"""What the commands share: the console they print to, the corpus read once, a JSON line, an error
that ends the command, and the options ``judge ask`` and ``judge card`` take alike."""

from __future__ import annotations

import json

import click
from rich.console import Console


def console() -> Console:
    return Console(soft_wrap=False, highlight=False)


def corpus():
    """The corpus, read once per process (the web app of ``judge serve`` reads the same one)."""
    from judge.corpus.load import CorpusError, cached  # lazily: only the commands that read the corpus load it

    try:
        return cached()
    except CorpusError as err:
        for p in err.problems:
            click.echo(f"error: {p}", err=True)
        raise SystemExit(2)


def json_line(obj) -> None:
    click.echo(json.dumps(obj, ensure_ascii=False))


def fail(err) -> None:
    """The error on standard error, and exit status 2."""
    click.echo(f"error: {err}", err=True)
    raise SystemExit(2)


def named(argument: str, lang: str, as_json: str, limit: int, most: int, what: str):
    """What ``judge ask`` and ``judge card`` take alike: the text asked, its language, ``--json``
    and how many results to show (``limit`` by default, at most ``most``)."""
    options = [click.argument(argument), click.option("--lang", type=click.Choice(["ja", "zh", "en"]), help=lang),
               click.option("--json", "as_json", is_flag=True, help=as_json),
               click.option("-n", "--limit", default=limit, show_default=True, type=click.IntRange(1, most), help=what)]

    def decorate(command):
        for option in reversed(options):
            command = option(command)
        return command

    return decorate
