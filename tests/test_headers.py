"""Security headers on every page and API response, the page's own script and style (its static
files, or inline with the policy's nonce) allowed and nothing else, and errors answered without a
traceback."""

import re

import pytest

from judge.web.app import create_app

ROUTES = ["/", "/?lang=ja", "/?q=retreat", "/?q=" + "x" * 501, "/r/II-B-09", "/r/II-B-09/faq-1?lang=zh", "/r/NOPE",
          "/api/ask?q=retreat", "/api/ask?q=", "/api/ask?q=x&lang=xx", "/api/rulings", "/api/rulings/II-B-09",
          "/api/rulings/NOPE", "/nowhere", "/api/nowhere", "/c/Guzma", "/c/%E3%82%B0%E3%82%BA%E3%83%9E", "/c/Gozmo",
          "/api/cards?q=Guzma", "/api/cards?q=", "/favicon.ico"]


@pytest.mark.parametrize("path", ROUTES)
def test_every_response_has_the_security_headers(client, path):
    res = client.get(path)
    assert res.status_code < 500
    assert res.headers["X-Content-Type-Options"] == "nosniff"
    assert res.headers["Referrer-Policy"] == "same-origin"
    csp = res.headers["Content-Security-Policy"]
    assert "script-src 'self' 'nonce-" in csp and "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0]
    assert "object-src 'none'" in csp and "frame-ancestors 'none'" in csp


def nonce(res) -> str:
    return re.search(r"script-src 'self' 'nonce-([^']+)'", res.headers["Content-Security-Policy"]).group(1)


@pytest.mark.parametrize("path", ["/", "/?q=retreat", "/r/II-B-09", "/nowhere", "/c/Guzma", "/c/Gozmo"])
def test_each_inline_script_and_style_carries_this_responses_nonce(client, path):
    res = client.get(path)
    page = res.get_data(as_text=True)
    assert re.search(r'<link rel="stylesheet" href="/static/', page), "the page has its own style"
    for tag, attrs in re.findall(r"<(script|style)\b([^>]*)>", page):
        from_self = tag == "script" and re.search(r'\bsrc="/static/', attrs)
        assert from_self or f'nonce="{nonce(res)}"' in attrs, f"<{tag}{attrs}> would not run under the policy"


def test_the_nonce_is_new_on_every_response(client):
    assert len({nonce(client.get("/")) for _ in range(5)}) == 5


@pytest.fixture()
def broken_app():
    """The app with routes that fail as a defect and as a missing index would."""
    from judge.index.storage import IndexUnavailable

    app = create_app({"TESTING": True})

    @app.get("/api/defect")
    def defect():
        raise RuntimeError("secret internals")

    @app.get("/defect")
    def page_defect():
        raise RuntimeError("secret internals")

    @app.get("/api/no-index")
    def no_index():
        raise IndexUnavailable("cannot build the search index in /x: Read-only file system")

    @app.post("/api/echo")
    def echo():
        from flask import request

        return {"length": len(request.get_data())}

    return app


def test_a_defect_is_a_500_with_a_message_not_a_traceback(broken_app, caplog):
    client = broken_app.test_client()
    res = client.get("/api/defect")
    assert res.status_code == 500 and res.get_json()["error"]["code"] == "internal_server_error"
    assert "secret internals" not in res.get_data(as_text=True)
    assert "secret internals" in caplog.text and "Traceback" in caplog.text  # logged for whoever runs the server
    page = client.get("/defect")
    assert page.status_code == 500 and "Traceback" not in page.get_data(as_text=True)
    assert page.headers["X-Content-Type-Options"] == "nosniff"


def test_a_defect_is_logged_once_a_minute_per_kind_and_says_how_many_were_left_out(broken_app, caplog):
    """A request failing the same way hundreds of times a second writes one traceback a minute."""
    now = [1000.0]
    broken_app.extensions["judge.throttle"].clock = lambda: now[0]
    client = broken_app.test_client()
    for _ in range(5):
        assert client.get("/api/defect").status_code == 500
    assert caplog.text.count("Traceback") == 1
    client.get("/defect")  # another kind of error: logged at once
    assert caplog.text.count("Traceback") == 2
    now[0] += 61
    caplog.clear()
    client.get("/api/defect")
    assert caplog.text.count("Traceback") == 1 and "4 more of this kind in the last 60 s were not logged" in caplog.text
    caplog.clear()
    client.get("/api/defect")
    assert "Traceback" not in caplog.text


def test_an_unusable_index_is_a_503_naming_the_cause(broken_app):
    res = broken_app.test_client().get("/api/no-index")
    assert res.status_code == 503
    assert "Read-only file system" in res.get_json()["error"]["message"]


def test_bodies_over_a_megabyte_are_refused(broken_app):
    client = broken_app.test_client()
    assert client.post("/api/echo", data=b"x" * 1000).get_json() == {"length": 1000}
    res = client.post("/api/echo", data=b"x" * (2 * 1024 * 1024))
    assert res.status_code == 413 and res.get_json()["error"]["code"]


@pytest.mark.parametrize("path, to", [("/api//rulings", "/api/rulings"), ("/r//I-A-03", "/r/I-A-03"),
                                      ("/api//rulings//II-C-12", "/api/rulings/II-C-12"),
                                      ("/r/ii-c-12?lang=ja", "/r/II-C-12?lang=ja"), ("/r/%2F%2Fevil.example", "/r/evil.example")])
def test_every_redirect_is_to_a_path_on_this_site_whatever_the_host_header(client, path, to):
    res = client.get(path, headers={"Host": "evil.example"})
    assert res.status_code in (301, 308) and res.headers["Location"] == to


@pytest.mark.parametrize("path", ["/", "/r/I-A-03", "/r/II-B-09/faq-1", "/nowhere"])
def test_a_page_in_the_browsers_language_says_it_varies_with_accept_language(client, path):
    ja, en = (client.get(path, headers={"Accept-Language": lang}) for lang in ("ja", "en"))
    for res in (ja, en):
        assert "Accept-Language" in res.headers["Vary"] and res.headers["Cache-Control"]
    assert ja.get_data() != en.get_data()


@pytest.mark.parametrize("path", ["/?lang=ja", "/r/I-A-03?lang=en", "/?q=retreat", "/api/rulings", "/api/ask?q=retreat"])
def test_an_answer_whose_language_is_chosen_or_asked_does_not_vary_with_accept_language(client, path):
    res = client.get(path, headers={"Accept-Language": "ja"})
    assert "Accept-Language" not in res.headers.get("Vary", "")


@pytest.mark.parametrize("path, cache", [("/api/rulings", "public, max-age=60"), ("/api/ask?q=retreat", "public, max-age=60"),
                                         ("/api/rulings/II-B-09", "public, max-age=60"), ("/", "private, max-age=60"),
                                         ("/r/I-A-03", "private, max-age=60"), ("/c/Guzma", "private, max-age=60"),
                                         ("/r/i-a-03", "public, max-age=3600"), ("/api/nowhere", "no-store"), ("/nowhere", "no-store")])
def test_every_answer_says_how_long_it_may_be_kept(client, path, cache):
    assert client.get(path).headers["Cache-Control"] == cache


def test_a_posted_run_is_not_kept(client):
    assert client.post("/api/simulate", json={}).headers["Cache-Control"] == "no-store"
    assert client.get("/static/judge.js").headers["Cache-Control"] == "no-cache"  # the static files' own, revalidated
