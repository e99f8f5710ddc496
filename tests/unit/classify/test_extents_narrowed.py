"""Extents that stop where the special-category text stops (worker/classify.py): a label line's
block ends at the next top-level heading, at its own item's next heading or after BLOCK_UNIT_MAX
characters (a judgment written without blank lines is no block); a block is masked whole only when
two of its lines or more hold evidence (one line naming two things is no record's section). And the
words these narrower extents would otherwise have lost: a genetic variant carried or not, a home
measurement compared with the last one. Every text is invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import unmasked as _uncovered
from worker.classify import BLOCK_UNIT_MAX

ANCHOR = "經醫院診斷為腰椎骨折，住院五日。"
NUMERALS = ("四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三")


@pytest.mark.parametrize(
    ("label", "items", "after"),
    [
        (
            "二、原告所受傷害：",
            ["　　左側鎖骨骨折、右膝挫傷。", "　　術後需休養三個月。"],
            "三、請求項目：原告請求賠償新臺幣二十萬元。",
        ),
        (
            "（一）診斷：",
            ["　1. 第二型糖尿病", "　2. 高血壓"],
            "（二）被告於同年五月將租金匯入原告帳戶。",
        ),
        (
            "性騷擾事實經過：",
            ["被申訴人多次在會議室對申訴人毛手毛腳。", "同事曾目睹一次。"],
            "一、兩造於民國一一二年簽訂租賃契約。",
        ),
    ],
)
def test_a_label_block_ends_at_the_next_heading(label: str, items: list[str], after: str) -> None:
    """No blank line after the label's items (a judgment, an indictment): the next heading of the
    label's level, or any 一、, ends the block."""
    plain = [f"{n}、兩造於民國一一二年簽訂第{n}份租賃契約，約定租金按月給付。" for n in NUMERALS]
    text = ANCHOR + "\n\n" + "\n".join([label, *items, after, *plain])
    for item in items:
        assert _uncovered(text, item) == "", item
    assert _uncovered(text, after) != ""


def test_a_label_block_stops_after_block_unit_max() -> None:
    rows = [f"　　第{n}期租金已於當月五日匯入出租人帳戶，並無遲延。" for n in range(1, 40)]
    text = "\n".join([ANCHOR, "診斷：", "　　右側股骨頸骨折。", *rows])
    assert _uncovered(text, "右側股骨頸骨折") == ""
    assert _uncovered(text, rows[-1]) != ""
    assert len("\n".join(rows)) > BLOCK_UNIT_MAX


def test_a_label_in_a_long_line_takes_what_follows_on_its_line() -> None:
    text = ANCHOR + "\n\n" + "兩造之租賃契約約定每月租金二萬元，" * 8 + "醫師診斷如下：左股骨骨折。"
    assert _uncovered(text, "左股骨骨折。") == ""


@pytest.mark.parametrize(
    "line",
    [
        "阿姨說她昨天去照胃鏡，醫生開了胃藥。",
        "他最近血壓高，診所開了降壓藥。",
        "小孩發燒，今天帶去小兒科看診。",
    ],
)
def test_one_line_with_two_rules_masks_no_block(line: str) -> None:
    """A run of chat lines where one message names two medical things: that message is masked, the
    others are no record's section."""
    chat = ["[09:02] 阿凱：今天要開會嗎", f"[09:03] 小美：{line}",
            "[09:04] 阿凱：下午三點在二樓會議室", "[09:05] 小美：好，我會帶投影機"]  # fmt: skip
    text = "\n".join(chat)
    assert _uncovered(text, line) == ""
    assert _uncovered(text, "下午三點在二樓會議室") != ""
    assert _uncovered(text, "好，我會帶投影機") != ""


@pytest.mark.parametrize(
    "words",
    [
        "我妹妹也去驗了，她沒有帶到這個變異。",
        "姊姊有帶同樣的突變，下個月再做一次確認。",
        "報告說是致病性變異，醫師建議家人也去驗。",
    ],
)
def test_a_variant_carried_is_genetic(words: str) -> None:
    text = f"經基因檢測確認為帶因者。\n\n{words}\n\n明天的會議改到三樓。"
    assert _uncovered(text, words) == ""
    assert _uncovered(text, "明天的會議改到三樓。") != ""


@pytest.mark.parametrize(
    "words",
    [
        "早上量 148 比上週高一點，晚上再量一次。",
        "今天 6.8，比昨天低，應該是有按時吃藥。",
        "體重 72.5 又比上個月多，要再控制飲食。",
    ],
)
def test_a_home_measurement_compared_with_the_last_is_health(words: str) -> None:
    text = f"他有第二型糖尿病，每天早晚量血糖。\n\n{words}\n\n明天的會議改到三樓。"
    assert _uncovered(text, words) == ""
    assert _uncovered(text, "明天的會議改到三樓。") != ""
