"""The words a question says a situation in, per language (``en``, ``ja``, ``zh``: Chinese in
Simplified): each a tuple of named patterns, each saying what it reads. :mod:`judge.situation.read`
reads a question with them; nothing here decides anything.

Over 450 lines: a table of patterns in three languages, one way of saying a piece to an entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.lang.patterns import LazyPattern
from judge.situation.numbers import NUM


@dataclass(frozen=True)
class Pattern:
    """One way a language says a piece."""

    name: str
    """What it reads (``retreat_cost``, ``counters``, ``poisoned`` …): the value the piece takes."""
    regex: LazyPattern
    """The words; its first group that matched holds the number it says, where it says one (compiled
    on its first match: a question in one language compiles that language's, not all 170)."""
    doc: str
    """What it reads, in a line."""
    toward: str = "before"
    """Which named Pokémon the piece is said of: the nearest named ``before`` it, or ``after`` it."""


def pattern(name: str, regex: str, doc: str, toward: str = "before", flags: int = re.IGNORECASE) -> Pattern:
    """One way a language says a piece (its words compiled the first time they are matched)."""
    pat = Pattern(name, NumberPattern(regex, flags) if NumberPattern.fits(regex, flags) else LazyPattern(regex, flags), doc, toward)
    PATTERNS.append(pat)
    return pat


#: Every way a language says a piece (a serving process compiles them all before it forks).
PATTERNS: list[Pattern] = []

#: In place of :data:`NUM`, a group that never matches (as many groups: the groups after it keep their numbers).
NO_NUMBER = "((?!))"
#: Syntax a pattern may set flags inside itself with (``(?i:…)``): a number read under other flags than the
#: pattern's own could be said where its gate sees none.
INLINE_FLAGS = re.compile(r"\(\?[aiLmsux-]+[:)]")


class NumberGate:
    """Whether a text says a number anywhere (:data:`NUM` searched, under a pattern's flags), the last
    text's answer kept: a question's reading asks it of the same text for each of its patterns."""

    def __init__(self, flags: int):
        self.number = LazyPattern(NUM, flags)
        self._last: tuple[str, bool] | None = None

    def said(self, string: str) -> bool:
        last = self._last
        if last is not None and last[0] is string:
            return last[1]
        found = self.number.search(string) is not None
        self._last = (string, found)
        return found


_GATES: dict[int, NumberGate] = {}


class NumberPattern(LazyPattern):
    """A pattern that holds a number (:data:`NUM`, most of its length: two thirds of the words' compiling
    was the numbers'). On a text that says no number anywhere, the number matches nowhere in it, so the
    pattern matches there as the same pattern with the number's group never matching (:data:`NO_NUMBER`),
    which compiles in a twentieth of the time: a question without a number never compiles the numbers."""

    __slots__ = ("plain", "gate")

    @staticmethod
    def fits(regex: str, flags: int) -> bool:
        """Whether a pattern can be matched so: it holds the number, never followed by a quantifier (the
        number's look-ahead would then stand alone), sets no flags inside itself, and has no flag but
        case-insensitivity."""
        at = [m.end() for m in re.finditer(re.escape(NUM), regex)]
        return bool(at) and not any(regex[i:i + 1] in ("?", "*", "+", "{") for i in at) \
            and not INLINE_FLAGS.search(regex) and not flags & ~re.IGNORECASE

    def __init__(self, pattern: str, flags: int = 0):
        super().__init__(pattern, flags)
        self.plain = LazyPattern(pattern.replace(NUM, NO_NUMBER), flags)
        """The pattern with the number's group never matching (for a text that says no number)."""
        self.gate = _GATES.get(flags) or _GATES.setdefault(flags, NumberGate(flags))

    def _for(self, string: str, args: tuple) -> re.Pattern:
        if args or self.gate.said(string):  # a search from or to a position: the text as a whole is not what it reads
            return self.compiled()
        return self.plain.compiled()

    def fullmatch(self, string: str, *args) -> re.Match | None:
        return self._for(string, args).fullmatch(string, *args)

    def match(self, string: str, *args) -> re.Match | None:
        return self._for(string, args).match(string, *args)

    def search(self, string: str, *args) -> re.Match | None:
        return self._for(string, args).search(string, *args)

    def finditer(self, string: str, *args):
        return self._for(string, args).finditer(string, *args)

    def findall(self, string: str, *args) -> list:
        return self._for(string, args).findall(string, *args)

    def sub(self, repl, string: str, count: int = 0) -> str:
        return self._for(string, ()).sub(repl, string, count)


def every_form() -> list[LazyPattern]:
    """Every pattern of the words, and of those holding a number their form without it and its gate (a
    serving process compiles them all before it forks)."""
    out: list[LazyPattern] = []
    for p in PATTERNS:
        out.append(p.regex)
        if isinstance(p.regex, NumberPattern):
            out += [p.regex.plain, p.regex.gate.number]
    return out


_p = pattern  # (short, for the tables below)


#: What the question asks, the most telling first: a question asking Prize cards and a Knock Out asks
#: the Prize cards; one asking the damage and a Knock Out asks the damage (the Knock Out is implied).
ASKS: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("retreat_cost", r"\bretreat", "retreating, its Retreat Cost ('how many Energy to retreat')"),
        _p("prizes", r"\bprizes?\b|prize cards?", "Prize cards taken ('how many Prizes')"),
        _p("hp_left", r"\bHP\b[^.?!]*\b(?:left|after|remaining)\b|remaining HP|how much HP|HP left|what HP|HP (?:does|will|would) it (?:end|finish|be)"
                      r"|\bend(?:s)? (?:up )?(?:on|at|with) (?:how much|what)", "the HP left ('What HP does it end on?')"),
        _p("damage", r"how much (?:damage|dmg)|total (?:damage|dmg)|what damage|how much does it (?:take|do)|(?:damage|dmg) does it (?:do|take)"
                     r"|\b(?:damage|dmg)\s*\?|what(?:'s| is) the (?:damage|dmg)|how hard does it hit",
           "the damage done ('How much damage?', 'Damage?', 'how much dmg')"),
        _p("knocked_out", r"\bKO\b|\bKO'?d\b|\bKOs?\b|knocked out|knock (?:it|them|\w+(?: ex)?) out|\bsurviv(?:es?|ed|ing)\b|\bOHKO\b|\bone[- ]?shot\b"
                          r"|\b(?:go|goes|going) down\b|\bfinish (?:it|him|her|them|\w+(?: ex)?)(?: off)?\b|\b(?:die|dies|dead|faint|faints|fainted)\b|\bstill (?:alive|standing)\b|\b(?:live|lives|tank|tanks)\b[^.?!]*\?",
           "whether it is Knocked Out ('one-shot', 'does it go down', 'does it die', 'can it tank it' too)"),
        _p("yes_no", r"(?:^|[.?!]\s+)(?:does|do|is|can|will)\b[^.?!]*\?|^(?:does|do|is|can|will)\b|\b(?:does|do|is|can|will) (?:the )?\w+(?: \w+)? "
                     r"(?:still|count|apply|add)\b", "a yes-or-no question (a sentence asking it, 'Does Wave Veil stop those damage counters?')"),
        _p("knocked_out", r"\bwhat happens\b|\b(?:the )?(?:result|outcome)s?\s*\?|\bhow does (?:it|that|this) (?:go|end|turn out)\b",
           "the attack's result asked, nothing else asked ('What happens?', 'Result?'): whether it is Knocked Out, with its damage"),
    ),
    "ja": (
        _p("retreat_cost", r"にげ(?:る|られ)|逃げ(?:る|られ)", "逃げるためのエネルギー"),
        _p("prizes", r"サイド(?:は|を)?(?:何枚|なん枚)|とるサイド|サイドは[？?]|サイド何", "とるサイドの枚数"),
        _p("hp_left", r"残りHP(?:は|って)?(?:いくつ|何|どれ|[？?])|のこりHPは|HPは(?:いくつ|どれ)|HP(?:は|が)?あと(?:いくつ|何|どれ)|HP(?:は|が)?(?:いくつ|どれくらい|どのくらい|何)残|残りは(?:いくつ|何)",
           "残りHPは？（「HPはいくつ残る？」）"),
        _p("damage", r"何ダメ|なんダメ|ダメージは(?:いくつ|何|どれ)|ダメージ(?:って|は)?(?:いくつ|何点|どのくらい|どれくらい)|何点|いくつのダメージ"
                     r"|ダメージ(?:は|って)?[？?]|どれだけ(?:の)?ダメージ|ダメージ量",
           "ダメージの量（「何ダメ？」「ダメージはどれくらい？」「ダメージは？」）"),
        _p("knocked_out", r"きぜつ|気絶|倒せ|倒れ|耐え|生き(?:てる|ている|てます|残|のこ)|倒したら|ワンパン|落ち(?:る|ます)[？?か]|落とせ|確定数|一撃|たおせ|たおれ|耐久",
           "きぜつするか（「ワンパンできる？」「倒せますか」「耐えますか」「生きてる？」）"),
        _p("yes_no", r"(?:のる|かかる|つく|計算する|できる|使える|打てる|撃てる)(?:か|の)?[？?]|(?:使え|打て|撃て|でき)ますか", "はい・いいえで答える問い（「ワザを打てる？」）"),
        _p("knocked_out", r"結果は?(?:どう|どうなる|何)?[？?]|どうなる(?:の|か)?[？?]|どうなります(?:か)?[？?]",
           "ほかに何も問わず結果を問う（「結果は？」「どうなる？」）：きぜつするかとダメージ"),
    ),
    "zh": (
        _p("retreat_cost", r"撤退", "撤退所需的能量"),
        _p("prizes", r"几张奖赏卡|几张奖励卡|拿几张|奖赏卡几张|取几张|几张|(?:拿|取|获得|拿到)[\d一两二三]张(?:奖[赏励]卡)?(?:吗|么)", "拿取的奖赏卡数（「能拿2张吗」）"),
        _p("hp_left", r"剩多少|还剩|剩下多少|剩余HP[是为]?(?:多少|几|[？?])|剩几|HP(?:还)?(?:有)?多少|还有多少(?:血|HP)|(?<![扣掉了少])多少血", "剩余HP（「还剩几血」「HP还有多少」）"),
        _p("damage", r"多少伤害|多少点伤害|伤害(?:是|为|有)?多少|造成多少|受到多少|打进去|(?:能|可以|会)?打(?:出)?多少(?!血|HP)|打几点|几点伤害|伤害(?:呢)?[？?]"
                     r"|(?:扣|掉)(?:了|掉)?多少(?:血|HP|点)?|少(?:了)?多少(?:血|HP)", "造成的伤害（「能打多少」「伤害多少？」「会扣多少血」）"),
        _p("knocked_out", r"昏厥|打得倒|一击|击倒|打倒|撑得住|撑住|扛得住|扛住|顶得住|顶住|秒(?:杀|掉)?(?:吗|么|不|得|了)|打(?:得)?死|带走|会死|死不死|活下来|活着|能活|一发|斩杀|会倒|会不会倒|倒下|倒不倒|倒吗",
           "是否昏厥（「能秒吗」「打得死吗」「扛得住吗」）"),
        _p("yes_no", r"(?:吗|么)[？?]?$|(?:吗|么)[？?]", "是非题"),
        _p("knocked_out", r"结果(?:是什么|如何|怎样|怎么样|会怎样|会怎么样|呢)?[？?]|(?:会|将)?(?:怎样|怎么样)[？?]",
           "别的都不问、只问结果（「结果？」「会怎样？」）：是否昏厥及其伤害"),
    ),
}

