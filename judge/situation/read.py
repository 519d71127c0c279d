"""A question read into the pieces of a situation: the cards it names and their roles, the attack,
the numbers it says, and what it asks.

Each piece keeps where it came from (``question``: the asker's words; ``cards``: the card table, as
"the attack printed on Gholdengo ex"; ``question+cards``: both). Nothing is filled in: a number the
question does not say is None, and the builder (:mod:`judge.situation.build`) says it is missing
where the outcome turns on it.

The words read are data, per language (``en``, ``ja``, ``zh``: a Traditional question is read
through its Simplified form, :func:`judge.lang.text.simplified`, which keeps every character's
place): :data:`ASKS`, :data:`DAMAGE_ON`, :data:`HP_LEFT`, :data:`DISCARDED`, :data:`ATTACHED`,
:data:`BENCH`, :data:`MINE`, :data:`THEIRS`, :data:`CONDITIONS`, :data:`COINS`, :data:`CHECKUP`,
:data:`TERA`, :data:`TYPES_SAID`, :data:`BYSTANDER`, :data:`HIT`, :data:`TRIES`. Each is a tuple of
named patterns, each saying what it reads.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from judge.cards.named import named
from judge.cards.table import Card, CardTable, key
from judge.cards.table import load as load_table
from judge.lang.text import detect_lang, is_traditional, simplified


@dataclass(frozen=True)
class Pattern:
    """One way a language says a piece."""

    name: str
    """What it reads (``retreat_cost``, ``counters``, ``poisoned`` …): the value the piece takes."""
    regex: re.Pattern
    """The words; its first group that matched holds the number it says, where it says one."""
    doc: str
    """What it reads, in a line."""
    toward: str = "before"
    """Which named Pokémon the piece is said of: the nearest named ``before`` it, or ``after`` it."""


def _p(name: str, regex: str, doc: str, toward: str = "before", flags: int = re.IGNORECASE) -> Pattern:
    return Pattern(name, re.compile(regex, flags), doc, toward)


NUM = r"(\d+)"

#: What the question asks, the most telling first: a question asking Prize cards and a Knock Out asks
#: the Prize cards; one asking the damage and a Knock Out asks the damage (the Knock Out is implied).
ASKS: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("retreat_cost", r"\bretreat", "retreating, its Retreat Cost ('how many Energy to retreat')"),
        _p("prizes", r"\bprizes?\b|prize cards?", "Prize cards taken ('how many Prizes')"),
        _p("hp_left", r"\bHP\b[^.?!]*\b(?:left|after|remaining)\b|remaining HP|how much HP|HP left", "the HP left"),
        _p("damage", r"how much damage|total damage|what damage|how much does it take|damage does it (?:do|take)",
           "the damage done"),
        _p("knocked_out", r"\bKO\b|\bKO'?d\b|knocked out|\bsurvives?\b|\bOHKO\b", "whether it is Knocked Out"),
        _p("yes_no", r"^(?:does|do|is|can|will)\b|\b(?:does|do|is|can|will) (?:the )?\w+(?: \w+)? (?:still|count|apply|add)\b",
           "a yes-or-no question"),
    ),
    "ja": (
        _p("retreat_cost", r"にげ(?:る|られ)|逃げ(?:る|られ)", "逃げるためのエネルギー"),
        _p("prizes", r"サイド(?:は|を)?(?:何枚|なん枚)|とるサイド|サイドは[？?]|サイド何", "とるサイドの枚数"),
        _p("hp_left", r"残りHP(?:は|って)?(?:いくつ|何|どれ|[？?])|のこりHPは|HPは(?:いくつ|どれ)", "残りHPは？"),
        _p("damage", r"何ダメージ|なんダメージ|ダメージは(?:いくつ|何)|何点", "ダメージの量"),
        _p("knocked_out", r"きぜつ|気絶|倒せる|倒れる|耐える|倒したら", "きぜつするか"),
        _p("yes_no", r"(?:のる|かかる|つく|計算する|できる|使える)[？?]", "はい・いいえで答える問い"),
    ),
    "zh": (
        _p("retreat_cost", r"撤退", "撤退所需的能量"),
        _p("prizes", r"几张奖赏卡|几张奖励卡|拿几张|奖赏卡几张|取几张|几张", "拿取的奖赏卡数"),
        _p("hp_left", r"剩多少|还剩|剩下多少|剩余HP[是为]?多少|剩几", "剩余HP"),
        _p("damage", r"多少伤害|多少点伤害|伤害是多少|造成多少|受到多少|打进去", "造成的伤害"),
        _p("knocked_out", r"昏厥|打得倒|一击|击倒|打倒|撑得住", "是否昏厥"),
        _p("yes_no", r"(?:吗|么)[？?]?$|(?:吗|么)[？?]", "是非题"),
    ),
}

#: Damage already on a Pokémon: a number of damage (``damage``) or of damage counters (``counters``),
#: or none (``none``), said of the Pokémon named before it or after it.
DAMAGE_ON: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("damage", rf"(?:already )?(?:has|with|took|taken|had) (?:already )?{NUM} damage(?: counters?)?(?! counters)",
           "'already has 100 damage', 'with 90 damage on it'"),
        _p("damage", rf"(?:already )?has {NUM} on it", "'already has 100 on it'"),
        _p("damage", rf"\b{NUM} damage on it", "'100 damage on it'"),
        _p("counters", rf"(?:has|with) {NUM} damage counters", "'with 3 damage counters'"),
        _p("none", r"[(,]\s*no damage(?: on it)?\b|\bno damage on it|\bhas no damage|with no damage", "'(no damage on it)', '(FST, no damage)'"),
        _p("some", r"\b(?:took|has|with|taken|had) some damage|\bsome damage on it|\balready damaged\b", "'that took some damage earlier': how much is not said"),
        _p("none", r"\b(?:a |an |their |my )?(?:fresh|undamaged|full-HP|full HP|unhurt)\b", "'a fresh Pidgeot ex', 'my full-HP Lugia'",
           "after"),
        _p("none", r"\bat full HP|\bHP (?:is )?full|\bwith full HP", "'at full HP'"),
    ),
    "ja": (
        _p("counters", rf"ダメカン(?:が)?{NUM}個(?!を|のせ)", "「ダメカンが3個」「ダメカン9個」 (not 「ダメカン6個を…のせる」: counters put, not on)"),
        _p("damage", rf"{NUM}ダメージ(?:を)?受けて(?:いる|る)", "「100ダメージ受けている」"),
        _p("damage", rf"ダメージ{NUM}", "「ダメージ100」"),
        _p("none", r"無傷|ダメージなし|ダメージ0|ダメカンなし|HPまんたん|まんたん", "「無傷」「ダメージなし」"),
        _p("some", r"ダメカンが(?:のって|乗って)|(?<!\d)ダメージを受けて(?:いる|る)", "「ダメカンがのっている」: how many is not said"),
    ),
    "zh": (
        _p("counters", rf"{NUM}个伤害指示物", "「身上有3个伤害指示物」"),
        _p("damage", rf"(?:已经|已)?有{NUM}(?:点)?伤害", "「已经有100伤害」"),
        _p("damage", rf"受了{NUM}(?:点)?伤害|受到过{NUM}(?:点)?伤害", "「受了100点伤害」"),
        _p("none", r"没伤害|没有伤害|没受伤|无伤|满HP|HP全满|HP满", "「没伤害」「HP全满」"),
        _p("some", r"(?<![\d没])有伤害|受过伤|受了伤", "「有伤害」: how much is not said"),
    ),
}

#: HP left said of a Pokémon.
HP_LEFT: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("hp", rf"HP left:? {NUM}", "'HP left 60'"),
        _p("hp", rf"{NUM} HP left|{NUM} HP remaining", "'only 20 HP left'"),
        _p("hp", rf"remaining HP(?: of| is)? {NUM}", "'remaining HP 60'"),
    ),
    "ja": (_p("hp", rf"残りHP(?:が|は)?{NUM}|のこりHP(?:が|は)?{NUM}", "「残りHP60」"),),
    "zh": (_p("hp", rf"剩余HP\s?(?:为|是)?\s?{NUM}|剩下{NUM}HP|剩{NUM}HP|HP剩{NUM}", "「剩余HP 20」"),),
}

#: How many cards an attack that counts them was given by discarding ("discards 3 Basic Energy").
DISCARDED: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("discarded", rf"discard(?:s|ed|ing)? (?:only )?{NUM}\b(?: \w+){{0,2}}? (?:energy|cards?)", "'discards 3 Basic Energy'"),
        _p("discarded", rf"\b{NUM}\b(?: \w+){{0,2}}? (?:energy|cards?) discarded", "'with 2 energy discarded'"),
    ),
    "ja": (
        _p("discarded", rf"エネ(?:ルギー)?(?:を)?{NUM}枚(?:だけ)?(?:を)?トラッシュ", "「エネルギーを3枚トラッシュ」"),
        _p("discarded", rf"エネ(?:ルギー)?(?:を)?{NUM}枚", "「基本エネ2枚」"),
        _p("discarded", rf"{NUM}枚(?:だけ)?トラッシュ", "「3枚トラッシュ」"),
    ),
    "zh": (
        _p("discarded", rf"[丢弃舍](?:弃|掉)?(?:了)?{NUM}[个张](?:\w{{0,3}}能量)?", "「丢2个水能量」「丢3张」"),
        _p("discarded", rf"[丢弃舍](?:弃|掉)?(?:了)?\w{{0,3}}能量{NUM}[个张]", "「丢弃基本能量3张」"),
    ),
}

#: How many Energy are attached to a Pokémon, for an attack that counts them.
ATTACHED: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("attached", rf"{NUM}\b(?: \w+)? energy(?: cards?)? attached|with {NUM}\b(?: \w+)? energy\b", "'2 Energy attached'"),),
    "ja": (_p("attached", rf"エネ(?:ルギー)?(?:が|を)?{NUM}(?:個|枚)(?:つ(?:いた|いている|けた))", "「エネルギーが3個ついた」"),),
    "zh": (_p("attached", rf"(?:附有|带有|带着|身上有){NUM}[个张](?:\w{{0,3}})?能量", "「附有3个能量」"),),
}

#: A Pokémon on the Bench (said before its name, or after it: "X on the Bench").
BENCH: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("bench", r"\bbench(?:ed)?\b", "'their benched Tera Charizard ex', 'on the Bench'"),),
    "ja": (_p("bench", r"ベンチ", "「相手ベンチのミライドンex」"),),
    "zh": (_p("bench", r"备战", "「对手备战区的X」「備戰區」"),),
}
#: The asker's own Pokémon ("my", 「自分の」, 「我的」) and the opponent's ("their", 「相手の」, 「对手的」).
MINE: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("me", r"\b(?:my|mine|I have)\b", "'my Gardevoir ex'", "after"),),
    "ja": (_p("me", r"自分の|私の|こちらの", "「自分のセグレイブ」", "after"),),
    "zh": (_p("me", r"我的|我方|我自己的|自己的|我", "「我的轟鳴月ex」", "after"),),
}
THEIRS: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("opponent", r"\b(?:their|opponent'?s?|they have|the opponent)\b", "'their Active Chien-Pao ex'", "after"),),
    "ja": (_p("opponent", r"相手", "「相手のテツノカイナex」", "after"),),
    "zh": (_p("opponent", r"对手|对方", "「对手的X」", "after"),),
}
#: The Pokémon taking the attack, said of the one named after it ("into Y", 「打Y」, 「Yに」 is after).
HIT: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("hit", r"\b(?:into|on|against|hits?|at|targeting)\b", "'into their Chien-Pao ex', 'hits a Lugia VSTAR'", "after"),),
    "ja": (_p("hit", r"(?:に|を)(?:何|攻撃|ワザ|、|$)|が受けた|を倒|にダメ", "「Yに何ダメージ」「Yを倒したら」", "before"),),
    "zh": (_p("hit", r"打|给|攻击|对(?!手|方)", "「打对手的Y」", "after"),),
}
#: The Pokémon hit is the one the question names as passive ("被X打": X attacks the Pokémon named before).
PASSIVE: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("by", r"\b(?:hit by|attacked by|by their|by the opponent's)\b", "'hit by Gholdengo ex'", "after"),),
    "ja": (_p("by", r"(?:から|に)(?:ワザ|攻撃)を受け", "「相手のXから攻撃を受けた」", "after"),),
    "zh": (_p("by", r"被", "「被赛富豪ex淘金潮丢3张打」", "after"),),
}
#: A Pokémon only in play beside the two (its Abilities may bear on the outcome): "对手场上有X".
BYSTANDER: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("bystander", r"\b(?:they have|there is|there's|opponent has|they've got)\b", "'They have Spidops ex on the Bench'", "after"),),
    "ja": (_p("bystander", r"場に|場には", "「相手の場にワナイダーexが2匹」", "after"),),
    "zh": (_p("bystander", r"场上有|場上有|场上是", "「对手场上有操陷蛛ex」", "after"),),
}

#: Special Conditions, by the engine's words.
CONDITIONS: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("poisoned", r"\bpoison(?:ed)?\b", "Poisoned"),
        _p("burned", r"\bburn(?:ed|t)?\b", "Burned"),
        _p("confused", r"\bconfus(?:ed|ion)\b", "Confused"),
        _p("asleep", r"\basleep\b", "Asleep"),
        _p("paralyzed", r"\bparaly[sz]ed\b", "Paralyzed"),
    ),
    "ja": (
        _p("poisoned", r"どく(?:状態|に|の)|【どく】|もうどく", "どく"),
        _p("burned", r"やけど", "やけど"),
        _p("confused", r"こんらん", "こんらん"),
        _p("asleep", r"ねむり", "ねむり"),
        _p("paralyzed", r"マヒ", "マヒ"),
    ),
    "zh": (
        _p("poisoned", r"中毒", "中毒"),
        _p("burned", r"灼伤|烧伤", "灼伤"),
        _p("confused", r"混乱", "混乱"),
        _p("asleep", r"睡眠|睡着", "睡眠"),
        _p("paralyzed", r"麻痹|麻痺", "麻痹"),
    ),
}
#: A coin flip's result said.
COINS: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("heads", r"\bheads\b", "heads"), _p("tails", r"\btails\b", "tails")),
    "ja": (_p("heads", r"オモテ|表が出", "オモテ"), _p("tails", r"ウラ|裏が出", "ウラ")),
    "zh": (_p("heads", r"正面", "正面"), _p("tails", r"反面", "反面")),
}
#: The Pokémon Checkup named (a Special Condition's damage is asked).
CHECKUP: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("checkup", r"checkup|between turns", "Pokémon Checkup"),),
    "ja": (_p("checkup", r"ポケモンチェック", "ポケモンチェック"),),
    "zh": (_p("checkup", r"宝可梦检查|检查", "宝可梦检查"),),
}
#: An attack tried by a Confused Pokémon with no attack named ("I try to attack").
TRIES: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("tries", r"\b(?:try|tries|trying) to attack|\battacks?\b.*\bflip", "'I try to attack and flip tails'"),),
    "ja": (_p("tries", r"ワザを使(?:う|おう)(?:と|とき)", "「ワザを使おうとして」"),),
    "zh": (_p("tries", r"使用招式时|要使用招式|想使用招式", "「使用招式时硬币反面」"),),
}
#: A Tera Pokémon said ("Tera Charizard ex", 「テラスタル」, 「太晶」), or said not to be one.
TERA: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("tera", r"\btera\b", "'Tera Charizard ex'", "after"),),
    "ja": (_p("tera", r"テラスタル", "「テラスタル」"),),
    "zh": (_p("tera", r"太晶", "「太晶」"),),
}
#: A Tool (or Energy) said attached to a Pokémon: ``after`` when the Pokémon follows ("Xをつけた Y", 「附有X的Y」).
ATTACHED_TO: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("on", r"\bon\b|\battached to\b", "'Choice Belt on Iron Hands ex'", "after"),),
    "ja": (_p("on", r"^(?:を|が)?(?:つけた|つけている|つけてる|付けた)", "「こだわりベルトをつけたテツノカイナex」", "after"),),
    "zh": (_p("on", r"^(?:的|贴在|贴到|挂在)", "「附有X的Y」「大气球贴在Y身上」", "after"),),
}

#: Types as a question says them ("火属性", 「炎タイプ」, "Fire-type"), by the engine's words.
TYPE_WORDS = {
    "grass": ("grass", "草"), "fire": ("fire", "炎", "火"), "water": ("water", "水"), "lightning": ("lightning", "雷"),
    "psychic": ("psychic", "超", "超能"), "fighting": ("fighting", "闘", "斗", "格斗"), "darkness": ("darkness", "dark", "悪", "恶"),
    "metal": ("metal", "鋼", "钢"), "fairy": ("fairy", "フェアリー", "妖精"), "dragon": ("dragon", "ドラゴン", "龙"),
    "colorless": ("colorless", "無色", "无色", "無"),
}
_TYPE_ALT = "|".join(sorted({w for words in TYPE_WORDS.values() for w in words}, key=len, reverse=True))
TYPES_SAID: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("type", rf"\b(?P<t>{_TYPE_ALT})[- ]type\b", "'a Fire-type Charizard ex'", "after"),),
    "ja": (_p("type", rf"(?<!弱点)(?P<t>{_TYPE_ALT})タイプ", "「炎タイプの」", "after"),),
    "zh": (_p("type", rf"(?P<t>{_TYPE_ALT})属性", "「火属性的喷火龙ex」", "after"),),
}
#: A Weakness said ("(弱点闘)"), a check of the print rather than a change of it.
WEAKNESS_SAID: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("weakness", rf"\bweak(?:ness)? (?:to |is )?(?P<t>{_TYPE_ALT})\b", "'Weakness Fighting'"),),
    "ja": (_p("weakness", rf"弱点(?:は|が)?(?P<t>{_TYPE_ALT})", "「弱点闘」"),),
    "zh": (_p("weakness", rf"弱点(?:是|为)?(?P<t>{_TYPE_ALT})", "「弱点是斗」"),),
}

#: The marks after a Pokémon's name that make it another card ("Miraidon ex", 「ルギアVSTAR」).
RULE_MARKS = r"(?:ex|EX|GX|V-UNION|VMAX|VSTAR|V|BREAK)"
#: A set a question names by its title, not its code: the codes of its prints (the card table's).
SET_TITLES = {"151": ("MEW", "sv03.5", "SV2a", "SV2A")}
#: A set code as a question writes it in brackets after a card's name ("(SVAM)", "（SV1s，…）", "(OBF)").
SET_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,5}[0-9]{0,3}[A-Za-z]{0,2}(?:\.[0-9])?|151)(?![A-Za-z0-9])")
#: Brackets right after a name, holding what the question says of that card.
AFTER_NAME = re.compile(r"^\s*[(（]([^()（）]{1,60})[)）]")
#: What ends a clause: a piece said in one is said of a Pokémon of the same clause.
CLAUSE_END = re.compile(r"[.!?。！？;；]")


@dataclass
class Mention:
    """A card the question names."""

    start: int
    end: int
    said: str
    """The name as the question writes it."""
    card: Card | None
    """The card table's row (None: the question names a card the table has no row for, "密勒顿VMAX")."""
    kind: str
    """The row's kind (``pokemon``, ``tool``, ``stadium``, ``special-energy``, ``attack``, ``ability``); ``pokemon``
    for a name the table lacks that ends in a rule box's mark."""
    brackets: str = ""
    """What the question says of the card in brackets right after its name ("SVAM、かたいからだ")."""


