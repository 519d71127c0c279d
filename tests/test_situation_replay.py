"""The asker's situation replayed (judge.situation): questions written for these tests (in no measured
set), in English, Japanese and Chinese, each expected value worked out by hand from the guides' damage
steps (zh-3.1 / ja-3.1 Ⅰ A-01 伤害计算步骤 / ダメージ計算の手順 1-6) and the cards' printed numbers
(the card table's print), never copied from the engine's output."""

from __future__ import annotations

import pytest

from judge.situation.replay import line, situation


def replayed(q: str) -> dict:
    sit = situation(q)
    assert sit is not None, f"no situation read from {q!r}"
    assert sit["status"] == "replayed", f"{q!r}: {sit['missing']} / {sit['read']}"
    return sit


def test_a_knock_out_with_weakness():
    # Iron Hands ex (Lightning) Arm Press 160 → step 3: Lugia VSTAR's Weakness Lightning ×2 → 320;
    # no Resistance to Lightning; 320 ≥ its 280 HP → Knocked Out; a VSTAR gives 2 Prize cards (rule box).
    sit = replayed("テツノカイナexのアームプレスで、相手のバトル場のルギアVSTAR（ダメージなし）に何ダメージ？")
    assert sit["asks"] == "damage"
    assert sit["outcome"]["damage"] == 320
    assert sit["outcome"]["knocked_out"] is True
    assert sit["outcome"]["prizes"] == 2
    assert "I-A-01" in sit["rules"]
    assert line(sit, "ja").startswith("320ダメージ")


@pytest.mark.parametrize("q", [
    "テツノカイナexのアームプレスで、相手のバトル場のルギアVSTAR（ダメージなし）に。きぜつする？",
    "Iron Hands ex uses Arm Press on their Active Lugia VSTAR, no damage on it. KO?",
])
def test_a_knock_out_of_the_one_pokemon_named_does_not_end_the_game(q):
    # 160 × 2 (Weakness) = 320 ≥ 280 → Knocked Out, 2 Prize cards taken (I-D); the question names no other
    # Pokémon of the opponent but never says their Bench is empty, so no game end (I-E) is shown.
    sit = replayed(q)
    assert sit["outcome"]["knocked_out"] is True and sit["outcome"]["prizes"] == 2
    assert "I-D" in sit["rules"] and "I-E" not in sit["rules"]
    assert all(step["rule"] != "I-E" for step in sit["trace"])


def test_resistance():
    # Mega Lucario ex (Fighting) Mega Brave 270 → step 4: Lugia VSTAR's Resistance Fighting −30 → 240;
    # 280 − 240 = 40 HP left, not Knocked Out.
    sit = replayed("メガルカリオexのメガブレイブを相手のルギアVSTAR（ダメージなし）に。残りHPは？")
    assert sit["outcome"] == {"hp_left": 40, "damage": 240, "knocked_out": False}


def test_damage_already_on_it():
    # Arm Press 160 (Lightning) into Gholdengo ex (Weakness Fire, Resistance Grass): 160 unchanged;
    # 100 already on + 160 = 260 = its HP 260 → Knocked Out (remaining HP 0), 2 Prize cards (ex).
    sit = replayed("賽富豪ex已經有100傷害，被鐵臂膀ex臂壓制打到，會昏厥嗎？")
    assert sit["asks"] == "knocked_out"
    assert sit["outcome"]["knocked_out"] is True
    assert sit["outcome"]["damage"] == 160
    assert sit["outcome"]["prizes"] == 2
    assert "昏厥" in line(sit, "zh", hant=True)


def test_a_tool_adding_damage():
    # Laser Blade 200 → step 2: Maximum Belt +50 to the opponent's Active Pokémon ex → 250; Iron Hands ex's
    # Weakness is Fighting (not Psychic) → 250; 250 ≥ 230 → Knocked Out.
    sit = replayed("Iron Valiant ex with Maximum Belt attached uses Laser Blade on their Active Iron Hands ex (no damage on it). KO?")
    assert sit["outcome"]["damage"] == 250
    assert sit["outcome"]["knocked_out"] is True
    assert "II-B-04" in sit["rules"]


def test_a_tool_reducing_damage():
    # Arm Press 160 → no Weakness or Resistance of Gholdengo ex applies → step 5: Rigid Band −30 (a Stage 1
    # Pokémon, from the opponent's attack) → 130; 260 − 130 = 130 HP left.
    sit = replayed("我的赛富豪ex带硬硬束带，没有伤害，被对手的铁臂膀ex用臂压制打到，剩多少HP？")
    assert sit["outcome"]["hp_left"] == 130
    assert sit["outcome"]["damage"] == 130
    assert "II-B-05" in sit["rules"]


def test_bench_damage_takes_no_weakness():
    # Aura Sphere's 50 to a Benched Pokémon: Weakness and Resistance are not applied on the Bench (B-08),
    # so Iron Hands ex (Weakness Fighting ×2) takes 50, not 100.
    sit = replayed("Lucario ex (SVP) uses Aura Sphere and puts the 50 on their Benched Iron Hands ex, which is not a Tera "
                   "Pokémon. How much damage does it take?")
    assert sit["outcome"]["damage"] == 50
    # the damage already on it is not said: 50 Knocks it Out with 220 on it, not with none — so the
    # Knock Out is not stated, never guessed
    assert "knocked_out" not in sit["outcome"]


def test_retreat_cost_with_a_tool():
    # Iron Hands ex prints a Retreat Cost of 4; Air Balloon: {C}{C} less → 2 (D-10, D-12).
    sit = replayed("My Active Iron Hands ex has an Air Balloon attached. How many Energy to retreat?")
    assert sit["asks"] == "retreat_cost"
    assert sit["outcome"] == {"retreat_cost": 2}
    # Gardevoir ex is a Stage 2 Pokémon: Big Air Balloon takes its whole Retreat Cost away → 0.
    assert replayed("沙奈朵ex带大气球，撤退要几个能量？")["outcome"] == {"retreat_cost": 0}


def test_poison_at_the_checkup():
    # Poison puts 1 damage counter at the Pokémon Checkup (I-F): 10 HP left − 10 → 0, Knocked Out;
    # the opponent takes 2 Prize cards for an ex.
    sit = replayed("My Active Chien-Pao ex is Poisoned and has 10 HP left. After Pokémon Checkup, how many Prizes does my opponent take?")
    assert sit["outcome"]["knocked_out"] is True
    assert sit["outcome"]["prizes"] == 2


@pytest.mark.parametrize("q, lang, said", [
    ("Gholdengo ex uses Make It Rain on their Active Iron Hands ex. How much damage?", "en", "how many cards were discarded"),
    ("サーフゴーexのゴールドラッシュで相手のテツノカイナexに何ダメージ？", "ja", "何枚トラッシュしたか"),
    ("Miraidon ex uses Photon Blaster into my Iron Hands ex, which took some damage earlier. KO?", "en", "how much damage is already on Iron Hands ex"),
])
def test_an_under_specified_question_says_what_is_missing(q, lang, said):
    sit = situation(q)
    assert sit is not None and sit["status"] == "incomplete"
    assert "outcome" not in sit
    assert any(said in m for m in sit["missing"]), sit["missing"]


