"""Serving the web app: one waitress process, or several sharing one port (``judge serve --workers N``).

One process serves any platform. Python runs one thread at a time, so a second process is what
uses a second core: with ``--workers N`` (Linux and macOS) the parent opens the listening sockets,
loads and warms the index once, then forks N processes that each run waitress. On Linux each
process has a socket of its own on the same port (``SO_REUSEPORT``: the kernel spreads the
connections evenly; on one shared socket, the process that happens to be idle takes most of a
burst of keep-alive connections and keeps them); elsewhere they share one. The parent only watches
them: a process that dies is replaced on the same socket, at once the first :data:`MAX_RESTARTS`
times within :data:`RESTART_WINDOW` seconds, then after a wait that doubles up to :data:`MAX_BACKOFF`
(a fault that kills each worker does not become a restart loop, and the server never gives up).
Only its own workers are waited for: the build it starts aside is another child, whose exit status
is its own to read. Between, it follows the live index to each
new build (:mod:`judge.search.live`), so that a worker started later starts on it warm, and builds
one aside where the live build is missing or damaged; each worker follows it too, from its start. Workers end with their parent however it
ends (``kill -9`` included): each watches a pipe only the parent holds open, so a restart after a
crash finds the port free.

Each process keeps its connections within :class:`~judge.web.connections.Limits`.
"""

from __future__ import annotations

import gc
import logging
import os
import signal
import socket
import sys
import threading
import time
from urllib.parse import quote

from judge.lang.patterns import compile_all
from judge.web import heap
from judge.search.live import CHECK, follow, opened, worker_started
from judge.situation.texts import every_wording
from judge.situation.words import every_form as situation_words
from judge.web.connections import STOP_GRACE, Limits, Server

log = logging.getLogger("judge.serve")

#: Replacements of dead worker processes made at once within :data:`RESTART_WINDOW` seconds (set
#: by hand); past it each waits, twice as long as the one before, up to :data:`MAX_BACKOFF` seconds.
MAX_RESTARTS = 5
RESTART_WINDOW = 60.0
MAX_BACKOFF = 30.0


def serve(app, host: str, port: int, threads: int, workers: int = 1, limits: Limits | None = None) -> None:
    """Serve ``app`` until interrupted; a port that cannot be listened on is a message and exit status 2."""
    if workers > 1 and not hasattr(os, "fork"):
        fail("--workers above 1 needs Linux or macOS; on Windows start one process per port "
             "and put a load balancer in front (see README, Deploying)")
    limits = (limits or Limits()).fitted()
    try:
        sockets = listen(host, port, workers)
    except OSError as err:
        fail(f"cannot listen on {host}:{port}: {err.strerror or err}")
    print(f"serving on http://{host}:{port}/" + (f" ({workers} processes)" if workers > 1 else ""), flush=True)
    if workers <= 1:
        run(Server(app, sockets[0], threads, limits))
        return
    Supervisor(app, sockets, threads, limits).run()


def run(server: Server) -> None:
    """Run one process's server until SIGTERM or SIGINT (Ctrl-C), which let the requests in flight
    be answered first (:meth:`Server.stop`)."""
    signal.signal(signal.SIGTERM, server.stop)
    signal.signal(signal.SIGINT, server.stop)
    server.run()


def fail(message: str) -> None:
    print(f"error: {message}", file=sys.stderr)
    raise SystemExit(2)


def listen(host: str, port: int, workers: int) -> list[socket.socket]:
    """One listening socket per worker process on Linux (the kernel balances them), else one shared."""
    balanced = workers > 1 and sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    if balanced:  # a port another server listens on is refused, as without SO_REUSEPORT, not shared with it
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    sockets = []
    for _ in range(workers if balanced else 1):
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if balanced:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((host, port))
        sock.listen(1024)
        sock.setblocking(False)
        sockets.append(sock)
    return sockets if balanced else sockets * workers


