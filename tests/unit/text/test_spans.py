"""The one merge step (worker/text/spans.resolve_overlaps): one span per character, validated
identifiers first, then the longer span; and two person readings that overlap in part (the same
person read from either side: 隗蔡金葉 after 故母, 蔡金葉女士 before a title) become one span over
both, unless the union reaches into another span or one of them is a short form."""

from __future__ import annotations

from worker.text.spans import KEEP, OFFICIAL, PERSON, PHONE, REPLACE, TW_ID, Span, resolve_overlaps


def _p(a: int, b: int, **kw: object) -> Span:
    return Span(a, b, PERSON, REPLACE, "rule:test", 0.8, **kw)  # type: ignore[arg-type]


def test_one_span_per_character_and_identifiers_first() -> None:
    out = resolve_overlaps([_p(0, 4), Span(2, 12, TW_ID, REPLACE, "rule:tw_id", 1.0)])
    assert [(s.start, s.end, s.type) for s in out] == [(2, 12, TW_ID)]


def test_two_person_readings_overlapping_in_part_become_one() -> None:
    out = resolve_overlaps([_p(14, 18), _p(15, 20)])
    assert [(s.start, s.end) for s in out] == [(14, 20)]


def test_the_union_stops_at_another_span() -> None:
    phone = Span(21, 23, PHONE, REPLACE, "rule:phone", 1.0)
    out = resolve_overlaps([_p(12, 20), _p(16, 24), phone])
    assert [(s.start, s.end, s.type) for s in out] == [(12, 20, PERSON), (21, 23, PHONE)]


def test_a_short_form_or_an_official_is_not_joined() -> None:
    out = resolve_overlaps([_p(0, 4), _p(2, 5, short_form=True)])
    assert [(s.start, s.end) for s in out] == [(0, 4)]
    official = Span(2, 6, OFFICIAL, KEEP, "rule:official", 0.9)
    out = resolve_overlaps([_p(0, 3), official])
    assert (0, 6) not in [(s.start, s.end) for s in out]
