"""The life of a build on disk: where the live build is (``current``, a link or a pointer file), one
build at a time per index folder (a lock file), the atomic swap to a new build, the builds a process
has open kept from removal (a shared lock on their ``meta.json``) and the others removed, and the
checks of a build's files (sizes, checksums). What goes into a build is :mod:`judge.index.build`'s.

Faults: a reader opens whatever ``current`` names, which is always a finished build (a build is
written in its own folder, and ``current`` changes by one atomic rename). One build at a time per
index folder (a second ``judge`` command waits, then finds the index fresh). A build that a process
has open is not deleted while it reads it (it holds a shared lock on the build's ``meta.json`` until
it releases the build).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Iterable, Iterator

from whoosh import index
from whoosh.filedb.filestore import RamStorage
from whoosh.filedb.structfile import BufferFile

CURRENT = "current"


#: Where ``current`` is written as a file naming the build, on file systems without symbolic links.
POINTER = "current.txt"


LOCK = ".build.lock"


def hash_file(h, path: Path) -> None:
    """Feed a file to a hash a chunk at a time: a server process checks the index's files when it
    opens them, and a file read whole (the card texts' vectors are 15 MB) would stay in its memory."""
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    hash_file(h, path)
    return h.hexdigest()


class IndexUnavailable(RuntimeError):
    """The index can be neither read nor built; the message says where and what to do."""


def user_cache() -> Path:
    """The user's cache folder for an index that cannot be built where the corpus is:
    ``$JUDGE_CACHE/index``, else ``~/.cache/judge/index``."""
    return Path(os.environ.get("JUDGE_CACHE", Path.home() / ".cache" / "judge")) / "index"


def writable(folder: Path) -> bool:
    """Whether files can be made in ``folder`` (made if missing), tried rather than guessed: a
    read-only mount, a folder of another user's, a locked-down install all say no."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".probe-")
        os.close(fd)
        os.unlink(probe)
        return True
    except OSError:
        return False


class HeldStorage(RamStorage):
    """whoosh's files held in memory, read by every searcher without a copy of their own."""

    def open_file(self, name, **kwargs):
        # The bytes themselves, not a view of them: BytesIO shares bytes, and copies a view (5 MB a searcher).
        return BufferFile(self.files[name], name=name, **kwargs)


def open_whoosh(folder: Path) -> index.Index:
    """A build's whoosh index, read whole into memory (about 5 MB): a server keeps answering from
    it when the build's files are deleted under it (a thread's first searcher opens nothing)."""
    storage = HeldStorage()
    for path in folder.iterdir():
        if path.name.startswith(("MAIN_", "_MAIN_")) and path.name != "MAIN_WRITELOCK":  # whoosh's own files
            storage.files[path.name] = path.read_bytes()
    return storage.open_index()


def current_dir(root: Path) -> Path:
    """The live build's folder of an index folder (through the ``current`` link, or the pointer file
    where links cannot be made)."""
    pointer = root / POINTER
    if not (root / CURRENT).is_symlink() and pointer.exists():
        try:
            return root / pointer.read_text(encoding="utf-8").strip()
        except OSError:
            pass
    return root / CURRENT


def damaged(folder: Path, meta: dict | None = None) -> str:
    """What is wrong with a build's files ("" when each is there at the size it was written): a
    check of sizes only, cheap enough to repeat every few seconds."""
    try:
        if meta is None:
            meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
        for name, (size, _sha) in meta["files"].items():
            if (folder / name).stat().st_size != size:
                return f"{folder.resolve() / name} is not the size it was written"
    except FileNotFoundError as err:
        return f"{err.filename} is missing"
    except OSError as err:
        return f"{err.filename} cannot be read ({err.strerror})"
    except (KeyError, AttributeError, TypeError, ValueError):
        return f"{folder.resolve() / 'meta.json'} lists no files"
    return ""


def stamps(folder: Path) -> dict[str, tuple[int, int]]:
    """Each file of a build with its size and time of last change: a file rewritten at its size
    changes the second, which a look every few seconds sees without reading the file."""
    out = {}
    for path in folder.iterdir():
        try:
            st = path.stat()
        except OSError:
            continue
        out[path.name] = (st.st_size, st.st_mtime_ns)
    return out


def verify(folder: Path, checked: Iterable[str] = ()) -> None:
    """Check every file of a build against the checksum it was written with (a few hundredths of a
    second, once per process), but those ``checked`` already as they were read (read_verified);
    raise ValueError naming the first that differs."""
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    skip = set(checked)
    for name, (_size, sha) in meta["files"].items():
        if name not in skip and file_sha256(folder / name) != sha:
            raise ValueError(f"{folder / name} is not the file that was written (checksum)")


def read_verified(folder: Path, name: str) -> bytes:
    """A build's file read whole and checked against the checksum ``meta.json`` has of it; raise
    ValueError when it differs. What a serving process would map it reads so instead: a mapped file
    truncated under it kills the process (SIGBUS) on the next page it touches."""
    data = (folder / name).read_bytes()
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8")) if (folder / "meta.json").exists() else {}
    listed = meta.get("files", {}).get(name)  # a build's folder always has it; vectors written alone (tests) not
    if listed is not None and hashlib.sha256(data).hexdigest() != listed[1]:
        raise ValueError(f"{folder / name} is not the file that was written (checksum)")
    return data


def read_array(folder: Path, name: str):
    """A build's ``.npy`` file read whole and checked (read_verified), as a read-only numpy array that
    is a view of the bytes read: np.load of them made a copy (the file's size again at the peak, and
    heap the process did not give back)."""
    import numpy as np  # lazily: only the meaning vectors are arrays

    data = read_verified(folder, name)
    stream = io.BytesIO(data)
    version = np.lib.format.read_magic(stream)
    header = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
    shape, fortran, dtype = header(stream)
    if dtype.hasobject:
        raise ValueError(f"{folder / name}: an array of objects, not numbers")
    array = np.frombuffer(data, dtype=dtype, count=int(np.prod(shape, dtype=np.int64)), offset=stream.tell())
    return array.reshape(shape, order="F" if fortran else "C")


def swap(root: Path, stamp: str) -> None:
    """Point ``current`` at the new build with one atomic rename; remove older builds no process has open."""
    link = root / f".{stamp}.link"
    try:
        os.symlink(stamp, link)
    except OSError:  # no symbolic links here (Windows without the right): a pointer file, replaced as atomically
        link.write_text(stamp, encoding="utf-8")
        os.replace(link, root / POINTER)
    else:
        os.replace(link, root / CURRENT)
        (root / POINTER).unlink(missing_ok=True)
    remove_unused(root, keep=stamp)


def remove_unused(root: Path, keep: str) -> None:
    """Remove the builds other than ``keep`` that no process has open, and what builds that died
    left. Called with the build lock held: no other build is in progress in this folder."""
    for old in root.glob("build-*"):
        if old.name != keep and old.is_dir() and (not (old / "meta.json").exists() or _unused(old / "meta.json")):
            shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def build_lock(root: Path) -> Iterator[None]:
    """Hold the index folder's build lock (other processes and threads wait); a folder that cannot
    be written raises :class:`IndexUnavailable`."""
    try:
        root.mkdir(parents=True, exist_ok=True)
        handle = open(root / LOCK, "a+b")
    except OSError as err:
        raise IndexUnavailable(
            f"cannot build the search index in {root}: {err.strerror or err}. Set JUDGE_INDEX to a writable folder "
            f"(or JUDGE_CACHE, where the index goes when the index folder is read-only).") from None
    with _in_process, handle:
        if fcntl:
            fcntl.flock(handle, fcntl.LOCK_EX)
        else:
            _windows_lock(handle)
        try:
            yield
        finally:
            if fcntl:
                fcntl.flock(handle, fcntl.LOCK_UN)
            else:
                import msvcrt  # lazily: Windows has it, nothing else

                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)


