"""A normal user beside floods and a damaged index file (``floods``, of ``make bench``; loopback only).

``judge serve`` (1 process, then 2) on a copy of the live build in a folder of its own (the
truncated file is the copy's, never the repository's build). A normal user asks a question every
half second, each on a connection of its own (the questions of tests/questions, each asked once
before the first run, so what is measured is the wait the flood causes, not the question's own
cost), for :data:`SECONDS` seconds with no flood, then beside each of:

- ``slow readers``: 16 connections, each sending 200 pipelined requests for ``/api/rulings``
  (31 MB of replies in all) in one write and never reading;
- ``long questions``: 16 clients, each asking a new question of about 500 characters (questions of
  one language of tests/questions run together) as soon as its last is answered;
- ``simulate``: 16 clients posting ``/api/simulate`` bodies as fast as they are answered, bad ones
  (a text for the deck, a mapping where a list goes, YAML that does not parse, no board) and
  scenarios of the corpus in turn;
- ``truncated file``: the live build's meaning vectors (``meaning.npy``, ``printed.npy``)
  truncated to 4 kB two seconds into the run; the normal user asks on until every process serves
  the build made again aside, then for 5 s more (at most :data:`FAULT_SECONDS` in all).

For each: the normal user's p50, p99 and slowest, and how many of its questions were answered
(within :data:`ANSWER_TIMEOUT` s, status 200), beside what the flood got and what the server logged.
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import socket
import statistics
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

from rich.table import Table

from judge.bench.faults import held
from judge.bench.load import QUESTIONS, _post, get_request, percentile, read_response
from judge.bench.process import children
from judge.bench.serve import free_port, start_server, stop_server
from judge.index.build import current_dir
from judge.paths import ROOT

#: Seconds the normal user asks for in each run (the truncated file's run: until the server follows the new build).
SECONDS = 15.0
#: Seconds between two of the normal user's questions.
INTERVAL = 0.5
#: Seconds a question of the normal user may take before it counts as not answered.
ANSWER_TIMEOUT = 10.0
#: The longest the truncated file's run lasts.
FAULT_SECONDS = 120.0
#: Clients (or connections) of each flood.
FLOODERS = 16
#: Requests each slow reader pipelines in its one write.
PILED = 200
#: Characters of each long question (the web cuts a question at 500).
LONG = 500
#: Bodies the simulate flood posts that the server must refuse with a 4xx.
BAD_BODIES = (
    (b'{"board":{"me":{"deck":"x"},"opponent":{}}}', "application/json"),
    (b'{"board":{"me":{"deck":3,"provides":{"a":1}},"opponent":{}}}', "application/json"),
    (b'{"board":{"me":{"hand":{"x":1}},"opponent":[]}}', "application/json"),
    (b"board: [unclosed\n", "application/yaml"),
    (b'{"actions":[]}', "application/json"),
    (b"\xff\xfe\x00not json", "application/json"),
)


# --- the normal user -----------------------------------------------------------------------------

async def ask_once(host: str, port: int, path: str) -> float | None:
    """One question on a new connection: seconds to the whole answer, or None if it failed or took too long."""
    start = time.perf_counter()
    writer = None
    try:
        async def whole() -> int:
            nonlocal writer
            reader, writer = await asyncio.open_connection(host, port)
            writer.write(get_request(path, host).replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n"))
            status, _ = await read_response(reader)
            return status

        status = await asyncio.wait_for(whole(), ANSWER_TIMEOUT)
        return time.perf_counter() - start if status == 200 else None
    except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError):
        return None
    finally:
        if writer is not None:
            writer.close()


async def normal_user(host: str, port: int, paths: list[str], done: asyncio.Event) -> list[float | None]:
    """A question every :data:`INTERVAL` seconds until ``done`` is set (each sent on time, whatever
    the last one is doing); then every answer waited for. Each question's seconds, or None."""
    asked = []
    n = 0
    while not done.is_set():
        asked.append(asyncio.create_task(ask_once(host, port, paths[n % len(paths)])))
        n += 1
        try:
            await asyncio.wait_for(done.wait(), INTERVAL)
        except asyncio.TimeoutError:
            pass
    return list(await asyncio.gather(*asked))


def user_questions(n: int = 30, seed: int = 5) -> list[str]:
    from judge.search.evaluate import load_questions  # lazily, as the load generator does

    rng = random.Random(seed)
    return [f"/api/ask?q={quote(q.q)}&lang={q.lang}" for q in rng.sample(load_questions([QUESTIONS]), n)]


