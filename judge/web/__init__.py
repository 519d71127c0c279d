"""The web service: the app factory (``app``), one view per resource returning one dict as JSON or
as a page (``views``; what a page shows of the rulings' dicts, ``pages``; the request's language
and values, ``http``; what every template may use, ``templating``), the board picture (``board``,
``svg``), the what-if runner (``simulate``), the OpenAPI document, compression, static files and
templates, and serving (``serving``; the limits on its connections, ``connections``; its access
log, ``access``); the cards on the web (``cards``). The rulings' dicts, the worded trace and the
page's words are the presentation's (``judge.present``), which the terminal shares.

May import everything below it (lang, corpus, the engine with its scenarios, cards, search,
present); only ``judge serve`` (lazily, to run it) and the benchmarks import it. This file imports
no module of its own package: the app factory is ``judge.web.app.create_app`` (``judge.web.app:create_app()``
for gunicorn), imported from there by those who make an app.
"""
