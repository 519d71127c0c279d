"""Card text as data: the table of the steps an attack, Ability or Trainer card is made of.

Each step is a one-key mapping, ``{name: arguments}``; this table gives each name the function
that performs it, the rule it applies and what it does, and registers it (:mod:`judge.engine.registry`).
The steps themselves are in :mod:`judge.engine.damage_counters` (damage counters, damage, Special
Conditions), :mod:`judge.engine.energy`, :mod:`judge.engine.flow` (effects, coins, "then", "if"),
:mod:`judge.engine.moves` (Pokémon and cards in play) and :mod:`judge.engine.piles` (the hand, the
deck, the Prize cards); :mod:`judge.engine.card_text` runs them.
"""

from __future__ import annotations

from judge.engine import damage_counters, energy, flow, moves, piles
from judge.engine.registry import STEPS, StepKind, register_steps

__all__ = ["ALSO", "STEPS"]

#: Rules a step also applies when it has nothing to act on ("choose" with nothing to choose: D-04).
ALSO = ("II-D-04",)

register_steps({
    "place_counters": StepKind("II-C-07", damage_counters.place_counters, "Put `count` damage counters on `target`."),
    "move_counters": StepKind("II-C-08", damage_counters.move_counters, "Move `count` (or `all`) damage counters `from` → `to`; chosen one by one "
                                                                        "among several Pokémon with `take` and `put`."),
    "heal": StepKind("II-C-06", damage_counters.heal, "Heal `amount` (or `all`) damage from `target`."),
    "condition": StepKind("I-F", damage_counters.special_condition, "Make `target` `add` (asleep, paralyzed, confused, poisoned, burned); `counters` for E-16/E-28."),
    "discard_energy": StepKind("II-C-01", energy.discard_energy, "Discard `count` Energy (or `all`; of `type`; `special: true/false`) from `target`."),
    "move_energy": StepKind("II-C-10", energy.move_energy, "Move `count` Energy (of `type`) `from` → `to`.", ALSO),
    "attach_energy": StepKind("II-C-09", energy.attach_energy, "Attach `cards` `from` a zone to `target` (only cards `name`d so, E-39)."),
    "self_damage": StepKind("II-B-09", damage_counters.self_damage, "This Pokémon also does N damage to itself."),
    "damage": StepKind("II-B-08", damage_counters.damage, "Do `amount` damage to `target` (Active: Weakness/Resistance unless `flags` or the attack say not; Bench: none).", ALSO),
    "bench_damage": StepKind("II-B-08", damage_counters.damage, "The former name of `damage` (the same step).", ALSO),
    "apply": StepKind("II-E-01", flow.apply_effect, "Put `effect` on `target` (a Pokémon reference, `your_player` or `opponents_player`)."),
    "flip": StepKind("II-D-01", flow.flip, "Flip `coins` coins; run `heads`/`tails` steps (or `per_heads`)."),
    "then": StepKind("II-E-19", flow.then, "Run the first step; the rest only if it was done."),
    "if_you_do": StepKind("II-E-10", flow.if_you_do, "If the player `choose`s, run `do`; run `then` only if it was done."),
    "choose_attack": StepKind("II-D-06", flow.choose_attack, "Choose `choice` among the attacks `target` has (`among: printed`); `then` steps with `attack: chosen`."),
    "in_that_case": StepKind("II-E-10", flow.in_that_case, "Run `do` only if the player chose the \"if you like\" part (`of: modifier`)."),
    "if": StepKind("II-A", flow.conditional, "Run `do` when `condition` (a count) is not 0, else `else`."),
    "switch": StepKind("II-C-03", moves.switch, "Switch `side`'s (your/opponents) Active with Benched Pokémon `bench`; `chooser`: owner (C-04) or you (C-05).", ALSO),
    "bench_from": StepKind("II-C-11", moves.bench_from, "Put Basic Pokémon `cards` `from` deck/discard onto the Bench."),
    "return_to_hand": StepKind("II-C-02", moves.return_to_hand, "Return `target` with its cards `to` the hand or deck."),
    "return_this_card": StepKind("II-C-02", moves.return_this_card, "The Trainer being played goes `to` the hand instead of the discard pile."),
    "look": StepKind("II-C-20", piles.look, "Look at `count` cards of a `zone`; `reorder` them."),
    "discard_from_hand": StepKind("II-C-01", piles.discard_from_hand, "Discard `count` cards (`cards` named) from `side`'s hand."),
    "shuffle_hand_into_deck": StepKind("II-E-18", piles.shuffle_hand_into_deck, "`side` (your/opponents/both) put their hand into their deck."),
    "swap_with_discard": StepKind("II-D-19", moves.swap_with_discard, "A `card` from the discard pile takes `target`'s place, inheriting everything."),
    "evolve": StepKind("II-C-12", moves.evolve_step, "Evolve `target` `into` a Pokémon by an effect."),
    "devolve": StepKind("II-C-13", moves.devolve, "Devolve `target` (top Evolution card `to` hand/deck)."),
    "knock_out": StepKind("I-D", damage_counters.knock_out, "Knock Out `target`."),
    "draw": StepKind("I-H", piles.draw, "Draw N cards."),
    "discard_tool": StepKind("II-C-01", moves.discard_tool, "Discard the Pokémon Tool attached to `target`."),
    "discard_stadium": StepKind("II-C-01", moves.discard_stadium, "Discard the Stadium in play."),
    "search_deck": StepKind("I-H", piles.search_deck, "Choose `up_to` N `what` cards (`name`d) from the deck (`choose` them) `to` the hand; `reveal`."),
    "shuffle_deck": StepKind("II-E-18", piles.shuffle_deck, "Shuffle the deck (even when a search found nothing)."),
    "swap_with_prize": StepKind("II-E-34", piles.swap_with_prize, "Swap `count` Prize cards (of `kind`; `choose`n) with the Trainer being played."),
    "win_game": StepKind("II-E-38", piles.win_game, "This text's player wins the game."),
    "lose_game": StepKind("II-E-38", piles.lose_game, "This text's player loses the game."),
    "discard_tools_or_stadium": StepKind("II-D-05", moves.discard_tools_or_stadium, "Discard up to `count` of the `choose`n Tools (Pokémon references) or `stadium`.", ALSO),
})
