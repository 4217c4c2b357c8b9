"""Helpers the benchmarks share: timing, machine facts, writing results."""

from __future__ import annotations

import json
import os
import platform
import statistics
import sys
from datetime import datetime, timezone
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def machine() -> dict:
    return {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "platform": platform.platform(),
        "when": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def write_results(
    name: str, data: dict, table_rows: list[list[str]], headers: list[str], notes: str = "",
    results_dir: Path = RESULTS,
) -> None:
    """bench/results/<name>.json and a short Markdown table beside it (or in ``results_dir``)."""
    results_dir.mkdir(exist_ok=True)
    data = {"machine": machine(), **data}
    (results_dir / f"{name}.json").write_text(json.dumps(data, indent=2, default=str) + "\n")
    lines = [f"# {name}", "", f"Measured {data['machine']['when']} on {data['machine']['cpus']} CPUs.", ""]
    lines.append("| " + " | ".join(headers) + " |")
    lines.append("|" + "---|" * len(headers))
    lines += ["| " + " | ".join(row) + " |" for row in table_rows]
    if notes:
        lines += ["", notes]
    (results_dir / f"{name}.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
