"""What an attack's text needs of the board a situation is built on (:mod:`judge.situation.build`): the counts its own + × −
reads, where the question must say them (B-01 … B-03); an attack told of the turn before whose effect lasts on this turn's
attacker; the attacker's printed Abilities, where an effect reads whether it has one; and the Energy it discards from the
Defending Pokémon."""

from __future__ import annotations

import json
import re

from judge.engine.basics import SPECIAL_CONDITIONS
from judge.situation import texts
from judge.situation.wordings import LASTING_SELF_WORDINGS
from judge.situation.bench_words import bench_known
from judge.situation.board import OTHER, Built, Chosen, carried
from judge.situation.mentions import prints_attack
from judge.situation.said import PokemonSaid, Said
from judge.situation.roles import retreat_refused
from judge.situation.story_words import PREVIOUS


#: An attack's text whose effect on damage lasts into the next turn ("During your opponent's next turn, attacks used by the
#: Defending Pokémon do 100 less damage", 「次の相手の番、…ダメージは「-100」」, 「在下个对手的回合…伤害」).
#: An attack's text that lasts into the next turn and bears on damage there: the damage itself, or Weakness and Resistance
#: (Metal Defender: "During your opponent's next turn, this Pokémon has no Weakness", damage step 3, II-D-13).
LASTING = re.compile(r"next turn[^.]*(?:damage|weakness|resistance)|次の(?:相手|自分)の番[^。]*(?:ダメージ|弱点|抵抗力)"
                     r"|下[个個](?:对手|對手|自己)的回合[^。]*(?:伤害|傷害|弱点|弱點|抗性)", re.IGNORECASE)


def lasting(said: Said) -> list:
    """Attacks named besides the one used (or the one used, where a turn before is told of) whose text changes damage in the
    turn after: the question may tell of one used before (「前の番、相手のニンフィアexのマジカルチャームを受けました」, "Lucario ex
    used Tornado Rush last turn"), whose effect the replay of this turn's attack does not run."""
    if retreat_refused(said):
        return []  # a Retreat the rule refuses (I-A-03 step 1-b): no attack's lasting text changes that
    used = said.attack.card.id if said.attack is not None and said.attack.card is not None else None
    before = bool(PREVIOUS[said.lang].search(said.text))  # a turn before told of: the attack used may have been used then too
    return [m for m in said.mentions if m.kind == "attack" and m.card is not None and (m.card.id != used or before)
            and any(LASTING.search(t) for t in m.card.texts.values())]


def _used_the_turn_before(b: Built, m, reading, already: list | None) -> bool:
    """Whether an attack named (``m``), its text read as lasting (``reading``), is one this turn's Defending Pokémon used the turn
    before: the question names a turn before, names two Pokémon, the attacker and the one hit (a card of the table, not on the
    Bench), the attack is printed on the one hit and is not the one used now, and nothing lasting is read yet (``already``)."""
    said = b.said
    a, d = said.attacker, said.defender
    if reading is None or a is None or d is None or d.mention.card is None or d.bench or len(said.pokemon) != 2 or already:
        return False
    used = said.attack.card.id if said.attack is not None and said.attack.card is not None else None
    return m.card.id != used and bool(PREVIOUS[said.lang].search(said.text)) and prints_attack(d.mention.card, m.said)


def lasting_read(b: Built, m) -> bool:
    """An attack used the turn before by this turn's Defending Pokémon on this turn's attacker, whose text leaves the attacker's
    attacks doing N less damage during this turn (damage step 2, II-B-04): read onto the attacker (``b.lasting``), where the
    question names a turn before, the attack is printed on the Pokémon hit now and is not the one used now, and names no other
    Pokémon it may have hit. False: not read."""
    reading = texts.lasting(m.card.texts) if m.card is not None else None
    if not _used_the_turn_before(b, m, reading, b.lasting):
        return False
    a, d = b.said.attacker, b.said.defender
    b.lasting = [{**reading.effect, "name": m.said, "source": "attack", "owner": d.owner or OTHER[a.owner or "me"]}]
    b.read(f"{m.said}, used by {d.name} on {a.name} the turn before: {a.name}'s attacks do {-reading.effect['amount']} less damage this turn",
           "question+cards")
    return True


def lasting_self_read(b: Built, m) -> bool:
    """An attack the Pokémon hit now used itself the turn before, whose text lasts on it through this turn ("During your opponent's
    next turn, this Pokémon has no Weakness", 「…このポケモンが受けるワザのダメージは「-30」される」): read onto it (``b.lasting_hit``),
    where the question names a turn before, the attack is printed on the Pokémon hit and not on the attacker, is not the one used
    now, and no other Pokémon is named. False: not read."""
    reading = texts.read(m.card.texts, LASTING_SELF_WORDINGS) if m.card is not None else None
    if not _used_the_turn_before(b, m, reading, b.lasting_hit):
        return False
    a, d = b.said.attacker, b.said.defender
    if a.mention.card is not None and prints_attack(a.mention.card, m.said):  # either may have used it
        return False
    b.lasting_hit = [{**reading.effect, "name": m.said, "source": "attack", "owner": d.owner or OTHER[a.owner or "me"]}]
    b.read(f"{m.said}, used by {d.name} the turn before: in force on it this turn ({reading.effect['kind']})", "question+cards")
    return True


