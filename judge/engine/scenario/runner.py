"""Running a scenario: build the board from its spec, replay its actions with the engine, and compare
every expected value; the result carries the trace, each step naming the rule it applies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError

from judge.corpus.load import Problem
from judge.engine.budget import Budget, BudgetExceeded, bounded
from judge.engine.builders import board_effect, new_pokemon, new_stadium, zone_cards
from judge.engine.errors import Refused, RuleError
from judge.engine.rulesets import RULESETS
from judge.engine.scenario.do import carry_out
from judge.engine.scenario.files import ScenarioError, load, scenario_id
from judge.engine.scenario.outcome import NO_POKEMON, NoPokemon, board_outcome, lookup, same
from judge.engine.scenario.spec import PlayerSpec, PokemonSpec, Scenario, explain
from judge.engine.state import Card, Game, Player, Pokemon, other
from judge.engine.trace import Trace


@dataclass
class Mismatch:
    """An expectation the run did not meet."""

    path: str
    """Where the expectation is in the file (``expect.opponent.active.damage``, ``do.3``)."""
    expected: Any
    """What the file expects."""
    actual: Any
    """What the engine reached."""


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


# --- replaying ------------------------------------------------------------------------------

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
        carry_out(game, action, trace)
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
        if not same(actual, value, path_):
            result.mismatches.append(Mismatch(f"{where}.{path_}", value, actual))
