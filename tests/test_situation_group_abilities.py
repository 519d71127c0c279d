"""Abilities naming a group of Pokémon (its player's, the opponent's) by name, by their owner's, by a stage, a type, the Energy
attached or an exception, read into engine effects (judge.situation.ability_wordings): each case is one card's printed text in
every language the card table has it in (the table's texts, copied), and the effects its words say, written from the text and
the guide rule it applies (cited per case); each language alone reads them, and the card's languages read together agree."""

from __future__ import annotations

import pytest

from judge.situation import texts

#: Conditions many cases share: damage from the opponent's Pokémon; damage to the opponent's Active Pokémon (B-04's default target).
OPP = {"from_opponent": True}
ACTIVE = {"target_active": True, "target_opponent": True}
EVOLUTION = ["stage1", "stage2", "vmax", "vstar", "break", "mega"]

#: Each case: the printed texts, the effects, where the Ability works (E-13), and the names the text gives as each language prints
#: them (per column, put for each ``None`` of the effects' ``when``).
CASES = [
    # Screen Cleaner: the effects of the opponent's attacks, damage excluded (C-17), on its player's Pokémon with Energy attached
    ({'en': "Prevent all effects of your opponent's attacks, except damage, done to all of your Pokémon that have Energy attached. (Existing effects are not removed.)", 'ja': 'このポケモンがいるかぎり、エネルギーがついている自分のポケモン全員は、相手のポケモンが使うワザの効果を受けない。（すでに受けている効果は、なくならない。）', 'zh_hant': '只要這隻寶可夢在場上，自己的所有身上附有能量的寶可夢，不會受到對手的寶可夢使用招式的效果的影響。（已經受到的效果無法消除。）'},
     [{'kind': 'prevent_effects', 'when': {'holder_has_energy': True, **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Protective Mycelium: "attacks used by your opponent's Pokémon", "(… Damage is not an effect.)"
    ({'en': "Prevent all effects of attacks used by your opponent's Pokémon done to all of your Pokémon that have Energy attached. (Existing effects are not removed. Damage is not an effect.)"},
     [{'kind': 'prevent_effects', 'when': {'holder_has_energy': True, **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Dragon Guard: its player's {N} Pokémon (C-17; the holder's type, D-07)
    ({'en': "Prevent all effects of your opponent's attacks, except damage, done to your {N} Pokémon. (Existing effects are not removed.)", 'ja': 'このポケモンがいるかぎり、自分の[竜]ポケモン全員は、相手のポケモンが使うワザの効果を受けない。（すでに受けている効果は、なくならない。）', 'zh_hant': '只要這隻寶可夢在場上，自己的所有【龍】寶可夢，不會受到對手的寶可夢使用招式的效果的影響。（已經受到的效果無法消除。）'},
     [{'kind': 'prevent_effects', 'when': {'holder_types': ['dragon'], **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Mystic Heart: those with {M} Energy attached (D-07: the Energy's type)
    ({'en': "Prevent all effects of your opponent's attacks, except damage, done to each of your Pokémon that has any {M} Energy attached to it. (Existing effects are not removed.)"},
     [{'kind': 'prevent_effects', 'when': {'holder_energy_types': ['metal'], **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    ({'ja': 'このポケモンがいるかぎり、[鋼]エネルギーがついている自分のポケモン全員は、相手のポケモンが使うワザの効果を受けない。（すでに受けている効果はなくならない。）'},
     [{'kind': 'prevent_effects', 'when': {'holder_energy_types': ['metal'], **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Wind Charm: every one of its player's Pokémon while this one is in the Active Spot (E-13)
    ({'en': "As long as this Pokémon is your Active Pokémon, prevent all effects of your opponent's attacks, except damage, done to each of your Pokémon. (Existing effects are not removed.)", 'ja': 'このポケモンがバトル場にいるかぎり、自分のポケモン全員は、相手のポケモンが使うワザの効果を受けない。（すでに受けている効果はなくならない。）'},
     [{'kind': 'prevent_effects', 'when': OPP, 'applies_to': 'your_pokemon'}], 'active', {}),
    # Metal Fortress: the damage (C-16) and the other effects (C-17) of the opponent's attacks on its player's Bench
    ({'en': "Prevent all effects of your opponent's attacks, including damage, done to your Benched Pokémon.", 'ja': 'このポケモンがいるかぎり、自分のベンチポケモン全員は、相手のポケモンが使うワザのダメージや効果を受けない。'},
     [{'kind': 'prevent_damage', 'when': OPP, 'applies_to': 'your_bench'}, {'kind': 'prevent_effects', 'when': OPP, 'applies_to': 'your_bench'}],
     'anywhere', {}),
    # Spherical Shield: "damage from and effects of"
    ({'en': "Prevent all damage from and effects of attacks from your opponent's Pokémon done to your Benched Pokémon.", 'ja': 'このポケモンがいるかぎり、自分のベンチポケモン全員は、相手のポケモンからワザのダメージや効果を受けない。', 'zh_hans': '只要這隻寶可夢在場上，自己的所有備戰寶可夢不會受到對手的寶可夢招式的傷害與效果的影響。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有備戰寶可夢不會受到對手的寶可夢招式的傷害與效果的影響。'},
     [{'kind': 'prevent_damage', 'when': OPP, 'applies_to': 'your_bench'}, {'kind': 'prevent_effects', 'when': OPP, 'applies_to': 'your_bench'}],
     'anywhere', {}),
    # Cheer On to Glory: its player's Cynthia's Pokémon +30 to the opponent's Active (step 2, B-04), named by their owner's name
    ({'en': "Attacks used by your Cynthia's Pokémon do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の「シロナのポケモン」が使うワザの、相手のバトルポケモンへのダメージは「+30」される。', 'zh_hans': '只要這隻寶可夢在場上，自己的「竹蘭的寶可夢」使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。', 'zh_hant': '只要這隻寶可夢在場上，自己的「竹蘭的寶可夢」使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': {**ACTIVE, 'holder_name_has': None}, 'applies_to': 'your_pokemon'}], 'anywhere',
     {'en': ["Cynthia's"], 'ja': ['シロナの'], 'zh_hans': ['竹兰的'], 'zh_hant': ['竹兰的']}),
    # Extra Helpings: Hop's Pokémon, not stacking (E-15)
    ({'en': "Attacks used by your Hop's Pokémon do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance). The effect of Extra Helpings doesn't stack.", 'ja': 'このポケモンがいるかぎり、自分の「ホップのポケモン」が使うワザの、相手のバトルポケモンへのダメージは「+30」される。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hans': '只要這隻寶可夢在場上，自己的「赫普的寶可夢」使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。', 'zh_hant': '只要這隻寶可夢在場上，自己的「赫普的寶可夢」使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': {**ACTIVE, 'holder_name_has': None}, 'applies_to': 'your_pokemon', 'stacks': False}], 'anywhere',
     {'en': ["Hop's"], 'ja': ['ホップの'], 'zh_hans': ['赫普的'], 'zh_hant': ['赫普的']}),
    # Rock Peak Growl: its player's Registeel, by name
    ({'en': "Your Registeel's attacks do 10 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の「レジスチル」が使うワザの、相手のバトルポケモンへのダメージは「+10」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的「雷吉斯奇魯」使用的招式，對對手的戰鬥寶可夢造成的傷害「+10」點。'},
     [{'kind': 'damage_dealt', 'amount': 10, 'when': {**ACTIVE, 'holder_named': None}, 'applies_to': 'your_pokemon'}], 'anywhere',
     {'en': ['Registeel'], 'ja': ['レジスチル'], 'zh_hant': ['雷吉斯奇鲁']}),
    # King's Palace: 「ダメージは、「+20」」
    ({'en': "Your Nidoqueen's attacks do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の「ニドクイン」が使うワザの、相手のバトルポケモンへのダメージは、「+20」される。'},
     [{'kind': 'damage_dealt', 'amount': 20, 'when': {**ACTIVE, 'holder_named': None}, 'applies_to': 'your_pokemon'}], 'anywhere',
     {'en': ['Nidoqueen'], 'ja': ['ニドクイン']}),
    # Cheering Bone: while this Pokémon is on the Bench (E-13)
    ({'en': "As long as this Pokémon is on your Bench, attacks used by your Marowak do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがベンチにいるかぎり、自分の「ガラガラ」が使うワザの、相手のバトルポケモンへのダメージは「+30」される。', 'zh_hant': '只要這隻寶可夢在備戰區，自己的「嘎啦嘎啦」使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': {**ACTIVE, 'holder_named': None}, 'applies_to': 'your_pokemon'}], 'bench',
     {'en': ['Marowak'], 'ja': ['ガラガラ'], 'zh_hant': ['嘎啦嘎啦']}),
    # Power Huddle: to the opponent's Active Evolution Pokémon (every stage but Basic)
    ({'en': "As long as this Pokémon is on your Bench, your Passimian's attacks do 30 more damage to your opponent's Active Evolution Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがベンチにいるかぎり、自分の「ナゲツケサル」が使うワザの、相手のバトル場の進化ポケモンへのダメージは「+30」される。', 'zh_hant': '只要這隻寶可夢在備戰區，自己的「投擲猴」使用的招式，對對手的戰鬥場的進化寶可夢造成的傷害「+30」點。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': {**ACTIVE, 'target_stage': EVOLUTION, 'holder_named': None}, 'applies_to': 'your_pokemon'}],
     'bench', {'en': ['Passimian'], 'ja': ['ナゲツケサル'], 'zh_hant': ['投掷猴']}),
    # Flight Support: its player's Latios have no Retreat Cost (D-13)
    ({'en': 'Your Latios in play have no Retreat Cost.', 'ja': 'このポケモンがいるかぎり、自分の「ラティオス」全員のにげるためのエネルギーは、すべてなくなる。'},
     [{'kind': 'retreat_cost', 'none': True, 'when': {'holder_named': None}, 'applies_to': 'your_pokemon'}], 'anywhere',
     {'en': ['Latios'], 'ja': ['ラティオス']}),
    # Meet Up: +20 HP (D-15) and +20 to the opponent's Active (B-04), both on its player's Wishiwashi-GX
    ({'en': "Your Wishiwashi-GX in play get +20 HP, and their attacks do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の「ヨワシGX」全員は、最大HPが「20」大きくなり、使うワザの、相手のバトルポケモンへのダメージは「+20」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有「弱丁魚GX」的最大HP增加「20」，且使用的招式，對對手的戰鬥寶可夢造成的傷害「+20」點。'},
     [{'kind': 'max_hp', 'amount': 20, 'when': {'holder_named': None}, 'applies_to': 'your_pokemon'},
      {'kind': 'damage_dealt', 'amount': 20, 'when': {**ACTIVE, 'holder_named': None}, 'applies_to': 'your_pokemon'}], 'anywhere',
     {'en': ['Wishiwashi-GX'], 'ja': ['ヨワシGX'], 'zh_hant': ['弱丁鱼GX']}),
    # Stone Palace: Steven's Pokémon −30 (step 5, B-05), from the Bench (E-13), not stacking (E-15)
    ({'en': "As long as this Pokémon is on your Bench, all of your Steven's Pokémon take 30 less damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance). The effect of Stone Palace doesn't stack.", 'ja': 'このポケモンがベンチにいるかぎり、自分の「ダイゴのポケモン」全員が、相手のポケモンから受けるワザのダメージは「-30」される。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在備戰區，自己的所有「大吾的寶可夢」受到對手的寶可夢招式的傷害「-30」點。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'},
     [{'kind': 'damage_taken', 'amount': -30, 'when': {'holder_name_has': None, **OPP}, 'applies_to': 'your_pokemon', 'stacks': False}], 'bench',
     {'en': ["Steven's"], 'ja': ['ダイゴの'], 'zh_hant': ['大吾的']}),
    # Iron Defense Formation: those with "Falinks" in their name −20 (B-05)
    ({'en': "All of your Pokémon that have “Falinks” in their name take 20 less damage from your opponent's attacks (after applying Weakness and Resistance)."},
     [{'kind': 'damage_taken', 'amount': -20, 'when': {'holder_name_has': ['Falinks'], **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    ({'ja': 'このポケモンがいるかぎり、自分の場の、名前に「タイレーツ」とつくポケモン全員が、相手のポケモンから受けるワザのダメージは「-20」される。'},
     [{'kind': 'damage_taken', 'amount': -20, 'when': {'holder_name_has': ['タイレーツ'], **OPP}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
]


def _named(effects: list[dict], names: list[str] | None) -> list[dict]:
    """The effects with the names a language prints in place of each ``None`` of their ``when``."""
    return [{**e, "when": {k: (names if v is None else v) for k, v in e["when"].items()}} if "when" in e else e for e in effects]


@pytest.mark.parametrize("printed, effects, where, names", CASES, ids=[next(iter(c[0].values()))[:40] for c in CASES])
def test_each_language_reads_the_printed_effects(printed, effects, where, names):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None, f"{column}: {text}"
        assert reading.effects == _named(effects, names.get(column)), f"{column}: {text}"
        assert reading.where == where, f"{column}: {text}"
    together = texts.ability(printed)
    assert together is not None and len(together.effects) == len(effects)
