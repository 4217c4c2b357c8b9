"""MemoryClient is the synchronous twin of MemoryEngine."""

from __future__ import annotations

import inspect

from engine import MemoryClient, MemoryEngine


def test_every_public_engine_coroutine_has_a_blocking_twin():
    public = {n for n, f in inspect.getmembers(MemoryEngine, inspect.iscoroutinefunction) if not n.startswith("_")}
    missing = {n for n in public - {"create", "open", "close"} if not callable(getattr(MemoryClient, n, None))}
    assert missing == set()


def test_sync_ingest_waits_for_extraction_by_default(client):
    event_id = client.ingest("I moved to Denver last spring.", user_id="alice")
    assert client.extraction_status(event_id, user_id="alice").status == "complete"
    [event_id] = client.ingest_batch([{"content": "My sister Maya works at Acme.", "role": "user"}], user_id="alice")
    assert client.extraction_status(event_id, user_id="alice").status == "complete"
    queued = client.ingest("I like jazz.", user_id="alice", wait_for_extraction=False)
    assert client.extraction_status(queued, user_id="alice").status in ("pending", "running", "complete")
