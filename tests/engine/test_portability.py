"""Export and import: a namespace as JSONL that rebuilds it elsewhere with the same ids."""

from __future__ import annotations

import json
import stat
from datetime import datetime, timezone

import pytest

from engine import MemoryClient
from engine import ExportFormatError, ImportTargetError
from engine.portability import derived_node_id

KEY = "raw_key:" + "5e" * 32
QUERIES = ["where does the heron fish", "what do I drink in the morning", "Lisbon trip", "bicycle"]


def open_pack(path) -> MemoryClient:
    return MemoryClient(path, encryption_key=KEY)


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    """A pack with two users, every node state, edges, an audit log, a capture and pending work."""
    path = tmp_path_factory.mktemp("source") / "source.prme"
    with open_pack(path) as c:
        c.ingest_fast_many(
            [{"content": f"Day {i}: the heron fishes at the mill pond, then flies north.", "session_id": "birds",
              "speaker": "Ann", "event_time": datetime(2026, 5, i + 1, 8, tzinfo=timezone.utc)} for i in range(12)]
            + [{"content": "Café talk: 東京 next spring? \"maybe\"\nemoji 🐦", "role": "assistant", "session_id": "birds",
                "metadata": {"mood": "curious", "n": 1.5}}],
            user_id="dana",
        )
        c.process_pending(budget_ms=60_000)
        tea = c.store_with_receipt("I drink green tea every morning", user_id="dana", node_type="preference")
        coffee = c.store_with_receipt("I drink black coffee every morning", user_id="dana", node_type="preference")
        c.contradict(tea.node_id, coffee.node_id, user_id="dana", reason="two morning drinks")
        old = c.store_with_receipt("The Lisbon trip is in May", user_id="dana", node_type="fact")
        new = c.store_with_receipt("Lisbon trip dates: June 3 to June 10", user_id="dana", node_type="fact")
        c.supersede(old.node_id, new.node_id, user_id="dana")
        c.promote(new.node_id, user_id="dana")
        herons = c.query_nodes(user_id="dana", content_contains_any=["heron"], oldest_first=True)
        for node in herons[:4]:
            c.archive(node.id, user_id="dana", reason="old sightings")
        c.store("My bicycle is a green Gazelle", user_id="erin", scope="project")
        c.record_capture("ab" * 32, "notes.md", [str(tea.event_id)])
        c.ingest_fast("Still waiting to become a node", user_id="dana")
    return path


def event_count(path) -> int:
    with open_pack(path) as c:
        return sum(len(c.get_events(user, limit=1000)) for user in c.list_users())


def export(path, target, **kwargs):
    with open_pack(path) as c:
        return c.export_jsonl(target, **kwargs)


def test_export_import_export_is_byte_identical_and_retrieval_agrees(source, tmp_path):
    first = tmp_path / "first.jsonl"
    result = export(source, first, with_graph=True)
    assert result.counts["event"] == event_count(source) and result.counts["pending"] == 1 and result.counts["capture"] == 1
    copy = tmp_path / "copy.prme"
    with open_pack(copy) as c:
        imported = c.import_jsonl(first)
        assert imported.with_graph and imported.altered_operations == [] and imported.pending == 1
        c.export_jsonl(tmp_path / "second.jsonl", with_graph=True)
    assert (tmp_path / "second.jsonl").read_bytes() == first.read_bytes()

    with open_pack(source) as a, open_pack(copy) as b:
        for user in ("dana", "erin"):
            for query in QUERIES:
                ids_a = [r.node_id for r in a.retrieve(query, user_id=user, save_receipt=False).results]
                ids_b = [r.node_id for r in b.retrieve(query, user_id=user, save_receipt=False).results]
                assert ids_a == ids_b, (user, query)
                assert ids_a or user == "erin"
        assert b.doctor().ok
        assert b.find_capture("ab" * 32)["source_name"] == "notes.md"
        # The pending event is still pending, as in the source, and finishing it works.
        assert b.process_pending(budget_ms=30_000).processed == 1


