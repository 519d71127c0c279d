"""A judge's own scenario is a what-if: without expectations it runs, shows the board at the end and
is never called verified; expectations without a source are the writer's own ("expected (yours)")."""

import json
import textwrap

import pytest
import yaml
from click.testing import CliRunner

from judge.cli import main
from judge.engine.scenario.files import ScenarioError, load, scenario_files
from judge.engine.scenario.runner import run
from judge.web.simulate import changed

BOARD = """
title: my dispute
board:
  me:
    active: {card: A, hp: 70, types: [fire], attacks: [{name: hit, damage: 30}]}
  opponent:
    active: {card: B, hp: 60, types: [water]}
    bench: [{card: C, hp: 50}]
do:
  - attack: hit
"""


def write(tmp_path, text):
    path = tmp_path / "mine.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def sim(path, *args):
    return CliRunner().invoke(main, ["sim", str(path), *args], env={"COLUMNS": "200"})


def test_a_scenario_without_proves_source_or_expect_runs_and_shows_its_outcome(tmp_path):
    path = write(tmp_path, BOARD)
    result = run(path)
    assert result.verified is None and not result.failed and result.expected_from is None
    assert result.outcome["opponent.active.damage"] == 30 and result.outcome["opponent.bench.0"] == "C"
    out = sim(path)
    assert out.exit_code == 0
    assert "what-if" in out.output and "verified" not in out.output.replace("nothing verified", "")
    assert "Opponent's Active Pokémon: damage" in out.output and "damage step 6" in out.output


def test_what_if_json_has_verified_null(tmp_path):
    out = json.loads(sim(write(tmp_path, BOARD), "--json").output)
    assert "verified" in out and out["verified"] is None and out["expected_from"] is None
    assert out["outcome"]["opponent.active.damage"] == 30 and out["trace"]


def test_expectations_without_a_source_are_yours(tmp_path):
    path = write(tmp_path, BOARD + "expect: {opponent.active.damage: 30}\n")
    result = run(path)
    assert result.verified is True and result.expected_from == "yours"
    out = sim(path)
    assert "verified" in out.output and "expected (yours)" in out.output and "expected (guide)" not in out.output
    assert json.loads(sim(path, "--json").output)["verified"] is True


def test_expectations_with_a_source_are_the_guides(tmp_path):
    path = write(tmp_path, BOARD + "source: ja-2.2 Ⅰ A-01\nexpect: {opponent.active.damage: 30}\n")
    out = sim(path)
    assert "expected (guide)" in out.output and "verified" in out.output


def test_a_wrong_expectation_of_yours_fails(tmp_path):
    path = write(tmp_path, BOARD + "expect: {opponent.active.damage: 60}\n")
    result = run(path)
    assert result.verified is False and result.failed
    out = sim(path)
    assert out.exit_code == 1 and "FAILED" in out.output and "yours vs engine" in out.output


def test_an_expected_refusal_is_an_expectation(tmp_path):
    text = BOARD.replace("  - attack: hit\n", "  - retreat: {bench: 0}\n    expect_refused: I-A-03\n")
    result = run(write(tmp_path, text))
    assert result.verified is True


def test_judge_check_counts_a_what_if_as_neither_passed_nor_failed(tmp_path):
    out = CliRunner().invoke(main, ["check", str(write(tmp_path, BOARD))])
    assert out.exit_code == 0 and out.output.strip().endswith("0 passed, 0 failed") and "what-if" in out.output


def test_every_corpus_scenario_proves_a_ruling_cites_a_source_and_expects_something():
    for path in scenario_files():
        s = load(path)
        assert s.proves and s.source and (s.expect or any("expect_refused" in a for a in s.do)), path


MIDWAY = """
title: midway
source: ours
board:
  me:
    active: {card: A, hp: 70, types: [fire], attacks: [{name: hit, damage: 30}]}
  opponent:
    active: {card: B, hp: 60, types: [water]}
do:
  - expect: {opponent.active.damage: 0}
  - attack: hit
  - expect: {opponent.active.damage: 20}
"""


def test_expectations_in_the_middle_of_a_run_are_checked_where_they_stand(tmp_path):
    result = run(write(tmp_path, MIDWAY))
    assert result.expects and result.verified is False
    [m] = result.mismatches
    assert (m.path, m.expected, m.actual) == ("do.2.expect.opponent.active.damage", 20, 30)
    assert result.outcome == {"opponent.active.damage (do.0)": 0, "opponent.active.damage (do.2)": 30}


def test_an_expectation_in_the_middle_stands_alone(tmp_path):
    with pytest.raises(ScenarioError) as err:
        run(write(tmp_path, MIDWAY.replace("  - expect: {opponent.active.damage: 0}", "  - {expect: {result: null}, by: me}")))
    assert "expect stands alone" in err.value.problems[0].message


def test_the_what_if_form_leaves_out_expectations_in_the_middle_too():
    doc = yaml.safe_load(MIDWAY)
    doc["expect"] = {"result": None}
    doc["do"][1]["expect_refused"] = "I-A-01"
    out, _ = changed(doc, {})
    assert "expect" not in out and out["do"] == [{"attack": "hit"}]
