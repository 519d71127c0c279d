"""Reading a question into a query: cleaned, its language known, its terms found (concepts, words,
proper names, n-grams) with cheap typo tolerance, and its wording as n-gram counts.

Questions are never passed through whoosh's query parser: the query is built from analyzed terms,
so ``title:``, ``*`` or ``(`` in a question are just characters.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from judge.lang import LANGS
from judge.lang.text import detect_lang, simplified
from judge.index.analysis import stem
from judge.index.closeness import gram_counts
from judge.index.store import Store

MAX_QUESTION = 500
#: How close (rapidfuzz ratio) an unknown word must be to a term to be read as that term misspelt:
#: "retreet" is retreat (85.7); "weather" (83.3), "wager" and "bursting" (80) are not water and gust.
#: The dev and holdout sets score the same from 80 to 90; the real set's English top-3 drops at 86.
FUZZY = 84
#: A concept id with one of these prefixes is a card, attack or Ability named in the question.
NAMED_PREFIXES = ("card-", "pkmn-", "atk-", "abl-", "pwr-", "body-", "trait-")
#: The term of XY-regulation events: a question naming it asks about the regulation notice itself
#: (candidates.REGULATION_ASKED).
REGULATION_EVENTS = "xy-regulation"
#: A question asking whether a card can be played or used at all ("can I play Hugh if…", 「…を使うことは
#: できますか」, 「可以使用…吗」): the guides rule that by the card's kind (I-B-01, I-B-03: a Trainer
#: whose condition cannot be followed, or whose use would change nothing, cannot be played), so the
#: ranking reads the named card's kind topic apart for it (candidates.Features.card_kind_played).
ASKS_TO_PLAY = re.compile(r"\b(can|may|could) (i|you|we|he|she|they|my opponent)( still| even| ever)? (play|use)\b"
                          r"|\ballowed to (play|use)\b"
                          r"|(を|は)(使う|使用する|出す)こと(は|が)でき|を?使え(ます|る|ない)|使用でき|使ってもいい"
                          r"|(可以|能|能否|可否|可不可以)(使用|用|打出|使出)")


class BadQuestion(ValueError):
    """A question that cannot be asked (empty, too long): ``code`` names what is wrong."""

    def __init__(self, code: str, message: str):
        self.code = code
        super().__init__(message)


def clean_question(q: str) -> str:
    if q is None:
        raise BadQuestion("empty_question", "the question is empty")
    q = re.sub(r"[\x00-\x08\x0b-\x1f\x7f]", " ", str(q)).strip()
    if not q:
        raise BadQuestion("empty_question", "the question is empty")
    if len(q) > MAX_QUESTION:
        raise BadQuestion("question_too_long", f"the question has {len(q)} characters; at most {MAX_QUESTION} are read")
    return q


def named(concept: str) -> bool:
    """Whether a concept is a card, attack or Ability (not a rule term)."""
    return concept.startswith(NAMED_PREFIXES)


@dataclass
class Query:
    """A question as the search reads it."""

    text: str
    """The question as searched: cleaned, and in Simplified Chinese for a Chinese question."""
    lang: str
    """The question's language (given, or detected)."""
    concepts: list[str]
    """The terms found in the question (the dictionary's, and those it holds misspelt), in order."""
    words: list[str]
    """Its words (Japanese normalized forms, Chinese words, English stems)."""
    names: list[str]
    """Proper names no dictionary knows (a katakana card name), not among its words."""
    grams: list[str]
    """Its character n-grams as index terms."""
    wording: Counter
    """Its character n-gram counts (every wording comparison reads them)."""

    @property
    def about_regulation_events(self) -> bool:
        """Whether the question asks about XY-regulation events (REGULATION_EVENTS)."""
        return REGULATION_EVENTS in self.concepts

    @property
    def asks_to_play(self) -> bool:
        """Whether the question asks if a card can be played or used at all (asks_to_play)."""
        return asks_to_play(self.text)


def asks_to_play(text: str) -> bool:
    """Whether a question asks if a card can be played or used at all (ASKS_TO_PLAY)."""
    return ASKS_TO_PLAY.search(text.lower()) is not None


def read(store: Store, q: str, lang: str | None = None) -> Query:
    """The query of a question (:class:`BadQuestion` when it cannot be asked); ``lang`` is detected
    when it is not one of LANGS."""
    q = clean_question(q)
    lang = lang if lang in LANGS else detect_lang(q)
    if lang == "zh":
        q = simplified(q)
    concepts, words, names, grams = terms(store, q, lang)
    return Query(q, lang, concepts, words, names, grams, gram_counts(q))


def terms(store: Store, q: str, lang: str) -> tuple[list[str], list[str], list[str], list[str]]:
    """A question's concepts, words, unknown proper names and n-grams, each once, in order; the
    concepts with the terms it holds misspelt."""
    t = store.analyzer.analyze(q, lang)
    concepts = list(dict.fromkeys(t.concepts))
    words = list(dict.fromkeys(t.words))
    names = [w for w in dict.fromkeys(t.names) if w not in words]
    concepts += [c for c in misspelt(store, t.leftover, set(t.names), lang) if c not in concepts]
    return concepts, words, names, list(dict.fromkeys(t.grams))


def misspelt(store: Store, leftover: str, names: set[str], lang: str) -> list[str]:
    """Cheap typo tolerance: the terms a question holds misspelt, in the text the dictionary left
    unmatched. A Chinese run the index never saw may hold a term one character off ("撤推" for
    撤退); a word the index never saw may be a term misspelt ("retreet", "こだわりメッド"), an English
    one read by its stem ("using" is "us"). A name ("Wager", "Colress", a katakana card name: the
    analyzer's ``names``) is no misspelt term."""
    found: list[str] = []
    if lang == "zh":
        for run in re.findall(r"[\u4e00-\u9fff]{2,}", leftover):
            if run not in store.vocabulary["words"]:
                found += [c for c in store.terms.near(run) if c not in found]

    def known(w: str) -> bool:
        return any(x in store.vocabulary[f] for f in ("words", "lead_words") for x in (w, stem(w)))

    unknown = [w for w in re.findall(r"[a-z]{5,}|[\u3041-\u3096ー]{4,}", leftover)
               if not known(w) and stem(w) not in names and w not in names]
    if unknown and store.fuzzy_forms:
        # rapidfuzz is loaded lazily, on purpose: only a question with a word the index never saw needs it.
        from rapidfuzz import fuzz, process

        for w in unknown:
            hit = process.extractOne(w, store.fuzzy_forms, scorer=fuzz.ratio, score_cutoff=FUZZY)
            if hit and store.terms.forms[hit[0]] not in found:
                found.append(store.terms.forms[hit[0]])
    return found
