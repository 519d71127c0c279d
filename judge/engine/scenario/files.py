"""Scenario files: where they are (:func:`scenario_files`), the id each goes by (:func:`scenario_id`),
the rulings they prove (:func:`index`), and reading one into the format (:func:`load`), or the
:class:`ScenarioError` that says why it cannot be run.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from judge.corpus.load import Problem, read_yaml, rulings_dir
from judge.engine.scenario.spec import Scenario, explain


class ScenarioError(Exception):
    """A scenario file that cannot be run: the file, the path inside it and what is wrong."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("; ".join(str(p) for p in problems))


def scenario_id(path: Path, root: Path | None = None) -> str:
    """``rulings/scenarios/II-B-09/eviolite.yaml`` → ``II-B-09/eviolite``; elsewhere the file stem."""
    root = (root or rulings_dir()) / "scenarios"
    try:
        return path.resolve().relative_to(root.resolve()).with_suffix("").as_posix()
    except ValueError:
        return path.stem


#: The largest number a scenario may hold: a deck has 60 cards and no HP reaches 1,000; a number of
#: cards, counters or coins in the billions would only make the replay run out of time or memory.
MAX_NUMBER = 10_000


def too_large(data, where: str = "") -> str | None:
    """The dotted path of the first number beyond :data:`MAX_NUMBER` in the document, if any."""
    if isinstance(data, (int, float)) and not isinstance(data, bool) and not abs(data) <= MAX_NUMBER:
        return where or "."
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        found = too_large(value, f"{where}.{key}" if where else str(key))
        if found:
            return found
    return None


def load(path: Path) -> Scenario:
    data, problems = read_yaml(path)
    if problems:
        raise ScenarioError(problems)
    if not isinstance(data, dict):
        raise ScenarioError([Problem(str(path), "", "a scenario file holds a mapping")])
    big = too_large(data)
    if big:
        raise ScenarioError([Problem(str(path), big, f"numbers in a scenario are at most {MAX_NUMBER:,} (and not NaN)")])
    try:
        return Scenario.model_validate(data)
    except ValidationError as err:
        raise ScenarioError([Problem(str(path), where, said) for where, said in explain(err)]) from None


def scenario_files(root: Path | None = None) -> list[Path]:
    return sorted(((root or rulings_dir()) / "scenarios").rglob("*.yaml"))


@lru_cache(maxsize=4)
def index(root: Path | None = None) -> dict[str, list[str]]:
    """Ruling id → ids of the scenarios that prove it (read from each file's ``proves``)."""
    out: dict[str, list[str]] = {}
    for path in scenario_files(root):
        data, problems = read_yaml(path)
        for ruling in data.get("proves", []) if isinstance(data, dict) and not problems else []:
            out.setdefault(ruling, []).append(scenario_id(path, root))
    return out
