"""Write ``index/cards.tsv``, the card table: every Trainer, Special Energy, Pokémon, Ability and
attack, its names in English, Japanese and Chinese, its text in each (a Pokémon's prints: HP, types,
Weakness, Resistance, Retreat Cost, attacks and Abilities), its sets and first release.

    python scripts/cards.py [DATA] [--out index/cards.tsv]

DATA is ``../shared/data/cards`` (the trimmed snapshots of tcgdex/cards-database and
type-null/PTCG-database, both MIT; its README lists the files). ``scripts/card_sources.py`` reads
them into prints, ``scripts/card_link.py`` links one card's names across languages
(``scripts/card_pokemon.py`` a Pokémon's, and writes its prints), and
``scripts/card-links.yaml`` holds the hand-checked links the voting misses. The output is the
same bytes for the same inputs; ``index/CARDS.md`` describes the table and its terms.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

import card_link  # noqa: E402
import card_pokemon  # noqa: E402
import card_sources  # noqa: E402
from card_sources import LANGS, SOURCES, Print  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "cards"
OVERRIDES = Path(__file__).resolve().parent / "card-links.yaml"
TRAINER_KINDS = ("supporter", "item", "tool", "stadium", "special-energy")
PART_KINDS = ("attack", "ability", "poke-power", "poke-body", "pokemon-power", "ancient-trait")
#: The table's columns, in file order (read by judge/cards/table.py).
COLUMNS = ("id", "kind", "en", "ja", "zh_hans", "zh_hant", "text_en", "text_ja", "text_zh_hans", "text_zh_hant",
           "pokemon", "sets", "first", "source", "prints")
#: Source codes in the ``source`` column.
CODES = {"tcgdex": "T", "ptcg-database": "P"}
#: How many Pokémon an attack or Ability row names, and how many sets a row lists per language.
MAX_POKEMON = 6
MAX_SETS = 8


@dataclass
class Row:
    """One card (a Trainer or Special Energy) or one attack or Ability, in every language known."""

    kind: str
    names: dict[str, card_link.Name] = field(default_factory=dict)
    """The linked name of each language."""
    links: dict[str, str] = field(default_factory=dict)
    """How each language other than the first was linked: a score, or ``hand`` (card-links.yaml)."""
    prints: dict[str, list[Print]] = field(default_factory=dict)
    """For an attack or Ability: the Pokémon prints carrying it, per language."""
    texts: dict[str, tuple[str, Print]] = field(default_factory=dict)
    id: str = ""
    detail: str = ""
    """For a Pokémon: its ``prints`` cell (``scripts/card_pokemon.py``)."""


# -- choosing what to show ------------------------------------------------------------------------


def newest(prints: list[Print], lang: str) -> Print | None:
    """The print whose wording is current: the official database's newest (the Japanese and
    Chinese prints of PTCG-database), else the newest dated print."""
    with_text = [p for p in prints if p.text]
    if not with_text:
        return None
    official = [p for p in with_text if p.serial] if lang in ("ja", "zh_hant") else []
    if official:
        return max(official, key=lambda p: (p.serial, p.file))
    return max(with_text, key=lambda p: (p.date, p.source == "ptcg-database", p.file))


def part_text(prints: list[Print], kind: str, name: str, lang: str) -> tuple[str, Print] | None:
    """An attack's or Ability's text as its newest print gives it."""
    carrying = [p for p in prints if any(x.kind == kind and x.name == name and x.text for x in p.parts)]
    best = newest([_as_text(p, kind, name) for p in carrying], lang)
    return (best.text, best) if best else None


def _as_text(p: Print, kind: str, name: str) -> Print:
    text = next(x.text for x in p.parts if x.kind == kind and x.name == name and x.text)
    return Print(p.lang, p.kind, p.name, text, p.source, p.file, p.set, p.set_name, p.number, p.date, p.illustrator,
                 p.dex, p.hp, [], p.serial)


# -- linking --------------------------------------------------------------------------------------


def link_trainers(prints: list[Print], overrides: list[dict]) -> list[Row]:
    names = card_link.group([p for p in prints if p.kind in TRAINER_KINDS])
    rows = []
    for kind in TRAINER_KINDS:
        of = {lang: [n for n in names.values() if n.lang == lang and n.kind == kind] for lang in LANGS}
        links = {lang: card_link.link_names(of["ja"], of[lang]) for lang in ("en", "zh_hant", "zh_hans")}
        rows += assemble(kind, of, links, [o for o in overrides if o["kind"] == kind])
    return rows


def link_pokemon(prints: list[Print]) -> list[Row]:
    """One row per Pokémon name, its names in the other languages linked to the Japanese by vote."""
    pokemon = {lang: [p for p in prints if p.kind == "pokemon" and p.lang == lang] for lang in LANGS}
    names = card_link.group([p for lang in LANGS for p in pokemon[lang]])
    of = {lang: [n for n in names.values() if n.lang == lang] for lang in LANGS}
    links = {lang: card_pokemon.link_names(pokemon["ja"], pokemon[lang], lang) for lang in ("en", "zh_hant", "zh_hans")}
    return assemble("pokemon", of, links, [])


def describe_pokemon(rows: list[Row]) -> None:
    """Each Pokémon row's prints cell, its attacks and Abilities named by their rows' ids."""
    part_id = {(lang, row.kind, name.name): row.id for row in rows if row.kind in PART_KINDS
               for lang, name in row.names.items()}
    for row in rows:
        if row.kind == "pokemon":
            row.detail = card_pokemon.prints_cell(card_pokemon.every_print(row.names), part_id)


def link_parts(prints: list[Print], overrides: list[dict]) -> list[Row]:
    pokemon = {lang: [p for p in prints if p.kind == "pokemon" and p.lang == lang] for lang in LANGS}
    links = {lang: card_link.link_parts(pokemon["ja"], pokemon[lang]) for lang in ("en", "zh_hant", "zh_hans")}
    carrying: dict[tuple, list[Print]] = defaultdict(list)
    of: dict[str, dict[tuple, card_link.Name]] = {lang: {} for lang in LANGS}
    for lang in LANGS:
        for p in pokemon[lang]:
            for x in p.parts:
                key = (lang, x.kind, x.name)
                of[lang].setdefault((x.kind, x.name), card_link.Name(lang, x.kind, x.name))
                if not carrying[key] or carrying[key][-1] is not p:
                    carrying[key].append(p)
    rows = []
    for kind in PART_KINDS:
        names = {lang: [n for (k, _), n in of[lang].items() if k == kind] for lang in LANGS}
        kind_links = {lang: {("ja", kind, a[1]): ((lang, b[0], b[1]), s) for a, (b, s) in links[lang].items()
                             if a[0] == kind and b[0] == kind} for lang in links}
        for row in assemble(kind, names, kind_links, [o for o in overrides if o["kind"] == kind]):
            row.prints = {lang: carrying[(lang, n.kind, n.name)] for lang, n in row.names.items()}
            rows.append(row)
    return rows


def assemble(kind: str, of: dict[str, list[card_link.Name]], links: dict[str, dict], overrides: list[dict]) -> list[Row]:
    """Rows from each Japanese name and the names linked to it, the hand-checked links first; then
    every name of another language left unlinked, a row of its own."""
    by_name = {lang: {n.name: n for n in of[lang]} for lang in LANGS}
    used: set[tuple] = set()
    rows = []
    for o in overrides:
        row = Row(kind)
        for lang in LANGS:
            if o.get(lang) and o[lang] not in by_name[lang]:
                raise SystemExit(f"card-links.yaml: no {kind} named {o[lang]!r} in {lang}")
            if o.get(lang):
                row.names[lang] = by_name[lang][o[lang]]
                row.links[lang] = "hand"
            used.add((lang, kind, o.get(lang)))
        rows.append(row)
    for row in rows:  # the voting's links of the languages an entry does not name
        if "ja" in row.names:
            attach(row, links, by_name, used, skip=set(row.names) | {lang for lang in LANGS if lang in overrides[rows.index(row)]})
    for ja in of["ja"]:
        if ja.key in used:
            continue
        row = Row(kind, {"ja": ja})
        used.add(ja.key)
        attach(row, links, by_name, used)
        rows.append(row)
    for lang in ("en", "zh_hant", "zh_hans"):
        rows += [Row(kind, {lang: n}) for n in of[lang] if n.key not in used]
    return rows


def attach(row: Row, links: dict[str, dict], by_name: dict, used: set, skip: set = frozenset()) -> None:
    """Add to a row the names the voting linked to its Japanese name, where still free."""
    for lang, found in links.items():
        hit = found.get(row.names["ja"].key)
        if lang not in skip and hit and hit[0] not in used:
            row.names[lang] = by_name[lang][hit[0][2]]
            row.links[lang] = f"{hit[1]:.2f}"
            used.add(hit[0])


# -- rows -----------------------------------------------------------------------------------------


def fill(rows: list[Row]) -> None:
    """Each row's text per language, and its id."""
    taken: set[str] = set()
    for row in sorted(rows, key=sort_key):
        for lang, name in row.names.items():
            if row.kind in TRAINER_KINDS:
                best = newest(name.prints, lang)
                if best:
                    row.texts[lang] = (best.text, best)
            elif row.kind in PART_KINDS:
                found = part_text(row.prints.get(lang, []), row.kind, name.name, lang)
                if found:
                    row.texts[lang] = found
        row.id = unique(make_id(row), taken)


