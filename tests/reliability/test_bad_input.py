"""Bad input gets one line on stderr and a non-zero exit, never a traceback, and leaves the
stored memories as they were. The CLI runs as real subprocesses on a real encrypted pack;
the API cases run in process."""

from __future__ import annotations

import json
import subprocess
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from engine import InputTooLargeError, MemoryWorkspace
from tests.conftest import CHILD_PYTHON, PASSPHRASE, ROOT, python_child_env
from workspace_app.cli import main

DEEP_JSON = "[" * 5000 + "]" * 5000


def build_workspace(root: Path) -> dict:
    """A workspace with one encrypted namespace holding a memory, and a good export of it."""
    mp = pytest.MonkeyPatch()
    mp.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    try:
        assert main(["--workspace", str(root), "init", "--owner", "dana"]) == 0
        assert main(["--workspace", str(root), "ns", "create", "notes"]) == 0
        assert main(["--workspace", str(root), "store", "notes", "The otter holt is under the alder."]) == 0
        export = root.parent / "notes.jsonl"
        assert main(["--workspace", str(root), "export", "notes", str(export), "--with-graph"]) == 0
    finally:
        mp.undo()
    lines = [json.loads(line) for line in export.read_text(encoding="utf-8").splitlines()]
    node_id = next(line["id"] for line in lines if line["kind"] == "node")
    return {"root": root, "export_lines": lines, "node": node_id, "stored": stored(root)}


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> dict:
    return build_workspace(tmp_path_factory.mktemp("bad-input") / "ws")


def held(context: dict, tmp: Path, case: str) -> tuple[bool, str]:
    """Run one bad-input case; (True, line) when it gave one line, a non-zero exit and changed nothing
    (the memories are still exactly as the workspace was built: no case, nor any before it, changed them)."""
    build, stdin, words = CASES[case]
    result = prme(context["root"], *build(context, tmp), stdin=stdin)
    err = result.stderr.decode("utf-8", "replace")
    lines = [line for line in err.splitlines() if line.strip()]
    ok = (
        result.returncode != 0 and len(lines) == 1 and lines[0].startswith("prme: ") and "Traceback" not in err
        and words in lines[0] and stored(context["root"]) == context["stored"]
    )
    return ok, lines[0] if len(lines) == 1 else err[-300:]


def stored(root: Path) -> list[tuple]:
    """Every event and node of the namespace, as a comparable fingerprint."""
    with MemoryWorkspace.open(root) as ws:
        client = ws.unlock("notes", PASSPHRASE)
        nodes = client.query_nodes(user_id="dana", limit=100)
        return sorted((str(n.id), n.content, n.lifecycle_state.value, n.confidence) for n in nodes) + [
            tuple(sorted(ws.names()))
        ]


def prme(root: Path, *argv: str | bytes, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    env = dict(python_child_env(), PRME_ENCRYPTION_KEY=PASSPHRASE)
    return subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(root), *argv],
        input=stdin, capture_output=True, cwd=ROOT, env=env, timeout=600,
    )


def _write_export(tmp: Path, lines: list) -> str:
    path = tmp / "bad.jsonl"
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines), encoding="utf-8")
    return str(path)


def _duplicate_event(lines: list[dict]) -> list:
    i = next(i for i, line in enumerate(lines) if line["kind"] == "event")
    end = dict(lines[-1], counts={**lines[-1]["counts"], "event": lines[-1]["counts"]["event"] + 1})
    return lines[: i + 1] + [lines[i]] + lines[i + 1:-1] + [end]


def _deep(lines: list[dict]) -> list:
    text = [json.dumps(line) for line in lines]
    text[1] = text[1][:-1] + ', "metadata": ' + DEEP_JSON + "}"
    return text


def _event_time_past_9999_in_utc(lines: list[dict]) -> list:
    return [dict(line, event_time="9999-12-31T23:59:59-12:00") if line["kind"] == "event" else line for line in lines]


def _pack_copy(c: dict, tmp: Path) -> str:
    copy = tmp / "backup.prme"
    copy.write_bytes((c["root"] / "namespaces" / "notes.prme").read_bytes())
    return str(copy)


def _with_graph_no(lines: list[dict]) -> list:
    return [dict(lines[0], with_graph="no")] + lines[1:]


