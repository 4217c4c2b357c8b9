"""A retrieve() call as a validated request: every argument checked before any work."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Collection, Sequence

from engine import validation
from engine.retrieval.config import PackingConfig, ScoringWeights
from engine.types import NodeType, RepresentationLevel, RetrievalMode, Scope, SourceType


@dataclass(frozen=True)
class RetrievalRequest:
    query: str
    user_id: str
    scopes: list[Scope] | None
    time_from: datetime | None
    time_to: datetime | None
    event_time_from: datetime | None
    event_time_to: datetime | None
    reference: datetime
    knowledge_at: datetime | None
    mode: RetrievalMode
    excluded_types: set[NodeType]
    allowed_sources: set[SourceType] | None
    fidelity: RepresentationLevel
    packing: PackingConfig
    budget: int
    max_per_source: int | None
    limit: int | None
    weights: ScoringWeights
    include_cross_scope: bool
    save_receipt: bool

    @property
    def scope_values(self) -> set[str] | None:
        return {s.value for s in self.scopes} if self.scopes is not None else None


def _scopes(value: Any) -> list[Scope] | None:
    if value is None:
        return None
    items = [value] if isinstance(value, (str, Scope)) else list(value)
    if not items:
        raise ValueError("scope: give a scope, a non-empty list of scopes, or None for all")
    return [validation.enum_value(Scope, s, "scope") for s in items]


def _enum_set(enum: type, value: Any, field: str) -> set | None:
    if value is None:
        return None
    items = [value] if isinstance(value, (str, enum)) else list(value)
    return {validation.enum_value(enum, v, field) for v in items}


def _positive(value: Any, field: str) -> int | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ValueError(f"{field}: must be a positive whole number or None")
    return value


def validated_request(
    config: Any, query: str, *, user_id: str, scope: Scope | str | Sequence[Scope | str] | None,
    time_from: datetime | None, time_to: datetime | None, reference_time: datetime | None,
    knowledge_at: datetime | None, event_time_from: datetime | None, event_time_to: datetime | None,
    token_budget: int | None, weights: ScoringWeights | None, min_fidelity: RepresentationLevel | str | None,
    include_cross_scope: bool, exclude_node_types: Collection[NodeType | str] | None,
    source_types: Collection[SourceType | str] | None, max_per_source: int | None,
    retrieval_mode: RetrievalMode | str, limit: int | None, context_format: str | None, save_receipt: bool,
) -> RetrievalRequest:
    """The arguments of retrieve(), checked and with the configuration's defaults filled in."""
    query = validation.query(query)
    user_id = validation.user_id(user_id)
    scopes = _scopes(scope)
    time_from = validation.aware_datetime(time_from, "time_from")
    time_to = validation.aware_datetime(time_to, "time_to")
    event_time_from = validation.aware_datetime(event_time_from, "event_time_from")
    event_time_to = validation.aware_datetime(event_time_to, "event_time_to")
    reference = validation.aware_datetime(reference_time, "reference_time") or datetime.now(timezone.utc)
    knowledge_at = validation.aware_datetime(knowledge_at, "knowledge_at")
    mode = validation.enum_value(RetrievalMode, retrieval_mode, "retrieval_mode")
    excluded_types = _enum_set(NodeType, exclude_node_types, "exclude_node_types") or set()
    allowed_sources = _enum_set(SourceType, source_types, "source_types")
    fidelity = validation.optional_enum(RepresentationLevel, min_fidelity, "min_fidelity")
    packing = config.packing
    if context_format is not None:
        if context_format not in ("reader", "auditable", "compact"):
            raise ValueError("context_format: must be reader, auditable or compact")
        packing = packing.model_copy(update={"context_format": context_format})
    budget = packing.token_budget if token_budget is None else token_budget
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
        raise ValueError("token_budget: must be a whole number of tokens, 0 or more")
    _positive(max_per_source, "max_per_source")
    _positive(limit, "limit")
    weights = weights or config.scoring
    if not isinstance(weights, ScoringWeights):
        raise ValueError("weights: must be a ScoringWeights")
    return RetrievalRequest(
        query=query, user_id=user_id, scopes=scopes, time_from=time_from, time_to=time_to,
        event_time_from=event_time_from, event_time_to=event_time_to, reference=reference,
        knowledge_at=knowledge_at, mode=mode, excluded_types=excluded_types, allowed_sources=allowed_sources,
        fidelity=fidelity or packing.min_fidelity, packing=packing, budget=budget,
        max_per_source=max_per_source, limit=limit, weights=weights, include_cross_scope=include_cross_scope,
        save_receipt=save_receipt,
    )
