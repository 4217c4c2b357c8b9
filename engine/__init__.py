"""The PRME memory engine: encrypted single-file packs, hybrid retrieval, curation.

This package never imports Textual; the app lives in ``workspace_app`` and ``views``.
"""

from engine.client import MemoryClient
from engine.config import EmbeddingConfig, PRMEConfig, config_from_pack
from engine.errors import (
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
    PackFormatError,
    PackInUseError,
    PRMEError,
    WorkspaceError,
)
from engine.audit import AuditReport
from engine.extraction.config import ExtractionConfig
from engine.extraction.jobs import ExtractionProcessResult, ExtractionRecord, ExtractionStatus
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
from engine.provenance import Provenance, UnresolvedReference
from engine.retrieval.config import PackingConfig, ScoringWeights
from engine.retrieval.models import MemoryBundle, RetrievalCandidate, RetrievalResponse, ScoreTrace
from engine.retrieval.value_bindings import MemoryValueBinding
from engine.review import ContradictionPage, ContradictionPair, NodeCounts
from engine.types import (
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
from engine.workspace import MemoryWorkspace
from engine.validation import describe_error, loads_json

__all__ = [name for name in dir() if not name.startswith("_")]
