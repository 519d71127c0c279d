"""The fitted ranking and confidence, read from ``index/ranking.json``.

``scripts/fit_ranking.py`` fits them on the question sets (conditional logits for the ranking and
for the choice between a topic and its FAQs, logistic regression for the confidence), by
cross-validation whose folds are whole sources, and writes the weights, the re-ranking passes it
keeps, ``case`` (rank.CASE), the probability from which an answer is ``high`` and the figures it
measured. At run time only this file is read: no fitting library.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from judge.index.meaning import encoder_name
from judge.paths import ROOT

#: The committed weights (beside the term dictionary: data the search is built from, not a build): the
#: ranking fitted on questions read by e5, or, for questions read by the static table
#: (``$JUDGE_MEANING_ENCODER=static``), its own (its cosines run on another scale).
FITTED = ROOT / "index" / ("ranking-static.json" if encoder_name() == "static" else "ranking.json")


def read(path: Path = FITTED) -> dict:
    """The fitted model: ``weights`` (a weight per candidate feature), ``steps`` (the passes of
    rank.RANK_STEPS kept, by function name), ``confidence`` (a weight per input, ``bias``
    included) and ``high`` (the probability from which the first result is given as the answer)."""
    return json.loads(path.read_text(encoding="utf-8"))


#: The model read: the static table's own where one is committed, else e5's. None is: fitted on questions
#: read by the table (scripts/fit_ranking.py, cross-validated by source), its top-1 as served was about
#: e5's (questions 0.915, beginner 0.842, forum 0.839, real 0.797, against a fit with e5's vectors 0.921,
#: 0.947, 0.806, 0.808) but its confidence sure for far fewer (high 0.103, 0.053, 0.194, 0.023, against
#: 0.788, 0.632, 0.548, 0.424), so the table's questions are ranked by e5's weights.
MODEL = read(FITTED if FITTED.exists() else ROOT / "index" / "ranking.json")


def probability(weights: dict[str, float], inputs: dict[str, float]) -> float:
    """The logistic model's probability for the inputs (a missing weight counts 0)."""
    z = weights.get("bias", 0.0) + sum(weights.get(k, 0.0) * v for k, v in inputs.items())
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))
