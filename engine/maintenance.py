"""Keeping a pack healthy: doctor, rebuild, compact and rekey.

Two kinds of work live here:

* ``MaintenanceOperations`` (a MemoryEngine mixin) works on an OPEN pack:
  ``doctor()`` checks it and ``rebuild()`` rebuilds both derived indexes from the
  durable tables. Export/import and the capture ledger come from
  :class:`engine.portability.PortabilityOperations`.
* ``compact_pack`` / ``rekey_pack`` work on a CLOSED pack file: each copies the
  database with ``COPY FROM DATABASE`` into a fresh hidden file beside it,
  verifies the copy and replaces the original with one rename. Until that rename
  the original is never written, so a failure or a kill leaves it untouched.
  ``compact_namespace`` / ``rekey_namespace`` do the same for a workspace
  namespace, locking it first and unlocking it again when it was open.

Every long call takes ``progress(stage, done, total)`` (``total`` None when
unknown). It is called from whichever thread does the work (for engine methods,
the engine's worker threads), so a UI hands it to its own thread.
"""

from __future__ import annotations

import logging
import os
import secrets
import stat
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

import duckdb
import numpy as np

from engine import pack as packs
from engine import integrity, schema
from engine.errors import ConfigurationError, EncryptionError, IntegrityError, MaintenanceError, PackInUseError
from engine.keys import Secret, derive_pack_key, scrub
from engine.portability import PortabilityOperations, ProgressCallback, _report
from engine.schema import scalar
from engine.search_indexes import read_snapshot_rows
from engine.types import ACTIVE_STATE_VALUES

log = logging.getLogger("prme.maintenance")


Severity = Literal["ok", "warning", "problem"]


# --- doctor -------------------------------------------------------------------------------

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
    for copy in sorted(path.parent.glob(f".{path.name}.{_TEMP_TAG}-*")):
        pid = copy.name.split(f".{_TEMP_TAG}-", 1)[1].split("-", 1)[0]
        if not (pid.isdigit() and int(pid) != os.getpid() and _pid_alive(int(pid))):
            out.append(Finding(
                "leftovers", "warning",
                f"{copy.name} is a copy an interrupted compact or rekey left; the next compact or rekey removes it",
                {"file": copy.name},
            ))
    return out


def _expected_lexical_ids(cur) -> set[str]:
    from engine.search_indexes import has_lexical_document

    rows = cur.execute(
        "SELECT id, node_type, source_type, content FROM nodes WHERE lifecycle_state IN (SELECT unnest(?::VARCHAR[]))",
        [list(ACTIVE_STATE_VALUES)],
    ).fetchall()
    return {str(i) for i, t, s, c in rows if has_lexical_document(t, s, c)}


def _sample(ids: set | list, n: int = 5) -> list[str]:
    return sorted(str(i) for i in ids)[:n]


class _DoctorChecks:
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
        from usearch.index import Index

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


def _operations_finding(report: DoctorReport, cur) -> None:
    from engine import audit

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


@dataclass
class RebuildResult:
    vectors: int
    lexical_documents: int
    embedded: int
    reembedded_model: str | None
    seconds: float

    def to_dict(self) -> dict:
        return asdict(self)


