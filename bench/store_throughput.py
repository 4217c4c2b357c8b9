"""Write latency and throughput into an encrypted pack, side by side with PRME 0.15.0.

    .venv/bin/python bench/store_throughput.py [--n 1000] [--peer] [--peer-n 300]

store() acknowledges once the event, the node and its lexical document are committed;
a background embedder writes the vectors behind it, in batches (engine/background_embedder.py).
Measured on LoCoMo dev turns read in place (../shared/bench/locomo-dev, CC BY-NC 4.0;
nothing of it is written here), the bundled MiniLM int8 model, an encrypted pack:

- store() acknowledged, p50/p95/p99, over a stream of ``--n`` stores back to back;
- sustained stores per second over that stream: acknowledged, and until the last one is
  searchable by meaning (its vectors written and in the index);
- vector freshness (acknowledgement -> searchable by meaning), p50/p95, for an agent
  writing a turn every ``--interval`` seconds, and under the back-to-back stream;
- embedding batches: memories per batch, and the embedder's rate one memory at a time
  against whole batches (why throughput rises with load);
- the first retrieve() right after a burst of ``--burst`` stores (read-your-writes: it waits
  for the writer to apply them and embeds what is still waiting first), against a
  retrieve() with nothing waiting;
- ingest_fast_many() of the stream, process_pending() and the pack's open time.

``--peer`` runs PRME 0.15.0 (bench/store_throughput_peer.py in the venv that
../shared/bench/peer/setup_peer_prme.sh builds) on the first ``--peer-n`` of the same turns
and the same bursts, in the same run. Its store() returns once the memory is searchable,
so its freshness is its store latency.

Targets: store() p50 at least 20x faster than the peer's, freshness p95 under 1 s, the
first retrieve() after a burst at or under 100 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import tempfile
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

from _common import percentile, write_results

import engine.embeddings as embeddings
import engine.search_indexes as search_indexes
from engine import FastIngestItem, MemoryClient
from engine.embeddings import get_embedder

KEY = "benchmark passphrase"
ROOT = Path(__file__).resolve().parents[1]
PEER_PYTHON = Path("/tmp/prme-peer/bin/python")
PEER_WORKER = Path(__file__).resolve().parent / "store_throughput_peer.py"
BURST_QUERY = "When did Caroline go to the LGBTQ support group?"
BULK = 300  # memories admitted by ingest_fast_many() and built by process_pending()


def shared_bench() -> Path:
    """../shared/bench, looked for above this checkout."""
    for parent in ROOT.parents:
        if (parent / "shared" / "bench" / "locomo-dev").is_dir():
            return parent / "shared" / "bench"
    raise SystemExit("../shared/bench/locomo-dev not found")


def turns(n: int) -> list[dict]:
    """The first ``n`` dev turns, conversation after conversation (cycled when ``n`` is larger)."""
    out: list[dict] = []
    folders = sorted((shared_bench() / "locomo-dev").glob("conv-*"))
    while len(out) < n:
        for folder in folders:
            for turn in json.loads((folder / "memories.json").read_text()):
                out.append({"text": turn["text"], "speaker": turn.get("speaker"),
                            "session": f"{folder.name}-{turn.get('session')}", "time": turn.get("time")})
    return out[:n]


def _when(value: str | None) -> datetime | None:
    if not value:
        return None
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


def _ms(values: list[float]) -> dict:
    return {"n": len(values), "p50": percentile(values, 50), "p95": percentile(values, 95),
            "p99": percentile(values, 99), "max": max(values) if values else float("nan")}


class Watch:
    """When each node's vectors became searchable, and the batches the embedder ran."""

    def __init__(self) -> None:
        self.searchable: dict[str, float] = {}
        self.batches: list[tuple[int, bool]] = []
        self._lock = threading.Lock()
        publish, embed = search_indexes.SearchIndexes._publish_vectors, search_indexes.SearchIndexes._embed_batch

        def published(indexes, embedded):
            publish(indexes, embedded)
            now = time.perf_counter()
            with self._lock:
                for job in embedded.jobs:
                    self.searchable.setdefault(job.node_id, now)

        def batch(indexes, jobs, urgent, *also):
            with self._lock:
                self.batches.append((len(jobs), urgent))
            return embed(indexes, jobs, urgent, *also)

        search_indexes.SearchIndexes._publish_vectors = published
        search_indexes.SearchIndexes._embed_batch = batch


