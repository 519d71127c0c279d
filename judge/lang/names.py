"""The trilingual name table (``index/names.tsv``): every Pokémon species, and every card, attack
and Ability name the corpus knows, in English, Japanese and Chinese (Simplified and Traditional).

One row is one named thing. A Pokémon card whose name is a species name with a mark or a region
(ルカリオGX, 百变怪◇, Alolan Muk) is a ``card`` row linked to its species, so a question naming
バルキー, Tyrogue or 巴尔郎 meets the same entity, and ルカリオGX meets both the card and Lucario.
:meth:`NameTable.find` finds the names in text folded by :func:`judge.lang.text.fold`, keeping
a name one piece (a tokenizer would split バルキー or トゲキッス into unrelated words).
``index/NAMES.md`` says where the names come from and how the table is regenerated.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import re
import threading
import unicodedata
from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from judge.lang.text import fold
from judge.paths import ROOT

#: The table's columns, in file order.
COLUMNS = ("id", "kind", "en", "ja", "zh_hans", "zh_hant", "species", "dex", "category", "of",
           "source", "known", "corpus_count")
#: Entity kinds.
KINDS = ("species", "card", "attack", "ability")
#: Separator of several forms (or ids) in one cell; the first form is the one to display.
SEP = "|"
#: ``lang`` arguments and the columns they read (``zh`` is Simplified Chinese).
LANG_COLUMNS = {"en": "en", "ja": "ja", "zh": "zh_hans", "zh_hans": "zh_hans", "zh_hant": "zh_hant"}

#: Folded names that are also pieces of ordinary Japanese (folding writes katakana as hiragana,
#: so サナ meets the さな of 出さない). They match only when they stand alone: at an end of the
#: text or beside a space, punctuation or a bracket (「サナ」, サナ?), never inside a run of
#: letters. Found by running the matcher over the guides, the corpus, the terms and the question
#: sets (``found``), or known to be common words (``word``).
STANDALONE_ONLY: dict[str, str] = {
    "さな": "found: Shauna (サナ) inside 出さなくては, 渡さない",
    "らった": "found: Raticate (ラッタ) inside もらった, 食らった, エラッタ",
    "からなくし": "found: Shellos (カラナクシ) inside わからなくして",
    "さんだー": "found: Zapdos (サンダー) inside the attack name サンダーボルト",
    "めての": "word: Minior (メテノ) inside 初めての",
    "たまたま": "word: Exeggcute (タマタマ) is the adverb たまたま, by chance",
    "たぶんね": "word: Audino (タブンネ) is たぶんね, probably",
    "いりま": "word: Ilima (イリマ) inside いります, はいりません",
}
#: Folded names never matched: English names that the corpus uses as ordinary words.
NEVER: dict[str, str] = {
    "recover": "found: the attack Recover is the verb in 'recover their HP'",
}


@dataclass(frozen=True)
class Entity:
    """One row of the name table."""

    id: str
    """``pkmn-<english-name>`` for species and Pokémon cards (the ids of ``index/terms.yaml``),
    ``card-…`` for Trainer and Energy cards, ``atk-…`` for attacks, ``abl-…`` for Abilities."""
    kind: str
    """``species``, ``card``, ``attack`` or ``ability``."""
    en: tuple[str, ...] = ()
    """English forms, the official name first."""
    ja: tuple[str, ...] = ()
    """Japanese forms as printed (katakana kept), the official name first."""
    zh_hans: tuple[str, ...] = ()
    """Simplified Chinese forms, the official name first."""
    zh_hant: tuple[str, ...] = ()
    """Traditional Chinese forms (the package's names of species; the card table's of Trainers and Special Energy)."""
    species: tuple[str, ...] = ()
    """The species a card is (two for a TAG TEAM); a species row names itself."""
    dex: int | None = None
    """National Pokédex number of a species."""
    category: str = ""
    """What kind of card the corpus quotes it as (``pokemon``, ``tool``, ``item``, ``supporter``,
    ``stadium``, ``special-energy``); empty for a species no card in the corpus is of."""
    of: tuple[str, ...] = ()
    """For an attack or Ability: the cards (entity ids) the corpus quotes it on."""
    source: tuple[str, ...] = ()
    """Where the names come from: ``pokemon@3.3.1`` (the npm package), ``terms``
    (``index/terms.yaml``), ``corpus`` (card lists of rulings/topics), ``known`` (an official name
    the corpus does not print, added by hand), ``cards`` (the card table, ``index/cards.tsv``)."""
    known: tuple[str, ...] = ()
    """The languages (``en``, ``ja``, ``zh_hans``) whose forms were added as ``known``."""
    corpus_count: int = 0
    """How many corpus documents (topics, FAQs, examples) mention the entity in any of its forms
    (a species counts the documents naming any of its cards too)."""

    def forms(self, lang: str) -> tuple[str, ...]:
        return getattr(self, LANG_COLUMNS[lang])

    def all_forms(self) -> tuple[str, ...]:
        return self.en + self.ja + self.zh_hans + self.zh_hant


@dataclass(frozen=True, slots=True)
class NameMatch:
    """One name found in folded text."""

    start: int
    end: int
    entity_id: str
    kind: str
    form: str
    """The folded form that matched (``folded[start:end]``)."""
    species: tuple[str, ...] = field(default=())
    """The species the entity is or is a card of (empty for attacks, Abilities, Trainers)."""


class NameTable:
    """Entities by id, and a longest-match matcher over every folded form and its spellings."""

    def __init__(self, entities: Iterable[Entity], standalone_only: dict[str, str] | None = None):
        self.by_id: dict[str, Entity] = {}
        self.form_ids: dict[str, str] = {}
        """Folded form (and spelling variant) → entity id; the first entity to claim a form keeps it."""
        self.standalone_only = frozenset(STANDALONE_ONLY if standalone_only is None else standalone_only)
        for entity in entities:
            self.by_id[entity.id] = entity
        owners = [entity.id for entity in self.by_id.values() for _ in entity.all_forms()]
        folded = fold_all([form for entity in self.by_id.values() for form in entity.all_forms()])
        # Printed forms first, spelling variants after: a variant never takes a printed form.
        for form, owner in zip(folded, owners):
            self._claim(form, owner)
        for form, owner in zip(folded, owners):
            if SPELLED.search(form):
                for variant in spellings(form):
                    self._claim(variant, owner)
        # Longest match by lookup: the lengths of the forms sharing their first two characters.
        prefixes: dict[str, set[int]] = {}
        for form in self.form_ids:
            prefixes.setdefault(form[:2], set()).add(len(form))
        self.lengths: dict[str, tuple[int, ...]] = {p: tuple(sorted(ls, reverse=True)) for p, ls in prefixes.items()}

    def state(self) -> tuple:
        """What the table holds, as plain data (:mod:`marshal` writes it): each entity's fields, the
        forms' owners, the names that must stand alone, the lengths of the forms by first characters."""
        return ([tuple(getattr(e, f.name) for f in fields(Entity)) for e in self.by_id.values()], self.form_ids,
                sorted(self.standalone_only), self.lengths)

    @classmethod
    def from_state(cls, state: tuple) -> "NameTable":
        """The table of a :meth:`state` (as it was made, without reading its forms again)."""
        entities, form_ids, alone, lengths = state
        table = cls.__new__(cls)
        table.by_id = {row[0]: Entity(*row) for row in entities}
        table.form_ids = form_ids
        table.standalone_only = frozenset(alone)
        table.lengths = lengths
        return table

    def _claim(self, form: str, entity_id: str) -> None:
        if len(form) >= 2 and form not in self.form_ids and form not in NEVER:
            self.form_ids[form] = entity_id

    def find(self, folded: str) -> list[NameMatch]:
        """Non-overlapping names, the longest at each position, scanning left to right. A name
        beginning (ending) with a Latin letter or digit must not have one before (after) it;
        names in :data:`STANDALONE_ONLY` must stand alone."""
        out: list[NameMatch] = []
        forms, lengths, by_id, alone = self.form_ids, self.lengths, self.by_id, self.standalone_only
        i, n = 0, len(folded)
        while i < n - 1:
            sizes = lengths.get(folded[i:i + 2])
            if sizes is None or (i and _alnum(folded[i - 1]) and _alnum(folded[i])):
                i += 1
                continue
            for size in sizes:
                end = i + size
                if end > n:
                    continue
                piece = folded[i:end]
                entity_id = forms.get(piece)
                if entity_id is None:
                    continue
                if end < n and _alnum(piece[-1]) and _alnum(folded[end]):
                    continue
                if piece in alone and not _alone(folded, i, end):
                    continue
                entity = by_id[entity_id]
                out.append(NameMatch(i, end, entity_id, entity.kind, piece, entity.species))
                i = end
                break
            else:
                i += 1
        return out

    def entity(self, entity_id: str) -> Entity:
        """The row of an id. Raises KeyError."""
        return self.by_id[entity_id]

    def forms(self, entity_id: str, lang: str) -> tuple[str, ...]:
        """The forms of an entity in ``en``, ``ja`` or ``zh`` (Simplified; ``zh_hant`` for
        Traditional), the official name first; empty when the table has none."""
        entity = self.by_id.get(entity_id)
        return entity.forms(lang) if entity else ()

    def __len__(self) -> int:
        return len(self.by_id)

    def __iter__(self):
        return iter(self.by_id.values())


