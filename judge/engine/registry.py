"""One registry of steps: every card-text step and every procedure one rule's procedure reaches in
another's, by name.

Card text is data (``{place_counters: {target: …}}``): :data:`STEPS` maps each step's name to the
function that performs it and the rule it applies. The modules that carry steps out register them
(:mod:`judge.engine.actions` holds the table); the runner of card text looks them up here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class StepKind:
    """One step card text can be made of."""

    rule: str
    """The ruling it applies."""
    run: Callable[..., bool]
    """``run(ctx, args, trace)``: carry the step out; whether it did anything."""
    doc: str
    """What it does, for the scenario README."""


#: Every card-text step, by the name card text writes (in the order of :mod:`judge.engine.actions`).
STEPS: dict[str, StepKind] = {}


def register_steps(table: dict[str, StepKind]) -> None:
    """Add card-text steps to :data:`STEPS`; a name registered twice is an error."""
    twice = sorted(set(table) & set(STEPS))
    if twice:
        raise ValueError(f"card-text steps registered twice: {twice}")
    STEPS.update(table)
