"""A question's situation as read: the Pokémon it names and what it says of each (:class:`PokemonSaid`),
each thing read with where it came from (:class:`Piece`), and the whole (:class:`Said`); and the
clause a piece is said in, and the Pokémon it is said of."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.situation.mentions import Mention
from judge.situation.words import CLAUSE_END


@dataclass
class PokemonSaid:
    """A Pokémon the question names, and what it says of it."""

    mention: Mention
    role: str = ""
    """``attacker``, ``defender``, ``subject`` (the Pokémon a Retreat or Checkup question is about), ``bystander``, or
    ``absent`` (said not to be in play: "Sandy Shocks ex isn't in play")."""
    owner: str | None = None
    """``me`` (the asker's) or ``opponent``, where said."""
    bench: bool = False
    """Said to be on the Bench (else it is the Active Pokémon)."""
    active: bool = False
    """Said to be in the Active Spot, or to be the Active Pokémon ("is in their Active Spot", "their Active Iron
    Hands ex", 「バトル場にいる」, 「バトル場の」, 「在战斗场」, 「战斗场的」): where an Ability works in one spot, or an
    attack may hit any of the opponent's Pokémon, where it is must be said."""
    damage: int | None = None
    """Damage already on it, where said (0 for "no damage", "fresh", 「無傷」)."""
    damage_said: str = ""
    """The words that said it ("already has 100 damage"); said with no number ("took some damage"): damage stays None."""
    hp_left: int | None = None
    """Its HP left, where said."""
    tools: list[Mention] = field(default_factory=list)
    """Tools (and Special Energy) said attached to it."""
    conditions: list[str] = field(default_factory=list)
    """Special Conditions said of it (the engine's words)."""
    free_of: list[str] = field(default_factory=list)
    """Special Conditions said not to be on it ("not Poisoned", 「没有中毒」; all of them for "no Special Conditions")."""
    codes: list[str] = field(default_factory=list)
    """Set codes said of it ("SVAM", "OBF", "151")."""
    types: list[str] = field(default_factory=list)
    """Its type, where said ("火属性")."""
    weakness: list[str] = field(default_factory=list)
    """Its Weakness's type, where said ("弱点闘")."""
    tera: bool | None = None
    """Said to be a Tera Pokémon (True), said not to be one (False), or not said (None)."""
    attached: int | None = None
    """Energy said attached to it, where said."""
    energy: list[str] | None = None
    """The Energy said attached to it by type, one type each (``["lightning"]`` for 「1个雷能量」), where said."""
    count: int = 1
    """How many of it the question says are in play ("2匹")."""

    @property
    def name(self) -> str:
        return self.mention.said


@dataclass
class Piece:
    """One thing read, and where it came from."""

    what: str
    """What was read, in words ("Chien-Pao ex: no damage on it")."""
    source: str = "question"
    """``question``, ``cards`` or ``question+cards``."""

    def to_json(self) -> dict:
        return {"what": self.what, "from": self.source}


@dataclass
class Said:
    """A question read: the Pokémon, their roles and what is said of them, the attack, the numbers."""

    question: str
    text: str
    """The question as read: NFKC, a Chinese one in Simplified (the same length, character for character)."""
    lang: str
    """``en``, ``ja`` or ``zh``."""
    hant: bool
    """A Chinese question written in Traditional."""
    asks: str | None
    """``damage``, ``knocked_out``, ``hp_left``, ``prizes``, ``retreat_cost``, ``yes_no`` (None: nothing asked read)."""
    mentions: list[Mention] = field(default_factory=list)
    pokemon: list[PokemonSaid] = field(default_factory=list)
    attacker: PokemonSaid | None = None
    defender: PokemonSaid | None = None
    subject: PokemonSaid | None = None
    """The Pokémon a Retreat Cost or Checkup question is about."""
    attack: Mention | None = None
    """The attack the question names."""
    discarded: int | None = None
    """Cards the question says were discarded for the attack."""
    retreat_paid: int | None = None
    """The Energy the question says its Pokémon pays to retreat, where it asks whether it can."""
    stadium_discarded: bool | None = None
    """A Stadium in play said discarded for the attack (True), said not (False), or not said (None)."""
    once_worked: bool | None = None
    """An effect working once per game said to have worked already this game (True), said not to have (False), or not said."""
    counters_put: int | None = None
    """Damage counters the question says the attack put on the Pokémon asked about (as the attacker likes)."""
    stadium: Mention | None = None
    stadium_gone: bool = False
    """The Stadium named is said to be discarded or replaced in its clause: whether it is in play when the damage is done is not read."""
    coins: list[str] = field(default_factory=list)
    """Coin results said, in order."""
    switched_in: list[str] = field(default_factory=list)
    """A used Ability's text read onto the Pokémon it switched in (its new place and Special Condition), in words."""
    takes_damage: bool = False
    """The question asks yes or no whether the Pokémon hit takes any damage."""
    can_retreat: bool = False
    """The question asks whether the Pokémon can retreat at all (yes or no), not what it costs."""
    can_attack: bool = False
    """The question asks whether the Pokémon can use (declare) an attack at all (yes or no)."""
    poison_more: bool = False
    """A Poison said to put more counters than 1 (「もうどく」): how many is not read."""
    checkup: bool = False
    about_attacker: bool = False
    """An asking clause names the attacker with words saying it asks about the attacker itself, not the Pokémon hit."""
    asks_of_attacker: bool = False
    """A clause that asks names the attacker, not the Pokémon hit, with or without words saying it is the attacker itself."""
    bench_hit: bool = False
    """The question says the attack hits the opponent's Benched Pokémon without naming one (read where it names no Pokémon hit)."""
    tries: bool = False
    """An attack tried with none named ("I try to attack")."""
    unknown: list[Mention] = field(default_factory=list)
    """Cards named that the table has no row for."""
    prizes_left: dict[str, int] = field(default_factory=dict)
    """Prize cards left, by player (``me``, ``opponent``), where said."""
    bench_counts: dict[str, int] = field(default_factory=dict)
    """Pokémon on the Bench, by player (``me``, ``opponent``) or of both together (``both``), where said
    (:mod:`judge.situation.bench_words`)."""
    used: list[tuple[int, int]] = field(default_factory=list)
    """Where the pieces read stand in the text (the numbers in them are read)."""
    numbers_unread: list[str] = field(default_factory=list)
    """Numbers said that no piece reads, nor a card named prints (each with the words around it)."""
    unplaced: list[str] = field(default_factory=list)
    """Damage or HP said in a clause naming no Pokémon ("It has 100 damage."): of which, not read."""
    loose_damage: list[int | None] = field(default_factory=list)
    """Of :attr:`unplaced`, the damage said on a Pokémon in a clause naming none ("It has 100 damage.", 「ダメカン2個のってる」):
    its amount (None: how much is not said)."""
    tools_unplaced: list[str] = field(default_factory=list)
    """Tools named in a clause naming no Pokémon (「こだわりベルトをつけています。」): which holds it is not said."""
    tool_unread: list[str] = field(default_factory=list)
    """Words saying a Tool is attached where no Tool's name is read ("带着那个腰带")."""
    healed: str = ""
    """Words saying damage on a Pokémon was healed ("they healed it"): what is left is not read."""
    repeated: str = ""
    """Words saying the attack is used more than once ("twice", 「もう一度」): not replayed as one attack."""
    generic: list[str] = field(default_factory=list)
    """A Pokémon said with no card named ("my Pokémon", 「自分のポケモン」): which it is, where it takes a part, is missing."""
    prizes_unplaced: bool = False
    """Prize cards left are said of a player the words do not name."""
    pieces: list[Piece] = field(default_factory=list)


# --- pieces said of a Pokémon --------------------------------------------------------------------

def clause(text: str, at: int) -> tuple[int, int]:
    """The clause holding position ``at``: between the nearest clause ends."""
    start = max((m.end() for m in CLAUSE_END.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in CLAUSE_END.finditer(text, at)), len(text))
    return start, end


def said_of(text: str, start: int, end: int, pokemon: list[PokemonSaid], toward: str) -> PokemonSaid | None:
    """The Pokémon a piece at ``start:end`` is said of: the nearest named ``toward`` it in its clause
    (where it is named, or named again: "Gholdengo" after "Gholdengo ex"), else the nearest the other
    way (None when its clause names none)."""
    lo, hi = clause(text, start)
    spots = [(a, b, p) for p in pokemon for a, b in [(p.mention.start, p.mention.end), *p.mention.again]]
    inside = [(a, b, p) for a, b, p in spots if lo <= a < hi or lo < b <= hi]
    before = [(b, p) for a, b, p in inside if b <= start]
    after = [(a, p) for a, b, p in inside if a >= end]
    near_before = max(before, key=lambda x: x[0])[1] if before else None
    near_after = min(after, key=lambda x: x[0])[1] if after else None
    if toward == "after":
        return near_after or near_before
    return near_before or near_after
