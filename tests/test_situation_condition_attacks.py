"""An attack doing more while a Pokémon has a Special Condition (judge.situation.wordings MODIFIERS; the engine's counts
``self.poisoned`` and ``defending.any_condition``): Chain-Crazed ("If this Pokémon is Poisoned, this attack does 130 more damage")
and Catharsis Roar ("If your opponent's Active Pokémon is affected by a Special Condition, this attack does 120 more damage"), read
from the card table's text in every language it prints (B-01, damage step 1a); replayed where the question says the condition,
asked where it says none (none said is not none). Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


@pytest.mark.parametrize("row_id, langs, modifier", [
    ("atk-chain-crazed", {"en", "ja", "zh_hant"}, {"plus": 130, "if": {"at_least": 1, "count": "self.poisoned"}}),
    ("atk-catharsis-roar", {"en", "ja", "zh_hant"}, {"plus": 120, "if": {"at_least": 1, "count": "defending.any_condition"}}),
])
def test_an_attack_reading_a_special_condition_is_read_in_every_language(row_id, langs, modifier):
    printed = load().by_id(row_id).texts
    assert set(printed) == langs
    for lang, text in printed.items():
        reading = texts.attack({lang: text})
        assert reading is not None and reading.kind == "modifier" and reading.modifier == modifier, lang


@pytest.mark.parametrize("q, outcome", [
    # Chain-Crazed 130+, Poisoned: 260 (Okidogi ex, Darkness); Pidgeot ex HP 280, weak to Lightning, resisting Fighting: 20 left
    ("My Okidogi ex is Poisoned and uses Chain-Crazed on their fresh Pidgeot ex. How much HP is left?", {"damage": 260, "hp_left": 20}),
    ("自分のイイネイヌexはどく。「クレイジーチェーン」で相手の無傷のピジョットexを攻撃したら残りHPは？", {"damage": 260, "hp_left": 20}),
    ("我的够赞狗ex中毒了，用「疯狂连锁」打对手满血的大比鸟ex，还剩多少HP？", {"damage": 260, "hp_left": 20}),
    # Catharsis Roar 120+, the Defending Pokémon Burned or Asleep: 240 (Walking Wake ex, Dragon: no Weakness or Resistance of
    # Pidgeot ex applies): 40 left
    ("Their Pidgeot ex is Burned and has no damage. My Walking Wake ex uses Catharsis Roar on it. Damage?", {"damage": 240, "hp_left": 40}),
    ("對手的大比鳥ex陷入睡眠，沒有傷害。我的波盪水ex用「淨化咆哮」打牠，造成多少傷害？", {"damage": 240, "hp_left": 40}),
])
def test_the_condition_said_is_counted(q, outcome):
    got = situation(q)
    assert got["status"] == "replayed" and {k: got["outcome"].get(k) for k in outcome} == outcome


@pytest.mark.parametrize("q", [
    "Okidogi ex uses Chain-Crazed on their fresh Pidgeot ex. How much damage?",
    "Walking Wake ex uses Catharsis Roar on their fresh Pidgeot ex. Damage?",
    "ウネルミナモexのカタルシスロアーで、ダメージなしの相手のピジョットexを攻撃。何ダメ？",
])
def test_no_condition_said_is_asked_not_taken_as_none(q):
    got = situation(q)
    assert got["status"] == "incomplete"
