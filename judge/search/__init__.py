"""The search: the term dictionary (``terms``), analysis of text into terms (``analysis``), the index
and its build (``build``), the index a server holds and follows to each new build (``live``),
scoring (``scoring``), and answering a question as a pipeline of stages (``ask`` runs them): the
opened index (``store``), the question read into a query (``query``), the candidates each signal
brings with their features (``candidates``), their ranking (``rank``), how sure it is
(``confidence``), the verdict and FAQ part (``verdict``) and the answer object (``answer``); wording
compared by n-gram cosine (``closeness``); measuring it on question sets (``evaluate``).

May import ``judge.paths``, ``judge.lang``, ``judge.corpus``, the engine with its scenarios and
``judge.cards`` (an answer carries the cards its question names); the web and the CLI import it.
"""
