"""Reading a question, once: the first stage of an answer, and the only one that reads its words.

:func:`read` makes a :class:`Question` of what is asked: cleaned, its language and script known, its
terms found (concepts, words, proper names, n-grams) with cheap typo tolerance, its wording as n-gram
counts, and how it asks (:class:`Asking`: negated or not, which way round, whether it asks which or
how many, the counts it names…). Every later stage reads that object and never the question's
text; the text itself is read here only, for the sentence encoder (:meth:`Question.in_meaning`) and
for the cards it names (:meth:`Question.cards_named`), both on demand.

The same patterns read a stored text (a way of asking, a FAQ's question, a statement) when a stage
compares the question with it: :func:`asking` reads any text, once per text and language.

Questions are never passed through whoosh's query parser: the query is built from analyzed terms,
so ``title:``, ``*`` or ``(`` in a question are just characters.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from judge.cards.lookup import in_question
from judge.cards.named import named as named_cards
from judge.index.analysis import stem
from judge.index.closeness import gram_counts
from judge.index.store import Store
from judge.lang import LANGS
from judge.lang.text import detect_lang, fold, is_traditional, simplified

MAX_QUESTION = 500
#: How close (rapidfuzz ratio) an unknown word must be to a term to be read as that term misspelt:
#: "retreet" is retreat (85.7); "weather" (83.3), "wager" and "bursting" (80) are not water and gust.
#: The dev and holdout sets score the same from 80 to 90; the real set's English top-3 drops at 86.
FUZZY = 84
#: A concept id with one of these prefixes is a card, attack or Ability named in the question.
NAMED_PREFIXES = ("card-", "pkmn-", "atk-", "abl-", "pwr-", "body-", "trait-")
#: The kind of thing a named attack or Ability is, by its concept's prefix: a question naming one
#: speaks of an attack or an Ability whether or not it says so. Japanese and Chinese mostly say so
#: (特性「てんねん」, 招式「金属武装」); English mostly does not ("Bibarel with Unaware", "uses Metal Arms").
NAMED_KINDS = {"atk-": "attack", "abl-": "ability", "pwr-": "ability", "body-": "ability"}
#: The term of XY-regulation events: a question naming it asks about the regulation notice itself
#: (candidates.REGULATION_ASKED).
REGULATION_EVENTS = "xy-regulation"

# --- the patterns that read how a text asks -----------------------------------------------------

#: A question asking whether a card can be played or used at all ("can I play Hugh if…", 「…を使うことは
#: できますか」, 「可以使用…吗」): the guides rule that by the card's kind (I-B-01, I-B-03: a Trainer
#: whose condition cannot be followed, or whose use would change nothing, cannot be played), so the
#: ranking reads the named card's kind topic apart for it (candidates.Features.card_kind_played).
ASKS_TO_PLAY = re.compile(r"\b(can|may|could) (i|you|we|he|she|they|my opponent)( still| even| ever)? (play|use)\b"
                          r"|\ballowed to (play|use)\b"
                          r"|(を|は)(使う|使用する|出す)こと(は|が)でき|を?使え(ます|る|ない)|使用でき|使ってもいい"
                          r"|(可以|能|能否|可否|可不可以)(使用|用|打出|使出)")
#: A question asking what a game term is or how a basic step goes ("what is Weakness?", 「特性とは？」,
#: 「昏厥是什么意思」, "how many cards in a deck?", 何枚, 多少张): read by rank.defining_first.
ASKS_WHAT = re.compile(r"^(what|what's|whats)\s+(is|are|does|do|happens)\b|^(what's|whats)\s|\bmeans?\b|^how (do|does|can|many|much) "
                       r"|(?<!こ)とは[、,]?\s*(なに|なん|何|どう)|って(何|なに|なん)|の意味|是什么|什么意思|是指|怎么"
                       r"|何(枚|匹|個|回)|(多少|几)(张|只|个|次)")
#: Words that turn a question round ("can't", できない, 不能, "too late?" for "can I still?"): a
#: verdict is given only when the question and the way of asking it agree.
NEGATION = {"en": re.compile(r"\b(not|no|never|can't|cannot|don't|doesn't|isn't|won't|without|too late)\b|n't\b"),
            "ja": re.compile(r"ない|ません|ず[にで]|なし|手遅れ"),
            "zh": re.compile(r"不|没|无法|未|太晚")}
#: A question offering alternatives asks which of them, not yes or no ("is recoil damage or an effect?").
ALTERNATIVES = {"en": re.compile(r"\w \bor\b (an? |the )?\w+[^.?]*\?\s*$"),
                "ja": re.compile(r"それとも|[？?].+[？?]\s*$"),
                "zh": re.compile(r"还是")}
#: Where a question's asking clause begins: after the last clause break before its first question mark.
CLAUSE_BREAK = re.compile(r"[、，,。.;；:：]")
#: A state asked about from either end: "is it still Poisoned?" against "is the Poison removed?"
#: (the same point, opposite answers, and no negation word to tell). Read in the asking clause.
STAYS = {"en": re.compile(r"\b(still|remain|remains|stay|stays|keep|keeps)\b"),
         "ja": re.compile(r"まだ|残る|残ります|残って|そのまま|続く"),
         "zh": re.compile(r"仍|依然|还在|继续|保持")}
ENDS = {"en": re.compile(r"\b(removed?|go(es)? away|go(es)? too|gone|recover(s|ed)?|cured?|wears? off|disappears?|discarded)\b"
                        r"|(?<!the )\bend(s|ed)?\b(?! of)"),  # "do they end?", not "the end of the turn"
        "ja": re.compile(r"なくなる|なくなり|回復|治る|治り|消える|消え|取り除"),
        "zh": re.compile(r"消失|消除|解除|恢复|去除|移除|治好")}
#: A question asking which, who, when, where, why or how many (its asking clause, up to its first
#: yes/no ending): a yes or no does not answer it ("how many Prizes for an ex?": not "yes").
#: 何枚でも and 何回でも ("any number of") ask yes or no.
ASKS_WHICH = {"en": re.compile(r"^\s*(how|who|whose|which|what|where|why)\b|\bhow (many|much)\b"
                              # "when does it end?" asks when; "when my Pokémon is Knocked Out, do …?" asks yes
                              # or no of that case, unless it goes on to ask what, who … of it
                              r"|^\s*when\s+(do|does|did|is|are|was|were|can|could|will|would|should|shall|may|must|has|have)\b"
                              r"|^\s*when\b.*\b(how|who|whose|which|what|where|why)\b"),
              "ja": re.compile(r"何(枚|匹|個|回|点|番目)(?!でも|も)|いくつ|だれ|誰|どっち|どちら|どれ|いつ|どこ|どう(なる|なり|する|すれ|やって)|なぜ"),
              "zh": re.compile(r"几(张|只|个|次|点)|多少|谁|哪(个|只|张|一|些|里|边)|什么时候|怎么办|怎么(处理|算|样)|怎样|为什么|如何")}
#: Words a question says "only" with ("can I only play one?"): asked so, a point is asked the other way round.
#: "Just" before what was done is "recently" ("a Pokémon I just played"), not "only".
ONLY = {"en": re.compile(r"\bonly\b|\bjust\b(?! (played|benched|evolved|put|attached|came|used|drew|drawn|got|been|retreated)\b)"),
        "ja": re.compile(r"だけ|のみ|しか"),
        "zh": re.compile(r"(?<![一二两三四五六七八九十几多每\d])只|仅")}  # 只 after a number counts Pokémon (一只)
#: Words that forbid: "is it banned?" asks "can I use it?" the other way round, as a negation does.
BANNED = {"en": re.compile(r"\b(ban|banned|forbidden|illegal|prohibited)\b"), "ja": re.compile(r"禁止|禁じ"), "zh": re.compile(r"禁")}
#: A count a text names: digits (not a version's, "3.1"), a Japanese or Chinese numeral before a
#: counter (两张, 二枚, 两次; not 一回合, "a turn"), an English number word.
#: Asking how many (or how often): answered by a line that names a count.
HOW_MANY = {"en": re.compile(r"\bhow (many|often|much)\b", re.I), "ja": re.compile(r"何(枚|匹|個|回|点)|いくつ"),
            "zh": re.compile(r"几(张|只|个|次|点)|多少")}
COUNT = re.compile(r"(?<![\d.])\d+(?![\d.])|[一二两三四五六](?=[张枚只匹个次個つ]|回(?!合))|\b(?:one|two|three|once|twice)\b", re.IGNORECASE)
COUNT_WORDS = {"一": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6",
               "one": "1", "once": "1", "two": "2", "twice": "2", "three": "3"}
#: The question's own longer words, marked in the passages beside its terms' forms (answer.mark_forms).
OWN_WORDS = re.compile(r"[A-Za-z]{4,}|[\u30a0-\u30ff\u3041-\u3096\u4e00-\u9fff]{2,}")


class BadQuestion(ValueError):
    """A question that cannot be asked (empty, too long): ``code`` names what is wrong."""

    def __init__(self, code: str, message: str):
        self.code = code
        super().__init__(message)


@dataclass(frozen=True)
class Asking:
    """How a text asks, read by the patterns above: the question's, or a stored text's it is compared
    with (:func:`asking`)."""

    lang: str
    """The language the patterns were read in."""
    negated: bool
    """It says a negation (NEGATION) anywhere."""
    banned: bool
    """It says a word that forbids (BANNED)."""
    only: bool
    """It says "only" (ONLY)."""
    stays: bool
    """It asks whether a state stays (STAYS), anywhere in it."""
    ends: bool
    """It asks whether a state ends (ENDS), anywhere in it."""
    clause_negated: bool
    """Its asking clause (asking_clause) says a negation."""
    clause_stays: bool
    """Its asking clause asks whether a state stays."""
    clause_ends: bool
    """Its asking clause asks whether a state ends."""
    asks_which: bool
    """It asks which, who, when, where, why or how many, not yes or no (ASKS_WHICH)."""
    alternatives: bool
    """It offers alternatives (ALTERNATIVES): it asks which of them."""
    counts: frozenset[str]
    """The counts it names, as digits (COUNT)."""
    how_many: bool = False
    """It asks how many or how often (HOW_MANY)."""

    @property
    def flipped(self) -> bool:
        """Asked the other way round: negated, or forbidding, but not both ("isn't it banned?")."""
        return self.negated != self.banned


@lru_cache(maxsize=8192)
def asking(text: str, lang: str) -> Asking:
    """How a text asks (its patterns read once per text and language)."""
    folded, clause = fold(text), fold(asking_clause(text))
    first = re.split(r"吗|[?？]", text, maxsplit=1)[0]  # "能打吗，打多少": asks yes or no first
    return Asking(lang, negated=bool(NEGATION[lang].search(folded)), banned=bool(BANNED[lang].search(folded)),
                  only=bool(ONLY[lang].search(folded)), stays=bool(STAYS[lang].search(folded)), ends=bool(ENDS[lang].search(folded)),
                  clause_negated=bool(NEGATION[lang].search(clause)), clause_stays=bool(STAYS[lang].search(clause)),
                  clause_ends=bool(ENDS[lang].search(clause)),
                  asks_which=bool(ASKS_WHICH[lang].search(fold(asking_clause(first)))),
                  alternatives=bool(ALTERNATIVES[lang].search(folded)), counts=numbers(text),
                  how_many=bool(HOW_MANY[lang].search(folded)))


@dataclass(frozen=True)
class Question:
    """A question as the search reads it: everything a later stage needs of it, read once."""

    lang: str
    """The question's language (given, or detected)."""
    traditional: bool
    """Asked in Traditional Chinese (the answer is given in Traditional then)."""
    concepts: tuple[str, ...]
    """The terms found in the question (the dictionary's, and those it holds misspelt), in order."""
    words: tuple[str, ...]
    """Its words (Japanese normalized forms, Chinese words, English stems)."""
    names: tuple[str, ...]
    """Proper names no dictionary knows (a katakana card name), not among its words."""
    grams: tuple[str, ...]
    """Its character n-grams as index terms."""
    wording: Counter
    """Its character n-gram counts (every wording comparison reads them)."""
    written_terms: frozenset[str]
    """The terms its words hold as they stand (no typo tolerance): a run of Chinese one character off
    a term ("使用两张") asks nothing more."""
    clause_terms: frozenset[str]
    """The terms of its asking clause (asking_clause)."""
    asking: Asking
    """How it asks."""
    off_topic: tuple[str, ...]
    """The kinds of off-topic words it names (index/off-topic.yaml: other-game, prices-and-collecting…)."""
    asks_to_play: bool
    """It asks whether a card can be played or used at all (ASKS_TO_PLAY)."""
    asks_what: bool
    """It is worded as asking what a game term is or how a basic step goes (ASKS_WHAT)."""
    length: int
    """How many characters it has, as searched."""
    own_words: tuple[str, ...]
    """Its own longer words (OWN_WORDS), marked in the passages."""
    _text: str = field(repr=False)
    """The question as searched: cleaned, and in Simplified Chinese for a Chinese question. Read only
    by this module's methods."""
    _asked: str = field(repr=False)
    """The question as it was asked (cleaned): the card names it writes are looked up as written."""
    reading: str | None = None
    """How its vector is read for meaning (``e5`` or ``static``; None: as the index reads questions,
    judge.index.meaning.Meaning.reading). A first pass by the static table reads it again by e5 where
    the ranking is in doubt (judge/search/pipeline.py, with_meaning)."""

    @property
    def about_regulation_events(self) -> bool:
        """Whether the question asks about XY-regulation events (REGULATION_EVENTS)."""
        return REGULATION_EVENTS in self.concepts

    @property
    def names_a_card(self) -> bool:
        """Whether it names a card, attack or Ability the dictionary knows."""
        return any(named(c) for c in self.concepts)

    def meant(self, meaning):
        """The question's vector (judge.index.meaning.Meaning.question: embedded once, kept in the
        encoder's cache of recent questions): the one reading of its text for meaning."""
        return meaning.question(self._text, self.reading)

    def in_meaning(self, meaning):
        """Each document's closeness in meaning to the question, an array in the order of the
        documents (Meaning.document_closeness)."""
        return meaning.document_closeness(self.meant(meaning))

    def points_in_meaning(self, meaning, point_ids: list[str]) -> dict[str, float]:
        """Each point's closeness in meaning to the question (Meaning.point_closeness)."""
        return meaning.point_closeness(self.meant(meaning), point_ids)

    def points_in_bank(self, meaning, point_ids: list[str], nearest: int, leave_out: frozenset[str] = frozenset()) -> dict[str, float]:
        """Each point's closeness to the question through the bank's questions (Meaning.bank_closeness)."""
        return meaning.bank_closeness(self.meant(meaning), point_ids, nearest, leave_out)

    def cards_named(self) -> list[dict]:
        """The cards the question names, as ``judge card --json`` gives them, their text in its language."""
        return in_question(self._asked, self.lang)


