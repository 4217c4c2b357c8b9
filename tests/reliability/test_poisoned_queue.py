"""One bad pending record cannot block a user's queue: its job fails with a reason and
every healthy pending note still becomes a node."""

from __future__ import annotations

import json

from engine import MemoryClient
from engine import pack as packs
from engine.keys import Secret
from tests.conftest import PASSPHRASE


def _poison(path, event_ids: list[str]) -> None:
    shared = packs.acquire(path, Secret(PASSPHRASE))
    try:
        con = shared.connection
        snapshot = json.loads(con.execute(
            "SELECT snapshot FROM materialization_jobs WHERE event_id = ?", [event_ids[0]]).fetchone()[0])
        snapshot["evidence_refs"] = []
        con.execute("UPDATE materialization_jobs SET snapshot = ? WHERE event_id = ?", [json.dumps(snapshot), event_ids[0]])
        con.execute("UPDATE materialization_jobs SET snapshot = '{\"id\": 5' WHERE event_id = ?", [event_ids[1]])
    finally:
        packs.release(shared)


def test_a_poisoned_pending_record_fails_alone_and_the_queue_completes(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        ids = [memory.ingest_fast(f"Pending note about the mill race, part {i}.", user_id="dana") for i in range(6)]
    _poison(pack_path, ids[:2])
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        result = memory.process_pending(user_id="dana", budget_ms=60_000)
        assert result.processed == 4
        assert result.pending == 0
        for event_id in ids[2:]:
            assert memory.processing_status(event_id, user_id="dana").status == "complete"
        for event_id in ids[:2]:
            status = memory.processing_status(event_id, user_id="dana")
            assert status.status == "failed"
            assert status.last_error.startswith("unreadable node snapshot")
            assert "mill race" not in status.last_error
        # A second pass neither raises nor retries the poisoned records forever.
        again = memory.process_pending(user_id="dana", budget_ms=60_000)
        assert again.processed == 0 and again.pending == 0
        assert memory.count_nodes(user_id="dana") == 4
