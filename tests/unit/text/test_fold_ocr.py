"""fold_ocr visits only the confusable letters (O o l I | B S), left to right: the same text as the
loop over every character."""

from __future__ import annotations

import pytest

from worker.text.fold import _OCR, fold_ocr


def _plain(folded: str) -> str:
    chars = list(folded)
    n = len(chars)

    def digit(i: int) -> bool:
        return 0 <= i < n and chars[i].isascii() and chars[i].isdigit()

    def near_digit(i: int, step: int) -> bool:
        j = i + step
        if 0 <= j < n and chars[j] in " -#" and digit(j + step):
            return True
        return digit(j) or (0 <= j < n and chars[j] in _OCR and digit(j + step))

    for i, c in enumerate(folded):
        if c not in _OCR:
            continue
        before, after = near_digit(i, -1), near_digit(i, 1)
        run_end = i + 1 >= n or not (chars[i + 1].isascii() and chars[i + 1].isalnum())
        if (
            (before and after)
            or (before and run_end)
            or (
                c in "Oo"
                and not digit(i - 1)
                and digit(i + 1)
                and (digit(i + 2) or (i + 2 < n and chars[i + 2] in "-)"))
                and not (i > 0 and chars[i - 1].isascii() and chars[i - 1].isalpha())
            )
        ):
            chars[i] = _OCR[c]
    return "".join(chars)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "電話O9l2-345-6B8，帳號OOOl2345",
        "O912000111 與 B100000001",  # a leading O before digits; an ID letter stays
        "Oll3 lOO5 SSS5 5S 8B",  # runs of confusables: earlier changes count for later ones
        "號碼：1|2|3 ＃4I5 #6l",
        "SOS BOB lol",  # letters with no digit near stay letters
        "末四碼l2S4)",
    ],
)
def test_fold_ocr_equals_the_loop_over_every_character(text):
    assert fold_ocr(text) == _plain(text)
