"""An attack used the turn before whose text lasts into this turn on the Pokémon it hit (Magical Charm: "During your opponent's next
turn, attacks used by the Defending Pokémon do 100 less damage (before applying Weakness and Resistance)."), read in every language
the card table prints, and put on this turn's attacker as an effect of damage step 2 (II-B-04): where the question tells of the turn
before, the attack is printed on this turn's Pokémon hit, and no other Pokémon is named that it may have hit."""

from __future__ import annotations

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
