"""The pieces of a question (:mod:`judge.situation.read`) built into a scenario in the published
format (``rulings/scenario.schema.json``): the Pokémon's prints from the card table (HP, types,
Weakness, Resistance, Retreat Cost, the attack's cost and damage), the Tools, Special Energy, Stadium
and Abilities the engine can run, the damage already on, the Special Conditions, and the action the
question asks about (an attack, a Pokémon Checkup, or none for a Retreat Cost).

A card text that bears on the outcome and that the engine can't run makes the situation incomplete,
naming it; so does a number the outcome turns on that the question does not say. Nothing is guessed.

Over 450 lines: one builder per action asked (attack, Checkup, retreat), each with the few steps that read its
attack's counts from the question; they share the one Built and its board.
"""

from __future__ import annotations

from dataclasses import replace

from judge.cards.table import CardTable
from judge.situation import texts
from judge.situation.attack_board import counted, lasting, lasting_read, lasting_self_read, on_board, printed_abilities
from judge.situation.board import (
    BENCHED,
    HIT_UNNAMED,
    DAMAGE_ASKS,
    OTHER,
    RETREAT_ENERGY,
    STAND_IN_HP,
    Built,
    Chosen,
    bystanders,
    choose_print,
    switches_abilities_off,
    entry,
    reads,
    reads_for,
    scenario,
    stand_in,
    tera,
)
from judge.situation.mentions import prints_attack
from judge.situation.attack_prints import printed_attack
from judge.situation.pokemon import LETTERS, attack_of, attack_spec, choose, modifier_counts
from judge.situation.prints import Part, groups
from judge.situation.said import PokemonSaid, Said
from judge.situation.role_words import NO_CONDITION_SAID
from judge.situation.roles import attack_refused, retreat_refused
from judge.situation.words import CONDITIONS
from judge.situation.story_words import TRAINER_BEARS

__all__ = ["DAMAGE_ASKS", "Built", "build", "describes"]

def describes(said: Said) -> bool:
    """Whether the question describes a situation: a Pokémon in a role and something to act on (a
    Pokémon it attacks, a number, a Special Condition at a Checkup, a Retreat Cost asked). An attack
    named alone ("can Make It Rain discard Special Energy?") is a question about its text, no situation."""
    if said.asks is None:
        return False
    generic = bool(said.generic) and said.asks in GENERIC_ASKS and any(m.card is not None for m in said.mentions)
    if not said.pokemon:
        return generic or (bool(said.generic) and said.can_retreat and _held_back(said) is not None)
    if said.asks == "retreat_cost":
        return said.subject is not None or said.defender is not None
    numbers = said.discarded is not None or bool(said.unplaced) or any(p.damage is not None or p.hp_left is not None or p.damage_said
                                                                      for p in said.pokemon)
    roles = said.attacker is not None or said.defender is not None or said.subject is not None
    conditions = (any(p.conditions for p in said.pokemon) and (said.checkup or said.tries)) or _checked_alone(said) is not None
    both = said.attacker is not None and (said.defender is not None or said.bench_hit)
    return (roles and (numbers or conditions or both)) or generic or attack_refused(said)


