"""An attack's text as a print carries it (:func:`printed_attack`): the card table joins attacks by name, so an attack's row may
hold one card's text in one language beside another card's attack of the same name in another (Mind Jack: Alakazam ex's "30
more damage for each of your opponent's Benched Pokémon", printed 90+, beside 「相手のベンチポケモンの数×30ダメージ。」, printed
30×). The print's damage mark tells which texts are its own.
"""

from __future__ import annotations

from judge.situation.texts import Reading, attack


def printed_attack(texts: dict[str, str], damage: str) -> Reading | None:
    """A print's attack's text read (:func:`attack`), where the card table joined under its name another card's attack of the
    same name in some language (Mind Jack: "30 more damage for each …" beside 「…の数×30ダメージ。」): each text read alone,
    those whose damage mark (+, ×, −) is not the one the print's damage carries ("90+") are another attack's, and the rest
    are read. A text read alone as nothing, or as no mark at all, is not set aside (it may say more than a wording)."""
    whole = attack(texts)
    if whole is not None or len(texts) < 2:
        return whole
    mark = damage[-1] if damage and damage[-1] in "+×-" else ""
    kept, other = {}, 0
    for lang, text in texts.items():
        one = attack({lang: text})
        said = _mark(one) if one is not None else None
        if said is None:
            return None
        if said == mark:
            kept[lang] = text
        else:
            other += 1
    return attack(kept) if kept and other else None


def _mark(reading: Reading) -> str | None:
    """The damage mark an attack's text read says (+ for "N more damage", × for "N damage for each", − for "N less"), None
    for a text saying none of those (a flag, a Bench damage …)."""
    m = reading.modifier or {}
    if reading.kind == "modifier":
        return "+" if ("plus" in m or "plus_each" in m) else "×" if "times" in m else "-" if "minus" in m else None
    return {"plus_each": "+", "plus_if_stadium": "+", "times_discarded": "×"}.get(reading.kind)
