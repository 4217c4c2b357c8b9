"""doctor(): what is checked in a pack and how each finding is worded.

``DoctorChecks`` runs the read-only SQL checks on one reader cursor, each in its own
read transaction so a damaged table cannot abort the checks after it;
``live_index_findings`` compares the engine's in-memory indexes with what the tables
say they should hold; ``closed_pack_findings`` says what can be seen of a pack file
without opening it. :class:`engine.maintenance.operations.MaintenanceOperations`
runs them on an open engine.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import duckdb
import numpy as np
from usearch.index import Index

from engine import audit, integrity, schema
from engine import pack as packs
from engine.maintenance.pack_copy import abandoned_copies
from engine.schema import scalar
from engine.search_indexes import has_lexical_document, read_snapshot_rows
from engine.types import ACTIVE_STATE_VALUES
from engine.write_journal import holds_records, journal_dir

if TYPE_CHECKING:
    from engine.search_indexes import SearchIndexes


Severity = Literal["ok", "warning", "problem"]


@dataclass
class Finding:
    check: str
    status: Severity
    message: str
    details: dict[str, Any] = field(default_factory=dict)


@dataclass
class DoctorReport:
    pack: str
    findings: list[Finding] = field(default_factory=list)

    def add(self, check: str, status: Severity, message: str, **details: Any) -> None:
        self.findings.append(Finding(check, status, message, details))

    @property
    def problems(self) -> list[Finding]:
        return [f for f in self.findings if f.status == "problem"]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.status == "warning"]

    @property
    def ok(self) -> bool:
        """True when nothing is wrong (warnings allowed)."""
        return not self.problems

    def to_dict(self) -> dict:
        return {"pack": self.pack, "ok": self.ok, "findings": [asdict(f) for f in self.findings]}

    def render(self) -> str:
        marks = {"ok": "ok     ", "warning": "WARNING", "problem": "PROBLEM"}
        lines = [f"{marks[f.status]}  {f.check}: {f.message}" for f in self.findings]
        verdict = (
            f"{len(self.problems)} problem(s), {len(self.warnings)} warning(s)" if self.findings else "nothing checked"
        )
        return "\n".join(lines + [verdict])


def closed_pack_findings(path: Path) -> list[Finding]:
    """What can be said about a pack file before it is opened (a WAL beside it)."""
    path = Path(path)
    out: list[Finding] = []
    if not path.exists():
        out.append(Finding("file", "problem", f"{path.name} does not exist"))
        return out
    wal = packs.wal_path(path)
    if wal.exists() and not packs.is_open_in_process(path):
        out.append(Finding(
            "wal", "warning",
            f"{wal.name} lies beside the pack: it is open in another process or was not closed cleanly "
            "(opening it replays the log)", {"wal_bytes": wal.stat().st_size},
        ))
    journal = journal_dir(path)
    if holds_records(path) and not packs.is_open_in_process(path):
        out.append(Finding(
            "journal", "warning",
            f"{journal.name} lies beside the pack: stores a killed process acknowledged; opening the pack applies "
            "them", {"segments": len(list(journal.iterdir()))},
        ))
    out += _leftover_findings(path)
    return out


def _leftover_findings(path: Path) -> list[Finding]:
    """Files beside the packs that nothing will open: a WAL whose pack is gone (it may hold
    acknowledged writes) and copies an interrupted compact or rekey left behind."""
    out = []
    for wal in sorted(path.parent.glob("*.prme.wal")):
        if not wal.with_name(wal.name[: -len(".wal")]).exists():
            out.append(Finding(
                "leftovers", "problem",
                f"{wal.name} has no pack beside it and may hold its last writes; put that pack back beside it "
                "(and prme ns adopt it) before removing the .wal", {"file": wal.name},
            ))
    for copy in abandoned_copies(path):
        out.append(Finding(
            "leftovers", "warning",
            f"{copy.name} is a copy an interrupted compact or rekey left; the next compact or rekey removes it",
            {"file": copy.name},
        ))
    return out


def _expected_lexical_ids(cur) -> set[str]:
    rows = cur.execute(
        "SELECT id, node_type, source_type, content FROM nodes WHERE lifecycle_state IN (SELECT unnest(?::VARCHAR[]))",
        [list(ACTIVE_STATE_VALUES)],
    ).fetchall()
    return {str(i) for i, t, s, c in rows if has_lexical_document(t, s, c)}


def _sample(ids: set | list, n: int = 5) -> list[str]:
    return sorted(str(i) for i in ids)[:n]


class DoctorChecks:
    """The read-only SQL checks; each appends findings. Runs on a reader thread."""

    def __init__(self, report: DoctorReport, *, model: str, dimension: int, unsaved: bool = False) -> None:
        self.report = report
        self.model = model
        self.dimension = dimension
        # The open engine holds vector changes it writes to the snapshot on close:
        # a snapshot behind the payload tables is then expected, not a finding.
        self.unsaved = unsaved

    def __call__(self, cur) -> dict:
        seen: dict[str, Any] = {"active_keys": None, "expected_lexical": None}
        checks = [
            ("tables", self.tables), ("manifest", self.manifest), ("vector payloads", self.vector_rows),
            ("vector snapshot", lambda c: seen.__setitem__("active_keys", self.snapshot(c))),
            ("lexical index", lambda c: seen.__setitem__("expected_lexical", _expected_lexical_ids(c))),
            ("pending jobs", self.jobs), ("references", self.references), ("import", self.imports),
        ]
        for name, check in checks:
            run_check(self.report, name, check, cur)
        return seen

    def imports(self, cur) -> None:
        unfinished = cur.execute(
            "SELECT count(*), min(started_at) FROM import_runs WHERE finished_at IS NULL"
        ).fetchone()
        if unfinished[0]:
            self.report.add(
                "import", "problem",
                f"an import started {unfinished[1]:%Y-%m-%d %H:%M} UTC did not finish: some memories may have no "
                "node or vector yet; prme rebuild completes it",
            )

    def tables(self, cur) -> None:
        present = {r[0] for r in cur.execute(
            "SELECT table_name FROM duckdb_tables() WHERE database_name = current_database()"
        ).fetchall()}
        missing = [t for t in (*schema.REQUIRED_TABLES, "schema_version") if t not in present]
        version = schema.schema_version(cur)
        if missing:
            self.report.add("tables", "problem", f"missing table(s): {', '.join(missing)}", missing=missing)
        elif version != len(schema.MIGRATIONS):
            self.report.add("tables", "problem", f"schema version {version}, expected {len(schema.MIGRATIONS)}")
        else:
            self.report.add("tables", "ok", f"{len(schema.REQUIRED_TABLES)} required tables, schema version {version}")

    def manifest(self, cur) -> None:
        m = schema.read_manifest(cur)
        if not m:
            self.report.add("manifest", "problem", "the manifest row is missing")
            return
        if m["format_version"] != schema.FORMAT_VERSION:
            self.report.add("manifest", "problem", f"pack format {m['format_version']}, this engine writes "
                            f"{schema.FORMAT_VERSION}")
        elif m["embedding_model"] != self.model or m["embedding_dimension"] != self.dimension:
            self.report.add(
                "manifest", "warning",
                f"vectors were built with {m['embedding_model']} ({m['embedding_dimension']}d) but the engine is "
                f"configured for {self.model} ({self.dimension}d): writes are refused; prme rebuild re-embeds",
            )
        else:
            self.report.add("manifest", "ok", f"format {m['format_version']}, engine {m['engine_version']}, "
                            f"{m['embedding_model']} ({m['embedding_dimension']}d)")

    def vector_rows(self, cur) -> None:
        missing = scalar(cur.execute(
            "SELECT count(*) FROM nodes n WHERE lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
            "AND trim(content) <> '' AND NOT EXISTS (SELECT 1 FROM vector_metadata m WHERE m.node_id = n.id)",
            [list(ACTIVE_STATE_VALUES)],
        ))
        orphan_meta = scalar(cur.execute(
            "SELECT count(*) FROM vector_metadata m WHERE NOT EXISTS (SELECT 1 FROM vector_payloads p WHERE p.key = m.key)"
        ))
        bad_size = scalar(cur.execute(
            "SELECT count(*) FROM vector_payloads WHERE octet_length(vector) <> ?", [self.dimension * 4]
        ))
        models = dict(cur.execute("SELECT model, count(*) FROM vector_payloads GROUP BY model").fetchall())
        other = {m: n for m, n in models.items() if m != self.model}
        problems = []
        if missing:
            problems.append(f"{missing} active node(s) have no vector")
        if orphan_meta:
            problems.append(f"{orphan_meta} vector key(s) have no payload")
        if bad_size:
            problems.append(f"{bad_size} payload(s) are not {self.dimension}-dimensional")
        if problems:
            self.report.add("vector payloads", "problem", "; ".join(problems) + "; prme rebuild repairs them",
                            nodes_without_vector=missing, keys_without_payload=orphan_meta, wrong_size=bad_size)
        elif other:
            self.report.add("vector payloads", "warning", f"payloads from another model: {other}")
        else:
            self.report.add("vector payloads", "ok", f"{sum(models.values())} vector payload(s), every node with text has its own")

    def snapshot(self, cur) -> set[int]:
        active = {int(k) for (k,) in cur.execute(
            "SELECT m.key FROM vector_metadata m JOIN nodes n ON n.id = m.node_id "
            "WHERE n.lifecycle_state IN (SELECT unnest(?::VARCHAR[]))", [list(ACTIVE_STATE_VALUES)],
        ).fetchall()}
        try:
            row = read_snapshot_rows(cur)
        except ValueError as exc:
            self.report.add("vector snapshot", "problem", f"{exc}; vectors are restored from payloads on each open; "
                            "prme rebuild rewrites it")
            return active
        if row is None:
            if not active:
                self.report.add("vector snapshot", "ok", "no snapshot row and no vectors yet")
            elif self.unsaved:
                self.report.add("vector snapshot", "ok", "not saved yet: this session's vectors are written on close")
            else:
                self.report.add("vector snapshot", "warning", "no snapshot row: vectors are restored from payloads "
                                "on every open; it is written on close (or by prme rebuild)")
            return active
        dimension, count, data = row.dimension, row.count, row.data
        try:
            index = Index.restore(bytes(data))
            if index is None:
                raise ValueError("not a USearch index")
        except Exception as exc:  # noqa: BLE001 - any unreadable snapshot is the finding
            self.report.add(
                "vector snapshot", "problem",
                f"the snapshot is unreadable ({type(exc).__name__}: {str(exc)[:80]}); vectors are restored from "
                "payloads on each open; prme rebuild rewrites it", bytes=len(data),
            )
            return active
        keys = {int(k) for k in index.keys}
        problems = []
        if index.ndim != dimension or dimension != self.dimension:
            problems.append(f"snapshot dimension {index.ndim} (row says {dimension}, engine {self.dimension})")
        if len(keys) != count:
            problems.append(f"snapshot holds {len(keys)} vectors but its row says {count}")
        if not problems and index.ndim == self.dimension:
            wrong = self._compare_vectors(cur, index, sorted(keys & active))
            if wrong:
                problems.append(f"{len(wrong)} snapshot vector(s) differ from their payloads")
        if problems:
            self.report.add("vector snapshot", "problem", "; ".join(problems) + "; prme rebuild rewrites it")
            return active
        stale_gone = keys - active
        stale_new = active - keys
        if (stale_gone or stale_new) and self.unsaved:
            self.report.add("vector snapshot", "ok", f"{len(keys)} vectors saved; this session's "
                            f"{len(stale_new) + len(stale_gone)} change(s) are written on close")
        elif stale_gone or stale_new:
            self.report.add(
                "vector snapshot", "warning",
                f"snapshot is behind the payload tables ({len(stale_new)} vector(s) newer, {len(stale_gone)} "
                "retired since it was saved); it is reconciled on open and rewritten on close",
                newer=len(stale_new), retired=len(stale_gone),
            )
        else:
            self.report.add("vector snapshot", "ok", f"{len(keys)} vectors, matching the payload tables")
        return active

    def _compare_vectors(self, cur, index, keys: list[int], batch: int = 5000) -> list[int]:
        wrong: list[int] = []
        for start in range(0, len(keys), batch):
            chunk = keys[start:start + batch]
            rows = cur.execute(
                "SELECT key, vector FROM vector_payloads WHERE key IN (SELECT unnest(?::BIGINT[])) ORDER BY key", [chunk]
            ).fetchall()
            if not rows:
                continue
            ks = [int(k) for k, _ in rows]
            stored = np.stack([np.frombuffer(v, dtype=np.float32) for _, v in rows])
            snap = np.asarray(index.get(np.array(ks, dtype=np.uint64), dtype=np.float32), dtype=np.float32)
            snap = snap.reshape(len(ks), -1)
            # USearch may normalise for cosine: compare directions, not raw values.
            a = stored / np.maximum(np.linalg.norm(stored, axis=1, keepdims=True), 1e-12)
            b = snap / np.maximum(np.linalg.norm(snap, axis=1, keepdims=True), 1e-12)
            bad = ~np.isfinite(b).all(axis=1) | (np.abs(a - b).max(axis=1) > 1e-3)
            wrong += [k for k, flag in zip(ks, bad) if flag]
        return wrong

    def jobs(self, cur) -> None:
        pending, failing = cur.execute(
            "SELECT count(*), count(*) FILTER (WHERE last_error IS NOT NULL) FROM materialization_jobs "
            "WHERE status = 'pending'"
        ).fetchone()
        extraction = dict(cur.execute("SELECT status, count(*) FROM extraction_jobs GROUP BY status").fetchall())
        waiting = {k: v for k, v in extraction.items() if k not in ("complete", "completed")}
        parts = []
        if pending:
            parts.append(f"{pending} event(s) waiting to become nodes ({failing} failing)")
        if waiting:
            parts.append("extraction jobs " + ", ".join(f"{v} {k}" for k, v in sorted(waiting.items())))
        if parts:
            self.report.add("pending jobs", "warning", "; ".join(parts) + "; process them in the app (Extraction pane 5, "
                            "key p) or with `prme extractions NAMESPACE --process`; `prme serve NAMESPACE` also "
                            "builds waiting events", materialization_pending=pending, materialization_failing=failing,
                            extraction=waiting)
        else:
            self.report.add("pending jobs", "ok", "no pending or failed jobs")

    def references(self, cur) -> None:
        dangling_edges = scalar(cur.execute(
            "SELECT count(*) FROM edges e WHERE NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id = e.source_id) "
            "OR NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id = e.target_id)"
        ))
        dangling_evidence = scalar(cur.execute(
            "SELECT count(*) FROM (SELECT unnest(from_json(evidence_refs, '[\"VARCHAR\"]')) AS ref FROM nodes) r "
            "WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id::VARCHAR = r.ref) "
            "AND NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id::VARCHAR = r.ref)"
        ))
        if dangling_edges or dangling_evidence:
            self.report.add("references", "warning",
                            f"{dangling_edges} edge(s) name a missing node; {dangling_evidence} evidence "
                            "reference(s) name a missing event", edges=dangling_edges, evidence=dangling_evidence)
        else:
            self.report.add("references", "ok", "every edge and evidence reference resolves")


def run_check(report: DoctorReport, name: str, check: Any, cur) -> None:
    """One check in its own read transaction: a failure (out of memory, a damaged table) is
    reported as that check's problem and cannot abort the transaction of the checks after it."""
    try:
        cur.execute("BEGIN TRANSACTION")
    except duckdb.Error:
        cur.execute("ROLLBACK")
        cur.execute("BEGIN TRANSACTION")
    try:
        check(cur)
    except (duckdb.Error, MemoryError) as exc:  # a damaged pack: report it, keep checking the rest
        report.add(name, "problem", f"could not be checked ({' '.join(str(exc).split())[:200]})")
    finally:
        try:
            cur.execute("COMMIT")
        except duckdb.Error:
            try:
                cur.execute("ROLLBACK")
            except duckdb.Error:
                pass


