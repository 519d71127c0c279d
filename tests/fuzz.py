"""What the fuzz tests share: a guard against hangs, and their hypothesis settings."""

import queue
import sys
import threading
import traceback
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, settings

#: Seconds one fuzzed input may take before it counts as a hang (each takes milliseconds).
HANG = 20.0


class Worker:
    """One daemon thread that runs the calls given to it, in order (a daemon: a hung call does not
    keep the test run from ending)."""

    def __init__(self):
        self.jobs: queue.Queue = queue.Queue()
        self.thread = threading.Thread(target=self._run, name="fuzzed", daemon=True)
        self.thread.start()

    def _run(self):
        while True:
            fn, done = self.jobs.get()
            try:
                done.result = fn()
            except BaseException as err:  # noqa: BLE001 (handed back to the caller as it is)
                done.error = err
            done.set()

    def call(self, fn, seconds: float):
        done = threading.Event()
        done.result, done.error = None, None
        self.jobs.put((fn, done))
        if not done.wait(seconds):
            return done, False
        return done, True


_worker: Worker | None = None
_hung: str | None = None


def within(fn, *args, seconds: float = HANG, **kwargs):
    """``fn(*args, **kwargs)``, run in a worker thread; a call still running after ``seconds`` fails
    the test with the stuck thread's stack (and every later call fails at once: a hung thread is
    still running, and shrinking a hang would take a timeout per attempt)."""
    global _worker, _hung
    if _hung:
        pytest.fail(_hung)
    _worker = _worker or Worker()
    done, finished = _worker.call(lambda: fn(*args, **kwargs), seconds)
    if not finished:
        frame = sys._current_frames().get(_worker.thread.ident)
        stack = "".join(traceback.format_stack(frame)) if frame else "(no stack)"
        _hung = f"still running after {seconds:.0f} s (a hang), at:\n{stack}"
        _worker = None
        pytest.fail(_hung)
    if done.error is not None:
        raise done.error
    return done.result


def fuzz_settings(examples: int, deadline_s: float = 5.0) -> settings:
    """``examples`` generated inputs, none allowed to take more than ``deadline_s`` seconds."""
    return settings(max_examples=examples, deadline=timedelta(seconds=deadline_s), derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large])
