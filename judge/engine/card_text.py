"""Running card text: steps in printed order, each looked up in the registry by its name.

Each step is a one-key mapping, ``{name: arguments}`` (:data:`judge.engine.registry.STEPS`). Steps
run in printed order (II-A: do what you can; a step that cannot be done is skipped, and the rest
still run unless the text ties them with "then" (E-19) or "if you do" (E-10)). A step returns
whether it did anything: a card whose text would do nothing can't be played (I-B-01 step 1).
Every step run is work spent from the run's budget (:mod:`judge.engine.budget`).

Also what several steps share: who a text's effects reach (C-17, E-29) and the cards it discards.
"""

from __future__ import annotations

from judge.engine.budget import spend
from judge.engine.context import Context
from judge.engine.effect import Effect
from judge.engine.errors import RuleError, suggestion
from judge.engine.hooks import applicable
from judge.engine.messages import CardKind, Message
from judge.engine.refs import resolve
from judge.engine.registry import STEPS
from judge.engine.state import Card, Game, Pokemon
from judge.engine.trace import Trace

#: The arguments of a step that are steps themselves ("flip: {heads: […]}", "if: {do: […], else: […]}").
NESTED = ("heads", "tails", "per_heads", "do", "then", "else")


def run_steps(ctx: Context, steps: list[dict], trace: Trace) -> bool:
    """Run card-text steps in order; True if any of them was done."""
    done = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or len(step) != 1:
            raise RuleError(f"a step is a one-key mapping such as {{place_counters: {{...}}}}, got {step!r}")
        [(name, args)] = step.items()
        if name not in STEPS:
            raise RuleError(f"unknown step {name!r}; {suggestion(name, STEPS)}")
        where = f"{ctx.name + ': ' if ctx.name else ''}step {i} ({name})"
        spend()
        try:
            done = STEPS[name].run(ctx, args, trace) or done
        except KeyError as err:
            raise RuleError(f"{where}: missing {err.args[0]!r} in {args!r}") from None
        except RuleError as err:
            raise err.within(where) from None
        except (TypeError, ValueError, AttributeError) as err:
            raise RuleError(f"{where}: {err}") from None
    return done


def run_trigger(game: Game, effect: Effect, holder: Pokemon, trace: Trace, source: str | None = None) -> bool:
    """A triggered effect's text (``on_damaged``, ``on_knocked_out``, ``on_attach``, ``end_of_turn``,
    ``on_checkup``), run for the player who owns ``holder`` with ``self`` naming it and ``attacker``
    the Pokémon whose attack set it off (none outside an attack, or once it has left play). A text
    with nothing to act on is not done, and the trace says so (II-A)."""
    ctx = Context(game, holder.owner, self_pokemon=holder, source=source or effect.source, name=effect.label(), triggered=True)
    done = run_steps(ctx, effect.actions, trace)
    if not done:
        trace.add("II-A", "trigger_did_nothing", effect=effect.reads_as())
    return done


def step_rules(steps: list) -> list[str]:
    """The rules of the steps a text is made of, nested ones included (cited when it would do nothing)."""
    out: list[str] = []
    for s in steps if isinstance(steps, list) else []:
        if not isinstance(s, dict) or len(s) != 1 or next(iter(s)) not in STEPS:
            continue
        name, args = next(iter(s.items()))
        out += [STEPS[name].rule, *STEPS[name].also]
        nested = args if isinstance(args, list) else [v for k, v in (args.items() if isinstance(args, dict) else []) if k in NESTED]
        for n in (n for n in nested if n):
            out += step_rules(n if isinstance(n, list) else [n])
    return list(dict.fromkeys(out))


def protected_from_effects(ctx: Context, target: Pokemon, trace: Trace, act: Message) -> bool:
    """C-17: an attack's effects don't reach a Pokémon protected from attack effects (whose
    conditions, e.g. "from the opponent's Pokémon-EX", hold for this attacker).
    E-29: an Item/Supporter from hand doesn't reach a Pokémon unaffected by such cards.
    ``act`` says what is not done."""
    if ctx.source == "attack":
        for e in applicable(ctx.game, "effects.attack", target, attacker=ctx.self_pokemon, target=target):
            trace.add("II-C-17", "not_affected_by_attacks", act=act, card=target.card, effect=e.reads_as())
            return True
    if ctx.source in ("item", "supporter") and target.owner != ctx.player:
        for e in applicable(ctx.game, "effects.played", target):
            if ctx.source in e.what:
                trace.add("II-E-29", "not_affected_by_played", act=act, card=target.card, kind=CardKind(ctx.source), effect=e.reads_as())
                ctx.memo.blocked_by_e29 = True
                return True
    return False


def targets(ctx: Context, ref: str, trace: Trace, act: Message) -> list[Pokemon]:
    """The Pokémon a reference names that the text's effects reach (:func:`protected_from_effects`)."""
    return [p for p in resolve(ctx, ref) if not protected_from_effects(ctx, p, trace, act)]


def discard(ctx: Context, owner: str, cards: list[Card]) -> None:
    """Put cards in ``owner``'s discard pile, as this text discarding them (the count ``discarded``)."""
    ctx.game.players[owner].discard.extend(cards)
    ctx.memo.discarded.extend(cards)
