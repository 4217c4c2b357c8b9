"""Supersessions after the fact: listing them, reversing one, and saying when and by what a
memory was retired.

- ``read_supersessions``: the SUPERSEDE operations of a user, newest first, as typed
  ``SupersessionRecord``s (the Contradictions pane lists the automatic ones).
- ``reverse_supersession_in_transaction``: the old value becomes current again. Its
  state before the supersession comes back (``valid_to`` and ``superseded_by`` cleared),
  the SUPERSEDES edge is closed with status ``reversed``, the nodes the same update
  retired along with it (its source notes) come back too, and one checksummed
  REVERSE_SUPERSESSION record names the supersession it undid. This is the one move
  out of SUPERSEDED the state machine does not list: it is an undo of a recorded
  operation, not a forward transition, and the audit log says so.
- ``read_retirements``: for retired nodes, when they stopped being current and what
  replaced them (the superseding node, or the winner of a resolved contradiction).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Sequence
from uuid import UUID, uuid4

from engine import audit, storage
from engine.errors import NotSupersededError
from engine.lifecycle import (
    RETIRED_STATES,
    OpType,
    Outcome,
    _changed,
    load_node,
)
from engine.provenance import Retirement, SupersessionRecord
from engine.models import MemoryEdge, MemoryNode, OperationRecord, utcnow
from engine.schema import to_db_time
from engine.types import AUTOMATIC_UPDATE_ACTOR, EdgeType, LifecycleState

REVERSED = "reversed"
MAX_SUPERSESSIONS = 1000


# --- reading the log ------------------------------------------------------------------------


def _operations(cur: storage.Cursor, sql_tail: str, params: list[Any]) -> list[OperationRecord]:
    rows = cur.execute(f"SELECT {audit.OPERATION_COLUMNS} FROM operations WHERE {sql_tail}", params).fetchall()
    return [audit.operation_from_row(r) for r in rows]


def _shares_source(a: MemoryNode | None, b: MemoryNode | None) -> bool:
    return a is not None and b is not None and bool(set(a.evidence_refs) & set(b.evidence_refs))


def _state_after(op: OperationRecord, node_id: str) -> str | None:
    snap = (op.after or {}).get(node_id)
    return snap.get("lifecycle_state") if isinstance(snap, dict) else None


def reversed_operation_ids(cur: storage.Cursor, user_id: str, op_ids: Sequence[str]) -> set[str]:
    """Which of the given SUPERSEDE operations a REVERSE_SUPERSESSION names."""
    if not op_ids:
        return set()
    wanted = {str(i) for i in op_ids}
    found: set[str] = set()
    for op in _operations(cur, "user_id = ? AND op_type = ? ORDER BY seq",
                          [user_id, OpType.REVERSE_SUPERSESSION.value]):
        undone = (op.payload or {}).get("supersede_operation_ids") or []
        found.update(str(i) for i in undone if str(i) in wanted)
    return found


def latest_supersession(cur: storage.Cursor, node_id: str, user_id: str) -> OperationRecord | None:
    """The SUPERSEDE operation that put the node in its current SUPERSEDED state."""
    ops = _operations(
        cur, "user_id = ? AND op_type = ? AND node_id = ? ORDER BY seq DESC LIMIT 1",
        [user_id, OpType.SUPERSEDE.value, node_id],
    )
    return ops[0] if ops else None


def _retired_node(op: OperationRecord) -> str | None:
    if op.op_type == OpType.RESOLVE.value:
        return (op.payload or {}).get("loser_id")
    return str(op.node_id) if op.node_id is not None else None


def _followed(cur: storage.Cursor, ops: Sequence[OperationRecord], user_id: str,
              nodes: dict[str, MemoryNode]) -> dict[str, str]:
    """op id -> the node whose retirement (an earlier operation of the same transaction) took
    this op's node with it because they share a source event."""
    times = sorted({op.created_at for op in ops})
    if not times:
        return {}
    same_time = _operations(
        cur, f"user_id = ? AND op_type IN (?, ?) AND created_at IN ({', '.join('?' for _ in times)}) ORDER BY seq",
        [user_id, OpType.SUPERSEDE.value, OpType.RESOLVE.value, *(to_db_time(t) for t in times)],
    )
    missing = {n for op in same_time if (n := _retired_node(op)) and n not in nodes}
    nodes.update({str(n.id): n for n in storage.get_nodes(cur, missing, user_id)})
    out = {}
    for op in ops:
        mine = nodes.get(str(op.node_id))
        for earlier in same_time:
            if earlier.seq >= op.seq or earlier.created_at != op.created_at:
                continue
            primary = _retired_node(earlier)
            if primary and primary != str(op.node_id) and _shares_source(mine, nodes.get(primary)):
                out[str(op.id)] = primary
                break
    return out


