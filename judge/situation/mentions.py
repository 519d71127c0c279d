"""The cards a question names: the name finder's (:func:`judge.cards.named.named`), with a rule box's
mark after a Japanese or Chinese name read as part of it (「コライドンex」, 「メガルカリオex」; a name and
mark the table lacks is an unknown card, 「密勒顿VMAX」), the attacks and Abilities of the Pokémon
named wherever the question writes them, and a name said again counted once.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from judge.cards.named import named
from judge.cards.table import KINDS, Card, CardTable, key
from judge.cards.table import load as load_table
from judge.lang.text import simplified
from judge.situation.words import AFTER_NAME, MARKED_RUN, MINE, RULE_MARKS, THEIRS

#: An English possessive after a word ("Iron Hands ex's"): the name finder reads the name without it.
POSSESSIVE = re.compile(r"(?<=\w)['’]s\b")
#: Kana and Han, and a run of Latin letters long enough to be a name: a question written in Japanese or Chinese that
#: names a card in English (「我的Iron Hands ex用臂壓制打…」) has its Latin names read apart from the characters round
#: them (the name finder's words would run on into 「的Iron」).
KANA_HAN = re.compile(r"[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
OTHER_SCRIPT = KANA_HAN
LATIN_NAME = re.compile(r"(?<![A-Za-z])(?!(?:VSTAR|VMAX|BREAK|UNION)(?![A-Za-z]))[A-Za-z]{3,}")


@dataclass
class Mention:
    """A card the question names."""

    start: int
    end: int
    said: str
    """The name as the question writes it."""
    card: Card | None
    """The card table's row (None: the question names a card the table has no row for, "密勒顿VMAX")."""
    kind: str
    """The row's kind (``pokemon``, ``tool``, ``stadium``, ``special-energy``, ``attack``, ``ability``); ``pokemon``
    for a name the table lacks that ends in a rule box's mark."""
    brackets: str = ""
    """What the question says of the card in brackets right after its name ("SVAM、かたいからだ")."""
    again: list[tuple[int, int]] = field(default_factory=list)
    """Where the question names the card again, or by a word of its name ("Gholdengo" after "Gholdengo ex")."""


# --- the cards named ----------------------------------------------------------------------------

def normal(question: str, lang: str) -> str:
    """The question as read: NFKC, and Simplified for Chinese when that keeps each character's place (and its Cantonese
    words read as written Chinese: :data:`CANTONESE`)."""
    text = unicodedata.normalize("NFKC", question)
    if len(text) != len(question):
        text = question
    if lang == "zh":
        s = simplified(text)
        if len(s) == len(text):
            text = s
        return text.translate(CANTONESE)
    return text


#: Cantonese words written in Hong Kong questions, each read as the one written Chinese says (one character for one, so each
#: keeps its place): 「冇」 not have (没), 「嘅」 of (的), 「喺」 at (在), 「佢」 it (它).
CANTONESE = str.maketrans({"冇": "没", "嘅": "的", "喺": "在", "佢": "它"})


def _printed(card: Card, said: str) -> bool:
    """Whether a card prints the name as said, letter case kept ("Gardevoir ex" is not "Gardevoir EX")."""
    tight = re.sub(r"[\s\-]+", "", unicodedata.normalize("NFKC", said))
    return any(re.sub(r"[\s\-]+", "", unicodedata.normalize("NFKC", f)) == tight for forms in card.names.values() for f in forms)


def _matches(table: CardTable, said: str) -> list[Card]:
    """The rows a name names, the ones printing it in the same letter case first kept alone."""
    cards = [m.card for m in table.find(said, 16)]
    same = [c for c in cards if _printed(c, said)]
    return same or cards


