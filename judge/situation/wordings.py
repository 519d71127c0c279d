"""The printed wordings card text is run in (:mod:`judge.situation.texts` reads a text with them).

Each wording is one whole text, as printed in one language (``en``, ``ja``, ``zh``: Chinese read in
Simplified, NFKC, one line), and the engine effect it is. Only the simplest kinds the engine models
are here: damage an attack does to the opponent's Active Pokémon +N (damage step 2, II-B-04),
damage taken from attacks −N (damage step 5, II-B-05), no Weakness (II-D-13), damage prevented
(II-C-16), a Knock Out survived at full HP (II-D-14), the Retreat Cost −N / +N or none (II-D-10),
maximum HP ±N (II-D-15); an attack's flags (B-06, B-07), its × per card discarded (B-02), its
damage to the Bench (B-08), its damage to itself (B-09), the Poison it gives and the counters that
Poison puts (E-16), and the texts acting after its damage that change nothing a replay asks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: The rule boxes a qualifier of "your opponent's Active Pokémon" names, as printed: "Pokémon V"
#: are also the VMAX and VSTAR (they are Pokémon V).
BOXES = {"V": ["V", "VMAX", "VSTAR"], "ex": ["ex"], "【ex】": ["ex"], "GX": ["GX"], "EX": ["EX"], "VMAX": ["VMAX"],
         "VSTAR": ["VSTAR"], "GX・EX": ["GX", "EX"], "-GX or Active Pokémon-EX": ["GX", "EX"], "【V】": ["V", "VMAX", "VSTAR"],
         "【VMAX】": ["VMAX"], "【VSTAR】": ["VSTAR"]}
#: A stage as printed in a text ("the Basic Pokémon this card is attached to", 「たねポケモン」, 「【2阶进化】」).
STAGES = {"Basic ": "basic", "Basic": "basic", "Stage 1 ": "stage1", "Stage 1": "stage1", "Stage 2 ": "stage2", "Stage 2": "stage2",
          "たね": "basic", "1進化": "stage1", "2進化": "stage2", "【基础】": "basic", "【1阶进化】": "stage1", "【2阶进化】": "stage2"}
#: A type as printed in a text ({M}, [鋼], 【钢】).
TYPES = {"G": "grass", "R": "fire", "W": "water", "L": "lightning", "P": "psychic", "F": "fighting", "D": "darkness", "M": "metal",
         "Y": "fairy", "N": "dragon", "C": "colorless", "草": "grass", "炎": "fire", "火": "fire", "水": "water", "雷": "lightning",
         "超": "psychic", "闘": "fighting", "斗": "fighting", "悪": "darkness", "恶": "darkness", "鋼": "metal", "钢": "metal",
         "フェアリー": "fairy", "妖": "fairy", "竜": "dragon", "龙": "dragon", "無": "colorless", "无": "colorless"}
#: Words that make an amount negative ("less", 「少なく」, 「减少」, a printed "-").
LESS = ("less", "少なく", "减少", "-")


@dataclass(frozen=True)
class Wording:
    """One printed wording: its language, the pattern of the whole text, and the effect it is."""

    lang: str
    """``en``, ``ja`` or ``zh`` (Simplified; a Traditional text is read through :func:`simplified`)."""
    pattern: re.Pattern
    kind: str
    """An engine effect kind (``damage_dealt``, ``damage_taken``, ``max_hp``, ``retreat_cost``, ``no_weakness``,
    ``prevent_damage``, ``survive_at``), or an attack's: ``flags``, ``times_discarded``, ``plus_each``, ``bench``, ``self_damage``,
    ``poison`` (the opponent's Active Pokémon Poisoned, ``n`` counters at each Checkup), ``prizes_more`` (``n`` more Prize
    cards for a Pokémon its damage Knocks Out), ``bench_counters`` (``n`` damage counters on the Bench as the attacker
    likes), ``plus_if_stadium`` (``n`` more if a Stadium in play is discarded), ``any_target`` (``n`` to ``k`` of the
    opponent's Pokémon, Active or Benched), ``knock_out_then_self`` (the opponent's Active Pokémon Knocked Out, then
    ``n`` to itself), ``after``."""
    sign: int = 1
    """The amount's sign (−1: "less", 「-N」 taken)."""
    from_opponent: bool = False
    """"from your opponent's Pokémon" (「相手のポケモンから」): the effect needs an opposing attacker."""
    flags: tuple[str, ...] = ()
    reach: str = "self"
    """Whom the effect reaches from the card that carries it (``applies_to``: ``opponents_active``, ``your_bench``)."""
    when: dict = field(default_factory=dict)
    """Conditions the wording states in words no group reads (``target_opponent`` for "to your opponent's Pokémon")."""
    where: str = "anywhere"
    """For an Ability: where its Pokémon must be for it to work ("As long as this Pokémon is on your Bench": ``bench``)."""
    stacks: bool = True
    """False: "The effect of … doesn't stack" (E-15)."""
    also: dict = field(default_factory=dict)
    """A second effect the text is, as the scenario writes it: a value of its ``when`` that names a group of
    the pattern is that group's number ("If that Pokémon's remaining HP is 30 or less, it has no Retreat
    Cost": ``{kind: retreat_cost, none: true, when: {holder_hp_left_at_most: hp}}``)."""


