"""Residual scan (worker/residual/data/roles.txt, not_names.txt): a name left after a social-work
case's words (個案, 案母, 案妹, 案祖母 …) stops the document; the record's own words after 個案
(個案關懷, 個案簡述, 個案管理師) and the case's pseudonyms there pass. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"郭靜慧", "潘志遠"}


@pytest.mark.parametrize(
    "text",
    [
        "個案林以諾由母親陪同到院。",
        "個案：韓承翰，男，8歲。",
        "在場：案母 洪佩瑜、案妹 芊芊",
        "案妹 王芊芊由外婆照顧",
        "案祖母 蔡林金枝每日接送",
        "案兄 盧冠霖已成年",
    ],
)
def test_a_name_after_a_case_word_stops_the_document(text: str) -> None:
    assert "residual:name_after_role" in scan(text, ISSUED)


@pytest.mark.parametrize(
    "text",
    [
        "個案關懷討論紀錄（內部資料）",
        "個案簡述：案主與母同住。",
        "個案管理師於上午到院。",
        "個案表示會配合，案母上班。",
        "個案郭靜慧由母親陪同到院。",
        "案母 潘志遠 到場。",
    ],
)
def test_case_words_and_pseudonyms_pass(text: str) -> None:
    assert "residual:name_after_role" not in scan(text, ISSUED)
