"""The application layer loads without Textual or the views: every workspace_app module
imports in a process that never loads either (the app's view code is the only UI)."""

import subprocess
import sys

CODE = """
import importlib, pkgutil, sys
import engine, workspace_app
for module in pkgutil.walk_packages(workspace_app.__path__, "workspace_app."):
    importlib.import_module(module.name)
loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "views"))
assert not loaded, f"loaded: {loaded[:5]}"
"""


def test_every_workspace_app_module_imports_without_textual_or_views():
    subprocess.run([sys.executable, "-c", CODE], check=True)


def test_prme_loads_textual_only_when_it_opens_the_app():
    """`prme ns list` and the other subcommands start as fast as the CLI alone."""
    code = "import sys, views.launch; assert 'textual' not in sys.modules, 'textual was imported'"
    subprocess.run([sys.executable, "-c", code], check=True)
