#!/usr/bin/env python3
"""Peer worker for ``bench/knowledge_update.py --peer``: the store path through PRME 0.15.0.

Runs under the peer venv that ../shared/bench/peer/setup_peer_prme.sh builds, offline,
with the same MiniLM model, and drives PRME only through its public client (nothing of
PRME is copied). Reads a JSON file

    {"peer_dir": ..., "token_budget": 300, "cases": [{"id", "statements": [[date, text]], "question"}]}

and prints JSON: the PRME version, whether its store-path update check was on, and per
case what it left behind (ranked results, rendered context, every node of the case's
user) plus each store()'s milliseconds. bench/knowledge_update.py judges it.
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


def run(spec: dict) -> dict:
    sys.path.insert(0, spec["peer_dir"])
    import peer_prme  # the shared harness's offline model and tokenizer setup

    peer_prme.configure_offline(Path(peer_prme.DEFAULT_MODEL_DIR), Path(peer_prme.DEFAULT_CACHE_DIR))
    peer_prme.quiet_logging()
    import prme
    from prme import LifecycleState, MemoryClient
    from prme.config import PRMEConfig

    workdir = Path(tempfile.mkdtemp(prefix="prme_peer_knowledge_"))
    cwd = os.getcwd()
    os.chdir(workdir)  # keep PRME from reading a .env file in the caller's directory
    try:
        client = MemoryClient(str(workdir / "pack.prme"))
        try:
            client.retrieve("warm-up query", user_id="warm-up")
            cases = []
            for case in spec["cases"]:
                user, store_ms = case["id"], []
                for day, text in case["statements"]:
                    when = datetime.fromisoformat(day).replace(hour=12, tzinfo=timezone.utc)
                    started = time.perf_counter()
                    client.store(text, user_id=user, event_time=when)
                    store_ms.append((time.perf_counter() - started) * 1000)
                response = client.retrieve(case["question"], user_id=user, token_budget=spec["token_budget"])
                nodes = client.iter_nodes(user_id=user, lifecycle_states=list(LifecycleState))
                cases.append({
                    "id": user,
                    "store_ms": store_ms,
                    "results": [{"type": r.node.node_type.value, "content": r.node.content} for r in response.results],
                    "rendered": response.bundle.render(),
                    "nodes": [{"type": n.node_type.value, "state": n.lifecycle_state.value, "content": n.content}
                              for n in nodes],
                })
        finally:
            client.close()
    finally:
        os.chdir(cwd)
        shutil.rmtree(workdir, ignore_errors=True)
    return {"prme_version": getattr(prme, "__version__", "unknown"),
            "enable_store_supersedence": PRMEConfig().enable_store_supersedence, "cases": cases}


def main() -> None:
    spec = json.loads(Path(sys.argv[1]).read_text())
    with contextlib.redirect_stdout(sys.stderr):  # stray prints must not corrupt the JSON
        report = run(spec)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