def clean_question(q: str) -> str:
    if q is None:
        raise BadQuestion("empty_question", "the question is empty")
    q = re.sub(r"[\x00-\x08\x0b-\x1f\x7f]", " ", str(q)).strip()
    if not q:
        raise BadQuestion("empty_question", "the question is empty")
    if len(q) > MAX_QUESTION:
        raise BadQuestion("question_too_long", f"the question has {len(q)} characters; at most {MAX_QUESTION} are read")
    return q


def cut_question(q: str) -> tuple[str, int | None]:
    """A question as the web and ``judge ask`` read it: at most :data:`MAX_QUESTION` characters (a
    longer one is cut there, not refused); with the length it had when it was longer (else None)."""
    q = (q or "").strip()
    if len(q) > MAX_QUESTION:
        return q[:MAX_QUESTION].strip(), len(q)
    return q, None


def cut_note(length: int) -> dict:
    """The ``note`` an answer to a question cut from ``length`` characters carries."""
    return {"code": "question_cut", "characters": length, "read": MAX_QUESTION,
            "message": f"the question has {length} characters; only the first {MAX_QUESTION} were read"}


def asks_to_play(text: str) -> bool:
    """Whether a text asks if a card can be played or used at all (ASKS_TO_PLAY)."""
    return ASKS_TO_PLAY.search(text.lower()) is not None


