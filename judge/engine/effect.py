"""Effects as data: each kind names the hook it is looked up at and the rule that governs it.

An effect comes from a source (an attack, an Ability, a Tool, a Stadium, an Energy card, an
Item or Supporter), belongs to the player who controls that source, lasts for a duration
(E-01, E-02, E-20 … E-22) and may carry conditions (``when``) such as "from the opponent's
Pokémon" or "Basic Pokémon only". A procedure asks :mod:`judge.engine.hooks` for the effects at
its hook (``damage.5``: damage step 5) and applies them in the order the guide gives.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.engine.basics import TYPES
from judge.engine.messages import Kind


@dataclass(frozen=True)
class EffectKind:
    """One kind of effect: where it hooks in, and what rule governs it."""

    hook: str
    """The procedure step that looks it up, e.g. ``damage.5`` (I-A-01 damage step 5): one kind a hook."""
    rule: str
    """The ruling id that governs it."""
    doc: str
    """What it does."""
    reads: tuple[str, ...] = ()
    """The fields of :data:`KIND_FIELDS` this kind acts on; an effect of it giving any other is an
    error (:class:`judge.engine.card_specs.EffectSpec`), never a field accepted and ignored."""


#: The effect kinds whose amount a ``per`` count multiplies (:func:`judge.engine.quantities.effect_amount`); on any other
#: kind ``per`` is an error (:class:`judge.engine.card_specs.EffectSpec`).
PER_KINDS = ("attack_cost", "retreat_cost", "damage_dealt", "damage_taken", "max_hp")


#: Every effect kind the engine knows. Keys are what scenario files write as ``kind``.
KINDS: dict[str, EffectKind] = {
    "damage_dealt": EffectKind("damage.2", "II-B-04", "Damage this Pokémon's attacks do is changed by `amount` (step 2: effects on the attacking Pokémon).", reads=("amount",)),
    "damage_taken": EffectKind("damage.5", "II-B-05", "Damage this Pokémon takes from attacks is changed by `amount` (step 5: effects on the defending Pokémon).", reads=("amount",)),
    "prevent_damage": EffectKind("damage.6", "II-C-16", "Prevent all damage done to this Pokémon by attacks (step 6); with `coin`, only when a coin flipped then comes up heads.", reads=("coin",)),
    "prevent_effects": EffectKind("effects.attack", "II-C-17", "Prevent all effects of attacks, damage excluded, done to this Pokémon."),
    "no_weakness": EffectKind("damage.3", "II-D-13", "This Pokémon has no Weakness."),
    "no_resistance": EffectKind("damage.4", "II-D-13", "This Pokémon has no Resistance."),
    "weakness_type": EffectKind("damage.3.type", "II-E-21", "This Pokémon's Weakness becomes `becomes` type, ×`amount` (default ×2: E-21 【文例2】).", reads=("becomes", "amount")),
    "resistance_type": EffectKind("damage.4.type", "II-B-07", "This Pokémon's Resistance becomes `becomes` type, −`amount`.", reads=("becomes", "amount")),
    "weakness_times": EffectKind("damage.3.times", "I-A-01", "This Pokémon's Weakness is applied as ×`amount` instead of the number printed beside it (step 3: \"Apply Weakness as ×4 instead\").", reads=("amount",)),
    "resistance_minus": EffectKind("damage.4.minus", "I-A-01", "This Pokémon's Resistance is −`amount` instead of the number printed beside it (step 4: \"Resistance is now -40\").", reads=("amount",)),
    "attack_cost": EffectKind("cost.attack", "II-D-09", "Attack costs change by `amount` Colorless (more: D-11, less: D-12) or become none (`none: true`, D-13).", reads=("amount", "none", "what")),
    "retreat_cost": EffectKind("cost.retreat", "II-D-10", "Retreat Cost changes by `amount` (more: D-11, less: D-12) or becomes none (`none: true`, D-13).", reads=("amount", "none")),
    "cant_retreat": EffectKind("retreat.1c", "II-C-14", "This Pokémon can't retreat."),
    "cant_attack": EffectKind("attack.1a", "II-C-15", "This Pokémon can't attack (or can't use the attack named in `attack`).", reads=("attack",)),
    "attack_may_fail": EffectKind("attack.2a", "II-D-01", "When this Pokémon attacks, the opponent flips a coin: tails, the attack fails."),
    "on_damaged": EffectKind("attack.6", "II-E-03", "When this Pokémon is damaged by an attack (10 or more), run `actions` (before the Knock Out).", reads=("actions",)),
    "on_knocked_out": EffectKind("knockout.2", "II-E-04", "When this Pokémon is Knocked Out, run `actions` (Knock Out step 2).", reads=("actions",)),
    "poison_counters": EffectKind("checkup.poison", "II-E-16", "Poison puts `amount` damage counters at each Checkup; the largest applies.", reads=("amount",)),
    "burn_counters": EffectKind("checkup.burn", "II-E-28", "Burn puts `amount` damage counters at each Checkup; the largest applies.", reads=("amount",)),
    "checkup_counters": EffectKind("checkup.2.counters", "II-E-08", "At each Pokémon Checkup, put `amount` damage counters on this Pokémon.", reads=("amount",)),
    "on_attach": EffectKind("attach", "II-E-07", "Each time an Energy card is attached from hand, run `actions` (once per card).", reads=("actions",)),
    "cant_play": EffectKind("play", "II-C-19", "This player can't play `what` (item, supporter, stadium, tool) from hand.", reads=("what",)),
    "unaffected_by_played": EffectKind("effects.played", "II-E-29", "This Pokémon is unaffected by `what` (item, supporter) the opponent plays from hand.", reads=("what",)),
    "no_conditions": EffectKind("conditions", "II-A", "This Pokémon can't be affected by the Special Conditions in `what` (every one when "
                                "empty): an effect giving it one does nothing (the card's text over the rules).", reads=("what",)),
    "no_healing": EffectKind("heal", "II-C-06", "This Pokémon can't be healed: an effect healing it removes no damage counters (\"can't be healed\")."),
    "max_hp": EffectKind("hp", "II-D-15", "This Pokémon's maximum HP changes by `amount`.", reads=("amount",)),
    "no_rule": EffectKind("prizes", "II-D-13", "This Pokémon's rule box (e.g. Prize cards given) no longer applies."),
    "prize_count": EffectKind("prizes.count", "I-D", "The Prize cards taken for this Pokémon when it is Knocked Out change by `amount` "
                              "(\"takes 1 more Prize card\": the card's text over Knock Out step 4, II-A), or none are (`none: true`: "
                              "\"your opponent can't take any Prize cards for it\").", reads=("amount", "none")),
    "no_abilities": EffectKind("abilities", "II-D-13", "The Pokémon it reaches (filtered by `when`) have no Abilities.", reads=("except_abilities",)),
    "no_tool_effects": EffectKind("tools", "II-D-13", "Pokémon Tools attached to the Pokémon it reaches have no effect."),
    "survive_at": EffectKind("damage.6.survive", "II-D-14", "With full HP, attack damage that would Knock it Out leaves it with `amount` HP.", reads=("amount",)),
    "may_retreat_while_unable": EffectKind("retreat.1b", "II-A", "It may retreat even while Asleep or Paralyzed (the card's text over the rules)."),
    "end_of_turn": EffectKind("turn.end", "II-E-20", "At the end of the turn (before the Checkup), run `actions`.", reads=("actions",)),
    "on_checkup": EffectKind("checkup.2", "II-E-08", "At each Pokémon Checkup, run `actions`.", reads=("actions",)),
    "energy_provides": EffectKind("energy", "II-D-07", "Each basic Energy of a type in `what` attached to the Pokémon it reaches provides `amount` Energy of that type instead of 1.", reads=("what", "amount")),
    "energy_type": EffectKind("energy.type", "XY-card-terms", "Each basic Energy of a type in `what` (every basic Energy when empty) attached to the Pokémon it reaches works as `becomes` type instead.", reads=("what", "becomes")),
    "energy_type_also": EffectKind("energy.also", "XY-card-terms", "Each basic Energy of a type in `what` (every basic Energy when empty) attached to the Pokémon it reaches works as `becomes` type too.", reads=("what", "becomes")),
    "mega_keeps_turn": EffectKind("evolve.mega", "XY-pokemon-ex", "Mega Evolving the Pokémon with this Tool does not end the turn (xy-2016)."),
}

#: The fields of an effect only some kinds act on (each kind's :attr:`EffectKind.reads`); the others
#: (``name``, ``applies_to``, ``when``, ``duration``, ``stacks``, ``source``, ``owner``,
#: ``created_turn``) every kind has.
KIND_FIELDS = ("amount", "none", "attack", "what", "actions", "except_abilities", "becomes", "coin")

#: The kinds whose ``amount`` is damage or HP: in tens, as damage counters are (a damage counter is
#: 10 damage: ja-2.2 Ⅱ C-07 「10ダメージぶんのダメカン」).
TENS = ("damage_dealt", "damage_taken", "max_hp", "survive_at")


def tens(what: str, amount) -> None:
    """Damage and HP come in tens (a damage counter is 10 damage, C-07): a ValueError otherwise."""
    if isinstance(amount, int) and not isinstance(amount, bool) and amount % 10:
        raise ValueError(f"{what} {amount} is not a multiple of 10: damage and HP come in tens (a damage counter is 10 damage, Ⅱ C-07)")


#: The kinds that change a type, naming the type it becomes (``becomes``).
BECOMES = ("weakness_type", "resistance_type", "energy_type", "energy_type_also")

#: Each hook and the one kind of effect looked up there (:func:`judge.engine.hooks.applicable`).
HOOKS: dict[str, str] = {k.hook: kind for kind, k in KINDS.items()}
assert len(HOOKS) == len(KINDS), "two kinds of effect name one hook"

APPLIES_TO = ("self", "your_pokemon", "your_active", "your_bench", "opponents_pokemon", "opponents_active", "all_pokemon", "player", "opponent_player")

DURATIONS = {
    "permanent": "while its source is in play",
    "this_turn": "until the end of this turn (E-20)",
    "opponents_next_turn": "during the opponent's next turn (E-01)",
    "your_next_turn": "during your next turn (E-02)",
    "until_end_of_your_next_turn": "until the end of your next turn (E-21)",
    "until_end_of_opponents_next_turn": "until the end of the opponent's next turn (E-22)",
}
DURATION_RULES = {"this_turn": "II-E-20", "opponents_next_turn": "II-E-01", "your_next_turn": "II-E-02",
                  "until_end_of_your_next_turn": "II-E-21", "until_end_of_opponents_next_turn": "II-E-22"}


@dataclass
class Effect:
    """One effect in force (or waiting to be)."""

    kind: str
    """A key of :data:`KINDS`."""
    amount: int = 0
    name: str = ""
    """The card, attack or Ability it comes from, for the trace."""
    source: str = "attack"
    """``attack``, ``ability``, ``tool``, ``stadium``, ``energy``, ``item`` or ``supporter``."""
    owner: str = "me"
    """The player who controls the source."""
    applies_to: str = "self"
    """Who it affects, relative to the Pokémon (or player) that carries it: one of :data:`APPLIES_TO`."""
    when: dict = field(default_factory=dict)
    """Conditions, all of which must hold (see :func:`judge.engine.hooks.conditions_hold`)."""
    duration: str = "permanent"
    stacks: bool = True
    """False when the text says it doesn't stack however many Pokémon have it (E-15)."""
    none: bool = False
    """For cost effects: the cost becomes none (D-13); for ``prize_count``: no Prize cards are taken for the Pokémon."""
    attack: str | None = None
    """For ``cant_attack``: the attack it names (None: every attack)."""
    what: list[str] = field(default_factory=list)
    """For ``cant_play`` / ``unaffected_by_played``: which kinds of card."""
    actions: list[dict] = field(default_factory=list)
    """For triggered kinds (``on_damaged``, ``on_knocked_out``, ``on_attach``): what to do."""
    except_abilities: list[str] = field(default_factory=list)
    """For ``no_abilities``: the Abilities the text spares (「〜を除く」, "except …"), by name."""
    becomes: str | None = None
    """For ``weakness_type``, ``resistance_type``, ``energy_type`` and ``energy_type_also``: the type it becomes (E-21 【文例2】
    「弱点は◎タイプになる」)."""
    coin: bool = False
    """For ``prevent_damage``: it prevents the damage only when a coin flipped as the damage is done comes up heads (II-C-16
    with a coin: "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage.")."""
    start_turn: int = 0
    end_turn: int = 10**9

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown effect kind {self.kind!r} (known: {', '.join(KINDS)})")
        if self.applies_to not in APPLIES_TO:
            raise ValueError(f"unknown applies_to {self.applies_to!r} (known: {', '.join(APPLIES_TO)})")
        if self.duration not in DURATIONS:
            raise ValueError(f"unknown duration {self.duration!r} (known: {', '.join(DURATIONS)})")
        if self.kind in TENS:
            tens(f"{self.kind} amount", self.amount)
        if self.becomes is not None and self.becomes not in TYPES:
            raise ValueError(f"unknown type {self.becomes!r} for becomes (known: {', '.join(TYPES)})")
        if self.kind in BECOMES and self.becomes is None:
            raise ValueError(f"{self.kind} names the type it becomes: becomes: <type>")
        if self.kind in ("weakness_times", "resistance_minus") and self.amount <= 0:
            raise ValueError(f"{self.kind} gives the number it is applied with: amount: 4 for ×4, 40 for −40")
        if self.kind == "resistance_type" and self.amount <= 0:
            raise ValueError("resistance_type gives the Resistance's amount: amount: 30 for −30")

    @property
    def rule(self) -> str:
        return KINDS[self.kind].rule

    def schedule(self, turn: int) -> "Effect":
        """Fix the turns the effect is in force, counting from the turn it is created."""
        self.start_turn, self.end_turn = {
            "permanent": (0, 10**9),
            "this_turn": (turn, turn),
            "opponents_next_turn": (turn + 1, turn + 1),
            "your_next_turn": (turn + 2, turn + 2),
            "until_end_of_your_next_turn": (turn, turn + 2),
            "until_end_of_opponents_next_turn": (turn, turn + 1),
        }[self.duration]
        return self

    def in_force(self, turn: int) -> bool:
        return self.start_turn <= turn <= self.end_turn

    def changed_entry(self) -> dict:
        """The Weakness or Resistance a ``weakness_type`` / ``resistance_type`` effect gives: its type,
        and ×``amount`` (×2 when it gives none: E-21 【文例2】「[弱点は「×2」でダメージ計算をする。]」) or −``amount``."""
        if self.kind == "weakness_type":
            return {"type": self.becomes, "multiplier": self.amount or 2}
        return {"type": self.becomes, "minus": self.amount}

    def label(self) -> str:
        return self.name or self.kind

    def reads_as(self) -> str | Kind:
        """How a trace names the effect: the card, attack or Ability it comes from, else its kind in words."""
        return self.name or Kind(self.kind)
