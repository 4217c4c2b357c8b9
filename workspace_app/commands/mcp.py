"""prme mcp: serve one namespace to an AI agent over MCP (stdio), for one user."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import threading

from workspace_app.cli_support import CliError, open_workspace, resolve_user

log = logging.getLogger("prme.mcp")

# Once its client has gone, `prme mcp` closes the namespace and ends. A call still waiting on a
# host that stalled (a `prme serve` stopped with Ctrl-Z) or on a long write would keep the
# process alive, unseen, for as long as that lasts; after this long it ends anyway. That loses
# nothing: a write is acknowledged only once it is durable, and the client that asked is gone.
CLOSE_GRACE = 10.0  # seconds


def register(sub: argparse._SubParsersAction) -> None:
    mcp = sub.add_parser(
        "mcp",
        help="serve a namespace to an AI agent over MCP on stdin/stdout (store, retrieve, propose contradictions)",
        description="An MCP server for agent hosts. It uses the host that holds the namespace (the app or "
        "`prme serve`), or opens the pack itself when PRME_ENCRYPTION_KEY is set.",
    )
    mcp.add_argument("--namespace", metavar="NAME", help="the namespace to serve (default: the only one)")
    mcp.add_argument("--user", metavar="ID",
                     help="the one user id the agent acts for (default: the workspace owner); no tool can change it")
    mcp.set_defaults(handler=cmd_mcp)


def cmd_mcp(args: argparse.Namespace) -> int:
    from workspace_app.mcp_server import serve_stdio  # the MCP SDK loads only for this command

    ws = open_workspace(args)
    with ws:
        namespace = args.namespace or _only_namespace(ws.names())
        ws.info(namespace)  # an unknown name fails here, before anything is opened
        user = resolve_user(args, ws)
        if not user.strip():
            raise CliError("--user must not be empty")
        try:
            asyncio.run(serve_stdio(ws, namespace, user_id=user, client_gone=_exit_if_closing_hangs))
        except BaseExceptionGroup as group:
            _, rest = group.split(_client_went_away)
            if rest is not None:
                raise
            _exit_if_closing_hangs()  # closed its end mid-call: closing the namespace is all that is left
    return 0


def _client_went_away(error: BaseException) -> bool:
    """An error of writing to, or reading from, a client that closed its end of the pipe."""
    import anyio

    return isinstance(error, (BrokenPipeError, ConnectionResetError, EOFError, anyio.BrokenResourceError,
                              anyio.ClosedResourceError))


def _only_namespace(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    if not names:
        raise CliError("this workspace has no namespace yet; create one with `prme ns create NAME`")
    raise CliError(f"this workspace has {len(names)} namespaces ({', '.join(names)}); choose one with --namespace")


def _exit_if_closing_hangs() -> None:
    def end() -> None:
        log.warning("the MCP client has gone and closing took over %.0f s: ending now", CLOSE_GRACE)
        os._exit(0)

    timer = threading.Timer(CLOSE_GRACE, end)
    timer.daemon = True
    timer.start()
