"""Card text into engine effects, only where the wording is exact.

A Tool's or an Ability's text is run only when the whole text (in any language the card table gives)
is one of the printed wordings below, the simplest kinds the engine models: damage the holder's
attacks do to the opponent's Active Pokémon +N (damage step 2, II-B-04), damage the holder takes
from attacks −N (damage step 5, II-B-05), its Retreat Cost −N / +N or none (II-D-10), its maximum HP
+N (II-D-15). An attack's text is run only when it is one of the flags the engine knows (Weakness and
Resistance not applied, II-B-06; effects on the Defending Pokémon not applied, II-B-07). Anything else
is not read: the caller says so (a situation that turns on it is incomplete), never a guess.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from judge.lang.text import simplified

#: The rule boxes a qualifier of "your opponent's Active Pokémon" names, as printed.
BOXES = {"V": ["V"], "ex": ["ex"], "GX": ["GX"], "EX": ["EX"], "VMAX": ["VMAX"], "VSTAR": ["VSTAR"],
         "GX・EX": ["GX", "EX"], "-GX or Active Pokémon-EX": ["GX", "EX"], "【V】": ["V"], "【VMAX】": ["VMAX"],
         "【VSTAR】": ["VSTAR"]}

#: What a Tool's holder is, as its text says it ("the Basic Pokémon this card is attached to", 「たねポケモン」).
BASIC = {"Basic ": "basic", "たね": "basic", "【基础】": "basic"}


@dataclass(frozen=True)
class Wording:
    """One printed wording: its language, the pattern of the whole text, and the effect it is."""

    lang: str
    """``en``, ``ja`` or ``zh`` (Simplified; a Traditional text is read through :func:`simplified`)."""
    pattern: re.Pattern
    kind: str
    """``damage_dealt``, ``damage_taken``, ``max_hp``, ``retreat_cost``, or ``flags`` (an attack's)."""
    sign: int = 1
    """The amount's sign (−1: "less", 「-N」 taken)."""
    from_opponent: bool = False
    """"from your opponent's Pokémon" (「相手のポケモンから」): the effect needs an opposing attacker."""
    flags: tuple[str, ...] = ()


def _w(lang: str, text: str, kind: str, sign: int = 1, from_opponent: bool = False, flags: tuple[str, ...] = ()) -> Wording:
    text = text.replace("，", "[，,]").replace("、", "[、,]") if lang == "zh" else text  # NFKC reads ， as ,
    return Wording(lang, re.compile(text), kind, sign, from_opponent, flags)


HOLDER_EN = r"(?:the|The) (?P<basic>Basic )?Pokémon this card is attached to"
TARGET_EN = r"your opponent's Active Pokémon(?: ?(?P<box>V|ex|GX|EX|VMAX|VSTAR|-GX or Active Pokémon-EX))?"
BEFORE_WR = r" \(before applying Weakness and Resistance\)\."
AFTER_WR = r" \(after applying Weakness and Resistance\)\."
TARGET_JA = r"相手の(?:バトルポケモン|バトル場の「ポケモン(?P<box>V|ex|GX|EX|VMAX|VSTAR|GX・EX)」)"
TARGET_ZH = r"对对手的(?:战斗宝可梦|战斗场的「宝可梦(?P<box>【V】|【VMAX】|【VSTAR】|ex|GX・EX|GX|EX)」)"

#: A Tool's wordings, per language. The holder is "the Pokémon this card is attached to".
TOOL = (
    _w("en", rf"The attacks of the Pokémon this card is attached to do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}", "damage_dealt"),
    _w("en", rf"If the Pokémon this card is attached to is a (?P<basic>Basic )Pokémon, any damage done to this Pokémon by attacks "
             rf"is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1),
    _w("en", rf"Any damage done to {HOLDER_EN} by attacks is reduced by (?P<n>\d+){AFTER_WR}", "damage_taken", -1),
    _w("en", rf"Any damage done to {HOLDER_EN} by attacks from your opponent's Pokémon is reduced by (?P<n>\d+){AFTER_WR}",
       "damage_taken", -1, True),
    _w("en", rf"{HOLDER_EN} gets \+(?P<n>\d+) HP\.", "max_hp"),
    _w("en", rf"The Retreat Cost of {HOLDER_EN} is (?P<c>(?:\{{C\}})+) less\.", "retreat_cost", -1),
    _w("en", rf"The Retreat Cost of {HOLDER_EN} is (?P<c>(?:\{{C\}})+) more\.", "retreat_cost"),
    _w("en", rf"{HOLDER_EN} has no Retreat Cost\.", "retreat_cost"),
    _w("ja", rf"このカードをつけているポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("ja", r"このカードをつけている(?P<basic>たね)?ポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1),
    _w("ja", r"このカードをつけている(?P<basic>たね)?ポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。",
       "damage_taken", -1, True),
    _w("ja", r"このカードをつけている(?P<basic>たね)?ポケモンの最大HPは「\+(?P<n>\d+)」される。", "max_hp"),
    _w("ja", r"このカードをつけているポケモンは、にげるためのエネルギーが(?P<n>\d+)個ぶん少なくなる。", "retreat_cost", -1),
    _w("ja", r"このカードをつけているポケモンは、にげるためのエネルギーが(?P<n>\d+)個ぶん多くなる。", "retreat_cost"),
    _w("ja", r"このカードをつけているポケモンのにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost"),
    _w("zh", rf"附有这张卡的宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("zh", r"附有这张卡的(?P<basic>【基础】)?宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1),
    _w("zh", r"附有这张卡的(?P<basic>【基础】)?宝可梦受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("zh", r"附有这张卡的(?P<basic>【基础】)?宝可梦的最大HP「\+(?P<n>\d+)」。", "max_hp"),
    _w("zh", r"附有这张卡的宝可梦，【撤退】所需的能量减少(?P<n>\d+)个。", "retreat_cost", -1),
    _w("zh", r"附有这张卡的宝可梦，【撤退】所需的能量增加(?P<n>\d+)个。", "retreat_cost"),
    _w("zh", r"附有这张卡的宝可梦【撤退】所需的能量全部消除。", "retreat_cost"),
)

#: An Ability's wordings (in force while its Pokémon is in play). The holder is "this Pokémon".
ABILITY = (
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from attacks{AFTER_WR}", "damage_taken", -1),
    _w("en", rf"This Pokémon takes (?P<n>\d+) less damage from attacks from your opponent's Pokémon{AFTER_WR}", "damage_taken", -1, True),
    _w("en", rf"This Pokémon's attacks do (?P<n>\d+) more damage to {TARGET_EN}{BEFORE_WR}", "damage_dealt"),
    _w("en", r"This Pokémon has no Retreat Cost\.", "retreat_cost"),
    _w("ja", r"このポケモンが受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1),
    _w("ja", r"このポケモンが、相手のポケモンから受けるワザのダメージは「-(?P<n>\d+)」される。", "damage_taken", -1, True),
    _w("ja", rf"このポケモンが使うワザの、{TARGET_JA}へのダメージは「\+(?P<n>\d+)」される。", "damage_dealt"),
    _w("ja", r"このポケモンのにげる(?:ために必要な|ための)エネルギーは、すべてなくなる。", "retreat_cost"),
    _w("zh", r"这只宝可梦受到招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1),
    _w("zh", r"这只宝可梦受到对手的宝可梦招式的伤害「-(?P<n>\d+)」点。", "damage_taken", -1, True),
    _w("zh", rf"这只宝可梦使用的招式，{TARGET_ZH}造成的伤害「\+(?P<n>\d+)」点。", "damage_dealt"),
    _w("zh", r"这只宝可梦【撤退】所需的能量全部消除。", "retreat_cost"),
)

#: An attack's wordings the engine runs as its flags (II-B-06, II-B-07).
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
)

#: Words of a text about what a replay turns on (damage, HP, Retreat, Weakness, Resistance, Knock Outs,
#: Prize cards): an Ability that prints none of them changes none of it.
BEARING = {
    "en": re.compile(r"damage|\bHP\b|Retreat|Weakness|Resistance|Knocked Out|Prize", re.IGNORECASE),
    "ja": re.compile(r"ダメージ|ダメカン|HP|にげる|弱点|抵抗力|きぜつ|サイド"),
    "zh": re.compile(r"伤害|HP|撤退|弱点|抵抗力|抗性|昏厥|气绝|奖赏卡"),
}
#: How a text that is used, not always in force, begins ("Once during your turn", 「自分の番に」).
USED = {"en": re.compile(r"^(?:Once during your turn|You may use this Ability|When you play this Pokémon)", re.IGNORECASE),
        "ja": re.compile(r"^(?:自分の番に|自分の番、)"), "zh": re.compile(r"^(?:在自己的回合)")}


@dataclass
class Reading:
    """What a card text is, read: an effect for the scenario, or an attack's flags; ``wording`` is
    the text that was read (its language and the printed words)."""

    effect: dict | None = None
    flags: list[str] = field(default_factory=list)
    lang: str = ""
    text: str = ""


def normal(text: str, lang: str) -> str:
    """A printed text as the wordings are written: NFKC, one line, ’ as ', Chinese in Simplified."""
    text = unicodedata.normalize("NFKC", text.replace("’", "'"))
    text = re.sub(r"\s+", " ", text).strip()
    if lang != "en":
        text = text.replace(" ", "")
    return simplified(text) if lang == "zh" else text


def card_texts(texts: dict[str, str]) -> list[tuple[str, str]]:
    """A card's texts by reader language (``zh``: the Simplified print's, else the Traditional's), normalised."""
    out = []
    for lang, column in (("en", "en"), ("ja", "ja"), ("zh", "zh_hans"), ("zh", "zh_hant")):
        if texts.get(column) and lang not in [l for l, _ in out]:
            out.append((lang, normal(texts[column], lang)))
    return out


def _effect(w: Wording, m: re.Match) -> dict:
    groups = m.groupdict()
    if w.kind == "retreat_cost" and not (groups.get("n") or groups.get("c")):
        return {"kind": "retreat_cost", "none": True}
    n = int(groups["n"]) if groups.get("n") else len(re.findall(r"\{C\}", groups.get("c") or ""))
    effect: dict = {"kind": w.kind, "amount": w.sign * n}
    when: dict = {}
    if w.kind == "damage_dealt":
        when.update(target_active=True, target_opponent=True)
        if groups.get("box"):
            when["target_rule_box"] = BOXES[groups["box"]]
    if groups.get("basic"):
        when["holder_stage"] = BASIC[groups["basic"]]
    if w.from_opponent:
        when["from_opponent"] = True
    if when:
        effect["when"] = when
    return effect


def read(texts: dict[str, str], wordings: tuple[Wording, ...]) -> Reading | None:
    """The effect (or flags) a card's text is, when one of its languages prints one of ``wordings``
    whole; None when no language does (the text is not run)."""
    for lang, text in card_texts(texts):
        for w in wordings:
            if w.lang != lang:
                continue
            m = w.pattern.fullmatch(text)
            if m:
                return Reading(effect=None if w.kind == "flags" else _effect(w, m), flags=list(w.flags), lang=lang, text=text)
    return None


def tool(texts: dict[str, str]) -> Reading | None:
    return read(texts, TOOL)


def ability(texts: dict[str, str]) -> Reading | None:
    return read(texts, ABILITY)


def attack(texts: dict[str, str]) -> Reading | None:
    """An attack's text read as its flags; an attack printing no text is read as none (``Reading()``)."""
    if not any(t.strip() for t in texts.values()):
        return Reading()
    return read(texts, ATTACK)


def bears(texts: dict[str, str]) -> bool:
    """Whether an Ability's text is in force while in play and speaks of what a replay turns on
    (damage, HP, Retreat, Weakness, Resistance, Knock Outs, Prize cards): one used when its player
    chooses ("Once during your turn", 「自分の番に1回使える」) is not in force unless used."""
    found = card_texts(texts)
    if any(USED[lang].search(text) for lang, text in found):
        return False
    return any(BEARING[lang].search(text) for lang, text in found)
