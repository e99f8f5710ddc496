"""Residual scan, a name before a title (worker/residual/__init__.py ``_name_hits``): a slot that
starts on a pseudonym's character is the pseudonym and its title, never a surname of its own
(a given-name pseudonym such as 〔哲華〕 before 學姊 read 哲華學 as 哲 + 華學 and refused a clean
document, under some case keys only); seniors called 學長 / 學姊 by surname are names before a
title; 堂哥, 堂姊 … are kin words (堂 is a surname too)."""

from __future__ import annotations

import pytest

from worker.residual import scan

# given-name pseudonyms of the kind the pseudonymizer issues for a nickname or a given name alone
ISSUED = {"哲華", "雲韻", "淑皓", "芸美", "峰彥", "達靜", "軒榮", "文傑", "郭靜慧", "潘志遠"}


@pytest.mark.parametrize(
    "text",
    [
        "11/29　小夜 芸美 → 大夜 哲華學姊\n",
        "交班給雲韻學長，再由達靜學妹接手。",
        "淑皓大哥說車位已經清空",
        "請峰彥先生於週五前回覆",
        "軒榮阿姨帶便當來",
        "郭靜慧學姊與潘志遠學長都簽了名",
        "文傑老哥也到了",  # the pseudonym, a kin word, a title: 傑老 is no name
        "達靜表姐也來",
        "軒榮三叔陪同",
        # 堂 is a surname, 堂姊 a cousin
        "我堂姊說她下午到",
        "雲韻堂哥開車",
        "堂叔來了",
    ],
)
def test_a_pseudonym_before_a_title_passes(text: str) -> None:
    assert "residual:name_before_title" not in scan(text, ISSUED, ())


@pytest.mark.parametrize(
    "text",
    [
        "問了林學姊才知道",
        "後來是王學長載我回去",
        "歐陽學妹也在場",
        "許學弟幫忙搬桌子",
        "堂先生來電詢問",  # 堂 the surname before a title is still a name
        "堂美玲小姐已簽收",
        "交班給雲韻學長，再由卓學姐接手。",  # a pseudonym beside does not cover its neighbour
    ],
)
def test_a_surname_before_a_senior_title_stops(text: str) -> None:
    assert "residual:name_before_title" in scan(text, ISSUED, ())
