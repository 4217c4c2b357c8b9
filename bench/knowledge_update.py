#!/usr/bin/env python3
"""Knowledge-update benchmark (issue #12): after an everyday update, is the current value first?

Each case in bench/knowledge_cases.py is a few statements a user makes weeks or months
apart, then a question. Per capture path, every case gets its own user on one real
encrypted pack (bundled MiniLM): the ``store`` path calls store() per statement
(default node type, ``event_time=``), the ``ingest`` path calls ingest() and waits for
extraction. Then retrieve(question, token_budget=300), and every node of the user is read.

- ranked:   the first result, in rank order, mentioning the old or the current value
            mentions the current one (a memory stating both counts as current).
- context:  the same for the first line of the rendered context (budget 300).
- detected: every node stating the old value and not the current one ended retired
            (superseded, deprecated, archived) or contested.
- retired:  every such node ended retired: the update took effect without a person's decision
            (a contested pair waits in the Contradictions pane).
- false positives: controls (compatible look-alikes) with any node contested or retired.
- top1:     the first result (entities skipped) states the current value: with background
            notes, a rule that puts an unrelated later note first loses here, not in "ranked".
- added store latency: store() p50/p95 with ``enable_store_supersedence`` on and off
  (statements stored alternately into an on-pack and an off-pack).

Entity nodes (a bare name such as "Lisbon") state nothing about what is current, so
"ranked", "context" and "detected" skip them; the JSON also has ranked/context with
entities counted. Values match case-insensitively as whole words.

    .venv/bin/python bench/knowledge_update.py [--path store|ingest|both] [--cases N]
        [--list-failures] [--label TEXT] [--peer]

``--background N`` gives every case's user up to N other notes first and between its own
statements (one each from other cases of other domains, mentioning none of the case's values):
a person's workspace holds more than one topic, and a rule that only holds in an empty one
(a later note with a change cue simply leading) shows here. Controls then count only their own
notes as false positives, though a wrong contest with a background note counts. With ``--later``
the background notes run on to 90 days after the case's last statement, as a person's notes do
after an update: a rule that lets the newest loosely related note lead shows in top1 there.

``--peer`` adds the store path through PRME 0.15.0 (bench/knowledge_update_peer.py in the
venv ../shared/bench/peer/setup_peer_prme.sh builds), at its defaults and with its own
``enable_store_supersedence`` on, judged by the same code.

Targets (issue #12): ranked and context >= 95%, detected >= 85%, false positives <= 5%,
added store p50 < 5 ms, on both paths.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

from _common import RESULTS, percentile, write_results
from knowledge_cases import Control, Update

from engine import LifecycleState, MemoryClient, NodeType, PRMEConfig, config_from_pack
from engine.retrieval.packing import SECTION_TITLES

ROOT = Path(__file__).resolve().parents[1]
KEY = "knowledge update benchmark passphrase"
SWITCH = "enable_store_supersedence"
# Case sets: "dev" is where mechanisms are chosen; "confirm" was written independently of it and
# of the parser, to check that they generalise before adopting them; "holdout" was written later
# still, without either, and is only reported (the confirm set's failures shaped session 7's rules);
# "dev2" was written in session 11 by a helper that saw none of the others nor the detector, to
# choose on a set the rules were not grown on (dev and confirm had been tuned to over 80%).
# "fresh" was written in session 22 by a helper that saw nothing of the project (neither the
# detector nor any set or result), once the holdout set had been read to choose: only reported.
# "fresh2" was written in session 23 the same way (120 updates, 40 controls over 20 domains), so a
# second blind set judges what the first one's results may come to shape.
# "fresh3" was written in session 25 the same way (100 updates, 40 controls over 20 domains),
# before that session's rules were chosen on the misses of the others: only reported.
# "fresh6" was written in session 29 the same way, after that session's one change, and never read.
# "fresh7" was written in session 31 the same way (100 updates, 40 controls), never read.
# "fresh9" was written in session 41 the same way (100 updates, 40 controls), run once as it came.
# "fresh10" was written in session 44 the same way (100 updates, 40 controls, about half without a
# word of change), run on session 43's final engine before anything of session 44 was chosen.
# "fresh11" was written in session 47 the same way (100 updates, 40 controls, 56 of the updates
# without a common word of change, 24 chains of three values), run once as it came on that
# session's final engine; its stale-first misses were read in session 48.
# "fresh12" was written in session 48 the same way (100 updates, 40 controls, 64 of the updates
# without a common word of change, 21 chains), run once as it came on session 47's final engine.
CASE_SETS = {"dev": "knowledge_cases", "confirm": "knowledge_cases_confirm", "dev2": "knowledge_cases_dev2",
             "holdout": "knowledge_cases_holdout", "fresh": "knowledge_cases_fresh", "fresh2": "knowledge_cases_fresh2",
             "fresh3": "knowledge_cases_fresh3", "fresh4": "knowledge_cases_fresh4",
             "fresh5": "knowledge_cases_fresh5", "fresh6": "knowledge_cases_fresh6",
             "fresh7": "knowledge_cases_fresh7", "fresh8": "knowledge_cases_fresh8", "fresh9": "knowledge_cases_fresh9",
             "fresh10": "knowledge_cases_fresh10", "fresh11": "knowledge_cases_fresh11",
             "fresh12": "knowledge_cases_fresh12"}
TOKEN_BUDGET = 300
PEER_PYTHON = Path("/tmp/prme-peer/bin/python")
PEER_WORKER = Path(__file__).resolve().parent / "knowledge_update_peer.py"
PATHS = ("store", "ingest")
RETIRED = frozenset(s.value for s in (LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED))
FLAGGED = RETIRED | {LifecycleState.CONTESTED.value}
ENTITY = NodeType.ENTITY.value
# The entity section's heading here ("## Entities") and in PRME 0.15.0 ("[entity_snapshots]").
ENTITY_SECTIONS = {SECTION_TITLES["entity_snapshots"], "entity_snapshots"}
_HEADING = re.compile(r"^(?:## (?P<title>.+)|\[(?P<key>[a-z_]+)\])$")
COLUMN_TITLES = {"peer_store": "PRME 0.15.0 store", "peer_store_check_on": "PRME 0.15.0 store, its supersedence on"}
TARGETS = {"ranked": ">= 95%", "context": ">= 95%", "detected": ">= 85%", "false_positives": "<= 5%",
           "added_store_p50_ms": "< 5 ms"}


# --- matching -----------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _pattern(value: str) -> re.Pattern:
    spellings = [s.strip() for s in value.split("|") if s.strip()]
    return re.compile("|".join(rf"(?<!\w){re.escape(s)}(?!\w)" for s in spellings), re.IGNORECASE)


def mentions(text: str, value: str) -> bool:
    """``text`` names ``value`` (any of its "a|b" spellings) as a whole word, ignoring case."""
    return _pattern(value).search(text) is not None


def first_mention(texts, old: tuple[str, ...], current: str) -> tuple[str | None, str | None]:
    """("current" | "old" | None, the text) for the first text naming the old or current value."""
    for text in texts:
        if mentions(text, current):
            return "current", text
        if any(mentions(text, o) for o in old):
            return "old", text
    return None, None


def context_lines(rendered: str, *, skip_entities: bool = True) -> list[str]:
    """The non-empty lines of a rendered context in order, section headings left out."""
    lines, section = [], None
    for line in rendered.splitlines():
        heading = _HEADING.match(line.strip())
        if heading:
            section = (heading["title"] or heading["key"]).strip()
        elif line.strip() and not (skip_entities and section in ENTITY_SECTIONS):
            lines.append(line)
    return lines


def check_cases(updates: list[Update], controls: list[Control]) -> None:
    """Refuse a case whose values are not where they should be (a typo would bias every run)."""
    ids = [c.id for c in updates] + [c.id for c in controls]
    if len(ids) != len(set(ids)):
        raise ValueError("case ids must be unique")
    for case in updates:
        texts = [t for _, t in case.statements]
        if not mentions(texts[0], case.old[0]):
            raise ValueError(f"{case.id}: the first statement must state the old value {case.old[0]!r}")
        if not any(mentions(t, case.current) for t in texts[1:]):
            raise ValueError(f"{case.id}: no later statement states the current value {case.current!r}")
        if mentions(texts[0], case.current):
            raise ValueError(f"{case.id}: the first statement already names the current value")
        for old in case.old:
            if not any(mentions(t, old) for t in texts):
                raise ValueError(f"{case.id}: no statement states the old value {old!r}")
        dates = [d for d, _ in case.statements]
        if dates != sorted(dates):
            raise ValueError(f"{case.id}: statements must be in time order")
    for control in controls:
        for value in control.values:
            if not any(mentions(t, value) for _, t in control.statements):
                raise ValueError(f"{control.id}: no statement states {value!r}")


def spread(items: list, n: int | None) -> list:
    """``n`` items evenly spaced over the list (every domain in a quick run), or all."""
    if n is None or n >= len(items):
        return list(items)
    return [items[i * len(items) // n] for i in range(max(0, n))]


# --- judging ------------------------------------------------------------------------------

# What a case left behind, as plain data (so PRME 0.15.0's answers are judged by the same code):
# {"results": [{"type", "content"}] in rank order, "rendered": str,
#  "nodes": [{"type", "state", "content"}] every node of the user}.

def observe(client: MemoryClient, user: str, question: str) -> dict:
    response = client.retrieve(question, user_id=user, token_budget=TOKEN_BUDGET)
    return {
        "results": [{"type": r.node.node_type.value, "content": r.node.content} for r in response.results],
        "rendered": response.bundle.render(),
        "nodes": [{"type": n.node_type.value, "state": n.lifecycle_state.value, "content": n.content}
                  for n in client.iter_nodes(user)],
    }


def judge_update(case: Update, seen: dict) -> dict:
    results = seen["results"]
    ranked, ranked_text = first_mention((r["content"] for r in results if r["type"] != ENTITY), case.old, case.current)
    ranked_all, _ = first_mention((r["content"] for r in results), case.old, case.current)
    context, context_line = first_mention(context_lines(seen["rendered"]), case.old, case.current)
    context_all, _ = first_mention(context_lines(seen["rendered"], skip_entities=False), case.old, case.current)
    top = next((r["content"] for r in results if r["type"] != ENTITY), None)
    stale = [n for n in seen["nodes"] if n["type"] != ENTITY
             and any(mentions(n["content"], o) for o in case.old) and not mentions(n["content"], case.current)]
    return {
        "case": case.id, "domain": case.domain,
        "ranked_ok": ranked == "current", "context_ok": context == "current",
        "top1_ok": bool(results) and mentions(top or "", case.current),
        "detected_ok": all(n["state"] in FLAGGED for n in stale),
        "retired_ok": all(n["state"] in RETIRED for n in stale),
        "ranked_incl_entities_ok": ranked_all == "current", "context_incl_entities_ok": context_all == "current",
        "first_ranked": ranked_text, "first_context_line": context_line, "stale_nodes": stale,
        "top_result": top,
    }


def judge_control(control: Control, seen: dict) -> dict:
    lines = context_lines(seen["rendered"])
    own = {text for _, text in control.statements}
    flagged = [n for n in seen["nodes"] if n["state"] in FLAGGED and n["content"] in own]
    return {
        "case": control.id, "domain": control.domain,
        "false_positive": bool(flagged),
        "all_values_in_context": all(any(mentions(line, v) for line in lines) for v in control.values),
        "flagged_nodes": flagged,
    }


def across_topics(seen: dict, others: list[tuple[str, str]]) -> dict:
    """How many of the user's notes of other cases ended contested or retired. Each is of another
    domain and names none of the case's values, so any contest or supersession it is part of is
    wrong: the noise a person with a real workspace would find in the Contradictions pane."""
    texts = {text for _, text in others}
    return {"background_notes": len(texts),
            "background_touched": sum(1 for n in seen["nodes"] if n["content"] in texts and n["state"] in FLAGGED)}


def judge(item: Update | Control, seen: dict, path: str) -> dict:
    if isinstance(item, Update):
        return {"path": path, "kind": "update", **judge_update(item, seen)}
    return {"path": path, "kind": "control", **judge_control(item, seen)}


# --- running ------------------------------------------------------------------------------

def has_switch() -> bool:
    return SWITCH in PRMEConfig.model_fields


def open_pack(path: Path, *, update_check: bool | None = None) -> MemoryClient:
    """A fresh encrypted pack; ``update_check`` sets the store-path switch when this checkout has it."""
    overrides = {SWITCH: update_check} if update_check is not None and has_switch() else {}
    return MemoryClient(config=config_from_pack(path, **overrides), encryption_key=KEY)


def _when(day: str) -> datetime:
    return datetime.fromisoformat(day).replace(hour=12, tzinfo=timezone.utc)


def _warm(client: MemoryClient, path: str) -> None:
    client.store("warm-up: load the embedding model", user_id="warm-up")
    if path == "ingest":
        client.ingest("I am warming up the extractor.", user_id="warm-up", wait_for_extraction=True)
    client.retrieve("warm up", user_id="warm-up", token_budget=TOKEN_BUDGET, save_receipt=False)


def case_values(item: Update | Control) -> tuple[str, ...]:
    return (*item.old, item.current) if isinstance(item, Update) else item.values


def background(item: Update | Control, others: list[Update | Control], n: int, *,
               later: bool = False) -> list[tuple[str, str]]:
    """Up to ``n`` dated notes from other cases, one per other domain, none naming this case's
    values, spread from 90 days before its first statement to the day before its last: another
    case's note may itself state something of the owner's (a move told as a relationship note),
    so the case's own last statement stays the latest word on its topic. ``later``: spread to 90
    days after its last statement instead (other domains, so rarely a word on its topic)."""
    if n <= 0:
        return []
    seed = sum(map(ord, item.id))
    by_domain: dict[str, list[Update | Control]] = {}
    for other in others:
        if other.domain != item.domain and other.id != item.id:
            by_domain.setdefault(other.domain, []).append(other)
    picked: list[str] = []
    for domain in sorted(by_domain)[:n]:
        pool = by_domain[domain]
        for k in range(len(pool)):
            other = pool[(seed + k) % len(pool)]
            text = other.statements[(seed + k) % len(other.statements)][1]
            if not any(mentions(text, v) for v in case_values(item)):
                picked.append(text)
                break
    first = _when(item.statements[0][0]).timestamp() - 90 * 86400
    last = _when(item.statements[-1][0]).timestamp() + (90 * 86400 if later else -86400)
    step = (last - first) / max(len(picked), 1)
    return [(datetime.fromtimestamp(first + (i + 0.5) * step, timezone.utc).date().isoformat(), text)
            for i, text in enumerate(picked)]


def run_path(path: str, updates: list[Update], controls: list[Control], workdir: Path,
             *, measure_off: bool = True, progress: bool = False, background_notes: int = 0,
             later: bool = False, ask_llm: bool = False) -> dict:
    """Every case through one capture path; outcomes and the write latencies in ms. ``ask_llm``:
    before each question, ask the configured LLM provider about the user's memories
    (``judge_updates``), as a person would run ``prme judge-updates``."""
    if path not in PATHS:
        raise ValueError(f"path: must be one of {', '.join(PATHS)}")
    started = time.perf_counter()
    on = open_pack(workdir / f"{path}.prme", update_check=True)
    off = open_pack(workdir / "store-off.prme", update_check=False) if path == "store" and measure_off \
        and has_switch() else None
    write_ms: dict[str, list[float]] = {"on": [], "off": []}
    outcomes: list[dict] = []
    try:
        _warm(on, path)
        if off is not None:
            _warm(off, path)
        items: list[Update | Control] = [*updates, *controls]
        for number, item in enumerate(items, 1):
            user = item.id
            others = background(item, items, background_notes, later=later)
            said = sorted([*item.statements, *others], key=lambda st: st[0])
            for i, (day, text) in enumerate(said):
                when = _when(day)
                if path == "ingest":
                    t = time.perf_counter()
                    on.ingest(text, user_id=user, event_time=when, wait_for_extraction=True)
                    write_ms["on"].append((time.perf_counter() - t) * 1000)
                    continue
                order = [(on, "on"), (off, "off")] if off is not None else [(on, "on")]
                if i % 2:  # alternate which pack writes first, so neither always has the warmer cache
                    order.reverse()
                for client, label in order:
                    t = time.perf_counter()
                    client.store(text, user_id=user, event_time=when)
                    write_ms[label].append((time.perf_counter() - t) * 1000)
            if ask_llm:
                on.judge_updates(user)
            seen = observe(on, user, item.question)
            outcomes.append({**judge(item, seen, path), **across_topics(seen, others)})
            if progress and number % 20 == 0:
                print(f"  {path}: {number}/{len(items)} cases", file=sys.stderr, flush=True)
    finally:
        on.close()
        if off is not None:
            off.close()
    return {"path": path, "outcomes": outcomes, "write_ms": write_ms, "seconds": time.perf_counter() - started,
            "off_measured": off is not None}


def peer_dir() -> Path | None:
    """../shared/bench/peer (PRME 0.15.0's offline harness), looked for above this checkout."""
    for parent in ROOT.parents:
        candidate = parent / "shared" / "bench" / "peer"
        if (candidate / "peer_prme.py").is_file():
            return candidate
    return None


def run_peer(updates: list[Update], controls: list[Control], workdir: Path) -> list[dict]:
    """The store path through PRME 0.15.0 (its own packs, same model), at its defaults and with
    its store supersedence on, judged like ours."""
    if not PEER_PYTHON.exists() or peer_dir() is None:
        raise RuntimeError("peer venv missing: run ../shared/bench/peer/setup_peer_prme.sh")
    started = time.perf_counter()
    items: list[Update | Control] = [*updates, *controls]
    spec = workdir / "peer-cases.json"
    spec.write_text(json.dumps({
        "peer_dir": str(peer_dir()), "token_budget": TOKEN_BUDGET,
        "cases": [{"id": i.id, "statements": i.statements, "question": i.question} for i in items],
    }))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PRME_")}
    out = subprocess.run([str(PEER_PYTHON), str(PEER_WORKER), str(spec)], capture_output=True, text=True, env=env,
                         check=False)
    if out.returncode != 0:
        raise RuntimeError(f"peer worker failed: {out.stderr[-800:]}")
    data = json.loads(out.stdout)
    seconds = time.perf_counter() - started
    store_ms = {name: [ms for case in run["cases"] for ms in case["store_ms"]] for name, run in data["runs"].items()}
    runs = []
    for name, run in data["runs"].items():
        seen = {case["id"]: case for case in run["cases"]}
        check_on = name == "peer_store_check_on"
        runs.append({
            "path": name, "outcomes": [judge(item, seen[item.id], name) for item in items],
            "write_ms": {"on": store_ms[name], "off": store_ms["peer_store"] if check_on else []},
            "seconds": seconds, "off_measured": check_on,
            "prme": {"version": data["prme_version"], SWITCH: run[SWITCH]},
        })
    return runs


def _pct(flags: list[bool]) -> float | None:
    return round(100 * sum(flags) / len(flags), 1) if flags else None


def _ms(values: list[float]) -> dict | None:
    if not values:
        return None
    return {"p50": round(percentile(values, 50), 2), "p95": round(percentile(values, 95), 2), "n": len(values)}


def summarize(run: dict) -> dict:
    ups = [o for o in run["outcomes"] if o["kind"] == "update"]
    ctl = [o for o in run["outcomes"] if o["kind"] == "control"]
    summary = {
        "updates": len(ups), "controls": len(ctl),
        "ranked": _pct([o["ranked_ok"] for o in ups]),
        "context": _pct([o["context_ok"] for o in ups]),
        "top1": _pct([o["top1_ok"] for o in ups]),
        "detected": _pct([o["detected_ok"] for o in ups]),
        "retired": _pct([o["retired_ok"] for o in ups]),
        "false_positives": _pct([o["false_positive"] for o in ctl]),
        "ranked_incl_entities": _pct([o["ranked_incl_entities_ok"] for o in ups]),
        "context_incl_entities": _pct([o["context_incl_entities_ok"] for o in ups]),
        "controls_all_values_in_context": _pct([o["all_values_in_context"] for o in ctl]),
        "other_topics_touched": (round(100 * sum(o.get("background_touched", 0) for o in run["outcomes"]) / notes, 1)
                                 if (notes := sum(o.get("background_notes", 0) for o in run["outcomes"])) else None),
        "by_domain": {
            domain: {"n": len(sel), "ranked": _pct([o["ranked_ok"] for o in sel]),
                     "context": _pct([o["context_ok"] for o in sel]), "detected": _pct([o["detected_ok"] for o in sel])}
            for domain in sorted({o["domain"] for o in ups})
            for sel in [[o for o in ups if o["domain"] == domain]]
        },
        "seconds": round(run["seconds"], 1),
    }
    on, off = _ms(run["write_ms"]["on"]), _ms(run["write_ms"]["off"])
    if run["path"] == "ingest":
        summary["ingest_ms"] = on
    else:
        measured = bool(on and off and run["off_measured"])
        # Each statement is stored once with the check on and once off, one right after the
        # other: the median of those paired differences is steadier than a difference of medians
        # on a shared, busy machine.
        paired = [a - b for a, b in zip(run["write_ms"]["on"], run["write_ms"]["off"])]
        summary["store_ms"] = {
            "on": on, "off": off if run["off_measured"] else "n/a",
            "added_p50": round(on["p50"] - off["p50"], 2) if measured else "n/a",
            "added_paired_median": round(percentile(paired, 50), 2) if measured else "n/a",
        }
    if "prme" in run:
        summary["prme"] = run["prme"]
    return summary


def git_commit() -> str:
    def git(*args: str) -> str:
        out = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=False)
        return out.stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results")
    return commit + ("+dirty" if dirty else "")


