"""What a search found: the question as read, its ranking, its candidates with their features, how
sure it is and the first result's verdict. The stages of :data:`judge.search.pipeline.PIPELINE` fill
it in order; what the last one leaves is what is served, and what ``judge eval`` measures."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.search.candidates import Candidate, Scored
from judge.search.confidence import NONE, Evidence
from judge.search.question import Question


class BrokenPromise(AssertionError):
    """A stage of the pipeline, or a pass of the ranking, left the order or the confidence in a state
    it promises never to leave them in."""


@dataclass
class Found:
    """A question's ranking, with how sure it is."""

    question: Question
    """The question as read (judge/search/question.py): every stage reads it, never the question's text."""
    order: list[tuple[str, float]] = field(default_factory=list)
    """(ruling id, score) of every candidate, in the order the answer shows them, best first."""
    evidence: Evidence = field(default_factory=Evidence)
    """What the confidence was decided on."""
    confidence: str = NONE
    """``high``, ``low`` or ``none`` (judge/search/confidence.py), as served."""
    undecided: tuple[str, ...] = ()
    """FAQs of the first result's topic matched too alike to tell apart (the topic came first)."""
    candidates: list[Candidate] = field(default_factory=list, repr=False)
    """Every candidate with its features, in the order the signals brought them (what a fitted
    ranking learns from)."""
    scored: dict[str, Scored] = field(default_factory=dict, repr=False, compare=False)
    """What each signal found, by signal name (a score's parts: ``scored[name].parts(ruling id)``)."""
    fit: object = field(default=None, repr=False, compare=False)
    """The fitted way of ranking that ranked it (rank.WORDS_ALONE, rank.WITH_MEANING…): None before."""
    over: str | None = None
    """The topic a general question is over (verdict.general): first, its FAQs next as the cases."""
    stating: str | None = None
    """The topic one of whose statements the question asks exactly (verdict.statement_topic): first."""
    guide_point: str | None = None
    """The guides' point a note's or the overview's first result states too (its point's ``same_as``):
    its ruling first, the note next."""
    verdict: str | None = None
    """The first result's verdict (``yes``, ``no``, ``depends``), only when ``high``."""
    limit: int = 5
    """How many results are shown (``ranked``)."""

    @property
    def ranked(self) -> list[tuple[str, float]]:
        """The results shown: the first ``limit`` of ``order``."""
        return self.order[:self.limit]

    @property
    def lang(self) -> str:
        """The question's language."""
        return self.question.lang

    @property
    def first(self) -> str | None:
        """The first result's ruling id (None without results)."""
        return self.order[0][0] if self.order else None
