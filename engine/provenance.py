"""get_provenance(): where a memory came from and everything that happened to it.

One read transaction (a consistent snapshot) returns the node, the source events it
cites that its owner owns in its scope, the citations that cannot be shown (event
missing, another user's, or in another scope: foreign events are reported exactly like
missing ones), its same-owner edges, the same-owner same-scope CONTRADICTS edges, and a
chronological page of the operation records that touched it.

The operation cursor is opaque and stable: the log is append-only and ordered by its
sequence number, so following ``next_operation_cursor`` visits every record once, in
order, even while new operations are appended.
"""

from __future__ import annotations

import base64
from datetime import datetime
from typing import Literal
from uuid import UUID

from pydantic import BaseModel

from engine import audit, storage, validation
from engine.engine_state import EngineState
from engine.models import Event, MemoryEdge, MemoryNode, OperationRecord
from engine.types import EdgeType, LifecycleState

MAX_OPERATION_PAGE = 1000
MAX_EDGES = 500
_CURSOR_VERSION = "op1"


class UnresolvedReference(BaseModel):
    """An evidence reference that cannot be shown with the node."""

    event_id: UUID
    reason: Literal["missing", "out_of_scope"]


class SupersessionRecord(BaseModel):
    """One supersession from the audit log: ``old`` was replaced by ``new``."""

    operation_id: UUID
    old_node_id: UUID
    old_content: str | None       # None when the node no longer exists
    new_node_id: UUID | None
    new_content: str | None
    at: datetime
    actor: str | None
    reason: str | None
    automatic: bool               # made by the engine's update check, not by a person or an agent
    reversed: bool                # a later REVERSE_SUPERSESSION undid it
    reversible: bool              # the old node is still superseded by this very operation
    # Set when this supersession only followed another one: the node whose retirement took
    # this source note with it (reversing that one brings this one back too).
    retired_with: UUID | None = None


class Retirement(BaseModel):
    """When a retired memory stopped being current, and what replaced it."""

    node_id: UUID
    state: LifecycleState
    retired_at: datetime          # when the operation that retired it ran
    valid_to: datetime | None     # when its value stopped being true, where known
    replaced_by: UUID | None      # the superseding node, or the winner of a resolved contradiction
    operation_id: UUID | None     # the operation that retired it (None: not in the log)
    operation: str | None
    actor: str | None
    reason: str | None
    automatic: bool


class Provenance(BaseModel):
    node: MemoryNode
    source_events: list[Event]
    unresolved_references: list[UnresolvedReference]
    contradictions: list[MemoryEdge]
    edges: list[MemoryEdge]
    edges_truncated: bool = False
    operations: list[OperationRecord]
    has_more_operations: bool
    next_operation_cursor: str | None
    # For a retired node: when it was retired, by which operation, and what replaced it
    # (a ``Retirement``; None while the node is current).
    retirement: Retirement | None = None

    @property
    def missing_references(self) -> list[UUID]:
        return [r.event_id for r in self.unresolved_references if r.reason == "missing"]

    @property
    def out_of_scope_references(self) -> list[UUID]:
        return [r.event_id for r in self.unresolved_references if r.reason == "out_of_scope"]


def encode_cursor(node_id: str, seq: int) -> str:
    raw = f"{_CURSOR_VERSION}:{node_id}:{seq}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str | None, node_id: str) -> int:
    """The sequence number a page starts after; ValueError for a cursor not made for this node."""
    if cursor is None:
        return 0
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        version, cursor_node, seq = text.split(":")
        value = int(seq)
    except (ValueError, TypeError, UnicodeDecodeError):
        raise ValueError("operation_cursor: not a cursor returned by get_provenance()") from None
    if version != _CURSOR_VERSION or value < 0:
        raise ValueError("operation_cursor: not a cursor returned by get_provenance()")
    if cursor_node != node_id:
        raise ValueError("operation_cursor: this cursor belongs to another node's history")
    return value