def test_events_only_export_rebuilds_a_node_per_event_with_the_same_ids(source, tmp_path):
    first = tmp_path / "events.jsonl"
    result = export(source, first)
    assert set(result.counts) == {"event"}
    lines = [json.loads(line) for line in first.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["kind"] == "header" and lines[0]["version"] == 1 and lines[-1]["kind"] == "end"
    assert {line["kind"] for line in lines[1:-1]} == {"event"}
    copy = tmp_path / "events.prme"
    with open_pack(copy) as c:
        imported = c.import_jsonl(first)
        assert imported.nodes_built == event_count(source) and imported.pending == 0
        c.export_jsonl(tmp_path / "again.jsonl")
        for line in lines[1:-1]:
            node = c.get_node(line["node_id"] or derived_node_id(line["id"]), user_id=line["user_id"])
            assert node is not None and node.content == line["content"] and node.evidence_refs[0].hex == line["id"].replace("-", "")
        assert [r.node.content for r in c.retrieve("bicycle", user_id="erin", save_receipt=False).results] == [
            "My bicycle is a green Gazelle"]
    assert (tmp_path / "again.jsonl").read_bytes() == first.read_bytes()


def test_export_is_private_clear_text_and_never_overwrites(source, tmp_path):
    target = tmp_path / "mine.jsonl"
    export(source, target, user_id="erin")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    text = target.read_text(encoding="utf-8")
    assert "green Gazelle" in text and "heron" not in text  # only erin's part, in clear text
    with pytest.raises(FileExistsError):
        export(source, target)
    assert "heron" not in target.read_text(encoding="utf-8")


def test_import_refuses_damaged_files_and_leaves_the_pack_empty(source, tmp_path):
    good = tmp_path / "good.jsonl"
    export(source, good, with_graph=True)
    lines = good.read_text(encoding="utf-8").splitlines(keepends=True)
    truncated = tmp_path / "truncated.jsonl"
    truncated.write_text("".join(lines[:-1]), encoding="utf-8")
    short = tmp_path / "short.jsonl"
    short.write_text("".join(lines[:5] + lines[-1:]), encoding="utf-8")
    edited = tmp_path / "edited.jsonl"
    record = json.loads(lines[3])
    record["content"] = "something I never said"
    edited.write_text("".join(lines[:3] + [json.dumps(record) + "\n"] + lines[4:]), encoding="utf-8")
    future = tmp_path / "future.jsonl"
    header = json.loads(lines[0])
    header["version"] = 99
    future.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    cases = {truncated: "cut short", short: "cut short or edited", edited: "line 4: content_hash",
             future: "version 99"}
    with open_pack(tmp_path / "target.prme") as c:
        for path, message in cases.items():
            with pytest.raises(ExportFormatError, match=message):
                c.import_jsonl(path)
            assert c.list_users() == [] and c.count_nodes("dana", lifecycle_states=None) == 0
        c.import_jsonl(good)
        with pytest.raises(ImportTargetError, match="empty namespace"):
            c.import_jsonl(good)


def test_an_altered_operation_survives_import_and_doctor_reports_it(source, tmp_path):
    good = tmp_path / "good.jsonl"
    export(source, good, with_graph=True)
    lines = good.read_text(encoding="utf-8").splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if '"kind":"operation"' in line and '"op_type":"archive"' in line)
    record = json.loads(lines[index])
    record["reason"] = "nobody archived this"
    lines[index] = json.dumps(record) + "\n"
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("".join(lines), encoding="utf-8")
    with open_pack(tmp_path / "tampered.prme") as c:
        result = c.import_jsonl(tampered)
        assert result.altered_operations == [record["id"]]
        report = c.doctor()
    [finding] = [f for f in report.findings if f.check == "operations"]
    assert finding.status == "problem" and not report.ok


def test_events_only_import_can_run_extraction_again(source, tmp_path):
    first = tmp_path / "events.jsonl"
    export(source, first)
    with open_pack(tmp_path / "extracted.prme") as c:
        result = c.import_jsonl(first, extract=True)
        notes = c.count_nodes("dana", node_types=["note"])
        derived = c.count_nodes("dana") - notes
        assert result.nodes_built == event_count(source) and derived > 0
        assert c.extraction_counts("dana").get("pending", 0) == 0
        c.export_jsonl(tmp_path / "again.jsonl")
    assert (tmp_path / "again.jsonl").read_bytes() == first.read_bytes()
