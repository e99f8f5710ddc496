"""Residual scan, names written as forms and systems write them (worker/residual/names.py,
latin.py): a name spaced out character by character (違規人：隗 建 志), a passport's
machine-readable name field, SURNAME, GIVEN in capitals, a login of a given name and a
romanised surname (tina.hsu). Each stops a document whatever the detector read; spaced-out
labels, headings and places, amounts, case numbers, hosts, files, versions, e-mail parts and the
case's own pseudonyms pass. Invented names and values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"郭靜慧", "潘志遠", "喬雅婷", "〔車牌1〕", "mei.lin88", "KUO, CHING-HUI"}
KEPT = {"吳明達"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, KEPT)


STOP = [
    # a name spaced out, in a field, on its own line, beside a pseudonym, with a blanked character
    ("違規人：龔 岳 庭\u3000\u3000性別：男", "name_spaced_out"),
    ("（照片）\n薛 宜 蓁\n製程整合處", "name_spaced_out"),
    ("捐款名單\n 郭靜慧\u3000\u3000伍仟元\n 卓 □ 真\u3000\u3000陸佰元", "name_spaced_out"),
    ("申請人 郭靜慧\n配偶：歐 陽 品 涵\n", "name_spaced_out"),
    ("簽收：柯 韋 廷\n日期：略", "name_spaced_out"),
    ("立書人\u3000童\u3000家\u3000瑜\u3000（簽章）", "name_spaced_out"),
    # a passport's machine-readable line, whatever name it holds
    ("MRZ：\nP<TWNHSIEH<<YU<TING<<<<<<<<<<<<<<<<<<<<<", "latin_name"),
    ("P<IDNSUTRISNO<<ADI<<<<<<<<<<<<<<<<<<<<<<<<<", "latin_name"),
    ("讀取結果\n  I<TWNLAI<<PO<HAN<<<<<<<<", "latin_name"),
    # SURNAME, GIVEN in capitals with a Taiwanese surname
    ("姓名 Name：郭靜慧 TSENG, WEN-HSUAN\n學號：略", "latin_name"),
    ("Holder: HUANG, YI-CHUN", "latin_name"),
    ("英文姓名 CHIANG,SHU FEN（護照同）", "latin_name"),
    # a login of a given name and a romanised surname
    ("列印人：kevin.chou\n", "social_handle"),
    ("user disabled (amber.tsai-ops)", "social_handle"),
    ("帳號 hsu_peiling 已停用", "social_handle"),
    ("請 cc 給 jason.wu 和 郭靜慧", "social_handle"),
    ("操作者: chen.yating", "social_handle"),
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[f"{c}-{i}" for i, (_, c) in enumerate(STOP)])
def test_a_name_written_as_forms_write_it_stops_the_document(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


PASS = [
    # the case's pseudonyms and kept names, spaced or not
    "違規人：郭靜慧\u3000\u3000性別：男",
    "審判長法官 吳明達",
    "Holder: KUO, CHING-HUI",
    "帳號 mei.lin88 已停用",
    # spaced-out labels, headings, places and fully spaced OCR lines
    "申 請 人：郭靜慧",
    "關 係 人：潘志遠",
    "告 訴 人 郭靜慧",
    "民 事 判 決 書",
    "臺 灣 高 等 法 院",
    "住址：高 雄 市 前 鎮 區",
    "高 雄 市",
    "林 口 區",
    "王 小 明 與 李 大 同 之 間",
    # amounts, case numbers, statutes, dates spaced out
    "金額 ３ ０ ０ 元",
    "案號 1 1 3 年度訴字第 4 5 號",
    "第 三 條",
    # hosts, files, versions, e-mail parts, words
    "請至 www.lin.com 下載",
    "附件 report.final.pdf 與 config.yaml",
    "版本 v1.2 與 a.lin.",
    "see index.html or e.g. this",
    "這 是 一 段 全 部 空 開 的 文 字",
    # capitals that are no name
    "TAIPEI, TAIWAN",
    "TEL, FAX",
    "NO, THANKS",
]


@pytest.mark.parametrize("text", PASS)
def test_labels_places_numbers_and_pseudonyms_pass(text: str) -> None:
    assert checks(text) == []


@pytest.mark.parametrize(
    "text", ["寄至 kevin.chou@example.com", "https://example.com/kevin.chou", "ftp/tina.hsu"]
)
def test_a_login_inside_an_address_or_a_path_is_no_login_of_its_own(text: str) -> None:
    assert "residual:social_handle" not in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "二 ４ 巷 ３ 號 ７ 樓 房 屋 ， 自 民 國",
        "經 查 ， 林 姓 男 子 於",
        "共 ３ 人 ， 陳 述 如 下",
    ],
)
def test_a_fully_spaced_ocr_line_holds_no_spaced_name(text: str) -> None:
    assert "residual:name_spaced_out" not in checks(text)


# a Latin given name alone right beside Chinese text (worker/residual/data/latin_given_names.txt)
LONE_STOP = [
    "3. Kelly提議新增團購，需法務看合約。",
    "了解，我會跟Doris（副理）一起擬一份公約。",
    "下次帶孩子去找妳家Kiki玩",
    "會議由 Vincent 主持，郭靜慧紀錄。",
    "Wendy說她下午請假",
    "這件事請問一下Oscar",
    "郭靜慧、Sandy、潘志遠出席",
    "「Gina」說她會晚到",
]


@pytest.mark.parametrize("text", LONE_STOP)
def test_a_latin_given_name_alone_in_chinese_prose_stops_the_document(text: str) -> None:
    assert "residual:latin_name" in checks(text)


LONE_PASS = [
    "請用 Excel 整理後上傳 Google 表單",
    "手機型號 iPhone 15 Pro Max，顏色太空灰",
    "匯款至 Sunny Bank 帳戶〔帳號1〕",
    "LINE 群組已建立",
    "Apple 手機維修單",
    "mark一下，明天再說",
    "He said Amy was late.",
    "帳號 mei.lin88 已停用",
    "請寄 PDF 檔，謝謝",
]


@pytest.mark.parametrize("text", LONE_PASS)
def test_tools_brands_and_english_sentences_are_no_lone_name(text: str) -> None:
    assert "residual:latin_name" not in checks(text)


# a suspect called by surname and 嫌; a name opening a clause before a verb of saying
SPEECH_STOP = [
    ("於14時以現行犯逮捕黃嫌，解送分局偵辦。", "surname_suspect"),
    ("經查林嫌犯與郭靜慧係朋友", "surname_suspect"),
    ("陳嫌供稱不知情", "surname_suspect"),
    ("（三）許明提議在空地設置菜園。", "name_before_speech"),
    ("會後，周雅婷表示願意分期清償。", "name_before_speech"),
    ("郭靜慧：我不知道\n吳建國說他那天在家", "name_before_speech"),
    ("2. 蔡宏坦承有收到款項", "name_before_speech"),
]


@pytest.mark.parametrize(("text", "check"), SPEECH_STOP)
def test_a_suspect_by_surname_or_a_speaker_in_prose_stops_the_document(
    text: str, check: str
) -> None:
    assert f"residual:{check}" in checks(text)


SPEECH_PASS = [
    "被告涉有詐欺罪嫌，移送偵辦。",
    "本案嫌疑人郭靜慧到案說明。",
    "他不嫌棄，也不避嫌。",
    "主嫌郭靜慧已到案",
    "管委會說會去貼公告",
    "郭靜慧表示願意和解，潘志遠說好。",
    "法官吳明達說明程序",
    "原告陳稱：被告未付款",
    "大家說好了",
    "臺北市政府表示將研議",
    "律師事務所指出契約無效",
]


@pytest.mark.parametrize("text", SPEECH_PASS)
def test_procedure_words_bodies_and_pseudonyms_before_speech_pass(text: str) -> None:
    assert checks(text) == []


# a chat app's notice line: the members named there are display names
NOTICE_STOP = [
    "郭靜慧新增了胖虎和潘志遠",
    "郭靜慧新增了潘志遠、Amber🌸",
    "19:11\u3000［小葵已收回訊息］",
    "[20:11] 郭靜慧邀請阿德加入群組",
    "21:02 糖糖媽咪已退出群組",
    "08:15 喬雅婷邀請了鐵蛋",
]


@pytest.mark.parametrize("text", NOTICE_STOP)
def test_a_member_named_in_a_chat_notice_stops_the_document(text: str) -> None:
    assert "residual:name_in_chat_notice" in checks(text)


NOTICE_PASS = [
    "郭靜慧新增了潘志遠和喬雅婷",
    "你已收回訊息",
    "19:11\u3000［郭靜慧已收回訊息］",
    "潘志遠已退出群組",
    "公司新增了兩位員工",
    "誠摯邀請您於下列時段擇一前來面試：",
    "本會邀請專家學者出席",
    "郭靜慧將群組命名為「週末爬山」",
]


@pytest.mark.parametrize("text", NOTICE_PASS)
def test_pseudonyms_pronouns_and_sentences_are_no_chat_notice(text: str) -> None:
    assert "residual:name_in_chat_notice" not in checks(text)
