"""Every scenario file replays its ruling to the outcome the guide states.

A failure prints the trace beside the expected values (the same report as `judge check`).
"""

import pytest
from rich.console import Console

from judge.engine.scenario.files import scenario_files, scenario_id
from judge.engine.scenario.runner import run
from judge.terminal import scenario_report

FILES = scenario_files()


@pytest.mark.parametrize("path", FILES, ids=[scenario_id(p) for p in FILES])
def test_scenario(path):
    result = run(path)
    if not result.verified:
        console = Console(width=160, record=True)
        console.print(scenario_report(result))
        pytest.fail(console.export_text())
