"""Residual personal codes: a number or code after a personal label, and licence numbers.

Written for :mod:`worker.residual`, apart from the detector: the labels are its own data
(``worker/residual/data/id_labels.txt``, ``licence_words.txt``). Functions read the OCR-folded view
and return ``(start, end)`` of each code in that view.

* After a label of ``id_labels.txt`` (員編, 病歷號, 保單號碼, 戶號, 證書字號, ``No. Karyawan`` …),
  up to twenty characters of label noise later on the same line, a code: letters, digits and
  hyphens with at least two digits (one space inside allowed: ``JC 90215``), and every further code
  listed after it on the line (``／``, ``、``, ``,``, ``;`` with a short note between; a letter and
  three digits, or six digits).
* A licence number: a word of ``licence_words.txt`` before 第, after a parenthesised ROC year
  (``(105)北市經字第004398號``, the form of a certificate; a mediation's ``(113)屯民調字第`` is no
  licence) or standing alone (``醫字第032519號``).

* Any other label of a number (two to six characters before 編號 / 號碼 / 代號 / 序號 / 證號 /
  卡號 / 單號: 訂單編號, 理賠案件編號) with a code of three digits or more; a form's own serial
  under a bare 編號 or No. is not a person's.
* A handle in brackets near an app's name (``傳LINE給媽媽（huong.bui88）``): :func:`app_handles`.
* A chat speaker's parking space or unit beside the display name (``章大哥 B2-47：``).
* A phone number read out in Chinese digits with pauses (``零九一二、六六零、八七三``):
  :func:`spoken_phones`.

What is not personal is left alone by shape: amounts, case numbers (年度…字第), statutes and
procedural dates have no label of the list before them; a company's 統一編號 is not on it, and a
label inside a longer one of ``not_id_labels.txt`` (存證號碼 holds 證號) does not count.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["app_handles", "code_hits", "extensions", "spoken_phones"]

_CODE = r"[A-Z0-9#][A-Z0-9-]{1,17}(?: [A-Z0-9][A-Z0-9-]{2,12})?"
_CJK = "\u3400-\u4dbf\u4e00-\u9fff"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, ...]:
    from worker.residual import load_words

    labels = sorted(load_words("id_labels"), key=len, reverse=True)
    label = "(?:" + "|".join(
        f"(?i:{re.escape(w)})" if w.isascii() else re.escape(w) for w in labels
    ) + ")"  # fmt: skip
    # label noise: no digit or capital, but an English caption (Employee No., Last 4：) may stand
    # between the label and its code
    noise = r"(?:[^\n0-9A-Z，。,；;]|[A-Z](?=[a-z.])|[A-Z]{2,5}(?=[ ]?[:：])|\d(?=[ ]?[:：]))"
    labelled = re.compile(  # the code holds a digit: a caption (VIN, MRN) is no code
        rf"{label}{noise}{{0,20}}?(?<![0-9A-Za-z])(?=[A-Z0-9#-]*\d)({_CODE})(?![0-9A-Za-z])"
        r"(?![./]\d)"
    )
    not_label = re.compile("|".join(map(re.escape, load_words("not_id_labels"))))
    more = re.compile(
        rf"[^\n]{{0,12}}?(?:[／/、;；]|,(?!\d))[ ]?(?<![0-9A-Za-z])({_CODE})(?![0-9A-Za-z])"
    )
    words = "|".join(map(re.escape, sorted(load_words("licence_words"), key=len, reverse=True)))
    licence = re.compile(
        rf"(\(\d{{2,3}}\) ?[{_CJK}]{{0,6}}(?:{words})第 ?\d{{3,}}號?)"
        rf"|(?<![{_CJK}])(?:{words})第 ?(\d{{3,}})號?"
    )
    generic = re.compile(
        rf"(?<![{_CJK}])[{_CJK}]{{2,6}}(?:編號|號碼|代號|序號|證號|卡號|單號)"
        rf"[ :：#]{{0,3}}(?<![0-9A-Za-z])({_CODE})(?![0-9A-Za-z])(?![./]\d)"
    )
    return labelled, more, licence, not_label, generic


_CN = "[零〇○一二三四五六七八九]"
_SPOKEN_PHONE = re.compile(
    rf"(?<![零〇○一二三四五六七八九十])"
    rf"(?:零九(?:[、，, -]?{_CN}){{8}}|零[二三四五六七八](?:[、，, -]?{_CN}){{7,8}})"
    rf"(?![零〇○一二三四五六七八九])"
)  # 零九一二、六六零、八七三: a number read out digit by digit, with pauses
_HANDLE_AFTER_APP = re.compile(
    r"(?:LINE|Line|IG|Instagram|FB|Facebook|臉書|WeChat|微信|Telegram)[^\n]{0,12}?[（(「『]"
    r"([A-Za-z][A-Za-z0-9_.]{2,29})[）)」』]"
)  # 傳LINE給媽媽（huong.bui88）: a handle in brackets near an app's name
_UNIT_SPEAKER = re.compile(
    r"(?m)^[ \t]*[\[【(（]?[0-9:/.\- 上下午]{4,22}[\]】)）]?[ \t]*[^\s：:]{1,12}? "
    r"([A-Z]{1,2}\d{0,2}-\d{1,4}|\d{1,2}[A-Z]-\d{1,3})[：:]"
)  # 【21:04】章大哥 B2-47：… — a resident's parking space or unit beside the display name


def app_handles(s: str) -> list[tuple[int, int]]:
    """Handles in brackets near an app's name, offsets into ``s`` (a word of letters alone, such
    as a name's romanisation, counts only with a digit, a dot or an underscore in it)."""
    return [
        (m.start(1), m.end(1))
        for m in _HANDLE_AFTER_APP.finditer(s)
        if re.search(r"[\d_.]", m.group(1))
    ]


