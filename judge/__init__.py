"""A rules judge for the Pokémon Trading Card Game.

One subpackage per concern, bottom first; each imports only those before it (``tests/test_layout.py``):

- ``paths``: where the project's data lives.
- ``lang``: the three languages, text folding, the trilingual name table.
- ``corpus``: the rulings' schema, loading, the seeds and the checks of quotes against them.
- ``engine``: the board, the procedures the guides describe, the trace; and ``engine.scenario``,
  the scenario format and its runner.
- ``search``: the index, reading a question, ranking, confidence, the answer.
- ``web``: the app, its views and pages, serving.
- ``terminal``: the CLI's rendering; ``cli``: the ``judge`` command; ``bench``: the benchmarks.
"""
