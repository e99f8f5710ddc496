"""The worker's staged case-state store (no broker needed): writes follow the Kafka transaction."""

from __future__ import annotations

from worker.stream.states import StagedStore


def test_staged_writes_commit_roll_back_and_savepoints():
    st = StagedStore()
    st.put("case-a", b"s1")
    st.commit()
    assert st.get("case-a") == b"s1" and st.staged() == {}

    st.put("case-a", b"s2")
    sp = st.savepoint()
    st.put("case-a", b"s3")
    st.put("case-b", b"t1")
    assert st.get("case-a") == b"s3" and st.get("case-b") == b"t1"
    st.rollback_to(sp)  # the document after the savepoint is dead-lettered: its writes are undone
    assert st.get("case-a") == b"s2" and st.get("case-b") is None
    st.rollback()  # the transaction aborted: the batch's writes are gone, the committed state stays
    assert st.get("case-a") == b"s1" and st.staged() == {}

    st.reset()  # partitions revoked
    assert st.get("case-a") is None
