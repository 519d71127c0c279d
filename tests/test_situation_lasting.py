"""An attack used the turn before whose text lasts into this turn on the Pokémon it hit (Magical Charm: "During your opponent's next
turn, attacks used by the Defending Pokémon do 100 less damage (before applying Weakness and Resistance)."), read in every language
the card table prints, and put on this turn's attacker as an effect of damage step 2 (II-B-04): where the question tells of the turn
before, the attack is printed on this turn's Pokémon hit, and no other Pokémon is named that it may have hit."""

from __future__ import annotations

import pytest
from by_hand import played

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


def test_magical_charm_read_alike_in_every_language():
    printed = load().by_id("atk-magical-charm").texts
    assert {"en", "ja", "zh_hant"} <= set(printed)
    for column, text in printed.items():
        reading = texts.lasting({column: text})
        assert reading is not None and reading.effect["kind"] == "damage_dealt" and reading.effect["amount"] == -100, column


def test_less_damage_before_weakness_on_a_board_written_by_hand(tmp_path):
    # step 2: 160 − 100 = 60; step 3: the Defending Pokémon's Weakness to the attacker's type ×2 → 120
    effect = {**texts.lasting(load().by_id("atk-magical-charm").texts).effect, "source": "attack", "owner": "opponent"}
    me = {"active": {"card": "Attacker", "hp": 230, "types": ["lightning"], "energy": ["lightning"], "effects": [effect],
                     "attacks": [{"name": "Press", "cost": ["lightning"], "damage": 160}]}}
    opponent = {"active": {"card": "Defender", "hp": 300, "weakness": [{"type": "lightning", "multiplier": 2}]}}
    game, _ = played(tmp_path, me, opponent, [{"attack": "Press"}])
    assert game.players["opponent"].active.damage == 120


def test_replayed_on_questions():
    # Iron Hands ex Arm Press 160 − 100 = 60 (step 2); Sylveon ex's Weakness is Metal → 60; 270 − 60 = 210
    for q in ("前の番、相手のニンフィアexのマジカルチャームを自分のテツノカイナexが受けました。この番、テツノカイナexでニンフィアex（ダメージなし）にアームプレスをしたら、何ダメージ？",
              "Last turn my Iron Hands ex was hit by Sylveon ex's Magical Charm. This turn Iron Hands ex uses Arm Press on Sylveon ex (no damage on it). "
              "How much damage?"):
        sit = situation(q)
        assert sit["status"] == "replayed", sit["missing"]
        assert sit["outcome"]["damage"] == 60 and sit["outcome"]["hp_left"] == 210


def test_not_read_where_another_pokemon_may_have_been_hit():
    # a third Pokémon named: which one Magical Charm hit is not read, and the text is named as not run
    sit = situation("Last turn Sylveon ex used Magical Charm on my Pikachu ex. This turn my Iron Hands ex uses Arm Press on Sylveon ex "
                    "(no damage on it). How much damage?")
    assert sit is None or sit["status"] == "incomplete"


# An attack the Pokémon hit now used itself the turn before, whose text lasts on it ("this Pokémon"): put on it this turn.
def test_metal_defender_read_alike_in_every_language():
    from judge.situation.wordings import LASTING_SELF_WORDINGS
    printed = load().by_id("atk-metal-defender").texts
    assert {"en", "ja", "zh_hant"} <= set(printed)
    for column, text in printed.items():
        reading = texts.read({column: text}, LASTING_SELF_WORDINGS)
        assert reading is not None and reading.effect["kind"] == "no_weakness", column


@pytest.mark.parametrize("q", [
    # Metal Defender: "During your opponent's next turn, this Pokémon has no Weakness." Chi-Yu ex (Fire) Flame Surge 100 into
    # Archaludon ex (300 HP, Weakness Fire ×2): no Weakness (step 3, D-13), Resistance Grass does not apply (step 4): 100, 200 left
    "Last turn their Archaludon ex used Metal Defender. My Chi-Yu ex now uses Flame Surge on it, no damage on it. How much damage?",
    "上回合對手的鋁鋼橋龍ex用了「金屬防禦強化」。這回合我的古玉魚ex用「火焰巨浪」打它（沒有傷害）。造成多少傷害？",
])
def test_no_weakness_from_its_own_attack_the_turn_before(q):
    assert situation(q)["outcome"] == {"damage": 100, "knocked_out": False, "hp_left": 200}


@pytest.mark.parametrize("q", [
    # Wild Drift: "this Pokémon takes 30 less damage from attacks (after applying Weakness and Resistance)". Iron Hands ex
    # (Lightning) Arm Press 160 into Revavroom ex (the Wild Drift print: 280 HP, Metal, Weakness Fire, Resistance Grass): no
    # Weakness or Resistance (steps 3, 4), −30 at step 5 (II-B-05): 130, 280 − 130 = 150 left
    "Last turn my opponent's Revavroom ex used Wild Drift. Now my Iron Hands ex uses Arm Press on it (no damage on it). HP left?",
    "前の番、相手のブロロロームexが「ワイルドドリフト」を使った。今、自分のテツノカイナexのアームプレスでそのブロロロームex（ダメージなし）を攻撃。残りHPは？",
])
def test_less_damage_taken_from_its_own_attack_the_turn_before(q):
    assert situation(q)["outcome"] == {"damage": 130, "knocked_out": False, "hp_left": 150}


def test_its_own_attack_with_no_turn_before_said_is_not_put_on_it():
    # no turn before told of: whether it used Metal Defender last turn is not said, so its effect is not read (the damage turns on it)
    sit = situation("Their Archaludon ex has Metal Defender. My Chi-Yu ex uses Flame Surge on it, no damage on it. How much damage?")
    assert sit is None or sit["status"] == "incomplete"
