"""An attack on the opponent's Active Pokémon that the question does not name: replayed on Pokémon of several kinds (no effect of its
own, weak to the attacker's type, resisting it, taking 30 less damage, taking none: damage steps 3 to 6) and stated only where all
reach the same outcome (judge.situation.ways)."""

from __future__ import annotations

from judge.situation.replay import situation


def test_the_same_whatever_pokemon_is_hit():
    # Make It Rain 50× with 0 Energy discarded: step 1b, × 0 → 0, and the calculation ends there (B-02): Vitality Band's +10 (step 2)
    # is not applied, whatever Pokémon is hit → no, 0 damage
    sit = situation("Gholdengo ex has Vitality Band. I use Make It Rain but discard 0 Energy. Does the Band still do 10?")
    assert sit["status"] == "replayed", sit["missing"]
    assert sit["outcome"] == {"answer": "no", "damage": 0}


def test_missing_where_it_turns_on_the_pokemon_hit():
    # 2 discarded: 100, +10 (step 2); then Weakness, Resistance or an effect of the Pokémon hit changes what the Band adds to the damage
    sit = situation("Gholdengo ex has Vitality Band. I use Make It Rain and discard 2 Energy. Does the Band add 10?")
    assert sit["status"] == "incomplete" and any("hits" in m for m in sit["missing"])