def on_board(b: Built, board: dict, a_side: str, chosen: Chosen, attack: str) -> None:
    """What the attack's text needs once the board is built: the attacker's printed Abilities where an effect reads whether it has one;
    an Energy it discards from the Defending Pokémon (C-01, after the damage) where a Special Energy with an effect of its own is
    attached to it (which one is discarded is what a Knock Out may then turn on: the attack is named as not run)."""
    printed_abilities(b, board[a_side]["active"], chosen)
    defending = board[OTHER[a_side]].get("active") or {}
    if chosen.attack_reading is not None and chosen.attack_reading.kind == "discard_defender_energy" and any(
            isinstance(e, dict) and e.get("effects") for e in defending.get("energy", ())):
        b.lack("engine_part", card=board[a_side]["active"]["card"], part=attack)


def printed_abilities(b: Built, a_entry: dict, chosen: Chosen) -> None:
    """Where an effect on the board reads whether the attacking Pokémon has an Ability ("your opponent's Pokémon that have an
    Ability": ``self.with_ability``), the Abilities its print has, each on the board (those it does not run with no effect): the
    engine counts those not switched off (D-13)."""
    if not any("with_ability" in json.dumps(effects) for *_, effects in carried(b.scenario)):
        return
    have = {a["name"] for a in a_entry.get("abilities", ())}
    printed = [p for p in chosen.group.parts if p.kind == "ability" and p.name not in have]
    a_entry.setdefault("abilities", []).extend({"name": p.name, "effects": []} for p in printed)
    if printed:
        b.read(f"{a_entry['card']} has an Ability: {', '.join(p.name for p in printed)}", "cards")


def counted(b: Built, attacker: PokemonSaid, defender: PokemonSaid | None, attack: str, counts: list[str], energy: list[str]) -> bool:
    """What an attack's own + × − counts on the board, where the question must say it (B-01 … B-03: the count is the
    board's when the attack is used): the Energy attached (said as a number: basic Energy of the Pokémon's cost, or of the
    Defending Pokémon's type; Energy of one type is not read from a number), the damage counters on the attacker, the Prize
    cards taken, the Benched Pokémon. Damage counters on the Defending Pokémon, not said, are tried both ways by the
    replay; its rule box is its print's. False after saying what is missing."""
    ok = True
    both = {"all_active.energy": ("self.energy", "defending.energy")}  # "each Energy attached to both Active Pokémon": each said
    for c in [one for c in counts for one in both.get(c, (c,))]:
        if c.startswith("self.energy_of") or c.startswith("defending.energy_of"):
            b.lack("energy_attached", card=f"{attacker.name}: {attack}")
            ok = False
        elif c == "self.energy":
            if attacker.attached is None or attacker.attached < len(energy):
                b.lack("energy_attached", card=f"{attacker.name}: {attack}")
                ok = False
            else:
                energy += [energy[0] if energy else "colorless"] * (attacker.attached - len(energy))
                b.read(f"{attacker.attached} Energy attached to {attacker.name}")
        elif c == "defending.energy":
            if defender is None or defender.attached is None or defender.bench:
                b.lack("energy_attached", card=f"{attacker.name}: {attack}")
                ok = False
            else:
                b.defender_energy = defender.attached
                b.read(f"{defender.attached} Energy attached to {defender.name}")
        elif c in ("self.counters", "self.damage"):
            if attacker.damage is None and attacker.hp_left is None:
                b.lack("damage_on", card=attacker.name)
                ok = False
        elif c.split(".")[-1] in CONDITION_COUNTS:  # a Special Condition it reads: said of the Pokémon, or not guessed
            whose = attacker if c.startswith("self.") else defender
            if whose is None or not (whose.conditions or conditions_known(whose, c.split(".")[-1])):
                b.lack("condition_said", card=whose.name if whose is not None else "?", attack=attack)
                ok = False
        elif c == "opponents.prizes_taken":
            b.prizes_open = OTHER[attacker.owner or "me"] not in b.said.prizes_left
        elif "bench" in c:
            if not bench_known(b.said, c, attacker.owner or "me"):  # the Benched Pokémon said: the board holds as many (fill_benches)
                b.lack("bench_count", card=f"{attacker.name}: {attack}")
                ok = False
        elif c == "your.knocked_out_by_attack_last_turn":  # the turn before is not on the board
            b.lack("knocked_out_last_turn", card=f"{attacker.name}: {attack}")
            ok = False
    return ok


#: The counts of an attack's text reading a Pokémon's Special Conditions (the question must say them: none said is not none).
CONDITION_COUNTS = (*SPECIAL_CONDITIONS, "any_condition")


def conditions_known(p, count: str) -> bool:
    """Whether the question says the Pokémon is free of the Special Condition an attack's count reads (``any_condition``:
    of every one), so that, with none said on it, it has none to count (condition_words.read_conditions)."""
    return all(c in p.free_of for c in (SPECIAL_CONDITIONS if count == "any_condition" else (count,)))