def test_an_ability_the_engine_cannot_run_makes_it_incomplete_naming_the_card():
    # Annihilape's Durable Body (a coin decides whether it survives a Knock Out, at any HP) bears on the Knock Out; the engine's
    # survive_at is the full-HP one (D-14), so no wording runs it.
    sit = situation("Iron Hands ex uses Arm Press on their Active Annihilape (no damage on it). Is it KO'd?")
    assert sit["status"] == "incomplete"
    assert "outcome" not in sit
    assert any("Durable Body" in m for m in sit["missing"]), sit["missing"]


def test_a_card_the_table_lacks_is_named_as_missing():
    sit = situation("卡比兽VSTAR打我的沙奈朵ex，会昏厥吗？")  # the table has a 卡比兽, no 卡比兽VSTAR
    assert sit["status"] == "incomplete"
    assert any("卡比兽VSTAR" in m for m in sit["missing"]), sit["missing"]


@pytest.mark.parametrize("q", [
    "Does Vitality Band add 10 to damage done to Benched Pokémon?",
    "Can Gholdengo ex's Make It Rain discard Special Energy?",
    "活力头带的效果对备战宝可梦有效吗？",
    "こだわりベルトはポケモンVSTARにも効く？",
])
def test_a_question_describing_no_situation_has_none(q):
    assert situation(q) is None


def test_a_resist_berry():
    # Make It Rain: 2 cards discarded × 50 = 100 → step 3: Chien-Pao ex's Weakness Metal ×2 → 200 → step 5:
    # Babiri Berry −60 (from a Metal Pokémon) → 140; 220 − 140 = 80 HP left.
    sit = replayed("My Chien-Pao ex has Babiri Berry attached and no damage. Their Gholdengo ex discards 2 Basic Energy for "
                   "Make It Rain. HP left?")
    assert sit["outcome"] == {"hp_left": 80, "damage": 140, "knocked_out": False}


def test_a_stadium_turning_tools_off():
    # Jamming Tower: Tools have no effect (D-13), so Vitality Band's +10 is not added: Arm Press 160 into
    # Gholdengo ex (no Weakness or Resistance to Lightning) → 160; 260 − 160 = 100 HP left.
    sit = replayed("Jamming Tower is in play. Iron Hands ex with Vitality Band uses Arm Press on their Active Gholdengo ex "
                   "(no damage on it). HP left?")
    assert sit["outcome"]["hp_left"] == 100


def test_prize_cards_left_said():
    # Arm Press 160 ×2 (Lugia VSTAR's Weakness Lightning) = 320 ≥ 280 → Knocked Out: a VSTAR gives 2 Prize
    # cards, but with 1 left only 1 is taken (I-D step 4: the Prize cards there are).
    sit = replayed("I have 1 Prize card left. My Iron Hands ex uses Arm Press on their Active Lugia VSTAR (no damage on it). "
                   "How many Prizes do I take?")
    assert sit["outcome"]["prizes"] == 1


def test_a_confused_attacker_hitting_a_named_pokemon_turns_on_the_coin():
    # Confused (I-A-01 attack 2-b): heads, Arm Press does its 160; tails, it does nothing — the coin is not said.
    sit = situation("My Confused Iron Hands ex tries to attack their Active Gholdengo ex (no damage on it) with Arm Press. "
                    "How much damage?")
    assert sit["status"] == "incomplete" and any("coin" in m for m in sit["missing"])
    # said: tails — no damage to Gholdengo ex
    assert replayed("My Confused Iron Hands ex tries to attack their Active Gholdengo ex (no damage on it) with Arm Press "
                    "and flips tails. How much damage?")["outcome"]["damage"] == 0


def test_an_attack_counting_the_retreat_cost_reads_what_changes_it():
    # Wire Hang 90 + 30 for each {C} of the Defending Pokémon's Retreat Cost: Iron Hands ex prints 4, and the
    # attacker's own Trap Territory makes it 1 more → 5 → 90 + 150 = 240 (Grass: no Weakness of Iron Hands ex);
    # 240 ≥ 230 → Knocked Out whatever damage it had.
    sit = replayed("Spidops ex uses Wire Hang on their Active Iron Hands ex. KO?")
    assert sit["outcome"]["knocked_out"] is True
    assert sit["outcome"]["damage"] == 240


@pytest.mark.parametrize("q, answer, damage", [
    # Choice Belt: +30 to the opponent's Active Pokémon V (a VSTAR is one) → 160 + 30 = 190, ×2 Weakness = 380
    ("Iron Hands ex with Choice Belt attached uses Arm Press on their Active Lugia VSTAR. Does the Choice Belt count?", "yes", 380),
    # ... but Gholdengo ex is a Pokémon ex, not a Pokémon V: 160, the Belt adds nothing
    ("Iron Hands ex with Choice Belt attached uses Arm Press on their Active Gholdengo ex. Does the Belt count?", "no", 160),
    # Vitality Band adds to the opponent's Active Pokémon only: the 50 to the Bench stays 50 (B-08: no W/R there either)
    ("げんきのハチマキをつけたルカリオex(SVP)のはどうだん。相手のベンチのテツノカイナex（テラスタルではない）への50ダメージにもハチマキの+10はのる？",
     "no", 50),
])
def test_a_yes_no_question_about_a_card(q, answer, damage):
    sit = replayed(q)
    assert sit["asks"] == "yes_no"
    assert sit["outcome"]["answer"] == answer
    assert sit["outcome"]["damage"] == damage


def test_a_number_no_piece_reads_makes_it_incomplete():
    # "+1" and "-1" are effects the question states in its own words: never replayed as if not said
    sit = situation("alolan dugtrio makes my retreat +1 but my beldum's ability makes it -1, what's the retreat cost?")
    assert sit is None or (sit["status"] == "incomplete" and "outcome" not in sit)
    # a number a card named prints is no unread number: Vitality Band's 10
    assert replayed("Iron Hands ex with Vitality Band attached uses Arm Press on their Active Gholdengo ex. "
                    "Does the Band still add 10?")["outcome"]["answer"] == "yes"


def test_a_pokemon_said_to_be_in_play_brings_its_ability():
    # Manaphy's Wave Veil: no damage to its player's Benched Pokémon from the opponent's attacks (C-16):
    # Aura Sphere's 50 to the Benched Iron Hands ex is prevented → 0.
    sit = replayed("Manaphy is on my Bench. Their Lucario ex (SVP) uses Aura Sphere and puts 50 on my Benched Iron Hands ex, "
                   "which is not a Tera Pokémon. How much damage?")
    assert sit["outcome"]["damage"] == 0


