"""Card-text steps on Energy: discarding it (C-01: a card providing several units counts as them),
moving it between one's own Pokémon (C-10) and attaching it from a zone (C-09, E-07, E-39)."""

from __future__ import annotations

from judge.engine.builders import energy_spec, zone_card
from judge.engine.card_text import discard, protected_from_effects, targets
from judge.engine.context import Context
from judge.engine.errors import Refused
from judge.engine.hooks import units_of
from judge.engine.messages import RuleBox, message
from judge.engine.quantities import choose_units, count, say_energy_types
from judge.engine.refs import one
from judge.engine.registry import procedures
from judge.engine.state import Card
from judge.engine.trace import Trace
from judge.engine.wording import Mark
from judge.engine.zones import card_name, named


def _pool(ctx: Context, p, args: dict, trace: Trace) -> tuple[list, object]:
    """The Energy attached to ``p`` a text may choose: of the ``type`` it names as the card works now
    ("●●の基本エネルギー": after any effect that changes a basic Energy's type, XY-card-terms; Energy of every
    type is of each type, D-08), or of the card ``name`` it names (「基本●●エネルギー」: the card's name,
    whatever type it works as, E-39); and what each card provides."""
    kind, name, special = args.get("type"), args.get("name"), args.get("special")
    units = units_of(ctx.game, p)
    if kind:
        say_energy_types(ctx.game, p, trace)
    pool = [e for e in p.energy if (not kind or any(kind in u for u in units(e))) and (not name or named(Card(e.card), name))
            and (special is None or e.basic != special)]
    return pool, units


def discard_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-01: discard Energy; a card providing several units counts as those units (C-01 FAQ);
    Energy of every type is of the named type too (D-08); by type as it works, or by card name (:func:`_pool`)."""
    done = False
    for p in targets(ctx, args.get("target", "self"), trace, message("act_discard_energy")):
        want = args.get("count", "all")
        kind = args.get("type")
        pool, units = _pool(ctx, p, args, trace)
        chosen = pool if want == "all" else choose_units(pool, count(ctx, want, trace), kind, args.get("cards"), units=units)
        for e in chosen:
            p.energy.remove(e)
        discard(ctx, p.owner, [Card(e.card) for e in chosen])
        trace.add("II-C-01", "energy_discarded" if chosen else "energy_discarded_none", None, [e.card for e in p.energy],
                  count=len(chosen), card=p.card, energy=[e.card for e in chosen])
        done = done or bool(chosen)
    return done


def move_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-10: move Energy between your own Pokémon (never onto the opponent's). With no Pokémon to
    move it to, nothing moves; a protected destination leaves the Energy taken off discarded (C-10
    FAQ2); an Energy that can't be attached to the destination is discarded."""
    src, dst = one(ctx, args["from"]), one(ctx, args["to"])
    if src is None or dst is None:
        trace.add("II-C-10", "energy_move_nothing")
        return False
    if dst.owner != src.owner:
        raise Refused("II-C-10", message("no_move_to_opponent", card=dst.card))
    if protected_from_effects(ctx, src, trace, message("act_move_energy")):
        return False
    pool, units = _pool(ctx, src, args, trace)
    chosen = choose_units(pool, count(ctx, args.get("count", 1), trace), args.get("type"), args.get("cards"), units=units)
    for e in chosen:
        src.energy.remove(e)
    if protected_from_effects(ctx, dst, trace, message("act_attach_moved_energy")):
        discard(ctx, src.owner, [Card(e.card) for e in chosen])
        trace.add("II-C-10", "moved_energy_discarded", energy=[e.card for e in chosen], card=src.card)
        return bool(chosen)
    for e in chosen:
        if e.attach_only and not set(e.attach_only) & set(dst.tags):
            discard(ctx, src.owner, [Card(e.card)])
            trace.add("II-C-10", "energy_cant_attach", energy=e.card, card=dst.card, tags=[Mark(t) for t in e.attach_only])
        else:
            dst.energy.append(e)
            trace.add("II-C-10", "energy_moved", energy=e.card, source=src.card, card=dst.card)
    return bool(chosen)


def attach_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-09: attach Energy cards from a zone; each card attached is one "each time you attach" (E-07)."""
    target = one(ctx, args["target"])
    if target is None:
        return False
    if args.get("except_rule_box") and target.rule_box:
        raise Refused("II-D-18", message("no_attach_rule_box", card=target.card, rule_box=RuleBox(target.rule_box)))
    for card in map(zone_card, args["cards"]):  # E-39: a text naming a card takes only cards of that name
        if args.get("name") and not named(card, args["name"]):
            raise Refused("II-E-39", message("no_search_choice", card=card_name(card), what=args["name"]))
    if protected_from_effects(ctx, target, trace, message("act_attach_energy")):
        return False
    for card in args["cards"]:
        procedures.attach(ctx.game, ctx.player, energy_spec(card), target, trace, zone=args.get("from", "hand"), by_effect=True)
    return bool(args["cards"])
