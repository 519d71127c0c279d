"""The search: answering a question from the index (judge.index), as one pipeline of named stages.

``question`` reads the question once (its terms, wording, and how it asks: the patterns that read
questions live there); ``pipeline`` holds the stages (``PIPELINE``), each with its promise checked:
the candidates each signal brings with their features (``candidates``), ranked and re-ranked
(``rank``, its passes ``RANK_STEPS``), how sure it is (``confidence``, with the fitted model of
``fitted``), a general question's topic or a statement asked exactly put first, and the first
result's verdict (``verdict``); ``found`` is what the stages fill; ``answer`` composes the answer
object from what the last stage left; ``ask`` opens the index and runs them; ``live`` is the index a
server holds and follows to each new build; ``evaluate`` measures what is served on question sets.

May import ``judge.paths``, ``judge.lang``, ``judge.corpus``, ``judge.cards`` (an answer carries the
cards its question names) and ``judge.index``; the presentation, the web and the CLI import it.
"""
