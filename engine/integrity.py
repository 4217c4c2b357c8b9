"""Tamper evidence: keyed checksums on every event and node row, a keyed hash chain
over the operation log, and a sealed record of how many rows each holds.

The MAC key is random, made when the pack is first sealed, and stored in the pack
wrapped (AES-GCM) under a key derived with HKDF from the pack key: it cannot be
recomputed without the pack key, and a rekey only rewraps it. Every write transaction
that adds or changes an event, node or operation seals those rows and advances the
sealed counts and chain head before it commits (``Database`` drives this).

Each row's checksum is a few short MACs, one per group of fields (content, owner,
state, ...), so a check can name what differs without ever showing a value.
A plain (unencrypted) pack has no key to derive from: its seal detects edits made
without this code, not forgeries.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any, Iterator, Sequence
from uuid import UUID

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from engine.errors import IntegrityError
from engine.schema import scalar

_WRAP_INFO = b"prme-integrity-wrap-v1"
_WRAP_AAD = b"prme-integrity-key"
_GROUP_HEX = 16  # 64-bit MAC per field group: ample to detect an edit, short to store
GENESIS = "0" * 64

EVENT_FIELDS = (
    "id", "user_id", "session_id", "scope", "role", "content", "content_hash", "metadata", "timestamp",
    "event_time", "created_at",
)
NODE_FIELDS = (
    "id", "user_id", "session_id", "scope", "node_type", "content", "metadata", "confidence", "salience",
    "epistemic_type", "source_type", "lifecycle_state", "valid_from", "valid_to", "superseded_by",
    "evidence_refs", "event_time", "expires_at", "reinforcement_boost", "created_at", "updated_at",
)
# (name reported when it differs, fields). Every field is in exactly one group.
GROUPS = {
    "events": (
        ("content", ("role", "content", "content_hash")),
        ("user", ("user_id", "session_id", "scope")),
        ("time", ("timestamp", "event_time", "created_at")),
        ("metadata", ("metadata",)),
    ),
    "nodes": (
        ("content", ("node_type", "content")),
        ("user", ("user_id", "session_id", "scope")),
        ("confidence", ("confidence", "salience", "reinforcement_boost")),
        ("state", ("lifecycle_state", "superseded_by")),
        ("validity", ("valid_from", "valid_to", "event_time", "expires_at")),
        ("provenance", ("epistemic_type", "source_type", "evidence_refs", "metadata")),
        ("time", ("created_at", "updated_at")),
    ),
}
FIELDS = {"events": EVENT_FIELDS, "nodes": NODE_FIELDS}

ORIGIN_CREATED = "created"
ORIGIN_UPGRADED = "sealed on first open after upgrade"


def wrapping_key(pack_key_hex: str | None) -> bytes:
    """The key that wraps the pack's MAC key, derived from the pack key (HKDF-SHA256)."""
    material = bytes.fromhex(pack_key_hex) if pack_key_hex else b"\0" * 32
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_WRAP_INFO).derive(material)


def wrap(mac_key: bytes, wrapping: bytes) -> bytes:
    nonce = secrets.token_bytes(12)
    return nonce + AESGCM(wrapping).encrypt(nonce, mac_key, _WRAP_AAD)


def unwrap(blob: bytes, wrapping: bytes) -> bytes:
    try:
        return AESGCM(wrapping).decrypt(bytes(blob[:12]), bytes(blob[12:]), _WRAP_AAD)
    except (InvalidTag, ValueError):
        raise IntegrityError("the pack's integrity key does not open with this pack key (it was replaced)") from None


def rewrap(blob: bytes, old_hex: str | None, new_hex: str | None) -> bytes:
    """The wrapped MAC key re-wrapped for a new pack key (rekey)."""
    return wrap(unwrap(blob, wrapping_key(old_hex)), wrapping_key(new_hex))


# --- canonical values and MACs ------------------------------------------------------------

