"""Card, attack, Ability and Pokémon names in the reader's language: a name the guides print in Japanese
or Chinese (「しんかのきせき」, 猴怪, 战竞温泉), written in the language of the text it stands in, where the
name table (:mod:`judge.lang.names`) or the card table (:mod:`judge.cards.table`) knows it."""

from __future__ import annotations

import re
from functools import lru_cache

from judge.cards.table import key, load
from judge.lang.names import translate
from judge.lang.text import SIMPLIFIED

#: The card table's column of each language's names.
COLUMN = {"en": "en", "ja": "ja", "zh": "zh_hans"}
#: A name written in kana (in Chinese text) or in any Japanese or Chinese script (in English text): its
#: words (アローラ キュウコン) and a printed suffix (GX, V, ex) with it, so that a name is never turned half.
KANA = r"[\u3041-\u309f\u30a0-\u30ffー・◇]{2,}"
CJK = r"[\u3041-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fffー・◇]{2,}"
#: The longer suffixes first: "V" would end "超梦 V-UNION" at its hyphen.
SUFFIX = r"(?:\s?(?:GX|EX|ex|V-UNION|VMAX|VSTAR|V|BREAK|LV\.X|◇|☆)(?![\w-]))?"
KANA_RUN = re.compile(rf"{KANA}(?: {KANA})*{SUFFIX}")
CJK_RUN = re.compile(rf"{CJK}(?: {CJK})*{SUFFIX}")
QUOTED = re.compile(r"「([^「」]{2,30})」")


@lru_cache(maxsize=4096)
def name_in(name: str, lang: str) -> str | None:
    """A name as ``lang`` writes it: the name table's, else the card table's when every card of that
    exact name has one name in ``lang``; None where neither knows it."""
    got = translate(name, lang)
    if got:
        return got
    table = load()
    rows = table.by_key.get(key(name)) or []
    names = {table.card(row).name(COLUMN[lang]) for row in rows[:8]}
    return names.pop() if len(names) == 1 and None not in names else None


def localized(text: str, lang: str) -> str:
    """Own words with the names they quote from another language written in ``lang`` where known:
    「しんかのきせき」 → 「进化奇石」 in Chinese; "ガーディ（卡蒂狗）" → "卡蒂狗" (the name and its translation
    become the one name); "Eviolite (しんかのきせき, …)" → "Eviolite (…)" in English. A name neither
    table knows stays as printed."""
    if not text:
        return text
    if lang == "ja":  # Chinese names in Japanese text: quoted ones, and a name followed by its Japanese one
        text = QUOTED.sub(lambda m: f"「{_other(m[1], lang) or m[1]}」", text)
        text = re.sub(r"([\u4e00-\u9fff]{2,})（([^（）]+)）", lambda m: m[2] if name_in(m[1], "ja") == m[2] else m[0], text)
        # a bare name written with characters only Chinese has (战竞温泉), whole
        return re.sub(r"[\u4e00-\u9fff]{2,}", lambda m: (_other(m[0], lang) or m[0]) if set(m[0]) & SIMPLIFIED else m[0], text)
    runs = KANA_RUN if lang == "zh" else CJK_RUN
    out, end = [], 0
    for m in runs.finditer(text):
        start, stop = m.start(), m.end()
        name = _other(m[0], lang)
        if lang == "zh":  # a kana name may go on in kanji (プラターヌ博士): the longest known one
            longer = next(((n, k) for k in range(6, 0, -1) if (n := _other(text[start:stop + k], lang))), None)
            if longer and re.fullmatch(r"[\u4e00-\u9fff]+", text[stop:stop + longer[1]]):
                name, stop = longer[0], stop + longer[1]
        if not name:
            continue
        after = text[stop:stop + len(name) + 2]
        if after in (f"（{name}）", f" ({name})", f"({name})"):  # the name and its translation
            stop += len(after)
        elif lang == "en" and name.lower() in text[max(0, start - 60):start].lower() and text[start - 1:start] == "(":
            # "Eviolite (しんかのきせき, …)": the English name is just before; the printed one goes, and
            # its brackets with it when it stood alone in them ("Mankey (猴怪)")
            if text[stop:stop + 1] == ")":
                start, stop = start - (2 if text[start - 2:start] == " (" else 1), stop + 1
            else:
                stop += 2 if text[stop:stop + 2] == ", " else 0
            name = ""
        out.append(text[end:start] + name)
        end = stop
    return "".join(out) + text[end:]


def _other(name: str, lang: str) -> str | None:
    """The name in ``lang`` of a name written in another language (None for one already in it)."""
    got = name_in(name, lang)
    return got if got and got != name else None
