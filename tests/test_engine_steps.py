"""Small checks of card-text steps the scenarios alone do not pin (deck search, conditions on a
count, winning or losing by an effect, choosing by card name …)."""

import pytest

import judge.engine.rules  # noqa: F401  (every step and procedure registered)
from judge.engine.builders import new_energy, new_pokemon, pokemon_spec, zone_card, zone_cards
from judge.engine.card_text import run_steps
from judge.engine.context import Context
from judge.engine.errors import Refused, RuleError
from judge.engine.quantities import count
from judge.engine.rulesets import RULESETS
from judge.engine.state import Game, Player, Pokemon
from judge.engine.trace import Trace
from judge.engine.zones import card_kinds, named


def game(deck=(), **me) -> Game:
    p, o = Player("me"), Player("opponent")
    p.active = Pokemon(card="A", hp=100, owner="me")
    o.active = Pokemon(card="D", hp=100, owner="opponent")
    p.deck = zone_cards(deck)
    p.prizes = zone_cards(f"prize {i}" for i in range(6))
    o.prizes = zone_cards(f"prize {i}" for i in range(6))
    for k, v in me.items():
        setattr(p, k, v)
    return Game(players={"me": p, "opponent": o}, ruleset=RULESETS["v3.1"])


def names(zone) -> list[str]:
    return [c.name for c in zone]


def run(g: Game, steps, coins=()) -> tuple[Context, Trace]:
    g.coins = list(coins)
    ctx = Context(g, "me", self_pokemon=g.me.active, name="text")
    trace = Trace()
    run_steps(ctx, steps, trace)
    return ctx, trace


POKEMON = {"card": "P", "hp": 60}
EVOLVED = {"card": "E", "hp": 90, "stage": "stage1"}


def test_card_kinds():
    assert {"energy", "basic_energy"} <= card_kinds(zone_card("fire"))
    assert "special_energy" in card_kinds(zone_card({"card": "R", "provides": "any"}))
    assert "basic_pokemon" in card_kinds(zone_card(POKEMON)) and "evolution_pokemon" in card_kinds(zone_card(EVOLVED))
    assert "item" in card_kinds(zone_card({"card": "Ball", "kind": "item"}))
    assert card_kinds(zone_card("a name only")) == {"any"}


def test_search_takes_the_first_fitting_cards_up_to_the_number():
    g = game(["x", POKEMON, "fire", EVOLVED, {"card": "Q", "hp": 50}])
    run(g, [{"search_deck": {"what": "basic_pokemon", "up_to": 1}}])
    assert g.me.hand == [zone_card(POKEMON)] and len(g.me.deck) == 4


def test_search_may_choose_none():
    g = game([POKEMON])
    _, trace = run(g, [{"search_deck": {"what": "pokemon", "up_to": 2, "choose": []}}, {"shuffle_deck": {}}])
    assert g.me.hand == [] and g.me.deck_shuffled
    assert [s.key for s in trace.steps] == ["deck_search_none", "deck_shuffled_after_search"]


def test_search_refuses_a_card_that_does_not_fit_or_too_many():
    g = game([POKEMON, EVOLVED])
    with pytest.raises(Refused) as err:
        run(g, [{"search_deck": {"what": "basic_pokemon", "up_to": 2, "choose": ["E"]}}])
    assert err.value.rule == "I-H"
    with pytest.raises(Refused):
        run(g, [{"search_deck": {"what": "pokemon", "up_to": 1, "choose": ["P", "E"]}}])


def test_search_for_any_cards_must_take_the_full_number():
    g = game(["a", "b", "c"])
    with pytest.raises(Refused) as err:
        run(g, [{"search_deck": {"what": "any", "up_to": 2, "choose": ["a"]}}])
    assert err.value.rule == "I-H"
    run(g, [{"search_deck": {"what": "any", "up_to": 2, "choose": ["a", "c"]}}])
    assert names(g.me.hand) == ["a", "c"] and names(g.me.deck) == ["b"]


def test_search_by_name_takes_a_basic_energy_by_its_name_in_any_language():
    dark = zone_card("darkness")
    assert named(dark, "基本恶能量") and named(dark, "基本悪エネルギー") and named(dark, "basic darkness Energy")
    assert not named(zone_card({"card": "彩虹能量", "provides": "any"}), "基本恶能量")
    g = game([{"card": "彩虹能量", "provides": "any"}, "darkness"])
    with pytest.raises(Refused) as err:
        run(g, [{"search_deck": {"what": "energy", "name": "基本恶能量", "choose": ["彩虹能量"]}}])
    assert err.value.rule == "II-E-39"
    run(g, [{"search_deck": {"what": "energy", "name": "基本恶能量"}}])
    assert names(g.me.hand) == ["darkness"]


@pytest.mark.parametrize("op,n,holds", [("at_least", 3, True), ("at_least", 4, False), ("at_most", 3, True), ("equals", 3, True),
                                        ("more_than", 3, False), ("less_than", 4, True)])