def _norm(value: Any) -> Any:
    """One text form for a value whether it comes from Python params or a DuckDB row."""
    if value is None or isinstance(value, (str, bool)):
        return value
    if isinstance(value, (int, float)):
        return repr(float(value))
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            value = value.astimezone(timezone.utc).replace(tzinfo=None)
        return value.isoformat()
    if isinstance(value, UUID):
        return str(value)
    return str(value)


def _mac(key: bytes, *parts: str) -> str:
    return hmac.new(key, "\x1f".join(parts).encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()


def row_mac(key: bytes, table: str, row: dict[str, Any]) -> str:
    """The sealed checksum of one row: one short MAC per field group, bound to the row's id."""
    rid = _norm(row["id"])
    return ".".join(
        _mac(key, table, rid, name, json.dumps([_norm(row[f]) for f in fields], ensure_ascii=False))[:_GROUP_HEX]
        for name, fields in GROUPS[table]
    )


def differing_groups(key: bytes, table: str, row: dict[str, Any], stored: str | None) -> list[str]:
    """Names of the field groups whose MAC no longer matches (all of them when unsealed)."""
    names = [name for name, _ in GROUPS[table]]
    if not stored:
        return ["checksum missing"]
    expected = row_mac(key, table, row).split(".")
    got = stored.split(".")
    if len(got) != len(expected):
        return ["checksum malformed"]
    return [n for n, a, b in zip(names, expected, got) if not hmac.compare_digest(a, b)]


def chain_mac(key: bytes, previous: str, body: str) -> str:
    return _mac(key, "operation", previous, body)


@dataclass(frozen=True)
class SealState:
    events: int
    nodes: int
    operations: int
    head: str

    def mac(self, key: bytes) -> str:
        return _mac(key, "state", str(self.events), str(self.nodes), str(self.operations), self.head)


# --- the per-pack sealer and its write transactions -----------------------------------------

class Sealer:
    """The MAC key and sealed state of one open pack, shared by its engines in this process.

    Its lock serializes write transactions of every engine on the pack, so the cached
    state is always the committed one.
    """

    def __init__(self, pack_key_hex: str | None) -> None:
        self.keyed = pack_key_hex is not None
        self._wrapping = wrapping_key(pack_key_hex)
        self.lock = threading.RLock()
        self.key: bytes | None = None
        self.state: SealState | None = None

    def load(self, cur: Any) -> None:
        row = cur.execute(
            "SELECT wrapped_key, events, nodes, operations, head, seal FROM integrity WHERE id = 1"
        ).fetchone()
        if row is None:
            raise IntegrityError(
                "this pack's integrity record is missing (it was removed or the pack was altered); writes are "
                "refused: run prme doctor, then export and import into a new namespace"
            )
        key = unwrap(row[0], self._wrapping)
        state = SealState(int(row[1]), int(row[2]), int(row[3]), row[4])
        self.key, self.state = key, state

    def new_record(self, cur: Any, origin: str) -> None:
        """Create the integrity record with a fresh MAC key and zero counts (inside a transaction)."""
        key = secrets.token_bytes(32)
        state = SealState(0, 0, 0, GENESIS)
        cur.execute(
            "INSERT INTO integrity VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [wrap(key, self._wrapping), self.keyed, 0, 0, 0, GENESIS, state.mac(key), origin,
             datetime.now(timezone.utc).replace(tzinfo=None)],
        )
        self.key, self.state = key, state


