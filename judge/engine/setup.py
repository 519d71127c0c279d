"""Setting up a game (guide Part I G 対戦準備): opening hands, mulligans, Active and Bench, Prize
cards, and the extra cards a player may draw for the opponent's mulligans."""

from __future__ import annotations

from .refs import Refused, RuleError
from .state import Game, other
from .trace import Trace

HAND = 7


def setup(game: Game, spec: dict, trace: Trace) -> None:
    """Run I-G steps 3-8 from the scenario's scripted hands and decks.

    ``spec``: ``{first_player, basics: {name: pokemon spec}, prizes: 6, <player>: {hands: [[7 cards]…],
    deck: [rest of the deck, top first], active: name, bench: [names], extra: {declare: N, bench: [names]}}}``.
    """
    from .turn import pokemon_from_spec

    basics: dict = spec.get("basics", {})
    first = spec.get("first_player", "me")
    order = (first, other(first))
    game.first_player = first
    trace.add("I-G", f"steps 1-2: {first} goes first" + (" (xy-2016: decided after the Prize cards are set)" if game.ruleset.setup_prizes_before_first_player else ""))
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
            trace.add("I-G", "step 5 a: neither player has a Basic Pokémon: both show their hands and start again from step 3")
            for pid in order:
                current[pid] = deal(pid)
            continue
        for pid in order:
            if not has[pid]:
                game.players[pid].mulligans += 1
                trace.add("I-G", f"step 5 c-d: {pid} has no Basic Pokémon (mulligan {game.players[pid].mulligans}): shows the hand, returns it and draws again")
                current[pid] = deal(pid)
    for pid in order:  # steps 5-6: Active and Bench
        player, choice = game.players[pid], spec[pid]
        hand = current[pid]
        active = choice.get("active") or next(c for c in hand if c in basics)
        if active not in hand or active not in basics:
            raise Refused("I-G", f"{pid}'s Active Pokémon must be a Basic Pokémon from the hand ({active})")
        hand.remove(active)
        player.active = pokemon_from_spec({"card": active, **basics[active]}, pid, 0)
        for name in choice.get("bench", []):
            if name not in hand or name not in basics:
                raise Refused("I-G", f"{pid} can Bench only Basic Pokémon from the hand ({name})")
            hand.remove(name)
            player.bench.append(pokemon_from_spec({"card": name, **basics[name]}, pid, 0))
        player.hand = hand
        player.deck = list(choice.get("deck", []))
        trace.add("I-G", f"steps 5-6: {pid} puts {active} Active and {len(player.bench)} Pokémon on the Bench")
    prizes = spec.get("prizes", 6)
    for pid in order:  # step 7: Prize cards
        player = game.players[pid]
        if len(player.deck) < prizes:
            raise RuleError(f"setup: {pid}'s deck has {len(player.deck)} cards, too few for {prizes} Prize cards")
        player.prizes, player.deck = player.deck[:prizes], player.deck[prizes:]
        player.prizes_taken = 0
        trace.add("I-G", f"step 7: {pid} sets {prizes} Prize cards")
    for pid in order:  # step 7: extra cards for the opponent's mulligans
        extra = spec[pid].get("extra")
        if not extra:
            continue
        allowed = game.players[other(pid)].mulligans
        declared = extra.get("declare", 0)
        if declared > allowed:
            raise Refused("I-G", f"{pid} may declare at most {allowed} extra card(s) (the opponent's mulligans), not {declared}")
        player = game.players[pid]
        drawn, player.deck = player.deck[:declared], player.deck[declared:]
        player.hand += drawn
        trace.add("I-G", f"step 7: {pid} declares {declared} of up to {allowed} and draws {', '.join(map(str, drawn)) or 'nothing'}")
        for name in extra.get("bench", []):
            if name not in drawn or name not in basics:
                raise Refused("I-G", f"{pid} may Bench only a Basic Pokémon drawn this way ({name})")
            if len(player.bench) >= player.BENCH_SIZE:
                raise Refused("I-G", f"{pid}'s Bench is full")
            player.hand.remove(name)
            player.bench.append(pokemon_from_spec({"card": name, **basics[name]}, pid, 0))
            trace.add("I-G", f"step 7: {pid} puts {name} on the Bench")
    game.turn, game.current = 1, first  # step 8
    trace.add("I-G", f"step 8: the game begins; turn 1 is {first}'s")

