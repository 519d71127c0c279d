"""A sample of the card table's Tools, Abilities, Stadiums and Special Energy the replay runs, each read from the table's row (every language it prints reading
the same) and run on a board written by hand; each expected value is worked out from the card's printed text (the number it prints, in a
comment) and the guide's damage steps (I-A-01: step 2 the attacker's effects, B-04; step 3 Weakness, D-13 when there is none; step 5
the defender's effects, B-05; maximum HP D-15; Retreat Cost D-10 … D-13), never from the program.

The boards: ``taken`` — a Colorless attacker with no rule box or Ability does Hit 100 to the holder (300 HP, no Weakness or Resistance);
``dealt`` — the holder does Hit 100 to a 300 HP Colorless Pokémon; ``weak`` — Hit 100 to the holder, weak to Colorless ×2; ``hp`` —
the holder's HP left, printed 100, no damage; ``retreat`` — the holder's Retreat Cost, printed 3."""

from __future__ import annotations

import pytest

from by_hand import played

from judge.cards.table import load
from judge.engine.scenario.outcome import lookup
from judge.situation import texts


READERS = {"tool": texts.tool, "ability": texts.ability, "stadium": texts.stadium, "special-energy": texts.energy}


def reading(row_id: str) -> tuple[str, texts.Reading]:
    card = load().by_id(row_id)
    read = READERS[card.kind]
    each = [read({col: text}) for col, text in card.texts.items()]
    assert all(r is not None for r in each) and len({r.same() for r in each}) == 1, row_id
    return card.kind, read(card.texts)


def carrying(row_id: str, holder: dict) -> tuple[dict, dict | None]:
    """The holder carrying the row's card (a Tool, an Ability, a Special Energy attached), or a Stadium in play."""
    kind, read = reading(row_id)
    if kind == "tool":
        return {**holder, "tool": {"card": row_id, "kind": "tool", "effects": read.effects}}, None
    if kind == "special-energy":
        energy = {"card": row_id, "provides": [read.provides_type] * (read.provides or 1), "effects": read.effects}
        return {**holder, "energy": [energy]}, None
    if kind == "stadium":
        return holder, {"card": row_id, "kind": "stadium", "effects": read.effects}
    return {**holder, "abilities": [{"name": row_id, "effects": read.effects, "where": read.where}]}, None


