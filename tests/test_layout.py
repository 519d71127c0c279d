"""The package's layout: each subpackage imports only the ones below it (../shared/DESIGN.md, Layout)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

JUDGE = Path(__file__).resolve().parent.parent / "judge"

#: Bottom first. A module may import its own package and any package listed before it, never one after.
ORDER = ("paths", "lang", "corpus", "engine", "cards", "situation", "index", "search", "present", "web", "terminal", "commands", "cli", "bench")


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
    assert flat == ["__init__.py", "cli.py", "paths.py", "terminal.py"], flat
    assert (JUDGE / "bench" / "__main__.py").is_file(), "the benchmarks are a package run as python -m judge.bench"


#: The command line: it shows what the presentation words (``judge.present``), never importing the web...
COMMAND_LINE = ("terminal", "commands", "cli")
#: ...but in the one command that runs the web app, inside it (lazily): ``judge serve``.
SERVE = ("judge.commands.serve", "serve")


def imports_in_functions(path: Path) -> list[tuple[int, str | None, str]]:
    """Every ``judge.…`` module a file imports, with its line and the function it is written in
    (the innermost; None at the module's top level)."""
    found: list[tuple[int, str | None, str]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, child.name)
                continue
            if isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                found.extend((child.lineno, function, f"{child.module}.{a.name}" if child.module == "judge" else child.module)
                             for a in child.names)
            elif isinstance(child, ast.Import):
                found.extend((child.lineno, function, a.name) for a in child.names)
            visit(child, function)

    visit(ast.parse(path.read_text(encoding="utf-8")), None)
    return [(line, function, m) for line, function, m in found if m.startswith("judge.")]


def test_the_command_line_imports_the_web_only_inside_judge_serve():
    wrong = [f"{module} line {line}: {target} " + (f"in {function}()" if function else "at the top")
             for module, path in modules() if module != "judge" and part(module) in COMMAND_LINE
             for line, function, target in imports_in_functions(path)
             if (target == "judge.web" or target.startswith("judge.web.")) and (module, function) != SERVE]
    assert not wrong, "the command line reads judge.present, not the web:\n  " + "\n  ".join(wrong)
    served = [t for _, function, t in imports_in_functions(MODULES[SERVE[0]]) if function == SERVE[1]]
    assert "judge.web.app" in served, "judge serve runs the web app"


def test_an_import_is_found_in_the_function_it_is_written_in(tmp_path):
    code = tmp_path / "m.py"
    code.write_text("from judge.paths import ROOT\n\n\ndef f():\n    if True:\n        from judge.web import app\n")
    assert imports_in_functions(code) == [(1, None, "judge.paths"), (6, "f", "judge.web")]


# --- no import circle, and the engine's rooms of a readable size --------------------------------------

MODULES = dict(modules())


def edges(module: str, path: Path) -> set[str]:
    """The ``judge`` modules ``module`` imports, at any depth (inside functions too): ``from judge.x
    import y`` is an arrow to ``judge.x.y`` when that is a module, else to ``judge.x``."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 and node.module.startswith("judge"):
            for a in node.names:
                out.add(f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in MODULES else node.module)
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("judge")}
    return out - {module}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each group of modules that import one another, round in a circle (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1 or v in graph.get(v, ()):
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_itself_round_a_circle():
    graph = {m: edges(m, p) & set(MODULES) for m, p in MODULES.items()}
    assert cycles(graph) == [], "modules that import one another in a circle: " + "; ".join(" ↔ ".join(c) for c in cycles(graph))


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


#: The procedures of the rules: each reaches the others only through the registry (judge.engine.registry).
PROCEDURES = ("judge.engine.turn", "judge.engine.attack", "judge.engine.knockout", "judge.engine.checkup", "judge.engine.play")


def test_the_procedures_reach_each_other_through_the_registry():
    for module in PROCEDURES:
        imported = edges(module, MODULES[module])
        assert not imported & set(PROCEDURES), f"{module} imports {sorted(imported & set(PROCEDURES))}: reach them through the registry"
    for module in PROCEDURES[:4]:
        assert "judge.engine.registry" in edges(module, MODULES[module]), module


def registers(path: Path) -> bool:
    """Whether a module registers a procedure (``@procedure``) or card-text steps (``register_steps``)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef) and any(isinstance(d, ast.Name) and d.id == "procedure" for d in node.decorator_list):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "register_steps":
            return True
    return False


