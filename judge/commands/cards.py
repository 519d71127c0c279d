"""The cards: ``judge card`` looks a card, attack or Ability up by name and prints its text, the
phrases it prints and the rulings they trigger."""

from __future__ import annotations

import sys

import click

from judge.commands.common import console, json_line, named


@click.command()
@named("name", "The language of the text shown (detected from the name when not given).", "The answer as one JSON object.",
       8, 50, "How many cards to show.")
def card(name: str, lang: str | None, as_json: bool, limit: int) -> None:
    """A card, Pokémon, attack or Ability by name, in Japanese, Chinese or English: its text (a Pokémon's
    HP, types, Weakness, Resistance, Retreat Cost, attacks and Abilities), the phrases it
    prints and the rulings they trigger. No match: a "did you mean" and exit status 1."""
    from judge.cards.lookup import EmptyName, lookup  # lazily: each command loads what it needs

    try:
        result = lookup(name, lang, limit)
    except EmptyName as err:
        if as_json:
            json_line({"query": name, "error": {"code": "empty_name", "message": str(err)}})
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    if as_json:
        json_line(result)
    elif result["cards"]:
        from judge.cards.render import lookup_renderable  # lazily: each command loads what it needs

        console().print(lookup_renderable(result))
    if not result["cards"]:
        near = result.get("did_you_mean") or []
        shown = name if len(name) <= 60 else name[:57] + "..."
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        click.echo(f"no card, Pokémon, attack or Ability named {shown!r}{hint}", err=True)
        sys.exit(1)
