"""A summary states one ruling in every language: lint warns where its languages name different
numbers or different editions."""

from pathlib import Path

import yaml

from judge.corpus.lint import lint_files, named, summary_problems

TOPICS = Path(__file__).resolve().parent.parent / "rulings" / "topics"


def with_summary(topic, **langs):
    return topic.model_copy(update={"summary": topic.summary.model_copy(update=langs)})


def test_every_summary_names_the_same_numbers_and_editions_in_each_language(corpus):
    found = {t.id: summary_problems(t) for t in corpus}
    assert not {k: v for k, v in found.items() if v}


def test_a_number_said_in_one_language_only_is_flagged(corpus):
    topic = corpus.topics["II-D-17"]
    bad = with_summary(topic, ja="「すでにとったサイドの枚数」は、60枚デッキでは6枚、30枚デッキでは3枚を基準に数える。",
                       zh="“已经获得的奖赏卡张数”：60 张卡组以“6”、30 张以“3”作为基准。",
                       en="The Prize cards already taken: against 6 in a 60-card game, 3 in a 30-card game, 4 in a 40-card game.")
    [(where, message)] = summary_problems(bad)
    assert where == "summary" and "different numbers" in message and "en: 3, 30, 4, 40, 6, 60" in message


def test_an_edition_named_in_one_language_only_is_flagged(corpus):
    topic = corpus.topics["I-B-03"]
    bad = with_summary(topic, ja="サポートは自分の番に1枚だけ使える。先攻の最初の番には使えないと明記している。")
    messages = [m for _, m in summary_problems(bad)]
    # The English summary names zh-3.1 (which states the first-turn rule) and ja-2.2 (which does not).
    assert any("different editions" in m and "ja: none" in m and "en: ja-2.2, zh-3.1" in m for m in messages)


def test_what_counts_as_a_number_or_an_edition():
    assert named("zh-3.1は II-E-33 と E-05 を参照する", "ja") == (frozenset(), frozenset({"zh-3.1"}))
    assert named("一番近い数で、2枚を選ぶ。手順❷から", "ja")[0] == {"2"}
    assert named("两张能量，第 3 次", "zh")[0] == {"2", "3"}
    assert named("from November 2016; two Energy; the one chosen; none", "en")[0] == {"11", "2016", "2"}
    assert named("Ver. 2.0 changed it", "en")[0] == {"2.0"}


def test_lint_reports_it_as_a_warning_naming_the_summary(tmp_path):
    data = yaml.safe_load((TOPICS / "II-D-17.yaml").read_text(encoding="utf-8"))
    data["summary"]["ja"] = "60枚デッキでは6枚を基準に数える。"
    data.pop("see_also", None)
    (tmp_path / "topics").mkdir()
    path = tmp_path / "topics" / "II-D-17.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    findings = [f for f in lint_files([path], tmp_path) if f.problem.path == "summary"]
    assert [f.severity for f in findings] == ["warning", "warning"]
    assert {m for f in findings for m in ("numbers", "editions") if m in f.problem.message} == {"numbers", "editions"}
