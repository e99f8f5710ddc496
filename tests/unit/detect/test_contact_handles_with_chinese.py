"""A user name with a Chinese part after its underscore (issue 11, contact._UNDERSCORE_HANDLE and
codes' handle shape): marketplaces and chat exports print tw_阿倫0827 or jd_雨桐0415, labelled or
not; the whole token is the handle, not only its Latin head. A Chinese part with nothing after
it, or an underscore in a file name, is not one. Invented handles only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _handles(text: str) -> set[str]:
    return {text[s.start : s.end] for s in detect(text) if s.type == "social_handle"}


@pytest.mark.parametrize(
    "text, value",
    [
        ("買家：tw_小倫0912（小倫）\u3000店鋪：某某集運", "tw_小倫0912"),
        ("用戶：jd_雅雯88（訂單 8841）", "jd_雅雯88"),
        ("2024-11-21 10:32:15 sp_阿凱2024：你好，我的包裹呢", "sp_阿凱2024"),
        ("賣家帳號 shop_喵喵a1 已停權", "shop_喵喵a1"),
        ("暱稱：kiki_花花77", "kiki_花花77"),
    ],
)
def test_a_handle_with_a_chinese_part_is_found_whole(text: str, value: str) -> None:
    assert value in _handles(text)


@pytest.mark.parametrize(
    "text",
    [
        "變數 max_值 不要改",
        "附件 report_2024.pdf 已上傳",
        "程式碼 use_快取 關閉",
    ],
)
def test_a_chinese_part_closing_the_token_or_a_file_name_is_no_handle(text: str) -> None:
    assert not any("_" in h and not h.isascii() for h in _handles(text))
