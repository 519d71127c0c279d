"""Loading the rulings corpus: every topic file validated, or a report of everything wrong.

Loading never half-succeeds: one bad file makes :func:`load` raise :class:`CorpusError`
listing each problem with its file, the path inside the file and what is wrong.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

import yaml
from pydantic import ValidationError

from judge.corpus import safeyaml
from judge.corpus.editions import EDITIONS, citation
from judge.corpus.models import Faq, Topic
from judge.corpus.points import Point, PointFile
from judge.corpus.seeds import fold
from judge.paths import rulings_dir  # noqa: E402  (re-exported: the corpus folder)


@dataclass(frozen=True)
class Problem:
    """One thing wrong in one corpus file."""

    file: str
    path: str
    """Where inside the file, as dotted keys and list indexes (``faqs.0.answer.en``), or a line."""
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}" if self.path else f"{self.file}: {self.message}"


class CorpusError(Exception):
    """The corpus could not be loaded; ``problems`` says where and why."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        lines = "\n".join(f"  {p}" for p in problems)
        super().__init__(f"{len(problems)} problem(s) in the rulings corpus:\n{lines}")


def _dotted(loc: Iterable) -> str:
    return ".".join(str(part) for part in loc)


def read_yaml(path: Path) -> tuple[object, list[Problem]]:
    """Parse one YAML file (plain YAML only: no tags, few aliases); a syntax error becomes a problem naming its line."""
    try:
        return safeyaml.load(path.read_text(encoding="utf-8")), []
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        kind = "YAML refused" if isinstance(err, safeyaml.RefusedYAML) else "not valid YAML"
        return None, [Problem(str(path), where, f"{kind}: {getattr(err, 'problem', None) or err}")]
    except (OSError, UnicodeDecodeError) as err:
        return None, [Problem(str(path), "", f"cannot read: {err}")]


def parse_topic(path: Path) -> tuple[Topic | None, list[Problem]]:
    data, problems = read_yaml(path)
    if problems:
        return None, problems
    if not isinstance(data, dict):
        return None, [Problem(str(path), "", f"a topic file holds a mapping, not {type(data).__name__}")]
    try:
        topic = Topic.model_validate(data)
    except ValidationError as err:
        return None, [Problem(str(path), _dotted(e["loc"]), e["msg"]) for e in err.errors()]
    if path.stem != topic.id:
        return None, [Problem(str(path), "id", f"the file of topic {topic.id!r} must be named {topic.id}.yaml")]
    return topic, []


@dataclass
class Corpus:
    """Every topic, by id, and every FAQ, by id."""

    topics: dict[str, Topic]
    files: dict[str, Path]
    """The file each topic was read from."""
    digest: str
    """A hash of every corpus file's bytes: it changes whenever the corpus does."""
    points: dict[str, Point] = field(default_factory=dict)
    """Every point (``rulings/points/``), by id, in corpus order."""

    def points_of(self, ruling_id: str) -> list[Point]:
        """The points of one ruling (a topic's own, or a FAQ's), in order."""
        return [p for p in self.points.values() if p.ruling == ruling_id]

    @property
    def faqs(self) -> dict[str, Faq]:
        return {f.id: f for t in self.topics.values() for f in t.faqs}

    def ids(self) -> list[str]:
        """Every ruling id, topics and FAQs, in corpus order."""
        out = []
        for topic in self.topics.values():
            out.append(topic.id)
            out.extend(f.id for f in topic.faqs)
        return out

    def spelled(self, ruling_id: str) -> str | None:
        """A ruling id as the corpus spells it, for the id in any letter case (``i-a-03`` is
        ``I-A-03``, ``ii-b-09/FAQ-1`` is ``II-B-09/faq-1``); None when the corpus has no such id."""
        wanted = ruling_id.lower()
        return next((i for i in self.ids() if i.lower() == wanted), None)

    def get(self, ruling_id: str) -> tuple[Topic, Faq | None]:
        """The topic of an id, and the FAQ when the id names one. Raises KeyError."""
        topic_id, _, rest = ruling_id.partition("/")
        topic = self.topics[topic_id]
        if not rest:
            return topic, None
        for faq in topic.faqs:
            if faq.id == ruling_id:
                return topic, faq
        raise KeyError(ruling_id)

    def citation_of(self, ruling_id: str, edition: str) -> str:
        """How a topic's or FAQ's passage in one edition is cited: the section as printed, then the
        FAQ's label ("上級プレイヤー用ルールガイド ver 2.2, Ⅱ B-09 【FAQ2】")."""
        topic, faq = self.get(ruling_id)
        section = next((s.section for s in topic.sources if s.edition == edition), topic.id)
        return citation(edition, f"{section} {faq.label}" if faq else section)

    def point_json(self, point: Point) -> dict:
        """A point as answers, pages and ``judge show --json`` give it: its ruling, its line and
        question, and each passage it rests on cited by edition and section."""
        rests = [{"edition": r.edition, "citation": self.citation_of(point.ruling, r.edition), "text": r.quote,
                  "authority": EDITIONS[r.edition].authority} for r in point.rests_on]
        return {"id": point.id, "ruling": point.ruling, "kind": point.kind, "line": point.line.model_dump(),
                "ask": point.ask.model_dump() if point.ask else None, "verdict": point.verdict, "rests_on": rests,
                "confused_with": list(point.confused_with), "same_as": list(point.same_as), "inference": point.inference}

    def __iter__(self) -> Iterator[Topic]:
        return iter(self.topics.values())


