"""An attack discarding Energy from the attacker and doing N damage to 2 of the opponent's Pokémon as its player chooses
(Moonlight Shuriken: "Discard 2 Energy from this Pokémon. This attack does 90 damage to 2 of your opponent's Pokémon."; G-Max
Rapid Flow: "Discard all Energy …, 120 damage to 2 …"), read in every language the card table prints as the attack doing N to
Pokémon Active or Benched (B-08: no Weakness or Resistance on the Bench); the Energy discarded first changes nothing asked.
Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


@pytest.mark.parametrize("row_id, n", [("atk-moonlight-shuriken", 90), ("atk-g-max-rapid-flow", 120)])
def test_discarding_energy_then_damage_to_two_read_in_every_language(row_id, n):
    printed = load().by_id(row_id).texts
    assert set(printed) == {"en", "ja", "zh_hant"}
    for lang, text in printed.items():
        reading = texts.attack({lang: text})
        assert reading is not None and reading.kind == "any_target" and reading.amount == n, lang


@pytest.mark.parametrize("q, outcome", [
    # on the Bench: 90, no Weakness (B-08)
    ("Radiant Greninja uses Moonlight Shuriken on their Active Pidgeot ex and their Benched Iron Hands ex (no damage). How much damage "
     "does Iron Hands ex take?", {"damage": 90}),
    ("かがやくゲッコウガのげっこうしゅりけんで、相手ベンチのテツノカイナex（ダメージなし）に90。何ダメージ？", {"damage": 90, "hp_left": 140}),
    # Active: Rapid Strike Urshifu VMAX is Fighting, Pidgeot ex resists it −30: 120 − 30 = 90, 280 − 90 = 190 (I-A-01 step 4)
    ("Rapid Strike Urshifu VMAX uses G-Max Rapid Flow on their Active Pidgeot ex (no damage) and one of their Benched Pokémon. HP "
     "left on Pidgeot ex?", {"damage": 90, "hp_left": 190}),
    ("连击武道熊师VMAX的「超极巨流水连击」选了对手战斗场上满血的大比鸟ex和一只备战宝可梦，大比鸟ex剩多少HP？", {"damage": 90, "hp_left": 190}),
])
def test_the_attack_replayed_on_the_pokemon_asked_about(q, outcome):
    got = situation(q)
    assert got["status"] == "replayed" and {k: got["outcome"].get(k) for k in outcome} == outcome


@pytest.mark.parametrize("q", [
    # a Benched Pokémon named in the phrase before the one asked about is named again (「…一只备战宝可梦，大比鸟ex…」): not on the Bench
    "连击武道熊师VMAX的「超极巨流水连击」选了对手战斗场上满血的大比鸟ex和一只备战宝可梦，大比鸟ex剩多少HP？",
    "连击武道熊师VMAX用「超极巨流水连击」打对手战斗场的大比鸟ex，另一击给了一只备战宝可梦，大比鸟ex（满血）剩多少HP？",
])
def test_bench_words_in_the_phrase_before_a_name_said_again_do_not_put_it_on_the_bench(q):
    from judge.situation.read import read
    p = next(p for p in read(q).pokemon if p.name == "大比鸟ex")
    assert not p.bench and p.active
