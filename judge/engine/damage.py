"""The damage calculation: guide Part I A-01, damage steps 1-6, one function per step.

Every attack damage (to the Defending Pokémon, to the Bench, to the attacker itself)
goes through :data:`DAMAGE_STEPS` in order. A step may end the calculation ("ここでダメージ
計算を終わる"): then no damage is done. Each step records what it did in the trace, citing
the step it applies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .effects import applicable, collect, conditions_hold
from .state import Attack, Game, Pokemon
from .trace import Trace

RULE = "I-A-01"


@dataclass
class Hit:
    """One damage calculation in progress."""

    game: Game
    attacker: Pokemon
    defender: Pokemon
    base: int
    """The damage before step 1's modifiers: the printed number, or the amount the text names."""
    attack: Attack | None = None
    modifier: dict | None = None
    """The attack's ``+``, ``×``, ``−`` (B-01 … B-03), already resolved to ``{"op": "+", "value": n}``."""
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


def _end(hit: Hit, trace: Trace, rule: str, step: str, why: str) -> None:
    hit.ended = True
    trace.add(rule, f"damage step {step}: {why}; the calculation ends", hit.amount, 0, step=f"damage {step}")
    hit.amount = 0


def step1_base(hit: Hit, trace: Trace) -> None:
    """Step 1: the attack's damage, the number right of its name changed by its own + × − text."""
    hit.amount = hit.base
    trace.add(RULE, f"damage step 1: base damage {hit.base}" + (" (to the Bench)" if hit.to_bench else "") + (" (to itself)" if hit.self_damage else ""),
              None, hit.amount, step="damage 1-a")
    mod = hit.modifier
    if not mod:
        return
    before = hit.amount
    if mod["op"] == "+":
        hit.amount += mod["value"]
        trace.add("II-B-01", f"damage step 1-b: + {mod['value']} ({mod.get('why', 'the attack text')})", before, hit.amount, step="damage 1-b")
    elif mod["op"] == "×":
        hit.amount = mod["value"] * mod["count"]
        trace.add("II-B-02", f"damage step 1-b: {mod['count']} × {mod['value']} ({mod.get('why', 'the attack text')})", before, hit.amount, step="damage 1-b")
    elif mod["op"] == "-":
        hit.amount -= mod["value"]
        trace.add("II-B-03", f"damage step 1-b: − {mod['value']} ({mod.get('why', 'the attack text')})", before, hit.amount, step="damage 1-b")
    if mod["op"] in ("×", "-") and hit.amount <= 0:
        _end(hit, trace, RULE, "1-b", "× or − left 0 or less")


def _apply_summed(hit: Hit, trace: Trace, effects: list, holder: Pokemon, step: str, whose: str) -> None:
    """Damage-changing effects at one step: those whose conditions hold are summed and applied at
    once (B-04, B-05 FAQ); a total of 0 or less ends the calculation."""
    total, applied = 0, []
    for e in effects:
        ok, why = conditions_hold(e, holder=holder, attacker=hit.attacker, target=hit.defender, game=hit.game)
        if ok:
            total += e.amount
            applied.append(f"{e.label()} {e.amount:+d}")
        else:
            trace.add(e.rule, f"damage step {step}: {e.label()} does not apply ({why})", step=f"damage {step}")
    if not applied:
        return
    before = hit.amount
    hit.amount += total
    trace.add("II-B-04" if total >= 0 else "II-B-05", f"damage step {step}: effects on the {whose}: {', '.join(applied)} (summed {total:+d})",
              before, hit.amount, step=f"damage {step}")
    if hit.amount <= 0:
        _end(hit, trace, RULE, step, f"effects on the {whose} left 0 or less")


def step2_attacker_effects(hit: Hit, trace: Trace) -> None:
    """Step 2: effects on the attacking Pokémon that change its damage, all summed (B-04, B-05 FAQ);
    0 or less ends the calculation."""
    _apply_summed(hit, trace, collect(hit.game, "damage_dealt", hit.attacker), hit.attacker, "2", "attacking Pokémon")


