"""Residual scan, numbers said aloud (worker/residual/spoken.py): a run of spoken digits after a
personal label stops an output; amounts, counts, times, statutes and years said in words, and the
case's own pseudonyms after a label, pass. Every value invented."""

from __future__ import annotations

import pytest

from worker.residual import find, scan

ISSUED = {"0918-553-274", "K220418736", "4024-0071-3358-2210", "〔密碼〕"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED)


STOP = [
    "客戶：我電話零九六一，呃，三二八，五五七，你記一下",
    "號碼是零九二七四八一，三零六",
    "身分證是B兩么八四四六七三五",
    "身份證字號 M 二零九，那個，七七一，三五八",
    "卡號四九一六、二二零八、三三七一、五五零四",
    "信用卡 5 4 三一 然後 八八零二 七七六一 四四零九",
    "匯款帳號洞洞八，一二九，四四七，六五三",
    "郵局局號零一四二二八七",
    "驗證碼七四八二零九",
    "密碼是兩兩九九么么",
    "背面安全碼四八三",
    "OTP 三洞五 九九二",
    "生日是六九零八二三",
    "市話 二七五三，\n六八一九",
]


@pytest.mark.parametrize("text", STOP)
def test_a_number_said_after_its_label_stops_the_document(text: str) -> None:
    assert "residual:spoken_number" in checks(text)


PASS = [
    "電話費一個月三萬五千元",
    "帳號裡只剩一百二十塊",
    "驗證碼三點半才收到",
    "密碼錯誤三次就鎖卡",
    "卡號查詢，依刑法第三百二十條",
    "帳號是一九九九年開的",
    "電話打了兩百多通",
    "身分證兩張影本",
    "手機二十四小時開著",
    "一一二年度訴字第三四五號",
    "他說零九一二",  # no label, and too short for a phone
]


@pytest.mark.parametrize("text", PASS)
def test_word_numbers_after_a_label_pass(text: str) -> None:
    assert "residual:spoken_number" not in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "客戶：我電話0918-553-274，你記一下",
        "身分證是K220418736",
        "卡號4024-0071-3358-2210",
        "密碼是〔密碼〕",
    ],
)
def test_a_pseudonym_after_the_label_passes(text: str) -> None:
    assert checks(text) == []


def test_the_hit_is_the_run_said() -> None:
    text = "民眾：好，帳號是七七一，呃，三零八，五五二六，謝謝"
    hits = [h for h in find(text, ISSUED) if h.check == "residual:spoken_number"]
    assert [text[h.start : h.end] for h in hits] == ["七七一，呃，三零八，五五二六"]


# The next list item's numeral after a number (its pseudonym or a public one) and a word of 一 end
# the run: the output's own digits with 四 of ⏎四、 or 一 of 一直 read as one spoken number stopped
# clean documents (issue 9, third wave).
@pytest.mark.parametrize(
    "text",
    [
        "聯絡電話：0918-553-274\n\n二、保證人\n姓名：〔密碼〕",
        "匯入帳戶：帳號 4024-0071-3358-2210。\n三、乙方如有一期未付",
        "電話 0918-553-274。\n\n四之一、會談觀察",
        "（局號 0918-553-274\n五　帳號另列）",
        "帳號 4024-0071-3358-2210\n（二）其餘請求拋棄",
        "密碼〔密碼〕一直錯，請重設",
        "手機號碼 0918-553-274 一下子就打通了",
    ],
)
def test_list_numerals_and_words_of_one_end_a_run(text: str) -> None:
    assert "residual:spoken_number" not in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "電話是零九三五\n四四八，二七一",  # a number wrapped onto the next line still joins
        "卡號四五三九、\n二二一八、七七零三、一一四六",
        "密碼是三三八八九九，一直都是這個",
        "帳號洞洞七、一二九四、五五八三\n四、其他",
    ],
)
def test_numbers_before_them_still_stop(text: str) -> None:
    assert "residual:spoken_number" in checks(text)
