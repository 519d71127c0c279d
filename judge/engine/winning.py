"""Winning and losing (guide Part I E), registered as a procedure: the losing conditions, the table
for conditions met at once, and each edition's Sudden Death."""

from __future__ import annotations

from judge.engine.messages import Message, Result, Side, message
from judge.engine.registry import procedure
from judge.engine.state import Game, other
from judge.engine.trace import Trace

__all__ = ["LOST_IN_JA22", "SIMULTANEOUS", "check_winner"]

#: I-E "同時に勝ち負けの条件を満たしたとき" as printed in zh-3.1 (its marks survived extraction):
#: (I took all my Prize cards, the opponent took all theirs, I have no Pokémon to put Active,
#: the opponent has none) → result for "me". Rows not printed have one condition only.
SIMULTANEOUS = {
    (True, False, True, False): "draw",
    (False, True, False, True): "draw",
    (True, True, True, True): "draw",
    (True, True, False, False): "draw",
    (False, False, True, True): "draw",
    (True, True, False, True): "win",
    (True, False, True, True): "win",
    (True, False, False, True): "win",
    (True, True, True, False): "lose",
    (False, True, True, True): "lose",
    (False, True, True, False): "lose",
    (True, False, False, False): "win",
    (False, False, False, True): "win",
    (False, True, False, False): "lose",
    (False, False, True, False): "lose",
}

#: The three 自分の勝ち rows of the table, whose marks the ja-2.2 copy lost but for the first column
#: (seeds/README.md: "the Japanese win/loss table lost its marks"). Each is one of its legible
#: 自分の負け rows seen from the other player.
LOST_IN_JA22 = frozenset({(True, True, False, True), (True, False, True, True), (True, False, False, True)})

#: Which player each condition of a table key makes the winner.
_FAVOURS = ("me", "opponent", "opponent", "me")

_OUTCOME = {"win": "me", "lose": "opponent", "draw": "draw"}


def _conditions(game: Game) -> tuple[bool, bool, bool, bool]:
    """The table's key: (I took all my Prize cards, the opponent took all theirs, I have no Pokémon
    in play, the opponent has none)."""
    me, opp = game.players["me"], game.players["opponent"]
    return (not me.prizes, not opp.prizes, not any(me.in_play()), not any(opp.in_play()))


def _reasons(key: tuple[bool, ...]) -> list[Message]:
    said = (message("all_prizes_taken", player=Side("me")), message("all_prizes_taken", player=Side("opponent")),
            message("no_pokemon_in_play", player=Side("me")), message("no_pokemon_in_play", player=Side("opponent")))
    return [r for r, k in zip(said, key) if k]


def _by_table(game: Game, trace: Trace, key: tuple[bool, ...], inference: Message | None = None) -> None:
    """The game ends as the table of conditions met at once says (a single condition: its own ◆).
    Under an edition whose copy lost the row's marks, the outcome is an inference."""
    if inference is None and key in LOST_IN_JA22 and not game.ruleset.win_rows_legible:
        inference = message("why_win_rows_lost")
    game.result = _OUTCOME[SIMULTANEOUS[key]]
    if game.result == "draw":  # each edition's Sudden Death (I-E)
        trace.add("I-E", "game_over_draw", inference=inference, reasons=_reasons(key), result=Result(game.result),
                  sudden_death=message(game.ruleset.sudden_death))
    else:
        trace.add("I-E", "game_over", inference=inference, reasons=_reasons(key), result=Result(game.result))


def _sudden_death(game: Game, trace: Trace, key: tuple[bool, ...], deck_out: str | None) -> None:
    """I-E's Sudden Death, as each edition words its rule 3. ja-2.2: 「先にサイドをとったプレイヤーが勝ち」,
    so a player who alone took a Prize card wins, whatever else holds; it names no other way to win
    (a deck-out or a Pokémon-less player without a Prize card taken is settled by the ordinary
    conditions: an inference). zh-3.1: 「先满足胜负条件的玩家获胜」, so the ordinary conditions decide
    when they all make one player the winner. Both players at once is neither "first": the table
    decides (an inference)."""
    favoured = {other(deck_out)} if deck_out else {w for w, k in zip(_FAVOURS, key) if k}
    if game.ruleset.sudden_death == "sudden_death_first_prize":
        took = [pid for pid, k in zip(("me", "opponent"), key[:2]) if k]
        if len(took) == 1:
            game.result = took[0]
            trace.add("I-E", "sudden_death_won", reasons=_reasons(key), result=Result(game.result),
                      how=message(game.ruleset.sudden_death))
            return
        silent = message("why_sudden_death_together" if took else "why_sudden_death_prize_only")
    elif len(favoured) == 1:
        game.result = favoured.pop()
        reasons = [message("deck_out", player=Side(deck_out))] if deck_out else _reasons(key)
        trace.add("I-E", "sudden_death_won", reasons=reasons, result=Result(game.result), how=message(game.ruleset.sudden_death))
        return
    else:
        silent = message("why_sudden_death_together")
    if deck_out:
        game.result = other(deck_out)
        trace.add("I-E", "deck_out", inference=silent, player=Side(deck_out))
    else:
        _by_table(game, trace, key, inference=silent)


@procedure
def check_winner(game: Game, trace: Trace, deck_out: str | None = None) -> None:
    """I-E: all Prize cards taken, no Pokémon in play, or no card to draw (``deck_out``: the player
    who could not draw at the start of their turn); conditions met at once settled by the guide's
    table; in a Sudden Death game (:attr:`Game.sudden_death`) by the ruleset's Sudden Death rule."""
    if game.result:  # already over (a card's text won or lost it, E-38)
        return
    key = _conditions(game)
    if game.sudden_death and (deck_out or any(key)):
        _sudden_death(game, trace, key, deck_out)
    elif deck_out:
        game.result = other(deck_out)
        trace.add("I-E", "deck_out", player=Side(deck_out))
    elif any(key):
        _by_table(game, trace, key)
