"""`judge eval` on a set labelled with the points whose line settles each question: the first result's
point counted against the labels, a card's own text counted apart, an unlabelled set left uncounted."""

from __future__ import annotations

from judge.search.evaluate import Question, Scores, load_questions


def answer(point: str | None, confidence: str = "high", card_rule: bool = False, rid: str = "II-C-12") -> dict:
    top = {"id": rid, "kind": "topic", "verdict": None, "short": "a line", "point": {"id": point} if point else None,
           "scenarios": []}
    if card_rule:
        top["card_rule"] = {"card": "card-rare-candy"}
    return {"confidence": confidence, "results": [top]}


def test_the_first_results_point_is_counted_against_the_labels():
    s = Scores()
    q = Question("q", "en", ["II-C-12"], None, ["II-C-12/p5", "II-C-12/p1"])
    s.answered(answer("II-C-12/p1"), q, {})
    s.answered(answer("II-C-12/p2", confidence="low"), q, {})
    s.answered(answer("II-C-12/p5", card_rule=True), q, {})
    s.answered({"confidence": "none", "results": []}, q, {})
    assert (s.points_asked, s.points_first, s.points_card, s.points_topic) == (4, 1, 1, 3)
    assert (s.points_high, s.points_high_first) == (2, 1)


def test_a_question_labelled_with_no_point_counts_and_is_never_right():
    s = Scores()
    s.answered(answer("II-C-12/p1"), Question("q", "en", ["II-C-12"], None, []), {})
    assert (s.points_asked, s.points_first) == (1, 0)


def test_an_unlabelled_question_is_not_counted():
    s = Scores()
    s.answered(answer("II-C-12/p1"), Question("q", "en", ["II-C-12"]), {})
    assert s.points_asked == 0


def test_the_labels_are_read_from_the_set(tmp_path):
    f = tmp_path / "set.yaml"
    f.write_text("- q: a\n  expect: [I-A-01]\n  points: [I-A-01/p1]\n- q: b\n  expect: [I-A-01]\n  points: []\n"
                 "- q: c\n  expect: [I-A-01]\n", encoding="utf-8")
    assert [q.points for q in load_questions([f])] == [["I-A-01/p1"], [], None]
