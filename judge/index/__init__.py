"""The search index: the term dictionary (``terms``), the analysis of text into terms
(``analysis``), wording compared by character n-gram cosine (``closeness``), the word scores
(``scoring``), the meaning vectors (``meaning``), what goes into a build (``build``), the life of a
build on disk (``storage``: where the live one is, locks, leases, the swap, removal, checks) and the
opened build every stage of an answer reads (``store``).

May import ``judge.paths``, ``judge.lang``, ``judge.corpus``, the engine with its scenarios (a build
stores each scenario's replay) and ``judge.cards`` (the card table's texts); never ``judge.search``,
which answers questions from it.
"""
