"""What a reader sees of a replay: every step of every scenario worded in each language without
engine keys or expressions; outcomes in words; energy symbols as symbols; boards before and after."""

import re

import pytest

from judge.corpus.editions import reader_first
from judge.engine.scenario.files import scenario_files
from judge.engine.scenario.runner import run
from judge.engine.when import condition_words
from judge.engine.wording import count_words
from judge.web.board import replayed
from judge.present.reading import (
    display_name,
    outcome_label,
    step_text,
    value_html,
    with_symbols,
)
from judge.web.svg import board_svg, describe

#: What reads as code: key=value, a Python list, a snake_case key, a dotted path, a template brace, a backtick.
CODE = re.compile(r"\w=\w|\[\'|\b[a-z]+_[a-z]+\b|\b(self|me|opponent|your|opponents)\.[a-z]|[{}`]")


@pytest.fixture(scope="module")
def results():
    return [run(p) for p in scenario_files()]


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_every_trace_step_reads_without_code(results, lang):
    bad = []
    for r in results:
        for s in r.trace.steps:
            said = step_text(s, lang)
            if CODE.search(said) or "…" in said:
                bad.append((r.id, s.key, said))
    assert not bad, bad[:5]


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_every_outcome_reads_without_code(results, lang):
    for r in results:
        for path, value in r.outcome.items():
            label = outcome_label(path, lang)
            assert "." not in label and "_" not in label, (r.id, path, label)
            assert not CODE.search(str(value_html(path, value, lang))), (r.id, path, value)


def test_conditions_and_counts_in_words():
    assert condition_words("from_opponent=True", "en") == "damage from the opponent's Pokémon"
    assert condition_words("from_opponent=True", "ja") == "相手のポケモンからのダメージ"
    assert condition_words("attacker_rule_box=['GX', 'EX']", "en") == "the attacking Pokémon is Pokémon-GX or Pokémon-EX"
    assert condition_words("holder_stage='basic'", "zh") == "这只宝可梦是基础"
    assert count_words("opponents_active.counters", "en") == "damage counters on the opponent's Active Pokémon"
    assert count_words("self.energy_of:fire", "ja") == "このポケモンについている炎エネルギーの数"
    assert count_words("self.counters >= 3", "en") == "damage counters on this Pokémon: 3 or more"
    assert count_words("{'flip': 3}", "en") == "heads among 3 coin flips"
    assert count_words("something.unknown", "en") is None
    assert condition_words("no_such_condition=1", "en") is None


def test_an_unworded_parameter_is_left_out_not_shown():
    from judge.engine.trace import Step
    from judge.engine.wording import Count

    step = Step("II-B-01", "damage_plus", {"value": 30, "why": Count("mystery.expression")}, 30, 60)
    assert step_text(step, "en") == "damage step 1-b: + 30"
    assert step_text(step, "ja") == "ダメージ計算 手順1-b：+ 30"


def test_outcome_labels_and_values():
    assert outcome_label("opponent.active.damage", "en") == "Opponent's Active Pokémon: damage"
    assert outcome_label("me.bench.0.remaining_hp", "ja") == "自分のベンチポケモン1の残りHP"
    assert outcome_label("me.prizes_left", "zh") == "我方的剩余奖赏卡"
    assert str(value_html("me.active.energy", ["basic fire Energy"], "ja")) == "基本炎エネルギー"
    assert str(value_html("me.active.energy", ["basic fire Energy"], "en")) == "basic Fire Energy"
    assert str(value_html("me.active.conditions", ["asleep", "poisoned"], "en")) == "Asleep, Poisoned"
    assert str(value_html("me.active.conditions", ["asleep", "poisoned"], "ja")) == "ねむり、どく"
    assert str(value_html("result", "opponent", "zh")) == "对手获胜"


