"""The card table (``index/cards.tsv``): every Trainer, Special Energy, Ability and attack, its names
and texts in English, Japanese and Chinese, read lazily.

Loading reads the file once for its names only (one index of folded names to line offsets); a
card's texts are read from its line when it is asked for, so that a process holding the table keeps
a few megabytes, not the whole text. ``index/CARDS.md`` describes the columns and the sources.
"""

from __future__ import annotations

import bisect
import difflib
import os
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from rapidfuzz import fuzz, process

from judge.paths import ROOT

#: The table's columns, in file order (``scripts/cards.py`` writes them).
COLUMNS = ("id", "kind", "en", "ja", "zh_hans", "zh_hant", "text_en", "text_ja", "text_zh_hans", "text_zh_hant",
           "pokemon", "sets", "first", "source")
#: The card languages, as the table's columns name them.
LANGS = ("en", "ja", "zh_hans", "zh_hant")
#: Card kinds, Trainers and Special Energy first, in the order results list them.
KINDS = ("supporter", "item", "tool", "stadium", "special-energy", "ability", "attack", "poke-power", "poke-body",
         "pokemon-power", "ancient-trait")
#: Marks that make another card of the same name (Lysandre ◇ is not Lysandre): kept in a name's key.
MARKS = "◇☆"
#: A query longer than this is no card's name (the longest name is under 60 characters).
LONGEST = 100
#: A row's id, kind and four names (a data line: not a comment, not the header).
ROW_HEAD = re.compile(rb"^(?!#|id\t)([^\t\n]*)\t([^\t\n]*)\t([^\t\n]*\t[^\t\n]*\t[^\t\n]*\t[^\t\n]*)\t", re.M)
#: How close a spelling must be to a name to be offered (difflib's ratio).
CLOSE = 0.75


@dataclass(frozen=True)
class Card:
    """One row of the table."""

    id: str
    kind: str
    """``supporter``, ``item``, ``tool``, ``stadium``, ``special-energy``, ``attack``, ``ability``, or an older
    power (``poke-power``, ``poke-body``, ``pokemon-power``, ``ancient-trait``)."""
    names: dict[str, tuple[str, ...]]
    """Names by language (``en``, ``ja``, ``zh_hans``, ``zh_hant``), the most printed first."""
    texts: dict[str, str]
    """The text of the newest print in each language (line breaks kept)."""
    pokemon: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """For an attack or Ability: the Pokémon printing it, most printed first (``+N`` for N more)."""
    sets: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The sets printing it, per language, oldest first."""
    first: str = ""
    """The first release date known, ``YYYY-MM-DD``."""
    source: dict[str, str] = field(default_factory=dict)
    """Per language, where its name and text come from (see ``index/CARDS.md``)."""

    def name(self, lang: str) -> str | None:
        forms = self.names.get(lang) or ()
        return forms[0] if forms else None


@dataclass(frozen=True)
class Match:
    """A card found for a query, and how."""

    card: Card
    how: str
    """``exact`` (a name of the card, ignoring case, accents, kana and punctuation), ``within`` (the
    query holds the name, or the name holds the query) or ``close`` (a spelling near a name)."""
    form: str
    """The card's name that matched."""


KATAKANA = str.maketrans({chr(c): chr(c - 0x60) for c in range(0x30A1, 0x30F7)})
ACCENTS = re.compile("[\u0300-\u036f]")
NOT_KEY = re.compile(f"[^\\w\n{MARKS}]|_")


def keys(names: list[str]) -> list[str]:
    """Each name folded (NFKC, lower case, katakana as hiragana) without accents, spaces or
    punctuation (the marks ◇ ☆ kept): ``Pokémon Catcher`` and ``pokemon catcher`` are one key. All
    at once, in C: a table has thirty thousand names."""
    text = unicodedata.normalize("NFKC", "\n".join(n.replace("\n", " ") for n in names)).lower().translate(KATAKANA)
    text = unicodedata.normalize("NFC", ACCENTS.sub("", unicodedata.normalize("NFD", text)))
    return NOT_KEY.sub("", text).split("\n")


def key(name: str) -> str:
    return keys([name])[0]


def unescape(cell: str) -> str:
    return re.sub(r"\\(n|\\)", lambda m: "\n" if m.group(1) == "n" else "\\", cell)


def _split(cell: str) -> tuple[str, ...]:
    return tuple(unescape(v) for v in cell.split("|") if v) if cell else ()


def _by_lang(cell: str) -> dict[str, tuple[str, ...]]:
    """``en:A|B;ja:C`` → ``{"en": ("A", "B"), "ja": ("C",)}`` (sets use commas)."""
    out = {}
    for part in filter(None, cell.split(";")):
        lang, _, values = part.partition(":")
        out[lang] = tuple(v for v in re.split(r"[|,]", values) if v)
    return out


def parse(line: str) -> Card:
    cells = line.rstrip("\n").split("\t")
    if len(cells) != len(COLUMNS):
        raise ValueError(f"expected {len(COLUMNS)} columns, found {len(cells)}: {line[:80]!r}")
    row = dict(zip(COLUMNS, cells))
    source = dict(part.split("=", 1) for part in row["source"].split(";") if "=" in part)
    return Card(id=row["id"], kind=row["kind"], names={lang: _split(row[lang]) for lang in LANGS},
                texts={lang: unescape(row[f"text_{lang}"]) for lang in LANGS if row[f"text_{lang}"]},
                pokemon=_by_lang(row["pokemon"]), sets=_by_lang(row["sets"]), first=row["first"], source=source)


