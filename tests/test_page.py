"""The page and the API through Flask's test client: every route and error; the answer laid out by
its confidence; one language; replays with boards; what-if runs; the OpenAPI document.

Answers with a confidence, verdict and one-line answer are given to the app through ``SEARCH``
(the real search's answer with those fields set), so the page is tested against the answer
contract whatever the live search says today."""

import json
import re

import pytest

from judge.cards.naming import localized
from judge.corpus.models import with_verdict_word
from judge.search.ask import MAX_QUESTION
from judge.web.app import create_app
from judge.present.ui import word

EVIOLITE = "II-B-09/eviolite-reduces-self-damage"


def answering(idx, **fields):
    """A SEARCH function: the real answer, with ``fields`` set on it (``confidence``) and on its
    first result (``verdict``, ``short``); records the questions it was asked."""
    asked = []

    def search(q, lang, limit):
        asked.append(q)
        answer = idx.ask(q, lang, limit)
        top = {k: v for k, v in fields.items() if k in ("verdict", "short")}
        if answer["results"] and top:
            answer["results"][0] = {**answer["results"][0], **top}
        if "confidence" in fields:
            answer["confidence"] = fields["confidence"]
        return answer

    search.asked = asked
    return search


def client_with(search):
    return create_app({"TESTING": True, "SEARCH": search}).test_client()


def text(resp) -> str:
    return resp.get_data(as_text=True)


def first_article(page: str) -> str:
    m = re.search(r'<article[^>]*id="result-1".*?</article>', page, re.S)
    assert m, "no answer article"
    return m.group(0)


# --- the answer, by confidence -------------------------------------------------------------------

def test_high_confidence_shows_verdict_short_and_citation_first(idx):
    c = client_with(answering(idx, confidence="high", verdict="yes", short="Yes: self-damage goes through step 5."))
    page = text(c.get("/", query_string={"q": "does eviolite reduce self-damage?"}))
    art = first_article(page)
    assert 'class="verdict v-yes"' in art and ">Yes<" in art
    # The verdict is shown once, on its own: the line goes on without its word (was "Yes" then "Yes: …").
    assert '<p class="lead" id="short">Self-damage goes through step 5.</p>' in art
    assert "Yes: " not in art
    # the verdict, the one-line answer and the citation come before the ruling's title and passages
    order = [art.index(s) for s in ('id="verdict"', 'id="short"', 'id="citation"', "<h2", "<blockquote")]
    assert order == sorted(order)


def test_results_after_the_first_are_one_line_each(idx):
    page = text(client_with(answering(idx, confidence="high")).get("/", query_string={"q": "retreat cost"}))
    briefs = re.findall(r'<details class="brief[^"]*" id="result-(\d+)"><summary>', page)
    assert briefs and briefs[0] == "2" and "<article" not in page.split('id="result-2"')[1]


def test_no_verdict_unless_confidence_is_high(idx):
    c = client_with(answering(idx, confidence="low", verdict="yes", short="Yes."))
    page = text(c.get("/", query_string={"q": "eviolite self damage"}))
    assert 'id="did-you-mean"' in page and "v-yes" not in page and "<article" not in page
    assert re.search(r'<details class="brief[^"]*" id="result-1">', page)


def test_each_candidate_opens_on_the_line_that_answers(idx):
    """A candidate ("did you mean…") opens on its one-line answer in the question's language, then
    its ruling text; still no verdict badge."""
    c = client_with(answering(idx, confidence="low"))
    q = "my active is asleep, can i retreat?"
    answer = idx.ask(q)
    page = text(c.get("/", query_string={"q": q}))
    first = re.search(r'<details class="brief[^"]*" id="result-1">.*?</details>', page, re.S).group(0)
    short = escape(answer["results"][0]["short"])
    assert (f'<p class="lead">{short}</p>' in first or f"<strong>{short}</strong>" in first) and "verdict" not in first


