"""Verdicts and one-line answers: every FAQ answers its question in one line per language, opening with
its verdict; asks and the question sets carry verdicts only where they belong."""

import json
from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from judge.corpus.models import Asks, Faq

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "ja", "zh")
VERDICTS = {"yes", "no", "depends"}
OPENING = {
    "yes": {"en": "Yes:", "ja": "はい。", "zh": "是。"},
    "no": {"en": "No:", "ja": "いいえ。", "zh": "否。"},
    "depends": {"en": "It depends:", "ja": "場合による。", "zh": "视情况而定。"},
}
LONGEST = {"en": 120, "ja": 60, "zh": 60}
OPENING_VERDICT = {word: verdict for verdict, words in OPENING.items() for word in words.values()}


def faq_data(**changes) -> dict:
    """A valid FAQ as a topic file writes it, with some fields changed."""
    data = {
        "id": "II-B-09/faq-1", "edition": "ja-2.2", "label": "【FAQ1】", "ordinal": 1,
        "question": {"en": "Does Eviolite reduce self-damage?", "ja": "自分へのダメージも減りますか？"},
        "answer": {"en": "Yes.", "ja": "減ります。"},
        "verdict": "yes",
        "short": {"en": "Yes: it is reduced by 20.", "ja": "はい。20減る。", "zh": "是。减少20。"},
        "passage": "ガーディ自身が受けるダメージは「-20」されます。",
    }
    data.update(changes)
    return data


# --- FAQs -------------------------------------------------------------------------------------------------


def test_every_faq_has_a_one_line_short_in_each_language(corpus):
    assert len(corpus.faqs) >= 91
    for faq in corpus.faqs.values():
        for lang in LANGS:
            text = getattr(faq.short, lang)
            assert text and "\n" not in text, (faq.id, lang)
            assert len(text) <= LONGEST[lang], f"{faq.id} short.{lang} is {len(text)} characters: {text}"


def test_faq_verdicts_are_yes_no_depends_or_none(corpus):
    verdicts = [f.verdict for f in corpus.faqs.values()]
    assert set(verdicts) <= VERDICTS | {None}
    assert {"yes", "no", "depends", None} <= set(verdicts)


def test_a_short_opens_with_its_verdict_word_and_only_then(corpus):
    for faq in corpus.faqs.values():
        for lang in LANGS:
            text = getattr(faq.short, lang)
            if faq.verdict:
                assert text.startswith(OPENING[faq.verdict][lang]), (faq.id, lang, text)
            else:
                assert not any(text.startswith(words[lang]) for words in OPENING.values()), (faq.id, lang, text)


def test_a_faq_verdict_agrees_with_its_own_answer(corpus):
    """Where the FAQ's English answer itself opens with Yes or No, the verdict says the same."""
    checked = 0
    for faq in corpus.faqs.values():
        first = faq.answer.en.split()[0].rstrip(".,:")
        if first in ("Yes", "No"):
            checked += 1
            assert faq.verdict == first.lower(), (faq.id, faq.verdict, faq.answer.en)
    assert checked >= 40


def test_the_model_rejects_a_short_that_contradicts_the_verdict():
    Faq.model_validate(faq_data())
    with pytest.raises(ValidationError, match="must open with 'Yes:'"):
        Faq.model_validate(faq_data(short={"en": "No: it is not.", "ja": "はい。", "zh": "是。"}))
    with pytest.raises(ValidationError, match="no verdict"):
        Faq.model_validate(faq_data(verdict=None))
    with pytest.raises(ValidationError, match="one line"):
        Faq.model_validate(faq_data(short={"en": "Yes: it is\nreduced.", "ja": "はい。", "zh": "是。"}))
    with pytest.raises(ValidationError):
        Faq.model_validate(faq_data(verdict="maybe"))
    with pytest.raises(ValidationError, match="short"):
        Faq.model_validate({k: v for k, v in faq_data().items() if k != "short"})


