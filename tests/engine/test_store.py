"""store(), ingest_fast() and their repair: what is acknowledged is never lost."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta, timezone

import pytest

from engine import (
    ConflictError,
    FastIngestItem,
    LifecycleState,
    MaterializationError,
    MemoryClient,
    NodeType,
    Scope,
)
from engine.schema import ENGINE_VERSION, FORMAT_VERSION
from tests.conftest import PASSPHRASE

WHEN = datetime(2024, 5, 8, 13, 56, tzinfo=timezone.utc)


def test_store_returns_event_and_builds_its_node(client):
    receipt = client.store_with_receipt(
        "The team decided to use PostgreSQL for the backend.", user_id="alice", node_type=NodeType.DECISION,
        scope=Scope.PROJECT, speaker="  Alice  ", session_id="s1", event_time=WHEN, ttl_days=30,
    )
    assert receipt.processing_status.status == "complete"
    node = client.get_node(receipt.node_id, user_id="alice")
    assert node.node_type is NodeType.DECISION and node.scope is Scope.PROJECT
    assert node.lifecycle_state is LifecycleState.TENTATIVE
    assert node.evidence_refs == [receipt.event_id]
    assert node.speaker == "Alice"
    assert node.event_time == WHEN
    assert node.expires_at == node.created_at + timedelta(days=30)
    event = client.get_event(receipt.event_id, user_id="alice")
    assert event.content == "The team decided to use PostgreSQL for the backend."
    assert event.speaker == "Alice" and event.session_id == "s1"
    assert len(event.content_hash) == 64


def test_retrieval_content_is_searchable_text_while_event_keeps_the_source(client):
    raw = '{"trace": [1, 2, 3], "plan": "Traveler: Alice"}'
    receipt = client.store_with_receipt(raw, retrieval_content="Traveler: Alice", user_id="alice")
    assert client.get_event(receipt.event_id, user_id="alice").content == raw
    assert receipt.node.content == "Traveler: Alice"


def test_roles_set_provenance_defaults(client):
    human = client.store_with_receipt("I like tea", user_id="u", role="participant", speaker="Bo").node
    bot = client.store_with_receipt("You might like green tea", user_id="u", role="assistant").node
    assert human.source_type.value == "user_stated" and human.epistemic_type.value == "asserted"
    assert bot.source_type.value == "system_inferred" and bot.epistemic_type.value == "inferred"
    assert human.confidence > bot.confidence


def test_failed_materialization_is_repaired_by_process_pending(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        indexes = client.engine._indexes
        original = indexes.prepare

        async def broken(nodes):
            raise RuntimeError("embedding service crashed")

        indexes.prepare = broken
        with pytest.raises(MaterializationError) as failure:
            client.store("Remember the dentist on Friday", user_id="alice", node_type=NodeType.TASK, ttl_days=7)
        event_id = failure.value.event_id
        status = client.processing_status(event_id, user_id="alice")
        assert status.status == "pending" and status.attempts == 1
        assert "RuntimeError" in status.last_error
        assert client.query_nodes(user_id="alice") == []
        indexes.prepare = original

    # After a restart the snapshot taken at store time is what gets built.
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        result = client.process_pending("alice")
        assert (result.processed, result.pending, result.failed) == (1, 0, 0)
        status = client.processing_status(event_id, user_id="alice")
        assert status.status == "complete"
        node = client.get_node(status.node_id, user_id="alice")
        assert node.node_type is NodeType.TASK
        assert node.expires_at - node.created_at == timedelta(days=7)
        assert node.created_at <= status.updated_at


def test_ingest_fast_defers_the_node_until_process_pending(client):
    event_id = client.ingest_fast("Alice prefers dark mode", user_id="alice", speaker="Alice")
    assert client.processing_status(event_id, user_id="alice").status == "pending"
    assert client.query_nodes(user_id="alice") == []
    counts = client.process_pending("alice", budget_ms=0)
    assert (counts.processed, counts.pending) == (0, 1)
    assert client.process_pending("alice").processed == 1
    [node] = client.query_nodes(user_id="alice")
    assert node.node_type is NodeType.NOTE and node.evidence_refs == [uuid.UUID(event_id)]


def test_one_bad_item_does_not_block_its_batch(client):
    ids = client.ingest_fast_many([FastIngestItem(content=f"note {i}") for i in range(5)], user_id="alice")
    engine = client.engine
    original = engine._indexes.prepare

    async def fails_on_note_3(nodes):
        if any(n.content == "note 3" for n in nodes):
            raise ValueError("cannot index note 3")
        return await original(nodes)

    engine._indexes.prepare = fails_on_note_3
    result = client.process_pending("alice")
    assert (result.processed, result.pending, result.failed) == (4, 1, 1)
    assert client.processing_status(ids[3], user_id="alice").last_error.startswith("ValueError")
    engine._indexes.prepare = original
    assert client.process_pending("alice").processed == 1


def test_ingest_fast_many_request_id_makes_retries_safe(pack_path):
    request = str(uuid.uuid4())
    items = [
        FastIngestItem(content="first", speaker="Ann", role="participant", session_id="s", event_time=WHEN),
        {"content": "second", "role": "assistant"},
    ]
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        ids = client.ingest_fast_many(items, user_id="alice", request_id=request)
        assert client.ingest_fast_many(items, user_id="alice", request_id=request) == ids
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert client.ingest_fast_many(items, user_id="alice", request_id=request) == ids
        with pytest.raises(ConflictError):
            client.ingest_fast_many(items[:1], user_id="alice", request_id=request)
        assert [e.content for e in client.get_events("alice")] == ["first", "second"]


def test_ingest_fast_many_is_all_or_nothing(client):
    items = [{"content": "ok"}, {"content": "bad speaker", "speaker": "line\nbreak"}]
    with pytest.raises(ValueError, match="speaker"):
        client.ingest_fast_many(items, user_id="alice")
    assert client.get_events("alice") == []
    assert client.ingest_fast_many([], user_id="alice") == []


def test_scan_nodes_pages_cover_everything_once(client):
    client.ingest_fast_many([{"content": f"n{i}"} for i in range(25)], user_id="alice")
    client.process_pending("alice")
    seen, cursor, pages = [], None, 0
    while True:
        page = client.scan_nodes("alice", cursor=cursor, limit=10)
        seen += [n.id for n in page.nodes]
        pages += 1
        if not page.has_more:
            break
        cursor = page.next_cursor
    assert pages == 3 and len(seen) == len(set(seen)) == 25 and seen == sorted(seen, key=str)
    assert [n.id for n in client.iter_nodes("alice", page_size=7)] == seen


def test_manifest_records_format_engine_and_model(client):
    manifest = client.engine.manifest
    assert manifest["format_version"] == FORMAT_VERSION
    assert manifest["engine_version"] == ENGINE_VERSION
    assert manifest["embedding_model"] == client.config.embedding.model_name
    assert manifest["embedding_dimension"] == 384


def test_a_pack_from_a_newer_engine_is_refused(pack_path):
    from engine import PackFormatError

    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        client.engine._db.write_sync(lambda cur: cur.execute("INSERT INTO schema_version VALUES (99, now())"))
    with pytest.raises(PackFormatError, match="newer"):
        MemoryClient(pack_path, encryption_key=PASSPHRASE)


@pytest.mark.parametrize("sort", ["updated", "created", "confidence", "id"])
def test_page_nodes_pages_every_sort_by_key(client, sort):
    for i in range(23):
        client.store(f"memory {i}", user_id="alice", confidence=(i % 4) / 4)
    seen, cursor = [], None
    while True:
        page = client.page_nodes("alice", sort=sort, cursor=cursor, limit=5)
        seen += page.nodes
        if not page.has_more:
            break
        cursor = page.next_cursor
    assert len({n.id for n in seen}) == 23
    if sort == "confidence":
        assert [n.confidence for n in seen] == sorted((n.confidence for n in seen), reverse=True)
    if sort == "id":
        assert [str(n.id) for n in seen] == sorted(str(n.id) for n in seen)
    with pytest.raises(ValueError, match="cursor"):
        client.page_nodes("alice", sort=sort, cursor="garbage")
