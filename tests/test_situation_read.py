"""A question read into the pieces of its situation (judge.situation.read): the Pokémon named and
their roles, the attack, the numbers, Tools, the Stadium, Special Conditions and what is asked, in
English, Japanese and Chinese (Simplified and Traditional), terse or chatty. Questions written for
these tests, in no measured set."""

from __future__ import annotations

import pytest

from judge.situation.read import read


def roles(said) -> dict:
    return {p.role: p for p in said.pokemon if p.role}


def test_english_attacker_defender_and_count():
    said = read("Gholdengo ex discards 4 Basic Energy for Make It Rain into their Active Iron Valiant ex. KO?")
    r = roles(said)
    assert r["attacker"].name == "Gholdengo ex"
    assert r["defender"].name == "Iron Valiant ex" and r["defender"].owner == "opponent" and not r["defender"].bench
    assert said.attack.said == "Make It Rain"
    assert said.discarded == 4
    assert said.asks == "knocked_out"


def test_japanese_tool_damage_counters_and_mark():
    said = read("こだわりベルトをつけたテツノカイナexのアームプレスを、ダメカンが3個のっている相手のルギアVSTARに。きぜつする？")
    r = roles(said)
    assert r["attacker"].name == "テツノカイナex"  # the name read with its mark ex
    assert [t.said for t in r["attacker"].tools] == ["こだわりベルト"]
    assert r["defender"].name == "ルギアVSTAR" and r["defender"].damage == 30  # 3 damage counters
    assert said.asks == "knocked_out"


def test_simplified_chinese_passive_and_hp_question():
    said = read("我的沙奈朵ex已经有100伤害，被对手的铁臂膀ex用臂压制打到，剩多少HP？")
    r = roles(said)
    assert r["attacker"].name == "铁臂膀ex" and r["attacker"].owner == "opponent"
    assert r["defender"].name == "沙奈朵ex" and r["defender"].owner == "me" and r["defender"].damage == 100
    assert said.asks == "hp_left"


def test_traditional_chinese_bench_and_counters():
    said = read("我的路卡利歐ex用波導彈，50點打到對手備戰區的鐵臂膀ex，它身上有3個傷害指示物，會昏厥嗎？")
    assert said.hant
    d = roles(said)["defender"]
    assert d.name == "鐵臂膀ex" and d.bench and d.damage == 30


def test_terse_question_with_no_damage_said_of_the_next_name():
    said = read("鐵臂膀ex 臂壓制 打沒受傷的賽富豪ex，剩多少？")
    r = roles(said)
    assert r["defender"].damage == 0 and r["attacker"].damage is None


@pytest.mark.parametrize("q, hp", [("My Active Chien-Pao ex is Poisoned and has 10 HP left. Is it KO'd at Checkup?", 10),
                                   ("どくのパオジアンex、残りHP30。ポケモンチェックできぜつする？", 30),
                                   ("我的古剑豹ex中毒了，剩余HP 20，宝可梦检查后会昏厥吗？", 20)])
def test_hp_left_and_special_conditions(q, hp):
    said = read(q)
    p = said.pokemon[0]
    assert p.hp_left == hp and "poisoned" in p.conditions
    assert said.checkup and said.asks == "knocked_out"


def test_stadium_and_bystander():
    said = read("对手场上有操陷蛛ex，竞技场是海滩场地。我的战斗铁臂膀ex撤退要几个能量？")
    assert said.stadium.said == "海滩场地"
    r = roles(said)
    assert r["bystander"].name == "操陷蛛ex" and r["bystander"].owner == "opponent"
    assert r["subject"].name == "铁臂膀ex" and said.asks == "retreat_cost"


def test_damage_said_without_a_number_is_kept_unknown():
    said = read("Miraidon ex uses Photon Blaster into my Gardevoir ex that took some damage earlier. Is it KO'd?")
    d = roles(said)["defender"]
    assert d.damage is None and d.damage_said


def test_a_name_the_table_lacks_is_an_unknown_card():
    said = read("カビゴンVSTARのワザでテツノカイナexに何ダメージ？")  # the table has a カビゴン, no カビゴンVSTAR
    assert [u.said for u in said.unknown] == ["カビゴンVSTAR"]


