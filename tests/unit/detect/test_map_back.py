"""_map_back (a compact-view candidate's offsets mapped to the text) keeps every other field of
the span: it writes Span's fields out, so a field added to Span must be added there too."""

from __future__ import annotations

import dataclasses

from worker.detect import _map_back
from worker.text.spans import OFFICIAL, Span


def test_every_field_but_the_offsets_is_kept():
    span = Span(
        1, 3, OFFICIAL, "keep", "rule:test", 0.42, surname_len=1, short_form=True, given_only=True
    )
    assert {f.name for f in dataclasses.fields(Span)} == {
        "start", "end", "type", "action", "source", "score", "surname_len", "short_form",
        "given_only",
    }  # fmt: skip
    mapped = _map_back(span, [0, 5, 6, 8, 9])
    assert mapped == dataclasses.replace(span, start=5, end=7)
