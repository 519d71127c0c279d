"""Pokémon cards in the card table (``scripts/cards.py``; ``index/CARDS.md``): one row per Pokémon name,
its names linked across languages, and each of its prints' HP, types, stage, Weakness, Resistance,
Retreat Cost and attacks and Abilities (the ``prints`` cell).

- **Linking.** Two prints in two languages are the same card when their HP, types and every
  attack's cost and damage agree (and their species and illustrator, where both give one): each
  such pair votes for its two names. tcgdex's Asian files give one card's Japanese and Chinese
  together (:attr:`Print.twin`), and PTCG-database prints the Japanese and the Traditional Chinese
  card under one set and number: both vote more (:data:`TWIN_VOTES`). Names are linked by mutual
  best vote, as attacks and Abilities are (``card_link.mutual_best``).
- **Prints.** A row's prints, in every language, are grouped by what they print: their HP and their
  attacks and Abilities (each the id of its own row of the table). Each group is one entry of the
  ``prints`` cell, newest first: the stats, the parts as ``[id, cost, damage]`` and the prints
  (``lang:set number``) it was read from, newest first (the first six, then ``+N``), the codes of every
  set it is printed in (``sets``, lower case), and ``tera``: true where a print is marked as a Tera
  Pokémon, false where none is and PTCG-database's English prints are among them (it marks its English
  Tera cards: 49 of 50 Scarlet & Violet Tera ex in every print, Terapagos ex in all but PRE 092), absent
  otherwise; one card's editions in other languages (the same stats, costs and damage) share it.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict

import card_link
from card_sources import LANGS, TYPES, Print, Stats

#: What a pair of prints one file (tcgdex's Asian files) or one set and number (PTCG-database's
#: Japanese and Traditional Chinese) gives adds to its names' votes.
TWIN_VOTES = 5
#: The most prints an entry of the ``prints`` cell cites (then ``+N``).
MOST_PRINTS = 6
#: A type's letter (``water`` → ``W``), as costs are written in the cell.
LETTERS = {name: letter for name, (letter, _, _) in TYPES.items()}


def shape(p: Print) -> tuple:
    """What two prints of one Pokémon card share in every language: HP, types, and each part's kind,
    cost and damage in order (the species is compared apart: not every source gives it)."""
    types = p.stats.types if p.stats else ()
    return (p.hp, types, tuple((x.kind == "attack", x.cost, re.sub(r"\D", "", x.damage)) for x in p.parts))


def _agree(p: Print, q: Print) -> bool:
    """Whether two prints of one shape can be one card: the same species and illustrator where both say."""
    if p.dex and q.dex and p.dex != q.dex:
        return False
    a, b = card_link.illustrator_key(p.illustrator), card_link.illustrator_key(q.illustrator)
    return not (a and b and a != b)


def _printed_under(p: Print) -> tuple[str, str] | None:
    """A PTCG-database print's set and number, as the Japanese and Chinese databases share them."""
    if p.source != "ptcg-database" or not p.set or not p.number:
        return None
    return (p.set.upper(), p.number.lstrip("0"))


def votes(left: list[Print], right: list[Print]) -> dict[tuple, Counter]:
    """For each left name (its key), the right names printed as the same card, with their votes."""
    by_shape, twins, under = defaultdict(list), defaultdict(list), defaultdict(list)
    for q in right:
        if q.parts:
            by_shape[shape(q)].append(q)
        if q.twin:
            twins[q.twin].append(q)
        if _printed_under(q):
            under[_printed_under(q)].append(q)
    out: dict[tuple, Counter] = defaultdict(Counter)
    for p in left:
        a = ("pokemon", card_link.base(p.name))
        for q in by_shape.get(shape(p), ()) if p.parts else ():
            if _agree(p, q):
                out[a][("pokemon", card_link.base(q.name))] += 1
        for q in twins.get(p.twin, ()) if p.twin else ():
            out[a][("pokemon", card_link.base(q.name))] += TWIN_VOTES
        for q in under.get(_printed_under(p), ()) if _printed_under(p) else ():
            if p.hp == q.hp:
                out[a][("pokemon", card_link.base(q.name))] += TWIN_VOTES
    return out