def test_what_is_asked_is_read_in_the_asking_clause():
    # "不知道对手拿了几张奖赏卡" says the Prize cards are unknown; the question asks the Knock Out
    assert read("铁臂膀ex用臂压制打对手的洛奇亚VSTAR，不知道对手拿了几张奖赏卡，能一击昏厥吗？").asks == "knocked_out"
    assert read("Iron Hands ex uses Arm Press on Lugia VSTAR. How much damage, and is it KO'd?").asks == "damage"
    assert read("Iron Hands ex KOs their Lugia VSTAR with Arm Press. How many Prize cards do I take?").asks == "prizes"


def test_words_saying_a_tool_is_attached_with_no_name_read_are_kept():
    # "a Belt" names no Tool: the replay must not go on as if none were attached
    assert read("Iron Hands ex with a Belt attached uses Arm Press on their Active Gholdengo ex. HP left?").tool_unread
    assert read("铁臂膀ex带着那个腰带，用臂压制打对手的赛富豪ex，剩多少HP？").tool_unread
    assert not read("Miraidon ex with a Vitality Band attached uses Photon Blaster on their Active Lugia VSTAR.").tool_unread


def test_a_two_character_tool_name():
    said = read("鐵臂膀ex帶氣球，撤退要幾個能量？")
    assert [t.said for p in said.pokemon for t in p.tools] == ["氣球"]


def test_damage_in_brackets_and_a_possessive():
    said = read("Their Iron Hands ex (80 damage) is hit by my Gardevoir ex's Miracle Force. KO?")
    r = roles(said)
    assert r["attacker"].name == "Gardevoir ex" and r["defender"].damage == 80


def test_a_name_holding_an_apostrophe_and_a_possessive_both_read():
    said = read("Iron Hands ex's Arm Press vs Baxcalibur with Hero's Cape, no damage. KO?")
    r = roles(said)
    assert r["attacker"].name == "Iron Hands ex"
    assert [t.said for t in r["defender"].tools] == ["Hero's Cape"]


def test_a_pokemon_named_again_without_its_mark_is_where_a_number_goes():
    said = read("My Iron Hands ex attacks their Gholdengo ex with Arm Press. Gholdengo has 120 HP left. KO?")
    assert roles(said)["defender"].hp_left == 120


def test_a_tool_said_of_no_pokemon_is_kept_unplaced():
    said = read("相手のルギアVSTARに、自分のテツノカイナexでアームプレス。こだわりベルトをつけています。ダメージは？")
    assert said.tools_unplaced == ["こだわりベルト"]


def test_a_set_code_of_a_print_beyond_those_the_table_cites():
    # Charizard ex's OBF 125 is one of its prints the table counts past the six it cites ("+N")
    said = read("Lucario ex (SVP) uses Aura Sphere on their Benched Charizard ex (OBF). How much damage?")
    assert roles(said)["defender"].codes == ["OBF"]


@pytest.mark.parametrize("q, discarded", [
    ("Gholdengo ex discards three Basic Energy for Make It Rain into their Active Chien-Pao ex. KO?", 3),
    ("So their Gholdengo ex went and discarded like 2 of their Basic Energy for Make It Rain on my fresh Iron Hands ex. HP left?", 2),
    ("サーフゴーexのゴールドラッシュで基本エネ三枚トラッシュ、相手のパオジアンexはきぜつする？", 3),
    ("赛富豪ex用淘金潮丢两张基本能量打对手的古剑豹ex，会昏厥吗？", 2),
    ("賽富豪ex用淘金潮丟十二張，打對手的古劍豹ex，會昏厥嗎？", 12),
])
def test_numbers_said_in_words_numerals_or_with_filler(q, discarded):
    assert read(q).discarded == discarded


