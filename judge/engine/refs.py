"""Naming things on the board from card text: Pokémon references and counts.

References are relative to the Pokémon whose text it is (``self``) and its player:
``self``, ``defending`` (the attack's Defending Pokémon), ``your_active``, ``your_bench.0``,
``your_bench.all``, ``your_pokemon.all``, ``opponents_active``, ``opponents_bench.1``,
``opponents_bench.all``, ``opponents_pokemon.all``; a scenario may also name a side
absolutely: ``me.active``, ``opponent.bench.0``, ``me.bench.all``.
"""

from __future__ import annotations

from judge.engine.context import Context
from judge.engine.errors import RuleError
from judge.engine.messages import message
from judge.engine.state import Game, Pokemon, other


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
    if ref == "attacker":  # in a triggered text: the Pokémon whose attack set it off
        if g.attacker is None:
            if ctx.triggered:
                return []  # set off by no attack (Poison at the Checkup …): nothing to act on
            raise RuleError("'attacker' used outside an attack")
        return [g.attacker] if any(p is g.attacker for p in g.all_pokemon()) else []
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
        optional = index.endswith("?")  # "1 of your Benched Pokémon", when there may be none (II-A)
        slot = index[:-1] if optional else index
        if not slot.isdigit():
            raise RuleError(f"unknown Benched Pokémon {index!r} in {ref!r} (a slot: 0, 1 …, all, or 0? for one only if there is one)")
        if int(slot) < len(player.bench):
            return [player.bench[int(slot)]]
        if optional:
            return []  # nothing on the Bench there to choose: the text can't be done (II-A)
        held = f"the Bench holds {len(player.bench)}" if player.bench else "the Bench is empty"
        raise RuleError(f"{side} has no Benched Pokémon {slot!r} ({ref!r}: {held}; write {ref}? for a text that "
                        f"chooses one only if there is one)")
    if zone == "pokemon":
        return list(player.in_play())
    raise RuleError(f"unknown Pokémon reference {ref!r}")


def one(ctx: Context, ref: str) -> Pokemon | None:
    """The one Pokémon a reference names, or None when the Bench it names is empty."""
    found = pokemon(ctx, ref)
    if not found:
        return None
    if len(found) != 1:
        raise RuleError(f"{ref!r} names {len(found)} Pokémon where one is needed")
    return found[0]


def count(ctx: Context, expr, trace=None) -> int:
    """A number the text counts (see the scenario README): an int; a coin expression
    ``{flip: N}`` (heads among N coins) or ``{flip_until: tails}`` (heads before the first tails);
    ``discarded`` (cards this text discarded); ``your.prizes_taken``; ``your.supporter_played``;
    or ``<ref>`` (how many Pokémon) with a suffix: ``.energy``, ``.energy_of:<type>``, ``.counters``,
    ``.damage``, ``.with_ability``, ``.with_attack:<name>``, ``.named:<card>``, ``.full_hp``, ``.retreat_cost``,
    ``.evolved_this_turn``, ``.evolved_this_turn_from:<card>``, ``.moved_to_active_this_turn``,
    ``.healed_this_turn``; ``heads`` (heads this text has flipped); ``your.prizes_left``; and a
    condition on a count, 1 or 0: ``{at_least: N, count: <count>}`` (also ``at_most``, ``equals``,
    ``more_than``, ``less_than``)."""
    from judge.engine.hooks import abilities_active, energy_units

    if isinstance(expr, bool):
        return int(expr)
    if isinstance(expr, int):
        return expr
    if isinstance(expr, dict):
        if "count" in expr and set(expr) - {"count"} <= set(COMPARISONS) and len(expr) == 2:
            return int(compare(ctx, expr, trace))
        return _coins(ctx, expr, trace)
    if not isinstance(expr, str):
        raise RuleError(f"cannot count {expr!r}")
    g = ctx.game
    if expr == "discarded":
        return len(ctx.memo.discarded)
    if expr == "damage_done":
        return ctx.memo.damage_done
    if expr == "heads":
        return ctx.memo.heads
    if expr in ("your.prizes_left", "opponents.prizes_left"):
        return g.players[_side(ctx, expr.split(".")[0])].prizes_left
    if expr in ("your.prizes_taken", "opponents.prizes_taken"):
        return g.players[_side(ctx, expr.split(".")[0])].prizes_taken
    if expr in ("your.supporter_played", "opponents.supporter_played"):
        return int(g.players[_side(ctx, expr.split(".")[0])].supporter_played_turn == g.turn)
    if expr in ("your.hand_empty", "opponents.hand_empty"):
        return int(not g.players[_side(ctx, expr.split(".")[0])].hand)
    if expr in ("your.knocked_out_by_attack_last_turn", "opponents.knocked_out_by_attack_last_turn"):
        pid = _side(ctx, expr.split(".")[0])
        return sum(1 for turn, by_attack in g.players[pid].knockout_turns if turn == g.turn - 1 and by_attack)
    if expr in ("your.hand", "opponents.hand", "your.deck", "opponents.deck", "your.discard", "opponents.discard"):
        side, zone = expr.split(".")
        return len(getattr(g.players[_side(ctx, side)], zone))
    base, sep, what = expr.partition(".") if expr in ("self", "defending") or "." not in expr else _split(expr)
    found = pokemon(ctx, base)
    arg = ""
    if ":" in what:
        what, _, arg = what.partition(":")
    if what == "":
        return len(found)
    if what == "energy":
        return sum(len(energy_units(g, p)) for p in found)
    if what == "energy_of":
        return sum(1 for p in found for u in energy_units(g, p) if arg in u)
    if what == "energy_cards":
        return sum(len(p.energy) for p in found)
    if what == "counters":
        return sum(p.counters for p in found)
    if what == "damage":
        return sum(p.damage for p in found)
    if what == "with_ability":
        return sum(1 for p in found if abilities_active(g, p))
    if what == "named":
        return sum(1 for p in found if p.card == arg)
    if what in ("asleep", "paralyzed", "confused", "poisoned", "burned"):
        return sum(1 for p in found if what in p.conditions)
    if what == "of_type":
        return sum(1 for p in found if arg in p.types)
    if what == "with_rule_box":
        return sum(1 for p in found if (p.rule_box or "") == arg)
    if what == "with_attack":  # attacks printed on the card only, not ones usable through another card (E-37, D-06)
        return sum(1 for p in found if any(a.name == arg for a in p.attacks))
    if what == "full_hp":
        return sum(1 for p in found if p.damage == 0)
    if what == "retreat_cost":
        from judge.engine.turn import retreat_cost

        return sum(retreat_cost(g, p) for p in found)
    if what == "evolved_this_turn":
        return sum(1 for p in found if p.evolved_turn == g.turn)
    if what == "evolved_this_turn_from":
        return sum(1 for p in found if p.evolved_turn == g.turn and p.stack and p.stack[-1].card == arg)
    if what == "moved_to_active_this_turn":
        return sum(1 for p in found if p.moved_to_active_turn == g.turn)
    if what == "healed_this_turn":
        return sum(1 for p in found if p.healed_turn == g.turn)
    raise RuleError(f"unknown count {expr!r}")


