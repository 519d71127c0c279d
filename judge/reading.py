"""What a reader sees: a replay's trace, outcome and actions worded in the reader's language, with
no engine keys or expressions, card names through the name table, energy symbols as symbols.

The engine's messages (:mod:`judge.engine.messages`) stay the source of every sentence; this module
only words their parameters for a reader: a count expression such as ``opponents_active.counters``
becomes "damage counters on the opponent's Active Pokémon", ``from_opponent=True`` becomes "damage
from the opponent's Pokémon", a card name goes through :func:`display_name`. What it cannot word is
left out, never shown raw.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from markupsafe import Markup, escape

from .engine.messages import (BASIC_ENERGY, MESSAGES, NONE, SEPARATORS, STAGES, TYPES, Duration, EnergyType, Kind, Message,
                              Result, Side, Stage, Term)

LANGS = ("en", "ja", "zh")


def display_name(name: str, lang: str) -> str:
    """A card, attack or Ability name in ``lang`` where the name table knows it; else the name as
    the guide prints it. The one place names are looked up for the page."""
    from .search.names import translate

    return translate(name, lang) or name


#: Each reader's editions first: a Chinese reader reads zh-3.1 first, a Japanese reader ja-2.2.
EDITION_ORDER = {
    "zh": ("zh-3.1", "ja-3.1", "ja-2.2"),
    "ja": ("ja-2.2", "ja-3.1", "zh-3.1"),
    "en": ("ja-2.2", "ja-3.1", "zh-3.1"),
}


def reader_first(items: list[dict], lang: str) -> list[dict]:
    """Citations or sources (each with ``edition``), the reader's edition first; others keep their order."""
    order = EDITION_ORDER.get(lang, EDITION_ORDER["en"])
    rank = {e: i for i, e in enumerate(order)}
    return sorted(items, key=lambda c: rank.get(c["edition"], len(order)))


# --- words for the engine's own English keys ------------------------------------------------------

#: The English the page uses where the engine's English table keeps its own word (``this_turn``).
ENGLISH = {
    Side: {"me": "Player", "opponent": "Opponent"},
    Result: {"me": "Player wins", "opponent": "Opponent wins", "draw": "draw"},
    EnergyType: {key: words["en"].capitalize() for key, words in TYPES.items()},
    Stage: {"basic": "Basic", "stage1": "Stage 1", "stage2": "Stage 2", "mega": "Mega", "break": "BREAK",
            "vmax": "VMAX", "vstar": "VSTAR", "restored": "Restored"},
    Duration: {"permanent": "while it is in play", "this_turn": "this turn", "opponents_next_turn": "during the opponent's next turn",
               "your_next_turn": "during your next turn", "until_end_of_your_next_turn": "until the end of your next turn",
               "until_end_of_opponents_next_turn": "until the end of the opponent's next turn"},
    Kind: {
        "damage_dealt": "damage it does changed", "damage_taken": "damage it takes changed",
        "prevent_damage": "takes no damage from attacks", "prevent_effects": "unaffected by effects of attacks",
        "no_weakness": "no Weakness", "no_resistance": "no Resistance", "attack_cost": "attack cost changed",
        "retreat_cost": "Retreat Cost changed", "cant_retreat": "can't retreat", "cant_attack": "can't attack",
        "attack_may_fail": "its attack fails on tails", "on_damaged": "when damaged by an attack",
        "on_knocked_out": "when Knocked Out", "poison_counters": "damage counters for Poison",
        "burn_counters": "damage counters for Burn", "checkup_counters": "damage counters at each Checkup",
        "on_attach": "when Energy is attached", "cant_play": "can't play cards from hand",
        "unaffected_by_played": "unaffected by cards played from hand", "max_hp": "maximum HP changed",
        "no_rule": "loses its rule", "no_abilities": "no Abilities", "no_tool_effects": "Tools have no effect",
        "survive_at": "survives with HP left", "may_retreat_while_unable": "may retreat while Asleep or Paralyzed",
        "end_of_turn": "at the end of the turn", "on_checkup": "at the Checkup",
        "energy_provides": "Energy provides more", "mega_keeps_turn": "Mega Evolving doesn't end the turn",
    },
}

