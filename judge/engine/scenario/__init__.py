"""Scenarios: a board, actions in order, scripted coins, and the outcome the guide states.

``spec`` is the format (pydantic models, the JSON Schema); ``run`` builds the board, replays the
actions with the engine and compares every expected value. May import the engine, ``judge.corpus``
(reading YAML, where the corpus is) and ``judge.lang``; the search, the web and the CLI import it,
the engine's core never does.
"""

from judge.engine.scenario.run import (
    MAX_NUMBER,
    NO_POKEMON,
    Mismatch,
    Result,
    ScenarioError,
    board_outcome,
    build,
    index,
    load,
    lookup,
    replay,
    run,
    scenario_files,
    scenario_id,
    too_large,
)
from judge.engine.scenario.spec import ACTIONS, CardSpec, PokemonSpec, Scenario, explain, json_schema

__all__ = ["ACTIONS", "MAX_NUMBER", "NO_POKEMON", "CardSpec", "Mismatch", "PokemonSpec", "Result", "Scenario",
           "ScenarioError", "board_outcome", "build", "explain", "index", "json_schema", "load", "lookup", "replay", "run",
           "scenario_files", "scenario_id", "too_large"]
