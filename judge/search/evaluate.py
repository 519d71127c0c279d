"""``judge eval``: search quality on a question set, beside a plain baseline measured in the same run.

A question set is YAML: ``[{q, lang, ids: [ruling ids that settle it]}]``. A result settles the
question when it is one of the ids, or a topic one of the ids belongs to, or a FAQ of a topic
among the ids. The baseline is BM25 over the guides' raw text split at section headings, with
character bigrams (whoosh, in memory): what a search box over the PDFs would give.
"""

from __future__ import annotations

import math
import os
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field, fields
from pathlib import Path

from whoosh import fields as whoosh_fields
from whoosh.analysis import NgramTokenizer
from whoosh.filedb.filestore import RamStorage
from whoosh.query import Or, Term

from judge.corpus import safeyaml, seeds
from judge.lang.text import fold, grams
from judge.paths import ROOT
from judge.search.ask import open_index
from judge.search.verdict import first_verdict, part_asked


#: How many results an evaluated question is asked for (top-3 and the reciprocal rank read them).
SHOWN = 10


@dataclass
class Question:
    """A question of a set, with the rulings that settle it."""

    q: str
    lang: str
    ids: list[str]
    verdict: str | None = None
    """The yes/no the cited ruling gives, where the set records one."""
    points: list[str] | None = None
    """The points whose line settles it, best first, where the set labels them (``points``; an empty
    list where no point of any ruling states it); None where the set does not."""


@dataclass
class Scores:
    n: int = 0
    """Questions with rulings that settle them (an off-topic question has none)."""
    top1: int = 0
    top3: int = 0
    rr: float = 0.0
    misses: list[tuple[str, list[str], list[str]]] = field(default_factory=list)
    asked: int = 0
    """Every question, off-topic ones included."""
    confidence: Counter = field(default_factory=Counter)
    """How many questions got each confidence."""
    high_right: int = 0
    """Questions answered with confidence high whose first result settles them."""
    tops: int = 0
    """Questions with a first result."""
    shorts: int = 0
    """First results with a short answer."""
    yes_no: int = 0
    """Questions whose expected verdict is yes or no."""
    verdicts: int = 0
    """... of those, how many got a verdict, and how many of those were wrong."""
    verdicts_wrong: int = 0
    faq_replays: int = 0
    """First results that are a FAQ with a replay that proves it, and how many replay one."""
    faq_replays_proving: int = 0
    points_asked: int = 0
    """Questions labelled with the points whose line settles them; of those, how many got a first
    result of a settling ruling, how many led with one of the points (the line read out), and how many
    led with a card's own text instead of a point's line (``card_rule``)."""
    points_topic: int = 0
    points_first: int = 0
    points_card: int = 0
    points_high: int = 0
    """... answered ``high``, and how many of those led with one of the points."""
    points_high_first: int = 0

    def judged(self, confidence: str, ranked: list[str], q: Question) -> None:
        """Count the confidence the question got (and the ranking, when rulings settle it)."""
        self.asked += 1
        self.confidence[confidence] += 1
        if q.ids:
            if confidence == "high" and ranked and settles(ranked[0], q.ids):
                self.high_right += 1
            self.add(ranked, q)

    def answered(self, answer: dict, q: Question, replays: dict[str, dict]) -> None:
        """Count what the first result says: its verdict against the expected one, its short
        answer, and whether a FAQ's replay proves that FAQ (where one of its replays does)."""
        top = answer["results"][0] if answer["results"] else None
        if top is None:
            self.points_asked += q.points is not None  # labelled, and no line read out
            return
        self.tops += 1
        self.shorts += bool(top.get("short"))
        if q.verdict in ("yes", "no"):
            self.yes_no += 1
            if top.get("verdict"):
                self.verdicts += 1
                self.verdicts_wrong += top["verdict"] != q.verdict
        if q.points is not None:
            self.pointed(answer, top, q)
        if top["kind"] == "faq" and any(top["id"] in replays[s].get("proves", []) for s in top.get("scenarios", [])):
            self.faq_replays += 1
            self.faq_replays_proving += bool(top["scenario"]) and top["id"] in top["scenario"].get("proves", [])

    def pointed(self, answer: dict, top: dict, q: Question) -> None:
        """Count whether the first result's line is one of the points the question is labelled with."""
        self.points_asked += 1
        self.points_topic += settles(top["id"], q.ids)
        card = bool(top.get("card_rule"))
        first = not card and (top.get("point") or {}).get("id") in q.points
        self.points_card += card
        self.points_first += first
        if answer["confidence"] == "high":
            self.points_high += 1
            self.points_high_first += first

    def share(self, confidence: str) -> float:
        return self.confidence[confidence] / self.asked if self.asked else 0.0

    def right_when_high(self) -> float | None:
        high = self.confidence["high"] if self.n else 0
        return self.high_right / high if high else None

    def merge(self, other: Scores) -> None:
        """Add another language's counts (every number field, and the confidences; not the misses)."""
        for f in fields(self):
            value = getattr(other, f.name)
            if isinstance(value, (int, float)):
                setattr(self, f.name, getattr(self, f.name) + value)
        self.confidence.update(other.confidence)

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


