"""An agency's staff handling a matter are officials in a document the agency issues (issue
11): 承辦人 / 承辦 / 承辦員 under a government agency's name on the first line (某市政府某局　函,
某監理所　申請書) or after an issuer's field (處理單位：, 受理機關：) are kept, as the outside
authors label them; the same words under a bank's, a firm's, a school's or a hospital's
letterhead, or in a form an agency only receives (受文者：某衛生局), name a private person
(replaced), and a role chained after them (承辦社工, 承辦業務) decides by itself. Invented names
and agencies only."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.persons import _agency_issued


def kinds(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text) if s.type in ("person", "official")}


@pytest.mark.parametrize(
    "text, name",
    [
        ("新竹縣政府稅務局　函\n地址：竹北市某路1號\n承辦人：賴品潔\n電話：03-5500000", "賴品潔"),
        ("臺中市政府地政局　書函\n\n說明：如有疑問，請洽本局承辦人 鄒明翰。", "鄒明翰"),
        ("交通部公路局新竹區監理所　駕照補發\n申請人：莊雅雯\n承辦：潘冠廷　收件", "潘冠廷"),
        ("機車過戶登記書\n\n處理單位：交通部公路局臺南區監理所 新營站\n承辦員：龔思妤", "龔思妤"),
        ("房屋稅 減免申請書\n受理機關：臺南市稅捐稽徵處 新化分處\n承辦 陶怡萍", "陶怡萍"),
        ("　臺灣嘉義地方法院民事庭　函\n承辦人：溫家萱　電話：05-3620000", "溫家萱"),
        ("桃園市政府警察局龜山分局\n保護令聲請書\n承辦人：卓芸瑄　03-3200000", "卓芸瑄"),
    ],
)
def test_an_agency_staff_member_in_the_agency_s_document_is_kept(text: str, name: str) -> None:
    assert kinds(text).get(name) == "official"


@pytest.mark.parametrize(
    "text, name",
    [
        ("北辰商業銀行　存款申請書\n分行：北辰銀行某分行\n承辦人：賴品潔", "賴品潔"),
        ("恆遠人力仲介有限公司　移工資料表\n許可證字號：勞動部 5678 號　承辦：潘冠廷", "潘冠廷"),
        ("移工健康檢查通報\n受文者：臺南市政府衛生局\n承辦人 龔思妤　電話 06-2000000", "龔思妤"),
        ("某某大學附設醫院　證明補發申請單\n承辦： 陶怡萍", "陶怡萍"),
        ("嘉義縣政府　通知書\n受通知人：古明哲\n請洽承辦社工 溫家萱", "溫家萱"),
        ("職場申訴處理紀錄表\n受理日期：115.03.02\n承辦人：卓芸瑄", "卓芸瑄"),
    ],
)
def test_the_same_roles_elsewhere_name_a_private_person(text: str, name: str) -> None:
    assert kinds(text).get(name) == "person"


@pytest.mark.parametrize(
    "text, issued",
    [
        ("高雄市政府社會局　函\n", True),
        ("\n\n　屏東縣政府警察局潮州分局\n", True),
        ("申請書\n發文機關：臺北市大安戶政事務所\n", True),
        ("申請書\n受文者：臺北市大安戶政事務所\n", False),
        ("寄件者：某人 <a@example.com>\n收件者：臺南市政府環境保護局\n", False),
        ("【逐字稿】新北市永和區中興里里民大會\n", False),
        ("國立某某高中　學生獎懲通知\n", False),
    ],
)
def test_what_counts_as_a_document_an_agency_issues(text: str, issued: bool) -> None:
    assert _agency_issued(text) is issued
