"""A Pokémon card as a lookup gives it: its newest print's HP, types, stage, Weakness, Resistance and
Retreat Cost, its attacks and Abilities (each its own row of the table, with its text and the
phrases it prints), and the other prints, each with what it prints differently.

The card table keeps a Pokémon's prints grouped by what they print (``Card.prints``, written by
``scripts/card_pokemon.py``); an attack's or Ability's text is its row's: the newest print of that name.
"""

from __future__ import annotations

from typing import Callable

from judge.cards.table import Card, CardTable

#: The reader's languages, in the order the words below give them.
READERS = ("en", "ja", "zh")
#: Each type's name as the cards print it, and its symbol in each language's texts.
TYPE_NAMES = {
    "grass": ("Grass", "草", "草"), "fire": ("Fire", "炎", "火"), "water": ("Water", "水", "水"),
    "lightning": ("Lightning", "雷", "雷"), "psychic": ("Psychic", "超", "超"), "fighting": ("Fighting", "闘", "斗"),
    "darkness": ("Darkness", "悪", "恶"), "metal": ("Metal", "鋼", "钢"), "fairy": ("Fairy", "妖", "妖精"),
    "dragon": ("Dragon", "竜", "龙"), "colorless": ("Colorless", "無", "无色"),
}
LETTER_TYPES = {"G": "grass", "R": "fire", "W": "water", "L": "lightning", "P": "psychic", "F": "fighting",
                "D": "darkness", "M": "metal", "Y": "fairy", "N": "dragon", "C": "colorless"}
#: The card's own words for its stats, per reader language.
WORDS = {
    "hp": ("HP", "HP", "HP"), "weakness": ("Weakness", "弱点", "弱点"), "resistance": ("Resistance", "抵抗力", "抗性"),
    "retreat": ("Retreat", "にげる", "撤退"), "none": ("none", "なし", "无"),
}
STAGES = {"Basic": ("Basic", "たね", "基础"), "Stage 1": ("Stage 1", "1進化", "1阶进化"),
          "Stage 2": ("Stage 2", "2進化", "2阶进化")}
#: The most other prints a lookup lists (the oldest beyond are counted).
MOST_OTHERS = 30


def _say(table: dict, what: str, lang: str) -> str:
    words = table.get(what)
    return words[READERS.index(lang)] if words else what


def type_words(kinds: list[str], lang: str) -> str:
    return "/".join(_say(TYPE_NAMES, k, lang) for k in kinds)


def cost_symbols(letters: str, lang: str) -> str:
    """An attack's cost as the table's texts write energy symbols: ``{W}{C}``, ``[水][無]``, ``【水】【无色】``."""
    names = [LETTER_TYPES.get(c) for c in letters]
    if lang == "en":
        return "".join(f"{{{c}}}" if n else "[?]" for c, n in zip(letters, names))
    if lang == "ja":
        return "".join(f"[{_say(TYPE_NAMES, n, 'ja')}]" if n else "[?]" for n in names)
    return "".join(f"【{_say(TYPE_NAMES, n, 'zh')}】" if n else "[?]" for n in names)


def _type_value(value: str, lang: str) -> str:
    """``lightning ×2`` → ``Lightning ×2`` (``雷×2`` …); several joined; empty → the word for none."""
    if not value:
        return _say(WORDS, "none", lang)
    out = []
    for one in value.split(", "):
        kind, _, amount = one.partition(" ")
        out.append(f"{_say(TYPE_NAMES, kind, lang)} {amount}".strip() if lang == "en" else f"{_say(TYPE_NAMES, kind, lang)}{amount}")
    return ", ".join(out)


def stats_line(entry: dict, lang: str) -> str:
    """One line of a print's stats in the reader's language: ``HP 70 · Water · Basic · Weakness
    Lightning ×2 · Resistance none · Retreat 1``."""
    parts = [f"HP {entry['hp']}" if entry.get("hp") else "", type_words(entry.get("types") or [], lang),
             _say(STAGES, entry["stage"], lang) if entry.get("stage") else "",
             f"{_say(WORDS, 'weakness', lang)} {_type_value(entry.get('weakness') or '', lang)}",
             f"{_say(WORDS, 'resistance', lang)} {_type_value(entry.get('resistance') or '', lang)}",
             f"{_say(WORDS, 'retreat', lang)} {entry['retreat']}" if entry.get("retreat") is not None else ""]
    return " · ".join(p for p in parts if p)


def _part_head(part: Card | None, part_id: str, cost: str, damage: str) -> dict:
    names = {"ja": part.name("ja"), "zh": part.name("zh_hans"), "en": part.name("en"), "zh_hant": part.name("zh_hant")} if part else {}
    return {"id": part_id, "name": {lang: n for lang, n in names.items() if n}, "cost": cost, "damage": damage,
            "cost_text": {lang: cost_symbols(cost, lang) for lang in READERS}}


def _entry(entry: dict, lang: str, parts: list[dict]) -> dict:
    keep = ("hp", "types", "stage", "weakness", "resistance", "retreat", "prints", "date")
    return {**{k: entry.get(k) for k in keep}, "stats": stats_line(entry, lang), "parts": parts}


def pokemon_json(card: Card, lang: str, table: CardTable, part_json: Callable[[Card], dict],
                 most_others: int = MOST_OTHERS) -> dict | None:
    """The ``pokemon_card`` object of a Pokémon's lookup: its newest print (:func:`stats_line`, its
    attacks and Abilities each as ``part_json`` gives its row, with its cost and damage), then the
    other prints (their attacks' and Abilities' names, costs and damage), at most ``most_others``
    (an answer naming the Pokémon shows none: ``more`` counts them)."""
    if not card.prints:
        return None
    newest, *others = card.prints
    parts = []
    for part_id, cost, damage in newest.get("parts", []):
        part = table.by_id(part_id)
        parts.append({**_part_head(part, part_id, cost, damage), **(part_json(part) if part else {})})
    out = _entry(newest, lang, parts)
    out["others"] = [_entry(e, lang, [_part_head(table.by_id(i), i, c, d) for i, c, d in e.get("parts", [])])
                     for e in others[:most_others]]
    out["more"] = max(0, len(others) - most_others)
    return out
