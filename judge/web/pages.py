"""What the web page shows, built from the corpus, the answer object and the replays: everything in
the reader's language, the answer first. The templates only lay it out."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from judge.cards.naming import localized
from judge.corpus.editions import reader_first
from judge.corpus.load import Corpus
from judge.corpus.models import INFERENCE_MARK, with_verdict_word
from judge.corpus.points import point_ruling
from judge.engine.messages import ruleset_name, shown
from judge.lang.text import sentences
from judge.present.reading import (
    OWNERS,
    action_words,
    display_name,
    outcome_label,
    segments,
    step_html,
    value_html,
    with_symbols,
)
from judge.present.ui import word
from judge.situation.replay import line as situation_line
from judge.web.board import replayed
from judge.web.cards import card_view
from judge.web.simulate import editable
from judge.web.svg import board_svg

VERDICTS = ("yes", "no", "depends")


def in_lang(words, lang: str) -> str | None:
    """Words in ``lang``, else in English: a model's (``Trilingual``, ``Localized``) or its JSON's."""
    if isinstance(words, dict):
        return words.get(lang) or words.get("en")
    return getattr(words, lang, None) or getattr(words, "en", None)


def titles(title, plain, lang: str) -> tuple[str, str | None]:
    """A heading in ``lang``: the plain title, and the guide's phrase when that differs."""
    phrase = in_lang(title, lang)
    shown = in_lang(plain, lang) if plain else phrase
    return shown, (phrase if phrase != shown else None)


def rule_title(corpus: Corpus, rid: str, lang: str) -> str:
    """The plain title of the topic a ruling id (topic or FAQ) belongs to; the id when unknown."""
    topic = corpus.topics.get(rid.partition("/")[0])
    return titles(topic.title, topic.plain, lang)[0] if topic else rid


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


def ruling_words(data: dict, lang: str) -> dict:
    """A ruling's own text in ``lang``, read from its one dict (:func:`~judge.present.rulings.ruling_json`):
    its plain title and the guide's phrase, and a topic's summary or a FAQ's words (:func:`faq_words`)."""
    plain, phrase = titles(data["title"], data.get("plain"), lang)
    out: dict[str, Any] = {"title": plain, "phrase": phrase}
    if data["kind"] == "faq":
        out.update(faq_words(data, lang))
    else:
        out["text"] = localized(in_lang(data["summary"], lang), lang)
    return out


def faq_words(faq: dict, lang: str) -> dict:
    """A FAQ's question and answer in ``lang`` (from :func:`~judge.present.rulings.faq_json`), its
    reasoning the passage does not state (marked as such), its one-line answer and verdict, and each
    part it asks with its own."""
    own = lambda words: localized(in_lang(words, lang), lang)
    out: dict[str, Any] = {"question": own(faq["question"]), "text": own(faq["answer"]), "short": own(faq["short"])}
    if out["short"]:  # shown under its verdict, the line goes on without the verdict's word
        out["line"] = with_verdict_word(out["short"], None, lang)
    if faq.get("inference"):
        out["inference"] = own(faq["inference"])
        out["inference_mark"] = INFERENCE_MARK.get(lang, INFERENCE_MARK["en"])
    if faq.get("verdict") in VERDICTS:
        out["verdict"] = faq["verdict"]
    parts = [p if isinstance(p, dict) else p.model_dump() for p in faq.get("parts") or []]
    out["parts"] = [{"question": localized(p["question"][lang], lang), "short": localized(p["short"][lang], lang), "verdict": p["verdict"]}
                    for p in parts]
    cards = [c if isinstance(c, dict) else c.model_dump() for c in faq.get("cards") or []]
    out["cards"] = [display_name(c["name"], lang) + (f" 「{display_name(c['effect'], lang)}」" if c.get("effect") else "") for c in cards]
    return out


def point_anchor(point_id: str) -> str:
    """A point's anchor on its ruling's page: ``p1`` for a topic's, ``faq-1-p1`` for a FAQ's."""
    number = point_id.rpartition("/")[2]
    faq = point_ruling(point_id).partition("/")[2]
    return f"{faq}-{number}" if faq else number


