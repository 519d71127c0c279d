"""`judge serve --workers N`: N processes answer on one port; one that dies is replaced; stopping
the server stops them all, and so does killing it. No client can hoard its connections, and the
refusals waitress makes itself are answered in the app's shape."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from judge.bench.process import children
from judge.bench.serve import free_port

ROOT = Path(__file__).resolve().parent.parent

forks = pytest.mark.skipif(not hasattr(os, "fork") or not Path("/proc").is_dir(), reason="--workers forks; the test reads /proc")


def wait_for(check, seconds=60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        got = check()
        if got:
            return got
        time.sleep(0.2)
    raise AssertionError("timed out")


def get(port: int, path: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as res:
            return res.status, res.read()
    except OSError:
        return 0, b""


@forks
def test_workers_share_a_port_and_are_replaced(tmp_path):
    from judge.index.build import ensure

    ensure()
    port = free_port()
    log = open(tmp_path / "serve.log", "w+")
    server = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", "2"],
                              cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        workers = wait_for(lambda: len(children(server.pid)) == 2 and children(server.pid))
        assert wait_for(lambda: get(port, "/api/ask?q=retreat")[0] == 200)
        os.kill(workers[0], signal.SIGKILL)
        replaced = wait_for(lambda: (now := children(server.pid)) and len(now) == 2 and workers[0] not in now and now)
        assert workers[1] in replaced
        assert all(get(port, "/api/rulings/II-B-09")[0] == 200 for _ in range(10))
        log.seek(0)
        assert f"worker {workers[0]} stopped (killed by signal 9); starting another" in log.read()
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=30) == 0
    assert all(not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text().lower()
               for pid in replaced)
    assert get(port, "/")[0] == 0


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_port_in_use_is_a_message_not_a_traceback(workers):
    import socket

    if workers == "2" and not hasattr(os, "fork"):
        pytest.skip("--workers forks")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", workers],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert f"error: cannot listen on 127.0.0.1:{port}" in run.stderr and "Traceback" not in run.stderr
    assert "serving on" not in run.stdout


def start(*options: str, log=None) -> tuple[subprocess.Popen, int]:
    """`judge serve OPTIONS` on a free port, once it answers."""
    from judge.index.build import ensure

    ensure()
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(port), *options], cwd=ROOT,
                              stdout=log or subprocess.DEVNULL, stderr=subprocess.STDOUT if log else subprocess.DEVNULL)
    try:
        wait_for(lambda: get(port, "/api/rulings/II-B-09")[0] == 200)
    except AssertionError:
        server.kill()
        raise
    return server, port


def stop(server: subprocess.Popen) -> None:
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def raw(port: int, data: bytes) -> bytes:
    """Send bytes as they are; what comes back until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(data)
        s.shutdown(socket.SHUT_WR)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
        return out


@pytest.mark.parametrize("workers", ["1", "2"])
@pytest.mark.parametrize("connections, sent", [("1000", b""), ("16", b""), ("16", b"GET /api/ask?q=ret")])
def test_idle_connections_do_not_lock_anyone_out(workers, connections, sent):
    """150 connections that send nothing, or the start of a request, past the limit or within it:
    a question is still answered."""
    if workers == "2" and not hasattr(os, "fork"):
        pytest.skip("--workers forks")
    server, port = start("--workers", workers, "--connections", connections)
    idle = []
    try:
        for _ in range(150):
            idle.append(socket.create_connection(("127.0.0.1", port), timeout=10))
            idle[-1].sendall(sent)
        for _ in range(4):
            status, body = get(port, "/api/ask?q=retreat")
            assert status == 200 and b'"results"' in body
    finally:
        for s in idle:
            s.close()
        stop(server)


def test_a_request_that_trickles_is_closed_and_others_are_answered():
    server, port = start("--request-timeout", "2")
    try:
        slow = socket.create_connection(("127.0.0.1", port), timeout=10)

        def trickle():
            try:
                slow.sendall(b"G")
                return False
            except OSError:  # the server closed it
                return True

        wait_for(trickle, seconds=60)
        assert get(port, "/api/ask?q=retreat")[0] == 200
        slow.close()
    finally:
        stop(server)


