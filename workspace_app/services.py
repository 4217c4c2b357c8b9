"""The service layer between the terminal app and the engine: plain data in, plain data out.

Every method here blocks (it calls the engine), so the app runs each one in a
thread worker and never on the UI thread. Nothing in this module imports Textual
(``tests/app/test_import_hygiene.py`` checks it), so the same facade serves scripts,
the benchmark and tests.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from pydantic import ValidationError

from engine import (
    EXTRACTION_REASON_CODES,
    SPEAKER_KEY,
    AmbiguousIdError,
    VALUE_BINDINGS_KEY,
    ContradictionDecision,
    Event,
    LifecycleState,
    MemoryClient,
    MemoryNode,
    MemoryWorkspace,
    NamespaceLockedError,
    NodeType,
    OperationRecord,
    PRMEError,
    RetrievalCandidate,
    Scope,
    page_cursor,
)
from workspace_app.ids import IdError, matches_of, needs_resolving, resolve as resolve_id
from workspace_app.retirement import RetirementView, retirement_view

PAGE_SIZE = 200
RETIRED = frozenset({LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED})
SORTS = ("updated", "confidence", "created", "id")
FORMATS = ("reader", "auditable", "compact")
MODES = ("default", "explicit")
ACTOR = "workspace-app"


SHORT_PASSPHRASE = 8  # characters; shorter ones get a warning and must be confirmed


def passphrase_warning(passphrase: str | None) -> str | None:
    """A warning for a passphrase that is easy to guess (None when it is long enough or absent)."""
    if passphrase is None or len(passphrase) >= SHORT_PASSPHRASE:
        return None
    return (f"This passphrase has {len(passphrase)} characters: anyone with the file can guess one that short. "
            f"Use {SHORT_PASSPHRASE} or more (a few words work well).")


class ServiceError(Exception):
    """A request the app cannot carry out; the message is shown to the user as is."""


def user_message(exc: BaseException) -> str:
    """One line a person can act on; never a traceback, a key or memory content.

    Our own errors are written to be shown. Pydantic and DuckDB quote the values they
    reject (a memory's text, a row's key), so only where and what kind of error is kept;
    any other unexpected error shows its type and where it happened, nothing of its text.
    """
    if isinstance(exc, ValidationError):
        problems = "; ".join(
            f"{'.'.join(str(part) for part in error['loc']) or 'input'}: {error['type'].replace('_', ' ')}"
            for error in exc.errors(include_input=False, include_url=False)[:3]
        )
        return f"invalid input ({problems})"
    if type(exc).__module__.split(".")[0] in ("duckdb", "_duckdb"):
        return f"the pack could not carry out the request ({type(exc).__name__}{_where(exc)})"
    if isinstance(exc, (ServiceError, PRMEError, ValueError, LookupError, OSError)):
        text = " ".join(str(exc).split()) or type(exc).__name__
        return text[:400]
    return f"unexpected {type(exc).__name__}{_where(exc)}; the details stay out of this message"


def _where(exc: BaseException) -> str:
    """`` at file.py:123``: the innermost frame of a traceback, without its locals."""
    tb = exc.__traceback__
    if tb is None:
        return ""
    while tb.tb_next is not None:
        tb = tb.tb_next
    return f" at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}"


# --- plain records ---------------------------------------------------------------------


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
    return f"It can be undone: {decision.undo_hint}."


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


# --- helpers ---------------------------------------------------------------------------


_CURRENT = {"tentative", "stable", "contested"}  # what a supersede or contradict can name
_PLAN_ROWS = 12


def _looks_like_id(text: str) -> bool:
    value = text.strip().lower()
    return len(value.replace("-", "")) >= 6 and all(ch in "0123456789abcdef-" for ch in value)


def _first_line(text: str, width: int = 160) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:width]


def _node_row(node: MemoryNode, sort: str, retirement: RetirementView | None = None) -> NodeRow:
    return NodeRow(
        id=str(node.id), node_type=node.node_type.value, state=node.lifecycle_state.value, scope=node.scope.value,
        confidence=node.confidence, updated_at=node.updated_at, created_at=node.created_at,
        first_line=_first_line(node.content), speaker=node.speaker, sort_key=page_cursor(sort, node),
        retirement=retirement, event_time=node.event_time,
    )


def _event_view(event: Event) -> EventView:
    return EventView(
        id=str(event.id), role=event.role, speaker=event.speaker, content=event.content,
        session_id=event.session_id, event_time=event.event_time, created_at=event.created_at,
    )


def _claim(node: MemoryNode, evidence: list[Event]) -> ClaimView:
    events = [_event_view(e) for e in evidence[:3]]
    return ClaimView(
        node_id=str(node.id), content=node.content, state=node.lifecycle_state.value, confidence=node.confidence,
        # Extracted claims often carry no speaker of their own; the event that said it does.
        speaker=node.speaker or next((e.speaker for e in events if e.speaker), None),
        created_at=node.created_at, event_time=node.event_time, evidence=events,
    )


def _operation_view(op: OperationRecord, node_id: str) -> OperationView:
    return OperationView(
        seq=op.seq, op_type=op.op_type, actor=op.actor_id, reason=op.reason, created_at=op.created_at,
        before=_snapshot_summary(op.before, node_id), after=_snapshot_summary(op.after, node_id),
        other_node=next((str(x) for x in (op.node_id, op.target_node_id) if x and str(x) != node_id), None),
    )


def _snapshot_summary(snapshots: dict[str, Any] | None, node_id: str) -> str:
    """This node's state in an operation's ``before``/``after`` map ({node id: node snapshot}).

    Empty when the operation did not change this node (the replacement in a supersede):
    the other node's snapshot is not this node's history.
    """
    snapshot = (snapshots or {}).get(node_id)
    if not snapshot:
        return ""
    return f"{snapshot['lifecycle_state']} conf {float(snapshot['confidence']):.2f}"


def _result_row(rank: int, cand: RetrievalCandidate, packed: set[str]) -> ResultRow:
    parts = []
    if cand.trace is not None:
        for key in ("semantic_similarity", "lexical_relevance", "graph_proximity", "recency_factor", "confidence", "epistemic_weight"):
            value = getattr(cand.trace, key)
            if value:
                parts.append(f"{key.split('_')[0][:4]}={value:.2f}")
    node = cand.node
    return ResultRow(
        rank=rank, node_id=cand.node_id, node_type=node.node_type.value, state=node.lifecycle_state.value,
        score=cand.score, paths="+".join(cand.paths), trace=" ".join(parts), content=_first_line(node.content, 100),
        packed=cand.node_id in packed,
    )


# Reasons only a model provider gives: under the rules extractor they come from an earlier run.
_PROVIDER_REASONS = {"timeout", "provider_error", "invalid_output", "auth", "rate_limited", "unreachable"}


def _reason_text(code: str | None, provider: str) -> str:
    if not code:
        return ""
    text = EXTRACTION_REASON_CODES.get(code, code)
    if provider == "rules" and code in _PROVIDER_REASONS:
        text += ("; it failed under a model provider configured then, while this namespace now extracts with "
                 "the built-in rules (t retries the job with them)")
    return text


# --- the facade ------------------------------------------------------------------------


class WorkspaceServices:
    """Everything the app asks of a workspace and its namespaces."""

    def __init__(self, root: Path | str | None, *, workspace: MemoryWorkspace | None = None) -> None:
        self._root = Path(root) if root is not None else None
        self._workspace = workspace
        self._open_lock = threading.Lock()
        self.demo_passphrase: str | None = None

    # --- workspace ----------------------------------------------------------------

    @property
    def workspace(self) -> MemoryWorkspace:
        with self._open_lock:
            if self._workspace is None:
                self._workspace = MemoryWorkspace.open(self._root)
            return self._workspace

    def open(self) -> Path:
        return self.workspace.root

    @property
    def root(self) -> Path | None:
        return self._workspace.root if self._workspace is not None else self._root

    def owner(self) -> str:
        return self.workspace.owner

    def namespaces(self) -> list[NamespaceRow]:
        rows = []
        for info in self.workspace.list_namespaces():
            count, users = None, {}
            if info.unlocked:
                try:
                    client = self.workspace.client(info.name)
                    users = {user: client.count_nodes(user) for user in client.list_users()}
                    count = sum(users.values())
                except PRMEError:
                    count, users = None, {}
            rows.append(NamespaceRow(
                name=info.name, description=info.description, encrypted=info.encrypted, unlocked=info.unlocked,
                size_bytes=info.size_bytes, node_count=count, model=info.embedding_model, created_at=info.created_at,
                users=users,
            ))
        return rows

    def create_namespace(self, name: str, *, passphrase: str | None, encrypted: bool = True, description: str = "") -> str:
        info = self.workspace.create_namespace(name, passphrase=passphrase, encrypted=encrypted, description=description)
        return info.name

    def unlock(self, name: str, passphrase: str | None) -> list[str]:
        """Open a namespace; returns the users with memories in it."""
        client = self.workspace.unlock(name, passphrase or None)
        return client.list_users()

    def warm_up(self, name: str) -> None:
        """Load the namespace's embedding model now, so the first query or capture does not wait for it.

        The embedder is process-wide per model, so this is the very instance the engine uses.
        The app runs this in a worker that may fail quietly: then the first query pays the load.
        """
        self.client(name).warm_up()

    def lock(self, name: str) -> None:
        self.workspace.lock(name)

    def rename(self, old: str, new: str) -> str:
        return self.workspace.rename(old, new).name

    def delete(self, name: str, *, confirm: str) -> None:
        self.workspace.delete(name, confirm=confirm)

    def is_unlocked(self, name: str) -> bool:
        return self._workspace is not None and self._workspace.is_unlocked(name)

    def close(self) -> None:
        if self._workspace is not None:
            self._workspace.close()

    def client(self, name: str) -> MemoryClient:
        return self.workspace.client(name)

    def users(self, name: str) -> list[str]:
        return self.client(name).list_users()

    def inbox_dir(self, name: str) -> Path:
        return self.workspace.inbox_dir(name)

    def exports_dir(self) -> Path:
        return self.workspace.exports_dir

    # --- nodes --------------------------------------------------------------------

    def node_count(self, name: str, query: NodeQuery) -> int:
        return self.client(name).count_nodes(query.user_id, **query.engine_filters())

    def node_page(self, name: str, query: NodeQuery, *, after: str | None = None, offset: int = 0, limit: int = PAGE_SIZE) -> NodePage:
        """One page in the query's sort order: after the ``after`` row's sort key, or at ``offset``."""
        if query.sort not in SORTS:
            raise ServiceError(f"unknown sort {query.sort!r}; choose one of {', '.join(SORTS)}")
        filters = query.engine_filters()
        page = self.client(name).page_nodes(
            query.user_id, sort=query.sort, cursor=after, offset=offset, limit=limit,
            node_type=filters.get("node_types"), scope=filters.get("scopes"),
            lifecycle_states=filters.get("lifecycle_states"), text=query.text,
        )
        retired = self._retirements(name, query.user_id, [n for n in page.nodes if n.lifecycle_state in RETIRED])
        return NodePage([_node_row(n, query.sort, retired.get(str(n.id))) for n in page.nodes], page.has_more)

    def _retirements(self, name: str, user_id: str, nodes: list[MemoryNode]) -> dict[str, RetirementView]:
        """When and by what those of these nodes that are retired were retired (one engine read, plus the replacements)."""
        if not nodes:
            return {}
        client = self.client(name)
        found = client.retirements([n.id for n in nodes], user_id=user_id)
        replacements: dict[str, MemoryNode | None] = {}

        def read(node_id: str) -> MemoryNode | None:
            if node_id not in replacements:
                replacements[node_id] = client.get_node(node_id, user_id=user_id, include_superseded=True)
            return replacements[node_id]

        return {node_id: retirement_view(r, read) for node_id, r in found.items()}

    # --- ids and the node picker ----------------------------------------------------

    def resolve_node(self, name: str, value: str, user_id: str) -> str:
        """The full id of the node ``value`` (a full id or a unique prefix of 6+ characters) names."""
        if not needs_resolving(value):
            return value.strip()
        try:
            return resolve_id(self.client(name), value, user_id, kinds=("node",)).id
        except IdError as exc:
            raise ServiceError(str(exc)) from None

    def pick_nodes(
        self, name: str, user_id: str, text: str = "", *, cursor: str | None = None, limit: int = 50,
        current_only: bool = False,
    ) -> PickPage:
        """A page of nodes for the picker, newest first, whose text contains ``text`` (the
        engine filters and pages; nothing loads every node). Text that is an id prefix
        also finds the node it names."""
        client = self.client(name)
        states = sorted(s.value for s in LifecycleState if not current_only or s.value in _CURRENT)
        page = client.page_nodes(user_id, sort="updated", cursor=cursor, limit=limit, lifecycle_states=states,
                                 text=text.strip() or None)
        exact: list[NodeRow] = []
        if cursor is None and _looks_like_id(text):
            try:
                matches = [client.resolve_id(text.strip(), user_id=user_id, kinds=("node",),
                                             include_retired=not current_only)]
            except AmbiguousIdError as exc:
                matches = matches_of(exc)
            except PRMEError:
                matches = []
            found = client.get_nodes([m.id for m in matches], user_id=user_id, include_superseded=True)
            exact = [_node_row(found[m.id], "updated") for m in matches if m.id in found]
        return PickPage([_node_row(n, "updated") for n in page.nodes], page.next_cursor, exact)

    # --- forget (final) -------------------------------------------------------------

    def forget_plan(self, name: str, target_id: str, user_id: str) -> ForgetPlan:
        """What forgetting this memory (with its source events) or event would remove."""
        client = self.client(name)
        receipt = client.forget_preview(target_id, user_id=user_id)
        nodes = client.get_nodes(receipt.node_ids[:_PLAN_ROWS], user_id=user_id, include_superseded=True)
        lines = [f"memory {n.id.hex[:8]} · {n.node_type.value} · {n.lifecycle_state.value} · "
                 f"{_first_line(n.content, 60)}" for n in sorted(nodes.values(), key=lambda n: n.created_at)]
        for event_id in receipt.event_ids[:_PLAN_ROWS]:
            event = client.get_event(event_id, user_id=user_id)
            if event is not None:
                lines.append(f"source event {event_id[:8]} · {event.role} · {_first_line(event.content, 60)}")
        hidden = max(0, len(receipt.node_ids) - _PLAN_ROWS) + max(0, len(receipt.event_ids) - _PLAN_ROWS)
        if hidden:
            lines.append(f"… and {hidden} more")
        return ForgetPlan(receipt.target_id, lines, receipt.summary())

    def forget(self, name: str, target_id: str, user_id: str, reason: str | None = None) -> str:
        """Forget for good; returns what was removed, in words."""
        receipt = self.client(name).forget(target_id, user_id=user_id, actor=ACTOR, reason=reason)
        return receipt.summary()

    def node_detail(self, name: str, node_id: str, user_id: str) -> NodeDetail:
        client = self.client(name)
        if needs_resolving(node_id):
            node_id = self.resolve_node(name, node_id, user_id)
        # One read snapshot: the node, its cited events, its edges and a page of its operations.
        prov = client.get_provenance(node_id, user_id=user_id, operation_limit=200)
        if prov is None:
            raise ServiceError(f"node {node_id} was not found for user {user_id!r}")
        node = prov.node
        nid = str(node.id)
        meta = dict(node.metadata or {})
        bindings = [dict(b) for b in meta.pop(VALUE_BINDINGS_KEY, None) or []]
        speaker = meta.pop(SPEAKER_KEY, None)
        events = [_event_view(e) for e in prov.source_events]
        # The engine reports another user's or another scope's event like a missing one.
        events += [
            EventView(str(ref.event_id), "", None, f"(source event {ref.reason.replace('_', ' ')})", None, None,
                      node.created_at, missing=True)
            for ref in prov.unresolved_references
        ]
        # CONTRADICTS edges are listed apart (closed ones too) and may fall past the edge cap.
        known = {e.id for e in prov.edges}
        edge_list = prov.edges + [e for e in prov.contradictions if e.id not in known]
        others = client.get_nodes(
            [e.target_id if str(e.source_id) == nid else e.source_id for e in edge_list],
            user_id=user_id, include_superseded=True,
        )
        edges = []
        for edge in edge_list:
            out = str(edge.source_id) == nid
            other = str(edge.target_id if out else edge.source_id)
            other_node = others.get(other)
            edges.append(EdgeView(
                id=str(edge.id), edge_type=edge.edge_type.value, direction="out" if out else "in", other_id=other,
                other_summary=_first_line(other_node.content, 80) if other_node else "(not visible)",
                other_state=other_node.lifecycle_state.value if other_node else "", created_at=edge.created_at,
            ))
        return NodeDetail(
            id=nid, user_id=node.user_id, node_type=node.node_type.value, state=node.lifecycle_state.value,
            scope=node.scope.value, confidence=node.confidence, salience=node.salience,
            epistemic_type=node.epistemic_type.value, source_type=node.source_type.value, speaker=speaker,
            session_id=node.session_id, content=node.content, created_at=node.created_at, updated_at=node.updated_at,
            event_time=node.event_time, valid_from=node.valid_from, valid_to=node.valid_to,
            superseded_by=str(node.superseded_by) if node.superseded_by else None,
            retirement=retirement_view(
                prov.retirement, lambda other: client.get_node(other, user_id=user_id, include_superseded=True),
            ) if prov.retirement is not None else None,
            metadata=meta, value_bindings=bindings,
            events=events, edges=edges, operations=[_operation_view(op, nid) for op in prov.operations],
            operations_cursor=prov.next_operation_cursor,
        )

    # --- curation (each returns the node's lifecycle state afterwards) ---------------

    def promote(self, name: str, node_id: str, user_id: str, reason: str | None = None) -> str:
        node = self.client(name).promote(node_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return node.lifecycle_state.value

    def archive(self, name: str, node_id: str, user_id: str, reason: str | None = None) -> str:
        node = self.client(name).archive(node_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return node.lifecycle_state.value

    def supersede(self, name: str, old_id: str, new_id: str, user_id: str, reason: str | None = None) -> str:
        new_id = self.resolve_node(name, new_id, user_id)
        old = self.client(name).supersede(old_id, new_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return old.lifecycle_state.value

    def contradict(self, name: str, first_id: str, second_id: str, user_id: str, reason: str | None = None) -> str:
        second_id = self.resolve_node(name, second_id, user_id)
        first, _second = self.client(name).contradict(first_id, second_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return first.lifecycle_state.value

    def edit_as_new(self, name: str, node_id: str, user_id: str, new_content: str, reason: str | None = None) -> str:
        """Store a corrected memory and let it supersede the old one; returns the new node id."""
        client = self.client(name)
        old = client.get_node(node_id, user_id=user_id, include_superseded=True)
        if old is None:
            raise ServiceError(f"node {node_id} was not found")
        receipt = client.store_with_receipt(
            new_content, user_id=user_id, node_type=old.node_type.value, scope=old.scope.value,
            session_id=old.session_id, speaker=old.speaker, metadata={"corrects": str(old.id)},
        )
        client.supersede(node_id, str(receipt.node_id), user_id=user_id, actor_id=ACTOR, reason=reason)
        return str(receipt.node_id)

    def node_state(self, name: str, node_id: str, user_id: str) -> str:
        node = self.client(name).get_node(node_id, user_id=user_id, include_superseded=True)
        return node.lifecycle_state.value if node is not None else "unknown"

    # --- contradictions -----------------------------------------------------------

    def contradictions(self, name: str, user_id: str, limit: int = 50) -> list[ContradictionPair]:
        """The first page of open contradictions, newest first (left is the edge's source)."""
        page = self.client(name).open_contradictions(user_id, limit=limit)
        return [
            ContradictionPair(
                left=_claim(p.first, p.first_evidence), right=_claim(p.second, p.second_evidence),
                detected_at=p.edge.created_at,
            )
            for p in page.pairs
        ]

    def decide(self, name: str, decision: Decision) -> str:
        """Apply one contradiction decision; returns a one-line outcome."""
        left, right = self.client(name).decide_contradiction(
            decision.left_id, decision.right_id, decision.kind, user_id=decision.user_id, actor_id=ACTOR,
            reason=decision.reason,
        )
        if decision.kind in ("keep_left", "keep_right"):
            (won, lost) = (left, right) if decision.kind == "keep_left" else (right, left)
            return (f"kept {str(won.id)[:8]} ({won.lifecycle_state.value}); "
                    f"{str(lost.id)[:8]} is {lost.lifecycle_state.value}")
        if decision.kind == "keep_both":
            return (f"kept both: recorded as not a contradiction "
                    f"({left.lifecycle_state.value} / {right.lifecycle_state.value})")
        return "archived both claims"

    def undo(self, name: str, decision: Decision) -> str:
        """Undo a decision where the lifecycle state machine allows it (the pane offers no other)."""
        if decision.final:
            raise ServiceError(f"cannot undo {decision.kind.replace('_', ' ')}. {decision_finality(decision.kind)}")
        self.client(name).undo_contradiction_decision(
            decision.left_id, decision.right_id, decision.kind, user_id=decision.user_id, actor_id=ACTOR,
            reason=f"undo: {decision.kind.replace('_', ' ')}",
        )
        return "undone: the pair is contested again"

    # --- automatic updates -----------------------------------------------------------

    def supersessions(self, name: str, user_id: str, limit: int = 50) -> list[SupersessionView]:
        """The update check's own recent supersessions, newest first (reversed ones included)."""
        records = self.client(name).list_supersessions(user_id=user_id, automatic_only=True, limit=limit)
        return [
            SupersessionView(
                operation_id=str(r.operation_id), old_id=str(r.old_node_id), old_content=r.old_content or "(gone)",
                new_id=str(r.new_node_id) if r.new_node_id else None, new_content=r.new_content or "(gone)",
                at=r.at, reason=r.reason, reversed=r.reversed, reversible=r.reversible,
            )
            for r in records
        ]

    def reverse_supersession(self, name: str, old_id: str, user_id: str, reason: str | None = None) -> str:
        """The old memory becomes current again (recorded in the audit log); returns a one-line outcome."""
        node = self.client(name).reverse_supersession(old_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return f"reversed: {str(node.id)[:8]} is current again ({node.lifecycle_state.value.upper()})"

    # --- extraction ---------------------------------------------------------------

    def extraction_overview(self, name: str, user_id: str, limit: int = 500) -> ExtractionOverview:
        client = self.client(name)
        jobs = [JobRow(
            event_id=str(s.event_id), status=s.status, phase=s.phase, attempts=s.attempts, reason_code=s.reason_code,
            lease_expires_at=s.lease_expires_at, updated_at=s.updated_at,
            reason_text=_reason_text(s.reason_code, client.config.extraction.provider),
        ) for s in client.list_extractions(user_id, limit=limit)]
        # Failures first (they need a person), then live work, then history; newest first within each.
        order = {"failed": 0, "running": 1, "pending": 2, "complete": 3}
        jobs.sort(key=lambda j: j.event_id, reverse=True)
        jobs.sort(key=lambda j: j.updated_at, reverse=True)
        jobs.sort(key=lambda j: order[j.status])
        cfg = client.config.extraction
        return ExtractionOverview(
            counts=client.extraction_counts(user_id), jobs=jobs, provider=cfg.provider,
            model=cfg.model or "(provider default)",
        )

    def job_source(self, name: str, event_id: str, user_id: str) -> EventView | None:
        event = self.client(name).get_event(event_id, user_id=user_id)
        return _event_view(event) if event is not None else None

    def retry_job(self, name: str, event_id: str, user_id: str) -> str:
        """Make a failed job pending again; returns its status afterwards."""
        status = self.client(name).retry_extraction(event_id, user_id=user_id)
        return status.status if status is not None else "unknown"

    def job_status(self, name: str, event_id: str, user_id: str) -> str:
        status = self.client(name).extraction_status(event_id, user_id=user_id)
        return status.status if status is not None else "unknown"

    def retry_all_failed(self, name: str, user_id: str) -> int:
        overview = self.extraction_overview(name, user_id)
        failed = [j for j in overview.jobs if j.status == "failed"]
        for job in failed:
            self.retry_job(name, job.event_id, user_id)
        return len(failed)

    def process_extractions(self, name: str, user_id: str, *, limit: int = 1, budget_ms: int = 2000) -> ProcessStep:
        result = self.client(name).process_extractions(user_id, limit=limit, budget_ms=budget_ms)
        return ProcessStep(processed=result.processed, failed=result.failed, remaining=result.pending)

    # --- retrieval ----------------------------------------------------------------

    def indexes_ready(self, name: str) -> bool:
        """False while the namespace's search indexes still load after unlock (searches wait)."""
        try:
            return self.client(name).engine.indexes_ready
        except NamespaceLockedError:
            return True  # nothing loading; the search itself reports the lock

    def retrieve(
        self, name: str, query: str, *, user_id: str, scopes: Sequence[str] = (), token_budget: int = 1000,
        fmt: str = "reader", mode: str = "default",
    ) -> RetrievalView:
        if not query.strip():
            raise ServiceError("type a query first")
        if token_budget < 1:
            raise ServiceError("the token budget must be a positive number")
        response = self.client(name).retrieve(
            query, user_id=user_id, scope=[Scope(s) for s in scopes] or None, token_budget=token_budget,
            context_format=fmt, retrieval_mode=mode,
        )
        bundle = response.bundle
        rendered = bundle.render(fmt)
        packed = {e.candidate.node_id for e in bundle.entries}
        results = [_result_row(i, c, packed) for i, c in enumerate(response.results, 1)]
        hints = [_result_row(i, c, set()) for i, c in enumerate(response.cross_scope_hints, 1)]
        # Packing drops by id only; filtering says why per node. Each id once (the view keys its rows by id).
        reasons = response.metadata.excluded
        codes = dict.fromkeys(bundle.excluded_ids, "budget")
        codes.update((i, r) for i, r in reasons.items())
        known = {c.node_id: c.node for c in [*response.results, *response.cross_scope_hints]}
        missing = [i for i in codes if i not in known]
        if missing:
            known.update(self.client(name).get_nodes(missing, user_id=user_id, include_superseded=True))
        excluded = [
            ExcludedRow(i, _first_line(known[i].content, 120) if i in known else "", exclusion_reason(code))
            for i, code in codes.items()
        ]
        bindings = [{k: str(v) for k, v in b.model_dump().items()} for b in bundle.value_bindings()]
        return RetrievalView(
            rendered=rendered, format=fmt, tokens_used=bundle.tokens_used,
            rendered_tokens=bundle.count_tokens(fmt), token_budget=bundle.token_budget,
            results=results, excluded=excluded, hints=hints, bindings=bindings, timing_ms=response.metadata.timing_ms,
            display=display_context(rendered, fmt),
        )

    def export_context(self, text: str, stem: str = "context") -> Path:
        """Save ``text`` to a new file in the exports folder, readable by its owner only; a
        second save in the same second gets its own name instead of overwriting the first."""
        folder = self.exports_dir()
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        base = f"{stem}-{datetime.now(timezone.utc):%Y%m%dT%H%M%S}"
        data = text.encode("utf-8")
        for n in range(1, 10_000):
            target = folder / (f"{base}.txt" if n == 1 else f"{base}-{n}.txt")
            try:
                fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
            except FileExistsError:
                continue
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            return target
        raise ServiceError(f"no free file name for {base}.txt in {folder}")

    # --- capture ------------------------------------------------------------------

    def add_memory(
        self, name: str, content: str, *, user_id: str, node_type: str = "note", scope: str = "personal",
        speaker: str | None = None, role: str = "user", event_time: datetime | None = None, session_id: str | None = None,
    ) -> str:
        if not content.strip():
            raise ServiceError("write the memory first")
        receipt = self.client(name).store_with_receipt(
            content, user_id=user_id, node_type=node_type, scope=scope, speaker=speaker or None, role=role,
            event_time=event_time, session_id=session_id or None,
        )
        return str(receipt.node_id)

    def ingest_conversation(
        self, name: str, text: str, *, user_id: str, scope: str = "personal", session_id: str | None = None,
        owner_speaker: str | None = None,
    ) -> int:
        """Ingest pasted ``Speaker: text`` lines through extraction; returns how many messages.

        Extraction is queued, not awaited: the Extraction pane shows it run.
        """
        messages = parse_conversation(text, owner_speaker=owner_speaker)
        if not messages:
            raise ServiceError("paste at least one line, optionally as 'Speaker: text'")
        self.client(name).ingest_batch(
            messages, user_id=user_id, session_id=session_id or None, scope=scope, wait_for_extraction=False,
        )
        return len(messages)


def parse_conversation(text: str, *, owner_speaker: str | None = None) -> list[dict[str, Any]]:
    """``Name: words`` lines become messages; the owner's lines are role user, others participant."""
    messages: list[dict[str, Any]] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        speaker, sep, words = line.partition(":")
        if sep and 0 < len(speaker) <= 40 and words.strip() and " " not in speaker.strip()[:1]:
            name = speaker.strip()
            role = "user" if owner_speaker and name.casefold() == owner_speaker.casefold() else "participant"
            messages.append({"content": words.strip(), "role": role, "speaker": name})
        else:
            messages.append({"content": line, "role": "user"})
    return messages