def test_confidence_none_says_no_ruling_and_shows_nearest_as_not_an_answer(idx):
    c = client_with(answering(idx, confidence="none", verdict="yes"))
    page = text(c.get("/", query_string={"q": "pizza", "lang": "en"}))
    assert "No ruling of the guides answers this question." in page and "not an answer" in page
    assert "<article" not in page and "v-yes" not in page
    ja = text(c.get("/", query_string={"q": "ピザの焼き方", "lang": "ja"}))
    assert "この質問に答えるルールガイドの裁定はありません。" in ja


def test_an_answer_without_confidence_is_shown_as_before(client):
    page = text(client.get("/", query_string={"q": "こだわりメット付いてたら反動ダメも減る?"}))
    assert 'id="result-1"' in page and 'id="citation"' in page


# --- one language ------------------------------------------------------------------------------

def test_language_switch_changes_the_ruling_text(idx, corpus):
    c = client_with(answering(idx, confidence="high"))
    faq = corpus.get("II-B-09/faq-2")[1]
    pages = {lang: first_article(text(c.get("/", query_string={"q": "こだわりメット付いてたら反動ダメも減る?", "lang": lang})))
             for lang in ("en", "ja", "zh")}
    for lang, art in pages.items():  # in the page's language, the card names it quotes too (讲究头盔, not こだわりメット)
        assert str(escape(localized(getattr(faq.answer, lang) or faq.answer.en, lang))) in art
        assert str(escape(localized(getattr(faq.question, lang) or faq.question.en, lang))) in art
    # the guide's passages are quoted as printed, and a trace names the printed name beside, small
    own_words = re.sub(r"<blockquote.*?</blockquote>|<small class=\"orig\"[^>]*>[^<]*</small>", "", pages["zh"], flags=re.S)
    assert "こだわりメット" not in own_words and "讲究头盔" in own_words
    assert "Verified replay" in pages["en"] and "検証済みの再現" in pages["ja"] and "已验证的重现" in pages["zh"]


def test_the_part_a_question_asks_is_answered_in_every_page_language(idx, corpus):
    """A FAQ asking several things answers by the part the question asks: switching the page's
    language keeps that part's one-line answer, not the FAQ's "it depends"."""
    q = "Butterfree used Whirlwind, but the opponent's Active Noibat had flipped heads on Agility. Does Noibat get switched out?"
    assert idx.ask(q)["results"][0]["part"] == 0
    part = corpus.get("II-C-04/faq-1")[1].parts[0]
    c = client_with(answering(idx, confidence="high"))
    for lang in ("en", "ja", "zh"):
        art = first_article(text(c.get("/", query_string={"q": q, "lang": lang})))
        # the part's line, its verdict shown once, on its own (the badge), not again as the line's first word
        assert str(escape(with_verdict_word(getattr(part.short, lang), None, lang))) in art
        assert f'id="verdict">{word(part.verdict, lang)}<' in art


def test_a_candidate_in_another_language_opens_on_the_part_the_answer_names(idx, corpus):
    """A candidate ("did you mean…") worded in a language other than the question's opens on the
    short of the FAQ part the answer names (its ``part``), not on the FAQ's own "it depends"."""
    q = "Butterfree used Whirlwind, but the opponent's Active Noibat had flipped heads on Agility. Does Noibat get switched out?"
    faq = corpus.get("II-C-04/faq-1")[1]
    assert idx.ask(q)["results"][0]["id"] == "II-C-04/faq-1"
    c = client_with(answering(idx, confidence="low"))
    for lang in ("ja", "zh"):
        page = text(c.get("/", query_string={"q": q, "lang": lang}))
        first = re.search(r'<details class="brief[^"]*" id="result-1">.*?</details>', page, re.S).group(0)
        assert str(escape(getattr(faq.parts[0].short, lang))) in first
        assert str(escape(getattr(faq.short, lang))) not in first


def test_the_ruling_json_carries_a_faqs_parts_and_the_page_shows_them(client, corpus):
    """The one dict of a ruling (``/api/rulings/<id>``) holds what its page shows: each part a FAQ
    asks, with its verdict and one-line answer, and a FAQ's plain title."""
    faq = corpus.get("II-C-04/faq-1")[1]
    data = client.get("/api/rulings/II-C-04/faq-1").get_json()
    assert [p["verdict"] for p in data["parts"]] == [p.verdict for p in faq.parts]
    assert data["parts"][1]["short"]["ja"] == faq.parts[1].short.ja
    assert data["plain"] == corpus.topics["II-C-04"].plain.model_dump()
    page = text(client.get("/r/II-C-04/faq-1?lang=ja"))
    assert str(escape(data["parts"][1]["short"]["ja"])) in page and str(escape(data["plain"]["ja"])) in page


