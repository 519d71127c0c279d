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
from dataclasses import dataclass, field, replace

from judge.lang.text import simplified
from judge.situation.ability_wordings import ABILITY, EVOLUTION, PLAYED, attacker_boxes
from judge.situation.wordings import (
    ATTACK,
    BEARING,
    BOXES,
    CONDITIONS,
    ENERGY,
    GROUPS,
    LASTING_SELF_WORDINGS, LASTING_WORDINGS,
    LESS,
    STADIUM,
    STAGES,
    TOOL,
    TYPES,
    USED,
    Wording,
)
from judge.situation.wording_values import amount_group, board_counts, filled, provides


@dataclass
class Reading:
    """What a card text is, read: an effect for the scenario, or an attack's kind and numbers."""

    effect: dict | None = None
    """The engine effect (``{kind, amount, when, applies_to}``); None for an attack's reading, and for a
    text that changes nothing a replay asks (kind ``inert``)."""
    also: list[dict] = field(default_factory=list)
    """The effects the same text has besides ``effect`` ("gets +40 HP and its attacks do 10 more damage"; Rescue
    Board's no Retreat Cost at 30 HP left or less)."""
    flags: list[str] = field(default_factory=list)
    """An attack's flags (``ignore_weakness_resistance`` …)."""
    kind: str = ""
    """The wording's kind (:class:`judge.situation.wordings.Wording`); empty for an attack printing no text."""
    amount: int | None = None
    """An attack's number: damage per card discarded, to each Benched Pokémon, to itself."""
    targets: int | None = None
    """How many Benched Pokémon an attack's Bench damage is done to; for ``times_placed_self``, the most damage counters it puts on itself."""
    provides: int | None = None
    """How many Energy a Special Energy provides."""
    provides_type: str = "colorless"
    """The type of Energy a Special Energy provides ("it provides {M} Energy")."""
    where: str = "anywhere"
    """For an Ability: where its Pokémon must be for it to work (``bench``, ``active``)."""
    count: str | None = None
    """For an attack's + per count: what it counts on the board (``defending.retreat_cost``, ``opponents.prizes_taken``)."""
    once: bool = False
    """The effect works once per game for its player: whether it has already worked must be said."""
    modifier: dict | None = None
    """For an attack's own + × − (kind ``modifier``): the engine's damage modifier (``{times: 20, count: {flip: 3}}``,
    ``{plus: 30, if: {at_least: 1, count: defending.counters}}``)."""
    lang: str = ""
    text: str = ""
    """The text read, normalised."""

    def same(self) -> str:
        """What the reading is, for comparing readings of two languages (the names a text gives, which each
        language prints its own way, by how many)."""
        effects = [_unnamed(e) for e in ([self.effect] + self.also) if e]
        return json.dumps([effects, self.flags, self.kind, self.amount, self.targets, self.provides, self.provides_type,
                           self.where, self.count, self.modifier, self.once], sort_keys=True)

    @property
    def effects(self) -> list[dict]:
        """Every engine effect the text is (none for a text that changes nothing a replay asks)."""
        return ([self.effect] if self.effect else []) + list(self.also)

    @property
    def runs(self) -> bool:
        """Whether the text is one the replay can run: effects read, or a text changing nothing it asks."""
        return self.effect is not None or self.kind == "inert"


#: The conditions naming Pokémon by name, in the language of the text read.
NAMING = ("holder_named", "holder_name_has", "holder_not_named", "attacker_not_named")


def _unnamed(effect: dict) -> dict:
    when = effect.get("when") or {}
    if not any(k in when for k in NAMING):
        return effect
    return {**effect, "when": {k: (len(v) if k in NAMING else v) for k, v in when.items()}}


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
    if groups.get("n") or groups.get("n2"):  # n2: the number where a wording's second form prints it
        n = int(groups.get("n") or groups["n2"])
    else:
        n = len(re.findall(r"\{[A-Z]\}|\[[^\]]+\]|【[^】]+】", groups.get("c") or ""))  # a cost's marks, each one Energy
    less = w.sign < 0 or groups.get("sign") == "-" or (groups.get("dir") or "") in LESS
    return -n if less else n


