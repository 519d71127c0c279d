"""Numbers a question says in ways first left unread: damage already on a Pokémon with no verb (「身上200伤害」, "has 200 on it",
「200ダメージのってる」), and the Energy a Pokémon is said to pay to retreat ("pay 4 Energy to retreat", 「付4个能量撤退」,
「4エネ払ってにげられる？」), read as the Energy it has to pay its Retreat Cost with. Questions written for these tests, in no
measured set; each outcome worked out by hand from the guides and the card table's printed numbers.

Cards (index/cards.tsv): Gholdengo ex HP 260, Metal; Iron Hands ex HP 230, Retreat 4."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q, hp_left", [
    # Burned: 2 damage counters at the Pokémon Checkup (zh-3.1 I-F 宝可梦检查; the Burn's coin does not matter to them):
    # 260 − 200 − 20 = 40 HP left, not Knocked Out
    ("宝可梦检查：我的战斗宝可梦赛富豪ex身上200伤害，【灼伤】。检查后还活着吗？", 40),
    ("寶可夢檢查：我的戰鬥寶可夢賽富豪ex身上200傷害，【灼傷】。檢查後還活著嗎？", 40),
    ("ポケモンチェック：自分のバトル場のサーフゴーexは【やけど】で、200ダメージのってる。生きてる？", 40),
    ("Pokémon Checkup: my Active Gholdengo ex has 200 on it and is Burned. Does it survive Checkup?", 40),
    # Poisoned: 1 damage counter (I-F): 260 − 180 − 10 = 70 HP left
    ("宝可梦检查：我的战斗宝可梦赛富豪ex身上已经180点伤害，【中毒】。检查后剩多少HP？", 70),
])
def test_damage_said_on_a_pokemon_without_a_verb_is_read(q, hp_left):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["knocked_out"] is False and got["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("q, answer", [
    # Retreating discards as many Energy as its Retreat Cost (zh-3.1 I-A-03 撤退): Iron Hands ex, Retreat 4 — 4 Energy pay it
    ("我的铁臂膀ex在战斗场，付4个能量能撤退吗？", "yes"),
    ("My Iron Hands ex is Active. Can it retreat by paying 4 Energy?", "yes"),
    ("自分のバトル場のテツノカイナex、4エネ払ってにげられる？", "yes"),
    # 2 or 3 Energy do not
    ("我的鐵臂膀ex在戰鬥場，我能付3個能量撤退嗎？", "no"),
    ("自分のバトル場のテツノカイナex、エネルギーを2枚トラッシュしてにげられる？", "no"),
    # Paralyzed: it can't retreat at all (I-A-03 撤退, an Asleep or Paralyzed Pokémon can't), whatever it pays
    ("My Iron Hands ex is Active and Paralyzed. Can I pay 4 Energy to retreat it?", "no"),
    ("麻痹状态的铁臂膀ex，付4个能量能撤退吗？", "no"),
])
def test_the_energy_said_paid_to_retreat_is_what_it_pays_with(q, answer):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["answer"] == answer and got["outcome"]["retreat_cost"] == 4


def test_a_retreat_asked_with_no_energy_said_stays_incomplete():
    # whether it has 4 Energy to pay with is not said: the answer turns on it
    got = situation("我的铁臂膀ex在战斗场，能撤退吗？")
    assert got["status"] == "incomplete"


@pytest.mark.parametrize("q, cost", [
    # the Energy attached said 「身上2个雷能量」 / 「…が1枚ついてる」: Zapdos ex's Voltaic Float, any {L} Energy attached, no Retreat Cost
    # (II-D-13); Fire Energy only, its printed Retreat 2 (I-A-03 撤退)
    ("我的闪电鸟ex身上2个雷能量，撤退要几个能量？", 0),
    ("サンダーexに基本雷エネルギーが1枚ついてる。にげるのに何エネいる？", 0),
    ("自分のサンダーexに基本炎エネルギーが2枚ついてる。にげるのに何エネいる？", 2),
])
def test_the_energy_attached_said_without_a_verb_is_read(q, cost):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["retreat_cost"] == cost
