"""The schema of a ruling topic: one source of truth for the corpus files.

Every file in ``rulings/topics/`` is one :class:`Topic`. The models validate on load and
emit the JSON Schema published as ``rulings/topic.schema.json``.

Conventions for quoted text (``Source.text``, ``CardText.text``, ``Faq.passage``):

* the guide's own words, cleaned of OCR damage only (broken brackets, stray spaces,
  ``O`` read for ``0``, list markers);
* energy-type symbols are written as the type's name in brackets in the edition's
  language, e.g. ``[炎]``, ``[無色]``, ``[火]``, ``[无色]``, where the context settles
  which type the lost icon was; where it does not, the symbol is written ``[?]``.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .editions import EditionId

TOPIC_ID = r"^(I-(A-0[1-5]|B-0[1-4]|[C-H])|II-(A|B-0[1-9]|C-(0[1-9]|1[0-9]|20)|D-(0[1-9]|1[0-9])|E-(0[1-9]|[12][0-9]|3[0-9]))|(XY|SV)-[a-z0-9]+(-[a-z0-9]+)*)$"
FAQ_ID = r"^(?P<topic>[^/]+)/faq-(?P<n>[1-9][0-9]*)$"

Family = Literal[
    "I-A", "I-B", "I-C", "I-D", "I-E", "I-F", "I-G", "I-H",
    "II-A", "II-B", "II-C", "II-D", "II-E",
    "XY", "SV",
]

FAMILY_TITLES: dict[str, dict[str, str]] = {
    "I-A": {"ja": "ポケモン", "zh": "宝可梦", "en": "Pokémon"},
    "I-B": {"ja": "トレーナーズ", "zh": "训练家", "en": "Trainers"},
    "I-C": {"ja": "エネルギー", "zh": "能量", "en": "Energy"},
    "I-D": {"ja": "きぜつ", "zh": "昏厥", "en": "Knock Out"},
    "I-E": {"ja": "勝ち負け", "zh": "胜负", "en": "Winning and losing"},
    "I-F": {"ja": "ポケモンチェック", "zh": "宝可梦检查", "en": "Pokémon Checkup"},
    "I-G": {"ja": "対戦準備", "zh": "对战准备", "en": "Setup"},
    "I-H": {"ja": "山札", "zh": "牌库", "en": "Deck"},
    "II-A": {"ja": "カードの説明文について", "zh": "关于卡牌说明文", "en": "About card text"},
    "II-B": {"ja": "ダメージ計算関連", "zh": "伤害计算相关", "en": "Damage calculation"},
    "II-C": {"ja": "効果", "zh": "效果", "en": "Effects"},
    "II-D": {"ja": "用語", "zh": "术语", "en": "Terms"},
    "II-E": {"ja": "その他の説明文", "zh": "其他说明文", "en": "Other card text"},
    "XY": {"ja": "XYレギュレーション", "zh": "XY赛制", "en": "XY-regulation events"},
    "SV": {"ja": "ルール概説（非公式）", "zh": "规则概述（非官方）", "en": "Rules overview (non-official)"},
}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class Trilingual(Strict):
    """The same words in Japanese, Chinese and English."""

    ja: str = Field(min_length=1, description="Japanese.")
    zh: str = Field(min_length=1, description="Simplified Chinese.")
    en: str = Field(min_length=1, description="English.")


class Localized(Strict):
    """Own-words text in English and in the edition's language (the other may be given too)."""

    en: str = Field(min_length=1, description="English.")
    ja: str | None = Field(None, min_length=1, description="Japanese.")
    zh: str | None = Field(None, min_length=1, description="Simplified Chinese.")


class Asks(Strict):
    """How players and judges ask about a ruling at the table, in own words: short questions in each
    language (search finds the ruling by them; the ruling page lists them)."""

    en: list[str] = Field(default_factory=list, description="Questions in English.")
    ja: list[str] = Field(default_factory=list, description="Questions in Japanese.")
    zh: list[str] = Field(default_factory=list, description="Questions in Simplified Chinese.")


CardKind = Literal[
    "attack", "ability", "gx-attack", "vstar-power", "rule", "ancient-trait",
    "item", "tool", "supporter", "stadium", "special-energy", "basic-energy", "pokemon",
]


class CardText(Strict):
    """A card a ruling names, with the text the guide quotes from it."""

    name: str = Field(min_length=1, description="The card's name as the guide prints it, e.g. 'こだわりメット' or '喷火龙'.")
    set: str | None = Field(None, description="Set code and number as printed, e.g. 'SM8 085/095' or 'CS5a'.")
    kind: CardKind = Field(description="What part of the card is quoted: an attack, an Ability, a Trainer card, ...")
    effect: str | None = Field(None, description="The attack's or Ability's name when the quote is one of them, e.g. 'とっしん'.")
    text: str | None = Field(None, description="The card text as the guide quotes it (cleaned of OCR damage only).")


class Source(Strict):
    """One edition's passage for a topic."""

    edition: EditionId = Field(description="Which document the passage is from.")
    section: str = Field(min_length=1, description="The section label as the edition prints it, e.g. 'Ⅱ B-09'; for an unnumbered document its heading.")
    heading: str = Field(min_length=1, description="The section heading as printed (cleaned), e.g. 'この(自分の)ポケモンにも、●ダメージ'.")
    text: str = Field(min_length=1, description="The passage as printed, cleaned of OCR damage only. Examples and FAQs are recorded separately.")
    inferred_section: bool = Field(False, description="True when the document prints no label and the mapping onto this topic is the corpus's inference.")


