"""Durable extraction jobs and saved extractions (SQL; the caller holds the transaction).

A job moves pending -> running (with a lease) -> complete, or -> failed with a bounded
reason code. A running job whose lease has expired may be claimed again: its worker
died. ``retry_extraction`` makes a failed job pending again. Phases of a running job:
``extracting`` (calling the provider), ``materializing`` (output saved, building
nodes), ``linking`` (nodes built, applying contradictions and supersessions).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any, Literal, Sequence
from uuid import UUID

from pydantic import BaseModel

from engine.schema import from_db_time, to_db_time
from engine.storage import Cursor

JobState = Literal["pending", "running", "failed", "complete"]
STATES: tuple[str, ...] = ("pending", "running", "failed", "complete")


class ExtractionStatus(BaseModel):
    """Where one ingested event's extraction stands."""

    event_id: UUID
    status: JobState
    phase: str | None = None
    attempts: int = 0
    reason_code: str | None = None
    message: str | None = None
    provider: str | None = None
    model: str | None = None
    scope: str | None = None
    lease_expires_at: datetime | None = None
    next_attempt_at: datetime | None = None
    created_at: datetime
    updated_at: datetime
    completed_at: datetime | None = None


class ExtractionProcessResult(BaseModel):
    """What one process_extractions() call did, and what is left."""

    processed: int = 0
    completed: int = 0
    failed: int = 0
    pending: int = 0
    running: int = 0
    failed_total: int = 0


class ExtractionRecord(BaseModel):
    """The saved, grounded output of one extraction (not a claim that it is true)."""

    event_id: UUID
    user_id: str
    source_hash: str
    provider: str
    model: str | None
    schema_version: int
    grounding_version: int
    output: dict[str, Any]
    grounding: dict[str, Any]
    dropped: int
    created_at: datetime


_JOB_COLUMNS = (
    "event_id, user_id, scope, status, phase, attempts, reason_code, provider, model, lease_owner, "
    "lease_expires_at, next_attempt_at, created_at, updated_at, completed_at"
)


def insert_jobs(cur: Cursor, rows: Sequence[tuple[UUID, str, str]], provider: str, model: str | None, now: datetime) -> None:
    """(event_id, user_id, scope) rows, pending."""
    t = to_db_time(now)
    cur.executemany(
        f"INSERT INTO extraction_jobs ({_JOB_COLUMNS}) VALUES (?, ?, ?, 'pending', NULL, 0, NULL, ?, ?, NULL, NULL, NULL, ?, ?, NULL)",
        [(str(e), u, s, provider, model, t, t) for e, u, s in rows],
    )


def _status(row: Sequence[Any], messages: dict[str, str]) -> ExtractionStatus:
    return ExtractionStatus(
        event_id=row[0], scope=row[2], status=row[3], phase=row[4], attempts=row[5], reason_code=row[6],
        message=messages.get(row[6]) if row[6] else None, provider=row[7], model=row[8],
        lease_expires_at=from_db_time(row[10]), next_attempt_at=from_db_time(row[11]),
        created_at=from_db_time(row[12]), updated_at=from_db_time(row[13]), completed_at=from_db_time(row[14]),
    )


def get_status(cur: Cursor, event_id: str, user_id: str, messages: dict[str, str]) -> ExtractionStatus | None:
    row = cur.execute(
        f"SELECT {_JOB_COLUMNS} FROM extraction_jobs WHERE event_id = ? AND user_id = ?", [event_id, user_id]
    ).fetchone()
    return _status(row, messages) if row else None


def list_jobs(
    cur: Cursor, user_id: str | None, status: str | None, limit: int, messages: dict[str, str]
) -> list[ExtractionStatus]:
    sql = f"SELECT {_JOB_COLUMNS} FROM extraction_jobs WHERE 1=1"
    params: list[Any] = []
    if user_id is not None:
        sql += " AND user_id = ?"
        params.append(user_id)
    if status is not None:
        sql += " AND status = ?"
        params.append(status)
    sql += " ORDER BY updated_at DESC, event_id LIMIT ?"
    params.append(limit)
    return [_status(r, messages) for r in cur.execute(sql, params).fetchall()]


def claim(cur: Cursor, event_id: str, user_id: str, owner: str, lease_seconds: float, now: datetime) -> dict | None:
    """Take the job for ``owner`` if it is pending or its lease has expired; None otherwise."""
    t = to_db_time(now)
    row = cur.execute(
        "UPDATE extraction_jobs SET status = 'running', lease_owner = ?, lease_expires_at = ?, "
        "attempts = attempts + 1, phase = coalesce(phase, 'extracting'), updated_at = ? "
        "WHERE event_id = ? AND user_id = ? AND (status = 'pending' OR (status = 'running' AND lease_expires_at <= ?)) "
        "RETURNING event_id, scope, phase, attempts",
        [owner, to_db_time(now + timedelta(seconds=lease_seconds)), t, event_id, user_id, t],
    ).fetchone()
    if row is None:
        return None
    return {"event_id": str(row[0]), "scope": row[1], "phase": row[2], "attempts": row[3]}