#: The page's own wording of a few messages: the same facts, with the condition worded by
#: :func:`condition_words` (``{check}``) in place of the engine's expression.
TEMPLATES = {
    "damage_not_applied": {"en": "damage step {at}: {effect} does not apply (it needs: {check})",
                           "ja": "ダメージ計算 手順{at}：{effect}ははたらかない（条件：{check}）",
                           "zh": "伤害计算步骤{at}：{effect}不生效（条件：{check}）"},
    "trigger_not_applied": {"en": "{effect} does not apply (it needs: {check})",
                            "ja": "{effect}ははたらかない（条件：{check}）", "zh": "{effect}不生效（条件：{check}）"},
    "condition_false": {"en": "not so ({check}): that part is not done",
                        "ja": "条件を満たさない（{check}）：その部分は行わない", "zh": "条件不成立（{check}）：该部分不执行"},
    "no_turn_left": {"en": "{player}'s turn is over ({by}): nothing more can be done before the turn ends",
                    "ja": "{player}の番は終わっている（{by}）：番が終わるまで何もできない",
                    "zh": "{player}的回合已经结束（{by}）：在回合结束之前无法再进行任何操作"},
    "effect_on_player": {"en": "effect on {player}: {effect} {kind} ({duration})",
                         "ja": MESSAGES["effect_on_player"]["ja"], "zh": MESSAGES["effect_on_player"]["zh"]},
}


# --- count expressions and conditions, in words ------------------------------------------------

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
    "energy_of": {"en": "{arg} Energy attached to {s}", "ja": "{s}についている{arg}エネルギーの数", "zh": "{s}身上附着的{arg}能量数量"},
    "with_ability": {"en": "{s} with an Ability", "ja": "特性を持つ{s}", "zh": "拥有特性的{s}"},
    "with_attack": {"en": "{s} with the attack {arg}", "ja": "ワザ「{arg}」を持つ{s}", "zh": "拥有招式「{arg}」的{s}"},
    "with_rule_box": {"en": "{s} that are {arg}", "ja": "{arg}の{s}", "zh": "{arg}的{s}"},
    "named": {"en": "{s} named {arg}", "ja": "{arg}という名前の{s}", "zh": "名为{arg}的{s}"},
    "of_type": {"en": "{s} is {arg} type", "ja": "{s}が{arg}タイプ", "zh": "{s}是{arg}属性"},
    "full_hp": {"en": "{s} has full HP", "ja": "{s}のHPがまんたん", "zh": "{s}的HP全满"},
    "retreat_cost": {"en": "the Retreat Cost of {s}", "ja": "{s}のにげるためのエネルギー", "zh": "{s}的撤退所需能量"},
    "evolved_this_turn": {"en": "{s} evolved this turn", "ja": "{s}がこの番に進化した", "zh": "{s}在这个回合进化了"},
    "evolved_this_turn_from": {"en": "{s} evolved from {arg} this turn", "ja": "{s}がこの番に{arg}から進化した",
                               "zh": "{s}在这个回合从{arg}进化而来"},
    "moved_to_active_this_turn": {"en": "{s} moved from the Bench to the Active Spot this turn",
                                  "ja": "{s}がこの番にベンチからバトル場に出た", "zh": "{s}在这个回合从备战区被放于战斗场"},
    "healed_this_turn": {"en": "{s} was healed this turn", "ja": "{s}のHPがこの番に回復した", "zh": "{s}在这个回合回复了HP"},
    "asleep": {"en": "{s} is Asleep", "ja": "{s}がねむり", "zh": "{s}处于睡眠状态"},
    "paralyzed": {"en": "{s} is Paralyzed", "ja": "{s}がマヒ", "zh": "{s}处于麻痹状态"},
    "confused": {"en": "{s} is Confused", "ja": "{s}がこんらん", "zh": "{s}处于混乱状态"},
    "poisoned": {"en": "{s} is Poisoned", "ja": "{s}がどく", "zh": "{s}处于中毒状态"},
    "burned": {"en": "{s} is Burned", "ja": "{s}がやけど", "zh": "{s}处于灼伤状态"},
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
WORDS = {
    "discarded": {"en": "cards discarded", "ja": "トラッシュしたカードの枚数", "zh": "放于弃牌区的卡牌张数"},
    "damage_done": {"en": "damage done", "ja": "与えたダメージ", "zh": "造成的伤害"},
    "heads": {"en": "heads flipped", "ja": "オモテの数", "zh": "正面的次数"},
    "if_you_like": {"en": "if you like", "ja": "のぞむなら", "zh": "若希望"},
}
COINS = {
    "flip": {"en": "heads among {n} coin flips", "ja": "コイン{n}回投げてオモテの数", "zh": "抛掷{n}次硬币中正面的次数"},
    "flip_until": {"en": "heads before the first tails", "ja": "ウラが出るまでのオモテの数", "zh": "出现反面前正面的次数"},
}
COMPARE = {
    ">=": {"en": "{x}: {n} or more", "ja": "{x}が{n}以上", "zh": "{x}为{n}以上"},
    "<=": {"en": "{x}: {n} or less", "ja": "{x}が{n}以下", "zh": "{x}为{n}以下"},
    "=": {"en": "{x}: exactly {n}", "ja": "{x}がちょうど{n}", "zh": "{x}正好为{n}"},
    ">": {"en": "{x}: more than {n}", "ja": "{x}が{n}より多い", "zh": "{x}多于{n}"},
    "<": {"en": "{x}: fewer than {n}", "ja": "{x}が{n}より少ない", "zh": "{x}少于{n}"},
}

