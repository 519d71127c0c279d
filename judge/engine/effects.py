"""Effects as data: each kind names the hook point it joins and the rule that governs it.

An effect comes from a source (an attack, an Ability, a Tool, a Stadium, an Energy card, an
Item or Supporter), belongs to the player who controls that source, lasts for a duration
(E-01, E-02, E-20 … E-22) and may carry conditions (``when``) such as "from the opponent's
Pokémon" or "Basic Pokémon only". Procedures ask :func:`applicable` (or :func:`weighed`) for the effects at their
hook and apply them in the order the guide gives.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from judge.engine.budget import spend
from judge.engine.messages import Kind
from judge.engine.state import Game, Pokemon
from judge.engine.wording import Check


@dataclass(frozen=True)
class EffectKind:
    """One kind of effect: where it hooks in, and what rule governs it."""

    hook: str
    """The procedure step it joins, e.g. ``damage.5`` (I-A-01 damage step 5)."""
    rule: str
    """The ruling id that governs it."""
    doc: str
    """What it does."""


#: Every effect kind the engine knows. Keys are what scenario files write as ``kind``.
KINDS: dict[str, EffectKind] = {
    "damage_dealt": EffectKind("damage.2", "II-B-04", "Damage this Pokémon's attacks do is changed by `amount` (step 2: effects on the attacking Pokémon)."),
    "damage_taken": EffectKind("damage.5", "II-B-05", "Damage this Pokémon takes from attacks is changed by `amount` (step 5: effects on the defending Pokémon)."),
    "prevent_damage": EffectKind("damage.6", "II-C-16", "Prevent all damage done to this Pokémon by attacks (step 6)."),
    "prevent_effects": EffectKind("effects", "II-C-17", "Prevent all effects of attacks, damage excluded, done to this Pokémon."),
    "no_weakness": EffectKind("damage.3", "II-D-13", "This Pokémon has no Weakness."),
    "no_resistance": EffectKind("damage.4", "II-D-13", "This Pokémon has no Resistance."),
    "attack_cost": EffectKind("cost.attack", "II-D-09", "Attack costs change by `amount` Colorless (more: D-11, less: D-12) or become none (`none: true`, D-13)."),
    "retreat_cost": EffectKind("cost.retreat", "II-D-10", "Retreat Cost changes by `amount` (more: D-11, less: D-12) or becomes none (`none: true`, D-13)."),
    "cant_retreat": EffectKind("retreat", "II-C-14", "This Pokémon can't retreat."),
    "cant_attack": EffectKind("attack.1", "II-C-15", "This Pokémon can't attack (or can't use the attack named in `attack`)."),
    "attack_may_fail": EffectKind("attack.2a", "II-D-01", "When this Pokémon attacks, the opponent flips a coin: tails, the attack fails."),
    "on_damaged": EffectKind("attack.6", "II-E-03", "When this Pokémon is damaged by an attack (10 or more), run `actions` (before the Knock Out)."),
    "on_knocked_out": EffectKind("knockout.2", "II-E-04", "When this Pokémon is Knocked Out, run `actions` (Knock Out step 2)."),
    "poison_counters": EffectKind("checkup.poison", "II-E-16", "Poison puts `amount` damage counters at each Checkup; the largest applies."),
    "burn_counters": EffectKind("checkup.burn", "II-E-28", "Burn puts `amount` damage counters at each Checkup; the largest applies."),
    "checkup_counters": EffectKind("checkup.2", "II-E-08", "At each Pokémon Checkup, put `amount` damage counters on this Pokémon."),
    "on_attach": EffectKind("attach", "II-E-07", "Each time an Energy card is attached from hand, run `actions` (once per card)."),
    "cant_play": EffectKind("play", "II-C-19", "This player can't play `what` (item, supporter, stadium, tool) from hand."),
    "unaffected_by_played": EffectKind("play", "II-E-29", "This Pokémon is unaffected by `what` (item, supporter) the opponent plays from hand."),
    "max_hp": EffectKind("hp", "II-D-15", "This Pokémon's maximum HP changes by `amount`."),
    "no_rule": EffectKind("rules", "II-D-13", "This Pokémon's rule box (e.g. Prize cards given) no longer applies."),
    "no_abilities": EffectKind("abilities", "II-D-13", "The Pokémon it reaches (filtered by `when`) have no Abilities."),
    "no_tool_effects": EffectKind("tools", "II-D-13", "Pokémon Tools attached to the Pokémon it reaches have no effect."),
    "survive_at": EffectKind("damage.6", "II-D-14", "With full HP, attack damage that would Knock it Out leaves it with `amount` HP."),
    "may_retreat_while_unable": EffectKind("retreat", "II-A", "It may retreat even while Asleep or Paralyzed (the card's text over the rules)."),
    "end_of_turn": EffectKind("turn.end", "II-E-20", "At the end of the turn (before the Checkup), run `actions`."),
    "on_checkup": EffectKind("checkup.2", "II-E-08", "At each Pokémon Checkup, run `actions`."),
    "energy_provides": EffectKind("energy", "II-D-07", "Each basic Energy of a type in `what` attached to the Pokémon it reaches provides `amount` Energy of that type instead of 1."),
    "mega_keeps_turn": EffectKind("evolve", "XY-pokemon-ex", "Mega Evolving the Pokémon with this Tool does not end the turn (xy-2016)."),
}

APPLIES_TO = ("self", "your_pokemon", "your_active", "your_bench", "opponents_pokemon", "opponents_active", "all_pokemon", "player", "opponent_player")

DURATIONS = {
    "permanent": "while its source is in play",
    "this_turn": "until the end of this turn (E-20)",
    "opponents_next_turn": "during the opponent's next turn (E-01)",
    "your_next_turn": "during your next turn (E-02)",
    "until_end_of_your_next_turn": "until the end of your next turn (E-21)",
    "until_end_of_opponents_next_turn": "until the end of the opponent's next turn (E-22)",
}
DURATION_RULES = {"this_turn": "II-E-20", "opponents_next_turn": "II-E-01", "your_next_turn": "II-E-02",
                  "until_end_of_your_next_turn": "II-E-21", "until_end_of_opponents_next_turn": "II-E-22"}


@dataclass
class Effect:
    """One effect in force (or waiting to be)."""

    kind: str
    """A key of :data:`KINDS`."""
    amount: int = 0
    name: str = ""
    """The card, attack or Ability it comes from, for the trace."""
    source: str = "attack"
    """``attack``, ``ability``, ``tool``, ``stadium``, ``energy``, ``item`` or ``supporter``."""
    owner: str = "me"
    """The player who controls the source."""
    applies_to: str = "self"
    """Who it affects, relative to the Pokémon (or player) that carries it: one of :data:`APPLIES_TO`."""
    when: dict = field(default_factory=dict)
    """Conditions, all of which must hold (see :func:`conditions_hold`)."""
    duration: str = "permanent"
    stacks: bool = True
    """False when the text says it doesn't stack however many Pokémon have it (E-15)."""
    none: bool = False
    """For cost effects: the cost becomes none (D-13)."""
    attack: str | None = None
    """For ``cant_attack``: the attack it names (None: every attack)."""
    what: list[str] = field(default_factory=list)
    """For ``cant_play`` / ``unaffected_by_played``: which kinds of card."""
    actions: list[dict] = field(default_factory=list)
    """For triggered kinds (``on_damaged``, ``on_knocked_out``, ``on_attach``): what to do."""
    except_abilities: list[str] = field(default_factory=list)
    """For ``no_abilities``: the Abilities the text spares (「〜を除く」, "except …"), by name."""
    start_turn: int = 0
    end_turn: int = 10**9

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown effect kind {self.kind!r} (known: {', '.join(KINDS)})")
        if self.applies_to not in APPLIES_TO:
            raise ValueError(f"unknown applies_to {self.applies_to!r} (known: {', '.join(APPLIES_TO)})")
        if self.duration not in DURATIONS:
            raise ValueError(f"unknown duration {self.duration!r} (known: {', '.join(DURATIONS)})")

    @property
    def rule(self) -> str:
        return KINDS[self.kind].rule

    def schedule(self, turn: int) -> "Effect":
        """Fix the turns the effect is in force, counting from the turn it is created."""
        self.start_turn, self.end_turn = {
            "permanent": (0, 10**9),
            "this_turn": (turn, turn),
            "opponents_next_turn": (turn + 1, turn + 1),
            "your_next_turn": (turn + 2, turn + 2),
            "until_end_of_your_next_turn": (turn, turn + 2),
            "until_end_of_opponents_next_turn": (turn, turn + 1),
        }[self.duration]
        return self

    def in_force(self, turn: int) -> bool:
        return self.start_turn <= turn <= self.end_turn

    def label(self) -> str:
        return self.name or self.kind

    def reads_as(self) -> str | Kind:
        """How a trace names the effect: the card, attack or Ability it comes from, else its kind in words."""
        return self.name or Kind(self.kind)


