"""How much of the card table's text the situation's replay can run (judge.situation.texts).

Of the Tools, Abilities, Stadiums and Special Energy whose text is in force while in play (not an
Ability used when its player chooses, "Once during your turn …") and prints a damage, HP, Weakness,
Resistance, Knock Out, Prize card, Retreat Cost or Pokémon Checkup phrase (texts.BEARING and
CHECKUP below), the share whose whole text is one of the wordings the engine runs, per kind; then
the wordings left, most common first (numbers written N and types {T}, English where the row has
it), each with how many rows print it: where many cards share one wording the engine models
(judge/engine/effect.py KINDS), a wording of judge/situation/wordings.py can be added for it.

Then the attacks the replay uses (those of the Pokémon's prints that do damage), one count per printed
text and damage: the share whose text (none, or one of the attack wordings) and printed damage mark the
engine runs (judge.situation.pokemon.attack_spec), of all the table's and of the Scarlet & Violet
series' prints, and the attack wordings left.

    python scripts/situation_coverage.py [--top 25]
"""

from __future__ import annotations

import argparse
import re
from collections import Counter

from judge.cards.table import load, parse
from judge.situation import texts
from judge.situation.pokemon import attack_spec
from judge.situation.prints import groups
from judge.situation.wordings import USED

#: The kinds measured, and the reading each is run with.
KINDS = {"tool": texts.tool, "ability": texts.ability, "stadium": texts.stadium, "special-energy": texts.energy}
#: A Pokémon Checkup phrase (Poison, Burn and the Checkup's own damage counters).
CHECKUP = {"en": re.compile(r"Pokémon Checkup|Poison|Burn", re.IGNORECASE), "ja": re.compile(r"ポケモンチェック|どく|やけど"),
           "zh": re.compile(r"宝可梦检查|中毒|灼伤")}


def in_force(row_texts: dict[str, str]) -> bool:
    return not any(USED[lang].search(text) for lang, text in texts.card_texts(row_texts))


def bearing(row_texts: dict[str, str]) -> bool:
    found = texts.card_texts(row_texts)
    return texts.bears(row_texts) or any(CHECKUP[lang].search(text) for lang, text in found)


def wording(row_texts: dict[str, str]) -> str:
    """A text as a wording: English where there is one, numbers N, types {T}."""
    lang, text = texts.card_texts(row_texts)[0]
    text = re.sub(r"\{[GRWLPFDMYNC]\}", "{T}", text)
    text = re.sub(r"\[(?:草|炎|水|雷|超|闘|悪|鋼|フェアリー|竜|無)\]|【(?:草|火|水|雷|超|斗|恶|钢|妖|龙|无)】", "[T]", text)
    return f"[{lang}] " + re.sub(r"\d+", "N", text)


def measure() -> dict:
    table = load()
    counts = {k: Counter() for k in KINDS}
    left = {k: Counter() for k in KINDS}
    with open(table.path, encoding="utf-8") as f:
        for line in f:
            if line.startswith(("#", "id\t")) or not line.strip():
                continue
            row = parse(line)
            read = KINDS.get(row.kind)
            if read is None or not row.texts:
                continue
            if not in_force(row.texts):
                counts[row.kind]["used"] += 1
                continue
            if not bearing(row.texts):
                counts[row.kind]["bears on nothing"] += 1
                continue
            counts[row.kind]["bearing"] += 1
            if read(row.texts) is not None:
                counts[row.kind]["run"] += 1
            else:
                left[row.kind][wording(row.texts)] += 1
    return {"counts": counts, "left": left}


def measure_attacks() -> dict:
    """The damaging attacks of every Pokémon's prints, each text and damage once: how many the replay runs."""
    table = load()
    seen: dict[tuple, bool] = {}
    counts = {"all": Counter(), "current": Counter()}
    left: Counter = Counter()
    with open(table.path, encoding="utf-8") as f:
        for line in f:
            if line.startswith(("#", "id\t")) or "\tpokemon\t" not in line:
                continue
            card = parse(line)
            for group in groups(card, table):
                for part in group.parts:
                    if not part.damaging:
                        continue
                    k = (part.row_id, part.damage, tuple(sorted(part.texts.items())))
                    if k not in seen:
                        reading = texts.attack(part.texts)
                        made = attack_spec(part, reading, group.data.get("types") or []) if reading is not None else None
                        seen[k] = made is not None
                        counts["all"]["attacks"] += 1
                        counts["all"]["run"] += seen[k]
                        if not seen[k] and part.texts:
                            left[wording(part.texts)] += 1
                    if group.current and (k, "current") not in seen:
                        seen[(k, "current")] = True
                        counts["current"]["attacks"] += 1
                        counts["current"]["run"] += seen[k]
    return {"counts": counts, "left": left}


def report_attacks(result: dict, top: int) -> str:
    lines = [f"\n{'attacks':<16}{'damaging':>9}{'run':>7}{'share':>8}"]
    for which, c in result["counts"].items():
        share = c["run"] / c["attacks"] if c["attacks"] else 0.0
        lines.append(f"{which:<16}{c['attacks']:>9}{c['run']:>7}{share:>8.1%}")
    lines.append("\nattack: the wordings left, most common first")
    for text, n in result["left"].most_common(top):
        lines.append(f"  {n:>4}  {text[:220]}")
    return "\n".join(lines)


def report(result: dict, top: int) -> str:
    lines = [f"{'kind':<16}{'bearing':>9}{'run':>7}{'share':>8}{'used':>8}{'other':>8}"]
    total = Counter()
    for kind, c in result["counts"].items():
        share = c["run"] / c["bearing"] if c["bearing"] else 0.0
        lines.append(f"{kind:<16}{c['bearing']:>9}{c['run']:>7}{share:>8.1%}{c['used']:>8}{c['bears on nothing']:>8}")
        total.update(c)
    share = total["run"] / total["bearing"] if total["bearing"] else 0.0
    lines.append(f"{'all':<16}{total['bearing']:>9}{total['run']:>7}{share:>8.1%}{total['used']:>8}{total['bears on nothing']:>8}")
    for kind, left in result["left"].items():
        lines.append(f"\n{kind}: the wordings left, most common first")
        for text, n in left.most_common(top):
            lines.append(f"  {n:>4}  {text[:220]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=20, help="how many of the wordings left to list per kind")
    args = parser.parse_args(argv)
    print(report(measure(), args.top))
    print(report_attacks(measure_attacks(), args.top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
