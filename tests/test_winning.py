"""I-E decided where the game ends: the table of conditions met at once, read as each edition prints it
(the rows whose marks the ja-2.2 copy lost are marked inferences), and each edition's Sudden Death
(where its words say nothing, the outcome is marked an inference)."""

import pytest

import judge.engine.rules  # noqa: F401  (every step and procedure registered)
from judge.engine.builders import zone_cards
from judge.engine.registry import procedures
from judge.engine.rulesets import RULESETS
from judge.engine.state import Game, Player, Pokemon
from judge.engine.trace import Trace
from judge.engine.winning import LOST_IN_JA22, SIMULTANEOUS


def game(ruleset: str, key: tuple[bool, bool, bool, bool], sudden_death: bool = False) -> Game:
    """A board meeting the table's ``key``: (I took all my Prize cards, the opponent took all theirs,
    I have no Pokémon in play, the opponent has none)."""
    left = 1 if sudden_death else 3
    players = {}
    for pid, took, none in (("me", key[0], key[2]), ("opponent", key[1], key[3])):
        p = Player(pid)
        p.prizes = zone_cards([] if took else [f"prize {i}" for i in range(left)])
        p.active = None if none else Pokemon(card=f"{pid}'s", hp=60, owner=pid)
        players[pid] = p
    return Game(players=players, ruleset=RULESETS[ruleset], sudden_death=sudden_death)


def decide(g: Game, deck_out: str | None = None) -> Trace:
    trace = Trace()
    procedures.check_winner(g, trace, deck_out=deck_out)
    return trace


def ie_step(trace: Trace):
    [step] = [s for s in trace.steps if s.rule == "I-E"]
    return step


@pytest.mark.parametrize("key", sorted(SIMULTANEOUS))
def test_the_table_decides_under_every_ruleset_and_only_the_lost_rows_are_inferences(key):
    for ruleset in ("v3.1", "v2.2", "xy"):
        g = game(ruleset, key)
        step = ie_step(decide(g))
        assert g.result == {"win": "me", "lose": "opponent", "draw": "draw"}[SIMULTANEOUS[key]]
        lost = ruleset != "v3.1" and key in LOST_IN_JA22
        assert step.authority == ("inference" if lost else "guide"), (ruleset, key)


def test_the_lost_rows_are_the_legible_losing_rows_seen_from_the_other_player():
    mirror = {(o, m, on, mn) for m, o, mn, on in LOST_IN_JA22}
    assert {SIMULTANEOUS[k] for k in LOST_IN_JA22} == {"win"} and {SIMULTANEOUS[k] for k in mirror} == {"lose"}


def test_no_condition_no_end():
    g = game("v2.2", (False, False, False, False), sudden_death=True)
    assert not decide(g).steps and g.result is None


def test_sudden_death_ja22_the_only_player_to_take_a_prize_card_wins_though_they_have_no_pokemon():
    g = game("v2.2", (True, False, True, False), sudden_death=True)
    step = ie_step(decide(g))
    assert g.result == "me" and step.key == "sudden_death_won" and step.authority == "guide"


def test_sudden_death_zh31_conditions_for_both_players_at_once_go_to_the_table_as_an_inference():
    g = game("v3.1", (True, False, True, False), sudden_death=True)
    step = ie_step(decide(g))
    assert g.result == "draw" and step.authority == "inference"


@pytest.mark.parametrize("ruleset", ["v3.1", "v2.2"])
def test_sudden_death_both_take_their_prize_card_at_once_is_an_inference(ruleset):
    g = game(ruleset, (True, True, False, False), sudden_death=True)
    step = ie_step(decide(g))
    assert g.result == "draw" and step.authority == "inference"


@pytest.mark.parametrize("ruleset,authority", [("v3.1", "guide"), ("v2.2", "inference")])
def test_sudden_death_deck_out_is_stated_by_zh31_only(ruleset, authority):
    g = game(ruleset, (False, False, False, False), sudden_death=True)
    step = ie_step(decide(g, deck_out="opponent"))
    assert g.result == "me" and step.authority == authority


def test_a_game_already_won_by_a_cards_text_stays_won():
    g = game("v3.1", (False, True, False, False))
    g.result = "me"
    assert not decide(g).steps and g.result == "me"
