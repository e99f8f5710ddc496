"""職權不起訴 is a criminal record (個資法 §6 犯罪前科; worker/data/special_categories.txt rule
crime.discretion): the prosecutor finds the offence and waives the prosecution (刑事訴訟法 §253), so
the document is HIGH even where a bank keeps criminal proceedings off premises
(``criminal_proceedings=False``), and the passage is masked whole. A 不起訴 for want of evidence, a
withdrawn complaint or a death (§252) records no offence: with proceedings off it is no evidence.
Every value is invented for this test; none comes from an evaluation set."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import unmasked
from worker.classify import SensitivityPolicy, classify

INTRO = "本件相關資料整理如下，供審查人員參考。"
CLOSING = "以上資料請於期限內回覆。"
NO_PROCEEDINGS = SensitivityPolicy(criminal_proceedings=False)

DISCRETION = [
    "本件被告犯罪情節輕微，本署認以不起訴為適當，爰依刑事訴訟法第253條為不起訴處分。",
    "被告所涉傷害罪嫌，經本署審酌後，依職權為不起訴處分。",
    "被告行為後已賠償告訴人，依刑事訴訟法第二百五十三條規定，予以不起訴處分。",
    "應徵者前經地檢署檢察官以113年度偵字第4812號依職權為不起訴處分確定。",
    "檢察官依職權處分不起訴，並命被告向被害人道歉。",
    "那次偷拿店裡的東西，檢察官說是微罪不舉，他才沒事。",
    "他那件竊盜案最後是職權不起訴，沒有判刑。",
    "依刑訴法第 253 條處分不起訴，理由是情節輕微。",
    "被 告 經 檢 察 官 依 職 權 不 起 訴 處 分 。",
]

NO_RECORD = [
    "檢察官認被告犯罪嫌疑不足，依刑事訴訟法第252條第10款為不起訴處分。",
    "告訴人已撤回告訴，依刑事訴訟法第252條第5款為不起訴處分。",
    "被告於偵查中死亡，應為不起訴之處分。",
    "本院依職權調查證據後，認原告之請求為有理由。",
    "承辦人依職權更正登記簿之錯誤記載。",
]


def _layouts(passage: str) -> list[str]:
    return [f"{INTRO}\n\n{passage}\n\n{CLOSING}", f"{INTRO}{passage}{CLOSING}"]


@pytest.mark.parametrize("passage", DISCRETION)
def test_prosecutorial_discretion_is_a_record_and_is_masked(passage: str) -> None:
    for text in _layouts(passage):
        for policy in (SensitivityPolicy(), NO_PROCEEDINGS):
            sensitivity = classify(text, True, policy)
            assert sensitivity.level is SensitivityLevel.HIGH
            assert "criminal_record" in sensitivity.categories
        assert unmasked(text, passage) == ""
    assert unmasked(_layouts(passage)[0], CLOSING) != ""  # a paragraph of its own: that alone


@pytest.mark.parametrize("passage", NO_RECORD)
def test_a_dismissal_records_no_offence(passage: str) -> None:
    for text in _layouts(passage):
        assert classify(text, True, NO_PROCEEDINGS).level is not SensitivityLevel.HIGH
