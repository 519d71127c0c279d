"""Attacking: guide Part I A-01, attack steps 1-7, one function per step.

An attack goes through :data:`ATTACK_STEPS` in order, each step recording what it did in the
trace, citing the step it applies. Step 1 may refuse the attack (the first turn, an effect, a
Special Condition, a cost not paid: the player may do something else); step 2 may make it fail and
step 3 leave it doing nothing, and the turn is then over, as it is after step 7.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from judge.engine.card_text import run_steps, run_trigger
from judge.engine.context import Context
from judge.engine.damage import Hit, Modifier, calculate, hit_flags
from judge.engine.errors import Refused, RuleError
from judge.engine.hooks import applicable, energy_units, weighed
from judge.engine.messages import Condition, EnergyType, RulesetName, Side, Stage, message
from judge.engine.quantities import attack_cost, can_pay, count, flip_coin, say_energy_types, usable_attacks
from judge.engine.refs import one
from judge.engine.registry import procedures
from judge.engine.state import Attack, Game, Pokemon, other
from judge.engine.trace import Trace
from judge.engine.wording import Count

RULE = "I-A-01"


def find_attack(game: Game, pid: str, name: str) -> Attack:
    active = game.players[pid].active
    for a in usable_attacks(game, active):
        if a.name == name:
            return a
    raise RuleError(f"{active.card} has no attack {name!r} (it has: {', '.join(a.name for a in active.attacks) or 'none'})")


def resolve_modifier(ctx: Context, attack: Attack, trace: Trace) -> Modifier | None:
    """The attack's own + × − (B-01 … B-03), counted now; None when it does not apply."""
    m = attack.modifier
    if not m:
        return None
    if "plus" in m and "if_you_like" in m:  # E-10: "if you like, N more damage": the player's choice
        chosen = bool(m["if_you_like"])
        ctx.memo.modifier_done = chosen
        trace.add("II-E-10", "if_you_like_chosen" if chosen else "if_you_like_declined", attack=attack.name, plus=m["plus"])
        return Modifier("+", m["plus"], Count(m.get("why", "if_you_like"))) if chosen else None
    if "plus" in m:
        cond = m.get("if", True)
        applies = cond if isinstance(cond, bool) else count(ctx, cond, trace) > 0
        return Modifier("+", m["plus"], Count(m.get("why", cond))) if applies else None
    if "plus_each" in m:
        n = count(ctx, m["count"], trace)
        return Modifier("+", m["plus_each"] * n, Count(f"{n} × {m['plus_each']}"))
    if "times" in m:
        return Modifier("×", m["times"], Count(m.get("why", m["count"])), count=count(ctx, m["count"], trace))
    if "minus" in m:
        n = count(ctx, m.get("count", 1), trace)
        return Modifier("-", m["minus"] * n, Count(m.get("why", f"{n} × {m['minus']}")))
    raise RuleError(f"unknown damage modifier {m!r} (use plus, plus_each, times or minus)")


@dataclass
class Attacking:
    """One attack being carried out, from its declaration to the Knock Out check."""

    game: Game
    """The board."""
    player: str
    """Who attacks."""
    name: str
    """The attack's name, as declared (an attack used as this one keeps it, C-18)."""
    attacker: Pokemon
    """The Active Pokémon attacking."""
    defender: Pokemon | None
    """The opponent's Active Pokémon (the Defending Pokémon)."""
    attack: Attack
    """The attack carried out: the one declared, or the one it uses as itself (C-18)."""
    use: dict | None
    """The other Pokémon's attack this attack uses as itself (C-18): ``{pokemon, attack}``."""
    ctx: Context
    """The attack's text running: its Pokémon, the Defending Pokémon, and what it has done so far."""
    done: int = 0
    """The damage it did to the Defending Pokémon at step 4."""
    over: bool = False
    """The attack ends here: it failed (step 2) or does nothing (step 3); the turn is over."""


def step1_declare(now: Attacking, trace: Trace) -> None:
    """Step 1: the attack is declared; what stops it (the first turn, its own text, effects,
    Special Conditions) and whether its Energy pays the cost (D-09). Then the attack it uses as
    itself, if any (C-18)."""
    attacker, name = now.attacker, now.name
    trace.add(RULE, "attack_declared", step="attack 1", player=Side(now.player), card=attacker.card, attack=name)
    if attacker.stage == "break" and attacker.stack and any(a is now.attack for a in attacker.stack[-1].attacks):
        trace.add("XY-break-evolution", "attack_inherited", step="attack 1", attack=name, below=attacker.stack[-1].card, card=attacker.card,
                  stage=Stage("break"))
    _may_attack(now, trace)
    _pay(now, trace)
    if now.use:
        source = one(now.ctx, now.use["pokemon"])
        copied = next((a for a in source.attacks if a.name == now.use["attack"]), None)
        if copied is None:
            raise RuleError(f"{source.card} has no attack {now.use['attack']!r} to use")
        trace.add("II-C-18", "attack_copied", attack=name, source=source.card, copied=copied.name)
        now.attack = replace(copied, name=name)


