"""``judge lint``: one report of everything wrong with topic files, against the schema and the seeds."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .corpus import CorpusError, Problem, load, parse_topic
from .fidelity import MIN_SIMILARITY, coverage, quotes, score, structure_problems

#: Below this share of a seed section accounted for by quotes, lint warns that text was dropped.
MIN_COVERAGE = 0.8


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
        for edition in sorted({s.edition for s in topic.sources}):
            c = coverage(topic, edition, siblings)
            if c is not None and c < MIN_COVERAGE and edition not in ("xy-2016", "sv-2025-notes", "ja-3.1"):
                findings.append(Finding(Problem(str(path), "sources", f"{edition}: quotes account for {c:.0%} of the seed section (< {MIN_COVERAGE:.0%}): something was left out"), "warning"))
    # Links are checked against the whole corpus; while the corpus is still being written,
    # a link to a topic not yet encoded is a warning here (the tests make it an error).
    try:
        load(corpus_root)
    except CorpusError as err:
        named = {str(p.resolve()) for p in paths}
        findings += [Finding(p, "warning") for p in err.problems if str(Path(p.file).resolve()) in named and "links to unknown" in p.message]
    return findings
