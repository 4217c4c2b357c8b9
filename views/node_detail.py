"""Node detail and provenance: content, metadata, value bindings, evidence, edges, operation timeline."""

from __future__ import annotations

import json

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Static, TabbedContent, TabPane

from views.base import PaneScreen
from views.messages import DataChanged, DetailLoaded, OpenNode, Outcome
from views.modals import ConfirmScreen, EditScreen, ForgetScreen, NodePickerScreen
from views.workers import run_engine
from workspace_app.retirement import clip


def when(value) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value else "-"


class NodeDetailScreen(PaneScreen):
    PANE = "detail"
    AUTO_FOCUS = "#operations"
    TITLE = "Node detail"
    ABOUT = (
        "One memory node: its full content, metadata and value bindings, the source events it came from with "
        "their exact text, its edges to other nodes (Enter on an edge opens that node), and the operation "
        "timeline from the audit log: who did what, when, why, and the state before and after. Curation actions "
        "here confirm first and report the outcome. s, c and o open a picker: type to search, or type an id "
        "(6+ characters). F forgets the memory with its source events, for good, after listing what goes."
    )
    BINDINGS = [
        Binding("p", "promote", "Promote", id="detail.promote"),
        Binding("a", "archive", "Archive", id="detail.archive"),
        Binding("s", "supersede", "Supersede", id="detail.supersede"),
        Binding("c", "contradict", "Contradict", id="detail.contradict"),
        Binding("e", "edit", "Edit as new", id="detail.edit"),
        Binding("o", "open_id", "Open id", id="detail.open"),
        Binding("F", "forget", "Forget", id="detail.forget"),
        Binding("r", "open_replacement", "Open replacement", id="detail.open_replacement"),
        Binding("backspace", "back", "Back", id="detail.back"),
        Binding("g", "refresh", "Refresh", id="detail.refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.node_id: str | None = None
        self.detail = None
        self.history: list[str] = []

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="detail-body"):
            yield Static("Select a node in the Nodes pane (2) and press Enter.", id="detail-head", classes="section-title", markup=False)
            with VerticalScroll(id="detail-content-box"):
                yield Static("", id="detail-content", markup=False)
            with TabbedContent(id="detail-tabs"):
                with TabPane("Timeline", id="tab-timeline"):
                    yield Static("", id="timeline-note", classes="hint", markup=False)
                    yield DataTable(id="operations", cursor_type="row", zebra_stripes=True)
                with TabPane("Evidence", id="tab-evidence"):
                    with VerticalScroll():
                        yield Static("", id="evidence", markup=False)
                with TabPane("Edges", id="tab-edges"):
                    yield DataTable(id="edges", cursor_type="row", zebra_stripes=True)
                with TabPane("Metadata", id="tab-metadata"):
                    yield DataTable(id="bindings", cursor_type="row")
                    with VerticalScroll():
                        yield Static("", id="metadata", markup=False)

    def on_mount(self) -> None:
        ops = self.query_one("#operations", DataTable)
        # Before → after right after the operation, so an 80-column terminal still shows it; it
        # names only what changed, so the actor fits whole ("prme:update-check").
        for label, key, width in (("#", "seq", 4), ("When", "when", 16), ("Operation", "op", 14),
                                  ("Before → after", "change", 24), ("Actor", "actor", 18), ("Reason", "reason", None)):
            ops.add_column(label, key=key, width=width)
        edges = self.query_one("#edges", DataTable)
        for label, key, width in (("Edge", "type", 12), ("Dir", "dir", 4), ("State", "state", 11), ("Other node", "other", None)):
            edges.add_column(label, key=key, width=width)
        bindings = self.query_one("#bindings", DataTable)
        for label, key in (("Reference", "reference"), ("Kind", "kind"), ("Presentation", "presentation"), ("Lookup", "lookup")):
            bindings.add_column(label, key=key)

    def show(self, node_id: str) -> None:
        if self.node_id and self.node_id != node_id:
            self.history.append(self.node_id)
        self.node_id = node_id
        self.prme.detail_node_id = node_id
        if self.is_current:
            self.reload()

    def before_resume(self) -> None:
        wanted = self.prme.detail_node_id
        if wanted and wanted != self.node_id:
            if self.node_id:
                self.history.append(self.node_id)
            self.node_id = wanted
            self._seen_version = -1  # load it now

    def is_ready(self) -> bool:
        return self.node_id is None or (self.detail is not None and self.detail.id == self.node_id)

    def reload(self) -> None:
        if not self.node_id or not self.prme.namespace:
            return
        node_id, ns, user, services = self.node_id, self.prme.namespace, self.prme.user or "", self.prme.services
        self.query_one("#detail-head", Static).update(f"Loading node {node_id}…")
        run_engine(
            self, "load node", lambda: services.node_detail(ns, node_id, user), lambda d: DetailLoaded(node_id, d),
            group="detail", exclusive=True,
        )

    @on(DetailLoaded)
    def _loaded(self, event: DetailLoaded) -> None:
        event.stop()
        if event.node_id != self.node_id:
            return
        d = self.detail = event.detail
        if d.id != self.node_id:  # opened by an id prefix: keep the full id
            self.node_id = self.prme.detail_node_id = d.id
        who = f" · speaker {d.speaker}" if d.speaker else ""
        self.query_one("#detail-head", Static).update(
            f"{d.node_type.upper()} · {d.state.upper()} · scope {d.scope} · confidence {d.confidence:.2f}{who}\n"
            f"id {d.id} · created {when(d.created_at)} · updated {when(d.updated_at)}"
            + (f"\nretired: {d.retirement.sentence(text_width=90)}" if d.retirement else "")
            + (f" · why: {clip(d.retirement.reason, 60)}" if d.retirement and d.retirement.reason else "")
        )
        self.query_one("#detail-content", Static).update(d.content)
        ops = self.query_one("#operations", DataTable)
        ops.clear()
        for op in d.operations:
            change = " → ".join(x for x in (op.before, op.after) if x)
            ops.add_row(str(op.seq), when(op.created_at), op.op_type, change, op.actor or "", op.reason or "")
        note = "" if d.operations else "No operations recorded for this node yet."
        if d.operations_cursor:
            note = f"{note} Showing the first {len(d.operations)} operations."
        self.query_one("#timeline-note", Static).update(note.strip())
        self.query_one("#timeline-note", Static).display = bool(note.strip())
        lines = []
        for ev in d.events:
            if ev.missing:
                lines.append(f"■ {ev.id}: {ev.content}")
                continue
            speaker = f" {ev.speaker}" if ev.speaker else ""
            at = when(ev.event_time or ev.created_at)
            session = f" · session {ev.session_id}" if ev.session_id else ""
            lines.append(f"■ {at} · {ev.role}{speaker}{session} · event {ev.id}\n{ev.content}\n")
        self.query_one("#evidence", Static).update("\n".join(lines) or "No source events.")
        edges = self.query_one("#edges", DataTable)
        edges.clear()
        for edge in d.edges:
            # Keyed by the edge, not the neighbour: two nodes may share several edges
            # (a closed CONTRADICTS edge and the one its undo reopened).
            edges.add_row(edge.edge_type, "→" if edge.direction == "out" else "←", edge.other_state,
                          f"{edge.other_summary}  [{edge.other_id[:8]}]", key=edge.id)
        bindings = self.query_one("#bindings", DataTable)
        bindings.clear()
        for b in d.value_bindings:
            bindings.add_row(b.get("reference", ""), b.get("kind", ""), b.get("presentation", ""), b.get("lookup", ""))
        bindings.display = bool(d.value_bindings)
        meta = {
            "epistemic_type": d.epistemic_type, "source_type": d.source_type, "salience": d.salience,
            "session_id": d.session_id, "event_time": str(d.event_time) if d.event_time else None,
            "valid_from": str(d.valid_from) if d.valid_from else None, "valid_to": str(d.valid_to) if d.valid_to else None,
            **d.metadata,
        }
        header = f"{len(d.value_bindings)} value binding(s)\n\n" if d.value_bindings else "No value bindings.\n\n"
        self.query_one("#metadata", Static).update(header + json.dumps(meta, indent=2, default=str, sort_keys=True))

    @on(DataTable.RowSelected, "#edges")
    def _edge(self, event: DataTable.RowSelected) -> None:
        event.stop()
        edge = next((e for e in self.detail.edges if e.id == event.row_key.value), None) if self.detail else None
        if edge is not None:
            self.post_message(OpenNode(edge.other_id))

    # --- actions ----------------------------------------------------------------

    def _act(self, question: str, action: str, call, *, ask_reason: bool = True) -> None:
        if self.detail is None:
            self.notify("Open a node first", severity="warning")
            return

        def confirmed(result: dict | None) -> None:
            if result is None:
                return
            run_engine(self, action, lambda: call(result.get("reason")), self._done_with(action))

        self.app.push_screen(ConfirmScreen(question, ask_reason=ask_reason), confirmed)

    def _done_with(self, action: str):
        def done(state: str) -> Outcome:
            self.prme.data_changed(action)
            self.reload()
            return Outcome(f"{action}: node is now {str(state).upper()}" if state else f"{action}: done")
        return done

    def _ids(self):
        return self.prme.namespace, self.node_id, self.prme.user or "", self.prme.services

    def action_promote(self) -> None:
        ns, node_id, user, services = self._ids()
        self._act("Promote this node to STABLE?", "Promote", lambda reason: services.promote(ns, node_id, user, reason))

    def action_archive(self) -> None:
        ns, node_id, user, services = self._ids()
        self._act("Archive this node? ARCHIVED is final.", "Archive", lambda reason: services.archive(ns, node_id, user, reason))

    def _picker(self, title: str, *, current_only: bool, ask_reason: bool = False) -> NodePickerScreen:
        ns, node_id, user, services = self._ids()
        return NodePickerScreen(
            title, lambda text, cursor: services.pick_nodes(ns, user, text, cursor=cursor, current_only=current_only),
            ask_reason=ask_reason, exclude=node_id,
        )

    def _with_other(self, title: str, action: str, call) -> None:
        if self.detail is None:
            self.notify("Open a node first", severity="warning")
            return

        def chosen(result: dict | None) -> None:
            if not result:
                return
            other = result["value"]
            run_engine(self, action, lambda: call(other, result.get("reason")), self._done_with(action))

        self.app.push_screen(self._picker(title, current_only=True, ask_reason=True), chosen)

    def action_supersede(self) -> None:
        ns, node_id, user, services = self._ids()
        self._with_other(
            "Supersede this memory with (pick the newer memory):", "Supersede",
            lambda other, reason: services.supersede(ns, node_id, other, user, reason),
        )

    def action_contradict(self) -> None:
        ns, node_id, user, services = self._ids()
        self._with_other(
            "Mark this memory as contradicting (pick the other claim):", "Contradict",
            lambda other, reason: services.contradict(ns, node_id, other, user, reason),
        )

    def action_edit(self) -> None:
        if self.detail is None:
            self.notify("Open a node first", severity="warning")
            return
        ns, node_id, user, services = self._ids()

        def edited(result: dict | None) -> None:
            if not result:
                return

            def done(new_id: str) -> Outcome:
                self.prme.data_changed("edit")
                self.show(new_id)
                return Outcome(f"Stored the correction as {new_id[:8]}; the old node is SUPERSEDED")

            run_engine(
                self, "Edit as new",
                lambda: services.edit_as_new(ns, node_id, user, result["value"], result.get("reason")), done,
            )

        self.app.push_screen(EditScreen(self.detail.content), edited)

    def action_open_id(self) -> None:
        if not self.prme.namespace:
            self.notify("Unlock a namespace first", severity="warning")
            return

        def chosen(result: dict | None) -> None:
            if result:
                self.show(result["value"])  # a prefix is resolved when the node loads
        self.app.push_screen(self._picker("Open a memory:", current_only=False), chosen)

    def action_forget(self) -> None:
        if self.detail is None:
            self.notify("Open a node first", severity="warning")
            return
        ns, node_id, user, services = self._ids()

        def confirmed(result: dict | None) -> None:
            if result is None:
                return

            def done(summary: str) -> Outcome:
                self._forgotten(node_id)
                return Outcome(f"Forgot {summary}")

            run_engine(self, "Forget", lambda: services.forget(ns, node_id, user, result.get("reason")), done)

        def planned(plan) -> None:
            self.app.push_screen(ForgetScreen(plan.lines, plan.summary), confirmed)

        run_engine(self, "Plan forget", lambda: services.forget_plan(ns, node_id, user), planned)

    def _forgotten(self, node_id: str) -> None:
        """The node is gone: leave it (back to the previous node, or to Nodes) and refresh the panes."""
        self.history = [n for n in self.history if n != node_id]
        self.node_id = self.detail = None
        self.prme.detail_node_id = None
        self.prme.data_changed("forget")
        self.action_back()

    def action_open_replacement(self) -> None:
        gone = self.detail.retirement if self.detail is not None else None
        if gone is None or not gone.by_id:
            self.notify("This memory is current: nothing replaced it", severity="warning")
            return
        self.show(gone.by_id)

    def action_back(self) -> None:
        if self.history:
            self.node_id = self.history.pop()
            self.prme.detail_node_id = self.node_id
            self.reload()
        else:
            self.app.switch_mode("nodes")

    def action_refresh(self) -> None:
        self.reload()

    @on(DataChanged)
    def _changed(self, event: DataChanged) -> None:
        event.stop()
        self.reload()
