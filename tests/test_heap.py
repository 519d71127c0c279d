"""The serving process's C heap (judge/web/heap.py): on Linux with glibc, the arenas are held and the
heap's free memory is given back; elsewhere the calls say they did nothing."""

from __future__ import annotations

import subprocess
import sys

import pytest

from judge.web import heap


@pytest.mark.skipif(heap._libc() is None, reason="needs glibc (Linux)")
def test_free_heap_memory_is_given_back_to_the_system():
    code = ("from judge.web import heap\n"
            "def anon():\n"
            "    return next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('RssAnon'))\n"
            "print(heap.limit_arenas())\n"
            "held = [bytes(3000) for _ in range(20000)]\n"  # 60 MB of heap, then freed but for every 100th
            "kept = held[::100]\n"
            "del held\n"
            "before = anon()\n"
            "print(heap.trim())\n"
            "print(before - anon())\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out[:2] == ["True", "True"]
    assert int(out[2]) > 20_000  # kB given back: most of the 60 MB freed


def test_without_glibc_the_calls_do_nothing(monkeypatch):
    monkeypatch.setattr(heap, "_libc", lambda: None)
    assert heap.limit_arenas() is False
    assert heap.trim() is False
