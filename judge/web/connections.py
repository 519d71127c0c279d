"""Connections no client can hoard, and the errors waitress answers itself in the app's shape.

waitress reads every request whole before a thread runs it, so a slow client holds no thread; what
it holds is a connection. Left to waitress's defaults, 100 connections that send nothing stop the
server accepting for two minutes, and one that sends a byte now and then stays forever. Here:

- a connection that sends nothing for ``idle_timeout`` seconds is closed (a browser opens another);
- a request whose headers and body have not all arrived ``request_timeout`` seconds after its first
  byte is closed, however steadily it trickles;
- at ``connections`` open connections, a new one is taken by closing the one that has waited
  longest for nothing (no thread answering it: idle since its last response, or its request
  unfinished since its first byte), instead of no longer accepting: hoarded connections make room
  for every new client;
- headers over ``max_header`` bytes and bodies over ``max_body`` are refused before they are read;
  a body within it is held in memory while it arrives (no temporary file, which a full disk would
  refuse), so what one connection holds of requests is bounded by the two;
- told to stop (:meth:`Server.stop`, on SIGTERM or SIGINT), a process accepts no more connections,
  closes those with nothing in flight, answers the requests it has read within :data:`STOP_GRACE`
  seconds, then ends (waitress's own stop dropped them);
- the threads, and the encoder that reads a new question's meaning, are shared fairly between
  connections (judge/web/fair.py): a connection that keeps them busy waits behind one that asks
  now and then, which waits for no more than the turn under way;
- a connection holds at most :data:`MAX_UNSENT` bytes of replies its client has not read: past it,
  its further requests (pipelined) wait, with no thread, until the client reads; a client that reads
  nothing of what waits for ``idle_timeout`` seconds is closed, which frees a thread blocked
  writing to it. Left to waitress, each thread answering a client that never reads blocks for good
  once 16 MB wait unsent (eight such clients stop a process).

The refusals waitress makes itself (a header too large, bytes that are no HTTP, a body over the
cap) are answered by the app's own error handler: JSON on ``/api/``, the error page elsewhere, with
the security headers on both.
"""

from __future__ import annotations

import logging
import socket
import time
from dataclasses import dataclass

from waitress import wasyncore
from waitress.adjustments import Adjustments
from waitress.channel import HTTPChannel
from waitress.parser import HTTPRequestParser, ParsingError
from waitress.server import TcpWSGIServer
from waitress.task import ErrorTask
from waitress.utilities import Error

from judge.index import meaning
from judge.web.app import MAX_BODY, server_error
from judge.web.fair import FairDispatcher, FairLock

try:
    import resource
except ImportError:  # Windows: no open-file limit to raise
    resource = None

log = logging.getLogger("judge.serve")

#: File descriptors kept beyond the connections: the index's files, logs, the listening sockets.
SPARE_FILES = 128
#: Bytes of replies one connection may hold unsent before its next request waits for the client to
#: read (set by hand: six replies of ``/api/rulings``, which is 160 kB; waitress's own is 16 MB).
MAX_UNSENT = 1 << 20
#: Seconds, and bytes, a connection refused with 413 or 431 is read on (and the bytes dropped) after
#: its response, so that the client reads the response instead of a reset (set by hand).
LINGER = 2.0
LINGER_BYTES = 4 * MAX_BODY
#: The versions of HTTP answered; others are refused with 505.
VERSIONS = ("1.0", "1.1")
#: Seconds a stopping process gives the requests in flight to be answered (set by hand: the
#: engine's budget ends any run at 10 s).
STOP_GRACE = 12.0