#: "N or more", "N or less", "exactly N": ``{at_least: 3, count: self.counters}`` is 1 when it holds, else 0.
COMPARISONS = {"at_least": ">=", "at_most": "<=", "equals": "=", "more_than": ">", "less_than": "<"}


def compare(ctx: Context, expr: dict, trace=None) -> bool:
    """A condition on a count: ``{at_least|at_most|equals|more_than|less_than: N, count: <count>}``."""
    [(op, n)] = [(k, v) for k, v in expr.items() if k != "count"]
    value = count(ctx, expr["count"], trace)
    return {"at_least": value >= n, "at_most": value <= n, "equals": value == n, "more_than": value > n, "less_than": value < n}[op]


def _split(expr: str) -> tuple[str, str, str]:
    """``opponents_bench.all.energy`` → (``opponents_bench.all``, ``.``, ``energy``)."""
    parts = expr.split(".")
    if parts[0] in ("me", "opponent") and len(parts) >= 2:
        head = ".".join(parts[:3]) if parts[1] == "bench" and len(parts) >= 3 else ".".join(parts[:2])
    elif parts[0].endswith("_bench") or parts[0].endswith("_pokemon"):
        head = ".".join(parts[:2]) if len(parts) >= 2 and (parts[1].rstrip("?").isdigit() or parts[1] == "all") else parts[0]
    else:
        head = parts[0]
    rest = expr[len(head) + 1:] if len(expr) > len(head) else ""
    return head, ".", rest


def _coins(ctx: Context, expr: dict, trace) -> int:
    from judge.engine.turn import flip_coin

    if trace is None:
        raise RuleError(f"a coin count {expr!r} needs a trace")
    if "flip" in expr:
        n = int(expr["flip"])
        heads = sum(flip_coin(ctx.game, trace, "I-A-01", message("coin_of", name=ctx.name, i=i + 1, n=n)) == "heads" for i in range(n))
    elif expr.get("flip_until") == "tails":
        heads = 0
        while flip_coin(ctx.game, trace, "I-A-01", message("coin_until_tails", name=ctx.name, heads=heads)) == "heads":
            heads += 1
    else:
        raise RuleError(f"unknown coin count {expr!r} (use flip: N or flip_until: tails, or a condition {{at_least: N, count: <count>}})")
    ctx.memo.heads += heads
    return heads
