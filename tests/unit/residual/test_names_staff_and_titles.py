"""Residual scan (issue 9): a colleague named after a staff or group word (總務小戴, 同仁小妍,
貼文作者小夏, 助教：筱筠; data/roles.txt), also after 請 when no colon follows (請總務小戴協助), a
surname or religious name before a clergy title (黎神父, 法妙師父, 潘牧師; data/titles.txt) and a
Latin given name before a Chinese title (Sherry小姐, Vivian老師, Jason 哥; latin.py) stop the
document; a role spoken to or acted on (法官問原告：…, 對原告施以暴力, 向債權人支付), compounds
(主管機關, 客服中心, 私人教練), subjects and tools before a title (English 老師, Google老師) and
the case's pseudonyms there pass. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import scan


@pytest.mark.parametrize(
    "text, check",
    [
        ("請總務小莫協助。", "residual:name_after_role"),
        ("我先請同仁小琪依SOP回覆", "residual:name_after_role"),
        ("貼文作者小楓說她已經報警", "residual:name_after_role"),
        ("帶班：郝老師　助教：筱涵", "residual:name_after_role"),
        ("群主小蔓說明天開團", "residual:name_after_role"),
        ("請被告王小鈞到庭", "residual:name_after_role"),
        ("主禮龔神父", "residual:name_before_title"),
        ("請致電功德會 法蓮師父（分機 15）", "residual:name_before_title"),
        ("由潘牧師證婚", "residual:name_before_title"),
        ("業主回覆：Rosalie小姐您好", "residual:latin_name"),
        ("請Travis 哥幫忙寫存證信函", "residual:latin_name"),
        ("幼兒園的Marisol老師很委婉地建議", "residual:latin_name"),
    ],
)
def test_a_name_beside_a_staff_word_or_a_title_stops_the_document(text: str, check: str) -> None:
    assert check in scan(text, {"郭靜慧"})


@pytest.mark.parametrize(
    "text",
    [
        "法官問原告：起訴聲明為何",
        "被告對原告施以暴力",
        "由第三人按月逕向債權人支付",
        "請原告補正，請被告於五日內答辯",
        "購買私人教練課程24堂，由被告擔任指導教練",
        "主管機關核准，客服中心回覆",
        "她是English 老師，問Google老師就知道",
        "師父說要靜心，向法師請益",
        "請總務郭靜慧協助",
        "Wendy小姐您好",
    ],
)
def test_roles_acted_on_compounds_subjects_and_pseudonyms_pass(text: str) -> None:
    assert scan(text, {"郭靜慧", "Wendy"}) == []
