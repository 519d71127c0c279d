"""`judge card NAME [--lang ja|zh|en] [--json]` (contract: ../shared/DESIGN.md, "Cards")."""

import json

import pytest


def card_json(runner, *args):
    result = runner.invoke(["card", *args, "--json"])
    return result, json.loads(result.stdout.splitlines()[0]) if result.stdout.strip() else None


@pytest.mark.parametrize("name", ["Guzma", "グズマ", "古兹马", "古茲馬"])
def test_guzma_in_four_scripts_is_one_card_with_its_switch(runner, name):
    result, answer = card_json(runner, name)
    assert result.exit_code == 0
    card = answer["cards"][0]
    assert answer["query"] == name
    assert card["id"] == "card-guzma" and card["kind"] == "Supporter"
    assert card["name"]["en"] == "Guzma" and card["name"]["ja"] == "グズマ" and card["name"]["zh"] == "古兹马"
    ruling = next(r for r in card["rulings"] if r["id"] == "II-C-05")
    assert ruling["phrase"] and ruling["phrase"] in card["text"][ruling["lang"]]
    assert {"I-B-03", "II-C-05", "II-C-03", "II-E-19"} <= {r["id"] for r in card["rulings"]}


@pytest.mark.parametrize("name", ["Choice Helmet", "こだわりメット"])
def test_choice_helmet_lists_the_rulings_of_its_wording(runner, name):
    result, answer = card_json(runner, name)
    card = answer["cards"][0]
    assert card["id"] == "card-choice-helmet" and card["kind"] == "Pokémon Tool"
    found = {r["id"]: r for r in card["rulings"]}
    assert {"I-B-02", "II-B-05"} <= set(found)
    assert found["II-B-05"]["title"]["ja"] == "ダメージは「-●」される"
    lang = found["II-B-05"]["lang"]
    assert card["text"][lang][found["II-B-05"]["start"]:found["II-B-05"]["end"]] == found["II-B-05"]["phrase"]


def test_the_json_object_has_the_contract_fields(runner):
    _, answer = card_json(runner, "Max Potion")
    assert set(answer) >= {"query", "cards"}
    card = answer["cards"][0]
    assert set(card) >= {"name", "kind", "text", "rulings", "source"}
    assert set(card["name"]) >= {"ja", "zh", "en"} and set(card["text"]) >= {"ja", "zh", "en"}
    assert all({"id", "phrase"} <= set(r) for r in card["rulings"])
    assert "PTCG-database" in card["source"] or "tcgdex" in card["source"]
    assert "II-C-06" in {r["id"] for r in card["rulings"]}  # HPを…回復する


def test_the_language_chosen_is_the_text_shown(runner):
    for lang, word in (("ja", "相手のベンチポケモン"), ("zh", "宝可梦"), ("en", "Benched")):
        result = runner.invoke(["card", "Guzma", "--lang", lang], env={"COLUMNS": "200"})
        assert result.exit_code == 0 and word in result.stdout
        _, answer = card_json(runner, "Guzma", "--lang", lang)
        assert answer["cards"][0]["lang"] == lang


def test_an_attack_names_its_pokemon(runner):
    _, answer = card_json(runner, "とっしん")
    card = answer["cards"][0]
    assert card["kind"] == "Attack" and card["name"]["en"] == "Take Down"
    assert card["pokemon"]["ja"] and "II-B-09" in {r["id"] for r in card["rulings"]}  # このポケモンにも●ダメージ


def test_an_ability_named_in_a_question(runner):
    _, answer = card_json(runner, "しんぴのまもり")
    ids = {r["id"] for c in answer["cards"] for r in c["rulings"]}
    assert answer["cards"][0]["kind"] == "Ability" and "II-C-16" in ids


def test_a_card_only_in_one_language_shows_what_there_is(runner):
    result, answer = card_json(runner, "あばれる君", "--lang", "en")
    assert result.exit_code == 0
    card = answer["cards"][0]
    assert set(card["name"]) == {"ja"} and card["lang"] == "ja" and "ja" in card["text"]


def test_mixed_scripts_find_the_card(runner):
    _, answer = card_json(runner, "Guzma グズマ")
    assert answer["cards"][0]["id"] == "card-guzma"


def test_a_close_spelling_is_no_card_but_a_near_name(runner):
    result, answer = card_json(runner, "Guzmaa")
    assert result.exit_code == 1 and answer["cards"] == []
    assert answer["did_you_mean"][0] == "Guzma"


def test_no_match_is_an_empty_list_a_did_you_mean_and_status_1(runner):
    result, answer = card_json(runner, "Gozmo")
    assert result.exit_code == 1 and answer["cards"] == []
    assert "did you mean" in result.stderr and "Guzma" in result.stderr


@pytest.mark.parametrize("name", ["x" * 500, "？？？", "qzxjvw kpfh"])
def test_bad_names_get_a_clear_answer(runner, name):
    result = runner.invoke(["card", name, "--json"])
    assert result.exit_code in (1, 2)
    assert "Traceback" not in result.output
    answer = json.loads(result.stdout.splitlines()[0])
    assert answer.get("cards") == [] or answer["error"]["code"] == "empty_name"
    assert "no card" in result.stderr or "error:" in result.stderr


def test_an_empty_name_is_an_error(runner):
    result, answer = card_json(runner, "  ")
    assert result.exit_code == 2 and answer["error"]["code"] == "empty_name"
