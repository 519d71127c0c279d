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

Over 450 lines: the one reading of a question's pieces, each a few lines over the words data above; split, each
part would re-read the same question.
"""

from __future__ import annotations

import re

from judge.cards.table import CardTable
from judge.cards.table import load as load_table
from judge.lang.text import detect_lang, is_traditional
from judge.situation.mentions import Mention, codes, mentions, normal, prints_attack
from judge.situation.roles import assign, held_back_subject
from judge.situation.said import PokemonSaid, Said, clause, said_of
from judge.situation.words import (
    ABOUT_SELF,
    ACTIVE,
    ASKING,
    ASKS,
    ATTACHED,
    ATTACHED_TO,
    BENCH,
    BENCH_AFTER,
    BENCH_HIT,
    CAN_ATTACK,
    CAN_RETREAT,
    CHECKUP,
    COINS,
    CONDITIONS,
    CONFIRMING,
    COUNTERS_ELSEWHERE,
    COUNTERS_PUT,
    DAMAGE_ON,
    DISCARDED,
    HP_LEFT,
    MINE,
    OF_NEXT,
    ONCE_WORKED,
    POISON_MORE,
    RETREAT_PAID,
    SET_CODE,
    SET_TITLES,
    STADIUM_DISCARDED,
    STADIUM_GONE,
    SWITCHED_IN_CONDITION,
    TAKES_DAMAGE,
    TERA,
    THEIRS,
    TOOL_SAID,
    TRIES,
    TYPES_SAID,
    TYPE_WORDS,
    WEAKNESS_SAID,
    Pattern,
)
from judge.situation.bench_words import read_bench_counts
from judge.situation.condition_words import read_conditions
from judge.situation.energy_said import energy_typed
from judge.situation.numbers import numeral
from judge.situation.printed_said import read_printed
from judge.situation.prize_words import read_prizes
from judge.situation.texts import card_texts
from judge.situation.wordings import CONDITIONS as CONDITIONS_PRINTED
from judge.situation.story_words import GENERIC, HEALED, NOT_PIECES, REPEATED


def _in_brackets(p: PokemonSaid, text: str, m: re.Match) -> bool:
    b = p.mention.end
    return bool(p.mention.brackets) and b <= m.start() <= b + len(p.mention.brackets) + 2


def _each(patterns: dict[str, tuple[Pattern, ...]], lang: str, text: str):
    for pat in patterns.get(lang, ()):
        for m in pat.regex.finditer(text):
            yield pat, m


def _names_a_card(m: Mention, mentions: list[Mention]) -> bool:
    """Whether a name found is a card's the question names (its words are then no piece): a Pokémon,
    Tool, Stadium or Energy, or an attack or Ability a Pokémon named prints — not an attack's name that
    is an ordinary word of the question (「もうどく」 in 「もうどくのテツノカイナex」)."""
    if m.kind not in ("attack", "ability"):
        return True
    return any(p.kind == "pokemon" and p.card is not None and prints_attack(p.card, m.said) for p in mentions)


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
    blank = _blank(text, [(m.start, m.end) for m in said.mentions if _names_a_card(m, said.mentions)])
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

    assign(said, blank)
    _read_numbers(said, blank)
    _read_tools(said, blank)
    _switched_in(said)
    if said.stadium is not None:  # the Stadium named, said in the same clause to be discarded or replaced
        lo, hi = clause(blank, said.stadium.start)
        said.stadium_gone = any(pat.regex.search(blank[lo:hi]) for pat in STADIUM_GONE[lang])
    said.stadium_discarded = next((pat.name == "yes" for pat, _ in _each(STADIUM_DISCARDED, lang, blank)), None)
    said.once_worked = next((pat.name == "yes" for pat, _ in _each(ONCE_WORKED, lang, blank)), None)
    said.coins = [pat.name for pat, m in sorted(_each(COINS, lang, blank), key=lambda x: x[1].start())]
    said.checkup = any(True for _ in _each(CHECKUP, lang, blank))
    said.poison_more = bool(POISON_MORE[lang].search(blank))  # not in a card's name (「剧毒鞭打」: its text says the counters)
    said.can_retreat = said.asks == "retreat_cost" and bool(CAN_RETREAT[lang].search(blank))
    held_back_subject(said)
    said.takes_damage = said.asks == "yes_no" and bool(TAKES_DAMAGE[lang].search(blank))
    said.can_attack = said.asks == "yes_no" and bool(CAN_ATTACK[lang].search(blank))
    said.tries = any(True for _ in _each(TRIES, lang, blank))
    said.bench_hit = said.defender is None and bool(BENCH_HIT[lang].search(blank))
    said.about_attacker = _about_attacker(said, blank)
    said.asks_of_attacker = said.about_attacker or _about_attacker(said, blank, said_itself=False)
    said.generic = [m.group(0) for m in GENERIC[lang].finditer(blank) if not _named_next(said, m)]
    said.repeated = next((m.group(0) for m in REPEATED[lang].finditer(blank)), "")
    said.healed = next((m.group(0) for m in HEALED[lang].finditer(blank)), "")
    return said


def _about_attacker(said: Said, text: str, said_itself: bool = True) -> bool:
    """Whether a clause that asks names the attacker, not the Pokémon hit, with words saying it is the attacker
    itself that is asked about (「我自己的轰鸣月ex也会昏厥吗？」)."""
    a, d = said.attacker, said.defender
    if a is None or d is None:
        return False

    def named_in(p: PokemonSaid, lo: int, hi: int) -> bool:
        return any(lo <= s < hi for s, _ in [(p.mention.start, p.mention.end), *p.mention.again])

    return any(named_in(a, *m.span()) and not named_in(d, *m.span()) and (not said_itself or ABOUT_SELF[said.lang].search(m.group(0)))
               for m in ASKING[said.lang].finditer(text))


def _switched_in(said: Said) -> None:
    """An Ability named whose text switches its player's Benched Pokémon into the Active Spot and gives the new Active Pokémon a
    Special Condition (:data:`SWITCHED_IN_CONDITION`), the question naming its Pokémon and one other of the same player: that one is
    the new Active Pokémon, with the condition (the card's text says so, in each language it prints alike)."""
    for m in said.mentions:
        if m.kind != "ability" or m.card is None:
            continue
        found = set()
        for lang, text in card_texts(m.card.texts):
            hit = SWITCHED_IN_CONDITION[lang].search(text)
            found.add(CONDITIONS_PRINTED[hit.group("cond")] if hit else None)
        if len(found) != 1 or None in found:
            continue
        holders = [p for p in said.pokemon if p.mention.card is not None and prints_attack(p.mention.card, m.said)]
        others = [p for p in said.pokemon if p not in holders and p.role != "absent"]
        if len(holders) != 1 or len(others) != 1:
            continue
        new, cond = others[0], found.pop()
        if said.attack is None:  # no attack named: the words read as one ("用X…") tell of the Ability; the Pokémon switched in
            said.attacker = said.defender = None  # is its player's, the one asked about
            said.subject, new.role, new.owner = new, "subject", holders[0].owner
            holders[0].role = "bystander"
        elif new.owner and holders[0].owner and new.owner != holders[0].owner:
            continue
        new.bench, new.active = False, True
        if cond not in new.conditions:
            new.conditions.append(cond)
        said.switched_in.append(f"{m.said} ({holders[0].name}): {new.name} switched into the Active Spot, now {cond}")


def asked(text: str, lang: str) -> str | None:
    """What the question asks (:data:`ASKS`, the most telling first), read in its asking clauses
    first ("不知道对手拿了几张奖赏卡，能一击昏厥吗？" asks the Knock Out), else in the whole text."""
    clauses = " ".join(m.group(0) for m in ASKING[lang].finditer(text) if not CONFIRMING[lang].match(m.group(0)))
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
        if p.codes:  # a set's code said in the brackets: its number with it
            said.used.append((p.mention.end, p.mention.end + len(p.mention.brackets) + 3))
        before = said.text[max(0, p.mention.start - 12):p.mention.start]
        for title in SET_TITLES:
            at = re.search(rf"(?<![0-9]){title}(?![0-9])", before)
            if at and title not in p.codes:
                p.codes.append(title)
                said.used.append((p.mention.start - len(before) + at.start(), p.mention.start - len(before) + at.end()))


def _read_numbers(said: Said, blank: str) -> None:
    """Damage already on each Pokémon, its HP left, Energy attached, the cards discarded for the attack."""
    lang, text = said.lang, blank
    for pat, m in _each(NOT_PIECES, lang, text):  # the story's turn, game or round: no piece, but read
        said.used.append(m.span())
    _read_damage_on(said, text)
    for pat, m in _each(HP_LEFT, lang, text):
        said.used.append(m.span())
        p = _said_of_number(said, text, m, pat.toward)
        if p is None and said.pokemon:
            said.unplaced.append(m.group(0).strip())
        if p is not None and pat.name == "has" and _printed_hp(p, number(m)):
            continue  # the HP its card prints ("Pidgeot ex has 280 HP"), no HP left
        if p is not None and p.hp_left is None:
            p.hp_left = number(m)
    read_prizes(said, text)
    read_bench_counts(said, text)
    for pat, m in _each(DISCARDED, lang, text):
        said.used.append(m.span())
        said.discarded = number(m) if said.discarded is None else said.discarded
    if said.asks == "retreat_cost" and CAN_RETREAT[lang].search(text):  # the Energy paid to retreat, where it asks whether it can
        for pat, m in _each(RETREAT_PAID, lang, text):
            said.used.append(m.span())
            said.retreat_paid = number(m) if said.retreat_paid is None else said.retreat_paid
    for pat, m in _each(ATTACHED, lang, text):
        said.used.append(m.span())
        p = _said_of_number(said, text, m, pat.toward)
        if p is not None and p.attached is None:
            p.attached, p.energy = number(m), energy_typed(lang, text[max(0, m.start() - 4):m.end()], number(m))
    many = {"en": r"^\s*[x×]\s*(\d)\b", "ja": r"^(?:が|は|を)?(\d)匹", "zh": r"^(?:有)?(\d)只"}[lang]
    for p in said.pokemon:
        m = re.match(many, text[p.mention.end:])
        if m:
            p.count = int(m.group(1))
            said.used.append((p.mention.end, p.mention.end + m.end()))
    read_printed(said, text)
    _numbers_unread(said, text)


def _read_damage_on(said: Said, text: str) -> None:
    """Damage already on each Pokémon (not the counters the question says the attack put), and damage said of none."""
    lang = said.lang
    elsewhere = [m.span() for _, m in _each(COUNTERS_ELSEWHERE, lang, text)]  # spread on the Bench: no piece of the Pokémon hit
    said.used += elsewhere
    put = list(elsewhere)  # counters said put by the attack are not damage already on it
    for pat, m in _each(COUNTERS_PUT, lang, text):
        if any(a < m.end() and m.start() < b for a, b in elsewhere):
            continue
        said.used.append(m.span())
        put.append(m.span())
        if said.counters_put is None:
            said.counters_put = number(m)
    seen: list[tuple[int, int]] = []  # two ways of saying it matching the same words say it once
    for pat, m in _each(DAMAGE_ON, lang, text):
        if any(a < m.end() and m.start() < b for a, b in put + seen):
            continue
        seen.append(m.span())
        said.used.append(m.span())
        p = _said_of_number(said, text, m, pat.toward) or _the_only_one(said)
        n = number(m) or 0
        if p is None and said.pokemon:
            said.unplaced.append(m.group(0).strip())
            said.loose_damage.append(None if pat.name == "some" else _damage_of(pat.name, n))
        if p is not None and p.damage is not None and pat.name != "some" and _damage_of(pat.name, n) != p.damage:
            said.unplaced.append(m.group(0).strip())  # said again otherwise ("無傷" and 「ダメカン6個」): which is it, not read
        if p is None or p.damage is not None or p.damage_said:
            continue
        if pat.name == "some":
            p.damage_said = m.group(0).strip()
            continue
        p.damage = _damage_of(pat.name, n)
        p.damage_said = m.group(0).strip()


def _named_next(said: Said, m: re.Match) -> bool:
    """Whether a Pokémon said with no card named is named right after ("my Active Pokémon, Palafin ex", 「我的战斗宝可梦海豚侠ex」)."""
    return any(re.fullmatch(r"[\s,，、:：]{0,2}|の|是|为", said.text[m.end():p.mention.start]) for p in said.pokemon if p.mention.start >= m.end())


def _the_only_one(said: Said) -> PokemonSaid | None:
    """The one Pokémon a question names, no attack named ("My Squawkabilly ex … It had already taken 100 damage"): a piece said in
    a clause naming none is of it; with an attack, it may be of a Pokémon hit unnamed, so of none."""
    return said.pokemon[0] if len(said.pokemon) == 1 and said.attack is None else None


def _damage_of(kind: str, n: int) -> int:
    """The damage a DAMAGE_ON pattern says: counters ten each, none 0, else the number."""
    return n * 10 if kind == "counters" else (0 if kind == "none" else n)


#: A number in a question: each must be read as a piece, or be one a card named prints (a damage, an HP,
#: "+10"); one read as neither ("alolan dugtrio makes my retreat +1") makes the situation incomplete.
NUMBER = re.compile(r"\d+")
#: Below this, a number printed on a card named ("1 of your opponent's Pokémon") proves nothing.
PRINTED_AT_LEAST = 10


def _numbers_unread(said: Said, text: str) -> None:
    printed = _printed_numbers(said)
    for m in NUMBER.finditer(text):
        if any(a <= m.start() and m.end() <= b for a, b in said.used):
            continue
        if int(m.group(0)) >= PRINTED_AT_LEAST and int(m.group(0)) in printed:
            continue
        lo, hi = clause(text, m.start())
        lo, hi = max(lo, m.start() - 24), min(hi, m.end() + 24)
        words = said.text[lo:hi]
        if said.lang == "en":  # whole words
            words = re.sub(r"^\S*\s|\s\S*$", "", words) if lo > 0 or hi < len(text) else words
        said.numbers_unread.append(words.strip(" ,—-"))


def _printed_hp(p: PokemonSaid, hp: int | None) -> bool:
    """Whether a print of the Pokémon has that HP (an HP said is then the printed one, not the HP left)."""
    return p.mention.card is not None and any(int(g.get("hp") or 0) == hp for g in p.mention.card.prints)


def _printed_numbers(said: Said) -> set[int]:
    """The numbers the cards named print: HP and damage of the Pokémon's prints, the numbers in the
    texts of the Tools, Stadiums, Energy, attacks and Abilities named."""
    out: set[int] = set()
    for m in said.mentions:
        if m.card is None:
            continue
        for group in m.card.prints:
            out.add(int(group.get("hp") or 0))
            out |= {int(n) for part in group.get("parts", ()) for n in NUMBER.findall(part[2] or "")}
        out |= {int(n) for t in m.card.texts.values() for n in NUMBER.findall(t)}
    return out


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
    if p is not None and p is said.attacker and said.defender is not None and said.attack is not None:  # named last before the attack
        last = max((b for _, b in [(p.mention.start, p.mention.end), *p.mention.again] if b <= m.start()), default=p.mention.end)
        if last <= said.attack.start < m.start():
            return said.defender
    return p


def number(m: re.Match) -> int | None:
    """The number a pattern's match says: its first group that matched."""
    return next((n for g in m.groups() if g and (n := numeral(g)) is not None), None)


def _owner_of_piece(said: Said, text: str, m: re.Match, toward: str) -> PokemonSaid | None:
    inside = next((p for p in said.pokemon if _in_brackets(p, text, m)), None)
    return inside or said_of(text, m.start(), m.end(), said.pokemon, toward)


def _read_marks(said: Said, blank: str) -> None:
    """Owner, Bench, Special Conditions, Tera and types said of each Pokémon."""
    lang, text = said.lang, blank
    names = sorted(said.pokemon, key=lambda p: p.mention.start)
    for p in names:
        lo, _ = clause(text, p.mention.start)
        prev_end = max([q.mention.end for q in names if q.mention.end <= p.mention.start] + [lo])
        before = text[prev_end:p.mention.start]
        nxt = min([q.mention.start for q in names if q.mention.start >= p.mention.end] + [clause(text, p.mention.start)[1]])
        after = text[p.mention.end:nxt]
        near = [(w.end(), who) for who, pats in (("me", MINE[lang]), ("opponent", THEIRS[lang])) for pat in pats for w in pat.regex.finditer(before[-16:])]
        if near:  # the player said nearest before its name ("对手拿了3张奖赏卡，我的X": mine)
            p.owner = max(near)[1]
        phrase = before[-14:] if lang == "en" else re.split(r"[,，、]", before[-14:])[-1]  # in its phrase (not 「对手的备战区3只，对手战斗场是X」)
        for pat in BENCH[lang]:
            if pat.regex.search(phrase):
                p.bench = True
            if lang != "en" and re.match(r"^[(（][^)）]*(?:ベンチ|备战)", after):
                p.bench = True
        if any(BENCH_AFTER[lang].match(text[b:b + 40]) for _, b in [(p.mention.start, p.mention.end), *p.mention.again]):
            p.bench = True  # said after its name, where it is named or named again
        for a, _ in p.mention.again:  # or before it where it is named again (「…放在备战的桃歹郎ex身上」), in its phrase (not 「…备战宝可梦，X」)
            near = re.split(r"[,，、]", text[max(clause(text, a)[0], a - 14):a])[-1]
            if any(pat.regex.search(near) for pat in BENCH[lang]):
                p.bench = True
        p.active = not p.bench and bool(ACTIVE[lang].search(before[-16:]) or ACTIVE[lang].search(after[:40]))
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
    read_conditions(said, text, CONDITIONS, lambda m: _owner_of_piece(said, text, m, "before") or _the_only_one(said))


def _type_of(word: str) -> str:
    w = word.lower()
    return next(t for t, words in TYPE_WORDS.items() if w in words)


def _read_tools(said: Said, blank: str) -> None:
    """Each Tool or Special Energy named, attached to the Pokémon it is said of; words saying one is
    attached with no such name beside them are kept (``tool_unread``)."""
    lang, text = said.lang, blank
    named_at = [m for m in said.mentions if m.kind in ("tool", "special-energy")]
    for pat, m in _each(TOOL_SAID, lang, said.text):
        near = named_at if pat.doc.startswith("'with a Vitality") or lang != "en" else said.mentions
        spans = [(t.start, t.end) for t in near] + [s for t in near for s in t.again]
        if not any(a < m.end() + 6 and m.start() - 6 < b for a, b in spans):
            said.tool_unread.append(m.group(0))
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
        inside = next((q for q in said.pokemon if q.mention.brackets and q.mention.end < t.start < q.mention.end + len(q.mention.brackets) + 3), None)
        p = inside or said_of(text, t.start, t.end, said.pokemon, toward)  # in brackets after a name: that Pokémon's
        if p is not None:
            p.tools.append(t)
        else:  # a Tool named in a clause naming no Pokémon: which one holds it is not guessed
            said.tools_unplaced.append(t.said)
