"""Engine objects to the app's plain records (workspace_app.records), and engine codes to words."""

from __future__ import annotations

import json
from typing import Any

from engine import EXTRACTION_REASON_CODES, Event, MemoryNode, OperationRecord, RetrievalCandidate, page_cursor
from workspace_app.records import ClaimView, EventView, NodeRow, OperationView, ResultRow
from workspace_app.retirement import RetirementView


def first_line(text: str, width: int = 160) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:width]


def node_row(node: MemoryNode, sort: str, retirement: RetirementView | None = None) -> NodeRow:
    return NodeRow(
        id=str(node.id), node_type=node.node_type.value, state=node.lifecycle_state.value, scope=node.scope.value,
        confidence=node.confidence, updated_at=node.updated_at, created_at=node.created_at,
        first_line=first_line(node.content), speaker=node.speaker, sort_key=page_cursor(sort, node),
        retirement=retirement, event_time=node.event_time,
    )


def event_view(event: Event) -> EventView:
    return EventView(
        id=str(event.id), role=event.role, speaker=event.speaker, content=event.content,
        session_id=event.session_id, event_time=event.event_time, created_at=event.created_at,
    )


def claim_view(node: MemoryNode, evidence: list[Event]) -> ClaimView:
    events = [event_view(e) for e in evidence[:3]]
    return ClaimView(
        node_id=str(node.id), content=node.content, state=node.lifecycle_state.value, confidence=node.confidence,
        # Extracted claims often carry no speaker of their own; the event that said it does.
        speaker=node.speaker or next((e.speaker for e in events if e.speaker), None),
        created_at=node.created_at, event_time=node.event_time, evidence=events,
    )


def operation_view(op: OperationRecord, node_id: str) -> OperationView:
    before, after = _snapshot_summary(op.before, node_id), _snapshot_summary(op.after, node_id)
    if before and after:  # only what changed: "tentative → superseded", "conf 0.70 → conf 0.75"
        changed = [i for i in range(2) if before[i] != after[i]] or [0, 1]
        before, after = (" ".join(side[i] for i in changed) for side in (before, after))
    else:
        before, after = " ".join(before), " ".join(after)
    return OperationView(
        seq=op.seq, op_type=op.op_type, actor=op.actor_id, reason=op.reason, created_at=op.created_at,
        before=before, after=after,
        other_node=next((str(x) for x in (op.node_id, op.target_node_id) if x and str(x) != node_id), None),
    )


def _snapshot_summary(snapshots: dict[str, Any] | None, node_id: str) -> tuple[str, ...]:
    """This node's state and confidence in an operation's ``before``/``after`` map ({node id:
    node snapshot}).

    Empty when the operation did not change this node (the replacement in a supersede):
    the other node's snapshot is not this node's history.
    """
    snapshot = (snapshots or {}).get(node_id)
    if not snapshot:
        return ()
    return snapshot["lifecycle_state"], f"conf {float(snapshot['confidence']):.2f}"


def result_row(rank: int, cand: RetrievalCandidate, packed: set[str]) -> ResultRow:
    parts = []
    if cand.trace is not None:
        for key in ("semantic_similarity", "lexical_relevance", "graph_proximity", "recency_factor", "confidence", "epistemic_weight"):
            value = getattr(cand.trace, key)
            if value:
                parts.append(f"{key.split('_')[0][:4]}={value:.2f}")
    node = cand.node
    return ResultRow(
        rank=rank, node_id=cand.node_id, node_type=node.node_type.value, state=node.lifecycle_state.value,
        score=cand.score, paths="+".join(cand.paths), trace=" ".join(parts), content=first_line(node.content, 100),
        packed=cand.node_id in packed,
    )


# Reasons only a model provider gives: under the rules extractor they come from an earlier run.
_PROVIDER_REASONS = {"timeout", "provider_error", "invalid_output", "auth", "rate_limited", "unreachable"}


def job_reason_text(code: str | None, provider: str) -> str:
    if not code:
        return ""
    text = EXTRACTION_REASON_CODES.get(code, code)
    if provider == "rules" and code in _PROVIDER_REASONS:
        text += ("; it failed under a model provider configured then, while this namespace now extracts with "
                 "the built-in rules (t retries the job with them)")
    return text


# Why retrieval left a memory out (engine codes, see engine/retrieval/filters.py and packing.py), in words.
EXCLUSION_REASONS = {
    "budget": "over the token budget",
    "scope": "outside the chosen scopes",
    "expired": "expired",
    "node_type": "a node type the query leaves out",
    "source_type": "a source type the query leaves out",
    "validity": "not valid in the asked time range",
    "event_time": "outside the asked event times",
    "knowledge_at": "learned after the asked point in time",
    "source_limit": "too many results from the same source",
    "low_score": "scored under a tenth of the best result",
    "entity_not_asked": "an entity name the question does not ask about",
}


def exclusion_reason(code: str) -> str:
    """``code`` in words: lifecycle:superseded -> "superseded (explicit mode shows retired memories)"."""
    kind, _, value = code.partition(":")
    if kind == "lifecycle":
        return f"{value} (explicit mode shows retired memories)"
    if kind == "epistemic":
        value = value.replace("_below_threshold", " below the confidence threshold")
        return f"{value.replace('_', ' ')} (explicit mode shows it)"
    return EXCLUSION_REASONS.get(code, code.replace("_", " "))


def display_context(rendered: str, fmt: str) -> str:
    """The context as the view shows it: JSON formats indented so they read (and wrap) by record."""
    if fmt == "reader" or not rendered:
        return rendered
    try:
        return json.dumps(json.loads(rendered), indent=2, ensure_ascii=False)
    except ValueError:
        return rendered
