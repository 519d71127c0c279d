"""An attack doing damage to the Active Pokémon and to 1 Benched Pokémon "that has any damage counters on it" (Zapdos ex's
Multishot Lightning: "This attack also does 90 damage to 1 of your opponent's Benched Pokémon that has any damage counters on it.
(Don't apply Weakness and Resistance for Benched Pokémon.)"), read in each language the card table prints; the Pokémon asked
about is the Benched one the question's last sentence names (the Active one hit stays in play), its damage said: no Weakness or
Resistance on the Bench (II-B-08). Said to have none, it could not be chosen: not replayed. Lumineon V: 170 HP. Questions written
for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


def test_multishot_lightning_read_alike_in_every_language():
    printed = load().by_id("atk-multishot-lightning").texts
    assert {"en", "ja", "zh_hant"} <= set(printed)
    for column, text in printed.items():
        reading = texts.attack({column: text})
        assert reading is not None and reading.kind == "bench_damaged" and reading.amount == 90, column


@pytest.mark.parametrize("q, outcome", [
    # 50 + 90 = 140 < 170: 30 left
    ("閃電鳥ex用「閃電連彈」：戰鬥場打對手的鐵臂膀ex，另外90打對手備戰區的霓虹魚V（已有50傷害）。霓虹魚V剩多少HP？",
     {"hp_left": 30, "damage": 90, "knocked_out": False}),
    # 90 + 90 = 180 ≥ 170: Knocked Out, a Pokémon V gives 2 Prize cards (I-D)
    ("Zapdos ex uses Multishot Lightning on my Active Pidgeot ex and 90 on my Benched Lumineon V, which already has 90 damage on it. "
     "Is Lumineon V Knocked Out?", {"knocked_out": True, "damage": 90, "hp_left": 0, "prizes": 2}),
])
def test_the_benched_pokemon_asked_about(q, outcome):
    assert situation(q)["outcome"] == outcome


def test_a_benched_pokemon_said_to_have_no_damage_is_not_replayed():
    sit = situation("閃電鳥ex「閃電連彈」：戰鬥場打大比鳥ex，另外90打我備戰區的霓虹魚V（沒有傷害）。霓虹魚V會昏厥嗎？")
    assert sit["status"] == "incomplete"


@pytest.mark.parametrize("q, outcome", [
    # Land Scoop: "Put 2 damage counters on 1 of your opponent's Benched Pokémon." — counters, no damage (II-C-07): Psyduck (the
    # Scarlet & Violet prints: 70 HP) with 50 on it + 20 = 70 → Knocked Out, 1 Prize card (I-D); with 40 on it: 10 left
    ("Ting-Lu ex uses Land Scoop and puts the 2 damage counters on their Benched Psyduck, which already has 50 damage. Is Psyduck "
     "Knocked Out?", {"knocked_out": True, "damage": 0, "hp_left": 0, "prizes": 1}),
    ("古鼎鹿ex「大地掬弄」：对手备战区的可达鸭已经有40伤害，给它放2个伤害指示物。可达鸭会昏厥吗？", {"knocked_out": False, "damage": 0, "hp_left": 10}),
    ("ディンルーexのランドスクープ：相手のベンチのコダック（ダメージ50）を選び、そのポケモンにダメカンを2個のせた。コダックはきぜつする？",
     {"knocked_out": True, "damage": 0, "hp_left": 0, "prizes": 1}),
])
def test_counters_on_the_one_benched_pokemon_chosen(q, outcome):
    assert situation(q)["outcome"] == outcome
