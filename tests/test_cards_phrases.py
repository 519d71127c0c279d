"""The phrase reader (judge/cards/phrases.py, index/phrases.yaml) on the guides' own card examples."""

import re

import pytest

from judge.cards import examples as examples_mod
from judge.cards import rulings
from judge.cards.phrases import Reader, load, normalise

#: The bar on the 文例 blocks: the cards a topic quotes for printing its phrase.
FOUND = 0.95


@pytest.fixture(scope="module")
def reader() -> Reader:
    return load()


def test_every_phrase_cites_a_part_two_topic_in_all_three_languages(reader, corpus):
    import yaml

    from judge.cards.phrases import phrases_file

    data = yaml.safe_load(phrases_file().read_text(encoding="utf-8"))
    topics = [e["topic"] for e in data["phrases"]]
    assert len(topics) == len(set(topics))
    part_two = [t.id for t in corpus if t.id.startswith("II-") and t.id != "II-A"]
    assert sorted(topics) == sorted(part_two), "a Part II topic without phrases, or phrases of no topic"
    for entry in data["phrases"]:
        for lang in ("ja", "zh", "en"):
            assert entry.get(lang), f"{entry['topic']}: no {lang} phrase"
    for kind, topic in data["kinds"].items():
        assert topic in corpus.topics and corpus.topics[topic].part == "I", kind


def test_titles_read_from_the_files_heads_are_the_corpus_titles(corpus):
    for topic in corpus:
        assert rulings.title(topic.id) == topic.title.model_dump(), topic.id


def test_the_guides_examples_find_their_topic(reader, corpus):
    report = examples_mod.measure(corpus, reader)
    hit, n = examples_mod.totals(report, "all", "examples")
    missed = {t: v["all"] for (t, s), v in report.items() if s == "examples" and v["all"][0] < v["all"][1]}
    assert n >= 300
    assert hit / n >= FOUND, f"{hit}/{n} of the 文例 found; short: {missed}"


def test_each_half_of_the_examples_is_reported(corpus, reader):
    report = examples_mod.measure(corpus, reader)
    a, b = (examples_mod.totals(report, half, "examples") for half in ("a", "b"))
    assert a[1] > 100 and b[1] > 100 and a[1] + b[1] == examples_mod.totals(report, "all", "examples")[1]


@pytest.mark.parametrize("lang,text,topics", [
    ("ja", "相手のベンチポケモンを1匹選び、バトルポケモンと入れ替える。その後、自分のバトルポケモンをベンチポケモンと入れ替える。",
     ["II-C-05", "II-E-19", "II-C-03"]),
    ("zh", "選擇對手的1隻備戰寶可夢，與戰鬥寶可夢互換。然後，將自己的戰鬥寶可夢與備戰寶可夢互換。", ["II-C-05", "II-E-19", "II-C-03"]),
    ("en", "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon. If you do, switch your Active "
           "Pokémon with 1 of your Benched Pokémon.", ["II-C-05", "II-E-19", "II-C-03"]),
    ("ja", "このカードをつけているポケモンが、相手の「ポケモンGX・EX」から受けるワザのダメージは「-30」される。", ["II-B-05"]),
    ("en", "The Pokémon this card is attached to takes 30 less damage from the attacks of your opponent's Pokémon-GX.", ["II-B-05"]),
])
def test_one_card_reads_alike_in_each_language(reader, lang, text, topics):
    found = reader.topics_of(text, lang)
    assert set(topics) <= set(found), found


def test_spans_point_into_the_normalised_text(reader):
    text = normalise("相手の　ベンチポケモンを１匹選び、バトルポケモンと入れ替える。", "ja")
    [hit] = [h for h in reader.read(text, "ja") if h.topic == "II-C-05"]
    assert text[hit.start:hit.end] == hit.phrase and hit.phrase.startswith("相手のベンチポケモンを1匹選び")


def test_traditional_chinese_is_read_as_simplified(reader):
    assert normalise("寶可夢", "zh") == "宝可梦"
    assert "II-C-14" in reader.topics_of("這隻寶可夢無法撤退。", "zh")


def test_no_pattern_matches_the_empty_text(reader):
    for lang in ("ja", "zh", "en"):
        assert reader.read("", lang) == []
        for topic, pattern in reader.patterns[lang]:
            assert not pattern.fullmatch(""), (topic, pattern.pattern)
            assert not re.fullmatch(pattern, " "), (topic, pattern.pattern)
