"""What a question says in brackets after a Pokémon's name that its card prints (judge.situation.printed_said): its Retreat Cost
("(Retreat 4)", 「（にげる4）」, 「（撤退4）」) or its stage ("(Stage 1)", 「（1進化）」, 「（1階進化）」), read where a print of the card has
it, else left an unread number; and a Pokémon said in play whose player is not said, its Ability bearing on the outcome: whose it
is, not guessed. Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.read import read
from judge.situation.replay import situation


@pytest.mark.parametrize("q, outcome", [
    # Iron Hands ex prints Retreat 4, Spidops ex is a Stage 1 (HP 260); Arm Press 160 on Spidops ex: 100 left (I-A-01, I-D)
    ("My Iron Hands ex (Retreat 4) is Active. How many Energy to retreat it?", {"retreat_cost": 4}),
    ("我的战斗宝可梦是铁臂膀ex（撤退4），撤退需要几个能量？", {"retreat_cost": 4}),
    ("Iron Hands ex Arm Press on their Spidops ex (Stage 1), no damage on it. HP left?", {"hp_left": 100}),
    ("鐵臂膀ex的臂壓制打對手沒傷害的操陷蛛ex（1階進化），剩多少HP？", {"hp_left": 100}),
    ("ワナイダーex（1進化）に、テツノカイナexのアームプレス。ワナイダーexはダメージなし。残りHPは？", {"hp_left": 100}),
])
def test_a_retreat_cost_or_stage_its_card_prints_is_read(q, outcome):
    got = situation(q)
    assert got["status"] == "replayed" and {k: got["outcome"].get(k) for k in outcome} == outcome


@pytest.mark.parametrize("q", [
    # no print of Iron Hands ex has Retreat 3, none of Spidops ex is a Stage 2: the number is not read
    "自分のバトル場のテツノカイナex（にげる3）、にげるのに必要なエネルギーは？",
    "Iron Hands ex Arm Press on their Spidops ex (Stage 2), no damage on it. HP left?",
])
def test_one_no_print_has_is_left_unread(q):
    said = read(q)
    assert said.numbers_unread
    assert situation(q)["status"] == "incomplete"


@pytest.mark.parametrize("q, retreat", [
    # Latias ex's Skyliner: its player's Basic Pokémon have no Retreat Cost; said on the asker's Bench: 0; "Opp" names the opponent
    ("Opp has Manaphy on the bench, and I have Latias ex on my Bench. My Active Iron Hands ex: how many Energy to retreat?", 0),
    # whose Latias ex is not said: its Ability works for one player only, so the Retreat Cost is not stated
    ("Latias ex is on the Bench. My Active Iron Hands ex: how many Energy to retreat?", None),
    # 「自分のバトル場はX、ベンチにY」: the Bench said in the same sentence, no other player named, is the same player's: 0
    ("自分のバトル場はテツノカイナex、ベンチにラティアスex。にげるのに必要なエネルギーは？", 0),
    ("ベンチにラティアスex。自分のバトル場のテツノカイナex、にげるのに必要なエネルギーは？", None),  # no player before it in its sentence
])
def test_a_pokemon_in_play_whose_player_is_not_said_is_not_put_on_either_side(q, retreat):
    got = situation(q)
    if retreat is None:
        assert got["status"] == "incomplete"
    else:
        assert got["status"] == "replayed" and got["outcome"]["retreat_cost"] == retreat
