"""Stage 4: which candidates a request leaves out, and why (the reason goes in the metadata)."""

from __future__ import annotations

from engine.retrieval.models import RetrievalCandidate
from engine.retrieval.request import RetrievalRequest
from engine.types import ACTIVE_STATES, EpistemicType, NodeType, RetrievalMode

_VALIDITY_EXEMPT = {NodeType.ENTITY, NodeType.PREFERENCE}


def exclusion(node, req: RetrievalRequest, threshold: float, *, check_scope: bool = True) -> str | None:
    """Why ``req`` leaves a node out, or None to keep it. ``threshold``: the confidence an
    unverified memory needs; ``check_scope`` False for cross-scope hints."""
    mode, reference, excluded_types, allowed_sources = req.mode, req.reference, req.excluded_types, req.allowed_sources
    scope_values = req.scope_values if check_scope else None
    time_from, time_to, event_time_from, event_time_to = req.time_from, req.time_to, req.event_time_from, req.event_time_to
    if mode is RetrievalMode.DEFAULT:
        if node.lifecycle_state not in ACTIVE_STATES:
            return f"lifecycle:{node.lifecycle_state.value}"
        if node.epistemic_type in (EpistemicType.HYPOTHETICAL, EpistemicType.DEPRECATED):
            return f"epistemic:{node.epistemic_type.value}"
        if node.epistemic_type is EpistemicType.UNVERIFIED and node.confidence < threshold:
            return "epistemic:unverified_below_threshold"
    if scope_values is not None and node.scope.value not in scope_values:
        return "scope"
    if node.expires_at is not None and node.expires_at <= reference:
        return "expired"
    if node.node_type in excluded_types:
        return "node_type"
    if allowed_sources is not None and node.source_type not in allowed_sources:
        return "source_type"
    if node.node_type not in _VALIDITY_EXEMPT and (time_from is not None or time_to is not None):
        if time_to is not None and node.valid_from >= time_to:
            return "validity"
        if time_from is not None and node.valid_to is not None and node.valid_to <= time_from:
            return "validity"
    if event_time_from is not None or event_time_to is not None:
        when = node.event_time or node.created_at
        if event_time_from is not None and when < event_time_from:
            return "event_time"
        if event_time_to is not None and when > event_time_to:
            return "event_time"
    return None


def cap_per_source(ranked: list[RetrievalCandidate], cap: int, excluded: dict[str, str]) -> list[RetrievalCandidate]:
    counts: dict[tuple, int] = {}
    out = []
    for r in ranked:
        refs = tuple(sorted(str(e) for e in r.node.evidence_refs))
        if not refs:
            out.append(r)
            continue
        key = (refs, r.node.content)
        counts[key] = counts.get(key, 0) + 1
        if counts[key] <= cap:
            out.append(r)
        else:
            excluded[r.node_id] = "source_limit"
    return out