SAMPLE = [
    # (row, board, the holder's types or stage, expected)
    ("card-air-balloon", "retreat", {}, 1),             # {C}{C} less: 3 − 2
    ("card-balloon-berry", "retreat", {}, 0),           # "that Pokémon's Retreat Cost is 0"
    ("card-big-air-balloon", "retreat", {"stage": "stage2"}, 0),  # the Stage 2 Pokémon: no Retreat Cost
    ("card-big-air-balloon", "retreat", {"stage": "stage1"}, 3),  # a Stage 1: the printed 3
    ("card-float-stone", "retreat", {}, 0),             # no Retreat Cost
    ("card-u-turn-board", "retreat", {}, 2),            # {C} less: 3 − 1
    ("card-big-charm", "hp", {}, 130),                  # +30 HP
    ("card-bodybuilding-dumbbells", "hp", {"stage": "stage1"}, 140),  # the Stage 1 Pokémon: +40 HP
    ("card-bodybuilding-dumbbells", "hp", {"stage": "basic"}, 100),   # a Basic: none
    ("card-bravery-charm", "hp", {"stage": "basic"}, 150),  # the Basic Pokémon: +50 HP
    ("card-giant-cape", "hp", {}, 120),                 # +20 HP
    ("card-heros-cape", "hp", {}, 200),                 # +100 HP
    ("card-bubble-coat", "weak", {}, 100),              # no Weakness: 100, not ×2
    ("card-protective-goggles", "weak", {"stage": "basic"}, 100),  # the Basic Pokémon: no Weakness
    ("card-protective-goggles", "weak", {"stage": "stage1"}, 200),  # a Stage 1 keeps it: 100 × 2
    ("card-weakness-policy", "weak", {}, 100),          # no Weakness
    ("card-buffer-piece", "taken", {}, 80),             # reduced by 20 after Weakness and Resistance
    ("card-hard-charm", "taken", {}, 80),               # reduced by 20
    ("card-eviolite", "taken", {"stage": "basic"}, 80),  # a Basic Pokémon: reduced by 20
    ("card-eviolite", "taken", {"stage": "stage1"}, 100),  # not a Basic: 100
    ("card-metal-core-barrier", "taken", {"types": ["metal"]}, 30),  # the {M} Pokémon: 70 less
    ("card-metal-core-barrier", "taken", {"types": ["water"]}, 100),  # not {M}: 100
    ("card-rigid-band", "taken", {"stage": "stage1"}, 70),  # the Stage 1 Pokémon: 30 less
    ("card-rock-chestplate", "taken", {"types": ["fighting"]}, 70),  # the {F} Pokémon: 30 less
    ("card-rock-chestplate", "taken", {"types": ["grass"]}, 100),
    ("card-sacred-charm", "taken", {}, 100),            # 30 less only from an attacker with an Ability: this one has none
    ("card-full-face-guard", "taken", {}, 80),          # the holder has no Ability: 20 less
    ("card-dark-claw", "dealt", {"types": ["darkness"]}, 120),  # a {D} Pokémon: 20 more
    ("card-dark-claw", "dealt", {"types": ["fire"]}, 100),
    ("card-muscle-band", "dealt", {}, 120),             # 20 more to the opponent's Active Pokémon
    ("card-strength-charm", "dealt", {}, 110),          # 10 more to the Active Pokémon
    ("card-vitality-band", "dealt", {}, 110),           # 10 more
    ("card-binding-mochi", "dealt", {}, 100),           # 40 more only while Poisoned: not Poisoned
    ("abl-armor", "taken", {}, 70),                     # 30 less
    ("abl-battle-armor", "taken", {}, 70),
    ("abl-bouffer", "taken", {}, 70),
    ("abl-bronze-body", "taken", {}, 70),
    ("abl-bulletproof", "taken", {}, 90),               # 10 less
    ("abl-diamond-coat", "taken", {}, 70),
    ("abl-fur-coat", "taken", {}, 80),                  # 20 less
    ("abl-hard-coat", "taken", {}, 70),
    ("abl-jumbo-sized", "taken", {}, 70),
    ("abl-massive-ice", "taken", {}, 70),
    ("abl-mud-coat", "taken", {}, 70),
    ("abl-fast-flight-configuration", "retreat", {}, 3),  # no Retreat Cost only with a Pokémon-GX or -EX of the opponent in play: none
    ("abl-secret-alleyway", "retreat", {"types": ["fairy"]}, 0),  # a {Y} Pokémon in play: itself
    ("abl-fight-song", "dealt", {"types": ["dragon"]}, 120),  # its player's {N} Pokémon: 20 more (itself one)
    ("abl-fighting-fury", "dealt", {"types": ["fighting"]}, 120),  # {F}: 20 more
    ("abl-dignified-fighter", "dealt", {"stage": "basic"}, 120),  # Basic: 20 more
    ("abl-flower-veil", "hp", {"types": ["grass"]}, 120),  # its player's {G} Pokémon: +20 HP
    ("abl-vibrant-dance", "hp", {}, 140),               # all its player's Pokémon: +40 HP
    ("card-aether-paradise-conservation-area", "taken", {"stage": "basic", "types": ["grass"]}, 70),  # Basic {G}: 30 less
    ("card-aether-paradise-conservation-area", "taken", {"stage": "basic", "types": ["water"]}, 100),
    ("card-altar-of-the-sunne", "weak", {"types": ["metal"]}, 100),  # {M} Pokémon: no Weakness
    ("card-altar-of-the-sunne", "weak", {"types": ["water"]}, 200),  # a {W}: 100 × 2
    ("card-aspertia-city-gym", "hp", {}, 120),          # each {C} Pokémon in play: +20 HP
    ("card-beach-court", "retreat", {"stage": "basic"}, 2),  # each Basic Pokémon: {C} less
    ("card-circhester-bath", "taken", {"stage": "basic"}, 80),  # all Basic Pokémon: 20 less from the opponent's attacks
    ("card-dark-city", "retreat", {"stage": "basic", "types": ["darkness"]}, 0),  # Basic {D}: no Retreat Cost
    ("card-devoured-field", "dealt", {"types": ["dragon"]}, 110),  # {N} Pokémon's attacks: 10 more
    ("card-full-metal-lab", "taken", {"types": ["metal"]}, 70),  # {M}: 30 less
    ("card-gravity-mountain", "hp", {"stage": "stage2"}, 70),  # each Stage 2: −30 HP
    ("card-lively-stadium", "hp", {"stage": "basic"}, 130),  # each Basic: +30 HP
    ("card-low-pressure-system", "hp", {"types": ["lightning"]}, 110),  # {G} and {L}: +10 HP
    ("card-mount-lanakila", "retreat", {"stage": "basic"}, 4),  # each Basic: {C} more
    ("card-practice-studio", "dealt", {"stage": "stage1"}, 110),  # Stage 1 attacks: 10 more
    ("card-training-center", "hp", {"stage": "stage2"}, 130),  # Stage 1 and Stage 2: +30 HP
    ("card-moonlight-stadium", "retreat", {"types": ["psychic"]}, 0),  # {P} and {D}: Retreat Cost 0
    ("card-coating-metal-energy", "weak", {"types": ["metal"]}, 100),  # the {M} Pokémon it is attached to: no Weakness
    ("card-heat-fire-energy", "hp", {"types": ["fire"]}, 120),  # the {R} Pokémon: +20 HP
    ("card-hiding-darkness-energy", "retreat", {"types": ["darkness"]}, 0),  # the {D} Pokémon: no Retreat Cost
    ("card-powerful-colorless-energy", "dealt", {}, 120),  # the {C} Pokémon's attacks: 20 more
    ("card-stone-fighting-energy", "taken", {"types": ["fighting"]}, 80),  # the {F} Pokémon: 20 less
    ("card-weakness-guard-energy", "weak", {}, 100),    # no Weakness
    ("card-broken-ground-gym", "retreat", {"stage": "basic"}, 4),  # a Basic Pokémon: {C} more to retreat
    ("card-high-pressure-system", "retreat", {"types": ["water"]}, 2),  # {R} and {W}: {C} less
    ("card-skyarrow-bridge", "retreat", {"stage": "basic"}, 2),  # each Basic: {C} less
    ("card-skyarrow-bridge", "retreat", {"stage": "stage1"}, 3),  # a Stage 1: the printed 3
    ("card-flash-energy", "weak", {"types": ["lightning"]}, 100),  # the {L} Pokémon: no Weakness
    ("card-strong-energy", "dealt", {"types": ["fighting"]}, 120),  # the {F} Pokémon's attacks: 20 more
    ("card-ja-58817567", "hp", {"types": ["grass"]}, 120),  # 「最大HPが「+20」」 for the [草] Pokémon
    ("card-ja-82171312", "dealt", {"types": ["lightning"]}, 120),  # 「+20」 for the [雷] Pokémon's attacks
    ("card-ja-82dce845", "retreat", {"types": ["metal"]}, 0),  # the [鋼] Pokémon: no Retreat Cost
    ("abl-arm-thrust-practice", "taken", {}, 90),       # all its player's Pokémon: 10 less
    ("abl-big-shield", "taken", {}, 70),                # 30 less
    ("abl-blanket-weaver", "taken", {"types": ["grass"]}, 60),  # {G}: 40 less
    ("abl-blooming-garden", "weak", {}, 100),           # its player's Pokémon: no Weakness
    ("abl-clear-humming", "weak", {}, 100),             # its {C} Pokémon: no Weakness
    ("abl-gear-wall", "taken", {"stage": "basic"}, 80),  # its Basic Pokémon: 20 less
    ("abl-hair-wall", "taken", {"types": ["metal"]}, 90),  # {M}: 10 less
    ("abl-jet-cruise", "retreat", {}, 0),               # its Pokémon: no Retreat Cost
    ("abl-leadership", "dealt", {"stage": "basic"}, 130),  # its Basic Pokémon: 30 more
    ("abl-miracle-guard", "weak", {}, 100),
    ("abl-powerful-a-salt", "dealt", {"types": ["fighting"]}, 130),  # {F}: 30 more
    ("abl-regal-cheer", "dealt", {}, 120),              # 20 more
    ("abl-rock-wall", "taken", {}, 90),                 # reduced by 10
    ("abl-royal-guard", "taken", {}, 60),               # 40 less
    ("abl-steelworker", "dealt", {"types": ["metal"]}, 110),  # {M}: 10 more
    ("abl-steely-spirit", "dealt", {"types": ["metal"]}, 120),  # {M}: 20 more
    ("abl-strong-cheer", "dealt", {}, 130),             # 30 more
    ("abl-sunny-day", "dealt", {"types": ["fire"]}, 120),  # {G} and {R}: 20 more
    ("abl-sunny-day", "dealt", {"types": ["water"]}, 100),  # a {W}: none
    ("abl-transistor", "dealt", {"types": ["lightning"], "stage": "basic"}, 130),  # Basic {L}: 30 more
    ("abl-weather-guard", "weak", {"types": ["grass"]}, 100),  # {G}: no Weakness
    ("abl-weather-guard", "weak", {"types": ["fire"]}, 200),  # a {R} keeps it
    ("abl-ja-9f2185a4", "retreat", {"stage": "basic"}, 0),  # 自分のたねポケモン全員: no Retreat Cost
    ("abl-zh-hant-96542fdb", "dealt", {"types": ["lightning"], "stage": "basic"}, 130),  # 【雷】【基础】: 「+30」
]


