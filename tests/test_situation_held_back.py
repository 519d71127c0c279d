"""A Pokémon named by no card ("my Active Pokémon", 「自分のバトルポケモン」, 「我的战斗宝可梦」), said Paralyzed, or Asleep with its
Checkup coin said tails, asked whether it can retreat: no, whatever the card (zh-3.1 I-A-03 撤退, step 1-b: an Asleep or Paralyzed
Pokémon can't retreat); replayed with a stand-in, no Retreat Cost stated (the stand-in's is no card's). Asleep with no coin said,
or heads, or a Special Condition that does not stop a retreat: no situation. Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q", [
    "My Active Pokémon is Paralyzed. Can it retreat?",
    "相手のワザで自分のバトルポケモンがマヒになった。次の自分の番、エネルギーをトラッシュしてにげることはできる？",
    "我的战斗宝可梦被麻痹了，下个回合能撤退吗？",
    "我的戰鬥寶可夢睡著了，寶可夢檢查擲硬幣是反面。到我的回合可以撤退嗎？",
    "My Active Pokémon fell Asleep and the Checkup flip was tails. Can I retreat it now?",
])
def test_a_paralyzed_or_still_asleep_pokemon_named_by_no_card_cannot_retreat(q):
    got = situation(q)
    assert got["status"] == "replayed" and got["outcome"] == {"answer": "no"}


@pytest.mark.parametrize("q", [
    "我的战斗宝可梦睡着了，宝可梦检查的硬币是正面。能撤退吗？",   # woke up: whether it can turns on its Energy, its card
    "My Active Pokémon is Confused. Can it retreat?",              # Confusion does not stop a retreat
    "My Active Pokémon is Asleep. Can it retreat next turn?",      # the Checkup's coin not said
])
def test_otherwise_no_situation_is_read(q):
    assert situation(q) is None


@pytest.mark.parametrize("q", [
    # a named Pokémon that used an attack before and is Asleep (its Checkup coin tails, or asked of this turn) or Paralyzed: the
    # rule refuses the Retreat whatever the attack's text did (I-A-03 step 1-b), so the attack named does not leave it open
    "My Snorlax used Collapse last turn and is still Asleep after the Checkup (tails). Can I pay 4 Energy to retreat it?",
    "「たおれこむ」を使ってねむりになったカビゴン。ポケモンチェックはウラ。にげられる？",
    "卡比獸上回合用了「倒下」，現在是【睡眠】狀態。這回合能撤退嗎？",
    # other words asking whether it can: "wants to retreat. Can it?", "I'd like to retreat it, can I?"
    "My Asleep Pikachu ex wants to retreat. Can it?",
    "My Paralyzed Squawkabilly ex is Active. I'd like to retreat it, can I?",
])
def test_a_named_asleep_or_paralyzed_pokemon_cannot_retreat(q):
    got = situation(q)
    assert got["status"] == "replayed" and got["outcome"]["answer"] == "no"


@pytest.mark.parametrize("q", [
    # Asleep now, asked of a later turn with no coin said: the Checkup between may wake it (I-F), so the answer turns on it
    "My Pikachu ex is Asleep. Can it retreat next turn?",
    "我的皮卡丘ex睡着了，下个回合能撤退吗？",
    "My Snorlax used Collapse and is now Asleep. Can it retreat next turn?",
])
def test_an_asleep_pokemon_asked_of_a_later_turn_is_not_stated(q):
    got = situation(q)
    assert got is None or got["status"] == "incomplete"
