"""The engine and the service layer load without Textual (the app's view code is the only UI)."""

import subprocess
import sys


def test_engine_and_services_do_not_import_textual():
    code = "import sys, engine, workspace_app.services; assert 'textual' not in sys.modules, 'textual was imported'"
    subprocess.run([sys.executable, "-c", code], check=True)
