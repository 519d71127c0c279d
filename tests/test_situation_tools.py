"""Tools, Stadiums and Special Energy read into engine effects (judge.situation.wordings: what a card does
to the Pokémon it names, written once on how the text names that Pokémon), each on the card table's
printed texts, every language the table has for the card read alone and alike; and situations replayed
on them, each expected value worked out by hand from the card's printed text, the Pokémon's printed
numbers (the card table's print) and the guide's damage steps (ja-3.1 / zh-3.1 Ⅰ A-01 ダメージ計算の
手順 / 伤害计算步骤 1-6; Retreat Cost Ⅱ D-10 … D-13), never copied from the engine's output."""

from __future__ import annotations

from functools import lru_cache

import pytest

from judge.cards.table import load
from judge.engine.scenario.runner import replay
from judge.engine.scenario.spec import Scenario
from judge.situation import texts
from judge.situation.replay import situation

READ = {"tool": texts.tool, "stadium": texts.stadium, "special-energy": texts.energy}
GX_EX = ["GX", "tag-team", "EX", "mega"]


@lru_cache(maxsize=None)
def printed(name: str, kind: str) -> tuple[tuple[str, str], ...]:
    """The card's printed texts in the card table (its row of that name and kind), by column."""
    found = [m.card for m in load().find(name) if m.card.kind == kind]
    assert found, f"no {kind} {name!r} in the card table"
    return tuple(found[0].texts.items())


def each_language(name: str, kind: str, langs: set[str]) -> texts.Reading:
    """The card read in each language the table has (``langs``, at least), alone: every one read, alike."""
    columns = dict(printed(name, kind))
    assert langs <= set(columns), f"{name}: the table has {sorted(columns)}"
    readings = {col: READ[kind]({col: text}) for col, text in columns.items()}
    assert all(r is not None for r in readings.values()), {c: r for c, r in readings.items() if r is None}
    assert len({r.same() for r in readings.values()}) == 1, {c: r.same() for c, r in readings.items()}
    both = READ[kind](columns)
    assert both is not None and both.same() == next(iter(readings.values())).same()
    return both


# --- Tools ---------------------------------------------------------------------------------------

def test_two_effects_of_one_tool():
    # "The Basic Pokémon this card is attached to gets +40 HP and its attacks do 10 more damage to your
    # opponent's Active Pokémon (before applying Weakness and Resistance)." 「…最大HPは「40」大きくなり、…「+10」される。」
    r = each_language("Fighting Fury Belt", "tool", {"en", "ja"})
    assert r.effects == [{"kind": "max_hp", "amount": 40, "when": {"holder_stage": "basic"}},
                         {"kind": "damage_dealt", "amount": 10, "when": {"target_active": True, "target_opponent": True, "holder_stage": "basic"}}]


def test_a_type_holder_taking_less_and_no_weakness():
    # "The {M} Pokémon this card is attached to takes 30 less damage from your opponent's attacks (after …) and has no Weakness."
    r = each_language("Metal Frying Pan", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_taken", "amount": -30, "when": {"holder_types": ["metal"], "from_opponent": True}},
                         {"kind": "no_weakness", "when": {"holder_types": ["metal"]}}]


def test_a_retreat_cost_less_and_retreating_while_asleep():
    # "… is {C} less, and it can retreat even if it's Asleep or Paralyzed." 「1個ぶん少なくなり、ねむりまたはマヒでも、にげられる」
    r = each_language("Escape Board", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "retreat_cost", "amount": -1}, {"kind": "may_retreat_while_unable"}]


def test_a_basic_holder_except_pokemon_gx():
    # "The Basic Pokémon this card is attached to gets +50 HP, except Pokémon-GX." (a TAG TEAM is a Pokémon-GX)
    r = each_language("Cape of Toughness", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "max_hp", "amount": 50, "when": {"holder_stage": "basic", "holder_not_rule_box": ["GX", "tag-team"]}}]


