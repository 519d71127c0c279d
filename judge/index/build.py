"""``judge index build``: the whoosh index of topics, FAQs and examples, built beside the live one
and swapped in atomically; rebuilt on its own when the corpus's content hash changes (the sources are hashed
only when one's stamp, its size and time of last change, is not the one the build kept).

The build also stores what answers need (titles, passages, FAQ answers, each scenario's verified
outcome and trace) so that answering a question loads neither the corpus nor the engine.

Whether the live build is fresh (built from the corpus as it is now, and whole), where the live
index folder is, and building when it is not fresh; how a build lives on disk (the swap, locks,
leases, removal, checks) is :mod:`judge.index.storage`'s. A missing or damaged index is rebuilt with a
log line. When the index folder cannot be written, the index is built in the user's cache folder
instead. A serving process never builds in itself (:mod:`judge.search.live`).

Over 450 lines: the build and the check of its freshness read one list of sources (its digest and
its stamps), kept beside each other so that neither misses a source the other reads.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import marshal
import os
import shutil
import time
from pathlib import Path
from typing import Callable

import yaml

from judge.cards.table import table_file
from judge.corpus.editions import EDITIONS, citation
from judge.lang import names as names_mod
from judge.lang.names import names_file
from judge.lang.text import detect_lang
from judge.paths import ROOT, batch_files, index_dir, off_topic_file, rulings_dir, terms_file
from judge.index import meaning
from judge.index import terms as terms_mod
from judge.index.analysis import Analyzer
from judge.index import storage
from judge.index.storage import build_lock, damaged, file_sha256, hash_file, swap, user_cache, writable

log = logging.getLogger("judge.index")

#: Bump when what the index holds changes shape: a new version forces a rebuild.
INDEX_VERSION = "14"
#: The fields a question is scored against.
SCORED_FIELDS = ("lead_concepts", "lead_words", "concepts", "words", "grams")


def schema():
    """The whoosh schema of a build's documents."""
    from whoosh import fields  # lazily: whoosh's writing side only for a build
    from whoosh.analysis import SpaceSeparatedTokenizer

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
ANALYSIS_SOURCES = [ROOT / "judge" / path for path in ("index/analysis.py", "index/terms.py", "lang/text.py", "lang/names.py")]


def current_dir(root: Path | None = None) -> Path:
    """The live build's folder (of the live index folder unless ``root`` is given)."""
    return storage.current_dir(root or live_root())


def files_beside_the_corpus() -> list[Path]:
    """The sources that are not the corpus's own files or the vectors: the bank's batches, the term,
    off-topic and name dictionaries, the card table, the engine and the text analysis (one list, which
    :func:`sources` hashes and :func:`source_stamps` stamps)."""
    return batch_files() + [terms_file(), off_topic_file(), names_file(), table_file()] + ENGINE_SOURCES + ANALYSIS_SOURCES


def sources() -> tuple[list[Path], list[Path]]:
    """The files the index is built from, in the order :func:`digest` hashes them: the corpus, the
    scenarios, the term dictionary, the engine and the text analysis; and the committed stores of
    the texts' meaning vectors."""
    texts = sorted(rulings_dir().rglob("*.yaml")) + files_beside_the_corpus()
    vectors = sorted(meaning.store_dir().glob("*.npz")) + sorted(meaning.bank_store_dir().glob("*.npz"))
    return [p for p in texts if p.exists()], vectors


def digest() -> str:
    """A hash of everything the index is built from: the corpus, the scenarios, the term dictionary,
    the engine that replays the scenarios (their traces are stored with it) and the text analysis."""
    texts, vectors = sources()
    h = hashlib.sha256(INDEX_VERSION.encode())
    for path in texts:
        h.update(str(path.relative_to(path.parent.parent)).encode() + b"\0")
        hash_file(h, path)
    # The meaning vectors: the encoder's name and the committed store of the texts' vectors.
    h.update(meaning.MODEL.encode())
    for path in vectors:
        h.update(path.name.encode() + b"\0")
        hash_file(h, path)
    return h.hexdigest()


#: A source modified this recently (ns) when a build takes the stamps is not stamped: a change within
#: the file system's clock tick, to the same size, would leave its stamp as it was ("racily clean").
RACY_NS = 2_000_000_000


def source_stamps() -> list | None:
    """Each source's path, size, time of last change and inode (a few milliseconds, where hashing
    them takes a tenth of a second): a build keeps them beside its digest, and while they are the
    same the corpus has not changed (a source touched without a change is hashed, and found the
    same). None when one of them changed too recently for its stamp to tell a next change.

    The files are found as :func:`sources` finds them, or more (a folder walked through its links),
    by walking the folders with :func:`os.walk` and :func:`os.stat` on strings (pathlib's ``rglob``
    and sorting took most of the time)."""
    files = {str(p) for p in files_beside_the_corpus()}
    for folder, _dirs, names in os.walk(rulings_dir(), followlinks=True):
        files.update(os.path.join(folder, n) for n in names if n.endswith(".yaml"))
    for folder in (meaning.store_dir(), meaning.bank_store_dir()):
        with contextlib.suppress(OSError):
            files.update(e.path for e in os.scandir(folder) if e.name.endswith(".npz"))
    now, out = time.time_ns(), [INDEX_VERSION, meaning.MODEL]
    for path in sorted(files):
        try:
            st = os.stat(path)
        except FileNotFoundError:  # as digest: a source missing is not hashed (its coming changes the stamps)
            continue
        if now - st.st_mtime_ns < RACY_NS:
            return None
        out.append([path, st.st_size, st.st_mtime_ns, st.st_ino])
    return out


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
    if not isinstance(meta, dict) or meta.get("version") != INDEX_VERSION:
        return "stale", "the corpus or the index format changed since it was built"
    stamped = meta.get("stamps")
    if (stamped is None or stamped != source_stamps()) and meta.get("digest") != digest():  # hashed only where a stamp differs
        return "stale", "the corpus or the index format changed since it was built"
    damage = damaged(folder, meta)
    return ("damaged", damage) if damage else ("fresh", "")


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
                sides = [{"edition": q.edition, "ruling": q.ruling, "citation": corpus.citation_of(q.ruling, q.edition),
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
                     "statements": [st.model_dump() for st in t.statements],
                     "points": [corpus.point_json(p) for p in corpus.points.values() if p.ruling.split("/")[0] == t.id]}
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
                         "parts": [x.model_dump() for x in getattr(f, "parts", [])],
                         "points": [corpus.point_json(p) for p in corpus.points_of(f.id)]}
    for p in out.values():  # replays that ran; the answer chooses among them (ask.Index.replay)
        p["scenarios"] = [s for s in p["scenarios"] if s in scenario_results]
    return out


