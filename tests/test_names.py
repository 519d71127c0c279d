"""The trilingual name table (index/names.tsv) and its matcher (judge.lang.names)."""

import importlib.util
import os
import re
import sys
import tarfile
from pathlib import Path

import pytest
import yaml

from judge.lang import names
from judge.lang.names import NEVER, STANDALONE_ONLY, NameTable
from judge.lang.text import fold

ROOT = Path(__file__).resolve().parent.parent
TERM_PREFIXES = ("card-", "pkmn-", "atk-", "abl-")
PACK = "cd /tmp && npm pack pokemon@3.3.1 && tar xzf pokemon-3.3.1.tgz"


@pytest.fixture(scope="module")
def table():
    return names.load(str(ROOT / "index" / "names.tsv"))


@pytest.fixture(scope="module")
def generator():
    spec = importlib.util.spec_from_file_location("names_script", ROOT / "scripts" / "names.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def found(table, text):
    return [(m.entity_id, m.form) for m in table.find(fold(text))]


def test_every_species_has_all_four_names(table):
    species = [e for e in table if e.kind == "species"]
    assert len(species) == 1025
    assert sorted(e.dex for e in species) == list(range(1, 1026))
    for e in species:
        assert e.en and e.ja and e.zh_hans and e.zh_hant, e.id
        assert "pokemon@3.3.1" in e.source and e.species == (e.id,)


def test_tyrogue_is_one_entity_in_four_scripts(table):
    tyrogue = table.entity("pkmn-tyrogue")
    assert (tyrogue.dex, tyrogue.en[0], tyrogue.ja[0], tyrogue.zh_hans[0], tyrogue.zh_hant[0]) == (
        236, "Tyrogue", "バルキー", "巴尔郎", "巴爾郎")
    for text in ("Can Tyrogue attack?", "バルキーのワザ", "巴尔郎的招式", "巴爾郎的招式"):
        assert [m.entity_id for m in table.find(fold(text))] == ["pkmn-tyrogue"], text
    assert table.forms("pkmn-tyrogue", "zh") == ("巴尔郎",)
    assert table.forms("pkmn-tyrogue", "zh_hant") == ("巴爾郎",)
    assert table.forms("pkmn-tyrogue", "ja") == ("バルキー",)


def test_a_card_of_a_species_links_to_it(table):
    for text in ("ガーディ", "Growlithe", "卡蒂狗"):
        assert [m.entity_id for m in table.find(fold(text))] == ["pkmn-growlithe"], text
    for text, entity, kind, species in (
        ("ルカリオex", "pkmn-lucario-ex", "card", ("pkmn-lucario",)),
        ("メタモン◇", "pkmn-ditto-prism", "card", ("pkmn-ditto",)),
        ("百变怪◇", "pkmn-ditto-prism", "card", ("pkmn-ditto",)),
        ("Alolan Muk", "pkmn-alolan-muk", "card", ("pkmn-muk",)),
        ("伽勒尔 双弹瓦斯", "pkmn-galarian-weezing", "card", ("pkmn-weezing",)),
        ("Mewtwo & Mew-GX", "pkmn-mewtwo-mew-gx", "card", ("pkmn-mewtwo", "pkmn-mew")),
        ("ルカリオGX", "pkmn-lucario", "species", ("pkmn-lucario",)),  # a card the corpus does not quote
    ):
        [m] = table.find(fold(text))
        assert (m.entity_id, m.kind, m.species) == (entity, kind, species), text


def test_every_name_term_is_in_the_table(table):
    """A term id with a name's prefix is a name (the search reads every such id as a card, attack or
    Ability: a rule term so named, as "card-text" was, kept a question about card text from any verdict)."""
    terms = yaml.safe_load((ROOT / "index" / "terms.yaml").read_text(encoding="utf-8"))
    ids = {t["id"] for t in terms if t["id"].startswith(TERM_PREFIXES)}
    assert {i for i in ids if i not in table.by_id} == set()


def test_names_stay_whole_in_a_sentence(table):
    text = fold("バルキーとカイリキーがいて、トゲキッスに進化させた")
    matches = table.find(text)
    assert [(m.entity_id, text[m.start:m.end]) for m in matches] == [
        ("pkmn-tyrogue", "ばるきー"), ("pkmn-machamp", "かいりきー"), ("pkmn-togekiss", "とげきっす")]


def test_longest_name_wins_and_latin_names_need_word_edges(table):
    assert [m.entity_id for m in table.find(fold("ミュウツーとミュウ"))] == ["pkmn-mewtwo", "pkmn-mew"]
    assert [m.entity_id for m in table.find(fold("Mewtwo or Mew?"))] == ["pkmn-mewtwo", "pkmn-mew"]
    assert table.find(fold("a bionix toy")) == []
    assert [m.entity_id for m in table.find(fold("Onix, then Steelix"))] == ["pkmn-onix", "pkmn-steelix"]


def test_other_spellings_match(table):
    for text, entity in (("Mr Mime", "pkmn-mr-mime"), ("flabebe", "pkmn-flabebe"), ("Type Null", "pkmn-type-null"),
                         ("Farfetchd", "pkmn-farfetchd"), ("卡璞·蝶蝶", "pkmn-tapu-lele"), ("卡璞蝶蝶", "pkmn-tapu-lele"),
                         ("カプ・テテフ", "pkmn-tapu-lele"), ("密勒顿ex", "pkmn-miraidon-ex"), ("伽勒尔双弹瓦斯", "pkmn-galarian-weezing"),
                         ("Lucario ex", "pkmn-lucario-ex"), ("Tapu Lele GX", "pkmn-tapu-lele-gx"), ("ポリゴンZ", "pkmn-porygon-z")):
        assert [m.entity_id for m in table.find(fold(text))] == [entity], text


def test_one_character_names_never_match(table):
    assert all(len(form) >= 2 for form in table.form_ids)


def test_names_that_are_ordinary_words_match_only_alone(table):
    assert found(table, "代わりのポケモンを出さなくてはなりません") == []
    assert [m.entity_id for m in table.find(fold("「サナ」で引いたカード"))] == ["card-shauna"]
    assert found(table, "初めての番にエネルギーを付けた") == []
    assert found(table, "エラッタが出たカード") == []
    assert found(table, "サンダーボルトを使った") == []
    assert found(table, "recover their HP") == []
    assert [m.entity_id for m in table.find(fold("サンダー、それともサンダース?"))] == ["pkmn-zapdos", "pkmn-jolteon"]


#: After a Pokémon's name in a card citation: its mark, then a set code or a bracket.
CITATION_AFTER = re.compile(r"\s*(ex|gx|v|vmax|vstar|break|lv\.x|◇|v-union)?\s*([(（」』]|(sm|xy|bw|cs|sv|s\d)[0-9a-z.+]*\b)")


def guide_passages(corpus):
    """(topic, edition, folded text) of every guide passage, with the Pokémon its cards name."""
    for topic in corpus:
        yield topic, [(s.edition, fold(s.text)) for s in topic.sources]


def test_no_species_name_matches_the_guides_rule_text_except_as_a_card(table, corpus):
    """Every Pokémon name found in a guide passage (sources[].text) is one of the cards the topic
    quotes, or a card cited there: 「name」, or name (mark) with its set code."""
    bad = []
    for topic, passages in guide_passages(corpus):
        quoted = set()
        for block in list(topic.examples) + list(topic.faqs):
            for card in block.cards:
                for m in table.find(fold(card.name)):
                    quoted.update((m.entity_id,) + m.species)
        for edition, text in passages:
            for m in table.find(text):
                if not m.species or set((m.entity_id,) + m.species) & quoted:
                    continue
                if CITATION_AFTER.match(text, m.end) or text[max(m.start - 1, 0)] in "「『“\"(（":
                    continue
                bad.append(f"{topic.id} {edition}: {m.entity_id} in …{text[max(m.start - 12, 0):m.end + 12]}…")
    assert bad == []


def test_the_exclusions_keep_rule_words_out_of_the_guides(table, corpus):
    """Without the exclusions the matcher finds names inside the guides' rule words; with them, none."""
    unguarded = NameTable(list(table), standalone_only={})
    inside, kept = set(), set()
    for _topic, passages in guide_passages(corpus):
        for _edition, text in passages:
            inside |= {m.form for m in unguarded.find(text) if m.form in STANDALONE_ONLY}
            kept |= {m.form for m in table.find(text) if m.form in STANDALONE_ONLY}
    assert "さな" in inside  # 出さなくては
    assert kept == set()
    for form in STANDALONE_ONLY:
        assert form in unguarded.form_ids, f"{form}: no name has this folded form"
    for form in NEVER:
        assert form not in table.form_ids and any(form in map(fold, e.all_forms()) for e in table), form


def test_corpus_counts_are_current(table, corpus, generator):
    """corpus_count is what the generator counts over the corpus today (regenerate after a corpus change)."""
    counts = generator.count_mentions(NameTable(list(table)), corpus.topics.values())
    stale = {e.id: (e.corpus_count, counts.get(e.id, 0)) for e in table if e.corpus_count != counts.get(e.id, 0)}
    assert stale == {}, f"run: python scripts/names.py PACKAGE_DATA ({len(stale)} rows stale)"
    assert table.entity("pkmn-growlithe").corpus_count >= 3


def test_sources_and_known_names_are_marked(table):
    header = (ROOT / "index" / "names.tsv").read_text(encoding="utf-8").split("\nid\t")[0]
    assert "pokemon@3.3.1" in header and "MIT" in header and "npm pack" in header
    eviolite = table.entity("card-eviolite")
    assert eviolite.zh_hans == ("进化奇石",) and eviolite.known == ("zh_hans",) and "known" in eviolite.source
    for e in table:
        assert set(e.source) <= {"pokemon@3.3.1", "terms", "corpus", "known", "cards"} and e.source, e.id
        assert ("known" in e.source) == bool(e.known), e.id
        assert e.kind != "species" or e.dex, e.id


def test_card_names_of_the_card_table_are_one_entity_across_scripts(table):
    """index/cards.tsv's Trainers and Special Energy join the table (source "cards")."""
    for text in ("Guzma", "グズマ", "古兹马", "古茲馬"):
        assert [m.entity_id for m in table.find(fold(text))] == ["card-guzma"], text
    for text in ("Professor's Research", "博士の研究", "博士的研究"):
        [m] = table.find(fold(text))
        assert "cards" in table.entity(m.entity_id).source, text
    assert table.entity("card-guzma").zh_hant == ("古茲馬",)


def test_card_names_that_read_as_ordinary_words_stay_out(table):
    """A card named by a rule term or an everyday word would hide the word (scripts/card_names.py)."""
    assert found(table, "can I switch my Active Pokémon?") == []          # Switch, the Item
    assert found(table, "裁判说可以吗") == []                               # 裁判 (Judge) is a referee
    assert found(table, "効果の順番を選べるのは") == []                      # ベル (Bianca) in 選べる
    assert found(table, "ダメカンをばらまくワザで") == []                     # マクワ (Gordie)
    assert [m.entity_id for m in table.find(fold("ジャッジマンを使った"))] == ["card-judge"]


def _package_data(tmp_path):
    """The data/ folder of pokemon@3.3.1: $POKEMON_PACKAGE (a folder or the .tgz), /tmp/package/data
    or /tmp/pokemon-3.3.1.tgz."""
    for candidate in filter(None, (os.environ.get("POKEMON_PACKAGE"), "/tmp/package/data", "/tmp/pokemon-3.3.1.tgz")):
        path = Path(candidate)
        if path.is_dir() and (path / "en.json").exists():
            return path
        if path.is_file() and path.name.endswith(".tgz"):
            with tarfile.open(path) as tar:
                tar.extractall(tmp_path, filter="data")
            return tmp_path / "package" / "data"
    return None


def test_the_generator_reproduces_the_committed_table(tmp_path, generator):
    data = _package_data(tmp_path)
    if data is None:
        pytest.skip(f"needs the npm package pokemon@3.3.1: {PACK}")
    assert generator.build(data) == (ROOT / "index" / "names.tsv").read_text(encoding="utf-8")
