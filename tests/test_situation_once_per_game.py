"""A card effect that works once per game for its player (Legacy Energy: "This effect of your Legacy Energy can't be applied more
than once per game"), read in every language the card table prints: run where the question says it has not worked yet this
game, not run where it says it has, and missing where it says neither (judge.situation.board.attach)."""

from __future__ import annotations

from by_hand import played

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation

#: Its Prize card effect: 1 fewer for its Pokémon Knocked Out by damage from the opponent's attack (I-D step 4, II-A).
LEGACY = {"kind": "prize_count", "amount": -1, "when": {"by_attack_damage": True, "from_opponent": True}}


def test_legacy_energy_read_alike_in_every_language():
    printed = load().by_id("card-legacy-energy").texts
    assert {"en", "ja", "zh_hans", "zh_hant"} <= set(printed)
    for column, text in printed.items():
        reading = texts.energy({column: text})
        assert reading is not None and reading.effects == [LEGACY] and reading.once and reading.provides == 1, column
    assert texts.energy(printed).effects == [LEGACY]


def test_one_fewer_prize_card_on_a_board_written_by_hand(tmp_path):
    # the opponent's 200 into my Pokémon ex of 200 HP: Knocked Out (I-D); a Pokémon ex gives 2 Prize cards, 1 fewer → 1
    me = {"active": {"card": "Holder ex", "hp": 200, "rule_box": "ex", "energy": [{"card": "Legacy Energy", "provides": ["colorless"],
                                                                                 "effects": [LEGACY]}]}}
    opponent = {"active": {"card": "Attacker", "hp": 300, "types": ["colorless"], "attacks": [{"name": "Hit", "damage": 200}]}}
    game, _ = played(tmp_path, me, opponent, [{"attack": "Hit"}], current="opponent")
    assert game.players["opponent"].prizes_taken == 1


def _outcome(q: str) -> dict:
    sit = situation(q)
    assert sit is not None and sit["status"] == "replayed", (q, sit and sit["missing"])
    return sit["outcome"]


def test_said_not_yet_worked_already_worked_or_neither():
    # Iron Valiant ex (220 HP, 100 damage on it) hit by Arm Press 160 (Lightning; its Weakness is Metal): 100 + 160 ≥ 220 → Knocked Out;
    # a Pokémon ex: 2 Prize cards, Legacy Energy's 1 fewer → 1
    q = ("My Iron Valiant ex with 100 damage on it has Legacy Energy attached; its effect hasn't been applied yet this game. "
         "Their Iron Hands ex uses Arm Press on it. How many Prize cards do they take?")
    assert _outcome(q)["prizes"] == 1
    # worked already this game: no fewer → 2
    assert _outcome("我的铁武者ex附着古旧能量（本局古旧能量的效果已经生效过了），已有100伤害，被对手铁臂膀ex用臂压制打中。对手拿几张奖赏卡？")["prizes"] == 2
    assert _outcome("自分のテツノブジンex（ダメカン10個）にレガシーエネルギーがついていて、この対戦でまだレガシーエネルギーの効果ははたらいていません。"
                    "相手のテツノカイナexのアームプレスできぜつ。相手がとるサイドは？")["prizes"] == 1
    # neither said: missing, no number
    sit = situation("My Iron Valiant ex with 100 damage on it has Legacy Energy attached. Their Iron Hands ex uses Arm Press on it. "
                    "How many Prize cards do they take?")
    assert sit["status"] == "incomplete" and any("Legacy Energy" in m for m in sit["missing"])