@pytest.mark.parametrize("row, board, holder, expected", SAMPLE, ids=[f"{r}-{b}-{i}" for i, (r, b, _, _) in enumerate(SAMPLE)])
def test_the_sample(tmp_path, row, board, holder, expected):
    hit = {"name": "Hit", "cost": [], "damage": 100}
    base = {"card": "Holder", "hp": 300 if board in ("taken", "weak") else 100, "types": ["colorless"], "retreat": 3, **holder}
    if board == "weak":
        base["weakness"] = [{"type": "colorless", "multiplier": 2}]
    if board in ("taken", "weak"):
        holder, stadium = carrying(row, base)
        me, opp = {"active": {"card": "Attacker", "hp": 300, "types": ["colorless"], "attacks": [hit]}}, {"active": holder}
    elif board == "dealt":
        holder, stadium = carrying(row, {**base, "attacks": [hit]})
        me, opp = {"active": holder}, {"active": {"card": "Other", "hp": 300, "types": ["colorless"]}}
    else:
        holder, stadium = carrying(row, base)
        me, opp = {"active": holder}, {"active": {"card": "Other", "hp": 100}}
    game, _ = played(tmp_path, me, opp, [{"attack": "Hit"}] if board in ("taken", "weak", "dealt") else [], stadium=stadium)
    where = {"taken": "opponent.active.damage", "weak": "opponent.active.damage", "dealt": "opponent.active.damage",
             "hp": "me.active.remaining_hp", "retreat": "me.active.retreat_cost"}[board]
    assert lookup(game, where) == expected


