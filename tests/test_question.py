"""Reading a question (judge/search/question.py): what a question may hold, and what is read of it."""

import pytest

from judge.search.ask import BadQuestion
from judge.search.question import read


@pytest.mark.parametrize("q", ["title:", "(", "*", '"', "*:*", "lang:zh", "))((", "ダメカン\x07のせる", "a" * 10])
def test_query_syntax_is_just_text(idx, q):
    answer = idx.ask(q)
    assert isinstance(answer["results"], list)


@pytest.mark.parametrize("q,code", [("", "empty_question"), ("   \t", "empty_question"), ("\x00\x01", "empty_question"), ("x" * 501, "question_too_long")])
def test_bad_questions_get_a_clear_error(idx, q, code):
    with pytest.raises(BadQuestion) as err:
        idx.ask(q)
    assert err.value.code == code


@pytest.mark.parametrize("q,asks", [
    ("what is a Benched Pokémon?", True), ("how many Energy can I attach in a turn?", True),
    ("ワザってなに？", True), ("サイドは何枚置く？", True), ("奖赏卡放几张", True), ("弱点是什么意思", True),
    ("can I attach two Energy in one turn?", False), ("ベンチに出せる？", False), ("可以撤退吗", False),
])
def test_a_question_asking_what_a_term_is_or_how_many(idx, q, asks):
    """"What is X", 「Xとは何」, 「X是什么」 and "how many" in each language ask for the defining ruling;
    a yes/no question about a situation does not (as read: question.ASKS_WHAT)."""
    assert read(idx, q).asks_what is asks


@pytest.mark.parametrize("q, read_as", [
    ("can't my Asleep Pokémon retreat?", {"negated": True, "asks_which": False}),
    ("how many Prize cards do I take for an ex?", {"asks_which": True, "negated": False}),
    ("サポートは1ターンに2枚使える？", {"counts": frozenset({"1", "2"}), "asks_which": False}),
    ("is recoil damage or an effect?", {"alternatives": True}),
    ("does it stay poisoned after retreating?", {"stays": True, "ends": False, "clause_stays": True}),
    ("进化后中毒会消除吗", {"ends": True, "negated": False}),
])
def test_how_a_question_asks_is_read_once(idx, q, read_as):
    """The question as read holds how it asks (question.Asking): what every later stage compares."""
    how = read(idx, q).asking
    assert {k: getattr(how, k) for k in read_as} == read_as


def test_what_else_is_read_of_a_question(idx):
    """Its script, the off-topic kinds it names, whether it asks to play a card, its terms."""
    assert read(idx, "撤退後還能攻擊嗎").traditional and not read(idx, "撤退后还能攻击吗").traditional
    assert read(idx, "what is the best deck in the current format?").off_topic
    assert read(idx, "can I play Boss's Orders on my first turn?").asks_to_play
    q = read(idx, "can i retreet when asleep")
    assert "retreat" in q.concepts and q.lang == "en"