def topic_files(root: Path) -> list[Path]:
    return sorted((root / "topics").rglob("*.yaml"), key=sort_key)


def sort_key(path_or_id) -> tuple:
    """Guide order: Part I, Part II, then XY and SV notes; numbered sections by number."""
    name = path_or_id.stem if isinstance(path_or_id, Path) else str(path_or_id)
    prefix = name.split("-")[0]
    return ({"I": 0, "II": 1, "XY": 2, "SV": 3}.get(prefix, 4), name, str(path_or_id))


def load(root: Path | None = None, with_points: bool = True) -> Corpus:
    """Load and validate every topic file under ``root/topics`` and, ``with_points``, every points
    file under ``root/points``; raise CorpusError on any problem."""
    root = Path(root) if root else rulings_dir()
    files = topic_files(root)
    problems: list[Problem] = []
    if not files:
        problems.append(Problem(str(root / "topics"), "", "no topic files found"))
    topics: dict[str, Topic] = {}
    origin: dict[str, Path] = {}
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
        topic, found = parse_topic(path)
        problems.extend(found)
        if topic is None:
            continue
        ids = [topic.id] + [f.id for f in topic.faqs]
        for i, ruling_id in enumerate(ids):
            if ruling_id in origin:
                where = "id" if i == 0 else f"faqs.{i - 1}.id"
                problems.append(Problem(str(path), where, f"duplicate id {ruling_id!r}: also in {origin[ruling_id]}"))
            else:
                origin[ruling_id] = path
        topics.setdefault(topic.id, topic)
    problems.extend(link_problems(topics, origin))
    points: dict[str, Point] = {}
    for path in point_files(root) if with_points else []:
        digest.update(b"points/" + path.name.encode() + b"\0" + path.read_bytes())
        found_points, found = parse_points(path, topics)
        problems.extend(found)
        points.update((p.id, p) for p in found_points)
    problems.extend(point_link_problems(points, set(origin), root))
    if problems:
        raise CorpusError(problems)
    return Corpus(topics=topics, files={t: origin[t] for t in topics}, digest=digest.hexdigest(), points=points)


def point_files(root: Path) -> list[Path]:
    return sorted((root / "points").glob("*.yaml"), key=sort_key)


def parse_points(path: Path, topics: dict[str, Topic]) -> tuple[list[Point], list[Problem]]:
    """The points of one points file, each resting on words of its ruling's passage; or the problems."""
    data, problems = read_yaml(path)
    if problems:
        return [], problems
    try:
        file = PointFile.model_validate(data)
    except ValidationError as err:
        return [], [Problem(str(path), _dotted(e["loc"]), e["msg"]) for e in err.errors()]
    if path.stem != file.topic:
        return [], [Problem(str(path), "topic", f"the points of {file.topic!r} are in {file.topic}.yaml")]
    if file.topic not in topics:
        return [], [Problem(str(path), "topic", f"no topic {file.topic!r} in the corpus")]
    faqs = {f.id for f in topics[file.topic].faqs}
    for i, point in enumerate(file.points):
        if point.ruling != file.topic and point.ruling not in faqs:
            problems.append(Problem(str(path), f"points.{i}.id", f"{file.topic} has no FAQ {point.ruling!r}"))
            continue
        for j, rest in enumerate(point.rests_on):
            passage = passage_of(topics, point.ruling, rest.edition)
            where = f"points.{i}.rests_on.{j}.quote"
            if passage is None:
                problems.append(Problem(str(path), where, f"{point.ruling} has no {rest.edition} passage to quote"))
            elif fold(rest.quote) not in fold(passage):
                problems.append(Problem(str(path), where, f"not part of {point.ruling}'s {rest.edition} passage: {rest.quote[:60]!r}"))
    return file.points, problems


