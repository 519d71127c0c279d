"""Every answer says how sure it is (DESIGN.md: ``confidence``), and gives a verdict only when it is
sure: an off-topic question gets ``none``, a rules question asked as our sets ask is mostly
``high``, and the first result is right when it says ``high``."""

from pathlib import Path

import pytest
import yaml

from judge.lang.text import fold
from judge.search import confidence as conf
from judge.search.evaluate import load_questions, settles
from judge.index.terms import TermDictionary
from judge.search.verdict import verdict

TESTS = Path(__file__).parent
OFF_TOPIC = TESTS / "offtopic"


@pytest.mark.parametrize("q", ["pizza", "what's the weather in Tokyo?", "is deathtouch with trample legal in Magic?",
                               "こんにちは", "你好"])
def test_the_questions_of_the_complaint_get_none(idx, q):
    answer = idx.ask(q)
    assert answer["confidence"] == "none"
    assert all(r["verdict"] is None for r in answer["results"])


@pytest.mark.parametrize("name, share", [("offtopic-dev.yaml", 0.95), ("offtopic-holdout.yaml", 0.90),
                                         ("game-talk-dev.yaml", 0.95), ("game-talk-holdout.yaml", 0.75),
                                         ("procedure-dev.yaml", 0.90), ("procedure-holdout.yaml", 0.70)])
def test_off_topic_sets_get_none_nearly_always(idx, name, share):
    """The dev sets are tuned on (95% or more; tournament procedure 90%); the held-out ones are not,
    and guard against a fall (game-talk-holdout measured 21 of 27 when the game-talk words were
    added; procedure-holdout 68 of 90 when the procedure words were widened by kind)."""
    rows = load_questions([OFF_TOPIC / name])
    none = sum(idx.search(q.q).confidence == "none" for q in rows)
    assert none / len(rows) >= share, f"{name}: {none}/{len(rows)}"


@pytest.mark.parametrize("name", ["game-talk-dev.yaml", "game-talk-holdout.yaml"])
def test_game_talk_is_never_answered_as_sure(idx, name):
    """Deck advice or a card's strength read out in bold as a ruling would mislead most."""
    sure = [q.q for q in load_questions([OFF_TOPIC / name]) if idx.search(q.q).confidence == "high"]
    assert not sure, sure


@pytest.mark.parametrize("folder, high_share", [("questions", 0.75), ("holdout", 0.75)])
def test_rules_questions_are_never_none_and_mostly_high(idx, folder, high_share):
    rows = load_questions([TESTS / folder])
    got = [(q, idx.search(q.q, None, 10)) for q in rows]
    none = [q.q for q, f in got if f.confidence == "none"]
    high = [(q, f) for q, f in got if f.confidence == "high"]
    assert len(none) / len(rows) <= 0.01, none
    assert len(high) / len(rows) >= high_share
    right = sum(settles(f.ranked[0][0], q.ids) for q, f in high)
    assert right / len(high) >= 0.95


@pytest.mark.parametrize("name, most", [("rules-at-events-dev.yaml", 0.0), ("rules-at-events.yaml", 0.1)])
def test_rules_questions_asked_at_an_event_are_answered(idx, name, most):
    """A rules question that says where it was asked ("at locals", 「シティリーグで」, "the judge at
    regionals said") is answered, not refused as tournament procedure (the dev set is tuned on; the
    other was measured 2 of 30 none after the event words were widened)."""
    rows = load_questions([OFF_TOPIC / name])
    none = [q.q for q in rows if idx.search(q.q).confidence == "none"]
    assert len(none) / len(rows) <= most, none


def test_an_event_named_never_makes_a_question_off_topic_but_little_of_the_rules_is_not_sure():
    """Event names are where a question was asked: no refusal for them, but a question saying less
    than MARKED_EVIDENCE of the rules beside one is never read out as sure (game talk of an event)."""
    assert conf.decide(conf.Evidence(rules=4.0, off_topic=["event"], margin=0.9, results=10, sure=1.0)) == "low"
    assert conf.decide(conf.Evidence(rules=8.0, off_topic=["event"], margin=0.9, results=10, sure=1.0)) == "high"
    assert conf.decide(conf.Evidence(rules=8.0, off_topic=["tournament-procedure"], margin=0.9, results=10, sure=1.0)) == "none"
    assert conf.decide(conf.Evidence(rules=13.0, off_topic=["tournament-procedure"], margin=0.9, results=10, sure=1.0)) == "low"


