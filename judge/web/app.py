"""The web page and JSON API (contract: ../shared/DESIGN.md, "HTTP"): the app factory.

:func:`create_app` sets the config, the headers every response carries and the errors, and
registers the routes of :mod:`judge.web.views` (a view per resource, one dict as a page or as
JSON). Pages are server-rendered and work without JavaScript; ``static/judge.js`` adds search as
you type and runs a what-if in place. No inline script or style, so a strict
Content-Security-Policy holds.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from urllib.parse import urlsplit, urlunsplit

from flask import Flask, current_app, g, render_template, request
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
#: How long an answer may be kept, in seconds: the JSON API's by any cache; a page by the browser only
#: (its Content-Security-Policy's nonce is its own); a redirect longer (ids keep their spelling).
#: Errors and posted runs are not kept.
CACHE_API, CACHE_PAGE, CACHE_REDIRECT = "public, max-age=60", "private, max-age=60", "public, max-age=3600"
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


def relative_location(response):
    """Every redirect's ``Location`` as a path on this site: never a host, which would be read from
    the request's ``Host`` header (werkzeug's redirects of ``/api//rulings`` and ``/api/rulings/``
    are absolute), nor ``//host/…``, which a browser reads as another host."""
    location = response.headers.get("Location")
    if location:
        parts = urlsplit(location)
        path = re.sub(r"^/{2,}", "/", parts.path or "/")
        response.headers["Location"] = urlunsplit(("", "", path, parts.query, parts.fragment))
    return response


def cache_headers(response):
    """``Cache-Control`` on every answer that sets none of its own (the static files do), and ``Vary:
    Accept-Language`` where the language was read from that header (:func:`~judge.web.http.pick_lang`)."""
    if g.get("lang_from_header"):
        response.vary.add("Accept-Language")
    if "Cache-Control" in response.headers:
        return response
    if request.method not in ("GET", "HEAD") or response.status_code >= 400:
        response.headers["Cache-Control"] = "no-store"
    elif response.status_code in (301, 308):
        response.headers["Cache-Control"] = CACHE_REDIRECT
    else:
        response.headers["Cache-Control"] = CACHE_API if request.path.startswith("/api/") else CACHE_PAGE
    return response


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


class Throttle:
    """How often a kind of error is logged: at most once per ``every`` seconds. The others of its kind
    are counted, and the next line logged of that kind says how many were left out (a request that
    fails the same way hundreds of times a second would otherwise write a traceback each time)."""

    def __init__(self, every: float = 60.0, clock=time.monotonic):
        self.every = every
        self.clock = clock
        self.logged: dict[tuple, float] = {}
        self.left_out: dict[tuple, int] = {}
        self.lock = threading.Lock()

    def __call__(self, kind: tuple) -> int | None:
        """None when ``kind`` was logged less than ``every`` seconds ago (counted); else the number
        left out since it was last logged (it is logged now)."""
        now = self.clock()
        with self.lock:
            if kind in self.logged and now - self.logged[kind] < self.every:
                self.left_out[kind] = self.left_out.get(kind, 0) + 1
                return None
            self.logged[kind] = now
            return self.left_out.pop(kind, 0)


def kind_of(err: BaseException) -> tuple:
    """A kind of error: its class and the line that raised it."""
    tb = err.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = (tb.tb_frame.f_code.co_filename, tb.tb_lineno) if tb is not None else ("", 0)
    return (type(err).__qualname__, *where)


def left_out_words(n: int, every: float) -> str:
    return f" ({n} more of this kind in the last {every:.0f} s were not logged)" if n else ""


def unexpected(err: Exception):
    """A defect or an unusable index: logged (a defect with its traceback) at most once a minute per
    kind of error (:class:`Throttle`), answered with a message only."""
    throttle = current_app.extensions["judge.throttle"]
    left_out = throttle(kind_of(err))
    if isinstance(err, IndexUnavailable):
        if left_out is not None:
            log.error("%s%s", err, left_out_words(left_out, throttle.every))
        return http_error(ServiceUnavailable(description=str(err)))
    if left_out is not None:
        log.exception("%s %s failed%s", request.method, request.path, left_out_words(left_out, throttle.every))
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
    app.after_request(relative_location)
    app.after_request(cache_headers)
    app.register_error_handler(HTTPException, http_error)
    app.register_error_handler(Exception, unexpected)
    app.extensions["judge.throttle"] = Throttle()
    views.register(app)
    return app