def build_report(runs: list[dict], *, label: str = "", seconds: float | None = None) -> dict:
    return {
        "label": label,
        "commit": git_commit(),
        "run_at": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "seconds": round(seconds, 1) if seconds is not None else None,
        "token_budget": TOKEN_BUDGET,
        "store_switch": SWITCH if has_switch() else f"n/a ({SWITCH} is not a PRMEConfig field on this checkout)",
        "targets": TARGETS,
        "paths": {run["path"]: summarize(run) for run in runs},
        "outcomes": [
            {k: o[k] for k in ("case", "path", "kind", "ranked_ok", "context_ok", "top1_ok", "detected_ok", "retired_ok",
                                "false_positive")
             if k in o}
            for run in runs for o in run["outcomes"]
        ],
        "failures": [o for run in runs for o in run["outcomes"] if _failed(o)],
    }


def _failed(outcome: dict) -> bool:
    if outcome["kind"] == "control":
        return outcome["false_positive"]
    return not (outcome["ranked_ok"] and outcome["context_ok"] and outcome["detected_ok"])


def _fmt(value, unit: str = "%") -> str:
    return "-" if value is None else f"{value}{unit}"


def table(report: dict) -> tuple[list[str], list[list[str]]]:
    paths = list(report["paths"])
    headers = ["metric", "target", *[COLUMN_TITLES.get(p, p) for p in paths]]
    rows = []
    for key, name in (("ranked", "ranked (current value first in results)"),
                      ("context", "context (current value first in rendered context)"),
                      ("detected", "detected (old value retired or contested)"),
                      ("retired", "retired without a decision (no contest left to a person)"),
                      ("false_positives", "false positives (controls touched)"),
                      ("top1", "top result states the current value"),
                      ("other_topics_touched", "notes of other topics contested or retired")):
        if key == "other_topics_touched" and all(report["paths"][p].get(key) is None for p in paths):
            continue  # no background notes in this run
        rows.append([name, TARGETS.get(key, ""), *[_fmt(report["paths"][p].get(key)) for p in paths]])
    cases = [f"{report['paths'][p]['updates']} + {report['paths'][p]['controls']}" for p in paths]
    rows.append(["update cases + controls", "", *cases])

    def latency(path: str, key: str) -> str:
        value = report["paths"][path].get("store_ms", {}).get(key, "")
        return f"{value['p50']} / {value['p95']}" if isinstance(value, dict) else str(value)

    if any("store_ms" in report["paths"][p] for p in paths):
        rows.append(["added store() p50 ms", TARGETS["added_store_p50_ms"], *[latency(p, "added_p50") for p in paths]])
        rows.append(["added store() ms, median of paired differences", "",
                     *[latency(p, "added_paired_median") for p in paths]])
        rows.append(["store() p50 / p95 ms", "", *[latency(p, "on") for p in paths]])
        rows.append(["store() p50 / p95 ms, update check off", "", *[latency(p, "off") for p in paths]])
    rows.append(["seconds", "", *[_fmt(report["paths"][p]["seconds"], "") for p in paths]])
    return headers, rows


