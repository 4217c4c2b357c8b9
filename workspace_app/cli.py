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
from typing import Sequence

from engine import __version__
from workspace_app import commands
from workspace_app.cli_support import CliError, close_hosted

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
        if args.command is None:
            from workspace_app.launch import launch_app

            return launch_app(args)
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        print("prme: interrupted", file=sys.stderr)
        return 130
    except (CliError, ValueError, LookupError, OSError) as exc:
        print(f"prme: {_message(exc)}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - the last line of defence for a clean exit
        from engine import PRMEError

        if isinstance(exc, PRMEError):
            print(f"prme: {_message(exc)}", file=sys.stderr)
            return 1
        raise
    finally:
        close_hosted()


def _message(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0] if "\n" in text and not text.startswith("1 validation") else " ".join(text.split())


if __name__ == "__main__":
    sys.exit(main())
