"""Tools and Abilities whose effect turns on a condition the board decides: the holder Poisoned (Binding Mochi), with or without an
Ability (Full Face Guard), its Retreat Cost (Heavy Boots); the attacking Pokémon's Ability (Sacred Charm, Fairy Charm Ability) or HP left
(Panic Mask); the opponent's Pokémon-GX, Pokémon-EX or Pokémon V in play (Fast-Flight Configuration, Wild Dash, Punk Out), its player's
Pokémon of a type in play (Secret Alleyway); Energy of a type attached (no Special Conditions). Each card's text is the card table's, read in
every language it prints, then run on a board written by hand, each expected value worked out from the text and the guide's step in a
comment (damage steps 2, 5 and 6: II-B-04, II-B-05, II-C-16; maximum HP II-D-15; no Retreat Cost II-D-13; Special Conditions I-F, II-A)."""

from __future__ import annotations

import pytest

from by_hand import played

from judge.cards.table import load
from judge.engine.scenario.outcome import lookup
from judge.situation import texts


def each_language(row_id: str, read) -> list[dict]:
    """The effects a row's text is, the same read from each of its languages alone (at least two)."""
    printed = load().by_id(row_id).texts
    readings = {col: read({col: text}) for col, text in printed.items()}
    assert len(readings) >= 2 and all(r is not None for r in readings.values()), readings
    assert len({r.same() for r in readings.values()}) == 1, readings
    return read(printed).effects


def tool(row_id: str) -> dict:
    return {"card": row_id, "kind": "tool", "effects": each_language(row_id, texts.tool)}


def ability(row_id: str) -> list[dict]:
    reading = texts.ability(load().by_id(row_id).texts)
    each_language(row_id, texts.ability)
    return [{"name": row_id, "effects": reading.effects, "where": reading.where}]


HIT = {"name": "Hit", "cost": [], "damage": 100}
INERT = [{"name": "Something", "effects": []}]


@pytest.mark.parametrize("poisoned, dealt", [
    # Binding Mochi: the Poisoned holder's attacks +40 to the opponent's Active Pokémon at step 2 (B-04): 30 + 40 = 70
    (True, 70),
    # not Poisoned: the printed 30 (Colorless defender, no Weakness)
    (False, 30),
])
def test_binding_mochi_while_poisoned(tmp_path, poisoned, dealt):
    me = {"active": {"card": "Holder", "hp": 200, "conditions": ["poisoned"] if poisoned else [],
                     "attacks": [{"name": "Hit", "cost": [], "damage": 30}], "tool": tool("card-binding-mochi")}}
    game, _ = played(tmp_path, me, {"active": {"card": "Other", "hp": 300}}, [{"attack": "Hit"}])
    assert lookup(game, "opponent.active.damage") == dealt


@pytest.mark.parametrize("row, holder_ability, attacker_ability, taken", [
    # Full Face Guard: a holder with no Ability takes 20 less at step 5 (B-05): 100 − 20 = 80; one with an Ability the full 100
    ("card-full-face-guard", False, False, 80),
    ("card-full-face-guard", True, False, 100),
    # Sacred Charm: 30 less from an attacker that has an Ability: 70; from one that has none, 100
    ("card-sacred-charm", False, True, 70),
    ("card-sacred-charm", False, False, 100),
])
def test_less_damage_by_abilities(tmp_path, row, holder_ability, attacker_ability, taken):
    me = {"active": {"card": "Attacker", "hp": 200, "attacks": [HIT], "abilities": INERT if attacker_ability else []}}
    opp = {"active": {"card": "Holder", "hp": 300, "abilities": INERT if holder_ability else [], "tool": tool(row)}}
    game, _ = played(tmp_path, me, opp, [{"attack": "Hit"}])
    assert lookup(game, "opponent.active.damage") == taken


