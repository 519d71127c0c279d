"""A bad scenario file gets an error naming the file and the path inside it, never a traceback."""

import dataclasses
import textwrap

import pytest
from click.testing import CliRunner

from judge.cli import main
from judge.engine.scenario.files import ScenarioError
from judge.engine.scenario.runner import run
from judge.web import board, views

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
    with pytest.raises(ScenarioError) as err:
        run(write(tmp_path, text))
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


# --- a target that names no Pokémon is an error naming the step and the reference, never a silent no-op

def test_heal_on_an_empty_bench_slot_is_an_error(tmp_path):
    [p] = problems(tmp_path, BOARD + "do:\n  - steps: {run: [{heal: {target: me.bench.0, amount: 30}}]}\nexpect: {me.active.damage: 0}\n")
    assert p.path == "do.0" and "step 0 (heal)" in p.message and "'me.bench.0'" in p.message and "the Bench is empty" in p.message


def test_counters_on_a_slot_past_the_bench_is_an_error(tmp_path):
    board = BOARD.replace("types: [water]}", "types: [water]}\n    bench: [{card: C, hp: 50}]")
    [p] = problems(tmp_path, board + "do:\n  - steps: {run: [{place_counters: {target: opponent.bench.1, count: 2}}]}\nexpect: {result: null}\n")
    assert "step 0 (place_counters)" in p.message and "'opponent.bench.1'" in p.message and "the Bench holds 1" in p.message


def test_an_attacks_text_naming_an_empty_slot_is_an_error_naming_the_attack(tmp_path):
    text = BOARD.replace("attacks: [{name: hit, damage: 10}]", "attacks: [{name: hit, damage: 10, effects: [{damage: {target: opponents_bench.0, amount: 20}}]}]")
    [p] = problems(tmp_path, text + "do:\n  - attack: hit\nexpect: {result: null}\n")
    assert p.path == "do.0" and p.message.startswith("hit: step 0 (damage)") and "opponents_bench.0?" in p.message


def test_an_optional_slot_names_none_and_the_text_does_what_it_can(tmp_path):
    text = BOARD.replace("attacks: [{name: hit, damage: 10}]", "attacks: [{name: hit, damage: 10, effects: [{damage: {target: opponents_bench.0?, amount: 20}}]}]")
    result = run(write(tmp_path, text + "do:\n  - attack: hit\nexpect: {opponent.active.damage: 10}\n"))
    assert result.verified and "no_damage_target" in [s.key for s in result.trace.steps]


def test_an_expectation_on_an_empty_spot_says_no_pokemon_there(tmp_path):
    result = run(write(tmp_path, BOARD + "expect: {me.bench.0.damage: 0}\n"))
    [m] = result.mismatches
    assert result.verified is False and str(m.actual) == "no Pokémon there" and m.expected == 0
    assert result.outcome == {"me.bench.0.damage": None}


def test_an_expectation_of_null_on_an_empty_spot_still_fails(tmp_path):
    result = run(write(tmp_path, BOARD + "expect: {me.bench.0.tool: null}\n"))
    assert result.verified is False and str(result.mismatches[0].actual) == "no Pokémon there"


def test_a_misspelt_attribute_on_an_empty_spot_is_still_an_error(tmp_path):
    [p] = problems(tmp_path, BOARD + "expect: {me.bench.0.dammage: 0}\n")
    assert p.path == "expect.me.bench.0.dammage" and "unknown attribute 'dammage'" in p.message


BREAK = BOARD.replace("active: {card: A, hp: 70,", "active: {card: A BREAK, stage: break, hp: 70,")


def test_a_break_pokemon_on_the_board_needs_the_pokemon_below_it(tmp_path):
    [p] = problems(tmp_path, BREAK + "expect: {result: null}\n")
    assert p.path == "board" and "BREAK Evolution Pokémon" in p.message and "stack" in p.message


def test_a_break_card_printing_a_retreat_cost_is_an_error(tmp_path):
    text = BREAK.replace("attacks: [{name: hit, damage: 10}]}", "attacks: [{name: hit, damage: 10}], retreat: 1, stack: [{card: A, hp: 60}]}")
    [p] = problems(tmp_path, text + "expect: {result: null}\n")
    assert "prints no retreat" in p.message and "XY-break-evolution" in p.message


def test_break_inheritance_is_an_inference_outside_the_xy_ruleset(tmp_path):
    """Only the XY notice states what a BREAK Evolution Pokémon keeps: under v3.1 the trace marks it an inference."""
    evolve = ("do:\n  - evolve: {target: your_active, into: {card: A BREAK, stage: break, hp: 120, types: [fire]}}\n"
              "  - attack: hit\nexpect: {opponent.active.damage: 10}\n")
    for ruleset, authority in (("xy", "guide"), ("v3.1", "inference")):
        result = run(write(tmp_path, BOARD + f"ruleset: {ruleset}\n" + evolve))
        [step] = [s for s in result.trace.steps if s.key == "break_inherits"]
        assert result.verified and step.rule == "XY-break-evolution" and step.authority == authority