#: An effect's condition (``effects.conditions_hold``), as what it needs: ``{want}`` is the value
#: wanted, worded; a boolean condition has a phrase for true and one for false.
CONDITIONS = {
    "from_opponent": {True: {"en": "damage from the opponent's Pokémon", "ja": "相手のポケモンからのダメージ", "zh": "来自对手宝可梦的伤害"},
                      False: {"en": "damage not from the opponent's Pokémon", "ja": "相手のポケモン以外からのダメージ", "zh": "并非来自对手宝可梦的伤害"}},
    "attacker_rule_box": {"en": "the attacking Pokémon is {want}", "ja": "ダメージを与えるポケモンが{want}", "zh": "造成伤害的宝可梦是{want}"},
    "attacker_types": {"en": "the attacking Pokémon is {want} type", "ja": "ダメージを与えるポケモンが{want}タイプ", "zh": "造成伤害的宝可梦是{want}属性"},
    "attacker_name": {"en": "the attacking Pokémon is {want}", "ja": "ダメージを与えるポケモンが{want}", "zh": "造成伤害的宝可梦是{want}"},
    "attacker_stage": {"en": "the attacking Pokémon is {want}", "ja": "ダメージを与えるポケモンが{want}", "zh": "造成伤害的宝可梦是{want}"},
    "holder_stage": {"en": "this Pokémon is {want}", "ja": "このポケモンが{want}", "zh": "这只宝可梦是{want}"},
    "holder_rule_box": {"en": "this Pokémon is {want}", "ja": "このポケモンが{want}", "zh": "这只宝可梦是{want}"},
    "holder_types": {"en": "this Pokémon is {want} type", "ja": "このポケモンが{want}タイプ", "zh": "这只宝可梦是{want}属性"},
    "holder_name": {"en": "this Pokémon is {want}", "ja": "このポケモンが{want}", "zh": "这只宝可梦是{want}"},
    "holder_energy_types": {"en": "{want} Energy attached to this Pokémon", "ja": "このポケモンに{want}エネルギーがついている",
                            "zh": "这只宝可梦身上附着{want}能量"},
    "holder_tags": {"en": "this Pokémon is {want}", "ja": "このポケモンが{want}", "zh": "这只宝可梦是{want}"},
    "holder_conditions": {"en": "this Pokémon is {want}", "ja": "このポケモンが{want}", "zh": "这只宝可梦处于{want}状态"},
    "target_rule_box": {"en": "the Pokémon taking damage is {want}", "ja": "ダメージを受けるポケモンが{want}", "zh": "受到伤害的宝可梦是{want}"},
    "target_stage": {"en": "the Pokémon taking damage is {want}", "ja": "ダメージを受けるポケモンが{want}", "zh": "受到伤害的宝可梦是{want}"},
    "target_types": {"en": "the Pokémon taking damage is {want} type", "ja": "ダメージを受けるポケモンが{want}タイプ", "zh": "受到伤害的宝可梦是{want}属性"},
    "holder_active": {True: {"en": "this Pokémon is in the Active Spot", "ja": "このポケモンがバトル場にいる", "zh": "这只宝可梦在战斗场上"},
                      False: {"en": "this Pokémon is on the Bench", "ja": "このポケモンがベンチにいる", "zh": "这只宝可梦在备战区"}},
    "target_active": {True: {"en": "the Pokémon taking damage is Active", "ja": "ダメージを受けるポケモンがバトルポケモン", "zh": "受到伤害的宝可梦是战斗宝可梦"},
                      False: {"en": "the Pokémon taking damage is on the Bench", "ja": "ダメージを受けるポケモンがベンチポケモン", "zh": "受到伤害的宝可梦是备战宝可梦"}},
    "target_opponent": {True: {"en": "the Pokémon taking damage is the opponent's", "ja": "ダメージを受けるのが相手のポケモン", "zh": "受到伤害的是对手的宝可梦"},
                        False: {"en": "the Pokémon taking damage is your own", "ja": "ダメージを受けるのが自分のポケモン", "zh": "受到伤害的是自己的宝可梦"}},
    "holder_has_energy": {True: {"en": "Energy attached to this Pokémon", "ja": "このポケモンにエネルギーがついている", "zh": "这只宝可梦身上附着能量"},
                          False: {"en": "no Energy attached to this Pokémon", "ja": "このポケモンにエネルギーがついていない", "zh": "这只宝可梦身上没有附着能量"}},
    "holder_full_hp": {True: {"en": "this Pokémon has full HP", "ja": "このポケモンのHPがまんたん", "zh": "这只宝可梦的HP全满"},
                       False: {"en": "this Pokémon has damage", "ja": "このポケモンにダメージがある", "zh": "这只宝可梦受到了伤害"}},
}
#: "or" in a list of wanted values.
OR = {"en": " or ", "ja": "または", "zh": "或"}


