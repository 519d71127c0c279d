"""Terminal rendering for the CLI (rich): rulings readable at a table, both editions side by side,
answers and scenario reports, in the words the page uses (``judge.present``). Imported lazily by the
commands; may import everything but the web, the commands and the CLI."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from judge.cards.naming import localized
from judge.cards.render import card_panel
from judge.corpus.editions import EDITIONS, citation
from judge.engine.messages import ruleset_name, shown
from judge.lang.text import traditional
from judge.present.reading import (
    BRACED,
    display_name,
    outcome_label,
    segments,
    symbol_words,
    value_text,
)
from judge.present.ui import word
from judge.situation.replay import line as situation_line

if TYPE_CHECKING:  # the corpus's schema (pydantic) and the scenario files only where a ruling or scenario is shown
    from judge.corpus.load import Corpus
    from judge.corpus.models import Faq, Topic

AUTHORITY_STYLE = {"official": "green", "regulation": "yellow", "secondary": "magenta"}


def _card_names(cards, lang: str) -> str:
    """The cards a FAQ or an example names, in ``lang`` where a table knows them, each once (the set as printed)."""
    def one(c) -> str:
        effect = f" 「{display_name(c.effect, lang)}」" if c.effect else ""
        return f"{display_name(c.name, lang)}{effect}"
    return ", ".join(dict.fromkeys(one(c) + (f" ({c.set})" if c.set else "") for c in cards))


def _faq_panel(faq: Faq, topic: Topic, lang: str = "en") -> Panel:
    """A FAQ: the cards it names, its question and answer in ``lang`` (names in ``lang``), then the
    guide's passage as printed with its citation."""
    body = Text()
    cards = _card_names(faq.cards, lang)
    if cards:
        body.append(cards + "\n", style="bold")
    def own(words: dict) -> str:
        return localized(words.get(lang) or words["en"], lang)

    body.append("Q ", style="bold cyan")
    body.append(f"{own(faq.question.model_dump(exclude_none=True))}\n")
    body.append("A ", style="bold green")
    body.append(f"{own(faq.answer_shown())}\n")
    body.append(f"\n{faq.passage}\n", style="dim")
    section = next((s.section for s in topic.sources if s.edition == faq.edition), topic.id)
    body.append(f"\n— {citation(faq.edition, section + ' ' + faq.label)}", style="italic")
    from judge.present.rulings import proved_by  # lazily: the scenario files only for a ruling shown

    scenarios = sorted(set(faq.scenarios) | set(proved_by(faq.id)))
    if scenarios:
        body.append(f"\nscenarios: {', '.join(scenarios)}", style="dim")
    elif faq.no_scenario:
        body.append(f"\nno scenario: {faq.no_scenario}", style="dim")
    return Panel(body, title=f"{faq.id}  [{faq.edition}]", title_align="left", border_style="cyan")


def _flow(text: str) -> Text:
    """CJK text has no spaces to wrap at: keep a bullet on the line it starts."""
    return Text(text.replace("◆ ", "◆").replace("● ", "●"), overflow="fold")


def points_panel(points: list, corpus: Corpus, title: str, lang: str = "en") -> Panel:
    """A ruling's points: each one line (in ``lang``), the yes/no question it answers with the guide's
    answer, and the passage words it rests on, cited."""
    body = Text()
    for i, p in enumerate(points):
        body.append(("\n" if i else "") + f"{p.id.rsplit('/', 1)[1]}  ", style="bold cyan")
        body.append(localized(getattr(p.line, lang) or p.line.en, lang), style="bold" if p.kind == "rule" else "")
        body.append(f"  ({p.kind}{', inference' if p.inference else ''})\n", style="dim")
        if p.ask:
            body.append(f"    {localized(getattr(p.ask, lang) or p.ask.en, lang)} → {p.verdict}\n", style="dim")
        for r in p.rests_on:
            body.append(f"    「{r.quote}」 — {corpus.citation_of(p.ruling, r.edition)}\n", style="italic dim")
    body.rstrip()
    return Panel(body, title=title, title_align="left", border_style="blue")


