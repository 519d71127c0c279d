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
    from judge.situation import words
    from judge.situation.words import PATTERNS

    assert compile_all(p.regex for p in PATTERNS) == len(PATTERNS) > 150
    assert compile_all(words.every_form()) > len(PATTERNS)
    assert all(isinstance(p.regex.compiled(), re.Pattern) for p in PATTERNS)


def test_a_pattern_holding_a_number_matches_as_itself_and_compiles_no_number_on_a_text_without_one():
    """A situation's words that hold a number (judge.situation.numbers.NUM): on a text that says no
    number they match through the pattern without it, which must find what the whole pattern finds;
    reading a question without a number compiles no pattern's number."""
    from judge.situation import words

    texts = ["My Pikachu ex has 60 damage on it; it takes a hundred and twenty", "how much damage does it take?",
             "残りHP30のピカチュウにダメカン3個", "こだわりメット付いてたら反動ダメも減る?", "剩余HP为五十，能撤退吗", "撤退能量减1的效果会叠加吗",
             "Can I retreat while Asleep?", "does the damage reduction apply to self-damage?", "one-shot it", "aone ninety-nine"]
    numbered = [p.regex for p in words.PATTERNS if isinstance(p.regex, words.NumberPattern)]
    assert len(numbered) > 50
    for lazy in numbered:
        whole = re.compile(lazy.pattern, lazy.flags)
        for text in texts + [t[-16:] for t in texts]:
            assert [(m.span(), m.groups()) for m in lazy.finditer(text)] == [(m.span(), m.groups()) for m in whole.finditer(text)]
            assert bool(lazy.search(text)) == bool(whole.search(text))
    code = ("from judge.situation.replay import situation\nfrom judge.situation import words\n"
            "situation('does the damage reduction apply to self-damage?', 'en')\n"
            "print(sum(p.regex._compiled is not None for p in words.PATTERNS if isinstance(p.regex, words.NumberPattern)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "0"