# --- the floods ----------------------------------------------------------------------------------

async def slow_readers(host: str, port: int, done: asyncio.Event, got: dict) -> None:
    """:data:`FLOODERS` connections, each sending :data:`PILED` requests in one write, never reading."""
    loop = asyncio.get_running_loop()
    pile = get_request("/api/rulings", host) * PILED
    socks = []
    try:
        for _ in range(FLOODERS):
            s = socket.socket()
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 64 * 1024)
            s.setblocking(False)
            await loop.sock_connect(s, (host, port))
            await loop.sock_sendall(s, pile)
            socks.append(s)
            got["requests piled"] = got.get("requests piled", 0) + PILED
        await done.wait()
    finally:
        for s in socks:
            s.close()


async def client_loop(host: str, port: int, done: asyncio.Event, got: dict, next_request) -> None:
    """One client sending ``next_request()`` on a keep-alive connection as soon as the last is
    answered, until ``done``; the statuses counted in ``got`` (a failed connection as its error's name)."""
    reader = writer = None
    while not done.is_set():
        raw = next_request()
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(host, port)
            writer.write(raw)
            status, close = await asyncio.wait_for(read_response(reader), 60)
            got[str(status)] = got.get(str(status), 0) + 1
            if close:
                writer.close()
                writer = None
        except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError) as err:
            got[type(err).__name__] = got.get(type(err).__name__, 0) + 1
            if writer is not None:
                writer.close()
            writer = None
    if writer is not None:
        writer.close()


def long_questions(host: str, seed: int = 3):
    """Requests of new questions of about :data:`LONG` characters, each of one language."""
    from judge.search.evaluate import load_questions  # lazily, as the load generator does

    rng = random.Random(seed)
    by_lang: dict[str, list[str]] = {}
    for q in load_questions([QUESTIONS]):
        by_lang.setdefault(q.lang, []).append(q.q)
    langs = sorted(by_lang)
    count = 0

    def next_request() -> bytes:
        nonlocal count
        count += 1
        lang = langs[count % len(langs)]
        text = f"{count} "
        while len(text) < LONG:
            text += rng.choice(by_lang[lang]) + " "
        return get_request(f"/api/ask?q={quote(text[:LONG])}&lang={lang}", host)

    return next_request


def simulate_bodies(host: str):
    """Requests posting a bad body and a scenario of the corpus in turn."""
    scenarios = [p.read_bytes() for p in sorted((ROOT / "rulings" / "scenarios").rglob("*.yaml"))]
    count = 0

    def next_request() -> bytes:
        nonlocal count
        count += 1
        if count % 2:
            body, kind = BAD_BODIES[count // 2 % len(BAD_BODIES)]
        else:
            body, kind = scenarios[count // 2 % len(scenarios)], "application/yaml"
        return _post("/api/simulate", host, body, kind)

    return next_request


async def flooded(host: str, port: int, paths: list[str], flood: str) -> tuple[list, dict]:
    """The normal user for :data:`SECONDS` beside ``flood`` (or none): its times, and what the flood got."""
    done, stop_flood = asyncio.Event(), asyncio.Event()
    got: dict = {}
    if flood == "slow readers":
        flooders = [slow_readers(host, port, stop_flood, got)]
    elif flood == "long questions":
        make = long_questions(host)
        flooders = [client_loop(host, port, stop_flood, got, make) for _ in range(FLOODERS)]
    elif flood == "simulate":
        make = simulate_bodies(host)
        flooders = [client_loop(host, port, stop_flood, got, make) for _ in range(FLOODERS)]
    else:
        flooders = []
    tasks = [asyncio.create_task(f) for f in flooders]
    await asyncio.sleep(1.0 if tasks else 0)  # the flood under way before the first question
    asyncio.get_running_loop().call_later(SECONDS, done.set)
    times = await normal_user(host, port, paths, done)
    stop_flood.set()
    await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), 90)
    return times, got


