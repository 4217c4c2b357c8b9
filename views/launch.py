"""`prme`: the terminal app when run bare (`prme`, `prme --workspace DIR`, `prme --demo`),
the Textual-free command line (workspace_app.cli) otherwise.

The entry point lives here, above both layers, so the dependency points one way:
views -> workspace_app. The app is imported only when it opens, which keeps `prme ns list`
and the other subcommands free of Textual.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import NoReturn, Sequence

from views.terminal_watch import HANGUP_EXIT_CODE


def main(argv: Sequence[str] | None = None) -> int:
    from workspace_app import cli

    return cli.main(argv, open_app=launch_app)


def run() -> NoReturn:
    """The `prme` console script: a subcommand ends with a quick exit (``cli.exit_after``), the
    app as the interpreter ends it (its threads and the terminal are Textual's to settle)."""
    try:
        from workspace_app import cli  # most of the start-up: a Ctrl-C then is no traceback either
    except KeyboardInterrupt:
        sys.stderr.write("prme: interrupted\n")
        os._exit(130)
    app_opened = False

    def open_app(args: argparse.Namespace) -> int:
        nonlocal app_opened
        app_opened = True
        return launch_app(args)

    try:
        code = cli.main(None, open_app=open_app)
    except SystemExit as done:  # --help, --version and usage errors end in argparse
        if app_opened or not (done.code is None or isinstance(done.code, int)):
            raise
        code = done.code or 0
    if app_opened:
        sys.exit(code)
    cli.exit_after(code)


def launch_app(args: argparse.Namespace) -> int:
    from views.app import make_app
    from workspace_app.cli_support import CliError

    workspace: Path | None = Path(args.workspace).expanduser() if getattr(args, "workspace", None) else None
    if workspace is None and os.environ.get("PRME_WORKSPACE"):
        workspace = Path(os.environ["PRME_WORKSPACE"]).expanduser()
    demo = bool(getattr(args, "demo", False))
    if demo and workspace is None:
        workspace = Path(tempfile.mkdtemp(prefix="prme-demo-"))
    if workspace is not None and workspace.exists() and not workspace.is_dir():
        raise CliError(f"{workspace} is a file, not a workspace folder")
    app = make_app(workspace, demo=demo, exit_on_hangup=True)
    app.run()
    if demo and workspace is not None and app.return_code != HANGUP_EXIT_CODE:  # no terminal left to print on
        print(f"prme: the demo workspace is in {workspace}")
    return int(app.return_code or 0)


if __name__ == "__main__":
    run()
