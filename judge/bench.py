"""``make bench``: measured speeds and memory, printed as a table with the targets beside them.

The server's part starts ``judge serve`` on loopback (one process, then two) and drives it with a
mixed load of 10,000 requests at 8 and then 32 connections, from an asyncio client of plain HTTP/1.1
with keep-alive (nothing to install beyond Python): requests per second, p50, p99, the slowest,
errors and the server's peak memory (RSS, as ``top`` shows it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "tests" / "questions"


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def bench_scenarios(repeat: int = 3) -> dict:
    """Run every scenario ``repeat`` times: the best total and the median per scenario."""
    from judge.engine import scenario

    files = scenario.scenario_files()
    scenario.run(files[0])  # warm imports
    totals, per = [], {f: [] for f in files}
    for _ in range(repeat):
        start = time.perf_counter()
        for f in files:
            t = time.perf_counter()
            scenario.run(f)
            per[f].append(time.perf_counter() - t)
        totals.append(time.perf_counter() - start)
    medians = [statistics.median(v) for v in per.values()]
    return {"scenarios": len(files), "total_s": min(totals), "median_ms": statistics.median(medians) * 1000,
            "max_ms": max(medians) * 1000}


def bench_build() -> float:
    from judge.search.build import build

    start = time.perf_counter()
    build()
    return time.perf_counter() - start


def bench_queries(rounds: int = 5) -> dict:
    """Latency of a question with a warm searcher: search alone, and the whole answer object."""
    from judge.search.ask import Index, open_index
    from judge.search.evaluate import Baseline, load_questions

    questions = [q.q for q in load_questions([QUESTIONS])]
    fresh = Index(open_index().path)  # a new process's index: each question is its first
    fresh.search("こだわりメット 撤退 retreat")  # start the tokenizers
    first = []
    for q in questions:
        t = time.perf_counter()
        fresh.search(q)
        first.append((time.perf_counter() - t) * 1000)
    idx = open_index()
    for q in questions:  # warm the searcher, the analyzers and the caches
        idx.ask(q)
    search, answer = [], []
    for _ in range(rounds):
        for q in questions:
            t = time.perf_counter()
            idx.search(q)
            search.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            idx.ask(q)
            answer.append((time.perf_counter() - t) * 1000)
    t = time.perf_counter()
    base = Baseline()
    base_build = time.perf_counter() - t
    base_lat = []
    for _ in range(rounds):
        for q in questions:
            t = time.perf_counter()
            base.search(q)
            base_lat.append((time.perf_counter() - t) * 1000)
    return {"n": len(search), "first_p50": _pct(first, 50), "first_p99": _pct(first, 99), "search_p50": _pct(search, 50), "search_p99": _pct(search, 99),
            "ask_p50": _pct(answer, 50), "ask_p99": _pct(answer, 99),
            "base_p50": _pct(base_lat, 50), "base_p99": _pct(base_lat, 99), "base_build": base_build}


def bench_cold(runs: int = 3) -> dict:
    """A fresh ``judge ask`` process per question (index already built): wall time and peak memory."""
    return {lang: cold(["ask", q], runs) for lang, q in (
        ("ja", "こだわりメット付いてたら反動ダメも減る?"), ("zh", "撤退能量减1的效果会叠加吗"),
        ("en", "does the damage reduction apply to self-damage?"))}


def cold(args: list[str], runs: int) -> dict:
    """``judge ARGS --json`` in a fresh process, ``runs`` times: the median wall and CPU times (on
    cores shared with other work, the wall time is the CPU time plus the wait for a core) and the
    peak memory."""
    judge = str(Path(sys.executable).with_name("judge"))
    times, cpu, rss = [], [], []
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", _COLD, judge, *args], capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - t)
        child = json.loads(proc.stdout.strip().splitlines()[-1])
        rss.append(child["maxrss_mb"])
        cpu.append(child["cpu_s"])
    return {"seconds": statistics.median(times), "cpu_s": statistics.median(cpu), "maxrss_mb": max(rss)}


_COLD = """
import json, resource, subprocess, sys
subprocess.run([sys.argv[1], *sys.argv[2:], "--json"], check=True, stdout=subprocess.DEVNULL)
use = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"maxrss_mb": use.ru_maxrss / 1024, "cpu_s": use.ru_utime + use.ru_stime}))
"""
CARD_NAMES = ("Guzma", "こだわりメット", "古兹马")


def bench_cards(runs: int = 5) -> dict:
    """``judge card`` in a fresh process per name, and what the card table adds to a process's
    resident memory once it is loaded and a card read."""
    out = {name: cold(["card", name], runs) for name in CARD_NAMES}
    proc = subprocess.run([sys.executable, "-c", _CARD_TABLE_RSS], capture_output=True, text=True, check=True)
    out["table"] = json.loads(proc.stdout.strip().splitlines()[-1])
    return out


_CARD_TABLE_RSS = """
import json, os
from judge.bench import rss_mb
import judge.cards.lookup as lookup
before = rss_mb(os.getpid())
lookup.lookup("Guzma")
print(json.dumps({"added_mb": rss_mb(os.getpid()) - before}))
"""


def bench_pages(questions: int = 20) -> dict:
    """The page as a browser sees it (Debian's Chromium through Playwright, served by waitress as
    ``judge serve`` serves it): bytes transferred for the home page, a results page and ruling
    pages (the page, its stylesheet and script), requests to other hosts, and the time from asking
    to the answer shown (DOMContentLoaded of a results page), p50 over ``questions`` questions."""
    from playwright.sync_api import sync_playwright
    from waitress.server import create_server

    from judge.search.evaluate import load_questions
    from judge.web.app import create_app

    server = create_server(create_app(), host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=server.run, daemon=True).start()
    base = f"http://127.0.0.1:{server.effective_port}"
    asked = load_questions([QUESTIONS])
    asked = asked[:: max(len(asked) // questions, 1)][:questions]
    pages = {"home page": "/?lang=en", "results page": "/?lang=en&q=" + quote("does the damage reduction apply to self-damage?"),
             "ruling page (II-B-09, 3 replays)": "/r/II-B-09?lang=en", "largest ruling page (I-A-01, 16 replays)": "/r/I-A-01?lang=en"}
    out: dict = {"pages": {}, "external": []}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox", "--disable-gpu"])
            browser.new_page().goto(base + "/?lang=en&q=retreat")  # warm the server (the index, the corpus)
            for name, path in pages.items():
                context = browser.new_context(viewport={"width": 390, "height": 844})  # an empty cache
                page = context.new_page()
                sent: list = []
                page.on("requestfinished", lambda r: sent.append(r))
                page.goto(base + path, wait_until="networkidle")
                out["external"] += [r.url for r in sent if not r.url.startswith(base)]
                encoded = sum(r.sizes()["responseBodySize"] for r in sent)
                raw = sum(len(r.response().body()) for r in sent if r.response())
                out["pages"][name] = {"transferred_kb": encoded / 1024, "raw_kb": raw / 1024, "requests": len(sent)}
                context.close()
            page = browser.new_page()
            times = []
            for q in asked:
                page.goto(f"{base}/?q={quote(q.q)}", wait_until="domcontentloaded")
                times.append(page.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd"))
            out["answer_p50_ms"], out["answer_max_ms"], out["n"] = _pct(times, 50), max(times), len(times)
            browser.close()
    finally:
        server.close()
    return out


def page_rows() -> list[tuple[str, str, str, str]]:
    """:func:`bench_pages` as table rows (measure, value, target, baseline)."""
    if not Path("/usr/bin/chromium").exists():
        return [("page weight and time to answer in a browser", "not measured: no /usr/bin/chromium", "", "")]
    pg = bench_pages()
    rows = [(f"{name}: transferred (page + CSS + JS, {m['requests']} requests)", f"{m['transferred_kb']:.1f} KB", "≤ 60 KB",
             f"{m['raw_kb']:.1f} KB uncompressed") for name, m in pg["pages"].items()]
    rows.append(("requests to other hosts", str(len(pg["external"])), "0", ""))
    rows.append((f"time to answer in the browser, p50 ({pg['n']} questions)", f"{pg['answer_p50_ms']:.0f} ms", "",
                 f"max {pg['answer_max_ms']:.0f} ms"))
    return rows


# --- the server under load ------------------------------------------------------------------

#: Shares of the load mix.
MIX = (("ask", 60), ("page", 10), ("ruling_page", 10), ("ruling_json", 12), ("simulate", 8))
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
    latencies: list[float] = field(default_factory=list)
    """Each answered request's time, in seconds, from sending to the last byte of the response."""
    errors: dict[str, int] = field(default_factory=dict)
    """Failed requests by cause: a status of 400 or more, a refused or reset connection, a timeout."""
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
    from judge.search.evaluate import load_questions

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


