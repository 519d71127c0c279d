"""What stops a procedure: the rules refusing an action, or a scenario asking what the board cannot give.

Each is told apart by its type, never by its message: :class:`Refused` (the rules say no, citing
the rulings), :class:`RuleError` (the scenario is wrong) and its kind :class:`NoCoin` (a coin flip
the scenario does not script).
"""

from __future__ import annotations

from difflib import get_close_matches
from typing import Iterable

from judge.engine.messages import Message


class RuleError(Exception):
    """The scenario asks for something the board cannot give (a bad reference, a missing coin)."""

    def within(self, where: str) -> RuleError:
        """The same error, of the same type, said as happening ``where`` (``"Potion: step 0 (heal)"``)."""
        return type(self)(f"{where}: {self}")


class NoCoin(RuleError):
    """A coin is flipped that the scenario's ``coins`` do not give: a flip is never random."""


class Refused(Exception):
    """The rules refuse an action. ``rule`` is the ruling that refuses it; ``rules`` every ruling
    that does (a procedure step and the wording it applies, e.g. I-B-01 and II-C-06); ``message``
    why, in every language (``reason``: in English)."""

    def __init__(self, rule: str, message: Message, also: tuple[str, ...] = ()):
        self.rule = rule
        self.rules = (rule, *[r for r in also if r != rule])
        self.message = message
        self.reason = message.render("en")
        super().__init__(f"{self.reason} ({', '.join(self.rules)})")



def suggestion(word: str, known: Iterable[str]) -> str:
    """What a misspelt word in a scenario may have meant: ``did you mean `attack`?``, or the words
    known when none is close."""
    known = list(known)
    close = get_close_matches(str(word), known, n=1, cutoff=0.6)
    return f"did you mean `{close[0]}`?" if close else f"known: {', '.join(known)}"


def unknown_key(key: str, known: Iterable[str]) -> str:
    """``unknown key `atack`; did you mean `attack`?``"""
    return f"unknown key `{key}`; {suggestion(key, known)}"