def integrity_finding(report: DoctorReport, cur, sealer: Any) -> None:
    """Tamper evidence: each event's and node's keyed checksum, the operation chain, the sealed counts."""
    result = integrity.verify(cur, sealer)
    keyed = "keyed with the pack key" if result.keyed else "not keyed: the pack is not encrypted"
    upgraded = ""
    if result.origin == integrity.ORIGIN_UPGRADED and result.sealed_at is not None:
        upgraded = "; history before this pack was first sealed cannot be checked"
    if result.breaks:
        first = result.breaks[0]
        report.add(
            "tamper evidence", "problem",
            "the pack was altered outside prme: " + "; ".join(b.describe() for b in result.breaks),
            first_table=first.table, first_row=first.row, breaks=[asdict(b) for b in result.breaks],
        )
    else:
        counts = result.checked or {}
        report.add(
            "tamper evidence", "ok",
            f"{counts.get('events', 0)} event(s), {counts.get('nodes', 0)} node(s) and {counts.get('operations', 0)} "
            f"operation(s) match their sealed checksums and chain ({keyed}{upgraded})",
            origin=result.origin,
        )


def operations_finding(report: DoctorReport, cur) -> None:
    result = audit.audit_pack(cur)
    corrupted = [{"seq": c.seq, "id": c.id, "op_type": c.op_type, "problem": c.problem} for c in result.corrupted]
    checked, mismatches = result.checked, result.mismatch_count
    n_bad = result.corrupted_count
    if n_bad:
        first = ", ".join(f"#{c['seq']} {c['op_type']}" for c in corrupted[:5])
        report.add("operations", "problem",
                   f"{n_bad} of {checked} operation record(s) fail their checksum (altered after they were "
                   f"written): {first}", corrupted=corrupted[:50])
    elif mismatches:
        report.add("operations", "problem",
                   f"{mismatches} node(s) are not in the state their latest operation recorded", checked=checked)
    else:
        report.add("operations", "ok", f"{checked} operation record(s) verified")


