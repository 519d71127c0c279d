"""The scenario format: a board, actions in order, scripted coins, and the outcome the guide states.

Each field is a pydantic model with its own check (schema: ``rulings/scenario.schema.json``,
documented in ``rulings/scenarios/README.md``, made by :func:`json_schema`); the cards' models
are the engine's own (:mod:`judge.engine.specs`).
"""


import re
from typing import Any, Literal, Union

from pydantic import Field, field_validator, model_validator

from judge.engine.rulesets import DEFAULT_RULESET
from judge.engine.specs import AbilitySpec, AttackSpec, CardSpec, EffectSpec, EnergySpec, PokemonSpec, Spec, Steps, check_steps, known

__all__ = ["ACTIONS", "AbilitySpec", "AttackSpec", "BoardSpec", "CardSpec", "EffectSpec", "EnergySpec", "PlayerSpec", "PokemonSpec",
           "Scenario", "Steps", "check_steps", "json_schema", "known"]

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
            keys = set(action) - {"expect_refused", "by"}
            if len(keys) != 1 or next(iter(keys)) not in ACTIONS:
                raise ValueError(f"action {i}: one of {', '.join(ACTIONS)} (plus optional by, expect_refused), got {sorted(action)}")
        return v

    @model_validator(mode="after")
    def _turn(self):
        if self.turn % 2 == 1 and self.current != self.first_player or self.turn % 2 == 0 and self.current == self.first_player:
            raise ValueError(f"turn {self.turn} is {'the first' if self.turn % 2 else 'the second'} player's turn: current and first_player disagree")
        return self


ACTIONS = ("setup", "begin_turn", "attack", "retreat", "attach", "play", "evolve", "ability", "bench", "use_stadium", "end_turn", "steps",
           "check_knockouts", "checkup")


def json_schema() -> dict:
    schema = Scenario.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Scenario"
    return schema
