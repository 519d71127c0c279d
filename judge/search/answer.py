"""Composing the answer object of DESIGN.md from a search's ranking and the stored payloads: each
result with its marked citations, its one-line ``short``, the FAQ ``part`` it asks, the replay that
fits the question, the first result's ``verdict`` when the answer is sure, and each rule the replay
cites, named in the question's language."""

from __future__ import annotations

import re
from collections import Counter

from judge.lang import LANGS
from judge.search.closeness import cosine
from judge.search.confidence import HIGH
from judge.search.found import Found
from judge.search.store import Store
from judge.search.verdict import first_verdict, part_asked

#: How much a replay's sharing the question's terms counts beside its wording, when the replay of a
#: ruling is chosen (measured on the replays the dev questions get: the one about their situation).
REPLAY_TERMS = 0.5
SENTENCE_END = re.compile(r"(?<=[.;!?])\s+|(?<=[。；！？])")
EDITION_ID = re.compile(r"(ja|zh)-\d")


def answer(store: Store, q: str, found: Found, limit: int | None = None) -> dict:
    """The answer object for a question already searched (its first ``limit`` results)."""
    lang, asked = found.lang, found.grams
    forms = mark_forms(store, found.concepts, found.question)
    results = []
    for i, (rid, score) in enumerate(found.ranked[:limit]):
        payload = store.payloads[rid]
        r = compose(payload, score, lang, forms, replay(store, payload, asked, found.concepts))
        part = part_asked(store, payload, asked, lang)
        r["short"] = short(store, payload, asked, lang, found.concepts, part)
        r["part"] = payload["parts"].index(part) if part else None
        r["verdict"] = first_verdict(store, payload, found, part) if i == 0 and found.confidence == HIGH else None
        results.append(r)
    for r in results:  # each rule the replay cites, named in the question's language
        steps = (r["scenario"] or {}).get("trace", [])
        r["rules"] = {s["rule"]: store.title(s["rule"], lang) for s in steps}
    return {"query": q, "lang": lang, "confidence": found.confidence, "results": results}


def compose(payload: dict, score: float, lang: str, forms: tuple[str, ...], replay: dict | None = None) -> dict:
    answer = payload["answer"].get(lang) or payload["answer"].get("en")
    citations = [{**c, "marks": marks(c["text"], forms)} for c in payload["citations"]]
    out = {"id": payload["id"], "kind": payload["kind"], "topic": payload["topic"], "title": payload["title"],
           "score": round(score, 3), "answer": answer, "answer_lang": lang if payload["answer"].get(lang) else "en",
           "authority": payload["authority"], "citations": citations, "scenario": replay,
           "scenarios": payload.get("scenarios", []), "editions": payload.get("editions", []),
           "differences": payload.get("differences", [])}
    if payload["kind"] == "faq":
        out["question"] = payload["question"].get(lang) or payload["question"].get("en")
        out["other_faqs"] = payload.get("other_faqs", [])
    return out


def replay(store: Store, payload: dict, asked: Counter, concepts: list[str]) -> dict | None:
    """The ruling's replay that best matches the question: for a FAQ, one that proves it; then
    the one whose title, source and card names share most with the question (n-gram cosine),
    and most of its terms (a tie keeps the ruling's own order)."""
    replays = store.replays
    ids = payload["scenarios"]
    proving = [s for s in ids if payload["id"] in replays[s].get("proves", [])]
    ids = proving or ids
    if not ids:
        return None
    wanted = set(concepts)

    def fit(sid: str) -> float:
        grams = store.grams_of(replays[sid]["match"])
        shared = len(wanted & set(replays[sid].get("concepts", []))) / len(wanted) if wanted else 0.0
        return cosine(asked, grams) + REPLAY_TERMS * shared

    best = max(ids, key=lambda sid: (fit(sid), -ids.index(sid)))
    return {k: v for k, v in replays[best].items() if k not in ("match", "concepts")}


def short(store: Store, payload: dict, asked: Counter, lang: str, concepts: list[str], part: dict | None) -> str:
    """One line that answers: the short answer of the FAQ part the question asks (``part``, from
    part_asked), else a FAQ's own short answer; for a topic, the sentence of its summary
    (in the question's language) that holds most of the question's terms ("Asleep" and "retreat":
    the sentence saying an Asleep Pokémon cannot retreat; "Poisoned" is met by a sentence on
    Special Conditions), then shares most of its wording."""
    own = (part or payload).get("short", {}).get(lang)
    if own:
        return own
    found = sentences(store, payload, lang)
    if not found:
        return ""
    wanted = store.terms.with_broader(concepts)
    best = max(range(len(found)), key=lambda i: (len(wanted & found[i][1]), cosine(asked, found[i][2]), -i))
    return found[best][0]


def sentences(store: Store, payload: dict, lang: str) -> list[tuple[str, set[str], Counter]]:
    """A topic's summary in ``lang`` as (sentence, its terms, its n-grams), read once (the terms
    and n-grams through the caches every stored text shares)."""
    key = (payload["id"], lang)
    got = store.summary_sentences.get(key)
    if got is None:
        summary = payload["answer"].get(lang) or payload["answer"].get("en") or ""
        got = [(x, store.terms_of(x, lang), store.grams_of(x))
               for x in (as_sentence(y.strip()) for y in SENTENCE_END.split(summary)) if x]
        store.summary_sentences[key] = got
    return got


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


def mark_forms(store: Store, concepts: list[str], q: str) -> tuple[str, ...]:
    """What to mark in the passages: every form of the question's terms in any language, and
    the question's own longer words; lower case, longest first."""
    forms = {f.lower() for c in concepts for l in LANGS for f in store.terms.forms_of(c, l) if len(f) >= 2}
    forms |= {w.lower() for w in re.findall(r"[A-Za-z]{4,}|[\u30a0-\u30ff\u3041-\u3096\u4e00-\u9fff]{2,}", q)}
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