class SealTransaction:
    """What one write transaction adds to the seal; written by :meth:`flush` before COMMIT."""

    def __init__(self, sealer: Sealer) -> None:
        self.sealer = sealer
        self.state: SealState | None = None

    def _ready(self, cur: Any) -> tuple[bytes, SealState]:
        if self.state is None:
            if self.sealer.key is None:
                self.sealer.load(cur)
            self.state = self.sealer.state
        return self.sealer.key, self.state  # type: ignore[return-value]

    def macs(self, cur: Any, table: str, rows: Sequence[dict[str, Any]]) -> list[str]:
        key, _ = self._ready(cur)
        return [row_mac(key, table, r) for r in rows]

    def added(self, cur: Any, table: str, n: int) -> None:
        _, state = self._ready(cur)
        self.state = replace(state, **{table: getattr(state, table) + n})

    def chain(self, cur: Any, bodies: Sequence[str]) -> list[str]:
        key, state = self._ready(cur)
        head, out = state.head, []
        for body in bodies:
            head = chain_mac(key, head, body)
            out.append(head)
        self.state = replace(state, operations=state.operations + len(bodies), head=head)
        return out

    def flush(self, cur: Any) -> None:
        if self.state is None or self.state == self.sealer.state:
            return
        s, key = self.state, self.sealer.key
        assert key is not None  # set by _ready() before any state change
        cur.execute(
            "UPDATE integrity SET events = ?, nodes = ?, operations = ?, head = ?, seal = ?, sealed_at = ? WHERE id = 1",
            [s.events, s.nodes, s.operations, s.head, s.mac(key),
             datetime.now(timezone.utc).replace(tzinfo=None)],
        )

    def committed(self) -> None:
        if self.state is not None:
            self.sealer.state = self.state


_local = threading.local()


@contextmanager
def transaction(sealer: Sealer | None) -> Iterator[SealTransaction | None]:
    """Hold the pack's write lock and make this thread's writes seal into one SealTransaction."""
    if sealer is None:
        yield None
        return
    with sealer.lock:
        tx = SealTransaction(sealer)
        previous = getattr(_local, "tx", None)
        _local.tx = tx
        try:
            yield tx
        finally:
            _local.tx = previous


def current() -> SealTransaction:
    tx = getattr(_local, "tx", None)
    if tx is None:
        raise IntegrityError("an event, node or operation was written outside a sealed transaction")
    return tx


# --- hooks the storage functions call ------------------------------------------------------------

def seal_rows(cur: Any, table: str, rows: Sequence[dict[str, Any]]) -> list[str]:
    return current().macs(cur, table, rows)


def count_added(cur: Any, table: str, n: int) -> None:
    if n:
        current().added(cur, table, n)


def chain_operations(cur: Any, bodies: Sequence[str]) -> list[str]:
    return current().chain(cur, bodies)


# --- sealing a pack for the first time ----------------------------------------------------------

def ensure_sealed(cur: Any, sealer: Sealer, *, batch: int = 5000) -> str | None:
    """Give a pack its integrity record on first open; returns the origin when it was made now.

    A pack from before tamper evidence is sealed as it is (its earlier history cannot be
    checked: doctor says so). A pack whose record is missing although rows carry
    checksums is left alone: that is tampering, which doctor reports.
    """
    present = scalar(cur.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE database_name = current_database() AND table_name = 'integrity'"
    ))
    if not present or scalar(cur.execute("SELECT count(*) FROM integrity")):
        return None  # a dropped table is tampering: the pack still opens, and doctor reports it
    sealed = scalar(cur.execute(
        "SELECT (SELECT count(*) FROM events WHERE row_mac IS NOT NULL) + "
        "(SELECT count(*) FROM nodes WHERE row_mac IS NOT NULL) + "
        "(SELECT count(*) FROM operations WHERE chain_mac IS NOT NULL)"
    ))
    if sealed:
        return None
    rows = scalar(cur.execute(
        "SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM nodes) + (SELECT count(*) FROM operations)"
    ))
    origin = ORIGIN_UPGRADED if rows else ORIGIN_CREATED
    cur.execute("BEGIN TRANSACTION")
    try:
        sealer.new_record(cur, origin)
        tx = SealTransaction(sealer)
        for table, fields in FIELDS.items():
            _seal_table(cur, tx, table, fields, batch)
        _seal_operations(cur, tx, batch)
        tx.flush(cur)
        cur.execute("COMMIT")
        tx.committed()
    except BaseException:
        cur.execute("ROLLBACK")
        sealer.key = sealer.state = None
        raise
    return origin


