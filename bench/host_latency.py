#!/usr/bin/env python3
"""What sharing a namespace costs: retrieve() in-process vs through the host socket (and MCP).

Builds (or reuses, with --keep) a workspace with one encrypted namespace of N synthetic
conversational memories (retrieval_scale's generator), hosts it in this process as
`prme serve` would, and measures, one call at a time on the same queries:

- retrieve() p50/p95 on the host's own MemoryClient (in-process);
- retrieve() p50/p95 from a separate client process through the host socket;
- `memory_retrieve` p50/p95 over MCP stdio (`prme mcp`, the SDK's stdio client) when the
  command exists on this checkout;
- store throughput through the host (sequential store_with_receipt from the client process).

Target: the socket adds at most 5 ms p50 over in-process; MCP p50 at or under 80 ms at 10k.

    .venv/bin/python bench/host_latency.py [--nodes 10000] [--queries 60] [--stores 200] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _common import median, percentile, write_results  # noqa: E402

NAMESPACE = "bench"
USER = "scale"
PASSPHRASE = "bench host latency passphrase"


def build(root: Path, n: int) -> float:
    """The workspace with N nodes in namespace 'bench' (reused when it exists)."""
    from engine import MemoryWorkspace
    from retrieval_scale import _memoize_embeddings, items

    with MemoryWorkspace.open(root) as ws:
        if NAMESPACE in ws.names():
            return 0.0
        t = time.perf_counter()
        ws.create_namespace(NAMESPACE, passphrase=PASSPHRASE)
        client = ws.client(NAMESPACE)
        _memoize_embeddings(client.engine._indexes.embedder)  # noqa: SLF001 - build speed only
        data = items(n)
        for start in range(0, n, 2000):
            client.ingest_fast_many(data[start:start + 2000], user_id=USER)
        while client.process_pending(user_id=USER, budget_ms=60_000).pending:
            pass
        return time.perf_counter() - t


def timed(call, values: list[str]) -> list[float]:
    out = []
    for value in values:
        t = time.perf_counter()
        call(value)
        out.append((time.perf_counter() - t) * 1000)
    return out


def stats(ms: list[float]) -> dict:
    return {"p50_ms": round(median(ms), 2), "p95_ms": round(percentile(ms, 95), 2), "calls": len(ms)}


def socket_client(root: Path, texts: list[str], stores: int) -> dict:
    """Child process: the same queries through the host, then sequential stores."""
    from engine import MemoryWorkspace
    from workspace_app.host import connect

    client = connect(MemoryWorkspace.open(root), NAMESPACE, client_name="bench")
    assert client is not None, "no host serves the namespace"
    client.retrieve("warm up", user_id=USER, save_receipt=False)
    retrieve = timed(lambda q: client.retrieve(q, user_id=USER, save_receipt=False), texts)
    t = time.perf_counter()
    for i in range(stores):
        client.store_with_receipt(f"benchmark note {i}: the quarterly review moved to room {i % 40}", user_id=USER)
    elapsed = time.perf_counter() - t
    client.close()
    return {"retrieve": stats(retrieve), "stores": stores, "stores_per_s": round(stores / elapsed, 1)}


def mcp_client(root: Path, texts: list[str]) -> dict | None:
    """`memory_retrieve` over MCP stdio through the host (no key given), when this checkout has `prme mcp`."""
    from workspace_app.cli import build_parser

    if "mcp" not in build_parser()._subparsers._group_actions[0].choices:  # noqa: SLF001
        return None
    import asyncio

    from _mcp_stdio import time_memory_retrieve

    return stats(asyncio.run(time_memory_retrieve(root, NAMESPACE, texts, user=USER, warmup=1)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=10_000)
    ap.add_argument("--queries", type=int, default=60)
    ap.add_argument("--stores", type=int, default=200)
    ap.add_argument("--keep", type=Path, help="keep the workspace here and reuse it")
    ap.add_argument("--client", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--out", default="host_latency")
    args = ap.parse_args()

    from retrieval_scale import queries

    texts = queries(args.queries)
    if args.client:
        print(json.dumps(socket_client(args.client, texts, args.stores)))
        return

    root = args.keep or Path(tempfile.mkdtemp(prefix="prme-host-bench-"))
    build_s = build(root, args.nodes)

    from workspace_app.host import HostingWorkspace

    ws = HostingWorkspace.open(root)
    ws.host_name = "bench"
    try:
        client = ws.unlock(NAMESPACE, PASSPHRASE)
        nodes = client.count_nodes(USER)
        client.retrieve("warm up", user_id=USER, save_receipt=False)
        in_process = stats(timed(lambda q: client.retrieve(q, user_id=USER, save_receipt=False), texts))
        child = subprocess.run(
            [sys.executable, __file__, "--client", str(root), "--queries", str(args.queries),
             "--stores", str(args.stores)],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        through_host = json.loads(child.stdout.strip().splitlines()[-1])
        mcp = mcp_client(root, texts)
    finally:
        ws.close()

    overhead = round(through_host["retrieve"]["p50_ms"] - in_process["p50_ms"], 2)
    data = {
        "nodes": nodes, "build_seconds": round(build_s, 1), "queries": args.queries,
        "in_process": in_process, "through_host": through_host["retrieve"],
        "socket_overhead_p50_ms": overhead, "store_through_host": {
            "stores": through_host["stores"], "stores_per_s": through_host["stores_per_s"]},
        "mcp_memory_retrieve": mcp, "targets": {"socket_overhead_p50_ms": 5, "mcp_p50_ms": 80},
    }
    mcp_cell = f"{mcp['p50_ms']} / {mcp['p95_ms']}" if mcp else "not measured (no `prme mcp` here)"
    rows = [[f"{nodes:,}", f"{in_process['p50_ms']} / {in_process['p95_ms']}",
             f"{through_host['retrieve']['p50_ms']} / {through_host['retrieve']['p95_ms']}", f"{overhead:+}",
             mcp_cell, f"{through_host['stores_per_s']}"]]
    headers = ["nodes", "in-process p50/p95 ms", "host socket p50/p95 ms", "socket adds (p50 ms)",
               "MCP memory_retrieve p50/p95 ms", "stores/s through host"]
    notes = (f"{args.queries} queries one at a time after a warm-up; the socket client is a separate process; "
             f"{through_host['stores']} sequential store_with_receipt calls through the host. Targets: the socket "
             "adds <= 5 ms p50; MCP memory_retrieve p50 <= 80 ms at 10k nodes.")
    write_results(args.out, data, rows, headers, notes)


if __name__ == "__main__":
    main()
