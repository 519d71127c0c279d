"""Card text's counts and the phrases of its conditions, in English, Japanese and Chinese.

A card's text counts things (``opponents_active.energy``, ``{flip: 3}``) and an effect holds only
under conditions (``when: {from_opponent: true}``). The trace names them as a reader says them:
"Energy attached to the opponent's Active Pokémon", "damage from the opponent's Pokémon". A
:class:`Count` is a trace parameter (see :mod:`judge.engine.messages`); each condition of
:data:`judge.engine.when.CONDITIONS` names its phrase here, and its :class:`~judge.engine.when.Check`
says it. What has no wording renders as None, and the message leaves it out rather than show it raw.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any

from judge.engine.messages import Name, Words, named
from judge.engine.words import CONDITIONS, RULE_BOXES, STAGES, TYPES

# --- counts ----------------------------------------------------------------------------------------

#: "N or more", "N or less", "exactly N": ``{at_least: 3, count: self.counters}`` is 1 when it holds, else 0.
COMPARISONS = {"at_least": ">=", "at_most": "<=", "equals": "=", "more_than": ">", "less_than": "<"}

#: Whose Pokémon, card or hand a count looks at (the head of ``<subject>.<what>``).
SUBJECTS = {
    "self": {"en": "this Pokémon", "ja": "このポケモン", "zh": "这只宝可梦"},
    "defending": {"en": "the Defending Pokémon", "ja": "ダメージを受けるポケモン", "zh": "受到伤害的宝可梦"},
    "attacker": {"en": "the attacking Pokémon", "ja": "ワザを使ったポケモン", "zh": "使用招式的宝可梦"},
    "your_active": {"en": "your Active Pokémon", "ja": "自分のバトルポケモン", "zh": "自己的战斗宝可梦"},
    "opponents_active": {"en": "the opponent's Active Pokémon", "ja": "相手のバトルポケモン", "zh": "对手的战斗宝可梦"},
    "your_bench": {"en": "your Benched Pokémon", "ja": "自分のベンチポケモン", "zh": "自己的备战宝可梦"},
    "opponents_bench": {"en": "the opponent's Benched Pokémon", "ja": "相手のベンチポケモン", "zh": "对手的备战宝可梦"},
    "your_pokemon": {"en": "your Pokémon", "ja": "自分のポケモン", "zh": "自己的宝可梦"},
    "opponents_pokemon": {"en": "the opponent's Pokémon", "ja": "相手のポケモン", "zh": "对手的宝可梦"},
    "your": {"en": "you", "ja": "自分", "zh": "自己"},
    "opponents": {"en": "the opponent", "ja": "相手", "zh": "对手"},
}

#: ``<subject>.<what>[:<arg>]``: {s} is the subject, {arg} the argument (a type or a name).
ATTRIBUTES = {
    "": {"en": "{s}", "ja": "{s}の数", "zh": "{s}的数量"},
    "counters": {"en": "damage counters on {s}", "ja": "{s}にのっているダメカンの数", "zh": "{s}身上的伤害指示物数量"},
    "damage": {"en": "damage on {s}", "ja": "{s}のダメージ", "zh": "{s}受到的伤害"},
    "energy": {"en": "Energy attached to {s}", "ja": "{s}についているエネルギーの数", "zh": "{s}身上附着的能量数量"},
    "energy_cards": {"en": "Energy cards attached to {s}", "ja": "{s}についているエネルギーカードの枚数", "zh": "{s}身上附着的能量卡张数"},
    "basic_energy": {"en": "basic Energy cards attached to {s}", "ja": "{s}についている基本エネルギーの枚数", "zh": "{s}身上附着的基本能量张数"},
    "energy_of": {"en": "{arg} Energy attached to {s}", "ja": "{s}についている{arg}エネルギーの数", "zh": "{s}身上附着的{arg}能量数量"},
    "with_ability": {"en": "{s} with an Ability", "ja": "特性を持つ{s}", "zh": "拥有特性的{s}"},
    "with_attack": {"en": "{s} with the attack {arg}", "ja": "ワザ「{arg}」を持つ{s}", "zh": "拥有招式「{arg}」的{s}"},
    "with_rule_box": {"en": "{s} that are {arg}", "ja": "{arg}の{s}", "zh": "{arg}的{s}"},
    "named": {"en": "{s} named {arg}", "ja": "{arg}という名前の{s}", "zh": "名为{arg}的{s}"},
    "of_type": {"en": "{s} is {arg} type", "ja": "{s}が{arg}タイプ", "zh": "{s}是{arg}属性"},
    "full_hp": {"en": "{s} has full HP", "ja": "{s}のHPがまんたん", "zh": "{s}的HP全满"},
    "remaining_hp": {"en": "the remaining HP of {s}", "ja": "{s}の残りHP", "zh": "{s}的剩余HP"},
    "max_hp": {"en": "the maximum HP of {s}", "ja": "{s}の最大HP", "zh": "{s}的最大HP"},
    "retreat_cost": {"en": "the Retreat Cost of {s}", "ja": "{s}のにげるためのエネルギー", "zh": "{s}的撤退所需能量"},
    "evolved_this_turn": {"en": "{s} evolved this turn", "ja": "{s}がこの番に進化した", "zh": "{s}在这个回合进化了"},
    "evolved_this_turn_from": {"en": "{s} evolved from {arg} this turn", "ja": "{s}がこの番に{arg}から進化した",
                               "zh": "{s}在这个回合从{arg}进化而来"},
    "moved_to_active_this_turn": {"en": "{s} moved from the Bench to the Active Spot this turn",
                                  "ja": "{s}がこの番にベンチからバトル場に出た", "zh": "{s}在这个回合从备战区被放于战斗场"},
    "healed_this_turn": {"en": "{s} was healed this turn", "ja": "{s}のHPがこの番に回復した", "zh": "{s}在这个回合回复了HP"},
    **{c: {"en": f"{{s}} is {w['en']}", "ja": f"{{s}}が{w['ja']}", "zh": f"{{s}}处于{w['zh']}状态"} for c, w in CONDITIONS.items()},
    "prizes_left": {"en": "Prize cards {s} has left", "ja": "{s}の残りのサイドの枚数", "zh": "{s}剩余的奖赏卡张数"},
    "prizes_taken": {"en": "Prize cards {s} has taken", "ja": "{s}がすでにとったサイドの枚数", "zh": "{s}已经获得的奖赏卡张数"},
    "supporter_played": {"en": "{s}: a Supporter played this turn", "ja": "{s}がこの番にサポートを使った", "zh": "{s}在这个回合使用了支援者"},
    "hand_empty": {"en": "{s}: no cards in hand", "ja": "{s}の手札がない", "zh": "{s}没有手牌"},
    "knocked_out_by_attack_last_turn": {"en": "{s}: a Pokémon Knocked Out by an attack during the last turn",
                                        "ja": "前の番に{s}のポケモンがワザのダメージできぜつした",
                                        "zh": "在上一个回合{s}的宝可梦因招式的伤害而昏厥"},
    "hand": {"en": "cards in the hand of {s}", "ja": "{s}の手札の枚数", "zh": "{s}的手牌张数"},
    "deck": {"en": "cards in the deck of {s}", "ja": "{s}の山札の枚数", "zh": "{s}的牌库张数"},
    "discard": {"en": "cards in the discard pile of {s}", "ja": "{s}のトラッシュの枚数", "zh": "{s}的弃牌区张数"},
}

#: Counts that are a word alone.
COUNT_WORDS = {
    "discarded": {"en": "cards discarded", "ja": "トラッシュしたカードの枚数", "zh": "放于弃牌区的卡牌张数"},
    "damage_done": {"en": "damage done", "ja": "与えたダメージ", "zh": "造成的伤害"},
    "heads": {"en": "heads flipped", "ja": "オモテの数", "zh": "正面的次数"},
    "if_you_like": {"en": "if you like", "ja": "のぞむなら", "zh": "若希望"},
}
#: Counts of coin flips (``{flip: n}``, ``{flip_until: tails}``).
FLIPS = {
    "flip": {"en": "heads among {n} coin flips", "ja": "コイン{n}回投げてオモテの数", "zh": "抛掷{n}次硬币中正面的次数"},
    "flip_until": {"en": "heads before the first tails", "ja": "ウラが出るまでのオモテの数", "zh": "出现反面前正面的次数"},
}
#: A count compared with a number (``{count: …, at_least: 3}``, ``self.counters >= 3``).
COMPARE = {
    ">=": {"en": "{x}: {n} or more", "ja": "{x}が{n}以上", "zh": "{x}为{n}以上"},
    "<=": {"en": "{x}: {n} or less", "ja": "{x}が{n}以下", "zh": "{x}为{n}以下"},
    "=": {"en": "{x}: exactly {n}", "ja": "{x}がちょうど{n}", "zh": "{x}正好为{n}"},
    ">": {"en": "{x}: more than {n}", "ja": "{x}が{n}より多い", "zh": "{x}多于{n}"},
    "<": {"en": "{x}: fewer than {n}", "ja": "{x}が{n}より少ない", "zh": "{x}少于{n}"},
}

# --- conditions ---------------------------------------------------------------------------------

#: An effect's condition (:data:`judge.engine.when.CONDITIONS`), as what it needs: ``{want}`` is the
#: value wanted, worded; a condition that is true or false has a phrase for each. A condition on what
#: a Pokémon is (``attacker_types``, ``holder_active`` …) is worded from :data:`ROLES` and
#: :data:`WANTS` or :data:`IS`.
WHEN = {
    "from_opponent": {True: {"en": "damage from the opponent's Pokémon", "ja": "相手のポケモンからのダメージ", "zh": "来自对手宝可梦的伤害"},
                      False: {"en": "damage not from the opponent's Pokémon", "ja": "相手のポケモン以外からのダメージ", "zh": "并非来自对手宝可梦的伤害"}},
    "by_attack_damage": {True: {"en": "damaged by this attack's damage", "ja": "このワザのダメージを受けた", "zh": "受到了这个招式的伤害"},
                         False: {"en": "not damaged by this attack's damage", "ja": "このワザのダメージを受けていない", "zh": "没有受到这个招式的伤害"}},
    "damage_in": {"en": "the damage is {want}", "ja": "ダメージが{want}", "zh": "伤害为{want}"},
    "damage_at_most": {"en": "the damage is {want} or less", "ja": "ダメージが{want}以下", "zh": "伤害为{want}以下"},
    "damage_at_least": {"en": "the damage is {want} or more", "ja": "ダメージが{want}以上", "zh": "伤害为{want}以上"},
}
#: Whose card the other conditions look at: the first word of ``attacker_types``, ``holder_name`` …
ROLES = {
    "attacker": {"en": "the attacking Pokémon", "ja": "ダメージを与えるポケモン", "zh": "造成伤害的宝可梦"},
    "holder": {"en": "this Pokémon", "ja": "このポケモン", "zh": "这只宝可梦"},
    "target": {"en": "the Pokémon taking damage", "ja": "ダメージを受けるポケモン", "zh": "受到伤害的宝可梦"},
}
#: What they want of it, the rest of the key: {r} is the role, {want} the value wanted.
WANTS = {
    **{what: {"en": "{r} is {want}", "ja": "{r}が{want}", "zh": "{r}是{want}"} for what in ("rule_box", "stage", "name", "tags")},
    "types": {"en": "{r} is {want} type", "ja": "{r}が{want}タイプ", "zh": "{r}是{want}属性"},
    "not_name": {"en": "{r} is not {want}", "ja": "{r}が{want}以外", "zh": "{r}不是{want}"},
    "not_types": {"en": "{r} is not {want} type", "ja": "{r}が{want}タイプ以外", "zh": "{r}不是{want}属性"},
    "not_rule_box": {"en": "{r} is not {want}", "ja": "{r}が{want}以外", "zh": "{r}不是{want}"},
    "conditions": {"en": "{r} is {want}", "ja": "{r}が{want}", "zh": "{r}处于{want}状态"},
    "not_conditions": {"en": "{r} is not {want}", "ja": "{r}が{want}でない", "zh": "{r}不处于{want}状态"},
    "energy_types": {"en": "{want} Energy attached to {r}", "ja": "{r}に{want}エネルギーがついている", "zh": "{r}身上附着{want}能量"},
    "count": {"en": "{r}: a count of {want}", "ja": "{r}の数：{want}", "zh": "{r}的数量：{want}"},
    "hp_at_most": {"en": "{r} has {want} HP or less left", "ja": "{r}の残りHPが{want}以下", "zh": "{r}的剩余HP为{want}以下"},
    "hp_left_at_most": {"en": "{r} has {want} HP left or less", "ja": "{r}の残りHPが{want}以下", "zh": "{r}的剩余HP为{want}以下"},
}
#: What they are or are not, the rest of the key of a condition that is true or false.
IS = {
    "active": {True: {"en": "{r} is in the Active Spot", "ja": "{r}がバトル場にいる", "zh": "{r}在战斗场上"},
               False: {"en": "{r} is on the Bench", "ja": "{r}がベンチにいる", "zh": "{r}在备战区"}},
    "opponent": {True: {"en": "{r} is the opponent's", "ja": "{r}が相手のポケモン", "zh": "{r}是对手的宝可梦"},
                 False: {"en": "{r} is your own", "ja": "{r}が自分のポケモン", "zh": "{r}是自己的宝可梦"}},
    "has_energy": {True: {"en": "Energy attached to {r}", "ja": "{r}にエネルギーがついている", "zh": "{r}身上附着能量"},
                   False: {"en": "no Energy attached to {r}", "ja": "{r}にエネルギーがついていない", "zh": "{r}身上没有附着能量"}},
    "behind": {True: {"en": "{r}'s player has more Prize cards left than the opponent", "ja": "{r}のプレイヤーのサイドの残り枚数が相手より多い",
                      "zh": "{r}的玩家剩余奖赏卡比对手多"},
               False: {"en": "{r}'s player has no more Prize cards left than the opponent", "ja": "{r}のプレイヤーのサイドの残り枚数が相手より多くない",
                       "zh": "{r}的玩家剩余奖赏卡不比对手多"}},
    "stadium": {True: {"en": "a Stadium is in play", "ja": "場にスタジアムが出ている", "zh": "场上有竞技场卡"},
                False: {"en": "no Stadium is in play", "ja": "場にスタジアムが出ていない", "zh": "场上没有竞技场卡"}},
    "own_stadium": {True: {"en": "{r}'s player has a Stadium in play", "ja": "場に{r}のプレイヤーのスタジアムが出ている",
                           "zh": "场上有{r}的玩家的竞技场卡"},
                    False: {"en": "{r}'s player has no Stadium in play", "ja": "場に{r}のプレイヤーのスタジアムが出ていない",
                            "zh": "场上没有{r}的玩家的竞技场卡"}},
    "full_hp": {True: {"en": "{r} has full HP", "ja": "{r}のHPがまんたん", "zh": "{r}的HP全满"},
                False: {"en": "{r} has damage", "ja": "{r}にダメージがある", "zh": "{r}受到了伤害"}},
    "has_special_energy": {True: {"en": "Special Energy attached to {r}", "ja": "{r}に特殊エネルギーがついている", "zh": "{r}身上附有特殊能量"},
                           False: {"en": "no Special Energy attached to {r}", "ja": "{r}に特殊エネルギーがついていない",
                                   "zh": "{r}身上没有附有特殊能量"}},
}
#: A rule box wanted to be none (``holder_rule_box: [null]``: "If the Pokémon this card is attached to doesn't have a Rule Box").
NO_RULE_BOX = {"en": "a Pokémon with no Rule Box", "ja": "ルールを持たないポケモン", "zh": "不拥有规则的宝可梦"}
#: "or" in a list of wanted values.
OR = {"en": " or ", "ja": "または", "zh": "或"}

#: Printed marks cards refer to (a Pokémon's ``tags``, an Energy's ``attach_only``).
MARKS = {
    "rapid_strike": {"en": "Rapid Strike", "ja": "れんげき", "zh": "连击"},
    "single_strike": {"en": "Single Strike", "ja": "いちげき", "zh": "一击"},
    "fusion_strike": {"en": "Fusion Strike", "ja": "フュージョン", "zh": "融合"},
    "team_flare": {"en": "Team Flare", "ja": "フレア団", "zh": "闪焰队"},
}


def mark_name(tag: str, lang: str) -> str:
    """A printed mark (``rapid-strike``) in ``lang``; an unknown one in plain words."""
    key = tag.replace("-", "_")
    return MARKS[key][lang] if key in MARKS else key.replace("_", " ")


def wanted(value: Any, lang: str, name: Name | None = None) -> str:
    """A wanted value or an argument in words: a type, a stage, a rule box, a Special Condition, a
    printed mark, a name (through ``name``), a list of them joined with "or"."""
    name = name or (lambda text: named(text, lang))
    if isinstance(value, (list, tuple)):
        return OR[lang].join(wanted(v, lang, name) for v in value)
    if value is None:  # a rule box wanted to be none: 「ルールを持つポケモン」をのぞく
        return NO_RULE_BOX[lang]
    text = str(value)
    for table in (TYPES, STAGES, RULE_BOXES, CONDITIONS):
        if text in table:
            return table[text][lang]
    if text.replace("-", "_") in MARKS or re.fullmatch(r"[a-z]+([_-][a-z]+)+", text):  # a printed mark: rapid_strike
        return mark_name(text, lang)
    return text if isinstance(value, (int, float)) else name(text)


def count_words(expr: Any, lang: str, name: Name | None = None) -> str | None:
    """A count or condition expression (``self.counters``, ``{flip: 3}``, ``self.counters >= 3``,
    ``{count: self.counters, at_least: 3}``) in words; None when it has no wording."""
    if isinstance(expr, dict):
        if "flip" in expr:
            return FLIPS["flip"][lang].format(n=expr["flip"])
        if "flip_until" in expr:
            return FLIPS["flip_until"][lang]
        ops = [k for k in expr if k in COMPARISONS]
        if "count" in expr and len(expr) == 2 and ops:
            x = count_words(expr["count"], lang, name)
            return COMPARE[COMPARISONS[ops[0]]][lang].format(x=x, n=expr[ops[0]]) if x else None
        return None
    text = str(expr).strip()
    if text.startswith("{"):
        try:
            return count_words(ast.literal_eval(text), lang, name)
        except (ValueError, SyntaxError):
            return None
    m = re.fullmatch(r"(.+?)\s*(>=|<=|=|>|<)\s*(-?\d+)", text)
    if m:
        x = count_words(m.group(1), lang, name)
        return COMPARE[m.group(2)][lang].format(x=x, n=m.group(3)) if x else None
    if text in COUNT_WORDS:
        return COUNT_WORDS[text][lang]
    if re.fullmatch(r"\d+ × \d+", text):
        return text
    head, _, rest = text.partition(".")
    if head in ("me", "opponent"):  # an absolute side: me.active, opponent.bench.all
        zone, _, rest = rest.partition(".")
        head = f"{'your' if head == 'me' else 'opponents'}_{zone}" if zone in ("active", "bench", "pokemon") else head
    if rest.split(".")[0] in ("all",) or rest.split(".")[0].isdigit():
        rest = rest.partition(".")[2]
    what, _, arg = rest.partition(":")
    if head not in SUBJECTS or what not in ATTRIBUTES:
        return None
    return ATTRIBUTES[what][lang].format(s=SUBJECTS[head][lang], arg=wanted(arg, lang, name) if arg else "")


# --- trace parameters ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Count(Words):
    """A count or condition of a card's text, as a trace parameter: ``Count("self.counters")``."""

    expr: Any
    """The expression as the scenario writes it (a string or a mapping)."""

    def render(self, lang: str, name: Name | None = None) -> str | None:
        return count_words(self.expr, lang, name)


@dataclass(frozen=True)
class Mark(Words):
    """A printed mark as a trace parameter: ``Mark("rapid_strike")``."""

    tag: str
    """The mark as the scenario writes it."""

    def render(self, lang: str, name: Name | None = None) -> str:
        return mark_name(self.tag, lang)
