"""prme doctor / compact / rebuild / rekey / watch / export / import from the command line."""

from __future__ import annotations

import json

import pytest

from engine import pack as packs
from engine.keys import Secret
from tests.conftest import PASSPHRASE
from workspace_app.cli import main


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    assert main(["--workspace", str(root), "init", "--owner", "dana"]) == 0
    assert main(["--workspace", str(root), "ns", "create", "notes"]) == 0
    folder = root / "inbox" / "notes"
    (folder / "walks.md").write_text(
        "The kingfisher perches on the willow by the weir.\n\nOtters were seen under the old bridge.\n\n"
        "The footpath floods after heavy rain.\n", encoding="utf-8")
    assert main(["--workspace", str(root), "watch", "notes", "--once", "--settle", "0.1"]) == 0
    return root


def run(workspace, *argv):
    return main(["--workspace", str(workspace), *argv])


def tamper(workspace, *statements):
    shared = packs.acquire(workspace / "namespaces" / "notes.prme", Secret(PASSPHRASE))
    try:
        for sql, params in statements:
            shared.connection.execute(sql, params)
    finally:
        packs.release(shared)


def test_watch_once_captures_and_reports_failures(workspace, capsys):
    folder = workspace / "inbox" / "notes"
    assert (folder / "done" / "walks.md").is_file()
    (folder / "broken.jsonl").write_text('{"content": "ok"}\nnot json\n', encoding="utf-8")
    (folder / "chat.json").write_text(json.dumps([{"role": "user", "content": "The weir was rebuilt in 1998."}]),
                                      encoding="utf-8")
    capsys.readouterr()
    assert run(workspace, "watch", "notes", "--once", "--settle", "0.1") == 1
    out = capsys.readouterr().out
    assert "captured notes/chat.json: 1 memory" in out
    assert "failed notes/broken.jsonl: line 2: not valid JSON" in out
    assert (folder / "failed" / "broken.jsonl.error.txt").is_file()
    assert run(workspace, "nodes", "notes", "--type", "note", "--text", "kingfisher", "--json") == 0
    assert len(json.loads(capsys.readouterr().out)) == 1


@pytest.mark.slow
def test_a_running_watch_shares_its_namespaces_with_other_commands(workspace):
    """`prme watch` held the pack: every other command said "pack notes.prme is open in process N"."""
    import subprocess

    from tests.conftest import CHILD_PYTHON, python_child_env, wait_for

    env = {**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE}
    watch = subprocess.Popen([CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "watch", "notes"],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                             env=env)
    try:
        wait_for(lambda: "watching" in watch.stderr.readline() or watch.poll() is not None, "the watch to start")
        assert watch.poll() is None
        listed = subprocess.run(
            [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "nodes", "notes", "--text",
             "kingfisher", "--json"], capture_output=True, text=True, env=env, timeout=300)
        assert listed.returncode == 0, listed.stderr
        assert len(json.loads(listed.stdout)) == 1
    finally:
        watch.terminate()
        watch.wait(timeout=120)


def test_export_says_plain_text_needs_a_file_and_round_trips(workspace, tmp_path, capsys, monkeypatch):
    capsys.readouterr()
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as missing:
        run(workspace, "export", "notes")
    assert missing.value.code == 2 and "FILE.jsonl" in capsys.readouterr().err
    assert list((workspace / "exports").iterdir()) == [] and not list(tmp_path.glob("*.jsonl"))

    first = tmp_path / "notes.jsonl"
    assert run(workspace, "export", "notes", str(first), "--with-graph") == 0
    captured = capsys.readouterr()
    assert "PLAIN TEXT" in captured.err and str(first) in captured.err and "exported notes" in captured.out
    assert run(workspace, "export", "notes", str(first)) == 1
    assert "already exists" in capsys.readouterr().err

    assert run(workspace, "import", "copy", str(first)) == 0
    assert "into new namespace copy" in capsys.readouterr().out
    second = tmp_path / "copy.jsonl"
    assert run(workspace, "export", "copy", str(second), "--with-graph") == 0
    assert second.read_bytes() == first.read_bytes()
    assert run(workspace, "import", "copy", str(first)) == 1
    assert "empty namespace" in capsys.readouterr().err

    broken = tmp_path / "broken.jsonl"
    broken.write_text(first.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    assert run(workspace, "import", "other", str(broken)) == 1
    assert "cut short" in capsys.readouterr().err
    assert run(workspace, "ns", "list", "--json") == 0
    assert sorted(n["name"] for n in json.loads(capsys.readouterr().out)) == ["copy", "notes"]


def test_doctor_exits_nonzero_on_damage_and_rebuild_repairs_the_snapshot(workspace, capsys):
    capsys.readouterr()
    assert run(workspace, "doctor", "notes") == 0
    assert "0 problem(s)" in capsys.readouterr().out
    tamper(workspace, ("UPDATE vector_snapshot SET data = ?", [b"not a usearch index"]))
    assert run(workspace, "doctor", "notes", "--json") == 1
    report = json.loads(capsys.readouterr().out)
    [snapshot] = [f for f in report["findings"] if f["check"] == "vector snapshot"]
    assert report["ok"] is False and snapshot["status"] == "problem"
    assert run(workspace, "rebuild", "notes") == 0
    assert "rebuilt notes: 3 vectors, 3 lexical documents" in capsys.readouterr().out
    assert run(workspace, "doctor", "notes") == 0

    capsys.readouterr()
    assert run(workspace, "nodes", "notes", "--text", "footpath", "--json") == 0
    [node] = json.loads(capsys.readouterr().out)
    assert run(workspace, "archive", "notes", node["id"]) == 0
    tamper(workspace, ("UPDATE operations SET reason = 'forged'", []))
    capsys.readouterr()
    assert run(workspace, "doctor", "notes") == 1
    out = capsys.readouterr().out
    assert "PROBLEM  operations" in out and "fail their checksum" in out


def test_compact_and_rekey_from_the_command_line(workspace, capsys, monkeypatch):
    capsys.readouterr()
    assert run(workspace, "compact", "notes") == 0
    captured = capsys.readouterr()
    assert "compacted notes:" in captured.out and " -> " in captured.out
    assert "compact: copying" in captured.err  # progress on stderr
    monkeypatch.setenv("PRME_NEW_ENCRYPTION_KEY", "a fresh passphrase for notes")
    assert run(workspace, "rekey", "notes") == 0
    assert "opens only with the new passphrase" in capsys.readouterr().out
    assert run(workspace, "nodes", "notes") == 1
    assert "wrong passphrase" in capsys.readouterr().err
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", "a fresh passphrase for notes")
    assert run(workspace, "nodes", "notes", "--type", "note", "--json") == 0
    assert len(json.loads(capsys.readouterr().out)) == 3
