"""Write throughput into an encrypted pack, and pack open time.

    .venv/bin/python bench/store_throughput.py [--n 10000]

store() builds each node at once (embedding included); ingest_fast() only admits the
event; ingest_fast_many() admits the whole list in one transaction. Target:
ingest_fast_many() admits 10,000 memories in under 2 s.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from _common import median, write_results

from engine import FastIngestItem, MemoryClient

KEY = "benchmark passphrase"
SUBJECTS = ["I", "Alice", "Bob", "The team", "My sister", "Our landlord", "The doctor"]
VERBS = ["moved to", "prefers", "decided on", "bought", "visited", "recommended", "is worried about"]
OBJECTS = ["Denver", "dark roast coffee", "PostgreSQL", "a used bike", "the museum", "a new dentist", "the budget"]


def memories(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} (note {i})" for i in range(n)]


def _time_each(call, texts: list[str]) -> tuple[float, list[float]]:
    """Total seconds and per-call latencies of ``call(text)`` over ``texts``."""
    latencies = []
    start = time.perf_counter()
    for text in texts:
        t = time.perf_counter()
        call(text)
        latencies.append(time.perf_counter() - t)
    return time.perf_counter() - start, latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000)
    args = parser.parse_args()
    texts = memories(args.n)
    rows, data = [], {"n": args.n}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)

        for label, name, call in (
            ("store()", "store", lambda c, t: c.store(t, user_id="bench")),
            ("ingest_fast()", "ingest_fast", lambda c, t: c.ingest_fast(t, user_id="bench")),
        ):
            with MemoryClient(root / f"{name}.prme", encryption_key=KEY) as client:
                client.store("warm-up: load the embedding model", user_id="warm-up")
                total, latencies = _time_each(lambda text: call(client, text), texts)
            data[name] = {"seconds": total, "per_second": args.n / total, "median_ms": median(latencies) * 1000}
            rows.append([label, f"{total:.2f}", f"{args.n / total:,.0f}", f"{median(latencies) * 1000:.2f}"])

        many_path = root / "many.prme"
        with MemoryClient(many_path, encryption_key=KEY) as client:
            items = [FastIngestItem(content=t, session_id=f"s{i // 50}") for i, t in enumerate(texts)]
            start = time.perf_counter()
            client.ingest_fast_many(items, user_id="bench")
            total = time.perf_counter() - start
            data["ingest_fast_many"] = {"seconds": total, "per_second": args.n / total}
            rows.append(["ingest_fast_many()", f"{total:.2f}", f"{args.n / total:,.0f}", "-"])
            start = time.perf_counter()
            client.process_pending("bench", budget_ms=10**9)
            total = time.perf_counter() - start
            data["process_pending"] = {"seconds": total, "per_second": args.n / total}
            rows.append(["process_pending() (embeds)", f"{total:.2f}", f"{args.n / total:,.0f}", "-"])

        opens = []
        for _ in range(3):
            start = time.perf_counter()
            MemoryClient(many_path, encryption_key=KEY).close()
            opens.append(time.perf_counter() - start)
        data["open_seconds_median"] = median(opens)
        rows.append([f"open pack with {args.n:,} events (median of 3)", f"{median(opens):.2f}", "-", "-"])

    write_results(
        "store_throughput", data, rows, ["operation", "seconds", "per second", "median ms"],
        notes="Encrypted pack (AES-256-GCM via DuckDB), bundled MiniLM int8 embeddings, 2-core machine shared with other work.",
    )


if __name__ == "__main__":
    main()
