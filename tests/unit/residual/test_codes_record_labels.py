"""The residual scan's labels of record and inmate numbers (worker/residual/data/id_labels.txt):
a chart number after 病歷 or Chart No. / MRN, an inmate's 呼號 or 受刑人編號, as a label or a
column header, stops the document when left; the pseudonym, or a year after 病歷, passes. Every
value invented."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"〔甲〕", "〔編號1〕"}


@pytest.mark.parametrize(
    "text",
    [
        "〔甲〕（病歷 00417735）",
        "呼號 0742",
        "Chart No. 0098312",
        "MRN: 7730215",
        "受刑人編號 T-30917",
        "序｜受刑人｜呼號\n1｜〔甲〕｜3172\n",
    ],
)
def test_a_record_or_inmate_number_left_stops_the_document(text: str) -> None:
    assert "residual:id_number" in scan(text, ISSUED)


@pytest.mark.parametrize(
    "text", ["〔甲〕（病歷 〔編號1〕）", "請調閱病歷113年1月", "呼號〔編號1〕"]
)
def test_a_pseudonym_or_a_year_after_the_label_passes(text: str) -> None:
    assert "residual:id_number" not in scan(text, ISSUED)