@pytest.mark.parametrize("q, damage", [
    ("My Iron Hands ex has 5 damage counters on it. Their Gholdengo ex uses Make It Rain. HP left?", 50),
    ("Their Lugia VSTAR already took 12 damage counters. My Iron Hands ex uses Arm Press on it. KO?", 120),
    ("相手のルギアVSTAR(ダメージカウンター5個)にテツノカイナexのアームプレス。きぜつする？", 50),
    ("相手のルギアVSTARにダメカン５つのってる。テツノカイナexのアームプレスできぜつする？", 50),
    ("已经有100伤害的洛奇亚VSTAR被铁臂膀ex用臂压制打到，会昏厥吗？", 100),  # damage, not counters: as said
])
def test_damage_said_as_damage_counters_is_ten_each(q, damage):
    said = read(q)
    hit = said.defender or said.subject
    assert hit is not None and hit.damage == damage


def test_an_attack_named_as_a_verb_and_chatty_words_around_the_facts():
    said = read("Quick rules check from locals: opponent's Iron Hands ex Arm Presses my Lugia VSTAR, which had no damage on it. "
                "Is it knocked out or does it survive?")
    assert said.attack is not None and said.attack.said == "Arm Press"
    assert said.attacker.name == "Iron Hands ex" and said.defender.name == "Lugia VSTAR" and said.defender.damage == 0
    assert said.asks == "knocked_out"


@pytest.mark.parametrize("q", [
    "用铁臂膀ex的臂压制去打对手的洛奇亚VSTAR，对面洛奇亚满血，能秒吗？",
    "Can Iron Hands ex one-shot a full HP Lugia VSTAR with Arm Press?",
    "テツノカイナexのアームプレスで相手のルギアVSTAR(ダメージなし)をワンパンできる？",
])
def test_a_knock_out_asked_in_players_words(q):
    assert read(q).asks == "knocked_out"


def test_an_attack_named_after_the_pokemon_hit_is_the_attackers():
    # 「X对Y使用Z」: Z is printed on X, not on Y — Y's prints are not filtered by it
    from judge.situation.replay import situation
    sit = situation("铁臂膀ex对洛奇亚VSTAR使用臂压制，洛奇亚没有伤害，会昏厥吗？")
    assert sit["status"] == "replayed", sit["missing"]
    assert sit["outcome"]["knocked_out"] is True  # 160 × 2 (Weakness Lightning) = 320 ≥ 280


@pytest.mark.parametrize("said, value", [
    ("ninety", 90), ("forty-five", 45), ("twenty five", 25), ("a hundred and twenty", 120), ("two hundred", 200),
    ("十九", 19), ("一百二十", 120), ("百二十", 120), ("两百", 200), ("一百零五", 105),
])
def test_numbers_in_words_up_to_the_hundreds(said, value):
    from judge.situation.numbers import numeral
    assert numeral(said) == value


@pytest.mark.parametrize("said", ["百二", "两十", "hundred hundred x"])
def test_a_numeral_not_written_out_in_full_is_no_number(said):
    from judge.situation.numbers import numeral
    assert numeral(said) is None


@pytest.mark.parametrize("q, damage", [
    ("Chien-Pao ex discards two Water Energy for Hail Blade, hitting Gholdengo ex that has ninety damage on it. KO?", 90),
    ("Iron Leaves ex Prism Edge into Roaring Moon ex, 50 damage already on it. KO?", 50),
    ("my iron hands ex arm presses their pidgeot ex which already got 4 dmg counters on it lol, does it go down??", 40),
    ("Iron Hands ex uses Arm Press on a Lugia VSTAR that took 60 dmg last turn. KO?", 60),
    ("我铁臂膀ex用臂压制怼对面大比鸟ex，它已经吃了40伤害，能打死不？", 40),
    ("铁臂膀ex用臂压制打洛奇亚VSTAR，洛奇亚之前掉了一百二十血，会昏厥吗？", 120),
    ("鐵臂膀ex用臂壓制打洛奇亞VSTAR（身上3顆傷害指示物），會昏厥嗎？", 30),
    ("テツノカイナexのアームプレスで、100ダメのってるルギアVSTARは倒せる？", 100),
    ("テツノカイナexのアームプレスで相手のルギアVSTARを攻撃。ルギアVSTARにはダメカンが5個乗っている。きぜつする？", 50),
])
def test_damage_already_on_said_in_players_words(q, damage):
    said = read(q)
    assert said.defender is not None and said.defender.damage == damage, (said.defender and said.defender.damage_said)
    assert not said.numbers_unread and not said.unplaced