#: A type as printed in a group that lists several ("{G}, {R}, {W}, or {L}", 「[悪]または[竜]」, 「【火】与【钢】」).
TYPE_MARK = re.compile(r"\{([A-Z])\}|\[([^\]]+)\]|【([^】]+)】")
#: A stage as printed in a group that lists several ("Stage 1 and Stage 2", 「1進化と2進化」).
STAGE_MARK = re.compile(r"Basic|Stage 1|Stage 2|たね|1進化|2進化|【基础】|【1阶进化】|【2阶进化】")


def _types(printed: str) -> list[str]:
    """The types a group prints, in order, once each."""
    found = [TYPES[next(t for t in m.groups() if t)] for m in TYPE_MARK.finditer(printed)]
    return list(dict.fromkeys(found))


def _stages(printed: str) -> list[str]:
    found = [STAGES[m.group(0)] for m in STAGE_MARK.finditer(printed)]
    return list(dict.fromkeys(found))


def _groups(when: dict, groups: dict) -> None:
    """The conditions a wording's groups of several name: the holder's types (``htypes``), stages
    (``stages``), rule boxes (``hbox``) and the rule boxes it is not (``nbox``); the attacker's types
    (``atypes``) and rule boxes (``abox``); the rule boxes of the Pokémon it hits (``tbox``)."""
    if groups.get("htypes"):
        when["holder_types"] = _types(groups["htypes"])
    if groups.get("ntypes"):
        when["holder_not_types"] = _types(groups["ntypes"])
    if groups.get("stages"):
        when["holder_stage"] = _stages(groups["stages"])
    for group, key in (("hbox", "holder_rule_box"), ("nbox", "holder_not_rule_box"), ("abox", "attacker_rule_box"),
                       ("tbox", "target_rule_box")):
        if groups.get(group) in GROUPS:  # an Ability's attacker qualifier is read by _attacker_and_target
            when[key] = GROUPS[groups[group]]
    if groups.get("atypes"):
        when["attacker_types"] = _types(groups["atypes"])
    _names(when, groups)
    if groups.get("only"):  # a Special Energy attached only to a Pokémon of a type (discarded from any other)
        when["holder_types"] = [TYPES[groups["only"]]]


#: How an owner's Pokémon are named in brackets (「シロナのポケモン」, 「竹兰的宝可梦」): the owner's name and "の" / "的".
OWNED = re.compile(r"(.+(?:の|的))(?:ポケモン|宝可梦)")


def _names(when: dict, groups: dict) -> None:
    """The Pokémon a text names by name (``holder_named``: any of these names in any language) or by a part
    of their name (``holder_name_has``: an owner's, "Cynthia's"), and those it excepts (``holder_not_named``: "except any
    Moltres", 「「ファイヤー」をのぞく」); the builder reads them off the cards. A wording that names them in one of several
    places writes the groups ``iname``, ``jname`` (``iown``, ``jown``) for ``hname`` (``hown``) in the others."""
    for other in ("i", "j"):
        for part in ("name", "own"):
            if groups.get(other + part) and not groups.get("h" + part):
                groups = {**groups, "h" + part: groups[other + part]}
    if groups.get("hname"):
        when["holder_named"] = re.split(r",? or |, ", groups["hname"])
    if groups.get("hhas"):
        when["holder_name_has"] = [groups["hhas"]]
    if groups.get("vhas"):  # a Pokémon V with "Leafeon" in its name: one whose name has "Leafeon V" (Leafeon V, Leafeon VSTAR …)
        when["holder_name_has"] = [f"{n} V" for n in re.findall(r"“([^”]+)”", groups["vhas"])]
    if groups.get("hhasq"):
        when["holder_name_has"] = re.findall(r"「([^」]+)」", groups["hhasq"])
    if groups.get("hown"):
        when["holder_name_has"] = [groups["hown"] + "'s"]
    if groups.get("hnames"):
        said = re.findall(r"「([^」]+)」", groups["hnames"])
        owners = [m.group(1) for m in map(OWNED.fullmatch, said) if m]
        if owners and len(owners) == len(said):
            when["holder_name_has"] = owners
        else:
            when["holder_named"] = said
    for group, key in (("nname", "holder_not_named"), ("nname2", "holder_not_named"), ("naname", "attacker_not_named")):
        if groups.get(group):
            when[key] = [groups[group]]
    for group, key in (("nnames", "holder_not_named"), ("nanames", "attacker_not_named")):
        if groups.get(group):
            when[key] = re.findall(r"「([^」]+)」", groups[group])


