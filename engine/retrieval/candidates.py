"""Stages 2-3 helpers: the graph path and loading candidate nodes (always user-scoped)."""

from __future__ import annotations

from typing import Any, Sequence

from engine import storage
from engine.models import MemoryNode
from engine.types import ACTIVE_STATES, LifecycleState

_ACTIVE = [s.value for s in ACTIVE_STATES]


def graph_candidates(
    cur: Any, *, user_id: str, entities: Sequence[str], max_hops: int, limit: int,
) -> dict[str, int]:
    """node_id -> hops from an entity node the query names (1 = the entity's neighbours).

    The named entity itself counts as hop 1: it is as close to the question as it gets.
    """
    if not entities or limit <= 0:
        return {}
    names = [e.lower() for e in entities]
    seeds = [str(r[0]) for r in cur.execute(
        "SELECT id FROM nodes WHERE user_id = ? AND node_type = 'entity' "
        "AND lifecycle_state IN (SELECT unnest(?::VARCHAR[])) AND lower(content) IN (SELECT unnest(?::VARCHAR[])) "
        "ORDER BY id LIMIT ?",
        [user_id, _ACTIVE, names, limit],
    ).fetchall()]
    found: dict[str, int] = {s: 1 for s in seeds}
    frontier = list(seeds)
    for hop in range(1, max_hops + 1):
        if not frontier or len(found) >= limit:
            break
        rows = cur.execute(
            "SELECT DISTINCT CASE WHEN source_id IN (SELECT unnest(?::UUID[])) THEN target_id ELSE source_id END AS other "
            "FROM edges WHERE user_id = ? AND valid_to IS NULL AND edge_type <> 'supersedes' "
            "AND (source_id IN (SELECT unnest(?::UUID[])) OR target_id IN (SELECT unnest(?::UUID[]))) "
            "ORDER BY other LIMIT ?",
            [frontier, user_id, frontier, frontier, limit * 4],
        ).fetchall()
        nxt = []
        for (other,) in rows:
            other = str(other)
            if other not in found:
                found[other] = hop
                nxt.append(other)
                if len(found) >= limit:
                    break
        frontier = nxt
    return found


def load_nodes(cur: Any, ids: Sequence[str], user_id: str) -> dict[str, MemoryNode]:
    """The listed nodes that belong to ``user_id`` (other users' ids simply vanish)."""
    return {str(n.id): n for n in storage.get_nodes(cur, ids, user_id)}


def contradiction_partners(cur: Any, ids: Sequence[str], user_id: str) -> dict[str, str]:
    """node_id -> the node it has a CONTRADICTS edge with, for contested candidates."""
    if not ids:
        return {}
    rows = cur.execute(
        "SELECT source_id, target_id FROM edges WHERE user_id = ? AND edge_type = 'contradicts' "
        "AND (source_id IN (SELECT unnest(?::UUID[])) OR target_id IN (SELECT unnest(?::UUID[]))) "
        "ORDER BY created_at, id",
        [user_id, list(ids), list(ids)],
    ).fetchall()
    wanted = set(ids)
    out: dict[str, str] = {}
    for a, b in rows:
        a, b = str(a), str(b)
        if a in wanted and a not in out:
            out[a] = b
        if b in wanted and b not in out:
            out[b] = a
    return out


def retired_vector_rows(cur: Any, user_id: str, scopes: Sequence[str] | None) -> list[tuple[str, bytes]]:
    """(node_id, vector bytes) of this user's retired nodes, for EXPLICIT retrieval."""
    sql = (
        "SELECT m.node_id, p.vector FROM vector_metadata m JOIN vector_payloads p ON p.key = m.key "
        "JOIN nodes n ON n.id = m.node_id WHERE m.user_id = ? AND n.user_id = ? "
        "AND n.lifecycle_state NOT IN (SELECT unnest(?::VARCHAR[]))"
    )
    params: list[Any] = [user_id, user_id, _ACTIVE]
    if scopes is not None:
        sql += " AND n.scope IN (SELECT unnest(?::VARCHAR[]))"
        params.append(list(scopes))
    return [(str(n), v) for n, v in cur.execute(sql, params).fetchall()]


RETIRED_STATES = (LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED)
