"""Composing the answer object of DESIGN.md from a search's ranking and the stored payloads: each
result with its marked citations, its one-line ``short``, the FAQ ``part`` it asks, the replay that
fits the question, the first result's ``verdict`` when the answer is sure, and each rule the replay
cites, named in the question's language."""

from __future__ import annotations

import re
from collections import Counter

from judge.cards.naming import localized
from judge.corpus.editions import dated, reader_first
from judge.corpus.verdicts import with_verdict_word
from judge.lang import LANGS
from judge.lang.text import traditional
from judge.lang.text import sentences as cut_sentences
from judge.index.closeness import cosine
from judge.index.store import Store
from judge.search.found import Found
from judge.search.points import asked_point, implied, specificity
from judge.search.question import Question, asking, asks_to_play, numbers
from judge.search.verdict import part_asked, point_asked, topic_terms

#: How much a replay's sharing the question's terms counts beside its wording, when the replay of a
#: ruling is chosen (measured on the replays the dev questions get: the one about their situation).
REPLAY_TERMS = 0.5
EDITION_ID = re.compile(r"(ja|zh)-\d")
#: A guide edition a one-line answer names as stating its point ("… (zh-3.1 states this)").
EDITION_NAMED = re.compile(r"\b(ja-2\.2|ja-3\.1|zh-3\.1)\b")


def answer(store: Store, q: str, found: Found, limit: int | None = None) -> dict:
    """The answer object for a question already searched (its first ``limit`` results): composed from
    what the pipeline's last stage left, in its order, with its confidence and verdict."""
    question, lang = found.question, found.lang
    forms = mark_forms(store, question)
    results, shown = [], set()
    for i, (rid, score) in enumerate(found.ranked[:limit or len(found.ranked)]):
        payload = store.payloads[rid]
        r = compose(payload, score, lang, forms, in_own_names(replay(store, payload, question), lang))
        part = part_asked(store, payload, question)
        r["part"] = payload["parts"].index(part) if part else None
        r["verdict"] = found.verdict if i == 0 else None
        stated = point_asked(store, payload, found) if r["verdict"] in ("yes", "no") else None
        # the first result led by the guides' point a note's point states too (pipeline.guide_over_note)
        guide = next((p for p in payload.get("points", ()) if p["id"] == found.guide_point), None) if i == 0 and found.guide_point else None
        asked = guide or asked_point(store, payload, question, stated)
        r["point"] = {k: asked[k] for k in ("id", "kind", "rests_on", "inference")} if asked else None
        if r["verdict"] == "depends" and payload.get("depends"):  # the criterion that decides
            line = payload["depends"][lang]
        elif (part or payload).get("short", {}).get(lang):  # a FAQ's own answer to its question, or the part's
            line = short(store, payload, question, part, shown)
        elif asked:  # the point the question asks, in one line
            line = asked["line"][lang]
        elif stated:  # the summary's sentence that states the point the question asks
            line = short(store, payload, question, part, shown, stated)
        else:
            line = short(store, payload, question, part, shown)
        shown.add(line)
        r["citations"] = in_force_first(r["citations"], payload["kind"], lang, line)
        r["short"] = with_verdict_word(localized(line, lang), r["verdict"], lang)
        results.append(r)
    for r in results:  # each rule the replay cites, named in the question's language
        steps = (r["scenario"] or {}).get("trace", [])
        r["rules"] = {s["rule"]: store.title(s["rule"], lang) for s in steps}
    out = {"query": q, "lang": lang, "confidence": found.confidence, "results": results}
    if found.confidence == "none" and question.off_topic:
        out["not_covered"] = not_covered(question.off_topic)
    return in_traditional(out) if question.traditional else out


#: The kinds of off-topic questions said apart when nothing answers (``not_covered``), the most
#: telling first: a question naming a tournament's procedure and a device is about the procedure.
NOT_COVERED = ("tournament-procedure", "video-game", "other-game", "software-and-devices", "game-talk",
               "prices-and-collecting", "venue", "event", "general-knowledge", "greeting")


def not_covered(kinds) -> str:
    """What an off-topic question is about, of its kinds of off-topic words (NOT_COVERED): the answer
    says the guides do not cover it."""
    return min(kinds, key=lambda k: NOT_COVERED.index(k) if k in NOT_COVERED else len(NOT_COVERED))


def in_traditional(answer: dict) -> dict:
    """An answer to a question asked in Traditional Chinese, in Traditional: each result's one line,
    ruling, question, title, notes of differences, the rules its replay cites and the replay's steps
    (``script``: "Hant"). The guides' passages stay as printed."""
    for r in answer["results"]:
        for key in ("short", "answer", "question"):
            if r.get(key):
                r[key] = traditional(r[key])
        r["title"] = {**r["title"], "zh": traditional(r["title"]["zh"])}
        r["rules"] = {rule: traditional(title) for rule, title in r.get("rules", {}).items()}
        r["differences"] = [{**d, "note": traditional(d["note"]), "notes": {**d["notes"], "zh": traditional(d["notes"]["zh"])}}
                            for d in r["differences"]]
        if r.get("scenario"):
            r["scenario"] = {**r["scenario"], "trace": [{**s, "says": {**s["says"], "zh": traditional(s["says"]["zh"])}}
                                                        if s.get("says", {}).get("zh") else s for s in r["scenario"]["trace"]]}
    return {**answer, "script": "Hant"}