@pytest.mark.parametrize("q, asks", [
    ("my iron hands ex arm presses their pidgeot ex with 40 damage on it, does it go down??", "knocked_out"),
    ("Iron Hands ex Arm Press on a fresh Lugia VSTAR, does it die?", "knocked_out"),
    ("我的鐵臂膀ex用臂壓制打對面的大比鳥ex，牠已經有40點傷害了，打得死嗎？", "knocked_out"),
    ("铁臂膀ex用臂压制打满血的洛奇亚VSTAR，洛奇亚扛得住吗？", "knocked_out"),
    ("相手のルギアVSTAR(ダメージなし)にテツノカイナexでアームプレスしたら何ダメ？", "damage"),
    ("テツノカイナexのアームプレスで無傷のルギアVSTARを倒せますか？", "knocked_out"),
    ("Iron Hands ex Arm Press into a fresh Lugia VSTAR, what's the damage?", "damage"),
])
def test_what_is_asked_in_players_words(q, asks):
    assert read(q).asks == asks


@pytest.mark.parametrize("q", [
    "So at a local, turn 3, my Iron Hands ex used Arm Press on their fresh Lugia VSTAR. KO?",
    "Game 2 of top 8: Iron Hands ex Arm Press into a fresh Lugia VSTAR. KO?",
    "3ターン目、テツノカイナexのアームプレスで無傷のルギアVSTARはきぜつする？",
    "第3回合，铁臂膀ex用臂压制打满血的洛奇亚VSTAR，会昏厥吗？",
])
def test_the_storys_turn_or_game_is_no_unread_number(q):
    said = read(q)
    assert not said.numbers_unread
    assert said.defender is not None and said.defender.damage == 0


@pytest.mark.parametrize("q, attacker, defender", [
    ("我的Iron Hands ex用臂壓制打對手的大比鳥ex（無傷），多少傷害？", "Iron Hands ex", "大比鳥ex"),
    ("テツノカイナexでLugia VSTAR(ダメージなし)にアームプレス、きぜつする？", "テツノカイナex", "Lugia VSTAR"),
])
def test_a_name_in_latin_letters_inside_a_japanese_or_chinese_question(q, attacker, defender):
    said = read(q)
    assert said.attacker is not None and said.attacker.name == attacker
    assert said.defender is not None and said.defender.name == defender


@pytest.mark.parametrize("q, hp", [
    ("Their Lugia VSTAR is at 100 HP. My Iron Hands ex uses Arm Press on it. KO?", 100),
    ("Pidgeot ex only has 40 HP. Can Iron Valiant ex finish it with Laser Blade?", 40),
    ("HPが残り60のピジョットexにテツノブジンexのレーザーブレード。きぜつする？", 60),
    ("只剩60血的大比鸟ex被铁武者ex的镭射利刃打，会昏厥吗？", 60),
    ("大比鳥ex血量只剩五十，被鐵武者ex的鐳射利刃打，會昏厥嗎？", 50),
])
def test_hp_left_in_players_words(q, hp):
    said = read(q)
    hit = said.defender or said.subject
    assert hit is not None and hit.hp_left == hp
    assert not said.numbers_unread and said.asks == "knocked_out"


@pytest.mark.parametrize("q, asks", [
    ("My opponent's Roaring Moon ex had 50 damage on it. I used Prism Edge with Iron Leaves ex. My opponent said it survived?? Is that right?",
     "knocked_out"),
    ("上次比賽，我的鐵臂膀ex對對手的洛奇亞VSTAR用了臂壓制，洛奇亞之前沒有任何傷害，對手說它撐住了，真的嗎？", "knocked_out"),
    ("テツノブジンexのレーザーブレードで無傷のピジョットexを攻撃、相手は耐えたって言うけど本当？", "knocked_out"),
])
def test_a_question_asking_only_for_a_confirmation_asks_what_the_rest_says(q, asks):
    assert read(q).asks == asks


