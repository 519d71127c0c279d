"""How many Pokémon a question says are on a player's Bench, per language (``en``, ``ja``, ``zh``: Chinese in Simplified),
and :func:`read_bench_counts`, reading them onto :attr:`Said.bench_counts`: ``me`` (the asker's Bench), ``opponent``, or
``both`` (the two Benches together: 「双方备战区共5只」, "8 Benched Pokémon between us").

A count is read only where the words say whose Bench it is (「我備戰區5隻」, 「相手のベンチに4匹」, "my opponent has 3 Pokémon on
their Bench"); a Bench said with no player («备战区有4只») is not guessed. A Bench holds at most 5 Pokémon (zh-3.1 I-A-04 备战区
最多5只; sv-2025-notes ベンチ 5匹まで): a count above it for one Bench, or above 10 for both, is no Bench count.
"""

from __future__ import annotations

import re

from judge.situation.numbers import NUM, numeral
from judge.situation.said import Said
from judge.situation.words import Pattern
from judge.situation.words import pattern as _p

#: The most Pokémon one Bench holds (zh-3.1 I-A-04).
BENCH_SIZE = 5

_WHO_EN = r"(?:my|our|their|his|her|the opponent's|my opponent's|opponent's|both|both of our|both players'|each player's)"
_WHO_JA = r"(?:自分の|相手の|おたがいの|お互いの|両方の|双方の|両者の|こちらの|私の|僕の|俺の)"
_WHO_ZH = r"(?:我方|我的|我|自己的?|对手的?|对方的?|对面的?|双方的?|两边的?|两方的?|彼此的?)"

#: A count of Benched Pokémon with the player's words before it (or, "…on my Bench", after it).
BENCH_COUNT: dict[str, tuple[Pattern, ...]] = {
    "en": (_p("count", rf"\b{_WHO_EN} bench(?:es)? (?:has|have|holds?|is|are|with|got)? ?(?:a total of |exactly |only |just )?{NUM}"
                       r"(?: (?:benched )?pok[eé]mon\b|(?=\s*(?:[.,;!?]|and\b|$)))", "'their Bench has 4 Pokémon', 'my Bench has 2.'"),
           _p("count", rf"\b{NUM} (?:benched )?pok[eé]mon (?:are )?(?:on|in) {_WHO_EN} bench(?:es)?\b", "'3 Pokémon on my Bench'"),
           _p("count", rf"\b{NUM} benched pok[eé]mon (?:in total|total|combined|between us|between (?:the two|both) (?:of us|players))\b",
              "'8 Benched Pokémon between us'"),
           _p("count", rf"\b(?:I|I've|we|they|they've|my opponent|the opponent|opponent) (?:has|have|had|got|'ve got) (?:got )?{NUM} "
                       r"(?:benched pok[eé]mon|pok[eé]mon on (?:the|my|their|his|her|our) bench)\b", "'my opponent has 3 Benched Pokémon'")),
    "ja": (_p("count", rf"{_WHO_JA}ベンチ(?:ポケモン)?(?:に|は|には|の数は|が)?(?:ポケモン(?:が|は))?(?:合計|あわせて|合わせて|全部で|計)?{NUM}匹",
              "「相手のベンチに4匹」「おたがいのベンチは合計5匹」"),),
    "zh": (_p("count", rf"{_WHO_ZH}(?:的)?(?:备战区|备战|后排|板凳区?)(?:上|里|内)?(?:的宝可梦|的备战宝可梦)?(?:有|共|共有|一共|一共有|合计|总共|总共有|加起来|加起来有|加一起)?"
                       rf"{NUM}(?:只|隻)", "「对手备战区有4只」「我備戰區5隻」「雙方備戰區共5隻」"),
           _p("count", rf"{_WHO_ZH}(?:的)?(?:有|共有)?{NUM}只备战宝可梦", "「对手有3只备战宝可梦」")),
}