# name -> (argv builder(ctx, tmp) , stdin, words expected in the one line)
CASES = {
    "undecodable bytes in the text": (lambda c, t: ["store", "notes", b"caf\xe9 \xff"], None, "text: is not valid UTF-8"),
    "undecodable bytes in --reason": (
        lambda c, t: ["archive", "notes", c["node"], "--reason", b"\xff\xfe"], None, "reason: is not valid UTF-8"),
    "undecodable bytes in --actor": (
        lambda c, t: ["archive", "notes", c["node"], "--actor", b"\xc3\x28"], None, "actor: is not valid UTF-8"),
    "undecodable bytes in --text": (lambda c, t: ["nodes", "notes", "--text", b"\xff"], None, "text: is not valid UTF-8"),
    "a query far too long": (lambda c, t: ["retrieve", "notes", "otter " * 20_000], None, "query: at most"),
    "stdin over the 10 MiB cap": (
        lambda c, t: ["ingest", "notes", "--file", "-"], b"a" * (10 * 1024 * 1024 + 10), "larger than 10 MiB"),
    "stdin that is not UTF-8": (lambda c, t: ["ingest", "notes", "--file", "-"], b"\xff\xfe\xfd", "not UTF-8"),
    "import with a duplicate event id": (
        lambda c, t: ["import", "fresh", _write_export(t, _duplicate_event(c["export_lines"]))], None,
        "duplicate event id"),
    "import with 5000-deep JSON": (
        lambda c, t: ["import", "fresh", _write_export(t, _deep(c["export_lines"]))], None, "nested more than"),
    "import with with_graph \"no\"": (
        lambda c, t: ["import", "fresh", _write_export(t, _with_graph_no(c["export_lines"]))], None,
        "with_graph must be true or false"),
    "import of a file that is not an export": (
        lambda c, t: ["import", "fresh", _write_export(t, ["just some text"])], None, "not valid JSON"),
    "an unknown node id": (lambda c, t: ["archive", "notes", "not-a-uuid"], None, "not-a-uuid"),
    # Past year 9999 once in UTC: stored, it used to be acknowledged, then fail in the writer and
    # on every later open (OverflowError), and the namespace no longer opened.
    "an event time past 9999 in UTC": (
        lambda c, t: ["store", "notes", "From the far future.", "--event-time", "9999-12-31T23:59:59-12:00"], None,
        "out of range (years 1 to 9999 in UTC)"),
    "an event time before year 1 in UTC": (
        lambda c, t: ["store", "notes", "From the far past.", "--event-time", "0001-01-01T00:00:00+14:00"], None,
        "out of range"),
    # An export with --force over a pack used to replace it with clear text: the namespace was gone.
    "an export over the namespace's own pack": (
        lambda c, t: ["export", "notes", str(c["root"] / "namespaces" / "notes.prme"), "--force"], None,
        "among the workspace's own files"),
    "an export into the capture inbox": (
        lambda c, t: ["export", "notes", str(c["root"] / "inbox" / "notes.jsonl")], None,
        "among the workspace's own files"),
    "an export over a pack kept outside the workspace": (
        lambda c, t: ["export", "notes", _pack_copy(c, t), "--force"], None, "is a memory pack"),
    "import with an event time past 9999 in UTC": (
        lambda c, t: ["import", "fresh", _write_export(t, _event_time_past_9999_in_utc(c["export_lines"]))], None,
        "out of range"),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_bad_cli_input_is_one_line_and_changes_nothing(workspace, tmp_path, case):
    ok, line = held(workspace, tmp_path, case)
    assert ok, line


@pytest.mark.slow
def test_a_workspace_json_of_the_wrong_shape_is_one_line(workspace, tmp_path):
    import shutil

    root = tmp_path / "ws"
    shutil.copytree(workspace["root"], root)
    for shape in ("[]", '{"namespaces": 5}', '{"namespaces": [1, 2]}', "not json"):
        (root / "workspace.json").write_text(shape, encoding="utf-8")
        result = prme(root, "ns", "list")
        err = result.stderr.decode()
        assert result.returncode != 0
        assert len(err.strip().splitlines()) == 1 and err.startswith("prme: "), err
        assert "Traceback" not in err
        assert "workspace.json" in err and "restore it or remove it" in err


def test_debug_shows_the_traceback(workspace):
    result = prme(workspace["root"], "--debug", "archive", "notes", "not-a-uuid")
    err = result.stderr.decode()
    assert result.returncode == 1
    assert err.startswith("prme: ") and "Traceback" in err


# --- the API cases behind the CLI ---------------------------------------------------------------

def test_api_bad_values_raise_typed_one_line_errors(client):
    client.store("The otter holt is under the alder.", user_id="dana")
    with pytest.raises(ValueError, match="ttl_days: at most"):
        client.store("Lasts too long.", user_id="dana", ttl_days=3_000_000)
    with pytest.raises(ValueError, match="content_contains_any: every item must be a string"):
        client.query_nodes(user_id="dana", content_contains_any=[5])
    with pytest.raises(ValueError, match="content_contains_any: must be a list of strings"):
        client.query_nodes(user_id="dana", content_contains_any="otter")
    with pytest.raises(InputTooLargeError, match="query: at most"):
        client.retrieve("otter " * 2_000_000, user_id="dana")
    with pytest.raises(ValueError, match="content: is not valid UTF-8"):
        client.store("caf\udce9", user_id="dana")
    far = datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-12)))
    with pytest.raises(ValueError, match="event_time: .* is out of range"):
        client.store("From the far future.", user_id="dana", event_time=far)
    with pytest.raises(ValueError, match="event_time: .* is out of range"):
        client.ingest("From the far future.", user_id="dana", event_time=far)
    with pytest.raises(ValueError, match="knowledge_at: .* is out of range"):
        client.retrieve("otter", user_id="dana", knowledge_at=far)
    with pytest.raises(InputTooLargeError, match="metadata: nested too deeply"):
        deep: list = []
        for _ in range(5000):
            deep = [deep]
        client.store("Deep metadata.", user_id="dana", metadata={"x": deep})
    assert [n.content for n in client.query_nodes(user_id="dana")] == ["The otter holt is under the alder."]


def test_a_pydantic_error_reads_as_one_line():
    from engine import FastIngestItem, describe_error

    try:
        FastIngestItem.model_validate({"content": 5, "role": "user", "secret": "x"})
    except ValueError as exc:
        line = describe_error(exc)
    assert "\n" not in line and line.startswith("content:")
    assert "input_value" not in line


def test_the_apps_export_never_writes_among_the_workspaces_files(workspace):
    from workspace_app.maintenance_actions import export

    with MemoryWorkspace.open(workspace["root"]) as ws:
        ws.unlock("notes", PASSPHRASE)
        for target in (ws.root / "inbox" / "notes" / "notes.jsonl", ws.root / "namespaces" / "notes.jsonl"):
            with pytest.raises(ValueError, match="among the workspace's own files"):
                export(ws, "notes", target)
            assert not target.exists()
    assert stored(workspace["root"]) == workspace["stored"]