async def truncated(host: str, port: int, paths: list[str], server, index: Path) -> tuple[list, dict]:
    """The normal user while the live build's vectors are truncated under the server, until it
    follows the build made again aside, then 5 s more."""
    done = asyncio.Event()
    damaged = current_dir(index).resolve()
    got: dict = {}

    async def fault() -> None:
        await asyncio.sleep(2.0)
        for name in ("meaning.npy", "printed.npy"):
            if (damaged / name).exists():
                os.truncate(damaged / name, 4096)
                got.setdefault("truncated", []).append(name)
        cut = time.monotonic()
        while time.monotonic() - cut < FAULT_SECONDS - 7:
            live = current_dir(index).resolve()
            if live != damaged and held([server.pid] + children(server.pid)) == {live.name}:
                got["followed after"] = time.monotonic() - cut
                break
            await asyncio.sleep(0.25)
        await asyncio.sleep(5.0)
        done.set()

    task = asyncio.create_task(fault())
    times = await normal_user(host, port, paths, done)
    await task
    return times, got


# --- the runs ------------------------------------------------------------------------------------

FLOODS = ("none", "slow readers", "long questions", "simulate", "truncated file")


def copy_of_live_build(into: Path) -> Path:
    """An index folder holding a copy of the live build as its ``current``."""
    live = current_dir().resolve()
    shutil.copytree(live, into / live.name)
    (into / "current").symlink_to(live.name)
    return into


def log_lines(server) -> str:
    server.log.seek(0)
    return server.log.read().decode(errors="replace")


def bench_floods(workers: int) -> list[dict]:
    """Each flood of :data:`FLOODS` beside the normal user, on one server of ``workers`` processes."""
    host = "127.0.0.1"
    paths = user_questions()
    rows = []
    with tempfile.TemporaryDirectory(prefix="judge-floods-") as tmp:
        index = copy_of_live_build(Path(tmp))
        port = free_port()
        server = start_server(port, workers, env={"JUDGE_INDEX": str(index), "JUDGE_CACHE": str(Path(tmp) / "cache")})
        try:
            asyncio.run(warm(host, port, paths))
            for flood in FLOODS:
                before = log_lines(server)
                if flood == "truncated file":
                    times, got = asyncio.run(truncated(host, port, paths, server, index))
                else:
                    times, got = asyncio.run(flooded(host, port, paths, flood))
                logged = log_lines(server)[len(before):]
                rows.append(row(workers, flood, times, got, logged))
                time.sleep(2.0)  # what the flood left closed or answered before the next
        finally:
            stop_server(server)
    return rows


async def warm(host: str, port: int, paths: list[str]) -> None:
    for path in paths:
        await ask_once(host, port, path)


def row(workers: int, flood: str, times: list, got: dict, logged: str) -> dict:
    answered = [t for t in times if t is not None]
    return {"workers": workers, "flood": flood, "asked": len(times), "answered": len(answered),
            "p50": statistics.median(answered) if answered else float("nan"),
            "p99": percentile(answered, 99) if answered else float("nan"),
            "slowest": max(answered, default=float("nan")), "got": got,
            "tracebacks": logged.count("Traceback"), "died": logged.count("stopped (")}


def what_it_got(r: dict) -> str:
    got = r["got"]
    if r["flood"] == "truncated file":
        followed = got.get("followed after")
        return (f"{', '.join(got.get('truncated', []))} cut to 4 kB; "
                + (f"all on the new build in {followed:.1f} s" if followed is not None else "new build NOT followed"))
    if r["flood"] == "slow readers":
        return f"{FLOODERS} connections × {PILED} requests, none read"
    return "; ".join(f"{k}: {v:,}" for k, v in sorted(got.items()))


def floods_table(rows: list[dict]) -> Table:
    table = Table("server", "flood", "what the flood got (statuses)", "tracebacks", "died", "answered", "p50", "p99", "slowest",
                  title="a normal user (a question every 0.5 s) beside floods and a truncated index file (loopback)")
    ms = lambda s: f"{s * 1000:.0f} ms" if s == s else "n/a"  # noqa: E731 (nan: none answered)
    for r in rows:
        table.add_row(f"{r['workers']} process{'es' if r['workers'] > 1 else ''}", r["flood"], what_it_got(r),
                      str(r["tracebacks"]), str(r["died"]), f"{r['answered']} of {r['asked']}",
                      ms(r["p50"]), ms(r["p99"]), ms(r["slowest"]))
    table.caption = (f"answered, p50, p99, slowest: the normal user's questions (answered: status 200 within {ANSWER_TIMEOUT:.0f} s); "
                     f"tracebacks: logged by the server meanwhile; died: its processes that stopped. Target: every question answered, "
                     f"none slower than 1 s; no traceback, none died. {os.cpu_count()} cores, shared with the clients")
    return table
