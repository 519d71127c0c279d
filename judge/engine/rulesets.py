"""Rulesets: which edition's rules the engine plays by (DESIGN.md, "Editions and rulesets").

Each field is one rule the editions state differently, and its docstring names what states it
for each ruleset. Where the XY notice is silent, ``xy`` plays by ja-2.2 (the notice lists only
its differences from the rules it assumes; the nearest guide is taken for the rest: an inference).
Rules no guide states are marked in the trace as they are applied: the overview's (secondary)
Checkup procedure and the inferences (see ``trace.Step.basis``).
"""

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
    """Whether the player who goes first may play a Supporter on their first turn. zh-3.1 I-B-03
    bars it; ja-2.2 states no bar; xy-2016 allows it ("サポートを使うことができます")."""
    first_turn_attack: bool
    """Whether the player who goes first may attack on their first turn: no in zh-3.1 I-A-01 and
    xy-2016; ja-2.2 states nothing (inference: the same bar)."""
    double_weakness_multiplier: int
    """What a defender with two matching Weakness types multiplies by: ×4 is stated by xy-2016
    (XY-dual-types). ×2 elsewhere is stated by no source: an inference from the notice listing ×4
    among its differences from the current rules (the trace marks it so)."""
    burn: str
    """``counters-then-flip`` (put 2 counters, then flip: heads recovers) or ``flip-then-counters``
    (xy-2016, XY-special-conditions: flip; tails puts 2 counters). The guides' I-F gives only the
    Checkup's order; ``counters-then-flip``, the Sleep flip, the counts for Poison and Burn and when
    Paralysis ends are stated only by the non-official overview (sv-2025-notes,
    SV-pokemon-checkup), cited as a secondary source."""
    mega_evolution_ends_turn: bool
    """xy-2016: Mega Evolving ends the turn unless a Spirit Link tool is attached."""
    prize_cards: dict[str, int]
    """Prize cards a Knocked Out Pokémon gives by its rule box (default 1)."""
    setup_prizes_before_first_player: bool
    """xy-2016: players place Prize cards and only then decide who goes first."""
    evolution_ends: str
    """What evolving ends (I-A-05): ``everything``, every effect and Special Condition (ja-2.2:
    「進化すると、受けていた効果や特殊状態はすべてなくなります」; the ja-3.1 excerpt says the same), or
    ``attack-effects``, Special Conditions and effects of attacks (zh-3.1: 「其进化前处于的特殊状态，
    以及受到的招式的效果都会被消除」). ``v3.1`` follows zh-3.1, the complete Ver 3.1 guide."""
    ignoring_effects_covers_weakness_resistance: bool
    """Whether an attack that ignores effects on the Defending Pokémon (B-07) also ignores effects
    that change its Weakness or Resistance: yes in xy-2016 (XY-ignoring-effects:
    「弱点・抵抗力を変更する効果」); no in ja-2.2 (its ruling change since Ver.2.0) and zh-3.1 B-07."""
    sudden_death: str
    """How Sudden Death is won after a draw (I-E), as each edition prints it: the trace message
    ``sudden_death_first_prize`` (ja-2.2: 「先にサイドをとったプレイヤーが勝ち」, the first to take a
    Prize card) or ``sudden_death_first_win`` (zh-3.1: 「先满足胜负条件的玩家获胜」, the first to meet a
    winning condition). The XY notice says nothing of it (``xy`` takes ja-2.2's)."""
    tools_are_items: bool
    """Whether a Pokémon Tool is a kind of Item, so that an effect stopping Items stops Tools: yes in
    ja-2.2 (Ⅰ B-01: グッズ of which some carry the Pokémon Tool rule, 「グッズには、「ポケモンのどうぐ」の
    ルール…が、追加で書かれたものもあります」) and xy-2016 (「ポケモンのどうぐはグッズに含まれます」); no in
    zh-3.1, whose Ⅰ B-02 makes 宝可梦道具 a kind of Trainer card of its own beside 物品 (Ⅰ B-01)."""
    win_rows_legible: bool
    """Whether the edition's copy of I-E's table of conditions met at once shows the marks of its three
    "I win" rows: yes in zh-3.1; the ja-2.2 copy lost them but for the first column, so ``v2.2`` (and
    ``xy``) read them from its legible "I lose" rows seen from the other player, an inference the
    trace marks."""


RULESETS: dict[str, Ruleset] = {
    r.id: r
    for r in (
        Ruleset(
            id="v3.1", editions=("zh-3.1", "ja-3.1"),
            first_turn_supporter=False, first_turn_attack=False, double_weakness_multiplier=2,
            burn="counters-then-flip", mega_evolution_ends_turn=False,
            prize_cards={"EX": 2, "GX": 2, "V": 2, "VSTAR": 2, "ex": 2, "VMAX": 3, "tag-team": 3, "mega": 2},
            setup_prizes_before_first_player=False,
            evolution_ends="attack-effects", ignoring_effects_covers_weakness_resistance=False,
            sudden_death="sudden_death_first_win", win_rows_legible=True, tools_are_items=False,
        ),
        # ja-2.2 states neither first-turn rule: no Supporter bar (zh-3.1 I-B-03 has one, xy-2016 has
        # none); the first player's first-turn attack bar is in both xy-2016 and zh-3.1 (inference: in force).
        Ruleset(
            id="v2.2", editions=("ja-2.2",),
            first_turn_supporter=True, first_turn_attack=False, double_weakness_multiplier=2,
            burn="counters-then-flip", mega_evolution_ends_turn=False,
            prize_cards={"EX": 2, "GX": 2, "tag-team": 3},
            setup_prizes_before_first_player=False,
            evolution_ends="everything", ignoring_effects_covers_weakness_resistance=False,
            sudden_death="sudden_death_first_prize", win_rows_legible=False, tools_are_items=True,
        ),
        Ruleset(
            id="xy", editions=("xy-2016",),
            first_turn_supporter=True, first_turn_attack=False, double_weakness_multiplier=4,
            burn="flip-then-counters", mega_evolution_ends_turn=True,
            prize_cards={"EX": 2, "mega": 2},
            setup_prizes_before_first_player=True,
            evolution_ends="everything", ignoring_effects_covers_weakness_resistance=True,
            sudden_death="sudden_death_first_prize", win_rows_legible=False, tools_are_items=True,
        ),
    )
}
DEFAULT_RULESET = "v3.1"
