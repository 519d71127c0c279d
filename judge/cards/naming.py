"""Card, attack, Ability and Pokémon names in the reader's language: a name the guides print in Japanese
or Chinese (「しんかのきせき」, 猴怪, 战竞温泉), written in the language of the text it stands in, where the
name table (:mod:`judge.lang.names`) or the card table (:mod:`judge.cards.table`) knows it."""

from __future__ import annotations

import re
from functools import lru_cache

from judge.cards.table import key, load
from judge.lang.names import load as names_table
from judge.lang.names import translate
from judge.lang.text import SIMPLIFIED, fold

#: The card table's column of each language's names.
COLUMN = {"en": "en", "ja": "ja", "zh": "zh_hans"}
#: A name written in kana (in Chinese text) or in any Japanese or Chinese script (in English text): its
#: words (アローラ キュウコン) and a printed suffix (GX, V, ex) with it, so that a name is never turned half.
KANA = r"[\u3041-\u309f\u30a0-\u30ffー・◇]{2,}"
#: In English text any run of them is a name from another language: one character too (咬, Bite).
CJK = r"[\u3041-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fffー・·◇]+"
#: The longer suffixes first: "V" would end "超梦 V-UNION" at its hyphen.
SUFFIX = r"(?:\s?(?:GX|EX|ex|V-UNION|VMAX|VSTAR|V|BREAK|LV\.X|◇|☆)(?![A-Za-z0-9-]))?"
KANA_RUN = re.compile(rf"{KANA}(?: {KANA})*{SUFFIX}")
CJK_RUN = re.compile(rf"{CJK}(?: {CJK})*{SUFFIX}")
KANA_CHAR = re.compile(r"[\u3041-\u309f\u30a0-\u30ff]")
QUOTED = re.compile(r"「([^「」]{1,30})」")
#: A Pokémon card's name as its species' name and its marks: a Mega Evolution's M before it, a mark
#: after it (エーフィEX, ルギアBREAK, MリザードンEX), read apart where no table knows the whole name.
MARKED = re.compile(r"^(M ?|メガ|Mega |超级)?(.+?)[ -]?(GX|EX|ex|V-UNION|VMAX|VSTAR|V|BREAK|◇|☆|\[プラズマ団\])$")
#: A region before a species' name (ガラル ヤドン), in each language.
REGIONS = ({"en": "Alolan", "ja": "アローラ", "zh": "阿罗拉"}, {"en": "Galarian", "ja": "ガラル", "zh": "伽勒尔"},
           {"en": "Hisuian", "ja": "ヒスイ", "zh": "洗翠"}, {"en": "Paldean", "ja": "パルデア", "zh": "帕底亚"})
#: A mark each language words (Team Plasma's).
MARK_WORDS = {"[プラズマ団]": {"en": "(Team Plasma)", "ja": "[プラズマ団]", "zh": "[等离子团]"}}
#: How each language writes a species' name with its marks (as its prints do).
WITH_MARKS = {"en": lambda m, base, mark: f"{'M ' if m else ''}{base}{'-' if mark in ('EX', 'GX') else ' '}{mark}",
              "ja": lambda m, base, mark: f"{'M' if m else ''}{base}{mark}",
              "zh": lambda m, base, mark: f"{'M' if m else ''}{base}{mark}"}


@lru_cache(maxsize=4096)
def name_in(name: str, lang: str) -> str | None:
    """A name as ``lang`` writes it: the name table's, else the card table's when every card of that
    exact name has one name in ``lang``, else, for a Pokémon card with marks neither knows whole
    (エーフィEX in Chinese), its species' name in ``lang`` with the same marks (太阳精灵EX); None where
    none knows it."""
    got = translate(name, lang) or _in_table(name, lang)
    if got:
        return got
    m = MARKED.match(name)
    base = m and (translate(m[2], lang) or _in_table(m[2], lang))
    if base:
        return WITH_MARKS[lang](m[1], base, MARK_WORDS.get(m[3], {}).get(lang, m[3]))
    region = next((r for r in REGIONS for word in r.values() if name.startswith(word + " ")), None)
    rest = region and name.split(" ", 1)[1]
    species = rest and (translate(rest, lang) or _in_table(rest, lang))
    return f"{region[lang]} {species}" if species else None


