"""Card-text steps that tie other steps together or put effects in force: effects put on a Pokémon
or a player (E-01 …), coin flips (D-01), "then" (E-19), "if you do" and "in that case" (E-10),
choosing an attack (D-06), and "if …" on a count."""

from __future__ import annotations

from judge.engine.card_text import run_steps, targets
from judge.engine.context import Context
from judge.engine.effect import DURATION_RULES, Effect
from judge.engine.errors import Refused, RuleError
from judge.engine.messages import Duration, Kind, Side, message
from judge.engine.quantities import count, flip_coin, usable_attacks
from judge.engine.refs import one
from judge.engine.state import other
from judge.engine.trace import Trace
from judge.engine.wording import Count


def apply_effect(ctx: Context, args: dict, trace: Trace) -> bool:
    """Put an effect on a Pokémon or a player, scheduled from this turn (E-01, E-02, E-20 … E-22)."""
    spec = dict(args["effect"])
    target = args.get("target", "self")
    made = lambda: Effect(**{"source": ctx.source, "owner": ctx.player, "name": ctx.name, **spec}).schedule(ctx.game.turn)  # noqa: E731
    effect = made()
    rule = DURATION_RULES.get(effect.duration, effect.rule)
    if target in ("your_player", "opponents_player"):
        pid = ctx.player if target == "your_player" else other(ctx.player)
        ctx.game.players[pid].effects.append(effect)
        trace.add("II-C-19" if effect.kind == "cant_play" else rule, "effect_on_player", player=Side(pid), effect=effect.reads_as(),
                  kind=Kind(effect.kind), duration=Duration(effect.duration))
        return True
    done = False
    for p in targets(ctx, target, trace, message("act_effect", kind=Kind(effect.kind))):
        p.effects.append(made())
        said = {"card": p.card, "effect": effect.reads_as(), "kind": Kind(effect.kind), "duration": Duration(effect.duration)}
        if effect.amount:
            trace.add(rule, "effect_on_amount", amount=effect.amount, **said)
        else:
            trace.add(rule, "effect_on", **said)
        done = True
    return done


def flip(ctx: Context, args: dict, trace: Trace) -> bool:
    """Flip a coin (scripted by the scenario) and run the heads or tails steps."""
    n = args.get("coins", 1)
    results = [flip_coin(ctx.game, trace, "I-A-01", message("coin_of", name=ctx.name, i=i + 1, n=n)) for i in range(n)]
    heads = results.count("heads")
    ctx.memo.heads += heads
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
        return run_steps(ctx, rest, trace) or True
    trace.add("II-E-19", "then_not_done")
    return False


def if_you_do(ctx: Context, args: dict, trace: Trace) -> bool:
    """E-10: "you may do A. If you do, B": the player chooses; B only if A was done."""
    if not args.get("choose", True):
        trace.add("II-E-10", "if_you_do_declined")
        return False
    if run_steps(ctx, args["do"], trace):
        return run_steps(ctx, args.get("then", []), trace) or True
    trace.add("II-E-10", "if_you_do_failed")
    return False


def choose_attack(ctx: Context, args: dict, trace: Trace) -> bool:
    """D-06: "choose 1 of the attacks the opponent's Active Pokémon has": only attacks printed on it
    (``among: printed``; ``among: usable`` also those it can use through a Tool). The ``choice``
    then stands for ``chosen`` in the ``then`` steps (an effect's ``attack: chosen``)."""
    target = one(ctx, args.get("target", "defending"))
    if target is None:
        return False
    printed = [a.name for a in target.attacks]
    pool = printed if args.get("among", "printed") == "printed" else [a.name for a in usable_attacks(ctx.game, target)]
    choice = args["choice"]
    if choice not in pool:
        granted = [a.name for a in usable_attacks(ctx.game, target)]
        if choice in granted:
            raise Refused("II-D-06", message("no_choose_granted_attack", attack=choice, card=target.card, tool=target.tool.card if target.tool else ""))
        raise RuleError(f"{target.card} has no attack {choice!r} (it has: {', '.join(pool) or 'none'})")
    trace.add("II-D-06", "attack_chosen", attack=choice, card=target.card, printed=printed)

    def put(v):
        if isinstance(v, dict):
            return {k: (choice if k == "attack" and x == "chosen" else put(x)) for k, x in v.items()}
        if isinstance(v, list):
            return [put(x) for x in v]
        return v

    then_steps = args.get("then", [])
    return run_steps(ctx, put(then_steps if isinstance(then_steps, list) else [then_steps]), trace) or True


def in_that_case(ctx: Context, args: dict, trace: Trace) -> bool:
    """E-10: "if you like, … . In that case, B": B only if the player chose what came before
    (``of: modifier``: the attack's "if you like, +N damage")."""
    if args.get("of", "modifier") == "modifier" and ctx.memo.modifier_done:
        return run_steps(ctx, args["do"], trace)
    trace.add("II-E-10", "in_that_case_not_done")
    return False


def conditional(ctx: Context, args: dict, trace: Trace) -> bool:
    """"If <condition>, do …" in card text: the steps run only when the count is not 0."""
    if count(ctx, args["condition"], trace) > 0:
        return run_steps(ctx, args["do"], trace)
    trace.add("II-A", "condition_false", check=Count(args["condition"]))
    return run_steps(ctx, args.get("else", []), trace)
