"""The verdict (yes, no or depends) and the FAQ part a question asks: decided once per result, only
where this very question is settled (README, the answer's ``verdict`` and ``part``)."""

from __future__ import annotations

import re
from collections import Counter

from judge.lang.text import fold
from judge.search.closeness import cosine
from judge.search.found import Found
from judge.search.store import Store

#: A topic's way of asking that carries a verdict gives it when the question is this close to it
#: (character n-gram cosine). Measured by asking every way of asking with a verdict with itself
#: left out (judge.search.evaluate.verdicts_left_out, `judge eval --left-out`): two ways of asking one
#: topic that share most of their words often ask opposite points ("2 Stadiums in a turn?" / "only 1
#: Stadium a turn?"). At 0.6 (0.5 with shared terms, as before) 136 verdicts, 25 of them wrong; at
#: 0.7, 10 with 2 wrong; from 0.75, 4 with none wrong. The measured question sets get no verdict
#: from a topic's way of asking at any of these (none is within 0.5 of one: tests/conftest.py).
TOPIC_VERDICT_NEAR = 0.75
#: A FAQ result's own yes or no is given when the question is this close to the FAQ's question: the
#: search already chose that FAQ, and a FAQ's question is long (the card texts it quotes), so a
#: question asking the same is further from it in n-grams. Measured on the dev and real sets: from
#: 0.3 up one dev question gets a wrong yes/no from a FAQ ranked right ("is it still Poisoned?"
#: against the FAQ's "is the Poison removed?": the same point asked the other way round, with no
#: negation to tell); below 0.3, multi-part FAQs ("(a) ... (b) ...") answer a question about one
#: part. The same leave-one-out as above: 21 FAQ verdicts, none wrong. A FAQ answering "depends"
#: needs FAQ_DEPENDS_NEAR.
FAQ_VERDICT_NEAR = 0.3
FAQ_DEPENDS_NEAR = 0.6
#: A FAQ's part (Faq.parts) answers the question when it is asked more like it than each part answered
#: otherwise by this much (n-gram cosine).
PART_LEAD = 0.05
#: Words that turn a question round ("can't", できない, 不能, "too late?" for "can I still?"): a
#: verdict is given only when the question and the way of asking it agree.
NEGATION = {"en": re.compile(r"\b(not|no|never|can't|cannot|don't|doesn't|isn't|won't|without|too late)\b|n't\b"),
            "ja": re.compile(r"ない|ません|ず[にで]|なし|手遅れ"),
            "zh": re.compile(r"不|没|无法|未|太晚")}
#: Where a question's asking clause begins: after the last clause break before its first question mark.
CLAUSE_BREAK = re.compile(r"[、，,。.;；:：]")
#: A state asked about from either end: "is it still Poisoned?" against "is the Poison removed?"
#: (the same point, opposite answers, and no negation word to tell). Read in the asking clause.
STAYS = {"en": re.compile(r"\b(still|remain|remains|stay|stays|keep|keeps)\b"),
         "ja": re.compile(r"まだ|残る|残ります|残って|そのまま|続く"),
         "zh": re.compile(r"仍|依然|还在|继续|保持")}
ENDS = {"en": re.compile(r"\b(removed?|go(es)? away|gone|recover(s|ed)?|cured?|wears? off|disappears?)\b"),
        "ja": re.compile(r"なくなる|なくなり|回復|治る|治り|消える|消え|取り除"),
        "zh": re.compile(r"消失|解除|恢复|去除|移除|治好")}
#: A question asking which, who, when, where, why or how many (its asking clause, up to its first
#: yes/no ending): a yes or no does not answer it ("how many Prizes for an ex?": not "yes").
#: 何枚でも and 何回でも ("any number of") ask yes or no.
ASKS_WHICH = {"en": re.compile(r"^\s*(how|who|whose|which|what|when|where|why)\b|\bhow (many|much)\b"),
              "ja": re.compile(r"何(枚|匹|個|回|点|番目)(?!でも|も)|いくつ|だれ|誰|どっち|どちら|どれ|いつ|どこ|どう(なる|なり|する|すれ|やって)|なぜ"),
              "zh": re.compile(r"几(张|只|个|次|点)|多少|谁|哪(个|只|张|一|些|里|边)|什么时候|怎么办|怎么(处理|算|样)|怎样|为什么|如何")}


