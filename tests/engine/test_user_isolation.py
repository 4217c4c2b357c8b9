"""No read path returns another user's events or nodes."""

from __future__ import annotations

import uuid


def test_user_b_sees_nothing_of_user_a(client):
    receipt = client.store_with_receipt("Alice's bank PIN hint is her cat's name", user_id="alice", session_id="s1")
    fast = client.ingest_fast("Alice's second secret", user_id="alice", session_id="s1")
    client.process_pending("alice")
    client.store("Bob likes chess", user_id="bob")

    assert client.get_node(receipt.node_id, user_id="bob") is None
    assert client.get_node(receipt.node_id, user_id="bob", include_superseded=True) is None
    assert client.get_event(receipt.event_id, user_id="bob") is None
    assert client.get_event(fast, user_id="bob") is None
    assert [e.content for e in client.get_events("bob")] == ["Bob likes chess"]
    assert client.get_events("bob", session_id="s1") == []
    assert [n.content for n in client.query_nodes(user_id="bob")] == ["Bob likes chess"]
    assert [n.content for n in client.query_nodes(user_id="bob", content_contains_any=["alice"])] == []
    assert [n.content for n in client.scan_nodes("bob").nodes] == ["Bob likes chess"]
    assert [n.content for n in client.iter_nodes("bob")] == ["Bob likes chess"]
    assert client.count_nodes("bob") == 1
    assert client.processing_status(receipt.event_id, user_id="bob") is None
    assert client.processing_status(fast, user_id="bob") is None
    # Alice still sees her own.
    assert client.count_nodes("alice") == 2


def test_unknown_ids_are_simply_absent(client):
    assert client.get_node(str(uuid.uuid4()), user_id="alice") is None
    assert client.get_node("not-a-uuid", user_id="alice") is None
    assert client.get_event("not-a-uuid", user_id="alice") is None
    assert client.processing_status("not-a-uuid", user_id="alice") is None
