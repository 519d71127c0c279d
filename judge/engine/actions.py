"""Card text as data: the steps an attack, Ability or Trainer card carries out.

Each step is a one-key mapping, ``{name: arguments}``; :data:`STEPS` maps each name to the
function that performs it and the rule it applies. Steps run in printed order (II-A: do
what you can; a step that cannot be done is skipped, and the rest still run unless the
text ties them with "then" (E-19) or "if you do" (E-10)).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .effects import Effect, collect
from .refs import Context, RuleError, count, one, pokemon
from .state import EnergyCard, Pokemon, other
from .trace import Trace


@dataclass(frozen=True)
class StepKind:
    rule: str
    run: Callable[[Context, object, Trace], bool]
    doc: str


def protected_from_effects(ctx: Context, target: Pokemon, trace: Trace, what: str) -> bool:
    """C-17: an attack's effects don't reach a Pokémon protected from the opponent's attack effects.
    E-29: an Item/Supporter from hand doesn't reach a Pokémon unaffected by such cards."""
    if ctx.source == "attack" and target.owner != ctx.player:
        for e in collect(ctx.game, "prevent_effects", target):
            trace.add("II-C-17", f"{what}: {target.card} is protected from attack effects ({e.label()}); not done")
            return True
    if ctx.source in ("item", "supporter") and target.owner != ctx.player:
        for e in collect(ctx.game, "unaffected_by_played", target):
            if ctx.source in e.what:
                trace.add("II-E-29", f"{what}: {target.card} is unaffected by the opponent's {ctx.source} from hand ({e.label()}); not done")
                return True
    return False


def _targets(ctx: Context, ref: str, trace: Trace, what: str) -> list[Pokemon]:
    return [p for p in pokemon(ctx, ref) if not protected_from_effects(ctx, p, trace, what)]