def escape(s):
    from markupsafe import escape as e

    return e(s)


def test_the_question_language_is_the_page_language_unless_chosen(idx):
    c = client_with(answering(idx, confidence="high"))
    page = text(c.get("/", query_string={"q": "撤退能量减1的效果会叠加吗"}))
    assert '<html lang="zh">' in page
    assert '<html lang="en">' in text(c.get("/", query_string={"q": "撤退能量减1的效果会叠加吗", "lang": "en"}))


@pytest.mark.parametrize("lang, edition", [("zh", "zh-3.1"), ("ja", "ja-2.2")])
def test_the_readers_edition_comes_first(client, lang, edition):
    page = text(client.get(f"/r/II-B-09?lang={lang}"))
    cites = re.findall(r'<div class="card official" lang="\w+"><div class="cite">([^<]+)', page)
    from judge.corpus.editions import EDITIONS

    assert cites[0].startswith(EDITIONS[edition].title)


def test_headings_are_plain_titles_with_the_guides_phrase_below(client, corpus):
    topic = corpus.topics["II-B-08"]
    for lang in ("en", "ja", "zh"):
        page = text(client.get(f"/r/II-B-08?lang={lang}"))
        h1 = re.search(r"<h1>(.*?)</h1>", page, re.S).group(1)
        assert h1.startswith(str(escape(getattr(topic.plain, lang))))
        assert str(escape(getattr(topic.title, lang))) in h1 and 'class="phrase"' in h1


def test_every_topic_has_a_plain_title_in_three_languages(corpus):
    for t in corpus:
        assert t.plain is not None, t.id
        for lang in ("ja", "zh", "en"):
            plain = getattr(t.plain, lang)
            assert not re.search(r"[●▲■]|…\s*$", plain), (t.id, lang, plain)


def test_pages_show_no_code_like_text(client):
    """No engine keys, expressions or Python lists where a reader looks."""
    code = re.compile(r"\w+=\w|\[\'|\b[a-z]+_[a-z]+(_[a-z]+)*\b|\bme\.active|\bopponent\.active|lost in the seed")
    for url in ("/r/II-B-09", "/r/II-B-07", "/r/II-D-12", "/r/I-A-03", "/r/II-B-02", "/r/II-E-23"):
        for lang in ("en", "ja", "zh"):
            page = text(client.get(f"{url}?lang={lang}"))
            shown = re.sub(r"<[^>]+>", " ", re.sub(r"<(script|style)[^>]*>.*?</\1>", "", page, flags=re.S))
            m = code.search(shown)
            assert m is None, (url, lang, shown[max(m.start() - 80, 0):m.end() + 80])


def test_energy_symbols_read_as_symbols(client):
    page = text(client.get("/r/II-D-12?lang=en"))
    assert "[L]" not in page and '<abbr class="e e-lightning" title="Lightning">' in page


# --- pages, ids, errors --------------------------------------------------------------------------

@pytest.mark.parametrize("url, target", [("/r/ii-b-09", "/r/II-B-09"), ("/r/ii-b-09/FAQ-1", "/r/II-B-09/faq-1"),
                                         ("/r/xy-RETREAT?lang=ja", "/r/XY-retreat?lang=ja")])
def test_ruling_ids_in_any_letter_case(client, url, target):
    resp = client.get(url)
    assert resp.status_code == 301 and resp.headers["Location"] == target
    assert client.get(target).status_code == 200


def test_api_ids_in_any_letter_case(client):
    assert client.get("/api/rulings/ii-b-09").get_json() == client.get("/api/rulings/II-B-09").get_json()
    assert client.get("/api/rulings/ii-b-09/faq-1").get_json()["id"] == "II-B-09/faq-1"


