"""1,000 mutated scenario documents through the loader and runner that `judge sim` uses, through
`judge sim` itself, and through POST /api/simulate where the server has it: each one runs or is
refused with a message naming what is wrong, never a traceback, a 5xx or a hang.

Each document starts from one of the corpus's own scenarios and is mutated: a key dropped, renamed
or added, a value replaced by one of another type or an extreme number, a list shuffled or
repeated, an action swapped for another, the text cut, tagged or given an alias bomb.

Then what a hostile client posts: scenario bodies, JSON or YAML, holding dates, integers beyond
what Python converts, lone surrogates, deep nesting and every type of value where any value goes;
and forms, UTF-8 or not, posted to the what-if and to every other path: a 4xx, never a 500.
"""

import copy
import json
from pathlib import Path

import pytest
import yaml
from fuzz import fuzz_settings, within
from hypothesis import event, given
from hypothesis import strategies as st

from judge.engine.scenario.files import ScenarioError, scenario_files, scenario_id
from judge.engine.scenario.runner import run
from judge.engine.scenario.spec import ACTIONS

FILES = scenario_files()
DOCUMENTS = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in FILES]

EXTREMES = [0, -1, 1, 2**31, -(2**63), 10**12, 10**100, 1e308, float("inf"), float("nan"), -0.0, True, False, None, "", "0",
            [], {}, [None], {"": None}, "me", "opponent", "heads", "your_active", "opponents_bench.99",
            "me.active.damage", "II-B-09", "steps"]
KEYS = ["card", "hp", "damage", "types", "attacks", "effects", "kind", "amount", "when", "active", "bench", "deck", "prizes",
        "hand", "discard", "stage", "tool", "energy", "abilities", "do", "expect", "coins", "turn", "current", "by",
        "expect_refused", "run", "name", "to", "from", "into", "target", "use", "stack", "ruleset", "proves", "unknown"]

extremes = st.sampled_from(EXTREMES).map(copy.deepcopy)  # a fresh [] or {} each time: mutations act on it
scalars = st.one_of(extremes, st.integers(1000, 5000).map(lambda n: "x" * n), st.integers(), st.floats(), st.text(max_size=30), st.booleans(), st.none())
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.sampled_from(KEYS), inner, max_size=4)), max_leaves=12)


def nodes(doc, path=()):
    """Every (path, container) in the document: where a mutation can act."""
    if isinstance(doc, (dict, list)):
        yield path, doc
        items = doc.items() if isinstance(doc, dict) else enumerate(doc)
        for k, v in items:
            yield from nodes(v, path + (k,))


#: What each key holds anywhere in the corpus's scenarios: swapping one for another keeps a document plausible.
BY_KEY: dict = {}
for _doc in DOCUMENTS:
    for _path, _node in nodes(_doc):
        if isinstance(_node, dict):
            for _k, _v in _node.items():
                BY_KEY.setdefault(_k, []).append(_v)
NUMBERS = [7, 0, 61, -1, 250, 10**4, 10**5, -(10**6), 10**12, 2**63, 10**100]


def mutate(draw, doc):
    """One mutation, drawn by hypothesis, applied in place."""
    places = list(nodes(doc))
    counts = [(node, k) for _, node in places for k, v in (node.items() if isinstance(node, dict) else enumerate(node))
              if isinstance(v, int) and not isinstance(v, bool)]
    roll = draw(st.integers(0, 9))
    if counts and roll == 0:  # a number the engine counts or loops by: HP, damage, amounts, coins
        node, key = draw(st.sampled_from(counts))
        node[key] = draw(st.sampled_from(NUMBERS))
        return
    board = doc.get("board")
    if roll == 1 and isinstance(board, dict) and isinstance(board.get("me"), dict):  # the cards a player holds
        board[draw(st.sampled_from(["me", "opponent"]))] = player = dict(board["me"])
        player[draw(st.sampled_from(["deck", "prizes", "prizes_taken"]))] = draw(st.sampled_from(NUMBERS))
        return
    _, node = places[draw(st.integers(0, len(places) - 1))]
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    op = draw(st.sampled_from(["splice", "splice", "splice", "replace", "drop", "add", "rename", "shuffle", "repeat", "action", "extreme"]))
    if not keys:
        op = "add"
    key = draw(st.sampled_from(keys)) if keys else None
    if op == "splice" and key in BY_KEY:  # what another scenario has under this key: the engine runs more of these
        node[key] = copy.deepcopy(draw(st.sampled_from(BY_KEY[key])))
    elif op == "splice" and isinstance(node, list):  # another item of the same list
        node.insert(draw(st.integers(0, len(node))), copy.deepcopy(draw(st.sampled_from(node))))
    elif op == "replace":
        node[key] = draw(values)
    elif op == "extreme":
        node[key] = draw(extremes)
    elif op == "drop":
        del node[key]
    elif op == "add":
        if isinstance(node, dict):
            node[draw(st.sampled_from(KEYS))] = draw(values)
        else:
            node.insert(draw(st.integers(0, len(node))), draw(values))
    elif op == "rename" and isinstance(node, dict):
        node[draw(st.sampled_from(KEYS))] = node.pop(key)
    elif op == "shuffle":
        node_items = list(node.items()) if isinstance(node, dict) else list(node)
        order = draw(st.permutations(range(len(node_items))))
        if isinstance(node, dict):
            node.clear()
            node.update(node_items[i] for i in order)
        else:
            node[:] = [node_items[i] for i in order]
    elif op == "repeat" and isinstance(node, list):
        node.extend([node[key]] * draw(st.integers(1, 50)))
    elif op == "action":
        doc.setdefault("do", [])
        if isinstance(doc["do"], list):
            kind = draw(st.sampled_from(ACTIONS))
            doc["do"].insert(0, {kind: draw(values)})


