"""The printed wordings card text is run in (:mod:`judge.situation.texts` reads a text with them).

Each wording is one whole text, as printed in one language (``en``, ``ja``, ``zh``: Chinese read in
Simplified, NFKC, one line), and the engine effect it is. Only the simplest kinds the engine models
are here: damage an attack does to the opponent's Active Pokémon +N (damage step 2, II-B-04),
damage taken from attacks −N (damage step 5, II-B-05), no Weakness (II-D-13), damage prevented
(II-C-16), a Knock Out survived at full HP (II-D-14), the Retreat Cost −N / +N or none (II-D-10),
maximum HP ±N (II-D-15); an attack's flags (B-06, B-07), its × per card discarded (B-02), its
damage to the Bench (B-08), its damage to itself (B-09), the Poison it gives and the counters that
Poison puts (E-16), and the texts acting after its damage that change nothing a replay asks.

What a Tool or a Special Energy does to the Pokémon it is attached to is written once (:func:`_held`)
on how the text names that Pokémon, its type, stage or rule box captured ("the {M} Pokémon this card
is attached to", 「このカードをつけている「ポケモンV」」); a Special Energy's wordings are those after
what it provides; a Stadium's name the Pokémon of both players by their types and stages.

Over 450 lines: a table of printed wordings in three languages, one wording to an entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from judge.lang.patterns import LazyPattern

#: The rule boxes a qualifier of "your opponent's Active Pokémon" names, as printed: "Pokémon V"
#: are also the VMAX and VSTAR (they are Pokémon V), a Pokémon-GX also a TAG TEAM, a Pokémon-EX also a
#: Mega Evolution Pokémon-EX (M …-EX).
BOXES = {"V": ["V", "VMAX", "VSTAR"], "ex": ["ex"], "【ex】": ["ex"], "GX": ["GX", "tag-team"], "EX": ["EX", "mega"], "VMAX": ["VMAX"],
         "VSTAR": ["VSTAR"], "GX・EX": ["GX", "tag-team", "EX", "mega"], "-GX or Active Pokémon-EX": ["GX", "tag-team", "EX", "mega"],
         "【V】": ["V", "VMAX", "VSTAR"],
         "【VMAX】": ["VMAX"], "【VSTAR】": ["VSTAR"]}
#: A stage as printed in a text ("the Basic Pokémon this card is attached to", 「たねポケモン」, 「【2阶进化】」).
STAGES = {"Basic ": "basic", "Basic": "basic", "Stage 1 ": "stage1", "Stage 1": "stage1", "Stage 2 ": "stage2", "Stage 2": "stage2",
          "たね": "basic", "1進化": "stage1", "2進化": "stage2", "【基础】": "basic", "【1阶进化】": "stage1", "【2阶进化】": "stage2"}
#: A type as printed in a text ({M}, [鋼], 【钢】).
TYPES = {"G": "grass", "R": "fire", "W": "water", "L": "lightning", "P": "psychic", "F": "fighting", "D": "darkness", "M": "metal",
         "Y": "fairy", "N": "dragon", "C": "colorless", "草": "grass", "炎": "fire", "火": "fire", "水": "water", "雷": "lightning",
         "超": "psychic", "闘": "fighting", "斗": "fighting", "悪": "darkness", "恶": "darkness", "鋼": "metal", "钢": "metal",
         "フェアリー": "fairy", "妖": "fairy", "竜": "dragon", "龙": "dragon", "無": "colorless", "无": "colorless"}
#: A Special Condition as printed ("the Attacking Pokémon is now Poisoned", 「どくにする」, 「【中毒】」).
CONDITIONS = {"Poisoned": "poisoned", "Burned": "burned", "Confused": "confused", "Asleep": "asleep", "Paralyzed": "paralyzed",
              "どく": "poisoned", "やけど": "burned", "こんらん": "confused", "ねむり": "asleep", "マヒ": "paralyzed",
              "中毒": "poisoned", "灼伤": "burned", "混乱": "confused", "睡眠": "asleep", "麻痹": "paralyzed"}
#: A type as older texts write it in words ("Each player's Water Pokémon").
TYPES.update({"Water": "water", "Fire": "fire", "Grass": "grass", "Lightning": "lightning", "Psychic": "psychic", "Fighting": "fighting",
              "Darkness": "darkness", "Metal": "metal", "Colorless": "colorless"})
#: Words that make an amount negative ("less", 「少なく」, 「减少」, a printed "-").
LESS = ("less", "少なく", "减少", "-")


@dataclass(frozen=True)
class Wording:
    """One printed wording: its language, the pattern of the whole text, and the effect it is."""

    lang: str
    """``en``, ``ja`` or ``zh`` (Simplified; a Traditional text is read through :func:`simplified`)."""
    pattern: LazyPattern
    """The whole text's pattern, compiled the first time a text is matched with it (judge/lang/patterns.py)."""
    kind: str
    """An engine effect kind (``damage_dealt``, ``damage_taken``, ``max_hp``, ``retreat_cost``, ``no_weakness``,
    ``prevent_damage``, ``prevent_effects``, ``survive_at`` …), ``inert`` for a card text that changes nothing a
    replay asks, ``unread`` for one the engine does not model (another language's reading of the card is then not
    taken alone), or an attack's: ``flags``, ``times_discarded``, ``plus_each``, ``bench``, ``self_damage``,
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
    also: tuple[tuple[str, int, dict, str | None], ...] = ()
    """The effects the text has besides the first, each (kind, sign, conditions, the group of its amount:
    ``n2`` a number, ``c2`` a cost in {C}, None for none): "gets +40 HP and its attacks do 10 more damage"."""
    once: bool = False
    """The effect works once per game for its player ("This effect of your Legacy Energy can't be applied more than once per game"):
    whether it has already worked must be said."""
    more: dict = field(default_factory=dict)
    """A second effect the text is, as the scenario writes it: a value of its ``when`` that names a group of
    the pattern is that group's number ("If that Pokémon's remaining HP is 30 or less, it has no Retreat
    Cost": ``{kind: retreat_cost, none: true, when: {holder_hp_at_most: hpleft}}``)."""


def _w(lang: str, text: str, kind: str, sign: int = 1, from_opponent: bool = False, flags: tuple[str, ...] = (),
       reach: str = "self", when: dict | None = None, where: str = "anywhere", stacks: bool = True,
       also: tuple[tuple[str, int, dict, str | None], ...] = (), more: dict | None = None, once: bool = False) -> Wording:
    text = text.replace("，", "[，,]").replace("、", "[、,]") if lang == "zh" else text  # NFKC reads ， as ,
    return Wording(lang, LazyPattern(text), kind, sign, from_opponent, flags, reach, when or {}, where, stacks, also, once, more or {})


#: A holder with no Rule Box (``[null]``: "If the Pokémon this card is attached to doesn't have a Rule Box").
NO_RULE = {"holder_rule_box": [None]}
#: Luxurious Cape's second effect: ``k`` more Prize cards for its holder Knocked Out by damage from the opponent's attack.
PRIZE_MORE = {"kind": "prize_count", "amount": "k", "when": {**NO_RULE, "by_attack_damage": True, "from_opponent": True}}
#: Rescue Board's second sentence: no Retreat Cost at the HP left said or less (D-13 over D-12, D-16).
NONE_AT_HP = {"kind": "retreat_cost", "none": True, "when": {"holder_hp_at_most": "hpleft"}}


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
T_EN, T_JA, T_ZH = "[GRWLPFDMYNC]", "草|炎|水|雷|超|闘|悪|鋼|フェアリー|妖|竜|無", "草|火|水|雷|超|斗|恶|钢|妖|龙|无"
TYPE_EN, TYPE_JA, TYPE_ZH = rf"\{{(?P<type>{T_EN})\}}", rf"\[(?P<type>{T_JA})\]", rf"【(?P<type>{T_ZH})】"
ATYPE_EN, ATYPE_JA, ATYPE_ZH = rf"\{{(?P<atype>{T_EN})\}}", rf"\[(?P<atype>{T_JA})\]", rf"【(?P<atype>{T_ZH})】"
ATYPE2_EN, ATYPE2_JA, ATYPE2_ZH = rf"\{{(?P<atype2>{T_EN})\}}", rf"\[(?P<atype2>{T_JA})\]", rf"【(?P<atype2>{T_ZH})】"

#: The groups of Pokémon a text names by their rule box, as printed ("Pokémon V", "Pokémon-GX and
#: Pokémon-EX", 「ポケモンGX・EX」, 「宝可梦【V】」): a Pokémon V is also a VMAX and a VSTAR; a TAG TEAM
#: is a Pokémon-GX; a Mega Evolution Pokémon-EX (M …-EX) is a Pokémon-EX.
_V, _GX, _EX = ["V", "VMAX", "VSTAR"], ["GX", "tag-team"], ["EX", "mega"]
GROUPS = {
    **{k: _V for k in (" V", "-V", "ポケモンV", "宝可梦【V】", "宝可梦V")},
    **{k: ["VMAX"] for k in (" VMAX", "ポケモンVMAX", "宝可梦【VMAX】", "宝可梦VMAX")},
    **{k: ["VSTAR"] for k in (" VSTAR", "ポケモンVSTAR", "宝可梦【VSTAR】", "宝可梦VSTAR")},
    **{k: ["ex"] for k in (" ex", "ポケモンex", "宝可梦【ex】", "宝可梦ex")},
    **{k: _GX for k in ("-GX", "ポケモンGX", "宝可梦【GX】", "宝可梦GX")},
    **{k: _EX for k in ("-EX", "ポケモンEX", "宝可梦【EX】", "宝可梦EX")},
    **{k: _GX + _EX for k in ("-GX or Pokémon-EX", "-GX and Pokémon-EX", "ポケモンGX・EX", "宝可梦GX・EX", "宝可梦【GX】・【EX】")},
}

#: The Pokémon a Tool or a Special Energy is attached to, as printed, with what the text says of it: a
#: type (``type``), a stage (``stage``), a rule-box group (``hbox``): "the {M} Pokémon this card is
#: attached to", 「このカードをつけている「ポケモンV」」, 「附有这张卡的【基础】宝可梦」.
HELD_EN = (rf"(?:the|The) (?:(?P<stage>Basic |Stage 1 |Stage 2 )|\{{(?P<type>{T_EN})\}} )?Pokémon"
           r"(?P<hbox> V| VMAX| VSTAR| ex|-GX or Pokémon-EX|-GX|-EX)? (?:that )?this card is attached to")
HELD_JA = (rf"このカード(?:をつけている|がついている)(?:(?:(?P<stage>たね|1進化|2進化)|\[(?P<type>{T_JA})\])?ポケモン|"
           r"「(?P<hbox>ポケモン(?:VMAX|VSTAR|V|GX・EX|GX|EX|ex))」)")
HELD_ZH = (rf"附有这张卡的(?:(?:(?P<stage>【基础】|【1阶进化】|【2阶进化】)|【(?P<type>{T_ZH})】)?宝可梦|"
           r"「(?P<hbox>宝可梦(?:【VMAX】|【VSTAR】|【V】|GX・EX|【GX】|【EX】|【ex】))」)")
#: Pokémon a text names by name ("Zamazenta V", "Regirock, Regice, Registeel, or Regigigas": ``hname``), by
#: their owner's ("Cynthia's Pokémon": ``hown``), or in brackets (「ザマゼンタV」, 「シロナのポケモン」: ``hnames``);
#: never a word of a rule box, a stage, "Pokémon", or a mark the board does not read ("Ultra Beast", 「古代」のポケモン).
NAME_EN = r"(?!Pokémon\b|Ultra Beast|Basic\b|Stage\b)[A-Z][\w.-]*(?: (?!Pokémon\b)[A-Z][\w.-]*)*(?: ex| V| VMAX| VSTAR|-GX|-EX)?"
NAMES_EN = rf"(?P<hname>{NAME_EN}(?:, {NAME_EN})*(?:,? or {NAME_EN})?)"
OWNER_EN = r"(?P<hown>(?!Pokémon\b)[A-Z][\w.]*(?: [A-Z][\w.]*)*)'s Pokémon"
NAMED_EN = rf"(?:the|The) (?:{OWNER_EN}|{NAMES_EN}) this card is attached to"
NAMED_JA = r"このカードをつけている(?P<hnames>(?:「(?!ポケモン|ウルトラビースト)[^」]+」)+)(?!のポケモン)"
NAMED_ZH = r"附有这张卡的(?P<hnames>(?:「(?!宝可梦|究极异兽)[^」]+」)+)(?!的宝可梦)"
#: The opponent's attacking Pokémon a text names: of types (``atypes``: "{G}, {R}, {W}, or {L}"), of a
#: rule-box group (``abox``).
ATTACKER_EN = (rf"(?:(?P<atypes>\{{{T_EN}\}}(?:, \{{{T_EN}\}})*,? or \{{{T_EN}\}}|\{{{T_EN}\}}) )?Pokémon"
               r"(?P<abox> V| VMAX| VSTAR| ex|-GX and Pokémon-EX|-GX or Pokémon-EX|-GX|-EX)?")
ATTACKER_JA = rf"(?:(?P<atypes>(?:\[(?:{T_JA})\])+)ポケモン|「(?P<abox>ポケモン(?:VMAX|VSTAR|V|GX・EX|GX|EX|ex))」|ポケモン)"
ATTACKER_ZH = rf"(?:(?P<atypes>(?:【(?:{T_ZH})】)+)宝可梦|「(?P<abox>宝可梦(?:【VMAX】|【VSTAR】|【V】|GX・EX|【GX】|【EX】|【ex】))」|宝可梦)"
#: What a card does when the Pokémon it is attached to is Knocked Out, or is damaged in the Active Spot,
#: that changes nothing a replay asks (the damage, a Knock Out, the Prize cards, HP left, the Retreat
#: Cost): cards drawn or searched for, discarded from the opponent's hand or deck, Energy moved.
AFTERWARDS_EN = (r"(?:search your deck for (?:up to \d+ cards and put them|a card and put it) into your hand\. Then, shuffle your deck|"
                 r"discard a random card from your opponent's hand|discard the top \d+ cards of your opponent's deck|"
                 r"draw cards until you have \d+ cards in your hand|draw (?:\d+ cards|a card)|"
                 r"your opponent discards a card from their hand|put an Energy attached to the Attacking Pokémon into your opponent's hand|"
                 r"move an Energy from the Attacking Pokémon to 1 of your opponent's Benched Pokémon)\.")
AFTERWARDS_JA = (r"(?:自分の山札から好きなカードを\d+枚(?:まで)?選び、手札に加える。そして山札を切る|相手の手札からオモテを見ないで1枚選び、トラッシュする|"
                 r"相手の山札を上から\d+枚トラッシュする|自分の手札が\d+枚になるように、山札を引く|自分の山札を\d+枚引く|"
                 r"相手は相手自身の手札を1枚選び、トラッシュする|ワザを使ったポケモンについているエネルギーを1個選び、"
                 r"(?:相手のベンチポケモンにつけ替える|相手の手札にもどす))。")
AFTERWARDS_ZH = (r"(?:从自己的牌库任意选择(?:最多)?\d+张卡加入手牌。并且重洗牌库|在不看正面的情况下，从对手的手牌选择1张，将其丢弃|"
                 r"将对手的牌库上方\d+张卡丢弃|从牌库抽卡直到自己的手牌满\d+张为止|从自己的牌库抽出\d+张卡|对手选择对手自己的1张手牌，将其丢弃|"
                 r"选择1个使用招式的宝可梦身上附加的能量，(?:改附于对手的备战宝可梦身上|放回对手的手牌))。")


