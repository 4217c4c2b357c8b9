"""A built wheel works on its own: installed outside the checkout, it embeds, stores,
retrieves and runs the CLI, reading its tokenizer files and styles from package data."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow

SCRIPT = """
import sys
from pathlib import Path
import engine
from engine import MemoryClient, __version__
assert Path(engine.__file__).resolve().is_relative_to(Path(sys.prefix).resolve()), engine.__file__
with MemoryClient(sys.argv[1], encryption_key="wheel test passphrase") as memory:
    memory.store("The spare key is under the blue flowerpot", user_id="ann")
    response = memory.retrieve("where is the spare key?", user_id="ann", token_budget=200)
    print(__version__)
    print(response.bundle.render())
from views.app import css_path
print("css:", css_path())
"""


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    # No PYTHONPATH or PRME_ settings: the wheel's venv must stand on its own.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PRME_", "PYTHON"))}
    return subprocess.run(args, capture_output=True, text=True, timeout=600, env=env, **kwargs)


def test_a_wheel_installed_outside_the_checkout_stores_retrieves_and_runs_the_cli(tmp_path):
    # Built from a copy: setuptools writes build/ and egg-info into the tree it builds.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", ".venv", "build", "*.egg-info", "__pycache__", "tests", "bench"))
    built = _run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path / "dist"), str(source)])
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next((tmp_path / "dist").glob("prme_workspace-*.whl"))

    # A fresh venv holds only the wheel (installed first, so pip cannot mistake the
    # checkout's editable install for it); the dependencies come from this interpreter's
    # site-packages through a .pth line (an added path's own .pth files, such as the
    # checkout's editable finder, are not run, so the checkout cannot leak in).
    target = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(target)  # this interpreter's pip installs into it (--python)
    site = Path(_run([str(target / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    installed = _run([sys.executable, "-m", "pip", "--python", str(target / "bin" / "python"), "install", "-q",
                      "--no-deps", "--no-index", str(wheel)])
    assert installed.returncode == 0, installed.stderr[-2000:]
    (site / "deps.pth").write_text(sysconfig.get_path("purelib") + "\n")

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    run = _run([str(target / "bin" / "python"), "-c", SCRIPT, str(elsewhere / "m.prme")], cwd=elsewhere)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "blue flowerpot" in run.stdout
    assert f"css: {site}" in run.stdout.replace(str(site.resolve()), str(site))

    help_run = _run([str(target / "bin" / "prme"), "--help"], cwd=elsewhere)
    assert help_run.returncode == 0 and "usage: prme" in help_run.stdout
    version = _run([str(target / "bin" / "prme"), "--version"], cwd=elsewhere)
    assert version.stdout.strip().startswith("prme ") and version.stdout.split()[1] in run.stdout
