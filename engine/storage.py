"""SQL for the durable tables. Every function takes a cursor as its first argument
and runs inside whatever transaction the caller holds; none commits on its own.

Reads always filter by ``user_id`` when one is given: nothing here returns another
user's rows to a caller who named a user.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Iterable, Sequence
from uuid import UUID

import duckdb

from engine import integrity, validation
from engine.models import Event, MemoryEdge, MemoryNode, ProcessingStatus
from engine.schema import from_db_time, scalar, to_db_time
from engine.types import ACTIVE_STATE_VALUES, LifecycleState, NodeType, Scope

Cursor = duckdb.DuckDBPyConnection

# The active states as a SQL list, for queries that filter on them in a JOIN (constants only).
ACTIVE_STATES_SQL = ", ".join(f"'{v}'" for v in ACTIVE_STATE_VALUES)


def uuid_list(ids: Iterable[Any]) -> str:
    """A SQL list of UUID literals. Binding a Python list as a parameter costs DuckDB
    milliseconds to tens of milliseconds per call; each id is parsed as a UUID first,
    so the literal is safe to inline."""
    return ", ".join(f"'{UUID(str(i))}'::UUID" for i in ids)


def dumps(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


# Up to this many rows are inserted as one VALUES statement with parameters (see bulk_insert).
SMALL_INSERT_ROWS = 8


def bulk_insert(
    cur: Cursor, table: str, into: str, select: str, columns: dict[str, list[Any]], *, suffix: str = ""
) -> int:
    """Insert many rows at once through an Arrow table (list parameters are ~100x slower);
    returns how many rows went in.

    ``into`` names the target columns; ``select`` is the matching SELECT list over the
    registered batch, with casts, e.g. ``id::UUID, name``.
    """
    import pyarrow as pa  # here and below on first use: commands that only read never need it (0.13 s)
    name = f"_bulk_{table}"
    rows = _row_count(columns)
    if not rows:
        return 0
    if rows <= SMALL_INSERT_ROWS:
        # A few rows (every store(), the stores of a burst applied together): parameters beat
        # registering an Arrow table (4 event rows: 1.2 against 2.1 ms; at 10 rows both cost 2).
        names = list(columns)
        lists = [v.to_pylist() if isinstance(v, pa.Array) else v for v in columns.values()]
        tuples = ", ".join(f"({', '.join('?' * len(names))})" for _ in range(rows))
        row = cur.execute(
            f"INSERT INTO {table} ({into}) SELECT {select} FROM (VALUES {tuples}) "
            f"AS {name}({', '.join(names)}) {suffix}",
            [values[i] for i in range(rows) for values in lists],
        ).fetchone()
        return int(row[0]) if row else 0
    cur.register(name, pa.table(columns))
    try:
        row = cur.execute(f"INSERT INTO {table} ({into}) SELECT {select} FROM {name} {suffix}").fetchone()
    finally:
        cur.unregister(name)
    return int(row[0]) if row else 0


def _row_count(columns: dict[str, Any]) -> int:
    return len(next(iter(columns.values()))) if columns else 0


# --- events -------------------------------------------------------------------------

EVENT_COLUMNS = (
    "id, user_id, session_id, scope, role, content, content_hash, metadata, timestamp, "
    "event_time, created_at"
)


def insert_events(cur: Cursor, events: Sequence[Event]) -> None:
    """Append events in the given order (their ``seq`` follows it), each sealed (engine.integrity)."""
    if not events:
        return
    columns = event_columns(events)
    columns["row_mac"] = integrity.seal_rows(cur, "events", sealable_rows(columns, integrity.EVENT_FIELDS))
    added = bulk_insert(
        cur, "events", f"seq, {EVENT_COLUMNS}, row_mac",
        "nextval('event_seq'), id::UUID, user_id, session_id, scope, role, content, content_hash, metadata, "
        "timestamp, event_time, created_at, row_mac",
        columns,
    )
    integrity.count_added(cur, "events", added)


def existing_event_ids(cur: Cursor, ids: Sequence[str]) -> set[str]:
    """Which of these event ids are stored already."""
    if not ids:
        return set()
    rows = cur.execute(f"SELECT id::VARCHAR FROM events WHERE id IN ({uuid_list(ids)})").fetchall()
    return {r[0] for r in rows}


def event_columns(events: Sequence[Event]) -> dict[str, Any]:
    """The events as column lists in their stored form."""
    import pyarrow as pa
    return {
        "id": [str(e.id) for e in events],
        "user_id": [e.user_id for e in events],
        "session_id": pa.array([e.session_id for e in events], pa.string()),
        "scope": [e.scope.value for e in events],
        "role": [e.role for e in events],
        "content": [e.content for e in events],
        "content_hash": [e.content_hash for e in events],
        "metadata": pa.array([dumps(e.metadata) for e in events], pa.string()),
        "timestamp": pa.array([to_db_time(e.timestamp) for e in events], pa.timestamp("us")),
        "event_time": pa.array([to_db_time(e.event_time) for e in events], pa.timestamp("us")),
        "created_at": pa.array([to_db_time(e.created_at) for e in events], pa.timestamp("us")),
    }


def sealable_rows(columns: dict[str, Any], fields: Sequence[str]) -> list[dict[str, Any]]:
    """Row dicts (Python values) from column lists, for sealing."""
    import pyarrow as pa
    lists = {f: (columns[f].to_pylist() if isinstance(columns[f], pa.Array) else columns[f]) for f in fields}
    n = len(lists[fields[0]])
    return [{f: lists[f][i] for f in fields} for i in range(n)]


def _event(row: tuple) -> Event:
    return Event(
        id=row[0], user_id=row[1], session_id=row[2], scope=Scope(row[3]), role=row[4], content=row[5],
        content_hash=row[6], metadata=loads(row[7]), timestamp=from_db_time(row[8]),
        event_time=from_db_time(row[9]), created_at=from_db_time(row[10]), updated_at=from_db_time(row[10]),
    )


def get_event(cur: Cursor, event_id: UUID | str, user_id: str | None) -> Event | None:
    sql = f"SELECT {EVENT_COLUMNS} FROM events WHERE id = ?"
    params: list[Any] = [str(event_id)]
    if user_id is not None:
        sql += " AND user_id = ?"
        params.append(user_id)
    row = cur.execute(sql, params).fetchone()
    return _event(row) if row else None


def get_events_by_ids(cur: Cursor, ids: Iterable[UUID | str], user_id: str) -> list[Event]:
    ids = [str(i) for i in ids]
    if not ids:
        return []
    rows = cur.execute(
        f"SELECT {EVENT_COLUMNS} FROM events WHERE user_id = ? AND id IN ({uuid_list(ids)}) ORDER BY seq",
        [user_id],
    ).fetchall()
    return [_event(r) for r in rows]


def list_events(
    cur: Cursor, user_id: str, *, session_id: str | None = None, limit: int = 100, offset: int = 0,
    after_seq: int | None = None,
) -> list[Event]:
    sql = f"SELECT {EVENT_COLUMNS} FROM events WHERE user_id = ?"
    params: list[Any] = [user_id]
    if session_id is not None:
        sql += " AND session_id = ?"
        params.append(session_id)
    if after_seq is not None:
        sql += " AND seq > ?"
        params.append(after_seq)
    sql += " ORDER BY seq LIMIT ? OFFSET ?"
    params += [limit, offset]
    return [_event(r) for r in cur.execute(sql, params).fetchall()]


def count_events(cur: Cursor, user_id: str | None = None) -> int:
    if user_id is None:
        return scalar(cur.execute("SELECT count(*) FROM events"))
    return scalar(cur.execute("SELECT count(*) FROM events WHERE user_id = ?", [user_id]))


# --- nodes --------------------------------------------------------------------------

NODE_COLUMNS = (
    "id, user_id, session_id, scope, node_type, content, metadata, confidence, salience, "
    "epistemic_type, source_type, lifecycle_state, valid_from, valid_to, superseded_by, "
    "evidence_refs, event_time, expires_at, reinforcement_boost, created_at, updated_at"
)
_NODE_PLACEHOLDERS = ", ".join("?" * len(NODE_COLUMNS.split(",")))


def node_params(node: MemoryNode) -> list[Any]:
    return [
        str(node.id), node.user_id, node.session_id, node.scope.value, node.node_type.value, node.content,
        dumps(node.metadata), node.confidence, node.salience, node.epistemic_type.value,
        node.source_type.value, node.lifecycle_state.value, to_db_time(node.valid_from),
        to_db_time(node.valid_to), str(node.superseded_by) if node.superseded_by else None,
        json.dumps([str(e) for e in node.evidence_refs]), to_db_time(node.event_time),
        to_db_time(node.expires_at), node.reinforcement_boost, to_db_time(node.created_at),
        to_db_time(node.updated_at),
    ]


def node_from_row(row: Sequence[Any]) -> MemoryNode:
    return MemoryNode(
        id=row[0], user_id=row[1], session_id=row[2], scope=row[3], node_type=row[4], content=row[5],
        metadata=loads(row[6]), confidence=row[7], salience=row[8], epistemic_type=row[9],
        source_type=row[10], lifecycle_state=row[11], valid_from=from_db_time(row[12]),
        valid_to=from_db_time(row[13]), superseded_by=row[14], evidence_refs=loads(row[15]) or [],
        event_time=from_db_time(row[16]), expires_at=from_db_time(row[17]), reinforcement_boost=row[18],
        created_at=from_db_time(row[19]), updated_at=from_db_time(row[20]),
    )


def insert_nodes(cur: Cursor, nodes: Sequence[MemoryNode]) -> list[MemoryNode]:
    """Insert nodes; a node whose id exists already is left as it is (repair is idempotent).
    Returns the nodes inserted."""
    import pyarrow as pa
    if not nodes:
        return []
    # Existing ids are left out here rather than by ON CONFLICT, which made DuckDB's insert of
    # one 22-column row about four times slower (the write every store() waits for).
    existing = {
        r[0] for r in cur.execute(
            f"SELECT CAST(id AS VARCHAR) FROM nodes WHERE id IN ({uuid_list([str(n.id) for n in nodes])})"
        ).fetchall()
    }
    nodes = [n for n in nodes if str(n.id) not in existing]
    if not nodes:
        return []
    names = [c.strip() for c in NODE_COLUMNS.split(",")]
    rows = [node_params(n) for n in nodes]
    columns: dict[str, Any] = {}
    for i, name in enumerate(names):
        values = [r[i] for r in rows]
        if name in _TIME_COLUMNS:
            values = pa.array(values, pa.timestamp("us"))
        elif name in ("confidence", "salience", "reinforcement_boost"):
            values = pa.array(values, pa.float64())
        columns[name] = values
    select = ", ".join(f"{n}::UUID" if n in ("id", "superseded_by") else n for n in names)
    columns["row_mac"] = integrity.seal_rows(cur, "nodes", [dict(zip(names, r)) for r in rows])
    added = bulk_insert(
        cur, "nodes", f"{NODE_COLUMNS}, row_mac", f"{select}, row_mac", columns)
    integrity.count_added(cur, "nodes", added)
    return list(nodes)


_TIME_COLUMNS = {"valid_from", "valid_to", "event_time", "expires_at", "created_at", "updated_at"}


def update_node(cur: Cursor, node: MemoryNode) -> None:
    names = [c.strip() for c in NODE_COLUMNS.split(",")]
    params = node_params(node)
    (mac,) = integrity.seal_rows(cur, "nodes", [dict(zip(names, params))])
    assignments = ", ".join(f"{c} = ?" for c in names[1:])
    cur.execute(f"UPDATE nodes SET {assignments}, row_mac = ? WHERE id = ?", params[1:] + [mac, str(node.id)])


def get_nodes(cur: Cursor, node_ids: Iterable[UUID | str], user_id: str | None = None) -> list[MemoryNode]:
    """The nodes among ``node_ids`` (malformed ids are skipped), in one query."""
    wanted: list[str] = []
    for value in node_ids:
        try:
            wanted.append(str(UUID(str(value))))
        except ValueError:
            continue
    if not wanted:
        return []
    sql = f"SELECT {NODE_COLUMNS} FROM nodes WHERE id IN (SELECT unnest(?::UUID[]))"
    params: list[Any] = [sorted(set(wanted))]
    if user_id is not None:
        sql += " AND user_id = ?"
        params.append(user_id)
    return [node_from_row(row) for row in cur.execute(sql, params).fetchall()]


def get_node(cur: Cursor, node_id: UUID | str, user_id: str | None = None) -> MemoryNode | None:
    try:
        node_id = str(UUID(str(node_id)))
    except ValueError:
        return None
    sql = f"SELECT {NODE_COLUMNS} FROM nodes WHERE id = ?"
    params: list[Any] = [node_id]
    if user_id is not None:
        sql += " AND user_id = ?"
        params.append(user_id)
    row = cur.execute(sql, params).fetchone()
    return node_from_row(row) if row else None


def _in_list(column: str, values: Sequence[str], where: list[str], params: list[Any]) -> None:
    where.append(f"{column} IN (SELECT unnest(?::VARCHAR[]))")
    params.append(list(values))


def node_filters(
    *,
    user_id: str | None,
    node_types: Sequence[NodeType] | None = None,
    scopes: Sequence[Scope] | None = None,
    lifecycle_states: Sequence[LifecycleState] | None = None,
    session_ids: Sequence[str] | None = None,
    valid_at: datetime | None = None,
    min_confidence: float | None = None,
    min_salience: float | None = None,
    content_contains_any: Sequence[str] | None = None,
    created_before: datetime | None = None,
    created_after: datetime | None = None,
) -> tuple[list[str], list[Any]]:
    """WHERE clauses and parameters for the node filters every listing shares."""
    where: list[str] = []
    params: list[Any] = []
    if user_id is not None:
        where.append("user_id = ?")
        params.append(user_id)
    if node_types:
        _in_list("node_type", [NodeType(t).value for t in node_types], where, params)
    if scopes:
        _in_list("scope", [Scope(s).value for s in scopes], where, params)
    if lifecycle_states:
        _in_list("lifecycle_state", [LifecycleState(s).value for s in lifecycle_states], where, params)
    if session_ids:
        _in_list("session_id", list(session_ids), where, params)
    if valid_at is not None:
        where.append("valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)")
        params += [to_db_time(valid_at), to_db_time(valid_at)]
    if min_confidence is not None:
        where.append("confidence >= ?")
        params.append(min_confidence)
    if min_salience is not None:
        where.append("salience >= ?")
        params.append(min_salience)
    content_contains_any = validation.string_list(content_contains_any, "content_contains_any")
    if content_contains_any:
        ors = " OR ".join("contains(lower(content), ?)" for _ in content_contains_any)
        where.append(f"({ors})")
        params += [s.lower() for s in content_contains_any]
    if created_before is not None:
        where.append("created_at < ?")
        params.append(to_db_time(created_before))
    if created_after is not None:
        where.append("created_at > ?")
        params.append(to_db_time(created_after))
    return where, params


def query_nodes(
    cur: Cursor, *, limit: int = 100, oldest_first: bool = False, order_by: str = "created_at", **filters: Any
) -> list[MemoryNode]:
    where, params = node_filters(**filters)
    direction = "ASC" if oldest_first else "DESC"
    if order_by not in ("created_at", "updated_at", "confidence"):
        raise ValueError("order_by: must be created_at, updated_at or confidence")
    sql = f"SELECT {NODE_COLUMNS} FROM nodes"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += f" ORDER BY {order_by} {direction}, id {direction} LIMIT ?"
    params.append(limit)
    return [node_from_row(r) for r in cur.execute(sql, params).fetchall()]


NODE_SORTS = {"updated": "updated_at", "created": "created_at", "confidence": "confidence", "id": "id"}


def page_nodes(
    cur: Cursor, *, sort: str, after: Any, limit: int, offset: int = 0, **filters: Any
) -> list[MemoryNode]:
    """One keyset page: ascending id order for ``sort="id"``, else (column, id) descending.

    ``after`` is the previous page's last id (id order) or its ``(value, id)`` key.
    ``offset`` is only for jumping (End) when there is no key to start from.
    """
    column = NODE_SORTS[sort]
    where, params = node_filters(**filters)
    if sort == "id":
        if after is not None:
            where.append("id > ?")
            params.append(str(after))
        order = "id ASC"
    else:
        if after is not None:
            value, node_id = after
            value = to_db_time(value) if isinstance(value, datetime) else value
            where.append(f"({column} < ? OR ({column} = ? AND id < ?))")
            params += [value, value, str(node_id)]
        order = f"{column} DESC, id DESC"
    sql = f"SELECT {NODE_COLUMNS} FROM nodes"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += f" ORDER BY {order} LIMIT ?"
    params.append(limit)
    if after is None and offset:
        sql += " OFFSET ?"
        params.append(offset)
    return [node_from_row(r) for r in cur.execute(sql, params).fetchall()]


def scan_nodes(cur: Cursor, *, after_id: str | None, limit: int, **filters: Any) -> list[MemoryNode]:
    """Keyset page in id order: complete and stable for an unchanged store."""
    return page_nodes(cur, sort="id", after=after_id, limit=limit, **filters)


def count_nodes(cur: Cursor, **filters: Any) -> int:
    where, params = node_filters(**filters)
    sql = "SELECT count(*) FROM nodes" + (" WHERE " + " AND ".join(where) if where else "")
    return scalar(cur.execute(sql, params))


# --- edges --------------------------------------------------------------------------

EDGE_COLUMNS = (
    "id, source_id, target_id, edge_type, user_id, confidence, valid_from, valid_to, "
    "provenance_event_id, metadata, created_at"
)


def insert_edge(cur: Cursor, edge: MemoryEdge) -> None:
    cur.execute(
        f"INSERT INTO edges ({EDGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            str(edge.id), str(edge.source_id), str(edge.target_id), edge.edge_type.value, edge.user_id,
            edge.confidence, to_db_time(edge.valid_from), to_db_time(edge.valid_to),
            str(edge.provenance_event_id) if edge.provenance_event_id else None, dumps(edge.metadata),
            to_db_time(edge.created_at),
        ],
    )


def edge_from_row(row: Sequence[Any]) -> MemoryEdge:
    return MemoryEdge(
        id=row[0], source_id=row[1], target_id=row[2], edge_type=row[3], user_id=row[4], confidence=row[5],
        valid_from=from_db_time(row[6]), valid_to=from_db_time(row[7]), provenance_event_id=row[8],
        metadata=loads(row[9]), created_at=from_db_time(row[10]),
    )


def edges_of(cur: Cursor, node_id: UUID | str, user_id: str, edge_types: Sequence[str] | None = None) -> list[MemoryEdge]:
    sql = f"SELECT {EDGE_COLUMNS} FROM edges WHERE user_id = ? AND (source_id = ? OR target_id = ?)"
    params: list[Any] = [user_id, str(node_id), str(node_id)]
    if edge_types:
        sql += " AND edge_type IN (SELECT unnest(?::VARCHAR[]))"
        params.append([str(getattr(t, "value", t)) for t in edge_types])
    sql += " ORDER BY created_at, id"
    return [edge_from_row(r) for r in cur.execute(sql, params).fetchall()]


# --- materialization jobs -----------------------------------------------------------

def insert_jobs(
    cur: Cursor, jobs: Sequence[tuple[UUID, str, UUID, str]], now: datetime, *, complete: bool = False
) -> None:
    """(event_id, user_id, node_id, snapshot_json) rows, status pending (or complete: the
    caller builds their nodes in the same transaction)."""
    import pyarrow as pa
    if not jobs:
        return
    t = to_db_time(now)
    state = "'complete', 1" if complete else "'pending', 0"
    bulk_insert(
        cur, "materialization_jobs",
        "event_id, user_id, node_id, snapshot, status, attempts, last_error, created_at, updated_at",
        f"event_id::UUID, user_id, node_id::UUID, snapshot, {state}, NULL, created_at, created_at",
        {
            "event_id": [str(j[0]) for j in jobs],
            "user_id": [j[1] for j in jobs],
            "node_id": [str(j[2]) for j in jobs],
            "snapshot": [j[3] for j in jobs],
            "created_at": pa.array([t] * len(jobs), pa.timestamp("us")),
        },
    )


def pending_jobs(cur: Cursor, user_id: str | None, limit: int) -> list[tuple[str, str, str]]:
    """(event_id, node_id, snapshot_json) of pending jobs, oldest first."""
    sql = "SELECT event_id, node_id, snapshot FROM materialization_jobs WHERE status = 'pending'"
    params: list[Any] = []
    if user_id is not None:
        sql += " AND user_id = ?"
        params.append(user_id)
    sql += " ORDER BY created_at, event_id LIMIT ?"
    params.append(limit)
    return [(str(a), str(b), c) for a, b, c in cur.execute(sql, params).fetchall()]


def complete_jobs(cur: Cursor, event_ids: Sequence[str], now: datetime) -> None:
    if event_ids:
        cur.execute(
            "UPDATE materialization_jobs SET status = 'complete', attempts = attempts + 1, last_error = NULL, "
            f"updated_at = ? WHERE event_id IN ({uuid_list(event_ids)})",
            [to_db_time(now)],
        )


def fail_job(cur: Cursor, event_id: str, error: str, now: datetime, *, permanent: bool = False) -> None:
    """Record a failed attempt; ``permanent`` (a record that can never succeed) stops retries."""
    cur.execute(
        "UPDATE materialization_jobs SET attempts = attempts + 1, last_error = ?, updated_at = ?, "
        "status = CASE WHEN ? THEN 'failed' ELSE status END WHERE event_id = ?",
        [error, to_db_time(now), permanent, event_id],
    )


def job_status(cur: Cursor, event_id: UUID | str, user_id: str) -> ProcessingStatus | None:
    row = cur.execute(
        "SELECT event_id, node_id, status, attempts, last_error, updated_at, "
        "NOT EXISTS (SELECT 1 FROM vector_metadata m WHERE m.node_id = j.node_id) "
        "FROM materialization_jobs j WHERE event_id = ? AND user_id = ?",
        [str(event_id), user_id],
    ).fetchone()
    if row is None:
        return None
    return ProcessingStatus(
        event_id=row[0], node_id=row[1], status=row[2], attempts=row[3], last_error=row[4],
        updated_at=from_db_time(row[5]), vectors_pending=row[6],
    )


def job_counts(cur: Cursor, user_id: str | None) -> dict[str, int]:
    sql = "SELECT status, count(*) FROM materialization_jobs"
    params: list[Any] = []
    if user_id is not None:
        sql += " WHERE user_id = ?"
        params.append(user_id)
    sql += " GROUP BY status"
    return {status: n for status, n in cur.execute(sql, params).fetchall()}


# --- idempotency keys ---------------------------------------------------------------

def get_request_key(cur: Cursor, user_id: str, request_id: str) -> tuple[str, str, Any] | None:
    row = cur.execute(
        "SELECT kind, input_hash, result FROM request_keys WHERE user_id = ? AND request_id = ?",
        [user_id, request_id],
    ).fetchone()
    return (row[0], row[1], loads(row[2])) if row else None


def put_request_key(cur: Cursor, user_id: str, request_id: str, kind: str, input_hash: str, result: Any, now: datetime) -> None:
    cur.execute(
        "INSERT INTO request_keys VALUES (?, ?, ?, ?, ?, ?)",
        [user_id, request_id, kind, input_hash, dumps(result), to_db_time(now)],
    )
