"""Reading YAML that a user wrote (topic files, scenarios, question sets, a posted scenario).

Only plain YAML is read: mappings, lists and scalars. A tag (``!!python/object``, ``!include``,
even ``!!str``) is refused, and so are anchors and aliases beyond a few: an alias repeats a
subtree without copying it, so a few nested ones ("a billion laughs") make a document of a few
hundred bytes that expands to billions of nodes in whatever walks it next (validation, JSON).
The corpus uses neither; :func:`load` says where the first offending one is.

A value PyYAML recognizes but cannot make is refused the same way, with its line, rather than
raised as Python's own error: a date that is no date (``2024-13-45``), an integer of more digits
than Python converts (4,300).
"""

from __future__ import annotations

import yaml

#: libyaml's loader where it is built in (about ten times faster), else the pure-Python one.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
#: How many aliases a document may use.
MAX_ALIASES = 20
#: How many nodes a document may hold once every alias is expanded.
MAX_NODES = 100_000


class RefusedYAML(yaml.YAMLError):
    """A document that is YAML but not accepted (a tag, too many aliases); ``problem`` and
    ``problem_mark`` as in PyYAML's own errors."""

    def __init__(self, problem: str, mark=None):
        super().__init__(problem)
        self.problem = problem
        self.problem_mark = mark


class Loader(SAFE_LOADER):
    """The safe loader, whose integers and dates that cannot be made are :class:`RefusedYAML`."""


def _int(loader, node):
    try:
        return SAFE_LOADER.construct_yaml_int(loader, node)
    except ValueError:  # more digits than Python converts
        digits = sum(c.isdigit() for c in node.value)
        raise RefusedYAML(f"an integer of {digits:,} digits is more than is read", node.start_mark) from None


def _date(loader, node):
    try:
        return SAFE_LOADER.construct_yaml_timestamp(loader, node)
    except ValueError as err:  # 2024-13-45: the shape of a date, and no date
        raise RefusedYAML(f"{node.value} reads as a date but is none ({err}); quote it to write text", node.start_mark) from None


Loader.add_constructor("tag:yaml.org,2002:int", _int)
Loader.add_constructor("tag:yaml.org,2002:timestamp", _date)


def load(text: str | bytes):
    """The document's data; raises :class:`yaml.YAMLError` (a syntax error, or :class:`RefusedYAML`)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    if "&" in text or "!" in text or "*" in text:  # else no tag, anchor or alias can be there
        check(text)
    return yaml.load(text, Loader=Loader)


def check(text: str) -> None:
    """Refuse tags and alias bombs, reading the document's events only (nothing is built)."""
    aliases = 0
    sizes: dict[str, int] = {}  # anchor -> nodes in the anchored subtree, aliases expanded
    stack: list[list] = []  # open collections: [anchor, nodes so far]
    total = 0

    def close(anchor: str | None, nodes: int) -> None:
        nonlocal total
        if anchor:
            sizes[anchor] = nodes
        if stack:
            stack[-1][1] += nodes
        else:
            total += nodes
        if total + sum(n for _, n in stack) > MAX_NODES:
            raise RefusedYAML(f"the document holds more than {MAX_NODES:,} values once its aliases are expanded", event.start_mark)

    for event in yaml.parse(text, Loader=SAFE_LOADER):
        if isinstance(event, yaml.DocumentStartEvent) and event.tags:
            raise RefusedYAML("a %TAG directive is not accepted", event.start_mark)
        if isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if event.tag is not None:
                raise RefusedYAML(f"a tag ({event.tag}) is not accepted: write plain values", event.start_mark)
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_ALIASES:
                raise RefusedYAML(f"more than {MAX_ALIASES} aliases (*name) are not accepted", event.start_mark)
            close(None, sizes.get(event.anchor, 1))
        elif isinstance(event, yaml.ScalarEvent):
            close(event.anchor, 1)
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            stack.append([event.anchor, 1])
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            anchor, nodes = stack.pop()
            close(anchor, nodes)