class Example(Strict):
    """A 文例 / 例 block: the cards a section quotes to illustrate its wording."""

    edition: EditionId
    label: str = Field(min_length=1, description="The marker as printed, e.g. '【文例1】' or '例)'.")
    cards: list[CardText] = Field(min_length=1)
    note: str | None = Field(None, description="Any guide text attached to the example (quoted, cleaned).")


class Faq(Strict):
    """A 【FAQ】 block of a guide section."""

    id: str = Field(pattern=FAQ_ID, description="'<topic>/faq-<n>', numbered within the topic: ja-2.2 FAQs first, then zh-3.1, in printed order.")
    edition: EditionId
    label: str = Field(min_length=1, description="The marker as printed, e.g. '【FAQ1】'.")
    ordinal: int = Field(ge=1, description="Which FAQ block of this edition's section this is (1 = the first printed).")
    cards: list[CardText] = Field(default_factory=list, description="The cards the FAQ names (may be empty for a general FAQ).")
    question: Localized = Field(description="The situation as a question, in own words: English and the edition's language.")
    answer: Localized = Field(description="The ruling as an answer, in own words: English and the edition's language.")
    passage: str = Field(min_length=1, description="The guide's ruling text for this FAQ as printed (cleaned), without the card text.")
    scenarios: list[str] = Field(default_factory=list, description="Ids of scenario files that replay this FAQ.")
    no_scenario: str | None = Field(None, description="Why this FAQ has no scenario, when it describes no board situation.")


class Link(Strict):
    """A reference to another topic."""

    id: str = Field(description="The topic or FAQ id referred to.")
    printed: str | None = Field(None, description="The cross-reference as the guide prints it, e.g. '→ D 【きぜつ】参照'; empty for a related topic the corpus adds.")
    edition: EditionId | None = None


class Change(Strict):
    """A ruling change the guide records (e.g. ja-2.2 B-07 【裁定変更】)."""

    edition: EditionId
    text: str = Field(min_length=1, description="The guide's note as printed.")
    summary: str = Field(min_length=1, description="What changed, in own words (English).")


class Disagreement(Strict):
    """Where a regulation notice or secondary source rules differently from a guide."""

    topic: str = Field(description="The guide topic it disagrees with.")
    edition: EditionId = Field(description="The guide edition compared against.")
    note: str = Field(min_length=1, description="What differs, in own words (English). Marked as an inference where it is one.")


class Topic(Strict):
    """One ruling topic: a guide section across editions, or a regulation/secondary note."""

    id: str = Field(pattern=TOPIC_ID, description="The ruling id (DESIGN.md): 'I-A-01', 'II-B-09', 'XY-<slug>', 'SV-<slug>'.")
    part: Literal["I", "II", "XY", "SV"]
    family: Family
    title: Trilingual = Field(description="The section's heading as the guide phrases it (●, ▲▲ and … stand for what a card fills in).")
    plain: Trilingual | None = Field(None, description="A plain title in each language, in own words, for a reader who has not seen the guide's phrase.")
    summary: Localized = Field(description="What the ruling says, in own words.")
    asks: Asks = Field(default_factory=Asks, description="Questions this ruling settles, as people ask them (own words).")
    sources: list[Source] = Field(min_length=1)
    examples: list[Example] = Field(default_factory=list)
    faqs: list[Faq] = Field(default_factory=list)
    see_also: list[Link] = Field(default_factory=list)
    changes: list[Change] = Field(default_factory=list)
    touches: list[str] = Field(default_factory=list, description="For XY-/SV- topics: the guide topics this note touches.")
    disagreements: list[Disagreement] = Field(default_factory=list)
    scenarios: list[str] = Field(default_factory=list, description="Ids of scenario files that replay this topic's procedure.")

    @property
    def authority(self) -> str:
        return {"XY": "regulation", "SV": "secondary"}.get(self.part, "official")

    @field_validator("faqs")
    @classmethod
    def _faq_numbering(cls, faqs: list[Faq]) -> list[Faq]:
        numbers = [int(re.match(FAQ_ID, f.id)["n"]) for f in faqs]
        if numbers != list(range(1, len(faqs) + 1)):
            raise ValueError(f"FAQ ids must be numbered faq-1 … faq-{len(faqs)} in order, got {numbers}")
        return faqs

    @model_validator(mode="after")
    def _consistent(self) -> "Topic":
        prefix = self.id.split("-")[0]
        expected_part = {"I": "I", "II": "II", "XY": "XY", "SV": "SV"}[prefix]
        if self.part != expected_part:
            raise ValueError(f"part {self.part!r} does not match id {self.id!r}")
        if self.part in ("I", "II"):
            family = "-".join(self.id.split("-")[:2])
            if self.family != family:
                raise ValueError(f"family {self.family!r} does not match id {self.id!r} (expected {family!r})")
        elif self.family != self.part:
            raise ValueError(f"family must be {self.part!r} for {self.id!r}")
        for faq in self.faqs:
            if not faq.id.startswith(self.id + "/"):
                raise ValueError(f"FAQ {faq.id!r} does not belong to topic {self.id!r}")
            lang = "ja" if faq.edition.startswith(("ja", "xy", "sv")) else "zh"
            for field in ("question", "answer"):
                if getattr(getattr(faq, field), lang) is None:
                    raise ValueError(f"FAQ {faq.id!r} needs its {field} in {lang} (the edition's language)")
        editions = [s.edition for s in self.sources]
        if len(editions) != len(set(editions)):
            raise ValueError(f"one source per edition, got {editions}")
        return self


def json_schema() -> dict:
    """The JSON Schema of a topic file."""
    schema = Topic.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Ruling topic"
    return schema
