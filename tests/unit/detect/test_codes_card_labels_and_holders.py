"""Personal codes with odd labels (issue 11): a card number that no bank issued (就診卡號, 掛號卡號,
集點卡號, 圖書館卡號, 卡片序號) is its holder's code, as …編號 / …號碼 labels already were; and a
number written before who holds it (我是 0389271 號會員, B2231 號病患, 第 4471 號收容人) is that
person's code, the label after its value (worker/data/number_holder_words.txt). Payment cards
stay with their own recognizer, a house number before 住戶 stays the address's. Every value
invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import ADDRESS, CARD_NUMBER, OTHER_ID


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("就診卡號 00288731", "00288731"),
        ("掛號卡號：A0028873", "A0028873"),
        ("集點卡號 8812-3390 點數 120", "8812-3390"),
        ("圖書館卡號 L0029381", "L0029381"),
        ("卡片序號 0093-2281", "0093-2281"),
        ("我是 0389271 號會員，想退費", "0389271"),
        ("B2231 號病患今天回診", "B2231"),
        ("第 4471 號收容人", "4471"),
        ("本社 20931 號社員", "20931"),
        ("QA-55012號的住戶反映漏水", "QA-55012"),
    ],
)
def test_the_holders_code_is_read(text: str, value: str) -> None:
    assert _found(text).get(value) == OTHER_ID, _found(text)


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("信用卡號 4111111111111111", "4111111111111111", CARD_NUMBER),
        ("VISA卡號 4111 1111 1111 1111", "4111 1111 1111 1111", CARD_NUMBER),
        ("住在中正路120號房客很吵", "中正路120號", ADDRESS),
        ("文化路 120 號住戶", "文化路 120 號", ADDRESS),
    ],
)
def test_payment_cards_and_house_numbers_keep_their_type(text: str, value: str, type_: str) -> None:
    assert _found(text).get(value) == type_, _found(text)


@pytest.mark.parametrize("text", ["12號房客很吵", "3號病床", "他是第3號選手"])
def test_a_short_number_before_a_holder_is_no_code(text: str) -> None:
    assert OTHER_ID not in _found(text).values()
