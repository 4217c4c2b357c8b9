"""A compaction killed at any moment leaves the original pack intact and openable."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
import uuid

import pyarrow as pa
import pytest

from engine import MemoryClient
from engine import pack as packs
from engine.keys import Secret
from engine.maintenance import compact_pack
from tests.conftest import CHILD_PYTHON, file_digests, python_child_env

KEY = "raw_key:" + "c3" * 32

COMPACTOR = """
import os, sys
from engine.maintenance import compact_pack
print("START", flush=True)
result = compact_pack(sys.argv[1], os.environ["PRME_TEST_PACK_KEY"])
print("DONE", result.size_after, flush=True)
"""


def build_pack(path) -> dict[str, int]:
    """A pack whose bulk is stored retrieval receipts (as in real packs), so a copy takes a while."""
    with MemoryClient(path, encryption_key=KEY) as c:
        c.ingest_fast_many([{"content": f"Note {i} about the harbour cranes."} for i in range(10)], user_id="dana")
        c.process_pending(budget_ms=60_000)
    shared = packs.acquire(path, Secret(KEY))
    try:
        con = shared.connection
        for _ in range(2):
            n = 500
            batch = pa.table({
                "request_id": [str(uuid.uuid4()) for _ in range(n)],
                "payload": [os.urandom(6000).hex() for _ in range(n)],
            })
            con.register("batch", batch)
            con.execute("INSERT INTO retrieval_receipts SELECT request_id::UUID, 'dana', now()::TIMESTAMP, payload FROM batch")
            con.unregister("batch")
        counts = {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                  for t in ("events", "nodes", "vector_payloads", "retrieval_receipts", "operations")}
    finally:
        packs.release(shared)
    return counts


def counts_of(path) -> dict[str, int]:
    shared = packs.acquire(path, Secret(KEY))
    try:
        return {t: shared.connection.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                for t in ("events", "nodes", "vector_payloads", "retrieval_receipts", "operations")}
    finally:
        packs.release(shared)


def hidden_copies(folder) -> list:
    return [p for p in folder.iterdir() if p.name.startswith(".")]


def kill_during_copy(path, delay: float) -> str:
    """Run compact in a child, kill it ``delay`` s after its hidden copy appears; returns how far it got."""
    env = {**python_child_env(), "PRME_TEST_PACK_KEY": KEY}
    child = subprocess.Popen([CHILD_PYTHON, "-c", COMPACTOR, str(path)], stdout=subprocess.PIPE, env=env, text=True)
    try:
        assert child.stdout.readline().strip() == "START"
        deadline = time.monotonic() + 60
        while not hidden_copies(path.parent) and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        copying = bool(hidden_copies(path.parent))
        time.sleep(delay)
        finished = child.poll() is not None
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
    return "finished" if finished else ("copying" if copying else "before-copy")


@pytest.mark.slow
def test_a_killed_compaction_leaves_the_original_intact(tmp_path):
    path = tmp_path / "harbour.prme"
    expected = build_pack(path)
    rng = random.Random(20261130)
    killed_mid_copy = 0
    for delay in [0.0, 0.05, rng.uniform(0.0, 0.3)]:
        digest = file_digests(path)
        stage = kill_during_copy(path, delay)
        if file_digests(path) == digest:
            killed_mid_copy += stage == "copying"
        else:
            assert stage == "finished", "the original changed although the copy never completed"
        assert not packs.wal_path(path).exists()
        assert counts_of(path) == expected  # opens with its key, every row there
    assert killed_mid_copy >= 1, "no kill landed during a copy; the test proved nothing"
    # The next compaction clears what the killed ones left behind and succeeds.
    result = compact_pack(path, KEY)
    assert result.rows["retrieval_receipts"] == expected["retrieval_receipts"]
    assert hidden_copies(tmp_path) == []
    with MemoryClient(path, encryption_key=KEY) as c:
        assert c.doctor().ok
        assert len(c.query_nodes(user_id="dana", content_contains_any=["harbour cranes"])) == 10
