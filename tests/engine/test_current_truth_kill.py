"""A process killed (SIGKILL) while storing updates leaves no half-done update: every stored
memory has been checked (its slots recorded), every supersession has its edge and audit
record, and exactly one statement of the changing value is current."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import time

import pytest

from engine import LifecycleState, MemoryClient
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env

WRITER = """
import sys
from datetime import datetime, timedelta, timezone
from engine import MemoryClient

client = MemoryClient(sys.argv[1], encryption_key=sys.argv[2])
start = int(sys.argv[3])
print("READY", flush=True)
day = datetime(2025, 1, 1, tzinfo=timezone.utc)
for i in range(start, start + 10_000):
    text = f"I moved to Town{i}." if i else "I live in Town0."
    event_id = client.store(text, user_id="dana", event_time=day + timedelta(days=i))
    print(event_id, flush=True)
"""


def _run_and_kill(pack, start: int, rng: random.Random) -> list[str]:
    child = subprocess.Popen(
        [CHILD_PYTHON, "-c", WRITER, str(pack), PASSPHRASE, str(start)],
        stdout=subprocess.PIPE, env=python_child_env(), text=True, bufsize=1,
    )
    acknowledged: list[str] = []
    try:
        assert child.stdout.readline().strip() == "READY"
        # The clock starts at the third acknowledged write (the first loads the model); the kill
        # comes at a random instant after at most a few dozen more. Acknowledged in ~2 ms each, a
        # second's worth is hundreds, which the next open applies and checks one by one (~20 s).
        deadline, enough = None, 3 + rng.randint(5, 40)
        while (deadline is None or time.monotonic() < deadline) and len(acknowledged) < enough:
            if deadline is None and len(acknowledged) >= 3:
                deadline = time.monotonic() + rng.uniform(0.2, 1.5)
            ready, _, _ = select.select([child.stdout], [], [], 0.02)
            if ready:
                line = child.stdout.readline().strip()
                if line:
                    acknowledged.append(line)
            assert child.poll() is None, "the writer stopped on its own"
        os.kill(child.pid, signal.SIGKILL)
        acknowledged += [line.strip() for line in child.stdout.read().splitlines() if line.strip()]
    finally:
        child.kill()
        child.wait()
    return acknowledged


def _slot_counts(cur):
    return dict(cur.execute("SELECT node_id::VARCHAR, count(*) FROM memory_slots GROUP BY node_id").fetchall())


@pytest.mark.slow
def test_a_kill_while_storing_updates_leaves_no_half_state(pack_path):
    rng = random.Random(20261201)
    acknowledged: list[str] = []
    stored = 0
    for _ in range(3):
        acknowledged += _run_and_kill(pack_path, stored, rng)
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
            client.process_pending("dana", budget_ms=60_000)  # finishes what was accepted but not built
            assert client.verify_operations().ok
            nodes = list(client.iter_nodes("dana", lifecycle_states=list(LifecycleState)))
            stored = len(nodes)
            events = {str(e) for n in nodes for e in n.evidence_refs}
            assert [a for a in acknowledged if a not in events] == []  # no acknowledged write lost
            slots = client._call(client.engine._db.read(_slot_counts))
            assert all(slots.get(str(n.id)) for n in nodes)  # every memory was checked
            current = [n for n in nodes if n.lifecycle_state in (LifecycleState.TENTATIVE, LifecycleState.STABLE)]
            assert len(current) == 1, [n.content for n in current]  # one current home, the latest
            assert current[0].content == max(nodes, key=lambda n: n.event_time).content
            for node in nodes:
                if node.lifecycle_state == LifecycleState.SUPERSEDED:
                    assert node.superseded_by is not None and node.valid_to is not None
    assert stored > 5


PAIR_WRITER = """
import sys
from datetime import datetime, timezone
from engine import MemoryClient
from engine.background_embedder import BackgroundEmbedder
if sys.argv[3] == "before-vectors":
    BackgroundEmbedder._take = lambda self: self._cond.wait_for(lambda: False)  # no vectors before the kill
client = MemoryClient(sys.argv[1], encryption_key=sys.argv[2])
if sys.argv[3] == "after-vectors":
    client.engine._indexes.after_vectors = None  # the vectors are written, the check never runs
client.store("Our family doctor is at the Riverside clinic.", user_id="dana",
             event_time=datetime(2025, 3, 2, tzinfo=timezone.utc))
client.store("We switched to the Oakwood clinic for the family doctor.", user_id="dana",
             event_time=datetime(2025, 5, 2, tzinfo=timezone.utc))
if sys.argv[3] == "after-vectors":
    client.wait_for_vectors()
print("STORED", flush=True)
sys.stdin.read()
"""


@pytest.mark.slow
@pytest.mark.parametrize("killed", ["before-vectors", "after-vectors"])
def test_the_similarity_check_of_a_memory_killed_before_it_ran_runs_on_the_next_open(pack_path, killed):
    # The fallback compares vectors, so it runs right after the transaction that writes them; a
    # kill after store() returned, before the vectors or between them and the check, must not
    # lose the contest it would make.
    child = subprocess.Popen([CHILD_PYTHON, "-c", PAIR_WRITER, str(pack_path), PASSPHRASE, killed],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=python_child_env(), text=True)
    try:
        assert child.stdout.readline().strip() == "STORED"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        client.wait_for_vectors()  # the open queued the memories (for their vectors, or for the check)
        states = {n.content: n.lifecycle_state for n in client.iter_nodes("dana", lifecycle_states=list(LifecycleState))}
        assert set(states.values()) == {LifecycleState.CONTESTED}, states
        waiting = client._call(client.engine._db.read(lambda cur: cur.execute(
            "SELECT count(*) FROM similarity_checks").fetchone()[0]))
        assert waiting == 0
