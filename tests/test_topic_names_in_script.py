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

import re
from pathlib import Path

import pytest
import yaml

from judge.corpus.lint import EDITION_NAMED, SECTION_NAMED
from judge.lang.text import JAPANESE_ONLY

TOPICS = Path(__file__).resolve().parent.parent / "rulings" / "topics"

KANA_CHARS = "\u3041-\u309f\u30a0-\u30ff\uff66-\uff9f"
HAN_CHARS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK_NAME_RUN = re.compile(f"[{KANA_CHARS}{HAN_CHARS}][{KANA_CHARS}{HAN_CHARS}◇・ー]*")
KANA_RUN = re.compile(f"[{KANA_CHARS}][{KANA_CHARS}◇・ー]*")
HAN_RUN = re.compile(f"[{HAN_CHARS}]+")
QUOTED = re.compile(r"「([^「」]+)」|『([^『』]+)』|“([^“”]+)”")
#: Words in Latin letters, several in a row ("THE BEST OF XY") read as one.
LATIN_RUN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ0-9'’.\-]*(?: [A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ0-9'’.\-]*)*")
#: What a Japanese or Chinese text writes in Latin letters as every language prints it: the game's
#: marks, HP, the series, a guide's version and a step's or part's letter.
GAME_MARKS = frozenset("ex EX V VMAX VSTAR GX TAG TEAM Tera V-UNION BREAK ACE SPEC M HP XY BW SM SV DP Prism Star "
                       "LEGEND LV.X Lv.X".split())
#: Words Japanese and Chinese write in Latin letters themselves, naming no card: "OK", and the guides'
#: own 【FAQ】 marker.
OWN_LATIN_WORDS = frozenset("OK FAQ".split())
#: A step's or part's letter, a guide's version, a set's code as printed (CSV1, SM8b).
STEP_OR_VERSION = re.compile(r"[a-h]\.?|Ver\.[0-9.]*|[A-Z]|[A-Z]{2,4}[0-9]+[A-Za-z]*")
#: A ruling named by its id ("I-H", "II-D-04", "XY-applied-rules", "SV-...").
TOPIC_NAMED = re.compile(r"(?<![A-Za-z0-9-])(?:I{1,2}-[A-H](?:-[0-9]{2})?|(?:XY|SV)-[a-z0-9-]+)(?![A-Za-z0-9])")

#: The regional forms as Chinese prints them (Japanese prints ヒスイ, ガラル, アローラ, パルデア).
ZH_REGIONS = ("洗翠", "伽勒尔", "阿罗拉", "帕底亚")
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


def _not_jis(c: str) -> bool:
    """A Han character Japanese text does not print (none of JIS X 0208 and its extensions: 击, 龙, 启)."""
    try:
        c.encode("cp932")
    except UnicodeEncodeError:
        return True
    return False


_FORMS: dict[str, frozenset[str]] = {}


def name_forms() -> dict[str, frozenset[str]]:
    """The folded names of the name table by the language that prints them (``ja``, ``zh``)."""
    if not _FORMS:
        from judge.cards.table import key
        from judge.lang.names import load as load_names

        forms: dict[str, set[str]] = {"ja": set(), "zh": set()}
        for entity in load_names():
            forms["ja"].update(key(f) for f in entity.ja)
            forms["zh"].update(key(f) for f in entity.zh_hans + entity.zh_hant)
        _FORMS.update({lang: frozenset(f - {""}) for lang, f in forms.items()})
    return _FORMS


_ZH_ONLY: set[str] = set()


def zh_only_han() -> set[str]:
    """The names of the name table only Chinese spells, in Han characters alone (卡比兽, 花岩怪): in a
    Japanese text, even inside a longer run (猴怪自身), they are the Chinese name."""
    if not _ZH_ONLY:
        forms = name_forms()
        _ZH_ONLY.update(f for f in forms["zh"] if len(f) >= 2 and f not in forms["ja"] and HAN_RUN.fullmatch(f))
    return _ZH_ONLY


def _quoted(m: re.Match) -> str:
    return next(g for g in m.groups() if g is not None)


def other_script_names(text: str, lang: str) -> list[str]:
    """What a text in ``lang`` (en, ja or zh) writes in another language's script."""
    if lang == "en":
        return list(dict.fromkeys(CJK_NAME_RUN.findall(text)))
    from judge.cards.table import key

    forms = name_forms()
    other = "zh" if lang == "ja" else "ja"
    found: list[str] = []
    quotes = list(QUOTED.finditer(text))

    def quoted_or(run: str, at: int) -> str:
        for q in quotes:
            if q.start() < at < q.end():
                return _quoted(q)
        return run

    if lang == "zh":
        found += [quoted_or(m.group(), m.start()) for m in KANA_RUN.finditer(text)]
    for m in HAN_RUN.finditer(text):
        bad = [i for i, c in enumerate(m.group()) if (c in JAPANESE_ONLY if lang == "zh" else _not_jis(c))]
        if bad:
            found.append(quoted_or(m.group(), m.start() + bad[0]))
    if lang == "ja":
        zh_only = zh_only_han()
        for m in HAN_RUN.finditer(text):
            run = m.group()
            inside = any(run[i:j] in zh_only for i in range(len(run)) for j in range(i + 2, len(run) + 1))
            if inside or run.startswith(ZH_REGIONS):
                found.append(quoted_or(run, m.start()))
    for q in quotes:
        k = key(_quoted(q))
        if k in forms[other] and k not in forms[lang] and not LATIN_RUN.fullmatch(_quoted(q)):
            found.append(_quoted(q))
    plain = TOPIC_NAMED.sub(" ", SECTION_NAMED.sub(" ", EDITION_NAMED.sub(" ", text)))
    for m in LATIN_RUN.finditer(plain):
        # A mark with a number after it ("HP130", "V2匹", "GX2匹") is the mark.
        words = [re.sub(r"[0-9]*\.?$", "", w) if re.sub(r"[0-9]*\.?$", "", w) in GAME_MARKS | OWN_LATIN_WORDS else w
                 for w in m.group().split()]
        if any(w not in GAME_MARKS and w not in OWN_LATIN_WORDS and not STEP_OR_VERSION.fullmatch(w) for w in words):
            found.append(m.group())
    return list(dict.fromkeys(found))


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
