"""Review queues for the curation panes, and the SQL helpers other engine parts share.

- ``open_contradictions``: pairs of CONTESTED claims joined by an open CONTRADICTS
  edge, newest first, in keyset pages.
- ``node_counts``: counts by lifecycle state, node type and scope, computed by one
  GROUP BY in DuckDB (no node is loaded).
- ``contradiction_partners(cur, node_ids, user_id)``: for retrieval, which of the given
  nodes are in an open contradiction and with whom.
"""

from __future__ import annotations

import base64
from datetime import datetime
from enum import Enum
from typing import Any, Sequence
from uuid import UUID

from pydantic import BaseModel

from engine import storage, validation
from engine.engine_state import EngineState
from engine.models import Event, MemoryEdge, MemoryNode
from engine.schema import scalar, to_db_time
from engine.types import ACTIVE_STATE_VALUES, ALLOWED_TRANSITIONS, EdgeType, LifecycleState, NodeType, Scope

MAX_PAGE = 1000
MAX_EVIDENCE_PER_CLAIM = 5
_CONTESTED = LifecycleState.CONTESTED.value
_CONTRADICTS = EdgeType.CONTRADICTS.value

# Open contradiction: an unclosed CONTRADICTS edge whose two ends are both still CONTESTED.
_OPEN_PAIRS = (
    "FROM edges e "
    "JOIN nodes a ON a.id = e.source_id AND a.user_id = e.user_id "
    "JOIN nodes b ON b.id = e.target_id AND b.user_id = e.user_id "
    f"WHERE e.user_id = ? AND e.edge_type = '{_CONTRADICTS}' AND e.valid_to IS NULL "
    f"AND a.lifecycle_state = '{_CONTESTED}' AND b.lifecycle_state = '{_CONTESTED}'"
)


class ContradictionPair(BaseModel):
    """Two contested claims side by side: ``first`` is the edge's source, ``second`` its target."""

    edge: MemoryEdge
    first: MemoryNode
    second: MemoryNode
    first_evidence: list[Event] = []
    second_evidence: list[Event] = []
    # Newer statements whose update check waits for this decision (a third value): each is
    # compared with the claim kept once the pair is decided. Oldest first.
    waiting: list[MemoryNode] = []


class ContradictionPage(BaseModel):
    pairs: list[ContradictionPair]
    has_more: bool
    next_cursor: str | None
    order: str = "newest_first"


class NodeCounts(BaseModel):
    total: int
    by_state: dict[str, int]
    by_type: dict[str, int]
    by_scope: dict[str, int]
    open_contradictions: int


class ContradictionDecision(str, Enum):
    """What a person decides about a contested pair (left is the edge's source)."""

    KEEP_LEFT = "keep_left"        # resolve_contradiction(left, right)
    KEEP_RIGHT = "keep_right"      # resolve_contradiction(right, left)
    KEEP_BOTH = "keep_both"        # dismiss_contradiction(left, right)
    ARCHIVE_BOTH = "archive_both"  # archive(left), archive(right)

    @property
    def resulting_states(self) -> tuple[LifecycleState, LifecycleState]:
        """(left, right) after the decision."""
        S = LifecycleState
        return {
            "keep_left": (S.STABLE, S.DEPRECATED), "keep_right": (S.DEPRECATED, S.STABLE),
            "keep_both": (S.STABLE, S.STABLE), "archive_both": (S.ARCHIVED, S.ARCHIVED),
        }[self.value]

    @property
    def final(self) -> bool:
        """True when the lifecycle cannot put the pair back to CONTESTED (no undo): the state
        machine moves only forward from DEPRECATED and ARCHIVED. Keep both is undone by
        ``contradict(left, right)`` again."""
        return not all(LifecycleState.CONTESTED in ALLOWED_TRANSITIONS[s] for s in self.resulting_states)

    @property
    def undo_hint(self) -> str:
        """One line for the pane: how to undo it, or why it is final."""
        if not self.final:
            return "undo marks the pair contested again"
        left, right = self.resulting_states
        gone = {s.value.upper() for s in (left, right) if LifecycleState.CONTESTED not in ALLOWED_TRANSITIONS[s]}
        return f"final: {' and '.join(sorted(gone))} only moves forward (to ARCHIVED)" if gone != {"ARCHIVED"} else (
            "final: ARCHIVED is terminal")


# --- cursors ---------------------------------------------------------------------------------


def _encode(created_at: datetime, edge_id: str) -> str:
    raw = f"c1|{to_db_time(created_at).isoformat()}|{edge_id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode(cursor: str) -> tuple[datetime, str]:
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        version, when, edge_id = text.split("|")
        if version != "c1":
            raise ValueError
        return datetime.fromisoformat(when), str(UUID(edge_id))
    except (ValueError, TypeError, UnicodeDecodeError):
        raise ValueError("cursor: not a cursor returned by open_contradictions()") from None