class Supervisor:
    """Forks the worker processes and keeps their number up."""

    def __init__(self, app, sockets: list[socket.socket], threads: int, limits: Limits):
        self.app = app
        self.sockets = sockets
        """The socket each worker accepts on, by worker number."""
        self.threads = threads
        self.limits = limits
        self.lifeline = os.pipe()
        """A pipe whose writing end only this process holds: its workers read end of file when it ends."""
        self.children: dict[int, int] = {}
        """Worker number by process id."""
        self.restarts: list[float] = []
        self.due: dict[int, float] = {}
        """Worker numbers to start again, with when (backing off)."""
        self.stopping = False
        self.kill_at = 0.0
        """When workers still running after being told to stop are killed."""

    def spawn(self, number: int) -> None:
        gc.freeze()  # what this process holds is the worker's too: no collection in it copies those pages
        pid = os.fork()
        if pid == 0:  # the worker
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            code = 0
            try:
                end_with_parent(self.lifeline)
                worker_started()
                run(Server(self.app, self.sockets[number], self.threads, self.limits))
            except BaseException:
                log.exception("worker %d stopped", os.getpid())
                code = 1
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        self.children[pid] = number

    def stop(self, *_signal) -> None:
        """Tell every worker to stop (each answers what it has in flight); killed past the grace."""
        if not self.stopping:
            self.kill_at = time.monotonic() + STOP_GRACE + 5
        self.stopping = True
        for pid in list(self.children):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                self.children.pop(pid, None)

    def run(self) -> None:
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        warm_up(self.app)
        gc.collect()  # no garbage among what is frozen and shared
        heap.trim()  # what loading left free is not resident in each worker
        for number in range(len(self.sockets)):
            self.spawn(number)
        next_look = time.monotonic() + CHECK
        while self.children or (self.due and not self.stopping):
            ended = self.ended()
            for pid, status in ended:
                self.reap(pid, status)
            self.respawn()
            if self.stopping and time.monotonic() > self.kill_at:
                for pid in self.children:
                    os.kill(pid, signal.SIGKILL)
            if not ended and not self.stopping and time.monotonic() >= next_look:
                follow()  # a new build: opened here too, so that a worker started later starts on it
                next_look = time.monotonic() + CHECK
            elif not ended:
                time.sleep(0.1)
        for sock in set(self.sockets):
            sock.close()
        for fd in self.lifeline:
            os.close(fd)

    def ended(self) -> list[tuple[int, int]]:
        """The workers that ended, with their status: each waited for by its id, never ``-1``, which
        would take the exit status of the build started aside (a failed build would read as done)."""
        out = []
        for pid in list(self.children):
            try:
                got, status = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                got, status = pid, 0
            except InterruptedError:
                continue
            if got:
                out.append((got, status))
        return out

    def reap(self, pid: int, status: int) -> None:
        """A worker ended: started again unless the server is stopping, after a wait when they keep ending."""
        number = self.children.pop(pid, None)
        if self.stopping or number is None:
            return
        now = time.monotonic()
        self.restarts = [t for t in self.restarts if now - t < RESTART_WINDOW] + [now]
        over = len(self.restarts) - MAX_RESTARTS
        wait = min(MAX_BACKOFF, 2.0 ** (over - 1)) if over > 0 else 0.0
        code = os.waitstatus_to_exitcode(status)
        how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
        later = f" in {wait:.0f} s ({len(self.restarts)} stopped in {RESTART_WINDOW:.0f} s)" if wait else ""
        (log.error if wait else log.warning)("worker %d stopped (%s); starting another%s", pid, how, later)
        self.due[number] = now + wait

    def respawn(self) -> None:
        now = time.monotonic()
        for number, at in list(self.due.items()):
            if at <= now and not self.stopping:
                del self.due[number]
                self.spawn(number)

#: Requests the main process makes of the app before it forks: what they load on first use (the
#: corpus, the Japanese and Chinese dictionaries, the templates, a ruling page's replays) is then
#: loaded once, in memory the workers share, instead of once in each.
WARM_UP = ("/api/ask?q=retreat&lang=en", "/api/ask?lang=ja&q=" + quote("こだわりメット付いてたら反動ダメも減る?"),
           "/api/ask?lang=zh&q=" + quote("撤退能量减1的效果会叠加吗"), "/?lang=ja", "/?lang=zh&q=retreat",
           "/r/II-B-09?lang=en", "/api/rulings", "/api/rulings/II-B-09", "/nowhere")


def warm_up(app) -> None:
    """Make :data:`WARM_UP`'s requests, and compile the patterns of the card texts' wordings and of
    the words a question says a situation in (each is compiled on its first match otherwise: in each
    worker); the index is asked directly (a question through the app would start the thread that
    follows the index, and this process forks)."""
    compile_all(w.pattern for w in every_wording())
    compile_all(situation_words())
    search = app.config.get("SEARCH")
    app.config["SEARCH"] = search or (lambda q, lang, limit: opened().ask(q, lang, limit))
    try:
        client = app.test_client()
        for path in WARM_UP:
            client.get(path, environ_base={"judge.quiet": True})  # not in the access log
    finally:
        app.config["SEARCH"] = search


def end_with_parent(lifeline: tuple[int, int]) -> None:
    """In a worker: end this process when its parent ends, however it ends. The parent holds the
    pipe's writing end (the worker closes its copy); reading it returns at the parent's end."""
    read, write = lifeline
    os.close(write)

    def wait() -> None:
        while True:
            try:
                if not os.read(read, 1):
                    break
            except InterruptedError:
                continue
            except OSError:
                break
        log.warning("worker %d: the server's main process ended; stopping", os.getpid())
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=wait, name="parent-watch", daemon=True).start()
