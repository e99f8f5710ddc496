"""Name and place pools. Every list is split in two halves by position (even → dev, odd →
sealed, see ``half``); generated numbers are split by the parity of their CRC-32 (see
``values.Factory``). All names are invented combinations; a blocklist removes well-known
people's names that a random combination could produce."""

from __future__ import annotations


def half(seq, h: int) -> list:
    """Half ``h`` (0 = dev, 1 = sealed) of a pool: the items at even / odd positions."""
    return [x for i, x in enumerate(seq) if i % 2 == h]


SURNAMES = list(
    "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾游彭詹施胡沈余盧梁趙顏柯翁魏孫戴范方宋鄧杜傅侯曹薛丁卓馬"
    "董唐藍石蔣古紀姚連馮歐程湯田康姜白汪鄒尤巫鐘黎涂龔嚴韓袁金童陸夏柳邵錢伍倪溫于譚駱熊任甘秦顧毛章史官萬俞雷粘饒"
)
# surnames that are also address words (樓, 段, 區, 里): used to glue names to addresses
ADDRESS_WORD_SURNAMES = ["樓", "段", "區", "里"]
COMPOUND_SURNAMES = ["張簡", "范姜", "歐陽", "司馬", "諸葛", "張廖", "上官", "司徒", "皇甫", "端木", "公孫", "夏侯", "廖張", "東方"]

GIVEN_F = (
    "美玲 淑芬 雅婷 怡君 淑惠 佳蓉 欣怡 雅雯 宜蓁 詩涵 郁婷 佩君 靜怡 惠雯 秀英 麗華 玉蘭 美惠 淑華 秀琴 美珠 麗美 月娥 春美 "
    "惠美 雅惠 佳玲 心怡 思妤 品妍 子晴 宜庭 筱涵 婉婷 家瑜 佩珊 玉婷 淑貞 美萍 秀萍 麗萍 雅萍 素珍 碧霞 麗卿 秀鳳 麗娟 美雲 "
    "淑娟 秋香 怡萱 雅琪 詠晴 語彤 宥蓁 芸萱 若瑜 沛璇 瑞芬 宜芳 雅芳 惠如 鈺婷 珮瑜 曉雯 美君 素貞 玉珍 淑玲 慧敏 雅玲 韻如"
).split()
GIVEN_M = (
    "志明 建宏 家豪 承翰 冠宇 宗翰 柏翰 志豪 文雄 建志 明輝 國華 俊宏 志偉 信宏 正雄 金龍 進興 文彬 士傑 彥廷 宇軒 品睿 冠廷 "
    "俊賢 家銘 政宏 明哲 建良 振宇 志成 文德 國榮 坤山 清水 火旺 明德 永昌 世豪 子豪 昱廷 哲瑋 孟儒 柏宇 育成 耀宗 勝雄 榮華 "
    "春生 添財 偉倫 嘉宏 泓毅 俊諺 瑋傑 秉宏 重光 啟明 錦堂 煌輝 忠義 國棟 志遠 景文 宏達 茂林 水木 金水 欽賢 彥霖 睿哲 慶豐"
).split()
GIVEN_SINGLE = list("立明強芳萍偉傑靜華慧勇玲琳鈞震蓉婕峰")

# names that are also common words: (full name, sentence using the word, not the person)
WORD_FULL_NAMES = [
    ("林立", "該路段商家林立，人車往來頻繁。"),
    ("高明", "對方的說詞並不高明，前後矛盾。"),
    ("江山", "俗話說江山易改、本性難移。"),
    ("夏天", "事發當時正值夏天，天氣炎熱。"),
    ("周全", "契約條款約定未盡周全，致生爭議。"),
    ("田園", "該處四周仍為田園，夜間照明不足。"),
    ("方正", "房屋格局方正，採光良好。"),
    ("白雲", "當日天空白雲密布，並未下雨。"),
    ("文靜", "鄰居均稱其平日個性文靜。"),
    ("溫和", "雙方起初態度溫和，其後發生口角。"),
    ("馬力", "該車引擎馬力不足，上坡時車速緩慢。"),
    ("章程", "依該公司章程規定辦理。"),
]
# given names that are also common words: (given name, sentence using the word)
WORD_GIVEN_NAMES = [
    ("春雨", "因連日春雨，工程進度延宕。"),
    ("和平", "雙方本可和平解決此事。"),
    ("平安", "大家都平安返家，沒有受傷。"),
    ("美麗", "當地風景美麗，遊客眾多。"),
    ("秋月", "適逢中秋月圓，親友相聚。"),
    ("光明", "他說前途光明，要大家放心投資。"),
    ("家和", "老人家常說家和萬事興。"),
    ("天明", "當晚一路爭吵直到天明。"),
    ("國慶", "該筆款項是在國慶連假前匯出。"),
    ("明智", "貿然簽約並不明智。"),
    ("如意", "祝您新年快樂、萬事如意。"),
    ("安康", "敬祝闔家安康。"),
]

