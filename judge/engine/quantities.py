"""Numbers read off the board: what card text counts (a count, a condition on one, coins flipped),
what things cost with the effects in force (attacks: D-09, D-11 … D-13; retreating: D-10), which
Energy pays for it, a Pokémon's maximum HP (D-15), the Prize cards it gives (D-18) and the attacks
it can use (D-06).

A count (see the scenario README) is an int; a coin expression ``{flip: N}`` or ``{flip_until:
tails}``; a word (``discarded``, ``heads``, ``damage_done``); a player's (``your.prizes_left`` …);
``<ref>`` (how many Pokémon a reference names, :mod:`judge.engine.refs`) with a suffix
(``.energy``, ``.counters``, ``.retreat_cost`` …); or a condition on a count, 1 or 0 (``{at_least:
N, count: <count>}``). Counting a Retreat Cost reads the costs, and a cost may count (``per``): both
are here.
"""

from __future__ import annotations

from judge.engine.context import Context
from judge.engine.effect import Effect
from judge.engine.errors import NoCoin, RuleError
from judge.engine.hooks import abilities_active, applicable, energy_units, tool_active, units_of
from judge.engine.messages import Coin, EnergyType, Message, message
from judge.engine.refs import resolve, side
from judge.engine.registry import procedure
from judge.engine.state import Attack, EnergyCard, Game, Pokemon
from judge.engine.trace import Trace
from judge.engine.wording import COMPARISONS

# --- counts ---------------------------------------------------------------------------------------

def count(ctx: Context, expr, trace=None) -> int:
    """A number the text counts (see the scenario README): an int; a coin expression
    ``{flip: N}`` (heads among N coins) or ``{flip_until: tails}`` (heads before the first tails);
    ``discarded`` (cards this text discarded); ``your.prizes_taken``; ``your.supporter_played``;
    or ``<ref>`` (how many Pokémon) with a suffix: ``.energy``, ``.energy_of:<type>``, ``.basic_energy``, ``.counters``,
    ``.damage``, ``.with_ability``, ``.with_rule_box:<box|box>``, ``.of_stage:<stage|stage>``, ``.with_attack:<name>``, ``.named:<card>``, ``.full_hp``, ``.remaining_hp``,
    ``.max_hp``, ``.retreat_cost``,
    ``.evolved_this_turn``, ``.evolved_this_turn_from:<card>``, ``.moved_to_active_this_turn``,
    ``.healed_this_turn``; ``heads`` (heads this text has flipped); ``your.prizes_left``; and a
    condition on a count, 1 or 0: ``{at_least: N, count: <count>}`` (also ``at_most``, ``equals``,
    ``more_than``, ``less_than``)."""
    if isinstance(expr, bool):
        return int(expr)
    if isinstance(expr, int):
        return expr
    if isinstance(expr, dict):
        if "count" in expr and set(expr) - {"count"} <= set(COMPARISONS) and len(expr) == 2:
            return int(compare(ctx, expr, trace))
        return _coins(ctx, expr, trace)
    if not isinstance(expr, str):
        raise RuleError(f"cannot count {expr!r}")
    g = ctx.game
    if expr == "discarded":
        return len(ctx.memo.discarded)
    if expr == "damage_done":
        return ctx.memo.damage_done
    if expr == "heads":
        return ctx.memo.heads
    if expr in ("your.prizes_left", "opponents.prizes_left"):
        return g.players[side(ctx, expr.split(".")[0])].prizes_left
    if expr in ("your.prizes_taken", "opponents.prizes_taken"):
        return g.players[side(ctx, expr.split(".")[0])].prizes_taken
    if expr in ("your.supporter_played", "opponents.supporter_played"):
        return int(g.players[side(ctx, expr.split(".")[0])].supporter_played_turn == g.turn)
    if expr in ("your.hand_empty", "opponents.hand_empty"):
        return int(not g.players[side(ctx, expr.split(".")[0])].hand)
    if expr in ("your.knocked_out_by_attack_last_turn", "opponents.knocked_out_by_attack_last_turn"):
        pid = side(ctx, expr.split(".")[0])
        return sum(1 for turn, by_attack in g.players[pid].knockout_turns if turn == g.turn - 1 and by_attack)
    if expr in ("your.hand", "opponents.hand", "your.deck", "opponents.deck", "your.discard", "opponents.discard"):
        word, zone = expr.split(".")
        return len(getattr(g.players[side(ctx, word)], zone))
    return _count_pokemon(ctx, expr)


