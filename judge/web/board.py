"""Board snapshots: what is on the table before and after a replay's key step, read from the
engine's state as plain data (the page draws it, the JSON carries it).

The key step is the last action of the scenario's ``do`` list: the one whose outcome the
scenario checks. ``before`` is the board just before it, ``after`` the board the engine left.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from judge.corpus.load import read_yaml
from judge.engine.knockout import max_hp
from judge.engine.scenario.files import ScenarioError, load, scenario_files, scenario_id
from judge.engine.scenario.runner import replay
from judge.engine.state import Game, Pokemon


def pokemon_json(game: Game, pokemon: Pokemon) -> dict:
    """One Pokémon in play: its card, HP (maximum, after effects), damage, Special Conditions,
    attached Energy and Tool, and the effects on it."""
    return {
        "card": pokemon.card,
        "stage": pokemon.stage,
        "hp": max_hp(game, pokemon),
        "damage": pokemon.damage,
        "conditions": sorted(pokemon.conditions),
        "energy": [{"card": e.card, "basic": e.basic,
                    "types": sorted({t for unit in e.units for t in unit})} for e in pokemon.energy],
        "tool": pokemon.tool.card if pokemon.tool else None,
        "effects": [{"name": e.label(), "kind": e.kind, "amount": e.amount} for e in pokemon.effects
                    if e.in_force(game.turn)],
    }


def snapshot(game: Game) -> dict:
    """Both sides' Active and Bench, each side's card counts, the Stadium and the turn."""

    def side(pid: str) -> dict:
        p = game.players[pid]
        return {
            "active": pokemon_json(game, p.active) if p.active else None,
            "bench": [pokemon_json(game, b) for b in p.bench],
            "prizes_left": p.prizes_left,
            "hand": len(p.hand),
            "deck": len(p.deck),
            "discard": len(p.discard),
        }

    return {
        "turn": game.turn,
        "current": game.current,
        "result": game.result,
        "stadium": {"card": game.stadium.card, "owner": game.stadium.owner} if game.stadium else None,
        "me": side("me"),
        "opponent": side("opponent"),
    }


@dataclass
class Boards:
    """Records the board before the key step and at the end of a run (an ``observe`` hook of
    :func:`judge.engine.scenario.runner.replay`)."""

    key: int
    """Index of the key step in ``do`` (the last action); -1 when there is no action."""
    before: dict | None = None
    after: dict | None = None

    def __call__(self, i: int, game: Game) -> None:
        if i == self.key:
            self.before = snapshot(game)
        elif i > self.key:
            self.after = snapshot(game)

    def to_json(self, actions: list[dict]) -> dict:
        """The boards as data; with no action, the board as set up is the board at the end."""
        key = actions[self.key] if 0 <= self.key < len(actions) else None
        return {"before": self.before if self.before is not None else self.after, "after": self.after,
                "key": {"index": self.key, "action": action_json(key)} if key else None}


def action_json(action: dict) -> dict:
    """An action of ``do`` as data a page can word: its kind and what it names."""
    kind = next(k for k in action if k not in ("expect_refused", "by"))
    args = action[kind]
    out: dict[str, Any] = {"kind": kind}
    if "by" in action:
        out["by"] = action["by"]
    if isinstance(args, str):
        out["name"] = args
    elif isinstance(args, dict):
        for field in ("name", "card", "pokemon", "target", "to"):
            if isinstance(args.get(field), str):
                out[field] = args[field]
        if isinstance(args.get("into"), dict) and isinstance(args["into"].get("card"), str):
            out["into"] = args["into"]["card"]
    return out


def run_with_boards(s, sid: str, file: str):
    """Replay a loaded scenario recording the boards: ``(result, boards json)``."""
    boards = Boards(key=len(s.do) - 1)
    result = replay(s, sid, file, boards)
    return result, boards.to_json(s.do)


def scenario_path(sid: str) -> Path | None:
    """The file of a scenario id (``II-B-09/eviolite-reduces-self-damage``), in any letter case."""
    return _scenario_paths().get(sid.lower()) if sid else None


@lru_cache(maxsize=1)
def _scenario_paths() -> dict[str, Path]:
    return {scenario_id(p).lower(): p for p in scenario_files()}


@dataclass
class Replay:
    """A scenario's run as a page shows it."""

    id: str
    result: dict
    """:meth:`judge.engine.scenario.runner.Result.to_json` with ``board: {before, after, key}``."""
    steps: list
    """The trace's steps (with their parameters, so a page can word them in the reader's language)."""
    document: dict
    """The scenario file as data: what a what-if starts from."""


@lru_cache(maxsize=1024)
def replayed(sid: str) -> Replay | None:
    """A corpus scenario's run with its boards, by id in any letter case; None for an unknown id or
    a file that does not run. Cached: the corpus does not change under a running server."""
    path = scenario_path(sid)
    if path is None:
        return None
    try:
        s = load(path)
        result, boards = run_with_boards(s, scenario_id(path), str(path))
    except ScenarioError:
        return None
    data, _ = read_yaml(path)
    return Replay(result.id, {**result.to_json(), "board": boards}, result.trace.steps, data)
