"""Attacking: guide Part I A-01, attack steps 1-7, each step citing the rule it applies."""

from __future__ import annotations

import dataclasses

from .actions import run_steps
from .damage import Hit, calculate
from .effects import applicable, collect, conditions_hold
from .refs import Context, Refused, RuleError, count, one
from .state import Attack, Game, other
from .trace import Trace
from .turn import attack_cost, can_pay, flip_coin

RULE = "I-A-01"


def find_attack(game: Game, pid: str, name: str) -> Attack:
    active = game.players[pid].active
    for a in active.attacks:
        if a.name == name:
            return a
    raise RuleError(f"{active.card} has no attack {name!r} (it has: {', '.join(a.name for a in active.attacks) or 'none'})")


def resolve_modifier(ctx: Context, attack: Attack, trace: Trace) -> dict | None:
    """The attack's own + × − (B-01 … B-03) as ``{"op", "value", "count"}``."""
    m = attack.modifier
    if not m:
        return None
    if "plus" in m:
        cond = m.get("if", True)
        applies = cond if isinstance(cond, bool) else count(ctx, cond, trace) > 0
        return {"op": "+", "value": m["plus"], "why": m.get("why", str(cond))} if applies else None
    if "plus_each" in m:
        n = count(ctx, m["count"], trace)
        return {"op": "+", "value": m["plus_each"] * n, "why": f"{n} × {m['plus_each']}"}
    if "times" in m:
        return {"op": "×", "value": m["times"], "count": count(ctx, m["count"], trace), "why": m.get("why", str(m["count"]))}
    if "minus" in m:
        n = count(ctx, m.get("count", 1), trace)
        return {"op": "-", "value": m["minus"] * n, "why": m.get("why", f"{n} × {m['minus']}")}
    raise RuleError(f"unknown damage modifier {m!r} (use plus, plus_each, times or minus)")


def attack(game: Game, pid: str, name: str, trace: Trace, use: dict | None = None) -> None:
    """Use an attack of the Active Pokémon; the turn ends after it.

    ``use`` names another Pokémon's attack that this attack uses as itself (C-18): its damage and
    effects, under this attack's name, without that attack's Energy cost.
    """
    from .knockout import check_knockouts

    player = game.players[pid]
    attacker = player.active
    defender = game.players[other(pid)].active
    atk = find_attack(game, pid, name)

    # Step 1: declaration.
    trace.add(RULE, f"{pid}'s {attacker.card} declares {name}", step="attack 1")
    if game.is_first_turn_of(pid) and pid == game.first_player and not game.ruleset.first_turn_attack:
        if "usable_on_first_turn" not in atk.flags:
            raise Refused(RULE, f"the player who goes first can't attack on their first turn ({game.ruleset.id})")
        trace.add("II-E-27", f"{name} can be used even on the first player's first turn (its own text)")
    for e in applicable(game, "cant_attack", attacker, attacker=attacker, target=defender):
        if e.attack in (None, name):
            raise Refused("II-C-15", f"{e.label()}: {attacker.card} can't use {name} (step 1-a)")
    if attacker.rotating_condition in ("asleep", "paralyzed"):
        if f"usable_while_{attacker.rotating_condition}" not in atk.flags:
            raise Refused(RULE, f"{attacker.card} is {attacker.rotating_condition}: it can't declare an attack (step 1-b)")
        trace.add("II-E-27", f"{name} can be used even while {attacker.rotating_condition} (its own text)")
    cost = attack_cost(game, attacker, atk, trace)
    if atk.reduced_cost and count(Context(game, pid, self_pokemon=attacker, defending=defender), atk.reduced_cost["if"], trace) > 0:
        cost = list(atk.reduced_cost["cost"])
        trace.add("II-E-32", f"{name} needs only {cost} now ({atk.reduced_cost['if']}), whatever changes its cost")
    if atk.free_if and count(Context(game, pid, self_pokemon=attacker, defending=defender), atk.free_if, trace) > 0:
        trace.add("II-D-09", f"{name}: its own text lets it be used without Energy now ({atk.free_if})")
        cost = []
    if not can_pay(attacker.energy_units, cost):
        raise Refused(RULE, f"{attacker.card} lacks the Energy for {name} (needs {cost}, has {[sorted(u) for u in attacker.energy_units]})", also=("II-D-09",))

    ctx = Context(game, pid, self_pokemon=attacker, defending=defender, source="attack", name=name)
    if use:
        source = one(ctx, use["pokemon"])
        copied = next((a for a in source.attacks if a.name == use["attack"]), None)
        if copied is None:
            raise RuleError(f"{source.card} has no attack {use['attack']!r} to use")
        trace.add("II-C-18", f"{name} is used as {source.card}'s {copied.name}: its damage and effects, under the name {name}; its Energy cost is not needed")
        atk = dataclasses.replace(copied, name=name)

    # Step 2: "the attack fails" effects (2-a), the attack's own failure text, then Confusion (2-b).
    for e in collect(game, "attack_may_fail", attacker):
        if flip_coin(game, trace, f"{e.label()}: tails, the attack fails") == "tails":
            trace.add("II-D-01", f"{name} fails: it does not count as used; the turn ends (step 2-a)", step="attack 2-a")
            return _turn_over(game, trace)
    if attacker.rotating_condition == "confused":
        if flip_coin(game, trace, f"{attacker.card} is Confused") == "tails":
            before = attacker.damage
            attacker.damage += 30
            trace.add(RULE, f"Confusion: tails, {name} fails and {attacker.card} gets 3 damage counters; the turn ends (step 2-b)", before, attacker.damage, step="attack 2-b")
            check_knockouts(game, trace)
            return _turn_over(game, trace)
    if "fails_on_tails" in atk.flags:
        if flip_coin(game, trace, f"{name}: tails, this attack fails") == "tails":
            trace.add("II-D-01", f"{name} fails by its own text: no damage and no effects; it counts as used and the turn ends", step="attack 2")
            return _turn_over(game, trace)

    game.attacker = attacker
    try:
        _resolve(game, pid, ctx, atk, attacker, defender, name, trace)
    finally:
        game.attacker = None
    _turn_over(game, trace)


