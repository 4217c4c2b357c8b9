"""`prme`'s command line for scripts: every subcommand, without Textual.

Each module in ``workspace_app.commands`` adds its subcommands through ``register()``.
Errors print one line on stderr and exit non-zero; no traceback reaches the user.
``prme`` itself starts in ``views.launch``, which passes the terminal app in as ``open_app``
for a bare ``prme``: the app sits above this layer, so this module never imports it.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import pkgutil
import sys
import traceback
from typing import Callable, NoReturn, Sequence

from engine import __version__
from workspace_app import commands
from workspace_app.cli_support import CliError, check_text_arguments, close_hosted, error_line
from workspace_app.formatting import terminal_safe

OpenApp = Callable[[argparse.Namespace], int]

# Help lists command groups in the order a newcomer meets them; unknown modules go last.
COMMAND_ORDER = ("namespaces", "memories", "retrieve", "ingest", "lifecycle", "forget", "portability", "maintenance", "serve")


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


def main(argv: Sequence[str] | None = None, *, open_app: OpenApp | None = None) -> int:
    """Run one subcommand; without one, ``open_app(args)`` (the terminal app, given by ``prme``)."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        check_text_arguments(args)
        if args.command is None:
            if open_app is None:
                raise CliError("no command given (run `prme` without a command to open the app)")
            return open_app(args)
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        print("prme: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader stopped early (`prme nodes notes | head`): no error line, and the exit
        # status of a Unix tool ended by SIGPIPE.
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing left to flush there
        except (OSError, ValueError):
            pass
        return 141
    except BaseException as exc:  # noqa: BLE001 - every error is one line; --debug shows the rest
        if isinstance(exc, SystemExit):
            raise
        if interrupted(exc):
            print("prme: interrupted", file=sys.stderr)
            return 130
        print(f"prme: {terminal_safe(error_line(exc))}", file=sys.stderr)
        if getattr(args, "debug", False):
            traceback.print_exception(exc, file=sys.stderr)
        return 1
    finally:
        close_hosted()  # a hosted client's connection closes before the interpreter exits


def interrupted(exc: BaseException) -> bool:
    """Whether ``exc`` is Ctrl-C as DuckDB reports it: a query it stopped on SIGINT raises its
    own error ("Query interrupted", seen in `prme compact`), not KeyboardInterrupt."""
    seen: BaseException | None = exc
    while seen is not None:
        if type(seen).__name__ == "InterruptException" or str(seen) == "Query interrupted":
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def exit_after(code: int) -> NoReturn:
    """End the process once a one-shot command is done: output flushed, logging shut down, and
    no interpreter teardown. Everything the command opened is closed by then (and a killed
    process loses nothing either); tearing down onnxruntime, DuckDB and Tantivy only added
    0.25 s to every command."""
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass  # the reader went away (`prme nodes | head`) or the stream is closed
    os._exit(code)


if __name__ == "__main__":
    exit_after(main())