def _word(value: Any, lang: str) -> str:
    """A wanted value or an argument in words: a type, a stage, a Special Condition, a name."""
    from .engine.messages import CONDITIONS as CONDITION_WORDS

    if isinstance(value, list):
        return OR[lang].join(_word(v, lang) for v in value)
    text = str(value)
    if text in TYPES:
        return type_name(text, lang)
    if text in STAGES:
        return ENGLISH[Stage][text] if lang == "en" else STAGES[text][lang]
    if text in CONDITION_WORDS:
        return CONDITION_WORDS[text][lang].capitalize() if lang == "en" else CONDITION_WORDS[text][lang]
    if re.fullmatch(r"[a-z]+([_-][a-z]+)+", text):  # a printed mark: rapid_strike
        return mark_name(text, lang)
    return display_name(text, lang)


#: Printed marks cards refer to (a Pokémon's ``tags``).
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


def count_words(expr: Any, lang: str) -> str | None:
    """A count or condition expression (``self.counters``, ``{flip: 3}``, ``self.counters >= 3``) in
    words; None when it has no wording (the caller leaves it out)."""
    if isinstance(expr, dict):
        if "flip" in expr:
            return COINS["flip"][lang].format(n=expr["flip"])
        if "flip_until" in expr:
            return COINS["flip_until"][lang]
        return None
    text = str(expr).strip()
    if text.startswith("{"):
        try:
            return count_words(ast.literal_eval(text), lang)
        except (ValueError, SyntaxError):
            return None
    m = re.fullmatch(r"(.+?)\s*(>=|<=|=|>|<)\s*(-?\d+)", text)
    if m:
        x = count_words(m.group(1), lang)
        return COMPARE[m.group(2)][lang].format(x=x, n=m.group(3)) if x else None
    if text in WORDS:
        return WORDS[text][lang]
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
    return ATTRIBUTES[what][lang].format(s=SUBJECTS[head][lang], arg=_word(arg, lang) if arg else "")


def condition_words(check: str, lang: str) -> str | None:
    """An effect's condition as the engine reports it failing (``from_opponent=True``) or a count
    condition (``self.full_hp``), worded as what the effect needs."""
    m = re.fullmatch(r"([a-z_]+)=(.+)", check.strip())
    if not m:
        return count_words(check, lang)
    key, raw = m.groups()
    try:
        want = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        want = raw
    phrase = CONDITIONS.get(key)
    if phrase is None:
        return None
    if True in phrase:
        return phrase[bool(want)][lang]
    return phrase[lang].format(want=_word(want, lang))