def test_a_pokemon_named_in_no_role_whose_ability_bears_is_asked_about():
    sit = situation("After Manaphy, their Lucario ex (SVP) uses Aura Sphere and puts 50 on my Benched Iron Hands ex, which is not "
                    "a Tera Pokémon. How much damage?")
    assert sit["status"] == "incomplete" and any("Manaphy" in m for m in sit["missing"])


def test_whether_a_pokemon_can_retreat():
    # an Asleep or Paralyzed Active Pokémon can't retreat (I-A-03): no, whatever Energy it has
    assert replayed("My Iron Hands ex is Asleep. Can it retreat?")["outcome"]["answer"] == "no"
    assert replayed("マヒのテツノカイナex、にげられる？")["outcome"]["answer"] == "no"
    # with Float Stone it needs no Energy (D-13): yes
    assert replayed("My Active Iron Hands ex has Float Stone attached. Can it retreat?")["outcome"]["answer"] == "yes"


def test_poison_and_burn_at_the_checkup():
    # Poison 1 counter + Burn 2 counters (I-F, SV-pokemon-checkup): 30 HP left − 30 → 0, Knocked Out whatever the Burn's coin
    sit = replayed("どくとやけどのテツノカイナex、残りHP30。ポケモンチェックのあときぜつする？")
    assert sit["outcome"]["knocked_out"] is True


def test_prints_that_differ_are_each_replayed_and_the_outcome_stated_where_they_agree():
    # Mega Lucario ex (Fighting) Mega Brave 270 into Miraidon ex (no damage on it). Its prints all have 220 HP;
    # the Lightning ones print Weakness Fighting ×2 → 540 (damage step 3), the Dragon one (TEF 122) none → 270.
    # Either way 220 HP or more is taken → Knocked Out (I-A-01 attack step 7), an ex gives 2 Prize cards (D-18):
    # the Knock Out is stated, the damage, which differs by print, is not.
    sit = replayed("Mega Lucario ex uses Mega Brave on their Active Miraidon ex (no damage on it). Is it KO'd?")
    assert sit["outcome"]["knocked_out"] is True and sit["outcome"]["prizes"] == 2
    assert "damage" not in sit["outcome"]
    assert any("Miraidon ex" in r["what"] and "each" in r["what"] for r in sit["read"])
    # asked the damage, which turns on the print: which Miraidon ex it is stays missing
    sit = situation("Mega Lucario ex uses Mega Brave on their Active Miraidon ex (no damage on it). How much damage?")
    assert sit["status"] == "incomplete" and "outcome" not in sit
    assert any("Miraidon ex" in m for m in sit["missing"]), sit["missing"]


def test_a_set_code_among_any_prints_and_a_print_marked_tera():
    # OBF 125 Charizard ex (Darkness, a Tera Pokémon: "As long as this Pokémon is on your Bench, prevent all damage
    # done to it by attacks") takes none of Aura Sphere's 50 to the Bench (C-16; damage step 6) — the code OBF
    # names a print the table cites beyond its first six, and the Tera mark is the table's, not the question's.
    sit = replayed("Their Lucario ex (SVP) uses Aura Sphere and puts 50 on my Benched Charizard ex (OBF). How much damage?")
    assert sit["outcome"]["damage"] == 0
    assert any("Tera" in r["what"] and r["from"] == "cards" for r in sit["read"])


@pytest.mark.parametrize("q, damage", [
    # said Tera: the prints marked Tera (the Darkness Charizard ex) → on the Bench no damage from attacks (C-16)
    ("Lucario ex (SVP) uses Aura Sphere and puts 50 on their Benched Tera Charizard ex. How much damage does it take?", 0),
    # said not Tera: the Fire Charizard ex (MEW 006) takes the 50, no Weakness or Resistance on the Bench (B-08)
    ("Lucario ex (SVP) uses Aura Sphere and puts 50 on their Benched Charizard ex, which is not a Tera Pokémon. "
     "How much damage does it take?", 50),
])
def test_tera_said_or_not_takes_the_prints_so_marked(q, damage):
    assert replayed(q)["outcome"]["damage"] == damage


def test_an_attack_named_as_another_language_edition_of_the_card_prints_it():
    # 波导弹 is how the Chinese edition of Lucario ex (SVAM 009) names Aura Sphere (SVP 017 prints the same
    # HP, types and costs and damage): 50 to 1 Benched Pokémon, no Weakness or Resistance there (B-08) → 50.
    sit = replayed("路卡利欧ex（SVP）用波导弹，50点打到对手备战区的铁臂膀ex（不是太晶），受到多少伤害？")
    assert sit["outcome"]["damage"] == 50


@pytest.mark.parametrize("q, hp_left", [
    # Crobat (SFA 029) Poison Fang 120 (Darkness): Iron Hands ex has Weakness Fighting, no Resistance → 120, 230 − 120 =
    # 110; then "Your opponent's Active Pokémon is now Poisoned. During Pokémon Checkup, put 2 damage counters on that
    # Pokémon instead of 1." (E-16) → the Checkup that ends the turn (I-F) puts 20 → 90
    ("Crobat (SFA) uses Poison Fang on my Active Iron Hands ex (no damage on it). HP left after Pokémon Checkup?", 90),
    # the same attack into Gardevoir ex (310 HP, Weakness Darkness ×2, damage step 3): 240, then 20 at the Checkup → 50
    ("對手的叉字蝠（SV6a）用劇毒牙打我的戰鬥寶可夢沙奈朵ex（沒受傷），寶可夢檢查後剩多少HP？", 50),
    # Poisoned by Glimmora's Poison Petals (「このどくでのせるダメカンの数は6個になる」, E-16), 5 damage counters on it
    # already: 230 − 50 − 60 = 120 after the Checkup (I-F)
    ("キラフロル(SV2P)のどくのかべんで自分のバトル場のテツノカイナex(ダメカン5個)がどくになった。ポケモンチェックのあと残りHPは？", 120),
])
def test_a_poison_putting_more_counters_at_the_checkup(q, hp_left):
    sit = replayed(q)
    assert sit["outcome"]["hp_left"] == hp_left
    assert "II-E-16" in sit["rules"] and "I-F" in sit["rules"]


@pytest.mark.parametrize("q, cost", [
    # Rescue Board: "The Retreat Cost of the Pokémon this card is attached to is {C} less. If that Pokémon's remaining
    # HP is 30 or less, it has no Retreat Cost." Iron Hands ex prints a Retreat Cost of 4.
    # 20 HP left (D-16): no Retreat Cost (D-13) → 0
    ("My Active Iron Hands ex has Rescue Board attached and only 20 HP left. How many Energy to retreat?", 0),
    # 100 HP left: only the {C} less (D-12) → 3
    ("緊急ボードをつけたテツノカイナex、残りHP100。にげるエネルギーは？", 3),
    # 30 HP left, and Spidops ex's Trap Territory (+1, D-11): "no Retreat Cost" comes before more or less (D-13) → 0
    ("對手場上有操陷蛛ex。我的戰鬥鐵臂膀ex帶緊急滑板，剩餘HP 30，撤退要幾個能量？", 0),
    # 40 HP left: 4 − 1 + 1 = 4 (D-11, D-12 added together)
    ("對手場上有操陷蛛ex。我的戰鬥鐵臂膀ex帶緊急滑板，剩餘HP 40，撤退要幾個能量？", 4),
])
def test_a_tool_taking_the_retreat_cost_away_at_low_hp(q, cost):
    assert replayed(q)["outcome"]["retreat_cost"] == cost


