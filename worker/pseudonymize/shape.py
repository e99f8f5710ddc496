"""Keep a fake in the shape of its original: character width, separators, numeral style."""

from __future__ import annotations

from collections.abc import Callable

from worker.text.fold import fold_char, is_fullwidth, to_fullwidth

CN_DIGITS = "〇一二三四五六七八九"


def is_digit(ch: str) -> bool:
    f = fold_char(ch)
    return f.isascii() and f.isdigit()


def is_digit_or_ocr(ch: str) -> bool:
    """A digit, or a letter OCR confuses with one (O l I | B S): inside a number it stands for a
    digit."""
    return is_digit(ch) or fold_char(ch) in "OolI|BS"


def is_alnum(ch: str) -> bool:
    f = fold_char(ch)
    return f.isascii() and f.isalnum()


def slots(template: str, pick: Callable[[str], bool] = is_alnum) -> str:
    """The folded characters of ``template`` selected by ``pick`` (e.g. its ASCII digits)."""
    return "".join(fold_char(c) for c in template if pick(c))


def reshape(template: str, fake: str, pick: Callable[[str], bool] = is_alnum) -> str:
    """Put the characters of ``fake`` into the slots of ``template`` chosen by ``pick``.

    Each slot keeps its width (a full-width slot gets the full-width form); all other
    characters of the template (spaces, hyphens, parentheses, labels) are copied.
    ``len(fake)`` must equal the number of slots (``ValueError`` otherwise).
    """
    need = sum(1 for c in template if pick(c))
    if need != len(fake):
        raise ValueError(f"fake has {len(fake)} characters for {need} slots")
    it = iter(fake)
    out = []
    for ch in template:
        if pick(ch):
            c = next(it)
            out.append(to_fullwidth(c) if is_fullwidth(ch) else c)
        else:
            out.append(ch)
    return "".join(out)


def mostly_fullwidth(value: str) -> bool:
    ascii_like = [c for c in value if c.isascii() or is_fullwidth(c)]
    return bool(ascii_like) and sum(is_fullwidth(c) for c in ascii_like) * 2 > len(ascii_like)


def widen(value: str) -> str:
    """Full-width form of every printable ASCII character of ``value``."""
    return "".join(to_fullwidth(c) for c in value)


def number_like(template: str, value: int) -> str:
    """``value`` written in the numeral style of ``template`` (Arabic, full-width Arabic, or
    Chinese)."""
    folded = "".join(fold_char(c) for c in template)
    if folded.isdigit():
        text = str(value).zfill(len(folded)) if folded.startswith("0") else str(value)
        return widen(text) if is_fullwidth(template[0]) else text
    return chinese_number(value)


def chinese_number(value: int) -> str:
    """1–99 as 一 … 十 … 九十九 (enough for months, days and road sections)."""
    if value < 10:
        return CN_DIGITS[value]
    tens, ones = divmod(value, 10)
    return ("" if tens == 1 else CN_DIGITS[tens]) + "十" + (CN_DIGITS[ones] if ones else "")
