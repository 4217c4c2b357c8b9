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
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env

WRITER = """
import sys
from engine import MemoryClient
client = MemoryClient(sys.argv[1], encryption_key=sys.argv[2])
print("READY", flush=True)
i = 0
while True:
    event_id = client.store(f"round {sys.argv[3]} memory {i} " + "words " * (i % 40), user_id="alice",
                            session_id=f"s{sys.argv[3]}")
    print(event_id, flush=True)
    i += 1
"""


def _run_and_kill(pack, round_no: int, rng: random.Random) -> list[str]:
    child = subprocess.Popen(
        [CHILD_PYTHON, "-c", WRITER, str(pack), PASSPHRASE, str(round_no)],
        stdout=subprocess.PIPE, env=python_child_env(), text=True, bufsize=1,
    )
    acknowledged: list[str] = []
    try:
        assert child.stdout.readline().strip() == "READY"
        # The first store loads the embedding model; start the clock once writes flow.
        acknowledged.append(child.stdout.readline().strip())
        deadline = time.monotonic() + rng.uniform(0.2, 1.5)
        while time.monotonic() < deadline:
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
    for round_no in range(10):
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