def _resolve(game: Game, pid: str, ctx: Context, atk: Attack, attacker, defender, name: str, trace: Trace) -> None:
    """Attack steps 3-7."""
    from .knockout import check_knockouts

    # Step 3: "before doing damage" (E-09).
    if atk.before_damage:
        trace.add("II-E-09", f"{name}: what the text says to do before doing damage (step 3)", step="attack 3")
        run_steps(ctx, atk.before_damage, trace)
        if ctx.memo.get("attack_fails"):
            trace.add("II-D-01", f"{name} does nothing: what its text requires could not be done", step="attack 3")
            return

    # Step 4: damage (B-08 Bench damage and B-09 self-damage are damage too, not effects).
    flags = {"ignore_weakness": bool({"ignore_weakness_resistance", "ignore_weakness"} & set(atk.flags)),
             "ignore_resistance": bool({"ignore_weakness_resistance", "ignore_resistance"} & set(atk.flags)),
             "ignore_defender_effects": "ignore_defender_effects" in atk.flags}
    ctx.memo["hit_flags"] = flags
    done = 0
    if atk.damage or atk.modifier:
        hit = Hit(game, attacker, defender, base=atk.damage, attack=atk, modifier=resolve_modifier(ctx, atk, trace), **flags)
        done = calculate(hit, trace)
    ctx.memo["damage_done"] = done
    damage_steps = [s for s in atk.effects if next(iter(s)) in ("bench_damage", "self_damage")]
    run_steps(ctx, damage_steps, trace)

    # Step 5: the attack's other effects, in printed order.
    others = [s for s in atk.effects if next(iter(s)) not in ("bench_damage", "self_damage")]
    if others:
        trace.add(RULE, f"{name}: effects other than damage, in printed order (step 5)", step="attack 5")
        run_steps(ctx, others, trace)

    # Step 6: the Defending Pokémon's "when damaged by an attack" effects (E-03: 10 or more).
    if defender is not None:
        triggers = collect(game, "on_damaged", defender)
        if triggers and done < 10:
            trace.add("II-E-03", f"{defender.card} took {done} damage: not \"damaged by an attack\" (needs 10 or more)", step="attack 6")
        elif triggers:
            for e in triggers:
                ok, why = conditions_hold(e, holder=defender, attacker=attacker, target=defender, game=game)
                if not ok:
                    trace.add("II-E-03", f"{e.label()} does not apply ({why})", step="attack 6")
                    continue
                trace.add("II-E-03", f"{e.label()}: {defender.card} was damaged by an attack; its effect happens before any Knock Out (step 6)", step="attack 6")
                run_steps(Context(game, defender.owner, self_pokemon=defender, source=e.source, name=e.label()), e.actions, trace)

    # Step 7: Knock Out check.
    trace.add(RULE, "check for Knocked Out Pokémon (step 7)", step="attack 7")
    check_knockouts(game, trace)


def _turn_over(game: Game, trace: Trace) -> None:
    game.turn_ended, game.turn_ended_by = True, RULE
    trace.add(RULE, f"{game.current}'s turn ends after the attack")