def part(verdict: str, en: str) -> dict:
    word = OPENING[verdict]
    return {"question": {"en": en, "ja": "できますか？", "zh": "可以吗？"}, "verdict": verdict,
            "short": {"en": f"{word['en']} as the guide says.", "ja": f"{word['ja']}そのとおり。", "zh": f"{word['zh']}如指南所述。"}}


def test_a_faq_asking_several_things_has_parts_each_with_its_verdict():
    two = [part("no", "Protected Active: can it be switched?"), part("yes", "Protected Bench only: can it be switched?")]
    depends = {"verdict": "depends", "short": {"en": "It depends: see the parts.", "ja": "場合による。", "zh": "视情况而定。"}}
    assert len(Faq.model_validate(faq_data(parts=two, **depends)).parts) == 2
    with pytest.raises(ValidationError, match="two or more things"):
        Faq.model_validate(faq_data(parts=two))  # the FAQ itself says yes
    with pytest.raises(ValidationError, match="two or more things"):
        Faq.model_validate(faq_data(parts=two[:1], **depends))
    wrong = {**two[0], "short": two[1]["short"]}
    with pytest.raises(ValidationError, match="must open with 'No:'"):
        Faq.model_validate(faq_data(parts=[wrong, two[1]], **depends))


def test_corpus_faq_parts_answer_as_the_faq_does(corpus):
    """A FAQ's parts say, together, what the FAQ says: parts with different verdicts make 'depends' or
    a FAQ with no single verdict; one verdict for every part would be the FAQ's own."""
    for f in (f for t in corpus for f in t.faqs if f.parts):
        said = {p.verdict for p in f.parts}
        assert len(said) > 1 or f.verdict is None, f.id


def test_corpus_faq_parts_read_as_the_search_compares_them(corpus):
    """A part is answered by its asking clause: it ends the part with one question mark, asks in
    the positive (a "not" of the situation sits in the sentence before), and its line is as short
    as a FAQ's."""
    from judge.search.question import asking_clause, negated

    for f in (f for t in corpus for f in t.faqs if f.parts):
        for i, p in enumerate(f.parts):
            for lang in LANGS:
                question, short = getattr(p.question, lang), getattr(p.short, lang)
                assert question.endswith(("?", "？")), (f.id, i, lang)
                assert not negated(asking_clause(question), lang), (f.id, i, lang, asking_clause(question))
                assert len(short) <= LONGEST[lang], f"{f.id} part {i} short.{lang} is {len(short)} characters: {short}"


def test_no_faq_part_restates_a_measured_question(corpus, near_copies):
    """A part is written in own words: each is below NEAR_COPY character n-gram cosine to every
    question the sets measure the search with, or a part would answer a question by its copy."""
    near = near_copies((f.id, getattr(p.question, lang)) for t in corpus for f in t.faqs for p in f.parts for lang in LANGS)
    assert not near, near


def test_no_statement_or_general_answer_restates_a_measured_question(corpus, near_copies):
    """A statement's question and a topic's ``depends`` line are written in own words: each is below
    NEAR_COPY character n-gram cosine to every question the sets measure the search with, or a
    question would get its verdict from its own copy."""
    stated = [(f"{t.id} statement {i}", getattr(s.q, lang)) for t in corpus for i, s in enumerate(t.statements) for lang in LANGS]
    general = [(f"{t.id} depends", getattr(t.depends, lang)) for t in corpus if t.depends for lang in LANGS]
    near = near_copies(stated + general)
    assert not near, "\n".join(near)


def test_no_faq_question_restates_a_measured_question(corpus, near_copies):
    """A FAQ's question is its situation in own words, and a question asked like it gets the FAQ's
    yes or no (FAQ_VERDICT_NEAR): each language of it is below NEAR_COPY character n-gram cosine to
    every question the sets measure the search with."""
    near = near_copies((f.id, text) for t in corpus for f in t.faqs for text in f.question.model_dump(exclude_none=True).values())
    assert not near, "\n".join(near)


