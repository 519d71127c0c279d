"""The ``judge`` command line (contract: ../shared/DESIGN.md, "Commands"): the top of the package, which
may import every other part of ``judge`` and is imported by none. Commands import what they need when
they run (lazily on purpose), so that a cold ``judge ask`` loads no web, scenario or corpus code."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from judge.paths import rulings_dir


def _console() -> Console:
    return Console(soft_wrap=False, highlight=False)


def _load():
    """The corpus, read once per process (the web app of ``judge serve`` reads the same one)."""
    from judge.corpus.load import CorpusError, cached  # lazily: only the commands that read the corpus load it

    try:
        return cached()
    except CorpusError as err:
        for p in err.problems:
            click.echo(f"error: {p}", err=True)
        raise SystemExit(2)


def _json_line(obj) -> None:
    click.echo(json.dumps(obj, ensure_ascii=False))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="judge")
def main() -> None:
    """A rules judge for the Pokémon Trading Card Game: rulings from the official guides,
    cited by edition and section."""


@main.command("list")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line.")
def list_cmd(as_json: bool) -> None:
    """Every ruling id: topics and their FAQs."""
    # lazily: each command loads what it needs, so that a cold `judge ask` or `judge card` starts fast
    from judge.terminal import list_table
    from judge.web.rulings import list_json

    corpus = _load()
    if as_json:
        for row in list_json(corpus):
            _json_line(row)
    else:
        _console().print(list_table(corpus))
        click.echo(f"{len(corpus.topics)} topics, {len(corpus.faqs)} FAQs")


@main.command()
@click.argument("ids", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line.")
def show(ids: tuple[str, ...], as_json: bool) -> None:
    """Rulings by id (a topic such as II-B-09 or a FAQ such as II-B-09/faq-1)."""
    # lazily: each command loads what it needs
    from judge.terminal import show as render_show
    from judge.web.rulings import ruling_json

    corpus = _load()
    unknown = [i for i in ids if not _known(corpus, i)]
    if unknown:
        raise click.UsageError(f"unknown ruling id(s): {', '.join(unknown)} (see `judge list`)")
    console = _console()
    for ruling_id in ids:
        if as_json:
            _json_line(ruling_json(corpus, ruling_id))
        else:
            render_show(console, corpus, ruling_id)


def _known(corpus, ruling_id: str) -> bool:
    try:
        corpus.get(ruling_id)
        return True
    except KeyError:
        return False


@main.command()
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--warnings/--no-warnings", default=True, help="Also print warnings.")
def lint(files: tuple[Path, ...], warnings: bool) -> None:
    """Check topic files against the schema and the seeds (all topics when no file is given)."""
    # lazily: each command loads what it needs
    from judge.corpus.lint import lint_files
    from judge.corpus.load import topic_files
    from judge.corpus.seeds import SeedsMissing

    paths = list(files) or topic_files(rulings_dir())
    try:
        findings = lint_files(paths)
    except SeedsMissing as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    errors = [f for f in findings if f.severity == "error"]
    for f in findings:
        if f.severity == "error" or warnings:
            click.echo(f"{f.severity}: {f.problem}")
    click.echo(f"{len(paths)} file(s), {len(errors)} error(s), {len(findings) - len(errors)} warning(s)")
    sys.exit(1 if errors else 0)


@main.command()
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-v", "--verbose", is_flag=True, help="Print every scenario's trace.")
def check(files: tuple[Path, ...], verbose: bool) -> None:
    """Run the corpus's scenarios (or the given files); a failure prints its trace beside what the guide expects."""
    # lazily: each command loads what it needs
    from judge.engine.budget import BudgetExceeded
    from judge.engine.scenario.files import ScenarioError, scenario_files
    from judge.engine.scenario.runner import run
    from judge.terminal import scenario_report

    paths = list(files) or scenario_files()
    console = _console()
    passed = failed = what_ifs = 0
    for path in paths:
        try:
            result = run(path)
        except ScenarioError as err:
            failed += 1
            for p in err.problems:
                click.echo(f"error: {p}")
            continue
        except BudgetExceeded as err:
            failed += 1
            click.echo(f"error: {path}: {err}")
            continue
        if result.verified is None:  # a what-if: it ran, and proves nothing
            what_ifs += 1
            if verbose:
                console.print(scenario_report(result))
        elif result.verified:
            passed += 1
            if verbose:
                console.print(scenario_report(result))
        else:
            failed += 1
            console.print(scenario_report(result))
    if what_ifs:
        click.echo(f"{what_ifs} what-if scenario(s) ran with nothing expected (not counted)")
    click.echo(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="The result and trace as one JSON object.")