def _on_attacker(groups: dict) -> dict:
    """What a triggered text does to the Attacking Pokémon: a Special Condition (``cond``), or damage counters (C-07)."""
    if groups.get("cond"):
        return {"condition": {"target": "attacker", "add": CONDITIONS[groups["cond"]]}}
    return {"place_counters": {"target": "attacker", "count": int(groups["n"])}}


def _effect(w: Wording, groups: dict) -> dict:
    if w.kind in ("no_weakness", "no_resistance", "prevent_damage", "no_tool_effects", "prevent_effects", "may_retreat_while_unable",
                  "cant_retreat", "no_healing", "no_abilities"):
        effect: dict = {"kind": w.kind}
    elif w.kind == "no_conditions":  # "can't be Poisoned" (what: the one named), "can't be affected by any Special Conditions" (all)
        effect = {"kind": w.kind, "what": [CONDITIONS[groups["cond"]]] if groups.get("cond") else []}
    elif w.kind == "unaffected_by_played":
        effect = {"kind": w.kind, "what": PLAYED[groups.get("played") or groups["played2"]]}
    elif w.kind in ("on_damaged", "on_knocked_out") and groups.get("tbench"):  # "put 2 damage counters on each of your Benched Pokémon"
        effect = {"kind": w.kind, "actions": [{"place_counters": {"target": "your_bench.all", "count": int(groups["n"])}}]}
    elif w.kind in ("on_damaged", "on_knocked_out"):
        effect = {"kind": w.kind, "actions": [_on_attacker(groups)]}
    elif w.kind in ("on_checkup", "on_attach", "end_of_turn"):  # each time (E-07, E-08, E-20): N damage counters put on the Pokémon it
        n = int(groups.get("n") or groups["n2"])                     # reaches (C-07), or N healed (C-06)
        heal = groups.get("heal") or groups.get("heal2")
        target = "opponents_active" if groups.get("topp") else "self"  # "… on your opponent's Active Pokémon"
        act = {"heal": {"target": "self", "amount": n}} if heal else {"place_counters": {"target": target, "count": n}}
        effect = {"kind": w.kind, "actions": [act]}
    elif w.kind == "prize_count" and not groups.get("n"):  # "your opponent can't take any Prize cards for it"
        effect = {"kind": w.kind, "none": True}
    elif w.kind == "retreat_cost" and not (groups.get("n") or groups.get("c")):
        effect = {"kind": "retreat_cost", "none": True}
    else:
        effect = {"kind": w.kind, "amount": _amount(w, groups)}
    if groups.get("what"):  # "Each basic {R} Energy … provides {R}{R} Energy" (D-07): the type of basic Energy it names
        effect["what"] = [TYPES[groups["what"]]]
    if groups.get("ctype"):  # "cost {F} less" (D-12): the type of Energy the cost changes by
        effect["what"] = [TYPES[groups["ctype"]]]
    if groups.get("becomes"):  # "Weakness is now {P}" (E-21 【文例2】): the type it becomes
        effect["becomes"] = TYPES[groups["becomes"]]
    when: dict = {k: v for k, v in w.when.items() if k not in ("energy", "any_target")}
    if w.kind == "damage_dealt" and not any(k.startswith("target_") or k == "any_target" for k in w.when):
        when.update(target_active=True, target_opponent=True)
    if groups.get("box"):
        when["target_rule_box"] = BOXES[groups["box"]]
    if groups.get("ttype"):
        when["target_types"] = [TYPES[groups["ttype"]]]
    if groups.get("stage"):
        when["holder_stage"] = STAGES[groups["stage"]]
    types = [TYPES[groups[g]] for g in ("type", "type2", "type3") if groups.get(g)]
    if types:
        when["holder_energy_types" if w.when.get("energy") else "holder_types"] = types
    _attacker_and_target(groups, when)
    attackers = [TYPES[groups[g]] for g in ("atype", "atype2") if groups.get(g)]
    if attackers:
        when["attacker_types"] = attackers
    _groups(when, groups)
    if groups.get("full"):  # "has full HP and is Knocked Out": full HP when the attack's damage came (D-14)
        when["holder_full_hp"] = True
    if w.from_opponent:
        when["from_opponent"] = True
    if when.pop("coin", False):
        effect["coin"] = True
    if when:
        effect["when"] = when
    if w.reach != "self":
        effect["applies_to"] = w.reach
    if not w.stacks or groups.get("nostack"):  # "The effect of … doesn't stack" (E-15), where a wording prints it or not
        effect["stacks"] = False
    return effect