TEXT_DAMAGE = ["cut", "tag", "bomb", "alias", "junk"]
BOMB = ('a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n'
        'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n')


@st.composite
def documents(draw):
    """A scenario document as text: a corpus scenario, mutated one to four times, then perhaps damaged as text."""
    doc = copy.deepcopy(draw(st.sampled_from(DOCUMENTS)))
    for _ in range(draw(st.sampled_from([1, 1, 1, 2, 3, 4]))):
        mutate(draw, doc)
    text = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)
    damage = draw(st.sampled_from(["none"] * 6 + TEXT_DAMAGE))  # hypothesis favours the first: undamaged
    if damage == "cut":
        text = text[: len(text) - draw(st.integers(0, len(text)))]
    elif damage == "tag":
        text = draw(st.sampled_from(["!!python/object/apply:os.system ['true']\n", "--- !!map\n", "x: !!binary aGk=\n",
                                     "%TAG ! tag:evil,2000:\n---\n"])) + text
    elif damage == "bomb":
        text = BOMB + text
    elif damage == "alias":
        text = text.replace("board:", "board: &board", 1) + "\nagain: *board\n"
    elif damage == "junk":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(max_size=20)) + text[at:]
    return text


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzzed")


def write(folder: Path, text: str) -> Path:
    path = folder / "fuzzed.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


@fuzz_settings(500)
@given(text=documents())
def test_runner(folder, text):
    """The loader and runner of `judge sim` (and of the API): a result, or ScenarioError with problems."""
    path = write(folder, text)
    try:
        result = within(run, path)
    except ScenarioError as err:
        assert err.problems and all(p.message for p in err.problems)
        event("refused")
        return
    event("ran, verified" if result.verified else "ran, not verified")
    json.dumps(result.to_json(), ensure_ascii=False)  # what --json and the API print


@fuzz_settings(300)
@given(text=documents(), as_json=st.booleans(), lang=st.sampled_from(["en", "ja", "zh"]))
def test_cli_sim(runner, folder, text, as_json, lang):
    path = write(folder, text)
    out = within(runner.invoke, ["sim", str(path), "--lang", lang] + (["--json"] if as_json else []))
    assert out.exit_code in (0, 1, 2), out.output
    assert "Traceback" not in out.output
    if as_json:
        row = json.loads(out.stdout.rstrip("\n").split("\n")[-1])
        assert ("verified" in row) if out.exit_code in (0, 1) else row["error"]["code"] == "bad_scenario"


@pytest.fixture(scope="module")
def simulate(app):
    if not any(rule.rule == "/api/simulate" and "POST" in rule.methods for rule in app.url_map.iter_rules()):
        pytest.skip("this server has no POST /api/simulate")


@fuzz_settings(200)
@given(text=documents())
def test_api_simulate(simulate, client, text):
    """POST /api/simulate (YAML body): a run, or a 400 naming the field."""
    res = within(client.post, "/api/simulate", data=text.encode("utf-8", "surrogatepass"), content_type="application/yaml")
    assert res.status_code in (200, 400), res.get_data(as_text=True)[:500]
    body = res.get_json()
    assert ("trace" in body) if res.status_code == 200 else body["error"]["message"]


# --- hostile bodies and forms through the server ------------------------------------------------

