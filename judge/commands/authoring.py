"""Writing rulings and scenarios: ``judge lint`` checks topic files against the schema and the
seeds, ``judge schema`` prints the JSON Schema of a topic or a scenario file."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from judge.paths import rulings_dir


@click.command()
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--warnings/--no-warnings", default=True, help="Also print warnings.")
def lint(files: tuple[Path, ...], warnings: bool) -> None:
    """Check topic files against the schema and the seeds, and points files against their topics'
    passages (all of both when no file is given)."""
    # lazily: each command loads what it needs
    from judge.corpus.lint import lint_files, lint_points
    from judge.corpus.load import point_files, topic_files
    from judge.corpus.seeds import SeedsMissing

    paths = list(files) or topic_files(rulings_dir()) + point_files(rulings_dir())
    point_paths = [p for p in paths if p.resolve().parent.name == "points"]
    try:
        findings = lint_files([p for p in paths if p not in point_paths]) + lint_points(point_paths, whole=not files)
    except SeedsMissing as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    errors = [f for f in findings if f.severity == "error"]
    for f in findings:
        if f.severity == "error" or warnings:
            click.echo(f"{f.severity}: {f.problem}")
    click.echo(f"{len(paths)} file(s), {len(errors)} error(s), {len(findings) - len(errors)} warning(s)")
    sys.exit(1 if errors else 0)


@click.command()
@click.argument("what", type=click.Choice(["topic", "points", "scenario"]), default="topic")
def schema(what: str) -> None:
    """Print the JSON Schema of a topic file, a points file or a scenario file."""
    if what == "topic":
        from judge.corpus.models import json_schema  # lazily: each command loads what it needs
    elif what == "points":
        from judge.corpus.points import json_schema  # lazily: each command loads what it needs
    else:
        from judge.engine.scenario.spec import json_schema  # lazily: each command loads what it needs
    click.echo(json.dumps(json_schema(), ensure_ascii=False, indent=2))