# --- SQL helpers (take a cursor; run in the caller's transaction) ------------------------------


def contradiction_partners(cur: storage.Cursor, node_ids: Sequence[Any], user_id: str) -> dict[str, list[str]]:
    """node id -> ids of the claims it is in an open contradiction with (only the given
    nodes that have one appear). Retrieval uses it to set ``conflict_flag`` and
    ``contradicts_id`` on CONTESTED candidates."""
    ids = [str(i) for i in node_ids]
    if not ids:
        return {}
    rows = cur.execute(
        f"SELECT e.source_id, e.target_id {_OPEN_PAIRS} "
        f"AND (e.source_id IN ({storage.uuid_list(ids)}) OR e.target_id IN ({storage.uuid_list(ids)})) "
        "ORDER BY e.created_at, e.id",
        [user_id],
    ).fetchall()
    wanted = set(ids)
    partners: dict[str, list[str]] = {}
    for source, target in rows:
        s, t = str(source), str(target)
        if s in wanted:
            partners.setdefault(s, []).append(t)
        if t in wanted:
            partners.setdefault(t, []).append(s)
    return partners


def count_open_contradictions(cur: storage.Cursor, user_id: str, scope: str | None = None) -> int:
    sql = f"SELECT count(*) {_OPEN_PAIRS}"
    params: list[Any] = [user_id]
    if scope is not None:
        sql += " AND a.scope = ?"
        params.append(scope)
    return scalar(cur.execute(sql, params))


def read_open_contradictions(
    cur: storage.Cursor, user_id: str, *, limit: int, cursor: str | None, scope: str | None = None
) -> ContradictionPage:
    columns = ", ".join(f"e.{c.strip()}" for c in storage.EDGE_COLUMNS.split(","))
    sql = f"SELECT {columns} {_OPEN_PAIRS}"
    params: list[Any] = [user_id]
    if scope is not None:
        sql += " AND a.scope = ?"
        params.append(scope)
    if cursor is not None:
        when, edge_id = _decode(cursor)
        sql += " AND (e.created_at < ? OR (e.created_at = ? AND e.id < ?::UUID))"
        params += [when, when, edge_id]
    sql += " ORDER BY e.created_at DESC, e.id DESC LIMIT ?"
    params.append(limit + 1)
    cur.execute("BEGIN TRANSACTION")
    try:
        edges = [storage.edge_from_row(r) for r in cur.execute(sql, params).fetchall()]
        has_more = len(edges) > limit
        edges = edges[:limit]
        node_ids = {str(n) for e in edges for n in (e.source_id, e.target_id)}
        nodes = {str(n.id): n for n in storage.get_nodes(cur, node_ids, user_id)}
        refs = {r for n in nodes.values() for r in n.evidence_refs[:MAX_EVIDENCE_PER_CLAIM]}
        events = {e.id: e for e in storage.get_events_by_ids(cur, refs, user_id)}
        waits = cur.execute(
            "SELECT DISTINCT CAST(node_id AS VARCHAR), CAST(waits_for AS VARCHAR) FROM similarity_checks "
            f"WHERE waits_for IN ({storage.uuid_list(node_ids)})"
        ).fetchall() if node_ids else []
        waiting_nodes = {str(n.id): n for n in storage.get_nodes(cur, {w for w, _ in waits}, user_id)
                         if n.lifecycle_state.value in ACTIVE_STATE_VALUES}
    finally:
        cur.execute("ROLLBACK")
    waiting_on: dict[str, list[MemoryNode]] = {}
    for node_id, on in waits:
        if node_id in waiting_nodes:
            waiting_on.setdefault(on, []).append(waiting_nodes[node_id])

    def evidence(node: MemoryNode) -> list[Event]:
        found = [events.get(r) for r in node.evidence_refs[:MAX_EVIDENCE_PER_CLAIM]]
        return [e for e in found if e is not None and e.scope == node.scope]

    pairs = []
    for edge in edges:
        first, second = nodes.get(str(edge.source_id)), nodes.get(str(edge.target_id))
        if first is None or second is None:
            continue
        waiting = {str(n.id): n for side in (first, second) for n in waiting_on.get(str(side.id), ())}
        pairs.append(ContradictionPair(
            edge=edge, first=first, second=second, first_evidence=evidence(first), second_evidence=evidence(second),
            waiting=sorted(waiting.values(), key=lambda n: (n.event_time or n.created_at, str(n.id))),
        ))
    next_cursor = _encode(edges[-1].created_at, str(edges[-1].id)) if has_more else None
    return ContradictionPage(pairs=pairs, has_more=has_more, next_cursor=next_cursor)


