"""What a player does during their turn, other than attacking: each procedure citing its section."""

from __future__ import annotations

import copy
import dataclasses

from judge.engine.actions import run_steps
from judge.engine.effect import Effect
from judge.engine.hooks import applicable, expire, player_effects
from judge.engine.messages import (
    CardKind,
    Coin,
    Condition,
    Duration,
    EnergyType,
    Message,
    RulesetName,
    Side,
    Stage,
    Zone,
    message,
)
from judge.engine.cards import new_energy, new_pokemon, stadium_reach
from judge.engine.specs import EnergySpec, PokemonSpec
from judge.engine.zones import take
from judge.engine.errors import NoCoin, Refused, RuleError
from judge.engine.context import Context
from judge.engine.state import Attack, Card, Game, Pokemon, TrainerCard, other
from judge.engine.trace import Trace

# --- coins --------------------------------------------------------------------------------

def flip_coin(game: Game, trace: Trace, rule: str, why: Message) -> str:
    """The next scripted coin, flipped under ``rule`` for the reason ``why``; a flip the scenario
    does not give is an error, never random."""
    coins = game.coins
    if not coins:
        raise NoCoin(f"the scenario gives no coin for: {why.render()}")
    result = coins.pop(0)
    trace.add(rule, "coin_flip", why=why, result=Coin(result))
    return result


# --- Energy ---------------------------------------------------------------------------------

def attach(game: Game, pid: str, spec: str | EnergySpec, target: Pokemon, trace: Trace, zone: str = "hand", by_effect: bool = False) -> None:
    """Attach one Energy card (I-C: once per turn from hand); "each time you attach" runs once per card (E-07)."""
    player = game.players[pid]
    if target.owner != pid:
        raise Refused("II-C-09" if by_effect else "I-C", message("no_attach_to_opponent"), also=("I-C",))
    if zone == "hand" and not by_effect:
        if player.energy_attached_turn == game.turn:
            raise Refused("I-C", message("no_second_attach"))
        player.energy_attached_turn = game.turn
    take(player, zone, spec if isinstance(spec, str) else spec.card)
    card = new_energy(spec, pid)
    target.energy.append(card)
    from judge.engine.hooks import energy_units

    trace.add("II-C-09" if by_effect else "I-C", "energy_attached", None, len(energy_units(game, target)), energy=card.card, card=target.card, zone=Zone(zone))
    if zone == "hand":
        game.last_event = ("attached_from_hand", target.uid)
        from judge.engine.actions import run_trigger
        from judge.engine.hooks import conditions_hold

        for e in applicable(game, "attach", target):
            if any(e is x for x in card.effects):
                continue  # the card's own "when attached" text is below
            trace.add("II-E-07", "attach_trigger", effect=e.reads_as())
            run_trigger(game, e, target, trace)
        for e in card.effects:
            if e.kind == "on_attach" and conditions_hold(e, holder=target, game=game)[0]:
                trace.add("II-E-07", "energy_attach_text", energy=card.card)
                run_trigger(game, e, target, trace, source="energy")
    from judge.engine.knockout import check_knockouts

    check_knockouts(game, trace)


def attack_cost(game: Game, pokemon: Pokemon, attack: Attack, trace: Trace | None = None) -> list[str]:
    """The attack's cost after "more" (D-11, summed), "less" (D-12, summed) and "none" (D-13, wins)."""
    effects = applicable(game, "cost.attack", pokemon)
    if any(e.none for e in effects):
        if trace:
            trace.add("II-D-13", "attack_cost_none", effect=[e.reads_as() for e in effects if e.none][0])
        return []
    cost = list(attack.cost)
    for e in effects:
        kind = e.what[0] if e.what else "colorless"
        amount = _amount(game, e, pokemon)
        if amount > 0:
            cost += [kind] * amount
        else:
            for _ in range(-amount):
                if kind in cost:
                    cost.remove(kind)
        if trace:
            trace.add("II-D-11" if amount > 0 else "II-D-12", "attack_cost_changed", effect=e.reads_as(), amount=amount, type=EnergyType(kind))
    return cost