@click.option("--lang", type=click.Choice(["en", "ja", "zh"]), default="en", show_default=True, help="The language of the trace.")
def sim(file: Path, as_json: bool, lang: str) -> None:
    """Run one scenario file from anywhere and print its trace."""
    # lazily: each command loads what it needs
    from judge.engine.budget import BudgetExceeded
    from judge.engine.scenario.files import ScenarioError
    from judge.engine.scenario.runner import run
    from judge.terminal import scenario_report

    try:
        result = run(file)
    except ScenarioError as err:
        if as_json:
            _json_line({"error": {"code": "bad_scenario", "message": str(err), "problems": [p.__dict__ for p in err.problems]}})
        for p in err.problems:
            click.echo(f"error: {p}", err=True)
        sys.exit(2)
    except BudgetExceeded as err:
        if as_json:
            _json_line({"error": {"code": "budget", "message": str(err)}})
        click.echo(f"error: {file}: {err}", err=True)
        sys.exit(2)
    if as_json:
        _json_line(result.to_json())
    else:
        _console().print(scenario_report(result, lang))
    sys.exit(1 if result.failed else 0)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on; 0.0.0.0 serves the local network.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 64), help="Requests served at once, per process.")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 32),
              help="Processes sharing the port, one per core (Linux and macOS).")
@click.option("--connections", default=1000, show_default=True, type=click.IntRange(16, 100_000),
              help="Open connections per process; past it, the one that has waited longest for nothing makes room for a new one.")
@click.option("--idle-timeout", default=30, show_default=True, type=click.IntRange(1, 3600),
              help="Seconds a connection may stay open sending nothing.")
@click.option("--request-timeout", default=10, show_default=True, type=click.IntRange(1, 3600),
              help="Seconds for a request's headers and body to arrive, from its first byte.")
@click.option("--access-log/--no-access-log", default=True, show_default=True,
              help="A line per request on standard error: method, path (long query values as …), status, milliseconds.")
def serve(host: str, port: int, threads: int, workers: int, connections: int, idle_timeout: int, request_timeout: int,
          access_log: bool) -> None:
    """Serve the web page and the JSON API (waitress, a production WSGI server)."""
    # lazily: the web app, Flask and waitress only for `judge serve`
    from judge.web.access import AccessLog
    from judge.web.app import create_app
    from judge.web.connections import Limits
    from judge.web.serving import serve as run_server

    _load()  # fail before listening if the corpus is broken
    # No name keeps the index here: the build is released once the server has switched to another.
    if workers > 1:
        _serving_index().warm()  # once, before the worker processes are forked: each starts warm
    else:
        # Read every term's scores in the background: questions asked meanwhile read their own terms.
        threading.Thread(target=_serving_index().warm, name="warm-index", daemon=True).start()
    limits = Limits(connections=connections, idle_timeout=idle_timeout, request_timeout=request_timeout)
    app = create_app()
    if access_log:
        app.wsgi_app = AccessLog(app.wsgi_app)
    run_server(app, host, port, threads, workers, limits)


def _ready_index():
    """The live index, built first (with progress) when missing or stale; a message and exit status
    2 when it can be neither read nor built."""
    # lazily: the search only for the commands that search
    from judge.search.ask import open_index
    from judge.search.build import IndexUnavailable, is_fresh

    if not is_fresh():
        _build_with_progress()
    try:
        return open_index(ensure=False)
    except IndexUnavailable as err:
        _fail(err)


