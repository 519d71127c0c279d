"""The rulings corpus: its schema (``models``), the editions (``editions``), plain YAML reading
(``safeyaml``), loading and validating the topic files (``load``), the source documents
(``seeds``), and the checks of quotes against them (``fidelity``, ``lint``).

May import ``judge.paths`` and ``judge.lang``; never the engine, scenarios, search, web or CLI.
"""
