"""verify()'s original offset of an output offset, by bisection, gives the answers of the scan of
every replacement."""

from __future__ import annotations

import pytest

from tests.unit.helpers import pseudonymize
from worker.pseudonymize.rewrite import Replacement, Rewritten
from worker.pseudonymize.verify import _original_position, _Positions


def _every_position_agrees(rw: Rewritten) -> None:
    positions = _Positions(rw)
    for p in range(-1, len(rw.text) + 2):
        assert positions.original(p) == _original_position(rw, p), p


@pytest.mark.parametrize(
    "text",
    [
        "原告張某甲（身分證字號：A100000001）住臺北市大安區和平東路二段1號，被告李某乙到庭。",
        "證人陳某丙、陳某丙之妻及王某丁於民國80年1月5日到庭，電話0911-000-222。",
        "無可取代之處。",
    ],
)
def test_original_positions_of_a_rewritten_text(text):
    _every_position_agrees(pseudonymize(text))


def _rw(text: str, reps: list[tuple[int, int, int, int]]) -> Rewritten:
    return Rewritten(
        text,
        [
            Replacement(a, b, oa, ob, "person", "x" * (b - a), "y" * (ob - oa))
            for a, b, oa, ob in reps
        ],
        {},
        {},
        [],
    )


@pytest.mark.parametrize(
    "reps",
    [
        [],
        [(0, 2, 0, 3)],
        [(2, 4, 2, 2), (4, 6, 2, 5)],  # an empty pseudonym right before another
        [(5, 7, 5, 6), (1, 3, 1, 4)],  # out of order: the plain scan answers
        [(0, 3, 0, 4), (2, 5, 3, 6)],  # overlapping: the plain scan answers
    ],
)
def test_original_positions_of_handmade_replacements(reps):
    _every_position_agrees(_rw("零一二三四五六七八九", reps))


@pytest.mark.parametrize(
    "reps",
    [
        [],
        [(0, 2, 0, 3)],
        [(2, 2, 2, 3), (2, 5, 3, 6)],  # an empty original range right before another
        [(1, 3, 1, 4), (3, 6, 4, 7), (8, 9, 9, 10)],
        [(5, 7, 5, 6), (1, 3, 1, 4)],  # out of order: the plain scan answers
        [(0, 4, 0, 4), (2, 5, 4, 7)],  # overlapping: the plain scan answers
    ],
)
def test_coverage_equals_the_scan_of_every_replacement(reps):
    rw = _rw("零一二三四五六七八九", reps)
    positions = _Positions(rw)
    for start in range(-1, 12):
        for end in range(start - 1, 12):
            plain = any(r.start <= start and end <= r.end for r in rw.replacements)
            assert positions.covered(start, end) == plain, (start, end)