def _w(lang: str, text: str, kind: str, sign: int = 1, from_opponent: bool = False, flags: tuple[str, ...] = (),
       reach: str = "self", when: dict | None = None, where: str = "anywhere", stacks: bool = True, also: dict | None = None) -> Wording:
    text = text.replace("，", "[，,]").replace("、", "[、,]") if lang == "zh" else text  # NFKC reads ， as ,
    return Wording(lang, re.compile(text), kind, sign, from_opponent, flags, reach, when or {}, where, stacks, also or {})


#: Its player has more Prize cards left than the opponent (the question must say how many each has left).
MORE_PRIZES = {"holder_more_prizes_left": True}
#: A holder with no Rule Box (``[null]``: "If the Pokémon this card is attached to doesn't have a Rule Box").
NO_RULE = {"holder_rule_box": [None]}
#: Luxurious Cape's second effect: ``k`` more Prize cards for its holder Knocked Out by damage from the opponent's attack.
PRIZE_MORE = {"kind": "prize_count", "amount": "k", "when": {**NO_RULE, "by_attack_damage": True, "from_opponent": True}}
#: A holder with no Rule Box (``[null]``), its damage to the opponent's Active Pokémon ex.
NO_RULE_TO_EX = {"holder_rule_box": [None], "target_active": True, "target_opponent": True, "target_rule_box": ["ex"]}
#: Rescue Board's second sentence: no Retreat Cost at the HP left said or less (D-13 over D-12, D-16).
NONE_AT_HP = {"kind": "retreat_cost", "none": True, "when": {"holder_hp_left_at_most": "hp"}}


STAGE_EN = r"(?P<stage>Basic |Stage 1 |Stage 2 )?"
HOLDER_EN = rf"(?:the|The) {STAGE_EN}Pokémon this card is attached to"
TARGET_EN = r"your opponent's Active Pokémon(?: ?(?P<box>V|ex|GX|EX|VMAX|VSTAR|-GX or Active Pokémon-EX))?"
ATTACKS_EN = r"(?:The attacks of|Attacks used by)"
BEFORE_WR = r" \(before applying Weakness and Resistance\)\."
AFTER_WR = r" \(after applying Weakness and Resistance\)\."
TARGET_JA = r"相手の(?:バトルポケモン|バトル場の「ポケモン(?P<box>V|ex|GX|EX|VMAX|VSTAR|GX・EX)」)"
STAGE_JA = r"(?P<stage>たね|1進化|2進化)?"
TARGET_ZH = r"对对手的(?:战斗宝可梦|战斗场的「宝可梦(?P<box>【V】|【VMAX】|【VSTAR】|【ex】|ex|GX・EX|GX|EX)」)"
STAGE_ZH = r"(?P<stage>【基础】|【1阶进化】|【2阶进化】)?"
BOTH_EN = r"\(both yours and your opponent's\)"

#: A type as printed: the holder's (``type``), the attacker's (``atype``, ``atype2``).
T_EN, T_JA, T_ZH = "[GRWLPFDMYNC]", "草|炎|水|雷|超|闘|悪|鋼|フェアリー|竜|無", "草|火|水|雷|超|斗|恶|钢|妖|龙|无"
TYPE_EN, TYPE_JA, TYPE_ZH = rf"\{{(?P<type>{T_EN})\}}", rf"\[(?P<type>{T_JA})\]", rf"【(?P<type>{T_ZH})】"
ATYPE_EN, ATYPE_JA, ATYPE_ZH = rf"\{{(?P<atype>{T_EN})\}}", rf"\[(?P<atype>{T_JA})\]", rf"【(?P<atype>{T_ZH})】"
ATYPE2_EN, ATYPE2_JA, ATYPE2_ZH = rf"\{{(?P<atype2>{T_EN})\}}", rf"\[(?P<atype2>{T_JA})\]", rf"【(?P<atype2>{T_ZH})】"