class MaintenanceOperations(PortabilityOperations):
    """doctor() and rebuild() on the open pack (plus export/import from PortabilityOperations)."""

    async def doctor(self, *, progress: ProgressCallback | None = None) -> DoctorReport:
        """Check the open pack; ``report.ok`` is False when anything needs repair.

        Checks: required tables and schema version, the manifest, vector payloads,
        the vector snapshot against the payload tables, the in-memory vector and
        lexical indexes against the active nodes, pending jobs, references and every
        operation record's checksum.
        """
        report = DoctorReport(pack=str(self.config.pack_path))
        cfg = self.config.embedding
        _report(progress, "doctor: tables and vectors", 0, 3)
        unsaved = self._indexes.unsaved_changes
        seen = await self._db.read(
            _DoctorChecks(report, model=cfg.model_name, dimension=cfg.dimension, unsaved=unsaved)
        )
        _report(progress, "doctor: indexes", 1, 3)
        self._check_live_indexes(report, seen["active_keys"], seen["expected_lexical"])
        _report(progress, "doctor: operation log", 2, 3)
        await self._db.read(lambda cur: run_check(report, "operations", lambda c: _operations_finding(report, c), cur))
        sealer = self._shared.shared.get("integrity") if self._shared is not None else None
        if sealer is not None:
            await self._db.read(
                lambda cur: run_check(report, "tamper evidence", lambda c: integrity_finding(report, c, sealer), cur)
            )
        _report(progress, "doctor", 3, 3)
        return report

    def _check_live_indexes(
        self, report: DoctorReport, active_keys: set[int] | None, expected_lexical: set[str] | None
    ) -> None:
        indexes = self._indexes
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

    async def rebuild(
        self, *, reembed: bool | None = None, progress: ProgressCallback | None = None
    ) -> RebuildResult:
        """Rebuild the vector and lexical indexes from the durable tables.

        Active nodes without a vector are embedded. With ``reembed`` (by default:
        when the manifest names another embedding model than the configured one)
        every vector is recomputed with the configured model. The snapshot row is
        rewritten and the manifest records the model. Run it while nothing else
        writes to this engine.
        """
        started = time.monotonic()
        cfg = self.config.embedding
        unfinished_import = await self._db.read(
            lambda cur: scalar(cur.execute("SELECT count(*) FROM import_runs WHERE finished_at IS NULL"))
        )
        if unfinished_import:
            await self._drain_pending(progress, stage="rebuild: pending nodes")
        manifest = await self._db.read(schema.read_manifest)
        if reembed is None:
            reembed = bool(manifest) and (
                manifest.get("embedding_model") != cfg.model_name or manifest.get("embedding_dimension") != cfg.dimension
            )
        if reembed:
            _report(progress, "rebuild: dropping old vectors", 0, None)

            def drop(cur) -> None:
                cur.execute("DELETE FROM vector_snapshot")
                cur.execute("DELETE FROM vector_metadata")
                cur.execute("DELETE FROM vector_payloads")

            await self._db.write(drop)
            await self._reload_indexes(progress)
        missing = await self._db.read(
            lambda cur: [str(r[0]) for r in cur.execute(
                "SELECT id FROM nodes n WHERE trim(content) <> '' AND (lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
                "OR ?) AND NOT EXISTS (SELECT 1 FROM vector_metadata m WHERE m.node_id = n.id) ORDER BY id",
                [list(ACTIVE_STATE_VALUES), bool(reembed)],
            ).fetchall()]
        )
        embedded = 0
        if missing:
            # The write path refuses a mismatched model; a rebuild is how the pack moves to the configured one.
            block, self._write_block = self._write_block, None
            try:
                embedded = await self._embed_nodes(missing, progress=progress, stage="rebuild: embedding")
            except BaseException:
                self._write_block = block
                raise
        await self._reload_indexes(progress)

        def record_model(cur) -> None:
            now = schema.to_db_time(datetime.now(timezone.utc))
            cur.execute(
                "UPDATE manifest SET embedding_model = ?, embedding_dimension = ?, updated_at = ? WHERE id = 1",
                [cfg.model_name, cfg.dimension, now],
            )

        await self._db.write(record_model)
        self.manifest = await self._db.read(schema.read_manifest)
        self._write_block = None
        result = RebuildResult(
            vectors=len(self._indexes.vectors),
            lexical_documents=len(self._indexes.lexical.doc_ids()),
            embedded=embedded, reembedded_model=cfg.model_name if reembed else None,
            seconds=round(time.monotonic() - started, 3),
        )
        if unfinished_import:
            now = schema.to_db_time(datetime.now(timezone.utc))
            await self._db.write(
                lambda cur: cur.execute("UPDATE import_runs SET finished_at = ? WHERE finished_at IS NULL", [now])
            )
        _report(progress, "rebuild", 1, 1)
        return result

    async def _reload_indexes(self, progress: ProgressCallback | None) -> None:
        """Both indexes again from the durable rows, and a fresh snapshot row."""
        _report(progress, "rebuild: indexes", 0, None)
        await self._indexes.rebuild()


# --- compact and rekey (closed packs) --------------------------------------------------------

@dataclass
class CopyResult:
    path: str
    size_before: int
    size_after: int
    seconds: float
    rows: dict[str, int]

    @property
    def saved_bytes(self) -> int:
        return self.size_before - self.size_after

    def to_dict(self) -> dict:
        return {**asdict(self), "saved_bytes": self.saved_bytes}