async def _drive(host: str, port: int, requests: list[Request], connections: int) -> LoadResult:
    todo = iter(requests)
    result = LoadResult(connections, len(requests), 0.0)

    def failed(cause: str) -> None:
        result.errors[cause] = result.errors.get(cause, 0) + 1

    async def connection() -> None:
        reader = writer = None
        for req in todo:  # one iterator shared by every connection: each request is sent once
            try:
                if writer is None:
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


def run_load(host: str, port: int, requests: list[Request], connections: int, server_pid: int | None = None) -> LoadResult:
    """Send every request over ``connections`` keep-alive connections at once; wait for all. With
    ``server_pid``, also the CPU time the server (and its worker processes) used meanwhile."""
    cpu = time.process_time()
    before = cpu_seconds(server_pid) if server_pid else None
    result = asyncio.run(_drive(host, port, requests, connections))
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
            import psutil

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
        import psutil  # optional: where it is installed, it reads any platform

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


def children(pid: int) -> list[int]:
    """The process's direct children (Linux's /proc; psutil elsewhere, where installed)."""
    try:
        import psutil

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


def start_server(port: int, workers: int, threads: int = 8, gunicorn: bool = False) -> subprocess.Popen:
    """``judge serve`` (or gunicorn, where installed) on loopback, once it answers (the index built beforehand)."""
    cmd = [sys.executable, "-m", "judge.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--threads", str(threads)]
    if workers > 1:
        cmd += ["--workers", str(workers)]
    if gunicorn:
        cmd = [sys.executable, "-m", "gunicorn", "--workers", str(workers), "--threads", str(threads),
               "--bind", f"127.0.0.1:{port}", "judge.web:create_app()"]
    log = tempfile.TemporaryFile()  # not a pipe: a full pipe would stop the server mid-run
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
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


