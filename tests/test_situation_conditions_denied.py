"""A Special Condition a question says a Pokémon does not have (judge.situation.condition_words): "(not Poisoned)",
「どくではない」, 「没有中毒」, 「沒有特殊狀態」 is known not to be on it, so an attack whose damage reads that condition is
replayed without its bonus (zh-3.1 I-A-01 伤害计算步骤 1: the attack's own damage from its text; II-B-01 追加造成伤害),
never read as the very condition it denies; a condition said plainly still counts, and one not said at all leaves the
outcome open (incomplete). And a Prize count asked of ("倒したらサイド2枚ですよね？") is no count of the Prize cards left.
Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.read import read
from judge.situation.replay import situation

# Okidogi ex, Chain-Crazed {D}{D}{C} 130+: "If this Pokémon is Poisoned, this attack does 130 more damage." (card table,
# en:SFA 036). Archaludon ex: HP 300, Metal, Weakness Fire ×2, Resistance Grass −30: Okidogi ex is Darkness, so neither
# applies (I-A-01 damage steps 3, 4). With 80 damage on it already, 130 leaves 300 − 80 − 130 = 90 HP (not Knocked Out,
# I-D); 260 (Poisoned) leaves none.
NOT_POISONED = [
    ("My Archaludon ex has 80 damage on it. Their Okidogi ex, which isn't Poisoned, uses Chain-Crazed on it. HP left?", "en"),
    ("自分のブリジュラスexにダメカン8個。相手のイイネイヌex（どくではない）がクレイジーチェーン。残りHPは？", "ja"),
    ("我的铝钢桥龙ex身上有8个伤害指示物。对手没有特殊状态的够赞狗ex用「疯狂连锁」打它，还剩多少HP？", "zh"),
    ("我的鋁鋼橋龍ex身上有8個傷害指示物。對手的夠讚狗ex（沒有中毒）用「瘋狂連鎖」打它，還剩多少HP？", "zh"),
    ("自分のブリジュラスexにダメカン8個。相手のイイネイヌexは特殊状態なしでクレイジーチェーン。残りHPは？", "ja"),
]


@pytest.mark.parametrize("q, lang", NOT_POISONED)
def test_a_condition_said_denied_is_replayed_without_its_bonus(q, lang):
    got = situation(q, lang)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["damage"] == 130 and got["outcome"]["hp_left"] == 90 and got["outcome"]["knocked_out"] is False


@pytest.mark.parametrize("q, lang", [
    ("My Archaludon ex has 80 damage on it. Their Poisoned Okidogi ex uses Chain-Crazed on it. HP left?", "en"),
    ("自分のブリジュラスexにダメカン8個。相手のどくのイイネイヌexがクレイジーチェーン。残りHPは？", "ja"),
    ("我的铝钢桥龙ex身上有8个伤害指示物。对手中毒的够赞狗ex用「疯狂连锁」打它，还剩多少HP？", "zh"),
])
def test_a_condition_said_plainly_still_counts(q, lang):
    got = situation(q, lang)
    assert got["status"] == "replayed" and got["outcome"]["damage"] == 260 and got["outcome"]["knocked_out"] is True


def test_a_condition_not_said_at_all_leaves_the_outcome_open():
    got = situation("My Archaludon ex has 80 damage on it. Their Okidogi ex uses Chain-Crazed on it. HP left?", "en")
    assert got["status"] == "incomplete" and not got.get("outcome")


def test_what_is_denied_is_read_onto_its_pokemon():
    said = read("Their Okidogi ex (not Poisoned, not Asleep) attacks my Archaludon ex.", lang="en")
    okidogi = next(p for p in said.pokemon if p.name.startswith("Okidogi"))
    assert okidogi.conditions == [] and set(okidogi.free_of) == {"poisoned", "asleep"}


@pytest.mark.parametrize("q", [
    # Burning Darkness (180+, 30 more for each Prize card the opponent has taken): the 2 asked of is what a Knock Out of a
    # Pokémon ex gives, not the Prize cards left, so the count the attack reads is not said (II-D-17) and no number is given.
    "リザードンexのバーニングダークで相手のドラパルトexを倒したらサイド2枚ですよね？ドラパルトはダメージなしです。",
    "リザードンexのバーニングダークで無傷のドラパルトexを倒したら、サイド2枚とれる？",
])
def test_a_prize_count_asked_of_is_not_the_prize_cards_left(q):
    assert read(q, lang="ja").prizes_left == {}
    got = situation(q, "ja")
    assert got is None or got["status"] == "incomplete"


def test_the_prize_cards_left_said_plainly_are_still_read():
    assert read("相手のサイドは2枚です。自分のコノヨザルのふんどのこぶしで無傷のピジョットexを攻撃。何ダメ？", lang="ja").prizes_left == {"opponent": 2}