#: A used Ability's text (its player chose to use it) switching one of its player's Benched Pokémon into the Active Spot and giving
#: the new Active Pokémon a Special Condition (Subjugating Chains): the question telling of its use, the Pokémon switched in is
#: Active with that condition.
SWITCHED_IN_CONDITION: dict[str, re.Pattern] = {
    "en": re.compile(r"switch (?:1 of )?your Benched [^.]*Pokémon[^.]* with your Active Pokémon\. (?:If you do, t|T)he new Active Pokémon is now "
                     r"(?P<cond>Poisoned|Burned|Confused|Asleep|Paralyzed)\."),
    "ja": re.compile(r"自分のベンチの[^。]*ポケモン[^。]*を1匹選び、バトルポケモンと入れ替える。その後、新しいバトルポケモンを(?P<cond>どく|やけど|こんらん|ねむり|マヒ)にする。"),
    "zh": re.compile(r"自己的备战区的[^。]*宝可梦[^。]*[，,]与战斗宝可梦互换。然后[，,]将新的战斗宝可梦【(?P<cond>中毒|灼伤|混乱|睡眠|麻痹)】。"),
}

#: A yes-or-no question whether the Pokémon hit takes any damage ("Does it take any damage?", 「ダメージを受けますか？」, 「会受到伤害吗？」):
#: answered by the damage the attack does it, none or some.
TAKES_DAMAGE: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:take|takes|receive|receives) any damage\b|\b(?:does|do|will|would|can) [^.?!]{0,60}\b(?:take|receive) damage\b", re.IGNORECASE),
    "ja": re.compile(r"ダメージを受け(?:る|ます)(?:か|の)?[？?]|ダメージ(?:は|が)?(?:入る|通る|入ります|通ります)(?:か|の)?[？?]"),
    "zh": re.compile(r"(?:会|能|有没有)?受到伤害(?:吗|么|[？?])|(?:会|能)?(?:造成|有)伤害(?:吗|么)"),
}

