"""prme doctor, prme compact, prme rebuild, prme rekey, prme watch."""

from __future__ import annotations

import argparse
import getpass
import os
import sys
import threading
import time
from typing import Any

from workspace_app.cli_support import (
    CliError, confirm_short_passphrase, emit, existing_workspace, json_arg, open_workspace, read_passphrase, unlock,
)
from workspace_app.formatting import human_size, terminal_safe

NEW_PASSPHRASE_ENV = "PRME_NEW_ENCRYPTION_KEY"


def register(sub: argparse._SubParsersAction) -> None:
    doctor = sub.add_parser("doctor", help="check a namespace's pack; exits 1 when something needs repair")
    doctor.add_argument("namespace")
    json_arg(doctor)
    doctor.set_defaults(handler=cmd_doctor)

    compact = sub.add_parser("compact", help="copy a namespace's pack into a fresh, smaller file (same key)")
    compact.add_argument("namespace")
    json_arg(compact)
    compact.set_defaults(handler=cmd_compact)

    rebuild = sub.add_parser("rebuild", help="rebuild the vector and lexical indexes from the stored memories")
    rebuild.add_argument("namespace")
    rebuild.add_argument("--reembed", action="store_true", help="recompute every vector with the configured model")
    json_arg(rebuild)
    rebuild.set_defaults(handler=cmd_rebuild)

    rekey = sub.add_parser(
        "rekey", help=f"give an encrypted namespace a new passphrase (from ${NEW_PASSPHRASE_ENV} or a prompt)"
    )
    rekey.add_argument("namespace")
    json_arg(rekey)
    rekey.set_defaults(handler=cmd_rekey)

    watch = sub.add_parser("watch", help="capture files dropped into inbox/<namespace>/ (all namespaces by default)")
    watch.add_argument("namespace", nargs="?")
    watch.add_argument("--once", action="store_true", help="capture what is there now, then exit (1 if a file failed)")
    watch.add_argument("--settle", type=float, default=1.0, metavar="SECONDS",
                       help="how long a file's size must stay the same before it is read (default 1)")
    watch.add_argument("--whole", action="store_true", help=".md/.txt notes become one memory each, not one per paragraph")
    watch.set_defaults(handler=cmd_watch)


class StderrProgress:
    """Progress lines on stderr, at most about two a second per stage."""

    def __init__(self, interval: float = 0.5) -> None:
        self.interval = interval
        self._last: dict[str, float] = {}
        self._lock = threading.Lock()

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        now = time.monotonic()
        with self._lock:
            final = total is not None and done >= total
            if not final and now - self._last.get(stage, 0.0) < self.interval:
                return
            self._last[stage] = now
        if total is None:
            line = f"{stage} …"
        elif total == 100 and stage.endswith("copying"):
            line = f"{stage}: {done}%"
        else:
            line = f"{stage}: {done}/{total}"
        print(line, file=sys.stderr, flush=True)


