"""One registry of steps: every card-text step, and every procedure one rule's procedure reaches in
another's, by name. The procedures (turn, attack, knockout, checkup …) and the card-text steps
import this registry, never each other, as Pokémon Showdown's battle reaches effects through named
hooks: a Knock Out check after an attack, a Checkup at the end of a turn, Energy attached by card
text, each reaches the procedure that does it through :data:`procedures`.

Card text is data (``{place_counters: {target: …}}``): :data:`STEPS` maps each step's name to the
function that performs it and the rule it applies (the table is :mod:`judge.engine.actions`).
:data:`procedures` holds each procedure under its name, registered by the module that carries it
out (:func:`procedure`). :mod:`judge.engine.rules` imports every module that registers, so both
are complete wherever it is imported. Every procedure
reached here is work spent from the run's budget (:mod:`judge.engine.budget`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable, TypeVar

from judge.engine.budget import spend


@dataclass(frozen=True)
class StepKind:
    """One step card text can be made of."""

    rule: str
    """The ruling it applies."""
    run: Callable[..., bool]
    """``run(ctx, args, trace)``: carry the step out; whether it did anything."""
    doc: str
    """What it does, for the scenario README."""
    also: tuple[str, ...] = ()
    """Rules it also applies when it has nothing to act on ("choose" with nothing to choose: D-04)."""


#: Every card-text step, by the name card text writes (in the order of :mod:`judge.engine.actions`).
STEPS: dict[str, StepKind] = {}


def register_steps(table: dict[str, StepKind]) -> None:
    """Add card-text steps to :data:`STEPS`; a name registered twice is an error."""
    twice = sorted(set(table) & set(STEPS))
    if twice:
        raise ValueError(f"card-text steps registered twice: {twice}")
    STEPS.update(table)


class Procedures:
    """The procedures reached through the registry, each under its name (each signature is the
    registered function's own)."""

    check_knockouts: Callable[..., list]
    """I-D, then I-E: ``check_knockouts(game, trace)``, every Pokémon with no HP left Knocked Out (:mod:`judge.engine.knockout`)."""
    check_winner: Callable[..., None]
    """I-E: ``check_winner(game, trace, deck_out=None)``, whether the game is over (:mod:`judge.engine.winning`)."""
    checkup: Callable[..., None]
    """I-F: ``checkup(game, trace)``, the Pokémon Checkup between turns (:mod:`judge.engine.checkup`)."""
    attach: Callable[..., None]
    """I-C, C-09: ``attach(game, pid, spec, target, trace, zone, by_effect)``, one Energy card (:mod:`judge.engine.turn`)."""
    evolve: Callable[..., object]
    """I-A-05, C-12: ``evolve(game, pid, target, spec, trace, skip_stage, from_hand)`` (:mod:`judge.engine.turn`)."""
    devolve: Callable[..., bool]
    """C-13: ``devolve(game, pokemon, trace, to_zone)`` (:mod:`judge.engine.turn`)."""
    switch_active: Callable[..., None]
    """C-03 … C-05: ``switch_active(game, pid, bench_index, trace, rule)`` (:mod:`judge.engine.turn`)."""
    remaining_hp: Callable[..., int]
    """D-16: ``remaining_hp(game, pokemon)``, its maximum HP with the effects on it less its damage (:mod:`judge.engine.quantities`),
    which a condition on it weighs (:mod:`judge.engine.when`)."""

    counted: Callable[..., bool]
    """``counted(game, pokemon, expr)``: whether a condition on a count (``{count: self.energy_of:water, at_least: 3}``) holds,
    counted for ``pokemon`` (``self`` is it, ``your`` its player) (:mod:`judge.engine.quantities`), which a condition of an
    effect's ``when`` weighs (:mod:`judge.engine.when`)."""

    def __getattr__(self, name: str):
        raise LookupError(f"no procedure {name!r} is registered (known: {', '.join(vars(type(self))['__annotations__'])})")


#: Every procedure reached through the registry.
procedures = Procedures()

F = TypeVar("F", bound=Callable)


def procedure(fn: F) -> F:
    """Register ``fn`` as the procedure of its name (one of :class:`Procedures`' fields); calls
    through :data:`procedures` spend one unit of work each."""
    name = fn.__name__
    if name not in Procedures.__annotations__:
        raise ValueError(f"{name!r} is not a procedure of the registry (known: {', '.join(Procedures.__annotations__)})")
    if name in vars(procedures):
        raise ValueError(f"procedure {name!r} registered twice")

    @functools.wraps(fn)
    def spent(*args, **kwargs):
        spend()
        return fn(*args, **kwargs)

    setattr(procedures, name, spent)
    return fn
