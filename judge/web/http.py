"""What a view reads of a request (the reader's language, a value of the query or the form) and how
an API error is answered."""

from __future__ import annotations

from flask import g, jsonify, request
from werkzeug.exceptions import HTTPException

from judge.lang import LANGS
from judge.web.script import HANT


def value(name: str) -> str | None:
    """A value of the query or of a posted form; the query's alone where the form cannot be read (a
    body over the cap, or cut short: the error handler answering that asks too)."""
    try:
        return request.values.get(name)
    except HTTPException:
        return request.args.get(name)


def pick_lang(question_lang: str | None = None) -> str:
    """The reader's language: the one chosen on the page (``lang``), else the question's, else the
    browser's (``Accept-Language``, which the response then names in ``Vary``)."""
    asked = value("lang")
    if asked == HANT:  # a Chinese page in Traditional characters (judge.web.script)
        g.script = "Hant"
        return "zh"
    if asked in LANGS:
        return asked
    if question_lang in LANGS:
        return question_lang
    g.lang_from_header = True  # the answer varies with Accept-Language: said in Vary (judge.web.app.cache_headers)
    return request.accept_languages.best_match(LANGS, default="en") or "en"


def json_error(code: str, message: str, status: int, **extra):
    """An API error: ``{"error": {"code", "message", …}}`` with a 4xx status."""
    return jsonify(error={"code": code, "message": message, **extra}), status
