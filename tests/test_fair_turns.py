"""Threads and the encoder shared fairly between connections (judge/web/fair.py), and the tokens of
a question the encoder reads bounded (judge.index.meaning.read_end)."""

import http.client
import socket
import threading
import time

import numpy as np
import pytest

from judge.index import meaning
from judge.index.meaning import DIM, QUERY_TOKENS, read_end
from judge.web.connections import Limits, Server
from judge.web.fair import FairLock, FairQueue, answering_for


class Connection:
    """A stand-in for a channel: something with an identity and attributes."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


def test_a_connection_that_kept_the_threads_busy_waits_behind_a_new_one():
    queue = FairQueue()
    busy, new = Connection("busy"), Connection("new")
    for _ in range(5):  # five turns of a second each
        queue.append(busy)
        task = queue.popleft()
        queue.accounts.ended(task, task.fair_tag, 1.0)
    queue.append(busy)
    queue.append(new)
    assert [queue.popleft(), queue.popleft()] == [new, busy]


def test_connections_that_keep_the_queue_busy_take_turns():
    queue = FairQueue()
    a, b = Connection("a"), Connection("b")
    served = []
    queue.append(a)
    queue.append(b)
    for _ in range(6):
        task = queue.popleft()
        served.append(task.name)
        queue.accounts.ended(task, task.fair_tag, 1.0)
        queue.append(task)
    assert served == ["a", "b"] * 3


def test_the_encoder_goes_next_to_the_connection_that_has_had_it_least():
    lock = FairLock()
    flooders = [Connection(f"flood{i}") for i in range(3)]
    for c in flooders:  # each has held it for a second already
        lock.accounts.ended(c, lock.accounts.clock, 1.0)
    order, release = [], threading.Event()

    def take(connection, hold=None):
        with answering_for(connection), lock:
            order.append(connection.name)
            if hold:
                hold.wait(5)

    holder = threading.Thread(target=take, args=(Connection("holder"), release))
    holder.start()
    while lock._held_by is None:
        time.sleep(0.001)
    waiting = [threading.Thread(target=take, args=(c,)) for c in flooders]
    for t in waiting:
        t.start()
    while len(lock._waiting) < len(flooders):
        time.sleep(0.001)
    user = threading.Thread(target=take, args=(Connection("user"),))
    user.start()
    while len(lock._waiting) < len(flooders) + 1:
        time.sleep(0.001)
    release.set()
    for t in [holder, user, *waiting]:
        t.join(5)
    assert order[:2] == ["holder", "user"]
    assert sorted(order[2:]) == ["flood0", "flood1", "flood2"]


def test_a_thread_answering_no_connection_still_gets_the_lock():
    lock = FairLock()
    with lock:
        assert lock._held_by is not None
    with lock:
        pass
    assert lock._held_by is None


def words(text):
    return len(text.split())


def test_a_question_over_the_tokens_read_is_read_from_its_end_on_a_word():
    story = " ".join(f"word{i}" for i in range(300)) + " can I retreat?"
    read = read_end(story, words, most=50)
    assert words(read) <= 50
    assert read.endswith("can I retreat?")
    assert read.split()[0].startswith("word") and story.split().count(read.split()[0]) == 1
    assert len(read) > len(story) // 10
    assert read_end("short question?", words, most=50) == "short question?"


def test_a_question_without_spaces_is_cut_between_characters():
    text = "相手がスタジアムを出した。" * 40 + "この番にもう1枚出せる？"
    read = read_end(text, len, most=QUERY_TOKENS)
    assert len(read) <= QUERY_TOKENS and read.endswith("この番にもう1枚出せる？")
    assert not read.startswith("。")


class SlowModel:
    """An encoder that takes ``seconds`` a question (sleeping, so the test measures turns, not CPU)."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.read = []

    def token_count(self, text, is_query=False):
        return len(text)

    def query(self, text):
        self.read.append(text)
        time.sleep(self.seconds)
        return np.zeros(DIM, dtype=np.float32)


def test_the_encoder_reads_at_most_the_tokens_it_is_allowed():
    encoder = meaning.Encoder()
    encoder._model = SlowModel(0)
    encoder.query("x" * 1000)
    assert len(encoder._model.read[0]) == QUERY_TOKENS


@pytest.fixture
def slow_server():
    """A serving process (4 threads) whose one view embeds the question with a slow encoder."""
    model = SlowModel(0.2)
    saved_model, saved_lock = meaning.ENCODER._model, meaning.ENCODER.lock

    def app(environ, start_response):
        meaning.ENCODER.query(environ.get("QUERY_STRING", ""))
        start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", "2")])
        return [b"ok"]

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    sock.setblocking(False)
    server = Server(app, sock, 4, Limits())
    meaning.ENCODER._model = model
    runner = threading.Thread(target=server.run, daemon=True)
    runner.start()
    try:
        yield sock.getsockname()[1]
    finally:
        server.stop()
        runner.join(20)
        meaning.ENCODER._model, meaning.ENCODER.lock = saved_model, saved_lock


def test_a_user_beside_a_flood_of_new_questions_waits_for_no_more_than_a_turn_or_two(slow_server):
    port, done = slow_server, threading.Event()

    def flood(n):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        i = 0
        while not done.is_set():
            conn.request("GET", f"/?flood{n}-{i}")
            conn.getresponse().read()
            i += 1

    flooders = [threading.Thread(target=flood, args=(n,), daemon=True) for n in range(8)]
    for t in flooders:
        t.start()
    time.sleep(2.0)  # every thread busy, the queue full, each flooder served once
    waits = []
    try:
        for i in range(4):
            began = time.monotonic()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            conn.request("GET", f"/?user{i}")
            assert conn.getresponse().read() == b"ok"
            conn.close()
            waits.append(time.monotonic() - began)
            time.sleep(0.3)
    finally:
        done.set()
        for t in flooders:
            t.join(10)
    # first come, first served: behind 4 turns in threads and 4 queued, 1.8 s each time
    assert max(waits) < 1.0, waits


class Request:
    def __init__(self, uri, length=0):
        self.request_uri, self.content_length = uri, length


def test_among_connections_new_alike_a_short_question_goes_before_long_ones():
    queue = FairQueue()
    long_ones = [Connection(f"long{i}") for i in range(3)]
    for c in long_ones:
        c.requests = [Request("/api/ask?q=" + "%E3%81%82" * 500)]
        queue.append(c)
    user = Connection("user")
    user.requests = [Request("/api/ask?q=can+I+retreat")]
    queue.append(user)
    assert queue.popleft() is user


def test_the_encoder_goes_to_a_short_text_before_long_ones_of_new_connections():
    lock = FairLock()
    order, release = [], threading.Event()

    def take(connection, text, hold=None):
        with answering_for(connection), lock.for_text(text):
            order.append(connection.name)
            if hold:
                hold.wait(5)

    holder = threading.Thread(target=take, args=(Connection("holder"), "x", release))
    holder.start()
    while lock._held_by is None:
        time.sleep(0.001)
    waiting = [threading.Thread(target=take, args=(Connection(f"long{i}"), "あ" * 500)) for i in range(3)]
    for t in waiting:
        t.start()
    while len(lock._waiting) < 3:
        time.sleep(0.001)
    user = threading.Thread(target=take, args=(Connection("user"), "can I retreat?"))
    user.start()
    while len(lock._waiting) < 4:
        time.sleep(0.001)
    release.set()
    for t in [holder, user, *waiting]:
        t.join(5)
    assert order[:2] == ["holder", "user"]
