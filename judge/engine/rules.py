"""The rules, complete: every procedure and every card-text step, registered.

The procedures reach each other only through the registry (:mod:`judge.engine.registry`), and card
text reaches its steps there too; a module registers what it carries out when it is imported
(:func:`judge.engine.registry.procedure`, :func:`judge.engine.registry.register_steps`). This module
imports every one of them, and the procedures a scenario calls, so whatever imports it finds the
registry complete: the scenario format (which checks step names against it), its runner, and any
code that runs the engine's procedures or card text directly. The package itself imports none of
its modules (no module of the engine imports the package round a circle).
"""

from __future__ import annotations

from judge.engine import actions, attack, checkup, knockout, play, quantities, setup, turn, winning

#: The modules imported for what they register (and the procedures a scenario calls).
__all__ = ["actions", "attack", "checkup", "knockout", "play", "quantities", "setup", "turn", "winning"]
