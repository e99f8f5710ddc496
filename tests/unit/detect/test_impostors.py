"""Impostors are no officials: a scam's fake police officer, prosecutor or judge named after an
impostor word in the same clause (自稱, 假冒, 佯稱, 冒充, 詐騙集團 …;
worker/data/impostor_words.txt), or with one right after the name, is a private person acting no
role: replaced, not kept (the labelling brief: fake officials in scam chats are persons). Real
officials in the same document stay kept. Every example is invented here."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _kinds(text: str) -> dict[str, tuple[str, str]]:
    return {
        text[s.start : s.end]: (s.type, s.action)
        for s in detect(text)
        if s.type in ("person", "official")
    }


@pytest.mark.parametrize(
    ("text", "impostor"),
    [
        ("對方自稱是刑事局偵查隊的胡警官，要我把錢轉到監管帳戶。", "胡警官"),
        ("一個假冒檢察官的范檢察官用視訊跟我說帳戶涉案", "范檢察官"),
        ("詐騙集團成員佯稱為書記官卓建宏，要求被害人交付現金。", "卓建宏"),
        ("LINE上冒充法官的「易法官」傳來公文照片", "易法官"),
        ("湯警官（假冒）要我到超商操作ATM", "湯警官"),
    ],
)
def test_an_official_named_as_an_impostor_is_a_person(text: str, impostor: str) -> None:
    assert _kinds(text).get(impostor) == ("person", "replace")


@pytest.mark.parametrize(
    ("text", "official"),
    [
        ("被告假冒檢察官，經本院法官符大明審理。", "符大明"),
        ("警員柏志成到場處理，被害人稱對方自稱檢察官。", "柏志成"),
        ("承辦檢察官柯國華偵查後認為被告涉犯詐欺罪。", "柯國華"),
    ],
)
def test_real_officials_beside_an_impostor_stay_kept(text: str, official: str) -> None:
    assert _kinds(text).get(official) == ("official", "keep")


def test_surname_and_title_officials_in_an_account_of_impersonation_are_persons() -> None:
    """In a document that tells of impersonation, 林警官 and 陳檢察官 named by surname and title are
    the scam's characters; the officer who signs the record with a full name stays an official."""
    text = (
        "被害人稱：對方假冒健保署人員來電。\n後來轉給一個褚警官，說我的帳戶涉及洗錢。\n"
        "又有一個駱檢察官用LINE傳了公文照片。\n詢問人：警員戚志明"
    )
    kinds = _kinds(text)
    assert kinds["褚警官"] == ("person", "replace")
    assert kinds["駱檢察官"] == ("person", "replace")
    assert kinds["戚志明"] == ("official", "keep")


def test_surname_and_title_officials_without_impersonation_stay_kept() -> None:
    text = "本院法官王大明、書記官李小華。\n林法官諭知：被告應於庭期到庭。"
    assert _kinds(text)["林法官"] == ("official", "keep")
