"""A Pokémon's print chosen from the card table for the situation a question describes.

A name is printed on many cards (Gardevoir ex: the Scarlet & Violet Stage 2 of 310 HP, and a 2006
card of 150 HP; Stonjourner: seven cards). The card table groups a name's prints by what they print,
one group per language edition of a card. The print taken is the one the question says (a set
code, a type, the attack or Ability it names); among those left, the groups must agree on all the
outcome turns on (HP, types, Weakness, Resistance, stage, Retreat Cost, the attack's cost, damage
and text, the Abilities that bear on it): when they do not, and the Scarlet & Violet series' prints
(the cards the v3.1 guides' rules are played with) alone agree, those are taken and the reading says
so; otherwise the print is missing, never guessed — and the replay tries one print of each kind
(:mod:`judge.situation.replay`), stating the outcome where all reach the same. A set is matched
against every set a group is printed in (the table's ``sets``), a Tera Pokémon said (or said not to
be one) against the groups the table marks Tera, and an attack named against every language's
edition of one card (the groups that print the same HP, types, costs and damage).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.cards.table import Card, CardTable, key
from judge.situation.mentions import row
from judge.situation.words import SET_TITLES

#: A print's language (``ja:SV8a 220``) as the card table's text columns name it.
PRINT_LANGS = ("en", "ja", "zh_hans", "zh_hant")
#: The set codes of the Scarlet & Violet series and after (English, Japanese and Chinese editions):
#: "sv…", "me…", "M1L", "MC" and the English series' own codes.
CURRENT_SERIES = re.compile(r"^(?:sv|me\d|mep$|m\d|m-p$|mc$|svi$|pal$|obf$|mew$|par$|paf$|tef$|twm$|sfa$|scr$|ssp$|pre$|jtg$|dri$|blk$|"
                            r"wht$|meg$|pfl$|svp$)", re.IGNORECASE)
#: Part kinds by their row id's prefix (index/CARDS.md).
PART_KINDS = {"atk": "attack", "abl": "ability", "pwr": "poke-power", "body": "poke-body", "trait": "ancient-trait"}
#: A printed damage: the number and its mark (``50×``, ``120+``, ``30-``; none: the number alone).
DAMAGE = re.compile(r"^(\d+)\s*([×x+\-－−]?)$")


def table_columns(lang: str, hant: bool = False) -> tuple[str, ...]:
    """The card table's columns of a question's language (Chinese: the script it is written in first)."""
    return {"zh": ("zh_hant", "zh_hans") if hant else ("zh_hans", "zh_hant")}.get(lang, (lang,))


@dataclass
class Part:
    """An attack or Ability of a print group."""

    row_id: str
    kind: str
    """``attack``, ``ability`` or an older power."""
    cost: str
    """The cost's type letters (``LLC``)."""
    damage: str
    """The damage as printed (``50×``, ``220``; empty for none)."""
    names: set[str] = field(default_factory=set)
    """Its names' keys in every language."""
    texts: dict[str, str] = field(default_factory=dict)
    """Its text in the languages of the group's prints (a row's text in another language may be another card's)."""
    name: str = ""
    """A name of it, in the group's language first."""
    named: dict[str, str] = field(default_factory=dict)
    """Its first name in each language of the card table that names it (``en``, ``ja``, ``zh_hans``, ``zh_hant``)."""

    def name_for(self, lang: str, hant: bool = False) -> str:
        """Its name in a question's language (Chinese: the script it is written in first), else :attr:`name`:
        a line in Japanese names the Ability as the Japanese card prints it, not as the English one does."""
        return next((self.named[k] for k in table_columns(lang, hant) if self.named.get(k)), self.name)

    @property
    def damaging(self) -> bool:
        return self.kind == "attack" and bool(self.damage)


@dataclass
class Group:
    """One group of a Pokémon's prints: what they print."""

    card: Card
    data: dict
    langs: tuple[str, ...]
    parts: list[Part]

    @property
    def prints(self) -> list[str]:
        return [p for p in self.data.get("prints", ()) if ":" in p]

    @property
    def codes(self) -> set[str]:
        """The codes of every set it is printed in, lower case (the table's ``sets``; the prints cited name
        only the first six)."""
        return set(self.data.get("sets") or ()) | {p.split(":", 1)[1].rsplit(" ", 1)[0].lower() for p in self.prints}

    @property
    def tera(self) -> bool:
        """Marked as a Tera Pokémon in the card table."""
        return bool(self.data.get("tera"))

    @property
    def tera_known(self) -> bool | None:
        """A Tera Pokémon (True), not one (False: its English prints, which the source marks, are not), or not
        known (None: the prints the table has of it are not all marked where they are Tera)."""
        return self.data.get("tera")

    @property
    def current(self) -> bool:
        """Printed in the Scarlet & Violet series or after."""
        return any(CURRENT_SERIES.match(c) for c in self.codes)

    def printed_in(self, lang: str) -> bool:
        """Whether any of its prints is in a question's language."""
        return bool(set(self.langs) & set(table_columns(lang)))

    def shown(self, lang: str) -> str:
        """Its first print in the question's language, else its first (``SVAM 010``)."""
        table_lang = table_columns(lang)
        first = next((p for p in self.prints if p.split(":", 1)[0] in table_lang), None) or (self.prints or ["?"])[0]
        return first.split(":", 1)[-1]


