"""``GET /api/openapi.json``: the JSON API described as an OpenAPI 3 document."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version


def _version() -> str:
    try:
        return version("judge")
    except PackageNotFoundError:
        return "0"


ERROR = {"$ref": "#/components/schemas/Error"}


def _errors(*codes: int) -> dict:
    text = {400: "Bad request (the message names what is wrong)", 404: "Unknown id", 413: "Body too large",
            422: "More work than a simulation's budget allows (code `budget`)"}
    return {str(c): {"description": text[c], "content": {"application/json": {"schema": ERROR}}} for c in codes}


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def document() -> dict:
    """The OpenAPI document of every ``/api`` route."""
    return {
        "openapi": "3.0.3",
        "info": {"title": "Rules judge API", "version": _version(),
                 "description": "Rulings of the Pokémon TCG advanced rule guides, answers to rules questions, "
                                "and replays of rulings by the rules engine."},
        "paths": paths(),
        "components": {"schemas": SCHEMAS},
    }


RULING_ID = {"name": "ruling_id", "in": "path", "required": True, "schema": {"type": "string"},
             "description": "A topic id (II-B-09, XY-retreat) or a FAQ id (II-B-09/faq-1), in any letter case."}


def paths() -> dict:
    """Each route's parameters and answers."""
    return {
        "/api/ask": {"get": {
            "summary": "Answer a rules question (the object `judge ask --json` prints)",
            "parameters": [
                {"name": "q", "in": "query", "required": True, "schema": {"type": "string"},
                 "description": "The question, in Japanese, Chinese or English. A longer question than the search reads "
                                "is cut, and the answer carries a `note`."},
                {"name": "lang", "in": "query", "schema": {"type": "string", "enum": ["ja", "zh", "en"]},
                 "description": "The question's language (detected when left out)."},
                {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5}},
            ],
            "responses": {"200": _json({"$ref": "#/components/schemas/Answer"}, "The answer"), **_errors(400)},
        }},
        "/api/rulings": {"get": {
            "summary": "Every ruling id (topics and FAQs), with titles",
            "responses": {"200": _json({"type": "array", "items": {"type": "object"}}, "The list (`judge list --json`)")},
        }},
        "/api/rulings/{ruling_id}": {"get": {
            "summary": "One ruling (the object `judge show ID --json` prints)",
            "parameters": [RULING_ID],
            "responses": {"200": _json({"$ref": "#/components/schemas/Ruling"}, "The ruling"), **_errors(404)},
        }},
        "/api/scenarios/{scenario_id}": {"get": {
            "summary": "A scenario of the corpus: its document (what /api/simulate takes) and its run",
            "parameters": [{"name": "scenario_id", "in": "path", "required": True, "schema": {"type": "string"},
                            "description": "e.g. II-B-09/eviolite-reduces-self-damage"}],
            "responses": {"200": _json({"type": "object", "properties": {
                "id": {"type": "string"}, "document": {"type": "object"}, "run": {"$ref": "#/components/schemas/Run"}}},
                "The scenario"), **_errors(404)},
        }},
        "/api/simulate": {"post": {
            "summary": "Run a scenario document (the published scenario format)",
            "description": "Without `expect` the run is a what-if: `verified` is null and `outcome` is the board's "
                           "main values. Body, actions, coins and numbers are capped; YAML is read without tags or aliases.",
            "requestBody": {"required": True, "content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/Scenario"}},
                "application/yaml": {"schema": {"$ref": "#/components/schemas/Scenario"}}}},
            "responses": {"200": _json({"$ref": "#/components/schemas/Run"}, "The run"), **_errors(400, 413, 422)},
        }},
        "/api/cards": {"get": {
            "summary": "Cards, Pokémon, attacks and Abilities by name, in Japanese, Chinese or English (the object `judge card --json` prints)",
            "description": "Exact names only (Trainers before Pokémon, Pokémon before attacks). "
                           "No match: `cards` is empty and `did_you_mean` lists near names (by edit distance on whole names).",
            "parameters": [
                {"name": "q", "in": "query", "required": True, "schema": {"type": "string", "maxLength": 100},
                 "description": "The name (Guzma, グズマ, 古兹马, 古茲馬); an empty or longer one is a 400."},
                {"name": "lang", "in": "query", "schema": {"type": "string", "enum": ["ja", "zh", "en"]},
                 "description": "The language of the text shown (detected from the name when left out)."},
                {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 50, "default": 8}},
            ],
            "responses": {"200": _json({"$ref": "#/components/schemas/Cards"}, "The cards"), **_errors(400)},
        }},
        "/api/openapi.json": {"get": {
            "summary": "This document",
            "responses": {"200": _json({"type": "object"}, "The OpenAPI document")},
        }},
    }


