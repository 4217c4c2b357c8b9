"""`ns rename` killed at every step (registry writes and each file move, before and after)
loses no acknowledged write and never strands the namespace: the next open finishes the
rename, the pack opens with every acknowledged event, and no .wal is left orphaned."""

from __future__ import annotations

import json
import subprocess

import pytest

from engine import MemoryWorkspace
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env

USER = "dana"

# One helper process imports the engine once and forks a fresh process per command (it never
# opens a pack itself, so every fork starts clean). A forked writer stores, prints what was
# acknowledged and SIGKILLs itself, leaving its WAL; a forked renamer SIGKILLs itself at step K.
HELPER = r"""
import json, os, signal, sys
import engine.workspace as workspace_module
from engine import FastIngestItem, MemoryWorkspace

def die():
    os.kill(os.getpid(), signal.SIGKILL)

def kill_at(point):
    steps = {"n": 0}
    def hook(fn):
        def wrapped(*args, **kwargs):
            steps["n"] += 1
            if steps["n"] == point:
                die()
            result = fn(*args, **kwargs)
            steps["n"] += 1
            if steps["n"] == point:
                die()
            return result
        return wrapped
    workspace_module._move = hook(workspace_module._move)
    workspace_module._write_registry = hook(workspace_module._write_registry)

def run(cmd):
    ws = MemoryWorkspace.open(cmd["root"])
    if cmd["op"] == "write":
        client = ws.unlock(cmd["name"], cmd["passphrase"])
        ids = client.ingest_fast_many(
            [FastIngestItem(content=f"round {cmd['round']} note {i}") for i in range(3)], user_id="dana")
        print("ACK " + " ".join(ids), flush=True)
        die()  # unclean: the WAL stays beside the pack
    else:
        kill_at(cmd["point"])
        ws.rename(cmd["name"], cmd["new"])
        print("RENAMED", flush=True)

for line in sys.stdin:
    cmd = json.loads(line)
    pid = os.fork()
    if pid == 0:
        try:
            run(cmd)
        except BaseException as exc:
            print("ERROR " + " ".join(f"{type(exc).__name__}: {exc}".split()), flush=True)
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    print("DONE " + str(os.waitstatus_to_exitcode(status)), flush=True)
"""


class Helper:
    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [CHILD_PYTHON, "-c", HELPER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=python_child_env(),
            text=True, bufsize=1,
        )

    def run(self, **cmd) -> tuple[list[str], int]:
        self.process.stdin.write(json.dumps(cmd) + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            assert line, "the helper process died"
            if line.startswith("DONE "):
                return lines, int(line.split()[1])
            lines.append(line.strip())

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


def _check(root, acknowledged: list[str]) -> str:
    """Open as any later command would; returns the namespace's current name."""
    ws = MemoryWorkspace.open(root)
    names = ws.names()
    assert len(names) == 1 and names[0] in ("alpha", "beta"), names
    registry = json.loads((root / "workspace.json").read_text())
    assert registry["unfinished"] == []
    folder = root / "namespaces"
    orphans = [p.name for p in folder.glob("*.wal") if not p.with_name(p.name[: -len(".wal")]).exists()]
    assert orphans == []
    assert ws.pack_path(names[0]).exists()
    with ws:
        client = ws.unlock(names[0], PASSPHRASE)
        missing = [e for e in acknowledged if client.get_event(e, user_id=USER) is None]
        assert missing == [], f"{len(missing)} acknowledged events lost"
    return names[0]


@pytest.mark.slow
def test_rename_killed_at_every_step_loses_nothing(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("alpha", passphrase=PASSPHRASE)
    (root / "inbox" / "alpha" / "draft.txt").write_text("a note waiting in the inbox")
    helper = Helper()
    acknowledged: list[str] = []
    kills = 0
    current = "alpha"
    try:
        # Steps: intent write, pack, WAL, spill folder, inbox, final write; a kill before or after
        # each (points 1-12); point 13 lets the rename finish.
        for round_no in range(26):
            if round_no % 2 == 0:
                lines, code = helper.run(op="write", root=str(root), name=current, passphrase=PASSPHRASE,
                                         round=round_no)
                [ack] = [line for line in lines if line.startswith("ACK ")]
                acknowledged += ack.split()[1:]
                assert code == -9
                assert (root / "namespaces" / f"{current}.prme.wal").exists()
            point = round_no % 13 + 1
            other = "beta" if current == "alpha" else "alpha"
            lines, code = helper.run(op="rename", root=str(root), name=current, new=other, point=point)
            assert not [line for line in lines if line.startswith("ERROR")], lines
            kills += code == -9
            current = _check(root, acknowledged)
            assert current == other or code == -9
            assert (root / "inbox" / current / "draft.txt").exists()
    finally:
        helper.close()
    assert kills >= 20
    assert len(acknowledged) >= 30