def cmd_doctor(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    before_open = ws.closed_pack_findings(args.namespace)
    with ws:
        client = unlock(ws, args.namespace)
        report = client.doctor(progress=StderrProgress())
    report.findings[:0] = before_open
    emit(args, report.to_dict(), f"doctor {args.namespace} ({ws.pack_path(args.namespace).name})\n" + report.render())
    return 0 if report.ok else 1


def cmd_compact(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    info = ws.info(args.namespace)
    passphrase = read_passphrase(f"Passphrase for {args.namespace}: ") if info.encrypted else None
    result = ws.compact(args.namespace, passphrase, progress=StderrProgress())
    change = (1 - result.size_after / result.size_before) * 100 if result.size_before else 0.0
    emit(
        args, result.to_dict(),
        f"compacted {args.namespace}: {human_size(result.size_before)} -> {human_size(result.size_after)} "
        f"({change:.0f}% smaller, {sum(result.rows.values())} rows kept, {result.seconds:.1f} s)",
    )
    return 0


def cmd_rebuild(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        result = client.rebuild(reembed=True if args.reembed else None, progress=StderrProgress())
    extra = f", {result.embedded} node(s) embedded" if result.embedded else ""
    model = f" with {result.reembedded_model}" if result.reembedded_model else ""
    emit(
        args, result.to_dict(),
        f"rebuilt {args.namespace}{model}: {result.vectors} vectors, {result.lexical_documents} lexical documents"
        f"{extra} ({result.seconds:.1f} s)",
    )
    return 0


def _new_passphrase(name: str) -> str:
    env = os.environ.get(NEW_PASSPHRASE_ENV)
    if env:
        return env
    if not sys.stdin.isatty():
        raise CliError(f"a new passphrase is needed: set {NEW_PASSPHRASE_ENV} or run in a terminal to be prompted")
    first = getpass.getpass(f"New passphrase for {name}: ")
    if not first:
        raise CliError("an empty passphrase cannot protect a namespace")
    if getpass.getpass("Repeat new passphrase: ") != first:
        raise CliError("the two passphrases differ; nothing was changed")
    return first


def cmd_rekey(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    info = ws.info(args.namespace)
    if not info.encrypted:
        raise CliError(f"namespace {args.namespace!r} is not encrypted, so it has no passphrase to change")
    old = read_passphrase(f"Current passphrase for {args.namespace}: ")
    new = _new_passphrase(args.namespace)
    if new == old:
        raise CliError("the new passphrase is the same as the current one; nothing was changed")
    confirm_short_passphrase(new, refused="nothing was changed")
    result = ws.rekey(args.namespace, new, old, progress=StderrProgress())
    emit(args, result.to_dict(),
         f"rekeyed {args.namespace}: it now opens only with the new passphrase ({result.seconds:.1f} s)")
    return 0


def _describe(event: Any) -> str:
    where = f"{event.namespace}/{event.source_name}"
    if event.kind == "captured":
        note = f" ({event.reason})" if event.reason else ""
        return f"captured {where}: {event.items} memor{'y' if event.items == 1 else 'ies'}{note}"
    if event.kind == "duplicate":
        return f"skipped {where}: {event.reason}; moved to done/"
    if event.kind == "failed":
        return f"failed {where}: {event.reason} (see failed/{event.path.name}.error.txt)"
    return f"waiting {where}: {event.reason}"


def cmd_watch(args: argparse.Namespace) -> int:
    from engine import EncryptionError
    from workspace_app.capture_inbox import CaptureInbox

    if args.settle < 0:
        raise CliError("--settle must not be negative")
    if args.once:
        ws = open_workspace(args)
    else:
        # While it runs it shares what it unlocks, as `prme serve` does: other commands and agents
        # work through it instead of finding the pack held by another process.
        from workspace_app.host import HostingWorkspace

        ws = HostingWorkspace.open(existing_workspace(args))
        ws.host_name = "prme watch"
    names = [args.namespace] if args.namespace else ws.names()
    if args.namespace:
        ws.info(args.namespace)
    if not names:
        raise CliError(f"no namespaces in {ws.root}; create one with: prme ns create NAME")
    with ws:
        for name in names:
            try:
                unlock(ws, name, direct=True)  # the inbox writes through the workspace's own client
            except EncryptionError as exc:
                print(f"prme: {name} stays locked ({exc}); its files wait", file=sys.stderr)
        failures: list = []

        def show(event: Any) -> None:
            if event.kind == "failed":
                failures.append(event)
            print(terminal_safe(_describe(event)), flush=True)

        inbox = CaptureInbox(ws, namespaces=names, settle=args.settle, text_mode="whole" if args.whole else "paragraphs",
                             on_event=show)
        if args.once:
            inbox.run_until_idle(timeout=max(60.0, args.settle * 10))
            _finish_extractions(ws, names)
            return 1 if failures else 0
        inbox.start()
        folders = ", ".join(str(ws.inbox_dir(n)) for n in names)
        print(f"watching {folders} (Ctrl-C to stop)", file=sys.stderr, flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            print("stopping", file=sys.stderr)
        finally:
            inbox.stop()
    return 0


def _finish_extractions(ws: Any, names: list[str], budget_s: float = 60.0) -> None:
    """Before a one-shot watch exits, let extraction finish what the capture started."""
    deadline = time.monotonic() + budget_s
    for name in names:
        if not ws.is_unlocked(name):
            continue
        client = ws.client(name)
        process = getattr(client, "process_extractions", None)
        if process is None:
            continue
        while time.monotonic() < deadline:
            result = process(budget_ms=5000)
            if not getattr(result, "pending", 0) or not getattr(result, "processed", 0):
                break
