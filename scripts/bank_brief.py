"""Write the briefs a question-bank batch is written from (index/bank/PROTOCOL.md): per point, the
point itself, the guide words it rests on with their citation, the points it is told apart from, and
real cards whose printed text bears on it, in every language the card table has.

    python scripts/bank_brief.py --batch b003 --out /tmp/briefs-b003 II-B-09/p1 II-B-09/faq-1/p1 …
    python scripts/bank_brief.py --batch b003 --out /tmp/briefs-b003 --topics II-B-09 II-C-16

A writer is given the brief folder and nothing else: no topic file, no question set, no search
result. The brief says which batch it is for; the cards are chosen by a seeded draw from the cards
whose text prints the topic's phrase (Part II) or whose kind the topic rules (Part I), the FAQ's own
cards first.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.cards.lookup import names_of, read, texts_of  # noqa: E402
from judge.cards.table import load as load_table  # noqa: E402
from judge.corpus.load import load  # noqa: E402
from judge.index import terms as terms_mod  # noqa: E402
from judge.index.analysis import Analyzer  # noqa: E402
from judge.paths import terms_file  # noqa: E402

#: Cards shown per point: enough to name real cards in two questions in five, few enough to read.
CARDS_PER_POINT = 8
#: The longest card text shown, per language (an attack's text is short; a Stadium's may run long).
MOST_TEXT = 400
#: Cards drawn from, per point: those whose text shares most of the point's terms (rarest first).
NEAREST = 40


class Terms:
    """The terms of card texts and points, read by the index's analyzer (its term dictionary)."""

    def __init__(self, table):
        self.analyzer = Analyzer(terms_mod.load(str(terms_file())))
        self.of_card = {}
        for row in range(len(table)):
            card = table.card(row)
            text = texts_of(card).get("en") or texts_of(card).get("ja") or ""
            lang = "en" if texts_of(card).get("en") else "ja"
            self.of_card[card.id] = set(self.analyzer.analyze(text, lang).concepts) if text else set()
        counts = Counter(t for ts in self.of_card.values() for t in ts)
        self.weight = {t: math.log(len(self.of_card) / (1 + n)) for t, n in counts.items()}

    def nearest(self, point, cards: list) -> list:
        """The cards whose text shares most of the point's terms (each weighing by its rarity)."""
        wanted = set(self.analyzer.analyze(point.line.en + " " + (point.ask.en if point.ask else ""), "en").concepts)
        scored = [(sum(self.weight.get(t, 0) for t in wanted & self.of_card.get(c.id, set())), c) for c in cards]
        scored = [x for x in scored if x[0] > 0]
        scored.sort(key=lambda x: -x[0])
        return [c for _, c in scored[:NEAREST]]


def cards_by_topic(table) -> dict[str, list]:
    """Every card of the table under each topic its text or its kind triggers."""
    out: dict[str, list] = {}
    for row in range(len(table)):
        card = table.card(row)
        texts = texts_of(card)
        if not texts or not any(ch.isalpha() for name in names_of(card).values() for ch in name):
            continue  # a row whose name is only a number is the source's damage
        _, _, rulings = read(card, texts, "en")
        for r in rulings:
            out.setdefault(r["id"], []).append(card)
    return out


def card_block(card) -> list[str]:
    names = names_of(card)
    texts = texts_of(card)
    lines = [f"- kind: {card.kind}"]
    for lang, label in (("en", "en"), ("ja", "ja"), ("zh", "zh-Hans"), ("zh_hant", "zh-Hant")):
        if names.get(lang):
            lines.append(f"  name {label}: {names[lang]}")
    if card.pokemon:
        by = {l: v[0] for l, v in card.pokemon.items() if v}
        lines.append("  printed by: " + ", ".join(f"{l} {n}" for l, n in by.items()))
    for lang in ("en", "ja", "zh"):
        if texts.get(lang):
            text = " ".join(texts[lang].split())[:MOST_TEXT]
            lines.append(f"  text {lang}: {text}")
    return lines


def brief(corpus, point, cards: list, rng: random.Random, batch: str, terms: Terms | None = None, every: list = ()) -> str:
    topic, faq = corpus.get(point.ruling)
    out = [f"# Brief for point {point.id} (batch {batch})", "",
           f"Ruling: {point.ruling} — {topic.title.en} / {topic.title.ja} / {topic.title.zh}", f"Kind of point: {point.kind}", "",
           "## The point (the one line a judge reads out)"]
    out += [f"- {lang}: {getattr(point.line, lang)}" for lang in ("en", "ja", "zh")]
    if point.ask:
        out += ["", f"## Its yes/no question (the guide's answer: {point.verdict})"]
        out += [f"- {lang}: {getattr(point.ask, lang)}" for lang in ("en", "ja", "zh")]
    out += ["", "## The guide's words it rests on"]
    for rest in point.rests_on:
        section = next((s.section for s in topic.sources if s.edition == rest.edition), topic.id)
        label = f" {faq.label}" if faq else ""
        out.append(f"- {rest.edition}, {section}{label}: {rest.quote}")
    others = [corpus.points[c] for c in point.confused_with if c in corpus.points]
    if others:
        out += ["", "## Points told apart from this one (write no question that these answer)"]
        out += [f"- {o.id}: {o.line.en}" for o in others]
    own = [c.name for c in (faq.cards if faq else [])]
    own_cards = [m.card for name in own for m in load_table().find(name, 1) if m.how == "exact"]
    if terms is not None:  # the cards of the topic nearest the point's terms, else any card nearest them
        cards = terms.nearest(point, cards) or terms.nearest(point, list(every))
    pool = [c for c in cards if c not in own_cards]
    drawn = own_cards + rng.sample(pool, min(len(pool), max(0, CARDS_PER_POINT - len(own_cards))))
    out += ["", "## Real cards whose printed text bears on it (check each before naming it)"]
    for card in drawn:
        out += card_block(card)
    if not drawn:
        out.append("- (none found: name cards only where you are sure of their text)")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--batch", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--topics", action="store_true", help="the arguments are topics: every point of each")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("ids", nargs="+")
    args = parser.parse_args()
    corpus = load()
    ids = [p.id for p in corpus.points.values() if p.ruling.split("/")[0] in args.ids] if args.topics else args.ids
    missing = [i for i in ids if i not in corpus.points]
    if missing or not ids:
        sys.exit(f"no such point: {', '.join(missing) or '(none given)'}")
    table = load_table()
    by_topic = cards_by_topic(table)
    terms = Terms(table)
    every = [table.card(row) for row in range(len(table))]
    rng = random.Random(f"{args.batch}:{args.seed}")
    args.out.mkdir(parents=True, exist_ok=True)
    for pid in ids:
        point = corpus.points[pid]
        text = brief(corpus, point, by_topic.get(point.ruling.split("/")[0], []), rng, args.batch, terms, every)
        (args.out / (pid.replace("/", "_") + ".md")).write_text(text, encoding="utf-8")
    print(f"{len(ids)} brief(s) in {args.out}")


if __name__ == "__main__":
    main()
