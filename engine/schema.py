"""The pack's durable tables, their forward-only migrations, and the manifest.

Durable tables are the source of truth. The vector snapshot and the lexical index
are derived and can always be rebuilt from them.
Timestamps are stored as naive UTC (TIMESTAMP); JSON as VARCHAR text.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, overload

import duckdb

from engine._version import __version__
from engine.errors import PackFormatError

FORMAT_VERSION = 1
ENGINE_VERSION = __version__

_V1 = """
CREATE TABLE manifest (
    id INTEGER PRIMARY KEY, format_version INTEGER NOT NULL, engine_version VARCHAR NOT NULL,
    embedding_model VARCHAR NOT NULL, embedding_dimension INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL);
CREATE SEQUENCE event_seq START 1;
CREATE TABLE events (
    id UUID PRIMARY KEY, seq BIGINT NOT NULL, user_id VARCHAR NOT NULL, session_id VARCHAR,
    scope VARCHAR NOT NULL, role VARCHAR NOT NULL, content VARCHAR NOT NULL,
    content_hash VARCHAR NOT NULL, metadata VARCHAR, timestamp TIMESTAMP NOT NULL,
    event_time TIMESTAMP, created_at TIMESTAMP NOT NULL);
CREATE TABLE nodes (
    id UUID PRIMARY KEY, user_id VARCHAR NOT NULL, session_id VARCHAR, scope VARCHAR NOT NULL,
    node_type VARCHAR NOT NULL, content VARCHAR NOT NULL, metadata VARCHAR,
    confidence DOUBLE NOT NULL, salience DOUBLE NOT NULL, epistemic_type VARCHAR NOT NULL,
    source_type VARCHAR NOT NULL, lifecycle_state VARCHAR NOT NULL,
    valid_from TIMESTAMP NOT NULL, valid_to TIMESTAMP, superseded_by UUID,
    evidence_refs VARCHAR NOT NULL, event_time TIMESTAMP, expires_at TIMESTAMP,
    reinforcement_boost DOUBLE NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL);
CREATE TABLE edges (
    id UUID PRIMARY KEY, source_id UUID NOT NULL, target_id UUID NOT NULL,
    edge_type VARCHAR NOT NULL, user_id VARCHAR NOT NULL, confidence DOUBLE NOT NULL,
    valid_from TIMESTAMP NOT NULL, valid_to TIMESTAMP, provenance_event_id UUID,
    metadata VARCHAR, created_at TIMESTAMP NOT NULL);
CREATE SEQUENCE operation_seq START 1;
CREATE TABLE operations (
    id UUID PRIMARY KEY, seq BIGINT NOT NULL, user_id VARCHAR NOT NULL, op_type VARCHAR NOT NULL,
    node_id UUID, target_node_id UUID, actor_id VARCHAR, evidence_id UUID, reason VARCHAR,
    request_id VARCHAR, before VARCHAR, after VARCHAR, payload VARCHAR,
    created_at TIMESTAMP NOT NULL, checksum VARCHAR NOT NULL);
CREATE TABLE materialization_jobs (
    event_id UUID PRIMARY KEY, user_id VARCHAR NOT NULL, node_id UUID NOT NULL,
    snapshot VARCHAR NOT NULL, status VARCHAR NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
    last_error VARCHAR, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL);
CREATE TABLE extraction_jobs (
    event_id UUID PRIMARY KEY, user_id VARCHAR NOT NULL, scope VARCHAR NOT NULL,
    status VARCHAR NOT NULL, phase VARCHAR, attempts INTEGER NOT NULL DEFAULT 0,
    reason_code VARCHAR, provider VARCHAR, model VARCHAR, lease_owner VARCHAR,
    lease_expires_at TIMESTAMP, next_attempt_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, completed_at TIMESTAMP);
CREATE TABLE extractions (
    event_id UUID PRIMARY KEY, user_id VARCHAR NOT NULL, source_hash VARCHAR NOT NULL,
    provider VARCHAR NOT NULL, model VARCHAR, schema_version INTEGER NOT NULL,
    output VARCHAR NOT NULL, dropped INTEGER NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL);
CREATE TABLE request_keys (
    user_id VARCHAR NOT NULL, request_id VARCHAR NOT NULL, kind VARCHAR NOT NULL,
    input_hash VARCHAR NOT NULL, result VARCHAR, created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, request_id));
CREATE TABLE retrieval_receipts (
    request_id UUID PRIMARY KEY, user_id VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL,
    payload VARCHAR NOT NULL);
