"""Attack texts the engine models, read by their phrase in every language the card table prints them (judge.situation.wordings):
"× each of your Benched Pokémon" with the going-second restriction before it (Unified Beatdown), "to 1 of your opponent's Pokémon
for each damage counter on this Pokémon" (Roaring Scream), "Put up to 12 damage counters on this Pokémon … for each damage counter
you placed" (Angry Grudge), and "Discard all Energy from this Pokémon … to 1 of your opponent's Pokémon" where the Chinese prints
say 能量卡 (Spit Shot). Questions written for these tests, in no measured set; each outcome worked out by hand from the guides'
damage steps (zh-3.1 I-A-01 伤害计算步骤; B-02 "×"; B-08 damage to the Bench, no Weakness or Resistance there; C-07 damage
counters put) and the card table's printed numbers.

Cards (index/cards.tsv): Terapagos ex, Colorless, Unified Beatdown {C}{C} 30×; Scream Tail, Psychic, Roaring Scream {P}{C};
Annihilape ex HP 320, Fighting, Angry Grudge {F} 20×; Cramorant (TWM), Water, Spit Shot {C}{C}{C}; Iron Hands ex HP 230,
Lightning, Weakness Fighting ×2; Lucario ex (SVP 017) HP 260, Weakness Psychic ×2; Lugia VSTAR HP 280, Resistance Fighting −30."""

from __future__ import annotations

import pytest

from judge.cards.table import load
from judge.situation import texts
from judge.situation.replay import situation


@pytest.mark.parametrize("row_id, kind, amount", [
    ("atk-unified-beatdown", "modifier", None),
    ("atk-zh-hans-ae3f51a4", "modifier", None),  # the Simplified Chinese print's row
    ("atk-roaring-scream", "any_target", 20),
    ("atk-angry-grudge", "times_placed_self", 20),
    ("atk-ja-48e3ae91", "times_placed_self", 20),
    ("atk-zh-hant-5384f52a", "times_placed_self", 20),
    ("atk-spit-shot", "any_target", 120),
])
def test_each_language_printed_reads_alike(row_id, kind, amount):
    card = load().by_id(row_id)
    assert card is not None, row_id
    for lang, text in card.texts.items():
        reading = texts.attack({lang: text})
        assert reading is not None and reading.kind == kind and reading.amount == amount, (lang, text)


@pytest.mark.parametrize("q, damage, hp_left", [
    # 30 × 4 Benched Pokémon = 120 (B-02); Colorless on Iron Hands ex: no Weakness; 230 − 120 = 110
    ("My Terapagos ex uses Unified Beatdown; I have 4 Benched Pokémon. Their Active Iron Hands ex has no damage. How much HP is left?", 120, 110),
    # 30 × 3 = 90: 140 left
    ("我的太乐巴戈斯ex用「联盟击」打对手战斗场的铁臂膀ex（没有伤害），我的备战区有3只。打多少？", 90, 140),
    # 30 × 2 = 60: 170 left
    ("自分のテラパゴスexの「ユニオンビート」。自分のベンチは2匹。相手のバトル場のテツノカイナex（ダメージなし）に何ダメージ？", 60, 170),
    # 5 counters on Scream Tail: 20 × 5 = 100 (B-02), Psychic on Lucario ex's Weakness ×2 (damage step 3) = 200; 260 − 200 = 60
    ("My Scream Tail has 5 damage counters on it and uses Roaring Scream on their Active Lucario ex (SVP 017), no damage on it. How much HP is left?",
     200, 60),
    ("自分のサケブシッポにダメカンが5個。「ほえさけぶ」で相手のバトル場のルカリオex（SVP 017、ダメージなし）を攻撃。残りHPは？", 200, 60),
    # 3 counters: 60 to a Benched Iron Hands ex, no Weakness on the Bench (B-08): 170 left
    ("我的吼叫尾身上有3个伤害指示物，用「大吼大叫」打对手备战区的铁臂膀ex（没有伤害）。打多少？", 60, 170),
    # Spit Shot: 120 to the Pokémon chosen; Water on Iron Hands ex: no Weakness; 230 − 120 = 110
    ("我的古月鳥（TWM）用「噴吐射擊」打對手備戰區的鐵臂膀ex（沒有傷害）。打多少？", 120, 110),
    ("My Cramorant (TWM) uses Spit Shot on their Active Iron Hands ex, no damage on it. How much damage?", 120, 110),
    # Angry Grudge, 12 counters put on itself: 20 × 12 = 240 (B-02), Lugia VSTAR's Resistance Fighting −30 (step 4) = 210; 70 left
    ("コノヨザルexの「アンガーグラッジ」で自分にダメカンを12個のせた。相手のバトル場のルギアVSTAR（ダメージなし）の残りHPは？", 210, 70),
    # 10 counters: 200 × 2 (Iron Hands ex's Weakness Fighting) = 400 ≥ 230: Knocked Out, no HP left
    ("My Annihilape ex uses Angry Grudge and puts 10 damage counters on itself. Their Active Iron Hands ex has no damage. Is it Knocked Out?", 400, 0),
    ("棄世猴ex用「憤懣恨怨」在自己身上放了12個傷害指示物，打對手戰鬥場的鐵臂膀ex（沒有傷害）。會昏厥嗎？", 480, 0),
])
def test_an_attack_counting_what_the_question_says_is_replayed(q, damage, hp_left):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["damage"] == damage and got["outcome"]["hp_left"] == hp_left


