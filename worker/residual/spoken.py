"""Residual numbers said aloud: a run of spoken digits after a personal label.

Written for :mod:`worker.residual`, apart from the detector's reader (``worker.detect.spoken``): its
own digit table, pauses, fillers and labels (``data/spoken_labels.txt``). In a call transcript or a
voice message a number is said in Chinese digits (么 / 幺 read 1, 兩 2, 洞 0, 拐 7), ASCII digits
mixed in, in groups with pauses and fillers between them (零九三二，呃，一二三，四五六七). Such a
run of four digits or more (three after 密碼 / 安全碼 / 驗證碼) with a Chinese digit in it, a few
characters after a label of the list in the same clause, is a number the output still holds.

Digits glued to a unit or a place of a word number (三萬五千元, 一百二十塊, 三點半, 一九九九年,
第三百二十條) are no digits read out; a run stops before them.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["spoken_numbers"]

_SAID = "零〇○洞一么幺二兩三四五六七八九拐"
_DIGIT = f"[0-9{_SAID}]"
# between two groups: pauses and fillers, up to a few characters
_BETWEEN = r"(?:[，,、。.\s\-~～…]|呃|嗯|啊|欸|喔|哦|那個|然後是|然後|再來是|再來|接著是|的){1,6}"
# after a group, these make it an amount, a count, a time or a date
_UNIT = (
    "十百千萬億年月日號點点時分秒元塊個位名人次歲條項款"
    "樓巷弄段張份天週周期件台臺支本頁遍趟通筆成折倍"
)
_GROUP = rf"(?<![第十百千萬億{_SAID}0-9]){_DIGIT}+(?![{_UNIT}]|{_DIGIT})"
_SHORT = ("密碼", "安全碼", "驗證碼", "認證碼", "OTP")


# where a run ends though the digits go on: a line opening with a list item's numeral (⏎三、,
# ⏎（二）, ⏎四之一、, ⏎四　帳號) and a word that begins with 一 (一直, 一下, 一起 …:
# data/spoken_not_digits.txt)
@lru_cache(maxsize=1)
def _ends() -> re.Pattern[str]:
    from worker.residual import load_words

    words = "|".join(map(re.escape, load_words("spoken_not_digits")))
    item = (
        r"\n[ \t\u3000]*[（(]?[一二三四五六七八九十]+"
        r"(?:[、）)．. \t\u3000]|之[一二三四五六七八九十])"
    )
    return re.compile(rf"{item}|(?:{words})")


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern[str]:
    from worker.residual import load_words

    labels = sorted(load_words("spoken_labels"), key=len, reverse=True)
    label = "(?P<label>" + "|".join(map(re.escape, labels)) + ")"
    run = rf"(?P<run>{_GROUP}(?:{_BETWEEN}{_GROUP})*)"
    # up to ten characters of the clause between the label and the run, none a digit
    return re.compile(rf"{label}[^\n。？！?!；;0-9{_SAID}]{{0,10}}?{run}")


def spoken_numbers(s: str) -> list[tuple[int, int]]:
    """Runs of spoken digits after a personal label in ``s`` (the NFKC view), offsets into
    ``s``."""
    if not any(c in _SAID for c in s):
        return []
    out = []
    for m in _pattern().finditer(s):
        run = m.group("run")
        cut = _ends().search(s[: m.end("run") + 3], m.start("run"))
        if cut and cut.start() < m.end("run"):  # ⏎⏎四、之一: the next item's number; 一直錯
            run = s[m.start("run") : cut.start()].rstrip(" ，,、。.\n\t-~～…")
        digits = sum(c.isdigit() or c in _SAID for c in run)
        if not any(c in _SAID for c in run):
            continue  # ASCII digits alone: the number checks read them
        if digits >= (3 if m.group("label") in _SHORT else 4):
            out.append((m.start("run"), m.start("run") + len(run)))
    return out
