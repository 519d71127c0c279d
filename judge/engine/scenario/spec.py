"""The scenario format: a board, actions in order, scripted coins, and the outcome the guide states.

Each field is a pydantic model with its own check (schema: ``rulings/scenario.schema.json``,
documented in ``rulings/scenarios/README.md``, made by :func:`json_schema`); the cards' models
are the engine's own (:mod:`judge.engine.card_specs`).
"""


import re
from typing import Any, Literal, Union, get_args

from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError

import judge.engine.rules  # noqa: F401  (the registry complete: step names are checked against it)
from judge.engine.card_specs import AbilitySpec, AttackSpec, CardSpec, EffectSpec, EnergySpec, PokemonSpec, Spec, Steps, check_steps, known
from judge.engine.errors import unknown_key
from judge.engine.rulesets import DEFAULT_RULESET

__all__ = ["ACTIONS", "ACTION_KEYS", "AbilitySpec", "AttackSpec", "BoardSpec", "CardSpec", "EffectSpec", "EnergySpec", "PlayerSpec", "PokemonSpec",
           "Scenario", "Steps", "check_steps", "explain", "json_schema", "known"]

RULING_REF = r"^(I|II|XY|SV)-[A-Za-z0-9-]+(/faq-[0-9]+)?$"


class PlayerSpec(Spec):
    active: PokemonSpec | None = None
    bench: list[PokemonSpec] = Field(default_factory=list, max_length=8)
    hand: list[Any] = Field(default_factory=list)
    deck: Union[int, list[Any]] = 20
    discard: list[Any] = Field(default_factory=list)
    prizes: Union[int, list[Any]] = 6
    prizes_taken: int | None = Field(None, description="Default: 6 minus the Prize cards left.")
    effects: list[EffectSpec] = Field(default_factory=list)


class BoardSpec(Spec):
    me: PlayerSpec
    opponent: PlayerSpec
    stadium: CardSpec | None = None


class Scenario(Spec):
    """A scenario file."""

    title: str = Field(description="The situation in a line.")
    proves: list[str] = Field(default_factory=list, description="The ruling ids (topics or FAQs) whose outcome this replays. "
                                                                 "The corpus's scenarios all give it; a judge's own what-if need not.")
    source: str | None = Field(None, min_length=1, description="Where the expected values come from: edition, section, FAQ or example, and "
                                                                "what it states. Without it, expectations are the writer's own (\"expected (yours)\").")
    ruleset: Literal["v3.1", "v2.2", "xy"] = DEFAULT_RULESET
    turn: int = Field(3, ge=1, description="The turn number of the game (1 = the first player's first turn).")
    first_player: Literal["me", "opponent"] = "me"
    current: Literal["me", "opponent"] = "me"
    sudden_death: bool = Field(False, description="The game is a Sudden Death (I-E): played over with 1 Prize card each after a draw, "
                                                   "won as the ruleset's edition says. Each player has at most 1 Prize card left.")
    board: BoardSpec
    coins: list[Literal["heads", "tails"]] = Field(default_factory=list)
    promote: dict[Literal["me", "opponent"], list[int]] = Field(default_factory=dict)
    do: list[dict[str, Any]] = Field(default_factory=list)
    expect: dict[str, Any] = Field(default_factory=dict, description="Dotted paths and the values the guide states. Without it (and without "
                                                                      "expect_refused) the run is a what-if: it shows the outcome and verifies nothing.")

    @field_validator("proves")
    @classmethod
    def _ids(cls, v):
        bad = [i for i in v if not re.match(RULING_REF, i)]
        if bad:
            raise ValueError(f"not ruling ids: {bad}")
        return v

    @field_validator("do")
    @classmethod
    def _actions(cls, v):
        for i, action in enumerate(v):
            keys = [k for k in action if k not in ("expect_refused", "by")]
            wrong = [k for k in keys if k not in ACTIONS]
            if wrong:
                raise _unknown(f"action {i}: {unknown_key(wrong[0], ACTIONS)}")
            if len(keys) != 1:
                raise ValueError(f"action {i}: one of {', '.join(ACTIONS)} (plus optional by, expect_refused), got {sorted(action)}")
            if keys[0] == "expect" and (len(action) != 1 or not isinstance(action["expect"], dict)):
                raise ValueError(f"action {i}: expect stands alone and maps paths to the values expected there, got {action!r}")
            _argument_keys(i, keys[0], action[keys[0]])
        return v

    @model_validator(mode="after")
    def _sudden_death_prizes(self):
        if self.sudden_death:
            for pid, side in (("me", self.board.me), ("opponent", self.board.opponent)):
                n = side.prizes if isinstance(side.prizes, int) else len(side.prizes)
                if n > 1:
                    raise ValueError(f"a Sudden Death is played with 1 Prize card each (I-E): {pid} has {n} left")
        return self

    @model_validator(mode="after")
    def _turn(self):
        if self.turn % 2 == 1 and self.current != self.first_player or self.turn % 2 == 0 and self.current == self.first_player:
            raise ValueError(f"turn {self.turn} is {'the first' if self.turn % 2 else 'the second'} player's turn: current and first_player disagree")
        return self


def _unknown(text: str) -> PydanticCustomError:
    """A validation error that says only ``text`` (no "Value error," before it)."""
    return PydanticCustomError("unknown_key", text.replace("{", "{{").replace("}", "}}"))


