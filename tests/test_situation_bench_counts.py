"""The Benched Pokémon a question says a player has (judge.situation.bench_words), read where an attack counts them (II-B-01
"N more damage for each …", II-B-02): said of a player ("3 Pokémon on their Bench", 「相手のベンチに5匹」, 「对手备战区有4只」,
「我備戰區5隻」) or of both Benches together (「雙方備戰區共5隻」, "7 Benched Pokémon between us"); the board holds as many.
A Bench said of no player, the other player's Bench than the one counted, or more than a Bench holds (5: zh-3.1 I-A-04) is not
read. Questions written for these tests, in no measured set.

Cards (index/cards.tsv): Alakazam ex (PAF 215), Psychic, Mind Jack 90+ "30 more damage for each of your opponent's Benched
Pokémon"; Origin Forme Palkia VSTAR, Water, Subspace Swell 60+ "20 more damage for each Benched Pokémon (both yours and your
opponent's)"; Snorlax VMAX, Colorless, G-Max Fall 60+ "30 more damage for each of your Benched Pokémon"; Iron Hands ex HP 230,
Weakness Fighting; Pidgeot ex HP 280, Weakness Lightning, Resistance Fighting."""

from __future__ import annotations

import pytest

from judge.situation.read import read
from judge.situation.replay import situation


@pytest.mark.parametrize("q, counts", [
    ("My opponent has 3 Pokémon on their Bench. My Alakazam ex uses Mind Jack on their Iron Hands ex, no damage on it. Damage?", {"opponent": 3}),
    ("Their Bench has 4 Pokémon and my Bench has 2. My Alakazam ex uses Mind Jack on their fresh Iron Hands ex. Damage?", {"opponent": 4, "me": 2}),
    ("自分のフーディンexのマインドジャックで相手の無傷のテツノカイナexを攻撃。相手のベンチに5匹いる。きぜつする？", {"opponent": 5}),
    ("我的起源帕路奇亚VSTAR用「亚空潮漩」打对手满血的铁臂膀ex，我方备战区有2只，对手备战区有4只。会昏厥吗？", {"me": 2, "opponent": 4}),
    ("起源帕路奇亞VSTAR用「亞空潮漩」打對手戰鬥場沒傷害的大比鳥ex，雙方備戰區共5隻。剩多少？", {"both": 5}),
])
def test_a_bench_count_said_of_a_player_is_read(q, counts):
    said = read(q)
    assert said.bench_counts == counts and not said.numbers_unread


@pytest.mark.parametrize("q, damage, knocked_out", [
    # Mind Jack 90 + 3 × 30 = 180 (damage step 1-b, II-B-01); Psychic on Iron Hands ex (Weakness Fighting): no Weakness,
    # no Resistance (steps 3, 4); 230 − 180 = 50 left, not Knocked Out (I-D 1)
    ("My opponent has 3 Pokémon on their Bench. My Alakazam ex uses Mind Jack on their Iron Hands ex, no damage on it. Damage?", 180, False),
    # 90 + 5 × 30 = 240 ≥ 230: Knocked Out (I-D 1)
    ("自分のフーディンexのマインドジャックで相手の無傷のテツノカイナexを攻撃。相手のベンチに5匹いる。きぜつする？", 240, True),
    # Subspace Swell 60 + (2 + 4) × 20 = 180 (step 1-b); Water on Iron Hands ex: no Weakness; 50 left
    ("我的起源帕路奇亚VSTAR用「亚空潮漩」打对手满血的铁臂膀ex，我方备战区有2只，对手备战区有4只。会昏厥吗？", 180, False),
    # both Benches together: 60 + 7 × 20 = 200; Water on Pidgeot ex (Weakness Lightning, Resistance Fighting): 200 (steps 3, 4)
    ("Origin Forme Palkia VSTAR uses Subspace Swell on their fresh Pidgeot ex; 7 Benched Pokémon between us. Damage?", 200, False),
    ("おたがいのベンチは合計6匹。オリジンパルキアVSTARのあくうのうねりで相手の無傷のピジョットexを攻撃。何ダメージ？", 180, False),
    # G-Max Fall 60 + 4 × 30 = 180 (its player's Bench); Colorless on Iron Hands ex: no Weakness; 50 left
    ("我的卡比獸VMAX用「超極巨自由墜落」打對手沒傷害的鐵臂膀ex，我備戰區有4隻。剩多少HP？", 180, False),
    # Cantonese 「冇傷害嘅」 (no damage on it): 60 + (5 + 3) × 20 = 220 on Iron Hands ex: 230 − 220 = 10 left
    ("我嘅起源帕路奇亞VSTAR用「亞空潮漩」，我備戰區5隻、對手備戰區3隻，打對手戰鬥場冇傷害嘅鐵臂膀ex，仲剩幾多HP？", 220, False),
])
def test_an_attack_counting_the_bench_replayed_with_the_count_said(q, damage, knocked_out):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["damage"] == damage and got["outcome"]["knocked_out"] is knocked_out


@pytest.mark.parametrize("q", [
    # a Bench said of no player: whose it is is not guessed
    "胡地ex「意志劫持」，备战区有4只，打对手满血的铁臂膀ex。剩多少？",
    # the attacker's player's Bench said, the attack counting the opponent's
    "My Alakazam ex uses Mind Jack on their fresh Iron Hands ex; I have 3 Pokémon on my Bench. Damage?",
    # only the two Benches' sum said, the attack counting one of them
    "胡地ex用「意志劫持」打对手满血的铁臂膀ex，双方备战区共5只。剩多少？",
    # more than a Bench holds (5, zh-3.1 I-A-04): no Bench count
    "My Alakazam ex uses Mind Jack on their fresh Iron Hands ex; their Bench has 6 Pokémon. Damage?",
])
def test_a_bench_not_said_of_the_player_counted_is_not_replayed(q):
    assert situation(q)["status"] == "incomplete"
