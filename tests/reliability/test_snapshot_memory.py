"""Rewriting a large vector snapshot again and again must not exhaust DuckDB's memory.

Found by building a 100k-node pack: with a primary key on the snapshot table, each
rewrite of a tens-of-MB BLOB stayed pinned until DuckDB ran out of memory and
invalidated the database.
"""

from __future__ import annotations

import os

import pytest

from engine import MemoryClient, PRMEConfig
from engine.schema import MIGRATIONS, schema_version
from tests.conftest import PASSPHRASE


@pytest.mark.slow
def test_repeated_large_snapshot_saves_fit_in_a_small_memory_limit(pack_path):
    config = PRMEConfig(pack_path=pack_path, encryption_enabled=True, duckdb_memory_limit="200MB")
    config.encryption_key = PASSPHRASE
    with MemoryClient(config=config) as client:
        client.store("a first memory so the index has a vector", user_id="alice")
        indexes = client.engine._indexes
        big = os.urandom(30 * 1024 * 1024)  # what ~20k 384-dim vectors weigh
        indexes.vectors.snapshot = lambda: big
        for _ in range(12):  # twice what failed with the primary key
            client.engine._db.write_sync(indexes._write_snapshot)
        stored = client.engine._db.write_sync(lambda cur: cur.execute("SELECT count(*), max(octet_length(data)) FROM vector_snapshot").fetchone())
        assert stored == (1, len(big))
        assert client.engine._db.write_sync(schema_version) == len(MIGRATIONS)
