"""The Pokémon Checkup between turns (guide Part I F): Special Conditions in order, then
Checkup effects (E-08), then Knock Outs."""

from __future__ import annotations

from judge.engine.card_text import run_trigger
from judge.engine.hooks import applicable
from judge.engine.messages import RulesetName, message
from judge.engine.quantities import flip_coin
from judge.engine.registry import procedure, procedures
from judge.engine.state import Game
from judge.engine.trace import Trace


def _counters(game: Game, pokemon, hook: str, default: int, trace: Trace, rule: str) -> int:
    """Custom poison/burn counter counts: the largest of them applies (E-16, E-28 FAQ1)."""
    values = [e.amount for e in applicable(game, hook, pokemon)]
    poison = hook == "checkup.poison"
    best = max([default, pokemon.poison_counters if poison else pokemon.burn_counters] + values)
    if best != default:
        trace.add(rule, "poison_counters_largest" if poison else "burn_counters_largest", card=pokemon.card, n=best)
    return best


#: What states the Special Conditions' Checkup procedure: the guides' I-F gives only the order
#: (Poisoned, Burned, Asleep, Paralyzed, both players at once); how many counters Poison and Burn
#: put, the Burn and Sleep flips and when Paralysis ends are stated only by the non-official
#: overview (sv-2025-notes, "ポケモンチェック"), cited as the secondary source it is. The XY notice
#: states its own Burn (flip first: tails puts 2 counters).
OVERVIEW = "SV-pokemon-checkup"


@procedure
def checkup(game: Game, trace: Trace) -> None:
    """I-F: Special Conditions in order (1), then Checkup effects (2, E-08), then Knock Outs (3)."""
    trace.add("I-F", "checkup")
    actives = [p.active for p in game.players.values() if p.active]
    for p in actives:  # 1. Poisoned
        if "poisoned" in p.conditions:
            n = _counters(game, p, "checkup.poison", 1, trace, "II-E-16")
            before = p.damage
            p.damage += 10 * n
            trace.add(OVERVIEW if n == 1 else "II-E-16", "checkup_poisoned", before, p.damage, step="checkup 1", card=p.card, n=n)
    for p in actives:  # 1. Burned
        if "burned" not in p.conditions:
            continue
        n = _counters(game, p, "checkup.burn", 2, trace, "II-E-28")
        if game.ruleset.burn == "flip-then-counters":
            if flip_coin(game, trace, "XY-special-conditions", message("coin_burned", card=p.card)) == "tails":
                before = p.damage
                p.damage += 10 * n
                trace.add("XY-special-conditions", "checkup_burned_tails", before, p.damage, step="checkup 1", card=p.card, n=n, ruleset=RulesetName(game.ruleset.id))
        else:
            before = p.damage
            p.damage += 10 * n
            trace.add(OVERVIEW if n == 2 else "II-E-28", "checkup_burned", before, p.damage, step="checkup 1", card=p.card, n=n)
            if flip_coin(game, trace, OVERVIEW, message("coin_burn_recovery", card=p.card)) == "heads":
                p.conditions.discard("burned")
                trace.add(OVERVIEW, "checkup_burn_ends", step="checkup 1", card=p.card)
    for p in actives:  # 1. Asleep
        if "asleep" in p.conditions:
            if flip_coin(game, trace, OVERVIEW, message("coin_asleep", card=p.card)) == "heads":
                p.conditions.discard("asleep")
                trace.add(OVERVIEW, "checkup_wakes_up", step="checkup 1", card=p.card)
            else:
                trace.add(OVERVIEW, "checkup_stays_asleep", step="checkup 1", card=p.card)
    for p in actives:  # 1. Paralyzed: recovers at the Checkup after its owner's turn
        if "paralyzed" in p.conditions and p.owner == game.current and (p.paralyzed_turn or 0) < game.turn:
            p.conditions.discard("paralyzed")
            trace.add(OVERVIEW, "checkup_paralysis_ends", step="checkup 1", card=p.card)
    for p in list(game.all_pokemon()):  # 2. Checkup effects
        for e in applicable(game, "checkup.2.counters", p):
            before = p.damage
            p.damage += 10 * e.amount
            trace.add("II-E-08", "checkup_effect_counters", before, p.damage, step="checkup 2", effect=e.reads_as(), n=e.amount, card=p.card)
        for e in applicable(game, "checkup.2", p):
            trace.add("II-E-08", "checkup_effect", step="checkup 2", effect=e.reads_as())
            run_trigger(game, e, p, trace)
    procedures.check_knockouts(game, trace)  # 3.
