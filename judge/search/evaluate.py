"""``judge eval``: search quality on a question set, beside a plain baseline measured in the same run.

A question set is YAML: ``[{q, lang, ids: [ruling ids that settle it]}]``. A result settles the
question when it is one of the ids, or a topic one of the ids belongs to, or a FAQ of a topic
among the ids. The baseline is BM25 over the guides' raw text split at section headings, with
character bigrams (whoosh, in memory): what a search box over the PDFs would give.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from .. import safeyaml
from .text import fold


@dataclass
class Question:
    q: str
    lang: str
    ids: list[str]


@dataclass
class Scores:
    n: int = 0
    top1: int = 0
    top3: int = 0
    rr: float = 0.0
    misses: list[tuple[str, list[str], list[str]]] = field(default_factory=list)

    def add(self, ranked: list[str], q: Question) -> None:
        self.n += 1
        rank = next((i for i, rid in enumerate(ranked, 1) if settles(rid, q.ids)), None)
        if rank == 1:
            self.top1 += 1
        if rank and rank <= 3:
            self.top3 += 1
        if rank:
            self.rr += 1 / rank
        if rank != 1:
            self.misses.append((q.q, q.ids, ranked[:3]))

    def row(self) -> tuple[float, float, float]:
        return (self.top1 / self.n, self.top3 / self.n, self.rr / self.n) if self.n else (0.0, 0.0, 0.0)


def topic_of(rid: str) -> str:
    return rid.split("/")[0].split("#")[0]


def settles(result: str, ids: list[str]) -> bool:
    if result in ids:
        return True
    if "/" not in result:  # a topic: it holds the expected FAQ
        return result in {topic_of(i) for i in ids}
    return topic_of(result) in ids  # a FAQ of an expected topic


def load_questions(paths: list[Path]) -> list[Question]:
    out = []
    for path in paths:
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
        for f in files:
            for row in safeyaml.load(f.read_text(encoding="utf-8")) or []:
                out.append(Question(str(row["q"]), row.get("lang", "en"), list(row["ids"])))
    return out


class Baseline:
    """BM25 over the seeds' sections, character bigrams: no dictionary, no cross-language terms."""

    def __init__(self):
        from whoosh import fields
        from whoosh.analysis import NgramTokenizer
        from whoosh.filedb.filestore import RamStorage

        from .. import seeds

        schema = fields.Schema(id=fields.ID(stored=True), text=fields.TEXT(analyzer=NgramTokenizer(2, 2), phrase=False))
        self.ix = RamStorage().create_index(schema)
        writer = self.ix.writer()
        for edition in ("ja-2.2", "zh-3.1", "ja-3.1"):
            for key, section in seeds.topic_sections(edition).items():
                writer.add_document(id=key, text=fold(section.text).replace(" ", ""))
        writer.commit()
        self.searcher = self.ix.searcher()

    def search(self, q: str, limit: int = 10) -> list[str]:
        from whoosh.query import Or, Term

        text = fold(q).replace(" ", "")
        grams = list(dict.fromkeys(text[i:i + 2] for i in range(len(text) - 1)))
        if not grams:
            return []
        hits = self.searcher.search(Or([Term("text", g) for g in grams]), limit=limit)
        return list(dict.fromkeys(h["id"] for h in hits))


def evaluate(paths: list[Path]) -> dict:
    from .ask import open_index

    questions = load_questions(paths)
    idx = open_index()
    base = Baseline()
    ours: dict[str, Scores] = {}
    theirs: dict[str, Scores] = {}
    started = time.perf_counter()
    for q in questions:
        _lang, ranked = idx.search(q.q, None, limit=10)
        ours.setdefault(q.lang, Scores()).add([rid for rid, _ in ranked], q)
        theirs.setdefault(q.lang, Scores()).add(base.search(q.q), q)
    elapsed = time.perf_counter() - started
    for table in (ours, theirs):
        total = Scores()
        for s in table.values():
            total.n += s.n
            total.top1 += s.top1
            total.top3 += s.top3
            total.rr += s.rr
        table["all"] = total
    return {"questions": len(questions), "seconds": elapsed, "ours": ours, "baseline": theirs}
