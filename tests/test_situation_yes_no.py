"""Yes-or-no questions about one card's effect: asked in a sentence after the story ("… Does Wave Veil stop those damage counters?"),
the card named as the question writes it while the board names it as its print does (another language's name of the same Ability),
and damage counters the attacker puts on a Benched Pokémon the question does not name (C-07: counters are no damage, so an effect
preventing damage does not stop them)."""

from __future__ import annotations

from judge.situation.read import asked
from judge.situation.replay import situation


def test_a_yes_or_no_sentence_after_the_story():
    assert asked("I use Phantom Dive on their Bench. Does Wave Veil stop those damage counters?", "en") == "yes_no"
    assert asked("Does the Band still do 10?", "en") == "yes_no"
    # what a sentence asks first is still read first: a number asked for is no yes or no
    assert asked("Is it Active? How much damage does it take?", "en") == "damage"


def test_damage_counters_on_an_unnamed_benched_pokemon_are_not_stopped_by_wave_veil():
    # Phantom Dive: 6 damage counters on the opponent's Benched Pokémon as the attacker likes (C-07: counters, not damage); Wave Veil
    # prevents damage from attacks to its player's Benched Pokémon (C-16), not counters: no
    sit = situation("Opponent has Manaphy with Wave Veil on their Bench. I use Dragapult ex's Phantom Dive and want to put the 6 damage "
                    "counters on their Benched Pokémon. Does Wave Veil stop those damage counters?")
    assert sit["status"] == "replayed", sit["missing"]
    assert sit["outcome"]["answer"] == "no"