#: The question sets that measure the search (tests/<name>).
MEASURED = ("questions", "holdout", "real", "beginner", "forum", "forum-holdout")
#: How alike (character n-gram cosine) a text written in own words (an ask, a FAQ part, a question of
#: the bank) and a measured question may be at most: at 0.5 and above it reads as the question
#: reworded (the same card, situation and point), and the question's result would be written in
#: rather than found.
NEAR_COPY = 0.5


def measured_questions() -> list[str]:
    """Every question of the measured sets, in file order."""
    return [q.q for q in load_questions([ROOT / "tests" / name for name in MEASURED])]


class NearCopies:
    """Which texts restate one of some questions: an n-gram cosine of NEAR_COPY or more, the shared
    n-grams counted through an index of the questions' n-grams (the same sum as cosine's)."""

    def __init__(self, questions: list[str]):
        self.questions = questions
        counted = [Counter(grams(fold(q))) for q in questions]
        self.sizes = [c.total() for c in counted]
        self.postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for i, counts in enumerate(counted):
            for g, n in counts.items():
                self.postings[g].append((i, n))

    def closeness(self, text: str) -> dict[int, float]:
        """The cosine of the text to each question sharing an n-gram with it, by the question's place."""
        g = Counter(grams(fold(text)))
        shared: dict[int, int] = defaultdict(int)
        for gram, n in g.items():
            for i, m in self.postings.get(gram, ()):
                shared[i] += min(n, m)
        total = g.total()
        return {i: inter / math.sqrt(total * self.sizes[i]) for i, inter in sorted(shared.items())}

    def near(self, text: str) -> list[int]:
        """The places of the questions the text is within NEAR_COPY of."""
        return [i for i, c in self.closeness(text).items() if c >= NEAR_COPY]

    def find(self, texts) -> list[str]:
        """Of the (label, text) pairs, each text within NEAR_COPY of a question, as "label: text ~ question"."""
        return [f"{label}: {text!r} ~ {self.questions[i]!r}" for label, text in texts for i in self.near(text)]


def load_questions(paths: list[Path]) -> list[Question]:
    out = []
    for path in paths:
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
        for f in files:
            for row in safeyaml.load(f.read_text(encoding="utf-8")) or []:
                out.append(Question(str(row["q"]), row.get("lang", "en"), list(row.get("ids") or row.get("expect") or []),
                                   row.get("verdict"), list(row["points"]) if row.get("points") is not None else None))
    return out


class Baseline:
    """BM25 over the seeds' sections, character bigrams: no dictionary, no cross-language terms."""

    def __init__(self):
        schema = whoosh_fields.Schema(id=whoosh_fields.ID(stored=True), text=whoosh_fields.TEXT(analyzer=NgramTokenizer(2, 2), phrase=False))
        # The index name names the writer's temporary folder (in the system's temp dir for a RAM
        # index): one per process, so two evaluations at once do not share it.
        self.ix = RamStorage().create_index(schema, indexname=f"baseline-{os.getpid()}-{id(self)}")
        writer = self.ix.writer()
        for edition in ("ja-2.2", "zh-3.1", "ja-3.1"):
            for key, section in seeds.topic_sections(edition).items():
                writer.add_document(id=key, text=fold(section.text).replace(" ", ""))
        writer.commit()
        self.searcher = self.ix.searcher()

    def search(self, q: str, limit: int = 10) -> list[str]:
        text = fold(q).replace(" ", "")
        grams = list(dict.fromkeys(text[i:i + 2] for i in range(len(text) - 1)))
        if not grams:
            return []
        hits = self.searcher.search(Or([Term("text", g) for g in grams]), limit=limit)
        return list(dict.fromkeys(h["id"] for h in hits))


