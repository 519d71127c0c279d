"""A Pokémon said on "the Bench" with no player named, right after another's Pokémon in the same sentence (「自分のバトル場はテツノカイナex、
ベンチにラティアスex」, "my Active is Iron Hands ex, with Latias ex on the Bench"): that player's Bench. Latias ex's Skyliner: "Your
Basic Pokémon in the Active Spot have no Retreat Cost." (I-A-03; D-13) — Iron Hands ex (Basic, Retreat 4) then retreats for 0; on
the other player's Bench it changes nothing: 4. Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q, cost", [
    ("自分のバトル場はテツノカイナex（にげる4）、ベンチにラティアスex（スカイライン）。にげるのに必要なエネルギーは？", 0),
    ("相手のバトル場はテツノカイナex、ベンチにラティアスex（スカイライン）。相手のテツノカイナexがにげるのに必要なエネルギーは？", 0),
    ("我的战斗宝可梦是铁臂膀ex，备战区有拉帝亚斯ex（天空径线）。撤退需要几个能量？", 0),
    ("My Active is Iron Hands ex, with Latias ex (Skyliner) on the Bench. How many Energy to retreat?", 0),
    # the other player named between them: theirs, no change
    ("自分のバトル場はテツノカイナex、相手のベンチにラティアスex（スカイライン）。にげるのに必要なエネルギーは？", 4),
    ("自分のバトル場はテツノカイナex。相手のベンチにラティアスex（スカイライン）。にげるのに必要なエネルギーは？", 4),
])
def test_a_bench_said_after_a_players_pokemon_is_that_players(q, cost):
    sit = situation(q)
    assert sit["status"] == "replayed", sit["missing"]
    assert sit["outcome"]["retreat_cost"] == cost
