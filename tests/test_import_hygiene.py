"""The engine is a library: importing it (and the app's service layer) loads no Textual."""

from __future__ import annotations

import subprocess

from tests.conftest import CHILD_PYTHON, python_child_env


def test_engine_imports_without_textual():
    code = (
        "import sys, engine, engine.workspace\n"
        "from engine import MemoryClient, MemoryEngine, MemoryWorkspace\n"
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
        "print(','.join(bad) or 'clean')\n"
    )
    out = subprocess.run([CHILD_PYTHON, "-c", code], capture_output=True, text=True, env=python_child_env(), check=True)
    assert out.stdout.strip() == "clean"
