"""The index a serving process answers from: held in memory, followed to each new build, the build
it leaves released and removed; never built inside the process (a build runs aside, then is
switched to).

The web app asks :func:`serving` for the index on every question and gets the build held in
memory at once. A thread of each serving process looks at ``current`` every :data:`CHECK` seconds:

- a new build there (``judge index build`` swapped one in) is opened, checked and warmed in that
  thread, then answers the next questions; the build left is released when the last question
  reading it ends, and builds no process holds any more are removed;
- a file of the build held changed since it was opened (its time of last change; a file rewritten
  at its size is no other size) has the build checked against its checksums again;
- no whole build there (``current`` removed, the index deleted, a build's files damaged) starts
  ``python -m judge.search.live`` aside, which builds where a build can go (the user's cache folder
  when the index folder has become read-only), and the process switches to that build (with
  ``judge serve --workers``, the main process builds it and its workers follow). Meanwhile
  every question is answered from the build in memory, and the fault is logged once, not per
  question.

The corpus is not hashed while serving: after editing it, ``judge index build`` makes the build the
server switches to.
"""

from __future__ import annotations

import gc
import logging
import os
import subprocess
import sys
import threading
import time
import weakref
from pathlib import Path

from judge.paths import index_dir
from judge.index import build as build_mod
from judge.index import storage
from judge.search.ask import Index

log = logging.getLogger("judge.index")

#: Seconds between two looks at ``current``.
CHECK = 2.0
#: Seconds before a build aside that failed is tried again.
RETRY = 60.0


class Live:
    """One process's live index while it serves."""

    def __init__(self):
        self.index: Index | None = None
        """The build answering questions."""
        self.builder: subprocess.Popen | None = None
        """The build running aside, if any."""
        self.retry_at = 0.0
        self.fault = ""
        """The fault last logged (each is logged once)."""
        self.failed: set[Path] = set()
        """Builds that could not be opened (not tried again)."""
        self.released = False
        """A build was released since builds were last removed."""
        self.watcher = 0
        """The process whose watching thread runs (none survives a fork)."""
        self.folder: Path | None = None
        """The index folder (``$JUDGE_INDEX``) the build was opened from: the one followed."""
        self.builds_aside = True
        """A fault of the live build seen while following is built aside here (not in a worker
        process, whose parent builds it)."""
        self.lock = threading.Lock()
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self.forked)

    def forked(self) -> None:
        """In a new worker process: its own lock, no builder of its parent's, no watching thread yet."""
        self.lock = threading.Lock()
        self.builder = None
        self.watcher = 0

    def opened(self, ensure: bool = True) -> Index:
        """The build held, opened on first use (when ``ensure``, a stale build is opened as it is and
        rebuilt aside; a missing or damaged one is built aside first, waiting for it)."""
        if self.index is None:
            with self.lock:
                if self.index is None:
                    self.folder = index_dir()
                    self.index = first_open(ensure, self.build_aside)
        return self.index

    def serving(self, ensure: bool = True) -> Index:
        """:meth:`opened`, watched from now on by a thread of this process."""
        index = self.opened(ensure)
        if self.watcher != os.getpid():
            with self.lock:
                if self.watcher != os.getpid():
                    self.watcher = os.getpid()
                    threading.Thread(target=self.watch, name="index-watch", daemon=True).start()
        return index

    def watch(self) -> None:
        while True:
            time.sleep(CHECK)
            try:
                self.follow()
            except Exception:  # the watch goes on: the build in memory keeps answering
                log.exception("search index: following the live build failed")

    def follow(self) -> None:
        """One look at ``current``: switch to a new build, build one aside where none is whole,
        remove builds released (a supervising process calls this between its other work). Nothing
        while the process's index folder is another than the one opened (tests change it)."""
        if self.folder != index_dir():
            return
        if self.builder is not None and self.builder.poll() is not None:
            self.built()
        root = build_mod.live_root()
        folder = build_mod.current_dir(root)
        damage = storage.damaged(folder) if (folder / "meta.json").exists() else f"no index in {root}"
        path = folder.resolve()
        if not damage and self.index is not None and path == self.index.path:
            damage = self.changed(path)
        if not damage and self.index is not None and path != self.index.path and path not in self.failed:
            self.switch(path)
        elif damage and self.builds_aside:
            self.build_aside(damage, damaged=path if path in self.failed else None)
        if self.released:
            self.released = False
            storage.remove_released(root)

    def changed(self, path: Path) -> str:
        """What is wrong with the build held when a file of it changed since it was opened (checked
        against its checksums; "" when none changed, or changed back as it was written)."""
        if path in self.failed:
            return f"{path} changed under the server"
        now = storage.stamps(path)
        if now == getattr(self.index, "stamps", now):
            return ""
        self.index.stamps = now
        try:
            storage.verify(path)
        except (OSError, ValueError) as err:
            self.failed.add(path)
            return f"{path} changed under the server ({err})"
        return ""

    def switch(self, path: Path) -> None:
        """Open, check and warm the build at ``path``, then answer from it; the build left is
        released once no question reads it."""
        try:
            index = open_build(path)
        except Exception as err:  # whoosh, json and the file system each raise their own kind
            self.failed.add(path)
            self.build_aside(f"{path} cannot be opened ({type(err).__name__}: {err})", damaged=path)
            return
        index.warm()
        old, self.index = self.index, index
        log.info("search index: answering from %s", path)
        self.fault = ""
        if old is not None:  # freed by its count of references (no cycle holds it), frozen before a fork or not
            weakref.finalize(old, self.release, old.path)
            del old
            gc.collect()

    def release(self, path: Path) -> None:
        storage.release(path)
        self.released = True

    def build_aside(self, why: str, wait: bool = False, damaged: Path | None = None) -> None:
        """Start ``python -m judge.search.live`` (a build only where none is whole and fresh, or
        where ``damaged`` is still the live build), unless one runs or the last failed less than
        :data:`RETRY` seconds ago; ``wait`` for it to end."""
        if self.builder is None and time.monotonic() >= self.retry_at:
            held = f"; answering from {self.index.path} meanwhile" if self.index is not None else ""
            self.report(f"{why}; building it aside{held}")
            command = [sys.executable, "-m", "judge.search.live"] + ([str(damaged)] if damaged else [])
            self.builder = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        if wait and self.builder is not None:
            self.builder.wait()
            self.built()

    def built(self) -> None:
        """A build aside ended: on success the folder of the live index is decided anew (it is the
        user's cache folder when the index folder became read-only); else it is tried again later."""
        code, self.builder = self.builder.returncode, None
        if code == 0:
            build_mod.live_root(again=True)
        else:
            self.retry_at = time.monotonic() + RETRY
            self.report(f"the build aside failed (exit status {code}); trying again in {RETRY:.0f} s")

    def report(self, fault: str) -> None:
        if fault != self.fault:
            self.fault = fault
            log.warning("search index: %s", fault)


