"""Turns shared fairly between connections, where answers wait: for a thread, and for the encoder.

A serving process answers on a few threads and embeds questions on one encoder, and both were
first come, first served: sixteen clients each asking a new long question as soon as the last was
answered kept every thread waiting on the encoder and the queue behind them full, so a user asking
one question waited for all of theirs (7–10 s, ``make bench``'s ``floods``).

Both queues here are fair queues with one account per connection: a turn starts, in the queue's
own time, at the later of the queue's clock (where the turn last started began) and where its
connection's last turn ended, and is done at that start plus what it is expected to take; the turn
expected done first goes first. A connection that has asked nothing for a while starts at the clock,
ahead of every connection that keeps the queue busy, and a short question ahead of a long one asked
at the same moment, so a user waits for no more than the turn under way, even when a flood of long
questions began just before. What a turn is expected to take is its characters (:data:`SECONDS_A_CHARACTER`);
what a connection was given is measured: the seconds its turns held the thread or the encoder.

The connection a thread answers is known to the encoder's queue through :func:`answering`, set by
the thread's dispatcher; a thread that answers no connection (the CLI, a build) queues as one
connection of its own.
"""

from __future__ import annotations

import heapq
import itertools
import threading
import time
import weakref
from urllib.parse import unquote_plus
from contextlib import contextmanager

from waitress.task import ThreadedTaskDispatcher

_local = threading.local()


#: Seconds a turn is expected to take for each character of its request's target and body, or of the
#: text to embed (measured on the bench's questions of 500 characters: 0.25–0.35 s each, with the
#: encoder reading its 128 tokens, on this machine's cores).
SECONDS_A_CHARACTER = 0.0006


def expected(task) -> float:
    """What a channel's next request is expected to take, by its length (the target unquoted)."""
    requests = getattr(task, "requests", None)
    if not requests:
        return 0.0
    request = requests[0]
    return SECONDS_A_CHARACTER * (len(unquote_plus(getattr(request, "request_uri", "") or ""))
                                  + int(getattr(request, "content_length", 0) or 0))


def answering():
    """The connection this thread is answering (its channel), or None."""
    return getattr(_local, "connection", None)


@contextmanager
def answering_for(connection):
    previous = getattr(_local, "connection", None)
    _local.connection = connection
    try:
        yield
    finally:
        _local.connection = previous


class Accounts:
    """The clock of one queue and what each connection has been given beyond it (in seconds)."""

    def __init__(self) -> None:
        self.clock = 0.0
        """The tag of the turn last started."""
        self.finish: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        """Each connection's tag plus the seconds of its last turn: where its next turn starts at the
        earliest (kept while the connection is)."""

    def tag(self, connection) -> float:
        """Where a turn of the connection starts in the queue's time."""
        return max(self.clock, self.finish.get(connection, 0.0))

    def started(self, tag: float) -> None:
        self.clock = max(self.clock, tag)

    def ended(self, connection, tag: float, seconds: float) -> None:
        self.finish[connection] = tag + seconds


class FairQueue:
    """The tasks (channels with a request to answer) waiting for a thread, in the order of their
    tags; what waitress's dispatcher reads as its queue (``append``, ``popleft``, ``len``)."""

    def __init__(self) -> None:
        self.accounts = Accounts()
        self._heap: list = []
        self._order = itertools.count()

    def append(self, task) -> None:
        tag = self.accounts.tag(task)
        heapq.heappush(self._heap, (tag + expected(task), next(self._order), tag, task))

    def popleft(self):
        _, _, tag, task = heapq.heappop(self._heap)
        self.accounts.started(tag)
        task.fair_tag = tag
        return task

    def __len__(self) -> int:
        return len(self._heap)

    def __bool__(self) -> bool:
        return bool(self._heap)


class FairDispatcher(ThreadedTaskDispatcher):
    """waitress's dispatcher with a :class:`FairQueue`: the task a free thread takes next is the
    one whose connection has had least of the threads, and each thread tells the encoder's queue
    which connection it answers."""

    def __init__(self) -> None:
        super().__init__()
        self.queue = FairQueue()

    def handler_thread(self, thread_no):
        while True:
            with self.lock:
                while not self.queue and self.stop_count == 0:
                    self.active_count -= 1
                    self.queue_cv.wait()
                    self.active_count += 1
                if self.stop_count > 0:
                    self.active_count -= 1
                    self.stop_count -= 1
                    self.threads.discard(thread_no)
                    self.thread_exit_cv.notify()
                    break
                task = self.queue.popleft()
            began = time.monotonic()
            try:
                with answering_for(task):
                    task.service()
            except BaseException:
                self.logger.exception("Exception when servicing %r", task)
            finally:
                with self.lock:
                    self.queue.accounts.ended(task, task.fair_tag, time.monotonic() - began)


class FairLock:
    """A lock granted, among the threads waiting for it, to the one answering the connection that
    has held it least (:class:`Accounts` over the seconds it was held); a thread answering no
    connection is one connection of its own. The encoder's lock in a serving process."""

    def __init__(self) -> None:
        self.accounts = Accounts()
        self._cv = threading.Condition()
        self._waiting: list = []
        self._order = itertools.count()
        self._held_by = None
        self._local = threading.local()

    def for_text(self, text: str) -> FairLock:
        """The lock, for a turn embedding ``text`` (expected to take by its length)."""
        self._local.expected = SECONDS_A_CHARACTER * len(text)
        return self

    def __enter__(self):
        connection = answering()
        if connection is None:
            connection = threading.current_thread()
        expected_seconds, self._local.expected = getattr(self._local, "expected", 0.0), 0.0
        with self._cv:
            tag = self.accounts.tag(connection)
            me = (tag + expected_seconds, next(self._order))
            heapq.heappush(self._waiting, me)
            while self._held_by is not None or self._waiting[0] != me:
                self._cv.wait()
            heapq.heappop(self._waiting)
            self.accounts.started(tag)
            self._held_by = (connection, tag, time.monotonic())
        return self

    def __exit__(self, *exc) -> None:
        with self._cv:
            connection, tag, began = self._held_by
            self._held_by = None
            self.accounts.ended(connection, tag, time.monotonic() - began)
            self._cv.notify_all()
