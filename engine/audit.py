"""The append-only operation log: every state change leaves a checksummed record.

The checksum covers the record's content, so a row altered in the database no longer
verifies; ``verify_operations`` finds such rows.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Sequence
from uuid import UUID

from pydantic import BaseModel

from engine import integrity
from engine.models import OperationRecord
from engine.schema import from_db_time, to_db_time
from engine.storage import Cursor, dumps, loads, uuid_list

OPERATION_COLUMNS = (
    "id, seq, user_id, op_type, node_id, target_node_id, actor_id, evidence_id, reason, request_id, "
    "before, after, payload, created_at, checksum"
)


def operation_body(record: OperationRecord) -> str:
    """The canonical text an operation's checksum and chain MAC cover (not its seq or checksum)."""
    body = record.model_dump(mode="json", exclude={"checksum", "seq"})
    return json.dumps(body, sort_keys=True, separators=(",", ":"))


def operation_checksum(record: OperationRecord) -> str:
    return hashlib.sha256(operation_body(record).encode("utf-8")).hexdigest()


def append_operation(cur: Cursor, record: OperationRecord) -> OperationRecord:
    """Checksum and append ``record``; returns it with its sequence number."""
    record = record.model_copy(update={"checksum": operation_checksum(record)})
    (chain,) = integrity.chain_operations(cur, [operation_body(record)])
    seq = cur.execute(
        f"INSERT INTO operations ({OPERATION_COLUMNS}, chain_mac) "
        "VALUES (?, nextval('operation_seq'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq",
        [
            str(record.id), record.user_id, record.op_type, _uuid(record.node_id), _uuid(record.target_node_id),
            record.actor_id, _uuid(record.evidence_id), record.reason, record.request_id, dumps(record.before),
            dumps(record.after), dumps(record.payload), to_db_time(record.created_at), record.checksum, chain,
        ],
    ).fetchone()[0]
    return record.model_copy(update={"seq": seq})


def append_operations(cur: Cursor, records: Sequence[OperationRecord]) -> list[OperationRecord]:
    """Checksum and append many records in one statement, in the given order (imports, bulk
    jobs). Returns them checksummed; their ``seq`` follows the input order."""
    if not records:
        return []
    import pyarrow as pa

    from engine.storage import bulk_insert

    records = [r.model_copy(update={"checksum": operation_checksum(r)}) for r in records]
    columns = [c.strip() for c in OPERATION_COLUMNS.split(",")]
    uuid_columns = {"id", "node_id", "target_node_id", "evidence_id"}
    select = ", ".join(
        "nextval('operation_seq')" if c == "seq" else f"{c}::UUID" if c in uuid_columns else c for c in columns
    )
    data: dict[str, Any] = {
        "id": [str(r.id) for r in records],
        "user_id": [r.user_id for r in records],
        "op_type": [r.op_type for r in records],
        "node_id": pa.array([_uuid(r.node_id) for r in records], pa.string()),
        "target_node_id": pa.array([_uuid(r.target_node_id) for r in records], pa.string()),
        "actor_id": pa.array([r.actor_id for r in records], pa.string()),
        "evidence_id": pa.array([_uuid(r.evidence_id) for r in records], pa.string()),
        "reason": pa.array([r.reason for r in records], pa.string()),
        "request_id": pa.array([r.request_id for r in records], pa.string()),
        "before": pa.array([dumps(r.before) for r in records], pa.string()),
        "after": pa.array([dumps(r.after) for r in records], pa.string()),
        "payload": pa.array([dumps(r.payload) for r in records], pa.string()),
        "created_at": pa.array([to_db_time(r.created_at) for r in records], pa.timestamp("us")),
        "checksum": [r.checksum for r in records],
        "chain_mac": integrity.chain_operations(cur, [operation_body(r) for r in records]),
    }
    columns.append("chain_mac")
    select += ", chain_mac"
    bulk_insert(cur, "operations", ", ".join(columns), select, {c: data[c] for c in columns if c != "seq"})
    return records


def _uuid(value: Any) -> str | None:
    return None if value is None else str(value)


def operation_from_row(row: Sequence[Any]) -> OperationRecord:
    return OperationRecord(
        id=row[0], seq=row[1], user_id=row[2], op_type=row[3], node_id=row[4], target_node_id=row[5],
        actor_id=row[6], evidence_id=row[7], reason=row[8], request_id=row[9], before=loads(row[10]),
        after=loads(row[11]), payload=loads(row[12]), created_at=from_db_time(row[13]), checksum=row[14],
    )


