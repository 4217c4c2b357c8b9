#!/usr/bin/env python3
"""Extraction benchmark on the LoCoMo dev turns (CC BY-NC 4.0, read in place, never copied).

1. Throughput of the offline rules extractor (extract + ground), in turns per second,
   over every dev turn, best of three passes; with what it finds per turn.
2. The effect of ingesting through extraction instead of plain store() on retrieval
   recall, in the same run: two fresh packs built from the same turns the way the
   retrieval benchmark builds its pack (bench/locomo_retrieval.py; its loading and
   judging functions are reused), one with store(), one with ingest_batch() per
   session (raw NOTE + extracted claims and entities). Each question is retrieved with
   default settings; a result counts for the turn it was derived from (a claim through
   its evidence event). Strict: the top-k results as returned, so claims that crowd
   out raw turns lower recall.

    .venv/bin/python bench/extraction.py [--conversations conv-0,conv-1] [--skip-recall]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench.locomo_retrieval import (  # noqa: E402
    DEFAULT_DATA,
    TURN_KEY,
    _content,
    _event_time,
    build_pack,
    judge,
    load_split,
    metrics,
)
from engine import MemoryEngine, NodeType  # noqa: E402
from engine.config import config_from_pack  # noqa: E402
from engine.extraction.grounding import ground  # noqa: E402
from engine.extraction.rules import RulesExtractor  # noqa: E402

RESULTS = ROOT / "bench" / "results"


def throughput(convs, passes: int = 3) -> dict:
    turns = [(_content(t), t.get("speaker")) for _, memories, _ in convs for t in memories]
    rules = RulesExtractor()
    timings = []
    found = None
    for _ in range(passes):
        entities = claims = dropped = 0
        predicates: collections.Counter = collections.Counter()
        entity_types: collections.Counter = collections.Counter()
        node_types: collections.Counter = collections.Counter()
        started = time.perf_counter()
        for text, speaker in turns:
            out, report = ground(rules.extract(text, speaker=speaker), text, me=speaker or "User")
            entities += len(out.entities)
            claims += len(out.claims)
            dropped += report.dropped_total
            predicates.update(c.predicate if not c.predicate.startswith(("favorite_", "has_")) else
                              c.predicate.split("_")[0] + "_X" for c in out.claims)
            entity_types.update(e.type for e in out.entities)
            node_types.update(c.node_type for c in out.claims)
        timings.append(time.perf_counter() - started)
        found = {
            "entities": entities, "claims": claims, "dropped_by_grounding": dropped,
            "turns_with_a_claim_pct": None, "predicates": dict(predicates.most_common(15)),
            "entity_types": dict(entity_types), "claim_node_types": dict(node_types),
        }
    with_claim = sum(1 for text, speaker in turns if rules.extract(text, speaker=speaker).claims)
    found["turns_with_a_claim_pct"] = round(100 * with_claim / len(turns), 1)
    best = min(timings)
    return {
        "turns": len(turns), "passes": passes, "best_seconds": round(best, 3),
        "turns_per_second": round(len(turns) / best), "ms_per_turn": round(1000 * best / len(turns), 3),
        **found,
    }


async def ingest_pack(engine: MemoryEngine, convs) -> float:
    started = time.perf_counter()
    for name, memories, _ in convs:
        sessions: dict[int, list[dict]] = collections.defaultdict(list)
        for turn in memories:
            sessions[turn["session"]].append(turn)
        for session, turns in sorted(sessions.items()):
            await engine.ingest_batch(
                [{"content": _content(t), "role": "participant", "speaker": t.get("speaker"),
                  "event_time": _event_time(t.get("time")), "metadata": {TURN_KEY: t["id"]}} for t in turns],
                user_id=name, session_id=f"session-{session}", wait_for_extraction=True,
            )
    return time.perf_counter() - started


async def _turn_map(engine: MemoryEngine, name: str) -> dict[str, str]:
    """node id -> LoCoMo turn id, directly or through the node's evidence event."""
    event_turn: dict[str, str] = {}
    offset = 0
    while True:
        events = await engine.get_events(name, limit=1000, offset=offset)
        for event in events:
            event_turn[str(event.id)] = (event.metadata or {}).get(TURN_KEY)
        if len(events) < 1000:
            break
        offset += 1000
    turn_of: dict[str, str] = {}
    async for node in engine.iter_nodes(name):
        turn = (node.metadata or {}).get(TURN_KEY)
        if turn is None and node.evidence_refs:
            turn = event_turn.get(str(node.evidence_refs[0]))
        turn_of[str(node.id)] = turn
    return turn_of


