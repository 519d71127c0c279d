"""Names in questions: a card name the guides never print stays one word and weighs as a name;
the words inside a quoted name never trigger rule concepts; Traditional Chinese reads as Simplified."""

import pytest

from judge.lang.text import fold, prefold, simplified
from judge.lang.text import traditional as in_traditional
from judge.search.question import read


@pytest.mark.parametrize("name", ["バルキー", "カイリキー", "トゲキッス"])
def test_a_katakana_name_stays_one_word(idx, name):
    t = idx.analyzer.analyze(f"{name}のワザでダメージを与えた", "ja")
    assert [c for c in t.concepts if c.startswith("pkmn-")], t.concepts  # one entity of the name table
    assert not {"ばっ", "るき", "九", "乖離", "棘"} & set(t.words + t.names)


def test_a_katakana_name_no_table_knows_stays_one_word(idx):
    t = idx.analyzer.analyze("ホゲモンダーのワザでダメージを与えた", "ja")
    assert "ほげもんだー" in t.names


def test_words_inside_a_quoted_name_trigger_no_rule_concept(idx):
    plain = idx.analyzer.analyze("ドラゴンタイプのポケモン", "ja")
    quoted = idx.analyzer.analyze("ワザ「ドラゴンのきば」を使った", "ja")
    dragon = set(plain.concepts) - {"pokemon-card", "pokemon", "type"}
    assert dragon, plain.concepts  # the plain word is the Dragon type
    assert not dragon & set(quoted.concepts)


def test_quoted_card_text_is_not_taken_for_a_name(idx):
    t = idx.analyzer.analyze("「如果对手的战斗宝可梦是水属性」的判定", "zh")
    assert "active-pokemon" in t.concepts


def test_prefold_keeps_case_and_katakana_and_fold_lowers_both():
    assert prefold("ＡＢ　バルキー\x01 x") == "AB バルキー x"
    assert fold("ＡＢ　バルキー") == "ab ばるきー"


def test_traditional_chinese_is_read_as_simplified(idx):
    assert simplified("寶可夢的撤退費用") == "宝可梦的撤退费用"
    assert simplified("能量附著在睡著的寶可夢身上") == "能量附着在睡着的宝可梦身上"  # Taiwan's 著
    traditional = idx.search("寶可夢的撤退費用減少的效果會疊加嗎")
    simple = idx.search("宝可梦的撤退费用减少的效果会叠加吗")
    assert (traditional.lang, traditional.ranked) == (simple.lang, simple.ranked) and traditional.lang == "zh" and traditional.ranked


def test_a_traditional_question_keeps_its_own_text_in_the_answer(idx):
    answer = idx.ask("選擇牌庫裡的卡之後要洗牌嗎")
    assert answer["query"] == "選擇牌庫裡的卡之後要洗牌嗎" and answer["lang"] == "zh" and answer["results"]


def test_a_name_links_across_languages(idx):
    """Tyrogue, バルキー and 巴尔郎 (or 巴爾郎) are one entity in every language."""
    ids = [set(idx.analyzer.analyze(q, lang).concepts) for q, lang in
           [("Tyrogue attacks", "en"), ("バルキーのワザ", "ja"), ("巴尔郎的招式", "zh"), ("巴爾郎", "zh")]]
    shared = set.intersection(*ids)
    assert any(c.startswith("pkmn-") for c in shared), ids


def test_a_card_name_with_a_mark_is_its_species_too(idx):
    concepts = idx.analyzer.analyze("ルカリオGXのワザ", "ja").concepts
    assert "pkmn-lucario" in concepts


def test_a_named_card_the_corpus_prints_points_at_its_ruling(idx):
    """A card named in another language than the guide prints it still finds the FAQ about it."""
    ranked = [rid for rid, _ in idx.search("Growlithe with Choice Helmet uses Take Down, is the self damage reduced?").ranked]
    assert any(r.startswith("II-B-09") for r in ranked[:2]), ranked


def test_a_traditional_question_is_answered_as_its_simplified_form(idx):
    """The replay, the one-line answer and the verdict read the question as searched, not as typed; the
    answer is written in the script asked in (the Simplified one's line, in Traditional characters)."""
    asked = idx.ask("帶進化奇石的卡蒂狗用撞擊，打自己的傷害會被減嗎")
    simple = idx.ask("带进化奇石的卡蒂狗用撞击，打自己的伤害会被减吗")
    seen = lambda a, script: [(r["id"], (r["scenario"] or {}).get("id"), script(r["short"]), r["verdict"]) for r in a["results"]]  # noqa: E731
    assert asked["confidence"] == simple["confidence"] and seen(asked, str) == seen(simple, in_traditional)
    assert asked["script"] == "Hant" and "script" not in simple


