"""The card table (``index/cards.tsv``): every Trainer, Special Energy, Pokémon, Ability and attack,
its names and texts in English, Japanese and Chinese (a Pokémon's prints: HP, types, Weakness,
Resistance, Retreat Cost and the ids of its attacks' and Abilities' rows), read lazily.

Loading reads the file once for its names only (one index of folded names to line offsets); a
card's texts are read from its line when it is asked for, so that a process holding the table keeps
a few megabytes, not the whole text. ``index/CARDS.md`` describes the columns and the sources.

The index of names is kept in the user's cache folder (``$JUDGE_CACHE/cards``, else
``~/.cache/judge/cards``) with the stamp of the file it was read from (size, modification time,
inode): a process whose table has that stamp reads the index from there (a few hundredths of a
second) instead of scanning the file's 11 MB again (a fifth of a second); any other stamp, and it
is scanned and kept anew.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import os
import re
import tempfile
import time
import unicodedata
import weakref
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from judge.paths import ROOT

#: The table's columns, in file order (``scripts/cards.py`` writes them).
COLUMNS = ("id", "kind", "en", "ja", "zh_hans", "zh_hant", "text_en", "text_ja", "text_zh_hans", "text_zh_hant",
           "pokemon", "sets", "first", "source", "prints")
#: The card languages, as the table's columns name them.
LANGS = ("en", "ja", "zh_hans", "zh_hant")
#: Card kinds, Trainers and Special Energy first, in the order results list them.
KINDS = ("supporter", "item", "tool", "stadium", "special-energy", "pokemon", "ability", "attack", "poke-power", "poke-body",
         "pokemon-power", "ancient-trait")
#: Marks that make another card of the same name (Lysandre ◇ is not Lysandre): kept in a name's key.
MARKS = "◇☆"
#: A query longer than this is no card's name (the longest name is under 60 characters).
LONGEST = 100
#: A row's id, kind and four names (a data line: not a comment, not the header), after its line's
#: newline (a literal the scan skips to, four times as fast as a line start over a Pokémon's long lines).
ROW_HEAD = re.compile(rb"\n(?!#|id\t)([^\t\n]*)\t([^\t\n]*)\t([^\t\n]*\t[^\t\n]*\t[^\t\n]*\t[^\t\n]*)\t")
#: How close a spelling must be to a whole name to be offered as a near name: its edit distance
#: (Levenshtein) at most half the longer's length ("Gozmo" for Guzma: 2 of 5; "Nap" for Manaphy is 4 of 7).
CLOSE = 0.5
#: A run of Latin letters and what goes with them, or a run of other scripts: a query writing one
#: name in two scripts ("Guzma グズマ") names the card both name.
SCRIPT_RUN = re.compile(r"[\x00-\u024f\u1e00-\u1eff\u2018-\u2019]+|[^\x00-\u024f\u1e00-\u1eff\u2018-\u2019]+")


@dataclass(frozen=True)
class Card:
    """One row of the table."""

    id: str
    kind: str
    """``supporter``, ``item``, ``tool``, ``stadium``, ``special-energy``, ``pokemon``, ``attack``, ``ability``,
    or an older power (``poke-power``, ``poke-body``, ``pokemon-power``, ``ancient-trait``)."""
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
    prints: tuple[dict, ...] = ()
    """For a Pokémon: what each group of its prints prints, newest first: ``hp``, ``types``, ``stage``,
    ``weakness``, ``resistance``, ``retreat``, ``parts`` (``[row id, cost letters, damage]``), ``prints``
    (``lang:set number``) and ``date``."""

    def name(self, lang: str) -> str | None:
        forms = self.names.get(lang) or ()
        return forms[0] if forms else None


@dataclass(frozen=True)
class Match:
    """A card found for a query, and how."""

    card: Card
    how: str
    """``exact``: a name of the card, ignoring case, accents, kana and punctuation (or the same card
    named in two scripts, ``Guzma グズマ``). Nothing else is a match: a name holding the query is
    another name ("Nap" is no Manaphy)."""
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


@lru_cache(maxsize=32768)
def key(name: str) -> str:
    """One name's key (:func:`keys`), made once per process: reading a question for the cards it
    names takes the key of each run of its words, the same runs each time it is asked."""
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
                pokemon=_by_lang(row["pokemon"]), sets=_by_lang(row["sets"]), first=row["first"], source=source,
                prints=tuple(json.loads(row["prints"])) if row["prints"] else ())


#: Bytes read at a time for one row (most rows are shorter; a Pokémon's row of many prints is longer).
CHUNK = 8192


def read_line(fd: int, at: int) -> bytes:
    """The line of an open file starting at byte ``at`` (without reading the file's place: threads
    read rows at once)."""
    parts = []
    while True:
        part = os.pread(fd, CHUNK, at)
        end = part.find(b"\n")
        if end >= 0 or not part:
            parts.append(part if end < 0 else part[:end + 1])
            return b"".join(parts)
        parts.append(part)
        at += len(part)


class CardTable:
    """The names of every card, by key, and each card's line, read when asked for."""

    def __init__(self, path: Path):
        self.path = path
        self._fd = os.open(path, os.O_RDONLY)
        """The file as it was read: its rows are read through this (the same file, should the path be
        given another while the table is held: a checkout or a new build writes a new file)."""
        weakref.finalize(self, os.close, self._fd)
        stat = os.fstat(self._fd)
        stamp = [CACHE_VERSION, stat.st_size, stat.st_mtime_ns, stat.st_ino, stat.st_dev]
        kept = stat.st_size >= CACHED_FROM
        parsed = _kept_index(path, stamp) if kept else None
        if parsed is None:
            parsed = self._scan()
            if kept and time.time_ns() - stat.st_mtime_ns > RACY_NS:
                _keep_index(path, stamp, parsed)
        self.offsets: list[int] = parsed[0]
        """Each row's first byte in the file."""
        self.kinds: list[int] = parsed[1]
        """Each row's place in :data:`KINDS` (the order results are listed in)."""
        self.rows: dict[str, int] = parsed[2]
        """A card's id → its row."""
        self.by_key: dict[str, list[int]] = parsed[3]
        """A name's key → the rows it names."""

    def _scan(self) -> tuple[list[int], list[int], dict[str, int], dict[str, list[int]]]:
        """The index of names, read from the file: each row's offset and kind, the row of each id, the rows of each key."""
        offsets, kinds, ids, by_key = [], [], {}, {}
        with os.fdopen(os.dup(self._fd), "rb") as f:  # the same file: its rows are read later at their offsets
            data = b"\n" + f.read()  # each row after a newline; the offsets below count this one out
        order = {k.encode(): i for i, k in enumerate(KINDS)}
        forms, rows = [], []
        for m in ROW_HEAD.finditer(data):  # one scan in C: the id, the kind and the four names of each row
            row = len(offsets)
            offsets.append(m.start())  # the row's first byte in the file: its newline's place in ``data``
            ids.setdefault(m.group(1).decode("utf-8"), row)
            kinds.append(order.get(m.group(2), len(order)))
            for form in m.group(3).decode("utf-8").replace("\t", "|").split("|"):
                if form:
                    forms.append(form)
                    rows.append(row)
        for form, row in zip(keys(forms), rows):
            found = by_key.setdefault(form, [])
            if row not in found:
                found.append(row)
        by_key.pop("", None)
        return offsets, kinds, ids, by_key

    @cached_property
    def _script(self) -> dict[bool, list[str]]:
        """The keys in Latin letters and the others (a close spelling is sought in the query's script)."""
        return {True: [k for k in self.by_key if k.isascii()], False: [k for k in self.by_key if not k.isascii()]}

    def __len__(self) -> int:
        return len(self.offsets)

    def card(self, row: int) -> Card:
        return parse(read_line(self._fd, self.offsets[row]).decode("utf-8"))

    def by_id(self, card_id: str) -> Card | None:
        """The card of an id (None for an id the table lacks)."""
        row = self.rows.get(card_id)
        return None if row is None else self.card(row)

    def find(self, query: str, limit: int = 8) -> list[Match]:
        """The cards a name matches exactly (Trainers before Pokémon, Pokémon before attacks); none
        for an empty or over-long query, or one no card is named (:meth:`near` gives near names)."""
        wanted = key(query or "")
        if not wanted or len(query) > LONGEST:
            return []
        exact = self.by_key.get(wanted) or self._in_two_scripts(query)
        return self._matches(exact, "exact", wanted, limit) if exact else []

    def _in_two_scripts(self, query: str) -> list[int]:
        """The rows every script run of the query names exactly ("Guzma グズマ": card-guzma)."""
        runs = [k for k in keys(SCRIPT_RUN.findall(query)) if k]
        if len(runs) < 2 or any(k not in self.by_key for k in runs):
            return []
        common = set(self.by_key[runs[0]]).intersection(*(self.by_key[k] for k in runs[1:]))
        return sorted(common)

    def _matches(self, rows: list[int], how: str, found: str, limit: int) -> list[Match]:
        out = []
        for row in sorted(rows, key=lambda r: self.kinds[r])[:limit]:
            card = self.card(row)
            form = next((f for lang in LANGS for f in card.names.get(lang, ()) if key(f) == found), found)
            out.append(Match(card, how, form))
        return out

    def near(self, query: str, n: int = 3, cutoff: float = CLOSE) -> list[str]:
        """Names near a query no card is named, by edit distance on whole names in the query's script
        (never a name holding the query, nor one it holds): each as a card prints it, nearest first."""
        wanted = key(query or "")
        if not wanted or len(query) > LONGEST:
            return []
        found = process.extract(wanted, self._script[wanted.isascii()], scorer=Levenshtein.normalized_similarity,
                                score_cutoff=cutoff, limit=None)
        found.sort(key=lambda f: (-f[1], len(f[0]), f[0]))
        out = []
        for k, _, _ in found[:n]:
            card = self.card(self.by_key[k][0])
            out.append(next((f for forms in card.names.values() for f in forms if key(f) == k), k))
        return out