def _argument_keys(i: int, action: str, args: Any) -> None:
    """An action's arguments given as a mapping name only keys the action reads (each with the
    closest known key when not): a misspelt key would otherwise be ignored without a word."""
    known = ACTION_KEYS.get(action)
    if not isinstance(args, dict) or known is None:
        return
    wrong = [k for k in args if k not in known]
    if wrong:
        raise _unknown(f"action {i} ({action}): {unknown_key(wrong[0], known)}")
    if action == "setup":
        for side in ("me", "opponent"):
            extra = [k for k in args.get(side) or {} if k not in SETUP_PLAYER_KEYS]
            if extra:
                raise _unknown(f"action {i} (setup.{side}): {unknown_key(extra[0], SETUP_PLAYER_KEYS)}")


ACTIONS = ("setup", "begin_turn", "attack", "retreat", "attach", "play", "evolve", "ability", "bench", "use_stadium", "end_turn", "steps",
           "check_knockouts", "checkup", "expect")


def json_schema() -> dict:
    schema = Scenario.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Scenario"
    return schema

#: The keys each action reads from a mapping of arguments (those validated by a model of their own,
#: ``play`` and ``bench``, included: their model's fields).
ACTION_KEYS: dict[str, tuple[str, ...]] = {
    "setup": ("first_player", "basics", "as_basic", "prizes", "sudden_death", "me", "opponent"),
    "attack": ("name", "use"),
    "retreat": ("bench", "discard"),
    "attach": ("card", "to", "from"),
    "play": (*CardSpec.model_fields, "to"),
    "evolve": ("target", "into", "skip_stage", "from_hand"),
    "ability": ("pokemon", "name"),
    "bench": tuple(PokemonSpec.model_fields),
    "steps": ("run", "source", "name"),
}
#: What ``setup`` reads for each player.
SETUP_PLAYER_KEYS = ("hands", "deck", "active", "bench", "extra")


def explain(err: ValidationError) -> list[tuple[str, str]]:
    """Each problem of a failed validation as (dotted path, message), unknown keys first: pydantic's
    "Extra inputs are not permitted" said as ``unknown key `atack`; did you mean `attack`?``, the
    known keys being those of the model at that place in the document (the model validated is
    named by ``err.title``)."""
    root = _model(Spec, err.title)
    errors = err.errors()
    out = []
    for e in errors:
        loc = e["loc"]
        path = ".".join(str(x) for x in loc if not (_model(Spec, str(x)) or _branch((x,))))  # a union member pydantic names is no key of the file
        if _branch(loc):
            siblings = [other for other in errors if other["loc"][:len(loc) - 1] == loc[:-1]]
            if any(len(other["loc"]) != len(loc) or not _branch(other["loc"]) for other in siblings):
                continue  # the document gave a mapping where a union also takes a word: the mapping's problem says it
            if siblings[0] is e:  # no member of the union takes the value: one problem, naming what it takes
                out.append((path, _wanted(siblings, e["input"])))
            continue
        if e["type"] == "extra_forbidden" and root is not None and loc:
            out.append((path, unknown_key(loc[-1], _keys_at(root, loc[:-1]))))
        else:
            out.append((path, e["msg"]))
    return sorted(out, key=lambda problem: not problem[1].startswith("unknown key"))


#: What a union member that is no model takes, in words.
KINDS = {"int": "a whole number", "float": "a number", "str": "a text", "bool": "true or false", "list": "a list", "dict": "a mapping"}


def _kind(value: Any) -> str:
    """What a document's value is, in words (:data:`KINDS`); ``nothing`` for null."""
    if value is None:
        return "nothing"
    return next((words for name, words in KINDS.items() if type(value).__name__ == name), type(value).__name__)


def _wanted(problems: list[dict], given: Any) -> str:
    """The one message for a value no member of a union takes: ``a whole number or a list, not a text``."""
    kinds = list(dict.fromkeys(KINDS.get(str(p["loc"][-1]).partition("[")[0], str(p["loc"][-1])) for p in problems))
    return f"{' or '.join(kinds)}, not {_kind(given)}"


def _branch(loc: tuple) -> bool:
    """Whether ``loc`` ends in a union member that is no model (``str``, ``list[str]`` …)."""
    last = str(loc[-1]) if loc else ""
    return last in ("str", "int", "bool", "float") or last.startswith(("list[", "dict["))


def _model(base: type, name: str) -> type | None:
    """The model class named ``name`` among ``base`` and its subclasses."""
    if base.__name__ == name:
        return base
    return next((found for sub in base.__subclasses__() if (found := _model(sub, name))), None)


def _keys_at(model: type, loc: tuple) -> list[str]:
    """The keys a document may give at ``loc`` inside ``model``: the fields of the model(s) there
    (through lists, mappings and unions; a union member pydantic names in the path picks it)."""
    candidates = [model]
    for part in loc:
        if isinstance(part, int):
            continue
        holding = [m for m in candidates if part in m.model_fields]
        if holding:
            candidates = [c for m in holding for c in _models(m.model_fields[part].annotation)]
        else:  # a union member's name, or a mapping's key
            candidates = [m for m in candidates if m.__name__ == part] or candidates
    return list(dict.fromkeys(k for m in candidates for k in m.model_fields))


def _models(annotation: Any) -> list[type]:
    """The models an annotation holds, through ``list``, ``dict``, ``Union`` and ``Annotated``."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in get_args(annotation) for m in _models(arg)]
