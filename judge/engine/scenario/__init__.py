"""Scenarios: a board, actions in order, scripted coins, and the outcome the guide states.

May import the engine, ``judge.corpus`` (reading YAML, where the corpus is) and ``judge.lang``; the
search, the web and the CLI import it, the engine's core never does. One module per concern, each
imported by its own name (the package imports none of its modules):

- ``spec``: the format (pydantic models, the JSON Schema);
- ``files``: where scenario files are, their ids, the rulings they prove, reading one (or the
  ``ScenarioError`` that says why it cannot be run);
- ``outcome``: what a run reached, read off the board by dotted path, and compared with what is expected;
- ``do``: what each action of a scenario's ``do`` does, through the engine's procedures;
- ``runner``: building the board, replaying the actions and checking every expected value.
"""
