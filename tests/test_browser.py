"""The search page in a real browser (headless Chromium) at a phone's size."""

import threading

import pytest
from playwright.sync_api import sync_playwright
from waitress.server import create_server

from judge.web import create_app

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def live_server():
    from judge.search.build import ensure

    ensure()  # as `judge serve` does: the index is built before the server listens, not inside a page's request
    server = create_server(create_app(), host="127.0.0.1", port=0, threads=4)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.effective_port}"
    server.close()


@pytest.fixture(scope="module")
def page(live_server):
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
        yield context.new_page()
        browser.close()


def test_ask_on_a_phone(page, live_server):
    page.goto(f"{live_server}/?lang=ja")
    page.fill("#q", "こだわりメット付いてたら反動ダメも減る?")
    page.press("#q", "Enter")
    first = page.locator("#result-1")
    first.wait_for()
    assert "II-B-09/faq-2" in first.inner_text()
    assert "検証済みの再現" in first.inner_text() and "✔" in first.inner_text()
    assert first.locator("mark").count() > 0
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), "the page scrolls sideways on a phone"


def test_language_switch_keeps_the_question(page, live_server):
    page.goto(f"{live_server}/?lang=en&q=retreat+cost")
    page.click("nav.lang >> text=中文")
    page.wait_for_load_state()
    assert "lang=zh" in page.url and page.input_value("#q") == "retreat cost"
    assert page.get_attribute("#q", "placeholder").startswith("输入规则问题")


def test_permalink_page(page, live_server):
    page.goto(f"{live_server}/r/II-B-09/faq-1?lang=en")
    assert "Eviolite" in page.inner_text("main") and "Ⅱ B-09" in page.inner_text("main")


def test_long_question_is_cut_with_a_note(page, live_server):
    page.goto(f"{live_server}/?lang=en&q=" + "x" * 501)
    assert "only the first 500 were read" in page.inner_text(".note")