@dataclass
class PokemonSaid:
    """A Pokémon the question names, and what it says of it."""

    mention: Mention
    role: str = ""
    """``attacker``, ``defender``, ``subject`` (the Pokémon a Retreat or Checkup question is about) or ``bystander``."""
    owner: str | None = None
    """``me`` (the asker's) or ``opponent``, where said."""
    bench: bool = False
    """Said to be on the Bench (else it is the Active Pokémon)."""
    damage: int | None = None
    """Damage already on it, where said (0 for "no damage", "fresh", 「無傷」)."""
    damage_said: str = ""
    """The words that said it ("already has 100 damage"); said with no number ("took some damage"): damage stays None."""
    hp_left: int | None = None
    """Its HP left, where said."""
    tools: list[Mention] = field(default_factory=list)
    """Tools (and Special Energy) said attached to it."""
    conditions: list[str] = field(default_factory=list)
    """Special Conditions said of it (the engine's words)."""
    codes: list[str] = field(default_factory=list)
    """Set codes said of it ("SVAM", "OBF", "151")."""
    types: list[str] = field(default_factory=list)
    """Its type, where said ("火属性")."""
    weakness: list[str] = field(default_factory=list)
    """Its Weakness's type, where said ("弱点闘")."""
    tera: bool = False
    """Said to be a Tera Pokémon."""
    attached: int | None = None
    """Energy said attached to it, where said."""
    count: int = 1
    """How many of it the question says are in play ("2匹")."""

    @property
    def name(self) -> str:
        return self.mention.said