def test_real_questions_are_almost_never_none(idx):
    rows = load_questions([TESTS / "real"])
    none = [q.q for q in rows if idx.search(q.q).confidence == "none"]
    assert len(none) / len(rows) <= 0.02, none


def test_no_off_topic_word_occurs_in_the_rules(corpus):
    """An off-topic word in a rules text would silence a rules question: none may occur in the
    corpus or in a rules question of the measured sets."""
    entries = yaml.safe_load((TESTS.parent / "index" / "off-topic.yaml").read_text(encoding="utf-8"))
    words = TermDictionary(entries)
    texts = []
    for t in corpus:
        texts += [s.text for s in t.sources] + [a for l in ("en", "ja", "zh") for a in getattr(t.asks, l)]
        texts += [getattr(t.summary, l) or "" for l in ("en", "ja", "zh")]
        for f in t.faqs:
            texts += [f.passage] + [getattr(x, l) or "" for x in (f.question, f.answer) for l in ("en", "ja", "zh")]
            texts += [" ".join(filter(None, [c.name, c.effect, c.text])) for c in f.cards]
        for e in t.examples:
            texts += [" ".join(filter(None, [c.name, c.effect, c.text])) for c in e.cards]
    texts += [q.q for q in load_questions([TESTS / "questions", TESTS / "holdout", TESTS / "real"])]
    found = [(m.form, text[:60]) for text in texts for m in words.find(fold(text))]
    assert not found, found


def test_the_decision_reads_the_evidence():
    """``none`` for a question saying too little of the rules or naming an off-topic kind of thing;
    otherwise ``high`` exactly from the fitted bar of the fitted probability (``sure``), ``low`` below."""
    bar = conf.MODEL["high"]
    assert conf.decide(conf.Evidence(rules=8.0, nearest=0.5, margin=0.9, results=10, sure=bar)) == "high"
    assert conf.decide(conf.Evidence(rules=8.0, nearest=0.5, margin=0.9, results=10, sure=bar - 1e-6)) == "low"
    assert conf.decide(conf.Evidence(rules=0.4, nearest=0.2, margin=0.9, results=10, sure=1.0)) == "none"
    assert conf.decide(conf.Evidence(rules=0.4, named=1, nearest=0.2, margin=0.9, results=10, sure=1.0)) == "high"
    assert conf.decide(conf.Evidence(rules=0.4, nearest=0.5, margin=0.9, results=10, sure=1.0)) == "high"
    assert conf.decide(conf.Evidence(rules=3.0, off_topic=["prices-and-collecting"], margin=0.9, results=10, sure=1.0)) == "none"
    assert conf.decide(conf.Evidence(rules=8.0, off_topic=["prices-and-collecting"], margin=0.9, results=10, sure=1.0)) == "low"
    assert conf.decide(conf.Evidence(results=0, sure=1.0)) == "none"


def test_the_fitted_probability_grows_with_the_lead():
    """The fitted confidence reads the ranking's lead: the same first result, further ahead of the
    next topic's and holding more of the ranking's weight, is at least as sure."""
    first = conf.Features(words=1.0, asked=0.6, cover=1.0)
    close = conf.sure(conf.Evidence(rules=8.0, nearest=0.5, margin=0.05, share=0.4, results=10), first)
    clear = conf.sure(conf.Evidence(rules=8.0, nearest=0.5, margin=0.9, share=0.95, results=10), first)
    assert clear > close


def test_the_fitted_confidence_reads_the_questions_language(idx):
    """The question's language is an input of the confidence (its measures run on other scales in
    each script): the evidence carries it, and the same evidence in another language is weighed so."""
    from judge.search.question import read

    for q, lang in [("Can I retreat twice in a turn?", "en"), ("1ターンに2回にげられる？", "ja"), ("一回合可以撤退两次吗？", "zh")]:
        query = read(idx, q)
        e = conf.weigh(idx, query, [("I-A-03", 1.0)], {})
        assert e.lang == lang
        assert (conf.inputs(e, None)["ja"], conf.inputs(e, None)["zh"]) == (float(lang == "ja"), float(lang == "zh"))
    first = conf.Features(words=1.0, asked=0.6, cover=1.0)
    en, ja = (conf.sure(conf.Evidence(rules=8.0, nearest=0.5, margin=0.5, share=0.7, results=10, lang=lang), first)
              for lang in ("en", "ja"))
    assert en != ja


