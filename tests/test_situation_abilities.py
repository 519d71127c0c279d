"""The Abilities' printed wordings (judge.situation.ability_wordings) read into engine effects: each case is
one card's printed text in every language the card table has it in (the table's texts, copied), and the
effect its words say, written from the text and the guide rule it applies (cited per case): each language
alone reads it, and the card's languages read together agree."""

from __future__ import annotations

import pytest

from judge.situation import texts

CASES = [
    # Armor Tail: the opponent's Basic Pokémon ex: a rule box (D-18) and a stage; damage prevented at step 6 (C-16)
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Basic Pokémon ex.", 'ja': 'このポケモンは、相手のたねポケモンの「ポケモンex」からワザのダメージを受けない。', 'zh_hant': '這隻寶可夢不會受到對手的【基礎】寶可夢的「寶可夢【ex】」招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['ex'], 'attacker_stage': 'basic', 'from_opponent': True}}, 'anywhere'),
    # Deep Forest Camo: Pokémon V (a VMAX or VSTAR is one) and Pokémon-GX (a TAG TEAM is one)
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon V and Pokémon-GX.", 'ja': 'このポケモンは、相手の「ポケモンV・GX」からワザのダメージを受けない。', 'zh_hant': '這隻寶可夢不會受到對手的「寶可夢【V】・【GX】」招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['V', 'VMAX', 'VSTAR', 'GX', 'tag-team'], 'from_opponent': True}}, 'anywhere'),
    # Dauntless Shield: Pokémon VMAX only
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon VMAX.", 'ja': 'このポケモンは、相手の「ポケモンVMAX」からワザのダメージを受けない。', 'zh_hant': '這隻寶可夢不會受到對手的「寶可夢【VMAX】」招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['VMAX'], 'from_opponent': True}}, 'anywhere'),
    # Miraculous Scales: Pokémon-EX (not ex; a Mega Evolution Pokémon-EX is one)
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon-EX.", 'ja': 'このポケモンは、相手の「ポケモンEX」からワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['EX', 'mega'], 'from_opponent': True}}, 'anywhere'),
    # Mysterious Shield: Pokémon ex and Pokémon V
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex and Pokémon V.", 'ja': 'このポケモンは、相手の「ポケモンex・V」からワザのダメージを受けない。', 'zh_hans': '這隻寶可夢不會受到對手的「寶可夢【ex】・【V】」招式的傷害。', 'zh_hant': '這隻寶可夢不會受到對手的「寶可夢【ex】・【V】」招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['ex', 'V', 'VMAX', 'VSTAR'], 'from_opponent': True}}, 'anywhere'),
    # Intimidating Mane: the opponent's Basic Pokémon
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Basic Pokémon.", 'ja': 'このポケモンは、相手のたねポケモンからワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'attacker_stage': 'basic', 'from_opponent': True}}, 'anywhere'),
    # Luminous Barrier: all effects "including damage": the damage is prevented (C-16); no other effect changes the damage once none is done
    # (a TAG TEAM is a Pokémon-GX, a Mega Evolution Pokémon-EX a Pokémon-EX)
    ({'en': "Prevent all effects of attacks, including damage, done to this Pokémon by your opponent's Pokémon-GX or Pokémon-EX.", 'ja': 'このポケモンは、相手の「ポケモンGX・EX」からワザのダメージや効果を受けない。', 'zh_hant': '這隻寶可夢不會受到對手「寶可夢GX・EX」招式的傷害與效果的影響。'},
     {'kind': 'prevent_damage', 'when': {'attacker_rule_box': ['GX', 'tag-team', 'EX', 'mega'], 'from_opponent': True}}, 'anywhere'),
    # Light's End: from {C} Pokémon, either player's (II-D-07: the attacker's type)
    ({'en': 'Prevent all damage done to this Pokémon by attacks from {C} Pokémon.', 'ja': 'このポケモンは[無]ポケモンから、ワザのダメージを受けない。', 'zh_hant': '這隻寶可夢不會受到【無】寶可夢招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'attacker_types': ['colorless']}}, 'anywhere'),
    # Cocoon Cover: effects of attacks, damage excluded (C-17)
    ({'en': "Prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon. (Damage is not an effect.)", 'ja': 'このポケモンは、相手のポケモンが使うワザの効果を受けない。', 'zh_hant': '這隻寶可夢不會受到對手的寶可夢使用招式的效果的影響。'},
     {'kind': 'prevent_effects', 'when': {'from_opponent': True}}, 'anywhere'),
    # First Law: "except damage" (C-17)
    ({'en': "Prevent all effects of your opponent's attacks, except damage, done to this Pokémon.", 'ja': 'このポケモンは、相手のポケモンが使うワザの効果を受けない。', 'zh_hant': '這隻寶可夢不會受到對手的寶可夢使用招式的效果的影響。'},
     {'kind': 'prevent_effects', 'when': {'from_opponent': True}}, 'anywhere'),
    # Lively Fruit: "(Damage is not an effect.)" (C-17)
    ({'en': "Prevent all effects of attacks from your opponent's Pokémon done to this Pokémon. (Damage is not an effect.)", 'ja': 'このポケモンは、相手のポケモンが使うワザの効果を受けない。', 'zh_hant': '這隻寶可夢不會受到對手的寶可夢使用招式的效果的影響。'},
     {'kind': 'prevent_effects', 'when': {'from_opponent': True}}, 'anywhere'),
    # Adverse Weather: while this Pokémon is in the Active Spot (E-13), its player's Benched Pokémon take no damage (C-16)
    ({'en': "As long as this Pokémon is in the Active Spot, prevent all damage done to your Benched Pokémon by attacks from your opponent's Pokémon.", 'ja': 'このポケモンがバトル場にいるかぎり、自分のベンチポケモン全員は、相手のワザのダメージを受けない。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，自己的所有備戰寶可夢不會受到對手的招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'from_opponent': True}, 'applies_to': 'your_bench'}, 'active'),
    # Fabled Defense: "your Active Pokémon", "your opponent's attacks"
    ({'en': "As long as this Pokémon is your Active Pokémon, prevent all damage done to your Benched Pokémon by your opponent's attacks.", 'ja': 'このポケモンがバトル場にいるかぎり、自分のベンチポケモン全員は、相手のワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'from_opponent': True}, 'applies_to': 'your_bench'}, 'active'),
    # Storehouse Hideaway: while on the Bench (E-13): no damage (C-16)
    ({'en': "As long as this Pokémon is on your Bench, prevent all damage from and effects of attacks from your opponent's Pokémon done to this Pokémon.", 'ja': 'このポケモンは、ベンチにいるかぎり、相手のポケモンからワザのダメージや効果を受けない。', 'zh_hans': '只要這隻寶可夢在備戰區，不會受到對手的寶可夢招式的傷害與效果的影響。', 'zh_hant': '只要這隻寶可夢在備戰區，不會受到對手的寶可夢招式的傷害與效果的影響。'},
     {'kind': 'prevent_damage', 'when': {'from_opponent': True}}, 'bench'),
    # Miraculous Armor: −100 at step 5 (B-05) from Pokémon V
    ({'en': "This Pokémon takes 100 less damage from attacks from your opponent's Pokémon V (after applying Weakness and Resistance).", 'ja': 'このポケモンが相手の「ポケモンV」から受けるワザのダメージは「-100」される。', 'zh_hant': '這隻寶可夢受到對手的「寶可夢【V】」招式的傷害「-100」點。'},
     {'kind': 'damage_taken', 'amount': -100, 'when': {'attacker_rule_box': ['V', 'VMAX', 'VSTAR'], 'from_opponent': True}}, 'anywhere'),
    # Dry Skin: −30 from {W} Pokémon (B-05)
    ({'en': "Any damage done to this Pokémon by attacks from your opponent's {W} Pokémon is reduced by 30 (after applying Weakness and Resistance).", 'ja': 'このポケモンが、相手の[水]ポケモンから受けるワザのダメージは、「-30」される。'},
     {'kind': 'damage_taken', 'amount': -30, 'when': {'attacker_types': ['water'], 'from_opponent': True}}, 'anywhere'),
    # Ice Face: with full HP (D-14), −60 (B-05)
    ({'en': "If this Pokémon has full HP, it takes 60 less damage from your opponent's attacks (after applying Weakness and Resistance).", 'ja': 'このポケモンのHPがまんたんの状態なら、このポケモンが相手のポケモンから受けるワザのダメージは「-60」される。', 'zh_hant': '若這隻寶可夢的HP是全滿的狀態，則這隻寶可夢受到對手的寶可夢招式的傷害「-60」點。'},
     {'kind': 'damage_taken', 'amount': -60, 'when': {'holder_full_hp': True, 'from_opponent': True}}, 'anywhere'),
    # Crimson Armor: with full HP, −80
    ({'en': "If this Pokémon has full HP, it takes 80 less damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance)."},
     {'kind': 'damage_taken', 'amount': -80, 'when': {'holder_full_hp': True, 'from_opponent': True}}, 'anywhere'),
    # Primal Fortress: each of its player's Pokémon −30 from Pokémon V
    ({'en': "Your Pokémon take 30 less damage from attacks from your opponent's Pokémon V (after applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のポケモン全員が、相手の「ポケモンV」から受けるワザのダメージは「-30」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有寶可夢受到對手的「寶可夢【V】」招式的傷害「-30」點。'},
     {'kind': 'damage_taken', 'amount': -30, 'when': {'attacker_rule_box': ['V', 'VMAX', 'VSTAR'], 'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Gear Wall: its player's Basic Pokémon −20
    ({'en': "Your Basic Pokémon take 20 less damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のたねポケモン全員が、相手のポケモンから受けるワザのダメージは「-20」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有【基礎】寶可夢，受到對手的寶可夢招式的傷害「-20」點。'},
     {'kind': 'damage_taken', 'amount': -20, 'when': {'holder_stage': 'basic', 'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Gear Coating: its player's Pokémon with {M} Energy attached −20
    ({'en': "All of your Pokémon that have any {M} Energy attached take 20 less damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、[鋼]エネルギーがついている自分のポケモン全員が、相手のポケモンから受けるワザのダメージは「-20」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有身上附有【鋼】能量卡的寶可夢，受到對手的寶可夢招式的傷害「-20」點。'},
     {'kind': 'damage_taken', 'amount': -20, 'when': {'holder_energy_types': ['metal'], 'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Dusty Defense: while in the Active Spot (E-13), each of its player's Pokémon −30
    ({'en': "As long as this Pokémon is your Active Pokémon, all of your Pokémon take 30 less damage from your opponent's attacks (after applying Weakness and Resistance).", 'ja': 'このポケモンがバトル場にいるかぎり、自分のポケモン全員が、相手のポケモンから受けるワザのダメージは「-30」される。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，自己的所有寶可夢受到對手的寶可夢招式的傷害「-30」點。'},
     {'kind': 'damage_taken', 'amount': -30, 'when': {'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'active'),
    # Grass Cushion: with {G} Energy attached, −30 from any attack
    ({'en': 'If this Pokémon has any {G} Energy attached to it, it takes 30 less damage from attacks (after applying Weakness and Resistance).', 'ja': 'このポケモンに[草]エネルギーがついているなら、このポケモンが受けるワザのダメージは「-30」される。', 'zh_hant': '若這隻寶可夢身上附有【草】能量，則將這隻寶可夢受到招式的傷害「-30」點。'},
     {'kind': 'damage_taken', 'amount': -30, 'when': {'holder_energy_types': ['grass']}}, 'anywhere'),
    # Shining Body: with {L} Energy attached, damage from attacks "reduced by 20" (B-05)
    ({'en': 'If this Pokémon has any {L} Energy attached to it, any damage done to this Pokémon by attacks is reduced by 20 (after applying Weakness and Resistance).', 'ja': 'このポケモンに[雷]エネルギーがついているなら、このポケモンが受けるワザのダメージは「-20」される。'},
     {'kind': 'damage_taken', 'amount': -20, 'when': {'holder_energy_types': ['lightning']}}, 'anywhere'),
    # Sap Sipper: +60 at step 2 (B-04) to the opponent's {G} Pokémon (Active or Benched)
    ({'en': "This Pokémon's attacks do 60 more damage to your opponent's {G} Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンが使うワザの、相手の[草]ポケモンへのダメージは「+60」される。'},
     {'kind': 'damage_dealt', 'amount': 60, 'when': {'target_opponent': True, 'target_types': ['grass']}}, 'anywhere'),
    # Levitate: with any Energy, no Retreat Cost (D-13)
    ({'en': 'If this Pokémon has any Energy attached, it has no Retreat Cost.', 'ja': 'このポケモンにエネルギーがついているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若這隻寶可夢身上附有能量，則這隻寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_has_energy': True}}, 'anywhere'),
    # Floating Electrons: "attached to it"
    ({'en': 'If this Pokémon has any Energy attached to it, it has no Retreat Cost.', 'ja': 'このポケモンにエネルギーがついているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若這隻寶可夢身上附有能量，則將這隻寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_has_energy': True}}, 'anywhere'),
    # Free Flight: with no Energy, no Retreat Cost
    ({'en': 'If this Pokémon has no Energy attached to it, it has no Retreat Cost.', 'ja': 'このポケモンにエネルギーがついていないなら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若這隻寶可夢身上沒有附有能量，則將這隻寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_has_energy': False}}, 'anywhere'),
    # Royal Garden: with {G} Energy
    ({'en': 'If this Pokémon has any {G} Energy attached to it, this Pokémon has no Retreat Cost.', 'ja': 'このポケモンに[草]エネルギーがついているなら、このポケモンのにげるために必要なエネルギーは、すべてなくなる。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_energy_types': ['grass']}}, 'anywhere'),
    # Jet Cruise: all of its player's Pokémon
    ({'en': 'Your Pokémon in play have no Retreat Cost.', 'ja': 'このポケモンがいるかぎり、自分のポケモン全員のにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Thunderclap Zone: each of its player's Pokémon with {L} Energy
    ({'en': 'Each of your Pokémon that has any {L} Energy attached to it has no Retreat Cost.', 'ja': 'このポケモンがいるかぎり、[雷]エネルギーがついている自分のポケモン全員のにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，將自己的所有身上附有【雷】能量的寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_energy_types': ['lightning']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Metal Bridge: "All of your Pokémon that have {M} Energy attached"
    ({'en': 'All of your Pokémon that have {M} Energy attached have no Retreat Cost.', 'ja': 'このポケモンがいるかぎり、[鋼]エネルギーがついている自分のポケモン全員のにげるためのエネルギーは、すべてなくなる。', 'zh_hans': '只要這隻寶可夢在場上，自己的所有身上附有【鋼】能量的寶可夢【撤退】所需的能量全部消除。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有身上附有【鋼】能量的寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_energy_types': ['metal']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Byway of the Nine-Tailed Fox: {C}{C} less (D-12) with {R} Energy
    ({'en': 'The Retreat Cost of each of your Pokémon that has any {R} Energy attached is {C}{C} less.', 'ja': 'このポケモンがいるかぎり、[炎]エネルギーがついている自分のポケモン全員のにげるためのエネルギーは、2個ぶん少なくなる。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有身上附有【火】能量的寶可夢【撤退】所需的能量減少2個。'},
     {'kind': 'retreat_cost', 'amount': -2, 'when': {'holder_energy_types': ['fire']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Stranglehold Master: while in the Active Spot, the opponent's Active Pokémon {C}{C} more (D-11)
    ({'en': "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon's Retreat Cost is {C}{C} more.", 'ja': 'このポケモンがバトル場にいるかぎり、相手のバトルポケモンのにげるためのエネルギーは、2個ぶん多くなる。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的戰鬥寶可夢【撤退】所需的能量增加2個。'},
     {'kind': 'retreat_cost', 'amount': 2, 'applies_to': 'opponents_active'}, 'active'),
    # Dark Ambition: the opponent's Active Basic Pokémon {C} more
    ({'en': "If your opponent's Active Pokémon is a Basic Pokémon, its Retreat Cost is {C} more.", 'ja': 'このポケモンがいるかぎり、相手のバトル場のたねポケモンのにげるためのエネルギーは、1個ぶん多くなる。'},
     {'kind': 'retreat_cost', 'amount': 1, 'when': {'holder_stage': 'basic'}, 'applies_to': 'opponents_active'}, 'anywhere'),
    # Stickiness: each of the opponent's Pokémon {C} more
    ({'en': "The Retreat Cost of each of your opponent's Pokémon in play is {C} more.", 'ja': 'このポケモンがいるかぎり、相手のポケモン全員のにげるために必要なエネルギーは、それぞれ1個ぶん多くなる。'},
     {'kind': 'retreat_cost', 'amount': 1, 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Block: while in the Active Spot, the opponent's Active can't retreat (C-14)
    ({'en': "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon can't retreat.", 'ja': 'このポケモンがバトル場にいるかぎり、相手のバトルポケモンは、にげられない。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的戰鬥寶可夢無法撤退。'},
     {'kind': 'cant_retreat', 'applies_to': 'opponents_active'}, 'active'),
    # Cursed Whirlpool: "your Active Pokémon"
    ({'en': "As long as this Pokémon is your Active Pokémon, your opponent's Active Pokémon can't retreat.", 'ja': 'このポケモンがバトル場にいるかぎり、相手のバトルポケモンは、にげられない。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的戰鬥寶可夢無法撤退。'},
     {'kind': 'cant_retreat', 'applies_to': 'opponents_active'}, 'active'),
    # Swaying Strangle: the opponent's Pokémon with any Special Condition (I-F) can't retreat
    ({'en': "Your opponent's Pokémon that are affected by Special Conditions can't retreat.", 'ja': 'このポケモンがいるかぎり、相手の特殊状態のポケモンは、にげられない。', 'zh_hant': '只要這隻寶可夢在場上，對手的處於特殊狀態的寶可夢無法撤退。'},
     {'kind': 'cant_retreat', 'when': {'holder_conditions': ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned']}, 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Sludge Street: the opponent's Poisoned Pokémon {C} more
    ({'en': "The Retreat Cost of your opponent's Poisoned Pokémon is {C} more.", 'ja': 'このポケモンがいるかぎり、相手のどくのポケモンのにげるためのエネルギーは、1個ぶん多くなる。', 'zh_hant': '只要這隻寶可夢在場上，對手的【中毒】的寶可夢【撤退】所需的能量增加1個。'},
     {'kind': 'retreat_cost', 'amount': 1, 'when': {'holder_conditions': ['poisoned']}, 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Magic Odds: damage prevented when it is exactly one of the amounts printed, at step 6 (C-16)
    ({'en': "Prevent all damage done to this Pokémon by your opponent's attacks if that damage is exactly 10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 210, 230, or 250."},
     {'kind': 'prevent_damage', 'when': {'damage_in': [10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 210, 230, 250], 'from_opponent': True}}, 'anywhere'),
    # abl-ja-74915352: the Japanese print's 「10・30・…・250」
    ({'ja': 'このポケモンは、相手のポケモンから「10・30・50・70・90・110・130・150・170・190・210・230・250」のワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'damage_in': [10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 210, 230, 250], 'from_opponent': True}}, 'anywhere'),
    # abl-zh-hant-c5d00587: the Chinese print's
    ({'zh_hant': '這隻寶可夢不會受到對手的寶可夢的「10・30・50・70・90・110・130・150・170・190・210・230・250」的招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'damage_in': [10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 210, 230, 250], 'from_opponent': True}}, 'anywhere'),
    # Magic Evens: the even amounts 20 … 260
    ({'en': "Prevent all damage done to this Pokémon by your opponent's attacks if that damage is exactly 20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 220, 240, or 260."},
     {'kind': 'prevent_damage', 'when': {'damage_in': [20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 220, 240, 260], 'from_opponent': True}}, 'anywhere'),
    # Impervious Shell: damage of 200 or more prevented (C-16)
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon if that damage is 200 or more.", 'ja': 'このポケモンは、相手のポケモンから「200」以上のワザのダメージを受けない。', 'zh_hans': '這隻寶可夢不會受到對手的寶可夢「200」以上的招式的傷害。', 'zh_hant': '這隻寶可夢不會受到對手的寶可夢「200」以上的招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'damage_at_least': 200, 'from_opponent': True}}, 'anywhere'),
    # Danger Perception: +80 at step 2 (B-04) while its remaining HP (D-16) is 100 or less
    ({'en': "If this Pokémon's remaining HP is 100 or less, its attacks do 80 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンの残りHPが「100」以下なら、このポケモンが使うワザの、相手のバトルポケモンへのダメージは「+80」される。', 'zh_hant': '若這隻寶可夢的剩餘HP為「100」以下，則這隻寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+80」點。'},
     {'kind': 'damage_dealt', 'amount': 80, 'when': {'target_active': True, 'target_opponent': True, 'holder_hp_at_most': 100}}, 'anywhere'),
    # Overgrow: +70 with 50 HP or less left
    ({'en': "If this Pokémon's remaining HP is 50 or less, its attacks do 70 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンの残りHPが「50」以下なら、このポケモンが使うワザの、相手のバトルポケモンへのダメージは「+70」される。'},
     {'kind': 'damage_dealt', 'amount': 70, 'when': {'target_active': True, 'target_opponent': True, 'holder_hp_at_most': 50}}, 'anywhere'),
    # Counterattack: damaged in the Active Spot (E-03): 3 counters on the attacker, before the Knock Out
    ({'en': "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), put 3 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを3個のせる。', 'zh_hans': '這隻寶可夢在戰鬥場受到對手的寶可夢招式的傷害時，在使用招式的寶可夢身上放置3個傷害指示物。', 'zh_hant': '這隻寶可夢在戰鬥場受到對手的寶可夢招式的傷害時，在使用招式的寶可夢身上放置3個傷害指示物。'},
     {'kind': 'on_damaged', 'actions': [{'place_counters': {'target': 'attacker', 'count': 3}}], 'when': {'holder_active': True, 'from_opponent': True}}, 'anywhere'),
    # Rough Skin: "your Active Pokémon", "an opponent's attack"
    ({'en': "If this Pokémon is your Active Pokémon and is damaged by an opponent's attack (even if this Pokémon is Knocked Out), put 3 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを3個のせる。'},
     {'kind': 'on_damaged', 'actions': [{'place_counters': {'target': 'attacker', 'count': 3}}], 'when': {'holder_active': True, 'from_opponent': True}}, 'anywhere'),
    # Counterattacking Crest: "place 5 damage counters"
    ({'en': "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), place 5 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを5個のせる。'},
     {'kind': 'on_damaged', 'actions': [{'place_counters': {'target': 'attacker', 'count': 5}}], 'when': {'holder_active': True, 'from_opponent': True}}, 'anywhere'),
    # Bursting Needles: Knocked Out in the Active Spot by the attack's damage (E-04): 6 counters on the attacker
    ({'en': "If this Pokémon is in the Active Spot and is Knocked Out by damage from an attack from your opponent's Pokémon, put 6 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを6個のせる。', 'zh_hant': '當這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害而【氣絕】時，在使用招式的寶可夢身上放置6個傷害指示物。'},
     {'kind': 'on_knocked_out', 'actions': [{'place_counters': {'target': 'attacker', 'count': 6}}], 'when': {'by_attack_damage': True, 'from_opponent': True, 'holder_active': True}}, 'anywhere'),
    # Innards Out: "an opponent's attack"
    ({'en': "If this Pokémon is your Active Pokémon and is Knocked Out by damage from an opponent's attack, put 6 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを6個のせる。', 'zh_hant': '當這隻寶可夢在戰鬥場上受到對手的招式的傷害而【氣絕】時，在使用招式的寶可夢身上放置6個傷害指示物。'},
     {'kind': 'on_knocked_out', 'actions': [{'place_counters': {'target': 'attacker', 'count': 6}}], 'when': {'by_attack_damage': True, 'from_opponent': True, 'holder_active': True}}, 'anywhere'),
    # Exploding Needles: 【昏厥】 for Knocked Out
    ({'en': "If this Pokémon is in the Active Spot and is Knocked Out by damage from an attack from your opponent's Pokémon, put 6 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを6個のせる。', 'zh_hans': '這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害而【昏厥】時，在使用招式的寶可夢身上放置6個傷害指示物。', 'zh_hant': '這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害而【昏厥】時，在使用招式的寶可夢身上放置6個傷害指示物。'},
     {'kind': 'on_knocked_out', 'actions': [{'place_counters': {'target': 'attacker', 'count': 6}}], 'when': {'by_attack_damage': True, 'from_opponent': True, 'holder_active': True}}, 'anywhere'),
    # Spiteful Magic: Knocked Out from full HP (D-14) by the attack's damage: 8 counters
    ({'en': "If this Pokémon has full HP and is Knocked Out by damage from an attack from your opponent's Pokémon, put 8 damage counters on the Attacking Pokémon.", 'ja': 'このポケモンのHPがまんたんの状態で、相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを8個のせる。', 'zh_hant': '這隻寶可夢的HP是全滿的狀態下，受到對手的寶可夢招式的傷害而【氣絕】時，在使用招式的寶可夢身上放置8個傷害指示物。'},
     {'kind': 'on_knocked_out', 'actions': [{'place_counters': {'target': 'attacker', 'count': 8}}], 'when': {'by_attack_damage': True, 'from_opponent': True, 'holder_full_hp': True}}, 'anywhere'),
    # Big Shield: −30 to each of its player's Pokémon, once however many have it (E-15)
    ({'en': "All of your Pokémon take 30 less damage from your opponent's attacks (after applying Weakness and Resistance). You can't apply more than 1 Big Shield Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分のポケモン全員が、相手のポケモンから受けるワザのダメージは「-30」される。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有寶可夢受到對手的寶可夢招式的傷害「-30」點。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'},
     {'kind': 'damage_taken', 'amount': -30, 'when': {'from_opponent': True}, 'applies_to': 'your_pokemon', 'stacks': False}, 'anywhere'),
    # Blanket Weaver: its player's {G} Pokémon −40, not stacking
    ({'en': "Your {G} Pokémon take 40 less damage from your opponent's attacks (after applying Weakness and Resistance). You can't apply more than 1 Blanket Weaver Ability at a time.", 'ja': 'このポケモンがいるかぎり、自分の[草]ポケモン全員が、相手のポケモンから受けるワザのダメージは「-40」される。この効果は、この特性を持つポケモンが何匹いても、重ならない。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有【草】寶可夢，受到對手的寶可夢招式的傷害「-40」點。無論有多少隻擁有這個特性的寶可夢，這個效果也不會重複。'},
     {'kind': 'damage_taken', 'amount': -40, 'when': {'holder_types': ['grass'], 'from_opponent': True}, 'applies_to': 'your_pokemon', 'stacks': False}, 'anywhere'),
    # Fighting Fury: its player's {F} Pokémon +20 at step 2
    ({'en': "Each of your {F} Pokémon's attacks do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の[闘]ポケモンが使うワザの、相手のバトルポケモンへのダメージは、「+20」される。'},
     {'kind': 'damage_dealt', 'amount': 20, 'when': {'target_active': True, 'target_opponent': True, 'holder_types': ['fighting']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Clear Humming: its player's {C} Pokémon: no Weakness (D-13)
    ({'en': 'Each of your {C} Pokémon has no Weakness.'},
     {'kind': 'no_weakness', 'when': {'holder_types': ['colorless']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Carefree Countenance: on the Bench no damage from any attack, either player's (C-16)
    ({'en': "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your opponent's).", 'ja': 'このポケモンは、ベンチにいるかぎり、ワザのダメージを受けない。', 'zh_hant': '只要這隻寶可夢在備戰區，不會受到招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'holder_active': False}}, 'anywhere'),
    # Ozone Wall: printed "opponent's.)"
    ({'en': "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your opponent's.)", 'ja': 'このポケモンは、ベンチにいるかぎり、ワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'holder_active': False}}, 'anywhere'),
    # Shell Shield: printed "As along as"
    ({'en': "As along as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your opponent's).", 'ja': 'このポケモンは、ベンチにいるかぎり、ワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'holder_active': False}}, 'anywhere'),
    # Miracle Guard: each of its player's Pokémon: no Weakness (D-13)
    ({'en': 'Each of your Pokémon has no Weakness.', 'ja': 'このポケモンがいるかぎり、自分のポケモン全員の弱点は、すべてなくなる。'},
     {'kind': 'no_weakness', 'applies_to': 'your_pokemon'}, 'anywhere'),
    # abl-zh-hant-eaf123e9: the Chinese print's
    ({'zh_hant': '只要這隻寶可夢在場上，將自己的所有寶可夢的弱點全部消除。'},
     {'kind': 'no_weakness', 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Weather Guard: its {G} Pokémon
    ({'en': 'Your {G} Pokémon have no Weakness.', 'ja': 'このポケモンがいるかぎり、自分の[草]ポケモン全員の弱点は、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，將自己的所有【草】寶可夢的弱點全部消除。'},
     {'kind': 'no_weakness', 'when': {'holder_types': ['grass']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Protective Glow: its Pokémon with any Energy attached
    ({'en': 'All of your Pokémon that have Energy attached have no Weakness.', 'ja': 'このポケモンがいるかぎり、エネルギーがついている自分のポケモン全員の弱点は、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有身上附有能量的寶可夢的弱點全部消除。'},
     {'kind': 'no_weakness', 'when': {'holder_has_energy': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Leaf Tailor: "Each of your Pokémon that has"
    ({'en': 'Each of your Pokémon that has any Energy attached to it has no Weakness.', 'ja': 'このポケモンがいるかぎり、エネルギーがついている自分のポケモン全員の弱点は、すべてなくなる。'},
     {'kind': 'no_weakness', 'when': {'holder_has_energy': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Full Metal Body: with {M} Energy attached
    ({'en': 'If this Pokémon has any {M} Energy attached to it, it has no Weakness.', 'ja': 'このポケモンに[鋼]エネルギーがついているなら、このポケモンの弱点はなくなる。'},
     {'kind': 'no_weakness', 'when': {'holder_energy_types': ['metal']}}, 'anywhere'),
    # Aqua Lift: with {W} Energy: no Retreat Cost
    ({'en': 'If this Pokémon has any {W} Energy attached, it has no Retreat Cost.', 'ja': 'このポケモンに[水]エネルギーがついているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。', 'zh_hant': '若這隻寶可夢身上附有【水】能量，則將這隻寶可夢【撤退】所需的能量全部消除。'},
     {'kind': 'retreat_cost', 'none': True, 'when': {'holder_energy_types': ['water']}}, 'anywhere'),
    # Craftsmanship: +40 HP for each {F} Energy (D-15; the Energy it provides, D-07)
    ({'en': 'This Pokémon gets +40 HP for each {F} Energy attached to it.', 'ja': 'このポケモンについている[闘]エネルギー1個につき、このポケモンの最大HPは「＋40」される。', 'zh_hant': '這隻寶可夢的最大HP，依這隻寶可夢身上附加的【鬥】能量每1個「+40」。'},
     {'kind': 'max_hp', 'amount': 40, 'when': {'per': 'self.energy_of:fighting'}}, 'anywhere'),
    # Metal Skin: +20 for each {M} Energy
    ({'en': 'This Pokémon gets +20 HP for each {M} Energy attached to it.'},
     {'kind': 'max_hp', 'amount': 20, 'when': {'per': 'self.energy_of:metal'}}, 'anywhere'),
    # abl-ja-257fc836: 「[鋼]エネルギー1個につき「20」大きくなる」
    ({'ja': 'このポケモンの最大HPは、このポケモンについている[鋼]エネルギー1個につき「20」大きくなる。'},
     {'kind': 'max_hp', 'amount': 20, 'when': {'per': 'self.energy_of:metal'}}, 'anywhere'),
    # abl-zh-hant-f707de4b: 「每1个增加「20」」
    ({'zh_hant': '這隻寶可夢的最大HP，隨這隻寶可夢身上附加的【鋼】能量每1個增加「20」。'},
     {'kind': 'max_hp', 'amount': 20, 'when': {'per': 'self.energy_of:metal'}}, 'anywhere'),
    # Intimidating Fang: while in the Active Spot (E-13), the opponent's Active's attacks −30 at step 2 (B-04), to whatever they damage
    ({'en': "As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon do 30 less damage (before applying Weakness and Resistance).", 'ja': 'このポケモンがバトル場にいるかぎり、相手のバトルポケモンが使うワザのダメージは「-30」される。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的戰鬥寶可夢使用招式的傷害，全部「-30」點。'},
     {'kind': 'damage_dealt', 'amount': -30, 'applies_to': 'opponents_active'}, 'active'),
    # Intimidating Pattern: "your opponent's Active Pokémon's attacks"
    ({'en': "As long as this Pokémon is your Active Pokémon, your opponent's Active Pokémon's attacks do 30 less damage (before applying Weakness and Resistance).", 'ja': 'このポケモンがバトル場にいるかぎり、相手のバトルポケモンが使うワザのダメージは、すべて「-30」される。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的戰鬥寶可夢使用的招式的傷害，全部「-30」點。'},
     {'kind': 'damage_dealt', 'amount': -30, 'applies_to': 'opponents_active'}, 'active'),
    # Pressure: −20
    ({'en': "As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon do 20 less damage (before applying Weakness and Resistance).", 'ja': 'このポケモンがバトル場にいるかぎり、相手のバトルポケモンが使うワザのダメージは「-20」される。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手的戰鬥寶可夢使用的招式的傷害「-20」點。'},
     {'kind': 'damage_dealt', 'amount': -20, 'applies_to': 'opponents_active'}, 'active'),
    # Leadership: its player's Basic Pokémon +30 to the opponent's Active (B-04)
    ({'en': "Your Basic Pokémon's attacks do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のたねポケモンが使うワザの、相手のバトルポケモンへのダメージは「+30」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的【基礎】寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。'},
     {'kind': 'damage_dealt', 'amount': 30, 'when': {'target_active': True, 'target_opponent': True, 'holder_stage': 'basic'}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Justified Law: to the opponent's Active {D} Pokémon
    ({'en': "Your Basic Pokémon's attacks do 30 more damage to your opponent's Active {D} Pokémon (before applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分のたねポケモンが使うワザの、相手のバトル場の[悪]ポケモンへのダメージは「+30」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的【基礎】寶可夢使用的招式，對對手的戰鬥場的【惡】寶可夢造成的傷害「+30」點。'},
     {'kind': 'damage_dealt', 'amount': 30, 'when': {'target_active': True, 'target_opponent': True, 'target_types': ['darkness'], 'holder_stage': 'basic'}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Hair Wall: its player's {M} Pokémon −10 (B-05)
    ({'en': "Your {M} Pokémon take 10 less damage from your opponent's attacks (after applying Weakness and Resistance).", 'ja': 'このポケモンがいるかぎり、自分の[鋼]ポケモン全員が、相手のポケモンから受けるワザのダメージは「-10」される。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有【鋼】寶可夢受到對手的寶可夢招式的傷害，全部「-10」點。'},
     {'kind': 'damage_taken', 'amount': -10, 'when': {'holder_types': ['metal'], 'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Flower Veil: its player's {G} Pokémon +20 HP (D-15)
    ({'en': 'Each of your {G} Pokémon in play gets +20 HP.', 'ja': 'このポケモンがいるかぎり、自分の[草]ポケモン全員の最大HPは、それぞれ「20」大きくなる。'},
     {'kind': 'max_hp', 'amount': 20, 'when': {'holder_types': ['grass']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Plasma Steel: its player's {M} Pokémon take no damage from Pokémon-EX (C-16)
    ({'en': "Prevent all damage done to your {M} Pokémon by attacks from your opponent's Pokémon-EX.", 'ja': 'このポケモンがいるかぎり、自分の[鋼]ポケモン全員は、相手の「ポケモンEX」からワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'holder_types': ['metal'], 'attacker_rule_box': ['EX', 'mega'], 'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Smooth Coat: a coin flipped as the damage is done; heads prevents it (C-16)
    ({'en': 'If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage.', 'ja': 'このポケモンがワザのダメージを受けるとき、自分はコインを1回投げる。オモテなら、このポケモンはそのダメージを受けない。'},
     {'kind': 'prevent_damage', 'coin': True}, 'anywhere'),
    # Fluffy Cotton: the Chinese print's 「己方掷1次硬币」「该伤害」
    ({'en': 'If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage.', 'ja': 'このポケモンがワザのダメージを受けるとき、自分はコインを1回投げる。オモテなら、このポケモンはそのダメージを受けない。', 'zh_hant': '當這隻寶可夢受到招式的傷害時，己方擲1次硬幣。若為正面，則這隻寶可夢不會受到該傷害。'},
     {'kind': 'prevent_damage', 'coin': True}, 'anywhere'),
    # Adrena-Pheromone: with {D} Energy attached, a coin's heads prevents the damage
    ({'en': 'If this Pokémon has any {D} Energy attached and is damaged by an attack, flip a coin. If heads, prevent that damage.', 'ja': 'このポケモンに[悪]エネルギーがついているなら、このポケモンがワザのダメージを受けるとき、自分はコインを1回投げる。オモテなら、このポケモンはそのダメージを受けない。', 'zh_hans': '若這隻寶可夢身上附有【惡】能量卡，則這隻寶可夢受到招式的傷害時，自己擲1次硬幣。若為正面，則這隻寶可夢不會受到那個傷害。', 'zh_hant': '若這隻寶可夢身上附有【惡】能量卡，則這隻寶可夢受到招式的傷害時，自己擲1次硬幣。若為正面，則這隻寶可夢不會受到那個傷害。'},
     {'kind': 'prevent_damage', 'coin': True, 'when': {'holder_energy_types': ['darkness']}}, 'anywhere'),
    # Flaming Fighter: the opponent's Burned Pokémon get 6 counters for Burn instead of 2 (E-28; the largest applies)
    ({'en': "Put 6 damage counters instead of 2 on your opponent's Burned Pokémon between turns.", 'ja': 'このポケモンがいるかぎり、相手のバトルポケモンは、やけどでのせるダメカンの数が6個になる。', 'zh_hant': '只要這隻寶可夢在場上，對手的戰鬥寶可夢因【灼傷】而放置的傷害指示物的數量改為6個。'},
     {'kind': 'burn_counters', 'amount': 6, 'when': {'holder_conditions': ['burned']}, 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Scorching Aura: "During Pokémon Checkup, put 4 … instead of 2"
    ({'en': "During Pokémon Checkup, put 4 damage counters on your opponent's Burned Pokémon instead of 2.", 'ja': 'このポケモンがいるかぎり、相手のバトルポケモンは、やけどでのせるダメカンの数が4個になる。', 'zh_hant': '只要這隻寶可夢在場上，對手的戰鬥寶可夢因【灼傷】而放置的傷害指示物的數量改為4個。'},
     {'kind': 'burn_counters', 'amount': 4, 'when': {'holder_conditions': ['burned']}, 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Scorching Scales: 4 instead of 2
    ({'en': "Put 4 damage counters instead of 2 on your opponent's Burned Pokémon between turns.", 'ja': 'このポケモンがいるかぎり、相手のやけどのポケモンは、ポケモンチェックのときにのせるやけどのダメカンの数が4個になる。'},
     {'kind': 'burn_counters', 'amount': 4, 'when': {'holder_conditions': ['burned']}, 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Expanding Body: with a Special Energy attached (D-07), +100 HP (D-15)
    ({'en': 'If this Pokémon has any Special Energy attached, it gets +100 HP.', 'ja': 'このポケモンに特殊エネルギーがついているなら、このポケモンの最大HPは「＋100」される。', 'zh_hant': '若這隻寶可夢身上附有特殊能量卡，則這隻寶可夢的最大HP「+100」。'},
     {'kind': 'max_hp', 'amount': 100, 'when': {'holder_has_special_energy': True}}, 'anywhere'),
    # Tyrannically Gutsy: 「このポケモンは最大HPが」
    ({'en': 'If this Pokémon has any Special Energy attached, it gets +150 HP.', 'ja': 'このポケモンに特殊エネルギーがついているなら、このポケモンは最大HPが「＋150」される。'},
     {'kind': 'max_hp', 'amount': 150, 'when': {'holder_has_special_energy': True}}, 'anywhere'),
    # Flashing Head: no damage from the opponent's Pokémon with a Special Energy attached (C-16)
    ({'en': "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon that have any Special Energy attached to them.", 'ja': 'このポケモンは、特殊エネルギーがついている相手のポケモンから、ワザのダメージを受けない。', 'zh_hant': '這隻寶可夢不會受到對手的身上附有特殊能量的寶可夢招式的傷害。'},
     {'kind': 'prevent_damage', 'when': {'attacker_has_special_energy': True, 'from_opponent': True}}, 'anywhere'),
    # Mighty Shell: "damage from and effects of attacks": the damage prevented; the effects change no damage then
    ({'en': "Prevent all damage from and effects of attacks done to this Pokémon by your opponent's Pokémon that have any Special Energy attached.", 'ja': 'このポケモンは、特殊エネルギーがついている相手のポケモンから、ワザのダメージや効果を受けない。', 'zh_hant': '這隻寶可夢不會受到對手的身上附有特殊能量卡的寶可夢招式的傷害與效果的影響。'},
     {'kind': 'prevent_damage', 'when': {'attacker_has_special_energy': True, 'from_opponent': True}}, 'anywhere'),
    # Earthen Shield: its player's {M} Pokémon
    ({'en': "Prevent all damage done to your {M} Pokémon by attacks from your opponent's Pokémon that have any Special Energy attached to them.", 'ja': 'このポケモンがいるかぎり、自分の[鋼]ポケモン全員は、特殊エネルギーがついている相手のポケモンから、ワザのダメージを受けない。'},
     {'kind': 'prevent_damage', 'when': {'attacker_has_special_energy': True, 'holder_types': ['metal'], 'from_opponent': True}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Snow Camouflage: unaffected by the Items and Supporters the opponent plays from hand (E-29)
    ({'en': 'Whenever your opponent plays an Item or Supporter card from their hand, prevent all effects of that card done to this Pokémon.', 'ja': 'このポケモンは、相手が手札からグッズまたはサポートを出して使ったとき、その効果を受けない。', 'zh_hans': '對手從手牌使出物品卡或者支援者卡時，這隻寶可夢不會受到那個效果的影響。', 'zh_hant': '對手從手牌使出物品卡或者支援者卡時，這隻寶可夢不會受到那個效果的影響。'},
     {'kind': 'unaffected_by_played', 'what': ['item', 'supporter']}, 'anywhere'),
    # Obnoxious Whirring: Supporters only
    ({'en': 'Whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to this Pokémon.', 'ja': 'このポケモンは、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hant': '當對手從手牌使出支援者卡時，這隻寶可夢不會受到其效果的影響。'},
     {'kind': 'unaffected_by_played', 'what': ['supporter']}, 'anywhere'),
    # Ninja Body: Items only
    ({'en': 'Whenever your opponent plays an Item card from their hand, prevent all effects of that card done to this Pokémon.'},
     {'kind': 'unaffected_by_played', 'what': ['item']}, 'anywhere'),
    # Wide Wall: while in the Active Spot (E-13), all of its player's Pokémon
    ({'en': 'As long as this Pokémon is in the Active Spot, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to all of your Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、自分のポケモン全員は、相手が手札からサポートを出して使ったとき、その効果を受けない。', 'zh_hans': '只要這隻寶可夢在戰鬥場上，對手從手牌使出支援者卡時，自己的所有寶可夢不會受到那個效果的影響。', 'zh_hant': '只要這隻寶可夢在戰鬥場上，對手從手牌使出支援者卡時，自己的所有寶可夢不會受到那個效果的影響。'},
     {'kind': 'unaffected_by_played', 'what': ['supporter'], 'applies_to': 'your_pokemon'}, 'active'),
    # Bright Veil: 「「グッズ」を出して使ったとき」
    ({'en': 'As long as this Pokémon is your Active Pokémon, whenever your opponent plays an Item card from his or her hand, prevent all effects of that card done to your Pokémon.', 'ja': 'このポケモンがバトル場にいるかぎり、相手が手札から「グッズ」を出して使ったとき、自分のポケモン全員は、その効果を受けない。'},
     {'kind': 'unaffected_by_played', 'what': ['item'], 'applies_to': 'your_pokemon'}, 'active'),
    # Tool Concealment: every Tool in play has no effect (D-13)
    ({'en': 'Each Pokémon Tool card in play has no effect.', 'ja': 'このポケモンがいるかぎり、おたがいの場の「ポケモンのどうぐ」の効果は、すべてなくなる。'},
     {'kind': 'no_tool_effects', 'applies_to': 'all_pokemon'}, 'anywhere'),
    # Fright Night: while this Pokémon is in the Active Spot (E-13)
    ({'en': 'As long as this Pokémon is your Active Pokémon, each Pokémon Tool card in play has no effect.', 'ja': 'このポケモンがバトル場にいるかぎり、おたがいの場の「ポケモンのどうぐ」の効果は、すべてなくなる。'},
     {'kind': 'no_tool_effects', 'applies_to': 'all_pokemon'}, 'active'),
    # abl-ja-2f5128e1: 「[雷]タイプのたねポケモン」 +30 (B-04)
    ({'ja': 'このポケモンがいるかぎり、自分の[雷]タイプのたねポケモンが使うワザの、相手のバトルポケモンへのダメージは「+30」される。'},
     {'kind': 'damage_dealt', 'amount': 30, 'when': {'target_active': True, 'target_opponent': True, 'holder_stage': 'basic', 'holder_types': ['lightning']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # abl-zh-hant-96542fdb: 「【雷】属性的【基础】宝可梦」
    ({'zh_hant': '只要這隻寶可夢在場上，自己的【雷】屬性的【基礎】寶可夢使用的招式，對對手的戰鬥寶可夢造成的傷害「+30」點。'},
     {'kind': 'damage_dealt', 'amount': 30, 'when': {'target_active': True, 'target_opponent': True, 'holder_stage': 'basic', 'holder_types': ['lightning']}, 'applies_to': 'your_pokemon'}, 'anywhere'),
    # Ancient Custom: the opponent's Tools have no effect (D-13)
    ({'en': "Pokémon Tool cards attached to your opponent's Pokémon have no effect.", 'ja': 'このポケモンがいるかぎり、相手の場にある「ポケモンのどうぐ」の効果は、すべてなくなる。', 'zh_hant': '只要這隻寶可夢在場上，將對手的場上的「寶可夢道具」的效果全部消除。'},
     {'kind': 'no_tool_effects', 'applies_to': 'opponents_pokemon'}, 'anywhere'),
    # Daunting Pose: no damage to its player's Bench (C-16); no replay puts the counters the second sentence speaks of
    ({'en': "Prevent all damage done to your Benched Pokémon by your opponent's attacks. Your opponent's attacks and Abilities can't place damage counters on your Benched Pokémon.", 'ja': 'このポケモンがいるかぎり、自分のベンチポケモン全員は、相手のワザのダメージを受けず、相手のワザや特性の効果によるダメカンものらない。', 'zh_hant': '只要這隻寶可夢在場上，自己的所有備戰寶可夢不會受到對手的招式的傷害，並且不會因對手的招式與特性的效果而被放置傷害指示物。'},
     {'kind': 'prevent_damage', 'when': {'from_opponent': True}, 'applies_to': 'your_bench'}, 'anywhere'),
]


@pytest.mark.parametrize("printed, effect, where", CASES, ids=[next(iter(c[0].values()))[:40] for c in CASES])
def test_each_language_reads_the_printed_effect(printed, effect, where):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None, f"{column}: {text}"
        assert reading.effect == effect, f"{column}: {text}"
        assert reading.where == where, f"{column}: {text}"
    reading = texts.ability(printed)
    assert reading is not None and reading.effect == effect


#: Texts acting after the damage that change nothing a replay asks (the damage, a Knock Out, HP left, Prize cards): read as
#: such (``after``, no effect), so a situation turning on the damage is replayed with them.
AFTER = [
    # Poison Point: a Special Condition on the attacker after the damage (E-03): nothing asked changes
    ({'en': "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), the Attacking Pokémon is now Poisoned.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンをどくにする。', 'zh_hant': '這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害時，將使用招式的寶可夢【中毒】。'},),
    # Snap Trap: an Energy discarded from the attacker after the damage
    ({'en': "If this Pokémon is in the Active Spot and is damaged by an opponent's attack (even if it is Knocked Out), discard an Energy from the Attacking Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンについているエネルギーを1個選び、トラッシュする。', 'zh_hant': '當這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害時，選擇1個使用招式的寶可夢身上附加的能量，將其丟棄。'},),
    # Spiteful Spirit: "Confused and Poisoned" when Knocked Out (E-04)
    ({'en': "If this Pokémon is your Active Pokémon and is Knocked Out by damage from an opponent's attack, the Attacking Pokémon is now Confused and Poisoned.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンをどくとこんらんにする。'},),
    # Entrusted Wishes: cards searched when Knocked Out in the Active Spot: the Prize cards are taken all the same
    ({'en': "If this Pokémon is in the Active Spot and is Knocked Out by damage from an attack from your opponent's Pokémon, search your deck for up to 3 cards and put them into your hand. Then, shuffle your deck.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、自分の山札から好きなカードを3枚まで選び、手札に加える。そして山札を切る。', 'zh_hant': '當這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害而【氣絕】時，從自己的牌庫任意選擇最多3張卡加入手牌。並且重洗牌庫。'},),
    # Cursed Message: a card searched when Knocked Out
    ({'en': "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, search your deck for a card and put it into your hand. Then, shuffle your deck.", 'ja': 'このポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、自分の山札から好きなカードを1枚選び、手札に加える。そして山札を切る。', 'zh_hant': '當這隻寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，從自己的牌庫任意選擇1張卡加入手牌。並且重洗牌庫。'},),
    # Final Dig: the opponent's deck discarded from
    ({'en': "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, discard the top 2 cards of your opponent's deck.", 'ja': 'このポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、相手の山札を上から2枚トラッシュする。', 'zh_hant': '當這隻寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，將對手的牌庫上方2張卡丟棄。'},),
    # Last Pattern: cards discarded from the opponent's hand
    ({'en': "If this Pokémon is Knocked Out by damage from an opponent's attack, discard 2 random cards from your opponent's hand.", 'ja': 'このポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、相手の手札からオモテを見ないで、2枚トラッシュする。', 'zh_hant': '當這隻寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，在不看正面的情況下，從對手的手牌抽出2張，丟到棄牌區。'},),
    # Persistent Cells: the Pokémon put in the hand instead of the discard pile
    ({'en': "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, put it into your hand instead of the discard pile. (Discard all attached cards.)", 'ja': 'このポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、トラッシュせず、手札にもどす。（ポケモン以外のカードは、すべてトラッシュする。）', 'zh_hant': '當這隻寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，不丟棄這隻寶可夢，而是放回手牌。（寶可夢以外的卡全部丟棄。）'},),
    # Fillet Memento: Energy moved to the Bench when Knocked Out (E-04)
    ({'en': "If this Pokémon is in the Active Spot and is Knocked Out by damage from an attack from your opponent's Pokémon, move up to 2 {W} Energy cards from this Pokémon to 1 of your Benched Pokémon.", 'ja': 'このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、このポケモンについている[水]エネルギーを2枚まで選び、ベンチポケモン1匹につけ替える。', 'zh_hant': '這隻寶可夢在戰鬥場上受到對手的寶可夢招式的傷害而【昏厥】時，選擇最多2張這隻寶可夢身上附加的【水】能量卡，改附於1隻備戰寶可夢身上。'},),
    # Golden Wing: "in any way you like"
    ({'en': "If this Pokémon is your Active Pokémon and is Knocked Out by damage from an opponent's attack, move up to 2 basic Energy cards from this Pokémon to your Benched Pokémon in any way you like.", 'ja': 'このポケモンが、バトル場で相手のワザのダメージを受けてきぜつしたとき、このポケモンについている基本エネルギーを2枚まで、自分のベンチポケモンに好きなようにつけ替える。'},),
    # Deep Sea King: Energy moved from the Active Pokémon Knocked Out
    ({'en': "When your Active Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, you may move any amount of {W} Energy from that Pokémon to this Pokémon.", 'ja': '自分のバトルポケモンが、相手のポケモンからワザのダメージを受けてきぜつするたび、1回使える。きぜつしたポケモンについている[水]エネルギーを好きなだけ選び、このポケモンにつけ替える。', 'zh_hant': '每次當自己的戰鬥寶可夢受到對手的寶可夢招式的傷害而【氣絕】時，可使用1次。選擇【氣絕】的寶可夢身上附加的任意數量的【水】能量，改附於這隻寶可夢身上。'},),
    # Electrical Grounding: a {L} Energy moved
    ({'en': "When 1 of your Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, you may move a {L} Energy from that Pokémon to this Pokémon.", 'ja': '自分のポケモンが、相手のポケモンからワザのダメージを受けてきぜつするたび、1回使える。きぜつしたポケモンについている[雷]エネルギーを1枚選び、このポケモンにつけ替える。', 'zh_hant': '每次當自己的寶可夢受到對手的寶可夢招式的傷害而【昏厥】時，可使用1次。選擇1張【昏厥】的寶可夢身上附加的【雷】能量卡，改附於這隻寶可夢身上。'},),
    # Aftermath: "When this Pokémon is Knocked Out"
    ({'en': "When this Pokémon is Knocked Out by damage from an opponent's attack, discard the top 3 cards of your opponent's deck.", 'ja': 'このポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、相手の山札を上から3枚トラッシュする。'},),
]


@pytest.mark.parametrize("printed", [c[0] for c in AFTER], ids=[next(iter(c[0].values()))[:40] for c in AFTER])
def test_a_text_acting_after_the_damage_is_read_as_changing_nothing_asked(printed):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.kind == "after" and reading.effect is None, f"{column}: {text}"


#: Abilities making this Pokémon's attacks' damage unaffected by Weakness and Resistance (B-06) or by effects on the opponent's
#: Active Pokémon (B-07): read as the attack's flags.
FLAGS = [
    # Earthen Aura: its attacks' damage: no Weakness or Resistance (B-06)
    ({'en': "Damage from this Pokémon's attacks isn't affected by Weakness or Resistance.", 'ja': 'このポケモンが使うワザのダメージは、弱点・抵抗力を計算しない。', 'zh_hant': '這隻寶可夢使用招式的傷害，不計算弱點・抵抗力。'},
     ['ignore_weakness_resistance']),
    # Shining Spirit: 「弱点・抵抗力の計算をしない」
    ({'en': "Damage from this Pokémon's attacks isn't affected by Weakness or Resistance.", 'ja': 'このポケモンが使うワザのダメージは、弱点・抵抗力の計算をしない。'},
     ['ignore_weakness_resistance']),
    # Azure Seas: its attacks' damage: no effects on the opponent's Active (B-07)
    ({'en': "Damage from attacks used by this Pokémon isn't affected by any effects on your opponent's Active Pokémon.", 'ja': 'このポケモンが使うワザのダメージは、相手のバトルポケモンにかかっている効果を計算しない。', 'zh_hant': '這隻寶可夢使用招式的傷害，不計算對手的戰鬥寶可夢身上的附加效果。'},
     ['ignore_defender_effects']),
]


@pytest.mark.parametrize("printed, flags", FLAGS, ids=[next(iter(c[0].values()))[:40] for c in FLAGS])
def test_an_ability_read_as_its_attacks_flags(printed, flags):
    for column, text in printed.items():
        reading = texts.ability({column: text})
        assert reading is not None and reading.kind == "flags" and reading.flags == flags, f"{column}: {text}"


def test_an_ability_read_as_flags_is_not_replayed_where_abilities_are_switched_off():
    from judge.situation.board import switches_abilities_off
    off = {"kind": "no_abilities", "applies_to": "all_pokemon", "when": {"holder_rule_box": ["ex"]}}
    board = {"me": {"active": {"card": "Walking Wake ex", "id": "attacker"}}, "opponent": {"active": {"card": "Farigiraf ex", "id": "defender"}}}
    assert not switches_abilities_off({"board": board})
    assert switches_abilities_off({"board": {**board, "stadium": {"card": "Path to the Peak", "effects": [off]}}})


def test_a_rule_box_named_reads_the_boxes_it_covers():
    # a Pokémon V is also a VMAX or VSTAR, a Pokémon-GX a TAG TEAM, a Pokémon-EX a Mega Evolution one (the rule
    # boxes of BOXES); "Pokémon-GX or Pokémon-EX" names two
    from judge.situation.ability_wordings import attacker_boxes
    assert attacker_boxes("Pokémon V and Pokémon-GX") == ["V", "VMAX", "VSTAR", "GX", "tag-team"]
    assert attacker_boxes("【VMAX】") == ["VMAX"]
    assert attacker_boxes("GX・EX") == ["GX", "tag-team", "EX", "mega"]
    assert attacker_boxes("ex・V") == ["ex", "V", "VMAX", "VSTAR"]


@pytest.mark.parametrize("text", [
    # a coin decides whether it is Knocked Out, with no full HP: the engine's survive_at is the full-HP one (D-14)
    "If this Pokémon would be Knocked Out by damage from an attack, flip a coin. If heads, this Pokémon is not Knocked Out, and its "
    "remaining HP becomes 10.",
    # a condition no wording models (another Bouffalant in play): not read
    "As long as you have at least 1 other Bouffalant in play, all of your Basic {C} Pokémon take 60 less damage from attacks from "
    "your opponent's Pokémon (after applying Weakness and Resistance). The effect of Curly Wall doesn't stack.",
    # a condition on other Pokémon in play (Mesprit and Azelf): no condition of the engine says it
    "If you have Mesprit and Azelf in play, apply Weakness for each Pokémon (both yours and your opponent's) as ×4 instead.",
])
def test_a_text_with_parts_no_wording_models_is_not_read(text):
    assert texts.ability({"en": text}) is None


# --- replayed: questions written for these tests, each expected value worked out by hand from the card's printed text
# and the guides' damage steps (ja-3.1 / zh-3.1 Ⅰ A-01 1-6), the Retreat rule (Ⅰ A-03) and the prints' numbers

def replayed(q: str) -> dict:
    from judge.situation.replay import situation
    sit = situation(q)
    assert sit is not None, f"no situation read from {q!r}"
    assert sit["status"] == "replayed", f"{q!r}: {sit['missing']} / {sit['read']}"
    return sit


@pytest.mark.parametrize("q", [
    "Iron Hands ex uses Arm Press on their Active Farigiraf ex (no damage on it). How much damage?",
    "テツノカイナexのアームプレスで、相手のバトル場のリキキリンex（ダメージなし）に何ダメージ？",
    "铁臂膀ex用臂压制打对手的战斗场的奇麒麟ex（没有伤害），造成多少伤害？",
])
def test_no_damage_from_the_opponents_basic_pokemon_ex(q):
    # Armor Tail: "Prevent all damage done to this Pokémon by attacks from your opponent's Basic Pokémon ex." Iron Hands ex is
    # a Basic Pokémon ex: step 6 ends the calculation with no damage (C-16) → 0; Farigiraf ex keeps its 260 HP.
    assert replayed(q)["outcome"] == {"damage": 0, "knocked_out": False, "hp_left": 260}


def test_damage_from_a_stage_1_pokemon_ex_is_not_prevented_by_armor_tail():
    # Gholdengo ex is a Stage 1 Pokémon ex, not a Basic one: Make It Rain 50 × 2 cards = 100 (B-02); Farigiraf ex's Weakness
    # is Grass, Gholdengo ex is Metal: 100 → 260 − 100 = 160 HP left.
    sit = replayed("Gholdengo ex discards 2 Basic Energy for Make It Rain on their Active Farigiraf ex (no damage on it). HP left?")
    assert sit["outcome"] == {"hp_left": 160, "damage": 100, "knocked_out": False}


def test_an_ability_working_only_in_the_active_spot():
    # Dusty Defense: "As long as this Pokémon is your Active Pokémon, all of your Pokémon take 30 less damage from your
    # opponent's attacks": Flygon GX in the Active Spot takes Arm Press 160 (Lightning: not its Weakness, Grass) − 30 at
    # step 5 = 130; 240 − 130 = 110 HP left.
    assert replayed("Iron Hands ex uses Arm Press on their Active Flygon GX (no damage on it). HP left?")["outcome"] == {
        "hp_left": 110, "damage": 130, "knocked_out": False}
    # on the Bench it does not work (E-13): Gholdengo ex in the Active Spot takes the whole 160 → 260 − 160 = 100 HP left
    assert replayed("Flygon GX is on their Bench. My Iron Hands ex uses Arm Press on their Active Gholdengo ex (no damage on it). "
                    "HP left?")["outcome"] == {"hp_left": 100, "damage": 160, "knocked_out": False}


@pytest.mark.parametrize("q, answer", [
    # Primordial Tentacles: "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon can't retreat."
    # (C-14): Float Stone makes the Retreat Cost none (D-13), but a Pokémon that can't retreat does not, whatever it costs
    ("My Active Iron Hands ex has Float Stone attached. Omastar is in their Active Spot. Can it retreat?", "no"),
    ("オムスターが相手のバトル場にいる。ふうせんをつけた自分のバトル場のテツノカイナex、にげられる？", "no"),
    # on the Bench the Ability does not work (E-13): Float Stone's none, the retreat is allowed
    ("My Active Iron Hands ex has Float Stone attached. Omastar is on their Bench. Can it retreat?", "yes"),
])
def test_an_opposing_active_pokemon_that_stops_retreating(q, answer):
    assert replayed(q)["outcome"]["answer"] == answer


def test_a_pokemon_whose_ability_works_in_one_spot_is_asked_where_it_is():
    from judge.situation.replay import situation
    sit = situation("My Active Iron Hands ex has Float Stone attached. Omastar is in play. Can it retreat?")
    assert sit["status"] == "incomplete" and "outcome" not in sit
    assert any("Omastar" in m for m in sit["missing"]), sit["missing"]


@pytest.mark.parametrize("q, outcome", [
    # Impervious Shell: "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon if that damage is 200 or
    # more." The amount is the damage steps 1-5 reach, at step 6 (C-16): Arm Press 160 × 2 (Drednaw's Weakness Lightning,
    # step 3) = 320, 200 or more → prevented, 0; Drednaw keeps its 140 HP
    ("Iron Hands ex uses Arm Press on their Active Drednaw (no damage on it). HP left?", {"hp_left": 140, "damage": 0, "knocked_out": False}),
    ("テツノカイナexのアームプレスで、相手のバトル場のカジリガメ（ダメージなし）に何ダメージ？", {"damage": 0, "knocked_out": False, "hp_left": 140}),
    # Make It Rain 50 × 1 card = 50 (Gholdengo ex is Metal: no Weakness of Drednaw's) → under 200, done: 140 − 50 = 90 left
    ("Gholdengo ex discards 1 Basic Energy for Make It Rain on their Active Drednaw (no damage on it). HP left?",
     {"hp_left": 90, "damage": 50, "knocked_out": False}),
    # 50 × 4 = 200: "200 or more" → prevented
    ("Gholdengo ex discards 4 Basic Energy for Make It Rain on their Active Drednaw (no damage on it). HP left?",
     {"hp_left": 140, "damage": 0, "knocked_out": False}),
])
def test_damage_prevented_by_its_amount(q, outcome):
    assert replayed(q)["outcome"] == outcome


def test_counters_on_the_attacker_change_nothing_done_to_the_pokemon_hit():
    # Counterattack Quills puts 3 damage counters on the Attacking Pokémon after the damage (E-03): the damage done to Hop's
    # Pincurchin ex stays Arm Press 160 (its Weakness is Fighting) → 200 − 160 = 40 HP left
    sit = replayed("Iron Hands ex uses Arm Press on their Active Hop's Pincurchin ex (no damage on it). HP left?")
    assert sit["outcome"] == {"hp_left": 40, "damage": 160, "knocked_out": False}


def test_an_ability_reading_its_remaining_hp_needs_the_damage_on_it():
    # "If this Pokémon's remaining HP is 100 or less …": with no damage said on the attacker its remaining HP is not known
    from judge.situation.board import Built, _hp_unsaid
    effect = {"kind": "damage_dealt", "amount": 80, "when": {"target_active": True, "target_opponent": True, "holder_hp_at_most": 100}}
    scizor = {"card": "Scizor GX", "id": "attacker", "hp": 210, "abilities": [{"name": "Danger Perception", "effects": [effect]}]}
    doc = {"board": {"me": {"active": scizor}, "opponent": {"active": {"card": "Gholdengo ex", "id": "defender", "hp": 260}}}}
    built = Built(said=None, action="attack")
    assert _hp_unsaid(built, doc) == ["Scizor GX"]
    assert _hp_unsaid(built, {"board": {"me": {"active": {**scizor, "damage": 110}}, "opponent": {}}}) == []
    built.hp_left["me.pokemon.attacker"] = 100
    assert _hp_unsaid(built, doc) == []


def test_an_ability_counting_the_energy_attached_needs_the_energy_said():
    # "+40 HP for each {F} Energy attached to it": a question seldom says every Energy attached, so it is asked, not guessed
    from judge.situation.board import counts_energy
    effect = {"kind": "max_hp", "amount": 40, "when": {"per": "self.energy_of:fighting"}}
    conkeldurr = {"card": "Conkeldurr", "id": "defender", "hp": 170, "abilities": [{"name": "Craftsmanship", "effects": [effect]}]}
    assert counts_energy({"board": {"me": {}, "opponent": {"active": conkeldurr}}}) == ["Conkeldurr: Craftsmanship"]
    plain = {**conkeldurr, "abilities": [{"name": "Craftsmanship", "effects": [{"kind": "max_hp", "amount": 40}]}]}
    assert counts_energy({"board": {"me": {}, "opponent": {"active": plain}}}) == []


@pytest.mark.parametrize("q, outcome", [
    # Pressure: "As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon do 20 less damage
    # (before applying Weakness and Resistance)." Arm Press 160 − 20 at step 2 = 140 (Entei's Weakness is Water) ≥ its 130 HP
    ("Iron Hands ex uses Arm Press on their Active Entei (PAF 112) (no damage on it). HP left?",
     {"hp_left": 0, "damage": 140, "knocked_out": True, "prizes": 1}),
    # Intimidating Fang −30: 160 − 30 = 130 (Lightning: not Stoutland's Weakness, Fighting); 160 − 130 = 30 HP left
    ("Iron Hands ex uses Arm Press on their Active Stoutland (EVS 135) (no damage on it). HP left?",
     {"hp_left": 30, "damage": 130, "knocked_out": False}),
    # step 2 comes before Weakness (step 3): Aura Sphere 160 − 30 = 130, × 2 (Fighting, Stoutland's Weakness) = 260
    ("Lucario ex (SVP) uses Aura Sphere on their Active Stoutland (EVS 135) (no damage on it). HP left?",
     {"hp_left": 0, "damage": 260, "knocked_out": True, "prizes": 1}),
])
def test_the_opponents_attacks_do_less_while_this_pokemon_is_active(q, outcome):
    assert replayed(q)["outcome"] == outcome


def test_damage_prevented_on_a_coins_heads():
    # Smooth Coat: "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage." (C-16 at
    # step 6). Heads: Arm Press does nothing → 240 HP left; tails: 160 (Lightning: not Cinccino ex's Weakness, Fighting) →
    # 240 − 160 = 80 left.
    q = "Iron Hands ex uses Arm Press on their Active Cinccino ex (no damage on it). They flip {}. How much damage?"
    assert replayed(q.format("heads"))["outcome"] == {"damage": 0, "knocked_out": False, "hp_left": 240}
    assert replayed(q.format("tails"))["outcome"] == {"damage": 160, "knocked_out": False, "hp_left": 80}
    # the coin not said: the damage turns on it, so it is asked; not Knocked Out either way (160 < 240), so that is said
    from judge.situation.replay import situation
    sit = situation("Iron Hands ex uses Arm Press on their Active Cinccino ex (no damage on it). How much damage?")
    assert sit["status"] == "incomplete" and any("coin" in m for m in sit["missing"]), sit
    assert replayed("Iron Hands ex uses Arm Press on their Active Cinccino ex (no damage on it). Is it KO'd?")["outcome"] == {
        "knocked_out": False}


@pytest.mark.parametrize("damage, outcome", [
    # Scorching Aura: "During Pokémon Checkup, put 4 damage counters on your opponent's Burned Pokémon instead of 2." (E-28):
    # Iron Hands ex (230 HP) with 150 damage gets 4 counters → 190, 40 HP left, whatever the Burn's coin (it only says
    # whether the Burn ends); with 190 damage, 230 → Knocked Out, 2 Prize cards for a Pokémon ex
    (150, {"knocked_out": False, "hp_left": 40}),
    (190, {"knocked_out": True, "hp_left": 0, "prizes": 2}),
])
def test_more_counters_for_burn_at_the_checkup(damage, outcome):
    q = f"My Iron Hands ex is Burned with {damage} damage on it. Their Pyroar (LOR 029) is on their Bench. Is it Knocked Out at the Pokémon Checkup?"
    assert replayed(q)["outcome"] == outcome


def test_an_ability_reading_the_attackers_special_energy_asks_for_the_energy():
    # Flashing Head (Xurkitree GX): whether the attacker has a Special Energy attached is seldom said in full, so it is asked
    from judge.situation.replay import situation
    sit = situation("Iron Hands ex uses Arm Press on their Active Xurkitree GX (no damage on it). How much damage?")
    assert sit["status"] == "incomplete" and "outcome" not in sit
    assert any("Xurkitree GX" in m for m in sit["missing"]), sit["missing"]


def test_a_pokemon_whose_ability_acts_after_its_knock_out_is_replayed():
    # Entrusted Wishes (cards searched when it is Knocked Out) changes nothing asked: Arm Press 160 (Radiant Jirachi's
    # Weakness is Fire) ≥ its 90 HP → Knocked Out; a Radiant Pokémon gives 1 Prize card (no rule box giving more)
    sit = replayed("Iron Hands ex uses Arm Press on their Active Radiant Jirachi (no damage on it). How many Prize cards do I take?")
    assert sit["outcome"] == {"prizes": 1, "knocked_out": True, "damage": 160}


def test_an_ability_making_its_attacks_ignore_the_defenders_effects():
    # Despotic Fang: "Damage from this Pokémon's attacks isn't affected by any effects on your opponent's Active Pokémon."
    # B-07: step 5's effects on the Pokémon hit are not counted, a Tool's included (the guide's FAQ: through Hard Charm's −20).
    # Dragon Impact 190 (Dragon: no Weakness or Resistance of Gholdengo ex), Rigid Band's −30 not counted → 190;
    # 260 − 190 = 70 HP left (with the −30 it would be 100)
    sit = replayed("Tyrantrum EX uses Dragon Impact on their Active Gholdengo ex with Rigid Band attached (no damage on it). HP left?")
    assert sit["outcome"] == {"hp_left": 70, "damage": 190, "knocked_out": False}
