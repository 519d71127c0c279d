"""Card-text steps on the hand, the deck and the Prize cards: looking (C-20), discarding from the
hand (C-01, E-33), the hand into the deck (E-18, E-35), drawing and searching the deck (I-H, E-39),
shuffling (E-18), swapping with a Prize card (E-34), and a text that decides the game (E-38)."""

from __future__ import annotations

from judge.engine.builders import zone_card
from judge.engine.card_text import discard
from judge.engine.context import Context
from judge.engine.errors import Refused, RuleError
from judge.engine.messages import CardFilter, Side, Zone, message
from judge.engine.quantities import count
from judge.engine.state import other
from judge.engine.trace import Trace
from judge.engine.zones import card_name, fits


def look(ctx: Context, args: dict, trace: Trace) -> bool:
    """C-20: look at cards (the opponent does not see them); ``reorder`` puts them back in a new order."""
    player = ctx.game.players[ctx.player if args.get("side", "your") == "your" else other(ctx.player)]
    zone = getattr(player, args.get("zone", "deck"))
    n = min(count(ctx, args.get("count", 1), trace), len(zone))
    seen = zone[:n]
    if "reorder" in args:  # positions (0 = top) or the cards' names, top first
        names = [c.name for c in seen]
        order = [names.index(x) if not isinstance(x, int) and x in names else x for x in args["reorder"]]
        if sorted(order) != list(range(n)):
            raise RuleError(f"reorder must name each of the {n} cards seen once (positions 0 … {n - 1} or names), got {args['reorder']}")
        zone[:n] = [seen[i] for i in order]
    trace.add("II-C-20", "looked_reordered" if "reorder" in args else "looked", n=n, zone=Zone(args.get("zone", "deck")))
    return n > 0


def discard_from_hand(ctx: Context, args: dict, trace: Trace) -> bool:
    side = ctx.player if args.get("side", "your") == "your" else other(ctx.player)
    hand = ctx.game.players[side].hand
    names = args.get("cards")
    want = count(ctx, args.get("count", 1), trace)
    n = min(want, len(hand))
    chosen = [c for c in hand if c.name in names][:n] if names else hand[:n]
    if args.get("exactly") and len(chosen) < want:
        trace.add("II-E-33", "discard_short", player=Side(side), want=want, have=len(chosen))
        if args.get("else") == "attack_fails":
            ctx.memo.attack_fails = True
        return False
    for c in chosen:
        hand.remove(c)
    discard(ctx, side, chosen)
    trace.add("II-C-01", "hand_discarded", count=len(chosen), player=Side(side), cards=[c.name for c in chosen])
    return bool(chosen)


def shuffle_hand_into_deck(ctx: Context, args: dict, trace: Trace) -> bool:
    """Put the hand into the deck: shuffled in (``to: deck``, the deck is shuffled, so the text is
    followed even with an empty hand: D-03), or onto the bottom (``to: bottom``: with no cards
    nothing happens at all)."""
    sides = {"your": [ctx.player], "opponents": [other(ctx.player)], "both": [ctx.player, other(ctx.player)]}[args.get("side", "your")]
    to = args.get("to", "deck")
    moved = 0
    for side in sides:
        player = ctx.game.players[side]
        moved += len(player.hand)
        player.deck.extend(player.hand)
        player.hand.clear()
        player.deck_shuffled = player.deck_shuffled or to == "deck"
    if len(sides) == 2:
        trace.add("II-E-18" if to == "deck" else "II-E-35", "hands_into_deck" if to == "deck" else "hands_to_bottom",
                  player=Side(sides[0]), other=Side(sides[1]), n=moved)
    else:
        trace.add("II-E-18" if to == "deck" else "II-E-35", "hand_into_deck" if to == "deck" else "hand_to_bottom", player=Side(sides[0]), n=moved)
    return to == "deck" or moved > 0


def draw(ctx: Context, args, trace: Trace) -> bool:
    """Draw from the top of the deck: ``N`` (you) or ``{side, count}``."""
    side = ctx.player
    if isinstance(args, dict):
        side = ctx.player if args.get("side", "your") == "your" else other(ctx.player)
        args = args["count"]
    player = ctx.game.players[side]
    n = min(count(ctx, args, trace), len(player.deck))
    for _ in range(n):
        player.hand.append(player.deck.pop(0))
    trace.add("I-H", "drew", player=Side(side), n=n)
    return n > 0


