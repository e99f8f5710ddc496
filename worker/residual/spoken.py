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
        digits = sum(c.isdigit() or c in _SAID for c in run)
        if not any(c in _SAID for c in run):
            continue  # ASCII digits alone: the number checks read them
        if digits >= (3 if m.group("label") in _SHORT else 4):
            out.append((m.start("run"), m.end("run")))
    return out
