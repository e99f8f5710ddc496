"""Word lists for person detection: surnames, role words, titles, and words that follow a name.

Data files under ``worker/data/`` (surnames, real words, field labels, Latin captions) go through
:func:`word_list`; the rest are here because they are grammar, not data.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from importlib.resources import files


def word_list(name: str) -> list[str]:
    """The entries of a data file ``worker/data/<name>``: one per line, ``#`` comments and blank
    lines skipped.

    The one loader of the detector's word lists (surnames, real words, field labels, Latin
    captions)."""
    text = files("worker.data").joinpath(name).read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


@lru_cache(maxsize=1)
def surnames() -> tuple[frozenset[str], frozenset[str]]:
    """Return ``(single, compound)``: one-character and two-character surnames.

    ``worker/data/surnames.txt`` is the Ministry of the Interior's table (1,296 single and 65
    two-character surnames, rare ones included on purpose); entries after the line ``##
    two-character`` (or on a legacy ``2:`` line) are compound."""
    single: set[str] = set()
    compound: set[str] = set()
    text = files("worker.data").joinpath("surnames.txt").read_text(encoding="utf-8")
    two = False
    for line in text.splitlines():
        if line.startswith("## two"):
            two = True
            continue
        if not line or line.startswith("#"):
            continue
        if line.startswith("2:"):
            compound.update(w for w in line[2:].split() if len(w) == 2)
            continue
        for w in line.split():
            if len(w) == 2:
                compound.add(w)
            elif len(w) == 1 and not two:
                single.add(w)
    return frozenset(single), frozenset(compound)


@lru_cache(maxsize=1)
def real_words() -> frozenset[str]:
    """Ordinary words that start with a surname character (記錄, 林口, 安心, 金門, 陳述): hard
    negatives.

    ``worker/data/name_words.txt`` (derived from jieba's dictionary, see worker/data/README.md) plus
    :data:`EXTRA_WORDS` (words of Taiwanese documents that dictionary lacks)."""
    return frozenset(word_list("name_words.txt")) | EXTRA_WORDS


@lru_cache(maxsize=1)
def role_nouns() -> frozenset[str]:
    """Nouns that name a person by a role or a part in a matter (顧客, 飼主, 陳述人, 里長;
    ``role_nouns.txt``): never a name by themselves."""
    return frozenset(word_list("role_nouns.txt"))


@lru_cache(maxsize=1)
def private_body_re() -> re.Pattern[str]:
    """The words of a private body's name (公司, 銀行, 診所, 協會; ``private_body_words.txt``),
    longest first: a line naming one holds a firm's staff, a value holding one is a firm."""
    words = sorted(word_list("private_body_words.txt"), key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words)))


@lru_cache(maxsize=1)
def field_labels() -> tuple[str, ...]:
    """Form-field and roster labels that take the name after them whatever its surname (存戶姓名,
    對造, 見證人)."""
    return tuple(sorted(set(word_list("name_labels.txt")), key=len, reverse=True))


@lru_cache(maxsize=1)
def not_given_names() -> frozenset[str]:
    """Words of given-name characters that name nobody after a relation word or in a list (費用,
    同意, 民國; ``not_given_names.txt``)."""
    return frozenset(word_list("not_given_names.txt"))


@lru_cache(maxsize=1)
def not_nicknames() -> frozenset[str]:
    """Words of a nickname's shape that name nobody in quotation marks (「媽媽」, 「小心」;
    ``not_nicknames.txt``)."""
    return frozenset(word_list("not_nicknames.txt"))


@lru_cache(maxsize=1)
def alias_note_words() -> tuple[str, ...]:
    """Pieces that make a parenthesis after a Latin name a note, not that person's Chinese name
    (籍, 簽, 護照, 委員; ``alias_note_words.txt``)."""
    return tuple(word_list("alias_note_words.txt"))


@lru_cache(maxsize=1)
def impostor_words() -> tuple[str, ...]:
    """Words that make the official named after them an impostor (自稱, 假冒, 佯稱;
    ``impostor_words.txt``), longest first."""
    return tuple(sorted(set(word_list("impostor_words.txt")), key=len, reverse=True))


@lru_cache(maxsize=1)
def agency_staff_roles() -> frozenset[str]:
    """Roles of an agency's staff handling a matter (承辦人, 承辦; ``agency_staff_roles.txt``):
    officials in a document the agency issues, private persons elsewhere."""
    return frozenset(word_list("agency_staff_roles.txt"))


