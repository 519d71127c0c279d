"""The development sets' point labels: each question of a labelled set names the point(s) whose one
line settles it (``points:``), every one a point the rulings state, or none with a note saying
what the missing point would say (``point_note:``)."""

import re
from pathlib import Path

import pytest
import yaml

from judge.corpus.points import POINT_ID

ROOT = Path(__file__).resolve().parent.parent

#: The question sets whose questions are labelled with the point they ask.
LABELLED = ("tests/real/real-dev.yaml", "tests/forum/forum-dev.yaml", "tests/beginner/beginner-en.yaml",
            "tests/beginner/beginner-ja.yaml", "tests/beginner/beginner-zh.yaml", "tests/questions/dev-en.yaml",
            "tests/questions/dev-ja.yaml", "tests/questions/dev-zh.yaml")


def questions(name: str) -> list[dict]:
    return yaml.safe_load((ROOT / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", LABELLED)
def test_the_file_says_how_its_points_were_labelled(name):
    first = (ROOT / name).read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# points: ") and "never from the program's answers" in first, first


@pytest.mark.parametrize("name", LABELLED)
def test_every_question_names_its_points_or_says_what_is_missing(name):
    rows = questions(name)
    assert rows, name
    for row in rows:
        assert "points" in row, (name, row["q"])
        points = row["points"]
        assert isinstance(points, list) and len(points) <= 3, (name, row["q"], points)
        assert len(set(points)) == len(points), (name, row["q"], points)
        for point in points:
            assert isinstance(point, str) and re.match(POINT_ID, point), (name, row["q"], point)
        note = row.get("point_note")
        if points:
            assert note is None, (name, row["q"], "a note is only for a question no point settles")
        else:
            assert isinstance(note, str) and note.strip() and "\n" not in note, (name, row["q"], "points: [] needs a one-line point_note")


@pytest.mark.parametrize("name", LABELLED)
def test_every_labelled_point_is_a_point_of_the_rulings(name, corpus):
    unknown = [(row["q"][:40], p) for row in questions(name) for p in row["points"] if p not in corpus.points]
    assert not unknown, unknown


@pytest.mark.parametrize("name", LABELLED)
def test_most_questions_are_settled_by_a_point(name):
    """A set whose questions mostly have no point would measure nothing: at least nine in ten are labelled."""
    rows = questions(name)
    assert sum(bool(row["points"]) for row in rows) >= 0.9 * len(rows)
