"""A column whose header names two labels (身分證／護照號碼, 船員手冊／證照號碼) holds values of
either, and a passport's number under its label or header is read with the letter and the space
before its digits (issue 11, codes._header_kinds, id_labels.txt): C 4418027, E 1O57733 (OCR) and
a certificate's 字第 number are replaced whole. Invented numbers only."""

from __future__ import annotations

from worker.detect import detect

TABLE = (
    "│序│姓名　　　　│國籍　　│身分證／護照號碼　　│船員手冊／證照號碼　│\n"
    "├──┼──────┼────┼──────────┼──────────┤\n"
    "│１│某甲　　　　│中華民國│G193010315　　　　│漁員字第04519號　　│\n"
    "│２│某乙　　　　│印尼　　│C 4472016　　　　　│FW-113-00452　　　　│\n"
    "│３│某丙　　　　│印尼　　│E 1O48823　　　　　│FW-112-02871　　　　│\n"
)


def _values() -> dict[str, str]:
    return {TABLE[s.start : s.end]: s.type for s in detect(TABLE)}


def test_a_passport_under_an_either_header_is_replaced_whole() -> None:
    found = _values()
    assert found.get("C 4472016") == "passport"
    assert found.get("E 1O48823") == "passport"
    assert found.get("G193010315") == "tw_id"


def test_a_certificate_number_under_an_either_header_is_replaced_whole() -> None:
    found = _values()
    assert found.get("漁員字第04519號") == "other_id"
    assert "FW-113-00452" in found