def read_supersessions(
    cur: storage.Cursor, user_id: str, *, automatic_only: bool, include_sources: bool, limit: int
) -> list[SupersessionRecord]:
    sql = "user_id = ? AND op_type = ?"
    params: list[Any] = [user_id, OpType.SUPERSEDE.value]
    if automatic_only:
        sql += " AND actor_id = ?"
        params.append(AUTOMATIC_UPDATE_ACTOR)
    cur.execute("BEGIN TRANSACTION")
    try:
        # Source notes retired along with a fact are filtered out below: read a few more.
        ops = _operations(cur, sql + " ORDER BY seq DESC LIMIT ?", params + [limit if include_sources else limit * 4])
        ids = {str(i) for op in ops for i in (op.node_id, op.target_node_id) if i is not None}
        nodes = {str(n.id): n for n in storage.get_nodes(cur, ids, user_id)}
        followed = _followed(cur, ops, user_id, nodes)
        if not include_sources:
            ops = [op for op in ops if str(op.id) not in followed]
        ops = ops[:limit]
        undone = reversed_operation_ids(cur, user_id, [str(op.id) for op in ops])
        latest = {}
        for op in ops:
            key = str(op.node_id)
            if key not in latest:
                found = latest_supersession(cur, key, user_id)
                latest[key] = str(found.id) if found else None
    finally:
        cur.execute("ROLLBACK")
    out = []
    for op in ops:
        if op.node_id is None:
            continue
        old = nodes.get(str(op.node_id))
        new = nodes.get(str(op.target_node_id)) if op.target_node_id else None
        out.append(SupersessionRecord(
            operation_id=op.id, old_node_id=op.node_id, old_content=old.content if old else None,
            new_node_id=op.target_node_id, new_content=new.content if new else None, at=op.created_at,
            actor=op.actor_id, reason=op.reason, automatic=op.actor_id == AUTOMATIC_UPDATE_ACTOR,
            reversed=str(op.id) in undone,
            reversible=(old is not None and old.lifecycle_state is LifecycleState.SUPERSEDED
                        and latest.get(str(op.node_id)) == str(op.id)),
            retired_with=UUID(followed[str(op.id)]) if str(op.id) in followed else None,
        ))
    return out


# --- reversing ---------------------------------------------------------------------------------


def _same_update(cur: storage.Cursor, op: OperationRecord, user_id: str) -> list[OperationRecord]:
    """The other SUPERSEDE operations of the transaction that wrote ``op`` (same time): before it
    too, as a claim retired along with its note is reversed on its own as well as with the note."""
    return _operations(
        cur, "user_id = ? AND op_type = ? AND created_at = ? AND seq <> ? ORDER BY seq",
        [user_id, OpType.SUPERSEDE.value, to_db_time(op.created_at), op.seq],
    )


def _retired_along(cur: storage.Cursor, sup: OperationRecord, user_id: str) -> list[tuple[OperationRecord, str]]:
    """(operation, node id) of the nodes the same update retired along with ``sup``'s node:
    its source notes (nodes sharing a source event with it), retired in the same transaction
    (lifecycle.retire_sources_in_transaction)."""
    old = storage.get_node(cur, str(sup.node_id), user_id)
    found = []
    for op in _same_update(cur, sup, user_id):
        if op.node_id is None or str(op.node_id) == str(sup.node_id):
            continue
        if _shares_source(old, storage.get_node(cur, str(op.node_id), user_id)):
            found.append((op, str(op.node_id)))
    return found


