"""An Ability lowering the cost of one attack it names (Seasoned Skill: "Blood Moon used by this Pokémon costs {C} less for each Prize
card your opponent has taken."), read in every language the card table prints as changing nothing a replay asks: the replay pays an
attack's printed cost in full (II-D-12 lowers what must be paid, never the damage, a Knock Out or the Prize cards)."""

from __future__ import annotations

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


def test_seasoned_skill_read_alike_in_every_language():
    printed = load().by_id("abl-seasoned-skill").texts
    assert {"en", "ja", "zh_hant"} <= set(printed)
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.kind == "inert" and reading.runs, column
    # another text of the same shape that is no cost (a damage bonus) is not read so
    assert texts.ability({"en": "Blood Moon used by this Pokémon does 30 more damage for each Prize card your opponent has taken."}) is None


def test_blood_moon_replayed():
    # Blood Moon 240 (Colorless) into Iron Hands ex (230 HP, Weakness Fighting): 240 ≥ 230 → Knocked Out (I-D); a Pokémon ex: 2 Prize cards
    for q in ("Bloodmoon Ursaluna ex uses Blood Moon on Iron Hands ex, which has no damage. Is it Knocked Out? How many Prize cards?",
              "月月熊 赫月ex用血月打铁臂膀ex（没有伤害），剩多少HP？"):
        sit = situation(q)
        assert sit["status"] == "replayed", sit["missing"]
        assert sit["outcome"]["damage"] == 240 and sit["outcome"]["knocked_out"] is True and sit["outcome"]["prizes"] == 2
