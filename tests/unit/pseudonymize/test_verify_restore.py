"""verify() on good and tampered output; restore of unedited and edited (LLM) text; restore-map
encryption."""

from __future__ import annotations

import dataclasses

import pytest
from cryptography.exceptions import InvalidTag

from tests.unit.helpers import KEY, OTHER_KEY, pseudonymize, replaced
from worker.pseudonymize.rewrite import Rewritten
from worker.pseudonymize.verify import verify
from worker.restore.apply import restore
from worker.restore.maps import RestoreMap, decrypt, encrypt
from worker.text.fold import fold

TEXT = (
    "原告王小明（身分證字號：A123456789，民國80年1月5日生，手機0912-345-678）"
    "住臺北市大安區和平東路二段100巷5弄3號4樓之1，電子郵件wang.da@example.com。"
    "被告林美玲到庭，王先生稱林小姐曾借款。"
)
CASE_REF = "0123456789abcdef0123456789abcdef"


@pytest.fixture
def rw() -> Rewritten:
    out = pseudonymize(TEXT)
    assert {r.original for r in out.replacements} >= {
        "王小明",
        "A123456789",
        "0912-345-678",
        "林美玲",
    }
    return out


def _with_text(rw: Rewritten, text: str) -> Rewritten:
    return dataclasses.replace(rw, text=text)


# ----------------------------------------------------------------------------- verify
def test_verify_accepts_good_output(rw: Rewritten) -> None:
    assert verify(TEXT, rw) == []


@pytest.mark.parametrize(
    ("original", "spelling", "failure"),
    [
        ("王小明", "王小明", "leak:person"),
        ("林美玲", "林美玲", "leak:person"),
        ("A123456789", "A123456789", "leak:tw_id"),
        ("A123456789", "Ａ１２３４５６７８９", "leak:tw_id"),  # width-folded
        ("A123456789", "A123 456 789", "leak:tw_id"),  # spaced
        ("0912-345-678", "0912345678", "leak:phone"),  # without separators
        ("wang.da@example.com", "wang.da@example.com", "leak:email"),
    ],
    ids=["name", "name-2", "id", "id-full-width", "id-spaced", "phone-compact", "email"],
)
def test_verify_flags_an_original_put_back_into_copied_text(
    rw: Rewritten, original: str, spelling: str, failure: str
) -> None:
    tampered = _with_text(rw, rw.text + "另查" + spelling + "。")
    assert failure in verify(TEXT, tampered)


@pytest.mark.parametrize(
    "original", ["王小明", "A123456789", "0912-345-678"], ids=["name", "id", "phone"]
)
def test_verify_fails_when_a_pseudonym_is_swapped_back_for_its_original(
    rw: Rewritten, original: str
) -> None:
    r = next(r for r in rw.replacements if r.original == original)
    tampered = _with_text(rw, rw.text[: r.out_start] + r.original + rw.text[r.out_end :])
    assert verify(TEXT, tampered) != []


def test_verify_fails_when_a_pseudonym_appears_in_copied_text(rw: Rewritten) -> None:
    fake = replaced(rw, "王小明")[0]
    assert any(f.startswith("count:") for f in verify(TEXT, _with_text(rw, rw.text + fake)))


def test_verify_fails_on_any_other_edit_of_copied_text(rw: Rewritten) -> None:
    assert "placement" in verify(TEXT, _with_text(rw, rw.text.replace("到庭", "未到庭", 1)))


# ----------------------------------------------------------------------------- restore
def test_restore_of_unedited_output_is_exact(rw: Rewritten) -> None:
    result = restore(rw.text, RestoreMap.from_rewritten("doc-1", CASE_REF, rw))
    assert result.exact and result.text == TEXT and result.text.encode() == TEXT.encode()
    assert result.restored == len(rw.replacements)


def test_restore_of_an_edited_reply_puts_known_pseudonyms_back_and_reports_unused_types(
    rw: Rewritten,
) -> None:
    name, id_, short = (
        replaced(rw, "王小明")[0],
        replaced(rw, "A123456789")[0],
        replaced(rw, "王先生")[0],
    )
    reply = f"摘要：{name}（{id_}）主張借款已交付；{short}並請求返還。另有趙大同（未出現於原文）。"
    result = restore(reply, RestoreMap.from_rewritten("doc-1", CASE_REF, rw))
    assert not result.exact
    assert (
        result.text
        == "摘要：王小明（A123456789）主張借款已交付；王先生並請求返還。另有趙大同（未出現於原文）"
        "。"
    )
    assert result.restored == 3
    assert {"phone", "email", "address", "date_of_birth"} <= set(result.unused)
    assert "tw_id" not in result.unused


def test_restore_of_edited_reply_prefers_the_longest_pseudonym(rw: Rewritten) -> None:
    full, short = replaced(rw, "林美玲")[0], replaced(rw, "林小姐")[0]
    result = restore(f"{full}與{short}為同一人", RestoreMap.from_rewritten("doc-1", CASE_REF, rw))
    assert result.text == "林美玲與林小姐為同一人"


def test_restore_of_text_without_pseudonyms_changes_nothing(rw: Rewritten) -> None:
    result = restore("本件無涉個人資料。", RestoreMap.from_rewritten("doc-1", CASE_REF, rw))
    assert result.text == "本件無涉個人資料。" and result.restored == 0 and not result.exact


# ----------------------------------------------------------------------------- encryption
@pytest.fixture
def restore_map(rw: Rewritten) -> RestoreMap:
    return RestoreMap.from_rewritten("doc-1", CASE_REF, rw)


def test_encrypt_decrypt_round_trip(restore_map: RestoreMap) -> None:
    event = encrypt(restore_map, KEY)
    assert decrypt(event, KEY) == restore_map
    assert event.key_version == KEY.version


def test_ciphertext_carries_no_original_value(restore_map: RestoreMap) -> None:
    dumped = encrypt(restore_map, KEY).model_dump_json()
    for value in ("王小明", "A123456789", "0912-345-678", "wang.da"):
        assert value not in dumped
        assert fold(value) not in dumped


def test_decrypt_with_another_key_raises(restore_map: RestoreMap) -> None:
    with pytest.raises(InvalidTag):
        decrypt(encrypt(restore_map, KEY), OTHER_KEY)


@pytest.mark.parametrize(
    "change",
    [
        {"case_ref": "fedcba9876543210fedcba9876543210"},
        {"document_id": "doc-2"},
    ],
    ids=["case_ref", "document_id"],
)
def test_decrypt_of_a_map_moved_to_another_document_or_case_raises(
    restore_map: RestoreMap, change: dict
) -> None:
    event = encrypt(restore_map, KEY)
    with pytest.raises(InvalidTag):
        decrypt(event.model_copy(update=change), KEY)


def test_decrypt_of_tampered_ciphertext_raises(restore_map: RestoreMap) -> None:
    import base64

    event = encrypt(restore_map, KEY)
    ct = bytearray(base64.b64decode(event.ciphertext_b64))
    ct[0] ^= 1
    with pytest.raises(InvalidTag):
        decrypt(
            event.model_copy(update={"ciphertext_b64": base64.b64encode(bytes(ct)).decode()}), KEY
        )
