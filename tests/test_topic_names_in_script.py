"""The topics' own words name each card, attack and Ability as their own language prints it.

A topic's plain title, summary, asks, statements, FAQ questions, answers and shorts (and their parts),
notes and inferences are the corpus's own words, read aloud to a player: an English line that says
"ちょうはつ" or a Chinese line that says 「オンバット（嗡蝠）」 names nothing a player of that language
knows. The guides' words (sources, headings, titles, passages, quotes, the cards' printed texts) are
as printed and are not looked at here.

What counts as another language's script: in English, any kana or Han character; in Chinese, kana, a
character only Japanese prints, or a quoted name only the Japanese of the name table spells; in
Japanese, a Han character Japanese never prints (none of JIS X 0208 and its extensions) or a name only
the Chinese of the name table spells; in Japanese or Chinese, words in Latin letters other than the
game's own marks (ex, V, VMAX, GX, TAG TEAM, ...), the series and the guides' and sections' ids.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.corpus.script_names import other_script_names

TOPICS = Path(__file__).resolve().parent.parent / "rulings" / "topics"

#: Names in another script a topic's own words keep, by (where, name), with the reason.
KEPT: dict[tuple[str, str], str] = {
    ("II-B-01:summary.en", "ダメージを追加"): "the older Japanese cards' wording, which ja-2.2 rules on, quoted as they print it",
    ("II-B-01:summary.zh", "●ダメージを追加"): "the older Japanese cards' wording, which ja-2.2 rules on, quoted as they print it",
    ("II-B-06:summary.en", "弱点・抵抗力の計算をしない"): "the older Japanese cards' wording (ja-2.2), quoted as they print it",
    ("II-B-06:summary.zh", "弱点・抵抗力の計算をしない"): "the older Japanese cards' wording (ja-2.2), quoted as they print it",
    ("II-D-05:summary.en", "まで選び"): "the wording of the Japanese cards of the XY series and before (ja-2.2), quoted as printed",
    ("II-D-05:summary.zh", "まで選び"): "the wording of the Japanese cards of the XY series and before (ja-2.2), quoted as printed",
    ("II-D-10:summary.en", "にげるために必要なエネルギー"): "the XY-era Japanese cards' wording (ja-2.2), quoted as printed",
    ("II-D-10:summary.zh", "にげるために必要なエネルギー"): "the XY-era Japanese cards' wording (ja-2.2), quoted as printed",
    ("II-D-13:summary.en", "なくなる"): "the section's heading word in ja-2.2, quoted beside zh-3.1's, as the two guides print it",
    ("II-D-13:summary.en", "消除"): "the section's heading word in zh-3.1, quoted beside ja-2.2's, as the two guides print it",
    ("SV-setup:disagreements.0.note.en", "開始時基本設定"): "the heading of the overview's own list, quoted to show where it contradicts itself",
    ("SV-setup:disagreements.0.note.en", "サイドセット後"): "the overview's own words, quoted to show where its list contradicts itself",
    ("SV-setup:disagreements.0.note.zh", "サイドセット後"): "the overview's own words, quoted to show where its list contradicts itself",
    ("XY-applied-rules:summary.ja", "TOKYO"): "the venue's name as the notice prints it (プレイジムTOKYO)",
    ("XY-applied-rules:summary.ja", "THE BEST OF XY"): "the product's title, printed in Latin letters on the Japanese pack",
    ("XY-applied-rules:summary.zh", "Play Gym TOKYO"): "the name of the venue in Tokyo whose events the notice rules, which has no Chinese name",
    ("XY-applied-rules:summary.zh", "THE BEST OF XY"): "the product's title, printed in Latin letters on the Japanese pack; it has no Chinese name",
    ("XY-applied-rules:asks.ja.1", "THE BEST OF XY"): "the product's title, printed in Latin letters on the Japanese pack",
    ("XY-applied-rules:asks.zh.1", "THE BEST OF XY"): "the product's title, printed in Latin letters on the Japanese pack; it has no Chinese name",
    ("XY-card-terms:summary.en", "基本"): "the notice's two wordings (「基本●●エネルギー」, ●●の基本エネルギー), quoted as printed: "
                                          "the point is how they differ",
    ("XY-card-terms:summary.en", "エネルギー"): "the notice's wording 「基本●●エネルギー」, quoted as printed: the point is how the two differ",
    ("XY-card-terms:summary.en", "の基本エネルギー"): "the notice's wording ●●の基本エネルギー, quoted as printed: the point is how the two differ",
    ("XY-choosing-cards:disagreements.0.note.en", "任意卡牌"): "zh-3.1's wording on which its ruling turns, quoted as printed",
    ("XY-choosing-cards:disagreements.0.note.ja", "任意卡牌"): "zh-3.1's wording on which its ruling turns, quoted as printed",
    ("XY-errata:disagreements.0.note.ja", "選择自己弃牌区中最多 2 张支援者"): "zh-3.1's text of the card, quoted as printed "
                                                                     "to compare it with the errata",
}


def own_words(topic: dict):
    """(where, lang, text) for every own-words text of a topic: the fields the schema describes as
    in own words (rulings/topic.schema.json)."""
    tid = topic["id"]

    def texts(where: str, loc):
        for lang in ("en", "ja", "zh"):
            if isinstance(loc, dict) and isinstance(loc.get(lang), str):
                yield f"{where}.{lang}", lang, loc[lang]

    yield from texts(f"{tid}:plain", topic.get("plain"))
    yield from texts(f"{tid}:summary", topic.get("summary"))
    yield from texts(f"{tid}:depends", topic.get("depends"))
    for lang in ("en", "ja", "zh"):
        for i, ask in enumerate((topic.get("asks") or {}).get(lang) or []):
            yield f"{tid}:asks.{lang}.{i}", lang, ask["q"] if isinstance(ask, dict) else ask
    for i, st in enumerate(topic.get("statements") or []):
        yield from texts(f"{tid}:statements.{i}.q", st.get("q"))
    for i, ch in enumerate(topic.get("changes") or []):
        yield from texts(f"{tid}:changes.{i}.summary", ch.get("summary"))
    for i, d in enumerate(topic.get("disagreements") or []):
        yield from texts(f"{tid}:disagreements.{i}.note", d.get("note"))
    for faq in topic.get("faqs") or []:
        fid = faq["id"]
        for field in ("question", "answer", "short", "inference"):
            yield from texts(f"{fid}:{field}", faq.get(field))
        for j, part in enumerate(faq.get("parts") or []):
            for field in ("question", "short"):
                yield from texts(f"{fid}:parts.{j}.{field}", part.get(field))


def topic_files() -> list[Path]:
    return sorted(TOPICS.glob("*.yaml"))


def findings(paths=None) -> list[tuple[str, str, str]]:
    """(where, lang, name) for every name in another script in the topics' own words, less KEPT."""
    out = []
    for path in paths or topic_files():
        topic = yaml.safe_load(path.read_text(encoding="utf-8"))
        for where, lang, text in own_words(topic):
            for name in other_script_names(text, lang):
                if (where, name) not in KEPT:
                    out.append((where, lang, name))
    return out


