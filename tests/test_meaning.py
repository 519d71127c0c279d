"""Meaning: the committed vectors cover the corpus, the store keeps what it should, closeness ranks."""

from __future__ import annotations

import numpy as np
import pytest

from judge.corpus.load import cached
from judge.index import meaning
from judge.index.build import _documents


@pytest.fixture(scope="module")
def docs():
    return _documents(cached())


def test_the_committed_vectors_hold_every_text_of_the_corpus(docs):
    """So that a fresh machine's index build embeds nothing (``judge index build`` writes them)."""
    store = meaning.Store.read()
    missing = [t for d in docs for t in meaning.document_texts(d) if meaning.key(t) not in store.vectors]
    assert not missing, f"{len(missing)} texts have no vector, e.g. {missing[:3]}: run `judge index build` and commit index/meaning/"


def test_the_store_keeps_only_the_texts_asked_and_rewrites_only_changed_shards(tmp_path):
    a, b = meaning.key("a text"), meaning.key("another text")
    store = meaning.Store({a: np.ones(meaning.DIM, np.float16), b: np.zeros(meaning.DIM, np.float16)})
    first = store.write(tmp_path)
    assert {p.name for p in first} == {f"{i:x}.npz" for i in range(16)}
    assert store.write(tmp_path) == []
    again = store.write(tmp_path, keep={a})
    assert [p.name for p in again] == [f"{meaning.Store.shard(b)}.npz"] or meaning.Store.shard(a) == meaning.Store.shard(b)
    read = meaning.Store.read(tmp_path)
    assert set(read.vectors) == {a} and read.vectors[a].dtype == np.float16


def test_a_documents_texts_are_its_titles_lead_and_passages_once_each():
    doc = {"titles": ["T", "T", ""], "lead": [("L  one", "en"), ("", "ja")], "texts": [("P", "ja"), ("L one", "en")]}
    assert meaning.document_texts(doc) == ["T", "L one", "P"]


