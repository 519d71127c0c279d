"""What a player does during their turn, other than attacking and playing cards: attaching Energy
(I-C), retreating and switching (I-A-03, C-03 … C-05), evolving and devolving (I-A-05, C-12, C-13),
putting Basic Pokémon onto the Bench (I-A-04) and ending the turn (E-20 … E-22, I-F, I-H, I-E),
each procedure citing its section. Other procedures are reached through the registry."""

from __future__ import annotations

from judge.engine.builders import inherit_break, new_energy, new_pokemon
from judge.engine.card_specs import EnergySpec, PokemonSpec
from judge.engine.card_text import run_trigger
from judge.engine.errors import Refused, RuleError
from judge.engine.hooks import applicable, conditions_hold, energy_units, expire
from judge.engine.messages import Condition, Duration, EnergyType, RulesetName, Side, Stage, Zone, message
from judge.engine.quantities import choose_energy, max_hp, retreat_cost
from judge.engine.registry import procedure, procedures
from judge.engine.state import Card, Game, Pokemon, other
from judge.engine.trace import Trace
from judge.engine.zones import take


@procedure
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
    trace.add("II-C-09" if by_effect else "I-C", "energy_attached", None, len(energy_units(game, target)), energy=card.card, card=target.card, zone=Zone(zone))
    if zone == "hand":
        game.last_event = ("attached_from_hand", target.uid)
        for e in applicable(game, "attach", target):
            if any(e is x for x in card.effects):
                continue  # the card's own "when attached" text is below
            trace.add("II-E-07", "attach_trigger", effect=e.reads_as())
            run_trigger(game, e, target, trace)
        for e in card.effects:
            if e.kind == "on_attach" and conditions_hold(e, holder=target, game=game)[0]:
                trace.add("II-E-07", "energy_attach_text", energy=card.card)
                run_trigger(game, e, target, trace, source="energy")
    procedures.check_knockouts(game, trace)


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


@procedure
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
    if len(energy_units(game, active)) < cost:
        raise Refused("I-A-03", message("no_retreat_energy", card=active.card, cost=cost, has=len(energy_units(game, active))))
    paid = choose_energy(active, cost, discard, game) if cost else []
    for e in paid:
        active.energy.remove(e)
        player.discard.append(Card(e.card))
    trace.add("I-A-03", "retreat_paid", None, [e.card for e in active.energy], cost=cost, energy=[e.card for e in paid])
    player.retreated_turn = game.turn
    switch_active(game, pid, bench_index, trace, "I-A-03")


@procedure
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
    evolved.iid = evolved.iid or target.iid  # the same Pokémon in play: it keeps the scenario's id for it
    evolved.stack = target.stack + [target]
    inherited = inherit_break(evolved)
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
    if inherited is not None:
        _say_inherited(game, evolved, inherited, trace)
    kept = [e.reads_as() for e in evolved.effects]
    if kept:  # zh-3.1: only the effects of attacks end
        trace.add(rule, "evolved_keeps_effects", card=evolved.card, kept=kept, ruleset=RulesetName(game.ruleset.id))
    return evolved


def _say_inherited(game: Game, pokemon: Pokemon, below: Pokemon, trace: Trace) -> None:
    """The trace of BREAK Evolution's inheritance (XY-break-evolution): stated by the XY notice; under
    the other rulesets an inference, their guides knowing no BREAK cards."""
    parts = message("break_inherited_parts", attacks=[a.name for a in below.attacks], abilities=[a.name for a in below.abilities],
                    weakness=[EnergyType(w["type"]) for w in below.weakness], resistance=[EnergyType(r["type"]) for r in below.resistance],
                    retreat=below.retreat)
    trace.add("XY-break-evolution", "break_inherits", stage=Stage("break"), card=pokemon.card, below=below.card, parts=parts,
              inference=None if game.ruleset.id == "xy" else message("why_break_inherits", stage=Stage("break")))


@procedure
def devolve(game: Game, pokemon: Pokemon, trace: Trace, to_zone: str = "hand") -> bool:
    """C-13: remove the top Evolution card; damage counters stay; Knocked Out if HP is gone."""
    if not pokemon.stack:
        trace.add("II-C-13", "devolve_nothing", card=pokemon.card)
        return False
    player = game.players[pokemon.owner]
    hp_before = max_hp(game, pokemon)
    below = pokemon.stack[-1]
    below.stack = pokemon.stack[:-1]
    below.damage, below.energy, below.tool, below.iid = pokemon.damage, pokemon.energy, pokemon.tool, pokemon.iid
    below.played_turn = game.turn  # a devolved Pokémon is new in play: it can't evolve this turn (C-13)
    below.effects = []
    if player.active is pokemon:
        player.active = below
    else:
        player.bench[player.bench.index(pokemon)] = below
    getattr(player, to_zone).append(Card(pokemon.card))
    trace.add("II-C-13", "devolved", hp_before, max_hp(game, below), card=pokemon.card, below=below.card, zone=Zone(to_zone), damage=below.damage)
    return True


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


def end_turn(game: Game, trace: Trace) -> None:
    """The turn ends: durations that end this turn run out (E-20 … E-22), then the Pokémon Checkup
    (I-F), then the other player's turn begins and they draw (:func:`begin_turn`)."""
    trace.add("II-E-20", "turn_end", turn=game.turn, player=Side(game.current))
    for p in list(game.all_pokemon()):
        for e in applicable(game, "turn.end", p):
            trace.add("II-E-20", "end_of_turn_effect", effect=e.reads_as())
            run_trigger(game, e, p, trace)
    procedures.check_knockouts(game, trace)
    if game.result:
        return
    for e in expire(game):  # the turn ends before the Checkup: effects lasting until then are gone (E-20)
        trace.add("II-E-20", "effect_expires", effect=e.reads_as(), duration=Duration(e.duration), turn=game.turn)
    procedures.checkup(game, trace)
    if game.result:
        return
    game.turn += 1
    game.current = other(game.current)
    begin_turn(game, trace)


def begin_turn(game: Game, trace: Trace) -> None:
    """The current player's turn begins with a draw (I-E: 「番の最初にカードを引くとき」, every turn, the
    first player's first included): with no card to draw, that player loses (I-E); an empty deck
    alone loses nothing."""
    game.turn_begun = True
    player = game.players[game.current]
    trace.add("I-H", "turn_begins", turn=game.turn, player=Side(game.current))
    if not player.deck:
        trace.add("I-E", "no_card_to_draw", player=Side(game.current))
        procedures.check_winner(game, trace, deck_out=game.current)
        return
    player.hand.append(player.deck.pop(0))
