"""The search's pipeline (judge/search/pipeline.py): the question read once, then named stages in order,
each promise checked; what the last stage leaves is what is served and what ``judge eval`` measures."""

from __future__ import annotations

import ast
import json
from dataclasses import replace
from pathlib import Path

import pytest

from judge.search import pipeline, rank
from judge.search.found import BrokenPromise
from judge.search.question import Question, read

SEARCH = Path(__file__).resolve().parent.parent / "judge" / "search"
#: Questions of every kind of answer: general ("depends"), a statement asked exactly, a FAQ's situation,
#: a card named, off-topic, Traditional Chinese, misspelt.
ASKED = ["does the damage reduction apply to self-damage?", "can i play two supporters in one turn", "こだわりメット付いてたら反動ダメも減る?",
         "撤退能量减1的效果会叠加吗", "can I use Boss's Orders on my first turn?", "what is the best deck right now?",
         "進化したらどくは回復する？", "撤退後還能攻擊嗎", "can i retreet when asleep", "サポートは1ターンに何枚使える？",
         "B"]  # "B": FAQs it cannot tell apart, whose topic was no candidate, put the topic first


def test_no_module_but_the_reading_one_touches_the_questions_text():
    """The question's text is Question._text and _asked: read by judge/search/question.py alone."""
    touching = []
    for path in sorted(SEARCH.glob("*.py")):
        if path.name == "question.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("_text", "_asked"):
                touching.append(f"{path.name} line {node.lineno}: .{node.attr}")
    assert not touching, touching


@pytest.mark.parametrize("q", ASKED)
def test_no_stage_after_the_first_reads_the_raw_question(idx, monkeypatch, q):
    """Every stage, and the answer composed, given a question as read whose text is gone: the same
    answer as the question's own. A stage that read the text would fail on it (None is no text)."""
    asked = read(idx, q)
    kept = asked.meant(idx.meaning) if idx.meaning is not None else None
    cards = asked.cards_named()
    blind = replace(asked, _text=None, _asked=None)
    monkeypatch.setattr(Question, "meant", lambda self, meaning: kept)
    monkeypatch.setattr(Question, "cards_named", lambda self: cards)
    found = pipeline.run(idx, blind, 5)
    expected = idx.ask(q)
    got = {**idx.answer(q, found), **({"cards": cards} if cards else {})}
    assert got == expected


def test_the_topic_of_faqs_a_question_cannot_tell_apart_may_join_the_order(idx):
    """A topic that no signal brought joins the order when its FAQs lead it (rank.faqs_alike): the
    first stage's promise allows a candidate's topic, nothing else."""
    found = idx.search("B")
    topic = found.first
    assert topic not in {c.id for c in found.candidates} and topic in {c.topic for c in found.candidates}


def test_the_pipeline_names_each_stage_and_what_it_was_fitted_on():
    assert [s.run.__name__ for s in pipeline.PIPELINE] == ["words_alone", "with_meaning", "general_first", "stated_first", "point_read", "guide_over_note",
                                                           "first_result_verdict"]
    assert all(s.name and s.fitted for s in pipeline.PIPELINE)


def test_a_stage_that_breaks_its_promise_is_named(idx):
    """A stage moving the order where it promises to keep it: BrokenPromise, naming the stage."""
    def shuffles(store, found):
        found.order = found.order[::-1]

    bad = pipeline.Stage("shuffles the order", shuffles, pipeline.order_kept, "nothing")
    with pytest.raises(BrokenPromise, match="shuffles the order"):
        pipeline.run(idx, read(idx, "can i retreat a paralyzed pokemon?"), 5, pipeline.PIPELINE + (bad,))


def test_a_pass_that_breaks_its_promise_is_named(idx, monkeypatch):
    """A re-ranking pass that moves the first result where it promises to keep it: BrokenPromise."""
    def topics_apart(r):  # named as the pass it stands in for, which always runs
        r.order = r.order[1:] + r.order[:1]

    steps = tuple(replace(p, run=topics_apart) if p.key == "topics_apart" else p for p in rank.RANK_STEPS)
    monkeypatch.setattr(rank, "RANK_STEPS", steps)
    with pytest.raises(BrokenPromise, match="each topic's best ruling"):
        idx.search("can i retreat a paralyzed pokemon?")


@pytest.mark.parametrize("q", ASKED)
def test_what_is_searched_is_what_is_served(idx, q):
    """The search's order, confidence and verdict are the answer's: the answer step re-orders nothing."""
    found = idx.search(q, None, 5)
    answer = idx.ask(q, None, 5)
    assert [r["id"] for r in answer["results"]] == [rid for rid, _ in found.ranked]
    assert answer["confidence"] == found.confidence
    assert (answer["results"][0]["verdict"] if answer["results"] else None) == found.verdict