def live_index_findings(
    report: DoctorReport, indexes: SearchIndexes, active_keys: set[int] | None, expected_lexical: set[str] | None
) -> None:
    """The in-memory vector and lexical indexes against the active nodes the checks read."""
    vectors = indexes.vectors
    if active_keys is not None:
        live = set(vectors.keys())
        if live == active_keys:
            report.add("vector index", "ok", f"{len(live)} vectors in memory, one per active node with a vector")
        else:
            report.add("vector index", "problem",
                       f"in-memory vector index differs from the payload tables ({len(active_keys - live)} "
                       f"missing, {len(live - active_keys)} extra); prme rebuild reloads it",
                       missing=_sample(active_keys - live), extra=_sample(live - active_keys))
    try:
        lexical = indexes.lexical
    except (AttributeError, AssertionError):
        lexical = None
    if lexical is not None and expected_lexical is not None:
        docs = lexical.doc_ids()
        if docs == expected_lexical:
            report.add("lexical index", "ok", f"{len(docs)} documents, one per active node with text")
        else:
            report.add("lexical index", "problem",
                       f"lexical index differs from the active nodes ({len(expected_lexical - docs)} missing, "
                       f"{len(docs - expected_lexical)} extra); prme rebuild rebuilds it",
                       missing=_sample(expected_lexical - docs), extra=_sample(docs - expected_lexical))