def notes(report: dict) -> str:
    lines = [f"Commit {report['commit']}, run {report['run_at']}, {report['seconds']} s in all."]
    if report["label"]:
        lines.insert(0, f"**{report['label']}**")
    lines += [
        f"Store-path switch: {report['store_switch']}.",
        "Each case: a fresh user on a real encrypted pack, statements weeks or months apart with event_time, "
        "then retrieve(question, token_budget=300). Cases and controls: "
        f"{report.get('cases_file', 'bench/knowledge_cases.py')} (written for this project). Entity nodes (bare names) are skipped when judging; with them counted: "
        + ", ".join(f"{p} ranked {_fmt(s['ranked_incl_entities'])} / context {_fmt(s['context_incl_entities'])}"
                    for p, s in report["paths"].items()) + ".",
        "Per-case outcomes and per-domain shares are in the JSON file of the same name.",
    ]
    if report.get("background_notes"):
        until = "90 days after its last" if report.get("background_later") else "the day before its last"
        lines.append(f"Background: each user also has up to {report['background_notes']} notes of other cases "
                     "(one per other domain, naming none of the case's values), dated from 90 days before its first "
                     f"statement to {until}. Controls count only their own notes as touched. "
                     "The top1 row asks the most of the ranking: the first result must state the current value.")
    if report.get("judge"):
        judge = report["judge"]
        lines.append(f"Judge: before each question, judge_updates asked {judge['provider']} ({judge['model']}) "
                     "about the user's memories, as `prme judge-updates` does; the store() rows do not include it.")
    if any(p.startswith("peer_") for p in report["paths"]):
        lines.append("PRME 0.15.0 columns: its own packs (unencrypted, same MiniLM model, offline) at its defaults "
                     "and with its enable_store_supersedence on, store() per statement with event_time into both "
                     "alternately; its added latency compares the two (both columns share one run time).")
    return "\n\n".join(lines)


