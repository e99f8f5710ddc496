"""Build ``worker/data/name_words.txt``: real words that read like a name (they start with a
surname character).

    python scripts/build_name_words.py JIEBA_DICT_TXT > worker/data/name_words.txt

Input: the dictionary shipped in the PyPI package ``jieba`` 0.42.1 (MIT; ``jieba/dict.txt``: word,
frequency, part of speech). Simplified entries are converted to Traditional with the character map
of the PyPI package ``hanziconv`` 0.3.2 (Apache-2.0). Both are build-time tools only (``pip
download jieba==0.42.1 hanziconv==0.3.2``); neither is a runtime dependency. Kept: words of 2–3
characters with frequency >= 3 whose first character is a surname of ``worker/data/surnames.txt``
or 阿 / 小, not tagged as a person name (nr, nrt, nrfg) unless frequent (>= 100: jieba tags many
ordinary words nr, 陳述, 周全).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _traditional_forms(word: str, conv, traditional: set[str]) -> set[str]:
    """The word and its Traditional forms: each character as converted, or as it is where it is
    itself a Traditional character (表 stays 表 in 代表人; the one-to-one map alone would give
    錶)."""
    forms = [""]
    for c in word:
        options = {conv(c)} | ({c} if c in traditional else set())
        forms = [f + o for f in forms for o in options]
    return set(forms) | {word}


def main(dict_path: str) -> None:
    from hanziconv import HanziConv
    from hanziconv.charmap import simplified_charmap, traditional_charmap

    from worker.detect.lexicon import surnames

    conv = HanziConv.toTraditional
    traditional = {c for c in traditional_charmap} | {
        c for c in map(chr, range(0x4E00, 0xA000)) if c not in simplified_charmap
    }
    single, _ = surnames()
    starts = set(single) | {"阿", "小"}
    out: set[str] = set()
    for line in Path(dict_path).read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) != 3:
            continue
        word, freq, pos = parts[0], int(parts[1]), parts[2]
        if freq < 3 or (pos.startswith("nr") and freq < 100):
            continue
        for w in _traditional_forms(word, conv, traditional):
            if 2 <= len(w) <= 3 and w[0] in starts and all("\u4e00" <= c <= "\u9fff" for c in w):
                out.add(w)
    print(
        "# Real words that start with a surname character (or 阿 / 小): hard negatives for person "
        "names."
    )
    print(
        "# Derived from the dictionary of jieba 0.42.1 (MIT License, (c) Sun Junyi) converted to "
        "Traditional"
    )
    print("# with the character map of hanziconv 0.3.2 (Apache License 2.0, (c) Bernard Yue);")
    print("# built by scripts/build_name_words.py (see worker/data/README.md). One word per line.")
    for w in sorted(out):
        print(w)


if __name__ == "__main__":
    main(sys.argv[1])