def _windows_lock(handle) -> None:
    import msvcrt  # lazily: Windows has it, nothing else

    while True:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)  # retries for 10 s, then raises
            return
        except OSError:
            continue


def lease(folder: Path) -> None:
    """Keep a build from being removed while this process reads it: a shared lock on its
    ``meta.json``, held until each :func:`lease` of it is matched by a :func:`release` (or the
    process ends). Where there are no such locks (Windows) this does nothing, and open files cannot
    be deleted there anyway."""
    if fcntl is None:
        return
    with _leasing:
        held = _leases.get(str(folder))
        if held is None:
            handle = open(folder / "meta.json", "rb")
            fcntl.flock(handle, fcntl.LOCK_SH)
            held = _leases[str(folder)] = [handle, 0]
        held[1] += 1


def release(folder: Path) -> None:
    """End one :func:`lease` of a build; at the last, this process no longer keeps it (a worker's
    copy of its parent's lease ends when each process holding it has released it)."""
    with _leasing:
        held = _leases.get(str(folder))
        if held is not None:
            held[1] -= 1
            if held[1] <= 0:
                del _leases[str(folder)]
                held[0].close()


def remove_released(root: Path) -> None:
    """Remove the builds no process holds any more, keeping the live one (after a build is
    released); waits while a build is in progress, and does nothing where the folder cannot be written."""
    try:
        with build_lock(root):
            live = current_dir(root)
            if (live / "meta.json").exists():  # with no live build, nothing tells which to keep
                remove_unused(root, keep=live.resolve().name)
    except IndexUnavailable:
        pass


def _unused(meta: Path) -> bool:
    """Whether no process holds a lease on the build of this ``meta.json``."""
    if fcntl is None:
        return True  # Windows: removing files that are open fails, and rmtree leaves them
    if str(meta.parent) in _leases:
        return False
    try:
        with open(meta, "rb") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(handle, fcntl.LOCK_UN)
            return True
    except OSError:
        return False


# --- locks: one build at a time; builds in use are kept -------------------------------------

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

_in_process = threading.Lock()
_leasing = threading.Lock()
_leases: dict[str, list] = {}
"""Per build folder: the open ``meta.json`` holding the lock, and how many leases it stands for."""
