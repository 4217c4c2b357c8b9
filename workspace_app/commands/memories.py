"""prme store, prme nodes, prme get."""

from __future__ import annotations

import argparse
from dataclasses import asdict

from engine import LifecycleState, NodeType, Scope
from workspace_app.cli_support import (
    CliError, emit, json_arg, open_workspace, parse_time, resolve_user, short, unlock, user_arg,
)
from workspace_app.ids import needs_resolving, resolve
from workspace_app.retirement import capture_outcome, retirement_view


def register(sub: argparse._SubParsersAction) -> None:
    store = sub.add_parser("store", help="store one memory in a namespace")
    store.add_argument("namespace")
    store.add_argument("text")
    user_arg(store)
    store.add_argument("--type", default="note", choices=[t.value for t in NodeType], help="node type (default: note)")
    store.add_argument("--scope", default="personal", choices=[s.value for s in Scope])
    store.add_argument("--speaker", help="who said it")
    store.add_argument("--session", help="session id")
    store.add_argument("--event-time", metavar="WHEN",
                       help="when it was said or became true: YYYY-MM-DD or an ISO time (default: now); "
                            "a later statement about the same thing updates an earlier one")
    json_arg(store)
    store.set_defaults(handler=cmd_store)

    nodes = sub.add_parser("nodes", help="list memory nodes of a namespace")
    nodes.add_argument("namespace")
    user_arg(nodes)
    nodes.add_argument("--type", choices=[t.value for t in NodeType])
    nodes.add_argument("--scope", choices=[s.value for s in Scope])
    nodes.add_argument("--state", action="append", choices=[s.value for s in LifecycleState],
                       help="lifecycle state (repeatable; default: the active ones)")
    nodes.add_argument("--text", help="only nodes whose content contains this")
    nodes.add_argument("--limit", type=int, default=50)
    json_arg(nodes)
    nodes.set_defaults(handler=cmd_nodes)

    get = sub.add_parser("get", help="show one node (or event) by id")
    get.add_argument("namespace")
    get.add_argument("id")
    user_arg(get)
    json_arg(get)
    get.set_defaults(handler=cmd_get)


def cmd_store(args: argparse.Namespace) -> int:
    event_time = parse_time(args.event_time, "--event-time")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        receipt = client.store_with_receipt(
            args.text, user_id=user, node_type=args.type, scope=args.scope,
            speaker=args.speaker, session_id=args.session, event_time=event_time,
        )
        # What the update check made of it: opened here, closing waits for the vectors anyway;
        # through a host this waits about as long as one memory takes to embed.
        outcome = capture_outcome(client, str(receipt.node_id), user)
    lines = [f"stored node {receipt.node_id} (event {receipt.event_id})"]
    if outcome is not None and outcome.replaced is not None:
        lines.append(f"replaces “{short(outcome.replaced, 70)}” ({outcome.other_id[:8]}; "
                     f"prme unsupersede {args.namespace} {outcome.other_id[:8]} reverses it)")
    elif outcome is not None and outcome.outdated_by is not None:
        lines.append(f"stored as history: “{short(outcome.outdated_by, 70)}” ({outcome.other_id[:8]}), dated "
                     "later, already says what holds now")
    elif outcome is not None and outcome.waits_on:
        pair = " and ".join(f"“{short(text, 40)}”" for text in outcome.waits_on)
        lines.append(f"waits for your decision between {pair}, then is compared with the one you keep "
                     f"(prme contradictions {args.namespace})")
    elif outcome is not None:
        lines.append(f"may update “{short(outcome.beside or '', 70)}” ({outcome.other_id[:8]}): "
                     f"decide it (prme contradictions {args.namespace})")
    emit(
        args,
        {"event_id": str(receipt.event_id), "node_id": str(receipt.node_id), "status": receipt.processing_status.status,
         "update": asdict(outcome) if outcome is not None else None},
        "\n".join(lines),
    )
    return 0


def cmd_nodes(args: argparse.Namespace) -> int:
    if not 1 <= args.limit <= 1000:
        raise CliError("--limit must be between 1 and 1000")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        nodes = client.query_nodes(
            user_id=resolve_user(args, ws), node_type=args.type, scope=args.scope, lifecycle_states=args.state,
            content_contains_any=[args.text] if args.text else None, limit=args.limit,
        )
    data = [n.model_dump(mode="json") for n in nodes]
    text = "\n".join(
        f"{n.id}  {n.node_type.value:<10} {n.lifecycle_state.value:<10} {n.confidence:.2f}  {short(n.content)}" for n in nodes
    ) or "no nodes match"
    emit(args, data, text)
    return 0


def cmd_get(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        wanted = resolve(client, args.id, user, kinds=("node", "event")).id if needs_resolving(args.id) else args.id
        node = client.get_node(wanted, user_id=user, include_superseded=True)
        event = None if node else client.get_event(wanted, user_id=user)
        retired = retirement(client, node.id, user) if node is not None else None
    if node is not None:
        emit(args, {**node.model_dump(mode="json"), "retirement": retired.as_json() if retired else None},
             _node_text(node, retired))
    elif event is not None:
        happened = f", happened {event.event_time:%Y-%m-%d %H:%M}" if event.event_time else ""
        emit(args, event.model_dump(mode="json"),
             f"event {event.id} ({event.role}, recorded {event.timestamp:%Y-%m-%d %H:%M}{happened})\n{event.content}")
    else:
        raise CliError(f"no node or event {args.id} for user {user}")
    return 0


def retirement(client, node_id, user: str, found=None):
    """When and by what a node was retired (None while it is current); ``found``: the engine's answer if read already."""
    if found is None:
        found = client.retirements([node_id], user_id=user).get(str(node_id))
    if found is None:
        return None
    return retirement_view(found, lambda other: client.get_node(other, user_id=user, include_superseded=True))


def _node_text(node, retired=None) -> str:
    until = f"  until {node.valid_to:%Y-%m-%d %H:%M}" if node.valid_to else ""
    lines = [
        f"node {node.id}",
        f"  type {node.node_type.value}  state {node.lifecycle_state.value}  scope {node.scope.value}  "
        f"confidence {node.confidence:.2f}",
        f"  created {node.created_at:%Y-%m-%d %H:%M}  updated {node.updated_at:%Y-%m-%d %H:%M}",
        f"  valid from {node.valid_from:%Y-%m-%d %H:%M}{until}",
        f"  evidence {', '.join(str(e) for e in node.evidence_refs) or '-'}",
    ]
    if retired is not None:
        lines.append(f"  retired: {retired.sentence(id_width=None)}")
        if retired.reason:
            lines.append(f"  why: {short(retired.reason, 100)}")
    return "\n".join(lines + ["", node.content])
