"""A text naming the attacking Pokémon by whether it has an Ability (Cornerstone Stance: "Prevent all damage from attacks done to
this Pokémon by your opponent's Pokémon that have an Ability."), read in every language the card table prints, and replayed: the
attacker's printed Abilities are on the board, and the engine counts those in force (C-16; an Ability switched off, D-13, is not)."""

from __future__ import annotations

from by_hand import played

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation

STANCE = {"kind": "prevent_damage", "when": {"attacker_count": {"count": "self.with_ability", "at_least": 1}, "from_opponent": True}}


def test_cornerstone_stance_read_alike_in_every_language():
    printed = load().by_id("abl-cornerstone-stance").texts
    assert {"en", "ja", "zh_hant"} <= set(printed)
    for column, text in printed.items():
        assert texts.ability({column: text}).effects == [STANCE], column


def test_prevented_only_from_an_attacker_with_an_ability_on_a_board_written_by_hand(tmp_path):
    # damage step 6 (C-16): the attacker has an Ability → no damage; none → the 100 done
    holder = {"card": "Holder", "hp": 200, "abilities": [{"name": "Stance", "effects": [STANCE]}]}
    hit = {"name": "Hit", "cost": [], "damage": 100}
    with_ability = {"active": {"card": "Attacker", "hp": 100, "attacks": [hit], "abilities": [{"name": "Other", "effects": []}]}}
    game, _ = played(tmp_path, {"active": holder}, with_ability, [{"attack": "Hit"}], current="opponent")
    assert game.players["me"].active.damage == 0
    game, _ = played(tmp_path, {"active": holder}, {"active": {"card": "Attacker", "hp": 100, "attacks": [hit]}}, [{"attack": "Hit"}],
                     current="opponent")
    assert game.players["me"].active.damage == 100


def _outcome(q: str) -> dict:
    sit = situation(q)
    assert sit is not None and sit["status"] == "replayed", (q, sit and sit["missing"])
    return sit["outcome"]


def test_replayed_on_questions():
    # Charizard ex has an Ability (Infernal Reign): Burning Darkness does Cornerstone Mask Ogerpon ex no damage (step 6) → 210 HP left
    assert _outcome("Charizard ex uses Burning Darkness on their Active Cornerstone Mask Ogerpon ex (no damage on it). Is it KO'd?") == {
        "knocked_out": False, "damage": 0, "hp_left": 210}
    # Iron Hands ex has none: Arm Press 160 (Lightning; Ogerpon's Weakness is Grass) → 210 − 160 = 50
    assert _outcome("オーガポン いしずえのめんex（ダメージなし）に、テツノカイナexがアームプレス。残りHPは？")["hp_left"] == 50
    # asked yes or no whether it takes any damage: Gholdengo ex has an Ability (Coin Bonus), so none, however many cards Make It
    # Rain discards (tried with none, one and many)
    sit = situation("赛富豪ex的淘金潮打厄鬼椪 础石面具ex，础石面具会受到伤害吗？")
    assert sit["status"] == "replayed" and sit["outcome"]["answer"] == "no" and sit["outcome"]["damage"] == 0