def retreat_cost(game: Game, pokemon: Pokemon, trace: Trace | None = None) -> int:
    """Retreat Cost after "more" and "less" (summed together, D-11/D-12 FAQ) and "none" (D-13, wins)."""
    effects = applicable(game, "cost.retreat", pokemon)
    if any(e.none for e in effects):
        if trace:
            trace.add("II-D-13", "retreat_cost_none", effect=[e.reads_as() for e in effects if e.none][0])
        return 0
    total = sum(_amount(game, e, pokemon) for e in effects)
    if effects and trace:
        trace.add("II-D-11" if total > 0 else "II-D-12", "retreat_cost_summed", pokemon.retreat, max(pokemon.retreat + total, 0),
                  cost=pokemon.retreat, effects=[message("effect_amount", effect=e.reads_as(), amount=_amount(game, e, pokemon)) for e in effects], total=total)
    return max(pokemon.retreat + total, 0)


def _amount(game: Game, e: Effect, pokemon: Pokemon) -> int:
    from judge.engine.refs import count

    per = e.when.get("per") if isinstance(e.when, dict) else None
    if per is None:
        return e.amount
    carrier = next((p for p in game.all_pokemon() if any(x is e for a in p.abilities for x in a.effects) or (p.tool and e in p.tool.effects)), pokemon)
    return e.amount * count(Context(game, carrier.owner, self_pokemon=carrier), per)


def can_pay(units: list[frozenset[str]], cost: list[str]) -> bool:
    """Whether the attached Energy units cover the cost (typed symbols first; any unit pays Colorless)."""
    typed = [c for c in cost if c != "colorless"]
    colorless = len(cost) - len(typed)

    def assign(i: int, free: list[frozenset[str]]) -> bool:
        if i == len(typed):
            return len(free) >= colorless
        for j, unit in enumerate(free):
            if typed[i] in unit and assign(i + 1, free[:j] + free[j + 1:]):
                return True
        return False

    return assign(0, list(units))


# --- moving Pokémon -------------------------------------------------------------------------

def leave_active(pokemon: Pokemon, trace: Trace) -> None:
    """Going to the Bench ends every effect and Special Condition the Pokémon had (I-A-03: ja-2.2
    「ベンチにもどることで、それまで受けていた効果や特殊状態はすべてなくなります」, zh-3.1 the same; C-03 … C-05
    name Special Conditions and effects of attacks for a switch)."""
    cleared = [Condition(c) for c in sorted(pokemon.conditions)] + [e.reads_as() for e in pokemon.effects]
    pokemon.conditions.clear()
    pokemon.poison_counters, pokemon.burn_counters = 1, 2
    pokemon.effects = []
    if cleared:
        trace.add("I-A-03", "bench_clears", card=pokemon.card, ended=cleared)


def switch_active(game: Game, pid: str, bench_index: int, trace: Trace, rule: str) -> None:
    player = game.players[pid]
    try:
        new = player.bench[bench_index]
    except IndexError:
        raise RuleError(f"{pid} has no Benched Pokémon {bench_index}") from None
    old = player.active
    player.bench[bench_index] = old
    player.active = new
    new.moved_to_active_turn = game.turn
    trace.add(rule, "switched", player=Side(pid), old=old.card, new=new.card)
    leave_active(old, trace)


def retreat(game: Game, pid: str, bench_index: int, trace: Trace, discard: list[str] | None = None) -> None:
    """I-A-03: once per turn; not Asleep or Paralyzed; not under "can't retreat"; pay the Retreat Cost."""
    player = game.players[pid]
    active = player.active
    trace.add("I-A-03", "retreat_declared", player=Side(pid), card=active.card)
    if player.retreated_turn == game.turn:
        raise Refused("I-A-03", message("no_second_retreat"))
    if not player.bench:
        raise Refused("I-A-03", message("no_retreat_bench"))
    if active.rotating_condition in ("asleep", "paralyzed"):
        allowed = applicable(game, "retreat.1b", active)
        if not allowed:
            raise Refused("I-A-03", message("no_retreat_condition", card=active.card, condition=Condition(active.rotating_condition)))
        trace.add("II-A", "retreat_while_unable", effect=allowed[0].reads_as(), card=active.card, condition=Condition(active.rotating_condition))
    blocking = applicable(game, "retreat.1c", active)
    if blocking:
        raise Refused("II-C-14", message("no_retreat_effect", effect=blocking[0].reads_as(), card=active.card))
    cost = retreat_cost(game, active, trace)
    from judge.engine.hooks import energy_units

    if len(energy_units(game, active)) < cost:
        raise Refused("I-A-03", message("no_retreat_energy", card=active.card, cost=cost, has=len(energy_units(game, active))))
    from judge.engine.actions import choose_energy

    paid = choose_energy(active, cost, discard, game) if cost else []
    for e in paid:
        active.energy.remove(e)
        player.discard.append(Card(e.card))
    trace.add("I-A-03", "retreat_paid", None, [e.card for e in active.energy], cost=cost, energy=[e.card for e in paid])
    player.retreated_turn = game.turn
    switch_active(game, pid, bench_index, trace, "I-A-03")