def _seal_table(cur: Any, tx: SealTransaction, table: str, fields: tuple[str, ...], batch: int) -> None:
    import pyarrow as pa
    last = None
    while True:
        where = "" if last is None else "WHERE id > ?"
        rows = cur.execute(
            f"SELECT {', '.join(fields)} FROM {table} {where} ORDER BY id LIMIT ?",
            ([last] if last is not None else []) + [batch],
        ).fetchall()
        if not rows:
            return
        dicts = [dict(zip(fields, r)) for r in rows]
        macs = tx.macs(cur, table, dicts)
        name = f"_seal_{table}"
        cur.register(name, pa.table({"id": [str(d["id"]) for d in dicts], "mac": macs}))
        try:
            cur.execute(f"UPDATE {table} SET row_mac = s.mac FROM {name} s WHERE {table}.id = s.id::UUID")
        finally:
            cur.unregister(name)
        tx.added(cur, table, len(rows))
        last = str(rows[-1][0])


def _seal_operations(cur: Any, tx: SealTransaction, batch: int) -> None:
    import pyarrow as pa
    from engine.audit import OPERATION_COLUMNS, operation_body, operation_from_row

    last = -1
    while True:
        rows = cur.execute(
            f"SELECT {OPERATION_COLUMNS} FROM operations WHERE seq > ? ORDER BY seq LIMIT ?", [last, batch]
        ).fetchall()
        if not rows:
            return
        macs = tx.chain(cur, [operation_body(operation_from_row(r)) for r in rows])
        name = "_seal_operations"
        cur.register(name, pa.table({"seq": [r[1] for r in rows], "mac": macs}))
        try:
            cur.execute(f"UPDATE operations SET chain_mac = s.mac FROM {name} s WHERE operations.seq = s.seq")
        finally:
            cur.unregister(name)
        last = rows[-1][1]


# --- verification (prme doctor, import) -----------------------------------------------------------

@dataclass
class Break:
    """The first row of a table that no longer verifies, and how many do not."""

    table: str
    row: str
    problem: str
    count: int = 1

    def describe(self) -> str:
        more = f" (and {self.count - 1} more)" if self.count > 1 else ""
        return f"{self.table} {self.row}: {self.problem}{more}"


@dataclass
class IntegrityReport:
    keyed: bool = False
    origin: str | None = None
    sealed_at: datetime | None = None
    checked: dict[str, int] = field(default_factory=dict)
    breaks: list[Break] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.breaks


class _Collector:
    def __init__(self) -> None:
        self.breaks: dict[str, Break] = {}

    def add(self, table: str, row: str, problem: str) -> None:
        found = self.breaks.get(table)
        if found is None:
            self.breaks[table] = Break(table, row, problem)
        else:
            found.count += 1


def verify(cur: Any, sealer: Sealer, *, batch: int = 5000) -> IntegrityReport:
    """Check every sealed row, the operation chain and the sealed counts (one snapshot; read only)."""
    report = IntegrityReport(keyed=sealer.keyed)
    found = _Collector()
    present = {r[0] for r in cur.execute(
        "SELECT table_name FROM duckdb_tables() WHERE database_name = current_database()"
    ).fetchall()}
    if "integrity" not in present:
        report.breaks.append(Break("integrity", "record", "the integrity table is missing"))
        return report
    row = cur.execute(
        "SELECT wrapped_key, events, nodes, operations, head, seal, origin, sealed_at FROM integrity WHERE id = 1"
    ).fetchone()
    if row is None:
        report.breaks.append(Break("integrity", "record", "the sealed record of row counts is missing (deleted)"))
        return report
    try:
        key = unwrap(row[0], sealer._wrapping)
    except IntegrityError as exc:
        report.breaks.append(Break("integrity", "record", str(exc)))
        return report
    state = SealState(int(row[1]), int(row[2]), int(row[3]), row[4])
    report.origin, report.sealed_at = row[6], row[7]
    if not hmac.compare_digest(state.mac(key), row[5] or ""):
        found.add("integrity", "record", "the sealed row counts or chain head were changed")
    for table, order in (("events", "seq"), ("nodes", "id")):
        n = _verify_table(cur, key, table, order, found, batch)
        report.checked[table] = n
        _compare_count(cur, table, n, getattr(state, table), found)
    report.checked["operations"] = _verify_chain(cur, key, state, found, batch)
    report.breaks = list(found.breaks.values())
    return report