def test_a_question_fixing_one_situation_gets_that_parts_answer():
    """II-C-04's first FAQ asks about a protected Active Pokémon (no switch) and a protected Bench
    (the switch happens): a question naming one situation gets that part's verdict and line."""
    from judge.search.ask import open_index

    idx = open_index()
    a = idx.ask("Butterfree used Whirlwind, but the opponent's Active Noibat had flipped heads on Agility. Does Noibat get switched out?")
    first = a["results"][0]
    assert first["id"] == "II-C-04/faq-1" and first["short"].startswith("No:")
    b = idx.ask("Flygon's Ability keeps my opponent's Bench safe from attack effects, but their Active isn't protected. Does Whirlwind still switch them?")
    assert b["results"][0]["id"] == "II-C-04/faq-1" and b["results"][0]["short"].startswith("Yes:")

@pytest.mark.parametrize("question, faq, opening", [
    # II-C-05's first FAQ: ちょうはつ acts on the chosen Benched Pokémon (ja-2.2).
    ("相手のバトル場のオンバットがこうそくいどうでワザの効果を受けない。アローラペルシアンのちょうはつでベンチと入れ替えられる？", "II-C-05/faq-1", "はい。"),
    ("相手のベンチはフライゴンのりゅうのまもりでワザの効果を受けない。アローラペルシアンのちょうはつでベンチのポケモンを引っ張り出せる？", "II-C-05/faq-1", "いいえ。"),
    # II-E-33's FAQ: 菜种的活力 is played with no such Energy in hand, and attaching is optional (zh-3.1).
    ("手牌里没有菜种的活力指定属性的能量，还能用菜种的活力抽2张吗？", "II-E-33/faq-1", "是。"),
    ("菜种的活力抽完2张，手里有指定属性的能量，一定要附着给备战宝可梦吗？", "II-E-33/faq-1", "否。"),
])
def test_each_situation_of_a_faq_gets_its_parts_answer(question, faq, opening):
    from judge.search.ask import open_index

    first = open_index().ask(question)["results"][0]
    assert first["id"] == faq and first["short"].startswith(opening) and first["verdict"] == OPENING_VERDICT[opening]


def test_an_unquoted_yaml_yes_or_no_is_read_as_the_word():
    """PyYAML reads `verdict: yes` as True; the models take it as "yes"."""
    data = yaml.safe_load("verdict: yes\nother: no\n")
    assert data == {"verdict": True, "other": False}
    assert Faq.model_validate(faq_data(verdict=data["verdict"])).verdict == "yes"
    asks = Asks.model_validate({"en": [{"q": "Can it?", "verdict": data["other"]}]})
    assert asks.verdicts == {"Can it?": "no"}


# --- asks -------------------------------------------------------------------------------------------------


def test_an_ask_may_be_written_with_its_verdict():
    asks = Asks.model_validate({
        "en": ["How many?", {"q": "Can it retreat?", "verdict": "no"}],
        "ja": [{"q": "にげられる？", "verdict": "no"}],
        "zh": ["几个？"],
    })
    assert asks.en == ["How many?", "Can it retreat?"] and asks.ja == ["にげられる？"]
    assert asks.verdicts == {"Can it retreat?": "no", "にげられる？": "no"}
    dumped = asks.model_dump()
    assert dumped == {"en": ["How many?", "Can it retreat?"], "ja": ["にげられる？"], "zh": ["几个？"],
                      "verdicts": {"Can it retreat?": "no", "にげられる？": "no"}}
    assert all(isinstance(a, str) for lang in LANGS for a in dumped[lang])


def test_an_ask_verdict_must_be_valid_and_belong_to_an_ask():
    with pytest.raises(ValidationError) as err:
        Asks.model_validate({"en": ["How many?", {"q": "Can it?", "verdict": "perhaps"}]})
    assert err.value.errors()[0]["loc"][:2] == ("en", 1)
    with pytest.raises(ValidationError):
        Asks.model_validate({"en": [{"q": "Can it?"}]})
    with pytest.raises(ValidationError, match="not asks"):
        Asks.model_validate({"en": ["Can it?"], "verdicts": {"Can it not?": "no"}})


