"""The verdict (yes, no or depends) and the FAQ part a question asks: decided once per result, only
where this very question is settled (README, the answer's ``verdict`` and ``part``)."""

from __future__ import annotations

import re
from collections import Counter

from judge.lang.text import fold
from judge.index.closeness import cosine
from judge.search.found import Found
from judge.search.query import named
from judge.index.store import Store

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
#: part. The same leave-one-out as above: 21 FAQ verdicts, none wrong. Measured again once the
#: ranking put a FAQ first more often (its own fitted choice within a topic): at 0.3, 31 topic and 41
#: FAQ verdicts with 1 and 2 wrong ("charizard attack that discards all its fire, does aurora energy
#: go too?" given a FAQ's no); 0.35: 31/1 and 33/1; 0.4: 31/1 and 25/1; 0.45: 30/1 and 19/0; 0.5:
#: 29/0 and 13/0, but the question sets lose nearly every verdict (tests/questions given 0.279 ->
#: 0.018, tests/holdout 0.252 -> 0.028), so it stays 0.3 and the wrong ones are the FAQ choice's to
#: mend. A FAQ answering "depends" needs FAQ_DEPENDS_NEAR.
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
#: A question offering alternatives asks which of them, not yes or no ("is recoil damage or an effect?").
ALTERNATIVES = {"en": re.compile(r"\w \bor\b (an? |the )?\w+[^.?]*\?\s*$"),
                "ja": re.compile(r"それとも|[？?].+[？?]\s*$"),
                "zh": re.compile(r"还是")}
#: A general question answered by a topic that came first holds at most this many terms that neither of
#: the two FAQs it is over names (measured on the README's example questions and the dev set: the one
#: term of "damage reduction" that the FAQs word as "reduced by 20").
GENERAL_OUTSIDE = 1
#: Where a question's asking clause begins: after the last clause break before its first question mark.
CLAUSE_BREAK = re.compile(r"[、，,。.;；:：]")
#: A state asked about from either end: "is it still Poisoned?" against "is the Poison removed?"
#: (the same point, opposite answers, and no negation word to tell). Read in the asking clause.
STAYS = {"en": re.compile(r"\b(still|remain|remains|stay|stays|keep|keeps)\b"),
         "ja": re.compile(r"まだ|残る|残ります|残って|そのまま|続く"),
         "zh": re.compile(r"仍|依然|还在|继续|保持")}
ENDS = {"en": re.compile(r"\b(removed?|go(es)? away|go(es)? too|gone|recover(s|ed)?|cured?|wears? off|disappears?|discarded)\b"
                        r"|(?<!the )\bend(s|ed)?\b(?! of)"),  # "do they end?", not "the end of the turn"
        "ja": re.compile(r"なくなる|なくなり|回復|治る|治り|消える|消え|取り除"),
        "zh": re.compile(r"消失|消除|解除|恢复|去除|移除|治好")}
#: A question asking which, who, when, where, why or how many (its asking clause, up to its first
#: yes/no ending): a yes or no does not answer it ("how many Prizes for an ex?": not "yes").
#: 何枚でも and 何回でも ("any number of") ask yes or no.
ASKS_WHICH = {"en": re.compile(r"^\s*(how|who|whose|which|what|where|why)\b|\bhow (many|much)\b"
                              # "when does it end?" asks when; "when my Pokémon is Knocked Out, do …?" asks yes
                              # or no of that case, unless it goes on to ask what, who … of it
                              r"|^\s*when\s+(do|does|did|is|are|was|were|can|could|will|would|should|shall|may|must|has|have)\b"
                              r"|^\s*when\b.*\b(how|who|whose|which|what|where|why)\b"),
              "ja": re.compile(r"何(枚|匹|個|回|点|番目)(?!でも|も)|いくつ|だれ|誰|どっち|どちら|どれ|いつ|どこ|どう(なる|なり|する|すれ|やって)|なぜ"),
              "zh": re.compile(r"几(张|只|个|次|点)|多少|谁|哪(个|只|张|一|些|里|边)|什么时候|怎么办|怎么(处理|算|样)|怎样|为什么|如何")}