def _may_attack(now: Attacking, trace: Trace) -> None:
    """Refused when the attack may not be used now: the first player's first turn (and the text
    that allows it, E-27), its own text barring the first turn, an effect (C-15), Asleep or
    Paralyzed (and the text that allows it, E-27)."""
    game, pid, attacker, atk, name = now.game, now.player, now.attacker, now.attack, now.name
    if game.is_first_turn_of(pid) and pid == game.first_player and not game.ruleset.first_turn_attack:
        if "usable_on_first_turn" not in atk.flags:
            raise Refused(RULE, message("no_first_turn_attack", ruleset=RulesetName(game.ruleset.id)))
        trace.add("II-E-27", "attack_first_turn", attack=name)
    barred = atk.first_turn_barred
    if barred and game.is_first_turn_of(pid) and (barred == "both" or (barred == "going_first") == (pid == game.first_player)):
        raise Refused("II-C-15", message("no_attack_first_turn_text", attack=name, card=attacker.card,
                                         player=Side(pid), order=message("went_first" if pid == game.first_player else "went_second")))
    for e in applicable(game, "attack.1a", attacker, attacker=attacker, target=now.defender):
        if e.attack in (None, name):
            raise Refused("II-C-15", message("no_attack_effect", effect=e.reads_as(), card=attacker.card, attack=name))
    if attacker.rotating_condition in ("asleep", "paralyzed"):
        if f"usable_while_{attacker.rotating_condition}" not in atk.flags:
            raise Refused(RULE, message("no_attack_condition", card=attacker.card, condition=Condition(attacker.rotating_condition)))
        trace.add("II-E-27", "attack_usable_while", attack=name, condition=Condition(attacker.rotating_condition))


def _pay(now: Attacking, trace: Trace) -> None:
    """Refused when the attached Energy does not pay the cost as it stands (D-09, D-11 … D-13, a
    cost the text lowers: E-32, or waives)."""
    game, pid, attacker, atk, name = now.game, now.player, now.attacker, now.attack, now.name
    cost = attack_cost(game, attacker, atk, trace)
    if atk.reduced_cost and count(Context(game, pid, self_pokemon=attacker, defending=now.defender), atk.reduced_cost["if"], trace) > 0:
        cost = list(atk.reduced_cost["cost"])
        trace.add("II-E-32", "attack_reduced_cost", attack=name, cost=[EnergyType(t) for t in cost], check=Count(atk.reduced_cost["if"]))
    if atk.free_if and count(Context(game, pid, self_pokemon=attacker, defending=now.defender), atk.free_if, trace) > 0:
        trace.add("II-D-09", "attack_free", attack=name, check=Count(atk.free_if))
        cost = []
    say_energy_types(game, attacker, trace)
    units = energy_units(game, attacker)
    if not can_pay(units, cost):
        raise Refused(RULE, message("no_attack_energy", card=attacker.card, attack=name, cost=[EnergyType(t) for t in cost],
                                    units=[[EnergyType(t) for t in sorted(u)] for u in units]), also=("II-D-09",))


def step2_fails(now: Attacking, trace: Trace) -> None:
    """Step 2: "the attack fails" effects (2-a), then Confusion (2-b); past them the attack counts
    as used (D-01), even when its own text then makes it fail."""
    game, attacker, name = now.game, now.attacker, now.name
    for e in applicable(game, "attack.2a", attacker, attacker=attacker, target=now.defender):
        if flip_coin(game, trace, "II-D-01", message("coin_effect_fails", effect=e.reads_as())) == "tails":
            trace.add("II-D-01", "attack_fails_effect", step="attack 2-a", attack=name)
            now.over = True
            return
    if attacker.rotating_condition == "confused":
        if flip_coin(game, trace, RULE, message("coin_confused", card=attacker.card)) == "tails":
            before = attacker.damage
            attacker.damage += 30
            trace.add(RULE, "confusion_tails", before, attacker.damage, step="attack 2-b", attack=name, card=attacker.card)
            procedures.check_knockouts(game, trace)
            now.over = True
            return
    game.attacks_used[now.player].append((game.turn, name))  # past step 2: it counts as used, even if its own text makes it fail (D-01)
    if "fails_on_tails" in now.attack.flags:
        if flip_coin(game, trace, "II-D-01", message("coin_attack_fails", attack=name)) == "tails":
            trace.add("II-D-01", "attack_fails_own", step="attack 2", attack=name)
            now.over = True


