"""A broken corpus file is reported with the file, the path inside it and what is wrong."""

import shutil
from pathlib import Path

import pytest

from judge.corpus.load import CorpusError, load

GOOD = Path(__file__).resolve().parent.parent / "rulings" / "topics" / "II-B-09.yaml"


@pytest.fixture()
def root(tmp_path):
    (tmp_path / "topics").mkdir()
    text = GOOD.read_text(encoding="utf-8")
    # Keep the copy self-contained: drop its links to topics outside this tiny corpus.
    text = text[: text.index("see_also:")]
    (tmp_path / "topics" / "II-B-09.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def problems_of(root):
    with pytest.raises(CorpusError) as err:
        load(root)
    return err.value.problems


def test_a_good_file_loads(root):
    corpus = load(root)
    assert list(corpus.topics) == ["II-B-09"]
    assert "II-B-09/faq-3" in corpus.faqs


def test_yaml_syntax_error_names_the_line(root):
    (root / "topics" / "II-B-08.yaml").write_text("id: II-B-08\ntitle: [unclosed\n", encoding="utf-8")
    [p] = problems_of(root)
    assert p.file.endswith("II-B-08.yaml") and p.path.startswith("line ")


def test_schema_error_names_the_path_inside_the_file(root):
    path = root / "topics" / "II-B-09.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("    edition: zh-3.1\n    label: 【FAQ】", "    edition: zh-9\n    label: 【FAQ】"), encoding="utf-8")
    problems = problems_of(root)
    assert any(p.path == "faqs.2.edition" for p in problems), problems


def test_missing_required_translation_is_reported(root):
    path = root / "topics" / "II-B-09.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("  en: \"This (your own)")
    path.write_text(text[:start] + text[text.index("summary:"):], encoding="utf-8")
    assert any(p.path == "title.en" for p in problems_of(root))


def test_duplicate_ids_name_both_files(root):
    (root / "topics" / "more").mkdir()
    shutil.copy(root / "topics" / "II-B-09.yaml", root / "topics" / "more" / "II-B-09.yaml")
    problems = problems_of(root)
    dup = [p for p in problems if p.message.startswith("duplicate id 'II-B-09'")]
    assert len(dup) == 1
    named = dup[0].file + " " + dup[0].message
    assert "more/II-B-09.yaml" in named and str(root / "topics" / "II-B-09.yaml") in named


def test_unknown_link_is_reported(root):
    path = root / "topics" / "II-B-09.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "see_also:\n  - id: II-Z-99\n", encoding="utf-8")
    problems = problems_of(root)
    assert any("II-Z-99" in p.message or p.path.startswith("see_also") for p in problems)


def test_a_list_is_not_a_topic(root):
    (root / "topics" / "II-B-01.yaml").write_text("- a\n- b\n", encoding="utf-8")
    [p] = problems_of(root)
    assert "mapping" in p.message


def test_every_link_in_the_corpus_resolves(corpus):
    known = set(corpus.ids())
    for topic in corpus:
        for target in [l.id for l in topic.see_also] + topic.touches + [d.topic for d in topic.disagreements]:
            assert target in known, f"{topic.id} links to unknown {target}"


def test_published_schema_is_current():
    import json

    from judge.corpus.models import json_schema

    published = json.loads((GOOD.parent.parent / "topic.schema.json").read_text(encoding="utf-8"))
    assert published == json_schema(), "rulings/topic.schema.json is stale: run `judge schema > rulings/topic.schema.json`"
