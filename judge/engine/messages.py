"""What the trace says, in English, Japanese and Chinese: messages made of a template of the
catalog (:mod:`judge.engine.catalog`) and parameters, fixed words rendered through their tables
(:mod:`judge.engine.words`).

Each trace step (and each refusal) is a :class:`Message`: a key of :data:`MESSAGES` and its
parameters. Parameters are data: card, attack and Ability names (shown in the reader's language
where the name table knows them, else as printed), numbers, rule ids. A word from a fixed
set (a zone, a Special Condition, a player, an effect kind, a duration …) is a :class:`Term`
(:class:`Zone`, :class:`Condition` …), rendered through its table; a message inside a message
(the reason for a coin flip, what a protected Pokémon stops) is a :class:`Message` too; a count
or a condition of a card's text is a :class:`~judge.engine.wording.Count` or
:class:`~judge.engine.when.Check`. Every one of them reads as plain words in each language: no
engine key or expression reaches the reader. The tables and the catalog are imported here too,
for the modules that read them beside the messages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

from judge.engine.catalog import MESSAGES
from judge.engine.words import (
    BASIC_ENERGY,
    BASIC_ENERGY_TYPES,
    CARD_FILTERS,
    CARD_KINDS,
    COINS,
    CONDITIONS,
    DURATIONS,
    KINDS,
    NONE,
    RESULTS,
    RULE_BOXES,
    RULESETS,
    SEPARATORS,
    SIDES,
    STAGES,
    TYPES,
    ZONES,
)
from judge.lang.names import translate

__all__ = ["BASIC_ENERGY", "CARD_FILTERS", "CARD_KINDS", "COINS", "CONDITIONS", "DURATIONS", "KINDS", "MESSAGES", "NONE",
           "RESULTS", "RULE_BOXES", "RULESETS", "SEPARATORS", "SIDES", "STAGES", "TABLES", "TYPES", "ZONES", "CardFilter",
           "CardKind", "Coin", "Condition", "Duration", "EnergyType", "Kind", "Message", "Name", "Result", "RuleBox",
           "RulesetName", "Side", "Stage", "Term", "Words", "message", "named", "render", "ruleset_name", "shown"]

#: Parameters that are never card, attack or Ability names: rule ids, step numbers, editions.
NOT_NAMES = {"rules", "by", "at", "edition"}

#: How a name reads in the reader's language (``named``, or the page's hook that marks names up).
Name = Callable[[str], str]


class Words:
    """A parameter that reads in words (a fixed word, a message, an expression of card text),
    rendered per language. ``render`` gives None when there is no wording: the message then
    leaves the parameter out rather than show it raw."""

    def render(self, lang: str, name: Name | None = None) -> str | None:
        raise NotImplementedError


@dataclass(frozen=True)
class Term(Words):
    """A word from one of the fixed tables, rendered per language."""

    key: str
    TABLE: ClassVar[dict[str, dict[str, str]]] = {}

    def __post_init__(self) -> None:
        if self.key not in self.TABLE:
            raise ValueError(f"unknown {type(self).__name__.lower()} {self.key!r} (known: {', '.join(self.TABLE)})")

    def render(self, lang: str, name: Name | None = None) -> str:
        return self.TABLE[self.key][lang]


class Side(Term):
    TABLE = SIDES


class Result(Term):
    TABLE = RESULTS


class Zone(Term):
    TABLE = ZONES


class Condition(Term):
    TABLE = CONDITIONS


class EnergyType(Term):
    TABLE = TYPES


class CardKind(Term):
    TABLE = CARD_KINDS


class CardFilter(Term):
    TABLE = CARD_FILTERS


class Stage(Term):
    TABLE = STAGES


class RuleBox(Term):
    TABLE = RULE_BOXES


class RulesetName(Term):
    TABLE = RULESETS


class Coin(Term):
    TABLE = COINS


class Duration(Term):
    TABLE = DURATIONS


class Kind(Term):
    TABLE = KINDS


#: Every table a :class:`Term` renders through.
TABLES: dict[str, dict[str, dict[str, str]]] = {
    t.__name__: t.TABLE for t in (Side, Result, Zone, Condition, EnergyType, CardKind, CardFilter, Stage, RuleBox, RulesetName, Coin,
                                  Duration, Kind)
}


@dataclass(frozen=True)
class Message(Words):
    """One thing the trace says: a key of :data:`MESSAGES` and its parameters."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, lang: str = "en", name: Name | None = None) -> str:
        """The message in ``lang``; each card, attack or Ability name through ``name`` (default:
        :func:`named`). A parameter with no wording is left out with the parenthesis holding it."""
        name = name or (lambda text: named(text, lang))
        template = MESSAGES[self.key][lang]
        values = {k: _value(k, v, lang, name) for k, v in self.params.items()}
        for k, v in values.items():
            if v is None:
                template = re.sub(r"\s*[（(][^（）()]*\{%s(:[^}]*)?\}[^（）()]*[）)]" % k, "", template)
                template = template.replace("{%s}" % k, "…")
        return template.format(**{k: v for k, v in values.items() if v is not None})


