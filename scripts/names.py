"""Write ``index/names.tsv``, the trilingual name table, from its three sources.

    python scripts/names.py PACKAGE_DATA [--out index/names.tsv]

PACKAGE_DATA is the ``data`` folder of the npm package ``pokemon`` 3.3.1 (MIT, Sindre Sorhus):
``cd /tmp && npm pack pokemon@3.3.1 && tar xzf pokemon-3.3.1.tgz`` gives ``/tmp/package/data``.
Its en/ja/zh-hans/zh-hant.json list the 1,025 species in the same (National Pokédex) order.
The other names are the card, attack and Ability names of the corpus (rulings/topics/*.yaml) and
of ``index/terms.yaml``, the few official names in :data:`KNOWN`, and every Trainer's and Special
Energy's names of the card table (``index/cards.tsv``, see ``index/CARDS.md``), but those that read
as ordinary words (``scripts/card_names.py``). The output is the same bytes for the same
inputs; ``index/NAMES.md`` describes the table.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge.cards.table import CardTable  # noqa: E402
from judge.corpus.editions import EDITIONS  # noqa: E402
from judge.corpus.load import load as load_corpus  # noqa: E402
from judge.corpus.models import CardText  # noqa: E402
from judge.lang.names import COLUMNS, Entity, NameTable, spellings, to_row  # noqa: E402
from judge.lang.text import fold  # noqa: E402

from card_names import NameFilter  # noqa: E402  (scripts/card_names.py)

PACKAGE = "pokemon@3.3.1"
PACKAGE_FILES = {"en": "en.json", "ja": "ja.json", "zh_hans": "zh-hans.json", "zh_hant": "zh-hant.json"}
SPECIES_COUNT = 1025
#: Term ids with a card-/pkmn-/atk-/abl- prefix that are rules concepts, not names.
NOT_NAMES = {"card-text", "card-text-priority"}
TERM_KINDS = {"card-": "card", "pkmn-": "card", "atk-": "attack", "abl-": "ability"}
#: The corpus's card kinds that quote a Pokémon card, and what an ``effect`` of each names.
POKEMON_PARTS = {"attack": "attack", "gx-attack": "attack", "vstar-power": None, "ability": "ability",
                 "ancient-trait": None, "rule": None, "pokemon": None}

#: Words printed before a species name on a card, by the slug a card id uses for them.
PREFIXES = {
    "alolan": ("Alolan", "アローラ", "阿罗拉", "阿羅拉"),
    "galarian": ("Galarian", "ガラル", "伽勒尔", "伽勒爾"),
    "hisuian": ("Hisuian", "ヒスイ", "洗翠"),
    "paldean": ("Paldean", "パルデア", "帕底亚", "帕底亞"),
    "mega": ("Mega", "メガ", "超级", "超級"),
    "radiant": ("Radiant", "かがやく", "光辉", "光輝"),
    "shining": ("Shining", "ひかる"),
    "team-plasma": ("Team Plasma",),
    "rapid-strike": ("Rapid Strike", "れんげき"),
    "single-strike": ("Single Strike", "いちげき"),
    "ice-rider": ("Ice Rider", "はくば", "白马", "白馬"),
    "shadow-rider": ("Shadow Rider", "こくば", "黑马", "黑馬"),
}
#: Marks printed after a species name (the rule-box kinds), by slug.
SUFFIXES = {
    "gx": ("GX",), "ex": ("EX", "ex"), "v": ("V",), "vmax": ("VMAX",), "vstar": ("VSTAR",),
    "v-union": ("V-UNION",), "prism": ("◇", "Prism Star", "プリズムスター"), "break": ("BREAK",),
    "team-plasma": ("[プラズマ団]", "(Team Plasma)"), "star": ("☆",),
}

#: Official names the corpus does not print, added by hand; only names known for certain (the
#: Simplified Chinese names are those of the official Chinese games and cards; names that are
#: also everyday Chinese words, such as 放电 or 结实, are left out). Rows getting one
#: say ``known`` in their source and list the language in ``known``.
KNOWN: dict[str, dict[str, tuple[str, ...]]] = {
    "card-eviolite": {"zh_hans": ("进化奇石",)},
    "card-choice-band": {"zh_hans": ("讲究头带",)},
    "card-weakness-policy": {"zh_hans": ("弱点保险",)},
    "card-repel": {"zh_hans": ("除虫喷雾",)},
    "card-max-potion": {"zh_hans": ("全满药",)},
    "card-super-rod": {"zh_hans": ("厉害钓竿",)},
    "card-poison-barb": {"zh_hans": ("毒针",)},
    "card-sky-pillar": {"zh_hans": ("天空柱",)},
    "card-iris": {"zh_hans": ("艾莉丝",)},
    "card-ilima": {"zh_hans": ("伊利马",)},
    "card-kahili": {"zh_hans": ("卡希丽",)},
    "atk-take-down": {"zh_hans": ("猛撞",)},
    "atk-recover": {"zh_hans": ("自我再生",)},
    "atk-agility": {"zh_hans": ("高速移动",)},
    "atk-teleport": {"zh_hans": ("瞬间移动",)},
    "atk-flamethrower": {"zh_hans": ("喷射火焰",)},
    "atk-leaf-blade": {"zh_hans": ("叶刃",)},
    "atk-ice-shard": {"zh_hans": ("冰砾",)},
    "atk-work-up": {"zh_hans": ("自我激励",)},
    "atk-makuhita-1": {"en": ("Sucker Punch",)},
    "abl-araquanid-1": {"en": ("Water Bubble",)},
    "atk-karate-chop": {"zh_hans": ("空手劈",)},
    "atk-torment": {"zh_hans": ("无理取闹",)},
    "atk-skarmory-1": {"en": ("Metal Sound",), "zh_hans": ("金属音",)},
    "atk-espeon-ex-1": {"en": ("Psyshock",), "zh_hans": ("精神冲击",)},
    "abl-rough-skin": {"zh_hans": ("粗糙皮肤",)},
    "abl-comatose": {"zh_hans": ("绝对睡眠",)},
    "abl-safeguard": {"zh_hans": ("神秘守护",)},
    # zh-3.1 Ⅱ B-09's Mankey 「猿猴殴打」 (30, "给这只宝可梦也造成 10 伤害"; its FAQ: 10 to itself) is the
    # Scarlet & Violet Mankey's one attack: Monkey Beatdown (SVI 107, PAF 045), さるなぐり (SV1V 049, SV4a 100),
    # 猴打擊 in Taiwan's print (SV1V, SV4a), each 30 with "This Pokémon also does 10 damage to itself."
    "atk-mankey-1": {"en": ("Monkey Beatdown",), "ja": ("さるなぐり",), "zh_hant": ("猴打擊",)},
}
LANGS = ("en", "ja", "zh_hans", "zh_hant")
#: The card table's kinds whose names join the name table (attacks and Abilities do not: the corpus's
#: own names of them are in the table already, and thousands more would be ordinary words).
CARD_KINDS = ("supporter", "item", "tool", "stadium", "special-energy")
#: pkmn- terms whose id is not a species id, and the species their card is: the guide (zh-3.1)
#: prints 帝王拿破 V beside 帝王拿波 V, Empoleon V.
TERM_SPECIES = {"pkmn-empoleon-v": "pkmn-empoleon"}
#: Corpus names that are ordinary words of the game (forms of a rules term in index/terms.yaml):
#: the entity they name, by (card name, attack or Ability name); the word itself is not made a name.
ORDINARY_WORD_NAMES = {
    ("未知图腾", "手牌"): "abl-unown-hand",  # the Ability HAND, printed as the word for "hand"
}


@dataclass
class Draft:
    """A row being assembled."""

    id: str
    """The entity id (see :class:`judge.lang.names.Entity`)."""
    kind: str
    """``species``, ``card``, ``attack`` or ``ability``."""
    forms: dict[str, list[str]] = field(default_factory=lambda: {lang: [] for lang in LANGS})
    """Forms by column (en, ja, zh_hans, zh_hant), in the order the sources give them."""
    species: list[str] = field(default_factory=list)
    """The species ids a card is; a species row names itself."""
    dex: int | None = None
    """National Pokédex number, for a species."""
    category: str = ""
    """The card kind the corpus quotes it as."""
    of: list[str] = field(default_factory=list)
    """For an attack or Ability: the cards the corpus quotes it on."""
    source: list[str] = field(default_factory=list)
    """Where its names come from, in the order they were read."""
    known: list[str] = field(default_factory=list)
    """Columns given names from :data:`KNOWN`."""

    def add(self, lang: str, names, first: bool = False) -> None:
        """Add forms after the ones already there, or before them when ``first``."""
        new = [n for n in dict.fromkeys(names) if n]
        if first:
            self.forms[lang] = new + [n for n in self.forms[lang] if n not in new]
        else:
            self.forms[lang] += [n for n in new if n not in self.forms[lang]]

    def tag(self, source: str) -> None:
        if source not in self.source:
            self.source.append(source)

    def entity(self, count: int = 0) -> Entity:
        return Entity(id=self.id, kind=self.kind, **{lang: tuple(self.forms[lang]) for lang in LANGS},
                      species=tuple(self.species), dex=self.dex, category=self.category, of=tuple(self.of),
                      source=tuple(self.source), known=tuple(self.known), corpus_count=count)


def slug(name: str) -> str:
    """``Mr. Mime`` → ``mr-mime``, ``Nidoran♀`` → ``nidoran-f``, ``Flabébé`` → ``flabebe``."""
    name = name.replace("♀", "-f").replace("♂", "-m")
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).lower()
    plain = re.sub(r"['’.:]", "", plain)
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def form_lang(name: str, edition_lang: str) -> str:
    """The column of a name the corpus prints: English when it is all Latin, else the language of
    the edition printing it."""
    return "en" if name.isascii() else edition_lang


class Builder:
    def __init__(self, package_data: Path, terms_path: Path, rulings: Path | None, cards: Path | None = None):
        self.rows: dict[str, Draft] = {}
        self.index: dict[str, str] = {}
        """Folded form or spelling → row id, for finding what a corpus name is."""
        self.species_index: dict[str, str] = {}
        self.words: set[str] = set()
        """Folded forms of the rules terms (not names) of index/terms.yaml."""
        self.notes: list[str] = []
        """What the sources disagree on, printed for whoever regenerates the table."""
        self.corpus = load_corpus(rulings)
        self.printed = {fold(c.name) for t in self.corpus for b in list(t.examples) + list(t.faqs) for c in b.cards}
        """Every card name the corpus prints, folded."""
        self.read_package(package_data)
        self.read_terms(terms_path)
        self.read_corpus()
        self.add_known()
        self.read_cards(cards)

    # -- sources --------------------------------------------------------------------------

    def read_package(self, data: Path) -> None:
        names = {lang: json.loads((data / file).read_text(encoding="utf-8")) for lang, file in PACKAGE_FILES.items()}
        sizes = {lang: len(v) for lang, v in names.items()}
        if set(sizes.values()) != {SPECIES_COUNT}:
            raise SystemExit(f"{data}: expected {SPECIES_COUNT} names per language, found {sizes}")
        for i in range(SPECIES_COUNT):
            row = Draft(id=f"pkmn-{slug(names['en'][i])}", kind="species", dex=i + 1, source=[PACKAGE])
            row.species = [row.id]
            for lang in LANGS:
                row.add(lang, [names[lang][i]])
            self.put(row)
            for lang in LANGS:
                for key in self.keys(names[lang][i]):
                    self.species_index.setdefault(key, row.id)

    def read_terms(self, path: Path) -> None:
        entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        for entry in entries:
            term_id = entry["id"]
            kind = next((k for p, k in TERM_KINDS.items() if term_id.startswith(p)), None)
            forms = [(lang, str(f)) for lang in ("en", "ja", "zh") for f in entry.get(lang) or []]
            if kind is None or term_id in NOT_NAMES:
                self.words.update(fold(f) for _, f in forms)
                continue
            if term_id.startswith("pkmn-"):
                species = self.species_of_term(term_id, forms)
                plain = not any(self.parse(f)[0] or self.parse(f)[2] for _, f in forms)
                if species and plain and any(self.species_index.get(fold(f)) == species for _, f in forms):
                    row = self.rows[species]  # the species itself: its term forms join the row
                    if term_id != species:
                        raise SystemExit(f"{term_id}: names species {species}; give the term that id")
                    for lang, form in list(forms):
                        other = self.species_index.get(fold(form))
                        if other not in (None, species):
                            self.notes.append(f"index/terms.yaml {term_id}: {form!r} is the name of {other}; left out")
                            forms.remove((lang, form))
                else:
                    row = self.rows.get(term_id) or Draft(id=term_id, kind="card", category="pokemon")
                    row.species = [species] if species else self.tag_team(forms)
                    for lang, form in list(forms):
                        other = self.parse(form)[1]
                        if other and other != row.species:
                            self.notes.append(f"index/terms.yaml {term_id}: {form!r} is a card of {'+'.join(other)}, "
                                              f"the corpus's card is one of {'+'.join(row.species)}; left out")
                            forms.remove((lang, form))
            else:
                row = self.rows.get(term_id) or Draft(id=term_id, kind=kind)
            for lang in ("en", "ja", "zh"):
                # The project's vocabulary first: it follows the names the current cards print
                # (呆呆王, 多边兽乙型) where the package keeps older ones (河马王, 3D龙Z).
                row.add("zh_hans" if lang == "zh" else lang, [f for l, f in forms if l == lang], first=True)
            row.tag("terms")
            self.put(row)

    def read_corpus(self) -> None:
        for topic in self.corpus:
            for block in list(topic.examples) + list(topic.faqs):
                lang = "zh_hans" if EDITIONS[block.edition].lang == "zh" else "ja"
                for card in block.cards:
                    self.corpus_card(card, lang)

    def corpus_card(self, card: CardText, lang: str) -> None:
        pokemon = card.kind in POKEMON_PARTS
        row_id = self.lookup(card.name)
        if row_id is None:
            row_id = self.new_card(card.name, pokemon)
        row = self.rows[row_id]
        row.tag("corpus")
        row.add(form_lang(card.name, lang), [card.name])
        if row.kind == "card" and not row.category:
            row.category = "pokemon" if pokemon else card.kind
        elif row.kind == "species":
            row.category = "pokemon"
        part = POKEMON_PARTS.get(card.kind)
        if card.effect and part:
            effect_id = ORDINARY_WORD_NAMES.get((card.name, card.effect)) or self.lookup(card.effect, kinds=(part,))
            if effect_id is None:
                if fold(card.effect) in self.words:
                    raise SystemExit(f"{card.name} {card.effect!r}: an ordinary word of the game; map it in ORDINARY_WORD_NAMES")
                effect_id = self.new_effect(card.effect, part, row_id)
            effect = self.rows[effect_id]
            effect.tag("corpus")
            if (card.name, card.effect) not in ORDINARY_WORD_NAMES:
                effect.add(form_lang(card.effect, lang), [card.effect])
            if row_id not in effect.of:
                effect.of.append(row_id)

    def add_known(self) -> None:
        for row_id, langs in KNOWN.items():
            row = self.rows[row_id]
            for lang, forms in langs.items():
                new = [f for f in forms if f not in row.forms[lang]]
                if not new:
                    raise SystemExit(f"{row_id}: the known {lang} form is already in the sources; drop it from KNOWN")
                row.add(lang, new)
                row.known.append(lang)
            row.tag("known")
            for form in (f for forms in langs.values() for f in forms):
                self.claim(form, row_id)

    def read_cards(self, path: Path | None) -> None:
        """The card table's Trainers and Special Energy: each joins the row one of its names
        already has (from the corpus, the terms or KNOWN), else is a row of its own."""
        table = CardTable(path or ROOT / "index" / "cards.tsv")
        cards = [c for c in map(table.card, range(len(table))) if c.kind in CARD_KINDS]
        names = NameFilter(self.corpus, self.words, set(self.index), [n for c in cards for n in c.names.get("ja", ())])
        for card in cards:
            forms = []
            for lang in LANGS:
                for form in card.names.get(lang, ()):
                    note = names.note(form)
                    if note:
                        self.notes.append(f"index/cards.tsv {card.id}: {form!r} {note}; left out")
                    else:
                        forms.append((lang, form))
            owners = {self.lookup(f, kinds=("card",)) for _, f in forms} - {None}
            if len(owners) > 1:
                self.notes.append(f"index/cards.tsv {card.id}: its names are of {sorted(owners)}; left out")
                continue
            row_id = owners.pop() if owners else card.id
            draft = self.rows.get(row_id) or Draft(id=row_id, kind="card", category=card.kind)
            for lang, form in forms:
                if self.lookup(form, kinds=("species",)) or self.index.get(fold(form), row_id) != row_id:
                    self.notes.append(f"index/cards.tsv {card.id}: {form!r} names another row; left out")
                    continue
                draft.add(lang, [form])
            if any(draft.forms.values()):
                draft.category = draft.category or card.kind
                draft.tag("cards")
                self.put(draft)

    # -- lookups --------------------------------------------------------------------------

    @staticmethod
    def keys(name: str) -> tuple[str, ...]:
        folded = fold(name)
        return (folded,) + spellings(folded)

    def put(self, row: Draft) -> None:
        self.rows[row.id] = row
        for lang in LANGS:
            for form in row.forms[lang]:
                self.claim(form, row.id)

    def claim(self, form: str, row_id: str) -> None:
        for key in self.keys(form):
            owner = self.index.setdefault(key, row_id)
            if owner != row_id and key == fold(form) and self.rows[owner].kind != "species":
                raise SystemExit(f"the name {form!r} belongs to both {owner} and {row_id}")

    def lookup(self, name: str, kinds: tuple[str, ...] = ("species", "card")) -> str | None:
        for key in self.keys(name):
            row_id = self.index.get(key)
            if row_id and self.rows[row_id].kind in kinds:
                return row_id
        return None

    def parse(self, name: str) -> tuple[list[str], list[str], list[str]]:
        """(prefix slugs, species ids, mark slugs) of a Pokémon card name; no species when the
        name is not a species name with prefixes and marks."""
        rest = fold(name)
        marks: list[str] = []
        changed = True
        while changed:
            changed = False
            for mark, printed in SUFFIXES.items():
                for p in printed:
                    f = fold(p)
                    if rest.endswith(f) and len(rest) > len(f):
                        rest = rest[: -len(f)].rstrip(" -")
                        marks.insert(0, mark)
                        changed = True
                        break
        prefixes: list[str] = []
        for prefix, printed in PREFIXES.items():
            for p in printed:
                f = fold(p)
                if rest.startswith(f) and len(rest) > len(f) and self.species_of(rest[len(f):].lstrip(" -")):
                    rest = rest[len(f):].lstrip(" -")
                    prefixes.append(prefix)
                    break
        species = [self.species_of(part.strip()) for part in rest.split("&")]
        if not all(species):
            return prefixes, [], marks
        return prefixes, species, marks

    def species_of(self, folded: str) -> str | None:
        for key in (folded,) + spellings(folded):
            if key in self.species_index:
                return self.species_index[key]
        return None

    def species_of_term(self, term_id: str, forms: list[tuple[str, str]]) -> str | None:
        """The species a pkmn- term names: that of its forms (the forms the corpus prints, when
        its forms disagree), or the one its id names."""
        if term_id in self.rows and self.rows[term_id].kind == "species":
            return term_id
        if term_id in TERM_SPECIES:
            return TERM_SPECIES[term_id]
        found = {tuple(self.parse(f)[1]) for _, f in forms} - {()}
        if len(found) > 1:
            found = {tuple(self.parse(f)[1]) for _, f in forms if fold(f) in self.printed} - {()}
        if len(found) == 1:
            species = next(iter(found))
            return species[0] if len(species) == 1 else None
        # A corpus spelling of a species name (毬子花 for 毽子花): the term id names the species.
        base = re.sub(r"-(zh|ja|en)$", "", term_id)
        return base if base in self.rows and self.rows[base].kind == "species" else None

    def tag_team(self, forms: list[tuple[str, str]]) -> list[str]:
        for _, form in forms:
            species = self.parse(form)[1]
            if species:
                return species
        return []

    def new_card(self, name: str, pokemon: bool) -> str:
        prefixes, species, marks = self.parse(name) if pokemon else ([], [], [])
        if not species:
            raise SystemExit(f"corpus card {name!r}: not a species name and not in index/terms.yaml; add it there")
        base = "-".join(s.removeprefix("pkmn-") for s in species)
        row = Draft(id="pkmn-" + "-".join(prefixes + [base] + marks), kind="card", category="pokemon",
                    species=species)
        if row.id in self.rows:
            raise SystemExit(f"corpus card {name!r}: its id {row.id} is taken by another name")
        self.put(row)
        return row.id

    def new_effect(self, name: str, kind: str, card_id: str) -> str:
        prefix = "atk-" if kind == "attack" else "abl-"
        n = 1
        while f"{prefix}{card_id.removeprefix('pkmn-').removeprefix('card-')}-{n}" in self.rows:
            n += 1
        row = Draft(id=f"{prefix}{card_id.removeprefix('pkmn-').removeprefix('card-')}-{n}", kind=kind)
        self.put(row)
        return row.id

    # -- output ---------------------------------------------------------------------------

    def entities(self) -> list[Entity]:
        order = {kind: i for i, kind in enumerate(("species", "card", "attack", "ability"))}
        rows = sorted(self.rows.values(), key=lambda r: (order[r.kind], r.dex or 0, r.id))
        drafts = [r.entity() for r in rows]
        counts = count_mentions(NameTable(drafts), self.corpus.topics.values())
        return [replace(e, corpus_count=counts.get(e.id, 0)) for e in drafts]


def documents(topics) -> list[tuple[list[str], list[CardText]]]:
    """The corpus's documents as (texts, cards named): each topic without its examples and FAQs,
    each FAQ, each example; a document's texts include its cards' names, attacks and text."""
    docs = []
    for topic in topics:
        texts = [*topic.title.model_dump().values(), *filter(None, topic.summary.model_dump().values())]
        texts += topic.asks.en + topic.asks.ja + topic.asks.zh
        texts += [t for s in topic.sources for t in (s.heading, s.text)]
        texts += [t for c in topic.changes for t in (c.text, c.summary.en)] + [d.note.en for d in topic.disagreements]
        docs.append((texts, []))
        for faq in topic.faqs:
            texts = [*filter(None, faq.question.model_dump().values()),
                     *filter(None, faq.answer.model_dump().values()), faq.passage]
            docs.append((texts, list(faq.cards)))
        for example in topic.examples:
            docs.append(([example.note] if example.note else [], list(example.cards)))
    return [(texts + [t for c in cards for t in (c.name, c.effect, c.text) if t], cards) for texts, cards in docs]


def count_mentions(table: NameTable, topics) -> dict[str, int]:
    """How many documents name each entity; a card's mention counts for its species too."""
    counts: dict[str, int] = defaultdict(int)
    for texts, cards in documents(topics):
        found = {ORDINARY_WORD_NAMES[c.name, c.effect] for c in cards if (c.name, c.effect) in ORDINARY_WORD_NAMES}
        for text in texts:
            for m in table.find(fold(text)):
                found.add(m.entity_id)
                found.update(m.species)
        for entity_id in found:
            counts[entity_id] += 1
    return dict(counts)