#: A question whether a Pokémon can retreat at all ("Can it retreat?", 「にげられる？」, 「能撤退吗」), not how much it costs.
CAN_RETREAT: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:can|could|may)\b[^.?!]{0,40}\bretreat\b|\b(?:able|allowed) to retreat\b"
                     r"|\bretreat\b[^?!]{0,30}[.,;:]\s*(?:so )?(?:can|could|may) (?:it|I|they|we|he|she)\b[^.?!]{0,12}\?", re.IGNORECASE),
    "ja": re.compile(r"にげられる|逃げられる|(?:にげる|逃げる)(?:こと)?(?:は|が)?(?:でき|可能)"),
    "zh": re.compile(r"(?:能|可以|可不可以|能不能)(?:[付支丢弃舍花][^，,。？?]{0,10}能量)?撤退"),
}

#: A question whether a Pokémon can use (declare) an attack at all ("Can it use Laser Blade?", 「ワザは宣言できる？」, 「能用招式吗」).
CAN_ATTACK: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:can|could|may)\b[^.?!]{0,40}\b(?:attack|use|declare)\b|\b(?:able|allowed) to (?:attack|use|declare)\b", re.IGNORECASE),
    "ja": re.compile(r"(?:宣言|攻撃)(?:でき|可能)|(?:使え|打て|撃て)(?:る|ます)"),
    "zh": re.compile(r"(?:能|可以|可不可以|能不能|能否)(?:使用|用|宣告|发动|攻击)"),
}

