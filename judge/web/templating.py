"""What every template may use: the request's nonce for inline scripts and styles, the page's
language and words, a link to the same page in another language, and the filters that mark a
passage up (the question's terms, energy symbols, the line that answers)."""

from __future__ import annotations

import secrets
from urllib.parse import urlencode

from flask import Flask, g, request
from jinja2 import pass_context
from markupsafe import Markup, escape

from judge.lang import LANGS
from judge.web.pages import marked
from judge.present.reading import with_symbols
from judge.web.http import pick_lang
from judge.present.ui import LANG_NAMES, word


def csp_nonce() -> str:
    """This request's nonce for inline scripts and styles (made on first use)."""
    if "csp_nonce" not in g:
        g.csp_nonce = secrets.token_urlsafe(16)
    return g.csp_nonce


def lang_url(target: str) -> str:
    """This page in another language (a posted form's page: the home page in it)."""
    if request.method != "GET":
        return f"/?lang={target}"
    args = {**request.args.to_dict(), "lang": target}
    args.pop("partial", None)
    return f"{request.path}?{urlencode(args)}"


def page_words() -> dict:
    """The page's language (the view's, else the reader's) and its words."""
    lang = getattr(g, "lang", None) or pick_lang()
    return {"lang": lang, "w": lambda key, **values: word(key, lang, **values), "lang_url": lang_url,
            "lang_names": LANG_NAMES, "langs": LANGS}


@pass_context
def marked_filter(context, text: str, spans: list) -> Markup:
    """A passage with the question's terms marked and energy symbols drawn."""
    return marked(text, spans, context["lang"])


def strong(text: str, part: str) -> Markup:
    """The text with its first ``part`` in <strong> (a candidate's line that answers); the rest escaped."""
    if not part or part not in text:
        return escape(text)
    head, _, tail = text.partition(part)
    return Markup("{}<strong>{}</strong>{}").format(head, part, tail)


@pass_context
def symbols(context, text: str) -> Markup:
    """A text with energy symbols drawn, the rest escaped."""
    return with_symbols(text, context["lang"])


def init_app(app: Flask) -> None:
    app.jinja_env.globals["csp_nonce"] = csp_nonce
    app.context_processor(page_words)
    app.jinja_env.filters.update(marked=marked_filter, strong=strong, symbols=symbols)
