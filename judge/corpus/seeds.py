"""The source documents split into sections, for the completeness and fidelity checks.

The seeds are text extractions (OCR and web captures): headings carry markdown marks,
``O`` read for ``0`` (``A-O1``) and stray spaces. Each guide is cut at its section
headings by looking for the labels it must contain, in the order the guide prints them,
after its table of contents; each section knows its FAQ and example markers.
"""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from judge.corpus.editions import EDITIONS
from judge.paths import ROOT

#: The seeds folder: ``$JUDGE_SEEDS`` or ``../shared/seeds`` beside the checkout.
DEFAULT_SEEDS = ROOT.parent / "shared" / "seeds"

FAQ_MARK = re.compile(r"【?FAQ\s*(\d*)\s*】")
EXAMPLE_MARK = re.compile(r"【文例\s*(\d*)\s*】|^例\)", re.M)


def seeds_dir() -> Path:
    return Path(os.environ.get("JUDGE_SEEDS", DEFAULT_SEEDS))


class SeedsMissing(FileNotFoundError):
    """The source documents are not where the seeds folder says: its message says where they were
    looked for and how to point ``JUDGE_SEEDS`` at them."""

    def __init__(self, path: Path):
        self.path = path
        folder = path.parent
        where = f"the seeds folder {folder} does not exist" if not folder.is_dir() else f"the seeds folder {folder} has no {path.name}"
        super().__init__(f"{where}. The source documents (the rule guides' text) are read from ../shared/seeds beside the "
                         f"checkout; set JUDGE_SEEDS to the folder that holds them (JUDGE_SEEDS=/path/to/seeds).")


#: Energy-type names as quotes write a restored icon (``[炎]``) or a lost one (``[?]``).
TYPE_TOKEN = re.compile(
    r"\[(?:草|炎|水|雷|超|闘|悪|鋼|フェアリー|ドラゴン|無色|火|斗|恶|钢|妖精|龙|无色|\?)\]"
)


#: Glyphs the extraction left where an energy icon was (both sides drop them before comparing).
ICON_GLYPHS = re.compile(r"\\(?:big)?star|[★☆◆◇♣♠♡♢☉☾⚡◎⬤Ⓞ]")


def fold(text: str) -> str:
    """The form passages are compared in: NFKC; markdown marks, table rules, energy-type
    tokens and every kind of whitespace removed (the seeds lost the icons the tokens restore)."""
    text = unicodedata.normalize("NFKC", text)
    text = TYPE_TOKEN.sub("", ICON_GLYPHS.sub("", text))
    text = re.sub(r"</?u>|<br\s*/?>|\*\*|^#+|^\s*[-•]\s|^\|?[\s\-:|]+\|?$", "", text, flags=re.M)
    return re.sub(r"\s+", "", text)


def clean_line(line: str) -> str:
    """A line as a heading is matched: NFKC, markdown stripped, ``O`` read as ``0`` in labels."""
    line = unicodedata.normalize("NFKC", line)
    line = re.sub(r"</?u>|\*\*", "", line)
    line = re.sub(r"^[\s#\-]+", "", line).strip()
    return re.sub(r"\b([A-H])\s*-\s*([O0-9])([O0-9])", lambda m: f"{m[1]}-{m[2].replace('O', '0')}{m[3].replace('O', '0')}", line)


@dataclass
class SeedSection:
    """One section of a source document."""

    edition: str
    key: str
    """The topic id the section maps onto (``II-B-09``), or a group key (``I-A``)."""
    label: str
    """The section label, e.g. ``Ⅱ B-09``."""
    heading: str
    """The heading line as cleaned."""
    line: int
    """1-based line number of the heading in the seed file."""
    text: str = ""
    faq_marks: list[str] = field(default_factory=list)
    example_marks: list[str] = field(default_factory=list)


def _labels(part: str, groups: dict[str, int]) -> list[str]:
    """Section labels of one part in printed order: a group letter, then its numbered sections."""
    out = []
    for letter, count in groups.items():
        out.append(letter)
        out.extend(f"{letter}-{n:02d}" for n in range(1, count + 1))
    return out


GUIDE_LAYOUT = {
    "ja-2.2": {
        "I": ("遊びかた説明書の補足", {"A": 5, "B": 3, "C": 0, "D": 0, "E": 0, "F": 0, "G": 0, "H": 0}),
        "II": ("カードの説明文", {"A": 0, "B": 9, "C": 20, "D": 17, "E": 29}),
    },
    "zh-3.1": {
        "I": ("玩法说明书的补充", {"A": 5, "B": 4, "C": 0, "D": 0, "E": 0, "F": 0, "G": 0, "H": 0}),
        "II": ("卡牌说明文", {"A": 0, "B": 9, "C": 20, "D": 19, "E": 39}),
    },
}

#: ja-2.2 prints Part I B as グッズ (tools inside it), サポート, スタジアム; the ids follow zh-3.1.
JA22_PART_I_B = {"B-01": "I-B-01", "B-02": "I-B-03", "B-03": "I-B-04"}

