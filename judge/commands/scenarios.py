"""The scenarios: ``judge check`` runs the corpus's (or the given files) against what the guides
expect, ``judge sim`` runs one file from anywhere and prints its trace."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from judge.commands.common import console, json_line


@click.command()
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
    out = console()
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
                out.print(scenario_report(result))
        elif result.verified:
            passed += 1
            if verbose:
                out.print(scenario_report(result))
        else:
            failed += 1
            out.print(scenario_report(result))
    if what_ifs:
        click.echo(f"{what_ifs} what-if scenario(s) ran with nothing expected (not counted)")
    click.echo(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


@click.command()
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
            json_line({"error": {"code": "bad_scenario", "message": str(err), "problems": [p.__dict__ for p in err.problems]}})
        for p in err.problems:
            click.echo(f"error: {p}", err=True)
        sys.exit(2)
    except BudgetExceeded as err:
        if as_json:
            json_line({"error": {"code": "budget", "message": str(err)}})
        click.echo(f"error: {file}: {err}", err=True)
        sys.exit(2)
    if as_json:
        json_line(result.to_json())
    else:
        console().print(scenario_report(result, lang))
    sys.exit(1 if result.failed else 0)