def step3_weakness(hit: Hit, trace: Trace) -> None:
    """Step 3: Weakness, when the defender's Weakness type is one of the attacker's types."""
    if hit.to_bench:
        trace.add("II-B-08", "damage step 3: damage to a Benched Pokémon: no Weakness", step="damage 3")
        return
    if hit.ignore_weakness:
        trace.add("II-B-06", "damage step 3: the attack doesn't apply Weakness", step="damage 3")
        return
    removed = applicable(hit.game, "no_weakness", hit.defender, attacker=hit.attacker, target=hit.defender)
    if removed:
        trace.add("II-D-13", f"damage step 3: {removed[0].label()}: the Defending Pokémon has no Weakness", step="damage 3")
        return
    matches = [w for w in hit.defender.weakness if w["type"] in hit.attacker.types]
    if not matches:
        return
    before = hit.amount
    if len(matches) >= 2:
        mult = hit.game.ruleset.double_weakness_multiplier
        hit.amount *= mult
        rule = "XY-dual-types" if mult == 4 else RULE
        trace.add(rule, f"damage step 3: two Weakness types match: ×{mult} ({hit.game.ruleset.id})", before, hit.amount, step="damage 3")
        return
    w = matches[0]
    if "plus" in w:
        hit.amount += w["plus"]
        trace.add(RULE, f"damage step 3: Weakness {w['type']} +{w['plus']}", before, hit.amount, step="damage 3")
    else:
        hit.amount *= w.get("multiplier", 2)
        trace.add(RULE, f"damage step 3: Weakness {w['type']} ×{w.get('multiplier', 2)}", before, hit.amount, step="damage 3")


def step4_resistance(hit: Hit, trace: Trace) -> None:
    """Step 4: Resistance; 0 or less ends the calculation."""
    if hit.to_bench or hit.ignore_resistance:
        trace.add("II-B-08" if hit.to_bench else "II-B-06", "damage step 4: no Resistance" + (" on the Bench" if hit.to_bench else " (the attack doesn't apply it)"), step="damage 4")
        return
    removed = applicable(hit.game, "no_resistance", hit.defender, attacker=hit.attacker, target=hit.defender)
    if removed:
        trace.add("II-D-13", f"damage step 4: {removed[0].label()}: the Defending Pokémon has no Resistance", step="damage 4")
        return
    matches = [r for r in hit.defender.resistance if r["type"] in hit.attacker.types]
    if not matches:
        return
    before = hit.amount
    hit.amount -= matches[0]["minus"]
    trace.add(RULE, f"damage step 4: Resistance {matches[0]['type']} −{matches[0]['minus']}", before, hit.amount, step="damage 4")
    if hit.amount <= 0:
        _end(hit, trace, RULE, "4", "Resistance left 0 or less")


def step5_defender_effects(hit: Hit, trace: Trace) -> None:
    """Step 5: effects on the Defending Pokémon that change damage, all summed; 0 or less ends."""
    effects = collect(hit.game, "damage_taken", hit.defender)
    if hit.ignore_defender_effects:
        if effects:
            trace.add("II-B-07", f"damage step 5: not applied (the attack ignores effects on the Defending Pokémon): {', '.join(e.label() for e in effects)}", step="damage 5")
        return
    _apply_summed(hit, trace, effects, hit.defender, "5", "Defending Pokémon")


def step6_final(hit: Hit, trace: Trace) -> None:
    """Step 6: the final damage as damage counters, unless the defender is protected from damage."""
    preventing = [] if hit.ignore_defender_effects else [
        e for e in collect(hit.game, "prevent_damage", hit.defender)
        if conditions_hold(e, holder=hit.defender, attacker=hit.attacker, target=hit.defender, game=hit.game)[0]
    ]
    if preventing:
        _end(hit, trace, "II-C-16", "6", f"{preventing[0].label()} prevents the damage")
        return
    if hit.ignore_defender_effects and collect(hit.game, "prevent_damage", hit.defender):
        trace.add("II-B-07", "damage step 6: damage prevention not applied (the attack ignores effects on the Defending Pokémon)", step="damage 6")
    hit.amount = max(hit.amount, 0)
    before = hit.defender.damage
    for e in applicable(hit.game, "survive_at", hit.defender, attacker=hit.attacker, target=hit.defender):
        if before == 0 and hit.amount >= hit.defender.hp:
            kept = hit.defender.hp - e.amount
            trace.add("II-D-14", f"damage step 6: {e.label()}: {hit.defender.card} had full HP, so it is left with {e.amount} HP", hit.amount, kept, step="damage 6")
            hit.amount = kept
            break
    hit.defender.damage += hit.amount
    trace.add(RULE, f"damage step 6: {hit.amount} damage to {hit.defender.card}: {hit.amount // 10} damage counter(s)", before, hit.defender.damage, step="damage 6")


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