def point_texts(corpus) -> dict[str, list[str]]:
    """Per point, the texts a question is compared with in meaning: its line and its yes/no
    question in each language."""
    out = {}
    for p in corpus.points.values():
        out[p.id] = [getattr(p.line, l) for l in ("en", "ja", "zh")] + ([getattr(p.ask, l) for l in ("en", "ja", "zh")] if p.ask else [])
    return out


def bank_questions(corpus) -> list[tuple[str, str, str]]:
    """The question bank (index/bank): each question with the point it asks and its batch, for the
    points the corpus still has."""
    from judge.corpus import bank as bank_mod  # lazily: the bank's models only for a build

    return [(q.q, q.point, b.batch) for b in bank_mod.load() for q in b.questions if q.point in corpus.points]


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


def _write_documents(ix, docs: list[dict], analyzer: Analyzer,
                     report: Callable[[str, int, int], None]) -> tuple[set[str], dict[str, set[str]]]:
    """Each document analyzed into its fields and written to the whoosh index; returns the Chinese
    words met (what a question's Chinese is matched against) and the terms each ruling covers."""
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
    return zh_vocab, covered


def build(root: Path | None = None, progress: Callable[[str, int, int], None] | None = None) -> Path:
    """Build the index beside the live one and swap it in; returns the new index folder. Waits
    while another process builds in the same folder."""
    root = root or live_root()
    with build_lock(root):
        return _build(root, progress)


def _build(root: Path, progress: Callable[[str, int, int], None] | None) -> Path:
    """Build in a folder of its own and swap it in; a build that fails (a full disk) leaves no
    folder behind."""
    before = set(root.glob("build-*"))
    try:
        return _write_build(root, progress)
    except BaseException:
        for partial in set(root.glob("build-*")) - before:
            if partial.name.startswith(f"build-{os.getpid()}-"):
                shutil.rmtree(partial, ignore_errors=True)
        raise


def _write_build(root: Path, progress: Callable[[str, int, int], None] | None) -> Path:
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
    from whoosh import index  # lazily: whoosh's writing side only for a build

    ix = index.create_in(str(tmp), schema())
    zh_vocab, covered = _write_documents(ix, docs, analyzer, report)
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
    names_mod.keep_parsed(tmp / "names.tsv")  # the table as the search holds it, read at each start
    (tmp / "terms.json").write_text(json.dumps(list(dict_terms.by_id.values()), ensure_ascii=False), encoding="utf-8")
    from judge.index.store import ASKED, STORED_TERMS, TERMS_STATE, Asked, stored_terms  # lazily: the opened index's side

    terms = terms_mod.TermDictionary(json.loads((tmp / "terms.json").read_text(encoding="utf-8")))
    (tmp / TERMS_STATE).write_bytes(marshal.dumps(terms.state()))

    stored = json.loads((tmp / "payloads.json").read_text(encoding="utf-8"))
    # The terms of the stored texts a verdict reads in every language, read as a question's analyzer
    # reads them (of the files just written): asking reads them instead of loading each language's tokenizer.
    analyzed = stored_terms(tmp, stored, terms, names_mod.load(str(tmp / "names.tsv")))
    (tmp / STORED_TERMS).write_text(json.dumps(analyzed, ensure_ascii=False), encoding="utf-8")
    asked = Asked(stored)  # the index of each language's ways of asking, read by a question instead of made
    for lang in ("en", "ja", "zh"):
        (tmp / ASKED.format(lang=lang)).write_text(json.dumps(asked.index(lang), ensure_ascii=False), encoding="utf-8")
    from judge.cards.evidence import every_printed_text  # lazily: only a build embeds the card texts

    meaning.write(docs, tmp, lambda done, total: report("meaning", done, total), printed=every_printed_text(),
                  points=point_texts(corpus), bank=bank_questions(corpus))
    stamps = source_stamps()  # before the digest: a source changed between the two is hashed again
    meta = {"digest": digest(), "stamps": stamps, "version": INDEX_VERSION, "documents": len(docs), "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "seconds": round(time.perf_counter() - started, 3), "ja_mode": os.environ.get("JUDGE_JA_MODE", "C"),
            "files": {p.name: [p.stat().st_size, file_sha256(p)] for p in sorted(tmp.iterdir())}}
    (tmp / "meta.json").write_text(json.dumps(meta, indent=2), encoding="utf-8")
    swap(root, stamp)
    return root / stamp


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
