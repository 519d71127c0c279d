"""The game's fixed sets: the Energy types, the Special Conditions, the two sides. Imports nothing."""

from __future__ import annotations

from typing import Literal

TYPES = ("grass", "fire", "water", "lightning", "psychic", "fighting", "darkness", "metal", "fairy", "dragon", "colorless")
SPECIAL_CONDITIONS = ("asleep", "paralyzed", "confused", "poisoned", "burned")
#: Asleep, Paralyzed and Confused replace one another; Poisoned and Burned are independent (I-F).
ROTATING = ("asleep", "paralyzed", "confused")
PlayerId = Literal["me", "opponent"]


def other(player: str) -> str:
    """The other side: ``me`` ↔ ``opponent``."""
    return "opponent" if player == "me" else "me"
