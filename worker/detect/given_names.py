"""Given names and nicknames standing alone (美娟, 阿萍, 小廷), found where the context says a
person is meant.

Chats and letters call people by their given name or a nickname, often with no full name anywhere in
the document. A two-character chunk of common given-name characters
(:data:`~worker.detect.lexicon.GIVEN_NAME_CHARS`), a nickname 阿X / 小X, or a surname-led name, is
a person when it stands

* after a word that takes a person (𤆬美娟去, 生日快樂美娟, 撞到美娟的, 跟美娟聯絡);
* before a greeting or a word said of a person (美娟您好, 美娟𠢕啦);
* at the start of a chat message or a line, before a comma or a colon (``10:21<TAB>毛建華<TAB>美娟，
  上次…``, ``美娟：``);
* in the speaker column of a chat export (``9:02<TAB>阿琴<TAB>…``).

Spans are ``person`` / ``replace`` with ``given_only=True`` (a given name, not a full name), score
0.55.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from worker.detect.lexicon import EMOJI_CHARS, GIVEN_NAME_CHARS, NAME_CHARS, NOT_A_NAME
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.spans import PERSON, REPLACE, Span

_BEFORE = (
    "𤆬",
    "生日快樂",
    "撞到",
    "聯絡",
    "叫",
    "找",
    "跟",
    "陪",
    "載",
    "約",
    "告訴",
    "通知",
    "拜託",
    "恭喜",
    "毆打",
    "並由",
    "在場之",
    "交給",
    "借給",
    "轉給",
    "打給",
    # greetings and interjections before the name called (哇美娟好久不見, 感恩阿賢, 嗨雅婷)
    "哇",
    "嗨",
    "欸",
    "喂",
    "嘿",
    "哈囉",
    "感恩",
    "謝謝",
    "掰掰",
    "早安",
    "晚安",
)
_AFTER = ("𠢕", "您好", "你好", "台鑒", "鈞鑒", "惠鑒")
_CHAT_SPEAKER = re.compile(
    rf"^[ \t]*[0-9:/ \-上下午APMapm.]{{3,25}}\t([{NAME_CHARS}]{{2}})[{EMOJI_CHARS}]{{0,4}}\t",
    re.MULTILINE,
)
_COMMON_WORDS = frozenset(
    [
        "你好",
        "您好",
        "謝謝",
        "好的",
        "可以",
        "不是",
        "真的",
        "是的",
        "對啊",
        "沒有",
        "知道",
        "明天",
        "今天",
        "昨天",
        "後天",
        "現在",
        "剛剛",
        "已經",
        "還是",
        "如果",
        "因為",
        "所以",
        "但是",
        "然後",
        "不過",
        "其實",
        "應該",
        "需要",
        "麻煩",
        "不好",
        "好啊",
        "好喔",
        "早安",
        "晚安",
        "午安",
        "辛苦",
        "抱歉",
        "收到",
        "了解",
        "確認",
        "請問",
        "再見",
        "恭喜",
        "加油",
        "小心",
        "小時",
        "小孩",
        "小姐",
        "阿姨",
        "阿伯",
        "阿公",
        "阿嬤",
        "小弟",
        "小妹",
        "小朋友",
        "小額",
        "小吃",
        "小組",
        "阿里",
        "英文",
        "中文",
        "國語",
        "台語",
        "客服",
        "店家",
        "明細",
        "文件",
        "資料",
        "英雄",
        "美國",
        "英國",
        "中國",
        "日本",
        "台灣",
        "臺灣",
        "新北",
        "台北",
        "臺北",
        "台中",
        "臺中",
        "台南",
        "臺南",
        "高雄",
        "桃園",
        "新竹",
        "嘉義",
        "宜蘭",
        "花蓮",
        "屏東",
        "春節",
        "中秋",
        "端午",
        "元宵",
        "清明",
        "國慶",
        "生日",
        "金額",
        "現金",
        "美金",
        "台幣",
        "臺幣",
        "金融",
        "銀行",
        "華南",
        "玉山",
        "國泰",
        "富邦",
        "中信",
        "永豐",
        "兆豐",
        "第一",
    ]
)


# Taiwanese (Hokkien) words written with Extension B characters: 𤆬 (bring), 𠢕 (able), 𨑨迌
# (play), 𪜶 (they)
_HOKKIEN = frozenset("𤆬𠢕𨑨迌𪜶𫝏𫝛𠕇")


def _given_char(c: str) -> bool:
    # an Extension B character (俊𨳒) is a name's, not a word's — except the Hokkien function words
    return c in GIVEN_NAME_CHARS or (ord(c) >= 0x20000 and c not in _HOKKIEN)


def _is_given(chunk: str) -> bool:
    if len(chunk) != 2 or chunk in NOT_A_NAME or chunk in _COMMON_WORDS:
        return False
    if chunk[0] in "阿小" and _given_char(chunk[1]):
        return True  # 阿琴, 小廷
    return all(_given_char(c) for c in chunk)


_CJK2 = f"[{NAME_CHARS}]{{2}}"
_AFTER_BEFORE_WORD = re.compile(
    "(?:" + "|".join(f"(?<={re.escape(w)})" for w in _BEFORE) + f")(?={_CJK2})"
)
_TWO_NAME_CHARS = re.compile(_CJK2)


def _after_before_word(text: str) -> set[int]:
    """Where :data:`_AFTER_BEFORE_WORD` matches (every position after a word of ``_BEFORE`` that
    two name characters follow), found with ``str.find`` per word instead of trying every
    look-behind at every position."""
    out = set()
    for w in _BEFORE:
        i = text.find(w)
        while i != -1:
            if _TWO_NAME_CHARS.match(text, i + len(w)):
                out.add(i + len(w))
            i = text.find(w, i + 1)
    return out


_BEFORE_GREETING = re.compile(f"(?=({_CJK2})(?:" + "|".join(map(re.escape, _AFTER)) + "))")
_LINE_OPENING = re.compile(f"(?:^|(?<=[\t\n]))(?={_CJK2}[，,、：:！!])", re.MULTILINE)


def _full_name(text: str, pos: int, breaks: Breaks = NO_BREAKS) -> tuple[int, int] | None:
    """A surname plus a two-character given name of name characters at ``pos``: ``(end, surname
    length)``."""
    from worker.detect.persons import read_name  # persons imports this module

    found = read_name(text, pos, breaks=breaks)
    if not found or not found[1]:
        return None
    end, sl = found
    given = text[pos + sl : end]
    if len(given) == 3 and _is_given(given[1:]):
        return end, sl  # 歐李碧珠: 冠夫姓, the husband's surname before her own
    return (end, sl) if len(given) == 2 and _is_given(given) else None


def find_given_names(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Given-name-only and nickname mentions in a person context (see the module docstring)."""
    starts = {m.start(1) for m in _CHAT_SPEAKER.finditer(text)}
    starts.update(_after_before_word(text))
    starts.update(m.start(1) for m in _BEFORE_GREETING.finditer(text))
    starts.update(m.start() for m in _LINE_OPENING.finditer(text))
    for i in sorted(starts):
        full = _full_name(text, i, breaks=breaks)
        if full:  # 並由于俊雄擔任, 毆打上官苡菲: a whole name in the same place
            yield Span(
                i,
                full[0],
                PERSON,
                REPLACE,
                source="rule:person_context",
                score=0.6,
                surname_len=full[1],
            )
            continue
        if (
            i + 2 < len(text)
            and "\u4e00" <= text[i + 2] <= "\u9fff"
            and text[i : i + 3] in _COMMON_WORDS
        ):
            continue
        if _is_given(text[i : i + 2]):
            yield Span(
                i,
                i + 2,
                PERSON,
                REPLACE,
                source="rule:person_given_context",
                score=0.55,
                given_only=True,
            )
