"""Gathering a question's candidates from each signal, with every feature the ranking reads.

A signal scores the rulings it finds for a question; its best few join the candidates (:data:`SIGNALS`,
in order). Each candidate then carries its features (:class:`Features`): each signal's score and the
re-ranking's measures, as plain numbers, so that the ranking (judge/search/rank.py) is a function of
the features and named weights, and a fitted weight vector can take the hand weights' place. To add
a signal: a function giving its :class:`Scored`, an entry in SIGNALS, a field in Features (filled in
:func:`features`) and its weight in rank.WEIGHTS.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Callable

from judge.cards.evidence import printed_texts, triggered
from judge.index.closeness import cosine
from judge.search.question import Question, named
from judge.index.store import Store

# BOOST, NAMED, NAME, REGULATION_ASKED, the document-frequency limits and the candidate
# counts were set by hand: no measurement of them is recorded (COVER_NAME's and MEANING_CANDIDATES'
# are, below).

#: How much a match in each field counts.
BOOST = {"lead_concepts": 4.0, "lead_words": 2.0, "concepts": 2.0, "words": 1.0, "grams": 0.25}
#: A card, attack or Ability named in the question points at the rulings that name it.
NAMED = 3.0
#: Weight of a proper name no dictionary knows (a katakana card name): it points at the rulings
#: that print it, but less than the rule words around it.
NAME = 0.5
#: An n-gram found in more documents than this is left out of the word query.
MAX_GRAM_DF = 10
#: A term found in more documents than this (ポケモン, damage) is too common to rank by.
MAX_TERM_DF = 300
#: A question about XY-regulation events (question.REGULATION_EVENTS) wants the notice first: its word
#: score counts this much more. (How much the guides come before the notice and the overview
#: otherwise is fitted: Features.regulation and Features.secondary. Their word scores had been
#: weighed 0.75 and 0.6 by hand as well; without that, cross-validated by source, top-1 368 → 373
#: of 442 in a run of the ranking's conditional logit alone.)
REGULATION_ASKED = 1.5
#: How many rulings join the candidates for their words.
CANDIDATES = 15
#: How many rulings join the candidates for being asked most like the question.
NEAR_CANDIDATES = 3
#: How many rulings join the candidates for being closest in meaning. Set by hand; measured since by
#: scripts/fit_ranking.py's cross-validation by source: 5 gives top-1 375 of 442 and 263 high; 10 gives
#: 373 and 244 (the rulings the training questions expect are already among the candidates of all but 5).
MEANING_CANDIDATES = 5
#: How many rulings join the candidates for being triggered by the wording of a card the question
#: names (set by hand, not measured: a card's text triggers one to four Part II topics).
CARD_CANDIDATES = 4
#: How many rulings join the candidates for being closest in meaning to the printed text of a card
#: the question names. Cross-validated by source (scripts/fit_ranking.py, of 442: top-1 / exact /
#: high, then tests/real's high and right by a bar chosen without the question's source): 0 gives
#: 375 / 351 / 261, 0.424 / 0.947; 3 gives 375 / 352 / 264, 0.407 / 0.972.
CARD_MEANING_CANDIDATES = 3
#: The printed texts of at most this many of the cards a question names are compared in meaning
#: (one: 374 / 351 / 267, 0.429 / 0.947, as above).
CARD_TEXTS = 2
#: The part of the guides on how card texts read (its rulings' ids begin so); the rest rule the game in general.
CARD_TEXT_PART = "II-"
#: What a card, attack or Ability name counts in the share of the question's terms a ruling holds
#: (Features.cover), beside a rule term's 1: it already weighs in the word score (NAMED), and counted
#: in full it lets a FAQ that names the question's card outrank the topic that rules the point asked,
#: when the FAQ rules another point about that card. Measured on tests/questions, tests/real,
#: tests/forum and tests/beginner (top-1): 1.0 gives 155 / 139 / 44 / 33; 0.5 gives 155 / 141 / 44 / 33
#: (real ja 102 → 104); 0.75 keeps neither real gain and 0.6 one; 0.4 and 0.25 lose one on
#: tests/questions, 0 loses three.
COVER_NAME = 0.5


@dataclass
class Scored:
    """What one signal found for a question."""

    scores: dict[str, float]
    """Every ruling it finds, with its score (a ruling it does not find scores 0)."""
    best: list[str]
    """Its best rulings, best first: those that join the candidates."""

    def parts(self, rid: str) -> dict[str, float]:
        """A ruling's score broken into its parts (none for a signal of one part)."""
        return {}


