"""The same game term read in every script: a parallel question (one situation asked in English,
Japanese and Chinese) is read with the same terms, so that its answer is the same in every script.
The forms are the term dictionary's (index/terms.yaml); the readings the one the other languages give."""

import pytest

from judge.index.terms import load
from judge.lang.text import fold


@pytest.fixture(scope="module")
def words():
    return load()


def read(words, text: str) -> set[str]:
    return {m.concept for m in words.find(fold(text))}


def test_a_card_from_the_hand_is_the_hand_in_every_script(words):
    """"from my hand" names the hand, as 手札から and 从手牌 do; choosing from it is a term of its own
    in every language (choose-from-hand: "choose cards from your hand", 手札から選ぶ, 选择自己手牌中)."""
    assert "hand" in read(words, "I attached an Energy card from my hand to my Active Pokémon")
    assert "choose-from-hand" not in read(words, "I attached an Energy card from my hand to my Active Pokémon")
    assert "hand" in read(words, "手札からエネルギーをバトルポケモンにつけた")
    assert "hand" in read(words, "从手牌给战斗宝可梦附着了能量")
    assert "choose-from-hand" in read(words, "choose cards from your hand")
    assert "choose-from-hand" in read(words, "手札から選ぶ")


def test_pokemon_checkup_is_pokemon_checkup_in_every_script(words):
    """"during Pokémon Checkup" is the checkup (ポケモンチェック, 宝可梦检查); each checkup in turn is
    ポケモンチェックのたび, "each Pokémon Checkup"."""
    assert "pokemon-checkup" in read(words, "During Pokémon Checkup, is Poison applied first?")
    assert "pokemon-checkup" in read(words, "ポケモンチェックで、どくが先ですか？")
    assert "pokemon-checkup" in read(words, "宝可梦检查时，先处理中毒吗？")
    assert "each-checkup" in read(words, "during each Pokémon Checkup")


def test_a_pokemon_having_an_ability_names_the_ability_in_every_script(words):
    """"has an Ability" names the Ability, as 特性を持っている and 拥有特性 do."""
    for text in ("My opponent's Active Snorlax has an Ability that prevents effects of attacks",
                 "相手のバトルポケモンのカビゴンは特性を持っている", "对手的战斗宝可梦卡比兽拥有特性"):
        assert "ability" in read(words, text), text


def test_moving_a_pokemon_to_the_bench_is_the_same_term_in_every_script(words):
    """"moved it to the Bench" is moved-to-bench, as ベンチにもどす and 回到备战区 are."""
    assert "moved-to-bench" in read(words, "On my turn I moved it to the Bench with a switching card")
    assert "moved-to-bench" in read(words, "入れ替えでベンチにもどした")
    assert "moved-to-bench" in read(words, "用换人卡让它回到备战区")
