"""Personal numbers behind labels as outside documents write them (worker/detect/codes.py,
worker/data/id_labels.txt): licence and certificate numbers ((105)北市經字第004398號, 醫字第
032519號), an English caption between label and value (員工編號 Employee No.：…), a letter
prefix and a space before the digits, a sole proprietorship's 統一編號, a certificate number
that holds an ID-shaped run; a court's 案號 stays. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("經紀人：某甲　證書字號：(109)中市經字第002271號\n", "(109)中市經字第002271號"),
        ("管理人員：某乙　證書字號：113北市登字第008813號\n", "113北市登字第008813號"),
        ("地政士證書：(97)台內地登字第019925號\n", "(97)台內地登字第019925號"),
        ("（禮儀師證書 禮字第004127號）", "禮字第004127號"),
        ("結業證書（證號 北勞起字第B11820號）", "北勞起字第B11820號"),
    ],
)
def test_licence_numbers(text: str, value: str) -> None:
    covered_as(text, value, T.OTHER_ID)


@pytest.mark.parametrize(
    "text, value",
    [
        ("主治醫師：某丙　醫字第051834號\n", "051834"),
        ("醫師：某丁　醫字第 047712 號\n", "047712"),
    ],
)
def test_doctor_licence_without_a_label(text: str, value: str) -> None:
    covered_as(text, value, T.OTHER_ID)


@pytest.mark.parametrize(
    "text, value",
    [
        ("員工編號 Employee No.：KT-20418\n", "KT-20418"),
        ("工號 No. Karyawan：MX-B117\n部門", "MX-B117"),
        ("保單號碼 Policy No.／証券番号：QL0933201846\n", "QL0933201846"),
        ("（第三人：某紡織公司，員工編號HR 7O3l8）", "HR 7O3l8"),
        ("證明字號C3104417750228），已領有", "C3104417750228"),
        ("商業登記統一編號：53307148\n", "53307148"),
        ("商號統編：62281905\n　地址", "62281905"),
    ],
)
def test_labelled_codes(text: str, value: str) -> None:
    covered_as(text, value, T.OTHER_ID)


@pytest.mark.parametrize(
    "text, word",
    [
        ("本院112年度訴字第1473號判決", "訴字第1473號"),
        ("臺灣臺北地方法院113年度司促字第20553號", "司促字第20553號"),
    ],
)
def test_case_numbers_stay(text: str, word: str) -> None:
    untouched(text, word)