def due(cur: Cursor, user_id: str | None, now: datetime, limit: int) -> list[tuple[str, str]]:
    """(event_id, user_id) of jobs a worker may claim now, oldest first."""
    t = to_db_time(now)
    sql = (
        "SELECT event_id, user_id FROM extraction_jobs WHERE "
        "((status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)) "
        "OR (status = 'running' AND lease_expires_at <= ?))"
    )
    params: list[Any] = [t, t]
    if user_id is not None:
        sql += " AND user_id = ?"
        params.append(user_id)
    sql += " ORDER BY created_at, event_id LIMIT ?"
    params.append(limit)
    return [(str(e), u) for e, u in cur.execute(sql, params).fetchall()]


def renew(cur: Cursor, event_id: str, owner: str, lease_seconds: float, now: datetime) -> bool:
    row = cur.execute(
        "UPDATE extraction_jobs SET lease_expires_at = ?, updated_at = ? "
        "WHERE event_id = ? AND status = 'running' AND lease_owner = ? RETURNING event_id",
        [to_db_time(now + timedelta(seconds=lease_seconds)), to_db_time(now), event_id, owner],
    ).fetchone()
    return row is not None


def set_phase(cur: Cursor, event_id: str, owner: str, phase: str, now: datetime) -> None:
    cur.execute(
        "UPDATE extraction_jobs SET phase = ?, updated_at = ? WHERE event_id = ? AND lease_owner = ?",
        [phase, to_db_time(now), event_id, owner],
    )


def set_provider(cur: Cursor, event_id: str, provider: str, model: str | None) -> None:
    """Record which provider and model actually extracted the event."""
    cur.execute("UPDATE extraction_jobs SET provider = ?, model = ? WHERE event_id = ?", [provider, model, event_id])


def complete(cur: Cursor, event_id: str, owner: str, now: datetime) -> None:
    t = to_db_time(now)
    cur.execute(
        "UPDATE extraction_jobs SET status = 'complete', phase = NULL, reason_code = NULL, lease_owner = NULL, "
        "lease_expires_at = NULL, next_attempt_at = NULL, updated_at = ?, completed_at = ? "
        "WHERE event_id = ? AND lease_owner = ?",
        [t, t, event_id, owner],
    )


def fail(cur: Cursor, event_id: str, owner: str, reason_code: str, now: datetime) -> None:
    cur.execute(
        "UPDATE extraction_jobs SET status = 'failed', reason_code = ?, lease_owner = NULL, lease_expires_at = NULL, "
        "updated_at = ? WHERE event_id = ? AND lease_owner = ?",
        [reason_code, to_db_time(now), event_id, owner],
    )


def release(cur: Cursor, owner: str, now: datetime) -> int:
    """Give back every job ``owner`` holds (a clean close): pending again, attempt not counted."""
    rows = cur.execute(
        "UPDATE extraction_jobs SET status = 'pending', lease_owner = NULL, lease_expires_at = NULL, "
        "attempts = greatest(attempts - 1, 0), updated_at = ? WHERE status = 'running' AND lease_owner = ? "
        "RETURNING event_id",
        [to_db_time(now), owner],
    ).fetchall()
    return len(rows)


def reset(cur: Cursor, event_id: str, user_id: str, now: datetime) -> bool:
    """A failed job becomes pending again (its saved output, if any, is kept)."""
    row = cur.execute(
        "UPDATE extraction_jobs SET status = 'pending', reason_code = NULL, next_attempt_at = NULL, updated_at = ? "
        "WHERE event_id = ? AND user_id = ? AND status = 'failed' RETURNING event_id",
        [to_db_time(now), event_id, user_id],
    ).fetchone()
    return row is not None


def counts(cur: Cursor, user_id: str | None, now: datetime) -> dict[str, int]:
    sql = "SELECT status, count(*) FROM extraction_jobs"
    params: list[Any] = []
    if user_id is not None:
        sql += " WHERE user_id = ?"
        params.append(user_id)
    sql += " GROUP BY status"
    found = {status: n for status, n in cur.execute(sql, params).fetchall()}
    return {state: int(found.get(state, 0)) for state in STATES}


# --- saved extractions ----------------------------------------------------------------

def save_extraction(
    cur: Cursor, *, event_id: str, user_id: str, source_hash: str, provider: str, model: str | None,
    schema_version: int, output: dict, dropped: int, now: datetime,
) -> None:
    cur.execute(
        "INSERT INTO extractions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO UPDATE SET "
        "source_hash = excluded.source_hash, provider = excluded.provider, model = excluded.model, "
        "schema_version = excluded.schema_version, output = excluded.output, dropped = excluded.dropped, "
        "created_at = excluded.created_at",
        [event_id, user_id, source_hash, provider, model, schema_version,
         json.dumps(output, sort_keys=True, separators=(",", ":")), dropped, to_db_time(now)],
    )


def get_extraction(cur: Cursor, event_id: str, user_id: str) -> ExtractionRecord | None:
    row = cur.execute(
        "SELECT event_id, user_id, source_hash, provider, model, schema_version, output, dropped, created_at "
        "FROM extractions WHERE event_id = ? AND user_id = ?",
        [event_id, user_id],
    ).fetchone()
    if row is None:
        return None
    saved = json.loads(row[6])
    grounding = saved.get("grounding", {})
    return ExtractionRecord(
        event_id=row[0], user_id=row[1], source_hash=row[2], provider=row[3], model=row[4],
        schema_version=row[5], grounding_version=int(grounding.get("version", 0)),
        output=saved.get("output", {}), grounding=grounding, dropped=row[7], created_at=from_db_time(row[8]),
    )