def _attacker_and_target(groups: dict, when: dict) -> None:
    """The conditions a wording's groups name of the attacking Pokémon (its rule box, its stage) and of the Pokémon its damage is
    done to (its type), where the wording's own ``when`` has not said them."""
    if groups.get("abox"):
        when["attacker_rule_box"] = attacker_boxes(groups["abox"])
    if groups.get("astage"):
        when["attacker_stage"] = STAGES[groups["astage"]]
    for group, key in (("tevo", "target_stage"), ("hevo", "holder_stage"), ("aevo", "attacker_stage")):  # "Evolution Pokémon" (「進化ポケモン」)
        if groups.get(group):
            when[key] = list(EVOLUTION)
    if groups.get("natype"):  # "your opponent's non-{R} Pokémon" (「[炎]ポケモンをのぞく」)
        when["attacker_not_types"] = [TYPES[groups["natype"]]]
    if groups.get("ttype") and "target_types" not in when:
        when["target_types"] = [TYPES[groups["ttype"]]]
    if groups.get("amounts"):  # "if that damage is exactly 10, 30, … or 250" (C-16 at step 6)
        when["damage_in"] = [int(n) for n in re.findall(r"\d+", groups["amounts"])]
    if groups.get("least"):  # "if that damage is 200 or more"
        when["damage_at_least"] = int(groups["least"])
    if groups.get("coin"):  # "flip a coin. If heads, prevent that damage": the coin is the scenario's (the replay tries both)
        when["coin"] = True
    if groups.get("pertype"):  # "for each {F} Energy attached to it": the amount times the Energy of that type it has
        when["per"] = f"self.energy_of:{TYPES[groups['pertype']]}"
    if groups.get("byattack"):  # "Knocked Out by damage from an attack from your opponent's Pokémon" (E-04)
        when.update(by_attack_damage=True, from_opponent=True)
    if groups.get("asleep"):
        when["holder_conditions"] = ["asleep"]
    if groups.get("etypes"):  # "that has any {W} Energy attached to it" besides the holder's type (D-07)
        when["holder_energy_types"] = [TYPES[groups["etypes"]]]
    if groups.get("hcond"):  # "your opponent's Confused Pokémon"
        when["holder_conditions"] = [CONDITIONS[groups["hcond"]]]
    if groups.get("oa"):  # "your opponent's Active Pokémon": the one of their Pokémon in the Active Spot
        when["holder_active"] = True
    if groups.get("benched"):  # "your Benched Pokémon": those of its player's Pokémon on the Bench
        when["holder_active"] = False
    _counts(groups, when)
    if groups.get("own") and when.pop("stadium_in_play", None):  # "If you have a Stadium in play": its player's Stadium
        when["holder_stadium"] = True
    if groups.get("hp"):  # "if this Pokémon's remaining HP is 100 or less" (D-16)
        when["holder_hp_at_most"] = int(groups["hp"])


