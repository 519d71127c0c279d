"""What a reader is shown, shared by the web page and the terminal: a replay's values and steps
worded in the reader's language (``reading``), the rulings as data, the one dict of ``judge show
--json`` and ``/api/rulings`` (``rulings``), and the words of the page and the terminal in three
languages (``ui``).

No Flask here: the command line reads it without loading the web. May import ``judge.paths``,
``judge.lang``, ``judge.corpus``, the engine with its scenarios, ``judge.cards`` and the search; the
web, the terminal rendering, the CLI and the benchmarks import it.
"""
