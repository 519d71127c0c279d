"""``make bench``: measured speeds and memory, printed as tables with the targets beside them, a
module per part measured: the search and scenarios (``search``), the page in a browser (``page``,
where Playwright is installed), the server under load (``serve``, on the load generator ``load``
and the process readings ``process``), the server beside clients that hold connections and
through faults (``faults``), and a normal user's answers beside floods and a truncated index file
(``floods``). ``python -m judge.bench`` runs every part, or one with ``--only``
(``__main__``).

The benchmarks are the top of the package: they may import every part of it.
"""
