"""The commenters of a comment section (worker/detect/comment_names.py): the nickname opening each
comment after a 留言 / 回應 / 推文 / Comments header, reply lines too, and the nickname's other
occurrences; not the section's role words, field labels, or lines after the section. Invented
nicknames only."""

from __future__ import annotations

import pytest

from worker.detect.comment_names import comment_names

THREAD = (
    "發文者：月光鬆餅88　2024/03/02\n\n我想問勞資調解的經驗。\n\n"
    "回應（7）\n"
    "阿達不加班：我去年調過，記得帶薪資單\n"
    "　└ 月光鬆餅88：謝謝！\n"
    "Nana在台中：可以先打 1955 問\n"
    "樓主：補充一下，我是派遣\n"
    "　↳ 阿達不加班：派遣也一樣\n"
)
SPACED = (
    "留言\n"
    "鍋貼阿伯\u3000我剛剛在市場那邊好像看到了\n"
    "\u3000└ Ruby 彭\u3000真的嗎！！大概幾點？\n"
    "\u3000└ 鍋貼阿伯\u3000Ruby 彭 大概十點\n"
)


def _values(text: str) -> list[str]:
    return [text[s.start : s.end] for s in comment_names(text)]


@pytest.mark.parametrize(
    ("text", "nick", "times"),
    [
        (THREAD, "阿達不加班", 2),
        (THREAD, "月光鬆餅88", 2),  # the poster above the section as well
        (THREAD, "Nana在台中", 1),
        (SPACED, "鍋貼阿伯", 2),
        (SPACED, "Ruby 彭", 2),  # the mention inside a reply too
    ],
)
def test_every_commenter_is_a_person(text: str, nick: str, times: int) -> None:
    assert _values(text).count(nick) == times


def test_role_words_and_the_text_after_the_section_are_no_commenters() -> None:
    text = THREAD + "\n\n\n本文完\n備註：轉載請註明\n地址：台北市\n"
    values = _values(text)
    assert "樓主" not in values and "備註" not in values and "地址" not in values


def test_no_section_header_no_commenters() -> None:
    assert _values("姓名：王小明\n電話：0912\n補充：無\n說明：見附件") == []
