"""Serving the web app: one waitress process, or several sharing one port (``judge serve --workers N``).

One process serves any platform. Python runs one thread at a time, so a second process is what
uses a second core: with ``--workers N`` (Linux and macOS) the parent opens the listening socket,
loads and warms the index once, then forks N processes that each run waitress on that socket. The
parent only watches them: a process that dies is replaced, but a process dying over and over stops
the server with a message instead of a restart loop.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import sys
import time

log = logging.getLogger("judge.serve")

#: Replacements of dead worker processes allowed within :data:`RESTART_WINDOW` seconds.
MAX_RESTARTS = 5
RESTART_WINDOW = 60.0


def serve(app, host: str, port: int, threads: int, workers: int = 1) -> None:
    """Serve ``app`` until interrupted."""
    from waitress import serve as waitress_serve

    if workers <= 1:
        waitress_serve(app, host=host, port=port, threads=threads, ident="judge")
        return
    if not hasattr(os, "fork"):
        raise SystemExit("error: --workers above 1 needs Linux or macOS; on Windows start one process per port "
                         "and put a load balancer in front (see README, Deploying)")
    listener = listen(host, port)
    Supervisor(app, listener, threads, workers).run()


def listen(host: str, port: int) -> socket.socket:
    """The listening socket every worker process accepts on."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(1024)
    sock.setblocking(False)
    return sock


class Supervisor:
    """Forks the worker processes and keeps their number up."""

    def __init__(self, app, listener: socket.socket, threads: int, workers: int):
        self.app = app
        self.listener = listener
        self.threads = threads
        self.workers = workers
        self.children: set[int] = set()
        self.restarts: list[float] = []
        self.stopping = False

    def spawn(self) -> None:
        pid = os.fork()
        if pid == 0:  # the worker
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            code = 0
            try:
                from waitress import serve as waitress_serve

                waitress_serve(self.app, sockets=[self.listener], threads=self.threads, ident="judge")
            except KeyboardInterrupt:
                pass
            except BaseException:
                log.exception("worker %d stopped", os.getpid())
                code = 1
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        self.children.add(pid)

    def stop(self, *_signal) -> None:
        self.stopping = True
        for pid in list(self.children):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                self.children.discard(pid)

    def run(self) -> None:
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        for _ in range(self.workers):
            self.spawn()
        failed = False
        while self.children:
            try:
                pid, status = os.wait()
            except ChildProcessError:
                break
            except InterruptedError:
                continue
            self.children.discard(pid)
            if self.stopping:
                continue
            now = time.monotonic()
            self.restarts = [t for t in self.restarts if now - t < RESTART_WINDOW] + [now]
            if len(self.restarts) > MAX_RESTARTS:
                log.error("worker processes keep stopping (%d in %.0f s); stopping the server", len(self.restarts), RESTART_WINDOW)
                failed = True
                self.stop()
                continue
            code = os.waitstatus_to_exitcode(status)
            how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
            log.warning("worker %d stopped (%s); starting another", pid, how)
            self.spawn()
        self.listener.close()
        if failed:
            raise SystemExit(1)