def _store(client: MemoryClient, memory: dict, user: str):
    return client.store_with_receipt(
        memory["text"], user_id=user, role="participant", speaker=memory["speaker"], session_id=memory["session"],
        event_time=_when(memory["time"]),
    )


def ours(memories: list[dict], bursts: list[list[dict]], paced: list[dict], interval: float, root: Path) -> dict:
    watch = Watch()
    out: dict = {}
    with MemoryClient(root / "ours.prme", encryption_key=KEY) as client:
        client.warm_up()
        get_embedder(threads=1).warm()  # the background embedder's own single-core copy
        client.store("warm-up: load both copies of the model", user_id="warm-up")
        client.wait_for_vectors()

        # Back to back: acknowledged latency, sustained rate, freshness under a backlog.
        acked: dict[str, float] = {}
        latencies = []
        before = len(watch.batches)
        started = time.perf_counter()
        for memory in memories:
            t = time.perf_counter()
            receipt = _store(client, memory, "stream")
            done = time.perf_counter()
            latencies.append((done - t) * 1000)
            acked[str(receipt.node_id)] = done
        ack_seconds = time.perf_counter() - started
        client.wait_for_vectors()
        searchable_seconds = time.perf_counter() - started
        sizes = [n for n, _ in watch.batches[before:]]
        out["stream"] = {
            "store_ms": _ms(latencies), "acknowledged_per_second": len(memories) / ack_seconds,
            "searchable_per_second": len(memories) / searchable_seconds,
            "freshness_ms": _ms([(watch.searchable[n] - a) * 1000 for n, a in acked.items()]),
            "batches": len(sizes), "memories_per_batch": sum(sizes) / max(len(sizes), 1), "largest_batch": max(sizes),
        }

        # An agent writing a turn every ``interval`` seconds.
        acked = {}
        latencies = []
        before = len(watch.batches)
        for memory in paced:
            t = time.perf_counter()
            receipt = _store(client, memory, "paced")
            done = time.perf_counter()
            latencies.append((done - t) * 1000)
            acked[str(receipt.node_id)] = done
            time.sleep(max(0.0, interval - (time.perf_counter() - t)))
        client.wait_for_vectors()
        sizes = [n for n, _ in watch.batches[before:]]
        out["paced"] = {
            "interval_s": interval, "store_ms": _ms(latencies),
            "freshness_ms": _ms([(watch.searchable[n] - a) * 1000 for n, a in acked.items()]),
            "memories_per_batch": sum(sizes) / max(len(sizes), 1),
        }

        # The first retrieve() after a burst, and one with nothing waiting.
        first, settled, waiting = [], [], []
        for i, burst in enumerate(bursts):
            user = f"burst-{i}"
            ids = [str(_store(client, memory, user).node_id) for memory in burst]
            # Counted without a read: a read waits until the writer has applied the burst, which
            # would take that time out of the retrieve() measured here.
            with watch._lock:
                waiting.append(sum(1 for i in ids if i not in watch.searchable))
            t = time.perf_counter()
            client.retrieve(BURST_QUERY, user_id=user)
            first.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            client.retrieve(BURST_QUERY, user_id=user)
            settled.append((time.perf_counter() - t) * 1000)
        out["burst"] = {"size": len(bursts[0]) if bursts else 0, "first_retrieve_ms": _ms(first),
                        "settled_retrieve_ms": _ms(settled), "waiting_at_retrieve": waiting}

    # The embedder alone: one memory per call (what a synchronous store pays) against batches,
    # each from a cold cache of recent vectors (engine/embeddings.py), or the second pass is free.
    embedder = get_embedder(threads=1)
    passages = [search_indexes.embedding_passage(m["text"], m["speaker"]) for m in memories[:100]]
    embeddings._recent = embeddings._RecentVectors(embeddings._recent._size)
    t = time.perf_counter()
    for passage in passages:
        search_indexes.embed_passages(embedder, [passage])
    one = len(passages) / (time.perf_counter() - t)
    embeddings._recent = embeddings._RecentVectors(embeddings._recent._size)
    t = time.perf_counter()
    search_indexes.embed_passages(embedder, passages)
    batched = len(passages) / (time.perf_counter() - t)
    out["embedder_memories_per_second"] = {"one_at_a_time": one, "batched": batched}

    # Bulk admission, its materialization, and opening the pack.
    with MemoryClient(root / "many.prme", encryption_key=KEY) as client:
        items = [FastIngestItem(content=m["text"], speaker=m["speaker"], session_id=m["session"], role="participant")
                 for m in memories[:BULK]]
        t = time.perf_counter()
        client.ingest_fast_many(items, user_id="bench")
        out["ingest_fast_many_s"] = time.perf_counter() - t
        t = time.perf_counter()
        client.process_pending("bench", budget_ms=10**9)
        out["process_pending_s"] = time.perf_counter() - t
        client.wait_for_vectors()
        out["process_pending_searchable_s"] = time.perf_counter() - t
    opens = []
    for _ in range(3):
        t = time.perf_counter()
        MemoryClient(root / "many.prme", encryption_key=KEY).close()
        opens.append(time.perf_counter() - t)
    out["open_s_median"] = sorted(opens)[1]
    return out


