"""What a card named in a question says about the rulings that answer it: the rulings its wording
triggers (the phrase reader, :mod:`judge.cards.phrases`) and the Part I topic of its kind.

The search reads this as one of its signals (judge/search/candidates.py, ``by_card``): a question
naming Guzma brings in II-C-05, which rules the phrase Guzma's text prints, whatever words the
question uses. A name the question holds is found by the name table (a ``card-``, ``atk-`` or
``abl-`` concept); this module finds the card table's cards of that name and reads their texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from judge.cards.lookup import read, texts_of
from judge.cards.table import load as load_table
from judge.lang.names import load as load_names

#: The name table's languages tried, in order, for a name the card table knows.
NAME_LANGS = ("en", "ja", "zh_hans", "zh_hant")
#: At most this many cards of one name are read (an attack name printed on many Pokémon).
MOST_CARDS = 12


@dataclass(frozen=True)
class Triggered:
    """What the cards of one name trigger."""

    phrase: dict[str, float]
    """A Part II topic → the share of the name's cards whose text prints one of its phrases."""
    kind: dict[str, float]
    """A Part I topic → the share of the name's cards whose kind it rules (a Supporter → I-B-03)."""


NOTHING = Triggered({}, {})


def cards_of(concept: str) -> list:
    """The card table's cards a named concept is (those with its id, else those of its names)."""
    names = load_names()
    try:
        entity = names.entity(concept)
    except KeyError:
        return []
    table = load_table()
    found = []
    for lang in NAME_LANGS:
        for form in entity.forms(lang):
            found = [m.card for m in table.find(form, MOST_CARDS) if m.how == "exact"]
            same = [c for c in found if c.id == concept]
            if same or found:
                return same or found
    return found


@lru_cache(maxsize=4096)
def triggered(concept: str) -> Triggered:
    """The rulings a named concept's cards trigger (nothing for a name the card table lacks)."""
    cards = cards_of(concept)
    if not cards:
        return NOTHING
    phrase: dict[str, float] = {}
    kind: dict[str, float] = {}
    for card in cards:
        _, _, rulings = read(card, texts_of(card), "ja")
        for r in rulings:
            into = kind if r["by"] == "kind" else phrase
            into[r["id"]] = into.get(r["id"], 0.0) + 1.0 / len(cards)
    return Triggered(phrase, kind)