@pytest.mark.parametrize("attacker_damage, taken", [
    # Panic Mask: the attacker (100 HP) with 60 damage has 40 HP left: "40 HP or less remaining", all damage prevented at step 6 (C-16)
    (60, 0),
    # with 50 damage it has 50 left: the 100 is done
    (50, 100),
])
def test_panic_mask_by_the_attackers_hp_left(tmp_path, attacker_damage, taken):
    me = {"active": {"card": "Attacker", "hp": 100, "damage": attacker_damage, "attacks": [HIT]}}
    opp = {"active": {"card": "Holder", "hp": 300, "tool": tool("card-panic-mask")}}
    game, _ = played(tmp_path, me, opp, [{"attack": "Hit"}])
    assert lookup(game, "opponent.active.damage") == taken


@pytest.mark.parametrize("box, attacker_ability, holder_type, taken", [
    # Fairy Charm Ability: a {Y} holder takes no damage (C-16) from a Pokémon-GX that has an Ability
    ("GX", True, "fairy", 0),
    # a Pokémon-GX with no Ability, a Pokémon with an Ability but no rule box, a holder not {Y}: the 100 is done
    ("GX", False, "fairy", 100),
    (None, True, "fairy", 100),
    ("EX", True, "water", 100),
])
def test_fairy_charm_ability(tmp_path, box, attacker_ability, holder_type, taken):
    me = {"active": {"card": "Attacker", "hp": 200, "attacks": [HIT], "rule_box": box, "abilities": INERT if attacker_ability else []}}
    opp = {"active": {"card": "Holder", "hp": 300, "types": [holder_type], "tool": tool("card-fairy-charm-ability")}}
    game, _ = played(tmp_path, me, opp, [{"attack": "Hit"}])
    assert lookup(game, "opponent.active.damage") == taken


@pytest.mark.parametrize("retreat, knocked_out", [
    # Heavy Boots: Retreat Cost 3 ("3 or more"): 100 + 20 = 120 HP (D-15), 110 damage leaves 10
    (3, False),
    # Retreat Cost 2: 100 HP, 110 damage Knocks it Out
    (2, True),
])
def test_heavy_boots_by_the_retreat_cost(tmp_path, retreat, knocked_out):
    me = {"active": {"card": "Attacker", "hp": 200, "attacks": [{"name": "Hit", "cost": [], "damage": 110}]}}
    opp = {"active": {"card": "Holder", "hp": 100, "retreat": retreat, "tool": tool("card-heavy-boots")}, "bench": [{"card": "Spare", "hp": 60}]}
    game, _ = played(tmp_path, me, opp, [{"attack": "Hit"}])
    assert ("Holder" in game.players["opponent"].knocked_out) is knocked_out
    if not knocked_out:
        assert lookup(game, "opponent.active.remaining_hp") == 10


STING = {"name": "Sting", "cost": [], "damage": 100, "effects": [{"condition": {"target": "opponents_active", "add": "poisoned"}}]}


def test_sparkling_robe_keeps_poison_off(tmp_path):
    # Sting 100 then Poisoned: at the Checkup 1 counter (I-F) → 110; with Sparkling Robe it can't be Poisoned (II-A): 100
    me = {"active": {"card": "Attacker", "hp": 100, "attacks": [STING]}}
    game, _ = played(tmp_path, me, {"active": {"card": "Holder", "hp": 200}}, [{"attack": "Sting"}, {"end_turn": True}])
    assert game.players["opponent"].active.damage == 110
    game, _ = played(tmp_path, me, {"active": {"card": "Holder", "hp": 200, "tool": tool("card-sparkling-robe")}},
                     [{"attack": "Sting"}, {"end_turn": True}])
    assert game.players["opponent"].active.damage == 100 and not game.players["opponent"].active.conditions