#: What an English text says a Rule Box is.
RULE_BOXES_EN = r"\(Pokémon (?:ex|V), Pokémon(?: V|-GX), etc\. have Rule Boxes\.\)"

#: When a card's text acts on the Attacking Pokémon: the Pokémon it is attached to damaged in the Active Spot
#: (attack step 6, E-03), or Knocked Out by the attack's damage (Knock Out step 2, E-04).
ACTIVE, BY_ATTACK = {"holder_active": True}, {"by_attack_damage": True}


def _held(lang: str, held: str) -> tuple[Wording, ...]:
    """What a Tool or a Special Energy does to the Pokémon it is attached to, ``held`` being how the text
    names that Pokémon (``HELD_EN`` …, or a Special Energy's own wording): the damage its attacks do
    (step 2, II-B-04), the damage it takes (step 5, II-B-05), damage prevented (step 6, II-C-16), its
    Weakness (II-D-13), HP (II-D-15) and Retreat Cost (II-D-10), effects of attacks prevented (II-C-17),
    and what changes nothing a replay asks."""
    return {"en": _held_en, "ja": _held_ja, "zh": _held_zh}[lang](held)


def _held_en(H: str) -> tuple[Wording, ...]:
    h = H.replace("(?:the|The)", "the")
    return (
        _w("en", rf"{H} gets \+(?P<n>\d+) HP\.", "max_hp"),
        _w("en", rf"{H} gets \+(?P<n>\d+) HP, except Pokémon(?P<nbox>-GX|-EX| V)\.", "max_hp"),
        _w("en", rf"{H} has no Weakness\.", "no_weakness"),
        _w("en", rf"{H} has no Retreat Cost\.", "retreat_cost"),
        _w("en", rf"The Retreat Cost of {h} is (?P<c>(?:\{{C\}})+) (?P<dir>less|more)\.", "retreat_cost"),
        _w("en", rf"The Retreat Cost of {h} is (?P<c>(?:\{{C\}})+) less\. If this card is discarded from play, put it into your hand "
                 r"instead of the discard pile\.", "retreat_cost", -1),
        _w("en", rf"The Retreat Cost of {h} is (?P<c>(?:\{{C\}})+) less, and it can retreat even if it's Asleep or Paralyzed\.",
           "retreat_cost", -1, also=(("may_retreat_while_unable", 1, {}, None),)),
        _w("en", rf"{H} takes (?P<n>\d+) less damage from (?:attacks from|the attacks of) your opponent's {ATTACKER_EN}{AFTER_WR}",
           "damage_taken", -1, True),
        _w("en", rf"{H} takes (?P<n>\d+) less damage from your opponent's attacks{AFTER_WR}", "damage_taken", -1, True),
        _w("en", rf"Any damage done to {h} by (?:attacks from your opponent's {ATTACKER_EN}|an opponent's attack) is reduced by "
                 rf"(?P<n>\d+){AFTER_WR}", "damage_taken", -1, True),
        _w("en", rf"{H} takes (?P<n>\d+) less damage from your opponent's attacks \(after applying Weakness and Resistance\) and has "
                 r"no Weakness\.", "damage_taken", -1, True, also=(("no_weakness", 1, {}, None),)),
        _w("en", rf"Prevent all damage done to {h} by attacks from your opponent's {ATTACKER_EN}\.", "prevent_damage", 1, True),
        _w("en", rf"Prevent all damage done to {h} by attacks from your opponent's (?P<atypes>\{{{T_EN}\}}) Pokémon-GX and "
                 r"(?P=atypes) Pokémon-EX\.", "prevent_damage", 1, True, when={"attacker_rule_box": _GX + _EX}),
        _w("en", rf"Prevent all damage done to {h} by attacks it uses\.", "prevent_damage",
           when={"from_opponent": False, "holder_active": True}),
        _w("en", rf"As long as {h} is on your Bench, prevent all damage done to that Pokémon by attacks {BOTH_EN}\.", "prevent_damage",
           when={"holder_active": False}),
        _w("en", rf"(?:The attacks of|Attacks used by|The attacks used by) {h} do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}",
           "damage_dealt"),
        # damage an effect on the Defending Pokémon takes away before Weakness: no damage step the guides give (I-A-01
        # step 5 comes after Weakness and Resistance), so none of the card's languages is read
        _w("en", rf"The attacks of your opponent's Pokémon do (?P<n>\d+) less damage to {h}{BEFORE_WR}", "unread"),
        _w("en", rf"(?:The attacks of|Attacks used by) {h} cost (?P<c2>(?:\{{C\}})+) less and do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}",
           "damage_dealt", also=(("attack_cost", -1, {}, "c2"),)),
        _w("en", rf"{H} gets \+(?P<n>\d+) HP and its attacks do (?P<n2>\d+) more damage to your opponent's Active Pokémon{BEFORE_WR}",
           "max_hp", also=(("damage_dealt", 1, {}, "n2"),)),
        _w("en", rf"Prevent all effects of (?:your opponent's attacks, except damage,|attacks from your opponent's Pokémon|attacks used by "
                 rf"your opponent's Pokémon) done to {h}\. \(Existing effects are not removed\.(?: Damage is not an effect\.)?\)",
           "prevent_effects", 1, True),
        # a Pokémon without a Rule Box (the builder reads it off the cards: holder_no_rule_box)
        _w("en", rf"If {h} doesn't have a Rule Box, the attacks it uses do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR} {RULE_BOXES_EN}",
           "damage_dealt", when={"target_active": True, "target_opponent": True, "holder_no_rule_box": True}),
        _w("en", rf"If {h} doesn't have a Rule Box, it takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR} "
                 rf"{RULE_BOXES_EN}", "damage_taken", -1, True, when={"holder_no_rule_box": True}),
    ) + _acting_en(h)


def _acting_en(h: str) -> tuple[Wording, ...]:
    """What a Tool or a Special Energy does when the Pokémon it is attached to is damaged or Knocked Out, in English."""
    return (
        # what it does to the Attacking Pokémon when damaged in the Active Spot (attack step 6, E-03) or Knocked Out (E-04)
        _w("en", rf"If {h} is (?:in the Active Spot|your Active Pokémon) and is damaged by (?:an attack from your opponent's Pokémon|an "
                 rf"opponent's attack) \(even if (?:it|this Pokémon|that Pokémon) is Knocked Out\), (?:put|place) (?P<n>\d+) damage counters on "
                 r"the Attacking Pokémon\.(?: If you placed any damage counters in this way, discard this card\.)?", "on_damaged", 1, True, when=ACTIVE),
        _w("en", rf"If {h} is (?:in the Active Spot|your Active Pokémon) and is damaged by (?:an attack from your opponent's Pokémon|an "
                 rf"opponent's attack) \(even if (?:it|this Pokémon|that Pokémon) is Knocked Out\), the Attacking Pokémon is now "
                 r"(?P<cond>Poisoned|Burned|Confused|Asleep|Paralyzed)\.", "on_damaged", 1, True, when=ACTIVE),
        _w("en", rf"If {h} (?P<full>has full HP and )?is Knocked Out by damage from an attack from your opponent's Pokémon, put (?P<n>\d+) "
                 r"damage counters on the Attacking Pokémon\.", "on_knocked_out", 1, True, when=BY_ATTACK),
        _w("en", rf"If {h} is Knocked Out by damage from (?:an attack from your opponent's Pokémon|an opponent's attack|an attack), "
                 rf"(?:{AFTERWARDS_EN}|put all basic Energy attached to that Pokémon into your hand\.|put that Pokémon (?:back )?into your "
                 r"hand\. \(Discard all cards attached to (?:that Pokémon|it)\.\))", "inert"),
        _w("en", rf"If this card is discarded by an (?:effect of an attack used by|attack of) {h}, attach this card from your discard pile to "
                 r"that Pokémon after attacking\.", "inert"),
        _w("en", rf"Whenever {h} is your Active Pokémon and is damaged by an attack from your opponent's Pokémon(?P<abox>-EX) \(even if that "
                 r"Pokémon is Knocked Out\), put (?P<n>\d+) damage counters on the Attacking Pokémon-EX\.", "on_damaged", 1, True, when=ACTIVE),
        _w("en", rf"If {h} is in the Active Spot and is damaged by an attack from your opponent's Pokémon \(even if (?:it|this Pokémon) "
                 rf"is Knocked Out\), {AFTERWARDS_EN}", "inert"),
        _w("en", rf"If {h} discards Energy for its Retreat Cost, put that Energy into your hand instead of the discard pile\.", "inert"),
    )