@pytest.mark.parametrize("q, hp_left", [
    # Make It Rain: 50 × 2 Basic Energy discarded = 100 (B-02); Iron Hands ex's Weakness is Fighting, not Metal → 100.
    # 5 damage counters are 50 damage (D-16: 10 each), not 5: 230 − 50 − 100 = 80
    ("My Iron Hands ex has 5 damage counters on it. Their Gholdengo ex discards two Basic Energy for Make It Rain. HP left?", 80),
    # 三个伤害指示物 = 30, 两张 = 2 cards: 230 − 30 − 100 = 100
    ("我的铁臂膀ex身上有三个伤害指示物，被对手的赛富豪ex用淘金潮丢两张基本能量打到，剩多少HP？", 100),
    # ダメカン４つ (full-width) = 40, 二枚 = 2 cards: 230 − 40 − 100 = 90
    ("自分のテツノカイナexにダメカン４つ。相手のサーフゴーexがゴールドラッシュで基本エネを二枚トラッシュ。残りHPは？", 90),
])
def test_numbers_in_words_and_damage_counters(q, hp_left):
    assert replayed(q)["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("q, hp_left", [
    # Brave Bangle: "If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses do 30 more
    # damage to your opponent's Active Pokémon ex" (damage step 2, B-04).
    # Baxcalibur (no Rule Box) Buster Tail 130 into Gholdengo ex: +30 → 160 (Weakness Fire, not Water) → 260 − 160 = 100
    ("戟脊龙带猛攻手镯，用光炮尾打对手战斗场的赛富豪ex（没伤害），剩多少HP？", 100),
    # ... into Lugia VSTAR, no Pokémon ex: 130 (Weakness Lightning, Resistance Fighting: neither Water) → 150
    ("Baxcalibur with Brave Bangle uses Buster Tail on their Active Lugia VSTAR (no damage on it). HP left?", 150),
    # Iron Hands ex has a Rule Box (ex, D-18): no +30 → Arm Press 160 into Gholdengo ex → 100
    ("Iron Hands ex with Brave Bangle attached uses Arm Press on their Active Gholdengo ex (no damage on it). HP left?", 100),
])
def test_a_tool_for_a_pokemon_with_no_rule_box(q, hp_left):
    assert replayed(q)["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("q", [
    # Manaphy's Wave Veil: no damage to its player's Benched Pokémon from the opponent's attacks (C-16) — whichever
    # Benched Pokémon Aura Sphere's 50 goes to, it takes 0
    "They have Manaphy in play. My Lucario ex (SVP) uses Aura Sphere and puts the 50 on one of their Benched Pokémon. "
    "How much damage does it take?",
    "相手の場にマナフィがいる。ルカリオex(SVAM)のはどうだんで、相手のベンチポケモンに50ダメージ。何ダメージ？",
])
def test_an_unnamed_benched_pokemon_hit_where_the_damage_is_the_same_whichever_it_is(q):
    sit = replayed(q)
    assert sit["outcome"] == {"damage": 0}  # its HP is not said: no Knock Out is stated


def test_an_unnamed_benched_pokemon_hit_where_it_turns_on_which_it_is():
    # Vitality Band adds to the opponent's Active Pokémon only (B-04): the 50 to a Benched Pokémon gets no +10,
    # whichever it is — but the 50 itself is 0 on a Tera Pokémon (C-16), so the damage is not stated
    sit = replayed("My Lucario ex (SVP) has Vitality Band attached and uses Aura Sphere. Does the Band add 10 to the 50 on their Bench?")
    assert sit["outcome"] == {"answer": "no"}
    # Choice Belt reads what the Pokémon hit is (a Pokémon V, B-04): which one it is matters, so no answer is given
    for q in ("Lucario ex (SVP) uses Aura Sphere and puts 50 on one of their Benched Pokémon. How much damage?",
              "Lucario ex (SVP) uses Aura Sphere and puts 50 on one of their Benched Pokémon. Is it KO'd?",
              "My Lucario ex (SVP) has Choice Belt attached and uses Aura Sphere. Does the Belt add 30 to the 50 on their Bench?"):
        sit = situation(q)
        assert sit["status"] == "incomplete" and any("which Pokémon the attack hits" in m for m in sit["missing"]), sit


@pytest.mark.parametrize("q, outcome", [
    # Luxurious Cape: "If the Pokémon this card is attached to doesn't have a Rule Box, it gets +100 HP, and if it is
    # Knocked Out by damage from an attack from your opponent's Pokémon, that player takes 1 more Prize card."
    # Baxcalibur (no Rule Box): 160 + 100 = 260 HP (D-15); Arm Press 160 (Lightning; its Weakness is Metal) → 100 left
    ("My Baxcalibur has Luxurious Cape and no damage. Their Iron Hands ex uses Arm Press on it. HP left?",
     {"hp_left": 100, "knocked_out": False}),
    # 120 + 160 = 280 ≥ 260 → Knocked Out (I-D): 1 Prize card + 1 more = 2
    ("My Baxcalibur with Luxurious Cape has 120 damage on it. Their Iron Hands ex uses Arm Press on it. How many Prize cards "
     "do they take?", {"knocked_out": True, "prizes": 2}),
    # Iron Hands ex has a Rule Box: no +100, no more Prize card; Make It Rain 2 × 50 = 100, 140 + 100 = 240 ≥ 230 → 2 (ex)
    ("Their Gholdengo ex discards 2 Basic Energy for Make It Rain into my Iron Hands ex with Luxurious Cape, which has 140 "
     "damage on it. How many Prize cards do they take?", {"knocked_out": True, "prizes": 2}),
    # Amp You Very Much 120 ("If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize
    # card"): Gholdengo ex (Weakness Fire, Resistance Grass) takes 120, 150 + 120 = 270 ≥ 260 → 2 (ex) + 1 = 3
    ("铁臂膀ex用感激放大打对手战斗场的赛富豪ex（已经有150伤害），能拿几张奖赏卡？", {"knocked_out": True, "prizes": 3}),
    # ... with no damage on it: 120 < 260, no Knock Out, no Prize card
    ("テツノカイナexのごっつあんプリファイで、相手のバトル場のサーフゴーex(ダメージなし)はきぜつする？", {"knocked_out": False, "hp_left": 140}),
])
def test_more_prize_cards_for_a_knock_out(q, outcome):
    got = replayed(q)["outcome"]
    assert {k: got.get(k) for k in outcome} == outcome
    if not outcome["knocked_out"]:
        assert "prizes" not in got


