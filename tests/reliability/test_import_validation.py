"""Import checks every record of a file before it writes anything: a bad line anywhere is
one clear ExportFormatError naming the line, and the target pack stays empty."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

import pytest

from engine import ExportFormatError, MemoryClient
from tests.conftest import PASSPHRASE


def build_export(folder: Path) -> list[dict]:
    """A graph export (events, nodes, edges, operations, one pending note) as records."""
    path = folder / "source.jsonl"
    with MemoryClient(folder / "source.prme", encryption_key=PASSPHRASE) as memory:
        first = memory.store_with_receipt("The heron fishes below the weir.", user_id="dana")
        second = memory.store_with_receipt("The heron fishes above the weir.", user_id="dana")
        memory.contradict(first.node_id, second.node_id, user_id="dana")
        memory.archive(first.node_id, user_id="dana", reason="moved")
        memory.ingest_fast("Still waiting to become a node.", user_id="dana")
        memory.export_jsonl(path, with_graph=True)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def export_lines(tmp_path_factory) -> list[dict]:
    return build_export(tmp_path_factory.mktemp("import-validation"))


def refused(export_lines: list[dict], tmp: Path, case: str) -> tuple[bool, str]:
    """Import one corrupted variant; (True, message) when it was one clear error and nothing was written."""
    change, words = CASES[case]
    lines = change(json.loads(json.dumps(export_lines)))
    path = write(_fix_counts(lines), tmp / "bad.jsonl")
    with MemoryClient(tmp / f"target-{abs(hash(case))}.prme", encryption_key=PASSPHRASE) as memory:
        try:
            memory.import_jsonl(path)
        except ExportFormatError as exc:
            message = str(exc)
        else:
            return False, "imported without an error"
        empty = memory.count_nodes(user_id="dana") == 0 and memory.list_users() == []
    ok = (words in message and "\n" not in message and len(message) < 400 and message.startswith("bad.jsonl line ")
          and "heron" not in message and empty)
    return ok, message


def write(lines: list[dict | str], path: Path) -> Path:
    text = "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    path.write_text(text, encoding="utf-8")
    return path


def first_of(lines: list[dict], kind: str) -> int:
    return next(i for i, line in enumerate(lines) if line["kind"] == kind)


def _duplicate(kind: str) -> Callable[[list[dict]], list[dict]]:
    def change(lines: list[dict]) -> list[dict]:
        i = first_of(lines, kind)
        return lines[: i + 1] + [dict(lines[i])] + lines[i + 1:]
    return change


def _edit(kind: str, **fields) -> Callable[[list[dict]], list[dict]]:
    def change(lines: list[dict]) -> list[dict]:
        i = first_of(lines, kind)
        lines[i] = {**lines[i], **fields}
        return lines
    return change


def _deep(lines: list[dict]) -> list[str]:
    i = first_of(lines, "event")
    text = [json.dumps(line) for line in lines]
    text[i] = text[i][:-1] + ', "metadata": ' + "[" * 5000 + "]" * 5000 + "}"
    return text


def _fix_counts(lines: list) -> list:
    """Keep the end line's counts true, so only the intended defect is left."""
    counts: dict[str, int] = {}
    for line in lines:
        kind = line["kind"] if isinstance(line, dict) else json.loads(line[: line.index(',')] + "}")["kind"]
        if kind not in ("header", "end"):
            counts[kind] = counts.get(kind, 0) + 1
    return [({"kind": "end", "counts": counts} if isinstance(line, dict) and line["kind"] == "end" else line)
            for line in lines]


def _pending_without_evidence(lines: list[dict]) -> list[dict]:
    i = first_of(lines, "pending")
    lines[i] = {**lines[i], "snapshot": {**lines[i]["snapshot"], "evidence_refs": []}}
    return lines


def _edge_to_nowhere(lines: list[dict]) -> list[dict]:
    return _edit("edge", target_id="00000000-0000-4000-8000-000000000001")(lines)


CASES = {
    "duplicate event id": (_duplicate("event"), "duplicate event id"),
    "duplicate node id": (_duplicate("node"), "duplicate node id"),
    "with_graph given as a string": (_edit("header", with_graph="no"), "with_graph must be true or false"),
    "5000-deep JSON": (_deep, "nested more than"),
    "edited content": (_edit("event", content="Something else entirely."), "content_hash does not match"),
    "confidence of the wrong type": (_edit("node", confidence="high"), "invalid MemoryNode (confidence:"),
    "missing required field": (lambda lines: _edit("event", user_id=None)(lines), "invalid Event (user_id:"),
    "edge to a node not in the file": (_edge_to_nowhere, "edge endpoint"),
    "pending snapshot without its event": (_pending_without_evidence, "evidence_refs"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_record_is_one_clear_error_and_nothing_is_written(export_lines, tmp_path, case):
    ok, message = refused(export_lines, tmp_path, case)
    assert ok, message


def test_the_unchanged_export_imports_and_verifies(export_lines, tmp_path):
    path = write(export_lines, tmp_path / "good.jsonl")
    with MemoryClient(tmp_path / "target.prme", encryption_key=PASSPHRASE) as memory:
        result = memory.import_jsonl(path)
        assert result.counts["event"] == 3 and result.counts["node"] == 2
        report = memory.doctor()
        assert report.ok, report.render()
        assert "tamper evidence: 3 event(s), 2 node(s)" in report.render()


def test_an_import_cut_short_is_reported_by_doctor_until_rebuilt(export_lines, tmp_path):
    from engine import pack as packs
    from engine.keys import Secret

    path = write(export_lines, tmp_path / "good.jsonl")
    target = tmp_path / "target.prme"
    with MemoryClient(target, encryption_key=PASSPHRASE) as memory:
        memory.import_jsonl(path)
    # What a kill between the row transaction and the end of embedding leaves behind.
    shared = packs.acquire(target, Secret(PASSPHRASE))
    try:
        shared.connection.execute("UPDATE import_runs SET finished_at = NULL")
        shared.connection.execute("DELETE FROM vector_metadata")
        shared.connection.execute("DELETE FROM vector_snapshot")
    finally:
        packs.release(shared)
    with MemoryClient(target, encryption_key=PASSPHRASE) as memory:
        report = memory.doctor()
        (finding,) = [f for f in report.findings if f.check == "import"]
        assert finding.status == "problem" and "did not finish" in finding.message
        memory.rebuild()
        report = memory.doctor()
        assert not [f for f in report.findings if f.check == "import"]
        assert report.ok, report.render()