@dataclass
class Piece:
    """One thing read, and where it came from."""

    what: str
    """What was read, in words ("Chien-Pao ex: no damage on it")."""
    source: str = "question"
    """``question``, ``cards`` or ``question+cards``."""

    def to_json(self) -> dict:
        return {"what": self.what, "from": self.source}


@dataclass
class Said:
    """A question read: the Pokémon, their roles and what is said of them, the attack, the numbers."""

    question: str
    text: str
    """The question as read: NFKC, a Chinese one in Simplified (the same length, character for character)."""
    lang: str
    """``en``, ``ja`` or ``zh``."""
    hant: bool
    """A Chinese question written in Traditional."""
    asks: str | None
    """``damage``, ``knocked_out``, ``hp_left``, ``prizes``, ``retreat_cost``, ``yes_no`` (None: nothing asked read)."""
    mentions: list[Mention] = field(default_factory=list)
    pokemon: list[PokemonSaid] = field(default_factory=list)
    attacker: PokemonSaid | None = None
    defender: PokemonSaid | None = None
    subject: PokemonSaid | None = None
    """The Pokémon a Retreat Cost or Checkup question is about."""
    attack: Mention | None = None
    """The attack the question names."""
    discarded: int | None = None
    """Cards the question says were discarded for the attack."""
    stadium: Mention | None = None
    coins: list[str] = field(default_factory=list)
    """Coin results said, in order."""
    checkup: bool = False
    tries: bool = False
    """An attack tried with none named ("I try to attack")."""
    unknown: list[Mention] = field(default_factory=list)
    """Cards named that the table has no row for."""
    pieces: list[Piece] = field(default_factory=list)


