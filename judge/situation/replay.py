"""A situation replayed: the scenario built from the question (:mod:`judge.situation.build`) run by the
engine in memory (:func:`judge.engine.scenario.runner.replay`), and the outcome asked read from the
board and the trace: the damage the attack did to the Pokémon asked about, whether it is Knocked Out,
its HP left, the Prize cards taken, a Retreat Cost.

What the question leaves open but the outcome may not turn on is tried both ways: the damage
already on the Pokémon hit (none, and all its HP but 10), each coin flip the run needs (heads and
tails), and which print a Pokémon is where its prints differ in what the outcome turns on (one print of
each kind; failing that, each of the Scarlet & Violet series'). An outcome is stated only where every
way agrees; where the one asked differs, the situation is incomplete, saying what it turns on. A wrong
number is the one failure that matters.

Over 450 lines: the replay, its ways tried and the outcome read from the trace are one procedure; split, each part would
take the others' state.
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass, field

from judge.cards.table import CardTable
from judge.cards.table import load as load_table
from judge.situation.build import DAMAGE_ASKS, Built, build
from judge.situation.read import read
from judge.situation.say import line, worded
from judge.situation.say import missing as say_missing
from judge.situation.ways import DISCARDED_WHY, PRIZES_WHY, board_value, spot, ways

__all__ = ["line", "situation"]  # line: the situation in a line (judge.situation.say), as the page and the command line take it

#: The most coin flips a replay tries both ways (2**4 runs).
MOST_COINS = 4
#: The keys an answer gives for each thing asked: the one asked first, then those it implies.
KEYS = {"damage": ("damage", "knocked_out", "hp_left"), "knocked_out": ("knocked_out", "damage", "hp_left"),
        "hp_left": ("hp_left", "damage", "knocked_out"), "prizes": ("prizes", "knocked_out", "damage"),
        "retreat_cost": ("retreat_cost",), "yes_no": ("damage", "knocked_out", "hp_left")}
#: What a Checkup or an attack tried while Confused is asked about: the Pokémon's own HP and Knock Out.
SELF_KEYS = {"damage": ("hp_left", "knocked_out"), "knocked_out": ("knocked_out", "hp_left"), "hp_left": ("hp_left", "knocked_out"),
             "prizes": ("prizes", "knocked_out", "hp_left"), "yes_no": ("knocked_out", "hp_left")}


@dataclass
class Run:
    """One replay and what it reached."""

    outcome: dict = field(default_factory=dict)
    trace: list = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    coins: int = 0
    """Coin flips the run used beyond those the question says."""
    why: str = ""
    """What this run tries that the question does not say ("no damage on it", "coin 1 heads")."""
    doc: dict = field(default_factory=dict)
    """The scenario run (before the coins tried were added)."""
    extra: tuple[str, ...] = ()
    """The coins tried beyond those the question says."""


#: What is missing when the situation was not made out (what is asked, which Pokémon a phrase is of, a number, card or
#: attack not read) or the engine falls short (a card text it cannot run): a yes/no question lacking only these ("can
#: Phantom Dive choose a Benched Pokémon with Hide 'n' Sneak?") asks the rules, and carries no situation. A gap in a
#: board made out (coins, damage on a Pokémon, Prize cards, which print) still makes it incomplete.
NOT_MADE_OUT = frozenset({"asked", "which_pokemon", "said_of", "tool_unread",
                          "number_unread", "unknown_card", "attack", "no_attack", "repeated",
                          "engine_part", "engine_card", "damage_text", "bench_damage"})


def situation(question: str, lang: str | None = None, table: CardTable | None = None) -> dict | None:
    """The ``situation`` object of an answer (DESIGN.md, "The asker's situation"); None when the
    question describes no situation."""
    table = table or load_table()
    said = read(question, table, lang)
    built = build(said, table)
    if built is None:
        return None
    asks = said.asks or "other"
    if asks == "yes_no" and built.lacked and all(kind in NOT_MADE_OUT for kind in built.lacked):
        return None  # a rules question: whether a card may be used or chosen, which the rulings answer
    out: dict = {"status": "incomplete", "asks": asks, "read": [p.to_json() for p in built.pieces], "missing": list(built.missing),
                 "scenario": built.scenario, "trace": [], "rules": []}
    if built.missing or built.scenario is None:
        if _only_prints(built):  # which print is not said: each is tried, the outcome stated where all agree
            return _across_prints(out, said, table, built)
        return out
    from judge.engine.scenario.files import ScenarioError  # lazily: the engine only for a situation replayed (0.26 s of CPU)
    try:
        doc, outcome, open_, runs = _replayed(built)
    except (ScenarioError, ValueError) as err:
        out["missing"] = [say_missing("engine_error", said.lang, said.hant, why=str(err)[:160])]
        return out
    if doc is None:
        out["missing"] = list(built.missing)
        return out
    out["scenario"] = doc
    if open_:
        out["missing"] = open_
        return out
    return _stated(out, built, outcome, runs)


def _replayed(built: Built) -> tuple[dict | None, dict, list[str], list[Run]]:
    """The scenario run every way the question leaves open: the document, the outcome they agree on, what
    the one asked turns on where they differ, and the runs (the document None: the HP left said does not fit)."""
    doc = _with_hp_left(built)
    runs = _runs(built, doc)
    if doc is None:
        return None, {}, [], []
    outcome, open_ = _agreed(built, runs)
    return doc, outcome, open_, runs


def _stated(out: dict, built: Built, outcome: dict, runs: list[Run]) -> dict:
    said = built.said
    first = runs[0]
    tried = list(dict.fromkeys(r.why for r in runs if r.why))
    if len(tried) > 1:  # what the question leaves open, tried each way: the outcome stated is every way's
        out["read"].append({"what": "not said, tried each way (" + " / ".join(tried) + "): the outcome stated is the same in each",
                            "from": "question"})
    steps = [s for s in first.trace if not _board_ends_game(s)]
    shown = {s["rule"] for s in steps}
    out.update(status="replayed", outcome=outcome, trace=worded(steps, said.lang, said.hant), rules=[r for r in first.rules if r in shown])
    return out


def _board_ends_game(step: dict) -> bool:
    """Whether a step is the game's end because a side has no Pokémon in play (I-E). The board replayed
    holds only the Pokémon the question names, so Knocking Out the one named would end the game where
    the question never said its Bench is empty: that is the board's doing, not the situation's, and is
    not shown as what happened."""
    from judge.engine.catalog import MESSAGES  # lazily: the engine only for a situation replayed
    no_pokemon = MESSAGES["no_pokemon_in_play"]["en"].split("}", 1)[1]  # ": no Pokémon in play"
    return step.get("rule") == "I-E" and no_pokemon in (step.get("says") or {}).get("en", "")


#: The most ways of taking the prints a replay tries (one print of each kind, for each Pokémon whose prints differ).
MOST_PRINT_WAYS = 12


def _only_prints(built: Built) -> bool:
    """Whether all the situation lacks is which print of a Pokémon (or several) it is."""
    return bool(built.open_prints) and len(built.missing) == len(built.open_prints)


def _print_ways(said, table: CardTable, first: Built) -> tuple[list[Built], list[str]]:
    """The situation built with each print of each kind taken, for each Pokémon whose prints differ; none
    when a way lacks something else (then so does the question: what it lacks is the second), or there are
    more ways than are tried."""
    done: list[Built] = []
    todo = [first]
    while todo:
        b = todo.pop(0)
        if b.open_prints and _only_prints(b):
            start, (_, options, _) = next(iter(b.open_prints.items()))
            todo += [build(said, table, {**b.picks, start: g}) for g in options]
            if len(todo) + len(done) > MOST_PRINT_WAYS:
                return [], []
        elif b.missing or b.scenario is None:
            return [], [m for m in b.missing if m not in first.missing]
        else:
            done.append(b)
    return done, []


def _across_prints(out: dict, said, table: CardTable, first: Built) -> dict:
    """A situation whose Pokémon's prints differ in what the outcome turns on, replayed with each print:
    stated when every print reaches the same outcome (or every print of the Scarlet & Violet series does,
    the cards the v3.1 guides' rules are played with); else which print it is stays missing."""
    ways, lacking = _print_ways(said, table, first)
    if not ways:
        out["missing"] = list(dict.fromkeys(out["missing"] + lacking))
        return out
    from judge.engine.scenario.files import ScenarioError  # lazily: the engine only for a situation replayed
    results = []
    for b in ways:
        try:
            doc, outcome, open_, runs = _replayed(b)
        except (ScenarioError, ValueError):
            return out
        if doc is None or open_:
            out["missing"] = list(dict.fromkeys(out["missing"] + (open_ or b.missing)))
            return out
        results.append((b, doc, outcome, runs))
    note = "each of its prints tried ({}): the outcome stated is the same on each"
    outcome = _common(ways[0], [r[2] for r in results])
    if outcome is None:
        results = [r for r in results if all(_in_force(first, ways, start, g) for start, g in r[0].picks.items())]
        outcome = _common(ways[0], [r[2] for r in results]) if results else None
        note = "each of its Scarlet & Violet series' prints tried ({}): the outcome stated is the same on each (older cards of the name print otherwise)"
    if outcome is None:
        return out
    b, doc, _, runs = results[0]
    sit = {**out, "read": [p.to_json() for p in b.pieces], "missing": [], "scenario": doc}
    for start, g in b.picks.items():
        name, options, current = first.open_prints.get(start) or next(
            (w.open_prints[start] for w in [first, *ways] if start in w.open_prints), (g.card.name("en") or "", [g], [g]))
        tried = [o for o in options if any(r[0].picks.get(start) is o for r in results)] or [g]
        shown = ", ".join(f"HP {o.data.get('hp')} ({o.shown(said.lang)})" for o in tried)
        sit["read"].append({"what": f"which {name} card it is is not said: " + note.format(shown), "from": "question+cards"})
    return _stated(sit, b, outcome, runs)


def _in_force(first: Built, ways: list[Built], start: int, g) -> bool:
    """Whether a print tried is one of the Scarlet & Violet series' that the outcome may be stated for: the
    print's current options as the choice left them (judge/situation/pokemon.py: with the older prints the
    question's language prints, where it prints none of the series'), else the series' own."""
    opened = first.open_prints.get(start) or next((w.open_prints[start] for w in ways if start in w.open_prints), None)
    return any(g is o for o in opened[2]) if opened else g.current


def _common(built: Built, outcomes: list[dict]) -> dict | None:
    """What the outcomes of several ways agree on: the key asked must agree (else None), the others are
    kept where they agree."""
    first = "answer" if "answer" in outcomes[0] else _keys(built)[0]
    if any(first not in o or o[first] != outcomes[0][first] for o in outcomes):
        return None
    return {k: v for k, v in outcomes[0].items() if all(k in o and o[k] == v for o in outcomes)}


def _with_hp_left(built: Built) -> dict | None:
    """The scenario with the damage on each Pokémon whose HP left is said: its maximum HP (read from
    the board, Tools and Stadium counted) less that; None after saying it does not fit."""
    doc = copy.deepcopy(built.scenario)
    for path, left in built.hp_left.items():
        most = board_value(doc, f"{path}.max_hp")
        if most is None or left > most or (most - left) % 10:
            built.lack("hp_left", card=built.subject_name, hp=left, max=most)
            return None
        spot(doc, path)["damage"] = most - left
    return doc


def _runs(built: Built, doc: dict | None) -> list[Run]:
    """Every replay the question leaves open: the damage on the Pokémon asked about when not said,
    and each coin flip the run needs beyond those said."""
    if doc is None:
        return []
    docs = ways(built, doc)
    runs = []
    for d, why in docs:
        first = _run(built, d, extra=["heads"] * MOST_COINS)
        if first.coins == 0:
            runs.append(Run(first.outcome, first.trace, first.rules, 0, why, first.doc, ()))
            continue
        if first.coins >= MOST_COINS:
            raise ValueError("more coin flips than the replay tries")
        for flips in itertools.product(("heads", "tails"), repeat=first.coins):
            r = _run(built, d, extra=list(flips))
            r.why = "; ".join(filter(None, [why, "coins " + ", ".join(flips)]))
            runs.append(r)
    return runs


def _run(built: Built, doc: dict, extra: list[str]) -> Run:
    """One replay, with the coins the question says and ``extra`` after them; what it reached."""
    from judge.engine.scenario.outcome import lookup  # lazily: the engine only for a situation replayed
    from judge.engine.scenario.runner import replay as run_scenario
    from judge.engine.scenario.spec import Scenario
    plain = doc
    said_coins = list(doc.get("coins", []))
    doc = {**doc, "coins": said_coins + extra}
    seen: dict = {}
    subject = built.subject
    attacker_side = built.attacker_side
    side = subject.split(".")[0]

    def look(i, game):
        if i == 0:
            seen["prizes"] = {pid: p.prizes_taken for pid, p in game.players.items()}
            seen["damage"] = lookup(game, f"{subject}.damage")
            seen["max_hp"] = lookup(game, f"{subject}.max_hp")
            if built.action == "retreat":
                seen["retreat_cost"] = lookup(game, f"{subject}.retreat_cost")
        if i == len(doc["do"]):
            seen["coins_left"] = len(game.coins)
            seen["spot"] = lookup(game, subject)
            seen["end_damage"] = lookup(game, f"{subject}.damage") if seen["spot"] is not None else None
            seen["end_max"] = lookup(game, f"{subject}.max_hp") if seen["spot"] is not None else None
            seen["prizes_end"] = {pid: p.prizes_taken for pid, p in game.players.items()}

    result = run_scenario(Scenario.model_validate(doc), "situation", "situation", observe=look)
    steps = result.trace.steps
    refused = next((s for s in steps if s.key.startswith("refused")), None)
    if refused is not None and built.action not in ("retreat", "declare"):  # an action the rules refuse: the run is not the situation asked
        raise ValueError(refused.to_json().get("what", "refused"))
    run = Run(trace=[s.to_json() for s in steps], rules=list(dict.fromkeys(s.rule for s in steps)), doc=plain, extra=tuple(extra))
    run.coins = len(extra) - seen.get("coins_left", len(extra)) if extra else 0
    o: dict = {}
    if built.action == "declare":  # whether the attack may be declared at all: refused, or not
        o["refused"] = refused is not None
    elif built.action == "retreat":
        o["retreat_cost"] = seen["retreat_cost"]
        if built.said.can_retreat:
            o["refused"] = any(s.key.startswith("refused") for s in steps)
    else:
        knocked = seen.get("spot") is None
        o["knocked_out"] = knocked
        if built.action == "attack" and built.subject.endswith(".defender"):
            o["damage"] = _dealt(steps, _card(doc, subject))
        o["hp_left"] = 0 if knocked else max(seen["end_max"] - seen["end_damage"], 0)
        hit = built.action == "attack" and built.subject.endswith(".defender")
        taker = attacker_side if hit and attacker_side else ("opponent" if side == "me" else "me")
        o["prizes"] = seen["prizes_end"][taker] - seen["prizes"][taker]
    run.outcome = o
    return run


def _card(doc: dict, path: str) -> str:
    return spot(doc, path)["card"]


def _dealt(steps, card: str) -> int:
    """The damage the attack did to ``card``: a full-HP Pokémon left with N HP (D-14) took the attack's whole damage, not
    only the counters that left it N."""
    done = sum(s.params.get("amount", 0) for s in steps if s.key == "damage_done" and str(s.params.get("card")) == card)
    kept = sum(s.before - s.after for s in steps if s.key == "survives_at" and str(s.params.get("card")) == card)
    return done + kept


def _agreed(built: Built, runs: list[Run]) -> tuple[dict, list[str]]:
    """The outcome every run reaches, of the keys asked and implied; what the one asked turns on
    when runs differ (the damage on it, the coins)."""
    said = built.said
    asks = said.asks or "damage"
    keys = _keys(built)
    out: dict = {}
    open_: list[str] = []
    for i, k in enumerate(keys):
        values = {repr(r.outcome.get(k)) for r in runs if k in r.outcome}
        if not values:
            continue
        if len(values) == 1:
            out[k] = runs[0].outcome[k]
        elif i == 0:
            open_ = [_why_open(built, runs, k)]
    if asks == "prizes" and "prizes" not in out and not open_:
        open_ = [_why_open(built, runs, "prizes")]
    if built.action == "declare":  # refused by the rules: no; else whether it can turns on what is not asked here
        refused = {r.outcome.get("refused") for r in runs}
        return ({"answer": "no"}, []) if refused == {True} else ({}, [say_missing("asked", said.lang, said.hant)])
    if built.said.can_retreat:  # refused by the rules: no; allowed: yes if it has the Energy, which is not said
        refused = {r.outcome.get("refused") for r in runs}
        if refused == {True}:  # (of a Pokémon no card names, the Retreat Cost is the stand-in's: not stated)
            return {"answer": "no", **({} if built.no_card else out)}, []
        if refused == {False} and out.get("retreat_cost") == 0:  # no Energy needed
            return {"answer": "yes", **out}, []
        if refused == {False} and said.retreat_paid is not None and not built.no_card:  # the Energy said paid covers its Retreat Cost
            return {"answer": "yes", **out}, []
        if built.no_card:
            return {}, [say_missing("which_pokemon", said.lang, said.hant, what=built.subject_name)]
        return out, [say_missing("energy_attached", said.lang, said.hant, card=built.subject_name)]
    if asks == "yes_no":
        if built.said.takes_damage and built.action == "attack" and built.subject.endswith(".defender"):
            damaged = {(r.outcome.get("damage") or 0) > 0 for r in runs}  # any damage at all, every way alike
            answer = ("yes" if damaged.pop() else "no") if len(damaged) == 1 else None
        else:
            answer = _answer(built, runs)
        if answer is None:
            open_ = open_ or [say_missing("asked", said.lang, said.hant)]
        else:  # the answer asked, every way alike: the damage, where the ways differ in it, is left out
            out, open_ = {"answer": answer, **out}, []
    if built.unnamed_target or built.unnamed_active:  # its HP is not said: no Knock Out, HP left or Prize cards of it
        return {k: v for k, v in out.items() if k in ("damage", "answer")}, open_
    if out.get("knocked_out") is False:
        out.pop("prizes", None)
    if asks in DAMAGE_ASKS and out.get("knocked_out") and "prizes" not in keys:
        values = {r.outcome.get("prizes") for r in runs}
        if len(values) == 1:
            out["prizes"] = runs[0].outcome.get("prizes")
    return out, open_


def _keys(built: Built) -> tuple[str, ...]:
    """The outcome's keys for what the question asks: the one asked first, then those it implies."""
    asks = built.said.asks or "damage"
    if built.action in ("attack", "retreat") and not (built.action == "attack" and not built.subject.endswith(".defender")):
        return KEYS.get(asks, KEYS["damage"])
    return SELF_KEYS.get(asks, SELF_KEYS["damage"])


def _answer(built: Built, runs: list[Run]) -> str | None:
    """A yes-or-no question about one card's effect ("Does the Band still do 10?", 「ハチマキの+10はのる？」):
    yes when the card changes what the question is about (each run replayed without its effect reaches
    another damage, HP left, Knock Out or Retreat Cost), no when it changes none of it; None when the
    question names no such card, or the ways tried differ."""
    cards = [m for m in built.said.mentions if m.kind in ("tool", "stadium", "special-energy", "ability")]
    if len(cards) != 1:
        return None
    effects = _effect_names(built.scenario)  # the card as the question names it, or as its print does in another language
    names = [cards[0].said] + [n for forms in (cards[0].card.names.values() if cards[0].card is not None else ()) for n in forms]
    name = next((n for n in names if n in effects), None)
    if name is None:
        return None
    answers = set()
    for r in runs:
        without = _run(built, _without(r.doc, name), extra=list(r.extra))
        keys = ("damage", "hp_left", "knocked_out", "retreat_cost")
        answers.add("yes" if any(r.outcome.get(k) != without.outcome.get(k) for k in keys) else "no")
    return answers.pop() if len(answers) == 1 else None


def _without(doc: dict, card: str) -> dict:
    """The scenario with a card's (or an Ability's) effects taken away."""
    doc = copy.deepcopy(doc)
    board = doc["board"]
    if board.get("stadium", {}).get("card") == card:
        board["stadium"]["effects"] = []
    for side in ("me", "opponent"):
        for p in [board[side].get("active")] + board[side].get("bench", []):
            if not p:
                continue
            if p.get("tool", {}).get("card") == card:
                p["tool"]["effects"] = []
            for a in p.get("abilities", ()):
                if a["name"] == card:
                    a["effects"] = []
            for e in p.get("energy", ()):
                if isinstance(e, dict) and e["card"] == card:
                    e["effects"] = []
    return doc


#: Effects acting on other Pokémon than the one they are on (the Attacking Pokémon): whether they do
#: anything is not seen in what the replay reads of the Pokémon asked about.
ELSEWHERE = ("on_damaged", "on_knocked_out")


def _effect_names(doc: dict | None) -> set[str]:
    """The cards and Abilities a scenario carries effects of that may change what is asked of the Pokémon
    asked about (not a card whose text changes nothing asked, nor one acting on the Attacking Pokémon)."""
    def acts(effects) -> bool:
        return bool(effects) and all(e.get("kind") not in ELSEWHERE for e in effects)

    names = set()
    board = (doc or {}).get("board", {})
    if board.get("stadium") and acts(board["stadium"].get("effects")):
        names.add(board["stadium"]["card"])
    for side in ("me", "opponent"):
        for p in [board.get(side, {}).get("active")] + board.get(side, {}).get("bench", []):
            if p:
                names |= {p["tool"]["card"]} if p.get("tool") and acts(p["tool"].get("effects")) else set()
                names |= {a["name"] for a in p.get("abilities", ()) if acts(a.get("effects"))}
                names |= {e["card"] for e in p.get("energy", ()) if isinstance(e, dict) and acts(e.get("effects"))}
    return names


def _why_open(built: Built, runs: list[Run], key: str) -> str:
    said = built.said
    if built.discard_open:  # runs alike but for the cards discarded that differ: the count is what it turns on
        alike: dict[str, set] = {}
        for r in runs:
            rest = "; ".join(w for w in r.why.split("; ") if not w.endswith(DISCARDED_WHY))
            alike.setdefault(rest, set()).add(repr(r.outcome.get(key)))
        if any(len(v) > 1 for v in alike.values()):
            return say_missing("count", said.lang, said.hant, attack=built.discard_open)
    if built.loose_damage is not None and len({repr(r.outcome.get(key)) for r in runs if "on the attacker" not in r.why}) == 1:
        return say_missing("said_of", said.lang, said.hant, what=built.loose_said)
    if built.prizes_open:  # runs alike but for the Prize cards the opponent has taken that differ: those are what it turns on
        alike = {}
        for r in runs:
            rest = "; ".join(w for w in r.why.split("; ") if not w.startswith(PRIZES_WHY))
            alike.setdefault(rest, set()).add(repr(r.outcome.get(key)))
        if any(len(v) > 1 for v in alike.values()):
            return say_missing("prizes_taken", said.lang, said.hant, card=said.attacker.name if said.attacker else "?")
    plain = [r for r in runs if "no effect of its own" in r.why]
    if (built.unnamed_target or built.unnamed_active) and len({repr(r.outcome.get(key)) for r in plain}) == 1:  # it turns on which Pokémon is hit
        return say_missing("defender", said.lang, said.hant)
    by_damage = built.damage_unknown and len({repr(r.outcome.get(key)) for r in runs if r.why.startswith("no damage")}) == 1
    if built.damage_unknown and by_damage:
        return say_missing("damage_on", said.lang, said.hant, card=built.subject_name)
    return say_missing("coins", said.lang, said.hant, what=", ".join(sorted({r.why for r in runs if r.why})))