# --- a trace step, worded ------------------------------------------------------------------------

#: Parameters that are never names: numbers, rule ids, rulesets, rule boxes.
NOT_NAMES = {"ruleset", "rules", "by", "at", "rule_box"}
_NAME = re.compile("\ue000(\\d+)\ue001")
_AMOUNT = re.compile(r"(.+) ([+-]\d+)")
_BASIC = re.compile(r"basic (\w+) Energy")


class _Wording:
    """Words one step: names become placeholders, so that the text can be escaped and each name
    then shown in the reader's language with the original beside it."""

    def __init__(self, lang: str):
        self.lang = lang
        self.names: list[str] = []

    def name(self, text: str) -> str:
        m = _BASIC.fullmatch(text)
        if m and m.group(1) in TYPES:
            kind = TYPES[m.group(1)][self.lang]
            return BASIC_ENERGY[self.lang].format(type=kind.capitalize() if self.lang == "en" else kind)
        self.names.append(text)
        return f"\ue000{len(self.names) - 1}\ue001"

    def term(self, term: Term) -> str:
        table = ENGLISH.get(type(term))
        if table and self.lang == "en":
            return table[term.key]
        return term.render(self.lang)

    def value(self, key: str, v: Any) -> Any:
        if isinstance(v, Term):
            return self.term(v)
        if isinstance(v, Message):
            return self.say(v.key, v.params)
        if isinstance(v, (list, tuple)):
            if not v:
                return NONE[self.lang]
            return SEPARATORS[self.lang].join("/".join(str(self.value(key, x)) for x in item) if isinstance(item, (list, tuple))
                                              else str(self.value(key, item)) for item in v)
        if not isinstance(v, str):
            return v
        if key == "check":
            return condition_words(v, self.lang)
        if key == "why":
            return count_words(v, self.lang)
        if key == "tags":
            return mark_name(v, self.lang)
        if key in NOT_NAMES:
            return v
        m = _AMOUNT.fullmatch(v)
        if key == "effects" and m:
            return f"{self.name(m.group(1))} {m.group(2)}"
        return self.name(v)

    def say(self, key: str, params: dict) -> str:
        template = (TEMPLATES.get(key) or MESSAGES[key])[self.lang]
        values = {k: self.value(k, v) for k, v in params.items()}
        for k, v in values.items():
            if v is None:  # no wording: the parenthesis that held it goes, or the message's own form
                template = re.sub(r"\s*[（(][^（）()]*\{%s(:[^}]*)?\}[^（）()]*[）)]" % k, "", template)
                template = template.replace("{%s}" % k, "…")
        return template.format(**{k: v for k, v in values.items() if v is not None})

    def html(self, text: str) -> Markup:
        out, last = [], 0
        for m in _NAME.finditer(text):
            out.append(escape(text[last:m.start()]))
            out.append(name_html(self.names[int(m.group(1))], self.lang))
            last = m.end()
        out.append(escape(text[last:]))
        return Markup("").join(out)

    def plain(self, text: str) -> str:
        return _NAME.sub(lambda m: display_name(self.names[int(m.group(1))], self.lang), text)


def name_html(name: str, lang: str) -> Markup:
    """A name in the reader's language, the original beside it, small, where they differ."""
    shown = display_name(name, lang)
    if shown == name:
        return escape(name)
    return Markup('{}<small class="orig" lang="{}"> {}</small>').format(shown, _lang_of(name), name)


def _lang_of(text: str) -> str:
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    return "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"


def step_html(step, lang: str) -> Markup:
    """A trace step (:class:`judge.engine.trace.Step`) as the reader reads it."""
    w = _Wording(lang)
    return w.html(w.say(step.key, step.params))


def step_text(step, lang: str) -> str:
    """A trace step as plain text (for a text alternative)."""
    w = _Wording(lang)
    return w.plain(w.say(step.key, step.params))


# --- outcomes and actions --------------------------------------------------------------------