def step3_before_damage(now: Attacking, trace: Trace) -> None:
    """Step 3: what the attack does "before doing damage" (E-09); it may leave the attack doing
    nothing (D-01). From here on the attack is under way: the effects weighed see its attacking
    Pokémon, and only damage done from now is this attack's."""
    game, atk = now.game, now.attack
    game.attacker = now.attacker
    game.attack_damage_to.clear()  # damage done by an earlier attack is not this attack's
    game.full_hp_when_hit.clear()
    if atk.before_damage:
        trace.add("II-E-09", "before_damage", step="attack 3", attack=now.name)
        run_steps(now.ctx, atk.before_damage, trace)
        if now.ctx.memo.attack_fails:
            trace.add("II-D-01", "attack_does_nothing", step="attack 3", attack=now.name)
            now.over = True


def step4_damage(now: Attacking, trace: Trace) -> None:
    """Step 4: the attack's damage through the damage calculation (:data:`judge.engine.damage.DAMAGE_STEPS`),
    then its damage to other Pokémon and to itself (B-08 Bench damage and B-09 self-damage are
    damage too, not effects)."""
    atk, ctx = now.attack, now.ctx
    flags = hit_flags(atk.flags)
    ctx.memo.hit_flags = flags
    if atk.damage or atk.modifier:
        hit = Hit(now.game, now.attacker, now.defender, base=atk.damage, attack=atk, modifier=resolve_modifier(ctx, atk, trace), **flags)
        now.done = calculate(hit, trace)
    ctx.memo.damage_done = now.done
    run_steps(ctx, [s for s in atk.effects if _is_damage(s)], trace)


def step5_other_effects(now: Attacking, trace: Trace) -> None:
    """Step 5: the attack's other effects, in printed order."""
    others = [s for s in now.attack.effects if not _is_damage(s)]
    if others:
        trace.add(RULE, "other_effects", step="attack 5", attack=now.name)
        run_steps(now.ctx, others, trace)


def step6_damaged_effects(now: Attacking, trace: Trace) -> None:
    """Step 6: the Defending Pokémon's "when damaged by an attack" effects (E-03: 10 damage or more)."""
    game, defender = now.game, now.defender
    if defender is None:
        return
    holding, failing = weighed(game, "attack.6", defender, attacker=now.attacker, target=defender)
    if (holding or failing) and now.done < 10:
        trace.add("II-E-03", "not_damaged", step="attack 6", card=defender.card, damage=now.done)
        return
    for e, failed in failing:
        trace.add("II-E-03", "trigger_not_applied", step="attack 6", effect=e.reads_as(), check=failed)
    for e in holding:
        trace.add("II-E-03", "damaged_trigger", step="attack 6", effect=e.reads_as(), card=defender.card)
        run_trigger(game, e, defender, trace)


def step7_knockouts(now: Attacking, trace: Trace) -> None:
    """Step 7: the Knock Out check (I-D)."""
    trace.add(RULE, "knockout_check", step="attack 7")
    procedures.check_knockouts(now.game, trace)


#: Using an attack, in the guide's order (I-A-01 attack steps 1-7).
ATTACK_STEPS: tuple[tuple[str, Callable[[Attacking, Trace], None]], ...] = (
    ("1 declaring the attack: what stops it, its cost", step1_declare),
    ("2 the attack fails: effects, Confusion, its own text", step2_fails),
    ("3 before doing damage", step3_before_damage),
    ("4 damage", step4_damage),
    ("5 the attack's other effects", step5_other_effects),
    ("6 effects when damaged by an attack", step6_damaged_effects),
    ("7 Knock Out check", step7_knockouts),
)


def attack(game: Game, pid: str, name: str, trace: Trace, use: dict | None = None) -> None:
    """Use an attack of the Active Pokémon: the attack steps in order, until one ends the attack;
    the turn ends after it.

    ``use`` names another Pokémon's attack that this attack uses as itself (C-18): its damage and
    effects, under this attack's name, without that attack's Energy cost.
    """
    attacker, defender = game.players[pid].active, game.players[other(pid)].active
    now = Attacking(game, pid, name, attacker, defender, find_attack(game, pid, name), use,
                    Context(game, pid, self_pokemon=attacker, defending=defender, source="attack", name=name))
    try:
        for _name, step in ATTACK_STEPS:
            step(now, trace)
            if now.over:
                break
    finally:
        game.attacker = None  # the attack is over (step 3 made it the one under way)
    _turn_over(game, trace)


def _is_damage(step: dict) -> bool:
    """Damage steps (B-08, B-09) run with the damage at step 4, also when "in that case" (E-10) ties them."""
    name, args = next(iter(step.items()))
    if name == "in_that_case" and isinstance(args, dict):
        return bool(args.get("do")) and all(_is_damage(s) for s in args["do"])
    return name in ("damage", "bench_damage", "self_damage")


def _turn_over(game: Game, trace: Trace) -> None:
    game.turn_ended, game.turn_ended_by = True, RULE
    trace.add(RULE, "turn_over", player=Side(game.current))
