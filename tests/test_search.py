"""The question search: answers with citations and replays; bad input gets a clear answer, never an exception."""

import json

import pytest

from judge.search import verdict
from judge.search.answer import mark_forms
from judge.search.question import read


def test_english_question_finds_the_self_damage_ruling(idx):
    answer = idx.ask("does the damage reduction apply to self-damage?")
    assert answer["lang"] == "en"
    assert answer["results"][0]["topic"] == "II-B-09"


def test_japanese_question_finds_the_choice_helmet_faq(idx):
    answer = idx.ask("こだわりメット付いてたら反動ダメも減る?")
    assert answer["lang"] == "ja"
    assert answer["results"][0]["id"] == "II-B-09/faq-2"
    top = answer["results"][0]
    assert top["answer"] and top["answer_lang"] == "ja"
    assert top["citations"][0]["edition"] == "ja-2.2" and "Ⅱ B-09" in top["citations"][0]["citation"]
    assert top["scenario"]["verified"] is True and top["scenario"]["trace"]


def test_chinese_question_is_detected_and_answered(idx):
    answer = idx.ask("撤退能量减1的效果会叠加吗")
    assert answer["lang"] == "zh" and answer["results"]
    assert {r["topic"] for r in answer["results"][:3]} & {"II-D-11", "II-D-12", "I-A-03", "II-D-10"}


def test_matched_terms_are_marked(idx):
    top = idx.ask("こだわりメット")["results"][0]
    text = top["citations"][0]["text"]
    assert any("こだわりメット" in text[s:e] for s, e in top["citations"][0]["marks"])


def test_api_ask_is_the_ask_json(client, runner):
    q = "Eviolite Take Down self damage"
    api = client.get("/api/ask", query_string={"q": q, "lang": "en"}).get_json()
    cli = json.loads(runner.invoke(["ask", q, "--lang", "en", "--json", "-n", "5"]).output)
    assert api == cli


def test_api_ask_errors_are_json(client):
    for qs, status in (({"q": ""}, 400), ({"q": "x", "lang": "fr"}, 400), ({"q": "x", "limit": "many"}, 400)):
        resp = client.get("/api/ask", query_string=qs)
        assert resp.status_code == status and "message" in resp.get_json()["error"]


def test_ask_reads_questions_from_stdin_as_json_lines(runner):
    out = runner.invoke(["ask", "-"], input="retreat cost\n\nこだわりメット\n").output.splitlines()
    rows = [json.loads(l) for l in out]
    assert [r["query"] for r in rows] == ["retreat cost", "", "こだわりメット"]
    assert rows[1]["error"]["code"] == "empty_question" and rows[2]["results"]


def test_search_page_shows_the_answer(client):
    page = client.get("/", query_string={"q": "こだわりメット 反動", "lang": "ja"}).get_data(as_text=True)
    assert "II-B-09/faq-2" in page and "<mark>" in page and "検証済みの再現" in page


def test_term_scores_rank_like_whooshs_or(idx):
    """Summing each term's stored scores gives whoosh's own flat Or: same documents, same scores."""
    from whoosh.query import Or, Term

    s = idx.searcher()
    for q in ("こだわりメット 反動", "撤退 能量 减少", "retreat cost more less", "ダメカン のせる ワザの効果を受けない"):
        asked = read(idx, q, "ja")
        concepts, words = asked.concepts, asked.words
        pairs = [(f, t) for f in ("lead_concepts", "concepts") for t in concepts if t in idx.vocabulary[f]]
        pairs += [(f, t) for f in ("lead_words", "words") for t in words if t in idx.vocabulary[f]]
        ours = [(d, round(x, 6)) for d, x in idx.scores.top(s, [(f, t, 2.0) for f, t in pairs], 20)]
        hits = s.search(Or([Term(f, t, boost=2.0) for f, t in pairs]), limit=None)
        reference = sorted(((h.docnum, round(h.score, 6)) for h in hits), key=lambda kv: (-kv[1], kv[0]))[:20]
        assert ours == reference and ours


