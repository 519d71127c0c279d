"""A card lookup as the terminal shows it (``judge card`` without ``--json``).

Kept beside the lookup rather than in ``judge/terminal.py``: that module loads the corpus, the engine
and the web's reading, and a cold ``judge card`` must answer in well under a second.
"""

from __future__ import annotations

from typing import Callable

from rich.console import Group
from rich.panel import Panel
from rich.text import Text

#: How the text of each language is labelled.
LABELS = {"ja": "日本語", "zh": "中文", "zh_hant": "中文 (繁體)", "en": "English"}
#: The heading of a Pokémon's other prints, in the panel's language.
OTHER_PRINTS = {"en": "Other prints", "ja": "ほかのカード", "zh": "其他卡", "zh_hant": "其他卡"}
#: Said below the texts when they are of prints printing different numbers, in the panel's language.
PRINTS_DIFFER = {"en": "These texts are of different prints, and their numbers differ: {prints}",
                 "ja": "これらのテキストは別々のカードのもので、数字が違います：{prints}",
                 "zh": "这些文字来自不同的卡，数字不同：{prints}", "zh_hant": "這些文字來自不同的卡，數字不同：{prints}"}
#: Why a Part I ruling is listed for a card: its kind (a Supporter → Supporters), in the panel's language.
ITS_KIND = {"en": "its kind", "ja": "カードの種類", "zh": "卡的种类", "zh_hant": "卡的種類"}


def marked(text: str, spans: list[list], style: str = "bold underline", words: Callable[[str], str] = str) -> Text:
    """A text with its phrases' spans marked, each followed by its topic id; each piece of it as
    ``words`` writes it (energy symbols as words, where the caller knows them)."""
    out = Text()
    at = 0
    for start, end, topic in sorted(spans):
        if start < at:
            continue
        out.append(words(text[at:start]))
        out.append(words(text[start:end]), style=style)
        out.append(f"[{topic}]", style="dim cyan")
        at = end
    out.append(words(text[at:]))
    return out


def card_panel(card: dict, whole: bool = True, words: Callable[[str], str] = str) -> Panel:
    """A card as ``judge card`` shows it: its names, its text with its phrases marked, the Pokémon
    printing it, the rulings its wording triggers; ``whole``, its other languages' texts and where
    they come from too, and its names in every language (``judge ask`` shows a card named in a
    question without them, by its name in the answer's language: the answer is in one language)."""
    lang = card.get("lang") or "en"
    if card.get("script") == "Hant" and lang == "zh":  # a reader writing Traditional: the Traditional print and names
        lang = "zh_hant"
    names = card["name"]
    every = (names.get("en"), names.get("ja"), names.get("zh"), names.get("zh_hant")) if whole else (names.get(lang) or names.get("en"),)
    title = " · ".join(dict.fromkeys(n for n in every if n))
    parts = []
    if card.get("pokemon_card"):
        parts += pokemon_parts(card["pokemon_card"], lang, words, others=whole)
    elif lang in card["text"] or (lang == "zh_hant" and "zh" in card["text"]):
        shown = lang if lang in card["text"] else "zh"  # no Traditional print: the Simplified one, as printed
        parts.append(marked(card["text"][shown], card["phrases"].get(shown, []), words=words))
    else:
        parts.append(Text("(no text: the card prints only its name, or its damage)", style="dim"))
    if card.get("pokemon"):
        on = card["pokemon"].get(lang) or card["pokemon"].get("zh" if lang == "zh_hant" else lang) or next(iter(card["pokemon"].values()))
        parts.append(Text("on: " + ", ".join(on), style="dim"))
    parts.append(Text(""))
    parts += ruling_lines(card["rulings"], lang, words)
    if whole:
        parts += other_texts(card, lang)
    subtitle = f"{card['kind']} · {card['id']}" + ("" if card["match"] == "exact" else f" · {card['match']} match")
    return Panel(Group(*parts), title=title, title_align="left", subtitle=subtitle, subtitle_align="left")


