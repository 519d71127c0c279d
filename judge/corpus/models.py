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
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from judge.corpus.editions import EditionId
from judge.corpus.verdicts import VERDICT_WORDS, verdict_of_short, with_verdict_word  # noqa: F401 (read here by the schema and its users)

TOPIC_ID = r"^(I-(A-0[1-5]|B-0[1-4]|[C-H])|II-(A|B-0[1-9]|C-(0[1-9]|1[0-9]|20)|D-(0[1-9]|1[0-9])|E-(0[1-9]|[12][0-9]|3[0-9]))|(XY|SV)-[a-z0-9]+(-[a-z0-9]+)*)$"
FAQ_ID = r"^(?P<topic>[^/]+)/faq-(?P<n>[1-9][0-9]*)$"
RULING_ID = r"^[^/]+(/faq-[1-9][0-9]*)?$"

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


#: How an inference the corpus adds is marked wherever it is shown, per language.
INFERENCE_MARK = {"en": "Inference (the source does not say this)", "ja": "推論（出典には書かれていない）", "zh": "推论（出处未写明）"}


class Localized(Strict):
    """Own-words text in English and in the edition's language (the other may be given too)."""

    en: str = Field(min_length=1, description="English.")
    ja: str | None = Field(None, min_length=1, description="Japanese.")
    zh: str | None = Field(None, min_length=1, description="Simplified Chinese.")


