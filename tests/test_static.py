"""The static encoder: the committed table loads, reads a question close to e5's vector of it, and a
file that is not such a table is refused."""

from __future__ import annotations

import numpy as np
import pytest

from judge.index import meaning, static


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
    monkeypatch.setenv("JUDGE_MEANING_ENCODER", "static")
    assert meaning.encoder_name() == "static"
    monkeypatch.setenv("JUDGE_MEANING_ENCODER", "")
    assert meaning.encoder_name() == "e5"
    monkeypatch.setenv("JUDGE_MEANING_ENCODER", "word2vec")
    with pytest.raises(ValueError):
        meaning.encoder_name()
