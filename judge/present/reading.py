"""What a reader sees, on the page and at the terminal: a replay's trace, outcome and actions worded
in the reader's language, with no engine keys or expressions, card names through the name table,
energy symbols as symbols (HTML) or as words (plain text).

The engine's message catalog (:mod:`judge.engine.messages`, :mod:`judge.engine.wording`) is the one
source of every sentence and of the words for its parameters (a player's zones included); this
module only marks the names up for the page (the name in the reader's language, the printed name
beside it, small) and words what is the reader's own: outcome labels, the key step's caption,
energy symbols in passages.
"""

from __future__ import annotations

import re
from typing import Any

from markupsafe import Markup, escape

from judge.cards.naming import name_in
from judge.engine.messages import NONE, RESULTS, SIDES, STAGES, TYPES, ZONES, Message, shown
from judge.lang.text import detect_lang


def display_name(name: str, lang: str) -> str:
    """A card, attack or Ability name in ``lang`` where the name table or the card table knows it; else
    the name as the guide prints it. The one place names are looked up for the page."""
    return name_in(name, lang) or name




# --- a trace step, worded ------------------------------------------------------------------------

_NAME = re.compile("\ue000(\\d+)\ue001")


class _Wording:
    """Words one step: names become placeholders, so that the text can be escaped and each name
    then shown in the reader's language with the original beside it."""

    def __init__(self, lang: str):
        self.lang = lang
        self.names: list[str] = []

    def name(self, text: str) -> str:
        self.names.append(text)
        return f"\ue000{len(self.names) - 1}\ue001"

    def say(self, key: str, params: dict) -> str:
        return Message(key, params).render(self.lang, self.name)

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
    return Markup('{}<small class="orig" lang="{}"> {}</small>').format(shown, detect_lang(name), name)


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
    "weakness": {"en": "{x}: Weakness", "ja": "{x}の弱点", "zh": "{x}的弱点"},
    "resistance": {"en": "{x}: Resistance", "ja": "{x}の抵抗力", "zh": "{x}的抗性"},
}
PLAYER_FIELDS = {
    "prizes_left": {"en": "Prize cards left", "ja": "残りのサイド", "zh": "剩余奖赏卡"},
    "prizes_taken": {"en": "Prize cards taken", "ja": "とったサイド", "zh": "已获得奖赏卡"},
    "knocked_out": {"en": "Pokémon Knocked Out", "ja": "きぜつしたポケモン", "zh": "昏厥的宝可梦"},
    "mulligans": {"en": "mulligans", "ja": "マリガンの回数", "zh": "重抽次数"},
    "deck_shuffled": {"en": "deck shuffled", "ja": "山札を切った", "zh": "重洗了牌库"},
    # A player's zones as the trace words them (the engine's words, :data:`judge.engine.words.ZONES`).
    "hand": ZONES["hand"],
    "deck": ZONES["deck"],
    "discard": ZONES["discard"],
    "prizes": ZONES["prizes"],
    "bench.count": {"en": "Benched Pokémon", "ja": "ベンチポケモンの数", "zh": "备战宝可梦数量"},
    "attack_used": {"en": "attack counted as used", "ja": "使ったことになるワザ", "zh": "算作已使用的招式"},
    "in_play": {"en": "Pokémon in play", "ja": "場のポケモン", "zh": "场上的宝可梦"},
    "knocked_out.active": {"en": "Active Pokémon Knocked Out", "ja": "バトルポケモンがきぜつした", "zh": "战斗宝可梦昏厥"},
    "hand.count": {"en": "cards in hand", "ja": "手札の枚数", "zh": "手牌张数"},
    "deck.count": {"en": "cards in the deck", "ja": "山札の枚数", "zh": "牌库张数"},
    "discard.count": {"en": "cards in the discard pile", "ja": "トラッシュの枚数", "zh": "弃牌区张数"},
    "prizes.count": {"en": "Prize cards", "ja": "サイドの枚数", "zh": "奖赏卡张数"},
    "promoted": {"en": "new Active Pokémon put out", "ja": "出した新しいバトルポケモン", "zh": "放置的新的战斗宝可梦"},
}
#: An expectation read in the middle of a run (``me.active.damage (do.2)``): at which action of the run.
MIDWAY = {"en": "{x} (at action {n})", "ja": "{x}（{n}番目の手順の時点）", "zh": "{x}（第{n}个步骤时）"}
_MIDWAY = re.compile(r"(.+) \(do\.(\d+)\)")
GAME_FIELDS = {
    "result": {"en": "Result of the game", "ja": "対戦の結果", "zh": "对战结果"},
    "turn": {"en": "turn", "ja": "番", "zh": "回合"},
    "current": {"en": "whose turn", "ja": "いまの番", "zh": "当前回合"},
    "stadium": {"en": "Stadium in play", "ja": "場のスタジアム", "zh": "场上的竞技场"},
    "turn_ended": {"en": "turn ended", "ja": "番が終わった", "zh": "回合已结束"},
    "promoted": {"en": "players putting out a new Active Pokémon, in order", "ja": "新しいバトルポケモンを出したプレイヤーの順",
                 "zh": "放置新的战斗宝可梦的玩家顺序"},
}
#: Where a Pokémon named by its card is (``me.pokemon.<name>``), and a Benched Pokémon Knocked Out.
WHERE = {"en": "{x}: where it is", "ja": "{x}のいる場所", "zh": "{x}所在的位置"}
BENCH_KNOCKED_OUT = {"en": "Benched Pokémon {n} Knocked Out", "ja": "ベンチポケモン{n}がきぜつした", "zh": "备战宝可梦{n}昏厥"}
YES_NO = {True: {"en": "yes", "ja": "はい", "zh": "是"}, False: {"en": "no", "ja": "いいえ", "zh": "否"}}
#: A player as an outcome value (whose turn it is): the trace's words, capitalized as a label's are in English.
PLAYERS = {k: {**words, "en": words["en"].removeprefix("the ").capitalize()} for k, words in SIDES.items()}
#: The result of the game as an outcome value: the trace's words, capitalized as a label's are in English.
WINNERS = {k: {**words, "en": {"me": "Player wins", "opponent": "Opponent wins", "draw": "Draw"}[k]} for k, words in RESULTS.items()}


