"""prme forget: remove a memory, or a source event with everything derived from it, for good."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from workspace_app.cli_support import CliError, emit, json_arg, open_workspace, resolve_user, short, unlock, user_arg
from workspace_app.formatting import terminal_safe
from workspace_app.ids import resolve

SHOWN = 20  # rows of the confirmation listing; the rest are counted


def register(sub: argparse._SubParsersAction) -> None:
    forget = sub.add_parser(
        "forget", help="forget a memory or a source event and everything derived from it (final: no undo)",
        description="Removes the memory (with its source events) or the event (with every memory made from it) "
                    "from the pack, its indexes and receipts, keeping a content-free record in the audit log. "
                    "Run prme compact afterwards to rewrite the file without the freed space.",
    )
    forget.add_argument("namespace")
    forget.add_argument("id", help="id (or a unique prefix of 6+ characters) of a memory or an event")
    user_arg(forget)
    forget.add_argument("--actor", help="who forgets (recorded; default: the workspace owner)")
    forget.add_argument("--reason", help="why (recorded; do not quote the forgotten text)")
    forget.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    json_arg(forget)
    forget.set_defaults(handler=cmd_forget)


def listing(client: Any, receipt: Any, user: str) -> list[str]:
    """What a forget removes, one line per memory and event (first words), then the counts."""
    nodes = client.get_nodes(receipt.node_ids[:SHOWN], user_id=user, include_superseded=True)
    lines = [f"  memory {n.id.hex[:8]}  {n.node_type.value:<10} {n.lifecycle_state.value:<10} {short(n.content, 50)}"
             for n in sorted(nodes.values(), key=lambda n: n.created_at)]
    for event_id in receipt.event_ids[:SHOWN]:
        event = client.get_event(event_id, user_id=user)
        if event is not None:
            when = f"{event.timestamp:%Y-%m-%d}"
            lines.append(f"  event  {event_id[:8]}  {event.role:<10} {when} {short(event.content, 50)}")
    hidden = max(0, len(receipt.node_ids) - SHOWN) + max(0, len(receipt.event_ids) - SHOWN)
    if hidden:
        lines.append(f"  ... and {hidden} more")
    lines.append(f"  with {receipt.summary()}")
    return lines


def _confirmed(lines: list[str], *, out=sys.stdout) -> bool:
    print("This will forget, for good:", file=out)
    print(terminal_safe("\n".join(lines)), file=out)
    print("Forget cannot be undone. Forget these? [y/N] ", end="", flush=True, file=out)
    answer = sys.stdin.readline()
    return answer.strip().lower() in ("y", "yes")


def cmd_forget(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        target = resolve(client, args.id, user, kinds=("node", "event"))
        preview = client.forget_preview(target.id, user_id=user)
        if not args.yes and not _confirmed(listing(client, preview, user),
                                        out=sys.stderr if args.json else sys.stdout):
            raise CliError("nothing was forgotten")
        receipt = client.forget(target.id, user_id=user, actor=args.actor or ws.owner, reason=args.reason)
    emit(args, receipt.model_dump(mode="json"),
         f"forgot {receipt.summary()} (audit record {(receipt.tombstone_id or '')[:8]}); "
         f"run prme compact {args.namespace} to rewrite the file without them")
    return 0
