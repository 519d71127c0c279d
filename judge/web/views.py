"""The web service's resources, a view each: one dict, returned as JSON under ``/api/`` and laid out
as a page elsewhere, as datasette's views are. A view's ``data`` builds the dict (the JSON API's
object, the contract of ../shared/DESIGN.md); its page is that same dict in the reader's language
(:mod:`judge.web.pages`), never a second read of the corpus or a second search.

========== ============================ ====================================
resource   JSON                         page
========== ============================ ====================================
answer     ``GET /api/ask?q=``          ``GET /?q=``
rulings    ``GET /api/rulings``         ``GET /`` (no question: the list)
ruling     ``GET /api/rulings/<id>``    ``GET /r/<id>``
run        ``POST /api/simulate``       ``POST /whatif`` (a replay's form)
scenario   ``GET /api/scenarios/<id>``  its replay, on its rulings' pages
cards      ``GET /api/cards?q=``        ``GET /c/<name>`` (:mod:`judge.web.cards`)
========== ============================ ====================================
"""

from __future__ import annotations

from judge.cards.naming import localized

from flask import Flask, abort, current_app, g, jsonify, redirect, render_template, request

from judge.corpus import load as corpus_mod
from judge.corpus.editions import EDITIONS
from judge.corpus.load import Corpus
from judge.corpus.models import FAMILY_TITLES
from judge.lang import LANGS
from judge.search.ask import MAX_QUESTION, BadQuestion
from judge.search.live import serving
from judge.search.question import cut_note, cut_question
from judge.web import simulate as runs
from judge.web.board import replayed
from judge.web.cards import api_cards, card_page, quoted_cards
from judge.web.http import json_error, pick_lang, value
from judge.web.openapi import document
from judge.web.pages import answer_view, change_words, faq_words, points_words, replay_view, ruling_words, run_view, titles
from judge.corpus.editions import reader_first
from judge.present.rulings import list_json, ruling_json
from judge.present.ui import word


def corpus() -> Corpus:
    """The corpus the app serves (``RULINGS``: a folder, or the repository's), read once per process."""
    return corpus_mod.cached(current_app.config["RULINGS"])


def kept(name: str, key, make):
    """What ``make()`` gives, made once per app and ``key``: what is built from the corpus alone,
    which does not change under a running server."""
    store = current_app.extensions.setdefault(f"judge.{name}", {})
    if key not in store:
        store[key] = make()
    return store[key]


def canonical(ruling_id: str) -> str | None:
    """The ruling id as the corpus spells it, for an id in any letter case; None if unknown."""
    return kept("ids", None, lambda: {i.lower(): i for i in corpus().ids()}).get(ruling_id.lower())


def known(ruling_id: str) -> str:
    """:func:`canonical`, or a 404 naming the id."""
    found = canonical(ruling_id)
    if found is None:
        abort(404, description=f"unknown ruling id {ruling_id!r}")
    return found


# --- the answer ----------------------------------------------------------------------------------

def answer_data(q: str, lang: str | None, limit: int, length: int | None) -> dict:
    """The answer object (``judge ask --json``), with a ``note`` when the question was cut from
    ``length`` characters. ``SEARCH``, when configured, answers in place of the live index (tests
    give answer objects this way). Raises :class:`BadQuestion`."""
    search = current_app.config.get("SEARCH")
    if search is not None:
        answer = search(q, lang, limit)
    else:  # the build in memory, followed to each new one (its freshness checked when first opened)
        answer = serving(ensure=current_app.config.get("ENSURE_INDEX", True)).ask(q, lang, limit)
    if length:
        answer = {**answer, "note": cut_note(length)}
    return answer


def api_ask():
    q, length = cut_question(request.args.get("q", ""))
    lang = request.args.get("lang") or None
    if lang not in (None, *LANGS):
        abort(400, description="lang must be ja, zh or en")
    try:
        limit = min(max(int(request.args.get("limit", 5)), 1), 20)
    except ValueError:
        abort(400, description="limit must be a number from 1 to 20")
    try:
        return jsonify(answer_data(q, lang, limit, length))
    except BadQuestion as err:
        return json_error(err.code, str(err), 400)


def home():
    """The search page: the answer to ``q`` laid out by its confidence; without a question, the
    rulings to browse. ``partial`` gives the answer alone (the script puts it in place)."""
    q, length = cut_question(request.args.get("q", ""))
    answer, error = None, None
    if q:
        try:
            answer = answer_data(q, request.args.get("qlang") or None, 5, length)
        except BadQuestion as err:
            error = str(err)
    g.lang = lang = pick_lang(answer["lang"] if answer else None)
    if answer and answer.get("script") == "Hant" and lang == "zh":  # asked in Traditional: answered so
        g.script = "Hant"
    context = {"q": q, "view": answer_view(corpus(), answer, lang) if answer else None, "error": error,
               "note": word("cut", lang, n=length, max=MAX_QUESTION) if length else None}
    if request.args.get("partial"):  # a page in another language is loaded whole
        return render_template("_results.html", **context), 200, {"Content-Language": lang}
    groups = kept("home", lang, lambda: rulings_page(list_json(corpus()), lang)) if not q else {}  # on the home page only
    return render_template("index.html", groups=groups, family_titles=FAMILY_TITLES,
                           explicit_lang=request.args.get("lang") in LANGS, **context)


# --- rulings -------------------------------------------------------------------------------------

def api_rulings():
    return jsonify(list_json(corpus()))


