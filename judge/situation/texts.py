"""Card text into engine effects, only where the wording is exact.

A Tool's, an Ability's, a Stadium's or a Special Energy's text is run only when the whole text (in
a language of the print read) is one of the printed wordings of :mod:`judge.situation.wordings`, the
simplest kinds the engine models; an attack's only when it is one of the attack wordings there (its
flags, its × per card discarded, its damage to the Bench or to itself, or a text acting after its
damage that changes nothing a replay asks). When the languages given read differently (the card
table's row of a name keeps the newest print's text in each language, which may be another card's),
the text is not read. Anything else is not read: the caller says so (a situation that turns on it is
incomplete), never a guess.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field

from judge.lang.text import simplified
from judge.situation.wordings import (
    ABILITY,
    ATTACK,
    BEARING,
    BOXES,
    ENERGY,
    LESS,
    STADIUM,
    STAGES,
    TOOL,
    TYPES,
    USED,
    Wording,
)


@dataclass
class Reading:
    """What a card text is, read: an effect for the scenario, or an attack's kind and numbers."""

    effect: dict | None = None
    """The engine effect (``{kind, amount, when, applies_to}``); None for an attack's reading."""
    flags: list[str] = field(default_factory=list)
    """An attack's flags (``ignore_weakness_resistance`` …)."""
    kind: str = ""
    """The wording's kind (:class:`judge.situation.wordings.Wording`); empty for an attack printing no text."""
    amount: int | None = None
    """An attack's number: damage per card discarded, to each Benched Pokémon, to itself."""
    targets: int | None = None
    """How many Benched Pokémon an attack's Bench damage is done to."""
    provides: int | None = None
    """How many Colorless Energy a Special Energy provides."""
    more: list[dict] = field(default_factory=list)
    """The other effects the text is, after :attr:`effect` (Rescue Board's no Retreat Cost at 30 HP left or less)."""
    where: str = "anywhere"
    """For an Ability: where its Pokémon must be for it to work (``bench``, ``active``)."""
    count: str | None = None
    """For an attack's + per count: what it counts on the board (``defending.retreat_cost``, ``opponents.prizes_taken``)."""
    lang: str = ""
    text: str = ""
    """The text read, normalised."""

    def same(self) -> str:
        """What the reading is, for comparing readings of two languages."""
        return json.dumps([self.effect, self.flags, self.kind, self.amount, self.targets, self.provides, self.where, self.count,
                           self.more], sort_keys=True)

    @property
    def effects(self) -> list[dict]:
        """The engine effects the text is, in order."""
        return [self.effect, *self.more] if self.effect is not None else []


def normal(text: str, lang: str) -> str:
    """A printed text as the wordings are written: NFKC, one line, ’ as ', Chinese in Simplified."""
    text = unicodedata.normalize("NFKC", text.replace("’", "'"))
    text = re.sub("[\u200b-\u200d\ufeff]", "", text)  # zero-width marks some prints carry
    text = re.sub(r"\s+", " ", text).strip()
    if lang != "en":
        text = text.replace(" ", "")
    return simplified(text) if lang == "zh" else text


def card_texts(texts: dict[str, str]) -> list[tuple[str, str]]:
    """A card's texts by reader language (``zh``: the Simplified print's and the Traditional's), normalised."""
    out = []
    for lang, column in (("en", "en"), ("ja", "ja"), ("zh", "zh_hans"), ("zh", "zh_hant")):
        if texts.get(column):
            found = (lang, normal(texts[column], lang))
            if found not in out:
                out.append(found)
    return out


def _amount(w: Wording, groups: dict) -> int:
    if groups.get("n"):
        n = int(groups["n"])
    else:
        n = len(re.findall(r"\{C\}", groups.get("c") or ""))
    less = w.sign < 0 or groups.get("sign") == "-" or (groups.get("dir") or "") in LESS
    return -n if less else n


