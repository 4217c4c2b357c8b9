"""Forget on a real pack: the text is gone from every table, index and (after compact) every
byte of the workspace folder; a content-free tombstone stays; the doctor stays clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import (
    AmbiguousIdError,
    ForgetReceipt,
    LifecycleState,
    MemoryClient,
    MemoryNode,
    NotFoundError,
)
from engine import storage
from engine.maintenance import compact_pack

CANARY = "zqxcanary7731"
ALL_STATES = list(LifecycleState)


def _problems(report) -> list[str]:
    return [f"{f.check}: {f.message}" for f in report.findings if f.status == "problem"]


def _files_holding(folder: Path, needle: bytes) -> list[str]:
    return [str(p) for p in folder.rglob("*") if p.is_file() and needle in p.read_bytes()]


@pytest.mark.slow
def test_forget_removes_the_text_everywhere_and_leaves_a_content_free_tombstone(tmp_path):
    pack = tmp_path / "plain.prme"  # not encrypted, so a byte scan of the file can see the text
    user = "dana"
    with MemoryClient(pack) as memory:
        secret = memory.store_with_receipt(f"My locker code at the gym is {CANARY}.", user_id=user)
        kept = memory.store_with_receipt("I cycle to work on Mondays.", user_id=user)
        other = memory.store_with_receipt("We adopted a cat named Miso.", user_id=user)
        memory.process_pending()
    assert _files_holding(tmp_path, CANARY.encode())  # the scan below can see clear text
    with MemoryClient(pack) as memory:
        # an audit record that snapshots the secret memory next to a kept one
        memory.contradict(secret.node_id, other.node_id, user_id=user, reason=f"contradicts {CANARY}")
        assert any(CANARY in r.node.content for r in memory.retrieve("locker code gym", user_id=user).results)

        preview = memory.forget_preview(str(secret.node_id), user_id=user)
        assert str(secret.node_id) in preview.node_ids and str(secret.event_id) in preview.event_ids
        assert preview.tombstone_id is None
        assert memory.get_node(secret.node_id, user_id=user, include_superseded=True) is not None  # nothing changed

        receipt = memory.forget(str(secret.node_id), user_id=user, actor="dana", reason="private")
        assert isinstance(receipt, ForgetReceipt) and receipt.final and receipt.tombstone_id
        assert set(preview.node_ids) == set(receipt.node_ids) and receipt.vectors >= 1
        assert receipt.edge_ids and receipt.operations_redacted >= 1

        # through the engine: gone from reads, retrieval, listings, provenance and export
        assert memory.get_node(secret.node_id, user_id=user, include_superseded=True) is None
        assert memory.get_event(secret.event_id, user_id=user) is None
        assert memory.get_provenance(secret.node_id, user_id=user) is None
        listed = [n.content for n in memory.iter_nodes(user, lifecycle_states=ALL_STATES)]
        assert listed and not any(CANARY in c for c in listed)
        assert not any(CANARY in r.node.content for r in memory.retrieve("locker code gym", user_id=user).results)
        assert memory.get_node(kept.node_id, user_id=user) is not None
        # the claim it contested is contested by nothing now: stable again, and recorded
        assert memory.get_node(other.node_id, user_id=user).lifecycle_state is LifecycleState.STABLE
        assert receipt.other_rows["contradictions_ended"] == 1
        export = tmp_path / "export.jsonl"
        memory.export_jsonl(export, with_graph=True)
        assert CANARY not in export.read_text(encoding="utf-8")

        # the tombstone: ids, counts, actor and reason, no text
        ops = memory.engine._db.write_sync(
            lambda cur: cur.execute("SELECT op_type, actor_id, reason, payload FROM operations "
                                    "WHERE op_type = 'forget'").fetchall())
        assert len(ops) == 1 and ops[0][1] == "dana" and ops[0][2] == "private"
        assert str(secret.node_id) in ops[0][3] and CANARY not in ops[0][3]
        with pytest.raises(NotFoundError):
            memory.forget(str(secret.node_id), user_id=user)

        report = memory.doctor()
        assert not _problems(report), _problems(report)
    assert compact_pack(pack)
    assert _files_holding(tmp_path, CANARY.encode()) == []
    with MemoryClient(pack) as memory:
        assert not _problems(memory.doctor())
        assert memory.verify_operations().ok


def test_forget_an_event_takes_what_was_derived_from_it_and_keeps_other_memories(client):
    user = "sam"
    first = client.store_with_receipt(f"The alarm code is {CANARY}.", user_id=user)
    second = client.store_with_receipt("Lunch is at noon.", user_id=user)
    client.process_pending()
    receipt = client.forget(str(first.event_id), user_id=user)
    assert receipt.target_kind == "event" and str(first.node_id) in receipt.node_ids
    assert client.get_node(second.node_id, user_id=user) is not None
    assert client.get_event(first.event_id, user_id=user) is None
    assert not _problems(client.doctor())


def test_forgetting_a_replacement_makes_what_it_replaced_current_again(client):
    """Forgetting "I moved to Porto" left "I live in Lisbon" retired for good, replaced by a
    memory that no longer exists, and nothing current about where the user lives."""
    from datetime import datetime, timezone

    user = "dana"
    lisbon = client.store_with_receipt("I live in Lisbon.", user_id=user,
                                       event_time=datetime(2024, 1, 5, tzinfo=timezone.utc)).node_id
    porto = client.store_with_receipt("I moved to Porto.", user_id=user,
                                      event_time=datetime(2024, 6, 5, tzinfo=timezone.utc)).node_id
    client.wait_for_vectors()
    assert client.get_node(lisbon, user_id=user, include_superseded=True).superseded_by == porto
    # A manual supersession (the app's "edit as new") is undone the same way.
    hiking = client.store_with_receipt("I like hiking.", user_id=user).node_id
    climbing = client.store_with_receipt("I like hiking and climbing.", user_id=user).node_id
    client.supersede(hiking, climbing, user_id=user)

    assert client.forget_preview(porto, user_id=user).other_rows["replaced_memories_reinstated"] == 1
    receipt = client.forget(porto, user_id=user)
    assert "the memory it had replaced becomes current again" in receipt.summary()
    back = client.get_node(lisbon, user_id=user)
    assert back.lifecycle_state in (LifecycleState.TENTATIVE, LifecycleState.STABLE)
    assert back.superseded_by is None and back.valid_to is None
    found = client.retrieve("where do I live?", user_id=user)
    assert found.results and "Lisbon" in found.results[0].node.content
    ops = [op.op_type for op in client.get_provenance(lisbon, user_id=user).operations]
    assert ops[-1] == "reverse_supersession"

    client.forget(climbing, user_id=user)
    assert client.get_node(hiking, user_id=user).superseded_by is None
    assert not _problems(client.doctor())


def test_forget_refuses_foreign_and_unknown_ids_and_changes_nothing(client):
    receipt = client.store_with_receipt("Owned by ann.", user_id="ann")
    with pytest.raises(NotFoundError):
        client.forget(str(receipt.node_id), user_id="bob")
    with pytest.raises(NotFoundError):
        client.forget("not-an-id", user_id="ann")
    assert client.get_node(receipt.node_id, user_id="ann") is not None


def test_resolve_id_takes_a_unique_prefix_and_lists_an_ambiguous_one(client):
    user = "ivy"
    receipts = [client.store_with_receipt(f"Memory number {i}.", user_id=user) for i in range(3)]
    node = str(receipts[0].node_id)
    assert client.resolve_node_id(node[:8], user_id=user) == node
    assert client.resolve_node_id(node.upper()[:8], user_id=user) == node  # case does not matter
    assert client.resolve_id(str(receipts[1].event_id)[:8], user_id=user).kind == "event"
    with pytest.raises(NotFoundError, match="at least 6"):
        client.resolve_node_id(node[:5], user_id=user)
    with pytest.raises(NotFoundError):
        client.resolve_node_id(node[:8], user_id="someone-else")
    # two nodes sharing a prefix: put one in with a chosen id
    digit = "1" if node[9] == "0" else "0"
    twin = f"{node[:8]}-{digit * 4}-4000-8000-000000000000"
    client.engine._db.write_sync(
        storage.insert_nodes, [MemoryNode(id=twin, user_id=user, content="A twin.", node_type="note")])
    with pytest.raises(AmbiguousIdError) as caught:
        client.resolve_node_id(node[:8], user_id=user)
    assert {m.id for m in caught.value.matches} == {node, twin}
    assert "A twin" not in str(caught.value) and node[:8] in str(caught.value)
    assert client.resolve_node_id(node[:10], user_id=user) == node  # one more character settles it