def message(key: str, **params: Any) -> Message:
    """``message("counters_removed", n=2, card="ピカチュウ")``."""
    if key not in MESSAGES:
        raise KeyError(f"no trace message {key!r}")
    return Message(key, params)


def render(key: str, params: dict[str, Any], lang: str = "en", name: Name | None = None) -> str:
    """The message ``key`` with ``params`` in ``lang`` (``en``, ``ja`` or ``zh``)."""
    return Message(key, params).render(lang, name)


def _value(key: str, v: Any, lang: str, name: Name) -> Any:
    """A parameter as it reads in ``lang``: words rendered, lists joined (a list inside a list,
    such as the types one Energy unit provides, joined with ``/``), a basic Energy card's name with
    its type's word, any other name through ``name``; numbers and ids as they are."""
    if isinstance(v, Words):
        return v.render(lang, name)
    if isinstance(v, (list, tuple)):
        if not v:
            return NONE[lang]
        said = []
        for item in v:
            x = "/".join(str(_value(key, y, lang, name)) for y in item) if isinstance(item, (list, tuple)) else _value(key, item, lang, name)
            if x is not None:
                said.append(str(x))
        return SEPARATORS[lang].join(said) if said else None
    if isinstance(v, str) and key not in NOT_NAMES:
        if v in BASIC_ENERGY_TYPES:
            return BASIC_ENERGY[lang].format(type=TYPES[BASIC_ENERGY_TYPES[v]][lang])
        return name(v)
    return v


def shown(value: Any, lang: str, name: Name | None = None) -> str:
    """A value a step starts from or leaves (its ``before`` and ``after``) as it reads: a number as
    it is, a list joined (the word for none when empty), a Special Condition as its word, a card
    name as names read."""
    name = name or (lambda text: named(text, lang))
    if isinstance(value, (list, tuple)):
        return _value("", [Condition(v) if isinstance(v, str) and v in CONDITIONS else v for v in value], lang, name) or NONE[lang]
    if isinstance(value, str) and value in CONDITIONS:
        return CONDITIONS[value][lang]
    if value is None:
        return NONE[lang]
    return str(_value("", value, lang, name))


def ruleset_name(key: str | None, lang: str) -> str | None:
    """The rules a replay plays by, in ``lang`` (an unknown key as it is)."""
    return RULESETS[key][lang] if key in RULESETS else key


def named(name: str, lang: str) -> str:
    """A card, attack or Ability name in ``lang`` where the name table knows it ("Growlithe" for
    ガーディ), else the name as printed: one name, in one language, never the printed one glued beside
    it (the page shows the printed name apart, marked with its language: ``judge.present.reading``)."""
    return translate(name, lang) or name
