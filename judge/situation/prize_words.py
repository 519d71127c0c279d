"""The Prize cards a question says a player has left or has taken, per language (``en``, ``ja``, ``zh``: Chinese in
Simplified), and :func:`read_prizes`, reading them onto :attr:`Said.prizes_left`.

A player who has taken N Prize cards has 6 − N left: the Prize cards taken are those fewer than the 6 set out for a
60-card deck's game (zh-3.1 II-D-17 已经获得的奖赏卡张数; sv-2025-notes 対戦の準備, 6枚をサイドカードとして配置).
"""

from __future__ import annotations

import re

from judge.situation.numbers import NUM, numeral
from judge.situation.said import Said, clause
from judge.situation.words import Pattern
from judge.situation.words import pattern as _p

#: The Prize cards each player sets out for a 60-card deck's game (zh-3.1 II-D-17).
PRIZES_SET_OUT = 6

#: Prize cards a player has left, said of the player named before it in its clause ("I have 1 Prize
#: card left", 「自分のサイド残り5枚、相手は3枚」, 「我剩2张奖赏卡」).
PRIZES_LEFT: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("left", rf"\b{NUM} prizes?(?: cards?)? (?:left|remaining)", "'I have 1 Prize card left'"),
           _p("left", rf"\bprizes? (?:cards? )?(?:left|remaining):? {NUM}\b", "'Prizes left: 2'")),
    "ja": (_p("left", rf"サイド(?:が|は|の)?(?:残り)?{NUM}枚(?!(?:を|は)?(?:もう|すでに|既に)?(?:とって|取って|とった|取った|とられ|取られ))"
                      rf"(?!(?:を|は)?(?:とれる|取れる|とれます|取れます|もらえる|獲得)|(?:ですよね|ですか|だよね|だっけ|でしょうか|でしょ[？?]|かな|よね|でいい|[？?]))",
              "「サイド残り5枚」 (not the Prize cards a Knock Out asked of gives: 「倒したらサイド2枚ですよね？」)"),
           _p("left", rf"(?<=[、,])(?:相手|自分)(?:は|が)?(?:残り)?{NUM}枚", "「…、相手は3枚」")),
    "zh": (_p("left", rf"剩(?:余|下)?{NUM}张奖[赏励]卡", "「我剩2张奖赏卡」"),
           _p("left", rf"奖[赏励]卡(?:还)?(?:剩|剩余|剩下){NUM}张", "「奖赏卡剩3张」")),
}

#: Prize cards a player has taken, said of the player named before it in its clause ("my opponent has taken 3 Prize cards",
#: 「相手はもうサイドを1枚とってる」, 「对手已经拿了2张奖赏卡」); ``taken_from``: said of the player they were taken from
#: (「自分はサイドを2枚とられた」), unless that word names the taker (「相手にサイドを2枚とられた」).
PRIZES_TAKEN: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("taken", rf"\b(?:has|have|'s|'ve|had)\s+(?:already\s+)?(?:taken|took|drawn|claimed|grabbed)\s+(?:already\s+)?(?:only\s+|just\s+)?{NUM}\s+"
                       r"(?:of\s+(?:my|their|his|her|your|the)\s+)?prizes?(?:\s+cards?)?\b", "'my opponent has taken 2 of my Prize cards'"),
           _p("taken", rf"\b(?:already\s+)?(?:took|claimed|grabbed)\s+{NUM}\s+(?:of\s+(?:my|their|his|her|your|the)\s+)?prizes?(?:\s+cards?)?\b",
              "'they already took 3 Prizes'"),
           _p("taken", rf"\b{NUM}\s+prizes?(?:\s+cards?)?\s+(?:already\s+)?taken\b", "'with 4 Prize cards taken'")),
    "ja": (_p("taken", rf"サイド(?:カード)?(?:を|は)?(?:もう|すでに|既に)?{NUM}枚(?:を)?(?:もう|すでに|既に)?(?:とって|取って|とった|取った|とりました|取りました)",
              "「相手はもうサイドを1枚とってる」「サイドをすでに2枚取った」"),
           _p("taken_from", rf"サイド(?:カード)?(?:を|は)?(?:もう|すでに|既に)?{NUM}枚(?:を)?(?:もう|すでに|既に)?(?:とられ|取られ)",
              "「自分はサイドを2枚とられた」「相手にサイドを2枚とられている」")),
    "zh": (_p("taken", rf"(?:已经|已|都)?(?:拿了|拿走了?|取了|取走了?|获得了?|拿到了?|吃了)(?:我的|我方的|对手的|对方的)?{NUM}张奖[赏励]卡?",
              "「对手已经拿了2张奖赏卡」「我拿走了3张奖励卡」"),
           _p("taken", rf"奖[赏励]卡(?:已经|已)?(?:拿了|拿走了?|取了|取走了?|获得了?){NUM}张", "「奖赏卡已经拿了2张」")),
}