def _alnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


def _alone(text: str, start: int, end: int) -> bool:
    """Nothing letter-like touches the name: text edges, spaces, punctuation and brackets only."""
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not before.isalnum() and not after.isalnum()  # ー and 々 are letters too (Lm)


DOTS = "·・•‧"
#: A folded form with one of these may be typed another way (see :func:`spellings`).
SPELLED = re.compile(r"[ .'’:\-·・•‧]|[^\x00-\x7f\u3040-\u30ff\u4e00-\u9fff]")


def fold_all(forms: list[str]) -> list[str]:
    """:func:`fold` of each form, in one pass over the joined text (the table has thousands)."""
    folded = [f.strip() for f in fold(SEP.join(forms)).split(SEP)]
    return folded if len(folded) == len(forms) else [fold(f) for f in forms]


def spellings(form: str) -> tuple[str, ...]:
    """Other ways a folded name is typed: without accents (flabebe), apostrophes, periods and
    colons (farfetchd, mr mime, type null), with a hyphen or a space between Latin words
    (lucario gx, porygon z), with any middle dot or none (卡璞·蝶蝶, 卡璞蝶蝶), and without the
    space a card name prints between a name and its mark (密勒顿ex, 伽勒尔双弹瓦斯)."""
    out = {form, _unaccented(form)}
    for f in list(out):
        out.add(f.replace("’", "'"))
        bare = " ".join(f.replace("'", "").replace("’", "").replace(".", " ").replace(":", " ").split())
        out.add(bare)
    for f in list(out):
        if "-" in f:
            out.add(f.replace("-", " "))
        if " " in f:
            out.add(_tighten(f))
            if _ascii_words(f):
                out.add(f.replace(" ", "-"))
        if any(d in f for d in DOTS):
            for d in DOTS + " ":
                out.add("".join(d if c in DOTS else c for c in f))
            out.add("".join(c for c in f if c not in DOTS))
    out.discard(form)
    return tuple(sorted(out))


