"""The web page and JSON API (contract: ../shared/DESIGN.md, "HTTP"): three views of one corpus."""

from __future__ import annotations

from flask import Flask, abort, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from . import corpus as corpus_mod
from .editions import EDITIONS
from .models import FAMILY_TITLES
from .views import ruling_json

LANGS = ("en", "ja", "zh")


def pick_lang() -> str:
    asked = request.args.get("lang")
    if asked in LANGS:
        return asked
    return request.accept_languages.best_match(LANGS, default="en") or "en"


def create_app(config: dict | None = None) -> Flask:
    """The app factory: ``create_app({"TESTING": True})`` in tests, ``judge serve`` in production."""
    app = Flask(__name__)
    app.config.update(JSON_AS_ASCII=False, RULINGS=None)
    app.config.update(config or {})
    app.json.ensure_ascii = False

    def corpus():
        return corpus_mod.cached(app.config["RULINGS"])

    @app.errorhandler(HTTPException)
    def http_error(err: HTTPException):
        if request.path.startswith("/api/"):
            return jsonify(error={"code": err.name.lower().replace(" ", "_"), "message": err.description}), err.code
        return render_template("error.html", err=err, lang=pick_lang()), err.code

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
        groups: dict[str, list] = {}
        for topic in corpus():
            groups.setdefault(topic.family, []).append(topic)
        return render_template("index.html", groups=groups, family_titles=FAMILY_TITLES, lang=pick_lang())

    return app