CompactResult = CopyResult
RekeyResult = CopyResult

_TEMP_TAG = "prme-maint"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _clear_leftovers(target: Path) -> None:
    """Remove hidden copies a killed compaction or rekey left beside ``target``."""
    for leftover in target.parent.glob(f".{target.name}.{_TEMP_TAG}-*"):
        try:
            pid = int(leftover.name.split(f".{_TEMP_TAG}-", 1)[1].split("-", 1)[0])
        except (IndexError, ValueError):
            continue
        if pid != os.getpid() and _pid_alive(pid):
            continue
        if leftover.is_dir():
            import shutil

            shutil.rmtree(leftover, ignore_errors=True)
        else:
            leftover.unlink(missing_ok=True)


def _resolve_target(path: Path) -> Path:
    path = Path(path).expanduser()
    target = path.resolve()  # through a symlink: the file it names is replaced, the link stays
    if not target.exists():
        raise FileNotFoundError(f"no pack at {path}")
    if not target.is_file():
        raise MaintenanceError(f"{path} is not a pack file")
    if packs.is_open_in_process(target):
        raise PackInUseError(f"pack {target.name} is open in this process; close (lock) it first")
    if packs.wal_path(target).exists():
        raise PackInUseError(
            f"pack {target.name} has a write-ahead log beside it ({packs.wal_path(target).name}): it is open in "
            "another process or was not closed cleanly; close it, or open and close it once, then try again"
        )
    return target


def _hex_key(key: str | Secret | None) -> str | None:
    if key is None or (isinstance(key, str) and not key) or (isinstance(key, Secret) and not key.reveal()):
        return None
    return derive_pack_key(key)


def _attach(con: duckdb.DuckDBPyConnection, path: Path, alias: str, hex_key: str | None, secret: Any,
            *, read_only: bool = False, extra: str = "") -> None:
    options = []
    if hex_key is not None:
        options.append(f"ENCRYPTION_KEY '{hex_key}'")
    if read_only:
        options.append("READ_ONLY")
    if extra:
        options.append(extra)
    clause = f" ({', '.join(options)})" if options else ""
    try:
        con.execute(f"ATTACH {packs.sql_path(path)} AS {alias}{clause}")
    except duckdb.Error as exc:
        message = scrub(str(exc), hex_key, secret)
        raise packs.translate_attach_error(duckdb.Error(message), path, None) from None


def _connection(target: Path, keyed: bool) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(":memory:", config={"memory_limit": "1GB"})
    crypto = packs.load_crypto(con)
    if keyed and not crypto:
        con.close()
        raise ConfigurationError(
            "DuckDB's httpfs extension could not be loaded, so an encrypted pack cannot be copied; install "
            "duckdb-extension-httpfs matching duckdb " + duckdb.__version__
        )
    con.execute(f"SET temp_directory = {packs.sql_path(packs.temp_dir(target))}")
    if keyed:
        con.execute("SET temp_file_encryption = true")
    con.execute("SET enable_progress_bar = true")
    con.execute("SET enable_progress_bar_print = false")
    return con


def _row_counts(con: duckdb.DuckDBPyConnection, alias: str) -> dict[str, int]:
    tables = [r[0] for r in con.execute(
        "SELECT table_name FROM duckdb_tables() WHERE database_name = ? ORDER BY table_name", [alias]
    ).fetchall()]
    return {t: scalar(con.execute(f'SELECT count(*) FROM {alias}.main."{t}"')) for t in tables}


def _sequence_values(con: duckdb.DuckDBPyConnection, alias: str) -> dict[str, int]:
    return {name: value for name, value in con.execute(
        "SELECT sequence_name, coalesce(last_value, start_value - 1) FROM duckdb_sequences() WHERE database_name = ?",
        [alias],
    ).fetchall()}