def bench_server(workers: int, requests: int = 10_000, levels: tuple[int, ...] = (8, 32), gunicorn: bool = False) -> dict:
    """One server (``workers`` processes): a warm-up, then ``requests`` requests at each level of
    connections; the results and the peak RSS of each process over the whole run."""
    import http.client

    port = free_port()
    proc = start_server(port, workers, gunicorn=gunicorn)
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("GET", "/api/rulings")
        ids = [row["id"] for row in json.loads(conn.getresponse().read())]
        conn.close()
        with MemoryWatch(proc.pid) as memory:
            run_load("127.0.0.1", port, load_mix("127.0.0.1", ids, 500, seed=1), 8)  # warm-up, not counted
            runs = [run_load("127.0.0.1", port, load_mix("127.0.0.1", ids, requests, seed=c), c, proc.pid) for c in levels]
        return {"workers": workers, "gunicorn": gunicorn, "runs": runs, "peak_rss": memory.peak, "server_pid": proc.pid}
    finally:
        stop_server(proc)


def load_table(results: list[dict], requests: int) -> Table:
    table = Table("server", "connections", "requests/s", "p50", "p99", "slowest", "errors", "peak RSS", "server CPU",
                  "client CPU", "CPU ms / request", title=f"judge serve under load ({requests:,} mixed requests per row, loopback)")
    for r in results:
        # The serving processes: the one process, or each worker beside the supervising parent.
        rss = r["peak_rss"]
        workers = {pid: mb for pid, mb in rss.items() if pid != r["server_pid"]} if r["workers"] > 1 else rss
        shown = " + ".join(f"{mb:.0f}" for mb in workers.values()) + " MB" if workers else "n/a"
        for run in r["runs"]:
            errors = sum(run.errors.values())
            # Cores busy on average; the server's CPU per request is what a free core could serve.
            server = f"{run.server_cpu / run.seconds:.2f} cores" if run.server_cpu is not None else "n/a"
            per_request = f"{run.server_cpu / run.requests * 1000:.2f}" if run.server_cpu is not None else "n/a"
            name = f"{r['workers']} process{'es' if r['workers'] > 1 else ''}" + (" (gunicorn)" if r["gunicorn"] else "")
            table.add_row(name, str(run.connections), f"{run.rate:.0f}",
                          f"{run.pct(50) * 1000:.1f} ms", f"{run.pct(99) * 1000:.1f} ms", f"{max(run.latencies, default=0) * 1000:.0f} ms",
                          f"{errors}" + (f" {run.errors}" if errors else ""), shown, server,
                          f"{run.client_cpu / run.seconds:.2f} cores", per_request)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    table.caption = (f"targets: 0 errors; p99 ≤ 1 s and none over 2 s at 32 connections; ≥ 300 requests/s on 2 cores; "
                     f"RSS ≤ 300 MB per process. {os.cpu_count()} cores, load average now {load} (the load generator "
                     f"shares the cores)")
    return table


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m judge.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["search", "serve"], help="Run one part: the search and scenarios, or the server under load.")
    parser.add_argument("--requests", type=int, default=10_000, help="Requests per level of connections (default 10,000).")
    parser.add_argument("--workers", default="1,2", help="Server processes to measure, comma-separated (default 1,2).")
    parser.add_argument("--gunicorn", type=int, metavar="N", help="Also measure gunicorn with N processes (where it is installed).")
    args = parser.parse_args(argv)
    console = Console(width=max(Console().width, 130))
    if args.only != "serve":
        bench_search(console)
    if args.only != "search":
        from judge.search.build import ensure

        ensure()  # the servers start on a built index
        results = [bench_server(int(w), args.requests) for w in args.workers.split(",")]
        if args.gunicorn:
            results.append(bench_server(args.gunicorn, args.requests, gunicorn=True))
        console.print(load_table(results, args.requests))


