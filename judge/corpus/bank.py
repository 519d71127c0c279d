"""The question bank: questions written from the rulings' points, each recording the point it asks.

Every file in ``index/bank/`` but ``PROTOCOL.md`` is one :class:`Batch`, written as
``index/bank/PROTOCOL.md`` says: by one writer who saw only the batch's briefs. The bank is what the
mapping from a question to its point is fitted on; a batch is a source of its own when that fit is
cross-validated, and never a reported set.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BeforeValidator, ConfigDict, Field, ValidationError, model_validator

from judge.corpus import safeyaml
from judge.corpus.models import Strict, Verdict
from judge.corpus.points import POINT_ID
from judge.paths import bank_dir, batch_files  # noqa: F401 (bank_dir: where scripts land batches)

BATCH_ID = r"^b[0-9]{3}$"
Script = Literal["en", "ja", "zh-Hans", "zh-Hant"]
"""The language a question is written in, Chinese by script."""
Register = Literal["judge", "casual", "beginner", "story"]
"""How a question is written: a judge's precise terms, a player at the table, a beginner without
terms, a game situation told at length."""

#: Per point, at least this many questions in a batch, and at least this many in each script: a
#: point is written by two writers or more, so that one writer's questions are scored by a mapping
#: fitted on the others'.
PER_POINT, PER_SCRIPT = 10, 2
#: Per point, at least this many questions in the whole bank, and at least this many in each script.
BANK_PER_POINT, BANK_PER_SCRIPT = 20, 5
#: The share of a batch's questions that name a real card.
NAMING_CARDS = 0.4


class Checked(Strict):
    """The sample of a batch read against its points before it landed."""

    by: str = Field(min_length=1, description="Who read it (an anonymous id; never the batch's writer).")
    ids: list[str] = Field(min_length=1, description="The questions read.")
    wrong: list[str] = Field(default_factory=list, description="Those found not to ask their point as recorded "
                                                               "(corrected or removed before landing).")


class BankQuestion(Strict):
    """One question of the bank."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, populate_by_name=True)

    id: str = Field(pattern=r"^b[0-9]{3}-[0-9]{4}$", description="'<batch>-<nnnn>'.")
    point: str = Field(pattern=POINT_ID, description="The point the question asks.")
    lang: Script
    style: Register = Field(alias="register", description="How it is written (the file's key is ``register``).")
    verdict: Verdict | None = Field(None, description="The answer to the question as asked: 'yes', 'no', or null for a "
                                                      "question that is not a yes/no question.")
    cards: list[str] = Field(default_factory=list, description="The card names the question names, as written in it.")
    parallel: str | None = Field(None, pattern=r"^b[0-9]{3}-p[0-9]{3}$", description="The parallel group: one situation "
                                                                                     "asked in every script.")
    q: str = Field(min_length=4, description="The question as written.")

    @model_validator(mode="after")
    def _cards_named(self) -> "BankQuestion":
        missing = [c for c in self.cards if c not in self.q]
        if missing:
            raise ValueError(f"{self.id}: cards not named in the question as written: {missing}")
        return self


class SetAside(Strict):
    """A question written for a batch and kept out of the bank (its text is not kept)."""

    id: str
    point: str = Field(pattern=POINT_ID)
    lang: Script
    parallel: str | None = None
    why: Literal["near-measured", "repeat"] = Field("near-measured", description="Within NEAR_COPY of a measured question, or "
                                                                                   "the same words as a question already in the bank.")