def test_a_name_is_never_read_as_a_misspelt_term(idx):
    """Wager is one letter-swap from Water and Colress from Colorless: as names they stay names."""
    concepts = read(idx, "Can I play Team Galactic's Wager or Colress with an empty hand?", "en").concepts
    assert not {"water-type", "colorless-type"} & set(concepts), concepts


@pytest.mark.parametrize("text, lang, kind", [("ドンカラスexのワザ", "ja", "pokemon-ex"), ("my Honchkrow EX attacks", "en", "pokemon-ex-old"),
                                              ("ドンカラスVのワザ", "ja", "pokemon-v"), ("Honchkrow-GX attacks", "en", "pokemon-gx"),
                                              ("乌鸦头头VMAX的招式", "zh", "pokemon-vmax")])
def test_a_rule_mark_after_a_name_says_what_kind_of_card_it_is(idx, text, lang, kind):
    """"ex" after a Pokémon's name makes it a Pokémon ex (capital "EX": the older Pokémon-EX)."""
    t = idx.analyzer.analyze(text, lang)
    assert "pkmn-honchkrow" in t.concepts and kind in t.concepts, t.concepts
    assert "ex" not in t.words + t.names


def test_a_word_after_a_name_is_no_rule_mark(idx):
    t = idx.analyzer.analyze("Honchkrow vs Mew", "en")
    assert not {"pokemon-v", "pokemon-ex"} & set(t.concepts), t.concepts


@pytest.mark.parametrize("text", ["can I heal with Giga Potion first?", "my deck runs Delta Rainbow Energy, is that fine?"])
def test_a_card_name_inside_a_longer_name_is_not_that_card(idx, text):
    """"Giga Potion" is no Potion, "Delta Rainbow Energy" no Rainbow Energy: the capitalised word
    before the known name makes a longer name no table knows, kept whole as a name. (Hyper Potion,
    once the example here, is a card the name table knows since it reads the card table.)"""
    terms = idx.analyzer.analyze(text, "en")
    assert not [c for c in terms.concepts if c.startswith("card-")], terms.concepts
    assert terms.names


@pytest.mark.parametrize("text, card", [("Potion on my Active, allowed?", "card-potion"), ("So I played Potion.", "card-potion"),
                                        ("can I play Max Potion now", "card-max-potion")])
def test_a_card_name_at_a_sentence_start_or_after_a_small_word_is_that_card(idx, text, card):
    assert card in idx.analyzer.analyze(text, "en").concepts


@pytest.mark.parametrize("q,lang", [
    ("does こだわりメット reduce recoil damage from take down?", "en"),  # an English question quoting a Japanese name
    ("Can I play 菜种的活力 with no Grass Energy in hand?", "en"),
    ("ポケモンGXのGXワザ、1試合1回？", "ja"), ("ルカリオLV.XのワザでVSTARパワーは使える？", "ja"),
    ("古兹马 can i use it?", "zh"),  # too few English words to carry it
    # Han characters only: 「鋼」 is Traditional Chinese as well as Japanese, and 「對」「雙」「戰」「區」 are Traditional only
    ("對手的起源帕路奇亞VSTAR用「亞空潮漩」打我的鋁鋼龍VMAX，雙方備戰區加起來6隻。我會受多少傷害？", "zh"),
    ("鋼屬性的鐵臂膀ex", "zh"), ("對手的悪屬性寶可夢", "zh"),
    ("悪鋼闘", "ja"),  # Japanese-only forms and no Chinese-only one
])
def test_the_language_is_the_one_that_carries_the_question(q, lang):
    from judge.lang.text import detect_lang

    assert detect_lang(q) == lang


def test_an_english_question_quoting_a_japanese_card_name_is_answered_in_english(idx):
    answer = idx.ask("does こだわりメット reduce recoil damage from take down?")
    assert answer["lang"] == "en" and answer["results"][0]["id"] == "II-B-09/faq-2"
    assert answer["results"][0]["short"].startswith("No:")
