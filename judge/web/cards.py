"""Cards on the web: one dict per lookup (the object ``judge card --json`` prints), returned as JSON
by ``GET /api/cards?q=`` and laid out by ``GET /c/<name>`` (the card's page, its permalink); the
card blocks an answer's page shows beside the answer; and the cards a ruling's page lists, those
the guide quotes for it that print its phrase (or are of its kind)."""

from __future__ import annotations

from urllib.parse import quote

from flask import abort, g, jsonify, render_template, request
from markupsafe import Markup

from judge.cards.examples import CORPUS_KINDS, Example, found
from judge.cards.lookup import COLUMN, KIND_NAMES, EmptyName, lookup
from judge.cards.phrases import load as load_reader
from judge.cards.render import differ_line
from judge.cards.table import LONGEST, key
from judge.cards.table import load as load_table
from judge.corpus.editions import EDITIONS
from judge.lang import LANGS
from judge.lang.text import detect_lang, is_traditional
from judge.web.http import json_error, pick_lang
from judge.present.reading import BRACED, display_name, with_symbols
from judge.web.script import HANT
from judge.present.ui import LANG_NAMES, word

#: How many cards a lookup gives, unless asked for more (as ``judge card``).
LIMIT = 8
#: The corpus's kinds whose quoted card is an attack or an Ability: its name is the card's ``effect``.
EFFECT_KINDS = ("attack", "ability", "gx-attack", "vstar-power")
#: The other texts' labels: the Traditional Chinese print beside the Simplified.
TEXT_LABELS = {**LANG_NAMES, "zh_hant": "中文 (繁體)"}
#: Each name's language as a page declares it (a name in another language is marked as such).
HTML_LANG = {"ja": "ja", "zh": "zh-Hans", "en": "en", "zh_hant": HANT}


def api_cards():
    """The cards of a name: ``{"query", "lang", "cards": […]}``, with ``did_you_mean`` when none."""
    q = request.args.get("q", "")
    lang = request.args.get("lang") or None
    if lang not in (None, *LANGS):
        abort(400, description="lang must be ja, zh or en")
    try:
        limit = min(max(int(request.args.get("limit", LIMIT)), 1), 50)
    except ValueError:
        abort(400, description="limit must be a number from 1 to 50")
    if len(q.strip()) > LONGEST:
        return json_error("name_too_long", f"the name has {len(q.strip())} characters; a card's has at most {LONGEST}", 400)
    try:
        return jsonify(lookup(q, lang, limit))
    except EmptyName as err:
        return json_error("empty_name", str(err), 400)


def card_page(name: str):
    """A card's permalink: the lookup of its name in the reader's language (the name's own when
    none is chosen); the near spellings, with a 404, when no card has it."""
    g.lang = lang = pick_lang(detect_lang(name))
    if lang == "zh" and not request.args.get("lang") and is_traditional(name):  # a name written in Traditional
        g.script = "Hant"
    if not key(name) or len(name.strip()) > LONGEST:
        abort(404, description=word("no_card", lang, q=name[:60]))
    try:
        data = lookup(name, lang, LIMIT, hant=getattr(g, "script", None) == "Hant")
    except EmptyName:
        abort(404, description=word("no_card", lang, q=name[:60]))
    views = [card_view(c, lang) for c in data["cards"]]
    near = [{"name": n, "href": card_href(n, lang)} for n in data.get("did_you_mean", [])]
    title = views[0]["name"] if views else name[:60]
    return render_template("card.html", data=data, cards=views, near=near, title=title, q=""), 200 if views else 404


def card_href(name: str, lang: str) -> str:
    return f"/c/{quote(name, safe='')}?lang={lang}"


def card_text(text: str, spans: list, lang: str) -> Markup:
    """A card's text with each phrase the reader found linking to its ruling (the topic's id
    beside it), energy symbols drawn; spans inside one already marked are left out."""
    text = BRACED.sub(r"[\1]", text)
    out, at = [], 0
    for start, end, topic in sorted(spans):
        if start < at:
            continue
        out.append(with_symbols(text[at:start], lang))
        out.append(Markup('<a class="cphrase" href="/r/{t}?lang={l}">{p}<sup>{t}</sup></a>').format(
            t=topic, l=lang, p=with_symbols(text[start:end], lang)))
        at = end
    out.append(with_symbols(text[at:], lang))
    return Markup("").join(out)


def other_names(names: dict[str, str], shown: str) -> list[dict]:
    """A card's names but the one shown, each once, with the language a page declares it in."""
    seen, out = {shown}, []
    for lang, name in names.items():
        if name and name not in seen:
            seen.add(name)
            out.append({"name": name, "lang": HTML_LANG.get(lang, lang)})
    return out


def ruling_views(rulings: list[dict], lang: str, shown: str | None = None) -> list[dict]:
    """The rulings a text triggers as a page lists them (a phrase read in a text other than the one
    ``shown``, by default the reader's language's, is named with its language)."""
    return [{"id": r["id"], "title": r["title"].get(lang) or r["title"].get("en") or r["id"],
             "phrase": word("its_kind", lang) if r["by"] == "kind" else r["phrase"],
             # A phrase read in another language's text: its language, for the page to mark and name.
             "phrase_lang": HTML_LANG.get(r.get("lang")) if r["by"] != "kind" and r.get("lang") not in (None, shown or lang) else None,
             "phrase_label": TEXT_LABELS.get(r.get("lang"), "")} for r in rulings]


