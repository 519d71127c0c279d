"""Pokémon cards in the card table: found by their exact name in any script, with their HP, types,
Weakness, Resistance, Retreat Cost, attacks and Abilities; a name no card has is said so."""

import json
from pathlib import Path

import pytest

from judge.cards import table as table_mod
from judge.cards.lookup import lookup

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def table():
    return table_mod.load(str(ROOT / "index" / "cards.tsv"))


def card_json(runner, *args):
    result = runner.invoke(["card", *args, "--json"])
    return result, json.loads(result.stdout.splitlines()[0]) if result.stdout.strip() else None


def part_names(card: dict, lang: str) -> set[str]:
    return {p["name"].get(lang) for p in card["pokemon_card"]["parts"]}


def test_the_table_holds_pokemon_rows_with_hp_and_stats(table):
    rows = [table.card(i) for i in range(len(table)) if table.kinds[i] == table_mod.KINDS.index("pokemon")]
    assert len(rows) > 2000
    assert all(r.kind == "pokemon" and r.prints for r in rows)
    with_hp = [r for r in rows if r.prints[0]["hp"]]
    assert len(with_hp) / len(rows) > 0.95
    manaphy = table.by_id("pokemon-manaphy")
    newest = manaphy.prints[0]
    assert newest["hp"] == 70 and newest["types"] == ["water"] and newest["retreat"] == 1
    assert newest["weakness"] == "lightning ×2" and newest["stage"] == "Basic"
    assert [p[0] for p in newest["parts"]] == ["abl-wave-veil", "atk-rain-splash"]
    assert all(table.by_id(p[0]) for e in manaphy.prints for p in e["parts"])  # every part is a row
    dates = [e["date"] for e in manaphy.prints if e["date"]]
    assert dates == sorted(dates, reverse=True)  # newest print first


def test_a_vmax_or_vstar_is_that_stage_in_every_print(table):
    """A Pokémon VSTAR and a Pokémon VMAX are stages of their own (each evolves from a Pokémon V, and
    a VSTAR gives 2 Prize cards where a VMAX gives 3: zh-3.1 I-D); the Japanese and Chinese sources
    label both alike (V進化, 其他), so every print of either must carry its name's stage."""
    rows = [table.card(i) for i in range(len(table)) if table.kinds[i] == table_mod.KINDS.index("pokemon")]
    marked = {"VSTAR": [], "VMAX": []}
    for r in rows:
        mark = next((m for m in marked if (r.name("en") or r.name("ja") or "").endswith(m)), None)
        if mark:
            marked[mark] += [(r.id, p["prints"][0], p["stage"]) for p in r.prints]
    assert len(marked["VSTAR"]) > 100 and len(marked["VMAX"]) > 150
    assert [x for x in marked["VSTAR"] if x[2] != "VSTAR"] == []
    assert [x for x in marked["VMAX"] if x[2] != "VMAX"] == []
    lugia = table.by_id("pokemon-lugia-vstar")
    assert {p["stage"] for p in lugia.prints} == {"VSTAR"} and any("ja:S12 080" in p["prints"] for p in lugia.prints)


@pytest.mark.parametrize("name", ["Manaphy", "マナフィ", "玛纳霏", "瑪納霏", "manaphy"])
def test_manaphy_in_any_script_is_the_pokemon_with_wave_veil(runner, name):
    result, answer = card_json(runner, name)
    assert result.exit_code == 0
    [card] = answer["cards"]
    assert card["id"] == "pokemon-manaphy" and card["kind_id"] == "pokemon" and card["match"] == "exact"
    assert card["name"] == {"en": "Manaphy", "ja": "マナフィ", "zh": "玛纳霏", "zh_hant": "瑪納霏"}
    pokemon = card["pokemon_card"]
    assert pokemon["hp"] == 70 and pokemon["retreat"] == 1 and "lightning" in pokemon["weakness"]
    assert "Wave Veil" in part_names(card, "en") and "なみのヴェール" in part_names(card, "ja")
    veil = next(p for p in pokemon["parts"] if p["name"]["en"] == "Wave Veil")
    assert veil["kind_id"] == "ability" and "Benched" in veil["text"]["en"]
    assert "II-C-16" in {r["id"] for r in veil["rulings"]}  # the phrase marks of the Ability's own row
    start, end, topic = veil["phrases"][veil["lang"]][0]
    assert veil["text"][veil["lang"]][start:end] and topic.startswith("II-")


