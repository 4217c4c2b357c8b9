"""The service layer between the terminal app and the engine: plain data in, plain data out.

Every method here blocks (it calls the engine), so the app runs each one in a
thread worker and never on the UI thread. Nothing in this module imports Textual
(``tests/app/test_import_hygiene.py`` checks it), so the same facade serves scripts,
the benchmark and tests.

Engine features that other parts of the project add over time (curation,
extraction, retrieval) are looked up when called: a missing one raises
:class:`FeatureUnavailable`, and the pane shows that instead of inventing data.
"""

from __future__ import annotations

import inspect
import json
import logging
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Sequence

from engine import MemoryClient, MemoryWorkspace
from engine.reads import page_cursor
from engine.errors import PRMEError
from engine.types import LifecycleState, NodeType, Scope

log = logging.getLogger("prme.app")

PAGE_SIZE = 200
SORTS = ("updated", "confidence", "created", "id")
FORMATS = ("reader", "auditable", "compact")
MODES = ("default", "explicit")
ACTOR = "workspace-app"
VALUE_BINDINGS_KEY = "prme_value_bindings_v1"
SPEAKER_KEY = "prme_speaker_v1"


class ServiceError(Exception):
    """A request the app cannot carry out; the message is shown to the user as is."""


class FeatureUnavailable(ServiceError):
    """The engine in this build does not offer the feature yet."""


