"""The board: players, their Pokémon, cards and the effects in force."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count
from typing import Any, Iterator, Literal

from judge.engine.basics import ROTATING, SPECIAL_CONDITIONS, TYPES, PlayerId, other
from judge.engine.card_specs import EnergySpec, PokemonSpec
from judge.engine.effect import Effect

__all__ = ["ROTATING", "SPECIAL_CONDITIONS", "TYPES", "Ability", "Attack", "Card", "EnergyCard", "Game", "Player", "PlayerId",
           "Pokemon", "TrainerCard", "other"]

_ids = count(1)


@dataclass(frozen=True)
class Card:
    """A card in a hand, a deck, a discard pile or among the Prize cards: its name, and its
    description when the scenario gives one (what it is when put into play, chosen or used). A
    value: it never changes, so a copy of the board shares it."""

    name: str
    """As the scenario writes it: the printed name, or a type word (``fire``) for a basic Energy card."""
    pokemon: PokemonSpec | None = None
    """A Pokémon card's description (HP, stage, attacks …)."""
    energy: EnergySpec | None = None
    """An Energy card's description (what it provides, basic or Special)."""
    trainer: Literal["item", "supporter", "tool", "stadium"] | None = None
    """A Trainer card's kind."""
    before_hand: tuple[dict, ...] = ()
    """A Prize card's text used before it goes to the hand (E-31), as card-text steps."""

    def __deepcopy__(self, memo: dict) -> Card:
        return self


@dataclass
class EnergyCard:
    """An Energy card attached to a Pokémon (or in a pile)."""

    card: str
    """Its name as printed."""
    units: list[frozenset[str]]
    """What it provides, one set of types per unit: basic Fire Energy is ``[{fire}]``, Double
    Colorless Energy ``[{colorless}, {colorless}]``, Rainbow Energy ``[{every type}]`` (D-08)."""
    basic: bool = True
    """Basic or Special Energy."""
    effects: list[Effect] = field(default_factory=list)
    """Effects the card has while attached (e.g. Double Turbo Energy's −20 to damage done)."""
    attach_only: list[str] = field(default_factory=list)
    """Tags of the Pokémon it can be attached to (e.g. ``rapid-strike``); empty: any Pokémon."""
    uid: int = field(default_factory=lambda: next(_ids))


@dataclass
class TrainerCard:
    """A Trainer card: Item, Pokémon Tool, Supporter or Stadium."""

    card: str
    kind: Literal["item", "tool", "supporter", "stadium"]
    effects: list[Effect] = field(default_factory=list)
    """Effects in force while the card is in play (a Tool's or Stadium's), or applied when played."""
    actions: list[dict] = field(default_factory=list)
    """What the card does when played (Items and Supporters), as action steps."""
    owner: str = "me"
    grants_attacks: list["Attack"] = field(default_factory=list)
    """A Tool's attacks the Pokémon can use through it: not attacks the Pokémon has (D-06)."""
    uid: int = field(default_factory=lambda: next(_ids))


@dataclass
class Attack:
    """An attack as printed."""

    name: str
    cost: list[str] = field(default_factory=list)
    """Energy symbols, e.g. ``[fire, colorless]``."""
    damage: int = 0
    """The number printed right of the name."""
    modifier: dict | None = None
    """``{"plus": 30, "if": …}``, ``{"times": 20, "count": …}``, ``{"minus": 10, "count": …}`` (B-01 … B-03)."""
    before_damage: list[dict] = field(default_factory=list)
    """Text that says "before doing damage" (E-09), run at attack step 3."""
    effects: list[dict] = field(default_factory=list)
    """The attack's other effects, run in printed order at attack step 5."""
    flags: list[str] = field(default_factory=list)
    """``ignore_weakness_resistance`` (B-06), ``ignore_defender_effects`` (B-07), ``fails_on_tails`` (D-01) …"""
    reduced_cost: dict | None = None
    """``{if: <count>, cost: [types]}``: "this attack needs only … if …" (E-32), over any cost change."""
    free_if: str | None = None
    """A count that, when not 0, lets the attack be used without its Energy ("if …, this attack can be used without Energy")."""
    owner_pokemon: str | None = None
    """For a copied attack (C-18): the Pokémon it was printed on."""
    first_turn_barred: str | None = None
    """The text bars it on its player's first turn: ``going_first``, ``going_second`` or ``both``."""


