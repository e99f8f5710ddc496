"""Build ``worker/data/surname_end_words.txt``: two-character words whose second character is a
surname character (擔任, 資深, 福利, 照顧, 當時): before a title that character is the word's end,
not a surname (資深經理 is no 深經理).

    PYTHONPATH=<hanziconv dir> python scripts/build_surname_end_words.py JIEBA_DICT_TXT \
        > worker/data/surname_end_words.txt
    PYTHONPATH=<hanziconv dir> python scripts/build_surname_end_words.py --verbs JIEBA_DICT_TXT \
        > worker/data/name_verbs.txt

Input and conversion as in ``scripts/build_name_words.py`` (PyPI ``jieba`` 0.42.1, MIT; PyPI
``hanziconv`` 0.3.2, Apache-2.0; build-time tools only). Kept: two-character words with frequency
>= 20, not tagged as a person name (nr, nrt, nrfg), whose second character is a surname of
``worker/data/surnames.txt`` and whose first is not (a word that starts with a surname is in
``name_words.txt`` already and may be a full name).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))


# Parts of speech of verbs and adverbs in jieba's dictionary (催討 v, 堅決 ad, 申辦 vn).
_VERB_TAGS = ("v", "vd", "vn", "ad", "d")


def verbs(dict_path: str) -> None:
    """``--verbs``: two-character verbs and adverbs that start with a surname character (催討, 堅決,
    申訴): right after a party's role they are the sentence's verb, not a name (被告堅決否認)."""
    from build_name_words import _traditional_forms
    from hanziconv import HanziConv
    from hanziconv.charmap import simplified_charmap, traditional_charmap

    from worker.detect.lexicon import surnames

    conv = HanziConv.toTraditional
    traditional = {c for c in traditional_charmap} | {
        c for c in map(chr, range(0x4E00, 0xA000)) if c not in simplified_charmap
    }
    single, _ = surnames()
    out: set[str] = set()
    for line in Path(dict_path).read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) != 3 or int(parts[1]) < 3 or parts[2] not in _VERB_TAGS:
            continue
        for w in _traditional_forms(parts[0], conv, traditional):
            if len(w) == 2 and w[0] in single and all("\u4e00" <= c <= "\u9fff" for c in w):
                out.add(w)
    print("# Two-character verbs and adverbs starting with a surname character (催討, 堅決, 申訴),")
    print(
        "# jieba tags v, vd, vn, ad, d, frequency >= 3. Derived from the dictionary of jieba 0.42.1"
    )
    print("# (MIT License, (c) Sun Junyi) converted to Traditional with hanziconv 0.3.2 (Apache")
    print("# License 2.0); built by scripts/build_surname_end_words.py --verbs. One word per line.")
    for w in sorted(out):
        print(w)


def main(dict_path: str) -> None:
    from build_name_words import _traditional_forms
    from hanziconv import HanziConv
    from hanziconv.charmap import simplified_charmap, traditional_charmap

    from worker.detect.lexicon import surnames

    conv = HanziConv.toTraditional
    traditional = {c for c in traditional_charmap} | {
        c for c in map(chr, range(0x4E00, 0xA000)) if c not in simplified_charmap
    }
    single, _ = surnames()
    out: set[str] = set()
    for line in Path(dict_path).read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) != 3:
            continue
        word, freq, pos = parts[0], int(parts[1]), parts[2]
        if freq < 20 or pos.startswith("nr"):
            continue
        for w in _traditional_forms(word, conv, traditional):
            cjk = all("\u4e00" <= c <= "\u9fff" for c in w)
            if len(w) == 2 and w[1] in single and w[0] not in single and cjk:
                out.add(w)
    print("# Two-character words ending in a surname character (擔任, 資深, 福利): hard negatives")
    print(
        "# for a surname before a title. Derived from the dictionary of jieba 0.42.1 (MIT License,"
    )
    print("# (c) Sun Junyi) converted to Traditional with hanziconv 0.3.2 (Apache License 2.0,")
    print("# (c) Bernard Yue); built by scripts/build_surname_end_words.py. One word per line.")
    for w in sorted(out):
        print(w)


if __name__ == "__main__":
    if sys.argv[1] == "--verbs":
        verbs(sys.argv[2])
    else:
        main(sys.argv[1])