def _count_pokemon(ctx: Context, expr: str) -> int:
    """``<ref>`` (how many Pokémon) or ``<ref>.<what>[:<arg>]``, summed over the Pokémon it names."""
    g = ctx.game
    base, sep, what = expr.partition(".") if expr in ("self", "defending") or "." not in expr else _split(expr)
    found = resolve(ctx, base)
    arg = ""
    if ":" in what:
        what, _, arg = what.partition(":")
    if what == "":
        return len(found)
    if what == "energy":
        return sum(len(energy_units(g, p)) for p in found)
    if what == "energy_of":
        return sum(1 for p in found for u in energy_units(g, p) if arg in u)
    if what == "energy_cards":
        return sum(len(p.energy) for p in found)
    if what == "basic_energy":  # basic Energy cards attached ("If this Pokémon has any basic Energy attached to it")
        return sum(1 for p in found for e in p.energy if e.basic)
    if what == "counters":
        return sum(p.counters for p in found)
    if what == "damage":
        return sum(p.damage for p in found)
    if what == "with_ability":
        return sum(1 for p in found if abilities_active(g, p))
    if what == "named":
        return sum(1 for p in found if p.card == arg)
    if what in ("asleep", "paralyzed", "confused", "poisoned", "burned"):
        return sum(1 for p in found if what in p.conditions)
    if what == "any_condition":  # "is affected by a Special Condition" (I-F: any of the five)
        return sum(1 for p in found if p.conditions)
    if what == "of_type":
        return sum(1 for p in found if arg in p.types)
    if what == "with_rule_box":  # one box, or several written a|b ("a Pokémon ex or Pokémon V")
        return sum(1 for p in found if (p.rule_box or "") in arg.split("|"))
    if what == "of_stage":  # one stage, or several written a|b ("an Evolution Pokémon": stage1|stage2|…)
        return sum(1 for p in found if p.stage in arg.split("|"))
    if what == "with_attack":  # attacks printed on the card only, not ones usable through another card (E-37, D-06)
        return sum(1 for p in found if any(a.name == arg for a in p.attacks))
    if what == "full_hp":
        return sum(1 for p in found if p.full_hp)
    if what == "remaining_hp":
        return sum(remaining_hp(g, p) for p in found)
    if what == "max_hp":
        return sum(max_hp(g, p) for p in found)
    if what == "retreat_cost":
        return sum(retreat_cost(g, p) for p in found)
    if what == "evolved_this_turn":
        return sum(1 for p in found if p.evolved_turn == g.turn)
    if what == "evolved_this_turn_from":
        return sum(1 for p in found if p.evolved_turn == g.turn and p.stack and p.stack[-1].card == arg)
    if what == "moved_to_active_this_turn":
        return sum(1 for p in found if p.moved_to_active_turn == g.turn)
    if what == "healed_this_turn":
        return sum(1 for p in found if p.healed_turn == g.turn)
    raise RuleError(f"unknown count {expr!r}")


def compare(ctx: Context, expr: dict, trace=None) -> bool:
    """A condition on a count: ``{at_least|at_most|equals|more_than|less_than: N, count: <count>}``."""
    [(op, n)] = [(k, v) for k, v in expr.items() if k != "count"]
    value = count(ctx, expr["count"], trace)
    return {"at_least": value >= n, "at_most": value <= n, "equals": value == n, "more_than": value > n, "less_than": value < n}[op]


@procedure
def counted(game: Game, pokemon: Pokemon, expr: dict) -> bool:
    """A condition on a count, counted for ``pokemon``: ``self`` is it, ``your`` and ``opponents`` its player and the other ("If
    this Pokémon has 3 or more {W} Energy attached": ``{count: self.energy_of:water, at_least: 3}``; "If your opponent has 3 or
    fewer Prize cards remaining": ``{count: opponents.prizes_left, at_most: 3}``)."""
    return compare(Context(game, pokemon.owner, self_pokemon=pokemon), expr)


def _split(expr: str) -> tuple[str, str, str]:
    """``opponents_bench.all.energy`` → (``opponents_bench.all``, ``.``, ``energy``)."""
    parts = expr.split(".")
    if parts[0] in ("me", "opponent") and len(parts) >= 2:
        head = ".".join(parts[:3]) if parts[1] == "bench" and len(parts) >= 3 else ".".join(parts[:2])
    elif parts[0].endswith("_bench") or parts[0].endswith("_pokemon"):
        head = ".".join(parts[:2]) if len(parts) >= 2 and (parts[1].rstrip("?").isdigit() or parts[1] == "all") else parts[0]
    else:
        head = parts[0]
    rest = expr[len(head) + 1:] if len(expr) > len(head) else ""
    return head, ".", rest