@dataclass
class Ability:
    """An Ability: declared ("you may use … once during your turn") or always on."""

    name: str
    effects: list[Effect] = field(default_factory=list)
    """Effects in force while the Pokémon is in play."""
    actions: list[dict] = field(default_factory=list)
    """What it does when used (declared Abilities)."""
    cost: list[dict] = field(default_factory=list)
    """What must be done in full to use it ("if you discard 2 cards from your hand, you can use …": E-30)."""
    once_per_turn: bool = True
    one_per_name: bool = False
    """"If you used an Ability with this name this turn you can't use another" (E-14)."""
    where: Literal["anywhere", "active", "bench", "discard", "hand"] = "anywhere"
    """Where the Pokémon must be to use it ("while this Pokémon is in the Active Spot"); ``discard``
    or ``hand``: only while the card is there, never in play (E-17)."""
    trigger: str | None = None
    """``evolved_from_hand``, ``benched_from_hand`` or ``attached_from_hand``: usable only right after (E-05 … E-07)."""


@dataclass
class Pokemon:
    """A Pokémon in play: the top card of its evolution stack and everything on it."""

    card: str
    hp: int
    """The HP printed on the card; its maximum HP is this changed by effects (D-15:
    :func:`judge.engine.quantities.max_hp`)."""
    stage: str = "basic"
    types: list[str] = field(default_factory=list)
    weakness: list[dict] = field(default_factory=list)
    """``[{"type": "fire", "multiplier": 2}]`` or ``[{"type": "fire", "plus": 20}]``."""
    resistance: list[dict] = field(default_factory=list)
    """``[{"type": "water", "minus": 30}]``."""
    retreat: int = 0
    tags: list[str] = field(default_factory=list)
    """Other printed marks that cards refer to, e.g. ``rapid-strike``, ``single-strike``, ``team-flare``."""
    rule_box: str | None = None
    """``EX``, ``GX``, ``tag-team``, ``V``, ``VMAX``, ``VSTAR``, ``ex``, ``radiant``, ``prism``, ``mega``, ``BREAK`` or none."""
    prizes: int | None = None
    """Prize cards it gives when Knocked Out; None: derived from the rule box and ruleset."""
    damage: int = 0
    energy: list[EnergyCard] = field(default_factory=list)
    tool: TrainerCard | None = None
    conditions: set[str] = field(default_factory=set)
    poison_counters: int = 1
    """Damage counters Poison puts at each Checkup (E-16 may raise it)."""
    burn_counters: int = 2
    """Damage counters Burn puts at each Checkup (E-28 may raise it)."""
    stack: list["Pokemon"] = field(default_factory=list)
    """The Pokémon cards below it, lowest first (for devolving: C-13)."""
    attacks: list[Attack] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    """Effects placed on it by attacks, Abilities or Trainers (cleared on moving to the Bench or evolving)."""
    owner: str = "me"
    played_turn: int = 0
    """The turn it was put into play (or evolved): can't evolve that turn (I-A-05)."""
    evolved_turn: int | None = None
    moved_to_active_turn: int | None = None
    healed_turn: int | None = None
    paralyzed_turn: int | None = None
    """The turn it became Paralyzed: it recovers at the Checkup after its owner's next turn."""
    inherited: bool = False
    """True when it took another Pokémon's place inheriting everything (D-19)."""
    evolved_from_hand: bool = False
    """Whether its last evolution was played from hand (E-05)."""
    iid: str | None = None
    """The scenario's instance id for it, telling apart Pokémon of one name (``#<id>`` in card text)."""
    uid: int = field(default_factory=lambda: next(_ids))

    @property
    def counters(self) -> int:
        return self.damage // 10

    @property
    def full_hp(self) -> bool:
        """Full HP: no damage counters on it (D-14 「ダメカンが1個ものっていない状態」), whatever its
        maximum HP. Maximum and remaining HP read the effects in force:
        :func:`judge.engine.quantities.max_hp`, :func:`judge.engine.quantities.remaining_hp`."""
        return self.damage == 0

    @property
    def energy_units(self) -> list[frozenset[str]]:
        return [u for e in self.energy for u in e.units]

    @property
    def rotating_condition(self) -> str | None:
        return next((c for c in ROTATING if c in self.conditions), None)

    def add_condition(self, condition: str) -> None:
        """Asleep/Paralyzed/Confused replace each other; Poisoned and Burned stack with them."""
        if condition in ROTATING:
            self.conditions -= set(ROTATING)
        self.conditions.add(condition)


