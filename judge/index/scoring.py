"""Scoring: BM25F over the whoosh index, each term's scores read from the index once.

whoosh's query machinery (matchers, collectors, block-quality probing) costs more than the
scoring itself on a corpus of a few hundred documents. The index never changes while it is
open, so a term's BM25F score in every document that holds it is read once, by whoosh's own
matcher and weighting, and a question's score is the boosted sum of its terms' scores: the same
numbers as whoosh's flat ``Or`` (checked by the tests), without the machinery.
"""

from __future__ import annotations

import heapq
from array import array

from whoosh.query import Term
from whoosh.scoring import BM25F, BM25FScorer, WeightScorer


class CachedLengthBM25F(BM25F):
    """BM25F whose scorers look field lengths up in ``lengths[field][docnum]``.

    whoosh's BM25F reads each matching document's field length from the index file, one posting at
    a time; the lengths never change while an index is open, so they are read once.
    """

    def __init__(self, lengths: dict[str, list[int]], **kwargs):
        super().__init__(**kwargs)
        self.lengths = lengths

    def scorer(self, searcher, fieldname, text, qf=1):
        if not searcher.schema[fieldname].scorable:
            return WeightScorer.for_(searcher, fieldname, text)
        scorer = BM25FScorer(searcher, fieldname, text, self._field_B.get(fieldname, self.B), self.K1, qf=qf)
        table = self.lengths.get(fieldname)
        if table is not None:
            scorer.dfl = table.__getitem__
        return scorer


def field_lengths(reader, fields: tuple[str, ...]) -> dict[str, list[int]]:
    """Every document's length in each field, read once."""
    n = reader.doc_count_all()
    return {f: [reader.doc_field_length(d, f, 1) for d in range(n)] for f in fields}


class Postings:
    """A term's documents and their BM25F scores, as two compact arrays (a tuple of pairs per term
    costs five times the memory, and a server holds every term's)."""

    __slots__ = ("docs", "scores")

    def __init__(self, pairs: list[tuple[int, float]] = ()):
        self.docs = array("i", (d for d, _ in pairs))
        self.scores = array("d", (x for _, x in pairs))

    def __len__(self) -> int:
        return len(self.docs)

    def __iter__(self):
        return zip(self.docs, self.scores)


EMPTY = Postings()


class TermScores:
    """Per (field, term): ``((docnum, BM25F score), ...)`` for every document holding the term.

    Filled on first use from the index (any thread's searcher reads the same numbers); a term the
    field never saw has no postings. Its length is the term's document frequency.
    """

    def __init__(self, vocabulary: dict[str, set[str]]):
        self.vocabulary = vocabulary
        self._table: dict[tuple[str, str], Postings] = {}

    def get(self, searcher, field: str, term: str) -> Postings:
        key = (field, term)
        got = self._table.get(key)
        if got is None:
            got = EMPTY
            if term in self.vocabulary.get(field, ()):
                m = Term(field, term).matcher(searcher, searcher.context())
                pairs = []
                while m.is_active():
                    pairs.append((m.id(), m.score()))
                    m.next()
                got = Postings(pairs)
            self._table[key] = got  # one dict store: safe to race, both threads compute the same
        return got

    def top(self, searcher, clauses: list[tuple[str, str, float]], limit: int) -> list[tuple[int, float]]:
        """The ``limit`` best (docnum, score) for the boosted sum of the clauses' scores."""
        acc: dict[int, float] = {}
        get = acc.get
        for field, term, boost in clauses:
            for doc, score in self.get(searcher, field, term):
                acc[doc] = get(doc, 0.0) + score * boost
        return heapq.nlargest(limit, acc.items(), key=lambda kv: (kv[1], -kv[0]))
