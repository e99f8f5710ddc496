"""``worker.detect.candidates``: what one detector run proposed, beside what it decided.

The candidates hold every span ``detect`` returns (the decision only picks among what was
generated, or derives from it), in the same offsets into the original text, the expanded-view
(㈠, ⑩) and compact-view (spaced, broken values) mappings included; and a candidate the decision
drops (a name inside a firm's name, a procedural date) is still there. All values are fictional.
"""

from __future__ import annotations

import pytest

from worker.detect import Candidates, candidates, detect
from worker.text import spans as T

DOCUMENTS = [
    pytest.param("原告王大同住臺北市大安區和平東路二段100號，電話0912-345-678。", id="plain"),
    pytest.param("被告晴川法律事務所負責人林小芬，身分證字號B223456781。", id="firm"),
    pytest.param(
        "本件於民國112年3月5日言詞辯論終結，被告吳志明應給付原告新臺幣五萬元。", id="dates"
    ),
    pytest.param("㈠聲請人陳阿土，帳號012-345678901234。㈡相對人李大華，⑩號證。", id="expanded"),
    pytest.param("存戶姓名：鄭 美 玲\n帳號：0123 4567\n8901 23，請匯款。", id="compact"),
    pytest.param(
        "寄件人：Amy欣怡 <amy.hsin@example.com>\n車號ABC-1234，信用卡4111 1111 1111 1111。",
        id="latin",
    ),
    pytest.param(
        "證人 張 小 華 證稱：身分証字號Ｆ１２３４５６７８９，住新北市板橋區文化路一段5號3樓。",
        id="full-width",
    ),
    pytest.param("檢察官　周正義\n書記官　何美秀\n被告黃建國於111年6月1日出生。", id="officials"),
    pytest.param("   \n", id="blank"),
]


def _key(s: T.Span) -> tuple[int, int, str, str]:
    return (s.start, s.end, s.type, s.action)


@pytest.mark.parametrize("use_model", [False, True], ids=["rules", "models"])
@pytest.mark.parametrize("text", DOCUMENTS)
def test_candidates_hold_every_detected_span(text: str, use_model: bool) -> None:
    found = candidates(text, use_model=use_model)
    assert isinstance(found, Candidates)
    decided = detect(text, use_model=use_model)
    assert found.decided == decided  # the same run as detect's
    proposed = {_key(s) for s in found.spans}
    assert {_key(s) for s in decided} <= proposed
    order = [(s.start, s.end, s.type, s.action, s.source) for s in found.spans]
    assert order == sorted(order)  # sorted (spans differing only in score in a fixed order)
    assert len(set(found.spans)) == len(found.spans)  # without duplicates
    for s in found.spans:
        assert 0 <= s.start < s.end <= len(text)


def test_candidates_are_in_original_offsets_through_the_expanded_view() -> None:
    text = "㈠聲請人陳阿土。㈡相對人李大華。"
    spans = candidates(text, use_model=False).spans
    people = {text[s.start : s.end] for s in spans if s.type == T.PERSON}
    assert {"陳阿土", "李大華"} <= people


@pytest.mark.parametrize(
    "firm", ["蔚嵐法律事務所", "林泉會計師事務所", "高翔工程行", "馮遠企業社", "葉晨聯合律師事務所"]
)
def test_a_candidate_decided_away_is_still_a_candidate(firm: str) -> None:
    # a name read inside a firm's name is the firm's brand: detect drops the person, the
    # candidates keep it
    text = f"被告{firm}負責人林小芬。"
    found = candidates(text, use_model=False)
    lo, hi = text.index(firm), text.index(firm) + len(firm)

    def inside(spans: list[T.Span]) -> list[T.Span]:
        return [s for s in spans if s.type == T.PERSON and lo <= s.start and s.end <= hi]

    assert inside(found.spans)
    assert not inside(found.decided)


def test_models_argument_and_known_names_pass_through() -> None:
    text = "本案當事人阿土伯到場。"
    known = {"阿土伯": (T.PERSON, 0)}
    found = candidates(text, use_model=False, known_names=known, models=())
    assert found.decided == detect(text, use_model=False, known_names=known, models=())
    assert {_key(s) for s in found.decided} <= {_key(s) for s in found.spans}


def test_bad_input_raises_as_detect_does() -> None:
    from worker.detect import DetectionInputError

    with pytest.raises(DetectionInputError):
        candidates(b"bytes")  # type: ignore[arg-type]
