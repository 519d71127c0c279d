"""The pieces of a question (:mod:`judge.situation.read`) built into a scenario in the published
format (``rulings/scenario.schema.json``): the Pokémon's prints from the card table (HP, types,
Weakness, Resistance, Retreat Cost, the attack's cost and damage), the Tools, Special Energy, Stadium
and Abilities the engine can run, the damage already on, the Special Conditions, and the action the
question asks about (an attack, a Pokémon Checkup, or none for a Retreat Cost).

A card text that bears on the outcome and that the engine can't run makes the situation incomplete,
naming it; so does a number the outcome turns on that the question does not say. Nothing is guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.cards.table import CardTable
from judge.situation import texts
from judge.situation.pokemon import Chosen, attack_spec, choose, spec
from judge.situation.prints import groups
from judge.situation.said import Piece, PokemonSaid, Said
from judge.situation.say import missing as say_missing

#: The side that is not the other.
OTHER = {"me": "opponent", "opponent": "me"}
#: What stands in the Active Spot when the Pokémon hit is on the Bench and the question names no Active
#: Pokémon: it takes the attack's damage, can't be Knocked Out by it, and is asked about by nobody.
STAND_IN = {"en": "(Active Pokémon, not said)", "ja": "（バトルポケモン・不明）", "zh": "（战斗宝可梦・未说明）"}
STAND_IN_HP = 990
#: The outcomes an attack's damage is about (the others: the Retreat Cost).
DAMAGE_ASKS = ("damage", "knocked_out", "hp_left", "prizes", "yes_no")


@dataclass
class Built:
    """A situation built: the scenario, what was read, and what is missing."""

    said: Said
    action: str
    """``attack``, ``checkup``, ``confused`` (an attack tried while Confused) or ``retreat``."""
    scenario: dict | None = None
    pieces: list[Piece] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    """What the outcome turns on that is not said, in the question's language."""
    subject: str = ""
    """The expect path of the Pokémon the outcome is about (``opponent.pokemon.defender``)."""
    subject_name: str = ""
    attacker_side: str | None = None
    damage_unknown: bool = False
    """The damage already on the Pokémon asked about is not said: the replay tries none and nearly all its HP."""
    hp_left: dict[str, int] = field(default_factory=dict)
    """HP left said, by expect path: the damage on it is its maximum HP less this (read from the board)."""
    retreat_counts: bool = False
    """The attack's damage counts the Defending Pokémon's Retreat Cost: texts bearing on it are read too."""
    prizes_open: bool = False
    """The attack counts the Prize cards the opponent has taken, and the question does not say them: the
    replay tries none and five."""

    def lack(self, kind: str, **said) -> None:
        self.missing.append(say_missing(kind, self.said.lang, self.said.hant, **said))

    def read(self, what: str, source: str = "question") -> None:
        self.pieces.append(Piece(what, source))


def describes(said: Said) -> bool:
    """Whether the question describes a situation: a Pokémon in a role and something to act on (a
    Pokémon it attacks, a number, a Special Condition at a Checkup, a Retreat Cost asked). An attack
    named alone ("can Make It Rain discard Special Energy?") is a question about its text, no situation."""
    if said.asks is None or not said.pokemon:
        return False
    if said.asks == "retreat_cost":
        return said.subject is not None or said.defender is not None
    numbers = said.discarded is not None or bool(said.unplaced) or any(p.damage is not None or p.hp_left is not None or p.damage_said
                                                                      for p in said.pokemon)
    roles = said.attacker is not None or said.defender is not None or said.subject is not None
    conditions = any(p.conditions for p in said.pokemon) and (said.checkup or said.tries)
    both = said.attacker is not None and said.defender is not None
    return roles and (numbers or conditions or both)


