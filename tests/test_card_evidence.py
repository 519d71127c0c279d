"""What a card named in a question brings to the ranking: its kind's topic, read apart when the
question asks whether the card can be played at all (I-B-01, I-B-03 rule that by the card's kind)."""

import pytest

from judge.search.candidates import gather
from judge.search.question import read


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


def test_a_quoted_attack_only_the_card_table_knows_is_read_as_that_attack(idx):
    """The name table holds the corpus's attacks; a quoted one of any card is found in the card table,
    and its text's phrases point at their rulings (Phantom Dive puts damage counters: II-C-07)."""
    q = read(idx, "ドラパルトexのワザ「ファントムダイブ」でダメカンをのせるとき、きぜつしたポケモンにものせられる？", "ja")
    assert "atk-phantom-dive" in q.concepts
    topics = {c.id for c in gather(idx, q).candidates if c.features.card_phrase > 0}
    assert "II-C-07" in topics


def test_an_unquoted_or_unknown_name_adds_no_card(idx):
    unquoted = read(idx, "ファントムダイブでダメカンをのせる", "ja")
    unknown = read(idx, "ワザ「まだないワザのなまえ」を使える？", "ja")
    assert "atk-phantom-dive" not in unquoted.concepts
    assert not any(c.startswith(("atk-", "abl-", "pwr-", "body-", "trait-")) for c in unknown.concepts)


def test_a_quoted_card_table_row_brings_its_phrases_not_its_kind(idx):
    from judge.cards.evidence import triggered

    t = triggered("atk-phantom-dive")
    assert "II-C-07" in t.phrase and not t.kind


def test_an_attack_named_after_its_pokemon_unquoted_is_read_as_that_attack(idx):
    """"Pikachu's Tackle": capitalised words after a Pokémon's possessive, named so in the card table;
    a rule term there ("my opponent's Hand") is the term, not the Ability called Hand."""
    assert "atk-tackle" in read(idx, "does Pikachu's Tackle count Weakness on the Bench?", "en").concepts
    hand = read(idx, "my opponent's Hand is empty, can I still play Iono?", "en").concepts
    assert "abl-hand" not in hand


def test_a_question_naming_no_card_marks_the_general_rules(idx):
    """general_rule: 1 for a ruling off Part II (the general rules) when no card is named, else 0."""
    plain = {c.id: c.features.general_rule for c in gather(idx, read(idx, "can a benched pokemon retreat?", "en")).candidates}
    carded = {c.id: c.features.general_rule for c in gather(idx, read(idx, "can a benched pokemon retreat after I play Iono?", "en")).candidates}
    assert plain.get("I-A-03") == 1.0 and all(v == 0.0 for rid, v in plain.items() if rid.startswith("II-"))
    assert all(v == 0.0 for v in carded.values())