def peer(memories: list[dict], bursts: list[list[dict]], root: Path) -> dict:
    peer_dir = shared_bench() / "peer"
    if not PEER_PYTHON.exists() or not (peer_dir / "peer_prme.py").is_file():
        return {"error": "peer venv missing: run ../shared/bench/peer/setup_peer_prme.sh"}
    spec = root / "peer-spec.json"
    spec.write_text(json.dumps({"peer_dir": str(peer_dir), "memories": memories, "bursts": bursts,
                                "burst_query": BURST_QUERY}))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PRME_")}
    out = subprocess.run([str(PEER_PYTHON), str(PEER_WORKER), str(spec)], capture_output=True, text=True, env=env,
                         check=False)
    if out.returncode != 0:
        return {"error": f"peer worker failed: {out.stderr[-800:]}"}
    data = json.loads(out.stdout)
    return {"prme_version": data["prme_version"], "store_ms": _ms(data["store_ms"]),
            "stores_per_second": len(memories) / data["stream_seconds"],
            "first_retrieve_ms": _ms(data["burst_retrieve_ms"])}


def _f(value: float, digits: int = 1) -> str:
    return f"{value:,.{digits}f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1000, help="stores in the back-to-back stream")
    parser.add_argument("--paced", type=int, default=100, help="stores in the paced stream")
    parser.add_argument("--interval", type=float, default=0.25, help="seconds between paced stores")
    parser.add_argument("--bursts", type=int, default=10)
    parser.add_argument("--burst", type=int, default=10, help="stores per burst")
    parser.add_argument("--peer", action="store_true", help="run PRME 0.15.0 on the same turns")
    parser.add_argument("--peer-n", type=int, default=300)
    args = parser.parse_args()
    pool = turns(args.n + args.paced + args.bursts * args.burst)
    memories = pool[:args.n]
    paced = pool[args.n:args.n + args.paced]
    rest = pool[args.n + args.paced:]
    bursts = [rest[i * args.burst:(i + 1) * args.burst] for i in range(args.bursts)]
    with tempfile.TemporaryDirectory() as tmp:
        data: dict = {"n": args.n}
        load: dict = {}
        if args.peer:  # first: the machine is shared, and the load it sees is recorded beside ours
            load["peer_start"] = os.getloadavg()[0]
            data["peer"] = peer(memories[:args.peer_n], bursts, Path(tmp))
            load["peer_end"] = os.getloadavg()[0]
        load["ours_start"] = os.getloadavg()[0]
        data["ours"] = ours(memories, bursts, paced, args.interval, Path(tmp))
        load["ours_end"] = os.getloadavg()[0]
        data["load_average_1min"] = load
    o, p = data["ours"], data.get("peer") or {}
    have_peer = "store_ms" in p
    ratio = p["store_ms"]["p50"] / o["stream"]["store_ms"]["p50"] if have_peer else float("nan")
    s, pc, b = o["stream"], o["paced"], o["burst"]

    def peer_cell(fn) -> str:
        return fn(p) if have_peer else "-"

    rows = [
        ["store() p50 / p95 / p99 ms (acknowledged)",
         f"{_f(s['store_ms']['p50'], 2)} / {_f(s['store_ms']['p95'], 2)} / {_f(s['store_ms']['p99'], 2)}",
         peer_cell(lambda p: f"{_f(p['store_ms']['p50'])} / {_f(p['store_ms']['p95'])} / {_f(p['store_ms']['p99'])}"),
         f"p50 >= 20x faster than the peer's: {_f(ratio)}x"],
        [f"stores/s, {args.n:,} back to back: acknowledged", _f(s["acknowledged_per_second"], 0),
         peer_cell(lambda p: _f(p["stores_per_second"], 0)), "-"],
        [f"stores/s, {args.n:,} back to back: until the last is searchable by meaning",
         _f(s["searchable_per_second"], 0), peer_cell(lambda p: _f(p["stores_per_second"], 0)), "-"],
        [f"vector freshness p50 / p95 ms, a store every {args.interval:g} s",
         f"{_f(pc['freshness_ms']['p50'], 0)} / {_f(pc['freshness_ms']['p95'], 0)}",
         peer_cell(lambda p: f"{_f(p['store_ms']['p50'], 0)} / {_f(p['store_ms']['p95'], 0)} (in store())"),
         "p95 < 1000"],
        [f"vector freshness p50 / p95 ms, {args.n:,} back to back",
         f"{_f(s['freshness_ms']['p50'], 0)} / {_f(s['freshness_ms']['p95'], 0)}", "-", "-"],
        ["memories per embedding batch: paced / back to back",
         f"{_f(pc['memories_per_batch'])} / {_f(s['memories_per_batch'])} (largest {s['largest_batch']})", "-", "-"],
        ["embedder memories/s: one at a time / batched",
         f"{_f(o['embedder_memories_per_second']['one_at_a_time'], 0)} / "
         f"{_f(o['embedder_memories_per_second']['batched'], 0)}", "-", "-"],
        [f"first retrieve() after a burst of {b['size']} stores, p50 / max ms",
         f"{_f(b['first_retrieve_ms']['p50'])} / {_f(b['first_retrieve_ms']['max'])}",
         peer_cell(lambda p: f"{_f(p['first_retrieve_ms']['p50'])} / {_f(p['first_retrieve_ms']['max'])}"),
         "<= 100"],
        ["retrieve() with nothing waiting, p50 ms", _f(b["settled_retrieve_ms"]["p50"]), "-", "-"],
        [f"ingest_fast_many() of {BULK}, s", _f(o["ingest_fast_many_s"], 2), "-", "-"],
        ["process_pending() of those, s (until searchable by meaning)",
         f"{_f(o['process_pending_s'], 2)} ({_f(o['process_pending_searchable_s'], 2)})", "-", "-"],
        [f"open a pack of {BULK} memories, s (median of 3)", _f(o["open_s_median"], 2), "-", "-"],
    ]
    notes = (
        "Encrypted pack (AES-256-GCM via DuckDB), bundled MiniLM int8, LoCoMo dev turns read in place, "
        f"one run on a 2-core machine shared with other work (1-minute load average at the start and end of "
        f"each side: {', '.join(f'{k} {v:.1f}' for k, v in load.items())}). "
        f"The peer stored the first {args.peer_n} turns of the same stream, then the same bursts. "
        "Freshness is measured from the acknowledgement to the moment the vectors are in the index. "
        f"Memories still waiting for vectors when each burst's retrieve() began: {b['waiting_at_retrieve']}."
    )
    write_results("store_throughput", data, rows, ["measure", "this engine", "PRME 0.15.0", "target"], notes=notes)


if __name__ == "__main__":
    main()
