"""The web page and JSON API (contract: ../shared/DESIGN.md, "HTTP"): the app factory.

:func:`create_app` sets the config, the headers every response carries and the errors, and
registers the routes of :mod:`judge.web.views` (a view per resource, one dict as a page or as
JSON). Pages are server-rendered and work without JavaScript; ``static/judge.js`` adds search as
you type and runs a what-if in place. No inline script or style, so a strict
Content-Security-Policy holds.
"""

from __future__ import annotations

import logging

from flask import Flask, g, render_template, request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import HTTPException, InternalServerError, ServiceUnavailable, default_exceptions

from judge.index.storage import IndexUnavailable
from judge.web import compress, script, templating, views
from judge.web.http import json_error, pick_lang

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


def server_error(app: Flask, status: int, message: str, path: str) -> tuple[str, list[tuple[str, str]], bytes]:
    """The app's answer to a request the server refused before the app ran (a header too large,
    bytes that are no HTTP, a body over the cap): its error handler's JSON on ``/api/``, its error
    page elsewhere, with the security headers. Returns the status line, headers and body."""
    err = default_exceptions.get(status, InternalServerError)(description=message)
    with app.test_request_context(path):
        response = app.process_response(app.make_response(app.handle_user_exception(err)))
    return response.status, list(response.headers.items()), response.get_data()


def security_headers(response):
    response.headers.update(SECURITY_HEADERS)
    response.headers["Content-Security-Policy"] = CSP.format(nonce=templating.csp_nonce())
    return response


def http_error(err: HTTPException):
    """An error as JSON under ``/api/``, as the error page (with the search box) elsewhere."""
    if request.path.startswith("/api/"):
        return json_error(err.name.lower().replace(" ", "_"), err.description, err.code)
    g.lang = pick_lang()
    return render_template("error.html", err=err, q=""), err.code


def unexpected(err: Exception):
    """A defect or an unusable index: logged with its traceback, answered with a message only."""
    if isinstance(err, IndexUnavailable):
        log.error("%s", err)
        return http_error(ServiceUnavailable(description=str(err)))
    log.exception("%s %s failed", request.method, request.path)
    return http_error(InternalServerError(description="the server could not answer this request"))


def create_app(config: dict | None = None) -> Flask:
    """The app factory: ``create_app({"TESTING": True})`` in tests, ``judge serve`` in production
(``judge.web.app:create_app()`` for gunicorn).

    ``config["RULINGS"]`` is the corpus folder (the repository's when None); ``config["SEARCH"]``,
    when given, is called as ``SEARCH(question, lang, limit)`` in place of the index's ``ask``
    (tests give answer objects this way)."""
    app = Flask(__name__)
    app.json = JSONProvider(app)
    app.config.update(JSON_AS_ASCII=False, RULINGS=None, MAX_CONTENT_LENGTH=MAX_BODY)
    app.config.update(config or {})
    compress.init_app(app)
    script.init_app(app)  # after compression, so that it runs before it
    templating.init_app(app)
    app.after_request(security_headers)
    app.register_error_handler(HTTPException, http_error)
    app.register_error_handler(Exception, unexpected)
    views.register(app)
    return app
