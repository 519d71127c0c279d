"""The fixed words of the engine's trace, in English, Japanese and Chinese: one table per set of
words (the sides, the zones, the Special Conditions, the types, the kinds of card, the stages, the
rule boxes, the rulesets, the coin faces, the durations and the kinds of effect).

Each word as a reader reads it, in every language: the engine's own key (``this_turn``) is never
shown. A :class:`~judge.engine.messages.Term` renders through one of these tables. Data only: this
module imports nothing.
"""

SIDES = {
    "me": {"en": "the player", "ja": "自分", "zh": "我方"},
    "opponent": {"en": "the opponent", "ja": "相手", "zh": "对手"},
}
RESULTS = {
    "me": {"en": "the player wins", "ja": "自分の勝ち", "zh": "我方获胜"},
    "opponent": {"en": "the opponent wins", "ja": "相手の勝ち", "zh": "对手获胜"},
    "draw": {"en": "a draw", "ja": "引き分け", "zh": "平局"},
}
ZONES = {
    "hand": {"en": "hand", "ja": "手札", "zh": "手牌"},
    "deck": {"en": "deck", "ja": "山札", "zh": "牌库"},
    "discard": {"en": "discard pile", "ja": "トラッシュ", "zh": "弃牌区"},
    "prizes": {"en": "Prize cards", "ja": "サイド", "zh": "奖赏卡"},
}
CONDITIONS = {
    "asleep": {"en": "Asleep", "ja": "ねむり", "zh": "睡眠"},
    "paralyzed": {"en": "Paralyzed", "ja": "マヒ", "zh": "麻痹"},
    "confused": {"en": "Confused", "ja": "こんらん", "zh": "混乱"},
    "poisoned": {"en": "Poisoned", "ja": "どく", "zh": "中毒"},
    "burned": {"en": "Burned", "ja": "やけど", "zh": "灼伤"},
}
TYPES = {
    "grass": {"en": "Grass", "ja": "草", "zh": "草"},
    "fire": {"en": "Fire", "ja": "炎", "zh": "火"},
    "water": {"en": "Water", "ja": "水", "zh": "水"},
    "lightning": {"en": "Lightning", "ja": "雷", "zh": "雷"},
    "psychic": {"en": "Psychic", "ja": "超", "zh": "超"},
    "fighting": {"en": "Fighting", "ja": "闘", "zh": "斗"},
    "darkness": {"en": "Darkness", "ja": "悪", "zh": "恶"},
    "metal": {"en": "Metal", "ja": "鋼", "zh": "钢"},
    "fairy": {"en": "Fairy", "ja": "フェアリー", "zh": "妖精"},
    "dragon": {"en": "Dragon", "ja": "ドラゴン", "zh": "龙"},
    "colorless": {"en": "Colorless", "ja": "無色", "zh": "无色"},
}
CARD_KINDS = {
    "item": {"en": "Item", "ja": "グッズ", "zh": "物品"},
    "supporter": {"en": "Supporter", "ja": "サポート", "zh": "支援者"},
    "stadium": {"en": "Stadium", "ja": "スタジアム", "zh": "竞技场"},
    "tool": {"en": "Pokémon Tool", "ja": "ポケモンのどうぐ", "zh": "宝可梦道具"},
}
#: Which cards a text lets the player choose (search_deck's ``what``, swap_with_prize's ``kind``).
CARD_FILTERS = {
    "any": {"en": "any card", "ja": "好きなカード", "zh": "任意卡牌"},
    "pokemon": {"en": "Pokémon", "ja": "ポケモン", "zh": "宝可梦"},
    "basic_pokemon": {"en": "Basic Pokémon", "ja": "たねポケモン", "zh": "基础宝可梦"},
    "evolution_pokemon": {"en": "Evolution Pokémon", "ja": "進化ポケモン", "zh": "进化宝可梦"},
    "energy": {"en": "Energy", "ja": "エネルギー", "zh": "能量"},
    "basic_energy": {"en": "Basic Energy", "ja": "基本エネルギー", "zh": "基本能量"},
    "special_energy": {"en": "Special Energy", "ja": "特殊エネルギー", "zh": "特殊能量"},
    "trainer": {"en": "Trainer", "ja": "トレーナーズ", "zh": "训练家"},
    "item": {"en": "Item", "ja": "グッズ", "zh": "物品"},
    "supporter": {"en": "Supporter", "ja": "サポート", "zh": "支援者"},
    "tool": {"en": "Pokémon Tool", "ja": "ポケモンのどうぐ", "zh": "宝可梦道具"},
    "stadium": {"en": "Stadium", "ja": "スタジアム", "zh": "竞技场"},
}
STAGES = {
    "basic": {"en": "Basic", "ja": "たね", "zh": "基础"},
    "stage1": {"en": "Stage 1", "ja": "1進化", "zh": "1阶进化"},
    "stage2": {"en": "Stage 2", "ja": "2進化", "zh": "2阶进化"},
    "mega": {"en": "Mega", "ja": "M進化", "zh": "超级进化"},
    "break": {"en": "BREAK", "ja": "BREAK進化", "zh": "BREAK进化"},
    "vmax": {"en": "VMAX", "ja": "VMAX", "zh": "VMAX"},
    "vstar": {"en": "VSTAR", "ja": "VSTAR", "zh": "VSTAR"},
    "restored": {"en": "Restored", "ja": "復元", "zh": "复原"},
}
#: The rule a Pokémon's card prints (``rule_box``): what kind of Pokémon it makes it.
RULE_BOXES = {
    "EX": {"en": "Pokémon-EX", "ja": "ポケモンEX", "zh": "宝可梦EX"},
    "GX": {"en": "Pokémon-GX", "ja": "ポケモンGX", "zh": "宝可梦GX"},
    "tag-team": {"en": "TAG TEAM", "ja": "TAG TEAM", "zh": "TAG TEAM"},
    "V": {"en": "Pokémon V", "ja": "ポケモンV", "zh": "宝可梦V"},
    "VMAX": {"en": "Pokémon VMAX", "ja": "ポケモンVMAX", "zh": "宝可梦VMAX"},
    "VSTAR": {"en": "Pokémon VSTAR", "ja": "ポケモンVSTAR", "zh": "宝可梦VSTAR"},
    "ex": {"en": "Pokémon ex", "ja": "ポケモンex", "zh": "宝可梦ex"},
    "radiant": {"en": "Radiant Pokémon", "ja": "かがやくポケモン", "zh": "光辉宝可梦"},
    "prism": {"en": "Prism Star", "ja": "プリズムスター", "zh": "棱镜之星"},
    "mega": {"en": "Mega Evolution Pokémon", "ja": "M進化ポケモン", "zh": "超级进化宝可梦"},
    "BREAK": {"en": "Pokémon BREAK", "ja": "BREAK進化ポケモン", "zh": "BREAK进化宝可梦"},
}
#: The rules a replay plays by (``rulesets.RULESETS``).
RULESETS = {
    "v3.1": {"en": "the rules of guide Ver 3.1", "ja": "ルールガイド Ver 3.1 のルール", "zh": "规则指南 Ver 3.1 的规则"},
    "v2.2": {"en": "the rules of guide ver 2.2", "ja": "ルールガイド ver 2.2 のルール", "zh": "规则指南 ver 2.2 的规则"},
    "xy": {"en": "the XY-regulation event rules", "ja": "XYレギュレーションの大会ルール", "zh": "XY赛制的比赛规则"},
}
COINS = {
    "heads": {"en": "heads", "ja": "オモテ", "zh": "正面"},
    "tails": {"en": "tails", "ja": "ウラ", "zh": "反面"},
}
DURATIONS = {
    "permanent": {"en": "while it is in play", "ja": "場にいるかぎり", "zh": "只要在场上"},
    "this_turn": {"en": "this turn", "ja": "この番", "zh": "这个回合"},
    "opponents_next_turn": {"en": "during the opponent's next turn", "ja": "次の相手の番", "zh": "下一个对手的回合"},
    "your_next_turn": {"en": "during your next turn", "ja": "次の自分の番", "zh": "下一个自己的回合"},
    "until_end_of_your_next_turn": {"en": "until the end of your next turn", "ja": "次の自分の番の終わりまで", "zh": "直到下一个自己的回合结束"},
    "until_end_of_opponents_next_turn": {"en": "until the end of the opponent's next turn", "ja": "次の相手の番の終わりまで",
                                         "zh": "直到下一个对手的回合结束"},
}
#: What an effect does (``effect.KINDS``); a kind with an amount is said with it ("damage it takes: -20").
KINDS = {
    "damage_dealt": {"en": "damage it does", "ja": "与えるダメージの増減", "zh": "造成的伤害增减"},
    "damage_taken": {"en": "damage it takes", "ja": "受けるダメージの増減", "zh": "受到的伤害增减"},
    "prevent_damage": {"en": "takes no damage from attacks", "ja": "ワザのダメージを受けない", "zh": "不受招式的伤害"},
    "prevent_effects": {"en": "unaffected by effects of attacks", "ja": "ワザの効果を受けない", "zh": "不受招式的效果影响"},
    "no_weakness": {"en": "no Weakness", "ja": "弱点がなくなる", "zh": "没有弱点"},
    "no_resistance": {"en": "no Resistance", "ja": "抵抗力がなくなる", "zh": "没有抗性"},
    "weakness_type": {"en": "Weakness type changed", "ja": "弱点のタイプが変わる", "zh": "弱点属性改变"},
    "resistance_type": {"en": "Resistance type changed", "ja": "抵抗力のタイプが変わる", "zh": "抗性属性改变"},
    "no_healing": {"en": "can't be healed", "ja": "HPは回復しない", "zh": "HP无法恢复"},
    "no_conditions": {"en": "can't be affected by Special Conditions", "ja": "特殊状態にならない", "zh": "不会陷入特殊状态"},
    "weakness_times": {"en": "Weakness applied as another number", "ja": "弱点の計算の数が変わる", "zh": "弱点计算的数值改变"},
    "resistance_minus": {"en": "Resistance of another number", "ja": "抵抗力の数が変わる", "zh": "抗性的数值改变"},
    "attack_cost": {"en": "Energy its attacks need", "ja": "ワザに必要なエネルギーの増減", "zh": "招式所需能量增减"},
    "retreat_cost": {"en": "Retreat Cost", "ja": "にげるためのエネルギーの増減", "zh": "撤退所需能量增减"},
    "cant_retreat": {"en": "can't retreat", "ja": "にげられない", "zh": "无法撤退"},
    "cant_attack": {"en": "can't attack", "ja": "ワザが使えない", "zh": "无法使用招式"},
    "attack_may_fail": {"en": "its attack fails on tails", "ja": "ウラならワザは失敗", "zh": "反面则招式失败"},
    "on_damaged": {"en": "when damaged by an attack", "ja": "ワザのダメージを受けたとき", "zh": "受到招式的伤害时"},
    "on_knocked_out": {"en": "when Knocked Out", "ja": "きぜつしたとき", "zh": "昏厥时"},
    "poison_counters": {"en": "damage counters for Poison", "ja": "どくでのせるダメカンの数", "zh": "因中毒放置的伤害指示物数量"},
    "burn_counters": {"en": "damage counters for Burn", "ja": "やけどでのせるダメカンの数", "zh": "因灼伤放置的伤害指示物数量"},
    "checkup_counters": {"en": "damage counters at each Checkup", "ja": "ポケモンチェックのたびにダメカンをのせる", "zh": "每当宝可梦检查时放置伤害指示物"},
    "on_attach": {"en": "when Energy is attached", "ja": "エネルギーをつけたとき", "zh": "附着能量时"},
    "cant_play": {"en": "can't play cards from hand", "ja": "手札から出して使えない", "zh": "无法从手牌使出"},
    "unaffected_by_played": {"en": "unaffected by cards played from hand", "ja": "手札から出したカードの効果を受けない", "zh": "不受从手牌使出的卡牌的效果影响"},
    "max_hp": {"en": "maximum HP", "ja": "最大HPの増減", "zh": "最大HP增减"},
    "no_rule": {"en": "loses its rule", "ja": "ルールがなくなる", "zh": "规则消除"},
    "prize_count": {"en": "Prize cards taken for it", "ja": "とられるサイドの枚数", "zh": "被获得的奖赏卡张数"},
    "no_abilities": {"en": "no Abilities", "ja": "特性がなくなる", "zh": "特性消除"},
    "no_tool_effects": {"en": "Pokémon Tools have no effect", "ja": "ポケモンのどうぐの効果がなくなる", "zh": "宝可梦道具的效果消除"},
    "survive_at": {"en": "HP it is left with", "ja": "HPが残る", "zh": "保留HP"},
    "may_retreat_while_unable": {"en": "may retreat while Asleep or Paralyzed", "ja": "ねむり・マヒでもにげられる", "zh": "睡眠、麻痹时也可以撤退"},
    "end_of_turn": {"en": "at the end of the turn", "ja": "番の終わりに", "zh": "回合结束时"},
    "on_checkup": {"en": "at the Checkup", "ja": "ポケモンチェックのとき", "zh": "宝可梦检查时"},
    "energy_provides": {"en": "Energy each basic Energy provides", "ja": "エネルギー何個ぶんとしてはたらくかが変わる", "zh": "能量作为几个能量发挥作用发生变化"},
    "energy_type": {"en": "basic Energy works as another type", "ja": "基本エネルギーのタイプが変わる", "zh": "基本能量的属性改变"},
    "energy_type_also": {"en": "basic Energy works as another type too", "ja": "基本エネルギーがほかのタイプとしてもはたらく", "zh": "基本能量也作为其他属性发挥作用"},
    "mega_keeps_turn": {"en": "Mega Evolving doesn't end the turn", "ja": "M進化しても番が終わらない", "zh": "超级进化后回合不结束"},
}

#: A basic Energy card's name is the engine's own (``basic fire Energy``, see
#: ``cards.new_energy``) or the guides' (基本炎エネルギー, 基本火能量): it reads in each
#: language with the type's word.
BASIC_ENERGY = {"en": "basic {type} Energy", "ja": "基本{type}エネルギー", "zh": "基本{type}能量"}
#: A basic Energy card's name, in any language or as the engine writes it, → its type.
BASIC_ENERGY_TYPES = {**{BASIC_ENERGY[lang].format(type=words[lang]): t for t, words in TYPES.items() for lang in BASIC_ENERGY},
                 **{BASIC_ENERGY["en"].format(type=t): t for t in TYPES}}
#: How a list reads: its items joined, or the word for none when it is empty.
SEPARATORS = {"en": ", ", "ja": "、", "zh": "、"}
NONE = {"en": "none", "ja": "なし", "zh": "无"}
