#!/usr/bin/env python3
"""LoCoMo retrieval benchmark: recall@5/@10 and complete@10 of retrieve() at its defaults.

Reads the benchmark in place (../shared/bench/locomo-dev by default; CC BY-NC 4.0,
never copied into this repository). Every turn is stored the way an application
would: content without its "Speaker: " prefix, role="participant", speaker=, one
session_id per session, event_time from the session time, the turn id in metadata,
one user_id per conversation. Each question is then retrieved with default
settings, with the conversation's last session time as ``reference_time`` (the
questions are asked after the conversation). BM25-only and vector-only rows come from the
same in-memory indexes. ``--peer`` adds a PRME 0.15.0 row (../shared/bench/peer).

The protocol (issue 16): mechanisms are chosen on dev conversations 0-2 and confirmed on
3-4, so every row is reported for each half and pooled. ``--variant NAME:field=value,...``
adds a row of retrieve() with those ScoringWeights fields changed (``--rows`` keeps only
the rows named); ``--conversations 0-2`` runs a subset while iterating. The default row
also reports recall of the packed context (evidence that made it into the bundle) and
how many entries and tokens the bundle holds.

    .venv/bin/python bench/locomo_retrieval.py [--data DIR] [--peer] [--pack FILE]
        [--conversations 0-2] [--rows default,bm25_only] [--variant NAME:field=value]
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


# Mechanisms are chosen on the first half and confirmed on the second (issue 16).
HALVES = {"dev 0-2": ("conv-0", "conv-1", "conv-2"), "dev 3-4": ("conv-3", "conv-4")}
ALL_ROWS = ("default", "bm25_only", "vector_only", "rrf_k60")


def _indices(spec: str | None) -> set[int] | None:
    """"0-2,4" -> {0, 1, 2, 4}."""
    if not spec:
        return None
    out: set[int] = set()
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out.update(range(int(lo), int(hi or lo) + 1))
    return out


def load_split(data: Path, conversations: set[int] | None = None) -> list[tuple[str, list[dict], list[dict]]]:
    convs = []
    for folder in sorted(p for p in data.iterdir() if p.is_dir()):
        if conversations is not None and int(folder.name.rsplit("-", 1)[-1]) not in conversations:
            continue
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
            **({"bundle_recall": round(100 * statistics.fmean(r["bundle_recall"] for r in sel), 1),
                "bundle_entries": round(statistics.fmean(r["bundle_entries"] for r in sel), 1),
                "bundle_tokens": round(statistics.fmean(r["bundle_tokens"] for r in sel))}
               if "bundle_recall" in sel[0] else {}),
        }

    out = {"all": agg(rows)}
    for cat in sorted({r["category"] for r in rows}):
        out[f"cat{cat}"] = agg(r for r in rows if r["category"] == cat)
    lat = sorted(r["ms"] for r in rows if r.get("ms") is not None)
    if lat:
        out["latency_ms"] = {"mean": round(statistics.fmean(lat), 2), "p50": round(lat[len(lat) // 2], 2),
                             "p95": round(lat[min(len(lat) - 1, int(len(lat) * 0.95))], 2)}
    return out


def split_metrics(rows: list[dict]) -> dict:
    """Metrics pooled, and for each half of the protocol present in ``rows``."""
    out = {"pooled": metrics(rows)}
    for half, names in HALVES.items():
        sel = [r for r in rows if r["conv"] in names]
        if sel:
            out[half] = metrics(sel)
    return out


def judge(ranked_turns: list[str], q: dict, conv: str) -> dict:
    rel = set(q["relevant_ids"])
    return {
        "qid": q["qid"], "category": q["category"], "conv": conv,
        "r5": len(rel & set(ranked_turns[:5])) / len(rel),
        "r10": len(rel & set(ranked_turns[:10])) / len(rel),
        "c10": float(rel <= set(ranked_turns[:10])),
    }


def _parse_variant(spec: str) -> tuple[str, dict]:
    name, _, fields = spec.partition(":")
    values: dict = {}
    for item in filter(None, fields.split(",")):
        key, _, raw = item.partition("=")
        values[key] = json.loads(raw) if raw[:1].isdigit() or raw[:1] in "-[{" or raw in ("true", "false") else raw
    return name, values


def _bundle_numbers(resp, turn_of: dict, q: dict) -> dict:
    rel = set(q["relevant_ids"])
    packed = {turn_of.get(str(e.candidate.node.id)) for e in resp.bundle.entries}
    return {"bundle_recall": len(rel & packed) / len(rel), "bundle_entries": len(resp.bundle.entries),
            "bundle_tokens": resp.bundle.tokens_used}


async def run_engine(config: PRMEConfig, convs, *, rebuild: bool, rows_wanted=ALL_ROWS, variants=()) -> dict:
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

        rows: dict[str, list] = {name: [] for name in rows_wanted}
        weighted = {name: ScoringWeights(fusion="rrf", rrf_k=60) for name in rows_wanted if name == "rrf_k60"}
        for spec in variants:
            name, fields = _parse_variant(spec)
            weighted[name] = config.scoring.model_copy(update=fields)
            rows[name] = []
        for name, memories, questions in convs:
            # The questions are asked after the conversation: its last session is "now".
            reference = max(_event_time(t.get("time")) for t in memories)
            for q in questions:
                if "default" in rows:
                    t = time.perf_counter()
                    resp = await engine.retrieve(q["query"], user_id=name, reference_time=reference)
                    ms = (time.perf_counter() - t) * 1000
                    ranked = [turn_of.get(r.node_id) for r in resp.results]
                    rows["default"].append({**judge(ranked, q, name), **_bundle_numbers(resp, turn_of, q), "ms": ms})

                for row, weights in weighted.items():
                    resp = await engine.retrieve(q["query"], user_id=name, reference_time=reference,
                                                 weights=weights, save_receipt=False)
                    rows[row].append({**judge([turn_of.get(r.node_id) for r in resp.results], q, name),
                                      **_bundle_numbers(resp, turn_of, q)})

                if "bm25_only" in rows:
                    t = time.perf_counter()
                    hits = ix.lexical.search(q["query"], user_id=name, k=10)
                    ms = (time.perf_counter() - t) * 1000
                    rows["bm25_only"].append({**judge([turn_of.get(n) for n, _ in hits], q, name), "ms": ms})

                if "vector_only" in rows:
                    t = time.perf_counter()
                    hits = ix.vectors.search(embedder.embed_one(q["query"]), user_id=name, k=10)
                    ms = (time.perf_counter() - t) * 1000
                    rows["vector_only"].append({**judge([turn_of.get(n) for n, _ in hits], q, name), "ms": ms})
        report["rows"] = {k: split_metrics(v) for k, v in rows.items()}
        # What the update check decided on its own over real conversation (every one a false
        # positive unless a speaker changed a value: nearly none of LoCoMo's turns do).
        report["automatic_decisions"] = {
            name: {state: await engine.count_nodes(name, lifecycle_states=[state]) for state in ("contested", "superseded")}
            for name, _, _ in convs
        }
        if "default" in rows:
            report["per_conversation_default_recall@10"] = {
                name: metrics([r for r in rows["default"] if r["conv"] == name])["all"]["recall@10"]
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
        out.append({**judge(row.get("top10") or [], q, row["conv"]), "ms": row.get("ms")})
    return split_metrics(out) if out else None


def markdown(report: dict) -> str:
    lines = [
        f"# LoCoMo dev retrieval ({report['turns']} turns, {report['questions']} questions)",
        "",
        f"Run {report['run_at']} on {os.cpu_count()} cores. Data: LoCoMo (CC BY-NC 4.0), read in place.",
        "",
        "| row | R@5 | R@10 | C@10 | cat1 multi-hop R@10 | cat2 temporal | cat3 open | cat4 single-hop | p50 ms | p95 ms |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]

    def cells(m: dict) -> str:
        cat = lambda c: (m.get(f"cat{c}") or {}).get("recall@10", "")
        lat = m.get("latency_ms", {})
        return (f"{m['all']['recall@5']} | {m['all']['recall@10']} | {m['all']['complete@10']} | "
                f"{cat(1)} | {cat(2)} | {cat(3)} | {cat(4)} | {lat.get('p50', '')} | {lat.get('p95', '')} |")

    for name, split in report["rows"].items():
        if split and split.get("pooled"):
            lines.append(f"| {name} | {cells(split['pooled'])}")
    lines += ["", "## By half (choose on 0-2, confirm on 3-4)", "",
              "| row | half | n | R@5 | R@10 | C@10 | cat1 R@10 | cat2 R@10 | cat3 R@10 | cat4 R@10 | "
              "bundle recall | bundle entries | bundle tokens |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, split in report["rows"].items():
        for half in ("dev 0-2", "dev 3-4", "pooled"):
            m = (split or {}).get(half)
            if not m:
                continue
            a = m["all"]
            cat = lambda c: (m.get(f"cat{c}") or {}).get("recall@10", "")
            lines.append(f"| {name} | {half} | {a['n']} | {a['recall@5']} | {a['recall@10']} | {a['complete@10']} | "
                         f"{cat(1)} | {cat(2)} | {cat(3)} | {cat(4)} | {a.get('bundle_recall', '')} | "
                         f"{a.get('bundle_entries', '')} | {a.get('bundle_tokens', '')} |")
    lines += ["", "default = retrieve() at its defaults (min-max fusion of BM25 with conversational context and",
              "MiniLM cosine, speaker and session boosts, event-time affinity to a window the query states);",
              "reference_time = the conversation's last session.",
              "bm25_only / vector_only = the same engine's Tantivy and USearch indexes queried alone;",
              "rrf_k60 = retrieve() with ScoringWeights(fusion='rrf', rrf_k=60);",
              "peer = PRME 0.15.0 at its defaults on the same data and embedding model.",
              "bundle recall = share of the evidence packed into the default 4,096-token context.",
              "Latency is per query, warm, one at a time; default includes saving the retrieval receipt.", ""]
    if "automatic_decisions" in report:
        decided = report["automatic_decisions"]
        total = {s: sum(d[s] for d in decided.values()) for s in ("contested", "superseded")}
        lines += [f"Turns the update check contested / superseded on its own: {total['contested']} / "
                  f"{total['superseded']} of {report.get('turns', '?')} (per conversation: "
                  + ", ".join(f"{c} {d['contested']}/{d['superseded']}" for c, d in sorted(decided.items())) + ").", ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--pack", type=Path, help="reuse (or create) this pack instead of a temp one")
    ap.add_argument("--peer", action="store_true", help="add a PRME 0.15.0 row")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "locomo_dev")
    ap.add_argument("--conversations", help="indices to run, such as 0-2 or 0,3 (default: all)")
    ap.add_argument("--rows", default=",".join(ALL_ROWS), help=f"rows to run, of {','.join(ALL_ROWS)}")
    ap.add_argument("--variant", action="append", default=[],
                    help="NAME:field=value,... a row of retrieve() with these ScoringWeights fields")
    args = ap.parse_args()

    data = args.data.resolve()
    if ROOT in data.parents:
        sys.exit("refusing to read benchmark data from inside the repository")
    convs = load_split(data, _indices(args.conversations))
    tmp = None
    if args.pack is None:
        tmp = tempfile.TemporaryDirectory()
        pack = Path(tmp.name) / "locomo.prme"
    else:
        pack = args.pack
    rebuild = not pack.exists()
    config = config_from_pack(pack)
    rows_wanted = tuple(r for r in args.rows.split(",") if r)
    report = asyncio.run(run_engine(config, convs, rebuild=rebuild, rows_wanted=rows_wanted, variants=args.variant))
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
