"""The three languages: their codes, and the words and names shared by the engine, the search and the web.

Owns ``LANGS`` (the one list of the languages every word table is written in), text folding and
language detection (``text``), and the trilingual name table (``names``). Imports nothing of
``judge`` but ``judge.paths``: the engine, the corpus, the search and the web all build on it.
"""

LANGS = ("en", "ja", "zh")
"""English, Japanese and Simplified Chinese: every word table of the project has these three keys
(Traditional Chinese is read and written through Simplified, by OpenCC)."""