def _coins(ctx: Context, expr: dict, trace) -> int:
    """Heads among the coins a coin count flips (``{flip: N}``, ``{flip_until: tails}``)."""
    if trace is None:
        raise RuleError(f"a coin count {expr!r} needs a trace")
    if "flip" in expr:
        n = int(expr["flip"])
        heads = sum(flip_coin(ctx.game, trace, "I-A-01", message("coin_of", name=ctx.name, i=i + 1, n=n)) == "heads" for i in range(n))
    elif expr.get("flip_until") == "tails":
        heads = 0
        while flip_coin(ctx.game, trace, "I-A-01", message("coin_until_tails", name=ctx.name, heads=heads)) == "heads":
            heads += 1
    else:
        raise RuleError(f"unknown coin count {expr!r} (use flip: N or flip_until: tails, or a condition {{at_least: N, count: <count>}})")
    ctx.memo.heads += heads
    return heads


def flip_coin(game: Game, trace: Trace, rule: str, why: Message) -> str:
    """The next scripted coin, flipped under ``rule`` for the reason ``why``; a flip the scenario
    does not give is an error, never random."""
    coins = game.coins
    if not coins:
        raise NoCoin(f"the scenario gives no coin for: {why.render()}")
    result = coins.pop(0)
    trace.add(rule, "coin_flip", why=why, result=Coin(result))
    return result


# --- costs and who pays them ------------------------------------------------------------------

def attack_cost(game: Game, pokemon: Pokemon, attack: Attack, trace: Trace | None = None) -> list[str]:
    """The attack's cost after "more" (D-11, summed), "less" (D-12, summed) and "none" (D-13, wins)."""
    effects = applicable(game, "cost.attack", pokemon)
    if any(e.none for e in effects):
        if trace:
            trace.add("II-D-13", "attack_cost_none", effect=[e.reads_as() for e in effects if e.none][0])
        return []
    cost = list(attack.cost)
    for e in effects:
        kind = e.what[0] if e.what else "colorless"
        amount = effect_amount(game, e, pokemon)
        if amount > 0:
            cost += [kind] * amount
        else:
            for _ in range(-amount):
                if kind in cost:
                    cost.remove(kind)
        if trace:
            trace.add("II-D-11" if amount > 0 else "II-D-12", "attack_cost_changed", effect=e.reads_as(), amount=amount, type=EnergyType(kind))
    return cost


def retreat_cost(game: Game, pokemon: Pokemon, trace: Trace | None = None) -> int:
    """Retreat Cost after "more" and "less" (summed together, D-11/D-12 FAQ) and "none" (D-13, wins)."""
    effects = applicable(game, "cost.retreat", pokemon)
    if any(e.none for e in effects):
        if trace:
            trace.add("II-D-13", "retreat_cost_none", effect=[e.reads_as() for e in effects if e.none][0])
        return 0
    total = sum(effect_amount(game, e, pokemon) for e in effects)
    if effects and trace:
        trace.add("II-D-11" if total > 0 else "II-D-12", "retreat_cost_summed", pokemon.retreat, max(pokemon.retreat + total, 0),
                  cost=pokemon.retreat, effects=[message("effect_amount", effect=e.reads_as(), amount=effect_amount(game, e, pokemon)) for e in effects], total=total)
    return max(pokemon.retreat + total, 0)


def effect_amount(game: Game, e: Effect, pokemon: Pokemon) -> int:
    """An effect's amount, times its ``per`` count (counted for the Pokémon that carries it, else for
    ``pokemon``): a cost effect's, or a damage effect's ("+10 for each Prize card your opponent has
    taken"). :data:`judge.engine.effect.PER_KINDS` are the kinds ``per`` can multiply."""
    per = e.when.get("per") if isinstance(e.when, dict) else None
    if per is None:
        return e.amount
    carrier = next((p for p in game.all_pokemon() if any(x is e for a in p.abilities for x in a.effects) or (p.tool and e in p.tool.effects)), pokemon)
    return e.amount * count(Context(game, carrier.owner, self_pokemon=carrier), per)


def say_energy_types(game: Game, pokemon: Pokemon, trace: Trace) -> None:
    """Say each effect in force that makes basic Energy attached to ``pokemon`` work as another type
    (XY-card-terms: what "●●の基本エネルギー" then names), where a cost or a text reads the types."""
    for e in applicable(game, "energy.type", pokemon) + applicable(game, "energy.also", pokemon):
        trace.add(e.rule, "energy_works_as" if e.kind == "energy_type" else "energy_works_as_too", effect=e.reads_as(), card=pokemon.card,
                  type=EnergyType(e.becomes), what=[EnergyType(t) for t in e.what])