def test_a_text_of_the_corpus_is_closest_to_its_own_document(tmp_path, docs):
    meaning.write(docs, tmp_path)
    m = meaning.Meaning(tmp_path)
    model = meaning.ENCODER._load()
    for doc in (docs[0], docs[len(docs) // 2], docs[-1]):  # its longest text a question's reading does not cut
        text = max((t for t in meaning.document_texts(doc) if model.token_count(t, True) <= meaning.QUERY_TOKENS), key=len)
        close = m.closeness(text)
        assert set(close) == {d["id"] for d in docs if meaning.document_texts(d)}
        assert close[doc["id"]] == pytest.approx(max(close.values()))
        assert -1.0 <= min(close.values()) and max(close.values()) <= 1.01


def test_gathering_without_the_meaning_signals_leaves_their_candidates_and_features_out(idx):
    from judge.search.candidates import MEANING_SIGNALS, gather
    from judge.search.question import read

    query = read(idx, "can a pokemon that was just put onto the bench evolve with rare candy this turn?", None)
    whole, plain = gather(idx, query), gather(idx, query, without=MEANING_SIGNALS)
    assert set(MEANING_SIGNALS) <= set(whole.scored) and not set(MEANING_SIGNALS) & set(plain.scored)
    assert any(c.features.meaning for c in whole.candidates) and any(c.features.card_meaning for c in whole.candidates)
    assert all(c.features.meaning == c.features.meaning_topic == c.features.card_meaning == 0 for c in plain.candidates)
    # Gathered again with the meaning signal over the words' own findings: the same as all at once.
    again = gather(idx, query, scored=plain.scored)
    assert [(c.id, c.features) for c in again.candidates] == [(c.id, c.features) for c in whole.candidates]


def test_the_committed_vectors_hold_every_card_text_the_search_compares():
    """The printed texts of the card table are embedded at build time, as questions are, so that an
    answer never waits on the encoder for a card the question names."""
    from judge.cards.evidence import every_printed_text

    store = meaning.Store.read()
    texts = every_printed_text()
    missing = [t for t in texts if meaning.query_key(meaning.clip(t)) not in store.vectors]
    assert len(texts) > 10_000 and not missing, f"{len(missing)} card texts have no vector: run `judge index build` and commit index/meaning/"


def test_a_named_cards_text_is_compared_by_its_kept_vector_and_never_embedded_while_answering(idx, monkeypatch):
    from judge.search import ask, pipeline
    from judge.search.candidates import card_texts
    from judge.search.question import read

    monkeypatch.setattr(pipeline, "ENOUGH", 1.01)  # the meaning signals asked for every question
    asked = []
    monkeypatch.setattr(meaning.Meaning, "encode", lambda self, text, reading=None: asked.append(text) or np.ones(meaning.DIM, np.float32))  # either reading
    fresh = ask.Index(idx.path)
    question = "can i play guzma when my opponent has no benched pokemon?"
    found = fresh.search(question)
    texts = card_texts(read(fresh, question, None))
    assert texts and all(fresh.meaning.printed(t) is not None for t in texts)
    assert asked and set(asked) == {meaning.clip(question)} and "card_meaning" in found.scored  # the question only (by each reading)


@pytest.mark.parametrize("question", [
    "can i play guzma when my opponent has no benched pokemon?",
    "can nest ball be played when my bench is full?",
    "まんたんのくすりはダメカンがのっていないポケモンにも使える？",
    "讲究头盔能减少自己受到的伤害吗？",
])
def test_the_card_meaning_signal_finds_a_ruling_on_the_wording_the_card_prints(idx, question):
    """Its closest rulings include one that the card's printed wording triggers (the phrase reader,
    judge/cards/phrases.py, reads that from the guides' phrases, not from meaning)."""
    from judge.cards.evidence import triggered
    from judge.search.candidates import by_card_meaning
    from judge.search.question import named, read

    query = read(idx, question, None)
    wording = {t for c in query.concepts if named(c) for t in triggered(c).phrase}
    found = by_card_meaning(idx, query, 3)
    assert wording and {rid.split("/")[0] for rid in found.best} & wording, (found.best, wording)


def test_switched_off_the_encoder_is_never_asked_and_the_words_alone_answer(monkeypatch):
    from judge.search import rank
    from judge.search.ask import Index, open_index
    from judge.search.confidence import sure

    monkeypatch.setenv("JUDGE_MEANING_SIGNAL", "off")
    plain = Index(open_index().path)
    assert plain.meaning is None and rank.WORDS_ALONE is not None
    monkeypatch.setattr(meaning.ENCODER, "query", lambda text: pytest.fail("the question was embedded"))
    found = plain.search("can i retreat a paralyzed pokemon?")
    assert found.ranked and "meaning" not in found.scored
    assert found.evidence.sure == pytest.approx(sure(found.evidence, next(
        c.features for c in found.candidates if c.id == found.ranked[0][0]), rank.WORDS_ALONE.confidence))


@pytest.mark.parametrize("enough, embedded", [(0.0, False), (1.01, True)])
def test_the_question_is_embedded_only_when_the_words_leave_it_in_doubt(idx, monkeypatch, enough, embedded):
    """ENOUGH 0: the words alone are never in doubt; above 1, always (rank.ENOUGH is fitted)."""
    from judge.search import ask, pipeline

    monkeypatch.setattr(pipeline, "ENOUGH", enough)
    asked = []
    monkeypatch.setattr(meaning.Meaning, "encode", lambda self, text, reading=None: asked.append(text) or np.ones(meaning.DIM, np.float32))  # either reading
    fresh = ask.Index(idx.path)
    found = fresh.search("does a special condition go away when the pokemon retreats?")
    assert f"{found.ranked[0][0]}/faq-1" not in fresh.payloads  # a topic with no FAQs to choose between
    assert bool(asked) == embedded and ("meaning" in found.scored) == embedded


def test_a_first_topic_with_faqs_is_always_weighed_with_the_meaning_signal(idx, monkeypatch):
    """Which of a topic's rulings answers is where the meaning signal counts most (rank.words_enough):
    however sure the words alone are of a topic with FAQs, the question is embedded."""
    from judge.search import ask, pipeline

    monkeypatch.setattr(pipeline, "ENOUGH", 0.0)
    asked = []
    monkeypatch.setattr(meaning.Meaning, "encode", lambda self, text, reading=None: asked.append(text) or np.ones(meaning.DIM, np.float32))  # either reading
    fresh = ask.Index(idx.path)
    found = fresh.search("does choice helmet reduce the damage my pokemon does to itself?")
    assert found.ranked[0][0].startswith("II-B-09") and "II-B-09/faq-1" in fresh.payloads
    assert asked and "meaning" in found.scored
    assert not pipeline.words_enough(fresh, "II-B-09", 1.0, 0.0) and pipeline.words_enough(fresh, "I-A-03", 1.0, 0.0)


def test_the_bank_closeness_from_the_kept_float32_blocks_is_the_closeness_from_the_float16_bank(idx):
    """Each point's bank questions are kept as one float32 block once read (Meaning.bank_vectors):
    the closeness through the bank is, to the bit, the mean of the nearest cosines of the bank's own
    rows converted on each asking; the blocks are bounded by the bank (one a point, its rows alone)."""
    m = idx.meaning
    if m is None or not m.bank_points:
        pytest.skip("a build without the bank's vectors")
    rows: dict[str, list[int]] = {}
    for i, p in enumerate(m.bank_points):
        rows.setdefault(p, []).append(i)
    points = sorted(rows)[:40]
    for text in ("Can I retreat while Asleep?", "ベンチに出したばかりのポケモンを進化できる?"):
        vector = m.question(text)
        kept = m.bank_closeness(vector, points, 3)
        plain = {p: float(np.sort(m.bank_matrix[np.asarray(rows[p])].astype(np.float32) @ vector)[-3:].mean()) for p in points}
        assert kept == plain
    assert set(m._bank_vectors) <= set(rows)
    assert all(len(block) == len(rows[p]) and block.dtype == np.float32 for p, block in m._bank_vectors.items())


def test_each_rulings_closeness_is_its_closest_documents_over_every_vector_in_the_documents_order(idx):
    """Store.closeness_by_ruling (a grouping of the documents by ruling, made once) gives what a loop
    over each document's closeness gives: a ruling's closest document of any vector (an example for
    its topic), the rulings in the order the documents first name them."""
    m = idx.meaning
    if m is None or not m.ids:
        pytest.skip("a build without meaning vectors")
    vectors = [m.question("Can I retreat while Asleep?"), m.question("古兹马的效果可以选择哪只宝可梦")]
    for given in (vectors[:1], vectors):
        loop: dict[str, float] = {}
        for v in given:
            for doc_id, c in m.closeness_to(v).items():
                rid = doc_id.split("#")[0]
                if rid in idx.payloads and c > loop.get(rid, -1.0):
                    loop[rid] = c
        grouped = idx.closeness_by_ruling([m.document_closeness(v) for v in given])
        assert grouped == loop and list(grouped) == list(loop)
    assert idx.closeness_by_ruling([]) == {}
