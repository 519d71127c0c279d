"""The rules engine: a board, the procedures the guides describe, and a trace citing each rule.

One module per concern: ``state`` (the board), ``effect`` (effects as data, each kind naming its
hook), ``hooks`` (the effects in force at a hook),
``damage`` (the damage calculation, guide Part I A-01 damage steps 1-6), ``attack`` (the attack
procedure, A-01 steps 1-7), ``checkup`` (I-F), ``knockout`` (I-D, I-E), ``actions`` (the other
things a player does), ``rulesets`` (v3.1, v2.2, xy), ``trace`` (what the engine did and why),
``messages`` (what the trace says, in English, Japanese and Chinese), ``budget`` (how much work one
run may do).

The core of the package: it may import ``judge.lang`` (the words and names of the three languages)
and nothing else of ``judge``. ``engine.scenario`` (the scenario format and its runner) sits on it and
may also import ``judge.corpus`` (reading YAML, where the corpus is). The search, the web and the
CLI import both.
"""

from judge.engine import actions  # noqa: E402,F401 (registers the card-text steps)
