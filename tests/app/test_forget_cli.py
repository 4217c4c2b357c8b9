"""prme forget in real subprocesses: a confirmation that lists what goes and says it is final,
then no byte of the forgotten text anywhere in the workspace folder after prme compact; the
engine, export and doctor agree. And forget through a namespace host (the app's or prme serve's)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from engine import MemoryWorkspace
from tests.conftest import CHILD_PYTHON, PASSPHRASE, ROOT, python_child_env
from workspace_app.host import HostingWorkspace

CANARY = "qpzcanary5529"


def prme(workspace: Path, *argv: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """`prme` in its own process, without a passphrase (the namespaces are plain or hosted)."""
    env = python_child_env()
    return subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), *argv], input=stdin,
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300,
        **({} if stdin is not None else {"stdin": subprocess.DEVNULL}),
    )


def files_holding(folder: Path, needle: bytes) -> list[str]:
    return [str(p) for p in folder.rglob("*") if p.is_file() and needle in p.read_bytes()]


@pytest.fixture
def plain_workspace(tmp_path) -> tuple[Path, str, str]:
    """A workspace with an unencrypted namespace (so a byte scan can see clear text), holding
    a memory with the canary, a memory to keep, and a retrieval receipt that names the canary."""
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("plain", encrypted=False)
        client = ws.client("plain")
        secret = client.store_with_receipt(f"The spare key is under the {CANARY} flowerpot.", user_id="dana")
        client.store_with_receipt("Bins go out on Tuesday evenings.", user_id="dana")
        client.process_pending()
        assert any(CANARY in r.node.content for r in client.retrieve("where is the spare key", user_id="dana").results)
    return root, str(secret.node_id), str(secret.event_id)


@pytest.mark.slow
def test_forget_from_the_command_line_leaves_no_byte_of_the_text(plain_workspace, tmp_path):
    root, node_id, event_id = plain_workspace
    assert files_holding(root, CANARY.encode())  # the scan sees clear text before forgetting

    declined = prme(root, "forget", "plain", node_id[:8], stdin="n\n")
    assert declined.returncode == 1 and "nothing was forgotten" in declined.stderr
    assert "The spare key is under" in declined.stdout and "cannot be undone" in declined.stdout
    assert node_id[:8] in declined.stdout and event_id[:8] in declined.stdout
    assert prme(root, "get", "plain", node_id[:8]).returncode == 0  # declining changed nothing

    done = prme(root, "forget", "plain", node_id[:8], "--reason", "private", stdin="y\n")
    assert done.returncode == 0, done.stderr
    assert "forgot 1 memory" in done.stdout and "prme compact plain" in done.stdout

    gone = prme(root, "get", "plain", node_id[:8])
    assert gone.returncode == 1 and "no node or event" in gone.stderr
    assert prme(root, "provenance", "plain", node_id).returncode == 1
    listed = prme(root, "nodes", "plain", "--json", "--state", "stable", "--state", "tentative")
    assert listed.returncode == 0 and "Bins go out" in listed.stdout and CANARY not in listed.stdout
    retrieved = prme(root, "retrieve", "plain", "where is the spare key", "--results")
    assert retrieved.returncode == 0 and CANARY not in retrieved.stdout
    export = tmp_path / "export.jsonl"
    assert prme(root, "export", "plain", str(export), "--with-graph").returncode == 0
    assert CANARY not in export.read_text(encoding="utf-8")

    compacted = prme(root, "compact", "plain")
    assert compacted.returncode == 0, compacted.stderr
    assert files_holding(root, CANARY.encode()) == []
    doctor = prme(root, "doctor", "plain")
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr

    with MemoryWorkspace.open(root) as ws:
        client = ws.unlock("plain")
        tombstones = client.engine._db.write_sync(lambda cur: cur.execute(
            "SELECT actor_id, reason, payload FROM operations WHERE op_type = 'forget'").fetchall())
    [(actor, reason, payload)] = tombstones
    assert actor == "dana" and reason == "private" and CANARY not in payload
    assert json.loads(payload)["node_ids"] == [node_id] and event_id in json.loads(payload)["event_ids"]


def test_forget_without_a_terminal_answer_forgets_nothing(plain_workspace):
    root, node_id, _ = plain_workspace
    refused = prme(root, "forget", "plain", node_id[:8])  # stdin is /dev/null: no answer
    assert refused.returncode == 1 and "nothing was forgotten" in refused.stderr
    assert prme(root, "get", "plain", node_id[:8]).returncode == 0


@pytest.mark.slow
def test_forget_through_the_namespace_host(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    hosting = HostingWorkspace.open(root)
    try:
        client = hosting.unlock("notes", PASSPHRASE)
        secret = client.store_with_receipt(f"My bank PIN hint is {CANARY}.", user_id="dana")
        kept = client.store_with_receipt("The dentist is on Elm Street.", user_id="dana")
        # no passphrase in the child: only the host can serve these commands
        found = prme(root, "get", "notes", str(secret.node_id)[:8])
        assert found.returncode == 0 and CANARY in found.stdout, found.stderr
        done = prme(root, "forget", "notes", str(secret.node_id)[:8], "--yes", "--json")
        assert done.returncode == 0, done.stderr
        receipt = json.loads(done.stdout)
        assert receipt["node_ids"] == [str(secret.node_id)] and receipt["tombstone_id"]
        assert client.get_node(secret.node_id, user_id="dana", include_superseded=True) is None
        assert client.get_node(kept.node_id, user_id="dana") is not None
        again = prme(root, "forget", "notes", str(secret.node_id)[:8], "--yes")
        assert again.returncode == 1 and "no node or event" in again.stderr
    finally:
        hosting.close()
