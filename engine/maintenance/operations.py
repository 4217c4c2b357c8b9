"""doctor() and rebuild() on an open pack (a MemoryEngine mixin).

Both take ``progress(stage, done, total)``, called from the engine's worker threads.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from datetime import datetime, timezone

from engine import schema
from engine.engine_state import EngineState
from engine.maintenance.doctor import (
    DoctorChecks,
    DoctorReport,
    integrity_finding,
    live_index_findings,
    operations_finding,
    run_check,
)
from engine.progress import ProgressCallback
from engine.progress import report as report_progress
from engine.schema import scalar
from engine.types import ACTIVE_STATE_VALUES


@dataclass
class RebuildResult:
    vectors: int
    lexical_documents: int
    embedded: int
    reembedded_model: str | None
    seconds: float

    def to_dict(self) -> dict:
        return asdict(self)


class MaintenanceOperations(EngineState):
    """doctor() and rebuild() on the open pack."""

    async def doctor(self, *, progress: ProgressCallback | None = None) -> DoctorReport:
        """Check the open pack; ``report.ok`` is False when anything needs repair.

        Checks: required tables and schema version, the manifest, vector payloads,
        the vector snapshot against the payload tables, the in-memory vector and
        lexical indexes against the active nodes, pending jobs, references and every
        operation record's checksum.
        """
        report = DoctorReport(pack=str(self.config.pack_path))
        cfg = self.config.embedding
        report_progress(progress, "doctor: tables and vectors", 0, 3)
        unsaved = self._indexes.unsaved_changes
        seen = await self._db.read(
            DoctorChecks(report, model=cfg.model_name, dimension=cfg.dimension, unsaved=unsaved)
        )
        report_progress(progress, "doctor: indexes", 1, 3)
        live_index_findings(report, self._indexes, seen["active_keys"], seen["expected_lexical"])
        report_progress(progress, "doctor: operation log", 2, 3)
        await self._db.read(lambda cur: run_check(report, "operations", lambda c: operations_finding(report, c), cur))
        sealer = self._shared.shared.get("integrity") if self._shared is not None else None
        if sealer is not None:
            await self._db.read(
                lambda cur: run_check(report, "tamper evidence", lambda c: integrity_finding(report, c, sealer), cur)
            )
        report_progress(progress, "doctor", 3, 3)
        return report

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
            report_progress(progress, "rebuild: dropping old vectors", 0, None)

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
        report_progress(progress, "rebuild", 1, 1)
        return result

    async def _reload_indexes(self, progress: ProgressCallback | None) -> None:
        """Both indexes again from the durable rows, and a fresh snapshot row."""
        report_progress(progress, "rebuild: indexes", 0, None)
        await self._indexes.rebuild()
