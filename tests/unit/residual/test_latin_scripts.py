"""Residual scan (issue 9, second wave): a Thai name, or a Latin name with Vietnamese or other
diacritics, left in Chinese text. Invented output texts (pseudonyms issued for the case) and
look-alikes; invented values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"Mr. David Cole", "卓建良", "顏素娥"}
ISSUED = PERSONS | {"K220581347"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "姓名：Mr. David Cole（ประยุทธ ใจดี）",
        "雇主卓建良表示，移工 อนุชา 已離職。",
        "簽名：วิไลวรรณ",
        "申訴人：卓建良 Nguyễn Văn Hùng，越南籍。",
        "越南語翻譯可找 Hương 協助。",
        "配偶 TRẦN THỊ MAI 同住。",
        "由 Phạm Đức 陪同到院。",
        "顏素娥的室友 Lê Hoa 作證。",
        "Ngô Thanh Tâm（K220581347）",
    ],
)
def test_name_in_another_script_stops(text: str) -> None:
    assert "residual:latin_name" in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "卓建良在 Café 等候。",  # a loanword with an accent
        "顏素娥收到 Pokémon 卡牌。",
        "通知書附越南文版：Tiếng Việt là ngôn ngữ chính thức của Việt Nam。",  # a sentence
        "泰文公告：ประกาศเรื่องการจ่ายค่าจ้างแรงงานต่างด้าวประจำเดือนมกราคม",  # a long Thai run
        "Đồng ý Không đồng ý：☑ 同意",  # a bilingual form's captions
        "Ký tên：卓建良　Ngày：114/03/02",
        "Mr. David Cole（卓建良）到場。",  # the case's pseudonyms
        "薪資新臺幣28,590元，案號114年度勞訴字第12號。",  # an amount and a case number
    ],
)
def test_look_alikes_pass(text: str) -> None:
    assert "residual:latin_name" not in checks(text)