#: A count a text names: digits (not a version's, "3.1"), a Japanese or Chinese numeral before a
#: counter (两张, 二枚, 两次; not 一回合, "a turn"), an English number word.
COUNT = re.compile(r"(?<![\d.])\d+(?![\d.])|[一二两三四五六](?=[张枚只匹个次個つ]|回(?!合))|\b(?:one|two|three|once|twice)\b", re.IGNORECASE)
COUNT_WORDS = {"一": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6",
               "one": "1", "once": "1", "two": "2", "twice": "2", "three": "3"}


def numbers(text: str) -> frozenset[str]:
    """The counts a text names, as digits ("2枚", "两张", "twice": 2): a question asking about two
    Supporters in a turn is answered by the sentence that says only 1 may be played, not by one on
    the first turn."""
    return frozenset(COUNT_WORDS.get(m.lower(), m) for m in COUNT.findall(fold(text)))


#: Words a question says "only" with ("can I only play one?"): asked so, a point is asked the other way round.
#: "Just" before what was done is "recently" ("a Pokémon I just played"), not "only".
ONLY = {"en": re.compile(r"\bonly\b|\bjust\b(?! (played|benched|evolved|put|attached|came|used|drew|drawn|got|been|retreated)\b)"),
        "ja": re.compile(r"だけ|のみ|しか"),
        "zh": re.compile(r"(?<![一二两三四五六七八九十几多每\d])只|仅")}  # 只 after a number counts Pokémon (一只)
#: Words that forbid: "is it banned?" asks "can I use it?" the other way round, as a negation does.
BANNED = {"en": re.compile(r"\b(ban|banned|forbidden|illegal|prohibited)\b"), "ja": re.compile(r"禁止|禁じ"), "zh": re.compile(r"禁")}
#: Terms a question may name beside a statement's without asking anything more (the card kind every
#: question about Pokémon names, playing from the hand, the turn). Measured with `judge eval --left-out`
#: (the ways of asking as questions): each added term gives more verdicts with none wrong.
BESIDE_A_POINT = frozenset({"pokemon-card", "play-from-hand", "turn", "this-turn", "your-turn", "in-play", "effect", "card"})


#: How far down the results a topic whose statement the question asks exactly may be found, to be put
#: first (the search ranks "can an Asleep Pokémon attack?" with the card text that lets one attack).
STATED_WITHIN = 3


def way_round(q: str, text: str, lang: str) -> int | None:
    """How a question asks a statement's point: 1 the same way round (negated or forbidding alike,
    "only" alike, and from the same end of a state: asking whether it stays, or ends); -1 the same
    point from the other end of its state ("does it stay Poisoned after retreating?" against "are
    Special Conditions removed by retreating?": the opposite answer), negated and "only" alike; None
    otherwise."""
    a, b = fold(q), fold(text)
    flip = lambda x, t: negated(t, lang) != bool(BANNED[lang].search(x))  # noqa: E731
    if flip(a, q) != flip(b, text) or bool(ONLY[lang].search(a)) != bool(ONLY[lang].search(b)):
        return None
    stays_a, ends_a, stays_b, ends_b = (bool(r.search(x)) for x in (a, b) for r in (STAYS[lang], ENDS[lang]))
    if stays_a == stays_b and ends_a == ends_b and not opposite_ends(q, text, lang):
        return 1
    if (stays_a and not ends_a and ends_b and not stays_b) or (ends_a and not stays_a and stays_b and not ends_b):
        return -1
    return None


#: A statement's verdict, asked from the other end of its state (way_round -1).
OTHER_END = {"yes": "no", "no": "yes"}