def test_404_page_has_the_search_box(client):
    resp = client.get("/r/II-Z-99?lang=ja")
    page = text(resp)
    assert resp.status_code == 404 and 'id="q"' in page and 'action="/"' in page and "見つかりません" in page
    assert client.get("/no/such/page").status_code == 404


@pytest.mark.parametrize("method, url, status", [("get", "/api/nope", 404), ("get", "/api/rulings/II-Z-99", 404),
                                                 ("post", "/api/ask", 405), ("get", "/api/simulate", 405),
                                                 ("get", "/api/scenarios/nope", 404)])
def test_api_errors_are_json(client, method, url, status):
    resp = getattr(client, method)(url)
    assert resp.status_code == status and resp.is_json and resp.get_json()["error"]["message"]


def test_every_topic_page_renders(client, corpus):
    for t in corpus:
        assert client.get(f"/r/{t.id}").status_code == 200, t.id


def test_static_files_are_served(client):
    assert "fetch" in text(client.get("/static/judge.js"))
    assert "@media print" in text(client.get("/static/judge.css"))


def test_pages_have_no_inline_script_style_or_handlers(client, idx):
    c = client_with(answering(idx, confidence="high"))
    for page in (text(client.get("/")), text(c.get("/?q=retreat")), text(client.get("/r/II-B-09")), text(client.get("/nope"))):
        assert not re.search(r"<script(?![^>]*\bsrc=)", page), "inline script"
        assert "<style" not in page and not re.search(r"\sstyle=", page), "inline style"
        assert not re.search(r"\son[a-z]+=", page), "inline event handler"


# --- long questions -------------------------------------------------------------------------------

def test_a_long_question_in_the_url_is_cut_and_answered_with_a_note(idx):
    search = answering(idx)
    c = client_with(search)
    q = "does the damage reduction apply to self-damage? " * 50
    resp = c.get("/", query_string={"q": q, "lang": "en"})
    page = text(resp)
    assert resp.status_code == 200 and 'id="result-1"' in page
    assert f"only the first {MAX_QUESTION} were read" in page
    assert search.asked and all(len(a) <= MAX_QUESTION for a in search.asked)


def test_the_api_cuts_a_long_question_with_a_note(idx):
    search = answering(idx)
    c = client_with(search)
    resp = c.get("/api/ask", query_string={"q": "x" * 2000 + " retreat"})
    data = resp.get_json()
    assert resp.status_code == 200 and data["note"]["code"] == "question_cut"
    assert data["note"]["characters"] == 2008 and data["note"]["read"] == MAX_QUESTION
    assert len(search.asked[-1]) == MAX_QUESTION


# --- replays and boards --------------------------------------------------------------------------

def test_permalink_shows_every_scenarios_replay_with_its_board(client, corpus):
    data = client.get("/api/rulings/II-B-09").get_json()
    page = text(client.get("/r/II-B-09?lang=en"))
    sections = re.findall(r'<section class="replay".*?</section>', page, re.S)
    assert len(sections) == len(data["scenarios"]) >= 3
    for s in sections:
        svgs = re.findall(r'<svg class="bd"[^>]*role="img"[^>]*>.*?</svg>', s, re.S)
        assert len(svgs) == 2
        assert all("<title" in v and "<desc" in v for v in svgs)
        assert 'action="/whatif"' in s


def test_the_board_shows_hp_damage_tool_and_stadium(client):
    page = text(client.get("/r/II-B-09/faq-3?lang=en"))
    after = re.findall(r"<desc[^>]*>(.*?)</desc>", page)[1]
    assert "Stadium: Circhester Bath" in after and "damage 10" in after  # 战竞温泉 in English (the card table)
    page = text(client.get("/r/II-B-09/faq-1?lang=en"))
    before, after = re.findall(r"<desc[^>]*>(.*?)</desc>", page)[:2]
    # Names in the reader's language where the name table knows them (ゼニガメ, しんかのきせき).
    assert "Squirtle HP 60/60" in before and "Squirtle HP 30/60 damage 30" in after and "Tool Eviolite" in after