def ruling_lines(rulings: list[dict], lang: str, words: Callable[[str], str] = str) -> list[Text]:
    """One line per ruling a text triggers: its id, its title, and the phrase (or the kind) that
    triggers it, as ``words`` writes it (energy symbols as words, where the caller knows them)."""
    parts = []
    for r in rulings:
        line = Text(f"{r['id']:<8} ", style="bold cyan")
        line.append(r["title"].get(lang) or r["title"].get("en") or "")
        how = ITS_KIND.get(lang, ITS_KIND["en"]) if r["by"] == "kind" else f"「{words(r['phrase'])}」" if r.get("lang") != "en" else f"“{words(r['phrase'])}”"
        if r["by"] != "kind" and r.get("lang") and r["lang"] != lang:  # read in another language's text: say which
            how += f" ({LABELS.get(r['lang'], r['lang'])})"
        line.append(f"  ← {how}", style="dim")
        parts.append(line)
    return parts


def _name(names: dict, lang: str) -> str:
    return names.get(lang) or names.get("en") or next(iter(names.values()), "?")


def _head(part: dict, lang: str, words: Callable[[str], str]) -> Text:
    """An attack's or Ability's first line: its kind (an Ability), its cost, its name, its damage."""
    line = Text()
    if part.get("kind_id", "attack") != "attack" and part.get("kind"):
        line.append(f"{part['kind']}  ", style="magenta")
    if part.get("cost"):
        line.append(words(part["cost_text"].get(lang) or part["cost_text"].get("zh" if lang == "zh_hant" else lang, "")) + " ")
    line.append(_name(part["name"], lang), style="bold")
    if part.get("damage"):
        line.append(f"  {part['damage']}")
    return line


def pokemon_parts(pokemon: dict, lang: str, words: Callable[[str], str] = str, others: bool = True) -> list[Text]:
    """A Pokémon's newest print (its stats, then each attack and Ability with its text marked and
    the rulings it triggers), then, with ``others``, its other prints, one line each."""
    out = [Text(pokemon["stats"], style="bold"), Text("  ".join(p for p in pokemon["prints"]), style="dim")]
    for part in pokemon["parts"]:
        out += [Text(""), _head(part, lang, words)]
        shown = part.get("lang") or lang
        if shown in part.get("text", {}):
            out.append(marked(part["text"][shown], part["phrases"].get(shown, []), words=words))
        out += ruling_lines(part.get("rulings", []), lang, words)
    if not others:
        return out
    if pokemon["others"]:
        out += [Text(""), Text(OTHER_PRINTS.get(lang, OTHER_PRINTS["en"]), style="dim bold")]
    for other in pokemon["others"]:
        line = Text(f"{other['stats']}: ", style="dim")
        for i, part in enumerate(other["parts"]):
            line.append((", " if i else "") + _head(part, lang, words).plain)
        line.append(f"  ({' '.join(other['prints'][:3])})", style="dim")
        out.append(line)
    if pokemon.get("more"):
        out.append(Text(f"+{pokemon['more']}", style="dim"))
    return out


def other_texts(card: dict, lang: str) -> list[Text]:
    """The card's texts in the languages not shown, then its first print and sources."""
    parts = []
    for other in ("ja", "en", "zh", "zh_hant"):
        if other != lang and other in card["text"] and not (other == "zh_hant" and "zh" in card["text"] and lang == "zh"):
            parts.append(Text(""))
            parts.append(Text(LABELS[other], style="dim bold"))
            parts.append(marked(card["text"][other], card["phrases"].get(other, []), style="underline"))
    parts.append(Text(""))
    if card.get("prints_differ"):
        parts += [Text(differ_line(card, lang), style="yellow"), Text("")]
    first = f"first printed {card['first']}; " if card.get("first") else ""
    parts.append(Text(f"{first}{card['source']}", style="dim"))
    return parts


def differ_line(card: dict, lang: str) -> str:
    """Which print each language's text is of, with its numbers, where the prints' numbers differ
    (the terminal's and the card page's line)."""
    prints = " · ".join(f"{LABELS.get(d['lang'], d['lang'])} {d['print'] or '?'}: {', '.join(map(str, d['numbers'])) or '-'}"
                        for d in card["prints_differ"])
    return PRINTS_DIFFER.get(lang, PRINTS_DIFFER["en"]).format(prints=prints)


def lookup_renderable(result: dict) -> Group:
    return Group(*(card_panel(c) for c in result["cards"]))