@dataclass
class Player:
    """One player's side."""

    id: str
    active: Pokemon | None = None
    bench: list[Pokemon] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    """Top card first."""
    discard: list[Card] = field(default_factory=list)
    prizes: list[Card] = field(default_factory=list)
    prizes_taken: int = 0
    effects: list[Effect] = field(default_factory=list)
    """Effects on the player rather than a Pokémon (C-19: "can't play … from hand")."""
    knocked_out: list[str] = field(default_factory=list)
    """Names of this player's Pokémon Knocked Out, in order."""
    knocked_out_from: list[tuple[str, str]] = field(default_factory=list)
    """(spot, name) of each of this player's Pokémon Knocked Out: ``active`` or ``bench.<i>``, where
    it was when the Knock Out procedure began."""
    knockout_turns: list[tuple[int, bool]] = field(default_factory=list)
    """(turn, by an attack's damage) of each of this player's Knock Outs (E-11)."""
    supporter_played_turn: int | None = None
    retreated_turn: int | None = None
    energy_attached_turn: int | None = None
    stadium_played_turn: int | None = None
    stadium_used_turn: int | None = None
    abilities_used: dict[str, int] = field(default_factory=dict)
    """Ability name → turn it was last used (E-12, E-14)."""
    zone_abilities_used: list[tuple[int, Card, str]] = field(default_factory=list)
    """(turn, card, Ability) for each Ability used from the hand or the discard pile (E-17): each card
    once a turn, told apart by being the same card; a card that left the zone and came back is
    another card (E-17 ◆), as the engine makes a new card whenever one moves."""
    mulligans: int = 0
    deck_shuffled: bool = False
    """Whether the deck has been shuffled by an effect (E-18)."""

    BENCH_SIZE = 5

    def in_play(self) -> Iterator[Pokemon]:
        if self.active:
            yield self.active
        yield from self.bench

    def spot(self, pokemon: Pokemon) -> str:
        """Where this player's Pokémon in play is: ``active`` or ``bench.<i>``."""
        if self.active is pokemon:
            return "active"
        return f"bench.{next(i for i, b in enumerate(self.bench) if b is pokemon)}"

    @property
    def prizes_left(self) -> int:
        return len(self.prizes)


@dataclass
class Game:
    """The whole board and the turn."""

    players: dict[str, Player]
    ruleset: Any
    turn: int = 2
    """Turn number of the game (1 = the first player's first turn)."""
    current: str = "me"
    """Whose turn it is."""
    first_player: str = "me"
    stadium: TrainerCard | None = None
    result: str | None = None
    """``me``, ``opponent`` (the winner), ``draw``, or None while the game goes on."""
    sudden_death: bool = False
    """Whether this game is a Sudden Death (I-E: played over from the start with 1 Prize card each
    after a draw): the ruleset's Sudden Death rule decides who wins (:mod:`judge.engine.winning`)."""
    turn_ended: bool = False
    """True once an attack (or a Mega Evolution, xy) has ended the turn: only the end of the turn may follow."""
    turn_ended_by: str = "I-A-01"
    """The rule that ended the turn."""
    turn_begun: bool = False
    """Whether the current turn's beginning, its draw (I-E), is past: a scenario's board is taken to be
    after it unless its first action begins the turn (``begin_turn``); setup ends before turn 1's draw."""
    coins: list[str] = field(default_factory=list)
    """The coin flips still to come, scripted by the scenario, in order."""
    promote: dict[str, list[int]] = field(default_factory=dict)
    """Which Benched Pokémon each player puts into the Active Spot after a Knock Out, in order."""
    attacker: Pokemon | None = None
    """The Pokémon whose attack is being carried out (None otherwise): triggered texts name it
    ``attacker``, and a Knock Out then is "by an attack"."""
    attack_damage_to: set[int] = field(default_factory=set)
    """The Pokémon (uids) the attack being carried out has done damage to: "Knocked Out by damage
    from an attack" (E-04) holds for them."""
    full_hp_when_hit: set[int] = field(default_factory=set)
    """Of those, the ones that had full HP (D-14) when the attack's damage was put on them: "Knocked
    Out by damage from an attack while at full HP" reads the HP the damage found, at step 2 of the
    Knock Out (E-04), after the damage itself."""
    last_event: tuple | None = None
    """The last thing done that an Ability may be triggered by: ``(event, pokemon uid)`` (E-05 … E-07)."""
    promoted: list[tuple[str, str]] = field(default_factory=list)
    """(player, card) of each new Active Pokémon put out after a Knock Out, in the order the players put
    them out (I-D step 5: the player whose turn is next first when both Active Pokémon are Knocked Out)."""
    attacks_used: dict[str, list[tuple[int, str]]] = field(default_factory=lambda: {"me": [], "opponent": []})
    """(turn, attack name) of each attack a player counts as having used (II-D-01: an attack that
    fails by its own text counts as used; one stopped by the opponent's effect or by Confusion does not)."""

    @property
    def me(self) -> Player:
        return self.players["me"]

    @property
    def opponent(self) -> Player:
        return self.players["opponent"]

    def player(self, pid: str) -> Player:
        return self.players[pid]

    def all_pokemon(self) -> Iterator[Pokemon]:
        for p in self.players.values():
            yield from p.in_play()

    def is_first_turn_of(self, pid: str) -> bool:
        """True during a player's first turn of the game."""
        own_first = 1 if pid == self.first_player else 2
        return self.turn == own_first and self.current == pid