# --- the cards named ----------------------------------------------------------------------------

#: A run of kana and Han followed by a rule box's mark: a Pokémon's name the name finder reads without
#: its mark (「コライドン」 of 「コライドンex」), or not at all (「メガルカリオex」).
MARKED_RUN = re.compile(rf"([\u3041-\u30ff\u4e00-\u9fff・ー]+)\s?({RULE_MARKS})(?![A-Za-z])")


def normal(question: str, lang: str) -> str:
    """The question as read: NFKC, and Simplified for Chinese when that keeps each character's place."""
    text = unicodedata.normalize("NFKC", question)
    if len(text) != len(question):
        text = question
    if lang == "zh":
        s = simplified(text)
        if len(s) == len(text):
            return s
    return text


def _printed(card: Card, said: str) -> bool:
    """Whether a card prints the name as said, letter case kept ("Gardevoir ex" is not "Gardevoir EX")."""
    tight = re.sub(r"[\s\-]+", "", unicodedata.normalize("NFKC", said))
    return any(re.sub(r"[\s\-]+", "", unicodedata.normalize("NFKC", f)) == tight for forms in card.names.values() for f in forms)


def _matches(table: CardTable, said: str) -> list[Card]:
    """The rows a name names, the ones printing it in the same letter case first kept alone."""
    cards = [m.card for m in table.find(said, 16)]
    same = [c for c in cards if _printed(c, said)]
    return same or cards