def named(concept: str) -> bool:
    """Whether a concept is a card, attack or Ability (not a rule term)."""
    return concept.startswith(NAMED_PREFIXES)


def read(store: Store, q: str, lang: str | None = None) -> Question:
    """The question as read (:class:`BadQuestion` when it cannot be asked); ``lang`` is detected
    when it is not one of LANGS. Its texts are analyzed here, never kept in the index's caches of
    stored texts (a server meets questions without end)."""
    asked = clean_question(q)
    lang = lang if lang in LANGS else detect_lang(asked)
    text = simplified(asked) if lang == "zh" else asked
    t = store.analyzer.analyze(text, lang)
    concepts, words, names, grams = terms(store, t, lang)
    clause = asking_clause(text)
    written = frozenset(t.concepts)
    in_clause = written if clause == text else frozenset(store.analyzer.analyze(clause, lang).concepts)
    return Question(lang, lang == "zh" and is_traditional(asked), tuple(concepts), tuple(words), tuple(names), tuple(grams),
                    gram_counts(text), written, in_clause, asking(text, lang),
                    off_topic_kinds(store, text),
                    asks_to_play(text), bool(ASKS_WHAT.search(fold(text).strip())), len(text),
                    tuple(OWN_WORDS.findall(text)), text, asked)


