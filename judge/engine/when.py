"""An effect's ``when``: the conditions it works under, each with what it reads, its words and its rule.

An effect works only while every condition of its ``when`` holds (``when: {from_opponent: true}``:
"damage from the opponent's Pokémon"). :data:`CONDITIONS` gives each condition, under the key card
text writes, the function that weighs it at the moment it is asked (:class:`Moment`: the Pokémon in
the effect's target role, the attacking Pokémon, the one taking the damage, the board, the damage
reached), the words the trace says it in when it does not hold (a :class:`Check`, worded from the
phrases of :mod:`judge.engine.wording`) and the guide's rule it reads where one applies.
:func:`judge.engine.hooks.conditions_hold` weighs an effect's ``when`` through this table.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any, Callable

from judge.engine.messages import Name, Words
from judge.engine.registry import procedures
from judge.engine.state import Game, Pokemon
from judge.engine.wording import IS, ROLES, WANTS, WHEN, count_words, wanted


@dataclass(frozen=True)
class Moment:
    """What a condition is weighed against: who is involved, on which board, at what damage."""

    holder: Pokemon
    """The Pokémon in the effect's target role: the defending Pokémon for ``damage_taken``, the
    attacking Pokémon for ``damage_dealt``, the Knocked Out Pokémon for ``on_knocked_out``."""
    attacker: Pokemon | None
    """The Pokémon whose attack is being carried out (None outside an attack: then no condition on
    the attacker holds)."""
    target: Pokemon | None
    """The Pokémon taking the attack's damage."""
    game: Game
    """The board."""
    amount: int | None
    """The damage the calculation has reached (None outside the damage calculation)."""


@dataclass(frozen=True)
class ConditionKind:
    """One condition an effect's ``when`` can hold."""

    key: str
    """The key card text writes in ``when`` (``from_opponent``, ``holder_stage`` …)."""
    holds: Callable[[Moment, Any], bool]
    """``holds(moment, want)``: whether it holds now for the value ``when`` wants."""
    words: dict
    """What the effect needs, as the trace says it when the condition does not hold: a phrase per
    language (``{r}`` the role, ``{want}`` the value wanted, worded), or for a condition that is
    true or false a phrase for each (:mod:`judge.engine.wording`)."""
    role: str | None = None
    """Whose Pokémon it looks at, the ``{r}`` of its words (:data:`judge.engine.wording.ROLES`)."""
    rule: str | None = None
    """The guide's rule it reads, where one applies."""
    reads_damage: bool = False
    """Whether it reads the damage reached, which only the damage calculation has."""
    counts: bool = False
    """Whether the value wanted is a condition on a count (``{count: self.energy, at_most: 2}``), worded as the count is."""

    def say(self, want: Any, lang: str, name: Name | None = None) -> str:
        """The condition with ``want`` in ``lang``, as what the effect needs."""
        if self.counts and isinstance(want, dict) and "count" in want:  # the role's Pokémon's count ("self"): the attacker's worded so
            said = {**want, "count": want["count"].replace("self", "attacker", 1)} if self.role == "attacker" else want
            return count_words(said, lang, name) or str(want)
        phrase = self.words[bool(want)] if True in self.words else self.words
        return phrase[lang].format(r=ROLES[self.role][lang] if self.role else "", want=wanted(want, lang, name))


def listed(value) -> list:
    """A wanted value as a list of the values any of which will do."""
    return value if isinstance(value, list) else [value]


def _one_of(role: str, attribute: str) -> Callable[[Moment, Any], bool]:
    """The role's Pokémon's ``attribute`` is one of the values wanted (no Pokémon there: it does not hold)."""
    return lambda m, want: (p := getattr(m, role)) is not None and getattr(p, attribute) in listed(want)


def _shares(role: str, attribute: str) -> Callable[[Moment, Any], bool]:
    """The role's Pokémon has one of the values wanted among its ``attribute`` (types, marks, Special Conditions)."""
    return lambda m, want: (p := getattr(m, role)) is not None and bool(set(getattr(p, attribute)) & set(listed(want)))


def _active(role: str) -> Callable[[Moment, Any], bool]:
    """The role's Pokémon is in its owner's Active Spot (wanted true) or on the Bench (false)."""
    return lambda m, want: (p := getattr(m, role)) is not None and (m.game.players[p.owner].active is p) == bool(want)


