"""The asker's situation (../shared/DESIGN.md, "The asker's situation"): a question describing a
concrete board, replayed by the engine.

It owns the reading of a question into the pieces of a situation (``read``: the Pokémon named and
their roles, the attack, the numbers said, Tools, the Stadium, Special Conditions, what is asked),
the printed cards' texts read into engine effects where the wording is exact (``texts``), the
pieces built into a scenario document in the published format with the prints chosen from the card
table (``build``), and the scenario replayed and its outcome read (``replay``): the ``situation``
object of an answer.

It may import ``paths``, ``lang``, ``corpus``, ``engine`` and ``cards``; never ``index``, ``search``,
``present`` or ``web`` (those may import it: the answer's layer adds the ``situation`` key).
"""
