"""The fit's choices that the written model depends on (scripts/fit_ranking.py; scikit-learn is
not needed for these)."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def fit():
    spec = importlib.util.spec_from_file_location("fit_ranking", ROOT / "scripts" / "fit_ranking.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_ranking"] = module
    spec.loader.exec_module(module)
    return module


def test_high_is_right_often_enough_in_each_set_not_only_pooled(fit):
    # Pooled, 39 of the 41 answers from p 0.5 up are right (0.951); but the small set's are right
    # often enough only above 0.5 (19 of 21 from 0.5; from 0.51, the lowest probability above it
    # either set gives, 19 of 19): the bar holds for both sets.
    big = [(0.5 + i / 100, True) for i in range(20)]
    small = [(0.5, False), (0.5, False)] + [(0.6 + i / 100, True) for i in range(19)]
    assert fit.bar_for({"big": big}) == 0.5
    assert fit.bar_for({"pooled": big + small}) == 0.5
    assert fit.bar_for({"big": big, "small": small}) == 0.51
    # No probability at which a set is right often enough: no high answer at all.
    assert fit.bar_for({"big": big, "bad": [(0.9, False), (0.8, True)]}) == 1.01


def test_the_bar_of_a_source_is_chosen_without_it(fit):
    """nested_high: a question is high by the bar the other sources' answers choose. Source "b" holds
    two wrong answers at 0.5 that keep the pooled bar above it (0.51); without "b" the bar is 0.5, and
    b's wrong answers count as high, as a bar chosen elsewhere would treat them; without "a" the bar
    is b's right answer's 0.9, above every answer of a."""
    Asked = fit.Asked
    train = [Asked(f"q{i}", "en", ["I-A-01"], "real", "a") for i in range(20)]
    train += [Asked(f"b{i}", "en", ["I-A-01"], "real", "b") for i in range(3)]
    order = {i: ["I-A-01"] for i in range(20)} | {20: ["I-B-01"], 21: ["I-B-01"], 22: ["I-A-01"]}
    prob = {i: 0.5 + i / 100 for i in range(20)} | {20: 0.5, 21: 0.5, 22: 0.9}
    saved = fit.HIGH_SETS
    fit.HIGH_SETS = ("real",)
    try:
        assert fit.bar_for(fit.per_set(train, prob, order)) == 0.51
        nested = fit.nested_high(train, prob, order)
    finally:
        fit.HIGH_SETS = saved
    assert [nested[i] for i in (20, 21, 22)] == [True, True, True]
    assert not any(nested[i] for i in range(20))
