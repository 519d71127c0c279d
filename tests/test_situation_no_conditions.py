"""A Pokémon that can't be affected by Special Conditions, or by one named ("This Pokémon can't be Poisoned", Salty Body's "This Pokémon
can't be affected by any Special Conditions", Well-Baked Body's "can't be Burned"), read in every language the card table prints into
the engine's ``no_conditions`` (the card's text over the rules, II-A): an effect giving it that condition does nothing, so the Pokémon
Checkup puts no counters for it (I-F)."""

from __future__ import annotations

from by_hand import played

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


def _each_language(row_id: str) -> list[dict]:
    printed = load().by_id(row_id).texts
    readings = {col: texts.ability({col: text}) for col, text in printed.items()}
    assert all(r is not None for r in readings.values()), readings
    assert len({r.same() for r in readings.values()}) == 1
    return texts.ability(printed).effects


def test_read_in_every_language():
    # Insomnia 「このポケモンはねむりにならない。」 「這隻寶可夢不會【睡眠】。」; Antibacterial Skin 「このポケモンは特殊状態にならない。」
    assert _each_language("abl-insomnia") == [{"kind": "no_conditions", "what": ["asleep"]}]
    assert _each_language("abl-antibacterial-skin") == [{"kind": "no_conditions", "what": []}]
    # Well-Baked Body: no damage from the opponent's {R} Pokémon (C-16) and never Burned, whoever burns it
    assert _each_language("abl-well-baked-body") == [
        {"kind": "prevent_damage", "when": {"attacker_types": ["fire"], "from_opponent": True}},
        {"kind": "no_conditions", "what": ["burned"], "when": {}}]
    # a text in force naming a Special Condition bears on the outcome (its counters at the Checkup)
    assert texts.bears({"en": "This Pokémon can't be affected by any Special Conditions."}, "damage")


def test_no_poison_on_a_board_written_by_hand(tmp_path):
    # the attack Poisons the Defending Pokémon after 100 damage; at the Checkup Poison puts 1 counter (I-F) unless it can't be Poisoned
    attack = {"name": "Sting", "cost": [], "damage": 100, "effects": [{"condition": {"target": "opponents_active", "add": "poisoned"}}]}
    me = {"active": {"card": "Attacker", "hp": 100, "attacks": [attack]}}
    plain = {"active": {"card": "Defender", "hp": 200}}
    game, _ = played(tmp_path, me, plain, [{"attack": "Sting"}, {"end_turn": True}])
    assert game.players["opponent"].active.damage == 110
    immune = {"active": {"card": "Defender", "hp": 200, "abilities": [{"name": "Immunity", "effects": [{"kind": "no_conditions",
                                                                                                      "what": ["poisoned"]}]}]}}
    game, _ = played(tmp_path, me, immune, [{"attack": "Sting"}, {"end_turn": True}])
    assert game.players["opponent"].active.damage == 100 and not game.players["opponent"].active.conditions
    # another condition is still given
    other = {"active": {"card": "Defender", "hp": 200, "abilities": [{"name": "Insomnia", "effects": [{"kind": "no_conditions",
                                                                                                     "what": ["asleep"]}]}]}}
    game, _ = played(tmp_path, me, other, [{"attack": "Sting"}])
    assert "poisoned" in game.players["opponent"].active.conditions


def test_replayed_on_a_question():
    # Crobat Poison Fang 120 (Poisoned, 2 counters at each Checkup) into Garganacl ex (340 HP, 200 damage; Weakness Grass): 320; Salty Body:
    # not Poisoned, no counters at the Checkup → 20 HP left (without it: 340 → Knocked Out)
    sit = situation("Crobat uses Poison Fang on Garganacl ex, which has 200 damage on it. After the Pokémon Checkup, how much HP does "
                    "Garganacl ex have left?")
    assert sit["status"] == "replayed", sit["missing"]
    assert sit["outcome"]["hp_left"] == 20 and sit["outcome"]["knocked_out"] is False
