"""Text folding shared by indexing and querying: NFKC, width, case, kana, language."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf]")
LATIN_WORD = re.compile(r"[a-z0-9][a-z0-9'\-]*")
CJK_RUN = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u4e00-\u9fff\u3400-\u4dbf\uff66-\uff9fー]+")
CJK_CHAR = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u4e00-\u9fff\u3400-\u4dbf\uff66-\uff9f]")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")

#: Characters that only Simplified Chinese writes (the Japanese forms differ): a query with one
#: of them and no kana is Chinese.
SIMPLIFIED = set("这们么吗呢吧个对时说还进过发样给让为从见实现来长开关门问间点击选择战备宝训练种换伤数击败胜负态检查牌库弃组规则应该则没无专业级张认证将会与两准绝剩余满减增劳续继续阶术")
#: Characters that only Japanese writes (not 「鋼」: Traditional Chinese writes it too, 「鋁鋼龍」).
JAPANESE_ONLY = set("込働畑峠円気楽売読変広払戦様図録験闘悪")
#: Characters that only Traditional Chinese writes, where Japanese writes another form (對/対, 戰/戦, 區/区, 雙/双, 會/会, 屬/属, 鐵/鉄; 這, 們, 嗎).
TRADITIONAL_ONLY = set("對戰區雙這們麼嗎從實來關點擊擇數檢應沒專證將與兩絕餘滿勞續繼寶驗獎劑會發覺變體屬鐵")


def prefold(text: str) -> str:
    """NFKC (full/half width), control characters and runs of spaces gone; case and katakana kept
    (Sudachi reads a katakana name as one word, the same name in hiragana as pieces)."""
    text = CONTROL.sub(" ", unicodedata.normalize("NFKC", text))
    return re.sub(r"\s+", " ", text).strip()


def kana(text: str) -> str:
    """Katakana as hiragana (the same length)."""
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def fold(text: str) -> str:
    """NFKC (full/half width), lower case, katakana as hiragana, control characters and runs of spaces gone."""
    return kana(prefold(text).lower())


@lru_cache(maxsize=1)
def _t2s():
    import opencc  # lazily: only Chinese text in Traditional characters needs OpenCC and its tables

    # Taiwan's forms too: 著 as the particle of 睡著, 附著 is 着 in Simplified (plain t2s keeps 著).
    return opencc.OpenCC("tw2s")


@lru_cache(maxsize=1)
def _s2t():
    import opencc  # lazily: only an answer written in Traditional characters needs OpenCC and its tables

    # Taiwan's standard characters, word for word (s2tw: no phrase rewording, so a term stays the term).
    return opencc.OpenCC("s2tw")


def traditional(text: str) -> str:
    """Simplified Chinese as Traditional (宝可梦 → 寶可夢, 撤退所需能量 → 撤退所需能量), by OpenCC: the words
    shown to a reader who asked in Traditional. Only for Chinese text: Japanese kanji would be changed."""
    if not HAN.search(text):
        return text
    # s2tw leaves 于 after some verbs (放于, 附著于), a character Taiwan writes only in names: 於
    return _s2t().convert(text).replace("于", "於")


def is_traditional(text: str) -> bool:
    """Whether Chinese text is written in Traditional characters: reading it as Simplified changes it
    (寶可夢, 撤退費用). Text both scripts write alike (回合, 能量) is not."""
    return bool(HAN.search(text)) and not KANA.search(text) and simplified(text) != text


def simplified(text: str) -> str:
    """Traditional Chinese as Simplified (寶可夢 → 宝可梦, 撤退費用 → 撤退费用), by OpenCC; the corpus
    and the term dictionary are Simplified. Only for Chinese text: Japanese kanji would be changed."""
    if not HAN.search(text):
        return text
    return _t2s().convert(text)


#: An English question may quote a card by its Japanese or Chinese name ("does こだわりメット reduce
#: recoil?"): at least this many English words, and at least one for every two CJK characters, make it
#: English.
ENGLISH_WORDS = 4


def detect_lang(text: str) -> str:
    """``ja`` when the text has kana, ``zh`` for Chinese characters without kana (Japanese-only
    forms decide a kanji-only question), else ``en``; ``en`` too when English words carry the
    question and the CJK is only a name it quotes (ENGLISH_WORDS)."""
    words = len(re.findall(r"[A-Za-z]{2,}", text))
    if words >= ENGLISH_WORDS and 2 * words >= len(CJK_CHAR.findall(text)):
        return "en"
    if KANA.search(text):
        return "ja"
    han = HAN.findall(text)
    if not han:
        return "en"
    if any(c in JAPANESE_ONLY for c in han) and not any(c in SIMPLIFIED or c in TRADITIONAL_ONLY for c in han):
        return "ja"
    return "zh"


#: Brackets that hold a sentence's aside: a sentence never ends inside one.
OPENING = "（(「『“【[〔"
CLOSING = "）)」』”】]〕"
#: Where a sentence may end: after 。！？, or after . ! ? followed by a space (or the text's end). Not at
#: a semicolon: a list's items ("six steps: the attack's damage; Weakness; …") are no sentences.
CJK_END = "。！？"
LATIN_END = ".!?"
#: Abbreviations a full stop belongs to, not a sentence's end ("e.g. on the first turn").
ABBREVIATION = re.compile(r"(?:^|[\s(（])(?:e\.g|i\.e|cf|etc|vs|ver|no|approx|incl)\.$", re.IGNORECASE)
#: A step's number ("3. まで", "执行到 3. 也"): a digit and a full stop before Japanese or Chinese text.
STEP_NUMBER = re.compile(r"\d\.$")
#: A space between two Japanese or Chinese characters: a line break a folded YAML string turned into
#: a space (Japanese and Chinese put none between words).
CJK_SPACE = re.compile(r"(?<=[\u3000-\u303f\u3041-\u30ff\u4e00-\u9fff\uff01-\uff60]) +(?=[\u3000-\u303f\u3041-\u30ff\u4e00-\u9fff\uff01-\uff60])")


def unfolded(text: str) -> str:
    """Japanese or Chinese own words without the spaces a folded line left between two characters
    ("ダメージだけを 減らす" → "ダメージだけを減らす"); spaces beside Latin letters and digits stay."""
    return CJK_SPACE.sub("", text)


def sentences(text: str) -> list[str]:
    """A text's sentences, each whole: cut after 。！？ and after . ! ? before a space, but never
    inside brackets or quotes (「…。」, "(e.g. … .)"), after an abbreviation ("e.g.") or after a step's
    number before Japanese or Chinese ("3. まで"). Unbalanced straight quotes are not counted."""
    out: list[str] = []
    depth, quoted, start = 0, False, 0
    count_quotes = text.count('"') % 2 == 0
    for i, ch in enumerate(text):
        if ch in OPENING:
            depth += 1
        elif ch in CLOSING:
            depth = max(depth - 1, 0)
        elif ch == '"' and count_quotes:
            quoted = not quoted
        if depth or quoted:
            continue
        nxt = text[i + 1:i + 2]
        if ch in CJK_END:
            cut = True
        elif ch in LATIN_END and (not nxt or nxt.isspace()):
            head = text[start:i + 1]
            after = text[i + 1:].lstrip()[:1]
            cut = not ABBREVIATION.search(head) and not (ch == "." and STEP_NUMBER.search(head) and CJK_CHAR.match(after or "a"))
        else:
            cut = False
        if cut:
            out.append(text[start:i + 1].strip())
            start = i + 1
    out.append(text[start:].strip())
    return [s for s in out if s]


def grams(folded: str) -> list[str]:
    """Character bigrams of CJK runs and trigrams of Latin words: cheap typo tolerance."""
    out = []
    for run in CJK_RUN.findall(folded):
        out.extend(run[i:i + 2] for i in range(len(run) - 1)) if len(run) > 1 else out.append(run)
    for word in LATIN_WORD.findall(folded):
        padded = f"_{word}_"
        out.extend(padded[i:i + 3] for i in range(len(padded) - 2))
    return out
