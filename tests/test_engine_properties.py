"""Properties of the engine that hold on every board (hypothesis; randomness only in the inputs)."""

import ast
import itertools
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import judge.engine.rules  # noqa: F401  (every step and procedure registered)
from judge.engine.damage import Hit, calculate
from judge.engine.effect import Effect
from judge.engine.knockout import check_knockouts
from judge.engine.quantities import max_hp, remaining_hp
from judge.engine.rulesets import RULESETS
from judge.engine.state import TYPES, Card, Game, Player, Pokemon
from judge.engine.trace import Trace

tens = st.integers(min_value=0, max_value=30).map(lambda n: n * 10)
deltas = st.integers(min_value=-10, max_value=10).map(lambda n: n * 10)
types = st.sampled_from(TYPES[:-1])


def board(attacker: Pokemon, defender: Pokemon, ruleset="v3.1") -> Game:
    me, opp = Player("me"), Player("opponent")
    attacker.owner, defender.owner = "me", "opponent"
    me.active, opp.active = attacker, defender
    me.prizes = [Card(f"p{i}") for i in range(6)]
    opp.prizes = [Card(f"p{i}") for i in range(6)]
    opp.bench = [Pokemon(card="bench", hp=100, owner="opponent")]
    return Game(players={"me": me, "opponent": opp}, ruleset=RULESETS[ruleset])


@st.composite
def hits(draw):
    atk_type, def_weak, def_res = draw(types), draw(types), draw(types)
    attacker = Pokemon(card="A", hp=200, types=[atk_type])
    defender = Pokemon(card="D", hp=draw(st.integers(1, 40)) * 10, types=[draw(types)],
                       weakness=[{"type": def_weak, "multiplier": 2}], resistance=[{"type": def_res, "minus": 30}])
    attacker.effects = [Effect("damage_dealt", amount=a, name=f"dealt{i}") for i, a in enumerate(draw(st.lists(deltas, max_size=3)))]
    defender.effects = [Effect("damage_taken", amount=a, name=f"taken{i}") for i, a in enumerate(draw(st.lists(deltas, max_size=3)))]
    game = board(attacker, defender)
    return game, attacker, defender, draw(tens), draw(st.booleans())


@settings(max_examples=300, deadline=None)
@given(hits())
def test_damage_is_never_negative_and_a_multiple_of_10(case):
    game, attacker, defender, base, bench = case
    done = calculate(Hit(game, attacker, defender, base=base, to_bench=bench), Trace())
    assert done >= 0 and done % 10 == 0
    assert defender.damage == done


@settings(max_examples=200, deadline=None)
@given(hits())
def test_summed_modifiers_give_the_same_result_in_any_order(case):
    game, attacker, defender, base, bench = case
    results = set()
    for dealt in itertools.permutations(attacker.effects):
        for taken in itertools.permutations(defender.effects):
            attacker.effects, defender.effects, defender.damage = list(dealt), list(taken), 0
            results.add(calculate(Hit(game, attacker, defender, base=base, to_bench=bench), Trace()))
    assert len(results) == 1


@settings(max_examples=200, deadline=None)
@given(hits(), st.lists(tens, min_size=1, max_size=5))
def test_prize_cards_never_increase(case, blows):
    game, attacker, defender, _base, _bench = case
    trace = Trace()
    left = [len(p.prizes) for p in game.players.values()]
    for blow in blows:
        if game.result or game.opponent.active is None:
            break
        calculate(Hit(game, attacker, game.opponent.active, base=blow), trace)
        check_knockouts(game, trace)
        now = [len(p.prizes) for p in game.players.values()]
        assert all(n <= before for n, before in zip(now, left))
        left = now


@settings(max_examples=200, deadline=None)
@given(hits())
def test_every_trace_step_cites_a_ruling_that_exists(corpus_ids, case):
    game, attacker, defender, base, bench = case
    trace = Trace()
    calculate(Hit(game, attacker, defender, base=base, to_bench=bench), trace)
    check_knockouts(game, trace)
    assert {s.rule for s in trace.steps} <= corpus_ids


def test_double_weakness_is_x4_only_under_the_xy_ruleset():
    for ruleset, expected in (("xy", 80), ("v3.1", 40)):
        attacker = Pokemon(card="A", hp=100, types=["fire", "water"])
        defender = Pokemon(card="D", hp=300, weakness=[{"type": "fire", "multiplier": 2}, {"type": "water", "multiplier": 2}])
        game = board(attacker, defender, ruleset)
        assert calculate(Hit(game, attacker, defender, base=20), Trace()) == expected


