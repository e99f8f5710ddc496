"""Contact data as outside authors write it (worker/detect/contact.py, issue 11): a handle after
its platform's name in brackets or quotes, an id in parentheses after a display name, an account
in brackets or quotes a few words after the platform, and a resident's unit beside a chat speaker
(phones read out in Chinese digits: test_spoken.py). Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.detect.contact import find_chat_handles, find_social_handles
from worker.text import spans as T


def _found(spans: object, text: str) -> list[str]:
    return [text[s.start : s.end] for s in spans]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text, handle",
    [
        ("聯絡方式 LINE:「mei_ting0428」", "mei_ting0428"),
        ("【IG】ho.chiayi_22 有作品集", "ho.chiayi_22"),
        ("Telegram：『zx_runner7』", "zx_runner7"),
        ("WeChat號：wxid_p4q9r2", "wxid_p4q9r2"),
        ("[LINE] yuan_fish_03", "yuan_fish_03"),
        ("請加我的TG：「kk.lo_91」", "kk.lo_91"),
        ("叫我加LINEsuyi_0612，說", "suyi_0612"),
    ],
)
def test_handle_after_platform_in_brackets_or_quotes(text: str, handle: str) -> None:
    assert handle in _found(find_social_handles(text), text)
    covered_as(text, handle, T.SOCIAL_HANDLE)


@pytest.mark.parametrize(
    "text, handle",
    [
        ("FB：「Lo HsinYi」（id: hsinyi.lo.88）", "hsinyi.lo.88"),
        ("IG名稱「Momo Tseng」(ID:momo_tseng_)", "momo_tseng_"),
    ],
)
def test_id_after_a_quoted_display_name(text: str, handle: str) -> None:
    found = _found(find_social_handles(text), text)
    assert handle in found
    assert not any(" " in f for f in found)  # the Latin display name is no handle


@pytest.mark.parametrize(
    "text, handle",
    [
        ("有事傳LINE給阿姨（tran.thi77），她看得懂", "tran.thi77"),
        ("房東說 LINE 找「阿琴的套房」就可以", "阿琴的套房"),
        ("請加IG「小杏仁烘焙」詢問", "小杏仁烘焙"),
    ],
)
def test_account_a_few_words_after_the_platform(text: str, handle: str) -> None:
    assert handle in _found(find_social_handles(text), text)


@pytest.mark.parametrize(
    "text",
    [
        "被告以LINE向原告表示：「下個月一定還」",
        "多次以LINE傳訊「你再不接就完了」給她",
        "加入LINE群組「三樓住戶群」討論",
        "在IG上傳（2023）的照片",
        "用LINE Pay付款",
        "航班 TG 721（曼谷—臺北）",
        "擔任產線 Line leader 一職",
        "※ 發信站: 批踢踢實業坊(ptt.cc)",
    ],
)
def test_quoted_messages_groups_and_brand_words_are_no_handle(text: str) -> None:
    assert _found(find_social_handles(text), text) == []


def test_unit_beside_a_chat_speaker() -> None:
    text = (
        "【19:02】鄭阿姨 C5-08：電梯又壞了\n"
        "【19:03】阿德 9樓：真的\n"
        "[19:05] 黃先生 A11-2：我也卡住\n"
        "【19:06】Ken李 B3-115：+1\n"
        "【19:07】總幹事 14F-2：已報修\n"
    )
    found = [(text[s.start : s.end], s.type) for s in find_chat_handles(text)]
    for unit in ("C5-08", "A11-2", "B3-115"):
        assert (unit, T.OTHER_ID) in found
    assert not any(v in ("9樓", "14F-2") for v, kind in found if kind == T.OTHER_ID)
    covered_as(text, "C5-08", T.OTHER_ID)
    untouched(text, "電梯又壞了")