def build(said: Said, table: CardTable) -> Built | None:
    """The scenario a question describes, or what it lacks; None when it describes none."""
    if not describes(said):
        return None
    action = _action(said)
    b = Built(said, action)
    for u in said.unknown:
        b.lack("unknown_card", card=u.said)
    for words in said.unplaced:
        b.lack("said_of", what=words)
    for words in said.numbers_unread:
        b.lack("number_unread", what=words)
    for words in said.tool_unread:
        b.lack("tool_unread", what=words)
    for card in said.tools_unplaced:
        b.lack("attached_to", card=card)
    if b.missing:
        return b
    _others(b, table)
    if action == "retreat":
        return _retreat(b, table)
    if action == "checkup":
        return _checkup(b, table)
    return _attack(b, table)


def _others(b: Built, table: CardTable) -> None:
    """A Pokémon named in no role (not the attacker, the Pokémon hit, the subject, nor said to be in
    play) whose Abilities bear on the outcome: whether it is in play is asked, never assumed either way."""
    for p in b.said.pokemon:
        if p.role or p.mention.card is None:
            continue
        parts = [part for g in groups(p.mention.card, table) for part in g.parts if part.kind != "attack"]
        if any(texts.bears(part.texts, _on(b)) for part in parts):
            b.lack("in_play", card=p.name)


def _action(said: Said) -> str:
    if said.asks == "retreat_cost":
        return "retreat"
    confused = next((p for p in said.pokemon if "confused" in p.conditions), None)
    if confused is not None and said.tries and said.defender is None:  # the Confused Pokémon's own HP: the attack tried needs no target
        return "confused"
    if said.checkup and any(p.conditions for p in said.pokemon):
        return "checkup"
    return "attack"


def _on(b: Built) -> str | None:
    """What the card texts must be read for: the Retreat Cost, the damage, or both (None) when the
    attack counts the Defending Pokémon's Retreat Cost (Wire Hang: its Retreat Cost changes the damage)."""
    if b.action == "retreat":
        return "retreat"
    return None if b.retreat_counts else "damage"


def _choose(b: Built, p: PokemonSaid, role: str, table: CardTable) -> Chosen | None:
    """A Pokémon's print, or None after saying what is missing."""
    card = p.mention.card
    parts_said = [m.said for m in b.said.mentions if m.kind in ("attack", "ability") and p.mention.end <= m.start <= p.mention.end + len(p.mention.brackets) + 2]
    attack = b.said.attack.said if b.said.attack is not None and role == "attacker" else None
    role = {"subject": "retreat" if b.action == "retreat" else ("confused" if b.action == "confused" else "checkup")}.get(role, role)
    if b.action == "confused" and role == "attacker":
        role = "confused"
    chosen = choose(groups(card, table), p.name, role, b.said.lang, _on(b), p.codes, p.types, p.weakness, attack, parts_said)
    for kind, params in chosen.missing:
        b.lack(kind, **params)
    if chosen.group is None or chosen.missing:
        return None
    for name in chosen.unread:
        b.lack("engine_part", card=p.name, part=name)
    g = chosen.group
    b.read(f"{p.name} ({g.shown(b.said.lang)}): HP {g.data.get('hp')}, {'/'.join(g.data.get('types') or [])}, "
           f"Weakness {g.data.get('weakness') or 'none'}, Resistance {g.data.get('resistance') or 'none'}, Retreat {g.data.get('retreat')}"
           + "".join(f"; {n}" for n in chosen.notes), "question+cards")
    for a in chosen.abilities:
        b.read(f"{p.name}'s Ability {a['name']}: {a['effects'][0]}", "cards")
    return chosen


def _pokemon(b: Built, p: PokemonSaid, chosen: Chosen, ident: str, side: str, table: CardTable) -> dict:
    """The Pokémon's scenario entry: its print, the damage on it, its Tools and Special Energy, its conditions."""
    out = spec(chosen, p.name, ident, p.mention.card)
    path = f"{side}.pokemon.{ident}"
    if p.damage is not None:
        out["damage"] = p.damage
        b.read(f"{p.name}: {p.damage} damage on it ({p.damage_said})")
    elif p.hp_left is not None:
        b.hp_left[path] = p.hp_left
        b.read(f"{p.name}: {p.hp_left} HP left")
    if p.conditions:
        out["conditions"] = list(p.conditions)
        b.read(f"{p.name}: {', '.join(p.conditions)}")
    for t in p.tools:
        _attach(b, out, p, t)
    return out


