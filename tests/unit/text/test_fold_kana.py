"""Katakana that render like an ideograph (worker/data/kana_lookalikes.txt) fold to it beside an
ideograph or a digit and beside no other kana (西園路ニ段 → 二段, 路ロ → 路口); a long-vowel mark
beside a digit is a dash (0912ー345ー678); Japanese words keep their kana (カトウ, タロー). The
fold keeps the length, so offsets stay those of the original; detection reads through it."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.fold import fold, match_form


@pytest.mark.parametrize(
    ("written", "reads"),
    [
        ("西園路ニ段", "西園路二段"),
        ("中山路ロ", "中山路口"),
        ("三ー段", "三一段"),
        ("第ハ鄰", "第八鄰"),
        ("0912ー345ー678", "0912-345-678"),
        ("カトウさん", "カトウさん"),
        ("タロー", "タロー"),
    ],
)
def test_kana_look_alikes_fold_beside_ideographs_only(written: str, reads: str) -> None:
    assert fold(written) == reads
    assert len(fold(written)) == len(written)


def test_the_comparison_form_folds_them_too() -> None:
    assert match_form("西園路ニ段") == match_form("西園路二段")


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        (
            "戶籍地址：臺北市萬華區西園路ニ段261巷14號3樓",
            "臺北市萬華區西園路ニ段261巷14號3樓",
            "address",
        ),
        ("住址：高雄市前金區中正四路ニ一一號", "高雄市前金區中正四路ニ一一號", "address"),
        ("手機 0912ー345ー678", "0912ー345ー678", "phone"),
    ],
)
def test_values_written_with_kana_are_found_whole(text: str, value: str, kind: str) -> None:
    start = text.index(value)
    assert any(
        s.type == kind and s.start <= start and start + len(value) <= s.end for s in detect(text)
    )