def stated(store: Store, payload: dict, found: Found) -> str | None:
    """The verdict of the statement of a topic that the question asks exactly (statement_asked)."""
    st = statement_asked(store, payload, found)
    return st["verdict"] if st else None


def statement_asked(store: Store, payload: dict, found: Found) -> dict | None:
    """The statement of a topic that the question asks exactly (models.Statement): it names each of
    the statement's terms, the statement's counts and no other but 1 and those its question names, no
    card, and no term the statement's question does not (BESIDE_A_POINT aside; a narrower one is
    named by its broader: Asleep by Special Conditions), and asks it the same way round, or from the
    other end of its state (way_round; then with the verdict turned, OTHER_END). None when no
    statement, or two answering differently, are asked so."""
    q, lang = found.question, found.lang
    if payload["kind"] != "topic" or not payload.get("statements") or asks_which(q, lang) or ALTERNATIVES[lang].search(fold(q)):
        return None
    # The terms the question names (its misspelt ones too), and those its words hold as they stand:
    # a run of Chinese one character off a term ("使用两张", "使用两次") asks nothing more.
    asked = store.terms_of(q, lang)
    if found.names or any(named(c) for c in set(found.concepts) | asked):  # a card's own text may rule otherwise
        return None
    held, counts = store.terms.with_broader(set(found.concepts) | asked), numbers(q)
    said = {}
    for st in payload["statements"]:
        groups = [set(t.split("|")) for t in st["terms"]]
        if not all(g & held for g in groups):
            continue
        allowed = set().union(*groups, *(store.terms_of(text, l) for l, text in st["q"].items())) | BESIDE_A_POINT
        need = set(st.get("counts") or ())
        if any(c not in allowed and store.terms.with_broader([c]).isdisjoint(allowed) for c in asked):
            continue
        way = way_round(q, st["q"][lang], lang)
        if not need <= counts or counts - need - {"0", "1"} - set().union(*map(numbers, st["q"].values())) or way is None:
            continue
        verdict = st["verdict"] if way == 1 else OTHER_END[st["verdict"]]
        said.setdefault(verdict, dict(st, verdict=verdict))
    return next(iter(said.values())) if len(said) == 1 else None


