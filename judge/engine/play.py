"""Playing cards and using Abilities (I-A-02, I-B-01 … I-B-04): who may play what, and when; the
locks and limits on them (C-19, E-05 … E-07, E-12, E-14, E-17, E-30); and the rule that a card or
Ability known to change nothing can't be used (I-B-01 step 1), found by replaying its text on a copy
of the board. Other procedures are reached through the registry."""

from __future__ import annotations

import copy
import dataclasses

from judge.engine.builders import stadium_reach
from judge.engine.card_text import run_steps, step_rules
from judge.engine.context import Context
from judge.engine.errors import NoCoin, Refused, RuleError
from judge.engine.hooks import ability_active, player_effects
from judge.engine.messages import CardKind, RulesetName, Side, Zone, message
from judge.engine.registry import procedures
from judge.engine.state import Card, Game, Pokemon, TrainerCard
from judge.engine.trace import Trace
from judge.engine.zones import take

PLAY_RULE = {"item": "I-B-01", "tool": "I-B-02", "supporter": "I-B-03", "stadium": "I-B-04"}


def would_do_something(game: Game, ctx: Context, steps: list[dict], card: str | None = None) -> bool:
    """Replay the text on a copy of the board: does anything change? (I-B-01 step 1, I-A-02 step 1:
    a card or Ability known to change nothing can't be used.) A text blocked only because its
    target is unaffected by cards from hand still counts as used (E-29), and so does one that looks
    through face-down cards (the deck, Prize cards): what it will find is not known (I-H, E-34; an
    inference from I-B-01, which bars only a card *known* to change nothing)."""
    # Coins are not flipped yet: the text can change something if it would under some flips
    # (all heads, or all tails), whatever the scenario's coins turn out to be.
    for outcome in ("heads", "tails"):
        shadow = copy.deepcopy(game)
        shadow.coins = [outcome] * 20
        if card:
            take(shadow.players[ctx.player], "hand", card)  # the card played is no longer in the hand
        sctx = Context(shadow, ctx.player, self_pokemon=_same(shadow, ctx.self_pokemon), source=ctx.source, name=ctx.name)
        try:
            done = run_steps(sctx, steps, Trace())
        except NoCoin:  # more flips than the shadow's coins: the text does flip, so it does something
            done = True
        if done or sctx.memo.blocked_by_e29 or sctx.memo.looked_hidden:
            return True
    return False


def _same(shadow: Game, pokemon: Pokemon | None) -> Pokemon | None:
    if pokemon is None:
        return None
    return next((p for p in shadow.all_pokemon() if p.uid == pokemon.uid), None)


def play_trainer(game: Game, pid: str, card: TrainerCard, trace: Trace, target: Pokemon | None = None) -> None:
    """I-B-01 … I-B-04: who may play what, when; C-19 locks; a card that would change nothing
    can't be played; then the card's text in order, and the card goes to the discard pile."""
    player = game.players[pid]
    rule = PLAY_RULE[card.kind]
    kinds = {card.kind, "item"} if card.kind == "tool" and game.ruleset.tools_are_items else {card.kind}
    for lock in player_effects(game, "play", pid):
        for kind in sorted(kinds & set(lock.what)):
            also = ("I-B-01",) if kind != card.kind else ()
            raise Refused("II-C-19", message("no_play_locked", effect=lock.reads_as(), player=Side(pid), kind=CardKind(kind)), also=also)
    if card.kind == "supporter":
        if player.supporter_played_turn == game.turn:
            raise Refused("I-B-03", message("no_second_supporter"))
        if game.is_first_turn_of(pid) and pid == game.first_player and not game.ruleset.first_turn_supporter:
            raise Refused("I-B-03", message("no_first_turn_supporter", ruleset=RulesetName(game.ruleset.id)))
    if card.kind == "stadium":
        if player.stadium_played_turn == game.turn:
            raise Refused("I-B-04", message("no_second_stadium"))
        if game.stadium and game.stadium.card == card.card:
            raise Refused("I-B-04", message("no_same_stadium", card=card.card))
        player.stadium_played_turn = game.turn
        take(player, "hand", card.card)
        if game.stadium:
            game.players[game.stadium.owner].discard.append(Card(game.stadium.card))
            trace.add("I-B-04", "stadium_replaced", old=game.stadium.card, card=card.card)
        card.effects = [dataclasses.replace(e, owner=pid, applies_to=stadium_reach(e)) for e in card.effects]
        game.stadium = card
        trace.add(rule, "stadium_played", player=Side(pid), card=card.card)
        return
    if card.kind == "tool":
        if target is None or target.owner != pid:
            raise Refused("I-B-02", message("no_tool_to_opponent"))
        if target.tool is not None:
            raise Refused("I-B-02", message("no_second_tool", card=target.card))
        take(player, "hand", card.card)
        target.tool = card
        trace.add(rule, "tool_attached", player=Side(pid), card=card.card, target=target.card)
        return
    ctx = Context(game, pid, self_pokemon=player.active, source=card.kind, name=card.card)
    if card.actions and not would_do_something(game, ctx, card.actions, card.card):
        raise Refused(rule, message("no_effect_card", card=card.card), also=tuple(step_rules(card.actions)))
    if card.kind == "supporter":
        player.supporter_played_turn = game.turn
    take(player, "hand", card.card)
    trace.add(rule, "trainer_played", player=Side(pid), kind=CardKind(card.kind), card=card.card)
    run_steps(ctx, card.actions, trace)
    goes_to = ctx.memo.card_goes_to or "discard"
    getattr(player, goes_to).append(Card(card.card))
    trace.add(rule, "trainer_done", card=card.card, zone=Zone(goes_to))
    procedures.check_knockouts(game, trace)


