"""Stages 2-3 helpers: the graph path and loading candidate nodes (always user-scoped)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Sequence

from engine import storage
from engine.storage import uuid_list
from engine.models import MemoryNode
from engine.schema import to_db_time
from engine.types import LifecycleState



def _placeholders(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


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
        f"SELECT id FROM nodes WHERE user_id = ? AND node_type = 'entity' AND lifecycle_state IN ({storage.ACTIVE_STATES_SQL}) "
        f"AND lower(content) IN ({_placeholders(names)}) ORDER BY id LIMIT ?",
        [user_id, *names, limit],
    ).fetchall()]
    found: dict[str, int] = {s: 1 for s in seeds}
    frontier = list(seeds)
    for hop in range(1, max_hops + 1):
        if not frontier or len(found) >= limit:
            break
        front = uuid_list(frontier)
        rows = cur.execute(
            f"SELECT DISTINCT CASE WHEN source_id IN ({front}) THEN target_id ELSE source_id END AS other "
            "FROM edges WHERE user_id = ? AND valid_to IS NULL AND edge_type <> 'supersedes' "
            f"AND (source_id IN ({front}) OR target_id IN ({front})) ORDER BY other LIMIT ?",
            [user_id, limit * 4],
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
    if not ids:
        return {}
    rows = cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE id IN ({uuid_list(ids)}) AND user_id = ?", [user_id]
    ).fetchall()
    return {str(r[0]): storage.node_from_row(r) for r in rows}


def retired_vector_rows(cur: Any, user_id: str, scopes: Sequence[str] | None, *,
                        replaced_only: bool = False) -> list[tuple[str, bytes]]:
    """(node_id, vector bytes) of this user's retired nodes, for EXPLICIT retrieval; with
    ``replaced_only``, of those something replaced (superseded, or the loser of a decision)."""
    if replaced_only:
        # Asked on every DEFAULT retrieval, and most users have none: a look at the nodes alone
        # costs a third of the join.
        states = f"IN ('{LifecycleState.SUPERSEDED.value}', '{LifecycleState.DEPRECATED.value}')"
        if not cur.execute(f"SELECT 1 FROM nodes WHERE user_id = ? AND lifecycle_state {states} LIMIT 1",
                           [user_id]).fetchone():
            return []
    else:
        states = f"NOT IN ({storage.ACTIVE_STATES_SQL})"
    sql = (
        "SELECT m.node_id, p.vector FROM vector_metadata m JOIN vector_payloads p ON p.key = m.key "
        f"JOIN nodes n ON n.id = m.node_id WHERE m.user_id = ? AND n.user_id = ? AND n.lifecycle_state {states}"
    )
    params: list[Any] = [user_id, user_id]
    if scopes is not None:
        sql += f" AND n.scope IN ({_placeholders(scopes)})"
        params += list(scopes)
    return [(str(n), v) for n, v in cur.execute(sql, params).fetchall()]


RETIRED_STATES = (LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED)


def window_node_ids(cur: Any, *, user_id: str, start: datetime, end: datetime, scopes: Sequence[str] | None,
                    limit: int) -> list[str]:
    """Ids of the user's current nodes whose event time (or, lacking one, creation time) is in
    [start, end): the candidates of a query that states a time, whatever their words."""
    sql = (f"SELECT id FROM nodes WHERE user_id = ? AND lifecycle_state IN ({storage.ACTIVE_STATES_SQL}) "
           "AND coalesce(event_time, created_at) >= ? AND coalesce(event_time, created_at) < ?")
    params: list[Any] = [user_id, to_db_time(start), to_db_time(end)]
    if scopes is not None:
        sql += f" AND scope IN ({_placeholders(list(scopes))})"
        params += sorted(scopes)
    sql += " ORDER BY id LIMIT ?"
    return [str(r[0]) for r in cur.execute(sql, [*params, limit]).fetchall()]
