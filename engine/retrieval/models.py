"""What retrieve() returns: candidates with score traces, the packed bundle, metadata."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

from engine.models import MemoryNode
from engine.types import ACTIVE_STATES, QueryIntent, RepresentationLevel, RetrievalMode


class QueryAnalysis(BaseModel):
    query: str
    intent: QueryIntent
    entities: list[str] = Field(default_factory=list)
    temporal_signals: list[dict[str, Any]] = Field(default_factory=list)
    time_from: datetime | None = None
    time_to: datetime | None = None
    reference_time: datetime
    retrieval_mode: RetrievalMode = RetrievalMode.DEFAULT
    current_state: bool = False
    aggregation: bool = False             # a count or list question ("how many", "what books has")
    lexical_terms: list[str] = Field(default_factory=list)
    # The event-time window the query states ("in May 2023", "last weekend"), resolved
    # against reference_time; [window_from, window_to). Ranking only, never a cutoff.
    window_from: datetime | None = None
    window_to: datetime | None = None
    asks_when: bool = False               # the question asks for a time ("when did ...")
    request_id: UUID


class ScoreTrace(BaseModel):
    """Every number that went into one candidate's score."""

    node_id: str
    fusion: str
    semantic_similarity: float = 0.0      # raw cosine
    lexical_relevance: float = 0.0        # BM25 normalized to [0, 1] by the best hit
    lexical_bm25: float = 0.0             # raw BM25
    graph_proximity: float = 0.0
    recency_factor: float = 0.0
    salience: float = 0.0
    confidence: float = 0.0
    epistemic_weight: float = 1.0
    path_score: float = 0.0               # number of paths that found it (tiebreaker)
    speaker_boost: float = 0.0
    session_boost: float = 0.0
    current_state_boost: float = 0.0
    time_affinity: float = 0.0            # 1 when the event time is in the query's window
    states_time: bool = False             # says when (boosted for "when did ..." questions)
    expansion_gain: float = 0.0           # added by the search seeded with the best results
    composite_score: float = 0.0
    # The score was raised to that of the memory this one replaces (or, of two contested
    # claims, to the earlier one's): the candidate's score, not composite_score, says so. In
    # DEFAULT mode it may instead have taken the cosine of the retired memory it replaced:
    # semantic_similarity is then that memory's.
    inherited_from: str | None = None


class RetrievalCandidate(BaseModel):
    node: MemoryNode
    score: float = 0.0
    paths: list[str] = Field(default_factory=list)
    trace: ScoreTrace | None = None
    representation: RepresentationLevel | None = None
    conflict_flag: bool = False
    contradicts_id: str | None = None
    # Results that replace this one (a supersession or a resolved contradiction); they
    # come before it. ``partly_replaced``: it stays current for what else it states.
    replaced_by: list[str] = Field(default_factory=list)
    partly_replaced: bool = False
    # Later statements about the same thing that come before it (an open contradiction's
    # newer side, or the same speaker's later word on it); nothing is retired.
    follows: list[str] = Field(default_factory=list)

    @property
    def current(self) -> bool:
        """Whether this memory was current in the view retrieved (now, or at ``knowledge_at``)."""
        return self.node.lifecycle_state in ACTIVE_STATES

    @property
    def valid_until(self) -> datetime | None:
        """When a memory that is no longer current stopped being so (None while current)."""
        if self.current:
            return None
        return self.node.valid_to or self.node.updated_at

    @property
    def node_id(self) -> str:
        return str(self.node.id)


class PackedEntry(BaseModel):
    """One record of the rendered context, at the fidelity it was packed at."""

    ref: str                              # bundle-local reference, m1, m2, ...
    section: str
    representation: RepresentationLevel
    candidate: RetrievalCandidate


class MemoryBundle(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    sections: dict[str, list[RetrievalCandidate]] = Field(default_factory=dict)
    entries: list[PackedEntry] = Field(default_factory=list)
    included_count: int = 0
    excluded_ids: list[str] = Field(default_factory=list)
    tokens_used: int = 0
    token_budget: int = 0
    budget_remaining: int = 0
    overhead_tokens: int = 0
    min_fidelity: RepresentationLevel = RepresentationLevel.REFERENCE
    context_format: str = "reader"
    context_citations: bool = False
    tokenizer: str = "cl100k_base"
    rendered_context: str = ""
    context_references: dict[str, str] = Field(default_factory=dict)
    coverage_notice: str | None = None

    def render(self, format: str | None = None) -> str:
        """The context as a model should get it. ``tokens_used`` counts the default render.

        Another ``format`` renders the same packed records; it is not re-packed, so its
        length may differ from the budgeted one.
        """
        if format is None or format == self.context_format:
            return self.rendered_context
        from engine.retrieval.packing import render_entries

        return render_entries(self.entries, format, citations=self.context_citations)

    def count_tokens(self, format: str | None = None) -> int:
        """Tokens of ``render(format)`` with the bundle's tokenizer (``tokens_used`` counts
        only the default format)."""
        from engine.tokens import count_tokens

        return count_tokens(self.render(format), self.tokenizer)

    def value_bindings(self):
        """Bindings whose presentation is in the rendered context, with source node ids."""
        from engine.retrieval.packing import visible_bindings

        return visible_bindings(self.entries)

    def render_value_bindings(self) -> str:
        from engine.retrieval.value_bindings import render_value_bindings

        return render_value_bindings(self.value_bindings())

    def resolve_tool_arguments(self, arguments: dict[str, Any]):
        from engine.retrieval.value_bindings import resolve_tool_arguments

        return resolve_tool_arguments(arguments, self.value_bindings())


class FilterMetadata(BaseModel):
    scopes: list[str] | None = None
    time_from: datetime | None = None
    time_to: datetime | None = None
    event_time_from: datetime | None = None
    event_time_to: datetime | None = None
    exclude_node_types: list[str] | None = None
    source_types: list[str] | None = None
    max_per_source: int | None = None
    retrieval_mode: RetrievalMode = RetrievalMode.DEFAULT
    knowledge_at: datetime | None = None


class RetrievalMetadata(BaseModel):
    request_id: UUID
    reference_time: datetime
    candidates_generated: dict[str, int] = Field(default_factory=dict)
    candidates_filtered: int = 0
    candidates_included: int = 0
    scoring_config_version: str = ""
    fusion: str = ""
    timing_ms: float = 0.0
    stage_ms: dict[str, float] = Field(default_factory=dict)
    backends_used: list[str] = Field(default_factory=list)
    embedding_mismatch: bool = False
    backend_failures: dict[str, str] = Field(default_factory=dict)
    min_score_skipped: bool = False
    excluded: dict[str, str] = Field(default_factory=dict)   # node id -> reason it was filtered


class RetrievalResponse(BaseModel):
    bundle: MemoryBundle
    results: list[RetrievalCandidate]
    metadata: RetrievalMetadata
    score_traces: list[ScoreTrace]
    filter_metadata: FilterMetadata | None = None
    cross_scope_hints: list[RetrievalCandidate] = Field(default_factory=list)
    analysis: QueryAnalysis | None = None
