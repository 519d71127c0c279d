"""Looking a card up by name (``judge card``; contract: ../shared/DESIGN.md, "Cards").

:func:`lookup` gives the object ``judge card --json`` prints: the cards whose name matches the query
exactly, each with its names, its texts, the phrases its text prints and the rulings they trigger (a
Pokémon: its HP, types, Weakness, Resistance, Retreat Cost, attacks and Abilities, each with its
text and phrases, :mod:`judge.cards.pokemon`). :func:`did_you_mean` names near names when nothing matches.
"""

from __future__ import annotations

import re
from functools import lru_cache

from judge.cards import rulings as rulings_mod
from judge.cards.named import named
from judge.cards.phrases import Hit, normalise
from judge.cards.phrases import load as load_reader
from judge.cards.pokemon import MOST_OTHERS, pokemon_json
from judge.cards.table import Card, CardTable, Match, key
from judge.cards.table import load as load_table
from judge.lang.text import detect_lang, is_traditional, simplified, traditional

#: The reader's languages and the table's column each reads.
COLUMN = {"en": "en", "ja": "ja", "zh": "zh_hans"}
#: Each kind as the result names it, and as a card prints it in each language.
KIND_NAMES = {
    "supporter": ("Supporter", "サポート", "支援者"), "item": ("Item", "グッズ", "物品"),
    "tool": ("Pokémon Tool", "ポケモンのどうぐ", "宝可梦道具"), "stadium": ("Stadium", "スタジアム", "竞技场"),
    "special-energy": ("Special Energy", "特殊エネルギー", "特殊能量"), "pokemon": ("Pokémon", "ポケモン", "宝可梦"),
    "attack": ("Attack", "ワザ", "招式"),
    "ability": ("Ability", "特性", "特性"), "poke-power": ("Poké-Power", "ポケパワー", "宝可梦力量"),
    "poke-body": ("Poké-Body", "ポケボディー", "宝可梦躯体"), "pokemon-power": ("Pokémon Power", "ポケモンパワー", "宝可梦力量"),
    "ancient-trait": ("Ancient Trait", "古代能力", "古代能力"),
}
#: The sources' names in the ``source`` line, by the code the table uses (index/CARDS.md).
SOURCE_NAMES = {"T": "tcgdex", "P": "PTCG-database", "O": "OpenCC from the Traditional"}
FALLBACK = {"en": ("en", "ja", "zh"), "ja": ("ja", "en", "zh"), "zh": ("zh", "ja", "en")}
#: The most cards an answer carries for the names its question holds.
MOST_NAMED = 3


class EmptyName(ValueError):
    """The query holds no name at all."""


def names_of(card: Card) -> dict[str, str]:
    out = {"ja": card.name("ja"), "zh": card.name("zh_hans"), "en": card.name("en"), "zh_hant": card.name("zh_hant")}
    return {lang: name for lang, name in out.items() if name}


def named_elsewhere(card: Card) -> dict[str, str]:
    """The card's names in the languages the card data prints none, from the name table
    (index/names.tsv: names the guides, the corpus and the card data use; Eviolite's 进化奇石)."""
    from judge.lang.names import load as load_names  # lazily: most cards are printed in every language

    entity = load_names().by_id.get(card.id)
    if entity is None:
        return {}
    forms = {"ja": entity.ja, "zh": entity.zh_hans, "en": entity.en, "zh_hant": entity.zh_hant}
    printed = names_of(card)
    return {lang: f[0] for lang, f in forms.items() if f and lang not in printed}


def by_name_table(query: str, table: CardTable, limit: int) -> list[Match]:
    """The cards the name table names so, the whole query (:func:`named_elsewhere`), where no card
    of the data prints that name: ``how`` is "name table"."""
    from judge.lang.names import load as load_names  # lazily: only a name no card prints needs the name table
    from judge.lang.text import fold

    found = [m for folded in dict.fromkeys((fold(query), fold(simplified(query))))  # Traditional read as Simplified too
             for m in load_names().find(folded) if m.start == 0 and m.end == len(folded)]
    cards = (table.by_id(m.entity_id) for m in found)
    return [Match(card, "name table", query) for card in cards if card][:limit]


def texts_of(card: Card) -> dict[str, str]:
    """Texts by reader language, normalised (``zh`` is Simplified: the Simplified print's, else the
    Traditional read through OpenCC), plus ``zh_hant`` as printed."""
    out = {}
    for lang in ("ja", "zh", "en"):
        raw = card.texts.get(COLUMN[lang]) or (card.texts.get("zh_hant") if lang == "zh" else None)
        if raw:
            out[lang] = normalise(raw, lang)
    hant = normalise(card.texts.get("zh_hant", ""), "ja")
    if hant and simplified(hant) != out.get("zh"):  # shown apart only when the Simplified print words it otherwise
        out["zh_hant"] = hant
    return out


