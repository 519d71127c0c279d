"""Setting up a game (guide Part I G 対戦準備): opening hands, mulligans, Active and Bench, Prize
cards, and the extra cards a player may draw for the opponent's mulligans."""

from __future__ import annotations

from judge.engine.builders import new_pokemon, pokemon_spec, zone_cards
from judge.engine.errors import Refused, RuleError
from judge.engine.messages import Side, message
from judge.engine.state import Game, Pokemon, other
from judge.engine.trace import Trace
from judge.engine.zones import take

HAND = 7


def setup(game: Game, spec: dict, trace: Trace) -> None:
    """Run I-G steps 3-8 from the scenario's scripted hands and decks.

    ``spec``: ``{first_player, basics: {name: pokemon spec}, prizes: 6, sudden_death: false (1 Prize card each; I-E), <player>: {hands: [[7 cards]…],
    deck: [rest of the deck, top first], active: name, bench: [names], extra: {declare: N, bench: [names]}}}``.
    """
    basics: dict = spec.get("basics", {})
    if spec.get("as_basic"):  # xy-2016 対戦準備: 「たねポケモンとして場に出すことができる」トレーナーズ
        if game.ruleset.id != "xy":
            raise RuleError("setup: only the XY notice (xy-2016, 対戦準備) speaks of Trainers played as Basic Pokémon during setup: "
                            "as_basic needs ruleset xy")
        basics = {**basics, **spec["as_basic"]}
    first = spec.get("first_player", "me")
    order = (first, other(first))
    game.first_player = first
    trace.add("I-G", "setup_first_xy" if game.ruleset.setup_prizes_before_first_player else "setup_first", player=Side(first))
    hands = _opening_hands(game, spec, basics, order, trace)
    for pid in order:  # steps 5-6: Active and Bench
        _place(game, pid, spec[pid], hands[pid], basics, trace, spec.get("as_basic") or {})
    prizes = spec.get("prizes", 1 if spec.get("sudden_death") else 6)
    if spec.get("sudden_death"):  # I-E: 「サイドは1枚だけ置きます」 / 「只放置1张奖赏卡」
        if prizes != 1:
            raise RuleError(f"setup: a Sudden Death places 1 Prize card each (I-E), not {prizes}")
        game.sudden_death = True
        trace.add("I-E", "sudden_death_begins", how=message(game.ruleset.sudden_death))
    for pid in order:  # step 7: Prize cards
        player = game.players[pid]
        if len(player.deck) < prizes:
            raise RuleError(f"setup: {pid}'s deck has {len(player.deck)} cards, too few for {prizes} Prize cards")
        player.prizes, player.deck = player.deck[:prizes], player.deck[prizes:]
        player.prizes_taken = 0
        trace.add("I-G", "setup_prizes", player=Side(pid), n=prizes)
    for pid in order:  # step 7: extra cards for the opponent's mulligans
        if spec[pid].get("extra"):
            _extra(game, pid, spec[pid]["extra"], basics, trace)
    game.turn, game.current = 1, first  # step 8: the first turn begins with its draw (begin_turn) when the scenario says so
    game.turn_begun = False
    trace.add("I-G", "setup_begins", player=Side(first))


def _opening_hands(game: Game, spec: dict, basics: dict, order: tuple[str, str], trace: Trace) -> dict[str, list[str]]:
    """Steps 3-5: each player's opening hand (names), dealt again until both hold a Basic Pokémon:
    both without one redo step 3 together; one alone reveals and redoes (a mulligan)."""
    hands = {pid: list(spec[pid].get("hands", [])) for pid in order}
    deals = {pid: 0 for pid in order}

    def deal(pid: str) -> list[str]:
        if deals[pid] >= len(hands[pid]):
            raise RuleError(f"setup: {pid} needs opening hand #{deals[pid] + 1}, which the scenario does not give")
        hand = list(hands[pid][deals[pid]])
        deals[pid] += 1
        if len(hand) != HAND:
            raise RuleError(f"setup: {pid}'s opening hand #{deals[pid]} has {len(hand)} cards, not {HAND}")
        return hand

    current = {pid: deal(pid) for pid in order}  # steps 3-4
    while True:
        has = {pid: any(c in basics for c in current[pid]) for pid in order}
        if all(has.values()):
            return current
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


def _basic(basics: dict, name: str, pid: str) -> Pokemon:
    return new_pokemon(pokemon_spec({"card": name, **basics[name]}), pid, 0)


def _place(game: Game, pid: str, choice: dict, hand: list[str], basics: dict, trace: Trace, as_basic: dict) -> None:
    """Steps 5-6: the Active Pokémon and the Bench from the opening hand; the rest is the hand, the deck as given.
    A hand whose only Basic Pokémon are Trainers played as Basic Pokémon (``as_basic``, xy-2016) must put one
    of them into the Active Spot."""
    player = game.players[pid]
    pokemon = [c for c in hand if c in basics and c not in as_basic]  # Basic Pokémon cards, Trainers aside
    active = choice.get("active") or next(iter(pokemon), None) or next(c for c in hand if c in basics)
    if active not in hand or active not in basics:
        raise Refused("I-G", message("no_setup_active", player=Side(pid), card=active))
    if active in as_basic and not pokemon:  # 「そのトレーナーズをバトル場に出さなければいけません」
        trace.add("XY-setup", "setup_trainer_as_basic", player=Side(pid), card=active)
    hand.remove(active)
    player.active = _basic(basics, active, pid)
    for name in choice.get("bench", []):
        if name not in hand or name not in basics:
            raise Refused("I-G", message("no_setup_bench", player=Side(pid), card=name))
        hand.remove(name)
        player.bench.append(_basic(basics, name, pid))
    player.hand = zone_cards(hand)
    player.deck = zone_cards(choice.get("deck", []))
    trace.add("I-G", "setup_placed", player=Side(pid), card=active, n=len(player.bench))


def _extra(game: Game, pid: str, extra: dict, basics: dict, trace: Trace) -> None:
    """Step 7: the extra cards ``pid`` draws for the opponent's mulligans, and the Basic Pokémon among
    them put onto the Bench."""
    allowed = game.players[other(pid)].mulligans
    declared = extra.get("declare", 0)
    if declared > allowed:
        raise Refused("I-G", message("no_setup_extra", player=Side(pid), allowed=allowed, n=declared))
    player = game.players[pid]
    drawn, player.deck = player.deck[:declared], player.deck[declared:]
    player.hand += drawn
    names = [c.name for c in drawn]
    if drawn:
        trace.add("I-G", "setup_extra", player=Side(pid), n=declared, allowed=allowed, cards=names)
    else:
        trace.add("I-G", "setup_extra_none", player=Side(pid), n=declared, allowed=allowed)
    for name in extra.get("bench", []):
        if name not in names or name not in basics:
            raise Refused("I-G", message("no_setup_extra_bench", player=Side(pid), card=name))
        if len(player.bench) >= player.BENCH_SIZE:
            raise Refused("I-G", message("no_setup_bench_full", player=Side(pid)))
        take(player, "hand", name)
        player.bench.append(_basic(basics, name, pid))
        trace.add("I-G", "setup_extra_bench", player=Side(pid), card=name)