def _attach(b: Built, out: dict, p: PokemonSaid, t) -> None:
    """A Tool or Special Energy said attached: its effect when the engine can run its text (it must
    when the text bears on the outcome)."""
    if t.kind == "tool":
        reading = texts.tool(t.card.texts)
        if reading is None or reading.effect is None:
            if texts.bears(t.card.texts, _on(b)):
                b.lack("engine_card", card=t.said)
            return
        if "tool" in out:
            b.lack("engine_card", card=t.said)
            return
        out["tool"] = {"card": t.said, "kind": "tool", "effects": [reading.effect]}
        b.read(f"{t.said} attached to {p.name}: {reading.effect}", "question+cards")
        return
    reading = texts.energy(t.card.texts)
    if reading is None or reading.effect is None:
        if texts.bears(t.card.texts, _on(b)):
            b.lack("engine_card", card=t.said)
        return
    out.setdefault("energy", []).append({"card": t.said, "provides": ["colorless"] * (reading.provides or 1), "effects": [reading.effect]})
    b.read(f"{t.said} attached to {p.name}: {reading.effect}", "question+cards")


def _stadium(b: Built) -> dict | None:
    st = b.said.stadium
    if st is None:
        return None
    if b.said.stadium_gone:
        b.lack("stadium_in_play", card=st.said)
        return None
    reading = texts.stadium(st.card.texts)
    if reading is None or reading.effect is None:
        if texts.bears(st.card.texts, _on(b)):
            b.lack("engine_card", card=st.said)
        return None
    b.read(f"Stadium {st.said} in play: {reading.effect}", "question+cards")
    return {"card": st.said, "kind": "stadium", "effects": [reading.effect]}


def _bystanders(b: Built, table: CardTable, board: dict) -> None:
    """Pokémon said only to be in play, on their owner's Bench: their Abilities may bear on the outcome."""
    n = 0
    for p in b.said.pokemon:
        if p.role != "bystander":
            continue
        chosen = _choose(b, p, "bystander", table)
        if chosen is None:
            continue
        side = p.owner or "opponent"
        for _ in range(p.count):
            n += 1
            entry = spec(chosen, p.name, f"b{n}", p.mention.card)
            board[side].setdefault("bench", []).append(entry)
        if p.count > 1:
            b.read(f"{p.count} × {p.name} in play")


def _sides(b: Built) -> tuple[str, str]:
    a = b.said.attacker.owner if b.said.attacker and b.said.attacker.owner else "me"
    return a, OTHER[a]


def _scenario(b: Built, board: dict, current: str, do: list, coins: list[str]) -> dict:
    stadium = _stadium(b)
    for side, left in b.said.prizes_left.items():
        board[side]["prizes"] = left
        b.read(f"{'my' if side == 'me' else 'the opponent'}'s Prize cards left: {left}")
    if b.said.prizes_unplaced and b.said.asks == "prizes":
        b.lack("prizes_left")
    out: dict = {"title": b.said.question[:200], "ruleset": "v3.1", "turn": 3, "first_player": current, "current": current,
                 "board": {"me": board["me"], "opponent": board["opponent"]}, "do": do}
    if stadium:
        out["board"]["stadium"] = stadium
    if coins:
        out["coins"] = list(coins)
    for side in ("me", "opponent"):
        if len(board[side].get("bench", [])) > 5:
            b.lack("bench_full")
    for card in reads(out, ENERGY_CONDITIONS):  # the Energy attached is not said in full: an effect reading it is not guessed
        b.lack("energy_attached", card=card)
    return out


