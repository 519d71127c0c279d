"""The phrase reader: a card's text read against the guides' phrases (``index/phrases.yaml``).

Part II of the guides is organised by the phrases card texts print (II-C-05 「相手のベンチポケモンを1匹
選び、バトルポケモンと入れ替える」, II-E-19 「●●する。その後、▲▲する」 …). :meth:`Reader.read` finds, in a
text in Japanese, Chinese (Simplified or Traditional) or English, each phrase it prints: the topic and
the span. :func:`normalise` is the form of a text the spans point into (and the form to show).
"""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from judge.lang.text import HAN, simplified
from judge.paths import ROOT

#: The reader's languages: Japanese, Chinese (read as Simplified) and English.
LANGS = ("ja", "zh", "en")
#: Shorthands the patterns use (see the head of index/phrases.yaml).
SHORTHANDS = {"{n}": r"\d+", "{P}": r"pok[eé]mon", "{x}": r"[^。.\n]{0,40}?", "{c}": r"[^。.,，\n]{0,30}?"}
CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
#: Japanese: the stem of a verb of the ichidan class ends in a kana of the e row (入れ替え, のせ, させ);
#: its ending follows (る, た, て, ない …). A phrase ending on the stem is marked to the end of its verb.
JA_STEM_END = set("えけげせぜてでねへべぺめれ")
JA_ENDING = re.compile(r"(られ)?(る|た|て|ない|ず|ます)")
#: A term Japanese and Chinese card text writes in lenticular brackets (a stage, a Special Condition, a type).
BRACKETED = re.compile(r"【[^】\n]{1,8}】")
#: Topics whose phrase is a general word (すべて "all", 持つ "has", a type) and topics whose phrase is a
#: term holding such a word (すべてのタイプのエネルギー, ルールを持つポケモン, 基本[炎]エネルギー): inside
#: the term, the word is the term's, not a phrase of its own.
GENERAL = {"II-D-03", "II-D-06", "II-D-07"}
TERMS = {"II-D-08", "II-D-18", "II-E-39"}
SPACE_IN_CJK = re.compile(f"(?<=[{CJK}0-9「」【】]) +(?=[{CJK}0-9「」【】])")


@dataclass(frozen=True)
class Hit:
    """One phrase found in a text."""

    topic: str
    """The Part II topic whose phrase it is (``II-C-05``)."""
    start: int
    end: int
    phrase: str
    """The text printed (``text[start:end]`` of the normalised text)."""


def normalise(text: str, lang: str) -> str:
    """A card text as the reader reads it: NFKC (half-width digits, brackets and signs), line breaks
    kept, no spaces between Chinese or Japanese characters, Chinese as Simplified."""
    lines = [unicodedata.normalize("NFKC", line).strip() for line in (text or "").split("\n")]
    out = "\n".join(SPACE_IN_CJK.sub("", re.sub(r"[ \t]+", " ", line)) for line in lines if line)
    if lang == "zh" and HAN.search(out):
        out = simplified(out)
    return out


def phrases_file() -> Path:
    """The phrases (committed): ``$JUDGE_PHRASES`` or ``index/phrases.yaml``."""
    return Path(os.environ.get("JUDGE_PHRASES", ROOT / "index" / "phrases.yaml"))


def expand(pattern: str) -> str:
    for short, regex in SHORTHANDS.items():
        pattern = pattern.replace(short, regex)
    return pattern