def bench_search(console: Console) -> None:
    table = Table("measure", "value", "target", "baseline", title="judge bench")
    build_s = bench_build()
    s = bench_scenarios()
    table.add_row(f"run all {s['scenarios']} scenarios (best of 3)", f"{s['total_s']:.3f} s", "< 2 s", "")
    table.add_row("median per scenario", f"{s['median_ms']:.2f} ms", "", "")
    table.add_row("slowest scenario (median)", f"{s['max_ms']:.2f} ms", "", "")
    q = bench_queries()
    table.add_row("index build (judge index build)", f"{build_s:.2f} s", "≤ 15 s", f"{q['base_build']:.2f} s")
    table.add_row(f"search p50 (warm, {q['n']} queries)", f"{q['search_p50']:.2f} ms", "≤ 3 ms", f"{q['base_p50']:.2f} ms")
    table.add_row("search p99 (warm)", f"{q['search_p99']:.2f} ms", "≤ 10 ms", f"{q['base_p99']:.2f} ms")
    table.add_row("search p50, each question's first time", f"{q['first_p50']:.2f} ms", "", "")
    table.add_row("search p99, each question's first time", f"{q['first_p99']:.2f} ms", "", "")
    table.add_row("answer p50 (search + composition)", f"{q['ask_p50']:.2f} ms", "≤ 3 ms", "")
    table.add_row("answer p99 (search + composition)", f"{q['ask_p99']:.2f} ms", "≤ 10 ms", "")
    for lang, c in bench_cold().items():
        table.add_row(f"cold `judge ask` ({lang})", f"{c['seconds']:.2f} s", "≤ 1.0 s", "")
        table.add_row(f"peak memory, cold ask ({lang})", f"{c['maxrss_mb']:.0f} MB", "", "")
    cards = bench_cards()
    for name in CARD_NAMES:
        table.add_row(f"cold `judge card {name}` (CPU time)", f"{cards[name]['seconds']:.2f} s ({cards[name]['cpu_s']:.2f} s)",
                      "< 0.5 s", "")
    table.add_row("peak memory, cold card", f"{max(cards[n]['maxrss_mb'] for n in CARD_NAMES):.0f} MB", "", "")
    table.add_row("memory the card table adds to a process", f"{cards['table']['added_mb']:.1f} MB", "≤ 30 MB", "")
    for row in page_rows():
        table.add_row(*row)
    import resource  # POSIX: the rest of this module (the load generator) runs anywhere

    table.add_row("peak memory, this bench process", f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB", "", "")
    console.print(table)


if __name__ == "__main__":
    main()
