"""Rename and delete through the real CLI: a WAL left by an unclean close moves with its pack,
and a pack open in another process is never renamed or deleted under it."""

from __future__ import annotations

import json

import pytest

from engine import MemoryWorkspace, PackInUseError
from tests.conftest import PASSPHRASE, file_digests
from tests.reliability.workspace_support import Holder, prme


@pytest.fixture
def workspace(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    return root


@pytest.mark.slow
def test_rename_after_unclean_close_keeps_acknowledged_writes(workspace):
    holder = Holder(workspace, "notes")
    holder.kill()  # SIGKILL: the acknowledged event lives only in the WAL
    assert (workspace / "namespaces" / "notes.prme.wal").exists()

    renamed = prme(workspace, "ns", "rename", "notes", "renamed")
    assert renamed.returncode == 0, renamed.stderr
    assert sorted(p.name for p in (workspace / "namespaces").glob("*.wal")) == ["renamed.prme.wal"]

    got = prme(workspace, "get", "renamed", holder.event_id)
    assert got.returncode == 0, got.stderr
    assert "the spare key is under the blue pot" in got.stdout

    # A new namespace under the old name starts empty and leaves the renamed one whole.
    assert prme(workspace, "ns", "create", "notes").returncode == 0
    assert "blue pot" in prme(workspace, "get", "renamed", holder.event_id).stdout


@pytest.mark.slow
def test_rename_and_delete_of_a_held_pack_are_refused_with_the_holders_pid(workspace):
    holder = Holder(workspace, "notes")
    try:
        files = sorted((workspace / "namespaces").iterdir())
        before = file_digests(workspace / "workspace.json", workspace / "namespaces" / "notes.prme")
        for args in (("ns", "rename", "notes", "moved"), ("ns", "delete", "notes", "--confirm", "notes")):
            run = prme(workspace, *args)
            assert run.returncode == 1
            assert f"open in process {holder.pid}" in run.stderr and run.stderr.count("\n") == 1
            assert "Traceback" not in run.stderr
        assert sorted((workspace / "namespaces").iterdir()) == files
        assert file_digests(workspace / "workspace.json", workspace / "namespaces" / "notes.prme") == before
    finally:
        holder.release()
    # Once the holder is gone, the same commands work and the write it acknowledged is kept.
    assert prme(workspace, "ns", "rename", "notes", "moved").returncode == 0
    assert "blue pot" in prme(workspace, "get", "moved", holder.event_id).stdout
    assert prme(workspace, "ns", "delete", "moved", "--confirm", "moved").returncode == 0
    assert json.loads((workspace / "workspace.json").read_text())["namespaces"] == {}
    assert list((workspace / "namespaces").iterdir()) == []


def test_delete_from_a_second_handle_is_refused_while_the_namespace_is_open(tmp_path):
    with MemoryWorkspace.open(tmp_path / "ws") as ws:
        ws.create_namespace("notes", passphrase=PASSPHRASE)
        other = MemoryWorkspace.open(tmp_path / "ws")  # an app-style second handle in this process
        for attempt in (lambda: other.delete("notes", confirm="notes"), lambda: other.rename("notes", "moved")):
            with pytest.raises(PackInUseError, match="open in this process"):
                attempt()
        assert other.names() == ["notes"] and ws.pack_path("notes").exists()
        assert ws.client("notes").get_event("00000000-0000-0000-0000-000000000000") is None  # still usable
