"""`judge serve --workers N`: N processes answer on one port; one that dies is replaced; stopping
the server stops them all."""

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from judge.bench import children, free_port

ROOT = Path(__file__).resolve().parent.parent

forks = pytest.mark.skipif(not hasattr(os, "fork") or not Path("/proc").is_dir(), reason="--workers forks; the test reads /proc")


def wait_for(check, seconds=60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        got = check()
        if got:
            return got
        time.sleep(0.2)
    raise AssertionError("timed out")


def get(port: int, path: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as res:
            return res.status, res.read()
    except OSError:
        return 0, b""


@forks
def test_workers_share_a_port_and_are_replaced(tmp_path):
    from judge.search.build import ensure

    ensure()
    port = free_port()
    log = open(tmp_path / "serve.log", "w+")
    server = subprocess.Popen([sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", "2"],
                              cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        workers = wait_for(lambda: len(children(server.pid)) == 2 and children(server.pid))
        assert wait_for(lambda: get(port, "/api/ask?q=retreat")[0] == 200)
        os.kill(workers[0], signal.SIGKILL)
        replaced = wait_for(lambda: (now := children(server.pid)) and len(now) == 2 and workers[0] not in now and now)
        assert workers[1] in replaced
        assert all(get(port, "/api/rulings/II-B-09")[0] == 200 for _ in range(10))
        log.seek(0)
        assert f"worker {workers[0]} stopped (killed by signal 9); starting another" in log.read()
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=30) == 0
    assert all(not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text().lower()
               for pid in replaced)
    assert get(port, "/")[0] == 0


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_port_in_use_is_a_message_not_a_traceback(workers):
    import socket

    if workers == "2" and not hasattr(os, "fork"):
        pytest.skip("--workers forks")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", workers],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert f"error: cannot listen on 127.0.0.1:{port}" in run.stderr and "Traceback" not in run.stderr
    assert "serving on" not in run.stdout
