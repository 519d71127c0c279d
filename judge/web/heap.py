"""The C heap of a serving process (glibc's malloc; elsewhere each call does nothing).

A serving process answers on 8 threads, and glibc gives each thread an arena of its own (up to 8 a
core): memory one thread frees stays in its arena for that thread. :func:`limit_arenas` holds them
to :data:`ARENAS` before any thread starts. Loading the index, the card table and the dictionaries
leaves free memory inside the heap; :func:`trim` gives it back to the system before the workers are
forked, so that it is not resident in each of them (fork copies what is resident).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

#: The most arenas a process's threads share (glibc's M_ARENA_MAX). Measured with
#: ``python -m judge.bench --only serve --workers 2`` (2,000 requests a row): each worker's peak RSS
#: 445 MB with glibc's default, 433-436 MB at 2.
ARENAS = 2
#: glibc's mallopt parameter for it.
M_ARENA_MAX = -8


def _libc():
    """glibc, where this is Linux with glibc; None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None
    except OSError:
        return None


def limit_arenas(arenas: int = ARENAS) -> bool:
    """Hold the process's malloc arenas to ``arenas`` (call it before threads start); whether it could."""
    libc = _libc()
    return bool(libc and libc.mallopt(M_ARENA_MAX, arenas))


def trim() -> bool:
    """Give the heap's free memory back to the system (malloc_trim); whether any was given back."""
    libc = _libc()
    return bool(libc and libc.malloc_trim(0))
