"""What the web page shows, built from the corpus, the answer object and the replays: everything in
the reader's language, the answer first. The templates only lay it out."""

from __future__ import annotations

from itertools import count
from typing import Any

from markupsafe import Markup, escape

from judge.cards.naming import localized
from judge.corpus.editions import reader_first
from judge.corpus.load import Corpus
from judge.corpus.models import INFERENCE_MARK, Topic, with_verdict_word
from judge.engine.messages import ruleset_name, shown
from judge.lang.text import sentences
from judge.web.reading import (
    OWNERS,
    action_words,
    display_name,
    outcome_label,
    segments,
    step_html,
    value_html,
    with_symbols,
)
from judge.web.ui import word

VERDICTS = ("yes", "no", "depends")


def titles(topic: Topic, lang: str) -> tuple[str, str | None]:
    """A topic's heading in ``lang``: its plain title, and the guide's phrase when that differs."""
    phrase = getattr(topic.title, lang)
    plain = getattr(topic.plain, lang) if topic.plain else phrase
    return plain, (phrase if phrase != plain else None)


def rule_title(corpus: Corpus, rid: str, lang: str) -> str:
    """The plain title of the topic a ruling id (topic or FAQ) belongs to; the id when unknown."""
    topic = corpus.topics.get(rid.partition("/")[0])
    return titles(topic, lang)[0] if topic else rid


def first_sentence(text: str) -> tuple[str, str]:
    """A text's first sentence, whole (judge.lang.text.sentences), and the rest."""
    cut = sentences(text or "")
    if len(cut) < 2:
        return text, ""
    return cut[0], text.strip()[len(cut[0]):].strip()


def marked(text: str, spans: list, lang: str) -> Markup:
    """A passage with the question's terms in <mark> and energy symbols drawn; the rest escaped."""
    return Markup("").join(Markup("<mark>{}</mark>").format(with_symbols(piece, lang)) if mark else with_symbols(piece, lang)
                           for piece, mark in segments(text, spans))


def ruling_words(corpus: Corpus, rid: str, lang: str) -> dict:
    """A ruling's own text in ``lang``: a topic's summary, or a FAQ's question and answer (and the
    FAQ's verdict and one-line answer where the corpus gives them)."""
    try:
        topic, faq = corpus.get(rid)
    except KeyError:
        return {}
    plain, phrase = titles(topic, lang)
    out: dict[str, Any] = {"topic": topic, "faq": faq, "title": plain, "phrase": phrase}
    own = lambda words: localized(getattr(words, lang, None) or words.en, lang)  # noqa: E731  (names in the reader's language)
    if faq is None:
        out["text"] = own(topic.summary)
    else:
        out["question"] = own(faq.question)
        out["text"] = own(faq.answer)
        if faq.inference is not None:  # reasoning the passage does not state, marked as such
            out["inference"] = own(faq.inference)
            out["inference_mark"] = INFERENCE_MARK.get(lang, INFERENCE_MARK["en"])
        short = getattr(faq, "short", None)
        if short is not None:
            out["short"] = own(short)
        verdict = getattr(faq, "verdict", None)
        if verdict in VERDICTS:
            out["verdict"] = verdict
        if out.get("short"):  # shown under its verdict, the line goes on without the verdict's word
            out["line"] = with_verdict_word(out["short"], None, lang)
        out["parts"] = [{"question": own(x.question), "short": own(x.short), "verdict": x.verdict} for x in getattr(faq, "parts", [])]
        out["cards"] = [display_name(c.name, lang) + (f" 「{display_name(c.effect, lang)}」" if c.effect else "") for c in faq.cards]
    return out


def result_view(corpus: Corpus, r: dict, answer: dict, lang: str, uids) -> dict:
    """One result of an answer as the page shows it. The verdict and one-line answer are the
    search's (in the question's language); a page in another language words the ruling from the
    corpus and gives the verdict only."""
    words = ruling_words(corpus, r["id"], lang)
    verdict = r.get("verdict") if r.get("verdict") in VERDICTS else None  # given only when confidence is high
    short = r.get("short") if answer.get("lang") == lang else None
    parts = words.get("parts") or []
    if not short and r.get("part") is not None and r["part"] < len(parts):
        short = parts[r["part"]]["short"]  # the part the question asks, in the page's language
    if not short and words.get("short"):
        short = words["short"]
    text = words.get("text") or r.get("answer", "")
    if short:  # the verdict is shown on its own: the line goes on without its word
        lead, rest = with_verdict_word(short, None, lang), text
    elif r["kind"] == "faq":  # a FAQ's answer is the answer, as a whole
        lead, rest = text, ""
    else:
        lead, rest = first_sentence(text)
    # The answer orders them for its reader (the edition stating the rule in force first); a page in
    # another language reads its own edition first.
    citations = r.get("citations", []) if answer.get("lang") == lang else citations_first(r, lang)
    scenario = r.get("scenario") or {}
    return {
        "id": r["id"], "kind": r["kind"], "authority": r.get("authority", "official"),
        "title": words.get("title") or r["title"].get(lang) or r["title"]["en"], "phrase": words.get("phrase"),
        "question": words.get("question") or r.get("question"),
        "verdict": verdict, "verdict_word": word(verdict, lang) if verdict else None,
        "lead": lead, "rest": rest, "citations": citations,
        "differences": [{**d, "note": (d.get("notes") or {}).get(lang) or d["note"]} for d in r.get("differences", [])],
        "replay": replay_view(corpus, scenario["id"], lang, next(uids), r["id"]) if scenario.get("id") else None,
    }


def citations_first(r: dict, lang: str) -> list[dict]:
    """A result's citations in reading order: a FAQ's own passage first, then the reader's edition."""
    citations = list(r.get("citations", []))
    if r.get("kind") == "faq" and citations:
        return citations[:1] + reader_first(citations[1:], lang)
    return reader_first(citations, lang)


