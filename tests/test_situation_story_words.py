"""Words of a question's story the reader missed: the Prize cards the asker guesses inside a question ("do I still take 2
prizes?", 「サイドを2枚とれる？」, 「能拿2张奖赏卡吗？」) are asked, not said (the replay counts them: a Pokémon ex gives 2, zh-3.1
II-D-18); an attack tried by a Confused Pokémon said as a coin flipped before it ("flipped tails before attacking", 「ワザを使う前の
コイン」, 「用招式前抛硬币」): tails puts 3 damage counters on it (I-F). Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.read import read
from judge.situation.replay import situation


@pytest.mark.parametrize("q", [
    # Arm Press 160, Pidgeot ex weak to Lightning ×2: 320 ≥ 280 − 200 left, Knocked Out; a Pokémon ex: 2 Prize cards (I-A-01, I-D)
    "Iron Hands ex Arm Press on their Pidgeot ex with 200 damage. Does it KO, and do I get 2 prizes?",
    "テツノカイナexのアームプレスで200ダメージのっているピジョットexをきぜつさせたら、サイドを2枚とれる？",
    "铁臂膀ex用「臂压制」打已经有200伤害的大比鸟ex，能拿2张奖赏卡吗？",
])
def test_the_prize_cards_guessed_in_a_question_are_no_piece(q):
    assert not read(q).numbers_unread
    got = situation(q)
    assert got["status"] == "replayed" and got["outcome"]["prizes"] == 2 and got["outcome"]["knocked_out"] is True


def test_prize_cards_said_as_a_fact_are_still_read():
    # "has taken 2 Prize cards" is no guess: read as 4 left (zh-3.1 II-D-17)
    assert read("My opponent has taken 2 Prize cards. Iron Hands ex Arm Press on their fresh Pidgeot ex. KO?").prizes_left == {"opponent": 4}


@pytest.mark.parametrize("q, hp_left", [
    # Confused, tails: 3 damage counters on itself and the attack does nothing (I-F); Scream Tail HP 90 → 60, Iron Hands ex 230 → 200
    ("我的吼叫尾（满血）混乱了，用招式前抛硬币是反面。吼叫尾还剩多少HP？", 60),
    ("My Iron Hands ex is Confused and has no damage; I flipped tails before attacking. How much HP does it have left?", 200),
    ("自分のテツノカイナex（ダメージなし）はこんらん。ワザを使う前のコインはウラ。残りHPは？", 200),
    # 60 already on it: 230 − 60 − 30 = 140
    ("我的铁臂膀ex已经有60伤害，混乱了，准备用招式时硬币是反面。还剩多少HP？", 140),
])
def test_a_confused_pokemon_flipping_before_its_attack(q, hp_left):
    got = situation(q)
    assert got["status"] == "replayed" and got["outcome"]["hp_left"] == hp_left
