"""The PRME memory engine: encrypted single-file packs, hybrid retrieval, curation.

This package never imports Textual; the app lives in ``workspace_app`` and ``views``.
"""

from engine._version import __version__
from engine.client import MemoryClient
from engine.config import EmbeddingConfig, PRMEConfig, config_from_pack
from engine.errors import (
    AmbiguousIdError,
    ConfigurationError,
    ConflictError,
    EmbeddingModelMismatchError,
    EncryptionError,
    EngineClosedError,
    ExportFormatError,
    ExtractionError,
    ImportTargetError,
    InputTooLargeError,
    IntegrityError,
    MaintenanceError,
    MaterializationError,
    NamespaceLockedError,
    NamespaceNotFoundError,
    NotFoundError,
    NotSupersededError,
    PackFormatError,
    PackInUseError,
    PRMEError,
    UpdateJudgeError,
    WorkspaceError,
)
from engine.audit import AuditReport
from engine.maintenance import CopyResult, DoctorReport, Finding, RebuildResult
from engine.extraction.config import ExtractionConfig
from engine.forget import ForgetReceipt
from engine.current_truth.judge import UpdateJudgeReport
from engine.extraction.jobs import ExtractionProcessResult, ExtractionRecord, ExtractionStatus
from engine.extraction.providers import REASON_CODES as EXTRACTION_REASON_CODES
from engine.memory_engine import MemoryEngine
from engine.models import (
    Event,
    FastIngestItem,
    MemoryEdge,
    MemoryNode,
    NodePage,
    OperationRecord,
    ProcessingStatus,
    ProcessResult,
    StoreReceipt,
)
from engine.portability import ExportResult, ImportResult
from engine.progress import ProgressCallback
from engine.provenance import Provenance, Retirement, UnresolvedReference
from engine.retrieval.config import PackingConfig, ScoringWeights
from engine.retrieval.models import MemoryBundle, PackedEntry, RetrievalCandidate, RetrievalResponse, ScoreTrace
from engine.retrieval.value_bindings import MemoryValueBinding, VisibleValueBinding
from engine.review import ContradictionDecision, ContradictionPage, ContradictionPair, NodeCounts
from engine.supersessions import SupersessionRecord
from engine.types import (
    AUTOMATIC_UPDATE_ACTOR,
    ROLES,
    SPEAKER_KEY,
    VALUE_BINDINGS_KEY,
    ConditionEvaluationMethod,
    ConditionState,
    EdgeType,
    EpistemicType,
    LifecycleState,
    NodeType,
    QueryIntent,
    RepresentationLevel,
    RetrievalMode,
    Scope,
    SourceType,
)
from engine.pack import is_pack_file, pack_is_encrypted
from engine.processes import process_alive
from engine.reads import IdMatch, page_cursor
from engine.validation import check_message, describe_error, in_utc_range, loads_json
from engine.workspace import MemoryWorkspace, NamespaceInfo

# The names a program uses; everything else in the package is internal and may change.
__all__ = [
    "__version__",
    # clients and the engine
    "MemoryClient",
    "MemoryEngine",
    "MemoryWorkspace",
    "NamespaceInfo",
    "is_pack_file",
    "pack_is_encrypted",
    "process_alive",
    # configuration
    "PRMEConfig",
    "EmbeddingConfig",
    "ExtractionConfig",
    "PackingConfig",
    "ScoringWeights",
    "config_from_pack",
    # records
    "Event",
    "FastIngestItem",
    "MemoryEdge",
    "MemoryNode",
    "MemoryValueBinding",
    "VisibleValueBinding",
    "NodePage",
    "OperationRecord",
    "page_cursor",
    # helpers
    "check_message",
    "describe_error",
    "in_utc_range",
    "loads_json",
    "pack_is_encrypted",
    # results
    "AuditReport",
    "ContradictionDecision",
    "ContradictionPage",
    "ContradictionPair",
    "CopyResult",
    "DoctorReport",
    "ExportResult",
    "ExtractionProcessResult",
    "ExtractionRecord",
    "ExtractionStatus",
    "ForgetReceipt",
    "UpdateJudgeReport",
    "Finding",
    "IdMatch",
    "ImportResult",
    "MemoryBundle",
    "NodeCounts",
    "PackedEntry",
    "ProcessingStatus",
    "ProcessResult",
    "ProgressCallback",
    "Provenance",
    "Retirement",
    "RebuildResult",
    "Retirement",
    "RetrievalCandidate",
    "RetrievalResponse",
    "ScoreTrace",
    "StoreReceipt",
    "SupersessionRecord",
    "UnresolvedReference",
    # enums and constants
    "ConditionEvaluationMethod",
    "ConditionState",
    "EdgeType",
    "EpistemicType",
    "LifecycleState",
    "NodeType",
    "QueryIntent",
    "RepresentationLevel",
    "RetrievalMode",
    "Scope",
    "SourceType",
    "AUTOMATIC_UPDATE_ACTOR",
    "EXTRACTION_REASON_CODES",
    "ROLES",
    "SPEAKER_KEY",
    "VALUE_BINDINGS_KEY",
    # errors
    "PRMEError",
    "AmbiguousIdError",
    "ConfigurationError",
    "ConflictError",
    "EmbeddingModelMismatchError",
    "EncryptionError",
    "EngineClosedError",
    "ExportFormatError",
    "ExtractionError",
    "ImportTargetError",
    "InputTooLargeError",
    "IntegrityError",
    "MaintenanceError",
    "MaterializationError",
    "NamespaceLockedError",
    "NamespaceNotFoundError",
    "NotFoundError",
    "NotSupersededError",
    "PackFormatError",
    "PackInUseError",
    "UpdateJudgeError",
    "WorkspaceError",
]