@pytest.mark.parametrize("q, damage", [
    ("对手战斗场的沙奈朵ex之前被我打了100伤害，这回合我的铁武者ex用镭射利刃打它，剩多少HP？", 100),
    ("相手のバトル場にいたサーナイトexに前のターンで100ダメージを与えていました。テツノブジンexのレーザーブレードで攻撃したら残りHPは？", 100),
])
def test_damage_done_earlier_is_damage_already_on(q, damage):
    said = read(q)
    assert said.defender is not None and said.defender.name.startswith(("沙奈朵", "サーナイト")) and said.defender.damage == damage


def test_the_checkup_in_players_words():
    said = read("どくのサーナイトex、残りHP10。ポケチェできぜつ？")
    assert said.checkup and said.pokemon[0].conditions == ["poisoned"] and said.pokemon[0].hp_left == 10


@pytest.mark.parametrize("q, asks", [
    ("A full-HP Gardevoir ex gets Laser Bladed by Iron Valiant ex. What HP does it end on?", "hp_left"),
    ("無傷のサーナイトexがテツノブジンexのレーザーブレードを受けた。HPはいくつ残る？", "hp_left"),
    ("满血沙奈朵ex挨了铁武者ex一发镭射利刃，还剩几血？", "hp_left"),
    ("铁臂膀ex的臂压制对洛奇亚VSTAR能打多少？", "damage"),
])
def test_hp_left_or_damage_asked_in_players_words(q, asks):
    assert read(q).asks == asks


@pytest.mark.parametrize("q, damage", [
    ("Is their Pidgeot ex (100 dmg) KO'd by my Iron Valiant ex's Laser Blade?", 100),
    ("Their Pidgeot ex has 280 HP and 100 damage. My Iron Valiant ex Laser Blades it. KO?", 100),
])
def test_damage_on_as_dmg_in_brackets_or_beside_the_hp(q, damage):
    said = read(q)
    assert said.defender is not None and said.defender.damage == damage and not said.numbers_unread


@pytest.mark.parametrize("q", [
    "Can my Iron Hands ex KO a fresh Lugia VSTAR?",
    "テツノカイナexで無傷のルギアVSTARを倒せる？",
    "铁臂膀ex能秒满血的洛奇亚VSTAR吗？",
])
def test_the_knock_out_as_the_verb_says_who_attacks(q):
    said = read(q)
    assert said.attacker is not None and said.attacker.mention.card.id == "pokemon-iron-hands-ex"
    assert said.defender is not None and said.defender.mention.card.id == "pokemon-lugia-vstar"


@pytest.mark.parametrize("q, absent", [
    ("My Sandy Shocks ex isn't in play; my Lucario ex (SVAM) uses Aura Sphere on their Iron Hands ex (no damage). KO?", "Sandy Shocks ex"),
    ("ワナイダーexはいない。テツノカイナexのアームプレスで相手のルギアVSTAR（ダメージなし）はきぜつする？", "ワナイダーex"),
    ("对手场上没有操陷蛛ex。铁臂膀ex用臂压制打满血的洛奇亚VSTAR，会昏厥吗？", "操陷蛛ex"),
])
def test_a_pokemon_said_not_to_be_in_play_takes_no_part(q, absent):
    said = read(q)
    p = next(p for p in said.pokemon if p.name == absent)
    assert p.role == "absent"
    assert said.attacker is not None and said.defender is not None and absent not in (said.attacker.name, said.defender.name)


def test_damage_after_a_tools_name():
    said = read("My Iron Leaves ex has Bravery Charm and 60 damage. Their Chi-Yu ex uses Flame Surge. KO?")
    assert said.defender.name == "Iron Leaves ex" and said.defender.damage == 60 and [t.said for t in said.defender.tools] == ["Bravery Charm"]