def mentions(question: str, text: str, table: CardTable) -> list[Mention]:
    """The cards a question names, in order: the name finder's, with a rule box's mark after a
    Japanese or Chinese name read as part of it (a name + mark the table lacks is an unknown card)."""
    found: list[Mention] = []
    for n in named(question, table):
        cards = _matches(table, n.text)
        kinds = [c.kind for c in cards]
        pick = next((c for c in cards if c.kind == "pokemon"), None) or (cards[0] if cards else None)
        if pick is None:
            continue
        # an attack and a Pokémon of one name ("臂压制" printed twice): keep the first kind, the builder matches rows by name
        found.append(Mention(n.start, n.end, n.text, pick, pick.kind if len(set(kinds)) == 1 or pick.kind == "pokemon" else pick.kind))
    for m in MARKED_RUN.finditer(text):
        run, mark = m.group(1), m.group(2)
        for i in range(len(run)):
            said = question[m.start(1) + i:m.end()]
            cards = [c for c in _matches(table, said) if c.kind == "pokemon"]
            if cards:
                found = [f for f in found if f.end <= m.start(1) + i or f.start >= m.end()]
                found.append(Mention(m.start(1) + i, m.end(), said, cards[0], "pokemon"))
                break
        else:  # no card of that name with its mark: a Pokémon the table lacks, when the run before the mark names one
            base = [f for f in found if f.kind == "pokemon" and f.end == m.start(2) - (1 if text[m.start(2) - 1] == " " else 0)]
            if base:
                f = base[0]
                found.remove(f)
                found.append(Mention(f.start, m.end(), question[f.start:m.end()], None, "pokemon"))
    found = _parts_named(question, text, table, found)
    found.sort(key=lambda f: f.start)
    for f in found:
        b = AFTER_NAME.match(question[f.end:])
        if b:
            f.brackets = b.group(1)
    return _same_card_said_again(found)


def _parts_named(question: str, text: str, table: CardTable, found: list[Mention]) -> list[Mention]:
    """The attacks and Abilities of the Pokémon named, wherever the question writes one of their
    names (a two-character name the name finder leaves, 「吊缆」, included)."""
    out = list(found)
    for f in [f for f in found if f.kind == "pokemon" and f.card is not None]:
        for row_id in {part[0] for group in f.card.prints for part in group["parts"]}:
            row = _row(table, row_id)
            if row is None:
                continue
            for name in {n for forms in row.names.values() for n in forms}:
                if len(name) < 2 or (name.isascii() and len(name) < 4):
                    continue
                flags = re.IGNORECASE if name.isascii() else 0
                edge = r"\b" if name[0].isascii() else ""
                for where in (question, text):
                    for m in re.finditer(edge + re.escape(name) + (r"\b" if name[-1].isascii() else ""), where, flags):
                        if any(o.start < m.end() and m.start() < o.end for o in out if o.kind not in ("attack", "ability")):
                            continue
                        out = [o for o in out if not (o.start < m.end() and m.start() < o.end and o.end - o.start <= m.end() - m.start())]
                        if not any(o.start <= m.start() and m.end() <= o.end for o in out):
                            out.append(Mention(m.start(), m.end(), question[m.start():m.end()], row,
                                               "attack" if row.kind == "attack" else "ability"))
    return out


def _same_card_said_again(found: list[Mention]) -> list[Mention]:
    """A name that is a word of a card named before it is that card said again ("Roaring Moon" after
    "Roaring Moon ex", "the Belt" after "Choice Belt", 「ルギア」 after 「ルギアVSTAR」): not another card."""
    out: list[Mention] = []
    for f in found:
        said = key(f.said)
        if any(o.said == f.said and o.kind == f.kind for o in out):
            continue  # the same name again: the same card
        earlier = [o for o in out if o.said != f.said and said and said in key(o.said)]
        if earlier and (f.kind == earlier[0].kind or f.kind in ("attack", "ability") or earlier[0].kind != "pokemon"):
            continue
        out.append(f)
    return out


