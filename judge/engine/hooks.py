"""Looking effects up: the effects in force at a procedure's hook that reach a Pokémon.

Each kind of effect names its hook (:data:`judge.engine.effect.KINDS`); a procedure asks
:func:`applicable` (or :func:`weighed`) for the effects at its hook and gets those in force that
reach the Pokémon, their ``when`` conditions weighed. Every effect weighed is work spent from the
run's budget (:mod:`judge.engine.budget`).
"""

from __future__ import annotations

from typing import Iterator

from judge.engine.budget import spend
from judge.engine.effect import HOOKS, Effect
from judge.engine.state import Game, Pokemon
from judge.engine.when import CONDITIONS, NOT_CONDITIONS, Check, Moment


def kind_at(hook: str) -> str:
    """The kind of effect looked up at ``hook``."""
    if hook not in HOOKS:
        raise ValueError(f"unknown hook {hook!r} (known: {', '.join(HOOKS)})")
    return HOOKS[hook]


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
    in_play = list(game.all_pokemon())
    spend(len(in_play) + sum(len(p.effects) for p in in_play))  # each Pokémon and effect weighed is work (budget)
    for pokemon in in_play:
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
    rules = [(e, c, o) for e, c, o in _raw_sources(game) if e.kind == HOOKS["abilities"] and e.in_force(game.turn)]
    off = set()
    for target in game.all_pokemon():
        for e in _reaching(game, target, rules):
            off |= {(target.uid, a.name) for a in target.abilities if a.name not in e.except_abilities}
    return off


def _switched_off_tools(game: Game) -> set[int]:
    """Pokémon whose Tools are switched off (``no_tool_effects``, D-13)."""
    rules = [(e, c, o) for e, c, o in _raw_sources(game) if e.kind == HOOKS["tools"] and e.in_force(game.turn)]
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


def _in_force(game: Game, hook: str, holder: Pokemon) -> list[Effect]:
    """The effects at ``hook`` in force that reach ``holder`` now (E-15: non-stacking ones once),
    their ``when`` not yet weighed: procedures ask :func:`applicable` or :func:`weighed`."""
    kind = kind_at(hook)
    found, seen = [], set()
    for e, carrier, owner in sources_in_play(game):
        if e.kind != kind or not e.in_force(game.turn):
            continue
        if carrier is None and e.applies_to == "self":
            reach = e.kind != HOOKS["effects.played"]  # what a Stadium says of itself reaches no Pokémon
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
    """What the Energy attached to ``pokemon`` provides, one set of types per unit, with the effects
    on what it provides (see :func:`units_of`)."""
    units = units_of(game, pokemon)
    return [u for card in pokemon.energy for u in units(card)]


def units_of(game: Game, pokemon: Pokemon):
    """What each Energy card attached to ``pokemon`` provides with the effects in force on it
    (:func:`card_units`): a function of the card, the effects looked up once."""
    extra, changes = applicable(game, "energy", pokemon), applicable(game, "energy.type", pokemon) + applicable(game, "energy.also", pokemon)
    return lambda card: card_units(card, extra, changes)


def card_units(card, extra: list[Effect], changes: list[Effect] = ()) -> list[frozenset[str]]:
    """What one attached Energy card provides. A basic Energy of a type an ``energy_type`` effect names
    (every basic Energy when it names none) works as the type it ``becomes`` instead, and with
    ``energy_type_also`` as that type too (XY-card-terms: 「基本エネルギーのタイプを変更する効果」). A basic
    Energy of a type an ``energy_provides`` effect names provides ``amount`` units instead of 1: it
    names the card's own type, as 「基本●●エネルギー」 names a card (E-39 【文例1】); a second effect adds its
    own extra units unless it does not stack (E-15: :func:`applicable` gives it once)."""
    units = list(card.units)
    if not card.basic:
        return units
    for e in changes:
        if not e.what or any(t in u for u in card.units for t in e.what):
            units = [frozenset({e.becomes}) if e.kind == "energy_type" else u | {e.becomes} for u in units]
    for e in extra:
        for t in e.what or []:
            if any(t in u for u in card.units):
                units += [frozenset({t})] * max(e.amount - 1, 0)
    return units


def weighed(game: Game, hook: str, holder: Pokemon, attacker: Pokemon | None = None, target: Pokemon | None = None,
            amount: int | None = None) -> tuple[list[Effect], list[tuple[Effect, Check]]]:
    """The effects at ``hook`` in force on ``holder``: those whose every ``when`` condition holds
    now, and those with a condition that does not (each with that condition, for the trace)."""
    holding, failing = [], []
    for e in _in_force(game, hook, holder):
        ok, failed = conditions_hold(e, holder=holder, attacker=attacker, target=target, game=game, amount=amount)
        if ok:
            holding.append(e)
        else:
            failing.append((e, failed))
    return holding, failing


def applicable(game: Game, hook: str, holder: Pokemon, attacker: Pokemon | None = None, target: Pokemon | None = None,
               amount: int | None = None) -> list[Effect]:
    """The effects at ``hook`` in force on ``holder`` whose every ``when`` condition holds now."""
    return weighed(game, hook, holder, attacker, target, amount)[0]


def player_effects(game: Game, hook: str, player: str) -> list[Effect]:
    """Effects at ``hook`` on a player (C-19 locks), from the player's list and from Pokémon/Stadiums
    in play; one a Pokémon carries works while its ``when`` holds for that Pokémon."""
    kind = kind_at(hook)
    out = [e for e in game.players[player].effects if e.kind == kind and e.in_force(game.turn)]
    for e, carrier, owner in sources_in_play(game):
        if e.kind == kind and e.in_force(game.turn) and (
            e.applies_to == "opponent_player" and owner != player or e.applies_to == "player" and owner == player
        ) and (carrier is None or conditions_hold(e, holder=carrier, game=game)[0]):
            out.append(e)
    return out


def conditions_hold(effect: Effect, *, holder: Pokemon, attacker: Pokemon | None = None, target: Pokemon | None = None, game: Game,
                    amount: int | None = None) -> tuple[bool, Check | None]:
    """Whether every condition in ``effect.when`` holds (each weighed as
    :data:`judge.engine.when.CONDITIONS` says); when one does not, that condition (a
    :class:`~judge.engine.when.Check`, which the trace words as what the effect needs).

    ``holder`` carries the effect's target role: the defending Pokémon for ``damage_taken``,
    the attacking Pokémon for ``damage_dealt``, the Knocked Out Pokémon for ``on_knocked_out``.
    ``attacker`` is the Pokémon whose attack is being carried out (None outside an attack: then
    no condition on the attacker holds), ``target`` the one taking its damage, ``amount`` the
    damage the calculation has reached (for ``damage_in``, ``damage_at_most``, ``damage_at_least``).
    """
    if not effect.when:
        return True, None
    moment = Moment(holder, attacker, target, game, amount)
    for key, want in effect.when.items():
        if key in NOT_CONDITIONS:
            continue
        condition = CONDITIONS.get(key)
        if condition is None:
            raise ValueError(f"unknown condition {key!r} in effect {effect.label()}")
        if condition.reads_damage and amount is None:
            raise ValueError(f"condition {key!r} in effect {effect.label()} reads the damage, which only the damage calculation has")
        if not condition.holds(moment, want):
            return False, Check(key, want)
    return True, None


def expire(game: Game) -> list[Effect]:
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
