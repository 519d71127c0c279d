"""The trilingual term dictionary (``index/terms.yaml``): the game's terms and card names in
Japanese, Chinese and English. A term found in any language becomes one concept token, so an
English question meets a Japanese or Chinese passage on the same concept."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from .text import fold

from ..paths import terms_file
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Match:
    concept: str
    start: int
    end: int
    form: str


class TermDictionary:
    """Concepts by id, and a longest-match matcher over every folded form."""

    def __init__(self, entries: list[dict]):
        self.forms: dict[str, str] = {}
        self.by_id: dict[str, dict] = {}
        for entry in entries:
            self.by_id[entry["id"]] = entry
            for lang in ("en", "ja", "zh"):
                for form in entry.get(lang, []) or []:
                    key = fold(str(form))
                    if len(key) >= 2 and key not in self.forms:  # one character alone (水, 超) matches too much
                        self.forms[key] = entry["id"]
        pieces = []
        for form in sorted(self.forms, key=len, reverse=True):
            esc = re.escape(form)
            if re.fullmatch(r"[a-z0-9 '\-\.]+", form):
                pieces.append(rf"(?<![a-z0-9]){esc}(?![a-z0-9])")
            else:
                pieces.append(esc)
        self.pattern = re.compile("|".join(pieces)) if pieces else None

    def find(self, folded: str) -> list[Match]:
        """Non-overlapping matches, longest first at each position."""
        if not self.pattern:
            return []
        return [Match(self.forms[m.group(0)], m.start(), m.end(), m.group(0)) for m in self.pattern.finditer(folded)]

    def forms_of(self, concept: str, lang: str) -> list[str]:
        return list(self.by_id.get(concept, {}).get(lang, []) or [])

    def jieba_words(self) -> list[str]:
        return [f for e in self.by_id.values() for f in (e.get("zh") or [])]


@lru_cache(maxsize=4)
def load(path: str | None = None) -> TermDictionary:
    p = Path(path) if path else terms_file()
    entries = yaml.load(p.read_text(encoding="utf-8"), Loader=SAFE_LOADER) if p.exists() else []
    return TermDictionary(entries or [])
