"""A criminal record (個資法 §6 犯罪前科) as a court decision or a prosecutor writes it: a prior
conviction cited in a judgment, the repeat offender's statute (累犯, 刑法第47條), a suspended
sentence revoked, a sentence executed (易科罰金, 易服社會勞動), 緩起訴 and its conditions, and
職權不起訴 (刑事訴訟法 §253: the offence found, the prosecution waived; rule crime.discretion):
routed HIGH even where a bank keeps criminal proceedings off premises, and masked whole. A
sentence of a trial still pending (appealed, not final) is masked by default as a sentence
pronounced (test_pronounced_sentences.py); where a bank keeps those readable it stays proceedings:
it routes by the default policy and masks nothing; a 不起訴 for want of evidence, a withdrawn
complaint or a death (§252) records no offence. Every value is invented for this test; none
comes from an evaluation set."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import SHORT_CLOSING as CLOSING
from tests.unit.helpers import short_layouts as _layouts
from tests.unit.helpers import unmasked
from worker.classify import SensitivityPolicy, classify, special_passages

NO_PROCEEDINGS = SensitivityPolicy(criminal_proceedings=False)

RECORDS = [
    # a prior conviction cited in a judgment
    "被告前因竊盜案件，經本院以110年度易字第321號判處有期徒刑6月，於111年3月2日易科罰金執行完畢。",
    "被告前因公共危險案件，經法院判處有期徒刑3月，並於112年1月5日繳納易科罰金完畢，有被告前案紀錄表在卷可稽。",
    "被告前因詐欺案件經法院判處有期徒刑1年2月確定，於113年8月縮短刑期假釋出監。",
    "被告前因妨害自由案件，經判處拘役50日確定，嗣於同年7月入監執行完畢出監。",
    "被告前因違反毒品危害防制條例案件，經本院判處有期徒刑10月確定，與另案接續執行，於112年9月1日執行完畢。",
    "查被告前於108年間因施用毒品案件，經法院裁定送觀察、勒戒後，認無繼續施用毒品傾向釋放。",
    # 累犯 by its statute
    "被告受有期徒刑之執行完畢後，5年以內故意再犯有期徒刑以上之本罪，應依刑法第47條第1項規定加重其刑。",
    "被告於五年內故意再犯有期徒刑以上之罪，爰依刑法第四十七條第一項加重其刑。",
    # 緩刑 revoked
    "被告前受緩刑之宣告，於緩刑期內更犯本罪，本件緩刑之宣告應予撤銷。",
    "聲請人以受刑人於緩刑期內因故意犯他罪，受逾6月有期徒刑之宣告確定，聲請撤銷其緩刑之宣告。",
    "被告之緩刑宣告經法院撤銷確定，應執行原宣告之刑。",
    # a sentence executed
    "受刑人前經判處有期徒刑4月，由臺灣臺中地方檢察署以112年度執字第1234號執行，已於同年5月繳清罰金。",
    "他之前酒駕被判，後來聲請易服社會勞動，做了兩百多個小時。",
    "被告曾經因為偷東西被法院判刑確定，當時有繳錢易科罰金。",
    "他三年前被判六個月，那次是易科罰金，錢是家裡幫他繳的。",
    # 緩起訴 and its conditions
    "被告經檢察官為緩起訴處分，緩起訴期間1年，並命被告向公庫支付新臺幣3萬元。",
    "本署依刑事訴訟法第253條之2第1項第4款，命被告於6個月內向指定之公益團體提供40小時之義務勞務。",
    "被告前經檢察官依刑事訴訟法第二百五十三條之一為處分，期間為二年，並應接受戒癮治療。",
    "被告於緩起訴期間內故意更犯有期徒刑以上之罪，經檢察官撤銷原處分並提起公訴。",
    "應徵者曾因傷害案件，經檢察官處分，命其向被害人道歉並支付慰撫金，處分期滿未經撤銷。",
]

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

PENDING = [
    "被告經本院判處有期徒刑8月，被告不服提起上訴，現由臺灣高等法院審理中。",
    "本件一審判決被告有罪，處有期徒刑6月，如易科罰金，以新臺幣1000元折算1日，尚未確定。",
    "他上個月被地院判了八個月，律師說會上訴。",
    "被告經原審判處有期徒刑3月，緩刑2年，檢察官不服提起上訴。",
    "被告涉嫌詐欺，經檢察官提起公訴，現由地方法院審理中，尚未判決。",
    "原審判處被告拘役30日，如易服勞役，以新臺幣1000元折算1日，被告已提起上訴。",
    "被告經判處有期徒刑6月，尚未確定。",
    "被告於判決確定前，經法院判處有期徒刑5月。",
]


@pytest.mark.parametrize("passage", RECORDS + DISCRETION)
def test_a_record_as_a_judgment_cites_it_is_routed_and_masked(passage: str) -> None:
    for text in _layouts(passage):
        for policy in (SensitivityPolicy(), NO_PROCEEDINGS):
            sensitivity = classify(text, True, policy)
            assert sensitivity.level is SensitivityLevel.HIGH
            assert "criminal_record" in sensitivity.categories
        assert unmasked(text, passage) == ""
    assert unmasked(_layouts(passage)[0], CLOSING) != ""


@pytest.mark.parametrize("passage", PENDING)
def test_a_pending_sentence_stays_proceedings_where_pronounced_sentences_stay_readable(
    passage: str,
) -> None:
    """A bank's choice (DEID_SENSITIVITY_MASK_PRONOUNCED_SENTENCES=false): a sentence not final is
    proceedings only. By default it is masked (test_pronounced_sentences.py), except the case
    without a sentence (起訴, 尚未判決)."""
    readable = SensitivityPolicy(pronounced_sentences=False)
    neither = SensitivityPolicy(criminal_proceedings=False, pronounced_sentences=False)
    for text in _layouts(passage):
        assert classify(text, True, readable).level is SensitivityLevel.HIGH  # on premises
        assert classify(text, True, neither).level is not SensitivityLevel.HIGH
        assert special_passages(text, readable) == []  # masks nothing


@pytest.mark.parametrize("passage", NO_RECORD)
def test_a_dismissal_records_no_offence(passage: str) -> None:
    for text in _layouts(passage):
        assert classify(text, True, NO_PROCEEDINGS).level is not SensitivityLevel.HIGH