def test_less_damage_from_a_rule_box_group_and_from_types():
    # "… takes 30 less damage from the attacks of your opponent's Pokémon-GX and Pokémon-EX (after …)." 「相手の「ポケモンGX・EX」から」
    r = each_language("Choice Helmet", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_taken", "amount": -30, "when": {"attacker_rule_box": GX_EX, "from_opponent": True}}]
    # "The {N} Pokémon … takes 50 less damage from attacks from your opponent's {G}, {R}, {W}, or {L} Pokémon" 「相手の[草][炎][水][雷]ポケモンから」
    r = each_language("Thick Scale", "tool", {"en", "ja"})
    assert r.effects == [{"kind": "damage_taken", "amount": -50, "when": {
        "holder_types": ["dragon"], "attacker_types": ["grass", "fire", "water", "lightning"], "from_opponent": True}}]


def test_damage_prevented_from_a_types_pokemon_gx_and_ex():
    # "Prevent all damage done to the {Y} Pokémon this card is attached to by attacks from your opponent's {P} Pokémon-GX and {P} Pokémon-EX."
    # 「…[妖]ポケモンは、相手の[超]タイプの「ポケモンGX・EX」からワザのダメージを受けない。」
    want = [{"kind": "prevent_damage", "when": {"attacker_rule_box": GX_EX, "holder_types": ["fairy"], "attacker_types": ["psychic"],
                                                "from_opponent": True}}]
    assert each_language("Fairy Charm Psychic", "tool", {"en", "ja"}).effects == want
    # the Chinese print, a row of its own name: 「附有這張卡的【妖】寶可夢，不會受到對手的【超】屬性的「寶可夢GX・EX」招式的傷害。」
    assert each_language("妖精坠饰【超】", "tool", {"zh_hant"}).effects == want


def test_damage_prevented_on_the_bench_and_from_its_own_attacks():
    # "As long as the Pokémon this card is attached to is on your Bench, prevent all damage done to that Pokémon by attacks (both yours …)."
    assert each_language("Bench Shield", "tool", {"en", "ja"}).effects == [{"kind": "prevent_damage", "when": {"holder_active": False}}]
    # "Prevent all damage done to the Pokémon this card is attached to by attacks it uses." (only the Active Pokémon attacks: it is the
    # attacker when the attacker is on its side and it is in the Active Spot)
    assert each_language("Protection Cube", "tool", {"en", "ja"}).effects == [
        {"kind": "prevent_damage", "when": {"from_opponent": False, "holder_active": True}}]


def test_effects_of_attacks_prevented():
    # "Prevent all effects of your opponent's attacks, except damage, done to the Pokémon this card is attached to." (II-C-17)
    assert each_language("Bent Spoon", "tool", {"en"}).effects == [{"kind": "prevent_effects", "when": {"from_opponent": True}}]


def test_a_tool_acting_only_on_cards_after_a_knock_out_changes_nothing_asked():
    # "If the Pokémon this card is attached to is Knocked Out by damage from an opponent's attack, draw cards until you have 7 cards in your hand."
    r = each_language("Lucky Egg", "tool", {"en", "ja", "zh_hant"})
    assert r.kind == "inert" and r.effects == [] and r.runs
    # "… is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if it is Knocked Out), draw 2 cards."
    assert each_language("Lucky Helmet", "tool", {"en"}).kind == "inert"


def test_a_tool_acting_on_the_attacking_pokemon():
    # "If the Pokémon this card is attached to is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if it
    # is Knocked Out), put 2 damage counters on the Attacking Pokémon." (attack step 6, E-03)
    r = each_language("Rocky Helmet", "tool", {"en"})
    assert r.effects == [{"kind": "on_damaged", "actions": [{"place_counters": {"target": "attacker", "count": 2}}],
                          "when": {"holder_active": True, "from_opponent": True}}]
    # "If the Pokémon this card is attached to is your Active Pokémon and is damaged by an opponent's attack (even if this Pokémon is
    # Knocked Out), the Attacking Pokémon is now Poisoned." 「…ワザを使ったポケモンをどくにする。」
    assert each_language("Poison Barb", "tool", {"en"}).effects[0]["actions"] == [{"condition": {"target": "attacker", "add": "poisoned"}}]
    # "If the Pokémon V this card is attached to has full HP and is Knocked Out by damage from an attack from your opponent's Pokémon,
    # put 8 damage counters on the Attacking Pokémon." (E-04; full HP as it was when the damage came, D-14)
    r = each_language("Box of Disaster", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "on_knocked_out", "actions": [{"place_counters": {"target": "attacker", "count": 8}}],
                          "when": {"by_attack_damage": True, "holder_rule_box": ["V", "VMAX", "VSTAR"], "holder_full_hp": True,
                                   "from_opponent": True}}]


def test_more_damage_to_an_active_pokemon_of_a_type_in_each_language():
    # "… do 30 more damage to your opponent's Active {P} Pokémon" 「相手のバトル場の[超]ポケモンへのダメージは「+30」」
    r = each_language("Cleansing Gloves", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_dealt", "amount": 30, "when": {"target_active": True, "target_opponent": True,
                                                                         "target_types": ["psychic"]}}]


# --- Special Energy -----------------------------------------------------------------------------------

