"""A bad scenario file gets an error naming the file and the path inside it, never a traceback."""

import textwrap

import pytest

from judge import scenario

BOARD = """
title: t
proves: [II-B-09]
source: ja-2.2 Ⅱ B-09
board:
  me:
    active: {card: A, hp: 70, types: [fire], attacks: [{name: hit, damage: 10}]}
  opponent:
    active: {card: B, hp: 60, types: [water]}
"""


def write(tmp_path, text):
    path = tmp_path / "bad.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def problems(tmp_path, text):
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.run(write(tmp_path, text))
    return err.value.problems


def test_unknown_pokemon_reference(tmp_path):
    board = BOARD.replace("types: [water]}", "types: [water]}\n    bench: [{card: C, hp: 50}]")
    [p] = problems(tmp_path, board + "do:\n  - steps: {run: [{place_counters: {target: opponents_bench.3, count: 1}}]}\nexpect: {result: null}\n")
    assert p.file.endswith("bad.yaml") and p.path == "do.0" and "Benched Pokémon '3'" in p.message


def test_malformed_reference(tmp_path):
    [p] = problems(tmp_path, BOARD + "do:\n  - steps: {run: [{heal: {target: their_thing, amount: 10}}]}\nexpect: {result: null}\n")
    assert "unknown Pokémon reference 'their_thing'" in p.message


def test_unknown_effect_kind(tmp_path):
    text = BOARD.replace("types: [water]}", "types: [water], effects: [{kind: shield, amount: -20}]}") + "expect: {result: null}\n"
    [p] = problems(tmp_path, text)
    assert p.path == "board.opponent.active.effects.0.kind" and "unknown effect kind 'shield'" in p.message


def test_missing_coin(tmp_path):
    text = BOARD.replace("types: [fire],", "types: [fire], conditions: [confused],") + "do:\n  - attack: hit\nexpect: {result: null}\n"
    [p] = problems(tmp_path, text)
    assert "no coin" in p.message


def test_wrong_type(tmp_path):
    [p] = problems(tmp_path, BOARD.replace("hp: 70", "hp: seventy") + "expect: {result: null}\n")
    assert p.path == "board.me.active.hp"


def test_unknown_energy_type(tmp_path):
    [p] = problems(tmp_path, BOARD.replace("types: [water]", "types: [aqua]") + "expect: {result: null}\n")
    assert p.path.startswith("board.opponent.active.types") and "aqua" in p.message


def test_unknown_step(tmp_path):
    text = BOARD + "do:\n  - steps: {run: [{teleport: {}}]}\nexpect: {result: null}\n"
    [p] = problems(tmp_path, text)
    assert "unknown step 'teleport'" in p.message


def test_unknown_expected_path(tmp_path):
    [p] = problems(tmp_path, BOARD + "expect: {me.active.mood: happy}\n")
    assert p.path == "expect.me.active.mood"


def test_yaml_syntax_error(tmp_path):
    [p] = problems(tmp_path, "title: [oops\n")
    assert p.path.startswith("line ")


def test_sim_reports_a_bad_file_without_a_traceback(tmp_path, runner):
    from click.testing import CliRunner

    from judge.cli import main

    path = write(tmp_path, BOARD.replace("hp: 70", "hp: seventy") + "expect: {result: null}\n")
    result = CliRunner().invoke(main, ["sim", str(path)])
    assert result.exit_code == 2
    assert "bad.yaml: board.me.active.hp" in result.output and "Traceback" not in result.output


def test_a_wrong_expectation_fails_and_shows_the_trace(tmp_path, runner):
    from click.testing import CliRunner

    from judge.cli import main

    path = write(tmp_path, BOARD + "do:\n  - attack: hit\nexpect: {opponent.active.damage: 50}\n")
    result = CliRunner().invoke(main, ["sim", str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert "FAILED" in result.output and "damage step 6" in result.output and "50" in result.output


def test_sim_json(tmp_path):
    import json

    from click.testing import CliRunner

    from judge.cli import main

    path = write(tmp_path, BOARD + "do:\n  - attack: hit\nexpect: {opponent.active.damage: 10}\n")
    out = json.loads(CliRunner().invoke(main, ["sim", str(path), "--json"]).output)
    assert out["verified"] is True and out["outcome"] == {"opponent.active.damage": 10}
    assert all("rule" in s and "what" in s for s in out["trace"])
