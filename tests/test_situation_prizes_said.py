"""The Prize cards a question says a player has taken (judge.situation.prize_words): read as the Prize cards that player has
left, 6 − taken (zh-3.1 II-D-17: those taken are the ones fewer than the 6 set out for a 60-card deck), said of the player
named before them ("my opponent has taken 3", 「相手はもうサイドを1枚とってる」, 「对手已经拿了2张奖赏卡」), or of the player
they were taken from (「自分はサイドを2枚とられた」). Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.read import read
from judge.situation.replay import situation


@pytest.mark.parametrize("q, left", [
    ("My Annihilape uses Rage Fist on their fresh Pidgeot ex. My opponent already took 4 Prize cards. KO?", {"opponent": 2}),
    ("My opponent has taken 2 of my Prize cards; my Annihilape uses Rage Fist on their fresh Pidgeot ex. Damage?", {"opponent": 4}),
    ("I've taken 5 prizes. Their Annihilape uses Rage Fist on my fresh Pidgeot ex. Damage?", {"me": 1}),
    ("Annihilape's opponent has taken 3 Prize cards so far. Annihilape uses Rage Fist on a fresh Pidgeot ex. Damage?", {"opponent": 3}),
    ("相手はサイドをすでに3枚とっています。自分のコノヨザルのふんどのこぶしで無傷のピジョットexを攻撃。何ダメ？", {"opponent": 3}),
    ("自分はもうサイドを2枚とられている。自分のコノヨザルのふんどのこぶしで無傷のピジョットexを攻撃。何ダメ？", {"opponent": 4}),
    ("相手にサイドを1枚とられた。自分のコノヨザルのふんどのこぶしで無傷のピジョットexを攻撃。何ダメ？", {"opponent": 5}),
    ("我的弃世猴用「愤怒之拳」打对手满血的大比鸟ex，对手已经拿了4张奖赏卡。能打倒吗？", {"opponent": 2}),
    ("對手已經拿了3張獎賞卡，我的棄世猴用「憤怒之拳」打對手滿血的大比鳥ex，造成多少傷害？", {"opponent": 3}),
])
def test_prize_cards_taken_are_those_left_of_the_six(q, left):
    said = read(q)
    assert said.prizes_left == left and not said.numbers_unread and not said.prizes_unplaced


@pytest.mark.parametrize("q, damage, knocked_out", [
    # Rage Fist: "This attack does 70 damage for each Prize card your opponent has taken" (II-B-02, II-D-17); Pidgeot ex: HP 280,
    # Resistance Fighting −30 (I-A-01 damage step 4). 4 taken: 280 − 30 = 250, 30 HP left (I-D: not Knocked Out)
    ("My Annihilape uses Rage Fist on their fresh Pidgeot ex. My opponent already took 4 Prize cards. KO?", 250, False),
    # 2 taken (6 − 4 left of the attacker's player): 140 − 30 = 110
    ("自分はもうサイドを2枚とられている。自分のコノヨザルのふんどのこぶしで相手の無傷のピジョットexを攻撃したら何ダメ？", 110, False),
    # 3 taken: 210 − 30 = 180; the player said nearest before the attacker's name is its owner (「…，我的棄世猴」)
    ("對手已經拿了3張獎賞卡，我的棄世猴用「憤怒之拳」打對手滿血的大比鳥ex，造成多少傷害？", 180, False),
])
def test_an_attack_counting_the_prize_cards_taken_replayed_with_those_said(q, damage, knocked_out):
    got = situation(q)
    assert got["status"] == "replayed"
    assert got["outcome"]["damage"] == damage and got["outcome"]["knocked_out"] is knocked_out


@pytest.mark.parametrize("q", [
    # the Prize cards taken said of no player: whose they are is not guessed
    "Somebody has taken 3 Prize cards. Annihilape uses Rage Fist on a fresh Pidgeot ex. Damage?",
    # more than the 6 set out: no count of Prize cards taken, the number unread
    "My opponent has taken 7 Prize cards. My Annihilape uses Rage Fist on their fresh Pidgeot ex. Damage?",
])
def test_prize_cards_taken_of_no_player_or_beyond_six_are_not_replayed(q):
    assert situation(q)["status"] == "incomplete"


@pytest.mark.parametrize("q, hp_left", [
    # the other player's Prize cards left said right after one's, "Prize cards" left out. Defiance Band: +30 "if you have more
    # Prize cards remaining than your opponent" (damage step 2, I-B-02). Bellowing Thunder 70 × 2 Energy discarded = 140 (B-02);
    # Gholdengo ex (260 HP) is weak to Fire, not Dragon (step 3). Behind (5 left against 2): 170, 90 left; ahead (2 against 4):
    # 140, 120 left
    ("I have 5 Prize cards left, my opponent 2. My Raging Bolt ex has Defiance Band and uses Bellowing Thunder, discarding 2 Basic "
     "Energy. Their Active Gholdengo ex has no damage. HP left?", 90),
    ("I have 2 Prize cards left and my opponent has 4 left. My Raging Bolt ex has Defiance Band and uses Bellowing Thunder, "
     "discarding 2 Basic Energy. Their Active Gholdengo ex has no damage. HP left?", 120),
    ("我剩5张奖赏卡，对手剩2张。我的猛雷鼓ex带着不服输头带，用「极降驾」丢弃2个基本能量，打对手战斗场没有伤害的赛富豪ex。剩多少HP？", 90),
    ("自分のサイドは残り2枚、相手は残り4枚。タケルライコexにまけんきハチマキ、「きょくらいごう」で基本エネルギーを2枚トラッシュ。"
     "相手のバトル場のサーフゴーex（ダメージなし）の残りHPは？", 120),
])
def test_the_other_players_prize_cards_left_said_after(q, hp_left):
    sit = situation(q)
    assert sit["status"] == "replayed", sit["missing"]
    assert sit["outcome"]["hp_left"] == hp_left