#: The words of a count saying whose Bench it is, the two Benches first (they hold a player's words too: 「双方」, "both").
WHOSE: dict[str, tuple[tuple[str, re.Pattern], ...]] = {
    "en": (("both", re.compile(r"\bboth\b|\beach player's\b|\bin total\b|\btotal\b|\bcombined\b|\bbetween\b", re.IGNORECASE)),
           ("opponent", re.compile(r"\b(?:their|his|her|opponent'?s?|they|they've)\b", re.IGNORECASE)),
           ("me", re.compile(r"\b(?:I|I've|my|our|we)\b", re.IGNORECASE))),
    "ja": (("both", re.compile(r"おたがい|お互い|両方|双方|両者")), ("opponent", re.compile(r"相手")), ("me", re.compile(r"自分|こちら|私|僕|俺"))),
    "zh": (("both", re.compile(r"双方|两边|两方|彼此")), ("opponent", re.compile(r"对手|对方|对面")), ("me", re.compile(r"我|自己"))),
}


def read_bench_counts(said: Said, text: str) -> None:
    """The Benched Pokémon said of each player, or of both together; each one read marks its words used. A player's Bench said
    twice otherwise is read as neither (which it is, not guessed)."""
    lang = said.lang
    seen: list[tuple[int, int]] = []
    clashing: set[str] = set()
    for pat in BENCH_COUNT.get(lang, ()):
        for m in pat.regex.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in seen):
                continue
            n = next((v for g in m.groups() if g and (v := numeral(g)) is not None), None)
            whose = next((who for who, words in WHOSE[lang] if words.search(m.group(0))), None)
            if n is None or whose is None or n > (2 * BENCH_SIZE if whose == "both" else BENCH_SIZE):
                continue
            seen.append(m.span())
            said.used.append(m.span())
            if said.bench_counts.get(whose, n) != n:
                clashing.add(whose)
            said.bench_counts.setdefault(whose, n)
    for whose in clashing:
        del said.bench_counts[whose]
    if {"me", "opponent", "both"} <= set(said.bench_counts) and said.bench_counts["me"] + said.bench_counts["opponent"] != said.bench_counts["both"]:
        said.bench_counts.clear()  # the two said and their sum said otherwise: which is right, not guessed


def bench_known(said: Said, count: str, attacker_side: str) -> bool:
    """Whether the question says the Benched Pokémon a count of an attack's text counts (``your_bench.all``: the attacker's
    player's, ``opponents_bench.all``, ``all_bench.all``: both players')."""
    counts = said.bench_counts
    head = count.split(".")[0]
    side = {"your_bench": attacker_side, "opponents_bench": "opponent" if attacker_side == "me" else "me"}.get(head)
    if side is not None:
        return side in counts and count.split(".")[1:2] == ["all"] and count.count(".") == 1
    if head == "all_bench":
        return count == "all_bench.all" and ("both" in counts or {"me", "opponent"} <= set(counts))
    return False


def fill_benches(counts: dict[str, int], board: dict, unnamed: dict) -> str | None:
    """Each Bench of a scenario's board filled up to the count the question says (:attr:`Said.bench_counts`) with Pokémon not
    named (``unnamed``: a card with no Ability nor Tool, counted and nothing else); said of both Benches together, filled on
    the opponent's Bench first (only the sum is said, and only the sum is read: :func:`bench_known`). What was read, in
    words ("" for no count said); None where more Pokémon are named on a Bench than its count, or than both hold."""
    if not counts:
        return ""
    held = {side: len(board[side].get("bench", [])) for side in ("me", "opponent")}
    wanted = {side: counts[side] for side in ("me", "opponent") if side in counts}
    if "both" in counts and len(wanted) < 2:
        rest = counts["both"] - sum(wanted.get(side, held[side]) for side in ("me", "opponent"))
        for side in ("opponent", "me"):
            if side not in wanted and rest > 0:
                room = min(rest, BENCH_SIZE - held[side])
                wanted[side], rest = held[side] + room, rest - room
        if rest:
            return None
    if any(n < held[side] for side, n in wanted.items()):
        return None
    for side, n in wanted.items():
        bench = board[side].setdefault("bench", [])
        bench += [{**unnamed, "id": f"benched-{side}-{i + 1}"} for i in range(n - held[side])]
    return " / ".join(f"{'my' if side == 'me' else 'the opponent'}'s Bench: {n} Pokémon" for side, n in sorted(wanted.items()))


__all__ = ["BENCH_COUNT", "BENCH_SIZE", "bench_known", "fill_benches", "read_bench_counts"]