def test_corpus_ask_verdicts_are_on_existing_asks(corpus):
    per_lang = dict.fromkeys(LANGS, 0)
    for topic in corpus:
        asked = {lang: set(getattr(topic.asks, lang)) for lang in LANGS}
        for q, verdict in topic.asks.verdicts.items():
            assert verdict in VERDICTS, (topic.id, q)
            langs = [lang for lang in LANGS if q in asked[lang]]
            assert langs, f"{topic.id}: verdict for {q!r}, which is not one of its asks"
            per_lang[langs[0]] += 1
    assert all(n >= 300 for n in per_lang.values()), per_lang


def test_search_payloads_still_read_asks_as_lists_of_strings(corpus):
    """The index stores `asks.model_dump()`; its language lists stay plain strings."""
    for topic in corpus:
        dumped = topic.asks.model_dump()
        assert all(isinstance(a, str) for lang in LANGS for a in dumped[lang])
        assert dumped["en"] == list(topic.asks.en)


# --- JSON: judge show and /api/rulings ---------------------------------------------------------------------


def test_show_json_carries_each_faqs_verdict_and_short(runner, corpus):
    topics = [t for t in corpus if t.faqs]
    output = runner.invoke(["show", *(t.id for t in topics), "--json"]).output
    shown = [json.loads(line) for line in output.splitlines()]
    assert [s["id"] for s in shown] == [t.id for t in topics]
    for topic, out in zip(topics, shown):
        assert [f["id"] for f in out["faqs"]] == [f.id for f in topic.faqs]
        for faq, faq_out in zip(topic.faqs, out["faqs"]):
            assert faq_out["verdict"] == faq.verdict and faq_out["short"] == faq.short.model_dump(), faq.id


def test_api_ruling_carries_the_faq_verdict_and_short(client, corpus):
    for faq_id in ("II-B-09/faq-1", "II-B-09/faq-2", "II-C-04/faq-1", "II-B-04/faq-1"):
        faq = corpus.faqs[faq_id]
        data = client.get(f"/api/rulings/{faq_id}").get_json()
        assert data["verdict"] == faq.verdict and data["short"] == faq.short.model_dump()
    assert client.get("/api/rulings/II-B-09/faq-1").get_json()["short"]["en"].startswith("Yes:")
    assert client.get("/api/rulings/II-C-04/faq-1").get_json()["verdict"] == "depends"
    topic = client.get("/api/rulings/II-B-09").get_json()
    assert [f["verdict"] for f in topic["faqs"]] == ["yes", "no", "no"]
    assert "verdicts" in topic["asks"] and all(isinstance(a, str) for a in topic["asks"]["en"])


# --- question sets -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("folder", ["questions", "holdout"])
def test_question_set_verdicts_are_valid(folder):
    given = 0
    for path in sorted((ROOT / "tests" / folder).glob("*.yaml")):
        for row in yaml.safe_load(path.read_text(encoding="utf-8")):
            assert set(row) <= {"q", "lang", "ids", "verdict", "points", "point_note"}, (path.name, row["q"])
            if "verdict" in row:
                assert row["verdict"] in VERDICTS, (path.name, row["q"], row["verdict"])
                given += 1
    assert given >= 90


def test_real_set_verdicts_name_yes_or_no():
    rows = yaml.safe_load((ROOT / "tests" / "real" / "real-dev.yaml").read_text(encoding="utf-8"))
    given = [row["verdict"] for row in rows if "verdict" in row]
    assert len(given) >= 100
    assert set(given) <= VERDICTS


@pytest.mark.parametrize("q,way,lang,opposite", [
    ("is my Pokémon still Poisoned after it evolves?", "Is the Poison removed?", "en", True),
    ("Does Confusion go away when it retreats?", "Does it stay Confused?", "en", True),
    ("進化してもまだどくのまま？", "この【どく】はなくなりますか？", "ja", True),
    ("撤退后还在中毒吗", "这个【中毒】状态会消失吗？", "zh", True),
    ("Is the Poison removed when it evolves?", "Is the Poison removed?", "en", False),
    ("can I still attack after retreating?", "Can the new Active Pokémon attack?", "en", False),
])
def test_a_state_asked_from_the_other_end_is_not_the_same_question(q, way, lang, opposite):
    """"Still Poisoned?" and "is the Poison removed?" ask one point with opposite answers and no
    negation word: no verdict is carried from one to the other."""
    from judge.search.question import asking, opposite_ends

    assert opposite_ends(asking(q, lang), asking(way, lang)) is opposite