def test_the_rules_module_imports_every_module_that_registers():
    """Importing ``judge.engine.rules`` completes the registry: it imports every module that registers
    a procedure or card-text steps (the package's ``__init__`` imports none)."""
    registering = {m for m, p in MODULES.items() if m.startswith("judge.engine.") and registers(p)}
    assert {"judge.engine.actions", "judge.engine.knockout", "judge.engine.turn"} <= registering, registering
    missing = registering - edges("judge.engine.rules", MODULES["judge.engine.rules"])
    assert not missing, f"judge.engine.rules imports {sorted(missing)} too"


#: The packages whose ``__init__`` files are held to import none of their own modules: every package of ``judge``.
OWN_IMPORTS_CHECKED = ("judge",)


def own_imports(package: str, text: str) -> list[str]:
    """The modules of ``package`` (or of its subpackages) that the text of its ``__init__`` imports."""
    found = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom) and node.level:
            found.add("a relative import")
        elif isinstance(node, ast.ImportFrom) and node.module == package:
            found |= {f"{package}.{a.name}" for a in node.names if f"{package}.{a.name}" in MODULES}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(f"{package}."):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith(f"{package}.")}
    return sorted(found)


INITS = [(m, p) for m, p in modules() if p.name == "__init__.py" and any(m == c or m.startswith(f"{c}.") for c in OWN_IMPORTS_CHECKED)]


@pytest.mark.parametrize("package,init", INITS, ids=[m for m, _ in INITS])
def test_no_package_init_imports_a_module_of_its_own_package(package, init):
    """A package's ``__init__`` imports none of its own modules: importing one module of a package
    runs the package's ``__init__`` first, which would import its siblings and, through them, the
    package again (a circle). Each module is imported by its own name; what must be loaded together
    is one module's imports (``judge.engine.rules``). Checked for the packages in
    :data:`OWN_IMPORTS_CHECKED` (every package)."""
    own = own_imports(package, init.read_text(encoding="utf-8"))
    assert not own, f"{init.relative_to(JUDGE.parent)} imports {', '.join(own)}"


def test_an_init_importing_its_own_modules_is_found():
    assert own_imports("judge.engine", "from judge.engine import actions, attack\n") == ["judge.engine.actions", "judge.engine.attack"]
    assert own_imports("judge.engine", "import judge.engine.rules\nfrom judge.engine.scenario.spec import ACTIONS\n") == [
        "judge.engine.rules", "judge.engine.scenario.spec"]
    assert own_imports("judge.engine", "from judge.lang import LANGS\n") == []
    assert INITS and {"judge.engine", "judge.engine.scenario", "judge.web", "judge.search", "judge.index"} <= {m for m, _ in INITS}


ALL = [(m, p) for m, p in modules() if m != "judge"]


#: A function's most lines, and a module's unless its docstring gives the reason on a line starting "Over 450 lines:".
FUNCTION_LINES, MODULE_LINES = 60, 450


def long_functions(tree: ast.AST, limit: int) -> list[str]:
    return [f"{n.name} ({n.end_lineno - n.lineno + 1} lines)" for n in ast.walk(tree)
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.end_lineno - n.lineno + 1 > limit]


