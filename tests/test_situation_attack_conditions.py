"""An attack giving the Pokémon it hits a Special Condition, asked of after the Pokémon Checkup: the Poison and Confusion texts
read in every language the card table prints (the Poison's 1 damage counter at the Checkup, Confusion's none: I-F) and replayed
with the Checkup; a text naming a Special Condition that is not read, the Checkup after it asked, is never replayed as the attack
alone. Questions written for these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation

#: Dangerous Toxwhip and Toxic Whip, as the card table prints them (atk-dangerous-toxwhip, atk-toxic-whip).
CONFUSED_AND_POISONED = {"en": "Your opponent's Active Pokémon is now Confused and Poisoned.", "ja": "相手のバトルポケモンをどくとこんらんにする。",
                         "zh_hant": "將對手的戰鬥寶可夢【中毒】與【混亂】。"}


def test_confused_and_poisoned_is_read_as_the_poison_in_every_language():
    assert load().by_id("atk-dangerous-toxwhip").texts == CONFUSED_AND_POISONED
    for lang, text in CONFUSED_AND_POISONED.items():
        reading = texts.attack({lang: text})
        assert reading is not None and reading.kind == "poison" and not reading.amount


@pytest.mark.parametrize("q", [
    # Dangerous Toxwhip 150 (Venusaur ex, Grass) on Ceruledge ex (HP 270, weak to Water): 270 − 150 = 120 (I-A-01); Poisoned, 1 damage
    # counter at the Checkup, Confused, none (I-F): 110 left
    "My Venusaur ex used Dangerous Toxwhip on their fresh Ceruledge ex. After the Pokémon Checkup, what HP does Ceruledge ex have left?",
    "自分のフシギバナexの「もうどくウィップ」で無傷の相手のソウブレイズexを攻撃。ポケモンチェックのあと、ソウブレイズexの残りHPは？",
    "我的妙蛙花ex用「剧毒鞭打」打对手满血的苍炎刃鬼ex。宝可梦检查之后，苍炎刃鬼ex还剩多少HP？",
])
def test_an_attack_poisoning_and_confusing_replayed_with_the_checkup(q):
    got = situation(q)
    assert got["status"] == "replayed"
    assert got["outcome"]["damage"] == 150 and got["outcome"]["hp_left"] == 110


@pytest.mark.parametrize("q", [
    # Bloom Powder: "Your opponent's Active Pokémon is now Asleep and Poisoned." (Sleep's coin at the Checkup, I-F): not read
    "Erika's Vileplume ex uses Bloom Powder on their fresh Pidgeot ex. After the Pokémon Checkup, how much HP is left on Pidgeot ex?",
    # Burning Venom: "… is now Burned and Poisoned." (the Burn's 2 counters and its coin): not read
    "Arbok uses Burning Venom on their Pidgeot ex, which has 200 damage. Is it Knocked Out at the Pokémon Checkup?",
])
def test_a_condition_the_text_gives_not_read_is_not_replayed_as_the_attack_alone(q):
    assert situation(q)["status"] == "incomplete"


@pytest.mark.parametrize("q, more", [
    # the words of a card's name are no piece: 「剧毒鞭打」「もうどくウィップ」 name an attack, its text says the counters
    ("我的妙蛙花ex用「剧毒鞭打」打对手满血的苍炎刃鬼ex。宝可梦检查之后，苍炎刃鬼ex还剩多少HP？", False),
    ("自分のフシギバナexの「もうどくウィップ」で無傷の相手のソウブレイズexを攻撃。ポケモンチェックのあと、残りHPは？", False),
    # said of the Pokémon itself: how many counters is not read
    ("对手的苍炎刃鬼ex中了剧毒，身上有100伤害。宝可梦检查之后还剩多少HP？", True),
])
def test_a_badly_poisoned_word_inside_an_attacks_name_is_no_piece(q, more):
    from judge.situation.read import read
    assert read(q).poison_more is more


@pytest.mark.parametrize("q, hp_left", [
    # the Pokémon hit, its Special Conditions said, said to have no damage ("打满血的Z", 「無傷の…を」, "hit their fresh Z"): an attack
    # doing damage leaves it with some, so that is as it was hit; Dangerous Toxwhip's 150, then the Poison's 10 at the Checkup (I-F):
    # 270 − 150 − 10 = 110
    ("我的妙蛙花ex用「剧毒鞭打」打对手满血的苍炎刃鬼ex，让它混乱和中毒了。宝可梦检查后苍炎刃鬼ex还剩多少HP？", 110),
    ("自分のフシギバナexが「もうどくウィップ」で無傷の相手のソウブレイズexをどくとこんらんにした。ポケモンチェックのあと残りHPは？", 110),
    ("My Venusaur ex hit their fresh Ceruledge ex with Dangerous Toxwhip, so it is Poisoned and Confused. After the Pokémon Checkup, "
     "how much HP does Ceruledge ex have?", 110),
    # its damage said as a number ("它已经有200伤害"): the damage as it stands, the attack's in it; the Checkup alone:
    # 270 − 200 − 10 = 60
    ("对手的妙蛙花ex用「剧毒鞭打」让我的苍炎刃鬼ex中毒了，它已经有200伤害。宝可梦检查后还剩多少HP？", 60),
])
def test_the_pokemon_hit_with_its_conditions_said_replayed_with_the_attack_when_said_to_have_no_damage(q, hp_left):
    got = situation(q)
    assert got["status"] == "replayed" and got["outcome"]["hp_left"] == hp_left
