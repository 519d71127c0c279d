"""A bounded map of what was made for recent inputs (a question's vector, its reading, its situation):
the entries used most recently, at most a bound of them, the one used longest ago dropped first;
safe to share across the server's threads."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Hashable, Iterator

#: What :meth:`Kept.get` gives for a key not kept (None may be a value kept).
MISSING = object()


class Kept:
    """The entries used most recently (read by :meth:`get`, added by :meth:`put`)."""

    def __init__(self) -> None:
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, default=MISSING):
        """The value kept for the key, now the most recently used; ``default`` where none is."""
        with self._lock:
            if key not in self._items:
                return default
            self._items.move_to_end(key)
            return self._items[key]

    def put(self, key: Hashable, value, most: int) -> None:
        """Keep the value for the key, then drop the entries used longest ago beyond ``most`` (a bound
        read at each call, so that the module constant naming it is what holds)."""
        with self._lock:
            self._items[key] = value
            while len(self._items) > most:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator:
        with self._lock:
            return iter(list(self._items))