def test_a_special_energy_providing_a_type():
    # "As long as this card is attached to a Pokémon, it provides {M} Energy. The {M} Pokémon this card is attached to has no Weakness."
    r = each_language("Coating Metal Energy", "special-energy", {"en", "ja", "zh_hant"})
    assert (r.provides, r.provides_type) == (1, "metal")
    assert r.effects == [{"kind": "no_weakness", "when": {"holder_types": ["metal"]}}]


def test_a_special_energy_attached_only_to_one_type():
    # "This card can only be attached to {L} Pokémon. … The {L} Pokémon this card is attached to has no Weakness. (If this card is
    # attached to anything other than a {L} Pokémon, discard this card.)"
    r = each_language("Flash Energy", "special-energy", {"en", "ja"})
    assert (r.provides, r.provides_type) == (1, "lightning")
    assert r.effects == [{"kind": "no_weakness", "when": {"holder_types": ["lightning"]}}]
    # "The Retreat Cost of the Pokémon this card is attached to is {C}{C} less." on an Energy attached only to {P} Pokémon
    assert each_language("Mystery Energy", "special-energy", {"en", "ja"}).effects == [
        {"kind": "retreat_cost", "amount": -2, "when": {"holder_types": ["psychic"]}}]


def test_a_special_energy_that_does_not_stack():
    # "… takes 30 less damage from attacks from your opponent's Pokémon V (…). This effect can't be applied more than once at a time
    # to the same Pokémon." (E-15)
    r = each_language("V Guard Energy", "special-energy", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_taken", "amount": -30, "stacks": False,
                          "when": {"attacker_rule_box": ["V", "VMAX", "VSTAR"], "from_opponent": True}}]


def test_damage_taken_before_weakness_is_read_in_no_language():
    # en: "The attacks of your opponent's Pokémon do 10 less damage to the {M} Pokémon … (before applying Weakness and Resistance)";
    # ja: 「…受けるワザのダメージは「-10」される」 would be step 5, after Weakness: the languages differ, so neither is read
    columns = dict(printed("Shield Energy", "special-energy"))
    assert texts.energy({"ja": columns["ja"]}) is not None
    assert texts.energy(columns) is None


# --- Stadiums ------------------------------------------------------------------------------------------

STADIUMS = [
    # (name, languages, effect): each from the printed text quoted
    # "{R} Pokémon and {M} Pokémon (both yours and your opponent's) have no Weakness."
    ("Altar of the Sunne", {"en", "ja", "zh_hant"}, {"kind": "no_weakness", "when": {"holder_types": ["fire", "metal"]}}),
    # "The Retreat Cost of both Active Pokémon is {C}{C} more."
    ("Galar Mine", {"en", "ja", "zh_hant"}, {"kind": "retreat_cost", "amount": 2, "when": {"holder_active": True}}),
    # "The Retreat Cost of each Basic non-{F} Pokémon in play (both yours and your opponent's) is {C} more."
    ("Calamitous Wasteland", {"en", "ja", "zh_hant"},
     {"kind": "retreat_cost", "amount": 1, "when": {"holder_stage": "basic", "holder_not_types": ["fighting"]}}),
    # "The attacks of {D} Pokémon and {N} Pokémon (both …) do 10 more damage to the opponent's Active Pokémon (before …)."
    ("Devoured Field", {"en", "ja", "zh_hant"},
     {"kind": "damage_dealt", "amount": 10, "when": {"target_active": True, "target_opponent": True, "holder_types": ["darkness", "dragon"]}}),
    # "Pokémon Tool cards in play (both yours and your opponent's) have no effect."
    ("Lysandre Labs", {"en", "ja", "zh_hant"}, {"kind": "no_tool_effects"}),
    # "Prevent all damage done to Benched Pokémon by attacks (both yours and your opponent's)."
    ("Mountain Ring", {"en", "ja"}, {"kind": "prevent_damage", "when": {"holder_active": False}}),
    # "Each Stage 1 and Stage 2 Pokémon in play (both yours and your opponent's) gets +30 HP."
    ("Training Center", {"en", "ja"}, {"kind": "max_hp", "amount": 30, "when": {"holder_stage": ["stage1", "stage2"]}}),
    # "Basic {G} and Basic {L} Pokémon (both …) take 30 less damage from the opponent's attacks (after applying Weakness and Resistance)."
    ("Aether Paradise Conservation Area", {"en", "ja", "zh_hant"},
     {"kind": "damage_taken", "amount": -30, "when": {"holder_stage": "basic", "holder_types": ["grass", "lightning"], "from_opponent": True}}),
    # "All Basic Pokémon (both …) take 20 less damage from attacks from the opponent's Pokémon (after applying Weakness and Resistance)."
    ("Circhester Bath", {"en", "ja", "zh_hant"},
     {"kind": "damage_taken", "amount": -20, "when": {"holder_stage": "basic", "from_opponent": True}}),
    # "If another card with the same name is in play, you can't play this card. Each player's Water Pokémon (excluding Pokémon-ex) has
    # no Weakness." (what it says of its own play changes nothing while it is in play)
    ("Glacia's Stadium", {"en", "ja"}, {"kind": "no_weakness", "when": {"holder_not_rule_box": ["ex"], "holder_types": ["water"]}}),
    # "… Any damage done to Colorless Active Pokémon (both yours and your opponent's) by an opponent's attack is reduced by 10 (after …)."
    ("Drake's Stadium", {"en", "ja"},
     {"kind": "damage_taken", "amount": -10, "when": {"holder_active": True, "holder_types": ["colorless"], "from_opponent": True}}),
    # "The Retreat Cost for each {P} and {D} Pokémon (both yours and your opponent's) is 0."
    ("Moonlight Stadium", {"en", "ja"}, {"kind": "retreat_cost", "none": True, "when": {"holder_types": ["psychic", "darkness"]}}),
    # "All damage done by {C} Pokémon's attacks is reduced by 30 (after applying Weakness and Resistance)." (to any Pokémon, either side's)
    ("Sprout Tower", {"en"}, {"kind": "damage_taken", "amount": -30, "when": {"attacker_types": ["colorless"]}}),
    # "Each player pays {C} less to retreat his or her Pokémon if it has Misty in its name."
    ("Cerulean City Gym", {"en"}, {"kind": "retreat_cost", "amount": -1, "when": {"holder_name_has": ["Misty"]}}),
]


