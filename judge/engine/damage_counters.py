"""Card-text steps on damage counters, damage and Special Conditions: placing and moving counters
(C-07, C-08), healing (C-06), Special Conditions (I-F), damage an attack does to chosen Pokémon or
to itself (B-08, B-09), and Knocking Out outright (I-D)."""

from __future__ import annotations

from judge.engine.card_text import protected_from_effects, targets
from judge.engine.context import Context
from judge.engine.damage import DAMAGE_FLAGS, Hit, calculate
from judge.engine.effect import tens
from judge.engine.errors import RuleError
from judge.engine.hooks import applicable
from judge.engine.messages import Condition, message
from judge.engine.quantities import count, max_hp
from judge.engine.refs import one, resolve
from judge.engine.trace import Trace


def place_counters(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-07: damage counters are placed, not damage: no Weakness, Resistance or damage effects."""
    n = count(ctx, args.get("count", 1), trace)
    done = False
    for p in targets(ctx, args["target"], trace, message("act_place_counters")):
        before = p.damage
        p.damage += 10 * n
        trace.add("II-C-07", "counters_placed", before, p.damage, n=n, card=p.card)
        done = True
    return done


def move_counters(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-08: take damage counters off one Pokémon and put them on another. Counters taken off
    stay off when the destination turns out to be protected (C-08 FAQ). A text that chooses each
    counter among several Pokémon goes counter by counter (:func:`_move_each`)."""
    if "take" in args or "put" in args or len(resolve(ctx, args["from"])) > 1 or len(resolve(ctx, args["to"])) > 1:
        return _move_each(ctx, args, trace)
    src, dst = one(ctx, args["from"]), one(ctx, args["to"])
    if src is None or dst is None or protected_from_effects(ctx, src, trace, message("act_move_counters")):
        return False
    n = src.counters if args.get("count") == "all" else min(count(ctx, args.get("count", 1), trace), src.counters)
    before = src.damage
    src.damage -= 10 * n
    trace.add("II-C-08", "counters_removed", before, src.damage, n=n, card=src.card)
    if protected_from_effects(ctx, dst, trace, message("act_put_counters")):
        trace.add("II-C-08", "counters_not_put_back", n=n, card=src.card)
        return n > 0
    before = dst.damage
    dst.damage += 10 * n
    trace.add("II-C-08", "counters_moved", before, dst.damage, n=n, card=dst.card)
    return n > 0


def _move_each(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-08 【文例1】「选择放置于自己场上宝可梦身上的 1 个伤害指示物，转放于对手场上的宝可梦身上」 and 【文例3】 「以任意方式
    转放」: each counter is chosen on its own among the Pokémon ``from`` names (``take``: the Pokémon each
    counter comes from, in order) and put on one of those ``to`` names (``put``); one Pokémon named
    needs no list. With no Pokémon to put them on, none is moved (C-08 ◆)."""
    sources, dests = resolve(ctx, args["from"]), resolve(ctx, args["to"])
    take = [_among(ctx, ref, sources, "take", args["from"]) for ref in args.get("take", [])]
    put = [_among(ctx, ref, dests, "put", args["to"]) for ref in args.get("put", [])]
    n = count(ctx, args["count"], trace) if "count" in args else len(take) or len(put)
    if not dests:
        trace.add("II-C-08", "counters_nowhere", n=n)
        return False
    take = take or (sources * n if len(sources) == 1 else [])
    put = put or (dests * n if len(dests) == 1 else [])
    if len(take) != n or len(put) != n:
        raise RuleError(f"{n} damage counter(s) chosen one by one: name the Pokémon each is taken from (take: [...]) and each is put "
                        f"on (put: [...]), one per counter, unless from or to names one Pokémon")
    moved = 0
    for src, dst in zip(take, put):
        if src.counters == 0:
            raise RuleError(f"take: {src.card} has no damage counter left to take")
        if protected_from_effects(ctx, src, trace, message("act_move_counters")):
            continue
        before, src.damage = src.damage, src.damage - 10
        trace.add("II-C-08", "counters_removed", before, src.damage, n=1, card=src.card)
        moved += 1
        if protected_from_effects(ctx, dst, trace, message("act_put_counters")):
            trace.add("II-C-08", "counters_not_put_back", n=1, card=src.card)
            continue
        before, dst.damage = dst.damage, dst.damage + 10
        trace.add("II-C-08", "counters_moved", before, dst.damage, n=1, card=dst.card)
    return moved > 0


def _among(ctx: Context, ref: str, allowed: list, what: str, named: str):
    """The Pokémon ``ref`` names, which must be among those the text names (``named``)."""
    found = one(ctx, ref)
    if found is None or not any(found is p for p in allowed):
        raise RuleError(f"{what}: {ref!r} is not among the Pokémon {named!r} names")
    return found


def heal(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-06: heal removes damage counters, never below 0; healing a Pokémon with none does nothing."""
    done = False
    for p in targets(ctx, args["target"], trace, message("act_heal")):
        if (kept := applicable(ctx.game, "heal", p)):  # "can't be healed": no counter removed
            trace.add("II-C-06", "heal_prevented", effect=kept[0].reads_as(), card=p.card)
            continue
        amount = p.damage if args.get("amount") == "all" else count(ctx, args["amount"], trace)
        tens("heal amount", amount)
        before = p.damage
        p.damage = max(p.damage - amount, 0)
        if before > p.damage:
            p.healed_turn = ctx.game.turn
            done = True
        trace.add("II-C-06", "healed" if before else "healed_nothing", before, p.damage, amount=amount, card=p.card)
    return done


def special_condition(ctx: Context, args: dict, trace: Trace) -> bool:
    done = False
    condition = Condition(args["add"])
    for p in targets(ctx, args["target"], trace, message("act_condition", condition=condition)):
        if ctx.game.players[p.owner].active is not p:
            trace.add("I-A-03", "condition_on_bench", card=p.card, inference=message("why_no_condition_on_bench"))
            continue
        kept = [e for e in applicable(ctx.game, "conditions", p) if not e.what or args["add"] in e.what]
        if kept:  # "This Pokémon can't be Poisoned": the card's text over the rules (II-A)
            trace.add("II-A", "condition_prevented", effect=kept[0].reads_as(), card=p.card, condition=condition)
            continue
        before = sorted(p.conditions)
        p.add_condition(args["add"])
        if args["add"] == "paralyzed":
            p.paralyzed_turn = ctx.game.turn
        if args["add"] == "poisoned":  # a new Poison replaces the old one, counter count included (E-16)
            p.poison_counters = args.get("counters", 1)
            if "counters" in args:
                trace.add("II-E-16", "poison_counters_set", n=args["counters"])
        if args["add"] == "burned":
            p.burn_counters = args.get("counters", 2)
            if "counters" in args:
                trace.add("II-E-28", "burn_counters_set", n=args["counters"])
        trace.add("I-F", "condition_added", before, sorted(p.conditions), card=p.card, condition=condition)
        done = True
    return done


def self_damage(ctx: Context, args, trace: Trace) -> bool:
    """B-09: damage to the attacking Pokémon itself goes through the damage calculation."""
    amount = args if isinstance(args, int) else args["amount"]
    tens("self_damage", amount)
    target = ctx.self_pokemon
    hit = Hit(ctx.game, attacker=ctx.self_pokemon, defender=target, base=amount, self_damage=True,
              to_bench=ctx.game.players[target.owner].active is not target)
    trace.add("II-B-09", "self_damage", card=target.card, amount=amount)
    return calculate(hit, trace) > 0


def damage(ctx: Context, args: dict, trace: Trace) -> bool:
    """B-08: an attack's damage to chosen Pokémon (the Active, the Bench, or both): damage, not an
    effect, through the damage calculation: Weakness and Resistance apply to an Active Pokémon (unless
    the attack, or this step's ``flags``, say not to), never to a Benched one."""
    flags = dict(ctx.memo.hit_flags)
    for flag in args.get("flags", []):
        if flag not in DAMAGE_FLAGS:
            raise RuleError(f"unknown damage flag {flag!r} (known: {', '.join(DAMAGE_FLAGS)})")
        flags.update({f: True for f in DAMAGE_FLAGS[flag]})
    tens("damage amount", args["amount"])
    chosen = resolve(ctx, args["target"])
    if not chosen:
        trace.add("II-A", "no_damage_target", amount=args["amount"])
        return False
    done = False
    for p in chosen:
        active = ctx.game.players[p.owner].active is p
        trace.add("II-B-08" if p.owner != ctx.player else "II-B-09", "damage_to" if active else "damage_to_bench", amount=args["amount"], card=p.card)
        hit = Hit(ctx.game, attacker=ctx.self_pokemon, defender=p, base=args["amount"], to_bench=not active,
                  self_damage=p.owner == ctx.player, **flags)
        done = calculate(hit, trace) > 0 or done
    return done


def knock_out(ctx: Context, args: dict, trace: Trace) -> bool:
    """An effect that Knocks Out a Pokémon outright (its HP is gone; I-D runs at the next check)."""
    done = False
    for p in targets(ctx, args["target"], trace, message("act_knock_out")):
        before = p.damage
        p.damage = max(p.damage, max_hp(ctx.game, p))
        trace.add("I-D", "knocked_out_by", before, p.damage, card=p.card, source=ctx.name)
        done = True
    return done
