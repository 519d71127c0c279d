"""The load generator of ``make bench``: a mixed load (questions in Japanese, Chinese and English,
the search page, ruling pages, ruling JSON and scenario runs) or questions alone, sent from an
asyncio client of plain HTTP/1.1 with keep-alive (nothing to install beyond Python) over many
connections at once; what a run measured (:class:`LoadResult`: requests per second, latencies,
errors, the server's CPU time)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from urllib.parse import quote

from judge.bench.process import cpu_seconds
from judge.paths import ROOT

QUESTIONS = ROOT / "tests" / "questions"


def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile of ``values`` (the nearest rank)."""
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


#: Shares of the load mix.
MIX = (("ask", 60), ("page", 10), ("ruling_page", 10), ("ruling_json", 12), ("simulate", 8))
#: Every question set, each question sent once where the load is of questions asked for the first time
#: (no answer nor question vector of it cached by the server).
FIRST_TIME = tuple(ROOT / "tests" / name for name in ("questions", "holdout", "real", "forum", "forum-holdout", "beginner"))
REQUEST_TIMEOUT = 30.0


@dataclass
class Request:
    """One request of the mix, as the bytes sent."""

    kind: str
    """Which part of the mix it is (``ask``, ``page``, ``ruling_page``, ``ruling_json``, ``simulate``)."""
    raw: bytes


@dataclass
class LoadResult:
    """What one run of the load measured."""

    connections: int
    requests: int
    seconds: float
    load: str = "mixed"
    """What was sent: ``mixed`` (:data:`MIX`), ``questions`` (only questions, from tests/questions,
    asked again and again) or ``first-time questions`` (each question of every set asked once)."""
    latencies: list[float] = field(default_factory=list)
    """Each answered request's time, in seconds, from sending to the last byte of the response."""
    errors: dict[str, int] = field(default_factory=dict)
    """Failed requests by cause: a status of 400 or more, a refused or reset connection, a timeout."""
    failures: list[tuple[str, float, float, float]] = field(default_factory=list)
    """Each failed request: its cause, when its connection was opened, when it was sent and when it
    failed (``time.perf_counter()``)."""
    server_cpu: float | None = None
    """CPU seconds the server's processes used during the run (None where it cannot be read)."""
    client_cpu: float = 0.0
    """CPU seconds this load generator used during the run."""

    @property
    def rate(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def pct(self, p: float) -> float:
        return percentile(self.latencies, p) if self.latencies else float("nan")


def get_request(path: str, host: str) -> bytes:
    """A GET request of ``path``, as the bytes sent."""
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: en\r\n\r\n".encode()


def _post(path: str, host: str, body: bytes, content_type: str) -> bytes:
    head = f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n"
    return head.encode() + body


def load_mix(host: str, ids: list[str], n: int, seed: int = 7) -> list[Request]:
    """``n`` requests: questions in Japanese, Chinese and English, the search page, ruling pages,
    ruling JSON and scenario runs, shuffled with a fixed seed."""
    from judge.search.evaluate import load_questions  # lazily: the process measuring the servers loads no search

    rng = random.Random(seed)
    questions = load_questions([QUESTIONS])
    scenarios = [p.read_bytes() for p in sorted((ROOT / "rulings" / "scenarios").rglob("*.yaml"))]
    kinds = [k for k, _ in MIX]
    weights = [w for _, w in MIX]
    out = []
    for kind in rng.choices(kinds, weights, k=n):
        if kind == "ask":
            q = rng.choice(questions)
            raw = get_request(f"/api/ask?q={quote(q.q)}&lang={q.lang}", host)
        elif kind == "page":
            raw = get_request(rng.choice(["/", "/?lang=ja", "/?lang=zh", f"/?q={quote(rng.choice(questions).q)}"]), host)
        elif kind == "ruling_page":
            raw = get_request(f"/r/{rng.choice(ids)}?lang={rng.choice(('en', 'ja', 'zh'))}", host)
        elif kind == "ruling_json":
            raw = get_request(f"/api/rulings/{rng.choice(ids)}", host)
        else:
            raw = _post("/api/simulate", host, rng.choice(scenarios), "application/yaml")
        out.append(Request(kind, raw))
    return out


def question_load(host: str, n: int, seed: int = 7, first_time: bool = False) -> list[Request]:
    """``n`` questions only: from tests/questions, chosen with a fixed seed (the server has answered
    them before), or with ``first_time`` every question of every set, once each, shuffled (at most
    ``n``; questions the warm-up asked are left out)."""
    from judge.search.evaluate import load_questions  # lazily: the process measuring the servers loads no search

    rng = random.Random(seed)
    if first_time:
        asked = {q.q for q in load_questions([QUESTIONS])}
        pool = list({q.q: q for q in load_questions(list(FIRST_TIME)) if q.q not in asked}.values())
        rng.shuffle(pool)
        chosen = pool[:n]
    else:
        questions = load_questions([QUESTIONS])
        chosen = [rng.choice(questions) for _ in range(n)]
    return [Request("ask", get_request(f"/api/ask?q={quote(q.q)}&lang={q.lang}", host)) for q in chosen]


async def read_response(reader: asyncio.StreamReader) -> tuple[int, bool]:
    """Read one response; its status, and whether the server closes the connection after it."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ", 2)[1])
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
    if "content-length" in headers:
        await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding", "").lower() == "chunked":
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    else:
        await reader.read()
        return status, True
    return status, headers.get("connection", "").lower() == "close"


async def _drive(host: str, port: int, requests: list[Request], connections: int, result: LoadResult) -> LoadResult:
    todo = iter(requests)

    async def connection() -> None:
        reader = writer = None
        opened = start = 0.0

        def failed(cause: str) -> None:
            result.errors[cause] = result.errors.get(cause, 0) + 1
            result.failures.append((cause, opened, start, time.perf_counter()))

        for req in todo:  # one iterator shared by every connection: each request is sent once
            try:
                if writer is None:
                    opened = start = time.perf_counter()
                    reader, writer = await asyncio.open_connection(host, port)
                start = time.perf_counter()
                writer.write(req.raw)
                status, close = await asyncio.wait_for(read_response(reader), REQUEST_TIMEOUT)
                result.latencies.append(time.perf_counter() - start)
                if status >= 400:
                    failed(f"HTTP {status} ({req.kind})")
                if close:
                    writer.close()
                    writer = None
            except asyncio.TimeoutError:
                failed("timeout")
                writer.close()
                writer = None
            except (OSError, asyncio.IncompleteReadError, ValueError) as err:
                failed(type(err).__name__)
                if writer is not None:
                    writer.close()
                writer = None
        if writer is not None:
            writer.close()

    start = time.perf_counter()
    await asyncio.gather(*(connection() for _ in range(connections)))
    result.seconds = time.perf_counter() - start
    return result


def run_load(host: str, port: int, requests: list[Request], connections: int, server_pid: int | None = None,
             result: LoadResult | None = None) -> LoadResult:
    """Send every request over ``connections`` keep-alive connections at once; wait for all. With
    ``server_pid``, also the CPU time the server (and its worker processes) used meanwhile; with
    ``result``, filled as the requests are answered (another thread may watch it)."""
    cpu = time.process_time()
    before = cpu_seconds(server_pid) if server_pid else None
    result = result or LoadResult(connections, len(requests), 0.0)
    asyncio.run(_drive(host, port, requests, connections, result))
    result.client_cpu = time.process_time() - cpu
    after = cpu_seconds(server_pid) if server_pid else None
    if before is not None and after is not None:
        result.server_cpu = after - before
    return result

