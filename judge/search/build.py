"""``judge index build``: the whoosh index of topics, FAQs and examples, built beside the live one
and swapped in atomically; rebuilt on its own when the corpus's content hash changes.

The build also stores what answers need (titles, passages, FAQ answers, each scenario's verified
outcome and trace) so that answering a question loads neither the corpus nor the engine.

Faults: a reader opens whatever ``current`` names, which is always a finished build (a build is
written in its own folder, and ``current`` changes by one atomic rename). One build at a time per
index folder (a lock file; a second ``judge`` command waits, then finds the index fresh). A build
that a process has open is not deleted while it reads it (it holds a shared lock on the build's
``meta.json`` until it releases the build). A missing or damaged index is rebuilt with a log line.
When the index folder cannot be written, the index is built in the user's cache folder instead. A
serving process never builds in itself (:mod:`judge.search.live`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable, Iterator

import yaml
from whoosh import fields, index
from whoosh.analysis import SpaceSeparatedTokenizer
from whoosh.filedb.filestore import RamStorage
from whoosh.filedb.structfile import BufferFile

from judge.cards.evidence import every_printed_text
from judge.cards.table import table_file
from judge.corpus.editions import EDITIONS, citation
from judge.lang import names as names_mod
from judge.lang.names import names_file
from judge.lang.text import detect_lang
from judge.paths import ROOT, index_dir, off_topic_file, rulings_dir, terms_file
from judge.search import meaning
from judge.search import terms as terms_mod
from judge.search.analysis import Analyzer

log = logging.getLogger("judge.index")

#: Bump when what the index holds changes shape: a new version forces a rebuild.
INDEX_VERSION = "11"
CURRENT = "current"
#: Where ``current`` is written as a file naming the build, on file systems without symbolic links.
POINTER = "current.txt"
LOCK = ".build.lock"
#: The fields a question is scored against.
SCORED_FIELDS = ("lead_concepts", "lead_words", "concepts", "words", "grams")


def schema() -> fields.Schema:
    tokens = SpaceSeparatedTokenizer()
    return fields.Schema(
        id=fields.ID(stored=True, unique=True),
        kind=fields.ID(stored=True),
        topic=fields.ID(stored=True),
        **{f: fields.TEXT(analyzer=tokens, phrase=False) for f in SCORED_FIELDS},
    )


#: The code a stored replay's trace comes from: the engine and its message catalog; and the code
#: that turns text into terms (a change to how terms are found changes every document's terms).
ENGINE_SOURCES = sorted((ROOT / "judge" / "engine").rglob("*.py"))
ANALYSIS_SOURCES = [ROOT / "judge" / path for path in ("search/analysis.py", "search/terms.py", "lang/text.py", "lang/names.py")]


def digest() -> str:
    """A hash of everything the index is built from: the corpus, the scenarios, the term dictionary,
    the engine that replays the scenarios (their traces are stored with it) and the text analysis."""
    root = rulings_dir()
    h = hashlib.sha256(INDEX_VERSION.encode())
    for path in sorted(root.rglob("*.yaml")) + [terms_file(), off_topic_file(), names_file(), table_file()] + ENGINE_SOURCES + ANALYSIS_SOURCES:
        if path.exists():
            h.update(str(path.relative_to(path.parent.parent)).encode() + b"\0")
            _hash_file(h, path)
    # The meaning vectors: the encoder's name and the committed store of the texts' vectors.
    h.update(meaning.MODEL.encode())
    for path in sorted(meaning.store_dir().glob("*.npz")):
        h.update(path.name.encode() + b"\0")
        _hash_file(h, path)
    return h.hexdigest()


def _hash_file(h, path: Path) -> None:
    """Feed a file to a hash a chunk at a time: a server process checks the index's files when it
    opens them, and a file read whole (the card texts' vectors are 15 MB) would stay in its memory."""
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    _hash_file(h, path)
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


_roots: dict[str, Path] = {}


def live_root(again: bool = False) -> Path:
    """The folder of the live index: ``$JUDGE_INDEX`` or ``index/``; the user's cache folder when
    that cannot be written and holds no fresh index (decided once per process and folder, or
    ``again``: a serving process decides anew after a build aside)."""
    root = index_dir()
    got = None if again else _roots.get(str(root))
    if got is None:
        got = root
        if not writable(root) and not is_fresh(root):
            got = user_cache()
            log.warning("index folder %s is read-only; the index lives in %s", root, got)
        _roots[str(root)] = got
    return got


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


def current_dir(root: Path | None = None) -> Path:
    """The live build's folder (through the ``current`` link, or the pointer file where links cannot be made)."""
    root = root or live_root()
    pointer = root / POINTER
    if not (root / CURRENT).is_symlink() and pointer.exists():
        try:
            return root / pointer.read_text(encoding="utf-8").strip()
        except OSError:
            pass
    return root / CURRENT


def state(root: Path | None = None) -> tuple[str, str]:
    """The live index's state and why: ``fresh``; ``missing`` (never built, or its folder gone);
    ``stale`` (built from another corpus or by another version); ``damaged`` (a file it wrote is
    missing, or not the size it was written, or its metadata unreadable)."""
    folder = current_dir(root)
    try:
        meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        return ("damaged", f"{folder.resolve()} has no meta.json") if folder.exists() else ("missing", f"no index in {folder.parent}")
    except (ValueError, OSError) as err:
        return "damaged", f"{folder.resolve() / 'meta.json'} cannot be read ({err})"
    if not isinstance(meta, dict) or meta.get("version") != INDEX_VERSION or meta.get("digest") != digest():
        return "stale", "the corpus or the index format changed since it was built"
    damage = damaged(folder, meta)
    return ("damaged", damage) if damage else ("fresh", "")


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


def verify(folder: Path) -> None:
    """Check every file of a build against the checksum it was written with (a few milliseconds,
    once per process); raise ValueError naming the first that differs."""
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    for name, (_size, sha) in meta["files"].items():
        if file_sha256(folder / name) != sha:
            raise ValueError(f"{folder / name} is not the file that was written (checksum)")


def is_fresh(root: Path | None = None) -> bool:
    """Whether the live index was built from the corpus as it is now and is whole."""
    return state(root)[0] == "fresh"


def _documents(corpus) -> list[dict]:
    """One document per topic, FAQ and example: the texts to analyze, and the language of each."""
    docs = []
    for t in corpus:
        titles = [t.title.ja, t.title.zh, t.title.en]
        summary = [(getattr(t.summary, l) or "", l) for l in ("en", "ja", "zh")]
        headings = [(s.heading, EDITIONS[s.edition].lang) for s in t.sources]
        texts = [(s.text, EDITIONS[s.edition].lang) for s in t.sources]
        asks = [(a, l) for l in ("en", "ja", "zh") for a in getattr(t.asks, l)]
        docs.append({"id": t.id, "kind": "topic", "topic": t.id, "titles": titles, "lead": summary + headings + asks,
                     "texts": texts})
        for f in t.faqs:
            lang = EDITIONS[f.edition].lang
            cards = [(" ".join(filter(None, [c.name, c.effect, c.text])), lang) for c in f.cards]
            qa = [(getattr(x, l) or "", l) for x in (f.question, f.answer) for l in ("en", "ja", "zh")]
            docs.append({"id": f.id, "kind": "faq", "topic": t.id, "titles": titles,
                         "lead": qa + cards, "texts": [(f.passage, lang)]})
        for i, ex in enumerate(t.examples):
            lang = EDITIONS[ex.edition].lang
            cards = [(" ".join(filter(None, [c.name, c.effect, c.text])), lang) for c in ex.cards]
            docs.append({"id": f"{t.id}#example-{i + 1}", "kind": "example", "topic": t.id, "titles": titles,
                         "lead": cards, "texts": [(ex.note, lang)] if ex.note else []})
    return docs


def _title_lang(title: str) -> str:
    return detect_lang(title)


def payloads(corpus, scenario_results: dict[str, dict]) -> dict[str, dict]:
    """Per ruling id, everything an answer shows."""
    from judge.engine.scenario.files import index as scenario_index  # lazily: a cold `judge ask` loads no engine

    proved = scenario_index()
    differences: dict[str, list[dict]] = {}
    for t in corpus:
        for d in t.disagreements:
            src = t.sources[0]
            entry = {"edition": src.edition, "authority": EDITIONS[src.edition].authority, "topic": t.id,
                     "note": d.note.model_dump(), "compared_with": d.edition, "citation": citation(src.edition, src.section)}
            shown_on = [d.topic.split("/")[0]]
            if d.quotes:  # two editions quoted: shown on both sides, each side cited where it is printed
                sides = [{"edition": q.edition, "ruling": q.ruling, "citation": ruling_citation(corpus, q.ruling, q.edition),
                          "text": q.text} for q in d.quotes]
                entry.update(edition=sides[0]["edition"], authority=EDITIONS[sides[0]["edition"]].authority,
                             citation=sides[0]["citation"], compared_citation=sides[1]["citation"], quotes=sides)
                shown_on.append(t.id)
            for topic_id in dict.fromkeys(shown_on):
                differences.setdefault(topic_id, []).append(entry)
        for ch in t.changes:
            differences.setdefault(t.id, []).append({
                "edition": ch.edition, "authority": "official", "topic": t.id, "note": ch.summary.model_dump(),
                "compared_with": ch.edition, "citation": citation(ch.edition, t.sources[0].section), "text": ch.text})
    out = {}
    for t in corpus:
        sources = [{"edition": s.edition, "section": s.section, "citation": citation(s.edition, s.section), "text": s.text,
                    "authority": EDITIONS[s.edition].authority} for s in t.sources]
        # A topic's replays: those proving the topic first, then those proving its FAQs.
        own = sorted(set(proved.get(t.id, [])))
        topic_scenarios = own + sorted({s for f in t.faqs for s in set(proved.get(f.id, [])) | set(f.scenarios)} - set(own))
        out[t.id] = {"id": t.id, "kind": "topic", "topic": t.id, "title": t.title.model_dump(),
                     "plain": t.plain.model_dump() if t.plain else None, "authority": t.authority,
                     "answer": t.summary.model_dump(exclude_none=True), "asks": t.asks.model_dump(), "citations": sources, "touches": list(t.touches),
                     "scenarios": topic_scenarios, "differences": differences.get(t.id, []),
                     "editions": sorted({s.edition for s in t.sources}),
                     "depends": t.depends.model_dump() if t.depends else None,
                     "statements": [st.model_dump() for st in t.statements]}
        for f in t.faqs:
            section = next((s.section for s in t.sources if s.edition == f.edition), t.id)
            own = {"edition": f.edition, "section": f"{section} {f.label}", "citation": citation(f.edition, f"{section} {f.label}"),
                   "text": f.passage, "authority": EDITIONS[f.edition].authority}
            out[f.id] = {"id": f.id, "kind": "faq", "topic": t.id, "title": t.title.model_dump(), "authority": t.authority,
                         "answer": f.answer_shown(), "question": f.question.model_dump(exclude_none=True),
                         "cards": [c.name for c in f.cards], "citations": [own] + [s for s in sources if s["edition"] != f.edition],
                         "scenarios": sorted(set(proved.get(f.id, [])) | set(f.scenarios)),
                         "differences": differences.get(t.id, []), "editions": out[t.id]["editions"],
                         "other_faqs": [x.id for x in t.faqs if x.id != f.id and x.edition != f.edition],
                         "verdict": getattr(f, "verdict", None),
                         "short": f.short.model_dump(exclude_none=True) if getattr(f, "short", None) else {},
                         "parts": [x.model_dump() for x in getattr(f, "parts", [])]}
    for p in out.values():  # replays that ran; the answer chooses among them (ask.Index.replay)
        p["scenarios"] = [s for s in p["scenarios"] if s in scenario_results]
    return out


def ruling_citation(corpus, ruling_id: str, edition: str) -> str:
    """How a topic's or FAQ's passage in one edition is cited: the section as printed, then the FAQ's label."""
    topic, faq = corpus.get(ruling_id)
    section = next((s.section for s in topic.sources if s.edition == edition), topic.id)
    return citation(edition, f"{section} {faq.label}" if faq else section)


def run_scenarios() -> dict[str, dict]:
    """Every scenario's verified outcome and trace, by scenario id (bad files are left out), with
    the text a question is matched against to choose the replay that fits it (``match``)."""
    from judge.engine.scenario.files import ScenarioError, load, scenario_files, scenario_id  # lazily: a cold `judge ask` loads no engine
    from judge.engine.scenario.runner import replay

    results = {}
    for path in scenario_files():
        try:
            loaded = load(path)
            r = replay(loaded, scenario_id(path), str(path))
        except ScenarioError:
            continue
        j = r.to_json()
        results[r.id] = {k: j[k] for k in ("id", "title", "verified", "outcome", "trace", "ruleset", "source", "proves")}
        results[r.id]["match"] = " ".join([j["title"] or "", j["source"] or ""] + _board_names(loaded.board.model_dump()))
    return results


def _board_names(board: dict) -> list[str]:
    """The card, attack and Ability names a scenario's board holds (a question names them)."""
    names: list[str] = []

    def walk(node) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("card", "name") and isinstance(value, str):
                    names.append(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(board)
    return list(dict.fromkeys(names))


def build(root: Path | None = None, progress: Callable[[str, int, int], None] | None = None) -> Path:
    """Build the index beside the live one and swap it in; returns the new index folder. Waits
    while another process builds in the same folder."""
    root = root or live_root()
    with build_lock(root):
        return _build(root, progress)


def _build(root: Path, progress: Callable[[str, int, int], None] | None) -> Path:
    from judge.corpus import load as corpus_mod  # lazily: a cold `judge ask` validates no corpus

    started = time.perf_counter()
    report = progress or (lambda stage, done, total: None)
    corpus = corpus_mod.load()
    dict_terms = terms_mod.load(str(terms_file()))
    name_table = names_mod.load()  # the table translate() reads too: one parse per process
    analyzer = Analyzer(dict_terms, names=name_table)
    docs = _documents(corpus)
    stamp = f"build-{os.getpid()}-{int(time.time() * 1000)}"
    tmp = root / stamp
    tmp.mkdir()
    ix = index.create_in(str(tmp), schema())
    writer = ix.writer(compound=False)
    zh_vocab: set[str] = set()
    covered: dict[str, set[str]] = {}
    for n, doc in enumerate(docs, 1):
        parts = {"lead": ([], []), "body": ([], [])}
        grams: list[str] = []
        lead = [(title, _title_lang(title)) for title in doc["titles"]] + doc["lead"]
        for where, texts in (("lead", lead), ("body", doc["texts"])):
            for text, lang in texts:
                if not text:
                    continue
                t = analyzer.analyze(text, lang)
                parts[where][0].extend(t.concepts)
                parts[where][1].extend(t.words + t.names)
                grams += t.grams
                if lang == "zh":
                    zh_vocab.update(w for w in t.words if len(w) > 1)
        owner = doc["topic"] if doc["kind"] == "example" else doc["id"]
        covered.setdefault(owner, set()).update(parts["lead"][0] + parts["body"][0])
        writer.add_document(id=doc["id"], kind=doc["kind"], topic=doc["topic"],
                            lead_concepts=" ".join(parts["lead"][0]), lead_words=" ".join(parts["lead"][1]),
                            concepts=" ".join(parts["body"][0]), words=" ".join(parts["body"][1]), grams=" ".join(grams))
        report("analyze", n, len(docs))
    report("write", 0, 1)
    writer.commit()
    report("write", 1, 1)
    scenario_results = run_scenarios()
    for result in scenario_results.values():  # what a question is matched against, as terms
        result["concepts"] = sorted(set(analyzer.analyze(result["match"], "en").concepts))
    report("scenarios", 1, 1)
    (tmp / "payloads.json").write_text(json.dumps(payloads(corpus, scenario_results), ensure_ascii=False), encoding="utf-8")
    (tmp / "scenarios.json").write_text(json.dumps(scenario_results, ensure_ascii=False), encoding="utf-8")
    (tmp / "covered.json").write_text(json.dumps({k: sorted(v) for k, v in covered.items()}, ensure_ascii=False), encoding="utf-8")
    (tmp / "zh_vocab.txt").write_text("\n".join(sorted(zh_vocab)), encoding="utf-8")
    # What a question needs at start, in a form that loads in milliseconds: the index's terms per
    # field, and the term dictionary the index was built with.
    with ix.searcher() as searcher:
        vocabulary = {f: sorted(t.decode("utf-8") for t in searcher.lexicon(f)) for f in SCORED_FIELDS}
    (tmp / "vocabulary.json").write_text(json.dumps(vocabulary, ensure_ascii=False), encoding="utf-8")
    off_topic = yaml.safe_load(off_topic_file().read_text(encoding="utf-8")) if off_topic_file().exists() else []
    (tmp / "off_topic.json").write_text(json.dumps(off_topic or [], ensure_ascii=False), encoding="utf-8")
    shutil.copyfile(names_file(), tmp / "names.tsv")
    (tmp / "terms.json").write_text(json.dumps(list(dict_terms.by_id.values()), ensure_ascii=False), encoding="utf-8")
    meaning.write(docs, tmp, lambda done, total: report("meaning", done, total), printed=every_printed_text())
    meta = {"digest": digest(), "version": INDEX_VERSION, "documents": len(docs), "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "seconds": round(time.perf_counter() - started, 3), "ja_mode": os.environ.get("JUDGE_JA_MODE", "C"),
            "files": {p.name: [p.stat().st_size, file_sha256(p)] for p in sorted(tmp.iterdir())}}
    (tmp / "meta.json").write_text(json.dumps(meta, indent=2), encoding="utf-8")
    swap(root, stamp)
    return root / stamp


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


# --- locks: one build at a time; builds in use are kept -------------------------------------

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

_in_process = threading.Lock()
_leasing = threading.Lock()
_leases: dict[str, list] = {}
"""Per build folder: the open ``meta.json`` holding the lock, and how many leases it stands for."""


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


def ensure(root: Path | None = None, progress=None) -> Path:
    """The live index, built first when missing, stale or damaged (once, when several processes ask at once)."""
    root = root or live_root()
    if not is_fresh(root):
        with build_lock(root):
            found, why = state(root)  # another process may have built it while this one waited
            if found != "fresh":
                log.warning("search index %s: %s; building it", found, why)
                _build(root, progress)
    return current_dir(root).resolve()


def rebuild_damaged(root: Path, folder: Path, err: Exception) -> Path:
    """A build that could not be opened: rebuild it (with a log line), unless another process
    already replaced it; returns the live build's folder."""
    with build_lock(root):
        live = current_dir(root).resolve()
        if live == folder.resolve() or not is_fresh(root):
            log.warning("search index %s cannot be read (%s: %s); rebuilding it", folder, type(err).__name__, err)
            _build(root, None)
            live = current_dir(root).resolve()
    return live
