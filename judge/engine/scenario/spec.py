"""The scenario format: a board, actions in order, scripted coins, and the outcome the guide states.

Each field is a pydantic model with its own check (schema: ``rulings/scenario.schema.json``,
documented in ``rulings/scenarios/README.md``, made by :func:`json_schema`).
"""


import re
from typing import Annotated, Any, Literal, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from judge.engine.actions import STEPS
from judge.engine.effect import APPLIES_TO, DURATIONS, KINDS
from judge.engine.rulesets import DEFAULT_RULESET
from judge.engine.state import SPECIAL_CONDITIONS, TYPES

RULING_REF = r"^(I|II|XY|SV)-[A-Za-z0-9-]+(/faq-[0-9]+)?$"


def known(value, allowed, what: str):
    """``value`` (or each of a list) must be one of ``allowed``; the error lists what is."""
    bad = [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str) and v not in allowed]
    if bad:
        shown = bad if isinstance(value, list) else bad[0]
        raise ValueError(f"unknown {what} {shown!r}; known: {', '.join(allowed)}")
    return value


def check_steps(steps: list) -> list:
    for step in steps:
        if not isinstance(step, dict) or len(step) != 1:
            raise ValueError(f"each step is a one-key mapping such as {{place_counters: {{...}}}}, got {step!r}")
        name = next(iter(step))
        if name not in STEPS:
            raise ValueError(f"unknown step {name!r}; known: {', '.join(STEPS)}")
    return steps


#: Card-text steps, checked on load: each a one-key mapping naming a known step.
Steps = Annotated[list[dict[str, Any]], AfterValidator(check_steps)]


class Spec(BaseModel):
    model_config = ConfigDict(extra="forbid")


class EffectSpec(Spec):
    """An effect in force: ``{kind: damage_taken, amount: -20, when: {from_opponent: true}}``."""

    kind: str = Field(description="One of the engine's effect kinds (see the scenario README).")
    amount: int = 0
    name: str | None = Field(None, description="The card, attack or Ability it comes from.")
    applies_to: str = "self"
    when: dict[str, Any] = Field(default_factory=dict)
    duration: str = "permanent"
    stacks: bool = True
    none: bool = False
    attack: str | None = None
    what: list[str] = Field(default_factory=list)
    actions: Steps = Field(default_factory=list)
    except_abilities: list[str] = Field(default_factory=list, description="no_abilities: the Abilities the text spares (「〜を除く」, \"except …\").")
    source: str | None = Field(None, description="Where an effect already on a Pokémon came from (attack, ability, …). Default: attack.")
    owner: Literal["me", "opponent"] | None = Field(
        None, description="Who controls the source of an effect already on a Pokémon or a player. Default: the other player.")
    created_turn: int | None = Field(
        None, ge=0, description="The turn an effect already in force was created; its duration counts from it. Default: the scenario's turn.")

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        return known(v, KINDS, "effect kind")

    @field_validator("applies_to")
    @classmethod
    def _applies(cls, v: str) -> str:
        return known(v, APPLIES_TO, "applies_to")

    @field_validator("duration")
    @classmethod
    def _duration(cls, v: str) -> str:
        return known(v, DURATIONS, "duration")



def effect_dict(e: EffectSpec) -> dict:
    """The effect's own fields (not where an effect already on the board came from: ``source``,
    ``owner``, ``created_turn``)."""
    return {k: v for k, v in e.model_dump().items() if v is not None and k not in ("source", "owner", "created_turn")}


def board_effect_dict(e: EffectSpec) -> dict:
    """An effect already on a Pokémon: its fields and, when given, where it came from."""
    extra = {k: getattr(e, k) for k in ("source", "owner", "created_turn") if getattr(e, k) is not None}
    return {**effect_dict(e), **extra}