@pytest.mark.parametrize("name,langs,effect", STADIUMS, ids=[s[0] for s in STADIUMS])
def test_a_stadium_naming_both_players_pokemon(name, langs, effect):
    assert each_language(name, "stadium", langs).effects == [effect]


def test_a_stadium_of_two_effects():
    # "Prevent all effects of the opponent's attacks, including damage, done to Benched Pokémon (both yours and your opponent's)."
    # 「おたがいのベンチポケモン全員は、相手のワザのダメージや効果を受けない。」: damage prevented (C-16) and effects (C-17)
    bench = {"holder_active": False, "from_opponent": True}
    assert each_language("Sky Pillar", "stadium", {"en", "ja"}).effects == [{"kind": "prevent_damage", "when": bench},
                                                                           {"kind": "prevent_effects", "when": bench}]


# --- replayed -------------------------------------------------------------------------------------------

def replayed(q: str) -> dict:
    sit = situation(q)
    assert sit is not None, f"no situation read from {q!r}"
    assert sit["status"] == "replayed", f"{q!r}: {sit['missing']} / {sit['read']}"
    return sit


def test_a_tool_of_two_effects_on_the_attacker_and_on_the_pokemon_hit():
    # Iron Hands ex (Basic, Lightning) Arm Press 160 → step 2: Fighting Fury Belt +10 (a Basic Pokémon) → 170; Gholdengo ex's
    # Weakness is Fire, its Resistance Grass: 170; 260 − 170 = 90 HP left.
    sit = replayed("Iron Hands ex with Fighting Fury Belt attached uses Arm Press on the opponent's Active Gholdengo ex (no damage on it). "
                   "How much damage?")
    assert sit["outcome"] == {"damage": 170, "knocked_out": False, "hp_left": 90}
    # on the Pokémon hit, its +40 HP (D-15): Iron Valiant ex (Basic, 220 HP) has 260; Arm Press 160 (its Weakness is Metal) → 100 HP left;
    # its +10 is for its own attacks, not the damage it takes.
    sit = replayed("Iron Hands ex uses Arm Press on the opponent's Active Iron Valiant ex with Fighting Fury Belt attached (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"] == {"hp_left": 100, "damage": 160, "knocked_out": False}


def test_a_tool_for_a_basic_pokemon_except_pokemon_gx():
    # Cape of Toughness on Iron Valiant ex (Basic, not a Pokémon-GX): 220 + 50 = 270 HP; Arm Press 160 → 110 HP left.
    sit = replayed("Iron Hands ex uses Arm Press on the opponent's Active Iron Valiant ex with Cape of Toughness attached (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"]["hp_left"] == 110
    # on Tapu Koko-GX (Basic, a Pokémon-GX): no +50; 170 HP, no Weakness or Resistance to Lightning: 170 − 160 = 10 HP left.
    sit = replayed("Iron Hands ex uses Arm Press on the opponent's Active Tapu Koko-GX with Cape of Toughness attached (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"]["hp_left"] == 10


