"""Cards on the web: ``/api/cards`` is ``judge card --json``; ``/c/<name>`` is the card's page in the
page's language, its phrases linking to their rulings; ruling pages list the cards the guide quotes
for them; an answer carries the cards its question names (``judge ask --json`` and ``/api/ask``
alike), and the page and the terminal show them. Bad names get a clear answer, never a 5xx."""

import json
import re
from urllib.parse import quote

import pytest

from judge.cards.lookup import lookup
from judge.cards.named import named
from judge.web.cards import HTML_LANG, TEXT_LABELS

NAMES = ["Guzma", "グズマ", "古兹马", "古茲馬", "Choice Helmet", "こだわりメット", "Gozmo", "guzma", "Rare Candy"]


def cli_json(runner, *args) -> dict:
    result = runner.invoke(["card", *args, "--json"])
    return json.loads(result.stdout.splitlines()[0])


# --- /api/cards is judge card --json --------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_the_api_gives_the_object_the_command_prints(client, runner, name):
    res = client.get("/api/cards", query_string={"q": name})
    assert res.status_code == 200
    assert res.get_json() == cli_json(runner, name)


@pytest.mark.parametrize("name, lang", [("Guzma", "ja"), ("古兹马", "en"), ("こだわりメット", "zh")])
def test_the_api_and_the_command_agree_in_the_language_chosen(client, runner, name, lang):
    api = client.get("/api/cards", query_string={"q": name, "lang": lang}).get_json()
    assert api == cli_json(runner, name, "--lang", lang) and api["cards"][0]["lang"] == lang


@pytest.mark.parametrize("name", ["Guzma", "グズマ", "古兹马", "古茲馬"])
def test_guzma_in_every_script_is_one_card_listing_its_switch(client, name):
    cards = client.get("/api/cards", query_string={"q": name}).get_json()["cards"]
    assert cards[0]["id"] == "card-guzma"
    assert any(r["id"] == "II-C-05" and r["phrase"] for r in cards[0]["rulings"])


def test_no_match_is_an_empty_list_with_near_names(client):
    res = client.get("/api/cards", query_string={"q": "Gozmo"})
    data = res.get_json()
    assert res.status_code == 200 and data["cards"] == [] and "Guzma" in data["did_you_mean"]


@pytest.mark.parametrize("q, code", [("", "empty_name"), ("   ", "empty_name"), ("？？？", "empty_name"),
                                     ("x" * 101, "name_too_long"), ("グ" * 500, "name_too_long"),
                                     ("\x00\x01\x02", "empty_name")])
def test_an_empty_or_over_long_name_is_a_400(client, q, code):
    res = client.get("/api/cards", query_string={"q": q})
    assert res.status_code == 400 and res.get_json()["error"]["code"] == code


@pytest.mark.parametrize("raw", ["q=%ED%A0%80", "q=%ED%A0%80Guzma", "q=%F0%9F%92%A9", "q=Gu%00zma", "q=%1b%5b31mGuzma",
                                 "q=グズマGuzma古兹马", "q=Guzma&lang=xx", "q=Guzma&limit=x", "q=Guzma&limit=999",
                                 "q=" + "a%20" * 200, "lang=en"])
def test_hostile_names_are_answered_never_a_5xx(client, raw):
    res = client.get(f"/api/cards?{raw}")
    assert res.status_code < 500 and res.is_json
    data = res.get_json()
    assert "cards" in data or data["error"]["code"]


def test_mixed_scripts_find_the_card(client):
    assert client.get("/api/cards", query_string={"q": "グズマ Guzma"}).get_json()["cards"][0]["id"] == "card-guzma"


# --- /c/<name>: the card's page ----------------------------------------------------------------------

def page(client, path: str) -> str:
    res = client.get(path)
    assert res.status_code == 200, path
    return res.get_data(as_text=True)


def test_the_card_page_links_each_phrase_to_its_ruling_in_the_pages_language(client):
    html = page(client, "/c/Guzma?lang=en")
    assert '<h1 class="cname">Guzma' in html and "Supporter" in html
    assert re.search(r'<a class="cphrase" href="/r/II-C-05\?lang=en">Switch 1 of your opponent', html)
    assert '<a href="/r/I-B-03?lang=en" class="id">I-B-03</a>' in html  # the Part I topic of its kind
    # the other languages' texts below, the sets and where the data comes from
    assert "日本語" in html and "相手のベンチポケモンを1匹選び" in html and "first released 2017-06-16" in html
    assert "Card data:" in html and "PTCG-database" in html


