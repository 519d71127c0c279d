"""Every trace step reads in English, Japanese and Chinese: the catalog is complete and consistent,
the engine names only keys it has and uses every key it has, and every scenario's trace renders in
all three languages without an English word from the fixed tables in the Japanese or Chinese."""

import ast
import re
from functools import lru_cache
from pathlib import Path
from string import Formatter

import pytest

from judge import scenario
from judge.engine.messages import LANGS, MESSAGES, TABLES, Message, Term, named
from judge.engine.turn import TRIGGERS

ROOT = Path(__file__).resolve().parent.parent
#: Where the engine says things: the engine, and the scenario runner (refusals).
SOURCES = sorted((ROOT / "judge" / "engine").glob("*.py")) + [ROOT / "judge" / "scenario.py"]
#: Trace.add's own parameters: a template can't use them as placeholders.
RESERVED = {"rule", "key", "before", "after", "step", "inference"}


def _fields(template: str) -> dict[str, set[str]]:
    """Each placeholder of a template with its format specs."""
    out: dict[str, set[str]] = {}
    for _text, name, spec, _conv in Formatter().parse(template):
        if name is not None:
            out.setdefault(name, set()).add(spec or "")
    return out


def _strings(node: ast.AST) -> set[str]:
    """The string literals an argument can be (a literal, or either side of ``a if c else b``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body) | _strings(node.orelse)
    return set()


def named_keys() -> set[str]:
    """Every key the source names: ``trace.add(rule, KEY, …)``, ``message(KEY, …)``, and the
    refusals of :data:`judge.engine.turn.TRIGGERS`."""
    keys = {key for _rule, key in TRIGGERS.values()}
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr == "add" and isinstance(f.value, ast.Name) and f.value.id == "trace" and len(node.args) >= 2:
                keys |= _strings(node.args[1])
            elif isinstance(f, ast.Name) and f.id == "message" and node.args:
                keys |= _strings(node.args[0])
    return keys


@lru_cache(maxsize=1)
def traces() -> list:
    return [s for p in scenario.scenario_files() for s in scenario.run(p).trace.steps]


def test_every_key_the_engine_names_is_in_the_catalog():
    keys = named_keys()
    assert len(keys) > 200
    missing = sorted(k for k in keys if k not in MESSAGES)
    assert not missing, f"keys the engine names that the catalog lacks: {missing}"


def test_every_catalog_key_is_used_by_the_engine():
    source = "".join(p.read_text(encoding="utf-8") for p in SOURCES if p.name != "messages.py")
    unused = [k for k in MESSAGES if f'"{k}"' not in source]
    assert not unused, f"catalog keys no engine code names: {unused}"


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_message_reads_in_three_languages_with_the_same_placeholders(key):
    templates = MESSAGES[key]
    assert set(templates) == set(LANGS), f"{key}: languages {sorted(templates)}"
    assert re.fullmatch(r"[a-z][a-z0-9_]*", key), f"{key}: keys are snake_case"
    fields = {lang: _fields(templates[lang]) for lang in LANGS}
    for lang in ("ja", "zh"):
        assert templates[lang].strip(), f"{key}: empty {lang} template"
        assert fields[lang] == fields["en"], f"{key}: {lang} placeholders {fields[lang]} differ from en {fields['en']}"
    assert not set(fields["en"]) & RESERVED, f"{key}: placeholders may not be named {RESERVED}"


def test_every_table_word_reads_in_three_languages():
    for name, table in TABLES.items():
        for word, forms in table.items():
            assert set(forms) == set(LANGS) and all(forms[lang] for lang in LANGS), f"{name}.{word}: {forms}"


def test_the_tables_cover_every_word_the_engine_knows():
    from typing import get_args

    from judge.engine import effects, messages, state
    from judge.scenario import CardSpec, PokemonSpec

    assert set(messages.KINDS) == set(effects.KINDS)
    assert set(messages.DURATIONS) == set(effects.DURATIONS)
    assert set(messages.TYPES) == set(state.TYPES)
    assert set(messages.CONDITIONS) == set(state.SPECIAL_CONDITIONS)
    assert set(messages.STAGES) == set(get_args(PokemonSpec.model_fields["stage"].annotation))
    assert set(messages.CARD_KINDS) == set(get_args(get_args(CardSpec.model_fields["kind"].annotation)[0]))


def _data(params: dict) -> list[str]:
    """The parameters that are data (names, count expressions, rule ids), nested ones included."""
    out = []
    for v in params.values():
        for item in v if isinstance(v, (list, tuple)) else [v]:
            for x in item if isinstance(item, (list, tuple)) else [item]:
                if isinstance(x, Message):
                    out += _data(x.params)
                elif not isinstance(x, Term):
                    out.append(str(x))
    return out


#: English words the fixed tables render (discard pile, Poisoned, opponents_next_turn …).
TABLE_WORDS = sorted({forms["en"] for table in TABLES.values() for forms in table.values()}, key=len, reverse=True)
#: Latin words a Japanese or Chinese template may hold: terms the guides print in Latin letters,
#: and the name of the scenario action that ends a turn.
LATIN_ALLOWED = {"HP", "BREAK", "VMAX", "VSTAR", "end_turn"}


def test_every_scenario_step_renders_in_every_language():
    steps = traces()
    assert len(steps) > 1000
    for s in steps:
        for lang in LANGS:
            text = s.say(lang)
            assert text and "{" not in text.replace("{'", ""), f"{s.key} ({lang}): {text!r}"


def test_no_english_table_word_in_japanese_or_chinese():
    table_words = re.compile(r"(?<![A-Za-z_])(" + "|".join(re.escape(w) for w in TABLE_WORDS) + r")(?![A-Za-z_])", re.IGNORECASE)
    checked = set()
    for s in traces():
        for lang in ("ja", "zh"):
            text = s.say(lang)
            values = _data({**s.params, "basis": s.basis} if s.basis else s.params)
            values = set(values) | {named(v, lang) for v in values}  # a name as the name table writes it in the language
            for value in sorted(values, key=len, reverse=True):
                text = re.sub(rf"(?<![A-Za-z_]){re.escape(value)}(?![A-Za-z_])", " ", text)
            assert not table_words.search(text), f"{s.key} ({lang}): {s.say(lang)!r}"
            latin = set(re.findall(r"[A-Za-z_]{3,}", text)) - LATIN_ALLOWED
            assert not latin, f"{s.key} ({lang}): English left in {s.say(lang)!r}: {latin}"
            checked.add(s.key)
    assert len(checked) > 100


def test_a_basic_energy_name_reads_in_the_language():
    assert Message("energy_moved", {"energy": "basic fire Energy", "source": "A", "card": "B"}).render("ja") == "基本炎エネルギーをAからBにつけ替える"
    assert Message("energy_moved", {"energy": "basic fire Energy", "source": "A", "card": "B"}).render("zh") == "将基本火能量从A转附于B"


def test_a_step_in_json_says_it_in_every_language():
    s = next(s for s in traces() if s.key == "damage_done")
    j = s.to_json()
    assert j["what"] == j["says"]["en"] == s.what and set(j["says"]) == set(LANGS)
    assert "ダメカン" in j["says"]["ja"] and "伤害指示物" in j["says"]["zh"]


def test_sim_prints_the_trace_in_the_asked_language(runner):
    path = ROOT / "rulings" / "scenarios" / "II-B-09" / "eviolite-reduces-self-damage.yaml"
    if not path.exists():
        path = next(p for p in scenario.scenario_files() if "II-B-09" in str(p))
    ja = runner.invoke(["sim", str(path), "--lang", "ja"], env={"COLUMNS": "200"}).output
    zh = runner.invoke(["sim", str(path), "--lang", "zh"], env={"COLUMNS": "200"}).output
    en = runner.invoke(["sim", str(path)], env={"COLUMNS": "200"}).output
    assert "ダメージ計算" in ja and "伤害计算" in zh and "damage step" in en