def test_a_tool_of_two_effects_less_damage_and_no_weakness():
    # Iron Moth (Fire) Heat Ray 120 into Gholdengo ex (Metal, Weakness Fire ×2): without the Tool, step 3 → 240.
    assert replayed("Iron Moth uses Heat Ray on the opponent's Active Gholdengo ex (no damage on it). How much damage?")["outcome"]["damage"] == 240
    # Metal Frying Pan on it: step 3 no Weakness (D-13) → 120; step 5 −30 → 90.
    sit = replayed("Iron Moth uses Heat Ray on the opponent's Active Gholdengo ex with Metal Frying Pan attached (no damage on it). "
                   "How much damage?")
    assert sit["outcome"]["damage"] == 90
    assert "II-D-13" in sit["rules"] and "II-B-05" in sit["rules"]


def test_a_special_energy_removing_weakness_and_a_stadium_for_two_types():
    # Coating Metal Energy on Gholdengo ex (a Metal Pokémon): no Weakness → Heat Ray 120 stays 120; 260 − 120 = 140 HP left.
    sit = replayed("Iron Moth uses Heat Ray on the opponent's Active Gholdengo ex with Coating Metal Energy attached (no damage on it). "
                   "How much damage?")
    assert sit["outcome"] == {"damage": 120, "knocked_out": False, "hp_left": 140}
    # Altar of the Sunne: Metal Pokémon have no Weakness → 120.
    sit = replayed("Iron Moth uses Heat Ray on the opponent's Active Gholdengo ex (no damage on it). Altar of the Sunne is in play. "
                   "How much damage?")
    assert sit["outcome"]["damage"] == 120


def test_a_tool_that_changes_nothing_asked_is_replayed():
    # Lucky Egg draws cards after a Knock Out: Arm Press 160 into Iron Valiant ex (220 HP) → 60 HP left, as without it.
    sit = replayed("Iron Hands ex uses Arm Press on the opponent's Active Iron Valiant ex with Lucky Egg attached (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"] == {"hp_left": 60, "damage": 160, "knocked_out": False}


def test_a_stadium_raising_the_retreat_cost_of_pokemon_not_of_a_type():
    # Calamitous Wasteland: Iron Hands ex is a Basic Lightning Pokémon, Retreat 4 → 5 (D-11).
    assert replayed("With Calamitous Wasteland in play, what is the Retreat Cost of my Iron Hands ex?")["outcome"] == {"retreat_cost": 5}


def test_a_stadium_on_the_active_pokemon_only():
    # Galar Mine: the Active Iron Hands ex's Retreat 4 → 6; on the Bench it stays 4.
    assert replayed("Galar Mine is in play. What is the Retreat Cost of my Active Iron Hands ex?")["outcome"] == {"retreat_cost": 6}
    assert replayed("Galar Mine is in play. What is the Retreat Cost of my Benched Iron Hands ex?")["outcome"] == {"retreat_cost": 4}


def test_retreating_while_asleep_with_a_tool_that_allows_it():
    # Asleep: the rules refuse the retreat (I-F); Iron Valiant ex alone can't retreat.
    assert replayed("My Asleep Iron Valiant ex. Can it retreat?")["outcome"]["answer"] == "no"
    # Escape Board: "it can retreat even if it's Asleep", its Retreat 2 − 1 = 1: the rules allow it, with 1 Energy, which is not said.
    sit = situation("My Asleep Iron Valiant ex has Escape Board attached. Can it retreat?")
    assert sit["status"] == "incomplete" and sit["missing"] == ["the Energy attached (Iron Valiant ex reads it)"]
    assert replayed("My Asleep Iron Valiant ex has Escape Board attached. What is its Retreat Cost?")["outcome"] == {"retreat_cost": 1}


def test_a_tool_knocking_out_the_attacking_pokemon():
    # Iron Hands ex (230 HP, 210 damage on it: 20 left) Arm Press 160 into Iron Valiant ex (220 HP, Weakness Metal) → 60 HP left; Rocky
    # Helmet then puts 2 damage counters on Iron Hands ex (attack step 6, before the Knock Out check): 20 damage = its 20 HP left → Knocked
    # Out at step 7 (I-D), and the opponent takes 2 Prize cards for a Pokémon ex.
    sit = replayed("Iron Hands ex with 210 damage on it uses Arm Press on the opponent's Active Iron Valiant ex with Rocky Helmet attached "
                   "(no damage on it). How much HP is left?")
    assert sit["outcome"] == {"hp_left": 60, "damage": 160, "knocked_out": False}
    steps = [(t["key"], t["says"]["en"]) for t in sit["trace"]]
    assert ("counters_placed", "2 damage counter(s) on Iron Hands ex (counters, not damage: no Weakness/Resistance or damage effects)") in steps
    assert ("prizes_taken", "the opponent takes 2 Prize card(s)") in steps


