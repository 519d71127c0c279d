"""Ranking a question's candidates (judge/search/rank.py): the re-ranking passes of RANK_STEPS, each
over a ranking given here, and the readings of a question that choose a pass (asks_what, basic_question)."""

import math

import pytest

from judge.search import rank
from judge.search.question import read


def passed(idx, step, order, within=None) -> rank.Ranking:
    """A ranking of ``order`` (its ``within`` scores, log-odds: the log of the order's, when not
    given), with CASE 0.5, passed through ``step``."""
    within = within or {rid: math.log(s) for rid, s in order}
    r = rank.Ranking(idx, read(idx, "retreat"), dict(order), list(order), within=within, case=0.5)
    step(r)
    return r


def test_faqs_the_question_cannot_tell_apart_give_way_to_their_topic(idx):
    """A first FAQ that the topic's own weights give less than CASE of its topic is one of
    situations the question does not choose between: their topic, which holds them, comes first,
    and the FAQs at least ALIKE as likely as the leading one are ``undecided``. A FAQ given CASE or
    more keeps its place."""
    alike = [("II-E-30/faq-1", 2.5 + 1e-6), ("II-E-30/faq-2", 2.5 + 1e-6), ("II-E-33", 1.4), ("II-E-30", 1.3)]
    within = {"II-E-30/faq-1": 1.0, "II-E-30/faq-2": 0.9, "II-E-33": 0.0, "II-E-30": 0.0}
    r = passed(idx, rank.faqs_alike, alike, within)
    assert [rid for rid, _ in r.order] == ["II-E-30", "II-E-30/faq-1", "II-E-30/faq-2", "II-E-33"]
    assert set(r.undecided) == {"II-E-30/faq-1", "II-E-30/faq-2"}
    sure = {**within, "II-E-30/faq-1": 3.0}
    r = passed(idx, rank.faqs_alike, alike, sure)
    assert (r.order, r.undecided) == (alike, ())
    one = {**within, "II-E-30/faq-2": -3.0, "II-E-30": 1.0}  # one FAQ and its topic alike: the topic, no cases
    r = passed(idx, rank.faqs_alike, alike, one)
    assert (r.order[0][0], r.undecided) == ("II-E-30", ())


def test_each_topic_shows_its_best_ruling_before_any_topic_shows_a_second(idx):
    """After the first result come other topics, not more FAQs of the first one; a topic's other
    rulings follow them in their order. The FAQs ``undecided`` between stay next to their topic as its
    cases; the first result never moves."""
    order = [("II-E-19/faq-1", 1.0), ("II-E-19/faq-4", 0.9), ("II-E-19", 0.8), ("II-C-06", 0.7), ("II-E-33/faq-1", 0.6),
             ("II-D-14", 0.5), ("II-E-33", 0.4)]
    r = passed(idx, rank.topics_apart, order)
    assert [rid for rid, _ in r.order] == ["II-E-19/faq-1", "II-C-06", "II-E-33/faq-1", "II-D-14", "II-E-19/faq-4", "II-E-19",
                                           "II-E-33"]
    assert dict(r.order) == dict(order)  # each keeps its score
    cases = [("II-E-30", 1.0), ("II-E-33", 0.9), ("II-E-30/faq-1", 0.8), ("II-C-06", 0.7), ("II-E-30/faq-2", 0.6)]
    r = rank.Ranking(idx, read(idx, "retreat"), dict(cases), list(cases), undecided=("II-E-30/faq-1", "II-E-30/faq-2"))
    rank.topics_apart(r)
    assert [rid for rid, _ in r.order] == ["II-E-30", "II-E-30/faq-1", "II-E-30/faq-2", "II-E-33", "II-C-06"]


def test_of_two_faqs_both_above_their_topic_the_closer_one_leads(idx):
    """Each FAQ that its topic's own weights put above the topic takes the topic's place, whatever
    the ranking's scores; between two of them the one put higher still comes first (no tie left to
    the index's order)."""
    within = {"II-E-30": 0.0, "II-E-30/faq-1": 0.4, "II-E-30/faq-2": 0.9}
    for raw in ({"II-E-30": 2.0, "II-E-30/faq-1": 2.6, "II-E-30/faq-2": 2.9}, {"II-E-30": 2.0, "II-E-30/faq-1": 0.5, "II-E-30/faq-2": 0.4}):
        assert (rank.faq_weight(idx.payloads, "II-E-30/faq-2", raw, within) > rank.faq_weight(idx.payloads, "II-E-30/faq-1", raw, within)
                > raw["II-E-30"])
    below = {**within, "II-E-30/faq-1": -0.1}
    assert rank.faq_weight(idx.payloads, "II-E-30/faq-1", {"II-E-30": 2.0, "II-E-30/faq-1": 0.5}, below) == 0.5


@pytest.mark.parametrize("q,basic", [
    ("can you evolve Pokémon on the Bench?", True), ("逃げたあと攻撃できる?", True), ("撤退后还能攻击吗", True),
    ("can Pikachu evolve on the Bench?", False),  # names a card
    ("If my opponent's Active Pokémon is Asleep and Poisoned and I retreat mine, which Special Conditions stay?", False),  # long
])
def test_a_question_about_the_games_basic_flow(idx, q, basic):
    from judge.search.rank import basic_question

    assert basic_question(read(idx, q)) is basic