def part_asked(store: Store, payload: dict, asked: Counter, lang: str) -> dict | None:
    """Of a FAQ that asks several things, the part the question asks: the one asked most like it
    (n-gram cosine), when it leads each part answered otherwise by PART_LEAD."""
    parts = payload.get("parts") or []
    if not parts:
        return None
    near = sorted(((cosine(asked, store.grams_of(p["question"][lang])), i) for i, p in enumerate(parts)), reverse=True)
    best, i = near[0]
    rival = max((c for c, j in near[1:] if parts[j]["verdict"] != parts[i]["verdict"]), default=0.0)
    return parts[i] if best - rival >= PART_LEAD else None


def first_verdict(store: Store, payload: dict, found: Found, part: dict | None) -> str | None:
    """The first result's verdict (``part``: the FAQ part the question asks, from part_asked). A topic
    that came first for FAQs the question could not tell apart answers as they do when each of them
    settles the question the same way."""
    q, asked, lang = found.question, found.grams, found.lang
    if found.undecided and payload["id"] == store.payloads[found.undecided[0]]["topic"]:
        faqs = [store.payloads[rid] for rid in found.undecided]
        said = {verdict(store, p, q, asked, lang, part_asked(store, p, asked, lang)) for p in faqs}
        if len(said) == 1 and None not in said:
            return said.pop()
    return verdict(store, payload, q, asked, lang, part)


def verdict(store: Store, payload: dict, q: str, asked: Counter, lang: str, part: dict | None) -> str | None:
    """Yes, no or depends, only where this very question is settled: a FAQ's own verdict (its
    ``part``'s, where the question asks one) when the question is asked like the FAQ, or a topic's
    way of asking it with a verdict, matched almost word for word. Asked the other way round (a
    negation the way of asking lacks), or asking which, who, when or how many (a yes or no does not
    answer that), no verdict."""
    if asks_which(q, lang):
        return None
    if payload["kind"] == "faq":
        # A FAQ answers its own question only: its topic's ways of asking are other questions.
        # A FAQ asking several things answers by the part the question asks, when one is asked.
        said, text = (part["verdict"], part["question"][lang]) if part else (payload.get("verdict"), payload["question"].get(lang))
        if not said or not text:
            return None
        near = FAQ_VERDICT_NEAR if said != "depends" else FAQ_DEPENDS_NEAR
        if part:  # a part states its situation, then asks: the asking clauses must agree
            close = cosine(asked, store.grams_of(text)) >= near
            agree = negated(asking_clause(q), lang) == negated(asking_clause(text), lang) and not opposite_ends(q, text, lang)
            return said if close and agree else None
        ways = {text: (said, near)}
    else:
        asks = payload.get("asks") or {}
        verdicts = asks.get("verdicts") or {}
        ways = {text: (verdicts[text], TOPIC_VERDICT_NEAR) for text in asks.get(lang, []) if verdicts.get(text)}
    best, closest = None, 0.0
    for text, (said, near) in ways.items():
        c = cosine(asked, store.grams_of(text))
        if c >= near and c > closest:
            best, closest = (text, said), c
    if best is None or negated(q, lang) != negated(best[0], lang) or opposite_ends(q, best[0], lang):
        return None
    return best[1]


def asking_clause(text: str) -> str:
    """The clause that asks ("…, does it get switched out?" → "does it get switched out"): up to the
    first question mark, from the last clause break before it."""
    head = re.split(r"[?？]", text, maxsplit=1)[0]
    return CLAUSE_BREAK.split(head.rstrip(" 、，,。.;；:："))[-1]


def opposite_ends(q: str, way: str, lang: str) -> bool:
    """Whether a question and a way of asking ask about one state from opposite ends (one whether it
    stays, the other whether it ends)."""
    a, b = fold(asking_clause(q)), fold(asking_clause(way))
    stays, ends = STAYS[lang], ENDS[lang]
    return bool((stays.search(a) and ends.search(b) and not ends.search(a)) or (ends.search(a) and stays.search(b) and not ends.search(b)))


def negated(text: str, lang: str) -> bool:
    return bool(NEGATION[lang].search(fold(text)))


def asks_which(q: str, lang: str) -> bool:
    """Whether the question asks which, who, when or how many, not yes or no (ASKS_WHICH)."""
    first = re.split(r"吗|[?？]", q, maxsplit=1)[0]  # "能打吗，打多少": asks yes or no first
    return bool(ASKS_WHICH[lang].search(fold(asking_clause(first))))