@dataclass(frozen=True)
class Limits:
    """What one serving process allows its clients (``judge serve`` options)."""

    connections: int = 1000
    """Open connections per process; beyond it, the one that has waited longest for nothing is closed for a new one."""
    idle_timeout: int = 30
    """Seconds a connection may stay open sending nothing (no request, or a response it does not read)."""
    request_timeout: int = 10
    """Seconds from a request's first byte for its headers and body to arrive."""
    max_header: int = 32 * 1024
    """Bytes of request line and headers (a 500-character question in Japanese takes 4.5 kB)."""
    max_body: int = MAX_BODY
    """Bytes of request body (the app refuses the same above it)."""

    def adjustments(self, threads: int, sock: socket.socket) -> Adjustments:
        return Adjustments(
            sockets=[sock], threads=threads, ident="judge",
            connection_limit=self.connections + SPARE_FILES,  # never reached: new connections evict (Server)
            channel_timeout=self.idle_timeout, cleanup_interval=1, asyncore_use_poll=True,  # select() stops at 1024 files
            max_request_header_size=self.max_header, max_request_body_size=self.max_body + 1,
            # a body within the cap is held in memory, never in a temporary file (waitress's is over 512 kB):
            # with the temporary folder full, writing it failed and the client got a reset, unanswered
            inbuf_overflow=2 * self.max_body,
            outbuf_high_watermark=MAX_UNSENT)  # a reply written in parts waits past it (freed by the idle timeout)

    def fitted(self) -> "Limits":
        """These limits within the process's open-file limit, raised to its ceiling first; fewer
        connections (with a warning) where the ceiling is lower than they need."""
        if resource is None:
            return self
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = self.connections + 2 * SPARE_FILES
        if soft != resource.RLIM_INFINITY and soft < want:
            soft = want if hard == resource.RLIM_INFINITY else min(want, hard)
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        room = soft - 2 * SPARE_FILES if soft != resource.RLIM_INFINITY else self.connections
        if room < self.connections:
            log.warning("%d open files allowed: %d connections per process, not %d", soft, max(room, 16), self.connections)
            return Limits(max(room, 16), self.idle_timeout, self.request_timeout, self.max_header, self.max_body)
        return self


class VersionNotSupported(Error):
    code = 505
    reason = "HTTP Version Not Supported"


class TimedParser(HTTPRequestParser):
    """A request being read, with the time its first byte came and its first bytes; refused as
    RFC 9112 asks where waitress answers it: a version other than 1.0 or 1.1 (505), both a
    Content-Length and a Transfer-Encoding (400: whichever length the server took, a proxy in front
    may take the other and read the leftover bytes as a request of their own)."""

    head = b""
    refusal: Error | None = None

    def __init__(self, adj):
        super().__init__(adj)
        self.started = time.time()

    def received(self, data: bytes) -> int:
        if not self.head:
            self.head = data[:256].lstrip()
        n = super().received(data)
        if self.refusal is not None:
            self.error = self.refusal
        return n

    def parse_header(self, header_plus: bytes) -> None:
        super().parse_header(header_plus)
        if self.version and self.version not in VERSIONS:
            self.refusal = VersionNotSupported(f"HTTP/{self.version} is not served; use HTTP/1.1")
            raise ParsingError(self.refusal.body)
        if "CONTENT_LENGTH" in self.headers and (self.chunked or "TRANSFER_ENCODING" in self.headers):
            raise ParsingError("a request has a Content-Length or a Transfer-Encoding, not both")


class AppErrorTask(ErrorTask):
    """A refusal of waitress's own (400, 413, 431, 501, 505), answered by the app's error handler,
    in words of the request's (not of waitress's settings); after a 413 or 431 what the client goes
    on sending is read and dropped for a while (:data:`LINGER`), so that it reads the refusal."""

    def execute(self):
        err = self.request.error
        limits = self.channel.server.limits
        message = {413: f"the request's body is over {limits.max_body} bytes",
                   431: f"the request's headers are over {limits.max_header} bytes"}.get(err.code, err.body)
        status, headers, body = server_error(self.channel.server.app, err.code, message, requested_path(self.request))
        self.status = status
        self.response_headers.extend((k, v) for k, v in headers if k.lower() not in ("content-length", "connection"))
        self.set_close_on_finish()
        self.channel.linger = err.code in (413, 431)
        self.content_length = len(body)
        self.write(body)


def requested_path(request) -> str:
    """Where a request waitress refused was going, as far as its first line tells: ``/api/`` or ``/``."""
    first = getattr(request, "head", b"").split(b"\r\n", 1)[0].split(b" ")
    return "/api/" if len(first) > 1 and first[1].startswith(b"/api/") else "/"