def _targets(effect: Effect, carrier: Pokemon | None, carrier_owner: str, holder: Pokemon, game: Game) -> bool:
    """Whether an effect carried by ``carrier`` (or a player/stadium) reaches ``holder``."""
    who = effect.applies_to
    holder_active = game.players[holder.owner].active is holder
    if who == "self":
        return carrier is holder
    if who == "all_pokemon":
        return True
    mine = holder.owner == carrier_owner
    if who == "your_pokemon":
        return mine
    if who == "your_active":
        return mine and holder_active
    if who == "your_bench":
        return mine and not holder_active
    if who == "opponents_pokemon":
        return not mine
    if who == "opponents_active":
        return not mine and holder_active
    return False


def _raw_sources(game: Game, abilities_off: set[tuple[int, str]] = frozenset(), tools_off: set[int] = frozenset()):
    for pokemon in game.all_pokemon():
        spend(1 + len(pokemon.effects))  # each effect weighed is work (budget)
        for e in pokemon.effects:
            yield e, pokemon, pokemon.owner
        if pokemon.tool and pokemon.uid not in tools_off:
            for e in pokemon.tool.effects:
                yield e, pokemon, pokemon.owner
        for card in pokemon.energy:
            for e in card.effects:
                yield e, pokemon, pokemon.owner
        active = game.players[pokemon.owner].active is pokemon
        for ability in pokemon.abilities:
            if (pokemon.uid, ability.name) in abilities_off:
                continue
            if ability.where == "active" and not active or ability.where == "bench" and active:
                continue  # "while this Pokémon is in the Active Spot" (E-13)
            for e in ability.effects:
                yield e, pokemon, pokemon.owner
    if game.stadium:
        for e in game.stadium.effects:
            yield e, None, game.stadium.owner


