"""prme promote|archive|supersede|contradict|resolve|dismiss, prme contradictions, prme provenance."""

from __future__ import annotations

import json
import uuid

import pytest

from engine import MemoryWorkspace
from tests.conftest import PASSPHRASE
from workspace_app.cli import main


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    assert main(["--workspace", str(root), "init", "--owner", "dana"]) == 0
    assert main(["--workspace", str(root), "ns", "create", "notes"]) == 0
    return root


def run(workspace, capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["--workspace", str(workspace), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def store(workspace, *texts: str) -> list[str]:
    """Set-up through the library (one unlock instead of one CLI run per memory)."""
    with MemoryWorkspace.open(workspace) as ws:
        client = ws.unlock("notes", PASSPHRASE)
        return [str(client.store_with_receipt(t, user_id=ws.owner, node_type="fact").node_id) for t in texts]


@pytest.mark.slow
def test_curating_from_the_command_line(workspace, capsys, monkeypatch):
    # Curation by hand: the store path's update check is off, so the pairs stay as stored.
    monkeypatch.setenv("PRME_ENABLE_STORE_SUPERSEDENCE", "false")
    old, new, a, b = store(workspace, "The team meets on Mondays", "The team meets on Tuesdays",
                           "The office is in Berlin", "The office is in Hamburg")

    code, out, _ = run(workspace, capsys, "promote", "notes", old, "--reason", "checked the calendar")
    assert code == 0 and out.startswith("promoted") and "stable" in out
    code, out, _ = run(workspace, capsys, "supersede", "notes", old, new, "--json")
    assert code == 0
    [superseded] = json.loads(out)
    assert superseded["lifecycle_state"] == "superseded" and superseded["superseded_by"] == new

    assert run(workspace, capsys, "contradict", "notes", a, b, "--actor", "reviewer")[0] == 0
    code, out, _ = run(workspace, capsys, "contradictions", "notes", "--json")
    [pair] = json.loads(out)["pairs"]
    assert {pair["first"]["id"], pair["second"]["id"]} == {a, b}
    code, out, _ = run(workspace, capsys, "resolve", "notes", b, a, "--reason", "moved last year")
    assert code == 0 and "resolved" in out and "deprecated" in out
    code, out, _ = run(workspace, capsys, "contradictions", "notes")
    assert out.strip() == "no open contradictions"

    code, out, _ = run(workspace, capsys, "provenance", "notes", a)
    assert code == 0
    assert "The office is in Berlin" in out
    assert "contradict" in out and "tentative -> contested" in out and "by reviewer" in out
    assert "resolve_contradiction" in out and "contested -> deprecated" in out and "by dana" in out
    code, out, _ = run(workspace, capsys, "provenance", "notes", a, "--limit", "1", "--json")
    page = json.loads(out)
    assert [op["op_type"] for op in page["operations"]] == ["contradict"]
    code, out, _ = run(workspace, capsys, "provenance", "notes", a, "--limit", "1", "--cursor",
                       page["next_operation_cursor"], "--json")
    assert [op["op_type"] for op in json.loads(out)["operations"]] == ["resolve_contradiction"]

    assert run(workspace, capsys, "archive", "notes", new)[0] == 0
    assert run(workspace, capsys, "nodes", "notes", "--state", "archived", "--json")[0] == 0


def test_a_request_id_makes_a_retry_safe(workspace, capsys):
    (node,) = store(workspace, "Lunch is at noon")
    request = str(uuid.uuid4())
    first = run(workspace, capsys, "promote", "notes", node, "--request-id", request, "--json")
    again = run(workspace, capsys, "promote", "notes", node, "--request-id", request, "--json")
    assert first[0] == again[0] == 0 and json.loads(first[1]) == json.loads(again[1])
    code, _, err = run(workspace, capsys, "promote", "notes", node, "--request-id", request, "--reason", "other")
    assert code == 1 and "already used" in err


ERRORS = [
    (["promote", "notes", "{stable}"], "stable -> stable"),
    (["archive", "notes", str(uuid.UUID(int=7))], "no such node"),
    (["promote", "notes", "not-an-id"], "no such node"),
    (["contradict", "notes", "{stable}", "{stable}"], "same node"),
    (["resolve", "notes", "{tentative}", "{stable}"], "stable -> deprecated"),
    (["supersede", "notes", "{stable}", "{tentative}", "--evidence", "nope"], "evidence_id"),
    (["provenance", "notes", str(uuid.UUID(int=7))], "no node"),
    (["provenance", "notes", "{stable}", "--limit", "0"], "--limit"),
    (["provenance", "notes", "{stable}", "--cursor", "bogus"], "operation_cursor"),
    (["promote", "notes", "{stable}", "--user", "someone-else"], "no such node"),
]


def test_errors_are_one_clear_line(workspace, capsys):
    stable, tentative = store(workspace, "A stable memory", "A tentative memory")
    assert run(workspace, capsys, "promote", "notes", stable)[0] == 0
    for argv, expected in ERRORS:
        argv = [a.format(stable=stable, tentative=tentative) for a in argv]
        code, out, err = run(workspace, capsys, *argv)
        assert code == 1 and out == "", argv
        assert err.startswith("prme: ") and err.count("\n") == 1 and "Traceback" not in err, err
        assert expected in err, (argv, err)
    code, out, _ = run(workspace, capsys, "provenance", "notes", tentative, "--json")
    assert json.loads(out)["operations"] == []  # the refused changes left no record


def test_get_and_provenance_say_when_a_memory_was_retired_and_by_what(workspace, capsys):
    old, new, berlin, hamburg = store(workspace, "My dentist is Dr. Okafor", "My dentist is now Dr. Lindqvist",
                                      "The office is in Berlin", "The office is in Hamburg")
    # The update check superseded the dentist on its own and put the two offices to a person.
    for command in ("get", "provenance"):
        code, out, _ = run(workspace, capsys, command, "notes", old)
        assert code == 0
        assert "retired: superseded 20" in out and "(automatic update)" in out, out
        assert f"by {new} “My dentist is now Dr. Lindqvist”" in out and "why: " in out
        code, out, _ = run(workspace, capsys, command, "notes", old, "--json")
        gone = json.loads(out)["retirement"]
        assert gone["state"] == "superseded" and gone["by_id"] == new and gone["at"] and gone["automatic"]
        assert gone["by_content"] == "My dentist is now Dr. Lindqvist" and gone["reason"]
    code, out, _ = run(workspace, capsys, "get", "notes", new, "--json")
    assert json.loads(out)["retirement"] is None and "retired" not in run(workspace, capsys, "get", "notes", new)[1]

    assert run(workspace, capsys, "resolve", "notes", hamburg, berlin, "--reason", "we moved in May")[0] == 0
    code, out, _ = run(workspace, capsys, "get", "notes", berlin)
    assert "deprecated 20" in out and "(decided by dana)" in out, out
    assert f"lost a contradiction to {hamburg} “The office is in Hamburg”" in out and "why: we moved in May" in out


def test_list_and_reverse_an_automatic_update(workspace, capsys):
    old, new = store(workspace, "My gym is FitZone on Elm Street", "My gym is now Kraftwerk by the river")
    code, out, _ = run(workspace, capsys, "supersessions", "notes")
    assert code == 0 and "applied" in out and "automatic" in out and old in out and new in out, out
    assert "prme unsupersede notes OLD_ID" in out
    # By the short id store printed, as everywhere else an id is asked for.
    code, out, _ = run(workspace, capsys, "unsupersede", "notes", old[:8], "--reason", "I still go to FitZone")
    assert code == 0 and out.startswith("current again:") and old in out
    [record] = json.loads(run(workspace, capsys, "supersessions", "notes", "--json")[1])
    assert record["reversed"] and not record["reversible"]
    code, out, _ = run(workspace, capsys, "provenance", "notes", old)
    assert "supersede" in out and "reverse_supersession" in out and "by dana" in out
    code, _, err = run(workspace, capsys, "unsupersede", "notes", old)  # nothing left to reverse
    assert code != 0 and "not superseded" in err and "FitZone" not in err


def test_a_memory_dated_before_what_already_replaced_it_is_stored_as_history(workspace, capsys):
    """Stated late about an earlier time, a memory goes straight into history; store says so
    instead of only "stored node ..."."""
    assert run(workspace, capsys, "store", "notes", "I live in Lisbon", "--event-time", "2025-06-03")[0] == 0
    code, out, _ = run(workspace, capsys, "store", "notes", "I moved to Porto", "--event-time", "2026-03-01")
    assert code == 0 and "replaces “I live in Lisbon”" in out, out
    code, out, _ = run(workspace, capsys, "store", "notes", "I moved to Madrid", "--event-time", "2024-01-01")
    assert code == 0 and "stored as history: “I moved to Porto”" in out, out
    code, out, _ = run(workspace, capsys, "nodes", "notes", "--text", "Madrid", "--state", "superseded", "--json")
    assert [n["content"] for n in json.loads(out)] == ["I moved to Madrid"]