def test_the_confidence_reads_how_the_first_result_leads_without_meaning(idx):
    """Evidence.alone: the first result's share of the odds with the meaning features left out. With
    no weight on meaning it is the ranking's own share; with weight on it, it is what the rest give."""
    from dataclasses import replace

    from judge.search.question import read
    from judge.search.rank import WEIGHTS, rank

    query = read(idx, "Can an Asleep Pokémon retreat?")
    candidates = idx.search("Can an Asleep Pokémon retreat?").candidates
    blind = replace(WEIGHTS, meaning=0.0, meaning_topic=0.0)
    r = rank(idx, query, candidates, blind, steps=(), scale="odds")
    assert r.unmeant == pytest.approx(dict(r.order))
    e = conf.weigh(idx, query, r.order, {}, r.undecided, r.unmeant)
    assert e.alone == pytest.approx(e.share) and 0 < e.alone <= 1
    leaning = rank(idx, query, candidates, replace(WEIGHTS, meaning=WEIGHTS.meaning + 100.0), steps=(), scale="odds")
    assert leaning.unmeant == pytest.approx(r.unmeant)  # meaning, however weighed, is left out
    assert dict(leaning.order) != pytest.approx(dict(r.order))


def test_every_answer_carries_confidence_and_per_result_verdict_and_short(idx):
    answer = idx.ask("Can I retreat twice in a turn?")
    assert answer["confidence"] in ("high", "low", "none")
    for r in answer["results"]:
        assert r["verdict"] in ("yes", "no", "depends", None)
        assert isinstance(r["short"], str) and r["short"]
    assert all(r["verdict"] is None for r in answer["results"][1:])


def test_the_replay_fits_the_question(idx):
    """Among a ruling's replays, the one about the question's situation."""
    top = idx.ask("Can I retreat twice in a turn?")["results"][0]
    assert top["topic"] == "I-A-03" and "once" in top["scenario"]["id"]
    top = idx.ask("Do Special Conditions go away when I evolve?")["results"][0]
    assert top["topic"] == "I-A-05" and "end" in top["scenario"]["id"]  # not "can't evolve this turn"


def test_the_short_answer_is_the_sentence_about_the_question(idx):
    """A named Special Condition meets the summary sentence on Special Conditions (its broader
    term), not the first sentence that merely shares the word "evolve"."""
    top = idx.ask("進化したらどくは治る？")["results"][0]
    assert top["topic"] == "I-A-05"
    assert "特殊状態" in top["short"], top["short"]


def test_a_short_cut_at_a_semicolon_reads_as_a_sentence():
    from judge.search.answer import as_sentence

    assert as_sentence("伤害不是效果，而是伤害；") == "伤害不是效果，而是伤害。"
    assert as_sentence("with no Benched Pokémon, no switch is possible;") == "With no Benched Pokémon, no switch is possible."
    assert as_sentence("zh-3.1 adds that the player going first cannot play a Supporter.").startswith("zh-3.1")
    assert as_sentence("ベンチがない。") == "ベンチがない。"


def test_a_faq_result_replays_a_scenario_that_proves_it(idx):
    answer = idx.ask("こだわりメット付いてたら反動ダメも減る?")
    for r in answer["results"]:
        if r["kind"] == "faq" and r["scenario"]:
            if any(r["id"] in idx.replays[s].get("proves", []) for s in idx.payloads[r["id"]]["scenarios"]):
                assert r["id"] in r["scenario"]["proves"], r["id"]


def test_a_topic_replays_its_faqs_scenarios_when_it_has_none_of_its_own(idx):
    """The recoil topic proves its points through its FAQs' replays: the topic shows one of them."""
    payload = idx.payloads["II-B-09"]
    assert payload["scenarios"]
    top = next(r for r in idx.ask("is recoil damage reduced by a Tool?")["results"] if r["id"] == "II-B-09" or r["topic"] == "II-B-09")
    assert top["scenario"] is not None