def _reaching(game: Game, target: Pokemon, rules: list) -> list[Effect]:
    """The switching-off effects among ``rules`` that reach ``target`` with their ``when`` holding."""
    return [e for e, carrier, owner in rules
            if (carrier is None or _targets(e, carrier, owner, target, game)) and conditions_hold(e, holder=target, game=game)[0]]


def _switched_off_abilities(game: Game) -> set[tuple[int, str]]:
    """(Pokémon uid, Ability name) of each Ability switched off (D-13). The text says which Abilities
    it spares: 「（「恶作剧之锁」を除く）」 / "except …" is ``except_abilities``; nothing else is spared,
    not even the Ability that carries the effect."""
    rules = [(e, c, o) for e, c, o in _raw_sources(game) if e.kind == "no_abilities" and e.in_force(game.turn)]
    off = set()
    for target in game.all_pokemon():
        for e in _reaching(game, target, rules):
            off |= {(target.uid, a.name) for a in target.abilities if a.name not in e.except_abilities}
    return off


def _switched_off_tools(game: Game) -> set[int]:
    """Pokémon whose Tools are switched off (``no_tool_effects``, D-13)."""
    rules = [(e, c, o) for e, c, o in _raw_sources(game) if e.kind == "no_tool_effects" and e.in_force(game.turn)]
    return {target.uid for target in game.all_pokemon() if _reaching(game, target, rules)}


def ability_active(game: Game, pokemon: Pokemon, name: str) -> bool:
    """Whether the Pokémon's Ability ``name`` is not switched off."""
    return (pokemon.uid, name) not in _switched_off_abilities(game)


def abilities_active(game: Game, pokemon: Pokemon) -> bool:
    """Whether the Pokémon has an Ability that is not switched off."""
    if not pokemon.abilities:
        return False
    off = _switched_off_abilities(game)
    return any((pokemon.uid, a.name) not in off for a in pokemon.abilities)