PLACES = {
    "active": {"en": "Active Pokémon", "ja": "バトルポケモン", "zh": "战斗宝可梦"},
    "bench": {"en": "Benched Pokémon {n}", "ja": "ベンチポケモン{n}", "zh": "备战宝可梦{n}"},
}
OWNERS = {"me": {"en": "Player's {x}", "ja": "自分の{x}", "zh": "我方的{x}"},
          "opponent": {"en": "Opponent's {x}", "ja": "相手の{x}", "zh": "对手的{x}"}}
FIELDS = {
    "": {"en": "{x}", "ja": "{x}", "zh": "{x}"},
    "card": {"en": "{x}", "ja": "{x}", "zh": "{x}"},
    "damage": {"en": "{x}: damage", "ja": "{x}のダメージ", "zh": "{x}受到的伤害"},
    "counters": {"en": "{x}: damage counters", "ja": "{x}のダメカン", "zh": "{x}的伤害指示物"},
    "hp": {"en": "{x}: printed HP", "ja": "{x}のHP", "zh": "{x}的HP"},
    "max_hp": {"en": "{x}: maximum HP", "ja": "{x}の最大HP", "zh": "{x}的最大HP"},
    "remaining_hp": {"en": "{x}: remaining HP", "ja": "{x}の残りHP", "zh": "{x}的剩余HP"},
    "stage": {"en": "{x}: stage", "ja": "{x}の進化段階", "zh": "{x}的阶段"},
    "conditions": {"en": "{x}: Special Conditions", "ja": "{x}の特殊状態", "zh": "{x}的特殊状态"},
    "energy": {"en": "{x}: Energy attached", "ja": "{x}についているエネルギー", "zh": "{x}身上附着的能量"},
    "energy.count": {"en": "{x}: Energy units", "ja": "{x}のエネルギーの数", "zh": "{x}的能量数量"},
    "tool": {"en": "{x}: Pokémon Tool", "ja": "{x}のポケモンのどうぐ", "zh": "{x}的宝可梦道具"},
    "retreat_cost": {"en": "{x}: Retreat Cost", "ja": "{x}のにげるためのエネルギー", "zh": "{x}的撤退所需能量"},
    "attack_cost": {"en": "{x}: Energy for {arg}", "ja": "{x}のワザ「{arg}」に必要なエネルギー", "zh": "{x}的招式「{arg}」所需能量"},
    "effects": {"en": "{x}: effects on it", "ja": "{x}にかかっている効果", "zh": "{x}身上的效果"},
}
PLAYER_FIELDS = {
    "prizes_left": {"en": "Prize cards left", "ja": "残りのサイド", "zh": "剩余奖赏卡"},
    "prizes_taken": {"en": "Prize cards taken", "ja": "とったサイド", "zh": "已获得奖赏卡"},
    "knocked_out": {"en": "Pokémon Knocked Out", "ja": "きぜつしたポケモン", "zh": "昏厥的宝可梦"},
    "mulligans": {"en": "mulligans", "ja": "マリガンの回数", "zh": "重抽次数"},
    "deck_shuffled": {"en": "deck shuffled", "ja": "山札を切った", "zh": "重洗了牌库"},
    "hand": {"en": "hand", "ja": "手札", "zh": "手牌"},
    "deck": {"en": "deck", "ja": "山札", "zh": "牌库"},
    "discard": {"en": "discard pile", "ja": "トラッシュ", "zh": "弃牌区"},
    "prizes": {"en": "Prize cards", "ja": "サイド", "zh": "奖赏卡"},
    "bench.count": {"en": "Benched Pokémon", "ja": "ベンチポケモンの数", "zh": "备战宝可梦数量"},
    "attack_used": {"en": "attack counted as used", "ja": "使ったことになるワザ", "zh": "算作已使用的招式"},
    "in_play": {"en": "Pokémon in play", "ja": "場のポケモン", "zh": "场上的宝可梦"},
    "knocked_out.active": {"en": "Active Pokémon Knocked Out", "ja": "バトルポケモンがきぜつした", "zh": "战斗宝可梦昏厥"},
    "hand.count": {"en": "cards in hand", "ja": "手札の枚数", "zh": "手牌张数"},
    "deck.count": {"en": "cards in the deck", "ja": "山札の枚数", "zh": "牌库张数"},
    "discard.count": {"en": "cards in the discard pile", "ja": "トラッシュの枚数", "zh": "弃牌区张数"},
    "prizes.count": {"en": "Prize cards", "ja": "サイドの枚数", "zh": "奖赏卡张数"},
}
GAME_FIELDS = {
    "result": {"en": "Result of the game", "ja": "対戦の結果", "zh": "对战结果"},
    "turn": {"en": "turn", "ja": "番", "zh": "回合"},
    "current": {"en": "whose turn", "ja": "いまの番", "zh": "当前回合"},
    "stadium": {"en": "Stadium in play", "ja": "場のスタジアム", "zh": "场上的竞技场"},
    "turn_ended": {"en": "turn ended", "ja": "番が終わった", "zh": "回合已结束"},
}
#: Where a Pokémon named by its card is (``me.pokemon.<name>``), and a Benched Pokémon Knocked Out.
WHERE = {"en": "{x}: where it is", "ja": "{x}のいる場所", "zh": "{x}所在的位置"}
BENCH_KNOCKED_OUT = {"en": "Benched Pokémon {n} Knocked Out", "ja": "ベンチポケモン{n}がきぜつした", "zh": "备战宝可梦{n}昏厥"}
YES_NO = {True: {"en": "yes", "ja": "はい", "zh": "是"}, False: {"en": "no", "ja": "いいえ", "zh": "否"}}
WINNERS = {"me": {"en": "Player wins", "ja": "自分の勝ち", "zh": "我方获胜"},
           "opponent": {"en": "Opponent wins", "ja": "相手の勝ち", "zh": "对手获胜"},
           "draw": {"en": "draw", "ja": "引き分け", "zh": "平局"}}