# --- pieces said of a Pokémon --------------------------------------------------------------------

def _clause(text: str, at: int) -> tuple[int, int]:
    """The clause holding position ``at``: between the nearest clause ends."""
    start = max((m.end() for m in CLAUSE_END.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in CLAUSE_END.finditer(text, at)), len(text))
    return start, end


def said_of(text: str, start: int, end: int, pokemon: list[PokemonSaid], toward: str) -> PokemonSaid | None:
    """The Pokémon a piece at ``start:end`` is said of: the nearest named ``toward`` it in its clause,
    else the nearest the other way (None when its clause names none)."""
    lo, hi = _clause(text, start)
    inside = [p for p in pokemon if lo <= p.mention.start < hi or lo < p.mention.end <= hi]
    before = [p for p in inside if p.mention.end <= start]
    after = [p for p in inside if p.mention.start >= end]
    near_before = max(before, key=lambda p: p.mention.end) if before else None
    near_after = min(after, key=lambda p: p.mention.start) if after else None
    if toward == "after":
        return near_after or near_before
    return near_before or near_after


def _in_brackets(p: PokemonSaid, text: str, m: re.Match) -> bool:
    b = p.mention.end
    return bool(p.mention.brackets) and b <= m.start() <= b + len(p.mention.brackets) + 2


def _each(patterns: dict[str, tuple[Pattern, ...]], lang: str, text: str):
    for pat in patterns.get(lang, ()):
        for m in pat.regex.finditer(text):
            yield pat, m


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the cards' names blanked out (a number or word inside a name is not a piece)."""
    chars = list(text)
    for a, b in spans:
        chars[a:b] = "\u3000" * (b - a)
    return "".join(chars)


# --- reading -------------------------------------------------------------------------------------

def read(question: str, table: CardTable | None = None, lang: str | None = None) -> Said:
    """The pieces of the situation a question describes."""
    table = table or load_table()
    lang = lang if lang in ("en", "ja", "zh") else detect_lang(question)
    text = normal(question, lang)
    said = Said(question, text, lang, lang == "zh" and is_traditional(question), None)
    said.mentions = mentions(question, text, table)
    blank = _blank(text, [(m.start, m.end) for m in said.mentions])
    said.asks = asked(blank, lang)
    said.pokemon = [PokemonSaid(m) for m in said.mentions if m.kind == "pokemon"]
    said.unknown = [m for m in said.mentions if m.card is None]
    for m in said.mentions:
        if m.kind == "stadium" and said.stadium is None:
            said.stadium = m
        elif m.kind == "attack" and said.attack is None:
            said.attack = m
    _read_brackets(said, table)
    _read_marks(said, blank)
    _roles(said, blank)
    _read_numbers(said, blank)
    _read_tools(said, blank)
    said.coins = [pat.name for pat, m in sorted(_each(COINS, lang, blank), key=lambda x: x[1].start())]
    said.checkup = any(True for _ in _each(CHECKUP, lang, blank))
    said.tries = any(True for _ in _each(TRIES, lang, blank))
    return said


#: A clause that asks: a sentence ending in a question mark (a Japanese or Chinese one also cut at its commas).
ASKING = {"en": re.compile(r"[^.!?]*\?"), "ja": re.compile(r"[^。！？!?、，,]*[？?]"), "zh": re.compile(r"[^。！？!?，,、]*[？?]")}


def asked(text: str, lang: str) -> str | None:
    """What the question asks (:data:`ASKS`, the most telling first), read in its asking clauses
    first ("不知道对手拿了几张奖赏卡，能一击昏厥吗？" asks the Knock Out), else in the whole text."""
    clauses = " ".join(m.group(0) for m in ASKING[lang].finditer(text))
    for where in (clauses, text):
        found = next((pat.name for pat in ASKS[lang] if pat.regex.search(where)), None) if where.strip() else None
        if found:
            return found
    return None


def _read_brackets(said: Said, table: CardTable) -> None:
    """What brackets after a Pokémon's name say of it: a set code its prints carry, a type, Tera."""
    for p in said.pokemon:
        inside = p.mention.brackets
        if not inside or p.mention.card is None:
            continue
        codes = _codes(p.mention.card)
        for m in SET_CODE.finditer(unicodedata.normalize("NFKC", inside)):
            code = m.group(1)
            if code in SET_TITLES or code.lower() in codes:
                p.codes.append(code)


def _codes(card: Card) -> set[str]:
    """The set codes a Pokémon's prints carry, lower case ("svam", "obf")."""
    out = set()
    for group in card.prints:
        for pr in group.get("prints", ()):
            if ":" in pr:
                out.add(pr.split(":", 1)[1].rsplit(" ", 1)[0].lower())
    return out


def _read_numbers(said: Said, blank: str) -> None:
    """Damage already on each Pokémon, its HP left, Energy attached, the cards discarded for the attack."""
    lang, text = said.lang, blank
    for pat, m in _each(DAMAGE_ON, lang, text):
        p = _said_of_number(said, text, m, pat.toward)
        if p is None or p.damage is not None or p.damage_said:
            continue
        n = number(m) or 0
        if pat.name == "some":
            p.damage_said = m.group(0).strip()
            continue
        p.damage = n * 10 if pat.name == "counters" else (0 if pat.name == "none" else n)
        p.damage_said = m.group(0).strip()
    for pat, m in _each(HP_LEFT, lang, text):
        p = _said_of_number(said, text, m, pat.toward)
        if p is not None and p.hp_left is None:
            p.hp_left = number(m)
    for pat, m in _each(DISCARDED, lang, text):
        if said.discarded is None:
            said.discarded = number(m)
    for pat, m in _each(ATTACHED, lang, text):
        p = _said_of_number(said, text, m, pat.toward)
        if p is not None and p.attached is None:
            p.attached = number(m)
    many = {"en": r"^\s*[x×]\s*(\d)\b", "ja": r"^(?:が|は|を)?(\d)匹", "zh": r"^(?:有)?(\d)只"}[lang]
    for p in said.pokemon:
        m = re.match(many, text[p.mention.end:])
        if m:
            p.count = int(m.group(1))