def build(said: Said, table: CardTable, picks: dict | None = None) -> Built | None:
    """The scenario a question describes, or what it lacks; None when it describes none. ``picks``: the
    print to take for a Pokémon whose prints differ (:attr:`Built.open_prints`), by where its name starts."""
    if not describes(said):
        return None
    action = _action(said)
    b = Built(said, action, picks=dict(picks or {}))
    for words in said.switched_in:  # a used Ability's text, read onto the Pokémon it switched in
        b.read(words, "question+cards")
    if said.generic and not said.pokemon and said.can_retreat and _held_back(said):  # no card matters: the rule refuses it (I-F)
        return _held_back_retreat(b)
    if said.generic and _unnamed_part(said, action):  # "my Pokémon" in the part no card named takes: which it is
        b.lack("which_pokemon", what=said.generic[0])
        return b
    for u in said.unknown:
        b.lack("unknown_card", card=u.said)
    if said.repeated and action == "attack":
        b.lack("repeated", what=said.repeated)
    if said.healed:
        b.lack("said_of", what=said.healed)
    for m in said.mentions:  # a Trainer named whose text may change the outcome: the engine does not run it
        if m.kind in ("item", "supporter") and m.card is not None and any(TRAINER_BEARS.search(t) for t in m.card.texts.values()):
            b.lack("engine_card", card=m.said)
    for m in lasting(said):  # another attack named, used before, whose effect on damage lasts into this turn
        if not lasting_read(b, m) and not lasting_self_read(b, m):
            b.lack("engine_part", card=next((p.name for p in said.pokemon if p.mention.card is not None and prints_attack(p.mention.card, m.said)), "?"),
                   part=m.said)
    if _loose(said):  # damage said of no Pokémon named, of one of the two: tried on each
        b.loose_damage, b.loose_said = said.loose_damage[0], said.unplaced[0]
    else:
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
    if action == "declare":
        return _declare(b, table)
    return _attack(b, table)


#: What a question about a Pokémon it names no card for may ask, for which it is to be missing.
GENERIC_ASKS = ("damage", "knocked_out", "hp_left", "prizes", "retreat_cost")


def _unnamed_part(said: Said, action: str) -> bool:
    """Whether a part the outcome turns on is taken by no Pokémon named: the one retreating, the attacker, or the one hit."""
    if action == "retreat":
        return said.subject is None and said.defender is None
    if action in ("checkup", "confused", "declare"):
        return False
    return said.attacker is None or (said.defender is None and not said.bench_hit)


def _loose(said: Said) -> bool:
    """Whether the one number said of no Pokémon is damage on one of the two an attack names, neither with its damage
    or HP said, and no other Pokémon in play: then it is on the attacker or on the Pokémon hit, and each is tried."""
    a, d = said.attacker, said.defender
    if len(said.unplaced) != 1 or len(said.loose_damage) != 1 or said.loose_damage[0] is None or a is None or d is None:
        return False
    others = [p for p in said.pokemon if p is not a and p is not d and p.role != "absent"]
    said_on = any(p.damage is not None or p.hp_left is not None or p.damage_said for p in (a, d))
    return not others and not said_on and not said.about_attacker and _action(said) == "attack"


def _others(b: Built, table: CardTable) -> None:
    """A Pokémon named in no role (not the attacker, the Pokémon hit, the subject, nor said to be in
    play) whose Abilities bear on the outcome: whether it is in play is asked, never assumed either way."""
    for p in b.said.pokemon:
        if p.role or p.mention.card is None:
            continue
        parts = [part for g in groups(p.mention.card, table) for part in g.parts if part.kind != "attack"]
        if any(texts.bears(part.texts, reads_for(b)) for part in parts):
            b.lack("in_play", card=p.name)


def _action(said: Said) -> str:
    if said.asks == "retreat_cost":
        return "retreat"
    if attack_refused(said):
        return "declare"
    confused = next((p for p in said.pokemon if "confused" in p.conditions), None)
    if confused is not None and said.tries and said.defender is None:  # the Confused Pokémon's own HP: the attack tried needs no target
        return "confused"
    if said.checkup and any(p.conditions for p in said.pokemon) and not _hit_now(said):
        return "checkup"
    if _checked_alone(said) is not None:
        return "checkup"
    return "attack"


def _checked_alone(said: Said) -> PokemonSaid | None:
    """The Pokémon a Checkup question with no Special Condition said is about ("Pokémon Checkup: my Active Pidgeot ex has 270 damage,
    no Special Conditions; the opponent has Froslass in play"): the subject, its damage said, no attack named (I-F step 2: the
    effects in play that put damage counters at the Checkup)."""
    p = said.subject
    if not said.checkup or said.attack is not None or said.attacker is not None or p is None or any(q.conditions for q in said.pokemon):
        return None
    if not NO_CONDITION_SAID[said.lang].search(said.text):  # a Special Condition not said is not taken to be none
        return None
    return p if p.damage is not None or p.hp_left is not None else None