# --- evolution ------------------------------------------------------------------------------

def evolve(game: Game, pid: str, target: Pokemon, spec: PokemonSpec, trace: Trace, skip_stage: bool = False, from_hand: bool = True) -> Pokemon:
    """I-A-05 / C-12: not on your first turn, nor a Pokémon put into play or evolved this turn;
    damage, Energy and Tools stay; Special Conditions and effects end."""
    if target.owner != pid:
        raise Refused("I-A-05", message("no_evolve_opponent"))
    if from_hand:  # evolving by an effect is not bound by these unless its text says so (C-12)
        own_first = game.turn == (1 if game.first_player == pid else 2)
        if own_first:
            raise Refused("I-A-05", message("no_evolve_first_turn"))
        if target.played_turn == game.turn or target.evolved_turn == game.turn:
            raise Refused("I-A-05", message("no_evolve_same_turn", card=target.card))
    evolved = new_pokemon(spec, pid, game.turn)
    evolved.damage, evolved.energy, evolved.tool = target.damage, target.energy, target.tool
    evolved.stack = target.stack + [target]
    evolved.played_turn = target.played_turn
    evolved.evolved_turn = game.turn
    evolved.evolved_from_hand = from_hand
    evolved.moved_to_active_turn = target.moved_to_active_turn
    # What evolving ends differs by edition (I-A-05): every effect (ja-2.2) or the effects of attacks (zh-3.1).
    ends = (lambda e: True) if game.ruleset.evolution_ends == "everything" else (lambda e: e.source == "attack")
    cleared = [Condition(c) for c in sorted(target.conditions)] + [e.reads_as() for e in target.effects if ends(e)]
    player = game.players[pid]
    if player.active is target:
        player.active = evolved
    else:
        player.bench[player.bench.index(target)] = evolved
    evolved.effects = [e for e in target.effects if not ends(e)]
    if from_hand:
        game.last_event = ("evolved_from_hand", evolved.uid)
    if evolved.stage == "mega" and game.ruleset.mega_evolution_ends_turn:
        keeps = applicable(game, "evolve.mega", evolved)
        if keeps:
            trace.add("XY-pokemon-ex", "mega_keeps_turn", effect=keeps[0].reads_as())
        else:
            game.turn_ended, game.turn_ended_by = True, "XY-pokemon-ex"
            trace.add("XY-pokemon-ex", "mega_ends_turn", card=evolved.card, player=Side(pid), ruleset=RulesetName(game.ruleset.id))
    rule = "II-C-12" if skip_stage or not from_hand else "I-A-05"
    said = {"card": target.card, "evolved": evolved.card, "damage": evolved.damage}
    if cleared:
        trace.add(rule, "evolved_skipping_ends" if skip_stage else "evolved_ends", ended=cleared, **said)
    else:
        trace.add(rule, "evolved_skipping" if skip_stage else "evolved", **said)
    kept = [e.reads_as() for e in evolved.effects]
    if kept:  # zh-3.1: only the effects of attacks end
        trace.add(rule, "evolved_keeps_effects", card=evolved.card, kept=kept, ruleset=RulesetName(game.ruleset.id))
    return evolved