@pytest.mark.parametrize("q, card", [
    ("ガチグマ アカツキexのブラッドムーンで無傷のテツノカイナexはきぜつする？", "pokemon-bloodmoon-ursaluna-ex"),
    ("月月熊 赫月ex用血月打满血的铁臂膀ex，会昏厥吗？", "pokemon-bloodmoon-ursaluna-ex"),
    ("古玉魚ex的火焰巨浪打沒受傷的厄鬼椪 碧草面具ex，會昏厥嗎？", "pokemon-teal-mask-ogerpon-ex"),
])
def test_a_japanese_or_chinese_name_with_a_space_inside_and_a_rule_box(q, card):
    assert any(p.mention.card is not None and p.mention.card.id == card for p in read(q).pokemon)


@pytest.mark.parametrize("q, discarded, damage", [
    ("Chien-Pao ex, Hail Blade discarding 2 Water, vs Gholdengo ex at 90 damage. HP left?", 2, 90),
])
def test_energy_discarded_said_by_its_type_and_damage_at(q, discarded, damage):
    said = read(q)
    assert said.discarded == discarded and said.defender.damage == damage and not said.numbers_unread


def test_hp_left_asked_as_how_much_more():
    assert read("無傷のテツノイサハexが相手のイーユイexからフレイムサージを受けた。HPはあといくつ？").asks == "hp_left"


@pytest.mark.parametrize("q, hp", [
    ("Pidgeot ex has 60 HP. Iron Valiant ex uses Laser Blade on it. KO?", 60),
    ("Pidgeot ex has 280 HP and 100 damage. Iron Valiant ex uses Laser Blade on it. KO?", None),  # the HP it prints
    ("HP60のピジョットexにテツノブジンexのレーザーブレード。きぜつする？", 60),
    ("大比鸟ex（60HP）被铁武者ex的镭射利刃打，会昏厥吗？", 60),
])
def test_an_hp_said_is_the_hp_left_unless_a_print_has_it(q, hp):
    said = read(q)
    assert said.defender is not None and said.defender.hp_left == hp and not said.numbers_unread


@pytest.mark.parametrize("q", [
    "多龙巴鲁托ex用幻影奇袭，把6个伤害指示物全部放在对手后排的大比鸟ex上，会昏厥吗？",
    "Dragapult ex Phantom Dive: all 6 counters on their Benched Pidgeot ex. KO?",
])
def test_bench_words(q):
    said = read(q)
    assert said.defender is not None and said.defender.bench


@pytest.mark.parametrize("q", [
    "My Iron Hands ex uses Arm Press on their Iron Hands ex (no damage). KO?",
    "自分のテツノカイナexのアームプレスで相手のテツノカイナex（無傷）に何ダメージ？",
    "我的铁臂膀ex用臂压制打对手的铁臂膀ex（没伤害），剩多少HP？",
])
def test_one_card_on_each_side(q):
    said = read(q)
    assert said.attacker is not None and said.defender is not None and said.attacker is not said.defender
    assert (said.attacker.owner, said.defender.owner) == ("me", "opponent") and said.defender.damage == 0


def test_the_same_pokemon_named_again_is_one():
    said = read("Iron Hands ex uses Arm Press on Lugia VSTAR. Iron Hands ex has Choice Belt. KO?")
    assert len(said.pokemon) == 2 and [t.said for t in said.attacker.tools] == ["Choice Belt"]


@pytest.mark.parametrize("q", [
    "ドラパルトexのファントムダイブでダメカン6個を全部ピジョットexにのせた。ピジョットexは相手のベンチにいて、ダメカン10個。きぜつする？",
    "多龙巴鲁托ex用幻影奇袭，把6个伤害指示物都放在大比鸟ex上，大比鸟ex在对手的备战区，已经有100伤害，会昏厥吗？",
    "Dragapult ex Phantom Dive, all 6 counters on Pidgeot ex, which is on their bench with 100 damage. KO?",
])
def test_on_the_bench_said_after_the_name_or_where_it_is_named_again(q):
    said = read(q)
    assert said.defender is not None and said.defender.bench and said.defender.damage == 100