#: Abilities usable only right after the event that lets them be used (E-05, E-06, E-07): the rule,
#: and what a refusal says.
TRIGGERS = {"evolved_from_hand": ("II-E-05", "no_ability_not_evolved"), "benched_from_hand": ("II-E-06", "no_ability_not_benched"),
            "attached_from_hand": ("II-E-07", "no_ability_not_attached")}


#: Where an Ability of a card that is not in play is used from (E-17): ``where`` → zone.
CARD_ZONES = ("discard", "hand")


def used_from_zone(game: Game, pid: str, card: Card, name: str) -> bool:
    """Whether this very card has used the Ability ``name`` from its zone this turn (E-17 ◆: each of
    several cards with the same Ability can use it once)."""
    return any(turn == game.turn and held is card and used == name for turn, held, used in game.players[pid].zone_abilities_used)


def use_ability(game: Game, pid: str, pokemon: Pokemon, name: str, trace: Trace, zone: str | None = None,
                card: Card | None = None) -> None:
    """I-A-02: declared Abilities: where they can be used from, once per turn (E-12), one of the
    same name per turn (E-14), only right after their trigger (E-05 … E-07), and not when they
    would change nothing; then the text, and a Knock Out check (I-D). ``zone`` (``discard``,
    ``hand``): the card is there, not in play (E-17: only an Ability that says so can be used); ``card``
    that card, each card of the same Ability using it once a turn (E-17 ◆)."""
    ability = next((a for a in pokemon.abilities if a.name == name), None)
    if ability is None:
        raise RuleError(f"{pokemon.card} has no Ability {name!r}")
    if ability.where in CARD_ZONES and zone != ability.where:
        raise Refused("II-E-17", message("no_ability_not_in_zone", ability=name, card=pokemon.card, zone=Zone(ability.where)))
    if zone and ability.where != zone:
        raise Refused("II-E-17", message("no_ability_off_play", ability=name, card=pokemon.card, zone=Zone(zone)))
    if zone is None and not ability_active(game, pokemon, name):
        raise Refused("II-D-13", message("no_abilities", card=pokemon.card))
    player = game.players[pid]
    active = player.active is pokemon
    if ability.where == "active" and not active or ability.where == "bench" and active:
        raise Refused("I-A-02", message("no_ability_off_active" if ability.where == "active" else "no_ability_off_bench", ability=name, card=pokemon.card))
    if ability.trigger:
        rule, refusal = TRIGGERS[ability.trigger]
        if game.last_event != (ability.trigger, pokemon.uid):
            raise Refused(rule, message(refusal, ability=name, card=pokemon.card))
    key = f"{pokemon.uid}:{name}"
    if zone and ability.once_per_turn and card is not None and used_from_zone(game, pid, card, name):
        raise Refused("II-E-17", message("no_ability_twice", ability=name, card=pokemon.card))
    if not zone and ability.once_per_turn and player.abilities_used.get(key) == game.turn:
        raise Refused("II-E-12", message("no_ability_twice_inherited" if pokemon.inherited else "no_ability_twice", ability=name, card=pokemon.card),
                      also=("II-D-19",) if pokemon.inherited else ())
    if ability.one_per_name and player.abilities_used.get(f"name:{name}") == game.turn:
        raise Refused("II-E-14", message("no_ability_same_name", ability=name))
    ctx = Context(game, pid, self_pokemon=pokemon, source="ability", name=name)
    if ability.cost and not (would_do_something(game, ctx, ability.cost) and (not ability.actions or would_do_something(game, ctx, ability.actions))):
        raise Refused("II-E-30", message("no_ability_cost", ability=name), also=("I-A-02",))
    if ability.actions and not would_do_something(game, ctx, ability.actions):
        raise Refused("I-A-02", message("no_effect_ability", ability=name), also=tuple(step_rules(ability.actions)))
    if zone and card is not None:
        player.zone_abilities_used.append((game.turn, card, name))
    else:
        player.abilities_used[key] = game.turn
    player.abilities_used[f"name:{name}"] = game.turn
    if zone:
        trace.add("II-E-17", "ability_used_from_zone", player=Side(pid), card=pokemon.card, ability=name, zone=Zone(zone))
    else:
        trace.add("I-A-02", "ability_used", player=Side(pid), card=pokemon.card, ability=name)
    if ability.cost:
        trace.add("II-E-30", "ability_cost", ability=name)
        run_steps(ctx, ability.cost, trace)
    run_steps(ctx, ability.actions, trace)
    procedures.check_knockouts(game, trace)


def use_stadium(game: Game, pid: str, trace: Trace) -> None:
    """I-B-04: a Stadium's "you may" effect: each player may use it once during their own turn."""
    if game.stadium is None or not game.stadium.actions:
        raise Refused("I-B-04", message("no_stadium_effect"))
    player = game.players[pid]
    if player.stadium_used_turn == game.turn:
        raise Refused("I-B-04", message("no_second_stadium_use", player=Side(pid), card=game.stadium.card))
    ctx = Context(game, pid, self_pokemon=player.active, source="stadium", name=game.stadium.card)
    if not would_do_something(game, ctx, game.stadium.actions):
        raise Refused("I-B-04", message("no_effect_stadium", card=game.stadium.card))
    player.stadium_used_turn = game.turn
    trace.add("I-B-04", "stadium_used", player=Side(pid), card=game.stadium.card)
    run_steps(ctx, game.stadium.actions, trace)
    procedures.check_knockouts(game, trace)
