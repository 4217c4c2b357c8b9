"""Starting the terminal app from the CLI (placeholder until the app lands)."""

from __future__ import annotations

import argparse

from workspace_app.cli_support import CliError


def launch_app(args: argparse.Namespace) -> int:
    raise CliError("the terminal app is not built yet; use the subcommands (prme --help)")