@dataclass
class WordsScored(Scored):
    """What the words signal found: the index's BM25F score of each ruling's best document (its own,
    or one of its examples), summed over the question's terms."""

    clauses: list[tuple[str, str, float]] = field(default_factory=list)
    """(field, term, boost) of each term of the word query the index scores."""
    kinds: list[str] = field(default_factory=list)
    """Each clause's kind of term: its field, with ``named`` (a card, attack or Ability) or ``names``
    (a proper name no dictionary knows) in place of ``concepts`` or ``words``."""
    docs: dict[str, int] = field(default_factory=dict)
    """The document that gave each ruling its score."""
    store: Store | None = field(default=None, repr=False, compare=False)

    def parts(self, rid: str) -> dict[str, float]:
        """The ruling's BM25F per kind of term (unboosted, before its authority weighs): what a
        fitted model weighs in place of BOOST, NAMED and NAME. Read on demand (the ranking does not)."""
        doc = self.docs.get(rid)
        if doc is None or self.store is None:
            return {}
        searcher = self.store.searcher()
        out: dict[str, float] = {}
        for (f, term, _), kind in zip(self.clauses, self.kinds):
            postings = self.store.scores.get(searcher, f, term)
            i = bisect_left(postings.docs, doc)
            if i < len(postings) and postings.docs[i] == doc:
                out[kind] = out.get(kind, 0.0) + postings.scores[i]
        return out


@dataclass(slots=True)
class Features:
    """What the ranking's combined score reads of one candidate, each a number (rank.WEIGHTS weighs
    each; a fitted weight vector can take their place). In this order the score adds them up."""

    words: float = 0.0
    """Its word score (the words signal) as a share of the best candidate's."""
    lead: float = 0.0
    """How much of the question's wording its own title, summary and ways of asking share, in the
    question's language (character n-gram cosine)."""
    asked: float = 0.0
    """How close the nearest way it is asked (a topic's asks, a FAQ's question) is to the question."""
    cover: float = 0.0
    """The share of the question's terms it holds anywhere (a name counts COVER_NAME)."""
    meaning: float = 0.0
    """How close in meaning its closest text (its examples' included) is to the question, as the
    cosine minus the best cosine of any ruling (0 for the closest, negative below; 0 without meaning)."""
    meaning_topic: float = 0.0
    """The same for the closest text of its whole topic (the topic, its FAQs and examples)."""
    card_meaning: float = 0.0
    """How close in meaning its closest text is to the printed text of a card the question names,
    as ``meaning`` is to the question (0 without such a card, or without meaning): the guides rule
    card wording, and a question names the card, not its wording."""
    card_phrase: float = 0.0
    """How much the wording of a card the question names triggers its topic (judge/cards/evidence.py:
    the share of the name's cards whose text prints one of the topic's phrases; 0 without a card)."""
    card_kind: float = 0.0
    """The same for a Part I topic ruling the named card's kind (a Supporter → I-B-03)."""
    card_kind_played: float = 0.0
    """card_kind again when the question asks whether the card can be played or used at all
    (question.ASKS_TO_PLAY), which its kind's topic rules; 0 otherwise."""
    general_rule: float = 0.0
    """1 for a ruling on the game's general rules (Part I of the guides, the regulation notice, the
    overview: all but Part II, how card texts read) when the question names no card, attack or
    Ability, 0 otherwise: a question naming none asks the general rules more often. Cross-validated
    by source (scripts/fit_ranking.py, top-1 / exact of 442): 360 / 335 without it; 370 / 344 with
    Part I alone, but the overview's answers (Special Conditions at once, deck building) then came
    second with a sure Part I topic first, and high fell to 0.03 of tests/real; 369 / 343 as it is."""
    faq: float = 0.0
    """1 for a FAQ, 0 for a topic."""
    regulation: float = 0.0
    """1 for a ruling of the XY-regulation notice, 0 otherwise."""
    secondary: float = 0.0
    """1 for a ruling of the overview (a fan's, not the publisher's), 0 otherwise. Fitted apart from
    ``regulation`` (one feature for both: top-1 373 against 375, cross-validated as above)."""


@dataclass(slots=True)
class Candidate:
    """A ruling the signals brought for a question, with its features."""

    id: str
    kind: str
    """``topic`` or ``faq``."""
    topic: str
    """Its topic (itself, for a topic)."""
    authority: str
    """``official`` (the guides), ``regulation`` (the XY-regulation notice) or ``secondary`` (the overview)."""
    features: Features


