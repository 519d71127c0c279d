"""What a card named in a question says about the rulings that answer it: the rulings its wording
triggers (the phrase reader, :mod:`judge.cards.phrases`) and the Part I topic of its kind.

The search reads this as one of its signals (judge/search/candidates.py, ``by_card``): a question
naming Guzma brings in II-C-05, which rules the phrase Guzma's text prints, whatever words the
question uses. A name the question holds is found by the name table (a ``card-``, ``atk-`` or
``abl-`` concept); this module finds the card table's cards of that name and reads their texts. A
Pokémon row prints no text of its own (its attacks and Abilities are rows of their own): it is no
evidence here, and a Pokémon's name reads as the name table reads it (its species).
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
    table = load_table()
    try:
        entity = names.entity(concept)
    except KeyError:  # a card table row a question quoted (quoted_card)
        card = table.by_id(concept)
        return [card] if card else []
    found = []
    for lang in NAME_LANGS:
        for form in entity.forms(lang):
            found = [m.card for m in table.find(form, MOST_CARDS) if m.how == "exact" and m.card.kind != "pokemon"]
            same = [c for c in found if c.id == concept]
            if same or found:
                return same or found
    return found


def quoted_card(name: str) -> str | None:
    """The card table's id of a name a question quotes (「ファントムダイブ」, "Moon's Invite"), when a
    card, attack or Ability is named exactly so: the name table holds the corpus's attacks and
    Abilities only, since thousands more unquoted would be read in ordinary words; quoted, a name
    is meant as one. None for a name no row has."""
    found = [m for m in load_table().find(name, MOST_CARDS) if m.card.kind != "pokemon"]
    return found[0].card.id if found and found[0].how == "exact" else None


#: At most this many rows of one name are looked through for the one a Pokémon prints (an attack's
#: name printed on many Pokémon, as a Pokémon's or a Trainer's name too).
MOST_ROWS = 60


@lru_cache(maxsize=4096)
def parts_of(species: str) -> frozenset[str]:
    """The attacks and Abilities the cards of a Pokémon's name print (a name table species concept,
    ``pkmn-claydol``: the card table's Pokémon rows of its names, every print's parts)."""
    try:
        entity = load_names().entity(species)
    except KeyError:
        return frozenset()
    table, parts = load_table(), set()
    for lang in NAME_LANGS:
        for form in entity.forms(lang):
            for m in table.find(form, MOST_ROWS):
                if m.how == "exact" and m.card.kind == "pokemon":
                    parts.update(part[0] for printed in m.card.prints for part in printed.get("parts", ()))
    return frozenset(parts)


def owned_part(species: str, name: str) -> str | None:
    """The card table's id of an attack or Ability named unquoted right after the Pokémon printing it
    (「ネンドールのドッカンドール」, 「念力土偶的轰爆土偶」, as English writes "Claydol's Kaboom Doll"): a
    row of that name exactly that one of the species' cards prints; None otherwise (an ordinary word
    after a Pokémon's name is no attack of that Pokémon)."""
    parts = parts_of(species)
    if not parts:
        return None
    return next((m.card.id for m in load_table().find(name, MOST_ROWS) if m.how == "exact" and m.card.id in parts), None)


#: The reader languages whose printed texts the search compares in meaning with the guides.
PRINTED_LANGS = ("ja", "zh", "en")


@lru_cache(maxsize=4096)
def printed_texts(concept: str) -> dict[str, str]:
    """The printed text of a named concept's first card, by reader language (ja, zh, en): what the
    search compares in meaning with the guides' texts (judge/search/candidates.py, ``by_card_meaning``)."""
    cards = cards_of(concept)
    return {lang: text for lang, text in texts_of(cards[0]).items() if lang in PRINTED_LANGS} if cards else {}


def every_printed_text() -> list[str]:
    """Every text of the card table in the languages :func:`printed_texts` gives (any row may be a
    name's first card, or one a question quotes): the texts whose vectors an index build keeps."""
    table = load_table()
    return sorted({text for row in range(len(table)) for lang, text in texts_of(table.card(row)).items() if lang in PRINTED_LANGS})


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
    if concept not in load_names().by_id:
        # A row only the card table has (quoted_card: an attack or Ability the question quotes): its
        # kind's topic is left out. Cross-validated by source (scripts/fit_ranking.py, top-1 / top-3 of
        # 442): quoted names not read 360 / 413; read with their kind 358 / 417, but high on real 0.017;
        # without it 360 / 417; without any attack's or Ability's kind 359 / 417, but high right 0.92
        # on tests/questions.
        kind = {}
    return Triggered(phrase, kind)