def read(card: Card, texts: dict[str, str], lang: str) -> tuple[str | None, dict[str, list[Hit]], list[dict]]:
    """The language shown, the phrases found per language read, and the rulings: the Part I topic
    of the card's kind, then each Part II topic, its phrase from the language shown where that text
    prints it (else from the Japanese, which the guides' phrases are written from)."""
    reader = load_reader()
    shown = next((l for l in FALLBACK[lang] if l in texts), None)
    order = [l for l in dict.fromkeys(["ja", shown]) if l in texts]
    hits = {l: reader.read(texts[l], l) for l in order}
    out = []
    part_one = reader.kinds.get(card.kind)
    if part_one:
        out.append({"id": part_one, "title": rulings_mod.title(part_one), "by": "kind",
                    "phrase": KIND_NAMES[card.kind]["en ja zh".split().index(shown or "en")]})
    seen = set()
    for l in order[::-1]:  # the language shown first: its phrases are the ones marked
        for h in hits[l]:
            if h.topic not in seen:
                seen.add(h.topic)
                out.append({"id": h.topic, "title": rulings_mod.title(h.topic), "by": "phrase", "phrase": h.phrase,
                            "lang": l, "start": h.start, "end": h.end})
    out[1 if part_one else 0:] = sorted(out[1 if part_one else 0:], key=lambda r: (r["lang"] != shown, r["start"]))
    return shown, hits, out


def source_line(card: Card) -> str:
    """Where each language's name and text come from, in words."""
    parts = []
    for lang, label in (("ja", "ja"), ("en", "en"), ("zh_hans", "zh"), ("zh_hant", "zh_hant")):
        cell = card.source.get(lang)
        if not cell:
            continue
        names, _, rest = cell.partition(":")
        where = rest.split("@")[0]
        names = names.split("@")[0]
        if where:
            code, _, at = where.partition("/")
            parts.append(f"{label}: {SOURCE_NAMES.get(code, code)} {at.replace('/', ' ')}".rstrip())
        else:
            parts.append(f"{label}: " + " + ".join(SOURCE_NAMES.get(c, c) for c in names))
    return "; ".join(parts)


def print_of(card: Card, lang: str) -> str | None:
    """The print a language's text is taken from, as its set and number ("S11a 025"), where the
    table records one (a text read through OpenCC is the Traditional print's)."""
    cell = card.source.get(COLUMN.get(lang, lang), "")
    if cell == "O":
        return print_of(card, "zh_hant")
    where = cell.partition(":")[2].split("@")[0]
    code, _, at = where.partition("/")
    return at.replace("/", " ").strip() or None


def numbers_differ(card: Card, texts: dict[str, str]) -> list[dict]:
    """Where the languages' texts print different numbers (prints of different eras or sources merged
    under one name: Nap heals 20 in one print, 30 in another), each text's print and its numbers;
    else nothing."""
    numbers = {lang: sorted(n for n in re.findall(r"[0-9]+", text) if int(n) >= 10) for lang, text in texts.items()}
    if len({tuple(n) for n in numbers.values()}) < 2:
        return []
    return [{"lang": lang, "print": print_of(card, lang), "numbers": [int(n) for n in found]} for lang, found in numbers.items()]


#: What a Pokémon's lookup keeps of each of its attacks' and Abilities' own lookup.
PART_FIELDS = ("kind", "kind_id", "name", "text", "lang", "rulings", "phrases", "source")


def in_traditional(card: Card, texts: dict[str, str], hits: dict[str, list[Hit]]) -> bool:
    """For a reader who writes Traditional Chinese, the card's Traditional print shown (``zh_hant``),
    its phrases found as in its Simplified reading (OpenCC keeps a text's length, so the places hold;
    where it does not, the print is shown unmarked). False when the card has no Traditional print."""
    printed = normalise(card.texts.get("zh_hant", ""), "ja")
    if not printed:
        return False
    texts["zh_hant"] = printed
    reading = simplified(printed)
    hits["zh_hant"] = load_reader().read(reading, "zh") if len(reading) == len(printed) else []
    return True