HEADER = f"""\
# Trilingual name table for the rulings search (read by judge/lang/names.py; see index/NAMES.md).
# Species (kind "species", 1,025 rows): the npm package {PACKAGE} (MIT License, Copyright (c) Sindre Sorhus),
#   data/en.json, ja.json, zh-hans.json, zh-hant.json. Cards, attacks and Abilities: the card lists of
#   rulings/topics/*.yaml and the card-/pkmn-/atk-/abl- entries of index/terms.yaml; "known" marks official
#   names the corpus does not print, added by hand (scripts/names.py, KNOWN). Trainers and Special Energy also: the card
#   table index/cards.tsv ("cards"; scripts/cards.py, from tcgdex/cards-database and type-null/PTCG-database, MIT).
# Regenerate (after a corpus or terms change too): cd /tmp && npm pack {PACKAGE} && tar xzf pokemon-3.3.1.tgz
#   then: python scripts/names.py /tmp/package/data
# Several forms in one cell are separated by "|", the official name first.
"""


def render(entities: list[Entity]) -> str:
    return HEADER + "\t".join(COLUMNS) + "\n" + "".join(to_row(e) + "\n" for e in entities)


def build(package_data: Path, terms_path: Path | None = None, rulings: Path | None = None) -> str:
    return render(Builder(package_data, terms_path or ROOT / "index" / "terms.yaml", rulings).entities())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("package_data", type=Path, help="the data/ folder of the npm package pokemon@3.3.1")
    parser.add_argument("--out", type=Path, default=ROOT / "index" / "names.tsv")
    args = parser.parse_args(argv)
    builder = Builder(args.package_data, ROOT / "index" / "terms.yaml", None)
    for note in builder.notes:
        print(note, file=sys.stderr)
    text = render(builder.entities())
    args.out.write_text(text, encoding="utf-8")
    rows = text.count("\n") - HEADER.count("\n") - 1
    print(f"wrote {args.out} ({rows} rows)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