def _hit_now(said: Said) -> bool:
    """Whether the Pokémon with a Special Condition is the one the attack named hits, said to have no damage ("打满血的Z", "their
    fresh Z"): an attack doing damage leaves none at no damage, so that is the Pokémon as it was hit, and the attack is replayed
    before the Checkup (I-F); its damage said otherwise ("(ダメカン5個)がどくになった") is as it stands: the Checkup alone."""
    a, d = said.attack, said.defender
    return a is not None and said.attacker is not None and d is not None and bool(d.conditions) and d.damage == 0


def _held_back(said: Said) -> str | None:
    """The Special Condition keeping a Pokémon named by no card from retreating, said in the question: Paralyzed, or Asleep
    with its Checkup coin not said heads (I-F: neither can retreat); None for none."""
    said_ = {pat.name for pat in CONDITIONS[said.lang] if pat.regex.search(said.text)}
    if "paralyzed" in said_:
        return "paralyzed"
    return "asleep" if "asleep" in said_ and said.coins == ["tails"] else None


def _held_back_retreat(b: Built) -> Built:
    """A Pokémon named by no card, Paralyzed or Asleep, asked whether it can retreat: a stand-in with the condition, Energy to
    spare and a Pokémon to switch in, tried; the rule refuses it whatever the card (I-F)."""
    cond = _held_back(b.said)
    board: dict = {"me": {"active": {**stand_in(b), "id": "subject", "retreat": 1, "conditions": [cond],
                                     "energy": ["colorless"] * RETREAT_ENERGY},
                          "bench": [{**stand_in(b), "id": "switch_in", "hp": 100}]},
                   "opponent": {"active": stand_in(b)}}
    b.read(f"{b.said.generic[0]}: {cond} (no card named; the rule does not turn on it)")
    b.subject, b.subject_name, b.no_card = "me.pokemon.subject", b.said.generic[0], True
    b.scenario = scenario(b, board, "me", [{"retreat": {"bench": 0}}], [])
    return b


def _retreat(b: Built, table: CardTable) -> Built:
    subject = b.said.subject or b.said.defender
    if b.said.attack is not None and not retreat_refused(b.said):  # an attack's effect on it (a Special Condition, "can't retreat")
        b.lack("engine_part", card=(b.said.attacker.name if b.said.attacker else "?"), part=b.said.attack.said)
        return b
    if b.said.can_retreat and "asleep" in subject.conditions and not retreat_refused(b.said) and "paralyzed" not in subject.conditions:
        b.lack("woke", card=subject.name)  # a later turn asked of: the Checkup before it may wake it (I-F)
        return b
    chosen = choose_print(b, subject, "subject", table)
    board: dict = {"me": {}, "opponent": {}}
    side = subject.owner or "me"
    if chosen is not None and subject.bench and not b.said.can_retreat:  # said on the Bench: an effect on the Active Pokémon is not on it
        board[side]["bench"] = [entry(b, subject, chosen, "subject", side, table)]
        board[side]["active"] = {**stand_in(b), "id": "own_stand_in"}
    elif chosen is not None:
        board[side]["active"] = entry(b, subject, chosen, "subject", side, table)
    bystanders(b, table, board)
    board[OTHER[side]].setdefault("active", stand_in(b))
    b.subject, b.subject_name = f"{side}.pokemon.subject", subject.name
    do: list = []
    if b.said.can_retreat and chosen is not None:  # tried with Energy to spare, or the Energy said paid, and a Pokémon to switch in
        paid = b.said.retreat_paid
        board[side]["active"]["energy"] = ["colorless"] * (RETREAT_ENERGY if paid is None else paid)
        if paid is not None:
            b.read(f"{subject.name}: {paid} Energy to pay its Retreat Cost with")
        board[side].setdefault("bench", []).insert(0, {**stand_in(b), "id": "switch_in", "hp": 100})
        do = [{"retreat": {"bench": 0}}]
    b.scenario = scenario(b, board, side, do, [])
    if chosen is not None and reads(b.scenario, ("holder_types", "holder_not_types")):  # an effect in play reads its type: its prints must agree on it
        typed = choose(groups(subject.mention.card, table), subject.name, "retreat_typed", b.said.lang, "retreat", subject.codes,
                       subject.types, subject.weakness, None, [])
        for kind, params in typed.missing:
            b.lack(kind, **params)
    return b