def test_no_ask_is_a_near_copy_of_a_measured_question(corpus, near_copies):
    """The question sets measure the search: a topic's asks must not restate one of their questions
    (character n-gram cosine below NEAR_COPY), or the measure would only find what was written in."""
    near = near_copies((t.id, ask) for t in corpus for lang in ("en", "ja", "zh") for ask in getattr(t.asks, lang))
    assert not near, near


def test_the_near_copy_finder_finds_a_question_reworded(near_copies, measured_questions):
    """The finder itself: a measured question, and the same with a word or two changed, are near
    copies of it; a question on something else is none."""
    from judge.index.closeness import cosine, gram_counts

    q = next(x for x in measured_questions if len(x) > 40)
    reworded = q.replace(q.split()[0], "so") if " " in q else q[:-3] + "ですか"
    assert near_copies([("same", q)]) and any(f"~ {q!r}" in line for line in near_copies([("reworded", reworded)]))
    assert cosine(gram_counts(reworded), gram_counts(q)) >= 0.5
    assert not near_copies([("other", "qwerty zxcv plugh xyzzy")])


def test_a_warmed_index_answers_as_a_cold_one(idx):
    """Reading every term's scores ahead (what a server does at start) changes no answer."""
    from judge.search.ask import Index

    cold = Index(idx.path)
    questions = ["こだわりメット 反動", "撤退能量减1的效果会叠加吗", "retreet cost", "ベンチ 弱点"]
    before = [cold.search(q) for q in questions]
    assert cold.warm() == sum(len(v) for v in cold.vocabulary.values())
    assert [cold.search(q) for q in questions] == before


def test_each_rule_the_replay_cites_is_named_in_the_questions_language(idx, corpus):
    answer = idx.ask("こだわりメット付いてたら反動ダメも減る?")
    top = answer["results"][0]
    cited = {s["rule"] for s in top["scenario"]["trace"]}
    assert cited and set(top["rules"]) == cited
    assert all(top["rules"][r] == corpus.topics[r].title.ja for r in cited)


@pytest.mark.parametrize("folder", ["questions", "holdout"])
def test_question_sets_are_complete_and_cite_real_rulings(folder, corpus_ids):
    """At least 50 questions per language, each settled by 1-3 rulings that exist."""
    from collections import Counter
    from pathlib import Path

    from judge.search.evaluate import load_questions

    questions = load_questions([Path(__file__).parent / folder])
    per_lang = Counter(q.lang for q in questions)
    assert all(per_lang[lang] >= 50 for lang in ("ja", "zh", "en")), per_lang
    unknown = [(q.q, i) for q in questions for i in q.ids if i not in corpus_ids]
    assert not unknown
    assert all(1 <= len(q.ids) <= 3 for q in questions)
    assert len({q.q for q in questions}) == len(questions), "a question is asked twice"


def test_marks_are_the_spans_a_longest_first_regex_finds(idx):
    """Marking by plain finds gives the spans of a case-blind regex alternation, longest form first."""
    import re

    from judge.search.answer import marks

    checked = 0
    for q in ("こだわりメット付いてたら反動ダメも減る?", "撤退能量减1的效果会叠加吗", "Active Pokemon retreat cost", "ダメカン ベンチ"):
        answer = idx.ask(q)
        forms = mark_forms(idx, idx.search(q, None, 1).question)
        pattern = re.compile("|".join(re.escape(f) for f in forms), re.IGNORECASE)
        for r in answer["results"]:
            for c in r["citations"]:
                assert c["marks"] == [[m.start(), m.end()] for m in pattern.finditer(c["text"])] == marks(c["text"], forms)
                checked += len(c["marks"])
    assert checked > 20


