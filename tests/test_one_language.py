"""One language per page: a question asked in Japanese, Simplified Chinese, Traditional Chinese or English
is answered, on the page, in the API's answer object and in the CLI, with no sentence of another
language, outside the guides' passages quoted as printed and the card names neither the name table
nor the card table knows; `judge sim --lang zh` likewise."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from rich.console import Console

from judge.cards.naming import name_in
from judge.engine.scenario.files import scenario_files
from judge.engine.scenario.runner import run
from judge.lang.text import JAPANESE_ONLY, SIMPLIFIED, traditional
from judge.terminal import answer_renderable, scenario_report
from judge.web.app import create_app

#: Questions of our own (none from the measured sets), by script: the page's language and script.
ASKED = {
    ("en", ""): ["does the damage reduction apply to self-damage?", "can i play two supporters in one turn",
                 "does choice helmet reduce recoil", "does a paralyzed pokemon get to retreat"],
    ("ja", ""): ["こだわりメット付いてたら反動ダメも減る?", "先攻の最初の番にサポート使える？", "マンキーの反動ダメージはスタジアムで減る？"],
    ("zh", ""): ["撤退能量减1的效果会叠加吗", "一回合能用两张支援者吗", "猴怪打自己的伤害会被竞技场减少吗"],
    ("zh", "Hant"): ["先攻第一回合能用支援者嗎", "撤退能量減1的效果會疊加嗎", "寶可夢剛進化同一回合可以再進化嗎"],
}
RULINGS = ["II-B-09", "II-B-09/faq-3", "I-B-03", "II-C-04", "I-E"]

KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff]")
HIRAGANA_RUN = re.compile(r"[\u3041-\u309f]{2,}")
KANA_NAME = re.compile(r"[\u3041-\u309f\u30a0-\u30ffー・]{2,}(?:[\u4e00-\u9fff]{1,2}(?=的|[，。、]|$))?")
CJK_RUN = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fffー・]+")
ENGLISH = re.compile(r"\b[A-Za-z][a-z'’]+(?: [A-Za-z][a-z'’]+){3,}")  # four English words in a row
VOID = {"input", "br", "img", "meta", "link", "hr", "source", "area", "col", "wbr"}


class Visible(HTMLParser):
    """A page's own text, one piece per text node, without what it quotes or names as printed: the
    guides' passages and citations, what declares a language of its own (an edition's passage, a name
    as printed beside its translation, the language switch), the question as asked and the page's title."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []
        self.open: list[tuple[str, bool]] = []  # (tag, quoted)

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        a = dict(attrs)
        quoted = (tag in ("blockquote", "title", "script", "style") or "lang" in a and tag != "html"
                  or bool(re.search(r"\b(passage|cite)\b", a.get("class") or "")))
        self.open.append((tag, quoted))

    def handle_endtag(self, tag):
        while self.open:
            if self.open.pop()[0] == tag:
                break

    def handle_data(self, data):
        if data.strip() and not any(q for _, q in self.open):
            self.pieces.append(data.strip())


def visible(page: str) -> list[str]:
    parser = Visible()
    parser.feed(page.split("<body>", 1)[-1])
    return parser.pieces


def unknown_name(run: str, lang: str) -> bool:
    """A name neither table writes in ``lang`` (left as printed): no sentence punctuation, short, and
    no name in ``lang`` that differs from it."""
    return not re.search(r"[、。！？，]", run) and len(run) <= 12 and name_in(run, lang) in (None, run)


def beside(text: str, lang: str) -> str:
    """The text without a printed name shown beside its name in ``lang`` ("卡蒂狗 (ガーディ)")."""
    return re.sub(r"(\S+) \(([^()]+)\)", lambda m: m[1] if (name_in(m[2], lang) or "\0") in m[1] else m[0], text)


def foreign(text: str, lang: str, script: str = "") -> list[str]:
    """The pieces of a text in another language than ``lang`` (and ``script``): empty when it is all one."""
    text, bad = beside(text, lang), []
    if lang == "en":
        bad += [r for r in CJK_RUN.findall(text) if not unknown_name(r, lang)]
    else:
        bad += ENGLISH.findall(text)
    if lang == "ja":
        bad += [r for r in re.findall(r"[\u4e00-\u9fff]{2,}", text)
                if any(c in SIMPLIFIED for c in r) and not any(c in JAPANESE_ONLY for c in r) and not unknown_name(r, lang)]
    if lang == "zh":  # a Japanese name the tables write in Chinese, or Japanese sentences (their particles)
        bad += [r for r in KANA_NAME.findall(text) if not unknown_name(r, lang)] + [r for r in HIRAGANA_RUN.findall(text) if len(r) > 6]
        if script == "Hant":
            bad += [r for r in CJK_RUN.findall(text) if traditional(r) != r]
    return bad