def _unaccented(form: str) -> str:
    """Latin letters without their accents (é → e); kana keep their voicing marks."""
    return "".join(c if c.isascii() or not ("a" <= unicodedata.normalize("NFKD", c)[0] <= "z")
                   else unicodedata.normalize("NFKD", c)[0] for c in form)


def _ascii_words(form: str) -> bool:
    return all(w.isascii() for w in form.split(" "))


def _tighten(form: str) -> str:
    """Drop each space that touches a non-Latin character."""
    out = []
    for i, c in enumerate(form):
        if c == " " and not (form[i - 1].isascii() and i + 1 < len(form) and form[i + 1].isascii()):
            continue
        out.append(c)
    return "".join(out)


def names_file() -> Path:
    """The name table (committed): ``$JUDGE_NAMES`` or ``index/names.tsv``."""
    return Path(os.environ.get("JUDGE_NAMES", ROOT / "index" / "names.tsv"))


def _cell(values: Iterable[str]) -> str:
    return SEP.join(values)


def _split(cell: str) -> tuple[str, ...]:
    return tuple(v for v in cell.split(SEP) if v) if cell else ()


def to_row(entity: Entity) -> str:
    """One TSV line (without the newline)."""
    cells = [entity.id, entity.kind, _cell(entity.en), _cell(entity.ja), _cell(entity.zh_hans), _cell(entity.zh_hant),
             _cell(entity.species), "" if entity.dex is None else str(entity.dex), entity.category, _cell(entity.of),
             "+".join(entity.source), _cell(entity.known), str(entity.corpus_count)]
    for c in cells:
        if "\t" in c or "\n" in c:
            raise ValueError(f"{entity.id}: a cell holds a tab or a newline: {c!r}")
    return "\t".join(cells)