@dataclass(frozen=True)
class Signal:
    """A way of finding rulings for a question."""

    name: str
    """Its name, the key of what it found (Found.scored) and of its feature."""
    find: Callable[[Store, Question, int], Scored]
    """What it finds for a question, its best ``joins`` first."""
    joins: int
    """How many of its best rulings join the candidates (those not there already)."""
    required: bool = False
    """A question it finds nothing for has no candidates at all."""


def by_words(store: Store, question: Question, joins: int) -> WordsScored:
    """The words signal: BM25F of the question's terms in each field (BOOST; a named card NAMED, an unknown
    name NAME; terms too common or unknown left out), a ruling's best document (the notice's weighed
    REGULATION_ASKED when the question asks about its events); examples count for their topic. Its
    best: by score, the index's order between equals."""
    searcher = store.searcher()
    clauses: list[tuple[str, str, float]] = []
    kinds: list[str] = []

    def add(f: str, term: str, boost: float, kind: str, most: int = MAX_TERM_DF) -> None:
        if 0 < len(store.scores.get(searcher, f, term)) <= most:
            clauses.append((f, term, boost))
            kinds.append(kind)

    for f in ("lead_concepts", "concepts"):
        for c in question.concepts:
            add(f, c, BOOST[f] * (NAMED if named(c) else 1.0), f.replace("concepts", "named") if named(c) else f)
    for f in ("lead_words", "words"):
        for w in question.words:
            add(f, w, BOOST[f], f)
    for f in ("lead_words", "words"):
        for w in question.names:
            add(f, w, BOOST[f] * NAME, f.replace("words", "names"))
    # Only the rarer n-grams: they carry the typo tolerance; common ones cost much and say little.
    for g in question.grams:
        add("grams", g, BOOST["grams"], "grams", MAX_GRAM_DF)
    if not clauses:
        return WordsScored({}, [])
    weight = {"regulation": REGULATION_ASKED} if question.about_regulation_events else {}
    best: dict[str, float] = {}
    docs: dict[str, int] = {}
    for doc, score in store.scores.top(searcher, clauses, store.documents):
        rid, kind, topic = store.stored(doc)
        rid = topic if kind == "example" else rid
        score *= weight.get(store.payloads[rid]["authority"], 1.0)
        if score > best.get(rid, 0):
            best[rid], docs[rid] = score, doc
    ranked = sorted(best.items(), key=lambda kv: -kv[1])[:joins]
    return WordsScored(best, [rid for rid, _ in ranked], clauses, kinds, docs, store)


def by_asking(store: Store, question: Question, joins: int) -> Scored:
    """The asking signal: each ruling's nearest way of asking (n-gram cosine). Its best: by closeness,
    then by id."""
    near = store.asked.nearest(question.wording, question.lang)
    return Scored(near, heapq.nlargest(joins, near, key=lambda rid: (near[rid], rid)))


def closest(store: Store, closeness: list, joins: int) -> Scored:
    """A meaning signal's finding: each ruling's closest document over the given closenesses (each
    document's cosine to one vector, as Meaning.document_closeness gives them; an example counts for
    its topic: Store.closeness_by_ruling). Its best: by closeness, then by id."""
    close = store.closeness_by_ruling(closeness)
    return Scored(close, heapq.nlargest(joins, close, key=lambda rid: (close[rid], rid)))


def by_meaning(store: Store, question: Question, joins: int) -> Scored:
    """The meaning signal: each ruling's closest text to the question in meaning (e5 cosine; an
    example counts for its topic). Nothing without vectors."""
    meaning = store.meaning
    return closest(store, [question.in_meaning(meaning)] if meaning is not None and meaning.ids else [], joins)


def card_texts(question: Question) -> list[str]:
    """The printed texts of the cards the question names (CARD_TEXTS at most; a name's first card),
    in the question's language where the card table has it, else in English or Japanese."""
    texts: list[str] = []
    for concept in question.concepts:
        if named(concept) and len(texts) < CARD_TEXTS:
            printed = printed_texts(concept)
            text = printed.get(question.lang) or printed.get("en") or printed.get("ja")
            if text and text not in texts:
                texts.append(text)
    return texts


def by_card_meaning(store: Store, question: Question, joins: int) -> Scored:
    """The card-meaning signal: each ruling's closest text (e5 cosine, as the meaning signal) to the
    printed text of a card the question names, the closer of two cards'. The texts' vectors are kept
    at build time; nothing without them."""
    meaning = store.meaning
    vectors = [meaning.printed(t) for t in card_texts(question)] if meaning is not None else []
    return closest(store, [meaning.document_closeness(v) for v in vectors if v is not None] if meaning is not None and meaning.ids else [], joins)


