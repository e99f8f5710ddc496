"""Every occurrence of a literal value in a text, without compiling a pattern per value.

:func:`occurrences` yields what ``re.finditer(re.escape(value), text)`` yields (leftmost,
non-overlapping; an empty value at every position), as :class:`Occurrence` objects with the
``start()`` / ``end()`` of a match, found with ``str.find``. A name looked for once per document
would otherwise be compiled once per document (the ``re`` module's cache keeps 512 patterns).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

__all__ = ["Occurrence", "occurrences"]


class Occurrence(NamedTuple):
    at: int
    stop: int

    def start(self) -> int:
        return self.at

    def end(self) -> int:
        return self.stop


def occurrences(value: str, text: str) -> Iterator[Occurrence]:
    """The matches of ``re.escape(value)`` in ``text``, in order."""
    if not value:
        for i in range(len(text) + 1):
            yield Occurrence(i, i)
        return
    n = len(value)
    i = text.find(value)
    while i != -1:
        yield Occurrence(i, i + n)
        i = text.find(value, i + n)