def evaluate(paths: list[Path]) -> dict:
    """Every question of the sets asked as `judge ask --json --limit 10` asks it, scored on what that
    returns (``served``: each question's result ids, confidence and verdict), beside the baseline."""
    questions = load_questions(paths)
    idx = open_index()
    base = Baseline()
    ours: dict[str, Scores] = {}
    theirs: dict[str, Scores] = {}
    served: list[dict] = []
    started = time.perf_counter()
    for q in questions:
        answer = idx.ask(q.q, None, limit=SHOWN)  # what `judge ask --json --limit 10` returns
        served.append({"q": q.q, "ids": [r["id"] for r in answer["results"]], "confidence": answer["confidence"],
                       "verdict": answer["results"][0]["verdict"] if answer["results"] else None,
                       "point": ((answer["results"][0].get("point") or {}).get("id") if answer["results"] else None)})
        scores = ours.setdefault(q.lang, Scores())
        scores.judged(answer["confidence"], [r["id"] for r in answer["results"]], q)
        scores.answered(answer, q, idx.replays)
        theirs.setdefault(q.lang, Scores()).judged("", base.search(q.q), q)
    elapsed = time.perf_counter() - started
    for table in (ours, theirs):
        total = Scores()
        for s in table.values():
            total.merge(s)
        table["all"] = total
    return {"questions": len(questions), "seconds": elapsed, "ours": ours, "baseline": theirs, "served": served}


@dataclass
class LeftOut:
    """The verdicts the ways of asking get when each is asked as a question with itself left out."""

    asked: int = 0
    """Ways of asking a topic that carry a yes or no."""
    topic: int = 0
    """... answered first by their own topic with a verdict read from its other ways of asking, and how
    many of those are not the way of asking's own."""
    topic_wrong: int = 0
    faq: int = 0
    """... answered first by a FAQ of their topic with the FAQ's verdict, and how many are not their own."""
    faq_wrong: int = 0
    depends: int = 0
    """... answered "it depends" (and on what) by their topic as a general question's (verdict.general:
    its FAQs answer it yes and no): no yes or no is given, so none is counted right or wrong."""
    wrong: list[tuple[str, str, str]] = field(default_factory=list)
    """(way of asking, its verdict, the verdict it got) for each wrong one."""


def verdicts_left_out(idx) -> dict[str, LeftOut]:
    """Ask every way of asking with a verdict as a question, itself left out of its topic's ways of
    asking, and count the verdicts it gets against its own: how often a verdict read from a close
    wording is wrong, measured on texts no question set holds (per language, and "all")."""
    out: dict[str, LeftOut] = {}
    for rid, payload in idx.payloads.items():
        if payload["kind"] == "faq":
            continue
        asks = payload.get("asks") or {}
        verdicts = asks.get("verdicts") or {}
        for lang in ("ja", "zh", "en"):
            for text in asks.get(lang, []):
                own = verdicts.get(text)
                if own not in ("yes", "no"):
                    continue
                s = out.setdefault(lang, LeftOut())
                s.asked += 1
                found = idx.search(text, lang, limit=3)
                if not found.ranked or found.confidence != "high":
                    continue  # the answer gives a verdict only when sure
                first = idx.payloads[found.ranked[0][0]]
                if first["id"] != rid and first["topic"] != rid:
                    continue
                trimmed = {**payload, "asks": {**asks, lang: [t for t in asks[lang] if t != text]}}
                first = trimmed if first["id"] == rid else first
                idx.payloads[rid] = trimmed  # left out wherever the verdict reads the topic's ways of asking
                try:  # as the pipeline's last stage decides it (a general question's topic: "depends")
                    got = "depends" if found.over == first["id"] else first_verdict(idx, first, found, part_asked(idx, first, found.question))
                finally:
                    idx.payloads[rid] = payload
                if not got:
                    continue
                if got == "depends":
                    s.depends += 1
                    continue
                if first["kind"] == "faq":
                    s.faq += 1
                    s.faq_wrong += got != own
                else:
                    s.topic += 1
                    s.topic_wrong += got != own
                if got != own:
                    s.wrong.append((text, own, got))
    total = LeftOut()
    for s in out.values():
        for f in fields(LeftOut):
            setattr(total, f.name, getattr(total, f.name) + getattr(s, f.name))
    out["all"] = total
    return out
