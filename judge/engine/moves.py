"""Card-text steps that move Pokémon and the cards on them: switching (C-03 … C-05), putting onto
the Bench (C-11), returning to the hand (C-02), a Pokémon from the discard pile taking another's
place (D-19), evolving and devolving by an effect (C-12, C-13), and discarding Tools and Stadiums
(C-01, D-05)."""

from __future__ import annotations

from judge.engine.builders import new_pokemon, pokemon_spec
from judge.engine.card_text import discard, protected_from_effects, targets
from judge.engine.context import Context
from judge.engine.errors import RuleError
from judge.engine.messages import CardKind, Side, Zone, message
from judge.engine.quantities import count
from judge.engine.refs import one
from judge.engine.registry import procedures
from judge.engine.state import Card, other
from judge.engine.trace import Trace
from judge.engine.zones import is_card


def switch(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-03 … C-05: switching Active and Benched Pokémon; who chooses and whose protection blocks it."""
    side = args.get("side", "your")
    pid = ctx.player if side == "your" else other(ctx.player)
    player = ctx.game.players[pid]
    if not player.bench:
        trace.add("II-C-04" if side != "your" else "II-C-03", "switch_no_bench", player=Side(pid))
        return False
    bench_index = args.get("bench", 0)
    if side == "your":
        rule = "II-C-03"
    elif args.get("chooser", "owner") == "owner":
        rule = "II-C-04"  # the opponent's Active goes to the Bench; its owner chooses the new one
        if protected_from_effects(ctx, player.active, trace, message("act_switch_opponent")):
            return False
    else:
        rule = "II-C-05"  # you choose one of the opponent's Benched Pokémon
        if protected_from_effects(ctx, player.bench[bench_index], trace, message("act_bring_up")):
            return False
    procedures.switch_active(ctx.game, pid, bench_index, trace, rule)
    return True


def bench_from(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-11: put Basic Pokémon from the deck (or discard) onto the Bench, only as many as fit; a card
    named ``#<id>`` is the Pokémon card with that instance id."""
    player = ctx.game.players[ctx.player]
    zone = getattr(player, args.get("from", "deck"))
    wanted = list(args["cards"])
    room = player.BENCH_SIZE - len(player.bench)
    if len(wanted) > room:
        trace.add("II-C-11", "bench_room", room=room, wanted=len(wanted))
        wanted = wanted[:room]
    for spec in wanted:
        name = spec["card"] if isinstance(spec, dict) else spec
        card = next((c for c in zone if is_card(c, name)), None)
        if card is None:
            raise RuleError(f"{name!r} is not in {ctx.player}'s {args.get('from', 'deck')}")
        zone.remove(card)
        p = new_pokemon(card.pokemon or pokemon_spec(spec), ctx.player, ctx.game.turn)
        p.played_turn = ctx.game.turn
        player.bench.append(p)
        trace.add("II-C-11", "benched_from", card=p.card, zone=Zone(args.get("from", "deck")))
    return bool(wanted)


def return_to_hand(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-02: return a Pokémon in play to its owner's hand (or deck) with every card attached and
    below it; its damage counters, Special Conditions and effects are gone."""
    done = False
    for p in targets(ctx, args["target"], trace, message("act_return")):
        player = ctx.game.players[p.owner]
        cards = [p.card] + [s.card for s in p.stack]
        if args.get("with_attached", True):
            cards += [e.card for e in p.energy] + ([p.tool.card] if p.tool else [])
        else:
            player.discard.extend(Card(c) for c in [e.card for e in p.energy] + ([p.tool.card] if p.tool else []))
        if player.active is p:
            player.active = None
        else:
            player.bench.remove(p)
        zone = args.get("to", "hand")
        getattr(player, zone).extend(Card(c) for c in cards)
        trace.add("II-C-02", "returned" if cards[1:] else "returned_alone", card=p.card, player=Side(p.owner), zone=Zone(zone), cards=cards[1:])
        done = True
    return done


def return_this_card(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-02: the Trainer card being played goes to the hand (or deck) instead of the discard pile."""
    ctx.memo.card_goes_to = args.get("to", "hand")
    trace.add("II-C-02", "card_returns", card=ctx.name, zone=Zone(ctx.memo.card_goes_to))
    return True


def swap_with_discard(ctx: Context, args: dict, trace: Trace) -> bool:
    """D-19: a Pokémon from the discard pile takes the place of one in play and inherits everything
    on it (cards, damage counters, Special Conditions, effects, and what it has done this turn)."""
    target = one(ctx, args["target"])
    if target is None:
        return False
    player = ctx.game.players[target.owner]
    card = next((c for c in player.discard if c.pokemon is not None and c.name == args["card"]), None)
    if card is None:
        trace.add("II-D-19", "swap_nothing", card=args["card"])
        return False
    player.discard.remove(card)
    new = new_pokemon(card.pokemon, target.owner, ctx.game.turn)
    for attr in ("uid", "damage", "energy", "tool", "conditions", "effects", "played_turn", "evolved_turn",
                 "moved_to_active_turn", "healed_turn", "paralyzed_turn", "poison_counters", "burn_counters", "iid"):
        setattr(new, attr, getattr(target, attr))
    new.inherited = True
    if player.active is target:
        player.active = new
    else:
        player.bench[player.bench.index(target)] = new
    player.discard.append(Card(target.card))
    trace.add("II-D-19", "swapped", card=new.card, target=target.card)
    return True


def evolve_step(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-12: evolve a Pokémon by an effect (from the deck, or skipping a stage)."""
    target = one(ctx, args["target"])
    if target is None:
        return False
    procedures.evolve(ctx.game, target.owner, target, pokemon_spec(args["into"]), trace, skip_stage=args.get("skip_stage", False),
           from_hand=args.get("from_hand", False))
    return True


def devolve(ctx: Context, args: dict, trace: Trace) -> bool:
    done = False
    for p in targets(ctx, args["target"], trace, message("act_devolve")):
        done = procedures.devolve(ctx.game, p, trace, to_zone=args.get("to", "hand")) or done
    return done


def discard_tool(ctx: Context, args: dict, trace: Trace) -> bool:
    done = False
    for p in targets(ctx, args["target"], trace, message("act_discard_tool")):
        if p.tool:
            discard(ctx, p.owner, [Card(p.tool.card)])
            trace.add("II-C-01", "tool_discarded", tool=p.tool.card, card=p.card)
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
                trace.add("II-E-29", "stadium_unaffected", card=g.stadium.card, kind=CardKind(ctx.source))
                ctx.memo.blocked_by_e29 = True
                return False
    discard(ctx, g.stadium.owner, [Card(g.stadium.card)])
    trace.add("II-C-01", "stadium_discarded", card=g.stadium.card)
    g.stadium = None
    return True


def discard_tools_or_stadium(ctx: Context, args: dict, trace: Trace) -> bool:
    """D-05: discard up to N Pokémon Tools or Stadiums in play (the named ones, in order)."""
    n = count(ctx, args.get("count", 1), trace)
    done = 0
    for choice in args.get("choose", []):
        if done >= n:
            break
        if choice == "stadium":
            done += discard_stadium(ctx, {}, trace)
        else:
            done += discard_tool(ctx, {"target": choice}, trace)
    if not args.get("choose"):
        trace.add("II-D-05", "nothing_chosen")
    return done > 0
