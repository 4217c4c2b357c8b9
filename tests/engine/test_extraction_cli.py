"""`prme ingest` and `prme extractions` on a real workspace."""

from __future__ import annotations

import json

import pytest

from workspace_app.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def ws(tmp_path, capsys):
    root = str(tmp_path / "ws")
    assert run(capsys, "--workspace", root, "ns", "create", "notes", "--plain")[0] == 0
    return root


def test_ingest_text_and_a_conversation_file(ws, tmp_path, capsys):
    code, out, _ = run(capsys, "--workspace", ws, "ingest", "notes", "I live in Boston and I work at Acme Corp.")
    assert code == 0 and "2 claims, 2 entities" in out
    conversation = tmp_path / "chat.txt"
    conversation.write_text("Priya: I moved to Lisbon last year.\nDaniel: I work at Google.\n  and I love it.\n")
    code, out, _ = run(capsys, "--workspace", ws, "ingest", "notes", "--file", str(conversation), "--conversation",
                       "--json")
    rows = json.loads(out)
    assert code == 0 and [r["status"] for r in rows] == ["complete", "complete"]
    code, out, _ = run(capsys, "--workspace", ws, "nodes", "notes", "--type", "fact")
    assert "Priya moved to Lisbon" in out and "Daniel works at Google" in out and "User works at Acme Corp" in out
    code, out, _ = run(capsys, "--workspace", ws, "extractions", "notes", "--json")
    assert json.loads(out)["counts"] == {"pending": 0, "running": 0, "failed": 0, "complete": 3}


def test_a_failed_extraction_is_one_clear_line_then_retried(ws, capsys, monkeypatch):
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "ollama")
    monkeypatch.setenv("PRME_EXTRACTION__BASE_URL", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("PRME_EXTRACTION__MAX_RETRIES", "0")
    code, out, err = run(capsys, "--workspace", ws, "ingest", "notes", "I like green tea.")
    assert code == 1
    assert err.count("prme:") == 1 and "unreachable" in err and "--retry-failed" in err
    code, out, _ = run(capsys, "--workspace", ws, "extractions", "notes", "--status", "failed")
    assert "failed 1" in out and "unreachable" in out
    # With the offline provider the retry succeeds and records what really extracted it.
    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "rules")
    code, out, _ = run(capsys, "--workspace", ws, "extractions", "notes", "--retry-failed", "--process", "--json")
    data = json.loads(out)
    assert data["retried"] == 1 and data["processed"]["completed"] == 1
    assert data["jobs"][0]["provider"] == "rules" and data["jobs"][0]["attempts"] == 2


def test_missing_key_is_a_configuration_error(ws, capsys, monkeypatch):
    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "openai")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    code, _, err = run(capsys, "--workspace", ws, "ingest", "notes", "hello")
    assert code == 1 and "OPENAI_API_KEY" in err


def test_argument_errors(ws, tmp_path, capsys):
    assert run(capsys, "--workspace", ws, "ingest", "notes")[0] == 1
    assert run(capsys, "--workspace", ws, "ingest", "notes", "x", "--file", "nope.txt")[0] == 1
    unnamed = tmp_path / "unnamed.txt"
    unnamed.write_text("no speaker here\nAnn: hi\n")
    code, _, err = run(capsys, "--workspace", ws, "ingest", "notes", "--file", str(unnamed), "--conversation")
    assert code == 1 and "the first line must look like 'Name: text'" in err
