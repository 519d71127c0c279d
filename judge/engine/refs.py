"""Naming Pokémon on the board from card text: references.

References are relative to the Pokémon whose text it is (``self``) and its player:
``self``, ``defending`` (the attack's Defending Pokémon), ``your_active``, ``your_bench.0``,
``your_bench.all``, ``your_pokemon.all``, ``opponents_active``, ``opponents_bench.1``,
``opponents_bench.all``, ``opponents_pokemon.all``, ``all_bench.all`` (both players' Benched Pokémon: "each Benched
Pokémon (both yours and your opponent's)"), ``all_active`` (both Active Pokémon: "each Energy attached to both Active
Pokémon"); a scenario may also name a side
absolutely: ``me.active``, ``opponent.bench.0``, ``me.bench.all``, or one Pokémon by the instance id
the scenario gave it: ``#pikachu-2``.
"""

from __future__ import annotations

from judge.engine.context import Context
from judge.engine.errors import RuleError
from judge.engine.state import Pokemon, other


def side(ctx: Context, word: str) -> str:
    """The player a word of a reference names: ``your``, ``opponents`` (relative to the text's player), ``me``, ``opponent``."""
    return {"your": ctx.player, "opponents": other(ctx.player), "me": "me", "opponent": "opponent"}[word]


def resolve(ctx: Context, ref: str) -> list[Pokemon]:
    """The Pokémon a reference names (a list: ``….all`` names several)."""
    g = ctx.game
    if ref == "self":
        if ctx.self_pokemon is None:
            raise RuleError("'self' used where no Pokémon is acting")
        return [ctx.self_pokemon]
    if ref == "defending":
        if ctx.defending is None:
            raise RuleError("'defending' used outside an attack")
        return [ctx.defending]
    if ref == "attacker":  # in a triggered text: the Pokémon whose attack set it off
        if g.attacker is None:
            if ctx.triggered:
                return []  # set off by no attack (Poison at the Checkup …): nothing to act on
            raise RuleError("'attacker' used outside an attack")
        return [g.attacker] if any(p is g.attacker for p in g.all_pokemon()) else []
    if ref.startswith("#"):  # an instance id: the Pokémon in play the scenario gave it to
        found = [p for p in g.all_pokemon() if p.iid == ref[1:]]
        if not found:
            raise RuleError(f"no Pokémon in play has the id {ref[1:]!r} ({ref!r})")
        return found
    head, _, rest = ref.partition(".")
    if ref == "all_active":  # "both Active Pokémon"
        return [p for p in (g.players[ctx.player].active, g.players[other(ctx.player)].active) if p is not None]
    if head == "all_bench" and rest in ("", "all"):  # "each Benched Pokémon (both yours and your opponent's)"
        return list(g.players[ctx.player].bench) + list(g.players[other(ctx.player)].bench)
    if head.endswith("_active") or head.endswith("_bench") or head.endswith("_pokemon"):
        word, _, zone = head.rpartition("_")
        pid = side(ctx, word)
        index = rest
    elif head in ("me", "opponent"):
        pid = head
        zone, _, index = rest.partition(".")
    else:
        raise RuleError(f"unknown Pokémon reference {ref!r}")
    player = g.players[pid]
    if zone == "active":
        if player.active is None:
            raise RuleError(f"{pid} has no Active Pokémon ({ref!r})")
        return [player.active]
    if zone == "bench":
        if index in ("", "all"):
            return list(player.bench)
        optional = index.endswith("?")  # "1 of your Benched Pokémon", when there may be none (II-A)
        slot = index[:-1] if optional else index
        if not slot.isdigit():
            raise RuleError(f"unknown Benched Pokémon {index!r} in {ref!r} (a slot: 0, 1 …, all, or 0? for one only if there is one)")
        if int(slot) < len(player.bench):
            return [player.bench[int(slot)]]
        if optional:
            return []  # nothing on the Bench there to choose: the text can't be done (II-A)
        held = f"the Bench holds {len(player.bench)}" if player.bench else "the Bench is empty"
        raise RuleError(f"{pid} has no Benched Pokémon {slot!r} ({ref!r}: {held}; write {ref}? for a text that "
                        f"chooses one only if there is one)")
    if zone == "pokemon":
        return list(player.in_play())
    raise RuleError(f"unknown Pokémon reference {ref!r}")


def one(ctx: Context, ref: str) -> Pokemon | None:
    """The one Pokémon a reference names, or None when the Bench it names is empty."""
    found = resolve(ctx, ref)
    if not found:
        return None
    if len(found) != 1:
        raise RuleError(f"{ref!r} names {len(found)} Pokémon where one is needed")
    return found[0]