def read_node_counts(cur: storage.Cursor, user_id: str, scope: str | None = None) -> NodeCounts:
    sql = "SELECT lifecycle_state, node_type, scope, count(*) FROM nodes WHERE user_id = ?"
    params: list[Any] = [user_id]
    if scope is not None:
        sql += " AND scope = ?"
        params.append(scope)
    sql += " GROUP BY lifecycle_state, node_type, scope"
    cur.execute("BEGIN TRANSACTION")
    try:
        rows = cur.execute(sql, params).fetchall()
        open_pairs = count_open_contradictions(cur, user_id, scope)
    finally:
        cur.execute("ROLLBACK")
    by_state = {s.value: 0 for s in LifecycleState}
    by_type = {t.value: 0 for t in NodeType}
    by_scope = {s.value: 0 for s in Scope}
    total = 0
    for state, kind, where, n in rows:
        by_state[state] = by_state.get(state, 0) + n
        by_type[kind] = by_type.get(kind, 0) + n
        by_scope[where] = by_scope.get(where, 0) + n
        total += n
    return NodeCounts(total=total, by_state=by_state, by_type=by_type, by_scope=by_scope,
                      open_contradictions=open_pairs)


# --- the engine mixin --------------------------------------------------------------------------


class ReviewOperations(EngineState):
    async def open_contradictions(
        self, user_id: str, *, limit: int = 50, cursor: str | None = None, scope: Scope | str | None = None
    ) -> ContradictionPage:
        """The user's open contradictions, newest first; follow ``next_cursor`` while ``has_more``."""
        validation.user_id(user_id)
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit: must be a whole number from 1 to {MAX_PAGE}")
        where = None if scope is None else validation.enum_value(Scope, scope, "scope").value
        if cursor is not None:
            _decode(cursor)
        return await self._db.read(read_open_contradictions, user_id, limit=limit, cursor=cursor, scope=where)

    async def decide_contradiction(
        self, left_id: str | UUID, right_id: str | UUID, decision: ContradictionDecision | str, *, user_id: str,
        actor_id: str | None = None, reason: str | None = None,
    ) -> tuple[MemoryNode, MemoryNode]:
        """Apply a person's decision on a contested pair; returns (left, right) afterwards.

        Keep left/right resolve the pair (the loser, and the notes that state only its value,
        leave DEFAULT retrieval), keep both dismisses it, archive both archives each claim.
        ``decision.final`` says whether ``undo_contradiction_decision`` can take it back.
        """
        kind = validation.enum_value(ContradictionDecision, decision, "decision")
        common: dict[str, Any] = {"user_id": user_id, "actor_id": actor_id, "reason": reason}
        if kind is ContradictionDecision.KEEP_LEFT:
            return await self.resolve_contradiction(left_id, right_id, **common)
        if kind is ContradictionDecision.KEEP_RIGHT:
            winner, loser = await self.resolve_contradiction(right_id, left_id, **common)
            return loser, winner
        if kind is ContradictionDecision.KEEP_BOTH:
            return await self.dismiss_contradiction(left_id, right_id, **common)
        left = await self.archive(left_id, **common)
        right = await self.archive(right_id, **common)
        return left, right

    async def undo_contradiction_decision(
        self, left_id: str | UUID, right_id: str | UUID, decision: ContradictionDecision | str, *, user_id: str,
        actor_id: str | None = None, reason: str | None = None,
    ) -> tuple[MemoryNode, MemoryNode]:
        """Take back a decision that is not final (keep both: the pair is contested again).
        A final decision raises ValueError saying why the lifecycle cannot go back."""
        kind = validation.enum_value(ContradictionDecision, decision, "decision")
        if kind.final:
            raise ValueError(f"cannot undo {kind.value}: {kind.undo_hint}")
        return await self.contradict(left_id, right_id, user_id=user_id, actor_id=actor_id,
                                     reason=reason or f"undo: {kind.value}")

    async def node_counts(self, user_id: str, *, scope: Scope | str | None = None) -> NodeCounts:
        """Counts of the user's nodes by lifecycle state, type and scope (every state, type
        and scope is present, zero when empty), plus the number of open contradictions."""
        validation.user_id(user_id)
        where = None if scope is None else validation.enum_value(Scope, scope, "scope").value
        return await self._db.read(read_node_counts, user_id, where)


__all__ = [
    "ContradictionDecision", "ContradictionPage", "ContradictionPair", "NodeCounts", "ReviewOperations", "contradiction_partners",
    "count_open_contradictions",
]
