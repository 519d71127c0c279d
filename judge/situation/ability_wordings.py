"""The printed wordings of the Abilities the engine runs (:mod:`judge.situation.texts` reads a text with them),
in the form of :mod:`judge.situation.wordings`: one whole text in one language, and the engine effect it is.

The holder is "this Pokémon" (「このポケモン」, 「这只宝可梦」); an Ability in force while its Pokémon is in play,
or only in the Active Spot or on the Bench (``where``, E-13). The variable parts of a wording are captured,
the same in each language: a number, a type, the attacking Pokémon's rule box or stage, the holder's stage or
the Energy attached to it. The kinds: damage done +N (damage step 2, II-B-04) and taken −N (step 5, II-B-05),
damage prevented (step 6, II-C-16) from Pokémon of a rule box, a stage or a type, the effects of attacks
prevented (II-C-17: no damage changed), a Knock Out survived at full HP (II-D-14), maximum HP +N (II-D-15),
no Weakness (II-D-13), the Retreat Cost −N / +N or none (II-D-10 … D-13), and "can't retreat" (II-C-14); the number Weakness and
Resistance are applied with (damage steps 3 and 4), the Prize cards taken for a Pokémon (none, or N fewer), counters put and damage
healed at the Checkup (E-08) or when Energy is attached (E-07), no healing, basic Energy providing two (D-07), attack costs; texts
changing nothing a replay asks (``inert``, ``after``). Its player's Pokémon are named by a type, a stage (Evolution: every stage
but Basic), a rule box, a name, an owner's name, or all but a name; a condition may be a count (the Energy attached, the damage
counters, the Prize cards left: ``holder_count``), a Stadium in play, Special Conditions.

Over 450 lines: one table, each wording in three languages, kept together so that a card's languages are read alike.
"""

from __future__ import annotations

import re

from judge.situation.wordings import (
    AFTER_WR,
    NAMES_EN,
    RULE_BOXES_EN,
    ATYPE2_EN,
    ATYPE2_JA,
    ATYPE2_ZH,
    ATYPE_EN,
    ATYPE_JA,
    ATYPE_ZH,
    BEFORE_WR,
    BOXES,
    STAGE_EN,
    STAGE_JA,
    STAGE_ZH,
    T_EN,
    T_JA,
    T_ZH,
    TARGET_EN,
    TARGET_JA,
    TARGET_ZH,
    TYPE_EN,
    TYPE_JA,
    TYPE_ZH,
    _w,
)

#: "… can't be Burned" beside another effect: no Burn, whoever gives it (II-A).
NOT_BURNED = {"kind": "no_conditions", "what": ["burned"]}
#: The attacking Pokémon has an Ability in force (its printed Abilities are on the board: judge.situation.build).
WITH_ABILITY = {"attacker_count": {"count": "self.with_ability", "at_least": 1}}

#: The attacking Pokémon's rule box as an Ability's text names it ("your opponent's Pokémon V and Pokémon-GX",
#: 「ポケモンV・GX」, 「宝可梦【V】・【GX】」): each box it names (:func:`attacker_boxes`; a Pokémon V is also a VMAX or VSTAR).
ABOX_EN = r"(?P<abox>Pokémon V and Pokémon-GX|Pokémon-GX or Pokémon-EX|Pokémon ex and Pokémon V|Pokémon-EX|Pokémon-GX|Pokémon VMAX|" \
          r"Pokémon VSTAR|Pokémon V|Pokémon ex)"
ABOX_JA = r"「ポケモン(?P<abox>V・GX|GX・EX|ex・V|EX|GX|VMAX|VSTAR|V|ex)」"
ABOX_ZH = r"「宝可梦(?P<abox>【V】・【GX】|GX・EX|【ex】・【V】|【VMAX】|【VSTAR】|【V】|【ex】|EX|GX)」"
#: The attacking Pokémon's stage as printed ("your opponent's Basic Pokémon ex", 「相手のたねポケモン」).
ASTAGE_EN, ASTAGE_JA, ASTAGE_ZH = r"(?P<astage>Basic|Stage 1|Stage 2)", r"(?P<astage>たね|1進化|2進化)", r"(?P<astage>【基础】|【1阶进化】|【2阶进化】)"
#: Damage an Ability's holder takes from the opponent's attacks, as printed: from any of their Pokémon, from a rule box, a stage or a type.
FROM_EN = rf"from (?:your opponent's attacks|attacks from your opponent's (?:{ABOX_EN}|{ATYPE_EN} Pokémon|Pokémon))"
FROM_JA = rf"相手の(?:ポケモン|{ABOX_JA}|{ATYPE_JA}ポケモン)から受けるワザのダメージ"
FROM_ZH = rf"受到对手的(?:宝可梦|{ABOX_ZH}|{ATYPE_ZH}宝可梦)招式的伤害"
#: The kinds of Trainer card a text names the opponent playing from their hand ("an Item or Supporter card", 「グッズまたはサポート」).
PLAYED = {"an Item": ["item"], "a Supporter": ["supporter"], "an Item or Supporter": ["item", "supporter"], "グッズ": ["item"],
          "「グッズ」": ["item"], "サポート": ["supporter"], "グッズまたはサポート": ["item", "supporter"], "物品": ["item"], "支援者": ["supporter"],
          "物品卡或者支援者": ["item", "supporter"]}
#: A Special Condition as printed ("the Attacking Pokémon is now Burned", 「やけどにする」, 「【灼伤】」).
CONDITION_EN = r"(?:Asleep|Burned|Confused|Paralyzed|Poisoned)"
CONDITION_JA = r"(?:ねむり|やけど|こんらん|マヒ|どく)"
CONDITION_ZH = r"(?:睡眠|灼伤|混乱|麻痹|中毒)"
#: "As long as this Pokémon is in the Active Spot" (E-13), as printed.
IN_ACTIVE_EN = r"As long as this Pokémon is (?:in the Active Spot|your Active Pokémon)"
#: An Ability's holder with no Retreat Cost, as printed ("it has no Retreat Cost", 「にげるためのエネルギーは、すべてなくなる」).
NO_RETREAT_EN = r"(?:it|this Pokémon) has no Retreat Cost\."
NO_RETREAT_JA = r"このポケモンのにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。"
NO_RETREAT_ZH = r"(?:将)?这只宝可梦【撤退】所需的能量全部消除。"


def attacker_boxes(printed: str) -> list[str]:
    """The rule boxes a printed qualifier of the attacking Pokémon names ("Pokémon V and Pokémon-GX" → V, VMAX, VSTAR, GX):
    a Pokémon V is also a VMAX or a VSTAR (BOXES)."""
    out: list[str] = []
    for box in re.findall(r"VMAX|VSTAR|V|GX|EX|ex", printed):
        out += [b for b in BOXES[box] if b not in out]
    return out


