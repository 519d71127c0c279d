"""The card's own text over the general rule: where a card the question names prints a restriction on
the very point the answer leads with ("You can't use this card during your first turn" on Rare Candy,
against the rule that an effect may evolve a Pokémon on the first turn "unless the card says
otherwise"), that sentence of the card is the first result's line, quoted and cited to the card."""

from __future__ import annotations

import re

from judge.cards.naming import localized
from judge.corpus.verdicts import with_verdict_word
from judge.index.store import Store
from judge.lang.text import traditional
from judge.search.points import implied
from judge.search.question import Question

#: A sentence that forbids or denies (a restriction the card puts on itself or on what it does).
RESTRICTS = {"en": re.compile(r"\b(can't|cannot|can not|may not|isn't|aren't|doesn't|don't)\b", re.I),
             "ja": re.compile(r"(でき|使え|出せ|つけられ|にげられ|選べ)(ない|ません)|不可"),
             "zh": re.compile(r"无法|不能|不可|不得|無法")}
#: Terms every card text and every point speak of: sharing them says nothing.
GENERIC = {"pokemon-card", "effect", "damage", "play-from-hand", "pokemon", "card"}
SENTENCE = re.compile(r"[^。.!?！？()（）]+[。.!?！？]?")
#: How the line names the card's own words, per language.
SAYS = {"en": "{name}'s own text: \"{text}\"", "ja": "「{name}」のカードの文：「{text}」", "zh": "「{name}」的卡牌说明：“{text}”"}


def restriction(store: Store, card: dict, lang: str, point_terms: set[str], wanted: set[str]) -> str | None:
    """The card's sentence (in ``lang``, else English) that restricts on a term the point and the
    question share. The terms are read in the question's language, else in the English text (the
    dictionary reads English best): a card whose English restriction is on the point, and whose text
    in the question's language restricts once, gives that sentence."""
    for said_in in dict.fromkeys([lang, "en"]):
        restricting = restrictions(card, said_in)
        if any((store.terms_of(x, said_in) & point_terms & wanted) - GENERIC for x in restricting):
            own = restrictions(card, lang)
            if said_in == lang:
                return next(x for x in own if (store.terms_of(x, lang) & point_terms & wanted) - GENERIC)
            return own[0] if len(own) == 1 else (restricting[0] if not card["text"].get(lang) else None)
    return None


def restrictions(card: dict, lang: str) -> list[str]:
    """The sentences of a card's text in one language that forbid or deny."""
    text = card["text"].get(lang) or ""
    return [x for x in (s.strip() for s in SENTENCE.findall(text)) if len(x) >= 4 and RESTRICTS[lang].search(x)]


def card_text_first(store: Store, answer: dict, question: Question, cards: list[dict]) -> dict:
    """The answer with its first result's line the named card's own restriction on the point it leads
    with, where a card prints one (``card_rule``: the card, its words, its sets); the verdict "no" where
    the question asks plainly whether it can be done and the answer found a ruling (``high`` or ``low``:
    the card's own sentence, on terms the question and the point share, says it cannot, however sure the
    ranking of the rulings is; on tests/real this gave 3 more verdicts, none wrong); the answer as it was
    otherwise."""
    results = answer.get("results") or []
    if not cards or not results or not results[0].get("point"):
        return answer
    top, lang = results[0], question.lang
    payload = store.payloads[top["id"]]
    point = next((p for p in payload.get("points", []) if p["id"] == top["point"]["id"]), None)
    if point is None:
        return answer
    point_terms = set().union(*(store.terms_of(t, l) for l, t in point["line"].items()))
    wanted = implied(store, set(question.concepts))
    for card in cards:
        sentence = restriction(store, card, lang, point_terms, wanted)
        if sentence:
            name = card["name"].get(lang) or card["name"].get("en") or card["id"]
            asks = question.asking
            verdict = "no" if answer["confidence"] in ("high", "low") and not asks.flipped and not asks.asks_which else None
            line = with_verdict_word(SAYS[lang].format(name=name, text=sentence), verdict, lang)
            if answer.get("script") == "Hant":
                line = traditional(line)
            rule = {"card": card["id"], "name": card["name"], "text": sentence, "sets": card.get("sets", {}),
                    "source": card.get("source")}
            first = {**top, "short": localized(line, lang) if lang != "zh" else line, "verdict": verdict, "card_rule": rule}
            return {**answer, "results": [first] + results[1:]}
    return answer
