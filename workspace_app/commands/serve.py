"""``prme serve NAMESPACE...``: unlock namespaces once and host them for the CLI and agents.

Stays in the foreground, prints one line per connection (the client's name, never
content), works through pending materialization and extraction in the background,
and closes cleanly on Ctrl-C or SIGTERM.
"""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading

from workspace_app.cli_support import CliError, existing_workspace, read_passphrase
from workspace_app.formatting import terminal_safe
from workspace_app.host import HostEvent, HostingWorkspace

log = logging.getLogger("prme.serve")

IDLE_CHECK_S = 60.0  # how often pending work is looked for when no write woke the worker
BATCH_BUDGET_MS = 2000


def register(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser(
        "serve", help="unlock namespaces and share them with the CLI and agents until stopped",
        description="Unlock each namespace once (PRME_ENCRYPTION_KEY or a prompt) and serve it to commands and "
        "`prme mcp` of the same OS user over a private socket in the workspace. Ctrl-C or SIGTERM stops.",
    )
    serve.add_argument("namespaces", nargs="+", metavar="NAMESPACE", help="namespaces to serve")
    serve.set_defaults(handler=cmd_serve)


def _describe(event: HostEvent) -> str | None:
    if event.kind == "connected":
        return f"{event.namespace}: {event.client} connected ({event.clients} connected)"
    if event.kind == "refused":
        return f"{event.namespace}: refused a connection ({event.detail})"
    if event.kind == "failed":
        return f"{event.namespace}: cannot be shared ({event.detail})"
    return None


class PendingWorker:
    """Works through pending materialization and extraction, woken by writes and once a minute."""

    def __init__(self, workspace: HostingWorkspace, names: list[str]) -> None:
        self._workspace = workspace
        self._names = names
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="prme-serve-pending", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def wake(self) -> None:
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            for name in self._names:
                if self._stop.is_set():
                    return
                try:
                    self._drain(name)
                except Exception as exc:  # noqa: BLE001 - the host keeps serving; the next round retries
                    log.warning("%s: background processing failed: %s", name, type(exc).__name__)
            self._wake.wait(IDLE_CHECK_S)
            self._wake.clear()

    def _drain(self, name: str) -> None:
        client = self._workspace.client(name)
        while not self._stop.is_set():
            materialized = client.process_pending(budget_ms=BATCH_BUDGET_MS)
            extracted = client.process_extractions(limit=20, budget_ms=BATCH_BUDGET_MS)
            if not (materialized.processed or extracted.processed):
                return


def cmd_serve(args: argparse.Namespace) -> int:
    names = list(dict.fromkeys(args.namespaces))
    workspace = HostingWorkspace.open(existing_workspace(args))
    workspace.host_name = "prme serve"
    worker = PendingWorker(workspace, names)

    def on_event(event: HostEvent) -> None:
        line = _describe(event)
        if line:
            print(terminal_safe(line), flush=True)
        if event.kind == "write":
            worker.wake()

    workspace.listener = on_event
    stop = threading.Event()
    previous: dict = {}
    try:
        for name in names:
            info = workspace.info(name)
            passphrase = read_passphrase(f"Passphrase for {name}: ") if info.encrypted else None
            workspace.unlock(name, passphrase)
            if not workspace.is_hosting(name):
                raise CliError(f"{name} is unlocked but could not be shared; see the line above")
        # Installed after the prompts, so Ctrl-C at a prompt still interrupts it.
        previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
        worker.start()
        print(f"serving {', '.join(names)} from {workspace.root} (Ctrl-C or SIGTERM stops)", flush=True)
        while not stop.wait(3600):
            pass
        print("stopping", file=sys.stderr, flush=True)
    finally:
        worker.stop()
        workspace.close()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    print("stopped: every namespace is locked again", file=sys.stderr, flush=True)
    return 0
