"""What a card named in a question brings to the ranking: its kind's topic, read apart when the
question asks whether the card can be played at all (I-B-01, I-B-03 rule that by the card's kind)."""

import pytest

from judge.search.ask import open_index
from judge.search.candidates import gather
from judge.search.query import read


@pytest.fixture(scope="module")
def idx():
    return open_index()


@pytest.mark.parametrize("question, lang", [
    ("May I still use Boss's Orders when I have nothing else in hand?", "en"),
    ("Are you allowed to play Professor's Research with an empty deck?", "en"),
    ("山札が0枚のとき、博士の研究を使うことはできますか？", "ja"),
    ("ボスの指令は使えますか？", "ja"),
    ("牌库没有卡时可以使用博士的研究吗？", "zh"),
])
def test_a_question_asking_whether_a_card_can_be_played_is_read_as_one(idx, question, lang):
    assert read(idx, question, lang).asks_to_play


@pytest.mark.parametrize("question, lang", [
    ("What happens to my hand when Professor's Research is played?", "en"),
    ("博士の研究の効果で引くカードは何枚？", "ja"),
    ("博士的研究能抽几张卡？", "zh"),
    ("能量可以贴到后备区吗？", "zh"),
])
def test_other_questions_about_a_card_are_not(idx, question, lang):
    assert not read(idx, question, lang).asks_to_play


def kind_features(idx, question):
    g = gather(idx, read(idx, question, "en"))
    return {c.id: (c.features.card_kind, c.features.card_kind_played) for c in g.candidates if c.features.card_kind}


def test_the_kind_topic_is_read_apart_only_when_the_card_can_be_played_is_asked(idx):
    asked = kind_features(idx, "Can I use Boss's Orders when my opponent has no Benched Pokemon?")
    told = kind_features(idx, "What does Boss's Orders do when my opponent has no Benched Pokemon?")
    assert asked.get("I-B-03", (0, 0))[0] > 0 and asked["I-B-03"][1] == asked["I-B-03"][0]
    assert told.get("I-B-03", (0, 0))[0] > 0 and told["I-B-03"][1] == 0.0