def _counts(groups: dict, when: dict) -> None:
    """The conditions on a count a wording's groups name (``holder_count``, ``attacker_count``: counted by the engine for that
    Pokémon, ``self`` it and ``your`` its player): the Energy attached (D-07: the Energy it provides) N or more (``eleast``, of a
    type ``etype``) or N or fewer (``emost``; the attacker's ``aemost``), damage counters on it (``cany``, ``cleast``), the
    opponent's Prize cards left N or fewer (``oprizes``); and a ``per`` count of the Prize cards taken (``mine``, ``theirs``)."""
    if groups.get("eleast"):
        energy = f"self.energy_of:{TYPES[groups['etype']]}" if groups.get("etype") else "self.energy"
        when["holder_count"] = {"count": energy, "at_least": int(groups["eleast"])}
    if groups.get("emost"):
        when["holder_count"] = {"count": "self.energy", "at_most": int(groups["emost"])}
    if groups.get("aemost"):
        when["attacker_count"] = {"count": "self.energy", "at_most": int(groups["aemost"])}
    if groups.get("cany") or groups.get("cleast"):
        when["holder_count"] = {"count": "self.counters", "at_least": int(groups.get("cleast") or 1)}
    if groups.get("ebasic"):  # "any basic Energy attached to it" (D-07)
        when["holder_count"] = {"count": "self.basic_energy", "at_least": 1}
    if groups.get("perbench"):  # "+20 HP for each of your Benched Pokémon": the amount times them
        when["per"] = "your_bench.all"
    if groups.get("powered"):  # "This power stops working while … is Asleep, Confused, or Paralyzed"
        when["holder_not_conditions"] = ["asleep", "confused", "paralyzed"]
    if groups.get("rexact"):  # "has a Retreat Cost of exactly 4" (D-10: the Retreat Cost as effects leave it)
        when["holder_count"] = {"count": "self.retreat_cost", "equals": int(groups["rexact"])}
    board_counts(groups, when)
    if groups.get("oprizes"):
        when["holder_count"] = {"count": "opponents.prizes_left", "at_most": int(groups["oprizes"])}
    if groups.get("mine") or groups.get("theirs"):  # "for each Prize card you have taken" (your opponent has): the amount times it
        when["per"] = "your.prizes_taken" if groups.get("mine") else "opponents.prizes_taken"


def _reading(w: Wording, m: re.Match, lang: str, text: str) -> Reading:
    g = m.groupdict()
    out = Reading(lang=lang, text=text, kind=w.kind, flags=list(w.flags), once=w.once)
    if w.kind == "modifier":
        out.modifier = filled(w.more, g)
        return out
    if w.kind in ("flags", "times_discarded", "plus_each", "bench", "bench_damaged", "self_damage", "poison", "prizes_more", "bench_counters", "bench_counters_one", "plus_if_stadium", "any_target", "knock_out_then_self", "knock_out_if_counters", "copy_defending", "after", "bench_only", "burn", "heal_self", "discard_defender_energy", "times_placed_self"):
        out.amount = int(g["n"]) if g.get("n") else None
        out.targets = int(g["k"]) if g.get("k") and w.kind in ("bench", "any_target", "bench_only", "times_placed_self") else None
        out.count = w.when.get("count")
        return out
    if w in ENERGY:
        out.provides, out.provides_type = provides(g)
    if w.kind in ("inert", "unread"):
        return out
    out.effect = _effect(w, g)
    out.also = [_effect(replace(w, kind=kind, sign=sign, when=when, also=(), from_opponent=False), amount_group(g, n))
                for kind, sign, when, n in w.also]
    if w.more:  # a value naming a group of the pattern is that group's number
        number = lambda v: int(g[v]) if isinstance(v, str) and g.get(v) else v  # noqa: E731
        out.also.append({**{k: number(v) for k, v in w.more.items()}, "when": {k: number(v) for k, v in w.more.get("when", {}).items()}})
    out.where = "bench" if g.get("bench") else "active" if g.get("active") else w.where  # "As long as this Pokémon is on your Bench, …" (E-13), where a wording says it or not
    return out