def print_failures(report: dict) -> None:
    for outcome in report["failures"]:
        tag = f"{outcome['path']:6} {outcome['case']}"
        if outcome["kind"] == "control":
            print(f"{tag}: control touched: " + "; ".join(f"{n['state']} {n['content']!r}"
                                                          for n in outcome["flagged_nodes"]))
            continue
        missed = [m for m in ("ranked", "context", "detected") if not outcome[f"{m}_ok"]]
        print(f"{tag}: failed {', '.join(missed)}")
        if not outcome["ranked_ok"]:
            print(f"    first result:  {outcome['first_ranked']!r}")
        if not outcome["context_ok"]:
            print(f"    first context: {outcome['first_context_line']!r}")
        if not outcome["detected_ok"]:
            live = [n for n in outcome["stale_nodes"] if n["state"] not in FLAGGED]
            print("    still live:    " + "; ".join(f"{n['type']}/{n['state']} {n['content']!r}" for n in live))


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--path", choices=[*PATHS, "both"], default="both")
    ap.add_argument("--cases", type=int, help="a quick run: N update cases and N controls, spread over the domains")
    ap.add_argument("--set", choices=list(CASE_SETS), default="dev",
                    help="dev: the cases mechanisms are chosen on; confirm: a set written independently, to confirm "
                         "they generalise (results in knowledge_update_confirm.*); dev2: a fourth, written later by someone "
                         "who saw neither the rules nor the other sets, also to choose on; holdout: a third set, only "
                         "reported, never used to choose (knowledge_update_holdout.*); fresh: a fifth, written blind in "
                         "session 22 once the holdout set had been read, only reported (knowledge_update_fresh.*); fresh2: a "
                         "sixth, written blind in session 23, only reported (knowledge_update_fresh2.*); fresh3: a seventh, "
                         "written blind in session 25 (session 26 chose cue words on its misses); fresh4: an eighth, written "
                         "blind in session 26 (its misses were then read, see README); fresh5: a ninth, written blind in "
                         "session 26 and run once, on the final engine (knowledge_update_fresh5.*); fresh6: a tenth, written "
                         "blind in session 29, never read (knowledge_update_fresh6.*); fresh7: an eleventh, written blind in "
                         "session 31 (its misses were then read); fresh8: a twelfth, written blind in session 32 "
                         "(knowledge_update_fresh8.*); fresh9: a thirteenth, written blind in session 41 "
                         "(knowledge_update_fresh9.*); fresh10: a fourteenth, written blind in session 44 "
                         "(knowledge_update_fresh10.*); fresh11: a fifteenth, written blind in session 47 "
                         "(knowledge_update_fresh11.*); fresh12: a sixteenth, written blind in session 48 "
                         "(knowledge_update_fresh12.*)")
    ap.add_argument("--list-failures", action="store_true", help="print failing case ids and what came first")
    ap.add_argument("--label", default="", help="a note for the results (for example: baseline)")
    ap.add_argument("--out", type=Path, default=RESULTS, help="folder for knowledge_update.json/.md")
    ap.add_argument("--background", type=int, default=0, metavar="N",
                    help="give each case's user up to N notes of other cases (other domains) first and between")
    ap.add_argument("--later", action="store_true",
                    help="with --background: the notes also come after the case's last statement (up to 90 days)")
    ap.add_argument("--judge", action="store_true",
                    help="before each question, run judge_updates with the LLM provider configured in "
                         "PRME_EXTRACTION__PROVIDER/MODEL/BASE_URL/API_KEY (results in *_judge.*)")
    ap.add_argument("--peer", action="store_true",
                    help="add the store path through PRME 0.15.0, at its defaults and with its store supersedence on")
    args = ap.parse_args(argv)

    cases = importlib.import_module(CASE_SETS[args.set])
    check_cases(cases.UPDATES, cases.CONTROLS)
    updates, controls = spread(cases.UPDATES, args.cases), spread(cases.CONTROLS, args.cases)
    started = time.perf_counter()
    runs = []
    with tempfile.TemporaryDirectory(prefix="knowledge-bench-") as tmp:
        for path in PATHS if args.path == "both" else (args.path,):
            print(f"{path}: {len(updates)} updates + {len(controls)} controls", file=sys.stderr, flush=True)
            runs.append(run_path(path, updates, controls, Path(tmp), progress=True,
                                 background_notes=args.background, later=args.later, ask_llm=args.judge))
        if args.peer and args.path != "ingest":
            print("PRME 0.15.0 store path, at its defaults and with its supersedence on", file=sys.stderr, flush=True)
            runs.extend(run_peer(updates, controls, Path(tmp)))
    report = build_report(runs, label=args.label, seconds=time.perf_counter() - started)
    report["cases_file"] = f"bench/{CASE_SETS[args.set]}.py"
    report["background_notes"] = args.background
    report["background_later"] = bool(args.background and args.later)
    if args.judge:
        report["judge"] = {"provider": os.environ.get("PRME_EXTRACTION__PROVIDER", "rules"),
                           "model": os.environ.get("PRME_EXTRACTION__MODEL")}
    headers, rows = table(report)
    name = "knowledge_update" if args.set == "dev" else f"knowledge_update_{args.set}"
    if args.background:
        name += f"_bg{args.background}" + ("_later" if args.later else "")
    if args.judge:
        name += "_judge"
    write_results(name, report, rows, headers, notes=notes(report), results_dir=args.out)
    if args.list_failures:
        print()
        print_failures(report)
    return report


if __name__ == "__main__":
    main()