def test_whether_a_card_counts_is_not_answered_from_what_it_does_elsewhere():
    # Lucky Egg changes nothing the replay reads, Rocky Helmet acts on the Attacking Pokémon: neither is answered "no" from the Pokémon hit.
    for tool in ("Lucky Egg", "Rocky Helmet"):
        sit = situation(f"Iron Hands ex uses Arm Press on their Active Iron Valiant ex with {tool} attached. Does the {tool} count?")
        assert sit["status"] == "incomplete" and sit["missing"] == ["what is asked"]



# --- Pokémon named by name ------------------------------------------------------------------------------

def test_a_tool_naming_its_pokemon_by_name_reads_alike_in_each_language():
    # "The Zamazenta V this card is attached to gets +70 HP." 「…「ザマゼンタV」の最大HPは「70」大きくなる。」 「附有這張卡的「藏瑪然特【V】」…」:
    # each language names the Pokémon its own way; the names are read off the cards on the board
    r = each_language("Rusted Shield", "tool", {"en", "ja", "zh_hant"})
    assert r.effect == {"kind": "max_hp", "amount": 70, "when": {"holder_named": ["Zamazenta V"]}}
    # "The Cynthia's Pokémon this card is attached to gets +70 HP." 「「シロナのポケモン」」: an owner's Pokémon, a part of the name
    assert each_language("Cynthia's Power Weight", "tool", {"en", "ja", "zh_hant"}).effect == {
        "kind": "max_hp", "amount": 70, "when": {"holder_name_has": ["Cynthia's"]}}
    assert texts.tool({"ja": dict(printed("Cynthia's Power Weight", "tool"))["ja"]}).effect["when"] == {"holder_name_has": ["シロナの"]}
    # "The Retreat Cost of each Psyduck in play (both yours and your opponent's) is {C} less."
    assert each_language("Paradise Resort", "stadium", {"en", "ja", "zh_hant"}).effect == {
        "kind": "retreat_cost", "amount": -1, "when": {"holder_named": ["Psyduck"]}}


def test_a_mark_the_board_does_not_read_is_no_name():
    # "The Ancient Pokémon this card is attached to …", 「このカードをつけている「古代」のポケモン」: "Ancient" is a mark, not a name
    assert texts.tool(dict(printed("Ancient Booster Energy Capsule", "tool"))) is None


def test_a_tool_discarded_at_the_end_of_a_turn():
    # "If this card is attached to 1 of your Pokémon, discard it at the end of your opponent's turn. The {M} Pokémon this card is attached
    # to takes 70 less damage from your opponent's attacks (after applying Weakness and Resistance)." — the discard comes after the attack
    assert each_language("Metal Core Barrier", "tool", {"en", "ja", "zh_hant"}).effects == [
        {"kind": "damage_taken", "amount": -70, "when": {"holder_types": ["metal"], "from_opponent": True}}]
    # "Any damage done to the Pokémon this card is attached to by an opponent's attack is reduced by 20 (…). At the end of your opponent's
    # turn after you played Buffer Piece, discard Buffer Piece."
    assert each_language("Buffer Piece", "tool", {"en", "ja"}).effects == [{"kind": "damage_taken", "amount": -20, "when": {"from_opponent": True}}]
    # "As long as Bubble Coat is attached to a Pokémon, that Pokémon has no Weakness. If that Pokémon is damaged by an opponent's attack,
    # discard this card at the end of the turn."
    assert each_language("Bubble Coat", "tool", {"en", "ja"}).effects == [{"kind": "no_weakness"}]


def test_a_tool_for_one_named_pokemon():
    # Rusted Shield on Zamazenta V (CRZ GG54: 220 HP, Metal, Weakness Fire, Resistance Grass −30): 220 + 70 = 290 (D-15);
    # Arm Press 160 (Lightning: no Weakness, no Resistance) → 290 − 160 = 130 HP left.
    sit = replayed("Iron Hands ex uses Arm Press on the opponent's Active Zamazenta V (CRZ GG54) with Rusted Shield attached (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"] == {"hp_left": 130, "damage": 160, "knocked_out": False}
    # on Iron Valiant ex, not a Zamazenta V: no +70; 220 − 160 = 60 HP left.
    sit = replayed("Iron Hands ex uses Arm Press on the opponent's Active Iron Valiant ex with Rusted Shield attached (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"]["hp_left"] == 60


