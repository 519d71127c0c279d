"""The damage calculation: guide Part I A-01, damage steps 1-6, one function per step.

Every attack damage (to the Defending Pokémon, to the Bench, to the attacker itself)
goes through :data:`DAMAGE_STEPS` in order. A step may end the calculation ("ここでダメージ
計算を終わる"): then no damage is done. Each step records what it did in the trace, citing
the step it applies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Literal

from judge.engine.hooks import applicable, weighed
from judge.engine.messages import EnergyType, Message, RulesetName, message
from judge.engine.quantities import effect_amount, flip_coin, max_hp, remaining_hp
from judge.engine.state import Attack, Game, Pokemon
from judge.engine.trace import Trace
from judge.engine.wording import Count

RULE = "I-A-01"


#: Flags a damage step may carry for its own damage, as an attack's flags do for all of its damage (B-06, B-07).
DAMAGE_FLAGS = {"ignore_weakness_resistance": ("ignore_weakness", "ignore_resistance"), "ignore_weakness": ("ignore_weakness",),
                "ignore_resistance": ("ignore_resistance",), "ignore_defender_effects": ("ignore_defender_effects",)}


def hit_flags(names) -> dict[str, bool]:
    """The Hit fields an attack's flags set: each of ignore_weakness, ignore_resistance and
    ignore_defender_effects, true when a flag among ``names`` names it (unknown flags set none)."""
    flags = dict.fromkeys(("ignore_weakness", "ignore_resistance", "ignore_defender_effects"), False)
    for name in names:
        flags.update(dict.fromkeys(DAMAGE_FLAGS.get(name, ()), True))
    return flags


@dataclass(frozen=True)
class Modifier:
    """An attack's own + × − (B-01 … B-03), resolved for this attack: ``+ value``, ``value × count``
    or ``- value``."""

    op: Literal["+", "×", "-"]
    value: int
    """The number added, multiplied or taken away."""
    why: Count
    """What it counts (or the condition that made it apply), as the trace words it."""
    count: int = 0
    """For ``×``: how many times ``value``."""


@dataclass
class Hit:
    """One damage calculation in progress."""

    game: Game
    attacker: Pokemon
    defender: Pokemon
    base: int
    """The damage before step 1's modifiers: the printed number, or the amount the text names."""
    attack: Attack | None = None
    modifier: Modifier | None = None
    """The attack's ``+``, ``×``, ``−`` (B-01 … B-03), already resolved."""
    to_bench: bool = False
    """Damage to a Benched Pokémon: no Weakness or Resistance (B-08)."""
    self_damage: bool = False
    """Damage the attack does to its own side (B-09)."""
    ignore_weakness: bool = False
    """"Don't apply Weakness" (B-06)."""
    ignore_resistance: bool = False
    """"Don't apply Resistance" (B-06)."""
    ignore_defender_effects: bool = False
    """"Don't apply effects on the Defending Pokémon" (B-07): step 5 and step 6 prevention, not W/R."""
    amount: int = 0
    ended: bool = False
    notes: list[str] = field(default_factory=list)


def _end(hit: Hit, trace: Trace, rule: str, step: str, why: Message) -> None:
    """The calculation ends at ``step`` (no damage is done); ``why`` says so."""
    hit.ended = True
    trace.add(rule, why.key, hit.amount, 0, step=f"damage {step}", **why.params)
    hit.amount = 0


def step1_base(hit: Hit, trace: Trace) -> None:
    """Step 1: the attack's damage, the number right of its name changed by its own + × − text."""
    hit.amount = hit.base
    if hit.to_bench:
        key = "damage_base_own_bench" if hit.self_damage else "damage_base_bench"
    else:
        key = "damage_base_self" if hit.self_damage else "damage_base"
    trace.add(RULE, key, None, hit.amount, step="damage 1-a", amount=hit.base)
    mod = hit.modifier
    if not mod:
        return
    before = hit.amount
    if mod.op == "+":
        hit.amount += mod.value
        trace.add("II-B-01", "damage_plus", before, hit.amount, step="damage 1-b", value=mod.value, why=mod.why)
    elif mod.op == "×":
        hit.amount = mod.value * mod.count
        trace.add("II-B-02", "damage_times", before, hit.amount, step="damage 1-b", count=mod.count, value=mod.value, why=mod.why)
    elif mod.op == "-":
        hit.amount -= mod.value
        trace.add("II-B-03", "damage_minus", before, hit.amount, step="damage 1-b", value=mod.value, why=mod.why)
    if mod.op in ("×", "-") and hit.amount <= 0:
        _end(hit, trace, RULE, "1-b", message("damage_end_modifier"))