def test_the_answer_shows_the_chosen_scenario_and_what_it_proves(idx):
    chosen = "II-B-09/choice-helmet-does-not-reduce-self-damage"

    def search(q, lang, limit):
        answer = idx.ask(q, lang, limit)
        answer["results"][0] = {**answer["results"][0], "scenario": {"id": chosen, "proves": ["II-B-09/faq-2"], "verified": True}}
        answer["confidence"] = "high"
        return answer

    page = text(client_with(search).get("/", query_string={"q": "does the damage reduction apply to self-damage?", "lang": "en"}))
    art = first_article(page)
    assert "Growlithe with Choice Helmet uses Take Down" in art
    assert re.search(r'Proves: <a href="/r/II-B-09/faq-2\?lang=en" class="id">', art)
    assert art.count('<svg class="bd"') == 2 and f'value="{chosen}"' in art


# --- what-if -------------------------------------------------------------------------------------

def test_whatif_form_runs_without_javascript(client):
    resp = client.post("/whatif", data={"scenario": EVIOLITE, "lang": "en", "board.me.active.tool.effects.0.amount": "-10"})
    page = text(resp)
    assert resp.status_code == 200 and "<html" in page and "not checked against the guide" in page
    assert "Eviolite: amount: -20 → -10" in page  # the Tool named in the reader's language
    dl = re.search(r'<dl class="outcome".*?</dl>', page, re.S).group(0)
    assert "Player&#39;s Active Pokémon: damage</dt><dd>10<" in dl


def test_whatif_partial_is_the_run_alone(client):
    resp = client.post("/whatif?partial=1", data={"scenario": EVIOLITE, "lang": "ja", "board.opponent.active.hp": "30"})
    page = text(resp)
    assert resp.status_code == 200 and "<html" not in page and "もしも" in page
    assert "きぜつ" in page  # 30 damage knocks out a Pokémon with 30 HP


def test_whatif_coins(client):
    sid = next(s for s in client.get("/api/rulings/I-F").get_json()["scenarios"] if "asleep" in s)
    doc = client.get(f"/api/scenarios/{sid}").get_json()["document"]
    assert doc.get("coins"), sid
    flipped = " ".join("tails" if c == "heads" else "heads" for c in doc["coins"])
    page = text(client.post("/whatif?partial=1", data={"scenario": sid, "lang": "en", "coins": flipped}))
    assert f"Coins, in order (heads / tails): {' '.join(doc['coins'])} → {flipped}" in page
    flips = re.findall(r"coin flip \([^)]*\): (heads|tails)", page)
    assert flips and flips == flipped.split()[:len(flips)]


def test_whatif_bad_value_names_the_field(client):
    resp = client.post("/whatif", data={"scenario": EVIOLITE, "lang": "en", "board.me.active.hp": "lots"})
    assert resp.status_code == 400 and "board.me.active.hp" in text(resp)
    assert client.post("/whatif", data={"scenario": "nope", "lang": "en"}).status_code == 404


# --- POST /api/simulate ---------------------------------------------------------------------------

def scenario_doc(client, sid=EVIOLITE):
    return client.get(f"/api/scenarios/{sid}").get_json()["document"]


def test_simulate_with_expect_verifies(client):
    doc = scenario_doc(client)
    data = client.post("/api/simulate", json=doc).get_json()
    assert data["verified"] is True and data["outcome"] == doc["expect"] and data["trace"]
    doc["expect"]["me.active.damage"] = 20
    assert client.post("/api/simulate", json=doc).get_json()["verified"] is False


def test_simulate_with_only_an_expected_refusal_verifies_it(client):
    """An action's expect_refused is an expectation too: a refusal that does not happen fails."""
    doc = {"title": "t", "board": {"me": {"active": {"card": "A", "hp": 70, "attacks": [{"name": "hit", "damage": 30}]}},
                                   "opponent": {"active": {"card": "B", "hp": 60}}},
           "do": [{"attack": "hit", "expect_refused": "I-A-01"}]}
    data = client.post("/api/simulate", json=doc).get_json()
    assert data["what_if"] is False and data["verified"] is False and data["mismatches"]


