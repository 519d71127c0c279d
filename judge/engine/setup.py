"""Setting up a game (guide Part I G 対戦準備): opening hands, mulligans, Active and Bench, Prize
cards, and the extra cards a player may draw for the opponent's mulligans."""

from __future__ import annotations

from judge.engine.messages import Side, message
from judge.engine.errors import Refused, RuleError
from judge.engine.state import Game, other
from judge.engine.trace import Trace

HAND = 7


def setup(game: Game, spec: dict, trace: Trace) -> None:
    """Run I-G steps 3-8 from the scenario's scripted hands and decks.

    ``spec``: ``{first_player, basics: {name: pokemon spec}, prizes: 6, <player>: {hands: [[7 cards]…],
    deck: [rest of the deck, top first], active: name, bench: [names], extra: {declare: N, bench: [names]}}}``.
    """
    from judge.engine.turn import pokemon_from_spec

    basics: dict = spec.get("basics", {})
    first = spec.get("first_player", "me")
    order = (first, other(first))
    game.first_player = first
    trace.add("I-G", "setup_first_xy" if game.ruleset.setup_prizes_before_first_player else "setup_first", player=Side(first))
    hands = {pid: list(spec[pid].get("hands", [])) for pid in order}
    deals = {pid: 0 for pid in order}
    current: dict[str, list] = {}

    def deal(pid: str) -> list:
        if deals[pid] >= len(hands[pid]):
            raise RuleError(f"setup: {pid} needs opening hand #{deals[pid] + 1}, which the scenario does not give")
        hand = list(hands[pid][deals[pid]])
        deals[pid] += 1
        if len(hand) != HAND:
            raise RuleError(f"setup: {pid}'s opening hand #{deals[pid]} has {len(hand)} cards, not {HAND}")
        return hand

    for pid in order:  # steps 3-4
        current[pid] = deal(pid)
    # Step 5: both without a Basic Pokémon redo 3 together; one alone reveals and redoes (a mulligan).
    while True:
        has = {pid: any(c in basics for c in current[pid]) for pid in order}
        if all(has.values()):
            break
        if not any(has.values()):
            trace.add("I-G", "setup_no_basics")
            for pid in order:
                current[pid] = deal(pid)
            continue
        for pid in order:
            if not has[pid]:
                game.players[pid].mulligans += 1
                trace.add("I-G", "setup_mulligan", player=Side(pid), n=game.players[pid].mulligans)
                current[pid] = deal(pid)
    for pid in order:  # steps 5-6: Active and Bench
        player, choice = game.players[pid], spec[pid]
        hand = current[pid]
        active = choice.get("active") or next(c for c in hand if c in basics)
        if active not in hand or active not in basics:
            raise Refused("I-G", message("no_setup_active", player=Side(pid), card=active))
        hand.remove(active)
        player.active = pokemon_from_spec({"card": active, **basics[active]}, pid, 0)
        for name in choice.get("bench", []):
            if name not in hand or name not in basics:
                raise Refused("I-G", message("no_setup_bench", player=Side(pid), card=name))
            hand.remove(name)
            player.bench.append(pokemon_from_spec({"card": name, **basics[name]}, pid, 0))
        player.hand = hand
        player.deck = list(choice.get("deck", []))
        trace.add("I-G", "setup_placed", player=Side(pid), card=active, n=len(player.bench))
    prizes = spec.get("prizes", 6)
    for pid in order:  # step 7: Prize cards
        player = game.players[pid]
        if len(player.deck) < prizes:
            raise RuleError(f"setup: {pid}'s deck has {len(player.deck)} cards, too few for {prizes} Prize cards")
        player.prizes, player.deck = player.deck[:prizes], player.deck[prizes:]
        player.prizes_taken = 0
        trace.add("I-G", "setup_prizes", player=Side(pid), n=prizes)
    for pid in order:  # step 7: extra cards for the opponent's mulligans
        extra = spec[pid].get("extra")
        if not extra:
            continue
        allowed = game.players[other(pid)].mulligans
        declared = extra.get("declare", 0)
        if declared > allowed:
            raise Refused("I-G", message("no_setup_extra", player=Side(pid), allowed=allowed, n=declared))
        player = game.players[pid]
        drawn, player.deck = player.deck[:declared], player.deck[declared:]
        player.hand += drawn
        if drawn:
            trace.add("I-G", "setup_extra", player=Side(pid), n=declared, allowed=allowed, cards=drawn)
        else:
            trace.add("I-G", "setup_extra_none", player=Side(pid), n=declared, allowed=allowed)
        for name in extra.get("bench", []):
            if name not in drawn or name not in basics:
                raise Refused("I-G", message("no_setup_extra_bench", player=Side(pid), card=name))
            if len(player.bench) >= player.BENCH_SIZE:
                raise Refused("I-G", message("no_setup_bench_full", player=Side(pid)))
            player.hand.remove(name)
            player.bench.append(pokemon_from_spec({"card": name, **basics[name]}, pid, 0))
            trace.add("I-G", "setup_extra_bench", player=Side(pid), card=name)
    game.turn, game.current = 1, first  # step 8
    trace.add("I-G", "setup_begins", player=Side(first))

