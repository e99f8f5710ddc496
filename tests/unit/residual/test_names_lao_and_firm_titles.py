"""Residual scan, 老 and a common surname as a nickname after a role (客服 老蕭, 同事老王), and a
surname before a firm's or an association's title (許理事長, 王董事長, 林總經理; data/titles.txt).
And what must pass: 老 before an ordinary word (老師, 老闆, 老實說), thanks before a title
(感謝老師), the case's pseudonyms. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"郭靜慧", "老潘"}


def checks(text: str) -> list[str]:
    return scan(text, PERSONS, persons=PERSONS)


STOP = [
    ("好運搬家 客服 老蕭 敬上", "name_after_role"),
    ("聯絡人：老陳", "name_after_role"),
    ("同事老王說他看到了。", "name_after_role"),
    ("許理事長您好，", "name_before_title"),
    ("伴手禮送 謝理事長", "name_before_title"),
    ("會後王董事長表示同意。", "name_before_title"),
    ("林總經理核准", "name_before_title"),
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[t for t, _ in STOP])
def test_a_lao_nickname_or_a_surname_with_a_firms_title_stops(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


PASS = [
    "客服 老師說明流程。",
    "同事老闆說可以。",
    "總務 老實說不清楚。",
    "感謝老師 有狀況再說",
    "多謝理事長的幫忙",
    "同事老潘說他看到了。",
    "理事長表示支持。",
]


@pytest.mark.parametrize("text", PASS)
def test_words_after_lao_thanks_and_pseudonyms_pass(text: str) -> None:
    assert checks(text) == []
