"""Numbers positively known to be no person's (issue 11; worker/data/non_personal_shapes.txt): a
publication's or a letter's number after its label (ISBN, ISSN, DOI, 文號, 發文字號) is no bank
account, and a bank's or a branch's own code (分行代號, 銀行代碼, 總行代號, branch code) is no
person's code. The account or the personal code beside them is still read. Every value invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import BANK_ACCOUNT, OTHER_ID


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("參考書目：ISBN 978-957-000-213-4，第三版", "978-957-000-213-4"),
        ("ISBN：9789860000457", "9789860000457"),
        ("ISSN 2070-0000-1183 期刊", "2070-0000-1183"),
        ("依本府文號 1140021385701 辦理", "1140021385701"),
        ("發文字號：11400987650", "11400987650"),
    ],
)
def test_a_publications_or_letters_number_is_no_account(text: str, number: str) -> None:
    assert number not in _found(text)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("分行代號 0123", "0123"),
        ("分行代號：0458　帳號：（另附）", "0458"),
        ("總行代號：0040", "0040"),
        ("銀行代碼 8120 新莊分行", "8120"),
        ("Branch code: 0071", "0071"),
        ("分行代碼：2231", "2231"),
    ],
)
def test_a_banks_or_branchs_code_is_no_ones(text: str, code: str) -> None:
    assert code not in _found(text)


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("分行代號：0458　帳號：045100213377", "045100213377", BANK_ACCOUNT),
        ("ISBN 978-957-000-213-4 借書人帳號 30571120448", "30571120448", BANK_ACCOUNT),
        ("會員代號 0071", "0071", OTHER_ID),
        ("員工代號 3319", "3319", OTHER_ID),
        ("匯款 1234000567891 請查收", "1234000567891", BANK_ACCOUNT),
    ],
)
def test_the_personal_number_beside_them_stays(text: str, value: str, type_: str) -> None:
    assert _found(text).get(value) == type_
