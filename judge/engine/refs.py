"""Naming things on the board from card text: Pokémon references and counts.

References are relative to the Pokémon whose text it is (``self``) and its player:
``self``, ``defending`` (the attack's Defending Pokémon), ``your_active``, ``your_bench.0``,
``your_bench.all``, ``your_pokemon.all``, ``opponents_active``, ``opponents_bench.1``,
``opponents_bench.all``, ``opponents_pokemon.all``; a scenario may also name a side
absolutely: ``me.active``, ``opponent.bench.0``, ``me.bench.all``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Game, Pokemon, other


class RuleError(Exception):
    """The scenario asks for something the board cannot give (a bad reference, a missing coin)."""


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


def _side(ctx: Context, word: str) -> str:
    return {"your": ctx.player, "opponents": other(ctx.player), "me": "me", "opponent": "opponent"}[word]


def pokemon(ctx: Context, ref: str) -> list[Pokemon]:
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
    head, _, rest = ref.partition(".")
    if head.endswith("_active") or head.endswith("_bench") or head.endswith("_pokemon"):
        word, _, zone = head.rpartition("_")
        side = _side(ctx, word)
        index = rest
    elif head in ("me", "opponent"):
        side = head
        zone, _, index = rest.partition(".")
    else:
        raise RuleError(f"unknown Pokémon reference {ref!r}")
    player = g.players[side]
    if zone == "active":
        if player.active is None:
            raise RuleError(f"{side} has no Active Pokémon ({ref!r})")
        return [player.active]
    if zone == "bench":
        if index in ("", "all"):
            return list(player.bench)
        try:
            return [player.bench[int(index)]]
        except (ValueError, IndexError):
            raise RuleError(f"{side} has no Benched Pokémon {index!r} ({ref!r}; the Bench holds {len(player.bench)})") from None
    if zone == "pokemon":
        return list(player.in_play())
    raise RuleError(f"unknown Pokémon reference {ref!r}")


def one(ctx: Context, ref: str) -> Pokemon:
    found = pokemon(ctx, ref)
    if len(found) != 1:
        raise RuleError(f"{ref!r} names {len(found)} Pokémon where one is needed")
    return found[0]


def count(ctx: Context, expr) -> int:
    """A number the text counts: an int, or ``"<ref>"`` (Pokémon), ``"<ref>.energy"``,
    ``"<ref>.counters"``, ``"<ref>.with_ability"``, ``"<ref>.named:<name>"``, ``"your.prizes_taken"``."""
    from .effects import abilities_active

    if isinstance(expr, int):
        return expr
    if not isinstance(expr, str):
        raise RuleError(f"cannot count {expr!r}")
    if expr in ("your.prizes_taken", "opponents.prizes_taken"):
        return ctx.game.players[_side(ctx, expr.split(".")[0])].prizes_taken
    base, _, what = expr.rpartition(".") if any(expr.endswith(s) for s in (".energy", ".counters", ".with_ability", ".damage")) or ".named:" in expr else (expr, "", "")
    if ".named:" in expr:
        base, _, name = expr.partition(".named:")
        return sum(1 for p in pokemon(ctx, base) if p.card == name)
    found = pokemon(ctx, base)
    if what == "energy":
        return sum(len(p.energy_units) for p in found)
    if what == "counters":
        return sum(p.counters for p in found)
    if what == "damage":
        return sum(p.damage for p in found)
    if what == "with_ability":
        return sum(1 for p in found if abilities_active(ctx.game, p))
    return len(found)
