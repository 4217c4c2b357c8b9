"""prme promote|archive|supersede|reinforce|contradict|resolve|dismiss, prme contradictions,
prme judge-updates, prme supersessions|unsupersede, prme provenance: curating a namespace's
memories from the command line.

Every change is recorded in the pack's operation log with the actor (default: the
workspace owner) and the optional reason and evidence event.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any, Callable

from engine import LifecycleState, MemoryClient, MemoryNode
from workspace_app.cli_support import CliError, emit, json_arg, open_workspace, resolve_user, short, unlock, user_arg
from workspace_app.commands.maintenance import StderrProgress
from workspace_app.commands.memories import retirement
from workspace_app.ids import resolve_event, resolve_node
from workspace_app.retirement import RetirementView, partners


def _common(parser: argparse.ArgumentParser, *, evidence: bool = True) -> None:
    user_arg(parser)
    parser.add_argument("--actor", help="who decides (recorded in the operation log; default: the workspace owner)")
    parser.add_argument("--reason", help="why (recorded in the operation log)")
    if evidence:
        parser.add_argument("--evidence", metavar="EVENT_ID", help="id of the source event that supports the change")
    parser.add_argument("--request-id", metavar="UUID", help="makes a retry of this exact command safe")
    json_arg(parser)


def register(sub: argparse._SubParsersAction) -> None:
    single = {
        "promote": "promote a tentative memory to stable",
        "archive": "archive a memory (terminal: it leaves search for good)",
        "reinforce": "reinforce a memory (+0.05 confidence, +0.15 boost)",
    }
    for name, help_text in single.items():
        parser = sub.add_parser(name, help=help_text)
        parser.add_argument("namespace")
        parser.add_argument("node", help="node id")
        _common(parser)
        parser.set_defaults(handler=cmd_single, operation=name)

    pairs = {
        "supersede": ("replace OLD by NEW (OLD becomes superseded)", "old", "new"),
        "contradict": ("mark two claims as contradicting each other (both become contested)", "first", "second"),
        "resolve": ("decide a contradiction: WINNER becomes stable, LOSER deprecated", "winner", "loser"),
        "dismiss": ("not a contradiction after all: keep both claims (both become stable)", "first", "second"),
    }
    for name, (help_text, first, second) in pairs.items():
        parser = sub.add_parser(name, help=help_text)
        parser.add_argument("namespace")
        parser.add_argument("node_a", metavar=first.upper(), help=f"{first} node id")
        parser.add_argument("node_b", metavar=second.upper(), help=f"{second} node id")
        _common(parser)
        parser.set_defaults(handler=cmd_pair, operation=name)

    queue = sub.add_parser("contradictions", help="list the open contradictions, newest first")
    queue.add_argument("namespace")
    user_arg(queue)
    queue.add_argument("--limit", type=int, default=20)
    queue.add_argument("--cursor", help="the next-page cursor printed by the previous page")
    json_arg(queue)
    queue.set_defaults(handler=cmd_contradictions)

    judge = sub.add_parser(
        "judge-updates", help="ask the configured LLM which memories make earlier ones out of date",
        description="Shows the configured LLM provider (PRME_EXTRACTION__PROVIDER) each memory not asked "
                    "about before, beside the few earlier ones of the same person closest to it, and puts "
                    "each pair it names to you as a contradiction (nothing is retired). For the changes "
                    "the offline update check cannot read, such as a new insurer or employer named "
                    "without a word of change.")
    judge.add_argument("namespace")
    user_arg(judge)
    judge.add_argument("--limit", type=int, default=50, help="at most this many memories, the newest (1-1000)")
    json_arg(judge)
    judge.set_defaults(handler=cmd_judge_updates)

    updates = sub.add_parser("supersessions", help="list recent automatic updates (supersessions by the update check)")
    updates.add_argument("namespace")
    user_arg(updates)
    updates.add_argument("--all", action="store_true", help="also supersessions made by people and agents")
    updates.add_argument("--limit", type=int, default=20)
    json_arg(updates)
    updates.set_defaults(handler=cmd_supersessions)

    undo = sub.add_parser("unsupersede", help="reverse a supersession: the old memory becomes current again")
    undo.add_argument("namespace")
    undo.add_argument("node", metavar="OLD", help="id of the superseded memory")
    _common(undo, evidence=False)
    undo.set_defaults(handler=cmd_unsupersede)

    prov = sub.add_parser("provenance", help="where a memory came from and every operation on it")
    prov.add_argument("namespace")
    prov.add_argument("node", help="node id")
    user_arg(prov)
    prov.add_argument("--limit", type=int, default=100, help="operations per page (1-1000)")
    prov.add_argument("--cursor", help="the next-page cursor printed by the previous page")
    json_arg(prov)
    prov.set_defaults(handler=cmd_provenance)


def _options(args: argparse.Namespace, owner: str) -> dict[str, Any]:
    return {
        "actor_id": args.actor or owner,
        "reason": args.reason,
        "evidence_id": getattr(args, "evidence", None),
        "request_id": args.request_id,
    }


def _run(args: argparse.Namespace, call: Callable[[Any, str, dict], Any]) -> Any:
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        options = _options(args, ws.owner)
        options["evidence_id"] = resolve_event(client, options["evidence_id"], user)
        return call(client, user, options)


def _line(node) -> str:
    return f"{node.id}  {node.lifecycle_state.value:<10} {node.confidence:.2f}  {short(node.content, 60)}"


def cmd_single(args: argparse.Namespace) -> int:
    method = args.operation

    def call(client, user, options):
        return getattr(client, method)(resolve_node(client, args.node, user), user_id=user, **options)

    node = _run(args, call)
    past = {"promote": "promoted", "archive": "archived", "reinforce": "reinforced"}[method]
    emit(args, node.model_dump(mode="json"), f"{past} {_line(node)}")
    return 0


def cmd_pair(args: argparse.Namespace) -> int:
    operation = args.operation

    def call(client, user, options):
        first, second = resolve_node(client, args.node_a, user), resolve_node(client, args.node_b, user)
        if operation == "supersede":
            return (client.supersede(first, second, user_id=user, **options),), None
        method = {"contradict": client.contradict, "resolve": client.resolve_contradiction,
                  "dismiss": client.dismiss_contradiction}[operation]
        decided = method(first, second, user_id=user, **options)
        then = _after_decision(client, user, decided) if operation in ("resolve", "dismiss") else None
        return decided, then

    nodes, then = _run(args, call)
    verb = {"supersede": "superseded", "contradict": "contested", "resolve": "resolved",
            "dismiss": "kept both"}[operation]
    text = f"{verb}:\n" + "\n".join(f"  {_line(n)}" for n in nodes)
    data: Any = [n.model_dump(mode="json") for n in nodes]
    if then is not None:
        # A decision can set off the update check again (a newer statement waited for it): what it
        # did is part of the answer, for scripts as for people.
        data = {"decided": data, "then": [change.as_json() for change in then]}
        text += _then_text(then, args.namespace)
    emit(args, data, text)
    return 0


@dataclass(frozen=True)
class FollowOn:
    """A decided claim the update check changed right after the decision."""

    node: MemoryNode  # as it is now
    retired: RetirementView | None  # when it was replaced, by what
    against: list[MemoryNode]  # the memories it is now contested with

    def as_json(self) -> dict[str, Any]:
        return {"node": self.node.model_dump(mode="json"),
                "retired": self.retired.as_json() if self.retired is not None else None,
                "contested_with": [n.model_dump(mode="json") for n in self.against]}


def _after_decision(client, user: str, decided) -> list[FollowOn]:
    """What the update check did right after the decision: a newer statement that waited for it
    is compared with the claims kept, and may contest or replace one of them."""
    ids = [str(n.id) for n in decided]
    now = client.get_nodes(ids, user_id=user, include_superseded=True)
    changed = [now[i] for i, n in zip(ids, decided) if i in now and now[i].lifecycle_state != n.lifecycle_state]
    if not changed:
        return []
    pairs = client.open_contradictions(user, limit=50).pairs
    return [FollowOn(node, retirement(client, node.id, user), partners(pairs, str(node.id))) for node in changed]


def _then_text(then: list[FollowOn], namespace: str) -> str:
    if not then:
        return ""
    lines = ["then a newer statement, which waited for this decision, was compared with what you kept:"]
    for change in then:
        lines.append(f"  {_line(change.node)}")
        if change.retired is not None:
            lines.append(f"    {change.retired.sentence(id_width=None)}")
        lines += [f"    against {_line(other)}" for other in change.against]
    if any(c.node.lifecycle_state is LifecycleState.CONTESTED for c in then):
        lines.append(f"decide it as well: prme resolve|dismiss {namespace} ... (prme contradictions {namespace} lists it)")
    return "\n" + "\n".join(lines)


def cmd_contradictions(args: argparse.Namespace) -> int:
    if not 1 <= args.limit <= 1000:
        raise CliError("--limit must be between 1 and 1000")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        page = client.open_contradictions(resolve_user(args, ws), limit=args.limit, cursor=args.cursor)
    lines = []
    for pair in page.pairs:
        lines.append(f"since {pair.edge.created_at:%Y-%m-%d %H:%M}")
        lines.append(f"  A {_line(pair.first)}")
        lines.append(f"  B {_line(pair.second)}")
        if reason := (pair.edge.metadata or {}).get("reason"):
            lines.append(f"  why: {reason}")  # the update check's reason, or the one given by who marked it
        # A newer statement compared with the claim kept once this pair is decided.
        lines += [f"  waiting for this decision: {_line(node)}" for node in pair.waiting]
    if page.has_more:
        lines.append(f"more: --cursor {page.next_cursor}")
    emit(args, page.model_dump(mode="json"), "\n".join(lines) or "no open contradictions")
    return 0


def _memories(n: int) -> str:
    return f"{n} memory" if n == 1 else f"{n} memories"


def cmd_judge_updates(args: argparse.Namespace) -> int:
    if not 1 <= args.limit <= 1000:
        raise CliError("--limit must be between 1 and 1000")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        # Progress is shown for a pack opened here; a host (the app) runs the call for us.
        progress = {"progress": StderrProgress()} if isinstance(client, MemoryClient) else {}
        report = client.judge_updates(resolve_user(args, ws), limit=args.limit, **progress)
    lines = [f"asked {report.provider} ({report.model}) about {_memories(report.asked)}; "
             f"{report.nothing_to_ask} had nothing earlier close enough to ask about"]
    if report.contested:
        lines.append(f"{report.contested} pair(s) put to you: prme contradictions {args.namespace}")
    else:
        lines.append("no pair put to you")
    if report.waiting:
        lines.append(f"{report.waiting} more wait for the next run")
    emit(args, report.model_dump(mode="json"), "\n".join(lines))
    return 0


def cmd_supersessions(args: argparse.Namespace) -> int:
    if not 1 <= args.limit <= 1000:
        raise CliError("--limit must be between 1 and 1000")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        records = client.list_supersessions(user_id=resolve_user(args, ws), automatic_only=not args.all,
                                            limit=args.limit)
    lines = []
    for r in records:
        status = "reversed" if r.reversed else ("applied" if r.reversible else "changed since")
        who = "automatic" if r.automatic else f"by {r.actor or '-'}"
        lines.append(f"{r.at:%Y-%m-%d %H:%M}  {status:<13} {who}")
        lines.append(f"  was {r.old_node_id}  {short(r.old_content or '(gone)', 60)}")
        lines.append(f"  now {r.new_node_id or '-'}  {short(r.new_content or '(gone)', 60)}")
        if r.reason:
            lines.append(f"  why: {short(r.reason, 90)}")
    if records and any(r.reversible for r in records):
        lines.append(f"reverse one: prme unsupersede {args.namespace} OLD_ID --reason '...'")
    emit(args, [r.model_dump(mode="json") for r in records],
         "\n".join(lines) or ("no supersessions" if args.all else "no automatic updates"))
    return 0


def cmd_unsupersede(args: argparse.Namespace) -> int:
    def call(client, user, options):
        return client.reverse_supersession(resolve_node(client, args.node, user), user_id=user, actor_id=options["actor_id"],
                                           reason=options["reason"], request_id=options["request_id"])

    node = _run(args, call)
    emit(args, node.model_dump(mode="json"), f"current again: {_line(node)}")
    return 0


def cmd_provenance(args: argparse.Namespace) -> int:
    if not 1 <= args.limit <= 1000:
        raise CliError("--limit must be between 1 and 1000")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        history = client.get_provenance(resolve_node(client, args.node, user), user_id=user, operation_limit=args.limit,
                                        operation_cursor=args.cursor)
        retired = retirement(client, history.node.id, user, history.retirement) if history is not None else None
    if history is None:
        raise CliError(f"no node {args.node} for user {user}")
    emit(args, {**history.model_dump(mode="json"), "retirement": retired.as_json() if retired else None},
         _provenance_text(history, retired))
    return 0


def _provenance_text(history, retired=None) -> str:
    node = history.node
    lines = [
        f"node {node.id}",
        f"  {node.node_type.value}  {node.lifecycle_state.value}  scope {node.scope.value}  "
        f"confidence {node.confidence:.2f}",
        f"  {short(node.content, 100)}",
    ]
    if retired is not None:
        lines.append(f"  retired: {retired.sentence(id_width=None)}")
        if retired.reason:
            lines.append(f"  why: {short(retired.reason, 100)}")
    lines.append("sources:")
    # When it happened where the caller said so (--event-time, a chat export's times), else when it was recorded.
    lines += [f"  {e.id}  {(e.event_time or e.timestamp):%Y-%m-%d %H:%M}  {e.role:<9} {short(e.content, 60)}"
              for e in history.source_events]
    lines += [f"  {r.event_id}  ({r.reason.replace('_', ' ')})" for r in history.unresolved_references]
    if not history.source_events and not history.unresolved_references:
        lines.append("  none")
    if history.edges:
        lines.append("edges:")
        for edge in history.edges:
            direction = "->" if str(edge.source_id) == str(node.id) else "<-"
            other = edge.target_id if direction == "->" else edge.source_id
            status = (edge.metadata or {}).get("status")
            lines.append(f"  {direction} {edge.edge_type.value:<12} {other}" + (f"  ({status})" if status else ""))
    lines.append("operations:")
    for op in history.operations:
        key = str(node.id)
        change = ""
        if key in (op.before or {}) and key in (op.after or {}):
            was, now = op.before[key].get("lifecycle_state"), op.after[key].get("lifecycle_state")
            change = f"{was} -> {now}" if was != now else now
        who = f" by {op.actor_id}" if op.actor_id else ""
        why = f"  \"{short(op.reason, 50)}\"" if op.reason else ""
        lines.append(f"  #{op.seq:<6} {op.created_at:%Y-%m-%d %H:%M:%S}  {op.op_type:<22} {change}{who}{why}")
    if not history.operations:
        lines.append("  none")
    if history.next_operation_cursor:
        lines.append(f"more: --cursor {history.next_operation_cursor}")
    return "\n".join(lines)