def test_simulate_without_expect_is_a_whatif(client):
    doc = scenario_doc(client)
    del doc["expect"]
    doc["board"]["me"]["active"]["tool"]["effects"][0]["amount"] = -10
    data = client.post("/api/simulate", json=doc).get_json()
    assert data["verified"] is None and data["what_if"] is True
    assert data["outcome"]["me.active.damage"] == 10 and data["outcome"]["opponent.active.damage"] == 30
    assert data["board"]["before"]["opponent"]["active"]["damage"] == 0 and data["board"]["after"]["opponent"]["active"]["damage"] == 30


def test_simulate_reads_yaml(client):
    import yaml

    doc = scenario_doc(client)
    body = yaml.safe_dump(doc, allow_unicode=True)
    resp = client.post("/api/simulate", data=body.encode(), content_type="application/yaml")
    assert resp.status_code == 200 and resp.get_json()["verified"] is True


@pytest.mark.parametrize("body, field, words", [
    ("a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [" + ", ".join(["*a"] * 12) + "]\nc: [" + ", ".join(["*b"] * 12) + "]\n",
     "", "alias"),
    ("board: !!python/object:os.system {}\n", "", "tag"),
    ("title: !!binary aGk=\nboard: {me: {}, opponent: {}}\n", "", "tag"),
    ("board: {me: {active: {card: x, hp: -5}}, opponent: {}}\n", "board.me.active.hp", "greater than 0"),
    ("board: {me: {active: {card: x, hp: 60}}, opponent: {}}\nruleset: v9\n", "ruleset", ""),
    ("board: {me: {active: {card: x, hp: 60}}, opponent: {}}\ndo: [{fly: away}]\n", "do", ""),
    ("board: {me: {active: {card: x, hp: 99999}}, opponent: {}}\n", "board.me.active.hp", "at most"),
    ("- just\n- a list\n", "", "mapping"),
    ("board: [unclosed\n", "", "YAML"),
])
def test_simulate_errors_name_the_field(client, body, field, words):
    resp = client.post("/api/simulate", data=body.encode(), content_type="application/yaml")
    err = resp.get_json()["error"]
    assert resp.status_code == 400 and err["field"] == field and words in err["message"], err


def test_simulate_caps_actions_coins_and_size(client):
    doc = scenario_doc(client)
    many = {**doc, "do": [{"end_turn": {}}] * 41}
    assert client.post("/api/simulate", json=many).get_json()["error"]["field"] == "do"
    coins = {**doc, "coins": ["heads"] * 61}
    assert client.post("/api/simulate", json=coins).get_json()["error"]["field"] == "coins"
    big = json.dumps({**doc, "title": "x" * 70000})
    resp = client.post("/api/simulate", data=big, content_type="application/json")
    assert resp.status_code == 413 and resp.get_json()["error"]["code"] == "too_large"


def test_simulate_reports_a_run_error_at_its_action(client):
    doc = scenario_doc(client)
    doc["do"] = [{"attack": "no such attack"}]
    err = client.post("/api/simulate", json=doc).get_json()["error"]
    assert err["field"] == "do.0"


# --- the OpenAPI document ------------------------------------------------------------------------

def test_openapi_lists_every_api_route(client, app):
    doc = client.get("/api/openapi.json").get_json()
    assert doc["openapi"].startswith("3.")
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/"):
            continue
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)
        assert path in doc["paths"], path
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert method.lower() in doc["paths"][path], (path, method)


def test_pages_are_sent_compressed_to_a_browser_that_accepts_it(client):
    import gzip

    plain = client.get("/r/I-A-01").data
    packed = client.get("/r/I-A-01", headers={"Accept-Encoding": "gzip, deflate"})
    assert packed.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in packed.headers["Vary"]
    assert gzip.decompress(packed.data) == plain and len(packed.data) < len(plain) / 4
    assert "Content-Encoding" not in client.get("/r/I-A-01").headers


@pytest.mark.parametrize("body, words", [("{bad json", "not valid JSON"), ("[" * 30000 + "]" * 30000, "nests deeper"),
                                         ('{"a":' * 10000 + "1" + "}" * 10000, "nests deeper")])