#: What follows a Japanese or Chinese phrase that is said of the name after it (「無傷の」, 「没伤害的」).
OF_NEXT = {"ja": re.compile(r"^(?:の|な|のって(?:る|いる)の?|がのって(?:る|いる)の?)"), "zh": re.compile(r"^的")}


def _said_of_number(said: Said, text: str, m: re.Match, toward: str) -> PokemonSaid | None:
    """The Pokémon a number is said of. In brackets after a name: that Pokémon; a Japanese or Chinese
    phrase followed by の/的: the Pokémon named next; else the pattern's side. A number said after the
    attack is named, of the attacker named before it, is said of the Pokémon hit ("被X淘金潮丢3张打（原本没伤害）")."""
    inside = next((p for p in said.pokemon if _in_brackets(p, text, m)), None)
    if inside:
        return inside
    if said.lang in OF_NEXT and OF_NEXT[said.lang].match(text[m.end():]):
        toward = "after"
    p = said_of(text, m.start(), m.end(), said.pokemon, toward)
    a = said.attack
    if (p is not None and p is said.attacker and said.defender is not None and a is not None
            and p.mention.end <= a.start < m.start()):
        return said.defender
    return p


def number(m: re.Match) -> int | None:
    """The number a pattern's match says: its first group that matched."""
    return next((int(g) for g in m.groups() if g and g.isdigit()), None)


def _owner_of_piece(said: Said, text: str, m: re.Match, toward: str) -> PokemonSaid | None:
    inside = next((p for p in said.pokemon if _in_brackets(p, text, m)), None)
    return inside or said_of(text, m.start(), m.end(), said.pokemon, toward)


def _read_marks(said: Said, blank: str) -> None:
    """Owner, Bench, Special Conditions, Tera and types said of each Pokémon."""
    lang, text = said.lang, blank
    names = sorted(said.pokemon, key=lambda p: p.mention.start)
    for p in names:
        lo, _ = _clause(text, p.mention.start)
        prev_end = max([q.mention.end for q in names if q.mention.end <= p.mention.start] + [lo])
        before = text[prev_end:p.mention.start]
        nxt = min([q.mention.start for q in names if q.mention.start >= p.mention.end] + [_clause(text, p.mention.start)[1]])
        after = text[p.mention.end:nxt]
        after_near = after[:40] if lang == "en" else after[:8]
        for pat in MINE[lang]:
            if pat.regex.search(before[-16:]):
                p.owner = "me"
        for pat in THEIRS[lang]:
            if pat.regex.search(before[-16:]):
                p.owner = "opponent"
        for pat in BENCH[lang]:
            if pat.regex.search(before[-14:]) or (lang == "en" and re.match(r"^\s*(?:\([^)]*\)\s*)?(?:is |was )?on (?:the|their|my|your) bench", after, re.I)):
                p.bench = True
            if lang != "en" and re.match(r"^[(（][^)）]*(?:ベンチ|备战)", after):
                p.bench = True
        for pat in TERA[lang]:
            if pat.regex.search(before[-10:]) or pat.regex.search(p.mention.brackets or ""):
                p.tera = True
        for pat in TYPES_SAID[lang]:
            for m in pat.regex.finditer(before[-12:] + " " + (p.mention.brackets or "")):
                p.types.append(_type_of(m.group("t")))
        for pat in WEAKNESS_SAID[lang]:
            for m in pat.regex.finditer(p.mention.brackets or ""):
                p.weakness.append(_type_of(m.group("t")))
    for pat, m in _each(CONDITIONS, lang, text):
        p = _owner_of_piece(said, text, m, "before")
        if p is not None and pat.name not in p.conditions:
            p.conditions.append(pat.name)


def _type_of(word: str) -> str:
    w = word.lower()
    return next(t for t, words in TYPE_WORDS.items() if w in words)


def _read_tools(said: Said, blank: str) -> None:
    """Each Tool or Special Energy named, attached to the Pokémon it is said of."""
    lang, text = said.lang, blank
    for t in said.mentions:
        if t.kind not in ("tool", "special-energy"):
            continue
        follow = text[t.end:t.end + 8]
        toward = "after" if any(pat.regex.search(follow) for pat in ATTACHED_TO[lang]) else "before"
        if lang == "ja" and toward == "before" and not re.match(r"^\s*(?:を|が)", follow):
            toward = "after"
        if lang == "zh" and re.search(r"(?:附有|带有|带着)$", text[max(0, t.start - 3):t.start]) and re.match(r"^的", follow):
            toward = "after"
        if lang == "en" and re.search(r"\b(?:with|has|holding|having|attached)\b[^.]*$", text[max(0, t.start - 40):t.start]):
            toward = "before"
        p = said_of(text, t.start, t.end, said.pokemon, toward)
        if p is not None:
            p.tools.append(t)


