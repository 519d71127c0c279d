"""The trace: every step the engine takes, the rule it applies, the values before and after."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .messages import LANGS, MESSAGES, render


@dataclass
class Step:
    """One step of a procedure."""

    rule: str
    """The ruling id the step applies, e.g. ``I-A-01`` or ``II-B-09``."""
    key: str
    """What happened: a key of :data:`~judge.engine.messages.MESSAGES`, e.g. ``damage_defender_effects``."""
    params: dict[str, Any] = field(default_factory=dict)
    """The message's parameters: names, numbers, terms (see :mod:`judge.engine.messages`)."""
    before: Any = None
    """The value the step started from (e.g. the damage so far), when it changes one."""
    after: Any = None
    """The value the step left."""
    step: str | None = None
    """The guide's step label within the rule, e.g. ``damage 5`` or ``attack 2-b``."""

    def say(self, lang: str = "en") -> str:
        """What happened, in ``lang`` (``en``, ``ja`` or ``zh``)."""
        return render(self.key, self.params, lang)

    @property
    def what(self) -> str:
        """What happened, in English: ``damage step 5: effects on the Defending Pokémon: しんかのきせき -20 (summed -20)``."""
        return self.say("en")

    def to_json(self) -> dict:
        out = {"rule": self.rule, "key": self.key, "what": self.what, "says": {lang: self.say(lang) for lang in LANGS},
               "before": self.before, "after": self.after, "step": self.step}
        return {k: v for k, v in out.items() if v is not None}

    def __str__(self) -> str:
        change = f"  {self.before} → {self.after}" if self.before is not None else (f"  → {self.after}" if self.after is not None else "")
        label = f"{self.rule} {self.step}" if self.step else self.rule
        return f"[{label}] {self.what}{change}"


@dataclass
class Trace:
    steps: list[Step] = field(default_factory=list)

    def add(self, rule: str, key: str, before: Any = None, after: Any = None, step: str | None = None, **params: Any) -> Step:
        """Record a step: ``trace.add("II-C-08", "counters_removed", 30, 10, n=2, card="ピカチュウ")``."""
        if key not in MESSAGES:
            raise KeyError(f"no trace message {key!r}")
        s = Step(rule, key, params, before, after, step)
        self.steps.append(s)
        return s

    def rules(self) -> set[str]:
        return {s.rule for s in self.steps}