#: The objects the routes take and return.
SCHEMAS = {
    "Error": {"type": "object", "required": ["error"], "properties": {"error": {
        "type": "object", "required": ["code", "message"],
        "properties": {"code": {"type": "string"}, "message": {"type": "string"},
                       "field": {"type": "string", "description": "For a scenario: the dotted path of what is wrong."}}}}},
    "Answer": {"type": "object", "required": ["query", "lang", "results"], "properties": {
        "query": {"type": "string"}, "lang": {"type": "string", "enum": ["ja", "zh", "en"]},
        "confidence": {"type": "string", "enum": ["high", "low", "none"]},
        "note": {"type": "object", "description": "Present when the question was cut: code, characters, read, message."},
        "cards": {"type": "array", "items": {"$ref": "#/components/schemas/Card"},
                  "description": "Present when the question names cards: each as /api/cards gives it, its text in the question's language."},
        "situation": {"$ref": "#/components/schemas/Situation"},
        "results": {"type": "array", "items": {"type": "object", "properties": {
            "id": {"type": "string"}, "kind": {"type": "string", "enum": ["topic", "faq"]},
            "title": {"type": "object"}, "score": {"type": "number"}, "answer": {"type": "string"},
            "verdict": {"type": "string", "enum": ["yes", "no", "depends"], "nullable": True},
            "short": {"type": "string"},
            "part": {"type": "integer", "nullable": True, "description": "For a FAQ asking several things: which of its parts (0-based) the question asks, whose verdict and short these are."},
            "citations": {"type": "array", "items": {"type": "object"}},
            "scenario": {"allOf": [{"$ref": "#/components/schemas/Run"}], "nullable": True}}}}}},
    "Situation": {"type": "object", "required": ["status", "asks", "read", "missing", "scenario", "trace", "rules"],
                  "description": "Present when the question describes a situation (DESIGN.md, \"The asker's situation\"): read into a "
                                 "scenario and replayed; incomplete when something the outcome turns on is not said.",
                  "properties": {
        "status": {"type": "string", "enum": ["replayed", "incomplete"]},
        "asks": {"type": "string", "enum": ["damage", "knocked_out", "hp_left", "prizes", "retreat_cost", "yes_no", "other"]},
        "read": {"type": "array", "items": {"type": "object", "properties": {"what": {"type": "string"}, "from": {"type": "string"}}}},
        "missing": {"type": "array", "items": {"type": "string"}, "description": "What is not said, in the question's language."},
        "scenario": {"type": "object", "nullable": True, "description": "The scenario document (the published format)."},
        "outcome": {"type": "object", "description": "Only when replayed: damage, knocked_out, hp_left, prizes, retreat_cost, answer."},
        "trace": {"type": "array", "items": {"type": "object"}},
        "rules": {"type": "array", "items": {"type": "string"}}}},
    "Cards": {"type": "object", "required": ["query", "cards"], "properties": {
        "query": {"type": "string"}, "lang": {"type": "string", "enum": ["ja", "zh", "en"]},
        "script": {"type": "string", "enum": ["Hant"], "description": "Present when the query is written in Traditional Chinese."},
        "cards": {"type": "array", "items": {"$ref": "#/components/schemas/Card"}},
        "did_you_mean": {"type": "array", "items": {"type": "string"}, "description": "Near names, when no card matched."}}},
    "Card": {"type": "object", "required": ["name", "kind", "text", "rulings", "source"], "properties": {
        "id": {"type": "string"}, "kind": {"type": "string"}, "kind_id": {"type": "string"},
        "name": {"type": "object", "description": "By language: ja, zh, en (zh_hant where printed)."},
        "text": {"type": "object", "description": "By language, normalised; the spans of `phrases` point into it."},
        "lang": {"type": "string", "description": "The language shown (zh_hant: the Traditional print, for a reader writing Traditional)."},
        "script": {"type": "string", "enum": ["Hant"], "description": "Present when the reader writes Traditional Chinese."},
        "prints_differ": {"type": "array", "items": {"type": "object", "properties": {
            "lang": {"type": "string"}, "print": {"type": "string", "nullable": True}, "numbers": {"type": "array", "items": {"type": "integer"}}}},
            "description": "Present when the languages' texts are of prints printing different numbers (10 and over): each text's print and its numbers."},
        "match": {"type": "string", "enum": ["exact", "name table"], "description": "exact: a name the card data prints; name table: a name of the name table (index/names.tsv) in a language no print of the card is in the data (names_from_name_table says which)."},
        "names_from_name_table": {"type": "array", "items": {"type": "string"}, "description": "The languages of `name` taken from the name table, not from a print."},
        "rulings": {"type": "array", "items": {"type": "object", "properties": {
            "id": {"type": "string"}, "title": {"type": "object"}, "by": {"type": "string", "enum": ["kind", "phrase"]},
            "phrase": {"type": "string"}, "lang": {"type": "string"}, "start": {"type": "integer"}, "end": {"type": "integer"}}}},
        "phrases": {"type": "object", "description": "By language read: [start, end, topic id] of each phrase."},
        "pokemon": {"type": "object", "description": "For an attack or Ability: the Pokémon printing it, by language."},
        "pokemon_card": {"type": "object", "description": "For a Pokémon: its newest print's hp, types, stage, weakness, "
                         "resistance, retreat, stats (one line in the language shown), prints, and parts (its attacks and "
                         "Abilities, each with its id, name, cost, damage, text, phrases and rulings); others (the other "
                         "prints, their parts' names, costs and damage) and more (how many older ones are left out)."},
        "sets": {"type": "object"}, "first": {"type": "string", "nullable": True},
        "source": {"type": "string"}, "sources": {"type": "object"}}},
    "Ruling": {"type": "object", "required": ["id", "title", "sources"], "properties": {
        "id": {"type": "string"}, "kind": {"type": "string"}, "title": {"type": "object"},
        "plain": {"type": "object", "nullable": True}, "sources": {"type": "array", "items": {"type": "object"}},
        "faqs": {"type": "array", "items": {"type": "object"}}, "scenarios": {"type": "array", "items": {"type": "string"}}}},
    "Scenario": {"type": "object", "required": ["board"], "description": "See rulings/scenario.schema.json.",
                 "properties": {"board": {"type": "object"}, "do": {"type": "array", "items": {"type": "object"}},
                                "coins": {"type": "array", "items": {"type": "string", "enum": ["heads", "tails"]}},
                                "expect": {"type": "object"}, "ruleset": {"type": "string", "enum": ["v3.1", "v2.2", "xy"]}}},
    "Run": {"type": "object", "properties": {
        "id": {"type": "string", "nullable": True}, "title": {"type": "string"},
        "verified": {"type": "boolean", "nullable": True}, "what_if": {"type": "boolean"},
        "proves": {"type": "array", "items": {"type": "string"}}, "outcome": {"type": "object"},
        "trace": {"type": "array", "items": {"type": "object"}},
        "board": {"type": "object", "description": "{before, after, key}: the board before and after the key step (the last action)."}}},
}