def _edges(cur: storage.Cursor, node_id: str, user_id: str) -> tuple[list[MemoryEdge], bool]:
    rows = cur.execute(
        f"SELECT {storage.EDGE_COLUMNS} FROM edges WHERE user_id = ? AND (source_id = ? OR target_id = ?) "
        "ORDER BY created_at, id LIMIT ?",
        [user_id, node_id, node_id, MAX_EDGES + 1],
    ).fetchall()
    return [storage.edge_from_row(r) for r in rows[:MAX_EDGES]], len(rows) > MAX_EDGES


def _contradictions(cur: storage.Cursor, node: MemoryNode) -> list[MemoryEdge]:
    """CONTRADICTS edges whose other end has the same owner and scope (open and closed)."""
    node_id = str(node.id)
    columns = ", ".join(f"e.{c.strip()}" for c in storage.EDGE_COLUMNS.split(","))
    rows = cur.execute(
        f"SELECT {columns} FROM edges e JOIN nodes o "
        "ON o.id = CASE WHEN e.source_id = ?::UUID THEN e.target_id ELSE e.source_id END "
        "WHERE e.user_id = ? AND e.edge_type = ? AND (e.source_id = ? OR e.target_id = ?) "
        "AND o.user_id = ? AND o.scope = ? ORDER BY e.created_at, e.id",
        [node_id, node.user_id, EdgeType.CONTRADICTS.value, node_id, node_id, node.user_id, node.scope.value],
    ).fetchall()
    return [storage.edge_from_row(r) for r in rows]


def read_provenance(
    cur: storage.Cursor, node_id: str, user_id: str, *, limit: int, after_seq: int
) -> Provenance | None:
    cur.execute("BEGIN TRANSACTION")
    try:
        node = storage.get_node(cur, node_id, user_id)
        if node is None:
            return None
        found = {e.id: e for e in storage.get_events_by_ids(cur, node.evidence_refs, user_id)}
        events: list[Event] = []
        unresolved: list[UnresolvedReference] = []
        for ref in node.evidence_refs:
            event = found.get(ref)
            if event is None:
                unresolved.append(UnresolvedReference(event_id=ref, reason="missing"))
            elif event.scope != node.scope:
                unresolved.append(UnresolvedReference(event_id=ref, reason="out_of_scope"))
            else:
                events.append(event)
        edges, truncated = _edges(cur, node_id, user_id)
        operations = audit.operations_for_node(cur, node_id, user_id, after_seq=after_seq, limit=limit + 1)
        has_more = len(operations) > limit
        operations = operations[:limit]
        from engine.supersessions import read_retirements  # it builds on the lifecycle, which imports this

        return Provenance(
            node=node, source_events=events, unresolved_references=unresolved,
            contradictions=_contradictions(cur, node), edges=edges, edges_truncated=truncated,
            operations=operations, has_more_operations=has_more,
            next_operation_cursor=encode_cursor(node_id, operations[-1].seq) if has_more else None,
            retirement=read_retirements(cur, [node_id], user_id).get(node_id),
        )
    finally:
        cur.execute("ROLLBACK")


class ProvenanceOperations(EngineState):
    async def get_provenance(
        self,
        node_id: str | UUID,
        *,
        user_id: str,
        operation_limit: int = 100,
        operation_cursor: str | None = None,
    ) -> Provenance | None:
        """The node's provenance and one chronological page of its operation records.

        ``operation_limit`` is 1..1000; pass ``next_operation_cursor`` back for the next
        page (it is None on the last one). Missing and other users' nodes return None.
        """
        validation.user_id(user_id)
        if isinstance(operation_limit, bool) or not isinstance(operation_limit, int) or not (
            1 <= operation_limit <= MAX_OPERATION_PAGE
        ):
            raise ValueError(f"operation_limit: must be a whole number from 1 to {MAX_OPERATION_PAGE}")
        try:
            canonical = str(UUID(str(node_id)))
        except ValueError:
            return None
        after_seq = decode_cursor(operation_cursor, canonical)
        return await self._db.read(read_provenance, canonical, user_id, limit=operation_limit, after_seq=after_seq)


__all__ = ["Provenance", "ProvenanceOperations", "Retirement", "UnresolvedReference", "read_provenance"]
