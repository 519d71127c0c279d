"""The ways a replay tries what a question leaves open but its outcome may not turn on: the damage on the Pokémon asked
about (none, and all its HP but 10), damage said of no Pokémon named (on the Pokémon hit, and on the attacker), the
Prize cards the opponent has taken (none, and five), and a Benched Pokémon hit that is not named (one with no effect of
its own, and one taking no damage from attacks). :mod:`judge.situation.replay` runs each, and states an outcome only
where every way agrees.
"""

from __future__ import annotations

import copy

from judge.situation.board import Built


#: How a way trying the Prize cards the opponent has taken begins, in its words.
PRIZES_WHY = "the opponent has taken"


def ways(built: Built, doc: dict) -> list[tuple[dict, str]]:
    """The scenario each way the question leaves open, with what each way tries ("" where it leaves nothing open)."""
    docs = [(doc, "")]
    if built.damage_unknown:
        most = board_value(doc, f"{built.subject}.max_hp") or 10
        high = copy.deepcopy(doc)
        spot(high, built.subject)["damage"] = max(most - 10, 0)
        docs = [(doc, "no damage on it"), (high, f"{most - 10} damage on it")]
    if built.loose_damage is not None:
        docs = _loose(built, doc, docs)
    if built.prizes_open:  # the Prize cards the opponent has taken: none, and all but the last
        side = "opponent" if (built.attacker_side or "me") == "me" else "me"
        more = []
        for d, why in docs:
            five = copy.deepcopy(d)
            five["board"][side]["prizes"] = 1
            more += [(d, "; ".join(filter(None, [why, f"{PRIZES_WHY} no Prize cards"]))),
                     (five, "; ".join(filter(None, [why, f"{PRIZES_WHY} 5 Prize cards"])))]
        docs = more
    if built.unnamed_target:
        docs = _either_target(built, docs)
    if built.unnamed_active:
        docs = _any_defender(built, docs)
    if built.discard_open:
        docs = _discarded(built, docs)
    return docs


#: The most cards tried as discarded for an attack whose damage is × them, where the question does not say how many.
MOST_DISCARDED = 20
#: What a way tries of the cards discarded, in its words.
DISCARDED_WHY = "card(s) discarded"


def _discarded(built: Built, docs: list[tuple[dict, str]]) -> list[tuple[dict, str]]:
    """Each way, with none, 1 and :data:`MOST_DISCARDED` cards discarded for the attack (B-02: × 0 ends the calculation)."""
    out = []
    for d, why in docs:
        for n in (0, 1, MOST_DISCARDED):
            way = copy.deepcopy(d)
            atk = next(a for a in spot(way, f"{built.attacker_side}.pokemon.attacker")["attacks"] if a["name"] == built.discard_open)
            atk["modifier"]["count"] = n
            out.append((way, "; ".join(filter(None, [why, f"{n} {DISCARDED_WHY}"]))))
    return out


def _loose(built: Built, doc: dict, docs: list[tuple[dict, str]]) -> list[tuple[dict, str]]:
    """The damage said of no Pokémon tried on the Pokémon hit, and on the attacker (the damage on the Pokémon hit then
    not said: each way of it); a way the damage does not fit (as much as its HP, or more) is none."""
    n, out = built.loose_damage, []
    if n < (board_value(doc, f"{built.subject}.max_hp") or 0):
        on_hit = copy.deepcopy(doc)
        spot(on_hit, built.subject)["damage"] = n
        out.append((on_hit, f"“{built.loose_said}” on {built.subject_name}"))
    attacker = f"{built.attacker_side}.pokemon.attacker"
    if n < (board_value(doc, f"{attacker}.max_hp") or 0):
        for d, why in docs:
            on_attacker = copy.deepcopy(d)
            spot(on_attacker, attacker)["damage"] = n
            out.append((on_attacker, "; ".join(filter(None, [f"“{built.loose_said}” on the attacker", why]))))
    return out


def _either_target(built: Built, docs: list[tuple[dict, str]]) -> list[tuple[dict, str]]:
    """Each way, with the Benched Pokémon hit that is not named as one with no effect of its own and as one
    taking no damage from attacks (a Tera Pokémon): what both reach does not turn on which it is."""
    out = []
    for d, why in docs:
        safe = copy.deepcopy(d)
        spot(safe, built.subject).setdefault("effects", []).append({"kind": "prevent_damage", "name": "(not named)", "source": "ability"})
        out += [(d, "; ".join(filter(None, [why, "a Benched Pokémon with no effect of its own"]))),
                (safe, "; ".join(filter(None, [why, "a Benched Pokémon taking no damage from attacks"])))]
    return out


#: What a way tries of the Pokémon hit that is not named, in its words.
PLAIN_HIT = "a Pokémon hit with no effect of its own"


def _any_defender(built: Built, docs: list[tuple[dict, str]]) -> list[tuple[dict, str]]:
    """Each way, with the opponent's Active Pokémon the question does not name as one of no effect of its own, weak to the attacker's
    type (×2, damage step 3), resisting it (−30, step 4), taking 30 less damage (step 5) and taking none (step 6): what all reach does
    not turn on which Pokémon it is."""
    attacker = spot(docs[0][0], f"{built.attacker_side}.pokemon.attacker")
    kind = (attacker.get("types") or ["colorless"])[0]
    kinds = [(PLAIN_HIT, {}),
             (f"a Pokémon hit weak to {kind}", {"weakness": [{"type": kind, "multiplier": 2}]}),
             (f"a Pokémon hit resisting {kind}", {"resistance": [{"type": kind, "minus": 30}]}),
             ("a Pokémon hit taking 30 less damage", {"effects": [{"kind": "damage_taken", "amount": -30, "name": "(not named)", "source": "ability"}]}),
             ("a Pokémon hit taking no damage from attacks", {"effects": [{"kind": "prevent_damage", "name": "(not named)", "source": "ability"}]})]
    out = []
    for d, why in docs:
        for words, what in kinds:
            way = copy.deepcopy(d)
            spot(way, built.subject).update(copy.deepcopy(what))
            out.append((way, "; ".join(filter(None, [why, words]))))
    return out


def board_value(doc: dict, path: str):
    """A value of the board a scenario starts from."""
    from judge.engine.scenario.outcome import NO_POKEMON, lookup  # lazily: the engine only for a situation replayed
    from judge.engine.scenario.runner import replay as run_scenario
    from judge.engine.scenario.spec import Scenario
    seen: dict = {}

    def look(i, game):
        if i == 0:
            v = lookup(game, path)
            seen["v"] = None if v is NO_POKEMON else v

    run_scenario(Scenario.model_validate({**doc, "do": []}), "situation", "situation", observe=look)
    return seen.get("v")


def spot(doc: dict, path: str) -> dict:
    """The board entry of the Pokémon at an expect path (``opponent.pokemon.defender``)."""
    side, _, ident = path.split(".")
    spots = [doc["board"][side].get("active")] + doc["board"][side].get("bench", [])
    return next(p for p in spots if p and p.get("id") == ident)
