"""Which prints are of the current series (judge/situation/prints.py CURRENT_SERIES): the Scarlet & Violet series and the
MEGA series after it, their promos included, are the cards played now; a print of them is never passed over for another
one of them. A question written for this test, in no measured set; the numbers are the card table's."""

from __future__ import annotations

from judge.situation.replay import situation


def test_the_mega_series_promos_are_of_the_current_series():
    # Pikachu ex's かみなり (Thunder) does 220 on its Scarlet & Violet print (SVM 038) and 200 on the MEGA series' promo
    # (M-P 132), both of the cards played now: against Teal Mask Ogerpon ex (HP 210, Weakness Fire: no Weakness for a
    # Lightning attacker; I-A-01 damage steps 3, 6) one Knocks it Out and the other does not (I-D), so which card it is
    # stays missing, never one taken.
    got = situation("自分のピカチュウexのかみなりで、ダメージのない相手のオーガポン みどりのめんexを攻撃。きぜつする？", "ja")
    assert got["status"] == "incomplete" and not got.get("outcome") and got["missing"]
