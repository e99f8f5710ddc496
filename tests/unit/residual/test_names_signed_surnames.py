"""Residual scan (issue 9, third wave): a surname standing alone where someone signs or is
named — after a signing or approval label (核章：謝, 覆核：總稽核上官, 經辦 林), after an
extension's number (分機 52 方。), after a Latin honorific (Ms. 黃, Dr.陳) — and a Latin given name
after a signing label (簽名：Thu) stop; a form's words glued to the label (簽收單, 紀錄表),
answers that are no surname (核准：是, 紀錄：無), a count after an extension and the case's
pseudonyms pass. Invented output texts; the case's pseudonyms are issued."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"沈品睿", "韋家瑜", "宋"}


def checks(text: str) -> list[str]:
    return scan(text, PERSONS, (), persons=PERSONS)


@pytest.mark.parametrize(
    ("text", "check"),
    [
        ("學員簽名：沈品睿　　主任核章：葉", "residual:surname_signed"),
        ("查核人員：韋家瑜　覆核：總稽核歐陽", "residual:surname_signed"),
        ("經辦 吳　　主管 沈品睿", "residual:surname_signed"),
        ("覆核：主任蔡\n日期：114/03/02", "residual:surname_signed"),
        ("收款人：林）", "residual:surname_signed"),
        ("如有疑問請洽 本處 分機 52 方。", "residual:surname_signed"),
        ("聯絡窗口：分機3317 許", "residual:surname_signed"),
        ("由國際處 Ms. 黃 協助英文溝通。", "residual:surname_after_honorific"),
        ("主治醫師 Dr.陳 說明病情", "residual:surname_after_honorific"),
        ("請 Mr 王 於週五前回覆", "residual:surname_after_honorific"),
        ("簽名：Thu　　店員：沈品睿", "residual:latin_name"),
        ("簽收：Budi", "residual:latin_name"),
    ],
)
def test_signed_surnames_stop(text: str, check: str) -> None:
    assert check in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "相對人均已簽收（附件二：出貨單及簽收單），惟未付款。",
        "請填寫紀錄表後交回。",
        "性別：男　核准：是",
        "紀錄：無",
        "分機 120 台已安裝完成。",
        "主任核章：宋",  # the case's pseudonym of a surname alone
        "覆核：沈品睿",
        "由國際處 Ms. 韋家瑜 協助。",
        "審核通過。",
    ],
)
def test_look_alikes_pass(text: str) -> None:
    assert not {"residual:surname_signed", "residual:surname_after_honorific",
                "residual:latin_name"} & set(checks(text))  # fmt: skip
