"""The web page and JSON API (contract: ../shared/DESIGN.md, "HTTP"): three views of one corpus."""

from __future__ import annotations

import logging
import secrets

from flask import Flask, abort, g, jsonify, render_template, request
from markupsafe import Markup, escape
from werkzeug.exceptions import HTTPException

from . import corpus as corpus_mod
from .editions import EDITIONS
from .models import FAMILY_TITLES
from .views import ruling_json

LANGS = ("en", "ja", "zh")

#: The page's own inline <style> and <script> carry the request's nonce (``{{ csp_nonce() }}``);
#: nothing else runs, loads from elsewhere, frames the page or posts it elsewhere. Style attributes
#: stay allowed (they cannot run code, and everything a user types is escaped anyway).
CSP = ("default-src 'self'; script-src 'nonce-{nonce}'; style-src 'self' 'nonce-{nonce}'; style-src-attr 'unsafe-inline'; "
       "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
#: The largest request body read (a scenario file is a few kB): larger ones get 413.
MAX_BODY = 1024 * 1024
#: Headers on every response, page or API.
SECURITY_HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin"}

log = logging.getLogger("judge.web")


def csp_nonce() -> str:
    """This request's nonce for inline scripts and styles (made on first use)."""
    if "csp_nonce" not in g:
        g.csp_nonce = secrets.token_urlsafe(16)
    return g.csp_nonce


def pick_lang() -> str:
    asked = request.args.get("lang")
    if asked in LANGS:
        return asked
    return request.accept_languages.best_match(LANGS, default="en") or "en"


def marked(text: str, spans: list) -> Markup:
    """The text with the matched terms wrapped in <mark>, everything else escaped."""
    out, last = [], 0
    for start, end in sorted(spans):
        if start < last:
            continue
        out += [escape(text[last:start]), Markup("<mark>"), escape(text[start:end]), Markup("</mark>")]
        last = end
    out.append(escape(text[last:]))
    return Markup("").join(out)


def create_app(config: dict | None = None) -> Flask:
    """The app factory: ``create_app({"TESTING": True})`` in tests, ``judge serve`` in production."""
    app = Flask(__name__)
    app.config.update(JSON_AS_ASCII=False, RULINGS=None, MAX_CONTENT_LENGTH=MAX_BODY)
    app.config.update(config or {})
    app.json.ensure_ascii = False

    app.jinja_env.globals["csp_nonce"] = csp_nonce

    def corpus():
        return corpus_mod.cached(app.config["RULINGS"])

    @app.after_request
    def security_headers(response):
        response.headers.update(SECURITY_HEADERS)
        response.headers["Content-Security-Policy"] = CSP.format(nonce=csp_nonce())
        return response

    @app.errorhandler(HTTPException)
    def http_error(err: HTTPException):
        if request.path.startswith("/api/"):
            return jsonify(error={"code": err.name.lower().replace(" ", "_"), "message": err.description}), err.code
        return render_template("error.html", err=err, lang=pick_lang()), err.code

    @app.errorhandler(Exception)
    def unexpected(err: Exception):
        """A defect or an unusable index: logged with its traceback, answered with a message only."""
        from werkzeug.exceptions import InternalServerError, ServiceUnavailable

        from .search.build import IndexUnavailable

        if isinstance(err, IndexUnavailable):
            log.error("%s", err)
            return http_error(ServiceUnavailable(description=str(err)))
        log.exception("%s %s failed", request.method, request.path)
        return http_error(InternalServerError(description="the server could not answer this request"))

    fresh = {"checked": False}  # the index's freshness is checked once per app, not on every question

    def searcher():
        from .search.ask import open_index

        idx = open_index(ensure=app.config.get("ENSURE_INDEX", True) and not fresh["checked"])
        fresh["checked"] = True
        return idx

    @app.get("/api/ask")
    def api_ask():
        from .search.ask import BadQuestion

        q = request.args.get("q", "")
        lang = request.args.get("lang") or None
        if lang not in (None, "ja", "zh", "en"):
            abort(400, description="lang must be ja, zh or en")
        try:
            limit = min(max(int(request.args.get("limit", 5)), 1), 20)
        except ValueError:
            abort(400, description="limit must be a number from 1 to 20")
        try:
            return jsonify(searcher().ask(q, lang, limit))
        except BadQuestion as err:
            return jsonify(error={"code": err.code, "message": str(err)}), 400

    @app.get("/api/rulings/<path:ruling_id>")
    def api_ruling(ruling_id: str):
        try:
            return jsonify(ruling_json(corpus(), ruling_id))
        except KeyError:
            abort(404, description=f"unknown ruling id {ruling_id!r}")

    @app.get("/api/rulings")
    def api_rulings():
        from .views import list_json

        return jsonify(list_json(corpus()))

    @app.get("/r/<path:ruling_id>")
    def ruling_page(ruling_id: str):
        try:
            data = ruling_json(corpus(), ruling_id)
            topic, faq = corpus().get(ruling_id)
        except KeyError:
            abort(404, description=f"unknown ruling id {ruling_id!r}")
        return render_template("ruling.html", r=data, topic=topic, faq=faq, lang=pick_lang(), editions=EDITIONS)

    @app.get("/")
    def index():
        from .search.ask import BadQuestion

        lang = pick_lang()
        q = request.args.get("q", "").strip()
        answer, error = None, None
        if q:
            try:
                answer = searcher().ask(q, request.args.get("qlang") or None, 5)
            except BadQuestion as err:
                error = str(err)
        groups: dict[str, list] = {}
        for topic in corpus():
            groups.setdefault(topic.family, []).append(topic)
        return render_template("index.html", groups=groups, family_titles=FAMILY_TITLES, lang=lang, q=q,
                               answer=answer, error=error, marked=marked)

    return app
