"""Scoring and packing settings for retrieve() (nested in PRMEConfig as `scoring` and `packing`)."""

from __future__ import annotations

import hashlib
import json
import math
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

from engine.types import RepresentationLevel


class ScoringWeights(BaseModel):
    """How candidates are scored. Frozen, so a version id can name a configuration."""

    model_config = ConfigDict(frozen=True)

    fusion: Literal["minmax", "rrf", "weighted"] = "minmax"
    rrf_k: int = 60
    w_semantic: float = 0.30
    w_lexical: float = 0.15
    w_graph: float = 0.20
    w_recency: float = 0.10
    w_salience: float = 0.10
    w_confidence: float = 0.15
    w_epistemic: float = 0.05
    w_paths: float = 0.00
    recency_lambda: float = 0.02

    @field_validator("*")
    @classmethod
    def _finite(cls, value, info):
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"{info.field_name} must be a finite number")
        return value

    @property
    def version_id(self) -> str:
        canonical = json.dumps(self.model_dump(mode="json"), sort_keys=True)
        return hashlib.sha256(canonical.encode()).hexdigest()[:12]


class PackingConfig(BaseModel):
    """How the ranked candidates become a token-budgeted context."""

    token_budget: int = 4096
    min_fidelity: RepresentationLevel = RepresentationLevel.REFERENCE
    overhead_tokens: int = 0
    tokenizer: str = "cl100k_base"
    context_format: Literal["reader", "auditable", "compact"] = "reader"
    context_citations: bool = False
    graph_max_candidates: int = 50
    vector_k: int = 50
    lexical_k: int = 50
    graph_max_hops: int = 3
    cross_scope_top_n: int = 5
