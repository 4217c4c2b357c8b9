"""The service layer between the terminal app and the engine: plain data in, plain data out.

Every method here blocks (it calls the engine), so the app runs each one in a
thread worker and never on the UI thread. Nothing in this module imports Textual
(``tests/app/test_import_hygiene.py`` checks it), so the same facade serves scripts,
the benchmark and tests. What it returns is defined in workspace_app.records and built
by workspace_app.mappers; errors are ServiceError (workspace_app.errors).

``parse_conversation`` (at the end) splits a pasted conversation for ``ingest_conversation``;
the CLI has its own (workspace_app.commands.ingest) that splits some pastes differently.
"""

from __future__ import annotations

import os
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

from engine import (
    SPEAKER_KEY,
    VALUE_BINDINGS_KEY,
    AmbiguousIdError,
    LifecycleState,
    MemoryClient,
    MemoryNode,
    MemoryWorkspace,
    NamespaceLockedError,
    PRMEError,
    Scope,
)
from workspace_app.ids import IdError, matches_of, needs_resolving, resolve as resolve_id
from workspace_app.mappers import (
    claim_view, display_context, event_view, exclusion_reason, first_line, job_reason_text, node_row, operation_view,
    result_row,
)
from workspace_app.records import (
    ContradictionPair, Decision, EdgeView, EventView, ExcludedRow, ExtractionOverview, ForgetPlan, JobRow,
    NamespaceRow, NodeDetail, NodePage, NodeQuery, NodeRow, PickPage, ProcessStep, RetrievalView, SupersessionView,
    decision_finality,
)
from workspace_app.retirement import RetirementView, capture_outcome, clip, retirement_view
from workspace_app.errors import ServiceError

PAGE_SIZE = 200
RETIRED = frozenset({LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED})
SORTS = ("updated", "confidence", "created", "id")
FORMATS = ("reader", "auditable", "compact")
MODES = ("default", "explicit")
ACTOR = "workspace-app"


_CURRENT = {"tentative", "stable", "contested"}  # what a supersede or contradict can name
_PLAN_ROWS = 12


def _looks_like_id(text: str) -> bool:
    value = text.strip().lower()
    return len(value.replace("-", "")) >= 6 and all(ch in "0123456789abcdef-" for ch in value)


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
        return NodePage([node_row(n, query.sort, retired.get(str(n.id))) for n in page.nodes], page.has_more)

    def _retirements(self, name: str, user_id: str, nodes: list[MemoryNode]) -> dict[str, RetirementView]:
        """When and by what those of these nodes that are retired were retired: two engine reads,
        the retirements and then their replacements (one read per row made a page of mostly
        retired rows take 170 ms to fetch instead of 25)."""
        if not nodes:
            return {}
        client = self.client(name)
        found = client.retirements([n.id for n in nodes], user_id=user_id)
        wanted = sorted({str(r.replaced_by) for r in found.values() if r.replaced_by})
        replacements = client.get_nodes(wanted, user_id=user_id, include_superseded=True) if wanted else {}
        return {node_id: retirement_view(r, replacements.get) for node_id, r in found.items()}

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
            exact = [node_row(found[m.id], "updated") for m in matches if m.id in found]
        return PickPage([node_row(n, "updated") for n in page.nodes], page.next_cursor, exact)

    # --- forget (final) -------------------------------------------------------------

    def forget_plan(self, name: str, target_id: str, user_id: str) -> ForgetPlan:
        """What forgetting this memory (with its source events) or event would remove."""
        client = self.client(name)
        receipt = client.forget_preview(target_id, user_id=user_id)
        nodes = client.get_nodes(receipt.node_ids[:_PLAN_ROWS], user_id=user_id, include_superseded=True)
        lines = [f"memory {n.id.hex[:8]} · {n.node_type.value} · {n.lifecycle_state.value} · "
                 f"{first_line(n.content, 60)}" for n in sorted(nodes.values(), key=lambda n: n.created_at)]
        for event_id in receipt.event_ids[:_PLAN_ROWS]:
            event = client.get_event(event_id, user_id=user_id)
            if event is not None:
                lines.append(f"source event {event_id[:8]} · {event.role} · {first_line(event.content, 60)}")
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
        events = [event_view(e) for e in prov.source_events]
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
                other_summary=first_line(other_node.content, 80) if other_node else "(not visible)",
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
            events=events, edges=edges, operations=[operation_view(op, nid) for op in prov.operations],
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
                left=claim_view(p.first, p.first_evidence), right=claim_view(p.second, p.second_evidence),
                detected_at=p.edge.created_at, reason=(p.edge.metadata or {}).get("reason"),
                waiting=tuple(claim_view(n, []) for n in p.waiting),
            )
            for p in page.pairs
        ]

    def llm_configured(self, name: str) -> bool:
        """Whether the namespace's engine has an LLM provider to ask (not only the offline rules)."""
        return self.client(name).config.extraction.provider != "rules"

    def judge_updates(self, name: str, user_id: str) -> str:
        """Ask the configured LLM which recent memories make earlier ones out of date (each pair
        it names joins the queue); returns a one-line outcome."""
        report = self.client(name).judge_updates(user_id)
        asked = f"asked {report.model} about {report.asked} {'memory' if report.asked == 1 else 'memories'}"
        found = f"{report.contested} new pair(s) to decide" if report.contested else "nothing out of date found"
        more = f"; {report.waiting} more next time" if report.waiting else ""
        return f"{asked}: {found}{more}"

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
            reason_text=job_reason_text(s.reason_code, client.config.extraction.provider),
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
        return event_view(event) if event is not None else None

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
        results = [result_row(i, c, packed) for i, c in enumerate(response.results, 1)]
        hints = [result_row(i, c, set()) for i, c in enumerate(response.cross_scope_hints, 1)]
        # Packing drops by id only; filtering says why per node. Each id once (the view keys its rows by id).
        reasons = response.metadata.excluded
        codes = dict.fromkeys(bundle.excluded_ids, "budget")
        codes.update((i, r) for i, r in reasons.items())
        known = {c.node_id: c.node for c in [*response.results, *response.cross_scope_hints]}
        missing = [i for i in codes if i not in known]
        if missing:
            known.update(self.client(name).get_nodes(missing, user_id=user_id, include_superseded=True))
        excluded = [
            ExcludedRow(i, first_line(known[i].content, 120) if i in known else "", exclusion_reason(code))
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

    def capture_outcome(self, name: str, node_id: str, user_id: str) -> str | None:
        """What the update check made of a memory just captured, in a line (None: nothing)."""
        found = capture_outcome(self.client(name), node_id, user_id)
        if found is None:
            return None
        if found.replaced is not None:
            return f"replaces “{clip(found.replaced, 70)}” (Contradictions, 4, can reverse it)"
        if found.outdated_by is not None:
            return f"stored as history: “{clip(found.outdated_by, 70)}”, dated later, already says what holds now"
        if found.waits_on:
            pair = " and ".join(f"“{clip(text, 40)}”" for text in found.waits_on)
            return f"waits for your decision between {pair} in Contradictions (4)"
        return f"may update “{clip(found.beside or '', 70)}”: put to you in Contradictions (4)"

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


# One parser for pasted conversations, shared with `prme ingest --conversation`.
from workspace_app.conversation import parse_conversation  # noqa: E402