def user_message(exc: BaseException) -> str:
    """One line a person can act on; never a traceback, never a key."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    if isinstance(exc, (ServiceError, PRMEError, ValueError, LookupError, OSError)):
        return text[:400]
    return f"{type(exc).__name__}: {text[:300]}"


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


@dataclass(frozen=True)
class NodePage:
    rows: list[NodeRow]
    has_more: bool


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
    metadata: dict[str, Any]
    value_bindings: list[dict[str, str]]
    events: list[EventView] = field(default_factory=list)
    edges: list[EdgeView] = field(default_factory=list)
    operations: list[OperationView] = field(default_factory=list)
    operations_cursor: str | None = None
    provenance_note: str | None = None


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
    detected_at: datetime | None
    actor: str | None


@dataclass(frozen=True)
class Decision:
    """One contradiction decision of this session (for undo)."""

    kind: str  # keep_left, keep_right, keep_both, archive_both
    left_id: str
    right_id: str
    user_id: str
    reason: str | None


@dataclass(frozen=True)
class JobRow:
    event_id: str
    status: str
    phase: str | None
    attempts: int
    reason_code: str | None
    lease_expires_at: datetime | None
    updated_at: datetime | None


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
class RetrievalView:
    rendered: str
    format: str
    tokens_used: int
    rendered_tokens: int
    token_budget: int
    results: list[ResultRow]
    excluded: list[tuple[str, str]]
    hints: list[ResultRow]
    bindings: list[dict[str, str]]
    timing_ms: float


# --- helpers ---------------------------------------------------------------------------


def _value(x: Any) -> Any:
    return getattr(x, "value", x)


def _first_line(text: str, width: int = 160) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:width]


def _node_row(node: Any, sort: str = "id") -> NodeRow:
    key = page_cursor(sort, node)
    return NodeRow(
        id=str(node.id), node_type=_value(node.node_type), state=_value(node.lifecycle_state),
        scope=_value(node.scope), confidence=float(node.confidence), updated_at=node.updated_at,
        created_at=node.created_at, first_line=_first_line(node.content), speaker=(node.metadata or {}).get(SPEAKER_KEY),
        sort_key=key,
    )


def _event_view(event: Any) -> EventView:
    return EventView(
        id=str(event.id), role=event.role, speaker=(event.metadata or {}).get(SPEAKER_KEY), content=event.content,
        session_id=event.session_id, event_time=event.event_time, created_at=event.created_at,
    )


def _accepts(fn: Callable, name: str) -> bool:
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def _call(fn: Callable, *args: Any, **kwargs: Any) -> Any:
    """Call an engine method with the keyword arguments its signature accepts.

    Optional extras (a reason, an actor) are dropped for an engine that does not take them.
    """
    kept = {k: v for k, v in kwargs.items() if v is not None and _accepts(fn, k)}
    return fn(*args, **kept)


def _pick(obj: Any, *names: str, default: Any = None) -> Any:
    for name in names:
        if isinstance(obj, dict) and name in obj:
            return obj[name]
        if hasattr(obj, name):
            return getattr(obj, name)
    return default


def _snapshot_of(data: Any, node_id: str) -> Any:
    """An operation's before/after may hold several nodes keyed by id: take this node's."""
    if isinstance(data, dict) and node_id in data and isinstance(data[node_id], dict):
        return data[node_id]
    if isinstance(data, dict) and "nodes" in data and isinstance(data["nodes"], dict):
        return data["nodes"].get(node_id, data)
    return data


def _short_json(data: Any, limit: int = 160) -> str:
    if not data:
        return ""
    if isinstance(data, dict) and set(data) >= {"lifecycle_state"}:
        parts = [str(data["lifecycle_state"])]
        if "confidence" in data:
            parts.append(f"conf {float(data['confidence']):.2f}")
        return " ".join(parts)
    if isinstance(data, dict):
        keep = {k: v for k, v in data.items() if k in ("lifecycle_state", "confidence", "superseded_by", "epistemic_type", "content", "state")}
        data = keep or data
    text = json.dumps(data, default=str, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
            count = None
            if info.unlocked:
                try:
                    client = self.workspace.client(info.name)
                    count = sum(client.count_nodes(user) for user in client.list_users())
                except PRMEError:
                    count = None
            rows.append(NamespaceRow(
                name=info.name, description=info.description, encrypted=info.encrypted, unlocked=info.unlocked,
                size_bytes=info.size_bytes, node_count=count, model=info.embedding_model, created_at=info.created_at,
            ))
        return rows

    def create_namespace(self, name: str, *, passphrase: str | None, encrypted: bool = True, description: str = "") -> str:
        info = self.workspace.create_namespace(name, passphrase=passphrase, encrypted=encrypted, description=description)
        return info.name

    def unlock(self, name: str, passphrase: str | None) -> list[str]:
        """Open a namespace; returns the users with memories in it."""
        client = self.workspace.unlock(name, passphrase or None)
        return client.list_users()

    def warm_up(self, name: str) -> bool:
        """Load the embedding model now, so the first query or capture does not wait for it.

        Uses the engine's index object until the client offers a public warm-up; a
        failure here only means the first query pays the load time.
        """
        client = self.client(name)
        warm = getattr(client, "warm_up", None)
        if warm is not None:
            warm()
            return True
        try:
            client.engine._indexes.embedder.warm()  # noqa: SLF001 - stopgap, see docstring
            return True
        except Exception:  # noqa: BLE001
            log.debug("embedding warm-up skipped", exc_info=True)
            return False

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

    def _method(self, name: str, *candidates: str, feature: str) -> Callable:
        client = self.client(name)
        for candidate in candidates:
            fn = getattr(client, candidate, None)
            if fn is not None:
                return fn
        raise FeatureUnavailable(f"{feature} is not available in this engine build yet ({candidates[0]}() has not landed)")

    def features(self, name: str) -> dict[str, bool]:
        client = self.client(name)
        return {
            "provenance": hasattr(client, "get_provenance"),
            "lifecycle": hasattr(client, "promote"),
            "contradictions": hasattr(client, "open_contradictions"),
            "extraction": hasattr(client, "process_extractions"),
            "retrieval": hasattr(client, "retrieve"),
            "ingest": hasattr(client, "ingest_batch"),
        }

    # --- nodes --------------------------------------------------------------------

    def node_count(self, name: str, query: NodeQuery) -> int:
        client = self.client(name)
        filters = query.engine_filters()
        return client.count_nodes(query.user_id, **filters)

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
        return NodePage([_node_row(n, query.sort) for n in page.nodes], page.has_more)

    def node_detail(self, name: str, node_id: str, user_id: str) -> NodeDetail:
        client = self.client(name)
        node = client.get_node(node_id, user_id=user_id, include_superseded=True)
        if node is None:
            raise ServiceError(f"node {node_id} was not found for user {user_id!r}")
        meta = dict(node.metadata or {})
        bindings = [dict(b) for b in meta.pop(VALUE_BINDINGS_KEY, None) or []]
        speaker = meta.pop(SPEAKER_KEY, None)
        detail = NodeDetail(
            id=str(node.id), user_id=node.user_id, node_type=_value(node.node_type), state=_value(node.lifecycle_state),
            scope=_value(node.scope), confidence=node.confidence, salience=node.salience,
            epistemic_type=_value(node.epistemic_type), source_type=_value(node.source_type), speaker=speaker,
            session_id=node.session_id, content=node.content, created_at=node.created_at, updated_at=node.updated_at,
            event_time=node.event_time, valid_from=node.valid_from, valid_to=node.valid_to,
            superseded_by=str(node.superseded_by) if node.superseded_by else None, metadata=meta, value_bindings=bindings,
        )
        provenance = getattr(client, "get_provenance", None)
        provenance_edges: list[Any] | None = None
        events: list[EventView] = []
        seen_events: set[str] = set()
        if provenance is not None:
            history = _call(provenance, node_id, user_id=user_id, operation_limit=200)
            if history is not None:
                provenance_edges = list(_pick(history, "edges", default=None) or [])
                known = {str(e.id) for e in provenance_edges}
                provenance_edges += [e for e in _pick(history, "contradictions", default=None) or [] if str(e.id) not in known]
                for event in _pick(history, "source_events", "events", default=None) or []:
                    events.append(_event_view(event))
                    seen_events.add(str(event.id))
                for ref in _pick(history, "unresolved_references", "missing_refs", default=None) or []:
                    ref_id = str(_pick(ref, "event_id", "id", default=ref))
                    why = str(_pick(ref, "reason", default="missing")).replace("_", " ")
                    events.append(EventView(ref_id, "", None, f"(source event {why})", None, None, node.created_at, missing=True))
                    seen_events.add(ref_id)
                for op in _pick(history, "operations", default=None) or []:
                    detail.operations.append(OperationView(
                        seq=int(_pick(op, "seq", default=0) or 0), op_type=str(_pick(op, "op_type", default="")),
                        actor=_pick(op, "actor_id"), reason=_pick(op, "reason"), created_at=_pick(op, "created_at"),
                        before=_short_json(_snapshot_of(_pick(op, "before"), str(node.id))),
                        after=_short_json(_snapshot_of(_pick(op, "after"), str(node.id))),
                        other_node=next((str(x) for x in (_pick(op, "node_id"), _pick(op, "target_node_id")) if x and str(x) != str(node.id)), None),
                    ))
                cursor = _pick(history, "next_operation_cursor", default=None)
                detail.operations_cursor = str(cursor) if cursor else None
        else:
            detail.provenance_note = "operation timeline: needs the engine's get_provenance() (curation core not landed yet)"
        for ref in node.evidence_refs:
            if str(ref) in seen_events:
                continue
            event = client.get_event(str(ref), user_id=user_id)
            if event is None:
                events.append(EventView(str(ref), "", None, "(source event missing or outside this scope)", None, None, node.created_at, missing=True))
            else:
                events.append(_event_view(event))
        detail.events = events
        edges = provenance_edges or []
        for edge in edges:
            out = str(edge.source_id) == str(node.id)
            other = str(edge.target_id if out else edge.source_id)
            other_node = client.get_node(other, user_id=user_id, include_superseded=True)
            detail.edges.append(EdgeView(
                id=str(edge.id), edge_type=_value(edge.edge_type), direction="out" if out else "in", other_id=other,
                other_summary=_first_line(other_node.content, 80) if other_node else "(not visible)",
                other_state=_value(other_node.lifecycle_state) if other_node else "", created_at=edge.created_at,
            ))
        return detail

    # --- curation -----------------------------------------------------------------

    def promote(self, name: str, node_id: str, user_id: str, reason: str | None = None) -> str:
        fn = self._method(name, "promote", feature="Promote")
        _call(fn, node_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return self._state(name, node_id, user_id)

    def archive(self, name: str, node_id: str, user_id: str, reason: str | None = None) -> str:
        fn = self._method(name, "archive", feature="Archive")
        _call(fn, node_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return self._state(name, node_id, user_id)

    def supersede(self, name: str, old_id: str, new_id: str, user_id: str, reason: str | None = None) -> str:
        fn = self._method(name, "supersede", feature="Supersede")
        _call(fn, old_id, new_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return self._state(name, old_id, user_id)

    def contradict(self, name: str, first_id: str, second_id: str, user_id: str, reason: str | None = None) -> str:
        fn = self._method(name, "contradict", feature="Contradict")
        _call(fn, first_id, second_id, user_id=user_id, actor_id=ACTOR, reason=reason)
        return self._state(name, first_id, user_id)

    def edit_as_new(self, name: str, node_id: str, user_id: str, new_content: str, reason: str | None = None) -> str:
        """Store a corrected memory and let it supersede the old one; returns the new node id."""
        client = self.client(name)
        supersede = self._method(name, "supersede", feature="Edit as new (supersede)")
        old = client.get_node(node_id, user_id=user_id, include_superseded=True)
        if old is None:
            raise ServiceError(f"node {node_id} was not found")
        receipt = client.store_with_receipt(
            new_content, user_id=user_id, node_type=_value(old.node_type), scope=_value(old.scope),
            session_id=old.session_id, speaker=(old.metadata or {}).get(SPEAKER_KEY),
            metadata={"corrects": str(old.id)},
        )
        _call(supersede, node_id, str(receipt.node_id), user_id=user_id, actor_id=ACTOR, reason=reason)
        return str(receipt.node_id)

    def _state(self, name: str, node_id: str, user_id: str) -> str:
        node = self.client(name).get_node(node_id, user_id=user_id, include_superseded=True)
        return _value(node.lifecycle_state) if node is not None else "unknown"

    def node_state(self, name: str, node_id: str, user_id: str) -> str:
        return self._state(name, node_id, user_id)

    # --- contradictions -----------------------------------------------------------

    def contradictions(self, name: str, user_id: str, limit: int = 50) -> list[ContradictionPair]:
        fn = self._method(name, "open_contradictions", "list_contradictions", feature="The contradiction queue")
        client = self.client(name)
        result = _call(fn, user_id=user_id, limit=limit)
        items = _pick(result, "items", "contradictions", "pairs", default=result) or []
        pairs = []
        for item in items:
            left_id, right_id = self._pair_ids(item)
            left = self._claim(client, left_id, user_id)
            right = self._claim(client, right_id, user_id)
            if left is None or right is None:
                continue
            edge = _pick(item, "edge", default=None)
            pairs.append(ContradictionPair(
                left=left, right=right,
                detected_at=_pick(edge, "created_at") if edge is not None else _pick(item, "created_at", "detected_at"),
                actor=_pick(item, "actor_id", "actor", default=None),
            ))
        return pairs

    @staticmethod
    def _pair_ids(item: Any) -> tuple[str, str]:
        if isinstance(item, (tuple, list)) and len(item) >= 2:
            a, b = item[0], item[1]
        else:
            a = _pick(item, "first", "left", "node_a", "source", "first_id", "source_id", "left_id", "node_a_id")
            b = _pick(item, "second", "right", "node_b", "target", "second_id", "target_id", "right_id", "node_b_id")
            if a is None or b is None:
                edge = _pick(item, "edge")
                a, b = _pick(edge, "source_id"), _pick(edge, "target_id")
        return str(_pick(a, "id", default=a)), str(_pick(b, "id", default=b))

    def _claim(self, client: MemoryClient, node_id: str, user_id: str) -> ClaimView | None:
        node = client.get_node(node_id, user_id=user_id, include_superseded=True)
        if node is None:
            return None
        evidence = []
        for ref in node.evidence_refs[:3]:
            event = client.get_event(str(ref), user_id=user_id)
            if event is not None:
                evidence.append(_event_view(event))
        return ClaimView(
            node_id=str(node.id), content=node.content, state=_value(node.lifecycle_state), confidence=node.confidence,
            speaker=(node.metadata or {}).get(SPEAKER_KEY) or next((e.speaker for e in evidence if e.speaker), None),
            created_at=node.created_at, event_time=node.event_time, evidence=evidence,
        )

    def decide(self, name: str, decision: Decision) -> str:
        """Apply one contradiction decision; returns a one-line outcome."""
        left, right, user = decision.left_id, decision.right_id, decision.user_id
        if decision.kind in ("keep_left", "keep_right"):
            winner, loser = (left, right) if decision.kind == "keep_left" else (right, left)
            fn = self._method(name, "resolve_contradiction", feature="Resolving a contradiction")
            _call(fn, winner, loser, user_id=user, resolver_actor_id=ACTOR, reason=decision.reason)
            return (f"kept {winner[:8]} ({self._state(name, winner, user)}); "
                    f"{loser[:8]} is {self._state(name, loser, user)}")
        if decision.kind == "keep_both":
            fn = self._method(name, "dismiss_contradiction", feature="Keeping both claims")
            _call(fn, left, right, user_id=user, actor_id=ACTOR, resolver_actor_id=ACTOR, reason=decision.reason)
            return f"kept both: recorded as not a contradiction ({self._state(name, left, user)} / {self._state(name, right, user)})"
        if decision.kind == "archive_both":
            fn = self._method(name, "archive", feature="Archive")
            for node_id in (left, right):
                _call(fn, node_id, user_id=user, actor_id=ACTOR, reason=decision.reason)
            return "archived both claims"
        raise ServiceError(f"unknown decision {decision.kind!r}")

    def undo(self, name: str, decision: Decision) -> str:
        """Undo a decision where the lifecycle state machine allows it."""
        if decision.kind == "keep_both":
            fn = self._method(name, "contradict", feature="Undo (contradict again)")
            _call(fn, decision.left_id, decision.right_id, user_id=decision.user_id, actor_id=ACTOR, reason="undo: keep both")
            return "undone: the pair is contested again"
        final = {"keep_left": "the loser is DEPRECATED", "keep_right": "the loser is DEPRECATED", "archive_both": "both are ARCHIVED"}
        raise ServiceError(f"cannot undo: {final.get(decision.kind, 'that state')}, and the lifecycle only moves forward from there")

    # --- extraction ---------------------------------------------------------------

    def extraction_overview(self, name: str, user_id: str, limit: int = 500) -> ExtractionOverview:
        client = self.client(name)
        jobs_fn = self._method(name, "list_extractions", "list_extraction_jobs", feature="The extraction job list")
        raw = _call(jobs_fn, user_id=user_id, limit=limit)
        raw = _pick(raw, "jobs", "items", default=raw) or []
        jobs = [JobRow(
            event_id=str(_pick(j, "event_id", "id")), status=str(_value(_pick(j, "status", default=""))),
            phase=_pick(j, "phase"), attempts=int(_pick(j, "attempts", default=0) or 0),
            reason_code=_pick(j, "reason_code", "failure_code"), lease_expires_at=_pick(j, "lease_expires_at", "lease_expiry"),
            updated_at=_pick(j, "updated_at"),
        ) for j in raw]
        # Failures first (they need a person), then live work, then history; newest first within each.
        order = {"failed": 0, "running": 1, "pending": 2, "complete": 3}
        jobs.sort(key=lambda j: j.event_id, reverse=True)
        jobs.sort(key=lambda j: j.updated_at or datetime.min.replace(tzinfo=timezone.utc), reverse=True)
        jobs.sort(key=lambda j: order.get(j.status, 4))
        counts_fn = getattr(client, "extraction_counts", None)
        counts: dict[str, int] = {}
        if counts_fn is not None:
            result = _call(counts_fn, user_id=user_id)
            counts = dict(result if isinstance(result, dict) else getattr(result, "model_dump", lambda: vars(result))())
        else:
            for job in jobs:
                counts[job.status] = counts.get(job.status, 0) + 1
        for status in ("pending", "running", "failed", "complete"):
            counts.setdefault(status, 0)
        cfg = client.config.extraction
        return ExtractionOverview(counts=counts, jobs=jobs, provider=cfg.provider, model=cfg.model or "(provider default)")

    def job_source(self, name: str, event_id: str, user_id: str) -> EventView | None:
        event = self.client(name).get_event(event_id, user_id=user_id)
        return _event_view(event) if event is not None else None

    def retry_job(self, name: str, event_id: str, user_id: str) -> str:
        fn = self._method(name, "retry_extraction", feature="Retrying extraction")
        _call(fn, event_id, user_id=user_id)
        return self.job_status(name, event_id, user_id)

    def job_status(self, name: str, event_id: str, user_id: str) -> str:
        fn = self._method(name, "extraction_status", feature="Extraction status")
        status = _call(fn, event_id, user_id=user_id)
        return str(_value(_pick(status, "status", default="unknown"))) if status is not None else "unknown"

    def retry_all_failed(self, name: str, user_id: str) -> int:
        overview = self.extraction_overview(name, user_id)
        failed = [j for j in overview.jobs if j.status == "failed"]
        for job in failed:
            self.retry_job(name, job.event_id, user_id)
        return len(failed)

    def process_extractions(self, name: str, user_id: str, *, limit: int = 1, budget_ms: int = 2000) -> ProcessStep:
        fn = self._method(name, "process_extractions", feature="Processing extraction jobs")
        result = _call(fn, user_id=user_id, limit=limit, budget_ms=budget_ms)
        processed = int(_pick(result, "processed", "completed", "complete", default=0) or 0)
        failed = int(_pick(result, "failed", default=0) or 0)
        remaining = _pick(result, "pending", "remaining", default=None)
        if remaining is None:
            overview = self.extraction_overview(name, user_id)
            remaining = overview.counts.get("pending", 0)
        return ProcessStep(processed=processed, failed=failed, remaining=int(remaining))

    # --- retrieval ----------------------------------------------------------------

    def retrieve(
        self, name: str, query: str, *, user_id: str, scopes: Sequence[str] = (), token_budget: int = 1000,
        fmt: str = "reader", mode: str = "default",
    ) -> RetrievalView:
        fn = self._method(name, "retrieve", feature="Retrieval")
        if not query.strip():
            raise ServiceError("type a query first")
        if token_budget < 1:
            raise ServiceError("the token budget must be a positive number")
        scope_arg: Any = [Scope(s) for s in scopes] if scopes else None
        kwargs: dict[str, Any] = {"user_id": user_id, "scope": scope_arg, "token_budget": token_budget}
        if _accepts(fn, "context_format"):
            kwargs["context_format"] = fmt
        if mode != "default":
            kwargs["retrieval_mode"] = mode
        response = _call(fn, query, **kwargs)
        bundle = response.bundle
        rendered = bundle.render(fmt)
        from engine.tokens import count_tokens

        rendered_tokens = count_tokens(rendered, getattr(bundle, "tokenizer", "cl100k_base") or "cl100k_base")
        packed = {str(_pick(e.candidate, "node_id")) for e in getattr(bundle, "entries", []) or []}
        results = [self._result_row(i, c, packed) for i, c in enumerate(response.results, 1)]
        hints = [self._result_row(i, c, set()) for i, c in enumerate(response.cross_scope_hints or [], 1)]
        reasons = dict(getattr(response.metadata, "excluded", {}) or {})
        excluded = [(str(i), reasons.get(str(i), "not packed: over the token budget")) for i in bundle.excluded_ids]
        excluded += [(i, r) for i, r in reasons.items() if i not in {e[0] for e in excluded}]
        bindings = []
        for b in bundle.value_bindings() or []:
            bindings.append({
                k: str(v) for k, v in (b.model_dump() if hasattr(b, "model_dump") else dict(b)).items()
            })
        return RetrievalView(
            rendered=rendered, format=fmt, tokens_used=int(bundle.tokens_used), rendered_tokens=rendered_tokens,
            token_budget=int(bundle.token_budget or token_budget), results=results, excluded=excluded, hints=hints,
            bindings=bindings, timing_ms=float(getattr(response.metadata, "timing_ms", 0.0) or 0.0),
        )

    @staticmethod
    def _result_row(rank: int, cand: Any, packed: set[str]) -> ResultRow:
        trace = getattr(cand, "trace", None)
        parts = []
        if trace is not None:
            for key in ("semantic_similarity", "lexical_relevance", "graph_proximity", "recency_factor", "confidence", "epistemic_weight"):
                value = getattr(trace, key, None)
                if value:
                    parts.append(f"{key.split('_')[0][:4]}={value:.2f}")
        node = cand.node
        return ResultRow(
            rank=rank, node_id=str(node.id), node_type=_value(node.node_type), state=_value(node.lifecycle_state),
            score=float(getattr(cand, "score", 0.0) or 0.0), paths="+".join(getattr(cand, "paths", []) or []),
            trace=" ".join(parts), content=_first_line(node.content, 100), packed=str(node.id) in packed,
        )

    def export_context(self, text: str, stem: str = "context") -> Path:
        target = self.exports_dir() / f"{stem}-{datetime.now(timezone.utc):%Y%m%dT%H%M%S}.txt"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        return target

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
    ) -> tuple[int, bool]:
        """Ingest pasted ``Speaker: text`` lines; returns (messages, went through extraction)."""
        messages = parse_conversation(text, owner_speaker=owner_speaker)
        if not messages:
            raise ServiceError("paste at least one line, optionally as 'Speaker: text'")
        client = self.client(name)
        batch = getattr(client, "ingest_batch", None)
        if batch is not None:
            _call(batch, messages, user_id=user_id, session_id=session_id or None, scope=scope, wait_for_extraction=False)
            return len(messages), True
        items = [{"content": m["content"], "role": m["role"], "speaker": m.get("speaker"), "session_id": session_id or None, "scope": scope} for m in messages]
        client.ingest_fast_many(items, user_id=user_id)
        client.process_pending(user_id, budget_ms=5000)
        return len(messages), False


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
