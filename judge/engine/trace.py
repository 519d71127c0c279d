"""The trace: every step the engine takes, the rule it applies, the values before and after."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Step:
    """One step of a procedure."""

    rule: str
    """The ruling id the step applies, e.g. ``I-A-01`` or ``II-B-09``."""
    what: str
    """What happened, in words: ``damage step 5: defender effect しんかのきせき −20``."""
    before: Any = None
    """The value the step started from (e.g. the damage so far), when it changes one."""
    after: Any = None
    """The value the step left."""
    step: str | None = None
    """The guide's step label within the rule, e.g. ``damage 5`` or ``attack 2-b``."""

    def to_json(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}

    def __str__(self) -> str:
        change = f"  {self.before} → {self.after}" if self.before is not None else (f"  → {self.after}" if self.after is not None else "")
        label = f"{self.rule} {self.step}" if self.step else self.rule
        return f"[{label}] {self.what}{change}"


@dataclass
class Trace:
    steps: list[Step] = field(default_factory=list)

    def add(self, rule: str, what: str, before: Any = None, after: Any = None, step: str | None = None) -> Step:
        s = Step(rule, what, before, after, step)
        self.steps.append(s)
        return s

    def rules(self) -> set[str]:
        return {s.rule for s in self.steps}
