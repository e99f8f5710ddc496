"""Whole-text scans of patterns that can start at few characters only.

``pattern.finditer(text)`` tries the whole pattern at every position; Python's engine skips ahead
by itself only when a pattern opens with a literal or a plain character class, and most of the
detector's patterns open with a lookbehind or an alternation. :func:`finditer` gives the same
matches in the same order: it computes, once per pattern, the class of characters a match can
start with (from the pattern's parse tree, lookarounds and anchors being zero-width), jumps
between such characters with that class alone, and tries the pattern only there
(``pattern.match(text, pos)`` sees the text before ``pos``, as a scan does, for lookbehinds and
anchors). A pattern that can match the empty string, or whose opening it cannot tell (a negated
class, ``.``, a back-reference, inline flags), is scanned with ``pattern.finditer`` itself.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

# The engine's own parser, compiler and constants (CPython 3.11+); typeshed has no stubs for them,
# so they are imported by name and typed Any.
_compiler: Any = importlib.import_module("re._compiler")
_c: Any = importlib.import_module("re._constants")
_p: Any = importlib.import_module("re._parser")

_CATEGORIES = {
    _c.CATEGORY_DIGIT: r"\d",
    _c.CATEGORY_NOT_DIGIT: r"\D",
    _c.CATEGORY_SPACE: r"\s",
    _c.CATEGORY_NOT_SPACE: r"\S",
    _c.CATEGORY_WORD: r"\w",
    _c.CATEGORY_NOT_WORD: r"\W",
}


class _Unknown(Exception):
    """The opening of the pattern cannot be told as one character class."""


def _char(cp: int) -> str:
    return f"\\U{cp:08x}"


def _opening(items: list, out: list[str]) -> bool:
    """Adds to ``out`` the class pieces a match of the sequence ``items`` can start with; True if
    the sequence can match the empty string (then what follows it can start a match too)."""
    for op, av in items:
        if op is _c.LITERAL:
            out.append(_char(av))
            return False
        if op is _c.IN:
            for item_op, item in av:
                if item_op is _c.LITERAL:
                    out.append(_char(item))
                elif item_op is _c.RANGE:
                    out.append(_char(item[0]) + "-" + _char(item[1]))
                elif item_op is _c.CATEGORY and item in _CATEGORIES:
                    out.append(_CATEGORIES[item])
                else:  # a negated class, among others
                    raise _Unknown
            return False
        if op is _c.BRANCH:
            empty = False
            for branch in av[1]:
                empty |= _opening(branch.data, out)
            if not empty:
                return False
        elif op is _c.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            if add_flags or del_flags:
                raise _Unknown
            if not _opening(sub.data, out):
                return False
        elif op is _c.ATOMIC_GROUP:
            if not _opening(av.data, out):
                return False
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            low, _high, sub = av
            if not _opening(sub.data, out) and low > 0:
                return False
        elif op in (_c.ASSERT, _c.ASSERT_NOT, _c.AT):
            continue  # zero-width: the match still starts at what follows
        else:
            raise _Unknown
    return True


def _opening_source(pattern: re.Pattern[str]) -> str | None:
    out: list[str] = []
    try:
        if _opening(_p.parse(pattern.pattern, pattern.flags).data, out):
            return None
    except _Unknown:
        return None
    return "[" + "".join(out) + "]"


@lru_cache(maxsize=256)
def opening_class(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """The characters a match of ``pattern`` can start with, as a compiled class; None if the
    pattern can match the empty string or its opening cannot be told."""
    source = _opening_source(pattern)
    if source is None:
        return None
    return re.compile(source, pattern.flags & (re.IGNORECASE | re.ASCII))


@lru_cache(maxsize=256)
def _seeker(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A pattern that opens with the class (so that the engine skips to its characters by itself)
    and then, looking back at that character, requires ``pattern`` to match from it: its matches
    start where those of ``pattern`` start."""
    parsed = _p.parse(pattern.pattern, pattern.flags)
    code = _compiler._code(parsed, pattern.flags)
    if code[0] == _c.INFO and code[2] & (_c.SRE_INFO_PREFIX | _c.SRE_INFO_CHARSET):
        return None  # the engine skips ahead by itself
    source = _opening_source(pattern)
    if source is None:
        return None
    end = "\n" if pattern.flags & re.VERBOSE else ""  # a comment may end the pattern
    try:
        return re.compile(
            source + r"(?<=(?=(?:" + pattern.pattern + end + r"))[\s\S])", pattern.flags
        )
    except re.error:  # inline flags opening the pattern, for one
        return None


def finditer(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """The matches of ``pattern.finditer(text)``, the pattern tried only where a match can
    start."""
    seek = _seeker(pattern)
    if seek is None:
        yield from pattern.finditer(text)
        return
    search, match = seek.search, pattern.match
    pos = 0
    while True:
        found = search(text, pos)
        if found is None:
            return
        m = match(text, found.start())
        if m is None:  # cannot be: the seeker saw the pattern match there
            pos = found.start() + 1
        else:  # never empty: a match starts with one character of the class
            yield m
            pos = m.end()


def finditer_at(
    pattern: re.Pattern[str], text: str, starts: Iterable[int]
) -> Iterator[re.Match[str]]:
    """The matches of ``pattern.finditer(text)`` for a pattern that never matches the empty
    string, given ``starts``: ascending positions among which is every position where a match can
    start (the caller knows them from the pattern's alternatives)."""
    match = pattern.match
    pos = 0
    for at in starts:
        if at < pos:
            continue
        m = match(text, at)
        if m is not None:
            yield m
            pos = m.end()
