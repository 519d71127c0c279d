"""The opened index: whoosh, the stored answer payloads, the query analyzer and what every stage of
the search reads again and again, read once (a term's scores, a text's n-grams and terms).

One :class:`Store` per process; a whoosh searcher per thread (a searcher shared across threads
returns wrong results). The index never changes while it is open, so every cache here is filled on
first use and never emptied; a cache filled by two threads at once gets the same value twice.
"""

from __future__ import annotations

import json
import marshal
import math
import threading
from collections import Counter
from pathlib import Path

import numpy as np

from judge.cards.evidence import owned_part, quoted_card
from judge.lang import names as names_mod
from judge.lang.text import fold
from judge.lang.text import grams as ngrams
from judge.index import terms as terms_mod
from judge.index.analysis import Analyzer
from judge.index.storage import open_whoosh
from judge.index.closeness import gram_counts
from judge.index.meaning import Meaning, switched_off
from judge.index.scoring import CachedLengthBM25F, TermScores, field_lengths


def asked_texts(payload: dict, lang: str) -> list[str]:
    """How a ruling is asked in ``lang``: a topic's asks, a FAQ's own question."""
    texts = list(payload.get("asks", {}).get(lang, []))
    if payload["kind"] == "faq" and payload["question"].get(lang):
        texts.append(payload["question"][lang])
    return texts


class Asked:
    """How each ruling is asked, per language (a topic's asks, a FAQ's own question), as sets of
    character n-grams behind an inverted index: the rulings asked most like a question, by cosine
    of the n-gram sets, without comparing the question with every ask. Per language: read from the
    build's file (:data:`ASKED`, written by the build: a few milliseconds), else built on first use
    (a twentieth of a second)."""

    def __init__(self, payloads: dict[str, dict], folder: Path | None = None):
        self.payloads = payloads
        self.folder = folder
        """The build's folder, where the index of each language is read from (None: each is built)."""
        self._langs: dict[str, AskedArrays] = {}

    def index(self, lang: str) -> tuple[list[tuple[str, float]], dict[str, list[int]]]:
        """The index of a language's ways of asking, made from the payloads: each way of asking as
        (ruling id, the norm of its n-gram set), and each n-gram's ways of asking (their places)."""
        entries: list[tuple[str, float]] = []
        postings: dict[str, list[int]] = {}
        for rid, p in self.payloads.items():
            for text in asked_texts(p, lang):
                grams = set(ngrams(fold(text)))
                for g in grams:
                    postings.setdefault(g, []).append(len(entries))
                entries.append((rid, math.sqrt(len(grams) or 1)))
        return entries, postings

    def _build(self, lang: str) -> "AskedArrays":
        path = self.folder / ASKED.format(lang=lang) if self.folder is not None else None
        if path is not None and path.exists():
            entries, postings = _json(path)
        else:
            entries, postings = self.index(lang)
        got = self._langs[lang] = AskedArrays(entries, postings)
        return got

    def nearest(self, question: Counter, lang: str) -> dict[str, float]:
        """Per ruling, the highest cosine between the question (its n-gram counts, read as a set)
        and one of the ways it is asked: each way's shared n-grams counted by numpy over the
        n-grams' postings, each cosine the same division as one at a time (a Python loop over them
        cost 1.1 ms of CPU a question in English and 0.35 in Japanese on tests/questions, against
        0.14 and 0.11 so)."""
        index = self._langs.get(lang) or self._build(lang)
        grams = question.keys()
        hits = [got for got in map(index.postings.get, grams) if got is not None]
        if not hits:
            return {}
        overlap = np.bincount(np.concatenate(hits), minlength=len(index.norms))
        shared = np.flatnonzero(overlap)
        size = math.sqrt(len(grams) or 1)
        cosines = overlap[shared] / (size * index.norms[shared])
        best = np.zeros(len(index.rulings))
        np.maximum.at(best, index.ruling_of[shared], cosines)
        return {index.rulings[i]: c for i, c in zip(np.flatnonzero(best).tolist(), best[best > 0].tolist())}


