"""A code's letter part is no name (issue 11): after a role word (會員, 客戶, 房客) the person
reading took the Latin letters of a code as a name (會員 GS-TW-5508214 → GS-TW-), and the name
won over the weak code candidate, so the digits were left. A name candidate of Latin letters
only that lies inside a longer identifier candidate with digits after it is that identifier's
(worker.detect._names_yield_to_codes). A Latin name beside a code stays a name. Every value
invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.detect import detect
from worker.text.spans import PERSON


def _covered(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [s for s in detect(text, use_model=False) if s.action == "replace"]
    inside = {i for s in spans for i in range(s.start, s.end)}
    return all(i in inside for i in range(start, start + len(value)))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("您好，我是會員 QX-TW-7730215，想查訂單", "QX-TW-7730215"),
        ("訂房平台會員 HB-55120874\n\n經過：", "HB-55120874"),
        ("房客 RM-0931A 反映冷氣漏水", "RM-0931A"),
        ("客戶 TK-20817B 已結清", "TK-20817B"),
        ("會員 Lin0922 的點數", "Lin0922"),
    ],
)
def test_the_code_is_covered_whole(text: str, value: str) -> None:
    assert _covered(text, value), _found(text)
    assert _found(text).get(value) != PERSON


@pytest.mark.parametrize(
    ("text", "name"),
    [("同事 Amy 的工號 TP-0392", "Amy"), ("會員 Kevin Chen 的卡號 A0031", "Kevin Chen")],
)
def test_a_latin_name_beside_a_code_stays_a_name(text: str, name: str) -> None:
    assert _found(text).get(name) == PERSON
