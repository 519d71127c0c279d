"""Patterns compiled on first use (judge/lang/patterns.py): the card texts' wordings are not compiled
when the situation modules are imported, each matches as its compiled pattern does, and every one
of them compiles (what importing the tables used to check)."""

from __future__ import annotations

import re
import subprocess
import sys

from judge.lang.patterns import LazyPattern, compile_all
from judge.situation.texts import every_wording


def test_a_lazy_pattern_matches_as_its_compiled_pattern():
    lazy = LazyPattern(r"(?P<n>\d+) more damage", re.IGNORECASE)
    assert lazy._compiled is None
    text = "This attack does 30 MORE damage."
    assert lazy.search(text).group("n") == re.compile(lazy.pattern, re.IGNORECASE).search(text).group("n") == "30"
    assert lazy._compiled is not None
    assert lazy.fullmatch(text) is None
    assert lazy.sub("x", "1 more damage, 2 more damage") == "x, x"
    assert lazy.groupindex == {"n": 1}


def test_every_wording_compiles_and_the_tables_are_not_compiled_on_import():
    code = ("from judge.situation.texts import every_wording\n"
            "print(sum(w.pattern._compiled is not None for w in every_wording()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "0"
    wordings = every_wording()
    assert compile_all(w.pattern for w in wordings) == len(wordings) > 1000
    assert all(isinstance(w.pattern.compiled(), re.Pattern) for w in wordings)


def test_the_words_of_a_situation_compile_and_are_not_compiled_on_import():
    """The words a question says a situation in (judge/situation/words.py, role_words.py, story_words.py):
    none compiled by importing the reading, each compiles, and reading an English question compiles
    none of the Japanese or Chinese words."""
    code = ("import judge.situation.read, judge.situation.roles\n"
            "from judge.situation.words import PATTERNS\n"
            "print(sum(p.regex._compiled is not None for p in PATTERNS))\n"
            "from judge.situation.replay import situation\n"
            "situation('My Pikachu ex has 60 damage on it. How much damage does it take from a 120 attack?', 'en')\n"
            "from judge.situation import words\n"
            "others = [p for lang in ('ja', 'zh') for table in (words.ASKS, words.DAMAGE_ON, words.HP_LEFT) for p in table[lang]]\n"
            "print(sum(p.regex._compiled is not None for p in others), len(others))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out[0] == "0"
    assert out[1] == "0" and int(out[2]) > 10
    from judge.situation.words import PATTERNS

    assert compile_all(p.regex for p in PATTERNS) == len(PATTERNS) > 150
    assert all(isinstance(p.regex.compiled(), re.Pattern) for p in PATTERNS)
