"""The phrase marks measured against a hand-checked sample (``tests/cards/phrase-sample.yaml``).

Each sample card gives its text as the reader reads it and every Part II phrase its wording truly
says, with the words that say it. A mark of the reader (:meth:`judge.cards.phrases.Reader.read`) is
right when the sample gives its topic on words its span overlaps and the mark starts and ends on
whole words: in English not between two letters or digits, in Japanese and Chinese not inside a term
in 【】 (【1阶进化】 is one word), in Japanese not inside a word of
SudachiPy's shortest unit (mode A), in Chinese not inside a word of jieba's dictionary (with the
card terms of :data:`ZH_TERMS`). A phrase of the sample
is found when a right mark of its topic overlaps its words. Precision is right marks over marks,
recall found phrases over phrases, per language, and per topic.

    python -m judge.cards.marks             # per language, then per topic
    python -m judge.cards.marks --wrong     # and each wrong mark and each phrase not found
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from judge.cards.phrases import Hit, Reader
from judge.cards.phrases import load as load_reader
from judge.paths import ROOT

SAMPLE = ROOT / "tests" / "cards" / "phrase-sample.yaml"
LANGS = ("en", "ja", "zh")


@dataclass(frozen=True)
class Phrase:
    topic: str
    words: str


@dataclass(frozen=True)
class SampleCard:
    id: str
    lang: str
    kind: str
    text: str
    phrases: tuple[Phrase, ...]

    def spans(self, phrase: Phrase) -> list[tuple[int, int]]:
        """Every place the phrase's words are printed."""
        return [(m.start(), m.end()) for m in re.finditer(re.escape(phrase.words), self.text)]


def sample(path: Path = SAMPLE) -> list[SampleCard]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [SampleCard(c["id"], c["lang"], c["kind"], c["text"],
                       tuple(Phrase(m["topic"], m["words"]) for m in c.get("marks") or [])) for c in data["cards"]]


@lru_cache(maxsize=4096)
def _token_bounds(text: str, lang: str) -> frozenset[int]:
    """The offsets between two words of a Japanese or Chinese text (its start and end included)."""
    bounds = {0, len(text)}
    at = 0
    if lang == "ja":
        from sudachipy import SplitMode  # lazily: only a measure of Japanese loads the tokenizer

        tok = _sudachi_a()
        for line in text.split("\n"):
            for m in tok.tokenize(line, SplitMode.A) if line else ():
                bounds.add(at + m.begin())
                bounds.add(at + m.end())
            at += len(line) + 1
            bounds.add(at - 1)
    else:
        for word in _jieba_zh().cut(text, HMM=False):
            bounds.add(at)
            at += len(word)
            bounds.add(at)
    return frozenset(bounds)


#: Words of Chinese card text jieba's own dictionary lacks or cuts otherwise (并重洗 is 并 + 重洗, not
#: 并重 "to weigh alike" + 洗): the terms the guides' phrases are printed with.
ZH_TERMS = ("重洗", "放回", "宝可梦", "能量", "牌库", "手牌", "弃牌区", "奖赏卡", "伤害指示物", "附于", "备战区", "战斗场",
            "备战宝可梦", "战斗宝可梦")


@lru_cache(maxsize=1)
def _jieba_zh():
    """A jieba of its own dictionary and :data:`ZH_TERMS`, cut without guessing new words (no HMM)."""
    import jieba  # lazily: jieba and its dictionary only for a measure of Chinese

    jieba.setLogLevel(60)
    tok = jieba.Tokenizer()
    cache = Path(os.environ.get("JUDGE_CACHE", Path.home() / ".cache" / "judge"))
    try:
        cache.mkdir(parents=True, exist_ok=True)
        tok.tmp_dir = str(cache)
    except OSError:
        pass
    for word in ZH_TERMS:
        tok.add_word(word, freq=200000)
    return tok


@lru_cache(maxsize=1)
def _sudachi_a():
    from sudachipy import Dictionary  # lazily: only a measure of Japanese loads the dictionary

    return Dictionary(dict="core").tokenizer()