@pytest.mark.parametrize("module,path", ALL, ids=[m for m, _ in ALL])
def test_modules_and_functions_stay_readable(module, path):
    """No function of ``judge`` over 60 lines, no module over 450 unless its docstring says why on a
    line starting "Over 450 lines:" (a data table is no function: a long table of words or messages
    is a module of its own)."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    lines = len(text.splitlines())
    long = long_functions(tree, FUNCTION_LINES)
    assert not long, f"{module}: {', '.join(long)} (a function is at most {FUNCTION_LINES} lines)"
    doc = ast.get_docstring(tree) or ""
    reason = any(line.startswith("Over 450 lines:") for line in doc.splitlines())
    assert lines <= MODULE_LINES or reason, (
        f"{module}: {lines} lines (a module is at most {MODULE_LINES}, unless the docstring gives the reason on a line "
        f"starting \"Over 450 lines:\")")


LAZY = re.compile(r"#.*\blaz(y|ily)\b", re.IGNORECASE)


def inner_imports(tree: ast.AST) -> list[list[ast.stmt]]:
    """The imports written inside functions, in runs of consecutive import statements."""
    runs: list[list[ast.stmt]] = []
    for f in ast.walk(tree):
        if not isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(f):
            for name in ("body", "orelse", "finalbody"):
                body = getattr(node, name, None)
                run: list[ast.stmt] = []
                for stmt in body if isinstance(body, list) else []:
                    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                        run.append(stmt)
                        continue
                    if run:
                        runs.append(run)
                    run = []
                if run:
                    runs.append(run)
    return runs


def unsaid_imports(text: str) -> list[int]:
    """The lines of imports inside functions that no comment says are loaded lazily on purpose (on
    the run's lines or the line above it)."""
    lines = text.splitlines()
    out = []
    for run in inner_imports(ast.parse(text)):
        said = lines[run[0].lineno - 2:run[-1].end_lineno]
        if not any(LAZY.search(line) for line in said):
            out.append(run[0].lineno)
    return sorted(set(out))


@pytest.mark.parametrize("module,path", ALL, ids=[m for m, _ in ALL])
def test_imports_inside_functions_only_to_load_lazily(module, path):
    """An import inside a function is there only to load a heavy dependency when needed, and a
    comment says so (on its line, or above a run of them); any other import is at the top."""
    unsaid = unsaid_imports(path.read_text(encoding="utf-8"))
    assert not unsaid, f"{module}: imports inside functions at lines {unsaid} (a comment saying it loads lazily on purpose, or a top-level import)"


def test_an_uncommented_import_inside_a_function_is_found():
    code = "def f():\n    import json\n    return json\n\n\ndef g():\n    # lazily: only g needs it\n    import csv\n    import io\n"
    assert unsaid_imports(code) == [2]
    assert unsaid_imports("def f():\n    if True:\n        import json  # lazy: on purpose\n") == []


#: The engine's core modules, bottom first, as its package docstring lists them: each imports only
#: those before it.
ENGINE_ORDER = ("basics", "words", "refusals", "catalog", "messages", "wording", "errors", "budget", "registry", "effect", "card_specs", "state",
                "trace", "context", "rulesets", "when", "hooks", "refs", "quantities", "builders", "zones", "card_text", "damage", "attack",
                "checkup", "winning", "knockout", "turn", "play", "setup", "damage_counters", "energy", "flow", "moves", "piles", "actions", "rules")


def test_the_engine_core_imports_only_down_its_own_list():
    core = {m.rsplit(".", 1)[1]: p for m, p in modules() if m.count(".") == 2 and m.startswith("judge.engine.") and p.name != "__init__.py"}
    assert set(core) == set(ENGINE_ORDER), f"place {sorted(set(core) ^ set(ENGINE_ORDER))} in ENGINE_ORDER and the package docstring"
    doc = ast.get_docstring(ast.parse((JUDGE / "engine" / "__init__.py").read_text(encoding="utf-8"))) or ""
    listed = [w for w in re.findall(r"``(\w+)``", doc[doc.index("bottom first"):]) if w in ENGINE_ORDER]
    assert listed == list(ENGINE_ORDER), "the package docstring lists the modules in this order"
    wrong = [f"{name} imports {t.rsplit('.', 1)[1]}" for name, path in core.items() for t in edges(f"judge.engine.{name}", path)
             if t.rsplit(".", 1)[1] in ENGINE_ORDER and ENGINE_ORDER.index(t.rsplit(".", 1)[1]) >= ENGINE_ORDER.index(name)]
    assert not wrong, "; ".join(wrong)