async def recall(pack: Path, convs, mode: str) -> dict:
    async with MemoryEngine.open(config_from_pack(pack)) as engine:
        seconds = await (build_pack(engine, convs) if mode == "store" else ingest_pack(engine, convs))
        counts = collections.Counter()
        turn_of: dict[str, str] = {}
        for name, _, _ in convs:
            turn_of.update(await _turn_map(engine, name))
            totals = await engine.node_counts(name)
            counts.update({k: v for k, v in totals.by_type.items() if v})
            counts["open_contradictions"] += totals.open_contradictions
            counts["superseded"] += totals.by_state.get("superseded", 0)
        await engine.retrieve("warm up", user_id=convs[0][0], save_receipt=False)
        variants = {"default": {}}
        if mode == "ingest":
            # the same pack without the bare entity nodes in the results
            variants["no_entities"] = {"exclude_node_types": [NodeType.ENTITY]}
            # one result per source turn (what a max-per-evidence cap would give), from the top 30
            variants["one_per_turn"] = {"limit": 30, "_distinct": True}
        rows: dict[str, list] = {v: [] for v in variants}
        for name, _, questions in convs:
            for q in questions:
                for variant, options in variants.items():
                    options = dict(options)
                    distinct = options.pop("_distinct", False)
                    t = time.perf_counter()
                    response = await engine.retrieve(q["query"], user_id=name, save_receipt=False, **options)
                    ms = (time.perf_counter() - t) * 1000
                    ranked = [turn_of.get(r.node_id) for r in response.results]
                    if distinct:
                        ranked = list(dict.fromkeys(ranked))
                    rows[variant].append({**judge(ranked, q), "ms": ms})
        turns = sum(len(m) for _, m, _ in convs)
        return {"build_seconds": round(seconds, 1), "build_turns_per_second": round(turns / seconds, 2),
                "nodes": dict(counts), "metrics": metrics(rows["default"]),
                "variants": {v: metrics(r) for v, r in rows.items() if v != "default"}}


