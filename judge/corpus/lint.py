"""``judge lint``: one report of everything wrong with topic files, against the schema and the seeds."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from judge.corpus.editions import EDITIONS
from judge.corpus.fidelity import (
    MIN_SIMILARITY,
    coverage,
    quotes,
    score,
    structure_problems,
)
from judge.corpus.load import CorpusError, Problem, load, parse_points, parse_topic, point_files, point_link_problems
from judge.corpus.models import Topic
from judge.lang.names import load as load_names
from judge.lang.text import JAPANESE_ONLY, fold
from judge.paths import rulings_dir

#: Below this share of a seed section accounted for by quotes, lint warns that text was dropped.
MIN_COVERAGE = 0.8

#: An edition named by its id ("ja-2.2", "zh-3.1"), in any language's text.
EDITION_NAMED = re.compile(r"(?<![A-Za-z0-9-])(" + "|".join(map(re.escape, EDITIONS)) + r")(?![0-9]|\.[0-9])")
#: A guide section named by its number ("II-E-33", "E-05"): a reference, not a quantity.
SECTION_NAMED = re.compile(r"(?<![A-Za-z])(?:I{1,2}[- ])?[A-H]-[0-9]{2}")
NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)*")
#: Circled step numbers the XY notice prints (❶ … ❿), which NFKC leaves as they are.
CIRCLED = str.maketrans({chr(0x2776 + i): str(i + 1) for i in range(9)} | {"❿": "10"})
#: English number words; a month name next to a day or a year ("November 2016") is its number.
EN_NUMBERS = {w: str(n) for n, w in enumerate("zero one two three four five six seven eight nine ten".split())} | {"twice": "2"}
EN_NUMBER = re.compile(r"\b(" + "|".join(EN_NUMBERS) + r")\b", re.IGNORECASE)
MONTHS = {m: str(n) for n, m in enumerate("January February March April May June July August September October November December".split(), 1)}
MONTH = re.compile(r"\b(" + "|".join(MONTHS) + r")(?= [0-9])|(?<=[0-9] )(" + "|".join(MONTHS) + r")\b")
#: A Chinese or Japanese numeral counting something (二枚, 两张, 三回); "一番" (the most) is no count.
CJK_NUMBERS = dict(zip("一二两三四五六七八九十", ["1", "2", "2", "3", "4", "5", "6", "7", "8", "9", "10"]))
CJK_NUMBER = re.compile(r"([一二两三四五六七八九十])(?=[枚张張匹只隻個个回次つ種种段点點人阶階])")
#: 0 and 1 are left out: every language also says them without a numeral ("a", "none", "一つも", "任何").
ARTICLE_LIKE = {"0", "1"}


def named(text: str, lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The numbers (other than 0 and 1) and the edition ids a summary's text names."""
    text = unicodedata.normalize("NFKC", text).translate(CIRCLED)
    editions = frozenset(EDITION_NAMED.findall(text))
    text = SECTION_NAMED.sub(" ", EDITION_NAMED.sub(" ", text))
    numbers = set(NUMBER.findall(text))
    if lang == "en":
        numbers |= {EN_NUMBERS[w.lower()] for w in EN_NUMBER.findall(text)}
        numbers |= {MONTHS[a or b] for a, b in MONTH.findall(text)}
    else:
        numbers |= {CJK_NUMBERS[c] for c in CJK_NUMBER.findall(text)}
    return frozenset(numbers - ARTICLE_LIKE), editions


def summary_problems(topic: Topic) -> list[tuple[str, str]]:
    """Where a summary's languages name different numbers or different editions: (path, message) pairs.

    The languages state one ruling, so a number or an edition named in one is named in all."""
    return [("summary", m) for m in languages_differ(topic.summary.model_dump(exclude_none=True), ("numbers", "editions"))]


