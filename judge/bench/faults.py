"""The server as an open network finds it (loopback only): clients that hold connections, and a
mixed load while the index is rebuilt and a worker is killed.

``clients``: ``judge serve`` (1 process, then 2; with the default connection limit, then with a
limit of 100, below what the clients hold) with 200 connections left idle and 200 trickling a
request a byte every half second, each opened again when the server closes it; 50 questions asked
meanwhile, each on a connection of its own (a new visitor): how many are answered, p50 and the
slowest, beside the same questions with no such clients; and how often the server closed the
idle and the trickling connections.

``faults``: ``judge serve --workers 2`` under 10,000 mixed requests at 32 connections while the
index is rebuilt (``judge index build``: the server switches to the new build) and a worker is
killed (``kill -9``: it is replaced); then more rebuilds. Requests, errors (those on the killed
worker's connections counted apart: the requests it was answering, or that were sent to it as it
died), the builds left on disk, and each process's RSS and PSS before and after.
"""

from __future__ import annotations

import asyncio
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote

from rich.table import Table

from judge.bench.load import REQUEST_TIMEOUT, LoadResult, get_request, load_mix, read_response, run_load
from judge.bench.process import children, rss_pss
from judge.bench.serve import free_port, ruling_ids, start_server, stop_server
from judge.paths import ROOT
from judge.index.build import current_dir

#: A question a visitor asks, on a connection of its own.
QUESTION = "/api/ask?q=" + quote("こだわりメット付いてたら反動ダメも減る?")


def held(pids: list[int]) -> set[str]:
    """The index builds these processes hold (have their lease open on), from /proc."""
    names = set()
    for pid in pids:
        for fd in Path(f"/proc/{pid}/fd").glob("*"):
            try:
                target = os.readlink(fd).split(" (deleted)")[0]
            except OSError:
                continue
            if "/build-" in target and target.endswith("/meta.json"):
                names.add(Path(target).parent.name)
    return names


# --- clients that hold connections ---------------------------------------------------------------

async def _visit(host: str, port: int) -> float | None:
    """One question on a new connection: seconds to the whole answer, or None if it failed."""
    start = time.perf_counter()
    writer = None
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), REQUEST_TIMEOUT)
        writer.write(get_request(QUESTION, host).replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n"))
        status, _ = await asyncio.wait_for(read_response(reader), REQUEST_TIMEOUT)
        return time.perf_counter() - start if status == 200 else None
    except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError):
        return None
    finally:
        if writer is not None:
            writer.close()


async def _hold(host: str, port: int, trickle: bool, closed: dict[str, int]) -> None:
    """A connection that sends nothing, or a request a byte at a time; opened again when closed."""
    kind = "trickling" if trickle else "idle"
    request = get_request(QUESTION, host)
    while True:
        writer = None
        try:
            reader, writer = await asyncio.open_connection(host, port)
            if not trickle:
                await reader.read(1)  # returns when the server closes the connection
            for i in range(len(request) - 4 if trickle else 0):  # never the request's end
                writer.write(request[i:i + 1])
                await writer.drain()
                await asyncio.sleep(0.5)
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            if writer is not None:
                writer.close()
        closed[kind] += 1
        await asyncio.sleep(0.1)


async def _clients(host: str, port: int, idle: int, trickling: int, questions: int) -> dict:
    closed = {"idle": 0, "trickling": 0}
    holders = [asyncio.create_task(_hold(host, port, n >= idle, closed)) for n in range(idle + trickling)]
    await asyncio.sleep(2.0 if holders else 0)  # every connection open before the first question
    times = []
    for _ in range(questions):  # spread over 15 s: past the request timeout, while the server cuts the trickling ones
        times.append(await _visit(host, port))
        await asyncio.sleep(0.3)
    for task in holders:
        task.cancel()
    await asyncio.gather(*holders, return_exceptions=True)
    answered = [t for t in times if t is not None]
    return {"idle": idle, "trickling": trickling, "asked": questions, "answered": len(answered),
            "p50": statistics.median(answered) if answered else float("nan"), "slowest": max(answered, default=float("nan")),
            "closed": dict(closed)}


def bench_clients(workers: int, connections: int | None = None, held_open: int = 200, questions: int = 50) -> list[dict]:
    """Questions asked with no other client, then beside ``held_open`` idle and ``held_open``
    trickling connections; ``connections``: the server's ``--connections`` (its default if None)."""
    port = free_port()
    proc = start_server(port, workers, options=("--connections", str(connections)) if connections else ())
    try:
        rows = [asyncio.run(_clients("127.0.0.1", port, n, n, questions)) for n in (0, held_open)]
    finally:
        stop_server(proc)
    for row in rows:
        row.update(workers=workers, connections=connections)
    return rows


def clients_table(rows: list[dict]) -> Table:
    table = Table("server", "--connections", "idle + trickling held", "questions answered", "p50", "slowest",
                  "closed by the server (idle, trickling)", title="judge serve beside clients that hold connections (loopback)")
    for r in rows:
        table.add_row(f"{r['workers']} process{'es' if r['workers'] > 1 else ''}", str(r["connections"] or "default"),
                      f"{r['idle']} + {r['trickling']}", f"{r['answered']} of {r['asked']}", f"{r['p50'] * 1000:.0f} ms",
                      f"{r['slowest'] * 1000:.0f} ms", f"{r['closed']['idle']}, {r['closed']['trickling']}")
    table.caption = "target: every question answered, none slower than 1 s"
    return table


# --- a load while the index is rebuilt and a worker killed --------------------------------------

