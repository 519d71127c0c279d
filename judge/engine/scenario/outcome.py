"""What a run reached: the value a dotted path names on the board (:func:`lookup`:
``opponent.active.damage``, ``me.prizes_left`` …), the board a what-if shows (:func:`board_outcome`),
and whether a value is the one expected (:func:`same`).
"""

from __future__ import annotations

import re
from typing import Any

from judge.engine.errors import RuleError, suggestion
from judge.engine.hooks import energy_units
from judge.engine.quantities import attack_cost, max_hp, remaining_hp, retreat_cost, weakness_resistance
from judge.engine.state import Game, Player


def board_outcome(game: Game) -> dict[str, Any]:
    """What a what-if shows: the result and, for each player, the Prize cards left, the Pokémon
    Knocked Out and each Pokémon in play with its damage and Special Conditions."""
    out: dict[str, Any] = {"result": game.result, "turn": game.turn, "current": game.current}
    for pid, player in game.players.items():
        out[f"{pid}.prizes_left"] = player.prizes_left
        out[f"{pid}.knocked_out"] = list(player.knocked_out)
        spots = ([("active", player.active)] if player.active else []) + [(f"bench.{i}", b) for i, b in enumerate(player.bench)]
        for spot, pokemon in spots:
            out[f"{pid}.{spot}"] = pokemon.card
            out[f"{pid}.{spot}.damage"] = pokemon.damage
            if pokemon.conditions:
                out[f"{pid}.{spot}.conditions"] = sorted(pokemon.conditions)
    return out


#: Paths whose lists are compared in order (the order is what they state).
ORDERED = ("promoted",)


def same(actual, expected, path: str = "") -> bool:
    """Whether the value reached is the one expected: lists in any order, unless their order is what
    the path states (:data:`ORDERED`)."""
    if isinstance(expected, list) and isinstance(actual, list):
        if path.split(".")[-1] in ORDERED:
            return list(map(str, actual)) == list(map(str, expected))
        return sorted(map(str, actual)) == sorted(map(str, expected))
    return actual == expected


class NoPokemon:
    """What an attribute path reads on an empty spot: there is no Pokémon to read it from."""

    def __repr__(self) -> str:
        return "no Pokémon there"

    __str__ = __repr__


#: What an attribute of an empty spot reads.
NO_POKEMON = NoPokemon()


def lookup(game: Game, path: str):
    """The value a dotted path names: ``opponent.active.damage``, ``me.bench.0.counters``,
    ``me.pokemon.ヨワシ.damage`` (the Pokémon of that name wherever it is), ``me.knocked_out.active``,
    ``me.prizes_left``, ``result``, ``turn_ended``. An attribute of an empty spot is :data:`NO_POKEMON`."""
    parts = path.split(".")
    head = parts[0]
    if head in ("result", "turn", "current", "turn_ended"):
        return getattr(game, head)
    if head == "promoted":  # the players, in the order they put out a new Active Pokémon (I-D step 5)
        return [pid for pid, _ in game.promoted]
    if head == "stadium":
        return game.stadium.card if game.stadium else None
    if head not in ("me", "opponent"):
        raise RuleError(f"a path starts with me, opponent, result, turn, current, turn_ended, promoted or stadium: {path!r}")
    rest = parts[1:]
    if not rest:
        raise RuleError(f"incomplete path {path!r}")
    return _of_player(game, head, rest, path)


def _of_player(game: Game, head: str, rest: list[str], path: str):
    """What a path names under the player ``head``: their Knock Outs, Prize cards, zones and counts,
    or one of their Pokémon (:func:`_of_pokemon`)."""
    player = game.players[head]
    zone = rest[0]
    if zone == "knocked_out":
        return _knocked_out(player, rest[1:], path)
    if zone == "promoted":  # the new Active Pokémon this player put out after Knock Outs, in order
        return [card for pid, card in game.promoted if pid == head]
    if zone in ("prizes_left", "prizes_taken", "mulligans", "deck_shuffled"):
        return getattr(player, zone)
    if zone == "attack_used":  # the attack the player last counted as having used (D-01), or null
        used = game.attacks_used[head]
        return used[-1][1] if used else None
    if zone == "in_play":
        return [p.card for p in player.in_play()]
    if zone in ("hand", "deck", "discard", "prizes"):
        names = [c.name for c in getattr(player, zone)]
        if rest[1:] == ["count"]:
            return len(names)
        if rest[1:] and rest[1].isdigit():  # a position: deck.0 is the top card
            return names[int(rest[1])] if int(rest[1]) < len(names) else None
        return names
    if zone == "bench" and rest[1:] == ["count"]:
        return len(player.bench)
    return _of_pokemon(game, head, player, rest, path)


