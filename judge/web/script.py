"""Pages in Traditional Chinese: a Chinese page asked for in Traditional (``?lang=zh-Hant``, or a question
asked in Traditional) is the Simplified page with its words in Traditional characters (OpenCC), the
guides' passages and citations as printed, its links keeping the reader in Traditional."""

from __future__ import annotations

import re

from flask import Flask, Response, g

from judge.lang.text import traditional

#: The page language a Traditional reader asks for; the page is built as ``zh`` and converted.
HANT = "zh-Hant"
#: Elements whose words are quoted as printed: the guides' passages, the citations naming them, and
#: whatever declares a language of its own (an edition's passage, a name as printed, a language's name).
QUOTED = re.compile(r'^<(blockquote|script|style)\b|^<[^>]*\bclass="[^"]*\b(passage|cite)\b|^<(?!html)[^>]*\blang="')
TAG = re.compile(r"(<[^>]*>)")
NAME = re.compile(r"^</?([a-zA-Z][a-zA-Z0-9-]*)")
#: Attributes a reader reads (not the question as typed: its ``value`` stays as asked).
READ = re.compile(r'\b(placeholder|title|aria-label|alt)="([^"]*)"')
LANG_PARAM = re.compile(r"([?&](?:amp;)?lang=)zh(?=[&\"#']|$)")


def traditional_html(html: str) -> str:
    """A Chinese page in Traditional characters: its text and the attributes a reader reads converted,
    but not inside a quoted passage or citation; ``<html lang>`` and its links' ``lang=zh`` made zh-Hant."""
    out: list[str] = []
    quoted: list[str] = []  # the names of the open elements that quote
    for piece in TAG.split(html):
        if not piece.startswith("<"):
            out.append(piece if quoted else traditional(piece))
            continue
        name = (NAME.match(piece) or [None, ""])[1].lower()
        if piece.startswith("</"):
            if quoted and quoted[-1] == name:
                quoted.pop()
        elif quoted and name == quoted[-1] and not piece.endswith("/>"):
            quoted.append(name)  # the same element nested inside a quote
        elif not quoted and QUOTED.search(piece) and not piece.endswith("/>"):
            quoted.append(name)
        if not quoted:
            piece = READ.sub(lambda m: f'{m[1]}="{traditional(m[2])}"', piece)
        piece = LANG_PARAM.sub(rf"\g<1>{HANT}", piece)
        out.append(piece.replace('<html lang="zh"', f'<html lang="{HANT}"', 1) if name == "html" else piece)
    return "".join(out)


def init_app(app: Flask) -> None:
    """Convert a Traditional reader's pages (``g.script``, set where the reader's language is picked);
    registered after compression, so that it runs before it."""

    @app.after_request
    def in_traditional(response: Response) -> Response:
        if getattr(g, "script", None) == "Hant" and response.mimetype == "text/html" and response.status_code == 200 \
                and "Content-Encoding" not in response.headers:
            response.set_data(traditional_html(response.get_data(as_text=True)))
        return response
