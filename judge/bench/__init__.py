"""``make bench``: measured speeds and memory, printed as tables with the targets beside them.

The search's part is :mod:`judge.bench.search`. The server's part, here, starts ``judge serve`` on loopback (one process, then two) and drives it with a
mixed load of 10,000 requests at 8 and then 32 connections, from an asyncio client of plain HTTP/1.1
with keep-alive (nothing to install beyond Python): requests per second, p50, p99, the slowest,
errors and the server's peak memory (RSS, as ``top`` shows it). ``faults`` measures the server
under hostile clients and faults (:mod:`judge.bench.faults`); ``python -m judge.bench`` runs it all
(``__main__``).

The benchmarks are the top of the package: they may import every part of it.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from rich.table import Table

from judge.paths import ROOT

QUESTIONS = ROOT / "tests" / "questions"


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


# --- the server under load ------------------------------------------------------------------

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
        return _pct(self.latencies, p) if self.latencies else float("nan")


def _get(path: str, host: str) -> bytes:
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
            raw = _get(f"/api/ask?q={quote(q.q)}&lang={q.lang}", host)
        elif kind == "page":
            raw = _get(rng.choice(["/", "/?lang=ja", "/?lang=zh", f"/?q={quote(rng.choice(questions).q)}"]), host)
        elif kind == "ruling_page":
            raw = _get(f"/r/{rng.choice(ids)}?lang={rng.choice(('en', 'ja', 'zh'))}", host)
        elif kind == "ruling_json":
            raw = _get(f"/api/rulings/{rng.choice(ids)}", host)
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
    return [Request("ask", _get(f"/api/ask?q={quote(q.q)}&lang={q.lang}", host)) for q in chosen]


async def _response(reader: asyncio.StreamReader) -> tuple[int, bool]:
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
                status, close = await asyncio.wait_for(_response(reader), REQUEST_TIMEOUT)
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


def cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) of a process and its children now running; None where it cannot be read."""
    total = 0.0
    for p in [pid] + children(pid):
        try:
            import psutil  # lazily: optional, read where it is installed

            t = psutil.Process(p).cpu_times()
            total += t.user + t.system
            continue
        except ImportError:
            pass
        except Exception:
            return None
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None
    return total


def rss_mb(pid: int) -> float | None:
    """A process's resident memory (what ``top`` shows as RES), in MB; None where it cannot be read."""
    try:
        import psutil  # lazily: optional; where it is installed, it reads any platform

        return psutil.Process(pid).memory_info().rss / 2**20
    except ImportError:
        pass
    except Exception:
        return None
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def rss_pss(pid: int) -> tuple[float, float] | None:
    """A process's resident memory and its proportional share (RSS and PSS, in MB: PSS counts a page
    shared by n processes as 1/n, so the PSS of all processes adds up to the memory they use);
    None where ``/proc/<pid>/smaps_rollup`` cannot be read (Linux 4.14 and later have it)."""
    try:
        fields = dict(line.split()[:2] for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:])
        return int(fields["Rss:"]) / 1024, int(fields["Pss:"]) / 1024
    except (OSError, KeyError, ValueError):
        return None


def children(pid: int) -> list[int]:
    """The process's direct children (Linux's /proc; psutil elsewhere, where installed)."""
    try:
        import psutil  # lazily: optional, read where it is installed

        return [c.pid for c in psutil.Process(pid).children()]
    except ImportError:
        pass
    except Exception:
        return []
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found += [int(x) for x in task.read_text().split()]
        except OSError:
            pass
    return found


class MemoryWatch:
    """Samples the server's processes' RSS every 0.1 s in a thread: the peak per process."""

    def __init__(self, pid: int):
        self.pid = pid
        self.peak: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="rss-watch", daemon=True)

    def sample(self) -> dict[int, float]:
        now = {}
        for pid in [self.pid] + children(self.pid):
            mb = rss_mb(pid)
            if mb is not None:
                now[pid] = mb
                self.peak[pid] = max(self.peak.get(pid, 0.0), mb)
        return now

    def _run(self) -> None:
        while not self._stop.wait(0.1):
            self.sample()

    def __enter__(self) -> "MemoryWatch":
        self.sample()
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        self.sample()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, workers: int, threads: int = 8, gunicorn: bool = False, options: tuple[str, ...] = (),
                 meaning: bool = True) -> subprocess.Popen:
    """``judge serve [OPTIONS]`` (or gunicorn, where installed) on loopback, once it answers (the index
    built beforehand); without ``meaning``, with the meaning signal switched off."""
    cmd = [sys.executable, "-m", "judge.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--threads", str(threads), *options]
    if workers > 1:
        cmd += ["--workers", str(workers)]
    if gunicorn:
        cmd = [sys.executable, "-m", "gunicorn", "--workers", str(workers), "--threads", str(threads),
               "--bind", f"127.0.0.1:{port}", "judge.web.app:create_app()"]
    log = tempfile.TemporaryFile()  # not a pipe: a full pipe would stop the server mid-run
    env = {**os.environ, "JUDGE_MEANING_SIGNAL": "on" if meaning else "off"}
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log, env=env)
    proc.log = log
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"judge serve exited with {proc.returncode}: {log.read().decode(errors='replace')}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(_get("/api/rulings", "127.0.0.1"))
                if s.recv(12).startswith(b"HTTP/1.1 200"):
                    return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError("judge serve did not answer within 120 s")


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    proc.log.close()


