"""1,000 generated questions (mixed scripts, control characters, query syntax, huge inputs) through
GET /api/ask, the search page, `judge ask` and `judge ask -`: every one is answered or refused with
a message, never a 5xx, a traceback or a hang."""

import json
from urllib.parse import quote_from_bytes

import pytest
from fuzz import fuzz_settings, within
from hypothesis import given
from hypothesis import strategies as st

from judge.search.ask import MAX_QUESTION
from judge.search.question import cut_question

#: Pieces a question is made of: the guides' terms in three scripts, whoosh's and other engines'
#: query syntax, markup, control and invisible characters, odd widths and forms.
PIECES = ["こだわりメット", "にげる", "撤退", "伤害", "ダメージ", "retreat", "Eviolite", "weakness ×2", "II-B-09/faq-1",
          "title:", "id:II-B-09", "*", "?", "(", ")", "AND", "OR", "NOT", '"', "'", "~2", "^3", "\\", "{", "}", "[", "]",
          ":", "-", "+", "%", "%00", "&", "#", "/", "..", "<script>alert(1)</script>", '"><img src=x onerror=alert(1)>',
          "{{7*7}}", "${x}", "\u202e", "\ufeff", "\u200b", "\x00", "\x1b[31m", "\t", "\r\n", "\x7f", "\x85", "\u2028",
          "𝔘𝔫𝔦", "🃏", "ｶﾀｶﾅ", "ﾊﾞ", "Ⅱ", "①", "ß", "İ", "ﬁ", "e\u0301", "ㄅ", "한국어", "العربية", " " * 5, "。", "？", "！"]

fragments = st.one_of(st.sampled_from(PIECES), st.text(max_size=12))
mixed = st.lists(fragments, max_size=25).map("".join)
huge = st.builds(lambda piece, n: (piece * n)[: n * 4], st.sampled_from(["あ", "亜", "a", " ", "*(", "ダメージ", "\x00"]),
                 st.integers(MAX_QUESTION - 10, 20_000))
questions = st.one_of(mixed, mixed, huge, st.text(max_size=MAX_QUESTION + 20))
langs = st.sampled_from([None, "ja", "zh", "en", "", "xx", "EN", "ja\x00"])


@pytest.fixture(scope="module", autouse=True)
def warm_index():
    from judge.search.ask import open_index

    open_index().ask("こだわりメット 撤退 retreat")  # the first question opens the index: not a fuzzed one's time


def answered_or_refused(status: int, body: dict) -> None:
    assert status in (200, 400), (status, body)
    if status == 200:
        assert isinstance(body["results"], list) and body["lang"] in ("ja", "zh", "en")
    else:
        assert body["error"]["code"] and body["error"]["message"]


@fuzz_settings(400)
@given(q=questions, lang=langs)
def test_api_ask(client, q, lang):
    args = {"q": q} if lang is None else {"q": q, "lang": lang}
    res = within(client.get, "/api/ask", query_string=args)
    assert res.mimetype == "application/json"
    answered_or_refused(res.status_code, res.get_json())


@fuzz_settings(100)
@given(raw=st.binary(max_size=300))
def test_api_ask_raw_bytes(client, raw):
    """Bytes that are not UTF-8, percent-encoded into the URL as a client might send them."""
    res = within(client.get, "/api/ask?q=" + quote_from_bytes(raw))
    answered_or_refused(res.status_code, res.get_json())


@fuzz_settings(150)
@given(q=questions)
def test_search_page(client, q):
    res = within(client.get, "/", query_string={"q": q, "lang": "ja"})
    assert res.status_code == 200
    page = res.get_data(as_text=True)
    assert "Traceback" not in page and "<script>alert" not in page and "<img src=x" not in page


@fuzz_settings(200)
@given(q=questions)
def test_cli_ask(runner, q):
    out = within(runner.invoke, ["ask", "--json", "--", q])
    assert out.exit_code in (0, 2), out.output
    assert "Traceback" not in out.output
    answer = json.loads(out.stdout.rstrip("\n").split("\n")[-1])  # JSON Lines: \x85 or \u2028 may be inside a line
    if out.exit_code == 0:
        assert isinstance(answer["results"], list)
    else:
        assert answer["error"]["code"] in ("empty_question", "question_too_long")


one_line = st.lists(st.one_of(st.sampled_from([p for p in PIECES if "\n" not in p and "\r" not in p]),
                              st.text(alphabet=st.characters(blacklist_characters="\r\n", blacklist_categories=["Cs"]), max_size=12)),
                    max_size=10).map("".join)


@fuzz_settings(150)
@given(lines=st.lists(st.one_of(one_line, huge.map(lambda s: s.replace("\n", " "))), min_size=1, max_size=6))
def test_cli_ask_lines(runner, lines):
    """`judge ask -`: one JSON object per line in, in the same order, each an answer or an error."""
    out = within(runner.invoke, ["ask", "-"], input="\n".join(lines) + "\n")
    assert out.exit_code == 0, out.output
    rows = [json.loads(line) for line in out.stdout.rstrip("\n").split("\n")]
    assert len(rows) == len(lines)
    for row, line in zip(rows, lines):
        cut, length = cut_question(line)
        if "results" in row:  # a question over the cap is cut and answered, as on the web
            assert row["query"] == (cut if length else line) and bool(length) == ("note" in row)
        else:
            assert row["query"] == line
        assert "results" in row or row["error"]["code"] in ("empty_question", "question_too_long")