#: Damage already on a Pokémon: a number of damage (``damage``) or of damage counters (``counters``),
#: or none (``none``), said of the Pokémon named before it or after it.
DAMAGE_ON: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("damage", rf"(?:already )?(?:has|with|took|taken|had) (?:already )?(?:about |like |just |only )?{NUM} damage\b(?! counters?)",
           "'already has 100 damage', 'with 90 damage on it' (not '5 damage counters')"),
        _p("counters", rf"(?:already )?(?:has|with|took|taken|had|got) (?:already )?(?:about |like |just |only )?{NUM} damage counters?\b",
           "'has 5 damage counters on it'"),
        _p("counters", rf"\b{NUM} damage counters? on it", "'5 damage counters on it'"),
        _p("damage", rf"(?:already )?has {NUM} on it", "'already has 100 on it'"),
        _p("damage", rf"\b{NUM} damage on it", "'100 damage on it'"),
        _p("counters", rf"(?:has|with) {NUM} damage counters", "'with 3 damage counters'"),
        _p("damage", rf"\b{NUM}\s?(?:damage|dmg)\b(?! counters?| ctrs?)(?: already)?(?= on\b| already\b|\s*(?:from|earlier|before|last turn)\b)",
           "'50 damage already on it', '90 dmg on it', 'took 60 damage earlier' (damage said on it, whatever the verb)"),
        _p("counters", rf"\b{NUM}\s?(?:damage|dmg)? ?(?:counters?|ctrs?)\b(?= on\b| already\b|\s*(?:from|earlier|before|last turn)\b)",
           "'4 dmg counters on it', '3 counters on it already'"),
        _p("damage", rf"\b(?:already\s+)?(?:got|took|has|had|taken)\s+(?:already\s+)?(?:hit for\s+)?{NUM}\s?(?:damage|dmg)\b(?! counters?| ctrs?)",
           "'already got 90 dmg', 'took 60 dmg'"),
        _p("counters", rf"\b(?:already\s+)?(?:got|took|has|had|taken)\s+(?:already\s+)?{NUM}\s?(?:damage |dmg )?(?:counters?|ctrs?)\b",
           "'already got 4 dmg counters'"),
        _p("damage", rf"(?<=[(（])\s*{NUM}\s?(?:damage|dmg)\b(?! counters)", "'Iron Hands ex (80 damage)', '(100 dmg)': in brackets after the name"),
        _p("damage", rf"\bHP,? and {NUM}\s?(?:damage|dmg)\b(?! counters?| ctrs?)", "'has 280 HP and 100 damage'"),
        _p("damage", rf"\b(?:at|sitting on|sits on) {NUM}\s?(?:damage|dmg)\b(?! counters?| ctrs?)", "'Gholdengo ex at 90 damage'"),
        _p("damage", rf"\b(?:has|had|with) (?:an? |the )?\u3000+ and {NUM}\s?(?:damage|dmg)\b(?! counters?| ctrs?| to)",
           "'has Bravery Charm and 60 damage' (a card's name, blanked as read, then the damage)"),
        _p("counters", rf"(?<=[(（])\s*{NUM} damage counters", "'(3 damage counters)'"),
        _p("none", r"[(,]\s*no damage(?: on it)?\b|\bno damage on it|\b(?:has|had|have|having) (?:no|zero) damage|\b(?:with|and) (?:no|zero) damage\b"
                   r"|\b(?:hadn't|hasn't|had not|has not|haven't|didn't|did not) (?:taken |take |got |gotten )?any damage"
                   r"|\bno damage (?:yet|before|so far|earlier)\b",
           "'(no damage on it)', '(FST, no damage)', 'and no damage', 'which had no damage', 'hadn't taken any damage', 'zero damage'"),
        _p("none", r"\bno damage on (?!it\b|them\b)", "'No damage on Gholdengo before.': of the Pokémon named after it", "after"),
        _p("some", r"\b(?:took|has|with|taken|had) some damage|\bsome damage on it|\balready damaged\b", "'that took some damage earlier': how much is not said"),
        _p("none", r"(?<!with )(?<!at )\b(?:a |an |their |my )?(?:fresh|undamaged|full-HP|full HP|unhurt)\b", "'a fresh Pidgeot ex', 'my full-HP Lugia'",
           "after"),
        _p("none", r"\bat full HP|\bHP (?:is )?full|\bwith full HP", "'at full HP'"),
    ),
    "ja": (
        _p("counters", rf"(?:ダメカン|ダメージカウンター)(?:が)?{NUM}(?:個|つ)(?!を|のせ|全部|すべて|ぜんぶ)",
           "「ダメカンが3個」「ダメカン9個」「ダメカン5つ」「ダメージカウンター5個」 (not 「ダメカン6個を…のせる」: counters put, not on)"),
        _p("damage", rf"{NUM}ダメージ(?:を)?受けて(?:いる|る)", "「100ダメージ受けている」"),
        _p("damage", rf"(?<![\dダ]){NUM}ダメ(?:ージ)?(?:が|を)?(?:すでに|もう)?(?:のって|乗って|受けて|くらって|喰らって|食らって|もらって|与えて|与えた|入れて|入って)",
           "「100ダメのってる」「90ダメージ乗っている」「60ダメくらってる」「前のターンで100ダメージを与えていた」"),
        _p("counters", rf"ダメカン(?:が|を)?(?:すでに|もう)?{NUM}(?:個|つ)?(?:のって|乗って|置かれて)", "「ダメカン4のってる」「ダメカンが5個乗っている」"),
        _p("damage", rf"ダメージ{NUM}", "「ダメージ100」"),
        _p("damage", rf"(?<=[(（]){NUM}ダメージ(?!を)", "「(100ダメージ)」: in brackets after the name"),
        _p("none", r"無傷|ダメージなし|ダメージ0|ダメカンなし|HPまんたん|まんたん|ダメ(?:ージ|カン)(?:は|が)?(?:ありません|ありませんでした|なかった|ない|のって(?:い)?ない|0個?)"
                   r"|ダメ(?:ージ|カン)の(?:ない|のっていない)|ダメ(?:ージ|カン)(?:は|が)?まだ(?:なし|ない|0)|まだダメ(?:ージ|カン)(?:は|が|を)?(?:なし|ない|受けていない|のっていない)",
           "「無傷」「ダメージなし」「ダメージはありませんでした」「ダメカンのない」「ダメージはまだなし」「まだダメージを受けていない」"),
        _p("damage", rf"{NUM}ダメージ(?:分|ぶん)の?ダメカン", "「200ダメージぶんのダメカンがのっています」"),
        _p("some", r"ダメカンが(?:のって|乗って)|(?<!\d)ダメージを受けて(?:いる|る)", "「ダメカンがのっている」: how many is not said"),
    ),
    "zh": (
        _p("counters", rf"{NUM}个伤害指示物", "「身上有3个伤害指示物」"),
        _p("damage", rf"(?:已经|已)?有{NUM}(?:点)?伤害", "「已经有100伤害」"),
        _p("damage", rf"身上(?:已经|已|还|都)?(?:放着|放了|带着|挂着|吃着)?{NUM}(?:点)?伤害(?!指示物|标记)", "「身上200伤害」「身上已经180点伤害」 (有 left unsaid)"),
        _p("damage", rf"受了{NUM}(?:点)?伤害|受到过{NUM}(?:点)?伤害", "「受了100点伤害」"),
        _p("damage", rf"(?:吃了|挨了|中了|吃过|挨过|被打了|被(?:我|对手|对方)?打(?:掉)?了|已经吃了|已吃)(?:我|对手|对方|我方)?(?:的)?{NUM}(?:点)?(?:的)?伤害|(?:掉了|少了|扣了|没了){NUM}(?:点)?(?:血|HP)",
           "「已经吃了40伤害」「挨了60点伤害」「掉了90血」"),
        _p("counters", rf"{NUM}(?:个|颗|枚)(?:伤害)?(?:指示物|标记|计数器?)|伤害(?:指示物|标记|计数器?){NUM}(?:个|颗|枚)",
           "「3颗伤害指示物」「伤害指示物5个」「4个伤害标记」"),
        _p("damage", rf"(?<=[(（]){NUM}(?:点)?伤害", "「（100伤害）」: in brackets after the name"),
        _p("none", r"没伤害|没有伤害|没受伤|无伤|满HP|满血|HP全满|HP满|没有(?:任何)?伤害指示物", "「没伤害」「HP全满」「满血」「没有伤害指示物」"),
        _p("some", r"(?<![\d没])有伤害|受过伤|受了伤", "「有伤害」: how much is not said"),
    ),
}

#: HP left said of a Pokémon.
HP_LEFT: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("hp", rf"HP left:? {NUM}", "'HP left 60'"),
        _p("hp", rf"{NUM} HP left|{NUM} HP remaining", "'only 20 HP left'"),
        _p("hp", rf"remaining HP(?: of| is)? {NUM}", "'remaining HP 60'"),
        _p("hp", rf"\b(?:is |sits |sitting |was )?(?:at|down to) (?:only |just )?{NUM} ?HP\b|\b(?:only|just) (?:has |had |got )?{NUM} ?HP\b"
                 rf"|\b(?:has|had|got) (?:only|just) {NUM} ?HP\b", "'is at 100 HP', 'down to 40 HP', 'only has 40 HP'"),
        _p("has", rf"\b(?:has|had|having|with|got) {NUM} ?HP\b(?! left| remaining)|(?<=[(（])\s*{NUM} ?HP\s*(?=[)）,，])",
           "'has 60 HP', '(60 HP)': its HP left, unless a print of it has that HP (then it is the HP printed)"),
    ),
    "ja": (_p("hp", rf"残りHP(?:が|は)?{NUM}|のこりHP(?:が|は)?{NUM}", "「残りHP60」"),
           _p("hp", rf"HP(?:が|は)?(?:残り|のこり|あと){NUM}|残り{NUM} ?HP|HP(?:が|は)?{NUM}しか(?:残って|のこって|ない)",
              "「HPが残り60」「残り60HP」「HPが60しか残ってない」"),
           _p("has", rf"HP(?:が|は)?{NUM}(?=の|[)）、,])|(?<=[(（]){NUM} ?HP(?=[)）、,])", "「HP60の」「(60HP)」: HP left unless a print has that HP", "after")),
    "zh": (_p("hp", rf"剩余HP\s?(?:为|是|只有|只剩|仅有|仅剩|还有)?\s?{NUM}|剩下{NUM}HP|剩{NUM}HP|HP剩{NUM}", "「剩余HP 20」"),
           _p("hp", rf"(?:只|仅)?剩(?:下)?{NUM}(?:点)?(?:血|HP)|(?:HP|血量?)(?:只|仅)?(?:剩|还有|剩下){NUM}|还有{NUM}(?:点)?(?:血|HP)(?!的)",
              "「只剩60血」「血量剩60」「还有60血」"),
           _p("has", rf"(?:HP|血量)(?:为|是)?{NUM}(?=的|[)）、,，])|(?<=[(（]){NUM} ?HP(?=[)）、,，])", "「HP60的」「（60HP）」: HP left unless a print has that HP",
              "after")),
}

