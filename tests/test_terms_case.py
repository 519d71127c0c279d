"""Two terms whose forms differ only in case: today's Pokémon ex (「ポケモンex」, 「宝可梦ex」, "Pokémon ex") and the
XY era's Pokémon-EX (「ポケモンEX」, 「宝可梦EX」, "Pokemon EX"). Folding lowers the case, so the dictionary reads
the span as written (judge/index/terms.py, TermDictionary.as_written): 「ポケモンEXがきぜつしたとき」 is the
XY notice's rule, not the ex rule."""

from __future__ import annotations

import pytest

from judge.index.terms import load

CASES = (
    ("ja", "ポケモンEXがきぜつしたとき", "pokemon-ex-old"),
    ("ja", "ポケモンexがきぜつしたとき", "pokemon-ex"),
    ("zh", "宝可梦EX昏厥时", "pokemon-ex-old"),
    ("zh", "宝可梦ex昏厥时", "pokemon-ex"),
    ("en", "Pokemon EX is Knocked Out", "pokemon-ex-old"),
    ("en", "Pokémon ex is Knocked Out", "pokemon-ex"),
)


@pytest.mark.parametrize("lang,text,concept", CASES)
def test_a_form_written_apart_only_by_case_reads_as_written(lang, text, concept, idx):
    got = idx.terms_of(text, lang)
    assert concept in got and ({"pokemon-ex", "pokemon-ex-old"} - {concept}).isdisjoint(got), got


def test_the_dictionary_keeps_the_case_of_such_forms_only():
    d = load()
    assert d.cased, "no form told apart by case"
    for key, by_form in d.cased.items():
        assert len(set(by_form.values())) >= 2 and len({f.lower() for f in by_form}) == 1, (key, by_form)