def _close_partial_marks(cur: storage.Cursor, sup: OperationRecord, user_id: str, now: datetime,
                         reversal_id: str) -> list[str]:
    """Close the ``partial`` SUPERSEDES edges the same update drew to the old value's other notes."""
    if sup.target_node_id is None:
        return []
    old = storage.get_node(cur, str(sup.node_id), user_id)
    rows = cur.execute(
        f"SELECT {storage.EDGE_COLUMNS} FROM edges WHERE user_id = ? AND edge_type = ? AND source_id = ? "
        "AND created_at = ? AND valid_to IS NULL",
        [user_id, EdgeType.SUPERSEDES.value, str(sup.target_node_id), to_db_time(sup.created_at)],
    ).fetchall()
    closed = []
    for row in rows:
        edge = storage.edge_from_row(row)
        if (edge.metadata or {}).get("partial") is not True:
            continue
        if not _shares_source(old, storage.get_node(cur, str(edge.target_id), user_id)):
            continue
        metadata = {**(edge.metadata or {}), "status": REVERSED, "reversed_by_operation": reversal_id}
        cur.execute("UPDATE edges SET valid_to = ?, metadata = ? WHERE id = ?",
                    [to_db_time(now), storage.dumps(metadata), str(edge.id)])
        closed.append(str(edge.id))
    return closed


def _restore(op: OperationRecord, node: MemoryNode, now: datetime) -> MemoryNode:
    """The node as it was before ``op`` superseded it, in every field that op changed."""
    before = (op.before or {}).get(str(node.id)) or {}
    state = before.get("lifecycle_state") or LifecycleState.STABLE.value
    valid_to = before.get("valid_to")
    return _changed(
        node, now, lifecycle_state=LifecycleState(state), superseded_by=None,
        valid_to=datetime.fromisoformat(valid_to) if isinstance(valid_to, str) else None,
    )


def _close_supersedes_edge(cur: storage.Cursor, op: OperationRecord, now: datetime, reversal_id: str) -> str | None:
    edge_id = (op.payload or {}).get("edge_id")
    rows = []
    if edge_id:
        rows = cur.execute(
            f"SELECT {storage.EDGE_COLUMNS} FROM edges WHERE id = ? AND user_id = ? AND valid_to IS NULL",
            [str(edge_id), op.user_id],
        ).fetchall()
    if not rows and op.target_node_id is not None:
        rows = cur.execute(
            f"SELECT {storage.EDGE_COLUMNS} FROM edges WHERE user_id = ? AND edge_type = ? AND source_id = ? "
            "AND target_id = ? AND valid_to IS NULL ORDER BY created_at DESC LIMIT 1",
            [op.user_id, EdgeType.SUPERSEDES.value, str(op.target_node_id), str(op.node_id)],
        ).fetchall()
    if not rows:
        return None
    edge: MemoryEdge = storage.edge_from_row(rows[0])
    metadata = {**(edge.metadata or {}), "status": REVERSED, "reversed_by_operation": reversal_id}
    cur.execute("UPDATE edges SET valid_to = ?, metadata = ? WHERE id = ?",
                [to_db_time(now), storage.dumps(metadata), str(edge.id)])
    return str(edge.id)