def whole_words(text: str, start: int, end: int, lang: str) -> bool:
    """Whether a span starts and ends between words of its language."""
    if lang == "en":
        inside = lambda i: 0 < i < len(text) and text[i - 1].isalnum() and text[i].isalnum()  # noqa: E731
        return not inside(start) and not inside(end)
    bounds = _token_bounds(text, lang)
    inside = [(m.start(), m.end()) for m in re.finditer(r"【[^】\n]*】", text)]
    edge = lambda i: not any(a < i < b for a, b in inside) and (  # noqa: E731
        i in bounds or not text[i - 1].isalnum() or not text[i].isalnum())
    return edge(start) and edge(end)


@dataclass
class Tally:
    marks: int = 0
    right: int = 0
    phrases: int = 0
    found: int = 0

    @property
    def precision(self) -> float:
        return self.right / self.marks if self.marks else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.phrases if self.phrases else 1.0


@dataclass
class Report:
    langs: dict[str, Tally]
    topics: dict[str, Tally]
    wrong: list[tuple[SampleCard, Hit, str]]
    """Each wrong mark and why (``mid-word``, or ``not said``)."""
    missed: list[tuple[SampleCard, Phrase]]


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def measure(cards: list[SampleCard] | None = None, reader: Reader | None = None) -> Report:
    cards = sample() if cards is None else cards
    reader = reader or load_reader()
    langs = {lang: Tally() for lang in LANGS}
    topics: dict[str, Tally] = defaultdict(Tally)
    wrong, missed = [], []
    for card in cards:
        hits = reader.read(card.text, card.lang)
        right = []
        for hit in hits:
            said = any(p.topic == hit.topic and any(overlaps((hit.start, hit.end), s) for s in card.spans(p))
                       for p in card.phrases)
            whole = whole_words(card.text, hit.start, hit.end, card.lang)
            for tally in (langs[card.lang], topics[hit.topic]):
                tally.marks += 1
                tally.right += said and whole
            if said and whole:
                right.append(hit)
            else:
                wrong.append((card, hit, "mid-word" if said else "not said"))
        for p in card.phrases:
            found = any(h.topic == p.topic and any(overlaps((h.start, h.end), s) for s in card.spans(p)) for h in right)
            for tally in (langs[card.lang], topics[p.topic]):
                tally.phrases += 1
                tally.found += found
            if not found:
                missed.append((card, p))
    return Report(langs, dict(topics), wrong, missed)


def _topic_key(topic: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in topic.split("-"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m judge.cards.marks", description=__doc__.split("\n\n")[0])
    parser.add_argument("--wrong", action="store_true", help="list each wrong mark and each phrase not found")
    parser.add_argument("--sample", type=Path, default=SAMPLE)
    args = parser.parse_args(argv)
    cards = sample(args.sample)
    report = measure(cards)
    out = sys.stdout
    out.write(f"{len(cards)} cards of {args.sample.relative_to(ROOT) if args.sample.is_relative_to(ROOT) else args.sample}\n\n")
    out.write(f"{'lang':<6}{'cards':>6}{'marks':>7}{'right':>7}{'precision':>11}{'phrases':>9}{'found':>7}{'recall':>8}\n")
    every = Tally()
    for lang in LANGS:
        t = report.langs[lang]
        n = sum(c.lang == lang for c in cards)
        out.write(f"{lang:<6}{n:>6}{t.marks:>7}{t.right:>7}{t.precision:>11.3f}{t.phrases:>9}{t.found:>7}{t.recall:>8.3f}\n")
        every.marks += t.marks
        every.right += t.right
        every.phrases += t.phrases
        every.found += t.found
    out.write(f"{'all':<6}{len(cards):>6}{every.marks:>7}{every.right:>7}{every.precision:>11.3f}{every.phrases:>9}{every.found:>7}{every.recall:>8.3f}\n\n")
    out.write(f"{'topic':<9}{'marks':>6}{'right':>6}{'phrases':>8}{'found':>6}\n")
    for topic in sorted(report.topics, key=_topic_key):
        t = report.topics[topic]
        out.write(f"{topic:<9}{t.marks:>6}{t.right:>6}{t.phrases:>8}{t.found:>6}\n")
    if args.wrong:
        out.write("\nwrong marks:\n")
        for card, hit, why in report.wrong:
            out.write(f"  {card.lang} {card.id} {hit.topic} {why}: {card.text[max(0, hit.start - 12):hit.start]}[{hit.phrase}]{card.text[hit.end:hit.end + 12]}\n")
        out.write("\nphrases not found:\n")
        for card, p in report.missed:
            out.write(f"  {card.lang} {card.id} {p.topic}: {p.words}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
