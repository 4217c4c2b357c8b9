"""Export and import: a namespace as versioned JSONL, so a pack can be rebuilt anywhere.

An export is CLEAR TEXT: whoever can read the file can read every memory in it.
Nothing here picks a file name; callers pass the path the user named.

Format ``prme-export``, version 1
---------------------------------
UTF-8, one JSON object per line, each line ending in ``\\n``. Every object has a
``kind``; the other keys follow in sorted order, with no spaces (canonical JSON,
non-ASCII characters written as themselves). Timestamps are UTC,
``YYYY-MM-DDTHH:MM:SS.ffffffZ``; ids are lower-case UUID strings; columns that hold
JSON (metadata, before/after/payload, snapshots) are embedded as JSON values.

1. ``header``: ``format`` ("prme-export"), ``version`` (1), ``with_graph``,
   ``user_id`` (null when every user was exported), ``embedding_model``,
   ``embedding_dimension``, ``engine_version``.
2. ``event`` lines, in the pack's append order: ``id``, ``user_id``, ``session_id``,
   ``scope``, ``role``, ``content``, ``content_hash`` (SHA-256 of content),
   ``metadata``, ``timestamp``, ``event_time``, ``created_at``, and ``node_id``: the
   node the event's own materialization builds (null when it has none).
3. With the graph only:
   ``node`` lines in id order (every column of the nodes table: ``id``,
   ``user_id``, ``session_id``, ``scope``, ``node_type``, ``content``, ``metadata``,
   ``confidence``, ``salience``, ``epistemic_type``, ``source_type``,
   ``lifecycle_state``, ``valid_from``, ``valid_to``, ``superseded_by``,
   ``evidence_refs``, ``event_time``, ``expires_at``, ``reinforcement_boost``,
   ``created_at``, ``updated_at``);
   ``edge`` lines in id order (``id``, ``source_id``, ``target_id``, ``edge_type``,
   ``user_id``, ``confidence``, ``valid_from``, ``valid_to``, ``provenance_event_id``,
   ``metadata``, ``created_at``);
   ``operation`` lines in log order (the audit record with its original
   ``checksum``; ``seq`` is not written, order is);
   ``pending`` lines for materialization not finished yet (``event_id``,
   ``user_id``, ``node_id``, ``snapshot``);
   ``capture`` lines, the capture inbox's ledger of files already stored
   (``content_hash``, ``source_name``, ``event_ids``, ``created_at``).
4. ``end``: ``counts`` per kind, so a truncated file is refused.

Derived data is never written: vectors and the lexical index are rebuilt from the
imported rows with the importing pack's embedding model.

Import rebuilds an EMPTY pack with the same ids. Events keep their ids and order.
Without the graph every event becomes a raw NOTE node again (id: the event's
``node_id``, else a UUID derived from the event id) through the ordinary
materialization path. With the graph, nodes, edges and the audit log come back
as they were (operation checksums are kept, so an altered record stays
detectable), materialization that was still pending stays pending, and only the
vectors are recomputed. Export, import, export again
gives a byte-identical file.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

from pydantic import BaseModel

from engine import integrity, schema, storage, validation
from engine.audit import operation_body, operation_checksum
from engine.current_truth.check import record_in_transaction
from engine.engine_state import EngineState
from engine.errors import ExportFormatError, ImportTargetError, InputTooLargeError
from engine.models import Event, MemoryEdge, MemoryNode, OperationRecord, content_sha256, utcnow
from engine.progress import ProgressCallback
from engine.progress import report as report_progress
from engine.schema import scalar, to_db_time

if TYPE_CHECKING:
    import pyarrow as pa

FORMAT_NAME = "prme-export"
FORMAT_VERSION = 1

# Node ids for events exported without one are derived from the event id, so two
# imports of the same file agree.
NODE_ID_NAMESPACE = uuid.UUID("5b0f6c8e-2f1a-4c1e-9d55-7d1f3f6b9a01")

_BATCH = 2000
_EMBED_BATCH = 256


@dataclass
class ExportResult:
    path: str
    counts: dict[str, int]
    bytes: int
    seconds: float
    with_graph: bool

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class ImportResult:
    path: str
    counts: dict[str, int]
    nodes_built: int
    seconds: float
    with_graph: bool
    altered_operations: list[str] = field(default_factory=list)
    pending: int = 0  # events still waiting to become nodes (graph imports keep them waiting)

    def to_dict(self) -> dict:
        return asdict(self)


# --- canonical values -----------------------------------------------------------------

def _ts(value: datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is not None:
        value = value.astimezone(timezone.utc).replace(tzinfo=None)
    return value.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _id(value: Any) -> str | None:
    return None if value is None else str(value)


def _json(value: str | None) -> Any:
    return None if value is None else json.loads(value)


def _line(kind: str, record: dict) -> bytes:
    body = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    head = json.dumps(kind)
    return (f'{{"kind":{head}' + ("," + body[1:] if body != "{}" else "}") + "\n").encode("utf-8")


# Column -> converter for each exported table. The converters read DuckDB values.
_EVENT = [
    ("id", _id), ("user_id", None), ("session_id", None), ("scope", None), ("role", None), ("content", None),
    ("content_hash", None), ("metadata", _json), ("timestamp", _ts), ("event_time", _ts), ("created_at", _ts),
]
_NODE = [
    ("id", _id), ("user_id", None), ("session_id", None), ("scope", None), ("node_type", None),
    ("content", None), ("metadata", _json), ("confidence", None), ("salience", None), ("epistemic_type", None),
    ("source_type", None), ("lifecycle_state", None), ("valid_from", _ts), ("valid_to", _ts),
    ("superseded_by", _id), ("evidence_refs", _json), ("event_time", _ts), ("expires_at", _ts),
    ("reinforcement_boost", None), ("created_at", _ts), ("updated_at", _ts),
]
_EDGE = [
    ("id", _id), ("source_id", _id), ("target_id", _id), ("edge_type", None), ("user_id", None),
    ("confidence", None), ("valid_from", _ts), ("valid_to", _ts), ("provenance_event_id", _id),
    ("metadata", _json), ("created_at", _ts),
]
_OPERATION = [
    ("id", _id), ("user_id", None), ("op_type", None), ("node_id", _id), ("target_node_id", _id),
    ("actor_id", None), ("evidence_id", _id), ("reason", None), ("request_id", None), ("before", _json),
    ("after", _json), ("payload", _json), ("created_at", _ts), ("checksum", None),
]
_PENDING = [("event_id", _id), ("user_id", None), ("node_id", _id), ("snapshot", _json)]
_CAPTURE = [("content_hash", None), ("source_name", None), ("event_ids", _json), ("created_at", _ts)]


def _names(spec: Sequence[tuple[str, Any]], prefix: str = "") -> str:
    return ", ".join(prefix + name for name, _ in spec)


def _record(spec: Sequence[tuple[str, Any]], row: Sequence[Any]) -> dict:
    return {name: (conv(value) if conv is not None else value) for (name, conv), value in zip(spec, row)}


# --- export ---------------------------------------------------------------------------

def _sections(with_graph: bool, user_id: str | None) -> list[tuple[str, list, str, list]]:
    """(kind, spec, sql, params) in file order."""
    where_user = " WHERE user_id = ?" if user_id is not None else ""
    params = [user_id] if user_id is not None else []
    sections = [(
        "event", _EVENT + [("node_id", _id)],
        f"SELECT {_names(_EVENT, 'e.')}, j.node_id FROM events e "
        "LEFT JOIN materialization_jobs j ON j.event_id = e.id"
        + (" WHERE e.user_id = ?" if user_id is not None else "") + " ORDER BY e.seq",
        params,
    )]
    if with_graph:
        sections += [
            ("node", _NODE, f"SELECT {_names(_NODE)} FROM nodes{where_user} ORDER BY id", params),
            ("edge", _EDGE, f"SELECT {_names(_EDGE)} FROM edges{where_user} ORDER BY id", params),
            ("operation", _OPERATION, f"SELECT {_names(_OPERATION)} FROM operations{where_user} ORDER BY seq", params),
            (
                "pending", _PENDING,
                f"SELECT {_names(_PENDING)} FROM materialization_jobs WHERE status <> 'complete'"
                + (" AND user_id = ?" if user_id is not None else "") + " ORDER BY event_id",
                params,
            ),
        ]
        if user_id is None:
            # The capture ledger has no owner column: it travels with whole-pack exports only.
            sections.append(("capture", _CAPTURE, f"SELECT {_names(_CAPTURE)} FROM captures ORDER BY content_hash", []))
    return sections


def _count_sql(sql: str) -> str:
    body = sql.split(" ORDER BY ")[0]
    return f"SELECT count(*) FROM ({body})"


def _open_private(path: Path, overwrite: bool) -> int:
    """Create ``path`` readable by its owner only (an export is clear text)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
    if not overwrite:
        flags |= os.O_EXCL
    try:
        fd = os.open(path, flags, 0o600)
    except FileExistsError:
        raise FileExistsError(f"{path} already exists; choose another file or allow overwriting") from None
    os.chmod(path, 0o600)
    return fd


