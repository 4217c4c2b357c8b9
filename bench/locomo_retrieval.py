#!/usr/bin/env python3
"""LoCoMo retrieval benchmark: recall@5/@10 and complete@10 of retrieve() at its defaults.

Reads the benchmark in place (../shared/bench/locomo-dev by default; CC BY-NC 4.0,
never copied into this repository). Every turn is stored the way an application
would: content without its "Speaker: " prefix, role="participant", speaker=, one
session_id per session, event_time from the session time, the turn id in metadata,
one user_id per conversation. Each question is then retrieved with default
settings. BM25-only and vector-only rows come from the same in-memory indexes.
``--peer`` adds a PRME 0.15.0 row (../shared/bench/peer) on the same data.

    .venv/bin/python bench/locomo_retrieval.py [--data DIR] [--peer] [--pack FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import MemoryEngine, PRMEConfig, ScoringWeights  # noqa: E402
from engine.config import config_from_pack  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "bench" / "locomo-dev"
PEER_SCRIPT = ROOT.parent / "shared" / "bench" / "peer" / "peer_prme.py"
TURN_KEY = "locomo_turn_id"


def load_split(data: Path) -> list[tuple[str, list[dict], list[dict]]]:
    convs = []
    for folder in sorted(p for p in data.iterdir() if p.is_dir()):
        memories = json.loads((folder / "memories.json").read_text())
        questions = json.loads((folder / "questions.json").read_text())
        convs.append((folder.name, memories, questions))
    return convs


def _event_time(text: str | None) -> datetime | None:
    if not text:
        return None
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc)


def _content(turn: dict) -> str:
    prefix = f"{turn['speaker']}: "
    text = turn["text"]
    return text[len(prefix):] if turn.get("speaker") and text.startswith(prefix) else text


async def build_pack(engine: MemoryEngine, convs) -> float:
    started = time.perf_counter()
    for name, memories, _ in convs:
        for turn in memories:
            await engine.store(
                _content(turn), user_id=name, role="participant", speaker=turn.get("speaker"),
                session_id=f"session-{turn['session']}", event_time=_event_time(turn.get("time")),
                metadata={TURN_KEY: turn["id"]},
            )
    return time.perf_counter() - started


def metrics(rows: list[dict]) -> dict:
    def agg(sel):
        sel = list(sel)
        if not sel:
            return None
        return {
            "n": len(sel),
            "recall@5": round(100 * statistics.fmean(r["r5"] for r in sel), 1),
            "recall@10": round(100 * statistics.fmean(r["r10"] for r in sel), 1),
            "complete@10": round(100 * statistics.fmean(r["c10"] for r in sel), 1),
        }

    out = {"all": agg(rows)}
    for cat in sorted({r["category"] for r in rows}):
        out[f"cat{cat}"] = agg(r for r in rows if r["category"] == cat)
    lat = sorted(r["ms"] for r in rows if r.get("ms") is not None)
    if lat:
        out["latency_ms"] = {"mean": round(statistics.fmean(lat), 2), "p50": round(lat[len(lat) // 2], 2),
                             "p95": round(lat[min(len(lat) - 1, int(len(lat) * 0.95))], 2)}
    return out


def judge(ranked_turns: list[str], q: dict) -> dict:
    rel = set(q["relevant_ids"])
    return {
        "qid": q["qid"], "category": q["category"],
        "r5": len(rel & set(ranked_turns[:5])) / len(rel),
        "r10": len(rel & set(ranked_turns[:10])) / len(rel),
        "c10": float(rel <= set(ranked_turns[:10])),
    }


async def run_engine(config: PRMEConfig, convs, *, rebuild: bool) -> dict:
    report: dict = {}
    async with MemoryEngine.open(config) as engine:
        if rebuild:
            report["store_seconds"] = round(await build_pack(engine, convs), 1)
            report["turns"] = sum(len(m) for _, m, _ in convs)
        ix = engine._indexes
        turn_of: dict[str, str] = {}
        for name, _, _ in convs:
            async for node in engine.iter_nodes(name):
                turn_of[str(node.id)] = (node.metadata or {}).get(TURN_KEY)
        embedder = ix.embedder
        embedder.warm()
        await engine.retrieve("warm up", user_id=convs[0][0], save_receipt=False)

        rows = {"default": [], "bm25_only": [], "vector_only": [], "rrf_k60": []}
        rrf = ScoringWeights(fusion="rrf", rrf_k=60)
        for name, _, questions in convs:
            for q in questions:
                t = time.perf_counter()
                resp = await engine.retrieve(q["query"], user_id=name)
                ms = (time.perf_counter() - t) * 1000
                ranked = [turn_of.get(r.node_id) for r in resp.results]
                rows["default"].append({**judge(ranked, q), "ms": ms})

                resp = await engine.retrieve(q["query"], user_id=name, weights=rrf, save_receipt=False)
                rows["rrf_k60"].append(judge([turn_of.get(r.node_id) for r in resp.results], q))

                t = time.perf_counter()
                hits = ix.lexical.search(q["query"], user_id=name, k=10)
                ms = (time.perf_counter() - t) * 1000
                rows["bm25_only"].append({**judge([turn_of.get(n) for n, _ in hits], q), "ms": ms})

                t = time.perf_counter()
                hits = ix.vectors.search(embedder.embed_one(q["query"]), user_id=name, k=10)
                ms = (time.perf_counter() - t) * 1000
                rows["vector_only"].append({**judge([turn_of.get(n) for n, _ in hits], q), "ms": ms})
        report["rows"] = {k: metrics(v) for k, v in rows.items()}
        report["per_conversation_default_recall@10"] = {
            name: metrics([r for r, (n2, q2) in zip(rows["default"], [(n, q) for n, _, qs in convs for q in qs])
                           if n2 == name])["all"]["recall@10"]
            for name, _, _ in convs
        }
    return report


def run_peer(data: Path, convs) -> dict:
    if not Path("/tmp/prme-peer/bin/python").exists():
        return {"error": "peer venv missing: run ../shared/bench/peer/setup_peer_prme.sh"}
    per_conv, rows = {}, []
    for name, _, _ in convs:
        folder = data / name
        out = subprocess.run(
            ["/tmp/prme-peer/bin/python", str(PEER_SCRIPT), str(folder / "memories.json"),
             str(folder / "questions.json"), "--per-query"],
            capture_output=True, text=True, check=False,
        )
        if out.returncode != 0:
            return {"error": f"peer failed on {name}: {out.stderr[-500:]}"}
        result = json.loads(out.stdout)
        per_conv[name] = {k: v for k, v in result.items() if k != "per_query"}
        rows.extend({**row, "conv": name} for row in result.get("per_query", []))
    return {"per_conversation": per_conv, "raw_rows": rows}


def peer_metrics(peer: dict, convs) -> dict | None:
    """The peer's top-10 lists judged exactly like ours (recall@5/@10, complete@10)."""
    questions = {(n, q["qid"]): q for n, _, qs in convs for q in qs}
    out = []
    for row in peer.get("raw_rows") or []:
        q = questions.get((row["conv"], row.get("qid")))
        if q is None:
            continue
        out.append({**judge(row.get("top10") or [], q), "ms": row.get("ms")})
    return metrics(out) if out else None