@pytest.mark.parametrize("row, opponent_bench, my_bench, cost", [
    # Fast-Flight Configuration, Wild Dash: the opponent has a Pokémon-GX on the Bench → no Retreat Cost (D-13); none → the printed 2
    ("abl-fast-flight-configuration", "GX", None, 0),
    ("abl-fast-flight-configuration", None, None, 2),
    ("abl-wild-dash", "EX", None, 0),
    ("abl-wild-dash", "V", None, 2),
    # Punk Out: a Pokémon VMAX (a Pokémon V) in play → 0; a Pokémon-GX is not one → 2
    ("abl-punk-out", "VMAX", None, 0),
    ("abl-punk-out", "GX", None, 2),
    # Secret Alleyway: its player has a {Y} Pokémon on the Bench → 0; a {W} one only → 2
    ("abl-secret-alleyway", None, "fairy", 0),
    ("abl-secret-alleyway", None, "water", 2),
])
def test_no_retreat_cost_by_the_pokemon_in_play(tmp_path, row, opponent_bench, my_bench, cost):
    me = {"active": {"card": "Holder", "hp": 100, "retreat": 2, "types": ["lightning"], "abilities": ability(row)},
          "bench": [{"card": "Mine", "hp": 60, "types": [my_bench]}] if my_bench else []}
    opp = {"active": {"card": "Other", "hp": 100}, "bench": [{"card": "Theirs", "hp": 200, "rule_box": opponent_bench}] if opponent_bench else []}
    game, _ = played(tmp_path, me, opp, [])
    assert lookup(game, "me.active.retreat_cost") == cost


@pytest.mark.parametrize("row, what", [
    # "can't be affected by any Special Conditions" (every one: what empty), "can't be Confused" (that one), for its player's Pokémon with
    # Energy of the type attached
    ("abl-metal-symbol", []),
    ("abl-flower-shield", []),
    ("abl-sweet-veil", []),
    ("abl-curative-bower", ["confused"]),
])
def test_no_special_conditions_read_in_each_language(row, what):
    effects = each_language(row, texts.ability)
    assert [(e["kind"], e["what"], e["applies_to"], list(e["when"])) for e in effects] == [
        ("no_conditions", what, "your_pokemon", ["holder_energy_types"])]


@pytest.mark.parametrize("energy, damage", [
    # Metal Symbol on the Bench: its player's Pokémon with {M} Energy attached can't be affected by Special Conditions (II-A): not
    # Poisoned, no counter at the Checkup → 100; with {F} Energy only it is Poisoned: 100 + 10 = 110 (I-F)
    ("metal", 100),
    ("fighting", 110),
])
def test_no_special_conditions_with_energy_of_a_type(tmp_path, energy, damage):
    me = {"active": {"card": "Attacker", "hp": 100, "attacks": [STING]}}
    opp = {"active": {"card": "Holder", "hp": 200, "energy": [energy]},
           "bench": [{"card": "Keeper", "hp": 100, "abilities": ability("abl-metal-symbol")}]}
    game, _ = played(tmp_path, me, opp, [{"attack": "Sting"}, {"end_turn": True}])
    assert game.players["opponent"].active.damage == damage


def test_no_special_conditions_for_its_players_pokemon_read_in_each_language():
    # Pastel Veil: every one of its player's Pokémon, no Special Condition; Murmurs of the Sea: its player's {W} Pokémon, not Confused
    assert each_language("abl-pastel-veil", texts.ability) == [{"kind": "no_conditions", "what": [], "applies_to": "your_pokemon"}]
    assert each_language("abl-murmurs-of-the-sea", texts.ability) == [
        {"kind": "no_conditions", "what": ["confused"], "when": {"holder_types": ["water"]}, "applies_to": "your_pokemon"}]


@pytest.mark.parametrize("rows", [
    # Frozen Charm ({W}: can't be Paralyzed) as the English row prints it, and the Japanese row of the same text 「[水]…マヒにならない」
    ("abl-frozen-charm", "abl-ja-d7d4eb98"),
    # Verdant Wind ({G}: recovers from and can't be affected by Special Conditions), the Japanese and Chinese rows of the same text
    ("abl-verdant-wind", "abl-ja-b6aa9d44", "abl-zh-hant-664a7ab7"),
])
def test_rows_of_one_text_in_several_languages_read_alike(rows):
    readings = [texts.ability(load().by_id(r).texts) for r in rows]
    assert all(r is not None for r in readings) and len({r.same() for r in readings}) == 1
    assert readings[0].effects[0]["kind"] == "no_conditions" and readings[0].effects[0]["applies_to"] == "your_pokemon"