class AskedArrays:
    """One language's index of ways of asking (Asked.index) as arrays, made once per opened index
    (three at most, 1,022 ways of asking and 65,000 postings in English: under 1 MB)."""

    def __init__(self, entries: list, postings: dict[str, list[int]]):
        self.rulings: list[str] = list(dict.fromkeys(rid for rid, _ in entries))
        """The rulings asked, each once."""
        place = {rid: i for i, rid in enumerate(self.rulings)}
        self.ruling_of = np.asarray([place[rid] for rid, _ in entries], dtype=np.int64)
        """Each way of asking's ruling (its place in :attr:`rulings`)."""
        self.norms = np.asarray([norm for _, norm in entries], dtype=np.float64)
        """Each way of asking's norm (the root of how many n-grams it has)."""
        self.postings: dict[str, np.ndarray] = {g: np.asarray(ways, dtype=np.int64) for g, ways in postings.items()}
        """Each n-gram's ways of asking (their places)."""


def _json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


#: A build's term dictionary as :meth:`~judge.index.terms.TermDictionary.state` gives it (marshal):
#: read in a tenth of the time of ``terms.json``'s entries made into the dictionary again.
TERMS_STATE = "terms.parsed"


def dictionary(path: Path) -> terms_mod.TermDictionary:
    """A build's term dictionary: from its kept state, else (a build without one) from its entries."""
    kept = Path(path) / TERMS_STATE
    if kept.exists():
        return terms_mod.TermDictionary.from_state(marshal.loads(kept.read_bytes()))
    return terms_mod.TermDictionary(_json(Path(path) / "terms.json"))


#: A build's file of the index of a language's ways of asking (:meth:`Asked.index`).
ASKED = "asked-{lang}.json"


#: A build's file of the terms of its stored texts (:func:`stored_texts`), by language and text.
STORED_TERMS = "stored_terms.json"


def query_analyzer(path: Path, terms: terms_mod.TermDictionary, names) -> Analyzer:
    """The analyzer a build's questions are read with (Chinese by longest match against the build's
    own vocabulary), of its term dictionary and name table."""
    vocab = set((Path(path) / "zh_vocab.txt").read_text(encoding="utf-8").split("\n"))
    return Analyzer(terms, zh_vocab=vocab, names=names, cards=quoted_card, owned=owned_part)


def stored_texts(payloads: dict[str, dict]) -> dict[str, set[str]]:
    """The stored texts whose terms an answer reads, in every language, by language: each ruling's
    titles, a FAQ's question, a statement's question (judge.search.verdict: topic_terms, faq_terms,
    statement_asked), a point's line and way of asking it (judge.search.points, card_rule). A build
    analyzes them (:data:`STORED_TERMS`), so that a question does not load the Japanese dictionary
    to read the Japanese ones (nor a Chinese one whose point names a card in kana)."""
    out: dict[str, set[str]] = {}
    for p in payloads.values():
        wordings = [p.get("title") or {}, p.get("plain") or {}, p.get("question") or {}]
        wordings += [st.get("q") or {} for st in p.get("statements") or ()]
        wordings += [words for point in p.get("points") or () for words in (point.get("line") or {}, point.get("ask") or {})]
        for words in wordings:
            for lang, text in words.items():
                if isinstance(text, str):
                    out.setdefault(lang, set()).add(text)
    return out


def stored_terms(path: Path, payloads: dict[str, dict], terms: terms_mod.TermDictionary, names) -> dict[str, dict[str, list[str]]]:
    """The terms (concepts) of every stored text of :func:`stored_texts`, as a question's analyzer
    reads them: what a build writes in :data:`STORED_TERMS`."""
    analyzer = query_analyzer(path, terms, names)
    return {lang: {text: sorted(set(analyzer.analyze(text, lang).concepts)) for text in sorted(texts)}
            for lang, texts in sorted(stored_texts(payloads).items())}