def topic_renderable(topic: Topic, only_faq: Faq | None = None, width: int = 160, corpus: Corpus | None = None,
                     lang: str = "en"):
    """A topic (or one of its FAQs) as ``judge show`` prints it: its own words in ``lang`` (the names they
    quote in ``lang`` too), each edition's passage as printed beside."""
    head = Text()
    head.append(f"{topic.id}  ", style="bold")
    head.append(f"{getattr(topic.title, lang) or topic.title.en}\n", style="bold")
    head.append("  /  ".join(getattr(topic.title, other) for other in ("en", "ja", "zh") if other != lang) + "\n", style="dim")
    head.append(localized(getattr(topic.summary, lang, None) or topic.summary.en, lang))
    parts = [head]
    side = Table.grid(expand=True, padding=(0, 1))
    panels = []
    for s in topic.sources:
        style = AUTHORITY_STYLE[EDITIONS[s.edition].authority]
        side.add_column(ratio=1)
        panels.append(Panel(_flow(s.text), title=f"{s.edition}  {s.section}", subtitle=EDITIONS[s.edition].title, border_style=style))
    if width >= 50 * len(panels):
        side.add_row(*panels)
        parts.append(side)
    else:  # too narrow for the editions side by side: one under the other
        parts.extend(panels)
    own = corpus.points_of(only_faq.id if only_faq else topic.id) if corpus else []
    if own:
        parts.append(points_panel(own, corpus, f"points of {only_faq.id if only_faq else topic.id}", lang))
    for ch in topic.changes:
        summary = localized(getattr(ch.summary, lang, None) or ch.summary.en, lang)
        parts.append(Panel(Text(f"{summary}\n\n{ch.text}"), title=f"ruling change ({ch.edition})", border_style="red"))
    for d in topic.disagreements:
        quoted = "".join(f"\n\n{q.edition} {q.ruling}: {q.text}" for q in d.quotes)
        note = localized(getattr(d.note, lang, None) or d.note.en, lang)
        parts.append(Panel(Text(note + quoted), title=f"differs from {d.topic} ({d.edition})", border_style="magenta"))
    for faq in topic.faqs:
        if only_faq is None or faq.id == only_faq.id:
            parts.append(_faq_panel(faq, topic, lang))
            faq_points = corpus.points_of(faq.id) if corpus and only_faq is None else []
            if faq_points:
                parts.append(points_panel(faq_points, corpus, f"points of {faq.id}", lang))
    if topic.examples and only_faq is None:
        table = Table("edition", "example", "card", "text", show_lines=False, expand=True)
        for ex in topic.examples:
            for c in ex.cards:
                table.add_row(ex.edition, ex.label, _card_names([c], lang), c.text or "")
        parts.append(table)
    links = [l.id for l in topic.see_also] + list(topic.touches)
    if links:
        parts.append(Text("see also: " + ", ".join(links), style="dim"))
    return Group(*parts)


def show(console: Console, corpus: Corpus, ruling_id: str, lang: str = "en") -> None:
    topic, faq = corpus.get(ruling_id)
    console.print(topic_renderable(topic, faq, console.width, corpus, lang))


def list_table(corpus: Corpus) -> Table:
    table = Table("id", "title (en)", "ja", "zh", "editions", "FAQs")
    for topic in corpus:
        table.add_row(topic.id, topic.title.en, topic.title.ja, topic.title.zh,
                      " ".join(s.edition for s in topic.sources), str(len(topic.faqs)))
    return table