def can_pay(units: list[frozenset[str]], cost: list[str]) -> bool:
    """Whether the attached Energy units cover the cost (typed symbols first; any unit pays Colorless)."""
    typed = [c for c in cost if c != "colorless"]
    colorless = len(cost) - len(typed)

    def assign(i: int, free: list[frozenset[str]]) -> bool:
        if i == len(typed):
            return len(free) >= colorless
        for j, unit in enumerate(free):
            if typed[i] in unit and assign(i + 1, free[:j] + free[j + 1:]):
                return True
        return False

    return assign(0, list(units))


def choose_units(pool: list[EnergyCard], n: int, kind: str | None, names: list[str] | None, units=lambda e: e.units) -> list[EnergyCard]:
    """Energy cards providing ``n`` units (of ``kind``), the named cards first."""
    if names:
        pool = sorted(pool, key=lambda e: (e.card not in names, names.index(e.card) if e.card in names else 0))
    chosen, got = [], 0
    for e in pool:
        if got >= n:
            break
        chosen.append(e)
        got += sum(1 for u in units(e) if not kind or kind in u)
    return chosen


def choose_energy(p: Pokemon, n: int, names: list[str] | None = None, game=None) -> list[EnergyCard]:
    """Energy cards attached to ``p`` that provide ``n`` units, the named ones first (the Retreat
    Cost); with ``game``, counting what the effects in force make them provide (:func:`units_of`)."""
    if game is None:
        return choose_units(list(p.energy), n, None, names)
    return choose_units(list(p.energy), n, None, names, units=units_of(game, p))


# --- a Pokémon's values with the effects in force -----------------------------------------------

def max_hp(game: Game, pokemon: Pokemon) -> int:
    """The printed HP changed by effects that change maximum HP (D-15), each times its ``per`` count where it has one
    ("+40 HP for each {F} Energy attached to it"): every procedure that reads a Pokémon's HP reads it here or through
    :func:`remaining_hp`."""
    return pokemon.hp + sum(effect_amount(game, e, pokemon) for e in applicable(game, "hp", pokemon))


@procedure
def remaining_hp(game: Game, pokemon: Pokemon) -> int:
    """Maximum HP minus the damage it has taken (D-16), never below 0: at 0 it is Knocked Out (I-D)."""
    return max(max_hp(game, pokemon) - pokemon.damage, 0)


def weakness_resistance(game: Game, pokemon: Pokemon, which: str) -> list[dict]:
    """A Pokémon's ``weakness`` or ``resistance`` as it stands: none when an effect removes it (D-13),
    the type an effect changes it to (E-21 【文例2】), else as printed. An attack's damage reads it at
    damage steps 3 and 4, which also weigh what the attack ignores (B-06, B-07)."""
    removal, change = ("damage.3", "damage.3.type") if which == "weakness" else ("damage.4", "damage.4.type")
    if applicable(game, removal, pokemon):
        return []
    changes = applicable(game, change, pokemon)
    return [changes[-1].changed_entry()] if changes else list(getattr(pokemon, which))


def prize_value(game: Game, pokemon: Pokemon) -> int:
    """Prize cards a Knocked Out Pokémon gives: its rule box under the ruleset (D-18), unless switched off."""
    if pokemon.prizes is not None:
        return pokemon.prizes
    if applicable(game, "prizes", pokemon):
        return 1
    return game.ruleset.prize_cards.get(pokemon.rule_box or "", 1)


def prize_change(game: Game, pokemon: Pokemon) -> int:
    """Prize cards more (or fewer) that card text gives for a Pokémon Knocked Out ("that player takes 1 more Prize
    card"), weighed while it is still in play, against the attack that Knocks it Out (E-04)."""
    effects = applicable(game, "prizes.count", pokemon, attacker=game.attacker)
    if any(e.none for e in effects):  # "your opponent can't take any Prize cards for it": as many fewer as it gives
        return -prize_value(game, pokemon)
    return sum(e.amount or 0 for e in effects)


def usable_attacks(game: Game, pokemon) -> list[Attack]:
    """The attacks a Pokémon can use: those printed on it (the attacks it "has", D-06), then any its
    Pokémon Tool lets it use."""
    granted = pokemon.tool.grants_attacks if pokemon.tool and tool_active(game, pokemon) else []
    return list(pokemon.attacks) + list(granted)