#: How many cards an attack that counts them was given by discarding ("discards 3 Basic Energy").
DISCARDED: dict[str, tuple[Pattern, ...]] = {
    "en": (
        _p("discarded", rf"(?:discard(?:s|ed|ing)?|dump(?:s|ed|ing)?|ditch(?:es|ed|ing)?|toss(?:es|ed|ing)?|trash(?:es|ed|ing)?|bin(?:s|ned|ning)?) (?:only |just |like |about |exactly )?{NUM}\b(?: \w+){{0,3}}? (?:energy|energies|cards?)",
           "'discards 3 Basic Energy', 'discarded like three of their Basic Energy'"),
        _p("discarded", rf"\b{NUM}\b(?: \w+){{0,2}}? (?:energy|cards?) discarded", "'with 2 energy discarded'"),
        _p("discarded", rf"discard(?:s|ed|ing)? (?:only |just |like |about |exactly )?{NUM} (?:basic )?(?:grass|fire|water|lightning|psychic|fighting|darkness|dark|metal|"
                        rf"basic|[GRWLPFDM])\b(?! energy)", "'discarding 2 Water', 'discards 3 basic' (Energy left unsaid)"),
    ),
    "ja": (
        _p("discarded", rf"エネ(?:ルギー)?(?:を)?{NUM}枚(?:だけ)?(?:を)?トラッシュ", "「エネルギーを3枚トラッシュ」"),
        _p("discarded", rf"エネ(?:ルギー)?(?:を)?{NUM}枚", "「基本エネ2枚」"),
        _p("discarded", rf"{NUM}枚(?:だけ)?トラッシュ", "「3枚トラッシュ」"),
    ),
    "zh": (
        _p("discarded", rf"[丢弃舍](?:弃|掉)?(?:了)?(?:场上|手上|身上|手牌|手里|自己)?(?:的)?{NUM}[个张](?:\w{{0,3}}能量)?", "「丢2个水能量」「丢3张」「丢了场上2张」"),
        _p("discarded", rf"[丢弃舍](?:弃|掉)?(?:了)?\w{{0,3}}能量{NUM}[个张]", "「丢弃基本能量3张」"),
    ),
}

#: The Energy the question says its Pokémon pays to retreat ("pay 2 Energy to retreat", 「エネルギーを2個トラッシュしてにげる」, 「付4个能量撤退」):
#: read in a question asking whether it can retreat, as the Energy it has to pay with (I-F 撤退: the Retreat Cost in Energy discarded).
RETREAT_PAID: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("paid", rf"\b(?:pay(?:s|ing)?|paid|spend(?:s|ing)?|spent|discard(?:s|ed|ing)?|ditch(?:es|ed|ing)?|bin(?:s|ned|ning)?) (?:only |just |exactly )?"
                      rf"{NUM}\b(?: \w+)? (?:energy|energies)\b", "'pay 2 Energy to retreat', 'by discarding 3 Energy'"),),
    "ja": (_p("paid", rf"(?:エネ(?:ルギー)?(?:を)?{NUM}(?:個|枚|つ)?|{NUM}(?:個|枚|つ)?のエネ(?:ルギー)?|{NUM}エネ)(?:だけ)?(?:を)?"
                      rf"(?:払|はら|支払|トラッシュ|すて|捨て)", "「エネルギーを2個トラッシュして」「4エネ払って」「3個のエネルギーを捨てて」"),),
    "zh": (_p("paid", rf"(?:付|支付|付出|花|丢|丢弃|弃|弃掉|舍弃)(?:了|掉)?{NUM}[个张](?:\w{{0,3}})?能量", "「付4个能量」「支付2个能量」「丢3个能量」"),),
}

#: Damage counters the question says an attack put on a Pokémon ("I put all 6 damage counters on", 「ダメカン6個を全部…にのせ」,
#: 「6个伤害指示物全部放在…」): how many go on the Pokémon asked about, of those the attack puts as its player likes.
COUNTERS_PUT: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("put", rf"\b(?:put|puts|putting|place[sd]?|placing|drop(?:s|ped|ping)?|stack(?:s|ed|ing)?|dump(?:s|ed|ing)?) (?:all )?(?:the |of the |of my )?{NUM} "
                     rf"(?:damage |dmg )?counters\b", "'I put all 6 damage counters on', 'placed 6 counters on'"),
           _p("put", rf"\ball (?:the )?{NUM} (?:damage )?counters\b(?= on)", "'all 6 counters on'")),
    "ja": (_p("put", rf"ダメカン{NUM}(?:個|つ)(?:を(?:全部|すべて|ぜんぶ)?|(?:全部|すべて|ぜんぶ)を?)(?=[^。？?]*(?:のせ|乗せ|置い|置き))",
              "「ダメカン6個を全部…にのせ」「ダメカン6個全部を…に乗せた」 (not 「(ダメカン20個)にのせた」: on it)"),
           _p("put", rf"(?:自分|自身|自分自身|このポケモン)に、?ダメカン(?:を)?{NUM}(?:個|つ)(?:を)?(?=のせ|乗せ|置)", "「自分にダメカンを12個のせた」: on itself"),
           _p("put", rf"(?:そこ|それ|そのポケモン)に、?ダメカンを{NUM}(?:個|つ)(?=のせ|乗せ|置)", "「そのポケモンにダメカンを2個のせた」")),
    "zh": (_p("put", rf"[把将](?:全部)?{NUM}(?:个|颗)(?:伤害)?(?:指示物|标记)(?:全部|都)*|{NUM}(?:个|颗)(?:伤害)?(?:指示物|标记)(?:全部|都)+(?=[^。？?]*(?:放|置))",
              "「把6个伤害指示物全部放在…」"),
           _p("put", rf"(?:自己|自身|它自己)(?:的)?身上(?<!有)放(?:置)?了?{NUM}(?:个|颗)(?:伤害)?(?:指示物|标记)", "「在自己身上放了12个伤害指示物」: on itself"),
           _p("put", rf"(?:给|对|向)(?:它|牠|其|他|她)(?:身上)?放(?:置)?了?{NUM}(?:个|颗)(?:伤害)?(?:指示物|标记)", "「给它放2个伤害指示物」")),
}