@pytest.mark.parametrize("name, lang", [("グズマ", "ja"), ("古兹马", "zh"), ("古茲馬", "zh-Hant"), ("Guzma", "en")])
def test_the_card_page_is_in_the_language_of_its_name_unless_chosen(client, name, lang):
    html = page(client, f"/c/{quote(name)}")
    assert f'<html lang="{lang}">' in html and f'href="/r/II-C-05?lang={lang}"' in html
    assert '<html lang="en">' in page(client, f"/c/{quote(name)}?lang=en")


@pytest.mark.parametrize("name", ["Choice Helmet", "こだわりメット"])
def test_choice_helmet_lists_the_rulings_of_its_wording(client, name):
    html = page(client, f"/c/{quote(name)}")
    assert "/r/I-B-02?" in html and 'class="cphrase" href="/r/II-B-05' in html


def test_an_unknown_card_is_a_404_page_with_near_names(client):
    res = client.get("/c/Gozmo?lang=en")
    html = res.get_data(as_text=True)
    assert res.status_code == 404 and "No card, Pokémon, attack or Ability is named “Gozmo”" in html
    assert 'href="/c/Guzma?lang=en"' in html


@pytest.mark.parametrize("path", ["/c/" + "x" * 500, "/c/%ED%A0%80", "/c/%00", "/c/%20", "/c/" + quote("？？？"),
                                  "/c/a%2Fb", "/c/" + quote("グズマGuzma")])
def test_bad_card_paths_get_a_page_never_a_5xx(client, path):
    res = client.get(path)
    assert res.status_code in (200, 404) and "<html" in res.get_data(as_text=True)


# --- ruling pages list the cards the guide quotes for them ------------------------------------------

def test_a_ruling_page_lists_the_quoted_cards_of_its_phrase_with_their_pages(client):
    en = page(client, "/r/II-C-05?lang=en")
    quoted = re.search(r'<ul class="quoted">.*?</ul>', en, re.S).group(0)
    assert '<a href="/c/Pok%C3%A9mon%20Catcher?lang=en">Pokémon Catcher</a>' in quoted
    assert 'Taunt</a> <span class="muted">(Alolan Persian)</span>' in quoted
    assert quoted.count("Pokémon Catcher") == 1  # quoted by both editions, listed once
    ja = page(client, "/r/II-C-05?lang=ja")
    assert ">ポケモンキャッチャー</a>" in re.search(r'<ul class="quoted">.*?</ul>', ja, re.S).group(0)


def test_a_part_one_ruling_lists_the_quoted_cards_of_its_kind(client):
    quoted = re.search(r'<ul class="quoted">.*?</ul>', page(client, "/r/I-A-02?lang=en"), re.S).group(0)
    assert ">Ultra Road</a>" in quoted


def test_each_quoted_card_link_opens_its_page(client):
    for rid in ("II-C-05", "II-B-05", "I-A-02"):
        quoted = re.search(r'<ul class="quoted">.*?</ul>', page(client, f"/r/{rid}?lang=en"), re.S).group(0)
        links = re.findall(r'href="(/c/[^"]+)"', quoted)
        assert links and all(client.get(link.replace("&amp;", "&")).status_code == 200 for link in links), rid


# --- the cards a question names ---------------------------------------------------------------------

@pytest.mark.parametrize("question, name", [
    ("Can I use Guzma when my opponent has no benched Pokémon?", "Guzma"),
    ("相手のベンチがいなくてもグズマは使える？", "グズマ"),
    ("对手备战区没有宝可梦时能用古兹马吗", "古兹马"),
    ("對手備戰區沒有寶可夢時能用古茲馬嗎", "古茲馬"),
    ("does choice helmet reduce my own recoil damage?", "choice helmet"),
    ("こだわりメットで反動ダメージは減る？", "こだわりメット"),
    ("サメハダーのワザで相手をきぜつさせた", "サメハダー"),  # the Pokémon, never the Ability サメハダ inside it
    ("相手のリザードンexにワザを使った", "リザードンex"),  # the Pokémon ex, never the Charizard without it
    ("我的铁臂膀ex能撤退吗", "铁臂膀ex"),
    ("ザシアンVの特性は？", "ザシアンV"),
])
def test_a_name_is_found_in_a_question_in_any_script(question, name):
    assert [n.text for n in named(question)] == [name]