#: The other player's Prize cards left, said right after one player's with the words "Prize cards" left out ("I have 3 Prize cards
#: left and my opponent has 5 left", 「我剩3张奖赏卡，对手剩5张」): ``who`` names the player.
PRIZES_LEFT_TOO: dict[str, Pattern] = {
    "en": _p("left", rf"^[^.?!]{{0,12}}?\b(?:and|but|while|whereas)?\s*(?P<who>my opponent|the opponent|they|I|me)\s*(?:has|have|'s|'ve)?\s*(?:got\s+)?"
                     rf"(?:only\s+|just\s+)?{NUM}(?:\s+left\b|\s+remaining\b|(?=\s*[.,;]))", "'… and my opponent has 5 left', '…, my opponent 2.'"),
    "ja": _p("left", rf"^[、,]?(?P<who>相手|自分)(?:は|が)?(?:残り)?{NUM}枚", "「…、相手は残り5枚」"),
    "zh": _p("left", rf"^[，,]?(?P<who>对手|对方|我)(?:还)?(?:剩|剩下|剩余)(?:了)?{NUM}张", "「…，对手剩5张」"),
}
OTHER = {"me": "opponent", "opponent": "me"}
#: The words naming a player whose Prize cards are said ("I've taken", 「自分は」, 「我已经拿了」; "they took", 「相手は」, 「对手」).
PLAYERS = {
    "en": {"me": re.compile(r"\b(?:I|I've|I'd|me|my|mine|we|we've|our)\b"),
           "opponent": re.compile(r"\b(?:they|they've|their|theirs|opponent'?s?|the opponent)\b", re.IGNORECASE)},
    "ja": {"me": re.compile(r"自分|私|僕|俺|こちら"), "opponent": re.compile(r"相手")},
    "zh": {"me": re.compile(r"我"), "opponent": re.compile(r"对手|对方|对面")},
}


def _whose(said: Said, text: str, m: re.Match) -> str | None:
    """The player named last before a number of Prize cards in its clause (``me``, ``opponent``); "X's opponent", X a Pokémon
    named, is the other player of X's."""
    lang = said.lang
    lo, _ = clause(text, m.start())
    start = max(lo, m.start() - 24)
    before = text[start:m.start() + 4]
    whose = [(w.start(), who) for who, words in PLAYERS[lang].items() for w in words.finditer(before)]
    if not whose:
        return None
    at, who = max(whose)
    if lang == "en" and who == "opponent":
        for p in said.pokemon:
            if re.match(r"^\s*'s\s+opponent\b", text[p.mention.end:p.mention.end + 16], re.IGNORECASE) and start + at >= p.mention.end:
                return OTHER[p.owner or "me"]
    return who


def read_prizes(said: Said, text: str) -> None:
    """The Prize cards left said of each player, and those taken (6 − taken left); said of no player named, kept as
    :attr:`Said.prizes_unplaced`. Each one read marks its words used."""
    lang = said.lang
    taken_at: list[tuple[int, int]] = []
    for pat in PRIZES_TAKEN.get(lang, ()):
        for m in pat.regex.finditer(text):
            n = next((v for g in m.groups() if g and (v := numeral(g)) is not None), None)
            if n is None or n > PRIZES_SET_OUT:
                continue
            said.used.append(m.span())
            taken_at.append(m.span())
            who = _whose(said, text, m)
            if who is not None and pat.name == "taken_from":
                agent = re.search(r"(?:相手|自分)に[^、。？?]*$", text[max(0, m.start() - 12):m.start()])
                who = who if agent else OTHER[who]
            if who is None:
                said.prizes_unplaced = True
            else:
                said.prizes_left.setdefault(who, PRIZES_SET_OUT - n)
    for pat in PRIZES_LEFT.get(lang, ()):
        for m in pat.regex.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken_at):
                continue
            said.used.append(m.span())
            who = _whose(said, text, m)
            n = next((v for g in m.groups() if g and (v := numeral(g)) is not None), None)
            if who is not None:
                said.prizes_left.setdefault(who, n)
                _left_too(said, text, m.end(), who)
            else:
                said.prizes_unplaced = True


def _left_too(said: Said, text: str, end: int, first: str) -> None:
    """The other player's Prize cards left said right after ``first``'s, "Prize cards" left out (:data:`PRIZES_LEFT_TOO`)."""
    m = PRIZES_LEFT_TOO[said.lang].regex.search(text[end:])
    if m is None:
        return
    who = {"I": "me", "me": "me", "自分": "me", "我": "me"}.get(m.group("who"), "opponent")
    n = next((v for g in m.groups()[1:] if g and (v := numeral(g)) is not None), None)
    if who != first and n is not None and n <= PRIZES_SET_OUT:
        said.prizes_left.setdefault(who, n)
        said.used.append((end + m.start(), end + m.end()))
