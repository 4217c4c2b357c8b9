#!/usr/bin/env python3
"""What sharing a namespace costs: retrieve() in-process vs through the host socket (and MCP).

Builds (or reuses, with --keep) a workspace with one encrypted namespace of N synthetic
conversational memories (retrieval_scale's generator), hosts it in this process as
`prme serve` would, and measures, one call at a time on the same queries:

- retrieve() p50/p95 on the host's own MemoryClient (in-process);
- retrieve() p50/p95 from a separate client process through the host socket;
- `memory_retrieve` p50/p95 over MCP stdio (`prme mcp`, driven by the SDK's stdio client
  in a third process, as an agent host is) when the command exists on this checkout;
- store throughput in-process and through the host (sequential store_with_receipt).

Each query runs in-process, through the socket and through MCP in turn, in rotating
order, so the load of a shared machine weighs on every column alike; the paired
columns are medians of per-query differences from the in-process call.

Target: the socket adds at most 5 ms p50 over in-process; MCP p50 at or under 80 ms at 10k.

    .venv/bin/python bench/host_latency.py [--nodes 10000] [--queries 60] [--stores 200] [--keep DIR]
"""

from __future__ import annotations

import argparse
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


def socket_client(root: Path) -> None:
    """Child process: a client of the host that runs each call the parent sends on stdin, timed."""
    from engine import MemoryWorkspace
    from workspace_app.host import connect

    client = connect(MemoryWorkspace.open(root), NAMESPACE, client_name="bench")
    assert client is not None, "no host serves the namespace"
    client.retrieve("warm up", user_id=USER, save_receipt=False)
    print("ready", flush=True)
    for line in sys.stdin:
        op, _, text = line.rstrip("\n").partition(" ")
        t = time.perf_counter()
        if op == "retrieve":
            client.retrieve(text, user_id=USER, save_receipt=False)
        else:
            client.store_with_receipt(text, user_id=USER)
        print(f"{(time.perf_counter() - t) * 1000:.3f}", flush=True)
    client.close()