def outcome_label(path: str, lang: str) -> str:
    """An outcome path (``opponent.active.damage``) in words ("Opponent's Active Pokémon: damage")."""
    parts = path.split(".")
    if parts[0] in GAME_FIELDS and len(parts) == 1:
        return GAME_FIELDS[parts[0]][lang]
    if parts[0] not in OWNERS or len(parts) < 2:
        return path
    owner, rest = parts[0], parts[1:]
    if rest[0] == "active":
        place, attr = PLACES["active"][lang], rest[1:]
    elif rest[0] == "bench" and len(rest) > 1 and rest[1].isdigit():
        place, attr = PLACES["bench"][lang].format(n=int(rest[1]) + 1), rest[2:]
    elif rest[0] == "pokemon" and len(rest) > 1:  # the Pokémon of that name, wherever it is
        place, attr = display_name(rest[1], lang), rest[2:]
        if not attr:
            return WHERE[lang].format(x=OWNERS[owner][lang].format(x=place))
    elif rest[:2] == ["knocked_out", "bench"] and len(rest) > 2 and rest[2].isdigit():
        return OWNERS[owner][lang].format(x=BENCH_KNOCKED_OUT[lang].format(n=int(rest[2]) + 1))
    else:
        key = ".".join(rest[:2]) if ".".join(rest[:2]) in PLAYER_FIELDS else rest[0]
        words = PLAYER_FIELDS.get(key)
        if words is None:
            return path
        return OWNERS[owner][lang].format(x=words[lang])
    x = OWNERS[owner][lang].format(x=place)
    field, arg = ".".join(attr), ""
    if attr and attr[0] == "attack_cost":
        field, arg = "attack_cost", display_name(".".join(attr[1:]), lang)
    words = FIELDS.get(field)
    return words[lang].format(x=x, arg=arg) if words else path


def value_html(path: str, value: Any, lang: str) -> Markup:
    """An outcome value as a reader reads it: names through the name table, lists joined, yes/no."""
    w = _Wording(lang)
    if value is None:
        return escape(NONE[lang])
    if isinstance(value, bool):
        return escape(YES_NO[value][lang])
    if path == "result" and value in WINNERS:
        return escape(WINNERS[value][lang])
    if path.endswith("conditions") and isinstance(value, list):
        from .engine.messages import Condition

        return escape(w.value("", [Condition(c) for c in value]))
    if path.endswith(".stage") and value in STAGES:
        return escape(w.term(Stage(value)))
    if isinstance(value, (list, tuple, str)):
        return w.html(str(w.value("", value)))
    return escape(str(value))