#: Damage counters the question says an attack spread on the Bench, not on the Pokémon asked about ("I spread the 6 damage
#: counters around their Bench"): read as no piece (the Pokémon hit takes the attack's damage).
COUNTERS_ELSEWHERE: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("bench", rf"\b(?:spread|split|put|place|scatter)(?:s|ed|ing)? (?:all )?(?:the |of the )?{NUM} (?:damage )?counters (?:around|across|over|on|onto) "
                       rf"(?:their|the opponent's|my opponent's|his|her|the) bench\b", "'spread the 6 damage counters around their Bench'"),),
    "ja": (_p("bench", rf"ダメカン(?:を|は)?{NUM}(?:個|つ)(?:を|は)?(?:全部|すべて|ぜんぶ)?(?:自分の|相手の)?ベンチ(?:に|へ)(?!いる|\s?\u3000)"
                       rf"|(?:相手の)?ベンチに(?:ダメカン)?(?:を)?{NUM}(?:個|つ)", "「ダメカン6個は相手のベンチにばらまいた」"),),
    "zh": (_p("bench", rf"{NUM}(?:个|颗)(?:伤害)?(?:指示物|标记)(?:都|全部|全)?(?:分散|分别|平均|随意)?(?:地)?(?:放|置|摆|分)(?:在|到|给)(?:了)?"
                       rf"(?:对手|对方|对面)?的?(?:备战区(?!的?\s?\u3000)|后排(?!的?\s?\u3000)|备战(?![区的]))(?!的?\s?\u3000)", "「6个伤害指示物分散放在对手的备战区」"),),
}
#: How many Energy are attached to a Pokémon, for an attack that counts them.
ATTACHED: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("attached", rf"{NUM}\b(?: \w+)? energy(?: cards?)? attached|with {NUM}\b(?: \w+)? energy\b", "'2 Energy attached'"),),
    "ja": (_p("attached", rf"エネ(?:ルギー)?(?:が|を)?{NUM}(?:個|枚)(?:つ(?:いた|いている|いてる|いていて|いてて|けた|けている|けてる))", "「エネルギーが3個ついた」「基本雷エネルギーが1枚ついてる」"),
           _p("attached", rf"(?<=には)エネ(?:ルギー)?(?:が)?{NUM}(?:個|枚)(?!(?:を|は)?(?:トラッシュ|すて|捨て))", "「オーガポンにはエネルギー3個」")),
    "zh": (_p("attached", rf"(?:附有|带有|带着|身上(?:也|也是|都|还|已经)?(?:有|是|附着|附了|贴着)?){NUM}[个张](?:\w{{0,3}})?能量(?!卡?(?:撤退|来撤退))", "「附有3个能量」「身上3个能量」「身上也是3个能量」"),),
}

#: A Pokémon on the Bench (said before its name, or after it: "X on the Bench").
BENCH: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("bench", r"\bbench(?:ed)?\b", "'their benched Tera Charizard ex', 'on the Bench'"),),
    "ja": (_p("bench", r"ベンチ", "「相手ベンチのミライドンex」"),),
    "zh": (_p("bench", r"备战|后排|板凳(?:上|区)?的?", "「对手备战区的X」「備戰區」「后排的X」"),),
}
#: A Pokémon said to be on the Bench in the words after its name, where it is named or named again ("Pidgeot ex, which is on
#: their Bench", 「ピジョットexは相手のベンチにいて」, 「大比鸟ex在对手的备战区」).
BENCH_AFTER: dict[str, re.Pattern] = {
    "en": re.compile(r"^\s*(?:\([^)]*\)\s*)?,?\s*(?:which|that|who)?\s*(?:is|was|'s|sits|sitting|are|were)?\s*(?:still\s+|now\s+)?(?:on|in) "
                     r"(?:the|their|my|your|his|her|our|the opponent's|my opponent's|opponent's) bench", re.IGNORECASE),
    "ja": re.compile(r"^(?:[(（][^)）]*[)）])?(?:は|が|も)?(?:自分の|相手の)?ベンチ(?:に|で|の|[)）])"),
    "zh": re.compile(r"^(?:[(（][^)）]*[)）])?(?:在|位于|放在|待在|是)(?:我的|对手的|对方的|我方|自己的|对面的?)?(?:备战|后排|板凳)"),
}
#: A Pokémon said to be the Active Pokémon (before its name, or "X in the Active Spot" after it).
ACTIVE: dict[str, re.Pattern] = {
    "en": re.compile(r"\bActive\b(?: Pokémon)?\s*$|^\s*(?:\([^)]*\)\s*)?(?:is |was )?(?:in|on) (?:the|their|my|your) Active Spot", re.IGNORECASE),
    "ja": re.compile(r"(?:バトル場|バトルポケモン)(?:の|にいる)\s*$|^(?:[(（][^)）]*[)）])?(?:が|は)?バトル場"),
    "zh": re.compile(r"(?:战斗场|战斗区|战斗宝可梦|战斗位|前场|前排)(?:上)?(?:的)?(?:[^，,。、备战]{0,6}的)?\s*$|^(?:[(（][^)）]*[)）])?在(?:对手的|我的)?(?:战斗场|战斗位|前场)"),
}
#: The opponent's Benched Pokémon hit with no card named ("puts 50 on one of their Benched Pokémon", 「ベンチへの50ダメージ」,
#: 「给对手备战宝可梦的50点」): read only where the question names no Pokémon hit.
BENCH_HIT: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:to|on|onto|into|at|hits?)\s+(?:one of |1 of )?(?:their|the opponent's|my opponent's|your opponent's|an?|the)\s+"
                     r"(?:Benched Pokémon|Bench)\b", re.IGNORECASE),
    "ja": re.compile(r"(?:相手の)?ベンチ(?:ポケモン)?(?:へ|に)(?:の)?(?:\d+ダメージ)?"),
    "zh": re.compile(r"(?:对手|对方)的?(?:1只)?备战(?:宝可梦|区)(?!的?[\u4e00-\u9fff]{2,}ex)"),
}
#: The asker's own Pokémon ("my", 「自分の」, 「我的」) and the opponent's ("their", 「相手の」, 「对手的」).
MINE: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("me", r"\b(?:my|mine|I have)\b", "'my Gardevoir ex'", "after"),),
    "ja": (_p("me", r"自分の|私の|こちらの", "「自分のセグレイブ」", "after"),),
    "zh": (_p("me", r"我的|我方|我自己的|自己的|我", "「我的轟鳴月ex」", "after"),),
}
THEIRS: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("opponent", r"\b(?:their|opponent'?s?|opp'?s?|opps|they have|the opponent)\b", "'their Active Chien-Pao ex', 'Opp has Manaphy'", "after"),),
    "ja": (_p("opponent", r"相手", "「相手のテツノカイナex」", "after"),),
    "zh": (_p("opponent", r"对手|对方", "「对手的X」", "after"),),
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
        _p("poisoned", r"(?<!もう)どく(?=と|、|・|の|に|で|を|が|は|状態|】|だ|です|なら|[)）,，。]|\s|$)|【どく】", "どく（「どくとやけど」「どく状態」、どくけしではない）"),
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
#: A Poison said to put more counters than the rule's 1 (an attack's "badly", 「もうどく」, 「剧毒」): how many is the
#: attack's text, not read here.
POISON_MORE: dict[str, re.Pattern] = {"en": re.compile(r"\bbadly poison", re.IGNORECASE), "ja": re.compile(r"もうどく"),
                                      "zh": re.compile(r"剧毒")}

