"""Answering a question, as a pipeline of named stages, each its own module:

1. open the index (:mod:`judge.index.store`: the files and caches every stage reads; :func:`open_index`);
2. read the question into a query (:mod:`judge.search.query`);
3. gather candidates from each signal, with their features (:mod:`judge.search.candidates`, ``SIGNALS``);
   first without the meaning signal where the fit lets the words alone answer (``rank.ENOUGH`` at
   most 1) or the signal is switched off (``$JUDGE_MEANING_SIGNAL=off``);
4. rank them: a combined score of the features, then the re-ranking passes
   (:mod:`judge.search.rank`, ``WITH_MEANING`` or ``WORDS_ALONE``, and ``RANK_STEPS``);
5. decide how sure the ranking is (:mod:`judge.search.confidence`); where the words alone leave the
   first topic in doubt (its share of the odds below ``rank.ENOUGH``) or it has FAQs to choose between
   (``rank.words_enough``), stages 3 to 5 again with the meaning signal (``WITH_MEANING``): only then
   is the question embedded;
6. decide each result's FAQ part and the first result's verdict, once (:mod:`judge.search.verdict`);
7. compose the answer object (:mod:`judge.search.answer`), with the cards the question names
   (:func:`judge.cards.lookup.in_question`).

:class:`Index` runs them: :meth:`Index.search` (stages 2 to 5) gives a :class:`Found`,
:meth:`Index.answer` (6 and 7) the answer object, :meth:`Index.ask` both.
"""

from __future__ import annotations

import threading
from pathlib import Path

from judge.cards.lookup import in_question
from judge.search import answer as answer_mod
from judge.search.answer import as_sentence, marks
from judge.index.build import current_dir, live_root, rebuild_damaged
from judge.index.storage import IndexUnavailable, lease, verify
from judge.index.build import ensure as ensure_built
from judge.search.candidates import MEANING_SIGNALS, Gathered, gather
from judge.index.closeness import cosine
from judge.search.confidence import Evidence, decide, sure, weigh
from judge.search.found import Found
from judge.search.query import MAX_QUESTION, BadQuestion, Query, read
from judge.search.rank import ENOUGH, WITH_MEANING, WORDS_ALONE, WORDS_SWITCHED_OFF, Fitted, Ranking, asks_what, basic_question, rank, words_enough
from judge.index.store import Store
from judge.search.verdict import TOPIC_VERDICT_NEAR, asking_clause, asks_which, negated, opposite_ends

#: What the web, the CLI, the bench and the tests import from here (each stage's own names live in its module).
__all__ = ["MAX_QUESTION", "TOPIC_VERDICT_NEAR", "BadQuestion", "Found", "Index", "as_sentence", "asking_clause",
           "asks_what", "asks_which", "basic_question", "cosine", "marks", "negated", "open_index", "open_live",
           "opposite_ends"]


class Index(Store):
    """An opened index that answers questions."""

    def search(self, q: str, lang: str | None = None, limit: int = 5) -> Found:
        """The question's ranking (its first ``limit`` results), with its candidates' features and
        how sure it is; :class:`BadQuestion` when it cannot be asked."""
        query = read(self, q, lang)
        if WORDS_ALONE is not None and (self.meaning is None or ENOUGH <= 1.0):
            # The words alone first: what the question means is asked only where they leave it in doubt
            # (switched off, the words answer every question, by their own bar: WORDS_SWITCHED_OFF).
            gathered, fit = gather(self, query, without=MEANING_SIGNALS), WORDS_ALONE if self.meaning is not None else WORDS_SWITCHED_OFF
        else:
            gathered, fit = gather(self, query), WITH_MEANING
        ranking, evidence = self._weighed(query, gathered, fit)
        first = ranking.order[0][0] if ranking.order else None
        if fit is WORDS_ALONE and not words_enough(self, first, evidence.share, ENOUGH):
            gathered, fit = gather(self, query, scored=gathered.scored), WITH_MEANING
            ranking, evidence = self._weighed(query, gathered, fit)
        return Found(query.lang, ranking.order[:limit], query.concepts, query.text, query.wording, evidence,
                     decide(evidence, fit.high), ranking.undecided, gathered.candidates, gathered.scored, names=tuple(query.names),
                     order=ranking.order)

    def _weighed(self, query: Query, gathered: Gathered, fit: Fitted) -> tuple[Ranking, Evidence]:
        """Stages 4 and 5: the candidates ranked by one fitted way, and how sure that ranking is."""
        ranking = rank(self, query, gathered.candidates, fit.weights, fit.steps, within=fit.within, case=fit.case)
        asking = gathered.scored.get("asked")
        evidence = weigh(self, query, ranking.order, asking.scores if asking else {}, ranking.undecided, ranking.unmeant)
        first = next((c.features for c in gathered.candidates if ranking.order and c.id == ranking.order[0][0]), None)
        evidence.sure = sure(evidence, first, fit.confidence)
        return ranking, evidence

    def answer(self, q: str, found: Found, limit: int | None = None) -> dict:
        """The answer object for a question already searched (its first ``limit`` results)."""
        return answer_mod.answer(self, q, found, limit)

    def ask(self, q: str, lang: str | None = None, limit: int = 5) -> dict:
        """The answer object of DESIGN.md (``judge ask --json``); a question that names a card carries
        the card (``cards``: the objects of ``judge card --json``, their text in the question's language)."""
        answer = self.answer(q, self.search(q, lang, limit))
        cards = in_question(q, answer["lang"])
        return {**answer, "cards": cards} if cards else answer


_opened: dict[str, Index] = {}
_lock = threading.Lock()


def open_index(ensure: bool = True) -> Index:
    """The live index of this process (built first if missing or stale when ``ensure``), opened once."""
    root = live_root()
    path = ensure_built(root) if ensure else current_dir(root).resolve()
    with _lock:
        if str(path) not in _opened:
            idx = open_live(root, path)
            _opened.clear()
            _opened[str(idx.path)] = _opened[str(path)] = idx
        return _opened[str(path)]


def open_live(root: Path | None = None, path: Path | None = None) -> Index:
    """Open the live build (or ``path``), kept from removal while this process runs. A build that
    cannot be opened (gone, files missing or damaged) is rebuilt once, with a log line, unless
    another build has replaced it; one that still cannot be opened raises
    :class:`~judge.index.build.IndexUnavailable`."""
    root = root or live_root()
    path = path or current_dir(root).resolve()
    try:
        lease(path)
        verify(path)
        return Index(path)
    except Exception as err:  # whoosh, json and the file system each raise their own kind
        path = rebuild_damaged(root, path, err)
    try:
        lease(path)
        return Index(path)
    except Exception as err:
        raise IndexUnavailable(f"the search index in {path} cannot be opened after a rebuild: {type(err).__name__}: {err}") from err