def compose(payload: dict, score: float, lang: str, forms: tuple[str, ...], replay: dict | None = None) -> dict:
    answer = localized(payload["answer"].get(lang) or payload["answer"].get("en"), lang)
    citations = [{**c, "marks": marks(c["text"], forms)} for c in payload["citations"]]
    out = {"id": payload["id"], "kind": payload["kind"], "topic": payload["topic"], "title": payload["title"],
           "score": round(score, 3), "answer": answer, "answer_lang": lang if payload["answer"].get(lang) else "en",
           "authority": payload["authority"], "citations": citations, "scenario": replay,
           "scenarios": payload.get("scenarios", []), "editions": payload.get("editions", []),
           "differences": [difference(d, lang) for d in payload.get("differences", [])]}
    if payload["kind"] == "faq":
        out["question"] = localized(payload["question"].get(lang) or payload["question"].get("en"), lang)
        out["other_faqs"] = payload.get("other_faqs", [])
    return out


def in_force_first(citations: list[dict], kind: str, lang: str, line: str) -> list[dict]:
    """A result's citations in reading order: a FAQ's own passage first; then the edition the answer's
    one line names as stating its point, where it names one ("The player going first cannot play a
    Supporter during their first turn (zh-3.1 states this; ja-2.2 does not)": zh-3.1's passage, the
    rule in force, before ja-2.2's, which does not say); then the reader's edition first
    (editions.READER_ORDER)."""
    own, rest = (citations[:1], citations[1:]) if kind == "faq" else ([], citations)
    rest = reader_first(rest, lang)
    named = EDITION_NAMED.search(line)
    stating = next((i for i, c in enumerate(rest) if named and c["edition"] == named.group(0)), None)
    if stating:  # not already first
        rest = [rest[stating]] + rest[:stating] + rest[stating + 1:]
    return own + rest


def difference(d: dict, lang: str) -> dict:
    """A ruling's difference between editions as the answer shows it: its note in the question's
    language (``notes``: in each), labelled with the edition and its date ("xy-2016, 2016-11")."""
    return {**d, "note": d["note"][lang], "notes": d["note"], "label": dated(d["edition"])}


def replay(store: Store, payload: dict, question: Question) -> dict | None:
    """The ruling's replay that best matches the question: for a FAQ, one that proves it; then
    the one whose title, source and card names share most with the question (n-gram cosine),
    and most of its terms (a tie keeps the ruling's own order)."""
    replays = store.replays
    ids = payload["scenarios"]
    proving = [s for s in ids if payload["id"] in replays[s].get("proves", [])]
    ids = proving or ids
    if not ids:
        return None
    wanted = set(question.concepts)

    def fit(sid: str) -> float:
        grams = store.grams_of(replays[sid]["match"])
        shared = len(wanted & set(replays[sid].get("concepts", []))) / len(wanted) if wanted else 0.0
        return cosine(question.wording, grams) + REPLAY_TERMS * shared

    best = max(ids, key=lambda sid: (fit(sid), -ids.index(sid)))
    return {k: v for k, v in replays[best].items() if k not in ("match", "concepts")}


def in_own_names(replay: dict | None, lang: str) -> dict | None:
    """A replay whose steps say, in ``lang``, the names of the cards they name in it where known."""
    if not replay:
        return replay
    steps = [{**s, "says": {**s["says"], lang: localized(s["says"][lang], lang)}} if s.get("says", {}).get(lang) else s
             for s in replay.get("trace", [])]
    return {**replay, "trace": steps}


