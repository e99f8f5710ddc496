"""The other party named in a chat export's title is a person, also without a surname (怡君)."""

from __future__ import annotations

from tests.unit.helpers import FixedKeys, raw_event
from worker.detect import detect
from worker.pipeline import Pipeline

CHAT = (
    "[LINE] 與怡君的聊天記錄\n儲存日期：2024/08/09 11:38\n\n"
    "11:40\t范姜承恩\t怡君，這個月的錢還沒收到喔\n"
)


def test_given_name_in_the_title_is_found_in_the_messages_too():
    spans = detect(CHAT)
    hits = [CHAT[s.start : s.end] for s in spans if s.action == "replace"]
    assert hits.count("怡君") == 2 and "范姜承恩" in hits


def test_such_a_chat_is_published_not_dead_lettered():
    out = Pipeline(FixedKeys()).process_event(raw_event("d1", "case-chat", CHAT))
    assert "怡君" not in out.clean.text and "范姜承恩" not in out.clean.text