def write_export(
    cur: storage.Cursor, path: Path, *, with_graph: bool, user_id: str | None, manifest: dict,
    overwrite: bool = False, progress: ProgressCallback | None = None,
) -> ExportResult:
    """Stream the pack (one consistent snapshot) into ``path``. Blocking; runs on a reader thread."""
    started = time.monotonic()
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(f"{path} is a folder; name the export file")
    fd = _open_private(path, overwrite)
    counts: dict[str, int] = {}
    ok = False
    try:
        out = os.fdopen(fd, "wb", buffering=1 << 20)
    except BaseException:
        os.close(fd)
        path.unlink(missing_ok=True)
        raise
    try:
        with out:
            cur.execute("BEGIN TRANSACTION")  # one snapshot for every section
            out.write(_line("header", {
                "format": FORMAT_NAME, "version": FORMAT_VERSION, "with_graph": with_graph, "user_id": user_id,
                "embedding_model": manifest.get("embedding_model"),
                "embedding_dimension": manifest.get("embedding_dimension"),
                "engine_version": schema.ENGINE_VERSION,
            }))
            for kind, spec, sql, params in _sections(with_graph, user_id):
                total = scalar(cur.execute(_count_sql(sql), params))
                done = 0
                report_progress(progress, f"export {kind}s", 0, total)
                result = cur.execute(sql, params)
                while True:
                    rows = result.fetchmany(_BATCH)
                    if not rows:
                        break
                    out.write(b"".join(_line(kind, _record(spec, row)) for row in rows))
                    done += len(rows)
                    report_progress(progress, f"export {kind}s", done, total)
                counts[kind] = done
            out.write(_line("end", {"counts": counts}))
            out.flush()
            os.fsync(out.fileno())
        ok = True
    finally:
        try:
            cur.execute("COMMIT")
        except Exception:  # noqa: BLE001 - a read-only snapshot has nothing to keep
            pass
        if not ok:
            path.unlink(missing_ok=True)
    return ExportResult(
        path=str(path), counts=counts, bytes=path.stat().st_size, seconds=round(time.monotonic() - started, 3),
        with_graph=with_graph,
    )


