"""Reading the rulings: ``judge list`` (every ruling id) and ``judge show`` (rulings by id), as
tables or JSON lines."""

from __future__ import annotations

import click

from judge.commands.common import console, corpus, json_line


@click.command("list")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line.")
def list_cmd(as_json: bool) -> None:
    """Every ruling id: topics and their FAQs."""
    # lazily: each command loads what it needs, so that a cold `judge ask` or `judge card` starts fast
    from judge.present.rulings import list_json
    from judge.terminal import list_table

    rulings = corpus()
    if as_json:
        for row in list_json(rulings):
            json_line(row)
    else:
        console().print(list_table(rulings))
        click.echo(f"{len(rulings.topics)} topics, {len(rulings.faqs)} FAQs")


@click.command()
@click.argument("ids", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line.")
@click.option("--lang", type=click.Choice(["en", "ja", "zh"]), default="en", show_default=True,
              help="The language of the rulings' own words and the names they quote (the guides' passages are shown as printed).")
def show(ids: tuple[str, ...], as_json: bool, lang: str) -> None:
    """Rulings by id (a topic such as II-B-09 or a FAQ such as II-B-09/faq-1), in any letter case."""
    # lazily: each command loads what it needs
    from judge.present.rulings import ruling_json
    from judge.terminal import show as render_show

    rulings = corpus()
    unknown = [i for i in ids if rulings.spelled(i) is None]
    if unknown:
        raise click.UsageError(f"unknown ruling id(s): {', '.join(unknown)} (see `judge list`)")
    out = console()
    for ruling_id in (rulings.spelled(i) for i in ids):  # in any letter case: i-a-03 is I-A-03
        if as_json:
            json_line(ruling_json(rulings, ruling_id))
        else:
            render_show(out, rulings, ruling_id, lang)