def languages_differ(texts: dict[str, str], what: tuple[str, ...]) -> list[str]:
    """Where texts saying the same in several languages name different numbers (or editions: ``what``
    names which of the two are compared), as messages listing each language's."""
    said = {lang: named(text, lang) for lang, text in texts.items()}
    out = []
    for i, kind in enumerate(("numbers", "editions")):
        if kind in what and len({v[i] for v in said.values()}) > 1:
            listed = "; ".join(f"{lang}: {', '.join(sorted(v[i])) or 'none'}" for lang, v in said.items())
            out.append(f"the languages name different {kind} ({listed})")
    return out


#: Kana, and the Han characters (with the marks names print: ◇ ・ ー).
KANA_CHARS = "\u3041-\u309f\u30a0-\u30ff\uff66-\uff9f"
HAN_CHARS = "\u3400-\u4dbf\u4e00-\u9fff"
CJK_NAME_RUN = re.compile(f"[{KANA_CHARS}{HAN_CHARS}][{KANA_CHARS}{HAN_CHARS}◇・ー]*")
KANA_RUN = re.compile(f"[{KANA_CHARS}][{KANA_CHARS}◇・ー]*")
HAN_RUN = re.compile(f"[{HAN_CHARS}]+")
QUOTED = re.compile(r"「([^「」]+)」")
#: Words in Latin letters, several in a row ("THE BEST OF XY") read as one.
LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z0-9'’.\-]*(?: [A-Za-z][A-Za-z0-9'’.\-]*)*")
#: What a Japanese or Chinese text writes in Latin letters as every language prints it: the game's
#: marks (ex, V, VMAX, VSTAR, GX, EX, TAG TEAM, Tera, V-UNION, BREAK, ACE SPEC, M of Mega Evolution,
#: ◇'s Prism Star), HP, the series (XY, BW, SM, SV), a guide's version ("Ver.2.0") and a step's letter ("b.").
GAME_MARKS = frozenset("ex EX V VMAX VSTAR GX TAG TEAM Tera V-UNION BREAK ACE SPEC M HP XY BW SM SV DP Prism Star".split())
STEP_OR_VERSION = re.compile(r"[a-h]\.|Ver\.[0-9.]+|[A-Z]")
#: A ruling named by its id without a number ("I-H", "I-E"): a reference, as SECTION_NAMED.
TOPIC_NAMED = re.compile(r"(?<![A-Za-z0-9-])I{1,2}-[A-H](?![A-Za-z0-9])")
#: Names in another script a point's text keeps, by (point, language, name), with the reason.
OTHER_SCRIPT_KEPT = {
    ("II-D-05/p2", "zh", "まで選び"): "the point is the wording of the Japanese cards of the XY series and before, "
                                     "which the ja-2.2 section rules on; the wording is quoted as those cards print it",
    ("II-D-10/p3", "zh", "にげるために必要なエネルギー"): "the point is the wording of the Japanese cards of the XY series "
                                                  "and before (ja-2.2), quoted as those cards print it",
    ("II-E-04/p2", "ja", "每当【昏厥】时"): "the point is the wording of the Chinese cards (zh-3.1), quoted as they print it",
    ("XY-applied-rules/p3", "ja", "THE BEST OF XY"): "the product's title, printed in Latin letters on the Japanese pack",
    ("XY-applied-rules/p3", "zh", "THE BEST OF XY"): "the product's title, printed in Latin letters on the Japanese pack; "
                                                    "it has no Chinese name",
    ("XY-applied-rules/p1", "ja", "TOKYO"): "the venue's name as the notice prints it (プレイジムTOKYO)",
    ("XY-applied-rules/p1", "zh", "Play Gym TOKYO"): "the name of the venue in Tokyo whose events the notice rules, "
                                                    "which has no Chinese name",
}


def _not_jis(c: str) -> bool:
    """A Han character Japanese text does not print (none of JIS X 0208 and its extensions: 击, 龙, 启)."""
    try:
        c.encode("cp932")
    except UnicodeEncodeError:
        return True
    return False


#: What a name's key drops: spaces, middle dots, hyphens, apostrophes and full stops (「アローラ ペルシアン」, 「ヒスイ・ゾロア」).
NOT_IN_KEY = re.compile(r"[\s・·\-'’.。]")