def test_topics_own_words_name_cards_in_their_own_script():
    found = findings()
    shown = "\n".join(f"{w}: {n!r}" for w, _, n in found[:40])
    assert not found, f"{len(found)} own-words texts name a card in another language's script:\n{shown}"


def test_every_kept_name_is_still_there_and_has_a_reason():
    seen = set()
    for path in topic_files():
        topic = yaml.safe_load(path.read_text(encoding="utf-8"))
        for where, lang, text in own_words(topic):
            seen.update((where, n) for n in other_script_names(text, lang))
    for entry, reason in KEPT.items():
        assert entry in seen, f"{entry} is kept but no longer written"
        assert len(reason) > 20, f"{entry} is kept without a reason"


@pytest.mark.parametrize("text, lang, name", [
    ("Yes: ちょうはつ acts on the chosen Benched Pokémon.", "en", "ちょうはつ"),
    ("巨牙鲨 (Sharpedo) uses Taunt.", "en", "巨牙鲨"),
    ("对手战斗场上的オンバット（嗡蝠）不受招式效果影响。", "zh", "オンバット"),
    ("使用「サイコファング」的效果。", "zh", "サイコファング"),
    ("対戦相手の巨牙鲨が「挑衅」を使う。", "ja", "巨牙鲨"),
    ("相手のGreninjaのワザ。", "ja", "Greninja"),
    ("花岩怪（ミカルゲ）のワザ。", "ja", "花岩怪"),
    ("猴怪自身のワザによるもの。", "ja", "猴怪自身"),
    ("相手の洗翠 ジュナイパー Vのワザ。", "ja", "洗翠"),
    ("对手的Sharpedo使用招式。", "zh", "Sharpedo"),
])
def test_a_name_in_another_script_is_found(text, lang, name):
    assert name in other_script_names(text, lang)


@pytest.mark.parametrize("text, lang", [
    ("Yes: Taunt acts on the chosen Benched Pokémon, so Noibat's protection doesn't matter.", "en"),
    ("はい。「ちょうはつ」で選んだベンチポケモンが効果を受ける。リザードンexのHPは330。", "ja"),
    ("是。巨牙鲨的「挑衅」针对被选的备战宝可梦。喷火龙ex、TAG TEAM、VSTAR力量都可以。", "zh"),
    ("ja-2.2の II-D-04 と I-H を参照。", "ja"),
])
def test_own_script_and_the_games_marks_pass(text, lang):
    assert other_script_names(text, lang) == []


def test_a_made_up_topic_with_a_japanese_name_in_english_is_caught(tmp_path):
    bad = tmp_path / "II-Z-99.yaml"
    bad.write_text(yaml.safe_dump({
        "id": "II-Z-99",
        "plain": {"en": "Taunt", "ja": "ちょうはつ", "zh": "挑衅"},
        "faqs": [{"id": "II-Z-99/faq-1", "passage": "オンバットのワザ「こうそくいどう」",
                  "short": {"en": "Yes: こうそくいどう stops damage.", "ja": "はい。", "zh": "是。オンバット"}}],
    }, allow_unicode=True), encoding="utf-8")
    found = findings([bad])
    assert ("II-Z-99/faq-1:short.en", "en", "こうそくいどう") in found
    assert ("II-Z-99/faq-1:short.zh", "zh", "オンバット") in found
    assert not any(w.endswith("passage") for w, _, _ in found)
    assert not any(w.startswith("II-Z-99:plain") for w, _, _ in found)
