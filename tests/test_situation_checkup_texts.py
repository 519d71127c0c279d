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
