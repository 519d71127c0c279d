"""The page in a real browser (Debian's Chromium) on a phone (390×844) and a laptop (1280×900):
the answer on the first screen, boards, what-if runs, the language switch, no ruling, and the plain
forms with JavaScript off. Screenshots go to ``$JUDGE_SHOTS`` (default /tmp/judge-shots).

The live search answers every question here."""

import os
import re
import threading
from pathlib import Path

import pytest
from playwright.sync_api import expect
from waitress.server import create_server

from judge.web.app import create_app

SHOTS = Path(os.environ.get("JUDGE_SHOTS", "/tmp/judge-shots"))
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1280, "height": 900}}

#: Questions the tests ask, with the ruling that answers each (the live search answers them with
#: confidence high and the guide's verdict).
SEEN = {
    "こだわりメットで自分のワザの反動ダメージは減る？": "II-B-09/faq-2",
    "带进化奇石的卡蒂狗用撞击，打自己的伤害会被减吗": "II-B-09",
    "Choice Helmet on my Pokemon, does it reduce recoil damage from my own attack?": "II-B-09/faq-2",
}
#: Not a rules question: no ruling answers it.
PIZZA = "pizza"


@pytest.fixture(scope="module")
def server():
    from judge.index.build import ensure

    ensure()
    srv = create_server(create_app(), host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=srv.run, daemon=True).start()
    yield f"http://127.0.0.1:{srv.effective_port}"
    srv.close()


@pytest.fixture(params=list(VIEWPORTS))
def page(request, browser, server):
    phone = request.param == "phone"
    context = browser.new_context(viewport=VIEWPORTS[request.param], device_scale_factor=2 if phone else 1,
                                  is_mobile=phone, has_touch=phone)
    external = []
    context.on("request", lambda r: None if r.url.startswith(server) or r.url.startswith("data:") else external.append(r.url))
    pg = context.new_page()
    pg.size = request.param
    yield pg
    context.close()
    assert not external, f"requests to other hosts: {external}"


def shot(page, name: str, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}-{page.size}.png"), full_page=full)


def on_first_screen(page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]


@pytest.mark.parametrize("question, lang", [(q, lang) for q, lang in zip(SEEN, ("ja", "zh", "en"))])
def test_verdict_and_citation_on_the_first_screen(page, server, question, lang):
    page.goto(f"{server}/?lang={lang}")
    page.fill("#q", question)
    page.press("#q", "Enter")
    page.locator("#result-1").wait_for()
    expect(page.locator("#verdict")).to_be_visible()
    assert on_first_screen(page, "#verdict") and on_first_screen(page, "#short") and on_first_screen(page, "#citation")
    assert SEEN[question].split("/")[0] in page.inner_text("#citation")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), "the page scrolls sideways"
    shot(page, f"answer-{lang}")
    shot(page, f"answer-{lang}-full", full=True)


def test_search_as_you_type(page, server):
    page.goto(f"{server}/?lang=en")
    page.locator("#q").press_sequentially("Does Eviolite reduce the self-damage from Take Down?", delay=15)
    page.locator("#result-1").wait_for(timeout=10000)
    assert "II-B-09/faq-1" in page.inner_text("#citation")
    assert "q=Does+Eviolite" in page.url  # the address follows, so the answer can be shared
    shot(page, "typed")


def test_typing_in_another_language_turns_the_page_to_it(page, server):
    page.goto(f"{server}/")
    assert page.get_attribute("html", "lang") == "en"
    page.locator("#q").press_sequentially("こだわりメット付いてたら反動ダメも減る?", delay=15)
    expect(page.locator("html")).to_have_attribute("lang", "ja", timeout=10000)  # no eval under the page's policy
    page.locator("#result-1").wait_for()
    assert "検索" in page.inner_text("form.ask button") and "II-B-09/faq-2" in page.inner_text("#citation")


def test_permalink_shows_the_board(page, server):
    page.goto(f"{server}/r/II-B-09/faq-3?lang=en")
    boards = page.locator("svg.bd")
    expect(boards.first).to_be_visible()
    assert boards.count() == 2
    assert "Circhester Bath" in boards.nth(1).locator("desc").text_content()  # 战竞温泉, named in English (the card table)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    shot(page, "permalink", full=True)


def test_whatif_in_place(page, server):
    page.goto(f"{server}/r/II-B-09/faq-1?lang=en")
    url = page.url
    replay = page.locator("section.replay").first
    replay.locator("details.wi > summary").click()
    replay.locator("input[name='board.me.active.tool.effects.0.amount']").fill("-10")
    replay.locator("form.whatif button").click()
    out = replay.locator(".wi-out")
    expect(out).to_contain_text("not checked against the guide")
    assert re.search(r"Player's Active Pokémon: damage\s*10", out.inner_text())
    assert out.locator("svg.bd").count() == 2 and page.url == url
    out.scroll_into_view_if_needed()
    shot(page, "whatif")


def test_language_switch_changes_the_ruling_text(page, server, corpus):
    faq = corpus.get("II-B-09/faq-1")[1]
    page.goto(f"{server}/r/II-B-09/faq-1?lang=en")
    assert faq.answer.en.split(".")[0] in page.inner_text("main")
    steps_en = page.locator("ol.trace").first.text_content()
    page.click("nav.lang >> text=日本語")
    page.wait_for_url("**lang=ja**")
    main = page.inner_text("main")
    assert faq.answer.ja[:20] in main and faq.answer.en.split(".")[0] not in main
    steps_ja = page.locator("ol.trace").first.text_content()
    assert steps_ja != steps_en and "ダメージ計算" in steps_ja
    page.click("nav.lang >> text=中文")
    page.wait_for_url("**lang=zh**")
    assert "伤害计算" in page.locator("ol.trace").first.text_content()
    shot(page, "switched-zh")