# --- reading an export ----------------------------------------------------------------

_KINDS = ("event", "node", "edge", "operation", "pending", "capture")


def read_export(path: Path) -> Iterator[tuple[int, str, dict]]:
    """(line number, kind, record) of every body line; checks header, end and counts."""
    path = Path(path)
    counts = {k: 0 for k in _KINDS}
    header: dict | None = None
    ended = False
    with path.open("rb") as handle:
        for lineno, raw in enumerate(handle, start=1):
            if ended:
                if raw.strip():
                    raise ExportFormatError(f"{path.name} line {lineno}: data after the end line")
                continue
            try:
                record = validation.loads_json(raw.decode("utf-8"), f"{path.name} line {lineno}")
            except UnicodeDecodeError:
                raise ExportFormatError(f"{path.name} line {lineno}: not UTF-8 text") from None
            except json.JSONDecodeError as exc:
                raise ExportFormatError(f"{path.name} line {lineno}: not valid JSON ({exc.msg})") from None
            except InputTooLargeError as exc:
                raise ExportFormatError(str(exc)) from None
            if not isinstance(record, dict) or not isinstance(record.get("kind"), str):
                raise ExportFormatError(f"{path.name} line {lineno}: every line must be an object with a kind")
            kind = record.pop("kind")
            if header is None:
                if kind != "header" or record.get("format") != FORMAT_NAME:
                    raise ExportFormatError(f"{path.name} is not a prme export (line 1 has no prme-export header)")
                version = record.get("version")
                if not isinstance(version, int) or version < 1:
                    raise ExportFormatError(f"{path.name}: the header has no valid version")
                if version > FORMAT_VERSION:
                    raise ExportFormatError(
                        f"{path.name} is export format version {version}; this engine reads up to "
                        f"{FORMAT_VERSION}: upgrade prme-workspace"
                    )
                header = record
                yield lineno, "header", record
                continue
            if kind == "end":
                stated = record.get("counts")
                if not isinstance(stated, dict):
                    raise ExportFormatError(f"{path.name} line {lineno}: the end line has no counts")
                found = {k: v for k, v in counts.items() if v or stated.get(k)}
                wanted = {k: v for k, v in stated.items() if v}
                if found != wanted:
                    raise ExportFormatError(
                        f"{path.name}: the file holds {found} but its end line says {wanted}; "
                        "it was cut short or edited"
                    )
                ended = True
                continue
            if kind not in _KINDS:
                raise ExportFormatError(f"{path.name} line {lineno}: unknown kind {kind!r}")
            counts[kind] += 1
            yield lineno, kind, record
    if header is None:
        raise ExportFormatError(f"{path.name} is empty")
    if not ended:
        raise ExportFormatError(f"{path.name} has no end line: it was cut short")


