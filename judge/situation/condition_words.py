"""The Special Conditions a question says a Pokémon has, and those it says it has not, per language (``en``,
``ja``, ``zh``: Chinese in Simplified), and :func:`read_conditions`, reading them onto :attr:`PokemonSaid.conditions`
and :attr:`PokemonSaid.free_of`.

A condition said denied ("Okidogi ex (not Poisoned)", 「どくではない」, 「没有中毒」) is known not to be on the Pokémon:
an attack whose damage reads it ("if this Pokémon is Poisoned, this attack does 130 more damage") is replayed without
it, as the guide's damage step 1 computes an attack's own damage from its text (zh-3.1 I-A-01 伤害计算步骤 1;
II-B-01 追加造成伤害), never read as the condition it denies.
"""

from __future__ import annotations

import re

from judge.engine.basics import SPECIAL_CONDITIONS
from judge.situation.said import Said

#: Words just before a condition's that deny it ("isn't Poisoned", "not Confused", 「没有中毒」, 「不是麻痹」, 「未中毒」).
DENIED_BEFORE: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:not|isn't|isnt|aren't|wasn't|never|no longer)\s+(?:been\s+|be\s+|being\s+|currently\s+|yet\s+)?$", re.IGNORECASE),
    "ja": re.compile(r"(?!)"),
    "zh": re.compile(r"(?:没有|沒有|没|沒|未|不是|并非|並非)(?:被|处于|處於|在|是)?$"),
}
#: Words just after a condition's that deny it (「どくではない」, 「どくじゃない」, 「どくになっていない」, 「どく状態なし」).
DENIED_AFTER: dict[str, re.Pattern] = {
    "en": re.compile(r"(?!)"),
    "ja": re.compile(r"^(?:の)?(?:状態)?(?:では|じゃ|で)(?:は)?(?:ない|なく|ありません)|^(?:の)?(?:状態)?(?:は|が)?(?:なし|無し)"
                     r"|^(?:の)?(?:状態)?に(?:は)?(?:なって|なっては)(?:い)?(?:ない|ません)"),
    "zh": re.compile(r"(?!)"),
}
#: A Pokémon said to have no Special Condition at all ("no Special Conditions", 「特殊状態なし」, 「没有特殊状态」).
NONE_SAID: dict[str, re.Pattern] = {
    "en": re.compile(r"\b(?:no|not\s+(?:affected\s+by\s+)?any|without\s+(?:any\s+)?)\s*special\s+conditions?\b", re.IGNORECASE),
    "ja": re.compile(r"特殊状態(?:は|が|に)?(?:なし|無し|ではない|じゃない|になっていない|になってない|ない)"),
    "zh": re.compile(r"(?:没有|沒有|无|無|不在)(?:任何)?(?:处于)?特殊(?:状态|狀態)"),
}

#: How far before a condition's words a denial is looked for, in characters.
BEFORE_REACH = 16
#: How far after them.
AFTER_REACH = 12


def denied(lang: str, text: str, m: re.Match) -> bool:
    """Whether the condition matched by ``m`` in ``text`` is said not to be on its Pokémon."""
    before = text[max(0, m.start() - BEFORE_REACH):m.start()]
    after = text[m.end():m.end() + AFTER_REACH]
    return bool(DENIED_BEFORE[lang].search(before) or DENIED_AFTER[lang].search(after))


def read_conditions(said: Said, text: str, patterns: dict, owner_of) -> None:
    """Each Special Condition said of a Pokémon (``patterns``: words.CONDITIONS; ``owner_of``: the Pokémon a
    match is said of), onto its :attr:`~PokemonSaid.conditions`, or onto its :attr:`~PokemonSaid.free_of` where
    the words deny it; "no Special Conditions" frees it of all."""
    lang = said.lang
    for m in NONE_SAID[lang].finditer(text):
        p = owner_of(m)
        if p is not None:
            p.free_of.extend(c for c in SPECIAL_CONDITIONS if c not in p.free_of)
    for pat in patterns.get(lang, ()):
        for m in pat.regex.finditer(text):
            p = owner_of(m)
            if p is None:
                continue
            if denied(lang, text, m):
                if pat.name not in p.free_of:
                    p.free_of.append(pat.name)
            elif pat.name not in p.conditions:
                p.conditions.append(pat.name)