def _apply_summed(hit: Hit, trace: Trace, hook: str, holder: Pokemon, step: str, summed: str, ended: Message) -> None:
    """Damage-changing effects at one step (looked up at ``hook``): those whose conditions hold are
    summed and applied at once (B-04, B-05 FAQ), said as ``summed``; a total of 0 or less ends the
    calculation (``ended``)."""
    holding, failing = weighed(hit.game, hook, holder, attacker=hit.attacker, target=hit.defender, amount=hit.amount)
    for e, failed in failing:
        trace.add(e.rule, "damage_not_applied", step=f"damage {step}", at=step, effect=e.reads_as(), check=failed)
    if not holding:
        return
    amounts = [effect_amount(hit.game, e, holder) for e in holding]
    total = sum(amounts)
    applied = [message("effect_amount", effect=e.reads_as(), amount=n) for e, n in zip(holding, amounts)]
    before = hit.amount
    hit.amount += total
    # The summing rule of each step: B-04 for step 2 (effects on the attacking Pokémon), B-05 for step 5.
    trace.add("II-B-04" if step == "2" else "II-B-05", summed, before, hit.amount, step=f"damage {step}", effects=applied, total=total)
    if hit.amount <= 0:
        _end(hit, trace, RULE, step, ended)


def step2_attacker_effects(hit: Hit, trace: Trace) -> None:
    """Step 2: effects on the attacking Pokémon that change its damage, all summed (B-04, B-05 FAQ);
    0 or less ends the calculation."""
    _apply_summed(hit, trace, "damage.2", hit.attacker, "2", "damage_attacker_effects",
                  message("damage_end_attacker_effects"))


def _not_applied(hit: Hit, trace: Trace, step: str, ignored: bool, removal: str, keys: tuple[str, ...]) -> bool:
    """Whether Weakness (step 3) or Resistance (step 4) is skipped, and why, in the order the
    guide checks: damage to the Bench (II-B-08), an attack that ignores it (II-B-06), an effect that
    removes it (II-D-13). An attack that ignores effects on the Defending Pokémon ignores such an
    effect only under the XY notice (XY-ignoring-effects); ja-2.2 and zh-3.1 B-07 leave it working.
    ``removal``: the hook of the effects that remove it; ``keys``: the trace message for each of the three, then for the removal ignored."""
    if hit.to_bench:
        trace.add("II-B-08", keys[0], step=step)
        return True
    if ignored:
        trace.add("II-B-06", keys[1], step=step)
        return True
    removed = applicable(hit.game, removal, hit.defender, attacker=hit.attacker, target=hit.defender)
    if not removed:
        return False
    ruleset = hit.game.ruleset
    if hit.ignore_defender_effects and ruleset.ignoring_effects_covers_weakness_resistance:
        trace.add("XY-ignoring-effects", keys[3], step=step, effect=removed[0].reads_as(), ruleset=RulesetName(ruleset.id))
        return False
    if hit.ignore_defender_effects:
        trace.add("II-B-07", "removal_not_ignored", step=step, effect=removed[0].reads_as(), ruleset=RulesetName(ruleset.id))
    trace.add("II-D-13", keys[2], step=step, effect=removed[0].reads_as())
    return True


def _matching(hit: Hit, trace: Trace, step: str, ignored: bool, hooks: tuple[str, str], keys: tuple[str, ...],
              entries: list[dict]) -> list[dict]:
    """The defender's Weakness (or Resistance) ``entries`` in force (:func:`_changed`) of a type the
    attacker has; none when the step does not apply (:func:`_not_applied`). ``hooks``: where the effects
    that remove it and those that change its type are looked up."""
    if _not_applied(hit, trace, step, ignored, hooks[0], keys):
        return []
    return [w for w in _numbered(hit, trace, step, _changed(hit, trace, step, hooks[1], keys, entries)) if w["type"] in hit.attacker.types]


