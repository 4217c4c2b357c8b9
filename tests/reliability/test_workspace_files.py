"""The workspace's files: private modes, nothing left behind by delete, paths with a quote,
an inbox that never follows links, doctor naming orphaned files, the saved context."""

from __future__ import annotations

import os
import stat

import pytest

from engine import FastIngestItem, MemoryWorkspace
from engine.maintenance import closed_pack_findings
from tests.conftest import PASSPHRASE
from tests.reliability.workspace_support import Holder
from workspace_app.capture_inbox import CaptureInbox
from workspace_app.capture_ingest import ingest_fast
from workspace_app.cli import main
from workspace_app.services import WorkspaceServices


def _mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_a_workspace_path_with_a_quote_works_and_injects_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "it's mine'); DROP TABLE nodes; --"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
        event = ws.client("notes").ingest_fast_many([FastIngestItem(content="quoted home")], user_id="dana")[0]
    capsys.readouterr()
    assert main(["--workspace", str(root), "get", "notes", event]) == 0
    assert "quoted home" in capsys.readouterr().out
    # compact attaches the pack and its copy by path too
    assert main(["--workspace", str(root), "compact", "notes"]) == 0
    assert main(["--workspace", str(root), "get", "notes", event]) == 0
    assert "quoted home" in capsys.readouterr().out


@pytest.mark.slow
def test_wal_spill_folder_and_inbox_folders_are_private(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    holder = Holder(root, "notes")  # has written, so its WAL exists
    try:
        folder = root / "namespaces"
        assert _mode(folder / "notes.prme") == 0o600
        assert _mode(folder / "notes.prme.wal") == 0o600
        assert _mode(folder / "notes.prme.tmp") == 0o700
        assert _mode(root / "inbox" / "notes") == 0o700
    finally:
        holder.release()
    assert not (root / "namespaces" / "notes.prme.tmp").exists()  # an empty spill folder goes at close
    with MemoryWorkspace.open(root) as ws:
        ws.unlock("notes", PASSPHRASE)
        (root / "inbox" / "notes" / "good.txt").write_text("a note from the inbox")
        (root / "inbox" / "notes" / "bad.json").write_text("{broken")
        events = CaptureInbox(ws, settle=0.1, poll_interval=0.05, ingest=ingest_fast).run_until_idle(timeout=120)
        assert sorted(e.kind for e in events) == ["captured", "failed"]
    assert _mode(root / "inbox" / "notes" / "done") == 0o700
    assert _mode(root / "inbox" / "notes" / "failed") == 0o700


def test_delete_removes_the_inbox_with_its_clear_text(tmp_path, capsys):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", encrypted=False)
    inbox = root / "inbox" / "notes"
    for sub in ("done", "failed"):
        (inbox / sub).mkdir()
        (inbox / sub / "diary.txt").write_text("dear diary, clear text")
    (inbox / "waiting.txt").write_text("not captured yet")
    assert main(["--workspace", str(root), "ns", "delete", "notes", "--confirm", "notes"]) == 0
    assert not inbox.exists()
    assert sorted(os.listdir(root / "namespaces")) == []


def test_the_inbox_never_follows_a_link(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("a system file the inbox must not read")
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", passphrase=PASSPHRASE)
        (root / "inbox" / "notes" / "link.txt").symlink_to(outside)
        [event] = CaptureInbox(ws, settle=0.1, poll_interval=0.05, ingest=ingest_fast).run_until_idle(timeout=120)
        assert event.kind == "failed" and "symbolic link" in event.reason
        assert ws.client("notes").get_events(ws.owner) == []
    assert outside.read_text() == "a system file the inbox must not read"
    assert (root / "inbox" / "notes" / "failed" / "link.txt").is_symlink()


def test_doctor_names_an_orphaned_wal_and_a_leftover_maintenance_copy(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", encrypted=False)
    folder = root / "namespaces"
    (folder / "old.prme.wal").write_bytes(b"writes of a pack that was moved away")
    (folder / ".notes.prme.prme-maint-999999999-abcd.tmp").write_bytes(b"half a copy")
    findings = closed_pack_findings(folder / "notes.prme")
    problems = [f for f in findings if f.status == "problem"]
    assert len(problems) == 1 and "old.prme.wal has no pack beside it" in problems[0].message
    assert any("interrupted compact or rekey" in f.message for f in findings if f.status == "warning")


def test_an_empty_user_is_refused_not_read_as_the_owner(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    capsys.readouterr()
    assert main(["--workspace", str(root), "store", "notes", "hello", "--user", ""]) == 1
    err = capsys.readouterr().err
    assert "--user" in err and err.count("\n") == 1
    with MemoryWorkspace.open(root) as ws:
        assert ws.unlock("notes", PASSPHRASE).get_events("dana") == []


def test_saved_context_is_private_and_never_overwritten(tmp_path, monkeypatch):
    import workspace_app.services as services_module

    class Frozen(services_module.datetime):  # every save lands in the same second
        @classmethod
        def now(cls, tz=None):
            return services_module.datetime(2026, 12, 1, 9, 30, 0, tzinfo=tz)

    monkeypatch.setattr(services_module, "datetime", Frozen)
    services = WorkspaceServices(tmp_path / "ws")
    try:
        saved = [services.export_context(f"context number {i}") for i in range(3)]
    finally:
        services.close()
    assert len(set(saved)) == 3
    assert [p.read_text() for p in saved] == [f"context number {i}" for i in range(3)]
    assert all(_mode(p) == 0o600 for p in saved)


def test_the_registry_is_private(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", encrypted=False)
    assert _mode(root / "workspace.json") == 0o600 and _mode(root / ".workspace.lock") == 0o600