def _copy_with_progress(con: duckdb.DuckDBPyConnection, progress: ProgressCallback | None, stage: str) -> None:
    import threading

    done = threading.Event()

    def watch() -> None:
        last = -1
        while not done.wait(0.25):
            try:
                value = int(con.query_progress())
            except Exception:  # noqa: BLE001 - progress is best effort
                continue
            if 0 <= value != last:
                last = value
                _report(progress, stage, value, 100)

    watcher = threading.Thread(target=watch, name="prme-copy-progress", daemon=True) if progress else None
    if watcher is not None:
        watcher.start()
    try:
        con.execute("COPY FROM DATABASE src TO dst")
    finally:
        done.set()
        if watcher is not None:
            watcher.join()


def _rewrap_integrity_key(con: duckdb.DuckDBPyConnection, alias: str, old_hex: str | None, new_hex: str | None) -> None:
    """The tamper-evidence MAC key is wrapped under the pack key: wrap it for the new one."""
    present = scalar(con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE database_name = ? AND table_name = 'integrity'", [alias]
    ))
    if not present:
        return  # a pack from before tamper evidence: it is sealed on its first open
    for (blob,) in con.execute(f"SELECT wrapped_key FROM {alias}.main.integrity").fetchall():
        try:
            rewrapped = integrity.rewrap(blob, old_hex, new_hex)
        except IntegrityError:
            continue  # already broken: doctor reports it under either key
        con.execute(f"UPDATE {alias}.main.integrity SET wrapped_key = ?", [rewrapped])


def _copy_pack(
    path: Path, old_key: str | Secret | None, new_key: str | Secret | None, *, operation: str,
    progress: ProgressCallback | None, verify_old_rejected: bool = False,
) -> CopyResult:
    started = time.monotonic()
    target = _resolve_target(path)
    _clear_leftovers(target)
    _report(progress, f"{operation}: deriving keys", 0, None)
    old_hex = _hex_key(old_key)
    new_hex = old_hex if new_key is old_key else _hex_key(new_key)
    size_before = target.stat().st_size
    mode = stat.S_IMODE(target.stat().st_mode)
    tmp = target.with_name(f".{target.name}.{_TEMP_TAG}-{os.getpid()}-{secrets.token_hex(4)}.tmp")
    con = _connection(target, keyed=old_hex is not None or new_hex is not None)
    replaced = False
    try:
        _attach(con, target, "src", old_hex, old_key, read_only=True)
        info = con.execute(
            "SELECT tags, cipher FROM duckdb_databases() WHERE database_name = 'src'"
        ).fetchone()
        extra = []
        storage_version = (info[0] or {}).get("storage_version") if info else None
        if storage_version:
            extra.append(f"STORAGE_VERSION '{storage_version.rstrip('+')}'")
        if new_hex is not None and info and info[1]:
            extra.append(f"ENCRYPTION_CIPHER '{info[1]}'")
        _attach(con, tmp, "dst", new_hex, new_key, extra=", ".join(extra))
        source_rows = _row_counts(con, "src")
        _report(progress, f"{operation}: copying", 0, 100)
        _copy_with_progress(con, progress, f"{operation}: copying")
        _report(progress, f"{operation}: verifying", 0, None)
        copied_rows = _row_counts(con, "dst")
        if new_hex != old_hex:
            _rewrap_integrity_key(con, "dst", old_hex, new_hex)
        if copied_rows != source_rows:
            raise MaintenanceError(f"{operation} copy of {target.name} is incomplete; the pack was left as it was")
        if _sequence_values(con, "dst") != _sequence_values(con, "src"):
            raise MaintenanceError(f"{operation} copy of {target.name} lost sequence positions; left as it was")
        con.execute("DETACH dst")
        con.execute("DETACH src")
        con.close()
        # The copy must open with the key it was written with (and, for rekey, not the old one).
        con = _connection(target, keyed=new_hex is not None)
        _attach(con, tmp, "chk", new_hex, new_key, read_only=True)
        if _row_counts(con, "chk") != source_rows:
            raise MaintenanceError(f"{operation} copy of {target.name} did not reopen intact; left as it was")
        con.execute("DETACH chk")
        if verify_old_rejected and old_hex != new_hex:
            try:
                _attach(con, tmp, "old", old_hex, old_key, read_only=True)
            except EncryptionError:
                pass
            else:
                raise MaintenanceError(f"the {operation}ed copy still opens with the old key; left as it was")
        con.close()
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        _report(progress, f"{operation}: replacing", 0, None)
        os.replace(tmp, target)
        replaced = True
        packs.fsync_dir(target.parent)
    except duckdb.Error as exc:  # disk full, I/O errors: say so in one line, keys scrubbed
        text = " ".join(scrub(str(exc), old_hex, new_hex, old_key, new_key).split())[:300]
        raise MaintenanceError(f"{operation} of {target.name} failed ({text}); the pack was left as it was") from None
    finally:
        try:
            con.close()
        except duckdb.Error:
            pass
        if not replaced:
            for leftover in (tmp, packs.wal_path(tmp)):
                leftover.unlink(missing_ok=True)
        spill = packs.temp_dir(target)
        if spill.is_dir() and not any(spill.iterdir()):
            spill.rmdir()
    result = CopyResult(
        path=str(target), size_before=size_before, size_after=target.stat().st_size,
        seconds=round(time.monotonic() - started, 3), rows=source_rows,
    )
    _report(progress, operation, 1, 1)
    return result