class Child:
    """The socket client process; ``call`` returns its own timing of one call."""

    def __init__(self, root: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--client", str(root)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert self.process.stdout.readline().strip() == "ready"

    def call(self, op: str, text: str) -> float:
        self.process.stdin.write(f"{op} {text}\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


class McpChild(Child):
    """An agent: the SDK's stdio client running `prme mcp` through the host (no key given)."""

    def __init__(self, root: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "bench" / "_mcp_stdio.py"), str(root), NAMESPACE, "--user", USER, "--driven"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert self.process.stdout.readline().strip() == "ready"

    def call(self, op: str, text: str) -> float:
        self.process.stdin.write(f"{text}\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())


def has_mcp() -> bool:
    from workspace_app.cli import build_parser

    return "mcp" in build_parser()._subparsers._group_actions[0].choices  # noqa: SLF001


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

    if args.client:
        socket_client(args.client)
        return
    texts = queries(args.queries)

    root = args.keep or Path(tempfile.mkdtemp(prefix="prme-host-bench-"))
    build_s = build(root, args.nodes)

    from workspace_app.host import HostingWorkspace, protocol

    ws = HostingWorkspace.open(root)
    ws.host_name = "bench"
    try:
        client = ws.unlock(NAMESPACE, PASSPHRASE)
        nodes = client.count_nodes(USER)
        client.retrieve("warm up", user_id=USER, save_receipt=False)  # waits for the indexes to load
        child = Child(root)
        agent = McpChild(root) if has_mcp() else None
        # Interleaved, one call each in turn: a busy shared machine slows every column alike.
        local_ms, hosted_ms, mcp_ms, wire_ms, wire_bytes = [], [], [], [], []

        def local(text: str) -> None:
            t = time.perf_counter()
            response = client.retrieve(text, user_id=USER, save_receipt=False)
            local_ms.append((time.perf_counter() - t) * 1000)
            # The CPU the wire format costs (the host's dump, the client's parse), as thread CPU time:
            # on a shared machine this is what stays put when wall-clock times swing with the load.
            t = time.thread_time()
            data = protocol.encode_result("retrieve", response)
            protocol.decode_result("retrieve", data)
            wire_ms.append((time.thread_time() - t) * 1000)
            wire_bytes.append(len(data))

        calls = [local, lambda text: hosted_ms.append(child.call("retrieve", text))]
        if agent is not None:
            calls.append(lambda text: mcp_ms.append(agent.call("retrieve", text)))
        for i, text in enumerate(texts):
            # Who goes first rotates: a later call of the same query finds warmer caches.
            for k in range(len(calls)):
                calls[(i + k) % len(calls)](text)
        if agent is not None:
            agent.close()
        local_store, hosted_store = [], []
        for i in range(args.stores):
            note = f"benchmark note {i}: the quarterly review moved to room {i % 40}"
            t = time.perf_counter()
            client.store_with_receipt(note, user_id=USER)
            local_store.append((time.perf_counter() - t) * 1000)
            hosted_store.append(child.call("store", note))
        child.close()
    finally:
        ws.close()

    in_process, through_host = stats(local_ms), stats(hosted_ms)
    stores = {"stores": args.stores, "in_process_per_s": round(1000 * len(local_store) / sum(local_store), 1),
              "through_host_per_s": round(1000 * len(hosted_store) / sum(hosted_store), 1),
              "in_process_p50_ms": round(median(local_store), 2), "through_host_p50_ms": round(median(hosted_store), 2)}
    overhead = round(through_host["p50_ms"] - in_process["p50_ms"], 2)
    paired = round(median([h - l for h, l in zip(hosted_ms, local_ms)]), 2)
    mcp = stats(mcp_ms) if mcp_ms else None
    if mcp:
        mcp["paired_over_in_process_p50_ms"] = round(median([m - l for m, l in zip(mcp_ms, local_ms)]), 2)
    wire = {"p50_ms": round(median(wire_ms), 2), "response_kb_p50": round(median(wire_bytes) / 1024, 1)}
    data = {
        "nodes": nodes, "build_seconds": round(build_s, 1), "queries": args.queries,
        "retrieve_in_process": in_process, "retrieve_through_host": through_host,
        "socket_overhead_p50_ms": overhead, "socket_overhead_paired_p50_ms": paired, "wire_format": wire,
        "store": stores, "mcp_memory_retrieve": mcp,
        "load_average": os.getloadavg(), "targets": {"socket_overhead_p50_ms": 5, "mcp_p50_ms": 80},
    }
    mcp_cell = (f"{mcp['p50_ms']} / {mcp['p95_ms']} ({mcp['paired_over_in_process_p50_ms']:+} paired)" if mcp
                else "not measured (no `prme mcp` here)")
    rows = [[f"{nodes:,}", f"{in_process['p50_ms']} / {in_process['p95_ms']}",
             f"{through_host['p50_ms']} / {through_host['p95_ms']}", f"{overhead:+} ({paired:+} paired)",
             f"{wire['p50_ms']} ({wire['response_kb_p50']} KB)", mcp_cell,
             f"{stores['in_process_per_s']} / {stores['through_host_per_s']}"]]
    headers = ["nodes", "retrieve in-process p50/p95 ms", "retrieve via host socket p50/p95 ms",
               "socket adds, p50 ms", "wire format, CPU p50 ms (response size)", "MCP memory_retrieve p50/p95 ms", "stores/s in-process / via host"]
    notes = (f"{args.queries} queries, each run in-process, through the host socket and through MCP in turn, in "
             "rotating order (the socket client and the MCP agent are separate processes; the agent's "
             "memory_retrieve also saves a retrieval receipt), and "
             f"{args.stores} sequential store_with_receipt calls in-process and through the host, after a warm-up. "
             "'paired' is the median of per-query differences from the in-process call; the wire format CPU is "
             "the host's dump plus the client's parse of each full response, timed alone. Load "
             f"average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs. Targets: the socket "
             "adds <= 5 ms p50; MCP memory_retrieve p50 <= 80 ms at 10k nodes.")
    write_results(args.out, data, rows, headers, notes)


if __name__ == "__main__":
    main()
