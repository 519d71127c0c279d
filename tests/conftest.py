from pathlib import Path

import pytest
from click.testing import CliRunner

from judge import corpus as corpus_mod
from judge.cli import main
from judge.web import create_app

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def corpus():
    return corpus_mod.load()


@pytest.fixture(scope="session")
def corpus_ids(corpus):
    return set(corpus.ids())


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
