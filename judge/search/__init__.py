"""The search: the term dictionary (``terms``), analysis of text into terms (``analysis``), the index
and its build (``build``), the index a server holds and follows to each new build (``live``),
scoring (``scoring``), reading a question and answering it (``ask``), how sure an answer is
(``confidence``), and measuring it on question sets (``evaluate``).

May import ``judge.paths``, ``judge.lang``, ``judge.corpus`` and the engine with its scenarios;
the web and the CLI import it.
"""
