"""One name per language everywhere: every ruling page (each topic with its FAQs, examples, points and
replays), every scenario's replay as an answer carries it, ``judge show`` and the answer objects, in
English, Japanese, Simplified and Traditional Chinese, show each card, attack, Ability and Pokémon name
in the reader's language wherever the name table or the card table knows one: never a name of another
language the reader's has a name for, never the same name twice ("神奇糖果 (神奇糖果)"), never a name
glued to its translation. A name no table knows in the reader's language is shown as printed (on a
page marked with its language, which is how the guides' quoted passages are shown too: those are
left out, as printed, with their citation)."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from click.testing import CliRunner
from test_one_language import visible

from judge.cards.naming import localized, name_in
from judge.cards.table import load as load_table
from judge.cli import main
from judge.engine.scenario.files import scenario_files
from judge.engine.scenario.runner import run
from judge.lang.names import load as load_names
from judge.lang.text import SIMPLIFIED, fold, traditional
from judge.web.app import create_app

#: The reader's languages: the page's ``lang`` and the name table's columns of its names.
READERS = {"en": ("en",), "ja": ("ja",), "zh": ("zh_hans", "zh_hant"), "zh-Hant": ("zh_hant", "zh_hans")}
#: The same name twice, once in brackets ("火球鼠 (火球鼠)", "サイコショック (サイコショック)").
TWICE = re.compile(r"(?<![A-Za-z0-9])([^\s()（）]{2,}) ?[（(]\1[)）]")
CJK = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fffー・]+(?:GX|EX|ex|V|BREAK)?")
KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ffー・]{2,}(?:GX|EX|ex|V|BREAK)?")
QUOTED = re.compile(r"「([^「」]{1,30})」")
KANA_CHAR = re.compile(r"[\u3041-\u309f\u30a0-\u30ffー]")
LATIN = re.compile(r"^[\x00-\u024f]+$")


@lru_cache(maxsize=1)
def hans_only() -> frozenset[str]:
    """Characters a Traditional text never writes: those OpenCC writes otherwise in Traditional and no
    Traditional Chinese print of the card table writes (干 of 干擾 is Traditional too, 于 is not)."""
    table = load_table()
    seen: set[str] = set()
    with open(table.path, encoding="utf-8") as f:
        for line in f:
            cells = line.split("\t")
            if len(cells) > 9:
                seen.update(cells[5] + cells[9])
    return frozenset(c for c in SIMPLIFIED | set("于") if c not in seen and traditional(c) != c)


def wrong_names(text: str, reader: str) -> list[str]:
    """The names in a reader's text that are in another language than the reader's where the reader's
    has a name for them, and the names shown twice; empty when the text names everything its way."""
    lang = reader[:2]
    bad = [m[0] for m in TWICE.finditer(text)]
    table, folded = load_names(), fold(text)
    if len(folded) == len(text):  # positions of the folded text are the text's
        for m in table.find(folded):
            entity, shown = table.entity(m.entity_id), text[m.start:m.end]
            if _within_kana(text, m.start, m.end) or not any(getattr(entity, col) for col in READERS[reader]):
                continue
            own = {re.sub(r"[\s・·]", "", fold(f)) for col in READERS[reader] for f in getattr(entity, col)}
            if re.sub(r"[\s・·]", "", m.form) in own or _same_in(shown, lang):
                continue
            if (lang == "en" and not LATIN.match(shown)) or (lang == "zh" and KANA_CHAR.search(shown)) \
                    or (lang == "ja" and not KANA_CHAR.search(shown) and not LATIN.match(shown)):
                bad.append(shown)
    runs = CJK.findall(text) if lang == "en" else KANA.findall(text) if lang == "zh" else []
    runs += QUOTED.findall(text)
    bad += [r for r in runs if _foreign(r, lang)]
    if reader == "zh-Hant":
        bad += [c for c in text if c in hans_only()]
    return list(dict.fromkeys(bad))


def _within_kana(text: str, start: int, end: int) -> bool:
    """A kana name that is a piece of a longer kana word (ふきとばし of ふきとばしでんき)."""
    return bool(KANA_CHAR.match(text[start:start + 1]) and (start and KANA_CHAR.match(text[start - 1])
                                                              or KANA_CHAR.match(text[end:end + 1])))


def _same_in(name: str, lang: str) -> bool:
    """The name is written alike in the reader's language (a kanji name both scripts print)."""
    return name_in(name, lang) == name


