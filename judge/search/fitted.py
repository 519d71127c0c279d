"""The last stage of the ranking: the signals of each candidate combined by weights fitted on data.

Every candidate (a topic or a FAQ) is described by :class:`Features`: where the word ranking put it
and how it scored there, and how close its texts are in meaning to the question. The weights that
combine them are not set by hand: ``scripts/fit_ranking.py`` fits them (pairwise logistic
regression) on the question sets by cross-validation whose folds are whole sources, writes them to
``index/ranking.json`` with the figures it measured, and this module only reads them. The same file
holds the confidence model: the probability that the first result answers the question, and the
bar above which that probability was right at least 95 % of the time on questions by others.
"""

from __future__ import annotations

import json
import math
from dataclasses import astuple, dataclass, fields
from pathlib import Path

from judge.paths import index_dir

#: How many of the word ranking's results are candidates.
WORD_CANDIDATES = 30
#: How many of the documents closest in meaning join them (their topic, for an example).
MEANING_CANDIDATES = 10


def weights_file() -> Path:
    return index_dir() / "ranking.json"


def topic_of(rid: str) -> str:
    return rid.split("/")[0].split("#")[0]


@dataclass(frozen=True)
class Features:
    """One candidate's signals, each scaled so that 0 is "nothing" and the first result is near 1."""

    word: float
    """The word ranking's score over the first result's (0 when the word ranking did not find it)."""
    word_found: float
    """1 when the word ranking found it at all."""
    word_rank: float
    """1 / (1 + its place in the word ranking), 0 when not found."""
    meaning: float
    """The cosine of its closest text to the question, minus the best cosine of any document (≤ 0)."""
    meaning_topic: float
    """The same for the closest text of its whole topic (its FAQs and examples included)."""
    meaning_rank: float
    """1 / (1 + its place among the documents by meaning)."""
    faq: float
    """1 for a FAQ, 0 for a topic."""

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in fields(cls)]

    def vector(self) -> list[float]:
        return list(astuple(self))


def candidates(ranked: list[tuple[str, float]], closeness: dict[str, float]) -> dict[str, Features]:
    """Every candidate of a question with its features: the word ranking's first
    :data:`WORD_CANDIDATES`, and the :data:`MEANING_CANDIDATES` documents closest in meaning."""
    ranked = ranked[:WORD_CANDIDATES]
    top = ranked[0][1] if ranked and ranked[0][1] > 0 else 1.0
    word = {rid: (score / top, i) for i, (rid, score) in enumerate(ranked)}
    best = max(closeness.values(), default=0.0)
    by_meaning = sorted(closeness, key=closeness.get, reverse=True)
    meaning_place = {d: i for i, d in enumerate(by_meaning)}
    topic_best: dict[str, float] = {}
    for d, c in closeness.items():
        t = topic_of(d)
        topic_best[t] = max(topic_best.get(t, -1.0), c)
    ids = list(word)
    for d in by_meaning[:MEANING_CANDIDATES]:
        rid = topic_of(d) if "#" in d else d
        if rid not in word and rid not in ids:
            ids.append(rid)
    out = {}
    for rid in ids:
        score, place = word.get(rid, (0.0, None))
        close = closeness.get(rid, topic_best.get(topic_of(rid), best))
        out[rid] = Features(
            word=score, word_found=float(place is not None), word_rank=0.0 if place is None else 1 / (1 + place),
            meaning=close - best, meaning_topic=topic_best.get(topic_of(rid), close) - best,
            meaning_rank=1 / (1 + meaning_place.get(rid, len(meaning_place))), faq=float("/" in rid))
    return out


@dataclass(frozen=True)
class Model:
    """The fitted weights (``index/ranking.json``)."""

    ranking: dict[str, float]
    """A weight per feature: a candidate's score is their sum over its features."""
    confidence: dict[str, float]
    """Weights of the probability that the first result is right (a logistic model, ``bias`` included)."""
    high: float
    """The probability from which an answer is ``high``."""

    @classmethod
    def read(cls, path: Path | None = None) -> "Model":
        data = json.loads((path or weights_file()).read_text(encoding="utf-8"))
        return cls(data["ranking"], data["confidence"], data["high"])

    def score(self, f: Features) -> float:
        return sum(self.ranking.get(name, 0.0) * value for name, value in zip(Features.names(), f.vector()))

    def rank(self, ranked: list[tuple[str, float]], closeness: dict[str, float]) -> list[tuple[str, float]]:
        cands = candidates(ranked, closeness)
        scored = sorted(((rid, self.score(f)) for rid, f in cands.items()), key=lambda x: -x[1])
        return scored

    def sure(self, scored: list[tuple[str, float]], cands: dict[str, Features]) -> float:
        """The probability that the first result answers the question."""
        z = confidence_inputs(scored, cands)
        s = self.confidence.get("bias", 0.0) + sum(self.confidence.get(k, 0.0) * v for k, v in z.items())
        return 1 / (1 + math.exp(-s))


def confidence_inputs(scored: list[tuple[str, float]], cands: dict[str, Features]) -> dict[str, float]:
    """What the confidence reads: the first result's features, and how far it leads the second."""
    if not scored:
        return {}
    first = cands[scored[0][0]]
    lead = scored[0][1] - scored[1][1] if len(scored) > 1 else 1.0
    z = {f"first_{k}": v for k, v in zip(Features.names(), first.vector())}
    z["lead"] = lead
    return z
