"""The append-only operation log: every state change leaves a checksummed record.

The checksum covers the record's content, so a row altered in the database no longer
verifies; ``verify_operations`` finds such rows.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Sequence

from engine.models import OperationRecord
from engine.schema import from_db_time, to_db_time
from engine.storage import Cursor, dumps, loads

OPERATION_COLUMNS = (
    "id, seq, user_id, op_type, node_id, target_node_id, actor_id, evidence_id, reason, request_id, "
    "before, after, payload, created_at, checksum"
)


def operation_checksum(record: OperationRecord) -> str:
    body = record.model_dump(mode="json", exclude={"checksum", "seq"})
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def append_operation(cur: Cursor, record: OperationRecord) -> OperationRecord:
    """Checksum and append ``record``; returns it with its sequence number."""
    record = record.model_copy(update={"checksum": operation_checksum(record)})
    seq = cur.execute(
        f"INSERT INTO operations ({OPERATION_COLUMNS}) VALUES (?, nextval('operation_seq'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "RETURNING seq",
        [
            str(record.id), record.user_id, record.op_type, _uuid(record.node_id), _uuid(record.target_node_id),
            record.actor_id, _uuid(record.evidence_id), record.reason, record.request_id, dumps(record.before),
            dumps(record.after), dumps(record.payload), to_db_time(record.created_at), record.checksum,
        ],
    ).fetchone()[0]
    return record.model_copy(update={"seq": seq})


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
