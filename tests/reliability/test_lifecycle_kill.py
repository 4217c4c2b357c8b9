"""A process killed (SIGKILL) between and during lifecycle transitions leaves no node in a
state without its operation record, and no operation record without its state change."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import time

import pytest

from engine import FastIngestItem, MemoryClient
from engine.audit import OPERATION_COLUMNS, operation_from_row
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env

USER = "alice"

CURATOR = """
import random, sys, uuid
from engine import MemoryClient

client = MemoryClient(sys.argv[1], encryption_key=sys.argv[2])
rng = random.Random(int(sys.argv[3]))
states = {str(n.id): n.lifecycle_state.value for n in client.iter_nodes("alice")}
partner = {}
for node_id, state in states.items():
    if state == "contested":
        for edge in client.get_provenance(node_id, user_id="alice").contradictions:
            if edge.valid_to is None:
                a, b = str(edge.source_id), str(edge.target_id)
                partner[a], partner[b] = b, a
print("READY", flush=True)

def pick(*wanted):
    pool = [n for n, s in states.items() if s in wanted]
    return rng.choice(pool) if pool else None

while True:
    request = str(uuid.uuid4())
    kind = rng.choice(["promote", "promote", "contradict", "contradict", "resolve", "dismiss", "supersede",
                       "reinforce", "archive"])
    try:
        if kind == "promote" and (n := pick("tentative")):
            states[n] = client.promote(n, user_id="alice", request_id=request).lifecycle_state.value
        elif kind == "contradict":
            a, b = pick("tentative", "stable"), pick("tentative", "stable")
            if not a or not b or a == b:
                continue
            client.contradict(a, b, user_id="alice", request_id=request, actor_id="curator")
            states[a] = states[b] = "contested"
            partner[a], partner[b] = b, a
        elif kind in ("resolve", "dismiss") and (n := pick("contested")):
            other = partner.pop(n)
            partner.pop(other, None)
            if kind == "resolve":
                w, l = client.resolve_contradiction(n, other, user_id="alice", request_id=request)
            else:
                w, l = client.dismiss_contradiction(n, other, user_id="alice", request_id=request)
            states[n], states[other] = w.lifecycle_state.value, l.lifecycle_state.value
        elif kind == "supersede":
            old, new = pick("tentative", "stable"), pick("tentative", "stable", "contested")
            if not old or not new or old == new:
                continue
            states[old] = client.supersede(old, new, user_id="alice", request_id=request).lifecycle_state.value
        elif kind == "reinforce" and (n := pick("tentative", "stable", "contested")):
            client.reinforce(n, user_id="alice", request_id=request)
        elif kind == "archive" and rng.random() < 0.3 and (n := pick("tentative", "stable", "contested",
                                                                       "superseded", "deprecated")):
            states[n] = client.archive(n, user_id="alice", request_id=request).lifecycle_state.value
            other = partner.pop(n, None)
            if other:
                partner.pop(other, None)
                states[other] = client.get_node(other, user_id="alice", include_superseded=True).lifecycle_state.value
        else:
            continue
    except ValueError as exc:
        print("REFUSED", kind, exc, file=sys.stderr, flush=True)
        raise
    print(request, flush=True)
"""


def _run_and_kill(pack, seed: int, rng: random.Random) -> list[str]:
    child = subprocess.Popen(
        [CHILD_PYTHON, "-c", CURATOR, str(pack), PASSPHRASE, str(seed)],
        stdout=subprocess.PIPE, env=python_child_env(), text=True, bufsize=1,
    )
    acknowledged: list[str] = []
    try:
        assert child.stdout.readline().strip() == "READY"
        deadline = time.monotonic() + rng.uniform(0.3, 1.5)
        while time.monotonic() < deadline:
            ready, _, _ = select.select([child.stdout], [], [], 0.02)
            if ready:
                line = child.stdout.readline().strip()
                if line:
                    acknowledged.append(line)
            assert child.poll() is None, "the curator stopped on its own (see its stderr)"
        os.kill(child.pid, signal.SIGKILL)
        acknowledged += [line.strip() for line in child.stdout.read().splitlines() if line.strip()]
    finally:
        child.kill()
        child.wait()
    return acknowledged


def _history(cur):
    rows = cur.execute(f"SELECT {OPERATION_COLUMNS} FROM operations ORDER BY seq").fetchall()
    nodes = dict(cur.execute("SELECT id::VARCHAR, lifecycle_state FROM nodes").fetchall())
    return [operation_from_row(r) for r in rows], nodes


def _check_consistent(client: MemoryClient, acknowledged: list[str]) -> int:
    report = client.verify_operations()
    assert report.ok, report.summary()
    operations, nodes = client._call(client.engine._db.read(_history))
    last_state: dict[str, str] = {}
    for op in operations:
        assert set(op.before) == set(op.after) and op.after, f"operation {op.seq} records no state change"
        for node_id, after in op.after.items():
            before = op.before[node_id]["lifecycle_state"]
            # Each record starts from the state the previous record of that node left.
            assert before == last_state.get(node_id, "tentative"), f"gap in the history of {node_id}"
            last_state[node_id] = after["lifecycle_state"]
    # Every node is in the state its latest record says, and untouched nodes never moved.
    assert {n: last_state.get(n, "tentative") for n in nodes} == nodes
    recorded = {op.request_id for op in operations}
    assert [r for r in acknowledged if r not in recorded] == []
    return len(operations)


@pytest.mark.slow
def test_killed_curator_leaves_states_and_operation_records_in_step(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        client.ingest_fast_many(
            [FastIngestItem(content=f"claim number {i} about the project") for i in range(120)], user_id=USER
        )
        while client.process_pending(USER, budget_ms=30_000).pending:
            pass
    rng = random.Random(20261130)
    acknowledged: list[str] = []
    for round_no in range(5):
        acknowledged += _run_and_kill(pack_path, round_no, rng)
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
            recorded = _check_consistent(client, acknowledged)
    print(f"{len(acknowledged)} acknowledged transitions, {recorded} operation records")
    assert len(acknowledged) > 20, "the curator should have made many transitions before the kills"
    assert recorded >= len(acknowledged)
