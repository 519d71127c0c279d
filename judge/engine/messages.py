"""What the trace says, in English, Japanese and Chinese: one catalog of templates and the tables
of fixed words they take.

Each trace step (and each refusal) is a :class:`Message`: a key of :data:`MESSAGES` and its
parameters. Parameters are data: card, attack and Ability names (shown in the reader's language
where the name table knows them, the printed name beside), numbers, rule ids. A word from a fixed
set (a zone, a Special Condition, a player, an effect kind, a duration …) is a :class:`Term`
(:class:`Zone`, :class:`Condition` …), rendered through its table; a message inside a message
(the reason for a coin flip, what a protected Pokémon stops) is a :class:`Message` too; a count
or a condition of a card's text is a :class:`~judge.engine.wording.Count` or
:class:`~judge.engine.wording.Check`. Every one of them reads as plain words in each language: no
engine key or expression reaches the reader. Templates use the guides'
terms (ja ダメカン, バトルポケモン, トラッシュ …; zh 伤害指示物, 战斗宝可梦, 弃牌区 …; see
``index/terms.yaml``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

# --- the fixed words ----------------------------------------------------------------------------
# Each word as a reader reads it, in every language: the engine's own key (``this_turn``) is never shown.

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
#: What an effect does (``effects.KINDS``); a kind with an amount is said with it ("damage it takes: -20").
KINDS = {
    "damage_dealt": {"en": "damage it does", "ja": "与えるダメージの増減", "zh": "造成的伤害增减"},
    "damage_taken": {"en": "damage it takes", "ja": "受けるダメージの増減", "zh": "受到的伤害增减"},
    "prevent_damage": {"en": "takes no damage from attacks", "ja": "ワザのダメージを受けない", "zh": "不受招式的伤害"},
    "prevent_effects": {"en": "unaffected by effects of attacks", "ja": "ワザの効果を受けない", "zh": "不受招式的效果影响"},
    "no_weakness": {"en": "no Weakness", "ja": "弱点がなくなる", "zh": "没有弱点"},
    "no_resistance": {"en": "no Resistance", "ja": "抵抗力がなくなる", "zh": "没有抗性"},
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
    "no_abilities": {"en": "no Abilities", "ja": "特性がなくなる", "zh": "特性消除"},
    "no_tool_effects": {"en": "Pokémon Tools have no effect", "ja": "ポケモンのどうぐの効果がなくなる", "zh": "宝可梦道具的效果消除"},
    "survive_at": {"en": "HP it is left with", "ja": "HPが残る", "zh": "保留HP"},
    "may_retreat_while_unable": {"en": "may retreat while Asleep or Paralyzed", "ja": "ねむり・マヒでもにげられる", "zh": "睡眠、麻痹时也可以撤退"},
    "end_of_turn": {"en": "at the end of the turn", "ja": "番の終わりに", "zh": "回合结束时"},
    "on_checkup": {"en": "at the Checkup", "ja": "ポケモンチェックのとき", "zh": "宝可梦检查时"},
    "energy_provides": {"en": "Energy each basic Energy provides", "ja": "エネルギー何個ぶんとしてはたらくかが変わる", "zh": "能量作为几个能量发挥作用发生变化"},
    "mega_keeps_turn": {"en": "Mega Evolving doesn't end the turn", "ja": "M進化しても番が終わらない", "zh": "超级进化后回合不结束"},
}

#: A basic Energy card's name is the engine's own (``basic fire Energy``, see
#: ``turn.energy_from_spec``) or the guides' (基本炎エネルギー, 基本火能量): it reads in each
#: language with the type's word.
BASIC_ENERGY = {"en": "basic {type} Energy", "ja": "基本{type}エネルギー", "zh": "基本{type}能量"}
_BASIC_ENERGY = {**{BASIC_ENERGY[lang].format(type=words[lang]): t for t, words in TYPES.items() for lang in BASIC_ENERGY},
                 **{BASIC_ENERGY["en"].format(type=t): t for t in TYPES}}
#: How a list reads: its items joined, or the word for none when it is empty.
SEPARATORS = {"en": ", ", "ja": "、", "zh": "、"}
NONE = {"en": "none", "ja": "なし", "zh": "无"}
#: Parameters that are never card, attack or Ability names: rule ids, step numbers, editions.
NOT_NAMES = {"rules", "by", "at", "edition"}

#: How a name reads in the reader's language (``named``, or the page's hook that marks names up).
Name = Callable[[str], str]


class Words:
    """A parameter that reads in words (a fixed word, a message, an expression of card text),
    rendered per language. ``render`` gives None when there is no wording: the message then
    leaves the parameter out rather than show it raw."""

    def render(self, lang: str, name: Name | None = None) -> str | None:
        raise NotImplementedError


@dataclass(frozen=True)
class Term(Words):
    """A word from one of the fixed tables, rendered per language."""

    key: str
    TABLE: ClassVar[dict[str, dict[str, str]]] = {}

    def __post_init__(self) -> None:
        if self.key not in self.TABLE:
            raise ValueError(f"unknown {type(self).__name__.lower()} {self.key!r} (known: {', '.join(self.TABLE)})")

    def render(self, lang: str, name: Name | None = None) -> str:
        return self.TABLE[self.key][lang]


class Side(Term):
    TABLE = SIDES


class Result(Term):
    TABLE = RESULTS


class Zone(Term):
    TABLE = ZONES


class Condition(Term):
    TABLE = CONDITIONS


class EnergyType(Term):
    TABLE = TYPES


class CardKind(Term):
    TABLE = CARD_KINDS


class CardFilter(Term):
    TABLE = CARD_FILTERS


class Stage(Term):
    TABLE = STAGES


class RuleBox(Term):
    TABLE = RULE_BOXES


class RulesetName(Term):
    TABLE = RULESETS


class Coin(Term):
    TABLE = COINS


class Duration(Term):
    TABLE = DURATIONS


class Kind(Term):
    TABLE = KINDS


#: Every table a :class:`Term` renders through.
TABLES: dict[str, dict[str, dict[str, str]]] = {
    t.__name__: t.TABLE for t in (Side, Result, Zone, Condition, EnergyType, CardKind, CardFilter, Stage, RuleBox, RulesetName, Coin,
                                  Duration, Kind)
}


@dataclass(frozen=True)
class Message(Words):
    """One thing the trace says: a key of :data:`MESSAGES` and its parameters."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, lang: str = "en", name: Name | None = None) -> str:
        """The message in ``lang``; each card, attack or Ability name through ``name`` (default:
        :func:`named`). A parameter with no wording is left out with the parenthesis holding it."""
        name = name or (lambda text: named(text, lang))
        template = MESSAGES[self.key][lang]
        values = {k: _value(k, v, lang, name) for k, v in self.params.items()}
        for k, v in values.items():
            if v is None:
                template = re.sub(r"\s*[（(][^（）()]*\{%s(:[^}]*)?\}[^（）()]*[）)]" % k, "", template)
                template = template.replace("{%s}" % k, "…")
        return template.format(**{k: v for k, v in values.items() if v is not None})


def message(key: str, **params: Any) -> Message:
    """``message("counters_removed", n=2, card="ピカチュウ")``."""
    if key not in MESSAGES:
        raise KeyError(f"no trace message {key!r}")
    return Message(key, params)


def render(key: str, params: dict[str, Any], lang: str = "en", name: Name | None = None) -> str:
    """The message ``key`` with ``params`` in ``lang`` (``en``, ``ja`` or ``zh``)."""
    return Message(key, params).render(lang, name)


def _value(key: str, v: Any, lang: str, name: Name) -> Any:
    """A parameter as it reads in ``lang``: words rendered, lists joined (a list inside a list,
    such as the types one Energy unit provides, joined with ``/``), a basic Energy card's name with
    its type's word, any other name through ``name``; numbers and ids as they are."""
    if isinstance(v, Words):
        return v.render(lang, name)
    if isinstance(v, (list, tuple)):
        if not v:
            return NONE[lang]
        said = []
        for item in v:
            x = "/".join(str(_value(key, y, lang, name)) for y in item) if isinstance(item, (list, tuple)) else _value(key, item, lang, name)
            if x is not None:
                said.append(str(x))
        return SEPARATORS[lang].join(said) if said else None
    if isinstance(v, str) and key not in NOT_NAMES:
        if v in _BASIC_ENERGY:
            return BASIC_ENERGY[lang].format(type=TYPES[_BASIC_ENERGY[v]][lang])
        return name(v)
    return v


def shown(value: Any, lang: str, name: Name | None = None) -> str:
    """A value a step starts from or leaves (its ``before`` and ``after``) as it reads: a number as
    it is, a list joined (the word for none when empty), a Special Condition as its word, a card
    name as names read."""
    name = name or (lambda text: named(text, lang))
    if isinstance(value, (list, tuple)):
        return _value("", [Condition(v) if isinstance(v, str) and v in CONDITIONS else v for v in value], lang, name) or NONE[lang]
    if isinstance(value, str) and value in CONDITIONS:
        return CONDITIONS[value][lang]
    if value is None:
        return NONE[lang]
    return str(_value("", value, lang, name))


def ruleset_name(key: str | None, lang: str) -> str | None:
    """The rules a replay plays by, in ``lang`` (an unknown key as it is)."""
    return RULESETS[key][lang] if key in RULESETS else key


def named(name: str, lang: str) -> str:
    """A card, attack or Ability name in ``lang`` where the name table knows it, the name as
    printed beside it ("Growlithe (ガーディ)"); else the name as printed."""
    from judge.lang.names import translate

    word = translate(name, lang)
    return f"{word} ({name})" if word and word != name else name


