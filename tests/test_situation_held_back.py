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
