"""Cards in a hand, deck, discard pile or among the Prize cards: what they are named, what kind they
are (for "choose a … card", I-H), and taking one out of its zone."""

from __future__ import annotations

import re

from judge.engine.state import Card, Player
from judge.engine.words import BASIC_ENERGY
from judge.engine.words import TYPES as TYPE_WORDS


def take(player: Player, zone: str, name: str) -> None:
    """Take the first card named ``name`` out of a zone, when the scenario put it there (a card not
    listed is taken as given)."""
    pile: list[Card] = getattr(player, zone, None)
    if not isinstance(pile, list):
        return
    found = next((c for c in pile if c.name == name), None)
    if found is not None:
        pile.remove(found)


def is_card(card: Card, name: str) -> bool:
    """Whether a card of a zone is the one named: by its printed name, or ``#<id>`` by the instance id
    the scenario gave the Pokémon card (the card itself, when others of its name are there too)."""
    if name.startswith("#"):
        return card.pokemon is not None and card.pokemon.id == name[1:]
    return card.name == name


def card_name(card: Card) -> str:
    """A card's name as printed: a type word is that basic Energy card."""
    if card.name in TYPE_WORDS and not described(card):
        return BASIC_ENERGY["en"].format(type=card.name)
    return card.name


def described(card: Card) -> bool:
    """Whether the scenario describes the card (a Pokémon, an Energy or a Trainer), not only names it."""
    return card.pokemon is not None or card.energy is not None or card.trainer is not None


def card_kinds(card: Card) -> set[str]:
    """What a card in a zone is, for "choose a … card" (I-H). A card given by name only is none
    of the kinds (describe it: ``{card, hp, stage}`` a Pokémon, ``{card, provides}`` an Energy,
    ``{card, kind}`` a Trainer); a type word (``fire``) is a basic Energy card."""
    kinds = {"any"}
    if card.pokemon is not None:
        kinds |= {"pokemon", "basic_pokemon" if card.pokemon.stage == "basic" else "evolution_pokemon"}
    elif card.energy is not None:
        kinds |= {"energy", "basic_energy" if card.energy.basic else "special_energy"}
    elif card.trainer is not None:
        kinds |= {"trainer", card.trainer}
    elif card.name in TYPE_WORDS or re.fullmatch(r"basic \w+ Energy", card.name):
        kinds |= {"energy", "basic_energy"}
    return kinds


def named(card: Card, name: str) -> bool:
    """E-39: a text naming 「基本●●エネルギー」 means cards of that card name (in any of the guides'
    languages for a basic Energy card), not any Energy that provides ●●."""
    own = card_name(card)
    if own == name:
        return True
    m = re.fullmatch(r"basic (\w+) Energy", own)
    return bool(m) and m.group(1) in TYPE_WORDS and any(BASIC_ENERGY[lang].format(type=TYPE_WORDS[m.group(1)][lang]) == name for lang in BASIC_ENERGY)


def fits(card: Card, what, name: str | None) -> bool:
    """Whether a card is of a kind the text names (``what``: one or a list) and, if it names one, of that name."""
    wanted = what if isinstance(what, list) else [what]
    return any(w in card_kinds(card) for w in wanted) and (name is None or named(card, name))