def tool_active(game: Game, pokemon: Pokemon) -> bool:
    """Whether the Pokémon's Tool is working (not switched off, D-13)."""
    return pokemon.tool is not None and pokemon.uid not in _switched_off_tools(game)


def sources_in_play(game: Game) -> Iterator[tuple[Effect, Pokemon | None, str]]:
    """Every effect in play with the Pokémon that carries it (None for a Stadium) and its owner."""
    yield from _raw_sources(game, _switched_off_abilities(game), _switched_off_tools(game))


def _in_force(game: Game, kind: str, holder: Pokemon) -> list[Effect]:
    """The effects of ``kind`` in force that reach ``holder`` now (E-15: non-stacking ones once),
    their ``when`` not yet weighed: procedures ask :func:`applicable` or :func:`weighed`."""
    found, seen = [], set()
    for e, carrier, owner in sources_in_play(game):
        if e.kind != kind or not e.in_force(game.turn):
            continue
        if carrier is None and e.applies_to == "self":
            reach = e.kind != "unaffected_by_played"  # what a Stadium says of itself reaches no Pokémon
        else:
            reach = _targets(e, carrier, owner, holder, game)
        if not reach:
            continue
        if not e.stacks:
            key = (e.name, e.kind, e.amount)
            if key in seen:
                continue
            seen.add(key)
        found.append(e)
    return found


def energy_units(game: Game, pokemon: Pokemon) -> list[frozenset[str]]:
    """What the Energy attached to ``pokemon`` provides, one set of types per unit, with
    ``energy_provides`` effects (see :func:`card_units`)."""
    extra = applicable(game, "energy_provides", pokemon)
    return [u for card in pokemon.energy for u in card_units(card, extra)]


def card_units(card, extra: list[Effect]) -> list[frozenset[str]]:
    """What one attached Energy card provides: a basic Energy of a type an ``energy_provides``
    effect names provides ``amount`` units instead of 1; a second effect adds its own extra units
    unless it does not stack (E-15: :func:`applicable` gives it once)."""
    units = list(card.units)
    if card.basic:
        for e in extra:
            for t in e.what or []:
                if any(t in u for u in card.units):
                    units += [frozenset({t})] * max(e.amount - 1, 0)
    return units


def weighed(game: Game, kind: str, holder: Pokemon, attacker: Pokemon | None = None, target: Pokemon | None = None,
            amount: int | None = None) -> tuple[list[Effect], list[tuple[Effect, Check]]]:
    """The effects of ``kind`` in force on ``holder``: those whose every ``when`` condition holds
    now, and those with a condition that does not (each with that condition, for the trace)."""
    holding, failing = [], []
    for e in _in_force(game, kind, holder):
        ok, failed = conditions_hold(e, holder=holder, attacker=attacker, target=target, game=game, amount=amount)
        if ok:
            holding.append(e)
        else:
            failing.append((e, failed))
    return holding, failing


def applicable(game: Game, kind: str, holder: Pokemon, attacker: Pokemon | None = None, target: Pokemon | None = None,
               amount: int | None = None) -> list[Effect]:
    """The effects of ``kind`` in force on ``holder`` whose every ``when`` condition holds now."""
    return weighed(game, kind, holder, attacker, target, amount)[0]


def player_effects(game: Game, kind: str, player: str) -> list[Effect]:
    """Effects of ``kind`` on a player (C-19 locks), from the player's list and from Pokémon/Stadiums
    in play; one a Pokémon carries works while its ``when`` holds for that Pokémon."""
    out = [e for e in game.players[player].effects if e.kind == kind and e.in_force(game.turn)]
    for e, carrier, owner in sources_in_play(game):
        if e.kind == kind and e.in_force(game.turn) and (
            e.applies_to == "opponent_player" and owner != player or e.applies_to == "player" and owner == player
        ) and (carrier is None or conditions_hold(e, holder=carrier, game=game)[0]):
            out.append(e)
    return out