def _m(en: str, ja: str, zh: str) -> dict[str, str]:
    """One message's templates."""
    return {"en": en, "ja": ja, "zh": zh}


#: Every message the engine says, by key.
MESSAGES: dict[str, dict[str, str]] = {
    # --- where a step's rule comes from, when the cited ruling is not an official guide's statement (trace.Step.basis)
    "basis_secondary": _m("(not stated by the guides: the non-official overview {edition} says so)",
                          "［ルールガイドには書かれていない：非公式の解説 {edition} による］", "［规则指南中没有写明：依据非官方的概述 {edition}］"),
    "basis_inference": _m("(inference: {why})", "［推論：{why}］", "［推论：{why}］"),
    "why_two_weaknesses": _m("no guide speaks of two matching Weakness types; the XY notice lists ×4 among its differences from the current rules, "
                             "so the current rules are taken to apply Weakness once",
                             "弱点のタイプが2つ一致する場合はどのルールガイドにも書かれていない。XYの告知は×4を現在のルールとの相違点としているので、"
                             "現在のルールでは弱点を1回だけ計算するものとする",
                             "所有规则指南都没有提到两个弱点属性相符的情况；XY的公告把×4列为与现行规则的不同点，因此视作现行规则只计算1次弱点"),
    "why_no_condition_on_bench": _m("going to the Bench ends every Special Condition (I-A-03), so a Benched Pokémon is taken to have none",
                                    "ベンチにもどると特殊状態はすべてなくなる（I-A-03）ので、ベンチポケモンは特殊状態にならないものとする",
                                    "回到备战区后特殊状态将全部消除（I-A-03），因此视作备战宝可梦不会陷入特殊状态"),
    # --- coins (turn.flip_coin) and why each is flipped
    "coin_flip": _m("coin flip ({why}): {result}", "コイン投げ（{why}）：{result}", "抛硬币（{why}）：{result}"),
    "coin_burn_recovery": _m("Checkup: {card} Burn recovery", "ポケモンチェック：{card}のやけどの回復", "宝可梦检查：{card}的灼伤恢复"),
    "coin_burned": _m("Checkup: {card} is Burned", "ポケモンチェック：{card}はやけど", "宝可梦检查：{card}处于灼伤状态"),
    "coin_asleep": _m("Checkup: {card} is Asleep", "ポケモンチェック：{card}はねむり", "宝可梦检查：{card}处于睡眠状态"),
    "coin_confused": _m("{card} is Confused", "{card}はこんらん", "{card}处于混乱状态"),
    "coin_effect_fails": _m("{effect}: tails, the attack fails", "{effect}：ウラならワザは失敗", "{effect}：反面则招式失败"),
    "coin_attack_fails": _m("{attack}: tails, this attack fails", "{attack}：ウラならこのワザは失敗", "{attack}：反面则这个招式失败"),
    "coin_of": _m("{name}: coin {i} of {n}", "{name}：{n}回中{i}回目", "{name}：共{n}次中的第{i}次"),
    "coin_until_tails": _m("{name}: flip until tails ({heads} heads so far)", "{name}：ウラが出るまで投げる（ここまでオモテ{heads}回）",
                           "{name}：抛掷直到出现反面（目前正面{heads}次）"),

    # --- setting up (setup)
    "setup_first": _m("steps 1-2: {player} goes first", "手順1-2：{player}が先攻", "步骤1-2：{player}先攻"),
    "setup_first_xy": _m("steps 1-2: {player} goes first (xy-2016: decided after the Prize cards are set)",
                         "手順1-2：{player}が先攻（xy-2016：サイドを置いたあとで決める）", "步骤1-2：{player}先攻（xy-2016：在放置奖赏卡之后决定）"),
    "setup_no_basics": _m("step 5 a: neither player has a Basic Pokémon: both show their hands and start again from step 3",
                          "手順5 a：どちらのプレイヤーにもたねポケモンがない：おたがいに手札を見せ、手順3からやり直す",
                          "步骤5 a：双方玩家都没有基础宝可梦：双方展示手牌，从步骤3重新开始"),
    "setup_mulligan": _m("step 5 c-d: {player} has no Basic Pokémon (mulligan {n}): shows the hand, returns it and draws again",
                         "手順5 c-d：{player}にはたねポケモンがない（{n}回目のマリガン）：手札を見せ、山札にもどして引き直す",
                         "步骤5 c-d：{player}没有基础宝可梦（第{n}次重抽）：展示手牌，放回牌库后重新抽取"),
    "setup_placed": _m("steps 5-6: {player} puts {card} Active and {n} Pokémon on the Bench",
                       "手順5-6：{player}は{card}をバトル場に、{n}匹をベンチに出す", "步骤5-6：{player}将{card}放于战斗场，将{n}只宝可梦放于备战区"),
    "setup_prizes": _m("step 7: {player} sets {n} Prize cards", "手順7：{player}はサイドを{n}枚置く", "步骤7：{player}放置{n}张奖赏卡"),
    "setup_extra": _m("step 7: {player} declares {n} of up to {allowed} and draws {cards}",
                      "手順7：{player}は最大{allowed}枚のうち{n}枚を宣言して引く：{cards}", "步骤7：{player}宣告最多{allowed}张中的{n}张并抽取：{cards}"),
    "setup_extra_none": _m("step 7: {player} declares {n} of up to {allowed} and draws nothing",
                           "手順7：{player}は最大{allowed}枚のうち{n}枚を宣言し、何も引かない", "步骤7：{player}宣告最多{allowed}张中的{n}张，不抽取任何卡牌"),
    "setup_extra_bench": _m("step 7: {player} puts {card} on the Bench", "手順7：{player}は{card}をベンチに出す", "步骤7：{player}将{card}放于备战区"),
    "setup_begins": _m("step 8: the game begins; turn 1 is {player}'s", "手順8：対戦開始。1番目の番は{player}の番", "步骤8：对战开始；第1回合是{player}的回合"),

    # --- turns, Energy, costs, moving Pokémon, evolution, Trainers, Abilities (turn)
    "energy_attached": _m("attach {energy} to {card} from the {zone}", "{zone}から{energy}を{card}につける", "从{zone}将{energy}附着于{card}"),
    "attach_trigger": _m("{effect}: an Energy card was attached from hand (once per card, whatever it provides)",
                         "{effect}：手札からエネルギーカードをつけた（何個分のエネルギーでもカード1枚につき1回）",
                         "{effect}：从手牌附着了能量卡（无论提供几个能量，每张卡牌1次）"),
    "energy_attach_text": _m("{energy}: attached from hand", "{energy}：手札からつけた", "{energy}：从手牌附着"),
    "attack_cost_none": _m("{effect}: the attack needs no Energy (none wins over more and less)",
                           "{effect}：ワザに必要なエネルギーはなくなる（「なくなる」は「多くなる」「少なくなる」より優先）",
                           "{effect}：招式所需能量消除（“消除”优先于“增加”和“减少”）"),
    "attack_cost_changed": _m("{effect}: attack cost {amount:+d} {type}", "{effect}：ワザに必要なエネルギー {type} {amount:+d}",
                              "{effect}：招式所需能量 {type} {amount:+d}"),
    "retreat_cost_none": _m("{effect}: no Retreat Cost (none wins over more and less)",
                            "{effect}：にげるためのエネルギーはなくなる（「なくなる」は「多くなる」「少なくなる」より優先）",
                            "{effect}：撤退所需能量消除（“消除”优先于“增加”和“减少”）"),
    "retreat_cost_summed": _m("Retreat Cost {cost} with {effects} (summed {total:+d})", "にげるためのエネルギー {cost}、{effects}（合計 {total:+d}）",
                              "撤退所需能量 {cost}，{effects}（合计 {total:+d}）"),
    "bench_clears": _m("{card} goes to the Bench: every effect and Special Condition on it ends ({ended})",
                       "{card}はベンチにもどる：受けていた効果や特殊状態はすべてなくなる（{ended}）", "{card}回到备战区：之前受到的效果、特殊状态全部消除（{ended}）"),
    "switched": _m("{player}: {old} and {new} switch; {new} is now Active", "{player}：{old}と{new}を入れ替える。{new}がバトルポケモンになる",
                   "{player}：{old}与{new}互换；{new}成为战斗宝可梦"),
    "retreat_declared": _m("{player} declares that {card} retreats (step 1)", "{player}は{card}をにがすと宣言する（手順1）", "{player}宣告{card}撤退（步骤1）"),
    "retreat_while_unable": _m("{effect}: {card} may retreat though {condition} (the card's text over the rules)",
                               "{effect}：{card}は{condition}でもにげられる（プレイルールよりカードに書かれていることを優先）",
                               "{effect}：{card}即使处于{condition}状态也可以撤退（优先遵循卡牌上所写的内容）"),
    "retreat_paid": _m("discard {cost} Energy for the Retreat Cost: {energy} (step 2)", "にげるためのエネルギー{cost}個分をトラッシュ：{energy}（手順2）",
                       "将撤退所需的{cost}个能量放于弃牌区：{energy}（步骤2）"),
    "mega_keeps_turn": _m("{effect}: Mega Evolving does not end the turn", "{effect}：M進化しても番は終わらない", "{effect}：超级进化后回合不会结束"),
    "mega_ends_turn": _m("{card} Mega Evolved: {player}'s turn ends ({ruleset})", "{card}がM進化した：{player}の番は終わる（{ruleset}）",
                         "{card}进行了超级进化：{player}的回合结束（{ruleset}）"),
    "evolved": _m("{card} evolves into {evolved}; damage {damage}, Energy and Tool stay",
                  "{card}は{evolved}に進化する。ダメージ{damage}、エネルギーとどうぐはそのまま", "{card}进化为{evolved}；伤害{damage}、能量和宝可梦道具保持不变"),
    "evolved_keeps_effects": _m("{card} evolved: effects that are not effects of attacks stay ({ruleset}): {kept}",
                                "{card}は進化した：ワザの効果ではない効果は残る（{ruleset}）：{kept}", "{card}进化了：不是招式效果的效果会保留（{ruleset}）：{kept}"),
    "evolved_ends": _m("{card} evolves into {evolved}; damage {damage}, Energy and Tool stay; ends {ended}",
                       "{card}は{evolved}に進化する。ダメージ{damage}、エネルギーとどうぐはそのまま。{ended}はなくなる",
                       "{card}进化为{evolved}；伤害{damage}、能量和宝可梦道具保持不变；{ended}消除"),
    "evolved_skipping": _m("{card} evolves into {evolved} (skipping a stage); damage {damage}, Energy and Tool stay",
                           "{card}は{evolved}に進化する（進化の段階をとばす）。ダメージ{damage}、エネルギーとどうぐはそのまま",
                           "{card}进化为{evolved}（跳过一个阶段）；伤害{damage}、能量和宝可梦道具保持不变"),
    "evolved_skipping_ends": _m("{card} evolves into {evolved} (skipping a stage); damage {damage}, Energy and Tool stay; ends {ended}",
                                "{card}は{evolved}に進化する（進化の段階をとばす）。ダメージ{damage}、エネルギーとどうぐはそのまま。{ended}はなくなる",
                                "{card}进化为{evolved}（跳过一个阶段）；伤害{damage}、能量和宝可梦道具保持不变；{ended}消除"),
    "devolve_nothing": _m("{card} is not evolved: nothing to devolve", "{card}は進化していない：退化させるものはない", "{card}没有进化：无法退化"),
    "devolved": _m("{card} devolves into {below}; the Evolution card goes to the {zone}; damage {damage} stays",
                   "{card}は{below}に退化する。進化カードは{zone}へ、ダメージ{damage}はそのまま", "{card}退化为{below}；进化卡放回{zone}，伤害{damage}保持不变"),
    "stadium_replaced": _m("{old} is discarded: {card} replaces it", "{old}をトラッシュし、{card}に置き換える", "{old}被放于弃牌区：由{card}取代"),
    "stadium_played": _m("{player} plays the Stadium {card}", "{player}はスタジアム「{card}」を出す", "{player}使出竞技场「{card}」"),
    "tool_attached": _m("{player} attaches the Pokémon Tool {card} to {target}", "{player}はポケモンのどうぐ「{card}」を{target}につける",
                        "{player}将宝可梦道具「{card}」放于{target}身上"),
    "trainer_played": _m("{player} plays the {kind} {card}", "{player}は{kind}「{card}」を手札から出して使う", "{player}从手牌使出{kind}「{card}」"),
    "trainer_done": _m("{card} goes to the {zone} once its text is done", "{card}は効果が終わったあと{zone}に置く", "{card}的效果结束后放于{zone}"),
    "ability_used_from_zone": _m("{player} uses {ability} of {card} in the {zone} (an Ability used from there, not in play)",
                                 "{player}は{zone}にある{card}の特性「{ability}」を使う（場ではなくそこで使える特性）",
                                 "{player}使用位于{zone}的{card}的特性「{ability}」（在该处而非场上使用的特性）"),
    "ability_used": _m("{player} uses {card}'s Ability {ability}", "{player}は{card}の特性「{ability}」を使う", "{player}使用{card}的特性「{ability}」"),
    "ability_cost": _m("{ability}: its cost first", "{ability}：まず使うための条件を行う", "{ability}：先满足使用条件"),
    "benched_from_hand": _m("{player} puts {card} from the hand onto the Bench ({count} of {size})",
                            "{player}は手札から{card}をベンチに出す（{size}匹中{count}匹目）", "{player}从手牌将{card}放于备战区（{size}只中的第{count}只）"),
    "stadium_used": _m("{player} uses the effect of the Stadium {card}", "{player}はスタジアム「{card}」の効果を使う", "{player}使用竞技场「{card}」的效果"),
    "turn_end": _m("end of turn {turn} ({player}): \"at the end of the turn\" effects, then the Pokémon Checkup",
                   "{turn}番目の番の終わり（{player}）：「番の終わりに」の効果、次にポケモンチェック",
                   "第{turn}回合结束（{player}）：先处理“回合结束时”的效果，然后进行宝可梦检查"),
    "end_of_turn_effect": _m("{effect}: at the end of the turn, before the Checkup", "{effect}：番の終わり、ポケモンチェックの前",
                             "{effect}：回合结束时，在宝可梦检查之前"),
    "effect_expires": _m("{effect} ({duration}) ends with turn {turn}, before the Checkup",
                         "{effect}（{duration}）は{turn}番目の番の終わりに、ポケモンチェックの前になくなる",
                         "{effect}（{duration}）随第{turn}回合结束而消除，在宝可梦检查之前"),
    "turn_begins": _m("turn {turn}: {player} begins and draws", "{turn}番目の番：{player}の番が始まり、山札を引く", "第{turn}回合：{player}的回合开始，抽取卡牌"),
    "no_card_to_draw": _m("{player} has no card to draw at the start of the turn", "{player}は番のはじめに引く山札がない",
                          "{player}在回合开始时牌库中没有可以抽取的卡牌"),

    # --- attacking (attack)
    "attack_declared": _m("{player}'s {card} declares {attack}", "{player}の{card}はワザ「{attack}」を宣言する", "{player}的{card}宣告招式「{attack}」"),
    "attack_first_turn": _m("{attack} can be used even on the first player's first turn (its own text)",
                            "{attack}は先攻プレイヤーの最初の番でも使える（ワザ自身の記載）", "{attack}在先攻玩家的最初回合也可以使用（招式自身的记载）"),
    "attack_usable_while": _m("{attack} can be used even while {condition} (its own text)", "{attack}は{condition}でも使える（ワザ自身の記載）",
                              "{attack}即使处于{condition}状态也可以使用（招式自身的记载）"),
    "attack_reduced_cost": _m("{attack} needs only {cost} now ({check}), whatever changes its cost",
                              "{attack}は今は{cost}だけで使える（{check}）。必要なエネルギーを変える効果にかかわらない",
                              "{attack}现在只需{cost}即可使用（{check}），不受改变所需能量的效果影响"),
    "attack_free": _m("{attack}: its own text lets it be used without Energy now ({check})",
                      "{attack}：ワザ自身の記載により、今はエネルギーなしで使える（{check}）", "{attack}：根据招式自身的记载，现在无需能量即可使用（{check}）"),
    "attack_copied": _m("{attack} is used as {source}'s {copied}: its damage and effects, under the name {attack}; its Energy cost is not needed",
                        "{attack}を{source}のワザ「{copied}」として使う：ダメージと効果はそのワザのもの、名前は{attack}のまま。そのワザに必要なエネルギーはいらない",
                        "{attack}作为{source}的招式「{copied}」使用：造成其伤害和效果，招式名称仍为{attack}；无需其所需能量"),
    "attack_fails_effect": _m("{attack} fails: it does not count as used; the turn ends (step 2-a)",
                              "{attack}は失敗：ワザを使ったことにはならない。番は終わる（手順2-a）", "{attack}失败：不视为使用了招式；回合结束（步骤2-a）"),
    "confusion_tails": _m("Confusion: tails, {attack} fails and {card} gets 3 damage counters; the turn ends (step 2-b)",
                          "こんらん：ウラなので{attack}は失敗し、{card}にダメカンを3個のせる。番は終わる（手順2-b）",
                          "混乱：反面，{attack}失败，在{card}身上放置3个伤害指示物；回合结束（步骤2-b）"),
    "attack_fails_own": _m("{attack} fails by its own text: no damage and no effects; it counts as used and the turn ends",
                           "{attack}はワザ自身の記載により失敗：ダメージも効果もない。ワザを使ったことになり、番は終わる",
                           "{attack}因招式自身的记载而失败：没有伤害也没有效果；视为使用了招式，回合结束"),
    "before_damage": _m("{attack}: what the text says to do before doing damage (step 3)", "{attack}：「ダメージを与える前に」と書かれていることを行う（手順3）",
                        "{attack}：执行“在造成伤害前”所写的内容（步骤3）"),
    "attack_does_nothing": _m("{attack} does nothing: what its text requires could not be done", "{attack}は何もしない：書かれている条件を満たせなかった",
                              "{attack}不产生任何效果：无法满足其所写的条件"),
    "other_effects": _m("{attack}: effects other than damage, in printed order (step 5)", "{attack}：ダメージ以外の効果を書かれている順に（手順5）",
                        "{attack}：按所写顺序处理除伤害外的效果（步骤5）"),
    "not_damaged": _m("{card} took {damage} damage: not \"damaged by an attack\" (needs 10 or more)",
                      "{card}が受けたダメージは{damage}：「ワザのダメージを受けた」にはならない（10以上が必要）",
                      "{card}受到的伤害为{damage}：不算“受到招式的伤害”（需要10以上）"),
    "trigger_not_applied": _m("{effect} does not apply (it needs: {check})", "{effect}ははたらかない（条件：{check}）", "{effect}不生效（条件：{check}）"),
    "damaged_trigger": _m("{effect}: {card} was damaged by an attack; its effect happens before any Knock Out (step 6)",
                          "{effect}：{card}はワザのダメージを受けた。この効果はきぜつより前にはたらく（手順6）",
                          "{effect}：{card}受到了招式的伤害；这个效果在昏厥之前发动（步骤6）"),
    "knockout_check": _m("check for Knocked Out Pokémon (step 7)", "きぜつしたポケモンを確認する（手順7）", "确认昏厥的宝可梦（步骤7）"),
    "turn_over": _m("{player}'s turn ends after the attack", "ワザを使ったので{player}の番は終わる", "使用招式后，{player}的回合结束"),

    # --- the damage calculation (damage)
    "effect_amount": _m("{effect} {amount:+d}", "{effect} {amount:+d}", "{effect} {amount:+d}"),
    "damage_base": _m("damage step 1: base damage {amount}", "ダメージ計算 手順1：ワザのダメージ {amount}", "伤害计算步骤1：招式的伤害 {amount}"),
    "damage_base_bench": _m("damage step 1: base damage {amount} (to the Bench)", "ダメージ計算 手順1：ワザのダメージ {amount}（ベンチへ）",
                            "伤害计算步骤1：招式的伤害 {amount}（对备战区）"),
    "damage_base_self": _m("damage step 1: base damage {amount} (to itself)", "ダメージ計算 手順1：ワザのダメージ {amount}（自分へ）",
                           "伤害计算步骤1：招式的伤害 {amount}（对自己）"),
    "damage_base_own_bench": _m("damage step 1: base damage {amount} (to a Benched Pokémon on its own side)",
                                "ダメージ計算 手順1：ワザのダメージ {amount}（自分のベンチポケモンへ）", "伤害计算步骤1：招式的伤害 {amount}（对己方的备战宝可梦）"),
    "damage_plus": _m("damage step 1-b: + {value} ({why})", "ダメージ計算 手順1-b：+ {value}（{why}）", "伤害计算步骤1-b：+ {value}（{why}）"),
    "damage_times": _m("damage step 1-b: {count} × {value} ({why})", "ダメージ計算 手順1-b：{count} × {value}（{why}）", "伤害计算步骤1-b：{count} × {value}（{why}）"),
    "damage_minus": _m("damage step 1-b: − {value} ({why})", "ダメージ計算 手順1-b：− {value}（{why}）", "伤害计算步骤1-b：− {value}（{why}）"),
    "damage_end_modifier": _m("damage step 1-b: × or − left 0 or less; the calculation ends",
                              "ダメージ計算 手順1-b：×や−で0以下になった。ダメージ計算を終わる", "伤害计算步骤1-b：×或−的结果为0或以下；伤害计算结束"),
    "damage_not_applied": _m("damage step {at}: {effect} does not apply (it needs: {check})",
                             "ダメージ計算 手順{at}：{effect}ははたらかない（条件：{check}）", "伤害计算步骤{at}：{effect}不生效（条件：{check}）"),
    "damage_attacker_effects": _m("damage step 2: effects on the attacking Pokémon: {effects} (summed {total:+d})",
                                  "ダメージ計算 手順2：ダメージを与えるポケモンにかかっている効果：{effects}（合計 {total:+d}）",
                                  "伤害计算步骤2：造成伤害的宝可梦身上附加的效果：{effects}（合计 {total:+d}）"),
    "damage_end_attacker_effects": _m("damage step 2: effects on the attacking Pokémon left 0 or less; the calculation ends",
                                      "ダメージ計算 手順2：ダメージを与えるポケモンにかかっている効果で0以下になった。ダメージ計算を終わる",
                                      "伤害计算步骤2：造成伤害的宝可梦身上附加的效果使结果为0或以下；伤害计算结束"),
    "weakness_bench": _m("damage step 3: damage to a Benched Pokémon: no Weakness", "ダメージ計算 手順3：ベンチポケモンへのダメージ：弱点は計算しない",
                         "伤害计算步骤3：对备战宝可梦的伤害：不计算弱点"),
    "weakness_ignored": _m("damage step 3: the attack doesn't apply Weakness", "ダメージ計算 手順3：このワザは弱点を計算しない", "伤害计算步骤3：这个招式不计算弱点"),
    "weakness_removed": _m("damage step 3: {effect}: the Defending Pokémon has no Weakness", "ダメージ計算 手順3：{effect}：ダメージを受けるポケモンの弱点はなくなっている",
                           "伤害计算步骤3：{effect}：受到伤害的宝可梦没有弱点"),
    "weakness_removal_ignored": _m("damage step 3: {effect} is not applied: the attack ignores effects on the Defending Pokémon, effects on its Weakness included ({ruleset})",
                                   "ダメージ計算 手順3：{effect}は計算しない：このワザはダメージを受けるポケモンにかかっている効果を、弱点を変更する効果も含めて計算しない（{ruleset}）",
                                   "伤害计算步骤3：不计算{effect}：这个招式不计算受到伤害的宝可梦身上附加的效果，包括变更弱点的效果（{ruleset}）"),
    "removal_not_ignored": _m("{effect} still applies: ignoring effects on the Defending Pokémon does not reach effects on Weakness or Resistance ({ruleset})",
                              "{effect}は計算する：ダメージを受けるポケモンにかかっている効果を計算しないワザでも、弱点・抵抗力を変更する効果は対象ではない（{ruleset}）",
                              "{effect}仍然计算：不计算受到伤害的宝可梦身上附加的效果的招式，也不涉及变更弱点、抗性的效果（{ruleset}）"),
    "weakness_two_types": _m("damage step 3: two Weakness types match: ×{multiplier} ({ruleset})", "ダメージ計算 手順3：弱点のタイプが2つ一致：×{multiplier}（{ruleset}）",
                             "伤害计算步骤3：两个弱点属性相符：×{multiplier}（{ruleset}）"),
    "weakness_plus": _m("damage step 3: Weakness {type} +{plus}", "ダメージ計算 手順3：弱点 {type} +{plus}", "伤害计算步骤3：弱点 {type} +{plus}"),
    "weakness_times": _m("damage step 3: Weakness {type} ×{multiplier}", "ダメージ計算 手順3：弱点 {type} ×{multiplier}", "伤害计算步骤3：弱点 {type} ×{multiplier}"),
    "resistance_bench": _m("damage step 4: no Resistance on the Bench", "ダメージ計算 手順4：ベンチでは抵抗力は計算しない", "伤害计算步骤4：备战区不计算抗性"),
    "resistance_ignored": _m("damage step 4: no Resistance (the attack doesn't apply it)", "ダメージ計算 手順4：抵抗力は計算しない（このワザは抵抗力を計算しない）",
                             "伤害计算步骤4：不计算抗性（这个招式不计算抗性）"),
    "resistance_removed": _m("damage step 4: {effect}: the Defending Pokémon has no Resistance",
                             "ダメージ計算 手順4：{effect}：ダメージを受けるポケモンの抵抗力はなくなっている", "伤害计算步骤4：{effect}：受到伤害的宝可梦没有抗性"),
    "resistance_removal_ignored": _m("damage step 4: {effect} is not applied: the attack ignores effects on the Defending Pokémon, effects on its Resistance included ({ruleset})",
                                     "ダメージ計算 手順4：{effect}は計算しない：このワザはダメージを受けるポケモンにかかっている効果を、抵抗力を変更する効果も含めて計算しない（{ruleset}）",
                                     "伤害计算步骤4：不计算{effect}：这个招式不计算受到伤害的宝可梦身上附加的效果，包括变更抗性的效果（{ruleset}）"),
    "resistance": _m("damage step 4: Resistance {type} −{minus}", "ダメージ計算 手順4：抵抗力 {type} −{minus}", "伤害计算步骤4：抗性 {type} −{minus}"),
    "damage_end_resistance": _m("damage step 4: Resistance left 0 or less; the calculation ends", "ダメージ計算 手順4：抵抗力で0以下になった。ダメージ計算を終わる",
                                "伤害计算步骤4：抗性使结果为0或以下；伤害计算结束"),
    "defender_effects_ignored": _m("damage step 5: not applied (the attack ignores effects on the Defending Pokémon): {effects}",
                                   "ダメージ計算 手順5：計算しない（このワザはダメージを受けるポケモンにかかっている効果を計算しない）：{effects}",
                                   "伤害计算步骤5：不计算（这个招式不计算受到伤害的宝可梦身上附加的效果）：{effects}"),
    "damage_defender_effects": _m("damage step 5: effects on the Defending Pokémon: {effects} (summed {total:+d})",
                                  "ダメージ計算 手順5：ダメージを受けるポケモンにかかっている効果：{effects}（合計 {total:+d}）",
                                  "伤害计算步骤5：受到伤害的宝可梦身上附加的效果：{effects}（合计 {total:+d}）"),
    "damage_end_defender_effects": _m("damage step 5: effects on the Defending Pokémon left 0 or less; the calculation ends",
                                      "ダメージ計算 手順5：ダメージを受けるポケモンにかかっている効果で0以下になった。ダメージ計算を終わる",
                                      "伤害计算步骤5：受到伤害的宝可梦身上附加的效果使结果为0或以下；伤害计算结束"),
    "damage_end_prevented": _m("damage step 6: {effect} prevents the damage; the calculation ends", "ダメージ計算 手順6：{effect}でダメージを受けない。ダメージ計算を終わる",
                               "伤害计算步骤6：{effect}使其不受到伤害；伤害计算结束"),
    "prevention_ignored": _m("damage step 6: damage prevention not applied (the attack ignores effects on the Defending Pokémon)",
                             "ダメージ計算 手順6：ダメージを受けない効果は計算しない（このワザはダメージを受けるポケモンにかかっている効果を計算しない）",
                             "伤害计算步骤6：不计算防止伤害的效果（这个招式不计算受到伤害的宝可梦身上附加的效果）"),
    "survives_at": _m("damage step 6: {effect}: {card} had full HP, so it is left with {hp} HP", "ダメージ計算 手順6：{effect}：{card}のHPはまんたんだったので、HPが{hp}残る",
                      "伤害计算步骤6：{effect}：{card}的HP为全满状态，因此保留{hp}HP"),
    "damage_done": _m("damage step 6: {amount} damage to {card}: {counters} damage counter(s)", "ダメージ計算 手順6：{card}に{amount}ダメージ：ダメカン{counters}個",
                      "伤害计算步骤6：给{card}造成{amount}伤害：{counters}个伤害指示物"),

    # --- the Pokémon Checkup (checkup)
    "poison_counters_largest": _m("{card}: {n} damage counters for poison (the largest count applies)", "{card}：どくでのせるダメカンは{n}個（いちばん多い数を使う）",
                                  "{card}：因中毒放置的伤害指示物为{n}个（采用最多的数量）"),
    "burn_counters_largest": _m("{card}: {n} damage counters for burn (the largest count applies)", "{card}：やけどでのせるダメカンは{n}個（いちばん多い数を使う）",
                                "{card}：因灼伤放置的伤害指示物为{n}个（采用最多的数量）"),
    "checkup": _m("Pokémon Checkup: Poisoned, Burned, Asleep, Paralyzed in that order, both players' Pokémon",
                  "ポケモンチェック：どく、やけど、ねむり、マヒの順に、おたがいのポケモンについて行う", "宝可梦检查：按中毒、灼伤、睡眠、麻痹的顺序，对双方的宝可梦进行"),
    "checkup_poisoned": _m("{card} is Poisoned: {n} damage counter(s)", "{card}はどく：ダメカンを{n}個のせる", "{card}处于中毒状态：放置{n}个伤害指示物"),
    "checkup_burned_tails": _m("{card} is Burned: tails, {n} damage counters ({ruleset})", "{card}はやけど：ウラなのでダメカンを{n}個のせる（{ruleset}）",
                               "{card}处于灼伤状态：反面，放置{n}个伤害指示物（{ruleset}）"),
    "checkup_burned": _m("{card} is Burned: {n} damage counters", "{card}はやけど：ダメカンを{n}個のせる", "{card}处于灼伤状态：放置{n}个伤害指示物"),
    "checkup_burn_ends": _m("{card}: heads, no longer Burned", "{card}：オモテなので、やけどが回復する", "{card}：正面，从灼伤状态恢复"),
    "checkup_wakes_up": _m("{card}: heads, wakes up", "{card}：オモテなので、ねむりから回復する", "{card}：正面，从睡眠状态醒来"),
    "checkup_stays_asleep": _m("{card}: tails, stays Asleep", "{card}：ウラなので、ねむりのまま", "{card}：反面，仍处于睡眠状态"),
    "checkup_paralysis_ends": _m("{card} is no longer Paralyzed (its owner's turn has passed)", "{card}のマヒが回復する（持ち主の番が終わった）",
                                 "{card}从麻痹状态恢复（其持有者的回合已经过去）"),
    "checkup_effect_counters": _m("{effect}: {n} damage counter(s) on {card} at the Checkup", "{effect}：ポケモンチェックで{card}にダメカンを{n}個のせる",
                                  "{effect}：宝可梦检查时在{card}身上放置{n}个伤害指示物"),
    "checkup_effect": _m("{effect}: at the Checkup", "{effect}：ポケモンチェックのとき", "{effect}：宝可梦检查时"),

    # --- Knock Outs and the end of the game (knockout)
    "knockout": _m("Knock Out: {cards} (no HP left) (step 1)", "きぜつ：{cards}（残りHPがない）（手順1）", "昏厥：{cards}（没有剩余HP）（步骤1）"),
    "knockout_trigger": _m("{effect}: {card} is Knocked Out (step 2)", "{effect}：{card}がきぜつした（手順2）", "{effect}：{card}昏厥了（步骤2）"),
    "knockout_discarded": _m("{card} and its cards go to the discard pile: {cards} (step 3)", "{card}とそのカードをトラッシュする：{cards}（手順3）",
                             "将{card}及其卡牌放于弃牌区：{cards}（步骤3）"),
    "prize_used": _m("{player} takes {card} as a Prize card and uses it before putting it into the hand",
                     "{player}はサイドの{card}をとり、手札に加える前に使う", "{player}拿取奖赏卡{card}，并在加入手牌前使用"),
    "prizes_taken": _m("{player} takes {n} Prize card(s)", "{player}はサイドを{n}枚とる", "{player}拿取{n}张奖赏卡"),
    "new_active": _m("{player} puts {card} into the Active Spot (step 5)", "{player}は{card}をバトル場に出す（手順5）", "{player}将{card}放于战斗场（步骤5）"),
    "deck_out": _m("{player} could not draw at the start of the turn and loses", "{player}は番のはじめに山札を引けなかったので負け",
                   "{player}在回合开始时无法抽取卡牌，因此败北"),
    "game_over": _m("game over ({reasons}): {result}", "対戦終了（{reasons}）：{result}", "对战结束（{reasons}）：{result}"),
    "game_over_draw": _m("game over ({reasons}): {result} (the players may play Sudden Death: {sudden_death})",
                         "対戦終了（{reasons}）：{result}（サドンデスを行うことがある：{sudden_death}）", "对战结束（{reasons}）：{result}（可以进行抢分赛：{sudden_death}）"),
    "sudden_death_first_prize": _m("the game starts over with one Prize card each; the first to take a Prize card wins",
                                   "最初からやり直し、サイドは1枚だけ置く。先にサイドをとったプレイヤーが勝ち", "对战从最初开始，只放置1张奖赏卡；先拿取奖赏卡的玩家获胜"),
    "sudden_death_first_win": _m("the game starts over with one Prize card each; the first to meet a winning condition wins",
                                 "最初からやり直し、サイドは1枚だけ置く。先に勝ちの条件を満たしたプレイヤーが勝ち", "对战从最初开始，只放置1张奖赏卡；先满足胜负条件的玩家获胜"),
    "knockout_joins": _m("{cards}: no HP left after step 2, so Knocked Out in this same procedure (step 3 takes every Pokémon with no HP left)",
                         "{cards}：手順2で残りHPがなくなったので、同じきぜつの処理で【きぜつ】する（手順3は残りHPがなくなったポケモンをすべて扱う）",
                         "{cards}：在步骤2后没有剩余HP，因此在同一昏厥处理中【昏厥】（步骤3处理所有没有剩余HP的宝可梦）"),
    "why_knocked_out_during_step_2": _m("it was Knocked Out during step 2 of this procedure, so its own \"when Knocked Out\" effects are taken to happen in the same step",
                                        "この処理の手順2できぜつしたので、それ自身の「きぜつしたとき」の効果も同じ手順で処理するものとする",
                                        "它在这个处理的步骤2中昏厥，因此视作它自身的“昏厥时”的效果也在同一步骤中处理"),
    "trigger_did_nothing": _m("{effect}: nothing to act on, so nothing is done (what can't be done is not done)",
                              "{effect}：対象がないので何も行わない（従えない部分は行わない）", "{effect}：没有可以执行的对象，因此不执行（无法执行的部分不执行）"),
    "all_prizes_taken": _m("{player}: all Prize cards taken", "{player}：サイドをすべてとった", "{player}：已拿取全部奖赏卡"),
    "no_pokemon_in_play": _m("{player}: no Pokémon in play", "{player}：場にポケモンがいない", "{player}：场上没有宝可梦"),

    # --- card text steps (actions)
    "not_affected_by_attacks": _m("{act}: {card} is not affected by effects of attacks ({effect}); not done",
                                  "{act}：{card}はワザの効果を受けない（{effect}）。行わない", "{act}：{card}不受招式的效果影响（{effect}）；不执行"),
    "not_affected_by_played": _m("{act}: {card} is unaffected by the opponent's {kind} from hand ({effect}); not done",
                                 "{act}：{card}は相手が手札から出した{kind}の効果を受けない（{effect}）。行わない",
                                 "{act}：{card}不受对手从手牌使出的{kind}的效果影响（{effect}）；不执行"),
    "counters_placed": _m("{n} damage counter(s) on {card} (counters, not damage: no Weakness/Resistance or damage effects)",
                          "{card}にダメカンを{n}個のせる（ダメージではなくダメカン：弱点・抵抗力やダメージへの効果は計算しない）",
                          "在{card}身上放置{n}个伤害指示物（是伤害指示物而非伤害：不计算弱点、抗性和对伤害的效果）"),
    "counters_removed": _m("take {n} damage counter(s) off {card}", "{card}からダメカンを{n}個とる", "从{card}身上取下{n}个伤害指示物"),
    "counters_not_put_back": _m("the {n} counter(s) taken off {card} are not put back", "{card}からとったダメカン{n}個はのせない",
                                "从{card}身上取下的{n}个伤害指示物不再放置"),
    "counters_moved": _m("put {n} damage counter(s) on {card}", "{card}にダメカンを{n}個のせる", "在{card}身上放置{n}个伤害指示物"),
    "healed": _m("heal {amount} from {card}", "{card}のHPを{amount}回復する", "回复{card}的{amount}HP"),
    "healed_nothing": _m("heal {amount} from {card} (it has no damage: nothing to heal)", "{card}のHPを{amount}回復する（ダメージがないので回復するものはない）",
                         "回复{card}的{amount}HP（没有受到伤害：没有可回复的HP）"),
    "condition_on_bench": _m("{card} is on the Bench: Special Conditions affect only the Active Pokémon; not done",
                             "{card}はベンチにいる：特殊状態になるのはバトルポケモンだけ。行わない", "{card}在备战区：只有战斗宝可梦会陷入特殊状态；不执行"),
    "poison_counters_set": _m("this Poison puts {n} damage counters at each Checkup", "この【どく】ではポケモンチェックのたびにダメカンを{n}個のせる",
                              "这个【中毒】在每次宝可梦检查时放置{n}个伤害指示物"),
    "burn_counters_set": _m("this Burn puts {n} damage counters at each Checkup", "この【やけど】ではポケモンチェックのたびにダメカンを{n}個のせる",
                            "这个【灼伤】在每次宝可梦检查时放置{n}个伤害指示物"),
    "condition_added": _m("{card} is now {condition} (Asleep, Paralyzed and Confused replace one another)",
                          "{card}は{condition}になる（ねむり・マヒ・こんらんはたがいに入れ替わる）", "{card}陷入{condition}状态（睡眠、麻痹、混乱会相互替换）"),
    "energy_discarded": _m("discard {count} Energy card(s) from {card}: {energy}", "{card}からエネルギーを{count}枚トラッシュ：{energy}",
                           "将{card}身上的{count}张能量放于弃牌区：{energy}"),
    "energy_discarded_none": _m("discard {count} Energy card(s) from {card}: none (none attached)", "{card}からエネルギーを{count}枚トラッシュ：なし（ついていない）",
                                "将{card}身上的{count}张能量放于弃牌区：无（没有附着）"),
    "energy_move_nothing": _m("no Pokémon to move the Energy to (or from): nothing moves", "エネルギーをつけ替える先（または元）のポケモンがいない：何もつけ替えない",
                              "没有转附能量的目标（或来源）宝可梦：不转附任何能量"),
    "moved_energy_discarded": _m("{energy} taken off {card} goes to the discard pile", "{card}からはがした{energy}はトラッシュする",
                                 "从{card}身上取下的{energy}放于弃牌区"),
    "energy_cant_attach": _m("{energy} can't be attached to {card} ({tags} only): discarded", "{energy}は{card}にはつけられない（{tags}のみ）：トラッシュする",
                             "{energy}无法附着于{card}（仅限{tags}）：放于弃牌区"),
    "energy_moved": _m("move {energy} from {source} to {card}", "{energy}を{source}から{card}につけ替える", "将{energy}从{source}转附于{card}"),
    "self_damage": _m("{card} also does {amount} damage to itself: it goes through the damage calculation",
                      "{card}は自分にも{amount}ダメージを与える：ダメージ計算を行う", "{card}也对自己造成{amount}伤害：进行伤害计算"),
    "no_damage_target": _m("no Pokémon to do {amount} damage to: that part is not done", "{amount}ダメージを与えるポケモンがいない：その部分は行わない",
                           "没有可以造成{amount}伤害的宝可梦：这部分不执行"),
    "damage_to": _m("{amount} damage to {card}", "{card}に{amount}ダメージ", "给{card}造成{amount}伤害"),
    "damage_to_bench": _m("{amount} damage to {card} on the Bench (no Weakness or Resistance)", "ベンチの{card}に{amount}ダメージ（弱点・抵抗力は計算しない）",
                          "给备战区的{card}造成{amount}伤害（不计算弱点、抗性）"),
    "effect_on_player": _m("effect on {player}: {effect} {kind} ({duration})", "プレイヤー（{player}）への効果：{effect} {kind}（{duration}）",
                           "对玩家（{player}）的效果：{effect} {kind}（{duration}）"),
    "effect_on": _m("effect on {card}: {effect} {kind} ({duration})", "{card}への効果：{effect} {kind}（{duration}）", "对{card}的效果：{effect} {kind}（{duration}）"),
    "effect_on_amount": _m("effect on {card}: {effect}, {kind}: {amount} ({duration})", "{card}への効果：{effect} {kind} {amount}（{duration}）",
                           "对{card}的效果：{effect} {kind} {amount}（{duration}）"),
    "then_not_done": _m("the first part could not be done, so what follows \"then\" is not done either", "最初の部分ができなかったので、「その後」以降も行わない",
                        "第一部分无法执行，因此“然后”之后的部分也不执行"),
    "if_you_do_declined": _m("the player chooses not to; what follows \"if you do\" is not done", "プレイヤーは行わないことを選ぶ。「その場合」以降は行わない",
                             "玩家选择不执行；“在这种情况下”之后的部分不执行"),
    "if_you_do_failed": _m("it could not be done, so what follows \"if you do\" is not done", "行えなかったので、「その場合」以降は行わない",
                           "无法执行，因此“在这种情况下”之后的部分不执行"),
    "if_you_like_chosen": _m("{attack}: the player chooses to do {plus} more damage (\"if you like\")", "{attack}：プレイヤーは{plus}ダメージ追加を選ぶ（「のぞむなら」）",
                             "{attack}：玩家选择追加{plus}伤害（“如果希望的话”）"),
    "if_you_like_declined": _m("{attack}: the player chooses not to do {plus} more damage (\"if you like\")", "{attack}：プレイヤーは{plus}ダメージ追加を選ばない（「のぞむなら」）",
                               "{attack}：玩家选择不追加{plus}伤害（“如果希望的话”）"),
    "in_that_case_not_done": _m("the player did not choose it, so what follows \"in that case\" is not done", "選ばなかったので、「その場合」以降は行わない",
                                "玩家没有选择，因此“在这种情况下”之后的部分不执行"),
    "attack_chosen": _m("choose {attack}, an attack {card} has (printed on it: {printed})", "{card}が持っているワザ{attack}を選ぶ（書かれているワザ：{printed}）",
                        "选择{card}拥有的招式{attack}（卡牌上写明的招式：{printed}）"),
    "condition_false": _m("the condition does not hold ({check}): that part is not done", "条件を満たさない（{check}）：その部分は行わない",
                          "条件不成立（{check}）：这部分不执行"),
    "switch_no_bench": _m("{player} has no Benched Pokémon: no switch", "{player}にはベンチポケモンがいない：入れ替えない", "{player}没有备战宝可梦：不互换"),
    "bench_room": _m("the Bench has room for {room}: only {room} of {wanted} can be put there", "ベンチの空きは{room}匹分：{wanted}匹のうち{room}匹だけ出せる",
                     "备战区有{room}个空位：{wanted}只中只能放{room}只"),
    "benched_from": _m("{card} from the {zone} to the Bench", "{zone}から{card}をベンチに出す", "从{zone}将{card}放于备战区"),
    "returned": _m("{card} returns to {player}'s {zone} with {cards}; its damage counters are removed",
                   "{card}は{cards}といっしょに{player}の{zone}にもどる。ダメカンはなくなる", "{card}与{cards}一起回到{player}的{zone}；伤害指示物被移除"),
    "returned_alone": _m("{card} returns to {player}'s {zone} with nothing attached; its damage counters are removed",
                         "{card}は{player}の{zone}にもどる（ついているカードはない）。ダメカンはなくなる", "{card}回到{player}的{zone}（没有附着的卡牌）；伤害指示物被移除"),
    "card_returns": _m("{card} goes to the {zone} instead of the discard pile", "{card}はトラッシュではなく{zone}にもどる", "{card}不放于弃牌区，而是放回{zone}"),
    "looked": _m("look at the top {n} card(s) of the {zone}", "{zone}を上から{n}枚見る", "查看{zone}上方的{n}张卡牌"),
    "looked_reordered": _m("look at the top {n} card(s) of the {zone} and put them back in a chosen order", "{zone}を上から{n}枚見て、好きな順番にしてもどす",
                           "查看{zone}上方的{n}张卡牌，并以任意顺序放回"),
    "discard_short": _m("{player} can't discard {want} card(s) as the text requires (only {have}): nothing is discarded",
                        "{player}は書かれている{want}枚をトラッシュできない（{have}枚だけ）：何もトラッシュしない",
                        "{player}无法按要求将{want}张卡牌放于弃牌区（只有{have}张）：不放置任何卡牌"),
    "hand_discarded": _m("discard {count} card(s) from {player}'s hand: {cards}", "{player}の手札から{count}枚トラッシュ：{cards}",
                         "将{player}手牌中的{count}张卡牌放于弃牌区：{cards}"),
    "hand_into_deck": _m("{player} put their hand ({n} card(s)) into the deck and shuffle it", "{player}は手札（{n}枚）を山札にもどして切る",
                         "{player}将手牌（{n}张）放回牌库并重洗牌库"),
    "hands_into_deck": _m("{player} and {other} put their hand ({n} card(s)) into the deck and shuffle it", "{player}と{other}は手札（{n}枚）を山札にもどして切る",
                          "{player}和{other}将手牌（{n}张）放回牌库并重洗牌库"),
    "hand_to_bottom": _m("{player} put their hand ({n} card(s)) on the bottom of the deck", "{player}は手札（{n}枚）を山札の下にもどす",
                         "{player}将手牌（{n}张）放回牌库下方"),
    "hands_to_bottom": _m("{player} and {other} put their hand ({n} card(s)) on the bottom of the deck", "{player}と{other}は手札（{n}枚）を山札の下にもどす",
                          "{player}和{other}将手牌（{n}张）放回牌库下方"),
    "swap_nothing": _m("no {card} in the discard pile: nothing is swapped", "トラッシュに{card}がない：入れ替えない", "弃牌区中没有{card}：不进行替换"),
    "swapped": _m("{card} from the discard pile takes {target}'s place and inherits its cards, damage, conditions, effects and the Abilities it used this turn",
                  "トラッシュの{card}が{target}と入れ替わり、ついているカード・ダメカン・特殊状態・効果・この番に使った特性を引き継ぐ",
                  "弃牌区中的{card}取代{target}，并继承其卡牌、伤害、特殊状态、效果以及这个回合已使用的特性"),
    "knocked_out_by": _m("{card} is Knocked Out by {source}", "{card}は{source}によってきぜつする", "{card}因{source}而昏厥"),
    "drew": _m("{player} draws {n} card(s)", "{player}は山札を{n}枚引く", "{player}抽取{n}张卡牌"),
    "tool_discarded": _m("discard {tool} from {card}", "{card}についている{tool}をトラッシュ", "将{card}身上的{tool}放于弃牌区"),
    "stadium_unaffected": _m("{card} is unaffected by {kind} cards played from hand: not discarded", "{card}は手札から出した{kind}の効果を受けない：トラッシュしない",
                             "{card}不受从手牌使出的{kind}的效果影响：不放于弃牌区"),
    "stadium_discarded": _m("discard the Stadium {card}", "スタジアム「{card}」をトラッシュ", "将竞技场「{card}」放于弃牌区"),
    "deck_searched": _m("{player} looks through the deck and chooses {n} {what} card(s) (up to {most}; fewer or none may be chosen): {cards} to the {zone}",
                        "{player}は山札を見て{what}を{n}枚選ぶ（{most}枚まで。少なくても、1枚も選ばなくてもよい）：{cards}を{zone}に",
                        "{player}查看牌库并选择{n}张{what}（最多{most}张；可以少选或不选）：将{cards}放入{zone}"),
    "deck_searched_all": _m("{player} looks through the deck and chooses {n} card(s), the full number (any cards may be chosen): {cards} to the {zone}",
                            "{player}は山札を見て{n}枚選ぶ（好きなカードを選ぶので、必ずその枚数を選ぶ）：{cards}を{zone}に",
                            "{player}查看牌库并选择{n}张卡牌（选择任意卡牌时必须选择指定张数）：将{cards}放入{zone}"),
    "deck_search_none": _m("{player} looks through the deck: no {what} card chosen", "{player}は山札を見る：{what}を1枚も選ばない",
                           "{player}查看牌库：没有选择{what}"),
    "cards_shown": _m("{player} shows {cards} to the opponent", "{player}は{cards}を相手に見せる", "{player}将{cards}给对手看"),
    "deck_shuffled": _m("{player} shuffles the deck", "{player}は山札を切る", "{player}重洗牌库"),
    "deck_shuffled_after_search": _m("{player} looked through the deck, so the deck is shuffled even though nothing was found",
                                     "{player}は山札の内容を見たので、指定のカードがなかったとしても山札を切る",
                                     "{player}查看过牌库内容，因此即使没能选到指定的卡牌，也要重洗牌库"),
    "prizes_looked": _m("{player} looks at all {n} of their face-down Prize cards", "{player}は裏向きの自分のサイド{n}枚をすべて見る",
                        "{player}查看自己所有反面朝上的{n}张奖赏卡"),
    "prize_swapped": _m("{player} puts {cards} from the Prize cards into the hand and {card} face down in their place; the Prize cards are shuffled",
                        "{player}はサイドの{cards}を手札に加え、かわりに{card}を裏向きでサイドにする。サイドを切る",
                        "{player}将奖赏卡中的{cards}加入手牌，并将{card}以反面朝上的形式作为奖赏卡放回；重洗奖赏卡"),
    "prize_swap_none": _m("{player} chooses no {what} card among the Prize cards (fewer or none may be chosen): nothing is swapped",
                          "{player}はサイドから{what}を1枚も選ばない（少なくても、選ばなくてもよい）：入れ替えない",
                          "{player}没有从奖赏卡中选择{what}（可以少选或不选）：不进行互换"),
    "game_won_by_effect": _m("{player} wins the game by {source}'s effect", "{source}の効果で{player}の勝ち", "因{source}的效果，{player}获胜"),
    "game_lost_by_effect": _m("{player} loses the game by {source}'s effect", "{source}の効果で{player}の負け", "因{source}的效果，{player}败北"),
    "nothing_chosen": _m("no Pokémon Tool or Stadium chosen", "ポケモンのどうぐもスタジアムも選ばない", "没有选择宝可梦道具或竞技场"),
    # what a protected Pokémon stops (the {act} of not_affected_by_*)
    "act_place_counters": _m("place damage counters", "ダメカンをのせる", "放置伤害指示物"),
    "act_move_counters": _m("move damage counters", "ダメカンをのせ替える", "转放伤害指示物"),
    "act_put_counters": _m("put the damage counters", "ダメカンをのせる", "放置伤害指示物"),
    "act_heal": _m("heal", "HPを回復する", "回复HP"),
    "act_condition": _m("make {condition}", "{condition}にする", "使其陷入{condition}状态"),
    "act_discard_energy": _m("discard Energy", "エネルギーをトラッシュする", "将能量放于弃牌区"),
    "act_move_energy": _m("move Energy", "エネルギーをつけ替える", "转附能量"),
    "act_attach_moved_energy": _m("attach the moved Energy", "つけ替えるエネルギーをつける", "附着转附的能量"),
    "act_attach_energy": _m("attach Energy", "エネルギーをつける", "附着能量"),
    "act_effect": _m("apply an effect ({kind})", "効果「{kind}」を与える", "给予效果「{kind}」"),
    "act_switch_opponent": _m("switch the opponent's Active Pokémon", "相手のバトルポケモンを入れ替える", "互换对手的战斗宝可梦"),
    "act_bring_up": _m("bring up the chosen Benched Pokémon", "選んだベンチポケモンをバトル場に出す", "将选择的备战宝可梦放于战斗场"),
    "act_return": _m("return to the hand", "手札にもどす", "放回手牌"),
    "act_devolve": _m("devolve", "退化させる", "使其退化"),
    "act_knock_out": _m("Knock Out", "きぜつさせる", "使其昏厥"),
    "act_discard_tool": _m("discard the Pokémon Tool", "ポケモンのどうぐをトラッシュする", "将宝可梦道具放于弃牌区"),

    # --- refusals: what the rules don't allow (scenario.run records them as "refused")
    "refused": _m("refused: {reason}", "できない：{reason}", "不可执行：{reason}"),
    "refused_also": _m("refused: {reason} (also {rules})", "できない：{reason}（ほかに {rules}）", "不可执行：{reason}（另见 {rules}）"),
    "no_turn_left": _m("{player}'s turn is over ({by}): nothing more can be done before the turn ends",
                       "{player}の番は終わっている（{by}）：番が終わるまで何もできない", "{player}的回合已经结束（{by}）：在回合结束之前无法再进行任何操作"),
    "no_setup_active": _m("{player}'s Active Pokémon must be a Basic Pokémon from the hand ({card})",
                          "{player}のバトルポケモンは手札のたねポケモンでなければならない（{card}）", "{player}的战斗宝可梦必须是手牌中的基础宝可梦（{card}）"),
    "no_setup_bench": _m("{player} can Bench only Basic Pokémon from the hand ({card})", "{player}がベンチに出せるのは手札のたねポケモンだけ（{card}）",
                         "{player}只能将手牌中的基础宝可梦放于备战区（{card}）"),
    "no_setup_extra": _m("{player} may declare at most {allowed} extra card(s) (the opponent's mulligans), not {n}",
                         "{player}が宣言できるのは{allowed}枚まで（相手のマリガンの回数）で、{n}枚ではない", "{player}最多只能宣告{allowed}张（对手重抽的次数），而不是{n}张"),
    "no_setup_extra_bench": _m("{player} may Bench only a Basic Pokémon drawn this way ({card})", "{player}がベンチに出せるのはこうして引いたたねポケモンだけ（{card}）",
                               "{player}只能将这样抽取的基础宝可梦放于备战区（{card}）"),
    "no_setup_bench_full": _m("{player}'s Bench is full", "{player}のベンチはいっぱい", "{player}的备战区已满"),
    "no_attach_to_opponent": _m("Energy is attached to your own Pokémon", "エネルギーは自分のポケモンにつける", "能量只能附着于自己的宝可梦"),
    "no_second_attach": _m("only one Energy card may be attached from hand each turn", "手札からエネルギーをつけられるのは自分の番に1回だけ",
                           "每个回合只能从手牌附着1次能量"),
    "no_second_retreat": _m("a player may retreat only once per turn", "にげられるのは自分の番に1回だけ", "每个回合只能撤退1次"),
    "no_retreat_bench": _m("no Benched Pokémon to replace it", "入れ替えるベンチポケモンがいない", "没有可以替换的备战宝可梦"),
    "no_retreat_condition": _m("{card} is {condition} and can't retreat (step 1-b)", "{card}は{condition}なのでにげられない（手順1-b）",
                               "{card}处于{condition}状态，无法撤退（步骤1-b）"),
    "no_retreat_effect": _m("{effect}: {card} can't retreat (step 1-c)", "{effect}：{card}はにげられない（手順1-c）", "{effect}：{card}无法撤退（步骤1-c）"),
    "no_retreat_energy": _m("{card} needs {cost} Energy to retreat and has {has} (step 1-a)", "{card}がにげるにはエネルギーが{cost}個必要だが、{has}個しかない（手順1-a）",
                            "{card}撤退需要{cost}个能量，但只有{has}个（步骤1-a）"),
    "no_evolve_opponent": _m("you evolve your own Pokémon", "進化させるのは自分のポケモン", "只能让自己的宝可梦进化"),
    "no_evolve_first_turn": _m("no player can evolve a Pokémon during their first turn", "どちらのプレイヤーも最初の自分の番にはポケモンを進化させられない",
                               "双方玩家在自己的最初回合都无法让宝可梦进化"),
    "no_evolve_same_turn": _m("{card} came into play or evolved this turn", "{card}はこの番に場に出たか進化した", "{card}是这个回合放于场上或进化的"),
    "no_play_locked": _m("{effect}: {player} can't play {kind} cards from hand", "{effect}：{player}は手札から{kind}を出して使えない",
                         "{effect}：{player}无法从手牌使出{kind}"),
    "no_second_supporter": _m("only one Supporter may be played each turn", "サポートは自分の番に1枚しか使えない", "每个回合只能使用1张支援者"),
    "no_first_turn_supporter": _m("the player who goes first can't play a Supporter on their first turn ({ruleset})",
                                  "先攻プレイヤーは最初の番にサポートを使えない（{ruleset}）", "先攻玩家在最初回合无法使用支援者（{ruleset}）"),
    "no_second_stadium": _m("only one Stadium may be played each turn", "スタジアムは自分の番に1枚しか出せない", "每个回合只能使出1张竞技场"),
    "no_same_stadium": _m("a Stadium with the same name ({card}) is already in play", "同じ名前のスタジアム（{card}）がすでに場に出ている", "场上已有同名竞技场（{card}）"),
    "no_tool_to_opponent": _m("a Pokémon Tool is attached to one of your own Pokémon", "ポケモンのどうぐは自分のポケモンにつける", "宝可梦道具只能放于自己的宝可梦身上"),
    "no_second_tool": _m("{card} already has a Pokémon Tool", "{card}にはすでにポケモンのどうぐがついている", "{card}身上已经放有宝可梦道具"),
    "no_effect_card": _m("{card} would change nothing now, so it can't be played (step 1)", "{card}は今使っても何も変わらないので、使えない（手順1）",
                         "{card}现在使用不会产生任何变化，因此无法使用（步骤1）"),
    "no_abilities": _m("{card}'s Abilities are switched off", "{card}の特性はなくなっている", "{card}的特性已经消除"),
    "no_ability_off_active": _m("{ability} can be used only while {card} is Active", "{ability}は{card}がバトル場にいるときしか使えない",
                                "{ability}只有在{card}位于战斗场时才能使用"),
    "no_ability_off_bench": _m("{ability} can be used only while {card} is on the Bench", "{ability}は{card}がベンチにいるときしか使えない",
                               "{ability}只有在{card}位于备战区时才能使用"),
    "no_ability_not_evolved": _m("{ability} can be used only right after {card} was evolved from hand, before anything else",
                                 "{ability}は手札から出して{card}に進化させた直後、ほかのことをする前にしか使えない",
                                 "{ability}只能在从手牌使出进化为{card}之后、进行其他操作之前使用"),
    "no_ability_not_benched": _m("{ability} can be used only right after {card} was benched from hand, before anything else",
                                 "{ability}は手札から{card}をベンチに出した直後、ほかのことをする前にしか使えない",
                                 "{ability}只能在从手牌将{card}放于备战区之后、进行其他操作之前使用"),
    "no_ability_not_attached": _m("{ability} can be used only right after {card} was attached from hand, before anything else",
                                  "{ability}は手札から{card}にエネルギーをつけた直後、ほかのことをする前にしか使えない",
                                  "{ability}只能在从手牌为{card}附着能量之后、进行其他操作之前使用"),
    "no_ability_not_in_zone": _m("{ability} can be used only while the card {card} is in the {zone}, not in play",
                                 "{ability}は{card}が{zone}にあるときにしか使えない（場に出ているときは使えない）",
                                 "{ability}只有在{card}位于{zone}时才能使用（在场上时无法使用）"),
    "no_ability_off_play": _m("{card} is in the {zone}: only an Ability that says it can be used there can be, and {ability} does not",
                              "{card}は{zone}にある：そこで使えると書かれた特性しか使えず、{ability}はそうではない",
                              "{card}位于{zone}：只能使用写明可以在该处使用的特性，而{ability}不是"),
    "no_ability_twice": _m("{ability} of this {card} was already used this turn", "この{card}の{ability}はこの番すでに使った", "这只{card}的{ability}在这个回合已经使用过"),
    "no_ability_twice_inherited": _m("{ability} of this {card} was already used this turn (the Pokémon it replaced used it: that is inherited)",
                                     "この{card}の{ability}はこの番すでに使った（入れ替わる前のポケモンが使ったことを引き継ぐ）",
                                     "这只{card}的{ability}在这个回合已经使用过（被替换的宝可梦已经使用过：这一点会被继承）"),
    "no_ability_same_name": _m("an Ability named {ability} was already used this turn", "この番、{ability}という名前の特性はすでに使った",
                               "这个回合已经使用过名为{ability}的特性"),
    "no_ability_cost": _m("{ability}: its cost can't be paid in full, or nothing would follow it",
                          "{ability}：使うための条件をすべて行えないか、行っても何も起こらない", "{ability}：无法完全满足使用条件，或满足后不会产生任何效果"),
    "no_effect_ability": _m("{ability} would change nothing now, so it can't be declared (step 1)", "{ability}は今使っても何も変わらないので、宣言できない（手順1）",
                            "{ability}现在使用不会产生任何变化，因此无法宣告（步骤1）"),
    "no_bench_evolution": _m("only Basic Pokémon are put onto the Bench from the hand ({card} is {stage})",
                             "手札からベンチに出せるのはたねポケモンだけ（{card}は{stage}）", "从手牌只能将基础宝可梦放于备战区（{card}是{stage}）"),
    "no_bench_room": _m("the Bench already holds {size} Pokémon", "ベンチにはすでにポケモンが{size}匹いる", "备战区已有{size}只宝可梦"),
    "no_stadium_effect": _m("no Stadium in play with an effect to declare", "宣言して使う効果を持つスタジアムが場にない", "场上没有可以宣告使用效果的竞技场"),
    "no_second_stadium_use": _m("{player} already used {card}'s effect this turn", "{player}はこの番すでに{card}の効果を使った",
                                "{player}在这个回合已经使用过{card}的效果"),
    "no_effect_stadium": _m("{card}'s effect would change nothing now", "{card}の効果は今使っても何も変わらない", "{card}的效果现在使用不会产生任何变化"),
    "no_first_turn_attack": _m("the player who goes first can't attack on their first turn ({ruleset})", "先攻プレイヤーは最初の番にワザを使えない（{ruleset}）",
                               "先攻玩家在最初回合无法使用招式（{ruleset}）"),
    "no_attack_first_turn_text": _m("{card} can't use {attack} on {player}'s first turn: its text bars it for the player who {order}",
                                    "{card}は{player}の最初の番に{attack}を使えない：ワザの記載により、{order}プレイヤーは使えない",
                                    "{card}在{player}的最初回合无法使用{attack}：根据招式的记载，{order}的玩家无法使用"),
    "went_first": _m("went first", "先攻の", "先攻"),
    "went_second": _m("went second", "後攻の", "后攻"),
    "no_attack_effect": _m("{effect}: {card} can't use {attack} (step 1-a)", "{effect}：{card}は{attack}を使えない（手順1-a）", "{effect}：{card}无法使用{attack}（步骤1-a）"),
    "no_attack_condition": _m("{card} is {condition}: it can't declare an attack (step 1-b)", "{card}は{condition}：ワザを宣言できない（手順1-b）",
                              "{card}处于{condition}状态：无法宣告招式（步骤1-b）"),
    "no_attack_energy": _m("{card} lacks the Energy for {attack} (needs {cost}; has {units})", "{card}には{attack}に必要なエネルギーが足りない（必要：{cost}／ついている：{units}）",
                           "{card}缺少使用{attack}所需的能量（需要：{cost}；已附着：{units}）"),
    "no_move_to_opponent": _m("Energy is moved only to its owner's own Pokémon, not to {card}", "エネルギーをつけ替えられるのは持ち主自身のポケモンだけで、{card}にはつけ替えられない",
                              "能量只能转附于其持有者自己的宝可梦，不能转附于{card}"),
    "no_search_choice": _m("{card} is not a {what} card: it can't be chosen", "{card}は{what}ではない：選べない", "{card}不是{what}：无法选择"),
    "no_search_fewer": _m("when choosing any cards from the deck, the full number must be chosen: {most}, not {n}",
                          "山札から好きなカードを選ぶ場合は、必ず指定された枚数を選ぶ：{n}枚ではなく{most}枚",
                          "从牌库中选择任意卡牌时，必须选择指定张数：{most}张，而不是{n}张"),
    "no_search_more": _m("at most {most} card(s) may be chosen, not {n}", "選べるのは{most}枚までで、{n}枚ではない", "最多只能选择{most}张，而不是{n}张"),
    "no_prize_fewer": _m("no kind of card is named: {n} Prize card(s) must be chosen", "カードの種類が指定されていない：サイドから必ず{n}枚選ぶ",
                         "没有指定卡牌的种类：必须从奖赏卡中选择{n}张"),
    "no_choose_granted_attack": _m("{card} can use {attack} only through {tool}: it is not an attack {card} has, so it can't be chosen",
                                   "{card}は{tool}の効果で{attack}を使えるだけで、{attack}は{card}が持っているワザではない：選べない",
                                   "{card}只是因{tool}的效果才能使用{attack}，{attack}不是{card}拥有的招式：无法选择"),
    "no_attach_rule_box": _m("{card} is a Pokémon with a rule ({rule_box}): this text can't attach Energy to it",
                             "{card}はルールを持つポケモン（{rule_box}）：この効果ではエネルギーをつけられない", "{card}是拥有规则的宝可梦（{rule_box}）：这个效果无法为其附着能量"),
}
