"""Answering a question, from the opened index (:mod:`judge.index.store`: the files and caches every
stage reads):

1. the question read once into a :class:`~judge.search.question.Question` (:mod:`judge.search.question`);
2. the stages of :data:`judge.search.pipeline.PIPELINE`, in order, each promise checked: the
   candidates each signal brings with their features (:mod:`judge.search.candidates`), ranked and
   re-ranked (:mod:`judge.search.rank`), how sure the ranking is (:mod:`judge.search.confidence`),
   first by the words alone and then with the meaning signal where they leave it in doubt; a general
   question's topic or a statement asked exactly put first; the first result's verdict
   (:mod:`judge.search.verdict`);
3. the answer object composed from what the last stage left (:mod:`judge.search.answer`), with the
   cards the question names.

:class:`Index` runs them: :meth:`Index.search` (1 and 2) gives a :class:`Found`, :meth:`Index.answer`
(3) the answer object, :meth:`Index.ask` both.
"""

from __future__ import annotations

import copy
import logging
import threading
from pathlib import Path

from judge.index.build import current_dir, live_root, rebuild_damaged
from judge.index.build import ensure as ensure_built
from judge.index.storage import IndexUnavailable, lease, verify
from judge.index.store import Store
from judge.index.kept import MISSING, Kept
from judge.search import answer as answer_mod
from judge.search.card_rule import card_text_first
from judge.search.found import Found
from judge.search.pipeline import run
from judge.search.question import MAX_QUESTION, BadQuestion, read
from judge.situation.replay import situation

log = logging.getLogger(__name__)

#: What the web, the CLI, the bench and the tests import from here (each stage's own names live in its module).
__all__ = ["MAX_QUESTION", "BadQuestion", "Found", "Index", "open_index", "open_live"]


class Index(Store):
    """An opened index that answers questions."""

    def search(self, q: str, lang: str | None = None, limit: int = 5) -> Found:
        """The question's ranking (its first ``limit`` results shown), with its candidates' features,
        how sure it is and its verdict; :class:`BadQuestion` when it cannot be asked."""
        return run(self, self.read(q, lang), limit)

    def read(self, q: str, lang: str | None = None):
        """The question as read (judge.search.question.read), kept for its asking again
        (QUESTIONS_KEPT, per opened index: the reading depends on the index's dictionary). A
        Question is frozen, and no stage changes its parts (a stage that reads it otherwise makes
        a new one: dataclasses.replace), so the kept one is given as it is."""
        kept = self.__dict__.setdefault("_questions", Kept())
        got = kept.get((q, lang))
        if got is MISSING:
            got = read(self, q, lang)  # BadQuestion raises, and is not kept
            kept.put((q, lang), got, QUESTIONS_KEPT)
        return got

    def answer(self, q: str, found: Found, limit: int | None = None) -> dict:
        """The answer object for a question already searched (its first ``limit`` results)."""
        return answer_mod.answer(self, q, found, limit)

    def ask(self, q: str, lang: str | None = None, limit: int = 5) -> dict:
        """The answer object of DESIGN.md (``judge ask --json``); a question that names a card carries
        the card (``cards``: the objects of ``judge card --json``, their text in the question's language);
        one that describes a situation carries it replayed (``situation``, first: judge.situation)."""
        found = self.search(q, lang, limit)
        answer = self.answer(q, found)
        cards = found.question.cards_named()
        # the card's own text over the general rule (card_rule): where a named card restricts the point
        answer = {**card_text_first(self, answer, found.question, cards), "cards": cards} if cards else answer
        replayed = asked_situation(q, found.lang)
        return {"situation": replayed, **answer} if replayed is not None else answer


#: How many questions read are kept, per opened index (a question asked again is not analyzed again:
#: its terms, n-grams and way of asking: 1.1/0.5/1.3 ms of CPU a question in ja/zh/en on tests/questions). As the
#: encoder's cache of recent question vectors (judge.index.meaning.RECENT): about 10 KB a question.
QUESTIONS_KEPT = 512

#: How many questions' situations are kept (read and replayed once per question text and language; a
#: question asked again is answered from its kept situation, a copy of it).
SITUATIONS_KEPT = 512
_situations = Kept()


def asked_situation(q: str, lang: str) -> dict | None:
    """The situation a question describes, replayed (None: it describes none), kept for the question
    asked again (SITUATIONS_KEPT). A defect in reading it never costs the answer its rulings: it is
    logged, and the answer goes without a situation (and is not kept: the next asking reads it again)."""
    kept = _situations.get((q, lang))
    if kept is not MISSING:
        return copy.deepcopy(kept) if kept is not None else None
    try:
        got = situation(q, lang)
    except Exception:  # any defect of the situation's reading: the rulings still answer
        log.exception("the situation of %r could not be read", q[:120])
        return None
    _situations.put((q, lang), copy.deepcopy(got) if got is not None else None, SITUATIONS_KEPT)
    return got


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
    :class:`~judge.index.storage.IndexUnavailable`."""
    root = root or live_root()
    path = path or current_dir(root).resolve()
    try:
        lease(path)
        idx = Index(path)  # its vectors checked against their checksums as they are read
        verify(path, idx.checked)  # the other files
        return idx
    except Exception as err:  # whoosh, json and the file system each raise their own kind
        path = rebuild_damaged(root, path, err)
    try:
        lease(path)
        return Index(path)
    except Exception as err:
        raise IndexUnavailable(f"the search index in {path} cannot be opened after a rebuild: {type(err).__name__}: {err}") from err
