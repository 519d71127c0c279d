"""Every one-line answer is a whole sentence: each sentence of every topic's summary (the lines a topic's
``short`` is chosen from), every topic's ``depends`` line, every FAQ's ``short`` and every FAQ part's,
in English, Japanese and Chinese.
Whole: its brackets and quotes closed, begun where a sentence begins (not mid-clause, not with a
closing bracket) and ended where one ends."""

from __future__ import annotations

import re

import pytest

from judge.corpus.load import load
from judge.lang.text import CLOSING, OPENING, sentences
from judge.search.answer import summary_lines

LANGS = ("en", "ja", "zh")
#: An English sentence begins with a capital, a digit, a quote or an edition id ("zh-3.1 adds …").
EN_START = re.compile(r"^([\"“(「]|[A-Z0-9]|(ja|zh|xy|sv)-\d)")
#: ... and not with a word that joins it to a sentence before it.
EN_JOINED = re.compile(r"^(And|Or|But|Which|Whose|Whereas)\b")
#: A Japanese or Chinese sentence does not begin with punctuation or a closing bracket.
CJK_JOINED = re.compile(r"^[、，。,.;；:：）)」』”】]")
END = re.compile(r"[.!?。！？][\"”」』）)]?$")
CJK_SPACE = re.compile(r"[\u3041-\u30ff\u4e00-\u9fff。、，「」（）] +[\u3041-\u30ff\u4e00-\u9fff。、，「」（）]")


def problems(line: str, lang: str) -> list[str]:
    """What keeps a line from being a whole sentence (empty when it is one)."""
    found = []
    stack: list[str] = []
    for ch in line:
        if ch in OPENING:
            stack.append(ch)
        elif ch in CLOSING:
            if not stack or OPENING[CLOSING.index(ch)] != stack[-1]:
                found.append(f"{ch!r} closes nothing opened")
                break
            stack.pop()
    if stack:
        found.append(f"{''.join(stack)!r} not closed")
    if line.count('"') % 2:
        found.append("a quote not closed")
    if lang == "en":
        if not EN_START.match(line) or EN_JOINED.match(line):
            found.append("begins mid-clause")
    elif CJK_JOINED.match(line):
        found.append("begins mid-clause")
    if not END.search(line):
        found.append("does not end as a sentence")
    if lang != "en" and CJK_SPACE.search(line):
        found.append("a space between two Japanese or Chinese characters")
    return found


def one_lines():
    for topic in load():
        for lang in LANGS:
            for line in summary_lines(getattr(topic.summary, lang) or ""):
                yield topic.id, lang, line
            if topic.depends:
                yield f"{topic.id} depends", lang, getattr(topic.depends, lang)
        for faq in topic.faqs:
            for lang in LANGS:
                yield faq.id, lang, getattr(faq.short, lang)
                for n, part in enumerate(faq.parts, 1):
                    yield f"{faq.id} part {n}", lang, getattr(part.short, lang)


def test_every_one_line_answer_is_a_whole_sentence():
    bad = [f"{rid} [{lang}] {'; '.join(p)}: {line}" for rid, lang, line in one_lines() if (p := problems(line, lang))]
    assert not bad, "\n".join(bad)


def test_the_lines_checked_cover_every_topic_and_faq_in_every_language():
    seen = {(rid.split(" ")[0], lang) for rid, lang, _ in one_lines()}
    corpus = load()
    ids = [t.id for t in corpus] + [f.id for t in corpus for f in t.faqs]
    assert {(rid, lang) for rid in ids for lang in LANGS} <= seen


@pytest.mark.parametrize("line, lang, why", [
    ("On the first player's first turn, or while Asleep).", "en", "closes nothing"),
    ('From your deck into your hand" has you look through the deck.', "en", "quote"),
    ("（ja-2.2 称后者为规则。", "zh", "not closed"),
    ("and it goes to the discard pile.", "en", "mid-clause"),
    ("」と書かれた効果は自動的にはたらく。", "ja", "closes nothing"),
    ("ダメージだけを 減らす効果ははたらかない。", "ja", "space"),
    ("The damage calculation's six steps", "en", "end"),
])
def test_a_fragment_is_caught(line, lang, why):
    assert any(why in p for p in problems(line, lang))


@pytest.mark.parametrize("text, lang, expected", [
    ("It can be used (e.g. on the first turn, or while Asleep). It ends.", "en",
     ["It can be used (e.g. on the first turn, or while Asleep).", "It ends."]),
    ('After an effect such as "put ... from your deck into your hand" has you look, shuffle. Then go on.', "en",
     ['After an effect such as "put ... from your deck into your hand" has you look, shuffle.', "Then go on."]),
    ("分为两种（ja-2.2 称后者为规则。两个版本的例子都包括弱点）。其余不变。", "zh",
     ["分为两种（ja-2.2 称后者为规则。两个版本的例子都包括弱点）。", "其余不变。"]),
    ("已知执行到 3. 也不会发生任何变化时，不能使用。", "zh", ["已知执行到 3. 也不会发生任何变化时，不能使用。"]),
    ("Damage comes in steps: the attack's damage; Weakness; Resistance. Then it is done.", "en",
     ["Damage comes in steps: the attack's damage; Weakness; Resistance.", "Then it is done."]),
])
def test_sentences_are_cut_whole(text, lang, expected):
    assert sentences(text) == expected