# names with a CJK Extension B character (outside the BMP)
EXT_B = ["\U0002000B", "\U00021619", "\U00020BB7", "\U00029E3D", "\U00024B62", "\U00025ED7", "\U00028CD2", "\U00020E7A"]

ABORIGINAL_FIRST = "瓦旦 比令 尤幹 巴萬 達利 拉娃 伊萬 吉娃斯 馬賴 撒韻 拉罕 芭奈 阿浪 尤命 烏杜 娃莉絲 阿布 馬耀 法拉 卡造 伊苞 沙力".split()
ABORIGINAL_SECOND = "諾明 巴燕 達印 尤道 拉互 哈勇 烏茂 吉拿 布典 杜蘭 拉荷 帕格 谷木 卡斯 蘇拉 瑪紹 巴勞 嘎斐 亞榮 達給 比黛 魯凱".split()

# Vietnamese names: (latin, han) parts, so that 阮氏花 and NGUYEN THI HOA go together
VN_SURNAMES = [("NGUYEN", "阮"), ("TRAN", "陳"), ("LE", "黎"), ("PHAM", "范"), ("HOANG", "黃"), ("VU", "武"), ("DANG", "鄧"), ("BUI", "裴"), ("DO", "杜"), ("HO", "胡")]
VN_GIVEN_F = [("HOA", "花"), ("LAN", "蘭"), ("MAI", "梅"), ("HUONG", "香"), ("THU", "秋"), ("LINH", "玲"), ("NGOC", "玉"), ("HANG", "姮"), ("TRANG", "妝"), ("YEN", "燕")]
VN_GIVEN_M = [("HUNG", "雄"), ("MINH", "明"), ("TUAN", "俊"), ("NAM", "南"), ("DUC", "德"), ("THANH", "成"), ("QUANG", "光"), ("LONG", "龍"), ("HAI", "海"), ("SON", "山")]
LATIN_FIRST_F = "Maria Rosalie Joanna Cristina Jennifer Anong Rina Putri Wulan Ayu Emily Sarah Lucia Grace Malee Nurul".split()
LATIN_FIRST_M = "Mark Daniel Somchai Budi Joseph Ramon Arif Kevin Thomas Samuel Anan Rizal Paulo Eric Hendra Carlos".split()
LATIN_LAST = "Santos Reyes Garcia Boonmee Wongsa Rahayu Susanti Anderson Carter Miller Mendoza Villanueva Saputra Hartono Srisuk Tanaka Bautista Lim Fischer Moreau".split()

ROMAN = {
    "陳": "chen", "林": "lin", "黃": "huang", "張": "chang", "李": "lee", "王": "wang", "吳": "wu", "劉": "liu", "蔡": "tsai",
    "楊": "yang", "許": "hsu", "鄭": "cheng", "謝": "hsieh", "郭": "kuo", "洪": "hung", "曾": "tseng", "邱": "chiu",
    "廖": "liao", "賴": "lai", "周": "chou", "徐": "hsu", "蘇": "su", "葉": "yeh", "莊": "chuang", "呂": "lu", "江": "chiang",
    "何": "ho", "蕭": "hsiao", "羅": "lo", "高": "kao", "簡": "chien", "朱": "chu", "鍾": "chung", "游": "yu", "彭": "peng",
    "詹": "chan", "施": "shih", "胡": "hu", "沈": "shen", "余": "yu", "盧": "lu", "梁": "liang", "趙": "chao", "顏": "yen",
    "柯": "ko", "翁": "weng", "魏": "wei", "孫": "sun", "戴": "tai", "范": "fan", "方": "fang", "宋": "sung", "鄧": "teng",
    "杜": "tu", "傅": "fu", "侯": "hou", "曹": "tsao", "薛": "hsueh", "丁": "ting", "卓": "cho", "馬": "ma", "董": "tung",
    "唐": "tang", "藍": "lan", "石": "shih", "蔣": "chiang", "古": "ku", "紀": "chi", "姚": "yao", "連": "lien", "馮": "feng",
    "歐": "ou", "程": "cheng", "湯": "tang", "田": "tien", "康": "kang", "姜": "chiang", "白": "pai", "汪": "wang", "鄒": "tsou",
    "尤": "yu", "巫": "wu", "鐘": "chung", "黎": "li", "涂": "tu", "龔": "kung", "嚴": "yen", "韓": "han", "袁": "yuan",
    "金": "chin", "童": "tung", "陸": "lu", "夏": "hsia", "柳": "liu", "邵": "shao", "錢": "chien", "伍": "wu", "倪": "ni",
    "溫": "wen", "于": "yu", "譚": "tan", "駱": "lo", "熊": "hsiung", "任": "jen", "甘": "kan", "秦": "chin", "顧": "ku",
    "毛": "mao", "章": "chang", "史": "shih", "官": "kuan", "萬": "wan", "俞": "yu", "雷": "lei", "粘": "nien", "饒": "jao",
    "樓": "lou", "段": "tuan", "區": "ou", "里": "li", "張簡": "changchien", "范姜": "fanchiang", "歐陽": "ouyang",
    "司馬": "ssuma", "諸葛": "chuko", "張廖": "changliao", "上官": "shangkuan", "司徒": "ssutu", "皇甫": "huangfu",
    "端木": "tuanmu", "公孫": "kungsun", "夏侯": "hsiahou", "廖張": "liaochang", "東方": "tungfang",
}
ROMAN_SYLLABLES = "mei ling shu fen ya ting yi chun jia rong hsin wen hui chih ming chien hung hao cheng han kuan yu tsung po wei hsiung kuo hua chun hsien jung an pei yun chia lan".split()