def open_build(path: Path) -> Index:
    """Open a build, kept from removal while this process reads it, checked against its checksums."""
    storage.lease(path)
    try:
        stamps = storage.stamps(path)  # before the checks: a change after them is seen (Live.changed)
        storage.verify(path)
        index = Index(path)
        index.stamps = stamps
        return index
    except BaseException:
        storage.release(path)
        raise


def first_open(ensure: bool, build_aside) -> Index:
    """The build a process starts serving from; raises IndexUnavailable when none can be had."""
    root = build_mod.live_root()
    found, why = build_mod.state(root) if ensure else ("fresh", "")
    if found in ("missing", "damaged"):
        build_aside(why, wait=True)
        root = build_mod.live_root(again=True)
    path = build_mod.current_dir(root).resolve()
    try:
        index = open_build(path)
    except Exception as err:  # damaged past what sizes tell (a checksum): rebuilt aside, once
        build_aside(f"{path} cannot be opened ({type(err).__name__}: {err})", wait=True, damaged=path)
        path = build_mod.current_dir(build_mod.live_root(again=True)).resolve()
        try:
            index = open_build(path)
        except Exception as err:
            raise storage.IndexUnavailable(f"the search index in {path} cannot be opened after a rebuild: "
                                             f"{type(err).__name__}: {err}") from err
    if found == "stale":
        build_aside(why)
    return index


_live = Live()


def serving(ensure: bool = True) -> Index:
    """This process's live index, watched (see the module's description)."""
    return _live.serving(ensure)


def opened(ensure: bool = True) -> Index:
    """This process's live index, not yet watched (``judge serve`` opens it before forking)."""
    return _live.opened(ensure)


def follow() -> None:
    """One look at ``current`` (the supervising process of ``judge serve --workers``, between waits)."""
    _live.follow()


def worker_started() -> None:
    """In a worker process of ``judge serve --workers`` just started: the build its parent opened is
    watched from now on, not from the worker's first question (until then it held that build and
    followed no new one); a live build missing or damaged is left to the parent, which builds one
    aside for all its workers (each would start its own, and retry it), and the worker follows it."""
    _live.builds_aside = False
    if _live.index is not None:
        _live.serving()


def main(argv: list[str]) -> int:
    """``python -m judge.search.live [DAMAGED]``: build the index if it is missing, stale or damaged,
    or if DAMAGED (a build that failed its checksums) is still the live one; waits for a build in
    progress; exit status 2 with a message when it cannot be built."""
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    try:
        if argv:
            root = build_mod.live_root()
            print(build_mod.rebuild_damaged(root, Path(argv[0]), ValueError("its files differ from their checksums")))
        else:
            print(build_mod.ensure())
    except storage.IndexUnavailable as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