@pytest.mark.parametrize("q, hp_left", [
    # Defiance Vest: "If you have more Prize cards remaining than your opponent, the Pokémon this card is attached to
    # takes 40 less damage from attacks from your opponent's Pokémon" (damage step 5, B-05). Make It Rain 2 × 50 = 100
    # (B-02); Iron Hands ex has no Weakness to Metal. 4 left against 2: 100 − 40 = 60 → 230 − 60 = 170
    ("I have 4 Prize cards left and my opponent has 2 Prize cards left. My Iron Hands ex has Defiance Vest and no damage. "
     "Their Gholdengo ex discards 2 Basic Energy for Make It Rain. HP left?", 170),
    ("我剩4张奖赏卡，对手剩2张奖赏卡。我的铁臂膀ex带不服输背心，没有伤害，被对手的赛富豪ex用淘金潮丢2张打到，剩多少HP？", 170),
    # 3 against 3 is not more: 100 → 130
    ("I have 3 Prize cards left and my opponent has 3 Prize cards left. My Iron Hands ex has Defiance Vest and no damage. "
     "Their Gholdengo ex discards 2 Basic Energy for Make It Rain. HP left?", 130),
])
def test_a_tool_comparing_the_prize_cards_left(q, hp_left):
    assert replayed(q)["outcome"]["hp_left"] == hp_left


def test_a_tool_comparing_the_prize_cards_left_needs_both_said():
    sit = situation("My Iron Hands ex has Defiance Vest and no damage. Their Gholdengo ex discards 2 Basic Energy for Make It Rain. HP left?")
    assert sit["status"] == "incomplete" and any("Prize cards each player has left" in m for m in sit["missing"])


@pytest.mark.parametrize("q, outcome", [
    # Phantom Dive: "Put 6 damage counters on your opponent's Benched Pokémon in any way you like." Counters are put,
    # not damage (C-07): no Weakness, Resistance or damage step. 50 damage + 4 counters (40) → 230 − 90 = 140 HP left
    ("Dragapult ex uses Phantom Dive and I put 4 damage counters on their Benched Iron Hands ex (not a Tera Pokémon), which "
     "has 50 damage. HP left?", {"hp_left": 140, "knocked_out": False}),
    # 180 damage + all 6 counters (60) = 240 ≥ 230 → Knocked Out (I-D), 2 Prize cards (ex)
    ("多龙巴鲁托ex用幻影奇袭，把6个伤害指示物全部放在对手备战区的铁臂膀ex身上（不是太晶，已经有180伤害），会昏厥吗？",
     {"knocked_out": True, "prizes": 2}),
    # 19 counters on it (190) + 3 put = 220 < 230 → 10 HP left; the 「ダメカン19個」 in brackets are on it, not put
    ("ドラパルトexのファントムダイブで、ダメカン3個を相手のベンチのテツノカイナex(テラスタルではない、ダメカン19個)にのせた。きぜつする？",
     {"knocked_out": False, "hp_left": 10}),
])
def test_damage_counters_an_attack_puts_as_its_player_likes(q, outcome):
    got = replayed(q)["outcome"]
    assert {k: got.get(k) for k in outcome} == outcome
    assert got["damage"] == 0  # counters are not damage (C-07)


def test_more_counters_said_than_the_attack_puts_is_incomplete():
    sit = situation("Dragapult ex uses Phantom Dive and I put 8 damage counters on their Benched Iron Hands ex (not a Tera Pokémon), "
                    "which has 50 damage. HP left?")
    assert sit["status"] == "incomplete" and any("6 damage counters" in m for m in sit["missing"])


@pytest.mark.parametrize("q, hp_left", [
    # Calamity Storm 100+: "You may discard a Stadium in play. If you do, this attack does 120 more damage." (B-01)
    # discarded: 220 (Iron Hands ex's Weakness is Fighting, not Darkness) → 230 − 220 = 10
    ("Roaring Moon ex uses Calamity Storm and discards the Stadium in play, hitting their Active Iron Hands ex (no damage on it). "
     "HP left?", 10),
    ("轰鸣月ex用灾厄风暴，丢弃了场上的竞技场，打对手战斗场的铁臂膀ex（没伤害），剩多少HP？", 10),
    # not discarded: 100 → 130
    ("Roaring Moon ex uses Calamity Storm without discarding the Stadium, into their Active Iron Hands ex (no damage on it). "
     "HP left?", 130),
])
def test_more_damage_if_a_stadium_is_discarded(q, hp_left):
    assert replayed(q)["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("q, hp_left", [
    # the Stadium said discarded, or not, in other words: Calamity Storm 100, +120 if a Stadium is discarded (B-01);
    # Iron Hands ex (230 HP) is weak to Fighting, not Darkness (damage step 3): 230 − 220 = 10, or 230 − 100 = 130
    ("Roaring Moon ex uses Calamity Storm and trashes the Stadium, hitting their Active Iron Hands ex (no damage on it). HP left?", 10),
    ("トドロクツキexのカラミティストーム、スタジアムはトラッシュしなかった。相手のバトル場のテツノカイナex（ダメージなし）の残りHPは？", 130),
    ("轟鳴月ex用災厄風暴，沒棄競技場，打對手戰鬥場的鐵臂膀ex（沒傷害），剩多少HP？", 130),
])
def test_a_stadium_said_discarded_in_other_words(q, hp_left):
    assert replayed(q)["outcome"]["hp_left"] == hp_left


@pytest.mark.parametrize("q", [
    "My Pikachu ex (Resolute Heart) is at full HP and their Roaring Moon ex uses Calamity Storm, binning the Stadium. "
    "Is Pikachu ex Knocked Out?",
    "相手のトドロクツキexがカラミティストームでスタジアムを捨てた。自分のピカチュウex（がんばりハート）はダメージなし。きぜつする？",
])
def test_a_full_hp_pokemon_left_with_10_took_the_whole_damage(q):
    # Calamity Storm 100 + 120 (the Stadium discarded, B-01) = 220; Pikachu ex (200 HP) is weak to Fighting, not Darkness
    # (damage step 3). 220 would Knock it Out, but Resolute Heart: with full HP (D-14) it is not Knocked Out and its remaining
    # HP becomes 10. The attack did its 220 damage; the effect leaves it 10 HP.
    assert replayed(q)["outcome"] == {"damage": 220, "knocked_out": False, "hp_left": 10}


def test_more_damage_if_a_stadium_is_discarded_needs_it_said():
    sit = situation("Roaring Moon ex uses Calamity Storm on their Active Iron Hands ex (no damage on it). HP left?")
    assert sit["status"] == "incomplete" and any("Stadium" in m for m in sit["missing"])


