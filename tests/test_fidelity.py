"""Every quoted passage matches its seed passage (NFKC, whitespace folded; similarity >= 0.9)."""

from judge.corpus.fidelity import MIN_SIMILARITY, quotes, score


def test_every_quote_matches_its_seed(corpus):
    scored = []
    for topic in corpus:
        for q in quotes(topic):
            s = score(q)
            assert s is not None, f"{q.topic} {q.path}: {q.edition} has no seed section"
            scored.append(s)
    scored.sort(key=lambda s: s.similarity)
    print(f"{len(scored)} quotes; worst first:")
    for s in scored[:10]:
        print(f"  {s.similarity:.3f} {s.quote.topic} {s.quote.path} [{s.quote.edition}] worst line {s.worst_line_score:.2f}: {s.worst_line[:60]}")
    bad = [s for s in scored if s.similarity < MIN_SIMILARITY]
    assert not bad, "\n".join(f"{s.similarity:.3f} {s.quote.topic} {s.quote.path}: {s.worst_line[:80]}" for s in bad)


def test_the_measure_can_fail():
    """A paraphrase does not pass as a quote."""
    from judge.corpus.fidelity import Quote

    faithful = Quote("II-B-09", "ja-2.2", "x", "◆ ワザを使ったポケモン自身にダメージを与えるワザです。")
    paraphrase = Quote("II-B-09", "ja-2.2", "x", "攻撃したポケモンが自分にもダメージを受ける技のことを指しています。")
    assert score(faithful).similarity >= MIN_SIMILARITY
    assert score(paraphrase).similarity < MIN_SIMILARITY


def test_every_topic_quotes_most_of_its_sections(corpus):
    from judge.corpus.fidelity import coverage

    low = []
    for topic in corpus:
        for s in topic.sources:
            if s.edition in ("ja-2.2", "zh-3.1"):
                c = coverage(topic, s.edition, corpus.topics)
                if c < 0.8:
                    low.append((c, topic.id, s.edition))
    assert not sorted(low), f"sections whose rules text is mostly unquoted: {sorted(low)}"


def test_a_lost_icon_is_written_alike_wherever_the_same_text_is_quoted(corpus):
    """A card text quoted in several topics restores its lost type icons the same way everywhere
    (restored where the guide's words settle the type, ``[?]`` where they do not)."""
    import re
    from collections import defaultdict

    from judge.corpus.seeds import TYPE_TOKEN

    written = defaultdict(set)
    for topic in corpus:
        for q in quotes(topic):
            for sentence in re.split(r"(?<=[。\n])", q.text):
                if TYPE_TOKEN.search(sentence):
                    plain = TYPE_TOKEN.sub("[*]", re.sub(r"\s+", "", sentence))
                    written[plain].add((tuple(TYPE_TOKEN.findall(sentence)), f"{topic.id} {q.path}"))
    mixed = {k: sorted(v) for k, v in written.items() if len({tokens for tokens, _ in v}) > 1}
    assert not mixed, mixed