def _retreat(b: Built, table: CardTable) -> Built:
    subject = b.said.subject or b.said.defender
    if b.said.attack is not None:  # an attack's effect on it (a Special Condition, "can't retreat"): its text says how
        b.lack("engine_part", card=(b.said.attacker.name if b.said.attacker else "?"), part=b.said.attack.said)
        return b
    chosen = _choose(b, subject, "subject", table)
    board: dict = {"me": {}, "opponent": {}}
    side = subject.owner or "me"
    if chosen is not None:
        board[side]["active"] = _pokemon(b, subject, chosen, "subject", side, table)
    _bystanders(b, table, board)
    board[OTHER[side]].setdefault("active", _stand_in(b))
    b.subject, b.subject_name = f"{side}.pokemon.subject", subject.name
    b.scenario = _scenario(b, board, side, [], [])
    if chosen is not None and reads(b.scenario, ("holder_types",)):  # an effect in play reads its type: its prints must agree on it
        typed = choose(groups(subject.mention.card, table), subject.name, "retreat_typed", b.said.lang, "retreat", subject.codes,
                       subject.types, subject.weakness, None, [])
        for kind, params in typed.missing:
            b.lack(kind, **params)
    return b


#: Conditions an effect may read of the Energy attached, which a question seldom says in full.
ENERGY_CONDITIONS = ("holder_energy_types", "holder_has_energy")


def reads(doc: dict, keys: tuple[str, ...]) -> list[str]:
    """The cards whose effects in a scenario read one of ``keys`` in their ``when``."""
    found = []

    def look(card: str, effects) -> None:
        if any(k in (e.get("when") or {}) for e in effects or () for k in keys):
            found.append(card)

    board = doc.get("board", {})
    if board.get("stadium"):
        look(board["stadium"]["card"], board["stadium"].get("effects"))
    for side in ("me", "opponent"):
        for p in [board.get(side, {}).get("active")] + board.get(side, {}).get("bench", []):
            if not p:
                continue
            if p.get("tool"):
                look(p["tool"]["card"], p["tool"].get("effects"))
            for a in p.get("abilities", ()):
                look(f"{p['card']}: {a['name']}", a.get("effects"))
            for e in p.get("energy", ()):
                if isinstance(e, dict):
                    look(e["card"], e.get("effects"))
    return found


def _stand_in(b: Built) -> dict:
    return {"card": STAND_IN[b.said.lang], "id": "stand_in", "hp": STAND_IN_HP}


def _checkup(b: Built, table: CardTable) -> Built:
    subject = next(p for p in b.said.pokemon if p.conditions)
    if b.said.attack is not None:  # the attack that gave the condition: its text says how (more counters, …)
        b.lack("engine_part", card=(b.said.attacker.name if b.said.attacker else "?"), part=b.said.attack.said)
        return b
    chosen = _choose(b, subject, "subject", table)
    board: dict = {"me": {}, "opponent": {}}
    side = subject.owner or "me"
    if chosen is None:
        return b
    board[side]["active"] = _pokemon(b, subject, chosen, "subject", side, table)
    board[OTHER[side]]["active"] = _stand_in(b)
    _bystanders(b, table, board)
    b.subject, b.subject_name = f"{side}.pokemon.subject", subject.name
    b.damage_unknown = subject.damage is None and subject.hp_left is None
    b.scenario = _scenario(b, board, side, [{"checkup": True}], b.said.coins)
    return b


