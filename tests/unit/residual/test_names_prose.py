"""Residual scan, names in prose the detector may still miss (worker/residual/names.py,
reader.py): a name joined to a pseudonym by 和 / 及 / 與 / 跟, a list of nicknames, what is left
of a spaced name beside its pseudonym, a doubled nickname in a chat; and what must pass (kin words
speaking, a pronoun before a kin word, ordinary words, places, the case's pseudonyms, officials
kept). Invented names only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import worker.pipeline as pipeline_module
from contracts import RawDocumentEvent
from tests.unit.helpers import FixedKeys
from worker.errors import DocumentError
from worker.pipeline import Pipeline
from worker.residual import scan

ISSUED = {"郭靜慧", "潘志遠", "喬雅婷", "凱凱", "張簡皓立"}
KEPT = {"吳明達"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, KEPT)


STOP = [
    # a nickname or a full name joined to a pseudonym
    ("禮金由小胖和凱凱收，點完交給新娘。", "name_in_list"),
    ("那天郭靜慧和阿宏一起去。", "name_in_list"),
    ("潘志遠跟林志豪都說沒看到。", "name_in_list"),
    ("請阿寶與喬雅婷先到。", "name_in_list"),
    # nicknames listed together, no pseudonym needed
    ("妳跟孩子。小寶、安安要乖，聽媽媽的話。", "name_in_list"),
    ("阿明、阿華都來幫忙。", "name_in_list"),
    ("小虎、阿福、妞妞三個人一起玩。", "name_in_list"),
    # one character of a spaced or OCR'd name beside its pseudonym
    ("所有權人：張簡皓立 遠\n統一編號：略", "name_remnant"),
    ("TO 受文者：向 喬雅婷 先生\nFAX：略", "name_remnant"),
    ("姓名：郭靜慧 華\n性別：女", "name_remnant"),
    # a name after Taiwanese 阮 "my" and a kin word
    ("阮老母叫做林美玉。", "name_in_prose"),
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[f"{c}-{i}" for i, (_, c) in enumerate(STOP)])
def test_a_name_the_detector_missed_stops_the_document(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


PASS = [
    # the case's pseudonyms and kept names in the same places
    "禮金由凱凱和郭靜慧收。",
    "郭靜慧與潘志遠一起到場。",
    "審判長法官吳明達和郭靜慧。",
    "所有權人：張簡皓立\n統一編號：略",
    # joiners before ordinary words
    "郭靜慧和解書已簽。",
    "郭靜慧和他太太都到了。",
    "郭靜慧與其母同住。",
    "郭靜慧和小孩一起去。",
    "潘志遠及家人均同意。",
    # things listed with 小 / 阿
    "小吃、小菜都好吃。",
    "小型、中型車輛。",
    # a gender, a seal, a role beside a pseudonym
    "郭靜慧 男\n民國",
    "郭靜慧 印\n",
    "原告 郭靜慧\n",
    # kin words speaking in a family chat, a pronoun before a kin word, places
    "郭靜慧：今年除夕在我家\n潘志遠：好\n大伯：改了\n小姑：收到",
    "答：阮老爸叫做郭靜慧，日本時代就在庄役場。",
    "阮阿母講伊毋去。",
    # a short form of the case's own pseudonym (小 and its surname)
    "郭靜慧說大家都叫她小郭。",
    "郭靜慧和潘志遠住在臺中市西屯區。",
]


@pytest.mark.parametrize("text", PASS)
def test_pseudonyms_words_and_places_pass(text: str) -> None:
    assert checks(text) == []


def _run(text: str) -> None:
    Pipeline(FixedKeys()).process_event(
        RawDocumentEvent(
            document_id="d",
            case_id="case-prose",
            text=text,
            source_system="t",
            created_at=datetime(2024, 1, 1, tzinfo=UTC),
        )
    )


def _missing(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    """The detector misses every occurrence of ``value`` (what the residual scan is there for)."""
    real = pipeline_module.detect

    def detect(text, **kwargs):
        spans = real(text, **kwargs)
        at = [i for i in range(len(text)) if text.startswith(value, i)]
        return [s for s in spans if not any(s.start < i + len(value) and i < s.end for i in at)]

    monkeypatch.setattr(pipeline_module, "detect", detect)


REFUSED = [
    ("原告王建民主張，禮金由小胖和王建民收，點完交給新娘。", "小胖", "name_in_list"),
    ("遺書：這輩子對不起妳跟孩子。小寶、安安要乖，聽媽媽的話。", "小寶", "name_in_list"),
    ("被告林美華陳稱：我那天跟阿明、阿華一起去。", "阿明", "name_in_list"),
]


@pytest.mark.parametrize(("text", "missed", "check"), REFUSED)
def test_the_pipeline_refuses_a_document_with_a_missed_name(
    monkeypatch: pytest.MonkeyPatch, text: str, missed: str, check: str
) -> None:
    _missing(monkeypatch, missed)
    with pytest.raises(DocumentError) as e:
        _run(text)
    assert e.value.error_class == "VerificationFailed"
    assert f"residual:{check}" in e.value.message


@pytest.mark.parametrize(
    "text",
    [
        "原告王建民與被告林美華於臺中市西屯區簽約，並由法官陳志明審理。",
        "王建民：今年除夕在我家\n林美華：好\n大伯：改了\n小姑：收到",
        "王建民和他太太都同意和解書的內容。",
    ],
)
def test_the_pipeline_publishes_what_holds_no_missed_name(text: str) -> None:
    _run(text)


CHAT = "郭靜慧：今年做兩盤\n潘志遠：{}\n喬雅婷：好"


@pytest.mark.parametrize(
    "message",
    ["冤枉啦，明明是胖胖吃的", "婷婷也要來嗎", "我載恩恩去上學", "辰辰生日快樂"],
)
def test_a_doubled_nickname_in_a_chat_stops_the_document(message: str) -> None:
    assert "residual:nickname_in_chat" in checks(CHAT.format(message))


@pytest.mark.parametrize(
    "message",
    [
        "哈哈哈笑死",
        "謝謝，好好休息",
        "寶寶乖，媽媽馬上到",
        "一個月穩穩賺",
        "房間整理得乾乾淨淨",
        "祝大家平平安安",
        "凱凱也要來嗎",  # the case's pseudonym
    ],
)
def test_reduplicated_words_in_a_chat_pass(message: str) -> None:
    assert checks(CHAT.format(message)) == []
