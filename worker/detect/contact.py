"""Recognizers of contact data: phones, e-mail addresses, URLs, social handles, licence plates.

Input is the width-folded text (:func:`worker.text.fold.fold`); offsets are
valid in the original. Phone formats follow the NCC numbering plan: mobiles
``09xx-xxx-xxx`` (or ``+886 9xx…``), landlines ``0`` + area code (2–4 digits,
02 … 089) + 6–8 digits, optional extension (``#123``, ``分機123``, ``轉123``, ``ext. 123``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from worker.detect.lexicon import word_list
from worker.text import scan
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.spans import (
    EMAIL,
    LICENCE_PLATE,
    OTHER_ID,
    PHONE,
    SOCIAL_HANDLE,
    URL,
    Span,
)


def phone_shaped(digits: str) -> bool:
    """0 + 8–9 digits, or the same after the country code 886 / 00886: a Taiwanese phone number's
    length."""
    for prefix in ("00886", "886"):
        if digits.startswith(prefix) and len(digits) - len(prefix) in (8, 9):
            return True
    return digits.startswith("0") and len(digits) in (9, 10)


# ext may carry an OCR or typing space (e xt.430, Ext 12).
# The extension's digits end there (a ZIP code on the next line joined by the compact
# view is no extension).
# Nor is the head of another number after 轉 (…轉 0922 731 085: a mobile, not an extension).
# The label may stand before a # (分機 #327) and a menu digit before the extension (轉8#2317).
_EXT = (
    r"(?P<ext>[ ]?(?:#|分機|轉|[Ee][ ]?[Xx][ ]?[Tt]\.?[ ]?|x)[ ]?:?[ ]?#?[0-9]{1,5}"
    r"(?:#[0-9]{1,5})?(?![0-9]|[ \-][0-9]{3}))?"
)


def _end(m: re.Match[str], breaks: Breaks = NO_BREAKS) -> int:
    """The phone's end: without its extension when the compact view joined a line break into the
    extension's digits (分機 61⏎807高雄市…: the next line's ZIP code)."""
    if m.group("ext") and any(i in breaks.joined for i in range(m.start("ext") + 1, m.end("ext"))):
        return m.start("ext")
    return m.end()


# A mobile may be glued to a Latin name before it (Nadia Rosa0919 690 674): see _glued_to_name.
# A separator between digit groups: a hyphen with or without spaces around it (0912 - 345 - 678),
# a space, a dot or a middle dot; a line break where the value wraps.
_GAP = r"(?:[ ]?[\-‧][ ]?|[ \n.])?"
_LINE_GAP = r"(?:[ ]?[\-‧][ ]?|[ .])?"  # the same within a line (a landline never wraps here)
# After the country code the groups fall anywhere (+886-9-1234-5678); the code may be written
# without its + (886-912-345-678).
_MOBILE = re.compile(
    r"(?<![0-9+])(?:(?:\+|00)?886[ \-.]?(?:\(0\))?[ \-.]?9(?:[ \-.]?[0-9]){2}|09-?[0-9]{2})"
    rf"(?:{_GAP}[0-9]){{6}}(?![0-9])" + _EXT
)
# Every digit spaced out (0 9 9 1 9 4 3 0 4 3): the compact view joins it, unless it also joins a
# date from the next line, so the folded text is read with the spaces.
_SPACED_MOBILE = re.compile(r"(?<![0-9+])(?<![0-9] )0 9(?: [0-9]){8}(?![0-9]| [0-9])")
_LETTERS_BEFORE = re.compile(r"[A-Za-z]+$")


def _glued_to_name(folded: str, start: int) -> bool:
    """True when no ASCII letter touches ``start``, or the letters before it form a capitalised or
    upper-case word (Rosa, TEL) that stands on its own; a lower-case or mixed token (a handle, a
    URL or e-mail part: wang0912…, a.b0912…) is no name, and the number inside it is no phone."""
    if start == 0 or not folded[start - 1].isascii() or not folded[start - 1].isalpha():
        return True
    word = _LETTERS_BEFORE.search(folded, max(0, start - 30), start)
    if word is None:
        return False
    before = folded[word.start() - 1 : word.start()]
    if before and before.isascii() and not before.isspace():
        return False  # part of a longer ASCII token (user.Rosa0912…, id=Rosa0912…)
    text = word.group(0)
    return text[0].isupper() and (text[1:].islower() or text.isupper())


# Not inside a letter-prefixed code (a policy TH-08-55120347, FSL-0419-772013 is no phone) nor a
# hyphenated number's tail (7022-11-068315: an account).
# The area code's opening bracket may be lost to OCR or typing (02)2345-6789).
_LANDLINE = re.compile(
    r"(?<![0-9A-Za-z+])(?<![A-Za-z0-9]-)"
    r"(?:(?:\+|00)?886[ \-]?\(?0?([2-8][0-9]{0,2})\)?|\(?0([2-8][0-9]{0,2})\)|0([2-8][0-9]{0,2}))"
    rf"{_LINE_GAP}([0-9]{{3,4}}){_LINE_GAP}([0-9]{{3,4}})(?![0-9]|-[0-9])" + _EXT
)
# A local number without its area code is a phone after a phone label (電話：2345-6789,
# 市話 2771 3456, TEL: 723-4567).
_LOCAL_LABELLED = re.compile(
    r"(?:電話|市話|室話|宅電|住家電話|公司電話|聯絡電話|連絡電話|TEL|Tel|tel|Phone|phone)"
    r"[ ]?(?:[(（][^)）\n]{0,8}[)）])?[ ]?(?:[:：#]|是|為)?[ ]?"
    r"(?P<v>(?<![0-9])[2-9][0-9]{2,3}[ \-]?[0-9]{4}(?![0-9\-/.]))" + _EXT
)
# An extension written apart from any number (經辦 某某（分機 3317）, 核保員 某某　分機 #5128,
# 內線 204): the staff member's own line, a phone. Three to five digits after the label, nothing
# glued after them (分機號碼 is the label's own word; 分機 120 台 counts devices); two digits
# (分機 15) stand in dates and amounts elsewhere, and the leak check would stop the document.
_EXT_ALONE = re.compile(
    r"(?<![0-9#])(?:分機|內線|[Ee]xt\.?)[ ]?(?:號碼)?[ ]?[:：]?[ ]?"
    r"(?P<v>[#＃]?[0-9]{3,5})(?![0-9A-Za-z\-./]|[ ]?(?:台|支|條|個|組|部|線|元|人|年))"
)
# A # and three to five digits right after a name or a word (承辦：某某 #7720, 經辦某某＃3305) is
# the same extension, its label left out.
_HASH_ALONE = re.compile(
    r"(?<=[\u4e00-\u9fff])[ ]?(?P<v>[#＃][0-9]{3,5})"
    r"(?![0-9A-Za-z\-./]|[ ]?(?:台|支|條|個|組|部|線|元|人|年|號|樓|室))"
)
_DIGIT_BEFORE = re.compile(r"[0-9][ ,，、]*$")  # 0800-211-511 分機 321: a hotline's extension
# Other countries' numbers with their code (+1 415-502-8813, +84 90 123 4567): 8–13 digits after
# the code.
_INTL_OTHER = re.compile(
    r"(?<![0-9A-Za-z+])\+(?!886)[1-9][0-9]{0,2}(?:[ \-.]?\(?[0-9]{1,5}\)?){2,5}(?![0-9])" + _EXT
)


# An area code in brackets marks a landline whatever the length of the rest ((049)2231-5506,
# a digit too many or too few is still somebody's number); Matsu's 0836 and Wuqiu's 0826 have
# five-digit local numbers (0836-22145).
_BRACKETED_AREA = re.compile(
    r"(?<![0-9A-Za-z])[(（]0[2-8][0-9]{0,2}[)）][ ]?[0-9]{3,4}[ \-]?[0-9]{3,5}(?![0-9])" + _EXT
)
_OUTER_ISLANDS = re.compile(r"(?<![0-9])[(（]?08[23]6[)）]?[ \-]?[0-9]{5}(?![0-9])" + _EXT)


def find_phones(folded: str, breaks: Breaks = NO_BREAKS) -> Iterator[Span]:
    """Mobile and landline numbers, with country code and extension when present.

    A plain digit run without separators is accepted as a landline only when its
    length fits the area code (total 9–10 digits with the leading 0). A number read out in Chinese
    digits (零九一二、六六零、八七三) is read by :mod:`worker.detect.spoken`.
    """
    for m in scan.finditer(_MOBILE, folded):
        if not _glued_to_name(folded, m.start()):
            continue
        yield Span(m.start(), _end(m, breaks=breaks), PHONE, source="rule:phone_mobile", score=1.0)
    for m in scan.finditer(_SPACED_MOBILE, folded):
        yield Span(m.start(), m.end(), PHONE, source="rule:phone_mobile", score=0.95)
    for pattern in (_BRACKETED_AREA, _OUTER_ISLANDS):
        for m in pattern.finditer(folded):
            yield Span(m.start(), _end(m, breaks=breaks), PHONE, source="rule:phone_area",
                       score=0.9)  # fmt: skip
    for m in scan.finditer(_LANDLINE, folded):
        area = m.group(1) or m.group(2) or m.group(3)
        local = m.group(4) + m.group(5)
        if area.startswith("9") or not 6 <= len(local) <= 8:
            continue
        if len(area) + len(local) not in (8, 9):
            continue
        if (area + local).startswith(("800", "809")):
            continue  # a toll-free line (0800-211-511, 0809 …): a firm's or an agency's, public
        yield Span(
            m.start(), _end(m, breaks=breaks), PHONE, source="rule:phone_landline", score=0.95
        )
    for m in _LOCAL_LABELLED.finditer(folded):
        yield Span(m.start("v"), _end(m, breaks=breaks), PHONE, source="rule:phone_local",
                   score=0.85)  # fmt: skip
    for pattern in (_EXT_ALONE, _HASH_ALONE):
        for m in pattern.finditer(folded):
            if _DIGIT_BEFORE.search(folded, max(0, m.start() - 3), m.start()):
                continue  # a number's own extension: the phone rules read it with its number
            yield Span(m.start("v"), m.end("v"), PHONE, source="rule:phone_extension", score=0.8)
    for m in scan.finditer(_INTL_OTHER, folded):
        if 8 <= sum(c.isdigit() for c in m.group()) <= 15:
            yield Span(
                m.start(),
                _end(m, breaks=breaks),
                PHONE,
                source="rule:phone_international",
                score=0.9,
            )
    if "□" in folded:
        yield from _masked_phones(folded)


# A number with some digits blanked by □ (電話：03-85□2417, 02-2901-□□63): the rest still tells
# it, a phone. Read as the number it would be with digits there; at most three □, six digits or
# more shown; an address's blanked number (一段□□號) has no phone's shape.
_MASK_BOX = re.compile(r"□")


def _masked_phones(folded: str) -> Iterator[Span]:
    filled = _MASK_BOX.sub("5", folded)
    for pattern in (_MOBILE, _LANDLINE):
        for m in pattern.finditer(filled):
            value = folded[m.start() : m.end()]
            boxes = value.count("□")
            if not 1 <= boxes <= 3 or sum(c.isdigit() for c in value) < 6 or value[0] == "□":
                continue
            if pattern is _LANDLINE:
                area = m.group(1) or m.group(2) or m.group(3)
                local = m.group(4) + m.group(5)
                if area.startswith("9") or not 6 <= len(local) <= 8:
                    continue
                if len(area) + len(local) not in (8, 9):
                    continue
                if (area + local).startswith(("800", "809")):
                    continue  # a toll-free line, public
            yield Span(m.start(), m.end(), PHONE, source="rule:phone_masked", score=0.85)


# The domain ends the address: IG @Ruby.Chen.88 (a space before @) is a handle, no e-mail.
_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]+(?: ?@ ?)[A-Za-z0-9\-]+"
    r"(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9_]|\.[A-Za-z0-9])"
)


# An address written to dodge scrapers or typed loosely: (at), [at], " at ", " AT " for @;
# (dot), [dot], " dot " or a dot with spaces for the dots; a comma for the last dot before a common
# ending (abc123@gmail,com). At least one such spelling, or the plain pattern above has it.
_OBF_AT = r"(?:[ ]?[\[(（{<][ ]?(?:at|AT|At)[ ]?[\])）}>][ ]?|[ ](?:at|AT)[ ]|[ ]?@[ ]?)"
_OBF_DOT = r"(?:[ ]?[\[(（{<][ ]?(?:dot|DOT|Dot)[ ]?[\])）}>][ ]?|[ ](?:dot|DOT)[ ]|[ ]?\.[ ]?)"
_EMAIL_OBF = re.compile(
    r"(?<![A-Za-z0-9._%+\-])(?P<local>[A-Za-z0-9._%+\-]*[A-Za-z0-9])"
    rf"(?P<at>{_OBF_AT})[A-Za-z0-9][A-Za-z0-9\-]*"
    rf"(?:{_OBF_DOT}[A-Za-z0-9][A-Za-z0-9\-]*)*"
    rf"(?:{_OBF_DOT}[A-Za-z]{{2,}}|,(?:com|net|org|edu|gov|tw))(?![A-Za-z0-9_])"
)
_OBF_WORD = re.compile(
    r"[\[(（{<][ ]?(?:at|AT|At|dot|DOT|Dot)[ ]?[\])）}>]|[ ](?:at|AT|dot|DOT)[ ]|,"
)


def find_emails(folded: str) -> Iterator[Span]:
    """E-mail addresses (ASCII local part; a space around ``@`` from OCR is tolerated), and those
    written with (at) / [dot] / " at " spellings."""
    for m in _EMAIL.finditer(folded):
        yield Span(m.start(), m.end(), EMAIL, source="rule:email")
    if "@" not in folded and "at" not in folded and "AT" not in folded:
        return
    for m in _EMAIL_OBF.finditer(folded):
        if _OBF_WORD.search(m.group()) or " @ " in m.group():  # IG @Ruby.Lo: a handle
            yield Span(m.start(), m.end(), EMAIL, source="rule:email_spelled", score=0.8)


_URL = re.compile(
    r"(?:(?:https?|ftp|hxxps?|h\*\*ps?)(?:://|\[:\]//)|www\.|www\[\.\])[!-~]+", re.IGNORECASE
)
# A domain and a path without a scheme (bit.ly/3xYzAbC, reurl.cc/Ab12Cd, example.com.tw/~wang):
# the path names one page, a person's or a short link's.
_BARE_LINK = re.compile(
    r"(?<![A-Za-z0-9./@\-])[A-Za-z0-9][A-Za-z0-9\-]*(?:\.[A-Za-z0-9][A-Za-z0-9\-]*)*"
    r"\.(?:com|net|org|tw|ly|gl|cc|me|io|co|to|gd|is|info|biz|app|page|link)"
    r"/[~@]?[A-Za-z0-9][A-Za-z0-9._\-/?=&%~@#]*[A-Za-z0-9_/]",
    re.IGNORECASE,
)
_URL_TRAILING = ".,;:!?)]}'\">"


# A platform's short link written without its scheme (line.me/ti/p/~kuo_88, ig.me/m/…, t.me/…).
_SHORT_LINK = re.compile(
    r"(?<![A-Za-z0-9./])(?:line\.me/(?:R/)?ti/p/|ig\.me/m/|t\.me/|m\.me/|wa\.me/|lin\.ee/"
    r"|(?:instagram|facebook|fb|threads|twitter|x|dcard|tiktok)\.(?:com|net|tw)/)"
    r"[~@]?[A-Za-z0-9][A-Za-z0-9._\-/?=&%~@]*[A-Za-z0-9_/]",
    re.IGNORECASE,
)


def find_urls(folded: str) -> Iterator[Span]:
    """URLs over their full length (ASCII up to the first space or non-ASCII character), trailing
    punctuation excluded; a closing parenthesis stays when the URL opened one."""
    for m in scan.finditer(_URL, folded):
        value = m.group(0)
        end = m.end()
        while value and value[-1] in _URL_TRAILING:
            if value[-1] == ")" and value.count("(") >= value.count(")"):
                break
            value = value[:-1]
            end -= 1
        if len(value) > 8:
            yield Span(m.start(), end, URL, source="rule:url")
    for m in scan.finditer(_SHORT_LINK, folded):
        yield Span(m.start(), m.end(), URL, source="rule:url_short_link", score=0.9)
    for m in _BARE_LINK.finditer(folded):
        yield Span(m.start(), m.end(), URL, source="rule:url_bare", score=0.75)


# The platform's name, in brackets or not (【IG】, [LINE]), then an ID word, a parenthesis, a
# separator and an opening quote in any combination (LINE:「kuo_88」, WeChat號：wxid_…, TG：『…』).
_PLATFORM = (
    r"(?:(?:FB|Facebook|facebook|臉書)[ ]?(?:Messenger|messenger)|Messenger|messenger|WhatsApp"
    r"|Whatsapp|LINE|Line|line|賴|IG|Instagram|instagram|FB|Facebook|facebook|臉書|Telegram|telegram|TG"
    r"|WeChat|Wechat|wechat|微信|推特|Twitter|Threads|Dcard|PTT|批踢踢|Discord|TikTok|抖音|小紅書"
    r"|Skype|Zalo|KakaoTalk|Kakao)"
)
# A table's header cell naming a platform (LINE, IG 帳號, Instagram ID): the cells below it are
# handles (worker.detect.codes.find_column_codes).
PLATFORM_HEADER = re.compile(  # whose it is may open it (家長LINE, 客戶 IG 帳號)
    rf"(?:[\u4e00-\u9fff]{{1,3}}[ ]?)?{_PLATFORM}[ ]?(?:ID|id|Id|帳號|名稱|用戶名|使用者名稱|暱稱)?"
    r"(?:[ ]?[（(][^）)\n]{0,8}[）)])?"
)
_HANDLE_LABEL = re.compile(
    rf"(?<![A-Za-z]){_PLATFORM}(?P<glue>[】\]］)）]?"
    r"[ ]?(?:ID|帳號|id|Id|名稱|號|用戶名|使用者名稱|代號|聯絡用|聯繫用)?"
    r"[ ]?(?:[（(][^）)\n]{0,8}[）)])?"
    # a colon, a verb, or a hand or an arrow pointing at it (IG 👉 nini.daily, LINE → kuo_88)
    r"(?:[:：]|是|為|[👉👇➡→⇒➜➔]|=>|->)?[ ]?(?P<quote>[「『\"“'【\[［])?[ ]?"
    r"(?:(?:也|就|都)?(?:可以|可|請|直接)?(?:加|搜尋|搜)(?:我|好友)?[ ]?[:：]?[ ]?[「『\"“]?)?)"
    # a Discord tag keeps its four digits (nini#0922); a Skype name keeps its live: (live:.cid.…)
    r"((?:live:\.?(?=[A-Za-z0-9]))?@?[A-Za-z0-9][A-Za-z0-9._\-]{2,39}(?:#[0-9]{4}(?![0-9]))?)"
    r"(?P<more>[ ][A-Za-z])?"
)
# A display name in quotes with its id in a parenthesis after it
# (FB：「Chen YiRu」（id: yiru.chen.3）).
_ID_IN_PARENS = re.compile(
    r"[」』\"”][ ]?[（(][ ]?(?:ID|id|Id|帳號|用戶名)[ ]?[:：]?[ ]?"
    r"(@?[A-Za-z0-9._\-]{3,40})[ ]?[）)]"
)
_HANDLE_LABEL_NEAR = re.compile(_PLATFORM)
# A few words after the platform's name (傳LINE給媽媽（huong.bui88）, LINE 找「珠姐的房子」), a
# bracket or quote holding the account: an ASCII handle in brackets, any display name in quotes.
_NEAR_PLATFORM = re.compile(
    rf"(?<![A-Za-z]){_PLATFORM}(?![A-Za-z])(?P<gap>[^\n。；;!?！？()（）「」『』]{{0,8}}?)"
    r"(?:[(（][ ]?(?P<ascii>@?[A-Za-z0-9][A-Za-z0-9._\-]{2,39})[ ]?[)）]"
    r"|[「『](?P<name>[^」』\n]{1,20})[」』])"
)
_DOMAIN_END = re.compile(r"\.(?:cc|com|net|org|tw|io|me)$", re.IGNORECASE)
_FIND_WORDS = re.compile(r"找|加|搜尋|搜|聯絡|聯繫|私訊")
_NOT_A_NAME = re.compile(r"[，。,！!？?、：:；;]|[0-9]+萬")
_GROUP_WORDS = re.compile(r"群|社團|官方|頻道|粉專|粉絲|專頁|貼文|訊息|截圖|對話|記錄|紀錄|說|寫")
_AT_HANDLE = re.compile(
    r"(?<![A-Za-z0-9._%+\-@])@[A-Za-z0-9_.]{3,30}(?![A-Za-z0-9_@])"
    # a mention of a display name in Chinese (@陳小美 你看, 回覆 @阿凱：…), up to a space or a mark
    r"|(?<![A-Za-z0-9._%+\-@])@[\u4e00-\u9fff]{2,4}(?=[ \u3000:,，。！？!?、)）」]|$)"
)


# After a key of a machine record: a quote, then a colon ("member_id": …), or an equals sign
# (card_last4=5127); a handle speaking in a chat (mei_ling88: 你好) has neither.
_KEY_AFTER = re.compile(r"[\"'][ ]?:|=(?!=)")


# A machine export's header line: keys apart by commas or tabs, nothing else (order_no,order_time,
# buyer_account).
_KEY_HEADER = re.compile(
    r"[ \t]*[A-Za-z_][A-Za-z0-9_]*(?:[ \t]*[,\t][ \t]*[A-Za-z_][A-Za-z0-9_]*)+[ \t,]*"
)


def _in_key_header(text: str, at: int) -> bool:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return bool(_KEY_HEADER.fullmatch(text, start, len(text) if end == -1 else end))


def find_social_handles(folded: str) -> Iterator[Span]:
    """LINE IDs and other handles after a platform label, ``@handle`` mentions, and tokens joined
    by an underscore where no other handle stands."""
    found = list(_labelled_handles(folded))
    yield from found
    for m in _MASKED_HANDLE.finditer(folded):
        yield Span(m.start(), m.end(), SOCIAL_HANDLE, source="rule:masked_handle", score=0.6)
    for m in _UNDERSCORE_HANDLE.finditer(folded):
        if _in_key_header(folded, m.start()):
            continue  # order_no,buyer_account,…: a machine export's header of keys
        if _KEY_AFTER.match(folded, m.end()) and (
            folded[m.end() : m.end() + 1] == "=" or folded[m.start() - 1 : m.start()] in "\"'"
        ):
            continue  # "member_id": 600218, card_last4=5127: a machine record's key
        if not any(s.start < m.end() and m.start() < s.end for s in found):
            yield Span(m.start(), m.end(), SOCIAL_HANDLE, source="rule:underscore_handle",
                       score=0.55)  # fmt: skip


def _labelled_handles(folded: str) -> Iterator[Span]:
    for m in scan.finditer(_HANDLE_LABEL, folded):
        value = m.group(3)
        if value.lower() in {"id", "line"}:
            continue
        if m.group("quote") and m.group("more"):
            continue  # a display name in quotes (「Chen YiRu」): a name, its id comes after it
        weak = not m.group("glue").strip(" 】]］)）")
        if weak and (value.isdigit() or (value.isalpha() and " " in m.group("glue"))):
            continue  # a flight (TG 634), a word after the platform (Line leader)
        if weak and value.isalpha() and not value.islower():
            continue  # the platform in a sentence (LINE Pay), a name after it ([LINE] Kevin黃)
        yield Span(m.start(3), m.end(3), SOCIAL_HANDLE, source="rule:handle_label", score=0.95)
    for m in scan.finditer(_NEAR_PLATFORM, folded):
        if _GROUP_WORDS.search(m.group("gap")):
            continue  # a group, a page or a quoted message, not an account
        value = m.group("ascii")
        if value is not None:
            if value.isdigit() or not any(c.isdigit() or c in "_.@" for c in value):
                continue  # (2024) or a word in brackets
            if _DOMAIN_END.search(value):
                continue  # the site's domain (批踢踢實業坊(ptt.cc))
            yield Span(m.start("ascii"), m.end("ascii"), SOCIAL_HANDLE,
                       source="rule:handle_near_platform", score=0.85)  # fmt: skip
            continue
        name = m.group("name").strip()
        asked = _FIND_WORDS.search(m.group("gap")) or _FIND_WORDS.search(
            folded, max(0, m.start() - 3), m.start()
        )
        if not asked or _NOT_A_NAME.search(name):
            continue  # 以LINE表示：「…」, 傳訊「…」: a quoted message
        if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][A-Za-z]+)+", name):
            continue  # a Latin display name (「Chen YiRu」): a person's name, its id may follow
        if name and not _GROUP_WORDS.search(name) and len(name) <= 16:
            start = m.start("name") + m.group("name").index(name)
            yield Span(start, start + len(name), SOCIAL_HANDLE,
                       source="rule:handle_near_platform", score=0.8)  # fmt: skip
    for m in _ID_IN_PARENS.finditer(folded):
        if _HANDLE_LABEL_NEAR.search(folded, max(0, m.start() - 40), m.start()):
            yield Span(m.start(1), m.end(1), SOCIAL_HANDLE, source="rule:handle_label", score=0.9)
    for m in scan.finditer(_AT_HANDLE, folded):
        yield Span(m.start(), m.end(), SOCIAL_HANDLE, source="rule:at_handle", score=0.8)
    if "live:" in folded:
        for m in _SKYPE_LIVE.finditer(folded):
            yield Span(m.start(), m.end(), SOCIAL_HANDLE, source="rule:handle_skype", score=0.85)


# A Skype name as Microsoft accounts print it, wherever it stands (live:.cid.3b9e1f0a77c2d,
# live:mei.chen_1988): live: is no word of prose.
_SKYPE_LIVE = re.compile(
    r"(?<![A-Za-z0-9._\-])live:\.?[A-Za-z0-9][A-Za-z0-9._\-]{2,39}(?<![.\-])(?![A-Za-z0-9_])"
)


# A user name as a marketplace or review page masks it (h*****7, ka***ng, j****0): a letter first,
# three or more stars, letters or digits after; still the buyer's account to those who know it.
_MASKED_HANDLE = re.compile(
    r"(?<![A-Za-z0-9*])[A-Za-z][A-Za-z0-9]{0,3}\*{3,}[A-Za-z0-9]{1,4}(?![A-Za-z0-9*])"
)


# Recall first: a Latin token joined by an underscore (Lee_stock888, chloe_in_taipei, yahui_song)
# is an account's name wherever it stands, label or not; prose has no such words. Inside an
# e-mail, a URL or a longer code it is theirs. A part after the underscore may be Chinese when
# letters or digits close it (tw_阿倫0827, jd_雨桐0415: a marketplace's user name).
_UNDERSCORE_HANDLE = re.compile(
    r"(?<![A-Za-z0-9_.@/\-#=?&])(?=[A-Za-z0-9_]*[a-z])[A-Za-z][A-Za-z0-9]*"
    r"(?:_(?:[A-Za-z0-9]+|[\u4e00-\u9fff]{1,6}[A-Za-z0-9]+))+"
    r"(?![A-Za-z0-9_@/\-]|\.[A-Za-z0-9])"
)


# A handle as chat apps, forums and marketplaces print it: a name with _ or . inside (mina_0612,
# kuo.yaling), or lower-case letters then two or more digits (kiwi1127, Tina0203).
_HANDLE_SHAPE = (
    r"(?:(?=[0-9_.]*[A-Za-z])[A-Za-z0-9]+(?:[_.][A-Za-z0-9]+)+_?|[A-Za-z][a-z]*[0-9]{2,}[a-z0-9]*|"
    r"[a-z]+_)"
)
# PTT push lines (推 / → / 噓 user: text): any user name there is a handle.
_PTT_PUSH = re.compile(r"(?m)^[ ]*(?:推|→|噓)[ ]?([A-Za-z0-9][A-Za-z0-9_.]{1,19})[ ]?:")
# The speaker position of a chat line: at the line start, after an optional time stamp or date, a
# reply arrow or a bracket; the handle then ends the line or is followed by a separator or the
# message.
_STAMP = (
    r"(?:[\[［【(（]?(?:[0-9]{2,4}[/\-.][0-9]{1,2}[/\-.][0-9]{1,2}|[0-9]{1,2}月[0-9]{1,2}日)?[ ]?"
    r"(?:(?:上午|下午|晚上|早上|凌晨|中午)[ ]?)?(?:[0-9]{1,2}:[0-9]{2}"
    r"(?::[0-9]{2})?)?[\]］】)）]?[ \t]+)?"
)
# A list number before an upper-case word (1.DELA, 12.SANTOS): a passenger or roster line.
_LIST_NUMBER = re.compile(r"[0-9]{1,3}\.[A-Z]+$")
_SPEAKER = re.compile(
    rf"(?m)^[ \t]*{_STAMP}(?:↳[ ]?)?(@?{_HANDLE_SHAPE})(?![A-Za-z0-9_.@/]|[.:][A-Za-z0-9])"
)


# A resident's parking space or unit beside a chat speaker's display name (【21:04】彭大哥 B2-47：).
_SPEAKER_UNIT = re.compile(
    r"(?m)^[ \t]*(?:[\[［【(（][^\]］】)）\n]{1,20}[\]］】)）][ \t]*)?[^\s:：\[［【]{1,10}[ \t]+"
    r"(?P<unit>[A-Z]{1,2}[0-9]{0,2}-[0-9]{1,4}[A-Z]?|[A-Z]{1,2}[0-9]{1,2}-?[0-9]{2,4})[ ]?[:：]"
)
_FLOOR_UNIT = re.compile(r"B?[0-9]{1,2}F(?:-[0-9]+)?")


def find_chat_units(folded: str) -> Iterator[Span]:
    """The parking space or unit a chat export prints after a speaker's display name; a floor
    (12F-3) is left to the address recognizer."""
    for m in _SPEAKER_UNIT.finditer(folded):
        unit = m.group("unit")
        if sum(c.isdigit() for c in unit) >= 2 and not _FLOOR_UNIT.fullmatch(unit):
            yield Span(m.start("unit"), m.end("unit"), OTHER_ID, source="rule:chat_unit", score=0.8)


def find_chat_handles(folded: str) -> Iterator[Span]:
    """Handles where chat exports, forums and marketplaces put a user: PTT push lines, and a
    handle-shaped name in a line's speaker position (``mina_0612：…``, ``2024-03-15
    10:22　mimi_chou0822``, a handle alone on its line above the message). Other occurrences of the
    same handle follow by value propagation."""
    for m in _PTT_PUSH.finditer(folded):
        if m.group(1).lower() not in {"http", "https", "www"}:
            yield Span(m.start(1), m.end(1), SOCIAL_HANDLE, source="rule:handle_ptt", score=0.85)
    for m in _SPEAKER.finditer(folded):
        value = m.group(1)
        if value.lower().startswith(("www.", "http")) or len(value) < 4:
            continue
        if _LIST_NUMBER.match(value) and not folded.startswith((".", "_"), m.end(1)):
            continue  # a numbered line (1.DELA CRUZ/MARIA, 2.CHEN MEI): a list, its name after it
        if _in_key_header(folded, m.start(1)):
            continue
        yield Span(m.start(1), m.end(1), SOCIAL_HANDLE, source="rule:handle_speaker", score=0.75)
    yield from find_chat_units(folded)


# Current (2012+) plates ABC-1234 / 1234-AB style, older AB-1234 / 12-AB, motorcycles ABC-123 /
# 123-ABC.
_PLATE = re.compile(
    r"(?<![A-Za-z0-9\-])(?:[A-Z]{3}-[0-9]{4}|[A-Z]{2}-[0-9]{4}|[0-9]{4}-[A-Z]{2}|"
    r"[A-Z][0-9]-[0-9]{4}|[0-9]{2}-[A-Z]{2}|[0-9]{3}-[A-Z]{3}|[A-Z]{3}-[0-9]{3}|"
    r"[A-Z]{2}[0-9]-[0-9]{3}|[0-9][A-Z]-[0-9]{4})(?![A-Za-z0-9\-])"
)


# A letter-spaced page (車 號 K L B - 7 7⏎三|2 1 號): the plate after 車號, a spaced line number
# where it runs onto the next line.
_GRID_PLATE = re.compile(
    r"車 ?號[ ]?[:：]?[ ]?(?P<v>[A-Z0-9](?:[ \-]{0,3}"
    r"(?:\n[ ]*(?:[一二三四五六七八九十]{1,3}|[0-9]{1,3}[ ]?[|])[ |]?[ ]?)?"
    r"[ \-]{0,3}[A-Z0-9]){4,9})"
    r"(?![A-Za-z0-9])"
)


# A plate written without its hyphen (or with a space) is a plate where a vehicle follows it
# (駕駛ABC1234號自小客車, 其所有之AB 1234號機車, 9B2731號重型機車).
_PLATE_BEFORE_VEHICLE = re.compile(
    r"(?<![A-Za-z0-9\-])(?:[A-Z]{2,3}[ ]?[0-9]{3,4}|[0-9]{3,4}[ ]?[A-Z]{2,3}|[A-Z][0-9][ ]?[0-9]{4}"
    r"|[0-9][A-Z][ ]?[0-9]{3,4})(?![A-Za-z0-9\-])"
    r"(?=[ ]?號?[ ]?[\u4e00-\u9fff]{0,6}?車)"
)


# A plate in prose with a space or none and no label (他騎乘 MXY 5821 回家, 停放在 AB 1234 旁):
# the shapes of _PLATE without their hyphen, taken where a vehicle word or a driving verb stands
# near it (worker/data/plate_words.txt); two letters and three digits (CI 123) are no plate shape.
_PLATE_IN_PROSE = re.compile(
    r"(?<![A-Za-z0-9\-])(?:(?P<l1>[A-Z]{3})[ ]?[0-9]{3,4}|(?P<l2>[A-Z]{2})[ ]?[0-9]{4}"
    r"|[0-9]{4}[ ]?(?P<l3>[A-Z]{2})|[0-9]{3}[ ]?(?P<l4>[A-Z]{3})|[A-Z][0-9][ ]?[0-9]{4}"
    r"|[0-9][A-Z][ ]?[0-9]{3,4}|[A-Z]{2}[0-9][ ]?[0-9]{3})(?![A-Za-z0-9\-])"
)
_SENTENCE_END = re.compile(r"[。！？!?；;\n]")


@lru_cache(maxsize=1)
def _plate_words() -> tuple[re.Pattern[str], re.Pattern[str], frozenset[str]]:
    kinds: dict[str, list[str]] = {"vehicle": [], "not": [], "unit": []}
    for line in word_list("plate_words.txt"):
        word, kind = line.split("\t")
        kinds[kind].append(word)

    def alternation(words: list[str]) -> re.Pattern[str]:
        return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))

    return alternation(kinds["vehicle"]), alternation(kinds["not"]), frozenset(kinds["unit"])


def _near(folded: str, start: int, end: int, before: int, after: int) -> tuple[str, str]:
    """The text of the same sentence at most ``before`` characters before ``start`` and ``after``
    after ``end``."""
    left = folded[max(0, start - before) : start]
    ends = [m.end() for m in _SENTENCE_END.finditer(left)]
    if ends:
        left = left[ends[-1] :]
    right = folded[end : end + after]
    first = _SENTENCE_END.search(right)
    return left, right if first is None else right[: first.start()]


def _plates_in_prose(folded: str) -> Iterator[Span]:
    vehicle, other, units = _plate_words()
    for m in scan.finditer(_PLATE_IN_PROSE, folded):
        letters = next((g for g in m.groups() if g is not None), None)
        if letters is not None and letters in units:
            continue  # 1500 CC, NT 1500
        left, right = _near(folded, m.start(), m.end(), 12, 10)
        if not (vehicle.search(left) or vehicle.search(right)):
            continue
        if other.search(left[-6:]) or other.match(right.lstrip(" 號")):
            continue  # 型號 ABC 1234, CI 1234 班機
        yield Span(m.start(), m.end(), LICENCE_PLATE, source="rule:plate_prose", score=0.8)


# After a plate label, a plate spelled out, masked or read in Chinese digits (車號 K-E-P 2750,
# 車牌 A B C - 1 2 3 4, 車號 KEP-二七五零, ABC-12**, ABC-••34, AB□-1234): five to eight
# characters, a letter and two digits or masks among them.
_PLATE_CHAR = r"[A-Z0-9零〇○一二三四五六七八九*•●□]"
_LOOSE_PLATE = re.compile(
    r"(?:車[ ]?號|車[ ]?牌(?:號碼|號)?|牌照(?:號碼)?)[ ]?(?:[:：]|是|為)?[ ]?"
    rf"(?P<v>{_PLATE_CHAR}(?:[ ]?-?[ ]?{_PLATE_CHAR}){{4,7}})(?![A-Za-z0-9*•●□])"
)
_CN_DIGITS = frozenset("零〇○一二三四五六七八九")


def find_licence_plates(folded: str) -> Iterator[Span]:
    """Taiwanese licence plates with their hyphen (old and new formats), one without it before a
    vehicle word or with a vehicle word or driving verb near it in prose, and a letter-spaced one
    after 車號."""
    for m in scan.finditer(_PLATE, folded):
        yield Span(m.start(), m.end(), LICENCE_PLATE, source="rule:plate", score=0.85)
    for m in scan.finditer(_PLATE_BEFORE_VEHICLE, folded):
        yield Span(m.start(), m.end(), LICENCE_PLATE, source="rule:plate_vehicle", score=0.85)
    yield from _plates_in_prose(folded)
    for m in _LOOSE_PLATE.finditer(folded):
        chars = [c for c in m.group("v") if c not in " -"]
        letters = sum(c.isascii() and c.isalpha() for c in chars)
        digits = sum(c.isdigit() or c in _CN_DIGITS or c in "*•●□" for c in chars)
        mixed = any(c in _CN_DIGITS for c in chars) and any(c.isdigit() for c in chars)
        if (
            5 <= len(chars) <= 8
            and letters
            and digits >= 2
            and letters + digits == len(chars)
            and (
                not mixed  # 車號是ABC1234五月: the month's 五 is no part of it
            )
        ):
            yield Span(m.start("v"), m.end("v"), LICENCE_PLATE, source="rule:plate_loose",
                       score=0.8)  # fmt: skip
    for m in _GRID_PLATE.finditer(folded):
        value = m.group("v")
        chars = [c for c in value if c.isascii() and c.isalnum()]
        if (
            " " in value
            and any(c.isalpha() for c in chars)
            and sum(c.isdigit() for c in chars) >= 2
        ):
            yield Span(
                m.start("v"), m.end("v"), LICENCE_PLATE, source="rule:plate_grid", score=0.85
            )
