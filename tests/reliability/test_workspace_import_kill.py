"""`prme import` into a new namespace, SIGKILLed at 8 varied moments, loses nothing and
leaves nothing that only looks complete: after every kill the next command that opens the
workspace undoes the half-done import in one line, the registry is valid and names only
packs that exist, the source namespace keeps every memory, and the new namespace is either
absent or complete (every node, every vector, a clean doctor). A last import then succeeds."""

from __future__ import annotations

import hashlib
import json
import random
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest

from engine import FastIngestItem, MemoryWorkspace
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env
from tests.reliability.workspace_support import prme

USER = "dana"
MEMORIES = 36
# Each of the four observed moments, after a short and after a long random delay, once.
# (When there were 20, 13 landed after the nodes, among the vectors; each round pays a child's start.)
KILLS = 8


def _digest(client) -> tuple[int, str]:
    nodes = client.query_nodes(user_id=USER, limit=1000)
    return len(nodes), hashlib.sha256(
        "\n".join(sorted(f"{n.id}\t{n.content}" for n in nodes)).encode()
    ).hexdigest()


def _cli_digest(stdout: str) -> tuple[int, str]:
    nodes = json.loads(stdout)
    return len(nodes), hashlib.sha256(
        "\n".join(sorted(f"{n['id']}\t{n['content']}" for n in nodes)).encode()
    ).hexdigest()


class Import:
    """`prme import dst FILE` running, with its stderr lines collected as they come."""

    def __init__(self, root: Path, export: Path) -> None:
        self.process = subprocess.Popen(
            [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(root), "import", "dst", str(export)],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            env={**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE},
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.process.stderr:
            self.lines.append(line.strip())

    def wait_for(self, seen, limit: float = 120) -> bool:
        """Poll until ``seen()`` holds or the import ends; True when it was seen while running."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if seen():
                return self.process.poll() is None
            if self.process.poll() is not None:
                return False
            time.sleep(0.005)
        raise AssertionError("the import neither made progress nor ended")

    def kill(self) -> int:
        self.process.send_signal(signal.SIGKILL)
        code = self.process.wait(timeout=120)
        self._reader.join(timeout=30)
        return code


def _registry(root: Path) -> dict:
    try:
        return json.loads((root / "workspace.json").read_text())
    except (OSError, ValueError):
        return {}  # between writes (never torn on disk: the final check reads it strictly)


def _moments(root: Path, run: Import) -> list:
    pack, wal = root / "namespaces" / "dst.prme", root / "namespaces" / "dst.prme.wal"
    return [
        lambda: any(i.get("op") == "import" for i in _registry(root).get("unfinished", [])),
        lambda: pack.exists(),
        lambda: wal.exists() and wal.stat().st_size > 64 * 1024,
        lambda: any(line.startswith("import rows") for line in run.lines),
    ]


def _check_workspace(root: Path, source: tuple[int, str]) -> bool:
    """The registry, the source and the new namespace after a kill; True when dst is present."""
    registry = json.loads((root / "workspace.json").read_text())
    assert registry["unfinished"] == [], registry["unfinished"]
    for name, entry in registry["namespaces"].items():
        assert (root / "namespaces" / entry["file"]).is_file(), f"{name} names a missing pack"
    leftovers = sorted(p.name for p in (root / "namespaces").iterdir()
                       if p.name.startswith("dst.") and "dst" not in registry["namespaces"])
    assert leftovers == [], f"an undone import left {leftovers}"
    with MemoryWorkspace.open(root) as ws:
        assert _digest(ws.unlock("src", PASSPHRASE)) == source
        if "dst" not in ws.names():
            return False
        client = ws.unlock("dst", PASSPHRASE)
        assert _digest(client) == source, "the new namespace looks complete but is not"
        report = client.doctor()  # its "tables and vectors" check counts a vector for every node
        assert report.ok, report.render()
    return True


@pytest.mark.slow
def test_import_killed_at_eight_moments_leaves_nothing_half_done(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("src", passphrase=PASSPHRASE)
        client = ws.client("src")
        client.ingest_fast_many(
            [FastIngestItem(content=f"memory {i}: fact number {i} about the garden shed") for i in range(MEMORIES)],
            user_id=USER)
        while client.process_pending(budget_ms=5000).pending:
            pass
        source = _digest(client)
    assert source[0] == MEMORIES
    export = root / "exports" / "src.jsonl"
    done = prme(root, "export", "src", str(export), "--with-graph")
    assert done.returncode == 0, done.stderr

    rng = random.Random(17)
    killed = completed = undone = 0
    for round_no in range(2 * KILLS):
        if killed == KILLS:
            break
        run = Import(root, export)
        moments = _moments(root, run)
        if run.wait_for(moments[round_no % len(moments)]):
            # Half the rounds (4-7 of every 8) wait longer, to land among the nodes' vectors.
            time.sleep(rng.uniform(0, 0.3) if round_no % 8 < 4 else rng.uniform(0.2, 1.0))
        code = run.kill()
        if code == -signal.SIGKILL:
            killed += 1
            # The next command to open the workspace (the CLI or the engine, alternately) undoes
            # the half-done import, saying so in one line (none when it never began or had ended).
            # Its first step creates the namespace: a kill there leaves a "create" intent to undo.
            half_done = any(i.get("op") in ("create", "import") and i.get("name") == "dst" for i in json.loads(
                (root / "workspace.json").read_text()).get("unfinished", []))
            undone += half_done
            if round_no % 2 == 0:
                listing = prme(root, "nodes", "src", "--json", "--user", USER, "--limit", "1000")
                assert listing.returncode == 0, listing.stderr
                assert _cli_digest(listing.stdout) == source
                repairs = [line for line in listing.stderr.splitlines() if "'dst'" in line]
            else:
                repairs = MemoryWorkspace.open(root).repairs
            assert len(repairs) == half_done and all("'dst'" in r for r in repairs), repairs
        else:
            assert code == 0, run.lines
            completed += 1
        if _check_workspace(root, source):
            with MemoryWorkspace.open(root) as ws:
                ws.delete("dst", confirm="dst")
    assert killed == KILLS and undone >= KILLS // 2, (killed, undone, completed)

    final = prme(root, "import", "dst", str(export))
    assert final.returncode == 0, final.stderr
    assert _check_workspace(root, source)
    doctor = prme(root, "doctor", "dst")
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