def mentions(question: str, text: str, table: CardTable) -> list[Mention]:
    """The cards a question names, in order: the name finder's, with a rule box's mark after a
    Japanese or Chinese name read as part of it (a name + mark the table lacks is an unknown card)."""
    found: list[Mention] = []
    # names as written ("Hero's Cape"), then those a possessive hides ("Gardevoir ex's Miracle Force", same length)
    plain = POSSESSIVE.sub("  ", question)
    names = named(question, table) + (named(plain, table) if plain != question else [])
    if OTHER_SCRIPT.search(question) and LATIN_NAME.search(question):  # a Latin name inside a Japanese or Chinese question
        names += named(KANA_HAN.sub(" ", plain), table)
    for n in sorted(names, key=lambda n: (n.start - n.end, n.start)):  # the longest first
        if any(f.start < n.end and n.start < f.end for f in found):
            continue
        cards = _matches(table, n.text)
        # a Pokémon first among rows of one name; an attack's rows are matched again by name (_parts_named)
        pick = next((c for c in cards if c.kind == "pokemon"), None) or (cards[0] if cards else None)
        if pick is not None:
            found.append(Mention(n.start, n.end, n.text, pick, pick.kind))
    found += _single_names(plain, table, found)
    for m in MARKED_RUN.finditer(text):
        run = m.group(1)
        for i in range(len(run)):
            said = question[m.start(1) + i:m.end()]
            cards = [c for c in _matches(table, said) if c.kind == "pokemon"]
            if cards:
                found = [f for f in found if f.end <= m.start(1) + i or f.start >= m.end()]
                found.append(Mention(m.start(1) + i, m.end(), said, cards[0], "pokemon"))
                break
        else:  # no card of that name with its mark: a Pokémon the table lacks, when the run before the mark names one
            base = [f for f in found if f.kind == "pokemon" and f.end == m.start(2) - (1 if text[m.start(2) - 1] == " " else 0)]
            if base:
                f = base[0]
                found.remove(f)
                found.append(Mention(f.start, m.end(), question[f.start:m.end()], None, "pokemon"))
    found += _named_again(question, found)
    found.sort(key=lambda f: f.start)
    found = _parts_named(question, text, table, found)
    found += _short_trainers(question, text, table, found)
    found += _printing_pokemon(question, table, found)
    found.sort(key=lambda f: f.start)
    for f in found:
        b = AFTER_NAME.match(question[f.end:])
        if b:
            f.brackets = b.group(1)
    out = _same_card_said_again(found, text)
    _bare_names(text, out)
    return out


def _named_again(question: str, found: list[Mention]) -> list[Mention]:
    """A Pokémon's name written again further on, where the name finder reads each name once: each a mention (one on
    each side, "my Iron Hands ex … their Iron Hands ex", stays two; the same one said again is merged after)."""
    out: list[Mention] = []
    for f in [f for f in found if f.kind == "pokemon" and f.card is not None]:
        edge = r"\b" if f.said[0].isascii() else ""
        end = r"\b" if f.said[-1].isascii() else ""
        for m in re.finditer(edge + re.escape(f.said) + end, question, re.IGNORECASE):
            if not any(o.start < m.end() and m.start() < o.end for o in found + out):
                out.append(Mention(m.start(), m.end(), f.said, f.card, f.kind))
    return out


def _bare_names(text: str, found: list[Mention]) -> None:
    """A Pokémon named again without its rule box's mark ("Gholdengo" after "Gholdengo ex", 「ルギア」 after
    「ルギアVSTAR」): where pieces said of it are placed (the name finder leaves a species name alone)."""
    for f in found:
        if f.kind != "pokemon":
            continue
        m = re.match(rf"^(.+?)\s?{RULE_MARKS}$", f.said)
        species = re.match(r"^([^\x00-\x7f\s]{2,})\s", f.said)  # the species before its form's words (「オーガポン」 after
        for said in dict.fromkeys(x.group(1) for x in (m, species) if x and len(x.group(1)) >= 2):  # 「オーガポン みどりのめんex」)
            base = re.escape(said)
            edge = r"\b" if said[-1].isascii() else ""
            for hit in re.finditer(rf"{edge if said[0].isascii() else ''}{base}{edge}", text):
                if not any(o.start <= hit.start() < o.end for o in found) and (hit.start(), hit.end()) not in f.again:
                    f.again.append((hit.start(), hit.end()))