def test_the_servers_own_refusals_are_answered_as_the_app_answers():
    from judge.web.connections import Limits

    server, port = start()
    head = b"GET /api/ask?q=x HTTP/1.1\r\nHost: x\r\nX-Big: "
    try:  # headers of exactly the cap, without their end: all read before the refusal, none left to reset the connection
        big = raw(port, head + b"a" * (Limits().max_header - len(head)))
        junk = raw(port, b"GET / HTTP/1.1\r\nHost: x\r\nX-\xff\x00: \x01\r\n\r\n")
        huge = raw(port, b"POST /api/simulate HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n")
    finally:
        stop(server)
    for response, status, kind in [(big, b" 431 ", b"application/json"), (junk, b" 400 ", b"text/html"),
                                   (huge, b" 413 ", b"application/json")]:
        head, _, body = response.partition(b"\r\n\r\n")
        assert status in head.split(b"\r\n")[0], response[:200]
        assert b"X-Content-Type-Options: nosniff" in head and b"Content-Security-Policy: default-src 'self'" in head
        assert kind in head
        if kind == b"application/json":
            assert json.loads(body)["error"]["message"]


@forks
def test_a_killed_parent_takes_its_workers_down_and_frees_the_port():
    server, port = start("--workers", "2")
    workers = wait_for(lambda: len(children(server.pid)) == 2 and children(server.pid))
    os.kill(server.pid, signal.SIGKILL)
    server.wait()
    gone = lambda pid: not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text().lower()  # noqa: E731
    wait_for(lambda: all(gone(pid) for pid in workers))
    again = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(port)], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert wait_for(lambda: get(port, "/api/rulings/II-B-09")[0] == 200 or again.poll() is not None)
        assert again.poll() is None, again.stdout.read()
    finally:
        stop(again)


def test_the_command_line_defaults_are_the_limits_defaults():
    from judge.commands.serve import serve
    from judge.web.connections import Limits

    defaults = {p.name: p.default for p in serve.params}
    limits = Limits()
    assert (defaults["connections"], defaults["idle_timeout"], defaults["request_timeout"]) == \
        (limits.connections, limits.idle_timeout, limits.request_timeout)


def test_judge_serve_writes_an_access_log_unless_told_not_to(tmp_path):
    for options, expected in ((), True), (("--no-access-log",), False):
        log = open(tmp_path / f"serve{len(options)}.log", "w+")
        server, port = start(*options, log=log)
        try:
            assert get(port, "/c/Guzma?lang=en")[0] == 200
        finally:
            stop(server)
        log.seek(0)
        text = log.read()
        assert (" GET /c/Guzma?lang=en 200 " in text) is expected, text
        assert "GET /api/rulings/II-B-09 200" in text if expected else " ms\n" not in text



def test_clients_that_never_read_hold_no_thread_and_are_closed():
    """Eight connections each send 200 requests for the rulings (31 MB of replies) in one write and
    never read: the server keeps at most a bounded amount unsent for each, so its threads go on
    answering others, and after the idle timeout it closes them; a client that pipelines as many
    and reads gets every reply."""
    piles = b"GET /api/rulings HTTP/1.1\r\nHost: x\r\n\r\n" * 200
    server, port = start("--idle-timeout", "5")
    piled = []
    try:
        for _ in range(8):
            piled.append(socket.create_connection(("127.0.0.1", port), timeout=10))
            piled[-1].setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 64 * 1024)
            piled[-1].sendall(piles)
        time.sleep(8)  # waitress's threads had all blocked by then, 16 MB waiting unsent for each client
        began, statuses = time.monotonic(), []
        while len(statuses) < 40 and (not statuses or statuses[-1] == 200):
            statuses.append(get(port, "/api/rulings/II-B-09")[0])
        assert statuses == [200] * 40 and time.monotonic() - began < 20, statuses
        time.sleep(9)  # past the idle timeout, sent nothing more: each is closed, with most replies never sent
        for s in piled:
            got = b""
            try:
                while chunk := s.recv(1 << 20):
                    got += chunk
            except ConnectionResetError:
                pass
            assert got.count(b"HTTP/1.1 200 OK") < 200 and len(got) < 16 * 1024 * 1024, len(got)
        with socket.create_connection(("127.0.0.1", port), timeout=10) as reader:
            reader.sendall(piles)
            got = b""
            while got.count(b"HTTP/1.1 200 OK") < 200 or not got.endswith(b"]\n"):
                got += reader.recv(1 << 20)
    finally:
        for s in piled:
            s.close()
        stop(server)


def test_workers_that_keep_dying_are_started_again_later_never_given_up():
    """Ten workers dying at once: the first five are replaced at once, the others after a wait that
    doubles up to a bound; the server does not stop."""
    from judge.web.connections import Limits
    from judge.web.serving import MAX_BACKOFF, MAX_RESTARTS, Supervisor

    supervisor = Supervisor(None, [None], 1, Limits())
    for fd in supervisor.lifeline:
        os.close(fd)
    now = time.monotonic()
    waits = []
    for pid in range(100, 110):
        supervisor.children[pid] = 0
        supervisor.reap(pid, 9)  # killed by SIGKILL
        waits.append(round(supervisor.due.pop(0) - now))
    assert not supervisor.stopping
    assert waits[:MAX_RESTARTS] == [0] * MAX_RESTARTS and waits[MAX_RESTARTS:] == [1, 2, 4, 8, 16]
    assert max(waits) <= MAX_BACKOFF


