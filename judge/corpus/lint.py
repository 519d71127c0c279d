"""``judge lint``: one report of everything wrong with topic files, against the schema and the seeds."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from judge.corpus.fidelity import (
    MIN_SIMILARITY,
    coverage,
    quotes,
    score,
    structure_problems,
)
from judge.corpus.load import CorpusError, Problem, load, parse_points, parse_topic, point_files, point_link_problems
from judge.corpus.models import Topic
from judge.corpus.script_names import EDITION_NAMED, SECTION_NAMED, other_script_names
from judge.paths import rulings_dir

#: Below this share of a seed section accounted for by quotes, lint warns that text was dropped.
MIN_COVERAGE = 0.8

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
