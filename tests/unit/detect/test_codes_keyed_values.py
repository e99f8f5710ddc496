"""Values of machine-made records whose key names an identifier or a secret
(codes.find_keyed_values, machine_keys.txt, and the English labels of id_labels.txt spelt as keys):
a JSON object's "member_id": 600218, a log's uid=1029384, card_last4=5127, "pwd":"…", a bearer
token; and a CSV export's columns read under their header even where a row has empty or quoted
cells. Keys that name nothing personal, empty and null values, and the keys themselves stay.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _found(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text) if s.action == "replace"}


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ('{"member_id": 700315, "status": "ok"}', "700315", "other_id"),
        ("INFO [auth] login.success uid=2038417 ip=203.0.113.9", "2038417", "other_id"),
        ("order.paid card_last4=6642 amount=1200", "6642", "bank_account"),
        ('{"account_last5":"51207","paid_on":"2024-05-01"}', "51207", "bank_account"),
        ('payload={"account":"x@example.com","pwd":"Hk#20010506"}', "Hk#20010506", "password"),
        ('{"card":"4111 1111 1111 1111","cvv":"731"}', "731", "password"),
        (
            "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl",
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl",
            "password",
        ),
        ('{"patientId": "P0093311"}', "P0093311", "other_id"),
        ("chartNo=0047719 visit=20240613", "0047719", "other_id"),
    ],
)
def test_a_value_after_a_personal_key_is_that_type(text: str, value: str, kind: str) -> None:
    assert _found(text).get(value) == kind, _found(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"page": 1, "size": 30, "total": 1234}',
        "status=200 latency_ms=35 retries=2",
        '{"pwd": null, "pin": "", "cvv": "***"}',
    ],
)
def test_keys_that_name_nothing_personal_and_empty_values_stay(text: str) -> None:
    assert _found(text) == {}, _found(text)


def test_the_keys_themselves_are_no_handles() -> None:
    found = _found('{"member_id": 700315, "card_last4":"6642"}  x_total=3')
    assert not {"member_id", "card_last4", "x_total"} & set(found), found


def test_a_handle_speaking_in_a_chat_is_still_a_handle() -> None:
    assert _found("mei_ling88: 你好，包裹到了嗎")["mei_ling88"] == "social_handle"


def test_a_csv_export_with_empty_and_quoted_cells_is_read_by_its_header() -> None:
    text = (
        "學號,學生姓名,家長LINE,學費轉帳末五碼,備註\n"
        "T114-0007,某甲,ming.kf,86210,\n"
        'T114-0008,"某乙",,10477,"兄弟同報,九折"\n'
    )
    found = _found(text)
    assert found.get("T114-0007") == "other_id" and found.get("T114-0008") == "other_id", found
    assert found.get("86210") == "bank_account" and found.get("10477") == "bank_account", found
    assert found.get("ming.kf") == "social_handle", found


def test_an_sql_insert_with_its_columns_gives_each_value_its_columns_type() -> None:
    text = (
        "INSERT INTO `members` (`member_id`,`name`,`line_id`,`legacy_pwd`,`note`) VALUES\n"
        "(700315,'邴志遠','ping.cy77','Qa@19870602','VIP, 喜歡靠窗'),\n"
        "(700316,'Daniel Whitfield',NULL,'abc12345','O''Brien 介紹');\n"
    )
    found = _found(text)
    assert found.get("700315") == "other_id" and found.get("700316") == "other_id", found
    assert found.get("邴志遠") == "person" and found.get("Daniel Whitfield") == "person", found
    assert found.get("ping.cy77") == "social_handle", found
    assert found.get("Qa@19870602") == "password" and found.get("abc12345") == "password", found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('{"order": 77, "customer_name": "Sunny歐陽", "total": 350}', "Sunny歐陽"),
        ('{"holder":"NGUYEN THI LAN","exp":"09/28"}', "NGUYEN THI LAN"),
        ("receiver_name=阿凱 addr=宜蘭縣", "阿凱"),
    ],
)
def test_a_value_under_a_name_key_that_reads_as_a_name_is_a_person(text: str, name: str) -> None:
    assert _found(text).get(name) == "person", _found(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"items": [{"name": "滷雞腿便當", "qty": 3}, {"name": "排骨便當", "qty": 1}]}',
        '<sms address="0912345678" contact_name="(Unknown)" />',
        "INSERT INTO firms (id, name) VALUES (1, '德霖精密工業股份有限公司');",
    ],
)
def test_a_product_an_unknown_contact_or_a_firm_under_a_name_key_is_no_person(text: str) -> None:
    assert "person" not in _found(text).values(), _found(text)


def test_a_machine_exports_header_of_keys_types_its_columns_and_is_no_handle() -> None:
    text = (
        "order_no,order_time,buyer_account,recipient,recipient_mobile,note\n"
        '"OD2405110031","2024-05-11 21:03:44","kuo_lulu88","郭露露","0937-201-554","請下午送"\n'
        '"OD2405110032","2024-05-11 21:17:02","dawei.chen","Sri Wahyuni","0919532006",""\n'
    )
    found = _found(text)
    assert found.get("kuo_lulu88") == "social_handle", found
    assert found.get("dawei.chen") == "social_handle", found
    assert found.get("Sri Wahyuni") == "person", found
    assert not {"order_no", "order_time", "buyer_account", "recipient_mobile"} & set(found), found