def _parse_ts(value: Any, where: str, name: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ExportFormatError(f"{where}: {name} must be a timestamp string")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise ExportFormatError(f"{where}: {name} is not an ISO timestamp") from None
    try:
        return validation.in_utc_range(parsed, name)
    except ValueError as exc:
        raise ExportFormatError(f"{where}: {exc}") from None


def _model(model: type[BaseModel], record: dict, where: str):
    try:
        return model.model_validate(record)
    except Exception as exc:  # pydantic.ValidationError
        raise ExportFormatError(f"{where}: invalid {model.__name__} ({validation.describe_error(exc)})") from None


# --- import ---------------------------------------------------------------------------

def _arrow_ts(values: list[datetime | None]) -> pa.Array:
    import pyarrow as pa
    return pa.array([to_db_time(v) for v in values], pa.timestamp("us"))


def _next_values(cur: storage.Cursor, sequence: str, n: int) -> list[int]:
    values = [int(r[0]) for r in cur.execute(f"SELECT nextval('{sequence}') FROM range(?)", [n]).fetchall()]
    return sorted(values)


def _insert_events(cur: storage.Cursor, events: list[Event]) -> None:
    import pyarrow as pa
    if not events:
        return
    columns = storage.event_columns(events)
    columns["row_mac"] = integrity.seal_rows(cur, "events", storage.sealable_rows(columns, integrity.EVENT_FIELDS))
    columns["seq"] = pa.array(_next_values(cur, "event_seq", len(events)), pa.int64())
    added = storage.bulk_insert(
        cur, "events", f"seq, {storage.EVENT_COLUMNS}, row_mac",
        "seq, id::UUID, user_id, session_id, scope, role, content, content_hash, metadata, timestamp, "
        "event_time, created_at, row_mac",
        columns,
    )
    integrity.count_added(cur, "events", added)


def _insert_edges(cur: storage.Cursor, edges: list[MemoryEdge]) -> None:
    import pyarrow as pa
    if not edges:
        return
    storage.bulk_insert(
        cur, "edges", storage.EDGE_COLUMNS,
        "id::UUID, source_id::UUID, target_id::UUID, edge_type, user_id, confidence, valid_from, valid_to, "
        "provenance_event_id::UUID, metadata, created_at",
        {
            "id": [str(e.id) for e in edges],
            "source_id": [str(e.source_id) for e in edges],
            "target_id": [str(e.target_id) for e in edges],
            "edge_type": [e.edge_type.value for e in edges],
            "user_id": [e.user_id for e in edges],
            "confidence": pa.array([e.confidence for e in edges], pa.float64()),
            "valid_from": _arrow_ts([e.valid_from for e in edges]),
            "valid_to": _arrow_ts([e.valid_to for e in edges]),
            "provenance_event_id": pa.array([_id(e.provenance_event_id) for e in edges], pa.string()),
            "metadata": pa.array([storage.dumps(e.metadata) for e in edges], pa.string()),
            "created_at": _arrow_ts([e.created_at for e in edges]),
        },
    )


def _insert_operations(cur: storage.Cursor, records: list[OperationRecord]) -> None:
    import pyarrow as pa
    if not records:
        return
    seqs = _next_values(cur, "operation_seq", len(records))
    storage.bulk_insert(
        cur, "operations",
        "id, seq, user_id, op_type, node_id, target_node_id, actor_id, evidence_id, reason, request_id, "
        "before, after, payload, created_at, checksum, chain_mac",
        "id::UUID, seq, user_id, op_type, node_id::UUID, target_node_id::UUID, actor_id, evidence_id::UUID, "
        "reason, request_id, before, after, payload, created_at, checksum, chain_mac",
        {
            "id": [str(r.id) for r in records],
            "seq": pa.array(seqs, pa.int64()),
            "user_id": [r.user_id for r in records],
            "op_type": [r.op_type for r in records],
            "node_id": pa.array([_id(r.node_id) for r in records], pa.string()),
            "target_node_id": pa.array([_id(r.target_node_id) for r in records], pa.string()),
            "actor_id": pa.array([r.actor_id for r in records], pa.string()),
            "evidence_id": pa.array([_id(r.evidence_id) for r in records], pa.string()),
            "reason": pa.array([r.reason for r in records], pa.string()),
            "request_id": pa.array([r.request_id for r in records], pa.string()),
            "before": pa.array([storage.dumps(r.before) for r in records], pa.string()),
            "after": pa.array([storage.dumps(r.after) for r in records], pa.string()),
            "payload": pa.array([storage.dumps(r.payload) for r in records], pa.string()),
            "created_at": _arrow_ts([r.created_at for r in records]),
            "checksum": [r.checksum for r in records],
            # Chained in the order they are written here: the import is this pack's log from now on.
            "chain_mac": integrity.chain_operations(cur, [operation_body(r) for r in records]),
        },
    )


def _insert_jobs(cur: storage.Cursor, jobs: list[tuple[str, str, str, str, str]], now: datetime) -> None:
    """(event_id, user_id, node_id, snapshot_json, status) rows."""
    import pyarrow as pa
    if not jobs:
        return
    t = to_db_time(now)
    storage.bulk_insert(
        cur, "materialization_jobs",
        "event_id, user_id, node_id, snapshot, status, attempts, last_error, created_at, updated_at",
        "event_id::UUID, user_id, node_id::UUID, snapshot, status, 0, NULL, created_at, created_at",
        {
            "event_id": [j[0] for j in jobs],
            "user_id": [j[1] for j in jobs],
            "node_id": [j[2] for j in jobs],
            "snapshot": [j[3] for j in jobs],
            "status": [j[4] for j in jobs],
            "created_at": pa.array([t] * len(jobs), pa.timestamp("us")),
        },
    )


def _pack_is_empty(cur: storage.Cursor) -> dict[str, int]:
    return {
        table: scalar(cur.execute(f"SELECT count(*) FROM {table}"))
        for table in ("events", "nodes", "edges", "operations")
    }


_ID_OF = {
    "event": lambda item: str(item.id), "node": lambda item: str(item.id), "edge": lambda item: str(item.id),
    "operation": lambda item: str(item.id), "pending": lambda item: str(item["event_id"]),
    "capture": lambda item: item["content_hash"],
}


def _check_header(record: dict, where: str) -> None:
    if not isinstance(record.get("with_graph", False), bool):
        raise ExportFormatError(f"{where}: with_graph must be true or false")
    if record.get("user_id") is not None and not isinstance(record.get("user_id"), str):
        raise ExportFormatError(f"{where}: user_id must be a string or null")


def validate_export(path: Path, progress: ProgressCallback | None = None) -> dict[str, int]:
    """Read a whole export and check every record before anything is written: types and
    required fields, content hashes, duplicate ids, and the references between records
    (edges name nodes in the file, pending work names its event, evidence resolves).
    Returns the counts per kind; raises ExportFormatError naming the first bad line."""
    scratch = _Importer(None, path, None)
    first_line: dict[str, dict[str, int]] = {k: {} for k in _KINDS}
    references: list[tuple[str, str, list[str]]] = []  # (where, what, ids that must exist)
    done = 0
    for lineno, kind, record in read_export(path):
        where = f"{path.name} line {lineno}"
        if kind == "header":
            _check_header(record, where)
            continue
        if kind == "event" and record.get("node_id") is not None and not isinstance(record.get("node_id"), str):
            raise ExportFormatError(f"{where}: node_id must be a string")
        item = scratch._parse(kind, record, where)
        key = _ID_OF[kind](item)
        seen = first_line[kind]
        if key in seen:
            raise ExportFormatError(f"{where}: duplicate {kind} id {key} (also on line {seen[key]})")
        seen[key] = lineno
        if kind == "edge":
            references.append((where, "edge endpoint", [str(item.source_id), str(item.target_id)]))
        elif kind == "node":
            references.append((where, "evidence reference", [str(e) for e in item.evidence_refs]))
        elif kind == "pending":
            references.append((where, "pending event", [key]))
        done += 1
        if done % _BATCH == 0:
            report_progress(progress, "import check", done, None)
    known = {
        "edge endpoint": first_line["node"],
        "evidence reference": {**first_line["event"], **first_line["node"]},
        "pending event": first_line["event"],
    }
    for where, what, ids in references:
        for ref in ids:
            if ref not in known[what]:
                raise ExportFormatError(f"{where}: {what} {ref} is not in the file")
    return {k: len(v) for k, v in first_line.items() if v}


def derived_node_id(event_id: str) -> str:
    return str(uuid.uuid5(NODE_ID_NAMESPACE, str(event_id)))


class _Importer:
    """Streams an export into the pack inside ONE write transaction (all or nothing)."""

    def __init__(self, engine: Any, path: Path, progress: ProgressCallback | None, provider: Any = None) -> None:
        self.engine = engine
        self.path = path
        self.progress = progress
        self.provider = provider  # an extraction provider: events-only imports are extracted again
        self.with_graph = False
        self.counts = {k: 0 for k in _KINDS}
        self.altered: list[str] = []
        self.hints: dict[str, tuple[str, str]] = {}      # event_id -> (node_id, user_id)
        self.pending: dict[str, tuple[str, str, str]] = {}  # event_id -> (user_id, node_id, snapshot)
        self.node_snapshots: dict[str, str] = {}          # node_id -> snapshot json (graph mode)
        self.node_ids: list[str] = []

    def run(self, cur: storage.Cursor) -> None:
        existing = _pack_is_empty(cur)
        if any(existing.values()):
            held = ", ".join(f"{n} {t}" for t, n in existing.items() if n)
            raise ImportTargetError(
                f"import needs an empty namespace; this one already holds {held}. Import into a new namespace"
            )
        # Marked finished only once nodes and vectors are built: doctor reports one cut short.
        self.started_at = to_db_time(utcnow())
        cur.execute("INSERT INTO import_runs VALUES (?, NULL)", [self.started_at])
        buffers: dict[str, list] = {k: [] for k in _KINDS}
        flushers: dict[str, Callable[[storage.Cursor, list], object]] = {
            "event": self._flush_events, "node": lambda c, b: storage.insert_nodes(c, b),
            "edge": _insert_edges, "operation": _insert_operations, "pending": lambda c, b: None,
            "capture": self._flush_captures,
        }
        events_only_nodes: list[tuple[Event, str]] = []
        done = 0
        for lineno, kind, record in read_export(self.path):
            where = f"{self.path.name} line {lineno}"
            if kind == "header":
                _check_header(record, where)
                self.with_graph = record.get("with_graph", False)
                continue
            item = self._parse(kind, record, where)
            if kind == "event":
                node_id = record.get("node_id")
                if node_id is not None and not isinstance(node_id, str):
                    raise ExportFormatError(f"{where}: node_id must be a string")
                self.hints[str(item.id)] = (node_id or derived_node_id(str(item.id)), item.user_id)
                if not self.with_graph:
                    events_only_nodes.append((item, self.hints[str(item.id)][0]))
            buffers[kind].append(item)
            self.counts[kind] += 1
            done += 1
            if len(buffers[kind]) >= _BATCH:
                flushers[kind](cur, buffers[kind])
                buffers[kind] = []
                report_progress(self.progress, "import rows", done, None)
        for kind in _KINDS:
            if buffers[kind]:
                flushers[kind](cur, buffers[kind])
        report_progress(self.progress, "import rows", done, done)
        now = utcnow()
        if self.with_graph:
            jobs = []
            for event_id, (node_id, user_id) in self.hints.items():
                waiting = self.pending.get(event_id)
                if waiting is not None:
                    jobs.append((event_id, waiting[0], waiting[1], waiting[2], "pending"))
                elif node_id in self.node_snapshots:
                    jobs.append((event_id, user_id, node_id, self.node_snapshots[node_id], "complete"))
            _insert_jobs(cur, jobs, now)
        else:
            builder = self.engine
            jobs = []
            for event, node_id in events_only_nodes:
                node = builder._node_for_event(event, text=event.content).model_copy(update={"id": uuid.UUID(node_id)})
                jobs.append((str(event.id), event.user_id, node_id, node.model_dump_json(), "pending"))
            _insert_jobs(cur, jobs, now)
            if self.provider is not None and events_only_nodes:
                from engine.extraction import jobs as extraction_jobs

                extraction_jobs.insert_jobs(
                    cur, [(e.id, e.user_id, e.scope.value) for e, _ in events_only_nodes],
                    self.provider.name, self.provider.model, now,
                )

    def _flush_events(self, cur: storage.Cursor, events: list[Event]) -> None:
        _insert_events(cur, events)

    def _flush_captures(self, cur: storage.Cursor, captures: list[dict]) -> None:
        cur.executemany(
            "INSERT INTO captures VALUES (?, ?, ?, ?) ON CONFLICT (content_hash) DO NOTHING",
            [[c["content_hash"], c["source_name"], json.dumps(c["event_ids"]), to_db_time(c["created_at"])]
             for c in captures],
        )

    def _parse(self, kind: str, record: dict, where: str) -> Any:
        if kind == "event":
            body = {k: v for k, v in record.items() if k != "node_id"}
            event = _model(Event, body, where)
            if event.content_hash != content_sha256(event.content):
                raise ExportFormatError(f"{where}: content_hash does not match the content (the line was edited)")
            return event
        if kind == "node":
            node = _model(MemoryNode, record, where)
            self.node_snapshots[str(node.id)] = node.model_dump_json()
            self.node_ids.append(str(node.id))
            return node
        if kind == "edge":
            return _model(MemoryEdge, record, where)
        if kind == "operation":
            op = _model(OperationRecord, record, where)
            if operation_checksum(op) != op.checksum:
                self.altered.append(str(op.id))
            return op
        if kind == "pending":
            try:
                event_id, user_id, node_id = str(uuid.UUID(record["event_id"])), record["user_id"], str(uuid.UUID(record["node_id"]))
                node = MemoryNode.model_validate(record["snapshot"])
                validation.user_id(user_id)
            except Exception:  # noqa: BLE001 - any malformed field is a format error
                raise ExportFormatError(f"{where}: invalid pending materialization record") from None
            if str(node.id) != node_id or [str(e) for e in node.evidence_refs] != [event_id]:
                raise ExportFormatError(
                    f"{where}: the pending record's snapshot must be node {node_id} with evidence_refs [{event_id}]"
                )
            snapshot = node.model_dump_json()
            self.pending[event_id] = (user_id, node_id, snapshot)
            return record
        if kind == "capture":
            if not isinstance(record.get("content_hash"), str) or not isinstance(record.get("event_ids"), list):
                raise ExportFormatError(f"{where}: invalid capture record")
            return {
                "content_hash": record["content_hash"], "source_name": str(record.get("source_name") or ""),
                "event_ids": [str(e) for e in record["event_ids"]],
                "created_at": _parse_ts(record.get("created_at"), where, "created_at") or utcnow(),
            }
        raise ExportFormatError(f"{where}: unknown kind {kind!r}")


# --- the engine mixin ---------------------------------------------------------------------

class PortabilityOperations(EngineState):
    """export_jsonl / import_jsonl, as MemoryEngine methods."""

    async def export_jsonl(
        self, path: str | os.PathLike[str], *, with_graph: bool = False, user_id: str | None = None,
        overwrite: bool = False, progress: ProgressCallback | None = None,
    ) -> ExportResult:
        """Write this pack (or one user's part) to ``path`` as prme-export JSONL. CLEAR TEXT.

        ``path`` must be named by the user; it is created 0600 and never overwritten
        unless ``overwrite``. A failure leaves no partial file.
        """
        manifest = dict(self.manifest)
        return await self._db.read(
            write_export, Path(path).expanduser(), with_graph=with_graph, user_id=user_id, manifest=manifest,
            overwrite=overwrite, progress=progress,
        )

    async def import_jsonl(
        self, path: str | os.PathLike[str], *, extract: bool = False, progress: ProgressCallback | None = None
    ) -> ImportResult:
        """Rebuild this (empty) pack from a prme-export file, keeping every id.

        Rows go in as one transaction (a bad line leaves the pack as it was); then
        nodes and both indexes are built, with progress reported as ``import nodes``.
        With ``extract`` an events-only file is also run through extraction again
        (its extracted nodes get new ids; a graph export already holds them).
        """
        self._check_writable()
        started = time.monotonic()
        path = Path(path).expanduser()
        if not path.is_file():
            raise FileNotFoundError(f"no export file at {path}")
        provider = self._extraction_provider() if extract else None
        await asyncio.to_thread(validate_export, path, progress)
        importer = _Importer(self, path, progress, provider)
        await self._db.write(importer.run)
        built = 0
        if importer.with_graph:
            # The graph comes back as it was, pending work included (process_pending() finishes it).
            if importer.node_ids:
                built += await self._embed_nodes(sorted(importer.node_ids), progress=progress, stage="import nodes")
        else:
            built += await self._drain_pending(progress, stage="import nodes")
            if provider is not None:
                await self._drain_extractions(importer.counts["event"], progress)
        # Finished once every memory it brought is searchable by meaning too (the background
        # embedder writes their vectors): a namespace made by an import is whole or undone.
        await self._indexes.drain()
        await self._db.write(
            lambda cur: cur.execute(
                "UPDATE import_runs SET finished_at = ? WHERE started_at = ?", [to_db_time(utcnow()), importer.started_at]
            )
        )
        return ImportResult(
            path=str(path), counts={k: v for k, v in importer.counts.items() if v}, nodes_built=built,
            seconds=round(time.monotonic() - started, 3), with_graph=importer.with_graph,
            altered_operations=importer.altered, pending=len(importer.pending),
        )

    async def _drain_pending(self, progress: ProgressCallback | None, *, stage: str) -> int:
        """process_pending() until nothing is left (or nothing moves)."""
        built = 0
        total = await self._db.read(
            lambda cur: scalar(cur.execute("SELECT count(*) FROM materialization_jobs WHERE status = 'pending'"))
        )
        if not total:
            return 0
        while True:
            result = await self.process_pending(budget_ms=2000)
            built += result.processed
            report_progress(progress, stage, built, total)
            if result.pending == 0 or result.processed == 0:
                return built

    async def _drain_extractions(self, total: int, progress: ProgressCallback | None) -> None:
        done = 0
        while True:
            result = await self.process_extractions(limit=100, budget_ms=5000)
            done += result.processed
            report_progress(progress, "import extraction", min(done, total), total)
            if (result.pending == 0 and result.running == 0) or result.processed == 0:
                return

    async def _embed_nodes(
        self, node_ids: Sequence[str], *, progress: ProgressCallback | None = None, stage: str = "embedding"
    ) -> int:
        """Give the listed nodes their vector rows and index entries (prepare -> write -> publish)."""
        done = 0
        total = len(node_ids)
        for start in range(0, total, _EMBED_BATCH):
            chunk = list(node_ids[start:start + _EMBED_BATCH])
            nodes = await self._db.read(storage.get_nodes, chunk)
            nodes = [n for n in nodes if n.content and n.content.strip()]
            nodes.sort(key=lambda n: str(n.id))
            if nodes:
                prepared = await self._indexes.prepare(nodes)
                await self._db.write(self._write_imported, prepared)
                self._indexes.publish(prepared)
            done += len(chunk)
            report_progress(progress, stage, done, total)
        return done

    def _write_imported(self, cur: storage.Cursor, prepared: Any) -> None:
        """Index rows, and the slots the update check reads later memories against (the
        imported graph keeps the lifecycle decisions it already holds)."""
        self._indexes.write(cur, prepared)
        record_in_transaction(cur, prepared.nodes, owner_names=self.config.owner_names)