class Reader:
    """Every topic's phrases, compiled per language."""

    def __init__(self, data: dict):
        self.kinds: dict[str, str] = dict(data.get("kinds") or {})
        """The Part I topic of each kind of card or card part."""
        self.written: dict[str, list[tuple[str, str]]] = {lang: [] for lang in LANGS}
        """(topic, pattern) as written, per language."""
        for entry in data.get("phrases") or []:
            for lang in LANGS:
                self.written[lang] += [(entry["topic"], expand(p)) for p in entry.get(lang) or []]
        self._compiled: dict[str, list[tuple[str, re.Pattern]]] = {}

    @property
    def patterns(self) -> dict[str, list[tuple[str, re.Pattern]]]:
        """The compiled patterns of every language."""
        return {lang: self.compiled(lang) for lang in LANGS}

    def compiled(self, lang: str) -> list[tuple[str, re.Pattern]]:
        """A language's patterns, compiled when first read (a cold ``judge card`` reads one or two)."""
        if lang not in self._compiled:
            flags = re.IGNORECASE if lang == "en" else 0
            self._compiled[lang] = [(topic, re.compile(p, flags)) for topic, p in self.written[lang]]
        return self._compiled[lang]

    @property
    def topics(self) -> list[str]:
        return list(dict.fromkeys(t for lang in LANGS for t, _ in self.written[lang]))

    def read(self, text: str, lang: str) -> list[Hit]:
        """The phrases a normalised text prints, in text order: every span of every topic (a topic
        may print more than once), overlapping spans of different topics kept; each on whole words
        (:func:`whole_words`), and a general word inside another topic's term left to the term."""
        hits = []
        for topic, pattern in self.compiled(lang):
            for m in pattern.finditer(text):
                span = whole_words(text, m.start(), m.end(), lang)
                if span and span[1] > span[0]:
                    hits.append(Hit(topic, span[0], span[1], text[span[0]:span[1]]))
        terms = [h for h in hits if h.topic in TERMS]
        hits = [h for h in hits if not (h.topic in GENERAL and any(t.start <= h.start and h.end <= t.end for t in terms))]
        hits.sort(key=lambda h: (h.start, -h.end, h.topic))
        seen, out = set(), []
        for h in hits:  # one pattern inside another of the same topic shows once
            if not any(h.topic == o.topic and o.start <= h.start and h.end <= o.end for o in out):
                if (h.topic, h.start) not in seen:
                    seen.add((h.topic, h.start))
                    out.append(h)
        return out

    def topics_of(self, text: str, lang: str) -> list[str]:
        """The topics a text triggers, each once, in the order their first phrase is printed."""
        return list(dict.fromkeys(h.topic for h in self.read(normalise(text, lang), lang)))


def whole_words(text: str, start: int, end: int, lang: str) -> tuple[int, int] | None:
    """A match's span on whole words, or None when it is not a phrase of the language.

    English: a match starting inside a word is none (a word's tail is no phrase); one ending inside
    a word is marked to the word's end (the phrase's word inflected: Abilit → Abilities, Rule Box →
    Rule Boxes); a match printed all in capitals is a name's (EXP. ALL, ACE SPEC), not a rule word (HP, the
    one rule word printed in capitals, aside).
    Japanese: a match ending on the stem of an ichidan verb is marked to the end of its ending
    (入れ替え → 入れ替える). Japanese and Chinese: a term in 【】 (【1阶进化】, 【きぜつ】) is one word, so a
    match starting or ending inside it is marked over the whole term."""
    if lang == "en":
        if 0 < start < len(text) and text[start - 1].isalnum() and text[start].isalnum():
            return None
        while 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
            end += 1
        letters = [c for c in re.sub(r"\bHP\b", "", text[start:end]) if c.isalpha()]
        if len(letters) >= 2 and all(c.isupper() for c in letters):
            return None
    else:
        if lang == "ja" and end > start and text[end - 1] in JA_STEM_END:
            ending = JA_ENDING.match(text, end)
            if ending:
                end = ending.end()
        for bracket in BRACKETED.finditer(text):  # a bracketed term is one word: marked whole or not at all
            if bracket.start() < start < bracket.end():
                start = bracket.start()
            if bracket.start() < end < bracket.end():
                end = bracket.end()
    return start, end


@lru_cache(maxsize=2)
def load(path: str | None = None) -> Reader:
    """The reader of ``index/phrases.yaml``, once per process."""
    p = Path(path) if path else phrases_file()
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return Reader(yaml.load(p.read_text(encoding="utf-8"), Loader=loader))
