"""The JSON API and pages show the same rulings as `judge show --json`."""

import json


def test_api_ruling_is_the_show_json(client, runner):
    [shown] = [json.loads(l) for l in runner.invoke(["show", "II-B-09", "--json"]).output.splitlines()]
    resp = client.get("/api/rulings/II-B-09")
    assert resp.status_code == 200 and resp.get_json() == shown


def test_api_faq(client):
    data = client.get("/api/rulings/II-B-09/faq-1").get_json()
    assert data["kind"] == "faq" and data["edition"] == "ja-2.2"


def test_api_unknown_id_is_a_json_404(client):
    resp = client.get("/api/rulings/II-Z-99")
    assert resp.status_code == 404
    assert resp.get_json()["error"]["code"] == "not_found"
    assert "II-Z-99" in resp.get_json()["error"]["message"]


def test_permalink_page(client):
    page = client.get("/r/II-B-09?lang=ja").get_data(as_text=True)
    assert "こだわりメット" in page and "上級プレイヤー用ルールガイド ver 2.2, Ⅱ B-09" in page and "进阶玩家向规则指南" in page
    assert 'name="viewport"' in page


def test_index_lists_every_topic(client, corpus):
    page = client.get("/").get_data(as_text=True)
    assert all(f"/r/{t}?" in page for t in corpus.topics)


def test_unknown_page_is_404(client):
    assert client.get("/r/nope").status_code == 404


def test_ruling_page_lists_how_it_is_asked_in_the_page_language(client, corpus):
    """Each way a topic is asked is listed on its page, in the page's language, as a search link."""
    from markupsafe import escape

    topic = corpus.topics["II-B-09"]
    for lang in ("ja", "zh", "en"):
        page = client.get(f"/r/II-B-09?lang={lang}").get_data(as_text=True)
        asks = getattr(topic.asks, lang)
        assert asks and all(str(escape(a)) in page for a in asks)
        assert page.count('<li><a href="/?q=') == len(asks)


def test_the_site_has_an_icon(client):
    """Every page links its icon, and a browser asking /favicon.ico gets it: no 404 on any page."""
    for path in ("/", "/r/II-B-09", "/c/Guzma", "/nowhere"):
        assert '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">' in client.get(path).get_data(as_text=True)
    for path in ("/favicon.ico", "/static/favicon.svg"):
        res = client.get(path)
        assert res.status_code == 200 and res.mimetype == "image/svg+xml" and res.data.startswith(b"<svg")
