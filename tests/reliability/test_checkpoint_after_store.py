"""Reads must not keep DuckDB from checkpointing: otherwise the WAL, and the memory that
holds it, grow with every write until one fails (found after store() began acknowledging
before its vectors: tests/reliability/test_snapshot_memory.py ran out of memory)."""

from __future__ import annotations

from engine import MemoryClient
from engine.pack import wal_path
from tests.conftest import PASSPHRASE


def _checkpoint(client: MemoryClient) -> None:
    client._call(client.engine._db.run_on_writer(lambda cur: cur.execute("CHECKPOINT")))


def test_the_wal_folds_into_the_pack_after_stores_reads_and_their_vectors(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        first = client.store_with_receipt("My sister adopted a golden retriever named Biscuit.", user_id="ann")
        # Reads of every kind the app makes between writes: one row, a page, a search.
        client.processing_status(first.event_id, user_id="ann")
        client.get_node(str(first.node_id), user_id="ann")
        client.retrieve("Which dog did my sister get?", user_id="ann")
        # Then writes that update rows those reads saw: another store, and its vectors.
        client.store("The quarterly budget review moved to Thursday.", user_id="ann")
        client.wait_for_vectors()

        _checkpoint(client)  # raised "there are other write transactions active" before the fix

        wal = wal_path(pack_path)
        assert not wal.exists() or wal.stat().st_size == 0