def _roles(said: Said, blank: str) -> None:
    """The attacker (the Pokémon the attack named is printed on, else the one said to attack), the
    defender (the other, "into Y", 「打Y」), bystanders (only said to be in play) and the subject."""
    lang, text = said.lang, blank
    pokemon = said.pokemon
    for p in pokemon:
        lo, _ = _clause(text, p.mention.start)
        before = text[max(lo, p.mention.start - 14):p.mention.start]
        if any(pat.regex.search(before) for pat in BYSTANDER[lang]) and not _hit_before(text, p, lang):
            p.role = "bystander"
    if said.attack is not None and said.attack.card is not None:
        printing = [p for p in pokemon if p.mention.card is not None and prints_attack(p.mention.card, said.attack.said)]
        if len(printing) == 1:
            printing[0].role = "attacker"
            said.attacker = printing[0]
    if said.attacker is None:
        said.attacker = _said_to_attack(said, text)
        if said.attacker:
            said.attacker.role = "attacker"
    rest = [p for p in pokemon if p.role == ""]
    if said.attacker is not None:
        hit = [p for p in rest if _hit_before(text, p, lang)]
        pick = hit[0] if len(hit) == 1 else (rest[0] if len(rest) == 1 else None)
        if pick is not None:
            pick.role = "defender"
            said.defender = pick
    elif len(rest) == 1:
        rest[0].role = "subject"
        said.subject = rest[0]
    if said.attacker is not None and said.defender is not None:
        passive = any(pat.regex.search(text[max(0, said.attacker.mention.start - 6):said.attacker.mention.start]) for pat in PASSIVE[lang])
        if said.attacker.owner is None and said.defender.owner is None:
            said.attacker.owner, said.defender.owner = ("opponent", "me") if passive else ("me", "opponent")
        elif said.attacker.owner is None:
            said.attacker.owner = "opponent" if said.defender.owner == "me" else "me"
        elif said.defender.owner is None:
            said.defender.owner = "opponent" if said.attacker.owner == "me" else "me"
    if said.subject is not None and said.subject.owner is None:
        said.subject.owner = "me"
    for p in pokemon:
        if p.role == "bystander" and p.owner is None:
            p.owner = "opponent"


def _hit_before(text: str, p: PokemonSaid, lang: str) -> bool:
    """Whether the words before the Pokémon's name (or, in Japanese, after it) say it is the one hit."""
    if lang == "ja":
        after = text[p.mention.end:p.mention.end + 24]
        after = re.sub(r"^\s*[(（][^)）]*[)）]", "", after)
        return bool(re.match(r"^\s*(?:に|を|が受け|の残りHP|には)", after))
    lo, _ = _clause(text, p.mention.start)
    before = text[max(lo, p.mention.start - 30):p.mention.start]
    return any(pat.regex.search(before) for pat in HIT[lang])


#: Words saying the Pokémon named just before them attacks ("X attacks", "X uses", 「Xの」+attack, 「用X打」).
ATTACKS_SAID: dict[str, re.Pattern] = {
    "en": re.compile(r"^\s*(?:\([^)]*\)\s*)?(?:'s\b|attacks?\b|uses?\b|hits?\b|discards?\b|with [^.]{0,40}? uses\b|holding [^.]{0,40}? uses\b)", re.I),
    "ja": re.compile(r"^\s*(?:[(（][^)）]*[)）])?(?:の(?:ワザ|攻撃)|で攻撃|が攻撃|のワザ)"),
    "zh": re.compile(r"^\s*(?:[(（][^)）]*[)）])?(?:的招式|用|使用|打|攻击)"),
}


#: Words before a Pokémon's name saying it attacks ("hit by X", 「被X」, 「用X打」).
ATTACKS_BEFORE: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:hit|attacked|knocked out) by (?:their |my |the opponent's |a |an )?$|\bfrom (?:their |my )?$", re.I),
    "ja": re.compile(r"(?:相手の|相手)$"),
    "zh": re.compile(r"(?:被|用)(?:对手的|对手|我的)?$"),
}


def _said_to_attack(said: Said, text: str) -> PokemonSaid | None:
    """The one Pokémon the words around its name say attacks (ATTACKS_SAID after it: "X uses", 「Xのワザ」,
    「X用…打」; ATTACKS_BEFORE: "hit by X", 「被X」); None when none or several are."""
    names = sorted([p for p in said.pokemon if p.role == ""], key=lambda p: p.mention.start)
    found = []
    for p in names:
        lo, hi = _clause(text, p.mention.start)
        nxt = min([q.mention.start for q in said.pokemon if q.mention.start >= p.mention.end] + [hi])
        after = text[p.mention.end:nxt]
        before = text[max(lo, p.mention.start - 24):p.mention.start]
        if said.lang == "en":
            says = re.search(r"\b(?:uses?|attacks?|hits?|discards?)\b", after, re.I) or re.match(r"^'s\b", after)
        else:
            says = ATTACKS_SAID[said.lang].search(after[:40])
        if (says or (said.lang != "ja" and ATTACKS_BEFORE[said.lang].search(before))) and p not in found:
            found.append(p)
    return found[0] if len(found) == 1 else None


@lru_cache(maxsize=4096)
def _row(table: CardTable, row_id: str) -> Card | None:
    return table.by_id(row_id)


def part_names(table: CardTable, row_id: str) -> set[str]:
    """The keys of an attack's or Ability's names in every language."""
    row = _row(table, row_id)
    return {key(n) for forms in (row.names.values() if row else ()) for n in forms}


def prints_attack(card: Card, name: str, table: CardTable | None = None) -> bool:
    """Whether any print of a Pokémon has an attack (or Ability) of that name."""
    table = table or load_table()
    k = key(name)
    return any(k in part_names(table, part[0]) for group in card.prints for part in group["parts"])
