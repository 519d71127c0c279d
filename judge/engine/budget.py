"""How much work one run of the engine may do: a bound on its steps and on its time.

A scenario's text can make the engine's work grow without end: effects that put copies of
themselves on every Pokémon at each Checkup multiply with every turn, and no cap on the size of
the document bounds that. So every run has a :class:`Budget`: the engine spends one unit of work
for each step its trace records, each card-text step it runs, each procedure it reaches through the
registry and each effect it weighs where a procedure looks effects up. Past :data:`MAX_WORK` units,
:data:`MAX_STEPS` steps of trace (what a response carries), :data:`MAX_SECONDS` of its own thread's
CPU time or :data:`MAX_WALL_SECONDS` of time on the clock, the run stops with
:class:`BudgetExceeded`, which names the bound it went past.

Time is counted on the thread's CPU clock, not the wall clock: on a server whose cores are busy with
other requests, a run that waits for a core is not refused for the waiting (a corpus scenario once
was, under load). The wall-clock bound, far wider, still ends a run however the machine is shared.

A run's budget is the one :func:`bounded` sets for the code it runs (a context variable: each
thread of a server has its own); outside one, nothing is counted.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Iterator, Literal

#: Units of work one run may spend. The corpus's largest scenario spends 908 and traces 29 steps;
#: ``tests/test_budget.py`` fails when one comes within a hundredth of either bound.
MAX_WORK = 200_000
#: Steps one run's trace may hold (each is said in three languages in a response).
MAX_STEPS = 5_000
#: Seconds of its thread's CPU time one run may take, whatever its work.
MAX_SECONDS = 1.5
#: Seconds on the wall clock one run may take however busy the machine is: a server thread is never
#: held longer.
MAX_WALL_SECONDS = 10.0
#: Units of work between two looks at the clock (a look costs more than most units of work; 64
#: units take well under a millisecond).
CLOCK_EVERY = 64


#: How a refusal names each bound.
BOUNDS = {"work": "more than {limit:,} units of work (steps traced, card-text steps and procedures run, effects weighed)",
          "steps": "more than {limit:,} steps of trace",
          "time": "more than {limit:g} seconds of CPU time (stopped after {used:.2f} s)",
          "wall": "more than {limit:g} seconds on the clock (stopped after {used:.2f} s)"}


class BudgetExceeded(Exception):
    """A run went past its budget. ``what`` is the bound (``work``, ``steps``, ``time`` or ``wall``),
    ``limit`` its value, ``used`` how far the run had got when it stopped."""

    def __init__(self, what: Literal["work", "steps", "time", "wall"], limit: float, used: float):
        self.what = what
        self.limit = limit
        self.used = used
        said = BOUNDS[what].format(limit=limit, used=used)
        super().__init__(f"the simulation went past its budget: {said}; a scenario this large is refused")


@dataclass
class Budget:
    """What one run may spend, and what it has spent."""

    work: int = field(default_factory=lambda: MAX_WORK)
    """Units of work allowed (default: :data:`MAX_WORK` as it is when the budget is made)."""
    steps: int = field(default_factory=lambda: MAX_STEPS)
    """Steps of trace allowed."""
    seconds: float = field(default_factory=lambda: MAX_SECONDS)
    """CPU time of the running thread allowed, from the budget's start."""
    wall_seconds: float = field(default_factory=lambda: MAX_WALL_SECONDS)
    """Time on the wall clock allowed, from the budget's start."""
    used: int = 0
    """Units of work spent so far."""
    traced: int = 0
    """Steps of trace recorded so far."""
    started: float = field(default_factory=time.monotonic)
    """When the run began (``time.monotonic``)."""
    cpu_started: float = field(default_factory=time.thread_time)
    """The running thread's CPU time when the run began (``time.thread_time``)."""
    clock_at: int = 0
    """The work spent at which the clock is looked at next (every :data:`CLOCK_EVERY` units)."""

    def spend(self, units: int = 1, steps: int = 0) -> None:
        """Spend ``units`` of work and ``steps`` of trace; :class:`BudgetExceeded` once the work,
        the steps or the time run out."""
        self.used += units
        self.traced += steps
        if self.used > self.work:
            raise BudgetExceeded("work", self.work, self.used)
        if self.traced > self.steps:
            raise BudgetExceeded("steps", self.steps, self.traced)
        if self.used >= self.clock_at:
            self.clock_at = self.used + CLOCK_EVERY
            cpu = time.thread_time() - self.cpu_started
            if cpu > self.seconds:
                raise BudgetExceeded("time", self.seconds, cpu)
            elapsed = time.monotonic() - self.started
            if elapsed > self.wall_seconds:
                raise BudgetExceeded("wall", self.wall_seconds, elapsed)


_running: ContextVar[Budget | None] = ContextVar("judge_engine_budget", default=None)


def spend(units: int = 1, steps: int = 0) -> None:
    """Spend work (and steps of trace) from the budget of the run in progress (none outside :func:`bounded`)."""
    budget = _running.get()
    if budget is not None:
        budget.spend(units, steps)


@contextmanager
def bounded(budget: Budget | None = None) -> Iterator[Budget]:
    """Run the engine under ``budget`` (default: a new :class:`Budget`) for the ``with`` block."""
    budget = budget or Budget()
    token = _running.set(budget)
    try:
        yield budget
    finally:
        _running.reset(token)
