"""fold_ocr (worker/text/fold.py) and a table's column bars: a bar between cells is never the digit
1, while a bar inside a number (OCR read 1 as |) still is. Same length, offsets unchanged. Every
value is invented."""

from __future__ import annotations

import pytest

from worker.text.fold import fold, fold_ocr


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "1｜邱雅菁｜4916 S382 O774 1020｜—", "1|邱雅菁|4916 5382 0774 1020|-", id="card-row"
        ),
        pytest.param("|0933 S17 4O2|備註|", "|0933 517 402|備註|", id="phone-markdown-row"),
        pytest.param("帳號｜O12-33-5B9104-7｜已核", "帳號|012-33-589104-7|已核", id="account-row"),
        pytest.param(
            "3 | 林志宏 | Ｐ2O4518736 | 在職", "3 | 林志宏 | P204518736 | 在職", id="id-spaced-row"
        ),
        pytest.param("0922S18436｜林志宏", "0922518436|林志宏", id="one-bar-before-cjk"),
        pytest.param("0922S18436 ｜ 備註", "0922518436 | 備註", id="one-bar-space-cjk"),
        pytest.param("0922S18436|\t林志宏", "0922518436|\t林志宏", id="one-bar-before-tab"),
    ],
)
def test_a_column_bar_stays_a_bar(text: str, expected: str) -> None:
    out = fold_ocr(fold(text))
    assert out == expected
    assert len(out) == len(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("電話09|2-345-678", "電話0912-345-678", id="between-digits"),
        pytest.param("電話0912-345-67|", "電話0912-345-671", id="run-end"),
        pytest.param("電話0912-345-67|，", "電話0912-345-671,", id="run-end-punctuation"),
        pytest.param("手機09|2-3|5-678", "手機0912-315-678", id="two-ones-in-a-number"),
    ],
)
def test_a_bar_inside_a_number_is_still_a_one(text: str, expected: str) -> None:
    out = fold_ocr(fold(text))
    assert out == expected
    assert len(out) == len(text)
