"""The runner of ``make bench`` (``python -m judge.bench``): its parts run in order, one with
``--only``, and a part whose optional package is missing is skipped, saying so, while the others
still run. The parts are replaced by fast fakes: no benchmark runs here."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

from judge.bench import __main__ as runner
from judge.bench.__main__ import PARTS, Part, main


def fakes(ran: list[str], parts: tuple[Part, ...] = PARTS) -> tuple[Part, ...]:
    """``parts`` with each run replaced by one that notes its name and prints a figure, in this process."""

    def fake(name: str):
        def run(console, args) -> None:
            ran.append(name)
            console.print(f"{name}: 1 figure")

        return run

    return tuple(dataclasses.replace(p, run=fake(p.name), built_index=False, own_process=False) for p in parts)


def test_a_part_whose_package_is_missing_is_skipped_saying_why_and_the_others_run(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "playwright", None)  # as where the test extra is not installed
    ran: list[str] = []
    main([], fakes(ran))
    out = capsys.readouterr().out
    assert ran == ["search", "serve", "clients", "faults", "floods"]
    assert "page (the page in a browser): skipped, it needs playwright, which is not installed" in out
    assert "pip install playwright" in out and 'pip install -e ".[test]"' in out
    assert all(f"{name}: 1 figure" in out for name in ran)
    assert "page: 1 figure" not in out


def test_every_part_runs_where_its_packages_are_installed(capsys):
    ran: list[str] = []
    parts = (Part("first", "a part", lambda console, args: ran.append("first"), built_index=False),
             Part("second", "a part needing the standard library's json", lambda console, args: ran.append("second"),
                  packages=("json",), built_index=False))
    main([], parts)
    assert ran == ["first", "second"] and "skipped" not in capsys.readouterr().out


def test_only_runs_one_part_and_the_parts_keep_their_names(monkeypatch):
    ran: list[str] = []
    main(["--only", "serve", "--requests", "10"], fakes(ran))
    assert ran == ["serve"]
    assert [p.name for p in PARTS] == ["search", "page", "serve", "clients", "faults", "floods"]
    assert {p.name: p.packages for p in PARTS}["page"] == ("playwright",)
    assert all(not p.packages for p in PARTS if p.name != "page"), "only the page needs an optional package"


def test_a_part_of_its_own_process_runs_as_python_m_judge_bench_only(monkeypatch):
    started: list[list[str]] = []
    monkeypatch.setattr(runner.subprocess, "run", lambda cmd, check: started.append(cmd[1:]))
    ran: list[str] = []
    parts = (Part("alone", "a part", lambda console, args: ran.append("alone"), built_index=False, own_process=True),
             Part("here", "a part", lambda console, args: ran.append("here"), built_index=False))
    main([], parts)
    assert started == [["-m", "judge.bench", "--only", "alone"]] and ran == ["here"]
    main(["--only", "alone"], parts)  # the process of its own runs it
    assert ran == ["here", "alone"]


def test_the_benchmarks_load_without_playwright():
    code = "import sys; sys.modules['playwright'] = None; import judge.bench.__main__"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_the_simulate_floods_bad_bodies_are_each_refused_with_a_400_and_its_scenarios_run(client):
    """The floods part counts what the server answered: its bad bodies must each be a 400 (not a 500,
    not a run) and the scenarios it posts between them must run."""
    from judge.bench.floods import BAD_BODIES, simulate_bodies

    for body, kind in BAD_BODIES:
        res = client.post("/api/simulate", data=body, content_type=kind)
        assert res.status_code == 400 and res.get_json()["error"]["message"], (body, res.get_data(as_text=True)[:200])
    make = simulate_bodies("x")
    for _ in range(6):
        make()  # a bad one
        head, _, body = make().partition(b"\r\n\r\n")
        assert client.post("/api/simulate", data=body, content_type="application/yaml").status_code == 200
