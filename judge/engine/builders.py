"""Building the engine's cards from their descriptions (:mod:`judge.engine.card_specs`): Pokémon, Energy,
Trainers, their attacks, Abilities and effects, and the cards in hands, decks, discard piles and
Prize cards. Each builder reads the validated model directly: nothing is turned back into a mapping
and read again.

Card text inside a step (``evolve: {into: …}``, ``attach_energy: {cards: […]}``) is not validated
with the scenario: :func:`pokemon_spec` and :func:`energy_spec` validate it where it is used.
"""

from __future__ import annotations

from typing import Any

from judge.engine.basics import TYPES, other
from judge.engine.card_specs import AbilitySpec, AttackSpec, CardSpec, EffectSpec, EnergySpec, PokemonSpec
from judge.engine.effect import Effect
from judge.engine.errors import RuleError
from judge.engine.state import Ability, Attack, Card, EnergyCard, Pokemon, TrainerCard
from judge.engine.words import BASIC_ENERGY

#: The kinds of Trainer card a description in a zone may give.
TRAINER_KINDS = ("item", "supporter", "tool", "stadium")


def new_effect(spec: EffectSpec, source: str, owner: str, name: str) -> Effect:
    """An effect a card carries: ``name`` (the card, Ability or attack) unless the spec names one."""
    return Effect(kind=spec.kind, amount=spec.amount, name=name if spec.name is None else spec.name, source=source, owner=owner,
                  applies_to=spec.applies_to, when=dict(spec.when), duration=spec.duration, stacks=spec.stacks, none=spec.none,
                  attack=spec.attack, what=list(spec.what), actions=list(spec.actions), except_abilities=list(spec.except_abilities),
                  becomes=spec.becomes, coin=spec.coin)


def board_effect(spec: EffectSpec, default_owner: str, turn: int, name: str = "") -> Effect:
    """An effect already in force when the scenario starts. Unless the spec says otherwise its
    source is an attack and its owner ``default_owner`` (the other player than the one it is on);
    its duration counts from ``created_turn`` (default: the scenario's turn, as if created now).
    Without a name (of the card, attack or Ability it comes from) a trace names it by its kind in words."""
    made = new_effect(spec, "attack" if spec.source is None else spec.source, spec.owner or default_owner, name)
    made.name = spec.name or name
    return made.schedule(turn if spec.created_turn is None else spec.created_turn)


def energy_spec(raw: Any) -> str | EnergySpec:
    """An Energy card as card text or an action writes it: a type word (``fire``) or a description."""
    if isinstance(raw, (str, EnergySpec)):
        return raw
    return EnergySpec.model_validate(raw)


def new_energy(spec: str | EnergySpec, owner: str = "me") -> EnergyCard:
    """``fire`` (basic Fire Energy), or a described Energy card (what it provides, basic or not, its effects)."""
    if isinstance(spec, str):
        if spec not in TYPES:
            raise RuleError(f"unknown energy type {spec!r} (known: {', '.join(TYPES)})")
        return EnergyCard(card=BASIC_ENERGY["en"].format(type=spec), units=[frozenset({spec})])
    units = []
    for unit in spec.provides if isinstance(spec.provides, list) else [spec.provides]:
        types = TYPES if unit == "any" else ([unit] if isinstance(unit, str) else unit)
        unknown = [t for t in types if t not in TYPES]
        if unknown:
            raise RuleError(f"unknown energy type(s) {unknown} in {spec.card!r}")
        units.append(frozenset(types))
    return EnergyCard(card=spec.card, units=units, basic=spec.basic, attach_only=list(spec.attach_only),
                      effects=[new_effect(e, "energy", owner, spec.card) for e in spec.effects])


def new_attack(spec: AttackSpec) -> Attack:
    return Attack(name=spec.name, cost=list(spec.cost), damage=spec.damage, modifier=spec.modifier, before_damage=list(spec.before_damage),
                  effects=list(spec.effects), flags=list(spec.flags), reduced_cost=spec.reduced_cost, free_if=spec.free_if,
                  first_turn_barred=spec.first_turn_barred)


def new_ability(spec: AbilitySpec, owner: str) -> Ability:
    return Ability(name=spec.name, effects=[new_effect(e, "ability", owner, spec.name) for e in spec.effects], actions=list(spec.actions),
                   cost=list(spec.cost), once_per_turn=spec.once_per_turn, one_per_name=spec.one_per_name, where=spec.where,
                   trigger=spec.trigger)


def new_trainer(spec: CardSpec, kind: str, owner: str) -> TrainerCard:
    """A Trainer card of ``kind`` controlled by ``owner``: its effects, what it does when played and
    the attacks a Tool lets its Pokémon use."""
    return TrainerCard(card=spec.card, kind=kind, owner=owner, effects=[new_effect(e, kind, owner, spec.card) for e in spec.effects],
                       actions=list(spec.actions), grants_attacks=[new_attack(a) for a in spec.grants_attacks])


