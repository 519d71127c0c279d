"""The trilingual term dictionary (``index/terms.yaml``): the game's terms and card names in
Japanese, Chinese and English. A term found in any language becomes one concept token, so an
English question meets a Japanese or Chinese passage on the same concept."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from judge.corpus.safeyaml import SAFE_LOADER
from judge.lang.text import fold, prefold
from judge.paths import terms_file


@dataclass(frozen=True)
class Match:
    concept: str
    start: int
    end: int
    form: str


class TermDictionary:
    """Concepts by id, and a longest-match matcher over every folded form."""

    def __init__(self, entries: list[dict]):
        self.forms: dict[str, str] = {}
        self.by_id: dict[str, dict] = {}
        self.cased: dict[str, dict[str, str]] = {}
        """A folded form two terms share, written apart only by case ("ポケモンex", today's Pokémon ex;
        "ポケモンEX", the XY era's Pokémon-EX): each term by its form as written (:meth:`as_written`)."""
        written: dict[str, str] = {}
        for entry in entries:
            self.by_id[entry["id"]] = entry
            for lang in ("en", "ja", "zh"):
                for form in entry.get(lang, []) or []:
                    key = fold(str(form))
                    if len(key) < 2:  # one character alone (水, 超) matches too much
                        continue
                    if key not in self.forms:
                        self.forms[key], written[key] = entry["id"], prefold(str(form))
                    elif self.forms[key] != entry["id"] and prefold(str(form)) != written[key]:
                        self.cased.setdefault(key, {written[key]: self.forms[key]})[prefold(str(form))] = entry["id"]
        # An English compound is typed with its hyphen or a space ("self damage"): the spaced form
        # too, where no term has it as its own ("Pokémon ex" is not Pokémon-EX).
        for key, concept in list(self.forms.items()):
            if "-" in key and _latin(key):
                spaced = key.replace("-", " ")
                if self.forms.setdefault(spaced, concept) != concept and spaced in written:
                    self.cased.setdefault(spaced, {written[spaced]: self.forms[spaced]})[written[key].replace("-", " ")] = concept
        # The guides write to the player ("your turn", "your Bench"); a player asking writes of their
        # own ("my turn", "on my Bench"), as Japanese 自分の番 and Chinese 自己的回合 say both: the form
        # with "my" too, where no term has it as its own.
        for key, concept in list(self.forms.items()):
            if _latin(key) and YOUR.search(key):
                self.forms.setdefault(YOUR.sub("my", key), concept)
        # One-character-off neighbours of the CJK forms ("撤推" for 撤退, "竟技场" for 竞技场): typos.
        self.neighbours: dict[str, str] = {}
        for form, concept in self.forms.items():
            # A count ("放4张", "贴几张") one character off is another count or another verb, no typo;
            # so is a Chinese way of asking (怎么让 "how to make": 怎么处理 asks how something is handled).
            if 2 <= len(form) <= 6 and not _latin(form) and not COUNTED.search(form) and QUESTION_WORDS.isdisjoint(form):
                for i in range(len(form)):
                    self.neighbours.setdefault(form[:i] + "?" + form[i + 1:], concept)
        # Longest match by lookup: forms grouped by their first character, longest length first.
        self.lengths: dict[str, list[int]] = {}
        for form in self.forms:
            self.lengths.setdefault(form[0], []).append(len(form))
        for first, lens in self.lengths.items():
            self.lengths[first] = sorted(set(lens), reverse=True)

    def state(self) -> tuple:
        """What the dictionary holds, as plain data (:mod:`marshal` writes it; a build keeps its own)."""
        return self.by_id, self.forms, self.neighbours, self.lengths, self.cased

    @classmethod
    def from_state(cls, state: tuple) -> "TermDictionary":
        """The dictionary of a :meth:`state`, as it was made (without folding its forms again)."""
        out = cls.__new__(cls)
        out.by_id, out.forms, out.neighbours, out.lengths, out.cased = state
        return out

    def find(self, folded: str) -> list[Match]:
        """Non-overlapping matches that cover the most of the text, the longer form first where two
        cover as much ("the bench limit" is "the" and Bench limit, not "the bench" and "limit");
        Latin forms only as whole words."""
        n = len(folded)
        forms, lengths = self.forms, self.lengths
        # at[i]: the forms that match at i, as lengths; best[i]: the most text matches cover from i on.
        at = [[length for length in lengths.get(folded[i], ())
               if i + length <= n and folded[i:i + length] in forms and (not _latin(folded[i:i + length]) or _word_edges(folded, i, i + length))]
              for i in range(n)]
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            best[i] = max([best[i + 1]] + [length + best[i + length] for length in at[i]])
        out, i = [], 0
        while i < n:
            length = next((x for x in at[i] if x + best[i + x] == best[i]), 0)  # longest first
            if length:
                out.append(Match(forms[folded[i:i + length]], i, i + length, folded[i:i + length]))
                i += length
            else:
                i += 1
        return out

    def as_written(self, match: "Match", written: str) -> str:
        """The term a match is, read from the text as written (``written``: its span before folding):
        of two terms whose forms differ only in case, the one written so; else the match's."""
        cased = self.cased.get(match.form)
        return cased.get(written, match.concept) if cased else match.concept

    def near(self, run: str, sizes: tuple[int, ...] = (4, 3)) -> list[str]:
        """Concepts one character away from a window of a CJK run the dictionary did not match."""
        found = []
        for size in sizes:
            for start in range(len(run) - size + 1):
                window = run[start:start + size]
                if BEFORE_OR_AFTER.search(window):  # 攻击前 is not 攻击后 (nor 攻击完) misspelt: no typo
                    continue
                for i in range(size):
                    if window[i] in SAYS_HOW:  # 可以使用 is not 再使用 ("use again") misspelt
                        continue
                    concept = self.neighbours.get(window[:i] + "?" + window[i + 1:])
                    if concept and concept not in found:
                        found.append(concept)
        return found

    def with_broader(self, concepts) -> set[str]:
        """The concepts and each one's broader concept (Poisoned: Special Conditions too)."""
        out = set(concepts)
        out.update(b for c in concepts if (b := self.by_id.get(c, {}).get("broader")))
        return out

    def forms_of(self, concept: str, lang: str) -> list[str]:
        return list(self.by_id.get(concept, {}).get(lang, []) or [])

    def jieba_words(self) -> list[str]:
        return [f for e in self.by_id.values() for f in (e.get("zh") or [])]


LATIN = re.compile(r"[a-z0-9 '\-\.]+")
#: "your" in an English form (folded: lower case), read as "my" too.
YOUR = re.compile(r"\byour\b")
COUNTED = re.compile(r"[0-9几两]")
BEFORE_OR_AFTER = re.compile(r"[前后後]")
#: Characters that say whether, how often or if at all (can, again, not): a question's character of
#: these is never read as a typo for another, whose meaning it would turn.
SAYS_HOW = frozenset("可以能会再又不没無无")
#: Chinese question words (how, what, which, who): a form holding one is a way of asking, and one
#: character off it is another question, not a typo.
QUESTION_WORDS = frozenset("怎么什哪谁")


def _latin(form: str) -> bool:
    return bool(LATIN.fullmatch(form))


def _word_edges(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())


@lru_cache(maxsize=4)
def load(path: str | None = None) -> TermDictionary:
    p = Path(path) if path else terms_file()
    entries = yaml.load(p.read_text(encoding="utf-8"), Loader=SAFE_LOADER) if p.exists() else []
    return TermDictionary(entries or [])
