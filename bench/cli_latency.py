"""Wall time of `prme` commands, start to exit, on an encrypted namespace.

    .venv/bin/python bench/cli_latency.py [--runs 7] [--memories 200]

What a person (or a script, or an agent without MCP) waits for each time: the interpreter, the
engine's import, opening the pack, the command, and the exit. Each command runs ``--runs`` times
in a fresh process against a namespace of ``--memories`` short notes; the median and the fastest
run are reported (the machine is shared: the fastest shows what the code costs, the median what a
person sees). The project's bytecode is compiled first, as `make test` does, so neither the first
run nor a machine that sets PYTHONDONTWRITEBYTECODE pays for compiling the sources.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import median, write_results

ROOT = Path(__file__).resolve().parents[1]
PASSPHRASE = "benchmark passphrase"
NOTES = ["The weekly sync is on Tuesdays at 10:00.", "Priya prefers window seats on trains.",
         "The offsite budget is 12,000 EUR including travel.", "I moved to Porto in March.",
         "Book the team dinner for eight people."]


def prme(workspace: Path, *args: str, env: dict[str, str]) -> float:
    """Seconds from start to exit of one `prme` command (it must succeed)."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "views.launch", "--workspace", str(workspace), *args],
                   env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--memories", type=int, default=200)
    args = parser.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", "engine", "workspace_app", "views"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as tmp:
        workspace = Path(tmp) / "workspace"
        env = {**os.environ, "HOME": tmp, "PRME_ENCRYPTION_KEY": PASSPHRASE}
        prme(workspace, "ns", "create", "notes", env=env)
        from engine import MemoryWorkspace  # _common put the checkout on the path

        with MemoryWorkspace.open(workspace) as ws:
            client = ws.unlock("notes", PASSPHRASE)
            for i in range(args.memories):
                client.store(f"{NOTES[i % len(NOTES)]} (note {i})", user_id=ws.owner)
            client.wait_for_vectors()
        commands = {
            "prme --help": ["--help"],
            "prme nodes": ["nodes", "notes", "--limit", "20"],
            "prme contradictions": ["contradictions", "notes"],
            "prme store": ["store", "notes", "The weekly sync moved to Wednesdays."],
            "prme retrieve": ["retrieve", "notes", "When is the weekly sync?"],
        }
        seconds: dict[str, list[float]] = {}
        for _ in range(args.runs):  # interleaved, so a busy spell of the machine hits every command alike
            for name, argv in commands.items():
                seconds.setdefault(name, []).append(prme(workspace, *argv, env=env))
    rows = [[name, f"{median(s):.2f}", f"{min(s):.2f}"] for name, s in seconds.items()]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    write_results(
        "cli_latency", {"runs": args.runs, "memories": args.memories, "seconds": seconds, "load_average_end": load},
        rows, ["command (start to exit)", "median s", "fastest s"],
        notes=(f"{args.runs} runs of each command, interleaved, each in a fresh process, on an encrypted namespace "
               f"of {args.memories} notes; 1-minute load average at the end {load:.1f}. `prme store` includes "
               "the update check (it loads the model); `prme retrieve` embeds the question."),
    )


if __name__ == "__main__":
    main()
