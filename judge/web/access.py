"""The access log of ``judge serve``: one line per request on standard error, once the app has answered:
the time, the method, the path with the query's short values (a longer value, such as a question,
shows as ``…``), the status and how long the app took, in milliseconds::

    2026-11-27 16:50:01 GET /api/ask?q=…&lang=ja 200 12 ms

The app is wrapped as Flask documents (``app.wsgi_app = AccessLog(app.wsgi_app)``), so the app
itself, its test client and its error handler are unchanged. A request whose environ carries
``judge.quiet`` (the requests the server makes of itself while warming up) is not logged.
"""

from __future__ import annotations

import sys
import time
from urllib.parse import parse_qsl

#: A query value longer than this shows as "…"; a path longer than this is cut.
SHORT_VALUE = 16
LONGEST_PATH = 200


def printable(text: str) -> str:
    """Text as a log line may hold it: no control characters (a path could forge a line)."""
    return "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in text)


def shown_path(environ: dict) -> str:
    """The request's path, and its query with each long value as "…"."""
    raw = environ.get("PATH_INFO", "").encode("latin-1", "replace").decode("utf-8", "replace")
    path = printable(raw)
    if len(path) > LONGEST_PATH:
        path = path[:LONGEST_PATH] + "…"
    query = parse_qsl(environ.get("QUERY_STRING", ""), keep_blank_values=True)
    if not query:
        return path
    shown = "&".join(f"{k[:SHORT_VALUE]}={v if len(v) <= SHORT_VALUE else '…'}" for k, v in query)
    return path + "?" + printable(shown)


class AccessLog:
    """WSGI middleware writing one line per request to ``stream`` (standard error)."""

    def __init__(self, app, stream=None):
        self.app = app
        self.stream = stream

    def __call__(self, environ: dict, start_response):
        if environ.get("judge.quiet"):
            return self.app(environ, start_response)
        started = time.perf_counter()
        status: list[str] = []

        def start(line: str, headers, exc_info=None):
            status[:] = [line.split(" ", 1)[0]]
            return start_response(line, headers, exc_info)

        body = self.app(environ, start)  # Flask has made the whole response by now (none is streamed)
        self.write(environ, status[0] if status else "-", started)
        return body

    def write(self, environ: dict, status: str, started: float) -> None:
        ms = (time.perf_counter() - started) * 1000
        line = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {environ.get('REQUEST_METHOD', '-')} {shown_path(environ)} {status} {ms:.0f} ms\n"
        stream = self.stream or sys.stderr
        try:
            stream.write(line)
            stream.flush()
        except (OSError, ValueError):  # a closed or broken standard error loses the line, never the answer
            pass
