import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli import main
from judge.corpus import load as corpus_mod
from judge.web.app import create_app

ROOT = Path(__file__).resolve().parent.parent


def pytest_configure(config):
    """The tests compare every quote with the source documents: without them, say so and stop."""
    from judge.corpus.editions import EDITIONS
    from judge.corpus.seeds import SeedsMissing, seeds_dir

    missing = [seeds_dir() / e.seed for e in EDITIONS.values() if e.seed and not (seeds_dir() / e.seed).is_file()]
    if missing:
        pytest.exit(f"cannot run the tests: {SeedsMissing(missing[0])}", returncode=4)


@pytest.fixture(scope="session")
def corpus():
    return corpus_mod.load()


@pytest.fixture(scope="session")
def corpus_ids(corpus):
    return set(corpus.ids())


@pytest.fixture(scope="session")
def measured_questions():
    """Every question of the measured sets (judge.search.evaluate.MEASURED), in file order."""
    from judge.search.evaluate import measured_questions as every

    return every()


@pytest.fixture(scope="session")
def near_copies(measured_questions):
    """A function: of the (label, text) pairs given, each text that restates a measured question
    (judge.search.evaluate.NearCopies), as "label: text ~ question" lines."""
    from judge.search.evaluate import NearCopies

    return NearCopies(measured_questions).find


@pytest.fixture(scope="session")
def idx():
    """The live search index, built first where it is missing or stale, opened once for the session."""
    from judge.search.ask import open_index

    return open_index()


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def runner():
    """Runs the `judge` command line in-process: runner.invoke(args)."""

    class Runner:
        def invoke(self, args, **kw):
            return CliRunner().invoke(main, args, catch_exceptions=False, **kw)

    return Runner()


# --- a real browser ---------------------------------------------------------------------------------
# Playwright's own Chromium where it is installed, else Debian's. Without either the browser tests
# are skipped with the command that installs one, except in CI (``CI=true``), where a missing
# browser is a failure.

INSTALL = "python -m playwright install chromium  (or, on Debian and Ubuntu: apt-get install chromium)"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium(playwright) -> str | None:
    """Playwright's own Chromium, else the system's (Debian's /usr/bin/chromium); None when neither is installed."""
    own = playwright.chromium.executable_path
    if own and Path(own).exists():
        return own
    return next((p for p in ("/usr/bin/chromium", shutil.which("chromium"), shutil.which("chromium-browser")) if p and Path(p).exists()), None)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        path = chromium(p)
        if path is None:
            message = f"no Chromium for the browser tests; install one with: {INSTALL}"
            if os.environ.get("CI") == "true":
                pytest.fail(message)
            pytest.skip(message)
        launched = p.chromium.launch(executable_path=path, args=FLAGS)
        yield launched
        launched.close()
