"""The words a one-line answer opens with for its verdict, and a ruling's id read off a point's: plain
functions of the corpus's texts and ids, kept apart from the schema (:mod:`judge.corpus.models`, of
pydantic, whose import cost a cold ``judge ask`` 0.08 s of CPU for these alone)."""

from __future__ import annotations

VERDICT_WORDS: dict[str, dict[str, str]] = {
    "en": {"yes": "Yes:", "no": "No:", "depends": "It depends:"},
    "ja": {"yes": "はい。", "no": "いいえ。", "depends": "場合による。"},
    "zh": {"yes": "是。", "no": "否。", "depends": "视情况而定。"},
}
"""The word a one-line answer opens with, per language and verdict."""


def verdict_of_short(text: str, lang: str) -> str | None:
    """The verdict a one-line answer opens with, or None when it opens with no verdict word."""
    return next((v for v, word in VERDICT_WORDS[lang].items() if text.startswith(word)), None)


def with_verdict_word(text: str, verdict: str | None, lang: str) -> str:
    """A one-line answer opening with its verdict's word, or with none when there is no verdict: the
    word a line opens with is taken off ("No: the 10 comes …" → "The 10 comes …"), and the verdict's
    put on ("No: A Supporter is …"), so that no line says a yes or no the answer does not give."""
    words = VERDICT_WORDS.get(lang, VERDICT_WORDS["en"])
    opens = next((w for w in words.values() if text.startswith(w)), None)
    if opens:
        text = text[len(opens):].lstrip()
    if verdict and text:
        return f"{words[verdict]} {text}" if lang == "en" else f"{words[verdict]}{text}"
    if lang == "en" and text[:1].islower():
        text = text[0].upper() + text[1:]
    return text


def point_ruling(point_id: str) -> str:
    """The ruling a point id is of ('II-C-05/faq-1/p2' → 'II-C-05/faq-1')."""
    return point_id.rsplit("/", 1)[0]