def test_pizza_has_no_ruling(page, server):
    page.goto(f"{server}/?lang=en&q={PIZZA}")
    expect(page.locator("#no-ruling")).to_have_text("No ruling of the guides answers this question.")
    assert page.locator("article").count() == 0 and page.locator("#verdict").count() == 0
    shot(page, "pizza")


def test_long_question_in_the_url(page, server):
    page.goto(f"{server}/?lang=en&q=" + "does+eviolite+reduce+self+damage+" * 70)
    expect(page.locator(".note")).to_contain_text("only the first 500 were read")
    page.locator("#result-1").wait_for()


def test_forms_work_with_javascript_off(browser, server):
    context = browser.new_context(viewport=VIEWPORTS["phone"], java_script_enabled=False)
    page = context.new_page()
    page.size = "nojs"
    page.goto(f"{server}/?lang=en")
    page.fill("#q", "Does Eviolite reduce the self-damage from Take Down?")
    page.press("#q", "Enter")
    page.locator("#result-1").wait_for()
    assert "II-B-09/faq-1" in page.inner_text("#citation")
    shot(page, "answer-en")
    replay = page.locator("section.replay").first
    replay.locator("details.wi > summary").click()
    replay.locator("input[name='board.opponent.active.hp']").fill("30")
    replay.locator("form.whatif button").click()
    page.wait_for_url("**/whatif")
    shot(page, "whatif", full=True)
    assert "not checked against the guide" in page.inner_text("main") and "Player wins" in page.inner_text("main")
    context.close()


def test_ruling_page_prints(browser, server):
    context = browser.new_context(viewport=VIEWPORTS["laptop"])
    page = context.new_page()
    page.goto(f"{server}/r/II-B-09?lang=ja")
    page.emulate_media(media="print")
    assert page.locator("header").is_hidden() and page.locator("form.whatif").first.is_hidden()
    assert page.locator("svg.bd").first.is_visible()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "print-ja.png"), full_page=True)
    context.close()


def test_a_long_typed_question_is_cut_with_a_note(page, server):
    page.goto(f"{server}/?lang=en")
    page.fill("#q", "Does Eviolite reduce the self-damage from Take Down? " * 12)
    page.press("#q", "Enter")
    expect(page.locator(".note")).to_contain_text("only the first 500 were read")
    page.locator("#result-1").wait_for()


#: Card names in every script, and the name each one's screenshot takes.
CARDS = {"Guzma": "guzma-en", "グズマ": "guzma-ja", "古兹马": "guzma-zh", "古茲馬": "guzma-zh-hant",
         "Choice Helmet": "choice-helmet-en", "こだわりメット": "choice-helmet-ja"}


def phone(browser):
    context = browser.new_context(viewport=VIEWPORTS["phone"], device_scale_factor=2, is_mobile=True, has_touch=True)
    pg = context.new_page()
    pg.size = "phone"
    return context, pg


@pytest.mark.parametrize("name", list(CARDS))
def test_the_card_page_on_a_phone(browser, server, name):
    from urllib.parse import quote

    context, pg = phone(browser)
    pg.goto(f"{server}/c/{quote(name)}")
    expect(pg.locator("h1.cname")).to_be_visible()
    assert on_first_screen(pg, "h1.cname") and on_first_screen(pg, "p.ctext")
    assert pg.locator("p.ctext").first.locator("a.cphrase").count() >= 1
    assert pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), "the page scrolls sideways"
    shot(pg, f"card-{CARDS[name]}", full=True)
    pg.locator("p.ctext").first.locator("a.cphrase").first.click()
    pg.wait_for_url("**/r/**")
    assert pg.locator("h1").count() == 1
    context.close()


@pytest.mark.parametrize("question, lang", [("相手のベンチがいなくてもグズマは使える？", "ja"),
                                            ("Can I use Guzma when my opponent has no benched Pokémon?", "en")])
def test_an_answer_shows_the_card_its_question_names_on_a_phone(browser, server, question, lang):
    from urllib.parse import quote

    context, pg = phone(browser)
    pg.goto(f"{server}/?q={quote(question)}")
    pg.locator("#result-1").wait_for()
    aside = pg.locator("aside.cards")
    expect(aside).to_contain_text("グズマ" if lang == "ja" else "Guzma")
    assert aside.locator("a.cphrase").count() >= 1
    assert pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), "the page scrolls sideways"
    aside.scroll_into_view_if_needed()
    shot(pg, f"answer-card-{lang}")
    shot(pg, f"answer-card-{lang}-full", full=True)
    context.close()


def test_a_ruling_with_many_replays_is_a_few_phone_screens_long(browser, server):
    """I-A-03 has 14 replays: the first shows its boards, the others fold to a line each and open in place."""
    context = browser.new_context(viewport=VIEWPORTS["phone"], device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.size = "phone"
    page.goto(f"{server}/r/I-A-03?lang=en")
    screens = page.evaluate("document.documentElement.scrollHeight") / VIEWPORTS["phone"]["height"]
    assert screens < 9, f"{screens:.1f} phone screens"
    expect(page.locator("section.replay").first.locator("svg.bd").first).to_be_visible()
    more = page.locator("details.replay-more")
    assert more.count() == 13 and not more.nth(1).locator("svg.bd").first.is_visible()
    more.nth(1).locator("> summary").click()
    expect(more.nth(1).locator("svg.bd").first).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    shot(page, "many-replays", full=True)
    context.close()
