"""The roles of the Pokémon a question names: the attacker (the Pokémon the attack named is printed
on, else the one the words say attacks: "X uses", 「Xのワザ」, 「用X打」, "hit by X"), the Pokémon hit
(the other: "into Y", 「Yに」, 「打Y」), bystanders (only said to be in play: 「对手场上有X」) and the
subject of a Retreat or Checkup question; and who owns them when the words say it only of one.
"""

from __future__ import annotations

import re

from judge.situation.mentions import prints_attack
from judge.situation.said import PokemonSaid, Said, clause
from judge.situation.story_words import PREVIOUS
from judge.situation.role_words import (
    ATTACKS_BEFORE,
    ATTACKS_SAID,
    BYSTANDER,
    HIT,
    IN_PLAY,
    IN_PLAY_WHO,
    LATER_TURN,
    PLAYER_OR_END,
    NOT_IN_PLAY,
    PASSIVE,
)


def assign(said: Said, blank: str) -> None:
    """The attacker (the Pokémon the attack named is printed on, else the one said to attack), the
    defender (the other, "into Y", 「打Y」), bystanders (only said to be in play) and the subject."""
    lang, text = said.lang, blank
    pokemon = said.pokemon
    for p in pokemon:  # said not to be in play: no part in the situation
        lo, _ = clause(text, p.mention.start)
        words = NOT_IN_PLAY[lang]
        if words["after"].search(text[p.mention.end:p.mention.end + 40]) or words["before"].search(text[max(lo, p.mention.start - 12):p.mention.start]):
            p.role = "absent"
    for p in [p for p in pokemon if not p.role]:
        lo, _ = clause(text, p.mention.start)
        before = text[max(lo, p.mention.start - 14):p.mention.start]
        if any(pat.regex.search(before) for pat in BYSTANDER[lang]) and not _hit_before(text, p, lang):
            p.role = "bystander"
    _one_attack(said, text)
    if said.attack is not None and said.attack.card is not None:
        printing = [p for p in pokemon if p.role != "absent" and p.mention.card is not None and prints_attack(p.mention.card, said.attack.said)]
        if len(printing) > 1:  # one card on each side (a mirror match): the one the attack's name follows
            printing = [p for p in printing if p.mention.end <= said.attack.start and ATTACK_FOLLOWS.match(text[p.mention.end:said.attack.start])]
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
        pick = hit[0] if len(hit) == 1 else (rest[0] if len(rest) == 1 else _benched_asked(said, text, hit))
        if pick is not None:
            pick.role = "defender"
            said.defender = pick
    elif len(rest) == 1:
        rest[0].role = "subject"
        said.subject = rest[0]
    for p in [p for p in pokemon if p.role == ""]:  # said to be in play, beside the attack: its Abilities are in force
        m = IN_PLAY[lang].search(text[p.mention.end:p.mention.end + 40])
        if m:
            p.role = "bystander"
            p.owner = p.owner or IN_PLAY_WHO.get(m.groupdict().get("who") or "")
            p.active = bool(re.search(r"Active Spot|バトル場|战斗场", m.group(0)))
    rest = [p for p in pokemon if p.role == ""]
    if said.attacker is None and said.subject is None and len(rest) == 1:  # the others only said to be in play
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
    _bench_owners(said, text)
    if said.subject is not None and said.subject.owner is None:
        said.subject.owner = "me"


def _bench_owners(said: Said, text: str) -> None:
    """A Pokémon said in play on "the Bench" with no player named: the player of the Pokémon named last before it in its sentence,
    where no player is named between them (「自分のバトル場はテツノカイナex、ベンチにラティアスex」)."""
    named = sorted((p for p in said.pokemon if p.role != "absent"), key=lambda p: p.mention.start)
    for before, p in zip(named, named[1:]):
        if p.role != "bystander" or p.owner is not None or not p.bench or before.owner is None:
            continue
        if not PLAYER_OR_END[said.lang].search(text[before.mention.end:p.mention.start]):
            p.owner = before.owner


def retreat_refused(said: Said) -> bool:
    """Whether the question asks if an Asleep or Paralyzed Pokémon can retreat: the rule refuses it (I-A-03 step 1-b), whatever an
    attack named did to it."""
    if not said.can_retreat or said.subject is None:
        return False
    if "paralyzed" in said.subject.conditions:
        return True
    woken = said.coins != ["tails"] and bool(LATER_TURN[said.lang].search(said.text))  # the Checkup before it may wake it (I-F)
    return "asleep" in said.subject.conditions and "heads" not in said.coins and not woken


def attack_refused(said: Said) -> bool:
    """Whether the question asks if an Asleep (its coin said tails, or asked of this turn) or Paralyzed Pokémon can use an attack:
    the rule refuses the declaring whatever the attack (I-A-01 attack step 1-b)."""
    a = said.attacker
    if not said.can_attack or a is None or said.defender is not None:
        return False
    if "paralyzed" in a.conditions:
        return True
    woken = said.coins != ["tails"] and bool(LATER_TURN[said.lang].search(said.text))  # the Checkup before it may wake it (I-F)
    return "asleep" in a.conditions and "heads" not in said.coins and not woken


def held_back_subject(said: Said) -> None:
    """An Asleep or Paralyzed Pokémon said to have attacked before, asked whether it can retreat ("used Collapse last turn and
    stayed Asleep … can I retreat it?"): the subject of the Retreat, not an attacker now. The rule refuses it whatever the
    attack did (I-A-03 step 1-b), so what the attack's text says does not change the answer."""
    attacker = said.attacker
    if not (said.can_retreat and said.asks == "retreat_cost" and attacker is not None and said.subject is None and said.defender is None):
        return
    if [p for p in said.pokemon if p is not attacker and p.role not in ("absent", "bystander")]:
        return
    said.subject = attacker
    if retreat_refused(said):
        attacker.role, said.attacker = "subject", None
        attacker.owner = attacker.owner or "me"
    else:
        said.subject = None


