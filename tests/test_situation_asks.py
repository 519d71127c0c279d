"""What a question asks, in words the other ways of asking miss (judge.situation.words ASKS): the attack's result asked and
nothing else ("What happens?", 「結果は？」, 「结果如何？」), read as whether the Pokémon hit is Knocked Out, with the damage it
takes (and the Prize cards, where it is Knocked Out); the HP left asked in a word (「剩餘HP？」); whether an attack can be used
(「打てる？」). Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.read import read
from judge.situation.replay import situation


@pytest.mark.parametrize("q, asks", [
    ("Iron Hands ex uses Arm Press on their fresh Gardevoir ex. What happens?", "knocked_out"),
    ("My Iron Hands ex Arm Presses their Gardevoir ex, which already has 200 damage. Result?", "knocked_out"),
    ("Iron Hands ex Arm Press into a fresh Gardevoir ex: how does it turn out?", "knocked_out"),
    ("テツノカイナexのアームプレスで、200ダメージのっている相手のサーナイトexを攻撃。結果は？", "knocked_out"),
    ("テツノカイナexのアームプレスで無傷のサーナイトexを攻撃したらどうなる？", "knocked_out"),
    ("铁臂膀ex用「臂压制」打对手已经有200伤害的沙奈朵ex，结果如何？", "knocked_out"),
    ("鐵臂膀ex用「臂壓制」打對手滿血的沙奈朵ex，會怎樣？", "knocked_out"),
    ("鐵臂膀ex用「臂壓制」打對手滿血的沙奈朵ex，剩餘HP？", "hp_left"),
    ("铁臂膀ex用「臂压制」打对手满血的沙奈朵ex，剩余HP是几？", "hp_left"),
    ("テツノカイナexにエネルギーが2個ついている。アームプレスは打てる？", "yes_no"),
    # another thing asked beside the result: that one
    ("Iron Hands ex uses Arm Press on their fresh Gardevoir ex. What happens, how much damage?", "damage"),
    ("铁臂膀ex用「臂压制」打对手满血的沙奈朵ex，结果？能拿几张奖赏卡？", "prizes"),
])
def test_the_result_asked_and_other_words_of_asking(q, asks):
    assert read(q).asks == asks


@pytest.mark.parametrize("q, outcome", [
    # Arm Press: 160 (Iron Hands ex, Lightning); Gardevoir ex: HP 310, weak to Darkness, resisting Fighting: no change (I-A-01
    # damage steps 3-4); 160 < 310: 150 HP left, not Knocked Out (I-D)
    ("Iron Hands ex uses Arm Press on their fresh Gardevoir ex. What happens?", {"knocked_out": False, "damage": 160, "hp_left": 150}),
    # 200 already on it: 200 + 160 ≥ 310, Knocked Out; a Pokémon ex gives 2 Prize cards (zh-3.1 II-D-18, I-D step 4)
    ("铁臂膀ex用「臂压制」打对手已经有200伤害的沙奈朵ex，结果如何？", {"knocked_out": True, "damage": 160, "prizes": 2}),
    ("テツノカイナexのアームプレスで、200ダメージのっている相手のサーナイトexを攻撃。結果は？", {"knocked_out": True, "damage": 160, "prizes": 2}),
])
def test_the_result_asked_is_replayed_as_the_knock_out_and_its_damage(q, outcome):
    got = situation(q)
    assert got["status"] == "replayed" and got["asks"] == "knocked_out"
    assert {k: got["outcome"].get(k) for k in outcome} == outcome


def test_a_question_of_no_situation_asking_what_happens_is_none():
    assert situation("What happens if both players have no cards left in their decks?") is None
    assert situation("両方の山札がなくなったらどうなる？") is None


@pytest.mark.parametrize("q", [
    # the damage asked with the word for damage first (「伤害多少？」「傷害是多少？」) or alone (「ダメージは？」, 「どれだけのダメージ」)
    "铁臂膀ex用臂压制打对手战斗场的洛奇亚VSTAR（没有伤害），伤害多少？",
    "鐵臂膀ex用臂壓制打對手戰鬥場的洛奇亞VSTAR（沒有傷害），傷害是多少？",
    "テツノカイナexのアームプレスで相手のバトル場のルギアVSTAR（ダメージなし）を攻撃。ダメージは？",
    "テツノカイナexのアームプレスで相手のバトル場のルギアVSTAR（ダメージなし）を攻撃。どれだけのダメージになる？",
    "铁臂膀ex用臂压制打对手战斗场的洛奇亚VSTAR（没有伤害），会扣多少血？",  # the HP it loses: the damage, not the HP left
])
def test_the_damage_asked_in_other_words(q):
    # Arm Press 160 (Lightning) into Lugia VSTAR (280 HP, Weakness Lightning ×2): 320 (damage step 3) → Knocked Out, a VSTAR
    # gives 2 Prize cards (I-D)
    sit = situation(q)
    assert sit["asks"] == "damage" and sit["outcome"]["damage"] == 320 and sit["outcome"]["prizes"] == 2


def test_still_standing_asks_the_knock_out():
    # 320 ≥ 280 (Arm Press 160 × 2 for Lugia VSTAR's Weakness, damage step 3): Knocked Out, 2 Prize cards (I-D)
    sit = situation("Iron Hands ex uses Arm Press on their Active Lugia VSTAR, no damage on it. Is Lugia VSTAR still standing?")
    assert sit["asks"] == "knocked_out" and sit["outcome"]["knocked_out"] is True