def compact_pack(
    path: str | os.PathLike[str], key: str | Secret | None = None, *, progress: ProgressCallback | None = None
) -> CompactResult:
    """Copy a CLOSED pack into a fresh file with its key, cipher and storage version,
    then replace it with one rename. Rows, ids and sequence positions do not change.

    Refuses a pack open in this process or with a WAL beside it; DuckDB's lock refuses
    one another process holds. On any failure the original is untouched. Blocking:
    call it from a worker thread.
    """
    return _copy_pack(Path(path), key, key, operation="compact", progress=progress)


def rekey_pack(
    path: str | os.PathLike[str], old_key: str | Secret, new_key: str | Secret, *,
    progress: ProgressCallback | None = None,
) -> RekeyResult:
    """Re-encrypt a CLOSED pack under ``new_key``: a new encrypted copy is built, checked
    to open with the new key (and not the old), then renamed over the original."""
    if not old_key:
        raise EncryptionError("rekey needs the pack's current passphrase or key")
    if not new_key or (isinstance(new_key, Secret) and not new_key.reveal()):
        raise EncryptionError("rekey needs a new, non-empty passphrase or key")
    return _copy_pack(Path(path), old_key, new_key, operation="rekey", progress=progress, verify_old_rejected=True)


# --- the same for workspace namespaces -----------------------------------------------------------

def _session_key(workspace: Any, name: str) -> str | None:
    if not workspace.is_unlocked(name):
        return None
    key = workspace.client(name).config.encryption_key
    return key.get_secret_value() if key is not None else None


def compact_namespace(
    workspace: Any, name: str, passphrase: str | None = None, *, progress: ProgressCallback | None = None
) -> CompactResult:
    """Compact a namespace's pack. An unlocked namespace is locked for the copy (its
    session key is used when no passphrase is given) and unlocked again afterwards."""
    info = workspace.info(name)
    was_open = workspace.is_unlocked(name)
    session = _session_key(workspace, name)  # the key that opened it (None when locked or plain)
    key = (passphrase or session) if info.encrypted else None
    if info.encrypted and not key:
        raise EncryptionError(f"namespace {name!r} is encrypted: give its passphrase")
    if was_open:
        workspace.lock(name)
    try:
        return compact_pack(workspace.pack_path(name), key, progress=progress)
    finally:
        if was_open:
            workspace.unlock(name, session)


def rekey_namespace(
    workspace: Any, name: str, new_passphrase: str, old_passphrase: str | None = None, *,
    progress: ProgressCallback | None = None,
) -> RekeyResult:
    """Give an encrypted namespace a new passphrase. An unlocked namespace is locked for
    the copy and unlocked again with whichever passphrase then opens it."""
    info = workspace.info(name)
    if not info.encrypted:
        raise MaintenanceError(f"namespace {name!r} is not encrypted, so it has no passphrase to change")
    was_open = workspace.is_unlocked(name)
    session = _session_key(workspace, name)
    old = old_passphrase or session
    if not old:
        raise EncryptionError(f"give the current passphrase of namespace {name!r}")
    if was_open:
        workspace.lock(name)
    reopen_with = session
    try:
        result = rekey_pack(workspace.pack_path(name), old, new_passphrase, progress=progress)
        reopen_with = new_passphrase
        return result
    finally:
        if was_open:
            workspace.unlock(name, reopen_with)
