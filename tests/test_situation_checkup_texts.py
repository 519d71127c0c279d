"""A Stadium's text changing Poison's damage counters at the Checkup, read by its phrase in each language the card table prints
(judge.situation.wordings STADIUM_MORE): Perilous Jungle, "During Pokémon Checkup, put 2 more damage counters on each Poisoned
non-{D} Pokémon (both yours and your opponent's)" (「どくでのせるダメカンの数がそれぞれ2個多くなる」): Poison's 1 damage counter
(I-F step 1) and 2 more on a Poisoned Pokémon not of the Darkness type. Questions written for these tests, in no measured set.

Cards (index/cards.tsv): Iron Hands ex HP 230, Lightning, Pokémon ex; Brute Bonnet HP 120, Darkness."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


def test_perilous_jungle_is_read_alike_in_each_language():
    card = [m.card for m in load().find("Perilous Jungle", 2)][0]
    assert set(card.texts) >= {"en", "ja", "zh_hant"}
    for lang, text in card.texts.items():
        reading = texts.stadium({lang: text})
        assert reading is not None and reading.effect == {"kind": "checkup_counters", "amount": 2,
                                                          "when": {"holder_conditions": ["poisoned"], "holder_not_types": ["darkness"]}}


@pytest.mark.parametrize("q, knocked_out, hp_left", [
    # Iron Hands ex (Lightning), Poisoned: 1 + 2 = 3 damage counters (I-F 1, 2): 190 + 30 = 220 of 230, 10 HP left (I-F 3)
    ("Perilous Jungle is in play. My Iron Hands ex is Poisoned and has 190 damage on it. How much HP does it have left after Pokémon Checkup?",
     False, 10),
    # 200 + 30 = 230: no HP left, Knocked Out at the Checkup (I-F 3; I-D 1)
    ("スタジアムは危険な密林。相手のテツノカイナexはどくで、200ダメージがのっている。ポケモンチェックできぜつする？", True, 0),
    ("危険な密林が場に出ている。どくの相手のテツノカイナex（ダメカン20個）はポケモンチェックできぜつする？", True, 0),
    # Brute Bonnet is a Darkness Pokémon: Poison's 1 counter only: 90 + 10 = 100 of 120, 20 HP left
    ("場上是危險密林。對手的猛惡菇中毒了，身上有90傷害。寶可夢檢查後會昏厥嗎？", False, 20),
])
def test_poison_at_the_checkup_with_perilous_jungle(q, knocked_out, hp_left):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["knocked_out"] is knocked_out and got["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("column", ["en", "ja", "zh_hans", "zh_hant"])
def test_freezing_shroud_read_in_every_language(column):
    # "During Pokémon Checkup, put 1 damage counter on each Pokémon that has an Ability (both yours and your opponent's), except
    # any Froslass." (E-08, C-07, D-06): 1 counter at each Checkup on every Pokémon in play that has an Ability, Froslass excepted
    printed = load().by_id("abl-freezing-shroud").texts
    effect = texts.ability({column: printed[column]}).effect
    assert effect["kind"] == "checkup_counters" and effect["amount"] == 1 and effect["applies_to"] == "all_pokemon"
    assert effect["when"]["holder_count"] == {"at_least": 1, "count": "self.with_ability"} and len(effect["when"]["holder_not_named"]) == 1


@pytest.mark.parametrize("q", [
    # Pidgeot ex (280 HP) has an Ability (Quick Search), no Special Condition: Freezing Shroud's 1 counter at the Checkup
    # (I-F step 2): 270 + 10 = 280 → Knocked Out, a Pokémon ex: 2 Prize cards (I-D)
    "Pokémon Checkup: my Active Pidgeot ex has 270 damage on it, no Special Conditions. My opponent has Froslass (Freezing Shroud) in "
    "play. Is Pidgeot ex Knocked Out?",
    "寶可夢檢查：我的戰鬥寶可夢大比鳥ex身上有270傷害，沒有特殊狀態。對手場上有雪妖女（冰冷之帳）。檢查後大比鳥ex會昏厥嗎？",
])
def test_a_counter_on_a_pokemon_with_an_ability_at_the_checkup(q):
    assert situation(q)["outcome"] == {"knocked_out": True, "hp_left": 0, "prizes": 2}


def test_poison_and_freezing_shroud_on_a_pokemon_with_an_ability():
    # Teal Mask Ogerpon ex (210 HP, Ability Teal Dance), Poisoned: 1 counter (I-F step 1), Freezing Shroud 1 more (step 2):
    # 180 + 10 + 10 = 200 → 10 HP left
    sit = situation("ポケモンチェック：自分のバトル場のオーガポン みどりのめんexにダメージ180、どく。相手の場にユキメノコ（いてつくとばり）がいる。チェック後の残りHPは？")
    assert sit["outcome"] == {"hp_left": 10, "knocked_out": False}


def test_no_counter_from_freezing_shroud_on_a_pokemon_with_no_ability():
    # Iron Hands ex (230 HP) has no Ability: Poison's 1 counter only, 210 + 10 = 220 → 10 HP left (230 would Knock it Out)
    sit = situation("Pokémon Checkup: my Active Iron Hands ex has 210 damage on it and is Poisoned. My opponent has Froslass (Freezing "
                    "Shroud) in play. Is Iron Hands ex Knocked Out?")
    assert sit["outcome"] == {"knocked_out": False, "hp_left": 10}


def test_a_checkup_with_no_condition_and_nothing_in_play_changes_nothing():
    # no Special Condition, no effect in play said: nothing is put on it at the Checkup (I-F): 280 − 270 = 10 HP left
    sit = situation("Pokémon Checkup: my Active Pidgeot ex has 270 damage on it, no Special Conditions. Is it Knocked Out?")
    assert sit["outcome"] == {"knocked_out": False, "hp_left": 10}


def test_a_checkup_with_no_condition_said_either_way_is_not_stated():
    # whether it has a Special Condition is not said (a Poison would Knock it Out at 270 + 10): not taken to be none
    sit = situation("Pokémon Checkup: my Active Pidgeot ex has 270 damage on it. Is it Knocked Out?")
    assert sit is None or sit["status"] == "incomplete"