#: The Ver 3.1 excerpt prints no labels: its headings, in order, and the topics they map onto.
JA31_HEADINGS = [
    ("ワザを使う手順", "I-A-01"),
    ("特性", "I-A-02"),
    ("にげる", "I-A-03"),
    ("ベンチに出す", "I-A-04"),
    ("進化", "I-A-05"),
    ("トレーナーズ", "I-B"),
    ("グッズ", "I-B-01"),
    ("ポケモンのどうぐ", "I-B-02"),
    ("サポート", "I-B-03"),
    ("スタジアム", "I-B-04"),
]

PART_MARK = {"I": "Ⅰ", "II": "Ⅱ"}


def topic_key(edition: str, part: str, label: str) -> str:
    """The topic id a guide label maps onto (single letters of Part I are topics, others groups)."""
    if edition == "ja-2.2" and part == "I" and label in JA22_PART_I_B:
        return JA22_PART_I_B[label]
    return f"{part}-{label}"


def _split_guide(edition: str, lines: list[str]) -> list[SeedSection]:
    cleaned = [clean_line(l) for l in lines]
    sections: list[SeedSection] = []
    pos = 0
    for part, (part_title, groups) in GUIDE_LAYOUT[edition].items():
        # The part's title appears in the table of contents and again where the body begins.
        hits = [i for i, l in enumerate(cleaned) if part_title in l and len(l) < 30 and i >= pos]
        if len(hits) < 2 and part == "I":
            raise ValueError(f"{edition}: cannot find the body of part {part}")
        pos = hits[1] + 1 if part == "I" else hits[0] + 1
        if part != "I":
            # The part's own introduction ends the previous part's last section.
            sections.append(SeedSection(edition, part, PART_MARK[part], cleaned[pos - 1], pos))
        for label in _labels(part, groups):
            pattern = re.compile(rf"^{re.escape(label)}(?![0-9A-Za-z\-])")
            for i in range(pos, len(cleaned)):
                if pattern.match(cleaned[i]) and len(cleaned[i]) < 80:
                    break
            else:
                raise ValueError(f"{edition}: section {part} {label} not found after line {pos + 1}")
            heading = cleaned[i][len(label):].strip(" .。")
            sections.append(SeedSection(edition, topic_key(edition, part, label), f"{PART_MARK[part]} {label}", heading, i + 1))
            pos = i + 1
    return sections


def _split_ja31(lines: list[str]) -> list[SeedSection]:
    cleaned = [clean_line(l) for l in lines]
    sections, pos = [], 0
    for heading, key in JA31_HEADINGS:
        i = cleaned.index(heading, pos)
        sections.append(SeedSection("ja-3.1", key, heading, heading, i + 1))
        pos = i + 1
    return sections


def _whole(edition: str, lines: list[str]) -> list[SeedSection]:
    return [SeedSection(edition, edition, EDITIONS[edition].title, EDITIONS[edition].title, 1)]


@lru_cache(maxsize=None)
def seed_text(edition: str) -> str:
    path = seeds_dir() / EDITIONS[edition].seed
    if not path.is_file():
        raise SeedsMissing(path)
    return path.read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def sections(edition: str) -> tuple[SeedSection, ...]:
    """The sections of an edition's seed, in order, with their text and markers."""
    lines = seed_text(edition).splitlines()
    if edition in GUIDE_LAYOUT:
        found = _split_guide(edition, lines)
    elif edition == "ja-3.1":
        found = _split_ja31(lines)
    else:
        found = _whole(edition, lines)
    for here, nxt in zip(found, found[1:] + [None]):
        end = nxt.line - 1 if nxt else len(lines)
        start = here.line if here.key != edition else 0
        here.text = "\n".join(lines[start:end])
        body = "\n".join(clean_line(l) for l in lines[start:end])
        here.faq_marks = [m[0] for m in FAQ_MARK.finditer(body)]
        here.example_marks = [m[0] for m in EXAMPLE_MARK.finditer(body)]
    return tuple(found)


def topic_sections(edition: str) -> dict[str, SeedSection]:
    """The sections of an edition that are ruling topics (group intros left out), by topic id."""
    return {s.key: s for s in sections(edition) if s.key.count("-") >= 1 and not _is_group(s.key)}


def _is_group(key: str) -> bool:
    part, _, rest = key.partition("-")
    return part == "I" and rest in ("A", "B") or part == "II" and rest in ("B", "C", "D", "E") or key == "I-B"


def section_for(edition: str, topic_id: str) -> SeedSection | None:
    """The seed section a topic's passage for this edition is compared against."""
    if edition in ("xy-2016", "sv-2025-notes"):
        return sections(edition)[0]
    if edition == "ja-2.2" and topic_id == "I-B-02":
        topic_id = "I-B-01"  # ja-2.2 prints Pokémon Tools inside B-01 グッズ
    return topic_sections(edition).get(topic_id)