def _checkup(b: Built, table: CardTable) -> Built:
    subject = next((p for p in b.said.pokemon if p.conditions), None) or _checked_alone(b.said)
    if b.said.poison_more:
        b.lack("poison_counters")
        return b
    counters = None
    if b.said.attack is not None:  # the attack that gave the condition: its text says how (more counters, …)
        reading = texts.attack(b.said.attack.card.texts) if b.said.attack.card is not None else None
        if reading is None or reading.kind != "poison" or "poisoned" not in subject.conditions:
            b.lack("engine_part", card=(b.said.attacker.name if b.said.attacker else "?"), part=b.said.attack.said)
            return b
        counters = reading.amount
        b.read(f"{subject.name} Poisoned by {b.said.attack.said}: {counters or 1} damage counter(s) at each Checkup", "question+cards")
    chosen = choose_print(b, subject, "subject", table)
    board: dict = {"me": {}, "opponent": {}}
    side = subject.owner or "me"
    if chosen is None:
        return b
    board[side]["active"] = entry(b, subject, chosen, "subject", side, table)
    if counters:
        board[side]["active"]["poison_counters"] = counters
    board[OTHER[side]]["active"] = stand_in(b)
    bystanders(b, table, board)
    b.subject, b.subject_name = f"{side}.pokemon.subject", subject.name
    b.damage_unknown = subject.damage is None and subject.hp_left is None
    b.scenario = scenario(b, board, side, [{"checkup": True}], b.said.coins)
    printed_abilities(b, b.scenario["board"][side]["active"], chosen)  # an effect counting Pokémon that have an Ability (D-06)
    return b


def _copied(b: Built, chosen_a: Chosen, chosen_d: Chosen | None) -> bool:
    """An attack using one of the Defending Pokémon's attacks as itself (Genome Hacking, C-18): the one the question names, printed
    on the Defending Pokémon's print, read onto the attacker's attack (its own name and cost, the attacker's types doing the damage).
    False after saying what is missing; True where the attack is no such attack."""
    own = chosen_a.attack
    if own is None or chosen_a.attack_reading is None or chosen_a.attack_reading.kind != "copy_defending":
        return True
    named = [m for m in b.said.mentions if m.kind == "attack" and m is not b.said.attack]
    parts = [p for m in named for p in [attack_of(chosen_d.group, m.said)] if isinstance(p, Part)] if chosen_d is not None else []
    if len(parts) != 1:
        b.lack("damage_text", attack=b.said.attack.said if b.said.attack is not None else own.name_for(b.said.lang, b.said.hant))
        return False
    chosen_a.attack = replace(parts[0], cost=own.cost, name=own.name, named=own.named)
    chosen_a.attack_reading = printed_attack(parts[0].texts, parts[0].damage)
    b.read(f"{own.name}: {parts[0].name} of the Defending Pokémon used as it", "question+cards")
    return True


