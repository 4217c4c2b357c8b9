"""A store() that returned is never lost, whenever the process is killed."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import time

import pytest

from engine import MemoryClient
from engine import pack as packs
from engine.keys import Secret, derive_pack_key
from engine.write_journal import WriteJournal, journal_dir, journal_key
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env

WRITER = """
import sys
from engine import MemoryClient
if sys.argv[4] == "hold-vectors":  # every acknowledged store is still waiting for its vectors at the kill
    from engine.background_embedder import BackgroundEmbedder
    BackgroundEmbedder._take = lambda self: self._cond.wait_for(lambda: False)
if sys.argv[4] == "hold-writes":  # every acknowledged store is only in the write journal at the kill
    import threading
    from engine.database import Database
    Database._apply_behind = lambda self: threading.Event().wait()
client = MemoryClient(sys.argv[1], encryption_key=sys.argv[2])
print("READY", flush=True)
i = 0
while True:
    event_id = client.store(f"round {sys.argv[3]} memory {i} " + "words " * (i % 40), user_id="alice",
                            session_id=f"s{sys.argv[3]}")
    print(event_id, flush=True)
    i += 1
"""


def _run_and_kill(pack, round_no: int, rng: random.Random, vectors: str = "behind") -> list[str]:
    child = subprocess.Popen(
        [CHILD_PYTHON, "-c", WRITER, str(pack), PASSPHRASE, str(round_no), vectors],
        stdout=subprocess.PIPE, env=python_child_env(), text=True, bufsize=1,
    )
    acknowledged: list[str] = []
    try:
        assert child.stdout.readline().strip() == "READY"
        # Start the clock once writes flow. The kill comes at a random instant while the child
        # writes, after at most a few dozen acknowledgements: each is a memory the next open
        # must embed, and more of them would test the same thing for longer.
        acknowledged.append(child.stdout.readline().strip())
        deadline, enough = time.monotonic() + rng.uniform(0.2, 1.5), rng.randint(5, 40)
        while time.monotonic() < deadline and len(acknowledged) < enough:
            ready, _, _ = select.select([child.stdout], [], [], 0.05)
            if ready:
                line = child.stdout.readline().strip()
                if line:
                    acknowledged.append(line)
        os.kill(child.pid, signal.SIGKILL)
        # Whatever the child printed before dying was acknowledged too.
        acknowledged += [line.strip() for line in child.stdout.read().splitlines() if line.strip()]
    finally:
        child.kill()
        child.wait()
    return acknowledged


@pytest.mark.slow
def test_killed_writer_loses_no_acknowledged_store(pack_path):
    rng = random.Random(20261130)
    all_acknowledged: list[str] = []
    for round_no in range(6):  # each round kills at a random instant; six cover the writer's phases
        acknowledged = _run_and_kill(pack_path, round_no, rng)
        assert acknowledged, "the writer should have stored something before the kill"
        all_acknowledged += acknowledged
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
            missing = [e for e in all_acknowledged if client.get_event(e, user_id="alice") is None]
            assert missing == []
            result = client.process_pending("alice", budget_ms=60_000)
            assert result.pending == 0 and result.failed == 0
            for event_id in acknowledged[-3:]:
                status = client.processing_status(event_id, user_id="alice")
                assert status.status == "complete"
                assert client.get_node(status.node_id, user_id="alice") is not None
            _assert_every_memory_has_its_vectors(client)


def _assert_every_memory_has_its_vectors(client: MemoryClient) -> None:
    """The open queued what the killed writer acknowledged but never embedded."""
    client.wait_for_vectors()

    def missing(cur):
        return cur.execute(
            "SELECT count(*) FROM nodes n WHERE NOT EXISTS "
            "(SELECT 1 FROM vector_metadata m WHERE m.node_id = n.id)"
        ).fetchone()[0]

    assert client._call(client.engine._db.read(missing)) == 0


@pytest.mark.slow
def test_a_kill_between_the_acknowledgement_and_the_vectors_loses_nothing(pack_path):
    rng = random.Random(20261201)
    acknowledged = _run_and_kill(pack_path, 0, rng, vectors="hold-vectors")
    assert acknowledged
    shared = packs.acquire(pack_path, Secret(PASSPHRASE))
    try:  # the kill came between every acknowledgement and its vectors
        without = shared.connection.execute(
            "SELECT count(*) FROM nodes n WHERE NOT EXISTS (SELECT 1 FROM vector_metadata m WHERE m.node_id = n.id)"
        ).fetchone()[0]
    finally:
        packs.release(shared)
    # Those the writer had not yet applied are in the write journal (applied by the next open).
    assert without + len(_journaled(pack_path)) >= len(acknowledged)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert [e for e in acknowledged if client.get_event(e, user_id="alice") is None] == []
        statuses = [client.processing_status(e, user_id="alice") for e in acknowledged]
        assert {s.status for s in statuses} == {"complete"}  # built before the acknowledgement
        _assert_every_memory_has_its_vectors(client)
        assert not any(client.processing_status(e, user_id="alice").vectors_pending for e in acknowledged)
        last = client.get_node(statuses[-1].node_id, user_id="alice")
        found = client.retrieve(last.content, user_id="alice", limit=5).results
        assert str(last.id) in [str(r.node_id) for r in found]


def _journaled(pack_path) -> list[bytes]:
    """The records in the pack's write journal (what a killed process acknowledged but had not
    yet applied), read with the pack's key as the next open would."""
    journal = WriteJournal(pack_path, journal_key(derive_pack_key(Secret(PASSPHRASE))))
    return [payload for _, payloads in journal.recover() for payload in payloads]


@pytest.mark.slow
def test_a_kill_before_the_writer_applies_the_journal_loses_nothing(pack_path):
    rng = random.Random(20261202)
    acknowledged = _run_and_kill(pack_path, 0, rng, vectors="hold-writes")
    assert acknowledged
    # Every acknowledged store is in the journal only, sealed: no clear text beside the pack.
    journaled = len(_journaled(pack_path))
    assert journaled >= len(acknowledged)
    raw = b"".join(f.read_bytes() for f in journal_dir(pack_path).iterdir())
    assert b"round 0 memory" not in raw
    shared = packs.acquire(pack_path, Secret(PASSPHRASE))
    try:
        assert shared.connection.execute("SELECT count(*) FROM events").fetchone()[0] == 0
    finally:
        packs.release(shared)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert [e for e in acknowledged if client.get_event(e, user_id="alice") is None] == []
        statuses = [client.processing_status(e, user_id="alice") for e in acknowledged]
        assert {s.status for s in statuses} == {"complete"}
        _assert_every_memory_has_its_vectors(client)
        last = client.get_node(statuses[-1].node_id, user_id="alice")
        found = client.retrieve(last.content, user_id="alice", limit=5).results
        assert str(last.id) in [str(r.node_id) for r in found]
    assert not journal_dir(pack_path).exists()
    # Each journaled store became one memory, and opening again applies nothing twice.
    for _ in range(2):
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
            nodes = client._call(client.engine._db.read(lambda cur: cur.execute("SELECT count(*) FROM nodes").fetchone()[0]))
            assert nodes == journaled