def search_deck(ctx: Context, args: dict, trace: Trace) -> bool:
    """I-H: choose cards from the deck, looking at their faces: up to the number given, fewer or
    none (the choosing just ends), except "any cards" (``what: any``), where the full number must
    be chosen. ``choose`` names the cards the player picks (default: the first that fit); ``reveal``
    shows them to the opponent. The deck is not shuffled here: the text's own ``shuffle_deck``
    does it, found or not (E-18)."""
    player = ctx.game.players[ctx.player]
    what, name = args.get("what", "any"), args.get("name")
    most = count(ctx, args.get("up_to", args.get("count", 1)), trace)
    fitting = [c for c in player.deck if fits(c, what, name)]
    label = CardFilter(what if isinstance(what, str) else what[0])
    if "choose" in args:
        chosen = []
        pool = list(player.deck)
        for want in args["choose"]:
            wanted_name = card_name(zone_card(want))
            card = next((c for c in pool if card_name(c) == wanted_name), None)
            if card is None:
                raise RuleError(f"{wanted_name!r} is not in {ctx.player}'s deck")
            if not fits(card, what, name):
                raise Refused("II-E-39" if name else "I-H", message("no_search_choice", card=wanted_name, what=name or label))
            pool.remove(card)
            chosen.append(card)
    else:
        chosen = fitting[:most]
    if len(chosen) > most:
        raise Refused("I-H", message("no_search_more", most=most, n=len(chosen)))
    full = what == "any" and name is None
    if full and len(chosen) < min(most, len(player.deck)):
        raise Refused("I-H", message("no_search_fewer", most=min(most, len(player.deck)), n=len(chosen)))
    ctx.memo.searched_deck = True
    ctx.memo.looked_hidden = ctx.memo.looked_hidden or bool(player.deck)  # face down: not known to change nothing
    ctx.memo.search_found = ctx.memo.search_found or bool(chosen)
    zone = args.get("to", "hand")
    for card in chosen:
        player.deck.remove(card)
    getattr(player, zone).extend(chosen)
    names = [card_name(c) for c in chosen]
    if not chosen:
        trace.add("I-H", "deck_search_none", player=Side(ctx.player), what=name or label)
        return False
    if full:
        trace.add("I-H", "deck_searched_all", player=Side(ctx.player), n=len(chosen), cards=names, zone=Zone(zone))
    else:
        trace.add("I-H", "deck_searched", player=Side(ctx.player), what=name or label, n=len(chosen), most=most, cards=names, zone=Zone(zone))
    if args.get("reveal"):
        trace.add("I-H", "cards_shown", player=Side(ctx.player), cards=names)
    return True


def shuffle_deck(ctx: Context, args, trace: Trace) -> bool:
    """E-18: "then shuffle your deck": done whether or not the search found anything."""
    side = ctx.player if not isinstance(args, dict) or args.get("side", "your") == "your" else other(ctx.player)
    ctx.game.players[side].deck_shuffled = True
    if ctx.memo.searched_deck and not ctx.memo.search_found and side == ctx.player:
        trace.add("II-E-18", "deck_shuffled_after_search", player=Side(side))
    else:
        trace.add("II-E-18", "deck_shuffled", player=Side(side))
    return True


def swap_with_prize(ctx: Context, args: dict, trace: Trace) -> bool:
    """E-34: look at your face-down Prize cards and swap ``count`` of them with the Trainer being
    played, which goes face down among the Prize cards (the chosen ones go to the hand). With a
    ``kind`` of card named, fewer or none may be chosen (then nothing is swapped and the card is
    discarded as usual); with no kind, the stated number must be chosen."""
    player = ctx.game.players[ctx.player]
    kind, n = args.get("kind"), count(ctx, args.get("count", 1), trace)
    if player.prizes:
        ctx.memo.looked_hidden = True  # the Prize cards are face down: not known to change nothing (I-B-01)
    trace.add("II-E-34", "prizes_looked", player=Side(ctx.player), n=len(player.prizes))
    pool, chosen = list(player.prizes), []
    for want in args.get("choose", []) if "choose" in args else [c for c in pool if fits(c, kind or "any", None)][:n]:
        wanted_name = card_name(zone_card(want))
        card = next((c for c in pool if card_name(c) == wanted_name), None)
        if card is None:
            raise RuleError(f"{wanted_name!r} is not among {ctx.player}'s Prize cards")
        if kind and not fits(card, kind, None):
            raise Refused("II-E-34", message("no_search_choice", card=card_name(card), what=CardFilter(kind)))
        pool.remove(card)
        chosen.append(card)
    if len(chosen) > n:
        raise Refused("II-E-34", message("no_search_more", most=n, n=len(chosen)))
    if not kind and len(chosen) < min(n, len(player.prizes)):
        raise Refused("II-E-34", message("no_prize_fewer", n=min(n, len(player.prizes))))
    if not chosen:
        trace.add("II-E-34", "prize_swap_none", player=Side(ctx.player), what=CardFilter(kind or "any"))
        return False
    for card in chosen:
        player.prizes.remove(card)
    player.hand.extend(chosen)
    ctx.memo.card_goes_to = "prizes"
    trace.add("II-E-34", "prize_swapped", player=Side(ctx.player), cards=[card_name(c) for c in chosen], card=ctx.name)
    return True


def win_game(ctx: Context, args, trace: Trace) -> bool:
    """E-38: the text decides the game: its player wins (``win_game``) or loses (``lose_game``)."""
    ctx.game.result = ctx.player
    trace.add("II-E-38", "game_won_by_effect", player=Side(ctx.player), source=ctx.name)
    return True


def lose_game(ctx: Context, args, trace: Trace) -> bool:
    ctx.game.result = other(ctx.player)
    trace.add("II-E-38", "game_lost_by_effect", player=Side(ctx.player), source=ctx.name)
    return True
