#!/usr/bin/env python3
"""Peer worker for ``bench/store_throughput.py --peer``: PRME 0.15.0's store() on the same turns.

Runs under the peer venv that ../shared/bench/peer/setup_peer_prme.sh builds, offline, with
the same MiniLM model, and drives PRME only through its public client (nothing of PRME is
copied). Reads a JSON file

    {"peer_dir": ..., "memories": [{"text", "speaker", "session", "time"}], "bursts": [[...], ...],
     "burst_query": "..."}

stores every memory (timing each store(), which returns once the memory is searchable),
then for each burst stores its turns back to back and times the retrieve() right after,
and prints JSON.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path


def _when(value: str | None) -> datetime | None:
    if not value:
        return None
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


def run(spec: dict) -> dict:
    sys.path.insert(0, spec["peer_dir"])
    import peer_prme  # the shared harness's offline model and tokenizer setup

    peer_prme.configure_offline(Path(peer_prme.DEFAULT_MODEL_DIR), Path(peer_prme.DEFAULT_CACHE_DIR))
    peer_prme.quiet_logging()
    import prme
    from prme import MemoryClient
    from prme.config import PRMEConfig

    workdir = Path(tempfile.mkdtemp(prefix="prme_peer_store_"))
    cwd = os.getcwd()
    os.chdir(workdir)  # keep PRME from reading a .env file in the caller's directory
    client = MemoryClient(config=PRMEConfig(database_url=None, pack_path=str(workdir / "peer.prme")))
    try:
        client.retrieve("warm-up query", user_id="warm-up")

        def store(memory: dict, user: str) -> float:
            kwargs = {"user_id": user, "speaker": memory.get("speaker"), "event_time": _when(memory.get("time"))}
            if memory.get("session") is not None:
                kwargs["session_id"] = str(memory["session"])
            started = time.perf_counter()
            client.store(memory["text"], **kwargs)
            return (time.perf_counter() - started) * 1000

        started = time.perf_counter()
        store_ms = [store(m, "stream") for m in spec["memories"]]
        stream_seconds = time.perf_counter() - started
        burst_retrieve_ms = []
        for i, burst in enumerate(spec["bursts"]):
            for memory in burst:
                store(memory, f"burst-{i}")
            began = time.perf_counter()
            client.retrieve(spec["burst_query"], user_id=f"burst-{i}")
            burst_retrieve_ms.append((time.perf_counter() - began) * 1000)
        return {"prme_version": getattr(prme, "__version__", "unknown"), "store_ms": store_ms,
                "stream_seconds": stream_seconds, "burst_retrieve_ms": burst_retrieve_ms}
    finally:
        client.close()
        os.chdir(cwd)
        shutil.rmtree(workdir, ignore_errors=True)


def main() -> int:
    spec = json.loads(Path(sys.argv[1]).read_text())
    with contextlib.redirect_stdout(sys.stderr):  # stray prints must not corrupt the JSON
        report = run(spec)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
