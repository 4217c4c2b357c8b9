"""get_provenance(), the review queues and the audit of the operation log, on real encrypted packs."""

from __future__ import annotations

import uuid

import pytest

from engine import EdgeType, MemoryEdge, NodeType, OperationRecord, Scope, storage
from engine.audit import append_operations
from engine.models import utcnow
from engine.review import contradiction_partners
from tests.engine.test_lifecycle import USER, make_nodes


def write(client, fn, *args):
    """Run ``fn(cursor, ...)`` in one write transaction of the client's engine (test set-up only)."""
    return client._call(client.engine._db.write(fn, *args))


def read(client, fn, *args):
    return client._call(client.engine._db.read(fn, *args))


def bulk_operations(client, node_id: str, count: int) -> None:
    """``count`` reinforcement records for ``node_id``, written in one transaction (fast set-up)."""
    node = client.get_node(node_id, user_id=USER)
    snapshot = node.model_dump(mode="json")

    records = [
        OperationRecord(user_id=USER, op_type="reinforce", node_id=node.id, reason=f"bulk {i}",
                        before={node_id: snapshot}, after={node_id: snapshot}, created_at=utcnow())
        for i in range(count)
    ]
    write(client, append_operations, records)


def test_provenance_pages_2500_operations_in_three_ordered_pages(client):
    node, other = make_nodes(client, 2)
    bulk_operations(client, node, 2500)
    bulk_operations(client, other, 10)  # interleaved history of another node stays out
    pages = []
    cursor = None
    while True:
        page = client.get_provenance(node, user_id=USER, operation_limit=1000, operation_cursor=cursor)
        pages.append(page)
        if page.next_operation_cursor is None:
            assert not page.has_more_operations
            break
        assert page.has_more_operations
        cursor = page.next_operation_cursor
    assert [len(p.operations) for p in pages] == [1000, 1000, 500]
    ops = [op for p in pages for op in p.operations]
    assert len({op.id for op in ops}) == 2500
    assert [op.seq for op in ops] == sorted(op.seq for op in ops)
    assert [op.reason for op in ops] == [f"bulk {i}" for i in range(2500)]
    assert all(str(op.node_id) == node for op in ops)
    assert client.verify_operations().ok


def test_the_operation_cursor_is_stable_while_history_grows(client):
    (node,) = make_nodes(client, 1)
    for _ in range(3):
        client.reinforce(node, user_id=USER)
    first = client.get_provenance(node, user_id=USER, operation_limit=2)
    client.promote(node, user_id=USER, reason="verified")
    rest = client.get_provenance(node, user_id=USER, operation_limit=2, operation_cursor=first.next_operation_cursor)
    ops = first.operations + rest.operations
    assert [op.op_type for op in ops] == ["reinforce", "reinforce", "reinforce", "promote"]
    assert rest.next_operation_cursor is None


def test_operation_limit_and_cursor_are_checked(client):
    a, b = make_nodes(client, 2)
    for bad in (0, 1001, -1, True, 2.5):
        with pytest.raises(ValueError, match="operation_limit"):
            client.get_provenance(a, user_id=USER, operation_limit=bad)
    with pytest.raises(ValueError, match="operation_cursor"):
        client.get_provenance(a, user_id=USER, operation_cursor="garbage!")
    client.reinforce(a, user_id=USER)
    client.reinforce(a, user_id=USER)
    cursor = client.get_provenance(a, user_id=USER, operation_limit=1).next_operation_cursor
    with pytest.raises(ValueError, match="another node"):
        client.get_provenance(b, user_id=USER, operation_cursor=cursor)


def test_provenance_shows_owned_in_scope_sources_and_reports_the_rest_as_unresolved(client):
    receipt = client.store_with_receipt("The deploy window is Tuesday", user_id=USER, node_type=NodeType.FACT)
    other_scope = client.store("A project note", user_id=USER, scope=Scope.PROJECT)
    bobs = client.store("Bob's private note", user_id="bob")
    missing = str(uuid.uuid4())
    node = receipt.node
    refs = [str(receipt.event_id), other_scope, missing, bobs]
    write(client, storage.update_node, node.model_copy(update={"evidence_refs": refs}))
    history = client.get_provenance(node.id, user_id=USER)
    assert [str(e.id) for e in history.source_events] == [str(receipt.event_id)]
    assert history.source_events[0].content == "The deploy window is Tuesday"
    assert {(str(r.event_id), r.reason) for r in history.unresolved_references} == {
        (other_scope, "out_of_scope"), (missing, "missing"), (bobs, "missing"),
    }
    assert "Bob's private note" not in history.model_dump_json()