class CardTable:
    """The names of every card, by key, and each card's line, read when asked for."""

    def __init__(self, path: Path):
        self.path = path
        self.offsets: list[int] = []
        self.kinds: list[int] = []
        """Each row's place in :data:`KINDS` (the order results are listed in)."""
        self.rows: dict[str, int] = {}
        """A card's id → its row."""
        self.by_key: dict[str, list[int]] = {}
        """A name's key → the rows it names."""
        with open(path, "rb") as f:
            data = f.read()
        order = {k.encode(): i for i, k in enumerate(KINDS)}
        forms, rows = [], []
        for m in ROW_HEAD.finditer(data):  # one scan in C: the id, the kind and the four names of each row
            row = len(self.offsets)
            self.offsets.append(m.start())
            self.rows.setdefault(m.group(1).decode("utf-8"), row)
            self.kinds.append(order.get(m.group(2), len(order)))
            for form in m.group(3).decode("utf-8").replace("\t", "|").split("|"):
                if form:
                    forms.append(form)
                    rows.append(row)
        for form, row in zip(keys(forms), rows):
            found = self.by_key.setdefault(form, [])
            if row not in found:
                found.append(row)
        self.by_key.pop("", None)
        self._keys = list(self.by_key)
        """The keys, in the order of :attr:`_starts`."""
        self._joined = "\n" + "\n".join(self._keys) + "\n"
        """Every key between newlines, to find those holding a query in one pass."""
        self._starts = [0]
        for k in self._keys:
            self._starts.append(self._starts[-1] + len(k) + 1)
        """Where each key begins in :attr:`_joined` (after its newline), in the order of :attr:`by_key`."""
        self._script = {True: [k for k in self.by_key if k.isascii()], False: [k for k in self.by_key if not k.isascii()]}
        """The keys in Latin letters and the others (a close spelling is sought in the query's script)."""

    def __len__(self) -> int:
        return len(self.offsets)

    def card(self, row: int) -> Card:
        with open(self.path, "rb") as f:
            f.seek(self.offsets[row])
            return parse(f.readline().decode("utf-8"))

    def by_id(self, card_id: str) -> Card | None:
        """The card of an id (None for an id the table lacks)."""
        row = self.rows.get(card_id)
        return None if row is None else self.card(row)

    def find(self, query: str, limit: int = 8) -> list[Match]:
        """The cards a name matches: exact first (Trainers before attacks), then names holding the
        query or held by it, then close spellings; none for an empty or over-long query."""
        wanted = key(query or "")
        if not wanted or len(query) > LONGEST:
            return []
        exact = self.by_key.get(wanted)
        if exact:
            return self._matches(exact, "exact", wanted, limit)
        within = self._within(wanted)
        if within:
            return [m for k in within for m in self._matches(self.by_key[k], "within", k, limit)][:limit]
        close = difflib.get_close_matches(wanted, self._near(wanted), n=limit, cutoff=CLOSE)
        return [m for k in close for m in self._matches(self.by_key[k], "close", k, limit)][:limit]

    def _matches(self, rows: list[int], how: str, found: str, limit: int) -> list[Match]:
        out = []
        for row in sorted(rows, key=lambda r: self.kinds[r])[:limit]:
            card = self.card(row)
            form = next((f for lang in LANGS for f in card.names.get(lang, ()) if key(f) == found), found)
            out.append(Match(card, how, form))
        return out

    def _within(self, wanted: str) -> list[str]:
        """Keys holding the query (shortest first), or, for a query holding names, the longest of those."""
        if len(wanted) >= 3 and "\n" not in wanted:
            found = {self._keys[bisect.bisect_right(self._starts, m.start()) - 1] for m in re.finditer(re.escape(wanted), self._joined)}
            if found:
                return sorted(found, key=lambda k: (len(k), k))
        held = {wanted[i:j] for i in range(len(wanted)) for j in range(i + 3, len(wanted) + 1)} & self.by_key.keys()
        return sorted(held, key=lambda k: (-len(k), k))[:1]

    def _near(self, wanted: str, cutoff: float = CLOSE) -> list[str]:
        """Keys in the query's script that may be a close spelling of it: those rapidfuzz's ratio (twice
        the longest common subsequence over both lengths, never below difflib's) puts at ``cutoff`` or
        more, and of a length near the query's, for difflib to choose among (it is slow on all of them)."""
        low, high = len(wanted) * 0.6, len(wanted) / 0.6
        near = process.extract(wanted, self._script[wanted.isascii()], scorer=fuzz.ratio, score_cutoff=cutoff * 100, limit=None)
        return [k for k, _, _ in near if low <= len(k) <= high]


def table_file() -> Path:
    """The card table (committed): ``$JUDGE_CARDS`` or ``index/cards.tsv``."""
    return Path(os.environ.get("JUDGE_CARDS", ROOT / "index" / "cards.tsv"))


@lru_cache(maxsize=2)
def load(path: str | None = None) -> CardTable:
    """The card table, read once per process."""
    return CardTable(Path(path) if path else table_file())
