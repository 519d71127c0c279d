"""What each action of a scenario's ``do`` does: :data:`DO`, one function per action of the format
(:data:`judge.engine.scenario.spec.ACTIONS`), each calling the engine's procedure for it, and
:func:`carry_out`, which checks whose turn it is and what the turn allows first.
"""

from __future__ import annotations

from typing import Any, Callable

import judge.engine.rules  # noqa: F401  (every step and procedure registered before an action is carried out)
from judge.engine.attack import attack
from judge.engine.builders import energy_spec, new_pokemon, new_trainer
from judge.engine.card_text import run_steps
from judge.engine.checkup import checkup
from judge.engine.context import Context
from judge.engine.errors import Refused, RuleError
from judge.engine.knockout import check_knockouts
from judge.engine.messages import Side, message
from judge.engine.play import CARD_ZONES, play_trainer, use_ability, use_stadium, used_from_zone
from judge.engine.refs import one
from judge.engine.scenario.spec import ACTIONS, CardSpec, PokemonSpec, check_steps
from judge.engine.setup import setup
from judge.engine.state import Game, Pokemon
from judge.engine.trace import Trace
from judge.engine.turn import attach, begin_turn, bench_from_hand, end_turn, evolve, retreat
from judge.engine.zones import is_card


def _benched(game: Game, pid: str, args: dict) -> PokemonSpec:
    """The Pokémon a ``bench`` action puts down: the one it describes, or (named only) the one
    described in the hand, with what the action adds."""
    if "hp" in args:
        return PokemonSpec.model_validate(args)
    held = next((c for c in game.players[pid].hand if c.pokemon is not None and c.name == args.get("card")), None)
    if held is None:
        raise RuleError(f"{args.get('card')!r} is not described in {pid}'s hand (give it with hp, or put its description in the hand)")
    if set(args) <= {"card"}:
        return held.pokemon
    return PokemonSpec.model_validate({**held.pokemon.model_dump(exclude_unset=True), **args})


def _one(ctx: Context, ref: str, what: str) -> Pokemon:
    found = one(ctx, ref)
    if found is None:
        raise RuleError(f"no Pokémon {ref!r}{what}")
    return found


def _attack(ctx: Context, args, trace: Trace) -> None:
    attack(ctx.game, ctx.player, args if isinstance(args, str) else args["name"], trace, use=None if isinstance(args, str) else args.get("use"))


def _retreat(ctx: Context, args, trace: Trace) -> None:
    args = args or {}
    retreat(ctx.game, ctx.player, args.get("bench", 0), trace, args.get("discard"))


def _attach(ctx: Context, args: dict, trace: Trace) -> None:
    target = _one(ctx, args.get("to", "your_active"), " to attach to")
    attach(ctx.game, ctx.player, energy_spec(args["card"]), target, trace, zone=args.get("from", "hand"))


def _play(ctx: Context, args: dict, trace: Trace) -> None:
    spec = CardSpec.model_validate({k: v for k, v in args.items() if k != "to"})
    card = new_trainer(spec, spec.kind or "item", ctx.player)
    target = one(ctx, args["to"]) if "to" in args else None
    play_trainer(ctx.game, ctx.player, card, trace, target)


def _evolve(ctx: Context, args: dict, trace: Trace) -> None:
    into = PokemonSpec.model_validate(args["into"])
    target = _one(ctx, args["target"], " to evolve")
    evolve(ctx.game, ctx.player, target, into, trace, skip_stage=args.get("skip_stage", False), from_hand=args.get("from_hand", True))


def _ability(ctx: Context, args: dict, trace: Trace) -> None:
    """An Ability of a Pokémon in play, or of a card described in a zone (``me.discard.<card>``, E-17)."""
    game, pid = ctx.game, ctx.player
    side, _, rest = args["pokemon"].partition(".")
    zone, _, card = rest.partition(".")
    if side in ("me", "opponent", "your") and zone in CARD_ZONES:  # a card not in play (E-17)
        owner = pid if side == "your" else side
        cards = [c for c in getattr(game.players[owner], zone) if c.pokemon is not None and is_card(c, card)]
        if not cards:
            raise RuleError(f"no Pokémon card {card!r} described in {owner}'s {zone}")
        # of several cards so named, one that has not used the Ability this turn (E-17 ◆)
        held = next((c for c in cards if not used_from_zone(game, pid, c, args["name"])), cards[0])
        use_ability(game, pid, new_pokemon(held.pokemon, owner, game.turn), args["name"], trace, zone=zone, card=held)
        return
    use_ability(game, pid, _one(ctx, args["pokemon"], ""), args["name"], trace)


def _end_turn(ctx: Context, args, trace: Trace) -> None:
    ctx.game.turn_ended = False
    end_turn(ctx.game, trace)


def _steps(ctx: Context, args: dict, trace: Trace) -> None:
    try:
        steps = check_steps(args["run"])
    except ValueError as err:
        raise RuleError(str(err)) from None
    game, pid = ctx.game, ctx.player
    run_steps(Context(game, pid, self_pokemon=game.players[pid].active, source=args.get("source", "attack"), name=args.get("name", "")),
              steps, trace)
    check_knockouts(game, trace)


#: What each action of a scenario's ``do`` does (:data:`~judge.engine.scenario.spec.ACTIONS`).
DO: dict[str, Callable[[Context, Any, Trace], None]] = {
    "setup": lambda ctx, args, trace: setup(ctx.game, args, trace),
    "attack": _attack,
    "bench": lambda ctx, args, trace: bench_from_hand(ctx.game, ctx.player, _benched(ctx.game, ctx.player, args), trace),
    "use_stadium": lambda ctx, args, trace: use_stadium(ctx.game, ctx.player, trace),
    "retreat": _retreat,
    "attach": _attach,
    "play": _play,
    "evolve": _evolve,
    "ability": _ability,
    "end_turn": _end_turn,
    "begin_turn": lambda ctx, args, trace: begin_turn(ctx.game, trace),
    "checkup": lambda ctx, args, trace: checkup(ctx.game, trace),
    "steps": _steps,
    "check_knockouts": lambda ctx, args, trace: check_knockouts(ctx.game, trace),
}
assert set(DO) | {"expect"} == set(ACTIONS), "every action of the format is carried out here (expect is checked by the runner)"


def carry_out(game: Game, action: dict, trace: Trace) -> None:
    """Carry out one action of the scenario's ``do``, by the player ``by`` names (default: whose turn it is)."""
    kind = next(k for k in action if k not in ("expect_refused", "by"))
    args = action[kind]
    pid = action.get("by", game.current)
    if game.result:
        raise RuleError(f"the game is over ({game.result}): no more actions")
    if pid != game.current and kind not in ("steps", "check_knockouts", "checkup"):
        raise RuleError(f"{kind} by {pid} during {game.current}'s turn")
    if game.turn_ended and kind not in ("end_turn", "check_knockouts"):
        raise Refused(game.turn_ended_by, message("no_turn_left", player=Side(game.current), by=game.turn_ended_by))
    if kind == "begin_turn" and game.turn_begun:
        raise RuleError(f"turn {game.turn} has begun already (its draw is past): begin_turn comes first in a turn, "
                        f"right after setup or as the scenario's first action")
    game.turn_begun = True  # any action is after the turn's draw; begin_turn makes it
    ctx = Context(game, pid, self_pokemon=game.players[pid].active)
    if kind != "ability":
        game.last_event = None  # an Ability triggered by an event must be used right after it (E-05 … E-07)
    DO[kind](ctx, args, trace)
