"""Ranking a question's candidates: a combined score from their features and named weights
(:data:`WEIGHTS`), then the re-ranking passes of :data:`RANK_STEPS`, in order, each with its
measured constant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Callable

from judge.lang.text import fold
from judge.search.candidates import Candidate, Features
from judge.search.query import Query, named
from judge.search.store import Store

#: Weight of the re-ranking signal: how much of the question's wording the candidate's own title,
#: summary and question share, in the question's language (character n-gram cosine).
RERANK = 2.0
#: Weight of the nearest way the ruling is asked (a topic's asks, a FAQ's question) to the question.
NEAREST = 0.75
#: Weight of how many of the question's terms (concepts) the ruling holds anywhere, as a share.
COVER = 1.0
#: The combined score's weight of each feature: the word score's share counts as it is. RERANK,
#: NEAREST and COVER were set by hand (no measurement of them is recorded): the first weights a
#: fitted model is to replace.
WEIGHTS = Features(words=1.0, lead=RERANK, asked=NEAREST, cover=COVER)
FEATURES = tuple(f.name for f in fields(Features))

#: A FAQ's final score is multiplied by this against other rulings (not against its own topic, see
#: faq_weight): a FAQ that names the question's card no longer outranks the topic that
#: rules the general point (Guzma, Max Potion). Measured on the dev and real sets: 1.0 gives dev
#: en/ja top-1 0.945/0.945 and real en/ja 0.612/0.602; 0.8 gives 0.964/0.964 and 0.653/0.617
#: (real ja top-3 0.875 -> 0.859); 0.7 and below lower real ja top-3 further.
FAQ_WEIGHT = 0.8
#: How far a FAQ that matches better than its topic moves past the topic, per unit of its lead: small
#: enough to pass no other ruling, enough to order two such FAQs of one topic by how well each matches.
FAQ_ORDER = 1e-3
#: Two FAQs of one topic matched this close (the second's score over the first's, before FAQ_WEIGHT):
#: the topic comes first. Measured on tests/questions: top-1 0.970 -> 0.976 and right when high 0.978
#: -> 0.985 (Galarian Articuno's Ability "with an empty hand" met its empty-deck FAQ first); the same
#: from 0.90 to 0.95, one fewer at 0.97; every other set the same.
FAQ_TIE = 0.95
#: A regulation notice or the overview is ranked below a guide ruling it touches only when that
#: ruling scores at least this share of the note's score; a guide ruling the question barely
#: meets no longer buries the note that speaks to it ("What does Asleep mean?", Silent Lab and
#: Ancient Traits). Measured on the dev and real sets: 0 (always below) to 0.6 lifts real en
#: top-1 0.469 -> 0.510, top-3 0.714 -> 0.755, with dev unchanged; from 0.65 real ja drops.
#: ... and only when that guide ruling also holds every rule term of the question that the note
#: holds: a note speaking to a point the guide ruling does not (a Stadium with a different effect
#: on each end, beside the guide's Stadiums) is not put under it. Measured on the dev and real
#: sets: dev zh top-1 0.945 -> 0.964, real ja 0.680 -> 0.695 (top-3 0.891 -> 0.883: a Checkup
#: question whose first results become three notes and the guide's answer fourth); counting card
#: names among the terms lifted the errata list over "up to" and is left out.
GUIDE_WITHIN = 0.6
#: A question asking what a game term is ("what is Weakness?", 「特性とは？」, 「昏厥是什么意思」: ASKS_WHAT,
#: with at most DEFINED_TERMS rule terms and no card named) wants the ruling that defines the term,
#: not a card text's wording of it: a ruling of part II of the guide (how card texts read) whose
#: title names none of the question's terms weighs this much. Measured on tests/beginner: top-1
#: 20/38 -> 23/38, top-3 25 -> 29, the same from 0.8 down to 0.4; tests/questions and tests/real the
#: same. "How many" asked in Japanese and Chinese too (何枚, 多少张: "how many cards
#: in a deck?" is the deck-building rule, not the Prize count of II-D-17): beginner 31/38 -> 34/38,
#: tests/questions and tests/real the same.
DEFINITION = 0.6
DEFINED_TERMS = 2
#: A short question naming a few rule terms and no card (basic_question) is about the game's basic
#: flow: a ruling on how card texts read whose title names none of its terms weighs this much (as
#: DEFINITION, less strongly). Measured on tests/forum (real questions from fan Q&A pages and player
#: blogs): top-1 32 -> 35 of 62 ("can you evolve Pokémon on the Bench?" finds evolution, not "put
#: onto … to evolve it"); tests/questions, tests/real and tests/beginner the same; 0.8 and below
#: cost tests/questions and tests/real one each. Short: at most 80 characters and 3 terms (2 terms
#: loses a forum question; 4 costs two dev ones).
BASIC = 0.9
BASIC_TERMS = 3
BASIC_LENGTH = 80
CARD_TEXT_PART = "II-"
ASKS_WHAT = re.compile(r"^(what|what's|whats)\s+(is|are|does|do|happens)\b|^(what's|whats)\s|\bmeans?\b|^how (do|does|can|many|much) "
                       r"|(?<!こ)とは[、,]?\s*(なに|なん|何|どう)|って(何|なに|なん)|の意味|是什么|什么意思|是指|怎么"
                       r"|何(枚|匹|個|回)|(多少|几)(张|只|个|次)")
QUESTION_FORMS = ("what-is", "how-to")
#: The first this many results are not all of one topic (a FAQ, another FAQ and their topic).
#: Measured on the dev and real sets: real en top-3 0.857 -> 0.878 (Guzma's "who chooses" meets the
#: switching topic third), every other figure the same.
VARIED = 3
#: A ruling a pass puts just above another scores this much more: enough to be above, too little to
#: pass any other.
JUST_ABOVE = 1e-6
#: A ruling a pass puts just below another scores this share of its score (the k-th of a row put
#: below one: its k-th power), so that the scores still read best first.
JUST_BELOW = 0.999


@dataclass
class Ranking:
    """A question's candidates on their way to the final order: the passes read and rewrite it."""

    store: Store
    query: Query
    combined: dict[str, float]
    """Each candidate's combined score (its features and WEIGHTS), in the candidates' order."""
    order: list[tuple[str, float]]
    """(ruling id, score), best first once the first pass has sorted them."""
    undecided: tuple[str, ...] = ()
    """FAQs of the first result's topic matched too alike to tell apart (the topic came first)."""


