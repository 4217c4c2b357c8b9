"""The capture inbox: files dropped into inbox/<namespace>/ become retrievable memories."""

from __future__ import annotations

import hashlib
import json
import threading
import time
from pathlib import Path

import pytest

from engine import MemoryWorkspace
from tests.conftest import PASSPHRASE
from workspace_app.capture_formats import CaptureFormatError, parse_capture
from workspace_app.capture_inbox import CaptureInbox
from workspace_app.capture_ingest import ingest_fast, ingest_with_extraction

SETTLE = 0.4


@pytest.fixture
def workspace(tmp_path):
    ws = MemoryWorkspace.open(tmp_path / "ws")
    ws.set_owner("dana")
    ws.create_namespace("notes", passphrase=PASSPHRASE)
    yield ws
    ws.close()


@pytest.fixture
def inbox(workspace):
    events: list = []
    watcher = CaptureInbox(workspace, settle=SETTLE, poll_interval=0.05, on_event=events.append)
    watcher.events = events
    watcher.start()
    yield watcher
    watcher.stop()


def wait_for(predicate, timeout: float = 60.0, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def drop(folder: Path, name: str, text: str) -> Path:
    """Write the way editors do: a hidden temp file, then a rename into place."""
    tmp = folder / f".{name}.writing"
    tmp.write_text(text, encoding="utf-8")
    target = folder / name
    tmp.rename(target)
    return target


def retrieved_contents(client, query: str) -> list[str]:
    response = client.retrieve(query, user_id="dana", save_receipt=False)
    return [r.node.content for r in response.results]


def test_each_format_becomes_retrievable_and_moves_to_done(workspace, inbox):
    folder = workspace.inbox_dir("notes")
    drop(folder, "garden.md", "# Garden\n\nThe tomatoes need watering every second day.\n\n"
         "The heron visits the pond at dawn.\n")
    drop(folder, "recipe.txt", "---\ncapture: whole\nspeaker: Dana\n---\nPesto: basil, pine nuts,\n"
         "parmesan and olive oil.\n\nBlend briefly.\n")
    drop(folder, "log.jsonl", "\n".join(json.dumps(o) for o in [
        {"content": "My passport expires in March 2027.", "role": "user", "session_id": "admin",
         "event_time": "2026-01-05T10:00:00Z", "metadata": {"topic": "travel"}},
        {"content": "Remember to renew it by January.", "role": "assistant", "speaker": "Helper", "session_id": "admin"},
    ]) + "\n")
    drop(folder, "chat.json", json.dumps({"title": "Bikes", "messages": [
        {"role": "user", "speaker": "Dana", "content": "My bicycle is a green Gazelle from 1998.", "time": 1767600000},
        {"role": "assistant", "content": "A classic Dutch frame!", "time": "2026-01-05T10:01:00+01:00"},
    ]}))

    captured = wait_for(lambda: [e for e in inbox.events if e.kind == "captured"] if len(
        [e for e in inbox.events if e.kind == "captured"]) == 4 else None, what="four captures")
    by_name = {e.source_name: e for e in captured}
    assert by_name["garden.md"].items == 2 and by_name["recipe.txt"].items == 1
    assert by_name["log.jsonl"].items == 2 and by_name["chat.json"].items == 2
    for name in by_name:
        assert not (folder / name).exists()
        assert (folder / "done" / name).is_file()
    assert not [e for e in inbox.events if e.kind == "failed"]

    client = workspace.client("notes")
    assert "The heron visits the pond at dawn." in retrieved_contents(client, "when does the heron come to the pond")
    recipe = "Pesto: basil, pine nuts,\nparmesan and olive oil.\n\nBlend briefly."
    assert recipe in retrieved_contents(client, "pesto ingredients")
    assert "My passport expires in March 2027." in retrieved_contents(client, "passport expiry")
    assert "My bicycle is a green Gazelle from 1998." in retrieved_contents(client, "what bicycle do I ride")

    [passport] = client.query_nodes(user_id="dana", node_type="note", content_contains_any=["passport expires"])
    assert passport.session_id == "admin" and passport.metadata["topic"] == "travel"
    assert passport.metadata["source_file"] == "log.jsonl"
    [bike] = client.query_nodes(user_id="dana", node_type="note", content_contains_any=["Gazelle"])
    assert bike.speaker == "Dana" and bike.event_time is not None and bike.event_time.year == 2026


def test_malformed_files_move_to_failed_with_the_reason(workspace, inbox):
    folder = workspace.inbox_dir("notes")
    drop(folder, "broken.jsonl", '{"content": "fine line"}\n{"content": "no closing brace"\n')
    drop(folder, "wrongfield.jsonl", '{"text": "content is called content"}\n')
    drop(folder, "badrole.json", json.dumps([{"role": "wizard", "content": "abracadabra"}]))
    drop(folder, "scan.pdf", "%PDF-1.4 not really")
    drop(folder, "blank.md", "\n\n   \n")
    drop(folder, "deep.json", "[" * 5000 + "]" * 5000)

    failed = wait_for(lambda: {e.source_name: e for e in inbox.events if e.kind == "failed"}
                      if len([e for e in inbox.events if e.kind == "failed"]) == 6 else None, what="six failures")
    expected = {
        "broken.jsonl": "line 2: not valid JSON",
        "wrongfield.jsonl": "unknown field 'text'",
        "badrole.json": "role 'wizard'",
        "scan.pdf": "unsupported file type .pdf",
        "blank.md": "empty",
        "deep.json": "nested more than 200 levels deep",
    }
    for name, reason in expected.items():
        moved = folder / "failed" / name
        assert moved.is_file() and not (folder / name).exists()
        note = (folder / "failed" / f"{name}.error.txt").read_text(encoding="utf-8")
        assert reason in note and reason in failed[name].reason
    # Nothing of a failed file was stored, not even its valid first line.
    assert workspace.client("notes").query_nodes(user_id="dana", node_type="note", content_contains_any=["fine line"]) == []


def test_a_file_written_slowly_is_ingested_once_and_complete(workspace):
    events: list = []
    settle = 1.0
    folder = workspace.inbox_dir("notes")
    paragraphs = [f"Paragraph {i} of the slow note mentions the lighthouse keeper." for i in range(8)]
    path = folder / "slow.md"
    with CaptureInbox(workspace, settle=settle, poll_interval=0.05, on_event=events.append):
        with path.open("w", encoding="utf-8") as handle:
            for paragraph in paragraphs:
                handle.write(paragraph + "\n\n")
                handle.flush()
                time.sleep(settle / 7)  # never still for as long as the inbox waits
        captured = wait_for(lambda: [e for e in events if e.kind == "captured"], what="the capture")
        time.sleep(settle * 1.5)
    assert len([e for e in events if e.source_name == "slow.md"]) == 1
    assert captured[0].items == len(paragraphs)
    nodes = workspace.client("notes").query_nodes(user_id="dana", node_type="note", content_contains_any=["lighthouse keeper"])
    assert sorted(n.content for n in nodes) == sorted(paragraphs)


def test_the_same_file_dropped_twice_is_stored_once(workspace, inbox):
    folder = workspace.inbox_dir("notes")
    text = "The spare key hangs behind the blue door.\n"
    drop(folder, "key.txt", text)
    wait_for(lambda: any(e.kind == "captured" for e in inbox.events), what="first capture")
    drop(folder, "key-again.txt", text)
    duplicate = wait_for(lambda: [e for e in inbox.events if e.kind == "duplicate"], what="duplicate")[0]
    assert duplicate.source_name == "key-again.txt" and "key.txt" in duplicate.reason
    assert (folder / "done" / "key-again.txt").is_file()
    drop(folder, "key.txt", text)  # same name again: done/ keeps both copies
    wait_for(lambda: len([e for e in inbox.events if e.kind == "duplicate"]) == 2, what="second duplicate")
    assert len(list((folder / "done").glob("key*.txt"))) == 3
    nodes = workspace.client("notes").query_nodes(user_id="dana", node_type="note", content_contains_any=["spare key"])
    assert len(nodes) == 1


def test_a_locked_namespace_keeps_its_files_waiting_with_a_notice(workspace, inbox):
    workspace.lock("notes")
    folder = workspace.inbox_dir("notes")
    drop(folder, "later.md", "The boiler service is due in October.\n")
    notice = wait_for(lambda: [e for e in inbox.events if e.kind == "waiting"], what="waiting notice")[0]
    assert notice.namespace == "notes" and "locked" in notice.reason
    time.sleep(SETTLE * 2)
    assert (folder / "later.md").is_file()
    assert len([e for e in inbox.events if e.kind == "waiting"]) == 1  # one notice, not one per scan
    workspace.unlock("notes", PASSPHRASE)
    inbox.poke()
    wait_for(lambda: any(e.kind == "captured" for e in inbox.events), what="capture after unlock")
    assert (folder / "done" / "later.md").is_file()
    assert workspace.client("notes").query_nodes(user_id="dana", node_type="note", content_contains_any=["boiler service"])


def test_an_interrupted_capture_is_completed_not_repeated(workspace):
    """A capture cut short before it was recorded is recognised by its hash and finished."""
    folder = workspace.inbox_dir("notes")
    lines = [{"content": "The ferry leaves at 7:40.", "session_id": "ferry"},
             {"content": "The last ferry back is at 18:15.", "session_id": "ferry-return"}]
    path = drop(folder, "crash.jsonl", "".join(json.dumps(o) + "\n" for o in lines))
    client = workspace.client("notes")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()  # the digest the inbox computes
    parsed = parse_capture(path, path.read_bytes())
    # The first conversation was stored, then the process died.
    ingest_fast(client, parsed.items[:1], user_id="dana", request_id="7f1f8f6e-3c7c-4a57-9a07-8f8b3f1d2c10")
    assert client.find_capture(digest)["recovered"] is True

    events = CaptureInbox(workspace, settle=0.1, poll_interval=0.05).run_until_idle(timeout=30)
    assert [e.kind for e in events] == ["captured"] and "interrupted" in events[0].reason
    assert len(events[0].event_ids) == 2
    for line in lines:
        assert len(client.query_nodes(user_id="dana", node_type="note", content_contains_any=[line["content"]])) == 1
    assert client.find_capture(digest)["recovered"] is False


def test_run_until_idle_with_raw_notes_path(workspace):
    """The raw-note path (no extraction) captures a file on its own, synchronously."""
    folder = workspace.inbox_dir("notes")
    drop(folder, "quick.txt", "Gym locker code is 4711.\n\nThe gym closes at 22:00 on Fridays.\n")
    seen: list = []
    watcher = CaptureInbox(workspace, settle=0.1, poll_interval=0.05, ingest=ingest_fast)
    unsubscribe = watcher.subscribe(seen.append)
    events = watcher.run_until_idle(timeout=30)
    unsubscribe()
    assert [e.kind for e in events] == ["captured"] and seen == events
    assert events[0].previews == ("Gym locker code is 4711.", "The gym closes at 22:00 on Fridays.")
    client = workspace.client("notes")
    assert "Gym locker code is 4711." in retrieved_contents(client, "locker code")


# --- parsing and the ingestion switch, without a pack ---------------------------------------------


def test_text_notes_split_by_paragraph_or_front_matter():
    md = b"# Trip\n\n## Day one\n\nWe hiked to the lake.\n\nRain in the evening.\n"
    items = parse_capture(Path("trip.md"), md).items
    assert [i["content"] for i in items] == ["# Trip\n## Day one\nWe hiked to the lake.", "Rain in the evening."]
    assert items[0]["session_id"] == items[1]["session_id"]
    whole = parse_capture(Path("trip.md"), md, text_mode="whole").items
    assert len(whole) == 1
    fm = b"---\ncapture: whole\nevent_time: 2024-05-08\nscope: project\ntags: a, b\n---\nOne.\n\nTwo.\n"
    [item] = parse_capture(Path("n.txt"), fm).items
    assert item["content"] == "One.\n\nTwo." and item["scope"] == "project"
    assert item["event_time"].isoformat() == "2024-05-08T00:00:00+00:00" and item["metadata"]["tags"] == ["a", "b"]
    with pytest.raises(CaptureFormatError, match="capture must be"):
        parse_capture(Path("n.md"), b"---\ncapture: sideways\n---\ntext\n")
    with pytest.raises(CaptureFormatError, match="not UTF-8"):
        parse_capture(Path("n.txt"), "caf\xe9".encode("latin-1"))


def test_chat_export_times_and_roles():
    data = json.dumps([
        {"role": "human", "name": "Ann", "content": "hi", "time": 1767600000000},
        {"role": "ai", "content": "hello", "timestamp": "2026-01-05T10:00:00"},
    ]).encode()
    items = parse_capture(Path("c.json"), data).items
    assert [i["role"] for i in items] == ["user", "assistant"] and items[0]["speaker"] == "Ann"
    assert items[0]["event_time"].year == 2026 and items[1]["event_time"].tzinfo is not None
    with pytest.raises(CaptureFormatError, match="message 1: content"):
        parse_capture(Path("c.json"), b'[{"role": "user"}]')
    # Past year 9999 once in UTC: refused with the file, not a traceback in `prme watch`.
    with pytest.raises(CaptureFormatError, match="message 1: time: .* is out of range"):
        parse_capture(Path("c.json"), b'[{"role": "user", "content": "x", "time": "9999-12-31T23:00:00-12:00"}]')


def test_extraction_path_sends_each_conversation_to_ingest_batch():
    calls: list = []
    lock = threading.Lock()

    class FakeClient:
        def ingest_batch(self, messages, *, user_id, session_id, scope, wait_for_extraction):
            with lock:
                calls.append((session_id, scope, [m["content"] for m in messages], user_id))
            return [f"e{len(calls)}-{i}" for i in range(len(messages))]

        def process_pending(self, user_id, *, budget_ms):
            from engine.models import ProcessResult

            return ProcessResult(processed=0, pending=0)

    data = "\n".join(json.dumps(o) for o in [
        {"content": "a", "session_id": "s1"}, {"content": "b", "session_id": "s1"}, {"content": "c", "session_id": "s2"},
    ]).encode()
    items = parse_capture(Path("x.jsonl"), data).items
    ids = ingest_with_extraction(FakeClient(), items, user_id="dana", request_id="unused")
    assert ids == ["e1-0", "e1-1", "e2-0"]
    assert [(c[0], c[2]) for c in calls] == [("s1", ["a", "b"]), ("s2", ["c"])]