@lru_cache(maxsize=1)
def impostor_claim_words() -> tuple[str, ...]:
    """Words of a caller's claim (講是, 說是, 號稱; ``impostor_claim_words.txt``) that make an
    official named after them in the same clause an impostor, longest first."""
    return tuple(sorted(set(word_list("impostor_claim_words.txt")), key=len, reverse=True))


@lru_cache(maxsize=1)
def relation_words() -> tuple[str, ...]:
    """Words naming a person by relation (隔壁, 女兒, 阿姨, 同事, 理專; ``relation_words.txt``),
    longest first."""
    return tuple(sorted(set(word_list("relation_words.txt")), key=len, reverse=True))


@lru_cache(maxsize=1)
def latin_not_names() -> frozenset[str]:
    """English words of forms and captions (NAME, DATE OF BIRTH, Spouse) that are no Latin name,
    upper-cased."""
    return frozenset(w.upper() for line in word_list("latin_not_names.txt") for w in line.split())


@lru_cache(maxsize=1)
def surname_end_words() -> frozenset[str]:
    """Two-character words ending in a surname character (擔任, 資深, 福利, 照顧), from jieba's
    dictionary (see worker/data/README.md): before a title that character ends the word."""
    return frozenset(word_list("surname_end_words.txt"))


@lru_cache(maxsize=1)
def name_verbs() -> frozenset[str]:
    """Two-character verbs and adverbs that start with a surname character (催討, 堅決, 申訴), from
    jieba's dictionary: right after a party's role they are the verb (被告堅決否認), not a name."""
    return frozenset(word_list("name_verbs.txt"))


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Common English words in lower case (reason, agency, labor), built by
    scripts/build_english_words.py from PyPI english-words (MIT): a Latin run made of them is no
    name (Personal Information, Labor Standards Act)."""
    return frozenset(word_list("english_words.txt"))


_SUFFIXES = (
    ("s", ""), ("es", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"), ("ly", ""),
    ("er", ""), ("ers", ""), ("ies", "y"),
)  # fmt: skip


def is_english_word(word: str) -> bool:
    """True for a common English word, an inflected form of one (standards, processing) or a
    compound of two (policyholder, cardholder)."""
    w, words = word.lower(), english_words()
    if w in words:
        return True
    for suffix, add in _SUFFIXES:
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and w[: -len(suffix)] + add in words:
            return True
    return any(w[:i] in words and w[i:] in words for i in range(3, len(w) - 2))


# Regex character-class bodies shared by the name rules: the CJK characters a name is written in
# (with Extension B, 𥻗), and the emoji chat exports put after a speaker's name (曹素珠❤️).
NAME_CHARS = "\u4e00-\u9fff\U00020000-\U0003134f"
EMOJI_CHARS = "\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d"


# Words of Taiwanese documents that the dictionary of real_words lacks, and kin / address words
# (阿嬤, 二嬸) that are never a name on their own.
EXTRA_WORDS = frozenset(
    [
        "阿嬤",
        "阿公",
        "阿爸",
        "阿母",
        "阿媽",
        "阿姨",
        "阿伯",
        "阿叔",
        "阿嬸",
        "阿舅",
        "阿妗",
        "阿兄",
        "阿姊",
        "阿姐",
        "阿弟",
        "阿妹",
        "阿祖",
        "阿婆",
        "阿哥",
        "阿爹",
        "阿娘",
        "小姐",
        "小弟",
        "小妹",
        "小孩",
        "小朋友",
        "哥哥",
        "姊姊",
        "姐姐",
        "弟弟",
        "妹妹",
        "畢旅",
        "案經",
        "云云",
        "爰依",
        "里民",
        "胞姊",
        "胞兄",
        "胞弟",
        "胞妹",
        "陳情人",
        "陳情書",
        "申辦",
        "文創",
        "發文",
        "房屋",
        "格行",
        "立切",
        "康健",
        "林蔭",
        "釋迦",
        "廟埕",
        "客訴",
        "理專",
        "那句",
        "貴行",
        "本行",
        "該行",
        "萬元",
        "千元",
        "百元",
        "房貸",
        "車貸",
        "左手",
        "右手",
        "左腳",
        "右腳",
        "習慣",
        "周全",
        "高度",
        "任之",
        "任主",
        "陳報",
        "陳述",
        "申請人",
        "申請書",
        "記錄",
        "林口",
        "安心",
        "金門",
        "封存",
        "何必",
    ]
)
# Words that are never a name whatever the evidence (a chat line "敬啟者：", Hokkien 阮 = we / my).
# Field and section labels of forms, letters and transcripts (地址, 主旨, 問, 答): a colon after one
# opens a value, not a speaker's message.
FORM_LABEL_WORDS = frozenset(
    [
        "地址",
        "主旨",
        "日期",
        "時間",
        "備註",
        "說明",
        "電話",
        "手機",
        "信箱",
        "帳號",
        "金額",
        "附件",
        "事由",
        "案由",
        "案號",
        "姓名",
        "住所",
        "受文者",
        "發文者",
        "發文日期",
        "發文字號",
        "速別",
        "密等",
        "正本",
        "副本",
        "原告",
        "被告",
        "證人",
        "法官",
        "回覆",
        "寄件者",
        "收件者",
        "標題",
        "內容",
        "主題",
        "結論",
        "理由",
        "事實",
        "問",
        "答",
        "甲方",
        "乙方",
    ]
)

NEVER_NAMES = frozenset(
    [
        "敬啟者",
        "敬啟",
        "云云",
        "爰依",
        "案經",
        "阮老爸",
        "阮老母",
        "阮阿爸",
        "阮阿母",
        "阮大兄",
        "阮小弟",
        "阮兜",
        "阮厝",
        "阮庄仔",
        "阮攏",
        "伊來",
        "伊講",
        "村子裡",
        "客服信箱",
        "客服中心",
        "陳情書",
        "陳情人",
        "申請書",
        "畢旅",
        "里民",
        "胞姊",
        "胞兄",
        "胞弟",
        "胞妹",
        "胞姐",
        # an obituary's kin words (孝 and 內 are surnames too): the name follows them
        "孝男",
        "孝女",
        "孝媳",
        "孝婿",
        "孝孫",
        "孝孫女",
        "孝曾孫",
        "內孫",
        "外孫",
        "外孫女",
        "媳婿",
        "孫輩",
        "買家",
        "賣家",
        "樓主",
        "版主",
        "小編",
        "總幹事",
        "管理員",
        "機器人",
    ]
)

# Kin terms used as address forms and chat speaker labels (二嬸：, 阿嬤說): never a name, whatever
# the evidence.
KIN_WORDS = frozenset(
    [
        "阿嬤",
        "阿公",
        "阿爸",
        "阿母",
        "阿媽",
        "阿姨",
        "阿伯",
        "阿叔",
        "阿嬸",
        "阿舅",
        "阿妗",
        "阿祖",
        "阿婆",
        "大伯",
        "二伯",
        "三伯",
        "大叔",
        "二叔",
        "三叔",
        "小叔",
        "大嬸",
        "二嬸",
        "三嬸",
        "大姑",
        "二姑",
        "三姑",
        "小姑",
        "大姨",
        "二姨",
        "三姨",
        "小姨",
        "大舅",
        "二舅",
        "三舅",
        "小舅",
        "舅舅",
        "舅媽",
        "姑姑",
        "姑丈",
        "姨丈",
        "伯母",
        "嬸嬸",
        "叔叔",
        "伯伯",
        "大哥",
        "二哥",
        "三哥",
        "大姊",
        "二姊",
        "三姊",
        "大姐",
        "二姐",
        "大嫂",
        "二嫂",
        "表哥",
        "表姊",
        "表姐",
        "表弟",
        "表妹",
        "堂哥",
        "堂姊",
        "堂弟",
        "堂妹",
        "爺爺",
        "奶奶",
        "外公",
        "外婆",
    ]
)

# Police officers taking a statement, investigators, interpreters and mediation committee members:
# officials in the outside sets' labelling (shared/eval/README.md). Each group is a setting,
# default on: DEID_OFFICIALS_INCLUDE_POLICE, DEID_OFFICIALS_INCLUDE_INTERPRETERS,
# DEID_OFFICIALS_INCLUDE_MEDIATORS.
POLICE_ROLES = [
    "警員",
    "員警",
    "警佐",
    "警務員",
    "巡佐",
    "巡官",
    "警務正",
    "防治官",
    "偵查佐",
    "小隊長",
    "分隊長",
    "副所長",
    "所長",
    "警官",
    "調查官",
    "調查員",
    "司法警察",
    "承辦員警",
    "詢問人",
    "記錄人",
]
POLICE_TITLES = (
    "警員", "員警", "警官", "警佐", "巡佐", "巡官", "警務員", "偵查佐", "所長", "小隊長", "分隊長",
    "防治官", "調查官", "調查員",
)  # fmt: skip
INTERPRETER_ROLES = ("通譯", "翻譯", "傳譯")
MEDIATOR_ROLES = ("調解委員", "調解主席", "主席", "委員", "秘書", "記錄", "紀錄")
# Mediator words that name an official only in a mediation record (主席, 委員 of a 管委會 are
# residents).
MEDIATION_ONLY_ROLES = frozenset({"主席", "委員", "秘書", "記錄", "紀錄"})
# Roles only before a separator (記錄：X, 秘　書　X), never glued to a word (記錄顯示).
SEPARATED_ONLY_ROLES = frozenset({"秘書", "記錄", "紀錄"})
# Everyday words that are roles too (少年 of a juvenile case, 病人 of a chart): glued to what
# follows, they take a name of three characters or more only (少年連宥廷, not 少年時期, 病人安全).
FULL_NAME_ONLY_ROLES = frozenset({"少年", "病人", "住民", "租客"})


def _flag(name: str) -> bool:
    raw = os.environ.get(name, "true").strip().lower()
    if raw in ("1", "true", "yes", "on"):
        return True
    if raw in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name} must be true or false")


def official_groups() -> tuple[bool, bool, bool]:
    """``(police, interpreters, mediators)``: which groups are officials in role (kept), from the
    environment."""
    return (_flag("DEID_OFFICIALS_INCLUDE_POLICE"), _flag("DEID_OFFICIALS_INCLUDE_INTERPRETERS"),
            _flag("DEID_OFFICIALS_INCLUDE_MEDIATORS"))  # fmt: skip


def keep_public_servants() -> bool:
    """``DEID_KEEP_PUBLIC_SERVANTS`` (default true): public servants named in their post where the
    text shows their public body are officials, kept (``worker/detect/public_servants.py``)."""
    return _flag("DEID_KEEP_PUBLIC_SERVANTS")


# People acting in an official role: their names are kept.
OFFICIAL_ROLES = [
    "審判長",
    "受命法官",
    "陪席法官",
    "法官",
    "主任檢察官",
    "檢察事務官",
    "檢察官",
    "檢察長",
    "書記官長",
    "書記官",
    "通譯",
    "司法事務官",
    "法官助理",
    "選任辯護人",
    "指定辯護人",
    "公設辯護人",
    "辯護人",
    "執達員",
    "庭務員",
    "公證人",
    "公證員",  # a mainland notary (公证员) signing a notarial certificate
    "律師",
    "院長",
    "庭長",
    "消費者保護官",
    "消保官",
    # court staff of 法院組織法 and 少年及家事法院組織法 acting in their role
    "主任觀護人",
    "觀護人",
    "少年保護官",
    "少年調查官",
    "家事調查官",
    "法警",
]
# Parties and other private persons: their names are replaced.
PARTY_ROLES = [
    "上訴人",
    "被上訴人",
    "原告",
    "被告",
    "告訴人",
    "告訴代理人",
    "告發人",
    "自訴人",
    "被害人",
    "證人",
    "鑑定人",
    "聲請人",
    "相對人",
    "抗告人",
    "再抗告人",
    "債權人",
    "債務人",
    "第三人",
    "參加人",
    "受刑人",
    "受處分人",
    "異議人",
    "關係人",
    "申請人",
    "申訴人",
    "陳情人",
    "檢舉人",
    "甲方",
    "乙方",
    "丙方",
    "丁方",
    "立書人",
    "立約人",
    "立據人",
    "出租人",
    "承租人",
    "出賣人",
    "買受人",
    "借款人",
    "貸與人",
    "貸款人",
    "保證人",
    "連帶保證人",
    "代理人",
    "法定代理人",
    "訴訟代理人",
    "複代理人",
    "送達代收人",
    "輔佐人",
    "監護人",
    "受監護人",
    "受輔助宣告人",
    "繼承人",
    "被繼承人",
    "遺囑人",
    "代表人",
    "受款人",
    "匯款人",
    "收款人",
    "付款人",
    "戶名",
    "姓名",
    "名字",
    "寄件人",
    "收件人",
    "寄件者",
    "收件者",
    "發件人",
    "發信人",
    "受信人",
    "寄信人",
    "聯絡人",
    "負責人",
    "董事長",
    "總經理",
    "經理",
    "配偶",
    "之妻",
    "之夫",
    "之子",
    "之女",
    "之父",
    "之母",
    "妻子",
    "丈夫",
    "父親",
    "母親",
    "兒子",
    "女兒",
    "胞兄",
    "胞弟",
    "胞姊",
    "胞妹",
    "哥哥",
    "弟弟",
    "姊姊",
    "妹妹",
    "員工",
    "職員",
    "店員",
    "司機",
    "駕駛人",
    "屋主",
    "房東",
    "房客",
    "病患",
    "患者",
    "學生",
    "被保險人",
    "要保人",
    "受益人",
    "持卡人",
    "存款人",
    "客戶",
    "用戶",
    "會員",
    "同居人",
    "友人",
    "朋友",
    "同事",
    "鄰居",
    "嫌疑人",
    # people a judgment, a police or a social-work record names by their part in it
    "訴外人",
    "共同被告",
    "同案被告",
    "受害人",
    "加害人",
    "目擊者",
    "報案人",
    "通報人",
    "申告人",
    "犯嫌",
    "嫌犯",
    "受保護管束人",
    "收容人",
    "案主",
    "個案",
    "案父",
    "案母",
    # the rest of a social-work case's family (案妹 芊芊, 案祖母 王林金枝)
    "案兄",
    "案弟",
    "案姊",
    "案姐",
    "案妹",
    "案夫",
    "案妻",
    "案祖父",
    "案祖母",
    "案外公",
    "案外婆",
    "病人",
    "住民",
    "受訪者",
    "存戶",
    "租客",
    "少年",
    "犯罪嫌疑人",
    "行為人",
    "當事人",
    "本人",
    "移送人",
    "未婚妻",
    "未婚夫",
    "前妻",
    "前夫",
    "女友",
    "男友",
    "女朋友",
    "男朋友",
    "岳父",
    "岳母",
    "公公",
    "婆婆",
    "祖父",
    "祖母",
    "外祖父",
    "外祖母",
    "孫子",
    "孫女",
    "醫師",
    "主治醫師",
    "醫生",
    "護理師",
    "社工",
    "社工師",
    "承辦人",
    "里幹事",
    "村幹事",
    "經辦人",
    "經辦",
    "填表人",
    "覆核",
    "人資部",
    "業務員",
    "專員",
    "店長",
    "老闆",
    "老闆娘",
    "副本",
    "正本",
    "原證",
    "被證",
    "簽名",
    "簽章",
    "立書人",
    "見證人",
    "介紹人",
    "仲介",
    "屋主",
    "車主",
    "駕駛",
    "經紀人",
    "地政士",
    "買方",
    "賣方",
    "借用人",
    "出借人",
    "受詢問人",
    "被詢問人",  # the one questioned, not the officer asking (詢問人 inside it)
    "應詢人",
    "詢問人",
    "路人",
    "主管",
    "人資",
    "客服",
    "行員",
    "櫃員",
    "業務",
    "業務員",
    "房仲",
    "名叫",
    "叫做",
    "名為",
    "叫",
    "答",
    "暱稱",
    "化名",
    "綽號",
    "家屬",
    "親屬",
    "子女",
    "長子",
    "次子",
    "長女",
    "次女",
    "兄",
    "弟",
    "姊",
    "妹",
    # carers and therapists written before the name as well as after it (心理師 Ariel, 外籍看護
    # Nining, 照服員 阿娟): private persons in their role
    "心理師",
    "諮商心理師",
    "臨床心理師",
    "諮商師",
    "治療師",
    "職能治療師",
    "物理治療師",
    "語言治療師",
    "營養師",
    "看護",
    "外籍看護",
    "看護工",
    "居服員",
    "照服員",
    "照顧服務員",
    "個管師",
    "個管員",
    "督導",
]
ROLES = tuple(
    sorted(
        set(OFFICIAL_ROLES)
        | set(PARTY_ROLES)
        | set(POLICE_ROLES)
        | set(INTERPRETER_ROLES)
        | set(MEDIATOR_ROLES)
        | agency_staff_roles(),
        key=len,
        reverse=True,
    )
)


def official_roles() -> frozenset[str]:
    """The roles whose names are kept under the current settings (:func:`official_groups`)."""
    police, interpreters, mediators = official_groups()
    roles = set(OFFICIAL_ROLES) - ({"通譯"} if not interpreters else set())
    return frozenset(
        roles
        | (set(POLICE_ROLES) if police else set())
        | (set(INTERPRETER_ROLES) if interpreters else set())
        | (set(MEDIATOR_ROLES) if mediators else set())
    )


def official_titles() -> tuple[str, ...]:
    """Titles after a name that mark a kept official under the current settings (林警員 when police
    count)."""
    police, interpreters, _ = official_groups()
    titles = [t for t in OFFICIAL_TITLES if interpreters or t != "通譯"]
    return tuple(titles) + (POLICE_TITLES if police else ())


# Titles after a name. Official titles mark a kept official ("曾靜宜律師").
OFFICIAL_TITLES = (
    "律師",
    "法官",
    "檢察官",
    "書記官",
    "審判長",
    "庭長",
    "通譯",
    "司法事務官",
    "消保官",
)
PERSON_TITLES = (
    "先生",
    "女士",
    "小姐",
    "太太",
    "君",
    "同學",
    "老師",
    "醫師",
    "醫生",
    "護理師",
    "會計師",
    "代書",
    "經理",
    "董事長",
    "總經理",
    "主任",
    "教授",
    "里長",
    "阿姨",
    "伯伯",
    "奶奶",
    "爺爺",
    "大哥",
    "大姐",
    "姐",
    "姊",
    "哥",
    "專員",
    "委員",
    "組長",
    "課長",
    "襄理",
    "協理",
    "副總",
    "董事",
    "店長",
    "技師",
    "地政士",
    "社工",
    "社工師",
    "護士",
    "理專",
    "嫂",
    "媽媽",
    "爸爸",
    "阿伯",
    "阿嬤",
    "阿公",
    # clergy, therapists, the officers of an association, more staff ranks (法妙師父, 黎神父,
    # 溫心理師, 石治療師, 謝理事長, 許老闆, 林科長): private persons in their role
    "師父",
    "神父",
    "牧師",
    "修女",
    "法師",
    "師兄",
    "師姐",
    "心理師",
    "諮商師",
    "治療師",
    "藥師",
    "營養師",
    "理事長",
    "總幹事",
    "老闆",
    "老闆娘",
    "科長",
    "處長",
    "科員",
    "課員",
    "村長",
    "鄰長",
    "教練",
    *word_list("person_titles.txt"),  # 老先生, 老太太, 建築師, 隊長 …
)
TITLES = tuple(sorted(set(OFFICIAL_TITLES + PERSON_TITLES + POLICE_TITLES), key=len, reverse=True))

# Words that typically follow a name (verbs, particles). Longer matches are stronger evidence of a
# name end.
FOLLOW_WORDS = tuple(
    sorted(
        set(
            [
                # what a probation officer or a social worker does (觀護人游子謙訪視少年)
                "訪視",
                "約談",
                "訪談",
                "家訪",
                "會談",
                "探視",
                "電訪",
                "面談",
                "陪同",
                "追蹤",
                "稱",
                "證稱",
                "供稱",
                "陳稱",
                "辯稱",
                "指稱",
                "自承",
                "坦承",
                "表示",
                "主張",
                "到庭",
                "在場",
                "未到",
                "涉嫌",
                "駕駛",
                "駕車",
                "前往",
                "簽名",
                "簽署",
                "簽立",
                "借款",
                "向",
                "與",
                "及",
                "和",
                "等",
                "於",
                "在",
                "之",
                "的",
                "為",
                "係",
                "是",
                "到",
                "對",
                "因",
                "並",
                "即",
                "已",
                "亦",
                "均",
                "曾",
                "則",
                "就",
                "以",
                "由",
                "將",
                "把",
                "被",
                "請",
                "說",
                "所",
                "共同",
                "陳述",
                "陳報",
                "陳明",
                "聲明",
                "聲稱",
                "聲請",
                "請求",
                "提起",
                "起訴",
                "具狀",
                "申請",
                "告訴",
                "報案",
                "返還",
                "給付",
                "清償",
                "賠償",
                "否認",
                "承認",
                "答稱",
                "回答",
                "答",
                "問",
                "收受",
                "交付",
                "匯款",
                "轉帳",
                "支付",
                "簽收",
                "委任",
                "委託",
                "負責",
                "居住",
                "住",
                "設",
                "出生",
                "生",
                "之子",
                "之女",
                "之妻",
                "之夫",
                "名下",
                "所有",
                "持有",
                "提出",
                "提供",
                "告知",
                "說明",
                "收",
                "啟",
                "敬啟",
                "親啟",
                "台啟",
                "臺啟",
                "鈞鑒",
                "鈞啟",
                "先生",
                "女士",
                "小姐",
                "律師",
                "法官",
                "檢察官",
                "書記官",
            ]
            # a modal or adverb and the act a party's name is the subject of (林家宜應給付,
            # 陳家豪已清償, 王家瑜並聲請): three characters of evidence that the name ended
            + [
                modal + act
                for modal in ("應", "須", "已", "未", "並", "亦", "即", "另", "均", "自", "則")
                for act in (
                    "給付",
                    "返還",
                    "清償",
                    "賠償",
                    "支付",
                    "負擔",
                    "連帶",
                    "聲請",
                    "請求",
                    "提出",
                    "提起",
                    "到庭",
                    "出庭",
                    "陳述",
                    "簽收",
                    "簽名",
                    "交付",
                    "移轉",
                )
            ]
        ),
        key=len,
        reverse=True,
    )
)

# Characters that (almost) never occur inside a given name: a candidate name stops before them.
NOT_IN_GIVEN_NAME = frozenset(
    "的了是在與及等於稱為係到向對因並即所已則就以由將把被請說也而或但自從給讓去來有無不沒要會能該此"
    "這那我你他她它們號樓路巷弄區縣鄰室年日時收簽借欠證供涉駕前後上下內外間共未市予交款付給跟叫問找"
    "先女太律法檢審通"
)  # 書 may stand in a given name (張書瑋) except where 書記官 / 書狀 follows: see persons._given_ok

# Words that look like a surname and a given name but are not names (read_name refuses them).
NOT_A_NAME = frozenset(
    [
        "車牌",
        "車輛",
        "車號",
        "車主",
        "車禍",
        "甲方",
        "乙方",
        "丙方",
        "丁方",
        "仲介",
        "理由",
        "主文",
        "事實",
        "證據",
        "附表",
        "於文",
        "文到",
        "向甲方",
        "向乙方",
        "勞健",
        "元至",
        "明仔",
        "方式",
        "方面",
        "方法",
        "金額",
        "金錢",
        "高度",
        "林地",
        "田地",
        "石頭",
        "馬路",
        "江湖",
        "和解",
        "安全",
        "安排",
        "常常",
        "平常",
        "時間",
        "文件",
        "文書",
        "夏季",
        "春季",
        "秋季",
        "冬季",
        "申請",
        "申報",
        "伍仟",
        "陸仟",
        "柒仟",
        "陸月",
        "柒月",
        "簡易",
        "簡稱",
        "連續",
        "連帶",
        "曾經",
        "何時",
        "何處",
        "宋體",
        "黃金",
        "白天",
        "包括",
        "包含",
        "童年",
        "管理",
        "管轄",
        "關係",
        "成立",
        "成功",
        "施工",
        "施行",
        "谷底",
        "費用",
        "於是",
        "明仔載",
        "查看",
        "明仔載𤆬",
        "明天",
        "明日",
        "明年",
        "明早",
        "明晚",
        "今天",
        "今日",
        "今年",
        "昨天",
        "昨日",
        "後天",
        "前天",
        "去年",
    ]
)
FORMAL_NUMERALS = frozenset("壹貳參肆伍陸柒捌玖拾佰仟萬零")

# Characters common in Taiwanese given names (``given_name_chars.txt``): a two-character chunk of
# these in a person context is read as a given name.
GIVEN_NAME_CHARS = frozenset("".join(word_list("given_name_chars.txt"))).difference(
    "的是了在和有不人我你他她們這那就都也要會對說"
)