@pytest.mark.parametrize("question", [
    "would the damage already be at 5 or fewer?",          # "be at" is not the attack Beat
    "place it face down; draw 7 cards",                   # "down; draw" is not the attack Down Draw
    "do attack effects block the part of my attack?",     # block, damage and attack are words here
    "An Item card already evolved my Pokémon this turn",  # the card type, not the Poké-Power ITEM
    "相手の手札が1枚もない場合はどうするのでしょうか？",      # でしょうか holds the attack しょうか
    "what does Team Plasma mean on a card?",
])
def test_ordinary_words_are_not_taken_for_cards(question):
    assert named(question) == []


def test_an_answer_carries_the_cards_its_question_names(client, runner, idx):
    q = "Can I use Guzma when my opponent has no benched Pokémon?"
    api = client.get("/api/ask", query_string={"q": q}).get_json()
    assert [c["id"] for c in api["cards"]] == ["card-guzma"]
    assert api["cards"][0] == lookup("Guzma", api["lang"])["cards"][0]  # the same object as /api/cards
    cli = json.loads(runner.invoke(["ask", q, "--json"]).stdout)
    assert cli["cards"] == api["cards"]
    assert "cards" not in idx.ask("Can an Asleep Pokémon retreat?")


def test_the_answer_page_shows_the_cards_text_with_its_phrases(client):
    html = page(client, "/?q=" + quote("相手のベンチがいなくてもグズマは使える？"))
    aside = re.search(r'<aside class="cards".*?</aside>', html, re.S).group(0)
    assert "グズマ" in aside and 'class="cphrase" href="/r/II-C-05?lang=ja"' in aside
    assert 'href="/c/%E3%82%B0%E3%82%BA%E3%83%9E?lang=ja"' in aside  # the card's own page
    assert html.index('id="result-1"') < html.index('<aside class="cards"')  # the answer first


def test_the_terminal_shows_the_card_named(runner):
    result = runner.invoke(["ask", "Can I use Guzma when my opponent has no benched Pokémon?"])
    # By its name in the answer's language only: an answer is in one language (judge card lists every name).
    assert "Guzma" in result.output and "グズマ" not in result.output and "[II-C-05]" in result.output


def test_card_pages_and_json_are_utf8(client):
    res = client.get("/c/" + quote("グズマ"))
    assert res.headers["Content-Type"] == "text/html; charset=utf-8" and "グズマ".encode() in res.data
    api = client.get("/api/cards", query_string={"q": "グズマ"})
    assert api.headers["Content-Type"] == "application/json" and "グズマ".encode() in api.data


def test_a_chinese_card_page_shows_the_traditional_print_below_the_simplified(client):
    html = page(client, "/c/" + quote("古兹马"))
    assert html.index("将对手的1只后备宝可梦") < html.index("中文 (繁體)") < html.index("選擇對手的1隻備戰寶可夢")


def test_a_traditional_card_page_shows_the_simplified_print_below_the_traditional(client):
    html = page(client, "/c/" + quote("古茲馬"))
    assert html.index("選擇對手的1隻備戰寶可夢") < html.index("将对手的1只后备宝可梦")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_phrase_read_in_another_languages_text_says_which(client, runner, lang):
    """A ruling a card triggers by its text in another language shows the phrase marked with that
    language and named, on the page and in the command (Guzma's 「選び」 is read in its Japanese text)."""
    card = client.get("/api/cards", query_string={"q": "Guzma", "lang": lang}).get_json()["cards"][0]
    foreign = [r for r in card["rulings"] if r["by"] != "kind" and r["lang"] != lang]
    assert foreign, "Guzma triggers no ruling by another language's text: choose another card"
    page = client.get(f"/c/Guzma?lang={lang}").get_data(as_text=True)
    out = runner.invoke(["card", "Guzma", "--lang", lang]).stdout
    for r in foreign:
        label = TEXT_LABELS[r["lang"]]
        assert f'lang="{HTML_LANG[r["lang"]]}">{r["phrase"]}</span> ({label})' in page
        assert f"{r['phrase']}」 ({label})" in out or f"{r['phrase']}” ({label})" in out


@pytest.mark.parametrize("lang, kind", [("ja", "カードの種類"), ("zh", "卡的种类")])
def test_the_command_says_why_a_part_one_ruling_is_listed_in_the_cards_language(runner, lang, kind):
    out = runner.invoke(["card", "Guzma", "--lang", lang]).stdout
    assert f"← {kind}" in out and "its kind" not in out


