"""The points of a ruling: each rule its passages state, written as its own unit.

Every file in ``rulings/points/`` is one :class:`PointFile`: the points of one topic and of its
FAQs. A point is one rule with its one-line answer in each language (own words, the same meaning in
each), the words of the passage it rests on (the guide's, cited by edition), the yes/no question it
answers where it has one, and the points a question is easily confused with. A point is what the
answer's one line states and what a question is matched to.

Point ids are ``<ruling id>/p<n>``: ``II-B-09/p1`` (a point of the topic), ``II-B-09/faq-2/p1`` (a
point of its second FAQ), numbered from 1 within each ruling in the file's order.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, model_validator

from judge.corpus.editions import EditionId
from judge.corpus.verdicts import point_ruling  # noqa: F401 (read here by the points' users)
from judge.corpus.models import RULING_ID, TOPIC_ID, VERDICT_WORDS, Strict, Trilingual, Verdict, schema_of, verdict_of_short

POINT_ID = r"^(?P<ruling>[^/]+(?:/faq-[1-9][0-9]*)?)/p(?P<n>[1-9][0-9]*)$"
"""A point's id: the ruling it belongs to, then ``/p<n>``."""

#: A point's id or a ruling's id (a link to a ruling whose points are not told apart yet).
LINK_ID = r"^[^/]+(/faq-[1-9][0-9]*)?(/p[1-9][0-9]*)?$"

PointKind = Literal["rule", "condition", "exception", "still"]
"""What a point is to its ruling: ``rule`` what the ruling does; ``condition`` when it applies or
what it needs; ``exception`` where it does not apply; ``still`` what still happens although the rule
applies (for a protection, what it does not stop)."""


class RestsOn(Strict):
    """The words of a guide passage a point rests on: part of the ruling's passage in one edition."""

    edition: EditionId = Field(description="Which document the words are from.")
    quote: str = Field(min_length=1, description="The words as printed (cleaned), a part of the passage of the point's ruling "
                                                 "(a topic's source text or a FAQ's passage) in that edition.")


class Point(Strict):
    """One rule a ruling states, as the one line a judge reads out."""

    id: str = Field(pattern=POINT_ID, description="'<ruling id>/p<n>', numbered from 1 within the ruling in file order.")
    kind: PointKind = Field(description="rule, condition, exception or still (see PointKind).")
    line: Trilingual = Field(description="The point in one line per language, own words, the same meaning in each; it states "
                                         "the rule and opens with no verdict word (the answer adds one where the question asks "
                                         "the point's yes/no question the same way round).")
    ask: Trilingual | None = Field(None, description="The point as the yes/no question a player asks about it, asked plainly "
                                                     "(no negation), in own words; none where the point answers no yes/no question.")
    verdict: Verdict | None = Field(None, description="The guide's answer to ``ask``: 'yes' or 'no'.")
    rests_on: list[RestsOn] = Field(min_length=1, description="The passage words the point rests on, one per edition that states it.")
    confused_with: list[str] = Field(default_factory=list, description="Points (or rulings) of other topics a question is easily "
                                                                         "confused with this one: switching vs retreating, effect "
                                                                         "evolution vs evolving from the hand.")
    same_as: list[str] = Field(default_factory=list, description="For a point of the XY-regulation notice or the overview: the "
                                                                   "guides' points (Parts I and II) that state the same rule, "
                                                                   "which lead an answer to it, this point beside them with its source.")
    inference: bool = Field(False, description="True where the line says more than the passage words do (a reading the corpus "
                                               "adds); the point is then shown marked as an inference.")

    @property
    def ruling(self) -> str:
        """The topic or FAQ id the point belongs to."""
        return re.match(POINT_ID, self.id)["ruling"]

    @property
    def number(self) -> int:
        return int(re.match(POINT_ID, self.id)["n"])

    @model_validator(mode="after")
    def _one_line_without_verdict(self) -> "Point":
        for lang in ("en", "ja", "zh"):
            text = getattr(self.line, lang)
            if "\n" in text:
                raise ValueError(f"line.{lang} must be one line")
            opens = verdict_of_short(text, lang)
            if opens:
                raise ValueError(f"line.{lang} opens with the verdict word {VERDICT_WORDS[lang][opens]!r}: the line states the rule")
        if (self.ask is None) != (self.verdict is None):
            raise ValueError("ask and verdict come together: a yes/no question with the guide's answer to it")
        if self.verdict == "depends":
            raise ValueError("a point's verdict is 'yes' or 'no': a point that depends is two points (its condition and its exception)")
        if self.ask is not None:
            for lang in ("en", "ja", "zh"):
                if not getattr(self.ask, lang).rstrip().endswith(("?", "？")):
                    raise ValueError(f"ask.{lang} is a question: it ends with a question mark")
        for i, link in enumerate(self.confused_with):
            if not re.match(LINK_ID, link):
                raise ValueError(f"confused_with.{i}: {link!r} is neither a point id nor a ruling id")
        return self


class PointFile(Strict):
    """The points of one topic and its FAQs (``rulings/points/<topic id>.yaml``)."""

    topic: str = Field(pattern=TOPIC_ID, description="The topic the points are of.")
    points: list[Point] = Field(min_length=1)

    @model_validator(mode="after")
    def _numbered(self) -> "PointFile":
        seen: dict[str, int] = {}
        for i, point in enumerate(self.points):
            ruling = point.ruling
            if ruling.split("/")[0] != self.topic:
                raise ValueError(f"points.{i}: {point.id!r} is not a point of {self.topic} or of its FAQs")
            if not re.match(RULING_ID, ruling):
                raise ValueError(f"points.{i}: {point.id!r} names no ruling")
            seen[ruling] = seen.get(ruling, 0) + 1
            if point.number != seen[ruling]:
                raise ValueError(f"points.{i}: {point.id!r} should be numbered p{seen[ruling]} (points are numbered in order within their ruling)")
        return self


def json_schema() -> dict:
    """The JSON Schema of a points file."""
    return schema_of(PointFile, "Ruling points")