#: An Ability's wordings (in force while its Pokémon is in play, or where ``where`` says).
ABILITY = (
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from attacks{AFTER_WR}", "damage_taken", -1),
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}", "damage_taken", -1, True),
    _w("en", rf"This Pokémon's attacks do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}", "damage_dealt"),
    _w("en", r"This Pokémon has no Retreat Cost\.", "retreat_cost"),
    _w("en", r"Your opponent's Active Pokémon's Retreat Cost is (?P<c>(?:\{C\})+) more\.", "retreat_cost", reach="opponents_active"),
    _w("en", r"Prevent all damage done to your Benched Pokémon by attacks from your opponent's Pokémon\.", "prevent_damage", 1, True,
       reach="your_bench"),
    _w("ja", r"このポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1),
    _w("ja", r"このポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    _w("ja", rf"このポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("ja", r"このポケモンのにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost"),
    _w("ja", r"このポケモンがいるかぎり、自分のベンチポケモン全員は、相手のワザのダメージを受けない。", "prevent_damage", 1, True,
       reach="your_bench"),
    _w("ja", r"このポケモンがいるかぎり、相手のバトルポケモンのにげるためのエネルギーは、(?P<n>\d+)個ぶん多くなる。", "retreat_cost",
       reach="opponents_active"),
    _w("zh", r"这只宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1),
    _w("zh", r"这只宝可梦受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("zh", rf"这只宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("zh", r"这只宝可梦【撤退】所需的能量全部消除。", "retreat_cost"),
    _w("zh", r"只要这只宝可梦在场上，自己的所有备战宝可梦不会受到对手的招式的伤害。", "prevent_damage", 1, True, reach="your_bench"),
    _w("zh", r"只要这只宝可梦在场上，对手的战斗宝可梦【撤退】所需的能量增加(?P<n>\d+)个。", "retreat_cost", reach="opponents_active"),
    # a Knock Out survived at full HP (D-14)
    _w("en", r"If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not Knocked Out, and its remaining "
             r"HP becomes (?P<n>\d+)\.", "survive_at"),
    _w("ja", r"このポケモンのHPがまんたんの状態で、このポケモンがワザのダメージを受けてきぜつするとき、きぜつせず、残りHPが「(?P<n>\d+)」の"
             r"状態で場に残る。", "survive_at"),
    _w("zh", r"这只宝可梦的HP是全满的状态下，这只宝可梦受到招式的伤害而【昏厥】时，这只宝可梦不会【昏厥】，而是以剩余HP为「(?P<n>\d+)」的"
             r"状态留在场上。", "survive_at"),
    # no Special Condition, or not one named (the card's text over the rules, II-A: an effect giving it does nothing)
    _w("en", r"This Pokémon can't be (?P<cond>Poisoned|Burned|Asleep|Confused|Paralyzed)\.", "no_conditions"),
    _w("en", r"This Pokémon can't be affected by any Special Conditions\.(?: \(Remove any Special Conditions affecting this Pokémon\.\))?",
       "no_conditions"),
    _w("ja", r"このポケモンは(?P<cond>どく|やけど|こんらん|ねむり|マヒ)にならない。", "no_conditions"),
    _w("ja", r"このポケモンは特殊状態にならない。(?:\(受けている特殊状態は、すべて回復する。\))?", "no_conditions"),
    _w("zh", r"这只宝可梦不会【(?P<cond>中毒|灼伤|混乱|睡眠|麻痹)】。", "no_conditions"),
    _w("zh", r"这只宝可梦不会陷入特殊状态。(?:\(受到的特殊状态会?全部恢复。\))?", "no_conditions"),
    # Well-Baked Body: no damage from the opponent's Pokémon of a type (C-16), and never Burned (whoever gives it)
    _w("en", rf"This Pokémon can't be Burned\. Prevent all damage done to this Pokémon by attacks from your opponent's {ATYPE_EN} Pokémon\.",
       "prevent_damage", 1, True, more=NOT_BURNED),
    _w("ja", rf"このポケモンは、相手の{ATYPE_JA}ポケモンからワザのダメージを受けず、やけどにならない。", "prevent_damage", 1, True, more=NOT_BURNED),
    _w("zh", rf"这只宝可梦不会受到对手的{ATYPE_ZH}宝可梦招式的伤害，不会【灼伤】。", "prevent_damage", 1, True, more=NOT_BURNED),
    # no damage from the opponent's Pokémon that have an Ability (C-16; an Ability switched off is not counted, D-13)
    _w("en", r"Prevent all damage from attacks done to this Pokémon by your opponent's Pokémon that have an Ability\.", "prevent_damage", 1, True,
       when=WITH_ABILITY),
    _w("ja", r"このポケモンは、相手の特性を持つポケモンからワザのダメージを受けない。", "prevent_damage", 1, True, when=WITH_ABILITY),
    _w("zh", r"这只宝可梦不会受到对手的拥有特性的宝可梦招式的伤害。", "prevent_damage", 1, True, when=WITH_ABILITY),
    # no damage from the opponent's Pokémon of a rule box (ex, V, GX, EX …) or a stage (C-16, D-18), or from one type
    _w("en", rf"Prevent all damage done to this Pokémon by attacks from your opponent's (?:{ASTAGE_EN} )?(?:{ABOX_EN}|Pokémon)\.",
       "prevent_damage", 1, True),
    _w("ja", rf"このポケモンは、相手の(?:{ASTAGE_JA}ポケモンの)?{ABOX_JA}からワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("ja", rf"このポケモンは、相手の{ASTAGE_JA}ポケモンからワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("zh", rf"这只宝可梦不会受到对手的(?:{ASTAGE_ZH}宝可梦的)?{ABOX_ZH}招式的伤害。", "prevent_damage", 1, True),
    _w("en", rf"Prevent all damage done to this Pokémon by attacks from your opponent's {ATYPE_EN} Pokémon\.", "prevent_damage", 1, True),
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from attacks from your opponent's {ATYPE_EN} or {ATYPE2_EN} Pokémon{AFTER_WR}",
       "damage_taken", -1, True),
    _w("ja", rf"このポケモンが、相手の{ATYPE_JA}または{ATYPE2_JA}ポケモンから受けるワザのダメージは、?「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    # no damage on the Bench
    _w("en", r"As a?long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks \(both yours and your "
             r"opponent's(?:\)\.|\.\))", "prevent_damage", when={"holder_active": False}),  # "As along as", "opponent's.)": as printed
    _w("ja", r"このポケモンは、ベンチにいるかぎり、ワザのダメージを受けない。", "prevent_damage", when={"holder_active": False}),
    _w("zh", r"只要这只宝可梦在备战区，不会受到招式的伤害。", "prevent_damage", when={"holder_active": False}),
    # less damage with Energy attached
    _w("en", rf"If this Pokémon has any Energy attached, it takes (?P<n>\d+) less damage from attacks{AFTER_WR}", "damage_taken", -1,
       when={"holder_has_energy": True}),
    _w("ja", r"このポケモンにエネルギーがついているなら、このポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1,
       when={"holder_has_energy": True}),
    _w("zh", r"若这只宝可梦身上附有能量卡，则这只宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, when={"holder_has_energy": True}),
    # the Retreat Cost: none with an Energy of a type, none with no Energy, the Active's less from the Bench, the Basic Pokémon's none
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached, it has no Retreat Cost\.", "retreat_cost", when={"energy": True}),
    _w("ja", rf"このポケモンに{TYPE_JA}エネルギーがついているなら、このポケモンのにげるためのエネルギーは、すべてなくなる。", "retreat_cost",
       when={"energy": True}),
    _w("zh", rf"若这只宝可梦身上附有{TYPE_ZH}能量卡，则这只宝可梦【撤退】所需的能量全部消除。", "retreat_cost", when={"energy": True}),
    _w("en", r"If this Pokémon has no Energy attached, it has no Retreat Cost\.", "retreat_cost", when={"holder_has_energy": False}),
    _w("en", r"As long as this Pokémon is on your Bench, your Active Pokémon's Retreat Cost is (?P<c>(?:\{C\})+) less\.", "retreat_cost",
       -1, reach="your_active", where="bench"),
    _w("ja", r"このポケモンがベンチにいるかぎり、自分のバトルポケモンのにげるためのエネルギーは、(?P<n>\d+)個ぶん少なくなる。", "retreat_cost",
       -1, reach="your_active", where="bench"),
    _w("zh", r"只要这只宝可梦在备战区，自己的战斗宝可梦【撤退】所需的能量减少(?P<n>\d+)个。", "retreat_cost", -1, reach="your_active",
       where="bench"),
    _w("en", rf"Your {STAGE_EN.replace(' )?', ')')} Pokémon in play have no Retreat Cost\.", "retreat_cost", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{STAGE_JA.replace(')?', ')')}ポケモン全員(?:のにげるためのエネルギーは|は、にげるためのエネルギーが)、"
             r"すべてなくなる。", "retreat_cost", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有{STAGE_ZH.replace(')?', ')')}宝可梦【撤退】所需的能量全部消除。", "retreat_cost", reach="your_pokemon"),
    # your Pokémon's attacks, HP, Weakness
    _w("en", rf"Attacks used by your {TYPE_EN} Pokémon and {ATYPE2_EN.replace('atype2', 'type2')} Pokémon do (?P<n>\d+) more damage to "
             rf"your opponent's Active Pokémon{BEFORE_WR}", "damage_dealt", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}または{ATYPE2_JA.replace('atype2', 'type2')}ポケモンが使うワザの、相手のバトルポケモン"
             r"へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，自己的{TYPE_ZH}或者{ATYPE2_ZH.replace('atype2', 'type2')}宝可梦使用的招式，对对手的战斗宝可梦造成的伤害"
             r"「\+(?P<n>\d+)」点。", "damage_dealt", reach="your_pokemon"),
    _w("en", rf"Your {TYPE_EN} Pokémon's attacks do (?P<n>\d+) more damage to your opponent's Active Pokémon{BEFORE_WR}", "damage_dealt",
       reach="your_pokemon"),
    _w("en", r"All of your Pokémon in play get \+(?P<n>\d+) HP\. The effect of [^.]+ doesn't stack\.", "max_hp", reach="your_pokemon",
       stacks=False),
    _w("ja", r"このポケモンがいるかぎり、自分の場のポケモン全員の最大HPは、それぞれ「\+(?P<n>\d+)」される。この効果は、この特性を持つポケモンが"
             r"何匹いても、重ならない。", "max_hp", reach="your_pokemon", stacks=False),
    _w("zh", r"只要这只宝可梦在场上，自己场上所有宝可梦的最大HP各「\+(?P<n>\d+)」。无论有多少只拥有这个特性的宝可梦，这个效果也不会重复。",
       "max_hp", reach="your_pokemon", stacks=False),
    _w("en", rf"All of your Pokémon take (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}", "damage_taken", -1, True,
       reach="your_pokemon"),
    _w("en", r"Your Pokémon in play have no Weakness\.", "no_weakness", reach="your_pokemon"),
    # "including damage": the damage prevented (C-16); the other effects of the attack change nothing a damage replay asks once
    # no damage is done (the replay's attacks put no damage counters)
    _w("en", rf"Prevent all effects of attacks, including damage, done to this Pokémon by your opponent's (?:{ASTAGE_EN} )?(?:{ABOX_EN}|Pokémon)\.",
       "prevent_damage", 1, True),
    _w("ja", rf"このポケモンは、相手の(?:{ABOX_JA}|{ASTAGE_JA}ポケモン)からワザのダメージや効果を受けない。", "prevent_damage", 1, True),
    _w("zh", rf"这只宝可梦不会受到对手(?:的)?(?:{ABOX_ZH}|{ASTAGE_ZH}宝可梦)招式的伤害与效果的影响。", "prevent_damage", 1, True),
    _w("en", rf"Prevent all damage done to this Pokémon by attacks from {ATYPE_EN} Pokémon\.", "prevent_damage"),
    _w("ja", rf"このポケモンは{ATYPE_JA}ポケモンから、ワザのダメージを受けない。", "prevent_damage"),
    _w("zh", rf"这只宝可梦不会受到{ATYPE_ZH}宝可梦招式的伤害。", "prevent_damage"),
    # the effects of the opponent's attacks, damage excluded (C-17): they change no damage
    _w("en", r"Prevent all effects of (?:attacks used by your opponent's Pokémon|attacks from your opponent's Pokémon|your opponent's attacks, "
             r"except damage,) done to this Pokémon\.(?: \(Damage is not an effect\.\))?", "prevent_effects", 1, True),
    _w("ja", r"このポケモンは、相手のポケモンが使うワザの効果を受けない。", "prevent_effects", 1, True),
    _w("zh", r"这只宝可梦不会受到对手的宝可梦使用招式的效果的影响。", "prevent_effects", 1, True),
    # no damage to the Bench while this Pokémon is in the Active Spot (E-13), or to this Pokémon while it is on the Bench
    _w("en", r"Prevent all damage done to your Benched Pokémon by your opponent's attacks\.", "prevent_damage", 1, True, reach="your_bench"),
    _w("en", rf"{IN_ACTIVE_EN}, prevent all damage done to your Benched Pokémon by (?:attacks from your opponent's Pokémon|your opponent's "
             r"attacks)\.", "prevent_damage", 1, True, reach="your_bench", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、自分のベンチポケモン全員は、相手のワザのダメージを受けない。", "prevent_damage", 1, True,
       reach="your_bench", where="active"),
    _w("zh", r"只要这只宝可梦在战斗场上，自己的所有备战宝可梦不会受到对手的招式的伤害。", "prevent_damage", 1, True, reach="your_bench",
       where="active"),
    _w("en", r"As long as this Pokémon is on your Bench, prevent all damage from and effects of attacks from your opponent's Pokémon done to "
             r"this Pokémon\.", "prevent_damage", 1, True, where="bench"),
    _w("ja", r"このポケモンは、ベンチにいるかぎり、相手のポケモンからワザのダメージや効果を受けない。", "prevent_damage", 1, True, where="bench"),
    _w("zh", r"只要这只宝可梦在备战区，不会受到对手的宝可梦招式的伤害与效果的影响。", "prevent_damage", 1, True, where="bench"),
    # less damage from the opponent's attacks: to this Pokémon (with full HP: D-14), to your Pokémon (of a stage, a type, with an
    # Energy of a type), to your Pokémon while this one is in the Active Spot (E-13); from a rule box or a type (B-05)
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken", -1, True),
    _w("en", rf"Any damage done to this Pokémon by {FROM_EN.removeprefix('from ')} is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1,
       True),
    _w("ja", rf"このポケモンが、?{FROM_JA}は、?「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    _w("zh", rf"这只宝可梦{FROM_ZH}「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("en", rf"If this Pokémon has full HP, it takes (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken", -1, True,
       when={"holder_full_hp": True}),
    _w("ja", rf"このポケモンのHPがまんたんの状態なら、このポケモンが{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken", -1, True,
       when={"holder_full_hp": True}),
    _w("zh", rf"若这只宝可梦的HP是全满的状态，则这只宝可梦{FROM_ZH}「-(?P<n>\d+)」点。", "damage_taken", -1, True,
       when={"holder_full_hp": True}),
    _w("en", rf"(?:All of your|Your) (?:{TYPE_EN} )?{STAGE_EN}Pokémon take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken", -1, True,
       reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の(?:{TYPE_JA})?{STAGE_JA}ポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken", -1, True,
       reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有(?:{TYPE_ZH})?{STAGE_ZH}宝可梦(?:，)?{FROM_ZH}(?:，全部)?「-(?P<n>\d+)」点。", "damage_taken", -1, True,
       reach="your_pokemon"),
    _w("en", rf"All of your Pokémon that have any {TYPE_EN} Energy attached take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken",
       -1, True, reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken",
       -1, True, reach="your_pokemon", when={"energy": True}),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有身上附有{TYPE_ZH}能量(?:卡)?的宝可梦(?:，)?{FROM_ZH}「-(?P<n>\d+)」点。", "damage_taken", -1, True,
       reach="your_pokemon", when={"energy": True}),
    _w("en", rf"{IN_ACTIVE_EN}, all of your Pokémon take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken", -1, True,
       reach="your_pokemon", where="active"),
    _w("ja", rf"このポケモンがバトル場にいるかぎり、自分のポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken", -1, True,
       reach="your_pokemon", where="active"),
    _w("zh", rf"只要这只宝可梦在战斗场上，自己的所有宝可梦{FROM_ZH}「-(?P<n>\d+)」点。", "damage_taken", -1, True, reach="your_pokemon",
       where="active"),
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached(?: to it)?, it takes (?P<n>\d+) less damage from attacks{AFTER_WR}",
       "damage_taken", -1, when={"energy": True}),
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached(?: to it)?, any damage done to this Pokémon by attacks is reduced by "
             rf"(?P<n>\d+){AFTER_WR}", "damage_taken", -1, when={"energy": True}),
    _w("ja", rf"このポケモンに{TYPE_JA}エネルギーがついているなら、このポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1,
       when={"energy": True}),
    _w("zh", rf"若这只宝可梦身上附有{TYPE_ZH}能量(?:卡)?，则(?:将)?这只宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1,
       when={"energy": True}),
    # more damage to the opponent's Pokémon of a type (step 2, B-04)
    _w("en", rf"This Pokémon's attacks do (?P<n>\d+) more damage to your opponent's \{{(?P<ttype>{T_EN})\}} Pokémon{BEFORE_WR}", "damage_dealt",
       when={"target_opponent": True}),
    _w("ja", rf"このポケモンが使うワザの、相手の\[(?P<ttype>{T_JA})\]ポケモンへのダメージは「\+(?P<n>\d+)」される。", "damage_dealt",
       when={"target_opponent": True}),
    _w("zh", rf"这只宝可梦使用的招式，对对手的【(?P<ttype>{T_ZH})】宝可梦造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt",
       when={"target_opponent": True}),
    # the Retreat Cost (D-10): none with any Energy, with none, with an Energy of a type; your Pokémon's none (with an Energy of a
    # type), or less; the opponent's Active's more while this Pokémon is in the Active Spot (E-13), or can't retreat (C-14)
    _w("en", rf"If this Pokémon has any Energy attached(?: to it)?, {NO_RETREAT_EN}", "retreat_cost", when={"holder_has_energy": True}),
    _w("ja", rf"このポケモンにエネルギーがついているなら、{NO_RETREAT_JA}", "retreat_cost", when={"holder_has_energy": True}),
    _w("zh", rf"若这只宝可梦身上附有能量(?:卡)?，则{NO_RETREAT_ZH}", "retreat_cost", when={"holder_has_energy": True}),
    _w("en", rf"If this Pokémon has no Energy attached(?: to it)?, {NO_RETREAT_EN}", "retreat_cost", when={"holder_has_energy": False}),
    _w("ja", rf"このポケモンにエネルギーがついていないなら、{NO_RETREAT_JA}", "retreat_cost", when={"holder_has_energy": False}),
    _w("zh", rf"若这只宝可梦身上没有附有能量(?:卡)?，则{NO_RETREAT_ZH}", "retreat_cost", when={"holder_has_energy": False}),
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached(?: to it)?, {NO_RETREAT_EN}", "retreat_cost", when={"energy": True}),
    _w("ja", rf"このポケモンに{TYPE_JA}エネルギーがついているなら、{NO_RETREAT_JA}", "retreat_cost", when={"energy": True}),
    _w("en", r"Your Pokémon in play have no Retreat Cost\.", "retreat_cost", reach="your_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、自分のポケモン全員のにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost",
       reach="your_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，自己的所有宝可梦【撤退】所需的能量全部消除。", "retreat_cost", reach="your_pokemon"),
    _w("en", rf"(?:Each of your Pokémon that has any {TYPE_EN} Energy attached to it has|All of your Pokémon that have "
             rf"{TYPE_EN.replace('type', 'type2')} Energy attached have) no Retreat Cost\.", "retreat_cost", reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員のにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。",
       "retreat_cost", reach="your_pokemon", when={"energy": True}),
    _w("zh", rf"只要这只宝可梦在场上，(?:将)?自己的所有身上附有{TYPE_ZH}能量(?:卡)?的宝可梦【撤退】所需的能量全部消除。", "retreat_cost",
       reach="your_pokemon", when={"energy": True}),
    _w("en", rf"The Retreat Cost of each of your Pokémon that has any {TYPE_EN} Energy attached is (?P<c>(?:\{{C\}})+) less\.", "retreat_cost", -1,
       reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員のにげるためのエネルギーは、(?P<n>\d+)個ぶん少なくなる。",
       "retreat_cost", -1, reach="your_pokemon", when={"energy": True}),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有身上附有{TYPE_ZH}能量(?:卡)?的宝可梦【撤退】所需的能量减少(?P<n>\d+)个。", "retreat_cost", -1,
       reach="your_pokemon", when={"energy": True}),
    _w("en", rf"{IN_ACTIVE_EN}, your opponent's Active Pokémon's Retreat Cost is (?P<c>(?:\{{C\}})+) more\.", "retreat_cost",
       reach="opponents_active", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、相手のバトルポケモンのにげるためのエネルギーは、(?P<n>\d+)個ぶん多くなる。", "retreat_cost",
       reach="opponents_active", where="active"),
    _w("zh", r"只要这只宝可梦在战斗场上，对手的战斗宝可梦【撤退】所需的能量增加(?P<n>\d+)个。", "retreat_cost", reach="opponents_active",
       where="active"),
    _w("en", r"If your opponent's Active Pokémon is a (?P<stage>Basic) Pokémon, its Retreat Cost is (?P<c>(?:\{C\})+) more\.", "retreat_cost",
       reach="opponents_active"),
    _w("ja", r"このポケモンがいるかぎり、相手のバトル場の(?P<stage>たね|1進化|2進化)ポケモンのにげるためのエネルギーは、(?P<n>\d+)個ぶん多くなる。",
       "retreat_cost", reach="opponents_active"),
    _w("en", r"The Retreat Cost of each of your opponent's Pokémon in play is (?P<c>(?:\{C\})+) more\.", "retreat_cost",
       reach="opponents_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、相手のポケモン全員のにげる(?:ために必要な|ための)エネルギーは、それぞれ(?P<n>\d+)個ぶん多くなる。",
       "retreat_cost", reach="opponents_pokemon"),
    _w("en", rf"{IN_ACTIVE_EN}, your opponent's Active Pokémon can't retreat\.", "cant_retreat", reach="opponents_active", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、相手のバトルポケモンは、にげられない。", "cant_retreat", reach="opponents_active", where="active"),
    _w("zh", r"只要这只宝可梦在战斗场上，对手的战斗宝可梦无法撤退。", "cant_retreat", reach="opponents_active", where="active"),
    _w("en", r"Your opponent's Pokémon that are affected by Special Conditions can't retreat\.", "cant_retreat", reach="opponents_pokemon",
       when={"holder_conditions": ["asleep", "burned", "confused", "paralyzed", "poisoned"]}),
    _w("ja", r"このポケモンがいるかぎり、相手の特殊状態のポケモンは、にげられない。", "cant_retreat", reach="opponents_pokemon",
       when={"holder_conditions": ["asleep", "burned", "confused", "paralyzed", "poisoned"]}),
    _w("zh", r"只要这只宝可梦在场上，对手的处于特殊状态的宝可梦无法撤退。", "cant_retreat", reach="opponents_pokemon",
       when={"holder_conditions": ["asleep", "burned", "confused", "paralyzed", "poisoned"]}),
    _w("en", r"The Retreat Cost of your opponent's Poisoned Pokémon is (?P<c>(?:\{C\})+) more\.", "retreat_cost", reach="opponents_pokemon",
       when={"holder_conditions": ["poisoned"]}),
    _w("ja", r"このポケモンがいるかぎり、相手のどくのポケモンのにげるためのエネルギーは、(?P<n>\d+)個ぶん多くなる。", "retreat_cost",
       reach="opponents_pokemon", when={"holder_conditions": ["poisoned"]}),
    _w("zh", r"只要这只宝可梦在场上，对手的【中毒】的宝可梦【撤退】所需的能量增加(?P<n>\d+)个。", "retreat_cost", reach="opponents_pokemon",
       when={"holder_conditions": ["poisoned"]}),
    # damage prevented by its amount, at step 6 (C-16): exactly one of those printed, or N or more
    _w("en", r"Prevent all damage done to this Pokémon by your opponent's attacks if that damage is exactly (?P<amounts>\d+(?:, \d+)*,? or \d+)\.",
       "prevent_damage", 1, True),
    _w("ja", r"このポケモンは、相手のポケモンから「(?P<amounts>\d+(?:・\d+)+)」のワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("zh", r"这只宝可梦不会受到对手的宝可梦的「(?P<amounts>\d+(?:・\d+)+)」的招式的伤害。", "prevent_damage", 1, True),
    _w("en", r"Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon if that damage is (?P<least>\d+) or more\.",
       "prevent_damage", 1, True),
    _w("ja", r"このポケモンは、相手のポケモンから「(?P<least>\d+)」以上のワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("zh", r"这只宝可梦不会受到对手的宝可梦「(?P<least>\d+)」以上的招式的伤害。", "prevent_damage", 1, True),
    # more damage while its remaining HP is N or less (D-16), at step 2 (B-04)
    _w("en", rf"If this Pokémon's remaining HP is (?P<hp>\d+) or less, its attacks do (?P<n>\d+) more damage to your opponent's Active Pokémon{BEFORE_WR}",
       "damage_dealt", when={"target_active": True, "target_opponent": True}),
    _w("ja", rf"このポケモンの残りHPが「(?P<hp>\d+)」以下なら、このポケモンが使うワザの、相手のバトルポケモンへのダメージは「\+(?P<n>\d+)」される。",
       "damage_dealt", when={"target_active": True, "target_opponent": True}),
    _w("zh", rf"若这只宝可梦的剩余HP为「(?P<hp>\d+)」以下，则这只宝可梦使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n>\d+)」点。",
       "damage_dealt", when={"target_active": True, "target_opponent": True}),
    # N damage counters on the Attacking Pokémon when this Pokémon in the Active Spot is damaged by the opponent's attack
    # (E-03: after the damage, before the Knock Out), or Knocked Out by its damage (E-04: Knock Out step 2)
    _w("en", r"If this Pokémon is (?:in the Active Spot|your Active Pokémon) and is damaged by (?:an attack from your opponent's Pokémon|an "
             r"opponent's attack) \(even if (?:this Pokémon|it) is Knocked Out\), (?:put|place) (?P<n>\d+) damage counters? on the Attacking "
             r"Pokémon\.", "on_damaged", when={"holder_active": True, "from_opponent": True}),
    _w("ja", r"このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを(?P<n>\d+)個のせる。",
       "on_damaged", when={"holder_active": True, "from_opponent": True}),
    _w("zh", r"(?:当)?这只宝可梦在战斗场(?:上)?受到对手的宝可梦招式的伤害时，在使用招式的宝可梦身上放置(?P<n>\d+)个伤害指示物。", "on_damaged",
       when={"holder_active": True, "from_opponent": True}),
    _w("en", r"If this Pokémon is (?:in the Active Spot|your Active Pokémon) and is Knocked Out by damage from (?:an attack from your "
             r"opponent's Pokémon|an opponent's attack), put (?P<n>\d+) damage counters on the Attacking Pokémon\.", "on_knocked_out",
       when={"by_attack_damage": True, "from_opponent": True, "holder_active": True}),
    _w("ja", r"このポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを(?P<n>\d+)個のせる。",
       "on_knocked_out", when={"by_attack_damage": True, "from_opponent": True, "holder_active": True}),
    _w("zh", r"(?:当)?这只宝可梦在战斗场上受到对手的(?:宝可梦)?招式的伤害而【(?:气绝|昏厥)】时，在使用招式的宝可梦身上放置(?P<n>\d+)个伤害指示物。",
       "on_knocked_out", when={"by_attack_damage": True, "from_opponent": True, "holder_active": True}),
    _w("en", r"If this Pokémon has full HP and is Knocked Out by damage from an attack from your opponent's Pokémon, put (?P<n>\d+) damage "
             r"counters on the Attacking Pokémon\.", "on_knocked_out", when={"by_attack_damage": True, "from_opponent": True, "holder_full_hp": True}),
    _w("ja", r"このポケモンのHPがまんたんの状態で、相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを(?P<n>\d+)個のせる。",
       "on_knocked_out", when={"by_attack_damage": True, "from_opponent": True, "holder_full_hp": True}),
    _w("zh", r"这只宝可梦的HP是全满的状态下，受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，在使用招式的宝可梦身上放置(?P<n>\d+)个伤害指示物。",
       "on_knocked_out", when={"by_attack_damage": True, "from_opponent": True, "holder_full_hp": True}),
    # your Pokémon's: less damage, not stacking (E-15); more damage, of a type or a stage (B-04); no Weakness, of a type (D-13)
    _w("en", rf"(?:All of your|Your) (?:{TYPE_EN} )?Pokémon take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR} You can't apply more than 1 [^.]+ "
             r"Ability at a time\.", "damage_taken", -1, True, reach="your_pokemon", stacks=False),
    _w("ja", rf"このポケモンがいるかぎり、自分の(?:{TYPE_JA})?ポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。この効果は、この特性を持つポケモンが"
             r"何匹いても、重ならない。", "damage_taken", -1, True, reach="your_pokemon", stacks=False),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有(?:{TYPE_ZH})?宝可梦(?:，)?{FROM_ZH}「-(?P<n>\d+)」点。无论有多少只拥有这个特性的宝可梦，这个效果也不会"
             r"重复。", "damage_taken", -1, True, reach="your_pokemon", stacks=False),
    _w("en", rf"Each of your (?:{TYPE_EN} |(?P<stage>Basic) )?Pokémon's attacks (?:do|does) (?P<n>\d+) more damage to your opponent's Active "
             rf"Pokémon{BEFORE_WR}", "damage_dealt", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の(?:{TYPE_JA}(?:タイプの)?)?(?P<stage>たね)?ポケモンが使うワザの、相手の(?:バトルポケモン|バトル場の\[(?P<ttype>{T_JA})\]"
             r"ポケモン)へのダメージは、?「\+?(?P<n>\d+)」される。", "damage_dealt", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，自己的(?:{TYPE_ZH}(?:属性的)?)?(?P<stage>【基础】)?宝可梦使用的招式，对对手的(?:战斗宝可梦|战斗场的【(?P<ttype>{T_ZH})】宝可梦)"
             r"造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt", reach="your_pokemon"),
    _w("en", rf"(?:Each of your {TYPE_EN} Pokémon has|Your {TYPE_EN.replace('type', 'type2')} Pokémon have) no Weakness\.", "no_weakness",
       reach="your_pokemon"),
    # no Weakness (D-13): your Pokémon's (of a type, with any Energy), this Pokémon's with an Energy of a type
    _w("en", r"Each of your Pokémon has no Weakness\.", "no_weakness", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の(?:{TYPE_JA})?ポケモン全員の弱点は、すべてなくなる。", "no_weakness", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，(?:将)?自己的所有(?:{TYPE_ZH})?宝可梦的弱点全部消除。", "no_weakness", reach="your_pokemon"),
    _w("en", r"(?:Each of your Pokémon that has any Energy attached to it has|All of your Pokémon that have Energy attached have) no Weakness\.",
       "no_weakness", reach="your_pokemon", when={"holder_has_energy": True}),
    _w("ja", r"このポケモンがいるかぎり、エネルギーがついている自分のポケモン全員の弱点は、すべてなくなる。", "no_weakness", reach="your_pokemon",
       when={"holder_has_energy": True}),
    _w("zh", r"只要这只宝可梦在场上，自己的所有身上附有能量(?:卡)?的宝可梦的弱点全部消除。", "no_weakness", reach="your_pokemon",
       when={"holder_has_energy": True}),
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached(?: to it)?, it has no Weakness\.", "no_weakness", when={"energy": True}),
    _w("ja", rf"このポケモンに{TYPE_JA}エネルギーがついているなら、このポケモンの弱点は(?:、すべて)?なくなる。", "no_weakness", when={"energy": True}),
    # no Retreat Cost with an Energy of a type, as the Chinese prints write it
    _w("zh", rf"若这只宝可梦身上附有{TYPE_ZH}能量(?:卡)?，则{NO_RETREAT_ZH}", "retreat_cost", when={"energy": True}),
    # maximum HP +N for each Energy of a type attached (D-15; the count is the Energy it provides, D-07)
    _w("en", rf"This Pokémon gets \+(?P<n>\d+) HP for each \{{(?P<pertype>{T_EN})\}} Energy attached to it\.", "max_hp"),
    _w("ja", rf"このポケモンについている\[(?P<pertype>{T_JA})\]エネルギー1個につき、このポケモンの最大HPは「\+(?P<n>\d+)」される。", "max_hp"),
    _w("ja", rf"このポケモンの最大HPは、このポケモンについている\[(?P<pertype>{T_JA})\]エネルギー1個につき「(?P<n>\d+)」大きくなる。", "max_hp"),
    _w("zh", rf"这只宝可梦的最大HP，(?:依|随)这只宝可梦身上附加的【(?P<pertype>{T_ZH})】能量每1个(?:增加)?「\+?(?P<n>\d+)」。", "max_hp"),
    # the opponent's Active Pokémon's attacks −N while this Pokémon is in the Active Spot (E-13): at step 2 (B-04), to whatever
    # they damage (B-08: the Bench too; B-09: the attacker itself, its damage going through the whole calculation)
    _w("en", rf"{IN_ACTIVE_EN}, (?:attacks used by your opponent's Active Pokémon do|your opponent's Active Pokémon's attacks do) "
             rf"(?P<n>\d+) less damage{BEFORE_WR}", "damage_dealt", -1, reach="opponents_active", where="active", when={"any_target": True}),
    _w("ja", r"このポケモンがバトル場にいるかぎり、相手のバトルポケモンが使うワザのダメージは、?(?:すべて)?「-(?P<n>\d+)」される。", "damage_dealt", -1,
       reach="opponents_active", where="active", when={"any_target": True}),
    _w("zh", r"只要这只宝可梦在战斗场上，对手的战斗宝可梦使用的?招式的伤害(?:，)?(?:全部)?「-(?P<n>\d+)」点。", "damage_dealt", -1,
       reach="opponents_active", where="active", when={"any_target": True}),
    # your Pokémon's attacks +N (of a stage, a type; to the opponent's Active of a type: B-04), maximum HP +N (of a type: D-15),
    # no damage to your Pokémon of a type from a rule box (C-16)
    _w("en", rf"Your (?:(?P<stage>Basic) )?(?:{TYPE_EN} )?Pokémon's attacks do (?P<n>\d+) more damage to your opponent's Active "
             rf"(?:\{{(?P<ttype>{T_EN})\}} )?Pokémon{BEFORE_WR}", "damage_dealt", reach="your_pokemon"),
    _w("en", rf"Each of your {TYPE_EN} Pokémon in play gets \+(?P<n>\d+) HP\.", "max_hp", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員の最大HPは、それぞれ「\+?(?P<n>\d+)」(?:大きくなる|される)。", "max_hp",
       reach="your_pokemon"),
    _w("en", rf"Prevent all damage done to your {TYPE_EN} Pokémon by attacks from your opponent's {ABOX_EN}\.", "prevent_damage", 1, True,
       reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員は、相手の{ABOX_JA}からワザのダメージを受けない。", "prevent_damage", 1, True,
       reach="your_pokemon"),
    # damage prevented on a coin's heads, flipped as the damage is done (C-16 at step 6; the replay tries heads and tails
    # where the question does not say the coin)
    _w("en", r"If any damage is done to this Pokémon by attacks, (?P<coin>flip a coin)\. If heads, prevent that damage\.", "prevent_damage"),
    _w("ja", r"このポケモンがワザのダメージを受けるとき、(?P<coin>自分はコインを1回投げる)。オモテなら、このポケモンはそのダメージを受けない。",
       "prevent_damage"),
    _w("zh", r"(?:当)?这只宝可梦受到招式的伤害时，(?P<coin>(?:自己|己方)掷1次硬币)。若为正面，则这只宝可梦不会受到(?:那个|该)伤害。", "prevent_damage"),
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached and is damaged by an attack, (?P<coin>flip a coin)\. If heads, prevent that "
             r"damage\.", "prevent_damage", when={"energy": True}),
    _w("ja", rf"このポケモンに{TYPE_JA}エネルギーがついているなら、このポケモンがワザのダメージを受けるとき、(?P<coin>自分はコインを1回投げる)。オモテなら、"
             r"このポケモンはそのダメージを受けない。", "prevent_damage", when={"energy": True}),
    _w("zh", rf"若这只宝可梦身上附有{TYPE_ZH}能量(?:卡)?，则这只宝可梦受到招式的伤害时，(?P<coin>自己掷1次硬币)。若为正面，则这只宝可梦不会受到"
             r"那个伤害。", "prevent_damage", when={"energy": True}),
    # Burn's damage counters at the Checkup (E-28): N instead of 2 on the opponent's Burned Pokémon (the largest applies, E-28 FAQ1)
    _w("en", r"(?:Put (?P<n>\d+) damage counters instead of 2 on your opponent's Burned Pokémon between turns|During Pokémon Checkup, put "
             r"(?P<n2>\d+) damage counters on your opponent's Burned Pokémon instead of 2)\.", "burn_counters", reach="opponents_pokemon",
       when={"holder_conditions": ["burned"]}),
    _w("ja", r"このポケモンがいるかぎり、相手の(?:バトルポケモン|やけどのポケモン)は、(?:やけどでのせるダメカンの数|ポケモンチェックのときにのせるやけどの"
             r"ダメカンの数)が(?P<n>\d+)個になる。", "burn_counters", reach="opponents_pokemon", when={"holder_conditions": ["burned"]}),
    _w("zh", r"只要这只宝可梦在场上，对手的战斗宝可梦因【灼伤】而放置的伤害指示物的数量改为(?P<n>\d+)个。", "burn_counters", reach="opponents_pokemon",
       when={"holder_conditions": ["burned"]}),
    # with a Special Energy attached (D-07): this Pokémon's maximum HP +N (D-15); no damage from the opponent's Pokémon with one (C-16)
    _w("en", r"If this Pokémon has any Special Energy attached, it gets \+(?P<n>\d+) HP\.", "max_hp", when={"holder_has_special_energy": True}),
    _w("ja", r"このポケモンに特殊エネルギーがついているなら、このポケモン(?:の最大HPは|は最大HPが)「\+(?P<n>\d+)」される。", "max_hp",
       when={"holder_has_special_energy": True}),
    _w("zh", r"若这只宝可梦身上附有特殊能量(?:卡)?，则这只宝可梦的最大HP「\+(?P<n>\d+)」。", "max_hp", when={"holder_has_special_energy": True}),
    _w("en", r"Prevent all damage (?:done to this Pokémon by attacks from (?:each of )?your opponent's Pokémon that (?:have|has) (?:any )?Special "
             r"Energy attached(?: to (?:them|it))?|from and effects of attacks done to this Pokémon by your opponent's Pokémon that have any "
             r"Special Energy attached)\.", "prevent_damage", 1, True, when={"attacker_has_special_energy": True}),
    _w("ja", r"このポケモンは、特殊エネルギーがついている相手のポケモンから、ワザのダメージ(?:や効果)?を受けない。", "prevent_damage", 1, True,
       when={"attacker_has_special_energy": True}),
    _w("zh", r"这只宝可梦不会受到对手的身上附有特殊能量(?:卡)?的宝可梦招式的伤害(?:与效果的影响)?。", "prevent_damage", 1, True,
       when={"attacker_has_special_energy": True}),
    _w("en", rf"Prevent all damage done to your {TYPE_EN} Pokémon by attacks from your opponent's Pokémon that have any Special Energy attached "
             r"to them\.", "prevent_damage", 1, True, reach="your_pokemon", when={"attacker_has_special_energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員は、特殊エネルギーがついている相手のポケモンから、ワザのダメージを受けない。",
       "prevent_damage", 1, True, reach="your_pokemon", when={"attacker_has_special_energy": True}),
    # after the damage, changing nothing a replay asks (the damage, a Knock Out, HP left, Prize cards): a Special Condition or
    # an Energy discarded on the Attacking Pokémon when this Pokémon is damaged (E-03), cards searched, discarded or the
    # Pokémon put in the hand when it is Knocked Out (E-04; the Prize cards are taken all the same)
    _w("en", r"If this Pokémon is (?:in the Active Spot|your Active Pokémon) and is damaged by (?:an attack from your opponent's Pokémon|an "
             rf"opponent's attack) \(even if (?:this Pokémon|it) is Knocked Out\), (?:the Attacking Pokémon is now {CONDITION_EN}|discard an Energy "
             r"from the Attacking Pokémon|discard a random card from your opponent's hand)\.", "after"),
    _w("ja", rf"このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、(?:ワザを使ったポケモンを{CONDITION_JA}にする|ワザを使ったポケモン"
             r"についているエネルギーを1個選び、トラッシュする)。", "after"),
    _w("zh", rf"(?:当)?这只宝可梦在战斗场上受到对手的宝可梦招式的伤害时，(?:将使用招式的宝可梦【{CONDITION_ZH}】|选择1个使用招式的宝可梦身上附加的能量，"
             r"将其丢弃)。", "after"),
    _w("en", r"(?:If|When) this Pokémon is (?:in the Active Spot and is |your Active Pokémon and is )?Knocked Out by damage from (?:an attack "
             r"from your opponent's Pokémon|an opponent's attack), (?:search your deck for (?:a card|up to \d+ cards) and put (?:it|them) into "
             r"your hand\. (?:Then, shuffle your deck|Shuffle your deck afterward)\.|discard the top \d+ cards of your opponent's deck\.|"
             r"discard \d+ random cards? from your opponent's hand\.|put it into your hand instead of the discard pile\. \(Discard all "
             rf"(?:attached cards|cards attached to it)\.\)|the Attacking Pokémon is now {CONDITION_EN}(?: and {CONDITION_EN})?\.)", "after"),
    _w("ja", r"このポケモンが、(?:バトル場で)?相手のポケモンからワザのダメージを受けてきぜつしたとき、(?:自分の山札から好きなカードを\d+枚(?:まで)?選び、"
             r"手札に加える。そして山札を切る。|相手の山札を上から\d+枚トラッシュする。|相手の手札からオモテを見ないで、?\d+枚(?:選び、)?トラッシュする。|"
             rf"トラッシュせず、手札にもどす。\(ポケモン以外のカードは、すべてトラッシュする。\)|ワザを使ったポケモンを{CONDITION_JA}(?:と{CONDITION_JA})?"
             r"にする。)", "after"),
    _w("zh", r"(?:当)?这只宝可梦(?:在战斗场上)?受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，(?:从自己的牌库任意选择(?:最多)?\d+张卡加入手牌。"
             r"并且重洗牌库。|将对手的牌库上方\d+张卡丢弃。|在不看正面的情况下，从对手的手牌(?:抽出\d+张，丢到弃牌区|选择\d+张，将其丢弃)。|"
             r"不(?:会丢到弃牌区|丢弃这只宝可梦)，而是放回手牌。\(宝可梦以外的卡全部丢(?:到弃牌区|弃)。\))", "after"),
    # unaffected by the Items or Supporters the opponent plays from their hand (E-29): this Pokémon, or your Pokémon while this
    # one is in the Active Spot (E-13); a replay plays none, the effect is read as the engine models it
    _w("en", r"Whenever your opponent plays (?P<played>an Item or Supporter|an Item|a Supporter) card from (?:their|his or her) hand, prevent all "
             r"effects of that card done to this Pokémon\.", "unaffected_by_played"),
    _w("ja", r"このポケモンは、相手が手札から(?P<played>グッズまたはサポート|グッズ|サポート)を出して使ったとき、その効果を受けない。", "unaffected_by_played"),
    _w("zh", r"(?:当)?对手从手牌使出(?P<played>物品卡或者支援者|物品|支援者)(?:卡)?时，这只宝可梦不会受到(?:其|那个)效果的影响。", "unaffected_by_played"),
    _w("en", rf"{IN_ACTIVE_EN}, whenever your opponent plays (?P<played>an Item|a Supporter) card from (?:their|his or her) hand, prevent all "
             r"effects of that card done to (?:all of )?your Pokémon\.", "unaffected_by_played", reach="your_pokemon", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、(?:相手が手札から(?P<played>「グッズ」|グッズ|サポート)を出して使ったとき、自分のポケモン全員は|自分のポケモン"
             r"全員は、相手が手札から(?P<played2>サポート|グッズ)を出して使ったとき)、その効果を受けない。", "unaffected_by_played", reach="your_pokemon",
       where="active"),
    _w("zh", r"只要这只宝可梦在战斗场上，(?:当)?对手从手牌使出(?P<played>支援者|物品)(?:卡)?时，自己的所有宝可梦不会受到(?:其|那个)效果的影响。",
       "unaffected_by_played", reach="your_pokemon", where="active"),
    # this Pokémon's attacks' damage isn't affected by Weakness and Resistance (B-06), or by effects on the opponent's Active
    # Pokémon (B-07): read as the attack's flags
    _w("en", r"Damage from (?:this Pokémon's attacks|attacks used by this Pokémon) isn't affected by Weakness or Resistance\.", "flags",
       flags=("ignore_weakness_resistance",)),
    _w("ja", r"このポケモンが使うワザのダメージは、弱点・抵抗力(?:を計算しない|の計算をしない)。", "flags", flags=("ignore_weakness_resistance",)),
    _w("zh", r"这只宝可梦使用招式的伤害，不计算弱点・抵抗力。", "flags", flags=("ignore_weakness_resistance",)),
    _w("en", r"Damage from (?:this Pokémon's attacks|attacks used by this Pokémon) isn't affected by any effects on your opponent's Active "
             r"Pokémon\.", "flags", flags=("ignore_defender_effects",)),
    _w("ja", r"このポケモンが使うワザのダメージは、相手のバトルポケモンにかかっている効果(?:を計算しない|の計算をしない)。", "flags",
       flags=("ignore_defender_effects",)),
    _w("zh", r"这只宝可梦使用招式的伤害，不计算对手的战斗宝可梦身上的附加效果。", "flags", flags=("ignore_defender_effects",)),
    # Pokémon Tools with no effect (D-13): every one in play, while this Pokémon is in the Active Spot (E-13) or anywhere
    _w("en", r"Each Pokémon Tool card in play has no effect\.", "no_tool_effects", reach="all_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、おたがいの場の「ポケモンのどうぐ」の効果は、すべてなくなる。", "no_tool_effects", reach="all_pokemon"),
    _w("en", rf"{IN_ACTIVE_EN}, each Pokémon Tool card in play has no effect\.", "no_tool_effects", reach="all_pokemon", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、おたがいの場の「ポケモンのどうぐ」の効果は、すべてなくなる。", "no_tool_effects", reach="all_pokemon",
       where="active"),
    # Energy moved from a Pokémon Knocked Out (E-04): changes nothing a replay asks (the Prize cards are taken all the same)
    _w("en", r"If this Pokémon is (?:in the Active Spot|your Active Pokémon) and is Knocked Out by damage from (?:an attack from your "
             r"opponent's Pokémon|an opponent's attack), move up to \d+ (?:[Bb]asic )?(?:\{[A-Z]\} )?Energy cards from this Pokémon to (?:1 of "
             r"your Benched Pokémon|your Benched Pokémon in any way you like)\.", "after"),
    _w("ja", r"このポケモンが、バトル場で相手の(?:ポケモンから)?ワザのダメージを受けてきぜつしたとき、このポケモンについている(?:「基本\[[^\]]+\]エネルギー」|"
             r"基本エネルギー|\[[^\]]+\]エネルギー)を\d+枚まで(?:選び、ベンチポケモン1匹に|、自分のベンチポケモンに好きなように)つけ替える。", "after"),
    _w("zh", r"这只宝可梦在战斗场上受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，选择最多\d+张这只宝可梦身上附加的(?:【[^】]+】)?能量卡?，改附于"
             r"1只备战宝可梦身上。", "after"),
    _w("en", r"When (?:your Active Pokémon|1 of your Pokémon|1 of your Basic Pokémon V) is Knocked Out by damage from (?:an attack from your "
             r"opponent's Pokémon|an opponent's attack), you may move (?:any amount of \{[A-Z]\} Energy|a \{[A-Z]\} Energy|a basic Energy card) "
             r"from that Pokémon to (?:this Pokémon|another of your Pokémon)\.", "after"),
    _w("ja", r"自分の(?:バトル)?ポケモンが、相手の(?:ポケモンから)?ワザのダメージを受けてきぜつするたび、1回使える。きぜつしたポケモンについてい(?:る|た)"
             r"(?:\[[^\]]+\]エネルギーを(?:好きなだけ|1枚)選び|基本エネルギーを1枚)、このポケモンにつけ替える。", "after"),
    _w("zh", r"每次当自己的(?:战斗)?宝可梦受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，可使用1次。选择(?:1张)?【(?:气绝|昏厥)】的宝可梦身上附加的"
             r"(?:任意数量的)?【[^】]+】能量卡?，改附于这只宝可梦身上。", "after"),
    # Pokémon Tools attached to the opponent's Pokémon with no effect (D-13); no damage to your Bench from the opponent's attacks
    # (C-16), nor the counters their attacks or Abilities would put there (no replay puts any)
    _w("en", r"Pokémon Tool cards attached to your opponent's Pokémon have no effect\.", "no_tool_effects", reach="opponents_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、相手の場にある「ポケモンのどうぐ」の効果は、すべてなくなる。", "no_tool_effects", reach="opponents_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，将对手的场上的「宝可梦道具」的效果全部消除。", "no_tool_effects", reach="opponents_pokemon"),
    _w("en", r"Prevent all damage done to your Benched Pokémon by your opponent's attacks\. Your opponent's attacks and Abilities can't place "
             r"damage counters on your Benched Pokémon\.", "prevent_damage", 1, True, reach="your_bench"),
    _w("ja", r"このポケモンがいるかぎり、自分のベンチポケモン全員は、相手のワザのダメージを受けず、相手のワザや特性の効果によるダメカンものらない。",
       "prevent_damage", 1, True, reach="your_bench"),
    _w("zh", r"只要这只宝可梦在场上，自己的所有备战宝可梦不会受到对手的招式的伤害，并且不会因对手的招式与特性的效果而被放置伤害指示物。", "prevent_damage",
       1, True, reach="your_bench"),
)

#: Evolution Pokémon, as printed ("your opponent's Active Evolution Pokémon", 「進化ポケモン」, 「进化宝可梦」): every stage but Basic and
#: Restored (a VMAX, a VSTAR, a BREAK and a Mega Evolution Pokémon evolve too).
EVOLUTION = ["stage1", "stage2", "vmax", "vstar", "break", "mega"]
#: "(Existing effects are not removed.)", as printed, after a text preventing effects (C-17).
EXISTING_EN = r" \(Existing effects are not removed\.(?: Damage is not an effect\.)?\)"
EXISTING_JA = r"\(すでに受けている効果は、?なくならない。\)"
EXISTING_ZH = r"\(已经受到的效果(?:无法|不会)消除。\)"
#: The opponent's attacks whose effects a text prevents, damage excluded (C-17), as printed.
EFFECTS_OF_EN = r"(?:your opponent's attacks, except damage,|attacks from your opponent's Pokémon|attacks used by your opponent's Pokémon)"
#: "The effect of … doesn't stack" (E-15), as printed after an Ability's text.
NO_STACK_EN = r" (?:The effect of [^.]+ doesn't stack|You can't apply more than 1 [^.]+ Ability at a time)\."
NO_STACK_JA = r"この(?:効果は、この特性を持つポケモンが何匹いても、|特性の効果は)重ならない。"
NO_STACK_ZH = r"无论有多少只拥有这个特性的宝可梦，这个效果也不会重复。"
#: Pokémon named in a text, in brackets (「シロナのポケモン」, 「レジスチル」): ``hnames``, read by the builder off the cards.
HNAMES_JA = r"(?P<hnames>(?:「(?!ポケモン|ウルトラビースト)[^」]+」)+)"
HNAMES_ZH = r"(?P<hnames>(?:「(?!宝可梦|究极异兽)[^」]+」)+)"
#: A name a text excepts ("except any Moltres", 「「ファイヤー」をのぞく」): ``nnames``, read by the builder off the cards.
EXCEPT_EN = r"(?P<nname>[A-Z][\w.-]*(?: [A-Z][\w.-]*)*(?: ex| V| VMAX| VSTAR|-GX|-EX)?)"
EXCEPT_JA = r"\((?P<nnames>「[^」]+」)をのぞく\)"
EXCEPT_ZH = r"\((?P<nnames>「[^」]+」)除外\)"
#: A Pokémon named in English ("Registeel", "Cynthia's Pokémon", "Hop's Pokémon"): by name (``hname``) or by its owner's (``hown``).
YOURS_NAMED_EN = r"(?:(?P<hown>(?!Pokémon\b)[A-Z][\w.]*(?: [A-Z][\w.]*)*)'s Pokémon|(?P<hname>(?!Pokémon\b|Basic\b|Evolution\b)[A-Z][\w.-]*(?:-GX| ex| V)?))"

ABILITY += (
    # the effects of the opponent's attacks on its player's Pokémon, damage excluded (C-17): with Energy attached, of a type, with an
    # Energy of a type, every one while this Pokémon is in the Active Spot (E-13)
    _w("en", rf"Prevent all effects of {EFFECTS_OF_EN} done to all of your Pokémon that have Energy attached\.{EXISTING_EN}", "prevent_effects", 1,
       True, reach="your_pokemon", when={"holder_has_energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、エネルギーがついている自分のポケモン全員は、相手のポケモンが使うワザの効果を受けない。{EXISTING_JA}",
       "prevent_effects", 1, True, reach="your_pokemon", when={"holder_has_energy": True}),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有身上附有能量(?:卡)?的宝可梦，不会受到对手的宝可梦使用招式的效果的影响。{EXISTING_ZH}",
       "prevent_effects", 1, True, reach="your_pokemon", when={"holder_has_energy": True}),
    _w("en", rf"Prevent all effects of {EFFECTS_OF_EN} done to your {TYPE_EN} Pokémon\.{EXISTING_EN}", "prevent_effects", 1, True,
       reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員は、相手のポケモンが使うワザの効果を受けない。{EXISTING_JA}", "prevent_effects",
       1, True, reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有{TYPE_ZH}宝可梦，不会受到对手的宝可梦使用招式的效果的影响。{EXISTING_ZH}", "prevent_effects", 1,
       True, reach="your_pokemon"),
    _w("en", rf"Prevent all effects of {EFFECTS_OF_EN} done to each of your Pokémon that has any {TYPE_EN} Energy attached to it\.{EXISTING_EN}",
       "prevent_effects", 1, True, reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員は、相手のポケモンが使うワザの効果を受けない。{EXISTING_JA}",
       "prevent_effects", 1, True, reach="your_pokemon", when={"energy": True}),
    _w("en", rf"{IN_ACTIVE_EN}, prevent all effects of {EFFECTS_OF_EN} done to each of your Pokémon\.{EXISTING_EN}", "prevent_effects", 1, True,
       reach="your_pokemon", where="active"),
    _w("ja", rf"このポケモンがバトル場にいるかぎり、自分のポケモン全員は、相手のポケモンが使うワザの効果を受けない。{EXISTING_JA}", "prevent_effects", 1,
       True, reach="your_pokemon", where="active"),
    # the damage and the other effects of the opponent's attacks on its player's Benched Pokémon (C-16, C-17)
    _w("en", r"Prevent all (?:effects of your opponent's attacks, including damage,|damage from and effects of attacks from your opponent's "
             r"Pokémon) done to your Benched Pokémon\.", "prevent_damage", 1, True, reach="your_bench",
       also=(("prevent_effects", 1, {"from_opponent": True}, None),)),
    _w("ja", r"このポケモンがいるかぎり、自分のベンチポケモン全員は、相手のポケモン(?:が使う|から)ワザのダメージや効果を受けない。", "prevent_damage", 1,
       True, reach="your_bench", also=(("prevent_effects", 1, {"from_opponent": True}, None),)),
    _w("zh", r"只要这只宝可梦在场上，自己的所有备战宝可梦不会受到对手的宝可梦招式的伤害与效果的影响。", "prevent_damage", 1, True, reach="your_bench",
       also=(("prevent_effects", 1, {"from_opponent": True}, None),)),
    # its player's Pokémon named by name or by their owner's (the builder reads the names off the cards): their attacks +N (step 2,
    # B-04), on the Bench too (E-13), to an Evolution Pokémon; the damage they take −N (step 5, B-05); no Retreat Cost (D-13)
    _w("en", rf"(?:(?P<bench>As long as this Pokémon is on your Bench, )?(?:[Aa]ttacks used by your {YOURS_NAMED_EN}|your {YOURS_NAMED_EN.replace('?P<h', '?P<i')}'s attacks"
             rf"|Your {YOURS_NAMED_EN.replace('?P<h', '?P<j')}'s attacks)) do (?P<n>\d+) more damage to your opponent's Active (?P<tevo>Evolution )?"
             rf"Pokémon{BEFORE_WR}", "damage_dealt", reach="your_pokemon"),
    _w("en", rf"(?:(?P<bench>As long as this Pokémon is on your Bench, )?(?:[Aa]ttacks used by your {YOURS_NAMED_EN}|your {YOURS_NAMED_EN.replace('?P<h', '?P<i')}'s attacks"
             rf"|Your {YOURS_NAMED_EN.replace('?P<h', '?P<j')}'s attacks)) do (?P<n>\d+) more damage to your opponent's Active Pokémon{BEFORE_WR}"
             rf"{NO_STACK_EN}", "damage_dealt", reach="your_pokemon", stacks=False),
    _w("ja", rf"このポケモンが(?:いる|(?P<bench>ベンチにいる))かぎり、自分の{HNAMES_JA}が使うワザの、相手の(?:バトルポケモン|バトル場の(?P<tevo>進化)ポケモン)へのダメージは、?"
             r"「\+(?P<n>\d+)」される。", "damage_dealt", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{HNAMES_JA}が使うワザの、相手のバトルポケモンへのダメージは「\+(?P<n>\d+)」される。{NO_STACK_JA}",
       "damage_dealt", reach="your_pokemon", stacks=False),
    _w("zh", rf"只要这只宝可梦在(?:场上|(?P<bench>备战区))，自己的{HNAMES_ZH}使用的招式，对对手的(?:战斗宝可梦|战斗场的(?P<tevo>进化)宝可梦)造成的伤害"
             r"「\+(?P<n>\d+)」点。", "damage_dealt", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，自己的{HNAMES_ZH}使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n>\d+)」点。{NO_STACK_ZH}", "damage_dealt",
       reach="your_pokemon", stacks=False),
    _w("en", rf"(?P<bench>As long as this Pokémon is on your Bench, )?[Aa]ll of your {YOURS_NAMED_EN} take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}"
             rf"{NO_STACK_EN}", "damage_taken", -1, True, reach="your_pokemon", stacks=False),
    _w("ja", rf"このポケモンが(?:いる|(?P<bench>ベンチにいる))かぎり、自分の{HNAMES_JA}全員が、{FROM_JA}は「-(?P<n>\d+)」される。{NO_STACK_JA}",
       "damage_taken", -1, True, reach="your_pokemon", stacks=False),
    _w("zh", rf"只要这只宝可梦在(?:场上|(?P<bench>备战区))，自己的所有{HNAMES_ZH}(?:，)?{FROM_ZH}「-(?P<n>\d+)」点。{NO_STACK_ZH}", "damage_taken", -1,
       True, reach="your_pokemon", stacks=False),
    _w("en", rf"Your {YOURS_NAMED_EN} in play have no Retreat Cost\.", "retreat_cost", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{HNAMES_JA}全員のにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost",
       reach="your_pokemon"),
    _w("en", rf"Your {YOURS_NAMED_EN} in play get \+(?P<n>\d+) HP, and their attacks do (?P<n2>\d+) more damage to your opponent's Active "
             rf"Pokémon{BEFORE_WR}", "max_hp", reach="your_pokemon",
       also=(("damage_dealt", 1, {"target_active": True, "target_opponent": True}, "n2"),)),
    _w("ja", rf"このポケモンがいるかぎり、自分の{HNAMES_JA}全員は、最大HPが「(?P<n>\d+)」大きくなり、使うワザの、相手のバトルポケモンへのダメージは"
             r"「\+(?P<n2>\d+)」される。", "max_hp", reach="your_pokemon",
       also=(("damage_dealt", 1, {"target_active": True, "target_opponent": True}, "n2"),)),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有{HNAMES_ZH}的最大HP增加「(?P<n>\d+)」，且使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n2>\d+)」点。",
       "max_hp", reach="your_pokemon", also=(("damage_dealt", 1, {"target_active": True, "target_opponent": True}, "n2"),)),
    _w("en", rf"All of your Pokémon that have “(?P<hhas>[^”]+)” in their name take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken", -1,
       True, reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の場の、名前に「(?P<hhas>[^」]+)」とつくポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken", -1,
       True, reach="your_pokemon"),
)

#: Its player's Pokémon whose attacks do more, as printed: of a type, Basic or Evolution, but those of a name excepted
#: ("Your Basic {R} Pokémon's attacks, except any Moltres", 「自分の[炎]タイプのたねポケモン(「ファイヤー」をのぞく)」).
YOUR_ATTACKERS_EN = (rf"(?:(?:Your|your) (?:(?P<stage>Basic) )?(?:{TYPE_EN} )?Pokémon's attacks(?:, except any {EXCEPT_EN},)?|Attacks used by your "
                     rf"(?:(?P<hevo>Evolution) )?(?:{TYPE_EN.replace('?P<type>', '?P<type2>')} )?Pokémon|The attacks of your "
                     rf"{TYPE_EN.replace('?P<type>', '?P<type3>')} Pokémon \(excluding {EXCEPT_EN.replace('?P<nname>', '?P<nname2>')}\))")
YOUR_ATTACKERS_JA = (rf"自分の(?:{TYPE_JA}(?:タイプの)?)?(?:(?P<stage>たね)|(?P<hevo>進化))?ポケモン(?:{EXCEPT_JA})?が使うワザ")
YOUR_ATTACKERS_ZH = (rf"自己的(?:{TYPE_ZH}(?:属性的)?)?(?:(?P<stage>【基础】)|(?P<hevo>进化))?宝可梦(?:{EXCEPT_ZH})?使用的招式")
#: The opponent's Active Pokémon such attacks do more to: any, an Evolution Pokémon, of a rule box.
TO_ACTIVE_EN = r"your opponent's Active (?:(?P<tevo>Evolution) )?Pokémon(?: (?P<box>VMAX|VSTAR|V|ex|GX|EX))?"
TO_ACTIVE_JA = r"相手の(?:バトルポケモン|バトル場の(?:(?P<tevo>進化)ポケモン|「ポケモン(?P<box>VMAX|VSTAR|V|ex|GX|EX)」))"
TO_ACTIVE_ZH = r"对对手的(?:战斗宝可梦|战斗场的(?:(?P<tevo>进化)宝可梦|「宝可梦(?P<box>【VMAX】|【VSTAR】|【V】|【ex】|GX|EX)」))"

ABILITY += (
    # its player's Pokémon's attacks +N (step 2, B-04): of a type, Basic or Evolution, a name excepted; from the Bench (E-13); to the
    # opponent's Active Evolution Pokémon or Pokémon of a rule box; not stacking (E-15)
    _w("en", rf"(?P<bench>As long as this Pokémon is on your Bench, )?{YOUR_ATTACKERS_EN} do (?P<n>\d+) more damage to {TO_ACTIVE_EN}{BEFORE_WR}"
             rf"(?P<nostack>{NO_STACK_EN})?", "damage_dealt", reach="your_pokemon"),
    _w("ja", rf"このポケモンが(?:いる|(?P<bench>ベンチにいる))かぎり、{YOUR_ATTACKERS_JA}の、{TO_ACTIVE_JA}へのダメージは、?「\+(?P<n>\d+)」される。"
             rf"(?P<nostack>{NO_STACK_JA})?", "damage_dealt", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在(?:场上|(?P<bench>备战区))，{YOUR_ATTACKERS_ZH}，{TO_ACTIVE_ZH}造成的伤害「\+(?P<n>\d+)」点。(?P<nostack>{NO_STACK_ZH})?",
       "damage_dealt", reach="your_pokemon"),
    # "to the Active Pokémon", as older texts print it (the Active Pokémon its attacks hit)
    _w("en", r"Your Pokémon's attacks do (?P<n>\d+) more damage to the Active Pokémon \(before applying Weakness and Resistance\)\.", "damage_dealt",
       reach="your_pokemon", when={"target_active": True}),
    _w("ja", r"このポケモンがいるかぎり、自分のポケモンが使うワザの、バトルポケモンへのダメージは「\+(?P<n>\d+)」される。", "damage_dealt",
       reach="your_pokemon", when={"target_active": True}),
    # its player's Pokémon of a type, a name excepted, +N HP (D-15), not stacking (E-15)
    _w("en", rf"Your {TYPE_EN} Pokémon in play, except any {EXCEPT_EN}, get \+(?P<n>\d+) HP\.{NO_STACK_EN}", "max_hp", reach="your_pokemon",
       stacks=False),
    _w("ja", rf"このポケモンがいるかぎり、自分の場の{TYPE_JA}ポケモン{EXCEPT_JA}全員の最大HPは、それぞれ「(?P<n>\d+)」大きくなる。{NO_STACK_JA}", "max_hp",
       reach="your_pokemon", stacks=False),
    _w("zh", rf"只要这只宝可梦在场上，自己的场上的所有{TYPE_ZH}宝可梦{EXCEPT_ZH}的最大HP各增加「(?P<n>\d+)」。{NO_STACK_ZH}", "max_hp", reach="your_pokemon",
       stacks=False),
    # its player's Pokémon but Pokémon-GX and Pokémon-EX have no Retreat Cost (D-13)
    _w("en", r"Your Pokémon in play have no Retreat Cost, except Pokémon(?P<nbox>-GX and Pokémon-EX)\.", "retreat_cost", reach="your_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、自分のポケモン全員\(「(?P<nbox>ポケモンGX・EX)」をのぞく\)のにげるためのエネルギーは、すべてなくなる。", "retreat_cost",
       reach="your_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，将自己的所有宝可梦\(「(?P<nbox>宝可梦GX・EX)」除外\)【撤退】所需的能量全部消除。", "retreat_cost", reach="your_pokemon"),
    # the opponent's Active Evolution Pokémon's Retreat Cost +N (D-11)
    _w("en", r"Your opponent's Active (?P<hevo>Evolution) Pokémon's Retreat Cost is (?P<c>(?:\{C\})+) more\.", "retreat_cost", reach="opponents_active"),
    _w("ja", r"このポケモンがいるかぎり、相手のバトル場の(?P<hevo>進化)ポケモンのにげるためのエネルギーは、(?P<n>\d+)個ぶん多くなる。", "retreat_cost",
       reach="opponents_active"),
    _w("zh", r"只要这只宝可梦在场上，对手的战斗场的(?P<hevo>进化)宝可梦【撤退】所需的能量增加(?P<n>\d+)个。", "retreat_cost", reach="opponents_active"),
    # no damage nor effects from the opponent's Evolution Pokémon (C-16)
    _w("en", r"Prevent all effects of attacks, including damage, done to this Pokémon by your opponent's (?P<aevo>Evolution) Pokémon\.", "prevent_damage", 1,
       True),
    _w("ja", r"このポケモンは、相手の(?P<aevo>進化)ポケモンからワザのダメージや効果を受けない。", "prevent_damage", 1, True),
    # less damage from the opponent's Pokémon not of a type (B-05), no damage from those of a rule box but a name (C-16)
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from the attacks of your opponent's non-\{{(?P<natype>{T_EN})\}} Pokémon{AFTER_WR}",
       "damage_taken", -1, True),
    _w("ja", rf"このポケモンが、相手のポケモン\(\[(?P<natype>{T_JA})\]ポケモンをのぞく\)から受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1,
       True),
    _w("zh", rf"这只宝可梦受到对手的宝可梦\(【(?P<natype>{T_ZH})】宝可梦除外\)招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("en", rf"Prevent all damage done to this Pokémon by attacks from your opponent's {ABOX_EN}, except any {EXCEPT_EN.replace('nname', 'naname')}\.",
       "prevent_damage", 1, True),
    _w("ja", rf"このポケモンは、相手の{ABOX_JA}{EXCEPT_JA.replace('nnames', 'nanames')}からワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("zh", rf"这只宝可梦不会受到对手的{ABOX_ZH}{EXCEPT_ZH.replace('nnames', 'nanames')}招式的伤害。", "prevent_damage", 1, True),
    # the damage done to its player's Pokémon by the opponent's attacks −N (step 5, B-05), while this one is in the Active Spot (E-13)
    _w("en", rf"(?P<active>As long as this Pokémon is your Active Pokémon, )?(?:Any|any) damage done to your Pokémon by an opponent's attack is reduced by "
             rf"(?P<n>\d+){AFTER_WR}", "damage_taken", -1, True, reach="your_pokemon"),
    # with an Energy of a type: +N HP (D-15) and +N to the opponent's Active (B-04)
    _w("en", rf"If this Pokémon has any {TYPE_EN} Energy attached, it gets \+(?P<n>\d+) HP, and the attacks it uses do (?P<n2>\d+) more damage to "
             rf"your opponent's Active Pokémon{BEFORE_WR}", "max_hp", when={"energy": True}, also=(("damage_dealt", 1, {"energy": True}, "n2"),)),
    _w("ja", rf"このポケモンに{TYPE_JA}エネルギーがついているなら、このポケモンの最大HPは「\+(?P<n>\d+)」され、このポケモンが使うワザの、相手のバトルポケモン"
             r"へのダメージは「\+(?P<n2>\d+)」される。", "max_hp", when={"energy": True}, also=(("damage_dealt", 1, {"energy": True}, "n2"),)),
    _w("zh", rf"若这只宝可梦身上附有{TYPE_ZH}能量(?:卡)?，则这只宝可梦的最大HP「\+(?P<n>\d+)」，这只宝可梦使用的招式，对对手的战斗宝可梦造成的伤害"
             r"「\+(?P<n2>\d+)」点。", "max_hp", when={"energy": True}, also=(("damage_dealt", 1, {"energy": True}, "n2"),)),
)

ABILITY += (
    # with N or more Energy of a type attached (D-07: the Energy it provides), +N HP (D-15)
    _w("en", rf"If this Pokémon has (?P<eleast>\d+) or more {TYPE_EN.replace('type', 'etype')} Energy attached, it gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("ja", rf"このポケモンに{TYPE_JA.replace('type', 'etype')}エネルギーが(?P<eleast>\d+)個以上ついているなら、このポケモンの最大HPは(?:「(?P<n>\d+)」大きくなる|"
             r"「\+(?P<n2>\d+)」される)。", "max_hp"),
    _w("zh", rf"若这只宝可梦身上附有(?P<eleast>\d+)个以上{TYPE_ZH.replace('type', 'etype')}能量(?:卡)?，则这只宝可梦的最大HP(?:增加「(?P<n>\d+)」|「\+(?P<n2>\d+)」)。",
       "max_hp"),
    # with N or fewer Energy attached, no Retreat Cost (D-13)
    _w("en", r"If this Pokémon has (?P<emost>\d+) or fewer Energy attached to it, it has no Retreat Cost\.", "retreat_cost"),
    _w("ja", rf"このポケモンについているエネルギーが(?P<emost>\d+)個以下なら、{NO_RETREAT_JA}", "retreat_cost"),
    _w("zh", rf"若这只宝可梦身上所?附加的能量在(?P<emost>\d+)个以下，则{NO_RETREAT_ZH}", "retreat_cost"),
    # no damage from the opponent's Pokémon with N or fewer Energy attached (C-16): this Pokémon, or its player's Pokémon from the Bench
    _w("en", r"Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon that have (?P<aemost>\d+) or fewer Energy attached "
             r"to them\.", "prevent_damage", 1, True),
    _w("ja", r"このポケモンは、ついているエネルギーが(?P<aemost>\d+)個以下の相手のポケモンから、ワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("zh", r"这只宝可梦不会受到对手的身上附有(?P<aemost>\d+)个以下能量的宝可梦招式的伤害。", "prevent_damage", 1, True),
    _w("en", r"As long as this Pokémon is on your Bench, prevent all damage done to each of your Pokémon by attacks from your opponent's Pokémon that "
             r"have (?P<aemost>\d+) or less Energy attached\.", "prevent_damage", 1, True, reach="your_pokemon", where="bench"),
    _w("ja", r"このポケモンがベンチにいるかぎり、自分のポケモン全員は、ついているエネルギーが(?P<aemost>\d+)個以下の相手のポケモンからワザのダメージを受けない。",
       "prevent_damage", 1, True, reach="your_pokemon", where="bench"),
    # with damage counters on it (any, or N or more): no Retreat Cost (D-13), its attacks +N (B-04)
    _w("en", rf"If this Pokémon has (?:(?P<cany>any)|(?P<cleast>\d+) or more) damage counters on it, {NO_RETREAT_EN}", "retreat_cost"),
    _w("ja", rf"このポケモンにダメカンが(?:(?P<cleast>\d+)個以上)?(?P<cany>の)っているなら、{NO_RETREAT_JA}", "retreat_cost"),
    _w("zh", rf"若这只宝可梦身上(?P<cany>放置有)(?:(?P<cleast>\d+)个以上的)?伤害指示物，则{NO_RETREAT_ZH}", "retreat_cost"),
    _w("en", rf"If this Pokémon has (?P<cleast>\d+) or more damage counters on it, attacks used by this Pokémon do (?P<n>\d+) more damage to "
             rf"{TARGET_EN}{BEFORE_WR}", "damage_dealt"),
    _w("ja", rf"このポケモンにダメカンが(?P<cleast>\d+)個以上のっているなら、このポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。",
       "damage_dealt"),
    _w("zh", rf"若这只宝可梦身上放置有(?P<cleast>\d+)个以上的伤害指示物，则这只宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    # the Prize cards: while the opponent has N or fewer left, +N HP (D-15); while its player has more left, +N (B-04); +N for each taken
    _w("en", r"If your opponent has (?P<oprizes>\d+) or fewer Prize cards remaining, this Pokémon gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("ja", r"相手のサイドの残り枚数が(?P<oprizes>\d+)枚以下なら、このポケモンの最大HPは「(?P<n>\d+)」大きくなる。", "max_hp"),
    _w("zh", r"若对手剩余奖赏卡的张数为(?P<oprizes>\d+)张以下，则这只宝可梦的最大HP增加「(?P<n>\d+)」。", "max_hp"),
    _w("en", rf"If you have more Prize cards remaining than your opponent, this Pokémon's attacks do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}",
       "damage_dealt", when={"holder_behind": True}),
    _w("ja", rf"自分のサイドの残り枚数が、相手より多いなら、このポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt",
       when={"holder_behind": True}),
    _w("zh", rf"若自己剩余奖赏卡的张数比对手剩余奖赏卡的张数多，则这只宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt",
       when={"holder_behind": True}),
    _w("en", r"(?:This Pokémon's attacks|Attacks used by this Pokémon) do (?P<n>\d+) more damage to your opponent's Active Pokémon for each Prize card "
             r"(?:(?P<mine>you have)|(?P<theirs>your opponent has)) taken \(before applying Weakness and Resistance\)\.", "damage_dealt"),
    _w("ja", r"このポケモンが使うワザの、相手のバトルポケモンへのダメージは、(?:(?P<mine>自分)|(?P<theirs>相手))がすでにとったサイド1枚につき「\+(?P<n>\d+)」される。",
       "damage_dealt"),
    _w("zh", r"这只宝可梦使用的招式，对对手的战斗宝可梦造成的伤害，依(?:(?P<mine>自己)|(?P<theirs>对手))已经获得的奖赏卡每1张「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("en", r"This Pokémon gets \+(?P<n>\d+) HP for each Prize card (?:(?P<mine>you have)|(?P<theirs>your opponent has)) taken\.", "max_hp"),
    _w("ja", r"(?:(?P<mine>自分)|(?P<theirs>相手))がすでにとったサイド1枚につき、このポケモンの最大HPは「\+(?P<n>\d+)」される。", "max_hp"),
    _w("zh", r"这只宝可梦的最大HP，依(?:(?P<mine>自己)|(?P<theirs>对手))已经获得的奖赏卡每1张「\+(?P<n>\d+)」。", "max_hp"),
)

ABILITY += (
    # the number Weakness is applied with (step 3: the number beside it) or Resistance's (step 4), the text's instead of the one printed (II-A)
    _w("en", r"Apply Weakness for each Pokémon \(both yours and your opponent's\) as ×(?P<n>\d+) instead\.", "weakness_times", reach="all_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、おたがいのポケモン全員の弱点は、すべて「×(?P<n>\d+)」としてダメージ計算をする。", "weakness_times", reach="all_pokemon"),
    _w("en", r"Apply Weakness for your opponent's Active Pokémon as ×(?P<n>\d+) instead\.", "weakness_times", reach="opponents_active"),
    _w("ja", r"このポケモンがいるかぎり、相手のバトルポケモンの弱点は「×(?P<n>\d+)」としてダメージ計算をする。", "weakness_times", reach="opponents_active"),
    _w("zh", r"只要这只宝可梦在场上，对手的战斗宝可梦的弱点以「×(?P<n>\d+)」计算伤害。", "weakness_times", reach="opponents_active"),
    _w("en", rf"Each of your {TYPE_EN} Pokémon's Resistance is now -(?P<n>\d+)\.", "resistance_minus", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員の抵抗力は、すべて「-(?P<n>\d+)」になる。", "resistance_minus", reach="your_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，将自己所有{TYPE_ZH}宝可梦的抵抗力全部改为「-(?P<n>\d+)」。", "resistance_minus", reach="your_pokemon"),
    # the opponent's Pokémon of a type with a Weakness of another (E-21 【文例2】, ×2)
    _w("en", rf"The Weakness of each of your opponent's {TYPE_EN} Pokémon in play is now \{{(?P<becomes>{T_EN})\}}\. \(Apply Weakness as ×(?P<n>\d+)\.\)",
       "weakness_type", reach="opponents_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、相手の場の{TYPE_JA}ポケモン全員の弱点は、すべて\[(?P<becomes>{T_JA})\]タイプになる。\[弱点は「×(?P<n>\d+)」で計算する。\]",
       "weakness_type", reach="opponents_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，对手的场上的所有{TYPE_ZH}宝可梦的弱点全部改为【(?P<becomes>{T_ZH})】属性。\[弱点以「×(?P<n>\d+)」计算伤害。\]",
       "weakness_type", reach="opponents_pokemon"),
    # no Weakness (D-13): either player's Pokémon of a type; either player's, no Resistance either, while this one is on the Bench (E-13)
    _w("ja", rf"このポケモンがいるかぎり、おたがいの場の{TYPE_JA}ポケモン全員の弱点は、すべてなくなる。", "no_weakness", reach="all_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，双方的场上的所有{TYPE_ZH}宝可梦的弱点全部消除。", "no_weakness", reach="all_pokemon"),
    _w("en", r"As long as this Pokémon is on your Bench, Pokémon in play \(both yours and your opponent's\) have no Weakness or Resistance\.", "no_weakness",
       reach="all_pokemon", where="bench", also=(("no_resistance", 1, {}, None),)),
)

#: "If a Stadium is in play" (any player's: ``stadium_in_play``; its player's, ``holder_stadium``), as printed.
STADIUM_EN = r"If (?:a Stadium(?: card)? is in play|there is any Stadium(?: card)?(?: is)? in play|(?P<own>you have a Stadium(?: card)? in play)), "
STADIUM_JA = r"場に(?P<own>自分の)?スタジアムが出ているなら、"
STADIUM_ZH = r"若场上有(?P<own>自己的)?竞技场卡，则"

ABILITY += (
    # while a Stadium is in play: no Retreat Cost (D-13), no Weakness (D-13); its player's Pokémon of a type −N Retreat Cost (D-12)
    _w("en", rf"{STADIUM_EN}{NO_RETREAT_EN}", "retreat_cost", when={"stadium_in_play": True}),
    _w("ja", rf"{STADIUM_JA}{NO_RETREAT_JA}", "retreat_cost", when={"stadium_in_play": True}),
    _w("zh", rf"{STADIUM_ZH}{NO_RETREAT_ZH}", "retreat_cost", when={"stadium_in_play": True}),
    _w("en", rf"{STADIUM_EN}this Pokémon has no Weakness\.", "no_weakness", when={"stadium_in_play": True}),
    _w("ja", rf"{STADIUM_JA}このポケモンの弱点は、すべてなくなる。", "no_weakness", when={"stadium_in_play": True}),
    _w("zh", rf"{STADIUM_ZH}将这只宝可梦的弱点全部消除。", "no_weakness", when={"stadium_in_play": True}),
    _w("en", rf"{STADIUM_EN}the Retreat Cost of each of your {TYPE_EN} Pokémon in play is (?P<c>(?:\{{C\}})+) less\.", "retreat_cost", -1,
       reach="your_pokemon", when={"stadium_in_play": True}),
    _w("ja", rf"この特性は、{STADIUM_JA.replace('なら、', 'なら、はたらく。')}このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員のにげる(?:ために必要な|ための)エネルギーは、"
             r"それぞれ(?P<n>\d+)個ぶん少なくなる。", "retreat_cost", -1, reach="your_pokemon", when={"stadium_in_play": True}),
)

ABILITY += (
    # no Prize cards taken for it (the card's text over Knock Out step 4, II-A): Knocked Out at all, by the opponent's attack's damage,
    # from a rule box, while Asleep
    _w("en", rf"If this Pokémon (?:is (?P<asleep>Asleep) and )?is Knocked Out(?P<byattack> by damage from an attack from your opponent's (?:{ABOX_EN}|Pokémon))?, "
             r"your opponent can't take any Prize cards for it\.", "prize_count"),
    _w("ja", rf"このポケモンが(?:(?P<asleep>ねむり)なら)?、?(?P<byattack>相手の(?:ポケモン|{ABOX_JA})からワザのダメージを受けて)?きぜつしても、相手はサイドをとれない。",
       "prize_count"),
    _w("zh", rf"(?:若这只宝可梦在【(?P<asleep>睡眠)】，则|这只宝可梦)就算(?P<byattack>受到对手的(?:宝可梦|{ABOX_ZH})招式的伤害而)【(?:气绝|昏厥)】，对手也无法获得奖赏卡。",
       "prize_count"),
    # 1 more Prize card for the opponent's (Basic) Pokémon Knocked Out by the damage of this Pokémon's attack (the card's text over Knock
    # Out step 4, II-A): while this Pokémon is the Active Pokémon, its player's attack is its own (only the Active Pokémon attacks, I-A-01)
    _w("en", r"If your opponent's (?:(?P<stage>Basic) )?Pokémon is Knocked Out by damage from an attack (?:used by|of) this Pokémon, take (?P<n>\d+) "
             r"more Prize cards?\.", "prize_count", reach="opponents_pokemon", where="active", when={"by_attack_damage": True, "from_opponent": True}),
    _w("ja", r"このポケモンが使うワザのダメージで、相手の(?P<stage>たね)?ポケモンがきぜつしたなら、サイドを(?P<n>\d+)枚多くとる。", "prize_count",
       reach="opponents_pokemon", where="active", when={"by_attack_damage": True, "from_opponent": True}),
    _w("zh", r"若对手的(?P<stage>【基础】)?宝可梦因这只宝可梦使用的招式的伤害而【昏厥】了，则多获得(?P<n>\d+)张奖赏卡。", "prize_count",
       reach="opponents_pokemon", where="active", when={"by_attack_damage": True, "from_opponent": True}),
    # 1 fewer Prize card for its player's Pokémon of a type Knocked Out by the damage of the opponent's Pokémon ex, not stacking (E-15)
    _w("en", rf"If 1 of your {TYPE_EN} Pokémon is Knocked Out(?P<byattack> by damage from an attack from your opponent's (?:{ABOX_EN}|Pokémon)), that "
             rf"player takes (?P<n>\d+) fewer Prize cards?\.{NO_STACK_EN}", "prize_count", -1, reach="your_pokemon", stacks=False),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモンが、(?P<byattack>相手の(?:ポケモン|{ABOX_JA})からワザのダメージを受けて)きぜつしたとき、とられるサイドは"
             rf"(?P<n>\d+)枚少なくなる。{NO_STACK_JA}", "prize_count", -1, reach="your_pokemon", stacks=False),
)

#: "During Pokémon Checkup" (E-08: the Checkup's step 2, after the Special Conditions), as printed.
CHECKUP_EN = r"(?:During Pokémon Checkup|At any times? between turns|Between turns)"

ABILITY += (
    # at each Checkup (E-08): damage counters on the opponent's Active Pokémon, on each of their (Basic, Confused) Pokémon, while this
    # one is in the Active Spot (E-13) or anywhere; healed from this Pokémon or each of its player's Pokémon (C-06)
    _w("en", rf"{CHECKUP_EN}, if this Pokémon is (?:in the Active Spot|your Active Pokémon), put (?P<n>\d+) damage counters? on (?:(?P<oa>your opponent's Active "
             r"Pokémon)|each of your opponent's (?:(?P<stage>Basic) )?Pokémon)\.", "checkup_counters", reach="opponents_pokemon", where="active"),
    _w("en", r"As long as this Pokémon is your Active Pokémon, put (?P<n>\d+) damage counters? on each of your opponent's (?:(?P<stage>Basic) )?Pokémon "
             r"between turns\.", "checkup_counters", reach="opponents_pokemon", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、ポケモンチェックのたび、相手の(?:(?P<oa>バトルポケモン)|(?P<stage>たね)?ポケモン全員)に、?(?:それぞれ)?ダメカンを"
             r"(?:それぞれ)?(?P<n>\d+)個(?:ずつ)?のせる。", "checkup_counters", reach="opponents_pokemon", where="active"),
    _w("zh", r"只要这只宝可梦在战斗场上，每次宝可梦检查时，(?:都)?在(?:(?P<oa>对手的战斗宝可梦)|对手的所有(?P<stage>【基础】)?宝可梦)身上，?(?:各)?放置(?P<n>\d+)个伤害指示物。",
       "checkup_counters", reach="opponents_pokemon", where="active"),
    _w("en", rf"Put (?P<n>\d+) damage counters? on your opponent's (?P<hcond>Confused|Asleep|Burned|Poisoned|Paralyzed) Pokémon between turns\.",
       "checkup_counters", reach="opponents_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、ポケモンチェックのたび、相手の(?P<hcond>{CONDITION_JA})のポケモンにダメカンを(?P<n>\d+)個のせる。", "checkup_counters",
       reach="opponents_pokemon"),
    _w("zh", rf"只要这只宝可梦在场上，每次宝可梦检查时，都在对手处于【(?P<hcond>{CONDITION_ZH})】的宝可梦身上放置(?P<n>\d+)个伤害指示物。", "checkup_counters",
       reach="opponents_pokemon"),
    # the opponent's Pokémon with damage counters on them have no Abilities, but Pokémon ex, while this one is Active (D-13, E-13)
    _w("en", r"As long as this Pokémon is in the Active Spot, your opponent's Pokémon in play that have any damage counters on them have no "
             r"Abilities, except for Pokémon ex\.", "no_abilities", reach="opponents_pokemon", where="active",
       when={"holder_count": {"at_least": 1, "count": "self.counters"}, "holder_not_rule_box": ["ex"]}),
    _w("ja", r"このポケモンがバトル場にいるかぎり、相手の場のダメカンがのっているポケモン[（(]ポケモンexをのぞく[）)]の特性は、すべてなくなる。", "no_abilities",
       reach="opponents_pokemon", where="active", when={"holder_count": {"at_least": 1, "count": "self.counters"}, "holder_not_rule_box": ["ex"]}),
    _w("zh", r"只要这只宝可梦在战斗场上，对手场上的身上放置有伤害指示物的宝可梦[（(]宝可梦【ex】除外[）)]的特性全部消除。", "no_abilities",
       reach="opponents_pokemon", where="active", when={"holder_count": {"at_least": 1, "count": "self.counters"}, "holder_not_rule_box": ["ex"]}),
    # on each Pokémon that has an Ability, both players', except the ones of a name (D-06: "has an Ability"; counted per holder)
    _w("en", rf"{CHECKUP_EN}, put (?P<n>\d+) damage counters? on each Pokémon that has an Ability \(both yours and your opponent's\), except any (?P<nname>[^.,]+)\.",
       "checkup_counters", reach="all_pokemon", when={"holder_count": {"at_least": 1, "count": "self.with_ability"}}),
    _w("ja", r"このポケモンがいるかぎり、ポケモンチェックのたび、おたがいの特性を持つポケモン[（(]「(?P<nname>[^」]+)」をのぞく[）)]全員に、それぞれダメカンを"
             r"(?P<n>\d+)個のせる。", "checkup_counters", reach="all_pokemon", when={"holder_count": {"at_least": 1, "count": "self.with_ability"}}),
    _w("zh", r"只要这只宝可梦在场上，每次宝可梦检查时，在双方的拥有特性的所有宝可梦[（(]「(?P<nname>[^」]+)」除外[）)]身上各放置(?P<n>\d+)个伤害指示物。",
       "checkup_counters", reach="all_pokemon", when={"holder_count": {"at_least": 1, "count": "self.with_ability"}}),
    _w("en", rf"{CHECKUP_EN}, (?P<heal>heal) (?P<n>\d+) damage from this Pokémon\.", "on_checkup"),
    _w("ja", r"ポケモンチェックのたび、このポケモンのHPを「(?P<n>\d+)」(?P<heal>回復)する。", "on_checkup"),
    _w("zh", r"每次宝可梦检查时，都将这只宝可梦(?P<heal>恢复)「(?P<n>\d+)」HP。", "on_checkup"),
    _w("en", rf"{CHECKUP_EN}, (?P<heal>heal) (?P<n>\d+) damage from each of your Pokémon\.", "on_checkup", reach="your_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、ポケモンチェックのたび、自分のポケモン全員のHPを、それぞれ「(?P<n>\d+)」(?P<heal>回復)する。", "on_checkup", reach="your_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，每次宝可梦检查时，将自己的所有宝可梦各(?P<heal>恢复)「(?P<n>\d+)」HP。", "on_checkup", reach="your_pokemon"),
    # each time an Energy card is attached from the hand (E-07): damage counters on the opponent's Pokémon it is attached to (C-07),
    # while this one is in the Active Spot (E-13) or anywhere, or on either player's Pokémon V; healed from its player's (C-06)
    _w("en", r"(?P<active>As long as this Pokémon is (?:in the Active Spot|your Active Pokémon), )?[Ww]henever your opponent attaches an Energy card from "
             r"their hand to 1 of their Pokémon, put (?P<n>\d+) damage counters on that Pokémon\.", "on_attach", reach="opponents_pokemon"),
    _w("ja", r"このポケモンが(?:いる|(?P<active>バトル場にいる))かぎり、相手は手札からエネルギーをポケモンにつけるたび、そのポケモンにダメカンを(?P<n>\d+)個のせる。",
       "on_attach", reach="opponents_pokemon"),
    _w("zh", r"只要这只宝可梦在(?:场上|(?P<active>战斗场上))，每次对手从手牌将能量(?:卡)?附于宝可梦身上(?:时)?，(?:都)?在(?:那只|该)宝可梦身上放置(?P<n>\d+)个伤害指示物。",
       "on_attach", reach="opponents_pokemon"),
    _w("en", r"Whenever any player attaches an Energy card from their hand to 1 of their Pokémon(?P<hbox> V), put (?P<n>\d+) damage counters on that Pokémon\.",
       "on_attach", reach="all_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、おたがいのプレイヤーは、手札からエネルギーを「(?P<hbox>ポケモンV)」につけるたび、そのポケモンにダメカンを(?P<n>\d+)個のせる。",
       "on_attach", reach="all_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，双方玩家每次从手牌将能量附于「(?P<hbox>宝可梦【V】)」身上时，在那只宝可梦身上放置(?P<n>\d+)个伤害指示物。", "on_attach",
       reach="all_pokemon"),
    _w("en", r"Whenever you attach an Energy card from your hand to this Pokémon, (?P<heal>heal) (?P<n>\d+) damage from it\.", "on_attach"),
    _w("ja", r"自分の手札からこのポケモンにエネルギーをつけるたび、このポケモンのHPを「(?P<n>\d+)」(?P<heal>回復)する。", "on_attach"),
    _w("en", r"As long as this Pokémon is in the Active Spot, whenever you attach an Energy card from your hand to 1 of your Pokémon, (?P<heal>heal) "
             r"(?P<n>\d+) damage from that Pokémon\.", "on_attach", reach="your_pokemon", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、自分の手札からエネルギーをポケモンにつけるたび、そのポケモンのHPを「(?P<n>\d+)」(?P<heal>回復)する。", "on_attach",
       reach="your_pokemon", where="active"),
    _w("zh", r"只要这只宝可梦在战斗场上，每次从自己的手牌将能量卡附于宝可梦身上时，将那只宝可梦(?P<heal>恢复)「(?P<n>\d+)」HP。", "on_attach", reach="your_pokemon",
       where="active"),
)

ABILITY += (
    # changing nothing a replay asks (the damage, a Knock Out, HP left, the Retreat Cost, the Prize cards taken): cards kept from the
    # hand, deck or discard pile, Energy kept from being discarded, damage counters kept where they are, how the card is put into
    # play, what happens when it is discarded, effects on the player or their hand, Supporters in the hand, where Prize cards go,
    # Poison kept through evolving, a Special Condition or counters after retreating, who picks the new Active Pokémon, Abilities
    # that Knock Out their own Pokémon, where a Pokémon Knocked Out goes, the card thrown
    _w("en", r"Energy attached to your Pokémon can't be put into your hand, deck, or discard pile by an effect of your opponent's Item or Supporter cards\.",
       "inert"),
    _w("ja", r"このポケモンがいるかぎり、自分のポケモンについているエネルギーは、相手のグッズまたはサポートによる、トラッシュする効果と手札や山札にもどす効果を受けない。",
       "inert"),
    _w("zh", r"只要这只宝可梦在场上，自己的宝可梦身上附加的能量，不会受到对手的物品或者支援者的效果影响而丢弃与放回手牌或牌库。", "inert"),
    _w("en", r"Basic Energy attached to your (?:Basic|Benched) Pokémon can't be discarded by (?:effects of your opponent's attacks, Abilities, or Trainer cards|"
             r"an effect of your opponent's Item or Supporter cards)\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、自分の(?:たね|ベンチ)ポケモンについている基本エネルギーは、相手の(?:ワザ・特性・トレーナーズの|グッズまたはサポートによる、)"
             r"トラッシュする効果を受けない。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，自己的备战宝可梦身上附加的基本能量，不会受到对手的物品或者支援者的效果影响而丢弃。", "inert"),
    _w("en", r"As long as this Pokémon is on your Bench, cards in your deck can't be discarded by effects of your opponent's attacks, Abilities, Item cards, "
             r"or Supporter cards\.", "inert"),
    _w("ja", r"このポケモンがベンチにいるかぎり、自分の山札は、相手のワザ・特性・グッズ・サポートによる、山札をトラッシュするカードの効果を受けない。", "inert"),
    _w("zh", r"只要这只宝可梦在备战区，自己的牌库不会受到对手的招式・特性・物品・支援者的卡牌效果影响而丢弃牌库。", "inert"),
    _w("en", r"(?:Trainer cards in your opponent's discard pile can't be put into their deck by an effect of your opponent's Item or Supporter cards|Cards in "
             r"your opponent's discard pile can't be put into their hand by an effect of your opponent's Abilities or Trainer cards)\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、相手のトラッシュにある(?:トレーナーズは、相手のグッズまたはサポートの効果で、山札にもどせない|カードは、相手の特性または"
             r"トレーナーズの効果で、手札に加えられない)。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，对手的弃牌区的(?:训练家卡，无法因对手的物品卡或者支援者卡的效果而放回牌库|卡，无法因对手的特性或者训练家卡的效果而加入手牌)。",
       "inert"),
    _w("en", r"Your opponent's Pokémon that have any damage counters on them, and any cards attached to those Pokémon, can't be put into your opponent's hand\.",
       "inert"),
    _w("ja", r"このポケモンがいるかぎり、ダメカンがのっている相手のポケモンと、そのポケモンについているすべてのカードは、手札にもどせない。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，对手的身上放置有伤害指示物的宝可梦，与该宝可梦身上所附加的所有卡，无法放回手牌。", "inert"),
    _w("en", r"Damage counters on each Pokémon \(both yours and your opponent's\) can't be moved to other Pokémon\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、おたがいのポケモン全員にのっているダメカンは、別のポケモンにのせ替えられない。", "inert"),
    _w("en", r"Put this Pokémon into play only with the effect of [^.]+ Ability\.(?: \(When you are setting up to play, you cannot put it face down as your "
             r"Active Pokémon or on your Bench\.\))?", "inert"),
    _w("ja", r"このカードは、「?[^「」]+」?の特性「[^」]+」の効果によってしか場に出せない。(?:\(このカードは、対戦準備でも場に出せない。\))?", "inert"),
    _w("zh", r"这张卡只可依据「?[^「」]+」?的特性「[^」]+」的效果放置于场上。(?:\(这张卡在对战准备时也不可放置于场上\))?", "inert"),
    _w("en", r"If you discard this Pokémon with the effect of [^,]+, discard the top card of your opponent's deck\.", "inert"),
    _w("ja", r"このポケモンが、「[^」]+」の効果でトラッシュされたとき、相手の山札を上から\d+枚トラッシュする。", "inert"),
    _w("zh", r"当这只宝可梦因「[^」]+」的效果而被丢到弃牌区时，从对手的牌库上方抽出\d+张丢到弃牌区。", "inert"),
    _w("en", r"During your opponent's turn, if this Pokémon is discarded from your (?:deck|hand) by an effect of an attack or Ability from your opponent's "
             r"Pokémon, or by an effect of your opponent's Item or Supporter cards, discard (?:the top \d+ cards of your opponent's deck|your opponent's hand)\.",
       "inert"),
    _w("ja", r"相手の番に、このカードが相手のワザ・特性・グッズ・サポートの効果で(?:山札|手札)からトラッシュされたとき、相手の(?:山札を上から\d+枚|手札をすべて)トラッシュする。",
       "inert"),
    _w("zh", r"在对手的回合，当这张卡因对手的招式・特性・物品卡・支援者卡的效果而从手牌被丢弃时，将对手的手牌全部丢弃。", "inert"),
    _w("en", r"(?:Whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to you or your hand|Prevent all "
             r"effects of attacks done to you or your hand by your opponent's Pokémon\. Remove any existing effects)\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、このカードの持ち主とその手札は、相手(?:が手札からサポートを出して使ったとき、その効果を受けない|のポケモンが使うワザの効果を受けない。"
             r"すでに受けている効果は、すべてなくなる)。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，对手从手牌使出支援者时，这张卡的持有人与其手牌不会受到其效果的影响。", "inert"),
    _w("en", r"As long as this Pokémon is in the Active Spot, each Supporter card in your opponent's hand has the effect “Draw \d+ cards\.” \(This happens instead "
             r"of the card's usual effect\.\)", "inert"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、相手の手札にあるサポートの効果は、すべて「自分の山札を\d+枚引く。」になる。", "inert"),
    _w("zh", r"只要这只宝可梦在战斗场上，对手的手牌的支援者卡的效果全部改为「从自己的牌库抽出\d+张卡」。", "inert"),
    _w("en", r"Your opponent puts any Prize cards they would take in the Lost Zone instead of into their hand\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、相手がとるサイドは、手札には加えず、ロストゾーンに置く。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，对手获得的奖赏卡不加入手牌，而是放置于放逐区。", "inert"),
    _w("en", r"Your opponent's Poisoned Pokémon don't recover from that Special Condition when they evolve or devolve\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、相手のどくのポケモンは、進化・退化してもどくが回復しない。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，对手的【中毒】的宝可梦，就算进化・退化，【中毒】也不会恢复。", "inert"),
    _w("en", rf"Whenever your opponent's Active Pokémon (?:moves to the Bench during their turn|retreats), their new Active Pokémon is (?:now )?{CONDITION_EN}\.",
       "inert"),
    _w("ja", rf"このポケモンがいるかぎり、(?:相手の番に、)?相手のバトルポケモンが(?:ベンチにもどる|にげる)たび、新しく出てきたポケモンを{CONDITION_JA}にする。", "inert"),
    _w("zh", rf"只要这只宝可梦在场上，(?:在对手的回合，)?每次对手的战斗宝可梦(?:回到备战区时|【撤退】)，(?:都)?将新上场的宝可梦【{CONDITION_ZH}】。", "inert"),
    _w("en", r"Whenever your opponent's Active Pokémon moves to the Bench during their turn, place \d+ damage counters on that Pokémon\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、相手の番に、相手のバトルポケモンがベンチにもどるたび、そのポケモンにダメカンを\d+個のせる。", "inert"),
    _w("en", r"When your opponent's Active Pokémon is Knocked Out, flip a coin\. If heads, choose which of your opponent's Benched Pokémon becomes their new "
             r"Active Pokémon\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、相手のバトルポケモンがきぜつしたとき、自分はコインを1回投げる。オモテなら、次にバトル場に出す相手のベンチポケモンは、このポケモンの"
             r"持ち主が選ぶ。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，当对手的战斗宝可梦【(?:气绝|昏厥)】时，己方掷1次硬币。若为正面，则下只放置于战斗场的对手的备战宝可梦，由这只宝可梦的持有人选择。",
       "inert"),
    _w("en", r"Pokémon in play \(both yours and your opponent's\) lose any Ability that requires the Pokémon using it to Knock Out itself\.", "inert"),
    _w("ja", r"このポケモンがいるかぎり、おたがいのポケモン全員は、そのポケモン自身をきぜつさせる効果の特性が、すべてなくなる。", "inert"),
    _w("zh", r"只要这只宝可梦在场上，双方所有宝可梦的将自己【(?:气绝|昏厥)】的效果的特性，全部消除。", "inert"),
    _w("en", r"If your opponent's Pokémon is Knocked Out by damage from this Pokémon's attacks, put that Pokémon and all cards attached to it in the Lost Zone "
             r"instead of the discard pile\.", "inert"),
    _w("ja", r"このポケモンのワザのダメージで、相手のポケモンがきぜつしたなら、そのポケモンと、ついているすべてのカードはトラッシュせず、ロストゾーンに置く。", "inert"),
    _w("zh", r"若对手的宝可梦因这只宝可梦的?招式的伤害而【(?:气绝|昏厥)】，则(?:将那只宝可梦与附于其身上的全部卡放置于迷失区，而不是弃牌区|该宝可梦与所附加的所有卡不会"
             r"丢到弃牌区，而是放置于放逐区)。", "inert"),
    _w("en", r"When this Doduo retreats, hold this card and throw it as hard as you can because Doduo is running away\. Throw the card horizontally with a snap "
             r"to get the farthest distance!", "inert"),
    _w("ja", r"このドードーがにげるときはカードを持ち、思い切り投げる。なぜなら逃げまくるから。スナップをきかせて水平に投げるとよく飛ぶぞ!", "inert"),
    # after the damage or the Knock Out (E-03, E-04), changing nothing asked: Pokémon searched onto the Bench, a card of the opponent's
    # hand put under their deck, Energy of a Pokémon Knocked Out into the hand or onto another Pokémon
    _w("en", r"If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon \(even if this Pokémon is Knocked Out\), search "
             r"your deck for up to \d+ Pokémon that have “[^”]+” in their name and put them onto your Bench\. Then, shuffle your deck\.", "after"),
    _w("ja", r"このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、(?:自分の山札から、名前に「[^」]+」とつくポケモンを\d+枚まで選び、ベンチに出す。"
             r"そして山札を切る|相手の手札からオモテを見ないで1枚選び、そのカードのオモテを見てから、相手の山札の下にもどす)。", "after"),
    _w("zh", r"(?:当)?这只宝可梦在战斗场上?受到对手的宝可梦招式的伤害时，(?:从自己的牌库选择最多\d+张名称中有「[^」]+」的宝可梦卡，放置于备战区。并且重洗牌库|"
             r"在不看正面的情况下，从对手的手牌选择1张，在看过那张卡的正面后，放回对手的牌库下方)。", "after"),
    _w("en", r"If this Pokémon is in the Active Spot and is damaged by an opponent's attack \(even if it is Knocked Out\), choose a random card from your "
             r"opponent's hand\. Your opponent reveals that card and puts it on the bottom of their deck\.", "after"),
    _w("en", r"When this Pokémon is Knocked Out, search your deck for up to \d+ [^.]+ and put them onto your Bench\. Then, shuffle your deck\.", "after"),
    _w("ja", r"このポケモンがきぜつしたとき、自分の山札にある「[^」]+」を\d+枚まで、ベンチに出す。そして山札を切る。", "after"),
    _w("zh", r"当这只宝可梦【(?:气绝|昏厥)】时，从自己的牌库抽出最多\d+张「[^」]+」，放置于备战区。并且重洗牌库。", "after"),
    _w("en", rf"When 1 of your {TYPE_EN} Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, you may put all Basic \{{[A-Z]\}} Energy "
             r"attached to that Pokémon into your hand instead of the discard pile\.", "after"),
    _w("ja", r"自分の(?:\[[^\]]+\]|たねポケモンの「ポケモンV」)(?:ポケモン)?が、相手のポケモンからワザのダメージを受けてきぜつするたび、1回使える。きぜつしたポケモンについている"
             r"(?:「基本\[[^\]]+\]エネルギー」はトラッシュせず、すべて手札にもどす|基本エネルギーを1枚選び、自分の別のポケモンにつけ替える)。", "after"),
    _w("zh", r"每次当自己的(?:【[^】]+】|【基础】宝可梦的「宝可梦【V】」)(?:宝可梦)?受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，可使用1次。(?:【(?:气绝|昏厥)】的宝可梦身上附加的"
             r"「基本【[^】]+】能量」卡不丢弃，而是全部放回手牌|选择1张【(?:气绝|昏厥)】的宝可梦身上附加的基本能量卡，改附于自己的其他宝可梦身上)。", "after"),
    _w("zh", rf"当这只宝可梦在战斗场上，受到对手的宝可梦招式的伤害时，将使用招式的宝可梦【{CONDITION_ZH}】。", "after"),
    # Energy of a type providing 2 (D-07), on its player's Pokémon (of a type, with a part of a name), not stacking (E-15)
    _w("en", rf"Each [Bb]asic \{{(?P<what>{T_EN})\}} Energy attached to (?:all of )?your (?:{TYPE_EN} )?Pokémon (?:that have “(?P<hhas>[^”]+)” in their name )?"
             rf"provides (?P<c>(?:\{{[A-Z]\}})+) Energy\.{NO_STACK_EN}", "energy_provides", reach="your_pokemon", stacks=False),
    _w("ja", rf"このポケモンがいるかぎり、自分の(?:場の(?:、名前に「(?P<hhas>[^」]+)」とつく)?|{TYPE_JA})?ポケモン(?:全員)?についている(?:すべての)?「?基本\[(?P<what>{T_JA})\]"
             rf"エネルギー」?は、それぞれ\[[^\]]+\]エネルギー(?P<n>\d+)個ぶんとしてはたらく。{NO_STACK_JA}", "energy_provides", reach="your_pokemon", stacks=False),
    _w("zh", rf"只要这只宝可梦在场上，自己的场上(?:的，名称中有「(?P<hhas>[^」]+)」的)?宝可梦身上(?:所)?附加的基本【(?P<what>{T_ZH})】能量，(?:各视为|视为各)提供(?P<n>\d+)个【[^】]+】能量。"
             rf"{NO_STACK_ZH}", "energy_provides", reach="your_pokemon", stacks=False),
    # its player's TAG TEAM Pokémon −N (B-05)
    _w("en", rf"Your TAG TEAM Pokémon take (?P<n>\d+) less damage {FROM_EN}{AFTER_WR}", "damage_taken", -1, True, reach="your_pokemon",
       when={"holder_rule_box": ["tag-team"]}),
    _w("ja", rf"このポケモンがいるかぎり、自分の(?:「TAGTEAM」|TAGTEAMの)ポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken", -1, True,
       reach="your_pokemon", when={"holder_rule_box": ["tag-team"]}),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有「TAGTEAM」宝可梦，{FROM_ZH}「-(?P<n>\d+)」点。", "damage_taken", -1, True, reach="your_pokemon",
       when={"holder_rule_box": ["tag-team"]}),
    # while Confused, damage prevented on a coin's heads (C-16 at step 6)
    _w("en", r"If this Pokémon is Confused and is damaged by an attack, (?P<coin>flip a coin)\. If heads, prevent that damage\.", "prevent_damage",
       when={"holder_conditions": ["confused"]}),
    _w("ja", r"このポケモンがこんらんなら、このポケモンがワザのダメージを受けるとき、(?P<coin>自分はコインを1回投げる)。オモテなら、このポケモンはそのダメージを受けない。",
       "prevent_damage", when={"holder_conditions": ["confused"]}),
    _w("zh", r"若这只宝可梦【混乱】，则这只宝可梦受到招式的伤害时，(?P<coin>自己掷1次硬币)。若为正面，则这只宝可梦不会受到那个伤害。", "prevent_damage",
       when={"holder_conditions": ["confused"]}),
    # attack costs (D-11, D-12): the opponent's Pokémon VSTAR's +1, not stacking; this Pokémon's −1 for each Prize card the opponent has taken
    _w("en", rf"Your opponent's Pokémon(?P<hbox> VSTAR)'s attacks cost (?P<c>\{{(?P<ctype>C)\}}) more\.{NO_STACK_EN}", "attack_cost", reach="opponents_pokemon",
       stacks=False),
    _w("ja", rf"このポケモンがいるかぎり、相手の「(?P<hbox>ポケモンVSTAR)」は、ワザを使うためのエネルギーが、\[(?P<ctype>無)\]エネルギー(?P<n>\d+)個ぶん多くなる。{NO_STACK_JA}",
       "attack_cost", reach="opponents_pokemon", stacks=False),
    _w("zh", rf"只要这只宝可梦在场上，对手的「(?P<hbox>宝可梦【VSTAR】)」使用招式所需的能量增加(?P<n>\d+)个【(?P<ctype>无)】能量。{NO_STACK_ZH}", "attack_cost",
       reach="opponents_pokemon", stacks=False),
    _w("en", r"This Pokémon's attacks cost (?P<c>\{(?P<ctype>C)\}) less for each Prize card your opponent has taken\.", "attack_cost", -1,
       when={"per": "opponents.prizes_taken"}),
    _w("ja", r"相手がすでにとったサイドの枚数ぶん、このポケモンがワザを使うための(?P<c>\[(?P<ctype>無)\])エネルギーは少なくなる。", "attack_cost", -1,
       when={"per": "opponents.prizes_taken"}),
    _w("zh", r"这只宝可梦使用招式所需的(?P<c>【(?P<ctype>无)】)能量，减少对手已经获得的奖赏卡的张数数量。", "attack_cost", -1, when={"per": "opponents.prizes_taken"}),
    # one attack named costing less (Seasoned Skill: D-12): the replay pays an attack's printed cost in full, so a lower cost changes
    # nothing it asks (the damage, a Knock Out, the Prize cards, HP left, a Retreat Cost)
    _w("en", r"[A-Z][\w' -]* used by this Pokémon costs (?:\{C\})+ less for each Prize card your opponent has taken\.", "inert"),
    _w("ja", r"相手がすでにとったサイドの枚数ぶん、このポケモンが「[^」]+」を使うための\[無\]エネルギーは少なくなる。", "inert"),
    _w("zh", r"这只宝可梦使用「[^」]+」所需的【无】能量，减少对手已经获得的奖赏卡的张数数量。", "inert"),
)

ABILITY += (
    # the opponent's Poisoned Pokémon: can't retreat (C-14); do no damage to this Pokémon (C-16)
    _w("en", r"Your opponent's Poisoned Pokémon can't retreat\.", "cant_retreat", reach="opponents_pokemon", when={"holder_conditions": ["poisoned"]}),
    _w("ja", r"このポケモンがいるかぎり、相手のどくのポケモンは、にげられない。", "cant_retreat", reach="opponents_pokemon", when={"holder_conditions": ["poisoned"]}),
    _w("en", r"Prevent all damage done to this Pokémon by attacks from your opponent's Poisoned Pokémon\.", "prevent_damage", 1, True,
       when={"attacker_conditions": ["poisoned"]}),
    _w("ja", r"このポケモンは、相手のどくのポケモンから、ワザのダメージを受けない。", "prevent_damage", 1, True, when={"attacker_conditions": ["poisoned"]}),
    # its player's Pokémon with a part of a name −N (B-05), as the Chinese prints write it
    _w("zh", rf"只要这只宝可梦在场上，自己的场上的，所有名称中有「(?P<hhas>[^」]+)」的宝可梦，{FROM_ZH}「-(?P<n>\d+)」点。", "damage_taken", -1, True, reach="your_pokemon"),
    # its player's Pokémon of a type with Energy of a type attached −N (B-05)
    _w("en", rf"Any damage done by an opponent's attack to each of your {TYPE_EN} Pokémon that has any \{{(?P<etypes>{T_EN})\}} Energy attached to it is "
             rf"reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1, True, reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、\[(?P<etypes>{T_JA})\]エネルギーがついている自分の{TYPE_JA}ポケモン全員が、{FROM_JA}は「-(?P<n>\d+)」される。", "damage_taken",
       -1, True, reach="your_pokemon"),
    # its player's Restored Pokémon have no Weakness (D-13)
    _w("en", r"Each of your Restored Pokémon has no Weakness\.", "no_weakness", reach="your_pokemon", when={"holder_stage": "restored"}),
    _w("ja", r"このポケモンがいるかぎり、自分の復元ポケモン全員の弱点は、すべてなくなる。", "no_weakness", reach="your_pokemon", when={"holder_stage": "restored"}),
    # no damage to its player's Benched Pokémon without a Rule Box (C-16; the builder reads which have one off the cards)
    _w("en", rf"Prevent all damage done to your Benched Pokémon that don't have a Rule Box by attacks from your opponent's Pokémon\. {RULE_BOXES_EN}",
       "prevent_damage", 1, True, reach="your_bench", when={"holder_no_rule_box": True}),
    _w("ja", r"このポケモンがいるかぎり、自分のベンチポケモン\(「ルールを持つポケモン」をのぞく\)全員は、相手のワザのダメージを受けない。", "prevent_damage", 1, True,
       reach="your_bench", when={"holder_no_rule_box": True}),
    _w("zh", r"只要这只宝可梦在场上，自己的所有备战宝可梦\(「拥有规则的宝可梦」除外\)不会受到对手的招式的伤害。", "prevent_damage", 1, True, reach="your_bench",
       when={"holder_no_rule_box": True}),
    # damage counters on the Attacking Pokémon when its player's Active Pokémon (of a name, of a type) is damaged (E-03)
    _w("en", rf"If your Active (?:{NAMES_EN}|{TYPE_EN} Pokémon) is damaged by an attack from your opponent's Pokémon \(even if (?:it|your Active [^)]+) is Knocked "
             r"Out\), (?:put|place) (?P<n>\d+) damage counters? on the Attacking Pokémon\.", "on_damaged", reach="your_pokemon",
       when={"holder_active": True, "from_opponent": True}),
    _w("ja", rf"このポケモンがいるかぎり、自分のバトル場の(?:{HNAMES_JA}|{TYPE_JA}ポケモン)が、相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを"
             r"(?P<n>\d+)個のせる。", "on_damaged", reach="your_pokemon", when={"holder_active": True, "from_opponent": True}),
    _w("zh", rf"只要这只宝可梦在场上，当自己的战斗场的{HNAMES_ZH}受到对手的宝可梦招式的伤害时，在使用招式的宝可梦身上放置(?P<n>\d+)个伤害指示物。", "on_damaged",
       reach="your_pokemon", when={"holder_active": True, "from_opponent": True}),
)

ABILITY += (
    # no healing (C-06): either player's Pokémon, the opponent's Benched Pokémon
    _w("en", r"Pokémon \(both yours and your opponent's\) can't be healed\.", "no_healing", reach="all_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、おたがいのポケモン全員のHPは、回復しない。", "no_healing", reach="all_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，双方的所有宝可梦的HP无法恢复。", "no_healing", reach="all_pokemon"),
    _w("en", r"Your opponent's Benched Pokémon can't be healed\.", "no_healing", reach="opponents_pokemon", when={"holder_active": False}),
    _w("ja", r"このポケモンがいるかぎり、相手のベンチポケモン全員のHPは、回復しない。", "no_healing", reach="opponents_pokemon", when={"holder_active": False}),
    _w("zh", r"只要这只宝可梦在场上，对手的所有备战宝可梦的HP无法恢复。", "no_healing", reach="opponents_pokemon", when={"holder_active": False}),
)

ABILITY += (
    # unaffected by the Supporters the opponent plays from their hand (E-29): its player's Benched Pokémon (of a type, Basic, Pokémon V)
    # while this one is in the Active Spot or with the opponent's Prize cards left 2 or fewer; its player's Pokémon of a type from the Bench
    _w("en", rf"(?:(?P<active>As long as this Pokémon is (?:your Active Pokémon|in the Active Spot)), |(?P<bench>As long as this Pokémon is on your Bench), |If your "
             r"opponent has (?P<oprizes>\d+) or fewer Prize cards remaining, )whenever your opponent plays (?P<played>a Supporter) card from their hand, prevent all "
             rf"effects of that card done to your (?:(?P<benched>Benched) (?:(?P<stage>Basic) |{TYPE_EN} )?Pokémon(?P<hbox> V)?|(?P<inplay>{TYPE_EN.replace('?P<type>', '?P<type2>')} "
             r"Pokémon in play))\.", "unaffected_by_played", reach="your_pokemon"),
    _w("ja", rf"(?:このポケモンが(?P<active>バトル場に)いるかぎり、|このポケモンが(?P<bench>ベンチに)いるかぎり、|相手のサイドの残り枚数が(?P<oprizes>\d+)枚以下なら、はたらく。このポケモンが"
             rf"いるかぎり、)自分の(?:(?P<benched>ベンチの)(?:(?P<stage>たね)|{TYPE_JA}|「(?P<hbox>ポケモンV)」)?|(?P<inplay>場の){TYPE_JA.replace('?P<type>', '?P<type2>')})(?:ポケモン)?全員は、相手が"
             r"手札から(?P<played>サポート)を出して使ったとき、その効果を受けない。", "unaffected_by_played", reach="your_pokemon"),
    _w("zh", rf"(?:只要这只宝可梦在(?P<active>战斗场上)，|只要这只宝可梦在(?P<bench>备战区)，|若对手剩余奖赏卡的张数为(?P<oprizes>\d+)张以下则生效。只要这只宝可梦在场上，)(?:当)?对手从手牌"
             rf"使出(?P<played>支援者)(?:卡)?时，自己的(?:(?P<benched>备战区的所有)(?:(?P<stage>【基础】)|{TYPE_ZH}|「(?P<hbox>宝可梦【V】)」)?|(?P<inplay>场上的所有){TYPE_ZH.replace('?P<type>', '?P<type2>')})"
             r"(?:宝可梦)?不会受到其效果的影响。", "unaffected_by_played", reach="your_pokemon"),
    # no Retreat Cost while a Stadium is in play (D-13), as a Japanese print words it
    _w("ja", rf"この特性は、場にスタジアムが出ているなら、はたらく。{NO_RETREAT_JA}", "retreat_cost", when={"stadium_in_play": True}),
    # evolving it from the hand by its own permission, healed first: used when its player evolves it, which a replay never does
    _w("zh", r"这只宝可梦在自己的回合，可从手牌使出从「[^」]+」进化而来的卡，放置于这只宝可梦身上完成进化\(在自己的最初回合与这只宝可梦上场的回合除外\)。在进化前，将这只宝可梦的HP"
             r"全部恢复。", "inert"),
)

ABILITY += (
    # with basic Energy attached (D-07), −N (B-05)
    _w("en", rf"If this Pokémon has any (?P<ebasic>basic) Energy attached to it, it takes (?P<n>\d+) less damage from attacks{AFTER_WR}", "damage_taken", -1),
    _w("ja", r"このポケモンに(?P<ebasic>基本)エネルギーがついているなら、このポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1),
    # damaged in the Active Spot by the opponent's attack (E-03): damage counters on each of its player's Benched Pokémon (C-07)
    _w("en", r"If this Pokémon is your Active Pokémon and is damaged by an opponent's attack \(even if this Pokémon is Knocked Out\), put (?P<n>\d+) damage "
             r"counters on each of (?P<tbench>your Benched Pokémon)\.", "on_damaged", when={"holder_active": True, "from_opponent": True}),
    _w("ja", r"このポケモンが、バトル場で相手のポケモンからワザのダメージを受けたとき、(?P<tbench>自分のベンチポケモン全員)に、それぞれダメカンを(?P<n>\d+)個のせる。",
       "on_damaged", when={"holder_active": True, "from_opponent": True}),
    # Asleep still after the Checkup's Special Conditions (step 1): N damage counters on the opponent's Active Pokémon at step 2 (E-08)
    _w("en", r"If this Pokémon remains Asleep between turns, put (?P<n>\d+) damage counters on (?P<topp>your opponent's Active Pokémon)\.", "on_checkup",
       when={"holder_conditions": ["asleep"]}),
    _w("ja", r"このポケモンがねむりのとき、ポケモンチェックで、このポケモンがねむりから回復しなかったなら、(?P<topp>相手のバトルポケモン)に、ダメカンを(?P<n>\d+)個のせる。",
       "on_checkup", when={"holder_conditions": ["asleep"]}),
    _w("zh", r"在这只宝可梦【睡眠】时，宝可梦检查中，若这只宝可梦没有从【睡眠】恢复，则在(?P<topp>对手的战斗宝可梦)身上放置(?P<n>\d+)个伤害指示物。", "on_checkup",
       when={"holder_conditions": ["asleep"]}),
    # in the Active Spot (E-13), +N HP for each of its player's Benched Pokémon (D-15)
    _w("en", r"If this Pokémon is your Active Pokémon, it gets \+(?P<n>\d+) HP for each of (?P<perbench>your Benched Pokémon)\.", "max_hp", where="active"),
    _w("ja", r"このポケモンがバトル場にいるかぎり、このポケモンの最大HPは、(?P<perbench>自分のベンチポケモン)1匹につき「(?P<n>\d+)」大きくなる。", "max_hp", where="active"),
    # the effects of the opponent's attacks, damage excluded (C-17), on this Pokémon named by name, unless it is Asleep, Confused or Paralyzed
    _w("en", r"Prevent all effects of your opponent's attacks, other than damage, done to (?P<selfname>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*)\. This power "
             r"(?P<powered>stops working) while (?P=selfname) is Asleep, Confused, or Paralyzed\.", "prevent_effects", 1, True),
    # no Retreat Cost (D-13) while the opponent has a Pokémon of a rule box in play, or its player a Pokémon of a type (a count of the
    # Pokémon in play, Active and Benched: the board says them, or the Bench is lacking)
    _w("en", rf"If your opponent has any Pokémon(?P<obox>-GX or Pokémon-EX| V) in play, {NO_RETREAT_EN}", "retreat_cost"),
    _w("ja", rf"相手の場に「(?P<obox>ポケモンGX・EX|ポケモンV)」がいるなら、{NO_RETREAT_JA}", "retreat_cost"),
    _w("zh", rf"若对手的场上有「(?P<obox>宝可梦GX・EX|宝可梦【V】)」，则{NO_RETREAT_ZH}", "retreat_cost"),
    _w("en", rf"If you have any \{{(?P<ytype>{T_EN})\}} Pokémon in play, {NO_RETREAT_EN}", "retreat_cost"),
    _w("ja", rf"自分の場に\[(?P<ytype>{T_JA})\]ポケモンがいるなら、{NO_RETREAT_JA}", "retreat_cost"),
    _w("zh", rf"若自己的场上有【(?P<ytype>{T_ZH})】宝可梦，则{NO_RETREAT_ZH}", "retreat_cost"),
    # its player's Pokémon with Energy of a type attached, of a type, or all: no Special Conditions, or not one named (II-A)
    _w("en", rf"Each of your Pokémon that has any {TYPE_EN} Energy attached(?: to it)? (?:can't be affected by any Special Conditions\. (?:Remove any "
             r"Special Conditions affecting those Pokémon\.|\(Remove any Special Conditions affecting those Pokémon\.\))|recovers from all Special "
             r"Conditions and can't be affected by any Special Conditions\.)", "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員は、特殊状態にな(?:らず、|らない。\()受けている特殊状態は、"
             r"すべて回復する。\)?", "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員は、(?P<cond>こんらん)にならず、受けているこんらんは、すべて回復する。",
       "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有身上附有{TYPE_ZH}能量的宝可梦不会【(?P<cond>混乱)】，受到的【混乱】会全部恢复。",
       "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("zh", rf"只要这只宝可梦在场上，自己的所有身上附有{TYPE_ZH}能量的宝可梦不会(?:陷入|处于)特殊状态，并将(?:受到的)?特殊状态全部恢复。",
       "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("en", rf"Each of your Pokémon that has any {TYPE_EN} Energy attached to it can't be (?P<cond>Paralyzed)\. \(If any of those Pokémon are "
             r"Paralyzed, remove that Special Condition\.\)", "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("ja", rf"このポケモンがいるかぎり、{TYPE_JA}エネルギーがついている自分のポケモン全員は、(?P<cond>マヒ)にならない。\(受けているマヒは回復する。\)",
       "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("en", rf"All of your Pokémon that have {TYPE_EN} Energy attached can't be (?P<cond>Confused), and if they are already Confused, they recover "
             r"from that Special Condition\.", "no_conditions", reach="your_pokemon", when={"energy": True}),
    _w("en", rf"Your {TYPE_EN} Pokémon can't be (?P<cond>Confused)\. If those Pokémon are already Confused, remove that Special Condition\.",
       "no_conditions", reach="your_pokemon"),
    _w("en", r"Your Pokémon recover from all Special Conditions and can't be affected by any Special Conditions\.", "no_conditions",
       reach="your_pokemon"),
    _w("ja", r"このポケモンがいるかぎり、自分のポケモン全員は、特殊状態にならず、受けている特殊状態は、すべて回復する。", "no_conditions", reach="your_pokemon"),
    _w("zh", r"只要这只宝可梦在场上，自己的所有宝可梦不会陷入特殊状态，并将受到的特殊状态全部恢复。", "no_conditions", reach="your_pokemon"),
    _w("ja", rf"このポケモンがいるかぎり、自分の{TYPE_JA}ポケモン全員は(?P<cond>こんらん)にならず、受けているこんらんは、すべて回復する。", "no_conditions",
       reach="your_pokemon"),
)
