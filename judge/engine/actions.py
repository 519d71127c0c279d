"""Card text as data: the steps an attack, Ability or Trainer card carries out.

Each step is a one-key mapping, ``{name: arguments}``; :data:`STEPS` maps each name to the
function that performs it and the rule it applies. Steps run in printed order (II-A: do
what you can; a step that cannot be done is skipped, and the rest still run unless the
text ties them with "then" (E-19) or "if you do" (E-10)). A step returns whether it did
anything: a card whose text would do nothing can't be played (I-B-01 step 1).
"""

from __future__ import annotations

from judge.engine.budget import spend
from judge.engine.registry import STEPS, StepKind, register_steps
from judge.engine.effect import Effect
from judge.engine.hooks import applicable
from judge.engine.messages import (
    CardFilter,
    CardKind,
    Condition,
    Duration,
    Kind,
    Message,
    RuleBox,
    Side,
    Zone,
    message,
)
from judge.engine.errors import Refused, RuleError
from judge.engine.context import Context
from judge.engine.refs import count, one, pokemon
from judge.engine.cards import energy_spec, new_pokemon, pokemon_spec, zone_card
from judge.engine.state import Card, EnergyCard, Pokemon, other
from judge.engine.zones import card_name, fits, named
from judge.engine.trace import Trace
from judge.engine.wording import Count, Mark


def protected_from_effects(ctx: Context, target: Pokemon, trace: Trace, act: Message) -> bool:
    """C-17: an attack's effects don't reach a Pokémon protected from attack effects (whose
    conditions, e.g. "from the opponent's Pokémon-EX", hold for this attacker).
    E-29: an Item/Supporter from hand doesn't reach a Pokémon unaffected by such cards.
    ``act`` says what is not done."""
    if ctx.source == "attack":
        for e in applicable(ctx.game, "effects.attack", target, attacker=ctx.self_pokemon, target=target):
            trace.add("II-C-17", "not_affected_by_attacks", act=act, card=target.card, effect=e.reads_as())
            return True
    if ctx.source in ("item", "supporter") and target.owner != ctx.player:
        for e in applicable(ctx.game, "effects.played", target):
            if ctx.source in e.what:
                trace.add("II-E-29", "not_affected_by_played", act=act, card=target.card, kind=CardKind(ctx.source), effect=e.reads_as())
                ctx.memo.blocked_by_e29 = True
                return True
    return False


def _targets(ctx: Context, ref: str, trace: Trace, act: Message) -> list[Pokemon]:
    return [p for p in pokemon(ctx, ref) if not protected_from_effects(ctx, p, trace, act)]


def _discard(ctx: Context, owner: str, cards: list[Card]) -> None:
    ctx.game.players[owner].discard.extend(cards)
    ctx.memo.discarded.extend(cards)


