"""Scenarios written by hand for the tests of the card texts' effects: a board, its actions, and the
game the engine ends on (the engine's own runner, as `judge sim` runs a scenario file)."""

from __future__ import annotations

import json

import judge.engine.rules  # noqa: F401  (every step and procedure registered)
from judge.engine.scenario.files import load
from judge.engine.scenario.runner import replay
from judge.situation import texts


def played(tmp_path, me: dict, opponent: dict, do: list, prizes: tuple[int, int] | None = None, current: str = "me",
           stadium: dict | None = None):
    """The game at the end of a scenario written by hand on turn 3 (``current`` plays first), with the
    Prize cards each player has left and the Stadium in play where given; and the runner's result."""
    if prizes is not None:
        me, opponent = {**me, "prizes": prizes[0]}, {**opponent, "prizes": prizes[1]}
    doc = {"title": "by hand", "ruleset": "v3.1", "turn": 3, "first_player": current, "current": current, "do": do,
           "board": {"me": me, "opponent": opponent, **({"stadium": stadium} if stadium else {})}}
    path = tmp_path / "by-hand.yaml"
    path.write_text(json.dumps(doc), encoding="utf-8")
    ended = {}
    result = replay(load(path), "by-hand", str(path), observe=lambda i, game: ended.update(game=game))
    return ended["game"], result


def ability(printed: dict, where: bool = True) -> list[dict]:
    """A Pokémon's ``abilities`` entry for a printed Ability as the text reads it: its effects, and
    (``where``) where its Pokémon must be for it to work (E-13)."""
    reading = texts.ability(printed)
    return [{"name": "Ability", "effects": reading.effects, **({"where": reading.where} if where else {})}]
