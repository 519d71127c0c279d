"""What a search found: a question's ranking, its candidates with their features, and how sure it is."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from judge.search.candidates import Candidate, Scored
from judge.search.confidence import Evidence


@dataclass
class Found:
    """A question's ranking, with how sure it is."""

    lang: str
    """The question's language (given, or detected)."""
    ranked: list[tuple[str, float]]
    """(ruling id, score), best first."""
    concepts: list[str]
    """The terms found in the question."""
    question: str
    """The question as searched: cleaned, and in Simplified Chinese for a Chinese question."""
    grams: Counter
    """The searched question's character n-gram counts (every wording comparison reads them)."""
    evidence: Evidence
    """What the confidence was decided on."""
    confidence: str
    """``high``, ``low`` or ``none`` (judge/search/confidence.py)."""
    undecided: tuple[str, ...] = ()
    """FAQs of the first result's topic matched too alike to tell apart (the topic came first)."""
    candidates: list[Candidate] = field(default_factory=list, repr=False)
    """Every candidate with its features, in the order the signals brought them (what a fitted
    ranking learns from)."""
    scored: dict[str, Scored] = field(default_factory=dict, repr=False, compare=False)
    """What each signal found, by signal name (a score's parts: ``scored[name].parts(ruling id)``)."""
    names: tuple[str, ...] = ()
    """Proper names no dictionary knows that the question holds (a card name the name table lacks)."""
    order: list[tuple[str, float]] = field(default_factory=list, repr=False, compare=False)
    """Every candidate in the ranking's order (``ranked`` is its first results): where the answer
    finds the cases of a topic it puts first (answer.ranking)."""