def outcome_label(path: str, lang: str) -> str:
    """An outcome path (``opponent.active.damage``) in words ("Opponent's Active Pokémon: damage")."""
    midway = _MIDWAY.fullmatch(path)
    if midway:
        return MIDWAY[lang].format(x=outcome_label(midway.group(1), lang), n=int(midway.group(2)) + 1)
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


def _outcome(path: str, value: Any, lang: str, name) -> str:
    midway = _MIDWAY.fullmatch(path)
    path = midway.group(1) if midway else path
    if path == "promoted" and isinstance(value, list):
        return shown([PLAYERS[v][lang] if v in PLAYERS else v for v in value], lang, name)
    if value is None:
        return NONE[lang]
    if isinstance(value, bool):
        return YES_NO[value][lang]
    if path == "result" and value in WINNERS:
        return WINNERS[value][lang]
    if path in ("current", "first_player") and value in PLAYERS:
        return PLAYERS[value][lang]
    if path.endswith(".stage") and value in STAGES:
        return STAGES[value][lang]
    if path.endswith((".weakness", ".resistance")) and isinstance(value, list):  # types, as the trace words them
        return shown([TYPES[t][lang] if t in TYPES else t for t in value], lang, name)
    if isinstance(value, (list, tuple, str)):  # names, basic Energy, Special Conditions
        return shown(value, lang, name)
    return str(value)


def value_html(path: str, value: Any, lang: str) -> Markup:
    """An outcome value as a reader reads it: names through the name table, lists joined, yes/no."""
    w = _Wording(lang)
    return w.html(_outcome(path, value, lang, w.name))


def value_text(path: str, value: Any, lang: str) -> str:
    """An outcome value as plain text (the command line), names written as the trace writes them."""
    return _outcome(path, value, lang, None)


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
#: An energy symbol as English card texts write it ({R}): read as the guides' [R] (the same length).
BRACED = re.compile(r"\{([A-Z])\}")


def segments(text: str, spans) -> list[tuple[str, bool]]:
    """A passage cut at the spans that matched the question: (piece, marked) in order; a span
    overlapping one before it is skipped. The page marks them in HTML, the CLI in the terminal."""
    out, last = [], 0
    for start, end in sorted(spans or []):
        if start < last:
            continue
        out += [(text[last:start], False), (text[start:end], True)]
        last = end
    out.append((text[last:], False))
    return out


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
    return TYPES.get(kind, {}).get(lang, kind)


def symbol_words(text: str, lang: str) -> str:
    """Text with each energy symbol written as its type's name, for plain text (the command line):
    ``[L][L][C]`` → "Lightning Lightning Colorless"; ``[?]`` (a symbol the guide's copy lost)
    stays as it is, being no type. A run of symbols reads as a list."""
    text = text or ""

    def words(run: re.Match) -> str:
        kinds = [symbol_type(token) for token in _SYMBOL.findall(run.group(0))]
        if None in kinds:
            return run.group(0)
        # a symbol inside a Japanese or Chinese passage reads in that passage's language
        beside = text[run.start() - 1: run.start()] + text[run.end(): run.end() + 1]
        said = lang
        if re.search(r"[\u3040-\u30ff]", beside):
            said = "ja"
        elif re.search(r"[\u4e00-\u9fff]", beside):
            said = "zh" if lang == "zh" else "ja"
        return SYMBOL_RUN[said].join(type_name(kind, said) for kind in kinds)

    return _SYMBOLS.sub(words, text)


#: How a run of energy symbols reads in words.
SYMBOL_RUN = {"en": " ", "ja": "・", "zh": "、"}
_SYMBOLS = re.compile(r"(?:\[[A-Za-z\u3040-\u30ff\u4e00-\u9fff?]{1,10}\])+")
