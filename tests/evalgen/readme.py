"""README.md of the evaluation data (prose below, counts filled in from the files)."""

from __future__ import annotations

import json
from pathlib import Path

from .check import tables

TEMPLATE = r"""# Evaluation data: labelled synthetic documents

Two files of labelled documents for measuring the detector of tw-deid-worker:

| file | role |
|---|---|
| `dev.jsonl` | for development: read it, debug on it, tune on it |
| `sealed.jsonl` | for the final measurement only |

**The sealed file is not to be looked at while developing the detector.** Do not open it, print
documents from it, grep it, or tune rules, lists or thresholds on what fails in it. Run the
scorer on it and read only the aggregate scores (per type and per subset); to debug a weakness,
reproduce it on `dev.jsonl`. Sealed and dev come from the same generator and templates but from
different seeds and disjoint name and number pools, so a rule that only memorises dev values
gains nothing on sealed.

Everything is synthetic: every person, company, number and address is invented by
`tests/evalgen/` (stdlib-only Python). Courts, prosecutors' offices, police bureaus, public
hospitals, schools and ministries carry their real, public names (they are kept, not replaced).
E-mail addresses and URLs use only `example.com`, `example.net`, `example.org` and
`example.com.tw` (and subdomains of these).

## Format

JSON Lines, one document per line, UTF-8:

{{EXAMPLE}}
* `start` / `end` are **code-point offsets** (Python `str` indexing), end exclusive;
  `text[start:end] == entity.text` always holds. Names with CJK Extension B characters
  (e.g. 𠮷, 𨳒) and emoji count one per code point, not two UTF-16 units.
* Entities never overlap; adjacent entities (`…5樓` + `樓麗華` + `0922…`) touch without a gap.
* `tw_id`, `resident_id` and `card_number` entities carry one extra key, `checksum_ok`
  (boolean): `false` marks a value deliberately mistyped so that its checksum fails. It is
  still a `tw_id` / `resident_id` to replace. Scorers that do not need it can ignore it.
* `case_id` groups 2–4 documents of one case: the same people, identifiers, addresses and
  dates recur across them (and within a document, every occurrence is labelled).
* `kind`: `complaint` (民事起訴狀 / 刑事告訴狀), `judgment` (民事 / 刑事判決 with the closing
  officials' block), `hearing_record` (法院筆錄), `police_interview` (警詢調查筆錄),
  `certified_letter` (存證信函), `loan_contract`, `lease_contract`, `real_estate_sale`
  (不動產買賣契約 with 地號 / 建號), `medical_certificate` (診斷證明書), `line_chat`
  (LINE export), `email`, `transfer_record` (存款交易明細), and, in the general subset,
  `cs_email` (customer service), `hr_note` (員工基本資料表), `kyc_form` (開戶 KYC 資料表).
* Documents are 200–1,500 characters long.

## Types, extent and action

`action` follows from the type: `keep` for `official` and `agency`, `replace` for all others.

| type | what is labelled | extent |
|---|---|---|
| person | private individuals: parties, witnesses, victims, relatives, 地政士, 仲介經紀人, company representatives (法定代理人), customer-service agents, bank clerks, HR staff, chat speakers, a fraudster's alias (自稱「陳先生」) | the name only. Full names (incl. compound surnames 張簡 / 范姜 / 歐陽 …, 冠夫姓 陳林秀英, middle-dot names 瓦旦‧巴燕, names with Extension B characters, Latin-script names `Maria Santos`, `NGUYEN THI HOA`); **short forms as a whole span**: 陳先生, 陳小姐, 陳君, 張簡先生; given name alone (美玲); nicknames (阿萍, 小萍). Role words (原告, 被告, 證人, 甲方, 告訴人), 即 / 下稱 / 上開 and brackets are outside. A Chinese name and its Latin form `阮氏花（NGUYEN THI HOA）` are two spans. |
| official | judges (法官, 審判長, 受命法官), prosecutors (檢察官), clerks (書記官), interpreters (通譯), 司法事務官, lawyers in their role (律師, 訴訟代理人, 告訴代理人, 辯護人, 撰狀人) | the name only, without the title (`審判長法官吳明達` → `吳明達`; `沈美玲律師` → `沈美玲`). Also names listed without titles on the line after a 「法官」 header, and names glued to their title (`法官姚宥蓁`, `受命法官`, `書記官` lines). Police officers and doctors are never named in this data (their lines read 警員（簽章）, 醫師：（簽章）). |
| agency | courts, prosecutors' offices, police bureaus / precincts, public hospitals, public schools, ministries and local government offices | the full name as written (`臺灣臺北地方法院`, `臺北市政府警察局大安分局龍泉派出所`), also the usual abbreviations (`臺北地院`, `臺北地檢署`, `大安分局`). Not part of it: divisions and document words after it (`民事判決`, `刑事第五庭`, `檢察官`, `公鑒`). Generic references (本院, 鈞署, 貴公司) are not labelled. |
| organization | private companies, firms (法律事務所, 地政士事務所), shops, private clinics, banks (the names are invented) | the full name (`澄嶼科技股份有限公司`, `穎霖商業銀行`), and short forms introduced by 下稱 or used later (`澄嶼公司`, `穎霖銀行`). Words after it (客服中心, 數位金融部, 經紀人) are outside. |
| tw_id | 身分證統一編號 | the 10 characters (letter + 9 digits). About 15% of ID-shaped values (tw_id + resident_id) have a bad checksum (`checksum_ok: false`): some people's numbers are wrong wherever they appear, some are mistyped in one document only. |
| resident_id | 居留證 / 統一證號: new format (letter + 8/9 + 8 digits, same checksum) and old format (two letters + 8 digits) | the 10 characters |
| passport | passport numbers (Taiwanese 9 digits; foreign formats such as `C1234567`, `P1234567A`, `AA1234567`) | the number |
| nhi_card | 健保卡號 (12 digits) | the number with its inner spaces (`0000 1234 5678`) |
| phone | mobiles and landlines, `+886` forms, with extension | from the first character of the number (incl. `(02)` or `+886`) to the last digit of the extension (`分機123`, `#123`, `轉123`, `ext.123` are inside) |
| email | e-mail addresses | the whole address (display names in `Name <addr>` are separate person spans) |
| url | URLs | from the scheme to the very last character, query string included (some are over 200 characters) |
| bank_account | bank account numbers | the digits with their inner separators; the bank's name is a separate organization span |
| card_number | payment cards (16 digits, all pass Luhn) | the number with inner spaces / hyphens |
| licence_plate | licence plates (`ABC-1234`, `AB-1234`, `1234-AB`, `ABC-123`, `123-ABC`) | the plate only (`車牌號碼ABC-1234號` → `ABC-1234`) |
| social_handle | LINE IDs, Instagram-style handles | as written: with the `@` when the text has one (`@meiling.chen`), without when it has none (`meiling_88`) |
| address | every street address (people's, companies', law firms', places of events) | from the 縣 / 市 to the last 號, 樓, 之N or 室 (`臺北市大安區和平東路二段123號5樓之1`; rural `…村12鄰…號`; 里 / 鄰 inside). 台 and 臺 both occur. Following words (`前`) are outside. |
| land_parcel | 地號 and 建號 | as written, from the city (or, when omitted, from the 段 name) to `地號` / `建號` (`臺北市大安區龍泉段二小段123地號`, `123-4` sub-numbers inside) |
| date_of_birth | dates of birth | the whole date expression incl. `民國` / `中華民國` when written (`民國78年5月12日`, `78.05.12`, `1989/05/12`), not the following `生` |
| event_date | dates of events in the private parties' lives that the text narrates or stipulates: a loan, transfer, repayment, due date, contract signing, lease term, move-out, accident, hospital visit / admission / discharge / follow-up, an assault, a fraud victim's contact and transfers, hiring, leave, dismissal, mediation, an order, delivery, refund, account opening, a meeting, a trip; every transaction date in a bank statement | as for dates of birth; times of day (`下午4時許`) are outside. `action` is `replace` even though some modes of the worker keep dates: they are reported. |
| password | passwords, PINs and Wi-Fi passwords given in the text | the password as written |

### Not labelled (hard negatives present in the text)

* Dates that stamp the document itself or court / agency procedure: the date line of a
  judgment, complaint, letter or certificate (`中　　華　　民　　國　　113　　年…`), the
  hearing and 言詞辯論終結 dates, 詢問時間, e-mail `日期:` headers, LINE 儲存日期 and day
  separators (`2023/05/05（四）`), chat timestamps, 列印日期, the 查詢期間 of a statement.
* Case numbers (`113年度訴字第1234號`, `偵字第…號`), amounts, areas, salaries, court rooms.
* Role words and titles; generic references (本院, 鈞署, 台端, 貴公司); 110; the unnamed
  詢問人 / 醫師 signature lines.
* A name that is also a common word, where it is used as the word: a document may label the
  person 林立 / 周全 / 春雨 and leave `商家林立`, `未盡周全`, `連日春雨` unlabelled.

## Subsets

| subset | share | what |
|---|---|---|
| `clean` | ~40% | legal documents written the usual way |
| `noisy` | ~25% | the same kinds of documents after OCR / typing damage **inside** the values: full-width digits and letters (`０９１２`, `Ａ１２３…`, `＠`, `－`), ideographic spaces U+3000 (`王　小明`, `德　興段`), OCR confusions O↔0, l↔1, B↔8 in numbers (`N2O562729O`), values split by a line break or spaced out (`0 9 7 0 1 0 3 1 9 5`), values glued to their neighbours (`電話0977553444`, separators dropped); plain digits may be full-width too. The span covers the damaged value whole, inner spaces and line breaks included. |
| `adversarial` | ~20% | legal documents with hard cases: names glued to titles, roles and quotes (`審判長法官吳明達`, `書記官黃淑貞`, `上訴人即被告X（下稱X君）`, `上開X君`, `自稱「陳先生」`), compound surnames, names that are common words used both ways in one document, address + name + phone run together (`…5樓樓麗華0922…`, surnames such as 樓 / 段 / 區 / 里), aliases (`甲方（即王小明）`, `（下稱澄嶼公司）`), two people with the same surname, bad checksums in ID context, names with Extension B characters, Hokkien Extension B characters and emoji right next to names (`𤆬美玲去𨑨迌`, `美玲😀`), very long URLs, officials listed without titles under a 「法官」 header, lists of defendants (`被告甲、乙、丙`), appeal judgments. |
| `general` | ~15% | non-legal documents with the same identifier types: customer-service e-mails and chats, LINE group chats, HR records and e-mails, bank KYC forms and statements. |

## How the files are produced

```bash
python -m tests.evalgen --out tests/data/eval     # writes dev.jsonl, sealed.jsonl and this README
python -m tests.evalgen --check tests/data/eval   # validates both files, prints the counts below
```

* Deterministic: `tests/evalgen/generate.py` fixes the seeds (dev `20240611`, sealed
  `73915024`) and the document targets (dev 300, sealed 330); every random choice derives from
  them, so the command rewrites the same bytes. `--check` regenerates in memory and fails if the
  files differ from what the generator writes.
* **Split rule (disjoint pools)**: every list pool (surnames, compound surnames, given names,
  names that are words, Extension B characters, aboriginal name parts, foreign names, roads,
  villages, land sections, courts, police branches, hospitals, agencies, company-name
  characters, shop kinds, romanisation syllables) is cut in two halves by position (even
  positions → dev, odd → sealed); every generated number or string (IDs, phones, accounts,
  cards, plates, e-mails, URLs, handles, passwords, passports, NHI numbers, addresses, land
  parcels, dates) goes to the split equal to the parity of its CRC-32. `--check` verifies that
  no labelled value (folded, separators removed) occurs in both files.
* Per document, the generator refuses to write a document unless every offset gives the entity
  text, no entities overlap, and every occurrence of a labelled text in the document is
  labelled (or is a deliberate word use of a name); `--check` verifies offsets, types, actions,
  overlaps, checksums (after folding full-width, spaces and OCR confusions back: valid ones pass,
  `checksum_ok: false` ones fail), Luhn for cards, example-only domains, document lengths,
  2–4 documents per case, and the minimum sizes.

## Counts

{{TABLES}}
"""


def example(doc: dict) -> str:
    """A real (abridged) line of dev.jsonl: the text cut after its first two entities."""
    ents = sorted(doc["entities"], key=lambda e: e["start"])[:2]
    cut = ents[-1]["end"]
    short = dict(doc, text=doc["text"][:cut] + "…", entities=ents)
    line = json.dumps(short, ensure_ascii=False)
    return (
        "```json\n"
        + line.replace(', "entities"', ',\n "entities"').replace("]}", ", …]}")
        + "\n```\n"
    )


def write_readme(path: Path, st: dict, first_dev_doc: dict) -> None:
    body = TEMPLATE.replace("{{TABLES}}", "\n\n".join(tables(n, s) for n, s in st.items()))
    body = body.replace(
        "{{EXAMPLE}}",
        example(first_dev_doc) + "\n(abridged: the text is cut after the second entity)\n",
    )
    path.write_text(body, encoding="utf-8")