def _part_name(part: dict, lang: str) -> str:
    names = part.get("name") or {}
    return names.get(lang) or names.get("en") or next(iter(names.values()), part["id"])


def pokemon_view(pokemon: dict | None, lang: str) -> dict | None:
    """A Pokémon's newest print and its other prints as a page shows them (:mod:`judge.cards.pokemon`)."""
    if not pokemon:
        return None
    parts = []
    for part in pokemon["parts"]:
        shown = lang if lang in part.get("text", {}) and lang in part.get("phrases", {}) else part.get("lang")
        if part.get("lang") == "zh_hant":  # a reader writing Traditional: the Traditional print
            shown = "zh_hant"
        parts.append({"name": _part_name(part, lang), "damage": part.get("damage"),
                      "kind": KIND_NAMES.get(part.get("kind_id"), ("",) * 3)[LANGS.index(lang)] if part.get("kind_id") != "attack" else "",
                      "cost": card_text(part["cost_text"].get(lang, ""), [], lang),
                      "text": card_text(part["text"][shown], part["phrases"].get(shown, []), lang) if shown in part.get("text", {}) else None,
                      "text_lang": HTML_LANG[shown] if shown == "zh_hant" else shown,
                      "rulings": ruling_views(part.get("rulings", []), lang, shown)})
    others = [{"stats": o["stats"], "prints": " ".join(o["prints"][:3]),
               "parts": ", ".join(" ".join(x for x in (_part_name(p, lang), p.get("damage")) if x) for p in o["parts"])}
              for o in pokemon["others"]]
    return {"stats": pokemon["stats"], "prints": " · ".join(pokemon["prints"]), "parts": parts, "others": others}


def card_view(card: dict, lang: str) -> dict:
    """One card of a lookup's dict as a page shows it, in ``lang``: its name (the others beside),
    its kind, its text with its phrases linked (in ``lang`` where its phrases were read in it, else
    in the language the lookup shows), the rulings its wording triggers, the other languages' texts,
    its Pokémon, sets and source (the Traditional Chinese print too, where it words the text otherwise)."""
    names = card["name"]
    name = names.get(lang) or names.get("en") or next(iter(names.values()), "")
    shown = lang if lang in card["phrases"] and lang in card["text"] else card["lang"]
    if card.get("script") == "Hant" and "zh_hant" in card["text"]:  # a reader writing Traditional: its print
        shown = "zh_hant"
    others = [(TEXT_LABELS[l], card_text(t, card["phrases"].get(l, []), lang), HTML_LANG.get(l, l))  # each quoted as printed
              for l, t in card["text"].items() if l != shown]
    pokemon = card.get("pokemon") or {}
    on = pokemon.get(lang) or next(iter(pokemon.values()), [])
    sets = card["sets"].get({"zh": "zh_hans"}.get(lang, lang)) or next(iter(card["sets"].values()), [])
    return {
        "id": card["id"], "name": name, "href": card_href(name, lang),
        "names": other_names(names, name),
        "kind": KIND_NAMES.get(card["kind_id"], (card["kind"],) * 3)[LANGS.index(lang) if lang in LANGS else 0],
        "text": card_text(card["text"][shown], card["phrases"].get(shown, []), lang) if shown in card["text"] else None,
        "text_lang": HTML_LANG[shown] if shown == "zh_hant" else shown, "others": others, "match": card["match"],
        "rulings": ruling_views(card["rulings"], lang, shown), "pokemon": pokemon_view(card.get("pokemon_card"), lang),
        "differ": differ_line(card, lang) if card.get("prints_differ") else None,
        "on": ", ".join(on), "sets": ", ".join(sets), "first": card.get("first"), "source": card["source"],
    }


def quoted_cards(data: dict, lang: str) -> list[dict]:
    """The cards the guide quotes for a ruling (its 文例 and the cards its FAQs name; a FAQ's own)
    that print its topic's phrase, or for a Part I topic are of its kind, each once: named in
    ``lang`` and linked to its page where the card table has it, else as the guide prints it."""
    topic = data.get("topic") if data["kind"] == "faq" else data["id"]
    if not topic or not topic.startswith(("I-", "II-")):
        return []
    reader, table = load_reader(), load_table()
    blocks = [(e["edition"], e["cards"]) for e in data.get("examples", [])] + [(f["edition"], f["cards"]) for f in data.get("faqs", [])]
    out, seen = [], set()
    for edition, cards in blocks:
        text_lang = "zh" if EDITIONS[edition].lang == "zh" else "ja"
        for c in cards:
            kind = CORPUS_KINDS.get(c["kind"], c["kind"])
            if not found(Example(topic, topic, "", text_lang, (c.get("text") or "",), (kind,)), reader):
                continue
            printed = c.get("effect") if c["kind"] in EFFECT_KINDS and c.get("effect") else c["name"]
            match = table.find(printed, 1) if key(printed) in table.by_key else []
            card = match[0].card if match else None
            if (card.id if card else printed) in seen:
                continue
            seen.add(card.id if card else printed)
            # its name in the reader's language (the card table's, else the name table's), else as printed, marked so
            name = (card.name(COLUMN[lang]) if card else None) or display_name(printed, lang)
            on = display_name(c["name"], lang) if printed != c["name"] else None
            out.append({"name": name, "on": on, "href": card_href(name, lang) if card else None,
                        "name_lang": None if name != printed or text_lang == lang else HTML_LANG[text_lang],
                        "on_lang": None if on is None or on != c["name"] or text_lang == lang else HTML_LANG[text_lang]})
    return out
