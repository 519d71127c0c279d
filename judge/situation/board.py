"""The board of a situation, as the scenario writes it: a Pokémon's entry (its print, the damage on it,
its Tools and Special Energy, its conditions), the Stadium, the Pokémon only said to be in play, the
stand-in Active Pokémon, a Tera Pokémon on the Bench; and :class:`Built`, what the builder makes and
what it finds missing (:mod:`judge.situation.build` builds the actions on it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.cards.table import CardTable
from judge.situation import texts
from judge.situation.mentions import prints_attack
from judge.situation.pokemon import Chosen, choose, spec
from judge.situation.prints import Group, groups
from judge.situation.said import Piece, PokemonSaid, Said
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
    unnamed_target: bool = False
    """The attack hits a Benched Pokémon the question names no card for: the replay tries it with no effect of
    its own and as one taking no damage from attacks, and states only the damage (or a yes or no) both reach."""
    prizes_open: bool = False
    """The attack counts the Prize cards the opponent has taken, and the question does not say them: the
    replay tries none and five."""
    picks: dict[int, Group] = field(default_factory=dict)
    """The print to take for a Pokémon whose prints differ (by where its name starts): one way of
    :attr:`open_prints` being tried."""
    open_prints: dict[int, tuple[str, list[Group], list[Group]]] = field(default_factory=dict)
    """Pokémon whose prints differ in what the outcome turns on, by where the name starts: its name, one
    print of each kind, and those of them the Scarlet & Violet series prints (the replay tries each)."""

    def lack(self, kind: str, **said) -> None:
        self.missing.append(say_missing(kind, self.said.lang, self.said.hant, **said))

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
    parts_said = [m.said for m in b.said.mentions if m.kind in ("attack", "ability") and p.mention.end <= m.start <= p.mention.end + len(p.mention.brackets) + 2
                  and prints_attack(card, m.said)]  # (「铁臂膀ex对洛奇亚VSTAR使用臂压制」: the attack is the other's)
    attack = b.said.attack.said if b.said.attack is not None and role == "attacker" else None
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
    for name in chosen.unread:
        b.lack("engine_part", card=p.name, part=name)
    g = chosen.group
    b.read(f"{p.name} ({g.shown(b.said.lang)}): HP {g.data.get('hp')}, {'/'.join(g.data.get('types') or [])}, "
           f"Weakness {g.data.get('weakness') or 'none'}, Resistance {g.data.get('resistance') or 'none'}, Retreat {g.data.get('retreat')}"
           + "".join(f"; {n}" for n in chosen.notes) + ("; one of its prints, each tried" if picked is not None else ""),
           "question+cards")
    for a in chosen.abilities:
        b.read(f"{p.name}'s Ability {a['name']}: {a['effects'][0]}", "cards")
    return chosen


def entry(b: Built, p: PokemonSaid, chosen: Chosen, ident: str, side: str, table: CardTable) -> dict:
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
        attach(b, out, p, t)
    return out


def attach(b: Built, out: dict, p: PokemonSaid, t) -> None:
    """A Tool or Special Energy said attached: its effect when the engine can run its text (it must
    when the text bears on the outcome)."""
    if t.kind == "tool":
        reading = texts.tool(t.card.texts)
        if reading is None or reading.effect is None:
            if texts.bears(t.card.texts, reads_for(b)):
                b.lack("engine_card", card=t.said)
            return
        if "tool" in out:
            b.lack("engine_card", card=t.said)
            return
        out["tool"] = {"card": t.said, "kind": "tool", "effects": reading.effects}
        b.read(f"{t.said} attached to {p.name}: {'; '.join(map(str, reading.effects))}", "question+cards")
        return
    reading = texts.energy(t.card.texts)
    if reading is None or reading.effect is None:
        if texts.bears(t.card.texts, reads_for(b)):
            b.lack("engine_card", card=t.said)
        return
    out.setdefault("energy", []).append({"card": t.said, "provides": ["colorless"] * (reading.provides or 1), "effects": reading.effects})
    b.read(f"{t.said} attached to {p.name}: {'; '.join(map(str, reading.effects))}", "question+cards")


def stadium_entry(b: Built) -> dict | None:
    st = b.said.stadium
    if st is None:
        return None
    if b.said.stadium_gone:
        b.lack("stadium_in_play", card=st.said)
        return None
    reading = texts.stadium(st.card.texts)
    if reading is None or reading.effect is None:
        if texts.bears(st.card.texts, reads_for(b)):
            b.lack("engine_card", card=st.said)
        return None
    b.read(f"Stadium {st.said} in play: {'; '.join(map(str, reading.effects))}", "question+cards")
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
        side = p.owner or "opponent"
        for _ in range(p.count):
            n += 1
            entry = spec(chosen, p.name, f"b{n}", p.mention.card)
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
    if coins:
        out["coins"] = list(coins)
    for side in ("me", "opponent"):
        if len(board[side].get("bench", [])) > 5:
            b.lack("bench_full")
    for card in reads(out, ENERGY_CONDITIONS):  # the Energy attached is not said in full: an effect reading it is not guessed
        b.lack("energy_attached", card=card)
    if len(b.said.prizes_left) < 2:  # an effect comparing the Prize cards left: both must be said
        for card in reads(out, PRIZE_CONDITIONS):
            b.lack("prizes_left_both", card=card)
    return out


#: Conditions an effect may read of the Prize cards each player has left.
PRIZE_CONDITIONS = ("holder_more_prizes_left",)


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
