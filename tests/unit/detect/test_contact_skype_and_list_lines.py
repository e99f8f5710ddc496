"""Skype names and numbered passenger lines (issue 11): a Skype name keeps its ``live:`` (Skype：
live:.cid.3b9e…, live:mei.chen_88 without a label too), and a list number before an upper-case
name (1.DELA CRUZ/MARIA) is no chat handle in a speaker's place. Every value invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import PERSON, SOCIAL_HANDLE


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Skype：live:mei.chen_1988", "live:mei.chen_1988"),
        ("Skype ID: live:.cid.3b9e1f0a77c2d", "live:.cid.3b9e1f0a77c2d"),
        ("Skype: live:tsai0922", "live:tsai0922"),
        ("請加我 skype live:.cid.91ab22c7e0f4 討論", "live:.cid.91ab22c7e0f4"),
        ("聯絡方式：live:huang.pei_ling 或電話", "live:huang.pei_ling"),
    ],
)
def test_a_skype_name_is_read_with_its_live_prefix(text: str, value: str) -> None:
    assert _found(text).get(value) == SOCIAL_HANDLE, _found(text)


def test_live_alone_in_prose_is_no_handle() -> None:
    assert _found("他說 live: 現場直播") == {}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("1.DELA CRUZ/MARIA MS\n2.SANTOS/JOSE MR", "DELA CRUZ/MARIA"),
        ("1.NGUYEN/VAN AN MR\n2.TRAN/THI HOA MS", "NGUYEN/VAN AN"),
        ("3.LOPEZ/ANA MRS", "LOPEZ/ANA"),
    ],
)
def test_a_numbered_passenger_line_is_a_name_not_a_handle(text: str, name: str) -> None:
    found = _found(text)
    assert found.get(name) == PERSON, found
    assert not any(t == SOCIAL_HANDLE for t in found.values()), found


def test_a_handle_speaker_still_reads() -> None:
    assert _found("mina_0612：你好").get("mina_0612") == SOCIAL_HANDLE