def stadium_reach(e: Effect) -> str:
    """A Stadium's effect written without a target reaches every Pokémon, except what the Stadium
    says of itself ("this Stadium is unaffected by …", E-29)."""
    return e.applies_to if e.applies_to != "self" or e.kind == "unaffected_by_played" else "all_pokemon"


def new_stadium(spec: CardSpec, owner: str) -> TrainerCard:
    """A Stadium in play, its effects reaching as :func:`stadium_reach` says."""
    card = new_trainer(spec, "stadium", owner)
    for e in card.effects:
        e.applies_to = stadium_reach(e)
    return card


def pokemon_spec(raw: Any) -> PokemonSpec:
    """A Pokémon card as card text or an action writes it, validated."""
    return raw if isinstance(raw, PokemonSpec) else PokemonSpec.model_validate(raw)


def new_pokemon(spec: PokemonSpec, owner: str, turn: int = 0) -> Pokemon:
    """A Pokémon put into play from its description: its printed card, the cards below it, and
    what is on it (damage, Energy, a Tool, Special Conditions, effects already in force)."""
    p = Pokemon(
        card=spec.card, hp=spec.hp, stage=spec.stage, types=list(spec.types), weakness=list(spec.weakness),
        resistance=list(spec.resistance), retreat=spec.retreat, rule_box=spec.rule_box, prizes=spec.prizes, damage=spec.damage,
        tags=list(spec.tags), energy=[new_energy(e) for e in spec.energy], tool=new_trainer(spec.tool, "tool", owner) if spec.tool else None,
        conditions=set(spec.conditions), attacks=[new_attack(a) for a in spec.attacks], abilities=[new_ability(a, owner) for a in spec.abilities],
        owner=owner, played_turn=spec.played_turn, iid=spec.id,
    )
    p.stack = [new_pokemon(below.model_copy(update={"damage": 0}), owner) for below in spec.stack]
    if spec.stage == "break":
        printed = {"weakness", "resistance", "retreat"} & spec.model_fields_set
        if printed:
            raise RuleError(f"{spec.card}: a BREAK Evolution card prints no {', '.join(sorted(printed))}: it keeps those of the Pokémon "
                            f"below it (xy-2016, XY-break-evolution); describe them on that card in its stack")
        if spec.stack:
            inherit_break(p)
    p.effects = [board_effect(e, other(owner), turn) for e in spec.effects]
    p.poison_counters = 1 if spec.poison_counters is None else spec.poison_counters
    p.burn_counters = 2 if spec.burn_counters is None else spec.burn_counters
    return p


def inherit_break(pokemon: Pokemon) -> Pokemon | None:
    """What a BREAK Evolution Pokémon takes over from the Pokémon it BREAK Evolved from (xy-2016,
    XY-break-evolution: 「BREAK進化をする前の「ワザ・特性・弱点・抵抗力・にげる」を引きつぎます」): that
    Pokémon's attacks and Abilities beside its own, and its Weakness, Resistance and Retreat (a BREAK
    card prints none). Done once, when it BREAK Evolves (or is described so on the board): every
    procedure then reads them as its own. Returns the Pokémon below it, or None when ``pokemon`` is no
    BREAK Evolution Pokémon on another."""
    if pokemon.stage != "break" or not pokemon.stack:
        return None
    below = pokemon.stack[-1]
    pokemon.attacks = list(below.attacks) + pokemon.attacks
    pokemon.abilities = list(below.abilities) + pokemon.abilities
    pokemon.weakness, pokemon.resistance, pokemon.retreat = list(below.weakness), list(below.resistance), below.retreat
    return below


def zone_card(entry: Any) -> Card:
    """A card in a hand, deck, discard pile or among the Prize cards, as the scenario writes it: a
    name (a type word is that basic Energy card), or a description: a Pokémon's (with ``hp``), an
    Energy's (with ``provides``), a Trainer's (with ``kind``; a Prize card's ``before_hand`` text, E-31)."""
    if isinstance(entry, Card):
        return entry
    if not isinstance(entry, dict):
        return Card(str(entry))
    name = str(entry.get("card"))
    if "hp" in entry:
        return Card(name, pokemon=PokemonSpec.model_validate(entry))
    if "provides" in entry:
        return Card(name, energy=EnergySpec.model_validate(entry))
    kind = entry.get("kind")
    return Card(name, trainer=kind if kind in TRAINER_KINDS else None, before_hand=tuple(entry.get("before_hand") or ()))


def zone_cards(entries: Any) -> list[Card]:
    """The cards of a zone as the scenario writes it."""
    return [zone_card(e) for e in entries]
