"""The trace: every step the engine takes, the rule it applies, the values before and after."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.budget import spend
from judge.engine.catalog import MESSAGES
from judge.engine.messages import Message, Name, message, render, shown
from judge.lang import LANGS


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
    basis: Message | None = None
    """Where the step's rule comes from when the cited ruling is not an official guide's statement of
    it: ``basis_secondary`` (only the non-official overview states it) or ``basis_inference`` (no
    source states it; the message gives the reasoning). None: the cited ruling states it."""

    def say(self, lang: str = "en", name: Name | None = None) -> str:
        """What happened, in ``lang`` (``en``, ``ja`` or ``zh``), with its basis when it has one;
        names through ``name`` (default: :func:`~judge.engine.messages.named`)."""
        text = render(self.key, self.params, lang, name)
        return f"{text} {self.basis.render(lang, name)}" if self.basis else text

    def change(self, lang: str = "en", name: Name | None = None) -> str:
        """The value the step changed, as it reads: ``20 → 0``, ``→ 30``, ``basic Fire Energy → none``;
        empty when the step changes none."""
        if self.before is not None:
            return f"{shown(self.before, lang, name)} → {shown(self.after, lang, name)}"
        return f"→ {shown(self.after, lang, name)}" if self.after is not None else ""

    @property
    def authority(self) -> str:
        """``guide`` (the cited ruling states it), ``secondary`` or ``inference``."""
        return {"basis_secondary": "secondary", "basis_inference": "inference"}.get(self.basis.key if self.basis else "", "guide")

    @property
    def what(self) -> str:
        """What happened, in English: ``damage step 5: effects on the Defending Pokémon: しんかのきせき -20 (summed -20)``."""
        return self.say("en")

    def to_json(self) -> dict:
        out = {"rule": self.rule, "key": self.key, "what": self.what, "says": {lang: self.say(lang) for lang in LANGS},
               "before": self.before, "after": self.after, "step": self.step,
               "basis": self.authority if self.basis else None}
        return {k: v for k, v in out.items() if v is not None}

    def __str__(self) -> str:
        change = self.change()
        label = f"{self.rule} {self.step}" if self.step else self.rule
        return f"[{label}] {self.what}{'  ' + change if change else ''}"


@dataclass
class Trace:
    steps: list[Step] = field(default_factory=list)

    def add(self, rule: str, key: str, before: Any = None, after: Any = None, step: str | None = None,
            inference: Message | None = None, **params: Any) -> Step:
        """Record a step: ``trace.add("II-C-08", "counters_removed", 30, 10, n=2, card="ピカチュウ")``.

        A rule of the non-official overview (``SV-…``) is marked as the secondary source it is;
        ``inference`` (a message giving the reasoning) marks a step no source states."""
        if key not in MESSAGES:
            raise KeyError(f"no trace message {key!r}")
        spend(1, steps=1)
        basis = None
        if inference is not None:
            basis = message("basis_inference", why=inference)
        elif rule.startswith("SV-"):
            basis = message("basis_secondary", edition="sv-2025-notes")
        s = Step(rule, key, params, before, after, step, basis)
        self.steps.append(s)
        return s

    def rules(self) -> set[str]:
        return {s.rule for s in self.steps}
