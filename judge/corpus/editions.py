"""The source documents the corpus quotes, and how a citation names them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

EditionId = Literal["ja-2.2", "ja-3.1", "zh-3.1", "xy-2016", "sv-2025-notes"]
Authority = Literal["official", "regulation", "secondary"]


@dataclass(frozen=True)
class Edition:
    """One source document."""

    id: str
    """The id citations use, e.g. ``ja-2.2``."""
    lang: Literal["ja", "zh"]
    """The language the document is written in."""
    title: str
    """The document's own title, as a citation prints it."""
    authority: Authority
    """``official`` guide, an event organiser's ``regulation`` notice, or a ``secondary`` fan source."""
    seed: str
    """The file name of its text extraction in the seeds folder."""
    partial: bool = False
    """True when the document is an excerpt that covers only some sections."""


EDITIONS: dict[str, Edition] = {
    e.id: e
    for e in (
        Edition("ja-2.2", "ja", "上級プレイヤー用ルールガイド ver 2.2", "official", "000_6f2a99e8d4bd2338.txt"),
        Edition("ja-3.1", "ja", "上級プレイヤー用ルールガイド Ver 3.1（抜粋）", "official", "001_9c1f9bed0f6bb203.txt", partial=True),
        Edition("xy-2016", "ja", "【XYシリーズ】現在のルールとの相違点について", "regulation", "002_33ecd7a8d1a34be4.txt"),
        Edition("zh-3.1", "zh", "进阶玩家向规则指南 Ver.3.1.0", "official", "003_a3dd6c4da9068e6a.txt"),
        Edition("sv-2025-notes", "ja", "ポケモンカードゲーム ルール解説（ファンサイト, 2025/3/15）", "secondary", "004_3ad1b75e547772cc.txt"),
    )
}

#: The guide editions that number their sections (Part I / Part II).
GUIDE_EDITIONS = ("ja-2.2", "zh-3.1")

#: Each reader's editions first: a Chinese reader reads zh-3.1 first, a Japanese or English reader ja-2.2.
READER_ORDER = {
    "zh": ("zh-3.1", "ja-3.1", "ja-2.2"),
    "ja": ("ja-2.2", "ja-3.1", "zh-3.1"),
    "en": ("ja-2.2", "ja-3.1", "zh-3.1"),
}


def reader_first(items: list[dict], lang: str) -> list[dict]:
    """Citations or sources (each with ``edition``), the reader's edition first; others keep their order."""
    order = READER_ORDER.get(lang, READER_ORDER["en"])
    rank = {e: i for i, e in enumerate(order)}
    return sorted(items, key=lambda c: rank.get(c["edition"], len(order)))


#: When each document is dated (its own pages or its source say so): what a difference in ruling is
#: labelled with beside the edition. The Ver 3.1 guides print no date.
DATED = {"ja-2.2": "2018-12-07", "xy-2016": "2016-11", "sv-2025-notes": "2025-03-15"}


def dated(edition: str) -> str:
    """An edition's label with its date where it has one ("xy-2016, 2016-11")."""
    return f"{edition}, {DATED[edition]}" if edition in DATED else edition


def citation(edition: str, section: str) -> str:
    """How a passage is cited: the document's title, then the section as it prints it."""
    return f"{EDITIONS[edition].title}, {section}"
