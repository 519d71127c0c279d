"""The board of a situation, as the scenario writes it: a Pokémon's entry (its print, the damage on it,
its Tools and Special Energy, its conditions), the Stadium, the Pokémon only said to be in play, the
stand-in Active Pokémon, a Tera Pokémon on the Bench; and :class:`Built`, what the builder makes and
what it finds missing (:mod:`judge.situation.build` builds the actions on it).

Over 450 lines: each piece of the board reads the Pokémon entry it is put on and says what it lacks on the one Built;
apart, the pieces would each import the entry and the Built back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.cards.table import Card, CardTable, key
from judge.engine.basics import SPECIAL_CONDITIONS
from judge.situation import energy_said as energy_words
from judge.situation import texts
from judge.situation.bench_words import fill_benches
from judge.situation.mentions import prints_attack
from judge.situation.pokemon import Chosen, choose, rule_box, spec
from judge.situation.roles import retreat_refused
from judge.situation.prints import Group, groups
from judge.situation.said import Piece, PokemonSaid, Said, clause
from judge.situation.say import missing as say_missing

#: The side that is not the other.
OTHER = {"me": "opponent", "opponent": "me"}
#: What stands in the Active Spot when the Pokémon hit is on the Bench and the question names no Active
#: Pokémon: it takes the attack's damage, can't be Knocked Out by it, and is asked about by nobody.
STAND_IN = {"en": "(Active Pokémon, not said)", "ja": "（バトルポケモン・不明）", "zh": "（战斗宝可梦・未说明）"}
STAND_IN_HP = 990
#: A Benched Pokémon the question hits without naming it ("给对手备战宝可梦的50点", 「ベンチへの50ダメージ」): only the
#: damage done to it is an outcome, and only where it is the same whatever it is (:mod:`judge.situation.replay`).
BENCHED = {"en": "(a Benched Pokémon, not named)", "ja": "（ベンチポケモン・不明）", "zh": "（备战宝可梦・未说明）"}
#: The opponent's Active Pokémon an attack hits without the question naming it ("I use Make It Rain but discard 0 Energy"): the replay
#: tries it of several kinds (:mod:`judge.situation.ways`) and states only what every kind reaches.
HIT_UNNAMED = {"en": "(the Pokémon hit, not named)", "ja": "（ワザを受けるポケモン・不明）", "zh": "（被攻击的宝可梦・未说明）"}
#: Energy a Pokémon asked whether it can retreat is given (more than any Retreat Cost): the question is
#: whether the rules let it, the Energy being the asker's to have.
RETREAT_ENERGY = 8
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
    lacked: list[str] = field(default_factory=list)
    """The kind of each of :attr:`missing` (judge/situation/say.py's MISSING keys), in the same order."""
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
    unnamed_active: bool = False
    """The attack hits the opponent's Active Pokémon, which the question does not name: the replay tries it with no effect of its own,
    weak to the attacker's type, resisting it, taking 30 less damage, and taking none, and states only the damage (or a yes or no) all
    reach."""
    no_card: bool = False
    """The Pokémon asked about is named by no card (a stand-in): only what the rules answer whatever it is is stated."""
    unnamed_target: bool = False
    """The attack hits a Benched Pokémon the question names no card for: the replay tries it with no effect of
    its own and as one taking no damage from attacks, and states only the damage (or a yes or no) both reach."""
    loose_damage: int | None = None
    """Damage said in a clause naming no Pokémon ("It has 100 damage."), where the question names only the attacker
    and the Pokémon hit: the replay tries it on each (on the attacker, the damage on the Pokémon hit is not said)."""
    loose_said: str = ""
    """The words that said it."""
    prizes_open: bool = False
    """The attack counts the Prize cards the opponent has taken, and the question does not say them: the
    replay tries none and five."""
    discard_open: str | None = None
    """The attack (named) whose damage is × the cards discarded for it, the question not saying how many: the replay tries
    none, 1 and :data:`judge.situation.ways.MOST_DISCARDED` (the damage, a Knock Out and the Prize cards grow with the count,
    so what those reach every count between reaches), and states the outcome only where they agree."""
    lasting: list[dict] = field(default_factory=list)
    """Effects on the attacker from an attack the Defending Pokémon used the turn before ("attacks used by the Defending Pokémon do 100
    less damage"), read from that attack's text."""
    lasting_hit: list[dict] = field(default_factory=list)
    """Effects on the Defending Pokémon from an attack it used itself the turn before ("this Pokémon has no Weakness")."""
    energy_said: set = field(default_factory=set)  # the Pokémon (by id) whose Energy attached the question says by type
    defender_energy: int | None = None
    """The Energy attached to the Defending Pokémon, said, where the attack's text counts it."""
    cards: dict[str, Card] = field(default_factory=dict)
    """The card of each Pokémon on the board, by the name the scenario writes it under (a text naming
    Pokémon by name is read off them: :func:`named`)."""
    picks: dict[int, Group] = field(default_factory=dict)
    """The print to take for a Pokémon whose prints differ (by where its name starts): one way of
    :attr:`open_prints` being tried."""
    open_prints: dict[int, tuple[str, list[Group], list[Group]]] = field(default_factory=dict)
    """Pokémon whose prints differ in what the outcome turns on, by where the name starts: its name, one
    print of each kind, and those of them the Scarlet & Violet series prints (the replay tries each)."""

    def lack(self, kind: str, **said) -> None:
        self.missing.append(say_missing(kind, self.said.lang, self.said.hant, **said))
        self.lacked.append(kind)

    def read(self, what: str, source: str = "question") -> None:
        self.pieces.append(Piece(what, source))


def reads_for(b: Built) -> str | None:
    """What the card texts must be read for: the Retreat Cost, the damage, or both (None) when the
    attack counts the Defending Pokémon's Retreat Cost (Wire Hang: its Retreat Cost changes the damage)."""
    if b.action == "retreat":
        return "retreat"
    return None if b.retreat_counts else "damage"


def choose_print(b: Built, p: PokemonSaid, role: str, table: CardTable) -> Chosen | None:
    """A Pokémon's print, or None after saying what is missing."""
    card = p.mention.card
    lo, hi = clause(b.said.text, p.mention.start)
    parts_said = [m.said for m in b.said.mentions if m.kind in ("attack", "ability") and prints_attack(card, m.said)
                  and (p.mention.end <= m.start <= p.mention.end + len(p.mention.brackets) + 2  # (「铁臂膀ex对洛奇亚VSTAR使用臂压制」: the other's)
                       or (m is not b.said.attack and lo <= m.start < hi))]  # naming which card it is: 「有「无畏圣剑」的苍响V」
    used = role == "attacker" or (role == "subject" and retreat_refused(b.said))  # the subject's own attack, used before
    attack = b.said.attack.said if b.said.attack is not None and used else None
    role = {"subject": "retreat" if b.action == "retreat" else ("confused" if b.action == "confused" else "checkup")}.get(role, role)
    if b.action == "confused" and role == "attacker":
        role = "confused"
    printed = groups(card, table)
    picked = b.picks.get(p.mention.start)
    chosen = choose([picked] if picked is not None else printed, p.name, role, b.said.lang, reads_for(b), p.codes, p.types,
                    p.weakness, attack, parts_said, p.tera)
    if chosen.options:
        b.open_prints[p.mention.start] = (p.name, chosen.options, chosen.current_options)
    for kind, params in chosen.missing:
        b.lack(kind, **params)
    if chosen.group is None or chosen.missing:
        return None
    for part in chosen.unread:
        b.lack("engine_part", card=p.name, part=part.name_for(b.said.lang, b.said.hant))
    g = chosen.group
    b.read(f"{p.name} ({g.shown(b.said.lang)}): HP {g.data.get('hp')}, {'/'.join(g.data.get('types') or [])}, "
           f"Weakness {g.data.get('weakness') or 'none'}, Resistance {g.data.get('resistance') or 'none'}, Retreat {g.data.get('retreat')}"
           + "".join(f"; {n}" for n in chosen.notes) + ("; one of its prints, each tried" if picked is not None else ""),
           "question+cards")
    for a in chosen.abilities:
        b.read(f"{p.name}'s Ability {a['name']}: {a['effects'][0] if a['effects'] else 'its attacks: ' + ', '.join(chosen.attack_flags)}",
               "cards")
    return chosen


def entry(b: Built, p: PokemonSaid, chosen: Chosen, ident: str, side: str, table: CardTable) -> dict:
    """The Pokémon's scenario entry: its print, the damage on it, its Tools and Special Energy, its conditions."""
    out = spec(chosen, p.name, ident, p.mention.card)
    b.cards[out["card"]] = p.mention.card
    path = f"{side}.pokemon.{ident}"
    if p.damage is not None:
        out["damage"] = p.damage
        b.read(f"{p.name}: {p.damage} damage on it ({p.damage_said})")
    elif p.hp_left is not None:
        b.hp_left[path] = p.hp_left
        b.read(f"{p.name}: {p.hp_left} HP left")
    if p.energy:  # the Energy attached said by type, in full
        out["energy"] = list(p.energy) + [e for e in out.get("energy", []) if isinstance(e, dict)]
        b.energy_said.add(ident)
        b.read(f"{p.name}: {', '.join(p.energy)} Energy attached")
    if p.conditions:
        out["conditions"] = list(p.conditions)
        b.read(f"{p.name}: {', '.join(p.conditions)}")
    if p.free_of:
        b.read(f"{p.name}: not {', '.join(p.free_of)}" if len(p.free_of) < len(SPECIAL_CONDITIONS) else f"{p.name}: no Special Condition")
    for t in p.tools:
        attach(b, out, p, t)
    return out


def attach(b: Built, out: dict, p: PokemonSaid, t) -> None:
    """A Tool or Special Energy said attached: its effect when the engine can run its text (it must
    when the text bears on the outcome)."""
    if t.kind == "tool":
        reading = texts.tool(t.card.texts)
        if reading is None or not reading.runs:
            if texts.bears(t.card.texts, reads_for(b)):
                b.lack("engine_card", card=t.said)
            return
        if "tool" in out:
            b.lack("engine_card", card=t.said)
            return
        out["tool"] = {"card": t.said, "kind": "tool", "effects": reading.effects}
        b.read(f"{t.said} attached to {p.name}: {_effects_read(reading)}", "question+cards")
        return
    reading = texts.energy(t.card.texts)
    if reading is None or not reading.runs:
        if texts.bears(t.card.texts, reads_for(b)):
            b.lack("engine_card", card=t.said)
        return
    effects = reading.effects
    if reading.once:  # an effect working once per game for its player: whether it has worked already must be said
        if b.said.once_worked is None:
            b.lack("once_worked", card=t.said)
            return
        if b.said.once_worked:
            effects = []
            b.read(f"{t.said}: its effect has already worked this game (it works once per game)")
        else:
            b.read(f"{t.said}: its effect has not worked yet this game")
    out.setdefault("energy", []).append({"card": t.said, "provides": [reading.provides_type] * (reading.provides or 1),
                                         "effects": effects})
    b.read(f"{t.said} attached to {p.name}: {_effects_read(reading) if effects else 'no effect now'}", "question+cards")


def _effects_read(reading: texts.Reading) -> str:
    """A card text's effects as the reading lists them: each effect, or that it changes nothing asked."""
    if not reading.effects:
        return "nothing the damage, a Knock Out, the Prize cards, HP left or the Retreat Cost turn on"
    return "; ".join(str(e) for e in reading.effects)


def stadium_entry(b: Built) -> dict | None:
    st = b.said.stadium
    if st is None:
        return None
    if b.said.stadium_gone:
        b.lack("stadium_in_play", card=st.said)
        return None
    reading = texts.stadium(st.card.texts)
    if reading is None or not reading.runs:
        if texts.bears(st.card.texts, reads_for(b)):
            b.lack("engine_card", card=st.said)
        return None
    b.read(f"Stadium {st.said} in play: {_effects_read(reading)}", "question+cards")
    return {"card": st.said, "kind": "stadium", "effects": reading.effects}


def bystanders(b: Built, table: CardTable, board: dict) -> None:
    """Pokémon said only to be in play, on their owner's Bench: their Abilities may bear on the outcome."""
    n = 0
    for p in b.said.pokemon:
        if p.role != "bystander":
            continue
        chosen = choose_print(b, p, "bystander", table)
        if chosen is None:
            continue
        if p.owner is None and chosen.abilities:  # whose it is not said: its Ability may work for either player, not guessed
            b.lack("in_play", card=p.name)
            continue
        side = p.owner or "opponent"
        if not p.bench and any(a.get("where") for a in chosen.abilities):  # an Ability working only in the Active Spot or on the Bench
            if not p.active or p.count > 1 or "active" in board[side]:
                b.lack("in_play", card=p.name)
                continue
            n += 1
            board[side]["active"] = spec(chosen, p.name, f"b{n}", p.mention.card)
            b.read(f"{p.name} in the Active Spot")
            continue
        for _ in range(p.count):
            n += 1
            entry = spec(chosen, p.name, f"b{n}", p.mention.card)
            b.cards[entry["card"]] = p.mention.card
            board[side].setdefault("bench", []).append(entry)
        if p.count > 1:
            b.read(f"{p.count} × {p.name} in play")


def sides(b: Built) -> tuple[str, str]:
    a = b.said.attacker.owner if b.said.attacker and b.said.attacker.owner else "me"
    return a, OTHER[a]


def scenario(b: Built, board: dict, current: str, do: list, coins: list[str]) -> dict:
    stadium = stadium_entry(b)
    for side, left in b.said.prizes_left.items():
        board[side]["prizes"] = left
        b.read(f"{'my' if side == 'me' else 'the opponent'}'s Prize cards left: {left}")
    if b.said.prizes_unplaced and b.said.asks == "prizes":
        b.lack("prizes_left")
    out: dict = {"title": b.said.question[:200], "ruleset": "v3.1", "turn": 3, "first_player": current, "current": current,
                 "board": {"me": board["me"], "opponent": board["opponent"]}, "do": do}
    if stadium:
        out["board"]["stadium"] = stadium
    _stadium_read(b, out)
    if coins:
        out["coins"] = list(coins)
    filled = fill_benches(b.said.bench_counts, board, {"card": BENCHED[b.said.lang], "hp": STAND_IN_HP})
    if filled is None:
        b.lack("bench_count", card=BENCHED[b.said.lang])
    elif filled:
        b.read(filled)
    for side in ("me", "opponent"):
        if len(board[side].get("bench", [])) > 5:
            b.lack("bench_full")
    for card in dict.fromkeys(energy_words.energy_unsaid(out, b.energy_said, carried) + counts_energy(out) + counting(out, "energy")):  # the Energy attached is not
        b.lack("energy_attached", card=card)                                                   # said in full: an effect reading it is not guessed
    for card in dict.fromkeys(counting(out, "bench") + counting(out, "_pokemon.all") if not {"me", "opponent"} <= set(b.said.bench_counts) else []):
        b.lack("bench_count", card=card)  # a count of the Benched Pokémon (or of all in play): the Bench is seldom said in full, not guessed
    if len(b.said.prizes_left) < 2:  # the Prize cards left, both players', not guessed
        for card in dict.fromkeys(reads(out, PRIZE_CONDITIONS) + counting(out, "prizes")):
            b.lack("prizes_each", card=card)
    named(b, out)
    for card in _hp_unsaid(b, out):  # an Ability reading its Pokémon's remaining HP: the damage on it must be said
        b.lack("damage_on", card=card)
    return out


#: Conditions an effect may read of the Stadium in play: whether there is one, whose it is.
STADIUM_CONDITIONS = ("stadium_in_play", "holder_stadium")


def _stadium_read(b: Built, doc: dict) -> None:
    """A text reading whether a Stadium is in play: the Stadium the question names is (its text, bearing on nothing asked, put
    on the board without effects); none named, whether one is is asked, never assumed; whose it is, asked where a text reads it."""
    cards = reads(doc, STADIUM_CONDITIONS)
    if not cards:
        return
    st = b.said.stadium
    if st is None or b.said.stadium_gone:
        for card in dict.fromkeys(cards):
            b.lack("stadium_any", card=card)
        return
    doc["board"].setdefault("stadium", {"card": st.said, "kind": "stadium", "effects": []})
    for card in dict.fromkeys(reads(doc, ("holder_stadium",))):
        b.lack("stadium_whose", stadium=st.said, card=card)


def named(b: Built, doc: dict) -> None:
    """A text naming Pokémon by name ("The Zamazenta V this card is attached to", 「おたがいの「コダック」」, "Cynthia's
    Pokémon") read off the cards on the board: the effect works on those of the names it gives, in any
    language their cards print (``holder_name``, the names the scenario writes), and on no other; so too
    a text for Pokémon without a Rule Box (``holder_no_rule_box``)."""
    forms = {name: [key(f) for fs in card.names.values() for f in fs] for name, card in b.cards.items() if card is not None}
    for *_, effects in carried(doc):
        for e in effects:
            when = e.get("when") or {}
            if when.pop("holder_no_rule_box", False):
                when["holder_name"] = [name for name, card in b.cards.items() if card is not None and not _has_rule_box(card, name)]
                continue
            for said, board_key in (("holder_not_named", "holder_not_name"), ("attacker_not_named", "attacker_not_name")):
                if said in when:  # "except any Moltres": those of the names it excepts, in any language their cards print
                    excepted = [key(n) for n in when.pop(said)]
                    when[board_key] = [name for name, fs in forms.items() if any(n in fs for n in excepted)]
            if "holder_named" not in when and "holder_name_has" not in when:
                continue
            named_, has = [key(n) for n in when.pop("holder_named", [])], [key(n) for n in when.pop("holder_name_has", [])]
            when["holder_name"] = [name for name, fs in forms.items()
                                   if any(n in fs for n in named_) or any(h and h in f for h in has for f in fs)]


#: Rule Boxes a name shows that the scenario's rule box does not carry (Prism Star, BREAK, LEGEND, LV.X,
#: V-UNION, a Pokémon ★).
OTHER_RULE_BOXES = re.compile(r"◇|Prism Star| BREAK$| LEGEND$|LV\.X$|V-UNION$|★| Star$")


def _has_rule_box(card: Card, said: str) -> bool:
    """Whether a Pokémon has a Rule Box (SV: "Pokémon ex, Pokémon V, etc. have Rule Boxes"), read off its names."""
    names = [n for ns in card.names.values() for n in ns] + [said]
    return rule_box(card, said)[0] is not None or any(OTHER_RULE_BOXES.search(n) for n in names)


#: Conditions an effect may read of its Pokémon's remaining HP, which needs the damage on it.
HP_CONDITIONS = ("holder_hp_at_most",)


def _hp_unsaid(b: Built, doc: dict) -> list[str]:
    """The Pokémon whose Abilities or Tool read their remaining HP (HP_CONDITIONS) with neither the damage on them nor their HP
    left said."""
    found: dict[int, str] = {}
    for side, p, kind, _, effects in carried(doc):
        if kind in ("tool", "ability") and "damage" not in p and f"{side}.pokemon.{p.get('id')}" not in b.hp_left and (any(
                k in (e.get("when") or {}) for e in effects for k in HP_CONDITIONS) or any(
                _counts(e, "counters") and e.get("applies_to") in (None, "self") for e in effects)):  # (another's counted: the one it reaches)
            found.setdefault(id(p), p["card"])
    return list(found.values())


#: Conditions an effect may read of the Prize cards each player has left.
PRIZE_CONDITIONS = ("holder_behind",)


def switches_abilities_off(doc: dict) -> bool:
    """Whether an effect in the scenario switches Abilities off (``no_abilities``, D-13): an Ability read into an attack's flags
    would not go with it."""
    board = doc["board"]
    effects = list((board.get("stadium") or {}).get("effects", ()))
    for side in ("me", "opponent"):
        for p in [board[side].get("active")] + board[side].get("bench", []):
            if p:
                effects += [e for a in p.get("abilities", ()) for e in a.get("effects", ())] + list((p.get("tool") or {}).get("effects", ()))
                effects += list(p.get("effects", ()))
    return any(e.get("kind") == "no_abilities" for e in effects)


def counts_energy(doc: dict) -> list[str]:
    return energy_words.counts_energy(doc, carried)


#: Conditions on a count (:data:`judge.engine.when.CONDITIONS`: ``{count: self.energy, at_most: 2}``), read for what they count.
COUNT_CONDITIONS = ("holder_count", "attacker_count")


def _counts(effect: dict, what: str) -> bool:
    """Whether an effect counts ``what`` (``energy``, ``counters``, ``prizes``): in a condition on a count, or in its ``per``."""
    when = effect.get("when") or {}
    counted = [str((when.get(k) or {}).get("count", "")) for k in COUNT_CONDITIONS] + [str(when.get("per", ""))]
    return any(what in c for c in counted)


def counting(doc: dict, what: str) -> list[str]:
    """The cards whose effects count ``what`` on the board (:func:`_counts`): the Energy attached, damage counters, Prize cards."""
    return [label for *_, label, effects in carried(doc) if any(_counts(e, what) for e in effects)]


def reads(doc: dict, keys: tuple[str, ...]) -> list[str]:
    """The cards whose effects in a scenario read one of ``keys`` in their ``when``."""
    return [label for *_, label, effects in carried(doc) if any(k in (e.get("when") or {}) for e in effects for k in keys)]


def carried(doc: dict):
    """Every list of effects a scenario's board carries, with what carries it: (side, Pokémon, kind, label,
    effects) for the Stadium (side and Pokémon None), then each Pokémon's Tool, Abilities and Energy, the
    label the card's name (an Ability's: "Pokémon: Ability")."""
    board = doc.get("board", {})
    if board.get("stadium"):
        yield None, None, "stadium", board["stadium"]["card"], board["stadium"].get("effects") or []
    for side in ("me", "opponent"):
        for p in [board.get(side, {}).get("active")] + board.get(side, {}).get("bench", []):
            if not p:
                continue
            if p.get("tool"):
                yield side, p, "tool", p["tool"]["card"], p["tool"].get("effects") or []
            for a in p.get("abilities", ()):
                yield side, p, "ability", f"{p['card']}: {a['name']}", a.get("effects") or []
            for e in p.get("energy", ()):
                if isinstance(e, dict):
                    yield side, p, "energy", e["card"], e.get("effects") or []


def stand_in(b: Built) -> dict:
    return {"card": STAND_IN[b.said.lang], "id": "stand_in", "hp": STAND_IN_HP}


def tera(b: Built, p: PokemonSaid, chosen: Chosen, entry: dict, side: str) -> None:
    """A Tera Pokémon on the Bench takes no damage from attacks (the card's rule): said so, or its print
    marked so in the card table; not one where said so or where the table knows it is not; an ex of the
    Scarlet & Violet series on the Bench, said neither and not known, may be one."""
    if not p.bench:
        return
    if p.tera or (p.tera is None and chosen.group.tera):
        entry.setdefault("effects", []).append({"kind": "prevent_damage", "name": "Tera", "source": "ability", "owner": side,
                                                "when": {"holder_active": False}})
        b.read(f"{p.name} is a Tera Pokémon{'' if p.tera else ' (its print is marked so)'}: on the Bench it takes no damage from attacks",
               "question" if p.tera else "cards")
    elif p.tera is False:
        b.read(f"{p.name} is not a Tera Pokémon")
    elif chosen.group.tera_known is False:
        b.read(f"{p.name} is not a Tera Pokémon (its print is not marked so, where its English prints are)", "cards")
    elif entry.get("rule_box") == "ex" and chosen.group.current:
        b.lack("tera", card=p.name)
