"""A Pokémon said Asleep (its Checkup coin tails, or asked of this turn) or Paralyzed, asked whether it can use (declare) its attack:
no, whatever the attack, its cost or the Pokémon it would hit (ja-3.1 / zh-3.1 I-A-01 ワザを使う手順 / 使用招式的步骤 1-b: an Asleep or
Paralyzed Pokémon can't declare an attack); replayed as the attack tried against a stand-in, the engine refusing it. Asked of a
later turn with no coin said, the Checkup between may wake it (I-F): not stated. Questions written for these tests, in no measured
set."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q", [
    "My Paralyzed Iron Hands ex is Active. Can it use Arm Press this turn?",
    "ねむりのテツノカイナex、アームプレスは使える？",
    "我的鐵臂膀ex處於【麻痺】狀態，能使用臂壓制嗎？",
])
def test_an_asleep_or_paralyzed_pokemon_cannot_declare_its_attack(q):
    sit = situation(q)
    assert sit["status"] == "replayed" and sit["outcome"] == {"answer": "no"}
    assert "I-A-01" in sit["rules"]


@pytest.mark.parametrize("q", [
    "My Asleep Iron Hands ex: can it use Arm Press next turn?",   # the Checkup may wake it first (I-F)
    "我的铁臂膀ex睡着了，下个回合能用臂压制吗？",
    "My Confused Iron Hands ex, can it use Arm Press?",            # Confusion does not stop the declaring (a coin after it)
    "Can Iron Hands ex use Arm Press?",                            # nothing said that stops it
])
def test_otherwise_no_answer_is_stated(q):
    sit = situation(q)
    assert sit is None or "answer" not in (sit.get("outcome") or {})
