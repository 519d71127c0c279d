"""Knock Outs (guide Part I D) and winning and losing (Part I E)."""

from __future__ import annotations

from .actions import run_steps
from .effects import collect
from .messages import Result, Side, message
from .refs import Context
from .state import Game, Pokemon, other
from .trace import Trace

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


def max_hp(game: Game, pokemon: Pokemon) -> int:
    """The printed HP changed by effects that change maximum HP (D-15)."""
    from .effects import applicable

    return pokemon.hp + sum(e.amount for e in applicable(game, "max_hp", pokemon))


def prize_value(game: Game, pokemon: Pokemon) -> int:
    """Prize cards a Knocked Out Pokémon gives: its rule box under the ruleset (D-18), unless switched off."""
    if pokemon.prizes is not None:
        return pokemon.prizes
    if collect(game, "no_rule", pokemon):
        return 1
    return game.ruleset.prize_cards.get(pokemon.rule_box or "", 1)


def check_knockouts(game: Game, trace: Trace) -> list[Pokemon]:
    """I-D: every Pokémon with no HP left is Knocked Out: on-KO effects (step 2), discard (3),
    Prize cards (4), new Active Pokémon (5, the player whose turn is next first); then I-E."""
    out = [p for p in game.all_pokemon() if p.damage >= max_hp(game, p)]
    if not out:
        return []
    trace.add("I-D", "knockout", step="knockout 1", cards=[p.card for p in out])
    for p in out:  # 2. effects that happen when Knocked Out (E-04)
        for e in collect(game, "on_knocked_out", p):
            trace.add("II-E-04", "knockout_trigger", step="knockout 2", effect=e.label(), card=p.card)
            run_steps(Context(game, p.owner, self_pokemon=p, source=e.source, name=e.label()), e.actions, trace)
    prizes = {"me": 0, "opponent": 0}
    for p in out:  # 3. discard the Pokémon and every card attached
        player = game.players[p.owner]
        if player.active is p:
            player.active = None
        else:
            player.bench.remove(p)
        cards = [p.card] + [s.card for s in p.stack] + [e.card for e in p.energy] + ([p.tool.card] if p.tool else [])
        player.discard.extend(cards)
        player.knocked_out.append(p.card)
        player.knockout_turns.append((game.turn, game.attacker is not None))
        prizes[other(p.owner)] += prize_value(game, p)
        trace.add("I-D", "knockout_discarded", step="knockout 3", card=p.card, cards=cards)
    for pid, n in prizes.items():  # 4. Prize cards
        if not n:
            continue
        player = game.players[pid]
        take = min(n, len(player.prizes))
        before = len(player.prizes)
        for _ in range(take):
            card = player.prizes.pop(0)
            if isinstance(card, dict) and card.get("before_hand"):  # E-31: usable before it goes to the hand
                trace.add("II-E-31", "prize_used", player=Side(pid), card=card["card"])
                run_steps(Context(game, pid, self_pokemon=player.active, source=card.get("kind", "item"), name=card["card"]), card["before_hand"], trace)
                player.discard.append(card["card"])
            else:
                player.hand.append(card)
        player.prizes_taken += take
        trace.add("I-D", "prizes_taken", before, len(player.prizes), step="knockout 4", player=Side(pid), n=take)
    check_winner(game, trace)
    if game.result:
        return out
    for pid in (other(game.current), game.current):  # 5. new Active Pokémon, the player whose turn is next first
        player = game.players[pid]
        if player.active is None and player.bench:
            choice = game.promote.get(pid, [])
            player.active = player.bench.pop(choice.pop(0) if choice else 0)
            player.active.moved_to_active_turn = game.turn
            trace.add("I-D", "new_active", step="knockout 5", player=Side(pid), card=player.active.card)
    return out


def check_winner(game: Game, trace: Trace, deck_out: str | None = None) -> None:
    """I-E: all Prize cards taken, no Pokémon in play, or no card to draw; simultaneous
    conditions settled by the guide's table."""
    me, opp = game.players["me"], game.players["opponent"]
    if deck_out:
        game.result = other(deck_out)
        trace.add("I-E", "deck_out", player=Side(deck_out))
        return
    key = (not me.prizes, not opp.prizes, not any(me.in_play()), not any(opp.in_play()))
    if not any(key):
        return
    outcome = SIMULTANEOUS[key]
    game.result = {"win": "me", "lose": "opponent", "draw": "draw"}[outcome]
    reasons = [r for r, k in zip((message("all_prizes_taken", player=Side("me")), message("all_prizes_taken", player=Side("opponent")),
                                  message("no_pokemon_in_play", player=Side("me")), message("no_pokemon_in_play", player=Side("opponent"))), key) if k]
    trace.add("I-E", "game_over_draw" if outcome == "draw" else "game_over", reasons=reasons, result=Result(game.result))