def read(texts: dict[str, str], wordings: tuple[Wording, ...], every: bool = False) -> Reading | None:
    """The effect (or attack reading) a card's text is, when its languages that print one of
    ``wordings`` whole all read the same; None when none does, two read differently, or one is a
    wording the engine does not model (``unread``). ``every``: each language's text must be read (an
    attack's: a language printing another text may be another card's attack of the name, with other numbers)."""
    found: list[Reading] = []
    for lang, text in card_texts(texts):
        for w in wordings:
            if w.lang == lang and (m := w.pattern.fullmatch(text)):
                found.append(_reading(w, m, lang, text))
                break
        else:
            if every:
                return None
    if not found or len({r.same() for r in found}) > 1 or any(r.kind == "unread" for r in found):
        return None
    return found[0]


def lasting(texts_: dict[str, str]) -> Reading | None:
    """An attack's text whose effect lasts into the opponent's next turn on the Pokémon it hit (:data:`LASTING_WORDINGS`)."""
    return read(texts_, LASTING_WORDINGS)


def every_wording() -> tuple[Wording, ...]:
    """Every wording a card text is read with (a serving process compiles their patterns before it
    forks, so that its workers share them: judge/lang/patterns.py)."""
    return TOOL + ABILITY + STADIUM + ENERGY + ATTACK + LASTING_WORDINGS + LASTING_SELF_WORDINGS


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
    return read(texts, ATTACK, every=True)


def bears(texts: dict[str, str], on: str | None = None) -> bool:
    """Whether a text in force (an Ability, a Tool, a Stadium) speaks of what a replay turns on
    (``on``: ``damage`` — the damage, HP, Weakness, Resistance, Knock Outs, Prize cards — or
    ``retreat``; None: either): an Ability used when its player chooses ("Once during your turn",
    「自分の番に1回使える」) is not in force unless used."""
    found = card_texts(texts)
    if any(USED[lang].search(text) for lang, text in found):
        return False
    kinds = [on] if on else list(BEARING)
    if on in (None, "damage") and any(SPECIAL_CONDITIONS[lang].search(text) for lang, text in found):
        return True  # a Special Condition's damage counters at the Checkup, or its coin (I-F), may change a Knock Out
    return any(BEARING[k][lang].search(text) for k in kinds for lang, text in found)


#: A Special Condition named in a text in force ("This Pokémon can't be affected by any Special Conditions", 「どくにならない」).
SPECIAL_CONDITIONS = {"en": re.compile(r"Special Condition|Poison|Burn|Asleep|Confus|Paralyz"),
                      "ja": re.compile(r"特殊状態|どく|やけど|ねむり|こんらん|マヒ"),
                      "zh": re.compile(r"特殊状态|中毒|灼伤|睡眠|混乱|麻痹")}


def attack_bears(texts: dict[str, str]) -> bool:
    """Whether an attack's text may change the damage it does, a Knock Out or the Prize cards taken."""
    return any(BEARING["damage"][lang].search(text) for lang, text in card_texts(texts))