def scenario_report(result, lang: str = "en") -> Group:
    """A scenario's trace (each step in ``lang``), and beside it what the guide expects and what the engine reached.

    "verified" only where expectations were given and met; a what-if (nothing expected) shows its
    outcome. The expectations are "expected (guide)" where the scenario cites a source, else
    "expected (yours)". Every word is in ``lang``; the scenario's own title, written in English, is
    shown in another language as what it proves (a FAQ's question, a topic's title)."""
    if result.verified is None:
        status = Text(word("whatif_run", lang), style="bold yellow")
    else:
        status = Text(word("verified" if result.verified else "failed", lang), style="bold green" if result.verified else "bold red")
    head = Text()
    head.append(f"{result.id}  ", style="bold")
    head.append(status)
    head.append(f"\n{_scenario_title(result, lang)}\n")
    if result.proves:
        head.append(f"{word('proves', lang)}: {', '.join(result.proves)}  ·  ")
    head.append(word("ruleset", lang, r=ruleset_name(result.ruleset, lang)) + "\n")
    if result.source:  # the citation; the scenario's own words after it are English, shown in English only
        source = localized(result.source.strip(), lang) if lang == "en" else result.source.strip().split(": ", 1)[0]
        head.append(word("guide_source", lang, source=symbol_words(source, lang)), style="italic")
    trace = Table(word("rule", lang), word("step", lang), word("before_plain", lang), word("after_plain", lang),
                  show_header=True, expand=True, box=None)
    for s in result.trace.steps:
        trace.add_row(Text(s.rule, style="cyan"), Text(s.say(lang)), "" if s.before is None else shown(s.before, lang),
                      "" if s.after is None else shown(s.after, lang))
    if result.verified is None:
        outcome = Table(word("outcome", lang), word("engine", lang), show_header=True, box=None)
        for path, actual in result.outcome.items():
            outcome.add_row(outcome_label(path, lang), value_text(path, actual, lang))
        return Group(head, trace, outcome)
    expected = Table(word("expected_guide" if result.expected_from == "guide" else "expected_yours", lang), word("value", lang),
                     word("engine", lang), show_header=True, box=None)
    wrong = {m.path: m for m in result.mismatches}
    for path, actual in result.outcome.items():
        m = wrong.get(f"expect.{path}")
        label = f"{outcome_label(path, lang)} ({path})" if m else outcome_label(path, lang)  # the path to fix, where it fails
        expected.add_row(label, value_text(path, m.expected if m else actual, lang),
                         Text(value_text(path, m.actual if m else actual, lang), style="red" if m else "green"))
    for path, m in wrong.items():
        if not path.startswith("expect."):
            expected.add_row(path, str(m.expected), Text(str(m.actual), style="red"))
    if result.error:
        expected.add_row(word("error_word", lang), "", Text(result.error, style="red"))
    if result.verified:
        return Group(head, trace, expected)
    side = Table.grid(expand=True, padding=(0, 2))
    side.add_column(ratio=3)
    side.add_column(ratio=2)
    side.add_row(Panel(trace, title=word("trace", lang)),
                 Panel(expected, title=word("guide_vs_engine" if result.source else "yours_vs_engine", lang), border_style="red"))
    return Group(head, side)


def _scenario_title(result, lang: str) -> str:
    """A scenario's title in ``lang``: its own (English) one, or in another language what it proves
    (the first proven FAQ's question or topic's plain title), else its own."""
    if lang != "en" and result.proves:
        from judge.corpus.load import cached  # lazily: the corpus only for a scenario's title in another language

        try:
            topic, faq = cached().get(result.proves[0])
        except KeyError:
            return symbol_words(result.title, lang)
        words = faq.question if faq else (topic.plain or topic.title)
        return localized(getattr(words, lang, None) or words.en, lang)
    return symbol_words(result.title, lang)


def _marked(text: str, spans: list[list[int]], lang: str) -> Text:
    """A passage with the words that matched the question marked, its energy symbols in words."""
    text = text.replace("◆ ", "◆\u2060")
    t = Text(overflow="fold")
    for piece, mark in segments(text, spans):
        t.append(symbol_words(piece, lang), style="bold reverse" if mark else "")
    return t


def _one_line(r: dict, lang: str) -> Text:
    """A result on one line: its id, title and one-line answer. Japanese and Chinese have no spaces to
    wrap at, so the title and answer follow the id after a bar, not a space, and fold at the width (a
    space before them would move them whole to the next line, leaving the first all but empty)."""
    line = Text(overflow="fold")
    line.append(f"  {r['id']}" + ("  " if lang == "en" else "｜"), style="cyan")
    line.append(symbol_words(r["title"].get(lang) or r["title"]["en"], lang))
    if r.get("short"):
        line.append(f"{' — ' if lang == 'en' else '：'}{symbol_words(r['short'], lang)}", style="dim")
    return line


def answer_renderable(answer: dict) -> Group:
    """An answer at a table: the ruling first (its verdict and one line when sure), then its
    citation, then the replay's trace (in the question's language). Unsure, the candidates one line
    each; with no ruling that answers, that said plainly and the nearest rulings marked as no answer.
    Then the cards the question names, their text with its phrases marked (as ``judge card``). The
    words are the page's (:mod:`judge.present.ui`)."""
    lang = answer["lang"]
    words = lambda piece: symbol_words(BRACED.sub(r"[\1]", piece), lang)
    note = answer.get("note") or {}
    cut = [Text(word("cut", lang, n=note["characters"], max=note["read"]), style="yellow")] if note.get("code") == "question_cut" else []
    return Group(*cut, *situation_parts(answer), *_answer_parts(answer), *(card_panel(c, whole=False, words=words) for c in answer.get("cards", [])))