BLOCKED_FULL_NAMES = set(
    "林俊傑 王建民 林志玲 蔡依林 周杰倫 張惠妹 陳水扁 馬英九 蔡英文 賴清德 柯文哲 韓國瑜 侯友宜 郭台銘 王金平 蘇貞昌 陳建仁 林書豪 "
    "吳敦義 宋楚瑜 李登輝 蔣經國 林佳龍 鄭文燦 張忠謀 王雪紅 施振榮 林懷民 侯孝賢 陳美鳳 林志穎 吳宗憲 蔡康永 羅志祥 楊丞琳 王心凌 "
    "張清芳 費玉清 林青霞 王力宏 周華健 彭于晏 阮經天 林依晨 王永慶 蔡衍明 林百里 陳菊 連戰 江蕙 李安 高志明 王小明 陳時中 黃國昌 "
    "許淑華 林飛帆 陳其邁 盧秀燕 蔣萬安 黃偉哲 張善政 林智堅 高虹安 鄭麗君 蕭美琴 游錫堃 卓榮泰 陳建宏 王世堅 黃珊珊".split()
)

# ------------------------------------------------------------------ places
CITIES = {
    "臺北市": "大安區 信義區 中山區 松山區 內湖區 士林區 北投區 文山區 萬華區 中正區".split(),
    "新北市": "板橋區 新莊區 中和區 永和區 三重區 新店區 土城區 蘆洲區 汐止區 淡水區".split(),
    "桃園市": "桃園區 中壢區 平鎮區 八德區 楊梅區 龜山區".split(),
    "臺中市": "西屯區 北屯區 南屯區 西區 北區 豐原區 大里區 太平區".split(),
    "臺南市": "東區 中西區 永康區 安平區 北區 新營區".split(),
    "高雄市": "苓雅區 三民區 鼓山區 左營區 前鎮區 鳳山區 楠梓區".split(),
    "基隆市": "仁愛區 信義區 中正區".split(),
    "新竹市": "東區 北區".split(),
    "嘉義市": "東區 西區".split(),
}
COUNTIES = {
    "彰化縣": "彰化市 員林市 鹿港鎮 和美鎮".split(),
    "宜蘭縣": "宜蘭市 羅東鎮 礁溪鄉".split(),
    "花蓮縣": "花蓮市 吉安鄉 壽豐鄉".split(),
    "屏東縣": "屏東市 潮州鎮 東港鎮".split(),
    "雲林縣": "斗六市 虎尾鎮 西螺鎮".split(),
    "南投縣": "南投市 埔里鎮 草屯鎮".split(),
    "苗栗縣": "苗栗市 頭份市 竹南鎮".split(),
    "新竹縣": "竹北市 竹東鎮 湖口鄉".split(),
    "臺東縣": "臺東市 成功鎮 池上鄉".split(),
}
ROADS = (
    "中山路 中正路 民生路 民權路 民族路 和平東路 復興南路 信義路 仁愛路 忠孝東路 建國北路 光復路 自由路 成功路 文化路 中華路 "
    "大同路 公園路 博愛路 林森北路 南京東路 松江路 新生南路 羅斯福路 敦化南路 基隆路 四維路 五福路 中興路 永福路 三民路 勝利路 "
    "長春路 延平北路 環河南路 福德路 學府路 育英街 長安東路 八德路 承德路 重慶南路 師大路 興隆路 景美街 和平路 中美街 "
    "東興路 崇德街 文心路 精誠路 大墩路 五權路 英才路 健行路 青海路 自強街 府前路 開元路 北門路 成功二路 青年路 七賢路 "
    "河南路 漢口街 市府路 忠明南路 美村路 南屯路 太原路 文化二路 光明路 復興路 站前路 介壽路"
).split()
VILLAGES = "和平 福興 中興 新生 仁愛 安和 龍安 民富 永福 德安 興南 光明 竹圍 頂埔 後庄 田心 下寮 新厝 大埔 溪洲 東勢 三塊 崙仔 山腳".split()
LAND_SECTIONS = "龍泉 學府 新興 福德 仁和 中正 公館 東園 崇德 永康 富強 光明 文昌 興安 大湖 頂埔 後庄 田心 下寮 竹圍 成功 信義 新安 中山 德興 溪洲".split()