def test_a_stadium_for_one_named_pokemon():
    # Paradise Resort: Psyduck (the Scarlet & Violet print: Retreat 1) → 0 (D-12); Iron Hands ex is no Psyduck: Retreat 4.
    assert replayed("With Paradise Resort in play, what is the Retreat Cost of my Psyduck?")["outcome"] == {"retreat_cost": 0}
    assert replayed("With Paradise Resort in play, what is the Retreat Cost of my Iron Hands ex?")["outcome"] == {"retreat_cost": 4}


def test_a_special_energy_acting_after_the_attack_or_the_knock_out():
    # "If this card is discarded by an effect of an attack used by the Pokémon this card is attached to, attach this card from your
    # discard pile to that Pokémon after attacking." — after the damage: nothing a replay asks changes
    assert each_language("Boomerang Energy", "special-energy", {"en", "ja"}).kind == "inert"
    # "If the {W} Pokémon this card is attached to is Knocked Out by damage from an opponent's attack, put that Pokémon into your hand."
    # (it is Knocked Out all the same, and the Prize cards taken)
    r = each_language("Splash Energy", "special-energy", {"en", "ja"})
    assert (r.kind, r.provides_type) == ("inert", "water")
    # "Rescue Energy provides {C} Energy. If the Pokémon this card is attached to is Knocked Out by damage from an attack, put that
    # Pokémon back into your hand." — the card named for "This card"
    assert each_language("Rescue Energy", "special-energy", {"en"}).kind == "inert"


def test_a_special_energy_acting_on_an_attacking_pokemon_ex():
    # "Whenever the {D} Pokémon this card is attached to is your Active Pokémon and is damaged by an attack from your opponent's
    # Pokémon-EX (even if that Pokémon is Knocked Out), put 2 damage counters on the Attacking Pokémon-EX."
    r = each_language("Dangerous Energy", "special-energy", {"en", "ja"})
    assert r.effects == [{"kind": "on_damaged", "actions": [{"place_counters": {"target": "attacker", "count": 2}}],
                          "when": {"holder_active": True, "holder_types": ["darkness"], "attacker_rule_box": ["EX", "mega"],
                                   "from_opponent": True}}]


def test_a_special_energy_for_one_type_on_a_pokemon_of_another():
    # Strong Energy: "The attacks of the {F} Pokémon this card is attached to do 20 more damage …": Iron Hands ex is Lightning, so no
    # +20 at step 2: Arm Press 160 into Iron Valiant ex (220 HP, Weakness Metal) → 60 HP left.
    sit = replayed("Iron Hands ex with Strong Energy attached uses Arm Press on the opponent's Active Iron Valiant ex (no damage on it). "
                   "How much HP is left?")
    assert sit["outcome"]["hp_left"] == 60
    assert any(t["key"] == "damage_not_applied" for t in sit["trace"])


def test_a_tool_for_a_pokemon_without_a_rule_box():
    # "If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses do 30 more damage to your opponent's Active
    # Pokémon ex (before …). (Pokémon ex, Pokémon V, etc. have Rule Boxes.)" 「このカードをつけているポケモン(「ルールを持つポケモン」をのぞく)…」
    r = each_language("Brave Bangle", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_dealt", "amount": 30, "when": {"target_active": True, "target_opponent": True,
                                                                         "holder_no_rule_box": True, "target_rule_box": ["ex"]}}]
    # Iron Moth (no Rule Box, Fire) Heat Ray 120 → step 2: +30 → 150; step 3: Gholdengo ex's Weakness Fire ×2 → 300 ≥ 260 → Knocked Out,
    # 2 Prize cards (a Pokémon ex).
    sit = replayed("Iron Moth with Brave Bangle attached uses Heat Ray on the opponent's Active Gholdengo ex (no damage on it). How much damage?")
    assert sit["outcome"] == {"damage": 300, "knocked_out": True, "hp_left": 0, "prizes": 2}
    # Iron Hands ex has a Rule Box (Pokémon ex): no +30; Arm Press 160 (no Weakness to Lightning) → 100 HP left.
    sit = replayed("Iron Hands ex with Brave Bangle attached uses Arm Press on the opponent's Active Gholdengo ex (no damage on it). "
                   "How much damage?")
    assert sit["outcome"] == {"damage": 160, "knocked_out": False, "hp_left": 100}