def key(name: str) -> str:
    """A name folded (judge.lang.text.fold: NFKC, lower case, katakana as hiragana) without the marks NOT_IN_KEY drops: a
    quoted name and the name table's form of it compare alike."""
    return NOT_IN_KEY.sub("", fold(name))


def _name_forms() -> dict[str, frozenset[str]]:
    """The folded forms of the name table by the language that prints them (``ja``, ``zh``)."""
    forms: dict[str, set[str]] = {"ja": set(), "zh": set()}
    for entity in load_names():
        forms["ja"].update(key(f) for f in entity.ja)
        forms["zh"].update(key(f) for f in entity.zh_hans + entity.zh_hant)
    return {lang: frozenset(f - {""}) for lang, f in forms.items()}


_FORMS: dict[str, frozenset[str]] = {}


def other_script_names(text: str, lang: str) -> list[str]:
    """What a point's text (``lang``: en, ja or zh) writes in another language's script, as read aloud
    in its own language no player knows: in English, any Japanese or Chinese; in Chinese, kana, a
    character only Japanese prints, or a quoted name only the Japanese of the name table spells; in
    Japanese, a character Japanese never prints or a quoted name only the Chinese spells; in either,
    words in Latin letters other than the game's own marks (GAME_MARKS)."""
    if lang == "en":
        return CJK_NAME_RUN.findall(text)
    if not _FORMS:
        _FORMS.update(_name_forms())
    other = "zh" if lang == "ja" else "ja"
    found: list[str] = []

    def quoted_or(run: str, at: int) -> str:
        for q in QUOTED.finditer(text):
            if q.start(1) <= at < q.end(1):
                return q.group(1)
        return run

    if lang == "zh":
        found += [quoted_or(m.group(), m.start()) for m in KANA_RUN.finditer(text)]
    for m in HAN_RUN.finditer(text):
        bad = [i for i, c in enumerate(m.group()) if (c in JAPANESE_ONLY if lang == "zh" else _not_jis(c))]
        if bad:
            found.append(quoted_or(m.group(), m.start() + bad[0]))
    for q in QUOTED.finditer(text):
        k = key(q.group(1))
        if k in _FORMS[other] and k not in _FORMS[lang]:
            found.append(q.group(1))
    plain = TOPIC_NAMED.sub(" ", SECTION_NAMED.sub(" ", EDITION_NAMED.sub(" ", text)))
    for m in LATIN_RUN.finditer(plain):
        if any(w not in GAME_MARKS and not STEP_OR_VERSION.fullmatch(w) for w in m.group().split()):
            found.append(m.group())
    return list(dict.fromkeys(found))


def other_script_problems(point) -> list[tuple[str, str]]:
    """Where a point's line or question names a card, attack or Ability in another language's script
    (other_script_names), less what OTHER_SCRIPT_KEPT keeps: (path, message) pairs."""
    out = []
    for field in ("line", "ask"):
        texts = getattr(point, field, None)
        for lang in ("en", "ja", "zh"):
            text = getattr(texts, lang, None) if texts else None
            for name in other_script_names(text or "", lang):
                if (point.id, lang, name) not in OTHER_SCRIPT_KEPT:
                    out.append((f"{field}.{lang}", f"{name!r} is written in another language's script: name it "
                                                   f"as the {lang} cards print it (the card table), or describe it"))
    return out


@dataclass
class Finding:
    problem: Problem
    severity: str  # "error" or "warning"