def test_simulate_refuses_bad_and_deep_json(client, body, words):
    resp = client.post("/api/simulate", data=body, content_type="application/json")
    assert resp.status_code == 400 and words in resp.get_json()["error"]["message"]


def test_a_ruling_page_lists_each_part_a_faq_asks_with_its_answer(client, corpus):
    faq = corpus.get("II-C-04/faq-1")[1]
    for lang in ("en", "ja", "zh"):
        page = text(client.get(f"/r/II-C-04?lang={lang}"))
        for part in faq.parts:
            assert str(escape(localized(getattr(part.question, lang), lang))) in page
            assert str(escape(localized(getattr(part.short, lang), lang))) in page


def test_the_line_that_answers_is_strong_and_the_rest_escaped():
    app = create_app({"TESTING": True})
    strong = app.jinja_env.filters["strong"]
    assert str(strong("a <b> then <i>c</i>", "<i>c</i>")) == "a &lt;b&gt; then <strong>&lt;i&gt;c&lt;/i&gt;</strong>"
    assert str(strong("<x>", "")) == "&lt;x&gt;"


def test_a_ruling_page_says_each_faqs_verdict_once(client, corpus):
    """Under a FAQ's verdict (the badge), its line goes on without the verdict's word ("是" then "是。…"
    was a defect)."""
    for lang in ("en", "ja", "zh"):
        page = text(client.get(f"/r/II-B-09?lang={lang}"))
        faq = corpus.get("II-B-09/faq-1")[1]
        line = with_verdict_word(localized(getattr(faq.short, lang), lang), None, lang)
        assert f"<p>{escape(line)}</p>" in page
        assert str(escape(localized(getattr(faq.short, lang), lang))) not in page


@pytest.mark.parametrize("asked, spelled", [("i-a-03", "I-A-03"), ("ii-b-09/FAQ-1", "II-B-09/faq-1"), ("Ii-C-12", "II-C-12")])
def test_a_ruling_id_in_any_letter_case_is_the_ruling_on_the_api_and_the_pages(client, asked, spelled):
    assert client.get(f"/api/rulings/{asked}").get_json()["id"] == spelled
    page = client.get(f"/r/{asked}")
    assert page.status_code == 301 and page.headers["Location"] == f"/r/{spelled}"


def test_a_ruling_page_shows_its_first_replay_and_folds_the_others(client):
    data = client.get("/api/rulings/I-A-03").get_json()
    page = text(client.get("/r/I-A-03?lang=en"))
    folded = re.findall(r'<details class="replay-more"[^>]*><summary>(.*?)</summary>\s*<section class="replay"', page, re.S)
    assert len(data["scenarios"]) >= 10 and len(folded) == len(data["scenarios"]) - 1
    assert all("✔" in s for s in folded)
    assert '<details class="replay-more" open' not in page
    first = page.index('<section class="replay"')
    assert first < page.index('<details class="replay-more"') and "<h3>" in page[first:first + 200]


def test_a_ruling_page_orders_its_passages_with_the_readers_edition_first(client, corpus):
    faqs = re.findall(r'<div class="card" id="(II-B-07/faq-\d)"', text(client.get("/r/II-B-07?lang=zh")))
    editions = [corpus.get(f)[1].edition for f in faqs]
    assert editions == sorted(editions, key=lambda e: e != "zh-3.1") and editions[0] == "zh-3.1"
    assert [corpus.get(f)[1].edition for f in re.findall(r'<div class="card" id="(II-B-07/faq-\d)"',
                                                         text(client.get("/r/II-B-07?lang=ja")))][0] == "ja-2.2"
    zh = text(client.get("/r/I-A-05?lang=zh"))
    quotes = zh[zh.index('class="card secondary"'):]
    assert quotes.index("zh-3.1 <a") < quotes.index("ja-2.2 <a")
    ja = text(client.get("/r/I-A-05?lang=ja"))
    quotes = ja[ja.index('class="card secondary"'):]
    assert quotes.index("ja-2.2 <a") < quotes.index("zh-3.1 <a")