def test_begin_turn_after_the_turns_draw_is_an_error(tmp_path):
    [p] = problems(tmp_path, BOARD + "do:\n  - end_turn: true\n  - begin_turn: true\nexpect: {result: null}\n")
    assert p.path == "do.1" and "has begun already" in p.message


def test_begin_turn_draws_or_loses(tmp_path):
    drawn = run(write(tmp_path, BOARD.replace("opponent:", "  deck: [X, Y]\n  opponent:") + "turn: 1\ndo:\n  - begin_turn: true\n"
                                                                                                      "expect: {me.hand: [X], me.deck: [Y]}\n"))
    assert drawn.verified
    lost = run(write(tmp_path, BOARD.replace("opponent:", "  deck: 0\n  opponent:") + "turn: 1\ndo:\n  - begin_turn: true\nexpect: {result: opponent}\n"))
    assert lost.verified


# --- a misspelt key names the closest known key: the loader (`judge check`, `judge sim`), the runner's
# own checks of action arguments, `POST /api/simulate` and the what-if form ---------------------------

TYPO = BOARD + "do:\n  - atack: hit\nexpect: {opponent.active.damage: 10}\n"
SAID = "unknown key `atack`; did you mean `attack`?"


def test_an_unknown_action_names_the_closest_action(tmp_path):
    [p] = problems(tmp_path, TYPO)
    assert p.path == "do" and p.message == f"action 0: {SAID}"


@pytest.mark.parametrize("text, path, said", [
    (BOARD.replace("hp: 70,", "hp: 70, weaknes: [],"), "board.me.active.weaknes", "unknown key `weaknes`; did you mean `weakness`?"),
    (BOARD.replace("{name: hit, damage: 10}", "{name: hit, damag: 10}"), "board.me.active.attacks.0.damag",
     "unknown key `damag`; did you mean `damage`?"),
    (BOARD.replace("types: [water]}", "types: [water], energy: [{card: R, provdes: any}]}"), "board.opponent.active.energy.0.provdes",
     "unknown key `provdes`; did you mean `provides`?"),
    (BOARD + "expct: {result: null}\n", "expct", "unknown key `expct`; did you mean `expect`?"),
])
def test_an_unknown_key_of_the_board_names_the_closest_key_of_its_place(tmp_path, text, path, said):
    found = problems(tmp_path, text)
    assert (path, said) == (found[0].path, found[0].message)


def test_an_unknown_argument_of_an_action_names_the_closest_argument(tmp_path):
    [p] = problems(tmp_path, BOARD + "do:\n  - retreat: {bnech: 0}\nexpect: {result: null}\n")
    assert p.message == "action 0 (retreat): unknown key `bnech`; did you mean `bench`?"
    [p] = problems(tmp_path, BOARD + "do:\n  - play: {card: X, kind: item, actoins: []}\nexpect: {result: null}\n")
    assert p.message == "action 0 (play): unknown key `actoins`; did you mean `actions`?"


def test_a_card_validated_during_the_run_names_the_closest_key(tmp_path):
    evolve = "do:\n  - evolve: {target: your_bench.0, into: {card: D, hp: 90, stag: stage1}}\nexpect: {result: null}\n"
    [p] = problems(tmp_path, BOARD + evolve)
    assert p.path == "do.0.stag" and p.message == "unknown key `stag`; did you mean `stage`?"


def test_an_unknown_step_or_attribute_names_the_closest(tmp_path):
    [p] = problems(tmp_path, BOARD + "do:\n  - steps: {run: [{place_counter: {target: opponents_active}}]}\nexpect: {result: null}\n")
    assert "unknown step 'place_counter'; did you mean `place_counters`?" in p.message
    [p] = problems(tmp_path, BOARD + "expect: {me.active.dammage: 0}\n")
    assert "did you mean `damage`?" in p.message


def test_judge_sim_and_judge_check_say_it(tmp_path):
    path = write(tmp_path, TYPO)
    for command in ("sim", "check"):
        out = CliRunner().invoke(main, [command, str(path)], env={"COLUMNS": "200"})
        assert out.exit_code != 0 and SAID in out.output, (command, out.output)


def test_post_api_simulate_says_it(client):
    doc = {"title": "t", "board": {"me": {"active": {"card": "A", "hp": 70, "attacks": [{"name": "hit", "damage": 10}]}},
                                   "opponent": {"active": {"card": "B", "hp": 60}}},
           "do": [{"atack": "hit"}]}
    resp = client.post("/api/simulate", json=doc)
    assert resp.status_code == 400 and SAID in resp.get_json()["error"]["message"]
    doc["do"] = [{"attack": "hit"}]
    doc["board"]["me"]["active"]["attacks"][0] = {"name": "hit", "damgae": 10}
    error = client.post("/api/simulate", json=doc).get_json()["error"]
    assert error["field"] == "board.me.active.attacks.0.damgae" and "did you mean `damage`?" in error["message"]


