"""The rulings a card's wording triggers: its Part I topic by kind, and the Part II topics whose
phrases its text prints, with the topics' titles read from the corpus files.

The titles are read from the topic files' heads with the C YAML loader, not through the validated
corpus (``judge.corpus.load``), so that a cold ``judge card`` stays quick; the corpus is validated
by ``judge lint`` and the tests.
"""

from __future__ import annotations

from functools import lru_cache

import yaml

from judge.paths import rulings_dir


@lru_cache(maxsize=256)
def title(topic_id: str) -> dict[str, str]:
    """A topic's title in ``ja``, ``zh`` and ``en`` (empty when the file is missing)."""
    path = rulings_dir() / "topics" / f"{topic_id}.yaml"
    if not path.exists():
        return {}
    head = []
    with open(path, encoding="utf-8") as f:  # id, part, family and title come first
        for line in f:
            if head and not line.startswith((" ", "title:", "id:", "part:", "family:")):
                break
            head.append(line)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load("".join(head), Loader=loader) or {}
    return dict(data.get("title") or {})