def bench_server(workers: int, requests: int = 10_000, levels: tuple[int, ...] = (8, 32), gunicorn: bool = False,
                 meaning: bool = True) -> dict:
    """One server (``workers`` processes; without ``meaning``, the meaning signal switched off): a
    warm-up, then ``requests`` mixed requests at each level of connections, then questions alone at
    the highest; the results and the peak RSS of each process over the whole run."""
    port = free_port()
    proc = start_server(port, workers, gunicorn=gunicorn, meaning=meaning)
    try:
        ids = ruling_ids(port)
        with MemoryWatch(proc.pid) as memory:
            run_load("127.0.0.1", port, load_mix("127.0.0.1", ids, 500, seed=1), 8)  # warm-up, not counted
            runs = [run_load("127.0.0.1", port, load_mix("127.0.0.1", ids, requests, seed=c), c, proc.pid) for c in levels]
            top = max(levels)
            for load, first_time in (("questions", False), ("first-time questions", True)):
                sent = question_load("127.0.0.1", requests, seed=top, first_time=first_time)
                runs.append(run_load("127.0.0.1", port, sent, top, proc.pid, LoadResult(top, len(sent), 0.0, load)))
        pss = {pid: m[1] for pid in [proc.pid] + children(proc.pid) if (m := rss_pss(pid))}
        return {"workers": workers, "gunicorn": gunicorn, "meaning": meaning, "runs": runs, "peak_rss": memory.peak, "pss": pss, "server_pid": proc.pid}
    finally:
        stop_server(proc)


def ruling_ids(port: int) -> list[str]:
    """Every ruling id, as the server on ``port`` lists them."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", "/api/rulings")
        return [row["id"] for row in json.loads(conn.getresponse().read())]
    finally:
        conn.close()


def load_table(results: list[dict], requests: int) -> Table:
    table = Table("server", "load", "connections", "requests/s", "p50", "p99", "slowest", "errors", "peak RSS", "PSS at the end",
                  "server CPU", "client CPU", "CPU ms / request",
                  title=f"judge serve under load (at most {requests:,} requests per row, loopback)")
    for r in results:
        shown, pss = by_process(r["peak_rss"], r), by_process(r["pss"], r)
        for run in r["runs"]:
            errors = sum(run.errors.values())
            # Cores busy on average; the server's CPU per request is what a free core could serve.
            server = f"{run.server_cpu / run.seconds:.2f} cores" if run.server_cpu is not None else "n/a"
            per_request = f"{run.server_cpu / run.requests * 1000:.2f}" if run.server_cpu is not None else "n/a"
            name = (f"{r['workers']} process{'es' if r['workers'] > 1 else ''}" + (" (gunicorn)" if r["gunicorn"] else "")
                    + ("" if r.get("meaning", True) else ", meaning off"))
            table.add_row(name, f"{run.load} ({run.requests:,})", str(run.connections), f"{run.rate:.0f}",
                          f"{run.pct(50) * 1000:.1f} ms", f"{run.pct(99) * 1000:.1f} ms", f"{max(run.latencies, default=0) * 1000:.0f} ms",
                          f"{errors}" + (f" {run.errors}" if errors else ""), shown, pss, server,
                          f"{run.client_cpu / run.seconds:.2f} cores", per_request)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    table.caption = (f"targets: 0 errors; p99 ≤ 1 s and none over 2 s at 32 connections; ≥ 300 requests/s on 2 cores (mixed); "
                     f"2 processes ≥ 150 questions/s at 32 connections with p99 ≤ 300 ms; RSS ≤ 400 MB per process. Memory is the serving processes', then the main one's beside them "
                     f"(PSS counts a page shared by n processes as 1/n). {os.cpu_count()} cores, load average now {load} "
                     f"(the load generator shares the cores)")
    return table


def by_process(mb: dict[int, float], result: dict) -> str:
    """Memory figures of a server's processes: the one process, or each worker, then the supervising main one."""
    main = result["server_pid"]
    if not mb:
        return "n/a"
    if result["workers"] <= 1:
        return " + ".join(f"{v:.0f}" for v in mb.values()) + " MB"
    workers = " + ".join(f"{v:.0f}" for pid, v in mb.items() if pid != main)
    return f"{workers} (main {mb[main]:.0f}) MB" if main in mb else f"{workers} MB"
