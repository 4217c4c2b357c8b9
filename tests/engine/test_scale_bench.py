"""The scale bench (bench/retrieval_scale.py) cannot silently rot.

It reaches into the engine (its vector index, the SQL of what is active) to check the index's
search against exact search, so a rename in the engine can break it without any other test
noticing: that happened once. Here it runs end to end at a tiny size, in its own processes as
it does at 100,000 nodes, on a real encrypted pack with the bundled model.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow


def test_the_scale_bench_runs_and_the_vector_index_matches_exact_search(tmp_path):
    out = tmp_path / "retrieval_scale"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "retrieval_scale.py"), "--sizes", "150", "--queries", "3",
         "--keep", str(tmp_path / "packs"), "--out", str(out)],
        capture_output=True, text=True, timeout=900,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    (row,) = json.loads(out.with_suffix(".json").read_text())["rows"]
    assert "failed" not in row, row
    assert row["nodes"] == 150 and row["retrieve_ms"]["queries"] == 3 and row["results_per_query"] > 0
    assert row["vector_search_vs_exact"]["recall_at_10"] == 1.0
    assert "| 150 |" in out.with_suffix(".md").read_text()
