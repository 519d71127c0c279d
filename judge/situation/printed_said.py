"""What a question says of a Pokémon's card in brackets after its name that its card prints: its Retreat Cost
("(Retreat 4)", 「（にげる4）」, 「（撤退4）」) or its stage ("(Stage 1)", 「（1進化）」, 「（1阶进化）」). A number said so, where a
print of the card has it, is read (it names the card as printed, no piece of the board); where none has it, it is left unread.
"""

from __future__ import annotations

import re

from judge.situation.said import Said

#: A Retreat Cost said of a card, per language: its number the first group that matched.
RETREAT_SAID = {"en": re.compile(r"\bretreat(?: cost)?\s*:?\s*(\d)\b|\b(\d)\s*retreat\b", re.IGNORECASE),
                "ja": re.compile(r"(?:にげる|逃げる)(?:エネルギー|エネ)?\s*:?\s*(\d)"),
                "zh": re.compile(r"撤退(?:费用|所需能量)?\s*:?\s*(\d)")}
#: A stage said of a card ("Stage 1", 「1進化」, 「1阶进化」; Simplified after reading): the stage's number.
STAGE_SAID = {"en": re.compile(r"\bstage\s*(\d)\b", re.IGNORECASE), "ja": re.compile(r"(\d)進化"), "zh": re.compile(r"(\d)[阶階](?:[进進]化)?")}


def read_printed(said: Said, text: str) -> None:
    """The Retreat Cost or stage said in brackets after a Pokémon's name, where a print of its card has it: marked used."""
    for p in said.pokemon:
        card = p.mention.card
        if card is None or not p.mention.brackets:
            continue
        opening = re.match(r"\s*[(（]", text[p.mention.end:])  # the brackets as read (a Traditional question's in Simplified)
        if opening is None:
            continue
        at = p.mention.end + opening.end()
        inside = text[at:at + len(p.mention.brackets)]
        retreats = {g.get("retreat") for g in card.prints}
        stages = {g.get("stage") for g in card.prints}
        for words, fits in ((RETREAT_SAID[said.lang], lambda n: n in retreats), (STAGE_SAID[said.lang], lambda n: f"Stage {n}" in stages)):
            for m in words.finditer(inside):
                n = int(next(g for g in m.groups() if g))
                if fits(n):
                    said.used.append((at + m.start(), at + m.end()))
