"""The Energy a question says attached to a Pokémon, by type ("2 Fire Energy attached", 「雷エネルギー1個」, 「身上有1个雷能量」):
:func:`energy_typed`, read where the count is (:data:`judge.situation.words.ATTACHED`); and the effects on a board that read the
Energy attached (:func:`energy_unsaid`), which a question seldom says in full: those reading their own Pokémon's Energy run where
the question says it by type (Voltaic Float: "If this Pokémon has any {L} Energy attached, it has no Retreat Cost").
"""

from __future__ import annotations

import re

from judge.situation.words import TYPE_WORDS

_TYPE_ALT = "|".join(sorted({w for words in TYPE_WORDS.values() for w in words}, key=len, reverse=True))
#: A type word just before the word for Energy.
ENERGY_TYPED = {"en": re.compile(rf"\b({_TYPE_ALT})(?:[- ]type)? energy\b", re.IGNORECASE),
                "ja": re.compile(rf"({_TYPE_ALT})(?:タイプの)?エネ"),
                "zh": re.compile(rf"({_TYPE_ALT})(?:属性)?(?:的)?(?:基本)?能量")}

#: Conditions an effect may read of the Energy attached, which a question seldom says in full.
ENERGY_CONDITIONS = ("holder_energy_types", "holder_has_energy", "holder_has_special_energy", "attacker_has_special_energy")
#: Of those, the ones reading the Energy attached to the effect's own Pokémon.
HOLDER_CONDITIONS = ("holder_energy_types", "holder_has_energy", "holder_has_special_energy")


def energy_typed(lang: str, words: str, n: int | None) -> list[str] | None:
    """The Energy said attached, by type (``["lightning"]`` for 「1个雷能量」), from the words of its count and the few before
    them; None where no type is said with it, or the words say two."""
    found = ENERGY_TYPED[lang].findall(words)
    if not n or len(set(found)) != 1:
        return None
    word = found[0].lower()
    return [next(t for t, ws in TYPE_WORDS.items() if word in ws)] * n


def energy_unsaid(doc: dict, said: set[str], carried) -> list[str]:
    """The cards whose effects in a scenario read the Energy attached (:data:`ENERGY_CONDITIONS`), but for those reading only
    their own Pokémon's where the question says its Energy by type (``said``: those Pokémon's ids)."""
    out = []
    for _, p, _, label, effects in carried(doc):
        own = p is not None and p.get("id") in said
        if any(k in (e.get("when") or {}) for e in effects for k in ENERGY_CONDITIONS if not (own and k in HOLDER_CONDITIONS)):
            out.append(label)
    return out


def counts_energy(doc: dict, carried) -> list[str]:
    """The Pokémon whose Abilities count the Energy attached (``per: self.energy_of:…``)."""
    return [label for _, _, kind, label, effects in carried(doc)
            if kind == "ability" and any("energy" in str((e.get("when") or {}).get("per", "")) for e in effects)]