def statement_topic(store: Store, found: Found) -> str | None:
    """The topic among the first STATED_WITHIN results one of whose statements the question asks
    exactly (stated): that topic answers the question, however close the other results came."""
    return next((rid for rid, _ in found.ranked[:STATED_WITHIN] if stated(store, store.payloads[rid], found)), None)


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
    one of whose statements the question asks exactly answers by it (stated: terms, counts and the
    way round, where the wording of a FAQ's parts cannot tell which Pokémon is protected). A topic
    that came first for FAQs the question could not tell apart answers as they do when each of them
    settles the question the same way, and "depends" (its ``depends`` line says on what) when they
    answer it yes and no."""
    q, asked, lang = found.question, found.grams, found.lang
    point = stated(store, payload, found) if payload["kind"] == "topic" else None
    if point:  # a point the topic states, asked exactly: before what its FAQs' parts, matched by wording, would say
        return point
    if found.undecided and payload["id"] == store.payloads[found.undecided[0]]["topic"]:
        faqs = [store.payloads[rid] for rid in found.undecided]
        said = {verdict(store, p, q, asked, lang, part_asked(store, p, asked, lang)) for p in faqs}
        if len(said) == 1 and None not in said:
            return said.pop()
        if {p.get("verdict") for p in faqs} >= {"yes", "no"} and payload.get("depends"):
            return "depends"
    said = verdict(store, payload, q, asked, lang, part, found.concepts)
    if said or payload["kind"] != "faq":
        return said
    # A FAQ first that does not settle the question itself: its topic's ways of asking may (a way
    # that carries a verdict, matched almost word for word: TOPIC_VERDICT_NEAR).
    return verdict(store, store.payloads[payload["topic"]], q, asked, lang, None)


def general(store: Store, found: Found) -> str | None:
    """The topic a general question is over, or None. The first result is that topic, or a FAQ of it
    answering yes or no; the topic has a ``depends`` line (the criterion that decides); and the
    question asks what two of its FAQs answer yes and no (a term both name) without naming anything
    that tells them apart (a term or card one names and the other does not): "does damage reduction
    apply to self-damage?" names neither Eviolite, which reduces it, nor the opponent's attacks, which
    Choice Helmet is limited to. A topic first must also hold the question's terms but one (GENERAL_OUTSIDE),
    and a question asking which, or offering alternatives ("damage or an effect?"), is none."""
    if not found.ranked or asks_which(found.question, found.lang) or ALTERNATIVES[found.lang].search(fold(found.question)):
        return None
    first = store.payloads[found.ranked[0][0]]
    topic = store.payloads.get(first["topic"])
    if not topic or not topic.get("depends") or (first["kind"] == "faq" and first.get("verdict") not in ("yes", "no")):
        return None
    faqs = topic_faqs(store, topic["id"])
    asked = set(found.concepts)
    for a in ([first] if first["kind"] == "faq" else faqs):
        for b in faqs:
            if {a.get("verdict"), b.get("verdict")} != {"yes", "no"}:
                continue
            mine, theirs = faq_terms(store, a), faq_terms(store, b)
            if asked & (mine ^ theirs) or not asked & mine & theirs:
                continue
            if first["kind"] == "faq" or len(asked - mine - theirs) <= GENERAL_OUTSIDE:
                return topic["id"]
    return None


#: A question answered by the FAQ whose card it names says no more of the situation than this many terms
#: beside the card ("Choice Helmet: self-damage reduced?"): one that describes its own situation may be
#: the FAQ's other way round ("Max Potion on a Pokémon with Energy but no damage", against the FAQ's
#: "damage but no Energy": the same terms), which no word tells apart.
SITUATION_TERMS = 2


def names_its_situation(store: Store, payload: dict, concepts: list[str]) -> bool:
    """Whether a question asks exactly a FAQ's situation: it names a card (or attack, Ability) that the
    FAQ's question names and no FAQ of its topic answering otherwise names, every term it holds is one
    the FAQ's question names, at most SITUATION_TERMS of them beside the card, and one of them is what
    the FAQ's topic is about (topic_terms): "こだわりメット付いてたら反動ダメも減る?" names Choice
    Helmet and self-damage, II-B-09's FAQ 2, which answers no (Eviolite's FAQ, which answers yes, names
    no Helmet). A card's name alone does not pin the point: Max Potion is a "then" card (II-E-19) and a
    healing card (II-C-06), ruled otherwise in each."""
    asked = set(concepts)
    mine = faq_terms(store, payload)
    cards = {c for c in asked if named(c)} & mine
    if not cards or asked - mine or len(asked - cards) > SITUATION_TERMS or not asked & topic_terms(store, payload["topic"]):
        return False
    return not any(other["id"] != payload["id"] and other.get("verdict") != payload.get("verdict") and cards & faq_terms(store, other)
                   for other in topic_faqs(store, payload["topic"]))


def topic_terms(store: Store, topic: str) -> set[str]:
    """The terms a topic's titles name in any language (its guide phrase and its plain title: what
    the topic is about), the Pokémon card and damage every title speaks of aside."""
    p = store.payloads[topic]
    titles = [(lang, text) for words in (p["title"], p.get("plain") or {}) for lang, text in words.items()]
    return set().union(*(store.terms_of(text, lang) for lang, text in titles)) - {"pokemon-card", "damage"}


def topic_faqs(store: Store, topic: str) -> list[dict]:
    """A topic's FAQs, in order (their ids are numbered from 1 without a gap)."""
    out, n = [], 1
    while (faq := store.payloads.get(f"{topic}/faq-{n}")) is not None:
        out.append(faq)
        n += 1
    return out