def test_provenance_contradictions_are_same_owner_and_same_scope(client):
    a, b = make_nodes(client, 2)
    (elsewhere,) = make_nodes(client, 1, scope=Scope.PROJECT)
    client.contradict(a, b, user_id=USER)
    # A CONTRADICTS edge to a node of another scope (e.g. from an old import) is not shown as one.
    write(client, storage.insert_edge, MemoryEdge(source_id=a, target_id=elsewhere, edge_type=EdgeType.CONTRADICTS,
                                                  user_id=USER))
    history = client.get_provenance(a, user_id=USER)
    assert [(str(e.source_id), str(e.target_id)) for e in history.contradictions] == [(a, b)]
    assert len(history.edges) == 2


def test_open_contradictions_are_newest_first_in_complete_pages(client):
    ids = make_nodes(client, 10)
    pairs = [(ids[i], ids[i + 1]) for i in range(0, 10, 2)]
    for first, second in pairs:
        client.contradict(first, second, user_id=USER)
    seen = []
    cursor = None
    while True:
        page = client.open_contradictions(USER, limit=2, cursor=cursor)
        seen += [(str(p.first.id), str(p.second.id)) for p in page.pairs]
        if not page.has_more:
            break
        cursor = page.next_cursor
    assert seen == list(reversed(pairs))
    client.resolve_contradiction(pairs[0][0], pairs[0][1], user_id=USER)
    assert len(client.open_contradictions(USER, limit=100).pairs) == 4
    with pytest.raises(ValueError, match="cursor"):
        client.open_contradictions(USER, cursor="nope")
    with pytest.raises(ValueError, match="limit"):
        client.open_contradictions(USER, limit=0)


def test_node_counts_group_by_state_type_and_scope(client):
    a, b, c = make_nodes(client, 3)
    make_nodes(client, 2, scope=Scope.PROJECT)
    client.store("A decision", user_id=USER, node_type=NodeType.DECISION)
    make_nodes(client, 4, user="bob")
    client.promote(a, user_id=USER)
    client.contradict(b, c, user_id=USER)
    counts = client.node_counts(USER)
    assert counts.total == 6
    assert counts.by_state["tentative"] == 3 and counts.by_state["stable"] == 1
    assert counts.by_state["contested"] == 2 and counts.by_state["archived"] == 0
    assert counts.by_type["note"] == 5 and counts.by_type["decision"] == 1
    assert counts.by_scope["personal"] == 4 and counts.by_scope["project"] == 2
    assert counts.open_contradictions == 1
    assert client.node_counts(USER, scope="project").total == 2
    assert client.node_counts("bob").total == 4


def test_contradiction_partners_names_open_partners_of_the_owner_only(client):
    a, b, c, d = make_nodes(client, 4)
    client.contradict(a, b, user_id=USER)
    client.contradict(c, d, user_id=USER)
    client.dismiss_contradiction(c, d, user_id=USER)
    partners = read(client, contradiction_partners, [a, b, c, d], USER)
    assert partners == {a: [b], b: [a]}
    assert read(client, contradiction_partners, [a, b], "bob") == {}


# --- the audit of the operation log -------------------------------------------------------------


def test_operation_checksums_verify_and_an_altered_record_is_reported(client):
    a, b, c = make_nodes(client, 3)
    client.promote(a, user_id=USER)
    client.contradict(b, c, user_id=USER, reason="conflicting")
    client.resolve_contradiction(b, c, user_id=USER)
    report = client.verify_operations()
    assert report.ok and report.checked == 3 and report.nodes_checked == 3
    seq = client.get_provenance(b, user_id=USER).operations[0].seq
    write(client, lambda cur: cur.execute("UPDATE operations SET reason = 'forged' WHERE seq = ?", [seq]))
    report = client.verify_operations()
    assert not report.ok
    assert [bad.seq for bad in report.corrupted] == [seq]
    assert "checksum" in report.corrupted[0].problem
    assert "fail their checksum" in report.summary()


def test_a_state_changed_behind_the_log_and_an_unreadable_record_are_reported(client):
    a, b = make_nodes(client, 2)
    client.promote(a, user_id=USER)
    client.archive(b, user_id=USER)
    write(client, lambda cur: cur.execute("UPDATE nodes SET lifecycle_state = 'tentative' WHERE id = ?", [a]))
    seq = client.get_provenance(b, user_id=USER).operations[0].seq
    write(client, lambda cur: cur.execute("UPDATE operations SET after = '{not json' WHERE seq = ?", [seq]))
    report = client.verify_operations()
    assert [(str(m.node_id), m.state, m.recorded_state) for m in report.state_mismatches] == [
        (a, "tentative", "stable")
    ]
    assert [bad.seq for bad in report.corrupted] == [seq]
    assert "unreadable" in report.corrupted[0].problem
    assert client.verify_operations(user_id="bob").checked == 0