# ------------------------------------------------------------------ agencies (kept)
COURT_REGIONS = "臺北 新北 士林 桃園 新竹 苗栗 臺中 南投 彰化 雲林 嘉義 臺南 高雄 橋頭 屏東 宜蘭 基隆 花蓮 臺東 澎湖".split()
HIGH_COURTS = ["臺灣高等法院", "臺灣高等法院臺中分院", "臺灣高等法院臺南分院", "臺灣高等法院高雄分院", "臺灣高等法院花蓮分院", "福建高等法院金門分院"]
POLICE = [
    ("臺北市政府警察局", ["大安分局", "信義分局", "中山分局", "松山分局", "內湖分局", "文山第一分局"]),
    ("新北市政府警察局", ["板橋分局", "新莊分局", "中和分局", "三重分局", "新店分局", "海山分局"]),
    ("桃園市政府警察局", ["桃園分局", "中壢分局", "平鎮分局", "八德分局"]),
    ("臺中市政府警察局", ["第一分局", "第六分局", "烏日分局", "豐原分局"]),
    ("臺南市政府警察局", ["第一分局", "永康分局", "新營分局", "歸仁分局"]),
    ("高雄市政府警察局", ["苓雅分局", "三民第一分局", "鼓山分局", "左營分局", "鳳山分局"]),
]
PRECINCTS = "龍泉 仁愛 和平 大安 民生 中正 復興 福德 光明 忠孝 新生 東門 西門 南門 北門 建國 自強 公園".split()
PUBLIC_HOSPITALS = [
    "臺北市立聯合醫院仁愛院區", "國立臺灣大學醫學院附設醫院", "衛生福利部桃園醫院", "國立成功大學醫學院附設醫院", "臺北榮民總醫院",
    "臺中榮民總醫院", "高雄榮民總醫院", "衛生福利部臺南醫院", "三軍總醫院", "衛生福利部基隆醫院", "臺北市立聯合醫院中興院區",
    "衛生福利部雙和醫院", "高雄市立聯合醫院", "衛生福利部臺中醫院", "衛生福利部花蓮醫院", "國立陽明交通大學附設醫院",
]
GOV_AGENCIES = {
    "labor": ["新北市政府勞動局", "臺中市政府勞工局", "臺北市政府勞動局", "臺南市政府勞工局", "桃園市政府勞動局", "高雄市政府勞工局"],
    "insurance": ["勞動部勞工保險局", "衛生福利部中央健康保險署", "勞動部勞工保險局臺北市辦事處", "衛生福利部中央健康保險署中區業務組"],
    "immigration": ["內政部移民署", "內政部移民署北區事務大隊", "內政部移民署中區事務大隊", "內政部移民署南區事務大隊"],
    "tax": ["財政部北區國稅局", "財政部中區國稅局", "財政部臺北國稅局", "財政部高雄國稅局"],
    "police_hq": ["內政部警政署刑事警察局", "法務部調查局", "內政部警政署165反詐騙諮詢專線", "法務部調查局臺北市調查處"],
    "land": ["臺北市大安地政事務所", "新北市板橋地政事務所", "臺中市中山地政事務所", "高雄市鹽埕地政事務所"],
}
SCHOOL_STEMS = "仁愛 大安 中正 民生 光復 信義 建國 長安 興雅 福星 明道 崇光 東園 龍山 西湖 南港 景美 永和 秀朗 頂溪".split()

# ------------------------------------------------------------------ private organizations (replaced)
ORG_CHARS = list("澄嶼宏盛祥瑞恆昇晟翔鈺駿聿璟彥岳湛禾沐昀嵐澔琦瑋穎綺霖謙頡曜瀚熠芃栩硯朗焱凱崴碩譽豐鼎達冠群峰翊晉紘爵旭輝邑泓瀾")
ORG_INDUSTRY = "科技 貿易 實業 建設 開發 國際 餐飲 物流 資訊 生技 營造 不動產 顧問 精密 工程 電子 文創 設計 保全 汽車".split()
ORG_FORMS = ["股份有限公司", "有限公司", "股份有限公司", "有限公司", "企業社", "商行"]
SHOP_KINDS = "小吃店 早餐店 髮廊 洗衣店 汽車修配廠 便當店 水電行 機車行 咖啡館 五金行".split()