def test_judge_eval_scores_what_judge_ask_json_returns(runner, tmp_path):
    """`judge eval`'s figures are those of the answers `judge ask --json --limit 10` gives: each
    question's results, confidence and verdict, compared on a question set."""
    from judge.search.evaluate import SHOWN, evaluate

    questions = Path(__file__).resolve().parent / "beginner"
    report = evaluate([questions])
    asked = "\n".join(row["q"] for row in report["served"]) + "\n"
    out = runner.invoke(["ask", "-", "--json", "--limit", str(SHOWN)], input=asked)
    assert out.exit_code == 0, out.output
    answers = [json.loads(line) for line in out.output.splitlines()]
    assert len(answers) == len(report["served"]) > 30
    for row, answer in zip(report["served"], answers):
        assert row["ids"] == [r["id"] for r in answer["results"]], row["q"]
        assert row["confidence"] == answer["confidence"], row["q"]
        assert row["verdict"] == (answer["results"][0]["verdict"] if answer["results"] else None), row["q"]


def test_a_notes_point_the_guides_state_too_gives_the_guides_ruling_first(idx, monkeypatch):
    """pipeline.guide_over_note: the overview's first result whose asked point is the same as a guide's
    point (``same_as``) puts that guide ruling first, the note next, as sure as it was; the answer
    leads with the guide's point."""
    question = read(idx, "XYレギュレーションでスタジアムは両方使える？")
    before = pipeline.run(idx, question, 5, pipeline.PIPELINE[:4])
    note = before.first
    assert idx.payloads[note]["authority"] != "official"
    guide = idx.payloads["I-B-04"]["points"][0]
    for p in idx.payloads[note]["points"]:
        monkeypatch.setitem(p, "same_as", [guide["id"]])
    found = pipeline.run(idx, question)
    assert found.first == "I-B-04" and found.order[1][0] == note and found.guide_point == guide["id"]
    assert found.confidence == before.confidence
    from judge.search.answer import answer
    assert answer(idx, "XYレギュレーションでスタジアムは両方使える？", found)["results"][0]["point"]["id"] == guide["id"]


def test_a_point_only_a_note_states_answers_on_its_own(idx, monkeypatch):
    """Without a same_as link the note's ruling stays first (what only the overview states)."""
    question = read(idx, "XYレギュレーションでスタジアムは両方使える？")
    note = pipeline.run(idx, question, 5, pipeline.PIPELINE[:4]).first
    for p in idx.payloads[note]["points"]:
        monkeypatch.setitem(p, "same_as", [])
    found = pipeline.run(idx, question)
    assert found.first == note and idx.payloads[note]["authority"] != "official" and found.guide_point is None


def test_an_overview_point_the_guides_state_leads_with_the_half_the_question_asks(idx):
    """The overview's Special Conditions point "recovers when it goes to the Bench or evolves" is the
    guides' two rules: evolving recovers from every Special Condition (I-A-05/p7, ja-2.2 I-A-05) and
    going to the Bench ends them (I-A-03/p8 retreating, II-C-03/p4 switching). Asked about evolving,
    the guides' evolution ruling leads with the overview next; asked about the Bench, a Bench one."""
    for asked, guides in (("こんらんって進化で治る？", {"I-A-05/p7"}),
                          ("ベンチに戻したらやけど治る？", {"I-A-03/p8", "II-C-03/p4"})):
        question = read(idx, asked)
        note = pipeline.run(idx, question, 5, pipeline.PIPELINE[:4]).first
        assert note == "SV-special-conditions", asked
        found = pipeline.run(idx, question)
        assert found.guide_point in guides, asked
        assert found.first == found.guide_point.split("/")[0] and found.order[1][0] == note, asked


def test_a_question_asking_what_a_term_is_keeps_the_overviews_topic(idx):
    """"What is the Bench?" asks no point's rule: the overview's play area (the Active Spot and the
    Bench) answers it as it came, though the point read from it (at most 5 Benched Pokémon) is one
    the guides state too (I-A-04/p3)."""
    from judge.search.points import asked_point

    question = read(idx, "ベンチって何？")
    assert question.asks_what
    found = pipeline.run(idx, question)
    assert found.first == "SV-play-area" and found.guide_point is None
    assert asked_point(idx, idx.payloads["SV-play-area"], question)["same_as"] == ["I-A-04/p3"]