def by_card(store: Store, question: Question, joins: int) -> Scored:
    """The card signal: the topics the wording of each card, attack or Ability the question names
    triggers (its Part II phrases; its kind's Part I topic counts half). Its best: by that, then by id."""
    found: dict[str, float] = {}
    for concept in question.concepts:
        if named(concept):
            t = triggered(concept)
            for topic, share in [*t.phrase.items(), *((k, v / 2) for k, v in t.kind.items())]:
                if topic in store.payloads:
                    found[topic] = max(found.get(topic, 0.0), share)
    return Scored(found, heapq.nlargest(joins, found, key=lambda rid: (found[rid], rid)))


#: The signals, in order: the words signal's best CANDIDATES, then the rulings asked most like the
#: question (NEAR_CANDIDATES), even when their words score low, then the closest in meaning (MEANING_CANDIDATES), then those the wording of a named card triggers
#: (CARD_CANDIDATES).
SIGNALS: tuple[Signal, ...] = (
    Signal("words", by_words, CANDIDATES, required=True),
    Signal("asked", by_asking, NEAR_CANDIDATES),
    Signal("meaning", by_meaning, MEANING_CANDIDATES),
    Signal("card", by_card, CARD_CANDIDATES),
    Signal("card_meaning", by_card_meaning, CARD_MEANING_CANDIDATES),
)
#: The signals that read the meaning vectors: left out together where the words alone are asked.
MEANING_SIGNALS = ("meaning", "card_meaning")


@dataclass
class Gathered:
    """A question's candidates and what each signal found."""

    candidates: list[Candidate]
    """In the order they joined."""
    scored: dict[str, Scored]
    """By signal name."""


def gather(store: Store, question: Question, without: tuple[str, ...] = (), scored: dict[str, Scored] | None = None) -> Gathered:
    """Every signal's best rulings, as candidates with their features (none when a required signal
    finds nothing: a question with no term the index knows); the signals named in ``without`` left
    out (their features 0); those already in ``scored`` (an earlier gathering's) not asked again."""
    earlier, scored = scored or {}, {}
    chosen: list[str] = []
    for signal in SIGNALS:
        if signal.name in without:
            continue
        found = earlier.get(signal.name) or signal.find(store, question, signal.joins)
        if signal.required and not found.scores:
            return Gathered([], {})
        scored[signal.name] = found
        seen = set(chosen)
        chosen += [rid for rid in found.best if rid not in seen]
    return Gathered([Candidate(rid, store.payloads[rid]["kind"], store.payloads[rid]["topic"], store.payloads[rid]["authority"], f)
                     for rid, f in zip(chosen, features(store, question, chosen, scored))], scored)


def features(store: Store, question: Question, chosen: list[str], scored: dict[str, Scored]) -> list[Features]:
    """The chosen rulings' features."""
    if not chosen:
        return []
    words, asked = scored["words"].scores, scored["asked"].scores
    top = max(words.get(rid, 0.0) for rid in chosen) or 1.0
    counts = {c: COVER_NAME if named(c) else 1.0 for c in question.concepts}
    whole = sum(counts.values()) or 1.0
    close = scored["meaning"].scores if "meaning" in scored else {}
    best = max(close.values(), default=0.0)
    by_topic: dict[str, float] = {}
    for rid, c in close.items():
        t = store.payloads[rid]["topic"]
        by_topic[t] = max(by_topic.get(t, -1.0), c)
    cards = scored["card"].scores if "card" in scored else {}
    card_close = scored["card_meaning"].scores if "card_meaning" in scored else {}
    card_best = max(card_close.values(), default=0.0)
    plays = question.asks_to_play
    no_card = not question.names_a_card
    out = []
    for rid in chosen:
        held, p = store.covered.get(rid, ()), store.payloads[rid]
        card = cards.get(p["topic"], 0.0)
        part_one = p["topic"].startswith("I-")
        out.append(Features(words=words.get(rid, 0.0) / top, lead=cosine(question.wording, store.own_words(rid, question.lang)),
                            asked=asked.get(rid, 0.0), cover=sum(w for c, w in counts.items() if c in held) / whole,
                            meaning=close.get(rid, best) - best, meaning_topic=by_topic.get(p["topic"], best) - best,
                            card_meaning=card_close.get(rid, card_best) - card_best,
                            card_phrase=0.0 if part_one else card, card_kind=2 * card if part_one else 0.0,
                            card_kind_played=2 * card if part_one and plays else 0.0,
                            general_rule=float(no_card and not p["topic"].startswith(CARD_TEXT_PART)),
                            faq=float(p["kind"] == "faq"), regulation=float(p["authority"] == "regulation"),
                            secondary=float(p["authority"] == "secondary")))
    return out