CREATE TABLE vector_payloads (
    key BIGINT PRIMARY KEY, model VARCHAR NOT NULL, vector BLOB NOT NULL);
CREATE TABLE vector_metadata (
    key BIGINT PRIMARY KEY, node_id UUID NOT NULL, user_id VARCHAR NOT NULL,
    scope VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL);
CREATE SEQUENCE vector_key_seq START 1;
CREATE TABLE vector_snapshot (
    id INTEGER PRIMARY KEY, model VARCHAR NOT NULL, dimension INTEGER NOT NULL,
    count BIGINT NOT NULL, data BLOB NOT NULL, saved_at TIMESTAMP NOT NULL);
CREATE TABLE captures (
    content_hash VARCHAR PRIMARY KEY, source_name VARCHAR NOT NULL, event_ids VARCHAR NOT NULL,
    created_at TIMESTAMP NOT NULL);
"""

# v2: the snapshot row loses its primary key. Rewriting a tens-of-MB BLOB under a primary
# key keeps the old versions pinned in DuckDB's memory until it runs out (seen at ~30k
# vectors with the default 1 GB limit); without the key old versions are freed. The
# single row is kept by DELETE + INSERT in one transaction.
_V2 = """
CREATE TABLE vector_snapshot_v2 (
    id INTEGER NOT NULL, model VARCHAR NOT NULL, dimension INTEGER NOT NULL,
    count BIGINT NOT NULL, data BLOB NOT NULL, saved_at TIMESTAMP NOT NULL);
INSERT INTO vector_snapshot_v2 SELECT id, model, dimension, count, data, saved_at FROM vector_snapshot;
DROP TABLE vector_snapshot;
ALTER TABLE vector_snapshot_v2 RENAME TO vector_snapshot;
"""

# v3: the slots the update check read from each memory (engine/current_truth), written in the
# memory's own transaction so finding what a new memory updates is one small indexed read.
# ``replaced_by`` marks a slot updated inside a note that stays current for its other facts.
_V3 = """
CREATE TABLE memory_slots (
    node_id UUID NOT NULL, user_id VARCHAR NOT NULL, scope VARCHAR NOT NULL, subject VARCHAR NOT NULL,
    attribute VARCHAR NOT NULL, value VARCHAR NOT NULL, display VARCHAR NOT NULL, kind VARCHAR NOT NULL,
    cardinality VARCHAR NOT NULL, change BOOLEAN NOT NULL, past BOOLEAN NOT NULL, negated BOOLEAN NOT NULL,
    sentence INTEGER NOT NULL, stated_at TIMESTAMP NOT NULL, replaced_by UUID);
CREATE INDEX memory_slots_subject ON memory_slots (user_id, subject);
CREATE INDEX memory_slots_node ON memory_slots (node_id);
"""

# v4: tamper evidence (engine/integrity.py). Each event and node row carries its keyed
# checksum, each operation its link in the keyed chain; ``integrity`` holds the wrapped MAC
# key and the sealed row counts and chain head. Rows are sealed on the first open with the
# key (an old pack's history up to then is taken as it is). ``import_runs`` marks an import
# as finished only once its vectors are built, so an interrupted one is reported.
_V4 = """
ALTER TABLE events ADD COLUMN row_mac VARCHAR;
ALTER TABLE nodes ADD COLUMN row_mac VARCHAR;
ALTER TABLE operations ADD COLUMN chain_mac VARCHAR;
CREATE TABLE integrity (
    id INTEGER NOT NULL, wrapped_key BLOB NOT NULL, keyed BOOLEAN NOT NULL, events BIGINT NOT NULL,
    nodes BIGINT NOT NULL, operations BIGINT NOT NULL, head VARCHAR NOT NULL, seal VARCHAR NOT NULL,
    origin VARCHAR NOT NULL, sealed_at TIMESTAMP NOT NULL);