def _declare(b: Built, table: CardTable) -> Built:
    """An Asleep or Paralyzed Pokémon asked whether it can use its attack: the rule refuses the declaring (I-A-01 attack step 1-b)
    whatever the attack's text, so the attack is tried as printed, its cost paid, against a stand-in."""
    attacker = b.said.attacker
    chosen = choose_print(b, attacker, "attacker", table)
    if chosen is None or chosen.attack is None:
        if chosen is not None:
            b.lack("attack", card=attacker.name, options="-")
        return b
    part, types = chosen.attack, chosen.group.data.get("types") or []
    cost = [LETTERS.get(c, "colorless") for c in part.cost]
    side = attacker.owner or "me"
    a_entry = entry(b, attacker, chosen, "attacker", side, table)
    a_entry["energy"] = [c if c != "colorless" else (types[0] if types else "colorless") for c in cost]
    a_entry["attacks"] = [{"name": part.name, "cost": cost, "damage": 0}]
    board: dict = {side: {"active": a_entry}, OTHER[side]: {"active": stand_in(b)}}
    b.subject, b.subject_name = f"{side}.pokemon.attacker", attacker.name
    b.scenario = scenario(b, board, side, [{"attack": part.name}], b.said.coins)
    return b


def _attack(b: Built, table: CardTable) -> Built:
    said = b.said
    attacker = said.attacker or (next((p for p in said.pokemon if "confused" in p.conditions), None) if b.action == "confused" else None)
    if attacker is None:
        b.lack("attacker")
        return b
    defender = said.defender
    if not _target_said(b, defender):
        return b
    a_side = attacker.owner or "me"
    chosen_a = choose_print(b, attacker, "attacker", table)
    if chosen_a is not None and chosen_a.attack_reading is not None and chosen_a.attack_reading.count == "defending.retreat_cost":
        b.retreat_counts, b.pieces, b.missing, b.lacked = True, [], [], []
        chosen_a = choose_print(b, attacker, "attacker", table)
    chosen_d = choose_print(b, defender, "defender", table) if defender is not None else None
    if chosen_a is None or (defender is not None and chosen_d is None) or b.missing or not _copied(b, chosen_a, chosen_d):
        return b
    move = _move(b, attacker, chosen_a, defender)
    if move is None:
        return b
    atk, energy = move
    board: dict = {"me": {}, "opponent": {}}
    a_entry = entry(b, attacker, chosen_a, "attacker", a_side, table)
    a_entry["energy"] = energy + a_entry.get("energy", [])
    a_entry["attacks"] = [atk]
    if b.lasting:  # an attack's effect from the turn before, on the attacker (damage step 2)
        a_entry.setdefault("effects", []).extend(b.lasting)
    board[a_side]["active"] = a_entry
    d_side = OTHER[a_side]
    counters = chosen_a.attack_reading is not None and chosen_a.attack_reading.kind == "bench_counters" and said.counters_put is not None
    _place_defender(b, board, defender, chosen_d, d_side, table, counters)
    if b.lasting_hit and (board[d_side].get("active") or {}).get("id") == "defender":  # its own attack's effect from the turn before
        board[d_side]["active"].setdefault("effects", []).extend(b.lasting_hit)
    if not _asked_of_attacker(b, attacker, chosen_a, a_side):
        return b
    if defender is None and not b.unnamed_target and not b.unnamed_active:
        b.subject, b.subject_name = f"{a_side}.pokemon.attacker", attacker.name
    bystanders(b, table, board)
    on_self = chosen_a.attack_reading is not None and chosen_a.attack_reading.kind == "times_placed_self"  # the counters put are on the attacker
    if defender is not None and not defender.bench and said.counters_put is not None and not on_self:  # counters put on it: where it is must be said
        b.lack("where", card=defender.name, attack=atk["name"])
        return b
    if (defender is not None and defender.bench) or b.unnamed_target:
        slot = next(i for i, p in enumerate(board[d_side]["bench"]) if p.get("id") == "defender")
        atk = _bench_move(b, atk, chosen_a, slot)
        if atk is None:
            return b
        a_entry["attacks"] = [atk]
    b.attacker_side = a_side
    do: list = [{"attack": atk["name"]}]
    if said.checkup:  # asked after the Pokémon Checkup that ends the turn (I-F): the Poison or Burn the attack gives counts
        do.append({"end_turn": True})
        b.read("then the Pokémon Checkup")
    b.scenario = scenario(b, board, a_side, do, said.coins)
    on_board(b, board, a_side, chosen_a, atk["name"])
    if chosen_a.attack_flags and switches_abilities_off(b.scenario):  # the flags an Ability gives would go with it
        b.lack("engine_part", card=attacker.name, part=", ".join(a["name"] for a in chosen_a.abilities))
    if (b.unnamed_target or b.unnamed_active) and reads(b.scenario, TARGET_CONDITIONS):  # an effect reads what the Pokémon hit is
        b.lack("defender")
    return b