def _numbered(hit: Hit, trace: Trace, step: str, entries: list[dict]) -> list[dict]:
    """The Weakness (or Resistance) with the number an effect applies it with instead of the one printed beside it ("Apply
    Weakness as ×4 instead", "Resistance is now -40": steps 3 and 4 calculate with the number beside it, the card's text over
    the printed one, II-A), the latest such effect winning; an attack ignoring effects on the Defending Pokémon ignores it only
    under the XY notice, as it does a change of its type (:func:`_changed`)."""
    weakness = step == "damage 3"
    changes = applicable(hit.game, "damage.3.times" if weakness else "damage.4.minus", hit.defender, attacker=hit.attacker, target=hit.defender)
    if not changes or not entries:
        return entries
    change, ruleset = changes[-1], hit.game.ruleset
    if hit.ignore_defender_effects and ruleset.ignoring_effects_covers_weakness_resistance:
        trace.add("XY-ignoring-effects", "weakness_change_ignored" if weakness else "resistance_change_ignored", step=step,
                  effect=change.reads_as(), ruleset=RulesetName(ruleset.id))
        return entries
    if hit.ignore_defender_effects:
        trace.add("II-B-07", "removal_not_ignored", step=step, effect=change.reads_as(), ruleset=RulesetName(ruleset.id))
    trace.add(change.rule, "weakness_number" if weakness else "resistance_number", step=step, effect=change.reads_as(), n=change.amount)
    return [{"type": e["type"], "multiplier": change.amount} if weakness else {"type": e["type"], "minus": change.amount} for e in entries]


def _changed(hit: Hit, trace: Trace, step: str, hook: str, keys: tuple[str, ...], entries: list[dict]) -> list[dict]:
    """The Weakness (or Resistance) an effect changes the printed ``entries`` to ("its Weakness becomes
    ◎ type", E-21 【文例2】), the latest such effect winning. An attack that ignores effects on the
    Defending Pokémon ignores the change only under the XY notice (XY-ignoring-effects:
    「弱点・抵抗力を変更する効果」); under ja-2.2 and zh-3.1 B-07 the change stays."""
    changes = applicable(hit.game, hook, hit.defender, attacker=hit.attacker, target=hit.defender)
    if not changes:
        return entries
    change, ruleset = changes[-1], hit.game.ruleset
    if hit.ignore_defender_effects and ruleset.ignoring_effects_covers_weakness_resistance:
        trace.add("XY-ignoring-effects", keys[5], step=step, effect=change.reads_as(), ruleset=RulesetName(ruleset.id))
        return entries
    if hit.ignore_defender_effects:
        trace.add("II-B-07", "removal_not_ignored", step=step, effect=change.reads_as(), ruleset=RulesetName(ruleset.id))
    trace.add(change.rule, keys[4], step=step, effect=change.reads_as(), type=EnergyType(change.becomes))
    return [change.changed_entry()]


#: What the trace says when Weakness (step 3) or Resistance (step 4) is not applied: to the Bench, ignored
#: by the attack, removed by an effect, and a removal the attack ignores (see :func:`_not_applied`); then
#: when an effect changes its type, and when the attack ignores that change (:func:`_changed`).
WEAKNESS_KEYS = ("weakness_bench", "weakness_ignored", "weakness_removed", "weakness_removal_ignored", "weakness_changed",
                 "weakness_change_ignored")
RESISTANCE_KEYS = ("resistance_bench", "resistance_ignored", "resistance_removed", "resistance_removal_ignored", "resistance_changed",
                   "resistance_change_ignored")


def step3_weakness(hit: Hit, trace: Trace) -> None:
    """Step 3: Weakness, when the defender's Weakness type is one of the attacker's types."""
    matches = _matching(hit, trace, "damage 3", hit.ignore_weakness, ("damage.3", "damage.3.type"), WEAKNESS_KEYS, hit.defender.weakness)
    if matches:
        _apply_weakness(hit, trace, matches)


def _apply_weakness(hit: Hit, trace: Trace, matches: list[dict]) -> None:
    """Weakness of the matching types: two of them multiply by the ruleset's figure (×4 is the XY
    notice's; ×2 elsewhere an inference), one adds its ``plus`` or multiplies (×2 unless printed)."""
    before = hit.amount
    if len(matches) >= 2:
        mult = hit.game.ruleset.double_weakness_multiplier
        hit.amount *= mult
        if mult == 4:  # xy-2016 states it
            trace.add("XY-dual-types", "weakness_two_types", before, hit.amount, step="damage 3", multiplier=mult, ruleset=RulesetName(hit.game.ruleset.id))
        else:
            trace.add(RULE, "weakness_two_types", before, hit.amount, step="damage 3", multiplier=mult, ruleset=RulesetName(hit.game.ruleset.id),
                      inference=message("why_two_weaknesses"))
        return
    w = matches[0]
    if "plus" in w:
        hit.amount += w["plus"]
        trace.add(RULE, "weakness_plus", before, hit.amount, step="damage 3", type=EnergyType(w["type"]), plus=w["plus"])
    else:
        hit.amount *= w.get("multiplier", 2)
        trace.add(RULE, "weakness_times", before, hit.amount, step="damage 3", type=EnergyType(w["type"]), multiplier=w.get("multiplier", 2))