def operations_for_node(
    cur: Cursor, node_id: str, user_id: str, *, after_seq: int = 0, limit: int = 100
) -> list[OperationRecord]:
    """Chronological page of the operations touching ``node_id`` (as subject or target)."""
    rows = cur.execute(
        f"SELECT {OPERATION_COLUMNS} FROM operations WHERE user_id = ? AND (node_id = ? OR target_node_id = ?) "
        "AND seq > ? ORDER BY seq LIMIT ?",
        [user_id, node_id, node_id, after_seq, limit],
    ).fetchall()
    return [operation_from_row(r) for r in rows]


def verify_operations(cur: Cursor, *, batch: int = 5000) -> list[OperationRecord]:
    """Every operation whose stored checksum no longer matches its content."""
    bad: list[OperationRecord] = []
    last = 0
    while True:
        rows = cur.execute(
            f"SELECT {OPERATION_COLUMNS} FROM operations WHERE seq > ? ORDER BY seq LIMIT ?", [last, batch]
        ).fetchall()
        if not rows:
            return bad
        for row in rows:
            record = operation_from_row(row)
            if operation_checksum(record) != record.checksum:
                bad.append(record)
        last = rows[-1][1]


# --- whole-pack audit (prme doctor) ---------------------------------------------------

MAX_REPORTED = 1000


class CorruptOperation(BaseModel):
    """An operation row that no longer verifies."""

    seq: int
    id: str
    op_type: str | None = None
    problem: str


class StateMismatch(BaseModel):
    """A node whose lifecycle state is not the one its latest operation recorded."""

    node_id: UUID
    state: str | None  # None: the node row is gone
    recorded_state: str
    operation_seq: int


class AuditReport(BaseModel):
    checked: int = 0
    nodes_checked: int = 0
    corrupted_count: int = 0
    mismatch_count: int = 0
    corrupted: list[CorruptOperation] = []
    state_mismatches: list[StateMismatch] = []

    @property
    def ok(self) -> bool:
        return self.corrupted_count == 0 and self.mismatch_count == 0

    def summary(self) -> str:
        if self.ok:
            return f"{self.checked} operation records verified; {self.nodes_checked} node states match their log"
        return (
            f"{self.corrupted_count} of {self.checked} operation records fail their checksum; "
            f"{self.mismatch_count} node(s) differ from the state their latest operation recorded"
        )


def _snapshot_states(after: Any) -> dict[str, str]:
    """node id -> lifecycle state, for ``after`` values shaped {node_id: node snapshot}."""
    states: dict[str, str] = {}
    if isinstance(after, dict):
        for key, value in after.items():
            if isinstance(value, dict) and isinstance(value.get("lifecycle_state"), str) and str(value.get("id")) == key:
                states[key] = value["lifecycle_state"]
    return states


def audit_pack(cur: Cursor, *, user_id: str | None = None, batch: int = 5000) -> AuditReport:
    """Verify every operation's checksum (a row altered in the database fails) and that each
    node's current lifecycle state is the one recorded by the latest operation that snapshotted it."""
    report = AuditReport()
    latest: dict[str, tuple[str, int]] = {}
    last = -1
    where = "WHERE seq > ?" + (" AND user_id = ?" if user_id is not None else "")
    while True:
        params: list[Any] = [last] + ([user_id] if user_id is not None else []) + [batch]
        rows = cur.execute(f"SELECT {OPERATION_COLUMNS} FROM operations {where} ORDER BY seq LIMIT ?", params).fetchall()
        if not rows:
            break
        for row in rows:
            report.checked += 1
            problem = None
            record = None
            try:
                record = operation_from_row(row)
                if operation_checksum(record) != record.checksum:
                    problem = "checksum mismatch: the record was changed after it was written"
            except Exception as exc:  # noqa: BLE001 - an unreadable row is itself the finding
                problem = f"unreadable record ({type(exc).__name__})"
            if problem is not None:
                report.corrupted_count += 1
                if len(report.corrupted) < MAX_REPORTED:
                    report.corrupted.append(
                        CorruptOperation(seq=row[1], id=str(row[0]), op_type=row[3], problem=problem)
                    )
                continue
            for node_id, state in _snapshot_states(record.after).items():
                latest[node_id] = (state, record.seq)
        last = rows[-1][1]
    ids = list(latest)
    report.nodes_checked = len(ids)
    for start in range(0, len(ids), batch):
        chunk = ids[start:start + batch]
        current = {
            str(nid): state
            for nid, state in cur.execute(
                f"SELECT id, lifecycle_state FROM nodes WHERE id IN ({uuid_list(chunk)})"
            ).fetchall()
        }
        for node_id in chunk:
            recorded, seq = latest[node_id]
            state = current.get(node_id)
            if state != recorded:
                report.mismatch_count += 1
                if len(report.state_mismatches) < MAX_REPORTED:
                    report.state_mismatches.append(
                        StateMismatch(node_id=node_id, state=state, recorded_state=recorded, operation_seq=seq)
                    )
    return report