def test_a_way_of_asking_gives_its_verdict_only_when_asked_almost_word_for_word(idx):
    """A topic's way of asking gives its verdict from TOPIC_VERDICT_NEAR of n-gram cosine; a little
    further off (where two ways of asking of one topic often ask opposite points), never."""
    from collections import Counter
    from dataclasses import replace

    from judge.index.closeness import cosine
    from judge.search.question import asks_which, negated, read
    from judge.search.verdict import TOPIC_VERDICT_NEAR

    topic, text, said = next((p, t, p["asks"]["verdicts"][t]) for p in idx.payloads.values() if p["kind"] == "topic"
                             for t in (p.get("asks") or {}).get("en", []) if (p["asks"].get("verdicts") or {}).get(t) in ("yes", "no")
                             and not negated(t, "en") and not asks_which(t, "en"))
    own = idx.grams_of(text)

    def blurred(target: float):
        """The way of asking read as a question, its n-grams with unrelated ones added until the cosine falls to target."""
        asked, n = Counter(own), 0
        while cosine(asked, own) > target:
            asked[f"zz{n}"] += 1
            n += 1
        return replace(read(idx, text, "en"), wording=asked)

    assert verdict(idx, topic, blurred(TOPIC_VERDICT_NEAR + 0.02), None) == said
    assert verdict(idx, topic, blurred(TOPIC_VERDICT_NEAR - 0.05), None) is None


def test_ways_of_asking_each_left_out_get_no_wrong_verdict(idx):
    """Each way of asking that carries a yes or no, asked as a question with itself left out, gets
    its own verdict or none: at most 2% of the verdicts it gets are wrong (the target for verdicts).
    Two ways of asking one topic that share most words often ask opposite points, so a verdict read
    from a wording a little less close is wrong about one time in five."""
    from judge.search.evaluate import verdicts_left_out

    total = verdicts_left_out(idx)["all"]
    given = total.topic + total.faq
    assert total.asked > 1000
    assert total.topic_wrong + total.faq_wrong <= 0.02 * given, total.wrong


@pytest.mark.parametrize("question, lang", [
    ("相手のポケモンがきぜつしたらサイドは何枚とる？", "ja"),
    ("If I play Guzma, who chooses the Pokémon to switch?", "en"),
    ("how many prize cards do I take for an ex?", "en"),
    ("对手的宝可梦ex被击倒拿几张奖赏卡", "zh"),
    ("两只都昏厥了谁先放新的战斗宝可梦", "zh"),
])
def test_a_question_asking_which_or_how_many_gets_no_yes_or_no(idx, question, lang):
    from judge.search.question import asks_which

    assert asks_which(question, lang)
    top = idx.ask(question)["results"][0]
    assert top["verdict"] is None


@pytest.mark.parametrize("question, lang", [
    ("グッズは1ターンに何枚でも使える？", "ja"),
    ("When my Pokémon is Asleep, can it retreat?", "en"),
    ("能打吗，打多少", "zh"),
    ("一回合能打出多张物品卡吗", "zh"),  # 多张 is "several cards", not "how many"
    ("can I attach energy to my benched pokemon?", "en"),
])
def test_a_yes_or_no_question_is_one(question, lang):
    from judge.search.question import asks_which

    assert not asks_which(question, lang)


@pytest.mark.parametrize("q", ["Who goes first, and how is it decided?", "谁先攻？怎么决定？", "The player who went first, can they attack?"])
def test_who_goes_first_is_a_rules_question(idx, q):
    """"goes first" and 谁先攻 are going first (谁先, "who … first", would take the 先 of 先攻)."""
    found = idx.search(q)
    assert "going-first" in found.question.concepts and found.confidence != "none"


@pytest.mark.parametrize("q, topic", [("起手几张牌", "I-G"), ("起手没有基础宝可梦怎么办", "I-G")])
def test_the_opening_hand_in_player_words_is_a_rules_question(idx, q, topic):
    """起手 (the opening hand) is read as the hand: the question is answered, not set aside as saying
    nothing of the rules."""
    found = idx.search(q)
    assert found.confidence != "none" and found.ranked[0][0] == topic


@pytest.mark.parametrize("q, concepts", [("能不能连续攻击两次", {"attack"}), ("换人要弃能吗", {"switch", "discard"})])
def test_players_chinese_words_for_attacking_switching_and_discarding_are_read(idx, q, concepts):
    """攻击 (attack), 换人 (switch) and 弃能 (discard Energy) are rule terms: such a question is answered,
    not set aside as saying nothing of the rules."""
    found = idx.search(q)
    assert concepts <= set(found.question.concepts) and found.confidence != "none"


def test_a_mull_is_a_mulligan(idx):
    """Players say "mull" for a mulligan: read as the term, the question goes to the setup rulings (it
    went to retreating, sure, when the word was unknown)."""
    found = idx.search("can I mull more than once")
    assert "mulligan" in found.question.concepts and found.ranked[0][0] in {"I-G", "SV-start-settings", "SV-setup"}
