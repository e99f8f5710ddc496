"""Names and firms found by context rather than by a role word: given names and nicknames in chats
and letters, Latin-script and middle-dot names in running text, shops named by their goods, firm
names after a lawyer's line, judges listed on one line. Positive and negative cases per kind
(synthetic names)."""

from __future__ import annotations

import pytest

from worker.detect import detect


def found(text: str, kind: str | None = None, action: str | None = None) -> set[str]:
    return {
        text[s.start : s.end]
        for s in detect(text, use_model=False)
        if (kind is None or s.type == kind) and (action is None or s.action == action)
    }


@pytest.mark.parametrize(
    "text, name",
    [
        ("9:41\t李文強\t明仔載我𤆬淑敏去𨑨迌\n10:09\t康秀美\t好啊", "淑敏"),
        ("10:08\t任陳麗玲\t生日快樂秀玉！你是1981-01-11生的對吧", "秀玉"),
        ("8:52\t尤志銘\t美娟，上次借你的錢什麼時候可以還？", "美娟"),
        ("9:02\t阿琴\t明天見\n9:36\t傅伶\t好", "阿琴"),
        ("主旨：人事異動通知\n\n雅婷您好：\n因公司業務緊縮", "雅婷"),
        ("10:47\t古振興\t威廷𠢕啦", "威廷"),
    ],
)
def test_a_given_name_in_a_person_context_is_found(text: str, name: str) -> None:
    assert name in found(text, "person", "replace")


@pytest.mark.parametrize(
    "text, word",
    [
        ("9:41\t李文強\t你好，請問明天有空嗎？", "你好"),
        ("9:41\t李文強\t好的，謝謝", "好的"),
        ("主旨：通知\n\n明天：請準時到場", "明天"),
        ("我們約在車站見面，然後一起去銀行。", "然後"),
    ],
)
def test_a_common_word_in_the_same_place_is_not_a_given_name(text: str, word: str) -> None:
    assert word not in found(text, "person")


@pytest.mark.parametrize(
    "text, name",
    [
        ("答：我看到車號ABC-1234的轎車撞到Miguel的機車，我就打110。", "Miguel"),
        ("主旨：報到通知\n\nSiti您好：\n歡迎加入", "Siti"),
        (
            "被告　Noel Cr\u3000uz\n住臺北市",
            "Noel Cr\u3000uz",
        ),  # U+3000 inside a Latin name is noise
        ("嗣經在場之莎韻‧達道報警處理", "莎韻‧達道"),
    ],
)
def test_latin_and_middle_dot_names_in_running_text(text: str, name: str) -> None:
    assert any(name in f for f in found(text, "person", "replace"))


@pytest.mark.parametrize(
    "text, word",
    [
        ("請用Google搜尋", "Google"),
        ("開戶申請書暨認識客戶（KYC）資料表", "KYC"),
        ("LINE ID（通知用）：abc", "LINE ID"),
    ],
)
def test_product_words_and_acronyms_are_not_names(text: str, word: str) -> None:
    assert not any(word in f for f in found(text, "person"))


def test_the_first_part_of_a_middle_dot_name_follows_the_person() -> None:
    text = "上訴人即被告　撒可努‧多奈（下稱撒可努）\n經查被告撒可努未依約點交房屋。"
    spans = [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == "person"]
    assert spans.count("撒可努") == 2


@pytest.mark.parametrize(
    "text, firm",
    [
        ("答：晚上10點左右，在晴楓釣具行裡面，他跟我吵架。", "晴楓釣具行"),
        ("被告於晚間10時許，在潤昕美甲店（址設新竹市東區永安街113號）內", "潤昕美甲店"),
        ("仲介：芮旻房屋　經紀人：廖張美玉", "芮旻房屋"),
        ("原告經送往璞樺醫院急診", "璞樺醫院"),
    ],
)
def test_shops_named_by_their_goods_are_organisations(text: str, firm: str) -> None:
    assert firm in found(text, "organization", "replace")


@pytest.mark.parametrize(
    "text",
    [
        "雙方應依約履行，並進行協商。",
        "我已經請保險公司處理。",
        "因公司業務緊縮，決議終止契約。",
        "證人當時騎車行經該處。",
        "開戶目的：投資理財",
    ],
)
def test_generic_words_before_a_firm_suffix_are_no_firm(text: str) -> None:
    assert not found(text, "organization")


