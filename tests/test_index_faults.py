"""The search index under faults: rebuilt while read, damaged, missing, read-only, built by two
processes at once. Each test works on its own index folder and a small copy of the corpus (a
handful of topics with their scenarios), so a build takes a second or two."""

import json
import logging
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import yaml

from judge.bench.faults import held
from judge.index import build as build_mod

ROOT = Path(__file__).resolve().parent.parent
TOPICS = ["I-A-05", "II-B-09", "II-D-13", "I-C", "II-A"]


@pytest.fixture()
def small(tmp_path, monkeypatch):
    """A small corpus and an empty index folder, as this process's and its children's environment."""
    rulings = tmp_path / "rulings"
    (rulings / "topics").mkdir(parents=True)
    for topic in TOPICS:
        data = yaml.safe_load((ROOT / "rulings" / "topics" / f"{topic}.yaml").read_text(encoding="utf-8"))
        for links in ("see_also", "touches", "disagreements"):  # links to topics left out
            data.pop(links, None)
        (rulings / "topics" / f"{topic}.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
        if (ROOT / "rulings" / "scenarios" / topic).is_dir():
            shutil.copytree(ROOT / "rulings" / "scenarios" / topic, rulings / "scenarios" / topic)
    env = {"JUDGE_RULINGS": str(rulings), "JUDGE_INDEX": str(tmp_path / "index"), "JUDGE_CACHE": str(tmp_path / "cache")}
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    _forget_opened(monkeypatch)
    return tmp_path


def _forget_opened(monkeypatch):
    """This process's opened index is the repository's: the tests open their own."""
    from judge.search import ask

    monkeypatch.setattr(ask, "_opened", {})


def judge(*args, env=None, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "judge.cli", *args], cwd=ROOT, env={**os.environ, **(env or {})},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def build_index() -> None:
    """`judge index build` in a process of its own, to its end."""
    proc = judge("index", "build")
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err


def builds(index: Path) -> list[str]:
    return sorted(p.name for p in index.glob("build-*"))


def test_readers_never_see_a_half_built_index(small):
    """Questions keep being answered, by already opened and by newly opened indexes, while two
    rebuilds swap in new builds."""
    from judge.search.ask import open_index, open_live

    first = open_index()
    assert first.search("retreat").ranked
    stop, failures, answered = threading.Event(), [], [0]

    def reader():
        while not stop.is_set():
            try:
                fresh = open_live()  # what a process starting now opens
                for idx in (fresh, first):
                    ranked = idx.search("こだわりメット 進化 retreat").ranked
                    assert ranked, "no results"
                answered[0] += 1
            except Exception as err:  # noqa: BLE001 (any failure is what the test looks for)
                failures.append(repr(err))

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for t in threads:
        t.start()
    try:
        for _ in range(2):
            build_index()
    finally:
        stop.set()
        for t in threads:
            t.join()
    assert not failures, failures[:3]
    assert answered[0] > 10
    # The build this process still reads from was kept; a new thread (a new searcher) still reads it.
    assert first.path.exists()
    got = []
    t = threading.Thread(target=lambda: got.append(first.search("retreat").ranked))
    t.start()
    t.join()
    assert got and got[0]


def test_two_builds_at_once_do_not_corrupt_the_index(small):
    index = small / "index"
    procs = [judge("index", "build") for _ in range(2)]
    for p in procs:
        _, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
    assert build_mod.is_fresh()
    live = build_mod.current_dir().resolve()
    assert builds(index) == [live.name], "a build left behind, or the live one removed"
    assert not list(index.glob(".build-*.link"))
    ask = judge("ask", "retreat", "--json")
    out, err = ask.communicate(timeout=120)
    assert ask.returncode == 0, err
    assert json.loads(out)["results"]


def test_two_commands_needing_the_index_build_it_once(small):
    """Two `judge ask` on a folder with no index: one builds, the other waits and uses it."""
    procs = [judge("ask", "retreat", "--json") for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert all(json.loads(out)["results"] for out, _ in outs)
    assert sum("building it" in err for _, err in outs) == 1, [err for _, err in outs]
    assert len(builds(small / "index")) == 1


@pytest.mark.parametrize("damage", ["truncated", "deleted file", "deleted build", "garbled"])
def test_damaged_or_missing_index_is_rebuilt_with_a_log_line(small, caplog, damage):
    from judge.search.ask import open_index

    live = build_mod.ensure()
    if damage == "truncated":
        payloads = live / "payloads.json"
        payloads.write_bytes(payloads.read_bytes()[:1000])
    elif damage == "deleted file":
        (live / "vocabulary.json").unlink()
    elif damage == "deleted build":
        shutil.rmtree(live)
    else:  # the same size, other bytes: only the checksums tell
        segment = next(live.glob("*.trm"))
        data = bytearray(segment.read_bytes())
        data[100:200] = bytes(100)
        segment.write_bytes(bytes(data))
    assert not build_mod.is_fresh() or damage == "garbled"
    with caplog.at_level(logging.WARNING, logger="judge.index"):
        idx = open_index()
    assert idx.path != live, "answered from the damaged build"
    assert idx.search("retreat").ranked
    assert any("rebuil" in r.getMessage() or "building" in r.getMessage() for r in caplog.records), caplog.text
    assert build_mod.is_fresh()


def read_only_judge(folders: list[Path], *args) -> subprocess.Popen:
    """`judge ARGS` in a child that cannot write to ``folders``: a read-only bind mount in a mount
    namespace of its own when the tests run as root (root writes through permissions), else
    folders without write permission."""
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        for folder in folders:
            folder.chmod(0o555)
        return judge(*args)
    if not shutil.which("unshare") or subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode != 0:
        pytest.skip("a read-only folder needs a user other than root, or a mount namespace (unshare -m)")
    script = ('set -e; while [ "$1" != -- ]; do mount --bind "$1" "$1"; mount -o remount,bind,ro "$1"; shift; done; '
              'shift; exec "$@"')
    command = ["unshare", "-m", "sh", "-c", script, "sh", *map(str, folders), "--", sys.executable, "-m", "judge.cli", *args]
    return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


posix_only = pytest.mark.skipif(os.name == "nt", reason="read-only folders are POSIX permissions or mounts here")


@posix_only
def test_read_only_index_folder_builds_in_the_user_cache(small):
    index, cache = small / "index", small / "cache"
    proc = read_only_judge([index], "ask", "retreat", "--json")
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    assert json.loads(out)["results"]
    assert "read-only" in err and str(cache) in err
    assert list((cache / "index").glob("build-*")) and not list(index.iterdir())


@posix_only
@pytest.mark.parametrize("command", [["ask", "retreat"], ["serve", "--port"]])
def test_nowhere_to_build_is_a_clear_message_not_a_crash(small, command):
    from judge.bench.serve import free_port

    if command[-1] == "--port":  # were it to start anyway, on a port nothing else uses
        command = command + [str(free_port())]
    proc = read_only_judge([small / "index", small / "cache"], *command)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 2, (out, err)
    assert "error: cannot build the search index" in err and "JUDGE_INDEX" in err
    assert "Traceback" not in err


@posix_only
def test_read_only_folder_with_a_fresh_index_is_used_as_it_is(small):
    live = build_mod.ensure()
    proc = read_only_judge([small / "index"], "ask", "retreat", "--json")
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    assert json.loads(out)["results"]
    assert "read-only" not in err and not (small / "cache" / "index").exists()
    assert build_mod.current_dir().resolve() == live


# --- a serving process: follows new builds, never builds in itself, answers through faults ---------

def test_a_process_follows_each_new_build_and_leaves_one_on_disk(small):
    from judge.search.live import Live

    live = Live()
    live.opened()
    for _ in range(3):
        build_index()
        live.follow()
        assert live.index.path == build_mod.current_dir().resolve()
    assert builds(small / "index") == [live.index.path.name], "a build left behind after the process released it"
    assert live.index.search("retreat").ranked


linux_only = pytest.mark.skipif(not Path("/proc/self/fd").is_dir() or not hasattr(os, "fork"),
                                reason="reads which builds a server holds from /proc; --workers forks")


def serving(tmp: Path, *options: str, namespace_for: Path | None = None):
    """`judge serve` over the small corpus once it answers, its output in ``tmp/serve.log``; with
    ``namespace_for`` (as root), in a mount namespace of its own where that folder is a bind mount
    that :func:`make_read_only` can make read-only for the server alone."""
    from judge.bench.serve import free_port
    from test_serving import get, wait_for

    build_mod.ensure()
    port = free_port()
    log = open(tmp / "serve.log", "w+")
    command = [sys.executable, "-m", "judge.cli", "serve", "--port", str(port), *options]
    if namespace_for is not None and os.geteuid() == 0:
        if not shutil.which("nsenter") or subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode:
            pytest.skip("a folder made read-only under a server run as root needs unshare -m and nsenter")
        command = ["unshare", "-m", "sh", "-c", 'mount --bind "$1" "$1" && shift && exec "$@"', "sh", str(namespace_for), *command]
    server = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    wait_for(lambda: get(port, "/api/rulings/II-B-09")[0] == 200 or server.poll() is not None)
    assert server.poll() is None, log_text(log)
    return server, port, log


def make_read_only(folder: Path, server: subprocess.Popen) -> None:
    if os.geteuid() == 0:
        subprocess.run(["nsenter", "-t", str(server.pid), "-m", "mount", "-o", "remount,bind,ro", str(folder)], check=True)
    else:
        folder.chmod(0o555)


def log_text(log) -> str:
    log.flush()
    log.seek(0)
    return log.read()


class Asking(threading.Thread):
    """One question after another until stopped; the status of each."""

    def __init__(self, port: int):
        super().__init__(daemon=True)
        self.port, self.statuses, self.done = port, [], threading.Event()

    def run(self):
        from test_serving import get

        while not self.done.is_set():
            self.statuses.append(get(self.port, "/api/ask?q=retreat")[0])
            self.done.wait(0.05)

    def stop(self) -> list[int]:
        self.done.set()
        self.join()
        return self.statuses


@linux_only
@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_server_follows_new_builds_and_leaves_one_on_disk(small, workers):
    from judge.bench.process import children
    from test_serving import stop, wait_for

    server, port, log = serving(small, "--workers", workers)
    asking = Asking(port)
    asking.start()
    try:
        for _ in range(3):
            build_index()
        live = build_mod.current_dir().resolve().name
        wait_for(lambda: held([server.pid] + children(server.pid)) == {live} and builds(small / "index") == [live], 120)
    finally:
        statuses = asking.stop()
        stop(server)
    assert statuses and set(statuses) == {200}, statuses
    text = log_text(log)
    assert "ERROR" not in text and "Traceback" not in text, text


@linux_only
def test_workers_asked_nothing_yet_follow_a_new_build(small):
    """`judge serve --workers 2` asked no question (a worker watched the index only from its first
    one, so both held the build their parent had opened, and it stayed on disk): after `judge index
    build` every process holds the new build and the old one is removed."""
    from judge.bench.process import children
    from test_serving import stop, wait_for

    server, port, log = serving(small, "--workers", "2")
    try:
        wait_for(lambda: len(children(server.pid)) == 2)
        first = build_mod.current_dir().resolve().name
        assert held(children(server.pid)) == {first}
        build_index()
        live = build_mod.current_dir().resolve().name
        assert live != first
        wait_for(lambda: held([server.pid] + children(server.pid)) == {live} and builds(small / "index") == [live], 60)
    finally:
        stop(server)


@linux_only
def test_a_deleted_index_is_built_aside_while_the_build_in_memory_answers(small):
    from test_serving import stop, wait_for

    server, port, log = serving(small)
    asking = Asking(port)
    asking.start()
    try:
        wait_for(lambda: len(asking.statuses) > 5)
        shutil.rmtree(build_mod.current_dir().resolve())
        (small / "index" / "current").unlink()
        wait_for(lambda: build_mod.is_fresh() and held([server.pid]) == {build_mod.current_dir().resolve().name}, 180)
        answered_through = len(asking.statuses)
        wait_for(lambda: len(asking.statuses) > answered_through + 5)
    finally:
        statuses = asking.stop()
        stop(server)
    built_by = int(build_mod.current_dir().resolve().name.split("-")[1])
    assert built_by != server.pid, "the index was built inside the serving process"
    assert statuses and set(statuses) == {200}, statuses
    text = log_text(log)
    assert text.count("building it aside") == 1 and "ERROR" not in text and "Traceback" not in text, text


@linux_only
@posix_only
def test_a_read_only_folder_without_current_is_answered_from_memory_and_rebuilt_in_the_cache(small):
    """The index folder made read-only under a running server, then its `current` removed: every
    question answered from the build in memory, the build aside made in the user's cache folder,
    and the server on it; the fault logged once, no error per question."""
    from test_serving import stop, wait_for

    index, cache = small / "index", small / "cache" / "index"
    server, port, log = serving(small, namespace_for=index)
    asking = Asking(port)
    asking.start()
    try:
        wait_for(lambda: len(asking.statuses) > 5)
        make_read_only(index, server)
        (index / "current").unlink()  # here the folder is writable still (as root: outside the server's namespace)
        wait_for(lambda: list(cache.glob("build-*")) and held([server.pid]) == {p.name for p in cache.glob("build-*")}, 180)
        answered_through = len(asking.statuses)
        wait_for(lambda: len(asking.statuses) > answered_through + 5)
    finally:
        statuses = asking.stop()
        stop(server)
        index.chmod(0o755)
    assert statuses and set(statuses) == {200}, statuses
    text = log_text(log)
    assert text.count("building it aside") == 1 and "ERROR" not in text and "Traceback" not in text, text


def answered_through(server, port: int, fault, followed) -> list[int]:
    """Questions asked of a running server all along: five answered, then ``fault()`` done under it,
    then ``followed()`` waited for, then five more answered; the server stopped. Every status."""
    from test_serving import stop, wait_for

    asking = Asking(port)
    asking.start()
    try:
        wait_for(lambda: len(asking.statuses) > 5)
        fault()
        followed()
        answered = len(asking.statuses)
        wait_for(lambda: len(asking.statuses) > answered + 5)
    finally:
        statuses = asking.stop()
        stop(server)
    return statuses


@linux_only
@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_vectors_file_truncated_under_a_server_kills_nothing_and_is_rebuilt(small, workers):
    """The meaning vectors of the live build truncated under a running server: every question is
    still answered (a mapped file cut short killed each process that touched it), the build is made
    again aside and the server follows it."""
    from test_serving import wait_for

    from judge.bench.process import children

    server, port, log = serving(small, "--workers", workers)
    damaged = build_mod.current_dir().resolve()

    def truncate():
        for name in ("meaning.npy", "printed.npy"):
            if (damaged / name).exists():
                os.truncate(damaged / name, 4096)

    def followed():
        wait_for(lambda: build_mod.current_dir().resolve() != damaged and build_mod.is_fresh(), 180)
        live = build_mod.current_dir().resolve().name
        wait_for(lambda: held([server.pid] + children(server.pid)) == {live}, 60)

    statuses = answered_through(server, port, truncate, followed)
    assert statuses and set(statuses) == {200}, statuses
    text = log_text(log)
    assert "worker" not in text or "stopped (" not in text, text


def test_a_build_that_fails_leaves_no_folder(small, monkeypatch):
    from judge.index import meaning

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(meaning, "write", full_disk)
    with pytest.raises(OSError):
        build_mod.ensure()
    assert builds(small / "index") == []


@linux_only
def test_a_failed_build_aside_is_tried_again_after_a_minute_with_workers(small):
    """The corpus broken and the index removed under `judge serve --workers 2`: the build aside
    fails, is reported as failed, and is not tried again for a minute (the supervisor once took its
    exit status, and it read as done: a build every 2 s)."""
    from test_serving import stop, wait_for

    server, port, log = serving(small, "--workers", "2")
    try:
        (small / "rulings" / "topics" / "broken.yaml").write_text("id: [unclosed\n", encoding="utf-8")
        shutil.rmtree(build_mod.current_dir().resolve())
        (small / "index" / "current").unlink()
        wait_for(lambda: "the build aside failed" in log_text(log), 60)
        import time
        time.sleep(8)
        text = log_text(log)
        assert get_status(port) == 200
    finally:
        stop(server)
    assert text.count("building it aside") == 1, text
    assert "the build aside failed (exit status 1); trying again in 60 s" in text, text
    assert builds(small / "index") == [], builds(small / "index")


def get_status(port: int) -> int:
    from test_serving import get

    return get(port, "/api/ask?q=retreat")[0]


@linux_only
def test_a_vectors_file_overwritten_at_its_size_under_a_server_is_seen_and_rebuilt(small):
    """The card texts' vectors rewritten at their size (no check of sizes sees it): the server
    sees the file changed, finds it differs from its checksum, keeps answering from memory and
    follows the build made again aside."""
    from test_serving import wait_for

    server, port, log = serving(small)
    damaged = build_mod.current_dir().resolve()
    vectors = damaged / "meaning.npy"

    def overwrite():
        with open(vectors, "r+b") as f:
            f.seek(vectors.stat().st_size // 2)
            f.write(b"\0" * 4096)

    def followed():
        wait_for(lambda: build_mod.current_dir().resolve() != damaged and held([server.pid]) == {build_mod.current_dir().resolve().name}, 180)

    statuses = answered_through(server, port, overwrite, followed)
    assert statuses and set(statuses) == {200}, statuses
    text = log_text(log)
    assert "changed under the server" in text and "Traceback" not in text, text


def test_an_unchanged_corpus_is_found_fresh_by_its_stamps_and_a_changed_one_by_its_hash(small, monkeypatch):
    # a build keeps each source's stamp (size, time of change, inode): while they are the same, the
    # index is fresh without hashing the sources; a source touched is hashed (and found the same); one
    # changed at its size is stale
    old = (os.stat(small / "rulings").st_mtime_ns // 10**9 - 3600) * 10**9
    for path in (small / "rulings").rglob("*"):
        os.utime(path, ns=(old, old))
    build_index()
    meta = json.loads((build_mod.current_dir() / "meta.json").read_text(encoding="utf-8"))
    assert meta["stamps"] and meta["stamps"] == build_mod.source_stamps()
    hashed = []
    real = build_mod.digest
    monkeypatch.setattr(build_mod, "digest", lambda: hashed.append(1) or real())
    assert build_mod.state() == ("fresh", "") and not hashed
    topic = small / "rulings" / "topics" / f"{TOPICS[0]}.yaml"
    os.utime(topic, ns=(old + 10**9, old + 10**9))  # touched, not changed
    assert build_mod.state() == ("fresh", "") and hashed == [1]
    data = bytearray(topic.read_bytes())
    data[-2] = ord("x") if data[-2] != ord("x") else ord("y")  # changed, at the same size
    topic.write_bytes(bytes(data))
    os.utime(topic, ns=(old + 2 * 10**9, old + 2 * 10**9))
    assert build_mod.state()[0] == "stale" and hashed == [1, 1]


def test_a_source_changed_just_before_a_build_is_not_stamped(small, monkeypatch):
    # a source changed within the file system's clock tick could change again at its size without its
    # stamp changing: then no stamps are kept, and the sources are hashed each time
    assert build_mod.source_stamps() is None  # the small corpus was written just now
    monkeypatch.setattr(build_mod, "RACY_NS", 0)
    assert build_mod.source_stamps()
