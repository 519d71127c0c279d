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
    # Flare Symbol: its player's Basic {R} Pokémon but Moltres +10 (B-04): the name excepted, as each language prints it
    ({'en': "Your Basic {R} Pokémon's attacks, except any Moltres, do 10 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の[炎]タイプのたねポケモン（「ファイヤー」をのぞく）が使うワザの、相手のバトルポケモンへのダメージは「+10」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的【火】屬性的【基礎】寶可夢（「火焰鳥」 除外）使用的招式，對對手的戰鬥寶可夢造成的傷害「+10」點。'},
     [{'kind': 'damage_dealt', 'amount': 10, 'when': {**ACTIVE, 'holder_stage': 'basic', 'holder_types': ['fire'], 'holder_not_named': None},
       'applies_to': 'your_pokemon'}], 'anywhere', {'en': ['Moltres'], 'ja': ['ファイヤー'], 'zh_hant': ['火焰鸟']}),
    # Regi Power: "(excluding Regirock-EX)"
    ({'en': "The attacks of your {F} Pokémon (excluding Regirock-EX) do 10 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."},
     [{'kind': 'damage_dealt', 'amount': 10, 'when': {**ACTIVE, 'holder_types': ['fighting'], 'holder_not_named': ['Regirock-EX']},
       'applies_to': 'your_pokemon'}], 'anywhere', {}),
    ({'ja': 'このポケモンがいるかぎり、自分の[闘]ポケモン（「レジロックEX」をのぞく）が使うワザの、相手のバトルポケモンへのダメージは、「+10」される。'},
     [{'kind': 'damage_dealt', 'amount': 10, 'when': {**ACTIVE, 'holder_types': ['fighting'], 'holder_not_named': ['レジロックEX']},
       'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Victory Cheer: its player's Evolution {R} Pokémon
    ({'en': "Attacks used by your Evolution {R} Pokémon do 10 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の[炎]タイプの進化ポケモンが使うワザの、相手のバトルポケモンへのダメージは「+10」される。', 'zh_hans': '只要這隻寶可夢在場上，自己的【火】屬性的進化寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+10」點。', 'zh_hant': '只要這隻寶可夢在場上，自己的【火】屬性的進化寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+10」點。'},
     [{'kind': 'damage_dealt', 'amount': 10, 'when': {**ACTIVE, 'holder_types': ['fire'], 'holder_stage': EVOLUTION}, 'applies_to': 'your_pokemon'}],
     'anywhere', {}),
    # Primal Knowledge: to the opponent's Active Evolution Pokémon
    ({'en': "Attacks used by your Pokémon do 30 more damage to your opponent's Active Evolution Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のポケモンが使うワザの、相手のバトル場の進化ポケモンへのダメージは「+30」される。', 'zh_hans': '只要這隻寶可夢在場上，自己的寶可夢使用的招式，對對手的戰鬥場的進化寶可夢造成的傷害「+30」點。', 'zh_hant': '只要這隻寶可夢在場上，自己的寶可夢使用的招式，對對手的戰鬥場的進化寶可夢造成的傷害「+30」點。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': {**ACTIVE, 'target_stage': EVOLUTION}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Big Match: from the Bench (E-13), to the opponent's Active Pokémon VMAX (a rule box, D-18)
    ({'en': "As long as this Pokémon is on your Bench, your Pokémon's attacks do 30 more damage to your opponent's Active Pokémon VMAX (before applying Weakness and Resistance).", 'ja': 'このポケモンがベンチにいるかぎり、自分のポケモンが使うワザの、相手のバトル場の「ポケモンVMAX」へのダメージは「+30」される。', 'zh_hant': '只要這隻寶可夢在備戰區，自己的寶可夢使用的招式，對對手的戰鬥場的「寶可夢【VMAX】」造成的傷害「+30」點。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': {**ACTIVE, 'target_rule_box': ['VMAX']}, 'applies_to': 'your_pokemon'}], 'bench', {}),
    # Princess's Cheers: its player's {F} Pokémon, from the Bench
    ({'en': "As long as this Pokémon is on your Bench, your {F} Pokémon's attacks do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがベンチにいるかぎり、自分の[闘]ポケモンが使うワザの、相手のバトルポケモンへのダメージは「+20」される。', 'zh_hant': '只要這隻寶可夢在備戰區，自己的【鬥】寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+20」點。'},
     [{'kind': 'damage_dealt', 'amount': 20, 'when': {**ACTIVE, 'holder_types': ['fighting']}, 'applies_to': 'your_pokemon'}], 'bench', {}),
    # Strong Cheer: not stacking (E-15)
    ({'en': "Your Pokémon's attacks do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance). You can't apply more than 1 Strong Cheer Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分のポケモンが使うワザの、相手のバトルポケモンへのダメージは「+30」される。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在場上，自己的寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'},
     [{'kind': 'damage_dealt', 'amount': 30, 'when': ACTIVE, 'applies_to': 'your_pokemon', 'stacks': False}], 'anywhere', {}),
    # Ancient Scream: "to the Active Pokémon" (the Active Pokémon its attacks hit)
    ({'en': "Your Pokémon's attacks do 10 more damage to the Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のポケモンが使うワザの、バトルポケモンへのダメージは「+10」される。'},
     [{'kind': 'damage_dealt', 'amount': 10, 'when': {'target_active': True}, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    # Swelling Tune: its player's {G} Pokémon but Kricketune +40 HP (D-15), not stacking
    ({'en': "Your {G} Pokémon in play, except any Kricketune, get +40 HP. You can't apply more than 1 Swelling Tune Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分の場の[草]ポケモン（「コロトック」をのぞく）全員の最大HPは、それぞれ「40」大きくなる。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在場上，自己的場上的所有【草】寶可夢（「音箱蟀」除外）的最大HP各增加「40」。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'},
     [{'kind': 'max_hp', 'amount': 40, 'when': {'holder_types': ['grass'], 'holder_not_named': None}, 'applies_to': 'your_pokemon', 'stacks': False}],
     'anywhere', {'en': ['Kricketune'], 'ja': ['コロトック'], 'zh_hant': ['音箱蟀']}),
    # Dragon Lift: no Retreat Cost (D-13) but for Pokémon-GX and Pokémon-EX (a TAG TEAM is a Pokémon-GX, a Mega Evolution one a Pokémon-EX)
    ({'en': 'Your Pokémon in play have no Retreat Cost, except Pokémon-GX and Pokémon-EX.', 'ja': 'このポケモンがいるかぎり、自分のポケモン全員（「ポケモンGX・EX」をのぞく）のにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，將自己的所有寶可夢（「寶可夢GX・EX」除外）【撤退】所需的能量全部消除。'},
     [{'kind': 'retreat_cost', 'none': True, 'when': {'holder_not_rule_box': ['GX', 'tag-team', 'EX', 'mega']}, 'applies_to': 'your_pokemon'}],
     'anywhere', {}),
    # Big Net: the opponent's Active Evolution Pokémon's Retreat Cost +1 (D-11)
    ({'en': "Your opponent's Active Evolution Pokémon's Retreat Cost is {C} more.", 'ja': 'このポケモンがいるかぎり、相手のバトル場の進化ポケモンのにげるためのエネルギーは、1個ぶん多くなる。', 'zh_hant': '只要這隻寶可夢在場上，對手的戰鬥場的進化寶可夢【撤退】所需的能量增加1個。'},
     [{'kind': 'retreat_cost', 'amount': 1, 'when': {'holder_stage': EVOLUTION}, 'applies_to': 'opponents_active'}], 'anywhere', {}),
    # Neutral Shield: no damage (C-16) from the opponent's Evolution Pokémon
    ({'en': "Prevent all effects of attacks, including damage, done to this Pokémon by your opponent's Evolution Pokémon.", 'ja': 'このポケモンは、相手の進化ポケモンからワザのダメージや効果を受けない。'},
     [{'kind': 'prevent_damage', 'when': {'attacker_stage': EVOLUTION, **OPP}}], 'anywhere', {}),
    # Fluffy: −30 (B-05) from the opponent's Pokémon not {R}
    ({'en': "This Pokémon takes 30 less damage from the attacks of your opponent's non-{R} Pokémon (after applying Weakness and Resistance).", 'ja': 'このポケモンが、相手のポケモン（[炎]ポケモンをのぞく）から受けるワザのダメージは「-30」される。', 'zh_hant': '這隻寶可夢受到對手的寶可夢（【火】寶可夢除外）招式的傷害「-30」點。'},
     [{'kind': 'damage_taken', 'amount': -30, 'when': {'attacker_not_types': ['fire'], **OPP}}], 'anywhere', {}),
    # Crystal Veil: no damage from the opponent's Pokémon VMAX but Glaceon VMAX (each language's print a row of its own)
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon VMAX, except any Glaceon VMAX."},
     [{'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['VMAX'], 'attacker_not_named': ['Glaceon VMAX'], **OPP}}], 'anywhere', {}),
    ({'ja': 'このポケモンは、相手の「ポケモンVMAX」（「グレイシアVMAX」をのぞく）からワザのダメージを受けない。'},
     [{'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['VMAX'], 'attacker_not_named': ['グレイシアVMAX'], **OPP}}], 'anywhere', {}),
    ({'zh_hant': '這隻寶可夢不會受到對手的「寶可夢【VMAX】」（「冰伊布【VMAX】」 除外）招式的傷害。'},
     [{'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['VMAX'], 'attacker_not_named': ['冰伊布【VMAX】'], **OPP}}], 'anywhere', {}),
    # Rock Wall: its player's Pokémon −10 (B-05); Sparkling Veil: −30 while this one is the Active Pokémon (E-13)
    ({'en': "Any damage done to your Pokémon by an opponent's attack is reduced by 10 (after applying Weakness and Resistance)."},
     [{'kind': 'damage_taken', 'amount': -10, 'when': OPP, 'applies_to': 'your_pokemon'}], 'anywhere', {}),
    ({'en': "As long as this Pokémon is your Active Pokémon, any damage done to your Pokémon by an opponent's attack is reduced by 30 (after applying Weakness and Resistance)."},
     [{'kind': 'damage_taken', 'amount': -30, 'when': OPP, 'applies_to': 'your_pokemon'}], 'active', {}),
    # Adrena-Power: with {D} Energy attached, +100 HP (D-15) and +100 to the opponent's Active (B-04)
    ({'en': "If this Pokémon has any {D} Energy attached, it gets +100 HP, and the attacks it uses do 100 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンに[悪]エネルギーがついているなら、このポケモンの最大HPは「＋100」され、このポケモンが使うワザの、相手のバトルポケモンへのダメージは「+100」される。', 'zh_hans': '若這隻寶可夢身上附有【惡】能量卡，則這隻寶可夢的最大HP「+100」，這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+100」點。', 'zh_hant': '若這隻寶可夢身上附有【惡】能量卡，則這隻寶可夢的最大HP「+100」，這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+100」點。'},
     [{'kind': 'max_hp', 'amount': 100, 'when': {'holder_energy_types': ['darkness']}},
      {'kind': 'damage_dealt', 'amount': 100, 'when': {**ACTIVE, 'holder_energy_types': ['darkness']}}], 'anywhere', {}),
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


# --- replayed: questions written for these tests, each expected value worked out by hand from the cards' printed texts and the
# guides' damage steps (ja-3.1 / zh-3.1 Ⅰ A-01: 2 the attacker's effects, 3 Weakness, 4 Resistance, 5 the defender's effects,
# 6 damage prevented) and the prints' numbers

def replayed(q: str) -> dict:
    from judge.situation.replay import situation
    sit = situation(q)
    assert sit is not None, f"no situation read from {q!r}"
    assert sit["status"] == "replayed", f"{q!r}: {sit['missing']} / {sit['read']}"
    return sit


@pytest.mark.parametrize("q, outcome", [
    # Moltres's Flare Symbol (+10 to its player's Basic {R} Pokémon "except any Moltres") does not reach Moltres itself; Bewear's
    # Fluffy (−30 from the opponent's non-{R} Pokémon) not from a {R} one: Fire Wing 110 (Fire: no Weakness of Bewear's, Psychic),
    # 130 − 110 = 20 HP left
    ("Moltres (PGO 012) uses Fire Wing on their Active Bewear (CIN 56) (no damage on it). HP left?",
     {"hp_left": 20, "damage": 110, "knocked_out": False}),
    # a Basic {R} Pokémon not named Moltres: step 2 +10, Ember 40 + 10 = 50; Fire: no Fluffy; 130 − 50 = 80 left
    ("Charmander (SVP 047) uses Ember on their Active Bewear (CIN 56) (no damage on it). My Moltres (PGO 012) is on my Bench. HP left?",
     {"hp_left": 80, "damage": 50, "knocked_out": False}),
    # a Lightning attacker: Fluffy at step 5, Arm Press 160 − 30 = 130 = Bewear's 130 HP: Knocked Out, 1 Prize card (no rule box)
    ("Iron Hands ex uses Arm Press on their Active Bewear (CIN 56) (no damage on it). HP left?",
     {"hp_left": 0, "damage": 130, "knocked_out": True, "prizes": 1}),
    # Glaceon VMAX's Crystal Veil: a Pokémon VMAX but Glaceon VMAX does no damage to it (step 6): G-Max Wildfire 300 → 0, 310 left
    ("Charizard VMAX uses G-Max Wildfire on their Active Glaceon VMAX (no damage on it). How much damage?",
     {"damage": 0, "knocked_out": False, "hp_left": 310}),
])
def test_a_group_named_with_an_exception(q, outcome):
    assert replayed(q)["outcome"] == outcome