def short(store: Store, payload: dict, question: Question, part: dict | None, shown: set[str] = frozenset(),
          point: str | None = None) -> str:
    """One line that answers: the short answer of the FAQ part the question asks (``part``, from
    part_asked), else a FAQ's own short answer; for a topic, the sentence of its summary
    (in the question's language) that holds the question's terms that say most (specificity:
    "Asleep" and "retreat": the sentence saying an Asleep Pokémon cannot retreat, not the one on
    retreating the Active Pokémon; "Poisoned" is met by a sentence on Special Conditions), then names
    most of its counts (numbers), then shares most of its wording. Where the verdict answers a point
    the topic states (``point``: verdict.point_asked, a stored text), the sentence is the one on that
    point: its terms beside the question's, its counts and its wording.
    A sentence an earlier result already shows
    (``shown``: two topics' summaries say the same of both) gives way to the topic's next one."""
    lang = question.lang
    own = (part or payload).get("short", {}).get(lang)
    if own:
        return own
    found = [s for s in sentences(store, payload, lang) if s[0] not in shown] or sentences(store, payload, lang)
    if not found:
        return ""
    if point is not None:
        asked, concepts, how = store.grams_of(point), [*(store.terms_of(point, lang) | set(question.concepts))], asking(point, lang)
        plays = asks_to_play(point)
    else:
        asked, concepts, how, plays = question.wording, list(question.concepts), question.asking, question.asks_to_play
    # What the topic is about (retreating, in I-A-03) every sentence of it speaks of: the other terms tell them apart.
    about = topic_terms(store, payload["topic"])
    # A question whether a card can be played at all is answered by when it cannot be (I-B-01, I-B-03:
    # its condition cannot be followed, or its use would change nothing); not one asking how many, or
    # when ("how many Supporters can I play each turn?" asks the once a turn).
    concepts = [*concepts, PLAYABLE] if plays and not how.asks_which else concepts
    named, broader = set(concepts) - about, store.terms.with_broader(concepts) - set(concepts) - about
    # ... but of a topic about two things (Items and Supporters), not the sentence on the one not asked about.
    other = about - set(concepts) if about & set(concepts) else set()
    counts = how.counts

    def said(i: int) -> float:
        terms = implied(store, found[i][1])
        return (specificity(store, named & terms) + BROADER * (specificity(store, broader & terms) - specificity(store, other & terms))
                + WORDING * cosine(asked, found[i][2]))

    best = max(range(len(found)), key=lambda i: (round(said(i), 6), len(counts & numbers(found[i][0])), -i))
    return found[best][0]


#: The term of when a card cannot be played, read into a question asking whether one can (short).
PLAYABLE = "would-change-nothing"
#: How much a sentence's naming a broader term of the question's counts against naming the term itself
#: (Special Conditions for Asleep), and how much sharing the question's wording counts (n-gram cosine)
#: beside the terms: a sentence the dictionary reads no term of ("不计算弱点、抗性") still answers by its
#: words. Set by reading the one lines of the questions checked in a browser (the closing note lists
#: them), not measured on a question set.
BROADER = 0.5
WORDING = 4.0


def sentences(store: Store, payload: dict, lang: str) -> list[tuple[str, set[str], Counter]]:
    """A topic's summary in ``lang`` as (sentence, its terms, its n-grams), read once (the terms
    and n-grams through the caches every stored text shares)."""
    key = (payload["id"], lang)
    got = store.summary_sentences.get(key)
    if got is None:
        summary = payload["answer"].get(lang) or payload["answer"].get("en") or ""
        got = [(x, store.terms_of(x, lang), store.grams_of(x)) for x in summary_lines(summary)]
        store.summary_sentences[key] = got
    return got


def summary_lines(summary: str) -> list[str]:
    """The one-line answers a summary offers: its sentences, each whole (judge.lang.text.sentences)."""
    return [x for x in (as_sentence(y) for y in cut_sentences(summary)) if x]


def as_sentence(clause: str) -> str:
    """A clause cut at a semicolon, made a sentence (a short answer reads as one line): ended with
    a full stop, and an English one begun with a capital (an edition id such as zh-3.1 is kept)."""
    if clause.endswith("；"):
        clause = clause[:-1] + "。"
    elif clause.endswith(";"):
        clause = clause[:-1] + "."
    if clause[:1].islower() and clause[:1].isascii() and not EDITION_ID.match(clause):
        clause = clause[0].upper() + clause[1:]
    return clause


def mark_forms(store: Store, question: Question) -> tuple[str, ...]:
    """What to mark in the passages: every form of the question's terms in any language, and
    the question's own longer words; lower case, longest first."""
    forms = {f.lower() for c in question.concepts for l in LANGS for f in store.terms.forms_of(c, l) if len(f) >= 2}
    forms |= {w.lower() for w in question.own_words}
    return tuple(sorted(forms, key=lambda f: (-len(f), f)))


def marks(text: str, forms: tuple[str, ...]) -> list[list[int]]:
    """[start, end] of each match of the forms, case-blind, leftmost first and the longest form at
    a position (the spans a regex alternation of the forms, longest first, would give)."""
    if not forms:
        return []
    lowered = text.lower()
    if len(lowered) != len(text):  # a character whose lower case is longer: offsets would shift
        pattern = re.compile("|".join(re.escape(f) for f in forms), re.IGNORECASE)
        return [[m.start(), m.end()] for m in pattern.finditer(text)]
    spans = []
    for f in forms:
        i = lowered.find(f)
        while i >= 0:
            spans.append((i, i + len(f)))
            i = lowered.find(f, i + 1)
    out, end = [], 0
    for start, stop in sorted(spans, key=lambda s: (s[0], -s[1])):
        if start >= end:
            out.append([start, stop])
            end = stop
    return out