def test_a_firm_on_the_line_after_its_lawyer_is_the_firm_not_an_official() -> None:
    text = "訴訟代理人　馮秀蘭　律師\n　　蔚楓法律事務所　臺東縣臺東市和興路330號"
    assert "蔚楓法律事務所" in found(text, "organization", "replace")
    assert found(text, "official", "keep") == {"馮秀蘭"}


def test_a_signer_line_before_a_company_line_stays_out_of_the_company() -> None:
    text = "傅蔡　秀蓮\n蔚暘顧問有\n限公司　業務部經理"
    orgs = found(text, "organization")
    assert orgs and all("秀蓮" not in o for o in orgs)


def test_judges_listed_on_one_line_under_the_header_are_kept() -> None:
    text = "刑事第七庭\n法官\n唐素琴　周淑敏　高志忠\n以上正本係照原本作成。"
    assert found(text, "official", "keep") == {"唐素琴", "周淑敏", "高志忠"}


def test_a_name_that_starts_like_a_kinship_word_is_read_as_a_name() -> None:
    assert found("民事第七庭　法　官　孫子翔\n以上正本", "official", "keep") == {"孫子翔"}


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "10:42\t萬勝利\t柳小姐抱歉，浴室漏水",
            {"萬勝利", "柳小姐"},
        ),  # a tab is a column, never joined
        ("當初向歐先生所借款項", {"歐先生"}),  # 向 is a preposition here
        ("生日快樂馬小姐！", {"馬小姐"}),
    ],
)
def test_short_forms_and_chat_columns(text: str, expected: set[str]) -> None:
    assert found(text, "person") == expected


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "戶名鄭美\n好　帳號：8 7 1 5",
            "鄭美\n好",
        ),  # a line break inside the name, a space after it
        ("連帶保證人康家\n宏　國民身分證統一編號：H120775566", "康家\n宏"),
    ],
)
def test_a_line_break_inside_a_name_does_not_end_it(text: str, name: str) -> None:
    assert name in found(text, "person")


def test_a_name_at_a_line_end_stays_apart_from_the_next_line() -> None:
    assert found("被告　陳　美玲\n法定代理人　王小明\n", "person") == {"陳\u3000美玲", "王小明"}


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "12:18\t曹素珠🙏\t下次去那邊玩？",
            "曹素珠",
        ),  # an emoji between the chat speaker and the tab
        (
            "8:42\t田郭秀枝\t明仔載我𤆬麗𥻗去𨑨迌",
            "麗𥻗",
        ),  # an Extension B character in a given name
        ("約定於112年4月2日清償，並由于俊雄擔任連帶保證人。", "于俊雄"),
        ("法官問：你是否有毆打上官苡菲？", "上官苡菲"),
        ("嗣經在場之歐李碧珠報警處理", "歐李碧珠"),  # 冠夫姓 in running text
        ("申請日期：2023/12/1\n經辦：簡秀珠　覆核：（簽章）", "簡秀珠"),
    ],
)
def test_names_in_more_person_contexts(text: str, name: str) -> None:
    assert name in found(text, "person", "replace")


def test_hokkien_words_in_extension_b_are_not_given_names() -> None:
    text = "10:25\t武氏草\t我明仔載𤆬柏宏去銀行"
    assert not any("𤆬" in f for f in found(text, "person"))
    assert "柏宏" in found(text, "person")


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "保證金\n9:21\t尤\u3000進發\t可是我已經匯了",
            "尤\u3000進發",
        ),  # the next chat line is never joined to the one before
        ("法官問：資遣是何人通知？\n答：是主管熊秀\n蘭用公司信箱通知我", "熊秀\n蘭"),
    ],
)
def test_noise_inside_a_name_at_a_line_start_or_end(text: str, name: str) -> None:
    assert name in found(text, "person", "replace")


def test_a_middle_dot_name_ends_at_its_line() -> None:
    text = "電話(08)829-8398#592。\n瓦歷斯‧阿給\n淳曦物流股份有限公司　業務部經理"
    assert "淳曦物流股份有限公司" in found(text, "organization")
