"""A yes/no question asking whether a card may be used or chosen ("can Phantom Dive put counters on a
Benched Pokémon with Hide 'n' Sneak?", 「ベンチが空でもいっとうりだつは使える？」) asks the rules, not an outcome
of a board: where the situation read lacks only what was not made out (what is asked, which Pokémon a
phrase is of, an attack not read) or a card text the engine cannot run, the answer carries no situation
(judge/situation/replay.py NOT_MADE_OUT), rather than a frame saying it was not replayed. A question
asking an outcome (Knocked Out, the Retreat Cost) whose board has a gap is still incomplete."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation

RULES = (
    ("en", "Can Dragapult ex use Phantom Dive to put damage counters on a Benched Pokémon with Hide 'n' Sneak?"),
    ("ja", "グソクムシャexのいっとうりだつ、ベンチにポケモンがいなくても使える？"),
    ("zh", "多龍巴魯托ex用幻影潛襲，能把傷害指示物放到對手的備戰寶可夢上嗎？"),
)

OUTCOMES = (
    # the Energy attached bears on the outcome and is not said: incomplete, never a number
    ("zh", "我的洗翠 大劍鬼用招式打對手滿血的皮卡丘ex（PAL），會倒嗎？", "knocked_out"),
    ("en", "My Iron Hands ex got hit by Glimmora's attack that flips a coin for Paralysis. Can it retreat next turn?", "retreat_cost"),
)


@pytest.mark.parametrize("lang,q", RULES)
def test_a_rules_question_carries_no_situation(lang, q):
    assert situation(q, lang) is None


@pytest.mark.parametrize("lang,q,asks", OUTCOMES)
def test_an_outcome_asked_with_a_gap_is_still_incomplete(lang, q, asks):
    got = situation(q, lang)
    assert got is not None and got["status"] == "incomplete" and got["asks"] == asks and got["missing"], got
    assert not got.get("outcome")


def test_a_knock_out_asked_with_a_colloquial_word_is_read_as_one():
    """「會倒嗎」, 「会不会倒」: a player's word for Knocked Out (words.py), so the outcome is asked, not a yes/no."""
    for q in ("我的洗翠 大劍鬼用招式打對手滿血的皮卡丘ex（PAL），會倒嗎？", "我的洗翠 大剑鬼用招式打对手满血的皮卡丘ex（PAL），会不会倒？"):
        got = situation(q, "zh")
        assert got is not None and got["asks"] == "knocked_out", got
