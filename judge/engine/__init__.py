"""The rules engine: a board, the procedures the guides describe, and a trace citing each rule.

The core of the package: it may import ``judge.lang`` (the words and names of the three languages)
and nothing else of ``judge``. ``engine.scenario`` (the scenario format and its runner) sits on it and
may also import ``judge.corpus`` (reading YAML, where the corpus is). The search, the web and the
CLI import both.

One module per concern, bottom first (a module imports only those above it in this list):

- the words: ``basics`` (the game's fixed sets), ``words`` (the fixed words of the trace in three
  languages), ``refusals`` (what a refusal says), ``catalog`` (every message's templates), ``messages`` (messages and words rendered),
  ``wording`` (card text's counts and the phrases of its conditions);
- the data: ``errors`` (refusals and scenario errors, told apart by type), ``budget`` (how much work
  one run may do), ``registry`` (the card-text steps and the procedures, by name), ``effect``
  (effects as data, each kind naming the hook it is looked up at), ``card_specs`` (cards as a scenario
  describes them), ``state`` (the board), ``trace`` (what the engine did and why), ``context``
  (whose text is running), ``rulesets`` (v3.1, v2.2, xy);
- reading the board: ``when`` (the conditions an effect works under: what each reads, its words,
  its rule), ``hooks`` (the effects in force at a hook), ``refs`` (Pokémon references),
  ``quantities`` (counts, costs, maximum HP, Prize cards), ``builders`` (building cards from their
  specs), ``zones`` (cards in a hand, deck or discard pile), ``card_text`` (running card text);
- the procedures, each reaching the others only through the registry: ``damage`` (guide Part I
  A-01 damage steps 1-6), ``attack`` (A-01 steps 1-7), ``checkup`` (I-F), ``winning`` (I-E), ``knockout`` (I-D),
  ``turn`` (attaching, retreating, evolving, ending the turn), ``play`` (Trainers and Abilities),
  ``setup`` (I-G); the card-text steps ``damage_counters``, ``energy``, ``flow``, ``moves``, ``piles``,
  and their table ``actions``;
- ``rules``: the rules complete, importing every module that registers a step or a procedure.

The package imports none of its modules. What runs the engine's procedures or card text imports
``judge.engine.rules`` first (the scenario format and runner do), so the registry is complete.
"""