def off_topic_kinds(store: Store, text: str) -> tuple[str, ...]:
    """The kinds of off-topic words a question writes (index/off-topic.yaml), leaving out those
    that lie inside a card's name it writes: "Computer Search", 「ダークペナルティ」 or 「エルレイド」
    name cards, not a computer, a penalty or a raid (while "called a judge" holds the Supporter
    Judge's name and still says a tournament). The card names are looked for only when a word is found."""
    folded = fold(text)
    found = store.off_topic.find(folded)
    if not found:
        return ()
    if len(folded) == len(text):  # folding kept every character's place: spans compare
        names = named_cards(text)
        found = [m for m in found if not any(n.start <= m.start and m.end <= n.end for n in names)]
    return tuple(sorted({m.concept for m in found}))


def terms(store: Store, t, lang: str) -> tuple[list[str], list[str], list[str], list[str]]:
    """A question's concepts, words, unknown proper names and n-grams (``t``: the analyzer's terms of
    it), each once, in order; the concepts with the terms it holds misspelt."""
    concepts = list(dict.fromkeys(t.concepts))
    words = list(dict.fromkeys(t.words))
    names = [w for w in dict.fromkeys(t.names) if w not in words]
    concepts += [c for c in misspelt(store, t.leftover, set(t.names), lang) if c not in concepts]
    concepts += [kind for kind in dict.fromkeys(NAMED_KINDS[p] for c in concepts for p in NAMED_KINDS if c.startswith(p))
                 if kind not in concepts]
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