def step4_resistance(hit: Hit, trace: Trace) -> None:
    """Step 4: Resistance; 0 or less ends the calculation."""
    matches = _matching(hit, trace, "damage 4", hit.ignore_resistance, ("damage.4", "damage.4.type"), RESISTANCE_KEYS, hit.defender.resistance)
    if not matches:
        return
    r, before = matches[0], hit.amount
    hit.amount -= r["minus"]
    trace.add(RULE, "resistance", before, hit.amount, step="damage 4", type=EnergyType(r["type"]), minus=r["minus"])
    if hit.amount <= 0:
        _end(hit, trace, RULE, "4", message("damage_end_resistance"))


def step5_defender_effects(hit: Hit, trace: Trace) -> None:
    """Step 5: effects on the Defending Pokémon that change damage, all summed; 0 or less ends."""
    if hit.ignore_defender_effects:
        holding, failing = weighed(hit.game, "damage.5", hit.defender, attacker=hit.attacker, target=hit.defender, amount=hit.amount)
        effects = holding + [e for e, _ in failing]
        if effects:
            trace.add("II-B-07", "defender_effects_ignored", step="damage 5", effects=[e.reads_as() for e in effects])
        return
    _apply_summed(hit, trace, "damage.5", hit.defender, "5", "damage_defender_effects", message("damage_end_defender_effects"))


def step6_final(hit: Hit, trace: Trace) -> None:
    """Step 6: the final damage as damage counters, unless the defender is protected from damage."""
    holding, failing = weighed(hit.game, "damage.6", hit.defender, attacker=hit.attacker, target=hit.defender, amount=hit.amount)
    if hit.ignore_defender_effects:
        if holding or failing:
            trace.add("II-B-07", "prevention_ignored", step="damage 6")
    else:
        for e, failed in failing:
            trace.add("II-C-16", "damage_not_applied", step="damage 6", at="6", effect=e.reads_as(), check=failed)
        holding = [e for e in holding if not e.coin or _heads(hit, trace, e)]
        if holding:
            _end(hit, trace, "II-C-16", "6", message("damage_end_prevented", effect=holding[0].reads_as()))
            return
    hit.amount = max(hit.amount, 0)
    before = hit.defender.damage
    _survive(hit, trace)
    hit.defender.damage += hit.amount
    if hit.amount > 0:
        if before == 0 and hit.defender.uid not in hit.game.attack_damage_to:
            hit.game.full_hp_when_hit.add(hit.defender.uid)
        hit.game.attack_damage_to.add(hit.defender.uid)
    trace.add(RULE, "damage_done", before, hit.defender.damage, step="damage 6", amount=hit.amount, card=hit.defender.card, counters=hit.amount // 10)


def _heads(hit: Hit, trace: Trace, e) -> bool:
    """The coin of a prevention that needs one ("flip a coin. If heads, prevent that damage"), flipped as the damage is done."""
    return flip_coin(hit.game, trace, "II-C-16", message("coin_of", name=e.label(), i=1, n=1)) == "heads"


def _survive(hit: Hit, trace: Trace) -> None:
    """"With full HP (D-14), when this Pokémon would be Knocked Out by an attack's damage, it is not
    Knocked Out and is left with N remaining HP": the damage would take all its remaining HP, and it
    is left with N of its maximum HP (D-15, D-16, as an effect may have raised it)."""
    defender = hit.defender
    for e in applicable(hit.game, "damage.6.survive", defender, attacker=hit.attacker, target=defender):
        if defender.full_hp and hit.amount >= remaining_hp(hit.game, defender):
            kept = max_hp(hit.game, defender) - e.amount
            trace.add("II-D-14", "survives_at", hit.amount, kept, step="damage 6", effect=e.reads_as(), card=defender.card, hp=e.amount)
            hit.amount = kept
            return


#: The damage calculation, in the guide's order (I-A-01 damage steps 1-6).
DAMAGE_STEPS: tuple[tuple[str, Callable[[Hit, Trace], None]], ...] = (
    ("1 base damage (+, ×, −)", step1_base),
    ("2 effects on the attacking Pokémon", step2_attacker_effects),
    ("3 Weakness", step3_weakness),
    ("4 Resistance", step4_resistance),
    ("5 effects on the Defending Pokémon", step5_defender_effects),
    ("6 final damage", step6_final),
)


def calculate(hit: Hit, trace: Trace) -> int:
    """Run the damage steps in order; return the damage done (0 when the calculation ended)."""
    for _name, step in DAMAGE_STEPS:
        step(hit, trace)
        if hit.ended:
            return 0
    return hit.amount

