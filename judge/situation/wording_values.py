"""The values a printed wording's groups give an effect (:mod:`judge.situation.texts` reads a text with them): an attack's
modifier with its numbers and type filled in, the amount an effect besides the first reads, what a Special Energy provides, and the
conditions on a count of the board its groups name."""

from __future__ import annotations

import re

from judge.situation.wordings import GROUPS, TYPES


def filled(template, g: dict):
    """A wording's modifier with its groups' values: ``n`` and ``k`` their numbers, ``{T}`` in a count the type printed."""
    if isinstance(template, dict):
        return {k: filled(v, g) for k, v in template.items()}
    if template in ("n", "k"):
        return int(g[template])
    if isinstance(template, str) and "{T}" in template:
        return template.replace("{T}", TYPES[g["type"]])
    return template


def amount_group(g: dict, name: str | None) -> dict:
    """The groups with ``name`` as the amount an effect besides the first reads (``n2``: a number,
    ``c2``: a cost in {C}); None: it has none ("has no Retreat Cost")."""
    out = {**g, "n": None, "c": None}
    if name:
        out["c" if name.startswith("c") else "n"] = g.get(name)
    return out


def provides(g: dict) -> tuple[int, str]:
    """How many Energy a Special Energy provides, and of which type: ``{C}{C}`` (``provides``), a number
    (``k``) of Colorless, one of a type printed (``ptype``)."""
    if g.get("ptype") or g.get("only"):
        return 1, TYPES[g.get("ptype") or g["only"]]
    if g.get("provides"):
        return len(re.findall(r"\{C\}", g["provides"])), "colorless"
    return (int(g["k"]) if g.get("k") else 1), "colorless"


def board_counts(groups: dict, when: dict) -> None:
    """The conditions on a count of the board a wording's groups name: the holder's Retreat Cost N or more (``rleast``, D-10 as
    effects leave it), the attacking Pokémon's HP left N or less (``ahp``, D-16), any of the opponent's Pokémon in play of a rule box
    (``obox``: "If your opponent has any Pokémon-GX or Pokémon-EX in play"), any of its player's of a type (``ytype``)."""
    if groups.get("rleast"):
        when["holder_count"] = {"count": "self.retreat_cost", "at_least": int(groups["rleast"])}
    if groups.get("ahp"):
        when["attacker_count"] = {"count": "self.remaining_hp", "at_most": int(groups["ahp"])}
    if groups.get("obox"):
        when["holder_count"] = {"count": "opponents_pokemon.all.with_rule_box:" + "|".join(GROUPS[groups["obox"]]), "at_least": 1}
    if groups.get("ytype"):
        when["holder_count"] = {"count": f"your_pokemon.all.of_type:{TYPES[groups['ytype']]}", "at_least": 1}
