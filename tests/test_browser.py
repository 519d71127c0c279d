"""The search page in a real browser (headless Chromium) at a phone's size.

The browser is the ``browser`` fixture of conftest.py: Playwright's own Chromium, else Debian's;
without either the tests are skipped with the install command, except in CI (``CI=true``).
"""

import threading

import pytest
from waitress.server import create_server

from judge.web.app import create_app


@pytest.fixture(scope="module")
def live_server():
    from judge.index.build import ensure

    ensure()  # as `judge serve` does: the index is built before the server listens, not inside a page's request
    server = create_server(create_app(), host="127.0.0.1", port=0, threads=4)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.effective_port}"
    server.close()


#: Records what a page must never do: a dialog opened, a script the policy refused.
WATCH = """
window.__dialogs = 0;
window.__violations = [];
document.addEventListener('securitypolicyviolation', e => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


@pytest.fixture(scope="module")
def page(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
    context.add_init_script(WATCH)
    page = context.new_page()
    page.dialogs = []
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
    yield page
    context.close()


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


def test_the_page_runs_under_its_security_policy(page, live_server):
    """The page's own style and script are allowed by the policy's nonce: styled, the filter works,
    and the browser reports no refused script or style."""
    page.goto(f"{live_server}/?lang=en")
    assert page.evaluate("getComputedStyle(document.querySelector('header')).backgroundColor") == "rgb(29, 53, 87)"
    shown = page.locator("ul.topics li:visible").count()
    page.fill("#filter", "II-B-09")
    assert 0 < page.locator("ul.topics li:visible").count() < shown
    assert page.evaluate("window.__violations") == []


@pytest.mark.parametrize("typed", ["<script>window.__ran = 1; alert(1)</script>",
                                   '"><img src=x onerror="window.__ran = 2; alert(2)">',
                                   "'><svg onload=alert(3)>", "javascript:alert(4)"])
def test_what_is_typed_into_the_search_never_runs(page, live_server, typed):
    page.goto(f"{live_server}/?lang=en")
    page.fill("#q", typed)
    page.press("#q", "Enter")
    page.wait_for_load_state()
    assert page.input_value("#q") == typed  # shown back as text, as typed
    assert page.evaluate("window.__ran") is None
    assert page.dialogs == []
    assert page.evaluate("document.querySelectorAll('img[src=x], svg[onload], script:not([nonce]):not([src^=\"/static/\"])').length") == 0
