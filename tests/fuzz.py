"""What the fuzz tests share: a guard against hangs, and their hypothesis settings."""

import sys
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as Timeout
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, settings

#: Seconds one fuzzed input may take before it counts as a hang (each takes milliseconds).
HANG = 20.0

_pool: ThreadPoolExecutor | None = None
_hung: str | None = None


def within(fn, *args, seconds: float = HANG, **kwargs):
    """``fn(*args, **kwargs)``, run in a worker thread; a call still running after ``seconds`` fails
    the test with the stuck thread's stack (and every later call fails at once: a hung thread is
    still running, and shrinking a hang would take a timeout per attempt)."""
    global _pool, _hung
    if _hung:
        pytest.fail(_hung)
    _pool = _pool or ThreadPoolExecutor(1, thread_name_prefix="fuzzed")
    worker: dict = {}

    def call():
        worker["ident"] = threading.get_ident()
        return fn(*args, **kwargs)

    future = _pool.submit(call)
    try:
        return future.result(timeout=seconds)
    except Timeout:
        frame = sys._current_frames().get(worker.get("ident"))
        stack = "".join(traceback.format_stack(frame)) if frame else "(not started)"
        _hung = f"still running after {seconds:.0f} s (a hang), at:\n{stack}"
        _pool = None
        pytest.fail(_hung)


def fuzz_settings(examples: int, deadline_s: float = 5.0) -> settings:
    """``examples`` generated inputs, none allowed to take more than ``deadline_s`` seconds."""
    return settings(max_examples=examples, deadline=timedelta(seconds=deadline_s), derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large])