def test_the_same_question_gets_the_same_answer_in_every_process(idx, measured_questions):
    """Nothing in the ranking hangs on the order a set happens to iterate in (it differs from one
    process to the next): two processes with different hash seeds rank every measured question alike.
    A question's vector is drawn from its text's digest in both (the encoder is C code with no Python
    set in it; what is compared is all the Python that ranks from the vectors)."""
    import os
    import subprocess
    import sys

    questions = "\n".join(measured_questions) + "\n"
    script = ("import sys, json, hashlib\nimport numpy as np\nfrom judge.index import meaning\nfrom judge.search.ask import open_index\n"
              "def drawn(text):\n"
              "    v = np.random.default_rng(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], 'big')).standard_normal(meaning.DIM)\n"
              "    return (v / np.linalg.norm(v)).astype(np.float32)\n"
              "meaning.ENCODER.query = drawn\n"
              "idx = open_index()\n"
              "for q in sys.stdin.read().splitlines():\n"
              "    f = idx.search(q, None, 10)\n"
              "    print(json.dumps([f.confidence, [(r, round(s, 9)) for r, s in f.ranked]]))\n")
    runs = [subprocess.run([sys.executable, "-c", script], input=questions, capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")]
    assert runs[0] == runs[1] and runs[0].count("\n") == questions.count("\n")


def test_a_question_that_names_a_card_but_not_the_situation_gets_the_topic(idx):
    found = idx.search("Galarian Articuno V's ability: when can't I use it?")
    assert found.ranked[0][0] == "II-E-30"
    assert set(found.undecided) == {"II-E-30/faq-1", "II-E-30/faq-2"}


def test_the_topic_of_undecided_faqs_answers_as_they_do_only_when_they_agree(idx, monkeypatch):
    found = idx.search("Galarian Articuno V's ability: when can't I use it?")
    topic = idx.payloads["II-E-30"]
    said = {"II-E-30/faq-1": "no", "II-E-30/faq-2": "no", "II-E-30": None}
    monkeypatch.setattr(verdict, "verdict", lambda store, payload, *a, **k: said[payload["id"]])
    assert verdict.first_verdict(idx, topic, found, None) == "no"
    said["II-E-30/faq-2"] = "yes"
    assert verdict.first_verdict(idx, topic, found, None) is None
    said["II-E-30/faq-2"] = None
    assert verdict.first_verdict(idx, topic, found, None) is None


def test_a_candidates_word_score_is_its_parts_weighed_by_their_boosts(idx):
    """Each candidate carries the word score's parts per kind of term (what a fitted ranking weighs in
    place of the hand boosts): weighed by the boosts, they give its score (the notice's counts
    REGULATION_ASKED more only when asked about its events, as this question is not)."""
    found = idx.search("こだわりメット付いてたら反動ダメも減る?")
    words = found.scored["words"]
    boost = {kind: b for (_, _, b), kind in zip(words.clauses, words.kinds)}
    assert {"lead_named", "named", "words", "grams"} <= set(words.kinds)
    checked = 0
    for c in found.candidates:
        parts = words.parts(c.id)
        assert bool(parts) == (c.id in words.docs)
        if parts:
            weighed = sum(boost[kind] * score for kind, score in parts.items())
            assert weighed == pytest.approx(words.scores[c.id], rel=1e-9), c.id
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("q", ["does card text take priority over the rules?", "カードの説明文はプレイルールより優先される？",
                               "卡牌说明文优先于规则吗？"])
def test_a_question_about_card_text_names_a_rule_term_not_a_card(idx, q):
    """"Card text" is a rule term (II-A), not a card's name: a name keeps a question from any verdict."""
    from judge.search.question import named, read

    concepts = read(idx, q, None).concepts
    assert "printed-text" in concepts and not any(named(c) for c in concepts)


@pytest.mark.parametrize("q, lang, term", [("「できない」を優先する？", "ja", "cant-beats-can"), ("是优先“无法”吗", "zh", "cant-beats-can")])
def test_a_term_that_takes_in_a_bracket_is_read_not_taken_for_a_quoted_name(idx, q, lang, term):
    """「できない」 alone reads as a quoted name; 「できない」を優先 is the rule that "can't" beats "can"."""
    assert term in idx.analyzer.analyze(q, lang).concepts


def test_the_n_grams_kept_are_held_once():
    """The search keeps the n-gram counts of every ruling text it compares; the same n-grams recur
    in all of them, and each is kept as one string, not one a text."""
    from judge.index.closeness import gram_counts

    a, b = gram_counts("Can I retreat twice?"), gram_counts("retreat again and again")
    shared = set(a) & set(b)
    assert "_re" in shared and "eat" in shared
    for gram in shared:
        assert next(g for g in a if g == gram) is next(g for g in b if g == gram)


def test_the_stored_texts_terms_are_those_a_question_reads_and_an_english_question_loads_no_japanese(idx):
    """The build analyzes the stored texts an answer reads in every language (the titles, FAQ questions,
    statements and points) as a question's analyzer would: each is read from the build, the same terms;
    so an English or Chinese question's answer loads no Japanese dictionary."""
    import random
    import subprocess
    import sys

    from judge.index.store import STORED_TERMS, stored_texts

    stored = json.loads((idx.path / STORED_TERMS).read_text(encoding="utf-8"))
    texts = stored_texts(idx.payloads)
    assert {lang: set(t) for lang, t in stored.items()} == texts and all(len(t) > 500 for t in texts.values())
    for lang, sample in ((lang, random.Random(7).sample(sorted(t), 40)) for lang, t in texts.items()):
        for text in sample:
            assert set(stored[lang][text]) == set(idx.analyzer.analyze(text, lang).concepts), (lang, text)
            assert idx.terms_of(text, lang) == set(stored[lang][text])
    script = ("import sys\nfrom judge.index import analysis\nfrom judge.search.ask import open_index\nidx = open_index()\n"
              "for q in sys.argv[1:]:\n    idx.ask(q)\n"
              "print(analysis._dictionary is None)\n")
    out = subprocess.run([sys.executable, "-c", script, "does the damage reduction apply to self-damage?", "Can I retreat while Asleep?",
                          "撤退能量减1的效果会叠加吗"], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True"]  # no Sudachi dictionary loaded


def test_the_ways_of_asking_read_from_the_build_are_those_made_from_the_payloads(idx):
    """The index of each language's ways of asking (the rulings asked most like a question) is read
    from the build's file: the same ways of asking, norms and postings as made from the payloads."""
    from judge.index.store import ASKED, Asked, AskedArrays, _json

    made = Asked(idx.payloads)
    for lang in ("en", "ja", "zh"):
        assert (idx.path / ASKED.format(lang=lang)).exists()
        entries, postings = _json(idx.path / ASKED.format(lang=lang))
        assert ([tuple(e) for e in entries], postings) == made.index(lang) and len(entries) > 500
        kept, anew = Asked(idx.payloads, idx.path)._build(lang), AskedArrays(*made.index(lang))
        assert kept.rulings == anew.rulings and (kept.ruling_of == anew.ruling_of).all() and (kept.norms == anew.norms).all()
        assert kept.postings.keys() == anew.postings.keys() and all((kept.postings[g] == anew.postings[g]).all() for g in anew.postings)
    question = read(idx, "can I retreat while asleep", "en")
    assert Asked(idx.payloads, idx.path).nearest(question.wording, "en") == made.nearest(question.wording, "en")


def test_the_name_table_and_term_dictionary_kept_by_the_build_are_those_its_files_make(idx, tmp_path):
    """A build keeps its name table's and term dictionary's parsed state (read at each start instead
    of folding every form again): the same entities, forms and lengths as the files make; a state kept
    for other bytes is not read."""
    import hashlib

    from judge.index import terms as terms_mod
    from judge.index.store import TERMS_STATE, dictionary
    from judge.lang import names as names_mod

    path = idx.path / "names.tsv"
    data = path.read_bytes()
    kept = names_mod._kept(path, hashlib.blake2b(data, digest_size=16).digest())
    made = names_mod.NameTable(names_mod.read(path, data.decode("utf-8")))
    assert kept is not None and vars(kept) == vars(made) and len(made.by_id) > 1000
    assert names_mod._kept(path, hashlib.blake2b(data + b"\n", digest_size=16).digest()) is None
    (tmp_path / "names.tsv").write_bytes(data + b"# another line\n")
    (tmp_path / "names.tsv.parsed").write_bytes((idx.path / "names.tsv.parsed").read_bytes())
    assert vars(names_mod.load(str(tmp_path / "names.tsv"))) == vars(made)  # parsed anew: the bytes differ
    assert (idx.path / TERMS_STATE).exists()
    entries = json.loads((idx.path / "terms.json").read_text(encoding="utf-8"))
    assert vars(dictionary(idx.path)) == vars(terms_mod.TermDictionary(entries)) == vars(idx.terms)


def test_the_ngram_cosine_is_the_overlap_of_the_counts_over_the_mean_size(idx):
    """The cosine of two texts' n-gram counts: each shared n-gram counted as often as the text that
    holds it less often, over the geometric mean of both sizes; symmetric, 1 for a text with itself,
    0 for texts sharing no n-gram."""
    import math
    from collections import Counter

    from judge.index.closeness import cosine, gram_counts

    a, b = Counter({"ab": 2, "bc": 1, "cd": 3}), Counter({"bc": 4, "cd": 1, "de": 1})
    assert cosine(a, b) == cosine(b, a) == (1 + 1) / math.sqrt(6 * 6)
    assert cosine(a, Counter({"xy": 1})) == 0.0 and cosine(a, Counter()) == 0.0 and cosine(a, a) == 1.0
    texts = [t for p in list(idx.payloads.values())[:40] for t in p.get("asks", {}).get("en", [])][:60]
    for x in texts[:20]:
        for y in texts:
            cx, cy = gram_counts(x), gram_counts(y)
            assert cosine(cx, cy) == sum(min(n, cy.get(g, 0)) for g, n in cx.items()) / math.sqrt(cx.total() * cy.total())
            # the total kept with the counts is the counts' total: the same cosine as of plain Counters
            assert cx.size == cx.total() and cosine(cx, cy) == cosine(Counter(cx), Counter(cy))


def test_the_rulings_asked_most_like_a_question_are_the_cosines_of_its_ngram_set_with_each_way_of_asking(idx):
    """Asked.nearest (numpy over the n-grams' postings, made into arrays once per language) gives, to
    the bit, what comparing the question's n-gram set with every way of asking one at a time gives:
    per ruling, its closest way of asking."""
    import math

    from judge.index.closeness import gram_counts
    from judge.index.store import asked_texts
    from judge.lang.text import fold
    from judge.lang.text import grams as ngrams

    questions = {"en": ["Can I retreat while Asleep?", "does the damage reduction apply to self-damage?"],
                 "ja": ["こだわりメット付いてたら反動ダメも減る?"], "zh": ["撤退能量减1的效果会叠加吗"]}
    for lang, texts in questions.items():
        for q in texts:
            wording = gram_counts(q)
            one_at_a_time: dict[str, float] = {}
            for rid, p in idx.payloads.items():
                for text in asked_texts(p, lang):
                    grams = set(ngrams(fold(text)))
                    shared = len(grams & wording.keys())
                    if shared:
                        c = shared / (math.sqrt(len(wording) or 1) * math.sqrt(len(grams) or 1))
                        one_at_a_time[rid] = max(one_at_a_time.get(rid, 0.0), c)
            assert idx.asked.nearest(wording, lang) == one_at_a_time
    assert idx.asked.nearest(gram_counts("zzzzqqqq"), "en") == {}


def test_a_question_asked_again_is_read_once_bounded_and_answered_the_same(idx, monkeypatch):
    """Index.read keeps the questions read (QUESTIONS_KEPT, the oldest dropped first): a question
    asked again gets the same reading and the same answer as one read anew."""
    from judge.search import ask as ask_mod
    from judge.search.question import read

    q = "Can I retreat while Asleep?"
    first = idx.ask(q, None, limit=10)
    assert idx.read(q) is idx.read(q) and idx.read(q) == read(idx, q)
    monkeypatch.setattr(idx, "read", lambda text, lang=None: read(idx, text, lang))  # without the kept readings
    assert idx.ask(q, None, limit=10) == first
    monkeypatch.undo()
    monkeypatch.setattr(ask_mod, "QUESTIONS_KEPT", 3)
    for text in ("Can I retreat twice?", "How many Supporters a turn?", "Can I evolve on my first turn?", q):
        idx.read(text)
    assert len(idx._questions) == 3 and list(idx._questions)[-1] == (q, None)
