"""Checking the corpus against the seeds: every quote faithful, every section and FAQ encoded.

A quote is compared line by line with its seed section after :func:`judge.corpus.seeds.fold`
(NFKC, whitespace and markdown removed). A line's score is the best partial alignment
of the line inside the section (0–1); a quote's score is the mean of its lines' scores
weighted by length. Coverage is the share of the seed section's folded characters that
some quote of the topic aligns onto.
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from judge.corpus.models import Topic
from judge.corpus.seeds import (
    EXAMPLE_MARK,
    FAQ_MARK,
    clean_line,
    fold,
    section_for,
    topic_sections,
)

#: A quote must score at least this against its seed section.
MIN_SIMILARITY = 0.9
#: A line shorter than this (folded) is too short to align meaningfully and is not scored.
MIN_LINE = 4


@dataclass(frozen=True)
class Quote:
    """One quoted text of a topic."""

    topic: str
    edition: str
    path: str
    """Where in the topic file, e.g. ``sources.0.text`` or ``faqs.1.passage``."""
    text: str


@dataclass(frozen=True)
class Score:
    quote: Quote
    similarity: float
    worst_line: str
    worst_line_score: float


def quotes(topic: Topic) -> list[Quote]:
    """Every text of a topic that claims to be the guide's own words."""
    out = []
    for i, s in enumerate(topic.sources):
        out.append(Quote(topic.id, s.edition, f"sources.{i}.text", s.text))
    for i, ex in enumerate(topic.examples):
        for j, card in enumerate(ex.cards):
            if card.text:
                out.append(Quote(topic.id, ex.edition, f"examples.{i}.cards.{j}.text", card.text))
        if ex.note:
            out.append(Quote(topic.id, ex.edition, f"examples.{i}.note", ex.note))
    for i, faq in enumerate(topic.faqs):
        out.append(Quote(topic.id, faq.edition, f"faqs.{i}.passage", faq.passage))
        for j, card in enumerate(faq.cards):
            if card.text:
                out.append(Quote(topic.id, faq.edition, f"faqs.{i}.cards.{j}.text", card.text))
    for i, ch in enumerate(topic.changes):
        out.append(Quote(topic.id, ch.edition, f"changes.{i}.text", ch.text))
    for i, d in enumerate(topic.disagreements):
        for j, q in enumerate(d.quotes):
            out.append(Quote(q.ruling.split("/")[0], q.edition, f"disagreements.{i}.quotes.{j}.text", q.text))
    return out


def _lines(text: str) -> list[str]:
    return [f for f in (fold(line) for line in text.splitlines()) if len(f) >= MIN_LINE]


def _align(line: str, haystack: str):
    return fuzz.partial_ratio_alignment(line, haystack) if len(line) <= len(haystack) else fuzz.partial_ratio_alignment(haystack, line)


def score(quote: Quote) -> Score | None:
    """How faithfully a quote matches its seed section; None when the edition has no such section."""
    section = section_for(quote.edition, quote.topic)
    if section is None:
        return None
    haystack = fold(section.text)
    lines = _lines(quote.text)
    if not lines:
        return Score(quote, 1.0, "", 1.0)
    results = [(line, _align(line, haystack).score / 100) for line in lines]
    total = sum(len(l) for l, _ in results)
    similarity = sum(len(l) * s for l, s in results) / total
    worst = min(results, key=lambda r: r[1])
    return Score(quote, similarity, worst[0], worst[1])


#: Topics that share one printed section: ja-2.2 prints グッズ and ポケモンのどうぐ as one B-01.
SHARED_SECTIONS = {("ja-2.2", "I-B-01"): ("I-B-01", "I-B-02"), ("ja-2.2", "I-B-02"): ("I-B-01", "I-B-02")}


def coverage(topic: Topic, edition: str, siblings: dict[str, Topic] | None = None) -> float | None:
    """The share of the edition's seed section that the topic's quotes account for.

    ``siblings`` (topics by id) lets a section printed once for two topics count both.
    """
    section = section_for(edition, topic.id)
    if section is None:
        return None
    haystack, covered = _haystack_with_headers(section.text)
    if not haystack:
        return 1.0
    group = [siblings[t] for t in SHARED_SECTIONS.get((edition, topic.id), ()) if siblings and t in siblings] or [topic]
    for q in (q for t in group for q in quotes(t)):
        if q.edition != edition or q.topic not in {t.id for t in group}:
            continue
        for line in _lines(q.text):
            if len(line) > len(haystack):
                continue
            a = fuzz.partial_ratio_alignment(line, haystack)
            if a.score >= 80:
                covered[a.dest_start:a.dest_end] = b"\1" * (a.dest_end - a.dest_start)
    return sum(covered) / len(haystack)


def _haystack_with_headers(text: str) -> tuple[str, bytearray]:
    """The folded section, and a mask with its example/FAQ header lines already marked covered:
    a header's card name and set are recorded as fields, not as quotes."""
    parts, mask = [], bytearray()
    for line in text.splitlines():
        folded = fold(line)
        parts.append(folded)
        header = bool(FAQ_MARK.search(clean_line(line)) or EXAMPLE_MARK.search(clean_line(line)))
        mask += (b"\1" if header else b"\0") * len(folded)
    return "".join(parts), mask


def structure_problems(topic: Topic) -> list[tuple[str, str]]:
    """FAQ and example blocks against the seed's markers: (path, message) pairs."""
    out = []
    for edition in {s.edition for s in topic.sources}:
        section = section_for(edition, topic.id)
        if section is None or edition in ("xy-2016", "sv-2025-notes"):
            continue
        if edition == "ja-2.2" and topic.id in ("I-B-01", "I-B-02"):
            # ja-2.2 prints グッズ and ポケモンのどうぐ in one section: its markers are shared.
            continue
        ordinals = sorted(f.ordinal for f in topic.faqs if f.edition == edition)
        if ordinals != list(range(1, len(section.faq_marks) + 1)):
            out.append(("faqs", f"{edition} {section.label} prints {len(section.faq_marks)} FAQ block(s) {section.faq_marks}; the topic has ordinals {ordinals}"))
        examples = [e for e in topic.examples if e.edition == edition]
        if len(examples) != len(section.example_marks):
            out.append(("examples", f"{edition} {section.label} prints {len(section.example_marks)} example block(s) {section.example_marks}; the topic has {len(examples)}"))
    for i, s in enumerate(topic.sources):
        if s.edition in ("ja-2.2", "zh-3.1") and topic.part in ("I", "II"):
            seed = topic_sections(s.edition).get("I-B-01" if (s.edition, topic.id) == ("ja-2.2", "I-B-02") else topic.id)
            if seed and s.section != seed.label:
                out.append((f"sources.{i}.section", f"the edition prints {seed.label!r}, the topic says {s.section!r}"))
    return out
