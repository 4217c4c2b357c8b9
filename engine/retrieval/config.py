"""Scoring and packing settings for retrieve() (nested in PRMEConfig as `scoring` and `packing`)."""

from __future__ import annotations

import hashlib
import json
import math
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engine.types import RepresentationLevel


class ScoringWeights(BaseModel):
    """How candidates are scored. Frozen, so a version id can name a configuration.

    ``fusion`` picks the formula:
      - ``minmax`` (default, measured best): w_dense * minmax(cosine) + (1 - w_dense) * minmax(BM25),
        plus the speaker and session boosts.
      - ``rrf``: reciprocal rank fusion of the candidate paths, 1 / (rrf_k + rank).
      - ``weighted``: the seed's additive formula over the six weights below.
    Every formula is multiplied by the node's epistemic weight, and on current-state
    questions by the bounded recency boost.
    """

    model_config = ConfigDict(frozen=True)

    fusion: Literal["minmax", "rrf", "weighted"] = "minmax"
    rrf_k: int = Field(default=60, ge=1)
    w_semantic: float = 0.30
    w_lexical: float = 0.15
    w_graph: float = 0.20
    w_recency: float = 0.10
    w_salience: float = 0.10
    w_confidence: float = 0.15
    w_epistemic: float = 0.05
    w_paths: float = 0.00
    recency_lambda: float = Field(default=0.02, ge=0.0)
    # Normalized-score fusion: the dense share (flat from 0.4 to 0.6 on LoCoMo dev).
    w_dense: float = Field(default=0.5, ge=0.0, le=1.0)
    # Added when the query names exactly one known speaker and the memory is theirs.
    speaker_boost: float = Field(default=0.1, ge=0.0, le=1.0)
    # Added: this share of the best fused score among candidates of the same session.
    session_boost: float = Field(default=0.2, ge=0.0, le=1.0)
    # Current-state questions ("what is X now"): score * (1 + boost * recency_factor).
    current_state_boost: float = Field(default=0.25, ge=0.0, le=1.0)
    # A query that states a time ("in May 2023", "last weekend"): score * (1 + boost * affinity),
    # affinity 1 when the memory's event time is in the window, decaying outside (temporal.py).
    # 0.5: flat on LoCoMo dev 0-2 (few dated questions), +1.0 R@5 on 3-4; 1.0 lost on 0-2.
    time_boost: float = Field(default=0.5, ge=0.0, le=4.0)
    # A question that asks for a time ("when did ..."): score * (1 + boost) for memories that say
    # when. Off: R@5 +0.9 / +0.6 on the two LoCoMo dev halves, R@10 flat (bench/results/locomo_mechanisms.md).
    when_boost: float = Field(default=0.0, ge=0.0, le=4.0)
    # Pseudo-relevance expansion (expansion.py): a BM25 search with the names in the best
    # ``expansion_seeds`` results adds boost x (its BM25 / the best) x the last seed's score.
    # Off: at 0.3, R@10 -1.0 on LoCoMo dev 0-2 and +0.8 on 3-4 (bench/results/locomo_mechanisms.md).
    expansion_boost: float = Field(default=0.0, ge=0.0, le=1.0)
    expansion_seeds: int = Field(default=3, ge=0, le=10)

    @field_validator("*")
    @classmethod
    def _finite(cls, value, info):
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"{info.field_name} must be a finite number")
        return value

    @model_validator(mode="after")
    def _additive_sum(self):
        total = self.w_semantic + self.w_lexical + self.w_graph + self.w_recency + self.w_salience + self.w_confidence
        if abs(total - 1.0) > 1e-6:
            raise ValueError(f"the six additive weights must sum to 1.0, not {total:.4f}")
        return self

    @property
    def version_id(self) -> str:
        canonical = json.dumps(self.model_dump(mode="json"), sort_keys=True)
        return hashlib.sha256(canonical.encode()).hexdigest()[:12]


class PackingConfig(BaseModel):
    """How the ranked candidates become a token-budgeted context."""

    token_budget: int = Field(default=4096, ge=0)
    min_fidelity: RepresentationLevel = RepresentationLevel.REFERENCE
    overhead_tokens: int = Field(default=0, ge=0)
    tokenizer: str = "cl100k_base"
    context_format: Literal["reader", "auditable", "compact"] = "reader"
    context_citations: bool = False
    graph_max_candidates: int = Field(default=50, ge=0)
    # 50 per path: 100 measured the same recall on LoCoMo dev and costs twice the node loading.
    vector_k: int = Field(default=50, ge=0)
    lexical_k: int = Field(default=50, ge=0)
    # A query that states a time: the memories of that time closest to it in meaning join the
    # candidates. LoCoMo dev: R@10 flat on both halves, evidence in the packed context +1.2 on 3-4.
    window_k: int = Field(default=20, ge=0)
    graph_max_hops: int = Field(default=3, ge=1, le=3)
    cross_scope_top_n: int = Field(default=5, ge=0)
    # Results scoring under this share of the best one are left out of the context (packing.worth_packing).
    min_relative_score: float = Field(default=0.1, ge=0.0, le=1.0)
