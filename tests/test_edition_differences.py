"""Where the guide editions rule differently, the corpus records it with each side quoted and cited,
and answers show it on both sides; an inference the corpus adds is marked wherever it is shown."""

from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from judge.corpus.load import CorpusError, load
from judge.corpus.models import INFERENCE_MARK, Topic
from judge.index.build import payloads

TOPICS = Path(__file__).resolve().parent.parent / "rulings" / "topics"


@pytest.fixture(scope="module")
def shown(corpus):
    return payloads(corpus, {})


def differences_quoting(shown, ruling_id, text):
    return [d for d in shown[ruling_id]["differences"] if any(text in q["text"] for q in d.get("quotes", []))]


@pytest.mark.parametrize("on", ["II-D-04", "II-E-33", "II-E-33/faq-2"])
def test_choosing_fewer_from_the_hand_is_shown_on_both_sides(shown, on):
    [d] = differences_quoting(shown, on, "也可以只选择1张")
    assert d["edition"] == "ja-2.2" and d["compared_with"] == "zh-3.1"
    assert d["citation"].endswith("Ⅱ D-04") and d["compared_citation"].endswith("Ⅱ E-33 【FAQ2】")
    assert "小さい数字を選ぶことはできません" in d["quotes"][0]["text"]


def test_what_ends_on_evolving_is_quoted_from_both_editions(shown):
    [d] = differences_quoting(shown, "I-A-05", "受けていた効果や特殊状態はすべてなくなります")
    assert [q["edition"] for q in d["quotes"]] == ["ja-2.2", "zh-3.1"]
    assert "受到的招式的效果" in d["quotes"][1]["text"]


def test_who_wins_sudden_death_is_quoted_from_both_editions(shown):
    [d] = differences_quoting(shown, "I-E", "先にサイドをとったプレイヤーが勝ち")
    assert "先满足胜负条件的玩家获胜" in d["quotes"][1]["text"]
    assert d["citation"].endswith("Ⅰ E") and d["compared_citation"].endswith("Ⅰ E")


def test_a_difference_between_guides_must_quote_both_sides():
    data = yaml.safe_load((TOPICS / "I-E.yaml").read_text(encoding="utf-8"))
    data["disagreements"][0].pop("quotes")
    with pytest.raises(ValidationError, match="quotes both sides"):
        Topic.model_validate(data)


def test_the_second_quote_is_the_side_compared_against():
    data = yaml.safe_load((TOPICS / "II-D-04.yaml").read_text(encoding="utf-8"))
    data["disagreements"][0]["quotes"][1]["ruling"] = "II-E-34"
    with pytest.raises(ValidationError, match="side compared against"):
        Topic.model_validate(data)


def test_a_quote_that_is_not_in_the_cited_passage_is_reported(tmp_path):
    data = yaml.safe_load((TOPICS / "I-E.yaml").read_text(encoding="utf-8"))
    data.pop("see_also")
    data["disagreements"][0]["quotes"][0]["text"] = "3. 「サドン・デス」では、サイドを2枚とったプレイヤーが勝ちになります。"
    (tmp_path / "topics").mkdir()
    (tmp_path / "topics" / "I-E.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CorpusError) as err:
        load(tmp_path)
    [p] = err.value.problems
    assert p.path == "disagreements.0.quotes.0.text" and "not part of I-E's ja-2.2 passage" in p.message


def test_an_inference_is_marked_in_every_language_of_the_answer(shown, corpus):
    faq = corpus.faqs["XY-choosing-cards/faq-1"]
    assert faq.inference is not None and "0" not in faq.answer.en
    answer = shown["XY-choosing-cards/faq-1"]["answer"]
    for lang in ("en", "ja", "zh"):
        assert answer[lang].startswith(getattr(faq.answer, lang))
        assert f"{INFERENCE_MARK[lang]}: {getattr(faq.inference, lang)}" in answer[lang]


def test_the_ruling_page_and_json_show_the_inference(client):
    page = client.get("/r/XY-choosing-cards/faq-1?lang=ja").get_data(as_text=True)
    assert INFERENCE_MARK["ja"] in page and "0枚を選ぶこともできる" in page
    data = client.get("/api/rulings/XY-choosing-cards/faq-1").get_json()
    assert "0 cards" in data["faqs"][0]["inference"]["en"]


def test_an_inference_needs_every_language_the_answer_has():
    data = yaml.safe_load((TOPICS / "XY-choosing-cards.yaml").read_text(encoding="utf-8"))
    del data["faqs"][0]["inference"]["zh"]
    with pytest.raises(ValidationError, match="the inference needs the answer's languages"):
        Topic.model_validate(data)
