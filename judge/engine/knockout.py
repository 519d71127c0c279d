"""Knock Outs (guide Part I D), registered as a procedure; winning and losing (Part I E) is
:mod:`judge.engine.winning`'s, reached through the registry."""

from __future__ import annotations

from judge.engine.card_text import run_steps, run_trigger
from judge.engine.context import Context
from judge.engine.hooks import weighed
from judge.engine.messages import Side, message
from judge.engine.quantities import max_hp, prize_change, prize_value, remaining_hp
from judge.engine.registry import procedure, procedures
from judge.engine.state import Card, Game, Pokemon, other
from judge.engine.trace import Trace

__all__ = ["check_knockouts", "max_hp", "prize_value"]


def _no_hp_left(game: Game) -> list[Pokemon]:
    return [p for p in game.all_pokemon() if remaining_hp(game, p) == 0]


def _knockout_effects(game: Game, pokemon: Pokemon, trace: Trace, joined: bool) -> None:
    """Step 2: the effects that happen when ``pokemon`` is Knocked Out (E-04), each only when its
    every ``when`` condition holds ("by damage from the opponent's attack", "while Active" …).
    ``joined``: the Pokémon lost its HP during this step, so its own effects are an inference."""
    holding, failing = weighed(game, "knockout.2", pokemon, attacker=game.attacker, target=pokemon)
    for e, failed in failing:
        trace.add("II-E-04", "trigger_not_applied", step="knockout 2", effect=e.reads_as(), check=failed)
    for e in holding:
        trace.add("II-E-04", "knockout_trigger", step="knockout 2", effect=e.reads_as(), card=pokemon.card,
                  inference=message("why_knocked_out_during_step_2") if joined else None)
        run_trigger(game, e, pokemon, trace)


@procedure
def check_knockouts(game: Game, trace: Trace) -> list[Pokemon]:
    """I-D: every Pokémon with no HP left is Knocked Out: on-KO effects (step 2), discard (3),
    Prize cards (4), new Active Pokémon (5, the player whose turn is next first); then I-E.

    A Pokémon that loses its HP at step 2 (an effect put damage counters on the attacker) is
    Knocked Out in the same procedure: step 3 discards every Pokémon with no HP left, and step 4
    counts it, so both players may take their last Prize card at once (I-E's table). One whose HP runs
    out as those leave play at step 3 (they raised its maximum HP, D-15) is Knocked Out too (zh-3.1 Ⅰ D:
    a Knock Out is checked whenever a Pokémon has no HP left), in the same procedure, before any
    Prize card is taken or a new Active Pokémon put out (an inference: the guide gives no order)."""
    out = _no_hp_left(game)
    if not out:  # a Pokémon may have left the Active Spot by a card's effect (I-E)
        procedures.check_winner(game, trace)
        if not game.result:
            _fill_emptied_active(game, trace)
        return []
    trace.add("I-D", "knockout", step="knockout 1", cards=[p.card for p in out])
    gone = _step2_effects(game, out, trace)
    prizes = _step3_discard(game, gone, trace)
    while left := _no_hp_left(game):  # HP lost as the discarded ones left play (D-15: their raise of maximum HP ends)
        trace.add("I-D", "knockout_joins_after_discard", step="knockout 3", cards=[p.card for p in left], gone=[p.card for p in gone],
                  inference=message("why_knocked_out_in_step_3"))
        gone = _step2_effects(game, left, trace)
        for pid, n in _step3_discard(game, gone, trace).items():
            prizes[pid] += n
    _step4_prizes(game, prizes, trace)
    procedures.check_winner(game, trace)
    if game.result:
        return gone
    _step5_new_active(game, trace)
    return gone


