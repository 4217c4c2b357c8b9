"""Starting the terminal app from the CLI: `prme`, `prme --workspace DIR`, `prme --demo`."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from workspace_app.cli_support import CliError


def launch_app(args: argparse.Namespace) -> int:
    from workspace_app.app import make_app

    workspace: Path | None = Path(args.workspace).expanduser() if getattr(args, "workspace", None) else None
    if workspace is None and os.environ.get("PRME_WORKSPACE"):
        workspace = Path(os.environ["PRME_WORKSPACE"]).expanduser()
    demo = bool(getattr(args, "demo", False))
    if demo and workspace is None:
        workspace = Path(tempfile.mkdtemp(prefix="prme-demo-"))
    if workspace is not None and workspace.exists() and not workspace.is_dir():
        raise CliError(f"{workspace} is a file, not a workspace folder")
    app = make_app(workspace, demo=demo)
    app.run()
    if demo and workspace is not None:
        print(f"prme: the demo workspace is in {workspace}")
    return int(app.return_code or 0)
