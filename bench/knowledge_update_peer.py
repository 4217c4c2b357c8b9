#!/usr/bin/env python3
"""Peer worker for ``bench/knowledge_update.py --peer``: the store path through PRME 0.15.0.

Runs under the peer venv that ../shared/bench/peer/setup_peer_prme.sh builds, offline,
with the same MiniLM model, and drives PRME only through its public client (nothing of
PRME is copied). Reads a JSON file

    {"peer_dir": ..., "token_budget": 300, "cases": [{"id", "statements": [[date, text]], "question"}]}

and prints JSON: the PRME version and two runs, PRME at its defaults and with its own
``enable_store_supersedence`` on (statements stored into both alternately), each with
what every case left behind (ranked results, rendered context, every node of the case's
user) and each store()'s milliseconds. bench/knowledge_update.py judges it.
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


def _observe(client, user: str, question: str, token_budget: int, states) -> dict:
    response = client.retrieve(question, user_id=user, token_budget=token_budget)
    return {
        "results": [{"type": r.node.node_type.value, "content": r.node.content} for r in response.results],
        "rendered": response.bundle.render(),
        "nodes": [{"type": n.node_type.value, "state": n.lifecycle_state.value, "content": n.content}
                  for n in client.iter_nodes(user_id=user, lifecycle_states=states)],
    }


def run(spec: dict) -> dict:
    sys.path.insert(0, spec["peer_dir"])
    import peer_prme  # the shared harness's offline model and tokenizer setup

    peer_prme.configure_offline(Path(peer_prme.DEFAULT_MODEL_DIR), Path(peer_prme.DEFAULT_CACHE_DIR))
    peer_prme.quiet_logging()
    import prme
    from prme import LifecycleState, MemoryClient
    from prme.config import PRMEConfig

    states = list(LifecycleState)
    workdir = Path(tempfile.mkdtemp(prefix="prme_peer_knowledge_"))
    cwd = os.getcwd()
    os.chdir(workdir)  # keep PRME from reading a .env file in the caller's directory
    clients: dict[str, object] = {}
    try:
        # PRME at its defaults, and with its store-path update check on; statements go to
        # both alternately so the latency comparison sees the same machine load.
        default = PRMEConfig(database_url=None, pack_path=str(workdir / "default.prme"))
        clients["peer_store"] = MemoryClient(config=default)
        clients["peer_store_check_on"] = MemoryClient(config=PRMEConfig(
            database_url=None, pack_path=str(workdir / "check-on.prme"), enable_store_supersedence=True))
        runs = {name: {"enable_store_supersedence": client._config.enable_store_supersedence, "cases": []}
                for name, client in clients.items()}
        for client in clients.values():
            client.retrieve("warm-up query", user_id="warm-up")
        for case in spec["cases"]:
            user = case["id"]
            store_ms: dict[str, list[float]] = {name: [] for name in clients}
            for i, (day, text) in enumerate(case["statements"]):
                when = datetime.fromisoformat(day).replace(hour=12, tzinfo=timezone.utc)
                for name in (list(clients) if i % 2 == 0 else list(reversed(clients))):
                    started = time.perf_counter()
                    clients[name].store(text, user_id=user, event_time=when)
                    store_ms[name].append((time.perf_counter() - started) * 1000)
            for name, client in clients.items():
                seen = _observe(client, user, case["question"], spec["token_budget"], states)
                runs[name]["cases"].append({"id": user, "store_ms": store_ms[name], **seen})
    finally:
        for client in clients.values():
            client.close()
        os.chdir(cwd)
        shutil.rmtree(workdir, ignore_errors=True)
    return {"prme_version": getattr(prme, "__version__", "unknown"), "runs": runs}


def main() -> None:
    spec = json.loads(Path(sys.argv[1]).read_text())
    with contextlib.redirect_stdout(sys.stderr):  # stray prints must not corrupt the JSON
        report = run(spec)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
