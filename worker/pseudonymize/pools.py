"""Value pools for realistic fakes. Plain, common forms only (no rare characters such as 垚甯彧).

Road names of fake addresses come from real roads of the original's city and district
(:mod:`worker.pseudonymize.roads`, ``data/tw_roads.tsv``: Chunghwa Post's 3+3 ZIP-code directory,
Open Government Data License 1.0, see ``data/README.md``). ``ROADS`` here is only the fallback for
an address whose city is missing or not in that table: names that exist in most Taiwanese cities
(中山路, 中正路 …). Village names (村/里, rural settlements) still come from ``VILLAGES``.
"""

SURNAMES = tuple(
    "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高潘簡朱鍾彭游詹胡施沈余趙盧梁顏柯孫"
    "魏翁戴范方宋鄧杜傅侯曹薛丁馮蔣唐卓藍馬董石古紀姚連程湯田康黎姜汪白尤巫鄒涂龔嚴韓袁金童陸夏柳邵"
    "錢伍倪于譚駱熊任甘秦顧毛章"
)
COMPOUND_SURNAMES = ("張簡", "范姜", "歐陽", "司馬", "諸葛", "上官", "司徒", "張廖", "東方", "夏侯")
GIVEN_CHARS = tuple(
    "家宜志俊建明文淑美雅怡婷佳欣冠宇嘉承偉哲惠玉芳雯琪瑋翔豪宏昌誠信德安平正國華立振榮仁毅維庭瑜筠"
    "萱彤珊慧玲蓉秀麗貞靜心雲琳晴韻柏恩睿凱廷傑勝銘育聖民忠仲賢達彥良鈞祥泰峰凡軒儒昀品書芸詩涵瑄郁"
    "妤慈思語沛舜鴻耀啟凱皓"
)
LATIN_GIVEN = (
    "Alex",
    "Chris",
    "Daniel",
    "Emily",
    "Grace",
    "Henry",
    "Irene",
    "Jason",
    "Kevin",
    "Linda",
    "Michael",
    "Nina",
)
LATIN_FAMILY = (
    "Baker",
    "Carter",
    "Evans",
    "Foster",
    "Graham",
    "Hayes",
    "Morgan",
    "Parker",
    "Reed",
    "Turner",
)
ABORIGINAL_PARTS = (
    "瓦旦",
    "尤幹",
    "巴萬",
    "達利",
    "哈勇",
    "伊凡",
    "拉娃",
    "比黛",
    "馬紹",
    "沙布",
    "優努",
    "烏杜",
)
ROADS = (
    "中山路",
    "中正路",
    "民生路",
    "民權路",
    "民族路",
    "復興路",
    "和平路",
    "忠孝路",
    "仁愛路",
    "信義路",
    "光復路",
    "建國路",
    "成功路",
    "自由路",
    "中華路",
    "博愛路",
    "大同路",
    "公園路",
    "光明路",
    "勝利路",
)
VILLAGES = (
    "中正",
    "光明",
    "忠孝",
    "仁愛",
    "和平",
    "民生",
    "福德",
    "新興",
    "長安",
    "永和",
    "文化",
    "復興",
)
EMAIL_WORDS = (
    "sunny",
    "river",
    "lotus",
    "maple",
    "cloud",
    "pearl",
    "ocean",
    "amber",
    "cedar",
    "jade",
    "willow",
)
EMAIL_DOMAINS = ("example.com", "example.net", "example.org")
PUBLIC_MAIL_DOMAINS = frozenset(
    {
        "gmail.com",
        "yahoo.com.tw",
        "yahoo.com",
        "hotmail.com",
        "outlook.com",
        "msn.com",
        "icloud.com",
        "pchome.com.tw",
    }
)
BRAND_CHARS = tuple(
    "宏遠昇達泰豐元鼎新益嘉恆盛富華晨光聯合永信瑞明星禾立邦凱德安興隆利群台通展昌億成和美"
)
ORG_FORMS = (
    "股份有限公司",
    "有限公司",
    "有限合夥",
    "公司",
    "工作室",
    "商行",
    "企業社",
    "實業社",
    "工程行",
    "事務所",
    "診所",
    "補習班",
    "銀行",
    "商店",
    "餐廳",
    "旅行社",
)
INDUSTRY_WORDS = (
    "顧問",
    "科技",
    "建設",
    "實業",
    "貿易",
    "國際",
    "開發",
    "企業",
    "婚紗",
    "餐飲",
    "資訊",
    "生技",
    "工程",
    "物流",
    "營造",
    "投資",
    "電子",
    "食品",
    "攝影",
    "設計",
    "法律",
    "會計",
    "不動產",
    "保險",
    "證券",
    "商業",
    "金融",
)

# Short names of real Taiwanese banks and financial groups: a fake brand containing one would read
# as that real institution (the brand characters above can spell 台新, 華南, 永豐 …).
REAL_FINANCIAL_BRANDS = frozenset(
    [
        "台新",
        "臺新",
        "玉山",
        "國泰",
        "富邦",
        "中信",
        "永豐",
        "兆豐",
        "第一",
        "華南",
        "彰化",
        "彰銀",
        "合庫",
        "合作",
        "土銀",
        "土地",
        "臺銀",
        "台銀",
        "上海",
        "遠東",
        "元大",
        "凱基",
        "新光",
        "日盛",
        "聯邦",
        "安泰",
        "陽信",
        "王道",
        "將來",
        "樂天",
        "渣打",
        "匯豐",
        "星展",
        "京城",
        "台中",
        "臺中",
        "板信",
        "三信",
        "華泰",
        "瑞興",
        "連線",
        "樂活",
        "中華",
        "郵局",
        "國票",
        "群益",
        "統一",
        "宏泰",
        "全國",
        "台灣",
        "臺灣",
    ]
)