#: What the key step does, for the board's caption.
ACTIONS = {
    "attack": {"en": "the attack {name}", "ja": "ワザ「{name}」", "zh": "招式「{name}」"},
    "retreat": {"en": "retreating", "ja": "にげる", "zh": "撤退"},
    "attach": {"en": "attaching {card}", "ja": "{card}をつける", "zh": "附着{card}"},
    "play": {"en": "playing {card}", "ja": "{card}を使う", "zh": "使用{card}"},
    "evolve": {"en": "evolving into {into}", "ja": "{into}に進化", "zh": "进化为{into}"},
    "ability": {"en": "the Ability {name}", "ja": "特性「{name}」", "zh": "特性「{name}」"},
    "bench": {"en": "benching {card}", "ja": "{card}をベンチに出す", "zh": "将{card}放于备战区"},
    "use_stadium": {"en": "using the Stadium", "ja": "スタジアムの効果を使う", "zh": "使用竞技场的效果"},
    "end_turn": {"en": "the end of the turn", "ja": "番の終わり", "zh": "回合结束"},
    "checkup": {"en": "the Pokémon Checkup", "ja": "ポケモンチェック", "zh": "宝可梦检查"},
    "steps": {"en": "the card's text", "ja": "カードの効果", "zh": "卡牌的效果"},
    "check_knockouts": {"en": "checking for Knock Outs", "ja": "きぜつの確認", "zh": "确认昏厥"},
    "setup": {"en": "setting up", "ja": "対戦準備", "zh": "对战准备"},
}


def action_words(action: dict | None, lang: str) -> str:
    """The key step in words ("the attack とっしん")."""
    if not action:
        return ""
    template = ACTIONS.get(action["kind"], {}).get(lang)
    if template is None:
        return ""
    names = {k: display_name(str(action.get(k, "")), lang) for k in ("name", "card", "into")}
    if action["kind"] == "ability" and not names["name"]:
        names["name"] = display_name(str(action.get("pokemon", "")), lang)
    return template.format(**names).replace("「」", "")


# --- passages and titles ----------------------------------------------------------------------

#: Energy symbols as the corpus writes them: a letter code ([L]) or the type in brackets ([炎], [火], [Fire]).
SYMBOL_CODES = {"G": "grass", "R": "fire", "W": "water", "L": "lightning", "P": "psychic", "F": "fighting",
                "D": "darkness", "M": "metal", "Y": "fairy", "N": "dragon", "C": "colorless"}
_SYMBOL_NAMES = {word.lower(): key for key, words in TYPES.items() for word in words.values()}
_SYMBOL_NAMES.update({"無": "colorless", "无": "colorless", "闘": "fighting", "斗": "fighting", "悪": "darkness", "恶": "darkness"})
_SYMBOL = re.compile(r"\[([A-Za-z\u3040-\u30ff\u4e00-\u9fff?]{1,10})\]")


def symbol_type(token: str) -> str | None:
    """The type an energy symbol stands for ([L] → lightning, [炎] → fire), or None."""
    if token in SYMBOL_CODES:
        return SYMBOL_CODES[token]
    return _SYMBOL_NAMES.get(token.lower())


def with_symbols(text: str, lang: str) -> Markup:
    """Text with each energy symbol drawn as a symbol: a round mark in the type's colour carrying
    the type's name for screen readers and when printed; ``[?]`` (a symbol the guide's copy lost)
    as a grey mark named "a type"."""
    out, last = [], 0
    for m in _SYMBOL.finditer(text or ""):
        token = m.group(1)
        kind = "unknown" if token == "?" else symbol_type(token)
        if kind is None:
            continue
        out.append(escape(text[last:m.start()]))
        name = TYPE_NAMES_UNKNOWN[lang] if kind == "unknown" else type_name(kind, lang)
        out.append(Markup('<abbr class="e e-{}" title="{}">{}</abbr>').format(kind, name, "?" if kind == "unknown" else name[:1]))
        last = m.end()
    out.append(escape((text or "")[last:]))
    return Markup("").join(out)


TYPE_NAMES_UNKNOWN = {"en": "a type", "ja": "あるタイプ", "zh": "某属性"}


def type_name(kind: str, lang: str) -> str:
    """A type's name in ``lang`` (``Fire``, ``炎``, ``火``)."""
    word = TYPES.get(kind, {}).get(lang, kind)
    return word.capitalize() if lang == "en" else word