def combined(features: Features, weights: Features = WEIGHTS) -> float:
    """The weighted sum of a candidate's features (added up in the order of FEATURES)."""
    total = 0.0
    for name in FEATURES:
        total += getattr(weights, name) * getattr(features, name)
    return total


def rank(store: Store, query: Query, candidates: list[Candidate], weights: Features = WEIGHTS) -> Ranking:
    """The candidates, best first: combined, then passed through RANK_STEPS in order."""
    scores = {c.id: combined(c.features, weights) for c in candidates}
    ranking = Ranking(store, query, scores, list(scores.items()))
    for _name, step in RANK_STEPS:
        step(ranking)
    return ranking


def faq_weight(payloads: dict[str, dict], rid: str, scores: dict[str, float]) -> float:
    """A ruling's score with a FAQ weighing FAQ_WEIGHT against other rulings; but a FAQ that matches
    the question better than its own topic still takes the topic's place: it is the topic's answer to
    this very question ("こだわりメット付いてたら反動ダメも減る?" is II-B-09's FAQ 2, not all of II-B-09)."""
    p = payloads[rid]
    if p["kind"] != "faq":
        return scores[rid]
    own = scores.get(p["topic"])
    weighed = scores[rid] * FAQ_WEIGHT
    if own is None or scores[rid] <= own:
        return weighed
    # Just above its topic; two FAQs of it that both match better keep their own order.
    return max(weighed, own + JUST_ABOVE + FAQ_ORDER * (scores[rid] - own))


def faqs_weighed(r: Ranking) -> None:
    """Every candidate by its combined score, a FAQ weighed by faq_weight; best first."""
    r.order = sorted(((rid, faq_weight(r.store.payloads, rid, r.combined)) for rid in r.combined), key=lambda kv: -kv[1])


def faqs_alike(r: Ranking) -> None:
    """A first FAQ whose topic has another FAQ matched within FAQ_TIE of it does not answer the
    question alone: the question does not tell the situations apart, so their topic, which holds
    them all, comes first; those FAQs are the ranking's ``undecided`` (none when one FAQ leads)."""
    if not r.order:
        return
    first, score = r.order[0]
    payloads = r.store.payloads
    if payloads[first]["kind"] != "faq":
        return
    topic = payloads[first]["topic"]
    alike = tuple(rid for rid, _ in r.order if payloads[rid]["kind"] == "faq" and payloads[rid]["topic"] == topic
                  and r.combined[rid] >= FAQ_TIE * r.combined[first])
    if len(alike) < 2:
        return
    r.order = [(topic, score + JUST_ABOVE)] + [(rid, s) for rid, s in r.order if rid != topic]
    r.undecided = alike


