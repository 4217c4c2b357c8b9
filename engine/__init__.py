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
    ExtractionError,
    MaterializationError,
    NotFoundError,
    PackFormatError,
    PackInUseError,
    PRMEError,
)
from engine.extraction.config import ExtractionConfig
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
from engine.retrieval.config import PackingConfig, ScoringWeights
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

__all__ = [name for name in dir() if not name.startswith("_")]