@pytest.mark.parametrize("q", [
    "Lucario ex (SVAM) uses Aura Sphere and puts the 50 on their benched Pidgeot ex. Their Manaphy is also on their bench. Damage?",
    "相手のベンチにマナフィがいる。ルカリオex(SVAM)のはどうだんのベンチ50ダメージを相手ベンチのピジョットexに。何ダメージ？",
    "对手备战区有玛纳霏。我的路卡利欧ex(SVAM)用波导弹，把50点打在对手备战区的大比鸟ex上，造成多少伤害？",
])
def test_a_pokemon_said_to_be_on_the_bench_beside_the_two(q):
    said = read(q)
    manaphy = next(p for p in said.pokemon if p.mention.card.id == "pokemon-manaphy")
    assert manaphy.role == "bystander" and manaphy.owner == "opponent"


@pytest.mark.parametrize("q, hit", [
    ("Their Manaphy is on their bench. Iron Hands ex Arm Press vs. Lugia VSTAR (no damage), KO?", "Lugia VSTAR"),
    ("对手场上有玛纳霏。铁臂膀ex用臂压制怼对面的洛奇亚VSTAR，能秒吗？", "洛奇亚VSTAR"),
    ("相手の場にマナフィ。テツノカイナexのアームプレス、ルギアVSTAR(ダメージなし)へ。きぜつする？", "ルギアVSTAR"),
])
def test_the_pokemon_hit_among_three_in_more_words(q, hit):
    assert read(q).defender.name == hit


@pytest.mark.parametrize("q, damage", [
    ("铁臂膀ex用臂压制打洛奇亚VSTAR（身上4个伤害标记），会昏厥吗？", 40),
    ("鐵臂膀ex用臂壓制打洛奇亞VSTAR（傷害指示物3個），會昏厥嗎？", 30),
])
def test_damage_counters_in_other_chinese_words(q, damage):
    assert read(q).defender.damage == damage


def test_counters_put_said_with_all_before_the_number():
    said = read("多龙巴鲁托ex用幻影奇袭，把全部6个伤害指示物放在对手备战区的大比鸟ex上，会昏厥吗？")
    assert said.counters_put == 6 and said.defender.damage is None


@pytest.mark.parametrize("q", [
    "Iron Hands ex uses Arm Press on their Lugia VSTAR, which had no damage. KO?",
    "Iron Hands ex uses Arm Press on their Lugia VSTAR, which hadn't taken any damage this game. KO?",
    "Iron Hands ex uses Arm Press on Lugia VSTAR. No damage on Lugia VSTAR before. KO?",
    "テツノカイナexのアームプレスでルギアVSTARを攻撃。ルギアVSTARにダメージはありませんでした。きぜつする？",
    "テツノカイナexのアームプレスで、ダメカンのないルギアVSTARを攻撃。きぜつする？",
    "铁臂膀ex用臂压制打没有伤害指示物的洛奇亚VSTAR，会昏厥吗？",
])
def test_no_damage_on_it_in_more_words(q):
    said = read(q)
    assert said.defender is not None and said.defender.damage == 0


@pytest.mark.parametrize("q, damage", [
    ("相手のルギアVSTARにはすでに100ダメージぶんのダメカンがのっています。テツノカイナexのアームプレスできぜつしますか。", 100),
    ("上回合对面的洛奇亚VSTAR吃了我60伤害。这回合我的铁臂膀ex用臂压制打它，会昏厥吗？", 60),
])
def test_damage_on_said_as_damage_in_counters_or_taken_from_me(q, damage):
    assert read(q).defender.damage == damage


@pytest.mark.parametrize("q, n", [
    ("ok so my Raging Bolt ex dumps 2 basic energy for Bellowing Thunder into their Lugia VSTAR, KO?", 2),
    ("我的猛雷鼓ex用极降驾丢了场上3张基本能量，打对面满血的洛奇亚VSTAR，会昏厥吗？", 3),
])
def test_energy_discarded_in_more_words(q, n):
    assert read(q).discarded == n


