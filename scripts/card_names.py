"""Which of the card table's names join the name table (``scripts/names.py``, ``index/NAMES.md``).

A card's name in a question is one token linked across languages, and its words never read as rule
terms. A name that reads as an ordinary word would hide that word instead: such names are left
out, each with the reason :meth:`NameFilter.note` gives (the generator prints them).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from functools import lru_cache

from judge.lang.text import fold

KANA_NAME = re.compile(r"[\u30a0-\u30ffー]+")
HAN_NAME = re.compile(r"[\u4e00-\u9fff]+")
#: A Chinese name this frequent in jieba's dictionary is an everyday word first (工人, 裁判, 气球).
COMMON_CHINESE = 200


def common_chinese(word: str) -> bool:
    return (_jieba_dictionary().get(word) or 0) >= COMMON_CHINESE


@lru_cache(maxsize=1)
def _jieba_dictionary() -> dict[str, int]:
    """jieba's own dictionary, in a tokenizer of its own: the search adds its terms to the shared one."""
    import jieba  # the search's tokenizer, loaded only when the table is built

    jieba.setLogLevel(logging.ERROR)
    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    return tokenizer.FREQ


def kana_pieces(texts: list[str], names: list[str], known: set[str]) -> dict[str, str]:
    """Katakana names the texts print, once folded, as a piece of another word: in hiragana
    (マクワ in ばらまくわざ) or inside a longer katakana word (ルチア in マルチアダプタ), where no longer
    name of ``known`` (folded) covers it (リサイクル in エネルギーリサイクル is that card's name); each
    with the words it was found in."""
    wanted = {fold(n): n for n in names if KANA_NAME.fullmatch(n) and len(fold(n)) >= 3}
    longer = {key: [k for k in known if key in k and len(k) > len(key)] for key in wanted}
    out: dict[str, str] = {}
    for text in texts:
        plain = unicodedata.normalize("NFKC", text)
        folded = fold(plain)
        if len(folded) != len(plain):
            continue
        for key, name in wanted.items():
            for i in _occurrences(folded, key):
                end = i + len(key)
                if any(0 <= folded.find(k, max(0, end - len(k))) <= i for k in longer[key]):
                    continue  # inside a longer name: the matcher takes that one
                if plain[i:end] != name or _inside_a_word(plain, i, len(key)):
                    out.setdefault(name, plain[max(0, i - 4):end + 4].strip())
    return out


def _occurrences(text: str, piece: str):
    start = text.find(piece)
    while start >= 0:
        yield start
        start = text.find(piece, start + 1)


def _script(c: str) -> str:
    if "\u30a0" <= c <= "\u30ff":
        return "katakana"
    return "han" if "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" else "other"


def _inside_a_word(text: str, start: int, size: int) -> bool:
    """Whether the piece at ``start`` continues a run of katakana or Chinese characters of the text
    on either side (ベル of レベル): a part of another word, not a name standing alone."""
    end = start + size
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return (_script(before) != "other" and _script(before) == _script(text[start])) or \
        (_script(after) != "other" and _script(after) == _script(text[end - 1]))




class NameFilter:
    """The corpus's words, to tell a card's name from an ordinary word."""

    def __init__(self, corpus, words: set[str], known: set[str], ja_names: list[str]):
        self.corpus = corpus
        self.words = words
        """Folded forms of the rule terms of index/terms.yaml."""
        self.ordinary = self.ordinary_english()
        self.kana_pieces = kana_pieces(self.corpus_texts(), ja_names, known | {fold(n) for n in ja_names})

    def note(self, form: str) -> str | None:
        """Why a card table name is no name in a question, or None: a rule term (Switch is the
        verb), an English word the corpus writes in lower case, two kana (once folded, a piece of
        many words), a katakana name the corpus prints as a piece of another word, or an everyday
        Chinese word."""
        folded = fold(form)
        if folded in self.words:
            return "is a rule term of index/terms.yaml"
        if " " not in form and form.isascii() and folded in self.ordinary:
            return "is an English word the corpus writes in lower case"
        if KANA_NAME.fullmatch(form) and len(folded) <= 2:
            return "is two kana: a piece of many words once folded (ベル of 選べる, カイ of かいて)"
        if form in self.kana_pieces:
            return f"is a piece of a word of the corpus ({self.kana_pieces[form]})"
        if HAN_NAME.fullmatch(form) and len(form) <= 3 and common_chinese(form):
            return "is a common Chinese word (jieba's dictionary)"
        return None

    def ordinary_english(self) -> set[str]:
        """The words the corpus's English writes in lower case: its titles, summaries and FAQs
        (not the asks, written as players type, "who chooses for guzma?")."""
        texts = []
        for topic in self.corpus:
            texts += [topic.title.en, topic.summary.en or ""]
            texts += [t for f in topic.faqs for t in (f.question.en, f.answer.en)]
        return set(re.findall(r"(?<![A-Za-z])[a-z][a-z'\-]+", " ".join(str(t) for t in texts)))

    def corpus_texts(self) -> list[str]:
        """The corpus's Japanese and Chinese: passages, asks, FAQs."""
        texts = []
        for topic in self.corpus:
            texts += [t for s in topic.sources for t in (s.heading, s.text)] + topic.asks.ja + topic.asks.zh
            texts += [t for f in topic.faqs for t in (f.question.ja, f.question.zh, f.answer.ja, f.answer.zh, f.passage) if t]
        return texts
