"""mypy on engine/ with the [tool.mypy] settings in pyproject.toml, so `make test` keeps the
engine type-clean. It uses mypy's default cache (.mypy_cache/ in the checkout): a first run
checks everything, later runs only what changed."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT


@pytest.mark.slow
def test_engine_type_checks_clean() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert run.returncode == 0, f"mypy found problems in engine/:\n{run.stdout}{run.stderr}"
    assert "no issues found" in run.stdout
