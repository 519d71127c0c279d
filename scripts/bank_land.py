"""Land a written and checked batch in the bank (index/bank/PROTOCOL.md): validated, its questions
that come within NEAR_COPY of a measured question set aside (recorded by id, so that the measured
sets stay unseen by what is fitted on the bank), written to index/bank/<batch>.yaml.

    python scripts/bank_land.py /tmp/bank-out/b004.yaml …
    python scripts/bank_land.py --held-out /tmp/bank-out/b016.yaml   # into index/bank/held-out/, out of the fit
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.corpus import bank as bank_mod  # noqa: E402
from judge.corpus import safeyaml  # noqa: E402
from judge.search.evaluate import NearCopies, measured_questions  # noqa: E402


def land(path: Path, near: NearCopies, seen: set[str], folder: Path | None = None) -> str:
    """One batch landed; ``seen``: the folded words of the questions already in the bank (grown by this batch's)."""
    data = safeyaml.load(path.read_text(encoding="utf-8"))
    if not data.get("checked"):
        raise SystemExit(f"{path}: not checked yet (PROTOCOL.md, 'Checking a batch')")
    data["written"] = str(data["written"])
    aside = []
    for q in data["questions"]:
        why = "near-measured" if near.near(str(q["q"])) else "repeat" if bank_mod.folded(str(q["q"])) in seen else None
        seen.add(bank_mod.folded(str(q["q"])))
        if why:
            aside.append({"id": q["id"], "point": q["point"], "lang": q["lang"], "parallel": q.get("parallel"), "why": why})
    gone = {a["id"] for a in aside}
    data["questions"] = [q for q in data["questions"] if q["id"] not in gone]
    data["set_aside"] = sorted([*(data.get("set_aside") or []), *aside], key=lambda a: a["id"])
    out = (folder or bank_mod.bank_dir()) / path.name
    out.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=200), encoding="utf-8")
    batch = bank_mod.read_batch(out)  # the landed file validates, or this raises naming the field
    return f"{out}: {len(batch.questions)} questions, {len(aside)} set aside, shortfalls: {batch.shortfalls() or 'none'}"


def main() -> None:
    args = sys.argv[1:]
    folder = bank_mod.bank_dir() / "held-out" if args[:1] == ["--held-out"] else None
    args = args[1:] if folder else args
    near = NearCopies(measured_questions())
    names = {Path(n).name for n in args}
    seen = {bank_mod.folded(q.q) for b in bank_mod.load() if f"{b.batch}.yaml" not in names for q in b.questions}
    for name in sorted(args, key=lambda n: Path(n).name):
        print(land(Path(name), near, seen, folder))


if __name__ == "__main__":
    main()