def situation_parts(answer: dict) -> list:
    """The asker's situation, first (before the ruling): the outcome in a line in the question's
    language, then each step of the replay with its rule; or, not replayed, what is missing."""
    sit = answer.get("situation")
    if not sit:
        return []
    lang, hant = answer["lang"], answer.get("script") == "Hant"
    in_script = traditional if hant else (lambda text: text)
    replayed = sit["status"] == "replayed"
    head = in_script(word("situation" if replayed else "situation_incomplete", lang))
    parts = [Text(head, style="bold"), Text(situation_line(sit, lang, hant), style="bold green" if replayed else "bold yellow")]
    for s in sit.get("trace", []):
        label = f"{s['rule']} {s['step']}" if s.get("step") else s["rule"]
        line = Text(f"  [{label}] ", style="cyan")
        line.append(s.get("says", {}).get(lang) or s.get("what", ""))
        parts.append(line)
    return [*parts, Text("")]


def _answer_parts(answer: dict) -> list:
    lang = answer["lang"]
    results = answer["results"]
    # A question asked in Traditional Chinese is answered in it: the answer's own words already are,
    # the terminal's are converted as they are written.
    w = (lambda key, **v: traditional(word(key, lang, **v))) if answer.get("script") == "Hant" else (lambda key, **v: word(key, lang, **v))
    in_script = traditional if answer.get("script") == "Hant" else (lambda text: text)
    if not results:
        return [Text(w("none"), style="yellow")]
    confidence = answer.get("confidence", "high")
    if confidence == "none":
        covered = [Text(w(f"not_covered_{answer['not_covered']}"), style="yellow")] if answer.get("not_covered") else []
        return [Text(w("none"), style="bold yellow"), *covered, Text(w("nearest"), style="dim"),
                *[_one_line(r, lang) for r in results[:3]]]
    if confidence == "low":
        return [Text(f"{w('low_note')} {w('did_you_mean')}", style="bold yellow"),
                *[_one_line(r, lang) for r in results]]
    parts = []
    top = results[0]
    if top.get("short"):  # it opens with the verdict's word when there is a verdict
        parts.append(Text(symbol_words(top["short"], lang), style="bold green"))
    head = Text()
    head.append(f"{top['id']}  ", style="bold cyan")
    head.append(symbol_words(top["title"].get(lang) or top["title"]["en"], lang), style="bold")
    body = [head]
    if top.get("question"):
        body.append(Text(symbol_words(top["question"], lang), style="italic"))
    body.append(Text(f"{w('answer')}: {symbol_words(top['answer'], lang)}", style="green"))
    for c in top["citations"][:2]:
        body.append(Panel(_marked(c["text"], c["marks"], EDITIONS[c["edition"]].lang if c.get("edition") in EDITIONS else lang),
                          title=c["citation"], title_align="left", border_style=AUTHORITY_STYLE.get(c["authority"], "white")))
    for d in top.get("differences", []):
        cited = " / ".join(filter(None, [d["citation"], d.get("compared_citation")]))
        body.append(Text(f"{w('differs')} ({d.get('label') or d['edition']}): {symbol_words(d['note'], lang)} — {cited}", style="magenta"))
    sc = top.get("scenario")
    if sc:
        mark = "✔" if sc["verified"] else "✘"
        rules = in_script(ruleset_name(sc.get("ruleset"), lang))
        body.append(Text(f"{w('replay')} {mark} {sc['id']} ({rules})", style="bold green" if sc["verified"] else "bold red"))
        for s in sc["trace"]:
            change = f"  {in_script(shown(s['before'], lang))} → {in_script(shown(s.get('after'), lang))}" if "before" in s else (
                f"  → {in_script(shown(s['after'], lang))}" if "after" in s else "")
            named = top.get("rules", {}).get(s["rule"])
            said = s.get("says", {}).get(lang) or s["what"]
            body.append(Text(f"  [{s['rule']}{' ' + named if named else ''}] {said}{change}", style="dim"))
        # One line per value: a name and its printed original ("Charmander (ヒトカゲ)") never split apart.
        body += [Text(f"  {in_script(outcome_label(k, lang))} = {in_script(value_text(k, v, lang))}") for k, v in sc["outcome"].items()]
    parts.append(Panel(Group(*body), border_style="green"))
    if len(results) > 1:
        parts += [Text(w("others"), style="dim")] + [_one_line(r, lang) for r in results[1:]]
    return parts
