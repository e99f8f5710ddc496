"""Residual scan (issue 9): an extension written apart from any number that survived detection
stops the document (經辦 某某（分機 3317）). Every value is invented here; a number's own extension,
two digits, counts and pseudonyms pass."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = ["〔甲〕", "〔乙〕", "〔電話1〕", "02-2771-0000"]


@pytest.mark.parametrize(
    "text",
    [
        "【申報人】經辦 〔甲〕（分機 4471）　主管 〔乙〕",
        "核保員 〔乙〕　分機 #6620　覆核",
        "承辦人：〔甲〕，內線：2051，請於上班時間來電。",
        "如有疑問請洽社工員 〔甲〕（分機：30718）",
    ],
)
def test_an_extension_left_stops_the_document(text: str) -> None:
    assert "residual:phone" in scan(text, issued=ISSUED)


@pytest.mark.parametrize(
    "text",
    [
        "客服專線 0800-211-511 分機 321",  # a public hotline's own extension
        "電話 02-2771-0000 分機 123",  # the pseudonym's extension, replaced with it
        "請致電功德會（分機 15）",
        "本公司共設有分機 120 台",
        "經辦 〔甲〕（分機 〔電話1〕）",
        "臺灣臺北地方法院 113 年度訴字第 3317 號",
    ],
)
def test_no_extension_apart_passes(text: str) -> None:
    assert "residual:phone" not in scan(text, issued=ISSUED)