@pytest.mark.parametrize("q, damage", [
    # Bone Shot: "This attack does 50 damage to 1 of your opponent's Pokémon. (Don't apply Weakness and Resistance for
    # Benched Pokémon.)" Mandibuzz ex is Darkness; Gardevoir ex's Weakness is Darkness ×2.
    # the Active Pokémon: Weakness applies (damage step 3) → 100
    ("Mandibuzz ex uses Bone Shot on their Active Gardevoir ex (no damage on it). How much damage?", 100),
    ("バルジーナexのほねシュートで相手のバトル場のサーナイトex(ダメージなし)に何ダメージ？", 100),
    # a Benched Pokémon: no Weakness (B-08) → 50
    ("バルジーナexのほねシュートを相手のベンチのサーナイトex(テラスタルではない)に。何ダメージ？", 50),
])
def test_an_attack_hitting_any_of_the_opponents_pokemon(q, damage):
    assert replayed(q)["outcome"]["damage"] == damage


def test_an_attack_hitting_any_of_the_opponents_pokemon_needs_where_said():
    sit = situation("Mandibuzz ex uses Bone Shot on their Gardevoir ex (no damage on it). How much damage?")
    assert sit["status"] == "incomplete" and any("Active Pokémon or on the Bench" in m for m in sit["missing"])


def test_a_benched_pokemon_ex_the_card_table_knows_is_no_tera_pokemon():
    # Iron Hands ex (PAR 070) prints no Tera rule: Aura Sphere's 50 to it on the Bench, no Weakness there (B-08) → 50,
    # without the question having to say it is not a Tera Pokémon
    sit = replayed("Lucario ex (SVP) uses Aura Sphere and puts 50 on their Benched Iron Hands ex. How much damage does it take?")
    assert sit["outcome"]["damage"] == 50
    assert any("not a Tera Pokémon" in r["what"] and r["from"] == "cards" for r in sit["read"])


@pytest.mark.parametrize("q, outcome", [
    # Frenzied Gouging: "Knock Out your opponent's Active Pokémon. If your opponent's Active Pokémon is Knocked Out in this
    # way, this Pokémon does 200 damage to itself." (E-19; B-09: through the damage calculation — Roaring Moon ex's own
    # Weakness is Grass, not Darkness) — asked about the attacker itself:
    # 20 + 200 = 220 < 230 → 10 HP left, not Knocked Out
    ("My Roaring Moon ex has 20 damage on it and uses Frenzied Gouging on their Active Lugia VSTAR. Is my Roaring Moon ex "
     "also Knocked Out?", {"knocked_out": False, "hp_left": 10}),
    # 3 damage counters (30) + 200 = 230 ≥ 230 → Knocked Out, the opponent takes 2 Prize cards (ex)
    ("自分のトドロクツキex(ダメカン3個)のくるいえぐるで相手のサーナイトexをきぜつさせた。自分のトドロクツキexもきぜつする？",
     {"knocked_out": True, "prizes": 2}),
    # asked about the Pokémon hit: Knocked Out by the effect, not by damage (0 damage); a VSTAR gives 2 Prize cards
    ("Roaring Moon ex uses Frenzied Gouging on their Active Lugia VSTAR. Is Lugia VSTAR KO'd, and how many Prizes?",
     {"knocked_out": True, "prizes": 2, "damage": 0}),
])
def test_an_attack_knocking_out_then_damaging_itself(q, outcome):
    got = replayed(q)["outcome"]
    assert {k: got.get(k) for k in outcome} == outcome


def test_damage_on_said_in_words_and_not_knocked_out():
    # Chien-Pao ex Hail Blade: 60 × 2 Water Energy discarded = 120 (zh-3.1 Ⅰ A-01 伤害计算步骤 1b; II-B-02); Gholdengo ex's
    # Weakness is Fire and Resistance Grass, neither applies to Water (steps 3-4); 90 + 120 = 210 < 260 HP: not Knocked
    # Out, 50 HP left (使用招式的步骤 7).
    sit = replayed("Chien-Pao ex discards two Water Energy for Hail Blade, hitting Gholdengo ex that has ninety damage on it. "
                   "Is Gholdengo knocked out?")
    assert sit["outcome"]["knocked_out"] is False
    assert sit["outcome"]["damage"] == 120 and sit["outcome"]["hp_left"] == 50


def test_a_latin_name_in_a_traditional_chinese_question():
    # Iron Hands ex Arm Press 160 (臂壓制, the zh-Hant print's name); Pidgeot ex's Weakness Lightning ×2 = 320 (step 3),
    # its Resistance is Fighting (no change, step 4): 320 ≥ 280 HP, Knocked Out, 2 Prize cards (a Pokémon ex, I-D).
    sit = replayed("我的Iron Hands ex用臂壓制打對手的大比鳥ex（無傷），多少傷害？")
    assert sit["outcome"]["damage"] == 320
    assert sit["outcome"]["knocked_out"] is True and sit["outcome"]["prizes"] == 2


@pytest.mark.parametrize("q", [
    "Iron Hands ex uses Arm Press on a Lugia VSTAR that's already damaged. Is the Lugia knocked out?",
    "テツノカイナexのアームプレスで、ダメージを受けているルギアVSTARはきぜつする？",
    "鐵臂膀ex用臂壓制打已經受過傷的洛奇亞VSTAR，會昏厥嗎？",
])
def test_damage_said_on_with_no_number_where_the_knock_out_does_not_turn_on_it(q):
    # Arm Press 160 × 2 (Lugia VSTAR's Weakness Lightning, zh-3.1 Ⅰ A-01 伤害计算步骤 3) = 320 ≥ 280 HP: Knocked Out with no
    # damage on it, so with any damage on it (使用招式的步骤 7); how much is on it is not said, and the Knock Out does not turn on it.
    sit = replayed(q)
    assert sit["outcome"]["knocked_out"] is True and sit["outcome"]["damage"] == 320


def test_damage_said_on_with_no_number_where_the_knock_out_turns_on_it():
    # Iron Valiant ex Laser Blade 200 into Pidgeot ex (280 HP, Weakness Lightning, no effect on Psychic): 200 < 280 with no
    # damage on it, a Knock Out with 80 or more: "took some damage" does not say which.
    sit = situation("Iron Valiant ex uses Laser Blade on a Pidgeot ex that took some damage earlier. KO?")
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit
    assert any("Pidgeot ex" in m for m in sit["missing"]), sit["missing"]


def test_poison_at_the_checkup_said_in_players_words():
    # Poisoned: 1 damage counter at the Pokémon Checkup (zh-3.1 Ⅰ F 宝可梦检查; ja-3.1 どく); 10 HP left − 10 = 0: Knocked Out.
    sit = replayed("どくのサーナイトex、残りHP10。ポケチェできぜつ？")
    assert sit["outcome"]["knocked_out"] is True


def test_the_attack_not_said_of_a_pokemon_with_two_that_do_damage():
    # Iron Hands ex prints Arm Press (160: 320 with Lugia VSTAR's Weakness, a Knock Out of its 280 HP) and Amp You Very Much
    # (120: 240, none): which it uses is not said, and the Knock Out turns on it.
    sit = situation("Can my Iron Hands ex KO a fresh Lugia VSTAR?")
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit


def test_a_pokemon_said_not_in_play_leaves_its_ability_out():
    # Lucario ex (SVAM) Aura Sphere 160; Iron Hands ex's Weakness Fighting ×2 = 320 (zh-3.1 Ⅰ A-01 伤害计算步骤 3); its HP
    # 230 + 50 (Bravery Charm, a Basic Pokémon) = 280; 40 + 320 ≥ 280: Knocked Out. Sandy Shocks ex, said not in play, is no part.
    sit = replayed("Their Iron Hands ex has 4 damage counters and a Bravery Charm. My Sandy Shocks ex isn't in play; "
                   "my Lucario ex (SVAM) uses Aura Sphere on it. KO?")
    assert sit["outcome"]["knocked_out"] is True


def test_hp_from_a_tool_with_damage_said_after_its_name():
    # Chi-Yu ex Flame Surge 100, Iron Leaves ex's Weakness Fire ×2 = 200 (step 3); HP 220 + 50 (Bravery Charm) = 270;
    # 60 + 200 = 260 < 270: not Knocked Out, 10 HP left (使用招式的步骤 7).
    sit = replayed("My Iron Leaves ex has Bravery Charm and 60 damage. Their Chi-Yu ex uses Flame Surge. KO?")
    assert sit["outcome"]["knocked_out"] is False and sit["outcome"]["hp_left"] == 10


def test_a_name_printed_with_a_space_inside():
    # Chi-Yu ex Flame Surge 100; Teal Mask Ogerpon ex (「オーガポン みどりのめんex」, 210 HP) has Weakness Fire ×2 = 200
    # (zh-3.1 Ⅰ A-01 伤害计算步骤 3); 200 < 210: not Knocked Out, 10 HP left.
    sit = replayed("イーユイexのフレイムサージで、無傷のオーガポン みどりのめんexはきぜつする？")
    assert sit["outcome"]["knocked_out"] is False and sit["outcome"]["hp_left"] == 10


@pytest.mark.parametrize("q, outcome", [
    # Arm Press 160 × 2 (Lugia VSTAR's Weakness Lightning, zh-3.1 Ⅰ A-01 伤害计算步骤 3) = 320 ≥ 280: Knocked Out whether the
    # 100 is on Lugia VSTAR or on Iron Hands ex (then Lugia's own damage is not said, and 320 Knocks it Out with any).
    ("Iron Hands ex uses Arm Press on Lugia VSTAR. It has 100 damage. KO?", {"knocked_out": True, "damage": 320}),
    # Pidgeot ex (280 HP, Weakness Lightning): 320 ≥ 280 with any damage on it.
    ("相手のバトル場のピジョットexにテツノカイナexでアームプレスしたら何ダメ？ダメカン2個のってる", {"damage": 320, "knocked_out": True}),
])
def test_damage_said_of_no_pokemon_named_tried_on_each_of_the_two(q, outcome):
    sit = replayed(q)
    assert {k: sit["outcome"].get(k) for k in outcome} == outcome


def test_damage_said_of_no_pokemon_named_where_it_matters_which():
    # Laser Blade 200 into Pidgeot ex (280 HP, no Weakness to Psychic): with the 50 on it, 250 < 280, not Knocked Out; with
    # the 50 on Iron Valiant ex, Pidgeot's damage is not said (a Knock Out with 80 or more): which is not said.
    sit = situation("Iron Valiant ex uses Laser Blade on Pidgeot ex. It has 50 damage. KO?")
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit
    assert any("has 50 damage" in m for m in sit["missing"]), sit["missing"]


def test_a_mirror_match():
    # Arm Press 160 (Lightning) into Iron Hands ex: its Weakness is Fighting (zh-3.1 Ⅰ A-01 伤害计算步骤 3, no change), no
    # Resistance: 160 < 230, not Knocked Out, 70 HP left.
    sit = replayed("My Iron Hands ex uses Arm Press on their Iron Hands ex (no damage). KO?")
    assert sit["outcome"] == {"knocked_out": False, "damage": 160, "hp_left": 70}


def test_counters_put_on_a_pokemon_said_on_the_bench_after_its_name():
    # Phantom Dive puts 6 damage counters on the opponent's Benched Pokémon as its player likes (zh-3.1 II-C-07: counters
    # are no damage, Weakness does not apply); all 6 on Pidgeot ex: 100 + 60 = 160 < 280, not Knocked Out, 120 HP left.
    sit = replayed("Dragapult ex Phantom Dive, all 6 counters on Pidgeot ex, which is on their bench with 100 damage. KO?")
    assert sit["outcome"]["knocked_out"] is False and sit["outcome"]["hp_left"] == 120


def test_counters_put_on_a_pokemon_not_said_on_the_bench_need_where_it_is():
    # The counters go on a Benched Pokémon only; Pidgeot ex is not said to be on the Bench: the Active one would take 200.
    sit = situation("Dragapult ex Phantom Dive, all 6 counters on Pidgeot ex with 100 damage. KO?")
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit


def test_a_bystanders_ability_said_in_play_in_other_words():
    # Aura Sphere's 50 to a Benched Pokémon (zh-3.1 II-B-08: no Weakness on the Bench); Manaphy's Wave Veil: the
    # opponent's Benched Pokémon take no damage from attacks (II-C-16) → 0.
    sit = replayed("对手备战区有玛纳霏。我的路卡利欧ex(SVAM)用波导弹，把50点打在对手备战区的大比鸟ex上，造成多少伤害？")
    assert sit["outcome"]["damage"] == 0


def test_a_tool_in_brackets_after_the_attackers_name_is_the_attackers():
    # Choice Belt on Iron Hands ex: +30 to the opponent's Active Pokémon V (zh-3.1 Ⅰ A-01 伤害计算步骤 2; a VSTAR is a
    # Pokémon V) → 190; Lugia VSTAR's Weakness Lightning ×2 → 380 (step 3); ≥ 280: Knocked Out.
    sit = replayed("テツノカイナex（こだわりベルト付き）のアームプレスで、ダメージなしのルギアVSTARを攻撃。何ダメージ？")
    assert sit["outcome"]["damage"] == 380


@pytest.mark.parametrize("q", [
    "My Gardevoir ex, the one with Miracle Force, has no damage and gets hit by their Iron Valiant ex's Laser Blade. HP left?",
    "我那张有「奇迹之力」的沙奈朵ex没有伤害，被对手铁武者ex的镭射利刃打到，剩多少HP？",
])
def test_an_attack_named_to_say_which_card_it_is_is_not_the_one_used(q):
    # Laser Blade 200 (Psychic): Gardevoir ex's Weakness is Darkness, Resistance Fighting (steps 3-4, no change);
    # 310 − 200 = 110 HP left.
    sit = replayed(q)
    assert sit["outcome"]["hp_left"] == 110 and sit["outcome"]["damage"] == 200