def groups(card: Card, table: CardTable) -> list[Group]:
    """A Pokémon's print groups, newest first, each with its parts read from their rows."""
    out = []
    for data in card.prints:
        langs = tuple(dict.fromkeys(p.split(":", 1)[0] for p in data.get("prints", ()) if ":" in p))
        parts = []
        for row_id, cost, damage in data.get("parts", ()):
            r = row(table, row_id)
            kind = PART_KINDS.get(row_id.split("-", 1)[0], "attack")
            names = {key(n) for forms in (r.names.values() if r else ()) for n in forms}
            texts = {lang: r.texts[lang] for lang in langs if r and r.texts.get(lang)}
            shown = next((r.names[lang][0] for lang in langs if r and r.names.get(lang)), None) if r else None
            shown = shown or next((n[0] for n in (r.names.values() if r else ()) if n), row_id)
            named = {lang: forms[0] for lang, forms in (r.names.items() if r else ()) if forms}
            parts.append(Part(row_id, kind, cost, damage, names, texts, shown, named))
        out.append(Group(card, data, langs, parts))
    # one card's editions in other languages print the same HP, types, Weakness, Resistance, Retreat Cost and each
    # part's cost and damage (as the table links them): a part is named as any edition names it
    by_shape: dict[tuple, list[Group]] = {}
    for g in out:
        by_shape.setdefault(shape(g), []).append(g)
    for same in by_shape.values():
        for i in range(len(same[0].parts)):
            names = set().union(*(g.parts[i].names for g in same))
            named = {lang: n for g in same for lang, n in g.parts[i].named.items()}
            for g in same:
                g.parts[i].names = names
                g.parts[i].named = {**named, **g.parts[i].named}
    return out


def shape(group: Group) -> tuple:
    """What every language's edition of one card prints alike: HP, types, Weakness, Resistance, Retreat
    Cost, and each part's kind, cost and damage."""
    d = group.data
    return (d.get("hp"), tuple(d.get("types") or ()), d.get("weakness"), d.get("resistance"), d.get("retreat"),
            tuple((p.kind, p.cost, p.damage) for p in group.parts))


def said_in(group: Group, codes: list[str]) -> bool:
    """Whether a group prints in a set the question names (a code, or a set's title)."""
    wanted = {c.lower() for code in codes for c in SET_TITLES.get(code, (code,))}
    return bool(group.codes & wanted)


def has_part(group: Group, name: str) -> Part | None:
    """The group's attack or Ability of that name."""
    k = key(name)
    return next((p for p in group.parts if k in p.names), None)


def weakness(group: Group) -> list[dict]:
    """The group's Weakness as the scenario writes it: ``[{type: metal, multiplier: 2}]`` or ``{plus: 20}``."""
    out = []
    for part in filter(None, (group.data.get("weakness") or "").split(",")):
        m = re.match(r"\s*(\w+)\s*(?:×(\d+)|\+(\d+))?\s*$", part)
        if not m or not (m.group(2) or m.group(3)):
            return [{"type": "?"}]
        out.append({"type": m.group(1), "multiplier": int(m.group(2))} if m.group(2) else {"type": m.group(1), "plus": int(m.group(3))})
    return out


def resistance(group: Group) -> list[dict]:
    """The group's Resistance: ``[{type: grass, minus: 30}]``."""
    out = []
    for part in filter(None, (group.data.get("resistance") or "").split(",")):
        m = re.match(r"\s*(\w+)\s*-(\d+)\s*$", part)
        if not m:
            return [{"type": "?"}]
        out.append({"type": m.group(1), "minus": int(m.group(2))})
    return out


def damage_of(part: Part) -> tuple[int, str] | None:
    """An attack's printed damage as (number, mark); None when it prints none or one not read."""
    m = DAMAGE.match(part.damage.strip()) if part.damage else None
    if not m:
        return None
    mark = {"x": "×", "－": "-", "−": "-"}.get(m.group(2), m.group(2))
    return int(m.group(1)), mark
