"""MemoryEngine: the async engine, assembled from one mixin per concern.

Each mixin derives only from :class:`engine.engine_state.EngineState`, which declares
what it may use of its host; none inherits another to reach its helpers.
"""

from __future__ import annotations

from engine.capture_ledger import CaptureLedgerOperations
from engine.core import EngineCore
from engine.current_truth.judge import UpdateJudgeOperations
from engine.extraction.operations import ExtractionOperations
from engine.forget import ForgetOperations
from engine.lifecycle import LifecycleOperations
from engine.maintenance import DoctorReport, MaintenanceOperations
from engine.portability import PortabilityOperations
from engine.progress import ProgressCallback
from engine.provenance import ProvenanceOperations
from engine.reads import ReadOperations
from engine.retrieval.operations import RetrievalOperations
from engine.review import ReviewOperations
from engine.writes import WriteOperations


class MemoryEngine(
    RetrievalOperations,
    ExtractionOperations,
    LifecycleOperations,
    ReviewOperations,
    UpdateJudgeOperations,
    ProvenanceOperations,
    ForgetOperations,
    MaintenanceOperations,
    PortabilityOperations,
    CaptureLedgerOperations,
    ReadOperations,
    WriteOperations,
    EngineCore,
):
    """The embedded memory engine over one single-file pack.

    Create with ``await MemoryEngine.create(config)`` or ``async with MemoryEngine.open(config)``.
    Every public coroutine has a synchronous twin on :class:`engine.client.MemoryClient`.
    """

    async def doctor(self, *, progress: ProgressCallback | None = None) -> DoctorReport:
        """``MaintenanceOperations.doctor`` once every acknowledged memory has its vectors: one
        still waiting for them (engine/background_embedder.py) is not a damaged one."""
        await self.wait_for_vectors()
        return await super().doctor(progress=progress)
