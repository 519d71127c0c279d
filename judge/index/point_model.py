"""The learned mapping from a question's vector to the point of a ruling it asks: one logistic
regression per topic over the points of the topic (its own and its FAQs'), fitted on the question
bank's questions (index/bank) by ``scripts/fit_points.py --learn`` (scikit-learn, at development
time only) and committed as data (``index/points-model.npz``). Read here with numpy alone.

A topic's model gives each of its points a probability (a softmax over the topic's rows); the point
choice (judge/search/points.py) weighs it beside the point's own closeness, its wording, its terms
and its bank neighbours. A topic whose bank questions ask one point only has no model.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

import numpy as np

from judge.paths import ROOT

#: The file's format: a file of another version is refused, not read.
FORMAT = "points-logit/1"
#: The question vectors (unit length) are scaled by this before the logit, as in the fit.
SCALE = 10.0


def model_file() -> Path:
    """The committed model (``$JUDGE_POINT_MODEL``, else the repository's ``index/points-model.npz``)."""
    return Path(os.environ.get("JUDGE_POINT_MODEL", ROOT / "index" / "points-model.npz"))


class PointModel:
    """Each topic's rows of weights, one row a point, and the batches of the bank it was fitted on."""

    def __init__(self, points: list[str], weights: np.ndarray, bias: np.ndarray, batches: list[str], regularisation: float):
        self.points = list(points)
        """Every point a model scores, its topic's points together, in the order of :attr:`weights`."""
        self.weights = np.asarray(weights, dtype=np.float32)
        """One row of weights a point (a topic of two points: a row of zeros, then the logit's)."""
        self.bias = np.asarray(bias, dtype=np.float32)
        """Each row's intercept."""
        self.batches = list(batches)
        """The bank's batches it was fitted on."""
        self.regularisation = regularisation
        """The logit's inverse regularisation (scikit-learn's ``C``) it was fitted with."""
        self.rows: dict[str, int] = {p: i for i, p in enumerate(self.points)}
        """A point's row."""
        self.topics: dict[str, tuple[int, int]] = {}
        """A topic's rows, first and past the last."""
        for i, p in enumerate(self.points):
            first, _ = self.topics.get(topic_of(p), (i, i))
            self.topics[topic_of(p)] = (first, i + 1)

    def probabilities(self, vector: np.ndarray, point_ids: list[str]) -> dict[str, float]:
        """The probability of each of the points (of one topic) that a question of this vector asks
        it, by its topic's model; empty where the topic has none."""
        topics = {topic_of(p) for p in point_ids}
        if len(topics) != 1 or next(iter(topics)) not in self.topics:
            return {}
        first, last = self.topics[next(iter(topics))]
        logits = self.weights[first:last] @ (SCALE * np.asarray(vector, dtype=np.float32)) + self.bias[first:last]
        e = np.exp(logits - logits.max())
        p = e / e.sum()
        return {self.points[first + i]: float(p[i]) for i in range(last - first) if self.points[first + i] in point_ids}

    def write(self, path: Path) -> None:
        np.savez_compressed(path, format=np.array(FORMAT), points=np.array(self.points), weights=self.weights.astype(np.float16),
                            bias=self.bias, batches=np.array(self.batches), regularisation=np.array(self.regularisation))

    @classmethod
    def read(cls, path: Path) -> "PointModel":
        with np.load(path, allow_pickle=False) as f:
            if str(f["format"]) != FORMAT:
                raise ValueError(f"{path}: a point model of format {str(f['format'])!r}, not {FORMAT!r}")
            return cls(f["points"].tolist(), f["weights"].astype(np.float32), f["bias"], f["batches"].tolist(), float(f["regularisation"]))


def topic_of(point_id: str) -> str:
    """A point's topic ("II-E-28/faq-1/p2": II-E-28)."""
    return point_id.split("/")[0]


@lru_cache(maxsize=1)
def load() -> PointModel | None:
    """The committed model (None where there is none: the point choice then reads no learned mapping)."""
    path = model_file()
    return PointModel.read(path) if path.exists() else None