class AttackSpec(Spec):
    name: str
    cost: list[str] = Field(default_factory=list)
    damage: int = 0
    modifier: dict[str, Any] | None = None
    before_damage: Steps = Field(default_factory=list)
    effects: Steps = Field(default_factory=list)
    flags: list[Literal["ignore_weakness_resistance", "ignore_weakness", "ignore_resistance", "ignore_defender_effects", "fails_on_tails",
                       "usable_on_first_turn", "usable_while_asleep", "usable_while_paralyzed", "gx"]] = Field(default_factory=list)
    free_if: str | None = Field(None, description="A count that, when not 0, lets the attack be used without Energy.")
    reduced_cost: dict[str, Any] | None = Field(None, description="{if: <count>, cost: [types]}: the attack needs only this then (E-32).")
    first_turn_barred: Literal["going_first", "going_second", "both"] | None = Field(
        None, description="The text bars the attack on its player's first turn: \"if you go second, you can't use this attack during your first turn\" "
                          "(going_second), the same for the player who goes first (going_first), or for either (both).")

    @field_validator("cost")
    @classmethod
    def _cost(cls, v):
        return known(v, TYPES, "energy type(s)")



class AbilitySpec(Spec):
    name: str
    effects: list[EffectSpec] = Field(default_factory=list)
    actions: Steps = Field(default_factory=list)
    once_per_turn: bool = True
    one_per_name: bool = False
    where: Literal["anywhere", "active", "bench", "discard", "hand"] = "anywhere"
    trigger: Literal["evolved_from_hand", "benched_from_hand", "attached_from_hand"] | None = None
    cost: Steps = Field(default_factory=list, description="Steps that must be done in full to use it (E-30).")



class CardSpec(Spec):
    """A Trainer card: a Tool on a Pokémon, a Stadium, or an Item/Supporter to play."""

    card: str
    kind: Literal["item", "tool", "supporter", "stadium"] | None = None
    effects: list[EffectSpec] = Field(default_factory=list)
    actions: Steps = Field(default_factory=list)
    owner: Literal["me", "opponent"] | None = None
    grants_attacks: list["AttackSpec"] = Field(default_factory=list, description="A Tool's attacks the Pokémon can use through it (not attacks it has, D-06).")



class EnergySpec(Spec):
    card: str
    provides: Union[str, list[Union[str, list[str]]]] = "colorless"
    basic: bool = False
    attach_only: list[str] = Field(default_factory=list, description="Tags of the Pokémon it can be attached to.")
    effects: list[EffectSpec] = Field(default_factory=list)


class PokemonSpec(Spec):
    card: str
    hp: int = Field(gt=0)
    stage: Literal["basic", "stage1", "stage2", "mega", "break", "vmax", "vstar", "restored"] = "basic"
    types: list[str] = Field(default_factory=list)
    weakness: list[dict[str, Any]] = Field(default_factory=list)
    resistance: list[dict[str, Any]] = Field(default_factory=list)
    retreat: int = Field(0, ge=0)
    tags: list[str] = Field(default_factory=list, description="Printed marks cards refer to (rapid-strike, single-strike …).")
    rule_box: Literal["EX", "GX", "tag-team", "V", "VMAX", "VSTAR", "ex", "radiant", "prism", "mega", "BREAK"] | None = None
    prizes: int | None = None
    damage: int = Field(0, ge=0, multiple_of=10)
    energy: list[Union[str, EnergySpec]] = Field(default_factory=list)
    tool: CardSpec | None = None
    conditions: list[str] = Field(default_factory=list)
    poison_counters: int | None = Field(None, ge=1, description="Damage counters its Poison already puts at each Checkup (E-16; default 1).")
    burn_counters: int | None = Field(None, ge=1, description="Damage counters its Burn already puts at each Checkup (E-28; default 2).")
    attacks: list[AttackSpec] = Field(default_factory=list)
    abilities: list[AbilitySpec] = Field(default_factory=list)
    effects: list[EffectSpec] = Field(default_factory=list)
    stack: list["PokemonSpec"] = Field(default_factory=list, description="The Pokémon below it in its evolution stack, lowest first.")
    played_turn: int = -1

    @field_validator("types")
    @classmethod
    def _types(cls, v):
        return known(v, TYPES, "type(s)")

    @field_validator("conditions")
    @classmethod
    def _conditions(cls, v):
        return known(v, SPECIAL_CONDITIONS, "Special Condition(s)")

    @field_validator("energy")
    @classmethod
    def _energy(cls, v):
        return known(v, TYPES, "energy type(s)")


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


ACTIONS = ("setup", "attack", "retreat", "attach", "play", "evolve", "ability", "bench", "use_stadium", "end_turn", "steps", "check_knockouts", "checkup")


def json_schema() -> dict:
    schema = Scenario.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Scenario"
    return schema