#: A capitalised English word: a Pokémon's one-word name ("Manaphy is on my Bench"), which the name finder
#: leaves at a sentence's start (a species' name is not a card's for it there).
CAPITAL_WORD = re.compile(r"\b[A-Z][a-zé]+(?:['’-][A-Za-z]+)?\b")


def _single_names(question: str, table: CardTable, found: list[Mention]) -> list[Mention]:
    """Pokémon whose English name is one capitalised word of the question, where no other name covers it."""
    out = []
    for m in CAPITAL_WORD.finditer(question):
        if any(f.start < m.end() and m.start() < f.end for f in found):
            continue
        card = next((c for c in _matches(table, m.group(0)) if c.kind == "pokemon" and c.name("en") == m.group(0)), None)
        if card is not None:
            out.append(Mention(m.start(), m.end(), m.group(0), card, "pokemon"))
    return out


@lru_cache(maxsize=8192)
def name_pattern(name: str) -> re.Pattern:
    """An attack's or Ability's name as a question writes it: whole words where it begins or ends in
    Latin letters (an English one with a verb's ending after it: "Arm Presses", "Phantom Dived"), any case for
    a Latin name. Compiled once per name (a Pokémon's prints name many)."""
    edge = r"\b" if name[0].isascii() else ""
    # an English name said as a verb keeps its ending outside the match ("Iron Hands ex Arm Presses my Lugia")
    end = r"(?=(?:es|s|ed|d|ing)?\b)" if name[-1].isalpha() and name.isascii() else (r"\b" if name[-1].isascii() else "")
    return re.compile(edge + re.escape(name) + end, re.IGNORECASE if name.isascii() else 0)


def _parts_named(question: str, text: str, table: CardTable, found: list[Mention]) -> list[Mention]:
    """The attacks and Abilities of the Pokémon named, wherever the question writes one of their
    names (a two-character name the name finder leaves, 「吊缆」, included)."""
    out = list(found)
    for f in {f.card.id: f for f in reversed(found) if f.kind == "pokemon" and f.card is not None}.values():  # each card once
        for row_id in {part[0] for group in f.card.prints for part in group["parts"]}:
            part = row(table, row_id)
            if part is None:
                continue
            for name in {n for forms in part.names.values() for n in forms}:
                if len(name) < 2 or (name.isascii() and len(name) < 4):
                    continue
                pattern = name_pattern(name)
                for where in (question, text):
                    for m in pattern.finditer(where):
                        if any(o.start < m.end() and m.start() < o.end for o in out if o.kind not in ("attack", "ability")):
                            continue
                        out = [o for o in out if not (o.start < m.end() and m.start() < o.end and o.end - o.start <= m.end() - m.start())]
                        if not any(o.start <= m.start() and m.end() <= o.end for o in out):
                            out.append(Mention(m.start(), m.end(), question[m.start():m.end()], part,
                                               "attack" if part.kind == "attack" else "ability"))
    return out


#: The kinds of card whose two-character Japanese or Chinese names are read (「气球」, 「黑带」, 「魄镇」): the
#: name finder reads three characters or more, and two-character Pokémon names are too often ordinary words.
SHORT_KINDS = ("tool", "stadium", "special-energy")


def _short_trainers(question: str, text: str, table: CardTable, found: list[Mention]) -> list[Mention]:
    """Tools, Stadiums and Special Energy of two-character names, where no other name covers them."""
    out = []
    for run in re.finditer(r"[\u4e00-\u9fff\u3041-\u30ff]{2,}", text):
        for i in range(run.start(), run.end() - 1):
            if any(f.start < i + 2 and i < f.end for f in found + out):
                continue
            rows = table.by_key.get(key(text[i:i + 2]), [])
            row_kind = next((r for r in rows if KINDS[table.kinds[r]] in SHORT_KINDS), None) if rows else None
            if row_kind is not None:
                card = table.card(row_kind)
                out.append(Mention(i, i + 2, question[i:i + 2], card, card.kind))
    return out