def _full_hp(m: Moment) -> bool:
    """Full HP (D-14), for a Pokémon the attack being carried out has damaged as it was when that
    damage came (D-14 【文例1】: "at full HP, Knocked Out by damage from the opponent's attack", weighed
    at step 2 of the Knock Out, E-04); for any other, as it is now."""
    if m.game.attacker is not None and m.holder.uid in m.game.attack_damage_to:
        return m.holder.uid in m.game.full_hp_when_hit
    return m.holder.full_hp


def _behind(m: Moment) -> bool:
    """"If you have more Prize cards remaining than your opponent": the holder's owner has more Prize cards left now."""
    mine = m.game.players[m.holder.owner]
    other = next(p for pid, p in m.game.players.items() if pid != m.holder.owner)
    return len(mine.prizes) > len(other.prizes)


def _special(p: Pokemon) -> bool:
    """Whether a Special Energy card is attached to ``p`` (any Energy card that is not a basic Energy)."""
    return any(not card.basic for card in p.energy)


def _remaining_hp(m: Moment) -> int:
    """The holder's remaining HP now: its maximum HP with the effects on it, less its damage (D-16), reached through the
    registry (:mod:`judge.engine.quantities` reads the effects through the hooks, which weigh these conditions)."""
    return procedures.remaining_hp(m.game, m.holder)


def _conditions(*kinds: ConditionKind) -> dict[str, ConditionKind]:
    return {c.key: c for c in kinds}


#: Every condition an effect's ``when`` can hold, by its key.
CONDITIONS: dict[str, ConditionKind] = _conditions(
    # the damage and where it comes from
    ConditionKind("from_opponent", lambda m, want: m.attacker is not None and (m.attacker.owner != m.holder.owner) == bool(want),
                  WHEN["from_opponent"]),
    ConditionKind("by_attack_damage", lambda m, want: (m.attacker is not None and m.holder.uid in m.game.attack_damage_to) == bool(want),
                  WHEN["by_attack_damage"], rule="II-E-03"),
    ConditionKind("stadium_in_play", lambda m, want: (m.game.stadium is not None) == bool(want), IS["stadium"]),
    ConditionKind("damage_in", lambda m, want: m.amount in listed(want), WHEN["damage_in"], reads_damage=True),
    ConditionKind("damage_at_most", lambda m, want: m.amount <= want, WHEN["damage_at_most"], reads_damage=True),
    ConditionKind("damage_at_least", lambda m, want: m.amount >= want, WHEN["damage_at_least"], reads_damage=True),
    # the attacking Pokémon
    ConditionKind("attacker_name", _one_of("attacker", "card"), WANTS["name"], "attacker"),
    ConditionKind("attacker_stage", _one_of("attacker", "stage"), WANTS["stage"], "attacker"),
    ConditionKind("attacker_rule_box", _one_of("attacker", "rule_box"), WANTS["rule_box"], "attacker", rule="II-D-18"),
    ConditionKind("attacker_types", _shares("attacker", "types"), WANTS["types"], "attacker", rule="II-D-07"),
    ConditionKind("attacker_not_name", lambda m, want: m.attacker is not None and m.attacker.card not in listed(want), WANTS["not_name"],
                  "attacker"),
    ConditionKind("attacker_not_types", lambda m, want: m.attacker is not None and not set(m.attacker.types) & set(listed(want)),
                  WANTS["not_types"], "attacker", rule="II-D-07"),
    ConditionKind("attacker_conditions", _shares("attacker", "conditions"), WANTS["conditions"], "attacker", rule="I-F"),
    ConditionKind("attacker_count", lambda m, want: m.attacker is not None and procedures.counted(m.game, m.attacker, want), WANTS["count"],
                  "attacker", counts=True),
    ConditionKind("attacker_has_special_energy", lambda m, want: m.attacker is not None and _special(m.attacker) == bool(want),
                  IS["has_special_energy"], "attacker", rule="II-D-07"),
    # the Pokémon in the effect's target role
    ConditionKind("holder_name", _one_of("holder", "card"), WANTS["name"], "holder"),
    ConditionKind("holder_not_name", lambda m, want: m.holder.card not in listed(want), WANTS["not_name"], "holder",
                  rule="II-E-15"),
    ConditionKind("holder_stage", _one_of("holder", "stage"), WANTS["stage"], "holder"),
    ConditionKind("holder_rule_box", _one_of("holder", "rule_box"), WANTS["rule_box"], "holder", rule="II-D-18"),
    ConditionKind("holder_types", _shares("holder", "types"), WANTS["types"], "holder", rule="II-D-07"),
    ConditionKind("holder_not_types", lambda m, want: not set(m.holder.types) & set(listed(want)), WANTS["not_types"], "holder",
                  rule="II-D-07"),
    ConditionKind("holder_not_rule_box", lambda m, want: m.holder.rule_box not in listed(want), WANTS["not_rule_box"], "holder",
                  rule="II-D-18"),
    ConditionKind("holder_tags", _shares("holder", "tags"), WANTS["tags"], "holder"),
    ConditionKind("holder_conditions", _shares("holder", "conditions"), WANTS["conditions"], "holder", rule="I-F"),
    ConditionKind("holder_not_conditions", lambda m, want: not set(m.holder.conditions) & set(listed(want)), WANTS["not_conditions"], "holder",
                  rule="I-F"),
    ConditionKind("holder_active", _active("holder"), IS["active"], "holder", rule="II-E-13"),
    ConditionKind("holder_energy_types", lambda m, want: any(t in u for u in m.holder.energy_units for t in listed(want)),
                  WANTS["energy_types"], "holder", rule="II-D-07"),
    ConditionKind("holder_has_energy", lambda m, want: bool(m.holder.energy) == bool(want), IS["has_energy"], "holder"),
    ConditionKind("holder_has_special_energy", lambda m, want: _special(m.holder) == bool(want), IS["has_special_energy"], "holder",
                  rule="II-D-07"),
    ConditionKind("holder_full_hp", lambda m, want: _full_hp(m) == bool(want), IS["full_hp"], "holder", rule="II-D-14"),
    ConditionKind("holder_behind", lambda m, want: _behind(m) == bool(want), IS["behind"], "holder"),
    ConditionKind("holder_stadium", lambda m, want: (m.game.stadium is not None and m.game.stadium.owner == m.holder.owner) == bool(want),
                  IS["own_stadium"], "holder"),
    ConditionKind("holder_count", lambda m, want: procedures.counted(m.game, m.holder, want), WANTS["count"], "holder", counts=True),
    ConditionKind("holder_hp_at_most", lambda m, want: _remaining_hp(m) <= want, WANTS["hp_at_most"], "holder", rule="II-D-16"),
    # the Pokémon taking the attack's damage
    ConditionKind("target_stage", _one_of("target", "stage"), WANTS["stage"], "target"),
    ConditionKind("target_rule_box", _one_of("target", "rule_box"), WANTS["rule_box"], "target", rule="II-D-18"),
    ConditionKind("target_types", _shares("target", "types"), WANTS["types"], "target", rule="II-D-07"),
    ConditionKind("target_active", _active("target"), IS["active"], "target"),
    ConditionKind("target_opponent", lambda m, want: m.target is not None and (m.target.owner != m.holder.owner) == bool(want),
                  IS["opponent"], "target"),
)