@pytest.fixture(scope="module")
def web():
    return create_app({"TESTING": True}).test_client()


CASES = [(lang, script, q) for (lang, script), qs in ASKED.items() for q in qs]


@pytest.mark.parametrize("lang, script, q", CASES)
def test_the_page_answers_in_the_language_asked(web, lang, script, q):
    page = web.get("/", query_string={"q": q}).get_data(as_text=True)
    assert f'<html lang="{lang}{"-" + script if script else ""}"' in page
    bad = [(piece, foreign(piece, lang, script)) for piece in visible(page) if foreign(piece, lang, script)]
    assert not bad, bad


@pytest.mark.parametrize("lang, script, q", CASES)
def test_the_answer_object_and_the_cli_answer_in_the_language_asked(idx, lang, script, q):
    a = idx.ask(q)
    assert a["lang"] == lang and a.get("script", "") == script
    own = [a["results"][0]["short"]] + [t for r in a["results"] for t in (r["answer"], r.get("question") or "", r["title"][lang])]
    own += [d["note"] for r in a["results"] for d in r["differences"]]
    own += [s["says"][lang] for r in a["results"] if r["scenario"] for s in r["scenario"]["trace"]]
    bad = [(t, foreign(t, lang, script)) for t in own if foreign(t, lang, script)]
    assert not bad, bad
    console = Console(record=True, width=120)
    cited_aside = [{**r, "citations": [], "differences": [{**d, "citation": "", "compared_citation": ""} for d in r["differences"]]}
                   for r in a["results"]]  # the passages and the documents' titles are quoted as printed
    console.print(answer_renderable({**a, "results": cited_aside}))
    printed = console.export_text()
    for line in printed.splitlines():
        assert not foreign(line.replace(q, ""), lang, script), line


@pytest.mark.parametrize("rid", RULINGS)
@pytest.mark.parametrize("lang", ["en", "ja", "zh", "zh-Hant"])
def test_a_ruling_page_is_in_its_language(web, rid, lang):
    page = web.get(f"/r/{rid}", query_string={"lang": lang}).get_data(as_text=True)
    base, _, script = lang.partition("-")
    bad = [(piece, foreign(piece, base, script)) for piece in visible(page) if foreign(piece, base, script)]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_judge_sim_words_its_report_in_its_language(lang):
    path = next(p for p in scenario_files() if p.name == "eviolite-reduces-self-damage.yaml")
    console = Console(record=True, width=160)
    console.print(scenario_report(run(path), lang))
    printed = console.export_text()
    for english in ("rule", "step", "before", "after", "verified", "expected", "engine", "guide:"):
        assert not re.search(rf"(?<![\w-]){re.escape(english)}(?![\w-])", printed), english
    assert not [line for line in printed.splitlines() if foreign(line, lang)]


def test_a_foreign_sentence_or_name_is_caught():
    assert foreign("Stadium: 战竞温泉", "en")                 # the card table knows Circhester Bath
    assert foreign("uses 猿猴殴打 and does 10", "en")          # Monkey Beatdown
    assert not foreign("uses きすうのまもり and does 10", "en")  # a name neither table knows stays
    assert foreign("The Helmet only cuts damage from the opponent", "ja")
    assert foreign("身上放有「こだわりメット」的卡蒂狗", "zh")      # 讲究头盔
    assert foreign("支援者卡每回合只能使用1张", "zh", "Hant")
    assert foreign("ガーディ「とっしん」自分にも20ダメージを受けるとき、その自分へのダメージ", "zh")
    assert not foreign("支援者卡每回合只能使用1張", "zh", "Hant")


@pytest.mark.parametrize("text, lang, want", [
    ("20 damage to Mewtwo V-UNION (超梦 V-UNION): 2 damage counters", "en", "20 damage to Mewtwo V-UNION: 2 damage counters"),
    ("自己的シルヴァディGX的特性", "zh", "自己的银伴战兽GX的特性"),
])
def test_a_name_with_a_long_suffix_is_turned_whole(text, lang, want):
    """A printed suffix is read whole (V-UNION, not V and a stray "-UNION"), so the name and its
    translation beside it become the one name."""
    from judge.cards.naming import localized

    got = localized(text, lang)
    assert got == want
