"""Running a scenario: build the board from its spec, replay its actions with the engine, and compare
every expected value; the result carries the trace, each step naming the rule it applies.
Also where scenario files are (:func:`scenario_files`, :func:`index`).
"""


import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError

import judge.engine.rules  # noqa: F401  (every step and procedure registered before a scenario runs)
from judge.corpus.load import Problem, read_yaml, rulings_dir
from judge.engine.attack import attack
from judge.engine.budget import Budget, BudgetExceeded, bounded
from judge.engine.builders import board_effect, energy_spec, new_pokemon, new_stadium, new_trainer, zone_cards
from judge.engine.card_text import run_steps
from judge.engine.checkup import checkup
from judge.engine.context import Context
from judge.engine.errors import Refused, RuleError, suggestion
from judge.engine.hooks import energy_units
from judge.engine.knockout import check_knockouts
from judge.engine.messages import Side, message
from judge.engine.play import CARD_ZONES, play_trainer, use_ability, use_stadium
from judge.engine.quantities import attack_cost, max_hp, remaining_hp, retreat_cost, weakness_resistance
from judge.engine.refs import one
from judge.engine.rulesets import RULESETS
from judge.engine.scenario.spec import ACTIONS, CardSpec, PlayerSpec, PokemonSpec, Scenario, check_steps, explain
from judge.engine.setup import setup
from judge.engine.state import Card, Game, Player, Pokemon, other
from judge.engine.trace import Trace
from judge.engine.turn import attach, begin_turn, bench_from_hand, end_turn, evolve, retreat


