"""Residual scan, blind to the fakes the case key drew (worker/residual/__init__.py): a separator
the folds would bridge (a cell bar read as 1, a space, a dash) is cut at a pseudonym's edge, so a
fake's digits are never joined to the next cell's date or number; a number beside a pseudonym is
judged alone and still stops the document when it is personal. An interjection before a name
pseudonym is no surname (worker/residual/names.py). A date of birth without a label right after
a person's pseudonym at a line's end stops it (worker/residual/births.py). Invented values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

FAKE_IDS = ["O283134745", "I885747536", "S187604079", "VK-0582099", "h*****7"]
ISSUED = {"郭靜慧", "潘志遠", "安仁", *FAKE_IDS}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED)


PASS = [
    "Foster｜長女｜O283134745｜1/3\n",
    "郭靜慧\u3000\u3000｜I885747536\u3000｜113/04/05｜1",
    "113/02/14\u3000S187604079\n",  # a recent date and a fake ID
    "單號 -9406630～VK-0582099｜98,700元｜",
    "2 顆星｜h*****7｜2026-02-11 14:32｜規格：黑",
    "你：哇安仁好久不見！",
    "你：喔安仁你也在",
    "郭靜慧\u3000113/05/02 簽收",
    "郭靜慧\u3000\u3000113/05/02\n",
]


@pytest.mark.parametrize("text", PASS)
def test_fakes_beside_cells_dates_and_interjections_pass(text: str) -> None:
    assert checks(text) == []


STOP = [
    # a personal number beside a fake, across a cell bar or a space, judged alone
    ("郭靜慧｜O283134745｜0912345678", "residual:phone"),
    ("I885747536\u3000A123456789", "residual:tw_id"),
    ("S187604079 12345678901234", "residual:account_like"),
    # a date of birth without a label after a person's pseudonym
    ("全民健康保險\n潘志遠\u3000\u300061/O3/27\nP2…", "residual:date_of_birth"),
    ("\u3000│\u3000\u3000└ 孫 郭靜慧\u3000079/11/02\n", "residual:date_of_birth"),
    ("└─ 養女 潘志遠\u3000056/08/30\u3000（記事：略）", "residual:date_of_birth"),
    ("郭靜慧  1979/04/18\n", "residual:date_of_birth"),
]


@pytest.mark.parametrize(("text", "check"), STOP)
def test_a_personal_value_beside_a_fake_still_stops_the_document(text: str, check: str) -> None:
    assert check in checks(text)