def _attack(b: Built, table: CardTable) -> Built:
    said = b.said
    attacker = said.attacker or (next((p for p in said.pokemon if "confused" in p.conditions), None) if b.action == "confused" else None)
    if attacker is None:
        b.lack("attacker")
        return b
    defender = said.defender
    if defender is None and b.action != "confused":
        b.lack("defender")
        return b
    a_side = attacker.owner or "me"
    chosen_a = _choose(b, attacker, "attacker", table)
    if chosen_a is not None and chosen_a.attack_reading is not None and chosen_a.attack_reading.count == "defending.retreat_cost":
        b.retreat_counts, b.pieces, b.missing = True, [], []
        chosen_a = _choose(b, attacker, "attacker", table)
    chosen_d = _choose(b, defender, "defender", table) if defender is not None else None
    if chosen_a is None or (defender is not None and chosen_d is None) or b.missing:
        return b
    move = _move(b, attacker, chosen_a, defender)
    if move is None:
        return b
    atk, energy = move
    board: dict = {"me": {}, "opponent": {}}
    entry = _pokemon(b, attacker, chosen_a, "attacker", a_side, table)
    entry["energy"] = energy + entry.get("energy", [])
    entry["attacks"] = [atk]
    board[a_side]["active"] = entry
    d_side = OTHER[a_side]
    if defender is not None:
        d_entry = _pokemon(b, defender, chosen_d, "defender", d_side, table)
        _tera(b, defender, chosen_d, d_entry, d_side)
        if defender.bench:
            board[d_side]["bench"] = [d_entry]
            board[d_side]["active"] = _stand_in(b)
        else:
            board[d_side]["active"] = d_entry
        b.subject, b.subject_name = f"{d_side}.pokemon.defender", defender.name
        b.damage_unknown = defender.damage is None and defender.hp_left is None and not defender.damage_said
        if defender.damage is None and defender.hp_left is None and defender.damage_said:
            b.lack("damage_on", card=defender.name)
    else:
        board[d_side]["active"] = _stand_in(b)
        b.subject, b.subject_name = f"{a_side}.pokemon.attacker", attacker.name
    _bystanders(b, table, board)
    if defender is not None and defender.bench:
        atk = _bench_move(b, atk, chosen_a, board[d_side]["bench"].index(d_entry))
        if atk is None:
            return b
        entry["attacks"] = [atk]
    b.attacker_side = a_side
    b.scenario = _scenario(b, board, a_side, [{"attack": atk["name"]}], said.coins)
    return b


def _move(b: Built, attacker: PokemonSaid, chosen: Chosen, defender: PokemonSaid | None):
    """The attack's scenario entry and the Energy paying it, or None after saying what is missing."""
    part, reading = chosen.attack, chosen.attack_reading
    if part is None:
        b.lack("attack", card=attacker.name, options="-")
        return None
    if reading is None:
        if texts.attack_bears(part.texts):
            b.lack("damage_text", attack=part.name)
            return None
        reading = texts.Reading(kind="after")
    made = attack_spec(part, reading, chosen.group.data.get("types") or [])
    if made is None:
        b.lack("damage_text", attack=part.name)
        return None
    atk, energy = made
    if b.said.attack is not None:
        atk["name"] = b.said.attack.said  # as the question writes it (the trace names it so)
    if reading.kind == "times_discarded":
        if b.said.discarded is None:
            b.lack("count", attack=part.name)
            return None
        atk["modifier"]["count"] = b.said.discarded
        b.read(f"{b.said.discarded} card(s) discarded for {part.name}")
    if reading.kind == "plus_each" and reading.count == "opponents.prizes_taken":
        b.prizes_open = OTHER[attacker.owner or "me"] not in b.said.prizes_left
    source = "question+cards" if b.said.attack is not None else "cards"
    how = "" if b.said.attack is not None else " (its only attack that does damage)"
    b.read(f"{attacker.name} uses {part.name}{how}: cost {part.cost or 'none'}, damage {part.damage or 'none'}"
           + (f"; its text read as {reading.kind}" if reading.kind else ""), source)
    return atk, energy


def _bench_move(b: Built, atk: dict, chosen: Chosen, slot: int) -> dict | None:
    """The attack done to the Benched Pokémon hit: its Bench damage (B-08)."""
    reading = chosen.attack_reading
    if reading is None or reading.kind != "bench":
        b.lack("bench_damage", attack=atk["name"])
        return None
    return {**atk, "effects": [{"damage": {"target": f"opponents_bench.{slot}", "amount": reading.amount}}]}


def _tera(b: Built, p: PokemonSaid, chosen: Chosen, entry: dict, side: str) -> None:
    """A Tera Pokémon on the Bench takes no damage from attacks (the card's rule); an ex of the
    Scarlet & Violet series on the Bench, not said to be Tera or not, may be one."""
    if not p.bench:
        return
    if p.tera:
        entry.setdefault("effects", []).append({"kind": "prevent_damage", "name": "Tera", "source": "ability", "owner": side,
                                                "when": {"holder_active": False}})
        b.read(f"{p.name} is a Tera Pokémon: on the Bench it takes no damage from attacks")
    elif p.tera is False:
        b.read(f"{p.name} is not a Tera Pokémon")
    elif entry.get("rule_box") == "ex" and chosen.group.current:
        b.lack("tera", card=p.name)
