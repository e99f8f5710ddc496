"""A conviction and sentence a court pronounced about a person (rule crime.pronounced, policy group
``pronounced``): a judgment's 主文 (犯…罪，處有期徒刑…), an appeal quoting the judgment below, a
sentence with 緩刑, a fine, a colloquial 被判了五個月 — final or not. Masked as a criminal record by
default, and routed HIGH even where a bank keeps criminal proceedings off premises; with
``pronounced_sentences=False`` (DEID_SENSITIVITY_MASK_PRONOUNCED_SENTENCES=false) the sentence is
proceedings again: routed by the default policy, readable. Proceedings without a sentence
pronounced (偵查, 起訴書 asking one: 請…判處, 求處; 涉嫌; a statute's range 處五年以下有期徒刑; a
possibility: 最重可處, 若被判) mask nothing. Every value is invented for this test; none comes
from an evaluation set."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import SHORT_CLOSING as CLOSING
from tests.unit.helpers import short_layouts, unmasked
from worker.classify import SensitivityPolicy, classify, special_passages
from worker.config import Settings

READABLE = SensitivityPolicy(pronounced_sentences=False)
NO_PROCEEDINGS = SensitivityPolicy(criminal_proceedings=False)

PRONOUNCED = [
    # a judgment's 主文, in full-width numerals and in digits
    "韓志遠犯侵占罪，處有期徒刑伍月，如易科罰金，以新臺幣壹仟元折算壹日。",
    "駱佩珊犯竊盜罪，處拘役肆拾日，如易科罰金，以新臺幣壹仟元折算壹日。",
    "冉雅雯犯過失傷害罪，處罰金新臺幣壹萬伍仟元，如易服勞役，以新臺幣壹仟元折算壹日。",
    "被告宓俊宏犯詐欺取財罪，共參罪，各處有期徒刑陸月。",
    "Nguyen Van Hai犯非法持有第二級毒品罪，處有期徒刑3月，併科罰金新臺幣2萬元。",
    "邢家豪犯背信罪，處有期徒刑捌月，緩刑參年。",
    "被告犯公然侮辱罪，處罰金新臺幣9,000元，褫奪公權壹年。",
    # the judgment below, quoted in an appeal
    "原判決認上訴人犯毀損罪，處拘役二十日，上訴人不服。",
    "原審判處上訴人有期徒刑7月，量刑顯然過重。",
    # told in a news report, a letter, a chat
    "臺灣高雄地方法院依業務侵占罪判處蘇姓會計有期徒刑 2 年，全案仍可上訴。",
    "一審法院判處他有期徒刑1年6月，他說一定會上訴。",
    "她上禮拜被判了五個月，律師說還可以上訴。",
    "這場官司二審判了一年，他還在考慮要不要上訴。",
    "他上個月被地院判有罪，目前還沒確定。",
]

ALSO_RECORDS = [  # a sentence pronounced beside a record's words: masked whatever the setting
    "鄒建民犯竊盜罪，累犯，處有期徒刑柒月。",  # 累犯: a prior conviction
    "被告犯詐欺取財罪，共貳罪，各處有期徒刑肆月，應執行有期徒刑陸月。",  # 執行有期徒刑
    "岑麗華犯侵占罪，處有期徒刑伍月，緩刑貳年，並應向公庫支付新臺幣伍萬元。",  # a condition
]

PROCEEDINGS_ONLY = [
    "核被告所為，係犯刑法第320條第1項之竊盜罪嫌，請依法判處有期徒刑8月。",
    "檢察官具體求處有期徒刑1年2月，並請沒收犯罪所得。",
    "被告涉嫌侵占公款，案經警方移送地檢署偵辦，目前仍在偵查中。",
    "依刑法第339條第1項，詐欺取財者處五年以下有期徒刑、拘役或科或併科五十萬元以下罰金。",
    "律師提醒他若被判有罪，最重可處有期徒刑七年。",
    "辯護人請求給予被告緩刑2年之宣告。",
    "是否宣告緩刑，請審酌被告與告訴人之和解情形。",
]

NO_SENTENCE = [  # 判了 after a word ending in 判: the length of a negotiation, no sentence
    "勞資雙方談判了五個月，才簽下新的團體協約。",
    "兩家公司談判了兩年多仍無共識。",
    "他在業餘聯賽當裁判了十年。",
]


@pytest.mark.parametrize("passage", PRONOUNCED)
def test_a_pronounced_sentence_is_routed_and_masked_by_default(passage: str) -> None:
    for text in short_layouts(passage):
        for policy in (SensitivityPolicy(), NO_PROCEEDINGS):
            sensitivity = classify(text, True, policy)
            assert sensitivity.level is SensitivityLevel.HIGH
            assert "criminal_record" in sensitivity.categories
            assert "rule:crime.pronounced" in sensitivity.reasons
        assert unmasked(text, passage) == ""
    assert unmasked(short_layouts(passage)[0], CLOSING) != ""


@pytest.mark.parametrize("passage", PRONOUNCED)
def test_a_bank_may_keep_a_pronounced_sentence_readable(passage: str) -> None:
    """``pronounced_sentences=False``: proceedings only, routed by the default policy, unmasked
    (a sentence not known to be final; the final ones are records and mask in any case)."""
    for text in short_layouts(passage):
        assert unmasked(text, passage) == ""  # the default
        assert special_passages(text, READABLE) == []
        if "有罪" not in passage:  # a sentence's words are proceedings (判有罪 is not)
            assert classify(text, True, READABLE).level is SensitivityLevel.HIGH


@pytest.mark.parametrize("passage", ALSO_RECORDS)
def test_a_pronounced_sentence_beside_a_record_is_masked_whatever_the_setting(
    passage: str,
) -> None:
    for text in short_layouts(passage):
        for policy in (SensitivityPolicy(), READABLE):
            assert classify(text, True, policy).level is SensitivityLevel.HIGH
            assert unmasked(text, passage) == ""
            assert special_passages(text, policy) != []


@pytest.mark.parametrize("passage", PROCEEDINGS_ONLY)
def test_proceedings_without_a_pronounced_sentence_mask_nothing(passage: str) -> None:
    for text in short_layouts(passage):
        assert classify(text, True).level is SensitivityLevel.HIGH  # on premises by default
        assert "rule:crime.pronounced" not in classify(text, True).reasons
        assert special_passages(text) == []


@pytest.mark.parametrize("passage", NO_SENTENCE)
def test_a_negotiation_of_months_is_no_sentence(passage: str) -> None:
    for text in short_layouts(passage):
        assert classify(text, True).level is SensitivityLevel.NORMAL


def test_the_setting_reaches_the_policy() -> None:
    assert Settings().sensitivity_policy().pronounced_sentences is True
    off = Settings(sensitivity_mask_pronounced_sentences=False).sensitivity_policy()
    assert off.pronounced_sentences is False
    assert off.criminal_proceedings is True