def rulings_page(rows: list[dict], lang: str) -> dict[str, list[dict]]:
    """The list of rulings (:func:`list_json`) as the home page groups it: each family's topics,
    each with its plain title in ``lang`` and its number of FAQs."""
    groups: dict[str, list[dict]] = {}
    faqs: dict[str, int] = {}
    for row in rows:
        if row["kind"] == "topic":
            shown = titles(row["title"], row["plain"], lang)[0]
            groups.setdefault(row["family"], []).append({**row, "shown": shown})
        else:
            faqs[row["topic"]] = faqs.get(row["topic"], 0) + 1
    for topic in (t for family in groups.values() for t in family):
        topic["faqs"] = faqs.get(topic["id"], 0)
    return groups


def api_ruling(ruling_id: str):
    return jsonify(ruling_json(corpus(), known(ruling_id)))


def ruling_page(ruling_id: str):
    """A ruling's permalink: its one dict (``/api/rulings/<id>``) in the reader's language, with
    every scenario's replay. An id in another letter case is sent to its own spelling."""
    found = known(ruling_id)
    if found != ruling_id:
        query = request.query_string.decode()
        return redirect(f"/r/{found}" + (f"?{query}" if query else ""), code=301)
    g.lang = lang = pick_lang()
    data = ruling_json(corpus(), found)
    replays = [v for i, sid in enumerate(data["scenarios"]) if (v := replay_view(corpus(), sid, lang, f"r{i + 1}", found))]
    # Where the page shows several passages, the reader's edition first (a Chinese reader: zh-3.1's
    # passage, FAQs and quotes before ja-2.2's); each edition's own in the guide's order.
    disagreements = [{**d, "note": {**d["note"], lang: localized(d["note"].get(lang) or "", lang)}, "quotes": reader_first(d["quotes"], lang)}
                     for d in data.get("disagreements") or []]  # its note's names in the reader's language
    return render_template("ruling.html", r=data, words=ruling_words(data, lang), sources=reader_first(data["sources"], lang),
                           replays=replays, editions=EDITIONS, points=points_words(data["points"], lang),
                           faqs=[(f, {**faq_words(f, lang), "points": points_words(f["points"], lang)}) for f in reader_first(data["faqs"], lang)],
                           disagreements=disagreements, cards=kept("quoted", (found, lang), lambda: quoted_cards(data, lang)))


# --- runs ----------------------------------------------------------------------------------------

def api_scenario(scenario_id: str):
    replay = replayed(scenario_id)
    if replay is None:
        abort(404, description=f"unknown scenario id {scenario_id!r}")
    return jsonify({"id": replay.id, "document": replay.document, "run": replay.result})


def api_simulate():
    """A posted scenario document's run."""
    if (request.content_length or 0) > runs.MAX_BODY:
        return json_error("too_large", f"the document has {request.content_length} bytes; at most {runs.MAX_BODY} are read", 413)
    try:
        data = runs.read_body(request.stream.read(runs.MAX_BODY + 1), request.mimetype or "")
        return jsonify(runs.simulate(data))
    except runs.BadDocument as err:
        return jsonify(error=err.to_json()), runs.STATUS.get(err.code, 400)


def whatif():
    """A what-if from a replay's form: the run of the corpus scenario with the form's values, as a
    page (no JavaScript) or, with ``partial``, the part the script puts in place."""
    g.lang = lang = pick_lang()
    replay = replayed(request.form.get("scenario", ""))
    if replay is None:
        abort(404, description=f"unknown scenario id {request.form.get('scenario', '')!r}")
    error, view, changes = None, None, []
    try:
        doc, changes = runs.changed(replay.document, request.form.to_dict())
        result, steps = runs.simulated(doc)
        view = run_view(corpus(), {**result, "proves": replay.result["proves"], "title": replay.result["title"]},
                        steps, lang, "w1", doc, sid=replay.id)
    except runs.BadDocument as err:
        error = err
    template = "_whatif.html" if value("partial") else "whatif.html"
    topic_id = replay.result["proves"][0] if replay.result["proves"] else ""
    form_view = view or run_view(corpus(), replay.result, replay.steps, lang, "w0", replay.document, sid=replay.id)
    return render_template(template, view=view, error=error, changes=change_words(changes, lang), form_view=form_view,
                           back=f"/r/{topic_id}?lang={lang}", q=""), runs.STATUS.get(error.code, 400) if error else 200


def api_openapi():
    return jsonify(document())


def favicon():
    """The site's icon where a browser asks for it without reading the page's link to it."""
    return current_app.send_static_file("favicon.svg")


#: Every route: (rule, endpoint, view, methods).
ROUTES = (
    ("/api/ask", "api_ask", api_ask, ("GET",)),
    ("/", "index", home, ("GET",)),
    ("/api/rulings", "api_rulings", api_rulings, ("GET",)),
    ("/api/rulings/<path:ruling_id>", "api_ruling", api_ruling, ("GET",)),
    ("/r/<path:ruling_id>", "ruling_page", ruling_page, ("GET",)),
    ("/api/scenarios/<path:scenario_id>", "api_scenario", api_scenario, ("GET",)),
    ("/api/simulate", "api_simulate", api_simulate, ("POST",)),
    ("/whatif", "whatif", whatif, ("POST",)),
    ("/api/openapi.json", "api_openapi", api_openapi, ("GET",)),
    ("/api/cards", "api_cards", api_cards, ("GET",)),
    ("/c/<path:name>", "card_page", card_page, ("GET",)),
    ("/favicon.ico", "favicon", favicon, ("GET",)),
)


def register(app: Flask) -> None:
    for rule, endpoint, view, methods in ROUTES:
        app.add_url_rule(rule, endpoint, view, methods=list(methods))