def test_energy_symbols():
    html = str(with_symbols("[L][L][C] and [炎] but not [note]", "en"))
    assert html.count('class="e e-lightning"') == 2 and 'class="e e-colorless"' in html and 'class="e e-fire"' in html
    assert "[note]" in html and "[L]" not in html
    assert 'title="雷"' in str(with_symbols("[L]", "ja"))
    assert 'class="e e-unknown"' in str(with_symbols("[?]", "zh"))
    assert "&lt;b&gt;" in str(with_symbols("<b>[L]", "en"))


def test_names_go_through_the_name_hook(monkeypatch):
    from judge.engine.messages import Side
    from judge.engine.trace import Step
    from judge.present import reading

    assert display_name("ガーディ", "en") == "Growlithe" and display_name("ガーディ", "zh") == "卡蒂狗"
    assert display_name("an unknown card", "ja") == "an unknown card"
    monkeypatch.setattr(reading, "display_name", lambda name, lang: {"ガーディ": "Growlithe"}.get(name, name) if lang == "en" else name)
    step = Step("I-A-01", "attack_declared", {"player": Side("me"), "card": "ガーディ", "attack": "とっしん"})
    html = str(reading.step_html(step, "en"))
    assert html == 'the player&#39;s Growlithe<small class="orig" lang="ja"> ガーディ</small> declares とっしん'
    assert reading.step_text(step, "en") == "the player's Growlithe declares とっしん"
    assert "ガーディ" in reading.step_text(step, "ja") and "Growlithe" not in reading.step_text(step, "ja")


def test_reader_first_orders_editions():
    cites = [{"edition": e} for e in ("ja-2.2", "xy-2016", "zh-3.1", "ja-3.1")]
    assert [c["edition"] for c in reader_first(cites, "zh")] == ["zh-3.1", "ja-3.1", "ja-2.2", "xy-2016"]
    assert [c["edition"] for c in reader_first(cites, "ja")] == ["ja-2.2", "ja-3.1", "zh-3.1", "xy-2016"]


# --- boards ----------------------------------------------------------------------------------

def test_board_before_and_after_the_key_step():
    r = replayed("II-B-09/eviolite-reduces-self-damage")
    board = r.result["board"]
    assert board["key"]["action"] == {"kind": "attack", "name": "とっしん"}
    before, after = board["before"], board["after"]
    assert before["opponent"]["active"]["damage"] == 0 and after["opponent"]["active"]["damage"] == 30
    assert after["me"]["active"]["tool"] == "しんかのきせき" and after["me"]["active"]["damage"] == 0
    assert after["opponent"]["active"]["hp"] == 60 and before["stadium"] is None


def test_board_carries_energy_conditions_bench_and_stadium(results):
    seen = {"energy": False, "conditions": False, "bench": False, "stadium": False}
    for res in results:
        rep = replayed(res.id)
        for side in ("me", "opponent"):
            b = rep.result["board"]["after"][side]
            pokemon = [p for p in [b["active"], *b["bench"]] if p]
            seen["energy"] |= any(p["energy"] for p in pokemon)
            seen["conditions"] |= any(p["conditions"] for p in pokemon)
            seen["bench"] |= bool(b["bench"])
        seen["stadium"] |= rep.result["board"]["after"]["stadium"] is not None
    assert all(seen.values()), seen


def test_board_svg_has_a_text_alternative():
    r = replayed("II-B-09/hot-springs-does-not-reduce-mankey-self-damage")
    svg = str(board_svg(r.result["board"]["after"], "en", "After the attack", "x1", r.result["board"]["before"]))
    assert svg.startswith('<svg class="bd"') and 'role="img"' in svg and 'aria-labelledby="x1-t x1-d"' in svg
    assert '<title id="x1-t">After the attack</title>' in svg
    desc = describe(r.result["board"]["after"], "en")
    assert f'<desc id="x1-d">{desc}</desc>' in svg and "Stadium: Circhester Bath" in desc  # 战竞温泉, in English
    assert 'class="p chg"' in svg  # what changed is outlined
    ja = describe(r.result["board"]["after"], "ja")
    assert "スタジアム：キルクス温泉" in ja and "Stadium" not in ja
