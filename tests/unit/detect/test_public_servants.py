"""Public servants acting in role (issue 12, worker/detect/public_servants.py): an agency's staff
named in their post where the text shows the public body are officials, kept; the same posts under
a firm's or a bank's name, in a line naming a private body, chained to a party's role, in a court's
decision, or with the setting off, are persons, replaced. Invented names, agencies and numbers
only."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.public_servants import public_document


def _covering(text: str, name: str) -> set[str]:
    """The types of the person and official spans that cover an occurrence of ``name``."""
    at = [i for i in range(len(text)) if text.startswith(name, i)]
    return {
        s.type
        for s in detect(text)
        if s.type in ("person", "official")
        and any(s.start <= i and i + len(name) <= s.end for i in at)
    }


def kept(text: str, name: str) -> bool:
    return _covering(text, name) == {"official"}


def replaced(text: str, name: str) -> bool:
    return "person" in _covering(text, name)


# Kind 1: the line names the agency before the person (a posting, a unit), or the agency speaks
# of itself in the sentence (本局, 本署).
@pytest.mark.parametrize(
    "text, name",
    [
        (
            "路考成績表\n考驗日期：115年3月2日　考驗員：交通部公路局嘉義區監理所派駐 滕宇軒",
            "滕宇軒",
        ),
        ("附記：聯絡窗口為本署觀護人室個案管理人湯若瑜。", "湯若瑜"),
        ("二、本局於3月5日派稽查員閔家豪至現場採樣。", "閔家豪"),
        ("三、本分局已責由督導員 裴承恩 追蹤改善情形。", "裴承恩"),
        ("新竹市政府環境保護局稽查人員 甘秉叡 到場量測。", "甘秉叡"),
        ("三、本局勞動條件科科員 伏雅萍 將另行通知。", "伏雅萍"),
    ],
)
def test_a_post_on_a_line_that_names_its_agency_is_kept(text: str, name: str) -> None:
    assert kept(text, name)


# Kind 2: the signature of an agency's letter (the agency and its unit, then the post and the
# name), and the sender's line of an agency's reply.
@pytest.mark.parametrize(
    "text, name",
    [
        ("敬請見諒。\n\n彰化縣政府環境保護局 水質保護科\n承辦人 伏雅萍 敬上", "伏雅萍"),
        ("特此函復。\n苗栗縣政府勞工及青年發展處\n科員　莘佩珊", "莘佩珊"),
        ("寄件者：屏東縣政府環境保護局 空噪科 冉柏均 <noise.pt@example.org>\n主旨：回覆", "冉柏均"),
        ("寄件者：高雄市政府勞工局 勞動條件科 糜子芸\n日期：115年1月3日", "糜子芸"),
    ],
)
def test_an_agency_s_signature_and_sender_line_are_kept(text: str, name: str) -> None:
    assert kept(text, name)


# Kind 3: a post heading a field of a document the agency issues (a prison's log, an office's
# minutes); posts that exist only in a public body (戒護人員, 督察員) anywhere.
@pytest.mark.parametrize(
    "text, name",
    [
        (
            "法務部矯正署臺中監獄　接見登記簿\n1｜某甲｜母\n\n值勤主管：滕立群　登記：郜筱雯",
            "滕立群",
        ),
        (
            "法務部矯正署臺中監獄　接見登記簿\n1｜某甲｜母\n\n值勤主管：滕立群　登記：郜筱雯",
            "郜筱雯",
        ),
        ("收容人物品清冊　法務部矯正署花蓮看守所\n日期\n\n檢查人：管理員 寇明達", "寇明達"),
        ("臺南市政府都市發展局\n協調會　會議紀錄\n\n主持人：晏文彬科長　　記錄：邰佩琪", "晏文彬"),
        ("臺南市政府都市發展局\n協調會　會議紀錄\n\n主持人：晏文彬科長　　記錄：邰佩琪", "邰佩琪"),
        ("【接見紀錄單】\n戒護人員 姬冠霖 註記：談話依法不予監聽。", "姬冠霖"),
        ("五、本案聯絡人：督察員伍俊毅，電話(04)2222-0000。", "伍俊毅"),
    ],
)
def test_a_field_of_an_agency_s_document_and_public_only_posts_are_kept(
    text: str, name: str
) -> None:
    assert kept(text, name)


# Kind 4: the representative of an agency that is a party, counsel with a profession's title, the
# parties' agent in a notary's deed.
@pytest.mark.parametrize(
    "text, name",
    [
        ("原　　告　某甲\n被　　告　財政部南區國稅局\n代　表　人　覃淑卿（局長）", "覃淑卿"),
        ("被告：臺中市政府地政局\n代表人：鄔建志\n上列當事人間", "鄔建志"),
        ("原告：某甲\n訴訟代理人：薄怡伶 會計師\n被告：財政部北區國稅局", "薄怡伶"),
        ("原告：某甲\n訴訟代理人：祁昱廷律師\n被告：某乙", "祁昱廷"),
        ("公證書\n請求人甲：某甲（簽名）\n代理人：闕語彤（簽名）\n本公證人已就內容說明", "闕語彤"),
    ],
)
def test_an_agency_s_representative_counsel_and_a_notary_deed_s_agent_are_kept(
    text: str, name: str
) -> None:
    assert kept(text, name)


# The other way: the same posts where no public body shows.
@pytest.mark.parametrize(
    "text, name",
    [
        ("北辰商業銀行　作業單\n科長：滕立群　經辦：郜筱雯", "滕立群"),
        ("恆遠保全股份有限公司　值勤日誌\n值勤主管：寇明達　登記：姬冠霖", "寇明達"),
        ("欣和診所　門診紀錄\n管理員 晏文彬 協助引導", "晏文彬"),
        ("社區管委會　會議紀錄\n主持人：邰佩琪　　記錄：覃淑卿", "邰佩琪"),
        ("原告：某甲\n訴訟代理人：鄔建志\n被告：某乙", "鄔建志"),
        ("和解書\n甲方：某甲\n代理人：闕語彤（簽名）", "闕語彤"),
        ("被告：泰原建設股份有限公司\n代表人：薄怡伶", "薄怡伶"),
        ("宏昌實業有限公司 稽查人員 祁昱廷 到場。", "祁昱廷"),
    ],
)
def test_the_same_posts_without_a_public_body_are_persons(text: str, name: str) -> None:
    assert replaced(text, name)


@pytest.mark.parametrize(
    "text, name",
    [
        ("臺北市政府社會局　函\n說明：證人即管理員伍俊毅到場說明。", "伍俊毅"),
        ("臺灣士林地方法院民事判決\n原告：某甲\n\n科長：甘秉叡　到庭作證", "甘秉叡"),
        ("移工通報單\n受文者：臺南市政府衛生局\n科員 冉柏均　電話 06-2000000", "冉柏均"),
        ("桃園市政府社會局　函\n說明：據大樓管理員糜子芸表示，住戶常有爭吵。", "糜子芸"),
        ("新北市政府消費者保護官　協商紀錄\n業者：宏昌實業有限公司\n　代表人：晏文彬", "晏文彬"),
        ("臺中市政府勞工局　調解紀錄\n相對人：聯發物流有限公司\n代表人：邰佩琪", "邰佩琪"),
        (
            "某里辦公處　里民大會紀錄\n列席：某區公所民政課課員 覃淑卿、某派出所所長 鄔建志",
            "覃淑卿",
        ),
        ("臺北市政府社會局\n里民大會　會議紀錄\n\n主席：薄怡伶　　紀錄：闕語彤", "闕語彤"),
        ("說明：請逕洽本所承辦人祁昱廷。", "祁昱廷"),
        ("二、本局需評專員甘秉叡於3月2日家訪。", "甘秉叡"),
        ("二、本府委託之理財專員冉柏均說明。", "冉柏均"),
    ],
)
def test_a_party_a_court_s_witness_a_recipient_and_prose_stay_persons(text: str, name: str) -> None:
    assert replaced(text, name)


def test_a_party_who_shares_a_servant_s_name_is_replaced() -> None:
    text = "雲林縣環境保護局　函\n一、本局稽查員閔家豪到場。\n\n附件：原告閔家豪陳情書影本"
    spans = [s for s in detect(text) if text[s.start : s.end] == "閔家豪"]
    party = text.rindex("閔家豪")
    assert any(s.start == party and s.type == "person" for s in spans)


@pytest.mark.parametrize(
    "text, name",
    [
        ("二、本局於3月5日派稽查員閔家豪至現場採樣。", "閔家豪"),
        ("臺南市政府都市發展局\n協調會　會議紀錄\n\n主持人：晏文彬科長　　記錄：邰佩琪", "晏文彬"),
        ("【接見紀錄單】\n戒護人員 姬冠霖 註記：談話依法不予監聽。", "姬冠霖"),
    ],
)
def test_the_setting_off_replaces_every_servant(
    monkeypatch: pytest.MonkeyPatch, text: str, name: str
) -> None:
    monkeypatch.setenv("DEID_KEEP_PUBLIC_SERVANTS", "false")
    assert replaced(text, name)


@pytest.mark.parametrize(
    "text, public",
    [
        ("法務部矯正署臺中監獄　接見登記簿\n", True),
        ("書信登記簿　法務部矯正署花蓮看守所\n", True),
        ("臺南市政府都市發展局\n協調會　會議紀錄\n", True),
        ("回覆\n寄件者：屏東縣政府環境保護局 空噪科 某甲\n", True),
        ("陳情信\n收件者：臺南市政府環境保護局\n", False),
        ("臺灣士林地方法院民事判決\n", False),
        ("北辰商業銀行　作業單\n", False),
    ],
)
def test_what_counts_as_a_public_body_s_document(text: str, public: bool) -> None:
    assert public_document(text) is public


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("法務部矯正署新竹看守所　接見登記\n登記員：粘惠君　　監聽人員：巫振宇", "粘惠君"),
        ("法務部矯正署新竹看守所　接見登記\n登記員：粘惠君　　監聽人員：巫振宇", "巫振宇"),
        ("附註：監聽員 卜立言 在場", "卜立言"),
        ("臺灣花蓮地方檢察署　觀護人室\n觀護佐理員　龔靜宜", "龔靜宜"),
    ],
)
def test_corrections_staff_in_their_post_are_kept(text: str, name: str) -> None:
    assert kept(text, name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("法務部矯正署臺東監獄\n受刑人　邰振興　教誨師意見：悔意明顯", "邰振興"),
        ("快遞公司收件單\n登記員：侯佩珊", "侯佩珊"),
        # 教誨師: outside authors disagree on the post (public_servant_roles.txt); recall first
        ("法務部矯正署臺東監獄\n假釋審查報告\n　　　教誨師　鄔家銘\n", "鄔家銘"),
    ],
)
def test_an_inmate_a_prison_counsellor_and_a_firm_s_clerk_are_persons(text: str, name: str) -> None:
    assert replaced(text, name)


# Kind: a public body of the name grammar (健保署, 衛生局, 消防局, a city's 調解委員會) shows the
# public body as an agency does, also in a firm's own memo when the line names the body before
# its staff; a centre a contractor may run (資源中心, 療育綜合服務中心) does not.
@pytest.mark.parametrize(
    "text, name",
    [
        (
            "晨曦貿易有限公司　內部便條\n\n健保署中區業務組 專員苗佳蓉 來電：\n保費差額已補繳。",
            "苗佳蓉",
        ),
        ("通話摘要\n衛生局 稽查 科員 冷冠廷 來電，要求補件。", "冷冠廷"),
        ("宏捷物流股份有限公司　工安紀錄\n衛生局疾病管制科 技士祝宇彤 到場說明。", "祝宇彤"),
        ("協調經過\n移民署北區事務大隊 專員 景若涵 表示需補文件。", "景若涵"),
    ],
)
def test_a_public_body_of_the_name_grammar_on_the_line_shows_the_body(text: str, name: str) -> None:
    assert kept(text, name)


@pytest.mark.parametrize(
    "text, name",
    [
        ("個案摘要\n臺中市早期療育綜合服務中心 個管員 冷冠廷 訪視。", "冷冠廷"),
        ("晨曦貿易有限公司　內部便條\n管理員 苗佳蓉 協助收件", "苗佳蓉"),
        ("宏捷救護車有限公司　出勤紀錄\n救護人員：祝宇彤　駕駛：景若涵", "祝宇彤"),
    ],
)
def test_a_centre_a_firm_s_own_staff_and_a_private_ambulance_stay_persons(
    text: str, name: str
) -> None:
    assert replaced(text, name)


# Kind: posts that exist only in a public body (a forensic doctor, an enforcement officer of the
# 行政執行署, a military unit's duty officer) anywhere; a fire department's ambulance crew and
# dispatcher in its own record.
@pytest.mark.parametrize(
    "text, name",
    [
        ("相驗結果：經法醫師景若涵解剖，死因為溺水。", "景若涵"),
        ("9/4 去分署跟 執行官苗佳蓉 談，可以分 24 期。", "苗佳蓉"),
        ("事由：寢室內使用手機，經值星官冷冠廷中士查獲。", "冷冠廷"),
        ("新北市政府消防局　救護紀錄表\n出勤單位：某分隊\n\n救護人員：祝宇彤　駕駛 某某", "祝宇彤"),
        ("臺南市政府消防局　受理紀錄\n受理 03:12\n派遣員：景若涵　指導家屬壓胸", "景若涵"),
    ],
)
def test_public_only_posts_and_a_fire_department_s_crew_are_kept(text: str, name: str) -> None:
    assert kept(text, name)


def test_an_agency_named_as_a_permit_s_issuer_in_a_firm_s_form_shows_no_servant() -> None:
    text = (
        "全晟人力仲介有限公司　移工資料表\n"
        "許可證字號：勞動部 5678 號（私立就業服務機構）　承辦：苗佳蓉　翻譯：某某\n"
    )
    assert replaced(text, "苗佳蓉")


# Kind: elected representatives in their office (a council's minutes, an interpellation, a
# legislator's motion) and a bureau's head glued to the bureau's name are officials; the same post
# beside another role (a candidate, an assistant) or chained to a party's role is a person's.
@pytest.mark.parametrize(
    "text, name",
    [
        ("桃園市議會第3屆第2次定期會\n\n韋志成議員：\n　請問局長，本案何時完工？", "韋志成"),
        ("質詢人：嘉義縣議會議員　尉遲美雲\n送達日期：114年4月2日", "尉遲美雲"),
        ("臺東縣議會第19屆第3次定期會\n主席：寇明德議長\n紀錄：議事組", "寇明德"),
        ("本提案由立委酆佳穎領銜，獲二十人連署。", "酆佳穎"),
        ("苗栗縣議會第20屆第1次臨時會\n\n民政局儲文彥局長：\n　報告議員，目前進度八成。", "儲文彥"),
        ("承辦人：地政局測量科　訾惠玲　電話03-3322101", "訾惠玲"),
    ],
)
def test_representatives_and_a_bureaus_head_in_role_are_kept(text: str, name: str) -> None:
    assert kept(text, name)


@pytest.mark.parametrize(
    "text, name",
    [
        ("被告即臺中市議員韋志成，涉嫌收受廠商賄款。", "韋志成"),
        ("議員候選人尉遲美雲昨日成立競選總部。", "尉遲美雲"),
        ("長老教會中會年會\n議長 Moderator：寇明德 牧師　　書記：酆佳穎", "寇明德"),
    ],
)
def test_a_representatives_post_beside_a_party_or_another_role_is_replaced(
    text: str, name: str
) -> None:
    assert replaced(text, name)


# Kind: members of a government body's committee deciding in it (an appeals committee's decision,
# a procurement committee's minutes) are kept; a school's committee is the school's staff.
@pytest.mark.parametrize(
    "text, name, keep",
    [
        ("新北市政府訴願決定書\n\n本件訴願為無理由。\n\n主任委員　湛書瑤（代行）", "湛書瑤", True),
        ("高雄市政府採購評選委員會紀錄\n一、意見：\n１．冉立群委員：報價偏高。", "冉立群", True),
        ("國立東瀛大學學生申訴評議決定書\n\n爰決定如主文。\n主任委員　湛書瑤", "湛書瑤", False),
        ("臺南市立海東國民中學性別平等教育委員會\n一、冉立群委員：建議另組小組。", "冉立群", False),
    ],
)
def test_a_government_committees_members_are_kept_a_schools_are_not(
    text: str, name: str, keep: bool
) -> None:
    assert (kept if keep else replaced)(text, name)
