"""BM25F with the documents' field lengths held in memory.

whoosh's BM25F reads each matching document's field length from the index file, one posting at a
time; over this corpus that lookup is most of a query's cost. The lengths never change while an
index is open, so they are read once.
"""

from __future__ import annotations

from whoosh.matching import ArrayUnionMatcher
from whoosh.query import Or
from whoosh.scoring import BM25F, BM25FScorer, WeightScorer


class CachedLengthBM25F(BM25F):
    """BM25F whose scorers look field lengths up in ``lengths[field][docnum]``."""

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


class _WholeArray(ArrayUnionMatcher):
    """Every score is already in the array: no block-quality skipping to ask about at each step."""

    def supports_block_quality(self):
        return False


class CompactOr(Or):
    """A flat Or that scores every matching document into one array sized to the index.

    whoosh's own array matcher works in parts of 2048 documents and rescans each part's scores at
    every step; this corpus has a few hundred documents, so one part sized to it does the same work
    once. The ranking is the same as ``Or`` without a limit (checked by the tests).
    """

    def _matcher(self, subs, searcher, context):
        scored = context.weighting is not None if context else True
        n = searcher.doc_count_all()
        return _WholeArray([sub.matcher(searcher, context) for sub in subs], n, boost=self.boost, scored=scored, partsize=n)
