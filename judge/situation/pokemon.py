"""A Pokémon the question names, as the scenario describes it: its print chosen (:mod:`judge.situation.prints`),
its attack, its Abilities read (:mod:`judge.situation.texts`), its rule box and the Prize cards it gives.

What the outcome turns on is compared across the prints left after what the question says (a set,
a type, the attack or Ability named): HP, types, Weakness, Resistance, stage, the Retreat Cost (for a
Retreat question), the attack's cost, damage and text, and the Abilities that bear on the outcome.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.cards.table import Card, key
from judge.situation import texts
from judge.situation.attack_prints import printed_attack
from judge.situation.prints import (
    Group,
    Part,
    damage_of,
    has_part,
    resistance,
    said_in,
    weakness,
)

#: A print's stage, as the scenario writes it (a print of no stage read is not taken).
STAGES = {"Basic": "basic", "Stage 1": "stage1", "Stage 2": "stage2", "VMAX": "vmax", "VSTAR": "vstar", "BREAK": "break",
          "Mega": "mega", "Restored": "restored", "Baby": "basic", "LEGEND": "basic", "V-UNION": "basic", "Level-Up": "stage1"}
#: A rule box read off the card's name (its English name, else the one the question writes), with the
#: stage a VMAX or VSTAR is whatever its print says.
RULE_BOXES = ((re.compile(r"^Mega .+ ex$|^メガ.+ex$|^超级.+ex$"), "ex"), (re.compile(r"^M .+-EX$"), "mega"),
              (re.compile(r"(?:\b|(?<=[^\x00-\x7f]))ex$"), "ex"), (re.compile(r"[ -]EX$|EX$"), "EX"),
              (re.compile(r"&.*GX$"), "tag-team"), (re.compile(r"[ -]GX$|GX$"), "GX"), (re.compile(r"VMAX$"), "VMAX"),
              (re.compile(r"VSTAR$"), "VSTAR"), (re.compile(r"V-UNION$"), None), (re.compile(r"(?:\s|[^\x00-\x7f])V$"), "V"),
              (re.compile(r"^Radiant |^かがやく"), "radiant"))
#: Prize cards a rule box's text gives beyond the engine's table (ruleset ``prize_cards``): a Mega
#: Evolution Pokémon ex ("When your Mega Evolution Pokémon ex is Knocked Out, your opponent takes 3
#: Prize cards", 「メガシンカexがきぜつしたとき、相手はサイドを3枚とる」), a Pokémon V-UNION (3).
RULE_PRIZES = ((re.compile(r"^Mega .+ ex$|^メガ.+ex$|^超级.+ex$"), 3), (re.compile(r"V-UNION$"), 3))
#: Cost letters as the engine's types.
LETTERS = {"G": "grass", "R": "fire", "W": "water", "L": "lightning", "P": "psychic", "F": "fighting", "D": "darkness", "M": "metal",
           "Y": "fairy", "N": "dragon", "C": "colorless"}


@dataclass
class Chosen:
    """A Pokémon's print, its attack and Abilities, or what is missing to choose them."""

    group: Group | None = None
    attack: Part | None = None
    attack_reading: texts.Reading | None = None
    abilities: list[dict] = field(default_factory=list)
    """Abilities the engine runs: ``{name, effects}``."""
    unread: list[Part] = field(default_factory=list)
    """Abilities bearing on the outcome the engine can't run."""
    attack_flags: list[str] = field(default_factory=list)
    """What an Ability makes of this Pokémon's attacks' damage, as an attack's flags ("Damage from this Pokémon's attacks isn't
    affected by Weakness or Resistance": ``ignore_weakness_resistance``, B-06, B-07)."""
    missing: list[tuple[str, dict]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """How the print was chosen, for the reading ("the Scarlet & Violet print")."""
    options: list[Group] = field(default_factory=list)
    """Where the prints left differ in what the outcome turns on (``missing`` says so): one print of each
    kind, newest first, for the replay to try each (the outcome may be the same on all)."""
    current_options: list[Group] = field(default_factory=list)
    """Of :attr:`options`' kinds, one print of each the Scarlet & Violet series prints."""


def rule_box(card: Card, said: str) -> tuple[str | None, int | None]:
    """The rule box a name shows ("Miraidon ex": ex) and the Prize cards its rule gives when the engine's table does not."""
    name = card.name("en") or said
    box = next((b for pat, b in RULE_BOXES if pat.search(name)), None)
    prizes = next((n for pat, n in RULE_PRIZES if pat.search(name)), None)
    return box, prizes


def stage_of(group: Group, box: str | None) -> str | None:
    if box in ("VMAX", "VSTAR"):
        return box.lower()
    return STAGES.get(group.data.get("stage") or "")


def attack_of(group: Group, named: str | None) -> Part | None | str:
    """The group's attack named, else its only attack that does damage; ``"several"`` when it has
    more than one and none is named; None when it has none (or not the one named)."""
    if named:
        part = has_part(group, named)
        return part if part is not None and part.kind == "attack" else None
    damaging = [p for p in group.parts if p.damaging]
    return damaging[0] if len(damaging) == 1 else ("several" if damaging else None)


def _ability(part: Part, on: str | None) -> tuple[str, dict | None]:
    """An Ability as the outcome sees it: ``run`` with its spec, ``unread`` (it bears but can't be
    run) or ``none`` (it bears on nothing asked)."""
    reading = texts.ability(part.texts)
    if reading is not None and reading.kind == "flags" and texts.bears(part.texts, on):
        return "run", {"name": part.name, "effects": [], "attack_flags": list(reading.flags)}
    if reading is not None and reading.effect is not None and texts.bears(part.texts, on):
        spec = {"name": part.name, "effects": reading.effects}
        if reading.where != "anywhere":
            spec["where"] = reading.where
        return "run", spec
    if texts.bears(part.texts, on) and reading is None:
        return "unread", None
    return "none", None


def signature(group: Group, role: str, named: str | None, on: str | None, box: str | None = None) -> str:
    """What the outcome turns on in a print, for comparing prints: for the Pokémon hit, its HP,
    types, Weakness, Resistance and stage; for the attacker, its types, stage and attack; for the
    Pokémon of a Checkup or an attack tried while Confused, its HP and stage; for a Retreat Cost,
    the cost and stage (and its types, ``retreat_typed``, where an effect in play reads them); for each,
    the Abilities bearing on the outcome."""
    data = group.data
    stage = stage_of(group, box)
    sig: list = {
        "defender": [data.get("hp"), data.get("types"), weakness(group), resistance(group), stage, group.tera_known],
        "attacker": [data.get("types"), stage],
        "checkup": [data.get("hp"), stage],
        "confused": [data.get("hp"), stage],
        "retreat": [data.get("retreat"), stage],
        "retreat_typed": [data.get("retreat"), data.get("types"), stage],
        "bystander": [],
    }[role]
    if on is None and role == "defender":
        sig.append(data.get("retreat"))
    for part in group.parts:
        if part.kind != "attack":
            how, spec = _ability(part, on)
            if how != "none":
                sig.append([how, spec and spec["effects"]])
    if role == "attacker":
        part = attack_of(group, named)
        if isinstance(part, Part):
            reading = printed_attack(part.texts, part.damage)
            sig.append([part.cost, part.damage, reading.same() if reading else "unread"])
        else:
            sig.append(part)
    return repr(sig)


def _shown(group: Group, lang: str) -> str:
    return f"HP {group.data.get('hp')} ({group.shown(lang)})"


def choose(groups: list[Group], name: str, role: str, lang: str, on: str | None, codes: list[str], types: list[str],
           weak: list[str], attack: str | None, parts_said: list[str], tera: bool | None = None) -> Chosen:
    """The print taken for a Pokémon, from what the question says of it (``tera``: said to be a Tera
    Pokémon, or said not to be); missing when the prints left differ."""
    out = Chosen()
    groups, said = _as_said(groups, codes, types, weak, parts_said, tera)
    if attack and role in ("attacker", "retreat"):  # the retreat: its own attack used before, where the rule refuses it
        had = groups
        groups = [g for g in groups if isinstance(attack_of(g, attack), Part)]
        if had and not groups:
            out.missing.append(("no_attack", {"card": name, "attack": attack}))
            return out
    groups = [g for g in groups if STAGES.get(g.data.get("stage") or "")] or groups
    if not groups:
        out.missing.append(("no_print", {"card": name, "said": ", ".join(said) or "-"}))
        return out
    box = rule_box(groups[0].card, name)[0]
    kinds = {signature(g, role, attack, on, box): g for g in reversed(groups)}
    if len(kinds) > 1:
        current = [g for g in groups if g.current]
        now = {signature(g, role, attack, on, box) for g in current}
        # the question's language prints the name only as older cards that print otherwise: its reader may hold those
        local = [g for g in groups if g.printed_in(lang)]
        if len(now) == 1 and local and not any(g.current for g in local) and \
                {signature(g, role, attack, on, box) for g in local} != now:
            current = current + [g for g in local if g not in current]  # tried beside them where each way is tried
            now = {signature(g, role, attack, on, box) for g in current}
        if len(now) == 1:
            groups = current
            out.notes.append("the Scarlet & Violet series' print (older cards of the name print otherwise)")
        else:
            options = ", ".join(_shown(g, lang) for g in list(kinds.values())[::-1][:6])
            out.missing.append(("print", {"card": name, "options": options}))
            out.options = list(kinds.values())[::-1]
            out.current_options = list({signature(g, role, attack, on, box): g for g in reversed(current)}.values())[::-1]
            return out
    out.group = _preferred(groups, lang)
    if role == "confused":  # the attack tried fails or not by the coin alone: any of its attacks
        out.attack = next((p for p in out.group.parts if p.damaging), None) or next((p for p in out.group.parts if p.kind == "attack"), None)
        out.attack_reading = printed_attack(out.attack.texts, out.attack.damage) if out.attack else None
    if role == "attacker":
        part = attack_of(out.group, attack)
        if part == "several":
            options = ", ".join(p.name for p in out.group.parts if p.damaging)
            out.missing.append(("attack", {"card": name, "options": options}))
            return out
        out.attack = part if isinstance(part, Part) else None
        out.attack_reading = printed_attack(out.attack.texts, out.attack.damage) if out.attack else None
    for part in out.group.parts:
        if part.kind != "attack":
            how, spec = _ability(part, on)
            if how == "run":
                out.attack_flags += spec.pop("attack_flags", [])
                out.abilities.append(spec)
            elif how == "unread":
                out.unread.append(part)
    return out


def _as_said(groups: list[Group], codes: list[str], types: list[str], weak: list[str], parts_said: list[str],
             tera: bool | None) -> tuple[list[Group], list[str]]:
    """The groups printing what the question says of the Pokémon (a set, a type, a Weakness, an attack or
    Ability named beside it, Tera or not), and what it says, in words."""
    said = []
    if tera is not None and any(g.tera for g in groups):  # a print marked Tera, said Tera or not: those marked, or the others
        groups = [g for g in groups if g.tera == tera]
        said.append("Tera" if tera else "not Tera")
    if codes:
        groups = [g for g in groups if said_in(g, codes)]
        said.append("/".join(codes))
    if types:
        groups = [g for g in groups if set(types) <= set(g.data.get("types") or ())]
        said.append("/".join(types))
    if weak:
        groups = [g for g in groups if all(any(w["type"] == t for w in weakness(g)) for t in weak)]
        said.append("Weakness " + "/".join(weak))
    for part_name in parts_said:
        groups = [g for g in groups if has_part(g, part_name)]
        said.append(part_name)
    return groups, said


def _preferred(groups: list[Group], lang: str) -> Group:
    """Of prints that agree, the newest in the question's language (else the newest)."""
    return next((g for g in groups if g.printed_in(lang)), groups[0])


def spec(chosen: Chosen, name: str, ident: str, card: Card) -> dict:
    """The Pokémon as the scenario writes it (its damage, Tool, Energy and conditions added by the builder)."""
    g = chosen.group
    box, prizes = rule_box(card, name)
    out: dict = {"card": name, "id": ident, "hp": g.data["hp"], "stage": stage_of(g, box) or "basic",
                 "types": list(g.data.get("types") or []), "weakness": weakness(g), "resistance": resistance(g),
                 "retreat": int(g.data.get("retreat") or 0)}
    if box:
        out["rule_box"] = box
    if prizes:
        out["prizes"] = prizes
    if chosen.abilities:
        out["abilities"] = [{**a, "once_per_turn": True} for a in chosen.abilities]
    return out


def attack_spec(part: Part, reading: texts.Reading, types: list[str]) -> tuple[dict, list[str]] | None:
    """The attack as the scenario writes it, and the energy that pays its cost; None when its damage
    or text can't be run."""
    if reading.kind == "bench_only" and part.damage:  # damage printed too: the text is not this attack's only damage
        return None
    dmg = damage_of(part) if part.damage else (0, "")
    cost = [LETTERS.get(c, "colorless") for c in part.cost]
    energy = [c if c != "colorless" else (types[0] if types else "colorless") for c in cost]
    out: dict = {"name": part.name, "cost": cost}
    if dmg is None:
        return None
    number, mark = dmg
    if reading.kind == "modifier":  # the attack's own + × − (damage step 1a/1b): the printed mark must be the text's
        return _modified(out, reading.modifier or {}, number, mark, energy)
    if (mark == "+" and reading.kind not in ("plus_each", "plus_if_stadium")) or mark == "-" or (mark == "×" and reading.kind not in ("times_discarded", "times_placed_self")):
        return None
    if mark == "×":
        if reading.amount != number:
            return None
        out["modifier"] = {"times": number, "count": 0}
    else:
        out["damage"] = number
    if mark == "+" and reading.kind == "plus_each":
        out["modifier"] = {"plus_each": reading.amount, "count": reading.count}
    if reading.flags:
        out["flags"] = list(reading.flags)
    if reading.kind == "self_damage":
        out["effects"] = [{"self_damage": reading.amount}]
    if reading.kind == "times_placed_self":  # the counters it puts on itself (C-07), as many as the question says (build)
        out["effects"] = [{"place_counters": {"target": "self", "count": 0}}]
    if reading.kind == "knock_out_if_counters":  # the counters on the Defending Pokémon counted as the text is done (none added)
        out["effects"] = [{"if": {"condition": {"at_least": reading.amount, "count": "defending.counters"},
                                  "do": [{"knock_out": {"target": "opponents_active"}}]}}]
    if reading.kind == "knock_out_then_self":  # "Then": the damage to itself only if the Knock Out was done (E-19)
        out["effects"] = [{"then": [{"knock_out": {"target": "opponents_active"}}, {"self_damage": reading.amount}]}]
    if reading.kind == "prizes_more":  # on the Pokémon hit, before the Knock Out is checked (attack step 7)
        more = {"kind": "prize_count", "amount": reading.amount, "when": {"by_attack_damage": True}, "duration": "this_turn"}
        out["effects"] = [{"apply": {"target": "defending", "effect": more}}]
    if reading.kind == "heal_self":  # after the damage (C-06)
        out["effects"] = [{"heal": {"target": "self", "amount": reading.amount}}]
    if reading.kind == "burn":  # after the damage; the Checkup's counters and coin are the rules' (I-F)
        out["effects"] = [{"condition": {"target": "opponents_active", "add": "burned"}}]
    if reading.kind == "poison":  # after the damage (E-16: the counters its Poison puts, where the text says)
        poison = {"target": "opponents_active", "add": "poisoned"}
        out["effects"] = [{"condition": {**poison, "counters": reading.amount} if reading.amount else poison}]
    return out, energy


#: The printed mark each modifier of an attack's text goes with (B-01 "+", B-02 "×", B-03 "−").
MARKS = {"times": "×", "plus_each": "+", "plus": "+", "minus": "-"}


def _modified(out: dict, modifier: dict, number: int, mark: str, energy: list[str]) -> tuple[dict, list[str]] | None:
    """An attack whose text changes its damage by a count: ``N×`` the count, or ``N+`` / ``N−`` the base printed and the
    count's more or less; None when the printed damage does not go with the text (another card's text, a misprint)."""
    kind = next((k for k in MARKS if k in modifier), None)
    if kind is None or MARKS[kind] != mark or (kind == "times" and modifier["times"] != number):
        return None
    if kind != "times":
        out["damage"] = number
    out["modifier"] = dict(modifier)
    return out, energy


def modifier_counts(modifier: dict | None) -> list[str]:
    """The board counts an attack's modifier reads (``self.energy``, ``defending.counters`` …), coins left out."""
    if not modifier:
        return []
    found = []
    for v in (modifier.get("count"), (modifier.get("if") or {}).get("count") if isinstance(modifier.get("if"), dict) else None):
        if isinstance(v, str):
            found.append(v)
    return found


def same_name(a: str, b: str) -> bool:
    return key(a) == key(b)