class Batch(Strict):
    """One batch: its writer, the points briefed, the sample checked, the questions."""

    batch: str = Field(pattern=BATCH_ID)
    writer: str = Field(min_length=1, description="Who wrote it (an anonymous id, one per writer).")
    written: Annotated[str, BeforeValidator(str)] = Field(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description="The day it was written.")
    points: list[str] = Field(min_length=1, description="The points the batch was briefed on.")
    checked: Checked | None = Field(None, description="The sample read before landing.")
    set_aside: list[SetAside] = Field(default_factory=list, description="Questions written but kept out of the bank: those "
                                                                        "within NEAR_COPY of a measured question (judge.search."
                                                                        "evaluate.NearCopies), so that the measured sets stay "
                                                                        "unseen, and repeats of a question already in it.")
    questions: list[BankQuestion] = Field(min_length=1)

    @model_validator(mode="after")
    def _own_ids(self) -> "Batch":
        ids = [q.id for q in self.questions]
        if any(not i.startswith(self.batch + "-") for i in ids):
            raise ValueError(f"question ids open with the batch id {self.batch!r}")
        dupes = [i for i, n in Counter(ids).items() if n > 1]
        if dupes:
            raise ValueError(f"duplicate question ids: {dupes[:5]}")
        stray = sorted({q.point for q in self.questions} - set(self.points))
        if stray:
            raise ValueError(f"questions of points the batch was not briefed on: {stray[:5]}")
        if self.checked:  # a wrong question removed before landing stays recorded as read
            if self.checked.by == self.writer:
                raise ValueError("the sample is read by someone other than the writer")
        return self

    def shortfalls(self) -> list[str]:
        """Where the batch falls short of the protocol's counts: per point, per script, a parallel group
        not one question in each script, cards named (the questions set aside counted as written)."""
        out = []
        for point in self.points:
            mine = [q for q in [*self.questions, *self.set_aside] if q.point == point]
            if len(mine) < PER_POINT:
                out.append(f"{point}: {len(mine)} questions (at least {PER_POINT})")
            per = Counter(q.lang for q in mine)
            thin = [s for s in ("en", "ja", "zh-Hans", "zh-Hant") if per[s] < PER_SCRIPT]
            if thin:
                out.append(f"{point}: fewer than {PER_SCRIPT} in {', '.join(thin)}")
        groups: dict[str, list] = {}
        for q in [*self.questions, *self.set_aside]:
            if q.parallel:
                groups.setdefault(q.parallel, []).append(q)
        for g, qs in groups.items():
            if sorted(q.lang for q in qs) != ["en", "ja", "zh-Hans", "zh-Hant"] or len({q.point for q in qs}) > 1:
                out.append(f"parallel group {g}: {', '.join(sorted(q.lang for q in qs))} of one point each (one question in each script)")
        naming = sum(bool(q.cards) for q in self.questions) / len(self.questions)
        if naming < NAMING_CARDS:
            out.append(f"{naming:.0%} of the questions name a card (at least {NAMING_CARDS:.0%})")
        return out


def coverage(batches: list[Batch], points: list[str]) -> dict[str, list[str]]:
    """Per point short of the bank's counts (BANK_PER_POINT questions, BANK_PER_SCRIPT in each
    script, two writers), what it lacks."""
    out: dict[str, list[str]] = {}
    mine: dict[str, list[tuple[str, BankQuestion]]] = {}
    for b in batches:
        for q in b.questions:
            mine.setdefault(q.point, []).append((b.writer, q))
    for point in points:
        got = mine.get(point, [])
        lacks = []
        if len(got) < BANK_PER_POINT:
            lacks.append(f"{len(got)} questions")
        per = Counter(q.lang for _, q in got)
        lacks += [f"{per[s]} in {s}" for s in ("en", "ja", "zh-Hans", "zh-Hant") if per[s] < BANK_PER_SCRIPT]
        if len({w for w, _ in got}) < 2:
            lacks.append(f"{len({w for w, _ in got})} writer(s)")
        if lacks:
            out[point] = lacks
    return out


def read_batch(path: Path) -> Batch:
    """One batch file, validated; ValueError naming the file and the field otherwise."""
    try:
        batch = Batch.model_validate(safeyaml.load(path.read_text(encoding="utf-8")))
    except ValidationError as err:
        first = err.errors()[0]
        raise ValueError(f"{path}: {'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    if path.stem != batch.batch:
        raise ValueError(f"{path}: batch {batch.batch!r} is kept in {batch.batch}.yaml")
    return batch


def load(folder: Path | None = None) -> list[Batch]:
    """Every batch of the bank, in batch order."""
    return [read_batch(p) for p in batch_files(folder)]


def folded(text: str) -> str:
    """A question as two questions are compared for being the same: letters and digits only, lower case."""
    return re.sub(r"[\W_]+", "", text.lower())


def main(argv: list[str]) -> int:
    """``python -m judge.corpus.bank FILE…``: each batch file's problems and shortfalls, for its writer."""
    status = 0
    for name in argv:
        try:
            batch = read_batch(Path(name))
        except ValueError as err:
            print(f"error: {err}")
            status = 1
            continue
        short = batch.shortfalls()
        for s in short:
            print(f"short: {name}: {s}")
        print(f"{name}: {len(batch.questions)} questions, {len(batch.points)} points, {len(short)} shortfall(s)")
        status = status or (1 if short else 0)
    return status


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