def _serving_index():
    """The index a server answers from (:mod:`judge.search.live`): built first when missing or stale,
    in a process of its own (with progress: a build leaves much in memory that serving does not
    need); a message and exit status 2 when it can be neither read nor built."""
    # lazily: the search only for the commands that search
    from judge.search.build import IndexUnavailable, is_fresh, live_root
    from judge.search.live import opened

    if not is_fresh():
        built = subprocess.run([sys.executable, "-m", "judge.cli", "index", "build"])
        if built.returncode:
            raise SystemExit(built.returncode)
        live_root(again=True)
    try:
        return opened(ensure=False)
    except IndexUnavailable as err:
        _fail(err)


def _fail(err) -> None:
    click.echo(f"error: {err}", err=True)
    raise SystemExit(2)


@main.group("index")
def index_group() -> None:
    """The search index."""


@index_group.command("build")
def index_build() -> None:
    """(Re)build the search index beside the live one and swap it in atomically."""
    from judge.search.build import build  # lazily: the search only for the commands that search

    _build_with_progress(build)


def _build_with_progress(fn=None):
    """Build the index with a progress bar: ``fn`` (by default, build only when it is not fresh,
    waiting for a build another process has started)."""
    from judge.search.build import IndexUnavailable, ensure  # lazily: the search only for the commands that search

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
            _fail(err)
    click.echo(f"index built: {path}", err=True)
    return path


def _named(argument: str, lang: str, as_json: str, limit: int, most: int, what: str):
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


@main.command()
@_named("question", "The question's language (detected when not given).", "The answer object as JSON.", 3, 20,
        "How many rulings to show.")
def ask(question: str, lang: str | None, as_json: bool, limit: int) -> None:
    """Ask a question in Japanese, Chinese or English; `-` reads one question per line (JSON Lines out)."""
    from judge.search.ask import BadQuestion  # lazily: the search only for the commands that search

    idx = _ready_index()
    if question == "-":
        for line in sys.stdin:
            line = line.rstrip("\n")
            try:
                _json_line(idx.ask(line, lang, limit))
            except BadQuestion as err:
                _json_line({"query": line, "error": {"code": err.code, "message": str(err)}})
        return
    try:
        answer = idx.ask(question, lang, limit)
    except BadQuestion as err:
        if as_json:
            _json_line({"query": question, "error": {"code": err.code, "message": str(err)}})
        else:
            click.echo(f"error: {err}", err=True)
        sys.exit(2)
    if as_json:
        _json_line(answer)
    else:
        from judge.terminal import answer_renderable  # lazily: the terminal rendering (corpus, engine) only to print

        _console().print(answer_renderable(answer))


@main.command()
@_named("name", "The language of the text shown (detected from the name when not given).", "The answer as one JSON object.",
        8, 50, "How many cards to show.")
def card(name: str, lang: str | None, as_json: bool, limit: int) -> None:
    """A card, attack or Ability by name, in Japanese, Chinese or English: its text, the phrases it
    prints and the rulings they trigger. No match: a "did you mean" and exit status 1."""
    from judge.cards.lookup import EmptyName, lookup  # lazily: each command loads what it needs

    try:
        result = lookup(name, lang, limit)
    except EmptyName as err:
        if as_json:
            _json_line({"query": name, "error": {"code": "empty_name", "message": str(err)}})
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    if as_json:
        _json_line(result)
    elif result["cards"]:
        from judge.cards.render import lookup_renderable  # lazily: each command loads what it needs

        _console().print(lookup_renderable(result))
    if not result["cards"]:
        near = result.get("did_you_mean") or []
        shown = name if len(name) <= 60 else name[:57] + "..."
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        click.echo(f"no card, attack or Ability named {shown!r}{hint}", err=True)
        sys.exit(1)