def _of_pokemon(game: Game, head: str, player: Player, rest: list[str], path: str):
    """What a path names of one of the player's Pokémon: the one in a spot (``active``,
    ``bench.<i>``) or of an id or name (``pokemon.<id or name>``), then its attribute if any."""
    zone = rest[0]
    if zone == "active":
        pokemon, attr = player.active, rest[1:]
    elif zone == "bench":
        if len(rest) < 2 or not rest[1].isdigit():
            raise RuleError(f"a Bench path names a slot: {head}.bench.0, {head}.bench.1 … or {head}.bench.count ({path!r})")
        index = int(rest[1])
        pokemon, attr = (player.bench[index] if index < len(player.bench) else None), rest[2:]
    elif zone == "pokemon":  # the Pokémon of that instance id, or of that name, in any spot
        if len(rest) < 2:
            raise RuleError(f"name the Pokémon: {head}.pokemon.<id or card name>[.attribute] ({path!r})")
        named = [p for p in player.in_play() if p.iid == rest[1]] or [p for p in player.in_play() if p.card == rest[1]]
        if len(named) > 1:
            raise RuleError(f"{head} has {len(named)} Pokémon named {rest[1]!r} in play: give them ids, or name the spot ({path!r})")
        pokemon, attr = (named[0] if named else None), rest[2:]
        if not attr:  # where it is, or null when it is not in play
            return None if pokemon is None else player.spot(pokemon)
    else:
        raise RuleError(f"unknown zone {zone!r} in {path!r}")
    if not attr:
        return pokemon.card if pokemon else None
    if pokemon is None:
        _attribute(game, None, attr, path)  # a misspelt attribute is still an error
        return NO_POKEMON
    return _attribute(game, pokemon, attr, path)


def _knocked_out(player: Player, rest: list[str], path: str):
    """``<player>.knocked_out`` (names, in order), ``.count``, ``.active`` or ``.bench.<i>`` (names
    of the Pokémon Knocked Out from that spot, where they were when the Knock Out began)."""
    if not rest:
        return list(player.knocked_out)
    if rest == ["count"]:
        return len(player.knocked_out)
    spot = ".".join(rest)
    if spot == "active" or re.fullmatch(r"bench\.\d+", spot):
        return [card for where, card in player.knocked_out_from if where == spot]
    raise RuleError(f"knocked_out takes count, active or bench.<i> ({path!r})")


#: The attributes a path reads of a Pokémon (``me.active.damage``, ``me.bench.0.attack_cost.<attack>``).
ATTRIBUTES = ("card", "damage", "counters", "hp", "stage", "remaining_hp", "max_hp", "conditions", "energy", "tool",
              "retreat_cost", "attack_cost", "effects", "weakness", "resistance")


def _attribute(game: Game, pokemon, attr: list[str], path: str):
    """One attribute of a Pokémon (None: only check that the attribute exists)."""
    name = attr[0]
    if name not in ATTRIBUTES:
        raise RuleError(f"unknown attribute {name!r} in {path!r}; {suggestion(name, ATTRIBUTES)}")
    if pokemon is None:
        return None
    if name in ("card", "damage", "counters", "hp", "stage"):
        return getattr(pokemon, name)
    if name == "remaining_hp":
        return remaining_hp(game, pokemon)
    if name == "max_hp":
        return max_hp(game, pokemon)
    if name == "conditions":
        return sorted(pokemon.conditions)
    if name == "energy":
        return len(energy_units(game, pokemon)) if attr[1:] == ["count"] else [e.card for e in pokemon.energy]
    if name == "tool":
        return pokemon.tool.card if pokemon.tool else None
    if name == "retreat_cost":
        return retreat_cost(game, pokemon)
    if name in ("weakness", "resistance"):  # the types in force (none when removed, the new type when changed)
        return [entry["type"] for entry in weakness_resistance(game, pokemon, name)]
    if name == "attack_cost":
        atk = next((a for a in pokemon.attacks if a.name == ".".join(attr[1:])), None)
        if atk is None:
            raise RuleError(f"{pokemon.card} has no attack {'.'.join(attr[1:])!r}")
        return len(attack_cost(game, pokemon, atk))
    return [e.label() for e in pokemon.effects if e.in_force(game.turn) or e.start_turn > game.turn]