def sort_key(row: Row) -> tuple:
    order = {k: i for i, k in enumerate(TRAINER_KINDS + ("pokemon",) + PART_KINDS)}
    first = next((row.names[lang].name for lang in LANGS if lang in row.names), "")
    return (order[row.kind], "en" not in row.names, first.lower())


def slug(name: str) -> str:
    name = name.replace("♀", "-f").replace("♂", "-m")
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", re.sub(r"['’.:]", "", plain)).strip("-")


PREFIX = {"pokemon": "pokemon-", "attack": "atk-", "ability": "abl-", "poke-power": "pwr-", "poke-body": "body-",
          "pokemon-power": "pwr-", "ancient-trait": "trait-"}


def make_id(row: Row) -> str:
    prefix = PREFIX.get(row.kind, "card-")
    if "en" in row.names and slug(row.names["en"].name):
        return prefix + slug(row.names["en"].name)
    lang, name = next((lang, row.names[lang].name) for lang in LANGS if lang in row.names)
    digest = hashlib.sha1(f"{row.kind}\0{name}".encode()).hexdigest()[:8]
    return f"{prefix}{lang.replace('_', '-')}-{digest}"


def unique(base: str, taken: set[str]) -> str:
    found, n = base, 2
    while found in taken:
        found, n = f"{base}-{n}", n + 1
    taken.add(found)
    return found


def simplified_names(row: Row) -> list[str]:
    """Simplified Chinese forms: the Simplified prints' names, else the Traditional by OpenCC."""
    from judge.lang.text import simplified  # OpenCC, loaded only when a row needs it

    # tcgdex's Simplified files print some names in Traditional characters (寶可夢交替)
    forms = row.names["zh_hans"].forms if "zh_hans" in row.names else row.names["zh_hant"].forms if "zh_hant" in row.names else []
    return list(dict.fromkeys(simplified(f) for f in forms))


# -- output ---------------------------------------------------------------------------------------


def escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", " ").replace("\r", "").replace("\n", "\\n")


def names_cell(row: Row, lang: str) -> str:
    forms = simplified_names(row) if lang == "zh_hans" else (row.names[lang].forms if lang in row.names else [])
    return "|".join(escape(f).replace("|", "/") for f in forms)


def pokemon_cell(row: Row) -> str:
    """The Pokémon an attack or Ability is printed on, most printed first: ``en:A|B;ja:C``."""
    cells = []
    for lang in LANGS:
        counts = Counter(p.name for p in row.prints.get(lang, []))
        if counts:
            top = sorted(counts, key=lambda n: (-counts[n], n))[:MAX_POKEMON]
            more = len(counts) - len(top)
            cells.append(f"{lang}:" + "|".join(top) + (f"|+{more}" if more else ""))
    return ";".join(cells)


def prints_of(row: Row, lang: str) -> list[Print]:
    return row.prints.get(lang) or (row.names[lang].prints if lang in row.names else [])


def sets_cell(row: Row) -> str:
    cells = []
    for lang in LANGS:
        sets = list(dict.fromkeys(p.set for p in sorted(prints_of(row, lang), key=lambda p: (p.date, p.serial)) if p.set))
        if sets:
            cells.append(f"{lang}:" + ",".join(sets[:MAX_SETS]) + (f",+{len(sets) - MAX_SETS}" if len(sets) > MAX_SETS else ""))
    return ";".join(cells)


def first_release(row: Row) -> str:
    dates = [p.date for lang in LANGS for p in prints_of(row, lang) if p.date]
    return min(dates) if dates else ""


def source_cell(row: Row) -> str:
    """Per language: where its names were read (T tcgdex, P PTCG-database, O OpenCC from the
    Traditional), the print its text is quoted from, and how it was linked."""
    cells = []
    for lang in LANGS:
        if lang == "zh_hans" and "zh_hans" not in row.names:
            if "zh_hant" in row.names:
                cells.append("zh_hans=O")
            continue
        if lang not in row.names:
            continue
        codes = "".join(sorted({CODES[p.source] for p in prints_of(row, lang)}))
        cell = f"{lang}={codes}"
        if lang in row.texts:
            p = row.texts[lang][1]
            cell += f":{CODES[p.source]}/{p.set}/{p.number}" if p.number else f":{CODES[p.source]}/{p.set}"
        if lang in row.links:
            cell += f"@{row.links[lang]}"
        cells.append(cell)
    return ";".join(c.replace("\t", " ") for c in cells)


def to_line(row: Row) -> str:
    texts = {lang: escape(row.texts[lang][0]) if lang in row.texts else "" for lang in LANGS}
    cells = [row.id, row.kind, names_cell(row, "en"), names_cell(row, "ja"), names_cell(row, "zh_hans"),
             names_cell(row, "zh_hant"), texts["en"], texts["ja"], texts.get("zh_hans", ""), texts["zh_hant"],
             pokemon_cell(row), sets_cell(row), first_release(row), source_cell(row), row.detail]
    return "\t".join(cells)


def header() -> str:
    lines = ["# The card table (read by judge/cards/table.py; see index/CARDS.md). Generated by scripts/cards.py from:"]
    for name, (repo, commit, licence, files) in SOURCES.items():
        lines.append(f"#   {name}: {repo} @ {commit} ({licence}): {', '.join(files)}")
    lines.append("# Card text is the card game's publishers' copyright: each row cites the print it quotes (source).")
    lines.append("# Cells: several names separated by |; texts with \\n for a line break.")
    lines.append("# prints: a Pokémon's prints grouped by what they print, newest first, as JSON (index/CARDS.md).")
    return "\n".join(lines) + "\n"


def build(data: Path = DATA, overrides: Path = OVERRIDES) -> tuple[str, list[Row]]:
    prints = card_sources.read(data)
    hand = yaml.safe_load(overrides.read_text(encoding="utf-8")) or [] if overrides.exists() else []
    rows = link_trainers(prints, hand) + link_pokemon(prints) + link_parts(prints, hand)
    fill(rows)
    describe_pokemon(rows)
    rows.sort(key=sort_key)
    return header() + "\t".join(COLUMNS) + "\n" + "".join(to_line(r) + "\n" for r in rows), rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", type=Path, nargs="?", default=DATA, help="the folder of the card snapshots")
    parser.add_argument("--out", type=Path, default=ROOT / "index" / "cards.tsv")
    args = parser.parse_args(argv)
    text, rows = build(args.data)
    args.out.write_text(text, encoding="utf-8")
    kinds = Counter(r.kind for r in rows)
    print(f"wrote {args.out} ({len(rows)} rows: {', '.join(f'{k} {n}' for k, n in kinds.items())})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