def devolve(game: Game, pokemon: Pokemon, trace: Trace, to_zone: str = "hand") -> bool:
    """C-13: remove the top Evolution card; damage counters stay; Knocked Out if HP is gone."""
    if not pokemon.stack:
        trace.add("II-C-13", "devolve_nothing", card=pokemon.card)
        return False
    player = game.players[pokemon.owner]
    below = pokemon.stack[-1]
    below.stack = pokemon.stack[:-1]
    below.damage, below.energy, below.tool = pokemon.damage, pokemon.energy, pokemon.tool
    below.played_turn = game.turn  # a devolved Pokémon is new in play: it can't evolve this turn (C-13)
    below.effects = []
    if player.active is pokemon:
        player.active = below
    else:
        player.bench[player.bench.index(pokemon)] = below
    getattr(player, to_zone).append(Card(pokemon.card))
    trace.add("II-C-13", "devolved", pokemon.hp, below.hp, card=pokemon.card, below=below.card, zone=Zone(to_zone), damage=below.damage)
    return True


# --- Trainers and Abilities -----------------------------------------------------------------

PLAY_RULE = {"item": "I-B-01", "tool": "I-B-02", "supporter": "I-B-03", "stadium": "I-B-04"}


def would_do_something(game: Game, ctx: Context, steps: list[dict], card: str | None = None) -> bool:
    """Replay the text on a copy of the board: does anything change? (I-B-01 step 1, I-A-02 step 1:
    a card or Ability known to change nothing can't be used.) A text blocked only because its
    target is unaffected by cards from hand still counts as used (E-29), and so does one that looks
    through face-down cards (the deck, Prize cards): what it will find is not known (I-H, E-34; an
    inference from I-B-01, which bars only a card *known* to change nothing)."""
    # Coins are not flipped yet: the text can change something if it would under some flips
    # (all heads, or all tails), whatever the scenario's coins turn out to be.
    for outcome in ("heads", "tails"):
        shadow = copy.deepcopy(game)
        shadow.coins = [outcome] * 20
        if card:
            take(shadow.players[ctx.player], "hand", card)  # the card played is no longer in the hand
        sctx = Context(shadow, ctx.player, self_pokemon=_same(shadow, ctx.self_pokemon), source=ctx.source, name=ctx.name)
        try:
            done = run_steps(sctx, steps, Trace())
        except NoCoin:  # more flips than the shadow's coins: the text does flip, so it does something
            done = True
        if done or sctx.memo.blocked_by_e29 or sctx.memo.looked_hidden:
            return True
    return False


def _same(shadow: Game, pokemon: Pokemon | None) -> Pokemon | None:
    if pokemon is None:
        return None
    return next((p for p in shadow.all_pokemon() if p.uid == pokemon.uid), None)


def play_trainer(game: Game, pid: str, card: TrainerCard, trace: Trace, target: Pokemon | None = None) -> None:
    """I-B-01 … I-B-04: who may play what, when; C-19 locks; a card that would change nothing
    can't be played; then the card's text in order, and the card goes to the discard pile."""
    from judge.engine.actions import step_rules
    from judge.engine.knockout import check_knockouts

    player = game.players[pid]
    rule = PLAY_RULE[card.kind]
    for lock in player_effects(game, "play", pid):
        if card.kind in lock.what:
            raise Refused("II-C-19", message("no_play_locked", effect=lock.reads_as(), player=Side(pid), kind=CardKind(card.kind)))
    if card.kind == "supporter":
        if player.supporter_played_turn == game.turn:
            raise Refused("I-B-03", message("no_second_supporter"))
        if game.is_first_turn_of(pid) and pid == game.first_player and not game.ruleset.first_turn_supporter:
            raise Refused("I-B-03", message("no_first_turn_supporter", ruleset=RulesetName(game.ruleset.id)))
    if card.kind == "stadium":
        if player.stadium_played_turn == game.turn:
            raise Refused("I-B-04", message("no_second_stadium"))
        if game.stadium and game.stadium.card == card.card:
            raise Refused("I-B-04", message("no_same_stadium", card=card.card))
        player.stadium_played_turn = game.turn
        take(player, "hand", card.card)
        if game.stadium:
            game.players[game.stadium.owner].discard.append(Card(game.stadium.card))
            trace.add("I-B-04", "stadium_replaced", old=game.stadium.card, card=card.card)
        card.effects = [dataclasses.replace(e, owner=pid, applies_to=stadium_reach(e)) for e in card.effects]
        game.stadium = card
        trace.add(rule, "stadium_played", player=Side(pid), card=card.card)
        return
    if card.kind == "tool":
        if target is None or target.owner != pid:
            raise Refused("I-B-02", message("no_tool_to_opponent"))
        if target.tool is not None:
            raise Refused("I-B-02", message("no_second_tool", card=target.card))
        take(player, "hand", card.card)
        target.tool = card
        trace.add(rule, "tool_attached", player=Side(pid), card=card.card, target=target.card)
        return
    ctx = Context(game, pid, self_pokemon=player.active, source=card.kind, name=card.card)
    if card.actions and not would_do_something(game, ctx, card.actions, card.card):
        raise Refused(rule, message("no_effect_card", card=card.card), also=tuple(step_rules(card.actions)))
    if card.kind == "supporter":
        player.supporter_played_turn = game.turn
    take(player, "hand", card.card)
    trace.add(rule, "trainer_played", player=Side(pid), kind=CardKind(card.kind), card=card.card)
    run_steps(ctx, card.actions, trace)
    goes_to = ctx.memo.card_goes_to or "discard"
    getattr(player, goes_to).append(Card(card.card))
    trace.add(rule, "trainer_done", card=card.card, zone=Zone(goes_to))
    check_knockouts(game, trace)


