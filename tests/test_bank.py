"""The question bank (index/bank): every batch as its protocol says, checked before it landed, and
none of its questions a measured question reworded."""

from collections import Counter

import pytest

from judge.corpus import bank as bank_mod

BATCHES = bank_mod.load()


def test_the_bank_holds_batches():
    assert BATCHES and all(b.questions for b in BATCHES)


@pytest.mark.parametrize("batch", BATCHES, ids=lambda b: b.batch)
def test_each_batch_meets_its_counts(batch):
    assert not batch.shortfalls(), batch.shortfalls()


@pytest.mark.parametrize("batch", BATCHES, ids=lambda b: b.batch)
def test_each_batch_was_checked_by_another_on_a_sample_of_every_point(batch):
    """At least 5 % of the batch and one question of each point read by a reviewer who is not its writer;
    a batch whose reading found more than 1 in 10 wrong lands only when every question of it was read."""
    checked = batch.checked
    assert checked and checked.by != batch.writer
    asked = {q.id: q.point for q in [*batch.questions, *batch.set_aside]}
    read = [i for i in checked.ids if i in asked]
    assert len(set(checked.ids)) >= 0.05 * len(batch.questions)
    assert set(batch.points) <= {asked[i] for i in read}, set(batch.points) - {asked[i] for i in read}
    if len(checked.wrong) > 0.1 * len(checked.ids):
        unread = {q.id for q in batch.questions} - set(checked.ids)
        assert not unread, f"{len(checked.wrong)} of {len(checked.ids)} read were wrong; not read: {sorted(unread)[:5]}"


def test_every_question_asks_a_point_of_the_corpus(corpus):
    unknown = sorted({q.point for b in BATCHES for q in b.questions} - set(corpus.points))
    assert not unknown, unknown[:10]


def test_each_parallel_group_asks_one_point_in_all_four_scripts_with_one_answer():
    """A group's four questions (those set aside counted in their script) ask one point, with one answer."""
    groups: dict[str, list] = {}
    for b in BATCHES:
        for q in [*b.questions, *b.set_aside]:
            if q.parallel:
                groups.setdefault(q.parallel, []).append(q)
    bad = [g for g, qs in groups.items() if sorted(q.lang for q in qs) != ["en", "ja", "zh-Hans", "zh-Hant"]
           or len({q.point for q in qs}) > 1 or len({q.verdict for q in qs if hasattr(q, "verdict")}) > 1]
    assert groups and not bad, bad[:10]


def test_no_question_is_written_twice():
    folded = Counter(bank_mod.folded(q.q) for b in BATCHES for q in b.questions)
    assert not [t for t, n in folded.items() if n > 1][:5]


def test_no_bank_question_restates_a_measured_question(near_copies):
    near = near_copies((q.id, q.q) for b in BATCHES for q in b.questions)
    assert not near, near[:10]


def test_a_batch_short_of_its_counts_says_where(tmp_path):
    path = bank_mod.batch_files()[0]
    batch = bank_mod.read_batch(path)
    point = batch.points[0]
    kept = [q for q in batch.questions if q.point != point or q.lang != "en"]
    thin = batch.model_copy(update={"questions": kept})
    assert any(s.startswith(f"{point}: fewer than {bank_mod.PER_SCRIPT} in en") for s in thin.shortfalls())


def test_a_parallel_group_short_of_a_script_says_which():
    batch = bank_mod.read_batch(bank_mod.batch_files()[0])
    group = next(q.parallel for q in batch.questions if q.parallel)
    unmarked = [q.model_copy(update={"parallel": None}) if q.parallel == group and q.lang == "zh-Hant" else q for q in batch.questions]
    short = batch.model_copy(update={"questions": unmarked}).shortfalls()
    assert any(s.startswith(f"parallel group {group}: en, ja, zh-Hans of") for s in short), short
    assert not batch.shortfalls()


def test_a_question_naming_a_card_it_does_not_write_is_refused():
    with pytest.raises(ValueError, match="cards not named"):
        bank_mod.BankQuestion.model_validate({"id": "b001-0001", "point": "II-B-09/p1", "lang": "en", "register": "judge",
                                              "verdict": None, "cards": ["Eviolite"], "q": "does recoil count as damage?"})