def test_the_sample_is_of_every_board():
    assert {b for _, b, _, _ in SAMPLE} == {"taken", "dealt", "weak", "hp", "retreat"} and len(SAMPLE) >= 100
    assert {load().by_id(r).kind for r, *_ in SAMPLE} == set(READERS)


#: The card-text kinds a Knock Out, damage, the Checkup or a cost sets off, each row read from the table (every language alike) and
#: run on a board written by hand: ``damaged`` — Hit 100 to the holder (300 HP, in the Active Spot), the attacker's damage after it;
#: ``knocked`` — Hit 100 to the holder (100 HP), the attacker's damage after it; ``prizes`` — Hit 300 to the holder (100 HP, no rule
#: box), the Prize cards its opponent takes (I-D step 4: 1, and the text's change); ``checkup`` — the holder Active, the opponent's
#: Active (a Basic, 300 HP, Confused or not) after a Checkup (I-F step 2).
TRIGGERED = [
    ("card-deluxe-bomb", "damaged", {}, 120),           # damaged by the opponent's attack in the Active Spot: 12 counters on the attacker
    ("card-dragon-talon", "damaged", {"types": ["dragon"]}, 30),  # the {N} Pokémon: 3 counters
    ("card-dragon-talon", "damaged", {"types": ["water"]}, 0),    # not {N}: none
    ("card-vengeful-punch", "knocked", {}, 40),         # Knocked Out by the attack's damage: 4 counters on the attacker
    ("abl-bursting-needles", "knocked", {}, 60),        # in the Active Spot and Knocked Out: 6 counters
    ("abl-innards-out", "knocked", {}, 60),             # 6 counters
    ("card-expert-belt", "prizes", {}, 2),              # "your opponent takes 1 more Prize card": 1 + 1 (its +20 HP: 120 < 300)
    ("card-life-dew", "prizes", {}, 0),                 # 1 fewer: 1 − 1
    ("card-luxurious-cape", "prizes", {}, 2),           # no Rule Box: 1 more (its +100 HP: 200 < 300)
    ("abl-forest-miasma", "checkup", {}, 10),           # in the Active Spot: 1 counter on the opponent's Active Pokémon
    ("abl-detention-gas", "checkup", {}, 10),           # the holder Active: 1 counter on each of the opponent's Basic Pokémon
    ("abl-panic-spores", "checkup", {"confused": True}, 20),  # the opponent's Confused Pokémon: 2 counters
    ("abl-panic-spores", "checkup", {}, 0),             # not Confused: none
]


