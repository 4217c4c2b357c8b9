"""What every CLI command shares: opening the workspace, unlocking, printing."""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from engine import MemoryClient, MemoryWorkspace, PRMEError, describe_error, in_utc_range
from workspace_app.formatting import terminal_safe
from workspace_app.host import HostedClient, connect
from workspace_app.passphrases import passphrase_warning

PASSPHRASE_ENV = "PRME_ENCRYPTION_KEY"


class CliError(Exception):
    """A user-facing error: printed as one line, exit status 1."""


# Arguments that name files: their bytes are the file system's business, not text we store.
_PATH_ARGUMENTS = {"workspace", "file"}


def check_text_arguments(args: argparse.Namespace) -> None:
    """Refuse arguments that are not valid UTF-8 (argv bytes arrive as lone surrogates)
    before any command runs, so nothing half-done is stored."""
    for name, value in vars(args).items():
        if name in _PATH_ARGUMENTS or not isinstance(value, str):
            continue
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            option = name.replace("_", "-")
            raise CliError(f"{option}: is not valid UTF-8 text (it holds undecodable bytes)") from None


def error_line(exc: BaseException) -> str:
    """One line for any error: ours say what to do; anything else names its kind."""
    if isinstance(exc, MemoryError) or type(exc).__name__ == "OutOfMemoryException":
        return "out of memory; nothing more was written (close other programs or raise the memory limit)"
    if isinstance(exc, RecursionError):
        return "the input is nested too deeply to process"
    if isinstance(exc, UnicodeError):
        return "text is not valid UTF-8 (it holds undecodable bytes)"
    text = describe_error(exc)
    text = text.splitlines()[0] if text else type(exc).__name__
    text = " ".join(text.split())[:500]
    if isinstance(exc, (CliError, PRMEError, ValueError, LookupError, OSError)):
        return text
    return f"unexpected {type(exc).__name__}: {text} (run with --debug for the details)"


def open_workspace(args: argparse.Namespace, *, create: bool = False) -> MemoryWorkspace:
    """The workspace the command names. Only the commands that make things (``init``, ``ns
    create``, ``import``) create a workspace: a mistyped --workspace must not turn a folder into one."""
    return MemoryWorkspace.open(existing_workspace(args, create=create))


def existing_workspace(args: argparse.Namespace, *, create: bool = False) -> Path:
    """The workspace folder of ``args``; CliError when it holds none and ``create`` is false."""
    if args.workspace is not None and not str(args.workspace).strip():
        raise CliError("--workspace is empty; name the workspace folder")
    root = MemoryWorkspace.location(args.workspace)
    if not create and not MemoryWorkspace.exists_at(root):
        if root.exists() and not root.is_dir():
            raise CliError(f"{root} is a file, not a workspace folder")
        raise CliError(f"no workspace at {root}; `prme --workspace {root} init` creates one")
    return root


def confirm_short_passphrase(passphrase: str | None, *, refused: str = "nothing was created") -> None:
    """Warn about a short new passphrase; at a terminal it must be confirmed (from the environment
    a script chose it, so the warning is printed and the command goes on)."""
    warning = passphrase_warning(passphrase)
    if warning is None:
        return
    print(f"prme: warning: {warning}", file=sys.stderr)
    if sys.stdin.isatty() and input("Use it anyway? [y/N] ").strip().lower() not in ("y", "yes"):
        raise CliError(f"{refused}; choose a longer passphrase")


def read_passphrase(prompt: str, *, confirm: bool = False) -> str:
    """From PRME_ENCRYPTION_KEY, else a terminal prompt; never from argv."""
    env = os.environ.get(PASSPHRASE_ENV)
    if env:
        return env
    if not sys.stdin.isatty():
        raise CliError(f"a passphrase is needed: set {PASSPHRASE_ENV} or run in a terminal to be prompted")
    first = getpass.getpass(prompt)
    if confirm and getpass.getpass("Repeat passphrase: ") != first:
        raise CliError("the two passphrases differ; nothing was created")
    if not first:
        raise CliError("an empty passphrase cannot protect a namespace")
    return first


# Connections to namespace hosts this run opened; ``cli.main`` closes them on the way out.
_hosted: list[HostedClient] = []


def unlock(workspace: MemoryWorkspace, name: str, *, direct: bool = False) -> MemoryClient | HostedClient:
    """The namespace's client: through its host when one serves it (the app, ``prme serve``),
    else the pack opened here, asking for its passphrase when it is encrypted.

    ``direct`` skips the host for commands that need the pack itself (the capture inbox).
    """
    if not direct:
        hosted = connect(workspace, name, client_name="cli")
        if hosted is not None:
            _hosted.append(hosted)
            return hosted
    info = workspace.info(name)
    passphrase = read_passphrase(f"Passphrase for {name}: ") if info.encrypted else None
    return workspace.unlock(name, passphrase)


def close_hosted() -> None:
    while _hosted:
        _hosted.pop().close()


def user_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--user", help="the memory owner's user id (default: the workspace owner)")


def given_user(args: argparse.Namespace) -> str | None:
    """The --user given, if any; an empty one is refused rather than read as "the owner"."""
    user = getattr(args, "user", None)
    if user is not None and not user.strip():
        raise CliError("--user: give a user id (an empty one is not allowed)")
    return user


def resolve_user(args: argparse.Namespace, workspace: MemoryWorkspace) -> str:
    return given_user(args) or workspace.owner


def json_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def emit(args: argparse.Namespace, data: Any, text: str) -> None:
    """Print ``data`` as JSON with --json, else the human text."""
    if getattr(args, "json", False):
        print(json.dumps(data, indent=2, default=str, sort_keys=True))  # JSON escapes control characters
    else:
        print(terminal_safe(text))


def short(text: str, width: int = 70) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"


def parse_time(text: str | None, option: str) -> datetime | None:
    """The value of a time ``option``: ``2026-03-01`` or an ISO time; a time without a zone is UTC."""
    if text is None:
        return None
    try:
        when = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise CliError(f"{option}: {text!r} is not a date (YYYY-MM-DD) or an ISO time") from None
    try:
        return in_utc_range(when, option)
    except ValueError as exc:
        raise CliError(str(exc)) from None
