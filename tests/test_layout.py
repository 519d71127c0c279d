"""The package's layout: each subpackage imports only the ones below it (../shared/DESIGN.md, Layout)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

JUDGE = Path(__file__).resolve().parent.parent / "judge"

#: Bottom first. A module may import its own package and any package listed before it, never one after.
ORDER = ("paths", "lang", "corpus", "engine", "cards", "search", "web", "terminal", "cli", "bench")


def part(module: str) -> str:
    """``judge.search.ask`` → ``search``; ``judge.paths`` → ``paths``."""
    return module.split(".")[1]


def modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(JUDGE.rglob("*.py")):
        parts = list(path.relative_to(JUDGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out.append((".".join(parts), path))
    return out


def imports(path: Path) -> list[tuple[int, str]]:
    """Every ``judge.…`` module a file imports (at any depth, inside functions too), with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            base = node.module
            found += [(node.lineno, f"{base}.{a.name}" if base == "judge" else base) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level:
            found.append((node.lineno, "relative"))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
    return [(line, m) for line, m in found if m == "relative" or m.startswith("judge.")]


def test_every_top_level_module_or_package_has_a_place_in_the_order():
    tops = {part(m) for m, _ in modules() if m != "judge"}
    assert tops <= set(ORDER), f"place {sorted(tops - set(ORDER))} in ORDER"


@pytest.mark.parametrize("module,path", modules(), ids=[m for m, _ in modules()])
def test_imports_run_down_the_order(module, path):
    if module == "judge":
        return
    rank = ORDER.index(part(module))
    wrong = []
    for line, target in imports(path):
        if target == "relative":
            wrong.append(f"line {line}: a relative import (write judge.… in full)")
        elif ORDER.index(part(target)) > rank:
            wrong.append(f"line {line}: {target} is above {part(module)}")
    assert not wrong, f"{path.relative_to(JUDGE.parent)}:\n  " + "\n  ".join(wrong)


def test_the_engine_core_imports_only_the_languages_and_itself():
    core = [(m, p) for m, p in modules() if m.startswith("judge.engine") and not m.startswith("judge.engine.scenario")]
    wrong = [f"{m} line {line}: {t}" for m, p in core for line, t in imports(p)
             if not (t.startswith("judge.lang") or t.startswith("judge.engine")) or t.startswith("judge.engine.scenario")]
    assert not wrong, "\n".join(wrong)


def test_each_package_says_what_it_owns_and_may_import():
    for init in sorted(JUDGE.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        assert "import" in doc.lower(), f"{init.relative_to(JUDGE.parent)}: its docstring says what the package may import"


def test_no_module_is_in_the_flat_top_folder_but_the_entry_points():
    flat = sorted(p.name for p in JUDGE.glob("*.py"))
    assert flat == ["__init__.py", "bench.py", "cli.py", "paths.py", "terminal.py"], flat
