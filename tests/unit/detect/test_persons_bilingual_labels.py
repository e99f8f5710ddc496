"""A bilingual label on a migrant worker's or a card holder's form (收款人 Penerima :, 持卡人
Cardholder：, 姓名 Nama :): the Latin word after the Chinese label is its translation, no name, and
the Latin name after the colon is the person, middle initials included. A chat speaker written
as a role and a Latin name (經辦 Amy：…) is still that name.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "  匯款人 Pengirim  : AGUS PRASETYO\n  電話 Telepon : 0912-345-678\n",
            "AGUS PRASETYO",
            "Pengirim",
        ),
        ("  收款人 Penerima : DEWI LESTARI\n  關係 Hubungan : 妹妹\n", "DEWI LESTARI", "Penerima"),
        (
            "　持卡人 Cardholder：JOSE R SANTOS\n　有效期限 Exp.：09/28\n",
            "JOSE R SANTOS",
            "Cardholder",
        ),
        (
            "申請人 Applicant：NGUYEN THI LAN\n國籍 Nationality：越南\n",
            "NGUYEN THI LAN",
            "Applicant",
        ),
        ("  經辦 Kasir：Rina\n  *請保留收據\n", "Rina", "Kasir"),
    ],
)
def test_the_name_after_a_bilingual_label_is_read_and_the_label_is_not(
    text: str, name: str, label: str
) -> None:
    found = replaced_persons(text, use_model=True)
    assert name in found
    assert label not in found


def test_a_role_and_a_latin_name_before_a_colon_stay_a_speaker() -> None:
    text = "10:02 經辦 Amy：好的 我再確認\n10:03 經辦 Amy：已完成\n"
    assert replaced_persons(text, use_model=True).count("Amy") == 2