def lint_files(paths: list[Path], corpus_root: Path | None = None) -> list[Finding]:
    findings: list[Finding] = []
    siblings = {}
    for path in paths:
        topic, _ = parse_topic(path)
        if topic:
            siblings[topic.id] = topic
    for path in paths:
        topic, problems = parse_topic(path)
        findings += [Finding(p, "error") for p in problems]
        if topic is None:
            continue
        for q in quotes(topic):
            s = score(q)
            if s is None:
                findings.append(Finding(Problem(str(path), q.path, f"{q.edition} has no seed section for {topic.id}"), "error"))
            elif s.similarity < MIN_SIMILARITY:
                findings.append(Finding(Problem(str(path), q.path, f"similarity {s.similarity:.2f} < {MIN_SIMILARITY}; worst line ({s.worst_line_score:.2f}): {s.worst_line[:80]}"), "error"))
        for where, message in structure_problems(topic):
            findings.append(Finding(Problem(str(path), where, message), "error"))
        for where, message in summary_problems(topic):
            findings.append(Finding(Problem(str(path), where, message), "warning"))
        for edition in sorted({s.edition for s in topic.sources}):
            c = coverage(topic, edition, siblings)
            if c is not None and c < MIN_COVERAGE and edition not in ("xy-2016", "sv-2025-notes", "ja-3.1"):
                findings.append(Finding(Problem(str(path), "sources", f"{edition}: quotes account for {c:.0%} of the seed section (< {MIN_COVERAGE:.0%}): something was left out"), "warning"))
    # Links are checked against the whole corpus; while the corpus is still being written,
    # a link to a topic not yet encoded is a warning here (the tests make it an error).
    try:
        load(corpus_root)
    except CorpusError as err:
        linted = {str(p.resolve()) for p in paths}
        mine = [p for p in err.problems if str(Path(p.file).resolve()) in linted]
        findings += [Finding(p, "warning") for p in mine if "links to unknown" in p.message]
        findings += [Finding(p, "error") for p in mine if ".quotes." in p.path]
    return findings


#: The fewest points a topic states (its own and its FAQs'), and a FAQ.
MIN_TOPIC_POINTS, MIN_FAQ_POINTS = 2, 1


def lint_points(paths: list[Path], whole: bool = False, corpus_root: Path | None = None) -> list[Finding]:
    """Everything wrong with points files: the schema, words that are not part of the passage they
    cite, links that do not resolve, a card named in another language's script (errors); lines whose languages name different numbers, a topic
    with fewer than two points or a FAQ with none (warnings). With ``whole``, every topic and FAQ of
    the corpus is also checked for having its points."""
    if not paths and not whole:
        return []
    try:  # the topics alone: another points file being written is not this one's problem
        corpus = load(corpus_root, with_points=False)
    except CorpusError as err:
        return [Finding(p, "error") for p in err.problems]
    root = corpus_root or rulings_dir()
    parsed = {path.resolve(): parse_points(path, corpus.topics) for path in point_files(root)}
    every = {p.id: p for points, _ in parsed.values() for p in points}
    rulings = set(corpus.ids())
    findings = []
    for path in paths:
        points, problems = parsed.get(path.resolve()) or parse_points(path, corpus.topics)
        findings += [Finding(p, "error") for p in problems]
        findings += [Finding(p, "error") for p in point_link_problems({p.id: p for p in points}, rulings, root, set(every))]
        for i, point in enumerate(points):
            findings += [Finding(Problem(str(path), f"points.{i}.line", m), "warning")
                         for m in languages_differ({l: getattr(point.line, l) for l in ("en", "ja", "zh")}, ("numbers",))]
            findings += [Finding(Problem(str(path), f"points.{i}.{where}", m), "error") for where, m in other_script_problems(point)]
    topics = corpus.topics.values() if whole else [corpus.topics[p.stem] for p in paths if p.stem in corpus.topics]
    for topic in topics:
        findings += [Finding(Problem(f"points/{topic.id}.yaml", "", message), "warning") for message in too_few_points(every, topic)]
    return findings


def too_few_points(points: dict, topic: Topic) -> list[str]:
    """What a topic lacks of its points: fewer than MIN_TOPIC_POINTS in all, a FAQ with none."""
    out = []
    mine = [p for p in points.values() if p.ruling.split("/")[0] == topic.id]
    if len(mine) < MIN_TOPIC_POINTS:
        out.append(f"{topic.id} states {len(mine)} point(s); a topic states at least {MIN_TOPIC_POINTS}")
    for faq in topic.faqs:
        if sum(p.ruling == faq.id for p in mine) < MIN_FAQ_POINTS:
            out.append(f"{faq.id} has no point")
    return out