def _effect(w: Wording, groups: dict) -> dict:
    if w.kind in ("no_weakness", "no_resistance", "prevent_damage", "no_tool_effects"):
        effect: dict = {"kind": w.kind}
    elif w.kind == "retreat_cost" and not (groups.get("n") or groups.get("c")):
        effect = {"kind": "retreat_cost", "none": True}
    else:
        effect = {"kind": w.kind, "amount": _amount(w, groups)}
    when: dict = {k: v for k, v in w.when.items() if k != "energy"}
    if w.kind == "damage_dealt" and not w.when:
        when.update(target_active=True, target_opponent=True)
        if groups.get("box"):
            when["target_rule_box"] = BOXES[groups["box"]]
        if groups.get("ttype"):
            when["target_types"] = [TYPES[groups["ttype"]]]
    if groups.get("stage"):
        when["holder_stage"] = STAGES[groups["stage"]]
    types = [TYPES[groups[g]] for g in ("type", "type2") if groups.get(g)]
    if types:
        when["holder_energy_types" if w.when.get("energy") else "holder_types"] = types
    attackers = [TYPES[groups[g]] for g in ("atype", "atype2") if groups.get(g)]
    if attackers:
        when["attacker_types"] = attackers
    if w.from_opponent:
        when["from_opponent"] = True
    if when:
        effect["when"] = when
    if w.reach != "self":
        effect["applies_to"] = w.reach
    if not w.stacks:
        effect["stacks"] = False
    return effect


def _reading(w: Wording, m: re.Match, lang: str, text: str) -> Reading:
    g = m.groupdict()
    out = Reading(lang=lang, text=text, kind=w.kind, flags=list(w.flags))
    if w.kind in ("flags", "times_discarded", "plus_each", "bench", "self_damage", "poison", "prizes_more", "bench_counters", "plus_if_stadium", "any_target", "knock_out_then_self", "after"):
        out.amount = int(g["n"]) if g.get("n") else None
        out.targets = int(g["k"]) if g.get("k") and w.kind in ("bench", "any_target") else None
        out.count = w.when.get("count")
        return out
    out.effect = _effect(w, g)
    if w.also:  # a value naming a group of the pattern is that group's number
        number = lambda v: int(g[v]) if isinstance(v, str) and g.get(v) else v  # noqa: E731
        out.more = [{**{k: number(v) for k, v in w.also.items()}, "when": {k: number(v) for k, v in w.also.get("when", {}).items()}}]
    out.where = w.where
    if g.get("provides") or (g.get("k") and w in ENERGY):
        out.provides = len(re.findall(r"\{C\}", g["provides"])) if g.get("provides") else int(g["k"])
    return out


def read(texts: dict[str, str], wordings: tuple[Wording, ...]) -> Reading | None:
    """The effect (or attack reading) a card's text is, when its languages that print one of
    ``wordings`` whole all read the same; None when none does, or two read differently."""
    found: list[Reading] = []
    for lang, text in card_texts(texts):
        for w in wordings:
            if w.lang == lang and (m := w.pattern.fullmatch(text)):
                found.append(_reading(w, m, lang, text))
                break
    if not found or len({r.same() for r in found}) > 1:
        return None
    return found[0]


def tool(texts: dict[str, str]) -> Reading | None:
    return read(texts, TOOL)


def ability(texts: dict[str, str]) -> Reading | None:
    return read(texts, ABILITY)


def stadium(texts: dict[str, str]) -> Reading | None:
    return read(texts, STADIUM)


def energy(texts: dict[str, str]) -> Reading | None:
    return read(texts, ENERGY)


def attack(texts: dict[str, str]) -> Reading | None:
    """An attack's text read; an attack printing no text is read as none (``Reading()``)."""
    if not any(t.strip() for t in texts.values()):
        return Reading()
    return read(texts, ATTACK)


def bears(texts: dict[str, str], on: str | None = None) -> bool:
    """Whether a text in force (an Ability, a Tool, a Stadium) speaks of what a replay turns on
    (``on``: ``damage`` — the damage, HP, Weakness, Resistance, Knock Outs, Prize cards — or
    ``retreat``; None: either): an Ability used when its player chooses ("Once during your turn",
    「自分の番に1回使える」) is not in force unless used."""
    found = card_texts(texts)
    if any(USED[lang].search(text) for lang, text in found):
        return False
    kinds = [on] if on else list(BEARING)
    return any(BEARING[k][lang].search(text) for k in kinds for lang, text in found)


def attack_bears(texts: dict[str, str]) -> bool:
    """Whether an attack's text may change the damage it does, a Knock Out or the Prize cards taken."""
    return any(BEARING["damage"][lang].search(text) for lang, text in card_texts(texts))
