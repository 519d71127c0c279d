"""The values a printed wording's groups give an effect (:mod:`judge.situation.texts` reads a text with them): an attack's
modifier with its numbers and type filled in, the amount an effect besides the first reads, and what a Special Energy provides."""

from __future__ import annotations

import re

from judge.situation.wordings import TYPES


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
