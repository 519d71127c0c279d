"""Serving: ``judge serve`` runs the web page and the JSON API on waitress. The one command that
imports the web, inside it, to run the app."""

from __future__ import annotations

import threading

import click

from judge.commands.common import corpus
from judge.commands.index import serving_index


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on; 0.0.0.0 serves the local network.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 64), help="Requests served at once, per process.")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 32),
              help="Processes sharing the port, one per core (Linux and macOS).")
@click.option("--connections", default=1000, show_default=True, type=click.IntRange(16, 100_000),
              help="Open connections per process; past it, the one that has waited longest for nothing makes room for a new one.")
@click.option("--idle-timeout", default=30, show_default=True, type=click.IntRange(1, 3600),
              help="Seconds a connection may stay open sending nothing.")
@click.option("--request-timeout", default=10, show_default=True, type=click.IntRange(1, 3600),
              help="Seconds for a request's headers and body to arrive, from its first byte.")
@click.option("--access-log/--no-access-log", default=True, show_default=True,
              help="A line per request on standard error: method, path (long query values as …), status, milliseconds.")
def serve(host: str, port: int, threads: int, workers: int, connections: int, idle_timeout: int, request_timeout: int,
          access_log: bool) -> None:
    """Serve the web page and the JSON API (waitress, a production WSGI server)."""
    # lazily: the web app, Flask and waitress only for `judge serve`, the one command that imports the web
    from judge.web.access import AccessLog
    from judge.web.app import create_app
    from judge.web.connections import Limits
    from judge.web.heap import limit_arenas
    from judge.web.serving import serve as run_server

    limit_arenas()  # before any thread starts
    corpus()  # fail before listening if the corpus is broken
    # No name keeps the index here: the build is released once the server has switched to another.
    if workers > 1:
        serving_index().warm()  # once, before the worker processes are forked: each starts warm
    else:
        # Read every term's scores in the background: questions asked meanwhile read their own terms.
        threading.Thread(target=serving_index().warm, name="warm-index", daemon=True).start()
    limits = Limits(connections=connections, idle_timeout=idle_timeout, request_timeout=request_timeout)
    app = create_app()
    if access_log:
        app.wsgi_app = AccessLog(app.wsgi_app)
    run_server(app, host, port, threads, workers, limits)
