"""A rules judge for the Pokémon Trading Card Game.

One subpackage per concern, bottom first; each imports only those before it (``tests/test_layout.py``):

- ``paths``: where the project's data lives.
- ``lang``: the three languages, text folding, the trilingual name table.
- ``corpus``: the rulings' schema, loading, the seeds and the checks of quotes against them.
- ``engine``: the board, the procedures the guides describe, the trace; and ``engine.scenario``,
  the scenario format and its runner.
- ``cards``: the card table, the phrase reader, looking a card up.
- ``search``: the index, reading a question, ranking, confidence, the answer.
- ``present``: what the page and the terminal both show: the rulings' JSON, a replay in words, the
  words of the three languages.
- ``web``: the app, its views and pages, serving.
- ``terminal``: the CLI's rendering; ``commands``: the ``judge`` commands, a module per concern;
  ``cli``: the ``judge`` command group; ``bench``: the benchmarks.
"""