def _yaml_verdict(value: Any) -> Any:
    """A YAML 1.1 reader (PyYAML) reads an unquoted ``yes``/``no`` as a boolean: take it as the word."""
    return {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value


Verdict = Annotated[Literal["yes", "no", "depends"], BeforeValidator(_yaml_verdict)]
"""How a ruling answers a yes/no question: ``yes``, ``no``, or ``depends`` where the guide's answer
turns on the situation (and says on what)."""


def check_short(short: "Trilingual", verdict: str | None) -> None:
    """A one-line answer in each language opens with its verdict's word, and with none when there is
    no verdict (a FAQ's short, a FAQ part's short); ValueError naming the language otherwise."""
    for lang in ("en", "ja", "zh"):
        text = getattr(short, lang)
        if "\n" in text:
            raise ValueError(f"short.{lang} must be one line")
        opens = verdict_of_short(text, lang)
        if opens != verdict:
            raise ValueError(f"short.{lang} must open with {VERDICT_WORDS[lang][verdict]!r} (verdict {verdict})" if verdict
                             else f"short.{lang} opens with the verdict word {VERDICT_WORDS[lang][opens]!r} but the FAQ has no verdict")


class Ask(Strict):
    """An ask written with its answer: ``{q: "...", verdict: yes}``."""

    q: str = Field(min_length=1, description="The question, as in the plain form.")
    verdict: Verdict = Field(description="What the ruling answers to it: 'yes', 'no' or 'depends'.")


def _ask_text(item: Any) -> Any:
    """The question of an ask in either form (its verdict is collected by :class:`Asks`)."""
    return Ask.model_validate(item).q if isinstance(item, dict) else item


AskText = Annotated[str, BeforeValidator(_ask_text, json_schema_input_type=str | Ask)]


class Asks(Strict):
    """How players and judges ask about a ruling at the table, in own words: short questions in each
    language (search finds the ruling by them; the ruling page lists them).

    An ask is a plain string, or ``{q: ..., verdict: yes|no|depends}`` when it is a yes/no question the
    ruling's passages settle. Either way ``en``/``ja``/``zh`` hold the question texts, and
    ``verdicts`` maps the text of each ask written with a verdict to that verdict."""

    en: list[AskText] = Field(default_factory=list, description="Questions in English.")
    ja: list[AskText] = Field(default_factory=list, description="Questions in Japanese.")
    zh: list[AskText] = Field(default_factory=list, description="Questions in Simplified Chinese.")
    verdicts: dict[str, Verdict] = Field(default_factory=dict, description="Ask text -> the ruling's answer to it; filled from the asks written as {q, verdict}.")

    @model_validator(mode="before")
    @classmethod
    def _collect_verdicts(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        verdicts = dict(data.get("verdicts") or {})
        for lang in ("en", "ja", "zh"):
            for item in data.get(lang) or []:
                if isinstance(item, dict):
                    try:
                        ask = Ask.model_validate(item)
                    except ValidationError:
                        continue  # reported where the item is
                    verdicts[ask.q] = ask.verdict
        return {**data, "verdicts": verdicts} if verdicts else data

    @model_validator(mode="after")
    def _verdicts_on_asks(self) -> "Asks":
        asked = set(self.en) | set(self.ja) | set(self.zh)
        stray = [q for q in self.verdicts if q not in asked]
        if stray:
            raise ValueError(f"verdicts for questions that are not asks: {stray}")
        return self


class Statement(Strict):
    """One point a topic's passages state, as the yes/no question a player asks about it, with the
    guide's answer: "Can you play two Supporters in one turn?" → no. A question that asks exactly this
    point (it names every one of ``terms``, the same ``counts``, asks it the same way round and names
    nothing else the point does not) is answered by it."""

    q: Trilingual = Field(description="The point as a yes/no question, asked plainly (no negation), in own words.")
    verdict: Verdict = Field(description="The guide's answer to it: 'yes' or 'no'.")
    terms: list[str] = Field(min_length=1, description="The terms (index/terms.yaml ids) a question asking this point names, "
                                                       "each one, or any of 'a|b' (first-turn|first-player-first-turn).")
    counts: list[str] = Field(default_factory=list, description="The numbers the point is about ('2' for two Supporters): a "
                                                               "question names them, and no other but 1.")


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


class FaqPart(Strict):
    """One of the things a FAQ asks, when it asks more than one ("(a) … (b) …", or "can it be chosen,
    and do counters go on it?"), asked on its own with the situation it needs, and its own answer.
    A question that fixes one of the situations is answered by that part."""

    question: Trilingual = Field(description="This part alone as a yes/no question, in own words, with the situation it needs.")
    verdict: Verdict = Field(description="The guide's answer to this part: 'yes', 'no', or 'depends' where it still turns on the situation.")
    short: Trilingual = Field(description="The answer to this part in one line per language, starting with the verdict word (as Faq.short).")

    @model_validator(mode="after")
    def _short_opens_with_verdict(self) -> "FaqPart":
        check_short(self.short, self.verdict)
        return self


class Faq(Strict):
    """A 【FAQ】 block of a guide section.

    ``verdict`` and ``short`` answer the FAQ's question as asked, one line per language, the same ruling
    in each. A short with a verdict starts with that verdict's word in its language, always the same
    words (:data:`VERDICT_WORDS`): en "Yes:" / "No:" / "It depends:", ja 「はい。」/「いいえ。」/「場合による。」,
    zh 「是。」/「否。」/「视情况而定。」. A FAQ asking how much, at which step or what happens has no
    verdict (null), nor does one asking two things with different answers ("can it be chosen, and do
    counters go on it?"); its short opens with the answer itself ("At step 5, not step 2: ..."), never
    with a verdict word.
    """

    id: str = Field(pattern=FAQ_ID, description="'<topic>/faq-<n>', numbered within the topic: ja-2.2 FAQs first, then zh-3.1, in printed order.")
    edition: EditionId
    label: str = Field(min_length=1, description="The marker as printed, e.g. '【FAQ1】'.")
    ordinal: int = Field(ge=1, description="Which FAQ block of this edition's section this is (1 = the first printed).")
    cards: list[CardText] = Field(default_factory=list, description="The cards the FAQ names (may be empty for a general FAQ).")
    question: Localized = Field(description="The situation as a question, in own words: English and the edition's language.")
    answer: Localized = Field(description="The ruling as an answer, in own words: English and the edition's language.")
    verdict: Verdict | None = Field(None, description="The FAQ's answer when its question is a yes/no question: 'yes', 'no', or 'depends' where the guide's answer turns on the situation; null otherwise.")
    short: Trilingual = Field(description="The answer in one line per language, own words, starting with the verdict word (see the class docs).")
    passage: str = Field(min_length=1, description="The guide's ruling text for this FAQ as printed (cleaned), without the card text.")
    inference: Localized | None = Field(None, description="Reasoning the corpus adds to the answer that the passage does not state, in own words; always shown marked as an inference.")
    scenarios: list[str] = Field(default_factory=list, description="Ids of scenario files that replay this FAQ.")
    no_scenario: str | None = Field(None, description="Why this FAQ has no scenario, when it describes no board situation.")
    parts: list[FaqPart] = Field(default_factory=list, description="For a FAQ that asks two or more things with different answers (verdict null or 'depends'): each thing asked on its own, with its verdict.")

    @model_validator(mode="after")
    def _short_opens_with_verdict(self) -> "Faq":
        check_short(self.short, self.verdict)
        return self

    @model_validator(mode="after")
    def _parts_of_a_faq_asking_several_things(self) -> "Faq":
        if self.parts and (len(self.parts) < 2 or self.verdict in ("yes", "no")):
            raise ValueError("parts are for a FAQ asking two or more things (at least 2 parts, verdict null or 'depends')")
        return self

    @model_validator(mode="after")
    def _inference_in_every_language_of_the_answer(self) -> "Faq":
        if self.inference is not None:
            missing = [lang for lang, text in self.answer.model_dump(exclude_none=True).items() if getattr(self.inference, lang) is None]
            if missing:
                raise ValueError(f"the inference needs the answer's languages too: {missing}")
        return self

    def answer_shown(self) -> dict[str, str]:
        """The answer per language as answers show it: any inference follows, marked as one."""
        shown = self.answer.model_dump(exclude_none=True)
        if self.inference is not None:
            shown = {lang: f"{text} [{INFERENCE_MARK[lang]}: {getattr(self.inference, lang)}]" for lang, text in shown.items()}
        return shown


class Link(Strict):
    """A reference to another topic."""

    id: str = Field(description="The topic or FAQ id referred to.")
    printed: str | None = Field(None, description="The cross-reference as the guide prints it, e.g. '→ D 【きぜつ】参照'; empty for a related topic the corpus adds.")
    edition: EditionId | None = None


class Change(Strict):
    """A ruling change the guide records (e.g. ja-2.2 B-07 【裁定変更】)."""

    edition: EditionId
    text: str = Field(min_length=1, description="The guide's note as printed.")
    summary: Trilingual = Field(description="What changed, in own words, in each language.")


class Quoted(Strict):
    """One side of a difference: the words one edition prints on the point."""

    ruling: str = Field(pattern=RULING_ID, description="The topic or FAQ whose passage holds the words, e.g. 'II-D-04' or 'II-E-33/faq-2'.")
    edition: EditionId = Field(description="Which document the words are from.")
    text: str = Field(min_length=1, description="The words as printed (cleaned), a part of that ruling's passage in this edition.")


class Disagreement(Strict):
    """Where editions rule differently on one point: a regulation notice or secondary source against a
    guide, or one guide edition against another where the guide records no change."""

    topic: str = Field(description="The topic or FAQ it disagrees with; the topic's own id when two editions of its section differ.")
    edition: EditionId = Field(description="The edition compared against.")
    note: Trilingual = Field(description="What differs, in own words, in each language. Marked as an inference where it is one.")
    quotes: list[Quoted] = Field(default_factory=list, description="Both sides in the editions' own words: first this topic's side, then the side compared against (ruling `topic`, edition `edition`). Required between guide editions.")

    @model_validator(mode="after")
    def _sides(self) -> "Disagreement":
        if self.quotes:
            if len(self.quotes) != 2:
                raise ValueError(f"quotes holds both sides, this topic's then the other's: got {len(self.quotes)}")
            other = self.quotes[1]
            if (other.ruling, other.edition) != (self.topic, self.edition):
                raise ValueError(f"the second quote is the side compared against ({self.topic}, {self.edition}), not ({other.ruling}, {other.edition})")
            if self.quotes[0].edition == other.edition:
                raise ValueError("the two sides are from different editions")
        return self


class Topic(Strict):
    """One ruling topic: a guide section across editions, or a regulation/secondary note."""

    id: str = Field(pattern=TOPIC_ID, description="The ruling id (DESIGN.md): 'I-A-01', 'II-B-09', 'XY-<slug>', 'SV-<slug>'.")
    part: Literal["I", "II", "XY", "SV"]
    family: Family
    title: Trilingual = Field(description="The section's heading as the guide phrases it (●, ▲▲ and … stand for what a card fills in).")
    plain: Trilingual | None = Field(None, description="A plain title in each language, in own words, for a reader who has not seen the guide's phrase.")
    summary: Localized = Field(description="What the ruling says, in own words.")
    asks: Asks = Field(default_factory=Asks, description="Questions this ruling settles, as people ask them (own words).")
    statements: list[Statement] = Field(default_factory=list, description="Points the topic's passages state, each as the "
                                        "yes/no question players ask about it, with the guide's answer.")
    depends: Trilingual | None = Field(None, description="For a topic whose FAQs answer a general question differently (a reduction "
                                       "applies to self-damage with Eviolite, not with Choice Helmet): the criterion that decides, "
                                       "from the guide's own passage, in one line per language opening with the word for 'it "
                                       "depends'. A question naming no situation that tells those FAQs apart is answered by it.")
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

    @model_validator(mode="after")
    def _depends_opens_with_its_word(self) -> "Topic":
        if self.depends is not None:
            check_short(self.depends, "depends")
        return self

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
            for field in ("question", "answer", "inference"):
                words = getattr(faq, field)
                if words is not None and getattr(words, lang) is None:
                    raise ValueError(f"FAQ {faq.id!r} needs its {field} in {lang} (the edition's language)")
        editions = [s.edition for s in self.sources]
        if len(editions) != len(set(editions)):
            raise ValueError(f"one source per edition, got {editions}")
        for i, d in enumerate(self.disagreements):
            if self.part in ("I", "II") and not d.quotes:
                raise ValueError(f"disagreements.{i}: a difference between guide editions quotes both sides")
            if d.quotes and d.quotes[0].ruling.split("/")[0] != self.id:
                raise ValueError(f"disagreements.{i}: the first quote is this topic's side, not {d.quotes[0].ruling!r}")
        return self


def schema_of(model: type[BaseModel], title: str) -> dict:
    """The JSON Schema (draft 2020-12) of a file one model reads, under its title."""
    schema = model.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = title
    return schema


def json_schema() -> dict:
    """The JSON Schema of a topic file."""
    return schema_of(Topic, "Ruling topic")
