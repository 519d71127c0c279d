"""Each trace step cites what actually states it: a step only the non-official overview states is
marked secondary, a step no source states is marked an inference with its reasoning, and the answer
shows it in the question's language."""

import judge.engine.rules  # noqa: F401  (every step and procedure registered)
from judge.engine.checkup import checkup
from judge.engine.damage import Hit, calculate
from judge.engine.rulesets import RULESETS
from judge.engine.state import Card, Game, Player, Pokemon
from judge.engine.trace import Trace


def game(ruleset: str, coins=()) -> Game:
    me, opp = Player("me"), Player("opponent")
    me.active = Pokemon(card="A", hp=200, types=["fire", "water"], owner="me")
    opp.active = Pokemon(card="D", hp=300, owner="opponent", weakness=[{"type": "fire", "multiplier": 2}, {"type": "water", "multiplier": 2}])
    me.prizes = opp.prizes = [Card("p")] * 6
    return Game(players={"me": me, "opponent": opp}, ruleset=RULESETS[ruleset], coins=list(coins))


def step(trace: Trace, key: str):
    return next(s for s in trace.steps if s.key == key)


def test_burn_and_sleep_at_the_checkup_cite_the_overview_as_secondary():
    g = game("v3.1", coins=["heads", "tails"])
    g.me.active.conditions = {"burned", "asleep"}
    trace = Trace()
    checkup(g, trace)
    assert step(trace, "checkup").rule == "I-F" and step(trace, "checkup").authority == "guide"
    for key in ("checkup_burned", "checkup_burn_ends", "checkup_stays_asleep"):
        s = step(trace, key)
        assert s.rule == "SV-pokemon-checkup" and s.authority == "secondary", key
        assert "not stated by the guides" in s.say("en") and "sv-2025-notes" in s.say("ja") and "规则指南中没有写明" in s.say("zh")
        assert s.to_json()["basis"] == "secondary"
    assert not [s for s in trace.steps if s.rule == "I-F" and s.key != "checkup"]


def test_xy_burn_cites_the_notice():
    g = game("xy", coins=["tails"])
    g.me.active.conditions = {"burned"}
    trace = Trace()
    checkup(g, trace)
    s = step(trace, "checkup_burned_tails")
    assert s.rule == "XY-special-conditions" and s.authority == "guide" and g.me.active.damage == 20


def test_two_matching_weaknesses_are_x2_by_inference_outside_xy_and_x4_by_the_notice():
    for ruleset, rule, authority, damage in (("v3.1", "I-A-01", "inference", 20), ("v2.2", "I-A-01", "inference", 20),
                                             ("xy", "XY-dual-types", "guide", 40)):
        g = game(ruleset)
        trace = Trace()
        calculate(Hit(g, g.me.active, g.opponent.active, base=10), trace)
        s = step(trace, "weakness_two_types")
        assert (s.rule, s.authority, s.after) == (rule, authority, damage), ruleset
        if authority == "inference":
            assert "inference:" in s.say("en") and "推論" in s.say("ja") and "推论" in s.say("zh")
            assert s.to_json()["basis"] == "inference"
        else:
            assert "basis" not in s.to_json()


def test_a_step_the_cited_guide_states_carries_no_basis():
    g = game("v2.2")
    g.opponent.active.weakness = [{"type": "fire", "multiplier": 2}]
    trace = Trace()
    calculate(Hit(g, g.me.active, g.opponent.active, base=10), trace)
    assert all(s.basis is None for s in trace.steps)


def test_the_answer_shows_the_secondary_source_in_the_questions_language():
    from judge.search.ask import open_index

    answer = open_index().ask("やけどのポケモンチェックでコインはいつ投げる?", "ja", 5)
    steps = [s for r in answer["results"] for s in ((r.get("scenario") or {}).get("trace") or []) if s["rule"].startswith("SV-")]
    assert steps, "no answer replays a Checkup step"
    assert all(s.get("basis") == "secondary" and "ルールガイドには書かれていない" in s["says"]["ja"] for s in steps)


def test_a_draw_names_each_editions_sudden_death():
    from pathlib import Path

    from judge.engine.scenario.runner import run

    root = Path(__file__).resolve().parent.parent / "rulings" / "scenarios" / "I-E"
    said = {}
    for name in ("both-take-last-prize-in-one-knock-out-draw", "both-take-last-prize-in-one-knock-out-draw-v3.1"):
        result = run(root / f"{name}.yaml")
        step = next(s for s in result.trace.steps if s.key == "game_over_draw")
        said[result.ruleset] = (step.rule, step.say("en"), step.say("ja"))
    assert said["v2.2"][0] == said["v3.1"][0] == "I-E"
    assert "the first to take a Prize card wins" in said["v2.2"][1] and "先にサイドをとった" in said["v2.2"][2]
    assert "the first to meet a winning condition wins" in said["v3.1"][1]
