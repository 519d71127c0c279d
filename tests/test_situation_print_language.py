"""Which print of a Pokémon a question means, where its prints differ in what the outcome turns on (Drakloak: the
Scarlet & Violet series' Dragon print has no Weakness; the Sword & Shield Psychic prints are weak to Darkness ×2,
damage step 3). The series' print is taken where the question's language prints it; a question in a language that
prints the name only as the older cards (the card table's Traditional Chinese Drakloak is S11's and S8's) may mean
those, so which print it is stays missing and no number is given (judge/situation/pokemon.py choose,
judge/situation/replay.py _in_force)."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation


@pytest.mark.parametrize("q", [
    "仆斬將軍的「肘擊」打我的多龍奇，剩多少HP？多龍奇沒傷害。",
    "仆斩将军的「肘击」打我的多龙奇，剩多少HP？多龙奇没伤害。",
])
def test_a_pokemon_its_language_prints_only_as_older_cards_is_asked(q):
    got = situation(q, "zh")
    assert got is not None and got["status"] == "incomplete" and not got.get("outcome"), got
    assert any("多龍奇" in m or "多龙奇" in m for m in got["missing"]), got


def test_the_series_print_is_taken_where_the_language_prints_it():
    # Kingambit's 40 (step 1) on the Dragon Drakloak, no Weakness (step 3): 90 − 40 = 50 HP left
    got = situation("My Kingambit (SVI) uses Elbow Strike on Drakloak, no damage on it. HP left?", "en")
    assert got is not None and got["status"] == "replayed" and got["outcome"]["hp_left"] == 50, got
