"""Rulesets: which edition's rules the engine plays by (DESIGN.md, "Editions and rulesets")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruleset:
    """The rules that differ between the editions the engine follows."""

    id: str
    """``v3.1``, ``v2.2`` or ``xy``."""
    editions: tuple[str, ...]
    """The editions whose rules this is, cited in traces."""
    first_turn_supporter: bool
    """Whether the player who goes first may play a Supporter on their first turn."""
    first_turn_attack: bool
    """Whether the player who goes first may attack on their first turn."""
    double_weakness_multiplier: int
    """What a defender with two matching Weakness types multiplies by (xy-2016: ×4)."""
    burn: str
    """``counters-then-flip`` (put 2 counters, then flip: heads recovers) or ``flip-then-counters``
    (xy-2016: flip; tails puts 2 counters)."""
    mega_evolution_ends_turn: bool
    """xy-2016: Mega Evolving ends the turn unless a Spirit Link tool is attached."""
    prize_cards: dict[str, int]
    """Prize cards a Knocked Out Pokémon gives by its rule box (default 1)."""
    setup_prizes_before_first_player: bool
    """xy-2016: players place Prize cards and only then decide who goes first."""


RULESETS: dict[str, Ruleset] = {
    r.id: r
    for r in (
        Ruleset(
            id="v3.1", editions=("zh-3.1", "ja-3.1"),
            first_turn_supporter=False, first_turn_attack=False, double_weakness_multiplier=2,
            burn="counters-then-flip", mega_evolution_ends_turn=False,
            prize_cards={"EX": 2, "GX": 2, "V": 2, "VSTAR": 2, "ex": 2, "VMAX": 3, "tag-team": 3, "mega": 2},
            setup_prizes_before_first_player=False,
        ),
        # ja-2.2 states neither first-turn rule: no Supporter bar (zh-3.1 I-B-03 has one, xy-2016 has
        # none); the first player's first-turn attack bar is in both xy-2016 and zh-3.1 (inference: in force).
        Ruleset(
            id="v2.2", editions=("ja-2.2",),
            first_turn_supporter=True, first_turn_attack=False, double_weakness_multiplier=2,
            burn="counters-then-flip", mega_evolution_ends_turn=False,
            prize_cards={"EX": 2, "GX": 2, "tag-team": 3},
            setup_prizes_before_first_player=False,
        ),
        Ruleset(
            id="xy", editions=("xy-2016",),
            first_turn_supporter=True, first_turn_attack=False, double_weakness_multiplier=4,
            burn="flip-then-counters", mega_evolution_ends_turn=True,
            prize_cards={"EX": 2, "mega": 2},
            setup_prizes_before_first_player=True,
        ),
    )
}
DEFAULT_RULESET = "v3.1"