@pytest.mark.parametrize("workers, sig", [("1", signal.SIGTERM), ("1", signal.SIGINT), ("2", signal.SIGTERM), ("2", signal.SIGINT)])
def test_stopping_answers_the_requests_in_flight_first(workers, sig):
    """SIGTERM or Ctrl-C (SIGINT) while questions never asked before are being answered: every
    request read is answered, then the server ends (it ended at once, dropping them)."""
    if workers == "2" and not hasattr(os, "fork"):
        pytest.skip("--workers forks")
    server, port = start("--workers", workers)
    asked = []
    try:
        for n in range(4):
            asked.append(socket.create_connection(("127.0.0.1", port), timeout=30))
            asked[-1].sendall(b"".join(f"GET /api/ask?q=retreat+cost+{n}+{k}+{time.time()} HTTP/1.1\r\nHost: x\r\n\r\n".encode()
                                       for k in range(6)))
        time.sleep(0.3)
        server.send_signal(sig)
        for s in asked:
            got = b""
            while got.count(b"HTTP/1.1 200 OK") < 6 or not got.endswith(b"}\n"):
                chunk = s.recv(1 << 20)
                assert chunk, got[-300:]
                got += chunk
        assert server.wait(timeout=30) == 0
    finally:
        for s in asked:
            s.close()
        stop(server)
    assert get(port, "/")[0] == 0


def sent_whole(port: int, head: bytes, more: int) -> bytes:
    """Send ``head`` and ``more`` bytes after it, then read: the response, or how the connection ended."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        out = b""
        try:
            s.sendall(head + b"x" * more)
            while got := s.recv(65536):
                out += got
        except OSError as err:
            out += f"<{type(err).__name__}>".encode()
        return out


def test_http_details_refused_as_rfc_9112_asks():
    """Both Content-Length and Transfer-Encoding: 400, with no second request taken from what is left;
    HTTP/9.9: 505; a 413 or 431 names no setting of the server and reaches a client still sending."""
    server, port = start()
    try:
        smuggled = raw(port, b"POST /api/simulate HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n"
                             b"0\r\n\r\nGET /api/rulings/II-B-09 HTTP/1.1\r\nHost: x\r\n\r\n")
        future = raw(port, b"GET /api/rulings HTTP/9.9\r\nHost: x\r\n\r\n")
        huge = sent_whole(port, b"POST /api/simulate HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n", 3_000_000)
        big = sent_whole(port, b"GET /api/ask?q=x HTTP/1.1\r\nHost: x\r\nX-Big: ", 200_000)
    finally:
        stop(server)
    assert smuggled.startswith(b"HTTP/1.1 400 ") and smuggled.count(b"HTTP/1.1 ") == 1, smuggled[:300]
    assert future.split(b"\r\n")[0].split(b" ")[1] == b"505", future[:300]
    for response, status in ((huge, b"413"), (big, b"431")):
        assert response.split(b"\r\n")[0].split(b" ")[1] == status, response[:300]
        message = json.loads(response.partition(b"\r\n\r\n")[2])["error"]["message"]
        assert "max_" not in message and "exceeds" not in message, message
        assert not response.endswith(b"Error>"), response[-100:]  # read whole, to its end: no reset


@pytest.mark.skipif(not hasattr(os, "fork") or not sys.platform.startswith("linux"), reason="limits the server's file size (Linux)")
def test_a_body_over_half_a_megabyte_is_answered_where_no_temporary_file_can_be_written():
    """The server unable to write a file past 256 kB, as when its temporary folder is full: a body of
    700 kB (within the 1 MB cap) is answered, 413 from /api/simulate (whose cap is 64 kB); waitress
    held a body over 512 kB in a temporary file, and a failed write reset the connection unanswered."""
    import resource

    from judge.index.build import ensure

    ensure()
    port = free_port()

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (256 * 1024, 256 * 1024))

    server = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(port)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=small_files)
    try:
        wait_for(lambda: get(port, "/api/rulings/II-B-09")[0] == 200)
        body = b'{"board": "' + b"x" * 700_000 + b'"}'
        got = sent_whole(port, b"POST /api/simulate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                               b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(body) + body, 0)
        assert get(port, "/api/rulings/II-B-09")[0] == 200
    finally:
        stop(server)
    assert got.startswith(b"HTTP/1.1 413 "), got[:300]
    assert json.loads(got.partition(b"\r\n\r\n")[2])["error"]["code"] == "too_large"
