"""A kin form of a nickname is one value with its title (issue 11, persons._kin_forms; the brief's
珠姐, 阿明伯): 阿桃嬤, 阿滿姨, 阿旺叔 are covered whole, so no title is left beside a pseudonym; a
kin word alone (阿公伯, 阿嬤) is no name. Invented nicknames only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


def _persons(text: str) -> set[str]:
    return set(replaced_persons(text, use_model=True))


@pytest.mark.parametrize(
    "text, value",
    [
        ("已再次提醒阿杏嬤出門帶手機。", "阿杏嬤"),
        ("電話問安：阿罔姆說腳還會麻。", "阿罔姆"),
        ("巷口賣菜的阿旺叔有看到。", "阿旺叔"),
        ("今天阿蕊姨沒來共餐。", "阿蕊姨"),
    ],
)
def test_a_kin_form_is_covered_with_its_title(text: str, value: str) -> None:
    assert any(value in p for p in _persons(text))


@pytest.mark.parametrize("text", ["阿公伯說今天不舒服。", "阿嬤和阿公都來了。"])
def test_kin_words_alone_are_no_names(text: str) -> None:
    assert not _persons(text)


# A found name and a cousin's kin title after it (小芬表姐, 建明堂哥) are one value too, so the
# title does not stay beside the pseudonym.
@pytest.mark.parametrize(
    "text, value",
    [
        ("小萍表姐：上次說月底補7000\n阿明：好\n小萍表姐：還沒收到", "小萍表姐"),
        ("昨天志豪堂哥打來說他會晚到。", "志豪堂哥"),
        ("記得跟雅婷表妹說生日快樂。", "雅婷表妹"),
    ],
)
def test_a_name_with_a_cousin_s_title_is_one_value(text: str, value: str) -> None:
    assert value in _persons(text)


# A married name (冠夫姓) after a kin word is read whole, also after 故 / 先 / 亡 and a
# one-character relation (故母, 先父, 亡妻).
@pytest.mark.parametrize(
    "text, value",
    [
        ("我媽媽陳林秀英捐的五千塊，名單上沒有。", "陳林秀英"),
        ("指定為故母仉蔡金葉女士（民國111年往生）祈求冥福。", "仉蔡金葉"),
        ("先父蒯德勝於民國113年辭世。", "蒯德勝"),
        ("亡妻簡秀琴生前多次住院。", "簡秀琴"),
    ],
)
def test_a_married_name_or_a_name_after_a_late_kin_is_read_whole(text: str, value: str) -> None:
    assert any(value in p for p in _persons(text))
