"""A sample of the card table's Tools and Abilities the replay runs, each read from the table's row (every language it prints reading
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


def effects(row_id: str) -> tuple[str, list[dict], str]:
    card = load().by_id(row_id)
    read = texts.tool if card.kind == "tool" else texts.ability
    each = [read({col: text}) for col, text in card.texts.items()]
    assert all(r is not None for r in each) and len({r.same() for r in each}) == 1, row_id
    reading = read(card.texts)
    return card.kind, reading.effects, reading.where


def carrying(row_id: str, holder: dict) -> dict:
    kind, found, where = effects(row_id)
    if kind == "tool":
        return {**holder, "tool": {"card": row_id, "kind": "tool", "effects": found}}
    return {**holder, "abilities": [{"name": row_id, "effects": found, "where": where}]}


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
]


@pytest.mark.parametrize("row, board, holder, expected", SAMPLE, ids=[f"{r}-{b}-{i}" for i, (r, b, _, _) in enumerate(SAMPLE)])
def test_the_sample(tmp_path, row, board, holder, expected):
    hit = {"name": "Hit", "cost": [], "damage": 100}
    base = {"card": "Holder", "hp": 300 if board in ("taken", "weak") else 100, "types": ["colorless"], "retreat": 3, **holder}
    if board == "weak":
        base["weakness"] = [{"type": "colorless", "multiplier": 2}]
    if board in ("taken", "weak"):
        me, opp = {"active": {"card": "Attacker", "hp": 300, "types": ["colorless"], "attacks": [hit]}}, {"active": carrying(row, base)}
    elif board == "dealt":
        me, opp = {"active": carrying(row, {**base, "attacks": [hit]})}, {"active": {"card": "Other", "hp": 300}}
    else:
        me, opp = {"active": carrying(row, base)}, {"active": {"card": "Other", "hp": 100}}
    game, _ = played(tmp_path, me, opp, [{"attack": "Hit"}] if board in ("taken", "weak", "dealt") else [])
    where = {"taken": "opponent.active.damage", "weak": "opponent.active.damage", "dealt": "opponent.active.damage",
             "hp": "me.active.remaining_hp", "retreat": "me.active.retreat_cost"}[board]
    assert lookup(game, where) == expected


def test_the_sample_is_of_every_board():
    assert {b for _, b, _, _ in SAMPLE} == {"taken", "dealt", "weak", "hp", "retreat"} and len(SAMPLE) >= 46