@pytest.mark.parametrize("row, board, holder, expected", TRIGGERED, ids=[f"{r}-{b}-{i}" for i, (r, b, _, _) in enumerate(TRIGGERED)])
def test_the_triggered_sample(tmp_path, row, board, holder, expected):
    hit = {"name": "Hit", "cost": [], "damage": 300 if board == "prizes" else 100}
    attacker = {"card": "Attacker", "hp": 300, "types": ["colorless"], "stage": "basic", "attacks": [hit]}
    if board == "checkup":
        own, _ = carrying(row, {"card": "Holder", "hp": 100, "types": ["colorless"]})
        other = {**attacker, **({"conditions": ["confused"]} if holder.get("confused") else {})}
        game, _ = played(tmp_path, {"active": own}, {"active": other}, [{"checkup": True}])
        assert lookup(game, "opponent.active.damage") == expected
        return
    base = {"card": "Holder", "hp": 300 if board == "damaged" else 100, "types": ["colorless"], "stage": "basic", **holder}
    target, stadium = carrying(row, base)
    bench = [{"card": "Next", "hp": 100}]  # a Pokémon to put out after a Knock Out (I-D step 5)
    game, _ = played(tmp_path, {"active": attacker}, {"active": target, "bench": bench}, [{"attack": "Hit"}], stadium=stadium)
    if board == "prizes":
        assert lookup(game, "me.prizes_taken") == expected
    else:
        assert lookup(game, "me.active.damage") == expected
