"""A used Ability whose text switches its player's Benched Pokémon into the Active Spot and gives the new Active Pokémon a Special
Condition (Subjugating Chains: "… switch 1 of your Benched {D} Pokémon, except any Pecharunt ex, with your Active Pokémon. If you do,
the new Active Pokémon is now Poisoned."), read in every language the card table prints: the question telling of its use, the
Pokémon switched in is Active and Poisoned, and the Pokémon Checkup puts its damage counter (I-F)."""

from __future__ import annotations

from judge.cards.table import load
from judge.situation.read import SWITCHED_IN_CONDITION
from judge.situation.replay import situation
from judge.situation.texts import card_texts


def test_subjugating_chains_read_alike_in_every_language():
    printed = {**load().by_id("abl-subjugating-chains").texts, **load().by_id("abl-zh-hans-6ef6f54d").texts}
    langs = set()
    for lang, text in card_texts(printed):
        hit = SWITCHED_IN_CONDITION[lang].search(text)
        assert hit is not None and hit.group("cond") in ("Poisoned", "どく", "中毒"), (lang, text)
        langs.add(lang)
    assert langs == {"en", "ja", "zh"}


def test_knocked_out_at_the_checkup():
    # Umbreon ex (280 HP) with 270 damage, Poisoned by the Ability: the Checkup's 1 damage counter (I-F step 1) → 280 ≥ 280 →
    # Knocked Out (I-D); a Pokémon ex: 2 Prize cards
    for q in ("I used Pecharunt ex's Subjugating Chains to switch my Benched Umbreon ex, which has 270 damage on it, into the Active Spot. "
              "If I end my turn without attacking, is it Knocked Out at the Pokémon Checkup?",
              "モモワロウexの特性「しはいのくさり」で、ベンチのブラッキーex（270ダメージのっている）をバトル場に出しました。ワザを使わず番を終えたら、"
              "ポケモンチェックできぜつしますか？"):
        sit = situation(q)
        assert sit["status"] == "replayed", sit["missing"]
        assert sit["outcome"]["knocked_out"] is True and sit["outcome"]["prizes"] == 2
    # Fezandipiti ex (210 HP) with 200: 200 + 10 = 210 → Knocked Out
    sit = situation("用桃歹郎ex的特性支配锁链，把备战区身上有200伤害的吉雉鸡ex换到战斗场。回合结束后宝可梦检查，吉雉鸡ex会昏厥吗？")
    assert sit["status"] == "replayed" and sit["outcome"]["knocked_out"] is True


def test_not_read_where_another_pokemon_may_be_switched_in():
    # a third Pokémon named: which one was switched in is not read from the Ability
    sit = situation("I used Pecharunt ex's Subjugating Chains to switch my Benched Umbreon ex (270 damage) into the Active Spot; my Iron "
                    "Hands ex is on the Bench. Is Umbreon ex Knocked Out at the Pokémon Checkup?")
    assert sit is None or sit["status"] == "incomplete"
