"""An attack that uses another attack as itself (Mew ex's Genome Hacking: "Choose 1 of your opponent's
Active Pokémon's attacks and use it as this attack"; 「このワザとして使う」, 「作為這個招式使用」) does the damage
of the attack chosen, which its own printed number does not say. The replay does not run it: the
situation is incomplete, naming its text, never replayed with no damage (judge/situation/wordings.py
BEARING)."""

from __future__ import annotations

import pytest

from judge.situation.replay import situation

ASKED = (
    ("en", "My Mew ex uses Genome Hacking on my opponent's Active Iron Hands ex, which has no damage on it. Is it Knocked Out?"),
    ("ja", "ミュウexのゲノムハックで、ダメージがのっていない相手のバトル場のテツノカイナexを攻撃した。きぜつする？"),
    ("zh", "我的梦幻ex用「基因骇入」打对手战斗场上没有伤害的铁臂膀ex，会昏厥吗？"),
    ("zh", "我的夢幻ex用「基因駭入」打對手戰鬥場上沒有傷害的鐵臂膀ex，會昏厥嗎？"),
)


@pytest.mark.parametrize("lang,q", ASKED)
def test_an_attack_used_as_another_is_not_replayed_as_doing_no_damage(lang, q):
    got = situation(q, lang)
    assert got is not None and got["status"] == "incomplete" and not got.get("outcome"), got


def test_the_line_does_not_say_the_question_lacks_what_the_engine_cannot_run():
    from judge.situation.say import line

    got = situation(ASKED[0][1], "en")
    said = line(got, "en")
    assert "Genome Hacking" in said and "the question does not say" not in said, said


@pytest.mark.parametrize("q", [
    # the attack chosen named: Iron Hands ex's Arm Press (160) used as Genome Hacking by Mew ex (Psychic: Iron Hands ex's Weakness
    # is Fighting, step 3): 160, 230 − 160 = 70 left (C-18: the attacker doing it is Mew ex)
    "My Mew ex uses Genome Hacking on their Active Iron Hands ex (no damage on it), choosing its Arm Press. HP left?",
    "我的夢幻ex用「基因駭入」，選對手戰鬥場鐵臂膀ex的「臂壓制」使用。鐵臂膀ex沒有傷害，打完剩多少？",
])
def test_the_attack_chosen_named_is_replayed_as_the_attackers(q):
    got = situation(q)
    assert got["status"] == "replayed" and got["outcome"] == {"hp_left": 70, "damage": 160, "knocked_out": False}