def test_the_counters_angry_grudge_put_on_its_own_pokemon_are_on_it():
    # 100 damage already, 12 counters put on itself (C-07): 320 − 100 − 120 = 100 HP left
    got = situation("My Annihilape ex has 100 damage on it and uses Angry Grudge, putting 12 damage counters on itself, on their Active Iron Hands "
                    "ex. How much HP does Annihilape ex have left itself?")
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["hp_left"] == 100 and got["outcome"]["knocked_out"] is False


@pytest.mark.parametrize("q", [
    # how many counters Angry Grudge put is not said
    "コノヨザルexの「アンガーグラッジ」で相手のバトル場のルギアVSTAR（ダメージなし）を攻撃。残りHPは？",
    # the counters on Scream Tail not said
    "吼叫尾用「大吼大叫」打對手戰鬥場的鐵臂膀ex（沒有傷害）。打多少？",
    # the Benched Pokémon Unified Beatdown counts not said
    "Terapagos ex uses Unified Beatdown on their Active Iron Hands ex (no damage). How much damage?",
    # the HP asked of the attacker, which its own attack damages, with no word saying it is itself: of which is not read
    "My Annihilape ex has 100 damage on it and uses Angry Grudge, putting 12 damage counters on itself, on their Active Iron Hands ex. "
    "How much HP does Annihilape ex have left?",
])
def test_what_the_count_turns_on_not_said_is_incomplete(q):
    assert situation(q)["status"] == "incomplete"


@pytest.mark.parametrize("q, damage, knocked_out", [
    # the Benches said in a phrase before the Active Pokémon named ("对手的备战区3只，对手战斗场是古玉鱼ex"): it is not on the Bench.
    # Subspace Swell 60 + 20 × (4 + 3) = 200 (B-01), Water on Chi-Yu ex's Weakness ×2 = 400 ≥ 190: Knocked Out
    ("起源帕路奇亚VSTAR用「亚空潮漩」。我的备战区4只，对手的备战区3只，对手战斗场是古玉鱼ex，没有伤害。打多少？", 400, True),
    ("起源帕路奇亞VSTAR用「亞空潮漩」。我的備戰區4隻，對手的備戰區3隻，對手戰鬥場是古玉魚ex，沒有傷害。打多少？", 400, True),
    # 200 on Chien-Pao ex (Water, Weakness Metal), 220 HP: 20 left
    ("オリジンパルキアVSTARの「あくうのうねり」。自分のベンチは4匹、相手のベンチは3匹、相手のバトル場はパオジアンex（ダメージなし）。何ダメージ？", 200, False),
])
def test_a_bench_said_in_an_earlier_phrase_is_not_the_pokemon_named_after_it(q, damage, knocked_out):
    got = situation(q)
    assert got["status"] == "replayed", got["missing"]
    assert got["outcome"]["damage"] == damage and got["outcome"]["knocked_out"] is knocked_out