def _asked_of_attacker(b: Built, attacker: PokemonSaid, chosen: Chosen, side: str) -> bool:
    """Where the attacker's own attack damages it and the question asks about it, the attacker is
    what the outcome is of; False (after saying so) where it asks of a Pokémon by a name that could
    be either ("How much HP does Annihilape ex have left?")."""
    hits_itself = chosen.attack_reading is not None and chosen.attack_reading.kind in SELF_HITTING
    if hits_itself and b.said.asks_of_attacker and not b.said.about_attacker:
        b.lack("asked")
        return False
    if b.said.about_attacker and hits_itself:
        b.subject, b.subject_name = f"{side}.pokemon.attacker", attacker.name  # asked about the attacker itself
        b.damage_unknown = attacker.damage is None and attacker.hp_left is None
        b.read(f"asked about {attacker.name} itself, which its attack damages")
    return True


def _target_said(b: Built, defender: PokemonSaid | None) -> bool:
    """Whether the Pokémon the attack hits is said, or need not be: a Benched Pokémon not named (only the damage done to it, or a
    yes or no, is then an outcome: its HP is not said), or an Active Pokémon not named (tried of several kinds). False after saying
    it is missing."""
    said = b.said
    b.unnamed_target = defender is None and said.bench_hit and b.action == "attack"
    b.unnamed_active = defender is None and not b.unnamed_target and b.action == "attack" and said.asks in ("damage", "yes_no")
    if (defender is None and b.action != "confused" and not b.unnamed_target and not b.unnamed_active) or (
            b.unnamed_target and said.asks not in ("damage", "yes_no")):
        b.lack("defender")
        return False
    return True


#: The attack readings that change the attacker's own HP (damage to itself, healing it): a question may ask about it.
SELF_HITTING = ("self_damage", "knock_out_then_self", "heal_self", "times_placed_self")
#: Conditions an effect may read of the Pokémon its attack damages (what it is, beyond where it is and whose).
TARGET_CONDITIONS = ("target_rule_box", "target_types", "target_stage")


def _place_defender(b: Built, board: dict, defender: PokemonSaid | None, chosen: Chosen | None, side: str, table: CardTable,
                    counters: bool = False) -> None:
    """The Pokémon hit on its side of the board, Active or on the Bench (a stand-in in the Active Spot); a
    Benched Pokémon the question names no card for (「对手备战宝可梦」), a stand-in of no effect of its own. ``counters``: the
    attack only puts damage counters on it, which a Tera Pokémon's Bench rule (no damage from attacks) does not stop."""
    if defender is not None:
        d_entry = entry(b, defender, chosen, "defender", side, table)
        if not counters:  # damage counters put on it are no damage (II-C-07): a Tera Pokémon's Bench rule does not stop them
            tera(b, defender, chosen, d_entry, side)
        if defender.bench:
            board[side]["bench"] = [d_entry]
            board[side]["active"] = stand_in(b)
        else:
            board[side]["active"] = d_entry
            if b.defender_energy is not None:  # the Energy attached to it, said, counted by the attack's text
                d_entry["energy"] = [(chosen.group.data.get("types") or ["colorless"])[0]] * b.defender_energy + [
                    e for e in d_entry.get("energy", []) if isinstance(e, dict)]
        b.subject, b.subject_name = f"{side}.pokemon.defender", defender.name
        # damage on it not said, or said with no number ("took some damage"): tried with none and with all its HP but 10,
        # the outcome stated only where both agree (a Knock Out, the damage done, turn on it one way only)
        b.damage_unknown = defender.damage is None and defender.hp_left is None
        return
    if b.unnamed_active:
        board[side]["active"] = {"card": HIT_UNNAMED[b.said.lang], "id": "defender", "hp": STAND_IN_HP}
        b.subject, b.subject_name = f"{side}.pokemon.defender", HIT_UNNAMED[b.said.lang]
        b.read("the Pokémon hit is not named: tried with no effect of its own, weak to the attacker's type, resisting it, taking 30 less "
               "damage, and taking none")
        return
    board[side]["active"] = stand_in(b)
    if b.unnamed_target:
        board[side]["bench"] = [{"card": BENCHED[b.said.lang], "id": "defender", "hp": STAND_IN_HP}]
        b.subject, b.subject_name = f"{side}.pokemon.defender", BENCHED[b.said.lang]
        b.read("the Benched Pokémon hit is not named: tried as one with no effect of its own and as one taking no damage from attacks")


