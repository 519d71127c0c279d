"""Draw the cards of the phrase-mark sample (tests/cards/phrase-sample.yaml) from the card table.

A seeded random draw, stratified by kind and language: for each kind of ``KINDS`` and each reader
language, ``PER`` rows of that kind whose text in that language is known, drawn with
``random.Random(SEED)`` from the rows sorted by id, then the issue's examples (``FIXED``). It prints
each card's normalised text, as the reader reads it, as YAML entries with empty ``marks``: the right
marks are then written by reading each text against the Part II topics (rulings/topics/II-*.yaml),
never from the reader's output.

    python scripts/phrase_sample.py > /tmp/draw.yaml
    python scripts/phrase_sample.py --seed 3801 --per 3 --exclude tests/cards/phrase-sample.yaml > /tmp/held-out.yaml

The second draws the held-out sample (tests/cards/phrase-sample-held-out.yaml): drawn and marked after
the reader's fixes, from the rows the first sample does not hold, and measured once. A third, drawn and
marked after the fixes the held-out sample's misses pointed at (tests/cards/phrase-sample-fresh.yaml):

    python scripts/phrase_sample.py --seed 3802 --per 3 --exclude tests/cards/phrase-sample.yaml tests/cards/phrase-sample-held-out.yaml
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import yaml

from judge.cards.lookup import texts_of
from judge.cards.table import load

SEED = 38
PER = 7
KINDS = ("item", "supporter", "stadium", "tool", "special-energy", "attack", "ability")
LANGS = ("en", "ja", "zh")
#: The issue's examples (issue 38): Rare Candy in English and Chinese, Path to the Peak, Iono.
FIXED = (("card-rare-candy", "en"), ("card-rare-candy", "zh"), ("card-path-to-the-peak", "en"), ("card-iono", "ja"))


def draw(seed: int = SEED, per: int = PER, exclude: frozenset = frozenset(), fixed=FIXED) -> list[tuple[str, str, str, str]]:
    table = load()
    rows = sorted((table.card(r) for r in range(len(table))), key=lambda c: c.id)
    rng = random.Random(seed)
    out, seen = [], set()
    for kind in KINDS:
        for lang in LANGS:
            pool = [c for c in rows if c.kind == kind and texts_of(c).get(lang) and c.id not in exclude]
            for card in rng.sample(pool, per):
                out.append((card.id, lang, card.kind, texts_of(card)[lang]))
                seen.add((card.id, lang))
    for card_id, lang in fixed:
        if (card_id, lang) not in seen:
            card = table.by_id(card_id)
            out.append((card.id, lang, card.kind, texts_of(card)[lang]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--per", type=int, default=PER)
    parser.add_argument("--exclude", type=Path, nargs="*", default=[], help="samples whose cards are not drawn again (nor the issue's examples added)")
    args = parser.parse_args()
    exclude = frozenset(c["id"] for path in args.exclude for c in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"])
    drawn = draw(args.seed, args.per, exclude, () if args.exclude else FIXED)
    entries = [{"id": i, "lang": lang, "kind": kind, "text": text, "marks": []} for i, lang, kind, text in drawn]
    yaml.safe_dump(entries, sys.stdout, allow_unicode=True, sort_keys=False, width=1000)


if __name__ == "__main__":
    main()