@pytest.mark.parametrize("q", [
    "No Stadium is in play. Roaring Moon ex uses Calamity Storm on their fresh Iron Hands ex. HP left?",
    "スタジアムは出ていない。トドロクツキexのカラミティストームで無傷のテツノカイナexの残りHPは？",
    "场上没有竞技场。轰鸣月ex用灾厄风暴打满血的铁臂膀ex，还剩多少HP？",
])
def test_no_stadium_in_play_is_none_discarded(q):
    assert read(q).stadium_discarded is False


@pytest.mark.parametrize("q, generic", [
    ("My Pokémon has a Hero's Cape. Their Iron Hands ex uses Arm Press on it. KO?", "My Pokémon"),
    ("自分のポケモンにヒーローマントをつけていて、相手のテツノカイナexのアームプレスを受けました。きぜつしますか？", "自分のポケモン"),
    ("我的宝可梦带着英雄斗篷，被铁臂膀ex的臂压制打到，还剩多少HP？", "我的宝可梦"),
])
def test_a_pokemon_said_with_no_card_named_is_missing_which(q, generic):
    from judge.situation.replay import situation
    sit = situation(q)
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit
    assert any(generic in m for m in sit["missing"]), sit["missing"]


def test_a_two_character_pokemon_name_read_by_the_attack_it_prints():
    said = read("我的雷公用奇幻射擊，另外120點打在對手備戰區的沙奈朵ex上（沒受傷），它還剩多少HP？")
    assert said.attacker is not None and said.attacker.name == "雷公"
    assert said.defender is not None and said.defender.bench


@pytest.mark.parametrize("q", [
    "ドラパルトexのファントムダイブでバトル場のテツノカイナex（無傷）を攻撃、ダメカン6個は相手のベンチにばらまいた。残りHPは？",
    "多龙巴鲁托ex用幻影奇袭打对手战斗场满血的铁臂膀ex，6个伤害指示物分散放在对手的备战区。铁臂膀ex还剩多少HP？",
])
def test_counters_spread_on_the_bench_are_no_damage_on_the_active_pokemon(q):
    said = read(q)
    assert said.defender.damage == 0 and said.counters_put is None and not said.unplaced


def test_damage_said_twice_otherwise_is_not_read_as_either():
    said = read("Iron Hands ex uses Arm Press on Lugia VSTAR (no damage), which has 5 damage counters. KO?")
    assert said.unplaced  # which of the two is so is not read: the question stays incomplete


@pytest.mark.parametrize("q, put, damage", [
    ("ドラパルトexのファントムダイブで、ダメカン6個全部を相手ベンチのピジョットex（ダメカン10個）に乗せた。きぜつする？", 6, 100),
    ("Dragapult ex Phantom Dive: I placed 6 counters on their benched Pidgeot ex (100 damage). KO?", 6, 100),
])
def test_counters_put_in_more_words_beside_counters_already_on(q, put, damage):
    said = read(q)
    assert said.counters_put == put and said.defender.damage == damage


@pytest.mark.parametrize("q, damage, hp", [
    ("相手のハバタクカミ(ダメージはまだなし)に、クレッフィのひっかける。残りHPは？", 0, None),
    ("相手のハバタクカミはまだダメージを受けていない。クレッフィのひっかけるで残りHPは？", 0, None),
    ("我的仙子伊布ex剩余HP只有30了，撤退要丢几个能量？", None, 30),
    ("對手的振翼髮剩餘HP僅剩40，我的鐵臂膀ex用臂壓制打牠，會昏厥嗎？", None, 40),
])
def test_no_damage_yet_and_hp_left_only_in_more_words(q, damage, hp):
    p = next(p for p in read(q).pokemon if p.damage is not None or p.hp_left is not None)
    assert (p.damage, p.hp_left) == (damage, hp)


@pytest.mark.parametrize("q", [
    "对手战斗场的猛恶菇身上放着重力之玉。我的战斗宝可梦海豚侠ex要撤退，需要几个能量？",
    "My Active Pokémon, Iron Hands ex, wants to retreat. How many Energy?",
    "自分のバトルポケモンのテツノカイナexがにげるには、エネルギーはいくつ必要？",
])
def test_a_pokemon_said_with_no_card_named_and_named_right_after_is_that_one(q):
    assert read(q).generic == []