def guide_first(r: Ranking) -> None:
    """A regulation notice or the overview does not outrank a guide ruling it touches that the
    search also found with at least GUIDE_WITHIN of its score and that holds the question's rule
    terms the note holds: the guide rules, the note is shown as a difference. A question about
    XY-regulation events is not passed through this."""
    if r.query.about_regulation_events:
        return
    payloads, covered = r.store.payloads, r.store.covered
    score = dict(r.order)
    for rid, s in r.order:
        p = payloads[rid]
        if p["authority"] == "official":
            continue
        touched = payloads[p["topic"]].get("touches", [])
        held = {c for c in r.query.concepts if c in covered.get(rid, ()) and not named(c)}
        found = [score[g] for g in score if payloads[g]["authority"] == "official" and payloads[g]["topic"] in touched
                 and held <= covered.get(g, set())]
        if found and s * GUIDE_WITHIN <= max(found) < s:
            score[rid] = max(found) * JUST_BELOW
    r.order = sorted(score.items(), key=lambda kv: -kv[1])


def defining_first(r: Ranking) -> None:
    """For a question asking what a game term is (asks_what): a ruling on how card texts read (part II
    of the guide) weighs DEFINITION unless its title names one of the question's terms (Devolve);
    for a question about the game's basic flow (basic_question), BASIC."""
    q = r.query
    if asks_what(q.text, q.concepts):
        weight_of_part = DEFINITION
    elif basic_question(q.text, q.concepts, q.names):
        weight_of_part = BASIC
    else:
        return
    asked = set(q.concepts)

    def weight(rid: str) -> float:
        if not rid.startswith(CARD_TEXT_PART):
            return 1.0
        title = r.store.payloads[rid]["title"]
        return 1.0 if r.store.terms_of(title.get(q.lang) or title["en"], q.lang) & asked else weight_of_part

    r.order = sorted(((rid, s * weight(rid)) for rid, s in r.order), key=lambda kv: -kv[1])


def varied(r: Ranking) -> None:
    """The first VARIED results come from at least two topics: a third result of the first
    two's topic (its FAQs and itself) steps below the best result of another topic."""
    ranked = r.order
    if len(ranked) <= VARIED:
        return
    family = lambda rid: r.store.payloads[rid]["topic"]  # noqa: E731
    head = [family(rid) for rid, _ in ranked[:VARIED]]
    if len(set(head)) > 1:
        return
    other = next((i for i, (rid, _) in enumerate(ranked) if family(rid) != head[0]), None)
    if other is None:
        return
    moved = ranked[other]
    stepped = [(rid, min(s, moved[1] * JUST_BELOW ** k)) for k, (rid, s) in enumerate(ranked[VARIED - 1:other], 1)]
    r.order = ranked[:VARIED - 1] + [moved] + stepped + ranked[other + 1:]


#: The re-ranking passes, in order, after the combined score.
RANK_STEPS: tuple[tuple[str, Callable[[Ranking], None]], ...] = (
    ("a FAQ weighs FAQ_WEIGHT, or stands just above its topic when it matches better", faqs_weighed),
    ("FAQs of one topic matched within FAQ_TIE: their topic first", faqs_alike),
    ("a note below the guide ruling it touches (GUIDE_WITHIN)", guide_first),
    ("what-is and basic questions: the defining ruling before card-text wording (DEFINITION, BASIC)", defining_first),
    ("the first VARIED results from two topics", varied),
)


def basic_question(q: str, concepts: list[str], names: list[str]) -> bool:
    """Whether a question is about the game's basic flow: short (BASIC_LENGTH characters), naming at most
    BASIC_TERMS rule terms ("Pokémon" not counted) and no card, attack or Ability, known or not
    ("can you evolve Pokémon on the Bench?", 「逃げたあと攻撃できる?」)."""
    return len(q) <= BASIC_LENGTH and not names and _few_terms_no_card(concepts, BASIC_TERMS, QUESTION_FORMS + ("pokemon-card",))


def asks_what(q: str, concepts: list[str]) -> bool:
    """Whether a question asks what a game term is or how a basic step goes (ASKS_WHAT), naming
    at most DEFINED_TERMS rule terms and no card, attack or Ability."""
    return bool(ASKS_WHAT.search(fold(q).strip())) and _few_terms_no_card(concepts, DEFINED_TERMS)


def _few_terms_no_card(concepts: list[str], most: int, leave: tuple[str, ...] = QUESTION_FORMS) -> bool:
    """Whether the terms (those in ``leave`` not counted) are at most ``most`` and name no card,
    attack or Ability."""
    ruled = [c for c in concepts if c not in leave]
    return len(ruled) <= most and not any(named(c) for c in ruled)