def _in_table(name: str, lang: str) -> str | None:
    """The card table's name in ``lang`` of every card of that exact name, when they have one."""
    table = load()
    rows = table.by_key.get(key(name)) or []
    names = {table.card(row).name(COLUMN[lang]) for row in rows[:8]}
    return names.pop() if len(names) == 1 and None not in names else None


@lru_cache(maxsize=8192)
def localized(text: str, lang: str) -> str:
    """Own words with the names they quote from another language written in ``lang`` where known:
    「しんかのきせき」 → 「进化奇石」 in Chinese; "ガーディ（卡蒂狗）" → "卡蒂狗" (the name and its translation
    become the one name); "Eviolite (しんかのきせき, …)" → "Eviolite (…)" in English. A name neither
    table knows stays as printed. Kept for the stored texts said again (a replay's steps), as
    :func:`name_in` is: the tables never change in a process."""
    return _once(_localized(text, lang), lang) if text else text


def _once(text: str, lang: str) -> str:
    """A name followed by itself in brackets, or by its name in another language ("Sharpedo (Sharpedo)",
    once 巨牙鲨 (Sharpedo) is written in English; エーフィVMAX（太阳伊布 VMAX）), written once."""
    def bare(piece: str) -> str:
        return re.sub(r"\s", "", piece)

    return re.sub(r" ?[（(]([^（）()]{2,40})[)）]",
                  lambda m: "" if bare(m.string[:m.start()]).rstrip("」").endswith(bare(name_in(m[1], lang) or m[1])) else m[0], text)


def _localized(text: str, lang: str) -> str:
    if lang == "ja":  # Chinese names in Japanese text: quoted ones, and a name followed by its Japanese one
        text = QUOTED.sub(lambda m: f"「{_other(m[1], lang) or m[1]}」", text)
        text = re.sub(r"([\u4e00-\u9fff]{2,}(?: ?(?:ex|EX|GX|V-UNION|VMAX|VSTAR|V|◇))?)（([^（）]+)）",
                      lambda m: m[2] if re.sub(r"\s", "", name_in(m[1], "ja") or "") == re.sub(r"\s", "", m[2]) else m[0], text)
        regions = "|".join(r["zh"] for r in REGIONS)
        text = re.sub(rf"(?:{regions}) [\u4e00-\u9fff]{{2,}}", lambda m: name_in(m[0], "ja") or m[0], text)
        text = _chinese_names(text)
        # a bare name written with characters only Chinese has (战竞温泉), whole
        return re.sub(r"[\u4e00-\u9fff]{2,}", lambda m: (_other(m[0], lang) or m[0]) if set(m[0]) & SIMPLIFIED else m[0], text)
    if lang == "zh":  # a quoted name the tables write otherwise (「催眠貍」 → 「催眠貘」)
        text = QUOTED.sub(lambda m: f"「{_other(m[1], lang) or m[1]}」" if re.fullmatch(r"[\u4e00-\u9fff]+", m[1]) else m[0], text)
    runs = KANA_RUN if lang == "zh" else CJK_RUN
    out, end = [], 0
    for m in runs.finditer(text):
        start, stop = m.start(), m.end()
        name = _other(m[0], lang)
        tail = re.match(r"[A-Za-z0-9.]+", text[stop:])  # a name going on in Latin letters or digits (サイクロンY, ポケギア3.0)
        if tail and (longer := _other(m[0] + tail[0], lang)):
            name, stop = longer, stop + len(tail[0])
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


def _chinese_names(text: str) -> str:
    """Japanese text with each name the name table knows only in Chinese there (猴怪自身 → マンキー自身)
    written as Japanese prints it; a name written alike in both stays."""
    table, folded = names_table(), fold(text)
    if len(folded) != len(text):
        return text
    out, end = [], 0
    for m in table.find(folded):
        entity, shown = table.entity(m.entity_id), text[m.start:m.end]
        if not entity.ja or KANA_CHAR.search(shown) or not re.fullmatch(r"[\u4e00-\u9fff·・ ]+(?: ?(?:ex|EX|GX|V-UNION|VMAX|VSTAR|V|◇))?", shown):
            continue
        if any(fold(f) == m.form for f in entity.ja) or not any(fold(f) == m.form for f in entity.zh_hans + entity.zh_hant):
            continue
        out.append(text[end:m.start] + entity.ja[0])
        end = m.end
    return "".join(out) + text[end:]


def _other(name: str, lang: str) -> str | None:
    """The name in ``lang`` of a name written in another language (None for one already in it)."""
    got = name_in(name, lang)
    return got if got and got != name else None