#: Abilities usable only right after the event that lets them be used (E-05, E-06, E-07): the rule,
#: and what a refusal says.
TRIGGERS = {"evolved_from_hand": ("II-E-05", "no_ability_not_evolved"), "benched_from_hand": ("II-E-06", "no_ability_not_benched"),
            "attached_from_hand": ("II-E-07", "no_ability_not_attached")}


#: Where an Ability of a card that is not in play is used from (E-17): ``where`` → zone.
CARD_ZONES = ("discard", "hand")


def use_ability(game: Game, pid: str, pokemon: Pokemon, name: str, trace: Trace, zone: str | None = None) -> None:
    """I-A-02: declared Abilities: where they can be used from, once per turn (E-12), one of the
    same name per turn (E-14), only right after their trigger (E-05 … E-07), and not when they
    would change nothing; then the text, and a Knock Out check (I-D). ``zone`` (``discard``,
    ``hand``): the card is there, not in play (E-17: only an Ability that says so can be used)."""
    from judge.engine.actions import step_rules
    from judge.engine.hooks import ability_active
    from judge.engine.knockout import check_knockouts

    ability = next((a for a in pokemon.abilities if a.name == name), None)
    if ability is None:
        raise RuleError(f"{pokemon.card} has no Ability {name!r}")
    if ability.where in CARD_ZONES and zone != ability.where:
        raise Refused("II-E-17", message("no_ability_not_in_zone", ability=name, card=pokemon.card, zone=Zone(ability.where)))
    if zone and ability.where != zone:
        raise Refused("II-E-17", message("no_ability_off_play", ability=name, card=pokemon.card, zone=Zone(zone)))
    if zone is None and not ability_active(game, pokemon, name):
        raise Refused("II-D-13", message("no_abilities", card=pokemon.card))
    player = game.players[pid]
    active = player.active is pokemon
    if ability.where == "active" and not active or ability.where == "bench" and active:
        raise Refused("I-A-02", message("no_ability_off_active" if ability.where == "active" else "no_ability_off_bench", ability=name, card=pokemon.card))
    if ability.trigger:
        rule, refusal = TRIGGERS[ability.trigger]
        if game.last_event != (ability.trigger, pokemon.uid):
            raise Refused(rule, message(refusal, ability=name, card=pokemon.card))
    key = f"{zone}:{pokemon.card}:{name}" if zone else f"{pokemon.uid}:{name}"
    if ability.once_per_turn and player.abilities_used.get(key) == game.turn:
        raise Refused("II-E-12", message("no_ability_twice_inherited" if pokemon.inherited else "no_ability_twice", ability=name, card=pokemon.card),
                      also=("II-D-19",) if pokemon.inherited else ())
    if ability.one_per_name and player.abilities_used.get(f"name:{name}") == game.turn:
        raise Refused("II-E-14", message("no_ability_same_name", ability=name))
    ctx = Context(game, pid, self_pokemon=pokemon, source="ability", name=name)
    if ability.cost and not (would_do_something(game, ctx, ability.cost) and (not ability.actions or would_do_something(game, ctx, ability.actions))):
        raise Refused("II-E-30", message("no_ability_cost", ability=name), also=("I-A-02",))
    if ability.actions and not would_do_something(game, ctx, ability.actions):
        raise Refused("I-A-02", message("no_effect_ability", ability=name), also=tuple(step_rules(ability.actions)))
    player.abilities_used[key] = game.turn
    player.abilities_used[f"name:{name}"] = game.turn
    if zone:
        trace.add("II-E-17", "ability_used_from_zone", player=Side(pid), card=pokemon.card, ability=name, zone=Zone(zone))
    else:
        trace.add("I-A-02", "ability_used", player=Side(pid), card=pokemon.card, ability=name)
    if ability.cost:
        trace.add("II-E-30", "ability_cost", ability=name)
        run_steps(ctx, ability.cost, trace)
    run_steps(ctx, ability.actions, trace)
    check_knockouts(game, trace)