def _held_ja(H: str) -> tuple[Wording, ...]:
    return (
        _w("ja", rf"{H}の最大HPは「\+?(?P<n>\d+)」(?:大きくなる|される)。", "max_hp"),
        _w("ja", rf"{H}は、最大HPが「\+(?P<n>\d+)」される。", "max_hp"),
        _w("ja", rf"{H}\(「(?P<nbox>ポケモン(?:GX|EX|V))」をのぞく\)の最大HPは「\+?(?P<n>\d+)」(?:大きくなる|される)。", "max_hp"),
        _w("ja", rf"{H}の弱点は、すべてなくなる。", "no_weakness"),
        _w("ja", rf"{H}(?:のにげる(?:ために必要な|ための)エネルギーは|は、にげるためのエネルギーが)、すべてなくなる。", "retreat_cost"),
        _w("ja", rf"{H}(?:は、にげるためのエネルギーが|のにげる(?:ために必要な|ための)エネルギーは、)(?P<n>\d+)個ぶん(?P<dir>少なく|多く)なる。",
           "retreat_cost"),
        _w("ja", rf"{H}は、にげるためのエネルギーが(?P<n>\d+)個ぶん少なくなる。このカードは、場からトラッシュされるとき、トラッシュせず、"
                 r"手札にもどす。", "retreat_cost", -1),
        _w("ja", rf"{H}は、にげるためのエネルギーが(?P<n>\d+)個ぶん少なくなり、ねむりまたはマヒでも、にげられる。", "retreat_cost", -1,
           also=(("may_retreat_while_unable", 1, {}, None),)),
        _w("ja", rf"{H}が、相手の{ATTACKER_JA}から受けるワザのダメージは、?「-(?P<n>\d+)」される。", "damage_taken", -1, True),
        _w("ja", rf"{H}が受ける、相手のワザのダメージは、?「-(?P<n>\d+)」される。", "damage_taken", -1, True),
        _w("ja", rf"{H}は、相手のポケモンから受けるワザのダメージが「-(?P<n>\d+)」され、弱点もなくなる。", "damage_taken", -1, True,
           also=(("no_weakness", 1, {}, None),)),
        _w("ja", rf"{H}は、相手の{ATTACKER_JA}からワザのダメージを受けない。", "prevent_damage", 1, True),
        _w("ja", rf"{H}は、相手の(?P<atypes>\[(?:{T_JA})\])タイプの「ポケモンGX・EX」からワザのダメージを受けない。", "prevent_damage", 1, True,
           when={"attacker_rule_box": _GX + _EX}),
        _w("ja", rf"{H}は、そのポケモン自身が使うワザのダメージを受けない。", "prevent_damage", when={"from_opponent": False, "holder_active": True}),
        _w("ja", rf"{H}は、ベンチにいるかぎり、ワザのダメージを受けない。", "prevent_damage", when={"holder_active": False}),
        _w("ja", rf"{H}は、ベンチにいるかぎり、相手のワザのダメージを受けない。", "prevent_damage", 1, True, when={"holder_active": False}),
        _w("ja", rf"{H}が使うワザの、{TARGET_JA}へのダメージは、?「\+(?P<n>\d+)」される。", "damage_dealt"),
        _w("ja", rf"{H}の最大HPは「(?P<n>\d+)」大きくなり、そのポケモンが使うワザの、相手のバトルポケモンへのダメージは「\+(?P<n2>\d+)」される。",
           "max_hp", also=(("damage_dealt", 1, {}, "n2"),)),
        _w("ja", rf"{H}は、ワザを使うためのエネルギーが\[無\]エネルギー(?P<n2>\d+)個ぶん少なくなり、そのポケモンが使うワザの、相手のバトルポケモンへの"
                 r"ダメージは「\+(?P<n>\d+)」される。", "damage_dealt", also=(("attack_cost", -1, {}, "n2"),)),
        _w("ja", rf"{H}は、相手のポケモンが使うワザの効果を受けない。\(すでに受けている効果は、?なくならない。\)", "prevent_effects", 1, True),
        _w("ja", rf"{H}が使うワザの、相手のバトル場の\[(?P<ttype>{T_JA})\]ポケモンへのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
        _w("ja", rf"{H}\(「ルールを持つポケモン」をのぞく\)が使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt",
           when={"target_active": True, "target_opponent": True, "holder_no_rule_box": True}),
        _w("ja", rf"{H}\(「ルールを持つポケモン」をのぞく\)が、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True,
           when={"holder_no_rule_box": True}),
        _w("ja", rf"{H}が、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンにダメカンを(?P<n>\d+)個のせる。"
                 r"(?:その後、このカードをトラッシュする。)?", "on_damaged", 1, True, when=ACTIVE),
        _w("ja", rf"{H}が、バトル場で相手のポケモンからワザのダメージを受けたとき、ワザを使ったポケモンを(?P<cond>どく|やけど|こんらん|ねむり|マヒ)"
                 r"にする。", "on_damaged", 1, True, when=ACTIVE),
        _w("ja", rf"{H}(?P<full>のHPがまんたんの状態で)?が?、相手のポケモンからワザのダメージを受けてきぜつしたとき、ワザを使ったポケモンにダメカンを"
                 r"(?P<n>\d+)個のせる。", "on_knocked_out", 1, True, when=BY_ATTACK),
        _w("ja", rf"{H}が、相手のポケモンからワザのダメージを受けてきぜつしたとき、(?:{AFTERWARDS_JA}|そのポケモンについていたすべての基本"
                 r"エネルギーを、トラッシュせずに手札にもどす。)", "inert"),
        _w("ja", rf"{H}(?:は|が、相手のポケモンから)、?ワザのダメージを受けてきぜつしたとき、トラッシュせずに手札にもどす。[\[(]ポケモン以外のカードは、"
                 r"すべてトラッシュする。[\])]", "inert"),
        _w("ja", rf"{H}(?:が使うワザの効果|のワザ)で、このカードがトラッシュされたなら、(?:ワザの)?ダメージや効果のあとに?、(?:もとのポケモンにつけなおす|"
                 r"手札にもどす)。", "inert"),
        _w("ja", rf"{H}が、バトル場で相手の「(?P<abox>ポケモンEX)」からワザのダメージを受けるたび、ワザを使った「ポケモンEX」にダメカンを(?P<n>\d+)個のせる。",
           "on_damaged", 1, True, when=ACTIVE),
        _w("ja", rf"{H}が、バトル場で相手のポケモンからワザのダメージを受けたとき、{AFTERWARDS_JA}", "inert"),
        _w("ja", rf"{H}がにげるとき、にげるためのエネルギーはトラッシュせず、自分の手札にもどす。", "inert"),
    )


def _held_zh(H: str) -> tuple[Wording, ...]:
    return (
        _w("zh", rf"{H}的最大HP(?:「\+|增加「)(?P<n>\d+)」。", "max_hp"),
        _w("zh", rf"{H}\(「(?P<nbox>宝可梦(?:【GX】|【EX】|【V】))」除外\)的最大HP增加「(?P<n>\d+)」。", "max_hp"),
        _w("zh", rf"(?:将)?{H}的弱点全部消除。", "no_weakness"),
        _w("zh", rf"{H}【撤退】所需的能量全部消除。", "retreat_cost"),
        _w("zh", rf"{H}，?【撤退】所需的能量(?P<dir>减少|增加)(?P<n>\d+)个。", "retreat_cost"),
        _w("zh", rf"将{H}，【撤退】所需的能量减少(?P<n>\d+)个，就算【睡眠】或者【麻痹】也可撤退。", "retreat_cost", -1,
           also=(("may_retreat_while_unable", 1, {}, None),)),
        _w("zh", rf"{H}，?受到对手的{ATTACKER_ZH}招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
        _w("zh", rf"{H}，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点，弱点也全部消除。", "damage_taken", -1, True,
           also=(("no_weakness", 1, {}, None),)),
        _w("zh", rf"{H}，?不会受到对手的{ATTACKER_ZH}招式的伤害。", "prevent_damage", 1, True),
        _w("zh", rf"{H}，不会受到对手的(?P<atypes>【(?:{T_ZH})】)属性的「宝可梦GX・EX」招式的伤害。", "prevent_damage", 1, True,
           when={"attacker_rule_box": _GX + _EX}),
        _w("zh", rf"{H}使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
        _w("zh", rf"{H}，使用招式所需的能量减少(?P<n2>\d+)个【无】能量，那只宝可梦使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n>\d+)」点。",
           "damage_dealt", also=(("attack_cost", -1, {}, "n2"),)),
        _w("zh", rf"{H}，?不会受到对手的宝可梦使用招式的效果的影响。\(已经受到的效果(?:无法|不会)消除。\)", "prevent_effects", 1, True),
        _w("zh", rf"{H}使用的招式，对对手的战斗场的【(?P<ttype>{T_ZH})】宝可梦造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
        _w("zh", rf"{H}\(「拥有规则的宝可梦」除外\)使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt",
           when={"target_active": True, "target_opponent": True, "holder_no_rule_box": True}),
        _w("zh", rf"{H}\(「拥有规则的宝可梦」除外\)，?受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True,
           when={"holder_no_rule_box": True}),
        _w("zh", rf"(?:当)?{H}，?在战斗场(?:上)?受到对手的宝可梦招式的伤害时，在使用招式的宝可梦身上放置(?P<n>\d+)个伤害指示物。"
                 r"(?:然后，将这张卡丢弃。)?", "on_damaged", 1, True, when=ACTIVE),
        _w("zh", rf"(?:当)?{H}，?在战斗场(?:上)?受到对手的宝可梦招式的伤害时，将使用招式的宝可梦【(?P<cond>中毒|灼伤|混乱|睡眠|麻痹)】。",
           "on_damaged", 1, True, when=ACTIVE),
        _w("zh", rf"(?:当)?{H}(?P<full>的HP是全满的状态下，)?受到对手的宝可梦招式的伤害而【(?:昏厥|气绝)】时，在使用招式的宝可梦身上放置"
                 r"(?P<n>\d+)个伤害指示物。", "on_knocked_out", 1, True, when=BY_ATTACK),
        _w("zh", rf"(?:当)?{H}受到对手的宝可梦招式的伤害而【(?:昏厥|气绝)】时，{AFTERWARDS_ZH}", "inert"),
        _w("zh", rf"(?:当)?{H}在战斗场(?:上)?受到对手的宝可梦招式的伤害时，{AFTERWARDS_ZH}", "inert"),
        _w("zh", rf"当{H}【撤退】时，【撤退】所需的能量不会丢到弃牌区，而是放回自己的手牌。", "inert"),
        _w("zh", rf"若因{H}使用的招式的效果使这张卡被丢弃，则在招式的伤害与效果的影响之后，重新附于原本的宝可梦身上。", "inert"),
    )


#: What a Tool says besides, changing nothing a replay of one attack or one Retreat Cost asks: that it is
#: discarded at the end of a turn (before, after).
DISCARDED = {
    "en": (("If this card is attached to 1 of your Pokémon, discard it at the end of your opponent's turn. ", ""),
           ("", r" At the end of your opponent's turn after you played [^.]+, discard [^.]+\."),
           ("", r" If that Pokémon is damaged by an opponent's attack, discard this card at the end of the turn\.")),
    "ja": (("ポケモンについているこのカードは、相手の番の終わりにトラッシュする。", ""),
           ("", "このカードは、このカードをつけた番の、次の相手の番の終わりにトラッシュ。"),
           ("", "このカードは、このカードをつけているポケモンが、相手のワザのダメージを受けた番の終わりにトラッシュ。")),
    "zh": (("将宝可梦身上所附有的这张卡[，,]在对手的回合结束时丢到弃牌区。", ""),),
}


def _discarded(lang: str, held: str) -> tuple[Wording, ...]:
    """A Tool's wordings of :func:`_held` with what :data:`DISCARDED` says before or after."""
    return tuple(replace(w, pattern=LazyPattern(before + w.pattern.pattern + after))
                 for before, after in DISCARDED[lang] for w in _held(lang, held) if w.kind != "inert")


#: "If you have more Prize cards remaining than your opponent", before a Tool's wording (the builder asks for the
#: Prize cards left when the question does not say both players').
BEHIND = {"en": "If you have more Prize cards remaining than your opponent, ", "ja": "自分のサイドの残り枚数が、相手のサイドの残り枚数より多いなら、",
          "zh": "若自己剩余奖赏卡的张数[，,]?比对手剩余奖赏卡的张数多[，,]则"}


def _behind(lang: str, held: str) -> tuple[Wording, ...]:
    """A Tool's wordings of :func:`_held` working only while its player has more Prize cards left (``holder_behind``)."""
    return tuple(replace(w, pattern=LazyPattern(BEHIND[lang] + "(?i:" + w.pattern.pattern + ")"), when={**w.when, "holder_behind": True})
                 for w in _held(lang, held) if w.kind in ("damage_dealt", "damage_taken", "max_hp", "retreat_cost", "no_weakness"))


#: A Tool's texts acting only on cards (drawn, Energy moved, the deck kept) or at a turn's end, whatever Pokémon it is
#: attached to: they change nothing a replay asks.
AFTERWARDS_TOOL = (
    _w("en", r"If the Pokémon this card is attached to has Weakness to your opponent's Active Pokémon's type, is in the Active Spot, and is "
             r"damaged by an attack from your opponent's Pokémon \(even if this Pokémon is Knocked Out\), draw \d+ cards\.", "inert"),
    _w("ja", r"このカードをつけているポケモンの弱点のタイプと、相手のバトルポケモンのタイプが同じなら、このカードをつけているポケモンが、バトル場で相手の"
             r"ポケモンからワザのダメージを受けたとき、自分の山札を\d+枚引く。", "inert"),
    _w("en", r"If the Pokémon [^.]+ is attached to is your Active Pokémon at the end of your turn, draw a card\.", "inert"),
    _w("ja", r"自分の番の終わりに、このカードをつけているポケモンがバトル場にいるなら、自分の山札からカードを1枚引く。", "inert"),
    _w("en", r"If the Pokémon this card is attached to uses an attack, if you flip any coins for the damage or effect of that attack, and if "
             r"any of them are tails, draw \d+ cards at the end of your turn\.", "inert"),
    _w("ja", r"このカードをつけているポケモンがワザを使ったとき、ワザのダメージや効果で自分がコインを投げてウラが出たなら、自分の番の終わりに、"
             r"自分の山札を\d+枚引く。", "inert"),
    _w("zh", r"附有这张卡的宝可梦使用招式时，若因招式的伤害与效果自己掷硬币出现了反面，则自己的回合结束时，从自己的牌库抽出\d+张卡。", "inert"),
    _w("en", r"As long as the Pokémon this card is attached to is in the Active Spot, cards in your deck can't be discarded by effects of your "
             r"opponent's attacks, Abilities, Item cards, Pokémon Tool cards, or Supporter cards\.", "inert"),
    _w("ja", r"このカードをつけているポケモンがバトル場にいるかぎり、自分の山札は、相手のワザ・特性・グッズ・ポケモンのどうぐ・サポートによる、"
             r"山札をトラッシュするカードの効果を受けない。", "inert"),
    _w("zh", r"只要附有这张卡的宝可梦在战斗场上，自己的牌库不会受到对手的招式・特性・物品卡・宝可梦道具卡・支援者卡的卡牌效果影响而丢弃牌库。", "inert"),
    _w("en", r"When your Active Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, you may move a Basic Energy from "
             r"that Pokémon to the Pokémon this card is attached to\.", "inert"),
    _w("ja", r"自分のバトルポケモンが、相手のポケモンからワザのダメージを受けてきぜつするたび、そのポケモンについている基本エネルギーを1枚選び、"
             r"このカードをつけているポケモンにつけ替えてよい。", "inert"),
    _w("zh", r"每次当自己的战斗宝可梦受到对手的宝可梦招式的伤害而【昏厥】时，可选择1张那只宝可梦身上附加的基本能量卡，改附于附有这张卡的宝可梦身上。",
       "inert"),
    _w("en", r"If the Pokémon this card is attached to (?:has a Retreat Cost of exactly \d+, is in the Active Spot,|is your Active Pokémon) and "
             r"is Knocked Out by damage from (?:an attack from your opponent's Pokémon|an opponent's attack), move up to \d+ (?:B|b)asic Energy "
             r"cards from that Pokémon to (?:your Benched Pokémon in any way you like|1 of your Benched Pokémon)\.", "inert"),
    _w("zh", r"(?:当)?附有这张卡的?(?:【撤退】所需的能量为\d+个的)?宝可梦，?在战斗场上受到对手的(?:宝可梦)?招式的伤害而【(?:昏厥|气绝)】时，"
             r"(?:选择最多\d+张那只宝可梦身上附加的基本能量卡，以任意方式改附于自己的备战宝可梦身上|将这只宝可梦身上所附加的最多\d+张基本能量卡，"
             r"改附于自己的1只备战宝可梦身上)。", "inert"),
    _w("ja", r"このカードをつけているポケモンが、バトル場で相手のワザのダメージを受けてきぜつしたとき、そのポケモンについている基本エネルギーを\d+枚まで、"
             r"自分のベンチポケモン1匹につけ替える。", "inert"),
    _w("ja", r"このカードをつけているにげるためのエネルギーが\d+個のポケモンが、バトル場で相手のポケモンからワザのダメージを受けてきぜつしたとき、"
             r"そのポケモンについている基本エネルギーを\d+枚まで選び、自分のベンチポケモンに好きなようにつけ替える。", "inert"),
    _w("en", r"When the [^.]+ this card is attached to is Knocked Out by damage from an opponent's attack, search your deck for a card and put "
             r"it into your hand\. Shuffle your deck afterward\.", "inert"),
    _w("ja", r"このカードをつけている「[^」]+」のポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、自分の山札から好きなカードを1枚選び、"
             r"手札に加える。そして山札を切る。", "inert"),
)

#: A Tool's wordings built on :func:`_held`; the older "As long as … is attached to a Pokémon, that Pokémon …".
HELD_TOOL = (_held("en", HELD_EN) + _held("ja", HELD_JA) + _held("zh", HELD_ZH) + _discarded("en", HELD_EN) + _discarded("ja", HELD_JA)
             + _discarded("zh", HELD_ZH) + _held("en", NAMED_EN) + _held("ja", NAMED_JA) + _held("zh", NAMED_ZH)
             + _behind("en", HELD_EN) + _behind("ja", HELD_JA) + _behind("zh", HELD_ZH) + AFTERWARDS_TOOL + (
    _w("en", r"As long as [^.]+ is attached to a Pokémon, that Pokémon has no Weakness\.(?: If that Pokémon is damaged by an opponent's "
             r"attack, discard this card at the end of the turn\.)?", "no_weakness"),
    _w("en", r"As long as [^.]+ is attached to a Pokémon, that Pokémon's Retreat Cost is 0\.(?: When this Pokémon retreats, discard [^.]+\.)?",
       "retreat_cost"),
))

#: How a Special Energy says what it provides, before what it does to the Pokémon it is attached to
#: (``_held``): "As long as this card is attached to a Pokémon, it provides {M} Energy." (``ptype``),
#: and one that can be attached only to a Pokémon of a type, discarded from any other (``only``: the
#: effect then needs that type).
ENERGY_SAYS = {
    "en": ((rf"As long as this card is attached to a Pokémon, it provides \{{(?P<ptype>{T_EN})\}} Energy\. ", ""),
           (rf"(?:This card|[A-Z][\w ]* Energy) provides \{{(?P<ptype>{T_EN})\}} Energy\. ", ""),
           (rf"This card can only be attached to \{{(?P<only>{T_EN})\}} Pokémon\. This card provides \{{(?P=only)\}} Energy only while "
            r"this card is attached to a \{(?P=only)\} Pokémon\. ",
            r" \(If this card is attached to anything other than a \{(?P=only)\} Pokémon, discard this card\.\)")),
    "ja": ((rf"このカードは、ポケモンについているかぎり、\[(?P<ptype>{T_JA})\]エネルギー1個ぶんとしてはたらく。", ""),
           (rf"このカードは\[(?P<ptype>{T_JA})\]エネルギー1個ぶんとしてはたらく。", ""),
           (rf"このカードは\[(?P<only>{T_JA})\]ポケモンにしかつけられず、ついているかぎり\[(?P=only)\]エネルギー1個ぶんとしてはたらく。",
            r"\(このカードが\[(?P=only)\]ポケモン以外についているなら、トラッシュする。\)")),
    "zh": ((rf"只要这张卡附于宝可梦身上[，,]视为提供1个【(?P<ptype>{T_ZH})】能量。", ""),
           (rf"这张卡视为提供1个【(?P<ptype>{T_ZH})】能量。", "")),
}


def _energy(lang: str, held: str) -> tuple[Wording, ...]:
    """A Special Energy's wordings: what it provides (:data:`ENERGY_SAYS`), then what it does (:func:`_held`)."""
    return tuple(replace(w, pattern=LazyPattern(before + w.pattern.pattern + after))
                 for before, after in ENERGY_SAYS[lang] for w in _held(lang, held))


#: A Special Energy's wordings built on :func:`_held`.
HELD_ENERGY = _energy("en", HELD_EN) + _energy("ja", HELD_JA) + _energy("zh", HELD_ZH)

#: What a Stadium of older sets says of its own play, changing nothing while it is in play.
ONE_NAME = "If another card with the same name is in play, you can't play this card. "
#: The Pokémon of both players a Stadium names by name or owner.
NAMED_STADIUM = (
    _w("en", rf"(?:{NAMES_EN}|{OWNER_EN}) {BOTH_EN} take (?P<n>\d+) less damage from (?:the opponent's attacks|attacks from the opponent's "
             rf"Pokémon){AFTER_WR}", "damage_taken", -1, True),
    _w("en", rf"(?:The attacks of|Attacks used by) (?:{NAMES_EN}|{OWNER_EN}) {BOTH_EN} do (?P<n>\d+) more damage to the opponent's Active "
             rf"Pokémon{BEFORE_WR}", "damage_dealt"),
    _w("en", rf"The Retreat Cost of each {NAMES_EN} in play {BOTH_EN} is (?P<c>(?:\{{C\}})+) (?P<dir>less|more)\.", "retreat_cost"),
    _w("en", rf"{OWNER_EN} in play {BOTH_EN} have no Retreat Cost\.", "retreat_cost"),
    _w("ja", r"おたがいの(?P<hnames>(?:「[^」]+」)+)(?:全員)?が、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    _w("ja", r"おたがいの(?P<hnames>(?:「[^」]+」)+)が使うワザの、相手のバトルポケモンへのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("ja", r"おたがいの(?:場の)?(?P<hnames>(?:「[^」]+」)+)全員のにげるためのエネルギーは、(?:それぞれ(?P<n>\d+)個ぶん(?P<dir>少なく|多く)なる|"
             r"すべてなくなる)。", "retreat_cost"),
    _w("zh", r"双方的(?:所有)?(?P<hnames>(?:「[^」]+」)+)，?受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("zh", r"双方(?:的)?(?P<hnames>(?:「[^」]+」)+)使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("zh", r"双方(?:场上|的)所有(?P<hnames>(?:「[^」]+」)+)【撤退】所需的能量(?:全部消除|，?各(?P<dir>减少|增加)(?P<n>\d+)个)。", "retreat_cost"),
)

#: Each Pokémon a Stadium names, both players': its types (``htypes``), the types it is not (``ntypes``),
#: its stages (``stages``), in the Active Spot or on the Bench.
BASIC = {"holder_stage": "basic"}
STADIUM_MORE = (
    _w("en", rf"Basic (?P<htypes>\{{{T_EN}\}} and Basic \{{{T_EN}\}}) Pokémon {BOTH_EN} take (?P<n>\d+) less damage from the opponent's "
             rf"attacks{AFTER_WR}", "damage_taken", -1, True, when=BASIC),
    _w("ja", rf"おたがいの(?P<htypes>\[(?:{T_JA})\]または\[(?:{T_JA})\])タイプのたねポケモンが、相手のポケモンから受けるワザのダメージは"
             r"「-(?P<n>\d+)」される。", "damage_taken", -1, True, when=BASIC),
    _w("zh", rf"双方的(?P<htypes>【(?:{T_ZH})】或者【(?:{T_ZH})】)属性的【基础】宝可梦受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。",
       "damage_taken", -1, True, when=BASIC),
    _w("en", rf"All Basic Pokémon {BOTH_EN} take (?P<n>\d+) less damage from attacks from the opponent's Pokémon{AFTER_WR}", "damage_taken",
       -1, True, when=BASIC),
    _w("ja", r"おたがいのたねポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True, when=BASIC),
    _w("zh", r"双方的【基础】宝可梦，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True, when=BASIC),
    _w("en", rf"(?P<htypes>\{{{T_EN}\}} Pokémon and \{{{T_EN}\}}) Pokémon {BOTH_EN} have no Weakness\.", "no_weakness"),
    _w("ja", rf"おたがいの場の(?P<htypes>\[(?:{T_JA})\]ポケモンと\[(?:{T_JA})\])ポケモン全員の弱点は、すべてなくなる。", "no_weakness"),
    _w("zh", rf"将双方的场上所有(?P<htypes>【(?:{T_ZH})】宝可梦与【(?:{T_ZH})】)宝可梦的弱点全部消除。", "no_weakness"),
    _w("en", rf"The Retreat Cost of each Basic non-(?P<ntypes>\{{{T_EN}\}}) Pokémon in play {BOTH_EN} is (?P<c>(?:\{{C\}})+) "
             r"(?P<dir>less|more)\.", "retreat_cost", when=BASIC),
    _w("ja", rf"おたがいのたねポケモン\((?P<ntypes>\[(?:{T_JA})\])ポケモンをのぞく\)全員のにげるためのエネルギーは、それぞれ(?P<n>\d+)個ぶん"
             r"(?P<dir>少なく|多く)なる。", "retreat_cost", when=BASIC),
    _w("zh", rf"双方的所有【基础】宝可梦\((?P<ntypes>【(?:{T_ZH})】)宝可梦除外\)【撤退】所需的能量各(?P<dir>减少|增加)(?P<n>\d+)个。", "retreat_cost",
       when=BASIC),
    # Poison's damage counters at each Checkup, more on each Poisoned Pokémon but those of a type (I-F step 1: added to the 1 Poison puts)
    _w("en", rf"During Pokémon Checkup, put (?P<n>\d+) more damage counters on each (?P<hcond>Poisoned) non-(?P<ntypes>\{{{T_EN}\}}) Pokémon "
             rf"{BOTH_EN}\.", "checkup_counters"),
    _w("ja", rf"おたがいの(?P<hcond>どく)のポケモン\((?P<ntypes>\[(?:{T_JA})\])ポケモンをのぞく\)全員は、どくでのせるダメカンの数がそれぞれ(?P<n>\d+)個"
             r"多くなる。", "checkup_counters"),
    _w("zh", rf"双方的所有【(?P<hcond>中毒)】的宝可梦\((?P<ntypes>【(?:{T_ZH})】)宝可梦除外\)，因【中毒】而放置的伤害指示物的数量各增加(?P<n>\d+)个。",
       "checkup_counters"),
    _w("en", rf"Basic (?P<htypes>\{{{T_EN}\}}) Pokémon in play {BOTH_EN} have no Retreat Cost\.", "retreat_cost", when=BASIC),
    _w("ja", rf"おたがいの(?P<htypes>\[(?:{T_JA})\])タイプのたねポケモン全員のにげるためのエネルギーは、すべてなくなる。", "retreat_cost", when=BASIC),
    _w("zh", rf"将双方的所有(?P<htypes>【(?:{T_ZH})】)属性的【基础】宝可梦【撤退】所需的能量全部消除。", "retreat_cost", when=BASIC),
    _w("en", rf"The attacks of (?P<htypes>\{{{T_EN}\}} Pokémon and \{{{T_EN}\}}) Pokémon {BOTH_EN} do (?P<n>\d+) more damage to the "
             rf"opponent's Active Pokémon{BEFORE_WR}", "damage_dealt"),
    _w("ja", rf"おたがいの(?P<htypes>\[(?:{T_JA})\]または\[(?:{T_JA})\])ポケモンが使うワザの、相手のバトルポケモンへのダメージは「\+(?P<n>\d+)」"
             r"される。", "damage_dealt"),
    _w("zh", rf"双方的(?P<htypes>【(?:{T_ZH})】或者【(?:{T_ZH})】)宝可梦使用的招式，对对手的战斗宝可梦造成的伤害「\+(?P<n>\d+)」点。",
       "damage_dealt"),
    _w("en", rf"The attacks of each (?P<htypes>\{{{T_EN}\}}) Pokémon in play {BOTH_EN} do (?P<n>\d+) more damage to the Defending "
             rf"Pokémon-EX{BEFORE_WR}", "damage_dealt", when={"target_active": True, "target_opponent": True, "target_rule_box": _EX}),
    _w("ja", rf"おたがいの(?P<htypes>\[(?:{T_JA})\])ポケモンが使うワザの、相手のバトル場の「ポケモンEX」へのダメージは、?「\+(?P<n>\d+)」される。",
       "damage_dealt", when={"target_active": True, "target_opponent": True, "target_rule_box": _EX}),
    _w("en", r"The Retreat Cost of both Active Pokémon is (?P<c>(?:\{C\})+) more\.", "retreat_cost", when={"holder_active": True}),
    _w("en", r"Each player pays (?P<c>(?:\{C\})+) more to retreat his or her Active Pokémon\.", "retreat_cost", when={"holder_active": True}),
    _w("ja", r"おたがいのバトルポケモンのにげるためのエネルギーは、それぞれ(?P<n>\d+)個ぶん多くなる。", "retreat_cost", when={"holder_active": True}),
    _w("zh", r"双方的战斗宝可梦【撤退】所需的能量各增加(?P<n>\d+)个。", "retreat_cost", when={"holder_active": True}),
    _w("en", rf"Pokémon Tool cards in play {BOTH_EN} have no effect\.", "no_tool_effects"),
    _w("ja", r"おたがいの場にある「ポケモンのどうぐ」の効果は、すべてなくなる。", "no_tool_effects"),
    _w("zh", r"将双方的场上的「宝可梦道具」的效果全部消除。", "no_tool_effects"),
    _w("en", rf"Prevent all damage done to Benched Pokémon by attacks {BOTH_EN}\.", "prevent_damage", when={"holder_active": False}),
    _w("ja", r"おたがいのベンチポケモン全員は、ワザのダメージを受けない。", "prevent_damage", when={"holder_active": False}),
    _w("en", r"The Retreat Cost of each (?P<stage>Basic) Pokémon in play is (?P<c>(?:\{C\})+) (?P<dir>less|more)\.", "retreat_cost"),
    _w("ja", r"おたがいの(?P<stage>たね|1進化|2進化)ポケモン全員のにげるために必要なエネルギーは、それぞれ(?P<n>\d+)個ぶん(?P<dir>少なく|多く)なる。",
       "retreat_cost"),
    _w("en", rf"Each (?P<stages>Stage 1 and Stage 2) Pokémon in play {BOTH_EN} gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("ja", r"おたがいの(?P<stages>1進化と2進化)ポケモン全員の最大HPは、それぞれ「\+?(?P<n>\d+)」(?:大きくなる|される)。", "max_hp"),
    _w("en", rf"Each (?P<htypes>\{{{T_EN}\}} and \{{{T_EN}\}}) Pokémon in play {BOTH_EN} gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("ja", rf"おたがいの(?:場の)?(?P<htypes>\[(?:{T_JA})\](?:と\[(?:{T_JA})\])?)ポケモン全員の最大HPは、それぞれ「\+?(?P<n>\d+)」(?:大きくなる|される)。",
       "max_hp"),
    _w("ja", r"おたがいの(?:場の)?ポケモン全員の抵抗力は、すべてなくなる。", "no_resistance"),
    _w("zh", r"将双方的所有场上(?P<stage>【基础】|【1阶进化】|【2阶进化】)宝可梦【撤退】所需的能量(?P<dir>减少|增加)(?P<n>\d+)个。", "retreat_cost"),
    _w("en", rf"Each player pays (?P<c>(?:\{{C\}})+) (?P<dir>less|more) to retreat his or her (?P<htypes>\{{{T_EN}\}} and \{{{T_EN}\}}) "
             r"Pokémon\.", "retreat_cost"),
    _w("en", r"Each player pays (?P<c>(?:\{C\})+) more to retreat a Baby Pokémon or Basic Pokémon\.", "retreat_cost", when=BASIC),
    # what the Energy attached says (the builder asks for the Energy attached when it is not said in full)
    _w("en", rf"Each Pokémon that has any {TYPE_EN} Energy attached to it {BOTH_EN} has no Retreat Cost\.", "retreat_cost",
       when={"energy": True}),
    _w("ja", rf"{TYPE_JA}エネルギーがついているおたがいのポケモン全員のにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost",
       when={"energy": True}),
    _w("en", rf"The Retreat Cost of each Pokémon {BOTH_EN} that has any {TYPE_EN} or {ATYPE2_EN.replace('atype2', 'type2')} Energy attached "
             r"to it is (?P<c>(?:\{C\})+) less\.", "retreat_cost", -1, when={"energy": True}),
    _w("ja", rf"{TYPE_JA}または{ATYPE2_JA.replace('atype2', 'type2')}エネルギーがついているおたがいのポケモン全員のにげるためのエネルギーは、"
             r"それぞれ(?P<n>\d+)個ぶん少なくなる。", "retreat_cost", -1, when={"energy": True}),
    _w("zh", rf"将双方的所有身上附有{TYPE_ZH}或者{ATYPE2_ZH.replace('atype2', 'type2')}能量的宝可梦【撤退】所需的能量减少(?P<n>\d+)个。",
       "retreat_cost", -1, when={"energy": True}),
    _w("en", rf"All Pokémon that have any {TYPE_EN} or {ATYPE2_EN.replace('atype2', 'type2')} Energy attached {BOTH_EN} take (?P<n>\d+) "
             rf"less damage from attacks from the opponent's Pokémon{AFTER_WR}", "damage_taken", -1, True, when={"energy": True}),
    _w("ja", rf"おたがいの{TYPE_JA}または{ATYPE2_JA.replace('atype2', 'type2')}エネルギーがついているポケモンが、相手のポケモンから受けるワザの"
             r"ダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True, when={"energy": True}),
    _w("zh", rf"双方的身上附有{TYPE_ZH}或者{ATYPE2_ZH.replace('atype2', 'type2')}能量的宝可梦，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。",
       "damage_taken", -1, True, when={"energy": True}),
)


#: Knocked Out by damage from the opponent's attack (E-04), as a Tool's text says it after its holder.
KO_BY_OPPONENT = {"by_attack_damage": True, "from_opponent": True}
#: A Tool's wordings on the Prize cards taken for its holder (the card's text over Knock Out step 4, II-A): 1 fewer when it is
#: Knocked Out, or by the opponent's attack (its holder named by its owner), with −N HP for a rule box (D-15); what a text
#: says of attaching the card changes nothing a replay asks (the question says it is attached).
TOOL_PRIZES = (
    _w("en", rf"If {HOLDER_EN} is Knocked Out, your opponent takes (?P<n>\d+) fewer Prize cards?\.", "prize_count", -1),
    _w("ja", r"このカードをつけているポケモンがきぜつしたとき、相手がとるサイドは(?P<n>\d+)枚少なくなる。", "prize_count", -1),
    _w("en", rf"If {NAMED_EN} is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes (?P<n>\d+) fewer Prize cards?\.",
       "prize_count", -1, when=KO_BY_OPPONENT),
    _w("ja", rf"{NAMED_JA}が、相手のポケモンからワザのダメージを受けてきぜつしたとき、とられるサイドは(?P<n>\d+)枚少なくなる。", "prize_count", -1,
       when=KO_BY_OPPONENT),
    _w("zh", rf"{NAMED_ZH}受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，被获得的奖赏卡(?:的张数)?减少(?P<n>\d+)张。", "prize_count", -1, when=KO_BY_OPPONENT),
    _w("en", rf"{HELD_EN} gets -(?P<n>\d+) HP, and (?:if|when) it is Knocked Out by damage from (?:an attack from your opponent's Pokémon|an opponent's "
             r"attack), that player takes (?P<n2>\d+) fewer Prize cards?\.(?: You can't attach this card to a Pokémon[^.]* that has \d+ HP or less "
             r"remaining\.)?", "max_hp", -1, also=(("prize_count", -1, KO_BY_OPPONENT, "n2"),)),
    _w("ja", rf"{HELD_JA}の最大HPは「(?P<n>\d+)」小さくなり、そのポケモンが、?相手の(?:ポケモンから)?ワザのダメージ(?:を受けて|で)きぜつしたとき、とられるサイドは"
             r"(?P<n2>\d+)枚少なくなる。(?:\(このカードを手札からつけるとき、そのポケモンがきぜつするなら、つけられない。\))?", "max_hp", -1,
       also=(("prize_count", -1, KO_BY_OPPONENT, "n2"),)),
    _w("zh", rf"{HELD_ZH}的最大HP减少「(?P<n>\d+)」，当那只宝可梦受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，被获得的奖赏卡的张数减少(?P<n2>\d+)张。"
             r"(?:\(从手牌将这张卡附上时，若那只宝可梦会【(?:气绝|昏厥)】，则无法附上。\))?", "max_hp", -1, also=(("prize_count", -1, KO_BY_OPPONENT, "n2"),)),
)

#: A Tool's wordings naming its holder by a part of its name, by name, by its remaining HP and damage counters, by its Retreat
#: Cost; the Prize cards each player has left; a sentence saying where the card may be played changing nothing a replay asks.
TOOL_NAMED = (
    # less damage (B-05) for a holder with a part of a name ("Galarian"), from the opponent's Pokémon with Special Energy (D-07)
    _w("en", rf"If {HOLDER_EN} has “(?P<hhas>[^”]+)” in its name, it takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}",
       "damage_taken", -1, True),
    _w("ja", r"このカードをつけている、名前に「(?P<hhas>[^」]+)」とつくポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1,
       True),
    _w("zh", r"附有这张卡的名称中有「(?P<hhas>[^」]+)」的宝可梦，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("en", rf"Any damage done to {HOLDER_EN} by attacks from your opponent's Pokémon that have any Special Energy attached to them is reduced by "
             rf"(?P<n>\d+){AFTER_WR}", "damage_taken", -1, True, when={"attacker_has_special_energy": True}),
    _w("ja", r"このカードをつけているポケモンが、特殊エネルギーがついている相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1,
       True, when={"attacker_has_special_energy": True}),
    # a holder of a name, of a type: +N to the Active Pokémon it hits (B-04); "(This card cannot be used at official tournaments.)"
    _w("en", rf"The attacks used by (?:the|The) {NAMES_EN} this card is attached to do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR} \(This card "
             r"cannot be used at official tournaments\.\)", "damage_dealt"),
    _w("en", rf"If this card is attached to (?:{NAMES_EN}, each of its attacks does|a {TYPE_EN} Pokémon, each of the attacks of that Pokémon does) "
             r"(?P<n>\d+) more damage to the Active Pokémon \(before applying Weakness and Resistance\)\.", "damage_dealt", when={"target_active": True}),
    _w("ja", rf"このカードをつけている(?:{NAMED_JA.removeprefix('このカードをつけている')}|{TYPE_JA}ポケモン)が使うワザの、バトルポケモンへのダメージは「\+(?P<n>\d+)」される。",
       "damage_dealt", when={"target_active": True}),
    # the holder not a Pokémon-EX: +N to an Active Pokémon-EX (B-04, D-18)
    _w("en", r"The attacks of the Pokémon this card is attached to \(excluding Pokémon(?P<nbox>-EX)\) do (?P<n>\d+) more damage to Active Pokémon(?P<tbox>-EX) "
             r"\(before applying Weakness and Resistance\)\.", "damage_dealt", when={"target_active": True}),
    _w("ja", r"このカードをつけているポケモン\(「(?P<nbox>ポケモンEX)」をのぞく\)が使うワザの、バトル場の「(?P<tbox>ポケモンEX)」へのダメージは「\+(?P<n>\d+)」される。",
       "damage_dealt", when={"target_active": True}),
    # +N to the opponent's Benched Pokémon V and Pokémon-GX (B-04 at step 2; B-08: no Weakness or Resistance there)
    _w("en", r"The attacks of the Pokémon this card is attached to do (?P<n>\d+) more damage to your opponent's Benched Pokémon V and Benched Pokémon-GX\.",
       "damage_dealt", when={"target_active": False, "target_opponent": True, "target_rule_box": ["V", "VMAX", "VSTAR", "GX", "tag-team"]}),
    _w("ja", r"このカードをつけているポケモンが使うワザの、相手のベンチの「ポケモンV・GX」へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt",
       when={"target_active": False, "target_opponent": True, "target_rule_box": ["V", "VMAX", "VSTAR", "GX", "tag-team"]}),
    _w("zh", r"附有这张卡的宝可梦使用的招式，对对手的备战区的「宝可梦【V】・【GX】」造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt",
       when={"target_active": False, "target_opponent": True, "target_rule_box": ["V", "VMAX", "VSTAR", "GX", "tag-team"]}),
    # 30 HP or less left and damage counters on it (D-16): +N (B-04)
    _w("en", rf"If {HOLDER_EN} has (?P<hp>\d+) HP or less remaining and has (?P<cany>any) damage counters on it, its attacks do (?P<n>\d+) more damage to "
             rf"{TARGET_EN}{BEFORE_WR}", "damage_dealt"),
    _w("ja", rf"このカードをつけているポケモンの残りHPが「(?P<hp>\d+)」以下でダメカンが(?P<cany>の)っているなら、このカードをつけているポケモンが使うワザの、{TARGET_JA}へのダメージは"
             r"「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("zh", rf"若附有这张卡的宝可梦的剩余HP为「(?P<hp>\d+)」以下而身上(?P<cany>放置有)伤害指示物，则附有这张卡的宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。",
       "damage_dealt"),
    # a Retreat Cost of exactly N (D-10: as it is, the effects on it counted): +N HP (D-15)
    _w("en", rf"If {HOLDER_EN} has a Retreat Cost of exactly (?P<rexact>\d+), it gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("ja", r"このカードをつけているにげるためのエネルギーが(?P<rexact>\d+)個のポケモンの最大HPは「(?P<n>\d+)」大きくなる。", "max_hp"),
    _w("zh", r"附有这张卡的【撤退】所需的能量为(?P<rexact>\d+)个的宝可梦的最大HP增加「(?P<n>\d+)」。", "max_hp"),
    # while its player has more Prize cards left: its attacks cost an Energy less (D-12)
    _w("en", r"If you have more Prize cards remaining than your opponent, (?:attacks used by|the attacks of) the Pokémon this card is attached to "
             r"cost (?P<c>\{(?P<ctype>[A-Z])\}) less\.", "attack_cost", -1, when={"holder_behind": True}),
    _w("ja", r"自分のサイドの残り枚数が、相手(?:のサイドの残り枚数)?より多いなら、このカードをつけているポケモンが(?:ワザを使うための|使うワザに必要な)エネルギーは、"
             rf"\[(?P<ctype>{T_JA})\]エネルギー(?P<n>\d+)個ぶん少なくなる。", "attack_cost", -1, when={"holder_behind": True}),
    _w("zh", r"若自己剩余奖赏卡的张数比对手剩余奖赏卡的张数多，则(?:将)?附有这张卡的宝可梦使用招式所需的能量，减少(?P<n>\d+)个【(?P<ctype>" + T_ZH + r")】能量。",
       "attack_cost", -1, when={"holder_behind": True}),
    # +20 HP (D-15), +20 to the opponent's Active Pokémon (B-04), and 1 more Prize card when it is Knocked Out (II-A over step 4)
    _w("en", rf"The Pokémon this card is attached to gets \+(?P<n>\d+) HP and that Pokémon's attacks do (?P<n2>\d+) more damage to {TARGET_EN}{BEFORE_WR} When "
             r"the Pokémon this card is attached to is Knocked Out, your opponent takes (?P<n3>\d+) more Prize card\.", "max_hp",
       also=(("damage_dealt", 1, {}, "n2"), ("prize_count", 1, {}, "n3"))),
    _w("ja", rf"このカードをつけているポケモンの最大HPは「(?P<n>\d+)」大きくなる。このカードをつけているポケモンが使うワザの、相手のバトルポケモンに与えるダメージは、"
             r"すべて「\+(?P<n2>\d+)」される。 ?このカードをつけているポケモンがきぜつして、相手プレイヤーがサイドをとるとき、相手プレイヤーはさらにサイドを(?P<n3>\d+)枚とる。",
       "max_hp", also=(("damage_dealt", 1, {"target_active": True, "target_opponent": True}, "n2"), ("prize_count", 1, {}, "n3"))),
)

#: A Pokémon V with a part of a name ("the Pokémon V this card is attached to has “Leafeon” or “Glaceon” in its name", 「名前に「リーフィアV」
#: または「グレイシアV」とつくポケモン」): the names with " V" (``vhas``: a Pokémon V's name is the name and V, VMAX or VSTAR), as the
#: Japanese and Chinese prints write them (``hhasq``).
VHAS_EN = r"the Pokémon V this card is attached to has (?P<vhas>“[^”]+”(?: or “[^”]+”)*) in its name"
HHASQ_JA = r"名前に(?P<hhasq>「[^」]+」(?:または「[^」]+」)*)とつくポケモン"
HHASQ_ZH = r"名称中有(?P<hhasq>「[^」]+」(?:或者「[^」]+」)*)的宝可梦"
VSTAR_VMAX = {"holder_rule_box": ["VSTAR", "VMAX"]}
TOOL_NAMED += (
    # no Retreat Cost and no Weakness (D-13) for a Pokémon V with a part of a name
    _w("en", rf"If {VHAS_EN}, it has no Retreat Cost and no Weakness\.", "retreat_cost", also=(("no_weakness", 1, {}, None),)),
    _w("ja", rf"このカードをつけている、{HHASQ_JA}のにげるためのエネルギーと弱点は、すべてなくなる。", "retreat_cost", also=(("no_weakness", 1, {}, None),)),
    _w("zh", rf"附有这张卡的{HHASQ_ZH}，【撤退】所需的能量与弱点全部消除。", "retreat_cost", also=(("no_weakness", 1, {}, None),)),
    # unaffected by the Supporters the opponent plays from their hand (E-29): a Pokémon V with a part of a name, a Pokémon VSTAR or VMAX
    _w("en", rf"If {VHAS_EN}, whenever your opponent plays (?P<played>a Supporter) card from their hand, prevent all effects of that card done to that "
             r"Pokémon\.", "unaffected_by_played"),
    _w("ja", rf"このカードをつけている、{HHASQ_JA}は、相手が手札から(?P<played>サポート)を出して使ったとき、その効果を受けない。", "unaffected_by_played"),
    _w("zh", rf"对手从手牌使出(?P<played>支援者)时，附有这张卡的{HHASQ_ZH}不会受到其效果的影响。", "unaffected_by_played"),
    _w("en", r"Whenever your opponent plays (?P<played>a Supporter) card from their hand, prevent all effects of that card done to the Pokémon VSTAR or "
             r"Pokémon VMAX this card is attached to\.", "unaffected_by_played", when=VSTAR_VMAX),
    _w("ja", r"このカードをつけている「ポケモンVSTAR・VMAX」は、相手が手札から(?P<played>サポート)を出して使ったとき、その効果を受けない。", "unaffected_by_played",
       when=VSTAR_VMAX),
    _w("zh", r"对手从手牌使出(?P<played>支援者)时，附有这张卡的「宝可梦【VSTAR】・【VMAX】」不会受到其效果的影响。", "unaffected_by_played", when=VSTAR_VMAX),
)

TOOL_NAMED += (
    # +10 to the Active Pokémon its attacks damage (B-04); discarding the card after the attack changes nothing asked
    _w("en", r"Whenever an attack from the Pokémon that [^.]+ is attached to does damage to the Active Pokémon, this attack does (?P<n>\d+) more damage "
             r"\(before applying Weakness and Resistance\)\. Discard [^.]+ at the end of the turn in which this Pokémon attacks\.", "damage_dealt",
       when={"target_active": True}),
    # a Pokémon-GX: +20 HP (D-15), and no damage from the opponent's attacks on the Bench (C-16)
    _w("ja", rf"{HELD_JA}は、最大HPが「(?P<n>\d+)」大きくなり、ベンチにいるかぎり、相手のワザのダメージを受けない。", "max_hp",
       also=(("prevent_damage", 1, {"holder_active": False, "from_opponent": True}, None),)),
    # each time an Energy card is attached from the hand (E-07), N healed (C-06); at the end of each turn (E-20, before the Checkup), N
    # healed with 3 or more damage counters on it, or 30 HP or less left (D-16) and damage counters on it, then the card discarded
    # (nothing else of it then to change)
    _w("en", r"Whenever you attach an Energy card from your hand to the Pokémon this card is attached to, (?P<heal>heal) (?P<n>\d+) damage from it\.",
       "on_attach"),
    _w("ja", r"このカードをつけているポケモンに、手札からエネルギーをつけるたび、そのポケモンのHPを「(?P<n>\d+)」(?P<heal>回復)する。", "on_attach"),
    _w("en", r"At the end of each turn, if the Pokémon this card is attached to has (?:(?P<cleast>\d+) or more damage counters on it, (?P<heal>heal) (?P<n>\d+) damage "
             r"from it and discard this card|(?P<hp>\d+) HP or less remaining and has (?P<cany>any) damage counters on it, (?P<heal2>heal) (?P<n2>\d+) damage from "
             r"it\. If you healed any damage in this way, discard this card)\.", "end_of_turn"),
    _w("ja", r"おたがいの番の終わりに、このカードをつけているポケモン(?:にダメカンが(?P<cleast>\d+)個以上のっている|の残りHPが「(?P<hp>\d+)」以下でダメカンが(?P<cany>の)っている)"
             r"なら、そのポケモンのHPを「(?P<n>\d+)」(?P<heal>回復)する。その後、このカードをトラッシュする。", "end_of_turn"),
    _w("zh", r"在双方的回合结束时，若附有这张卡的宝可梦(?:身上放置有(?P<cleast>\d+)个以上的伤害指示物|剩余HP为「(?P<hp>\d+)」以下且身上(?P<cany>放置有)伤害指示物)，则将那只宝可梦"
             r"(?P<heal>恢复)「(?P<n>\d+)」HP。然后，将这张卡丢弃。", "end_of_turn"),
    # a holder of a type with full HP, Knocked Out by the opponent's attack's damage, left with N HP (D-14), the card then discarded
    _w("en", rf"If the {TYPE_EN} Pokémon this card is attached to has full HP and would be Knocked Out by damage from an opponent's attack, that Pokémon is "
             r"not Knocked Out and its remaining HP becomes (?P<n>\d+) instead\. Then, discard this card\.", "survive_at", 1, True),
    _w("ja", rf"このカードをつけている{TYPE_JA}ポケモンのHPがまんたんの状態で、相手のワザのダメージを受けてきぜつする場合、そのポケモンはきぜつせず、残りHPが「(?P<n>\d+)」の"
             r"状態で場に残る。その後、このカードをトラッシュする。", "survive_at", 1, True),
    # the Prize cards for its holder discarded instead of put into the hand: as many are taken, nothing asked changes
    _w("en", r"If the Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's Pokémon, that player discards any Prize "
             r"cards they would take for that Knock Out instead of putting those cards into their hand\.", "inert"),
    _w("ja", r"このカードをつけているポケモンが、相手のポケモンからワザのダメージを受けてきぜつしたとき、そのポケモンがきぜつしたことで相手がとるサイドは、手札には加えず、"
             r"トラッシュする。", "inert"),
    _w("zh", r"当附有这张卡的宝可梦受到对手的宝可梦招式的伤害而【(?:气绝|昏厥)】时，对手因那只宝可梦【(?:气绝|昏厥)】而获得的奖赏卡不加入手牌，而是将其丢弃。", "inert"),
)

#: The attacking Pokémon has an Ability in force (its printed Abilities are on the board).
WITH_ABILITY = {"attacker_count": {"count": "self.with_ability", "at_least": 1}}
#: A Tool's wordings on its holder's Special Condition, Abilities or Retreat Cost, and on the attacking Pokémon's Ability or HP left:
#: +N while Poisoned (B-04), −N with no Ability of its own (B-05), no damage from an attacker with N HP or less left (C-16, D-16) or
#: with an Ability, +N HP with a Retreat Cost of N or more (D-10 as effects leave it, D-15), no Special Conditions (II-A).
TOOL_CONDITIONS = (
    _w("en", rf"Attacks used by the Poisoned Pokémon this card is attached to do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}", "damage_dealt",
       when={"holder_conditions": ["poisoned"]}),
    _w("ja", rf"このカードをつけているどくのポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt",
       when={"holder_conditions": ["poisoned"]}),
    _w("zh", rf"附有这张卡的【中毒】的宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt", when={"holder_conditions": ["poisoned"]}),
    _w("en", rf"If the Pokémon this card is attached to has no Abilities, it takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}",
       "damage_taken", -1, True, when={"holder_count": {"count": "self.with_ability", "at_most": 0}}),
    _w("ja", r"このカードをつけているポケモン\(特性を持つポケモンをのぞく\)が、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1,
       True, when={"holder_count": {"count": "self.with_ability", "at_most": 0}}),
    _w("zh", r"附有这张卡的宝可梦\(拥有特性的宝可梦除外\)，受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True,
       when={"holder_count": {"count": "self.with_ability", "at_most": 0}}),
    _w("en", rf"The Pokémon this card is attached to takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon that have an Ability{AFTER_WR}",
       "damage_taken", -1, True, when=WITH_ABILITY),
    _w("ja", r"このカードをつけているポケモンが、相手の特性を持つポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True,
       when=WITH_ABILITY),
    _w("zh", r"附有这张卡的宝可梦，?受到对手的拥有特性的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True, when=WITH_ABILITY),
    _w("en", r"Prevent all damage done to the Pokémon this card is attached to by attacks from your opponent's Pokémon that have (?P<ahp>\d+) HP or less "
             r"remaining\.", "prevent_damage", 1, True),
    _w("ja", r"このカードをつけているポケモンは、残りHPが「(?P<ahp>\d+)」以下の相手のポケモンから、ワザのダメージを受けない。", "prevent_damage", 1, True),
    _w("zh", r"附有这张卡的宝可梦不会受到对手的剩余HP为「(?P<ahp>\d+)」以下的宝可梦招式的伤害。", "prevent_damage", 1, True),
    _w("en", rf"Prevent all damage done to the {TYPE_EN} Pokémon this card is attached to by attacks from your opponent's Pokémon-GX and Pokémon-EX that "
             r"have Abilities\.", "prevent_damage", 1, True, when={"attacker_rule_box": _GX + _EX, **WITH_ABILITY}),
    _w("ja", rf"このカードをつけている{TYPE_JA}ポケモンは、相手の特性を持つ「ポケモンGX・EX」からワザのダメージを受けない。", "prevent_damage", 1, True,
       when={"attacker_rule_box": _GX + _EX, **WITH_ABILITY}),
    _w("zh", rf"附有这张卡的{TYPE_ZH}宝可梦，不会受到对手拥有特性的「宝可梦GX・EX」招式的伤害。", "prevent_damage", 1, True,
       when={"attacker_rule_box": _GX + _EX, **WITH_ABILITY}),
    _w("en", r"If the Retreat Cost of the Pokémon this card is attached to is (?P<rleast>\d+) or more, that Pokémon gets \+(?P<n>\d+) HP and can't be "
             r"(?P<cond>Confused)\. \(If that Pokémon is currently Confused, remove that Special Condition\.\)", "max_hp", also=(("no_conditions", 1, {}, None),)),
    _w("ja", r"このカードをつけているポケモンのにげるために必要なエネルギーの数が「(?P<rleast>\d+)」以上なら、そのポケモンの最大HPは「(?P<n>\d+)」大きくなり、"
             r"(?P<cond>こんらん)にならない。\(受けているこんらんは回復する。\)", "max_hp", also=(("no_conditions", 1, {}, None),)),
    _w("en", r"The Pokémon this card is attached to can't be affected by any Special Conditions\. \(Remove any Special Conditions affecting that Pokémon\.\)",
       "no_conditions"),
    _w("ja", r"このカードをつけているポケモンは、特殊状態にならない。\(受けている特殊状態は、すべて回復する。\)", "no_conditions"),
    _w("zh", r"附有这张卡的宝可梦不会陷入特殊状态。(?:\(受到的特殊状态会?全部恢复。\))?", "no_conditions"),
)

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
    _w("en", rf"The Retreat Cost of {HOLDER_EN} is (?P<c>(?:\{{C\}})+) less\. If that Pokémon's remaining HP is (?P<hpleft>\d+) or less, "
             r"it has no Retreat Cost\.", "retreat_cost", -1, more=NONE_AT_HP),
    _w("ja", r"このカードをつけているポケモンは、にげるためのエネルギーが(?P<n>\d+)個ぶん少なくなる。そのポケモンの残りHPが「(?P<hpleft>\d+)」以下なら、"
             r"にげるためのエネルギーは、すべてなくなる。", "retreat_cost", -1, more=NONE_AT_HP),
    _w("zh", r"附有这张卡的宝可梦，【撤退】所需的能量减少(?P<n>\d+)个。若那只宝可梦的剩余HP为「(?P<hpleft>\d+)」以下，则【撤退】所需的能量全部消除。",
       "retreat_cost", -1, more=NONE_AT_HP),
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
    # a holder with no Rule Box: +N HP, and 1 more Prize card when Knocked Out by the opponent's attack (Luxurious Cape)
    _w("en", r"If the Pokémon this card is attached to doesn't have a Rule Box, it gets \+(?P<n>\d+) HP, and if it is Knocked Out by "
             r"damage from an attack from your opponent's Pokémon, that player takes (?P<k>\d+) more Prize card\. "
             r"\(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\)", "max_hp", when=NO_RULE, more=PRIZE_MORE),
    _w("ja", r"このカードをつけているポケモン\(「ルールを持つポケモン」をのぞく\)の最大HPは「\+(?P<n>\d+)」され、そのポケモンが、相手のポケモンから"
             r"ワザのダメージを受けてきぜつしたとき、とられるサイドは(?P<k>\d+)枚多くなる。", "max_hp", when=NO_RULE, more=PRIZE_MORE),
    _w("zh", r"附有这张卡的宝可梦\(「拥有规则的宝可梦」除外\)的最大HP「\+(?P<n>\d+)」，那只宝可梦受到对手的宝可梦招式的伤害而【昏厥】时，"
             r"被获得的奖赏卡的张数增加(?P<k>\d+)张。", "max_hp", when=NO_RULE, more=PRIZE_MORE),
    # more damage to an Active Pokémon of one type
    _w("en", rf"{ATTACKS_EN} the Pokémon this card is attached to do (?P<n>\d+) more damage to your opponent's Active "
             rf"\{{(?P<ttype>{T_EN})\}} Pokémon{BEFORE_WR}", "damage_dealt"),
    # what the card does to the Pokémon it is attached to, its type, stage or rule box named
    *HELD_TOOL,
    *TOOL_PRIZES,
    *TOOL_NAMED,
    *TOOL_CONDITIONS,
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
    *STADIUM_MORE,
    *NAMED_STADIUM,
    *(replace(w, pattern=LazyPattern(ONE_NAME + w.pattern.pattern)) for w in STADIUM_MORE + NAMED_STADIUM if w.lang == "en"),
    _w("en", rf"{ONE_NAME}Each player's (?P<type>Water|Fire|Grass|Lightning|Psychic|Fighting|Darkness|Metal) Pokémon \(excluding Pokémon-ex\) has no "
             r"Weakness\.", "no_weakness", when={"holder_not_rule_box": ["ex"]}),
    _w("ja", rf"おたがいの「\[(?P<type>{T_JA})\]ポケモン全員\(ポケモンexはのぞく\)」の弱点は、すべてなくなる。", "no_weakness",
       when={"holder_not_rule_box": ["ex"]}),
    _w("en", rf"{ONE_NAME}Any damage done to (?P<type>Colorless|Water|Fire|Grass|Lightning|Psychic|Fighting|Darkness|Metal) Active Pokémon "
             rf"{BOTH_EN} by an opponent's attack is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1, True, when={"holder_active": True}),
    _w("ja", rf"おたがいのバトル場の\[(?P<type>{T_JA})\]ポケモン全員の、相手のワザによって受けるダメージは、すべて「-(?P<n>\d+)」される。",
       "damage_taken", -1, True, when={"holder_active": True}),
    _w("en", rf"The Retreat Cost for each (?P<htypes>\{{{T_EN}\}} and \{{{T_EN}\}}) Pokémon {BOTH_EN} is 0\.", "retreat_cost"),
    _w("ja", rf"おたがいの(?P<htypes>\[(?:{T_JA})\]ポケモンと\[(?:{T_JA})\])ポケモン全員のにげるエネルギーは、すべてなくなる。", "retreat_cost"),
    _w("en", rf"Each Pokémon that has any {TYPE_EN} Energy attached to it {BOTH_EN} has no Weakness\.", "no_weakness", when={"energy": True}),
    _w("ja", rf"{TYPE_JA}エネルギーがついているおたがいのポケモン全員の弱点は、すべてなくなる。", "no_weakness", when={"energy": True}),
    _w("en", rf"Prevent all effects of the opponent's attacks, including damage, done to Benched Pokémon {BOTH_EN}\.", "prevent_damage", 1, True,
       when={"holder_active": False}, also=(("prevent_effects", 1, {"holder_active": False, "from_opponent": True}, None),)),
    _w("ja", r"おたがいのベンチポケモン全員は、相手のワザのダメージや効果を受けない。", "prevent_damage", 1, True, when={"holder_active": False},
       also=(("prevent_effects", 1, {"holder_active": False, "from_opponent": True}, None),)),
    _w("zh", r"双方的所有备战宝可梦，不会受到对手的招式的伤害与效果的影响。", "prevent_damage", 1, True, when={"holder_active": False},
       also=(("prevent_effects", 1, {"holder_active": False, "from_opponent": True}, None),)),
    _w("en", rf"All damage done by (?P<atypes>\{{{T_EN}\}}) Pokémon's attacks is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1),
    _w("en", rf"Prevent all damage done to Pokémon that don't have a Rule Box {BOTH_EN} by attacks from the opponent's Pokémon ex and Pokémon V\. "
             rf"{RULE_BOXES_EN} This card can't be put into your hand or deck from the discard pile\.", "prevent_damage", 1, True,
       when={"holder_no_rule_box": True, "attacker_rule_box": ["ex", "V", "VMAX", "VSTAR"]}),
    _w("ja", r"おたがいのポケモン\(「ルールを持つポケモン」をのぞく\)全員は、相手の「ポケモンex・V」からワザのダメージを受けない。このカードは、トラッシュに"
             r"あるかぎり、手札に加えられず、山札にもどせない。", "prevent_damage", 1, True,
       when={"holder_no_rule_box": True, "attacker_rule_box": ["ex", "V", "VMAX", "VSTAR"]}),
    _w("zh", r"双方的所有宝可梦\(「拥有规则的宝可梦」除外\)，不会受到对手的「宝可梦【ex】・【V】」招式的伤害。这张卡只要在弃牌区，无法加入手牌，"
             r"无法放回牌库。", "prevent_damage", 1, True, when={"holder_no_rule_box": True, "attacker_rule_box": ["ex", "V", "VMAX", "VSTAR"]}),
    _w("en", r"Each player pays (?P<c>(?:\{C\})+) (?P<dir>less|more) to retreat his or her Pokémon if it has (?P<hhas>[A-Z][\w.']*) in its name\.",
       "retreat_cost"),
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
    _w("en", rf"As long as this card is attached to a Pokémon, it provides \{{(?P<ptype>C)\}} Energy\. {HELD_EN} takes (?P<n>\d+) less damage "
             rf"from attacks from your opponent's {ATTACKER_EN}{AFTER_WR} This effect can't be applied more than once at a time to the same "
             r"Pokémon\.", "damage_taken", -1, True, stacks=False),
    _w("ja", rf"このカードは、ポケモンについているかぎり、\[(?P<ptype>無)\]エネルギー1個ぶんとしてはたらく。{HELD_JA}が、相手の{ATTACKER_JA}から"
             r"受けるワザのダメージは「-(?P<n>\d+)」される。この効果は、「[^」]+」が何枚ついていても、重ならない。", "damage_taken", -1, True, stacks=False),
    _w("zh", rf"只要这张卡附于宝可梦身上，视为提供1个【(?P<ptype>无)】能量。{HELD_ZH}受到对手的{ATTACKER_ZH}招式的伤害「-(?P<n>\d+)」点。"
             r"无论附有多少张「[^」]+」卡，这个效果也不会重复。", "damage_taken", -1, True, stacks=False),
    _w("en", r"As long as this card is attached to a Pokémon, it provides \{(?P<ptype>C)\} Energy\. If you took this card as a face-down Prize "
             r"card during your turn, before you put it into your hand, you may attach this card to 1 of your Pokémon\.", "inert"),
    _w("ja", r"このカードは、ポケモンについているかぎり、\[(?P<ptype>無)\]エネルギー1個ぶんとしてはたらく。自分の番に、ウラになっている自分のサイドから"
             r"このカードをとったとき、手札に加える前に、このカードを自分のポケモンにつけてよい。", "inert"),
    _w("zh", r"只要这张卡附于宝可梦身上，视为提供1个【(?P<ptype>无)】能量。在自己的回合，从自己的反面朝上的奖赏卡中获得这张卡时，可在加入手牌前，"
             r"将这张卡附于自己的宝可梦身上。", "inert"),
    # Legacy Energy: every type, 1 Energy at a time (D-08); 1 fewer Prize card for its Pokémon Knocked Out by the damage of the
    # opponent's attack (I-D step 4: the card's text over it, II-A), once per game for its player
    _w("en", r"As long as this card is attached to a Pokémon, it provides every type of Energy but provides only 1 Energy at a time\. If the "
             r"Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes "
             r"(?P<n>\d+) fewer Prize cards?\. This effect of your [^.]+ can't be applied more than once per game\.", "prize_count", -1,
       when=KO_BY_OPPONENT, once=True),
    _w("ja", r"このカードは、ポケモンについているかぎり、すべてのタイプのエネルギー1個ぶんとしてはたらく。このカードをつけているポケモンが、相手の"
             r"ポケモンからワザのダメージを受けてきぜつしたとき、とられるサイドは(?P<n>\d+)枚少なくなる。対戦中、自分の「[^」]+」のこの効果は、"
             r"1回しかはたらかない。", "prize_count", -1, when=KO_BY_OPPONENT, once=True),
    _w("zh", r"只要这张卡附于宝可梦身上，视为提供1个所有属性的能量。附有这张卡的宝可梦受到对手的宝可梦招式的伤害而【(?:昏厥|气绝)】时，被获得的"
             r"奖赏卡减少(?P<n>\d+)张。对战中，自己的「[^」]+」的这个效果只生效1次。", "prize_count", -1, when=KO_BY_OPPONENT, once=True),
    # what it does to the Pokémon it is attached to, as a Tool's text says it
    *HELD_ENERGY,
)

#: An attack's wordings the engine runs: its flags (II-B-06, II-B-07), its × per card discarded
#: (the count the question says, II-B-02), its damage to Benched Pokémon (II-B-08), to itself
#: (II-B-09), and texts acting after its damage that change nothing a replay asks (``after``).
#: The attack texts that change its damage by a count (damage step 1a/1b: "+", "×", "−"; B-01 … B-03): each the modifier the engine
#: counts (``{flip: k}``, ``{flip_until: tails}``: coins; a count on the board, or a condition on one: 1 or 0), and its wording in
#: English, Japanese and Chinese.
_HEADS, _UNTIL, _ONE = {"flip": "k"}, {"flip_until": "tails"}, {"flip": 1}
MODIFIERS = (
    # × the heads of k coins, or of coins flipped until tails (B-02: 1b)
    ({"times": "n", "count": _HEADS},
     r"Flip (?P<k>\d+) coins\. This attack does (?P<n>\d+) damage (?:for each heads|times the number of heads)\.",
     r"コインを(?P<k>\d+)回投げ、オモテの数×(?P<n>\d+)ダメージ。",
     r"掷(?P<k>\d+)次硬币，造成正面出现的次数×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": _UNTIL},
     r"Flip a coin until you get tails\. This attack does (?P<n>\d+) damage for each heads\.",
     r"ウラが出るまでコインを投げ、オモテの数×(?P<n>\d+)ダメージ。",
     r"掷硬币直到出现反面，造成正面出现的次数×(?P<n>\d+)点伤害。"),
    # + for each heads (B-01: 1a)
    ({"plus_each": "n", "count": _ONE},
     r"Flip a coin\. If heads, this attack does (?P<n>\d+) more damage\.",
     r"コインを1回投げオモテなら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"掷1次硬币若为正面，则增加(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": _HEADS},
     r"Flip (?P<k>\d+) coins\. This attack does (?P<n>\d+) more damage for each heads\.",
     r"コインを(?P<k>\d+)回投げ、オモテの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"掷(?P<k>\d+)次硬币，增加正面出现的次数×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": _UNTIL},
     r"Flip a coin until you get tails\. This attack does (?P<n>\d+) more damage for each heads\.",
     r"ウラが出るまでコインを投げ(?:続け)?、オモテの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"掷硬币直到出现反面，增加正面出现的次数×(?P<n>\d+)点伤害。"),
    # + for each of a count: the Energy attached to either Active Pokémon, the damage counters on the attacker
    ({"plus_each": "n", "count": "self.energy"},
     r"This attack does (?P<n>\d+) more damage for each Energy attached to this Pokémon\.",
     r"このポケモンについているエネルギーの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加这只宝可梦身上附加的能量的数量×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": "self.energy_of:{T}"},
     rf"This attack does (?P<n>\d+) more damage for each {TYPE_EN} Energy attached to this Pokémon\.",
     rf"このポケモンについている{TYPE_JA}エネルギーの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     rf"增加这只宝可梦身上附加的{TYPE_ZH}能量的数量×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": "defending.energy"},
     r"This attack does (?P<n>\d+) more damage for each Energy attached to your opponent's Active Pokémon\.",
     r"相手のバトルポケモンについているエネルギーの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加对手的战斗宝可梦身上附加的能量的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "defending.energy"},
     r"This attack does (?P<n>\d+) damage for each Energy attached to your opponent's Active Pokémon\.",
     r"相手のバトルポケモンについているエネルギーの数×(?P<n>\d+)ダメージ。",
     r"造成对手的战斗宝可梦身上附加的能量的数量×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": "all_active.energy"},
     r"This attack does (?P<n>\d+) more damage for each Energy attached to both Active Pokémon\.",
     r"おたがいのバトルポケモンについているエネルギーの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加双方的战斗宝可梦身上附加的能量的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "all_active.energy"},
     r"This attack does (?P<n>\d+) damage for each Energy attached to both Active Pokémon\.",
     r"おたがいのバトルポケモンについているエネルギーの数×(?P<n>\d+)ダメージ。",
     r"造成双方的战斗宝可梦身上附加的能量的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "self.energy"},
     r"This attack does (?P<n>\d+) damage for each Energy attached to this Pokémon\.",
     r"このポケモンについているエネルギーの数×(?P<n>\d+)ダメージ。",
     r"造成这只宝可梦身上附加的能量的数量×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": "self.counters"},
     r"This attack does (?P<n>\d+) more damage for each damage counter on this Pokémon\.",
     r"このポケモンにのっているダメカンの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加这只宝可梦身上放置的伤害指示物的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "self.counters"},
     r"This attack does (?P<n>\d+) damage for each damage counter on this Pokémon\.",
     r"このポケモンにのっているダメカンの数×(?P<n>\d+)ダメージ。",
     r"造成这只宝可梦身上放置的伤害指示物的数量×(?P<n>\d+)点伤害。"),
    ({"minus": "n", "count": "self.counters"},
     r"This attack does (?P<n>\d+) less damage for each damage counter on this Pokémon\.",
     r"このポケモンにのっているダメカンの数×(?P<n>\d+)ダメージぶん、このワザのダメージは小さくなる。",
     r"减少这只宝可梦身上放置的伤害指示物的数量×(?P<n>\d+)点伤害。"),
    ({"minus": "n", "count": "defending.retreat_cost"},
     r"This attack does (?P<n>\d+) less damage for each \{C\} in your opponent's Active Pokémon's Retreat Cost\.",
     r"相手のバトルポケモンのにげるためのエネルギーの数×(?P<n>\d+)ダメージぶん、このワザのダメージは小さくなる。",
     r"减少对手的战斗宝可梦【撤退】所需的能量的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "opponents.prizes_taken"},
     r"This attack does (?P<n>\d+) damage for each Prize card your opponent has taken\.",
     r"相手がすでにとったサイドの枚数×(?P<n>\d+)ダメージ。",
     r"造成对手已经获得的奖赏卡的张数×(?P<n>\d+)点伤害。"),
    # + for each Benched Pokémon, the opponent's or the attacker's player's (the question must say how many: a Bench is seldom said in full)
    ({"plus_each": "n", "count": "opponents_bench.all"},
     r"This attack does (?P<n>\d+) more damage for each of your opponent's Benched Pokémon\.",
     r"相手のベンチポケモンの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加对手的?备战宝可梦的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "opponents_bench.all"},
     r"This attack does (?P<n>\d+) damage for each of your opponent's Benched Pokémon\.",
     r"相手のベンチポケモンの数×(?P<n>\d+)ダメージ。",
     r"造成对手的?备战宝可梦的数量×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": "your_bench.all"},
     r"This attack does (?P<n>\d+) more damage for each of your Benched Pokémon\.",
     r"自分のベンチポケモンの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加自己的备战宝可梦的数量×(?P<n>\d+)点伤害。"),
    # (× its player's Benched Pokémon, an attack its player can't use on the first turn going second: a replay's turn is a later one)
    ({"times": "n", "count": "your_bench.all"},
     r"(?:If you go second, you can't use this attack during your first turn\. )?This attack does (?P<n>\d+) damage for each of your Benched Pokémon\.",
     r"(?:このワザは、後攻プレイヤーの最初の番には使えない。)?自分のベンチポケモンの数×(?P<n>\d+)ダメージ。",
     r"(?:这个招式在后攻玩家的最初回合无法使用。)?造成自己的备战宝可梦的数量×(?P<n>\d+)点伤害。"),
    ({"plus_each": "n", "count": "all_bench.all"},
     r"This attack does (?P<n>\d+) more damage for each Benched Pokémon \(both yours and your opponent's\)\.",
     r"おたがいのベンチポケモンの数×(?P<n>\d+)ダメージ(?:を)?追加。",
     r"增加双方的备战宝可梦的数量×(?P<n>\d+)点伤害。"),
    ({"times": "n", "count": "all_bench.all"},
     r"This attack does (?P<n>\d+) damage for each Benched Pokémon \(both yours and your opponent's\)\.",
     r"おたがいのベンチポケモンの数×(?P<n>\d+)ダメージ。",
     r"造成双方的备战宝可梦的数量×(?P<n>\d+)点伤害。"),
    # + if one of the attacker's player's Pokémon was Knocked Out by an attack's damage the turn before (whether one was must be said)
    ({"plus": "n", "if": {"at_least": 1, "count": "your.knocked_out_by_attack_last_turn"}},
     r"If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, this attack does (?P<n>\d+) more "
     r"damage\.",
     r"前の相手の番に、ワザのダメージで、自分のポケモンがきぜつしていたなら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"在上个对手的回合，若自己的宝可梦因招式的伤害而【昏厥】了，则增加(?P<n>\d+)点伤害。"),
    # + if a condition on the board holds: damage counters on the Defending Pokémon or on the attacker, the Defending
    # Pokémon a Pokémon ex (its rule box, read off its print)
    ({"plus": "n", "if": {"at_least": 1, "count": "defending.counters"}},
     r"If your opponent's Active Pokémon already has any damage counters on it, this attack does (?P<n>\d+) more damage\.",
     r"相手のバトルポケモンにダメカンがのっているなら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若对手的战斗宝可梦身上放置有伤害指示物，则增加(?P<n>\d+)点伤害。"),
    ({"plus": "n", "if": {"at_least": 1, "count": "self.counters"}},
     r"If this Pokémon has any damage counters on it, this attack does (?P<n>\d+) more damage\.",
     r"このポケモンにダメカンがのっているなら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若这只宝可梦身上放置有伤害指示物，则增加(?P<n>\d+)点伤害。"),
    ({"plus": "n", "if": {"at_least": 1, "count": "defending.with_rule_box:ex|V|VMAX|VSTAR"}},
     r"If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack does (?P<n>\d+) more damage\.",
     r"相手のバトルポケモンが「ポケモンex・V」なら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若对手的战斗宝可梦为「宝可梦【ex】・【V】」，则增加(?P<n>\d+)点伤害。"),
    ({"plus": "n", "if": {"at_least": 1, "count": "defending.of_stage:stage1|stage2|vmax|vstar|break|mega"}},
     r"If your opponent's Active Pokémon is an Evolution Pokémon, this attack does (?P<n>\d+) more damage\.",
     r"相手のバトルポケモンが進化ポケモンなら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若对手的战斗宝可梦为进化宝可梦，则增加(?P<n>\d+)点伤害。"),
    ({"plus": "n", "if": {"at_least": 1, "count": "defending.of_type:{T}"}},
     rf"If your opponent's Active Pokémon is a {TYPE_EN} Pokémon, this attack does (?P<n>\d+) more damage\.",
     rf"相手のバトルポケモンが{TYPE_JA}(?:ポケモン|タイプ)なら、(?P<n>\d+)ダメージ(?:を)?追加。",
     rf"若对手的战斗宝可梦为{TYPE_ZH}宝可梦，则增加(?P<n>\d+)点伤害。"),
    # + if the attacker is Poisoned, or the Defending Pokémon has any Special Condition (whether it has is to be said: I-F)
    ({"plus": "n", "if": {"at_least": 1, "count": "self.poisoned"}},
     r"If this Pokémon is Poisoned, this attack does (?P<n>\d+) more damage\.",
     r"このポケモンがどくなら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若这只宝可梦【中毒】，则增加(?P<n>\d+)点伤害。"),
    ({"plus": "n", "if": {"at_least": 1, "count": "defending.any_condition"}},
     r"If your opponent's Active Pokémon is affected by a Special Condition, this attack does (?P<n>\d+) more damage\.",
     r"相手のバトルポケモンが特殊状態なら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若对手的战斗宝可梦(?:处于|陷入)特殊状态，则增加(?P<n>\d+)点伤害。"),
    ({"plus": "n", "if": {"at_least": 1, "count": "defending.with_rule_box:ex"}},
     r"If your opponent's Active Pokémon is a Pokémon ex, this attack does (?P<n>\d+) more damage\.",
     r"相手のバトルポケモンが「ポケモンex」なら、(?P<n>\d+)ダメージ(?:を)?追加。",
     r"若对手的战斗宝可梦为「宝可梦【ex】」，则增加(?P<n>\d+)点伤害。"),
)


def _modifiers() -> tuple[Wording, ...]:
    """:data:`MODIFIERS` as wordings, three to an entry."""
    return tuple(_w(lang, text, "modifier", more=more) for more, en, ja, zh in MODIFIERS for lang, text in (("en", en), ("ja", ja), ("zh", zh)))


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
    # a coin flipped before anything: tails, the attack does nothing (D-01)
    _w("en", r"Flip a coin\. If tails, this attack does nothing\.", "flags", flags=("fails_on_tails",)),
    _w("ja", r"コインを1回投げウラなら、このワザは失敗。", "flags", flags=("fails_on_tails",)),
    _w("zh", r"掷1次硬币若为反面，则这个招式失败。", "flags", flags=("fails_on_tails",)),
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
    # … to 1 of them that has damage counters on it (the Pokémon asked about must be said to have some)
    _w("en", r"This attack also does (?P<n>\d+) damage to 1 of your opponent's Benched Pokémon that has any damage counters on it\. "
             r"\(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "bench_damaged"),
    _w("ja", r"ダメカンがのっている相手のベンチポケモン1匹にも、(?P<n>\d+)ダメージ。\[ベンチは弱点・抵抗力を計算しない。\]", "bench_damaged"),
    _w("zh", r"对手的身上放置有伤害指示物的1只备战宝可梦也受到(?P<n>\d+)点伤害。\[在备战区不计算弱点・抵抗力。\]", "bench_damaged"),
    # damage to Benched Pokémon only, none to the Active (an attack printing no damage: B-08), after the attacker's Energy
    # discarded (changing nothing asked)
    _w("en", r"(?:Discard all (?:\{[A-Z]\} )?Energy from this Pokémon, and this attack does|This attack does|Does) (?P<n>\d+) damage to "
             r"(?P<k>\d+) of your opponent's Benched Pokémon\. \(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "bench_only"),
    _w("ja", r"(?:このポケモンについている(?:\[[^\]]+\])?エネルギーをすべてトラッシュし、)?相手のベンチポケモン(?P<k>\d+)匹に、(?P<n>\d+)ダメージ。"
             r"\[ベンチは弱点・抵抗力(?:を計算しない|の計算をしない)。\]", "bench_only"),
    _w("ja", r"相手のベンチポケモンを(?P<k>\d+)匹選び、(?P<n>\d+)ダメージ。\[ベンチは弱点・抵抗力(?:を計算しない|の計算をしない)。\]", "bench_only"),
    _w("zh", r"(?:将这只宝可梦身上附加的(?:【[^】]+】)?能量卡?全部丢弃，)?对手的(?P<k>\d+)只备战宝可梦受到(?P<n>\d+)点伤害。"
             r"\[在备战区不计算弱点・抵抗力。\]", "bench_only"),
    _w("en", r"This attack also does (?P<n>\d+) damage to each of your opponent's Benched Pokémon\. "
             r"\(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "bench"),
    _w("ja", r"相手のベンチポケモン全員にも、それぞれ(?P<n>\d+)ダメージ。\[ベンチは弱点・抵抗力を計算しない。\]", "bench"),
    _w("zh", r"对手的所有备战宝可梦也各受到(?P<n>\d+)点伤害。\[在备战区不计算弱点・抵抗力。\]", "bench"),
    # N damage to K of the opponent's Pokémon, Active or Benched, as its player chooses (B-08: none of Weakness and Resistance
    # on the Bench; where the Pokémon asked about is must be said)
    # (Energy discarded from the attacker first changes nothing asked)
    _w("en", r"(?:Discard (?:all|\d+) Energy from this Pokémon\. )?This attack does (?P<n>\d+) damage to (?:each of )?(?P<k>\d+) of your opponent's "
             r"Pokémon\. \(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "any_target"),
    _w("ja", r"(?:このポケモンについているエネルギーを(?:すべて|\d+個)トラッシュし、)?相手のポケモン(?P<k>\d+)匹に、(?:それぞれ)?(?P<n>\d+)ダメージ。"
             r"\[ベンチは弱点・抵抗力を計算しない。\]", "any_target"),
    _w("zh", r"(?:将这只宝可梦身上附加的(?:\d+个)?能量卡?(?:全部)?丢弃，)?对手的(?P<k>\d+)只宝可梦(?:各)?受到(?P<n>\d+)点伤害。\[在备战区不计算弱点・抵抗力。\]",
       "any_target"),
    # up to K damage counters put on the attacker itself, N × as many as put (C-07 counters, B-02 ×): how many the question says
    _w("en", r"Put up to (?P<k>\d+) damage counters on this Pokémon\. This attack does (?P<n>\d+) damage for each damage counter you placed in this way\.",
       "times_placed_self"),
    _w("ja", r"このポケモンにダメカンを(?P<k>\d+)個までのせ、のせた数×(?P<n>\d+)ダメージ。", "times_placed_self"),
    _w("zh", r"在这只宝可梦身上放置最多(?P<k>\d+)个伤害指示物，造成放置的数量×(?P<n>\d+)点伤害。", "times_placed_self"),
    # N × the damage counters on the attacker, to K of the opponent's Pokémon, Active or Benched (B-02 ×, counted when it is used;
    # B-08 on the Bench): the counters on it must be said
    _w("en", r"This attack does (?P<n>\d+) damage to (?P<k>\d+) of your opponent's Pokémon for each damage counter on this Pokémon\. "
             r"\(Don't apply Weakness and Resistance for Benched Pokémon\.\)", "any_target", when={"count": "self.counters"}),
    _w("ja", r"相手のポケモン(?P<k>\d+)匹に、このポケモンにのっているダメカンの数×(?P<n>\d+)ダメージ。\[ベンチは弱点・抵抗力(?:を計算しない|の計算をしない)。\]",
       "any_target", when={"count": "self.counters"}),
    _w("zh", r"对手的(?P<k>\d+)只宝可梦受到这只宝可梦身上放置的伤害指示物的数量×(?P<n>\d+)点伤害。\[在备战区不计算弱点・抵抗力。\]", "any_target",
       when={"count": "self.counters"}),
    # N damage counters on the opponent's Benched Pokémon in any way the attacker likes (C-07: counters, not damage; the
    # question says how many go on the Pokémon asked about)
    # N damage counters on 1 Benched Pokémon the attacker's player chooses (C-07: no damage, so no Weakness, Resistance or effects)
    _w("en", r"(?:Put|Place) (?P<n>\d+) damage counters on 1 of your opponent's Benched Pokémon\.", "bench_counters_one"),
    _w("ja", r"相手のベンチポケモン1匹に、ダメカンを(?P<n>\d+)個のせる。", "bench_counters_one"),
    _w("zh", r"在对手的1只备战宝可梦身上放置(?P<n>\d+)个伤害指示物。", "bench_counters_one"),
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
    # another attack used as this one: the Defending Pokémon's, the one the question names (C-18; the attacker's own types)
    _w("en", r"Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack\.", "copy_defending"),
    _w("ja", r"相手のバトルポケモンが持っているワザを1つ選び、このワザとして使う。", "copy_defending"),
    _w("zh", r"选择1个对手的战斗宝可梦持有的招式，作为这个招式使用。", "copy_defending"),
    # the Defending Pokémon Knocked Out where it has N or more damage counters on it (I-D; after the attack's damage, none here)
    _w("en", r"If your opponent's Active Pokémon has (?P<n>\d+) or more damage counters on it, that Pokémon is Knocked Out\.", "knock_out_if_counters"),
    _w("ja", r"相手のバトルポケモンにダメカンが(?P<n>\d+)個以上のっているなら、そのポケモンをきぜつさせる。", "knock_out_if_counters"),
    _w("zh", r"若对手的战斗宝可梦身上放置有(?P<n>\d+)个以上的伤害指示物，则将那只宝可梦【昏厥】。", "knock_out_if_counters"),
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
    # Poisoned and Confused at once: the Poison as above; Confusion puts nothing at the Checkup (I-F), only on the Pokémon's own attack
    _w("en", r"Your opponent's Active Pokémon is now Confused and Poisoned\.", "poison"),
    _w("ja", r"相手のバトルポケモンをどくとこんらんにする。", "poison"),
    _w("zh", r"(?:将|让)对手的战斗宝可梦(?:陷入)?【中毒】(?:与|和|及)【混乱】(?:状态)?。", "poison"),
    # the opponent's Active Pokémon Burned after the damage (at the Checkup: 2 damage counters, then a coin to recover, I-F)
    _w("en", r"Your opponent's Active Pokémon is now Burned\.", "burn"),
    _w("ja", r"相手のバトルポケモンをやけどにする。", "burn"),
    _w("zh", r"(?:将|让)对手的战斗宝可梦(?:陷入)?【灼伤】(?:状态)?。", "burn"),
    # N more Prize cards for a Pokémon this attack's damage Knocks Out (I-D step 4: the card's text over it, II-A)
    _w("en", r"If your opponent's (?:Active )?Pokémon is Knocked Out by damage from this attack, take (?P<n>\d+) more Prize cards?\.", "prizes_more"),
    _w("ja", r"このワザのダメージで、相手の(?:バトル)?ポケモンがきぜつしたなら、サイドを(?P<n>\d+)枚多くとる。", "prizes_more"),
    _w("zh", r"若对手的(?:战斗)?宝可梦因这个招式的伤害而【昏厥】了，则多获得(?P<n>\d+)张奖赏卡。", "prizes_more"),
    # the attack's own + × − (B-01 … B-03, damage step 1), counted on the board: coins flipped (the question says the
    # results or the replay tries both), a count or a condition (``more``: the engine's damage modifier, a value naming a
    # group of the pattern being that group's number; ``{T}`` the type printed)
    *_modifiers(),
    # after the damage, changing nothing a replay asks (the damage, a Knock Out, Prize cards, HP left)
    _w("en", r"During your next turn, this Pokémon can't (?:attack|use [^.]+)\.", "after"),
    # what lasts into the opponent's next turn on either Active Pokémon, after this attack's damage and Knock Out check: can't retreat
    # (C-14), less damage or none taken by the attacker (C-16, step 5); switching the attacker with a Benched Pokémon after the damage
    _w("en", r"(?:During your opponent's next turn, the Defending Pokémon can't retreat|The Defending Pokémon can't retreat during your "
             r"opponent's next turn)\.", "after"),
    _w("ja", r"次の相手の番、このワザを受けた(?:相手の(?:バトル)?)?ポケモンは、にげられない。", "after"),
    _w("zh", r"在下个对手的回合，受到这个招式的宝可梦无法撤退。", "after"),
    _w("en", r"During your opponent's next turn, this Pokémon takes \d+ less damage from attacks \(after applying Weakness and Resistance\)\.", "after"),
    _w("ja", r"次の相手の番、このポケモンが受けるワザのダメージは「-\d+」される。", "after"),
    _w("zh", r"在下个对手的回合，这只宝可梦受到招式的伤害「-\d+」点。", "after"),
    _w("en", r"Flip a coin\. If heads, during your opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon\.",
       "after"),
    _w("ja", r"コインを1回投げオモテなら、次の相手の番、このポケモンはワザのダメージや効果を受けない。", "after"),
    _w("zh", r"掷1次硬币若为正面，则在下个对手的回合，这只宝可梦不会受到招式的伤害与效果的影响。", "after"),
    _w("en", r"Switch this Pokémon with 1 of your Benched Pokémon\.", "after"),
    _w("ja", r"このポケモンをベンチポケモンと入れ替える。", "after"),
    _w("zh", r"将这只宝可梦与备战宝可梦互换。", "after"),
    # cards drawn, discarded from the opponent's deck or hand, Energy moved or discarded from the attacker, the attacker Confused, the
    # Defending Pokémon unable to attack, the attacker protected from Basic Pokémon: after the damage, nothing asked changes
    _w("en", r"(?:Draw \d+ cards|You may draw cards until you have \d+ cards in your hand|Discard the top (?:\d+ cards|card) of your "
             r"opponent's deck|Discard a random card from your opponent's hand|Move an Energy from this Pokémon to 1 of your Benched Pokémon|"
             r"Discard an Energy attached to this Pokémon|This Pokémon is now Confused|During your opponent's next turn, the Defending "
             r"Pokémon can't use attacks|During your opponent's next turn, prevent all damage done to this Pokémon by attacks from Basic "
             r"Pokémon)\.", "after"),
    _w("ja", r"(?:自分の山札(?:から(?:カードを)?)?を?\d+枚引く|のぞむなら、自分の手札が\d+枚になるように、山札を引く|相手の山札を上から\d+枚トラッシュする|"
             r"相手の手札からオモテを見ないで\d+枚選び、トラッシュする|このポケモンについているエネルギーを\d+個選び、ベンチポケモンにつけ替える|"
             r"このポケモンをこんらんにする|次の相手の番、このワザを受けたポケモンは、ワザが使えない|次の相手の番、このポケモンはたねポケモンから"
             r"ワザのダメージを受けない)。", "after"),
    _w("zh", r"(?:从自己的牌库抽出\d+张卡?|若希望，从牌库抽卡直到自己的手牌满\d+张为止|将对手的牌库上方\d+张卡丢弃|在不看正面的情况下，"
             r"(?:选择\d+张对手的手牌|从对手的手牌选择\d+张)，将其丢弃|选择\d+个这只宝可梦身上附加的能量，改附于备战宝可梦身上|将这只宝可梦【混乱】|"
             r"在下个对手的回合，受到这个招式的宝可梦无法使用招式|在下个对手的回合，这只宝可梦不会受到【基础】宝可梦招式的伤害)。", "after"),
    # an Energy discarded from the Defending Pokémon after the damage (C-01), a coin's or not: nothing asked changes unless a Special
    # Energy with an effect of its own is attached to it (which one its player discards is then what a Knock Out may turn on)
    _w("en", r"(?:Flip a coin\. If heads, d|D)iscard an? (?:Special )?Energy from your opponent's Active Pokémon\.", "discard_defender_energy"),
    _w("ja", r"(?:コインを1回投げオモテなら、)?相手のバトルポケモンについている(?:特殊)?エネルギーを(?:1個選び、トラッシュする|、1個トラッシュする)。",
       "discard_defender_energy"),
    _w("zh", r"(?:掷1次硬币若为正面，则?)?(?:选择1个对手的战斗宝可梦身上附加的(?:特殊)?能量，将其丢弃|将对手的战斗宝可梦身上所附加的1个(?:特殊)?能量丢到弃牌区)。",
       "discard_defender_energy"),
    # the attacker healed after its damage (C-06: a question may ask about the attacker's HP left)
    _w("en", r"Heal (?P<n>\d+) damage from this Pokémon\.", "heal_self"),
    _w("ja", r"このポケモンのHPを「(?P<n>\d+)」回復する。", "heal_self"),
    _w("zh", r"将这只宝可梦恢复「(?P<n>\d+)」HP。", "heal_self"),
    # a Special Condition that puts no damage counters (Asleep, Confused, Paralyzed: I-F), or a coin's: no damage, Knock Out
    # or Prize card changes
    _w("en", r"(?:Flip a coin\. If heads, y|Y)our opponent's Active Pokémon is now (?:Asleep|Confused|Paralyzed)\.", "after"),
    _w("ja", r"(?:コインを1回投げオモテなら、)?相手のバトルポケモンを(?:ねむり|こんらん|マヒ)にする。", "after"),
    _w("zh", r"(?:掷1次硬币若为正面，则)?(?:将|让)对手的战斗宝可梦(?:陷入)?【(?:睡眠|混乱|麻痹)】(?:状态)?。", "after"),
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

#: An attack's text whose effect lasts into the opponent's next turn, on the Pokémon it hit: its attacks do ``n`` less damage
#: (before Weakness and Resistance: damage step 2, II-B-04, as an effect on the attacking Pokémon).
LASTING_WORDINGS = (
    _w("en", r"During your opponent's next turn, attacks used by the Defending Pokémon do (?P<n>\d+) less damage \(before applying Weakness "
             r"and Resistance\)\.", "damage_dealt", -1),
    _w("ja", r"次の相手の番、このワザを受けたポケモンが使うワザのダメージは「-(?P<n>\d+)」される。", "damage_dealt", -1),
    _w("zh", r"在下个对手的回合，受到这个招式的宝可梦使用招式的伤害「-(?P<n>\d+)」点。", "damage_dealt", -1),
)

#: An attack's text whose effect lasts into the opponent's next turn on the Pokémon that used it ("this Pokémon"): it has no Weakness
#: (damage step 3, II-D-13), takes ``n`` less damage (after Weakness and Resistance: step 5, II-B-05), or no damage (step 6, II-C-16).
LASTING_SELF_WORDINGS = (
    _w("en", r"During your opponent's next turn, this Pokémon has no Weakness\.", "no_weakness"),
    _w("ja", r"次の相手の番、このポケモンの弱点は(?:、すべて)?なくなる。", "no_weakness"),
    _w("zh", r"在下个对手的回合，这只宝可梦的弱点全部消除。", "no_weakness"),
    _w("en", rf"During your opponent's next turn, this Pokémon takes (?P<n>\d+) less damage from attacks{AFTER_WR}", "damage_taken", -1),
    _w("ja", r"次の相手の番、このポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1),
    _w("zh", r"在下个对手的回合，这只宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1),
    _w("en", r"During your opponent's next turn, prevent all damage done to this Pokémon by attacks\.", "prevent_damage"),
    _w("ja", r"次の相手の番、このポケモンはワザのダメージを受けない。", "prevent_damage"),
    _w("zh", r"在下个对手的回合，这只宝可梦不会受到招式的伤害。", "prevent_damage"),
)

#: Words of a text about what a replay turns on, per outcome (``damage``: the damage, HP, Knock Outs
#: and Prize cards; ``retreat``: the Retreat Cost): a text that prints none of them changes none of it.
#: An attack that uses another attack as itself ("choose 1 of your opponent's Active Pokémon's attacks and
#: use it as this attack", 「このワザとして使う」, 「作为这个招式使用」) does that attack's damage: it bears on it.
BEARING = {
    "damage": {
        "en": re.compile(r"damage|\bHP\b|Weakness|Resistance|Knocked Out|Prize|coin|flip|nothing|effect|as this attack", re.IGNORECASE),
        "ja": re.compile(r"ダメージ|ダメカン|HP|弱点|抵抗力|きぜつ|サイド|コイン|効果|失敗|このワザとして使う"),
        "zh": re.compile(r"伤害|HP|弱点|抵抗力|抗性|昏厥|气绝|奖赏卡|硬币|效果|失败|作[为為][这這][个個]招式使用"),
    },
    "retreat": {
        "en": re.compile(r"Retreat|retreat", re.IGNORECASE),
        "ja": re.compile(r"にげる"),
        "zh": re.compile(r"撤退"),
    },
}
#: How a text that is used, not always in force, begins ("Once during your turn", 「自分の番に」), or one
#: the card table files as an Ability that is an attack's ("You can use this attack only if", 「このワザは」); or what it
#: says of its use further on: once during a turn after a condition ("If this Pokémon is your Active Pokémon, once during
#: your turn", 「このポケモンがバトル場にいるなら、自分の番に1回使える」, 「则在自己的回合时可使用1次」), when a Pokémon is played
#: ("When you play Feraligatr from your hand"), or a VSTAR Power's once a game ("You can't use more than 1 VSTAR Power in a
#: game", 「VSTARパワーを1回しか使えない」, 「只可使用1次【VSTAR】力量」: an attack or an Ability used when its player chooses).
USED = {"en": re.compile(r"^(?:Once during your turn|You may use this Ability|When you play this Pokémon|As often as you like during your turn|"
                         r"During your turn(?: \(before your attack\))?, you may|You can use this attack)|\bonce during your (?:first )?turn\b|"
                         r"^When you play [^.]+ from your hand|You can't use more than 1 VSTAR Power in a game", re.IGNORECASE),
        "ja": re.compile(r"^(?:自分の番に|自分の番、|このワザは)|自分の番に(?:1回)?使える|最初の自分の番にだけ1回使える|するとき、1回使える|"
                         r"VSTARパワーを1回しか使えない"),
        "zh": re.compile(r"^(?:在自己的回合|这个招式)|受到这个招式的|在自己的回合时?可(?:以)?使用|在自己的最初回合可使用1次|只可使用1次【VSTAR】力量")}
