"""Timing `memory_retrieve` through `prme mcp` over stdio, as an agent host sees it.

For bench/host_latency.py (the MCP column): start `prme mcp` on a built namespace with
the SDK's real stdio client, warm it, then time each call one at a time::

    latencies_ms = asyncio.run(time_memory_retrieve(workspace, "bench", queries, env={"PRME_ENCRYPTION_KEY": key}))
    p50, p95 = percentile(latencies_ms, 50), percentile(latencies_ms, 95)

With a host serving the namespace (`prme serve`, the app), pass no key: the calls then
go agent -> prme mcp -> host socket -> engine. `--driven` runs the agent as its own
process (as an agent host is) that times one call per query line read on stdin and
prints its milliseconds, so a benchmark can interleave it with other calls.
Standalone, for a quick look:

    .venv/bin/python bench/_mcp_stdio.py WORKSPACE NAMESPACE [--queries 50]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


async def time_memory_retrieve(
    workspace: Path, namespace: str, queries: Sequence[str], *, user: str | None = None,
    env: dict[str, str] | None = None, token_budget: int | None = None, warmup: int = 3,
) -> list[float]:
    """Wall-clock milliseconds of each `memory_retrieve` call (after ``warmup`` untimed ones)."""
    from mcp import Client

    arguments = {} if token_budget is None else {"token_budget": token_budget}
    latencies: list[float] = []
    async with Client(_server(workspace, namespace, user, env)) as client:
        for query in list(queries[:warmup]):
            await client.call_tool("memory_retrieve", {"query": query, **arguments})
        for query in queries:
            started = time.perf_counter()
            result = await client.call_tool("memory_retrieve", {"query": query, **arguments})
            latencies.append((time.perf_counter() - started) * 1000)
            if result.is_error:
                raise RuntimeError(getattr(result.content[0], "text", "memory_retrieve failed"))
    return latencies


def _server(workspace: Path, namespace: str, user: str | None, env: dict[str, str] | None):
    from mcp.client.stdio import StdioServerParameters

    args = ["-m", "workspace_app.cli", "--workspace", str(workspace), "mcp", "--namespace", namespace]
    if user:
        args += ["--user", user]
    child_env = {"PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), **(env or {})}
    return StdioServerParameters(command=sys.executable, args=args, env=child_env)


async def driven(workspace: Path, namespace: str, *, user: str | None) -> None:
    """Print "ready" once connected and warm, then per query line on stdin the call's milliseconds."""
    from mcp import Client

    async with Client(_server(workspace, namespace, user, None)) as client:
        await client.call_tool("memory_retrieve", {"query": "warm up"})
        print("ready", flush=True)
        while query := (await asyncio.to_thread(sys.stdin.readline)).rstrip("\n"):
            started = time.perf_counter()
            result = await client.call_tool("memory_retrieve", {"query": query})
            elapsed = (time.perf_counter() - started) * 1000
            if result.is_error:
                raise RuntimeError(getattr(result.content[0], "text", "memory_retrieve failed"))
            print(f"{elapsed:.3f}", flush=True)


def main() -> None:
    from bench._common import percentile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workspace", type=Path)
    parser.add_argument("namespace")
    parser.add_argument("--queries", type=int, default=50)
    parser.add_argument("--user")
    parser.add_argument("--driven", action="store_true", help="time one call per query line on stdin")
    args = parser.parse_args()
    if args.driven:
        asyncio.run(driven(args.workspace, args.namespace, user=args.user))
        return
    topics = ["where do I live", "what did Maya say about the trip", "favourite food", "who works at Acme",
              "plans for May", "the dog", "books I read", "my sister"]
    queries = [topics[i % len(topics)] + f" {i}" for i in range(args.queries)]
    env = {k: v for k, v in os.environ.items() if k == "PRME_ENCRYPTION_KEY"}
    latencies = asyncio.run(time_memory_retrieve(args.workspace, args.namespace, queries, user=args.user, env=env))
    print(f"memory_retrieve over MCP stdio: p50 {percentile(latencies, 50):.1f} ms, "
          f"p95 {percentile(latencies, 95):.1f} ms ({len(latencies)} calls)")


if __name__ == "__main__":
    main()
