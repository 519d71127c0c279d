"""Cards as a scenario describes them (the published format, ``rulings/scenario.schema.json``):
pydantic models, each field with its own check. :mod:`judge.engine.builders` builds the engine's
objects from them; a card in a hand, deck or discard pile keeps its description until it is put
into play (:class:`judge.engine.state.Card`).
"""

from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from judge.engine.basics import SPECIAL_CONDITIONS, TYPES
from judge.engine.effect import APPLIES_TO, DURATIONS, KIND_FIELDS, KINDS, PER_KINDS, TENS, tens
from judge.engine.errors import suggestion
from judge.engine.registry import STEPS


def known(value, allowed, what: str):
    """``value`` (or each of a list) must be one of ``allowed``; the error lists what is."""
    bad = [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str) and v not in allowed]
    if bad:
        shown = bad if isinstance(value, list) else bad[0]
        raise ValueError(f"unknown {what} {shown!r}; {suggestion(bad[0], allowed)}")
    return value


def check_steps(steps: list) -> list:
    for step in steps:
        if not isinstance(step, dict) or len(step) != 1:
            raise ValueError(f"each step is a one-key mapping such as {{place_counters: {{...}}}}, got {step!r}")
        name = next(iter(step))
        if name not in STEPS:
            raise ValueError(f"unknown step {name!r}; {suggestion(name, STEPS)}")
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
    becomes: str | None = Field(None, description="weakness_type, resistance_type, energy_type, energy_type_also: the type it becomes (「弱点は◎タイプになる」).")
    coin: bool = Field(False, description="prevent_damage: only when a coin flipped as the damage is done comes up heads (\"flip a coin. If heads, prevent that damage\").")
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

    @model_validator(mode="after")
    def _tens(self):
        if self.kind in TENS:
            tens(f"{self.kind} amount", self.amount)
        return self

    @model_validator(mode="after")
    def _fields_it_reads(self):
        unread = [f for f in KIND_FIELDS if f in self.model_fields_set and f not in KINDS[self.kind].reads
                  and getattr(self, f) != type(self).model_fields[f].get_default(call_default_factory=True)]
        if unread:
            reads = ", ".join(KINDS[self.kind].reads) or "none of them"
            raise ValueError(f"a {self.kind} effect does nothing with {', '.join(unread)} (of {', '.join(KIND_FIELDS)} it reads {reads})")
        return self

    @model_validator(mode="after")
    def _per(self):
        if "per" in self.when and self.kind not in PER_KINDS:
            raise ValueError(f"`per` multiplies the amount of {', '.join(PER_KINDS)} only; a {self.kind} effect has none it can multiply")
        return self

    @field_validator("becomes")
    @classmethod
    def _becomes(cls, v: str | None) -> str | None:
        return v if v is None else known(v, TYPES, "type")



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

    @field_validator("damage")
    @classmethod
    def _damage(cls, v):
        tens("damage", v)
        return v

    @field_validator("modifier")
    @classmethod
    def _modifier(cls, v):
        for key in ("plus", "plus_each", "times", "minus"):
            tens(f"modifier {key}", (v or {}).get(key))
        return v



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
    id: str | None = Field(None, pattern=r"^[A-Za-z0-9_-]+$",
                           description="An instance id telling apart Pokémon of one name: card text names it #<id>, a path me.pokemon.<id>.")
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