def points_words(points: list[dict], lang: str) -> list[dict]:
    """A ruling's points as its page shows them in ``lang``: each one's anchor (``p1``, ``faq-1-p1``),
    kind, line, yes/no question with the guide's answer, and the passage words it rests on, cited."""
    out = []
    for p in points:
        out.append({"id": p["id"], "anchor": point_anchor(p["id"]), "kind": p["kind"],
                    "line": localized(p["line"][lang], lang), "ask": localized(p["ask"][lang], lang) if p.get("ask") else None,
                    "verdict": p.get("verdict"), "inference": p.get("inference"), "rests_on": p["rests_on"],
                    "same_as": [{"id": s, "href": f"/r/{point_ruling(s)}#{point_anchor(s)}"} for s in p.get("same_as") or ()]})
    return out


def words_of(corpus: Corpus, rid: str, lang: str) -> dict:
    """:func:`ruling_words` of a ruling id, read from the same fields as its dict holds (the
    corpus's own, not dumped to JSON first: a results page words several); empty for an id the
    corpus does not know."""
    try:
        topic, faq = corpus.get(rid)
    except KeyError:
        return {}
    fields = {"title": topic.title, "plain": topic.plain}
    if faq is None:
        return ruling_words({"kind": "topic", **fields, "summary": topic.summary}, lang)
    return ruling_words({"kind": "faq", **fields, "question": faq.question, "answer": faq.answer, "short": faq.short,
                         "inference": faq.inference, "verdict": faq.verdict, "parts": faq.parts, "cards": faq.cards}, lang)


def answer_line(r: dict, words: dict, same_lang: bool) -> str | None:
    """The line of an answer's result that answers, in the page's language: the answer's own
    ``short`` when the page is in the question's language; else the short of the FAQ part the answer
    says the question asks (its ``part``), else the FAQ's own; None for a topic in another language."""
    if same_lang and r.get("short"):
        return r["short"]
    parts = words.get("parts") or []
    if r.get("part") is not None and r["part"] < len(parts):
        return parts[r["part"]]["short"]
    return words.get("short")


def result_view(corpus: Corpus, r: dict, answer: dict, lang: str, uid: str) -> dict:
    """One result of an answer as the page shows it. The verdict, the line that answers, the FAQ
    part and the replay are the answer's own (the line in the question's language; a page in
    another language words the ruling from the corpus and gives the verdict only)."""
    words = words_of(corpus, r["id"], lang)
    verdict = r.get("verdict") if r.get("verdict") in VERDICTS else None  # given only when confidence is high
    short = answer_line(r, words, answer.get("lang") == lang)
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
    differences = [{**d, "note": (d.get("notes") or {}).get(lang) or d["note"]} for d in r.get("differences", [])]
    scenario = r.get("scenario") or {}
    return {
        **heading(r, words, lang), "verdict": verdict, "verdict_word": word(verdict, lang) if verdict else None,
        "lead": lead, "rest": rest, "citations": citations, "differences": differences,
        "lead_cite": card_cite(r.get("card_rule"), lang),
        "replay": replay_view(corpus, scenario, lang, uid, r["id"]) if scenario.get("id") else None,
    }


def card_cite(rule: dict | None, lang: str) -> str | None:
    """Where a line quoting a card's own words comes from: the card, and the sets printing it."""
    if not rule:
        return None
    name = rule["name"].get(lang) or rule["name"].get("en") or rule["card"]
    sets = rule.get("sets", {}).get(lang) or rule.get("sets", {}).get("en") or []
    return word("card_text_of", lang, name=name) + (f" ({', '.join(sets[-2:])})" if sets else "")


def heading(r: dict, words: dict, lang: str) -> dict:
    """What a result is: its id, kind and authority, its title and the guide's phrase, a FAQ's question."""
    return {"id": r["id"], "kind": r["kind"], "authority": r.get("authority", "official"),
            "title": words.get("title") or r["title"].get(lang) or r["title"]["en"], "phrase": words.get("phrase"),
            "question": words.get("question") or r.get("question")}


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
    views = [result_view(corpus, r, answer, lang, "b1") if (i == 0 and confidence == "high")
             else brief_view(corpus, r, answer, lang) for i, r in enumerate(results)]
    return {"confidence": confidence, "results": views, "note": answer.get("note"), "not_covered": answer.get("not_covered"),
            "cards": [card_view(c, lang) for c in answer.get("cards", [])], "situation": situation_view(corpus, answer)}


