"""Rulings as data: what ``judge show --json`` prints and ``/api/rulings/<id>`` returns, the one
dict a ruling's page is laid out from (no Flask here: the CLI's JSON views start without it)."""

from __future__ import annotations

from judge.corpus.editions import EDITIONS, citation
from judge.corpus.load import Corpus
from judge.corpus.models import Faq, Topic
from judge.engine.scenario.files import index as proving


def source_json(topic: Topic) -> list[dict]:
    return [
        {
            "edition": s.edition,
            "section": s.section,
            "heading": s.heading,
            "text": s.text,
            "citation": citation(s.edition, s.section),
            "authority": EDITIONS[s.edition].authority,
            "inferred_section": s.inferred_section,
        }
        for s in topic.sources
    ]


def proved_by(ruling_id: str) -> list[str]:
    """The scenarios whose ``proves`` names the ruling (read from the scenario files, once)."""
    return proving().get(ruling_id, [])


def points_json(corpus: Corpus, ruling_id: str) -> list[dict]:
    """The points of one ruling (a topic's own, or a FAQ's), each with the passages it rests on cited."""
    return [corpus.point_json(p) for p in corpus.points_of(ruling_id)]


def faq_json(faq: Faq, topic: Topic, corpus: Corpus | None = None) -> dict:
    section = next((s.section for s in topic.sources if s.edition == faq.edition), topic.id)
    return {
        "id": faq.id,
        "topic": topic.id,
        "edition": faq.edition,
        "label": faq.label,
        "citation": citation(faq.edition, f"{section} {faq.label}"),
        "cards": [c.model_dump(exclude_none=True) for c in faq.cards],
        "question": faq.question.model_dump(exclude_none=True),
        "answer": faq.answer.model_dump(exclude_none=True),
        "verdict": faq.verdict,
        "short": faq.short.model_dump(),
        "inference": faq.inference.model_dump(exclude_none=True) if faq.inference else None,
        "passage": faq.passage,
        "scenarios": sorted(set(faq.scenarios) | set(proved_by(faq.id))),
        "no_scenario": faq.no_scenario,
        "parts": [p.model_dump() for p in faq.parts],
        "points": points_json(corpus, faq.id) if corpus else [],
    }


def topic_json(topic: Topic, corpus: Corpus | None = None) -> dict:
    return {
        "id": topic.id,
        "kind": "topic",
        "part": topic.part,
        "family": topic.family,
        "authority": topic.authority,
        "title": topic.title.model_dump(),
        "plain": topic.plain.model_dump() if topic.plain else None,
        "summary": topic.summary.model_dump(exclude_none=True),
        "points": points_json(corpus, topic.id) if corpus else [],
        "asks": topic.asks.model_dump(),
        "sources": source_json(topic),
        "examples": [e.model_dump(exclude_none=True) for e in topic.examples],
        "faqs": [faq_json(f, topic, corpus) for f in topic.faqs],
        "see_also": [l.model_dump(exclude_none=True) for l in topic.see_also],
        "changes": [c.model_dump() for c in topic.changes],
        "touches": list(topic.touches),
        "disagreements": [d.model_dump() for d in topic.disagreements],
        "scenarios": sorted(set(topic.scenarios) | set(proved_by(topic.id)) | {s for f in topic.faqs for s in set(f.scenarios) | set(proved_by(f.id))}),
    }


def ruling_json(corpus: Corpus, ruling_id: str) -> dict:
    """A topic, or a FAQ with its topic's title and sources. Raises KeyError for an unknown id."""
    topic, faq = corpus.get(ruling_id)
    if faq is None:
        return topic_json(topic, corpus)
    out = faq_json(faq, topic, corpus)
    out.update(kind="faq", title=topic.title.model_dump(), plain=topic.plain.model_dump() if topic.plain else None, sources=[s for s in source_json(topic) if s["edition"] == faq.edition], faqs=[faq_json(faq, topic, corpus)])
    return out


def list_json(corpus: Corpus) -> list[dict]:
    """Every ruling id (``judge list --json``, ``/api/rulings``): each topic with its family, titles
    and editions, then its FAQs."""
    out = []
    for topic in corpus:
        out.append({"id": topic.id, "kind": "topic", "part": topic.part, "family": topic.family, "authority": topic.authority,
                    "title": topic.title.model_dump(), "plain": topic.plain.model_dump() if topic.plain else None,
                    "editions": [s.edition for s in topic.sources]})
        for faq in topic.faqs:
            out.append({"id": faq.id, "kind": "faq", "topic": topic.id, "edition": faq.edition,
                        "title": topic.title.model_dump(), "question": faq.question.model_dump(exclude_none=True)})
    return out