def test_mew_is_the_pokemon_with_its_attack(runner):
    result, answer = card_json(runner, "Mew")
    assert result.exit_code == 0
    [card] = answer["cards"]
    assert card["id"] == "pokemon-mew" and card["name"]["ja"] == "ミュウ"
    pokemon = card["pokemon_card"]
    attack = next(p for p in pokemon["parts"] if p["kind_id"] == "attack")
    assert attack["name"]["en"] == "Psyshot" and attack["cost"] == "PC" and attack["damage"] == "30"
    assert pokemon["others"] and all(o["parts"] for o in pokemon["others"])  # the older prints too


def test_judge_card_manaphy_never_prints_nap(runner):
    result = runner.invoke(["card", "Manaphy"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "HP 70" in result.stdout and "Wave Veil" in result.stdout and "Retreat 1" in result.stdout
    assert "Nap" not in result.stdout.replace("Manaphy", "")


@pytest.mark.parametrize("name", ["Manaphyx", "Glorpatron", "マナフィー", "Nap Manaphy"])
def test_a_name_no_card_has_is_said_so_with_status_1(runner, name):
    result, answer = card_json(runner, name)
    assert result.exit_code == 1 and answer["cards"] == []
    assert "no card" in result.stderr
    assert "Nap" not in answer["did_you_mean"]


def test_a_piece_of_a_name_is_never_offered(table):
    """"nap" is held in "manaphy": never the card, nor a near name of it (edit distance on whole names)."""
    assert table.find("Manaphyy") == []
    assert "Nap" not in table.near("Manaphyy") and "Manaphy" in table.near("Manaphyy")
    assert all(m.card.id != "atk-nap" for m in table.find("Manaphy"))
    assert lookup("maNAPhy")["cards"][0]["id"] == "pokemon-manaphy"


def test_the_web_page_shows_the_pokemon(client):
    res = client.get("/c/Manaphy?lang=en")
    html = res.get_data(as_text=True)
    assert res.status_code == 200
    assert "HP 70" in html and "Weakness Lightning ×2" in html and "Retreat 1" in html
    assert "Wave Veil" in html and 'href="/r/II-C-16' in html and ">Nap<" not in html
    ja = client.get("/c/%E3%83%9E%E3%83%8A%E3%83%95%E3%82%A3")  # マナフィ
    assert ja.status_code == 200 and "なみのヴェール" in ja.get_data(as_text=True) and "弱点" in ja.get_data(as_text=True)


def test_the_api_gives_the_pokemon(client):
    answer = client.get("/api/cards?q=Manaphy").get_json()
    assert answer["cards"][0]["pokemon_card"]["hp"] == 70


def test_a_question_naming_a_pokemon_carries_its_card(table):
    from judge.cards.lookup import in_question

    cards = in_question("Does the Wave Veil of Manaphy stop damage to my Bench?", "en", table)
    assert "pokemon-manaphy" in {c["id"] for c in cards}


def test_pokemon_names_are_linked_as_the_species_table_links_them(table):
    """The linking by prints never saw the name table: a Pokémon row named as a species in English
    has that species' Japanese and Traditional Chinese names (index/names.tsv, from pokemon@3.3.1)."""
    from judge.lang.names import load as load_names

    species = {table_mod.key(e.en[0]): e for e in load_names() if e.kind == "species" and e.en}
    right, wrong = 0, []
    for row in range(len(table)):
        if table.kinds[row] != table_mod.KINDS.index("pokemon"):
            continue
        card = table.card(row)
        e = species.get(table_mod.key(card.name("en") or ""))
        if not e or not card.name("ja"):
            continue
        if table_mod.key(card.name("ja")) == table_mod.key(e.ja[0]):
            right += 1
        else:
            wrong.append((card.name("en"), card.name("ja")))
    assert right > 900 and len(wrong) <= right // 100, wrong[:10]
