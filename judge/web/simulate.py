"""What-if runs: a scenario document posted by a user (``POST /api/simulate``, the what-if form on
a replay), read safely, capped, and replayed by the engine.

A document without ``expect`` is a what-if: the run's outcome is the board the engine left, and
nothing is "verified". With ``expect``, the run is checked as ``judge check`` checks a file.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from typing import Any

import yaml
from pydantic import Field, ValidationError

from judge.corpus import safeyaml
from judge.engine.budget import BudgetExceeded
from judge.engine.scenario.files import MAX_NUMBER, ScenarioError, too_large
from judge.engine.scenario.outcome import lookup
from judge.engine.scenario.runner import replay
from judge.engine.scenario.spec import Scenario, explain
from judge.web.board import Boards

#: The largest body read, in bytes.
MAX_BODY = 64 * 1024
#: The most actions (``do``) and scripted coins a what-if may hold.
MAX_ACTIONS = 40
MAX_COINS = 60
#: How deep a document may nest.
MAX_DEPTH = 24


#: The status of a refused document by its ``code`` (any other: 400): too large to read, or more work
#: than the engine's budget allows (:mod:`judge.engine.budget`).
STATUS = {"too_large": 413, "budget": 422}


class BadDocument(ValueError):
    """A document that cannot be run: ``field`` is the dotted path of what is wrong (``""`` for the
    whole document), ``code`` names the kind of problem."""

    def __init__(self, field: str, message: str, code: str = "bad_scenario"):
        self.field = field
        self.code = code
        super().__init__(message)

    def to_json(self) -> dict:
        return {"code": self.code, "message": str(self), "field": self.field}


class WhatIf(Scenario):
    """A scenario as a user posts it: ``expect`` may be left out (a what-if), and with it the
    title, the rulings it proves and the guide passage it follows."""

    title: str = Field("what-if", description="The situation in a line.")
    proves: list[str] = Field(default_factory=list, description="The ruling ids it replays, if any.")
    source: str = Field("", description="Where expected values come from, if any are given.")
    expect: dict[str, Any] = Field(default_factory=dict, description="Expected values; none for a what-if.")


# --- reading a posted body ------------------------------------------------------------------------

def read_body(body: bytes, content_type: str = "") -> dict:
    """A posted scenario, JSON or YAML (by content type, else by its first character)."""
    if len(body) > MAX_BODY:
        raise BadDocument("", f"the document has {len(body)} bytes; at most {MAX_BODY} are read", "too_large")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise BadDocument("", "the document is not UTF-8 text") from None
    if not text.strip():
        raise BadDocument("", "the document is empty", "empty")
    as_json = "json" in content_type or ("yaml" not in content_type and text.lstrip().startswith("{"))
    try:
        data = json.loads(text, parse_int=_json_int) if as_json else safeyaml.load(text)  # tags and alias bombs refused
    except json.JSONDecodeError as err:
        raise BadDocument("", f"not valid JSON: {err.msg} (line {err.lineno}, column {err.colno})") from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        raise BadDocument("", f"not valid YAML: {getattr(err, 'problem', None) or err}{where}") from None
    except RecursionError:
        raise BadDocument("", f"the document nests deeper than {MAX_DEPTH} levels") from None
    if not isinstance(data, dict):
        raise BadDocument("", "a scenario is a mapping (board, do, coins …)")
    check_caps(data)
    return data


def _json_int(digits: str) -> int:
    try:
        return int(digits)
    except ValueError:  # more digits than Python converts (4,300)
        raise BadDocument("", f"an integer of {len(digits.lstrip('-')):,} digits is more than is read", "out_of_range") from None


def check_caps(data: dict) -> None:
    """Refuse a document that would make the engine work without end: too many actions or coins,
    too large a number, too deep; and text that is not Unicode (a lone surrogate, which JSON's
    ``\\udfff`` escapes can make, could not be sent back)."""

    def walk(value, path: str, depth: int) -> None:
        if depth > MAX_DEPTH:
            raise BadDocument(path, f"the document nests deeper than {MAX_DEPTH} levels", "too_deep")
        if isinstance(value, str):
            text(value, path)
        elif isinstance(value, dict):
            for k, v in value.items():
                text(k, path)
                walk(v, f"{path}.{k}" if path else str(k), depth + 1)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{path}.{i}", depth + 1)

    def text(value: str, path: str) -> None:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as err:
            where = path or "the document"
            raise BadDocument(path, f"{where}: {value[err.start]!r} is no character (a lone surrogate)", "bad_text") from None

    if isinstance(data.get("do"), list) and len(data["do"]) > MAX_ACTIONS:
        raise BadDocument("do", f"{len(data['do'])} actions; at most {MAX_ACTIONS}", "too_many_actions")
    if isinstance(data.get("coins"), list) and len(data["coins"]) > MAX_COINS:
        raise BadDocument("coins", f"{len(data['coins'])} coins; at most {MAX_COINS}", "too_many_coins")
    walk(data, "", 0)
    big = too_large(data)  # the scenario loader's own bound on numbers (HP, damage, deck sizes …)
    if big:
        raise BadDocument(big, f"out of range: numbers are at most {MAX_NUMBER:,} (and not NaN)", "out_of_range")


# --- running -------------------------------------------------------------------------------------

#: What a what-if's outcome reports when the document expects nothing: the board's main values.
WATCHED = ("active", "active.damage", "active.remaining_hp", "active.conditions", "prizes_left")


def watched(game) -> dict[str, Any]:
    """The outcome of a what-if: each side's Active Pokémon, its damage, remaining HP and Special
    Conditions, each damaged Benched Pokémon, the Prize cards left, and the result when the game ended."""
    out: dict[str, Any] = {}
    for side in ("me", "opponent"):
        player = game.players[side]
        for path in WATCHED:
            if path.startswith("active") and player.active is None:
                continue
            value = lookup(game, f"{side}.{path}")
            if path == "active.conditions" and not value:
                continue
            out[f"{side}.{path}"] = value
        for i, b in enumerate(player.bench):
            if b.damage:
                out[f"{side}.bench.{i}.damage"] = b.damage
    if game.result:
        out["result"] = game.result
    return out


def simulate(data: dict) -> dict:
    """Run a posted document: ``verified`` (None for a what-if), ``outcome``, ``trace``, ``board``."""
    return simulated(data)[0]


def simulated(data: dict) -> tuple[dict, list]:
    """:func:`simulate`'s answer, and the trace's steps (for a page to word in the reader's language)."""
    try:
        s = WhatIf.model_validate(data)
    except ValidationError as err:
        field, said = (explain(err) or [("", "the document is no scenario")])[0]  # an unknown key first, with the closest known key
        raise BadDocument(field, f"{field}: {said}" if field else said) from None
    boards = Boards(key=len(s.do) - 1)
    final: dict[str, Any] = {}

    def observe(i: int, game) -> None:
        boards(i, game)
        if i == len(s.do):
            final["game"] = game

    try:
        result = replay(s, "what-if", "what-if", observe)
    except ScenarioError as err:
        if not err.problems:
            raise BadDocument("", str(err) or "the scenario cannot be run") from None
        problem = err.problems[0]
        raise BadDocument(problem.path, f"{problem.path}: {problem.message}" if problem.path else problem.message) from None
    except BudgetExceeded as err:  # more work than any game a judge is asked about: refused, not run to the end
        raise BadDocument("", str(err), "budget") from None
    out = result.to_json()
    out.update(id=None, board=boards.to_json(s.do), what_if=not result.expects)
    if not result.expects:  # neither expect nor an expected refusal: the board at the end, nothing verified
        out.update(verified=None, outcome=watched(final["game"]), mismatches=[])
    out.pop("file", None)
    return out, result.trace.steps


# --- the what-if form ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Editable:
    """A number (or the coins) a reader may change on a replay."""

    path: str
    """Where it is in the scenario document, dotted: ``board.me.active.hp``."""
    what: str
    """``hp``, ``damage``, ``amount`` (a Tool's, effect's or Ability's), ``attack`` (an attack's damage) or ``coins``."""
    card: str
    """The card (or attack, effect) it belongs to, as the document names it."""
    side: str
    """``me``, ``opponent`` or ``""`` (coins, the Stadium)."""
    value: Any


def editable(doc: dict) -> list[Editable]:
    """Every value of a scenario document the what-if form offers to change."""
    out: list[Editable] = []

    def effects(owner: dict, path: str, side: str, name: str) -> None:
        for i, e in enumerate(owner.get("effects") or []):
            if isinstance(e, dict) and isinstance(e.get("amount"), int) and not isinstance(e.get("amount"), bool):
                out.append(Editable(f"{path}.effects.{i}.amount", "amount", e.get("name") or name, side, e["amount"]))

    def pokemon(p: dict, path: str, side: str) -> None:
        if not isinstance(p, dict):
            return
        card = str(p.get("card", ""))
        if isinstance(p.get("hp"), int):
            out.append(Editable(f"{path}.hp", "hp", card, side, p["hp"]))
        out.append(Editable(f"{path}.damage", "damage", card, side, p.get("damage", 0)))
        if isinstance(p.get("tool"), dict):
            effects(p["tool"], f"{path}.tool", side, str(p["tool"].get("card", "")))
        effects(p, path, side, card)
        for i, a in enumerate(p.get("abilities") or []):
            if isinstance(a, dict):
                effects(a, f"{path}.abilities.{i}", side, str(a.get("name", "")))
        for i, a in enumerate(p.get("attacks") or []):
            if isinstance(a, dict) and isinstance(a.get("damage"), int) and a["damage"]:
                out.append(Editable(f"{path}.attacks.{i}.damage", "attack", str(a.get("name", "")), side, a["damage"]))

    board = doc.get("board") or {}
    for side in ("me", "opponent"):
        player = board.get(side) or {}
        if isinstance(player.get("active"), dict):
            pokemon(player["active"], f"board.{side}.active", side)
        for i, b in enumerate(player.get("bench") or []):
            pokemon(b, f"board.{side}.bench.{i}", side)
        effects(player, f"board.{side}", side, side)
    if isinstance(board.get("stadium"), dict):
        effects(board["stadium"], "board.stadium", "", str(board["stadium"].get("card", "")))
    if doc.get("coins"):
        out.append(Editable("coins", "coins", "", "", list(doc["coins"])))
    return out


#: How a coin may be written in the form, in any of the three languages.
COIN_WORDS = {"heads": "heads", "h": "heads", "オモテ": "heads", "表": "heads", "正面": "heads", "正": "heads",
              "tails": "tails", "t": "tails", "ウラ": "tails", "裏": "tails", "反面": "tails", "反": "tails"}


def parse_coins(text: str) -> list[str]:
    words = [w for w in re.split(r"[\s,、，]+", text.strip()) if w]
    coins = []
    for w in words:
        coin = COIN_WORDS.get(w.lower())
        if coin is None:
            raise BadDocument("coins", f"{w!r} is not a coin: write heads or tails")
        coins.append(coin)
    if len(coins) > MAX_COINS:
        raise BadDocument("coins", f"{len(coins)} coins; at most {MAX_COINS}", "too_many_coins")
    return coins


def changed(doc: dict, form: dict[str, str]) -> tuple[dict, list[tuple[Editable, Any]]]:
    """The what-if document: the scenario with the form's values put in and ``expect`` (at the end and in
    the middle of the run) left out;
    and what was changed (each editable value with its new value)."""
    out = copy.deepcopy(doc)
    out.pop("expect", None)
    if isinstance(out.get("do"), list):  # expectations in the middle of the run go too: a what-if verifies nothing
        out["do"] = [a for a in out["do"] if not (isinstance(a, dict) and "expect" in a)]
    for action in out.get("do") or []:
        if isinstance(action, dict):
            action.pop("expect_refused", None)
    changes = []
    for e in editable(doc):
        raw = form.get(e.path)
        if raw is None or not str(raw).strip():
            continue
        if e.what == "coins":
            value: Any = parse_coins(str(raw))
        else:
            try:
                value = int(str(raw).strip())
            except ValueError:
                raise BadDocument(e.path, f"{e.path}: {raw!r} is not a whole number") from None
            if abs(value) > MAX_NUMBER:
                raise BadDocument(e.path, f"{e.path}: {value} is out of range (at most {MAX_NUMBER})", "out_of_range")
        if value == e.value:
            continue
        _put(out, e.path, value)
        changes.append((e, value))
    return out, changes


def _put(doc: dict, path: str, value: Any) -> None:
    *parents, last = path.split(".")
    node: Any = doc
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