#: The words between a Pokémon's name and its attack's name when it is the one using it ("X's Arm Press", "X uses Arm
#: Press", 「XのアームプレスX」, 「X用臂压制」, 「X的臂压制」).
ATTACK_FOLLOWS = re.compile(r"^\s*(?:\([^)]*\)|（[^）]*）)?\s*(?:['’]s|uses?|used|の|で|が|用|使用|的|的招式)?\s*$", re.IGNORECASE)


#: An English verb saying the Pokémon named before it attacks, not that it is hit ("X uses", "X hits", not "X gets hit by").
ACTIVE_VERB = re.compile(r"(?<!\bget )(?<!\bgets )(?<!\bgot )(?<!\bwas )(?<!\bis )(?<!\bbeen )\b(?:uses?|attacks?|hits?|discards?)\b(?!\s+by\b)",
                         re.IGNORECASE)


def _one_attack(said: Said, text: str) -> None:
    """Where the question names attacks of two Pokémon (「我那张有「无畏圣剑」的苍响V…被古玉鱼ex的火焰巨浪打到」: one names which
    card it is, the other is used), the attack used is the one of the Pokémon the words say attacks; none if they say none."""
    named = [m for m in said.mentions if m.kind == "attack" and m.card is not None]
    by = {}
    for m in named:
        for p in said.pokemon:
            if p.role != "absent" and p.mention.card is not None and prints_attack(p.mention.card, m.said):
                by.setdefault(m.card.id, (m, set()))[1].add(id(p))
    if len(by) < 2 or len({frozenset(ps) for _, ps in by.values()}) < 2:
        return
    told_before = [m for m, _ in by.values() if PREVIOUS[said.lang].search(_sentence(text, m.start))]
    if len(told_before) == 1 and len(by) == 2:  # one told of a turn before ("上个回合…被X的魔法魅惑打了"): the other is used now
        said.attack = next(m for m, _ in by.values() if m is not told_before[0])
        return
    who = _said_to_attack(said, text)
    used = [m for m, ps in by.values() if who is not None and ps == {id(who)}]
    said.attack = used[0] if len(used) == 1 else None


def _sentence(text: str, at: int) -> str:
    """The sentence of the text a place is in (up to a full stop or a question mark, in any script)."""
    ends = "。.!?！？\n"
    lo = max(text.rfind(c, 0, at) for c in ends) + 1
    his = [i for i in (text.find(c, at) for c in ends) if i >= 0]
    return text[lo:min(his) if his else len(text)]


def _benched_asked(said: Said, text: str, hit: list[PokemonSaid]) -> PokemonSaid | None:
    """Of two Pokémon said hit, one in the Active Spot and one on the Bench (an attack doing damage to both: "hits Pidgeot ex in
    the Active Spot, and 90 to my Benched Fezandipiti V"), the Benched one where the last sentence (what is asked) names it and not
    the other: the Pokémon asked about. The Active one stays in play as a bystander of its player's (its Abilities in force)."""
    if len(hit) != 2 or sum(p.bench for p in hit) != 1:
        return None
    bench, active = (hit[0], hit[1]) if hit[0].bench else (hit[1], hit[0])
    last = max(text.rfind(c, 0, len(text.rstrip(" .?!。？！")) ) for c in ".?!。？！") + 1
    def named_last(p: PokemonSaid) -> bool:
        return any(a >= last for a, _ in [(p.mention.start, p.mention.end), *p.mention.again])
    if named_last(bench) and not named_last(active):
        active.role, active.active, active.owner = "bystander", True, active.owner or bench.owner
        return bench
    return None


def _hit_before(text: str, p: PokemonSaid, lang: str) -> bool:
    """Whether the words before the Pokémon's name (or, in Japanese, after it) say it is the one hit."""
    if lang == "ja":
        after = text[p.mention.end:p.mention.end + 24]
        after = re.sub(r"^\s*[(（][^)）]*[)）]", "", after)
        return bool(re.match(r"^\s*(?:に|を|へ|が受け|の残りHP|には)", after))
    lo, _ = clause(text, p.mention.start)
    before = text[max(lo, p.mention.start - 30):p.mention.start]
    return any(pat.regex.search(before) for pat in HIT[lang])


def _said_to_attack(said: Said, text: str) -> PokemonSaid | None:
    """The one Pokémon the words around its name say attacks (ATTACKS_SAID after it: "X uses", 「Xのワザ」,
    「X用…打」; ATTACKS_BEFORE: "hit by X", 「被X」); None when none or several are."""
    names = sorted([p for p in said.pokemon if p.role == ""], key=lambda p: p.mention.start)
    found = []
    for p in names:
        lo, hi = clause(text, p.mention.start)
        nxt = min([q.mention.start for q in said.pokemon if q.mention.start >= p.mention.end] + [hi])
        after = text[p.mention.end:nxt]
        before = text[max(lo, p.mention.start - 24):p.mention.start]
        if said.lang == "en":
            says = ACTIVE_VERB.search(after) or re.match(r"^'s\b", after) \
                or re.match(r"^\s*(?:\([^)]*\)\s*)?(?:KO|OHKO|one[- ]?shot|knock out|take out)\b", after, re.IGNORECASE)  # "can my X KO a Y"
        else:
            says = ATTACKS_SAID[said.lang].search(text[p.mention.end:hi][:40])  # anchored at the name: its words after it
        if (says or (said.lang != "ja" and ATTACKS_BEFORE[said.lang].search(before))) and p not in found:
            found.append(p)
    return found[0] if len(found) == 1 else None


