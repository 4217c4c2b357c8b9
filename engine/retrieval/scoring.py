"""Stage 5: scoring and ranking, with a ScoreTrace for every candidate.

Three formulas (ScoringWeights.fusion):
  minmax    w_dense * minmax(cosine) + (1 - w_dense) * BM25/max(BM25), then a speaker
            boost and a session boost. RRF with k=60 treats a strong lexical list and
            a weak dense one as equals; normalized scores keep their strength
            (research/retrieval-mechanisms.md: -9.3 points of recall for RRF).
  rrf       sum over paths of 1 / (rrf_k + rank), the seed's rank fusion.
  weighted  the seed's additive formula.
Each is multiplied by the epistemic weight; a current-state question multiplies by
(1 + current_state_boost * recency_factor), bounded, so a newer update can pass an
older claim of similar relevance but an irrelevant new memory cannot jump ahead.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import datetime

from engine.models import MemoryNode
from engine.retrieval.config import ScoringWeights
from engine.retrieval.models import QueryAnalysis, RetrievalCandidate, ScoreTrace

GRAPH_PROXIMITY = {1: 1.0, 2: 0.7, 3: 0.4}
UNRELATED_COSINE = 0.15  # MiniLM: about what a question and a memory on another topic score
FEW_CANDIDATES = 10


@dataclass
class Candidate:
    node: MemoryNode
    cosine: float | None = None
    bm25: float | None = None
    hops: int | None = None
    paths: list[str] = field(default_factory=list)
    ranks: dict[str, int] = field(default_factory=dict)


def recency_factor(node: MemoryNode, reference: datetime, lam: float) -> float:
    when = node.event_time or node.updated_at or node.created_at
    days = max(0.0, (reference - when).total_seconds() / 86400.0)
    return math.exp(-lam * days)


def named_speaker(query: str, speakers: set[str]) -> str | None:
    """The one known speaker the query names, or None (none, or several)."""
    named = [s for s in speakers if re.search(rf"(?<!\w){re.escape(s)}(?!\w)", query, re.I)]
    return named[0] if len(named) == 1 else None


def score(
    candidates: list[Candidate], *, analysis: QueryAnalysis, weights: ScoringWeights,
    epistemic_weights: dict[str, float], speakers: set[str],
) -> list[RetrievalCandidate]:
    if not candidates:
        return []
    ref = analysis.reference_time
    cosines = [c.cosine for c in candidates if c.cosine is not None]
    cmin, cmax = (min(cosines), max(cosines)) if cosines else (0.0, 0.0)
    if len(cosines) < FEW_CANDIDATES:
        # A handful of cosines is no range: of two good matches in a small namespace the weaker
        # scored 0 and fell out of the context. They are scaled from an unrelated text's cosine.
        # (Always doing so cost LoCoMo dev 0.3 points of recall@10, on both halves.)
        cmin = min(cmin, UNRELATED_COSINE)
    bmax = max((c.bm25 or 0.0) for c in candidates)
    speaker = named_speaker(analysis.query, speakers) if weights.speaker_boost else None

    traces: list[ScoreTrace] = []
    for c in candidates:
        n = c.node
        sem_n = (c.cosine - cmin) / (cmax - cmin) if c.cosine is not None and cmax > cmin else (
            1.0 if c.cosine is not None and cosines else 0.0)
        lex_n = (c.bm25 or 0.0) / bmax if bmax > 0 else 0.0
        t = ScoreTrace(
            node_id=str(n.id), fusion=weights.fusion, semantic_similarity=c.cosine or 0.0,
            lexical_relevance=lex_n, lexical_bm25=c.bm25 or 0.0,
            graph_proximity=GRAPH_PROXIMITY.get(c.hops or 0, 0.0),
            recency_factor=recency_factor(n, ref, weights.recency_lambda), salience=n.salience,
            confidence=n.confidence, epistemic_weight=epistemic_weights.get(n.epistemic_type.value, 1.0),
            path_score=float(len(c.paths)),
        )
        if weights.fusion == "minmax":
            base = weights.w_dense * sem_n + (1.0 - weights.w_dense) * lex_n
            if speaker is not None and n.speaker == speaker:
                t.speaker_boost = weights.speaker_boost
            base += t.speaker_boost
        elif weights.fusion == "rrf":
            base = sum(1.0 / (weights.rrf_k + rank) for rank in c.ranks.values())
        else:
            base = (weights.w_semantic * max(0.0, c.cosine or 0.0) + weights.w_lexical * lex_n
                    + weights.w_graph * t.graph_proximity + weights.w_recency * t.recency_factor
                    + weights.w_salience * t.salience + weights.w_confidence * t.confidence)
        t.composite_score = base
        traces.append(t)

    if weights.fusion == "minmax" and weights.session_boost:
        best: dict[tuple, float] = {}
        for c, t in zip(candidates, traces):
            if c.node.session_id is not None:
                key = (c.node.user_id, c.node.session_id)
                best[key] = max(best.get(key, 0.0), t.composite_score)
        for c, t in zip(candidates, traces):
            if c.node.session_id is not None:
                t.session_boost = weights.session_boost * best[(c.node.user_id, c.node.session_id)]
                t.composite_score += t.session_boost

    for t in traces:
        t.composite_score *= t.epistemic_weight
        if analysis.current_state and weights.current_state_boost:
            t.current_state_boost = weights.current_state_boost * t.recency_factor
            t.composite_score *= 1.0 + t.current_state_boost

    out = [
        RetrievalCandidate(node=c.node, score=t.composite_score, paths=list(c.paths), trace=t)
        for c, t in zip(candidates, traces)
    ]
    # Deterministic: score, then corroborating paths, then node id.
    out.sort(key=lambda r: (-r.score, -len(r.paths), str(r.node.id)))
    return out