def conditions_hold(effect: Effect, *, holder: Pokemon, attacker: Pokemon | None = None, target: Pokemon | None = None, game: Game,
                    amount: int | None = None) -> tuple[bool, Check | None]:
    """Whether every condition in ``effect.when`` holds; when one does not, that condition (a
    :class:`~judge.engine.wording.Check`, which the trace words as what the effect needs).

    ``holder`` carries the effect's target role: the defending Pokémon for ``damage_taken``,
    the attacking Pokémon for ``damage_dealt``, the Knocked Out Pokémon for ``on_knocked_out``.
    ``attacker`` is the Pokémon whose attack is being carried out (None outside an attack: then
    no condition on the attacker holds), ``target`` the one taking its damage, ``amount`` the
    damage the calculation has reached (for ``damage_in``, ``damage_at_most``, ``damage_at_least``).
    """
    for key, want in effect.when.items():
        ok = True
        if key == "from_opponent":
            ok = attacker is not None and (attacker.owner != holder.owner) == bool(want)
        elif key == "attacker_rule_box":
            ok = attacker is not None and attacker.rule_box in _list(want)
        elif key == "attacker_types":
            ok = attacker is not None and bool(set(attacker.types) & set(_list(want)))
        elif key == "holder_stage":
            ok = holder.stage in _list(want)
        elif key == "holder_rule_box":
            ok = holder.rule_box in _list(want)
        elif key == "holder_types":
            ok = bool(set(holder.types) & set(_list(want)))
        elif key == "holder_active":
            ok = (game.players[holder.owner].active is holder) == bool(want)
        elif key == "target_active":
            ok = target is not None and (game.players[target.owner].active is target) == bool(want)
        elif key == "target_opponent":
            ok = target is not None and (target.owner != holder.owner) == bool(want)
        elif key == "target_rule_box":
            ok = target is not None and target.rule_box in _list(want)
        elif key == "target_stage":
            ok = target is not None and target.stage in _list(want)
        elif key == "holder_name":
            ok = holder.card in _list(want)
        elif key == "holder_energy_types":
            ok = any(t in u for u in holder.energy_units for t in _list(want))
        elif key == "holder_has_energy":
            ok = bool(holder.energy) == bool(want)
        elif key == "holder_tags":
            ok = bool(set(holder.tags) & set(_list(want)))
        elif key == "holder_conditions":
            ok = bool(holder.conditions & set(_list(want)))
        elif key == "holder_full_hp":
            ok = (holder.damage == 0) == bool(want)
        elif key == "attacker_name":
            ok = attacker is not None and attacker.card in _list(want)
        elif key == "attacker_stage":
            ok = attacker is not None and attacker.stage in _list(want)
        elif key == "target_types":
            ok = target is not None and bool(set(target.types) & set(_list(want)))
        elif key == "by_attack_damage":  # "by damage from an attack" (this attack's damage, II-E-03, II-E-04)
            ok = (attacker is not None and holder.uid in game.attack_damage_to) == bool(want)
        elif key in DAMAGE_CONDITIONS:
            if amount is None:
                raise ValueError(f"condition {key!r} in effect {effect.label()} reads the damage, which only the damage calculation has")
            ok = DAMAGE_CONDITIONS[key](amount, want)
        elif key == "per":
            ok = True  # a multiplier, not a condition (see turn._amount)
        else:
            raise ValueError(f"unknown condition {key!r} in effect {effect.label()}")
        if not ok:
            return False, Check(key, want)
    return True, None


#: Conditions on the damage the calculation has reached ("if the damage is 10, 30, 50 …", "60 or less").
DAMAGE_CONDITIONS = {
    "damage_in": lambda amount, want: amount in _list(want),
    "damage_at_most": lambda amount, want: amount <= want,
    "damage_at_least": lambda amount, want: amount >= want,
}


def _list(value) -> list:
    return value if isinstance(value, list) else [value]


def end_of_turn(game: Game) -> list[Effect]:
    """Drop effects whose duration has run out at the end of the current turn; return them."""
    gone: list[Effect] = []

    def keep(e: Effect) -> bool:
        if e.end_turn <= game.turn:
            gone.append(e)
            return False
        return True

    for pokemon in game.all_pokemon():
        pokemon.effects = [e for e in pokemon.effects if keep(e)]
    for player in game.players.values():
        player.effects = [e for e in player.effects if keep(e)]
    return gone