def _step2_effects(game: Game, out: list[Pokemon], trace: Trace) -> list[Pokemon]:
    """Step 2: the effects that happen when Knocked Out (E-04), for each Pokémon Knocked Out and then
    for each that lost its HP to them; every Pokémon with no HP left after them."""
    seen: set[int] = set()
    wave, joined, gone = out, False, out
    while wave:
        for p in wave:
            _knockout_effects(game, p, trace, joined)
        seen |= {p.uid for p in wave}
        gone = _no_hp_left(game)
        wave = [p for p in gone if p.uid not in seen]
        if wave:
            joined = True
            trace.add("I-D", "knockout_joins", step="knockout 3", cards=[p.card for p in wave])
    return gone


def _step3_discard(game: Game, gone: list[Pokemon], trace: Trace) -> dict[str, int]:
    """Step 3: each Pokémon Knocked Out and every card attached to it go to the discard pile; the
    Prize cards each player takes for them (D-18)."""
    spots = {p.uid: game.players[p.owner].spot(p) for p in gone}
    prizes = {"me": 0, "opponent": 0}
    more = {p.uid: prize_change(game, p) for p in gone}  # card text on it, weighed while it is in play
    for p in gone:
        player = game.players[p.owner]
        if player.active is p:
            player.active = None
        else:
            player.bench.remove(p)
        cards = [p.card] + [s.card for s in p.stack] + [e.card for e in p.energy] + ([p.tool.card] if p.tool else [])
        player.discard.extend(Card(c) for c in cards)
        player.knocked_out.append(p.card)
        player.knocked_out_from.append((spots[p.uid], p.card))
        player.knockout_turns.append((game.turn, game.attacker is not None and p.uid in game.attack_damage_to))
        prizes[other(p.owner)] += max(prize_value(game, p) + more[p.uid], 0)
        trace.add("I-D", "knockout_discarded", step="knockout 3", card=p.card, cards=cards)
    return prizes


def _step4_prizes(game: Game, prizes: dict[str, int], trace: Trace) -> None:
    """Step 4: each player takes their Prize cards; one usable before it goes to the hand is used (E-31)."""
    for pid, n in prizes.items():
        if not n:
            continue
        player = game.players[pid]
        take = min(n, len(player.prizes))
        before = len(player.prizes)
        for _ in range(take):
            card = player.prizes.pop(0)
            if card.before_hand:  # E-31: usable before it goes to the hand
                trace.add("II-E-31", "prize_used", player=Side(pid), card=card.name)
                run_steps(Context(game, pid, self_pokemon=player.active, source=card.trainer or "item", name=card.name), list(card.before_hand), trace)
                player.discard.append(Card(card.name))
            else:
                player.hand.append(card)
        player.prizes_taken += take
        trace.add("I-D", "prizes_taken", before, len(player.prizes), step="knockout 4", player=Side(pid), n=take)


def _step5_new_active(game: Game, trace: Trace) -> None:
    """Step 5: a player left with no Active Pokémon puts out a Benched one, the player whose turn is next first."""
    _put_out_new_actives(game, trace, "I-D", "new_active", step="knockout 5")


def _fill_emptied_active(game: Game, trace: Trace) -> None:
    """I-E ◆ (ja-2.2): a player whose Active Spot a card's effect emptied must put a Benched Pokémon
    there (one who cannot has lost: :func:`check_winner` has settled that). Both at once: the player
    whose turn is next first, as I-D step 5 orders it after Knock Outs (an inference: I-E gives no order)."""
    _put_out_new_actives(game, trace, "I-E", "active_refilled")


def _put_out_new_actives(game: Game, trace: Trace, rule: str, key: str, **step) -> None:
    """Each player with no Active Pokémon, the player whose turn is next first, puts a Benched one
    into the Active Spot (the one the scenario's ``promote`` names for them next, else the first),
    traced as ``key`` under ``rule``."""
    for pid in (other(game.current), game.current):
        player = game.players[pid]
        if player.active is not None or not player.bench:
            continue
        choice = game.promote.get(pid, [])
        player.active = player.bench.pop(choice.pop(0) if choice else 0)
        player.active.moved_to_active_turn = game.turn
        game.promoted.append((pid, player.active.card))
        trace.add(rule, key, **step, player=Side(pid), card=player.active.card)
