"""An Ability taking more Prize cards for the opponent's Pokémon its own attack Knocks Out, read by its phrase in each language the
card table prints (judge.situation.ability_wordings): Greedy Eater, "If your opponent's Basic Pokémon is Knocked Out by damage from
an attack used by this Pokémon, take 1 more Prize card" (the card's text over Knock Out step 4, I-D 4; II-A). It works while its
Pokémon is the Active Pokémon, the one that attacks (I-A-01). Questions written for these tests, in no measured set.

Cards (index/cards.tsv): Hydreigon ex (WHT), Darkness, Dark Bite 200; Iron Hands ex, Basic Pokémon ex, HP 230, Arm Press 160;
Pidgeot ex, Stage 2 Pokémon ex, HP 280, Resistance Fighting; Brute Bonnet, Basic, no Rule Box, HP 120, Weakness Grass."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


def test_greedy_eater_is_read_alike_in_each_language():
    card = [m.card for m in load().find("Greedy Eater", 2)][0]
    assert set(card.texts) >= {"en", "ja", "zh_hant"}
    for lang, text in card.texts.items():
        reading = texts.ability({lang: text})
        assert reading is not None and reading.where == "active" and reading.effect == {
            "kind": "prize_count", "amount": 1, "applies_to": "opponents_pokemon",
            "when": {"by_attack_damage": True, "from_opponent": True, "holder_stage": "basic"}}


@pytest.mark.parametrize("q, prizes", [
    # Dark Bite 200 + 100 on it ≥ 230: Knocked Out; a Basic Pokémon ex: 2 Prize cards + 1 (I-D 4) = 3
    ("My Hydreigon ex (WHT) uses Dark Bite on their Iron Hands ex, which has 100 damage on it. How many Prize cards do I take?", 3),
    # Pidgeot ex is a Stage 2 Pokémon: 200 + 100 ≥ 280 Knocked Out, 2 Prize cards, none more
    ("自分のサザンドラex（WHT）のダークバイトで、すでに100ダメージのっている相手のピジョットexを攻撃。サイドは何枚とる？", 2),
    # Brute Bonnet, Basic with no Rule Box: 200 ≥ 120, 1 + 1 = 2
    ("我的三首惡龍ex（WHT）用「暗黑啃咬」打對手滿血的猛惡菇，能拿幾張獎賞卡？", 2),
    # Hydreigon ex on the Bench, Iron Hands ex attacking: Arm Press 160 ≥ 120, the attack not Hydreigon's: 1
    ("My Hydreigon ex (WHT) is on my Bench. My Iron Hands ex uses Arm Press on their fresh Brute Bonnet. How many Prize cards do I take?", 1),
])
def test_prize_cards_taken_with_greedy_eater(q, prizes):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["knocked_out"] is True and got["outcome"]["prizes"] == prizes