def test_a_tool_working_while_its_player_has_more_prize_cards_left():
    # "If you have more Prize cards remaining than your opponent, the attacks of the Pokémon this card is attached to do 30 more damage
    # to your opponent's Active Pokémon (before applying Weakness and Resistance)." 「自分のサイドの残り枚数が、相手のサイドの残り枚数より多いなら、…」
    r = each_language("Defiance Band", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_dealt", "amount": 30, "when": {"holder_behind": True, "target_active": True, "target_opponent": True}}]
    # 5 Prize cards left against 2: Heat Ray 120 + 30 (step 2) = 150; Iron Valiant ex's Weakness is Metal → 150; 220 − 150 = 70 HP left.
    sit = replayed("Iron Moth with Defiance Band attached uses Heat Ray on the opponent's Active Iron Valiant ex (no damage on it). "
                   "I have 5 Prize cards left, my opponent has 2 Prize cards left. How much damage?")
    assert sit["outcome"] == {"damage": 150, "knocked_out": False, "hp_left": 70}
    # 2 against 5: no +30 → 120, 100 HP left.
    sit = replayed("Iron Moth with Defiance Band attached uses Heat Ray on the opponent's Active Iron Valiant ex (no damage on it). "
                   "I have 2 Prize cards left, my opponent has 5 Prize cards left. How much damage?")
    assert sit["outcome"] == {"damage": 120, "knocked_out": False, "hp_left": 100}
    # the Prize cards left not said: asked for, not guessed
    sit = situation("Iron Moth with Defiance Band attached uses Heat Ray on the opponent's Active Iron Valiant ex (no damage on it). "
                    "How much damage?")
    assert sit["status"] == "incomplete" and sit["missing"] == ["how many Prize cards each player has left (Defiance Band reads it)"]


def test_tools_acting_only_on_cards_are_read_in_each_language():
    # "If the Pokémon this card is attached to uses an attack, if you flip any coins … and if any of them are tails, draw 3 cards at the
    # end of your turn." / "When your Active Pokémon is Knocked Out …, you may move a Basic Energy from that Pokémon to the Pokémon this
    # card is attached to." / "… move up to 3 basic Energy cards from that Pokémon to 1 of your Benched Pokémon."
    for name in ("Blunder Policy", "Exp. Share", "Wishful Baton", "Patrol Cap"):
        assert each_language(name, "tool", {"en", "ja", "zh_hant"}).kind == "inert", name


def test_a_tool_lowering_an_attack_cost_and_adding_damage():
    # "Attacks used by the Hop's Pokémon this card is attached to cost {C} less and do 30 more damage to your opponent's Active Pokémon
    # (before applying Weakness and Resistance)." (D-12 and step 2)
    r = each_language("Hop's Choice Band", "tool", {"en", "ja", "zh_hant"})
    assert r.effects == [{"kind": "damage_dealt", "amount": 30, "when": {"target_active": True, "target_opponent": True,
                                                                         "holder_name_has": ["Hop's"]}},
                         {"kind": "attack_cost", "amount": -1, "when": {"holder_name_has": ["Hop's"]}}]


def test_an_attack_cost_lowered_by_a_tool_in_a_replay():
    # A board written by hand from Hop's Choice Band's text, its "Hop's Pokémon" read as the one Hop's Pokémon on it: an attack of
    # cost {C}{C} and 20 damage, 1 Energy attached. With the Band: the cost {C} less is {C}, paid (D-12); 20 + 30 = 50 (step 2), no
    # Weakness or Resistance → 50 damage. Without it the cost is not paid: no attack, no damage (I-A-01 step 1 of the attack).
    def damage(effects: list[dict]) -> int:
        tool = {"card": "Hop's Choice Band", "kind": "tool", "effects": effects}
        me = {"card": "Hop's Wooloo", "id": "a", "hp": 70, "types": ["colorless"], "energy": ["colorless"], "tool": tool,
              "attacks": [{"name": "Tackle", "cost": ["colorless", "colorless"], "damage": 20}]}
        doc = {"title": "cost less", "ruleset": "v3.1", "turn": 3, "first_player": "me", "current": "me",
               "board": {"me": {"active": me}, "opponent": {"active": {"card": "Iron Valiant ex", "id": "d", "hp": 220, "types": ["psychic"]}}},
               "do": [{"attack": "Tackle"}]}
        steps = replay(Scenario.model_validate(doc), "t", "t").trace.steps
        return sum(s.params.get("amount", 0) for s in steps if s.key == "damage_done")

    read = each_language("Hop's Choice Band", "tool", {"en"}).effects
    board = [{**e, "when": {**{k: v for k, v in e["when"].items() if k != "holder_name_has"}, "holder_name": ["Hop's Wooloo"]}} for e in read]
    assert damage(board) == 50
    assert damage([]) == 0