def table_file() -> Path:
    """The card table (committed): ``$JUDGE_CARDS`` or ``index/cards.tsv``."""
    return Path(os.environ.get("JUDGE_CARDS", ROOT / "index" / "cards.tsv"))


#: A table file this big or bigger keeps its index of names in the user's cache folder (a smaller one is
#: scanned as fast as its index is read).
CACHED_FROM = 1 << 20
#: Bump when what the kept index holds changes shape: an index kept by another version is scanned anew.
CACHE_VERSION = 1
#: A file modified this recently (ns) when it is scanned is not kept: a change within the file system's
#: clock tick, the same size, would leave the stamp as it was (git's "racily clean" files).
RACY_NS = 2_000_000_000


def cache_file(path: Path) -> Path:
    """Where the index of names of the table at ``path`` is kept: one file per table path."""
    folder = Path(os.environ.get("JUDGE_CACHE", Path.home() / ".cache" / "judge")) / "cards"
    return folder / (hashlib.blake2b(str(Path(path).resolve()).encode(), digest_size=12).hexdigest() + ".marshal")


def _kept_index(path: Path, stamp: list) -> tuple | None:
    """The index of names kept for the table at ``path``, if it was kept from a file of this stamp."""
    try:
        got = marshal.loads(cache_file(path).read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not (isinstance(got, tuple) and len(got) == 5 and got[0] == stamp):
        return None
    return got[1:]


def _keep_index(path: Path, stamp: list, parsed: tuple) -> None:
    """Keep the index of names for the next process (written whole, then renamed; nothing where the
    cache folder cannot be written)."""
    target = cache_file(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".cards-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(marshal.dumps((stamp, *parsed)))
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass


@lru_cache(maxsize=2)
def load(path: str | None = None) -> CardTable:
    """The card table, read once per process."""
    return CardTable(Path(path) if path else table_file())