#: A coin flip's result said.
COINS: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("heads", r"\bheads\b", "heads"), _p("tails", r"\btails\b", "tails")),
    "ja": (_p("heads", r"オモテ|表が出", "オモテ"), _p("tails", r"ウラ|裏が出", "ウラ")),
    "zh": (_p("heads", r"正面", "正面"), _p("tails", r"反面", "反面")),
}
#: The Pokémon Checkup named (a Special Condition's damage is asked).
CHECKUP: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("checkup", r"checkup|between turns", "Pokémon Checkup"),),
    "ja": (_p("checkup", r"ポケモンチェック|ポケチェ", "ポケモンチェック（「ポケチェ」）"),),
    "zh": (_p("checkup", r"宝可梦检查|检查", "宝可梦检查"),),
}
#: An attack tried by a Confused Pokémon with no attack named ("I try to attack").
TRIES: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("tries", r"\b(?:try|tries|trying) to attack|\battacks?\b.*\bflip|\bflip(?:s|ped)?\b[^.?!]*\bbefore (?:attacking|its attack|it attacks|I attack)",
              "'I try to attack and flip tails', 'flipped tails before attacking'"),),
    "ja": (_p("tries", r"ワザを使(?:う|おう)(?:と|とき|前|まえ)", "「ワザを使おうとして」「ワザを使う前」"),),
    "zh": (_p("tries", r"使用招式时|(?:要|想|准备)(?:使)?用招式|(?:使)?用招式(?:之)?前", "「使用招式时硬币反面」「用招式前抛硬币」"),),
}
#: A Tera Pokémon said ("Tera Charizard ex", 「テラスタル」, 「太晶」), or said not to be one (``not_tera``:
#: "not a Tera Pokémon", 「テラスタルではない」, 「不是太晶」), of the Pokémon named before it or, for "Tera X", after.
TERA: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("not_tera", r"\b(?:not a Tera|non-Tera|isn't a Tera|is not a Tera)\b", "'which is not a Tera Pokémon'"),
           _p("tera", r"\btera\b", "'Tera Charizard ex'", "after")),
    "ja": (_p("not_tera", r"テラスタル(?:ではない|じゃない|でない)", "「テラスタルではない」"),
           _p("tera", r"テラスタル", "「テラスタル」")),
    "zh": (_p("not_tera", r"(?:不是|非)太晶", "「不是太晶宝可梦」"), _p("tera", r"太晶", "「太晶」")),
}
#: A Tool (or Energy) said attached to a Pokémon: ``after`` when the Pokémon follows ("Xをつけた Y", 「附有X的Y」).
ATTACHED_TO: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("on", r"\bon\b|\battached to\b", "'Choice Belt on Iron Hands ex'", "after"),),
    "ja": (_p("on", r"^(?:を|が)?(?:つけた|つけている|つけてる|付けた)", "「こだわりベルトをつけたテツノカイナex」", "after"),),
    "zh": (_p("on", r"^(?:的|贴在|贴到|挂在)", "「附有X的Y」「大气球贴在Y身上」", "after"),),
}

#: Words saying a Tool is attached ("with a Choice Belt attached", "holding", 「をつけた」, 「X带…」): where
#: the question says one and no Tool's name is read beside them, the Tool is not guessed away.
TOOL_SAID: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("tool", r"\b(?:has|with) an? [A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3} attached\b", "'with a Vitality Band attached'", flags=0),
           _p("tool", r"\bholding (?:an? |the )?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3}", "'holding Choice Belt'", flags=0),
           _p("tool", r"\bequipped with\b", "'equipped with'"),
           _p("tool", r"\bwith (?:an? |the |my |their )?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3}", "'Baxcalibur with Hero's Cape' (a name after 'with')",
              flags=0)),
    "ja": (_p("tool", r"[\u30a0-\u30ff\u3041-\u309f\u4e00-\u9fff]{2,}をつけ(?:た|て)", "「こだわりベルトをつけた」"),),
    "zh": (_p("tool", r"(?:附有|带着|带有|装备(?:了|着)?|贴在|挂着|(?<=ex)带|(?<=VSTAR)带|(?<=VMAX)带|(?<=V)带)[\u4e00-\u9fff]{2,}", "「附有X」「X带Y」"),),
}

