"""`prme`: the terminal app when run bare, a command line for scripts otherwise.

Each module in ``workspace_app.commands`` adds its subcommands through ``register()``.
Errors print one line on stderr and exit non-zero; no traceback reaches the user.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pkgutil
import sys
import traceback
from typing import Sequence

from engine import __version__
from workspace_app import commands
from workspace_app.cli_support import check_text_arguments, close_hosted, error_line

# Help lists command groups in the order a newcomer meets them; unknown modules go last.
COMMAND_ORDER = ("namespaces", "memories", "retrieve", "ingest", "lifecycle", "portability", "maintenance", "serve")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="prme",
        description="PRME Workspace: encrypted local memory packs and a terminal app to curate them. "
        "Run without a command to open the app.",
    )
    parser.add_argument("--workspace", metavar="DIR", help="workspace folder (default: $PRME_WORKSPACE or the user data dir)")
    parser.add_argument("--demo", action="store_true", help="open the app on a demo workspace with sample memories")
    parser.add_argument("--version", action="version", version=f"prme {__version__}")
    parser.add_argument("--debug", action="store_true", help="on an error, show the full traceback too")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    names = [m.name for m in pkgutil.iter_modules(commands.__path__)]
    for name in sorted(names, key=lambda n: (COMMAND_ORDER.index(n) if n in COMMAND_ORDER else len(COMMAND_ORDER), n)):
        module = importlib.import_module(f"{commands.__name__}.{name}")
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        check_text_arguments(args)
        if args.command is None:
            from workspace_app.launch import launch_app

            return launch_app(args)
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        print("prme: interrupted", file=sys.stderr)
        return 130
    except BaseException as exc:  # noqa: BLE001 - every error is one line; --debug shows the rest
        if isinstance(exc, SystemExit):
            raise
        print(f"prme: {error_line(exc)}", file=sys.stderr)
        if getattr(args, "debug", False):
            traceback.print_exception(exc, file=sys.stderr)
        return 1
    finally:
        close_hosted()


if __name__ == "__main__":
    sys.exit(main())
