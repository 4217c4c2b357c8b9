"""workspace.json under concurrent writers, re-registering a pack, the registry's file
field, and operations a killed process left half done."""

from __future__ import annotations

import json
import subprocess
import threading

import pytest

from engine import MemoryWorkspace, WorkspaceError
from tests.conftest import CHILD_PYTHON, PASSPHRASE, file_digests, python_child_env
from tests.reliability.workspace_support import Holder, prme
from workspace_app.cli import main


@pytest.mark.slow
def test_six_concurrent_creates_and_an_app_handle_all_survive(tmp_path):
    root = tmp_path / "ws"
    app = MemoryWorkspace.open(root)  # held open the whole time, as the app holds its workspace
    env = {**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE}
    names = [f"team{i}" for i in range(6)]
    children = [
        subprocess.Popen([CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(root), "ns", "create", name],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env, text=True)
        for name in names
    ]
    try:
        app.create_namespace("from-app", passphrase=PASSPHRASE)
        app.set_owner("dana")
        for child in children:
            out, err = child.communicate(timeout=600)
            assert child.returncode == 0 and "created namespace" in out, err
    finally:
        app.close()
    expected = sorted(names + ["from-app"])
    assert app.names() == expected  # the app's handle sees the others' namespaces too
    registry = json.loads((root / "workspace.json").read_text())
    assert sorted(registry["namespaces"]) == expected and registry["owner"] == "dana"
    with MemoryWorkspace.open(root) as ws:
        for name in expected:
            assert ws.unlock(name, PASSPHRASE).get_event("00000000-0000-0000-0000-000000000000") is None