#: A Tool's wordings, per language. The holder is "the Pokémon this card is attached to".
TOOL = (
    _w("en", rf"{ATTACKS_EN} the Pokémon this card is attached to do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}", "damage_dealt"),
    _w("en", rf"If the Pokémon this card is attached to is a (?P<stage>Basic )Pokémon, any damage done to this Pokémon by attacks "
             rf"is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1),
    _w("en", rf"Any damage done to {HOLDER_EN} by attacks is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1),
    _w("en", rf"Any damage done to {HOLDER_EN} by attacks from your opponent's Pokémon is reduced by (?P<n>\d+){AFTER_WR}",
       "damage_taken", -1, True),
    _w("en", rf"{HOLDER_EN} takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}", "damage_taken", -1, True),
    _w("en", rf"{HOLDER_EN} gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("en", rf"The Retreat Cost of {HOLDER_EN} is (?P<c>(?:\{{C\}})+) less\.", "retreat_cost", -1),
    _w("en", rf"The Retreat Cost of {HOLDER_EN} is (?P<c>(?:\{{C\}})+) more\.", "retreat_cost"),
    _w("en", rf"{HOLDER_EN} has no Retreat Cost\.", "retreat_cost"),
    _w("en", rf"The Retreat Cost of {HOLDER_EN} is (?P<c>(?:\{{C\}})+) less\. If that Pokémon's remaining HP is (?P<hp>\d+) or less, "
             r"it has no Retreat Cost\.", "retreat_cost", -1, also=NONE_AT_HP),
    _w("ja", r"このカードをつけているポケモンは、にげるためのエネルギーが(?P<n>\d+)個ぶん少なくなる。そのポケモンの残りHPが「(?P<hp>\d+)」以下なら、"
             r"にげるためのエネルギーは、すべてなくなる。", "retreat_cost", -1, also=NONE_AT_HP),
    _w("zh", r"附有这张卡的宝可梦，【撤退】所需的能量减少(?P<n>\d+)个。若那只宝可梦的剩余HP为「(?P<hp>\d+)」以下，则【撤退】所需的能量全部消除。",
       "retreat_cost", -1, also=NONE_AT_HP),
    _w("en", rf"{HOLDER_EN} has no Weakness\.", "no_weakness"),
    _w("en", r"If the Pokémon this card is attached to has full HP and would be Knocked Out by damage from an attack from your "
             r"opponent's Pokémon, it is not Knocked Out, and its remaining HP becomes (?P<n>\d+)\. Then, discard this card\.",
       "survive_at", 1, True),
    _w("ja", rf"このカードをつけているポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("ja", rf"このカードをつけている{STAGE_JA}ポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1),
    _w("ja", rf"このカードをつけている{STAGE_JA}ポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。",
       "damage_taken", -1, True),
    _w("ja", rf"このカードをつけている{STAGE_JA}ポケモンの最大HPは「\+(?P<n>\d+)」される。", "max_hp"),
    _w("ja", r"このカードをつけているポケモンは、にげるためのエネルギーが(?P<n>\d+)個ぶん少なくなる。", "retreat_cost", -1),
    _w("ja", r"このカードをつけているポケモンは、にげるためのエネルギーが(?P<n>\d+)個ぶん多くなる。", "retreat_cost"),
    _w("ja", rf"このカードをつけている{STAGE_JA}ポケモンのにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost"),
    _w("ja", rf"このカードをつけている{STAGE_JA}ポケモンの弱点は、すべてなくなる。", "no_weakness"),
    _w("ja", r"このカードをつけているポケモンのHPがまんたんの状態で、相手のポケモンからワザのダメージを受けてきぜつするとき、そのポケモンは"
             r"きぜつせず、残りHPが「(?P<n>\d+)」の状態で場に残る。その後、このカードをトラッシュする。", "survive_at", 1, True),
    _w("zh", rf"附有这张卡的宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("zh", rf"附有这张卡的{STAGE_ZH}宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1),
    _w("zh", rf"附有这张卡的{STAGE_ZH}宝可梦(?:，)?受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("zh", rf"附有这张卡的{STAGE_ZH}宝可梦的最大HP「\+(?P<n>\d+)」。", "max_hp"),
    _w("zh", r"附有这张卡的宝可梦，【撤退】所需的能量减少(?P<n>\d+)个。", "retreat_cost", -1),
    _w("zh", r"附有这张卡的宝可梦，【撤退】所需的能量增加(?P<n>\d+)个。", "retreat_cost"),
    _w("zh", rf"附有这张卡的{STAGE_ZH}宝可梦【撤退】所需的能量全部消除。", "retreat_cost"),
    _w("zh", rf"附有这张卡的{STAGE_ZH}宝可梦的弱点全部消除。", "no_weakness"),
    _w("zh", r"附有这张卡的宝可梦的HP是全满的状态下，受到对手的宝可梦招式的伤害而【昏厥】时，那只宝可梦不会【昏厥】，而是以剩余HP为"
             r"「(?P<n>\d+)」的状态留在场上。然后，将这张卡丢弃。", "survive_at", 1, True),
    # a resist Berry: less damage from one type's attacks ("and discard this card" after the damage)
    _w("en", rf"If the Pokémon this card is attached to is damaged by an attack from your opponent's {ATYPE_EN} Pokémon, it takes "
             rf"(?P<n>\d+) less damage \(after applying Weakness and Resistance\), and discard this card\.", "damage_taken", -1, True),
    _w("ja", rf"このカードをつけているポケモンが、相手の{ATYPE_JA}ポケモンからワザのダメージを受けるとき、そのダメージは「-(?P<n>\d+)」され、"
             r"このカードをトラッシュする。", "damage_taken", -1, True),
    _w("zh", rf"附有这张卡的宝可梦受到对手的{ATYPE_ZH}宝可梦招式的伤害时，那个伤害「-(?P<n>\d+)」点，将这张卡丢弃。", "damage_taken", -1, True),
    # less damage for a holder of one type
    _w("en", rf"The {TYPE_EN} Pokémon this card is attached to takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}",
       "damage_taken", -1, True),
    _w("ja", rf"このカードをつけている{TYPE_JA}ポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    _w("zh", rf"附有这张卡的{TYPE_ZH}宝可梦，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    # more damage to the opponent's Active Pokémon ex from a holder with no Rule Box (Brave Bangle; D-18)
    _w("en", r"If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses do (?P<n>\d+) more damage to your "
             rf"opponent's Active Pokémon ex{BEFORE_WR[:-2]}\. \(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\)", "damage_dealt",
       when=NO_RULE_TO_EX),
    _w("ja", r"このカードをつけているポケモン\(「ルールを持つポケモン」をのぞく\)が使うワザの、相手のバトル場の「ポケモンex」へのダメージは"
             r"「\+(?P<n>\d+)」される。", "damage_dealt", when=NO_RULE_TO_EX),
    _w("zh", r"附有这张卡的宝可梦\(「拥有规则的宝可梦」除外\)使用的招式，对对手的战斗场的「宝可梦【ex】」造成的伤害「\+(?P<n>\d+)」点。",
       "damage_dealt", when=NO_RULE_TO_EX),
    # less damage while its player has more Prize cards left than the opponent (Defiance Vest; the question must say both)
    _w("en", rf"If you have more Prize cards remaining than your opponent, {HOLDER_EN[0].lower() + HOLDER_EN[1:]} takes (?P<n>\d+) less "
             rf"damage from attacks from your opponent's Pokémon{AFTER_WR}", "damage_taken", -1, True, when=MORE_PRIZES),
    _w("ja", r"自分のサイドの残り枚数が、相手のサイドの残り枚数より多いなら、このカードをつけているポケモンが、相手のポケモンから受けるワザのダメージは"
             r"「-(?P<n>\d+)」される。", "damage_taken", -1, True, when=MORE_PRIZES),
    _w("zh", r"若自己剩余奖赏卡的张数，比对手剩余奖赏卡的张数多，则附有这张卡的宝可梦，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken",
       -1, True, when=MORE_PRIZES),
    # a holder with no Rule Box: +N HP, and 1 more Prize card when Knocked Out by the opponent's attack (Luxurious Cape)
    _w("en", r"If the Pokémon this card is attached to doesn't have a Rule Box, it gets \+(?P<n>\d+) HP, and if it is Knocked Out by "
             r"damage from an attack from your opponent's Pokémon, that player takes (?P<k>\d+) more Prize card\. "
             r"\(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\)", "max_hp", when=NO_RULE, also=PRIZE_MORE),
    _w("ja", r"このカードをつけているポケモン\(「ルールを持つポケモン」をのぞく\)の最大HPは「\+(?P<n>\d+)」され、そのポケモンが、相手のポケモンから"
             r"ワザのダメージを受けてきぜつしたとき、とられるサイドは(?P<k>\d+)枚多くなる。", "max_hp", when=NO_RULE, also=PRIZE_MORE),
    _w("zh", r"附有这张卡的宝可梦\(「拥有规则的宝可梦」除外\)的最大HP「\+(?P<n>\d+)」，那只宝可梦受到对手的宝可梦招式的伤害而【昏厥】时，"
             r"被获得的奖赏卡的张数增加(?P<k>\d+)张。", "max_hp", when=NO_RULE, also=PRIZE_MORE),
    # more damage to an Active Pokémon of one type
    _w("en", rf"{ATTACKS_EN} the Pokémon this card is attached to do (?P<n>\d+) more damage to your opponent's Active "
             rf"\{{(?P<ttype>{T_EN})\}} Pokémon{BEFORE_WR}", "damage_dealt"),
)

#: An Ability's wordings (in force while its Pokémon is in play). The holder is "this Pokémon".
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
    # no damage from the opponent's Pokémon ex, or from one type
    _w("en", r"Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex\.", "prevent_damage", 1, True,
       when={"attacker_rule_box": ["ex"]}),
    _w("ja", r"このポケモンは、相手の「ポケモンex」からワザのダメージを受けない。", "prevent_damage", 1, True, when={"attacker_rule_box": ["ex"]}),
    _w("zh", r"这只宝可梦不会受到对手的「宝可梦【ex】」招式的伤害。", "prevent_damage", 1, True, when={"attacker_rule_box": ["ex"]}),
    _w("en", rf"Prevent all damage done to this Pokémon by attacks from your opponent's {ATYPE_EN} Pokémon\.", "prevent_damage", 1, True),
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from attacks from your opponent's {ATYPE_EN} or {ATYPE2_EN} Pokémon{AFTER_WR}",
       "damage_taken", -1, True),
    _w("ja", rf"このポケモンが、相手の{ATYPE_JA}または{ATYPE2_JA}ポケモンから受けるワザのダメージは、?「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    # no damage on the Bench
    _w("en", r"As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks \(both yours and your opponent's\)\.",
       "prevent_damage", when={"holder_active": False}),
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
)


#: A Stadium's wordings: its effect reaches every Pokémon in play its words name (both players').
STADIUM = (
    _w("en", rf"Each (?P<stage>Basic|Stage 1|Stage 2) Pokémon in play {BOTH_EN} gets (?P<sign>[-+])(?P<n>\d+) HP\.", "max_hp"),
    _w("en", rf"The Retreat Cost of each (?P<stage>Basic|Stage 1|Stage 2) Pokémon in play {BOTH_EN} is (?P<c>(?:\{{C\}})+) "
             r"(?P<dir>less|more)\.", "retreat_cost"),
    _w("en", rf"{TYPE_EN} Pokémon {BOTH_EN} take (?P<n>\d+) less damage from attacks from the opponent's Pokémon{AFTER_WR}",
       "damage_taken", -1, True),
    _w("ja", r"おたがいの場の(?P<stage>たね|1進化|2進化)ポケモン全員の最大HPは、それぞれ「(?P<sign>[-+])(?P<n>\d+)」される。", "max_hp"),
    _w("ja", r"おたがいの(?P<stage>たね|1進化|2進化)ポケモン全員のにげるためのエネルギーは、それぞれ(?P<n>\d+)個ぶん(?P<dir>少なく|多く)なる。",
       "retreat_cost"),
    _w("ja", rf"おたがいの{TYPE_JA}ポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    _w("zh", r"双方场上所有(?P<stage>【基础】|【1阶进化】|【2阶进化】)宝可梦的最大HP各「(?P<sign>[-+])(?P<n>\d+)」。", "max_hp"),
    _w("zh", r"双方的所有(?P<stage>【基础】|【1阶进化】|【2阶进化】)宝可梦【撤退】所需的能量，各(?P<dir>减少|增加)(?P<n>\d+)个。", "retreat_cost"),
    _w("zh", rf"双方的{TYPE_ZH}宝可梦，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("en", rf"The attacks of (?P<stage>Basic|Stage 1|Stage 2) Pokémon {BOTH_EN} do (?P<n>\d+) more damage to the opponent's Active "
             rf"Pokémon{BEFORE_WR}", "damage_dealt"),
    _w("ja", r"おたがいの(?P<stage>たね|1進化|2進化)ポケモンが使うワザの、相手のバトルポケモンへのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("zh", r"双方的(?P<stage>【基础】|【1阶进化】|【2阶进化】)宝可梦使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("en", rf"Pokémon Tools attached to each Pokémon {BOTH_EN} have no effect\.", "no_tool_effects"),
    _w("ja", r"おたがいのポケモン全員についている「ポケモンのどうぐ」の効果は、すべてなくなる。", "no_tool_effects"),
    _w("zh", r"双方的所有宝可梦身上附加的「宝可梦道具」卡的效果全部消除。", "no_tool_effects"),
    _w("en", r"Each Pokémon in play has no Resistance\.", "no_resistance"),
    _w("en", rf"Each {TYPE_EN} Pokémon in play {BOTH_EN} gets \+(?P<n>\d+) HP\.", "max_hp"),
)

#: A Special Energy's wordings: what it provides, and its effect on the Pokémon it is attached to.
ENERGY = (
    _w("en", r"As long as this card is attached to a Pokémon, it provides (?P<provides>(?:\{C\})+) Energy\. The attacks of the Pokémon "
             rf"this card is attached to do (?P<n>\d+) less damage to your opponent's Pokémon{BEFORE_WR}", "damage_dealt", -1,
       when={"target_opponent": True}),
    _w("ja", r"このカードは、ポケモンについているかぎり、\[無\]エネルギー(?P<k>\d+)個ぶんとしてはたらく。このカードをつけているポケモンが使う"
             r"ワザの、相手のポケモンへのダメージは「-(?P<n>\d+)」される。", "damage_dealt", -1, when={"target_opponent": True}),
    _w("zh", r"只要这张卡附于宝可梦身上，视为提供(?P<k>\d+)个【无】能量。附有这张卡的宝可梦使用的招式，对对手的宝可梦造成的伤害「-(?P<n>\d+)」点。",
       "damage_dealt", -1, when={"target_opponent": True}),
)

#: An attack's wordings the engine runs: its flags (II-B-06, II-B-07), its × per card discarded
#: (the count the question says, II-B-02), its damage to Benched Pokémon (II-B-08), to itself
#: (II-B-09), and texts acting after its damage that change nothing a replay asks (``after``).
NO_WR, NO_DEFENDER = ("ignore_weakness_resistance",), ("ignore_defender_effects",)
ATTACK = (
    _w("en", r"This attack's damage isn't affected by Weakness or Resistance\.", "flags", flags=NO_WR),
    _w("en", r"This attack's damage isn't affected by Resistance\.", "flags", flags=("ignore_resistance",)),
    _w("en", r"This attack's damage isn't affected by any effects on your opponent's Active Pokémon\.", "flags", flags=NO_DEFENDER),
    _w("en", r"This attack's damage isn't affected by Weakness or Resistance, or by any effects on your opponent's Active Pokémon\.",
       "flags", flags=NO_WR + NO_DEFENDER),
    _w("ja", r"このワザのダメージは、?弱点・抵抗力を計算しない。", "flags", flags=NO_WR),
    _w("ja", r"このワザのダメージは抵抗力を計算しない。", "flags", flags=("ignore_resistance",)),
    _w("ja", r"このワザのダメージは、相手のバトルポケモンにかかっている効果を計算しない。", "flags", flags=NO_DEFENDER),
    _w("ja", r"このワザのダメージは、弱点・抵抗力と、相手のバトルポケモンにかかっている効果(?:を計算しない|の計算をしない)。", "flags",
       flags=NO_WR + NO_DEFENDER),
    _w("zh", r"这个招式的伤害不计算弱点・抵抗力。", "flags", flags=NO_WR),
    _w("zh", r"这个招式的伤害不计算抵抗力。", "flags", flags=("ignore_resistance",)),
    _w("zh", r"这个招式的伤害不计算对手的战斗宝可梦身上的附加效果。", "flags", flags=NO_DEFENDER),
    _w("zh", r"这个招式的伤害不计算弱点・抵抗力(?:、|与)对手的战斗宝可梦身上的附加效果。", "flags", flags=NO_WR + NO_DEFENDER),
    # × the cards discarded for it (the question says how many)
    _w("en", r"(?:You may discard|Discard) any (?:number|amount) of [^.]+? from (?:your hand|your Pokémon|this Pokémon)\. "
             r"This attack does (?P<n>\d+) damage for each card you discarded in this way\.", "times_discarded"),
    _w("ja", r"(?:自分の手札から|自分の場のポケモンについている|このポケモンについている)[^。]+?を好きなだけトラッシュし、その枚数×(?P<n>\d+)ダメージ。",
       "times_discarded"),
    _w("zh", r"(?:从自己的手牌将|将自己的场上宝可梦身上附加的|将这只宝可梦身上附加的)任意数量的[^。]+?丢弃，造成其张数×(?P<n>\d+)点伤害。",
       "times_discarded"),
    # damage to Benched Pokémon besides the Active's (no Weakness or Resistance there)
    _w("en", r"This attack also does (?P<n>\d+) damage to (?P<k>\d+) of your opponent's Benched Pokémon\. "
             r"\(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "bench"),
    _w("ja", r"相手のベンチポケモン(?P<k>\d+)匹にも、(?:それぞれ)?(?P<n>\d+)ダメージ。\[ベンチは弱点・抵抗力を計算しない。\]", "bench"),
    _w("zh", r"对手的(?P<k>\d+)只备战宝可梦也(?:各)?受到(?P<n>\d+)点伤害。\[在备战区不计算弱点・抵抗力。\]", "bench"),
    # N damage to K of the opponent's Pokémon, Active or Benched, as its player chooses (B-08: none of Weakness and Resistance
    # on the Bench; where the Pokémon asked about is must be said)
    _w("en", r"This attack does (?P<n>\d+) damage to (?:each of )?(?P<k>\d+) of your opponent's Pokémon\. "
             r"\(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "any_target"),
    _w("ja", r"相手のポケモン(?P<k>\d+)匹に、(?:それぞれ)?(?P<n>\d+)ダメージ。\[ベンチは弱点・抵抗力を計算しない。\]", "any_target"),
    _w("zh", r"对手的(?P<k>\d+)只宝可梦(?:各)?受到(?P<n>\d+)点伤害。\[在备战区不计算弱点・抵抗力。\]", "any_target"),
    # N damage counters on the opponent's Benched Pokémon in any way the attacker likes (C-07: counters, not damage; the
    # question says how many go on the Pokémon asked about)
    _w("en", r"Put (?P<n>\d+) damage counters on your opponent's Benched Pokémon in any way you like\.", "bench_counters"),
    _w("ja", r"ダメカン(?P<n>\d+)個を、相手のベンチポケモンに好きなようにのせる。", "bench_counters"),
    _w("zh", r"将(?P<n>\d+)个伤害指示物以任意方式放置于对手的备战宝可梦身上。", "bench_counters"),
    # + N if the attacker's player discards a Stadium in play (the question says whether it did)
    _w("en", r"You may discard a Stadium in play\. If you do, this attack does (?P<n>\d+) more damage\.", "plus_if_stadium"),
    _w("ja", r"のぞむなら、場に出ているスタジアムをトラッシュする。その場合、(?P<n>\d+)ダメージ追加。", "plus_if_stadium"),
    _w("zh", r"若希望，将场上的竞技场卡丢弃。这个情况下，增加(?P<n>\d+)点伤害。", "plus_if_stadium"),
    # + N for each of a count on the board: the Defending Pokémon's Retreat Cost or damage counters, the Prize cards the
    # opponent has taken (B-01; the count each reads is the wording's ``when["count"]``)
    _w("en", r"This attack does (?P<n>\d+) more damage for each \{C\} in your opponent's Active Pokémon's Retreat Cost\.", "plus_each",
       when={"count": "defending.retreat_cost"}),
    _w("ja", r"相手のバトルポケモンのにげるためのエネルギーの数×(?P<n>\d+)ダメージ追加。", "plus_each", when={"count": "defending.retreat_cost"}),
    _w("zh", r"增加对手的战斗宝可梦【撤退】所需的能量的数量×(?P<n>\d+)点伤害。", "plus_each", when={"count": "defending.retreat_cost"}),
    _w("en", r"This attack does (?P<n>\d+) more damage for each damage counter on your opponent's Active Pokémon\.", "plus_each",
       when={"count": "defending.counters"}),
    _w("ja", r"相手のバトルポケモンにのっているダメカンの数×(?P<n>\d+)ダメージ追加。", "plus_each", when={"count": "defending.counters"}),
    _w("zh", r"增加对手的战斗宝可梦身上放置的伤害指示物的数量×(?P<n>\d+)点伤害。", "plus_each", when={"count": "defending.counters"}),
    _w("en", r"This attack does (?P<n>\d+) more damage for each Prize card your opponent has taken\.", "plus_each",
       when={"count": "opponents.prizes_taken"}),
    _w("ja", r"相手がすでにとったサイドの枚数×(?P<n>\d+)ダメージ追加。", "plus_each", when={"count": "opponents.prizes_taken"}),
    _w("zh", r"增加对手已经获得的奖赏卡的张数×(?P<n>\d+)点伤害。", "plus_each", when={"count": "opponents.prizes_taken"}),
    # the opponent's Active Pokémon Knocked Out outright; then, if it was, damage to itself (E-19, B-09)
    _w("en", r"Knock Out your opponent's Active Pokémon\. If your opponent's Active Pokémon is Knocked Out in this way, this Pokémon does "
             r"(?P<n>\d+) damage to itself\.", "knock_out_then_self"),
    _w("ja", r"相手のバトルポケモンをきぜつさせる。その後、このポケモンに(?P<n>\d+)ダメージ。", "knock_out_then_self"),
    _w("zh", r"将对手的战斗宝可梦【昏厥】。然后，这只宝可梦受到(?P<n>\d+)点伤害。", "knock_out_then_self"),
    # damage to itself (through the damage calculation, B-09)
    _w("en", r"This Pokémon also does (?P<n>\d+) damage to itself\.", "self_damage"),
    _w("ja", r"このポケモンにも(?P<n>\d+)ダメージ。", "self_damage"),
    _w("zh", r"这只宝可梦也受到(?P<n>\d+)点伤害。", "self_damage"),
    # the opponent's Active Pokémon Poisoned after the damage, its Poison putting N damage counters at each Checkup
    # instead of 1 (E-16; none said: the rule's 1)
    _w("en", r"Your opponent's Active Pokémon is now Poisoned\.", "poison"),
    _w("en", r"Your opponent's Active Pokémon is now Poisoned\. During Pokémon Checkup, (?:put|place) (?P<n>\d+) damage counters on "
             r"that Pokémon instead of 1\.", "poison"),
    _w("ja", r"相手のバトルポケモンをどくにする。", "poison"),
    _w("ja", r"相手のバトルポケモンをどくにする。このどくでのせるダメカンの数は(?P<n>\d+)個になる。", "poison"),
    _w("zh", r"(?:将|让)对手的战斗宝可梦(?:陷入)?【中毒】(?:状态)?。", "poison"),
    _w("zh", r"(?:将|让)对手的战斗宝可梦(?:陷入)?【中毒】(?:状态)?。因?这个【中毒】(?:状态)?而?放置的伤害指示物的?数量?改为(?P<n>\d+)个。",
       "poison"),
    # N more Prize cards for a Pokémon this attack's damage Knocks Out (I-D step 4: the card's text over it, II-A)
    _w("en", r"If your opponent's (?:Active )?Pokémon is Knocked Out by damage from this attack, take (?P<n>\d+) more Prize cards?\.", "prizes_more"),
    _w("ja", r"このワザのダメージで、相手の(?:バトル)?ポケモンがきぜつしたなら、サイドを(?P<n>\d+)枚多くとる。", "prizes_more"),
    _w("zh", r"若对手的(?:战斗)?宝可梦因这个招式的伤害而【昏厥】了，则多获得(?P<n>\d+)张奖赏卡。", "prizes_more"),
    # after the damage, changing nothing a replay asks (the damage, a Knock Out, Prize cards, HP left)
    _w("en", r"During your next turn, this Pokémon can't (?:attack|use [^.]+)\.", "after"),
    _w("en", r"Discard (?:an|\d+|all) Energy from this Pokémon\.", "after"),
    _w("en", r"This Pokémon recovers from all Special Conditions\.", "after"),
    _w("en", r"You may discard a Stadium in play\.", "after"),
    _w("en", r"Put \d+ Energy attached to your Pokémon in the Lost Zone\.", "after"),
    _w("ja", r"次の自分の番、このポケモンは(?:ワザ|「[^」]+」)が使えない。", "after"),
    _w("ja", r"このポケモンについているエネルギーを(?:\d+個選び、トラッシュする|、\d+個トラッシュする|、すべてトラッシュする)。", "after"),
    _w("ja", r"のぞむなら、場に出ているスタジアムをトラッシュする。", "after"),
    _w("ja", r"自分の場のポケモンについているエネルギーを\d+個選び、ロストゾーンに置く。", "after"),
    _w("zh", r"在下个自己的回合，这只宝可梦无法使用(?:招式|「[^」]+」)。", "after"),
    _w("zh", r"(?:选择\d+个这只宝可梦身上附加的能量，将其丢弃|将这只宝可梦身上所?附加的(?:\d+个能量丢到弃牌区|能量卡?全部丢弃))。", "after"),
    _w("zh", r"若希望，将场上的竞技场卡丢弃。", "after"),
    _w("zh", r"选择\d+个自己的场上宝可梦身上附加的能量，放置于放逐区。", "after"),
)

#: Words of a text about what a replay turns on, per outcome (``damage``: the damage, HP, Knock Outs
#: and Prize cards; ``retreat``: the Retreat Cost): a text that prints none of them changes none of it.
BEARING = {
    "damage": {
        "en": re.compile(r"damage|\bHP\b|Weakness|Resistance|Knocked Out|Prize|coin|flip|nothing|effect", re.IGNORECASE),
        "ja": re.compile(r"ダメージ|ダメカン|HP|弱点|抵抗力|きぜつ|サイド|コイン|効果|失敗"),
        "zh": re.compile(r"伤害|HP|弱点|抵抗力|抗性|昏厥|气绝|奖赏卡|硬币|效果|失败"),
    },
    "retreat": {
        "en": re.compile(r"Retreat|retreat", re.IGNORECASE),
        "ja": re.compile(r"にげる"),
        "zh": re.compile(r"撤退"),
    },
}
#: How a text that is used, not always in force, begins ("Once during your turn", 「自分の番に」), or one
#: the card table files as an Ability that is an attack's ("You can use this attack only if", 「このワザは」).
USED = {"en": re.compile(r"^(?:Once during your turn|You may use this Ability|When you play this Pokémon|As often as you like during your turn|"
                         r"During your turn, you may|You can use this attack)", re.IGNORECASE),
        "ja": re.compile(r"^(?:自分の番に|自分の番、|このワザは)"), "zh": re.compile(r"^(?:在自己的回合|这个招式)")}
