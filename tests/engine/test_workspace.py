"""MemoryWorkspace: a folder of namespaces, each its own encrypted pack."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import EncryptionError, MemoryWorkspace
from engine.errors import NamespaceLockedError, NamespaceNotFoundError, WorkspaceError
from tests.conftest import PASSPHRASE


def test_create_list_lock_unlock(tmp_path):
    ws = MemoryWorkspace.open(tmp_path / "ws")
    info = ws.create_namespace("journal", passphrase=PASSPHRASE, description="my notes")
    assert info.encrypted and info.unlocked and info.path.name == "journal.prme"
    ws.client("journal").store("first entry", user_id=ws.owner)
    ws.create_namespace("scratch", encrypted=False)

    listed = {i.name: i for i in ws.list_namespaces()}
    assert set(listed) == {"journal", "scratch"}
    assert listed["journal"].size_bytes > 0 and listed["journal"].description == "my notes"
    assert (tmp_path / "ws" / "inbox" / "journal").is_dir()

    ws.lock("journal")
    assert not ws.info("journal").unlocked
    with pytest.raises(NamespaceLockedError):
        ws.client("journal")
    with pytest.raises(EncryptionError):
        ws.unlock("journal", "not the passphrase")
    assert ws.unlock("journal", PASSPHRASE).count_nodes(ws.owner) == 1
    ws.close()

    registry = (tmp_path / "ws" / "workspace.json").read_text()
    assert PASSPHRASE not in registry
    assert json.loads(registry)["namespaces"]["journal"]["encrypted"] is True


def test_reopened_workspace_keeps_namespaces(tmp_path):
    with MemoryWorkspace.open(tmp_path) as ws:
        ws.create_namespace("a", passphrase=PASSPHRASE)
    with MemoryWorkspace.open(tmp_path) as ws:
        assert ws.names() == ["a"] and not ws.is_unlocked("a")


def test_rename_and_delete(tmp_path):
    with MemoryWorkspace.open(tmp_path) as ws:
        ws.create_namespace("old", passphrase=PASSPHRASE)
        ws.client("old").store("kept across rename", user_id="me")
        with pytest.raises(WorkspaceError, match="lock"):
            ws.rename("old", "new")
        ws.lock("old")
        ws.rename("old", "new")
        assert ws.names() == ["new"]
        assert ws.unlock("new", PASSPHRASE).count_nodes("me") == 1
        with pytest.raises(ValueError, match="confirm"):
            ws.delete("new", confirm="nope")
        assert ws.names() == ["new"]
        ws.delete("new", confirm="new")
        assert ws.names() == [] and not (tmp_path / "namespaces" / "new.prme").exists()
        with pytest.raises(NamespaceNotFoundError):
            ws.info("new")


@pytest.mark.parametrize("name", ["../escape", "a/b", "a\\b", ".hidden", "..", "", "x" * 65, "sp ace"])
def test_bad_namespace_names_are_refused(tmp_path, name):
    with MemoryWorkspace.open(tmp_path) as ws:
        with pytest.raises(ValueError, match="name"):
            ws.create_namespace(name, passphrase=PASSPHRASE)
        assert ws.names() == []
    assert list((tmp_path / "namespaces").iterdir()) == []


def test_encrypted_namespace_needs_a_passphrase(tmp_path):
    with MemoryWorkspace.open(tmp_path) as ws:
        with pytest.raises(ValueError, match="passphrase"):
            ws.create_namespace("n")
        with pytest.raises(WorkspaceError, match="exists"):
            ws.create_namespace("n", passphrase=PASSPHRASE)
            ws.create_namespace("n", passphrase=PASSPHRASE)


def test_handles_see_and_keep_each_others_changes(tmp_path):
    first, second = MemoryWorkspace.open(tmp_path), MemoryWorkspace.open(tmp_path)
    with first, second:
        first.create_namespace("a", encrypted=False)
        assert second.names() == ["a"]  # re-read, not a stale copy
        second.set_owner("dana")  # rewrites the registry without dropping "a"
        second.create_namespace("b", encrypted=False)
        assert first.names() == ["a", "b"] and first.owner == "dana"


def test_paths_enter_sql_as_one_quoted_literal():
    from engine.pack import sql_path

    assert sql_path(Path("/tmp/it's")) == "'/tmp/it''s'"
    with pytest.raises(ValueError, match="NUL"):
        sql_path(Path("/tmp/a\0b"))