def test_conditions_on_a_count(op, n, holds):
    g = game()
    g.me.active.damage = 30
    assert count(Context(g, "me", self_pokemon=g.me.active), {op: n, "count": "self.counters"}) == int(holds)


def test_heads_counts_this_texts_flips():
    g = game()
    ctx, _ = run(g, [{"flip": {"coins": 3, "per_heads": []}}], coins=["heads", "tails", "heads"])
    assert count(ctx, "heads") == 2


def test_win_and_lose_by_an_effect():
    g = game()
    run(g, [{"if": {"condition": {"equals": 6, "count": "your.prizes_left"}, "do": [{"win_game": {}}]}}])
    assert g.result == "me"
    g = game()
    run(g, [{"lose_game": {}}])
    assert g.result == "opponent"


def test_an_ability_not_written_for_the_discard_pile_cant_be_used_from_there():
    from judge.engine.play import use_ability

    g = game()
    spec = {"card": "X", "hp": 100, "abilities": [{"name": "Ab", "actions": [{"draw": 1}]}]}
    g.me.discard = zone_cards([spec])
    g.me.deck = zone_cards(["c"])
    with pytest.raises(Refused) as err:
        use_ability(g, "me", new_pokemon(pokemon_spec(spec), "me", 3), "Ab", Trace(), zone="discard")
    assert err.value.rule == "II-E-17"


def test_prize_swap_with_no_kind_must_choose_the_number():
    g = game()
    ctx = Context(g, "me", self_pokemon=g.me.active, source="supporter", name="S")
    with pytest.raises(Refused) as err:
        run_steps(ctx, [{"swap_with_prize": {"choose": []}}], Trace())
    assert err.value.rule == "II-E-34"
    run_steps(ctx, [{"swap_with_prize": {"kind": "basic_pokemon", "choose": []}}], Trace())
    assert g.me.hand == [] and ctx.memo.card_goes_to is None


def test_an_item_that_searches_a_non_empty_deck_can_be_played_even_if_it_finds_nothing():
    from judge.engine.state import TrainerCard
    from judge.engine.play import play_trainer

    g = game(["x"])
    g.turn = 3
    play_trainer(g, "me", TrainerCard("Ball", "item", actions=[{"search_deck": {"what": "pokemon", "choose": []}}, {"shuffle_deck": {}}]), Trace())
    assert names(g.me.discard) == ["Ball"] and g.me.deck_shuffled
    g = game([])
    g.turn = 3
    with pytest.raises(Refused):
        play_trainer(g, "me", TrainerCard("Ball", "item", actions=[{"search_deck": {"what": "pokemon"}}]), Trace())


def test_energy_provides_extra_units_and_stacks_unless_told_not_to():
    from judge.engine.effect import Effect
    from judge.engine.hooks import energy_units
    from judge.engine.state import Ability
    def board(stacks: bool) -> Game:
        g = game()
        g.me.active.energy = [new_energy("grass"), new_energy("fire")]
        for i in range(2):
            b = Pokemon(card="V", hp=100, owner="me")
            b.abilities = [Ability("T", effects=[Effect("energy_provides", amount=2, name="T", what=["grass"], applies_to="your_pokemon", stacks=stacks)])]
            g.me.bench.append(b)
        return g

    g = board(False)
    assert len(energy_units(g, g.me.active)) == 3  # grass ×2 (once for two of the Ability), fire ×1
    g = board(True)
    assert len(energy_units(g, g.me.active)) == 4


def test_if_you_like_declined_skips_in_that_case():
    from judge.engine.attack import attack
    from judge.engine.state import Attack

    g = game()
    g.turn = 3
    g.me.active.attacks = [Attack("Superpower", damage=60, modifier={"plus": 40, "if_you_like": False},
                                  effects=[{"in_that_case": {"of": "modifier", "do": [{"self_damage": 20}]}}])]
    trace = Trace()
    attack(g, "me", "Superpower", trace)
    assert g.opponent.active.damage == 60 and g.me.active.damage == 0
    assert "in_that_case_not_done" in [s.key for s in trace.steps]


def test_choose_attack_takes_a_printed_attack_and_a_tool_attack_stays_usable():
    from judge.engine.attack import find_attack
    from judge.engine.state import Attack, TrainerCard

    g = game()
    d = g.opponent.active
    d.attacks = [Attack("Printed", damage=100)]
    d.tool = TrainerCard("Memory", "tool", owner="opponent", grants_attacks=[Attack("Granted", damage=200)])
    assert find_attack(g, "opponent", "Granted").damage == 200
    ctx = Context(g, "me", self_pokemon=g.me.active, defending=d, name="Taunt")
    run_steps(ctx, [{"choose_attack": {"target": "defending", "choice": "Printed", "then": {
        "apply": {"target": "defending", "effect": {"kind": "cant_attack", "attack": "chosen", "duration": "opponents_next_turn"}}}}}], Trace())
    assert [e.attack for e in d.effects] == ["Printed"]
    with pytest.raises(Refused) as err:
        run_steps(ctx, [{"choose_attack": {"target": "defending", "choice": "Granted"}}], Trace())
    assert err.value.rule == "II-D-06"