def _counted_on_self(b: Built, attacker: PokemonSaid, chosen: Chosen, reading: texts.Reading, atk: dict) -> texts.Reading | None:
    """The attack's counts of the attacker's own damage counters, read from what the question says:
    up to K put on itself, × as many (the question says how many), or N × those on it (B-02): the
    reading the attack is run by, or None after saying what is missing."""
    part = chosen.attack
    if reading.kind == "times_placed_self":
        put = b.said.counters_put
        if put is None or not 0 <= put <= (reading.targets or 0):
            b.lack("counters_on_self", attack=part.name_for(b.said.lang, b.said.hant), n=reading.targets)
            return None
        atk["modifier"]["count"] = put
        atk["effects"] = [{"place_counters": {"target": "self", "count": put}}]
        b.read(f"{put} damage counter(s) put on {attacker.name} for {part.name}")
    if reading.kind == "any_target" and reading.count == "self.counters":
        if attacker.damage is None:
            b.lack("damage_on", card=attacker.name)
            return None
        reading = chosen.attack_reading = replace(reading, amount=(reading.amount or 0) * (attacker.damage // 10), count=None)
        b.read(f"{attacker.damage // 10} damage counter(s) on {attacker.name}: {part.name} does {reading.amount}")
    return reading


def _move(b: Built, attacker: PokemonSaid, chosen: Chosen, defender: PokemonSaid | None):
    """The attack's scenario entry and the Energy paying it, or None after saying what is missing."""
    part, reading = chosen.attack, chosen.attack_reading
    if part is None:
        b.lack("attack", card=attacker.name, options="-")
        return None
    if reading is None:
        if texts.attack_bears(part.texts):
            b.lack("damage_text", attack=b.said.attack.said if b.said.attack is not None else part.name_for(b.said.lang, b.said.hant))
            return None
        if b.said.checkup and any(texts.SPECIAL_CONDITIONS[lang].search(t) for lang, t in texts.card_texts(part.texts)):
            b.lack("engine_part", card=attacker.name, part=b.said.attack.said if b.said.attack is not None else part.name_for(b.said.lang, b.said.hant))
            return None  # a Special Condition its text gives, not run, counts at the Checkup asked after it (I-F)
        reading = texts.Reading(kind="after")
    made = attack_spec(part, reading, chosen.group.data.get("types") or [])
    if made is None:
        b.lack("damage_text", attack=b.said.attack.said if b.said.attack is not None else part.name_for(b.said.lang, b.said.hant))
        return None
    atk, energy = made
    if chosen.attack_flags:  # an Ability's: its attacks' damage isn't affected by Weakness, Resistance or effects (B-06, B-07)
        atk["flags"] = sorted(set(atk.get("flags", [])) | set(chosen.attack_flags))
    if b.said.attack is not None:
        atk["name"] = b.said.attack.said  # as the question writes it (the trace names it so)
    if reading.kind == "times_discarded":
        if b.said.discarded is None:  # not said: tried with none, 1 and many, stated only where all agree
            b.discard_open = atk["name"]
            b.read(f"the cards discarded for {part.name} are not said: tried with 0, 1 and many")
        else:
            atk["modifier"]["count"] = b.said.discarded
            b.read(f"{b.said.discarded} card(s) discarded for {part.name}")
    reading = _counted_on_self(b, attacker, chosen, reading, atk)
    if reading is None:
        return None
    if reading.kind == "bench_only" and not b.unnamed_target and (defender is None or not defender.bench):  # none to the Active
        b.lack("bench_only", card=defender.name if defender else "?", attack=part.name_for(b.said.lang, b.said.hant))
        return None
    if reading.kind == "any_target" and not b.unnamed_target:  # Active or Benched, as its player chooses: where must be said
        if defender is None or not (defender.bench or defender.active):
            b.lack("where", card=defender.name if defender else "?", attack=part.name_for(b.said.lang, b.said.hant))
            return None
        if not defender.bench:
            atk["effects"] = [{"damage": {"target": "opponents_active", "amount": reading.amount}}]
    if reading.kind == "plus_if_stadium":  # a Stadium discarded for it, or not: the question must say
        if b.said.stadium_discarded is None:
            b.lack("stadium_discarded", attack=part.name_for(b.said.lang, b.said.hant))
            return None
        atk["damage"] += reading.amount if b.said.stadium_discarded else 0
        b.read(f"a Stadium in play {'discarded' if b.said.stadium_discarded else 'not discarded'} for {part.name}")
    if reading.kind == "plus_each" and reading.count == "opponents.prizes_taken":
        b.prizes_open = OTHER[attacker.owner or "me"] not in b.said.prizes_left
    if reading.kind == "modifier" and not counted(b, attacker, defender, part.name_for(b.said.lang, b.said.hant), modifier_counts(reading.modifier), energy):
        return None
    source = "question+cards" if b.said.attack is not None else "cards"
    how = "" if b.said.attack is not None else " (its only attack that does damage)"
    b.read(f"{attacker.name} uses {part.name}{how}: cost {part.cost or 'none'}, damage {part.damage or 'none'}"
           + (f"; its text read as {reading.kind}" if reading.kind else ""), source)
    return atk, energy


def _bench_move(b: Built, atk: dict, chosen: Chosen, slot: int) -> dict | None:
    """The attack done to the Benched Pokémon hit: its Bench damage (B-08)."""
    reading = chosen.attack_reading
    if reading is not None and reading.kind == "bench_counters" and (b.said.counters_put is not None or not b.unnamed_target):  # as many as said (C-07)
        put = b.said.counters_put
        if put is None or not 0 < put <= (reading.amount or 0):
            b.lack("counters_put", attack=atk["name"], n=reading.amount)
            return None
        b.read(f"{put} damage counter(s) of {atk['name']} put on {b.subject_name}")
        return {**atk, "effects": [{"place_counters": {"target": f"opponents_bench.{slot}", "count": put}}]}
    if reading is not None and reading.kind == "bench_counters_one" and b.said.defender is not None:  # N on the one chosen: the one asked
        put = reading.amount if b.said.counters_put is None else b.said.counters_put
        if put != reading.amount:
            b.lack("counters_put", attack=atk["name"], n=reading.amount)
            return None
        b.read(f"{put} damage counter(s) of {atk['name']} put on {b.subject_name}")
        return {**atk, "effects": [{"place_counters": {"target": f"opponents_bench.{slot}", "count": put}}]}
    said_damaged = b.said.defender is not None and (b.said.defender.damage or 0) > 0  # "to 1 … that has any damage counters on it"
    if reading is None or reading.kind not in ("bench", "any_target", "bench_only", "bench_damaged") or (
            reading.kind == "bench_damaged" and not said_damaged):
        b.lack("bench_damage", attack=atk["name"])
        return None
    return {**atk, "effects": [{"damage": {"target": f"opponents_bench.{slot}", "amount": reading.amount}}]}


