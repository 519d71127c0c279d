"""Whose text is running: the Pokémon and player a card's text acts for, and what it has done so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.engine.state import Card, Game, Pokemon


@dataclass
class Memo:
    """What a text has done so far that its later steps (or the procedure running it) refer to."""

    discarded: list[Card] = field(default_factory=list)
    """The cards this text discarded (the count ``discarded``)."""
    damage_done: int = 0
    """The damage the attack did at attack step 4 (the count ``damage_done``)."""
    hit_flags: dict[str, bool] = field(default_factory=dict)
    """The attack's flags for its damage (``ignore_weakness``, ``ignore_resistance``,
    ``ignore_defender_effects``: B-06, B-07), which its damage steps take too."""
    heads: int = 0
    """Heads this text has flipped (the count ``heads``)."""
    modifier_done: bool = False
    """The player chose the attack's "if you like, N more damage" (E-10): ``in_that_case`` runs."""
    attack_fails: bool = False
    """A step said the attack does nothing after all ("discard 2, else this attack does nothing", E-33)."""
    card_goes_to: str | None = None
    """Where the Trainer being played goes instead of the discard pile (``hand``, ``deck``: C-02;
    ``prizes``: E-34); None, the discard pile."""
    blocked_by_e29: bool = False
    """A step was blocked only because its target is unaffected by cards from hand (E-29): the card
    still counts as doing something (I-B-01)."""
    searched_deck: bool = False
    """The text searched its player's deck (E-18: the shuffle after a search that found nothing)."""
    search_found: bool = False
    """The search found a card."""
    looked_hidden: bool = False
    """The text looked at face-down cards (the deck, Prize cards): what it finds is not known, so it
    is not known to change nothing (I-H, E-34)."""


@dataclass
class Context:
    """Whose text is running: the Pokémon and player, and the attack's Defending Pokémon."""

    game: Game
    player: str
    self_pokemon: Pokemon | None = None
    defending: Pokemon | None = None
    source: str = "attack"
    """``attack``, ``ability``, ``item``, ``supporter``, ``stadium``, ``tool``, ``energy``."""
    name: str = ""
    """The attack, Ability or card running."""
    triggered: bool = False
    """A triggered text (E-03, E-04 …): ``attacker`` with no attacking Pokémon in play names none,
    and the text has nothing to act on (II-A), instead of being an error."""
    memo: Memo = field(default_factory=Memo)
    """What the text has done so far."""
