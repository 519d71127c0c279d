"""Input a hostile client sends, each answered with a 4xx and a message, never a 500: a date that is
no date, an integer of more digits than Python converts, a lone surrogate in a scenario's text, a
form over the body cap posted to any path; and responses that stay encodable whatever they hold."""

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine.scenario.files import scenario_files

SCENARIO = next(p for p in scenario_files() if "II-B-09" in str(p))


def plain_scenario() -> dict:
    import yaml

    return yaml.safe_load(SCENARIO.read_text(encoding="utf-8"))


#: A what-if that runs, with every part of a board a document can give: each of its values is in
#: turn given in another shape.
BOARD = {"board": {"me": {"active": {"card": "A", "hp": 70, "attacks": [{"name": "hit", "damage": 30}],
                                     "energy": ["fire", {"card": "E", "provides": ["fire", ["water", "grass"]]}],
                                     "tool": {"card": "T", "effects": [{"kind": "damage_taken", "amount": -10}]}},
                          "bench": [{"card": "B", "hp": 60, "stack": [{"card": "C", "hp": 50}]}], "hand": ["x"], "deck": 5,
                          "discard": ["y"], "prizes": 3, "effects": [{"kind": "damage_taken", "amount": -10}]},
                   "opponent": {"active": {"card": "B", "hp": 60}, "deck": ["a", "b"], "prizes": ["p"]}, "stadium": {"card": "S"}},
         "do": [{"attach": {"card": "fire", "to": "your_active"}}, {"attack": "hit"}], "coins": ["heads"], "promote": {"me": [0]}}


def places(value, path=()):
    """Every place in a document, as the keys leading to it."""
    if path:
        yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        yield from places(inner, (*path, key))


def put(doc: dict, path: tuple, value) -> dict:
    out = copy.deepcopy(doc)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


SHAPES = st.recursive(st.none() | st.booleans() | st.integers(-5, 99) | st.text(max_size=4),
                      lambda inner: st.lists(inner, max_size=2) | st.dictionaries(st.sampled_from(["a", "card", "hp"]), inner, max_size=2),
                      max_leaves=4)


def test_the_board_every_shape_is_tried_on_runs(client):
    assert client.post("/api/simulate", json=BOARD).status_code == 200


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(list(places(BOARD))), shape=SHAPES)
def test_a_value_of_another_shape_anywhere_on_the_board_is_a_4xx_naming_where(client, path, shape):
    """A text where a number or a list is read, a list for a mapping …: refused naming the place, never a 500."""
    res = client.post("/api/simulate", json=put(BOARD, path, shape))
    assert res.status_code < 500, (path, shape, res.get_data(as_text=True)[:300])
    if res.status_code >= 400:
        err = res.get_json()["error"]
        assert err["message"] and (err["field"] or err["code"] != "bad_scenario"), err


@pytest.mark.parametrize("where, value, words", [
    (("board", "me", "deck"), "x", "a whole number or a list, not a text"),
    (("board", "opponent", "prizes"), {"a": 1}, "a whole number or a list, not a mapping"),
    (("board", "me", "active", "energy", 1, "provides"), {"a": 1}, "a text or a list, not a mapping"),
])
def test_a_value_no_member_of_a_union_takes_names_the_field_and_what_it_takes(client, where, value, words):
    err = refused(client.post("/api/simulate", json=put(BOARD, where, value)))
    assert err["field"] == ".".join(map(str, where)) and words in err["message"], err


def test_the_events_string_for_a_deck_is_a_400(client):
    err = refused(client.post("/api/simulate", json={"board": {"me": {"deck": "x"}, "opponent": {}}}))
    assert err["field"] == "board.me.deck"


def refused(res, status: int = 400) -> dict:
    assert res.status_code == status, res.get_data(as_text=True)[:300]
    return res.get_json()["error"]


@pytest.mark.parametrize("body, content_type, words", [
    ("title: 2024-13-45\n", "application/yaml", "reads as a date but is none"),
    ("hp: " + "9" * 5000 + "\n", "application/yaml", "5,000 digits"),
    ('{"hp": ' + "9" * 5000 + "}", "application/json", "5,000 digits"),
    ('{"hp": -' + "9" * 4400 + "}", "application/json", "4,400 digits"),
])
def test_dates_and_huge_integers_are_refused_with_a_message(client, body, content_type, words):
    err = refused(client.post("/api/simulate", data=body, content_type=content_type))
    assert words in err["message"]


def test_a_lone_surrogate_in_a_scenario_is_refused_naming_its_field(client):
    doc = plain_scenario()
    doc["title"] = "\udfff"
    err = refused(client.post("/api/simulate", data=json.dumps(doc), content_type="application/json"))
    assert err["field"] == "title" and err["code"] == "bad_text" and "surrogate" in err["message"]
    doc = plain_scenario()
    doc["board"]["me"]["active"]["card"] = "A\ud800B"
    err = refused(client.post("/api/simulate", data=json.dumps(doc), content_type="application/json"))
    assert err["field"] == "board.me.active.card"


def test_a_lone_surrogate_in_a_key_is_refused(client):
    doc = plain_scenario()
    doc["board"]["me"]["\udc80"] = 1
    err = refused(client.post("/api/simulate", data=json.dumps(doc), content_type="application/json"))
    assert err["field"] == "board.me" and "surrogate" in err["message"]


@pytest.mark.parametrize("path", ["/", "/whatif", "/r/II-B-09", "/nowhere", "/api/ask", "/api/simulate", "/api/nowhere"])
def test_a_form_over_the_body_cap_is_a_4xx_on_any_path(client, path):
    res = client.post(path, data={"lang": "ja", "scenario": "x" * (1100 * 1024)})
    assert 400 <= res.status_code < 500, res.status_code
    if path.startswith("/api/"):
        assert res.get_json()["error"]["message"]
    else:
        assert "<html" in res.get_data(as_text=True)
    assert res.headers["X-Content-Type-Options"] == "nosniff" and "Content-Security-Policy" in res.headers


def test_judge_sim_refuses_a_bad_date_and_a_huge_integer_without_a_traceback(runner, tmp_path):
    for name, text, words in [("date.yaml", "title: 2024-13-45\n", "reads as a date"),
                              ("big.json", '{"title": "x", "hp": ' + "9" * 5000 + "}", "5,000 digits")]:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        out = runner.invoke(["sim", str(path)])
        assert out.exit_code == 2 and "Traceback" not in out.output and words in out.output, out.output


def test_json_that_cannot_be_utf8_is_sent_escaped_not_failed(app):
    """A response holding a lone surrogate (none should reach one; this is the last guard) is sent
    with JSON escapes rather than failing to encode; any other keeps its text as UTF-8."""
    from flask import jsonify

    with app.test_request_context():
        odd = jsonify(text="a\udfffb", name="こだわりメット").get_data()
        plain = jsonify(name="こだわりメット").get_data()
    assert json.loads(odd) == {"text": "a\udfffb", "name": "こだわりメット"}
    assert "こだわりメット".encode() in plain