@main.command("eval")
@click.argument("files", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--misses", is_flag=True, help="List the questions whose first result does not settle them.")
@click.option("--left-out", is_flag=True, help="Also ask every way of asking that carries a verdict, itself left out, "
              "and count the verdicts it gets against its own.")
def eval_cmd(files: tuple[Path, ...], misses: bool, left_out: bool) -> None:
    """Search quality on question sets (YAML: q, lang, ids or expect; none for an off-topic set):
    top-1, top-3 and MRR per language, ours beside a plain BM25 baseline over the guides' raw text
    (character bigrams); how often each confidence is given, and how often the first result is
    right when it is given as high."""
    if not files and not left_out:
        raise click.UsageError("name a question set (or --left-out)")
    _ready_index()
    if left_out:
        _print_left_out()
    if not files:
        return
    from judge.search.evaluate import evaluate  # lazily: the search only for the commands that search

    report = evaluate(list(files))
    names = ", ".join(str(f) for f in files)
    table = Table("lang", "questions", "top-1", "top-3", "MRR", "baseline top-1", "baseline top-3", "baseline MRR",
                  "high", "low", "none", "right when high",
                  title=f"judge eval {names} ({report['questions']} questions, {report['seconds']:.2f} s)")
    for lang in [l for l in ("ja", "zh", "en") if l in report["ours"]] + ["all"]:
        o, b = report["ours"][lang], report["baseline"][lang]
        ranking = [f"{x:.3f}" for x in o.row() + b.row()] if o.n else ["-"] * 6
        right = o.right_when_high()
        table.add_row(lang, str(o.asked), *ranking, *(f"{o.share(c):.3f}" for c in ("high", "low", "none")),
                      "-" if right is None else f"{right:.3f}")
    answers = Table("lang", "short on first result", "yes/no questions", "verdict given", "verdict wrong",
                    "FAQ first, replay proves it", title="the answer: verdicts, short answers, replays")
    for lang in [l for l in ("ja", "zh", "en") if l in report["ours"]] + ["all"]:
        o = report["ours"][lang]
        answers.add_row(lang, f"{o.shorts}/{o.tops}", str(o.yes_no),
                        f"{o.verdicts / o.yes_no:.3f}" if o.yes_no else "-",
                        f"{o.verdicts_wrong / o.verdicts:.3f}" if o.verdicts else "-",
                        f"{o.faq_replays_proving}/{o.faq_replays}")
    console = _console()
    console.print(table)
    console.print(answers)
    if misses:
        for lang, s in report["ours"].items():
            if lang == "all":
                continue
            for q, ids, got in s.misses:
                console.print(f"[{lang}] {q}  expected {ids}  got {got}")


def _print_left_out() -> None:
    # lazily: the search only for the commands that search
    from judge.search.ask import open_index
    from judge.search.evaluate import verdicts_left_out

    report = verdicts_left_out(open_index())
    table = Table("lang", "ways of asking with a verdict", "topic verdicts", "wrong", "FAQ verdicts", "wrong",
                  title="verdicts of the ways of asking, each asked with itself left out")
    for lang in [l for l in ("ja", "zh", "en") if l in report] + ["all"]:
        s = report[lang]
        table.add_row(lang, str(s.asked), str(s.topic), str(s.topic_wrong), str(s.faq), str(s.faq_wrong))
    console = _console()
    console.print(table)
    for text, own, got in report["all"].wrong:
        console.print(f"wrong: {text!r} is {own}, got {got}")


@main.command()
@click.argument("what", type=click.Choice(["topic", "scenario"]), default="topic")
def schema(what: str) -> None:
    """Print the JSON Schema of a topic file or a scenario file."""
    if what == "topic":
        from judge.corpus.models import json_schema  # lazily: each command loads what it needs
    else:
        from judge.engine.scenario.spec import json_schema  # lazily: each command loads what it needs
    click.echo(json.dumps(json_schema(), ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
