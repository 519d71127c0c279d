"""The card names of a question are found once per question text and card table (judge/cards/named.py NAMED_KEPT):
asked again, the same names, in a list of the caller's own."""

from __future__ import annotations

from judge.cards.named import named


def test_names_found_again_are_the_same_in_a_list_of_their_own():
    q = "Can Boss's Orders bring up a Manaphy with Wave Veil?"
    first = named(q)
    assert [n.text for n in first] and first == named(q)
    first.clear()
    assert named(q), "the names kept were changed through a list handed out"