def markdown(report: dict) -> str:
    lines = [
        f"# LoCoMo dev retrieval ({report['turns']} turns, {report['questions']} questions)",
        "",
        f"Run {report['run_at']} on {os.cpu_count()} cores. Data: LoCoMo (CC BY-NC 4.0), read in place.",
        "",
        "| row | R@5 | R@10 | C@10 | cat1 multi-hop R@10 | cat2 temporal | cat3 open | cat4 single-hop | p50 ms | p95 ms |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, m in report["rows"].items():
        if not m:
            continue
        cat = lambda c: (m.get(f"cat{c}") or {}).get("recall@10", "")
        lat = m.get("latency_ms", {})
        lines.append(
            f"| {name} | {m['all']['recall@5']} | {m['all']['recall@10']} | {m['all']['complete@10']} | "
            f"{cat(1)} | {cat(2)} | {cat(3)} | {cat(4)} | {lat.get('p50', '')} | {lat.get('p95', '')} |"
        )
    lines += ["", "default = retrieve() at its defaults (min-max fusion of BM25 with conversational context and",
              "MiniLM cosine, speaker and session boosts); bm25_only / vector_only = the same engine's Tantivy and",
              "USearch indexes queried alone; rrf_k60 = retrieve() with ScoringWeights(fusion='rrf', rrf_k=60);",
              "peer = PRME 0.15.0 at its defaults on the same data and embedding model.",
              "Latency is per query, warm, one at a time; default includes saving the retrieval receipt.", ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--pack", type=Path, help="reuse (or create) this pack instead of a temp one")
    ap.add_argument("--peer", action="store_true", help="add a PRME 0.15.0 row")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "locomo_dev")
    args = ap.parse_args()

    data = args.data.resolve()
    if ROOT in data.parents:
        sys.exit("refusing to read benchmark data from inside the repository")
    convs = load_split(data)
    tmp = None
    if args.pack is None:
        tmp = tempfile.TemporaryDirectory()
        pack = Path(tmp.name) / "locomo.prme"
    else:
        pack = args.pack
    rebuild = not pack.exists()
    config = config_from_pack(pack)
    report = asyncio.run(run_engine(config, convs, rebuild=rebuild))
    report["turns"] = sum(len(m) for _, m, _ in convs)
    report["questions"] = sum(len(q) for _, _, q in convs)
    report["run_at"] = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    report["data"] = str(data)
    if args.peer:
        peer = run_peer(data, convs)
        report["peer"] = {k: v for k, v in peer.items() if k != "raw_rows"}
        pm = peer_metrics(peer, convs)
        if pm:
            report["rows"]["peer_prme_0.15.0"] = pm
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    args.out.with_suffix(".md").write_text(markdown(report))
    print(markdown(report))
    if tmp is not None:
        tmp.cleanup()


if __name__ == "__main__":
    main()