def test_threads_sharing_one_handle_lose_no_namespace(tmp_path):
    with MemoryWorkspace.open(tmp_path / "ws") as ws:
        errors: list[BaseException] = []

        def create(name: str) -> None:
            try:
                ws.create_namespace(name, encrypted=False)
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)

        threads = [threading.Thread(target=create, args=(f"n{i}",)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == []
        assert MemoryWorkspace.open(tmp_path / "ws").names() == ["n0", "n1", "n2", "n3"]


@pytest.mark.slow
def test_an_unregistered_pack_is_named_and_adopted_with_its_memories(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    holder = Holder(root, "notes")
    holder.kill()  # its last write lives in the WAL
    # A lost registry update: the pack is there, the entry is not.
    registry = json.loads((root / "workspace.json").read_text())
    del registry["namespaces"]["notes"]
    (root / "workspace.json").write_text(json.dumps(registry))

    again = prme(root, "ns", "create", "notes")
    assert again.returncode == 1 and "prme ns adopt notes.prme" in again.stderr
    adopted = prme(root, "ns", "adopt", "notes.prme", "--name", "journal")
    assert adopted.returncode == 0, adopted.stderr
    assert "registered notes.prme as namespace journal (encrypted)" in adopted.stdout
    got = prme(root, "get", "journal", holder.event_id)
    assert got.returncode == 0 and "blue pot" in got.stdout, got.stderr
    twice = prme(root, "ns", "adopt", "notes.prme")
    assert twice.returncode == 1 and "already the pack of namespace 'journal'" in twice.stderr
    wrong = prme(root, "ns", "adopt", "notes.prme", "--name", "other", passphrase="not the passphrase")
    assert wrong.returncode == 1 and "already the pack" in wrong.stderr


def test_adopt_refuses_a_wrong_passphrase_and_files_outside_the_workspace(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    registry = json.loads((root / "workspace.json").read_text())
    del registry["namespaces"]["notes"]
    (root / "workspace.json").write_text(json.dumps(registry))
    ws = MemoryWorkspace.open(root)
    with pytest.raises(Exception, match="wrong passphrase"):
        ws.adopt("notes.prme", passphrase="not the passphrase")
    assert ws.names() == []
    outside = tmp_path / "elsewhere.prme"
    outside.write_bytes((root / "namespaces" / "notes.prme").read_bytes())
    with pytest.raises(WorkspaceError, match="is not in"):
        ws.adopt(outside, passphrase=PASSPHRASE)
    with ws:
        assert ws.adopt("notes.prme", passphrase=PASSPHRASE).name == "notes"


def test_a_registry_file_field_leading_out_of_namespaces_is_refused_and_never_unlinked(tmp_path, capsys):
    root = tmp_path / "ws"
    victim = tmp_path / "x.prme"
    victim.write_text("not yours to delete")
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", encrypted=False)
    registry = json.loads((root / "workspace.json").read_text())
    registry["namespaces"]["notes"]["file"] = "../../x.prme"
    (root / "workspace.json").write_text(json.dumps(registry))
    before = file_digests(victim)
    ws = MemoryWorkspace.open(root)
    for attempt in (lambda: ws.delete("notes", confirm="notes"), lambda: ws.unlock("notes"),
                    lambda: ws.rename("notes", "moved")):
        with pytest.raises(WorkspaceError, match="not a plain .prme file name"):
            attempt()
    assert file_digests(victim) == before
    capsys.readouterr()
    assert main(["--workspace", str(root), "ns", "delete", "notes", "--confirm", "notes"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a plain .prme file name" in err
    assert file_digests(victim) == before


@pytest.mark.parametrize("content", ["[]", '{"namespaces": []}', '{"namespaces": {"a": 5}}', "{not json"])
def test_a_registry_of_the_wrong_shape_is_one_clear_error(tmp_path, capsys, content):
    root = tmp_path / "ws"
    MemoryWorkspace.open(root)
    (root / "workspace.json").write_text(content)
    with pytest.raises(WorkspaceError, match="restore it or remove it"):
        MemoryWorkspace.open(root)
    assert main(["--workspace", str(root), "ns", "list"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "restore it or remove it" in err


# A killed create, delete or import: each intent the next open finds is finished or undone.
KILLED = r"""
import os, signal, sys
import engine.workspace as workspace_module
from engine import MemoryWorkspace

op, root, name = sys.argv[1:4]
ws = MemoryWorkspace.open(root)
real_remove, real_client = workspace_module._remove, workspace_module.MemoryClient

def die(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

if op == "create":  # the pack is being made: its file exists, the registry entry not yet
    def made_then_die(*args, **kwargs):
        real_client(*args, **kwargs)
        die()
    workspace_module.MemoryClient = made_then_die
    ws.create_namespace(name, encrypted=False)
elif op == "delete":  # the inbox is gone, the pack not yet
    calls = []
    def remove_then_die(path):
        real_remove(path)
        calls.append(path)
        if len(calls) == 2:
            die()
    workspace_module._remove = remove_then_die
    ws.delete(name, confirm=name)
elif op == "import":  # the import is writing rows into the new namespace
    import engine.client
    engine.client.MemoryClient.import_jsonl = die
    ws.import_namespace(name, sys.argv[4], encrypted=False)
"""


def _killed(op: str, root, name: str, *extra: str) -> None:
    run = subprocess.run([CHILD_PYTHON, "-c", KILLED, op, str(root), name, *extra], env=python_child_env(),
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == -9, run.stderr
    assert json.loads((root / "workspace.json").read_text())["unfinished"], "the kill should leave an intent"


@pytest.mark.slow
def test_killed_create_delete_and_import_are_repaired_on_open(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("keep", encrypted=False)
        ws.create_namespace("gone", encrypted=False)
        export = tmp_path / "keep.jsonl"
        ws.client("keep").export_jsonl(export)
    (root / "inbox" / "gone" / "done").mkdir()
    (root / "inbox" / "gone" / "done" / "diary.txt").write_text("clear text the user dropped")

    _killed("create", root, "half")
    assert (root / "namespaces" / "half.prme").exists()
    ws = MemoryWorkspace.open(root)
    assert ws.names() == ["gone", "keep"] and not (root / "namespaces" / "half.prme").exists()
    assert any("creation of namespace 'half' was interrupted" in r for r in ws.repairs)

    _killed("delete", root, "gone")
    assert (root / "namespaces" / "gone.prme").exists() and not (root / "inbox" / "gone").exists()
    ws = MemoryWorkspace.open(root)
    assert ws.names() == ["keep"] and not (root / "namespaces" / "gone.prme").exists()
    assert any("finished deleting namespace 'gone'" in r for r in ws.repairs)

    _killed("import", root, "copy", str(export))
    ws = MemoryWorkspace.open(root)
    assert ws.names() == ["keep"] and not (root / "namespaces" / "copy.prme").exists()
    assert any("import into new namespace 'copy' was interrupted" in r for r in ws.repairs)
    assert json.loads((root / "workspace.json").read_text())["unfinished"] == []
    # Everything that survived still opens, and the names are free again.
    with ws:
        ws.unlock("keep")
        ws.create_namespace("half", encrypted=False)
        ws.create_namespace("copy", encrypted=False)
