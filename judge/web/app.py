"""The web page and JSON API (contract: ../shared/DESIGN.md, "HTTP"): three views of one corpus.

Pages are server-rendered and work without JavaScript; ``static/judge.js`` adds search as you type
and runs a what-if in place. No inline script or style, so a strict Content-Security-Policy holds.
"""

from __future__ import annotations

import logging
import secrets
from urllib.parse import urlencode

from flask import Flask, abort, g, jsonify, redirect, render_template, request
from flask.json.provider import DefaultJSONProvider
from jinja2 import pass_context
from werkzeug.exceptions import HTTPException

from judge.corpus import load as corpus_mod
from judge.corpus.editions import EDITIONS
from judge.corpus.models import FAMILY_TITLES
from judge.lang import LANGS
from judge.web.script import HANT
from judge.web.script import init_app as in_traditional
from judge.web.ui import LANG_NAMES, word
from judge.web.views import ruling_json

#: The page's own script and style files (``/static/``), and any inline <style> or <script> carrying
#: the request's nonce (``{{ csp_nonce() }}``); nothing else runs, loads from elsewhere, frames the page or posts it elsewhere. Style attributes
#: stay allowed (they cannot run code, and everything a user types is escaped anyway).
CSP = ("default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'nonce-{nonce}'; style-src-attr 'unsafe-inline'; "
       "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
#: The largest request body read (a scenario file is a few kB): larger ones get 413.
MAX_BODY = 1024 * 1024
#: Headers on every response, page or API.
SECURITY_HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin"}

log = logging.getLogger("judge.web.app")


def csp_nonce() -> str:
    """This request's nonce for inline scripts and styles (made on first use)."""
    if "csp_nonce" not in g:
        g.csp_nonce = secrets.token_urlsafe(16)
    return g.csp_nonce


def value(name: str) -> str | None:
    """A value of the query or of a posted form; the query's alone where the form cannot be read (a
    body over the cap, or cut short: the error handler answering that asks too)."""
    try:
        return request.values.get(name)
    except HTTPException:
        return request.args.get(name)


def pick_lang(question_lang: str | None = None) -> str:
    """The reader's language: the one chosen on the page (``lang``), else the question's, else the
    browser's."""
    asked = value("lang")
    if asked == HANT:  # a Chinese page in Traditional characters (judge.web.script)
        g.script = "Hant"
        return "zh"
    if asked in LANGS:
        return asked
    if question_lang in LANGS:
        return question_lang
    return request.accept_languages.best_match(LANGS, default="en") or "en"


def cut_question(q: str) -> tuple[str, int | None]:
    """The question as read: at most the search's cap of characters; with the length it had when
    it was longer (else None)."""
    from judge.search.ask import MAX_QUESTION

    q = (q or "").strip()
    if len(q) > MAX_QUESTION:
        return q[:MAX_QUESTION].strip(), len(q)
    return q, None


class JSONProvider(DefaultJSONProvider):
    """Flask's JSON with text as UTF-8, never failing to encode: text that is no Unicode (a lone
    surrogate) is sent as JSON's escapes instead."""

    ensure_ascii = False

    def dumps(self, obj, **kwargs) -> str:
        text = super().dumps(obj, **kwargs)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return super().dumps(obj, **{**kwargs, "ensure_ascii": True})
        return text


def json_error(code: str, message: str, status: int, **extra):
    return jsonify(error={"code": code, "message": message, **extra}), status


def server_error(app: Flask, status: int, message: str, path: str) -> tuple[str, list[tuple[str, str]], bytes]:
    """The app's answer to a request the server refused before the app ran (a header too large,
    bytes that are no HTTP, a body over the cap): its error handler's JSON on ``/api/``, its error
    page elsewhere, with the security headers. Returns the status line, headers and body."""
    from werkzeug.exceptions import InternalServerError, default_exceptions

    err = default_exceptions.get(status, InternalServerError)(description=message)
    with app.test_request_context(path):
        response = app.process_response(app.make_response(app.handle_user_exception(err)))
    return response.status, list(response.headers.items()), response.get_data()


def create_app(config: dict | None = None) -> Flask:
    """The app factory: ``create_app({"TESTING": True})`` in tests, ``judge serve`` in production.

    ``config["SEARCH"]``, when given, is called as ``SEARCH(question, lang, limit)`` in place of the
    index's ``ask`` (tests give answer objects this way)."""
    app = Flask(__name__)
    app.json = JSONProvider(app)
    app.config.update(JSON_AS_ASCII=False, RULINGS=None, MAX_CONTENT_LENGTH=MAX_BODY)
    app.config.update(config or {})
    from judge.web.compress import init_app as compress

    compress(app)
    in_traditional(app)  # after compression, so that it runs before it

    app.jinja_env.globals["csp_nonce"] = csp_nonce

    def corpus():
        return corpus_mod.cached(app.config["RULINGS"])

    lower_ids: dict[str, str] = {}

    def canonical(ruling_id: str) -> str | None:
        """The ruling id as the corpus spells it, for an id in any letter case; None if unknown."""
        if not lower_ids:
            lower_ids.update({i.lower(): i for i in corpus().ids()})
        return lower_ids.get(ruling_id.lower())

    @app.context_processor
    def page_words():
        lang = getattr(g, "lang", None) or pick_lang()

        def lang_url(target: str) -> str:
            if request.method != "GET":
                return f"/?lang={target}"
            args = {**request.args.to_dict(), "lang": target}
            args.pop("partial", None)
            return f"{request.path}?{urlencode(args)}"

        return {"lang": lang, "w": lambda key, **values: word(key, lang, **values), "lang_url": lang_url,
                "lang_names": LANG_NAMES, "langs": LANGS}

    @app.template_filter("marked")
    @pass_context
    def marked(context, text: str, spans: list):
        """A passage with the question's terms marked and energy symbols drawn."""
        from judge.web.pages import marked

        return marked(text, spans, context["lang"])

    @app.template_filter("strong")
    def strong(text: str, part: str):
        """The text with its first ``part`` in <strong> (a candidate's line that answers); the rest escaped."""
        from markupsafe import Markup, escape

        if not part or part not in text:
            return escape(text)
        head, _, tail = text.partition(part)
        return Markup("{}<strong>{}</strong>{}").format(head, part, tail)

    @app.template_filter("symbols")
    @pass_context
    def symbols(context, text: str):
        from judge.web.reading import with_symbols

        return with_symbols(text, context["lang"])

    @app.after_request
    def security_headers(response):
        response.headers.update(SECURITY_HEADERS)
        response.headers["Content-Security-Policy"] = CSP.format(nonce=csp_nonce())
        return response

    @app.errorhandler(HTTPException)
    def http_error(err: HTTPException):
        if request.path.startswith("/api/"):
            return json_error(err.name.lower().replace(" ", "_"), err.description, err.code)
        g.lang = pick_lang()
        return render_template("error.html", err=err, q=""), err.code

    @app.errorhandler(Exception)
    def unexpected(err: Exception):
        """A defect or an unusable index: logged with its traceback, answered with a message only."""
        from werkzeug.exceptions import InternalServerError, ServiceUnavailable

        from judge.search.build import IndexUnavailable

        if isinstance(err, IndexUnavailable):
            log.error("%s", err)
            return http_error(ServiceUnavailable(description=str(err)))
        log.exception("%s %s failed", request.method, request.path)
        return http_error(InternalServerError(description="the server could not answer this request"))

    def ask(q: str, lang: str | None, limit: int) -> dict:
        search = app.config.get("SEARCH")
        if search is not None:
            return search(q, lang, limit)
        from judge.search.live import serving

        # The build in memory, followed to each new one (its freshness is checked when first opened).
        return serving(ensure=app.config.get("ENSURE_INDEX", True)).ask(q, lang, limit)

    # --- JSON API ------------------------------------------------------------------------------

    @app.get("/api/ask")
    def api_ask():
        from judge.search.ask import MAX_QUESTION, BadQuestion

        q, length = cut_question(request.args.get("q", ""))
        lang = request.args.get("lang") or None
        if lang not in (None, "ja", "zh", "en"):
            abort(400, description="lang must be ja, zh or en")
        try:
            limit = min(max(int(request.args.get("limit", 5)), 1), 20)
        except ValueError:
            abort(400, description="limit must be a number from 1 to 20")
        try:
            answer = ask(q, lang, limit)
        except BadQuestion as err:
            return json_error(err.code, str(err), 400)
        if length:
            answer = {**answer, "note": {"code": "question_cut", "characters": length, "read": MAX_QUESTION,
                                         "message": f"the question has {length} characters; only the first {MAX_QUESTION} were read"}}
        return jsonify(answer)

    @app.get("/api/rulings/<path:ruling_id>")
    def api_ruling(ruling_id: str):
        found = canonical(ruling_id)
        if found is None:
            abort(404, description=f"unknown ruling id {ruling_id!r}")
        return jsonify(ruling_json(corpus(), found))

    @app.get("/api/rulings")
    def api_rulings():
        from judge.web.views import list_json

        return jsonify(list_json(corpus()))

    @app.get("/api/scenarios/<path:scenario_id>")
    def api_scenario(scenario_id: str):
        from judge.web.board import replayed

        replay = replayed(scenario_id)
        if replay is None:
            abort(404, description=f"unknown scenario id {scenario_id!r}")
        return jsonify({"id": replay.id, "document": replay.document, "run": replay.result})

    @app.post("/api/simulate")
    def api_simulate():
        from judge.web.simulate import MAX_BODY, STATUS, BadDocument, read_body, simulate

        if (request.content_length or 0) > MAX_BODY:
            return json_error("too_large", f"the document has {request.content_length} bytes; at most {MAX_BODY} are read", 413)
        try:
            data = read_body(request.stream.read(MAX_BODY + 1), request.mimetype or "")
            return jsonify(simulate(data))
        except BadDocument as err:
            return jsonify(error=err.to_json()), STATUS.get(err.code, 400)

    @app.get("/api/openapi.json")
    def api_openapi():
        from judge.web.openapi import document

        return jsonify(document())

    # --- pages ---------------------------------------------------------------------------------

    @app.get("/r/<path:ruling_id>")
    def ruling_page(ruling_id: str):
        from judge.web.pages import replay_view, ruling_words

        found = canonical(ruling_id)
        if found is None:
            abort(404, description=f"unknown ruling id {ruling_id!r}")
        if found != ruling_id:
            query = request.query_string.decode()
            return redirect(f"/r/{found}" + (f"?{query}" if query else ""), code=301)
        g.lang = lang = pick_lang()
        data = ruling_json(corpus(), found)
        topic, faq = corpus().get(found)
        replays = [v for i, sid in enumerate(data["scenarios"]) if (v := replay_view(corpus(), sid, lang, f"r{i + 1}", found))]
        from judge.corpus.editions import reader_first

        return render_template("ruling.html", r=data, topic=topic, faq=faq, words=ruling_words(corpus(), found, lang),
                               sources=reader_first(data["sources"], lang), replays=replays, editions=EDITIONS,
                               faq_words=[ruling_words(corpus(), f["id"], lang) for f in data["faqs"]])

    @app.post("/whatif")
    def whatif():
        """A what-if from a replay's form: the page (no JavaScript) or, with ``partial``, the part
        the script puts in place."""
        from judge.web.board import replayed
        from judge.web.pages import change_words, run_view
        from judge.web.simulate import STATUS, BadDocument, changed, simulated

        g.lang = lang = pick_lang()
        replay = replayed(request.form.get("scenario", ""))
        if replay is None:
            abort(404, description=f"unknown scenario id {request.form.get('scenario', '')!r}")
        error, view, changes = None, None, []
        try:
            doc, changes = changed(replay.document, request.form.to_dict())
            result, steps = simulated(doc)
            view = run_view(corpus(), {**result, "proves": replay.result["proves"], "title": replay.result["title"]},
                            steps, lang, "w1", doc, sid=replay.id)
        except BadDocument as err:
            error = err
        template = "_whatif.html" if value("partial") else "whatif.html"
        topic_id = replay.result["proves"][0] if replay.result["proves"] else ""
        form_view = view or run_view(corpus(), replay.result, replay.steps, lang, "w0", replay.document, sid=replay.id)
        return render_template(template, view=view, error=error, changes=change_words(changes, lang), form_view=form_view,
                               back=f"/r/{topic_id}?lang={lang}", q=""), STATUS.get(error.code, 400) if error else 200

    @app.get("/")
    def index():
        from judge.search.ask import MAX_QUESTION, BadQuestion
        from judge.web.pages import answer_view, titles

        q, length = cut_question(request.args.get("q", ""))
        answer, error = None, None
        if q:
            try:
                answer = ask(q, request.args.get("qlang") or None, 5)
            except BadQuestion as err:
                error = str(err)
        g.lang = lang = pick_lang(answer["lang"] if answer else None)
        if answer and answer.get("script") == "Hant" and lang == "zh":  # asked in Traditional: answered so
            g.script = "Hant"
        view = answer_view(corpus(), answer, lang) if answer else None
        note = word("cut", lang, n=length, max=MAX_QUESTION) if length else None
        context = {"q": q, "view": view, "error": error, "note": note}
        if request.args.get("partial"):  # the script puts it in place; a page in another language is loaded whole
            return render_template("_results.html", **context), 200, {"Content-Language": lang}
        groups: dict[str, list] = {}
        for topic in corpus() if not q else ():  # the list of rulings is shown on the home page only
            groups.setdefault(topic.family, []).append((topic, titles(topic, lang)[0]))
        return render_template("index.html", groups=groups, family_titles=FAMILY_TITLES,
                               explicit_lang=request.args.get("lang") in LANGS, **context)

    return app