def _verify_table(cur: Any, key: bytes, table: str, order: str, found: _Collector, batch: int) -> int:
    fields = FIELDS[table]
    columns = ", ".join(fields)
    total = 0
    result = cur.execute(f"SELECT {columns}, row_mac FROM {table} ORDER BY {order}")
    while True:
        rows = result.fetchmany(batch)
        if not rows:
            return total
        for r in rows:
            values = dict(zip(fields, r))
            stored = r[-1]
            if stored and hmac.compare_digest(row_mac(key, table, values), stored):
                continue
            groups = differing_groups(key, table, values, stored)
            what = groups[0] if groups and groups[0].startswith("checksum") else (
                ", ".join(groups) + " differ" + ("s" if len(groups) == 1 else "") + " from what was sealed"
            )
            found.add(table, f"row {_norm(values['id'])}", what)
        total += len(rows)


_MISSING_HINTS = {
    "events": "SELECT event_id FROM materialization_jobs j WHERE NOT EXISTS "
              "(SELECT 1 FROM events e WHERE e.id = j.event_id) ORDER BY created_at LIMIT 1",
    "nodes": "SELECT node_id FROM materialization_jobs j WHERE status = 'complete' AND NOT EXISTS "
             "(SELECT 1 FROM nodes n WHERE n.id = j.node_id) ORDER BY created_at LIMIT 1",
}


def _compare_count(cur: Any, table: str, present: int, sealed: int, found: _Collector) -> None:
    if present == sealed:
        return
    if present < sealed:
        hint = cur.execute(_MISSING_HINTS[table]).fetchone()
        row = f"row {hint[0]}" if hint else "rows"
        found.add(table, row, f"{sealed - present} sealed row(s) were deleted ({present} present, {sealed} sealed)")
    else:
        found.add(table, "rows", f"{present - sealed} row(s) more than were sealed ({present} present, {sealed} sealed)")


def _verify_chain(cur: Any, key: bytes, state: SealState, found: _Collector, batch: int) -> int:
    from engine.audit import OPERATION_COLUMNS, operation_body, operation_from_row

    previous, total = GENESIS, 0
    result = cur.execute(f"SELECT {OPERATION_COLUMNS}, chain_mac FROM operations ORDER BY seq")
    while True:
        rows = result.fetchmany(batch)
        if not rows:
            break
        for r in rows:
            total += 1
            stored = r[-1]
            try:
                record = operation_from_row(r[:-1])
                body = operation_body(record)
            except Exception as exc:  # noqa: BLE001 - an unreadable row is itself the finding
                found.add("operations", f"#{r[1]} {r[0]}", f"unreadable record ({type(exc).__name__})")
                previous = stored or previous
                continue
            if not stored:
                found.add("operations", f"#{r[1]} {r[0]}", "checksum missing (written outside the engine)")
            elif not hmac.compare_digest(chain_mac(key, previous, body), stored):
                from engine.audit import operation_checksum

                if operation_checksum(record) != record.checksum:
                    problem = "the record was changed after it was written"
                else:
                    problem = ("the chain breaks here: the record was changed (its checksum recomputed) "
                               "or a record before it was deleted")
                found.add("operations", f"#{r[1]} {r[0]}", problem)
            previous = stored or previous
    if total < state.operations:
        found.add("operations", "log", f"{state.operations - total} sealed record(s) were deleted "
                  f"({total} present, {state.operations} sealed)")
    elif total > state.operations:
        found.add("operations", "log", f"{total - state.operations} record(s) more than were sealed")
    elif total and not hmac.compare_digest(previous, state.head):
        found.add("operations", "log", "the last sealed record was replaced")
    return total
