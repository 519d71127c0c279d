"""A process as the benchmarks read it: its CPU time, its resident memory (RSS) and proportional
share (PSS), its children, and a watch of its peak memory while a load runs. Linux's ``/proc``;
psutil, where it is installed, elsewhere."""

from __future__ import annotations

import os
import threading
from pathlib import Path


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