def card_json(card: Card, how: str, lang: str, table: CardTable | None = None, whole: bool = True,
              hant: bool = False) -> dict:
    """A card as ``judge card --json`` gives it; not ``whole`` (a card a question names), a Pokémon's
    newest print only; ``hant`` (a Chinese reader writing Traditional), its Traditional print shown
    where it has one (``lang`` is then ``zh_hant``)."""
    texts = texts_of(card)
    shown, hits, found = read(card, texts, lang)
    if hant and lang == "zh":
        found = [{**r, "title": {**r["title"], "zh_hant": traditional(r["title"].get("zh", ""))}} for r in found]
        if in_traditional(card, texts, hits):
            shown = "zh_hant"
            at = {h.topic: h for h in hits["zh_hant"]}
            found = [{**r, "phrase": texts["zh_hant"][at[r["id"]].start:at[r["id"]].end], "lang": "zh_hant",
                      "start": at[r["id"]].start, "end": at[r["id"]].end} if r["by"] == "phrase" and r["id"] in at else r
                     for r in found]
    elsewhere = named_elsewhere(card) if how == "name table" or not all(card.name(l) for l in ("ja", "zh_hans", "en")) else {}
    out = {"id": card.id, "kind": KIND_NAMES.get(card.kind, (card.kind,))[0], "kind_id": card.kind,
           "name": {**names_of(card), **elsewhere}, "text": texts, "lang": shown, "match": how, "rulings": found,
           "phrases": {l: [[h.start, h.end, h.topic] for h in hs] for l, hs in hits.items()},
           "sets": {l: list(v) for l, v in card.sets.items()}, "first": card.first or None,
           "source": source_line(card), "sources": dict(card.source)}
    if elsewhere:
        out["names_from_name_table"] = sorted(elsewhere)
    differ = numbers_differ(card, texts)
    if differ:
        out["prints_differ"] = differ
    if card.kind == "pokemon":
        part = lambda c: {k: v for k, v in card_json(c, "exact", lang, hant=hant).items() if k in PART_FIELDS}  # noqa: E731
        out["pokemon_card"] = pokemon_json(card, lang, table or load_table(), part, MOST_OTHERS if whole else 0)
        out["lang"] = lang  # a Pokémon prints no text of its own: its parts' are shown in the language asked
    if hant and lang == "zh":
        out["script"] = "Hant"
        if "pokemon_card" in out:  # its stats in the reader's characters (the words are ours, not printed)
            pc = out["pokemon_card"]
            out["pokemon_card"] = {**pc, "stats": traditional(pc["stats"]),
                                   "others": [{**o, "stats": traditional(o["stats"])} for o in pc.get("others", [])]}
    if card.pokemon:
        out["pokemon"] = {("zh" if l == "zh_hans" else l): list(v) for l, v in card.pokemon.items()}
        if "zh_hant" in out["pokemon"] and "zh" not in out["pokemon"]:
            out["pokemon"]["zh"] = [simplified(n) for n in out["pokemon"]["zh_hant"]]
    return out


def lookup(query: str, lang: str | None = None, limit: int = 8, table: CardTable | None = None,
           hant: bool | None = None) -> dict:
    """The answer object of ``judge card --json`` and ``GET /api/cards``; with no card, the near
    spellings as ``did_you_mean``. A Chinese reader writing Traditional (``hant``; by default, a query
    written in it) is shown each card's Traditional print (``script``: "Hant"). Raises
    :class:`EmptyName` for a query without a letter or a digit."""
    query = (query or "").strip()
    if not key(query):
        raise EmptyName("give a card's name, an attack's or an Ability's")
    lang = lang or detect_lang(query)
    table = table or load_table()
    matches = table.find(query, limit) or by_name_table(query, table, limit)
    hant = lang == "zh" and (is_traditional(query) if hant is None else hant)
    out = {"query": query, "lang": lang, "cards": [card_json(m.card, m.how, lang, table, hant=hant) for m in matches]}
    if hant:
        out["script"] = "Hant"
    if not matches:
        out["did_you_mean"] = did_you_mean(query, table=table)
    return out


def in_question(question: str, lang: str, table: CardTable | None = None) -> list[dict]:
    """The cards a question names (:func:`judge.cards.named.named`, at most :data:`MOST_NAMED`), each
    as ``judge card --json`` gives it, its text in the question's language."""
    table = table or load_table()
    hant = lang == "zh" and is_traditional(question)
    found = (named_card(name.text, lang, table, hant) for name in named(question, table)[:MOST_NAMED])
    return [card for card in found if card]


@lru_cache(maxsize=2048)
def named_card(name: str, lang: str, table: CardTable, hant: bool = False) -> dict | None:
    """The card a name written in a question names, as ``judge card --json`` gives it (a Pokémon's
    newest print only; its Traditional print for a question written in Traditional); made once per
    name and language (the object is shared: read it, never change it)."""
    match = table.find(name, 1)
    return card_json(match[0].card, "exact", lang, table, whole=False, hant=hant) if match else None


def did_you_mean(query: str, n: int = 3, table: CardTable | None = None) -> list[str]:
    """Names near a query that matched nothing: by edit distance on whole names (``CardTable.near``),
    never a name that merely holds the query."""
    return (table or load_table()).near(query, n)
