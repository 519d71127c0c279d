"""The ``judge`` commands, a module per concern: reading the rulings (``rulings``: list, show),
writing them (``authoring``: lint, schema), the scenarios (``scenarios``: check, sim), the search
index (``index``), asking and measuring the search (``search``: ask, eval), the cards (``cards``:
card) and serving (``serve``); what they share (``common``: the console, the corpus, JSON lines).

Each command imports what it needs when it runs (lazily on purpose), so that a cold ``judge ask``
loads no web, scenario or corpus code. May import every part of ``judge`` below it (the terminal
rendering and what it sits on), and the web only inside ``judge serve``, to run it; only
``judge.cli`` imports it.
"""
