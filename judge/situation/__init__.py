"""The asker's situation (../shared/DESIGN.md, "The asker's situation"): a question describing a
concrete board read into facts (``read``), the printed cards' texts read into engine effects where
the wording is exact (``texts``), the Pokémon's prints chosen (``prints``), the facts built into a
scenario document in the published format (``build``) and replayed by the engine (``replay``).

It may import ``paths``, ``lang``, ``corpus``, ``engine`` and ``cards``; never the search or above.
"""