def test_the_what_if_form_says_it(client, monkeypatch):
    """The form starts from a corpus scenario; its document run with a misspelt key (as a file changed
    under the server would be) gets the same words."""
    real = board.replayed("II-B-09/eviolite-reduces-self-damage")
    typo = {**real.document, "do": [{"atack": "とっしん"}]}
    changed = lambda sid: dataclasses.replace(real, document=typo)  # noqa: E731
    monkeypatch.setattr(board, "replayed", changed)
    monkeypatch.setattr(views, "replayed", changed)  # the form's view reads it by name
    resp = client.post("/whatif", data={"scenario": real.id, "lang": "en"})
    assert resp.status_code == 400 and SAID in resp.get_data(as_text=True)


# --- instance ids and amounts in tens --------------------------------------------------------------

def test_two_pokemon_sharing_an_id_or_an_unknown_id_are_errors(tmp_path):
    shared = BOARD.replace("active: {card: A,", "active: {id: x, card: A,").replace("active: {card: B,", "active: {id: x, card: B,")
    [p] = problems(tmp_path, shared + "expect: {result: null}\n")
    assert "two Pokémon share an id: ['x']" in p.message
    [p] = problems(tmp_path, BOARD + "do:\n  - steps: {run: [{heal: {target: '#nobody', amount: 10}}]}\nexpect: {result: null}\n")
    assert "no Pokémon in play has the id 'nobody'" in p.message


@pytest.mark.parametrize("change, said", [
    (("types: [water]}", "types: [water], effects: [{kind: damage_taken, amount: -15}]}"), "damage_taken amount -15 is not a multiple of 10"),
    (("{name: hit, damage: 10}", "{name: hit, damage: 25}"), "damage 25 is not a multiple of 10"),
    (("{name: hit, damage: 10}", "{name: hit, damage: 10, modifier: {plus: 5, if: 1}}"), "modifier plus 5 is not a multiple of 10"),
])
def test_damage_amounts_come_in_tens(tmp_path, change, said):
    found = problems(tmp_path, BOARD.replace(*change) + "expect: {result: null}\n")
    assert any(said in p.message for p in found), found


def test_damage_amounts_in_card_text_come_in_tens(tmp_path):
    [p] = problems(tmp_path, BOARD + "do:\n  - steps: {run: [{heal: {target: self, amount: 15}}]}\nexpect: {result: null}\n")
    assert "heal amount 15 is not a multiple of 10" in p.message


def test_trainers_played_as_basic_pokemon_in_setup_are_the_xy_notices_alone(tmp_path):
    setup = ("board: {me: {}, opponent: {}}\ndo:\n  - setup:\n      basics: {B: {hp: 60}}\n      as_basic: {Robo: {hp: 30}}\n"
             "      me: {hands: [[Robo, e, e, e, e, e, e]], deck: [p, p, p, p, p, p, x]}\n"
             "      opponent: {hands: [[B, e, e, e, e, e, e]], deck: [p, p, p, p, p, p, x]}\nexpect: {me.active: Robo}\n")
    [p] = problems(tmp_path, "title: t\nsource: xy-2016\nruleset: v2.2\n" + setup)
    assert "as_basic needs ruleset xy" in p.message
    assert run(write(tmp_path, "title: t\nsource: xy-2016\nruleset: xy\n" + setup)).verified


@pytest.mark.parametrize("kind, amount", [("checkup_counters", 2), ("poison_counters", 2), ("cant_retreat", 0)])
def test_per_on_an_effect_whose_amount_it_cannot_multiply_is_an_error(tmp_path, kind, amount):
    """``per`` multiplies a cost, damage or maximum HP effect's amount; on any other kind it would be ignored, so
    it is refused, naming the key (never accepted silently with a wrong result)."""
    board = BOARD.replace("types: [fire], attacks", f"types: [fire], tool: {{card: T, effects: [{{kind: {kind}, amount: {amount}, "
                                                    "when: {per: opponents.prizes_taken}}]}, attacks")
    [p] = problems(tmp_path, board + "do:\n  - attack: hit\nexpect: {result: null}\n")
    assert "`per`" in p.message and kind in p.message and "tool.effects.0" in p.path


#: A value each field an effect kind may act on can take other than its default.
SET_TO = {"amount": 20, "none": True, "attack": "hit", "what": ["item"], "actions": [{"draw": 1}],
          "except_abilities": ["A"], "becomes": "fire", "coin": True}


def test_every_effect_field_a_kind_does_not_act_on_is_an_error():
    """No key is accepted without effect: each field of an effect that only some kinds act on, given to
    every kind that does not, is refused naming the field; given to a kind that reads it, it is accepted."""
    from pydantic import ValidationError

    from judge.engine.card_specs import EffectSpec
    from judge.engine.effect import KIND_FIELDS, KINDS

    assert set(SET_TO) == set(KIND_FIELDS)
    accepted_without_effect = []
    for kind, spec in KINDS.items():
        for field in KIND_FIELDS:
            data = {"kind": kind, field: SET_TO[field]}
            if field in spec.reads:
                EffectSpec.model_validate(data)
                continue
            try:
                EffectSpec.model_validate(data)
            except ValidationError as err:
                assert field in str(err) and "does nothing with" in str(err)
            else:
                accepted_without_effect.append((kind, field))
    assert not accepted_without_effect
