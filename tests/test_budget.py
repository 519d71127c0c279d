"""Every simulation has a budget (judge.engine.budget): a scenario whose effects multiply without
end is refused, naming the budget, through the engine, `judge sim`, `judge check`, POST
/api/simulate and the what-if form; the corpus's scenarios stay far below it."""

import json
import time

import pytest
import yaml

from judge.engine import budget
from judge.engine.budget import CLOCK_EVERY, Budget, BudgetExceeded, bounded
from judge.engine.scenario.files import scenario_files
from judge.engine.scenario.runner import replay, run
from judge.engine.scenario.spec import Scenario


def nested_checkup(levels: int = 2, turns: int = 20) -> dict:
    """A what-if of about 1.3 KB: an effect that, at each Checkup, puts on every one of its player's
    Pokémon an effect that does the same one level down (``levels`` deep), five Benched Pokémon a
    side, and ``turns`` ends of turn: the effects in play multiply with every Checkup."""
    inner: dict = {"kind": "cant_retreat"}
    for _ in range(levels):
        inner = {"kind": "on_checkup", "actions": [{"apply": {"target": "your_pokemon.all", "effect": inner}}]}

    def side(name: str) -> dict:
        return {"active": {"card": f"{name} 0", "hp": 300, "effects": [inner]},
                "bench": [{"card": f"{name} {i}", "hp": 300} for i in range(1, 6)]}

    return {"title": "nested Checkup effects over every Pokémon", "board": {"me": side("A"), "opponent": side("B")},
            "do": [{"end_turn": {}}] * turns}


def test_the_nested_effect_scenario_is_refused_by_its_work():
    with pytest.raises(BudgetExceeded) as err:
        replay(Scenario.model_validate(nested_checkup()), "what-if", "what-if", budget=Budget(seconds=float("inf")))
    assert err.value.what == "work" and err.value.used > budget.MAX_WORK
    assert f"{budget.MAX_WORK:,} units of work" in str(err.value)


@pytest.mark.parametrize("levels,turns", [(2, 20), (3, 10)])
def test_the_nested_effect_scenario_is_refused_under_the_default_budget(levels, turns):
    with pytest.raises(BudgetExceeded) as err:
        replay(Scenario.model_validate(nested_checkup(levels, turns)), "what-if", "what-if")
    assert err.value.what in ("work", "time", "wall") and "budget" in str(err.value)


def test_each_bound_is_named():
    with pytest.raises(BudgetExceeded) as err:
        Budget(seconds=-1).spend()
    assert err.value.what == "time" and "seconds of CPU time" in str(err.value)
    with pytest.raises(BudgetExceeded) as err:
        Budget(wall_seconds=-1).spend()
    assert err.value.what == "wall" and "seconds on the clock" in str(err.value)
    with pytest.raises(BudgetExceeded) as err:
        Budget(steps=2).spend(1, steps=3)
    assert err.value.what == "steps" and "2 steps of trace" in str(err.value)


def test_outside_a_bounded_run_nothing_is_counted_and_inside_it_is():
    budget.spend(10**9)  # no run in progress: nothing to spend from
    with bounded(Budget(work=5)) as spent:
        budget.spend(5)
        assert spent.used == 5
        with pytest.raises(BudgetExceeded):
            budget.spend()


def test_the_corpus_stays_a_hundred_times_below_the_budget():
    largest_work = largest_steps = 0
    for path in scenario_files():
        result = run(path)
        largest_work, largest_steps = max(largest_work, result.work), max(largest_steps, len(result.trace.steps))
    assert 0 < largest_work * 100 < budget.MAX_WORK, largest_work
    assert 0 < largest_steps * 100 < budget.MAX_STEPS, largest_steps


def test_api_simulate_refuses_it_with_a_budget_error(client):
    resp = client.post("/api/simulate", json=nested_checkup())
    err = resp.get_json()["error"]
    assert resp.status_code == 422 and err["code"] == "budget" and "budget" in err["message"]
    yaml_body = yaml.safe_dump(nested_checkup(3, 10)).encode()
    resp = client.post("/api/simulate", data=yaml_body, content_type="application/yaml")
    assert resp.status_code == 422 and resp.get_json()["error"]["code"] == "budget"


def test_the_what_if_form_shows_the_budget_error(client, monkeypatch):
    assert client.get("/api/scenarios/II-B-09/eviolite-reduces-self-damage").status_code == 200  # its own replay, cached
    monkeypatch.setattr(budget, "MAX_WORK", 10)  # the what-if of it spends more than 10 units
    resp = client.post("/whatif", data={"scenario": "II-B-09/eviolite-reduces-self-damage", "lang": "en",
                                        "board.me.active.hp": "80"})
    assert resp.status_code == 422 and "went past its budget" in resp.get_data(as_text=True)


def test_judge_sim_refuses_it_and_exits_non_zero(runner, tmp_path):
    path = tmp_path / "nested.yaml"
    path.write_text(yaml.safe_dump(nested_checkup()), encoding="utf-8")
    out = runner.invoke(["sim", str(path)])
    assert out.exit_code == 2 and "went past its budget" in out.output
    out = runner.invoke(["sim", str(path), "--json"])
    row = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 2 and row["error"]["code"] == "budget"


def test_judge_check_counts_it_as_failed(runner, tmp_path):
    path = tmp_path / "nested.yaml"
    path.write_text(yaml.safe_dump(nested_checkup()), encoding="utf-8")
    out = runner.invoke(["check", str(path)])
    assert out.exit_code == 1 and "went past its budget" in out.output and "0 passed, 1 failed" in out.output


def test_time_waiting_for_a_core_is_not_counted_as_the_runs_cpu_time():
    """A run on a busy machine waits for a core; its thread's CPU time, not the wall clock, is what
    the 1.5 s bound counts, so a corpus scenario is not refused for the waiting."""
    run = Budget()
    time.sleep(0.05)  # the thread waits, spending no CPU
    run.seconds = 0.04  # less than the wait, more than the CPU spent (sleeping spends none)
    run.spend(CLOCK_EVERY)
    with pytest.raises(BudgetExceeded) as err:
        run.wall_seconds = 0.04
        run.spend(CLOCK_EVERY)
    assert err.value.what == "wall"