@pytest.mark.parametrize("q, point, lang, way", [
    ("does it stay poisoned after retreating?", "are special conditions removed by retreating?", "en", -1),
    ("is poison removed by retreating?", "are special conditions removed by retreating?", "en", 1),
    ("isn't poison removed by retreating?", "are special conditions removed by retreating?", "en", None),
    ("撤退后中毒还在吗", "撤退后特殊状态会消除吗", "zh", -1),
    ("退化したらダメカンは残る？", "退化したとき、ダメカンはそのまま残る？", "ja", 1),
    ("does poison end when I retreat?", "are special conditions removed by retreating?", "en", 1),
    ("does it stay poisoned?", "do the special conditions end?", "en", -1),
    ("does it stay poisoned until the end of the turn?", "is it still poisoned?", "en", 1),  # the end of a turn ends nothing
])
def test_a_point_is_asked_the_same_way_or_from_the_other_end_of_its_state(q, point, lang, way):
    from judge.search.question import asking, way_round

    assert way_round(asking(q, lang), asking(point, lang)) == way


@pytest.mark.parametrize("q, lang, faq, other", [
    ("光辉沙奈朵只拿1张奖赏卡，也算拥有规则的宝可梦吗", "zh", "II-D-18/faq-2", True),   # the FAQ asks about attaching Energy
    ("こだわりメッドつけたガーディがとっしん、自分への反動20も-30される？", "ja", "II-B-09/faq-2", False),
    ("butterfree whirlwind on a noibat that got heads on agility last turn, does it get switched", "en", "II-C-04/faq-1", False),
    # which Pokémon the asking clause speaks of (the old Active) is not what it asks (Poison, never named)
    ("when my opponent gusts up a benched pokemon, does the old active stay poisoned?", "en", "II-C-05/faq-2", True),
    ("can the attack still bring up one of their benched pokemon?", "en", "II-C-05/faq-2", False),
])
def test_a_faq_gives_no_verdict_on_another_point(q, lang, faq, other):
    """A FAQ's yes or no answers only what it asks: a question whose asking clause names rule terms,
    none of which the FAQ's question names in any language, asks another point of the same card."""
    from judge.search import verdict as reading
    from judge.search.ask import open_index
    from judge.search.question import read

    idx = open_index()
    assert reading.asks_another_point(read(idx, q, lang), reading.faq_terms(idx, idx.payloads[faq])) is other


def test_the_gust_faq_names_the_active_pokemon_but_not_poison():
    """What the gust cases above rest on: II-C-05's FAQ names the Active Pokémon, as the question on
    Poison does, so only leaving out which Pokémon a clause speaks of tells the points apart."""
    from judge.search.ask import open_index
    from judge.search.verdict import faq_terms

    idx = open_index()
    theirs = faq_terms(idx, idx.payloads["II-C-05/faq-2"])
    assert "active-pokemon" in theirs and "poisoned" not in theirs


@pytest.mark.parametrize("q, which", [
    ("when my pokemon gets knocked out do the energies on it go to the discard pile too?", False),
    ("When does Poison do its damage?", True),
    ("when is checkup", True),
    ("When my Pokémon is Knocked Out, what happens to its Energy?", True),
    ("when a pokemon evolves who chooses the attack", True),
])
def test_a_question_opening_with_when_asks_when_only_when_it_says_so(q, which):
    """"When X, does Y?" asks yes or no of a case; "when does Y?" (or "when X, what …?") asks which."""
    from judge.search.question import asks_which

    assert asks_which(q, "en") is which