def _foreign(name: str, lang: str) -> bool:
    """A name of another language that ``lang`` has a name for (in Chinese, in either script)."""
    got = name_in(name, lang)
    def bare(n: str) -> str:
        return re.sub(r"\s", "", fold(n))

    return bool(got) and bare(got) != bare(name) and not (lang == "zh" and bare(traditional(got)) in (bare(name), bare(traditional(name))))


def test_the_check_finds_what_readers_were_shown():
    """Each of these was shown (issue 38), and each is found; their right forms are not."""
    assert wrong_names("Mankey (猴怪) uses 猿猴殴打 and does 10 damage to itself", "en")
    assert wrong_names("With the Stadium 战竞温泉 in play", "en")
    assert wrong_names("身上放有「こだわりメット」的卡蒂狗", "zh")          # 讲究头盔
    assert wrong_names("对手：战斗宝可梦：エーフィEX HP 170/170", "zh")      # 太阳精灵EX
    assert not wrong_names("我方的巨熊宣告招式「ベアハッグ」", "zh")         # no Chinese name is known: as printed
    assert wrong_names("我方使用神奇糖果 (神奇糖果)", "zh")
    assert wrong_names("自分のヒトカゲ (小火龙)はワザを宣言する", "ja")
    assert wrong_names("我方將寶可夢道具放于傑尼龜身上", "zh-Hant")
    assert not wrong_names("Mankey uses Monkey Beatdown and does 10 damage to itself", "en")
    assert not wrong_names("With the Stadium Circhester Bath in play", "en")
    assert not wrong_names("自分のヒトカゲはワザを宣言する", "ja")
    assert not wrong_names("我方將寶可夢道具放於傑尼龜身上", "zh-Hant")


@pytest.fixture(scope="module")
def web():
    return create_app({"TESTING": True}).test_client()


@pytest.mark.parametrize("reader", list(READERS))
def test_every_ruling_page_names_every_card_in_its_readers_language(web, corpus, reader):
    """Every topic's page (its FAQs, examples, points, quoted cards and every replay with its board),
    in each reader's language, outside what is shown as printed and marked with its language."""
    bad = {}
    for rid in corpus.topics:
        page = web.get(f"/r/{rid}", query_string={"lang": reader}).get_data(as_text=True)
        page = re.sub(r'<details class="asks.*?</details>', "", page, flags=re.DOTALL)  # ways of asking: questions as typed
        for piece in visible(page):
            found = wrong_names(piece, reader)
            if found:
                bad.setdefault(rid, []).append((found, piece[:120]))
    assert not bad, bad


@pytest.fixture(scope="module")
def traces():
    return [(path.name, run(path)) for path in scenario_files()]


@pytest.mark.parametrize("reader", list(READERS))
def test_every_replay_names_every_card_in_its_readers_language(traces, reader):
    """Every step of every scenario as an answer words it (``judge ask`` and ``/api/ask``: the trace's
    words with the names the card table knows written in the reader's language; Traditional by OpenCC)."""
    lang, bad = reader[:2], {}
    for name, result in traces:
        for step in result.trace.steps:
            said = localized(step.to_json()["says"][lang], lang)
            said = traditional(said) if reader == "zh-Hant" else said
            found = wrong_names(said, reader)
            if found:
                bad.setdefault(name, []).append((found, said[:120]))
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_judge_show_names_every_card_in_the_language_asked(corpus, lang):
    """``judge show --lang``: its own words (titles, summaries, the FAQs' translations, points, the
    examples' cards) in the reader's language; the passages it quotes as printed are left out."""
    runner, bad = CliRunner(), {}
    for rid in ("II-B-09", "II-C-12", "I-B-02", "II-D-11", "II-E-14"):
        out = runner.invoke(main, ["show", rid, "--lang", lang], env={"COLUMNS": "400"}).output
        for line in out.splitlines():
            cells = [c.strip() for c in line.split("│")]
            line = cells[3] if len(cells) >= 6 else line.strip("│ ")  # the examples' rows: their card (the text is printed)
            if line.startswith(("「", "◆", "—", "【")) or _quoted(line, corpus, rid):
                continue
            found = wrong_names(line, lang)
            if found:
                bad.setdefault(rid, []).append((found, line[:120]))
    assert not bad, bad


def _quoted(line: str, corpus, rid: str) -> bool:
    """A line of a passage, FAQ or example the guide prints (shown as printed)."""
    topic = corpus.topics[rid]
    printed = [s.text for s in topic.sources] + [f.passage for f in topic.faqs]
    printed += [c.text or "" for e in topic.examples for c in e.cards]
    flat = re.sub(r"\s+", "", line)
    return any(flat and flat in re.sub(r"\s+", "", p) for p in printed)
