"""Regular expressions compiled the first time they are matched.

The printed wordings card texts are read with (judge/situation/wordings.py, ability_wordings.py) are
over a thousand patterns, many long alternations; compiling them all took 0.28 s of CPU, most of
the import time of a ``judge ask`` whose question names no card (its situation reads no card text).
A :class:`LazyPattern` holds the source and compiles it on the first match, so a process compiles
the wordings it reads; a serving process compiles them all before it forks (:func:`compile_all`),
so that its workers share them.
"""

from __future__ import annotations

import re
from typing import Iterable


class LazyPattern:
    """A regular expression's source and flags, compiled on first use; matched as ``re.Pattern`` is."""

    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        """The source, as ``re.Pattern.pattern`` (read without compiling: a wording's source is
        composed into others)."""
        self.flags = flags
        """The flags it is compiled with (``re.IGNORECASE`` …)."""
        self._compiled: re.Pattern | None = None

    def compiled(self) -> re.Pattern:
        """The compiled expression (compiled now, the first time; two threads at once compile the same)."""
        got = self._compiled
        if got is None:
            got = self._compiled = re.compile(self.pattern, self.flags)
        return got

    def fullmatch(self, string: str, *args) -> re.Match | None:
        return self.compiled().fullmatch(string, *args)

    def match(self, string: str, *args) -> re.Match | None:
        return self.compiled().match(string, *args)

    def search(self, string: str, *args) -> re.Match | None:
        return self.compiled().search(string, *args)

    def finditer(self, string: str, *args):
        return self.compiled().finditer(string, *args)

    def findall(self, string: str, *args) -> list:
        return self.compiled().findall(string, *args)

    def sub(self, repl, string: str, count: int = 0) -> str:
        return self.compiled().sub(repl, string, count)

    @property
    def groupindex(self):
        return self.compiled().groupindex

    def __eq__(self, other) -> bool:
        return isinstance(other, LazyPattern) and (self.pattern, self.flags) == (other.pattern, other.flags)

    def __hash__(self) -> int:
        return hash((self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}{f', {self.flags}' if self.flags else ''})"


def compile_all(patterns: Iterable[LazyPattern]) -> int:
    """Compile every pattern now (a serving process, before it forks); returns how many."""
    n = 0
    for p in patterns:
        p.compiled()
        n += 1
    return n