def situation_view(corpus: Corpus, answer: dict) -> dict | None:
    """The asker's situation as the page shows it, first: the outcome in a line in the question's
    language, then the replay's steps, each with its rule (linked, titled); not replayed, what is missing."""
    sit = answer.get("situation")
    if not sit:
        return None
    lang, hant = answer.get("lang", "en"), answer.get("script") == "Hant"
    steps = [{"rule": s["rule"], "rule_title": rule_title(corpus, s["rule"], lang), "step": s.get("step"),
              "text": s.get("says", {}).get(lang) or s.get("what", ""),
              "before": s.get("before"), "after": s.get("after")} for s in sit.get("trace", [])]
    return {"status": sit["status"], "line": situation_line(sit, lang, hant), "steps": steps, "missing": sit.get("missing", []),
            "read": [r["what"] for r in sit.get("read", [])], "lang": lang}


def brief_view(corpus: Corpus, r: dict, answer: dict, lang: str) -> dict:
    """A result shown on one line (a candidate, a nearest ruling, a result after the first): its
    title and question; opened, the line of it that answers (:func:`answer_line`), its ruling text
    and first citation. No verdict."""
    words = words_of(corpus, r["id"], lang)
    text = words.get("text") or r.get("answer", "")
    short = answer_line(r, words, answer.get("lang") == lang)
    return {**heading(r, words, lang), "text": text, "short": short if short and short != text else None,
            "citations": citations_first(r, lang)[:1]}


# --- replays ---------------------------------------------------------------------------------

def replay_view(corpus: Corpus, run: dict | str, lang: str, uid: str, context: str | None = None) -> dict | None:
    """A scenario's replay: what it proves, the board before and after its key step, the trace,
    the outcome and the what-if form. ``run`` is a scenario id, or the run an answer carries (the
    scenario it chose for the question, with its own verdict, what it proves and its outcome): the
    boards, the steps to word and the document a what-if starts from are the corpus replay's of
    that scenario, which the answer object does not carry. None when the scenario is unknown."""
    replay = replayed(run if isinstance(run, str) else run.get("id", ""))
    if replay is None:
        return None
    result = replay.result if isinstance(run, str) else {**replay.result, **{k: v for k, v in run.items() if k != "trace"}}
    return run_view(corpus, result, replay.steps, lang, uid, replay.document, sid=replay.id, context=context)


def run_view(corpus: Corpus, result: dict, steps: list, lang: str, uid: str, document: dict | None = None,
             sid: str | None = None, context: str | None = None) -> dict:
    """A run (a corpus replay or a what-if) as the page shows it; ``context`` is the ruling the page
    is about: the replay is titled by what it proves of that ruling."""
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
    words = words_of(corpus, rid, lang)
    return words.get("question") or words.get("title") or rid


def field_label(e, lang: str) -> str:
    """A what-if value's label ("Player's ガーディ: HP", "しんかのきせき: amount")."""
    who = OWNERS[e.side][lang].format(x=display_name(e.card, lang)) if e.side else display_name(e.card, lang)
    key = {"coins": "coins", "hp": "hp", "damage": "damage", "attack": "attack_damage"}.get(e.what, "amount")
    return word(key, lang, who=who, what=display_name(e.card, lang))


def whatif_fields(document: dict, lang: str) -> list[dict]:
    """The what-if form's fields for a scenario document, labelled in ``lang``."""
    return [{"name": e.path, "label": field_label(e, lang), "kind": "text" if e.what == "coins" else "number",
             "value": " ".join(e.value) if e.what == "coins" else e.value,
             "step": 10 if e.what in ("hp", "damage", "attack") else 1} for e in editable(document)]


def change_words(changes: list, lang: str) -> list[str]:
    """What a what-if changed, a line each ("Player's ガーディ: HP 70 → 50")."""
    show = lambda v: " ".join(v) if isinstance(v, list) else str(v)
    return [f"{field_label(e, lang)}: {show(e.value)} → {show(value)}" for e, value in changes]
