"""The command line: one clear line per error, no traceback, secrets never in argv."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env
from workspace_app.cli import main


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    assert main(["--workspace", str(root), "init", "--owner", "dana"]) == 0
    assert main(["--workspace", str(root), "ns", "create", "notes", "--description", "mine"]) == 0
    return root


def test_store_list_and_get(workspace, capsys):
    capsys.readouterr()
    assert main(["--workspace", str(workspace), "store", "notes", "I live in Boston", "--type", "fact", "--json"]) == 0
    stored = json.loads(capsys.readouterr().out)
    assert stored["status"] == "complete"
    assert main(["--workspace", str(workspace), "nodes", "notes", "--type", "fact", "--json"]) == 0
    [node] = json.loads(capsys.readouterr().out)
    assert node["content"] == "I live in Boston" and node["user_id"] == "dana"
    assert main(["--workspace", str(workspace), "get", "notes", stored["node_id"]]) == 0
    assert "I live in Boston" in capsys.readouterr().out
    assert main(["--workspace", str(workspace), "ns", "list", "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert listed["name"] == "notes" and listed["encrypted"] is True


def test_escape_sequences_in_a_memory_are_printed_written_out(workspace, capsys):
    """An agent or a file may store ESC: listing memories must not recolour, clear or retitle
    the terminal. The text shows its control characters as escapes; --json keeps them exact."""
    text = "Deploy note \x1b]0;owned\x07 then \x1b[2J\x1b[31mred"
    assert main(["--workspace", str(workspace), "store", "notes", text, "--json"]) == 0
    node_id = json.loads(capsys.readouterr().out)["node_id"]
    for argv in (["nodes", "notes"], ["get", "notes", node_id], ["retrieve", "notes", "deploy note"]):
        assert main(["--workspace", str(workspace), *argv]) == 0
        out = capsys.readouterr().out
        assert "\x1b" not in out and "\x07" not in out and "Deploy note" in out, argv
        if argv[0] == "get":
            assert "Deploy note \\x1b]0;owned\\x07 then \\x1b[2J\\x1b[31mred" in out
    assert main(["--workspace", str(workspace), "get", "notes", node_id, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["content"] == text


def test_an_event_shows_when_it_happened_beside_when_it_was_recorded(workspace, capsys):
    assert main(["--workspace", str(workspace), "store", "notes", "Moved to Porto", "--event-time", "2025-06-03",
                 "--json"]) == 0
    stored = json.loads(capsys.readouterr().out)
    assert main(["--workspace", str(workspace), "get", "notes", stored["event_id"]]) == 0
    assert "happened 2025-06-03 00:00" in capsys.readouterr().out
    assert main(["--workspace", str(workspace), "provenance", "notes", stored["node_id"]]) == 0
    assert f"{stored['event_id']}  2025-06-03 00:00" in capsys.readouterr().out


def test_ns_list_says_when_a_namespaces_pack_is_gone(workspace, capsys):
    (workspace / "namespaces" / "notes.prme").unlink()
    capsys.readouterr()
    assert main(["--workspace", str(workspace), "ns", "list"]) == 0
    assert "notes" in (out := capsys.readouterr().out) and "MISSING: no pack at" in out
    assert main(["--workspace", str(workspace), "ns", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["missing"] is True


def test_a_mistyped_workspace_is_named_not_created(tmp_path, monkeypatch, capsys):
    """Only init, ns create and import make a workspace: any other command on a folder that holds
    none (a typo, an unset variable giving "") used to turn it into one, silently."""
    typo = tmp_path / "wrokspace"
    for argv in (["nodes", "notes"], ["ns", "list"], ["mcp", "--namespace", "notes"], ["serve", "notes"]):
        assert main(["--workspace", str(typo), *argv]) == 1, argv
        assert f"no workspace at {typo}" in capsys.readouterr().err
        assert not typo.exists()
    monkeypatch.setenv("PRME_WORKSPACE", str(typo))
    assert main(["ns", "list"]) == 1 and "no workspace at" in capsys.readouterr().err
    assert main(["--workspace", "", "ns", "list"]) == 1
    assert "--workspace is empty" in capsys.readouterr().err
    assert main(["init"]) == 0 and (typo / "workspace.json").is_file()  # init makes it where asked
    assert main(["ns", "list"]) == 0


def test_errors_are_one_line_without_traceback(workspace, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", "wrong")
    run = subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "nodes", "notes"],
        capture_output=True, text=True, env={**python_child_env(), "PRME_ENCRYPTION_KEY": "wrong"}, stdin=subprocess.DEVNULL,
    )
    assert run.returncode == 1
    assert run.stderr.strip().count("\n") == 0 and "Traceback" not in run.stderr
    assert "wrong passphrase" in run.stderr and "wrong" not in run.stderr.replace("wrong passphrase", "")


def test_output_into_a_reader_that_stopped_ends_quietly(workspace):
    # `prme nodes notes | head -1`: the reader is gone before prme writes (its end of the pipe
    # is closed first, so the write fails every time, not only when the output is long).
    for text in ("first note", "second note"):
        assert main(["--workspace", str(workspace), "store", "notes", text]) == 0
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        run = subprocess.run(
            [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "nodes", "notes"],
            stdout=write_end, stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL,
            env={**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE},
        )
    finally:
        os.close(write_end)
    assert run.returncode == 141, run.stderr
    assert run.stderr == ""


@pytest.mark.parametrize(
    "argv,expected",
    [
        (["nodes", "missing"], "no namespace named 'missing'"),
        (["ns", "create", "../x"], "path separators"),
        (["get", "notes", "not-an-id"], "no node or event"),
        (["nodes", "notes", "--limit", "0"], "--limit"),
        (["ns", "delete", "notes"], "--confirm"),
    ],
)
def test_user_errors(workspace, capsys, argv, expected):
    capsys.readouterr()
    assert main(["--workspace", str(workspace), *argv]) == 1
    err = capsys.readouterr().err
    assert expected in err and err.count("\n") == 1


def test_no_passphrase_without_a_terminal(workspace, monkeypatch, capsys):
    monkeypatch.delenv("PRME_ENCRYPTION_KEY")
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    capsys.readouterr()
    assert main(["--workspace", str(workspace), "nodes", "notes"]) == 1
    assert "PRME_ENCRYPTION_KEY" in capsys.readouterr().err


def test_retrieve_prints_the_context_within_budget(workspace, capsys):
    main(["--workspace", str(workspace), "store", "notes", "My dentist is Dr. Okafor on Elm Street"])
    main(["--workspace", str(workspace), "store", "notes", "The car needs new tyres before winter"])
    capsys.readouterr()
    assert main(["--workspace", str(workspace), "retrieve", "notes", "who is my dentist", "--budget", "200", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "Dr. Okafor" in data["context"]
    assert data["results"][0]["content"].startswith("My dentist")
    assert 0 < data["tokens_used"] <= 200