def test_counters_spread_on_the_bench_leave_the_active_pokemon_the_attacks_damage():
    # Phantom Dive 200 to the Active Iron Hands ex (Dragon: its Weakness Fighting does not apply, zh-3.1 Ⅰ A-01 伤害计算步骤 3);
    # the 6 counters go on the Bench, not on it: 230 − 200 = 30 HP left.
    sit = replayed("Dragapult ex used Phantom Dive on their Active Iron Hands ex, which hadn't taken any damage, and I spread the "
                   "6 damage counters around their Bench. HP left?")
    assert sit["outcome"]["hp_left"] == 30 and sit["outcome"]["damage"] == 200


def test_no_stadium_in_play_none_discarded_for_calamity_storm():
    # Calamity Storm 100, +120 only if a Stadium is discarded: none in play → 100 (Iron Hands ex's Weakness is Fighting,
    # no change, step 3); 230 − 100 = 130 HP left.
    sit = replayed("场上没有竞技场。轰鸣月ex用灾厄风暴打满血的铁臂膀ex，还剩多少HP？")
    assert sit["outcome"]["hp_left"] == 130


def test_a_two_character_pokemon_and_its_bench_damage():
    # Raikou's Amazing Shot also does 120 to 1 of the opponent's Benched Pokémon (II-B-08: no Weakness or Resistance on the
    # Bench): Gardevoir ex 310 − 120 = 190 HP left.
    sit = replayed("我的雷公用奇幻射擊，另外120點打在對手備戰區的沙奈朵ex上（沒受傷），它還剩多少HP？")
    assert sit["outcome"]["hp_left"] == 190


def test_counters_on_a_benched_pokemon_ex_need_no_tera_said():
    # Phantom Dive's 6 counters on a Benched Pokémon ex: counters are no damage (II-C-07), so whether it is a Tera Pokémon
    # (no damage from attacks on the Bench) does not matter: Gardevoir ex 310 − 100 − 60 = 150 HP left.
    sit = replayed("多龙巴鲁托ex用幻影奇袭，把6个伤害指示物全放在备战的沙奈朵ex身上，沙奈朵ex已经有100伤害，还剩多少HP？")
    assert sit["outcome"]["hp_left"] == 150


@pytest.mark.parametrize("q", [
    "ドラパルトexのファントムダイブでバトル場のテツノカイナex（無傷）を攻撃、ダメカン6個は相手のベンチにばらまいた。残りHPは？",
    "多龙巴鲁托ex用幻影奇袭打对手战斗场满血的铁臂膀ex，6个伤害指示物分散放在对手的备战区。铁臂膀ex还剩多少HP？",
])
def test_counters_spread_on_the_bench_in_japanese_and_chinese(q):
    # Phantom Dive 200 to the Active Iron Hands ex (no Weakness to Dragon, step 3); its counters go on the Bench:
    # 230 − 200 = 30 HP left (the counters read as damage on it gave a Knock Out).
    sit = replayed(q)
    assert sit["outcome"]["hp_left"] == 30 and sit["outcome"]["knocked_out"] is False


@pytest.mark.parametrize("q", [
    "Iron Valiant ex Laser Blades their fresh Pidgeot ex twice. KO?",
    "テツノブジンexのレーザーブレードを無傷のピジョットexにもう一度使ったらきぜつする？",
    "铁武者ex用镭射利刃连续打满血的大比鸟ex两次，会昏厥吗？",
])
def test_an_attack_said_used_more_than_once_is_not_replayed_as_one(q):
    # One Laser Blade (200) leaves Pidgeot ex 80 HP; two would Knock it Out: read as one, the answer was "not Knocked Out".
    sit = situation(q)
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit


def test_still_alive_asks_the_knock_out():
    from judge.situation.read import read
    assert read("洛奇亚VSTAR剩120HP，被铁臂膀ex的臂压制打，还活着吗？").asks == "knocked_out"


@pytest.mark.parametrize("q", [
    "Last turn their Sylveon ex used Magical Charm on my Iron Hands ex. Now my Iron Hands ex uses Arm Press on their Pidgeot ex (no damage). KO?",
    "前の番、相手のニンフィアexのマジカルチャームを自分のテツノカイナexが受けました。この番、テツノカイナexでピジョットex（ダメージなし）にアームプレスをしたら、きぜつしますか？",
])
def test_an_attack_used_before_whose_effect_lasts_is_not_left_out(q):
    # Magical Charm: during the opponent's next turn the Defending Pokémon's attacks do 100 less damage (step 2): Arm Press
    # 160 − 100 = 60, × 2 = 120 < 280 (not Knocked Out); replayed without it, 320 would Knock Pidgeot ex Out.
    sit = situation(q)
    assert sit is None or (sit["status"] == "incomplete" and "outcome" not in sit)


def test_an_attack_with_a_lasting_effect_named_besides_the_one_used_is_missing():
    from judge.situation.attack_board import lasting as _lasting
    from judge.situation.read import read
    said = read("Last turn their Sylveon ex used Magical Charm on my Iron Hands ex. Now my Iron Hands ex uses Arm Press on their Pidgeot ex. KO?")
    said.attack = next(m for m in said.mentions if m.said == "Arm Press")
    assert [m.said for m in _lasting(said)] == ["Magical Charm"]


@pytest.mark.parametrize("q", [
    "Their Lugia VSTAR had 100 damage, then they healed it fully. My Iron Valiant ex uses Laser Blade on it. KO?",
    "Their Pidgeot ex had 100 damage, then they played a Potion on it. My Iron Valiant ex uses Laser Blade on it. KO?",
    "相手のピジョットex（ダメカン10個）は回復された。テツノブジンexのレーザーブレードできぜつする？",
])
def test_damage_healed_or_a_healing_trainer_named_is_not_left_out(q):
    # Pidgeot ex with 100 damage: Laser Blade 200 → 300 ≥ 280, a Knock Out; Potion heals 30 (70 + 200 = 270 < 280, none):
    # what the healing leaves is not run, so the question stays incomplete.
    sit = situation(q)
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit


def test_a_trainer_whose_text_changes_nothing_asked_leaves_the_replay():
    # Boss's Orders only brings Pidgeot ex to the Active Spot: Arm Press 160 × 2 (Weakness Lightning) = 320 ≥ 280.
    sit = replayed("I used Boss's Orders to bring up their Pidgeot ex (no damage). My Iron Hands ex uses Arm Press on it. KO?")
    assert sit["outcome"]["knocked_out"] is True


def test_an_attack_whose_effect_lasts_used_a_turn_before_is_not_left_out():
    # Tornado Rush (PRE): during your next turn, this Pokémon's Tornado Rush does 100 more damage; used last turn, this
    # turn's is 200 (step 2), not 100: the replay of one attack does not run the effect of the one before.
    sit = situation("Lucario ex (PRE) used Tornado Rush last turn. This turn it uses Tornado Rush on their fresh Gardevoir ex. KO?")
    assert sit is not None and sit["status"] == "incomplete" and "outcome" not in sit
