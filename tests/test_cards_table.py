"""The card table (index/cards.tsv): its sources, its rows, and how well it links one card's names
across languages (measured on hand-checked pairs the linking was never tuned on)."""

import importlib.util
import os
import sys
from pathlib import Path

import pytest
import yaml

from judge.cards import table as table_mod
from judge.cards.table import COLUMNS, KINDS, key

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "cards"
PAIRS = ROOT / "tests" / "cards"
#: The linking's bar on the hand-checked pairs.
RIGHT = 0.95


@pytest.fixture(scope="module")
def table():
    return table_mod.load(str(ROOT / "index" / "cards.tsv"))


@pytest.fixture(scope="module")
def rows(table):
    return [table.card(i) for i in range(len(table))]


def generator():
    folder = ROOT / "scripts"
    sys.path.insert(0, str(folder))
    spec = importlib.util.spec_from_file_location("cards_script", folder / "cards.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_reader_and_the_generator_agree_on_the_columns():
    assert generator().COLUMNS == COLUMNS


def test_the_header_cites_each_repository_commit_and_licence():
    head = "".join(l for l in (ROOT / "index" / "cards.tsv").open(encoding="utf-8") if l.startswith("#"))
    for needle in ("tcgdex/cards-database @ d9083b73db080979123ebf5e9e97338d4e0745b2", "MIT, Copyright (c) 2021 TCGdex",
                   "type-null/PTCG-database @ 90e28f12dde837353c3f4d231edfe236cfe9ba80",
                   "MIT, Copyright (c) 2025 Weihang Ren"):
        assert needle in head
    page = (ROOT / "index" / "CARDS.md").read_text(encoding="utf-8")
    assert "d9083b73db080979123ebf5e9e97338d4e0745b2" in page and "90e28f12dde837353c3f4d231edfe236cfe9ba80" in page


def test_every_row_has_a_kind_a_name_and_cites_the_print_each_text_quotes(rows):
    assert len(rows) > 10_000
    ids = [r.id for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        assert r.kind in KINDS, r.id
        assert any(r.names.values()), r.id
        for lang in r.texts:
            cell = r.source.get(lang, "")
            assert ":" in cell and cell.split(":")[1][0] in "TP", f"{r.id}: the {lang} text cites no print ({cell!r})"


def test_every_kind_is_there(rows):
    found = {r.kind for r in rows}
    assert {"supporter", "item", "tool", "stadium", "special-energy", "attack", "ability"} <= found


def test_no_machine_translated_japanese(rows):
    """The old series' Japanese in tcgdex is machine-translated ("コインをひっくり返します。頭の場合…")."""
    bad = [r.id for r in rows if any(w in r.texts.get("ja", "") for w in ("ひっくり返", "頭の場合", "尾の場合"))]
    assert not bad, bad[:10]


@pytest.mark.parametrize("en,ja,hant,hans", [
    ("Guzma", "グズマ", "古茲馬", "古兹马"),
    ("Max Potion", "まんたんのくすり", "全滿藥", "全满药"),
    ("Choice Helmet", "こだわりメット", "講究頭盔", "讲究头盔"),
    ("Rocky Helmet", "ゴツゴツメット", "凸凸頭盔", "凸凸头盔"),
    ("Eviolite", "しんかのきせき", None, None),
    ("Pokémon Circulator", "ポケモンサーキュレーター", None, None),
    ("Colress", "アクロマ", None, None),
    ("Felicity's Drawing", "スージーの抽選", None, None),
])
def test_the_samples_of_the_card_data_note(table, en, ja, hant, hans):
    """../shared/notes/card-data.md, "Samples": each name finds one card with the others."""
    [match] = table.find(en)[:1]
    card = match.card
    assert card.name("en") == en and card.name("ja") == ja
    assert card.name("zh_hant") == hant and card.name("zh_hans") == hans
    for name in filter(None, (ja, hant, hans)):
        assert table.find(name)[0].card.id == card.id, name


TRAINERS = ("supporter", "item", "tool", "stadium", "special-energy")


def measure(table, pairs):
    right, wrong, unlinked, other_kind = [], [], [], []
    for p in pairs:
        by_en = [m.card for m in table.find(p["en"]) if m.how == "exact"]
        by_ja = [m.card for m in table.find(p["ja"]) if m.how == "exact"]
        same = [c for c in by_en if c.kind == p["kind"]]
        # A Trainer's pair of names on a card of another kind is a link across kinds. (An attack and
        # an Ability may share their names rightly: Poison Point / どくのトゲ is both, and Rough Skin
        # was a Poké-Body before it was an Ability; each is a row of its own kind.)
        if p["kind"] in TRAINERS:
            other_kind += [(p, c.id) for c in by_en + by_ja if c.kind != p["kind"]
                           and key(p["en"]) in map(key, c.names["en"]) and key(p["ja"]) in map(key, c.names["ja"])]
        if same and key(p["ja"]) in map(key, same[0].names["ja"]):
            right.append(p)
        elif (same and same[0].names["ja"]) or any(c.kind == p["kind"] and c.names["en"] for c in by_ja):
            wrong.append(p)
        else:
            unlinked.append(p)
    return right, wrong, unlinked, other_kind


@pytest.mark.parametrize("name", ["linked-pairs.yaml", "linked-pairs-held-out.yaml"])
def test_linking_on_hand_checked_pairs(table, name):
    pairs = yaml.safe_load((PAIRS / name).read_text(encoding="utf-8"))
    assert len(pairs) >= 50
    right, wrong, unlinked, other_kind = measure(table, pairs)
    share = len(right) / len(pairs)
    assert share >= RIGHT, f"{len(right)}/{len(pairs)} right; wrong {wrong}; unlinked {unlinked}"
    assert not other_kind, other_kind


def test_hand_checked_pairs_are_not_among_the_hand_made_links():
    """A link written into scripts/card-links.yaml would be right by construction."""
    hand = yaml.safe_load((ROOT / "scripts" / "card-links.yaml").read_text(encoding="utf-8")) or []
    written = {(h.get("en"), h.get("ja")) for h in hand}
    for name in ("linked-pairs.yaml", "linked-pairs-held-out.yaml"):
        pairs = yaml.safe_load((PAIRS / name).read_text(encoding="utf-8"))
        assert not [p for p in pairs if (p["en"], p["ja"]) in written]


def test_lookup_is_exact_only(table):
    assert [m.how for m in table.find("ぐずま")][:1] == ["exact"]  # hiragana for katakana
    assert table.find("pokemon catcher")[0].card.name("en") == "Pokémon Catcher"  # no accent, any case
    assert table.find("ボスの指令(アカギ)")[0].card.name("en") == "Boss's Orders"  # a noted name is the card
    assert table.find("Profesor's Reserch") == []  # a misspelling is no card: a near name
    assert table.near("Profesor's Reserch")[0] == "Professor's Research"
    assert table.find("Lysandre")[0].card.id != table.find("Lysandre ◇")[0].card.id  # the mark is another card
    assert table.find("") == [] and table.find("x" * 500) == []


@pytest.mark.parametrize("query", ["Profesor's Reserch", "Gozma", "Boss Order", "Chariz", "こだわりメト", "ぼすのしれい", "古兹玛x"])
def test_near_names_are_the_nearest_whole_names_by_edit_distance(table, query):
    """The near names are those a scan of every name of the query's script puts nearest by edit
    distance (Levenshtein over the longer length), at least half alike."""
    from rapidfuzz.distance import Levenshtein

    wanted = key(query)
    scored = [(Levenshtein.normalized_similarity(wanted, k), k) for k in table.by_key if k.isascii() == wanted.isascii()]
    best = sorted((s, k) for s, k in scored if s >= table_mod.CLOSE)
    best.sort(key=lambda sk: (-sk[0], len(sk[1]), sk[1]))
    assert [key(n) for n in table.near(query, 5)] == [k for _, k in best[:5]]


@pytest.mark.skipif(not DATA.exists(), reason=f"the card snapshots are not at {DATA}")
def test_the_table_is_regenerated_byte_for_byte():
    text, _ = generator().build(DATA)
    assert text == (ROOT / "index" / "cards.tsv").read_text(encoding="utf-8"), "run `python scripts/cards.py`"


def test_a_table_held_while_its_file_is_replaced_reads_the_rows_it_indexed(tmp_path):
    # a checkout or a new build writes a new cards.tsv while a server holds the table: its rows are
    # read at the offsets of the file it indexed, never at those offsets of the new file
    source = (ROOT / "index" / "cards.tsv").read_bytes()
    path = tmp_path / "cards.tsv"
    path.write_bytes(source)
    held = table_mod.CardTable(path)
    rows = [held.rows[i] for i in ("card-guzma", "card-eviolite") if i in held.rows] or [len(held) // 2]
    before = [held.card(r) for r in rows]
    lines = source.split(b"\n")
    head, body = [x for x in lines if x.startswith(b"#") or x.startswith(b"id\t")], [x for x in lines if x and not x.startswith(b"#") and not x.startswith(b"id\t")]
    new = tmp_path / "cards.new"
    new.write_bytes(b"\n".join(head + body[::-1]) + b"\n")  # the same rows, another order
    new.replace(path)
    assert [held.card(r) for r in rows] == before
    assert table_mod.CardTable(path).by_id(before[0].id) == before[0]


def test_the_index_of_names_kept_is_the_files_and_a_changed_file_is_scanned_anew(tmp_path, monkeypatch):
    # the index of names is kept in the cache folder against the file's stamp (size, modification
    # time, inode): the next table reads it from there, and a file changed to the same size is scanned again
    monkeypatch.setenv("JUDGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(table_mod, "CACHED_FROM", 0)
    lines = (ROOT / "index" / "cards.tsv").read_bytes().split(b"\n")
    head = [x for x in lines if x.startswith(b"#") or x.startswith(b"id\t")]
    body = [x for x in lines if x and not x.startswith(b"#") and not x.startswith(b"id\t")][:400]
    path = tmp_path / "cards.tsv"
    path.write_bytes(b"\n".join(head + body) + b"\n")
    fresh = table_mod.CardTable(path)
    assert not table_mod.cache_file(path).exists()  # modified this instant: its stamp could hide a change
    old = path.stat().st_mtime_ns - 10 * table_mod.RACY_NS
    os.utime(path, ns=(old, old))
    scanned = table_mod.CardTable(path)
    assert table_mod.cache_file(path).exists()
    kept = table_mod.CardTable(path)
    index = lambda t: (t.offsets, t.kinds, t.rows, t.by_key)
    assert index(kept) == index(scanned) == index(fresh) == index(scanned)
    assert kept._script == scanned._script
    first = body[0].split(b"\t")[0].decode()
    card = scanned.by_id(first)
    assert kept.by_id(first) == card and kept.find(card.name("en") or first)
    # the same size, other rows (written over the same file): the first two rows change places
    path.write_bytes(b"\n".join(head + [body[1], body[0]] + body[2:]) + b"\n")
    os.utime(path, ns=(old + 1, old + 1))
    again = table_mod.CardTable(path)
    assert again.rows[first] == 1 and again.offsets[0] == scanned.offsets[0] and again.by_id(first) == card
    monkeypatch.setattr(table_mod, "CACHE_VERSION", table_mod.CACHE_VERSION + 1)  # an index of another shape
    assert index(table_mod.CardTable(path)) == index(again)
