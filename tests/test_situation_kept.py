"""A question's situation is read and replayed once per question text and language and kept (judge/search/ask.py
SITUATIONS_KEPT): asked again, the same situation, a copy an answer may change without changing the kept one."""

from __future__ import annotations

from judge.search import ask

Q = "My Lucario ex (SVP) uses Aura Sphere on their Active Iron Hands ex, which has no damage on it. How much damage?"


def test_a_situation_asked_again_is_the_same_and_its_own_copy():
    first = ask.asked_situation(Q, "en")
    assert first is not None and first["status"] == "replayed", first
    first["outcome"]["damage"] = -1
    again = ask.asked_situation(Q, "en")
    assert again["outcome"]["damage"] != -1 and again["outcome"] == ask.situation(Q, "en")["outcome"]


def test_the_kept_situations_are_bounded(monkeypatch):
    monkeypatch.setattr(ask, "SITUATIONS_KEPT", 3)
    for i in range(6):
        ask.asked_situation(f"Can I retreat my Active Pikachu ex? ({i})", "en")
    assert len(ask._situations) <= 3
