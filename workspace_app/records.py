"""The plain records the services (workspace_app.services) hand to the app: what a pane shows,
as plain values built from engine objects by workspace_app.mappers, so a record can cross from
a worker thread to a widget with no pack or session behind it."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engine import ContradictionDecision, LifecycleState, NodeType, Scope
from workspace_app.retirement import RetirementView


@dataclass(frozen=True)
class NamespaceRow:
    name: str
    description: str
    encrypted: bool
    unlocked: bool
    size_bytes: int
    node_count: int | None
    model: str
    created_at: str
    users: dict[str, int] = field(default_factory=dict)  # nodes per user (the Nodes pane shows one user's)

    def others_note(self, user: str | None) -> str:
        """Why this count differs from the Nodes pane's: "51 of maya; 2 of root (U shows them)"."""
        if not user or self.node_count is None or set(self.users) <= {user}:
            return ""
        others = "; ".join(f"{n} of {u}" for u, n in sorted(self.users.items()) if u != user)
        return f"{self.name}: {self.users.get(user, 0)} of its {self.node_count} nodes are {user}'s; {others} (U shows them)"


@dataclass(frozen=True)
class NodeQuery:
    user_id: str
    node_types: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    scopes: tuple[str, ...] = ()
    text: str = ""
    sort: str = "updated"

    def engine_filters(self) -> dict[str, Any]:
        filters: dict[str, Any] = {}
        if self.node_types:
            filters["node_types"] = [NodeType(t) for t in self.node_types]
        if self.scopes:
            filters["scopes"] = [Scope(s) for s in self.scopes]
        if self.states:
            filters["lifecycle_states"] = [LifecycleState(s) for s in self.states]
        if self.text.strip():
            filters["content_contains_any"] = [self.text.strip()]
        return filters


@dataclass(frozen=True)
class NodeRow:
    id: str
    node_type: str
    state: str
    scope: str
    confidence: float
    updated_at: datetime
    created_at: datetime
    first_line: str
    speaker: str | None
    sort_key: Any = None
    event_time: datetime | None = None  # when it happened (the source's event time), if known
    retirement: RetirementView | None = None  # set for superseded, deprecated and archived rows


@dataclass(frozen=True)
class NodePage:
    rows: list[NodeRow]
    has_more: bool


@dataclass(frozen=True)
class PickPage:
    """A page of the node picker: rows and the cursor of the next page (None at the end)."""

    rows: list[NodeRow]
    next_cursor: str | None
    exact: list[NodeRow] = field(default_factory=list)  # the nodes whose id starts with the typed text


@dataclass(frozen=True)
class ForgetPlan:
    """What forgetting a memory or event removes: one line per memory and event (shown to
    the person before a forget, which is final), and the totals."""

    target_id: str
    lines: list[str]
    summary: str


@dataclass(frozen=True)
class EventView:
    id: str
    role: str
    speaker: str | None
    content: str
    session_id: str | None
    event_time: datetime | None
    created_at: datetime
    missing: bool = False


@dataclass(frozen=True)
class EdgeView:
    id: str
    edge_type: str
    direction: str  # "out" or "in"
    other_id: str
    other_summary: str
    other_state: str
    created_at: datetime | None


@dataclass(frozen=True)
class OperationView:
    seq: int
    op_type: str
    actor: str | None
    reason: str | None
    created_at: datetime | None
    before: str
    after: str
    other_node: str | None


@dataclass
class NodeDetail:
    id: str
    user_id: str
    node_type: str
    state: str
    scope: str
    confidence: float
    salience: float
    epistemic_type: str
    source_type: str
    speaker: str | None
    session_id: str | None
    content: str
    created_at: datetime
    updated_at: datetime
    event_time: datetime | None
    valid_from: datetime | None
    valid_to: datetime | None
    superseded_by: str | None
    retirement: RetirementView | None
    metadata: dict[str, Any]
    value_bindings: list[dict[str, str]]
    events: list[EventView] = field(default_factory=list)
    edges: list[EdgeView] = field(default_factory=list)
    operations: list[OperationView] = field(default_factory=list)
    operations_cursor: str | None = None


@dataclass(frozen=True)
class ClaimView:
    node_id: str
    content: str
    state: str
    confidence: float
    speaker: str | None
    created_at: datetime
    event_time: datetime | None
    evidence: list[EventView]


@dataclass(frozen=True)
class ContradictionPair:
    left: ClaimView
    right: ClaimView
    detected_at: datetime
    reason: str | None = None  # why the pair was put to a person, when that was said
    # Newer statements waiting for this decision: each is compared with the claim kept.
    waiting: tuple[ClaimView, ...] = ()


@dataclass(frozen=True)
class Decision:
    """One contradiction decision of this session (for undo)."""

    kind: str  # keep_left, keep_right, keep_both, archive_both
    left_id: str
    right_id: str
    user_id: str
    reason: str | None

    @property
    def final(self) -> bool:
        """True when the lifecycle cannot undo it (the loser DEPRECATED, or both ARCHIVED)."""
        return decision_is_final(self.kind)


def decision_is_final(kind: str) -> bool:
    return ContradictionDecision(kind).final


def decision_finality(kind: str) -> str:
    """One sentence said before the decision is made: why it is final, or how it is undone."""
    decision = ContradictionDecision(kind)
    if decision.final:
        return f"This is {decision.undo_hint}; there is no undo."
    return (f"It can be undone: {decision.undo_hint} (u while the app runs; later, mark the two as "
            "contradicting again: c in the Detail pane, or prme contradict).")


@dataclass(frozen=True)
class SupersessionView:
    """One supersession the update check made on its own, for a person to review."""

    operation_id: str
    old_id: str
    old_content: str
    new_id: str | None
    new_content: str
    at: datetime
    reason: str | None
    reversed: bool  # a person already reversed it
    reversible: bool  # the old memory is still superseded by this very operation

    @property
    def status(self) -> str:
        if self.reversed:
            return "reversed"
        return "applied" if self.reversible else "changed"  # the old memory moved on since (archived, superseded again)


@dataclass(frozen=True)
class JobRow:
    event_id: str
    status: str
    phase: str | None
    attempts: int
    reason_code: str | None
    lease_expires_at: datetime | None
    updated_at: datetime
    reason_text: str = ""  # the reason code in words


@dataclass(frozen=True)
class ExtractionOverview:
    counts: dict[str, int]
    jobs: list[JobRow]
    provider: str
    model: str


@dataclass(frozen=True)
class ProcessStep:
    processed: int
    failed: int
    remaining: int


@dataclass(frozen=True)
class ResultRow:
    rank: int
    node_id: str
    node_type: str
    state: str
    score: float
    paths: str
    trace: str
    content: str
    packed: bool


@dataclass(frozen=True)
class ExcludedRow:
    node_id: str
    text: str  # the memory's first line ("" when it is not readable as this user)
    reason: str  # why it is not in the context, in words


@dataclass(frozen=True)
class RetrievalView:
    rendered: str  # exactly what a model receives (copy and save use this)
    format: str
    tokens_used: int
    rendered_tokens: int
    token_budget: int
    results: list[ResultRow]
    excluded: list[ExcludedRow]
    hints: list[ResultRow]
    bindings: list[dict[str, str]]
    timing_ms: float
    display: str = ""  # what the view shows: the JSON formats pretty-printed, the reader format as is