def from_row(line: str) -> Entity:
    cells = line.rstrip("\n").split("\t")
    if len(cells) != len(COLUMNS):
        raise ValueError(f"expected {len(COLUMNS)} columns, found {len(cells)}: {line[:80]!r}")
    row = dict(zip(COLUMNS, cells))
    return Entity(
        id=row["id"], kind=row["kind"], en=_split(row["en"]), ja=_split(row["ja"]), zh_hans=_split(row["zh_hans"]),
        zh_hant=_split(row["zh_hant"]), species=_split(row["species"]), dex=int(row["dex"]) if row["dex"] else None,
        category=row["category"], of=_split(row["of"]), source=tuple(row["source"].split("+")) if row["source"] else (),
        known=_split(row["known"]), corpus_count=int(row["corpus_count"] or 0),
    )


def read(path: Path, text: str | None = None) -> list[Entity]:
    """The rows of a table file (its ``text`` when already read): ``#`` lines are comments, the first
    other line is the header."""
    entities, header = [], None
    for number, line in enumerate((path.read_text(encoding="utf-8") if text is None else text).splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        if header is None:
            header = tuple(line.split("\t"))
            if header != COLUMNS:
                raise ValueError(f"{path}: line {number}: header {header} is not {COLUMNS}")
            continue
        try:
            entity = from_row(line)
            if entity.kind not in KINDS:
                raise ValueError(f"kind {entity.kind!r} is not one of {KINDS}")
            entities.append(entity)
        except ValueError as err:
            raise ValueError(f"{path}: line {number}: {err}") from None
    return entities


@lru_cache(maxsize=4)
def load(path: str | None = None) -> NameTable:
    """The name table, read once per process (an empty table when the file is missing). Files of the
    same bytes are one table: a build's copy (the search's) and the committed file (translate's) were
    two, 5 MB and 0.16 s of CPU each. A table whose parsed state was kept beside it (:func:`keep_parsed`:
    a build keeps its copy's) for the same bytes is read from there (a fifth of the time)."""
    p = Path(path) if path else names_file()
    data = p.read_bytes() if p.exists() else b""
    key = hashlib.blake2b(data, digest_size=16).digest()
    with _parsing:
        table = _by_content.get(key)
        if table is None:
            table = _by_content[key] = _kept(p, key) or NameTable(read(p, data.decode("utf-8")) if data else [])
    return table


def parsed_file(path: Path) -> Path:
    """Where a table file's parsed state is kept (``names.tsv.parsed``)."""
    return path.with_name(path.name + ".parsed")


def keep_parsed(path: Path) -> None:
    """Keep the parsed state of the table at ``path`` beside it, with the hash of the bytes it was
    read from (a build keeps its copy's: the search reads it at each start)."""
    data = path.read_bytes()
    table = NameTable(read(path, data.decode("utf-8")))
    parsed_file(path).write_bytes(marshal.dumps((hashlib.blake2b(data, digest_size=16).digest(), table.state())))


def _kept(path: Path, key: bytes) -> NameTable | None:
    """The table kept beside ``path`` for the bytes of this ``key``; None where none is, or another's."""
    try:
        got = marshal.loads(parsed_file(path).read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not (isinstance(got, tuple) and len(got) == 2 and got[0] == key):
        return None
    return NameTable.from_state(got[1])


#: The tables read, by a hash of their file's bytes (load).
_by_content: dict[bytes, NameTable] = {}
_parsing = threading.Lock()


@lru_cache(maxsize=8192)
def translate(name: str, lang: str) -> str | None:
    """``name`` as the table writes it in ``lang`` (ガーディ → Growlithe in English), or None where
    the table does not know the whole name or has no form in that language."""
    table = load()
    entity_id = table.form_ids.get(fold(name))
    if entity_id is None:
        return None
    forms = table.forms(entity_id, lang)
    return forms[0] if forms else None
