"""The verdict (yes, no or depends) and the FAQ part a question asks: decided once per result, only
where this very question is settled (README, the answer's ``verdict`` and ``part``). Each reads the
question as read (judge/search/question.py) and compares how it asks with how a stored text asks
(question.asking)."""

from __future__ import annotations

from judge.index.closeness import cosine
from judge.index.store import Store
from judge.search.found import Found
from judge.search.question import Question, asking, named, numbers, opposite_ends, way_round

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
#: A general question answered by a topic that came first holds at most this many terms that neither of
#: the two FAQs it is over names (measured on the README's example questions and the dev set: the one
#: term of "damage reduction" that the FAQs word as "reduced by 20").
GENERAL_OUTSIDE = 1
#: Terms a question may name beside a statement's without asking anything more (the card kind every
#: question about Pokémon names, playing from the hand, the turn). Measured with `judge eval --left-out`
#: (the ways of asking as questions): each added term gives more verdicts with none wrong.
BESIDE_A_POINT = frozenset({"pokemon-card", "play-from-hand", "turn", "this-turn", "your-turn", "in-play", "effect", "card"})


#: How far down the results a topic whose statement the question asks exactly may be found, to be put
#: first (the search ranks "can an Asleep Pokémon attack?" with the card text that lets one attack).
STATED_WITHIN = 3


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
    q = found.question
    lang, how = q.lang, q.asking
    if payload["kind"] != "topic" or not payload.get("statements") or how.asks_which or how.alternatives:
        return None
    # The terms the question names (its misspelt ones too), and those its words hold as they stand:
    # a run of Chinese one character off a term ("使用两张", "使用两次") asks nothing more.
    asked = q.written_terms
    if q.names or any(named(c) for c in set(q.concepts) | asked):  # a card's own text may rule otherwise
        return None
    held, counts = store.terms.with_broader(set(q.concepts) | asked), how.counts
    said = {}
    for st in payload["statements"]:
        groups = [set(t.split("|")) for t in st["terms"]]
        if not all(g & held for g in groups):
            continue
        allowed = set().union(*groups, *(store.terms_of(text, l) for l, text in st["q"].items())) | BESIDE_A_POINT
        need = set(st.get("counts") or ())
        if any(c not in allowed and store.terms.with_broader([c]).isdisjoint(allowed) for c in asked):
            continue
        way = way_round(how, asking(st["q"][lang], lang))
        if not need <= counts or counts - need - {"0", "1"} - set().union(*map(numbers, st["q"].values())) or way is None:
            continue
        verdict = st["verdict"] if way == 1 else OTHER_END[st["verdict"]]
        said.setdefault(verdict, dict(st, verdict=verdict))
    return next(iter(said.values())) if len(said) == 1 else None


def statement_topic(store: Store, found: Found) -> str | None:
    """The topic among the first STATED_WITHIN results one of whose statements the question asks
    exactly (stated): that topic answers the question, however close the other results came."""
    return next((rid for rid, _ in found.order[:STATED_WITHIN] if stated(store, store.payloads[rid], found)), None)


def part_asked(store: Store, payload: dict, question: Question) -> dict | None:
    """Of a FAQ that asks several things, the part the question asks: the one asked most like it
    (n-gram cosine), when it leads each part answered otherwise by PART_LEAD."""
    parts = payload.get("parts") or []
    if not parts:
        return None
    near = sorted(((cosine(question.wording, store.grams_of(p["question"][question.lang])), i) for i, p in enumerate(parts)), reverse=True)
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
    q = found.question
    point = stated(store, payload, found) if payload["kind"] == "topic" else None
    if point:  # a point the topic states, asked exactly: before what its FAQs' parts, matched by wording, would say
        return point
    if found.undecided and payload["id"] == store.payloads[found.undecided[0]]["topic"]:
        faqs = [store.payloads[rid] for rid in found.undecided]
        said = {verdict(store, p, q, part_asked(store, p, q)) for p in faqs}
        if len(said) == 1 and None not in said:
            return said.pop()
        if {p.get("verdict") for p in faqs} >= {"yes", "no"} and payload.get("depends"):
            return "depends"
    said = verdict(store, payload, q, part, situation=True)
    if said or payload["kind"] != "faq":
        return said
    # A FAQ first that does not settle the question itself: its topic's ways of asking may (a way
    # that carries a verdict, matched almost word for word: TOPIC_VERDICT_NEAR).
    return verdict(store, store.payloads[payload["topic"]], q, None)