def faq_terms(store: Store, payload: dict) -> set[str]:
    """The terms a FAQ's question names in any language (its situation: the cards, what they do)."""
    return set().union(*(store.terms_of(text, lang) for lang, text in payload["question"].items() if text))


def verdict(store: Store, payload: dict, q: str, asked: Counter, lang: str, part: dict | None,
            found_concepts: list[str] | None = None) -> str | None:
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
        if not part and said != "depends" and found_concepts is not None and names_its_situation(store, payload, found_concepts) \
                and negated(q, lang) == negated(text, lang) and not opposite_ends(q, text, lang):
            return said
        near = FAQ_VERDICT_NEAR if said != "depends" else FAQ_DEPENDS_NEAR
        if asks_another_point(store, q, faq_terms(store, payload), lang):
            return None
        if part:  # a part states its situation, then asks: the asking clauses must agree
            close = cosine(asked, store.grams_of(text)) >= near
            agree = negated(asking_clause(q), lang) == negated(asking_clause(text), lang) and not opposite_ends(q, text, lang)
            return said if close and agree else None
        ways = {text: (said, near)}
    else:
        ways = topic_ways(payload, lang)
    best = nearest_way(store, ways, q, asked, lang)
    return best[1] if best else None


def asks_another_point(store: Store, q: str, theirs: set[str], lang: str) -> bool:
    """Whether a question asks another point than a FAQ's question however alike their wording: the
    rule terms of its asking clause ("…, is it still a Pokémon with a Rule?") are none of those the
    FAQ's question names in any language (``theirs``: faq_terms; "Radiant Gardevoir … can Sakura
    attach Energy to it?"), both naming some. Which Pokémon the clause speaks of (WHICH_POKEMON)
    is not what it asks: "…, does the old Active stay Poisoned?" asks of Poison, which a FAQ on
    bringing up a Benched Pokémon never names."""
    mine = store.terms_of(asking_clause(q), lang) - WHICH_POKEMON
    return bool(mine and theirs and not mine & theirs)


#: Terms that say which Pokémon a clause speaks of (where it is, whose it is), not what it asks of it.
WHICH_POKEMON = BESIDE_A_POINT | {"active-pokemon", "active-spot", "benched-pokemon", "bench", "opponent"}


def topic_ways(payload: dict, lang: str) -> dict[str, tuple[str, float]]:
    """A topic's ways of asking in ``lang`` that carry a verdict: text → (verdict, TOPIC_VERDICT_NEAR)."""
    asks = payload.get("asks") or {}
    verdicts = asks.get("verdicts") or {}
    return {text: (verdicts[text], TOPIC_VERDICT_NEAR) for text in asks.get(lang, []) if verdicts.get(text)}


def nearest_way(store: Store, ways: dict[str, tuple[str, float]], q: str, asked: Counter, lang: str) -> tuple[str, str] | None:
    """The way of asking (text, its verdict) the question is asked most like, at its bar of closeness
    or nearer, asked the same way round; None where none is."""
    best, closest = None, 0.0
    for text, (said, near) in ways.items():
        c = cosine(asked, store.grams_of(text))
        if c >= near and c > closest:
            best, closest = (text, said), c
    if best is None or negated(q, lang) != negated(best[0], lang) or opposite_ends(q, best[0], lang):
        return None
    return best


def point_asked(store: Store, payload: dict, found: Found) -> str | None:
    """The text of the point a topic's verdict answers, in the question's language: the statement the
    question asks (statement_asked), else the way of asking it matched (nearest_way)."""
    if payload["kind"] != "topic":
        return None
    st = statement_asked(store, payload, found)
    if st:
        return st["q"][found.lang]
    way = nearest_way(store, topic_ways(payload, found.lang), found.question, found.grams, found.lang)
    return way[0] if way else None


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
