"""A user's YAML is read plainly: no tags, no alias bombs; plain documents read as before."""

import time

import pytest
import yaml

from judge.corpus import safeyaml

BOMB = "\n".join([
    'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
    "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
    "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
    "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
    "f: [*e, *e, *e, *e, *e, *e, *e, *e, *e]",
])
#: Few aliases, each repeating a big subtree: too many values once expanded.
WIDE = "a: &a [" + ", ".join(["x"] * 20_000) + "]\nb: [" + ", ".join(["*a"] * 10) + "]\n"


@pytest.mark.parametrize("text, says", [
    ("x: !!python/object/apply:os.system ['true']", "a tag (tag:yaml.org,2002:python/object/apply:os.system)"),
    ("x: !!str 5", "a tag"),
    ("x: !include other.yaml", "a tag (!include)"),
    ("%TAG ! tag:example.com,2000:\n---\nx: !thing 1", "%TAG"),
    (BOMB, "more than 20 aliases"),
    (WIDE, "more than 100,000 values"),
])
def test_refused(text, says):
    start = time.perf_counter()
    with pytest.raises(safeyaml.RefusedYAML) as err:
        safeyaml.load(text)
    assert says in err.value.problem
    assert err.value.problem_mark is not None  # a line and column to report
    assert time.perf_counter() - start < 2


@pytest.mark.parametrize("text, data", [
    ("a: 1\nb: [x, 'y!', \"*z\", 5 * 3]\n", {"a": 1, "b": ["x", "y!", "*z", "5 * 3"]}),
    ("base: &base {hp: 70}\nme: *base\nopponent: *base\n", {"base": {"hp": 70}, "me": {"hp": 70}, "opponent": {"hp": 70}}),
    ("q: こだわりメット！ & 撤退\n", {"q": "こだわりメット！ & 撤退"}),
    ("", None),
])
def test_plain_yaml_reads_as_before(text, data):
    assert safeyaml.load(text) == data == yaml.safe_load(text)


def test_syntax_errors_are_still_yaml_errors():
    with pytest.raises(yaml.YAMLError):
        safeyaml.load("a: [1, 2\nb: *nowhere")


def test_judge_sim_refuses_a_bomb_with_the_line(runner, tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB + "\ntitle: x\n", encoding="utf-8")
    out = runner.invoke(["sim", str(path)])
    assert out.exit_code == 2
    assert "line 4, column 16: YAML refused: more than 20 aliases" in out.output  # the 21st alias


def test_judge_lint_refuses_a_tag(runner, tmp_path):
    path = tmp_path / "I-A-01.yaml"
    path.write_text("id: !!python/name:os.system I-A-01\n", encoding="utf-8")
    out = runner.invoke(["lint", str(path)])
    assert out.exit_code == 1 and "a tag" in out.output
