"""mypy with the [tool.mypy] settings in pyproject.toml, in one run (each run pays for reading the
engine): engine/ stays type-clean, the README's library example type-checks against the client's
signatures, and a wrong argument type is caught. It uses mypy's default cache (.mypy_cache/ in the
checkout): a first run checks everything, later runs only what changed."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.conftest import ROOT


@pytest.mark.slow
def test_engine_and_the_readme_example_type_check_and_a_wrong_argument_is_caught() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"## As a library\s+```python\n(.*?)```", readme, re.S).group(1)
    # One path across runs: mypy's cached errors carry the path a file had.
    files = ROOT / ".mypy_cache" / "client-example"
    files.mkdir(parents=True, exist_ok=True)
    good = files / "example.py"
    good.write_text(example, encoding="utf-8")
    bad = files / "wrong.py"
    bad.write_text("from engine import MemoryClient\nMemoryClient('x.prme').store(42, user_id='ann')\n", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "engine", str(good), str(bad)],
        cwd=ROOT, capture_output=True, text=True,
    )
    errors = [line for line in run.stdout.splitlines() if ": error:" in line]
    assert [(ROOT / line.split(":")[0]).resolve() for line in errors] == [bad.resolve()], run.stdout + run.stderr
    assert 'incompatible type "int"; expected "str"' in errors[0]
