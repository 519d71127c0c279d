"""An Ability switching off the opponent's Abilities (II-D-13 "have no Abilities"): Ting-Lu ex's Cursed Land, "As long as this
Pokémon is in the Active Spot, your opponent's Pokémon in play that have any damage counters on them have no Abilities, except for
Pokémon ex." (「…ダメカンがのっているポケモン（ポケモンexをのぞく）の特性は、すべてなくなる。」), read in each language the card table
prints, and run on boards written by hand; a question naming it where it changes nothing asked is replayed. Questions written
for these tests, in no measured set."""

from __future__ import annotations

import pytest
from by_hand import played

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation

CURSED_LAND = ("abl-cursed-land", "abl-ja-106fc9fb", "abl-zh-hant-75d1c203")  # the en, ja and zh-Hant prints' rows


@pytest.mark.parametrize("row", CURSED_LAND)
def test_cursed_land_read_in_every_language(row):
    effect = texts.ability(load().by_id(row).texts).effect
    assert effect["kind"] == "no_abilities" and effect["applies_to"] == "opponents_pokemon"
    assert effect["when"] == {"holder_count": {"at_least": 1, "count": "self.counters"}, "holder_not_rule_box": ["ex"]}


def _guarded(damage: int, rule_box: str | None = None) -> dict:
    # the opponent's Active Pokémon with an Ability "takes 30 less damage from attacks" (step 5, II-B-05)
    shield = {"name": "Shield", "effects": [{"kind": "damage_taken", "amount": -30, "when": {"from_opponent": True}}]}
    return {"active": {"card": "Guarded", "hp": 300, "damage": damage, "abilities": [shield], **({"rule_box": rule_box} if rule_box else {})}}


@pytest.mark.parametrize("damage, rule_box, taken", [
    (10, None, 150),   # a damage counter on it: it has no Abilities while Ting-Lu ex is Active — 150 taken
    (0, None, 120),    # no damage counter: its Ability works, 150 − 30 = 120
    (10, "ex", 120),   # a Pokémon ex is excepted: 120
])
def test_cursed_land_on_a_board_written_by_hand(tmp_path, damage, rule_box, taken):
    land = {"name": "Cursed Land", "where": "active", "effects": texts.ability(load().by_id("abl-cursed-land").texts).effects}
    me = {"active": {"card": "Ting-Lu ex", "hp": 240, "types": ["fighting"], "energy": ["fighting"] * 3, "abilities": [land],
                     "attacks": [{"name": "Land Scoop", "cost": ["fighting"] * 3, "damage": 150}]}}
    game, _ = played(tmp_path, me, _guarded(damage, rule_box), [{"attack": "Land Scoop"}])
    assert game.players["opponent"].active.damage == damage + taken


@pytest.mark.parametrize("q", [
    # Ting-Lu ex Burned at the Checkup: 2 damage counters (I-F step 1; sv-2025-notes), its coin does not change the HP: 200 + 20 =
    # 220 < 240 → 20 HP left; Cursed Land changes nothing of it
    "Pokémon Checkup: my Active Ting-Lu ex has 200 damage on it and is Burned. Does it survive?",
    "ポケモンチェック：自分のバトル場のディンルーexにダメージ200、やけど。チェック後の残りHPは？",
])
def test_a_question_naming_it_where_it_changes_nothing_is_replayed(q):
    assert situation(q)["outcome"] == {"knocked_out": False, "hp_left": 20}