def place_counters(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-07: damage counters are placed, not damage: no Weakness, Resistance or damage effects."""
    n = count(ctx, args.get("count", 1))
    done = False
    for p in _targets(ctx, args["target"], trace, "place damage counters"):
        before = p.damage
        p.damage += 10 * n
        trace.add("II-C-07", f"{n} damage counter(s) on {p.card} (counters, not damage: no Weakness/Resistance or damage effects)", before, p.damage)
        done = True
    return done


def move_counters(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-08: move damage counters from one Pokémon to another."""
    src, dst = one(ctx, args["from"]), one(ctx, args["to"])
    if any(protected_from_effects(ctx, p, trace, "move damage counters") for p in (src, dst)):
        return False
    n = min(count(ctx, args.get("count", 1)), src.counters)
    src.damage -= 10 * n
    dst.damage += 10 * n
    trace.add("II-C-08", f"move {n} damage counter(s) from {src.card} to {dst.card}", None, f"{src.card} {src.damage}, {dst.card} {dst.damage}")
    return n > 0


def heal(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-06: heal removes damage counters, never below 0."""
    done = False
    for p in _targets(ctx, args["target"], trace, "heal"):
        amount = p.damage if args.get("amount") == "all" else count(ctx, args["amount"])
        before = p.damage
        p.damage = max(p.damage - amount, 0)
        if before > p.damage:
            p.healed_turn = ctx.game.turn
            done = True
        trace.add("II-C-06", f"heal {amount} from {p.card}", before, p.damage)
    return done


def special_condition(ctx: Context, args: dict, trace: Trace) -> bool:
    done = False
    for p in _targets(ctx, args["target"], trace, f"make {args['add']}"):
        if ctx.game.players[p.owner].active is not p:
            trace.add("I-F", f"{p.card} is on the Bench: Special Conditions affect only the Active Pokémon; not done")
            continue
        before = sorted(p.conditions)
        p.add_condition(args["add"])
        if args["add"] == "paralyzed":
            p.paralyzed_turn = ctx.game.turn
        if args["add"] == "poisoned" and "counters" in args:
            p.poison_counters = max(p.poison_counters, args["counters"])
            trace.add("II-E-16", f"this Poison puts {args['counters']} damage counters at each Checkup")
        if args["add"] == "burned" and "counters" in args:
            p.burn_counters = max(p.burn_counters, args["counters"])
            trace.add("II-E-28", f"this Burn puts {args['counters']} damage counters at each Checkup")
        trace.add("I-F", f"{p.card} is now {args['add']} (Asleep, Paralyzed and Confused replace one another)", before, sorted(p.conditions))
        done = True
    return done


def discard_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-01: discard Energy; "N Energy" counts cards providing several units as the units they give (C-10 FAQ)."""
    done = False
    for p in _targets(ctx, args.get("target", "self"), trace, "discard Energy"):
        want = args.get("count", "all")
        kind = args.get("type")
        if want == "all":
            chosen = [e for e in p.energy if not kind or any(kind in u for u in e.units)]
        else:
            chosen = _choose_energy(p, count(ctx, want), kind, args.get("cards"), units=args.get("units", True))
        for e in chosen:
            p.energy.remove(e)
            ctx.game.players[p.owner].discard.append(e.card)
        trace.add("II-C-01", f"discard {len(chosen)} Energy card(s) from {p.card}: {', '.join(e.card for e in chosen) or 'none'}",
                  None, [e.card for e in p.energy])
        done = done or bool(chosen)
    return done


def _choose_energy(p: Pokemon, n: int, kind: str | None, names: list[str] | None, units: bool) -> list[EnergyCard]:
    """Pick Energy cards providing ``n`` units (or ``n`` cards) of ``kind``; named cards first."""
    pool = [e for e in p.energy if not kind or any(kind in u for u in e.units)]
    if names:
        pool.sort(key=lambda e: (e.card not in names, names.index(e.card) if e.card in names else 0))
    chosen, got = [], 0
    for e in pool:
        if got >= n:
            break
        chosen.append(e)
        got += sum(1 for u in e.units if not kind or kind in u) if units else 1
    return chosen


def move_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-10: move Energy from one Pokémon to another (not an attachment from hand: no E-07 trigger)."""
    src, dst = one(ctx, args["from"]), one(ctx, args["to"])
    if any(protected_from_effects(ctx, p, trace, "move Energy") for p in (src, dst)):
        return False
    chosen = _choose_energy(src, count(ctx, args.get("count", 1)), args.get("type"), args.get("cards"), units=True)
    for e in chosen:
        src.energy.remove(e)
        dst.energy.append(e)
    trace.add("II-C-10", f"move {', '.join(e.card for e in chosen)} from {src.card} to {dst.card}")
    return bool(chosen)


def attach_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-09: attach Energy cards from a zone; each card attached is one "each time you attach" (E-07)."""
    from .turn import attach

    target = one(ctx, args["target"])
    cards = args["cards"]
    done = False
    for card in cards:
        attach(ctx.game, ctx.player, card, target, trace, zone=args.get("from", "hand"), by_effect=True)
        done = True
    return done


def self_damage(ctx: Context, args, trace: Trace) -> bool:
    """B-09: damage to the attacking Pokémon itself goes through the damage calculation."""
    from .damage import Hit, calculate

    amount = args if isinstance(args, int) else args["amount"]
    target = ctx.self_pokemon
    hit = Hit(ctx.game, attacker=ctx.self_pokemon, defender=target, base=amount, self_damage=True,
              to_bench=ctx.game.players[target.owner].active is not target)
    trace.add("II-B-09", f"{target.card} also does {amount} damage to itself: it goes through the damage calculation")
    return calculate(hit, trace) > 0


def bench_damage(ctx: Context, args: dict, trace: Trace) -> bool:
    """B-08: damage to Benched Pokémon: damage, not an effect, without Weakness or Resistance."""
    from .damage import Hit, calculate

    done = False
    for p in pokemon(ctx, args["target"]):
        active = ctx.game.players[p.owner].active is p
        trace.add("II-B-08" if p.owner != ctx.player else "II-B-09", f"{args['amount']} damage to {p.card}" + ("" if active else " on the Bench (no Weakness or Resistance)"))
        hit = Hit(ctx.game, attacker=ctx.self_pokemon, defender=p, base=args["amount"], to_bench=not active,
                  self_damage=p.owner == ctx.player)
        done = calculate(hit, trace) > 0 or done
    return done


def apply_effect(ctx: Context, args: dict, trace: Trace) -> bool:
    """Put an effect on a Pokémon or a player, scheduled from this turn (E-01, E-02, E-20 … E-22)."""
    from .effects import DURATION_RULES

    spec = dict(args["effect"])
    target = args.get("target", "self")
    effect = Effect(**{"source": ctx.source, "owner": ctx.player, "name": ctx.name, **spec}).schedule(ctx.game.turn)
    rule = DURATION_RULES.get(effect.duration, effect.rule)
    if target in ("your_player", "opponents_player"):
        pid = ctx.player if target == "your_player" else other(ctx.player)
        ctx.game.players[pid].effects.append(effect)
        trace.add("II-C-19" if effect.kind == "cant_play" else rule, f"effect on player {pid}: {effect.label()} {effect.kind} ({effect.duration})")
        return True
    done = False
    for p in _targets(ctx, target, trace, f"effect {effect.kind}"):
        p.effects.append(effect if len(pokemon(ctx, target)) == 1 else Effect(**{**effect.__dict__}))
        trace.add(rule, f"effect on {p.card}: {effect.label()} {effect.kind} {effect.amount or ''} ({effect.duration})".replace("  ", " "))
        done = True
    return done


def flip(ctx: Context, args: dict, trace: Trace) -> bool:
    """Flip a coin (scripted by the scenario) and run the heads or tails steps."""
    from .turn import flip_coin

    n = args.get("coins", 1)
    results = [flip_coin(ctx.game, trace, f"{ctx.name}: coin {i + 1} of {n}") for i in range(n)]
    heads = results.count("heads")
    if n == 1:
        return run_steps(ctx, args.get(results[0], []), trace)
    if "per_heads" in args:
        done = False
        for _ in range(heads):
            done = run_steps(ctx, args["per_heads"], trace) or done
        return done
    return run_steps(ctx, args.get("heads" if heads else "tails", []), trace)


def then(ctx: Context, args: list, trace: Trace) -> bool:
    """E-19: "do A. Then, do B": B only if A was done."""
    first, rest = args[0], args[1:]
    if run_steps(ctx, [first], trace):
        return run_steps(ctx, rest, trace)
    trace.add("II-E-19", "the first part could not be done, so what follows \"then\" is not done either")
    return False


def if_you_do(ctx: Context, args: dict, trace: Trace) -> bool:
    """E-10: "you may do A. If you do, B": the player chooses; B only if A was done."""
    if not args.get("choose", True):
        trace.add("II-E-10", "the player chooses not to; what follows \"if you do\" is not done")
        return False
    if run_steps(ctx, args["do"], trace):
        return run_steps(ctx, args.get("then", []), trace)
    trace.add("II-E-10", "it could not be done, so what follows \"if you do\" is not done")
    return False


def switch(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-03 … C-05: switching Active and Benched Pokémon; who chooses and whose protection blocks it."""
    from .turn import switch_active

    side = args.get("side", "your")
    pid = ctx.player if side == "your" else other(ctx.player)
    player = ctx.game.players[pid]
    if not player.bench:
        trace.add("II-C-04" if side != "your" else "II-C-03", f"{pid} has no Benched Pokémon: no switch")
        return False
    bench_index = args.get("bench", 0)
    if side == "your":
        rule = "II-C-03"
    elif args.get("chooser", "owner") == "owner":
        rule = "II-C-04"  # the opponent's Active goes to the Bench; its owner chooses the new one
        if protected_from_effects(ctx, player.active, trace, "switch the opponent's Active Pokémon"):
            return False
    else:
        rule = "II-C-05"  # you choose one of the opponent's Benched Pokémon
        if protected_from_effects(ctx, player.bench[bench_index], trace, "bring up the chosen Benched Pokémon"):
            return False
    switch_active(ctx.game, pid, bench_index, trace, rule)
    return True


def bench_from(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-11: put Basic Pokémon from the deck (or discard) onto the Bench, only as many as fit."""
    from .turn import pokemon_from_spec

    player = ctx.game.players[ctx.player]
    zone = getattr(player, args.get("from", "deck"))
    wanted = list(args["cards"])
    room = player.BENCH_SIZE - len(player.bench)
    if len(wanted) > room:
        trace.add("II-C-11", f"the Bench has room for {room}: only {room} of {len(wanted)} can be put there")
        wanted = wanted[:room]
    for spec in wanted:
        name = spec["card"] if isinstance(spec, dict) else spec
        card = next((c for c in zone if (c["card"] if isinstance(c, dict) else c) == name), None)
        if card is None:
            raise RuleError(f"{name!r} is not in {ctx.player}'s {args.get('from', 'deck')}")
        zone.remove(card)
        p = pokemon_from_spec(card if isinstance(card, dict) else spec, ctx.player, ctx.game.turn)
        player.bench.append(p)
        trace.add("II-C-11", f"{p.card} from the {args.get('from', 'deck')} to the Bench")
    return bool(wanted)


def devolve(ctx: Context, args: dict, trace: Trace) -> bool:
    from .turn import devolve as devolve_pokemon

    done = False
    for p in _targets(ctx, args["target"], trace, "devolve"):
        done = devolve_pokemon(ctx.game, p, trace, to_zone=args.get("to", "hand")) or done
    return done


def draw(ctx: Context, args, trace: Trace) -> bool:
    player = ctx.game.players[ctx.player]
    n = min(count(ctx, args), len(player.deck))
    for _ in range(n):
        player.hand.append(player.deck.pop(0))
    trace.add("I-H", f"{ctx.player} draws {n} card(s)")
    return n > 0


def discard_tool(ctx: Context, args: dict, trace: Trace) -> bool:
    done = False
    for p in _targets(ctx, args["target"], trace, "discard the Pokémon Tool"):
        if p.tool:
            ctx.game.players[p.owner].discard.append(p.tool.card)
            trace.add("II-C-01", f"discard {p.tool.card} from {p.card}")
            p.tool = None
            done = True
    return done


def discard_stadium(ctx: Context, args, trace: Trace) -> bool:
    g = ctx.game
    if g.stadium is None:
        return False
    if ctx.source in ("item", "supporter"):
        for e in g.stadium.effects:
            if e.kind == "unaffected_by_played" and ctx.source in e.what:
                trace.add("II-E-29", f"{g.stadium.card} is unaffected by {ctx.source} cards played from hand: not discarded")
                return False
    g.players[g.stadium.owner].discard.append(g.stadium.card)
    trace.add("II-C-01", f"discard the Stadium {g.stadium.card}")
    g.stadium = None
    return True


STEPS: dict[str, StepKind] = {
    "place_counters": StepKind("II-C-07", place_counters, "Put `count` damage counters on `target`."),
    "move_counters": StepKind("II-C-08", move_counters, "Move `count` damage counters `from` → `to`."),
    "heal": StepKind("II-C-06", heal, "Heal `amount` (or `all`) damage from `target`."),
    "condition": StepKind("I-F", special_condition, "Make `target` `add` (asleep, paralyzed, confused, poisoned, burned); `counters` for E-16/E-28."),
    "discard_energy": StepKind("II-C-01", discard_energy, "Discard `count` Energy (or `all`; of `type`) from `target`."),
    "move_energy": StepKind("II-C-10", move_energy, "Move `count` Energy (of `type`) `from` → `to`."),
    "attach_energy": StepKind("II-C-09", attach_energy, "Attach `cards` `from` a zone to `target`."),
    "self_damage": StepKind("II-B-09", self_damage, "This Pokémon also does N damage to itself."),
    "bench_damage": StepKind("II-B-08", bench_damage, "Do `amount` damage to `target` (Bench: no Weakness/Resistance)."),
    "apply": StepKind("II-E-01", apply_effect, "Put `effect` on `target` (a Pokémon reference, `your_player` or `opponents_player`)."),
    "flip": StepKind("II-D-01", flip, "Flip `coins` coins; run `heads`/`tails` steps (or `per_heads`)."),
    "then": StepKind("II-E-19", then, "Run the first step; the rest only if it was done."),
    "if_you_do": StepKind("II-E-10", if_you_do, "If the player `choose`s, run `do`; run `then` only if it was done."),
    "switch": StepKind("II-C-03", switch, "Switch `side`'s (your/opponents) Active with Benched Pokémon `bench`; `chooser`: owner (C-04) or you (C-05)."),
    "bench_from": StepKind("II-C-11", bench_from, "Put Basic Pokémon `cards` `from` deck/discard onto the Bench."),
    "devolve": StepKind("II-C-13", devolve, "Devolve `target` (top Evolution card `to` hand/deck)."),
    "draw": StepKind("I-H", draw, "Draw N cards."),
    "discard_tool": StepKind("II-C-01", discard_tool, "Discard the Pokémon Tool attached to `target`."),
    "discard_stadium": StepKind("II-C-01", discard_stadium, "Discard the Stadium in play."),
}


def run_steps(ctx: Context, steps: list[dict], trace: Trace) -> bool:
    """Run card-text steps in order; True if any of them was done."""
    done = False
    for step in steps:
        if not isinstance(step, dict) or len(step) != 1:
            raise RuleError(f"a step is a one-key mapping such as {{place_counters: {{...}}}}, got {step!r}")
        [(name, args)] = step.items()
        if name not in STEPS:
            raise RuleError(f"unknown step {name!r} (known: {', '.join(STEPS)})")
        try:
            done = STEPS[name].run(ctx, args, trace) or done
        except KeyError as err:
            raise RuleError(f"step {name}: missing {err.args[0]!r} in {args!r}") from None
        except (TypeError, ValueError, AttributeError) as err:
            raise RuleError(f"step {name}: {err}") from None
    return done
