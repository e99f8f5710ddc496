"""Latin given names in Chinese prose (issues 9/11): after a relation, staff or role word (心理師
Ariel-like, 看護 X, 先生 X, 藥師X) and beside a Chinese surname (客服Amy林要求, 法務葉Grace).
Invented names only; the negatives are product words, captions and words after the same words."""

from __future__ import annotations

import pytest

from worker.detect import detect


def found(text: str) -> set[str]:
    return {
        text[s.start : s.end]
        for s in detect(text, use_model=False)
        if s.type == "person" and s.action == "replace"
    }


@pytest.mark.parametrize(
    "text, name",
    [
        ("督導 Wendy 電話陪同，案母在場。", "Wendy"),
        ("今天由治療師 Bella 評估精細動作。", "Bella"),
        ("看護 Sulastri 每天早晚量血壓。", "Sulastri"),
        ("先生 Rodel 明天從馬尼拉回來。", "Rodel"),
        ("已告知手機末三碼。—藥師Kiki", "Kiki"),
        ("櫃台 Yenny 說候補排第 9 位。", "Yenny"),
        ("在場：母梁Brenda（美籍）、外婆", "梁Brenda"),
        ("公司代表：法務溫Judy　分機 21", "溫Judy"),
        ("出金時客服Wendy莊要求先繳保證金。", "Wendy莊"),
        ("人資主管Coco 鍾私下跟我說不要張揚。", "Coco 鍾"),
        ("父　張 大 山　　　　母　Lawa\nKacaw\n配偶　略", "Lawa\nKacaw"),
        ("由看護 Siti Rahayu 陪同就醫。", "Siti Rahayu"),
    ],
)
def test_latin_given_names_after_relation_words(text: str, name: str) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "客服 Line 已讀不回。",
        "老師 Google 一下就知道。",
        "主管 Excel 表還沒交。",
        "要保人 Policyholder：同被保險人",
        "二、原雇主 Chủ cũ",
        "承租人Emailchen_ab.cd@example.com",
    ],
)
def test_latin_words_after_the_same_words_stay_words(text: str) -> None:
    assert not {n for n in found(text) if n.isascii() or "Ch" in n}


@pytest.mark.parametrize(
    "text, name",
    [
        ("受款人：Ms. Ilid\nTakil\n金額：略", "Ms. Ilid\nTakil"),
        ("收件人：Mr. Watan\nNomi\n電話：略", "Mr. Watan\nNomi"),
    ],
)
def test_a_romanized_name_wrapped_at_a_line_break_is_whole(text: str, name: str) -> None:
    assert name in found(text)
