"""A question naming one Pokémon and no attack (a Pokémon Checkup): damage or a Special Condition said in a clause naming no
Pokémon ("It had already taken 100 damage", 「ダメカンが20個のっていて」, 「它已经有100伤害」) is of that one; with an attack named it
may be of a Pokémon hit and not named, so it is of none. Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q, outcome", [
    # Pidgeot ex HP 280; Poison 1 damage counter, Burn 2, at the Checkup (I-F): 280 − 200 − 10 = 70
    ("Long game. My Pidgeot ex sits Active. It has 200 damage and it's Poisoned. After Pokémon Checkup, is it Knocked Out?",
     {"knocked_out": False, "hp_left": 70}),
    # 280 − 200 − 10 − 20 = 50 (the Burn's coin after its counters)
    ("自分のバトル場のピジョットex。ダメカンが20個のっていて、どくとやけど。ポケモンチェックのあと残りHPは？", {"knocked_out": False, "hp_left": 50}),
    # 280 − 100 − 10 = 170
    ("我的战斗宝可梦是大比鸟ex。它已经有100伤害，又中毒了。宝可梦检查后还剩多少HP？", {"knocked_out": False, "hp_left": 170}),
])
def test_a_piece_said_of_no_pokemon_is_of_the_only_one_named(q, outcome):
    got = situation(q)
    assert got["status"] == "replayed" and {k: got["outcome"].get(k) for k in outcome} == outcome


def test_with_an_attack_named_it_is_of_none():
    assert situation("Iron Hands ex uses Arm Press. It has 100 damage. KO?")["status"] == "incomplete"