def reverse_supersession_in_transaction(
    cur, old_node_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None,
) -> Outcome:
    now = now or utcnow()
    old = load_node(cur, old_node_id, user_id, "superseded node")
    if old.lifecycle_state is not LifecycleState.SUPERSEDED:
        raise NotSupersededError(
            f"reverse_supersession: node {old.id} is {old.lifecycle_state.value}, not superseded; "
            "there is no supersession to reverse"
        )
    sup = latest_supersession(cur, str(old.id), user_id)
    if sup is None or _state_after(sup, str(old.id)) != LifecycleState.SUPERSEDED.value:
        raise NotSupersededError(
            f"reverse_supersession: node {old.id} has no supersession in the audit log to reverse"
        )
    targets = [(sup, old)]
    for op, node_id in _retired_along(cur, sup, user_id):
        node = storage.get_node(cur, node_id, user_id)
        if node is not None and node.lifecycle_state is LifecycleState.SUPERSEDED and (
            node.superseded_by is None or node.superseded_by == op.target_node_id
        ):
            targets.append((op, node))
    replacement = storage.get_node(cur, str(sup.target_node_id), user_id) if sup.target_node_id else None
    changes = [(node, _restore(op, node, now)) for op, node in targets]
    reversal_id = uuid4()
    closed = [e for e in (_close_supersedes_edge(cur, op, now, str(reversal_id)) for op, _ in targets) if e]
    closed += _close_partial_marks(cur, sup, user_id, now, str(reversal_id))
    for _, after in changes:
        storage.update_node(cur, after)
    record = OperationRecord(
        id=reversal_id, user_id=user_id, op_type=OpType.REVERSE_SUPERSESSION.value, node_id=old.id,
        target_node_id=replacement.id if replacement else None, actor_id=actor_id, evidence_id=evidence_id,
        reason=reason, request_id=request_id,
        before={str(b.id): b.model_dump(mode="json") for b, _ in changes},
        after={str(a.id): a.model_dump(mode="json") for _, a in changes},
        payload={"supersede_operation_ids": [str(op.id) for op, _ in targets], "closed_edges": closed,
                 "restored": [str(a.id) for _, a in changes]},
        created_at=now,
    )
    audit.append_operation(cur, record)
    return Outcome([a for _, a in changes])


# --- retired when, by what -----------------------------------------------------------------------

_RETIRING = (OpType.SUPERSEDE.value, OpType.RESOLVE.value, OpType.ARCHIVE.value)


def read_retirements(cur: storage.Cursor, node_ids: Sequence[str], user_id: str) -> dict[str, Retirement]:
    """node id -> Retirement, for the given nodes that are retired (others are left out)."""
    nodes = [n for n in storage.get_nodes(cur, [str(i) for i in node_ids], user_id)
             if n.lifecycle_state in RETIRED_STATES]
    if not nodes:
        return {}
    ids = [str(n.id) for n in nodes]
    ops = _operations(
        cur, f"user_id = ? AND op_type IN ({', '.join('?' for _ in _RETIRING)}) "
        f"AND (node_id IN ({storage.uuid_list(ids)}) OR target_node_id IN ({storage.uuid_list(ids)})) ORDER BY seq",
        [user_id, *_RETIRING],
    )
    latest: dict[str, OperationRecord] = {}
    retired, wanted = {s.value for s in RETIRED_STATES}, set(ids)
    for op in ops:
        for node_id in wanted & (op.after or {}).keys():  # the last operation that left it retired
            if _state_after(op, node_id) in retired:
                latest[node_id] = op
    out = {}
    for node in nodes:
        key = str(node.id)
        by = latest.get(key)
        replaced_by = node.superseded_by
        if replaced_by is None and by is not None and by.op_type == OpType.RESOLVE.value:
            winner = (by.payload or {}).get("winner_id")
            replaced_by = UUID(winner) if winner and winner != key else None
        out[key] = Retirement(
            node_id=node.id, state=node.lifecycle_state,
            retired_at=by.created_at if by else node.updated_at, valid_to=node.valid_to,
            replaced_by=replaced_by, operation_id=by.id if by else None, operation=by.op_type if by else None,
            actor=by.actor_id if by else None, reason=by.reason if by else None,
            automatic=bool(by and by.actor_id == AUTOMATIC_UPDATE_ACTOR),
        )
    return out


__all__ = [
    "Retirement", "SupersessionRecord", "read_retirements", "read_supersessions",
    "reverse_supersession_in_transaction",
]