#: Values written as raw text where a document holds a value: ones a YAML or JSON reader parses and
#: Python cannot always make (dates, integers beyond 4,300 digits, infinities), lone surrogates
#: (JSON escapes), deep nesting, and one of every other type.
RAW = st.one_of(
    st.sampled_from(["2024-13-45", "2024-02-30", "2024-01-01", "2024-01-01 25:61:00", "1e999", "-1e999", "NaN", "Infinity",
                     "-0", "0x1F", "1_000", "1:20", "~", "null", "true", "yes", "[]", "{}", '""', '"\\udfff"', '"a\\ud800b"',
                     '"\\u0000"', '"\\ud83c\\udccf"']),
    st.integers(4250, 6000).map(lambda n: "9" * n),
    st.integers(4250, 6000).map(lambda n: "-" + "1" * n),
    st.integers(10, 3000).map(lambda d: "[" * d + "1" + "]" * d),
    st.integers(10, 3000).map(lambda d: '{"a": ' * d + "1" + "}" * d),
    st.integers().map(str), st.floats().map(repr), st.text(max_size=20).map(json.dumps),
)


@st.composite
def hostile_bodies(draw):
    """A corpus scenario with one to three values (or keys) replaced by raw text, as JSON or YAML."""
    doc = copy.deepcopy(draw(st.sampled_from(DOCUMENTS)))
    raws = {}
    for n in range(draw(st.integers(1, 3))):
        places = list(nodes(doc))
        _, node = places[draw(st.integers(0, len(places) - 1))]
        mark = f"@@RAW{n}@@"
        raws[mark] = draw(RAW)
        if isinstance(node, dict) and (not node or draw(st.booleans())):
            node[draw(st.sampled_from(KEYS)) if node else "unknown"] = mark
        elif isinstance(node, dict):
            node[draw(st.sampled_from(list(node)))] = mark
        elif node:
            node[draw(st.integers(0, len(node) - 1))] = mark
        else:
            node.append(mark)
    as_json = draw(st.booleans())
    text = json.dumps(doc, ensure_ascii=False) if as_json else yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)
    for mark, raw in raws.items():
        for quoted in (f'"{mark}"', f"'{mark}'", mark):
            text = text.replace(quoted, raw)
    return text, "application/json" if as_json else "application/yaml"


@fuzz_settings(300)
@given(body=hostile_bodies())
def test_api_simulate_hostile_values(simulate, client, body):
    """Dates, huge integers, surrogates, deep nesting and every type of value, JSON or YAML: a run,
    or a 4xx naming what is wrong; never a 500, and every answer valid JSON."""
    text, content_type = body
    res = within(client.post, "/api/simulate", data=text.encode("utf-8", "surrogatepass"), content_type=content_type)
    assert res.status_code in (200, 400, 413), res.get_data(as_text=True)[:500]
    answer = json.loads(res.get_data())
    assert ("trace" in answer) if res.status_code == 200 else answer["error"]["message"]


FORM_VALUES = st.one_of(st.sampled_from(["", "0", "-10", "heads tails", "オモテ、ウラ", "9" * 5000, "1e9", "lots", "\x00", "ja", "en",
                                         "<script>", "%ff", "None"]),
                        st.text(max_size=40), st.integers().map(str))


@st.composite
def forms(draw):
    """A what-if form: a replay's id (or junk), the language, and the fields a replay offers (or others)."""
    from judge.web.simulate import editable

    doc = draw(st.sampled_from(DOCUMENTS))
    fields = [e.path for e in editable(doc)] + ["coins", "lang", "partial", "scenario", "board", "expect", "x" * 300]
    form = {draw(st.sampled_from(fields)): draw(FORM_VALUES) for _ in range(draw(st.integers(0, 6)))}
    sid = draw(st.sampled_from([scenario_id(p) for p in FILES[:40]] + ["", "nope", "../../etc/passwd", "II-B-09"]))
    form.setdefault("scenario", sid)
    return form


@fuzz_settings(150)
@given(form=forms(), path=st.sampled_from(["/whatif", "/whatif?partial=1", "/", "/r/II-B-09", "/api/simulate", "/api/ask", "/nope"]),
       raw=st.booleans())
def test_forms_posted_anywhere(client, form, path, raw):
    """A form, UTF-8 or raw bytes that are not, posted to the what-if and to any other path: a page
    or a 4xx, never a 500."""
    from urllib.parse import urlencode

    data = urlencode(form, encoding="utf-8", errors="surrogatepass").encode()
    if raw:
        data = data.replace(b"%", b"\xff", 1) + b"&lang=%ff%fe"
    res = within(client.post, path, data=data, content_type="application/x-www-form-urlencoded")
    assert res.status_code < 500, res.get_data(as_text=True)[:500]
    assert res.headers["X-Content-Type-Options"] == "nosniff"