CREATE TABLE import_runs (started_at TIMESTAMP NOT NULL, finished_at TIMESTAMP);
"""

# v5: memories whose update check still has its similarity part to run (the fallback of
# engine/current_truth/fallback.py). It compares vectors, and a memory is acknowledged before
# its vectors exist, so it runs right after the transaction that writes them; a row here
# outlives a kill in between, and the next open embeds the memory again and runs it then.
_V5 = """
CREATE TABLE similarity_checks (node_id UUID NOT NULL);
"""

# v6: memories an LLM was asked about (engine/current_truth/judge.py), so each is shown to the
# model once; written in the transaction that makes the contests its answer names.
_V6 = """
CREATE TABLE update_judgements (node_id UUID NOT NULL, judged_at TIMESTAMP NOT NULL, model VARCHAR NOT NULL);
"""

# v7: a similarity check may wait for a person's decision: a memory whose closest earlier one is
# in an open contradiction is compared once that pair is decided (engine/current_truth/check.py).
_V7 = """
ALTER TABLE similarity_checks ADD COLUMN waits_for UUID;
"""
# A queued check is due unless the memory it waits for is still contested: once that pair is
# decided (or the memory forgotten), whoever did it, the check runs with the next decision,
# capture or open.
SIMILARITY_CHECK_DUE = (
    "(waits_for IS NULL OR NOT EXISTS (SELECT 1 FROM nodes w WHERE w.id = similarity_checks.waits_for "
    "AND w.lifecycle_state = 'contested'))"
)

# Forward-only: migration N turns a version N-1 pack into version N. Append, never edit.
MIGRATIONS: list[str] = [_V1, _V2, _V3, _V4, _V5, _V6, _V7]

REQUIRED_TABLES = (
    "manifest", "events", "nodes", "edges", "operations", "materialization_jobs",
    "extraction_jobs", "extractions", "request_keys", "retrieval_receipts",
    "vector_payloads", "vector_metadata", "vector_snapshot", "captures", "memory_slots", "integrity",
    "import_runs", "similarity_checks", "update_judgements",
)


@overload
def to_db_time(value: datetime) -> datetime: ...
@overload
def to_db_time(value: None) -> None: ...
def to_db_time(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    return value.astimezone(timezone.utc).replace(tzinfo=None)


@overload
def from_db_time(value: datetime) -> datetime: ...
@overload
def from_db_time(value: None) -> None: ...
def from_db_time(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    return value.replace(tzinfo=timezone.utc)


def one_row(result: Any) -> tuple[Any, ...]:
    """The row of an executed query that always returns one (``count(*)``, an aggregate):
    DuckDB types ``fetchone()`` as possibly ``None``."""
    row = result.fetchone()
    if row is None:
        raise LookupError("the query returned no row")
    return row


def scalar(result: Any) -> Any:
    """The first column of :func:`one_row`."""
    return one_row(result)[0]


def schema_version(con: duckdb.DuckDBPyConnection) -> int:
    exists = scalar(con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE database_name = current_database() "
        "AND table_name = 'schema_version'"
    ))
    if not exists:
        return 0
    return int(scalar(con.execute("SELECT max(version) FROM schema_version")) or 0)


def migrate(con: duckdb.DuckDBPyConnection, *, embedding_model: str, embedding_dimension: int) -> None:
    """Bring the pack to the newest schema and make sure it has a manifest row."""
    current = schema_version(con)
    if current > len(MIGRATIONS):
        raise PackFormatError(
            f"this pack has schema version {current}, newer than this engine supports "
            f"({len(MIGRATIONS)}); upgrade prme-workspace"
        )
    now = to_db_time(datetime.now(timezone.utc))
    if current < len(MIGRATIONS):
        con.execute("BEGIN")
        try:
            if current == 0:
                con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL, applied_at TIMESTAMP NOT NULL)")
            for version in range(current + 1, len(MIGRATIONS) + 1):
                con.execute(MIGRATIONS[version - 1])
                con.execute("INSERT INTO schema_version VALUES (?, ?)", [version, now])
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
    if scalar(con.execute("SELECT count(*) FROM manifest")) == 0:
        con.execute(
            "INSERT INTO manifest VALUES (1, ?, ?, ?, ?, ?, ?)",
            [FORMAT_VERSION, ENGINE_VERSION, embedding_model, embedding_dimension, now, now],
        )
    else:
        con.execute(
            "UPDATE manifest SET engine_version = ?, updated_at = ? WHERE id = 1 AND engine_version <> ?",
            [ENGINE_VERSION, now, ENGINE_VERSION],
        )


def read_manifest(con: duckdb.DuckDBPyConnection) -> dict:
    row = con.execute(
        "SELECT format_version, engine_version, embedding_model, embedding_dimension, created_at, updated_at "
        "FROM manifest WHERE id = 1"
    ).fetchone()
    if row is None:
        return {}
    keys = ("format_version", "engine_version", "embedding_model", "embedding_dimension", "created_at", "updated_at")
    return dict(zip(keys, row))
