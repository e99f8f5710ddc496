"""Recognizers of record-like values: land parcels (地號), NHI card numbers (健保卡號),
passwords and verification codes, and personal-event dates.

* 地號: ``[縣市][區鄉鎮市]<段名>段[<小段>小段]<number>[-<sub>]地號`` (地籍 numbering of
  內政部地政司).
* 健保卡號: 12 digits after a 健保卡 label (the card number printed on the NHI IC card).
* Passwords and one-time codes: the token after a 密碼 / 驗證碼 / OTP label.
* Event dates: a full date (year, month, day) that is not a date of birth. They are reported
  (type ``event_date``) so that a mode can treat them; legal mode keeps them in the output.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from worker.detect.address import CITIES, DISTRICTS, ends_district
from worker.detect.event_dates import find_loose_event_dates, with_weekday
from worker.detect.lexicon import word_list
from worker.text import scan
from worker.text.spans import EVENT_DATE, LAND_PARCEL, NHI_CARD, PASSWORD, Span

_NUM = r"[0-9一二三四五六七八九十百零〇○]{1,6}"
_CJK = r"[\u4e00-\u9fff]"
# Parcel numbers may be written in Chinese digits, with a circle or 〇 for zero and 十 / 百 / 千
# when spelt out (鹿港段一〇二七地號, 草漯段一二○七地號, 新豐段三百二十地號), or read by OCR
# with its digits set apart and letters for digits (北成段四小段 2 3 6 - 1 地號, 惠來段二小段 l 5 B
# 建號: l is 1, B is 8); a number of OCR letters alone is none (段 B 建號), nor circles alone
# (段 ○○ 地號: masked in the copy).
_OCR_DIGIT = "0-9OolISBZG"
_PN = (
    r"(?:(?=[〇○零]*[0-9一二三四五六七八九十百千])[0-9〇○零一二三四五六七八九十百千]{1,6}"
    rf"|(?=[{_OCR_DIGIT}]?(?:[ ]?[{_OCR_DIGIT}]){{0,5}}?[ ]?[0-9])"
    rf"[{_OCR_DIGIT}](?:[ ]?[{_OCR_DIGIT}]){{0,5}}(?![A-Za-z]))"
)
_PARCEL_TAIL = re.compile(
    rf"段(?:{_CJK}{{1,4}}?小段)?[ ]?{_PN}(?:[ ]?[\-之][ ]?{_PN})?"
    rf"(?:[ ]?、[ ]?{_PN}(?:[ ]?[\-之][ ]?{_PN})?)*"
    r"[ ]?(?:地號|建號)"
)
# A number before 地號 / 建號 without its section (種植於512地號土地上; the section was
# named before); OCR may set its digits apart (第 5 1 2 - 3 地號).
_BARE_DIGITS = r"(?:[0-9]{1,6}|[0-9](?:[ ][0-9]){1,5})(?![0-9])"
_BARE_PARCEL = re.compile(
    rf"(?<![0-9A-Za-z\-])(?<![0-9A-Za-z\-][ ]){_BARE_DIGITS}(?:[ ]?-[ ]?{_BARE_DIGITS})?"
    r"[ ]?(?:地號|建號)"
)
# After a 地號 label, the section and number without the word
# (建物坐落地號：五權段二小段　0812-0000).
_LABELLED_PARCEL = re.compile(
    rf"(?:地號|坐落|建號)[ ]?[:：][ ]?((?:{_CJK}{{1,4}}?[區鄉鎮市])?{_CJK}{{1,5}}?段"
    rf"(?:{_CJK}{{1,4}}?小段)?[ ]?[0-9]{{1,6}}(?:-[0-9]{{1,6}})?)(?![0-9])"
)
_PARCEL_HEAD = re.compile(rf"(?:{'|'.join(CITIES)})(?:{_CJK}{{1,3}}?[區鄉鎮市])?[ ]?$")
_NOT_IN_SECTION_NAME = frozenset(
    "坐落於在之的與及、，。：:（）() \t\n號區鄉鎮市縣"
)  # 和 starts 和平段, ends 仁和段
_NHI = re.compile(
    r"(?:健保卡|健保IC卡|全民健康保險卡)(?:卡號|號碼|號)?(?:[（(][^）)]{0,10}[）)])?[:：\s]?[ ]?"
    r"([0-9](?:[ \-]?[0-9]){11})(?![0-9])"
)
_SECRET = re.compile(
    r"(?:密碼|驗證碼|認證碼|一次性密碼|動態密碼|交易密碼|提款密碼|(?<![A-Za-z])(?:OTP|PIN碼|PIN|"
    r"password|passcode)(?![A-Za-z]))(?:是|為|:|：|\s)*[ ]?([!-~]{4,32})",
    re.IGNORECASE,
)
# The year never starts inside a digit run: in the compact view a value that ends a line is joined
# to a date that opens the next one (履保專戶 …94⏎2022年10月10日 → 942022年), which must not read
# as one date.
_DATE = re.compile(
    rf"(?:(?:民國|中華民國)[ ]?)?(?<![0-9]){_NUM}[ ]?年[ ]?{_NUM}[ ]?月[ ]?{_NUM}[ ]?日"
    r"|(?<![0-9])(?:19|20)[0-9]{2}[/\-.](?:0?[1-9]|1[0-2])[/\-.](?:0?[1-9]|[12][0-9]|3[01])"
    r"(?![0-9])"
    r"|(?<![0-9.])[0-9]{2,3}[.](?:0?[1-9]|1[0-2])[.](?:0?[1-9]|[12][0-9]|3[01])(?![0-9.])"
)


def find_land_parcels(folded: str) -> Iterator[Span]:
    """地號 with its 段 name (read backwards to a boundary) and the 縣市/區 before it when
    present."""
    for m in _PARCEL_TAIL.finditer(folded):
        start = m.start()
        while (
            start > 0
            and m.start() - start < 6
            and "\u4e00" <= folded[start - 1] <= "\u9fff"
            and (
                folded[start - 1] not in _NOT_IN_SECTION_NAME
                or (folded[start - 1] in "區鄉鎮市" and not ends_district(folded, start))
            )  # 新市段 and 鎮平段 are sections; 淡水區 before them is a district
        ):
            start -= 1
        if start == m.start():
            continue
        head = _PARCEL_HEAD.search(folded, max(0, start - 8), start)
        if head:
            start = head.start()
        else:  # a district of the postal directory without its city (板橋區府中段…)
            start = next(
                (start - n for n in (4, 3) if folded[start - n : start] in DISTRICTS), start
            )
        yield Span(start, m.end(), LAND_PARCEL, source="rule:land_parcel", score=0.9)
    for m in _BARE_PARCEL.finditer(folded):
        yield Span(m.start(), m.end(), LAND_PARCEL, source="rule:land_parcel_bare", score=0.8)
    for m in _LABELLED_PARCEL.finditer(folded):
        yield Span(
            m.start(1), m.end(1), LAND_PARCEL, source="rule:land_parcel_labelled", score=0.85
        )


def find_nhi_cards(folded: str) -> Iterator[Span]:
    for m in _NHI.finditer(folded):
        yield Span(m.start(1), m.end(1), NHI_CARD, source="rule:nhi_card", score=0.95)


_ASKED = re.compile(
    r"(?:密碼|驗證碼|認證碼|OTP)[^\n]{0,12}?(?:多少|是什麼|給我|傳給|告訴|呢|嗎|還是)"
)
_TOKEN = re.compile(r"(?<![!-~])(?=[!-~]*[A-Za-z])(?=[!-~]*[0-9])[!-~]{6,24}(?![!-~])")
# A chat message (time TAB speaker TAB message) that is one ASCII token, maybe followed by emoji.
_LONE_MESSAGE = re.compile(
    r"\n[ ]*[0-9]{1,2}:[0-9]{2}\t[^\t\n]{1,40}\t[ ]*([!-~]{4,32})"
    r"(?=[^\t\n!-~0-9A-Za-z\u3400-\u9fff]*(?:\n|$))"
)
_JOINED_TIME = re.compile(r"[0-9]{1,2}:[0-9]{2}$")
_EMAIL_OR_URL = re.compile(r"@[A-Za-z0-9\-]+\.[A-Za-z]|://|^www\.|^@", re.IGNORECASE)
# Closing punctuation that ends a sentence around a password rather than belonging to it. The
# symbols of a password (Sunny63!, Ocean7525$, panda.19?) stay; CJK punctuation and spaces already
# end the value.
_SECRET_TRAILING = ",;:)]}'\""


def _password_like(token: str) -> bool:
    """A lone chat token that can be a password: not an e-mail, URL or @mention, and with a digit
    or a symbol (a bare word such as ``okay`` is a reply, not a password)."""
    if _EMAIL_OR_URL.search(token):
        return False
    if any(c.isdigit() for c in token) or any(c in "!@#$%^&*_-.?" for c in token.rstrip(".?!")):
        return True
    # letters only: a password when the case is mixed inside the word (YNKyAYZLy), not a
    # capitalised reply (Okay, OK)
    return (
        len(token) >= 6 and any(c.isupper() for c in token[1:]) and any(c.islower() for c in token)
    )


def find_secrets(folded: str) -> Iterator[Span]:
    """Values after a 密碼 / 驗證碼 label, and in a chat the answer after someone asks for one
    (密碼多少 → Tiger16$): the next message when it is a lone token, else the next
    letters-and-digits token."""
    for q in _ASKED.finditer(folded):
        line_end = folded.find("\n", q.end())
        lone = _LONE_MESSAGE.match(folded, line_end) if line_end != -1 else None
        if lone and _password_like(lone.group(1)):
            yield Span(lone.start(1), lone.end(1), PASSWORD, source="rule:secret_asked", score=0.75)
            continue
        for m in _TOKEN.finditer(folded, q.end(), min(len(folded), q.end() + 80)):
            end = m.end()
            if (
                folded[end : end + 1] == "\t"
            ):  # the compact view joined the next chat line's time (Tiger16$⏎10:52⇥)
                time = _JOINED_TIME.search(m.group(0))
                end = m.start() + time.start() if time else end
            if end - m.start() >= 4 and not _EMAIL_OR_URL.search(folded[m.start() : end]):
                yield Span(m.start(), end, PASSWORD, source="rule:secret_asked", score=0.7)
                break
    for m in scan.finditer(_SECRET, folded):
        value = m.group(1).rstrip(_SECRET_TRAILING)
        if value:
            yield Span(
                m.start(1), m.start(1) + len(value), PASSWORD, source="rule:secret", score=0.9
            )
    for m in _STRONG_TOKEN.finditer(folded):
        value, start = m.group().rstrip(_SECRET_TRAILING + "."), m.start()
        keyed = _KEY_EQUALS.match(value)
        if keyed:  # chartNo=0047719, pwd=Hk#2001x: a key and its value, the value alone decides
            value, start = value[keyed.end() :], start + keyed.end()
        if len(value) >= 8 and _strong(value) and not _EMAIL_OR_URL.search(value):
            yield Span(start, start + len(value), PASSWORD, source="rule:secret_shape",
                       score=0.55)  # fmt: skip


# Recall first: a token built as a password rule asks (upper and lower case, a digit and a symbol,
# eight or more: Stg#2026Apr!, Qz7!rootK2) is one, label or not; words, codes and amounts lack
# one of the four.
_STRONG_TOKEN = re.compile(r"(?<![!-~])[A-Za-z0-9!@#$^&*?~+=_.\-]{8,40}(?![!-~])")
_SYMBOLS = frozenset("!@#$%^&*?~+=")  # not _ . -: a handle's or a code's joiners
# A machine record's key and its equals sign before a value (uid=…, chartNo=…).
_KEY_EQUALS = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{1,30}=(?=[^=])")


def _strong(token: str) -> bool:
    return (
        any(c.isupper() for c in token)
        and any(c.islower() for c in token)
        and any(c.isdigit() for c in token)
        and any(c in _SYMBOLS for c in token)
    )


_SECRET_WORD = r"(?:密碼|驗證碼|認證碼|OTP|PIN碼?)"
# A few words between the label and the value (密碼懶得改 jessie0722, 密碼我設 Wzy@0518,
# 密碼還是去年那個lin1955…).
_NEAR_SECRET = re.compile(
    _SECRET_WORD + r"[^\n，。！？!?、；;：:「『\"“]{1,8}?[ ]?(?<![!-~])([!-~]{4,32})(?![!-~])"
)
_QUOTED = re.compile(r"[「『\"“]([!-~]{4,32})[」』\"”]")
_NEAR_QUOTED = re.compile(_SECRET_WORD + r"[^\n]{0,20}?[「『\"“]([!-~]{4,32})[」』\"”]")
_ANSWER_DIGITS = re.compile(r"(?:是|為)[ ]?([0-9]{4,8})(?![0-9A-Za-z年月日號]|[/\-.:][0-9])")
_SECRET_MENTION = re.compile(r"(?:驗證碼|認證碼|OTP|提款密碼|交易密碼|密碼)")
_NOT_A_SECRET = re.compile(
    r"^(?:0[0-9]{8,9}|(?:19|20)[0-9]{2}[/\-.][0-9]{1,2}(?:[/\-.][0-9]{1,2})?|"
    r"[0-9]{1,2}[:/][0-9]{2})$"
)


_ANY_SECRET_WORD = re.compile(r"密碼|驗證碼|認證碼|OTP|PIN")
# A quoted token the same clause then calls a secret (內有手寫「Yc#2024chip」字樣，疑為密碼).
_QUOTED_THEN_NAMED = re.compile(
    r"[「『\"“]([!-~]{4,32})[」』\"”][^\n。；;「『]{0,12}?" + _SECRET_WORD
)
# A one-time code in English (the temporary code 731 904 expires, your verification code is
# 482913): the digits, in one group or two.
_CODE_EN = re.compile(
    r"(?<![A-Za-z])(?:verification|security|one[- ]time|temporary|login|log-in|access|"
    r"confirmation|authentication|OTP|SMS)[ ]?(?:pass)?code(?:[ ]?(?:is|was|:))?[ ]?"
    r"([0-9]{3,4}[ \-]?[0-9]{3,4}|[0-9]{4,8})(?![0-9A-Za-z])",
    re.IGNORECASE,
)


def _secret_token(token: str) -> bool:
    """A password-like token near a secret label: a digit inside, with letters or symbols or as a
    4–8 digit PIN; never a phone, a date, a time, an e-mail or a URL."""
    token = token.rstrip(_SECRET_TRAILING + ".")
    if (
        len(token) < 4
        or _EMAIL_OR_URL.search(token)
        or _NOT_A_SECRET.match(token)
        or _NOT_A_SECRET.match(re.sub(r"[ \-().]", "", token))
    ):
        return False
    if not any(c.isdigit() for c in token):
        return _password_like(token)
    return not token.isdigit() or 4 <= len(token) <= 8


def find_secret_answers(folded: str, codes: str) -> Iterator[Span]:
    """Secrets written as people write them: a token a few words after the label (密碼我設
    Wzy@0518), a quoted token after the label or after a question for it (密碼呢？…
    我就傳「880208」), and the digits of an answer after a verification code was mentioned (驗證碼
    … 是五五八三二一: ``codes`` reads Chinese digits), a quoted token the clause then calls a
    secret, and a one-time code in English."""
    if "code" in folded or "Code" in folded or "CODE" in folded:
        for m in scan.finditer(_CODE_EN, folded):
            yield Span(m.start(1), m.end(1), PASSWORD, source="rule:secret_code_en", score=0.75)
    if not _ANY_SECRET_WORD.search(folded):
        return
    for m in _QUOTED_THEN_NAMED.finditer(folded):
        if _secret_token(m.group(1)):
            yield Span(m.start(1), m.end(1), PASSWORD, source="rule:secret_quoted", score=0.75)
    for m in _NEAR_SECRET.finditer(folded):
        token = m.group(1)
        value = token.rstrip(_SECRET_TRAILING)
        if _secret_token(value):
            yield Span(
                m.start(1), m.start(1) + len(value), PASSWORD, source="rule:secret_near", score=0.75
            )
    for m in _NEAR_QUOTED.finditer(folded):
        yield Span(m.start(1), m.end(1), PASSWORD, source="rule:secret_quoted", score=0.8)
    for q in _ASKED.finditer(folded):
        quoted = _QUOTED.search(folded, q.end(), min(len(folded), q.end() + 80))
        if quoted and _secret_token(quoted.group(1)):
            yield Span(
                quoted.start(1), quoted.end(1), PASSWORD, source="rule:secret_asked", score=0.75
            )
        line_end = folded.find("\n", q.end())
        if line_end != -1:  # the answer on the next line (改了，現在是happy2025lin)
            next_end = folded.find("\n", line_end + 1)
            for t in _TOKEN.finditer(
                folded, line_end + 1, next_end if next_end != -1 else len(folded)
            ):
                value = t.group().rstrip(_SECRET_TRAILING)
                if _secret_token(value) and not _JOINED_TIME.match(value):
                    yield Span(
                        t.start(),
                        t.start() + len(value),
                        PASSWORD,
                        source="rule:secret_asked",
                        score=0.7,
                    )
                    break
    for q in _SECRET_MENTION.finditer(codes):
        a = _ANSWER_DIGITS.search(codes, q.end(), min(len(codes), q.end() + 100))
        if a and _secret_token(a.group(1)) and not codes.startswith(("元", "萬", "塊"), a.end(1)):
            yield Span(a.start(1), a.end(1), PASSWORD, source="rule:secret_answer", score=0.7)


_PROCEDURAL_BEFORE = re.compile(
    r"(?:(?:受理|製表|印製|列印|印表|出表|匯出|下載|產出|截圖|掃描|建檔|儲存|更新|查詢|統計|資料"
    r"|截止|收文|發文|核發|公告)"
    r"(?:日期|時間|期間|日)|詢問時間|本院於|於本院|宣判|辯論終結)[：:\s]*$"
)
# A bare date label (日期：, 時間：, 期間：) in a person's form, letter or note dates what the
# form is about (日期：2024/11/02 轉帳, 時間：113/05/20 對保); in a court's or a prosecutor's
# record it is the hearing's (刑事審判筆錄 … 時間：).
_BARE_LABEL_BEFORE = re.compile(r"(?:日期|時間|期間|期日)[：:\s]*$")
_PROCEDURE_DOCUMENT = re.compile(
    r"筆錄|法院|地檢署|檢察署|本院|年度[\u4e00-\u9fff]{1,3}字第|開庭|審判|庭期|訊問|偵查庭|調解委員會"
)


@lru_cache(maxsize=1)
def _personal_event_label() -> re.Pattern[str]:
    """A private event's word (``worker/data/event_date_labels.txt``: 就診, 死亡, 報名, 過戶, 租 …)
    glued to 日期 / 時間 / 期間 / 日 / 期 at the end of the text before a date."""
    words = sorted(set(word_list("event_date_labels.txt")), key=len, reverse=True)
    return re.compile(
        "(?:" + "|".join(map(re.escape, words)) + r")(?:日期|時間|期間|日|期)[：:\s]*$"
    )


# The first date of a range and the range mark before a second date (住院期間：113/02/06～113/02/10,
# 租期：113/04/01～116/03/31, 請假期間：114年1月6日 至 114年1月19日): the second date is read with
# the label before the first.
_RANGE_FIRST = re.compile(
    r"[0-9０-９一二三四五六七八九十〇○零OolI]{1,4}[ ]?"
    r"(?:[年/.\-][ ]?[0-9一二三四五六七八九十〇○零OolI]{1,3}[ ]?){1,2}[日號]?"
    r"(?:[ ]?[（(][^）)\n]{1,4}[）)])?[ ]?(?:～|~|–|—|-|至|到)[ ]?$"
)


# What may follow a document date on its line: a weekday, a time, a signature word.
_DATE_LINE_REST = re.compile(
    r"[（(]?(?:星期|週|周)?[一二三四五六日天]?[）)]?[ ]*(?:[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?)?[ ]*"
    r"(?:上午|下午)?.{0,0}"
)


# A time stamp of a message or an e-mail: the date at a line's start (after a bracket, a Date: /
# 日期： caption, an e-mail quote's 在, a post's 作者 ·) with a clock time after it (a weekday
# between allowed). An event's time is written in words (下午3時許) or apart from the date; a clock
# time right after a date is the system's stamp.
_STAMP_BEFORE = re.compile(
    r"(?:[>＞][>＞ ]*在|在|[\[［(（]|(?:Date|Sent)[ ]?[:：]|[^\n]{1,24}[ ]?[·・])[ ]?"
)
_STAMP_AFTER = re.compile(
    r"[ ]?(?:[（(](?:星期|週|周)?[一二三四五六日天]?[A-Za-z]{0,3}[）)][ ]?)?(?:[（(]?(?:上午|下午|"
    r"早上|晚上|凌晨|中午|AM|PM)?[ ]?[0-9]{1,2}:[0-9]{2})"
)
_SPEAKER_AFTER = re.compile(r"(?::[0-9]{2})?[ ]?[\]］][ ]?[^\n:：]{1,30}[:：]")
_DECORATION = "═─━=＝ \u3000"


def procedural_date(folded: str, start: int, end: int) -> bool:
    """A document or procedural date rather than a personal event: it opens a line (a document date,
    a chat day header; a table row's date stays an event), follows a date/time label (日期：,
    列印日期：, 查詢期間：, 本院於 …) or bounds a range (～). Offsets into the folded text."""
    line_start = folded.rfind("\n", 0, start) + 1
    before_in_line = folded[line_start:start].strip(" \t")
    after = folded[end : end + 2].lstrip(" ")
    label = re.sub(r"[ \t]", "", folded[max(0, start - 20) : start])  # 時　　間： is 時間：
    if _personal_event_label().search(label):
        return False  # 應診日期：, 申請日期：: the day something happened to the person
    first = _RANGE_FIRST.search(folded, max(0, start - 24), start)
    if first:  # the end of a range: 住院期間：113/02/06～[113/02/10]
        label = re.sub(r"[ \t]", "", folded[max(0, first.start() - 20) : first.start()])
        if _personal_event_label().search(label):
            return False
    stamp = _STAMP_AFTER.match(folded, end) if _STAMP_BEFORE.fullmatch(before_in_line) else None
    if stamp and (
        not before_in_line.endswith(("[", "［", "(", "（"))
        or _SPEAKER_AFTER.match(folded, stamp.end())
        or (before_in_line.endswith(("(", "（")) and folded.startswith((")", "）"), stamp.end()))
    ):
        # a bracketed stamp is a chat message's only with a speaker after it ([…] 名字: …), not an
        # SMS log's  # a message's time stamp: [2024/8/5 上午9:12:44], Date: 2024/06/21 (Fri)
        # 17:05, 在 2024年4月3日 下午6:20
        return True
    before_in_line = before_in_line.strip(_DECORATION)
    if before_in_line in ("", "中華民國", "民國") and not after.startswith(("|", "｜", "\t")):
        rest = folded[end : (folded.find("\n", end) + 1 or len(folded) + 1) - 1].strip(
            " \t" + _DECORATION
        )
        # True: a document date or a chat's day header alone on its line; False: 2022-03-05出發的
        # 行程…, a sentence about an event starts with the date
        return not rest or _DATE_LINE_REST.fullmatch(rest) is not None
    if _PROCEDURAL_BEFORE.search(label):
        return True
    if _BARE_LABEL_BEFORE.search(label) and _PROCEDURE_DOCUMENT.search(
        folded, max(0, start - 3000), start
    ):
        return True
    if _YEAR_MONTH.fullmatch(folded, start, end):
        return False  # a curriculum's range (84.9～87.6, 101.10～迄今) is a life's, no procedure's
    return folded[end : end + 1] in ("～", "~") or folded[max(0, start - 1) : start] in ("～", "~")


_YEAR_MONTH = re.compile(r"[0-9]{2,4}[/.][0-9]{1,2}")


# ROC dates with slashes (113/03/08, 081/05/12) and compact ROC dates (0810512, 1130308).
# Each pattern starts with a character class (the engine skips to it); the boundary before it is
# checked in code (_free_before).
_ROC_DATE = re.compile(
    r"[0-9](?:[0-9]{1,2}/(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12][0-9]|3[01])"
    r"|(?<=[01])(?:(?<=0)[1-9][0-9]|(?<=1)[01][0-9])(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01]))"
    r"(?![0-9/]|-[0-9])"  # 0101224-0466139 is a post office account (局號-帳號), no date
)
# A month and day without a year (同年6月3日, 9月20日) and a year and month (112年10月間,
# 民國111年3月).
_PARTIAL_DATE = re.compile(
    rf"{_NUM}[ ]?(?:月[ ]?{_NUM}[ ]?[日號]|年[ ]?{_NUM}[ ]?月(?![ ]?{_NUM}[ ]?[日號])(?:間|底|初|"
    r"下旬|上旬|中旬|中|起|止)?)"
)
_PARTIAL_PREFIX = re.compile(r"(?:同年|翌年|隔年|當年|今年|去年|前年|明年|(?:中華)?民國[ ]?)$")
# A short month/day (3/9, 10/19) as people write it about their own days; not a fraction before a
# unit, not the time stamp that ends a forum line (03/09 21:05), not part of a longer number.
_SHORT_DATE = re.compile(r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9])(?![0-9/]|[.][0-9])")
_FRACTION_UNIT = re.compile(
    r"""
    [ ]?
    (?:
        杯 | 匙 | 碗 | 份 | 瓶 | 個 | 倍 | 人 | 顆 | 塊 | 張 | 片 | 包    # counted things
      | 的人 | 的比例 | 左右 | 以上 | 以下 | 成 | % | ％                 # shares and bounds
    )
    """,
    re.VERBOSE,
)
_LINE_END_STAMP = re.compile(r"[ ]+[0-9]{1,2}:[0-9]{2}[ ]*(?:\n|$)")
# A short date that ends a range (3/12–3/21, 12/23–1/1): the first date and the dash before it;
# a day after a short date's dash (10/19-20) ends the range.
_SHORT_RANGE_START = re.compile(
    r"(?<![0-9/])(?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9])(?:[ ]?[（(][^）)\n]{1,3}[）)])?"
    r"[ ]?[\-~～][ ]?$"
)
_DIGITS_AND_YEAR = "0123456789一二三四五六七八九十百零〇年"
_SHORT_RANGE_DAY = re.compile(r"[\-~～](?:3[01]|[12][0-9]|0?[1-9])(?![0-9/:.])")


def find_event_dates(folded: str) -> Iterator[Span]:
    """Full dates (year, month, day), ROC slash and compact forms, month-day and year-month dates,
    short month/day forms and the looser forms of :mod:`worker.detect.event_dates`, each widened
    over a weekday written beside it. Procedural ones are removed by the caller on the original
    text (:func:`procedural_date`), since a compact view hides line starts. Dates of birth win on
    overlap."""
    for span in _event_dates(folded):
        yield with_weekday(folded, span)


def _event_dates(folded: str) -> Iterator[Span]:
    for m in scan.finditer(_DATE, folded):
        yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_date", score=0.7)
    if "/" in folded or any(c.isdigit() for c in folded):
        for m in _ROC_DATE.finditer(folded):
            if _free_before(folded, m.start(), "0123456789/.-"):
                yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_date", score=0.65)
    if "月" in folded:
        for m in _PARTIAL_DATE.finditer(folded):
            prefix = _PARTIAL_PREFIX.search(folded, max(0, m.start() - 5), m.start())
            if not prefix and not _free_before(folded, m.start(), _DIGITS_AND_YEAR):
                continue
            start = prefix.start() if prefix else m.start()
            yield Span(start, m.end(), EVENT_DATE, source="rule:event_date_partial", score=0.6)
    if "/" in folded:
        for m in _SHORT_DATE.finditer(folded):
            in_range = _SHORT_RANGE_START.search(folded, max(0, m.start() - 12), m.start())
            if (not in_range and not _free_before(folded, m.start(), "0123456789/.-")) or (
                m.start() and folded[m.start() - 1].isascii() and folded[m.start() - 1].isalpha()
            ):
                continue
            if _FRACTION_UNIT.match(folded, m.end()) or _LINE_END_STAMP.match(folded, m.end()):
                continue
            to_day = _SHORT_RANGE_DAY.match(folded, m.end())  # 10/19-20: the range's last day
            end = to_day.end() if to_day else m.end()
            yield Span(m.start(), end, EVENT_DATE, source="rule:event_date_short", score=0.55)
    yield from find_loose_event_dates(folded)


def _free_before(text: str, start: int, chars: str) -> bool:
    return start == 0 or text[start - 1] not in chars
