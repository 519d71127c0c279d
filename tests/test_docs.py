"""Every hook, step, action and path the engine knows is documented in the scenario README."""

from pathlib import Path

from judge.engine.actions import STEPS
from judge.engine.effect import APPLIES_TO, DURATIONS, KINDS
from judge.engine.scenario.spec import ACTIONS

README = (Path(__file__).resolve().parent.parent / "rulings" / "scenarios" / "README.md").read_text(encoding="utf-8")


def test_every_effect_kind_is_documented_with_its_hook_and_rule():
    for kind, spec in KINDS.items():
        row = next((l for l in README.splitlines() if l.startswith(f"| `{kind}` |")), None)
        assert row, f"effect kind {kind} is not in the README table"
        assert spec.rule in row, f"{kind}: the README row does not cite {spec.rule}"
        assert f"| `{spec.hook}` (" in row, f"{kind}: the README row does not name its hook {spec.hook}"


def test_every_step_is_documented_with_its_rule():
    for name, spec in STEPS.items():
        row = next((l for l in README.splitlines() if l.startswith(f"| `{name}` |")), None)
        assert row and spec.rule in row, f"step {name} ({spec.rule}) is not documented"


def test_every_action_duration_and_target_is_documented():
    for word in list(ACTIONS) + list(DURATIONS) + list(APPLIES_TO):
        assert f"`{word}`" in README, f"{word} is not documented"


def test_every_damage_step_cites_its_guide_step():
    from judge.engine.damage import DAMAGE_STEPS

    assert [name.split()[0] for name, _ in DAMAGE_STEPS] == ["1", "2", "3", "4", "5", "6"]
    for name, fn in DAMAGE_STEPS:
        assert fn.__doc__ and fn.__doc__.startswith(f"Step {name.split()[0]}:"), f"{fn.__name__} must say which guide step it is"


def test_every_attack_step_cites_its_guide_step():
    from judge.engine.attack import ATTACK_STEPS

    assert [name.split()[0] for name, _ in ATTACK_STEPS] == ["1", "2", "3", "4", "5", "6", "7"]
    for name, fn in ATTACK_STEPS:
        assert fn.__doc__ and fn.__doc__.startswith(f"Step {name.split()[0]}:"), f"{fn.__name__} must say which guide step it is"


def test_published_scenario_schema_is_current():
    import json

    from judge.engine.scenario.spec import json_schema

    path = Path(__file__).resolve().parent.parent / "rulings" / "scenario.schema.json"
    assert json.loads(path.read_text(encoding="utf-8")) == json_schema(), "run `judge schema scenario > rulings/scenario.schema.json`"
