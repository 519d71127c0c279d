"""Every section and every FAQ and example block of each seed is encoded."""

import re

from judge.corpus import seeds
from judge.corpus.editions import GUIDE_EDITIONS
from judge.corpus.fidelity import coverage
from judge.corpus.models import TOPIC_ID

GUIDE_TOPICS = 103
FAQS = {"ja-2.2": 37, "zh-3.1": 53}


def test_topic_ids_cover_every_guide_section(corpus):
    guide_ids = [t for t in corpus.topics if t.startswith("I")]
    assert len(guide_ids) == GUIDE_TOPICS
    for edition in GUIDE_EDITIONS:
        missing = [key for key in seeds.topic_sections(edition) if key not in corpus.topics]
        assert not missing, f"{edition}: sections with no topic: {missing}"


def test_every_section_carries_its_editions_passage(corpus):
    counts = {}
    for edition in GUIDE_EDITIONS + ("ja-3.1",):
        sections = seeds.topic_sections(edition)
        without = [key for key in sections if edition not in {s.edition for s in corpus.topics[key].sources}]
        assert not without, f"{edition}: topics missing this edition's passage: {without}"
        counts[edition] = len(sections)
    print("sections per edition:", counts)
    assert counts == {"ja-2.2": 90, "zh-3.1": 103, "ja-3.1": 9}


def test_no_topic_claims_a_passage_its_edition_lacks(corpus):
    for topic in corpus:
        for s in topic.sources:
            assert seeds.section_for(s.edition, topic.id) is not None, f"{topic.id}: {s.edition} has no such section"


def test_every_faq_block_maps_to_exactly_one_faq(corpus):
    counts = {}
    for edition in GUIDE_EDITIONS:
        for key, section in seeds.topic_sections(edition).items():
            faqs = [f for f in corpus.topics[key].faqs if f.edition == edition]
            assert sorted(f.ordinal for f in faqs) == list(range(1, len(section.faq_marks) + 1)), (
                f"{edition} {section.label}: seed FAQ blocks {section.faq_marks}, corpus ordinals {[f.ordinal for f in faqs]}")
        counts[edition] = sum(1 for f in corpus.faqs.values() if f.edition == edition)
    print("FAQs per edition:", counts)
    assert counts == FAQS


def test_every_example_block_maps_to_one_example(corpus):
    counts = {}
    for edition in GUIDE_EDITIONS:
        seed_total = 0
        for key, section in seeds.topic_sections(edition).items():
            topics = [corpus.topics[key]]
            if (edition, key) == ("ja-2.2", "I-B-01"):
                topics.append(corpus.topics["I-B-02"])  # one printed section, two topics
            examples = [e for t in topics for e in t.examples if e.edition == edition]
            assert len(examples) == len(section.example_marks), (
                f"{edition} {section.label}: seed example blocks {section.example_marks}, corpus has {len(examples)}")
            seed_total += len(section.example_marks)
        counts[edition] = seed_total
    print("examples per edition:", counts)
    assert sum(counts.values()) >= 320


def test_faq_ids_follow_the_numbering_rule(corpus):
    order = {"ja-2.2": 0, "zh-3.1": 1, "xy-2016": 2, "sv-2025-notes": 3}
    for topic in corpus:
        keys = [(order[f.edition], f.ordinal) for f in topic.faqs]
        assert keys == sorted(keys), f"{topic.id}: FAQs must be numbered ja-2.2 first, then zh-3.1, in printed order"


def test_regulation_and_secondary_notes_are_encoded_and_linked(corpus):
    for prefix, edition in (("XY-", "xy-2016"), ("SV-", "sv-2025-notes")):
        notes = [t for t in corpus if t.id.startswith(prefix)]
        assert notes, f"no {prefix} topics"
        for t in notes:
            assert [s.edition for s in t.sources] == [edition]
            assert t.touches, f"{t.id} links to no guide topic"
            assert all(re.match(TOPIC_ID, x) and x.startswith("I") for x in t.touches)
        share = max(coverage(t, edition) for t in notes)
        assert share > 0
    assert all(t.authority == "secondary" for t in corpus if t.id.startswith("SV-"))


def test_notes_cover_their_documents(corpus):
    """The XY notice's rules and the fan overview's rules sections are quoted, not sampled."""
    from rapidfuzz import fuzz

    for prefix, edition, minimum in (("XY-", "xy-2016", 0.85), ("SV-", "sv-2025-notes", 0.5)):
        haystack = seeds.fold(seeds.seed_text(edition))
        covered = bytearray(len(haystack))
        for t in corpus:
            if not t.id.startswith(prefix):
                continue
            texts = [s.text for s in t.sources] + [f.passage for f in t.faqs]
            for text in texts:
                for line in text.splitlines():
                    line = seeds.fold(line)
                    if len(line) >= 4:
                        a = fuzz.partial_ratio_alignment(line, haystack)
                        if a.score >= 80:
                            covered[a.dest_start:a.dest_end] = b"\1" * (a.dest_end - a.dest_start)
        share = sum(covered) / len(haystack)
        print(f"{edition}: {share:.0%} of the document quoted")
        assert share >= minimum


def test_every_topic_says_how_it_is_asked_in_each_language(corpus):
    """Search finds a ruling by the questions people ask: every topic lists some in ja, zh and en."""
    short = [f"{t.id} {lang}" for t in corpus for lang in ("en", "ja", "zh") if len(getattr(t.asks, lang)) < 2]
    assert not short, f"topics with fewer than 2 asks in a language: {short}"


def test_asks_are_own_words_not_copied_passages(corpus):
    """An ask may name game terms, but never repeats 16 or more characters of the guide's passage."""
    from judge.lang.text import fold

    copied = []
    for t in corpus:
        printed = "\n".join(fold(x) for x in [s.text for s in t.sources] + [s.heading for s in t.sources])
        for lang in ("en", "ja", "zh"):
            for ask in getattr(t.asks, lang):
                a = fold(ask)
                if any(a[i:i + 16] in printed for i in range(max(0, len(a) - 15))):
                    copied.append(f"{t.id}: {ask}")
    assert not copied, copied
