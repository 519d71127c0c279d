"""The Pokémon Checkup between turns (guide Part I F): Special Conditions in order, then
Checkup effects (E-08), then Knock Outs."""

from __future__ import annotations

from .actions import run_steps
from .effects import collect
from .refs import Context
from .state import Game
from .trace import Trace
from .turn import flip_coin


def _counters(game: Game, pokemon, kind: str, default: int, trace: Trace, rule: str) -> int:
    """Custom poison/burn counter counts: the largest of them applies (E-16, E-28 FAQ1)."""
    values = [e.amount for e in collect(game, kind, pokemon)]
    own = pokemon.poison_counters if kind == "poison_counters" else pokemon.burn_counters
    best = max([default, own] + values)
    if best != default:
        trace.add(rule, f"{pokemon.card}: {best} damage counters for {kind.split('_')[0]} (the largest count applies)")
    return best


def checkup(game: Game, trace: Trace) -> None:
    from .knockout import check_knockouts

    trace.add("I-F", "Pokémon Checkup: Poisoned, Burned, Asleep, Paralyzed in that order, both players' Pokémon")
    actives = [p.active for p in game.players.values() if p.active]
    for p in actives:  # 1. Poisoned
        if "poisoned" in p.conditions:
            n = _counters(game, p, "poison_counters", 1, trace, "II-E-16")
            before = p.damage
            p.damage += 10 * n
            trace.add("I-F", f"{p.card} is Poisoned: {n} damage counter(s)", before, p.damage, step="checkup 1")
    for p in actives:  # 1. Burned
        if "burned" not in p.conditions:
            continue
        n = _counters(game, p, "burn_counters", 2, trace, "II-E-28")
        if game.ruleset.burn == "flip-then-counters":
            if flip_coin(game, trace, f"Checkup: {p.card} is Burned") == "tails":
                before = p.damage
                p.damage += 10 * n
                trace.add("XY-special-conditions", f"{p.card} is Burned: tails, {n} damage counters ({game.ruleset.id})", before, p.damage, step="checkup 1")
        else:
            before = p.damage
            p.damage += 10 * n
            trace.add("I-F", f"{p.card} is Burned: {n} damage counters", before, p.damage, step="checkup 1")
            if flip_coin(game, trace, f"Checkup: {p.card} Burn recovery") == "heads":
                p.conditions.discard("burned")
                trace.add("I-F", f"{p.card}: heads, no longer Burned", step="checkup 1")
    for p in actives:  # 1. Asleep
        if "asleep" in p.conditions:
            if flip_coin(game, trace, f"Checkup: {p.card} is Asleep") == "heads":
                p.conditions.discard("asleep")
                trace.add("I-F", f"{p.card}: heads, wakes up", step="checkup 1")
            else:
                trace.add("I-F", f"{p.card}: tails, stays Asleep", step="checkup 1")
    for p in actives:  # 1. Paralyzed: recovers at the Checkup after its owner's turn
        if "paralyzed" in p.conditions and p.owner == game.current and (p.paralyzed_turn or 0) < game.turn:
            p.conditions.discard("paralyzed")
            trace.add("I-F", f"{p.card} is no longer Paralyzed (its owner's turn has passed)", step="checkup 1")
    from .effects import applicable

    for p in list(game.all_pokemon()):  # 2. Checkup effects
        for e in applicable(game, "checkup_counters", p):
            before = p.damage
            p.damage += 10 * e.amount
            trace.add("II-E-08", f"{e.label()}: {e.amount} damage counter(s) on {p.card} at the Checkup", before, p.damage, step="checkup 2")
        for e in applicable(game, "on_checkup", p):
            trace.add("II-E-08", f"{e.label()}: at the Checkup", step="checkup 2")
            run_steps(Context(game, p.owner, self_pokemon=p, source=e.source, name=e.label()), e.actions, trace)
    check_knockouts(game, trace)  # 3.