def bench_from_hand(game: Game, pid: str, spec: PokemonSpec, trace: Trace) -> Pokemon:
    """I-A-04: put a Basic Pokémon from hand onto the Bench, one at a time, while there is room."""
    player = game.players[pid]
    if spec.stage != "basic":
        raise Refused("I-A-04", message("no_bench_evolution", card=spec.card, stage=Stage(spec.stage)))
    if len(player.bench) >= player.BENCH_SIZE:
        raise Refused("I-A-04", message("no_bench_room", size=player.BENCH_SIZE))
    take(player, "hand", spec.card)
    p = new_pokemon(spec, pid, game.turn)
    p.played_turn = game.turn
    player.bench.append(p)
    game.last_event = ("benched_from_hand", p.uid)
    trace.add("I-A-04", "benched_from_hand", player=Side(pid), card=p.card, count=len(player.bench), size=player.BENCH_SIZE)
    return p


def use_stadium(game: Game, pid: str, trace: Trace) -> None:
    """I-B-04: a Stadium's "you may" effect: each player may use it once during their own turn."""
    from judge.engine.knockout import check_knockouts

    if game.stadium is None or not game.stadium.actions:
        raise Refused("I-B-04", message("no_stadium_effect"))
    player = game.players[pid]
    if player.stadium_used_turn == game.turn:
        raise Refused("I-B-04", message("no_second_stadium_use", player=Side(pid), card=game.stadium.card))
    ctx = Context(game, pid, self_pokemon=player.active, source="stadium", name=game.stadium.card)
    if not would_do_something(game, ctx, game.stadium.actions):
        raise Refused("I-B-04", message("no_effect_stadium", card=game.stadium.card))
    player.stadium_used_turn = game.turn
    trace.add("I-B-04", "stadium_used", player=Side(pid), card=game.stadium.card)
    run_steps(ctx, game.stadium.actions, trace)
    check_knockouts(game, trace)


# --- turns ------------------------------------------------------------------------------------

def end_turn(game: Game, trace: Trace) -> None:
    """The turn ends: durations that end this turn run out (E-20 … E-22), then the Pokémon Checkup
    (I-F), then the other player's turn begins and they draw (I-E: no card to draw loses)."""
    from judge.engine.actions import run_trigger
    from judge.engine.checkup import checkup
    from judge.engine.knockout import check_knockouts, check_winner

    trace.add("II-E-20", "turn_end", turn=game.turn, player=Side(game.current))
    for p in list(game.all_pokemon()):
        for e in applicable(game, "turn.end", p):
            trace.add("II-E-20", "end_of_turn_effect", effect=e.reads_as())
            run_trigger(game, e, p, trace)
    check_knockouts(game, trace)
    if game.result:
        return
    for e in expire(game):  # the turn ends before the Checkup: effects lasting until then are gone (E-20)
        trace.add("II-E-20", "effect_expires", effect=e.reads_as(), duration=Duration(e.duration), turn=game.turn)
    checkup(game, trace)
    if game.result:
        return
    game.turn += 1
    game.current = other(game.current)
    player = game.players[game.current]
    trace.add("I-H", "turn_begins", turn=game.turn, player=Side(game.current))
    if not player.deck:
        trace.add("I-E", "no_card_to_draw", player=Side(game.current))
        check_winner(game, trace, deck_out=game.current)
        return
    player.hand.append(player.deck.pop(0))