#: Keys of ``when`` that are no condition, and what they are.
NOT_CONDITIONS = {
    "per": "a multiplier of a cost or damage effect's amount, counted for the Pokémon that carries it (judge.engine.quantities.effect_amount)",
}


# --- in words ------------------------------------------------------------------------------------

def check_words(key: str, want: Any, lang: str, name: Name | None = None) -> str | None:
    """An effect's condition ``key: want`` worded as what the effect needs; None when unknown."""
    condition = CONDITIONS.get(key)
    return condition.say(want, lang, name) if condition else None


def condition_words(check: str, lang: str) -> str | None:
    """A condition as text: an effect's (``from_opponent=True``) or a count condition
    (``self.full_hp``), worded as what it needs; None when it has no wording."""
    m = re.fullmatch(r"([a-z_]+)=(.+)", check.strip())
    if not m:
        return count_words(check, lang)
    key, raw = m.groups()
    try:
        want = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        want = raw
    return check_words(key, want, lang)


@dataclass(frozen=True)
class Check(Words):
    """An effect's condition (one entry of its ``when``), as a trace parameter: the condition that
    does not hold, worded as what the effect needs."""

    key: str
    """The condition, e.g. ``from_opponent``."""
    want: Any
    """The value it wants, e.g. ``True`` or ``["GX", "EX"]``."""

    def render(self, lang: str, name: Name | None = None) -> str | None:
        return check_words(self.key, self.want, lang, name)

    def __str__(self) -> str:
        return f"{self.key}={self.want!r}"
