"""What the workspace reliability tests share: the real CLI in a subprocess, and a process
that holds a namespace open (as the app, `prme watch` or `prme serve` do)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env

HOLDER = r"""
import os, sys
from engine import FastIngestItem, MemoryWorkspace
ws = MemoryWorkspace.open(sys.argv[1])
client = ws.unlock(sys.argv[2], sys.argv[3])
ids = client.ingest_fast_many([FastIngestItem(content="the spare key is under the blue pot")], user_id="dana")
print(os.getpid(), ids[0], flush=True)
sys.stdin.read()  # hold the pack until the test closes our stdin (or kills us)
ws.close()
"""


def prme(root: Path, *args: str, passphrase: str = PASSPHRASE, timeout: float = 600) -> subprocess.CompletedProcess:
    """Run the real CLI on workspace ``root``."""
    return subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(root), *args],
        capture_output=True, text=True, stdin=subprocess.DEVNULL,
        env={**python_child_env(), "PRME_ENCRYPTION_KEY": passphrase}, timeout=timeout,
    )


class Holder:
    """A process with namespace ``name`` unlocked that has stored one event (``event_id``)."""

    def __init__(self, root: Path, name: str) -> None:
        self.process = subprocess.Popen(
            [CHILD_PYTHON, "-c", HOLDER, str(root), name, PASSPHRASE],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=python_child_env(), text=True,
        )
        line = self.process.stdout.readline().split()
        assert line, "the holder process failed to open the namespace"
        self.pid, self.event_id = int(line[0]), line[1]

    def release(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=120)

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=120)