def point_link_problems(points: dict[str, Point], rulings: set[str], root: Path, linked: set[str] | None = None) -> list[Problem]:
    """Every point or ruling a point says it is confused with must exist, and not be the point itself;
    a point the same as others is of a note or the overview, and they are points of the guides."""
    problems = []
    for point in points.values():
        for i, link in enumerate(point.same_as):
            where, file = f"{point.id}: same_as.{i}", str(root / "points" / f"{point.ruling.split('/')[0]}.yaml")
            if not point.id.startswith(("XY-", "SV-")):
                problems.append(Problem(file, where, "only a point of the regulation notice or the overview is the same as a guide's"))
            elif link not in (points if linked is None else linked):
                problems.append(Problem(file, where, f"links to unknown point {link!r}"))
            elif not link.startswith("I"):
                problems.append(Problem(file, where, f"{link!r} is not a point of the guides (Parts I and II)"))
        for i, link in enumerate(point.confused_with):
            where = f"{point.id}: confused_with.{i}"
            if link == point.id:
                problems.append(Problem(str(root / "points" / f"{point.ruling.split('/')[0]}.yaml"), where, "a point is not confused with itself"))
            elif link not in (points if linked is None else linked) and link not in rulings:
                problems.append(Problem(str(root / "points" / f"{point.ruling.split('/')[0]}.yaml"), where, f"links to unknown id {link!r}"))
    return problems


def link_problems(topics: dict[str, Topic], origin: dict[str, Path]) -> list[Problem]:
    """Every id a topic links to (see_also, touches, disagreements) must resolve, and every side a
    disagreement quotes must be in the passage it cites."""
    known = set(origin)
    problems = []
    for topic in topics.values():
        refs = [(f"see_also.{i}.id", l.id) for i, l in enumerate(topic.see_also)]
        refs += [(f"touches.{i}", t) for i, t in enumerate(topic.touches)]
        refs += [(f"disagreements.{i}.topic", d.topic) for i, d in enumerate(topic.disagreements)]
        for where, target in refs:
            if target not in known:
                problems.append(Problem(str(origin[topic.id]), where, f"links to unknown id {target!r}"))
        problems += quote_problems(topic, topics, origin)
    return problems


def passage_of(topics: dict[str, Topic], ruling_id: str, edition: str) -> str | None:
    """The passage an edition prints for a ruling: a FAQ's passage, or a topic's source text."""
    topic = topics.get(ruling_id.split("/")[0])
    if topic is None:
        return None
    if "/" in ruling_id:
        return next((f.passage for f in topic.faqs if f.id == ruling_id and f.edition == edition), None)
    return next((s.text for s in topic.sources if s.edition == edition), None)


def quote_problems(topic: Topic, topics: dict[str, Topic], origin: dict[str, Path]) -> list[Problem]:
    """Each side a disagreement quotes must be part of the passage it cites."""
    problems = []
    for i, d in enumerate(topic.disagreements):
        for j, q in enumerate(d.quotes):
            passage = passage_of(topics, q.ruling, q.edition)
            where = f"disagreements.{i}.quotes.{j}.text"
            if passage is None:
                problems.append(Problem(str(origin[topic.id]), where, f"{q.ruling} has no {q.edition} passage to quote"))
            elif fold(q.text) not in fold(passage):
                problems.append(Problem(str(origin[topic.id]), where, f"not part of {q.ruling}'s {q.edition} passage"))
    return problems


def cached(root: str | None = None) -> Corpus:
    """The corpus, loaded once per process (``cached()`` and ``cached(None)`` are the same one)."""
    return _cached(root or None)


@lru_cache(maxsize=4)
def _cached(root: str | None) -> Corpus:
    return load(Path(root) if root else None)
