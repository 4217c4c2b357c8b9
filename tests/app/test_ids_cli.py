"""Short ids on the command line: the 8 characters the panes and the CLI print are enough,
an ambiguous prefix lists its matches, fewer than 6 characters is refused."""

from __future__ import annotations

import json
import subprocess

import pytest

from engine import MemoryNode, MemoryWorkspace, storage
from tests.app.test_cli_lifecycle import run, workspace  # noqa: F401 - the same CLI workspace fixture
from tests.conftest import CHILD_PYTHON, PASSPHRASE, ROOT, python_child_env


def store(workspace, *texts: str):
    with MemoryWorkspace.open(workspace) as ws:
        client = ws.unlock("notes", PASSPHRASE)
        return [client.store_with_receipt(t, user_id=ws.owner, node_type="fact") for t in texts]


def add_twin(workspace, node_id: str, text: str) -> str:
    """A node whose id shares its first 8 characters with ``node_id`` (as an import could bring)."""
    digit = "1" if node_id[9] == "0" else "0"
    twin = f"{node_id[:8]}-{digit * 4}-4000-8000-000000000000"
    with MemoryWorkspace.open(workspace) as ws:
        client = ws.unlock("notes", PASSPHRASE)
        client.engine._db.write_sync(
            storage.insert_nodes, [MemoryNode(id=twin, user_id="dana", content=text, node_type="fact")])
    return twin


def test_eight_character_ids_work_in_every_command(workspace, capsys):
    old, new, a, b = store(workspace, "The team meets on Mondays", "The team meets on Tuesdays",
                           "The office is in Berlin", "The printer is on floor two")
    short = lambda r: str(r.node_id)[:8]  # noqa: E731 - what the panes show

    code, out, err = run(workspace, capsys, "get", "notes", short(old))
    assert code == 0 and "The team meets on Mondays" in out, err
    code, out, _ = run(workspace, capsys, "get", "notes", str(old.event_id)[:8])
    assert code == 0 and out.startswith(f"event {old.event_id}")
    code, out, err = run(workspace, capsys, "promote", "notes", short(old), "--evidence", str(old.event_id)[:8])
    assert code == 0 and "promoted" in out, err
    code, out, _ = run(workspace, capsys, "supersede", "notes", short(old), short(new), "--json")
    assert code == 0 and json.loads(out)[0]["superseded_by"] == str(new.node_id)
    code, out, err = run(workspace, capsys, "contradict", "notes", short(a), short(b))
    assert code == 0, err
    code, out, err = run(workspace, capsys, "resolve", "notes", short(b), short(a))
    assert code == 0 and "deprecated" in out, err
    code, out, _ = run(workspace, capsys, "provenance", "notes", short(a))
    assert code == 0 and "The office is in Berlin" in out
    code, out, _ = run(workspace, capsys, "archive", "notes", str(new.node_id)[:6])
    assert code == 0 and "archived" in out


def test_an_ambiguous_or_too_short_prefix_is_a_clear_error_that_changes_nothing(workspace, capsys):
    (first,) = store(workspace, "The boiler was serviced in March")
    node = str(first.node_id)
    twin = add_twin(workspace, node, "The bike needs new brakes")

    code, out, err = run(workspace, capsys, "promote", "notes", node[:8])
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "matches 2 records" in err
    assert node[:8] in err and "The boiler was serviced" in err and "The bike needs" in err
    assert "fact" in err and "tentative" in err and "Traceback" not in err
    code, out, err = run(workspace, capsys, "get", "notes", node[:5])
    assert code == 1 and "at least 6 characters" in err
    code, out, err = run(workspace, capsys, "get", "notes", "zz-not-hex")
    assert code == 1 and "no node or event" in err
    # the full id, or enough characters, settles it; nothing was promoted by the refused call
    code, out, _ = run(workspace, capsys, "get", "notes", node[:10], "--json")
    assert code == 0 and json.loads(out)["lifecycle_state"] == "tentative"
    assert run(workspace, capsys, "promote", "notes", twin)[0] == 0


@pytest.mark.slow
def test_a_prefix_in_a_real_process(workspace):
    (first,) = store(workspace, "The car's MOT is due in June")
    env = {**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE}
    done = subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "promote", "notes",
         str(first.node_id)[:8], "--json"],
        capture_output=True, text=True, env=env, cwd=ROOT, stdin=subprocess.DEVNULL, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["lifecycle_state"] == "stable"