def answer_view(corpus: Corpus, answer: dict, lang: str) -> dict:
    """The answer object as the page lays it out: ``confidence`` decides whether the first result is
    shown as the answer (high), as one candidate among others (low), or as not an answer (none)."""
    results = answer.get("results", [])
    confidence = answer.get("confidence") or ("high" if results else "none")
    uids = (f"b{n}" for n in count(1))
    views = [result_view(corpus, r, answer, lang, uids) if (i == 0 and confidence == "high")
             else brief_view(corpus, r, lang, r.get("short") if answer.get("lang") == lang else None)
             for i, r in enumerate(results)]
    return {"confidence": confidence, "results": views, "note": answer.get("note")}


def brief_view(corpus: Corpus, r: dict, lang: str, short: str | None = None) -> dict:
    """A result shown on one line (a candidate, a nearest ruling, a result after the first): its
    title and question; opened, the line of it that answers (the search's ``short`` when it is in
    the page's language, else a FAQ's own), its ruling text and first citation. No verdict."""
    words = ruling_words(corpus, r["id"], lang)
    citations = citations_first(r, lang)
    text = words.get("text") or r.get("answer", "")
    short = short or words.get("short")
    return {"id": r["id"], "kind": r["kind"], "authority": r.get("authority", "official"),
            "title": words.get("title") or r["title"].get(lang) or r["title"]["en"], "phrase": words.get("phrase"),
            "question": words.get("question") or r.get("question"), "text": text,
            "short": short if short and short != text else None, "citations": citations[:1]}


# --- replays ---------------------------------------------------------------------------------

def replay_view(corpus: Corpus, sid: str, lang: str, uid: str, context: str | None = None) -> dict | None:
    """A scenario's replay: what it proves, the board before and after its key step, the trace,
    the outcome and the what-if form. None when the scenario is unknown."""
    from judge.web.board import replayed

    replay = replayed(sid)
    if replay is None:
        return None
    return run_view(corpus, replay.result, replay.steps, lang, uid, replay.document, sid=replay.id, context=context)


def run_view(corpus: Corpus, result: dict, steps: list, lang: str, uid: str, document: dict | None = None,
             sid: str | None = None, context: str | None = None) -> dict:
    """A run (a corpus replay or a what-if) as the page shows it; ``context`` is the ruling the page
    is about: the replay is titled by what it proves of that ruling."""
    from judge.web.svg import board_svg

    proves = [{"id": p, "words": proves_words(corpus, p, lang)} for p in result.get("proves", [])]
    board = result.get("board") or {}
    key = action_words((board.get("key") or {}).get("action"), lang)
    boards = []
    if board.get("before") and board.get("after"):
        before = word("before", lang, what=key) if key else word("before_plain", lang)
        after = word("after", lang, what=key) if key else word("after_plain", lang)
        boards = [(before, board_svg(board["before"], lang, before, f"{uid}a")),
                  (after, board_svg(board["after"], lang, after, f"{uid}b", compare=board["before"]))]
    about = next((p for p in proves if p["id"] == context), None) or next((p for p in proves if context and p["id"].startswith(context.partition("/")[0])), None) \
        or (proves[0] if proves else None)
    title = with_symbols(localized(result.get("title", ""), lang), lang) if lang == "en" or about is None else escape(about["words"])
    return {
        "id": sid, "uid": uid, "title": title, "verified": result.get("verified"),
        "ruleset": ruleset_name(result.get("ruleset"), lang),
        "proves": proves, "boards": boards,
        "trace": [{"rule": s.rule, "rule_title": rule_title(corpus, s.rule, lang), "html": step_html(s, lang),
                   "before": _change(s.before, lang), "after": _change(s.after, lang)} for s in steps],
        "outcome": [(outcome_label(k, lang), value_html(k, v, lang)) for k, v in (result.get("outcome") or {}).items()],
        "fields": whatif_fields(document, lang) if document else [],
    }


def _change(value, lang: str) -> str | None:
    """A step's value before or after, as it reads (lists of names or Special Conditions in words)."""
    return None if value is None else shown(value, lang, lambda name: display_name(name, lang))


def proves_words(corpus: Corpus, rid: str, lang: str) -> str:
    """What a proven ruling says, in a line: a FAQ's question, a topic's plain title."""
    words = ruling_words(corpus, rid, lang)
    return words.get("question") or words.get("title") or rid


def field_label(e, lang: str) -> str:
    """A what-if value's label ("Player's ガーディ: HP", "しんかのきせき: amount")."""
    who = OWNERS[e.side][lang].format(x=display_name(e.card, lang)) if e.side else display_name(e.card, lang)
    key = {"coins": "coins", "hp": "hp", "damage": "damage", "attack": "attack_damage"}.get(e.what, "amount")
    return word(key, lang, who=who, what=display_name(e.card, lang))


def whatif_fields(document: dict, lang: str) -> list[dict]:
    """The what-if form's fields for a scenario document, labelled in ``lang``."""
    from judge.web.simulate import editable

    return [{"name": e.path, "label": field_label(e, lang), "kind": "text" if e.what == "coins" else "number",
             "value": " ".join(e.value) if e.what == "coins" else e.value,
             "step": 10 if e.what in ("hp", "damage", "attack") else 1} for e in editable(document)]


def change_words(changes: list, lang: str) -> list[str]:
    """What a what-if changed, a line each ("Player's ガーディ: HP 70 → 50")."""
    show = lambda v: " ".join(v) if isinstance(v, list) else str(v)  # noqa: E731
    return [f"{field_label(e, lang)}: {show(e.value)} → {show(value)}" for e, value in changes]