class Channel(HTTPChannel):
    """waitress's connection, whose requests wait (with no thread) while its client has over
    :data:`MAX_UNSENT` bytes to read."""

    parser_class = TimedParser
    error_task_class = AppErrorTask
    parked = False
    """Its next request waits for the client to read: started by the main loop once it has."""
    writing = False
    """A thread is writing a reply (only there may it wait for the client)."""

    linger = False
    """After its refusal is sent, read on (and drop) what the client sends, then close."""
    lingering_until = 0.0
    dropped = 0

    def writable(self):
        return super().writable() or self.parked

    def readable(self):
        return self.lingering_until > 0 or super().readable()

    def handle_read(self):
        if not self.lingering_until:
            return super().handle_read()
        try:
            data = self.recv(65536)
        except OSError:
            data = b""
        self.dropped += len(data)
        if not data or self.dropped > LINGER_BYTES or time.monotonic() > self.lingering_until:
            self.handle_close()

    def handle_write(self):
        if self.linger and self.close_when_flushed and not self.total_outbufs_len:
            self.linger, self.close_when_flushed = False, False
            self.lingering_until = time.monotonic() + LINGER
            try:
                self.socket.shutdown(socket.SHUT_WR)
            except OSError:
                self.handle_close()
            return
        super().handle_write()
        if self.parked and self.connected and self.total_outbufs_len <= MAX_UNSENT:
            self.parked = False
            self.server.task_dispatcher.add_task(self)

    def write_soon(self, data):
        self.writing = True
        try:
            return super().write_soon(data)
        finally:
            self.writing = False

    def _flush_outbufs_below_high_watermark(self):
        """Between two requests, no waiting for the client: the next is parked instead (Server.add_task)."""
        if self.writing:
            super()._flush_outbufs_below_high_watermark()


class Server(TcpWSGIServer):
    """waitress's server on a socket made elsewhere, holding ``limits``."""

    channel_class = Channel

    def __init__(self, app, sock: socket.socket, threads: int, limits: Limits):
        self.app = app
        self.limits = limits
        adj = limits.adjustments(threads, sock)
        dispatcher = FairDispatcher()
        dispatcher.set_thread_count(threads)
        meaning.ENCODER.lock = FairLock()
        super().__init__(app, map={}, _sock=sock, dispatcher=dispatcher, adj=adj, bind_socket=False,
                         sockinfo=(sock.family, sock.type, sock.proto, sock.getsockname()))

    stopping_at: float | None = None
    """When the process was told to stop (``time.monotonic``)."""

    def stop(self, *_signal) -> None:
        """Stop accepting and end :meth:`run` once the requests in flight are answered (at most
        :data:`STOP_GRACE` seconds); a signal handler."""
        if self.stopping_at is None:
            self.stopping_at = time.monotonic()
        self.pull_trigger()

    def run(self) -> None:
        try:
            while self.stopping_at is None or not self.drained():
                wasyncore.loop(timeout=self.adj.asyncore_loop_timeout, map=self._map, use_poll=True, count=1)
        finally:
            self.task_dispatcher.shutdown(timeout=1)
            wasyncore.close_all(self._map)

    def drained(self) -> bool:
        """Stopping: no more connections accepted, those with nothing in flight closed; whether
        none is left (or the grace is over)."""
        if self.accepting:
            self.accepting = False
            self.del_channel()
            self.socket.close()
        for channel in list(self.active_channels.values()):
            if not channel.requests and not channel.total_outbufs_len and not channel.parked:
                channel.handle_close()
        return not self.active_channels or time.monotonic() > self.stopping_at + STOP_GRACE

    def add_task(self, channel) -> None:
        """Answer the channel's next request, unless its client has too much to read yet: then
        the main loop starts it once the client has read (Channel.handle_write)."""
        if channel.total_outbufs_len > MAX_UNSENT:
            channel.parked = True
            self.pull_trigger()
        else:
            super().add_task(channel)

    def handle_accept(self):
        if len(self.active_channels) >= self.limits.connections:
            self.evict()
        super().handle_accept()

    def evict(self) -> None:
        """Close the connection that has waited longest for nothing: of those no thread is
        answering, the one whose unfinished request began first, or that has sent nothing since
        its last response (or since it opened) for longest. A new visitor's connection is the
        newest; a hoarded one, idle or trickling, the oldest."""
        idle = [c for c in self.active_channels.values() if not c.requests and not c.will_close]
        if idle:
            min(idle, key=lambda c: c.request.started if c.request is not None else c.last_activity).handle_close()

    def maintenance(self, now: float) -> None:
        """waitress's idle timeout, the deadline of a request still arriving, and the idle timeout
        of a client that reads nothing of what it is sent (a thread may wait on it)."""
        super().maintenance(now)
        cutoff, unread = now - self.limits.request_timeout, now - self.limits.idle_timeout
        for channel in list(self.active_channels.values()):
            request = channel.request
            if request is not None and not request.completed and request.started < cutoff:
                channel.will_close = True
            elif channel.total_outbufs_len and channel.last_activity < unread:
                channel.will_close = True
            elif channel.lingering_until and time.monotonic() > channel.lingering_until:
                channel.handle_close()
