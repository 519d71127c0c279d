"""A question read into the pieces of a situation: the cards it names and their roles, the attack,
the numbers it says, and what it asks.

Each piece keeps where it came from (``question``: the asker's words; ``cards``: the card table, as
"the attack printed on Gholdengo ex"; ``question+cards``: both). Nothing is filled in: a number the
question does not say is None, and the builder (:mod:`judge.situation.build`) says it is missing
where the outcome turns on it.

The words read are data, per language (``en``, ``ja``, ``zh``: a Traditional question is read
through its Simplified form, :func:`judge.lang.text.simplified`, which keeps every character's
place): :data:`ASKS`, :data:`DAMAGE_ON`, :data:`HP_LEFT`, :data:`DISCARDED`, :data:`ATTACHED`,
:data:`BENCH`, :data:`MINE`, :data:`THEIRS`, :data:`CONDITIONS`, :data:`COINS`, :data:`CHECKUP`,
:data:`TERA`, :data:`TYPES_SAID`, :data:`BYSTANDER`, :data:`HIT`, :data:`TRIES`. Each is a tuple of
named patterns, each saying what it reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.cards.table import CardTable
from judge.cards.table import load as load_table
from judge.lang.text import detect_lang, is_traditional
from judge.situation.mentions import Mention, codes, mentions, normal, prints_attack
from judge.situation.words import (
    ASKING,
    ASKS,
    ATTACHED,
    ATTACHED_TO,
    ATTACKS_BEFORE,
    ATTACKS_SAID,
    BENCH,
    BYSTANDER,
    CHECKUP,
    CLAUSE_END,
    COINS,
    CONDITIONS,
    DAMAGE_ON,
    DISCARDED,
    HIT,
    HP_LEFT,
    MINE,
    OF_NEXT,
    PASSIVE,
    PRIZES_LEFT,
    SET_CODE,
    SET_TITLES,
    TERA,
    THEIRS,
    TRIES,
    TYPE_WORDS,
    TYPES_SAID,
    WEAKNESS_SAID,
    Pattern,
)


@dataclass
class PokemonSaid:
    """A Pokémon the question names, and what it says of it."""

    mention: Mention
    role: str = ""
    """``attacker``, ``defender``, ``subject`` (the Pokémon a Retreat or Checkup question is about) or ``bystander``."""
    owner: str | None = None
    """``me`` (the asker's) or ``opponent``, where said."""
    bench: bool = False
    """Said to be on the Bench (else it is the Active Pokémon)."""
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
    stadium: Mention | None = None
    coins: list[str] = field(default_factory=list)
    """Coin results said, in order."""
    checkup: bool = False
    tries: bool = False
    """An attack tried with none named ("I try to attack")."""
    unknown: list[Mention] = field(default_factory=list)
    """Cards named that the table has no row for."""
    prizes_left: dict[str, int] = field(default_factory=dict)
    """Prize cards left, by player (``me``, ``opponent``), where said."""
    unplaced: list[str] = field(default_factory=list)
    """Damage or HP said in a clause naming no Pokémon ("It has 100 damage."): of which, not read."""
    prizes_unplaced: bool = False
    """Prize cards left are said of a player the words do not name."""
    pieces: list[Piece] = field(default_factory=list)


# --- pieces said of a Pokémon --------------------------------------------------------------------

def _clause(text: str, at: int) -> tuple[int, int]:
    """The clause holding position ``at``: between the nearest clause ends."""
    start = max((m.end() for m in CLAUSE_END.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in CLAUSE_END.finditer(text, at)), len(text))
    return start, end


def said_of(text: str, start: int, end: int, pokemon: list[PokemonSaid], toward: str) -> PokemonSaid | None:
    """The Pokémon a piece at ``start:end`` is said of: the nearest named ``toward`` it in its clause,
    else the nearest the other way (None when its clause names none)."""
    lo, hi = _clause(text, start)
    inside = [p for p in pokemon if lo <= p.mention.start < hi or lo < p.mention.end <= hi]
    before = [p for p in inside if p.mention.end <= start]
    after = [p for p in inside if p.mention.start >= end]
    near_before = max(before, key=lambda p: p.mention.end) if before else None
    near_after = min(after, key=lambda p: p.mention.start) if after else None
    if toward == "after":
        return near_after or near_before
    return near_before or near_after


def _in_brackets(p: PokemonSaid, text: str, m: re.Match) -> bool:
    b = p.mention.end
    return bool(p.mention.brackets) and b <= m.start() <= b + len(p.mention.brackets) + 2


def _each(patterns: dict[str, tuple[Pattern, ...]], lang: str, text: str):
    for pat in patterns.get(lang, ()):
        for m in pat.regex.finditer(text):
            yield pat, m


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the cards' names blanked out (a number or word inside a name is not a piece)."""
    chars = list(text)
    for a, b in spans:
        chars[a:b] = "\u3000" * (b - a)
    return "".join(chars)


# --- reading -------------------------------------------------------------------------------------

def read(question: str, table: CardTable | None = None, lang: str | None = None) -> Said:
    """The pieces of the situation a question describes."""
    table = table or load_table()
    lang = lang if lang in ("en", "ja", "zh") else detect_lang(question)
    text = normal(question, lang)
    said = Said(question, text, lang, lang == "zh" and is_traditional(question), None)
    said.mentions = mentions(question, text, table)
    blank = _blank(text, [(m.start, m.end) for m in said.mentions])
    said.asks = asked(blank, lang)
    said.pokemon = [PokemonSaid(m) for m in said.mentions if m.kind == "pokemon"]
    said.unknown = [m for m in said.mentions if m.card is None]
    for m in said.mentions:
        if m.kind == "stadium" and said.stadium is None:
            said.stadium = m
        elif m.kind == "attack" and said.attack is None:
            said.attack = m
    _read_brackets(said)
    _read_marks(said, blank)
    _roles(said, blank)
    _read_numbers(said, blank)
    _read_tools(said, blank)
    said.coins = [pat.name for pat, m in sorted(_each(COINS, lang, blank), key=lambda x: x[1].start())]
    said.checkup = any(True for _ in _each(CHECKUP, lang, blank))
    said.tries = any(True for _ in _each(TRIES, lang, blank))
    return said


def asked(text: str, lang: str) -> str | None:
    """What the question asks (:data:`ASKS`, the most telling first), read in its asking clauses
    first ("不知道对手拿了几张奖赏卡，能一击昏厥吗？" asks the Knock Out), else in the whole text."""
    clauses = " ".join(m.group(0) for m in ASKING[lang].finditer(text))
    for where in (clauses, text):
        found = next((pat.name for pat in ASKS[lang] if pat.regex.search(where)), None) if where.strip() else None
        if found:
            return found
    return None


def _read_brackets(said: Said) -> None:
    """The set a Pokémon is said to be of: a code its prints carry in brackets after its name
    ("(SVAM)", "（SV1s，瘋狂衝擊）"), or a set's title just before it ("151那张…喷火龙ex")."""
    for p in said.pokemon:
        if p.mention.card is None:
            continue
        printed = codes(p.mention.card)
        for m in SET_CODE.finditer(p.mention.brackets):
            code = m.group(1)
            if code in SET_TITLES or code.lower() in printed:
                p.codes.append(code)
        before = said.text[max(0, p.mention.start - 12):p.mention.start]
        p.codes += [title for title in SET_TITLES if re.search(rf"(?<![0-9]){title}(?![0-9])", before) and title not in p.codes]


def _read_numbers(said: Said, blank: str) -> None:
    """Damage already on each Pokémon, its HP left, Energy attached, the cards discarded for the attack."""
    lang, text = said.lang, blank
    for pat, m in _each(DAMAGE_ON, lang, text):
        p = _said_of_number(said, text, m, pat.toward)
        if p is None and said.pokemon:
            said.unplaced.append(m.group(0).strip())
        if p is None or p.damage is not None or p.damage_said:
            continue
        n = number(m) or 0
        if pat.name == "some":
            p.damage_said = m.group(0).strip()
            continue
        p.damage = n * 10 if pat.name == "counters" else (0 if pat.name == "none" else n)
        p.damage_said = m.group(0).strip()
    for pat, m in _each(HP_LEFT, lang, text):
        p = _said_of_number(said, text, m, pat.toward)
        if p is None and said.pokemon:
            said.unplaced.append(m.group(0).strip())
        if p is not None and p.hp_left is None:
            p.hp_left = number(m)
    for pat, m in _each(PRIZES_LEFT, lang, text):
        lo, _ = _clause(text, m.start())
        before = text[max(lo, m.start() - 24):m.start() + 4]
        whose = [(w.start(), "me") for p in MINE[lang] for w in p.regex.finditer(before)]
        whose += [(w.start(), "opponent") for p in THEIRS[lang] for w in p.regex.finditer(before)]
        if whose:
            said.prizes_left.setdefault(max(whose)[1], number(m))
        else:
            said.prizes_unplaced = True
    for pat, m in _each(DISCARDED, lang, text):
        if said.discarded is None:
            said.discarded = number(m)
    for pat, m in _each(ATTACHED, lang, text):
        p = _said_of_number(said, text, m, pat.toward)
        if p is not None and p.attached is None:
            p.attached = number(m)
    many = {"en": r"^\s*[x×]\s*(\d)\b", "ja": r"^(?:が|は|を)?(\d)匹", "zh": r"^(?:有)?(\d)只"}[lang]
    for p in said.pokemon:
        m = re.match(many, text[p.mention.end:])
        if m:
            p.count = int(m.group(1))


def _said_of_number(said: Said, text: str, m: re.Match, toward: str) -> PokemonSaid | None:
    """The Pokémon a number is said of. In brackets after a name: that Pokémon; a Japanese or Chinese
    phrase followed by の/的: the Pokémon named next; else the pattern's side. A number said after the
    attack is named, of the attacker named before it, is said of the Pokémon hit ("被X淘金潮丢3张打（原本没伤害）")."""
    inside = next((p for p in said.pokemon if _in_brackets(p, text, m)), None)
    if inside:
        return inside
    if said.lang in OF_NEXT and OF_NEXT[said.lang].match(text[m.end():]):
        toward = "after"
    p = said_of(text, m.start(), m.end(), said.pokemon, toward)
    a = said.attack
    if (p is not None and p is said.attacker and said.defender is not None and a is not None
            and p.mention.end <= a.start < m.start()):
        return said.defender
    return p


def number(m: re.Match) -> int | None:
    """The number a pattern's match says: its first group that matched."""
    return next((int(g) for g in m.groups() if g and g.isdigit()), None)


def _owner_of_piece(said: Said, text: str, m: re.Match, toward: str) -> PokemonSaid | None:
    inside = next((p for p in said.pokemon if _in_brackets(p, text, m)), None)
    return inside or said_of(text, m.start(), m.end(), said.pokemon, toward)


def _read_marks(said: Said, blank: str) -> None:
    """Owner, Bench, Special Conditions, Tera and types said of each Pokémon."""
    lang, text = said.lang, blank
    names = sorted(said.pokemon, key=lambda p: p.mention.start)
    for p in names:
        lo, _ = _clause(text, p.mention.start)
        prev_end = max([q.mention.end for q in names if q.mention.end <= p.mention.start] + [lo])
        before = text[prev_end:p.mention.start]
        nxt = min([q.mention.start for q in names if q.mention.start >= p.mention.end] + [_clause(text, p.mention.start)[1]])
        after = text[p.mention.end:nxt]
        for pat in MINE[lang]:
            if pat.regex.search(before[-16:]):
                p.owner = "me"
        for pat in THEIRS[lang]:
            if pat.regex.search(before[-16:]):
                p.owner = "opponent"
        for pat in BENCH[lang]:
            if pat.regex.search(before[-14:]) or (lang == "en" and re.match(r"^\s*(?:\([^)]*\)\s*)?(?:is |was )?on (?:the|their|my|your) bench", after, re.IGNORECASE)):
                p.bench = True
            if lang != "en" and re.match(r"^[(（][^)）]*(?:ベンチ|备战)", after):
                p.bench = True
        for pat in TERA[lang]:
            near = after[:40] if pat.name == "not_tera" else before[-10:]
            if p.tera is None and (pat.regex.search(near) or pat.regex.search(p.mention.brackets or "")):
                p.tera = pat.name == "tera"
        for pat in TYPES_SAID[lang]:
            for m in pat.regex.finditer(before[-12:] + " " + (p.mention.brackets or "")):
                p.types.append(_type_of(m.group("t")))
        for pat in WEAKNESS_SAID[lang]:
            for m in pat.regex.finditer(p.mention.brackets or ""):
                p.weakness.append(_type_of(m.group("t")))
    for pat, m in _each(CONDITIONS, lang, text):
        p = _owner_of_piece(said, text, m, "before")
        if p is not None and pat.name not in p.conditions:
            p.conditions.append(pat.name)


def _type_of(word: str) -> str:
    w = word.lower()
    return next(t for t, words in TYPE_WORDS.items() if w in words)


def _read_tools(said: Said, blank: str) -> None:
    """Each Tool or Special Energy named, attached to the Pokémon it is said of."""
    lang, text = said.lang, blank
    for t in said.mentions:
        if t.kind not in ("tool", "special-energy"):
            continue
        follow = text[t.end:t.end + 8]
        toward = "after" if any(pat.regex.search(follow) for pat in ATTACHED_TO[lang]) else "before"
        if lang == "ja" and toward == "before" and not re.match(r"^\s*(?:を|が)", follow):
            toward = "after"
        if lang == "zh" and re.search(r"(?:附有|带有|带着)$", text[max(0, t.start - 3):t.start]) and re.match(r"^的", follow):
            toward = "after"
        if lang == "en" and re.search(r"\b(?:with|has|holding|having|attached)\b[^.]*$", text[max(0, t.start - 40):t.start]):
            toward = "before"
        p = said_of(text, t.start, t.end, said.pokemon, toward)
        if p is not None:
            p.tools.append(t)


def _roles(said: Said, blank: str) -> None:
    """The attacker (the Pokémon the attack named is printed on, else the one said to attack), the
    defender (the other, "into Y", 「打Y」), bystanders (only said to be in play) and the subject."""
    lang, text = said.lang, blank
    pokemon = said.pokemon
    for p in pokemon:
        lo, _ = _clause(text, p.mention.start)
        before = text[max(lo, p.mention.start - 14):p.mention.start]
        if any(pat.regex.search(before) for pat in BYSTANDER[lang]) and not _hit_before(text, p, lang):
            p.role = "bystander"
    if said.attack is not None and said.attack.card is not None:
        printing = [p for p in pokemon if p.mention.card is not None and prints_attack(p.mention.card, said.attack.said)]
        if len(printing) == 1:
            printing[0].role = "attacker"
            said.attacker = printing[0]
    if said.attacker is None:
        said.attacker = _said_to_attack(said, text)
        if said.attacker:
            said.attacker.role = "attacker"
    rest = [p for p in pokemon if p.role == ""]
    if said.attacker is not None:
        hit = [p for p in rest if _hit_before(text, p, lang)]
        pick = hit[0] if len(hit) == 1 else (rest[0] if len(rest) == 1 else None)
        if pick is not None:
            pick.role = "defender"
            said.defender = pick
    elif len(rest) == 1:
        rest[0].role = "subject"
        said.subject = rest[0]
    if said.attacker is not None and said.defender is not None:
        passive = any(pat.regex.search(text[max(0, said.attacker.mention.start - 6):said.attacker.mention.start]) for pat in PASSIVE[lang])
        if said.attacker.owner is None and said.defender.owner is None:
            said.attacker.owner, said.defender.owner = ("opponent", "me") if passive else ("me", "opponent")
        elif said.attacker.owner is None:
            said.attacker.owner = "opponent" if said.defender.owner == "me" else "me"
        elif said.defender.owner is None:
            said.defender.owner = "opponent" if said.attacker.owner == "me" else "me"
    if said.subject is not None and said.subject.owner is None:
        said.subject.owner = "me"
    for p in pokemon:
        if p.role == "bystander" and p.owner is None:
            p.owner = "opponent"


def _hit_before(text: str, p: PokemonSaid, lang: str) -> bool:
    """Whether the words before the Pokémon's name (or, in Japanese, after it) say it is the one hit."""
    if lang == "ja":
        after = text[p.mention.end:p.mention.end + 24]
        after = re.sub(r"^\s*[(（][^)）]*[)）]", "", after)
        return bool(re.match(r"^\s*(?:に|を|が受け|の残りHP|には)", after))
    lo, _ = _clause(text, p.mention.start)
    before = text[max(lo, p.mention.start - 30):p.mention.start]
    return any(pat.regex.search(before) for pat in HIT[lang])


def _said_to_attack(said: Said, text: str) -> PokemonSaid | None:
    """The one Pokémon the words around its name say attacks (ATTACKS_SAID after it: "X uses", 「Xのワザ」,
    「X用…打」; ATTACKS_BEFORE: "hit by X", 「被X」); None when none or several are."""
    names = sorted([p for p in said.pokemon if p.role == ""], key=lambda p: p.mention.start)
    found = []
    for p in names:
        lo, hi = _clause(text, p.mention.start)
        nxt = min([q.mention.start for q in said.pokemon if q.mention.start >= p.mention.end] + [hi])
        after = text[p.mention.end:nxt]
        before = text[max(lo, p.mention.start - 24):p.mention.start]
        if said.lang == "en":
            says = re.search(r"\b(?:uses?|attacks?|hits?|discards?)\b", after, re.IGNORECASE) or re.match(r"^'s\b", after)
        else:
            says = ATTACKS_SAID[said.lang].search(after[:40])
        if (says or (said.lang != "ja" and ATTACKS_BEFORE[said.lang].search(before))) and p not in found:
            found.append(p)
    return found[0] if len(found) == 1 else None


