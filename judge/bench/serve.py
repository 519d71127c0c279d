"""The server under load (``serve``, of ``make bench``): ``judge serve`` started on loopback (one
process, then two; gunicorn where it is installed) and driven with a mixed load of 10,000
requests at 8 and then 32 connections (:mod:`judge.bench.load`), then questions alone: requests
per second, p50, p99, the slowest, errors, CPU per request and the server's peak memory (RSS, as
``top`` shows it) and PSS."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

from rich.table import Table

from judge.bench.load import LoadResult, get_request, load_mix, question_load, run_load
from judge.bench.process import MemoryWatch, children, rss_pss
from judge.paths import ROOT


def free_port() -> int:
    """A port free on loopback now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, workers: int, threads: int = 8, gunicorn: bool = False, options: tuple[str, ...] = (),
                 meaning: bool = True, env: dict[str, str] | None = None) -> subprocess.Popen:
    """``judge serve [OPTIONS]`` (or gunicorn, where installed) on loopback, once it answers (the index
    built beforehand); without ``meaning``, with the meaning signal switched off; ``env``, more of
    its environment (another index folder)."""
    cmd = [sys.executable, "-m", "judge.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--threads", str(threads), *options]
    if workers > 1:
        cmd += ["--workers", str(workers)]
    if gunicorn:
        cmd = [sys.executable, "-m", "gunicorn", "--workers", str(workers), "--threads", str(threads),
               "--bind", f"127.0.0.1:{port}", "judge.web.app:create_app()"]
    log = tempfile.TemporaryFile()  # not a pipe: a full pipe would stop the server mid-run
    env = {**os.environ, **(env or {}), "JUDGE_MEANING_SIGNAL": "on" if meaning else "off"}
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log, env=env)
    proc.log = log
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"judge serve exited with {proc.returncode}: {log.read().decode(errors='replace')}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(get_request("/api/rulings", "127.0.0.1"))
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
