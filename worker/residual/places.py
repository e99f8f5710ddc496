"""Residual shapes of places: street addresses and land parcels left in an output text.

Written for :mod:`worker.residual`, apart from the detector: its own patterns, and its word lists in
``worker/residual/data/`` (``place_words.txt``: the words that end a road, a village or a building
before its number). Every function reads a folded view of the text (NFKC, OCR letters folded next to
digits) and returns ``(kind, start, end)`` in that view's offsets; the caller maps them back.

An address is a number in a place's position, whatever comes before it, since the first half of an
address is often replaced and its second line left (``…東二段⏎　　277號11樓之3``):

* a road, street, lane, alley or village word, then (spaces and a line break allowed) a number and
  巷 / 弄 / 號 / 之 (``民生路75巷5號``, ``後壁厝48號``, ``11鄰43號``);
* a lane or an alley with its number and a house number (``55巷8號``, ``3弄5號``);
* a house number with a floor, a sub-number or a basement (``277號11樓之3``, ``415之8號``,
  ``62號B1``);
* 番地 of the Japanese-era registers, and Latin addresses (``No. 62, Xingbang Rd.``).

A land parcel is a 段 (with or without its 小段) and a number before 地號 / 建號, or after a
地號 / 建號 label (``五權段二小段 0812-0000``), or a bare number before 地號; the hit is the
number (a section's name alone identifies nobody).

A number right after 第 / 字第 (a document's, a case's or a statute's number) is never a place.
"""

from __future__ import annotations

import re
from functools import lru_cache

from worker.text.spans import ADDRESS, LAND_PARCEL

__all__ = ["place_hits"]

_AR = r"\d{1,5}"
_CN = "[〇○零一二三四五六七八九十百千廿]{1,6}"
_NUM = f"(?:{_AR}|{_CN})"
_SUB = f"(?:之{_NUM})?"
_GAP = r"[ \t\n]{0,40}"  # a line break and the indentation of the next line
_NOT_DOCNO = r"(?<![第字])"
# A number as people space it out or mask it in a copy (國泰路二段 7 7 巷, 溫泉路□□號), and a space
# before its unit (松林巷 12 號): after a place word only.
_SPACED = r"(?:\d(?: ?\d){0,4}|□{1,5})"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, ...]:
    from worker.residual import load_words

    words = sorted(load_words("place_words"), key=len, reverse=True)
    place = "(?:" + "|".join(map(re.escape, words)) + ")"
    road_number = re.compile(
        f"{place}{_GAP}({_NUM}{_SUB}(?:巷|弄|號|之{_NUM}號?|番地)"
        f"|{_SPACED}{_SUB} ?(?:巷|弄|號|之 ?{_SPACED} ?號?))"
    )  # 民生路75巷…, 後壁厝48號, 段⏎277號, 路 1 1 8 巷
    lane = re.compile(
        f"{_NOT_DOCNO}({_NUM}巷{_GAP}(?:{_NUM}弄{_GAP})?{_NUM}{_SUB}號{_SUB})"
        f"|{_NOT_DOCNO}({_NUM}弄{_GAP}{_NUM}{_SUB}號{_SUB})"
    )
    floor = re.compile(
        f"{_NOT_DOCNO}({_NUM}{_SUB}號{_SUB} ?(?:{_NUM} ?(?:樓|F|f)|B\\d|地下{_NUM}樓)(?:之{_NUM})?)"
        f"|{_NOT_DOCNO}({_NUM}之{_NUM}號)|{_NOT_DOCNO}({_NUM}號之{_NUM})|{_NOT_DOCNO}({_NUM}番地)"
    )
    latin = re.compile(
        # bounded by ASCII only: 住No. 12, … (a CJK character is no word boundary to \b)
        r"(?:(?<![0-9A-Za-z])\d{1,3}F, ?)?(?<![0-9A-Za-z])(?:No|NO)\. ?\d{1,5}(?:-\d{1,4})?,"
        r"[^\n]{0,80}?"
        r"\b(?:Rd|St|Ln|Aly|Sec|Road|Street|Lane|Alley|Ave|Avenue|Blvd|Jl)\b\.?"
        r"|\bJl\. [A-Z][^\n]{0,60}? No\. ?\d{1,5}"
    )
    parcel = re.compile(
        rf"[{_CJK}]段(?:[{_CJK}]{{1,3}}小段)?{_GAP}"
        rf"((?:{_AR}(?:-{_AR})?|{_CN})(?:-{_AR})?{_GAP}(?:地號|建號))"
        rf"|(?:地號|建號|坐落|座落)[^\n\d]{{0,4}}(?:[{_CJK}]{{1,6}}段)?(?:[{_CJK}]{{1,3}}小段)?"
        rf"{_GAP}({_AR}(?:-{_AR})?)"
        rf"|{_NOT_DOCNO}((?<![\d-]){_AR}(?:-{_AR})?{_GAP}(?:地號|建號))"
        rf"|{_NOT_DOCNO}((?<![\d-]){_AR}(?:-{_AR})?)"
        rf"(?=(?:[、,，及與和]{_AR}(?:-{_AR})?)+ ?(?:地號|建號))"
    )  # the last alternative: the first numbers of a list (123、124-1地號)
    return road_number, lane, floor, latin, parcel


_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"


def place_hits(s: str) -> list[tuple[str, int, int]]:
    """Addresses and land parcels in ``s`` (a folded view), with offsets into ``s``."""
    road_number, lane, floor, latin, parcel = _patterns()
    out: list[tuple[str, int, int]] = []
    for pat in (road_number, lane, floor):
        for m in pat.finditer(s):
            g = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i))
            out.append((ADDRESS, m.start(g), m.end(g)))
    out.extend((ADDRESS, m.start(), m.end()) for m in latin.finditer(s))
    for m in parcel.finditer(s):
        g = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i))
        a, b = m.start(g), m.end(g)
        if s[a:b].strip():
            out.append((LAND_PARCEL, a, b))
    return out
