"""The guides' own card examples as labelled examples of the phrase reader.

Each topic's 文例 (a block quoting one or more cards) and each FAQ quoting cards is one example of its
topic: the reader finds it when one of the quoted cards' texts triggers the topic (Part II), or, for
a Part I topic of a kind of card, when a quoted card is of that kind. Examples are split in two
halves by a hash of their id (:func:`half`), so that a half nobody looked at while writing the
phrases can be reported on its own.

    python -m judge.cards.examples        # the measure, per topic, each half and in all
"""

from __future__ import annotations

import hashlib
import sys
from collections import defaultdict
from dataclasses import dataclass

from judge.cards.phrases import Reader
from judge.cards.phrases import load as load_reader
from judge.corpus.editions import EDITIONS
from judge.corpus.load import load

#: The card kinds of the corpus and the kinds of the phrase reader's Part I table.
CORPUS_KINDS = {"gx-attack": "attack", "vstar-power": "ability"}


@dataclass(frozen=True)
class Example:
    """One labelled example: a 文例 block or a FAQ, the cards it quotes, and its topic."""

    id: str
    """``II-C-05/【文例1】/ja-2.2`` for a block, the FAQ's id for a FAQ."""
    topic: str
    source: str
    """``examples`` (a 文例 block: cards quoted for printing the topic's phrase) or ``faqs`` (the
    cards a FAQ quotes: often the other side of the question, a card protecting from the effect)."""
    lang: str
    """``ja`` or ``zh``: the edition's language, which the quotes are in."""
    texts: tuple[str, ...]
    kinds: tuple[str, ...]

    @property
    def half(self) -> str:
        return half(self.id)


def half(example_id: str) -> str:
    """``a`` or ``b``, by the first byte of the id's SHA-1: a fixed split nobody chooses."""
    return "a" if hashlib.sha1(example_id.encode()).digest()[0] % 2 == 0 else "b"


def examples(corpus) -> list[Example]:
    """Every 文例 block and FAQ that quotes a card, of the Part I and II topics."""
    out = []
    for topic in corpus:
        if topic.part not in ("I", "II"):
            continue
        blocks = [(f"{topic.id}/{e.label}/{e.edition}", "examples", e.edition, e.cards) for e in topic.examples]
        blocks += [(f.id, "faqs", f.edition, f.cards) for f in topic.faqs]
        seen: dict[str, int] = defaultdict(int)
        for block_id, source, edition, cards in blocks:
            if not cards:
                continue
            seen[block_id] += 1
            unique = block_id if seen[block_id] == 1 else f"{block_id}#{seen[block_id]}"
            lang = "zh" if EDITIONS[edition].lang == "zh" else "ja"
            out.append(Example(unique, topic.id, source, lang, tuple(c.text for c in cards if c.text),
                               tuple(CORPUS_KINDS.get(c.kind, c.kind) for c in cards)))
    return out


def found(example: Example, reader: Reader) -> bool:
    """Whether the reader gives the example its topic."""
    if example.topic.startswith("II-"):
        return any(example.topic in reader.topics_of(t, example.lang) for t in example.texts)
    return any(reader.kinds.get(k) == example.topic for k in example.kinds)


Counts = dict[str, list[int]]


def measure(corpus, reader: Reader | None = None) -> dict[tuple[str, str], Counts]:
    """Per (topic, source) and half (``a``, ``b``, ``all``): [found, examples]. Part II examples
    quoting no card text are left out (nothing to read)."""
    reader = reader or load_reader()
    out: dict[tuple[str, str], Counts] = defaultdict(lambda: {"a": [0, 0], "b": [0, 0], "all": [0, 0]})
    for ex in examples(corpus):
        if ex.topic.startswith("II-") and not ex.texts:
            continue
        hit = found(ex, reader)
        for part in (ex.half, "all"):
            out[(ex.topic, ex.source)][part][0] += hit
            out[(ex.topic, ex.source)][part][1] += 1
    return dict(out)


def totals(report: dict, part: str, source: str, prefix: str = "II-") -> tuple[int, int]:
    rows = [v[part] for (t, s), v in report.items() if t.startswith(prefix) and s == source]
    return sum(r[0] for r in rows), sum(r[1] for r in rows)


def main() -> None:
    report = measure(load())
    print(f"{'topic':10} {'source':9} {'half a':>8} {'half b':>8} {'all':>8}")
    for (topic, source), v in sorted(report.items(), key=lambda kv: (not kv[0][0].startswith("I-"), kv[0])):
        print(f"{topic:10} {source:9} " + " ".join(f"{v[p][0]:>4}/{v[p][1]:<3}" for p in ("a", "b", "all")))
    for prefix, name in (("II-", "Part II, phrases"), ("I-", "Part I, kinds")):
        for source in ("examples", "faqs"):
            cells = []
            for part in ("a", "b", "all"):
                hit, n = totals(report, part, source, prefix)
                cells.append(f"{part} {hit}/{n} = {hit / n:.3f}" if n else f"{part} -")
            print(f"{name}, {source}: " + ", ".join(cells))


if __name__ == "__main__":
    main()
    sys.exit(0)