#: Words saying a Stadium in play was discarded for the attack (True), or was not (False): an attack doing more if one is
#: ("You may discard a Stadium in play. If you do, …").
STADIUM_DISCARDED: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("no", r"\b(?:doesn't|does not|didn't|did not|don't|do not|without|not|never) (?:discard|bin|trash|ditch)(?:s|ed|ing|ning)? "
                  r"(?:the|a|any|that) Stadium|\bno Stadium(?: card)? (?:is )?(?:in play|out|down)\b|\bthere(?:'s| is|was) no Stadium\b"
                  r"|\b(?:keeps?|kept|keeping|leaves?|left|leaving) the Stadium\b", "'without discarding the Stadium', 'didn't bin the "
                  "Stadium', 'keeps the Stadium', 'no Stadium in play' (none to discard)"),
           _p("yes", r"\b(?:discard|bin|trash|ditch)(?:s|es|ed|ned|ing|ning)? (?:the|a|that|their|my|our) Stadium\b"
                     r"|\bStadium (?:is |was |gets |got )?(?:discarded|binned|trashed)\b",
              "'discards the Stadium in play', 'bins the stadium', 'the Stadium got trashed'")),
    "ja": (_p("no", r"スタジアム(?:を|は)(?:トラッシュ|捨て)?(?:しない|せず|しなかった|していない|なかった)"
                  r"|スタジアム(?:は|が)(?:出ていない|出てない|ない|ありません|残った|残して|そのまま)|スタジアムなし|スタジアムを残",
              "「スタジアムをトラッシュせず」「スタジアムは出ていない」「スタジアムを残して」"),
           _p("yes", r"スタジアムを(?:トラッシュ|捨て)(?:する|した|して|し|た|て)|スタジアム(?:は|が|も)?(?:トラッシュされ|トラッシュに)",
              "「スタジアムをトラッシュして」「スタジアムはトラッシュされた」")),
    "zh": (_p("no", r"(?:不|没有?|未|并未)(?:丢弃|弃掉|丢掉|弃)(?:掉)?(?:场上的?)?竞技场|(?:场上)?(?:没有|无)竞技场|竞技场(?:没有|不在场|没被|未被|还在|留着)"
                  r"|(?:留下|保留)(?:了)?(?:场上的?)?竞技场", "「不丢弃竞技场」「没弃竞技场」「场上没有竞技场」「竞技场还在」"),
           _p("yes", r"(?:丢弃|弃掉|丢掉|弃)(?:了)?(?:场上的?)?竞技场|竞技场(?:卡)?(?:被)?(?:丢弃|弃掉|丢掉)", "「丢弃了竞技场」「弃了竞技场」")),
}

#: Words saying whether an effect that works once per game ("This effect of your Legacy Energy can't be applied more than once per
#: game", 「対戦中、…1回しかはたらかない」) has already worked this game: "no" it has not (it works now), "yes" it has.
ONCE_WORKED: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("no", r"(?:\b(?:no|not|never)\b|n't\b)[^.?!]{0,60}\b(?:worked|applied|been used|activated|triggered)\b[^.?!]{0,40}\b(?:yet|before|"
                  r"this game|so far)\b", "'no Legacy Energy effect has worked for me yet this game'"),
           _p("yes", r"\balready\b[^.?!]{0,40}\b(?:worked|applied|been used|used)\b|\b(?:worked|applied|been used) (?:once )?already\b",
              "'its effect already worked this game'")),
    "ja": (_p("no", r"まだ[^。？?]{0,40}(?:はたらいていない|はたらいていません|発動していない|発動していません)|(?:1|一)回もはたらいていない",
              "「この対戦でまだレガシーエネルギーの効果ははたらいていません」"),
           _p("yes", r"すでに[^。？?]{0,40}(?:はたらいた|はたらいている|はたらきました|発動した)", "「すでに効果がはたらいた」")),
    "zh": (_p("no", r"(?:还没有?|尚未|还未|没有)[^。？?,，]{0,6}(?:生效|发动|触发)", "「本局古旧能量的效果还没生效过」"),
           _p("yes", r"已经?[^。？?,，]{0,6}(?:生效|发动|触发)过?", "「效果已经生效过」")),
}

#: Words saying the Stadium named is discarded or gone (before the damage or not, it may not be in play).
STADIUM_GONE: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("gone", r"\bdiscard(?:s|ed|ing)?\b|\bno longer in play\b|\breplaced\b", "'discards the Stadium', 'was replaced'"),),
    "ja": (_p("gone", r"トラッシュ(?:する|した|され)|なくなっ", "「スタジアムをトラッシュした」"),),
    "zh": (_p("gone", r"丢弃|弃掉|不在场", "「将竞技场丢弃」"),),
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
#: What ends a clause: a piece said in one is said of a Pokémon of the same clause (the full stop of "vs." ends none).
CLAUSE_END = re.compile(r"(?<!\bvs)(?<!\bVs)\.|[!?。！？;；]")


#: Words of an asking clause saying it asks about the attacker itself ("is my Roaring Moon ex also Knocked Out?",
#: 「自分のトドロクツキexもきぜつする？」, 「我自己的轰鸣月ex也会昏厥吗？」): read for an attack that damages itself.
ABOUT_SELF = {"en": re.compile(r"\b(?:also|too|itself|as well|own)\b", re.IGNORECASE), "ja": re.compile(r"自分の|こちらの|(?<=ex)も|(?<=[\u30a0-\u30ff])も"),
              "zh": re.compile(r"自己的|我自己|也")}

#: An asking clause that only asks for a confirmation ("Is that right?", 「本当？」, 「真的吗？」): what is asked is read in the
#: rest of the question ("My opponent said it survived?? Is that right?").
CONFIRMING = {"en": re.compile(r"^\s*(?:is (?:that|this|it|he|she) (?:right|correct|true|legit)|(?:am i|are they|is my opponent) (?:right|wrong)|right|really|correct)\s*\?+\s*$", re.IGNORECASE),
              "ja": re.compile(r"^\s*(?:(?:これって|それって)?(?:本当|ほんと|正しい|合ってる|あってる)(?:ですか|なの|でしょうか)?|マジ)\s*[？?]+\s*$"),
              "zh": re.compile(r"^\s*(?:(?:这|那|这样)?(?:是)?(?:真的|对的?|正确的?)(?:吗|么|不|吧)?|对不对|是不是真的)\s*[？?]+\s*$")}

#: A clause that asks: a sentence ending in a question mark (a Japanese or Chinese one also cut at its commas).
ASKING = {"en": re.compile(r"[^.!?]*\?"), "ja": re.compile(r"[^。！？!?、，,]*[？?]"), "zh": re.compile(r"[^。！？!?，,、]*[？?]")}


#: What follows a Japanese or Chinese phrase that is said of the name after it (「無傷の」, 「没伤害的」).
OF_NEXT = {"ja": re.compile(r"^(?:の|な|のって(?:る|いる)の?|がのって(?:る|いる)の?)"), "zh": re.compile(r"^的")}


#: A run of kana and Han followed by a rule box's mark: a Pokémon's name the name finder reads without
#: its mark (「コライドン」 of 「コライドンex」), or not at all (「メガルカリオex」, 「ガチグマ アカツキex」: a space inside it,
#: as the card prints it).
MARKED_RUN = re.compile(rf"((?:[\u3041-\u30ff\u4e00-\u9fff・ー]+[ \u3000])*[\u3041-\u30ff\u4e00-\u9fff・ー]+)\s?({RULE_MARKS})(?![A-Za-z])")