def test_procedures_reach_effects_only_through_their_conditions():
    """Every effect kind honours its ``when``: outside ``hooks.py`` (and ``effect.py``, where an
    effect says when it is in force) no engine module reads the effects in force without weighing
    their conditions (``applicable``, ``weighed``, ``player_effects``)."""
    import re
    from pathlib import Path

    engine = Path(__file__).resolve().parent.parent / "judge" / "engine"
    for path in engine.glob("*.py"):
        if path.name in ("hooks.py", "effect.py"):
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\b_?in_force\(|\bcollect\(|sources_in_play\(|_raw_sources\(", text), path.name


def test_an_effect_whose_condition_fails_is_not_applicable_for_any_kind():
    from judge.engine.effect import BECOMES, KINDS
    from judge.engine.hooks import applicable, weighed

    for kind, spec in KINDS.items():
        holder = Pokemon(card="H", hp=100, owner="me")
        game = board(holder, Pokemon(card="O", hp=100))
        becomes = "fire" if kind in BECOMES else None  # the kinds that change a type name the type
        holder.effects = [Effect(kind, amount=10, name="e", when={"holder_name": "someone else"}, becomes=becomes)]
        assert applicable(game, spec.hook, holder) == [], kind
        assert [e.name for e, failed in weighed(game, spec.hook, holder)[1]] == ["e"], kind
        holder.effects[0].when = {"holder_name": "H"}
        assert applicable(game, spec.hook, holder) == holder.effects, kind


def test_effects_are_looked_up_by_the_hook_they_name():
    """Each kind of effect names one hook of its own, and a procedure looks each hook up by name."""
    from pathlib import Path

    from judge.engine.effect import HOOKS, KINDS

    assert len(HOOKS) == len(KINDS) and set(HOOKS.values()) == set(KINDS)
    engine = Path(__file__).resolve().parent.parent / "judge" / "engine"
    source = "".join(p.read_text(encoding="utf-8") for p in engine.glob("*.py") if p.name != "effect.py")
    unread = [hook for hook in HOOKS if f'"{hook}"' not in source]
    assert not unread, f"hooks no procedure looks up: {unread}"


def test_cards_in_zones_are_typed_cards_throughout_every_replay():
    """Hands, decks, discard piles and Prize cards hold :class:`~judge.engine.state.Card` objects
    before and after every action of every corpus scenario (never a bare name or mapping)."""
    from judge.engine.scenario.files import scenario_files
    from judge.engine.scenario.runner import run

    untyped: list[str] = []

    def observe(i, game):
        for pid, player in game.players.items():
            for zone in ("hand", "deck", "discard", "prizes"):
                untyped.extend(f"{pid}.{zone} at {i}: {c!r}" for c in getattr(player, zone) if not isinstance(c, Card))

    for path in scenario_files():
        run(path, observe=observe)
    assert not untyped, untyped[:5]


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 30).map(lambda n: n * 10), deltas.filter(lambda d: d >= 0), tens)
def test_a_pokemon_is_knocked_out_exactly_when_its_remaining_hp_from_its_maximum_hp_is_gone(printed, raised, damage):
    """D-15/D-16: a Tool raising maximum HP counts wherever HP is read; remaining HP is maximum HP
    minus damage, and I-D Knocks a Pokémon Out when it is gone."""
    defender = Pokemon(card="D", hp=printed, damage=damage)
    defender.effects = [Effect("max_hp", amount=raised, name="Tool", source="tool", owner="opponent")]
    game = board(Pokemon(card="A", hp=100), defender)
    assert max_hp(game, defender) == printed + raised
    assert remaining_hp(game, defender) == max(printed + raised - damage, 0)
    gone = check_knockouts(game, Trace())
    assert (defender in gone) == (damage >= printed + raised)


def test_the_printed_hp_is_read_only_through_maximum_hp():
    """Every procedure reads HP through quantities.max_hp / quantities.remaining_hp (D-15, D-16): no other
    engine module reads a Pokémon's printed ``hp`` (building a card from its description aside)."""
    engine = Path(__file__).resolve().parent.parent / "judge" / "engine"
    readers = set()
    for path in sorted(engine.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "hp" and isinstance(node.ctx, ast.Load):
                readers.add(path.name)
    assert readers == {"quantities.py", "builders.py"}, readers