class Faults(threading.Thread):
    """Watches a load's progress: at a fifth of it starts ``judge index build``, at half kills a
    worker; records when."""

    def __init__(self, server: subprocess.Popen, result: LoadResult):
        super().__init__(daemon=True)
        self.server, self.result = server, result
        self.killed: tuple[int, float] | None = None
        """The worker killed and when (``time.perf_counter()``)."""
        self.build: subprocess.CompletedProcess | None = None

    def done(self) -> int:
        return len(self.result.latencies) + sum(self.result.errors.values())

    def run(self) -> None:
        while self.done() < self.result.requests // 5:
            time.sleep(0.05)
        builder = subprocess.Popen([sys.executable, "-m", "judge.cli", "index", "build"], cwd=ROOT,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while self.done() < self.result.requests // 2:
            time.sleep(0.05)
        worker = children(self.server.pid)[0]
        self.killed = (worker, time.perf_counter())
        os.kill(worker, signal.SIGKILL)
        self.build = subprocess.CompletedProcess(builder.args, builder.wait())


def wait_switched(server: subprocess.Popen, seconds: float = 120.0) -> bool:
    """Whether, within ``seconds``, every process of the server holds the live build and no other,
    and it is the only build left on disk (but for one this process reads)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        live = current_dir().resolve()
        if held([server.pid] + children(server.pid)) == {live.name} and builds_left(live.parent) == [live.name]:
            return True
        time.sleep(0.5)
    return False


def builds_left(root: Path) -> list[str]:
    """The builds on disk but any this process reads."""
    return sorted(p.name for p in root.glob("build-*") if p.name not in held([os.getpid()]))


def memory_of(server: subprocess.Popen) -> dict[int, tuple[float, float] | None]:
    return {pid: rss_pss(pid) for pid in [server.pid] + children(server.pid)}


def bench_faults(requests: int = 10_000, connections: int = 32, rebuilds: int = 3) -> dict:
    """The load with its faults (see the module's description), then ``rebuilds`` more rebuilds
    without load; what was measured."""
    port = free_port()
    server = start_server(port, 2)
    try:
        ids = ruling_ids(port)
        before = memory_of(server)
        result = LoadResult(connections, requests, 0.0)
        faults = Faults(server, result)
        faults.start()
        run_load("127.0.0.1", port, load_mix("127.0.0.1", ids, requests, seed=11), connections, server.pid, result)
        faults.join()
        switched = [wait_switched(server)]
        loaded = memory_of(server)
        for _ in range(rebuilds):
            subprocess.run([sys.executable, "-m", "judge.cli", "index", "build"], cwd=ROOT, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            switched.append(wait_switched(server))
        after = memory_of(server)
        root = current_dir().parent
        on_disk = builds_left(root)
        size = sum(f.stat().st_size for b in on_disk for f in (root / b).iterdir()) / 2**20
    finally:
        stop_server(server)
    worker, killed_at = faults.killed
    on_killed = [f for f in result.failures if not f[0].startswith("HTTP") and f[1] < killed_at <= f[3]]
    return {"result": result, "on_killed": len(on_killed), "other_errors": len(result.failures) - len(on_killed),
            "killed": worker, "build_status": faults.build.returncode, "switched": switched, "builds": len(on_disk),
            "disk_mb": size, "before": before, "loaded": loaded, "after": after, "main": server.pid}


def faults_tables(f: dict) -> list[Table]:
    r = f["result"]
    load = Table("measure", "value", "target", title=f"judge serve --workers 2: {r.requests:,} mixed requests at "
                 f"{r.connections} connections while the index is rebuilt and a worker killed (loopback)")
    load.add_row("requests answered", f"{len(r.latencies):,} of {r.requests:,} ({r.rate:.0f}/s)", "")
    load.add_row("errors on the killed worker's connections", f"{f['on_killed']}", f"≤ {r.connections} (one a connection)")
    load.add_row("other errors", f"{f['other_errors']}" + (f" {r.errors}" if f["other_errors"] else ""), "0")
    load.add_row("p50, p99, slowest", f"{r.pct(50) * 1000:.0f} ms, {r.pct(99) * 1000:.0f} ms, "
                 f"{max(r.latencies, default=0) * 1000:.0f} ms", "")
    load.add_row("`judge index build` under load", "done" if f["build_status"] == 0 else f"exit {f['build_status']}", "done")
    load.add_row(f"every process on the new build and the old removed, after each of {len(f['switched'])} rebuilds",
                 ", ".join("yes" if s else "NO" for s in f["switched"]), "yes")
    load.add_row("builds left on disk", f"{f['builds']} ({f['disk_mb']:.1f} MB)", "1")
    stages = {"before": "at start", "loaded": "after the load", "after": f"after {len(f['switched']) - 1} more rebuilds"}
    memory = Table("process", *(f"{kind} {when}" for kind in ("RSS", "PSS") for when in stages.values()),
                   title="memory of each process, in MB (PSS counts a page shared by n processes as 1/n: the PSS of all "
                   "adds up to what they use)")
    for pid in dict.fromkeys(pid for stage in stages for pid in f[stage]):
        role = "main" if pid == f["main"] else "worker (killed)" if pid == f["killed"] else \
            "worker" if pid in f["before"] else "worker (started after the kill)"
        memory.add_row(f"{role} {pid}", *(f"{m[kind]:.0f}" if (m := f[stage].get(pid)) else "n/a"
                                           for kind in (0, 1) for stage in stages))
    memory.add_row("all", *[""] * len(stages), *(f"{sum(m[1] for m in f[stage].values() if m):.0f}" for stage in stages))
    return [load, memory]