def test_retreat_pays_with_the_units_an_energy_provides():
    from judge.engine.effect import Effect
    from judge.engine.state import Ability
    from judge.engine.turn import retreat

    g = game()
    g.turn = 3
    a = g.me.active
    a.retreat = 2
    a.energy = [new_energy("grass"), new_energy("grass")]
    a.abilities = [Ability("T", effects=[Effect("energy_provides", amount=2, name="T", what=["grass"], applies_to="your_pokemon", stacks=False)])]
    g.me.bench = [Pokemon(card="B", hp=50, owner="me")]
    retreat(g, "me", 0, Trace())
    assert len(a.energy) == 1 and names(g.me.discard) == ["basic grass Energy"]


def test_a_text_flipping_more_coins_than_the_shadow_has_still_counts_as_doing_something():
    """Whether a card would change nothing is found by replaying it on a copy of the board with 20
    coins: a text flipping more runs out of them (NoCoin, told apart by its type) and counts as done;
    any other scenario error is still an error."""
    from judge.engine.errors import NoCoin, RuleError
    from judge.engine.play import play_trainer
    from judge.engine.state import TrainerCard

    g = game()
    g.turn, g.coins = 3, ["tails"] * 25
    flips = [{"flip": {"coins": 25, "per_heads": [{"draw": 1}]}}]
    play_trainer(g, "me", TrainerCard("Coins", "item", actions=flips), trace := Trace())
    assert names(g.me.discard) == ["Coins"] and [s.key for s in trace.steps].count("coin_flip") == 25
    with pytest.raises(RuleError) as err:
        play_trainer(g, "me", TrainerCard("Bad", "item", actions=[{"heal": {"target": "nowhere", "amount": 10}}]), Trace())
    assert not isinstance(err.value, NoCoin)


def test_counters_chosen_one_by_one_come_from_the_pokemon_named_and_go_where_put():
    g = game()
    g.me.bench = [Pokemon(card="B", hp=100, damage=30, owner="me"), Pokemon(card="C", hp=100, damage=10, owner="me")]
    g.me.active.damage = 20
    run(g, [{"move_counters": {"from": "your_pokemon.all", "to": "opponents_active", "take": ["your_bench.1", "your_active", "your_bench.0"]}}])
    assert [g.me.active.damage, g.me.bench[0].damage, g.me.bench[1].damage, g.opponent.active.damage] == [10, 20, 0, 30]


@pytest.mark.parametrize("args, said", [
    ({"from": "your_pokemon.all", "to": "opponents_active", "count": 1}, "name the Pokémon each is taken from"),
    ({"from": "your_bench.all", "to": "opponents_active", "take": ["your_active"]}, "'your_active' is not among the Pokémon 'your_bench.all' names"),
    ({"from": "your_pokemon.all", "to": "opponents_active", "take": ["your_active"]}, "has no damage counter left"),
])
def test_counters_chosen_one_by_one_must_be_named_where_they_can_be(args, said):
    g = game()
    g.me.bench = [Pokemon(card="B", hp=100, damage=30, owner="me")]
    with pytest.raises(RuleError) as err:
        run(g, [{"move_counters": args}])
    assert said in str(err.value)


def _discard_ability_game(cards: int):
    """A what-if: ``cards`` copies of a card in the discard pile whose Ability, usable from there once a
    turn, draws a card and leaves the card where it is; the Ability used twice."""
    from judge.engine.scenario.runner import replay
    from judge.engine.scenario.spec import Scenario

    card = {"card": "X", "hp": 60, "types": ["water"],
            "abilities": [{"name": "Draw", "where": "discard", "actions": [{"draw": 1}]}]}
    s = Scenario.model_validate({
        "title": "an Ability used twice from the discard pile", "ruleset": "v3.1",
        "board": {"me": {"active": {"card": "A", "hp": 60, "types": ["fire"]}, "deck": ["d1", "d2", "d3"],
                         "discard": [dict(card) for _ in range(cards)]},
                  "opponent": {"active": {"card": "B", "hp": 60, "types": ["fire"]}}},
        "do": [{"ability": {"pokemon": "me.discard.X", "name": "Draw"}},
               {"ability": {"pokemon": "me.discard.X", "name": "Draw"}, **({"expect_refused": "II-E-17"} if cards == 1 else {})}],
        "expect": {"me.hand.count": 2 if cards > 1 else 1},
    })
    return replay(s, "what-if", "what-if")


def test_each_card_uses_an_ability_from_the_discard_pile_once_a_turn():
    """E-17 ◆ (zh-3.1): of several cards with the same Ability each can use it once; the same card
    that stayed in the discard pile cannot use it again this turn."""
    for cards in (2, 1):
        result = _discard_ability_game(cards)
        assert result.error is None and not result.mismatches, (cards, result.mismatches)