def spoken_phones(s: str) -> list[tuple[int, int]]:
    """Phones read out in Chinese digits (``零九一二、六六零、八七三``), offsets into ``s``."""
    return [(m.start(), m.end()) for m in _SPOKEN_PHONE.finditer(s)]


# An extension standing apart from any number (經辦 某某（分機 3317）, 分機 #5128, 內線：2051): a
# staff member's own line. Not after a number (0800-211-511 分機 321: that number's extension,
# public or replaced with it), not two digits, not a count (分機 120 台).
_EXTENSION = re.compile(
    r"(?<![0-9#])(?:分機|內線)[ ]?(?:號碼)?[ ]?[:：]?[ ]?(#?[0-9]{3,5})"
    r"(?![0-9A-Za-z\-./]|[ ]?(?:台|支|條|個|組|部|線|元|人|年))"
)
_NUMBER_BEFORE = re.compile(r"[0-9][ ,，、]*$")


def extensions(s: str) -> list[tuple[int, int]]:
    """Extensions written apart from a number, offsets into ``s`` (the NFKC view)."""
    return [
        (m.start(1), m.end(1))
        for m in _EXTENSION.finditer(s)
        if not _NUMBER_BEFORE.search(s, max(0, m.start() - 3), m.start())
    ]


def _digits(code: str) -> int:
    return sum(c.isdigit() for c in code)


def _listed(code: str) -> bool:
    """A further code of a list: a letter and three digits, or six digits (not an amount's part)."""
    return _digits(code) >= (6 if code.isdigit() else 3)


def code_hits(s: str) -> list[tuple[int, int]]:
    """Personal codes in ``s`` (the OCR-folded view), offsets into ``s``."""
    labelled, more, licence, not_label, generic = _patterns()
    out: list[tuple[int, int]] = []
    masked = [(m.start(), m.end()) for m in not_label.finditer(s)]
    for m in labelled.finditer(s):
        code = m.group(1)
        if _digits(code) < 2 or (code.isdigit() and len(code) < 4):
            continue
        if any(a <= m.start() < b for a, b in masked):
            continue
        out.append((m.start(1), m.end(1)))
        end = m.end(1)
        while (n := more.match(s, end)) and _listed(n.group(1)):  # a list after the label
            out.append((n.start(1), n.end(1)))
            end = n.end(1)
    for m in generic.finditer(s):  # any other label of a number (訂單編號, 理賠案件編號 …)
        code = m.group(1)
        if _digits(code) < 3 or (code.isdigit() and len(code) < 5):
            continue
        if any(a <= m.start(1) - 1 and m.start() < b for a, b in masked):
            continue
        out.append((m.start(1), m.end(1)))
    out.extend((m.start(1), m.end(1)) for m in _UNIT_SPEAKER.finditer(s))
    for m in licence.finditer(s):
        g = 1 if m.group(1) else 2
        out.append((m.start(g), m.end(g)))
    return out