def general(store: Store, found: Found) -> str | None:
    """The topic a general question is over, or None. The first result is that topic, or a FAQ of it
    answering yes or no; the topic has a ``depends`` line (the criterion that decides); and the
    question asks what two of its FAQs answer yes and no (a term both name) without naming anything
    that tells them apart (a term or card one names and the other does not): "does damage reduction
    apply to self-damage?" names neither Eviolite, which reduces it, nor the opponent's attacks, which
    Choice Helmet is limited to. A topic first must also hold the question's terms but one (GENERAL_OUTSIDE),
    and a question asking which, or offering alternatives ("damage or an effect?"), is none."""
    how = found.question.asking
    if not found.order or how.asks_which or how.alternatives:
        return None
    first = store.payloads[found.first]
    topic = store.payloads.get(first["topic"])
    if not topic or not topic.get("depends") or (first["kind"] == "faq" and first.get("verdict") not in ("yes", "no")):
        return None
    faqs = topic_faqs(store, topic["id"])
    asked = set(found.question.concepts)
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


def names_its_situation(store: Store, payload: dict, concepts: tuple[str, ...]) -> bool:
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


def verdict(store: Store, payload: dict, question: Question, part: dict | None, situation: bool = False) -> str | None:
    """Yes, no or depends, only where this very question is settled: a FAQ's own verdict (its
    ``part``'s, where the question asks one) when the question is asked like the FAQ (or, with
    ``situation``, names exactly its situation: names_its_situation), or a topic's way of asking it
    with a verdict, matched almost word for word. Asked the other way round (a negation the way of
    asking lacks), or asking which, who, when or how many (a yes or no does not answer that), no verdict."""
    lang, how = question.lang, question.asking
    if how.asks_which:
        return None
    if payload["kind"] == "faq":
        # A FAQ answers its own question only: its topic's ways of asking are other questions.
        # A FAQ asking several things answers by the part the question asks, when one is asked.
        said, text = (part["verdict"], part["question"][lang]) if part else (payload.get("verdict"), payload["question"].get(lang))
        if not said or not text:
            return None
        theirs = asking(text, lang)
        if not part and said != "depends" and situation and names_its_situation(store, payload, question.concepts) \
                and how.negated == theirs.negated and not opposite_ends(how, theirs):
            return said
        near = FAQ_VERDICT_NEAR if said != "depends" else FAQ_DEPENDS_NEAR
        if asks_another_point(question, faq_terms(store, payload)):
            return None
        if part:  # a part states its situation, then asks: the asking clauses must agree
            close = cosine(question.wording, store.grams_of(text)) >= near
            agree = how.clause_negated == theirs.clause_negated and not opposite_ends(how, theirs)
            return said if close and agree else None
        ways = {text: (said, near)}
    else:
        ways = topic_ways(payload, lang)
    best = nearest_way(store, ways, question)
    return best[1] if best else None


def asks_another_point(question: Question, theirs: set[str]) -> bool:
    """Whether a question asks another point than a FAQ's question however alike their wording: the
    rule terms of its asking clause ("…, is it still a Pokémon with a Rule?") are none of those the
    FAQ's question names in any language (``theirs``: faq_terms; "Radiant Gardevoir … can Sakura
    attach Energy to it?"), both naming some. Which Pokémon the clause speaks of (WHICH_POKEMON)
    is not what it asks: "…, does the old Active stay Poisoned?" asks of Poison, which a FAQ on
    bringing up a Benched Pokémon never names."""
    mine = question.clause_terms - WHICH_POKEMON
    return bool(mine and theirs and not mine & theirs)


#: Terms that say which Pokémon a clause speaks of (where it is, whose it is), not what it asks of it.
WHICH_POKEMON = BESIDE_A_POINT | {"active-pokemon", "active-spot", "benched-pokemon", "bench", "opponent"}


def topic_ways(payload: dict, lang: str) -> dict[str, tuple[str, float]]:
    """A topic's ways of asking in ``lang`` that carry a verdict: text → (verdict, TOPIC_VERDICT_NEAR)."""
    asks = payload.get("asks") or {}
    verdicts = asks.get("verdicts") or {}
    return {text: (verdicts[text], TOPIC_VERDICT_NEAR) for text in asks.get(lang, []) if verdicts.get(text)}


def nearest_way(store: Store, ways: dict[str, tuple[str, float]], question: Question) -> tuple[str, str] | None:
    """The way of asking (text, its verdict) the question is asked most like, at its bar of closeness
    or nearer, asked the same way round; None where none is."""
    best, closest = None, 0.0
    for text, (said, near) in ways.items():
        c = cosine(question.wording, store.grams_of(text))
        if c >= near and c > closest:
            best, closest = (text, said), c
    if best is None:
        return None
    theirs = asking(best[0], question.lang)
    if question.asking.negated != theirs.negated or opposite_ends(question.asking, theirs):
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
    way = nearest_way(store, topic_ways(payload, found.lang), found.question)
    return way[0] if way else None