def place_counters(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-07: damage counters are placed, not damage: no Weakness, Resistance or damage effects."""
    n = count(ctx, args.get("count", 1), trace)
    done = False
    for p in _targets(ctx, args["target"], trace, message("act_place_counters")):
        before = p.damage
        p.damage += 10 * n
        trace.add("II-C-07", "counters_placed", before, p.damage, n=n, card=p.card)
        done = True
    return done


def move_counters(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-08: take damage counters off one Pokémon and put them on another. Counters taken off
    stay off when the destination turns out to be protected (C-08 FAQ)."""
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


def heal(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-06: heal removes damage counters, never below 0; healing a Pokémon with none does nothing."""
    done = False
    for p in _targets(ctx, args["target"], trace, message("act_heal")):
        amount = p.damage if args.get("amount") == "all" else count(ctx, args["amount"], trace)
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
    for p in _targets(ctx, args["target"], trace, message("act_condition", condition=condition)):
        if ctx.game.players[p.owner].active is not p:
            trace.add("I-A-03", "condition_on_bench", card=p.card, inference=message("why_no_condition_on_bench"))
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


def discard_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-01: discard Energy; a card providing several units counts as those units (C-01 FAQ);
    Energy of every type is of the named type too (D-08)."""
    done = False
    for p in _targets(ctx, args.get("target", "self"), trace, message("act_discard_energy")):
        want = args.get("count", "all")
        kind = args.get("type")
        special = args.get("special")
        pool = [e for e in p.energy if (not kind or any(kind in u for u in e.units)) and (special is None or e.basic != special)]
        chosen = pool if want == "all" else _choose(pool, count(ctx, want, trace), kind, args.get("cards"))
        for e in chosen:
            p.energy.remove(e)
        _discard(ctx, p.owner, [Card(e.card) for e in chosen])
        trace.add("II-C-01", "energy_discarded" if chosen else "energy_discarded_none", None, [e.card for e in p.energy],
                  count=len(chosen), card=p.card, energy=[e.card for e in chosen])
        done = done or bool(chosen)
    return done


def _choose(pool: list[EnergyCard], n: int, kind: str | None, names: list[str] | None, units=lambda e: e.units) -> list[EnergyCard]:
    """Energy cards providing ``n`` units (of ``kind``), the named cards first."""
    if names:
        pool = sorted(pool, key=lambda e: (e.card not in names, names.index(e.card) if e.card in names else 0))
    chosen, got = [], 0
    for e in pool:
        if got >= n:
            break
        chosen.append(e)
        got += sum(1 for u in units(e) if not kind or kind in u)
    return chosen


def choose_energy(p: Pokemon, n: int, names: list[str] | None = None, game=None) -> list[EnergyCard]:
    """Energy cards attached to ``p`` that provide ``n`` units, the named ones first (the Retreat
    Cost); with ``game``, counting what ``energy_provides`` effects make them provide."""
    if game is None:
        return _choose(list(p.energy), n, None, names)
    from judge.engine.hooks import card_units

    extra = applicable(game, "energy", p)
    return _choose(list(p.energy), n, None, names, units=lambda e: card_units(e, extra))


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
    chosen = _choose([e for e in src.energy if not args.get("type") or any(args["type"] in u for u in e.units)],
                     count(ctx, args.get("count", 1), trace), args.get("type"), args.get("cards"))
    for e in chosen:
        src.energy.remove(e)
    if protected_from_effects(ctx, dst, trace, message("act_attach_moved_energy")):
        _discard(ctx, src.owner, [Card(e.card) for e in chosen])
        trace.add("II-C-10", "moved_energy_discarded", energy=[e.card for e in chosen], card=src.card)
        return bool(chosen)
    for e in chosen:
        if e.attach_only and not set(e.attach_only) & set(dst.tags):
            _discard(ctx, src.owner, [Card(e.card)])
            trace.add("II-C-10", "energy_cant_attach", energy=e.card, card=dst.card, tags=[Mark(t) for t in e.attach_only])
        else:
            dst.energy.append(e)
            trace.add("II-C-10", "energy_moved", energy=e.card, source=src.card, card=dst.card)
    return bool(chosen)


def attach_energy(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-09: attach Energy cards from a zone; each card attached is one "each time you attach" (E-07)."""
    from judge.engine.turn import attach

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
        attach(ctx.game, ctx.player, energy_spec(card), target, trace, zone=args.get("from", "hand"), by_effect=True)
    return bool(args["cards"])


def self_damage(ctx: Context, args, trace: Trace) -> bool:
    """B-09: damage to the attacking Pokémon itself goes through the damage calculation."""
    from judge.engine.damage import Hit, calculate

    amount = args if isinstance(args, int) else args["amount"]
    target = ctx.self_pokemon
    hit = Hit(ctx.game, attacker=ctx.self_pokemon, defender=target, base=amount, self_damage=True,
              to_bench=ctx.game.players[target.owner].active is not target)
    trace.add("II-B-09", "self_damage", card=target.card, amount=amount)
    return calculate(hit, trace) > 0


#: Flags a damage step may carry for its own damage, as an attack's flags do for all of its damage (B-06, B-07).
DAMAGE_FLAGS = {"ignore_weakness_resistance": ("ignore_weakness", "ignore_resistance"), "ignore_weakness": ("ignore_weakness",),
                "ignore_resistance": ("ignore_resistance",), "ignore_defender_effects": ("ignore_defender_effects",)}


def hit_flags(names) -> dict[str, bool]:
    """The Hit fields an attack's flags set: each of ignore_weakness, ignore_resistance and
    ignore_defender_effects, true when a flag among ``names`` names it (unknown flags set none)."""
    flags = dict.fromkeys(("ignore_weakness", "ignore_resistance", "ignore_defender_effects"), False)
    for name in names:
        flags.update(dict.fromkeys(DAMAGE_FLAGS.get(name, ()), True))
    return flags


def damage(ctx: Context, args: dict, trace: Trace) -> bool:
    """B-08: an attack's damage to chosen Pokémon (the Active, the Bench, or both): damage, not an
    effect, through the damage calculation: Weakness and Resistance apply to an Active Pokémon (unless
    the attack, or this step's ``flags``, say not to), never to a Benched one."""
    from judge.engine.damage import Hit, calculate

    flags = dict(ctx.memo.hit_flags)
    for flag in args.get("flags", []):
        if flag not in DAMAGE_FLAGS:
            raise RuleError(f"unknown damage flag {flag!r} (known: {', '.join(DAMAGE_FLAGS)})")
        flags.update({f: True for f in DAMAGE_FLAGS[flag]})
    targets = pokemon(ctx, args["target"])
    if not targets:
        trace.add("II-A", "no_damage_target", amount=args["amount"])
        return False
    done = False
    for p in targets:
        active = ctx.game.players[p.owner].active is p
        trace.add("II-B-08" if p.owner != ctx.player else "II-B-09", "damage_to" if active else "damage_to_bench", amount=args["amount"], card=p.card)
        hit = Hit(ctx.game, attacker=ctx.self_pokemon, defender=p, base=args["amount"], to_bench=not active,
                  self_damage=p.owner == ctx.player, **flags)
        done = calculate(hit, trace) > 0 or done
    return done


def apply_effect(ctx: Context, args: dict, trace: Trace) -> bool:
    """Put an effect on a Pokémon or a player, scheduled from this turn (E-01, E-02, E-20 … E-22)."""
    from judge.engine.effect import DURATION_RULES

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
    for p in _targets(ctx, target, trace, message("act_effect", kind=Kind(effect.kind))):
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
    from judge.engine.turn import flip_coin

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
    from judge.engine.attack import usable_attacks

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


def switch(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-03 … C-05: switching Active and Benched Pokémon; who chooses and whose protection blocks it."""
    from judge.engine.turn import switch_active

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
    switch_active(ctx.game, pid, bench_index, trace, rule)
    return True


def bench_from(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-11: put Basic Pokémon from the deck (or discard) onto the Bench, only as many as fit."""
    player = ctx.game.players[ctx.player]
    zone = getattr(player, args.get("from", "deck"))
    wanted = list(args["cards"])
    room = player.BENCH_SIZE - len(player.bench)
    if len(wanted) > room:
        trace.add("II-C-11", "bench_room", room=room, wanted=len(wanted))
        wanted = wanted[:room]
    for spec in wanted:
        name = spec["card"] if isinstance(spec, dict) else spec
        card = next((c for c in zone if c.name == name), None)
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
    for p in _targets(ctx, args["target"], trace, message("act_return")):
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


def look(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-20: look at cards (the opponent does not see them); ``reorder`` puts them back in a new order."""
    player = ctx.game.players[ctx.player if args.get("side", "your") == "your" else other(ctx.player)]
    zone = getattr(player, args.get("zone", "deck"))
    n = min(count(ctx, args.get("count", 1), trace), len(zone))
    seen = zone[:n]
    if "reorder" in args:  # positions (0 = top) or the cards' names, top first
        names = [c.name for c in seen]
        order = [names.index(x) if not isinstance(x, int) and x in names else x for x in args["reorder"]]
        if sorted(order) != list(range(n)):
            raise RuleError(f"reorder must name each of the {n} cards seen once (positions 0 … {n - 1} or names), got {args['reorder']}")
        zone[:n] = [seen[i] for i in order]
    trace.add("II-C-20", "looked_reordered" if "reorder" in args else "looked", n=n, zone=Zone(args.get("zone", "deck")))
    return n > 0


def discard_from_hand(ctx: Context, args: dict, trace: Trace) -> bool:
    side = ctx.player if args.get("side", "your") == "your" else other(ctx.player)
    hand = ctx.game.players[side].hand
    names = args.get("cards")
    want = count(ctx, args.get("count", 1), trace)
    n = min(want, len(hand))
    chosen = [c for c in hand if c.name in names][:n] if names else hand[:n]
    if args.get("exactly") and len(chosen) < want:
        trace.add("II-E-33", "discard_short", player=Side(side), want=want, have=len(chosen))
        if args.get("else") == "attack_fails":
            ctx.memo.attack_fails = True
        return False
    for c in chosen:
        hand.remove(c)
    _discard(ctx, side, chosen)
    trace.add("II-C-01", "hand_discarded", count=len(chosen), player=Side(side), cards=[c.name for c in chosen])
    return bool(chosen)


def shuffle_hand_into_deck(ctx: Context, args: dict, trace: Trace) -> bool:
    """Put the hand into the deck: shuffled in (``to: deck``, the deck is shuffled, so the text is
    followed even with an empty hand: D-03), or onto the bottom (``to: bottom``: with no cards
    nothing happens at all)."""
    sides = {"your": [ctx.player], "opponents": [other(ctx.player)], "both": [ctx.player, other(ctx.player)]}[args.get("side", "your")]
    to = args.get("to", "deck")
    moved = 0
    for side in sides:
        player = ctx.game.players[side]
        moved += len(player.hand)
        player.deck.extend(player.hand)
        player.hand.clear()
        player.deck_shuffled = player.deck_shuffled or to == "deck"
    if len(sides) == 2:
        trace.add("II-E-18" if to == "deck" else "II-E-35", "hands_into_deck" if to == "deck" else "hands_to_bottom",
                  player=Side(sides[0]), other=Side(sides[1]), n=moved)
    else:
        trace.add("II-E-18" if to == "deck" else "II-E-35", "hand_into_deck" if to == "deck" else "hand_to_bottom", player=Side(sides[0]), n=moved)
    return to == "deck" or moved > 0


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
                 "moved_to_active_turn", "healed_turn", "paralyzed_turn", "poison_counters", "burn_counters"):
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
    from judge.engine.turn import evolve

    target = one(ctx, args["target"])
    if target is None:
        return False
    evolve(ctx.game, target.owner, target, pokemon_spec(args["into"]), trace, skip_stage=args.get("skip_stage", False),
           from_hand=args.get("from_hand", False))
    return True


def devolve(ctx: Context, args: dict, trace: Trace) -> bool:
    from judge.engine.turn import devolve as devolve_pokemon

    done = False
    for p in _targets(ctx, args["target"], trace, message("act_devolve")):
        done = devolve_pokemon(ctx.game, p, trace, to_zone=args.get("to", "hand")) or done
    return done


def knock_out(ctx: Context, args: dict, trace: Trace) -> bool:
    """An effect that Knocks Out a Pokémon outright (its HP is gone; I-D runs at the next check)."""
    from judge.engine.knockout import max_hp

    done = False
    for p in _targets(ctx, args["target"], trace, message("act_knock_out")):
        before = p.damage
        p.damage = max(p.damage, max_hp(ctx.game, p))
        trace.add("I-D", "knocked_out_by", before, p.damage, card=p.card, source=ctx.name)
        done = True
    return done


def draw(ctx: Context, args, trace: Trace) -> bool:
    """Draw from the top of the deck: ``N`` (you) or ``{side, count}``."""
    side = ctx.player
    if isinstance(args, dict):
        side = ctx.player if args.get("side", "your") == "your" else other(ctx.player)
        args = args["count"]
    player = ctx.game.players[side]
    n = min(count(ctx, args, trace), len(player.deck))
    for _ in range(n):
        player.hand.append(player.deck.pop(0))
    trace.add("I-H", "drew", player=Side(side), n=n)
    return n > 0


def discard_tool(ctx: Context, args: dict, trace: Trace) -> bool:
    done = False
    for p in _targets(ctx, args["target"], trace, message("act_discard_tool")):
        if p.tool:
            _discard(ctx, p.owner, [Card(p.tool.card)])
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
    _discard(ctx, g.stadium.owner, [Card(g.stadium.card)])
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


def search_deck(ctx: Context, args: dict, trace: Trace) -> bool:
    """I-H: choose cards from the deck, looking at their faces: up to the number given, fewer or
    none (the choosing just ends), except "any cards" (``what: any``), where the full number must
    be chosen. ``choose`` names the cards the player picks (default: the first that fit); ``reveal``
    shows them to the opponent. The deck is not shuffled here: the text's own ``shuffle_deck``
    does it, found or not (E-18)."""
    player = ctx.game.players[ctx.player]
    what, name = args.get("what", "any"), args.get("name")
    most = count(ctx, args.get("up_to", args.get("count", 1)), trace)
    fitting = [c for c in player.deck if fits(c, what, name)]
    label = CardFilter(what if isinstance(what, str) else what[0])
    if "choose" in args:
        chosen = []
        pool = list(player.deck)
        for want in args["choose"]:
            wanted_name = card_name(zone_card(want))
            card = next((c for c in pool if card_name(c) == wanted_name), None)
            if card is None:
                raise RuleError(f"{wanted_name!r} is not in {ctx.player}'s deck")
            if not fits(card, what, name):
                raise Refused("II-E-39" if name else "I-H", message("no_search_choice", card=wanted_name, what=name or label))
            pool.remove(card)
            chosen.append(card)
    else:
        chosen = fitting[:most]
    if len(chosen) > most:
        raise Refused("I-H", message("no_search_more", most=most, n=len(chosen)))
    full = what == "any" and name is None
    if full and len(chosen) < min(most, len(player.deck)):
        raise Refused("I-H", message("no_search_fewer", most=min(most, len(player.deck)), n=len(chosen)))
    ctx.memo.searched_deck = True
    ctx.memo.looked_hidden = ctx.memo.looked_hidden or bool(player.deck)  # face down: not known to change nothing
    ctx.memo.search_found = ctx.memo.search_found or bool(chosen)
    zone = args.get("to", "hand")
    for card in chosen:
        player.deck.remove(card)
    getattr(player, zone).extend(chosen)
    names = [card_name(c) for c in chosen]
    if not chosen:
        trace.add("I-H", "deck_search_none", player=Side(ctx.player), what=name or label)
        return False
    if full:
        trace.add("I-H", "deck_searched_all", player=Side(ctx.player), n=len(chosen), cards=names, zone=Zone(zone))
    else:
        trace.add("I-H", "deck_searched", player=Side(ctx.player), what=name or label, n=len(chosen), most=most, cards=names, zone=Zone(zone))
    if args.get("reveal"):
        trace.add("I-H", "cards_shown", player=Side(ctx.player), cards=names)
    return True


def shuffle_deck(ctx: Context, args, trace: Trace) -> bool:
    """E-18: "then shuffle your deck": done whether or not the search found anything."""
    side = ctx.player if not isinstance(args, dict) or args.get("side", "your") == "your" else other(ctx.player)
    ctx.game.players[side].deck_shuffled = True
    if ctx.memo.searched_deck and not ctx.memo.search_found and side == ctx.player:
        trace.add("II-E-18", "deck_shuffled_after_search", player=Side(side))
    else:
        trace.add("II-E-18", "deck_shuffled", player=Side(side))
    return True


def swap_with_prize(ctx: Context, args: dict, trace: Trace) -> bool:
    """E-34: look at your face-down Prize cards and swap ``count`` of them with the Trainer being
    played, which goes face down among the Prize cards (the chosen ones go to the hand). With a
    ``kind`` of card named, fewer or none may be chosen (then nothing is swapped and the card is
    discarded as usual); with no kind, the stated number must be chosen."""
    player = ctx.game.players[ctx.player]
    kind, n = args.get("kind"), count(ctx, args.get("count", 1), trace)
    if player.prizes:
        ctx.memo.looked_hidden = True  # the Prize cards are face down: not known to change nothing (I-B-01)
    trace.add("II-E-34", "prizes_looked", player=Side(ctx.player), n=len(player.prizes))
    pool, chosen = list(player.prizes), []
    for want in args.get("choose", []) if "choose" in args else [c for c in pool if fits(c, kind or "any", None)][:n]:
        wanted_name = card_name(zone_card(want))
        card = next((c for c in pool if card_name(c) == wanted_name), None)
        if card is None:
            raise RuleError(f"{wanted_name!r} is not among {ctx.player}'s Prize cards")
        if kind and not fits(card, kind, None):
            raise Refused("II-E-34", message("no_search_choice", card=card_name(card), what=CardFilter(kind)))
        pool.remove(card)
        chosen.append(card)
    if len(chosen) > n:
        raise Refused("II-E-34", message("no_search_more", most=n, n=len(chosen)))
    if not kind and len(chosen) < min(n, len(player.prizes)):
        raise Refused("II-E-34", message("no_prize_fewer", n=min(n, len(player.prizes))))
    if not chosen:
        trace.add("II-E-34", "prize_swap_none", player=Side(ctx.player), what=CardFilter(kind or "any"))
        return False
    for card in chosen:
        player.prizes.remove(card)
    player.hand.extend(chosen)
    ctx.memo.card_goes_to = "prizes"
    trace.add("II-E-34", "prize_swapped", player=Side(ctx.player), cards=[card_name(c) for c in chosen], card=ctx.name)
    return True


def win_game(ctx: Context, args, trace: Trace) -> bool:
    """E-38: the text decides the game: its player wins (``win_game``) or loses (``lose_game``)."""
    ctx.game.result = ctx.player
    trace.add("II-E-38", "game_won_by_effect", player=Side(ctx.player), source=ctx.name)
    return True


def lose_game(ctx: Context, args, trace: Trace) -> bool:
    ctx.game.result = other(ctx.player)
    trace.add("II-E-38", "game_lost_by_effect", player=Side(ctx.player), source=ctx.name)
    return True


register_steps({
    "place_counters": StepKind("II-C-07", place_counters, "Put `count` damage counters on `target`."),
    "move_counters": StepKind("II-C-08", move_counters, "Move `count` (or `all`) damage counters `from` → `to`."),
    "heal": StepKind("II-C-06", heal, "Heal `amount` (or `all`) damage from `target`."),
    "condition": StepKind("I-F", special_condition, "Make `target` `add` (asleep, paralyzed, confused, poisoned, burned); `counters` for E-16/E-28."),
    "discard_energy": StepKind("II-C-01", discard_energy, "Discard `count` Energy (or `all`; of `type`; `special: true/false`) from `target`."),
    "move_energy": StepKind("II-C-10", move_energy, "Move `count` Energy (of `type`) `from` → `to`."),
    "attach_energy": StepKind("II-C-09", attach_energy, "Attach `cards` `from` a zone to `target` (only cards `name`d so, E-39)."),
    "self_damage": StepKind("II-B-09", self_damage, "This Pokémon also does N damage to itself."),
    "damage": StepKind("II-B-08", damage, "Do `amount` damage to `target` (Active: Weakness/Resistance unless `flags` or the attack say not; Bench: none)."),
    "bench_damage": StepKind("II-B-08", damage, "The former name of `damage` (the same step)."),
    "apply": StepKind("II-E-01", apply_effect, "Put `effect` on `target` (a Pokémon reference, `your_player` or `opponents_player`)."),
    "flip": StepKind("II-D-01", flip, "Flip `coins` coins; run `heads`/`tails` steps (or `per_heads`)."),
    "then": StepKind("II-E-19", then, "Run the first step; the rest only if it was done."),
    "if_you_do": StepKind("II-E-10", if_you_do, "If the player `choose`s, run `do`; run `then` only if it was done."),
    "choose_attack": StepKind("II-D-06", choose_attack, "Choose `choice` among the attacks `target` has (`among: printed`); `then` steps with `attack: chosen`."),
    "in_that_case": StepKind("II-E-10", in_that_case, "Run `do` only if the player chose the \"if you like\" part (`of: modifier`)."),
    "if": StepKind("II-A", conditional, "Run `do` when `condition` (a count) is not 0, else `else`."),
    "switch": StepKind("II-C-03", switch, "Switch `side`'s (your/opponents) Active with Benched Pokémon `bench`; `chooser`: owner (C-04) or you (C-05)."),
    "bench_from": StepKind("II-C-11", bench_from, "Put Basic Pokémon `cards` `from` deck/discard onto the Bench."),
    "return_to_hand": StepKind("II-C-02", return_to_hand, "Return `target` with its cards `to` the hand or deck."),
    "return_this_card": StepKind("II-C-02", return_this_card, "The Trainer being played goes `to` the hand instead of the discard pile."),
    "look": StepKind("II-C-20", look, "Look at `count` cards of a `zone`; `reorder` them."),
    "discard_from_hand": StepKind("II-C-01", discard_from_hand, "Discard `count` cards (`cards` named) from `side`'s hand."),
    "shuffle_hand_into_deck": StepKind("II-E-18", shuffle_hand_into_deck, "`side` (your/opponents/both) put their hand into their deck."),
    "swap_with_discard": StepKind("II-D-19", swap_with_discard, "A `card` from the discard pile takes `target`'s place, inheriting everything."),
    "evolve": StepKind("II-C-12", evolve_step, "Evolve `target` `into` a Pokémon by an effect."),
    "devolve": StepKind("II-C-13", devolve, "Devolve `target` (top Evolution card `to` hand/deck)."),
    "knock_out": StepKind("I-D", knock_out, "Knock Out `target`."),
    "draw": StepKind("I-H", draw, "Draw N cards."),
    "discard_tool": StepKind("II-C-01", discard_tool, "Discard the Pokémon Tool attached to `target`."),
    "discard_stadium": StepKind("II-C-01", discard_stadium, "Discard the Stadium in play."),
    "search_deck": StepKind("I-H", search_deck, "Choose `up_to` N `what` cards (`name`d) from the deck (`choose` them) `to` the hand; `reveal`."),
    "shuffle_deck": StepKind("II-E-18", shuffle_deck, "Shuffle the deck (even when a search found nothing)."),
    "swap_with_prize": StepKind("II-E-34", swap_with_prize, "Swap `count` Prize cards (of `kind`; `choose`n) with the Trainer being played."),
    "win_game": StepKind("II-E-38", win_game, "This text's player wins the game."),
    "lose_game": StepKind("II-E-38", lose_game, "This text's player loses the game."),
    "discard_tools_or_stadium": StepKind("II-D-05", discard_tools_or_stadium, "Discard up to `count` of the `choose`n Tools (Pokémon references) or `stadium`."),
})


def run_steps(ctx: Context, steps: list[dict], trace: Trace) -> bool:
    """Run card-text steps in order; True if any of them was done."""
    done = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or len(step) != 1:
            raise RuleError(f"a step is a one-key mapping such as {{place_counters: {{...}}}}, got {step!r}")
        [(name, args)] = step.items()
        if name not in STEPS:
            raise RuleError(f"unknown step {name!r} (known: {', '.join(STEPS)})")
        where = f"{ctx.name + ': ' if ctx.name else ''}step {i} ({name})"
        spend()
        try:
            done = STEPS[name].run(ctx, args, trace) or done
        except KeyError as err:
            raise RuleError(f"{where}: missing {err.args[0]!r} in {args!r}") from None
        except RuleError as err:
            raise err.within(where) from None
        except (TypeError, ValueError, AttributeError) as err:
            raise RuleError(f"{where}: {err}") from None
    return done


def run_trigger(game, effect: Effect, holder: Pokemon, trace: Trace, source: str | None = None) -> bool:
    """A triggered effect's text (``on_damaged``, ``on_knocked_out``, ``on_attach``, ``end_of_turn``,
    ``on_checkup``), run for the player who owns ``holder`` with ``self`` naming it and ``attacker``
    the Pokémon whose attack set it off (none outside an attack, or once it has left play). A text
    with nothing to act on is not done, and the trace says so (II-A)."""
    ctx = Context(game, holder.owner, self_pokemon=holder, source=source or effect.source, name=effect.label(), triggered=True)
    done = run_steps(ctx, effect.actions, trace)
    if not done:
        trace.add("II-A", "trigger_did_nothing", effect=effect.reads_as())
    return done


#: Rules a step also applies when it has nothing to act on ("choose" with nothing to choose: D-04).
ALSO = {"switch": ("II-D-04",), "discard_tools_or_stadium": ("II-D-04",), "move_energy": ("II-D-04",), "bench_damage": ("II-D-04",),
        "damage": ("II-D-04",)}


def step_rules(steps: list) -> list[str]:
    """The rules of the steps a text is made of, nested ones included (cited when it would do nothing)."""
    out: list[str] = []
    for s in steps if isinstance(steps, list) else []:
        if not isinstance(s, dict) or len(s) != 1 or next(iter(s)) not in STEPS:
            continue
        name, args = next(iter(s.items()))
        out += [STEPS[name].rule, *ALSO.get(name, ())]
        nested = args if isinstance(args, list) else [v for k, v in (args.items() if isinstance(args, dict) else []) if k in ("heads", "tails", "per_heads", "do", "then", "else")]
        nested = [n for n in nested if n]
        for n in nested:
            out += step_rules(n if isinstance(n, list) else [n])
    return list(dict.fromkeys(out))
