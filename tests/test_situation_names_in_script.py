"""What a situation lacks names a card's attack or Ability as the question's language prints it: a line in
Japanese says 「ばけがくれ」, not "Hide 'n' Sneak"; in Traditional Chinese 「能量斬」, in Simplified 「能量斩」
(judge/situation/prints.py Part.name_for). The print group chosen may be one printed in another language only;
the names of its other editions are its own."""

from __future__ import annotations

import re

import pytest

from judge.situation.replay import situation

NAMED = (
    ("ja", "ドラパルトexのファントムダイブで、チャデスを倒せる？ダメージはのってない", "ばけがくれ", "Hide"),
    ("ja", "ヒスイ ダイケンキのワザで、HPまんたんのピカチュウex(PAL)はきぜつする？", "エナジースラッシュ", "Energized"),
    ("zh", "我的洗翠 大劍鬼用招式打對手滿血的皮卡丘ex（PAL），會倒嗎？", "能量斬", "Energized"),
    ("zh", "我的洗翠 大剑鬼用招式打对手满血的皮卡丘ex（PAL），会倒吗？", "能量斩", "Energized"),
)


@pytest.mark.parametrize("lang,q,name,latin", NAMED)
def test_what_is_missing_names_the_part_in_the_question_script(lang, q, name, latin):
    got = situation(q, lang)
    assert got is not None and got["status"] == "incomplete", got
    said = " ".join(got["missing"])
    assert name in said and latin not in said, said
    assert not re.search(r"[A-Za-z]{4,}", re.sub(r"\([^)]*\)|（[^）]*）", "", said).replace("ex", "")) or lang == "en", said