def markdown(report: dict) -> str:
    t = report["throughput"]
    lines = [
        "# Extraction on LoCoMo dev",
        "",
        f"Run {report['run_at']} ({report['machine_note']}). Data: LoCoMo (CC BY-NC 4.0), read in place.",
        "",
        "## Rules extractor throughput (extract + ground, one thread)",
        "",
        "| turns | best of | seconds | turns/s | ms/turn | entities | claims | turns with a claim | dropped by grounding |",
        "|---|---|---|---|---|---|---|---|---|",
        f"| {t['turns']} | {t['passes']} | {t['best_seconds']} | {t['turns_per_second']} | {t['ms_per_turn']} | "
        f"{t['entities']} | {t['claims']} | {t['turns_with_a_claim_pct']}% | {t['dropped_by_grounding']} |",
        "",
        f"Claim predicates: {', '.join(f'{k} {v}' for k, v in t['predicates'].items())}.",
        f"Entity types: {', '.join(f'{k} {v}' for k, v in t['entity_types'].items())}.",
        "",
    ]
    r = report.get("recall")
    if r:
        lines += [
            f"## Retrieval recall: store() vs ingest() ({r['conversations']}, {r['turns']} turns, "
            f"{r['questions']} questions, same run)",
            "",
            "| build | R@5 | R@10 | C@10 | cat1 R@10 | cat2 | cat3 | cat4 | nodes | build turns/s | p50 ms |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for mode in ("store", "ingest"):
            row = r[mode]
            m = row["metrics"]
            cat = lambda c: (m.get(f"cat{c}") or {}).get("recall@10", "")  # noqa: E731
            nodes = sum(v for k, v in row["nodes"].items() if k not in ("open_contradictions", "superseded"))
            lines.append(
                f"| {mode} | {m['all']['recall@5']} | {m['all']['recall@10']} | {m['all']['complete@10']} | "
                f"{cat(1)} | {cat(2)} | {cat(3)} | {cat(4)} | {nodes} | {row['build_turns_per_second']} | "
                f"{m.get('latency_ms', {}).get('p50', '')} |"
            )
        for variant, m in r["ingest"].get("variants", {}).items():
            cat = lambda c: (m.get(f"cat{c}") or {}).get("recall@10", "")  # noqa: E731
            lines.append(
                f"| ingest, {variant.replace('_', ' ')} | {m['all']['recall@5']} | {m['all']['recall@10']} | "
                f"{m['all']['complete@10']} | {cat(1)} | {cat(2)} | {cat(3)} | {cat(4)} | | | "
                f"{m.get('latency_ms', {}).get('p50', '')} |"
            )
        ing = r["ingest"]["nodes"]
        lines += [
            "",
            f"ingest() nodes by type: {', '.join(f'{k} {v}' for k, v in ing.items() if k not in ('open_contradictions', 'superseded'))}; "
            f"automatic contradictions open: {ing.get('open_contradictions', 0)}, superseded: {ing.get('superseded', 0)}.",
            "A result counts for the turn it came from (claims and entities through their evidence event);",
            "the top-k results are judged as returned, so extracted nodes compete with raw turns for the slots.",
            "'ingest, no entities' is the ingest pack retrieved with exclude_node_types=[ENTITY]; 'ingest, one per",
            "turn' keeps the first result of each source turn among the top 30 (what a per-evidence cap would give).",
            "",
        ]
    else:
        lines += ["## Retrieval recall", "", "Not run in this invocation (--skip-recall).", ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--conversations", help="comma-separated conversation folders for the recall part (default: all)")
    ap.add_argument("--skip-recall", action="store_true", help="only measure extractor throughput")
    ap.add_argument("--out", type=Path, default=RESULTS / "extraction")
    args = ap.parse_args()
    data = args.data.resolve()
    if ROOT in data.parents:
        sys.exit("refusing to read benchmark data from inside the repository")
    convs = load_split(data)
    report: dict = {
        "run_at": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine_note": "2 shared cores; other work was running, so timings are conservative",
        "data": str(data),
        "throughput": throughput(convs),
    }
    print(json.dumps(report["throughput"], indent=1))
    if not args.skip_recall:
        chosen = convs
        if args.conversations:
            wanted = [c.strip() for c in args.conversations.split(",") if c.strip()]
            chosen = [c for c in convs if c[0] in wanted]
            if len(chosen) != len(wanted):
                sys.exit(f"unknown conversation in {wanted}; have {[c[0] for c in convs]}")
        with tempfile.TemporaryDirectory() as tmp:
            result = {
                "conversations": ", ".join(c[0] for c in chosen),
                "turns": sum(len(m) for _, m, _ in chosen),
                "questions": sum(len(q) for _, _, q in chosen),
            }
            for mode in ("store", "ingest"):
                result[mode] = asyncio.run(recall(Path(tmp) / f"{mode}.prme", chosen, mode))
                print(mode, json.dumps(result[mode]["metrics"]["all"]), result[mode]["build_seconds"], "s")
            report["recall"] = result
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    args.out.with_suffix(".md").write_text(markdown(report))
    print(markdown(report))


if __name__ == "__main__":
    main()
