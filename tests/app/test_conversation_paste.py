"""A pasted conversation is read the same way by the app's Capture pane and by `prme ingest`."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from engine import SPEAKER_KEY, MemoryClient, MemoryWorkspace
from tests.conftest import CHILD_PYTHON, python_child_env
from workspace_app.conversation import parse_conversation
from workspace_app.services import WorkspaceServices

OWNER = "dana"
# The second line has no "Name:": it is the rest of Ann's message, not a message of its own.
PASTE = "Ann: ...\nand I love it\nBob: nice"


def stored_turns(client: MemoryClient) -> list[tuple[str, str | None, str]]:
    """(role, speaker, content) of every stored message, in the order they were stored."""
    return [(e.role, (e.metadata or {}).get(SPEAKER_KEY), e.content) for e in client.get_events(OWNER)]


def test_the_app_and_the_cli_store_the_same_messages_from_one_paste(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner(OWNER)
        for name in ("pasted", "filed"):
            ws.create_namespace(name, passphrase=None, encrypted=False)

    services = WorkspaceServices(root)
    try:
        services.unlock("pasted", None)
        assert services.ingest_conversation("pasted", PASTE, user_id=OWNER) == 2
        in_app = stored_turns(services.workspace.client("pasted"))
    finally:
        services.close()

    chat = tmp_path / "chat.txt"
    chat.write_text(PASTE, encoding="utf-8")
    done = subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(root), "ingest", "filed", "--file", str(chat),
         "--conversation", "--json"],
        capture_output=True, text=True, env=python_child_env(), stdin=subprocess.DEVNULL, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)) == 2
    with MemoryWorkspace.open(root) as ws:
        from_cli = stored_turns(ws.unlock("filed"))

    expected = [("participant", "Ann", "...\nand I love it"), ("participant", "Bob", "nice")]
    assert in_app == expected
    assert from_cli == expected


def test_timestamps_owner_lines_and_unnamed_opening_text() -> None:
    pasted = "we met for coffee\n[10:02] Dana: I moved to Lisbon\n[10:03] Ann: since when?\n  since May\nsee https://x.example"
    assert parse_conversation(pasted, owner_speaker="dana") == [
        {"content": "we met for coffee", "role": "user"},
        {"content": "I moved to Lisbon", "role": "user", "speaker": "Dana"},
        {"content": "since when?\nsince May\nsee https://x.example", "role": "participant", "speaker": "Ann"},
    ]
