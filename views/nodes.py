"""Nodes pane: every memory node of the current user, paged from the engine as you scroll."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Select, Static

from engine import LifecycleState, NodeType, Scope
from views.base import PaneScreen
from views.messages import NodeCount, NodePageLoaded, OpenNode, UsersLoaded
from views.widgets.node_table import PAGE, NodeTable, NodeTableHeader, columns_for
from views.workers import run_engine
from workspace_app.records import NodeQuery
from workspace_app.retirement import clip

ACTIVE = ("tentative", "stable", "contested")


class NodesScreen(PaneScreen):
    PANE = "nodes"
    AUTO_FOCUS = "#node-table"
    TITLE = "Nodes"
    ABOUT = (
        "Every memory node of the current user, newest update first. The table pages from the engine as you "
        "scroll, so even 100,000 nodes open at once. Filter by type, lifecycle state, scope and text; sort by "
        "updated, confidence, created or id; Enter opens a node's detail and provenance."
    )
    BINDINGS = [
        Binding("slash", "search", "Search", id="nodes.search"),
        Binding("f", "filters", "Filters", id="nodes.filters"),
        Binding("s", "cycle_sort", "Sort", id="nodes.sort"),
        Binding("x", "clear_filters", "Clear filters", id="nodes.clear"),
        Binding("g", "refresh", "Refresh", id="nodes.refresh"),
        Binding("escape", "focus_table", "Table", show=False),
    ]

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="nodes-body"):
            with Horizontal(id="node-filters", classes="filter-bar"):
                yield Select([(t.value, t.value) for t in NodeType], prompt="type: all", id="f-type", compact=True)
                yield Select(
                    [("active", "active")] + [(s.value, s.value) for s in LifecycleState],
                    prompt="state: all", id="f-state", compact=True,
                )
                yield Select([(s.value, s.value) for s in Scope], prompt="scope: all", id="f-scope", compact=True)
                yield Select(
                    [("updated", "updated"), ("confidence", "confidence"), ("created", "created"), ("id", "id")],
                    value="updated", allow_blank=False, id="f-sort", compact=True,
                )
                yield Select([], prompt="user", id="f-user", compact=True, allow_blank=True)
                yield Input(placeholder="/ search text", id="f-text")
            yield NodeTableHeader()
            yield NodeTable(id="node-table")
            yield Static("", id="node-status", classes="status-line", markup=False)

    @property
    def table(self) -> NodeTable:
        return self.query_one(NodeTable)

    def current_query(self) -> NodeQuery:
        def chosen(selector: str) -> str | None:
            value = self.query_one(selector, Select).value
            return None if value is Select.NULL else str(value)

        state = chosen("#f-state")
        states = ACTIVE if state == "active" else ((state,) if state else ())
        node_type = chosen("#f-type")
        scope = chosen("#f-scope")
        return NodeQuery(
            user_id=self.prme.user or "", node_types=(node_type,) if node_type else (), states=states,
            scopes=(scope,) if scope else (), text=self.query_one("#f-text", Input).value,
            sort=chosen("#f-sort") or "updated",
        )

    def is_ready(self) -> bool:
        return self.table.first_page_loaded or self.table.total == 0

    def reload(self) -> None:
        if not self.prme.namespace or not self.prme.user:
            self.table.reset(self.next_generation(), 0)
            self.query_one("#node-status", Static).update("This namespace has no memories yet (Capture pane: 7).")
            return
        self._load_users()
        generation = self.next_generation()
        self.node_query = self.current_query()
        self.table.reset(generation, 0)
        self.table.loading = True
        self.query_one("#node-status", Static).update("counting…")
        ns, query, services = self.prme.namespace, self.node_query, self.prme.services
        run_engine(
            self, "count nodes", lambda: services.node_count(ns, query), lambda total: NodeCount(generation, total),
            group="node-count", exclusive=True,
        )
        self._fetch(generation, 0)  # focus stays where it is: a reload must not take the search box's keys

    def _load_users(self) -> None:
        ns, services = self.prme.namespace, self.prme.services
        run_engine(self, "list users", lambda: services.users(ns), lambda users: UsersLoaded(users),
                        group="users", exclusive=True)

    @on(UsersLoaded)
    def _users(self, event: UsersLoaded) -> None:
        event.stop()
        select = self.query_one("#f-user", Select)
        with select.prevent(Select.Changed):
            select.set_options([(u, u) for u in event.users])
            if self.prme.user in event.users:
                select.value = self.prme.user

    def _fetch(self, generation: int, page_index: int) -> None:
        previous = self.table.page(page_index - 1) if page_index else None
        after = previous[-1].sort_key if previous else None
        offset = 0 if after is not None else page_index * PAGE
        ns, query, services = self.prme.namespace, self.node_query, self.prme.services
        run_engine(
            self, "load nodes",
            lambda: services.node_page(ns, query, after=after, offset=offset, limit=PAGE),
            lambda page: NodePageLoaded(generation, page_index, page.rows, page.has_more),
            group=f"node-page-{page_index % 4}",
        )

    @on(NodeTable.PageWanted)
    def _page_wanted(self, event: NodeTable.PageWanted) -> None:
        event.stop()
        self._fetch(self.table.generation, event.page_index)

    @on(NodeCount)
    def _count(self, event: NodeCount) -> None:
        event.stop()
        if event.generation != self.table.generation:
            return
        self.table.set_total(event.total)
        self._status()

    @on(NodePageLoaded)
    def _page(self, event: NodePageLoaded) -> None:
        event.stop()
        if self.table.set_page(event.generation, event.page_index, event.rows):
            self.table.loading = False
            if event.page_index == 0 and not self.table.total and event.rows:
                self.table.set_total(len(event.rows) + (1 if event.has_more else 0))
            self._status()

    def _status(self) -> None:
        q = getattr(self, "node_query", None)
        if q is None:
            return
        parts = [f"{self.table.total:,} nodes", f"sorted by {q.sort}"]
        if q.node_types:
            parts.append(f"type {q.node_types[0]}")
        if q.states:
            parts.append("state " + ("active" if len(q.states) > 1 else q.states[0]))
        if q.scopes:
            parts.append(f"scope {q.scopes[0]}")
        if q.text.strip():
            parts.append(f"text {q.text.strip()!r}")
        row = self.table.current_row
        position = f"row {self.table.cursor + 1:,}" if self.table.total else ""
        status = " · ".join(parts) + (f" · {position}" if position else "")
        line = self.query_one("#node-status", Static)
        room = max(20, line.size.width - 2) if line.size.width else 200
        if row is not None and row.retirement is not None:  # when and by what, before the filters if narrow
            gone = row.retirement.sentence(text_width=120)
            status = f"{status} · {gone}" if len(status) + len(gone) + 3 <= room else f"{position} · {gone}"
        elif row is not None:
            if "Updated" not in dict(columns_for(self.table.scrollable_content_region.width or self.size.width)):
                status += f" · updated {row.updated_at:%Y-%m-%d %H:%M}"  # narrow, the table has no such column
            status += f" · {row.id}"
        line.update(clip(status, room))

    @on(NodeTable.Highlighted)
    def _highlighted(self, event: NodeTable.Highlighted) -> None:
        event.stop()
        self._status()

    @on(NodeTable.Selected)
    def _selected(self, event: NodeTable.Selected) -> None:
        event.stop()
        self.post_message(OpenNode(event.row.id))

    @on(Select.Changed, "#f-user")
    def _user_changed(self, event: Select.Changed) -> None:
        event.stop()
        if event.value is not Select.NULL and event.value != self.prme.user:
            self.prme.set_context(self.prme.namespace, str(event.value))

    @on(Select.Changed)
    def _filter_changed(self, event: Select.Changed) -> None:
        event.stop()
        if event.select.id == "f-user":
            return
        # Selects also report their first value after mounting: reload only for a real change.
        if self.prme.namespace and hasattr(self, "node_query") and self.current_query() != self.node_query:
            self.reload()

    @on(Input.Submitted, "#f-text")
    def _search(self, event: Input.Submitted) -> None:
        event.stop()
        self.reload()

    def action_search(self) -> None:
        self.query_one("#f-text", Input).focus()

    def action_filters(self) -> None:
        self.query_one("#f-type", Select).focus()

    def action_focus_table(self) -> None:
        self.table.focus()

    def action_cycle_sort(self) -> None:
        sort = self.query_one("#f-sort", Select)
        order = ["updated", "confidence", "created", "id"]
        sort.value = order[(order.index(str(sort.value)) + 1) % len(order)]

    def action_clear_filters(self) -> None:
        for selector in ("#f-type", "#f-state", "#f-scope"):
            self.query_one(selector, Select).clear()
        self.query_one("#f-text", Input).value = ""
        self.reload()

    def action_refresh(self) -> None:
        self.reload()