class Store:
    """An opened index build: what the search reads, loaded once, and the caches of what it derives."""

    def __init__(self, path: Path):
        self.path = Path(path)
        """The build's folder."""
        self.ix = open_whoosh(self.path)
        """The whoosh index (terms and their BM25F scores)."""
        self.payloads: dict[str, dict] = _json(self.path / "payloads.json")
        """Each ruling's answer payload (titles, summaries, citations, FAQ parts, replays), by ruling id."""
        self.terms = dictionary(self.path)
        """The game's terms and card names in the three languages."""
        self.names = names_mod.load(str(self.path / "names.tsv"))
        """The card, attack and Ability names of the three languages."""
        self.analyzer = query_analyzer(self.path, self.terms, self.names)
        """Text into terms, for questions as for the indexed documents."""
        vocabulary = _json(self.path / "vocabulary.json")
        self.vocabulary: dict[str, set[str]] = {f: set(terms) for f, terms in vocabulary.items()}
        """Every term each field holds."""
        with self.ix.searcher() as s:
            self.weighting = CachedLengthBM25F(field_lengths(s.reader(), tuple(vocabulary)))
            """BM25F with the fields' lengths read once, at whoosh's B 0.75 and K1 1.2. Measured by
            scripts/fit_ranking.py's cross-validation by source (top-1 of the 442 questions fitted on):
            375 as it is; 373 with B 0.5; 372 with B 0.3 for the lead fields alone (a topic's lead, long
            with its ways of asking, weighed less by its length)."""
            self.documents: int = s.doc_count_all()
            """How many documents the index holds (topics, FAQs, examples)."""
        self.scores = TermScores(self.vocabulary)
        """Each term's BM25F score in every document that holds it, read once."""
        self.asked = Asked(self.payloads, self.path)
        """How each ruling is asked, for the rulings asked most like a question."""
        self.covered: dict[str, set[str]] = {k: set(v) for k, v in _json(self.path / "covered.json").items()}
        """The terms each ruling holds anywhere (its text, its FAQs, its examples), by ruling id."""
        self.fuzzy_forms: list[str] = [f for f in self.terms.forms if len(f) >= 4]
        """The term forms long enough to be met misspelt."""
        self.replays: dict[str, dict] = _json(self.path / "scenarios.json")
        """Each scenario's replay (its verified outcome and trace), by scenario id."""
        self.off_topic = terms_mod.TermDictionary(_json(self.path / "off_topic.json"))
        """Words of the kinds of thing no ruling answers (another game, prices, the venue)."""
        self.meaning: Meaning | None = Meaning(self.path) if (self.path / "meaning.json").exists() and not switched_off() else None
        """The corpus's meaning vectors (None for a build without them, or when switched off: the
        meaning signal then finds nothing)."""
        self.checked: frozenset[str] = frozenset(self.meaning.checked if self.meaning else ())
        """The build's files read whole here and checked against their checksums as they were read
        (the vectors): a check of the build's files need not read them again (storage.verify)."""
        self.summary_sentences: dict[tuple[str, str], list] = {}
        """A topic's summary in a language as (sentence, its terms, its n-grams): filled by the answer's short line."""
        self.holding: dict[str, int] = {}
        """How many rulings hold each term anywhere (from ``covered``): filled by the answer's short line."""
        self._local = threading.local()
        self._stored: dict[int, tuple[str, str, str]] = {}
        self._own_words: dict[tuple[str, str], Counter] = {}
        self._grams: dict[str, Counter] = {}
        self._terms: dict[tuple[str, str], set[str]] = {}
        self._stored_terms: dict[str, dict[str, list[str]]] | None = None
        self._by_ruling: tuple[list[str], np.ndarray, np.ndarray] | None = None

    def closeness_by_ruling(self, closeness: list[np.ndarray]) -> dict[str, float]:
        """Each ruling's closest document over the given closenesses (each an array of every
        document's cosine to one vector, in the order of Meaning.ids; an example counts for its
        topic), in the order the documents first name the rulings: by numpy over a grouping of the
        documents by ruling made once per opened index, where a loop over the 4,930 documents' ids
        cost 0.5 ms of CPU a signal (tests/questions)."""
        if not closeness or self.meaning is None:
            return {}
        if self._by_ruling is None:
            groups: dict[str, list[int]] = {}
            for i, doc_id in enumerate(self.meaning.ids):
                rid = doc_id.split("#")[0]
                if rid in self.payloads:
                    groups.setdefault(rid, []).append(i)
            order = np.asarray([i for rows in groups.values() for i in rows], dtype=np.int64)
            starts = np.cumsum([0] + [len(rows) for rows in groups.values()][:-1]).astype(np.int64)
            self._by_ruling = (list(groups), order, starts)
        rulings, order, starts = self._by_ruling
        if not rulings:
            return {}
        best = closeness[0] if len(closeness) == 1 else np.maximum.reduce(closeness)
        best = np.maximum.reduceat(best[order], starts)
        return {rid: c for rid, c in zip(rulings, best.tolist()) if c > -1.0}

    def searcher(self):
        """This thread's whoosh searcher."""
        s = getattr(self._local, "searcher", None)
        if s is None:
            self._local.searcher = s = self.ix.searcher(weighting=self.weighting)
        return s

    def warm(self) -> int:
        """Read every term's scores now (about 2 s), so that no later question waits on the index
        file; returns how many terms. A server runs this in the background at start."""
        searcher = self.searcher()
        n = 0
        for field, vocabulary in self.vocabulary.items():
            for term in vocabulary:
                self.scores.get(searcher, field, term)
                n += 1
        return n

    def doc_frequency(self, field: str, term: str) -> int:
        """How many documents hold the term."""
        return len(self.scores.get(self.searcher(), field, term))

    def stored(self, doc: int) -> tuple[str, str, str]:
        """A document's (id, kind, topic), read once."""
        got = self._stored.get(doc)
        if got is None:
            f = self.searcher().stored_fields(doc)
            got = self._stored[doc] = (f["id"], f["kind"], f["topic"])
        return got

    def own_words(self, rid: str, lang: str) -> Counter:
        """A ruling's own words in ``lang`` (its title, summary and ways of asking), as n-gram counts."""
        key = (rid, lang)
        got = self._own_words.get(key)
        if got is None:
            p = self.payloads[rid]
            parts = [p["title"].get(lang, ""), p["answer"].get(lang, "")] + asked_texts(p, lang)
            got = self._own_words[key] = gram_counts(" ".join(parts))
        return got

    def grams_of(self, text: str) -> Counter:
        """A stored text's n-gram counts (a replay's match text, a way of asking), counted once."""
        got = self._grams.get(text)
        if got is None:
            got = self._grams[text] = gram_counts(text)
        return got

    def terms_of(self, text: str, lang: str) -> set[str]:
        """A stored text's terms (concepts: a way of asking, a summary sentence), read once: those the
        build analyzed (:data:`STORED_TERMS`) read from its file, the others analyzed now."""
        key = (text, lang)
        got = self._terms.get(key)
        if got is None:
            stored = self._stored_terms
            if stored is None:
                path = self.path / STORED_TERMS
                stored = self._stored_terms = _json(path) if path.exists() else {}
            concepts = stored.get(lang, {}).get(text)
            got = self._terms[key] = set(concepts if concepts is not None else self.analyzer.analyze(text, lang).concepts)
        return got

    def title(self, rid: str, lang: str) -> str:
        """A ruling's title in ``lang`` (English where it has none; the id of a ruling not in the index)."""
        p = self.payloads.get(rid)
        return (p["title"].get(lang) or p["title"]["en"]) if p else rid