def _printing_pokemon(question: str, table: CardTable, found: list[Mention]) -> list[Mention]:
    """A Pokémon of a two-character Japanese or Chinese name (「雷公」), which the name finder leaves, read where the
    question names an attack it prints (「我的雷公用了奇幻射擊」): the attack's row lists the Pokémon printing it."""
    out: list[Mention] = []
    for a in [f for f in found if f.kind == "attack" and f.card is not None]:
        for name in {n for names in a.card.pokemon.values() for n in names if len(n) == 2 and not n.isascii()}:
            for m in re.finditer(re.escape(name), question):
                if any(o.start < m.end() and m.start() < o.end for o in found + out):
                    continue
                card = next((c for c in _matches(table, name) if c.kind == "pokemon" and prints_attack(c, a.said, table)), None)
                if card is not None:
                    out.append(Mention(m.start(), m.end(), name, card, "pokemon"))
    return out


def _same_card_said_again(found: list[Mention], question: str) -> list[Mention]:
    """A name that is a word of a card named before it is that card said again ("Roaring Moon" after
    "Roaring Moon ex", "the Belt" after "Choice Belt", 「ルギア」 after 「ルギアVSTAR」): not another card."""
    out: list[Mention] = []
    for f in found:
        said = key(f.said)
        same = next((o for o in out if o.said == f.said and o.kind == f.kind), None)
        if same is not None and f.kind == "pokemon" and _owners_differ(question, same, f):
            out.append(f)  # "my Iron Hands ex … their Iron Hands ex": one on each side
            continue
        if same is not None:  # the same name again: the same card
            same.again.append((f.start, f.end))
            continue
        earlier = [o for o in out if o.said != f.said and said and said in key(o.said)]
        if earlier and (f.kind == earlier[0].kind or f.kind in ("attack", "ability") or earlier[0].kind != "pokemon"):
            earlier[0].again.append((f.start, f.end))
            continue
        out.append(f)
    return out


def _owner_before(question: str, m: Mention) -> str | None:
    """Whose a Pokémon named is, by the words just before its name ("my", 「相手の」, 「对手的」), in any language."""
    before = question[max(0, m.start - 16):m.start]
    found = [(w.end(), "me") for pats in MINE.values() for pat in pats for w in pat.regex.finditer(before)]
    found += [(w.end(), "opponent") for pats in THEIRS.values() for pat in pats for w in pat.regex.finditer(before)]
    return max(found)[1] if found else None


def _owners_differ(question: str, a: Mention, b: Mention) -> bool:
    """Whether two namings of one Pokémon say it of each player ("my Iron Hands ex … their Iron Hands ex")."""
    owners = {_owner_before(question, a), _owner_before(question, b)}
    return owners == {"me", "opponent"}


def codes(card: Card) -> set[str]:
    """The set codes a Pokémon's prints carry, lower case ("svam", "obf")."""
    out = set()
    for group in card.prints:
        out |= set(group.get("sets") or ())
        for pr in group.get("prints", ()):
            if ":" in pr:
                out.add(pr.split(":", 1)[1].rsplit(" ", 1)[0].lower())
    return out


@lru_cache(maxsize=4096)
def row(table: CardTable, row_id: str) -> Card | None:
    """An attack's or Ability's row, read once per process."""
    return table.by_id(row_id)


def part_names(table: CardTable, row_id: str) -> set[str]:
    """The keys of an attack's or Ability's names in every language."""
    part = row(table, row_id)
    return {key(n) for forms in (part.names.values() if part else ()) for n in forms}


def prints_attack(card: Card, name: str, table: CardTable | None = None) -> bool:
    """Whether any print of a Pokémon has an attack (or Ability) of that name."""
    table = table or load_table()
    k = key(name)
    return any(k in part_names(table, part[0]) for group in card.prints for part in group["parts"])
