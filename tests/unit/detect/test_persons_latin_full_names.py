"""Latin-script full names the Latin readers cut or dropped (issue 11, persons B, round 9):
lower-case particles between the capitalized words (dela, bin, van, dos: latin_name_particles.txt),
an apostrophe prefix (O'Neill, D'Souza), a given name that is also a weekday's abbreviation at the
name's end (Thu of a Vietnamese name), a name ending a sentence at a full stop, and names that the
English-word guess took for a compound or an inflection (Whitfield, James). Invented names only;
English runs, weekdays beside a time and domains stay."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("被告：Ramon dela Paz（菲律賓籍）", "Ramon dela Paz"),
        ("申請人：Noraini binti Yusof，馬來西亞籍", "Noraini binti Yusof"),
        ("｜R15｜Hafiz Idris bin Osman｜護照 A1234567｜", "Hafiz Idris bin Osman"),
        ("聯絡人 Pieter van Dijk 將於週一抵台", "Pieter van Dijk"),
        ("受款人：Ana Paula dos Reis", "Ana Paula dos Reis"),
        ("Best regards,\n\nSiobhan O'Leary\nOperations Manager", "Siobhan O'Leary"),
        ("申請人 Applicant：Declan O'Hara\n中文名：歐哈拉", "Declan O'Hara"),
        ("收件人：Priya D'Souza（業務）", "Priya D'Souza"),
    ],
)
def test_particles_and_apostrophes_belong_to_the_name(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("配偶 阮氏秋（Tran Thi Thu，E812345678）、子 林家宏", "Tran Thi Thu"),
        ("申訴人：Phạm Thị Thu（范氏秋），越南籍移工", "Phạm Thị Thu"),
        ("Tôi tên là Thu Trang. 我在台中工作", "Thu Trang"),
        ("我是 Daniel Whitmore. 謝謝您", "Daniel Whitmore"),
        ("帶領人：庾慧君、Thomas Ashfield 家族治療師", "Thomas Ashfield"),
    ],
)
def test_the_whole_name_is_read(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "會議改到 Thu 14:00，地點 Room B。",
        "Date: Thu Oct 3 2024",
        "請參考 Labor Standards Act 第 24 條。",
        "Cardholder Services 客服專線",
        "寄到 kevin.lin@example.com 即可",
        "Banco del Sur 匯款",
        "契約編號 Contract Ref. TX-2291-B",
        "加班依 LSA Art. 32 計算",
        "課程 Project Mgmt.　　3 學分",
        "欄位 Policyholder／Insured",
    ],
)
def test_weekdays_english_runs_and_domains_stay(text: str) -> None:
    assert persons(text) == []