# --- a reader writing Traditional is shown the Traditional print ----------------------------------

def test_a_name_written_in_traditional_is_shown_the_traditional_print_with_its_phrases():
    from judge.cards.phrases import normalise
    from judge.cards.table import load as load_table
    printed = load_table().by_id("card-guzma").texts["zh_hant"]
    card = lookup("古茲馬")["cards"][0]
    assert card["lang"] == "zh_hant" and card["script"] == "Hant"
    assert card["text"]["zh_hant"] == normalise(printed, "ja")
    spans = {topic: card["text"]["zh_hant"][start:end] for start, end, topic in card["phrases"]["zh_hant"]}
    assert spans["II-C-03"] == "將自己的戰鬥寶可夢與備戰寶可夢互換"
    switch = next(r for r in card["rulings"] if r["id"] == "II-C-03")
    assert switch["lang"] == "zh_hant" and switch["phrase"] == spans["II-C-03"] and "戰鬥" in switch["title"]["zh_hant"]
    simplified = lookup("古兹马")["cards"][0]
    assert simplified["lang"] == "zh" and "script" not in simplified


def test_a_pokemon_asked_in_traditional_shows_its_parts_and_stats_in_traditional():
    card = lookup("瑪納霏")["cards"][0]
    part = card["pokemon_card"]["parts"][0]
    assert part["lang"] == "zh_hant" and "寶可夢" in part["text"]["zh_hant"]
    assert "弱點" in card["pokemon_card"]["stats"] and "弱点" not in card["pokemon_card"]["stats"]


@pytest.mark.parametrize("path", ["/c/古茲馬", "/c/古兹马?lang=zh-Hant"])
def test_the_card_page_of_a_traditional_reader_quotes_the_traditional_print(client, path):
    page = client.get(path).get_data(as_text=True)
    text = re.search(r'<p class="ctext" lang="([^"]*)">(.*?)</p>', page)
    assert text[1] == "zh-Hant" and "備戰寶可夢" in text[2] and "后备" not in text[2]


def test_the_card_page_of_a_simplified_reader_quotes_the_simplified_print(client):
    text = re.search(r'<p class="ctext" lang="([^"]*)">(.*?)</p>', client.get("/c/古兹马").get_data(as_text=True))
    assert text[1] == "zh" and "后备宝可梦" in text[2]


def test_a_question_in_traditional_carries_its_cards_traditional_print(idx, runner):
    answer = idx.ask("對手用古茲馬之後，我可以再撤退嗎")
    assert [c["lang"] for c in answer["cards"]] == ["zh_hant"]
    shown = runner.invoke(["card", "古茲馬"]).stdout
    assert "選擇" in shown and "卡的種類" in shown


def test_a_card_whose_prints_differ_in_their_numbers_says_which_print_each_text_is(client, runner):
    """Nap heals 20 in one print and 30 in another: each text's print is named beside its numbers."""
    card = lookup("Nap", "en")["cards"][0]
    differ = {d["lang"]: d for d in card["prints_differ"]}
    assert differ["ja"]["numbers"] == [20] and differ["zh"]["numbers"] == [30]
    assert differ["ja"]["print"] and differ["zh"]["print"] and differ["ja"]["print"] != differ["zh"]["print"]
    assert "prints_differ" not in lookup("Guzma")["cards"][0]
    page = client.get("/c/Nap?lang=en").get_data(as_text=True)
    assert "of different prints" in page and differ["zh"]["print"] in page
    assert "数字が違います" in runner.invoke(["card", "ひとやすみ"]).stdout


@pytest.mark.parametrize("name", ["进化奇石", "進化奇石"])
def test_a_card_no_chinese_print_names_is_found_by_its_chinese_name_in_the_name_table(client, runner, name):
    """Eviolite has no Chinese print in the card data; the name table knows its Chinese name."""
    data = lookup(name)
    card = data["cards"][0]
    assert card["id"] == "card-eviolite" and card["match"] == "name table"
    assert card["name"]["zh"] == "进化奇石" and card["names_from_name_table"] == ["zh"]
    assert card["lang"] == "ja" and "しんかのきせき" == card["name"]["ja"]
    assert client.get(f"/c/{quote(name)}").status_code == 200
    result = runner.invoke(["card", name])
    assert result.exit_code == 0 and "name table match" in result.stdout
    assert lookup("进化")["cards"] == []  # a piece of the name is no match
