"""The ``judge`` command line (contract: ../shared/DESIGN.md, "Commands"): the group and its entry
point (``judge.cli:main``), the top of the package, which may import every other part of ``judge``
and is imported by none. The commands are in :mod:`judge.commands`, a module per concern; each
imports what it needs when it runs (lazily on purpose), so that a cold ``judge ask`` loads no web,
scenario or corpus code."""

from __future__ import annotations

import click

from judge.commands import authoring, cards, index, rulings, scenarios, search, serve


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="judge")
def main() -> None:
    """A rules judge for the Pokémon Trading Card Game: rulings from the official guides,
    cited by edition and section."""


#: Every command (``judge --help`` lists them by name).
COMMANDS = (rulings.list_cmd, rulings.show, authoring.lint, scenarios.check, scenarios.sim, serve.serve, index.index_group,
            search.ask, cards.card, search.eval_cmd, authoring.schema)

for command in COMMANDS:
    main.add_command(command)


if __name__ == "__main__":
    main()
