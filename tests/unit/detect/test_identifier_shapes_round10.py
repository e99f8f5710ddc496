"""Identifier kinds found on round 10's train authors, each with new variants (invented numbers):

* an extension written with a # after its label or a menu digit before it is part of the phone
  (分機 #327, 轉8#2317), one value with the number (contact._EXT);
* a number named an account after it (第012-03-008547-1號存款帳戶, …號帳戶) is the account, though
  第…號 otherwise marks a case or a document number (identifiers._ACCOUNT_AFTER);
* a pawn shop's ticket number after 當票 with the shop's character before it (當票鴻字113-0487,
  當票號碼龍113-2216) is `other_id` (codes: shape ``ticket``), and so is a farm's 登記證字號.
"""

from __future__ import annotations

import pytest

from worker.detect import detect


def _whole(text: str, value: str, kind: str) -> bool:
    start = text.index(value)
    return any(
        s.type == kind and s.start <= start and start + len(value) <= s.end for s in detect(text)
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("請洽債權管理部 (02)2718-6650 分機 #327 協商", "(02)2718-6650 分機 #327"),
        ("客服專線(02)2175-8890轉8#2317。", "(02)2175-8890轉8#2317"),
        ("聯絡電話 04-2325-6641 分機#15", "04-2325-6641 分機#15"),
        ("請撥 07-331-2288 轉 #604 找我", "07-331-2288 轉 #604"),
    ],
)
def test_an_extension_with_a_hash_is_part_of_the_phone(text: str, value: str) -> None:
    assert _whole(text, value, "phone")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("由借款人在貴會之第012-03-008547-1號存款帳戶自動扣繳", "012-03-008547-1"),
        ("由借款人在貴會之第Ol2-O3-OO8547-l號存款帳戶自動扣繳", "Ol2-O3-OO8547-l"),
        ("款項匯入第2088-10-0073615-2號帳戶", "2088-10-0073615-2"),
        ("請存入第0051-22-7731906號活期存款帳戶", "0051-22-7731906"),
    ],
)
def test_a_number_named_an_account_after_it_is_the_account(text: str, value: str) -> None:
    assert _whole(text, value, "bank_account")


@pytest.mark.parametrize(
    "text",
    ["依本院113年度訴字第1234號判決", "依民法第184條第1項", "本府113年5月3日府社字第1130045號函"],
)
def test_a_case_statute_or_letter_number_stays(text: str) -> None:
    assert not any(s.type == "bank_account" for s in detect(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("您於本店典當之物品（當票鴻字113-0487）已滿當", "鴻字113-0487"),
        ("當票號碼龍113-2216是否你本人簽名？", "龍113-2216"),
        ("當票號碼：福字第1140-0093號，金飾一條", "福字第1140-0093號"),
        ("原登記證字號：雲畜登字第0413號", "雲畜登字第0413號"),
    ],
)
def test_a_pawn_ticket_and_a_farm_registration_are_other_id(text: str, value: str) -> None:
    assert _whole(text, value, "other_id")


@pytest.mark.parametrize("text", ["當票已遺失，請補發", "這張當票是我的"])
def test_the_ticket_word_alone_is_no_value(text: str) -> None:
    assert not any(s.type == "other_id" for s in detect(text))
