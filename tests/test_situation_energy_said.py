"""The Energy a question says attached: by type ("2 Lightning Energy attached", 「雷エネルギーが1個」, 「身上有1个雷能量」), read
for an effect reading its own Pokémon's Energy (judge.situation.energy_said); as a count for each Active Pokémon, for an attack
counting "each Energy attached to both Active Pokémon" (II-B-01), 「…にはエネルギー3個」 read of the Pokémon named before it,
where it is named again by its species alone (「オーガポン」 after 「オーガポン みどりのめんex」). Questions written for these
tests, in no measured set.

Cards (index/cards.tsv): Zapdos ex, Retreat 2, Ability Voltaic Float "If this Pokémon has any {L} Energy attached, it has no
Retreat Cost"; Teal Mask Ogerpon ex, Grass, Myriad Leaf Shower {G}{G}{G} 30+ "30 more damage for each Energy attached to both
Active Pokémon"; Iron Hands ex HP 230, Weakness Fighting."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q, cost", [
    # Voltaic Float: Lightning Energy attached, no Retreat Cost (II-D-13 消除): 0
    ("My Zapdos ex is my Active Pokémon with 2 Lightning Energy attached. How many Energy to retreat it?", 0),
    ("自分のサンダーex（MEW）はバトル場にいて、雷エネルギーが1個ついている。にげるのに必要なエネルギーは？", 0),
    # Fire Energy only: Voltaic Float does not apply, the printed Retreat 2 (I-A-03 撤退)
    ("我的閃電鳥ex在戰鬥場上，身上有2個火能量。撤退需要丟幾個能量？", 2),
])
def test_an_effect_reading_its_pokemons_energy_type_replayed_with_the_type_said(q, cost):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["retreat_cost"] == cost


@pytest.mark.parametrize("q, damage, knocked_out", [
    # 30 + (3 + 4) × 30 = 240 (damage step 1-b); Grass on Iron Hands ex (Weakness Fighting): no Weakness; 240 ≥ 230: Knocked Out
    ("对手的铁臂膀ex身上有4个能量，没有伤害。我的厄鬼椪 碧草面具ex身上有3个能量，用「万叶阵雨」打它。会昏厥吗？", 240, True),
    ("對手的鐵臂膀ex身上有4個能量，沒有傷害。我的厄鬼椪 碧草面具ex身上有3個能量，用「萬葉陣雨」攻擊鐵臂膀ex。剩多少HP？", 240, True),
    # 30 + (4 + 1) × 30 = 180: 50 HP left
    ("自分のオーガポン みどりのめんexにはエネルギー4個。まんようしぐれで相手のテツノカイナex（エネルギーが1個ついている、ダメージなし）を攻撃。何ダメージ？",
     180, False),
])
def test_an_attack_counting_both_active_pokemons_energy_replayed_with_each_said(q, damage, knocked_out):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["damage"] == damage and got["outcome"]["knocked_out"] is knocked_out


@pytest.mark.parametrize("q", [
    # the Energy's type not said: Voltaic Float's condition is not guessed
    "我的闪电鸟ex在战斗场上，身上有1个能量。撤退需要丢几个能量？",
    # the Defending Pokémon's Energy not said
    "自分のオーガポン みどりのめんexにはエネルギー4個。まんようしぐれで相手の無傷のテツノカイナexを攻撃。何ダメージ？",
    # 2 Energy do not pay {G}{G}{G} (II-D-09): the attack is not replayed as used
    "自分のオーガポン みどりのめんexにはエネルギー2個。まんようしぐれで相手のテツノカイナex（エネルギーが3個ついている、ダメージなし）を攻撃。何ダメージ？",
])
def test_energy_not_said_in_full_is_not_replayed(q):
    assert situation(q)["status"] == "incomplete"