class ScenarioError(Exception):
    """A scenario file that cannot be run: the file, the path inside it and what is wrong."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("; ".join(str(p) for p in problems))


@dataclass
class Mismatch:
    path: str
    expected: Any
    actual: Any


@dataclass
class Result:
    """The outcome of running one scenario."""

    id: str
    file: str
    title: str
    proves: list[str]
    source: str | None
    """Where the expectations come from (None: a judge's own scenario, its expectations are the writer's)."""
    ruleset: str
    trace: Trace
    mismatches: list[Mismatch] = field(default_factory=list)
    outcome: dict[str, Any] = field(default_factory=dict)
    """Every expected path with the value the engine reached; for a what-if, the board at the end."""
    error: str | None = None
    expects: bool = True
    """Whether the scenario states expectations (``expect`` or an action's ``expect_refused``)."""
    work: int = 0
    """The units of work the run spent (see :mod:`judge.engine.budget`)."""

    @property
    def verified(self) -> bool | None:
        """True when every expectation was met, False when one was not; None for a what-if
        (nothing expected, so nothing verified)."""
        if not self.expects:
            return None
        return not self.mismatches and self.error is None

    @property
    def failed(self) -> bool:
        return self.verified is False

    @property
    def expected_from(self) -> str | None:
        """``guide`` when the scenario cites a source for its expectations, ``yours`` when it gives
        expectations without one, None for a what-if."""
        if not self.expects:
            return None
        return "guide" if self.source else "yours"

    def to_json(self) -> dict:
        return {
            "id": self.id, "file": self.file, "title": self.title, "proves": self.proves, "source": self.source,
            "ruleset": self.ruleset, "verified": self.verified, "expected_from": self.expected_from, "outcome": self.outcome,
            "mismatches": [{k: str(v) if isinstance(v, NoPokemon) else v for k, v in m.__dict__.items()} for m in self.mismatches],
            "error": self.error, "trace": [s.to_json() for s in self.trace.steps],
        }


def scenario_id(path: Path, root: Path | None = None) -> str:
    """``rulings/scenarios/II-B-09/eviolite.yaml`` → ``II-B-09/eviolite``; elsewhere the file stem."""
    root = (root or rulings_dir()) / "scenarios"
    try:
        return path.resolve().relative_to(root.resolve()).with_suffix("").as_posix()
    except ValueError:
        return path.stem


#: The largest number a scenario may hold: a deck has 60 cards and no HP reaches 1,000; a number of
#: cards, counters or coins in the billions would only make the replay run out of time or memory.
MAX_NUMBER = 10_000


def too_large(data, where: str = "") -> str | None:
    """The dotted path of the first number beyond :data:`MAX_NUMBER` in the document, if any."""
    if isinstance(data, (int, float)) and not isinstance(data, bool) and not abs(data) <= MAX_NUMBER:
        return where or "."
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        found = too_large(value, f"{where}.{key}" if where else str(key))
        if found:
            return found
    return None


def load(path: Path) -> Scenario:
    data, problems = read_yaml(path)
    if problems:
        raise ScenarioError(problems)
    if not isinstance(data, dict):
        raise ScenarioError([Problem(str(path), "", "a scenario file holds a mapping")])
    big = too_large(data)
    if big:
        raise ScenarioError([Problem(str(path), big, f"numbers in a scenario are at most {MAX_NUMBER:,} (and not NaN)")])
    try:
        return Scenario.model_validate(data)
    except ValidationError as err:
        raise ScenarioError([Problem(str(path), where, said) for where, said in explain(err)]) from None


def scenario_files(root: Path | None = None) -> list[Path]:
    return sorted(((root or rulings_dir()) / "scenarios").rglob("*.yaml"))


# --- building the board --------------------------------------------------------------------

def build(s: Scenario) -> Game:
    """The board a scenario describes, built from its models."""

    def in_play(spec: PokemonSpec, pid: str) -> Pokemon:
        if spec.stage == "break" and not spec.stack:  # XY-card-terms: ※BREAK進化ポケモンは、直接場に出すことはできません
            raise RuleError(f"{spec.card} is a BREAK Evolution Pokémon: describe the Pokémon it BREAK Evolved from in its stack "
                            f"(it is never put into play directly, and keeps that Pokémon's attacks, Abilities, Weakness, Resistance and Retreat)")
        return new_pokemon(spec, pid, s.turn)

    def player(pid: str, spec: PlayerSpec) -> Player:
        p = Player(pid)
        p.active = in_play(spec.active, pid) if spec.active else None
        p.bench = [in_play(b, pid) for b in spec.bench]
        if len(p.bench) > Player.BENCH_SIZE:
            raise RuleError(f"{pid} has {len(p.bench)} Benched Pokémon; the Bench holds {Player.BENCH_SIZE}")
        p.hand = zone_cards(spec.hand)
        p.deck = [Card(f"card {i + 1}") for i in range(spec.deck)] if isinstance(spec.deck, int) else zone_cards(spec.deck)
        p.discard = zone_cards(spec.discard)
        p.prizes = [Card(f"prize {i + 1}") for i in range(spec.prizes)] if isinstance(spec.prizes, int) else zone_cards(spec.prizes)
        p.prizes_taken = spec.prizes_taken if spec.prizes_taken is not None else max(6 - len(p.prizes), 0)
        p.effects = [board_effect(e, other(pid), s.turn, name=e.kind) for e in spec.effects]
        return p

    ids = [p.id for side in (s.board.me, s.board.opponent) for p in ([side.active] if side.active else []) + side.bench if p.id]
    if len(ids) != len(set(ids)):
        raise RuleError(f"two Pokémon share an id: {sorted({i for i in ids if ids.count(i) > 1})}")
    game = Game(players={"me": player("me", s.board.me), "opponent": player("opponent", s.board.opponent)},
                ruleset=RULESETS[s.ruleset], turn=s.turn, current=s.current, first_player=s.first_player,
                coins=list(s.coins), promote={k: list(v) for k, v in s.promote.items()}, sudden_death=s.sudden_death)
    if s.board.stadium:
        game.stadium = new_stadium(s.board.stadium, s.board.stadium.owner or "me")
    return game


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


# --- running ---------------------------------------------------------------------------------

def _do(game: Game, action: dict, trace: Trace) -> None:
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
        held = next((c for c in getattr(game.players[owner], zone) if c.pokemon is not None and c.name == card), None)
        if held is None:
            raise RuleError(f"no Pokémon card {card!r} described in {owner}'s {zone}")
        use_ability(game, pid, new_pokemon(held.pokemon, owner, game.turn), args["name"], trace, zone=zone)
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


def run(path: Path, root: Path | None = None, observe: Callable[[int, Game], None] | None = None) -> Result:
    """Replay a scenario file; never raises for a bad file (the error is in the result) except ScenarioError."""
    return replay(load(path), scenario_id(path, root), str(path), observe)


def replay(s: Scenario, sid: str, file: str, observe: Callable[[int, Game], None] | None = None,
           budget: Budget | None = None) -> Result:
    """Replay a loaded scenario. ``observe(i, game)`` is called before action ``i`` and, with
    ``i == len(s.do)``, once after the last (the board as the engine left it). The run is bounded
    by ``budget`` (default: a new :class:`~judge.engine.budget.Budget`): past it,
    :class:`~judge.engine.budget.BudgetExceeded`."""
    trace = Trace()
    result = Result(sid, file, s.title, s.proves, s.source, s.ruleset, trace,
                    expects=bool(s.expect) or any("expect_refused" in a or "expect" in a for a in s.do))
    at = "board"  # where in the file the run is, for error messages
    with bounded(budget) as spent:
        try:
            game = build(s)
            for i, action in enumerate(s.do):
                at = f"do.{i}"
                if observe:
                    observe(i, game)
                if "expect" in action:  # expectations in the middle of the run: the board now
                    _check(game, action["expect"], f"do.{i}.expect", result, file, f" (do.{i})")
                else:
                    _act(game, action, i, trace, result)
            if observe:
                observe(len(s.do), game)
            at = "expect"
            _check(game, s.expect, "expect", result, file)
            if not result.expects:
                result.outcome = board_outcome(game)
        except (ScenarioError, BudgetExceeded):
            raise
        except RuleError as err:
            raise ScenarioError([Problem(file, at, str(err))]) from None
        except ValidationError as err:
            raise ScenarioError([Problem(file, f"{at}.{where}" if where else at, said) for where, said in explain(err)]) from None
        except KeyError as err:
            raise ScenarioError([Problem(file, at, f"missing {err.args[0]!r}")]) from None
        except (TypeError, ValueError, AttributeError) as err:
            raise ScenarioError([Problem(file, at, str(err))]) from None
        except Exception as err:  # an engine defect: still reported against the file, never a bare traceback
            raise ScenarioError([Problem(file, at, f"engine error {type(err).__name__}: {err}")]) from err
    result.work = spent.used
    return result


def _act(game: Game, action: dict, i: int, trace: Trace, result: Result) -> None:
    """Carry out action ``i``; a refusal is traced, and any refusal or allowance the action's
    ``expect_refused`` does not expect is a mismatch."""
    wanted = action.get("expect_refused")
    try:
        _do(game, action, trace)
    except Refused as refusal:
        if refusal.rules[1:]:
            trace.add(refusal.rule, "refused_also", reason=refusal.message, rules=list(refusal.rules[1:]))
        else:
            trace.add(refusal.rule, "refused", reason=refusal.message)
        if wanted not in refusal.rules:
            result.mismatches.append(Mismatch(f"do.{i}", f"refused by {wanted}" if wanted else "allowed",
                                              f"refused by {', '.join(refusal.rules)}: {refusal.reason}"))
        return
    if wanted:
        result.mismatches.append(Mismatch(f"do.{i}", f"refused by {wanted}", "allowed"))


def _check(game: Game, expected: dict, where: str, result: Result, file: str, when: str = "") -> None:
    """Compare each expected path with the board now. ``where`` is where the expectations are in the
    file (``expect``, or ``do.3.expect`` in the middle of the run); ``when`` marks the outcome of an
    expectation read in the middle of the run (``me.active.retreat_cost (do.3)``)."""
    for path_, value in expected.items():
        try:
            actual = lookup(game, path_)
        except RuleError as err:
            raise ScenarioError([Problem(file, f"{where}.{path_}", str(err))]) from None
        result.outcome[f"{path_}{when}"] = None if actual is NO_POKEMON else actual
        if not _same(actual, value, path_):
            result.mismatches.append(Mismatch(f"{where}.{path_}", value, actual))


def board_outcome(game: Game) -> dict[str, Any]:
    """What a what-if shows: the result and, for each player, the Prize cards left, the Pokémon
    Knocked Out and each Pokémon in play with its damage and Special Conditions."""
    out: dict[str, Any] = {"result": game.result, "turn": game.turn, "current": game.current}
    for pid, player in game.players.items():
        out[f"{pid}.prizes_left"] = player.prizes_left
        out[f"{pid}.knocked_out"] = list(player.knocked_out)
        spots = ([("active", player.active)] if player.active else []) + [(f"bench.{i}", b) for i, b in enumerate(player.bench)]
        for spot, pokemon in spots:
            out[f"{pid}.{spot}"] = pokemon.card
            out[f"{pid}.{spot}.damage"] = pokemon.damage
            if pokemon.conditions:
                out[f"{pid}.{spot}.conditions"] = sorted(pokemon.conditions)
    return out


#: Paths whose lists are compared in order (the order is what they state).
ORDERED = ("promoted",)


def _same(actual, expected, path: str = "") -> bool:
    if isinstance(expected, list) and isinstance(actual, list):
        if path.split(".")[-1] in ORDERED:
            return list(map(str, actual)) == list(map(str, expected))
        return sorted(map(str, actual)) == sorted(map(str, expected))
    return actual == expected


class NoPokemon:
    """What an attribute path reads on an empty spot: there is no Pokémon to read it from."""

    def __repr__(self) -> str:
        return "no Pokémon there"

    __str__ = __repr__


NO_POKEMON = NoPokemon()


def lookup(game: Game, path: str):
    """The value a dotted path names: ``opponent.active.damage``, ``me.bench.0.counters``,
    ``me.pokemon.ヨワシ.damage`` (the Pokémon of that name wherever it is), ``me.knocked_out.active``,
    ``me.prizes_left``, ``result``, ``turn_ended``. An attribute of an empty spot is :data:`NO_POKEMON`."""
    parts = path.split(".")
    head = parts[0]
    if head in ("result", "turn", "current", "turn_ended"):
        return getattr(game, head)
    if head == "promoted":  # the players, in the order they put out a new Active Pokémon (I-D step 5)
        return [pid for pid, _ in game.promoted]
    if head == "stadium":
        return game.stadium.card if game.stadium else None
    if head not in ("me", "opponent"):
        raise RuleError(f"a path starts with me, opponent, result, turn, current, turn_ended, promoted or stadium: {path!r}")
    player = game.players[head]
    rest = parts[1:]
    if not rest:
        raise RuleError(f"incomplete path {path!r}")
    zone = rest[0]
    if zone == "knocked_out":
        return _knocked_out(player, rest[1:], path)
    if zone == "promoted":  # the new Active Pokémon this player put out after Knock Outs, in order
        return [card for pid, card in game.promoted if pid == head]
    if zone in ("prizes_left", "prizes_taken", "mulligans", "deck_shuffled"):
        return getattr(player, zone)
    if zone == "attack_used":  # the attack the player last counted as having used (D-01), or null
        used = game.attacks_used[head]
        return used[-1][1] if used else None
    if zone == "in_play":
        return [p.card for p in player.in_play()]
    if zone in ("hand", "deck", "discard", "prizes"):
        names = [c.name for c in getattr(player, zone)]
        if rest[1:] == ["count"]:
            return len(names)
        if rest[1:] and rest[1].isdigit():  # a position: deck.0 is the top card
            return names[int(rest[1])] if int(rest[1]) < len(names) else None
        return names
    if zone == "bench" and rest[1:] == ["count"]:
        return len(player.bench)
    if zone == "active":
        pokemon, attr = player.active, rest[1:]
    elif zone == "bench":
        if len(rest) < 2 or not rest[1].isdigit():
            raise RuleError(f"a Bench path names a slot: {head}.bench.0, {head}.bench.1 … or {head}.bench.count ({path!r})")
        index = int(rest[1])
        pokemon, attr = (player.bench[index] if index < len(player.bench) else None), rest[2:]
    elif zone == "pokemon":  # the Pokémon of that instance id, or of that name, in any spot
        if len(rest) < 2:
            raise RuleError(f"name the Pokémon: {head}.pokemon.<id or card name>[.attribute] ({path!r})")
        named = [p for p in player.in_play() if p.iid == rest[1]] or [p for p in player.in_play() if p.card == rest[1]]
        if len(named) > 1:
            raise RuleError(f"{head} has {len(named)} Pokémon named {rest[1]!r} in play: give them ids, or name the spot ({path!r})")
        pokemon, attr = (named[0] if named else None), rest[2:]
        if not attr:  # where it is, or null when it is not in play
            return None if pokemon is None else player.spot(pokemon)
    else:
        raise RuleError(f"unknown zone {zone!r} in {path!r}")
    if not attr:
        return pokemon.card if pokemon else None
    if pokemon is None:
        _attribute(game, None, attr, path)  # a misspelt attribute is still an error
        return NO_POKEMON
    return _attribute(game, pokemon, attr, path)


def _knocked_out(player: Player, rest: list[str], path: str):
    """``<player>.knocked_out`` (names, in order), ``.count``, ``.active`` or ``.bench.<i>`` (names
    of the Pokémon Knocked Out from that spot, where they were when the Knock Out began)."""
    if not rest:
        return list(player.knocked_out)
    if rest == ["count"]:
        return len(player.knocked_out)
    spot = ".".join(rest)
    if spot == "active" or re.fullmatch(r"bench\.\d+", spot):
        return [card for where, card in player.knocked_out_from if where == spot]
    raise RuleError(f"knocked_out takes count, active or bench.<i> ({path!r})")


ATTRIBUTES = ("card", "damage", "counters", "hp", "stage", "remaining_hp", "max_hp", "conditions", "energy", "tool",
              "retreat_cost", "attack_cost", "effects", "weakness", "resistance")


def _attribute(game: Game, pokemon, attr: list[str], path: str):
    """One attribute of a Pokémon (None: only check that the attribute exists)."""
    name = attr[0]
    if name not in ATTRIBUTES:
        raise RuleError(f"unknown attribute {name!r} in {path!r}; {suggestion(name, ATTRIBUTES)}")
    if pokemon is None:
        return None
    if name in ("card", "damage", "counters", "hp", "stage"):
        return getattr(pokemon, name)
    if name == "remaining_hp":
        return remaining_hp(game, pokemon)
    if name == "max_hp":
        return max_hp(game, pokemon)
    if name == "conditions":
        return sorted(pokemon.conditions)
    if name == "energy":
        return len(energy_units(game, pokemon)) if attr[1:] == ["count"] else [e.card for e in pokemon.energy]
    if name == "tool":
        return pokemon.tool.card if pokemon.tool else None
    if name == "retreat_cost":
        return retreat_cost(game, pokemon)
    if name in ("weakness", "resistance"):  # the types in force (none when removed, the new type when changed)
        return [entry["type"] for entry in weakness_resistance(game, pokemon, name)]
    if name == "attack_cost":
        atk = next((a for a in pokemon.attacks if a.name == ".".join(attr[1:])), None)
        if atk is None:
            raise RuleError(f"{pokemon.card} has no attack {'.'.join(attr[1:])!r}")
        return len(attack_cost(game, pokemon, atk))
    return [e.label() for e in pokemon.effects if e.in_force(game.turn) or e.start_turn > game.turn]


@lru_cache(maxsize=4)
def index(root: Path | None = None) -> dict[str, list[str]]:
    """Ruling id → ids of the scenarios that prove it (read from each file's ``proves``)."""
    out: dict[str, list[str]] = {}
    for path in scenario_files(root):
        data, problems = read_yaml(path)
        for ruling in data.get("proves", []) if isinstance(data, dict) and not problems else []:
            out.setdefault(ruling, []).append(scenario_id(path, root))
    return out