# --- reading a text's counts and clauses; comparing how two texts ask ---------------------------

@lru_cache(maxsize=8192)
def numbers(text: str) -> frozenset[str]:
    """The counts a text names, as digits ("2枚", "两张", "twice": 2): a question asking about two
    Supporters in a turn is answered by the sentence that says only 1 may be played, not by one on
    the first turn."""
    return frozenset(COUNT_WORDS.get(m.lower(), m) for m in COUNT.findall(fold(text)))


def asking_clause(text: str) -> str:
    """The clause that asks ("…, does it get switched out?" → "does it get switched out"): up to the
    first question mark, from the last clause break before it."""
    head = re.split(r"[?？]", text, maxsplit=1)[0]
    return CLAUSE_BREAK.split(head.rstrip(" 、，,。.;；:："))[-1]


def negated(text: str, lang: str) -> bool:
    """Whether a text says a negation (NEGATION)."""
    return asking(text, lang).negated


def asks_which(text: str, lang: str) -> bool:
    """Whether a text asks which, who, when or how many, not yes or no (ASKS_WHICH)."""
    return asking(text, lang).asks_which


def opposite_ends(a: Asking, b: Asking) -> bool:
    """Whether two texts ask about one state from opposite ends (one whether it stays, the other
    whether it ends), in their asking clauses."""
    return bool((a.clause_stays and b.clause_ends and not a.clause_ends) or (a.clause_ends and b.clause_stays and not b.clause_ends))


def way_round(a: Asking, b: Asking) -> int | None:
    """How a question (``a``) asks a statement's point (``b``): 1 the same way round (negated or
    forbidding alike, "only" alike, and from the same end of a state: asking whether it stays, or
    ends); -1 the same point from the other end of its state ("does it stay Poisoned after
    retreating?" against "are Special Conditions removed by retreating?": the opposite answer),
    negated and "only" alike; None otherwise."""
    if a.flipped != b.flipped or a.only != b.only:
        return None
    if a.stays == b.stays and a.ends == b.ends and not opposite_ends(a, b):
        return 1
    if (a.stays and not a.ends and b.ends and not b.stays) or (a.ends and not a.stays and b.stays and not b.ends):
        return -1
    return None