def link_names(left: list[Print], right: list[Print], lang: str) -> dict[tuple, tuple[tuple, float]]:
    """Mutual best links of Pokémon names, as ``scripts/cards.py``'s rows read them: the left
    name's key (``("ja", "pokemon", name)``) → (the right name's key, its votes)."""
    scores = {a: {b: float(n) for b, n in row.items()} for a, row in votes(left, right).items()}
    return {("ja", *a): ((lang, *b), s) for a, (b, s) in card_link.mutual_best(scores).items()}


# -- the prints cell ------------------------------------------------------------------------------


def _cost(cost: tuple[str, ...]) -> str:
    return "".join(LETTERS.get(t, "?") for t in cost)


def _best_stats(prints: list[Print]) -> Stats:
    """The stats of the print that says most (a stage, a Retreat Cost, a Weakness)."""
    found = [p.stats for p in prints if p.stats]
    if not found:
        return Stats()
    return max(found, key=lambda s: (bool(s.stage), s.retreat >= 0, bool(s.weakness), bool(s.types)))


def _when(p: Print) -> tuple:
    return (p.date, p.serial, p.file)


def _cited(p: Print) -> str:
    return f"{p.lang}:{p.where}" if p.where else p.lang


def entries(prints: list[Print], part_id: dict[tuple, str]) -> list[dict]:
    """A row's prints grouped by what they print, newest first (see the module's docstring)."""
    groups: dict[tuple, list[Print]] = defaultdict(list)
    for p in prints:
        parts = tuple(part_id.get((p.lang, x.kind, x.name), "") for x in p.parts)
        groups[(p.hp, parts)].append(p)
    out = []
    for (hp, ids), group in groups.items():
        group.sort(key=_when, reverse=True)
        s = _best_stats(group)
        first = group[0]
        cited = list(dict.fromkeys(_cited(p) for p in group))
        entry = {"hp": hp or None, "types": list(s.types), "stage": s.stage, "weakness": s.weakness,
                 "resistance": s.resistance, "retreat": s.retreat if s.retreat >= 0 else None,
                 "parts": [[i, _cost(x.cost), x.damage] for i, x in zip(ids, first.parts)],
                 "prints": cited[:MOST_PRINTS] + ([f"+{len(cited) - MOST_PRINTS}"] if len(cited) > MOST_PRINTS else []),
                 "date": max((p.date for p in group if p.date), default=""),
                 "sets": sorted({p.set.lower() for p in group if p.set})}
        if any(p.stats and p.stats.tera for p in group):  # a Tera Pokémon where any print is marked so
            entry["tera"] = True
        elif any(p.source == "ptcg-database" and p.lang == "en" for p in group):  # its English prints say, none marked
            entry["tera"] = False
        out.append((_when(first), entry))
    out.sort(key=lambda x: x[0], reverse=True)
    entries = [e for _, e in out]
    # one card in another language prints the same stats, costs and damage: marked Tera in one, it is Tera in all
    tera = {_card_shape(e) for e in entries if e.get("tera")}
    not_tera = {_card_shape(e) for e in entries if e.get("tera") is False} - tera
    for e in entries:
        if _card_shape(e) in tera:
            e["tera"] = True
        elif _card_shape(e) in not_tera:
            e["tera"] = False
    return entries


def _card_shape(entry: dict) -> tuple:
    """What a prints entry prints that every language's edition of one card shares: HP, types, Weakness,
    Resistance, Retreat Cost, and each part's cost and damage."""
    return (entry["hp"], tuple(entry["types"]), entry["weakness"], entry["resistance"], entry["retreat"],
            tuple((cost, damage) for _, cost, damage in entry["parts"]))


def prints_cell(prints: list[Print], part_id: dict[tuple, str]) -> str:
    """The ``prints`` cell of a Pokémon row: its entries as one line of JSON."""
    return json.dumps(entries(prints, part_id), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def every_print(names: dict[str, card_link.Name]) -> list[Print]:
    """A row's prints in every language, in the table's language order."""
    return [p for lang in LANGS if lang in names for p in names[lang].prints]
