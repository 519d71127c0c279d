"""A text that names a card, attack or Ability in another language's script: read aloud in its own language, a name no
player of that language knows (an English line saying 「ちょうはつ」, a Chinese one saying 「オンバット」). The corpus's own
words, a point's lines and questions (judge.corpus.lint), name each as its language prints it, read by
:func:`other_script_names`.

What counts as another language's script: in English, any kana or Han character; in Chinese, kana, a character only
Japanese prints, or a quoted name only the Japanese of the name table spells; in Japanese, a Han character Japanese never
prints (none of JIS X 0208 and its extensions) or a name only the Chinese of the name table spells; in Japanese or
Chinese, words in Latin letters other than the game's own marks (ex, V, VMAX, GX, TAG TEAM, ...), the series and the
guides' and sections' ids.
"""

from __future__ import annotations

import re

from judge.corpus.editions import EDITIONS
from judge.lang.names import load as load_names
from judge.lang.text import JAPANESE_ONLY, fold

#: An edition named by its id ("ja-2.2", "zh-3.1"), in any language's text.
EDITION_NAMED = re.compile(r"(?<![A-Za-z0-9-])(" + "|".join(map(re.escape, EDITIONS)) + r")(?![0-9]|\.[0-9])")
#: A guide section named by its number ("II-E-33", "E-05"): a reference, not a quantity.
SECTION_NAMED = re.compile(r"(?<![A-Za-z])(?:I{1,2}[- ])?[A-H]-[0-9]{2}")
#: What a name's key drops: spaces, middle dots, hyphens, apostrophes and full stops (「アローラ ペルシアン」, 「ヒスイ・ゾロア」).
NOT_IN_KEY = re.compile(r"[\s・·\-'’.。]")


def key(name: str) -> str:
    """A name folded (judge.lang.text.fold: NFKC, lower case, katakana as hiragana) without the marks NOT_IN_KEY drops: a
    quoted name and the name table's form of it compare alike."""
    return NOT_IN_KEY.sub("", fold(name))


#: Kana, and the Han characters (with the marks names print: ◇ ・ ー).
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
